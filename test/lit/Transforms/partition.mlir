// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-autodiff,pyc-partition)' | FileCheck %s

// A pointwise chain whose backward reads exp's result, sin's operand and
// tanh's result: saving one value (16 bytes, not the 48 the backward reads)
// and recomputing the rest of the chain is the minimum cut; of the equal
// cuts (the input or exp's result), the one nearest the backward.
// CHECK-LABEL: func.func @chain(
// CHECK-LABEL: func.func @chain_forward
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
// CHECK-SAME: attributes {pyc.forward_of = @chain, pyc.num_saved = 1 : i64, pyc.save_all_bytes = 48 : i64, pyc.saved_bytes = 16 : i64}
// CHECK: %[[E:.*]] = pyc.exp %[[X]]
// CHECK: %[[S:.*]] = pyc.sin %[[E]]
// CHECK: %[[T:.*]] = pyc.tanh %[[S]]
// CHECK: return %[[T]], %[[E]]
// CHECK-LABEL: func.func @chain_backward
// CHECK-SAME: (%[[SE:.*]]: tensor<4xf32>, %[[DT:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-SAME: attributes {pyc.backward_of = @chain, pyc.gradient_args = array<i64: 0>}
// CHECK: %[[S2:.*]] = pyc.sin %[[SE]]
// CHECK: %[[T2:.*]] = pyc.tanh %[[S2]]
// CHECK: pyc.mul %[[T2]], %[[T2]]
// CHECK: pyc.cos %[[SE]]
// CHECK: %[[DX:.*]] = pyc.mul %{{.*}}, %[[SE]]
// CHECK: return %[[DX]]
// CHECK-NOT: func.func @chain_joint
func.func @chain(%x: tensor<4xf32>) -> tensor<4xf32> {
  %e = pyc.exp %x : tensor<4xf32>
  %s = pyc.sin %e : tensor<4xf32>
  %t = pyc.tanh %s : tensor<4xf32>
  return %t : tensor<4xf32>
}

// -----

// The backward reads exp's result and the operands' transposes; recomputing
// exp from %a and %b would cost no bytes, but a matmul is never recomputed:
// exp's result (returned anyway) is saved, and the operands themselves,
// which the backward transposes (a view weighs a byte more than the value
// it views).
// CHECK-LABEL: func.func @product_forward
// CHECK-SAME: (%[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8x4xf32>)
// CHECK-SAME: pyc.num_saved = 3 : i64, pyc.save_all_bytes = 320 : i64, pyc.saved_bytes = 320 : i64
// CHECK: %[[M:.*]] = pyc.matmul %[[A]], %[[B]]
// CHECK: %[[E:.*]] = pyc.exp %[[M]]
// CHECK: return %[[E]], %[[A]], %[[B]], %[[E]]
// CHECK-LABEL: func.func @product_backward
// CHECK-SAME: (%[[SA:.*]]: tensor<4x8xf32>, %[[SB:.*]]: tensor<8x4xf32>, %[[SE:.*]]: tensor<4x4xf32>, %[[G:.*]]: tensor<4x4xf32>)
// CHECK-NOT: pyc.exp
// CHECK: %[[DM:.*]] = pyc.mul %[[G]], %[[SE]]
// CHECK: %[[BT:.*]] = pyc.transpose %[[SB]]
// CHECK: pyc.matmul %[[DM]], %[[BT]]
// CHECK: %[[AT:.*]] = pyc.transpose %[[SA]]
// CHECK: pyc.matmul %[[AT]], %[[DM]]
// CHECK: return
func.func @product(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %m = pyc.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf32> -> tensor<4x4xf32>
  %e = pyc.exp %m : tensor<4x4xf32>
  return %e : tensor<4x4xf32>
}

// -----

