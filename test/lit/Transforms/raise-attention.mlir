// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-raise-attention))' | FileCheck %s

// Causal attention as a GPT block writes it after pyc-raise-softmax: heads
// merged into the batch for the products, the scores divided by sqrt(64),
// the causal mask built from iotas (hidden where j - i > 0). One
// pyc.attention on the [batch, heads] views, its output regrouped for the
// product's readers; the scores, mask and softmax are gone.
// CHECK-LABEL: func.func @causal
// CHECK-SAME: (%[[Q:.*]]: tensor<2x2x16x64xbf16>, %[[KT:.*]]: tensor<2x2x64x16xbf16>, %[[V:.*]]: tensor<2x2x16x64xbf16>)
// CHECK: %[[K:.*]] = pyc.transpose %[[KT]], permutation = [0, 1, 3, 2]
// CHECK: %[[O:.*]], %{{.*}} = pyc.attention %[[Q]], %[[K]], %[[V]] scale = 1.250000e-01 causal : tensor<2x2x16x64xbf16>, tensor<2x2x16x64xbf16>, tensor<2x2x16x64xbf16> -> tensor<2x2x16x64xbf16>, tensor<2x2x16xf32>
// CHECK: %[[R:.*]] = pyc.reshape %[[O]] : tensor<2x2x16x64xbf16> -> tensor<4x16x64xbf16>
// CHECK-NEXT: return %[[R]]
// CHECK-NOT: pyc.softmax
// CHECK-NOT: pyc.iota
func.func @causal(%q4: tensor<2x2x16x64xbf16>, %kt4: tensor<2x2x64x16xbf16>, %v4: tensor<2x2x16x64xbf16>) -> tensor<4x16x64xbf16> {
  %c8 = pyc.constant dense<8.0> : tensor<2x2x16x16xbf16>
  %ninf = pyc.constant dense<0xFF80> : tensor<2x2x16x16xbf16>
  %zero = pyc.constant dense<0> : tensor<16x16xi64>
  %q = pyc.reshape %q4 : tensor<2x2x16x64xbf16> -> tensor<4x16x64xbf16>
  %kt = pyc.reshape %kt4 : tensor<2x2x64x16xbf16> -> tensor<4x64x16xbf16>
  %s = pyc.matmul %q, %kt : tensor<4x16x64xbf16>, tensor<4x64x16xbf16> -> tensor<4x16x16xbf16>
  %s4 = pyc.reshape %s : tensor<4x16x16xbf16> -> tensor<2x2x16x16xbf16>
  %y = pyc.div %s4, %c8 : tensor<2x2x16x16xbf16>
  %j = pyc.iota dim = 0 : tensor<16xi64>
  %j1 = pyc.reshape %j : tensor<16xi64> -> tensor<1x16xi64>
  %i = pyc.iota dim = 0 : tensor<16xi64>
  %i1 = pyc.reshape %i : tensor<16xi64> -> tensor<16x1xi64>
  %jb = pyc.broadcast_in_dim %j1, dims = [0, 1] : tensor<1x16xi64> -> tensor<16x16xi64>
  %ib = pyc.broadcast_in_dim %i1, dims = [0, 1] : tensor<16x1xi64> -> tensor<16x16xi64>
  %d = pyc.sub %jb, %ib : tensor<16x16xi64>
  %keep = pyc.compare le, %d, %zero : tensor<16x16xi64>
  %hide = pyc.not %keep : tensor<16x16xi1>
  %hb = pyc.broadcast_in_dim %hide, dims = [2, 3] : tensor<16x16xi1> -> tensor<2x2x16x16xi1>
  %x = pyc.select %hb, %ninf, %y : tensor<2x2x16x16xbf16>
  %p4 = pyc.softmax %x, dim = 3 : tensor<2x2x16x16xbf16>
  %p = pyc.reshape %p4 : tensor<2x2x16x16xbf16> -> tensor<4x16x16xbf16>
  %v = pyc.reshape %v4 : tensor<2x2x16x64xbf16> -> tensor<4x16x64xbf16>
  %o = pyc.matmul %p, %v : tensor<4x16x16xbf16>, tensor<4x16x64xbf16> -> tensor<4x16x64xbf16>
  return %o : tensor<4x16x64xbf16>
}

