// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-gpu-pipeline)' -mlir-print-debuginfo -o %t.mlir
// RUN: pycompile-translate --pyc-to-triton -split-input-file %t.mlir | FileCheck %s
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile-gpu{max-row=256}))' | pycompile-translate --pyc-to-triton -split-input-file | FileCheck %s --check-prefix=LOOP

// A pointwise chain over a broadcast bias and a transposed input: the
// transpose moves the innermost dim, so a program takes a tile of 64 rows
// by 64 columns (no mask: 64 x 768 is whole tiles); the result and the
// same-shaped input are read and written along the columns, the bias by the
// column index, the transposed input along the rows. Constants are typed
// 0-d tensors; tanh comes from the prelude (libdevice's on the GPU). The
// host allocates through torch's CUDA allocator where it can.
// CHECK: from torch._C._dynamo.guards import _empty_strided_cuda
// CHECK: def allocator(device):
// CHECK-LABEL: if triton.knobs.runtime.interpret:
// CHECK: def tanh(x):
// CHECK: else:
// CHECK-NEXT: tanh = libdevice.tanh
// CHECK-LABEL: def chain_pointwise_add_mul_tanh_0(in0, in1, in2, out0):
// CHECK-NEXT: pid = tl.program_id(0)
// CHECK-NEXT: pid_r, pid_c = pid // 12, pid % 12
// CHECK-NEXT: rows = pid_r * 64 + tl.arange(0, 64)[:, None]
// CHECK-NEXT: cols = pid_c * 64 + tl.arange(0, 64)[None, :]
// CHECK-NOT: mask
// CHECK: [[ROW:v[0-9]+]] = (rows * 768)
// CHECK-NEXT: [[AT:v[0-9]+]] = ([[ROW]] + cols)
// CHECK-NEXT: x{{[0-9]+}} = tl.load(in0 + [[AT]])
// CHECK-NEXT: tl.load(in1 + cols)
// CHECK-NEXT: [[COL:v[0-9]+]] = (cols * 64)
// CHECK-NEXT: [[T:v[0-9]+]] = ([[COL]] + rows)
// CHECK-NEXT: tl.load(in2 + [[T]])
// CHECK: tanh(
// CHECK: tl.full([], 1.0, tl.float32)
// CHECK: tl.store(out0 + v{{[0-9]+}}, v{{[0-9]+}})
// CHECK-LABEL: def chain(a0, a1, a2):
// CHECK: a0 = a0.contiguous()
// CHECK: device = a0.device
// CHECK: empty = allocator(device)
// CHECK: b0 = empty((64, 768, ), (768, 1, ), torch.float32)
// CHECK: chain_pointwise_add_mul_tanh_0[(12,)](a0, a1, a2, b0, num_warps=4, num_stages=1)
// CHECK: return (b0, )
// CHECK: chain.signature = [(torch.float32, (64, 768, )), (torch.float32, (768, )), (torch.float32, (768, 64, )), ]
func.func @chain(%x: tensor<64x768xf32>, %b: tensor<768xf32>, %t: tensor<768x64xf32>) -> tensor<64x768xf32> {
  %k = pyc.kernel pointwise(%x, %b, %t) : (tensor<64x768xf32>, tensor<768xf32>, tensor<768x64xf32>) -> tensor<64x768xf32> {
  ^bb0(%a: tensor<64x768xf32>, %c: tensor<768xf32>, %u: tensor<768x64xf32>):
    %bb = pyc.broadcast_in_dim %c, dims = [1] : tensor<768xf32> -> tensor<64x768xf32>
    %ut = pyc.transpose %u, permutation = [1, 0] : tensor<768x64xf32> -> tensor<64x768xf32>
    %s = pyc.add %a, %bb : tensor<64x768xf32>
    %p = pyc.mul %s, %ut : tensor<64x768xf32>
    %h = pyc.tanh %p : tensor<64x768xf32>
    %one = pyc.constant dense<1.0> : tensor<64x768xf32>
    %r = pyc.add %h, %one : tensor<64x768xf32>
    pyc.yield %r : tensor<64x768xf32>
  }
  return %k : tensor<64x768xf32>
}

// -----

// A ragged pointwise kernel (1000 elements, blocks of 1024) is masked.
// CHECK-LABEL: def ragged_pointwise_exp_0(in0, out0):
// CHECK: rmask = offs < 1000
// CHECK: tl.load(in0 + offs, mask=rmask, other=0)
// CHECK: tl.store(out0 + offs, v{{[0-9]+}}, mask=rmask)
func.func @ragged(%x: tensor<1000xf32>) -> tensor<1000xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<1000xf32>) -> tensor<1000xf32> {
  ^bb0(%a: tensor<1000xf32>):
    %e = pyc.exp %a : tensor<1000xf32>
    pyc.yield %e : tensor<1000xf32>
  }
  return %k : tensor<1000xf32>
}

// -----

// erfc comes from the prelude: libdevice's on the GPU; under the
// interpreter a form relative in the tail (exp(-x^2) times a fit), not
// 1 - erf(x).
// CHECK-LABEL: if triton.knobs.runtime.interpret:
// CHECK: def erfc(x):
// CHECK: tl.exp(p - z * z)
// CHECK: else:
// CHECK-NEXT: erfc = libdevice.erfc
// CHECK-LABEL: def tail_pointwise_erfc_0(in0, out0):
// CHECK: erfc(x{{[0-9]+}})
func.func @tail(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%a: tensor<1024xf32>):
    %e = pyc.erfc %a : tensor<1024xf32>
    pyc.yield %e : tensor<1024xf32>
  }
  return %k : tensor<1024xf32>
}

// -----

// Softmax over rows of 768: 2 rows a program, each held whole in 1024
// lanes (masked past 768). The row is loaded once; max and sum combine
// with the shared semantics (max propagates NaN); the epilogue reads the
// loaded row again, not memory.
// CHECK-LABEL: def _max_float32(a, b):
// CHECK: tl.maximum(b, a, propagate_nan=tl.PropagateNan.ALL)
// CHECK-LABEL: def _sum_float32(a, b):
// CHECK: (b + a)
// CHECK-LABEL: def softmax_reduction_max_sub_exp_sum_0(in0, out0):
// CHECK: rows = pid * 2 + tl.arange(0, 2)[:, None]
// CHECK: lanes = tl.arange(0, 1024)[None, :]
// CHECK: lmask = lanes < 768
// CHECK: [[X:x[0-9]+]] = tl.load(in0 + v{{[0-9]+}}, mask=lmask, other=0)
// CHECK-NOT: tl.load
// CHECK: [[MAX:r[0-9]+]] = tl.reduce(tl.where(lmask, tl.broadcast_to([[X]], [2, 1024]), tl.full([], -INF, tl.float32)), 1, _max_float32, keep_dims=True)
// CHECK: ([[X]] - [[MAX]])
// CHECK: tl.exp(
// CHECK: tl.reduce(tl.where(lmask, tl.broadcast_to(v{{[0-9]+}}, [2, 1024]), tl.full([], 0.0, tl.float32)), 1, _sum_float32, keep_dims=True)
// CHECK-NOT: tl.load
// CHECK: tl.store(out0 + v{{[0-9]+}}, v{{[0-9]+}}, mask=lmask)
// CHECK-LABEL: def softmax(a0):
// CHECK: softmax_reduction_max_sub_exp_sum_0[(32,)](a0, b0, num_warps=8, num_stages=1)