// Attention's heads: the backward reads q, k and v, three slices (one
// transposed) of one projection. They weigh what the projection does, and
// views a byte more: the projection is saved, and the backward slices it.
// CHECK-LABEL: func.func @heads_forward
// CHECK-SAME: pyc.num_saved = 4 : i64
// CHECK: %[[P:.*]] = pyc.matmul %arg0, %arg1
// CHECK: %[[S:.*]] = pyc.matmul
// CHECK: return %{{.*}}, %arg0, %arg1, %[[P]], %[[S]]
// CHECK-LABEL: func.func @heads_backward
// CHECK-SAME: (%{{[^:]*}}: tensor<4x8xf32>, %{{[^:]*}}: tensor<8x12xf32>, %[[SP:[^:]*]]: tensor<4x12xf32>
// CHECK-COUNT-3: pyc.slice %[[SP]]
func.func @heads(%x: tensor<4x8xf32>, %w: tensor<8x12xf32>) -> tensor<4x4xf32> {
  %p = pyc.matmul %x, %w : tensor<4x8xf32>, tensor<8x12xf32> -> tensor<4x12xf32>
  %q = pyc.slice %p, start = [0, 0], limit = [4, 4], stride = [1, 1] : tensor<4x12xf32> -> tensor<4x4xf32>
  %k = pyc.slice %p, start = [0, 4], limit = [4, 8], stride = [1, 1] : tensor<4x12xf32> -> tensor<4x4xf32>
  %v = pyc.slice %p, start = [0, 8], limit = [4, 12], stride = [1, 1] : tensor<4x12xf32> -> tensor<4x4xf32>
  %kt = pyc.transpose %k, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
  %s = pyc.matmul %q, %kt : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  %a = pyc.matmul %s, %v : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}

// -----

// No cotangent reaches %w: its gradient is zeros, a constant built in the
// backward, not saved.
// CHECK-LABEL: func.func @unused_forward
// CHECK-SAME: pyc.num_saved = 1 : i64, pyc.save_all_bytes = 16 : i64, pyc.saved_bytes = 16 : i64
// CHECK-NOT: pyc.constant
// CHECK: return
// CHECK-LABEL: func.func @unused_backward
// CHECK-SAME: -> (tensor<4xf32>, tensor<4xf32>)
// CHECK: %[[DX:.*]] = pyc.mul
// CHECK: %[[DW:.*]] = pyc.constant dense<0.000000e+00> : tensor<4xf32>
// CHECK: return %[[DX]], %[[DW]]
func.func @unused(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
  %e = pyc.exp %x : tensor<4xf32>
  return %e : tensor<4xf32>
}

// -----

// A reduction is recomputed when its input is saved anyway: the backward
// reads %x for the product's gradient and the broadcast sum for %x's.
// CHECK-LABEL: func.func @scaled_forward
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-SAME: pyc.num_saved = 1 : i64
// CHECK: return %{{.*}}, %[[X]]
// CHECK-LABEL: func.func @scaled_backward
// CHECK-SAME: (%[[SX:.*]]: tensor<2x3xf32>, %{{.*}}: tensor<2x3xf32>)
// CHECK: pyc.reduce sum %[[SX]]
func.func @scaled(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %s = pyc.reduce sum %x, dims = [1] : tensor<2x3xf32> -> tensor<2xf32>
  %b = pyc.broadcast_in_dim %s, dims = [0] : tensor<2xf32> -> tensor<2x3xf32>
  %y = pyc.mul %x, %b : tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}

// -----

// A reduction that shrinks its operand 4 times or more (a row statistic) is
// not recomputed: the backward would read the whole rows again. Its result
// is saved beside the input.
// CHECK-LABEL: func.func @row_scaled_forward
// CHECK-SAME: (%[[X:.*]]: tensor<2x8xf32>)
// CHECK-SAME: pyc.num_saved = 2 : i64
// CHECK: %[[S:.*]] = pyc.reduce sum %[[X]]
// CHECK: return %{{.*}}, %[[X]], %[[S]]
// CHECK-LABEL: func.func @row_scaled_backward
// CHECK-NOT: pyc.reduce sum %arg0, dims = [1]
// CHECK: return
func.func @row_scaled(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %s = pyc.reduce sum %x, dims = [1] : tensor<2x8xf32> -> tensor<2xf32>
  %b = pyc.broadcast_in_dim %s, dims = [0] : tensor<2xf32> -> tensor<2x8xf32>
  %y = pyc.mul %x, %b : tensor<2x8xf32>
  return %y : tensor<2x8xf32>
}

// -----

