// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-raise-softmax))' | FileCheck %s

// pycompile's decomposed softmax (keepdim max, detached, re-broadcast; the
// sum likewise) is one pyc.softmax; the ops it replaces are dead.
// CHECK-LABEL: func.func @softmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[Y:.*]] = pyc.softmax %[[X]], dim = 1 : tensor<4x8xf32>
// CHECK-NEXT: return %[[Y]]
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %mk = pyc.reshape %m : tensor<4xf32> -> tensor<4x1xf32>
  %ms = pyc.stop_gradient %mk : tensor<4x1xf32>
  %mb = pyc.broadcast_in_dim %ms, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %e = pyc.exp %d : tensor<4x8xf32>
  %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %sk = pyc.reshape %s : tensor<4xf32> -> tensor<4x1xf32>
  %sb = pyc.broadcast_in_dim %sk, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x8xf32>
  %y = pyc.div %e, %sb : tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// bf16 scores converted up and probabilities rounded back: the softmax of
// the bf16 scores (computed in f32, rounded once: the same values).
// CHECK-LABEL: func.func @half
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x8xbf16>)
// CHECK-NEXT: %[[Y:.*]] = pyc.softmax %[[X]], dim = 1 : tensor<2x3x8xbf16>
// CHECK-NEXT: return %[[Y]]
func.func @half(%x: tensor<2x3x8xbf16>) -> tensor<2x3x8xbf16> {
  %c = pyc.convert %x : tensor<2x3x8xbf16> -> tensor<2x3x8xf32>
  %m = pyc.reduce max %c, dims = [1] : tensor<2x3x8xf32> -> tensor<2x8xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 2] : tensor<2x8xf32> -> tensor<2x3x8xf32>
  %d = pyc.sub %c, %mb : tensor<2x3x8xf32>
  %e = pyc.exp %d : tensor<2x3x8xf32>
  %s = pyc.reduce sum %e, dims = [1] : tensor<2x3x8xf32> -> tensor<2x8xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0, 2] : tensor<2x8xf32> -> tensor<2x3x8xf32>
  %y = pyc.div %e, %sb : tensor<2x3x8xf32>
  %r = pyc.convert %y : tensor<2x3x8xf32> -> tensor<2x3x8xbf16>
  return %r : tensor<2x3x8xbf16>
}

// -----

// Not a softmax: the shift is the max of another tensor, and the sum is
// over another dim than the max.
// CHECK-LABEL: func.func @not_softmax
// CHECK-NOT: pyc.softmax
func.func @not_softmax(%x: tensor<4x8xf32>, %z: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %m = pyc.reduce max %z, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %e = pyc.exp %d : tensor<4x8xf32>
  %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %y = pyc.div %e, %sb : tensor<4x8xf32>
  %m2 = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %m2b = pyc.broadcast_in_dim %m2, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d2 = pyc.sub %x, %m2b : tensor<4x8xf32>
  %e2 = pyc.exp %d2 : tensor<4x8xf32>
  %s2 = pyc.reduce sum %e2, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  %s2b = pyc.broadcast_in_dim %s2, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %y2 = pyc.div %e2, %s2b : tensor<4x8xf32>
  return %y, %y2 : tensor<4x8xf32>, tensor<4x8xf32>
}
