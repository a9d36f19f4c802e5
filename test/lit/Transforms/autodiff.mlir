// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-autodiff)' | FileCheck %s

// Pointwise: tanh's rule reads its result, mul's the other operand; @f stays.
// CHECK-LABEL: func.func @pointwise(
// CHECK-LABEL: func.func @pointwise_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[W:.*]]: tensor<4xf32>, %[[DT:.*]]: tensor<4xf32>)
// CHECK-SAME: -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-SAME: attributes {pyc.gradient_args = array<i64: 0, 1>, pyc.joint_of = @pointwise}
// CHECK: %[[Y:.*]] = pyc.mul %[[X]], %[[W]]
// CHECK: %[[T:.*]] = pyc.tanh %[[Y]]
// CHECK: %[[ONE:.*]] = pyc.constant dense<1.000000e+00>
// CHECK: %[[T2:.*]] = pyc.mul %[[T]], %[[T]]
// CHECK: %[[D:.*]] = pyc.sub %[[ONE]], %[[T2]]
// CHECK: %[[DY:.*]] = pyc.mul %[[DT]], %[[D]]
// CHECK: %[[DX:.*]] = pyc.mul %[[DY]], %[[W]]
// CHECK: %[[DW:.*]] = pyc.mul %[[DY]], %[[X]]
// CHECK: return %[[T]], %[[DX]], %[[DW]]
func.func @pointwise(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %y = pyc.mul %x, %w : tensor<4xf32>
  %t = pyc.tanh %y : tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// A broadcast's gradient sums over the repeated dims.
// CHECK-LABEL: func.func @broadcast_joint
// CHECK-SAME: (%{{.*}}: tensor<3xf32>, %[[G:.*]]: tensor<2x3xf32>)
// CHECK: %[[S:.*]] = pyc.reduce sum %[[G]], dims = [0] : tensor<2x3xf32> -> tensor<3xf32>
// CHECK: return %{{.*}}, %[[S]]
func.func @broadcast(%b: tensor<3xf32>) -> tensor<2x3xf32> {
  %r = pyc.broadcast_in_dim %b, dims = [1] : tensor<3xf32> -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

// A reduce max's gradient goes to the elements equal to the maximum, split
// evenly among ties (torch.amax's scale_grad_by_count).
// CHECK-LABEL: func.func @reduce_max_joint
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[G:.*]]: tensor<2xf32>)
// CHECK: %[[M:.*]] = pyc.reduce max %[[X]]
// CHECK: %[[MB:.*]] = pyc.broadcast_in_dim %[[M]], dims = [0]
// CHECK: %[[HIT:.*]] = pyc.compare eq, %[[X]], %[[MB]]
// CHECK: %[[MASK:.*]] = pyc.convert %[[HIT]] : tensor<2x3xi1> -> tensor<2x3xf32>
// CHECK: %[[N:.*]] = pyc.reduce sum %[[MASK]], dims = [1]
// CHECK: %[[Q:.*]] = pyc.div %[[G]], %[[N]]
// CHECK: %[[QB:.*]] = pyc.broadcast_in_dim %[[Q]], dims = [0]
// CHECK: %[[DX:.*]] = pyc.mul %[[QB]], %[[MASK]]
// CHECK: return %[[M]], %[[DX]]
func.func @reduce_max(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<2x3xf32> -> tensor<2xf32>
  return %m : tensor<2xf32>
}

// -----

