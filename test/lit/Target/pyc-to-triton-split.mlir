// RUN: pycompile-translate --pyc-to-triton %s | FileCheck %s

// A split reduction whose combination takes more than a few iterations of
// one program (4096 kept columns, 128 parts: 64 columns an iteration, 64
// of them) is two kernels: the parts, then the combination, a program for
// each 256 columns. Its parts kernel counts nothing.
// CHECK-LABEL: def wide_reduction_sum_0_parts(in0, out0, ws):
// CHECK-NOT: atomic
// CHECK-LABEL: def wide_reduction_sum_0(in0, out0, ws):
// CHECK: pid = tl.program_id(0)
// CHECK-NEXT: rows = pid * 256 + tl.arange(0, 256)[:, None]
// CHECK-NOT: cache_modifier
// CHECK-LABEL: def wide(a0):
// CHECK-NOT: counters
// CHECK: wide_reduction_sum_0_parts[(32768,)](a0, b0, ws0, num_warps=8, num_stages=1)
// CHECK-NEXT: wide_reduction_sum_0[(16,)](a0, b0, ws0, num_warps=4, num_stages=1)
// CHECK-NOT: _COUNTERS
func.func @wide(%x: tensor<32768x4096xf32>) -> tensor<4096xf32> {
  %k = pyc.kernel reduction(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = split, block = [16, 256, 128], warps = 8, stages = 1>} : (tensor<32768x4096xf32>) -> tensor<4096xf32> {
  ^bb0(%a: tensor<32768x4096xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<32768x4096xf32> -> tensor<4096xf32>
    pyc.yield %s : tensor<4096xf32>
  }
  return %k : tensor<4096xf32>
}
