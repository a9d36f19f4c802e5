// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-decompose))' | FileCheck %s

// pow(x, 0) = 1, NaN included (torch.pow(nan, 0) is 1).
// CHECK-LABEL: func.func @pow_0
// CHECK: %[[ONE:.*]] = pyc.constant dense<1.000000e+00> : tensor<4x8xf32>
// CHECK-NOT: pyc.pow
// CHECK: return %[[ONE]]
func.func @pow_0(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = pyc.constant dense<0.0> : tensor<4x8xf32>
  %p = pyc.pow %x, %c : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @pow_0_int
// CHECK: %[[ONE:.*]] = pyc.constant dense<1> : tensor<3xi64>
// CHECK: return %[[ONE]]
func.func @pow_0_int(%x: tensor<3xi64>) -> tensor<3xi64> {
  %c = pyc.constant dense<0> : tensor<3xi64>
  %p = pyc.pow %x, %c : tensor<3xi64>
  return %p : tensor<3xi64>
}

// -----

// A splat constant needs a static shape: pow(x, 0) stays.
// CHECK-LABEL: func.func @pow_0_dynamic
// CHECK: pyc.pow
func.func @pow_0_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = pyc.constant dense<0.0> : tensor<4xf32>
  %p = "pyc.pow"(%x, %z) : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @pow_1
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: pyc.pow
// CHECK: return %[[X]]
func.func @pow_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = pyc.constant dense<1.0> : tensor<4xf32>
  %p = pyc.pow %x, %c : tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// The exponent constant is erased once nothing reads it.
// CHECK-LABEL: func.func @pow_2
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: pyc.constant
// CHECK: %[[M:.*]] = pyc.mul %[[X]], %[[X]] : tensor<4x8xf32>
// CHECK-NOT: pyc.pow
// CHECK: return %[[M]]
func.func @pow_2(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = pyc.constant dense<2.0> : tensor<4x8xf32>
  %p = pyc.pow %x, %c : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @pow_3
// CHECK-SAME: (%[[X:.*]]: tensor<4xbf16>)
// CHECK: %[[SQ:.*]] = pyc.mul %[[X]], %[[X]] : tensor<4xbf16>
// CHECK: %[[CU:.*]] = pyc.mul %[[SQ]], %[[X]] : tensor<4xbf16>
// CHECK-NOT: pyc.pow
// CHECK: return %[[CU]]
func.func @pow_3(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %c = pyc.constant dense<3.0> : tensor<4xbf16>
  %p = pyc.pow %x, %c : tensor<4xbf16>
  return %p : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @pow_minus_1
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>)
// CHECK: %[[R:.*]] = pyc.reciprocal %[[X]] : tensor<4xf64>
// CHECK-NOT: pyc.pow
// CHECK: return %[[R]]
func.func @pow_minus_1(%x: tensor<4xf64>) -> tensor<4xf64> {
  %c = pyc.constant dense<-1.0> : tensor<4xf64>
  %p = pyc.pow %x, %c : tensor<4xf64>
  return %p : tensor<4xf64>
}

// -----

// Integer powers 2 and 3: multiplies, which wrap as torch's integer pow.
// CHECK-LABEL: func.func @pow_int
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[Y:.*]]: tensor<4xi8>)
// CHECK: %[[SQ:.*]] = pyc.mul %[[X]], %[[X]] : tensor<4xi32>
// CHECK: %[[YY:.*]] = pyc.mul %[[Y]], %[[Y]] : tensor<4xi8>
// CHECK: %[[CU:.*]] = pyc.mul %[[YY]], %[[Y]] : tensor<4xi8>
// CHECK-NOT: pyc.pow
// CHECK: return %[[SQ]], %[[CU]]
func.func @pow_int(%x: tensor<4xi32>, %y: tensor<4xi8>) -> (tensor<4xi32>, tensor<4xi8>) {
  %c2 = pyc.constant dense<2> : tensor<4xi32>
  %p = pyc.pow %x, %c2 : tensor<4xi32>
  %c3 = pyc.constant dense<3> : tensor<4xi8>
  %q = pyc.pow %y, %c3 : tensor<4xi8>
  return %p, %q : tensor<4xi32>, tensor<4xi8>
}

// -----

// Not rewritten: pow(x, 0.5) is not sqrt(x) at -inf and -0, pow(x, -0.5)
// is not rsqrt(x) there either, and 1 / (x * x) flushes to 0 where
// pow(x, -2) is a subnormal.
// CHECK-LABEL: func.func @pow_kept
// CHECK-COUNT-3: pyc.pow
// CHECK-NOT: pyc.sqrt
// CHECK-NOT: pyc.rsqrt
// CHECK-NOT: pyc.reciprocal
func.func @pow_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %half = pyc.constant dense<0.5> : tensor<4xf32>
  %a = pyc.pow %x, %half : tensor<4xf32>
  %mhalf = pyc.constant dense<-0.5> : tensor<4xf32>
  %b = pyc.pow %x, %mhalf : tensor<4xf32>
  %m2 = pyc.constant dense<-2.0> : tensor<4xf32>
  %c = pyc.pow %x, %m2 : tensor<4xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Not rewritten: an exponent with no rule, a non-splat or non-constant