// A reduce prod's gradient, as torch's prod_backward: g * (y / x) where x is
// not zero; at a zero, g times the product of the rest of the slice (the
// product with the zero read as 1) if it is the slice's only zero, else 0.
// CHECK-LABEL: func.func @reduce_prod_joint
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[G:.*]]: tensor<2xf32>)
// CHECK: %[[P:.*]] = pyc.reduce prod %[[X]]
// CHECK-DAG: %[[ZERO:.*]] = pyc.constant dense<0.000000e+00>
// CHECK-DAG: %[[ONE:.*]] = pyc.constant dense<1.000000e+00>
// CHECK-DAG: %[[PB:.*]] = pyc.broadcast_in_dim %[[P]], dims = [0]
// CHECK-DAG: %[[GB:.*]] = pyc.broadcast_in_dim %[[G]], dims = [0]
// CHECK: %[[IS0:.*]] = pyc.compare eq, %[[X]], %[[ZERO]]
// CHECK: %[[MASK:.*]] = pyc.convert %[[IS0]]
// CHECK: %[[N:.*]] = pyc.reduce sum %[[MASK]], dims = [1]
// CHECK: %[[NB:.*]] = pyc.broadcast_in_dim %[[N]], dims = [0]
// CHECK: %[[X1:.*]] = pyc.select %[[IS0]], %[[ONE]], %[[X]]
// CHECK: %[[REST:.*]] = pyc.reduce prod %[[X1]], dims = [1]
// CHECK: %[[RB:.*]] = pyc.broadcast_in_dim %[[REST]], dims = [0]
// CHECK: %[[ONLY:.*]] = pyc.compare eq, %[[NB]], %[[ONE]]
// CHECK: %[[GR:.*]] = pyc.mul %[[GB]], %[[RB]]
// CHECK: %[[AT0:.*]] = pyc.select %[[ONLY]], %[[GR]], %[[ZERO]]
// CHECK: %[[Q:.*]] = pyc.div %[[PB]], %[[X]]
// CHECK: %[[GQ:.*]] = pyc.mul %[[GB]], %[[Q]]
// CHECK: %[[DX:.*]] = pyc.select %[[IS0]], %[[AT0]], %[[GQ]]
// CHECK: return %[[P]], %[[DX]]
func.func @reduce_prod(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %p = pyc.reduce prod %x, dims = [1] : tensor<2x3xf32> -> tensor<2xf32>
  return %p : tensor<2xf32>
}

// -----

// A strided slice's gradient: one pad, spread 2 apart (interior 1) and
// padded with zeros into place.
// CHECK-LABEL: func.func @slice_joint
// CHECK-SAME: (%{{[^:]*}}: tensor<2x7xf32>, %[[G:[^:]*]]: tensor<2x3xf32>)
// CHECK: %[[DX:.*]] = pyc.pad %[[G]], low = [0, 1], high = [0, 1], value = 0.000000e+00 interior = [0, 1] : tensor<2x3xf32> -> tensor<2x7xf32>
// CHECK: return %{{.*}}, %[[DX]]
func.func @slice(%x: tensor<2x7xf32>) -> tensor<2x3xf32> {
  %s = pyc.slice %x, start = [0, 1], limit = [2, 7], stride = [1, 2] : tensor<2x7xf32> -> tensor<2x3xf32>
  return %s : tensor<2x3xf32>
}

// -----

// An interior pad's gradient: the strided slice of its operand's elements.
// CHECK-LABEL: func.func @interior_pad_joint
// CHECK-SAME: (%{{[^:]*}}: tensor<2x3xf32>, %[[G:[^:]*]]: tensor<3x8xf32>)
// CHECK: %[[DX:.*]] = pyc.slice %[[G]], start = [1, 1], limit = [3, 8], stride = [1, 3] : tensor<3x8xf32> -> tensor<2x3xf32>
// CHECK: return %{{.*}}, %[[DX]]
func.func @interior_pad(%x: tensor<2x3xf32>) -> tensor<3x8xf32> {
  %p = pyc.pad %x, low = [1, 1], high = [0, 0], value = 0.0 interior = [0, 2] : tensor<2x3xf32> -> tensor<3x8xf32>
  return %p : tensor<3x8xf32>
}

// -----