// Looped (rows longer than max-row=256): a chunk's lanes accumulate, a loop
// walks the row's chunks, one combine at the end. The max and the sum of
// exp(x - max) take one walk (online softmax): per lane a running max (a
// second walk follows: see @logsumexp for the row's), and
// a sum rescaled by exp(old - new) as the max grows (a max still -inf
// shifts by 0); at the end the lanes' sums are rescaled to the row's max
// and added in f64. The epilogue walks the row again: two walks, not three;
// the first keeps the row in L2 for the second (`evict_last`), which reads
// and writes it past L2 (`evict_first`).
// LOOP-LABEL: def softmax_reduction_max_sub_exp_sum_0(in0, out0):
// LOOP: rows = pid * 1 + tl.arange(0, 1)[:, None]
// LOOP: [[MAX:acc[0-9]+]] = tl.full([1, 1024], -INF, tl.float32)
// LOOP-NEXT: [[SUM:acc[0-9]+]] = tl.full([1, 1024], 0.0, tl.float32)
// LOOP-NEXT: for start in range(0, 768, 1024):
// LOOP-NEXT: lanes = start + tl.arange(0, 1024)[None, :]
// LOOP-NEXT: lmask = lanes < 768
// LOOP: tl.load(in0 + v{{[0-9]+}}, mask=lmask, other=0, eviction_policy="evict_last")
// LOOP: [[GROWN:v[0-9]+]] = tl.maximum({{x[0-9]+}}, [[MAX]], propagate_nan=tl.PropagateNan.ALL)
// LOOP: [[SHIFT:v[0-9]+]] = tl.where({{v[0-9]+}}, tl.full([], 0.0, tl.float32), [[GROWN]])
// LOOP: ([[MAX]] - [[SHIFT]])
// LOOP: ([[SUM]] * v{{[0-9]+}})
// LOOP: [[MAX]] = tl.where(lmask, [[GROWN]], [[MAX]])
// LOOP-NEXT: [[SUM]] = tl.where(lmask, v{{[0-9]+}}, [[SUM]])
// LOOP-NEXT: [[ROWMAX:r[0-9]+]] = tl.reduce([[MAX]], 1, _max_float32, keep_dims=True)
// LOOP: ([[MAX]] - v{{[0-9]+}})
// LOOP: tl.reduce(v{{[0-9]+}}.to(tl.float64), 1, _sum_float64, keep_dims=True)
// LOOP-NEXT: for start in range(0, 768, 1024):
// LOOP-NOT: for start
// LOOP: tl.load(in0 + v{{[0-9]+}}, mask={{.*}}, eviction_policy="evict_first")
// LOOP: tl.store(out0 + v{{[0-9]+}}, v{{[0-9]+}}, mask={{.*}}, eviction_policy="evict_first")
func.func @softmax(%x: tensor<64x768xf32>) -> tensor<64x768xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<64x768xf32>) -> tensor<64x768xf32> {
  ^bb0(%a: tensor<64x768xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<64x768xf32> -> tensor<64xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<64xf32> -> tensor<64x768xf32>
    %d = pyc.sub %a, %mb : tensor<64x768xf32>
    %e = pyc.exp %d : tensor<64x768xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<64x768xf32> -> tensor<64xf32>
    %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<64xf32> -> tensor<64x768xf32>
    %r = pyc.div %e, %sb : tensor<64x768xf32>
    pyc.yield %r : tensor<64x768xf32>
  }
  return %k : tensor<64x768xf32>
}

// -----

// A bf16 row sum accumulates in f32 and rounds once, to nearest even (in
// Triton's interpreter too, whose own conversion truncates: on the bits);
// the kept result is stored per row.
// CHECK: if triton.knobs.runtime.interpret:
// CHECK: def to_bf16(x):
// CHECK: bits = x.to(tl.float32).to(tl.uint32, bitcast=True)
// CHECK: else:
// CHECK-NEXT: @triton.jit
// CHECK-NEXT: def to_bf16(x):
// CHECK-NEXT: return x.to(tl.bfloat16)
// CHECK-LABEL: def row_sum_reduction_sum_0(in0, out0):
// CHECK: .to(tl.float32)
// CHECK: [[R:r[0-9]+]] = tl.reduce({{.*}}, 1, _sum_float32, keep_dims=True)
// CHECK: [[B:v[0-9]+]] = to_bf16([[R]])
// CHECK: tl.store(out0 + rows, [[B]])
func.func @row_sum(%x: tensor<8x128xbf16>) -> tensor<8xbf16> {
  %k = pyc.kernel reduction(%x) : (tensor<8x128xbf16>) -> tensor<8xbf16> {
  ^bb0(%a: tensor<8x128xbf16>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<8x128xbf16> -> tensor<8xbf16>
    pyc.yield %s : tensor<8xbf16>
  }
  return %k : tensor<8xbf16>
}

// -----

// Run-time sizes: the host reads each symbol where `pyc.symbols` binds it
// (dim 0 of a0; element 0 of the size vector a1 over 2, which is not made
// contiguous), sizes the buffer and the grid from them and passes them to
// the kernel, which masks every block. A reshape merging `?` dims reads its
// operand at [i // s1, i % s1] (here the block's offsets again). The
// signature has None for a run-time size and names the size vector.
// CHECK-LABEL: def dynamic_pointwise_exp_0(in0, out0, s0, s1):
// CHECK-NEXT: pid = tl.program_id(0).to(tl.int64)
// CHECK-NEXT: offs = pid * 1024 + tl.arange(0, 1024)
// CHECK: rmask = offs < v{{[0-9]+}}
// CHECK: tl.load(in0 + {{.*}}, mask=rmask, other=0)
// CHECK: tl.store(out0 + offs, v{{[0-9]+}}, mask=rmask)
// CHECK-LABEL: def dynamic(a0, a1):
// CHECK-NEXT: a0 = a0.contiguous()
// CHECK-NEXT: s0 = a0.shape[0]
// CHECK-NEXT: s1 = int(a1[0]) // 2
// CHECK: b0 = empty(((s0 * s1), 8, ), (8, 1, ), torch.float32)
// CHECK: dynamic_pointwise_exp_0[(triton.cdiv(((s0 * s1) * 8), 1024),)](a0, b0, s0, s1, num_warps=4, num_stages=1)
// CHECK: dynamic.signature = [(torch.float32, (None, None, 8, )), (torch.int64, (1, )), ]
// CHECK-NEXT: dynamic.size_vectors = {1}
// CHECK: "dynamic_pointwise_exp_0": {"in0": "*fp32", "out0": "*fp32", "s0": "i64", "s1": "i64", },
func.func @dynamic(%x: tensor<?x?x8xf32>, %n: tensor<1xi64>) -> tensor<?x8xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 1, -1, 2, 1, 0, 1, 1>} {
  %k = pyc.kernel pointwise(%x) : (tensor<?x?x8xf32>) -> tensor<?x8xf32> {
  ^bb0(%a: tensor<?x?x8xf32>):
    %0 = pyc.reshape %a {sizes = affine_map<()[s0, s1] -> (s0 * s1, 8)>} : tensor<?x?x8xf32> -> tensor<?x8xf32>
    %1 = pyc.exp %0 : tensor<?x8xf32>
    pyc.yield %1 : tensor<?x8xf32>
  }
  return %k : tensor<?x8xf32>
}

// -----

