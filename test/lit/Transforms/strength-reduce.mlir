// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-strength-reduce))' | FileCheck %s

// pow(x, 0) = 1, NaN included (torch.pow(nan, 0) is 1).
// CHECK-LABEL: func.func @pow_0
// CHECK: %[[ONE:.*]] = pyc.constant dense<1.000000e+00> : tensor<4x8xf32>
// CHECK-NOT: pyc.pow
// CHECK: return %[[ONE]]
func.func @pow_0(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = pyc.constant dense<0.0> : tensor<4x8xf32>
  %p = pyc.pow %x, %c : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @pow_0_int
// CHECK: %[[ONE:.*]] = pyc.constant dense<1> : tensor<3xi64>
// CHECK: return %[[ONE]]
func.func @pow_0_int(%x: tensor<3xi64>) -> tensor<3xi64> {
  %c = pyc.constant dense<0> : tensor<3xi64>
  %p = pyc.pow %x, %c : tensor<3xi64>
  return %p : tensor<3xi64>
}

// -----

// A splat constant needs a static shape: pow(x, 0) stays.
// CHECK-LABEL: func.func @pow_0_dynamic
// CHECK: pyc.pow
func.func @pow_0_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %z = pyc.constant dense<0.0> : tensor<4xf32>
  %p = "pyc.pow"(%x, %z) : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return %p : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @pow_1
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NOT: pyc.pow
// CHECK: return %[[X]]
func.func @pow_1(%x: tensor<4xf32>) -> tensor<4xf32> {
  %c = pyc.constant dense<1.0> : tensor<4xf32>
  %p = pyc.pow %x, %c : tensor<4xf32>
  return %p : tensor<4xf32>
}

// -----

// The exponent constant is erased once nothing reads it.
// CHECK-LABEL: func.func @pow_2
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NOT: pyc.constant
// CHECK: %[[M:.*]] = pyc.mul %[[X]], %[[X]] : tensor<4x8xf32>
// CHECK-NOT: pyc.pow
// CHECK: return %[[M]]
func.func @pow_2(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = pyc.constant dense<2.0> : tensor<4x8xf32>
  %p = pyc.pow %x, %c : tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @pow_3
// CHECK-SAME: (%[[X:.*]]: tensor<4xbf16>)
// CHECK: %[[SQ:.*]] = pyc.mul %[[X]], %[[X]] : tensor<4xbf16>
// CHECK: %[[CU:.*]] = pyc.mul %[[SQ]], %[[X]] : tensor<4xbf16>
// CHECK-NOT: pyc.pow
// CHECK: return %[[CU]]
func.func @pow_3(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %c = pyc.constant dense<3.0> : tensor<4xbf16>
  %p = pyc.pow %x, %c : tensor<4xbf16>
  return %p : tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @pow_minus_1
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>)
// CHECK: %[[R:.*]] = pyc.reciprocal %[[X]] : tensor<4xf64>
// CHECK-NOT: pyc.pow
// CHECK: return %[[R]]
func.func @pow_minus_1(%x: tensor<4xf64>) -> tensor<4xf64> {
  %c = pyc.constant dense<-1.0> : tensor<4xf64>
  %p = pyc.pow %x, %c : tensor<4xf64>
  return %p : tensor<4xf64>
}

// -----

// Integer powers 2 and 3: multiplies, which wrap as torch's integer pow.
// CHECK-LABEL: func.func @pow_int
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>, %[[Y:.*]]: tensor<4xi8>)
// CHECK: %[[SQ:.*]] = pyc.mul %[[X]], %[[X]] : tensor<4xi32>
// CHECK: %[[YY:.*]] = pyc.mul %[[Y]], %[[Y]] : tensor<4xi8>
// CHECK: %[[CU:.*]] = pyc.mul %[[YY]], %[[Y]] : tensor<4xi8>
// CHECK-NOT: pyc.pow
// CHECK: return %[[SQ]], %[[CU]]
func.func @pow_int(%x: tensor<4xi32>, %y: tensor<4xi8>) -> (tensor<4xi32>, tensor<4xi8>) {
  %c2 = pyc.constant dense<2> : tensor<4xi32>
  %p = pyc.pow %x, %c2 : tensor<4xi32>
  %c3 = pyc.constant dense<3> : tensor<4xi8>
  %q = pyc.pow %y, %c3 : tensor<4xi8>
  return %p, %q : tensor<4xi32>, tensor<4xi8>
}

// -----

// Not rewritten: pow(x, 0.5) is not sqrt(x) at -inf and -0, pow(x, -0.5)
// is not rsqrt(x) there either, and 1 / (x * x) flushes to 0 where
// pow(x, -2) is a subnormal.
// CHECK-LABEL: func.func @pow_kept
// CHECK-COUNT-3: pyc.pow
// CHECK-NOT: pyc.sqrt
// CHECK-NOT: pyc.rsqrt
// CHECK-NOT: pyc.reciprocal
func.func @pow_kept(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %half = pyc.constant dense<0.5> : tensor<4xf32>
  %a = pyc.pow %x, %half : tensor<4xf32>
  %mhalf = pyc.constant dense<-0.5> : tensor<4xf32>
  %b = pyc.pow %x, %mhalf : tensor<4xf32>
  %m2 = pyc.constant dense<-2.0> : tensor<4xf32>
  %c = pyc.pow %x, %m2 : tensor<4xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// Not rewritten: an exponent with no rule, a non-splat or non-constant
// exponent, a negative integer exponent, a splat base.
// CHECK-LABEL: func.func @pow_no_rule
// CHECK-COUNT-5: pyc.pow
// CHECK-NOT: pyc.mul
// CHECK-NOT: pyc.reciprocal
func.func @pow_no_rule(%x: tensor<2xf32>, %e: tensor<2xf32>, %i: tensor<2xi64>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xf32>) {
  %c07 = pyc.constant dense<0.7> : tensor<2xf32>
  %a = pyc.pow %x, %c07 : tensor<2xf32>
  %c22 = pyc.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %b = pyc.pow %x, %c22 : tensor<2xf32>
  %c = pyc.pow %x, %e : tensor<2xf32>
  %cm1 = pyc.constant dense<-1> : tensor<2xi64>
  %d = pyc.pow %i, %cm1 : tensor<2xi64>
  %two = pyc.constant dense<2.0> : tensor<2xf32>
  %f = pyc.pow %two, %x : tensor<2xf32>
  return %a, %b, %c, %d, %f : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xi64>, tensor<2xf32>
}

// -----

// Only pow is rewritten: other ops are not folded.
// CHECK-LABEL: func.func @no_folding
// CHECK: pyc.neg
// CHECK: pyc.neg
func.func @no_folding(%x: tensor<2xf32>) -> tensor<2xf32> {
  %a = pyc.neg %x : tensor<2xf32>
  %b = pyc.neg %a : tensor<2xf32>
  return %b : tensor<2xf32>
}

// -----

// With run-time sizes the exponent is a broadcast of a 0-d constant (a `?`
// shape has no constant of its own): rewritten as the splat is.
// CHECK-LABEL: func.func @pow_2_run_time
// CHECK: %[[SQ:.*]] = pyc.mul %arg0, %arg0 : tensor<?x8xf32>
// CHECK-NOT: pyc.pow
// CHECK: return %[[SQ]]
func.func @pow_2_run_time(%x: tensor<?x8xf32>) -> tensor<?x8xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %c = pyc.constant dense<2.0> : tensor<f32>
  %e = pyc.broadcast_in_dim %c, dims = [] {sizes = affine_map<()[s0] -> (s0, 8)>} : tensor<f32> -> tensor<?x8xf32>
  %p = pyc.pow %x, %e : tensor<?x8xf32>
  return %p : tensor<?x8xf32>
}

// -----

// x / 8 = x * 0.125 exactly (attention's 1 / sqrt(64)); bf16 and negative
// powers of two too.
// CHECK-LABEL: func.func @div_power_of_two
// CHECK: %[[R:.*]] = pyc.constant dense<1.250000e-01> : tensor<4x8xf32>
// CHECK: %[[M:.*]] = pyc.mul %arg0, %[[R]] : tensor<4x8xf32>
// CHECK: %[[H:.*]] = pyc.constant dense<-2.000000e+00> : tensor<4x8xbf16>
// CHECK: pyc.mul %arg1, %[[H]] : tensor<4x8xbf16>
// CHECK-NOT: pyc.div
func.func @div_power_of_two(%x: tensor<4x8xf32>, %y: tensor<4x8xbf16>) -> (tensor<4x8xf32>, tensor<4x8xbf16>) {
  %c = pyc.constant dense<8.0> : tensor<4x8xf32>
  %d = pyc.div %x, %c : tensor<4x8xf32>
  %h = pyc.constant dense<-0.5> : tensor<4x8xbf16>
  %e = pyc.div %y, %h : tensor<4x8xbf16>
  return %d, %e : tensor<4x8xf32>, tensor<4x8xbf16>
}

// -----

// Not rewritten: 1 / sqrt(96) is no power of two (x * (1 / c) would round
// twice), the reciprocal of 2^127 is subnormal, and integers divide.
// CHECK-LABEL: func.func @div_kept
// CHECK-COUNT-3: pyc.div
// CHECK-NOT: pyc.mul
func.func @div_kept(%x: tensor<4xf32>, %i: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi64>) {
  %c = pyc.constant dense<9.79795897> : tensor<4xf32>
  %d = pyc.div %x, %c : tensor<4xf32>
  %t = pyc.constant dense<1.70141183E+38> : tensor<4xf32>
  %e = pyc.div %x, %t : tensor<4xf32>
  %k = pyc.constant dense<4> : tensor<4xi64>
  %f = pyc.div %i, %k : tensor<4xi64>
  return %d, %e, %f : tensor<4xf32>, tensor<4xf32>, tensor<4xi64>
}

// -----

// With run-time sizes, the reciprocal is a rank-0 constant broadcast to them.
// CHECK-LABEL: func.func @div_power_of_two_run_time
// CHECK: %[[R:.*]] = pyc.constant dense<1.562500e-02> : tensor<f32>
// CHECK: %[[B:.*]] = pyc.broadcast_in_dim %[[R]], dims = []
// CHECK: pyc.mul %arg0, %[[B]] : tensor<?x64xf32>
func.func @div_power_of_two_run_time(%x: tensor<?x64xf32>) -> tensor<?x64xf32> attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %c = pyc.constant dense<64.0> : tensor<f32>
  %b = pyc.broadcast_in_dim %c, dims = [] {sizes = affine_map<()[s0] -> (s0, 64)>} : tensor<f32> -> tensor<?x64xf32>
  %d = pyc.div %x, %b : tensor<?x64xf32>
  return %d : tensor<?x64xf32>
}

