// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-causal-products))' | FileCheck %s

// Causal attention as a GPT block writes it (heads merged into the batch
// for the products, the scores scaled, masked where j - i > 0, softmax
// decomposed as pycompile imports it): the scores above the diagonal are
// masked by their only reader, and the probabilities there are 0.
// CHECK-LABEL: func.func @causal_select
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {result_masked_above = 0 : i64} : tensor<4x16x64xf32>, tensor<4x64x16xf32>
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {lhs_zero_above = 0 : i64} : tensor<4x16x16xf32>, tensor<4x16x64xf32>
func.func @causal_select(%q: tensor<4x16x64xf32>, %kt: tensor<4x64x16xf32>, %v: tensor<4x16x64xf32>) -> tensor<4x16x64xf32> {
  %c = pyc.constant dense<0.125> : tensor<2x2x16x16xf32>
  %ninf = pyc.constant dense<0xFF800000> : tensor<2x2x16x16xf32>
  %zero = pyc.constant dense<0> : tensor<16x16xi64>
  %s = pyc.matmul %q, %kt : tensor<4x16x64xf32>, tensor<4x64x16xf32> -> tensor<4x16x16xf32>
  %s4 = pyc.reshape %s : tensor<4x16x16xf32> -> tensor<2x2x16x16xf32>
  %y = pyc.mul %s4, %c : tensor<2x2x16x16xf32>
  %i = pyc.iota dim = 0 : tensor<16xi64>
  %j1 = pyc.reshape %i : tensor<16xi64> -> tensor<1x16xi64>
  %i1 = pyc.reshape %i : tensor<16xi64> -> tensor<16x1xi64>
  %jb = pyc.broadcast_in_dim %j1, dims = [0, 1] : tensor<1x16xi64> -> tensor<16x16xi64>
  %ib = pyc.broadcast_in_dim %i1, dims = [0, 1] : tensor<16x1xi64> -> tensor<16x16xi64>
  %d = pyc.sub %jb, %ib : tensor<16x16xi64>
  %keep = pyc.compare le, %d, %zero : tensor<16x16xi64>
  %hide = pyc.not %keep : tensor<16x16xi1>
  %hb = pyc.broadcast_in_dim %hide, dims = [2, 3] : tensor<16x16xi1> -> tensor<2x2x16x16xi1>
  %x = pyc.select %hb, %ninf, %y : tensor<2x2x16x16xf32>
  %m = pyc.reduce max %x, dims = [3] : tensor<2x2x16x16xf32> -> tensor<2x2x16xf32>
  %m1 = pyc.reshape %m : tensor<2x2x16xf32> -> tensor<2x2x16x1xf32>
  %mb = pyc.broadcast_in_dim %m1, dims = [0, 1, 2, 3] : tensor<2x2x16x1xf32> -> tensor<2x2x16x16xf32>
  %sh = pyc.sub %x, %mb : tensor<2x2x16x16xf32>
  %e = pyc.exp %sh : tensor<2x2x16x16xf32>
  %sum = pyc.reduce sum %e, dims = [3] : tensor<2x2x16x16xf32> -> tensor<2x2x16xf32>
  %sum1 = pyc.reshape %sum : tensor<2x2x16xf32> -> tensor<2x2x16x1xf32>
  %sb = pyc.broadcast_in_dim %sum1, dims = [0, 1, 2, 3] : tensor<2x2x16x1xf32> -> tensor<2x2x16x16xf32>
  %p4 = pyc.div %e, %sb : tensor<2x2x16x16xf32>
  %p = pyc.reshape %p4 : tensor<2x2x16x16xf32> -> tensor<4x16x16xf32>
  %o = pyc.matmul %p, %v : tensor<4x16x16xf32>, tensor<4x16x64xf32> -> tensor<4x16x64xf32>
  return %o : tensor<4x16x64xf32>
}

// -----

