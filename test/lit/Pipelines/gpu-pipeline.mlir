// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-gpu-pipeline)' | FileCheck %s
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-gpu-pipeline{multiprocessors=16})' | FileCheck %s --check-prefix=SMALL
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-gpu-pipeline{multiprocessors=16})' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPELINE
// RUN: not pycompile-opt %s --pass-pipeline='builtin.module(pyc-gpu-pipeline{multiprocessors=0})' 2>&1 | FileCheck %s --check-prefix=BAD

// The GPU pipeline is told the GPU's multiprocessors (pycompile passes the
// CUDA device's), which pyc-tile-gpu reads: a sum of 1024 bf16 columns over
// 8192 rows, 64 programs of 16 columns, is split into parts on an H200's 132
// (fewer than 256 programs) and left whole on a GPU of 16.
// CHECK: #pyc.gpu_schedule<strategy = split, block = [32, 256, 16], warps = 8, stages = 1>
// SMALL: #pyc.gpu_schedule<strategy = looped, block = [16, 256], warps = 8, stages = 1>
// PIPELINE: pyc-tile-gpu{{.*}}multiprocessors=16
// BAD: pyc-tile-gpu: max-row and multiprocessors must be positive, got 16384, 0
func.func @column_sums(%h: tensor<8192x1024xbf16>) -> tensor<1024xbf16> {
  %m = pyc.kernel reduction(%h) : (tensor<8192x1024xbf16>) -> tensor<1024xbf16> {
  ^bb0(%a: tensor<8192x1024xbf16>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<8192x1024xbf16> -> tensor<1024xbf16>
    pyc.yield %s : tensor<1024xbf16>
  }
  return %m : tensor<1024xbf16>
}
