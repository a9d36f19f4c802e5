// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-graph-pipeline)' | FileCheck %s
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-graph-pipeline)' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPELINE
// RUN: not pycompile-opt %s --pass-pipeline='builtin.module(pyc-graph-pipeline{x=1})' 2>&1 | FileCheck %s --check-prefix=OPTIONS

// The whole graph pipeline, from imported pyc to one kernel: canonicalize
// folds the broadcast scalar exponent, pyc-strength-reduce turns pow(x, 2)
// into a multiply, cse shares the two tanh, pyc-fuse makes one pointwise kernel
// that reads the bias through its broadcast.
// CHECK-LABEL: func.func @graph
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK: %[[K:.*]] = pyc.kernel pointwise(%[[X]], %[[B]])
// CHECK-NEXT: ^bb0(%[[KX:.*]]: tensor<4x8xf32>, %[[KB:.*]]: tensor<8xf32>):
// CHECK-NEXT: %[[P:.*]] = pyc.mul %[[KX]], %[[KX]]
// CHECK-NEXT: %[[T:.*]] = pyc.tanh %[[P]]
// CHECK-NEXT: %[[BB:.*]] = pyc.broadcast_in_dim %[[KB]]
// CHECK-NEXT: %[[S:.*]] = pyc.add %[[T]], %[[BB]]
// CHECK-NEXT: %[[R:.*]] = pyc.mul %[[S]], %[[T]]
// CHECK-NEXT: pyc.yield %[[R]]
// CHECK: return %[[K]]
func.func @graph(%x: tensor<4x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %c = pyc.constant dense<2.0> : tensor<f32>
  %cb = pyc.broadcast_in_dim %c, dims = [] : tensor<f32> -> tensor<4x8xf32>
  %p = pyc.pow %x, %cb : tensor<4x8xf32>
  %t1 = pyc.tanh %p : tensor<4x8xf32>
  %t2 = pyc.tanh %p : tensor<4x8xf32>
  %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %s = pyc.add %t1, %b : tensor<4x8xf32>
  %r = pyc.mul %s, %t2 : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// PIPELINE: Pass Manager with 7 passes:
// PIPELINE-NEXT: builtin.module(
// PIPELINE-NEXT: canonicalize
// PIPELINE-NEXT: func.func(
// PIPELINE-NEXT: pyc-strength-reduce
// PIPELINE-NEXT: ),
// PIPELINE-NEXT: func.func(
// PIPELINE-NEXT: pyc-normalize-shapes
// PIPELINE-NEXT: ),
// PIPELINE-NEXT: canonicalize
// PIPELINE-NEXT: cse,
// PIPELINE-NEXT: func.func(
// PIPELINE-NEXT: pyc-causal-products
// PIPELINE-NEXT: ),
// PIPELINE-NEXT: func.func(
// PIPELINE-NEXT: pyc-fuse

// OPTIONS: pyc-graph-pipeline takes no options