// matmul: g @ b^T; b does not require a gradient, so a^T @ g is not built.
// CHECK-LABEL: func.func @matmul_joint
// CHECK-SAME: (%{{.*}}: tensor<2x3xf32>, %[[B:.*]]: tensor<3x4xf32> {pyc.requires_grad = false}, %[[G:.*]]: tensor<2x4xf32>)
// CHECK-SAME: -> (tensor<2x4xf32>, tensor<2x3xf32>)
// CHECK-SAME: pyc.gradient_args = array<i64: 0>
// CHECK: %[[BT:.*]] = pyc.transpose %[[B]], permutation = [1, 0]
// CHECK: %[[DA:.*]] = pyc.matmul %[[G]], %[[BT]]
// CHECK-NOT: pyc.matmul
// CHECK: return %{{.*}}, %[[DA]]
func.func @matmul(%a: tensor<2x3xf32>, %b: tensor<3x4xf32> {pyc.requires_grad = false}) -> tensor<2x4xf32> {
  %y = pyc.matmul %a, %b : tensor<2x3xf32>, tensor<3x4xf32> -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// Bool and integer values carry no gradient: no cotangent for the bool
// result, none for the integer argument, none through the condition.
// CHECK-LABEL: func.func @integers_joint
// CHECK-SAME: (%{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xi64>, %[[G:.*]]: tensor<4xf32>)
// CHECK-SAME: -> (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>)
// CHECK: %[[C:.*]] = pyc.compare gt
// CHECK: %[[Z:.*]] = pyc.constant dense<0.000000e+00>
// CHECK: %[[DX:.*]] = pyc.select %[[C]], %[[G]], %[[Z]]
// CHECK: return %{{.*}}, %{{.*}}, %[[DX]]
func.func @integers(%x: tensor<4xf32>, %i: tensor<4xi64>) -> (tensor<4xi1>, tensor<4xf32>) {
  %z = pyc.constant dense<0.0> : tensor<4xf32>
  %c = pyc.compare gt, %x, %z : tensor<4xf32>
  %f = pyc.convert %i : tensor<4xi64> -> tensor<4xf32>
  %s = pyc.select %c, %x, %f : tensor<4xf32>
  return %c, %s : tensor<4xi1>, tensor<4xf32>
}

// -----

// A result marked `pyc.requires_grad = false` gets no cotangent argument.
// CHECK-LABEL: func.func @no_cotangent_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[G:.*]]: tensor<4xf32>)
// CHECK: %[[E:.*]] = pyc.exp %[[X]]
// CHECK: %[[DX:.*]] = pyc.mul %[[G]], %[[E]]
// CHECK: return %[[E]], %{{.*}}, %[[DX]]
func.func @no_cotangent(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32> {pyc.requires_grad = false}) {
  %e = pyc.exp %x : tensor<4xf32>
  %s = pyc.sin %x : tensor<4xf32>
  return %e, %s : tensor<4xf32>, tensor<4xf32>
}

// -----

// Run-time sizes: the joint reads the symbols where @f does, a cotangent
// argument gets its result's sizes (`pyc.sizes`), and a sum over the
// run-time rows broadcasts back to them (`sizes`).
// CHECK: #[[ROWS:.*]] = affine_map<()[s0] -> (s0, 4)>
// CHECK-LABEL: func.func @run_time_joint
// CHECK-SAME: (%{{.*}}: tensor<?x4xf32>, %[[DS:.*]]: tensor<4xf32>, %[[DE:.*]]: tensor<?x4xf32> {pyc.sizes = #[[ROWS]]})
// CHECK-SAME: pyc.symbols = array<i64: 0, 0, 0, 1>
// CHECK: pyc.broadcast_in_dim %[[DS]], dims = [1] {sizes = #[[ROWS]]} : tensor<4xf32> -> tensor<?x4xf32>
func.func @run_time(%x: tensor<?x4xf32>) -> (tensor<4xf32>, tensor<?x4xf32>)
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %s = pyc.reduce sum %x, dims = [0] : tensor<?x4xf32> -> tensor<4xf32>
  %e = pyc.exp %x : tensor<?x4xf32>
  return %s, %e : tensor<4xf32>, tensor<?x4xf32>
}

// -----