// exponent, a negative integer exponent, a splat base.
// CHECK-LABEL: func.func @pow_no_rule
// CHECK-COUNT-5: pyc.pow
// CHECK-NOT: pyc.mul
// CHECK-NOT: pyc.reciprocal
func.func @pow_no_rule(%x: tensor<2xf32>, %e: tensor<2xf32>, %i: tensor<2xi64>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xf32>) {
  %c07 = pyc.constant dense<0.7> : tensor<2xf32>
  %a = pyc.pow %x, %c07 : tensor<2xf32>
  %c22 = pyc.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %b = pyc.pow %x, %c22 : tensor<2xf32>
  %c = pyc.pow %x, %e : tensor<2xf32>
  %cm1 = pyc.constant dense<-1> : tensor<2xi64>
  %d = pyc.pow %i, %cm1 : tensor<2xi64>
  %two = pyc.constant dense<2.0> : tensor<2xf32>
  %f = pyc.pow %two, %x : tensor<2xf32>
  return %a, %b, %c, %d, %f : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xf32>
}

// -----

// Only decomposition: other ops are not folded.
// CHECK-LABEL: func.func @no_folding
// CHECK: pyc.neg
// CHECK: pyc.neg
func.func @no_folding(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = pyc.neg %x : tensor<2xf32>
  %b = pyc.neg %a : tensor<2xf32>
  return %b : tensor<2xf32>
}

// -----

// Batch dims collapse into one.
// CHECK-LABEL: func.func @matmul_batch_dims
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4x8xf32>, %[[B:.*]]: tensor<2x3x8x16xf32>)
// CHECK: %[[FA:.*]] = pyc.reshape %[[A]] : tensor<2x3x4x8xf32> -> tensor<6x4x8xf32>
// CHECK: %[[FB:.*]] = pyc.reshape %[[B]] : tensor<2x3x8x16xf32> -> tensor<6x8x16xf32>
// CHECK: %[[M:.*]] = pyc.matmul %[[FA]], %[[FB]] : tensor<6x4x8xf32>, tensor<6x8x16xf32> -> tensor<6x4x16xf32>
// CHECK: %[[R:.*]] = pyc.reshape %[[M]] : tensor<6x4x16xf32> -> tensor<2x3x4x16xf32>
// CHECK: return %[[R]]
func.func @matmul_batch_dims(%a: tensor<2x3x4x8xf32>, %b: tensor<2x3x8x16xf32>) -> tensor<2x3x4x16xf32> {
  %y = pyc.matmul %a, %b : tensor<2x3x4x8xf32>, tensor<2x3x8x16xf32> -> tensor<2x3x4x16xf32>
  return %y : tensor<2x3x4x16xf32>
}

// -----

// One dynamic batch dim (s0, dim 0 of %a): the collapsed dim is dynamic,
// 3 * s0.
// CHECK: #[[COLLAPSED:.*]] = affine_map<()[s0] -> (s0 * 3, 4, 8)>
// CHECK-LABEL: func.func @matmul_batch_dims_dynamic
// CHECK: pyc.reshape %{{.*}} {sizes = #[[COLLAPSED]]} : tensor<?x3x4x8xf32> -> tensor<?x4x8xf32>
// CHECK: pyc.reshape %{{.*}} {sizes = #{{.*}}} : tensor<?x3x8x16xf32> -> tensor<?x8x16xf32>
// CHECK: pyc.matmul %{{.*}}, %{{.*}} : tensor<?x4x8xf32>, tensor<?x8x16xf32> -> tensor<?x4x16xf32>
// CHECK: pyc.reshape %{{.*}} {sizes = #{{.*}}} : tensor<?x4x16xf32> -> tensor<?x3x4x16xf32>
func.func @matmul_batch_dims_dynamic(%a: tensor<?x3x4x8xf32>, %b: tensor<?x3x8x16xf32>) -> tensor<?x3x4x16xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 0, 1, 0, 1>} {
  %y = pyc.matmul %a, %b : tensor<?x3x4x8xf32>, tensor<?x3x8x16xf32> -> tensor<?x3x4x16xf32>
  return %y : tensor<?x3x4x16xf32>
}

// -----