// A mean over a row of run-time length: the divisor, `pyc.size`, is
// computed in the kernel from its size argument.
// CHECK-LABEL: def run_time_mean_reduction_sum_size_div_0(in0, out0, s0):
// CHECK: {{r[0-9]+}} = tl.reduce(
// CHECK-NEXT: [[T:v[0-9]+]] = (s0 * 2)
// CHECK-NEXT: [[D:v[0-9]+]] = ([[T]] + -1)
// CHECK-NEXT: [[I:v[0-9]+]] = [[D]].to(tl.int64)
// CHECK-NEXT: [[F:v[0-9]+]] = [[I]].to(tl.float32)
// CHECK: = ({{v[0-9]+}} / [[F]])
func.func @run_time_mean(%x: tensor<4x?xf32>) -> tensor<4xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 1, 1>} {
  %k = pyc.kernel reduction(%x) : (tensor<4x?xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x?xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x?xf32> -> tensor<4xf32>
    %n = pyc.size affine_map<()[s0] -> (s0 * 2 - 1)> : tensor<f32>
    %nb = pyc.broadcast_in_dim %n, dims = [] : tensor<f32> -> tensor<4xf32>
    %m = pyc.div %s, %nb : tensor<4xf32>
    pyc.yield %m : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

// A concat along a run-time dim (a KV cache's past and new positions):
// each input is read at the output's index less its offset, clamped into
// it (s0 - 1, s1 - 1), the second from offset s0, chosen by the offset.
// CHECK-LABEL: def concat_run_time_pointwise_concat_0(in0, in1, out0, s0, s1):
// CHECK: [[LAST0:v[0-9]+]] = (s0 - 1)
// CHECK: [[AT:v[0-9]+]] = (v{{[0-9]+}} % v{{[0-9]+}})
// CHECK: tl.where(((v{{[0-9]+}} >= 0) & (v{{[0-9]+}} < [[LAST0]])), v{{[0-9]+}}, [[LAST0]])
// CHECK: [[PAST:x[0-9]+]] = tl.load(in0
// CHECK: [[LAST1:v[0-9]+]] = (s1 - 1)
// CHECK: [[OFFSET:v[0-9]+]] = (0 + s0)
// CHECK: ([[AT]] - [[OFFSET]])
// CHECK: [[NEW:x[0-9]+]] = tl.load(in1
// CHECK: [[FIRST:v[0-9]+]] = (([[AT]] >= 0) & ([[AT]] < [[OFFSET]]))
// CHECK: tl.where([[FIRST]], [[PAST]], [[NEW]])
// CHECK-LABEL: def concat_run_time(a0, a1):
// CHECK: b0 = empty((2, (s0 + s1), 4, ), (((s0 + s1) * 4), 4, 1, ), torch.float32)
func.func @concat_run_time(%x: tensor<2x?x4xf32>, %y: tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 1, 1, 1, 1, 1, 1>} {
  %k = pyc.kernel pointwise(%x, %y) : (tensor<2x?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  ^bb0(%a: tensor<2x?x4xf32>, %b: tensor<2x?x4xf32>):
    %c = pyc.concat %a, %b dim = 1 : (tensor<2x?x4xf32>, tensor<2x?x4xf32>) -> tensor<2x?x4xf32>
    pyc.yield %c : tensor<2x?x4xf32>
  }
  return %k : tensor<2x?x4xf32>
}

// -----

// A column sum (the innermost dim kept) over a run-time number of rows:
// 8 columns a program side by side, the rows walked in chunks of 256 up to
// s0; no variant holding a whole column in a program (it would read one
// element a cache line).
// CHECK-LABEL: def dynamic_columns_reduction_sum_0(in0, out0, s0):
// CHECK: rows = pid * 8 + tl.arange(0, 8)[:, None]
// CHECK: for start in range(0, s0, 256):
// CHECK-NEXT: lanes = start + tl.arange(0, 256)[None, :]
// CHECK-NEXT: lmask = lanes < s0
// CHECK-NOT: def dynamic_columns_reduction_sum_0_row
// CHECK-LABEL: def dynamic_columns(a0):
// CHECK: dynamic_columns_reduction_sum_0[(64,)](a0, b0, s0, num_warps=8, num_stages=1)
func.func @dynamic_columns(%x: tensor<?x512xf32>) -> tensor<512xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %k = pyc.kernel reduction(%x) : (tensor<?x512xf32>) -> tensor<512xf32> {
  ^bb0(%a: tensor<?x512xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<?x512xf32> -> tensor<512xf32>
    pyc.yield %s : tensor<512xf32>
  }
  return %k : tensor<512xf32>
}

// -----

// A softmax over a row of run-time length: looped in chunks of 16384 lanes
// up to s1, a row a program, rows and lanes masked; and a variant holding
// whole rows, its rows and lanes (constexpr) picked by the host at launch
// where the row has at most 16384 elements (the row rounded up to a power
// of two, about 2048 lanes a program).
// CHECK-LABEL: def dynamic_row_reduction_max_sub_exp_sum_0(in0, out0, s0, s1):
// CHECK: rows = pid * 1 + tl.arange(0, 1)[:, None]
// CHECK: rmask = rows < s0
// CHECK: for start in range(0, s1, 16384):
// CHECK-NEXT: lanes = start + tl.arange(0, 16384)[None, :]
// CHECK-NEXT: lmask = lanes < s1
// CHECK: tl.store(out0 + {{.*}}, mask=(rmask & lmask), eviction_policy="evict_first")
// CHECK-LABEL: def dynamic_row_reduction_max_sub_exp_sum_0_row(in0, out0, s0, s1, ROWS: tl.constexpr, LANES: tl.constexpr):
// CHECK: rows = pid * ROWS + tl.arange(0, ROWS)[:, None]
// CHECK-NEXT: rmask = rows < s0
// CHECK-NEXT: lanes = tl.arange(0, LANES)[None, :]
// CHECK-NEXT: lmask = lanes < s1
// CHECK-NOT: for start
// CHECK: tl.broadcast_to({{.*}}, [ROWS, LANES])
// CHECK-LABEL: def dynamic_row(a0):
// CHECK: lanes0 = triton.next_power_of_2(s1)
// CHECK-NEXT: if lanes0 <= 16384:
// CHECK-NEXT: rows0 = min(triton.next_power_of_2(s0), max(1, 2048 // lanes0))
// CHECK-NEXT: dynamic_row_reduction_max_sub_exp_sum_0_row[(triton.cdiv(s0, rows0),)](a0, b0, s0, s1, ROWS=rows0, LANES=lanes0, num_warps=min(max(rows0 * lanes0 // 256, 2), 16), num_stages=1)
// CHECK-NEXT: else:
// CHECK-NEXT: dynamic_row_reduction_max_sub_exp_sum_0[(s0,)](a0, b0, s0, s1, num_warps=16, num_stages=1)
// CHECK: "dynamic_row_reduction_max_sub_exp_sum_0_row": {{{.*}}"ROWS": "constexpr", "LANES": "constexpr", },
// CHECK: CONSTEXPRS = {
// CHECK-NEXT: "dynamic_row_reduction_max_sub_exp_sum_0_row": {"ROWS": 2, "LANES": 1024},
func.func @dynamic_row(%x: tensor<?x?xf32>) -> tensor<?x?xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1>} {
  %k = pyc.kernel reduction(%x) : (tensor<?x?xf32>) -> tensor<?x?xf32> {
  ^bb0(%a: tensor<?x?xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<?x?xf32> -> tensor<?xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] {sizes = affine_map<()[s0, s1] -> (s0, s1)>} : tensor<?xf32> -> tensor<?x?xf32>
    %d = pyc.sub %a, %mb : tensor<?x?xf32>
    %e = pyc.exp %d : tensor<?x?xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<?x?xf32> -> tensor<?xf32>
    %sb = pyc.broadcast_in_dim %s, dims = [0] {sizes = affine_map<()[s0, s1] -> (s0, s1)>} : tensor<?xf32> -> tensor<?x?xf32>
    %r = pyc.div %e, %sb : tensor<?x?xf32>
    pyc.yield %r : tensor<?x?xf32>
  }
  return %k : tensor<?x?xf32>
}

// -----

// A product with a bias and GELU epilogue (nn.Linear's weight, stored n x
// k, read transposed): one program per 128 x 256 tile of the product (4
// tiles of rows, 2 of columns, visited in groups of 8 tile rows), k 64 at a
// time; rows and columns past the product's end masked, k's not (64
// divides 128); tl.dot of the bf16 tiles accumulating in f32 (in the
// interpreter, in f32 from the start); the epilogue on the accumulator,
// rounded to bf16 as the product is.
// CHECK-LABEL: INTERPRETED: tl.constexpr = tl.constexpr(triton.knobs.runtime.interpret)
// CHECK-LABEL: def linear_contraction_matmul_add_erf_0(in0, in1, in2, out0):
// CHECK-NEXT: pid = tl.program_id(0)
// CHECK-NEXT: tiles_m, tiles_n = 4, 2
// CHECK-NEXT: group = 8 * tiles_n
// CHECK-NEXT: first_m = pid // group * 8
// CHECK-NEXT: group_m = min(tiles_m - first_m, 8)
// CHECK-NEXT: pid_m = first_m + pid % group % group_m
// CHECK-NEXT: pid_n = pid % group // group_m
// CHECK-NEXT: rows = pid_m * 128 + tl.arange(0, 128)[:, None]
// CHECK-NEXT: rows_in = rows < 500
// CHECK-NEXT: cols = pid_n * 256 + tl.arange(0, 256)[None, :]
// CHECK-NEXT: cols_in = cols < 300
// CHECK-NEXT: acc0 = tl.full([128, 256], 0, tl.float32)
// CHECK-NEXT: for k0 in range(0, 128, 64):
// CHECK-NEXT: k_lanes = k0 + tl.arange(0, 64)[None, :]
// CHECK-NEXT: k_rows = k0 + tl.arange(0, 64)[:, None]
// CHECK: [[A:x[0-9]+]] = tl.load(in0 + {{.*}}, mask=rows_in, other=0)
// CHECK: [[B:x[0-9]+]] = tl.load(in1 + {{.*}}, mask=cols_in, other=0)
// CHECK-NEXT: if INTERPRETED:
// CHECK-NEXT: acc0 = tl.dot((tl.broadcast_to([[A]], [128, 64])).to(tl.float32), (tl.broadcast_to([[B]], [64, 256])).to(tl.float32), acc0, input_precision="ieee")
// CHECK-NEXT: else:
// CHECK-NEXT: acc0 = tl.dot(tl.broadcast_to([[A]], [128, 64]), tl.broadcast_to([[B]], [64, 256]), acc0)
// CHECK-NEXT: [[BIAS:x[0-9]+]] = tl.load(in2 + cols, mask=cols_in, other=0)
// CHECK: [[P:v[0-9]+]] = to_bf16(acc0)
// CHECK: tl.math.erf(
// CHECK: tl.store(out0 + {{.*}}, mask=(rows_in & cols_in))
// CHECK-LABEL: def linear(a0, a1, a2):
// CHECK: linear_contraction_matmul_add_erf_0[(8,)](a0, a1, a2, b0, num_warps=8, num_stages=3)
func.func @linear(%x: tensor<500x128xbf16>, %w: tensor<300x128xbf16>, %b: tensor<300xbf16>) -> tensor<500x300xbf16> {
  %k = pyc.kernel contraction(%x, %w, %b) : (tensor<500x128xbf16>, tensor<300x128xbf16>, tensor<300xbf16>) -> tensor<500x300xbf16> {
  ^bb0(%p: tensor<500x128xbf16>, %q: tensor<300x128xbf16>, %c: tensor<300xbf16>):
    %t = pyc.transpose %q, permutation = [1, 0] : tensor<300x128xbf16> -> tensor<128x300xbf16>
    %m = pyc.matmul %p, %t : tensor<500x128xbf16>, tensor<128x300xbf16> -> tensor<500x300xbf16>
    %bb = pyc.broadcast_in_dim %c, dims = [1] : tensor<300xbf16> -> tensor<500x300xbf16>
    %s = pyc.add %m, %bb : tensor<500x300xbf16>
    %f = pyc.convert %s : tensor<500x300xbf16> -> tensor<500x300xf32>
    %e = pyc.erf %f : tensor<500x300xf32>
    %g = pyc.convert %e : tensor<500x300xf32> -> tensor<500x300xbf16>
    pyc.yield %g : tensor<500x300xbf16>
  }
  return %k : tensor<500x300xbf16>
}

// -----

// A batched f32 product of a prologue (exp) with a run-time k: each program
// finds its batch element first; k is masked, and the left tile is set to 0
// past k's end, where exp made 1 of the masked loads' 0 (the right tile's
// load is 0 there already); f32 tiles multiply in full precision.
// CHECK-LABEL: def batched_contraction_exp_matmul_0(in0, in1, out0, s0):
// CHECK-NEXT: pid = tl.program_id(0).to(tl.int64)
// CHECK-NEXT: tiles_m, tiles_n = 1, 1
// CHECK-NEXT: pid_b = pid // (tiles_m * tiles_n)
// CHECK-NEXT: pid = pid % (tiles_m * tiles_n)
// CHECK: for k0 in range(0, s0, 32):
// CHECK-NEXT: k_lanes = k0 + tl.arange(0, 32)[None, :]
// CHECK-NEXT: k_lanes_in = k_lanes < s0
// CHECK-NEXT: k_rows = k0 + tl.arange(0, 32)[:, None]
// CHECK-NEXT: k_rows_in = k_rows < s0
// CHECK: tl.load(in0 + {{.*}}, mask=(rows_in & k_lanes_in), other=0)
// CHECK: tl.load(in1 + {{.*}}, mask=(cols_in & k_rows_in), other=0)
// CHECK-NEXT: acc0 = tl.dot(tl.where(k_lanes_in, tl.broadcast_to({{.*}}, [16, 32]), tl.full([], 0.0, tl.float32)), tl.broadcast_to({{.*}}, [32, 32]), acc0, input_precision="ieee")
// CHECK-LABEL: def batched(a0, a1):
// CHECK: batched_contraction_exp_matmul_0[(3,)](a0, a1, b0, s0, num_warps=4, num_stages=3)
func.func @batched(%x: tensor<3x10x?xf32>, %w: tensor<3x20x?xf32>) -> tensor<3x10x20xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 2, 1, 0, 1, 2, 1>} {
  %k = pyc.kernel contraction(%x, %w) : (tensor<3x10x?xf32>, tensor<3x20x?xf32>) -> tensor<3x10x20xf32> {
  ^bb0(%p: tensor<3x10x?xf32>, %q: tensor<3x20x?xf32>):
    %e = pyc.exp %p : tensor<3x10x?xf32>
    %t = pyc.transpose %q, permutation = [0, 2, 1] : tensor<3x20x?xf32> -> tensor<3x?x20xf32>
    %m = pyc.matmul %e, %t : tensor<3x10x?xf32>, tensor<3x?x20xf32> -> tensor<3x10x20xf32>
    pyc.yield %m : tensor<3x10x20xf32>
  }
  return %k : tensor<3x10x20xf32>
}