// Run-time sizes: the forward reads the symbols as @f does and weighs
// values at 128 per symbol (no `symbol-sizes`: 128 x 4 x 4 bytes); tanh's
// constant one is a rank-0 constant broadcast to the run-time rows
// (`sizes`). The backward's saved tensor gets its sizes over the symbols
// (`pyc.sizes`) and binds s0 to its dim 0 (`pyc.symbols`); the sum's
// gradient is a broadcast to the rows.
// CHECK: #[[ROWS:.*]] = affine_map<()[s0] -> (s0, 4)>
// CHECK-LABEL: func.func @run_time_forward
// CHECK-SAME: (%[[X:.*]]: tensor<?x4xf32>)
// CHECK-SAME: pyc.saved_bytes = 2048 : i64, pyc.symbols = array<i64: 0, 0, 0, 1>
// CHECK: pyc.broadcast_in_dim %{{.*}}, dims = [] {sizes = #[[ROWS]]} : tensor<f32> -> tensor<?x4xf32>
// CHECK-LABEL: func.func @run_time_backward
// CHECK-SAME: (%{{.*}}: tensor<?x4xf32> {pyc.sizes = #[[ROWS]]}, %[[DS:.*]]: tensor<4xf32>)
// CHECK-SAME: pyc.symbols = array<i64: 0, 0, 0, 1>
// CHECK: pyc.broadcast_in_dim %[[DS]], dims = [1] {sizes = #[[ROWS]]}
func.func @run_time(%x: tensor<?x4xf32>) -> tensor<4xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %t = pyc.tanh %x : tensor<?x4xf32>
  %s = pyc.reduce sum %t, dims = [0] : tensor<?x4xf32> -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// -----

// A backward that needs symbols none of its tensors has as a dim (it
// reshapes s0 * s1 elements to s1 x s0): the vector of sizes the symbols
// are read from is saved, first, and binds them (AOTAutograd's saved
// SymInts).
// CHECK-LABEL: func.func @sizes_saved_forward
// CHECK-SAME: (%{{.*}}: tensor<?xf32> {pyc.sizes = #{{.*}}}, %[[N:.*]]: tensor<2xi64>)
// CHECK-SAME: pyc.num_saved = 1
// CHECK: return %{{.*}}, %[[N]]
// CHECK-LABEL: func.func @sizes_saved_backward
// CHECK-SAME: (%{{.*}}: tensor<2xi64>, %{{.*}}: tensor<?xf32> {pyc.sizes = #{{.*}}})
// CHECK-SAME: pyc.symbols = array<i64: 0, 0, -1, 1, 1, 0, -2, 1>
func.func @sizes_saved(%x: tensor<?xf32> {pyc.sizes = affine_map<()[s0, s1] -> (s0 * s1)>},
                       %n: tensor<2xi64>) -> tensor<?xf32>
    attributes {pyc.symbols = array<i64: 0, 1, -1, 1, 1, 1, -2, 1>} {
  %r = pyc.reshape %x {sizes = affine_map<()[s0, s1] -> (s0, s1)>} : tensor<?xf32> -> tensor<?x?xf32>
  %t = pyc.transpose %r, permutation = [1, 0] : tensor<?x?xf32> -> tensor<?x?xf32>
  %f = pyc.reshape %t {sizes = affine_map<()[s0, s1] -> (s1 * s0)>} : tensor<?x?xf32> -> tensor<?xf32>
  return %f : tensor<?xf32>
}

// -----

// The backward needs only a slice of the product: the slice is saved (32
// bytes), not the product it is a view of (256).
// CHECK-LABEL: func.func @view_forward
// CHECK-SAME: pyc.num_saved = 2 : i64, pyc.save_all_bytes = 544 : i64, pyc.saved_bytes = 544 : i64
// CHECK: %[[M:.*]] = pyc.matmul %{{.*}}, %[[B:.*]] :
// CHECK: %[[S:.*]] = pyc.slice %[[M]]
// CHECK: %[[E:.*]] = pyc.mul %[[S]], %[[S]]
// CHECK: return %[[M]], %[[E]], %[[B]], %[[S]] : tensor<4x16xf32>, tensor<4x2xf32>, tensor<8x16xf32>, tensor<4x2xf32>
// CHECK-LABEL: func.func @view_backward
// CHECK-SAME: (%{{.*}}: tensor<8x16xf32>, %[[SS:.*]]: tensor<4x2xf32>, %{{.*}}: tensor<4x16xf32>, %[[G:.*]]: tensor<4x2xf32>)
// CHECK: pyc.mul %[[G]], %[[SS]]
func.func @view(%a: tensor<4x8xf32>, %b: tensor<8x16xf32> {pyc.requires_grad = false}) -> (tensor<4x16xf32>, tensor<4x2xf32>) {
  %m = pyc.matmul %a, %b : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %s = pyc.slice %m, start = [0, 0], limit = [4, 2], stride = [1, 1] : tensor<4x16xf32> -> tensor<4x2xf32>
  %e = pyc.mul %s, %s : tensor<4x2xf32>
  return %m, %e : tensor<4x16xf32>, tensor<4x2xf32>
}