// SDPA's math form: the mask an additive bias, -inf where j > i + 2 (a
// query may see two keys past its own), broadcast over batch and heads;
// rows with nothing to attend to zeroed after the softmax. Both products
// are marked with d = 2. The scores also read by a compare of the biased
// sum are still only read through the bias.
// CHECK-LABEL: func.func @sdpa_bias
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {result_masked_above = 2 : i64}
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {lhs_zero_above = 2 : i64}
func.func @sdpa_bias(%q: tensor<2x8x4xf32>, %kt: tensor<2x4x8xf32>, %v: tensor<2x8x4xf32>, %empty: tensor<2x8x8xi1>) -> tensor<2x8x4xf32> {
  %two = pyc.constant dense<2> : tensor<8x8xi64>
  %zeros = pyc.constant dense<0.0> : tensor<8x8xf32>
  %ninf = pyc.constant dense<0xFF800000> : tensor<8x8xf32>
  %zero = pyc.constant dense<0.0> : tensor<2x8x8xf32>
  %s = pyc.matmul %q, %kt : tensor<2x8x4xf32>, tensor<2x4x8xf32> -> tensor<2x8x8xf32>
  %i = pyc.iota dim = 0 : tensor<8x8xi64>
  %j = pyc.iota dim = 1 : tensor<8x8xi64>
  %d = pyc.sub %j, %i : tensor<8x8xi64>
  %keep = pyc.compare le, %d, %two : tensor<8x8xi64>
  %bias = pyc.select %keep, %zeros, %ninf : tensor<8x8xf32>
  %bias1 = pyc.reshape %bias : tensor<8x8xf32> -> tensor<1x8x8xf32>
  %bb = pyc.broadcast_in_dim %bias1, dims = [0, 1, 2] : tensor<1x8x8xf32> -> tensor<2x8x8xf32>
  %x = pyc.add %s, %bb : tensor<2x8x8xf32>
  %m = pyc.reduce max %x, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 1] : tensor<2x8xf32> -> tensor<2x8x8xf32>
  %sh = pyc.sub %x, %mb : tensor<2x8x8xf32>
  %e = pyc.exp %sh : tensor<2x8x8xf32>
  %sum = pyc.reduce sum %e, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
  %sb = pyc.broadcast_in_dim %sum, dims = [0, 1] : tensor<2x8xf32> -> tensor<2x8x8xf32>
  %p = pyc.div %e, %sb : tensor<2x8x8xf32>
  %p0 = pyc.select %empty, %zero, %p : tensor<2x8x8xf32>
  %o = pyc.matmul %p0, %v : tensor<2x8x8xf32>, tensor<2x8x4xf32> -> tensor<2x8x4xf32>
  return %o : tensor<2x8x4xf32>
}

// -----

// Not marked: the scores are also a result (their elements above the
// diagonal are read); the mask hides the lower triangle, which no row
// block of a product skips; a bias that masks columns alike in every row
// (padding); a quotient by something other than the row sum, which may be
// 0. The probabilities of the first are still 0 above the diagonal.
// CHECK-LABEL: func.func @read_elsewhere
// CHECK: pyc.matmul %{{.*}}, %{{.*}} :
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {lhs_zero_above = 0 : i64}
func.func @read_elsewhere(%q: tensor<2x8x4xf32>, %kt: tensor<2x4x8xf32>, %v: tensor<2x8x4xf32>) -> (tensor<2x8x4xf32>, tensor<2x8x8xf32>) {
  %zero = pyc.constant dense<0> : tensor<2x8x8xi64>
  %ninf = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
  %s = pyc.matmul %q, %kt : tensor<2x8x4xf32>, tensor<2x4x8xf32> -> tensor<2x8x8xf32>
  %i = pyc.iota dim = 1 : tensor<2x8x8xi64>
  %j = pyc.iota dim = 2 : tensor<2x8x8xi64>
  %d = pyc.sub %j, %i : tensor<2x8x8xi64>
  %hide = pyc.compare gt, %d, %zero : tensor<2x8x8xi64>
  %x = pyc.select %hide, %ninf, %s : tensor<2x8x8xf32>
  %m = pyc.reduce max %x, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 1] : tensor<2x8xf32> -> tensor<2x8x8xf32>
  %sh = pyc.sub %x, %mb : tensor<2x8x8xf32>
  %e = pyc.exp %sh : tensor<2x8x8xf32>
  %sum = pyc.reduce sum %e, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
  %sb = pyc.broadcast_in_dim %sum, dims = [0, 1] : tensor<2x8xf32> -> tensor<2x8x8xf32>
  %p = pyc.div %e, %sb : tensor<2x8x8xf32>
  %o = pyc.matmul %p, %v : tensor<2x8x8xf32>, tensor<2x8x4xf32> -> tensor<2x8x4xf32>
  return %o, %s : tensor<2x8x4xf32>, tensor<2x8x8xf32>
}

// CHECK-LABEL: func.func @lower_triangle
// CHECK-NOT: above
func.func @lower_triangle(%q: tensor<2x8x4xf32>, %kt: tensor<2x4x8xf32>) -> tensor<2x8x8xf32> {
  %zero = pyc.constant dense<0> : tensor<2x8x8xi64>
  %ninf = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
  %s = pyc.matmul %q, %kt : tensor<2x8x4xf32>, tensor<2x4x8xf32> -> tensor<2x8x8xf32>
  %i = pyc.iota dim = 1 : tensor<2x8x8xi64>
  %j = pyc.iota dim = 2 : tensor<2x8x8xi64>
  %d = pyc.sub %j, %i : tensor<2x8x8xi64>
  %hide = pyc.compare lt, %d, %zero : tensor<2x8x8xi64>
  %x = pyc.select %hide, %ninf, %s : tensor<2x8x8xf32>
  return %x : tensor<2x8x8xf32>
}

