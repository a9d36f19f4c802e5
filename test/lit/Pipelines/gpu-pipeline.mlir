// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-gpu-pipeline)' | FileCheck %s
// RUN: sed 's/^func.func @column_sums/module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_89", warp = 32, multiprocessors = 16, l2_bytes = 4194304, shared_bytes = 101376>} {\n&/; $a}' %s | pycompile-opt --pass-pipeline='builtin.module(pyc-gpu-pipeline)' | FileCheck %s --check-prefix=SMALL
// RUN: not pycompile-opt %s --pass-pipeline='builtin.module(pyc-gpu-pipeline{multiprocessors=16})' 2>&1 | FileCheck %s --check-prefix=OPTIONS

// The GPU pipeline schedules for the module's #pyc.target (pycompile
// writes the CUDA device's; without one, the default GPU target, an H200's
// 132 multiprocessors), which pyc-tile-gpu reads: a sum of 1024 bf16
// columns over 8192 rows, 64 programs of 16 columns, is split into parts
// on an H200 (fewer than 256 programs) and left whole on a GPU of 16
// (the second run: the same function in a module whose target says so).
// CHECK: #pyc.gpu_schedule<strategy = split, block = [32, 256, 16], warps = 8, stages = 1>
// SMALL: module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_89", warp = 32, multiprocessors = 16
// SMALL: #pyc.gpu_schedule<strategy = looped, block = [16, 256], warps = 8, stages = 1>
// OPTIONS: pyc-gpu-pipeline takes no options
func.func @column_sums(%h: tensor<8192x1024xbf16>) -> tensor<1024xbf16> {
  %m = pyc.kernel reduction(%h) : (tensor<8192x1024xbf16>) -> tensor<1024xbf16> {
  ^bb0(%a: tensor<8192x1024xbf16>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<8192x1024xbf16> -> tensor<1024xbf16>
    pyc.yield %s : tensor<1024xbf16>
  }
  return %m : tensor<1024xbf16>
}