// -----

// Keys transposed (a pointwise kernel moving the innermost dim), tiled: a
// program takes 64 rows of the result (its outer dims flattened: 70 x 45
// is no multiple, so masked) by 64 of its last dim; the load's offset runs
// along the rows (the input's innermost dim), the store's along the lanes.
// CHECK-LABEL: def keys_pointwise_copy_0(in0, out0):
// CHECK-NEXT: pid = tl.program_id(0)
// CHECK-NEXT: pid_r, pid_c = pid // 2, pid % 2
// CHECK-NEXT: rows = pid_r * 64 + tl.arange(0, 64)[:, None]
// CHECK-NEXT: rows_in = rows < 135
// CHECK-NEXT: cols = pid_c * 64 + tl.arange(0, 64)[None, :]
// CHECK-NEXT: cols_in = cols < 70
// CHECK: tl.load(in0 + {{.*}}, mask=(rows_in & cols_in), other=0)
// CHECK: [[ROW:v[0-9]+]] = (rows * 70)
// CHECK-NEXT: [[AT:v[0-9]+]] = ([[ROW]] + cols)
// CHECK-NEXT: tl.store(out0 + [[AT]], {{.*}}, mask=(rows_in & cols_in))
// CHECK-LABEL: def keys(a0):
// CHECK: keys_pointwise_copy_0[(6,)](a0, b0, num_warps=4, num_stages=1)
func.func @keys(%x: tensor<3x70x45xf32>) -> tensor<3x45x70xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<3x70x45xf32>) -> tensor<3x45x70xf32> {
  ^bb0(%a: tensor<3x70x45xf32>):
    %t = pyc.transpose %a, permutation = [0, 2, 1] : tensor<3x70x45xf32> -> tensor<3x45x70xf32>
    pyc.yield %t : tensor<3x45x70xf32>
  }
  return %k : tensor<3x45x70xf32>
}

// -----

