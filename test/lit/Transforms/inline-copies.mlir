// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-inline-copies))' | FileCheck %s

// Rotary's rotate-half as pyc-fuse leaves it: two slice kernels (one
// negated), the concat reading them, and the sum reading the concat. One
// pointwise kernel reads %x (once: its two reads are one input) and
// computes the rest.
// CHECK-LABEL: func.func @rotary
// CHECK: %[[R:.*]] = pyc.kernel pointwise(%arg0, %arg1, %arg2) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
// CHECK-DAG: pyc.slice
// CHECK-DAG: pyc.neg
// CHECK: pyc.concat
// CHECK: pyc.mul
// CHECK: pyc.add
// CHECK: pyc.yield
// CHECK-NOT: pyc.kernel
// CHECK: return %[[R]]
func.func @rotary(%x: tensor<2x4xf32>, %cos: tensor<2x4xf32>, %sin: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %hi = pyc.kernel pointwise(%x) : (tensor<2x4xf32>) -> tensor<2x2xf32> {
  ^bb0(%a: tensor<2x4xf32>):
    %0 = pyc.slice %a, start = [0, 2], limit = [2, 4], stride = [1, 1] : tensor<2x4xf32> -> tensor<2x2xf32>
    %1 = pyc.neg %0 : tensor<2x2xf32>
    pyc.yield %1 : tensor<2x2xf32>
  }
  %lo = pyc.kernel pointwise(%x) : (tensor<2x4xf32>) -> tensor<2x2xf32> {
  ^bb0(%a: tensor<2x4xf32>):
    %0 = pyc.slice %a, start = [0, 0], limit = [2, 2], stride = [1, 1] : tensor<2x4xf32> -> tensor<2x2xf32>
    pyc.yield %0 : tensor<2x2xf32>
  }
  %cat = pyc.kernel opaque(%hi, %lo) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>):
    %0 = pyc.concat %a, %b dim = 1 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x4xf32>
    pyc.yield %0 : tensor<2x4xf32>
  }
  %r = pyc.kernel pointwise(%x, %cos, %cat, %sin) : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> {
  ^bb0(%a: tensor<2x4xf32>, %c: tensor<2x4xf32>, %r: tensor<2x4xf32>, %s: tensor<2x4xf32>):
    %0 = pyc.mul %a, %c : tensor<2x4xf32>
    %1 = pyc.mul %r, %s : tensor<2x4xf32>
    %2 = pyc.add %0, %1 : tensor<2x4xf32>
    pyc.yield %2 : tensor<2x4xf32>
  }
  return %r : tensor<2x4xf32>
}

// -----

// Copies stay kernels of their own where the function returns them too,
// where two kernels read them, and where they transpose the innermost dim
// (read in place, the reader's loads would scatter); a kernel that
// computes (an exp) is no copy.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-7: pyc.kernel
// CHECK-NOT: pyc.kernel
func.func @kept(%x: tensor<4x8xf32>) -> (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf16>, tensor<4x8xf32>) {
  %returned = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.neg %a : tensor<4x8xf32>
    pyc.yield %0 : tensor<4x8xf32>
  }
  %both = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf16> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.convert %a : tensor<4x8xf32> -> tensor<4x8xf16>
    pyc.yield %0 : tensor<4x8xf16>
  }
  %t = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.transpose %a, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
    pyc.yield %0 : tensor<8x4xf32>
  }
  %e = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.exp %a : tensor<4x8xf32>
    pyc.yield %0 : tensor<4x8xf32>
  }
  %u = pyc.kernel pointwise(%t, %e, %returned) : (tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x4xf32> {
  ^bb0(%a: tensor<8x4xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>):
    %0 = pyc.add %b, %c : tensor<4x8xf32>
    %1 = pyc.transpose %0, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
    %2 = pyc.add %a, %1 : tensor<8x4xf32>
    pyc.yield %2 : tensor<8x4xf32>
  }
  %v = pyc.kernel pointwise(%both) : (tensor<4x8xf16>) -> tensor<4x8xf16> {
  ^bb0(%a: tensor<4x8xf16>):
    %0 = pyc.mul %a, %a : tensor<4x8xf16>
    pyc.yield %0 : tensor<4x8xf16>
  }
  %w = pyc.kernel pointwise(%both, %e) : (tensor<4x8xf16>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf16>, %b: tensor<4x8xf32>):
    %0 = pyc.convert %a : tensor<4x8xf16> -> tensor<4x8xf32>
    %1 = pyc.add %0, %b : tensor<4x8xf32>
    pyc.yield %1 : tensor<4x8xf32>
  }
  return %u, %returned, %v, %w : tensor<8x4xf32>, tensor<4x8xf32>, tensor<4x8xf16>, tensor<4x8xf32>
}

// -----

// A reduction reads a copy (a broadcast of a converted vector) in its
// prologue: computed there.
// CHECK-LABEL: func.func @prologue
// CHECK: %[[R:.*]] = pyc.kernel reduction(%arg0, %arg1) : (tensor<4x8xf32>, tensor<8xf16>) -> tensor<4xf32> {
// CHECK: pyc.convert
// CHECK: pyc.broadcast_in_dim
// CHECK: pyc.reduce sum
// CHECK-NOT: pyc.kernel
func.func @prologue(%x: tensor<4x8xf32>, %w: tensor<8xf16>) -> tensor<4xf32> {
  %b = pyc.kernel pointwise(%w) : (tensor<8xf16>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<8xf16>):
    %0 = pyc.convert %a : tensor<8xf16> -> tensor<8xf32>
    %1 = pyc.broadcast_in_dim %0, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    pyc.yield %1 : tensor<4x8xf32>
  }
  %r = pyc.kernel reduction(%x, %b) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x8xf32>, %c: tensor<4x8xf32>):
    %0 = pyc.mul %a, %c : tensor<4x8xf32>
    %1 = pyc.reduce sum %0, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    pyc.yield %1 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