// A slice of a run-time dim (`logits[:, :-1]`, `labels[:, 1:]`): its
// gradient pads g back by the start before and the limit's count from the
// end after; the pad's sizes are the operand's.
// CHECK-LABEL: func.func @run_time_slice_joint
// CHECK: pyc.pad %{{.*}}, low = [0, 1], high = [0, 2], value = 0.000000e+00 : tensor<?x?xf32> -> tensor<?x?xf32>
func.func @run_time_slice(%x: tensor<?x?xf32>) -> tensor<?x?xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1>} {
  %s = pyc.slice %x, start = [0, 1], limit = [-9223372036854775808, -2], stride = [1, 1] : tensor<?x?xf32> -> tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// -----

// softmax: y * (g - sum(g * y)) along dim, reading only the result; a bf16
// one in f32 (as torch's _softmax_backward_data), rounded once.
// CHECK-LABEL: func.func @softmax_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xbf16>, %[[G:.*]]: tensor<4x8xbf16>)
// CHECK: %[[Y:.*]] = pyc.softmax %[[X]], dim = 1 : tensor<4x8xbf16>
// CHECK-DAG: %[[YF:.*]] = pyc.convert %[[Y]] : tensor<4x8xbf16> -> tensor<4x8xf32>
// CHECK-DAG: %[[GF:.*]] = pyc.convert %[[G]] : tensor<4x8xbf16> -> tensor<4x8xf32>
// CHECK: %[[P:.*]] = pyc.mul %[[GF]], %[[YF]]
// CHECK: %[[S:.*]] = pyc.reduce sum %[[P]], dims = [1]
// CHECK: %[[SB:.*]] = pyc.broadcast_in_dim %[[S]], dims = [0]
// CHECK: %[[D:.*]] = pyc.sub %[[GF]], %[[SB]]
// CHECK: %[[DX:.*]] = pyc.mul %[[YF]], %[[D]]
// CHECK: %[[R:.*]] = pyc.convert %[[DX]] : tensor<4x8xf32> -> tensor<4x8xbf16>
// CHECK: return %[[Y]], %[[R]]
func.func @softmax(%x: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  %y = pyc.softmax %x, dim = 1 : tensor<4x8xbf16>
  return %y : tensor<4x8xbf16>
}

// -----

// torch_call: one pyc.torch_call_grad, torch's derivative, for the float
// operands (not the integer one) from the float results' cotangents.
// CHECK-LABEL: func.func @torch_call_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4x5xf32>, %[[I:.*]]: tensor<4x2xi64> {pyc.requires_grad = false}, %[[G:.*]]: tensor<4x2xf32>)
// CHECK: %[[Y:.*]] = pyc.torch_call "aten.gather.default"(%[[X]], %[[I]])
// CHECK: %[[DX:.*]] = pyc.torch_call_grad "aten.gather.default"(%[[X]], %[[I]]) grads(%[[G]]) {{.*}} differentiable = [0] : (tensor<4x5xf32>, tensor<4x2xi64>), (tensor<4x2xf32>) -> tensor<4x5xf32>
// CHECK: return %[[Y]], %[[DX]]
func.func @torch_call(%x: tensor<4x5xf32>, %i: tensor<4x2xi64> {pyc.requires_grad = false}) -> tensor<4x2xf32> {
  %y = pyc.torch_call "aten.gather.default" (%x, %i) "[[{\"operand\": 0}, 1, {\"operand\": 1}], {}]" : (tensor<4x5xf32>, tensor<4x2xi64>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}

// -----

// convolution: one pyc.convolution_grad gives both operands' cotangents.
// CHECK-LABEL: func.func @convolution_joint
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x8x8xf32>, %[[W:.*]]: tensor<4x3x3x3xf32>, %[[G:.*]]: tensor<2x4x4x4xf32>)
// CHECK: %[[Y:.*]] = pyc.convolution %[[X]], %[[W]] stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 1
// CHECK: %[[DX:.*]], %[[DW:.*]] = pyc.convolution_grad %[[X]], %[[W]], %[[G]] stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 1
// CHECK: return %[[Y]], %[[DX]], %[[DW]]
func.func @convolution(%x: tensor<2x3x8x8xf32>, %w: tensor<4x3x3x3xf32>) -> tensor<2x4x4x4xf32> {
  %y = pyc.convolution %x, %w stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 1 : tensor<2x3x8x8xf32>, tensor<4x3x3x3xf32> -> tensor<2x4x4x4xf32>
  return %y : tensor<2x4x4x4xf32>
}

// -----

// attention: pyc.attention_grad of the operands, the output and the rows'
// logsumexp (the logsumexp gets no cotangent: only the backward reads it).
// CHECK-LABEL: func.func @attention_joint
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16xbf16>, %[[K:.*]]: tensor<2x8x16xbf16>, %[[V:.*]]: tensor<2x8x16xbf16>, %[[G:.*]]: tensor<2x8x16xbf16>)
// CHECK: %[[O:.*]], %[[L:.*]] = pyc.attention %[[Q]], %[[K]], %[[V]] scale = 2.500000e-01 causal
// CHECK: %[[DQ:.*]], %[[DK:.*]], %[[DV:.*]] = pyc.attention_grad %[[Q]], %[[K]], %[[V]], %[[O]], %[[L]], %[[G]] scale = 2.500000e-01 causal
// CHECK: return %[[O]], %[[DQ]], %[[DK]], %[[DV]]
func.func @attention(%q: tensor<2x8x16xbf16>, %k: tensor<2x8x16xbf16>, %v: tensor<2x8x16xbf16>) -> tensor<2x8x16xbf16> {
  %o, %lse = pyc.attention %q, %k, %v scale = 2.500000e-01 causal : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return %o : tensor<2x8x16xbf16>
}