// Two dynamic dims (s0, s1): the result's reshape states both sizes.
// CHECK: #[[RESULT:.*]] = affine_map<()[s0, s1] -> (s0, s1, 4, 16)>
// CHECK-LABEL: func.func @matmul_batch_dims_two_dynamic
// CHECK: pyc.matmul %{{.*}}, %{{.*}} : tensor<?x4x8xf32>, tensor<?x8x16xf32> -> tensor<?x4x16xf32>
// CHECK: pyc.reshape %{{.*}} {sizes = #[[RESULT]]} : tensor<?x4x16xf32> -> tensor<?x?x4x16xf32>
func.func @matmul_batch_dims_two_dynamic(%a: tensor<?x?x4x8xf32>, %b: tensor<?x?x8x16xf32>) -> tensor<?x?x4x16xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1, 1, 1, 1, 1>} {
  %y = pyc.matmul %a, %b : tensor<?x?x4x8xf32>, tensor<?x?x8x16xf32> -> tensor<?x?x4x16xf32>
  return %y : tensor<?x?x4x16xf32>
}

// -----

// Sizes no symbol binds (no `pyc.symbols`): the reshapes' sizes are unknown.
// CHECK-LABEL: func.func @matmul_batch_dims_unbound
// CHECK-NOT: pyc.reshape
// CHECK: pyc.matmul %{{.*}}, %{{.*}} : tensor<?x?x4x8xf32>
func.func @matmul_batch_dims_unbound(%a: tensor<?x?x4x8xf32>, %b: tensor<?x?x8x16xf32>) -> tensor<?x?x4x16xf32> {
  %y = pyc.matmul %a, %b : tensor<?x?x4x8xf32>, tensor<?x?x8x16xf32> -> tensor<?x?x4x16xf32>
  return %y : tensor<?x?x4x16xf32>
}

// -----

// A Linear weight broadcast over the batch: one 2-d matmul on [B * M, K].
// CHECK-LABEL: func.func @matmul_shared_weight
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x8xf32>, %[[W:.*]]: tensor<8x16xf32>)
// CHECK-NOT: pyc.broadcast_in_dim
// CHECK: %[[F:.*]] = pyc.reshape %[[X]] : tensor<2x4x8xf32> -> tensor<8x8xf32>
// CHECK: %[[M:.*]] = pyc.matmul %[[F]], %[[W]] : tensor<8x8xf32>, tensor<8x16xf32> -> tensor<8x16xf32>
// CHECK: %[[R:.*]] = pyc.reshape %[[M]] : tensor<8x16xf32> -> tensor<2x4x16xf32>
// CHECK: return %[[R]]
func.func @matmul_shared_weight(%x: tensor<2x4x8xf32>, %w: tensor<8x16xf32>) -> tensor<2x4x16xf32> {
  %wb = pyc.broadcast_in_dim %w, dims = [1, 2] : tensor<8x16xf32> -> tensor<2x8x16xf32>
  %y = pyc.matmul %x, %wb : tensor<2x4x8xf32>, tensor<2x8x16xf32> -> tensor<2x4x16xf32>
  return %y : tensor<2x4x16xf32>
}

// -----

// With several batch dims the shared weight still gives one 2-d matmul
// (this rule goes before the batch collapse, which would hide the broadcast).
// CHECK-LABEL: func.func @matmul_shared_weight_rank4
// CHECK: pyc.reshape %{{.*}} : tensor<2x3x4x8xi32> -> tensor<24x8xi32>
// CHECK: pyc.matmul %{{.*}}, %{{.*}} : tensor<24x8xi32>, tensor<8x16xi32> -> tensor<24x16xi32>
// CHECK: pyc.reshape %{{.*}} : tensor<24x16xi32> -> tensor<2x3x4x16xi32>
func.func @matmul_shared_weight_rank4(%x: tensor<2x3x4x8xi32>, %w: tensor<8x16xi32>) -> tensor<2x3x4x16xi32> {
  %wb = pyc.broadcast_in_dim %w, dims = [2, 3] : tensor<8x16xi32> -> tensor<2x3x8x16xi32>
  %y = pyc.matmul %x, %wb : tensor<2x3x4x8xi32>, tensor<2x3x8x16xi32> -> tensor<2x3x4x16xi32>
  return %y : tensor<2x3x4x16xi32>
}

// -----

// A dynamic row count M makes the flattened row count dynamic.
// CHECK-LABEL: func.func @matmul_shared_weight_dynamic
// CHECK: pyc.reshape %{{.*}} {sizes = #{{.*}}} : tensor<2x?x8xf32> -> tensor<?x8xf32>
// CHECK: pyc.matmul %{{.*}}, %{{.*}} : tensor<?x8xf32>, tensor<8x16xf32> -> tensor<?x16xf32>
// CHECK: pyc.reshape %{{.*}} {sizes = #{{.*}}} : tensor<?x16xf32> -> tensor<2x?x16xf32>
func.func @matmul_shared_weight_dynamic(%x: tensor<2x?x8xf32>, %w: tensor<8x16xf32>) -> tensor<2x?x16xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 1, 1>} {
  %wb = pyc.broadcast_in_dim %w, dims = [1, 2] : tensor<8x16xf32> -> tensor<2x8x16xf32>
  %y = pyc.matmul %x, %wb : tensor<2x?x8xf32>, tensor<2x8x16xf32> -> tensor<2x?x16xf32>
  return %y : tensor<2x?x16xf32>
}