// CHECK-LABEL: func.func @padding
// CHECK-NOT: above
func.func @padding(%q: tensor<2x8x4xf32>, %kt: tensor<2x4x8xf32>, %bias: tensor<2x1x8xf32>) -> tensor<2x8x8xf32> {
  %s = pyc.matmul %q, %kt : tensor<2x8x4xf32>, tensor<2x4x8xf32> -> tensor<2x8x8xf32>
  %bb = pyc.broadcast_in_dim %bias, dims = [0, 1, 2] : tensor<2x1x8xf32> -> tensor<2x8x8xf32>
  %x = pyc.add %s, %bb : tensor<2x8x8xf32>
  return %x : tensor<2x8x8xf32>
}

// CHECK-LABEL: func.func @not_row_sum
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {result_masked_above = 0 : i64}
// CHECK: pyc.matmul %{{.*}}, %{{.*}} :
func.func @not_row_sum(%q: tensor<2x8x4xf32>, %kt: tensor<2x4x8xf32>, %v: tensor<2x8x4xf32>, %w: tensor<2x8x8xf32>) -> tensor<2x8x4xf32> {
  %zero = pyc.constant dense<0> : tensor<2x8x8xi64>
  %ninf = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
  %s = pyc.matmul %q, %kt : tensor<2x8x4xf32>, tensor<2x4x8xf32> -> tensor<2x8x8xf32>
  %i = pyc.iota dim = 1 : tensor<2x8x8xi64>
  %j = pyc.iota dim = 2 : tensor<2x8x8xi64>
  %d = pyc.sub %j, %i : tensor<2x8x8xi64>
  %hide = pyc.compare gt, %d, %zero : tensor<2x8x8xi64>
  %x = pyc.select %hide, %ninf, %s : tensor<2x8x8xf32>
  %m = pyc.reduce max %x, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 1] : tensor<2x8xf32> -> tensor<2x8x8xf32>
  %sh = pyc.sub %x, %mb : tensor<2x8x8xf32>
  %e = pyc.exp %sh : tensor<2x8x8xf32>
  %p = pyc.div %e, %w : tensor<2x8x8xf32>
  %o = pyc.matmul %p, %v : tensor<2x8x8xf32>, tensor<2x8x4xf32> -> tensor<2x8x4xf32>
  return %o : tensor<2x8x4xf32>
}

// -----

// The backward of causal attention: the scores' gradient is a select of 0
// where the mask hides, scaled; the queries' gradient ds @ k reads it as
// its left operand, the keys' (transposed) q^T @ ds as its right.
// CHECK-LABEL: func.func @scores_gradient
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {lhs_zero_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x4xf32>
// CHECK: pyc.matmul %{{.*}}, %{{.*}} {rhs_zero_above = 0 : i64} : tensor<2x4x8xf32>, tensor<2x8x8xf32>
func.func @scores_gradient(%g: tensor<2x8x8xf32>, %k: tensor<2x8x4xf32>, %qt: tensor<2x4x8xf32>) -> (tensor<2x8x4xf32>, tensor<2x4x8xf32>) {
  %zero = pyc.constant dense<0> : tensor<2x8x8xi64>
  %zeros = pyc.constant dense<0.0> : tensor<2x8x8xf32>
  %c = pyc.constant dense<0.125> : tensor<2x8x8xf32>
  %i = pyc.iota dim = 1 : tensor<2x8x8xi64>
  %j = pyc.iota dim = 2 : tensor<2x8x8xi64>
  %d = pyc.sub %j, %i : tensor<2x8x8xi64>
  %hide = pyc.compare gt, %d, %zero : tensor<2x8x8xi64>
  %masked = pyc.select %hide, %zeros, %g : tensor<2x8x8xf32>
  %ds = pyc.mul %masked, %c : tensor<2x8x8xf32>
  %dq = pyc.matmul %ds, %k : tensor<2x8x8xf32>, tensor<2x8x4xf32> -> tensor<2x8x4xf32>
  %dkt = pyc.matmul %qt, %ds : tensor<2x4x8xf32>, tensor<2x8x8xf32> -> tensor<2x4x8xf32>
  return %dq, %dkt : tensor<2x8x4xf32>, tensor<2x4x8xf32>
}
