// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-fuse-siblings))' | FileCheck %s

// Two norm outputs and a key expansion a backward recomputes: the kernels
// of one shape become one, where the later stood, each input loaded once
// (%arg1 both read); the expansion, of another shape, stays apart.
// CHECK-LABEL: func.func @recomputed
// CHECK: %[[E:.*]] = pyc.kernel pointwise(%arg3)
// CHECK: %[[K:.*]]:2 = pyc.kernel pointwise(%arg0, %arg1, %arg2) : (tensor<4x8xf32>, tensor<4x1xf32>, tensor<4x8xf32>) -> (tensor<4x8xbf16>, tensor<4x8xbf16>) {
// CHECK: pyc.mul
// CHECK: pyc.convert
// CHECK: pyc.mul
// CHECK: pyc.convert
// CHECK: pyc.yield %{{.*}}, %{{.*}} : tensor<4x8xbf16>, tensor<4x8xbf16>
// CHECK-NOT: pyc.kernel
// CHECK: return %[[K]]#0, %[[E]], %[[K]]#1
func.func @recomputed(%x: tensor<4x8xf32>, %r: tensor<4x1xf32>, %y: tensor<4x8xf32>, %k: tensor<2x8xf32>) -> (tensor<4x8xbf16>, tensor<2x2x8xf32>, tensor<4x8xbf16>) {
  %a = pyc.kernel pointwise(%x, %r) : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x8xbf16> {
  ^bb0(%v: tensor<4x8xf32>, %s: tensor<4x1xf32>):
    %0 = pyc.broadcast_in_dim %s, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x8xf32>
    %1 = pyc.mul %v, %0 : tensor<4x8xf32>
    %2 = pyc.convert %1 : tensor<4x8xf32> -> tensor<4x8xbf16>
    pyc.yield %2 : tensor<4x8xbf16>
  }
  %e = pyc.kernel pointwise(%k) : (tensor<2x8xf32>) -> tensor<2x2x8xf32> {
  ^bb0(%v: tensor<2x8xf32>):
    %0 = pyc.broadcast_in_dim %v, dims = [0, 2] : tensor<2x8xf32> -> tensor<2x2x8xf32>
    pyc.yield %0 : tensor<2x2x8xf32>
  }
  %b = pyc.kernel pointwise(%y, %r) : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x8xbf16> {
  ^bb0(%v: tensor<4x8xf32>, %s: tensor<4x1xf32>):
    %0 = pyc.broadcast_in_dim %s, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x8xf32>
    %1 = pyc.mul %v, %0 : tensor<4x8xf32>
    %2 = pyc.convert %1 : tensor<4x8xf32> -> tensor<4x8xbf16>
    pyc.yield %2 : tensor<4x8xbf16>
  }
  return %a, %e, %b : tensor<4x8xbf16>, tensor<2x2x8xf32>, tensor<4x8xbf16>
}

// -----

// A kernel that reads the other's result stays apart, as does a reduction.
// CHECK-LABEL: func.func @dependent
// CHECK: %[[A:.*]] = pyc.kernel pointwise(%arg0)
// CHECK: %[[B:.*]] = pyc.kernel pointwise(%[[A]])
// CHECK: pyc.kernel reduction
func.func @dependent(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<f32>) {
  %a = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %0 = pyc.exp %v : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  %b = pyc.kernel pointwise(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %0 = pyc.neg %v : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  %s = pyc.kernel reduction(%b) : (tensor<4xf32>) -> tensor<f32> {
  ^bb0(%v: tensor<4xf32>):
    %0 = pyc.reduce sum %v, dims = [0] : tensor<4xf32> -> tensor<f32>
    pyc.yield %0 : tensor<f32>
  }
  return %b, %s : tensor<4xf32>, tensor<f32>
}

// -----

// An op between them reads the earlier kernel and feeds the later one's
// operand: no place has both before it, and they stay apart. A third
// kernel, independent of both, joins the nearest, in its own place.
// CHECK-LABEL: func.func @interleaved
// CHECK: %[[A:.*]] = pyc.kernel pointwise(%arg0)
// CHECK: %[[R:.*]] = pyc.reshape %[[A]]
// CHECK: %[[BC:.*]]:2 = pyc.kernel pointwise(%[[R]], %arg2)
// CHECK-NOT: pyc.kernel
// CHECK: return %[[A]], %[[BC]]#0, %[[BC]]#1
func.func @interleaved(%x: tensor<4xf32>, %y: tensor<2x2xf32>, %z: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %a = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %0 = pyc.exp %v : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  %r = pyc.reshape %a : tensor<4xf32> -> tensor<2x2xf32>
  %b = pyc.kernel pointwise(%r) : (tensor<2x2xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<2x2xf32>):
    %0 = pyc.reshape %v : tensor<2x2xf32> -> tensor<4xf32>
    %1 = pyc.neg %0 : tensor<4xf32>
    pyc.yield %1 : tensor<4xf32>
  }
  %c = pyc.kernel pointwise(%z) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %0 = pyc.tanh %v : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// GPT-2's norm backward: a linear layer's bias gradient and the norm's
// weight gradient, sums over the same rows of one shape, become one
// reduction kernel; a max over those rows (a softmax's, say) stays apart.
// CHECK-LABEL: func.func @column_sums
// CHECK: %[[K:.*]]:2 = pyc.kernel reduction(%arg0, %arg1, %arg2) : (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-COUNT-2: pyc.reduce sum
// CHECK: pyc.kernel reduction(%arg0)
// CHECK: pyc.reduce max
func.func @column_sums(%g: tensor<16x8xf32>, %x: tensor<16x8xf32>, %r: tensor<16x8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %bias = pyc.kernel reduction(%g) : (tensor<16x8xf32>) -> tensor<8xf32> {
  ^bb0(%v: tensor<16x8xf32>):
    %0 = pyc.reduce sum %v, dims = [0] : tensor<16x8xf32> -> tensor<8xf32>
    pyc.yield %0 : tensor<8xf32>
  }
  %weight = pyc.kernel reduction(%x, %r) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<8xf32> {
  ^bb0(%a: tensor<16x8xf32>, %b: tensor<16x8xf32>):
    %0 = pyc.mul %a, %b : tensor<16x8xf32>
    %1 = pyc.reduce sum %0, dims = [0] : tensor<16x8xf32> -> tensor<8xf32>
    pyc.yield %1 : tensor<8xf32>
  }
  %max = pyc.kernel reduction(%g) : (tensor<16x8xf32>) -> tensor<8xf32> {
  ^bb0(%v: tensor<16x8xf32>):
    %0 = pyc.reduce max %v, dims = [0] : tensor<16x8xf32> -> tensor<8xf32>
    pyc.yield %0 : tensor<8xf32>
  }
  return %bias, %weight, %max : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// A declaration has no kernels: left as it is (the pass used to abort).
// CHECK-LABEL: func.func private @declared
func.func private @declared(tensor<4xf32>) -> tensor<4xf32>