// -----

// attention with a bias: pyc.attention_grad reads it; the bias's own
// cotangent is ds = p * (dp - rowsum(g * o)), p recomputed from the
// logsumexp, summed over the dims the bias is broadcast along (heads and
// queries here).
// CHECK-LABEL: func.func @attention_bias_joint
// CHECK-SAME: (%[[Q:.*]]: tensor<2x3x8x16xbf16>, %[[K:.*]]: tensor<2x3x8x16xbf16>, %[[V:.*]]: tensor<2x3x8x16xbf16>, %[[B:.*]]: tensor<2x1x1x8xbf16>, %[[G:.*]]: tensor<2x3x8x16xbf16>)
// CHECK: %[[O:.*]], %[[L:.*]] = pyc.attention %[[Q]], %[[K]], %[[V]] bias %[[B]] scale = 2.500000e-01
// CHECK: %[[DQ:.*]], %[[DK:.*]], %[[DV:.*]] = pyc.attention_grad %[[Q]], %[[K]], %[[V]], %[[O]], %[[L]], %[[G]] bias %[[B]] scale = 2.500000e-01
// CHECK: %[[S:.*]] = pyc.matmul
// CHECK: %[[BW:.*]] = pyc.convert %[[B]] : tensor<2x1x1x8xbf16> -> tensor<2x1x1x8xf32>
// CHECK: %[[BR:.*]] = pyc.reduce sum %[[BW]], dims = [1, 2]
// CHECK: %[[BF:.*]] = pyc.broadcast_in_dim %[[BR]], dims = [0, 3] : tensor<2x8xf32> -> tensor<2x3x8x8xf32>
// CHECK: %[[LF:.*]] = pyc.broadcast_in_dim %[[L]], dims = [0, 1, 2]
// CHECK: %[[SS:.*]] = pyc.mul %[[S]]
// CHECK: %[[SB:.*]] = pyc.add %[[SS]], %[[BF]]
// CHECK: %[[SL:.*]] = pyc.sub %[[SB]], %[[LF]]
// CHECK: %[[P:.*]] = pyc.exp %[[SL]]
// CHECK: %[[DP:.*]] = pyc.matmul
// CHECK: %[[DS:.*]] = pyc.mul %[[P]], %{{.*}} : tensor<2x3x8x8xf32>
// CHECK: %[[DB:.*]] = pyc.reduce sum %[[DS]], dims = [1, 2] : tensor<2x3x8x8xf32> -> tensor<2x8xf32>
// CHECK: %[[DBB:.*]] = pyc.broadcast_in_dim %[[DB]], dims = [0, 3] : tensor<2x8xf32> -> tensor<2x1x1x8xf32>
// CHECK: %[[DBN:.*]] = pyc.convert %[[DBB]] : tensor<2x1x1x8xf32> -> tensor<2x1x1x8xbf16>
// CHECK: return %[[O]], %[[DQ]], %[[DK]], %[[DV]], %[[DBN]]
func.func @attention_bias(%q: tensor<2x3x8x16xbf16>, %k: tensor<2x3x8x16xbf16>, %v: tensor<2x3x8x16xbf16>, %b: tensor<2x1x1x8xbf16>) -> tensor<2x3x8x16xbf16> {
  %o, %lse = pyc.attention %q, %k, %v bias %b scale = 2.500000e-01 : tensor<2x3x8x16xbf16>, tensor<2x3x8x16xbf16>, tensor<2x3x8x16xbf16>, tensor<2x1x1x8xbf16> -> tensor<2x3x8x16xbf16>, tensor<2x3x8xf32>
  return %o : tensor<2x3x8x16xbf16>
}

