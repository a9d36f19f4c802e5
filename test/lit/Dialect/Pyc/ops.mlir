// RUN: pycompile-opt %s | pycompile-opt | FileCheck %s
// RUN: pycompile-opt %s --mlir-print-op-generic | pycompile-opt | FileCheck %s

// Round trip of every pyc op in its custom form and, through the generic
// form, back again. Covers each element type and `?` dims where an op takes
// them.

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @constant_f32
func.func @constant_f32() -> tensor<2xf32> {
  // CHECK: pyc.constant dense<[1.000000e+00, 2.500000e+00]> : tensor<2xf32>
  %0 = pyc.constant dense<[1.0, 2.5]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @constant_f64
func.func @constant_f64() -> tensor<2x2xf64> {
  // CHECK: pyc.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf64>
  %0 = pyc.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// CHECK-LABEL: func.func @constant_f16
func.func @constant_f16() -> tensor<3xf16> {
  // CHECK: pyc.constant dense<5.000000e-01> : tensor<3xf16>
  %0 = pyc.constant dense<0.5> : tensor<3xf16>
  return %0 : tensor<3xf16>
}

// CHECK-LABEL: func.func @constant_bf16
func.func @constant_bf16() -> tensor<2xbf16> {
  // CHECK: pyc.constant dense<[1.000000e+00, -2.000000e+00]> : tensor<2xbf16>
  %0 = pyc.constant dense<[1.0, -2.0]> : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// CHECK-LABEL: func.func @constant_i64
func.func @constant_i64() -> tensor<4x4xi64> {
  // CHECK: pyc.constant dense<0> : tensor<4x4xi64>
  %0 = pyc.constant dense<0> : tensor<4x4xi64>
  return %0 : tensor<4x4xi64>
}

// CHECK-LABEL: func.func @constant_i32
func.func @constant_i32() -> tensor<3xi32> {
  // CHECK: pyc.constant dense<[1, -2, 3]> : tensor<3xi32>
  %0 = pyc.constant dense<[1, -2, 3]> : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK-LABEL: func.func @constant_i8
func.func @constant_i8() -> tensor<2xi8> {
  // CHECK: pyc.constant dense<[-128, 127]> : tensor<2xi8>
  %0 = pyc.constant dense<[-128, 127]> : tensor<2xi8>
  return %0 : tensor<2xi8>
}

// CHECK-LABEL: func.func @constant_i1
func.func @constant_i1() -> tensor<2xi1> {
  // CHECK: pyc.constant dense<[true, false]> : tensor<2xi1>
  %0 = pyc.constant dense<[true, false]> : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// CHECK-LABEL: func.func @constant_rank0
func.func @constant_rank0() -> tensor<f32> {
  // CHECK: pyc.constant dense<3.000000e+00> : tensor<f32>
  %0 = pyc.constant dense<3.0> : tensor<f32>
  return %0 : tensor<f32>
}

//===----------------------------------------------------------------------===//
// Unary elementwise
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @neg
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xf32>, %[[I:.*]]: tensor<3xi8>)
func.func @neg(%x: tensor<4x?xf32>, %i: tensor<3xi8>) -> (tensor<4x?xf32>, tensor<3xi8>) {
  // CHECK: pyc.neg %[[X]] : tensor<4x?xf32>
  %0 = pyc.neg %x : tensor<4x?xf32>
  // CHECK: pyc.neg %[[I]] : tensor<3xi8>
  %1 = pyc.neg %i : tensor<3xi8>
  return %0, %1 : tensor<4x?xf32>, tensor<3xi8>
}

// CHECK-LABEL: func.func @abs
// CHECK-SAME: (%[[X:.*]]: tensor<?xf64>, %[[I:.*]]: tensor<2x3xi32>)
func.func @abs(%x: tensor<?xf64>, %i: tensor<2x3xi32>) -> (tensor<?xf64>, tensor<2x3xi32>) {
  // CHECK: pyc.abs %[[X]] : tensor<?xf64>
  %0 = pyc.abs %x : tensor<?xf64>
  // CHECK: pyc.abs %[[I]] : tensor<2x3xi32>
  %1 = pyc.abs %i : tensor<2x3xi32>
  return %0, %1 : tensor<?xf64>, tensor<2x3xi32>
}

// CHECK-LABEL: func.func @exp
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
func.func @exp(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: pyc.exp %[[X]] : tensor<4x8xf32>
  %0 = pyc.exp %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @log
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf16>)
func.func @log(%x: tensor<?x8xf16>) -> tensor<?x8xf16> {
  // CHECK: pyc.log %[[X]] : tensor<?x8xf16>
  %0 = pyc.log %x : tensor<?x8xf16>
  return %0 : tensor<?x8xf16>
}

// CHECK-LABEL: func.func @log1p
// CHECK-SAME: (%[[X:.*]]: tensor<4xbf16>)
func.func @log1p(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  // CHECK: pyc.log1p %[[X]] : tensor<4xbf16>
  %0 = pyc.log1p %x : tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// CHECK-LABEL: func.func @expm1
// CHECK-SAME: (%[[X:.*]]: tensor<f64>)
func.func @expm1(%x: tensor<f64>) -> tensor<f64> {
  // CHECK: pyc.expm1 %[[X]] : tensor<f64>
  %0 = pyc.expm1 %x : tensor<f64>
  return %0 : tensor<f64>
}

// CHECK-LABEL: func.func @sqrt
// CHECK-SAME: (%[[X:.*]]: tensor<2x?x4xf32>)
func.func @sqrt(%x: tensor<2x?x4xf32>) -> tensor<2x?x4xf32> {
  // CHECK: pyc.sqrt %[[X]] : tensor<2x?x4xf32>
  %0 = pyc.sqrt %x : tensor<2x?x4xf32>
  return %0 : tensor<2x?x4xf32>
}

// CHECK-LABEL: func.func @rsqrt
// CHECK-SAME: (%[[X:.*]]: tensor<8xf16>)
func.func @rsqrt(%x: tensor<8xf16>) -> tensor<8xf16> {
  // CHECK: pyc.rsqrt %[[X]] : tensor<8xf16>
  %0 = pyc.rsqrt %x : tensor<8xf16>
  return %0 : tensor<8xf16>
}

// CHECK-LABEL: func.func @tanh
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xbf16>)
func.func @tanh(%x: tensor<4x8xbf16>) -> tensor<4x8xbf16> {
  // CHECK: pyc.tanh %[[X]] : tensor<4x8xbf16>
  %0 = pyc.tanh %x : tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}

// CHECK-LABEL: func.func @sigmoid
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>)
func.func @sigmoid(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // CHECK: pyc.sigmoid %[[X]] : tensor<?x?xf32>
  %0 = pyc.sigmoid %x : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @erf
// CHECK-SAME: (%[[X:.*]]: tensor<16xf64>)
func.func @erf(%x: tensor<16xf64>) -> tensor<16xf64> {
  // CHECK: pyc.erf %[[X]] : tensor<16xf64>
  %0 = pyc.erf %x : tensor<16xf64>
  return %0 : tensor<16xf64>
}

// CHECK-LABEL: func.func @erfc
// CHECK-SAME: (%[[X:.*]]: tensor<16xf32>)
func.func @erfc(%x: tensor<16xf32>) -> tensor<16xf32> {
  // CHECK: pyc.erfc %[[X]] : tensor<16xf32>
  %0 = pyc.erfc %x : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// CHECK-LABEL: func.func @sin
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
func.func @sin(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: pyc.sin %[[X]] : tensor<4xf32>
  %0 = pyc.sin %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @cos
// CHECK-SAME: (%[[X:.*]]: tensor<?xf16>)
func.func @cos(%x: tensor<?xf16>) -> tensor<?xf16> {
  // CHECK: pyc.cos %[[X]] : tensor<?xf16>
  %0 = pyc.cos %x : tensor<?xf16>
  return %0 : tensor<?xf16>
}

// CHECK-LABEL: func.func @floor
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
func.func @floor(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // CHECK: pyc.floor %[[X]] : tensor<4x8xf32>
  %0 = pyc.floor %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK-LABEL: func.func @ceil
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xbf16>)
func.func @ceil(%x: tensor<4x?xbf16>) -> tensor<4x?xbf16> {
  // CHECK: pyc.ceil %[[X]] : tensor<4x?xbf16>
  %0 = pyc.ceil %x : tensor<4x?xbf16>
  return %0 : tensor<4x?xbf16>
}

// CHECK-LABEL: func.func @sign
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi64>)
func.func @sign(%x: tensor<4xf32>, %i: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) {
  // CHECK: pyc.sign %[[X]] : tensor<4xf32>
  %0 = pyc.sign %x : tensor<4xf32>
  // CHECK: pyc.sign %[[I]] : tensor<4xi64>
  %1 = pyc.sign %i : tensor<4xi64>
  return %0, %1 : tensor<4xf32>, tensor<4xi64>
}

// CHECK-LABEL: func.func @reciprocal
// CHECK-SAME: (%[[X:.*]]: tensor<2x2xf64>)
func.func @reciprocal(%x: tensor<2x2xf64>) -> tensor<2x2xf64> {
  // CHECK: pyc.reciprocal %[[X]] : tensor<2x2xf64>
  %0 = pyc.reciprocal %x : tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// CHECK-LABEL: func.func @not
// CHECK-SAME: (%[[X:.*]]: tensor<4x?xi1>)
func.func @not(%x: tensor<4x?xi1>) -> tensor<4x?xi1> {
  // CHECK: pyc.not %[[X]] : tensor<4x?xi1>
  %0 = pyc.not %x : tensor<4x?xi1>
  return %0 : tensor<4x?xi1>
}

//===----------------------------------------------------------------------===//
// Binary elementwise
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @add
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<4x?xf32>, %[[I:.*]]: tensor<3xi64>)
func.func @add(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %i: tensor<3xi64>) -> (tensor<4x?xf32>, tensor<3xi64>) {
  // CHECK: pyc.add %[[A]], %[[B]] : tensor<4x?xf32>
  %0 = pyc.add %a, %b : tensor<4x?xf32>
  // CHECK: pyc.add %[[I]], %[[I]] : tensor<3xi64>
  %1 = pyc.add %i, %i : tensor<3xi64>
  return %0, %1 : tensor<4x?xf32>, tensor<3xi64>
}

// CHECK-LABEL: func.func @sub
// CHECK-SAME: (%[[A:.*]]: tensor<8xbf16>, %[[B:.*]]: tensor<8xbf16>, %[[I:.*]]: tensor<2xi8>)
func.func @sub(%a: tensor<8xbf16>, %b: tensor<8xbf16>, %i: tensor<2xi8>) -> (tensor<8xbf16>, tensor<2xi8>) {
  // CHECK: pyc.sub %[[A]], %[[B]] : tensor<8xbf16>
  %0 = pyc.sub %a, %b : tensor<8xbf16>
  // CHECK: pyc.sub %[[I]], %[[I]] : tensor<2xi8>
  %1 = pyc.sub %i, %i : tensor<2xi8>
  return %0, %1 : tensor<8xbf16>, tensor<2xi8>
}

// CHECK-LABEL: func.func @mul
// CHECK-SAME: (%[[A:.*]]: tensor<?xf16>, %[[B:.*]]: tensor<?xf16>)
func.func @mul(%a: tensor<?xf16>, %b: tensor<?xf16>) -> tensor<?xf16> {
  // CHECK: pyc.mul %[[A]], %[[B]] : tensor<?xf16>
  %0 = pyc.mul %a, %b : tensor<?xf16>
  return %0 : tensor<?xf16>
}

// CHECK-LABEL: func.func @div
// CHECK-SAME: (%[[A:.*]]: tensor<2x3xf64>, %[[B:.*]]: tensor<2x3xf64>, %[[I:.*]]: tensor<2xi32>, %[[J:.*]]: tensor<2xi32>)
func.func @div(%a: tensor<2x3xf64>, %b: tensor<2x3xf64>, %i: tensor<2xi32>, %j: tensor<2xi32>) -> (tensor<2x3xf64>, tensor<2xi32>) {
  // CHECK: pyc.div %[[A]], %[[B]] : tensor<2x3xf64>
  %0 = pyc.div %a, %b : tensor<2x3xf64>
  // CHECK: pyc.div %[[I]], %[[J]] : tensor<2xi32>
  %1 = pyc.div %i, %j : tensor<2xi32>
  return %0, %1 : tensor<2x3xf64>, tensor<2xi32>
}

// CHECK-LABEL: func.func @pow
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi64>)
func.func @pow(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) {
  // CHECK: pyc.pow %[[A]], %[[B]] : tensor<4xf32>
  %0 = pyc.pow %a, %b : tensor<4xf32>
  // CHECK: pyc.pow %[[I]], %[[I]] : tensor<4xi64>
  %1 = pyc.pow %i, %i : tensor<4xi64>
  return %0, %1 : tensor<4xf32>, tensor<4xi64>
}

// CHECK-LABEL: func.func @max
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<4x?xf32>, %[[P:.*]]: tensor<4xi1>, %[[Q:.*]]: tensor<4xi1>)
func.func @max(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %p: tensor<4xi1>, %q: tensor<4xi1>) -> (tensor<4x?xf32>, tensor<4xi1>) {
  // CHECK: pyc.max %[[A]], %[[B]] : tensor<4x?xf32>
  %0 = pyc.max %a, %b : tensor<4x?xf32>
  // CHECK: pyc.max %[[P]], %[[Q]] : tensor<4xi1>
  %1 = pyc.max %p, %q : tensor<4xi1>
  return %0, %1 : tensor<4x?xf32>, tensor<4xi1>
}

// CHECK-LABEL: func.func @min
// CHECK-SAME: (%[[A:.*]]: tensor<3xi32>, %[[B:.*]]: tensor<3xi32>)
func.func @min(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  // CHECK: pyc.min %[[A]], %[[B]] : tensor<3xi32>
  %0 = pyc.min %a, %b : tensor<3xi32>
  return %0 : tensor<3xi32>
}

// CHECK-LABEL: func.func @remainder
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<?xi64>, %[[J:.*]]: tensor<?xi64>)
func.func @remainder(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<?xi64>, %j: tensor<?xi64>) -> (tensor<4xf32>, tensor<?xi64>) {
  // CHECK: pyc.remainder %[[A]], %[[B]] : tensor<4xf32>
  %0 = pyc.remainder %a, %b : tensor<4xf32>
  // CHECK: pyc.remainder %[[I]], %[[J]] : tensor<?xi64>
  %1 = pyc.remainder %i, %j : tensor<?xi64>
  return %0, %1 : tensor<4xf32>, tensor<?xi64>
}

// CHECK-LABEL: func.func @and
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xi1>, %[[B:.*]]: tensor<4x?xi1>)
func.func @and(%a: tensor<4x?xi1>, %b: tensor<4x?xi1>) -> tensor<4x?xi1> {
  // CHECK: pyc.and %[[A]], %[[B]] : tensor<4x?xi1>
  %0 = pyc.and %a, %b : tensor<4x?xi1>
  return %0 : tensor<4x?xi1>
}

// CHECK-LABEL: func.func @or
// CHECK-SAME: (%[[A:.*]]: tensor<4xi1>, %[[B:.*]]: tensor<4xi1>)
func.func @or(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  // CHECK: pyc.or %[[A]], %[[B]] : tensor<4xi1>
  %0 = pyc.or %a, %b : tensor<4xi1>
  return %0 : tensor<4xi1>
}

//===----------------------------------------------------------------------===//
// Compare, select, convert
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @compare
// CHECK-SAME: (%[[A:.*]]: tensor<4x?xf32>, %[[B:.*]]: tensor<4x?xf32>, %[[I:.*]]: tensor<3xi8>, %[[P:.*]]: tensor<2xi1>)
func.func @compare(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %i: tensor<3xi8>, %p: tensor<2xi1>)
    -> (tensor<4x?xi1>, tensor<4x?xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<2xi1>) {
  // CHECK: pyc.compare eq, %[[A]], %[[B]] : tensor<4x?xf32>
  %0 = pyc.compare eq, %a, %b : tensor<4x?xf32>
  // CHECK: pyc.compare ne, %[[A]], %[[B]] : tensor<4x?xf32>
  %1 = pyc.compare ne, %a, %b : tensor<4x?xf32>
  // CHECK: pyc.compare lt, %[[I]], %[[I]] : tensor<3xi8>
  %2 = pyc.compare lt, %i, %i : tensor<3xi8>
  // CHECK: pyc.compare le, %[[I]], %[[I]] : tensor<3xi8>
  %3 = pyc.compare le, %i, %i : tensor<3xi8>
  // CHECK: pyc.compare gt, %[[I]], %[[I]] : tensor<3xi8>
  %4 = pyc.compare gt, %i, %i : tensor<3xi8>
  // CHECK: pyc.compare ge, %[[P]], %[[P]] : tensor<2xi1>
  %5 = pyc.compare ge, %p, %p : tensor<2xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4x?xi1>, tensor<4x?xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<2xi1>
}

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[C:.*]]: tensor<4x?xi1>, %[[A:.*]]: tensor<4x?xf16>, %[[B:.*]]: tensor<4x?xf16>)
func.func @select(%c: tensor<4x?xi1>, %a: tensor<4x?xf16>, %b: tensor<4x?xf16>) -> tensor<4x?xf16> {
  // CHECK: pyc.select %[[C]], %[[A]], %[[B]] : tensor<4x?xf16>
  %0 = pyc.select %c, %a, %b : tensor<4x?xf16>
  return %0 : tensor<4x?xf16>
}