// -----

// Rotary's frequencies times positions, a product of one term: the
// operands broadcast to the result and multiplied.
// CHECK-LABEL: func.func @matmul_one_term
// CHECK-DAG: %[[A:.*]] = pyc.broadcast_in_dim %arg0, dims = [0, 1, 2] : tensor<1x32x1xf32> -> tensor<1x32x16xf32>
// CHECK-DAG: %[[B:.*]] = pyc.broadcast_in_dim %arg1, dims = [0, 1, 2] : tensor<1x1x16xf32> -> tensor<1x32x16xf32>
// CHECK: %[[P:.*]] = pyc.mul %[[A]], %[[B]] : tensor<1x32x16xf32>
// CHECK-NOT: pyc.matmul
// CHECK: return %[[P]]
func.func @matmul_one_term(%f: tensor<1x32x1xf32>, %t: tensor<1x1x16xf32>) -> tensor<1x32x16xf32> {
  %p = pyc.matmul %f, %t : tensor<1x32x1xf32>, tensor<1x1x16xf32> -> tensor<1x32x16xf32>
  return %p : tensor<1x32x16xf32>
}

// -----

// Two terms stay a product.
// CHECK-LABEL: func.func @matmul_two_terms
// CHECK: pyc.matmul
func.func @matmul_two_terms(%a: tensor<4x2xf32>, %b: tensor<2x8xf32>) -> tensor<4x8xf32> {
  %p = pyc.matmul %a, %b : tensor<4x2xf32>, tensor<2x8xf32> -> tensor<4x8xf32>
  return %p : tensor<4x8xf32>
}