// -----

// A pyc.kernel is differentiated through: its body's ops stand in its place
// in the joint, read by the rules like any other.
// CHECK-LABEL: func.func @kernel(
// CHECK: pyc.kernel pointwise
// CHECK-LABEL: func.func @kernel_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[W:.*]]: tensor<4xf32>, %[[DS:.*]]: tensor<4xf32>)
// CHECK-NOT: pyc.kernel
// CHECK: %[[P:.*]] = pyc.mul %[[X]], %[[W]]
// CHECK: %[[E:.*]] = pyc.exp %[[P]]
// CHECK: %[[S:.*]] = pyc.tanh %[[E]]
// CHECK: %[[DE:.*]] = pyc.mul %[[DS]], %{{.*}}
// CHECK: %[[DP:.*]] = pyc.mul %[[DE]], %[[E]]
// CHECK: %[[DX:.*]] = pyc.mul %[[DP]], %[[W]]
// CHECK: %[[DW:.*]] = pyc.mul %[[DP]], %[[X]]
// CHECK: return %[[S]], %[[DX]], %[[DW]]
func.func @kernel(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %r = pyc.kernel pointwise (%x, %w) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>, %b: tensor<4xf32>):
    %0 = pyc.mul %a, %b : tensor<4xf32>
    %1 = pyc.exp %0 : tensor<4xf32>
    pyc.yield %1 : tensor<4xf32>
  }
  %s = pyc.tanh %r : tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// Division: g / y for the numerator; for the denominator -g * (q / y), which
// reads the quotient, not x / y^2.
// CHECK-LABEL: func.func @div_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>, %[[G:.*]]: tensor<4xf32>)
// CHECK: %[[Q:.*]] = pyc.div %[[X]], %[[Y]]
// CHECK: %[[DX:.*]] = pyc.div %[[G]], %[[Y]]
// CHECK: %[[QY:.*]] = pyc.div %[[Q]], %[[Y]]
// CHECK: %[[NG:.*]] = pyc.neg %[[G]]
// CHECK: %[[DY:.*]] = pyc.mul %[[NG]], %[[QY]]
// CHECK: return %[[Q]], %[[DX]], %[[DY]]
func.func @div(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %q = pyc.div %x, %y : tensor<4xf32>
  return %q : tensor<4xf32>
}

// -----

