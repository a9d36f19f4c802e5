// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-fuse-attention))' | FileCheck %s
// The CPU's kernel level takes no attention kernel yet, and says so.
// RUN: not pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-fuse-attention),func.func(pyc-tile))' 2>&1 | FileCheck %s --check-prefix=CPU
// CPU: error: pyc-tile: an attention kernel (pyc-fuse-attention, a GPU pass) has no CPU lowering yet

// The GPT test model's attention: scores of a batched product (4 = batch x
// heads), regrouped as [2, 2, ...], scaled and masked; softmax; product with
// the values. One kernel, reading each input once (%qkv twice before).
// CHECK-LABEL: func.func @causal
// CHECK-NOT: pyc.kernel contraction
// CHECK-NOT: pyc.kernel reduction
// CHECK: %[[O:.*]] = pyc.kernel attention(%arg0, %arg1, %arg2) : (tensor<4x8x16xf32>, tensor<4x16x8xf32>, tensor<8x8xi1>) -> tensor<4x8x16xf32>
// CHECK: pyc.matmul
// CHECK: pyc.reduce max
// CHECK: pyc.reduce sum
// CHECK: pyc.div
// CHECK: pyc.matmul
// CHECK: pyc.yield
// CHECK: return %[[O]]
func.func @causal(%q: tensor<4x8x16xf32>, %v: tensor<4x16x8xf32>, %mask: tensor<8x8xi1>) -> tensor<4x8x16xf32> {
  %s = pyc.kernel contraction(%q, %v) : (tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32> {
  ^bb0(%a: tensor<4x8x16xf32>, %b: tensor<4x16x8xf32>):
    %0 = pyc.matmul %a, %b : tensor<4x8x16xf32>, tensor<4x16x8xf32> -> tensor<4x8x8xf32>
    pyc.yield %0 : tensor<4x8x8xf32>
  }
  %p = pyc.kernel reduction(%s, %mask) : (tensor<4x8x8xf32>, tensor<8x8xi1>) -> tensor<2x2x8x8xf32> {
  ^bb0(%a: tensor<4x8x8xf32>, %m: tensor<8x8xi1>):
    %0 = pyc.reshape %a : tensor<4x8x8xf32> -> tensor<2x2x8x8xf32>
    %c = pyc.constant dense<4.0> : tensor<2x2x8x8xf32>
    %1 = pyc.div %0, %c : tensor<2x2x8x8xf32>
    %2 = pyc.broadcast_in_dim %m, dims = [2, 3] : tensor<8x8xi1> -> tensor<2x2x8x8xi1>
    %inf = pyc.constant dense<0xFF800000> : tensor<2x2x8x8xf32>
    %x = pyc.select %2, %inf, %1 : tensor<2x2x8x8xf32>
    %max = pyc.reduce max %x, dims = [3] : tensor<2x2x8x8xf32> -> tensor<2x2x8xf32>
    %3 = pyc.reshape %max : tensor<2x2x8xf32> -> tensor<2x2x8x1xf32>
    %4 = pyc.stop_gradient %3 : tensor<2x2x8x1xf32>
    %5 = pyc.broadcast_in_dim %4, dims = [0, 1, 2, 3] : tensor<2x2x8x1xf32> -> tensor<2x2x8x8xf32>
    %6 = pyc.sub %x, %5 : tensor<2x2x8x8xf32>
    %e = pyc.exp %6 : tensor<2x2x8x8xf32>
    %sum = pyc.reduce sum %e, dims = [3] : tensor<2x2x8x8xf32> -> tensor<2x2x8xf32>
    %7 = pyc.broadcast_in_dim %sum, dims = [0, 1, 2] : tensor<2x2x8xf32> -> tensor<2x2x8x8xf32>
    %8 = pyc.div %e, %7 : tensor<2x2x8x8xf32>
    pyc.yield %8 : tensor<2x2x8x8xf32>
  }
  %o = pyc.kernel contraction(%p, %q) : (tensor<2x2x8x8xf32>, tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  ^bb0(%a: tensor<2x2x8x8xf32>, %b: tensor<4x8x16xf32>):
    %0 = pyc.reshape %a : tensor<2x2x8x8xf32> -> tensor<4x8x8xf32>
    %1 = pyc.matmul %0, %b : tensor<4x8x8xf32>, tensor<4x8x16xf32> -> tensor<4x8x16xf32>
    pyc.yield %1 : tensor<4x8x16xf32>
  }
  return %o : tensor<4x8x16xf32>
}

// -----

// torch's safe softmax (SDPA's): rows whose keys are all -inf give 0. The
// select moves from the probabilities to the output, its row predicate
// regrouped and spread over the output's columns.
// CHECK-LABEL: func.func @safe
// CHECK: pyc.kernel attention
// CHECK: pyc.reduce max %[[X:.*]], dims = [1]
// CHECK: pyc.reduce sum
// CHECK: %[[ANY:.*]] = pyc.reduce max %{{.*}}, dims = [1] : tensor<8x8xi1> -> tensor<8xi1>
// CHECK: %[[ALL:.*]] = pyc.not %{{.*}} : tensor<8xi1>
// CHECK: %[[P:.*]] = pyc.matmul %[[DIV:.*]], %{{.*}} : tensor<8x8xf32>
// CHECK: %[[ROWS:.*]] = pyc.reshape %[[ALL]] : tensor<8xi1> -> tensor<8x1xi1>
// CHECK: %[[SPREAD:.*]] = pyc.broadcast_in_dim %[[ROWS]], dims = [0, 1] : tensor<8x1xi1> -> tensor<8x4xi1>
// CHECK: %[[Z:.*]] = pyc.select %[[SPREAD]], %{{.*}}, %[[P]] : tensor<8x4xf32>
// CHECK: pyc.yield %[[Z]]
func.func @safe(%q: tensor<8x4xf32>, %kt: tensor<4x8xf32>, %v: tensor<8x4xf32>, %bias: tensor<8x8xf32>) -> tensor<8x4xf32> {
  %s = pyc.kernel contraction(%q, %kt) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>):
    %0 = pyc.matmul %a, %b : tensor<8x4xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
    pyc.yield %0 : tensor<8x8xf32>
  }
  %p = pyc.kernel reduction(%s, %bias) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%a: tensor<8x8xf32>, %m: tensor<8x8xf32>):
    %x = pyc.add %a, %m : tensor<8x8xf32>
    %max = pyc.reduce max %x, dims = [1] : tensor<8x8xf32> -> tensor<8xf32>
    %1 = pyc.broadcast_in_dim %max, dims = [0] : tensor<8xf32> -> tensor<8x8xf32>
    %2 = pyc.sub %x, %1 : tensor<8x8xf32>
    %e = pyc.exp %2 : tensor<8x8xf32>
    %sum = pyc.reduce sum %e, dims = [1] : tensor<8x8xf32> -> tensor<8xf32>
    %3 = pyc.broadcast_in_dim %sum, dims = [0] : tensor<8xf32> -> tensor<8x8xf32>
    %div = pyc.div %e, %3 : tensor<8x8xf32>
    %inf = pyc.constant dense<0xFF800000> : tensor<8x8xf32>
    %4 = pyc.compare eq, %x, %inf : tensor<8x8xf32>
    %5 = pyc.not %4 : tensor<8x8xi1>
    %any = pyc.reduce max %5, dims = [1] : tensor<8x8xi1> -> tensor<8xi1>
    %all = pyc.not %any : tensor<8xi1>
    %6 = pyc.broadcast_in_dim %all, dims = [0] : tensor<8xi1> -> tensor<8x8xi1>
    %zero = pyc.constant dense<0.0> : tensor<8x8xf32>
    %7 = pyc.select %6, %zero, %div : tensor<8x8xf32>
    pyc.yield %7 : tensor<8x8xf32>
  }
  %o = pyc.kernel contraction(%p, %v) : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<8x8xf32>, %b: tensor<8x4xf32>):
    %0 = pyc.matmul %a, %b : tensor<8x8xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
    pyc.yield %0 : tensor<8x4xf32>
  }
  return %o : tensor<8x4xf32>
}