// Attention (pyc-fuse-attention merges the three kernels): a program per
// 32 query rows (20 rounded up) of a batch element; a first walk over the
// mask finds the blocks of keys it leaves any element of, the softmax walks
// those 32 keys at a time, the ragged last block masked to -inf before the
// running max and to 0 after the exp; the running sum and the output
// rescaled as the max grows; the output divided by the sum once, at the end.
// CHECK-LABEL: def attention_attention_matmul_select_max_sub_0(in0, in1, in2, in3, out0):
// CHECK: tiles_m = 1
// CHECK-NEXT: pid_b, pid_m = pid // tiles_m, pid % tiles_m
// CHECK: rows_in = rows < 20
// CHECK: q = tl.broadcast_to(
// CHECK: [[FIRST:first[0-9]+]], [[LAST:last[0-9]+]] = pid * 0 + 20, pid * 0
// CHECK-NEXT: for n0 in range(0, 20, 32):
// CHECK: [[MASK:x[0-9]+]] = tl.load(in2 + {{.*}}, mask=(rows_in & keys_in), other=0)
// CHECK-NEXT: [[NOT:v[0-9]+]] = ([[MASK]] != tl.full([], 1, tl.int1))
// CHECK-NEXT: [[LIVE:live[0-9]+]] = tl.reduce(tl.broadcast_to([[NOT]], [32, 32]), None, _max_int1)
// CHECK-NEXT: [[FIRST]] = tl.where([[LIVE]] & (n0 < [[FIRST]]), n0, [[FIRST]])
// CHECK-NEXT: [[LAST]] = tl.where([[LIVE]], n0 + 32, [[LAST]])
// CHECK-NEXT: for n0 in range([[FIRST]], [[LAST]], 32):
// CHECK: keys_in = keys < 20
// CHECK: s = tl.dot(q, tl.broadcast_to({{.*}}, [16, 32]), input_precision="ieee")
// CHECK: [[X:x[0-9]+]] = tl.where(keys_in, {{.*}}, tl.full([], -INF, tl.float32))
// CHECK: [[R:r[0-9]+]] = tl.reduce([[X]], 1, _max_float32, keep_dims=True)
// CHECK: [[P:p[0-9]+]] = tl.where(keys_in, {{.*}}, tl.full([], 0.0, tl.float32))
// CHECK: [[L:l[0-9]+]] = [[L]] * [[ALPHA:alpha[0-9]+]] + tl.reduce([[P]], 1, _sum_float32, keep_dims=True)
// CHECK: [[ACC:acc[0-9]+]] = tl.dot(tl.broadcast_to([[P]], [32, 32]), {{.*}}, [[ACC]] * [[ALPHA]], input_precision="ieee")
// CHECK: [[ACC]] = [[ACC]] / [[L]]
// CHECK: tl.store(out0 + {{.*}}, [[ACC]], mask=rows_in)
// CHECK-LABEL: def attention(a0, a1, a2, a3):
// CHECK: attention_attention_matmul_select_max_sub_0[(2,)](a0, a1, a2, a3, b0, num_warps=4, num_stages=2)
func.func @attention(%q: tensor<2x20x16xf32>, %kt: tensor<2x16x20xf32>, %future: tensor<20x20xi1>, %v: tensor<2x20x16xf32>) -> tensor<2x20x16xf32> {
  %s = pyc.kernel contraction(%q, %kt) : (tensor<2x20x16xf32>, tensor<2x16x20xf32>) -> tensor<2x20x20xf32> {
  ^bb0(%a: tensor<2x20x16xf32>, %b: tensor<2x16x20xf32>):
    %0 = pyc.matmul %a, %b : tensor<2x20x16xf32>, tensor<2x16x20xf32> -> tensor<2x20x20xf32>
    pyc.yield %0 : tensor<2x20x20xf32>
  }
  %p = pyc.kernel reduction(%s, %future) : (tensor<2x20x20xf32>, tensor<20x20xi1>) -> tensor<2x20x20xf32> {
  ^bb0(%y: tensor<2x20x20xf32>, %m: tensor<20x20xi1>):
    %c = pyc.broadcast_in_dim %m, dims = [1, 2] : tensor<20x20xi1> -> tensor<2x20x20xi1>
    %inf = pyc.constant dense<0xFF800000> : tensor<2x20x20xf32>
    %x = pyc.select %c, %inf, %y : tensor<2x20x20xf32>
    %max = pyc.reduce max %x, dims = [2] : tensor<2x20x20xf32> -> tensor<2x20xf32>
    %1 = pyc.broadcast_in_dim %max, dims = [0, 1] : tensor<2x20xf32> -> tensor<2x20x20xf32>
    %2 = pyc.sub %x, %1 : tensor<2x20x20xf32>
    %e = pyc.exp %2 : tensor<2x20x20xf32>
    %sum = pyc.reduce sum %e, dims = [2] : tensor<2x20x20xf32> -> tensor<2x20xf32>
    %3 = pyc.broadcast_in_dim %sum, dims = [0, 1] : tensor<2x20xf32> -> tensor<2x20x20xf32>
    %div = pyc.div %e, %3 : tensor<2x20x20xf32>
    pyc.yield %div : tensor<2x20x20xf32>
  }
  %o = pyc.kernel contraction(%p, %v) : (tensor<2x20x20xf32>, tensor<2x20x16xf32>) -> tensor<2x20x16xf32> {
  ^bb0(%a: tensor<2x20x20xf32>, %b: tensor<2x20x16xf32>):
    %0 = pyc.matmul %a, %b : tensor<2x20x20xf32>, tensor<2x20x16xf32> -> tensor<2x20x16xf32>
    pyc.yield %0 : tensor<2x20x16xf32>
  }
  return %o : tensor<2x20x16xf32>
}

// -----

// A split reduction (pyc-tile-gpu: 8 programs of 8 columns would leave
// most of a GPU idle; 4 of 16 columns, in 8 parts): the parts kernel takes a span of the 2048 rows per
// program, walks it once for both reductions (neither reads the other's
// result), writing its span of the full-shape result (which reads no
// reduction) in the same walk, then stores each one's partial result
// into the workspace; the combination (a function of a block of 16
// columns, reading the parts at L2) reduces the block's parts (sums in
// f64, max in f32) and computes the kept-dims results. The last of a
// block's programs to count itself done runs it: one launch. The module
// keeps a counter a block (4) for each stream:
// CHECK: torch.zeros(4, dtype=torch.int32, device=device)
// CHECK-LABEL: def colsum_reduction_sum_max_add_mul_0_combine(in0, in1, out0, out1, ws, pid):
// CHECK-NOT: program_id
// CHECK: rows = pid * 16 + tl.arange(0, 16)[:, None]
// CHECK: tl.load(ws + (0 + tl.arange(0, 8)[None, :]) * 64 + rows, cache_modifier=".cg")
// CHECK: _sum_float64
// CHECK: tl.load(ws + (8 + tl.arange(0, 8)[None, :]) * 64 + rows, cache_modifier=".cg")
// CHECK: _max_float32
// CHECK: tl.store(out0 + rows
// CHECK-NOT: tl.store(out1
// CHECK-LABEL: def colsum_reduction_sum_max_add_mul_0(in0, in1, out0, out1, ws, counters):
// CHECK: part = pid % 8
// CHECK-NEXT: pid = pid // 8
// CHECK: for start in range(part * 256, part * 256 + 256, 256):
// CHECK: tl.load(in0 + v{{[0-9]+}}, eviction_policy="evict_first")
// CHECK: tl.store(out1 + v{{[0-9]+}}, v{{[0-9]+}}, eviction_policy="evict_first")
// CHECK-NOT: for start
// CHECK: tl.store(ws + (0 + part) * 64 + rows, r{{[0-9]+}}.to(tl.float32))
// CHECK-NOT: for start
// CHECK: tl.store(ws + (8 + part) * 64 + rows, r{{[0-9]+}}.to(tl.float32))
// CHECK-NOT: for start
// CHECK-NOT: tl.store(out0
// CHECK: tl.debug_barrier()
// CHECK-NEXT: done = tl.atomic_add(counters + 0 + pid, 1, sem="acq_rel")
// CHECK-NEXT: if done == 8 - 1:
// CHECK-NEXT: colsum_reduction_sum_max_add_mul_0_combine(in0, in1, out0, out1, ws, pid)
// CHECK-NEXT: tl.atomic_xchg(counters + 0 + pid, 0)
// CHECK-LABEL: def colsum(a0, a1):
// CHECK: ws0 = empty((2, 8, 64), (512, 64, 1), torch.float32)
// CHECK-NEXT: counts = counters(device)
// CHECK-NEXT: colsum_reduction_sum_max_add_mul_0[(32,)](a0, a1, b0, b1, ws0, counts, num_warps=8, num_stages=1)
// CHECK-NEXT: return
// Launched with fixed options, compiled before its first launch, the
// counters a parameter of its own:
// CHECK: "colsum_reduction_sum_max_add_mul_0": {{{.*}}"ws": "*fp32", "counters": "*i32", },
// CHECK-LABEL: LAUNCHES = {
// CHECK-NEXT: "colsum_reduction_sum_max_add_mul_0": (8, 1),
// CHECK-NEXT: }
func.func @colsum(%x: tensor<2048x64xbf16>, %w: tensor<64xf32>) -> (tensor<64xbf16>, tensor<2048x64xf32>) {
  %k:2 = pyc.kernel reduction(%x, %w) : (tensor<2048x64xbf16>, tensor<64xf32>) -> (tensor<64xbf16>, tensor<2048x64xf32>) {
  ^bb0(%a: tensor<2048x64xbf16>, %v: tensor<64xf32>):
    %c = pyc.convert %a : tensor<2048x64xbf16> -> tensor<2048x64xf32>
    %s = pyc.reduce sum %c, dims = [0] : tensor<2048x64xf32> -> tensor<64xf32>
    %m = pyc.reduce max %c, dims = [0] : tensor<2048x64xf32> -> tensor<64xf32>
    %t = pyc.add %s, %m : tensor<64xf32>
    %r = pyc.convert %t : tensor<64xf32> -> tensor<64xbf16>
    %vb = pyc.broadcast_in_dim %v, dims = [1] : tensor<64xf32> -> tensor<2048x64xf32>
    %y = pyc.mul %c, %vb : tensor<2048x64xf32>
    pyc.yield %r, %y : tensor<64xbf16>, tensor<2048x64xf32>
  }
  return %k#0, %k#1 : tensor<64xbf16>, tensor<2048x64xf32>
}