// -----

// Not rewritten: a rank-3 matmul with its own rhs per batch item (integer
// or not), a weight broadcast along K as well, a rank-3 broadcast source.
// CHECK-LABEL: func.func @matmul_kept
// CHECK-NOT: pyc.reshape
// CHECK-COUNT-4: pyc.matmul %{{.*}} : tensor<2x4x8x{{.*}}>, tensor<2x8x16x{{.*}}>
func.func @matmul_kept(%xi: tensor<2x4x8xi64>, %wi: tensor<2x8x16xi64>, %x: tensor<2x4x8xf32>, %w: tensor<2x8x16xf32>, %row: tensor<1x16xf32>, %w3: tensor<1x8x16xf32>) -> (tensor<2x4x16xi64>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>) {
  %a = pyc.matmul %xi, %wi : tensor<2x4x8xi64>, tensor<2x8x16xi64> -> tensor<2x4x16xi64>
  %b = pyc.matmul %x, %w : tensor<2x4x8xf32>, tensor<2x8x16xf32> -> tensor<2x4x16xf32>
  %rb = pyc.broadcast_in_dim %row, dims = [1, 2] : tensor<1x16xf32> -> tensor<2x8x16xf32>
  %c = pyc.matmul %x, %rb : tensor<2x4x8xf32>, tensor<2x8x16xf32> -> tensor<2x4x16xf32>
  %wb = pyc.broadcast_in_dim %w3, dims = [0, 1, 2] : tensor<1x8x16xf32> -> tensor<2x8x16xf32>
  %d = pyc.matmul %x, %wb : tensor<2x4x8xf32>, tensor<2x8x16xf32> -> tensor<2x4x16xf32>
  return %a, %b, %c, %d : tensor<2x4x16xi64>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>
}

// -----

// A reshape of a computed value moves below the pointwise ops reading it
// (a splat constant takes the operand's shape): they then compute in the
// producer's shape and fuse with it (nn.Linear's bias add, viewed as
// [B, T, N], then its activation).
// CHECK-LABEL: func.func @sink_reshape
// CHECK: %[[ADD:.*]] = pyc.add %arg0, %arg1 : tensor<6x4xf32>
// CHECK: %[[C:.*]] = pyc.constant dense<5.000000e-01> : tensor<6x4xf32>
// CHECK: %[[MUL:.*]] = pyc.mul %[[ADD]], %[[C]] : tensor<6x4xf32>
// CHECK: %[[ERF:.*]] = pyc.erf %[[MUL]] : tensor<6x4xf32>
// CHECK: %[[R:.*]] = pyc.reshape %[[ERF]] : tensor<6x4xf32> -> tensor<2x3x4xf32>
// CHECK: return %[[R]]
func.func @sink_reshape(%x: tensor<6x4xf32>, %b: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %a = pyc.add %x, %b : tensor<6x4xf32>
  %v = pyc.reshape %a : tensor<6x4xf32> -> tensor<2x3x4xf32>
  %c = pyc.constant dense<0.5> : tensor<2x3x4xf32>
  %m = pyc.mul %v, %c : tensor<2x3x4xf32>
  %e = pyc.erf %m : tensor<2x3x4xf32>
  return %e : tensor<2x3x4xf32>
}

// -----

// Not moved: a reshape of a function argument (there is no producer to
// fuse with), and reshapes from different shapes.
// CHECK-LABEL: func.func @keep_reshape
// CHECK: pyc.neg %{{.*}} : tensor<2x3x4xf32>
// CHECK: pyc.add %{{.*}}, %{{.*}} : tensor<2x3x4xf32>
func.func @keep_reshape(%x: tensor<6x4xf32>, %y: tensor<4x6xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %v = pyc.reshape %x : tensor<6x4xf32> -> tensor<2x3x4xf32>
  %n = pyc.neg %v : tensor<2x3x4xf32>
  %a = pyc.exp %x : tensor<6x4xf32>
  %b = pyc.exp %y : tensor<4x6xf32>
  %va = pyc.reshape %a : tensor<6x4xf32> -> tensor<2x3x4xf32>
  %vb = pyc.reshape %b : tensor<4x6xf32> -> tensor<2x3x4xf32>
  %s = pyc.add %va, %vb : tensor<2x3x4xf32>
  return %n, %s : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}