// -----

// Not merged: the probabilities are also a result (a training forward
// saves them), and a softmax over scores read transposed (not element by
// element) would need every score before the first row is done.
// CHECK-LABEL: func.func @saved
// CHECK-NOT: pyc.kernel attention
// CHECK: pyc.kernel contraction
// CHECK: pyc.kernel reduction
// CHECK: pyc.kernel contraction
func.func @saved(%q: tensor<8x4xf32>, %kt: tensor<4x8xf32>, %v: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x8xf32>) {
  %s = pyc.kernel contraction(%q, %kt) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>):
    %0 = pyc.matmul %a, %b : tensor<8x4xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
    pyc.yield %0 : tensor<8x8xf32>
  }
  %p = pyc.kernel reduction(%s) : (tensor<8x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%x: tensor<8x8xf32>):
    %max = pyc.reduce max %x, dims = [1] : tensor<8x8xf32> -> tensor<8xf32>
    %1 = pyc.broadcast_in_dim %max, dims = [0] : tensor<8xf32> -> tensor<8x8xf32>
    %2 = pyc.sub %x, %1 : tensor<8x8xf32>
    %e = pyc.exp %2 : tensor<8x8xf32>
    %sum = pyc.reduce sum %e, dims = [1] : tensor<8x8xf32> -> tensor<8xf32>
    %3 = pyc.broadcast_in_dim %sum, dims = [0] : tensor<8xf32> -> tensor<8x8xf32>
    %div = pyc.div %e, %3 : tensor<8x8xf32>
    pyc.yield %div : tensor<8x8xf32>
  }
  %o = pyc.kernel contraction(%p, %v) : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<8x8xf32>, %b: tensor<8x4xf32>):
    %0 = pyc.matmul %a, %b : tensor<8x8xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
    pyc.yield %0 : tensor<8x4xf32>
  }
  return %o, %p : tensor<8x4xf32>, tensor<8x8xf32>
}

