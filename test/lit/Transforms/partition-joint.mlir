// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(pyc-partition)' | FileCheck %s

// Hand-written joint functions. @g's second result takes no cotangent (a
// result marked `pyc.requires_grad = false`): the cotangents are the joint
// arguments after @g's, whatever @g's float results are. The backward
// reads %e and %w: %w with %x, %y or %e costs the same, and the cut nearest
// the backward, %e, is taken: nothing is recomputed. @g itself, without
// `pyc.joint_of`, is left alone.
// CHECK-LABEL: func.func @g(
// CHECK-NEXT: pyc.mul
// CHECK-NEXT: pyc.exp
// CHECK-NEXT: return
// CHECK-LABEL: func.func @g_forward
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[W:.*]]: tensor<4xf32> {pyc.requires_grad = false})
// CHECK-SAME: -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK-SAME: pyc.num_saved = 2 : i64, pyc.save_all_bytes = 32 : i64, pyc.saved_bytes = 32 : i64
// CHECK: %[[Y:.*]] = pyc.mul %[[X]], %[[W]]
// CHECK: %[[E:.*]] = pyc.exp %[[Y]]
// CHECK: return %[[Y]], %[[E]], %[[W]], %[[E]]
// CHECK-LABEL: func.func @g_backward
// CHECK-SAME: (%[[SW:.*]]: tensor<4xf32>, %[[SE:.*]]: tensor<4xf32>, %[[DE:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK-SAME: attributes {pyc.backward_of = @g, pyc.gradient_args = array<i64: 0>}
// CHECK-NOT: pyc.exp
// CHECK: %[[DY:.*]] = pyc.mul %[[DE]], %[[SE]]
// CHECK: %[[DX:.*]] = pyc.mul %[[DY]], %[[SW]]
// CHECK: return %[[DX]]
// CHECK-NOT: @g_joint
func.func @g(%x: tensor<4xf32>, %w: tensor<4xf32> {pyc.requires_grad = false}) -> (tensor<4xf32>, tensor<4xf32>) {
  %y = pyc.mul %x, %w : tensor<4xf32>
  %e = pyc.exp %y : tensor<4xf32>
  return %y, %e : tensor<4xf32>, tensor<4xf32>
}

func.func @g_joint(%x: tensor<4xf32>, %w: tensor<4xf32> {pyc.requires_grad = false}, %de: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    attributes {pyc.gradient_args = array<i64: 0>, pyc.joint_of = @g} {
  %y = pyc.mul %x, %w : tensor<4xf32>
  %e = pyc.exp %y : tensor<4xf32>
  %dy = pyc.mul %de, %e : tensor<4xf32>
  %dx = pyc.mul %dy, %w : tensor<4xf32>
  return %y, %e, %dx : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// An op the cut must not recompute (a gather) feeds the value the backward
// reads, tanh's result: of the equal cuts (the gather's result or tanh's,
// each 64 bytes; the integer index is smaller, but the gather from it is
// never recomputed), the one nearest the backward is saved. The table gets
// no gradient; %s gets d * tanh(r).
// CHECK-LABEL: func.func @lookup_forward
// CHECK-SAME: pyc.num_saved = 1 : i64, pyc.save_all_bytes = 64 : i64, pyc.saved_bytes = 64 : i64
// CHECK: %[[R:.*]] = pyc.gather
// CHECK: %[[T:.*]] = pyc.tanh %[[R]]
// CHECK: return %{{.*}}, %[[T]]
// CHECK-LABEL: func.func @lookup_backward
// CHECK-SAME: (%[[ST:.*]]: tensor<1x16xf32>, %[[D:.*]]: tensor<1x16xf32>)
// CHECK: %[[DS:.*]] = pyc.mul %[[D]], %[[ST]]
// CHECK: return %[[DS]]
func.func @lookup(%table: tensor<8x16xf32> {pyc.requires_grad = false}, %ids: tensor<1xi64>,
                  %s: tensor<1x16xf32>) -> tensor<1x16xf32> {
  %r = pyc.gather %table[%ids], dim = 0 : tensor<8x16xf32>, tensor<1xi64> -> tensor<1x16xf32>
  %t = pyc.tanh %r : tensor<1x16xf32>
  %y = pyc.mul %t, %s : tensor<1x16xf32>
  return %y : tensor<1x16xf32>
}

func.func @lookup_joint(%table: tensor<8x16xf32> {pyc.requires_grad = false}, %ids: tensor<1xi64>,
                        %s: tensor<1x16xf32>, %d: tensor<1x16xf32>)
    -> (tensor<1x16xf32>, tensor<1x16xf32>)
    attributes {pyc.gradient_args = array<i64: 2>, pyc.joint_of = @lookup} {
  %r = pyc.gather %table[%ids], dim = 0 : tensor<8x16xf32>, tensor<1xi64> -> tensor<1x16xf32>
  %t = pyc.tanh %r : tensor<1x16xf32>
  %y = pyc.mul %t, %s : tensor<1x16xf32>
  %ds = pyc.mul %d, %t : tensor<1x16xf32>
  return %y, %ds : tensor<1x16xf32>, tensor<1x16xf32>
}