// -----

// A scale the narrow type does not hold, in f32 between converts (torch
// multiplies bf16 by a Python number in f32): the attention's scale is the
// f32 constant's, 1 / sqrt(32), not its bf16 rounding.
// CHECK-LABEL: func.func @scale_in_f32
// CHECK: pyc.attention %{{.*}}, %{{.*}}, %{{.*}} scale = 0.1767766922712326 :
// CHECK-NOT: pyc.convert
func.func @scale_in_f32(%q: tensor<3x8x32xbf16>, %kt: tensor<3x32x8xbf16>, %v: tensor<3x8x32xbf16>) -> tensor<3x8x32xbf16> {
  %c = pyc.constant dense<0.176776692> : tensor<3x8x8xf32>
  %s = pyc.matmul %q, %kt : tensor<3x8x32xbf16>, tensor<3x32x8xbf16> -> tensor<3x8x8xbf16>
  %w = pyc.convert %s : tensor<3x8x8xbf16> -> tensor<3x8x8xf32>
  %y = pyc.mul %w, %c : tensor<3x8x8xf32>
  %n = pyc.convert %y : tensor<3x8x8xf32> -> tensor<3x8x8xbf16>
  %p = pyc.softmax %n, dim = 2 : tensor<3x8x8xbf16>
  %o = pyc.matmul %p, %v : tensor<3x8x8xbf16>, tensor<3x8x32xbf16> -> tensor<3x8x32xbf16>
  return %o : tensor<3x8x32xbf16>
}

// -----

// No mask, the scale multiplied (by a constant on the left), f16: raised
// without `causal`. A mask kept where i >= j (select(keep, y, -inf)) is
// the same causal mask.
// CHECK-LABEL: func.func @plain
// CHECK: pyc.attention %{{.*}}, %{{.*}}, %{{.*}} scale = 2.500000e-01 :
// CHECK-LABEL: func.func @kept_where_row_reaches_column
// CHECK: pyc.attention %{{.*}}, %{{.*}}, %{{.*}} scale = 1.000000e+00 causal :
func.func @plain(%q: tensor<3x8x32xf16>, %kt: tensor<3x32x8xf16>, %v: tensor<3x8x32xf16>) -> tensor<3x8x32xf16> {
  %c = pyc.constant dense<0.25> : tensor<3x8x8xf16>
  %s = pyc.matmul %q, %kt : tensor<3x8x32xf16>, tensor<3x32x8xf16> -> tensor<3x8x8xf16>
  %y = pyc.mul %c, %s : tensor<3x8x8xf16>
  %p = pyc.softmax %y, dim = 2 : tensor<3x8x8xf16>
  %o = pyc.matmul %p, %v : tensor<3x8x8xf16>, tensor<3x8x32xf16> -> tensor<3x8x32xf16>
  return %o : tensor<3x8x32xf16>
}
func.func @kept_where_row_reaches_column(%q: tensor<3x8x32xf16>, %kt: tensor<3x32x8xf16>, %v: tensor<3x8x32xf16>) -> tensor<3x8x32xf16> {
  %ninf = pyc.constant dense<0xFC00> : tensor<3x8x8xf16>
  %s = pyc.matmul %q, %kt : tensor<3x8x32xf16>, tensor<3x32x8xf16> -> tensor<3x8x8xf16>
  %i = pyc.iota dim = 1 : tensor<3x8x8xi64>
  %j = pyc.iota dim = 2 : tensor<3x8x8xi64>
  %keep = pyc.compare ge, %i, %j : tensor<3x8x8xi64>
  %x = pyc.select %keep, %s, %ninf : tensor<3x8x8xf16>
  %p = pyc.softmax %x, dim = 2 : tensor<3x8x8xf16>
  %o = pyc.matmul %p, %v : tensor<3x8x8xf16>, tensor<3x8x32xf16> -> tensor<3x8x32xf16>
  return %o : tensor<3x8x32xf16>
}

// -----

