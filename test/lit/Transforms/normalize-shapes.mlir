// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-normalize-shapes))' | FileCheck %s

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

// So below the ops reading a reduction's result viewed with unit dims
// (batch norm's mean, [C] as [1, C, 1, 1], scaled for the running mean):
// they compute in [C], the reduction's kept shape, and join its kernel.
// CHECK-LABEL: func.func @sink_reshape_of_reduction
// CHECK: %[[S:.*]] = pyc.reduce sum %arg0, dims = [0, 2, 3] : tensor<2x3x4x4xf32> -> tensor<3xf32>
// CHECK: %[[C:.*]] = pyc.constant dense<1.000000e-01> : tensor<3xf32>
// CHECK: %[[M:.*]] = pyc.mul %[[S]], %[[C]] : tensor<3xf32>
// CHECK: %[[R:.*]] = pyc.reshape %[[M]] : tensor<3xf32> -> tensor<1x3x1x1xf32>
// CHECK: return %[[R]]
func.func @sink_reshape_of_reduction(%x: tensor<2x3x4x4xf32>) -> tensor<1x3x1x1xf32> {
  %s = pyc.reduce sum %x, dims = [0, 2, 3] : tensor<2x3x4x4xf32> -> tensor<3xf32>
  %v = pyc.reshape %s : tensor<3xf32> -> tensor<1x3x1x1xf32>
  %c = pyc.constant dense<0.1> : tensor<1x3x1x1xf32>
  %m = pyc.mul %v, %c : tensor<1x3x1x1xf32>
  return %m : tensor<1x3x1x1xf32>
}

// -----