// -----

// A cross-entropy's pick of each row's target logit: the index is loaded,
// checked on the device (a device assertion naming the op, its source line,
// the dim and its size, masked to the block's rows), then the logit is read
// at it. A kernel that checks indices is launched with the compile options
// device assertions need (OPTIONS), which compiling it before its first
// launch adds to those LAUNCHES lists.
// CHECK-LABEL: def pick_opaque_take_along_dim_0(in0, in1, out0):
// CHECK: rmask = offs < 100
// CHECK: [[X:x[0-9]+]] = tl.load(in1 + offs, mask=rmask, other=0)
// CHECK-NEXT: [[T:v[0-9]+]] = [[X]]
// CHECK-NEXT: [[OK:v[0-9]+]] = (([[T]] >= 0) & ([[T]] < 32000))
// CHECK-NEXT: tl.device_assert([[OK]], "pycompile: an index is out of bounds for dimension 1 with size 32000 (aten.gather.default at model.py:12)", mask=rmask)
// CHECK: [[ROW:v[0-9]+]] = (offs * 32000)
// CHECK-NEXT: [[AT:v[0-9]+]] = ([[ROW]] + [[T]])
// CHECK-NEXT: tl.load(in0 + [[AT]], mask=rmask, other=0)
// CHECK-LABEL: def pick(a0, a1):
// CHECK: pick_opaque_take_along_dim_0[(1,)](a0, a1, b0, num_warps=4, num_stages=1, **OPTIONS["pick_opaque_take_along_dim_0"])
// CHECK-LABEL: OPTIONS = {
// CHECK-NEXT: "pick_opaque_take_along_dim_0": {"debug": True, "sanitize_overflow": False},
// CHECK: LAUNCHES = {
// CHECK-NEXT: "pick_opaque_take_along_dim_0": (4, 1),
// CHECK-NEXT: }
func.func @pick(%x: tensor<100x32000xf32>, %t: tensor<100x1xi64>) -> tensor<100x1xf32> {
  %k = pyc.kernel opaque(%x, %t) : (tensor<100x32000xf32>, tensor<100x1xi64>) -> tensor<100x1xf32> {
  ^bb0(%a: tensor<100x32000xf32>, %i: tensor<100x1xi64>):
    %p = pyc.take_along_dim %a[%i], dim = 1 : tensor<100x32000xf32>, tensor<100x1xi64> -> tensor<100x1xf32> loc("aten.gather.default"("model.py":12:0))
    pyc.yield %p : tensor<100x1xf32>
  }
  return %k : tensor<100x1xf32>
}

// -----

// A logsumexp walks its rows once (cross-entropy's kernel): the online
// softmax keeps a running max of the row, grown by each chunk's max across
// its lanes, so that each element takes one exponential; every lane's sum
// is rescaled as the max grows, only those in the row add.
// LOOP-LABEL: def logsumexp_reduction_max_sub_exp_sum_0(in0, out0):
// LOOP: [[MAX:acc[0-9]+]] = tl.full([1, 1], -INF, tl.float32)
// LOOP-NEXT: [[SUM:acc[0-9]+]] = tl.full([1, 1024], 0.0, tl.float32)
// LOOP-NEXT: for start in range(0, 1000, 1024):
// LOOP: [[X:x[0-9]+]] = tl.load(in0 + v{{[0-9]+}}, mask=lmask, other=0, eviction_policy="evict_first")
// LOOP-NEXT: [[CHUNK:r[0-9]+]] = tl.reduce(tl.where(lmask, tl.broadcast_to([[X]], [1, 1024]), tl.full([], -INF, tl.float32)), 1, _max_float32, keep_dims=True)
// LOOP-NEXT: [[GROWN:v[0-9]+]] = tl.maximum([[MAX]], [[CHUNK]], propagate_nan=tl.PropagateNan.ALL)
// LOOP: [[SHIFT:v[0-9]+]] = tl.where({{v[0-9]+}}, tl.full([], 0.0, tl.float32), [[GROWN]])
// LOOP: [[E:v[0-9]+]] = tl.exp(
// LOOP: ([[MAX]] - [[SHIFT]])
// LOOP: [[SCALED:v[0-9]+]] = ([[SUM]] * v{{[0-9]+}})
// LOOP-NEXT: [[SUM]] = [[SCALED]] + tl.where(lmask, [[E]], 0.0)
// LOOP-NEXT: [[MAX]] = [[GROWN]]
// LOOP-NEXT: tl.reduce([[SUM]].to(tl.float64), 1, _sum_float64, keep_dims=True)
// LOOP-NOT: for start
func.func @logsumexp(%x: tensor<64x1000xf32>) -> tensor<64xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<64x1000xf32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<64x1000xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<64x1000xf32> -> tensor<64xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<64xf32> -> tensor<64x1000xf32>
    %d = pyc.sub %a, %mb : tensor<64x1000xf32>
    %e = pyc.exp %d : tensor<64x1000xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<64x1000xf32> -> tensor<64xf32>
    %l = pyc.log %s : tensor<64xf32>
    %r = pyc.add %l, %m : tensor<64xf32>
    pyc.yield %r : tensor<64xf32>
  }
  return %k : tensor<64xf32>
}

// -----