// Left as they are: a mask that hides the diagonal too (j >= i), f32
// operands (FlashAttention takes f16 and bf16), probabilities read twice
// (returned beside the output).
// CHECK-LABEL: func.func @diagonal_hidden
// CHECK-NOT: pyc.attention
// CHECK: pyc.softmax
// CHECK-LABEL: func.func @f32
// CHECK-NOT: pyc.attention
// CHECK-LABEL: func.func @probabilities_returned
// CHECK-NOT: pyc.attention
// CHECK: return
func.func @diagonal_hidden(%q: tensor<3x8x32xbf16>, %kt: tensor<3x32x8xbf16>, %v: tensor<3x8x32xbf16>) -> tensor<3x8x32xbf16> {
  %ninf = pyc.constant dense<0xFF80> : tensor<3x8x8xbf16>
  %s = pyc.matmul %q, %kt : tensor<3x8x32xbf16>, tensor<3x32x8xbf16> -> tensor<3x8x8xbf16>
  %i = pyc.iota dim = 1 : tensor<3x8x8xi64>
  %j = pyc.iota dim = 2 : tensor<3x8x8xi64>
  %hide = pyc.compare ge, %j, %i : tensor<3x8x8xi64>
  %x = pyc.select %hide, %ninf, %s : tensor<3x8x8xbf16>
  %p = pyc.softmax %x, dim = 2 : tensor<3x8x8xbf16>
  %o = pyc.matmul %p, %v : tensor<3x8x8xbf16>, tensor<3x8x32xbf16> -> tensor<3x8x32xbf16>
  return %o : tensor<3x8x32xbf16>
}
func.func @f32(%q: tensor<3x8x32xf32>, %kt: tensor<3x32x8xf32>, %v: tensor<3x8x32xf32>) -> tensor<3x8x32xf32> {
  %s = pyc.matmul %q, %kt : tensor<3x8x32xf32>, tensor<3x32x8xf32> -> tensor<3x8x8xf32>
  %p = pyc.softmax %s, dim = 2 : tensor<3x8x8xf32>
  %o = pyc.matmul %p, %v : tensor<3x8x8xf32>, tensor<3x8x32xf32> -> tensor<3x8x32xf32>
  return %o : tensor<3x8x32xf32>
}
func.func @probabilities_returned(%q: tensor<3x8x32xbf16>, %kt: tensor<3x32x8xbf16>, %v: tensor<3x8x32xbf16>) -> (tensor<3x8x32xbf16>, tensor<3x8x8xbf16>) {
  %s = pyc.matmul %q, %kt : tensor<3x8x32xbf16>, tensor<3x32x8xbf16> -> tensor<3x8x8xbf16>
  %p = pyc.softmax %s, dim = 2 : tensor<3x8x8xbf16>
  %o = pyc.matmul %p, %v : tensor<3x8x8xbf16>, tensor<3x8x32xbf16> -> tensor<3x8x32xbf16>
  return %o, %p : tensor<3x8x32xbf16>, tensor<3x8x8xbf16>
}

// -----

// An added mask (a padding mask, as BERT adds it after the scale) is not
// raised: pyc.attention would take it as its bias and call torch's
// memory-efficient kernel, 1.7-2x slower on an H100/H200 than the kernels
// pycompile makes of the decomposed form (bench/README.md).
// CHECK-LABEL: func.func @padding_mask_kept
// CHECK: pyc.softmax
// CHECK-NOT: pyc.attention
func.func @padding_mask_kept(%q: tensor<4x16x64xbf16>, %kt: tensor<4x64x16xbf16>, %v: tensor<4x16x64xbf16>, %m: tensor<4x16x16xbf16>) -> tensor<4x16x64xbf16> {
  %c = pyc.constant dense<1.250000e-01> : tensor<4x16x16xbf16>
  %s = pyc.matmul %q, %kt : tensor<4x16x64xbf16>, tensor<4x64x16xbf16> -> tensor<4x16x16xbf16>
  %y = pyc.mul %s, %c : tensor<4x16x16xbf16>
  %x = pyc.add %y, %m : tensor<4x16x16xbf16>
  %p = pyc.softmax %x, dim = 2 : tensor<4x16x16xbf16>
  %o = pyc.matmul %p, %v : tensor<4x16x16xbf16>, tensor<4x16x64xbf16> -> tensor<4x16x64xbf16>
  return %o : tensor<4x16x64xbf16>
}