// With run-time sizes a constant comes broadcast from a scalar (no constant
// has a `?` dim); it is rebuilt the same way in the producer's shape, whose
// sizes (s0 * s1 rows) it takes.
// CHECK: #[[ROWS:.*]] = affine_map<()[s0, s1] -> (s0 * s1, 4)>
// CHECK-LABEL: func.func @sink_reshape_run_time
// CHECK: %[[ADD:.*]] = pyc.add %arg0, %arg1 : tensor<?x4xf32>
// CHECK: %[[C:.*]] = pyc.constant dense<5.000000e-01> : tensor<f32>
// CHECK: %[[B:.*]] = pyc.broadcast_in_dim %[[C]], dims = [] {sizes = #[[ROWS]]} : tensor<f32> -> tensor<?x4xf32>
// CHECK: %[[MUL:.*]] = pyc.mul %[[ADD]], %[[B]] : tensor<?x4xf32>
// CHECK: %[[ERF:.*]] = pyc.erf %[[MUL]] : tensor<?x4xf32>
// CHECK: pyc.reshape %[[ERF]] {sizes = #{{.*}}} : tensor<?x4xf32> -> tensor<?x?x4xf32>
func.func @sink_reshape_run_time(%x: tensor<?x4xf32> {pyc.sizes = affine_map<()[s0, s1] -> (s0 * s1, 4)>},
                                  %b: tensor<?x4xf32> {pyc.sizes = affine_map<()[s0, s1] -> (s0 * s1, 4)>},
                                  %y: tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
    attributes {pyc.symbols = array<i64: 0, 2, 0, 1, 1, 2, 1, 1>} {
  %a = pyc.add %x, %b : tensor<?x4xf32>
  %v = pyc.reshape %a {sizes = affine_map<()[s0, s1] -> (s0, s1, 4)>} : tensor<?x4xf32> -> tensor<?x?x4xf32>
  %h = pyc.constant dense<0.5> : tensor<f32>
  %c = pyc.broadcast_in_dim %h, dims = [] {sizes = affine_map<()[s0, s1] -> (s0, s1, 4)>} : tensor<f32> -> tensor<?x?x4xf32>
  %m = pyc.mul %v, %c : tensor<?x?x4xf32>
  %e = pyc.erf %m : tensor<?x?x4xf32>
  return %e : tensor<?x?x4xf32>
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

// -----

// Only shapes are rewritten: reshapes that meet are left to canonicalize,
// pow to pyc-strength-reduce.
// CHECK-LABEL: func.func @no_folding
// CHECK: pyc.reshape
// CHECK: pyc.reshape
// CHECK: pyc.pow
func.func @no_folding(%x: tensor<6xf32>) -> tensor<6xf32> {
  %a = pyc.reshape %x : tensor<6xf32> -> tensor<2x3xf32>
  %b = pyc.reshape %a : tensor<2x3xf32> -> tensor<6xf32>
  %c = pyc.constant dense<2.0> : tensor<6xf32>
  %p = pyc.pow %b, %c : tensor<6xf32>
  return %p : tensor<6xf32>
}

// -----

// SDPA's math form: the keys transposed, then scaled, for the product. The
// scale moves above the transpose (into the projection's layout, where it
// joins the bias add's kernel, the reshape moving too), and the product
// reads the transposed view. Not where the function returns the result:
// the transpose would then be a copy kernel of its own.
// CHECK-LABEL: func.func @sink_transpose
// CHECK-SAME: (%[[P:.*]]: tensor<8x8xf32>, %[[BIAS:.*]]: tensor<8x8xf32>, %[[Q:.*]]: tensor<2x4x4xf32>)
// CHECK: %[[Y:.*]] = pyc.add %[[P]], %[[BIAS]] : tensor<8x8xf32>
// CHECK: %[[C:.*]] = pyc.constant dense<5.000000e-01> : tensor<8x8xf32>
// CHECK: %[[S:.*]] = pyc.mul %[[C]], %[[Y]] : tensor<8x8xf32>
// CHECK: %[[R:.*]] = pyc.reshape %[[S]] : tensor<8x8xf32> -> tensor<2x4x8xf32>
// CHECK: %[[T:.*]] = pyc.transpose %[[R]], permutation = [0, 2, 1] : tensor<2x4x8xf32> -> tensor<2x8x4xf32>
// CHECK: pyc.matmul %[[T]], %[[Q]]
// CHECK: %[[U:.*]] = pyc.transpose %{{.*}}, permutation = [0, 2, 1]
// CHECK: pyc.mul %[[U]], %{{.*}} : tensor<2x8x4xf32>
// CHECK: pyc.div %{{.*}}, %{{.*}} : tensor<2x8x4xf32>
func.func @sink_transpose(%p: tensor<8x8xf32>, %bias: tensor<8x8xf32>, %q: tensor<2x4x4xf32>) -> (tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x4xf32>) {
  %y = pyc.add %p, %bias : tensor<8x8xf32>
  %r = pyc.reshape %y : tensor<8x8xf32> -> tensor<2x4x8xf32>
  %t = pyc.transpose %r, permutation = [0, 2, 1] : tensor<2x4x8xf32> -> tensor<2x8x4xf32>
  %c = pyc.constant dense<0.5> : tensor<2x8x4xf32>
  %s = pyc.mul %c, %t : tensor<2x8x4xf32>
  %o = pyc.matmul %s, %q : tensor<2x8x4xf32>, tensor<2x4x4xf32> -> tensor<2x8x4xf32>
  %u = pyc.transpose %r, permutation = [0, 2, 1] : tensor<2x4x8xf32> -> tensor<2x8x4xf32>
  %v = pyc.mul %u, %c : tensor<2x8x4xf32>
  %cu = pyc.constant dense<2.0> : tensor<2x8x4xf32>
  %w = pyc.div %cu, %u : tensor<2x8x4xf32>
  return %o, %v, %w, %u : tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x4xf32>, tensor<2x8x4xf32>
}

// -----

// Batch norm over a channels-last input (the part takes the [N, H, W, C]
// buffer, transposed to [N, C, H, W]): the centring and squaring move below
// the transpose, with the mean's broadcast placed on the buffer's channel
// dim, so both statistics' reductions read the buffer (canonicalization
// then folds reduce(transpose)). A broadcast whose dims the permutation
// would put out of order has its (small) operand transposed first.
// CHECK-LABEL: func.func @sink_transpose_pointwise
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x4x3xf32>, %[[M:.*]]: tensor<3xf32>, %[[W:.*]]: tensor<3x4xf32>)
// CHECK: %[[MB:.*]] = pyc.broadcast_in_dim %[[M]], dims = [3] : tensor<3xf32> -> tensor<2x4x4x3xf32>
// CHECK: %[[D:.*]] = pyc.sub %[[X]], %[[MB]] : tensor<2x4x4x3xf32>
// CHECK: %[[SQ:.*]] = pyc.mul %[[D]], %[[D]] : tensor<2x4x4x3xf32>
// CHECK: %[[T2:.*]] = pyc.transpose %[[SQ]], permutation = [0, 3, 1, 2]
// CHECK: pyc.reduce sum %[[T2]], dims = [0, 2, 3]
// CHECK: pyc.compare gt, %[[X]]
// CHECK: %[[WT:.*]] = pyc.transpose %[[W]], permutation = [1, 0] : tensor<3x4xf32> -> tensor<4x3xf32>
// CHECK: %[[WB:.*]] = pyc.broadcast_in_dim %[[WT]], dims = [2, 3] : tensor<4x3xf32> -> tensor<2x4x4x3xf32>
// CHECK: %[[C:.*]] = pyc.constant dense<2.000000e+00> : tensor<2x4x4x3xf32>
// CHECK: %[[S:.*]] = pyc.select %{{.*}}, %[[WB]], %[[C]] : tensor<2x4x4x3xf32>
// CHECK: %[[T3:.*]] = pyc.transpose %[[S]], permutation = [0, 3, 1, 2]
// CHECK: pyc.reduce sum %[[T3]], dims = [0, 2, 3]
func.func @sink_transpose_pointwise(%x: tensor<2x4x4x3xf32>, %m: tensor<3xf32>, %w: tensor<3x4xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %t = pyc.transpose %x, permutation = [0, 3, 1, 2] : tensor<2x4x4x3xf32> -> tensor<2x3x4x4xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [1] : tensor<3xf32> -> tensor<2x3x4x4xf32>
  %d = pyc.sub %t, %mb : tensor<2x3x4x4xf32>
  %sq = pyc.mul %d, %d : tensor<2x3x4x4xf32>
  %v = pyc.reduce sum %sq, dims = [0, 2, 3] : tensor<2x3x4x4xf32> -> tensor<3xf32>
  %wb = pyc.broadcast_in_dim %w, dims = [1, 3] : tensor<3x4xf32> -> tensor<2x3x4x4xf32>
  %c = pyc.constant dense<2.0> : tensor<2x3x4x4xf32>
  %z = pyc.constant dense<0.0> : tensor<2x3x4x4xf32>
  %pos = pyc.compare gt, %t, %z : tensor<2x3x4x4xf32>
  %s = pyc.select %pos, %wb, %c : tensor<2x3x4x4xf32>
  %u = pyc.reduce sum %s, dims = [0, 2, 3] : tensor<2x3x4x4xf32> -> tensor<3xf32>
  return %v, %u : tensor<3xf32>, tensor<3xf32>
}