// CHECK-LABEL: func.func @select_i64
// CHECK-SAME: (%[[C:.*]]: tensor<3xi1>, %[[A:.*]]: tensor<3xi64>, %[[B:.*]]: tensor<3xi64>)
func.func @select_i64(%c: tensor<3xi1>, %a: tensor<3xi64>, %b: tensor<3xi64>) -> tensor<3xi64> {
  // CHECK: pyc.select %[[C]], %[[A]], %[[B]] : tensor<3xi64>
  %0 = pyc.select %c, %a, %b : tensor<3xi64>
  return %0 : tensor<3xi64>
}

// CHECK-LABEL: func.func @convert
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<?xi64>, %[[P:.*]]: tensor<2xi1>)
func.func @convert(%x: tensor<4x8xf32>, %i: tensor<?xi64>, %p: tensor<2xi1>)
    -> (tensor<4x8xbf16>, tensor<4x8xi32>, tensor<?xf64>, tensor<?xi8>, tensor<2xf16>, tensor<4x8xi1>) {
  // CHECK: pyc.convert %[[X]] : tensor<4x8xf32> -> tensor<4x8xbf16>
  %0 = pyc.convert %x : tensor<4x8xf32> -> tensor<4x8xbf16>
  // CHECK: pyc.convert %[[X]] : tensor<4x8xf32> -> tensor<4x8xi32>
  %1 = pyc.convert %x : tensor<4x8xf32> -> tensor<4x8xi32>
  // CHECK: pyc.convert %[[I]] : tensor<?xi64> -> tensor<?xf64>
  %2 = pyc.convert %i : tensor<?xi64> -> tensor<?xf64>
  // CHECK: pyc.convert %[[I]] : tensor<?xi64> -> tensor<?xi8>
  %3 = pyc.convert %i : tensor<?xi64> -> tensor<?xi8>
  // CHECK: pyc.convert %[[P]] : tensor<2xi1> -> tensor<2xf16>
  %4 = pyc.convert %p : tensor<2xi1> -> tensor<2xf16>
  // CHECK: pyc.convert %[[X]] : tensor<4x8xf32> -> tensor<4x8xi1>
  %5 = pyc.convert %x : tensor<4x8xf32> -> tensor<4x8xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4x8xbf16>, tensor<4x8xi32>, tensor<?xf64>, tensor<?xi8>, tensor<2xf16>, tensor<4x8xi1>
}