// rsqrt: -1/2 g r^3, from its result r (no second square root).
// CHECK-LABEL: func.func @rsqrt_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[G:.*]]: tensor<4xf32>)
// CHECK: %[[R:.*]] = pyc.rsqrt %[[X]]
// CHECK: %[[HALF:.*]] = pyc.constant dense<-5.000000e-01>
// CHECK: %[[R2:.*]] = pyc.mul %[[R]], %[[R]]
// CHECK: %[[R3:.*]] = pyc.mul %[[R2]], %[[R]]
// CHECK: %[[HG:.*]] = pyc.mul %[[HALF]], %[[G]]
// CHECK: %[[DX:.*]] = pyc.mul %[[HG]], %[[R3]]
// CHECK-NOT: pyc.sqrt
// CHECK: return %[[R]], %[[DX]]
func.func @rsqrt(%x: tensor<4xf32>) -> tensor<4xf32> {
  %r = pyc.rsqrt %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// Views invert in reverse order: reshape back, then the inverse permutation.
// CHECK-LABEL: func.func @views_joint
// CHECK-SAME: (%{{.*}}: tensor<2x3xf32>, %[[G:.*]]: tensor<6xf32>)
// CHECK: %[[R:.*]] = pyc.reshape %[[G]] : tensor<6xf32> -> tensor<3x2xf32>
// CHECK: %[[T:.*]] = pyc.transpose %[[R]], permutation = [1, 0] : tensor<3x2xf32> -> tensor<2x3xf32>
// CHECK: return %{{.*}}, %[[T]]
func.func @views(%x: tensor<2x3xf32>) -> tensor<6xf32> {
  %t = pyc.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %r = pyc.reshape %t : tensor<3x2xf32> -> tensor<6xf32>
  return %r : tensor<6xf32>
}

// -----

// A pad's gradient slices its padding off; a concat's slices each operand's
// span.
// CHECK-LABEL: func.func @concat_pad_joint
// CHECK-SAME: (%{{.*}}: tensor<2x4xf32>, %{{.*}}: tensor<3x4xf32>, %[[G:.*]]: tensor<6x5xf32>)
// CHECK: %[[C:.*]] = pyc.slice %[[G]], start = [0, 1], limit = [5, 5], stride = [1, 1] : tensor<6x5xf32> -> tensor<5x4xf32>
// CHECK: %[[DA:.*]] = pyc.slice %[[C]], start = [0, 0], limit = [2, 4], stride = [1, 1] : tensor<5x4xf32> -> tensor<2x4xf32>
// CHECK: %[[DB:.*]] = pyc.slice %[[C]], start = [2, 0], limit = [5, 4], stride = [1, 1] : tensor<5x4xf32> -> tensor<3x4xf32>
// CHECK: return %{{.*}}, %[[DA]], %[[DB]]
func.func @concat_pad(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<6x5xf32> {
  %c = pyc.concat %a, %b dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %p = pyc.pad %c, low = [0, 1], high = [1, 0], value = 0.000000e+00 : tensor<5x4xf32> -> tensor<6x5xf32>
  return %p : tensor<6x5xf32>
}

// -----

// A select routes the cotangent to the chosen operand; its mask gets none.
// CHECK-LABEL: func.func @select_joint
// CHECK-SAME: (%[[M:.*]]: tensor<4xi1>, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<4xf32>, %[[G:.*]]: tensor<4xf32>)
// CHECK: %[[Z:.*]] = pyc.constant dense<0.000000e+00>
// CHECK: %[[DA:.*]] = pyc.select %[[M]], %[[G]], %[[Z]]
// CHECK: %[[DB:.*]] = pyc.select %[[M]], %[[Z]], %[[G]]
// CHECK: return %{{.*}}, %[[DA]], %[[DB]]
func.func @select(%m: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = pyc.select %m, %a, %b : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A convert's gradient converts back to the operand's type.
// CHECK-LABEL: func.func @convert_joint
// CHECK-SAME: (%{{.*}}: tensor<4xbf16>, %[[G:.*]]: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xbf16>)
// CHECK: %[[D:.*]] = pyc.convert %[[G]] : tensor<4xf32> -> tensor<4xbf16>
// CHECK: return %{{.*}}, %[[D]]
func.func @convert(%x: tensor<4xbf16>) -> tensor<4xf32> {
  %r = pyc.convert %x : tensor<4xbf16> -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// stop_gradient sends nothing back (a softmax's or norm's detached row
// statistic): x * sg(x) has gradient g * sg(x), not 2 g x.
// CHECK-LABEL: func.func @stop_gradient_joint
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[G:.*]]: tensor<4xf32>)
// CHECK: %[[S:.*]] = pyc.stop_gradient %[[X]]
// CHECK: %[[DX:.*]] = pyc.mul %[[G]], %[[S]]
// CHECK-NEXT: return %{{.*}}, %[[DX]]
func.func @stop_gradient(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = pyc.stop_gradient %x : tensor<4xf32>
  %r = pyc.mul %x, %s : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A gather's gradient scatter-adds into zeros (repeated indices add up).
// CHECK-LABEL: func.func @gather_joint
// CHECK-SAME: (%{{.*}}: tensor<100x16xf32>, %[[I:.*]]: tensor<2x3xi64>, %[[G:.*]]: tensor<2x3x16xf32>)
// CHECK: %[[Z:.*]] = pyc.constant dense<0.000000e+00> : tensor<100x16xf32>
// CHECK: %[[D:.*]] = pyc.scatter_add %[[G]] into %[[Z]][%[[I]]], dim = 0
// CHECK: return %{{.*}}, %[[D]]
func.func @gather(%t: tensor<100x16xf32>, %ids: tensor<2x3xi64>) -> tensor<2x3x16xf32> {
  %e = pyc.gather %t[%ids], dim = 0 : tensor<100x16xf32>, tensor<2x3xi64> -> tensor<2x3x16xf32>
  return %e : tensor<2x3x16xf32>
}

// -----

// In bf16 the rows are added in f32 and rounded once: an embedding row
// gathered for thousands of tokens sums them all.
// CHECK-LABEL: func.func @gather_bf16_joint
// CHECK-SAME: (%{{.*}}: tensor<100x16xbf16>, %[[I:.*]]: tensor<2x3xi64>, %[[G:.*]]: tensor<2x3x16xbf16>)
// CHECK: %[[W:.*]] = pyc.convert %[[G]] : tensor<2x3x16xbf16> -> tensor<2x3x16xf32>
// CHECK: %[[Z:.*]] = pyc.constant dense<0.000000e+00> : tensor<100x16xf32>
// CHECK: %[[S:.*]] = pyc.scatter_add %[[W]] into %[[Z]][%[[I]]], dim = 0
// CHECK: %[[D:.*]] = pyc.convert %[[S]] : tensor<100x16xf32> -> tensor<100x16xbf16>
// CHECK: return %{{.*}}, %[[D]]
func.func @gather_bf16(%t: tensor<100x16xbf16>, %ids: tensor<2x3xi64>) -> tensor<2x3x16xbf16> {
  %e = pyc.gather %t[%ids], dim = 0 : tensor<100x16xbf16>, tensor<2x3xi64> -> tensor<2x3x16xbf16>
  return %e : tensor<2x3x16xbf16>
}

// -----

// take_along_dim with one pick per row (cross-entropy's target class): the
// gradient is a one-hot select, element-wise, not a scatter into zeros.
// CHECK-LABEL: func.func @pick_joint
// CHECK-SAME: (%{{.*}}: tensor<4x10xf32>, %[[I:.*]]: tensor<4x1xi64>, %[[G:.*]]: tensor<4x1xf32>)
// CHECK: %[[Z:.*]] = pyc.constant dense<0.000000e+00> : tensor<4x10xf32>
// CHECK: %[[POS:.*]] = pyc.iota dim = 1 : tensor<4x10xi64>
// CHECK: %[[P:.*]] = pyc.broadcast_in_dim %[[I]], dims = [0, 1] : tensor<4x1xi64> -> tensor<4x10xi64>
// CHECK: %[[S:.*]] = pyc.broadcast_in_dim %[[G]], dims = [0, 1] : tensor<4x1xf32> -> tensor<4x10xf32>
// CHECK: %[[HIT:.*]] = pyc.compare eq, %[[POS]], %[[P]]
// CHECK: %[[D:.*]] = pyc.select %[[HIT]], %[[S]], %[[Z]]
// CHECK-NOT: scatter_add
// CHECK: return %{{.*}}, %[[D]]
func.func @pick(%x: tensor<4x10xf32>, %ids: tensor<4x1xi64>) -> tensor<4x1xf32> {
  %p = pyc.take_along_dim %x[%ids], dim = 1 : tensor<4x10xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
  return %p : tensor<4x1xf32>
}

// -----

// Several picks per row may repeat a position: they add up, a scatter.
// CHECK-LABEL: func.func @picks_joint
// CHECK: pyc.scatter_add_along_dim
func.func @picks(%x: tensor<4x10xf32>, %ids: tensor<4x2xi64>) -> tensor<4x2xf32> {
  %p = pyc.take_along_dim %x[%ids], dim = 1 : tensor<4x10xf32>, tensor<4x2xi64> -> tensor<4x2xf32>
  return %p : tensor<4x2xf32>
}

// -----

// A cumsum's gradient is the reversed cumsum of the reversed cotangent.
// CHECK-LABEL: func.func @cumsum_joint
// CHECK-SAME: (%{{.*}}: tensor<4x8xf32>, %[[G:.*]]: tensor<4x8xf32>)
// CHECK: %[[REV:.*]] = pyc.constant dense<[7, 6, 5, 4, 3, 2, 1, 0]> : tensor<8xi64>
// CHECK: %[[GR:.*]] = pyc.gather %[[G]][%[[REV]]], dim = 1
// CHECK: %[[C:.*]] = pyc.cumsum %[[GR]], dim = 1
// CHECK: %[[D:.*]] = pyc.gather %[[C]][%[[REV]]], dim = 1
// CHECK: return %{{.*}}, %[[D]]
func.func @cumsum(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = pyc.cumsum %x, dim = 1 : tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