// A log-sum-exp over rows of 20003 bf16 (not a whole number of 16-byte
// vectors) in chunks of 4 groups of 2048 lanes, a vector of 8 a thread:
// addressed from each row's first aligned element (a0), unmasked up to the
// last chunk, which is masked at the last aligned element (a1); the max and
// sum per lane of the group, the row's head and tail read apart.
// CHECK-LABEL: def log_sum_exp_groups_reduction_max_sub_exp_sum_0(in0, out0):
// LOOP-LABEL: def log_sum_exp_groups_reduction_max_sub_exp_sum_0(in0, out0):
// CHECK: base = pid * 20003
// CHECK-NEXT: a0 = (base + 7) // 8 * 8
// CHECK-NEXT: a1 = (base + 20003) // 8 * 8
// CHECK-NEXT: group = tl.arange(0, 4)[:, None] * 2048 + tl.arange(0, 2048)[None, :]
// CHECK-NEXT: [[MAX:acc[0-9]+]] = tl.full([1, 2048], -INF, tl.float32)
// CHECK-NEXT: [[SUM:acc[0-9]+]] = tl.full([1, 2048], 0.0, tl.float32)
// CHECK-NEXT: for start in range(0, (a1 - a0) // 8192 * 8192, 8192):
// CHECK-NEXT: idx = a0 + start + group
// CHECK-NEXT: [[X:x[0-9]+]] = tl.load(in0 + idx, eviction_policy="evict_first")
// CHECK-NEXT: [[F:v[0-9]+]] = [[X]].to(tl.float32)
// CHECK-NEXT: [[GMAX:r[0-9]+]] = tl.reduce(tl.broadcast_to([[F]], [4, 2048]), 0, _max_float32, keep_dims=True)
// CHECK-NEXT: [[GROWN:v[0-9]+]] = tl.maximum([[MAX]], [[GMAX]], propagate_nan=tl.PropagateNan.ALL)
// CHECK: [[SCALED:v[0-9]+]] = ([[SUM]] * v{{[0-9]+}})
// CHECK-NEXT: [[SUM]] = [[SCALED]] + tl.reduce(v{{[0-9]+}}, 0, _sum_float32, keep_dims=True)
// CHECK-NEXT: [[MAX]] = [[GROWN]]
// CHECK-NEXT: for start in range((a1 - a0) // 8192 * 8192, a1 - a0, 8192):
// CHECK-NEXT: idx = a0 + start + group
// CHECK-NEXT: lmask = idx < a1
// CHECK-NEXT: tl.load(in0 + idx, mask=lmask, other=0, eviction_policy="evict_first")
// CHECK: tl.reduce(tl.where(lmask, v{{[0-9]+}}, tl.full([], 0.0, tl.float32)), 0, _sum_float32, keep_dims=True)
// CHECK: [[ROWMAX:r[0-9]+]] = tl.reduce([[MAX]], 1, _max_float32, keep_dims=True)
// CHECK-NEXT: idx = tl.where(tl.arange(0, 16)[None, :] < 8, base, a1 - 8) + tl.arange(0, 16)[None, :]
// CHECK-NEXT: lmask = (idx < a0) | ((idx >= a1) & (idx < base + 20003))
// CHECK-NEXT: tl.load(in0 + idx, mask=lmask, other=0, eviction_policy="evict_first")
// CHECK: tl.maximum([[ROWMAX]], r{{[0-9]+}}, propagate_nan=tl.PropagateNan.ALL)
// CHECK-NOT: for start
// CHECK: tl.store(out0 + rows,
func.func @log_sum_exp_groups(%x: tensor<8x20003xbf16>) -> tensor<8xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<8x20003xbf16>) -> tensor<8xf32> {
  ^bb0(%a: tensor<8x20003xbf16>):
    %f = pyc.convert %a : tensor<8x20003xbf16> -> tensor<8x20003xf32>
    %m = pyc.reduce max %f, dims = [1] : tensor<8x20003xf32> -> tensor<8xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<8xf32> -> tensor<8x20003xf32>
    %d = pyc.sub %f, %mb : tensor<8x20003xf32>
    %e = pyc.exp %d : tensor<8x20003xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<8x20003xf32> -> tensor<8xf32>
    %l = pyc.log %s : tensor<8xf32>
    %r = pyc.add %l, %m : tensor<8xf32>
    pyc.yield %r : tensor<8xf32>
  }
  return %k : tensor<8xf32>
}

// -----

// A variance after its mean (a layer norm) over rows of whole chunks walks
// them once for both: per lane a running mean and a sum of squared
// deviations (Welford), the count in the k-th chunk k (one reciprocal a
// chunk), combined across the lanes in f64; the squares about the kernel's
// own mean (the sum times 1/n, in f32) are the deviations plus
// n * (mean - that)^2. The output walks the row again: two walks, not three.
// LOOP-LABEL: def layer_norm_reduction_sum_mul_sub_rsqrt_0(in0, out0):
// LOOP: [[MEAN:acc[0-9]+]] = tl.full([1, 2048], 0.0, tl.float32)
// LOOP-NEXT: [[M2:acc[0-9]+]] = tl.full([1, 2048], 0.0, tl.float32)
// LOOP-NEXT: for start in range(0, 2048, 2048):
// LOOP: [[X:x[0-9]+]] = tl.load(in0 + v{{[0-9]+}}, eviction_policy="evict_last")
// LOOP-NEXT: [[DELTA:w[0-9]+]] = [[X]] - [[MEAN]]
// LOOP-NEXT: [[INV:w[0-9]+]] = 1.0 / (start // 2048 + 1.0)
// LOOP-NEXT: [[MOVED:w[0-9]+]] = [[MEAN]] + [[DELTA]] * [[INV]]
// LOOP-NEXT: [[M2]] = [[M2]] + [[DELTA]] * ([[X]] - [[MOVED]])
// LOOP-NEXT: [[MEAN]] = [[MOVED]]
// LOOP-NEXT: [[SUM:r[0-9]+]] = tl.reduce(1.0 * [[MEAN]].to(tl.float64), 1, _sum_float64, keep_dims=True)
// LOOP-NEXT: [[OFF:w[0-9]+]] = [[MEAN]].to(tl.float64) - [[SUM]] / tl.maximum(1.0 * 2048, 1.0)
// LOOP-NEXT: [[DEV:r[0-9]+]] = tl.reduce([[M2]].to(tl.float64) + 1.0 * [[OFF]] * [[OFF]], 1, _sum_float64, keep_dims=True)
// LOOP: ({{v[0-9]+}} * tl.full([], 0.00048828125, tl.float32))
// LOOP: [[ROWMEAN:v[0-9]+]] = ([[SUM]] / tl.full([], 2048.0, tl.float64))
// LOOP: = ([[ROWMEAN]] - {{v[0-9]+}})
// LOOP: = ([[DEV]] + {{v[0-9]+}})
// LOOP: for start in range(0, 2048, 2048):
// LOOP-NOT: for start
// LOOP: tl.store(out0 + v{{[0-9]+}}, v{{[0-9]+}}, eviction_policy="evict_first")
func.func @layer_norm(%x: tensor<64x2048xf32>) -> tensor<64x2048xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<64x2048xf32>) -> tensor<64x2048xf32> {
  ^bb0(%a: tensor<64x2048xf32>):
    %c = pyc.constant dense<4.8828125e-4> : tensor<64xf32>
    %s = pyc.reduce sum %a, dims = [1] : tensor<64x2048xf32> -> tensor<64xf32>
    %m = pyc.mul %s, %c : tensor<64xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<64xf32> -> tensor<64x2048xf32>
    %d = pyc.sub %a, %mb : tensor<64x2048xf32>
    %q = pyc.mul %d, %d : tensor<64x2048xf32>
    %v = pyc.reduce sum %q, dims = [1] : tensor<64x2048xf32> -> tensor<64xf32>
    %vc = pyc.mul %v, %c : tensor<64xf32>
    %r = pyc.rsqrt %vc : tensor<64xf32>
    %rb = pyc.broadcast_in_dim %r, dims = [0] : tensor<64xf32> -> tensor<64x2048xf32>
    %y = pyc.mul %d, %rb : tensor<64x2048xf32>
    pyc.yield %y : tensor<64x2048xf32>
  }
  return %k : tensor<64x2048xf32>
}

// -----

// Rows that end inside a chunk keep a walk for the mean and one for the
// squares (on an H100, per-lane counts over masked lanes lost: 170 against
// 143 us at rows of 65536).
// LOOP-LABEL: def layer_norm_ragged_reduction_sum_mul_sub_rsqrt_0(in0, out0):
// LOOP-COUNT-3: for start in range(0, 700, 1024):
// LOOP-NOT: for start
func.func @layer_norm_ragged(%x: tensor<64x700xf32>) -> tensor<64x700xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<64x700xf32>) -> tensor<64x700xf32> {
  ^bb0(%a: tensor<64x700xf32>):
    %c = pyc.constant dense<1.0e-3> : tensor<64xf32>
    %s = pyc.reduce sum %a, dims = [1] : tensor<64x700xf32> -> tensor<64xf32>
    %m = pyc.mul %s, %c : tensor<64xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<64xf32> -> tensor<64x700xf32>
    %d = pyc.sub %a, %mb : tensor<64x700xf32>
    %q = pyc.mul %d, %d : tensor<64x700xf32>
    %v = pyc.reduce sum %q, dims = [1] : tensor<64x700xf32> -> tensor<64xf32>
    %vc = pyc.mul %v, %c : tensor<64xf32>
    %r = pyc.rsqrt %vc : tensor<64xf32>
    %rb = pyc.broadcast_in_dim %r, dims = [0] : tensor<64xf32> -> tensor<64x700xf32>
    %y = pyc.mul %d, %rb : tensor<64x700xf32>
    pyc.yield %y : tensor<64x700xf32>
  }
  return %k : tensor<64x700xf32>
}

// -----

