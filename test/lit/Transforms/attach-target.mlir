// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{arch=znver3 vector-bits=256 cores=16 l2-bytes=524288},func.func(pyc-tile))' | FileCheck %s --check-prefix=AVX2
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{arch=znver5 cores=2 l2-bytes=1048576},func.func(pyc-tile))' | FileCheck %s --check-prefix=AVX512
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{kind=gpu arch=sm_90},func.func(pyc-tile-gpu))' | FileCheck %s --check-prefix=H200
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{kind=gpu arch=sm_89 multiprocessors=58 l2-bytes=50331648 shared-bytes=101376},func.func(pyc-tile-gpu))' | FileCheck %s --check-prefix=L4
// RUN: not pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{kind=tpu})' 2>&1 | FileCheck %s --check-prefix=BAD-KIND
// RUN: not pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{kind=gpu vector-bits=256})' 2>&1 | FileCheck %s --check-prefix=BAD-MIX
// RUN: not pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{kind=gpu warp=48})' 2>&1 | FileCheck %s --check-prefix=BAD-WARP

// The same two kernels, a product and a column sum, for four machines:
// an AVX2 CPU (Zen 3: 256-bit vectors, 512 KiB of L2 a core), an AVX-512
// one (Zen 5: 1 MiB), an H200 (132 multiprocessors, the default GPU
// target's numbers) and an L4 (58). The target passes read only the
// module's #pyc.target; options left out keep the default target's
// numbers (2 MiB of L2, one core; an H100's or H200's).
//
// On the CPUs the product's register block is 6 rows by two vectors (16 or
// 32 f32 columns), and its 1000 columns of 1024 f32 rows (4 MiB) are read
// in panels of half the L2: 64 columns (256 KiB) or 128 (512 KiB).
// AVX2: module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver3", vector_bits = 256, cores = 16, l2_bytes = 524288>}
// AVX2: #pyc.cpu_schedule<parallel = 1, block = [6, 16], panel = 64>
// AVX512: module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver5", vector_bits = 512, cores = 2, l2_bytes = 1048576>}
// AVX512: #pyc.cpu_schedule<parallel = 1, block = [6, 32], panel = 128>
//
// On the GPUs the product is a tl.dot kernel either way; the sum of 1024
// bf16 columns over 8192 rows, 64 programs of 16 columns, is too few for
// an H200 (below 2 a multiprocessor, 256) and is split into parts; on an
// L4 (fewer than 64 is starved there) it stays one program a strip.
// H200: module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_90", warp = 32, multiprocessors = 132, l2_bytes = 52428800, shared_bytes = 232448>}
// H200: #pyc.gpu_schedule<strategy = dot
// H200: #pyc.gpu_schedule<strategy = split, block = [32, 256, 16], warps = 8, stages = 1>
// L4: module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_89", warp = 32, multiprocessors = 58, l2_bytes = 50331648, shared_bytes = 101376>}
// L4: #pyc.gpu_schedule<strategy = dot
// L4: #pyc.gpu_schedule<strategy = looped, block = [16, 256], warps = 8, stages = 1>
//
// BAD-KIND: pyc-attach-target: kind must be cpu or gpu, got 'tpu'
// BAD-MIX: pyc-attach-target: #pyc.target: vector_bits and cores describe CPUs, not a gpu target
// BAD-WARP: pyc-attach-target: #pyc.target: a gpu's warp must be 32 or 64 threads, got 48
func.func @product_and_column_sum(%x: tensor<64x1024xf32>, %w: tensor<1024x1000xf32>,
                                  %h: tensor<8192x1024xbf16>) -> (tensor<64x1000xf32>, tensor<1024xbf16>) {
  %y = pyc.kernel contraction(%x, %w) : (tensor<64x1024xf32>, tensor<1024x1000xf32>) -> tensor<64x1000xf32> {
  ^bb0(%a: tensor<64x1024xf32>, %b: tensor<1024x1000xf32>):
    %m = pyc.matmul %a, %b : tensor<64x1024xf32>, tensor<1024x1000xf32> -> tensor<64x1000xf32>
    pyc.yield %m : tensor<64x1000xf32>
  }
  %s = pyc.kernel reduction(%h) : (tensor<8192x1024xbf16>) -> tensor<1024xbf16> {
  ^bb0(%a: tensor<8192x1024xbf16>):
    %r = pyc.reduce sum %a, dims = [0] : tensor<8192x1024xbf16> -> tensor<1024xbf16>
    pyc.yield %r : tensor<1024xbf16>
  }
  return %y, %s : tensor<64x1000xf32>, tensor<1024xbf16>
}
