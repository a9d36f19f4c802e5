// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile))' | FileCheck %s

// A right operand stored transposed (x @ w.T, as nn.Linear): k is its
// contiguous dim, so a dot product per element (ijk), in blocks of 8 rows
// against 1 column; threads share the blocks of rows (dim 0).
// CHECK-LABEL: func.func @transposed_rhs
// CHECK: pyc.kernel contraction(%{{.*}}) {pyc.tile = {block = array<i64: 8, 1>, order = "ijk", parallel = 0 : i64}}
func.func @transposed_rhs(%x: tensor<4x8xf32>, %w: tensor<16x8xf32>) -> tensor<4x16xf32> {
  %k = pyc.kernel contraction(%x, %w) : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>):
    %t = pyc.transpose %b, permutation = [1, 0] : tensor<16x8xf32> -> tensor<8x16xf32>
    %m = pyc.matmul %a, %t : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
    pyc.yield %m : tensor<4x16xf32>
  }
  return %k : tensor<4x16xf32>
}

// -----

// A row-major right operand: j is contiguous, rows of it stream (ikj),
// 6 rows x 16 columns of vector accumulators; threads share the batch dim.
// CHECK-LABEL: func.func @row_major_rhs
// CHECK: pyc.kernel contraction(%{{.*}}) {pyc.tile = {block = array<i64: 6, 16>, order = "ikj", parallel = 0 : i64}}
func.func @row_major_rhs(%x: tensor<2x4x8xf32>, %w: tensor<2x8x16xf32>) -> tensor<2x4x16xf32> {
  %k = pyc.kernel contraction(%x, %w) : (tensor<2x4x8xf32>, tensor<2x8x16xf32>) -> tensor<2x4x16xf32> {
  ^bb0(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>):
    %m = pyc.matmul %a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32> -> tensor<2x4x16xf32>
    pyc.yield %m : tensor<2x4x16xf32>
  }
  return %k : tensor<2x4x16xf32>
}

// -----

// A batched transpose of the last two dims (attention's q @ k^T) is ijk too.
// CHECK-LABEL: func.func @batched_transposed
// CHECK: {pyc.tile = {block = array<i64: 8, 1>, order = "ijk", parallel = 0 : i64}}
func.func @batched_transposed(%q: tensor<2x4x8xf32>, %k: tensor<2x6x8xf32>) -> tensor<2x4x6xf32> {
  %r = pyc.kernel contraction(%q, %k) : (tensor<2x4x8xf32>, tensor<2x6x8xf32>) -> tensor<2x4x6xf32> {
  ^bb0(%a: tensor<2x4x8xf32>, %b: tensor<2x6x8xf32>):
    %t = pyc.transpose %b, permutation = [0, 2, 1] : tensor<2x6x8xf32> -> tensor<2x8x6xf32>
    %m = pyc.matmul %a, %t : tensor<2x4x8xf32>, tensor<2x8x6xf32> -> tensor<2x4x6xf32>
    pyc.yield %m : tensor<2x4x6xf32>
  }
  return %r : tensor<2x4x6xf32>
}

// -----

// One batch of one: threads share the blocks of rows (dim 1).
// CHECK-LABEL: func.func @unit_batch
// CHECK: parallel = 1 : i64
func.func @unit_batch(%x: tensor<1x4x8xf32>, %w: tensor<1x8x16xf32>) -> tensor<1x4x16xf32> {
  %k = pyc.kernel contraction(%x, %w) : (tensor<1x4x8xf32>, tensor<1x8x16xf32>) -> tensor<1x4x16xf32> {
  ^bb0(%a: tensor<1x4x8xf32>, %b: tensor<1x8x16xf32>):
    %m = pyc.matmul %a, %b : tensor<1x4x8xf32>, tensor<1x8x16xf32> -> tensor<1x4x16xf32>
    pyc.yield %m : tensor<1x4x16xf32>
  }
  return %k : tensor<1x4x16xf32>
}

// -----

// A reduction kernel: threads share the first kept dim wider than 1, a dim
// of the reduction's operand (here 2: dim 0 has one element, 1 is reduced).
// CHECK-LABEL: func.func @reduction
// CHECK: pyc.kernel reduction(%{{.*}}) {pyc.tile = {parallel = 2 : i64}}
func.func @reduction(%x: tensor<1x8x5xf32>) -> tensor<1x5xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<1x8x5xf32>) -> tensor<1x5xf32> {
  ^bb0(%a: tensor<1x8x5xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<1x8x5xf32> -> tensor<1x5xf32>
    pyc.yield %s : tensor<1x5xf32>
  }
  return %k : tensor<1x5xf32>
}

// -----

// A pointwise kernel: the first dim of its (first) result wider than 1; a
// stale decision is replaced.
// CHECK-LABEL: func.func @pointwise
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.tile = {parallel = 1 : i64}}
func.func @pointwise(%x: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %k = pyc.kernel pointwise(%x) {pyc.tile = {order = "ijk"}} : (tensor<1x4xf32>) -> tensor<1x4xf32> {
  ^bb0(%a: tensor<1x4xf32>):
    %0 = pyc.neg %a : tensor<1x4xf32>
    pyc.yield %0 : tensor<1x4xf32>
  }
  return %k : tensor<1x4xf32>
}

// -----

// One element: nothing to decide, so no pyc.tile.
// CHECK-LABEL: func.func @one_element
// CHECK-NOT: pyc.tile
func.func @one_element(%x: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %k = pyc.kernel pointwise(%x) {pyc.tile = {order = "ijk"}} : (tensor<1x1xf32>) -> tensor<1x1xf32> {
  ^bb0(%a: tensor<1x1xf32>):
    %0 = pyc.neg %a : tensor<1x1xf32>
    pyc.yield %0 : tensor<1x1xf32>
  }
  return %k : tensor<1x1xf32>
}