// Looped rows of 1001 elements: the chunk's lanes past the row are masked.
// (Starting each chunk at the aligned address below its row, to load whole
// vectors, was slower on an H100 with chunks of 2048 and 4096: over 50257
// bf16 logits 160 against 134 us.)
// LOOP-LABEL: def ragged_sum_reduction_sum_0(in0, out0):
// LOOP: for start in range(0, 1001, 1024):
// LOOP-NEXT: lanes = start + tl.arange(0, 1024)[None, :]
// LOOP-NEXT: lmask = lanes < 1001
// LOOP: tl.load(in0 + v{{[0-9]+}}, mask=lmask, other=0
func.func @ragged_sum(%x: tensor<64x1001xf32>) -> tensor<64xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<64x1001xf32>) -> tensor<64xf32> {
  ^bb0(%a: tensor<64x1001xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<64x1001xf32> -> tensor<64xf32>
    pyc.yield %s : tensor<64xf32>
  }
  return %k : tensor<64xf32>
}

// -----

// An interior pad (a strided slice's gradient): the operand element at the
// offset from `low` over 2, where that offset is a multiple of 2 (Triton's
// % keeps a negative offset's sign: -1 % 2 is not 0) and the quotient is
// below the operand's 3 elements; read at the quotient clamped into them.
// (The rows' bounds, which their range decides, are a constant.)
// CHECK-LABEL: def interior_pad_pointwise_pad_0(in0, out0):
// CHECK: [[OFF:v[0-9]+]] = (v{{[0-9]+}} - 1)
// CHECK: [[Q:v[0-9]+]] = ([[OFF]] // 2)
// CHECK: tl.where((([[Q]] >= 0) & ([[Q]] < 2)), [[Q]], 2)
// CHECK: [[X:x[0-9]+]] = tl.load(in0
// CHECK: [[IN:v[0-9]+]] = (([[Q]] >= 0) & ([[Q]] < 3))
// CHECK: [[REM:v[0-9]+]] = ([[OFF]] % 2)
// CHECK: [[ON:v[0-9]+]] = ([[REM]] == 0)
// CHECK: [[ON2:v[0-9]+]] = (tl.full([], 1, tl.int1) & [[ON]])
// CHECK: [[BOTH:v[0-9]+]] = ([[ON2]] & [[IN]])
// CHECK: tl.where([[BOTH]], [[X]], tl.full([], 0.0, tl.float32))
func.func @interior_pad(%x: tensor<4x3xf32>) -> tensor<4x7xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<4x3xf32>) -> tensor<4x7xf32> {
  ^bb0(%a: tensor<4x3xf32>):
    %p = pyc.pad %a, low = [0, 1], high = [0, 1], value = 0.0 interior = [0, 1] : tensor<4x3xf32> -> tensor<4x7xf32>
    pyc.yield %p : tensor<4x7xf32>
  }
  return %k : tensor<4x7xf32>
}

// -----

// A pad of the middle dim: only its offset is clamped into the operand and
// tested against its bounds; the others lie in range already (their bounds
// carried from the program's offsets), so their indices stay plain (Triton
// sees the last dim run contiguously, and reads it in vectors) and their
// tests are constants.
// CHECK-LABEL: def pad_middle_pointwise_pad_0(in0, out0):
// CHECK: [[LAST:v[0-9]+]] = (offs % 8)
// CHECK-NEXT: [[INNER:v[0-9]+]] = ([[LAST]] - 0)
// CHECK-NOT: tl.where(((v{{[0-9]+}} >= 0) & (v{{[0-9]+}} < 7))
// CHECK: tl.where(((v{{[0-9]+}} >= 0) & (v{{[0-9]+}} < 5)), v{{[0-9]+}}, 5)
// CHECK-NOT: tl.where
// CHECK: [[AT:v[0-9]+]] = (v{{[0-9]+}} + [[INNER]])
// CHECK-NEXT: tl.load(in0 + [[AT]])
// CHECK-NOT: < 8)
// CHECK: ((v{{[0-9]+}} >= 0) & (v{{[0-9]+}} < 6))
// CHECK-NOT: < 8)
// CHECK: tl.store(out0
func.func @pad_middle(%x: tensor<4x6x8xf32>) -> tensor<4x8x8xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<4x6x8xf32>) -> tensor<4x8x8xf32> {
  ^bb0(%a: tensor<4x6x8xf32>):
    %p = pyc.pad %a, low = [0, 1, 0], high = [0, 1, 0], value = 0.0 : tensor<4x6x8xf32> -> tensor<4x8x8xf32>
    pyc.yield %p : tensor<4x8x8xf32>
  }
  return %k : tensor<4x8x8xf32>
}

// -----

// A variance after its mean over columns, too few programs for a GPU: split
// (pyc-tile-gpu), each part walks its rows once for both (Welford's per
// lane, the k-th chunk of its own span counting k, about the row's first
// element, so that a part's sum stored in f32 keeps its digits) and stores
// its sum and its squares about its own mean; the combination adds the
// parts as Chan's (their counts from the span, a reciprocal a part) and
// adds the first element back.
// CHECK-LABEL: def column_variance_reduction_sum_mul_sub_0_combine(in0, out0, out1, ws, pid):
// CHECK: [[COUNTS:w[0-9]+]] = tl.maximum(tl.minimum(256, 2048 - tl.arange(0, 8)[None, :] * 256), 0).to(tl.float64)
// CHECK: [[TOTAL:r[0-9]+]] = tl.reduce(x{{[0-9]+}}, 1, _sum_float64, keep_dims=True)
// CHECK-NEXT: [[APART:w[0-9]+]] = x{{[0-9]+}} * (1.0 / tl.maximum([[COUNTS]], 1.0)) - [[TOTAL]] * (1.0 / 2048.0)
// CHECK-NEXT: tl.reduce(x{{[0-9]+}} + [[COUNTS]] * [[APART]] * [[APART]], 1, _sum_float64, keep_dims=True)
// CHECK: = ([[TOTAL]] + v{{[0-9]+}})
// CHECK: tl.store(out0 + rows
// CHECK: tl.store(out1 + rows
// CHECK-LABEL: def column_variance_reduction_sum_mul_sub_0(in0, out0, out1, ws, counters):
// CHECK: [[FIRST:x[0-9]+]] = tl.load(in0 + v{{[0-9]+}})
// CHECK-NEXT: [[SHIFT:v[0-9]+]] = [[FIRST]].to(tl.float32)
// CHECK: for start in range(part * 256, part * 256 + 256, 256):
// CHECK: [[X:v[0-9]+]] = x{{[0-9]+}}.to(tl.float32)
// CHECK-NEXT: {{w[0-9]+}} = [[X]] - [[SHIFT]]
// CHECK: 1.0 / ((start - part * 256) // 256 + 1.0)
// CHECK-NOT: for start
// CHECK: [[N:w[0-9]+]] = (tl.maximum(tl.minimum(256, 2048 - part * 256), 0) // 256).to(tl.float64)
// CHECK: tl.store(ws + (0 + part) * 64 + rows, r{{[0-9]+}}.to(tl.float32))
// CHECK-NEXT: tl.store(ws + (8 + part) * 64 + rows, r{{[0-9]+}}.to(tl.float32))
// CHECK-LABEL: def column_variance(a0):
// CHECK: column_variance_reduction_sum_mul_sub_0[(32,)](a0, b0, b1, ws0, counts, num_warps=8, num_stages=1)
func.func @column_variance(%x: tensor<2048x64xbf16>) -> (tensor<64xf32>, tensor<64xf32>) {
  %k:2 = pyc.kernel reduction(%x) : (tensor<2048x64xbf16>) -> (tensor<64xf32>, tensor<64xf32>) {
  ^bb0(%a: tensor<2048x64xbf16>):
    %f = pyc.convert %a : tensor<2048x64xbf16> -> tensor<2048x64xf32>
    %c = pyc.constant dense<4.8828125e-4> : tensor<64xf32>
    %s = pyc.reduce sum %f, dims = [0] : tensor<2048x64xf32> -> tensor<64xf32>
    %m = pyc.mul %s, %c : tensor<64xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [1] : tensor<64xf32> -> tensor<2048x64xf32>
    %d = pyc.sub %f, %mb : tensor<2048x64xf32>
    %q = pyc.mul %d, %d : tensor<2048x64xf32>
    %v = pyc.reduce sum %q, dims = [0] : tensor<2048x64xf32> -> tensor<64xf32>
    %w = pyc.mul %v, %c : tensor<64xf32>
    pyc.yield %m, %w : tensor<64xf32>, tensor<64xf32>
  }
  return %k#0, %k#1 : tensor<64xf32>, tensor<64xf32>
}
