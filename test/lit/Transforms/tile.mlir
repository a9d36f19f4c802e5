// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-tile))' | FileCheck %s

// A right operand stored transposed (x @ w.T, as nn.Linear): k is its
// contiguous dim, so a dot product per element (ijk).
// CHECK-LABEL: func.func @transposed_rhs
// CHECK: pyc.kernel contraction(%{{.*}}) {pyc.tile = {order = "ijk"}}
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

// A row-major right operand: j is contiguous, rows of it stream (ikj).
// CHECK-LABEL: func.func @row_major_rhs
// CHECK: pyc.kernel contraction(%{{.*}}) {pyc.tile = {order = "ikj"}}
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
// CHECK: {pyc.tile = {order = "ijk"}}
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

// Kernels with nothing to decide carry no pyc.tile; a stale one is removed.
// CHECK-LABEL: func.func @pointwise
// CHECK-NOT: pyc.tile
func.func @pointwise(%x: tensor<4xf32>) -> tensor<4xf32> {
  %k = pyc.kernel pointwise(%x) {pyc.tile = {order = "ijk"}} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %0 = pyc.neg %a : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}