// A `?` dim is compatible with a static one.
// CHECK-LABEL: func.func @convert_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>)
func.func @convert_dynamic(%x: tensor<?x8xf32>) -> tensor<4x8xf16> {
  // CHECK: pyc.convert %[[X]] : tensor<?x8xf32> -> tensor<4x8xf16>
  %0 = pyc.convert %x : tensor<?x8xf32> -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

//===----------------------------------------------------------------------===//
// Shape and layout
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>)
func.func @broadcast_in_dim(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // CHECK: pyc.broadcast_in_dim %[[X]], dims = [1] : tensor<3xf32> -> tensor<2x3xf32>
  %0 = pyc.broadcast_in_dim %x, dims = [1] : tensor<3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Size-1 dims repeat; `?` dims are accepted.
// CHECK-LABEL: func.func @broadcast_in_dim_ones
// CHECK-SAME: (%[[X:.*]]: tensor<1x?xi64>)
func.func @broadcast_in_dim_ones(%x: tensor<1x?xi64>) -> tensor<5x4x?xi64> {
  // CHECK: pyc.broadcast_in_dim %[[X]], dims = [0, 2] : tensor<1x?xi64> -> tensor<5x4x?xi64>
  %0 = pyc.broadcast_in_dim %x, dims = [0, 2] : tensor<1x?xi64> -> tensor<5x4x?xi64>
  return %0 : tensor<5x4x?xi64>
}

// A rank-0 operand takes no dims.
// CHECK-LABEL: func.func @broadcast_in_dim_scalar
// CHECK-SAME: (%[[X:.*]]: tensor<i1>)
func.func @broadcast_in_dim_scalar(%x: tensor<i1>) -> tensor<2x2xi1> {
  // CHECK: pyc.broadcast_in_dim %[[X]], dims = [] : tensor<i1> -> tensor<2x2xi1>
  %0 = pyc.broadcast_in_dim %x, dims = [] : tensor<i1> -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<?x4xi8>)
func.func @reshape(%x: tensor<2x3xf32>, %y: tensor<?x4xi8>) -> (tensor<6xf32>, tensor<?xi8>) {
  // CHECK: pyc.reshape %[[X]] : tensor<2x3xf32> -> tensor<6xf32>
  %0 = pyc.reshape %x : tensor<2x3xf32> -> tensor<6xf32>
  // CHECK: pyc.reshape %[[Y]] : tensor<?x4xi8> -> tensor<?xi8>
  %1 = pyc.reshape %y : tensor<?x4xi8> -> tensor<?xi8>
  return %0, %1 : tensor<6xf32>, tensor<?xi8>
}

// CHECK-LABEL: func.func @reshape_scalar
// CHECK-SAME: (%[[X:.*]]: tensor<1x1xbf16>)
func.func @reshape_scalar(%x: tensor<1x1xbf16>) -> tensor<bf16> {
  // CHECK: pyc.reshape %[[X]] : tensor<1x1xbf16> -> tensor<bf16>
  %0 = pyc.reshape %x : tensor<1x1xbf16> -> tensor<bf16>
  return %0 : tensor<bf16>
}

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<2x?x4xi1>)
func.func @transpose(%x: tensor<2x3xf32>, %y: tensor<2x?x4xi1>) -> (tensor<3x2xf32>, tensor<4x2x?xi1>) {
  // CHECK: pyc.transpose %[[X]], permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  %0 = pyc.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  // CHECK: pyc.transpose %[[Y]], permutation = [2, 0, 1] : tensor<2x?x4xi1> -> tensor<4x2x?xi1>
  %1 = pyc.transpose %y, permutation = [2, 0, 1] : tensor<2x?x4xi1> -> tensor<4x2x?xi1>
  return %0, %1 : tensor<3x2xf32>, tensor<4x2x?xi1>
}