// -----

// CHECK-LABEL: func.func @transposed_scores
// CHECK-NOT: pyc.kernel attention
func.func @transposed_scores(%q: tensor<8x4xf32>, %kt: tensor<4x8xf32>, %v: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %s = pyc.kernel contraction(%q, %kt) : (tensor<8x4xf32>, tensor<4x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>):
    %0 = pyc.matmul %a, %b : tensor<8x4xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
    pyc.yield %0 : tensor<8x8xf32>
  }
  %p = pyc.kernel reduction(%s) : (tensor<8x8xf32>) -> tensor<8x8xf32> {
  ^bb0(%a: tensor<8x8xf32>):
    %x = pyc.transpose %a, permutation = [1, 0] : tensor<8x8xf32> -> tensor<8x8xf32>
    %max = pyc.reduce max %x, dims = [1] : tensor<8x8xf32> -> tensor<8xf32>
    %1 = pyc.broadcast_in_dim %max, dims = [0] : tensor<8xf32> -> tensor<8x8xf32>
    %2 = pyc.sub %x, %1 : tensor<8x8xf32>
    %e = pyc.exp %2 : tensor<8x8xf32>
    %sum = pyc.reduce sum %e, dims = [1] : tensor<8x8xf32> -> tensor<8xf32>
    %3 = pyc.broadcast_in_dim %sum, dims = [0] : tensor<8xf32> -> tensor<8x8xf32>
    %div = pyc.div %e, %3 : tensor<8x8xf32>
    pyc.yield %div : tensor<8x8xf32>
  }
  %o = pyc.kernel contraction(%p, %v) : (tensor<8x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<8x8xf32>, %b: tensor<8x4xf32>):
    %0 = pyc.matmul %a, %b : tensor<8x8xf32>, tensor<8x4xf32> -> tensor<8x4xf32>
    pyc.yield %0 : tensor<8x4xf32>
  }
  return %o : tensor<8x4xf32>
}