// CHECK-LABEL: func.func @slice
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
func.func @slice(%x: tensor<4x8xf32>) -> tensor<2x7xf32> {
  // CHECK: pyc.slice %[[X]], start = [0, 1], limit = [4, 8], stride = [2, 1] : tensor<4x8xf32> -> tensor<2x7xf32>
  %0 = pyc.slice %x, start = [0, 1], limit = [4, 8], stride = [2, 1] : tensor<4x8xf32> -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}

// A `?` dim cannot bound the limit; the result size is static.
// CHECK-LABEL: func.func @slice_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x5xi32>)
func.func @slice_dynamic(%x: tensor<?x5xi32>) -> tensor<3x2xi32> {
  // CHECK: pyc.slice %[[X]], start = [1, 0], limit = [7, 5], stride = [2, 3] : tensor<?x5xi32> -> tensor<3x2xi32>
  %0 = pyc.slice %x, start = [1, 0], limit = [7, 5], stride = [2, 3] : tensor<?x5xi32> -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// A limit counted from the end of a `?` dim (-1: one before it; ?: the
// end): the result's size there is known at run time.
// CHECK-LABEL: func.func @slice_from_end
// CHECK: pyc.slice %{{.*}}, start = [1, 0], limit = [-1, -9223372036854775808], stride = [1, 1] : tensor<?x?xf32> -> tensor<?x?xf32>
func.func @slice_from_end(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = pyc.slice %x, start = [1, 0], limit = [-1, -9223372036854775808], stride = [1, 1] : tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<3x4xf32>)
func.func @concat(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  // CHECK: pyc.concat %[[A]], %[[B]] dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  %0 = pyc.concat %a, %b dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// A `?` in the concatenated dim makes the result dim `?`.
// CHECK-LABEL: func.func @concat_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<2x?xi64>, %[[B:.*]]: tensor<2x3xi64>, %[[C:.*]]: tensor<2x1xi64>)
func.func @concat_dynamic(%a: tensor<2x?xi64>, %b: tensor<2x3xi64>, %c: tensor<2x1xi64>) -> tensor<2x?xi64> {
  // CHECK: pyc.concat %[[A]], %[[B]], %[[C]] dim = 1 : (tensor<2x?xi64>, tensor<2x3xi64>, tensor<2x1xi64>) -> tensor<2x?xi64>
  %0 = pyc.concat %a, %b, %c dim = 1 : (tensor<2x?xi64>, tensor<2x3xi64>, tensor<2x1xi64>) -> tensor<2x?xi64>
  return %0 : tensor<2x?xi64>
}

// CHECK-LABEL: func.func @concat_single
// CHECK-SAME: (%[[A:.*]]: tensor<3xi1>)
func.func @concat_single(%a: tensor<3xi1>) -> tensor<3xi1> {
  // CHECK: pyc.concat %[[A]] dim = 0 : (tensor<3xi1>) -> tensor<3xi1>
  %0 = pyc.concat %a dim = 0 : (tensor<3xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
func.func @pad(%x: tensor<2x3xf32>) -> tensor<3x4xf32> {
  // CHECK: pyc.pad %[[X]], low = [0, 1], high = [1, 0], value = 0.000000e+00 : tensor<2x3xf32> -> tensor<3x4xf32>
  %0 = pyc.pad %x, low = [0, 1], high = [1, 0], value = 0.0 : tensor<2x3xf32> -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// CHECK-LABEL: func.func @pad_int_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x2xi32>)
func.func @pad_int_dynamic(%x: tensor<?x2xi32>) -> tensor<?x6xi32> {
  // CHECK: pyc.pad %[[X]], low = [1, 2], high = [1, 2], value = -7.000000e+00 : tensor<?x2xi32> -> tensor<?x6xi32>
  %0 = pyc.pad %x, low = [1, 2], high = [1, 2], value = -7.0 : tensor<?x2xi32> -> tensor<?x6xi32>
  return %0 : tensor<?x6xi32>
}

// CHECK-LABEL: func.func @pad_bool
// CHECK-SAME: (%[[X:.*]]: tensor<2xi1>)
func.func @pad_bool(%x: tensor<2xi1>) -> tensor<3xi1> {
  // CHECK: pyc.pad %[[X]], low = [1], high = [0], value = 1.000000e+00 : tensor<2xi1> -> tensor<3xi1>
  %0 = pyc.pad %x, low = [1], high = [0], value = 1.0 : tensor<2xi1> -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// CHECK-LABEL: func.func @iota
func.func @iota() -> (tensor<4x8xi64>, tensor<?xf32>, tensor<3x2xbf16>) {
  // CHECK: pyc.iota dim = 1 : tensor<4x8xi64>
  %0 = pyc.iota dim = 1 : tensor<4x8xi64>
  // CHECK: pyc.iota dim = 0 {sizes = #{{.*}}} : tensor<?xf32>
  %1 = pyc.iota dim = 0 {sizes = affine_map<()[s0] -> (s0)>} : tensor<?xf32>
  // CHECK: pyc.iota dim = 0 : tensor<3x2xbf16>
  %2 = pyc.iota dim = 0 : tensor<3x2xbf16>
  return %0, %1, %2 : tensor<4x8xi64>, tensor<?xf32>, tensor<3x2xbf16>
}

// CHECK-LABEL: func.func @size
func.func @size() -> (tensor<f32>, tensor<i64>) {
  // CHECK: pyc.size #{{.*}} : tensor<f32>
  %0 = pyc.size affine_map<()[s0, s1] -> (s0 * s1)> : tensor<f32>
  // CHECK: pyc.size #{{.*}} : tensor<i64>
  %1 = pyc.size affine_map<()[s0, s1] -> (s1 - 1)> : tensor<i64>
  return %0, %1 : tensor<f32>, tensor<i64>
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[X:.*]]: tensor<4x?x8xf32>, %[[I:.*]]: tensor<3x5xi32>, %[[P:.*]]: tensor<6xi1>)
func.func @reduce(%x: tensor<4x?x8xf32>, %i: tensor<3x5xi32>, %p: tensor<6xi1>)
    -> (tensor<?xf32>, tensor<4x?xf32>, tensor<i32>, tensor<3xi32>, tensor<i1>) {
  // CHECK: pyc.reduce sum %[[X]], dims = [0, 2] : tensor<4x?x8xf32> -> tensor<?xf32>
  %0 = pyc.reduce sum %x, dims = [0, 2] : tensor<4x?x8xf32> -> tensor<?xf32>
  // CHECK: pyc.reduce prod %[[X]], dims = [2] : tensor<4x?x8xf32> -> tensor<4x?xf32>
  %1 = pyc.reduce prod %x, dims = [2] : tensor<4x?x8xf32> -> tensor<4x?xf32>
  // CHECK: pyc.reduce max %[[I]], dims = [0, 1] : tensor<3x5xi32> -> tensor<i32>
  %2 = pyc.reduce max %i, dims = [0, 1] : tensor<3x5xi32> -> tensor<i32>
  // CHECK: pyc.reduce min %[[I]], dims = [1] : tensor<3x5xi32> -> tensor<3xi32>
  %3 = pyc.reduce min %i, dims = [1] : tensor<3x5xi32> -> tensor<3xi32>
  // CHECK: pyc.reduce max %[[P]], dims = [0] : tensor<6xi1> -> tensor<i1>
  %4 = pyc.reduce max %p, dims = [0] : tensor<6xi1> -> tensor<i1>
  return %0, %1, %2, %3, %4 : tensor<?xf32>, tensor<4x?xf32>, tensor<i32>, tensor<3xi32>, tensor<i1>
}

// CHECK-LABEL: func.func @argmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[Y:.*]]: tensor<?x3xi8>)
func.func @argmax(%x: tensor<4x8xf32>, %y: tensor<?x3xi8>) -> (tensor<4xi64>, tensor<3xi64>) {
  // CHECK: pyc.argmax %[[X]], dim = 1 : tensor<4x8xf32> -> tensor<4xi64>
  %0 = pyc.argmax %x, dim = 1 : tensor<4x8xf32> -> tensor<4xi64>
  // CHECK: pyc.argmax %[[Y]], dim = 0 : tensor<?x3xi8> -> tensor<3xi64>
  %1 = pyc.argmax %y, dim = 0 : tensor<?x3xi8> -> tensor<3xi64>
  return %0, %1 : tensor<4xi64>, tensor<3xi64>
}

// CHECK-LABEL: func.func @argmin
// CHECK-SAME: (%[[X:.*]]: tensor<2x?xbf16>)
func.func @argmin(%x: tensor<2x?xbf16>) -> tensor<?xi64> {
  // CHECK: pyc.argmin %[[X]], dim = 0 : tensor<2x?xbf16> -> tensor<?xi64>
  %0 = pyc.argmin %x, dim = 0 : tensor<2x?xbf16> -> tensor<?xi64>
  return %0 : tensor<?xi64>
}

// CHECK-LABEL: func.func @cumsum
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<?xi64>)
func.func @cumsum(%x: tensor<4x8xf32>, %i: tensor<?xi64>) -> (tensor<4x8xf32>, tensor<?xi64>) {
  // CHECK: pyc.cumsum %[[X]], dim = 1 : tensor<4x8xf32>
  %0 = pyc.cumsum %x, dim = 1 : tensor<4x8xf32>
  // CHECK: pyc.cumsum %[[I]], dim = 0 : tensor<?xi64>
  %1 = pyc.cumsum %i, dim = 0 : tensor<?xi64>
  return %0, %1 : tensor<4x8xf32>, tensor<?xi64>
}

//===----------------------------------------------------------------------===//
// Contractions and indexing
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<16x32xf32>, %[[B:.*]]: tensor<32x64xf32>)
func.func @matmul(%a: tensor<16x32xf32>, %b: tensor<32x64xf32>) -> tensor<16x64xf32> {
  // CHECK: pyc.matmul %[[A]], %[[B]] : tensor<16x32xf32>, tensor<32x64xf32> -> tensor<16x64xf32>
  %0 = pyc.matmul %a, %b : tensor<16x32xf32>, tensor<32x64xf32> -> tensor<16x64xf32>
  return %0 : tensor<16x64xf32>
}

// CHECK-LABEL: func.func @matmul_batched
// CHECK-SAME: (%[[A:.*]]: tensor<8x16x32xbf16>, %[[B:.*]]: tensor<8x32x64xbf16>)
func.func @matmul_batched(%a: tensor<8x16x32xbf16>, %b: tensor<8x32x64xbf16>) -> tensor<8x16x64xbf16> {
  // CHECK: pyc.matmul %[[A]], %[[B]] : tensor<8x16x32xbf16>, tensor<8x32x64xbf16> -> tensor<8x16x64xbf16>
  %0 = pyc.matmul %a, %b : tensor<8x16x32xbf16>, tensor<8x32x64xbf16> -> tensor<8x16x64xbf16>
  return %0 : tensor<8x16x64xbf16>
}

// Attention: causal, or with an additive bias broadcast from dims of 1.
// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16xbf16>, %[[B:.*]]: tensor<1x8x8xbf16>, %[[G:.*]]: tensor<2x8x16xbf16>)
func.func @attention(%q: tensor<2x8x16xbf16>, %b: tensor<1x8x8xbf16>, %g: tensor<2x8x16xbf16>) -> (tensor<2x8x16xbf16>, tensor<2x8x16xbf16>) {
  // CHECK: %[[O:.*]], %[[L:.*]] = pyc.attention %[[Q]], %[[Q]], %[[Q]] scale = 2.500000e-01 causal : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  %o, %lse = pyc.attention %q, %q, %q scale = 2.500000e-01 causal : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  // CHECK: %[[P:.*]], %[[PL:.*]] = pyc.attention %[[Q]], %[[Q]], %[[Q]] bias %[[B]] scale = 2.500000e-01 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<1x8x8xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  %p, %plse = pyc.attention %q, %q, %q bias %b scale = 2.500000e-01 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<1x8x8xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  // CHECK: pyc.attention_grad %[[Q]], %[[Q]], %[[Q]], %[[P]], %[[PL]], %[[G]] bias %[[B]] scale = 2.500000e-01 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8xf32>, tensor<2x8x16xbf16>, tensor<1x8x8xbf16> -> tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>
  %dq, %dk, %dv = pyc.attention_grad %q, %q, %q, %p, %plse, %g bias %b scale = 2.500000e-01 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8xf32>, tensor<2x8x16xbf16>, tensor<1x8x8xbf16> -> tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>
  return %o, %dq : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>
}

// Convolution: 2-d with stride, padding and groups (depthwise), 1-d with
// dilation and a run-time batch; its gradient op.
// CHECK-LABEL: func.func @convolution
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x9x9xf32>, %[[W:.*]]: tensor<8x2x3x3xf32>, %[[D:.*]]: tensor<4x1x3x3xf32>, %[[S:.*]]: tensor<?x3x16xbf16>, %[[K:.*]]: tensor<5x3x4xbf16>, %[[G:.*]]: tensor<2x8x5x5xf32>)
func.func @convolution(%x: tensor<2x4x9x9xf32>, %w: tensor<8x2x3x3xf32>, %d: tensor<4x1x3x3xf32>, %s: tensor<?x3x16xbf16>, %k: tensor<5x3x4xbf16>, %g: tensor<2x8x5x5xf32>) -> (tensor<2x8x5x5xf32>, tensor<2x4x9x9xf32>, tensor<?x5x10xbf16>, tensor<2x4x9x9xf32>) {
  // CHECK: pyc.convolution %[[X]], %[[W]] stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 2 : tensor<2x4x9x9xf32>, tensor<8x2x3x3xf32> -> tensor<2x8x5x5xf32>
  %y = pyc.convolution %x, %w stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 2 : tensor<2x4x9x9xf32>, tensor<8x2x3x3xf32> -> tensor<2x8x5x5xf32>
  // CHECK: pyc.convolution %[[X]], %[[D]] stride = [1, 1] padding = [1, 1] dilation = [1, 1] groups = 4 : tensor<2x4x9x9xf32>, tensor<4x1x3x3xf32> -> tensor<2x4x9x9xf32>
  %z = pyc.convolution %x, %d stride = [1, 1] padding = [1, 1] dilation = [1, 1] groups = 4 : tensor<2x4x9x9xf32>, tensor<4x1x3x3xf32> -> tensor<2x4x9x9xf32>
  // CHECK: pyc.convolution %[[S]], %[[K]] stride = [1] padding = [0] dilation = [2] groups = 1 : tensor<?x3x16xbf16>, tensor<5x3x4xbf16> -> tensor<?x5x10xbf16>
  %t = pyc.convolution %s, %k stride = [1] padding = [0] dilation = [2] groups = 1 : tensor<?x3x16xbf16>, tensor<5x3x4xbf16> -> tensor<?x5x10xbf16>
  // CHECK: pyc.convolution_grad %[[X]], %[[W]], %[[G]] stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 2 : tensor<2x4x9x9xf32>, tensor<8x2x3x3xf32>, tensor<2x8x5x5xf32> -> tensor<2x4x9x9xf32>, tensor<8x2x3x3xf32>
  %dx, %dw = pyc.convolution_grad %x, %w, %g stride = [2, 2] padding = [1, 1] dilation = [1, 1] groups = 2 : tensor<2x4x9x9xf32>, tensor<8x2x3x3xf32>, tensor<2x8x5x5xf32> -> tensor<2x4x9x9xf32>, tensor<8x2x3x3xf32>
  return %y, %z, %t, %dx : tensor<2x8x5x5xf32>, tensor<2x4x9x9xf32>, tensor<?x5x10xbf16>, tensor<2x4x9x9xf32>
}

// A torch op pyc has no op for, and its derivative: the call's arguments
// as JSON, operands by number; two results, one of them integer.
// CHECK-LABEL: func.func @torch_call
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x8x8xf32>, %[[G:.*]]: tensor<2x3x4x4xf32>)
func.func @torch_call(%x: tensor<2x3x8x8xf32>, %g: tensor<2x3x4x4xf32>) -> (tensor<2x3x4x4xf32>, tensor<2x3x8x8xf32>) {
  // CHECK: %[[Y:.*]]:2 = pyc.torch_call "aten.max_pool2d_with_indices.default"(%[[X]]) {{.*}}operand{{.*}} : (tensor<2x3x8x8xf32>) -> (tensor<2x3x4x4xf32>, tensor<2x3x4x4xi64>)
  %y:2 = pyc.torch_call "aten.max_pool2d_with_indices.default" (%x) "[[{\"operand\": 0}, [2, 2]], {}]" : (tensor<2x3x8x8xf32>) -> (tensor<2x3x4x4xf32>, tensor<2x3x4x4xi64>)
  // CHECK: pyc.torch_call_grad "aten.max_pool2d_with_indices.default"(%[[X]]) grads(%[[G]]) {{.*}}operand{{.*}} differentiable = [0] : (tensor<2x3x8x8xf32>), (tensor<2x3x4x4xf32>) -> tensor<2x3x8x8xf32>
  %dx = pyc.torch_call_grad "aten.max_pool2d_with_indices.default" (%x) grads (%g) "[[{\"operand\": 0}, [2, 2]], {}]" differentiable = [0] : (tensor<2x3x8x8xf32>), (tensor<2x3x4x4xf32>) -> tensor<2x3x8x8xf32>
  return %y#0, %dx : tensor<2x3x4x4xf32>, tensor<2x3x8x8xf32>
}

// A `?` batch dim takes the other side's size; `?` in M, K or N stays.
// CHECK-LABEL: func.func @matmul_dynamic
// CHECK-SAME: (%[[A:.*]]: tensor<?x?x?xi32>, %[[B:.*]]: tensor<2x5x?xi32>)
func.func @matmul_dynamic(%a: tensor<?x?x?xi32>, %b: tensor<2x5x?xi32>) -> tensor<2x?x?xi32> {
  // CHECK: pyc.matmul %[[A]], %[[B]] : tensor<?x?x?xi32>, tensor<2x5x?xi32> -> tensor<2x?x?xi32>
  %0 = pyc.matmul %a, %b : tensor<?x?x?xi32>, tensor<2x5x?xi32> -> tensor<2x?x?xi32>
  return %0 : tensor<2x?x?xi32>
}

// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[T:.*]]: tensor<100x16xf32>, %[[I:.*]]: tensor<2x3xi64>)
func.func @gather(%table: tensor<100x16xf32>, %ids: tensor<2x3xi64>) -> tensor<2x3x16xf32> {
  // CHECK: pyc.gather %[[T]][%[[I]]], dim = 0 : tensor<100x16xf32>, tensor<2x3xi64> -> tensor<2x3x16xf32>
  %0 = pyc.gather %table[%ids], dim = 0 : tensor<100x16xf32>, tensor<2x3xi64> -> tensor<2x3x16xf32>
  return %0 : tensor<2x3x16xf32>
}

// index_select along a middle dim, i32 indices, `?` dims.
// CHECK-LABEL: func.func @gather_dim1
// CHECK-SAME: (%[[X:.*]]: tensor<?x10x4xi1>, %[[I:.*]]: tensor<?xi32>)
func.func @gather_dim1(%x: tensor<?x10x4xi1>, %ids: tensor<?xi32>) -> tensor<?x?x4xi1> {
  // CHECK: pyc.gather %[[X]][%[[I]]], dim = 1 : tensor<?x10x4xi1>, tensor<?xi32> -> tensor<?x?x4xi1>
  %0 = pyc.gather %x[%ids], dim = 1 : tensor<?x10x4xi1>, tensor<?xi32> -> tensor<?x?x4xi1>
  return %0 : tensor<?x?x4xi1>
}

// CHECK-LABEL: func.func @scatter_add
// CHECK-SAME: (%[[U:.*]]: tensor<2x3x16xf32>, %[[Z:.*]]: tensor<100x16xf32>, %[[I:.*]]: tensor<2x3xi64>)
func.func @scatter_add(%upd: tensor<2x3x16xf32>, %zeros: tensor<100x16xf32>, %ids: tensor<2x3xi64>) -> tensor<100x16xf32> {
  // CHECK: pyc.scatter_add %[[U]] into %[[Z]][%[[I]]], dim = 0 : tensor<2x3x16xf32>, tensor<2x3xi64> -> tensor<100x16xf32>
  %0 = pyc.scatter_add %upd into %zeros[%ids], dim = 0 : tensor<2x3x16xf32>, tensor<2x3xi64> -> tensor<100x16xf32>
  return %0 : tensor<100x16xf32>
}

// CHECK-LABEL: func.func @scatter_add_dynamic
// CHECK-SAME: (%[[U:.*]]: tensor<4x?xi64>, %[[Z:.*]]: tensor<4x7xi64>, %[[I:.*]]: tensor<?xi32>)
func.func @scatter_add_dynamic(%upd: tensor<4x?xi64>, %init: tensor<4x7xi64>, %ids: tensor<?xi32>) -> tensor<4x7xi64> {
  // CHECK: pyc.scatter_add %[[U]] into %[[Z]][%[[I]]], dim = 1 : tensor<4x?xi64>, tensor<?xi32> -> tensor<4x7xi64>
  %0 = pyc.scatter_add %upd into %init[%ids], dim = 1 : tensor<4x?xi64>, tensor<?xi32> -> tensor<4x7xi64>
  return %0 : tensor<4x7xi64>
}

// torch.gather: one index per result element; indices may be smaller than
// the operand outside `dim`.
// CHECK-LABEL: func.func @take_along_dim
// CHECK-SAME: (%[[X:.*]]: tensor<4x1000xf32>, %[[I:.*]]: tensor<3x2xi64>)
func.func @take_along_dim(%x: tensor<4x1000xf32>, %ids: tensor<3x2xi64>) -> tensor<3x2xf32> {
  // CHECK: pyc.take_along_dim %[[X]][%[[I]]], dim = 1 : tensor<4x1000xf32>, tensor<3x2xi64> -> tensor<3x2xf32>
  %0 = pyc.take_along_dim %x[%ids], dim = 1 : tensor<4x1000xf32>, tensor<3x2xi64> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// CHECK-LABEL: func.func @take_along_dim_dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xi1>, %[[I:.*]]: tensor<?x3xi32>)
func.func @take_along_dim_dynamic(%x: tensor<?x8xi1>, %ids: tensor<?x3xi32>) -> tensor<?x3xi1> {
  // CHECK: pyc.take_along_dim %[[X]][%[[I]]], dim = 0 : tensor<?x8xi1>, tensor<?x3xi32> -> tensor<?x3xi1>
  %0 = pyc.take_along_dim %x[%ids], dim = 0 : tensor<?x8xi1>, tensor<?x3xi32> -> tensor<?x3xi1>
  return %0 : tensor<?x3xi1>
}

// CHECK-LABEL: func.func @scatter_add_along_dim
// CHECK-SAME: (%[[U:.*]]: tensor<4x2xf32>, %[[Z:.*]]: tensor<4x1000xf32>, %[[I:.*]]: tensor<4x2xi64>)
func.func @scatter_add_along_dim(%upd: tensor<4x2xf32>, %zeros: tensor<4x1000xf32>, %ids: tensor<4x2xi64>) -> tensor<4x1000xf32> {
  // CHECK: pyc.scatter_add_along_dim %[[U]] into %[[Z]][%[[I]]], dim = 1 : tensor<4x2xf32>, tensor<4x2xi64> -> tensor<4x1000xf32>
  %0 = pyc.scatter_add_along_dim %upd into %zeros[%ids], dim = 1 : tensor<4x2xf32>, tensor<4x2xi64> -> tensor<4x1000xf32>
  return %0 : tensor<4x1000xf32>
}

// Bool adds are logical or: a mask of the indexed positions.
// CHECK-LABEL: func.func @scatter_add_along_dim_bool
// CHECK-SAME: (%[[U:.*]]: tensor<2x1xi1>, %[[Z:.*]]: tensor<3x5xi1>, %[[I:.*]]: tensor<2x1xi32>)
func.func @scatter_add_along_dim_bool(%upd: tensor<2x1xi1>, %none: tensor<3x5xi1>, %ids: tensor<2x1xi32>) -> tensor<3x5xi1> {
  // CHECK: pyc.scatter_add_along_dim %[[U]] into %[[Z]][%[[I]]], dim = 1 : tensor<2x1xi1>, tensor<2x1xi32> -> tensor<3x5xi1>
  %0 = pyc.scatter_add_along_dim %upd into %none[%ids], dim = 1 : tensor<2x1xi1>, tensor<2x1xi32> -> tensor<3x5xi1>
  return %0 : tensor<3x5xi1>
}

// -----

// CHECK-LABEL: func.func @kernel
// CHECK: %{{.*}}:2 = pyc.kernel reduction(%{{.*}}) : (tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
// CHECK: pyc.yield %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4x8xf32>
func.func @kernel(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  %k:2 = pyc.kernel reduction(%x) : (tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  ^bb0(%a: tensor<4x8xf32>):
    %e = pyc.exp %a : tensor<4x8xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    pyc.yield %s, %e : tensor<4xf32>, tensor<4x8xf32>
  }
  return %k#0, %k#1 : tensor<4xf32>, tensor<4x8xf32>
}

// -----

// The memory plan: #pyc.memory_plan on the function, #pyc.placement on the
// ops it places (-1: a result it leaves out), in place over an operand.
// CHECK-LABEL: func.func @memory_plan
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 256, naive = 320, alignment = 64>}
// CHECK: pyc.kernel reduction(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [-1, 0]>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0], inplace = 0>}
func.func @memory_plan(%x: tensor<4x8xf32>) -> tensor<4xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 256, naive = 320, alignment = 64>} {
  %k:2 = pyc.kernel reduction(%x) {pyc.placement = #pyc.placement<offsets = [-1, 0]>} : (tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x8xf32>) {
  ^bb0(%a: tensor<4x8xf32>):
    %e = pyc.exp %a : tensor<4x8xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    pyc.yield %s, %e : tensor<4xf32>, tensor<4x8xf32>
  }
  %n = pyc.kernel pointwise(%k#1) {pyc.placement = #pyc.placement<offsets = [0], inplace = 0>} : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.neg %a : tensor<4x8xf32>
    pyc.yield %0 : tensor<4x8xf32>
  }
  %r = pyc.kernel reduction(%n) : (tensor<4x8xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    pyc.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// Run-time sizes: symbols bound to argument dims, `sizes` where no operand
// gives a `?` dim its size.
// CHECK-LABEL: func.func @symbolic_sizes
// CHECK-SAME: pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1>
func.func @symbolic_sizes(%x: tensor<?x?x8xf32>, %b: tensor<8xf32>) -> tensor<?x8xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1>} {
  // CHECK: pyc.broadcast_in_dim %{{.*}}, dims = [2] {sizes = #{{.*}}} : tensor<8xf32> -> tensor<?x?x8xf32>
  %0 = pyc.broadcast_in_dim %b, dims = [2] {sizes = affine_map<()[s0, s1] -> (s0, s1, 8)>} : tensor<8xf32> -> tensor<?x?x8xf32>
  %1 = pyc.add %x, %0 : tensor<?x?x8xf32>
  // CHECK: pyc.reshape %{{.*}} {sizes = #{{.*}}} : tensor<?x?x8xf32> -> tensor<?x8xf32>
  %2 = pyc.reshape %1 {sizes = affine_map<()[s0, s1] -> (s0 * s1, 8)>} : tensor<?x?x8xf32> -> tensor<?x8xf32>
  return %2 : tensor<?x8xf32>
}
