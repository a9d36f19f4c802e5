// RUN: pycompile-opt %s -split-input-file -canonicalize | FileCheck %s

// Folders of the pyc ops: constant folding, algebraic identities and shape
// simplifications, and cases that must be left alone.

//===----------------------------------------------------------------------===//
// Constant folding: arithmetic
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @fold_add_f32
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[1.500000e+00, -2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: return %[[C]]
func.func @fold_add_f32() -> tensor<2xf32> {
  %a = pyc.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = pyc.constant dense<[0.5, -4.0]> : tensor<2xf32>
  %0 = pyc.add %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A splat and a non-splat operand.
// CHECK-LABEL: func.func @fold_sub_f64
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[2.000000e+00, -1.500000e+00]> : tensor<2xf64>
// CHECK-NEXT: return %[[C]]
func.func @fold_sub_f64() -> tensor<2xf64> {
  %a = pyc.constant dense<[3.0, -0.5]> : tensor<2xf64>
  %b = pyc.constant dense<1.0> : tensor<2xf64>
  %0 = pyc.sub %a, %b : tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

// Splat operands give a splat result.
// CHECK-LABEL: func.func @fold_mul_f16_splat
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<7.500000e+00> : tensor<4x4xf16>
// CHECK-NEXT: return %[[C]]
func.func @fold_mul_f16_splat() -> tensor<4x4xf16> {
  %a = pyc.constant dense<2.5> : tensor<4x4xf16>
  %b = pyc.constant dense<3.0> : tensor<4x4xf16>
  %0 = pyc.mul %a, %b : tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}

// -----

// Float division by zero gives inf, as in IEEE.
// CHECK-LABEL: func.func @fold_div_f32
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[2.500000e-01, 0x7F800000]> : tensor<2xf32>
// CHECK-NEXT: return %[[C]]
func.func @fold_div_f32() -> tensor<2xf32> {
  %a = pyc.constant dense<[1.0, 1.0]> : tensor<2xf32>
  %b = pyc.constant dense<[4.0, 0.0]> : tensor<2xf32>
  %0 = pyc.div %a, %b : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// bf16 results are rounded to bf16: 1/3 = 0x3EAB.
// CHECK-LABEL: func.func @fold_div_bf16
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<3.339840e-01> : tensor<2xbf16>
// CHECK-NEXT: return %[[C]]
func.func @fold_div_bf16() -> tensor<2xbf16> {
  %a = pyc.constant dense<1.0> : tensor<2xbf16>
  %b = pyc.constant dense<3.0> : tensor<2xbf16>
  %0 = pyc.div %a, %b : tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

// CHECK-LABEL: func.func @fold_add_i32
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[5, -1]> : tensor<2xi32>
// CHECK-NEXT: return %[[C]]
func.func @fold_add_i32() -> tensor<2xi32> {
  %a = pyc.constant dense<[2, -4]> : tensor<2xi32>
  %b = pyc.constant dense<3> : tensor<2xi32>
  %0 = pyc.add %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// Integer arithmetic wraps, as in torch: 127 + 1 = -128 in i8.
// CHECK-LABEL: func.func @fold_add_i8_wraps
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<-128> : tensor<3xi8>
// CHECK-NEXT: return %[[C]]
func.func @fold_add_i8_wraps() -> tensor<3xi8> {
  %a = pyc.constant dense<127> : tensor<3xi8>
  %b = pyc.constant dense<1> : tensor<3xi8>
  %0 = pyc.add %a, %b : tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// CHECK-LABEL: func.func @fold_sub_i64
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[-7, 10]> : tensor<2xi64>
// CHECK-NEXT: return %[[C]]
func.func @fold_sub_i64() -> tensor<2xi64> {
  %a = pyc.constant dense<[3, 5]> : tensor<2xi64>
  %b = pyc.constant dense<[10, -5]> : tensor<2xi64>
  %0 = pyc.sub %a, %b : tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @fold_mul_i8
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[-6, 0]> : tensor<2xi8>
// CHECK-NEXT: return %[[C]]
func.func @fold_mul_i8() -> tensor<2xi8> {
  %a = pyc.constant dense<[2, 0]> : tensor<2xi8>
  %b = pyc.constant dense<[-3, 9]> : tensor<2xi8>
  %0 = pyc.mul %a, %b : tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// max/min propagate NaN (torch.maximum, torch.minimum).
// CHECK-LABEL: func.func @fold_max_min_nan
// CHECK-DAG: %[[MAX:.*]] = pyc.constant dense<[0x7FC00000, 0x7FC00000, 2.000000e+00]> : tensor<3xf32>
// CHECK-DAG: %[[MIN:.*]] = pyc.constant dense<[0x7FC00000, 0x7FC00000, -1.000000e+00]> : tensor<3xf32>
// CHECK: return %[[MAX]], %[[MIN]]
func.func @fold_max_min_nan() -> (tensor<3xf32>, tensor<3xf32>) {
  %a = pyc.constant dense<[0x7FC00000, 1.0, -1.0]> : tensor<3xf32>
  %b = pyc.constant dense<[1.0, 0x7FC00000, 2.0]> : tensor<3xf32>
  %0 = pyc.max %a, %b : tensor<3xf32>
  %1 = pyc.min %a, %b : tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// Integers compare signed: max(-1, 1) = 1.
// CHECK-LABEL: func.func @fold_max_min_int
// CHECK-DAG: %[[MAX:.*]] = pyc.constant dense<[1, 5]> : tensor<2xi8>
// CHECK-DAG: %[[MIN:.*]] = pyc.constant dense<[-1, -128]> : tensor<2xi8>
// CHECK: return %[[MAX]], %[[MIN]]
func.func @fold_max_min_int() -> (tensor<2xi8>, tensor<2xi8>) {
  %a = pyc.constant dense<[-1, 5]> : tensor<2xi8>
  %b = pyc.constant dense<[1, -128]> : tensor<2xi8>
  %0 = pyc.max %a, %b : tensor<2xi8>
  %1 = pyc.min %a, %b : tensor<2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2xi8>
}

// -----

// Bools order false < true: max is or, min is and.
// CHECK-LABEL: func.func @fold_max_min_bool
// CHECK-DAG: %[[MAX:.*]] = pyc.constant dense<[true, true, false]> : tensor<3xi1>
// CHECK-DAG: %[[MIN:.*]] = pyc.constant dense<[true, false, false]> : tensor<3xi1>
// CHECK: return %[[MAX]], %[[MIN]]
func.func @fold_max_min_bool() -> (tensor<3xi1>, tensor<3xi1>) {
  %a = pyc.constant dense<[true, true, false]> : tensor<3xi1>
  %b = pyc.constant dense<[true, false, false]> : tensor<3xi1>
  %0 = pyc.max %a, %b : tensor<3xi1>
  %1 = pyc.min %a, %b : tensor<3xi1>
  return %0, %1 : tensor<3xi1>, tensor<3xi1>
}

// -----

// CHECK-LABEL: func.func @fold_and_or
// CHECK-DAG: %[[AND:.*]] = pyc.constant dense<[true, false, false, false]> : tensor<4xi1>
// CHECK-DAG: %[[OR:.*]] = pyc.constant dense<[true, true, true, false]> : tensor<4xi1>
// CHECK: return %[[AND]], %[[OR]]
func.func @fold_and_or() -> (tensor<4xi1>, tensor<4xi1>) {
  %a = pyc.constant dense<[true, true, false, false]> : tensor<4xi1>
  %b = pyc.constant dense<[true, false, true, false]> : tensor<4xi1>
  %0 = pyc.and %a, %b : tensor<4xi1>
  %1 = pyc.or %a, %b : tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

//===----------------------------------------------------------------------===//
// Constant folding: unary
//===----------------------------------------------------------------------===//

// CHECK-LABEL: func.func @fold_not
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[false, true]> : tensor<2xi1>
// CHECK-NEXT: return %[[C]]
func.func @fold_not() -> tensor<2xi1> {
  %a = pyc.constant dense<[true, false]> : tensor<2xi1>
  %0 = pyc.not %a : tensor<2xi1>
  return %0 : tensor<2xi1>
}

// -----

// CHECK-LABEL: func.func @fold_neg
// CHECK-DAG: %[[F:.*]] = pyc.constant dense<[-1.500000e+00, -0.000000e+00]> : tensor<2xf32>
// CHECK-DAG: %[[I:.*]] = pyc.constant dense<[-3, 4]> : tensor<2xi32>
// CHECK: return %[[F]], %[[I]]
func.func @fold_neg() -> (tensor<2xf32>, tensor<2xi32>) {
  %a = pyc.constant dense<[1.5, 0.0]> : tensor<2xf32>
  %b = pyc.constant dense<[3, -4]> : tensor<2xi32>
  %0 = pyc.neg %a : tensor<2xf32>
  %1 = pyc.neg %b : tensor<2xi32>
  return %0, %1 : tensor<2xf32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @fold_abs
// CHECK-DAG: %[[F:.*]] = pyc.constant dense<[1.500000e+00, 0.000000e+00]> : tensor<2xf64>
// CHECK-DAG: %[[I:.*]] = pyc.constant dense<[3, 4]> : tensor<2xi64>
// CHECK: return %[[F]], %[[I]]
func.func @fold_abs() -> (tensor<2xf64>, tensor<2xi64>) {
  %a = pyc.constant dense<[-1.5, -0.0]> : tensor<2xf64>
  %b = pyc.constant dense<[3, -4]> : tensor<2xi64>
  %0 = pyc.abs %a : tensor<2xf64>
  %1 = pyc.abs %b : tensor<2xi64>
  return %0, %1 : tensor<2xf64>, tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @fold_floor_ceil
// CHECK-DAG: %[[FLOOR:.*]] = pyc.constant dense<[1.000000e+00, -2.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK-DAG: %[[CEIL:.*]] = pyc.constant dense<[2.000000e+00, -1.000000e+00, 3.000000e+00]> : tensor<3xf32>
// CHECK: return %[[FLOOR]], %[[CEIL]]
func.func @fold_floor_ceil() -> (tensor<3xf32>, tensor<3xf32>) {
  %a = pyc.constant dense<[1.5, -1.5, 3.0]> : tensor<3xf32>
  %0 = pyc.floor %a : tensor<3xf32>
  %1 = pyc.ceil %a : tensor<3xf32>
  return %0, %1 : tensor<3xf32>, tensor<3xf32>
}

// -----

// Ops without a folder are left alone, even on constants.
// CHECK-LABEL: func.func @no_fold_exp
// CHECK: pyc.exp
func.func @no_fold_exp() -> tensor<2xf32> {
  %a = pyc.constant dense<1.0> : tensor<2xf32>
  %0 = pyc.exp %a : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Constant folding: compare and convert
//===----------------------------------------------------------------------===//

// Float compares with NaN are false except `ne`; -0.0 == 0.0.
// CHECK-LABEL: func.func @fold_compare_float
// CHECK-DAG: %[[EQ:.*]] = pyc.constant dense<[false, true, false]> : tensor<3xi1>
// CHECK-DAG: %[[NE:.*]] = pyc.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-DAG: %[[LT:.*]] = pyc.constant dense<[false, false, true]> : tensor<3xi1>
// CHECK-DAG: %[[LE:.*]] = pyc.constant dense<[false, true, true]> : tensor<3xi1>
// CHECK: return %[[EQ]], %[[NE]], %[[LT]], %[[LE]]
func.func @fold_compare_float() -> (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) {
  %a = pyc.constant dense<[0x7FC00000, -0.0, 1.0]> : tensor<3xf32>
  %b = pyc.constant dense<[1.0, 0.0, 2.0]> : tensor<3xf32>
  %0 = pyc.compare eq, %a, %b : tensor<3xf32>
  %1 = pyc.compare ne, %a, %b : tensor<3xf32>
  %2 = pyc.compare lt, %a, %b : tensor<3xf32>
  %3 = pyc.compare le, %a, %b : tensor<3xf32>
  return %0, %1, %2, %3 : tensor<3xi1>, tensor<3xi1>, tensor<3xi1>, tensor<3xi1>
}

// -----

// Integers compare signed; bools compare false < true.
// CHECK-LABEL: func.func @fold_compare_int_bool
// CHECK-DAG: %[[LT:.*]] = pyc.constant dense<[true, false, false]> : tensor<3xi1>
// CHECK-DAG: %[[GT:.*]] = pyc.constant dense<[true, false]> : tensor<2xi1>
// CHECK: return %[[LT]], %[[GT]]
func.func @fold_compare_int_bool() -> (tensor<3xi1>, tensor<2xi1>) {
  %a = pyc.constant dense<[-1, 2, 3]> : tensor<3xi8>
  %b = pyc.constant dense<[1, 2, -3]> : tensor<3xi8>
  %p = pyc.constant dense<[true, false]> : tensor<2xi1>
  %q = pyc.constant dense<[false, true]> : tensor<2xi1>
  %0 = pyc.compare lt, %a, %b : tensor<3xi8>
  %1 = pyc.compare gt, %p, %q : tensor<2xi1>
  return %0, %1 : tensor<3xi1>, tensor<2xi1>
}

// -----

// Float to integer truncates toward zero.
// CHECK-LABEL: func.func @fold_convert_f32_i32
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[1, 2, -3, 0]> : tensor<4xi32>
// CHECK-NEXT: return %[[C]]
func.func @fold_convert_f32_i32() -> tensor<4xi32> {
  %a = pyc.constant dense<[1.0, 2.5, -3.7, -0.5]> : tensor<4xf32>
  %0 = pyc.convert %a : tensor<4xf32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// NaN, inf and values out of range have no integer value: not folded.
// CHECK-LABEL: func.func @no_fold_convert_out_of_range
// CHECK-COUNT-3: pyc.convert
func.func @no_fold_convert_out_of_range() -> (tensor<2xi32>, tensor<2xi8>, tensor<2xi64>) {
  %a = pyc.constant dense<[1.0e10, 1.0]> : tensor<2xf32>
  %b = pyc.constant dense<[128.0, 1.0]> : tensor<2xf32>
  %c = pyc.constant dense<[0x7FC00000, 0xFF800000]> : tensor<2xf32>
  %0 = pyc.convert %a : tensor<2xf32> -> tensor<2xi32>
  %1 = pyc.convert %b : tensor<2xf32> -> tensor<2xi8>
  %2 = pyc.convert %c : tensor<2xf32> -> tensor<2xi64>
  return %0, %1, %2 : tensor<2xi32>, tensor<2xi8>, tensor<2xi64>
}

// -----

// CHECK-LABEL: func.func @fold_convert_i64_f32
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[-3.000000e+00, 0x4B800000]> : tensor<2xf32>
// CHECK-NEXT: return %[[C]]
func.func @fold_convert_i64_f32() -> tensor<2xf32> {
  // 2^24 + 1 rounds to 2^24 (0x4B800000) in f32.
  %a = pyc.constant dense<[-3, 16777217]> : tensor<2xi64>
  %0 = pyc.convert %a : tensor<2xi64> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// To bool means "is not zero"; NaN is not zero.
// CHECK-LABEL: func.func @fold_convert_f32_i1
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[false, false, true, true]> : tensor<4xi1>
// CHECK-NEXT: return %[[C]]
func.func @fold_convert_f32_i1() -> tensor<4xi1> {
  %a = pyc.constant dense<[0.0, -0.0, 0.5, 0x7FC00000]> : tensor<4xf32>
  %0 = pyc.convert %a : tensor<4xf32> -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// f32 to bf16 rounds to nearest even: 1 + 2^-8 ties down to 1.
// CHECK-LABEL: func.func @fold_convert_f32_bf16
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[1.000000e+00, 1.015630e+00]> : tensor<2xbf16>
// CHECK-NEXT: return %[[C]]
func.func @fold_convert_f32_bf16() -> tensor<2xbf16> {
  %a = pyc.constant dense<[1.00390625, 1.01171875]> : tensor<2xf32>
  %0 = pyc.convert %a : tensor<2xf32> -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

// -----

// Bool to a number gives 0 or 1 (not -1).
// CHECK-LABEL: func.func @fold_convert_i1_i32
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<[1, 0]> : tensor<2xi32>
// CHECK-NEXT: return %[[C]]
func.func @fold_convert_i1_i32() -> tensor<2xi32> {
  %a = pyc.constant dense<[true, false]> : tensor<2xi1>
  %0 = pyc.convert %a : tensor<2xi1> -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// convert(x : T -> T) = x
// CHECK-LABEL: func.func @convert_noop
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @convert_noop(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pyc.convert %x : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Size limit
//===----------------------------------------------------------------------===//

// Non-splat constants of more than 256 elements are not folded...
// CHECK-LABEL: func.func @no_fold_large_non_splat
// CHECK: pyc.neg
func.func @no_fold_large_non_splat() -> tensor<2x150xf32> {
  %a = pyc.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0, 108.0, 109.0, 110.0, 111.0, 112.0, 113.0, 114.0, 115.0, 116.0, 117.0, 118.0, 119.0, 120.0, 121.0, 122.0, 123.0, 124.0, 125.0, 126.0, 127.0, 128.0, 129.0, 130.0, 131.0, 132.0, 133.0, 134.0, 135.0, 136.0, 137.0, 138.0, 139.0, 140.0, 141.0, 142.0, 143.0, 144.0, 145.0, 146.0, 147.0, 148.0, 149.0], [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0, 23.0, 24.0, 25.0, 26.0, 27.0, 28.0, 29.0, 30.0, 31.0, 32.0, 33.0, 34.0, 35.0, 36.0, 37.0, 38.0, 39.0, 40.0, 41.0, 42.0, 43.0, 44.0, 45.0, 46.0, 47.0, 48.0, 49.0, 50.0, 51.0, 52.0, 53.0, 54.0, 55.0, 56.0, 57.0, 58.0, 59.0, 60.0, 61.0, 62.0, 63.0, 64.0, 65.0, 66.0, 67.0, 68.0, 69.0, 70.0, 71.0, 72.0, 73.0, 74.0, 75.0, 76.0, 77.0, 78.0, 79.0, 80.0, 81.0, 82.0, 83.0, 84.0, 85.0, 86.0, 87.0, 88.0, 89.0, 90.0, 91.0, 92.0, 93.0, 94.0, 95.0, 96.0, 97.0, 98.0, 99.0, 100.0, 101.0, 102.0, 103.0, 104.0, 105.0, 106.0, 107.0, 108.0, 109.0, 110.0, 111.0, 112.0, 113.0, 114.0, 115.0, 116.0, 117.0, 118.0, 119.0, 120.0, 121.0, 122.0, 123.0, 124.0, 125.0, 126.0, 127.0, 128.0, 129.0, 130.0, 131.0, 132.0, 133.0, 134.0, 135.0, 136.0, 137.0, 138.0, 139.0, 140.0, 141.0, 142.0, 143.0, 144.0, 145.0, 146.0, 147.0, 148.0, 149.0]]> : tensor<2x150xf32>
  %0 = pyc.neg %a : tensor<2x150xf32>
  return %0 : tensor<2x150xf32>
}

// -----

// ...but large splats are.
// CHECK-LABEL: func.func @fold_large_splat
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<-2.000000e+00> : tensor<64x64xf32>
// CHECK-NEXT: return %[[C]]
func.func @fold_large_splat() -> tensor<64x64xf32> {
  %a = pyc.constant dense<2.0> : tensor<64x64xf32>
  %0 = pyc.neg %a : tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

// Exactly 256 elements still fold.
// CHECK-LABEL: func.func @fold_256_elements
// CHECK-NOT: pyc.neg
// CHECK: return
func.func @fold_256_elements() -> tensor<2x128xi32> {
  %a = pyc.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124, 125, 126, 127]]> : tensor<2x128xi32>
  %0 = pyc.neg %a : tensor<2x128xi32>
  return %0 : tensor<2x128xi32>
}

// -----

//===----------------------------------------------------------------------===//
// Identities of binary ops
//===----------------------------------------------------------------------===//

// x + 0 = x for integers; the constant may be on either side.
// CHECK-LABEL: func.func @add_zero_int
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @add_zero_int(%x: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %z = pyc.constant dense<0> : tensor<4xi32>
  %0 = pyc.add %x, %z : tensor<4xi32>
  %1 = pyc.add %z, %x : tensor<4xi32>
  return %0, %1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// x + (-0.0) = x for every float x.
// CHECK-LABEL: func.func @add_neg_zero_float
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @add_neg_zero_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = pyc.constant dense<-0.0> : tensor<4xf32>
  %0 = pyc.add %x, %z : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// x + 0.0 is not x: (-0.0) + 0.0 = +0.0.
// CHECK-LABEL: func.func @no_fold_add_pos_zero_float
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[Z:.*]] = pyc.constant dense<0.000000e+00>
// CHECK: %[[R:.*]] = pyc.add %[[X]], %[[Z]]
// CHECK: return %[[R]]
func.func @no_fold_add_pos_zero_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = pyc.constant dense<0.0> : tensor<4xf32>
  %0 = pyc.add %x, %z : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// x - 0.0 = x for every float x; x - 0 = x for integers.
// CHECK-LABEL: func.func @sub_zero
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi64>)
// CHECK-NEXT: return %[[X]], %[[I]]
func.func @sub_zero(%x: tensor<4xf32>, %i: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>) {
  %z = pyc.constant dense<0.0> : tensor<4xf32>
  %zi = pyc.constant dense<0> : tensor<4xi64>
  %0 = pyc.sub %x, %z : tensor<4xf32>
  %1 = pyc.sub %i, %zi : tensor<4xi64>
  return %0, %1 : tensor<4xf32>, tensor<4xi64>
}

// -----

// x - (-0.0) is not x: (-0.0) - (-0.0) = +0.0.
// CHECK-LABEL: func.func @no_fold_sub_neg_zero_float
// CHECK: pyc.sub
func.func @no_fold_sub_neg_zero_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = pyc.constant dense<-0.0> : tensor<4xf32>
  %0 = pyc.sub %x, %z : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// 0 - x is not x.
// CHECK-LABEL: func.func @no_fold_zero_sub
// CHECK: pyc.sub
func.func @no_fold_zero_sub(%x: tensor<4xi32>) -> tensor<4xi32> {
  %z = pyc.constant dense<0> : tensor<4xi32>
  %0 = pyc.sub %z, %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// x * 1 = x; 1 * x = x.
// CHECK-LABEL: func.func @mul_one
// CHECK-SAME: (%[[X:.*]]: tensor<4xbf16>, %[[I:.*]]: tensor<4xi8>)
// CHECK-NEXT: return %[[X]], %[[I]]
func.func @mul_one(%x: tensor<4xbf16>, %i: tensor<4xi8>) -> (tensor<4xbf16>, tensor<4xi8>) {
  %one = pyc.constant dense<1.0> : tensor<4xbf16>
  %onei = pyc.constant dense<1> : tensor<4xi8>
  %0 = pyc.mul %one, %x : tensor<4xbf16>
  %1 = pyc.mul %i, %onei : tensor<4xi8>
  return %0, %1 : tensor<4xbf16>, tensor<4xi8>
}

// -----

// A one broadcast to run-time sizes (no constant holds it: addmm's alpha
// with a run-time batch) multiplies or divides nothing either.
// CHECK-LABEL: func.func @mul_broadcast_one
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @mul_broadcast_one(%x: tensor<?x8xf32>) -> (tensor<?x8xf32>, tensor<?x8xf32>)
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %one = pyc.constant dense<1.0> : tensor<f32>
  %b = pyc.broadcast_in_dim %one, dims = [] {sizes = affine_map<()[s0] -> (s0, 8)>} : tensor<f32> -> tensor<?x8xf32>
  %0 = pyc.mul %x, %b : tensor<?x8xf32>
  %1 = pyc.div %x, %b : tensor<?x8xf32>
  return %0, %1 : tensor<?x8xf32>, tensor<?x8xf32>
}

// -----

// x / 1 = x
// CHECK-LABEL: func.func @div_one
// CHECK-SAME: (%[[X:.*]]: tensor<4xf64>, %[[I:.*]]: tensor<4xi32>)
// CHECK-NEXT: return %[[X]], %[[I]]
func.func @div_one(%x: tensor<4xf64>, %i: tensor<4xi32>) -> (tensor<4xf64>, tensor<4xi32>) {
  %one = pyc.constant dense<1.0> : tensor<4xf64>
  %onei = pyc.constant dense<1> : tensor<4xi32>
  %0 = pyc.div %x, %one : tensor<4xf64>
  %1 = pyc.div %i, %onei : tensor<4xi32>
  return %0, %1 : tensor<4xf64>, tensor<4xi32>
}

// -----

// 1 / x is not x: div is not commutative.
// CHECK-LABEL: func.func @no_fold_one_div
// CHECK: pyc.div
func.func @no_fold_one_div(%x: tensor<4xf32>) -> tensor<4xf32> {
  %one = pyc.constant dense<1.0> : tensor<4xf32>
  %0 = pyc.div %one, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Integer division is not folded: a zero divisor must fail at run time.
// CHECK-LABEL: func.func @no_fold_div_int
// CHECK: pyc.div
func.func @no_fold_div_int() -> tensor<2xi32> {
  %a = pyc.constant dense<[7, 1]> : tensor<2xi32>
  %b = pyc.constant dense<[2, 0]> : tensor<2xi32>
  %0 = pyc.div %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// max(x, x) = x; min(x, x) = x
// CHECK-LABEL: func.func @max_min_same
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @max_min_same(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = pyc.max %x, %x : tensor<4xf32>
  %1 = pyc.min %x, %x : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// x and true = x; x and x = x
// CHECK-LABEL: func.func @and_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @and_identities(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %t = pyc.constant dense<true> : tensor<4xi1>
  %0 = pyc.and %t, %x : tensor<4xi1>
  %1 = pyc.and %x, %x : tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// x or false = x; x or x = x
// CHECK-LABEL: func.func @or_identities
// CHECK-SAME: (%[[X:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @or_identities(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %f = pyc.constant dense<false> : tensor<4xi1>
  %0 = pyc.or %x, %f : tensor<4xi1>
  %1 = pyc.or %x, %x : tensor<4xi1>
  return %0, %1 : tensor<4xi1>, tensor<4xi1>
}

// -----

// select(true, x, y) = x; select(false, x, y) = y
// CHECK-LABEL: func.func @select_constant_condition
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]], %[[Y]]
func.func @select_constant_condition(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = pyc.constant dense<true> : tensor<4xi1>
  %f = pyc.constant dense<false> : tensor<4xi1>
  %0 = pyc.select %t, %x, %y : tensor<4xf32>
  %1 = pyc.select %f, %x, %y : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// select(c, x, x) = x
// CHECK-LABEL: func.func @select_same_operands
// CHECK-SAME: (%[[C:.*]]: tensor<4xi1>, %[[X:.*]]: tensor<4xi64>)
// CHECK-NEXT: return %[[X]]
func.func @select_same_operands(%c: tensor<4xi1>, %x: tensor<4xi64>) -> tensor<4xi64> {
  %0 = pyc.select %c, %x, %x : tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// A select in a branch of one whose condition decides it takes its branch:
// where k == 1 holds, k == 2 does not (a max pooling's backward, each
// window offset's gradient one select on its own `won == k`), and under
// the same condition its own branch. Equalities with one constant, or of
// floats, or an outer condition false, decide nothing.
// CHECK-LABEL: func.func @select_decided_by_its_condition
// CHECK-SAME: (%[[K:.*]]: tensor<4xi8>, %[[G:.*]]: tensor<4xf32>, %[[H:.*]]: tensor<4xf32>)
// CHECK-DAG: %[[ZERO:.*]] = pyc.constant dense<0.000000e+00>
// CHECK-DAG: %[[IS1:.*]] = pyc.compare eq, %[[K]], %{{.*}} : tensor<4xi8>
// CHECK-DAG: %[[IS2:.*]] = pyc.compare eq, %[[K]], %{{.*}} : tensor<4xi8>
// CHECK: %[[REST:.*]] = pyc.select %[[IS2]], %[[ZERO]], %[[G]]
// CHECK: %[[ONE:.*]] = pyc.select %[[IS1]], %[[G]], %[[ZERO]]
// CHECK: %[[SAME:.*]] = pyc.select %[[IS1]], %[[H]], %[[G]]
// CHECK: %[[FALSE:.*]] = pyc.select %[[IS1]], %[[ZERO]], %[[REST]]
// CHECK: return %[[ONE]], %[[SAME]], %[[FALSE]]
func.func @select_decided_by_its_condition(%k: tensor<4xi8>, %g: tensor<4xf32>, %h: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %zero = pyc.constant dense<0.0> : tensor<4xf32>
  %c1 = pyc.constant dense<1> : tensor<4xi8>
  %c2 = pyc.constant dense<2> : tensor<4xi8>
  %is1 = pyc.compare eq, %k, %c1 : tensor<4xi8>
  %is2 = pyc.compare eq, %k, %c2 : tensor<4xi8>
  %rest = pyc.select %is2, %zero, %g : tensor<4xf32>
  %one = pyc.select %is1, %rest, %zero : tensor<4xf32>
  %inner = pyc.select %is1, %h, %zero : tensor<4xf32>
  %same = pyc.select %is1, %inner, %g : tensor<4xf32>
  %false = pyc.select %is1, %zero, %rest : tensor<4xf32>
  return %one, %same, %false : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// A non-splat condition chooses per element: not folded.
// CHECK-LABEL: func.func @no_fold_select_mixed_condition
// CHECK: pyc.select
func.func @no_fold_select_mixed_condition(%x: tensor<2xf32>, %y: tensor<2xf32>) -> tensor<2xf32> {
  %c = pyc.constant dense<[true, false]> : tensor<2xi1>
  %0 = pyc.select %c, %x, %y : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Involutions and idempotent unary ops
//===----------------------------------------------------------------------===//

// neg(neg(x)) = x
// CHECK-LABEL: func.func @neg_neg
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @neg_neg(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pyc.neg %x : tensor<4xf32>
  %1 = pyc.neg %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// not(not(x)) = x
// CHECK-LABEL: func.func @not_not
// CHECK-SAME: (%[[X:.*]]: tensor<4xi1>)
// CHECK-NEXT: return %[[X]]
func.func @not_not(%x: tensor<4xi1>) -> tensor<4xi1> {
  %0 = pyc.not %x : tensor<4xi1>
  %1 = pyc.not %0 : tensor<4xi1>
  return %1 : tensor<4xi1>
}

// -----

// abs(abs(x)) = abs(x)
// CHECK-LABEL: func.func @abs_abs
// CHECK-SAME: (%[[X:.*]]: tensor<4xi32>)
// CHECK-NEXT: %[[A:.*]] = pyc.abs %[[X]]
// CHECK-NEXT: return %[[A]]
func.func @abs_abs(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = pyc.abs %x : tensor<4xi32>
  %1 = pyc.abs %0 : tensor<4xi32>
  return %1 : tensor<4xi32>
}

// -----

// floor(floor(x)) = floor(x)
// CHECK-LABEL: func.func @floor_floor
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[F:.*]] = pyc.floor %[[X]]
// CHECK-NEXT: return %[[F]]
func.func @floor_floor(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pyc.floor %x : tensor<4xf32>
  %1 = pyc.floor %0 : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// ceil(x) is integral, so floor(ceil(x)) = ceil(x).
// CHECK-LABEL: func.func @floor_ceil
// CHECK-SAME: (%[[X:.*]]: tensor<4xf16>)
// CHECK-NEXT: %[[C:.*]] = pyc.ceil %[[X]]
// CHECK-NEXT: return %[[C]]
func.func @floor_ceil(%x: tensor<4xf16>) -> tensor<4xf16> {
  %0 = pyc.ceil %x : tensor<4xf16>
  %1 = pyc.floor %0 : tensor<4xf16>
  return %1 : tensor<4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// Shape ops
//===----------------------------------------------------------------------===//

// reshape(x : T -> T) = x
// CHECK-LABEL: func.func @reshape_noop
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reshape_noop(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.reshape %x : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// With run-time sizes, a reshape to the sizes its operand has is x (a view
// chain ending in one hid attention's transposed operand from the product
// emitter); one that sizes the same type anew is kept (as a reshape of
// the first one's operand).
// CHECK-LABEL: func.func @reshape_same_run_time_sizes
// CHECK-SAME: (%[[X:.*]]: tensor<?x4x?x64xf32>)
// CHECK: %[[T:.*]] = pyc.transpose
// CHECK-NEXT: %[[M:.*]] = pyc.reshape %[[T]] {sizes = #[[SAME:.*]]} :
// CHECK-NEXT: %[[N:.*]] = pyc.reshape %[[T]] {sizes = #[[OTHER:.*]]} :
// CHECK-NEXT: return %[[M]], %[[N]]
func.func @reshape_same_run_time_sizes(%x: tensor<?x4x?x64xf32>) -> (tensor<?x?x64xf32>, tensor<?x?x64xf32>)
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 2, 1>} {
  %t = pyc.transpose %x, permutation = [0, 2, 1, 3] : tensor<?x4x?x64xf32> -> tensor<?x?x4x64xf32>
  %m = pyc.reshape %t {sizes = affine_map<()[s0, s1] -> (s0, s1 * 4, 64)>} : tensor<?x?x4x64xf32> -> tensor<?x?x64xf32>
  %same = pyc.reshape %m {sizes = affine_map<()[s0, s1] -> (s0, s1 * 4, 64)>} : tensor<?x?x64xf32> -> tensor<?x?x64xf32>
  %other = pyc.reshape %m {sizes = affine_map<()[s0, s1] -> (s0 * 4, s1, 64)>} : tensor<?x?x64xf32> -> tensor<?x?x64xf32>
  return %same, %other : tensor<?x?x64xf32>, tensor<?x?x64xf32>
}

// -----

// reshape(reshape(x)) = reshape(x)
// CHECK-LABEL: func.func @reshape_reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[R:.*]] = pyc.reshape %[[X]] : tensor<2x3x4xf32> -> tensor<4x6xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape_reshape(%x: tensor<2x3x4xf32>) -> tensor<4x6xf32> {
  %0 = pyc.reshape %x : tensor<2x3x4xf32> -> tensor<24xf32>
  %1 = pyc.reshape %0 : tensor<24xf32> -> tensor<4x6xf32>
  return %1 : tensor<4x6xf32>
}

// -----

// reshape(reshape(x : T)) : T = x
// CHECK-LABEL: func.func @reshape_reshape_back
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xi64>)
// CHECK-NEXT: return %[[X]]
func.func @reshape_reshape_back(%x: tensor<2x3xi64>) -> tensor<2x3xi64> {
  %0 = pyc.reshape %x : tensor<2x3xi64> -> tensor<6xi64>
  %1 = pyc.reshape %0 : tensor<6xi64> -> tensor<2x3xi64>
  return %1 : tensor<2x3xi64>
}

// -----

// A reshaped constant keeps its row-major elements.
// CHECK-LABEL: func.func @reshape_constant
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
// CHECK-NEXT: return %[[C]]
func.func @reshape_constant() -> tensor<2x3xi32> {
  %a = pyc.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %0 = pyc.reshape %a : tensor<6xi32> -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// transpose(x, identity) = x
// CHECK-LABEL: func.func @transpose_identity
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @transpose_identity(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.transpose %x, permutation = [0, 1] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// transpose(transpose(x, p), q) = transpose(x, p[q])
// CHECK-LABEL: func.func @transpose_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: %[[T:.*]] = pyc.transpose %[[X]], permutation = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
// CHECK-NEXT: return %[[T]]
func.func @transpose_transpose(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = pyc.transpose %x, permutation = [1, 2, 0] : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
  %1 = pyc.transpose %0, permutation = [1, 2, 0] : tensor<3x4x2xf32> -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// -----

// A transpose that keeps the order of its dims of more than one element is
// a reshape (a channel's statistic placed for channels-last data; with
// the reshape before it, one reshape); one that reorders them stays.
// CHECK-LABEL: func.func @transpose_of_unit_dims
// CHECK-SAME: (%[[X:.*]]: tensor<16xf32>, %[[Y:.*]]: tensor<1x16x1x8xf32>)
// CHECK-NEXT: %[[R:.*]] = pyc.reshape %[[X]] : tensor<16xf32> -> tensor<1x1x1x16xf32>
// CHECK-NEXT: %[[T:.*]] = pyc.transpose %[[Y]], permutation = [0, 2, 3, 1] : tensor<1x16x1x8xf32> -> tensor<1x1x8x16xf32>
// CHECK-NEXT: return %[[R]], %[[T]]
func.func @transpose_of_unit_dims(%x: tensor<16xf32>, %y: tensor<1x16x1x8xf32>) -> (tensor<1x1x1x16xf32>, tensor<1x1x8x16xf32>) {
  %0 = pyc.reshape %x : tensor<16xf32> -> tensor<1x16x1x1xf32>
  %1 = pyc.transpose %0, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %2 = pyc.transpose %y, permutation = [0, 2, 3, 1] : tensor<1x16x1x8xf32> -> tensor<1x1x8x16xf32>
  return %1, %2 : tensor<1x1x1x16xf32>, tensor<1x1x8x16xf32>
}

// -----

// A slice of a transpose slices the operand as it lies, then transposes:
// the channels of a channels-last buffer taken as [N, C, H, W]. A
// transpose something else reads too stays where it is.
// CHECK-LABEL: func.func @slice_of_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x4x4x8xf32>, %[[Y:.*]]: tensor<2x4x4x8xf32>)
// CHECK-NEXT: %[[S:.*]] = pyc.slice %[[X]], start = [0, 0, 1, 4], limit = [2, 4, 4, 8], stride = [1, 1, 2, 1] : tensor<2x4x4x8xf32> -> tensor<2x4x2x4xf32>
// CHECK-NEXT: %[[T:.*]] = pyc.transpose %[[S]], permutation = [0, 3, 1, 2] : tensor<2x4x2x4xf32> -> tensor<2x4x4x2xf32>
// CHECK-NEXT: %[[U:.*]] = pyc.transpose %[[Y]], permutation = [0, 3, 1, 2]
// CHECK-NEXT: %[[V:.*]] = pyc.slice %[[U]], start = [0, 0, 0, 0], limit = [2, 4, 4, 4]
// CHECK-NEXT: return %[[T]], %[[U]], %[[V]]
func.func @slice_of_transpose(%x: tensor<2x4x4x8xf32>, %y: tensor<2x4x4x8xf32>) -> (tensor<2x4x4x2xf32>, tensor<2x8x4x4xf32>, tensor<2x4x4x4xf32>) {
  %0 = pyc.transpose %x, permutation = [0, 3, 1, 2] : tensor<2x4x4x8xf32> -> tensor<2x8x4x4xf32>
  %1 = pyc.slice %0, start = [0, 4, 0, 1], limit = [2, 8, 4, 4], stride = [1, 1, 1, 2] : tensor<2x8x4x4xf32> -> tensor<2x4x4x2xf32>
  %2 = pyc.transpose %y, permutation = [0, 3, 1, 2] : tensor<2x4x4x8xf32> -> tensor<2x8x4x4xf32>
  %3 = pyc.slice %2, start = [0, 0, 0, 0], limit = [2, 4, 4, 4], stride = [1, 1, 1, 1] : tensor<2x8x4x4xf32> -> tensor<2x4x4x4xf32>
  return %1, %2, %3 : tensor<2x4x4x2xf32>, tensor<2x8x4x4xf32>, tensor<2x4x4x4xf32>
}

// -----

// Inverse permutations compose to the identity: transpose(transpose(x, p), p^-1) = x
// CHECK-LABEL: func.func @transpose_inverse
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @transpose_inverse(%x: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %0 = pyc.transpose %x, permutation = [1, 2, 0] : tensor<2x3x4xf32> -> tensor<3x4x2xf32>
  %1 = pyc.transpose %0, permutation = [2, 0, 1] : tensor<3x4x2xf32> -> tensor<2x3x4xf32>
  return %1 : tensor<2x3x4xf32>
}

// -----

// transpose(matmul(a, b)) = matmul(transpose(b), transpose(a)), batch dims kept.
// CHECK-LABEL: func.func @transpose_matmul
// CHECK-SAME: (%[[A:.*]]: tensor<5x2x3xf32>, %[[B:.*]]: tensor<5x3x4xf32>)
// CHECK-DAG: %[[BT:.*]] = pyc.transpose %[[B]], permutation = [0, 2, 1] : tensor<5x3x4xf32> -> tensor<5x4x3xf32>
// CHECK-DAG: %[[AT:.*]] = pyc.transpose %[[A]], permutation = [0, 2, 1] : tensor<5x2x3xf32> -> tensor<5x3x2xf32>
// CHECK: %[[P:.*]] = pyc.matmul %[[BT]], %[[AT]] : tensor<5x4x3xf32>, tensor<5x3x2xf32> -> tensor<5x4x2xf32>
// CHECK-NEXT: return %[[P]]
func.func @transpose_matmul(%a: tensor<5x2x3xf32>, %b: tensor<5x3x4xf32>) -> tensor<5x4x2xf32> {
  %0 = pyc.matmul %a, %b : tensor<5x2x3xf32>, tensor<5x3x4xf32> -> tensor<5x2x4xf32>
  %1 = pyc.transpose %0, permutation = [0, 2, 1] : tensor<5x2x4xf32> -> tensor<5x4x2xf32>
  return %1 : tensor<5x4x2xf32>
}

// -----

// Not when the product has another reader (it would be computed twice), nor
// for a transpose that moves a batch dim.
// CHECK-LABEL: func.func @transpose_matmul_kept
// CHECK: %[[P:.*]] = pyc.matmul
// CHECK: pyc.transpose %[[P]], permutation = [1, 0]
// CHECK: %[[Q:.*]] = pyc.matmul
// CHECK: pyc.transpose %[[Q]], permutation = [1, 0, 2]
func.func @transpose_matmul_kept(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %c: tensor<5x2x3xf32>, %d: tensor<5x3x4xf32>) -> (tensor<4x2xf32>, tensor<2x4xf32>, tensor<2x5x4xf32>) {
  %0 = pyc.matmul %a, %b : tensor<2x3xf32>, tensor<3x4xf32> -> tensor<2x4xf32>
  %1 = pyc.transpose %0, permutation = [1, 0] : tensor<2x4xf32> -> tensor<4x2xf32>
  %2 = pyc.matmul %c, %d : tensor<5x2x3xf32>, tensor<5x3x4xf32> -> tensor<5x2x4xf32>
  %3 = pyc.transpose %2, permutation = [1, 0, 2] : tensor<5x2x4xf32> -> tensor<2x5x4xf32>
  return %1, %0, %3 : tensor<4x2xf32>, tensor<2x4xf32>, tensor<2x5x4xf32>
}

// -----

// add(pad(a), pad(b)) = pad(concat(a, b)) for zero pads along one dim that
// meet: a split's gradient. Three slices covering the whole dim: a concat.
// CHECK-LABEL: func.func @add_of_adjacent_pads
// CHECK-SAME: (%[[A:.*]]: tensor<2x1xf32>, %[[B:.*]]: tensor<2x2xf32>, %[[C:.*]]: tensor<2x3xf32>)
// CHECK: %[[ABC:.*]] = pyc.concat %[[A]], %[[B]], %[[C]] dim = 1
// CHECK-NEXT: return %[[ABC]]
func.func @add_of_adjacent_pads(%a: tensor<2x1xf32>, %b: tensor<2x2xf32>, %c: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %pa = pyc.pad %a, low = [0, 0], high = [0, 5], value = 0.000000e+00 : tensor<2x1xf32> -> tensor<2x6xf32>
  %pb = pyc.pad %b, low = [0, 1], high = [0, 3], value = 0.000000e+00 : tensor<2x2xf32> -> tensor<2x6xf32>
  %pc = pyc.pad %c, low = [0, 3], high = [0, 0], value = 0.000000e+00 : tensor<2x3xf32> -> tensor<2x6xf32>
  %s = pyc.add %pb, %pa : tensor<2x6xf32>
  %t = pyc.add %s, %pc : tensor<2x6xf32>
  return %t : tensor<2x6xf32>
}

// -----

// Not for pads that leave a gap, overlap, or pad with something else.
// CHECK-LABEL: func.func @add_of_pads_kept
// CHECK-COUNT-3: pyc.add
// CHECK-NOT: pyc.concat
func.func @add_of_pads_kept(%a: tensor<2x1xf32>, %b: tensor<2x2xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>) {
  %pa = pyc.pad %a, low = [0, 0], high = [0, 5], value = 0.000000e+00 : tensor<2x1xf32> -> tensor<2x6xf32>
  %gap = pyc.pad %b, low = [0, 2], high = [0, 2], value = 0.000000e+00 : tensor<2x2xf32> -> tensor<2x6xf32>
  %g = pyc.add %pa, %gap : tensor<2x6xf32>
  %pa2 = pyc.pad %a, low = [0, 1], high = [0, 4], value = 0.000000e+00 : tensor<2x1xf32> -> tensor<2x6xf32>
  %over = pyc.pad %b, low = [0, 1], high = [0, 3], value = 0.000000e+00 : tensor<2x2xf32> -> tensor<2x6xf32>
  %o = pyc.add %pa2, %over : tensor<2x6xf32>
  %pa3 = pyc.pad %a, low = [0, 0], high = [0, 5], value = 1.000000e+00 : tensor<2x1xf32> -> tensor<2x6xf32>
  %pb3 = pyc.pad %b, low = [0, 1], high = [0, 3], value = 0.000000e+00 : tensor<2x2xf32> -> tensor<2x6xf32>
  %v = pyc.add %pa3, %pb3 : tensor<2x6xf32>
  return %g, %o, %v : tensor<2x6xf32>, tensor<2x6xf32>, tensor<2x6xf32>
}

// -----

// transpose(splat) = splat
// CHECK-LABEL: func.func @transpose_splat
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<5> : tensor<3x2xi8>
// CHECK-NEXT: return %[[C]]
func.func @transpose_splat() -> tensor<3x2xi8> {
  %a = pyc.constant dense<5> : tensor<2x3xi8>
  %0 = pyc.transpose %a, permutation = [1, 0] : tensor<2x3xi8> -> tensor<3x2xi8>
  return %0 : tensor<3x2xi8>
}

// -----

// broadcast(x : T -> T) = x
// CHECK-LABEL: func.func @broadcast_noop
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @broadcast_noop(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.broadcast_in_dim %x, dims = [0, 1] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// broadcast(splat) = splat of the larger shape
// CHECK-LABEL: func.func @broadcast_splat
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<1.500000e+00> : tensor<4x3xf32>
// CHECK-NEXT: return %[[C]]
func.func @broadcast_splat() -> tensor<4x3xf32> {
  %a = pyc.constant dense<1.5> : tensor<3xf32>
  %0 = pyc.broadcast_in_dim %a, dims = [1] : tensor<3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// broadcast(broadcast(x, d1), d2) = broadcast(x, d2[d1])
// CHECK-LABEL: func.func @broadcast_broadcast
// CHECK-SAME: (%[[X:.*]]: tensor<3xf32>)
// CHECK-NEXT: %[[B:.*]] = pyc.broadcast_in_dim %[[X]], dims = [2] : tensor<3xf32> -> tensor<4x2x3xf32>
// CHECK-NEXT: return %[[B]]
func.func @broadcast_broadcast(%x: tensor<3xf32>) -> tensor<4x2x3xf32> {
  %0 = pyc.broadcast_in_dim %x, dims = [1] : tensor<3xf32> -> tensor<2x3xf32>
  %1 = pyc.broadcast_in_dim %0, dims = [1, 2] : tensor<2x3xf32> -> tensor<4x2x3xf32>
  return %1 : tensor<4x2x3xf32>
}

// -----

// A non-splat constant is not broadcast at compile time.
// CHECK-LABEL: func.func @no_fold_broadcast_non_splat
// CHECK: pyc.broadcast_in_dim
func.func @no_fold_broadcast_non_splat() -> tensor<2x3xf32> {
  %a = pyc.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %0 = pyc.broadcast_in_dim %a, dims = [1] : tensor<3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// slice(x, 0, size, 1) = x
// CHECK-LABEL: func.func @slice_noop
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: return %[[X]]
func.func @slice_noop(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = pyc.slice %x, start = [0, 0], limit = [4, 8], stride = [1, 1] : tensor<4x8xf32> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// Along a `?` dim the types cannot tell: a slice to the end is x, one that
// stops before it (x[:-1]) is not.
// CHECK-LABEL: func.func @slice_run_time
// CHECK-SAME: (%[[X:.*]]: tensor<?x?xf32>)
// CHECK: %[[S:.*]] = pyc.slice %[[X]], start = [0, 0], limit = [-9223372036854775808, -1]
// CHECK: return %[[X]], %[[S]]
func.func @slice_run_time(%x: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = pyc.slice %x, start = [0, 0], limit = [-9223372036854775808, -9223372036854775808], stride = [1, 1] : tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = pyc.slice %x, start = [0, 0], limit = [-9223372036854775808, -1], stride = [1, 1] : tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// -----

// A size that is no longer run-time (a constant map) folds to a constant;
// one over the symbols stays.
// CHECK-LABEL: func.func @size_constant
// CHECK-DAG: pyc.constant dense<1.200000e+01> : tensor<f32>
// CHECK-DAG: pyc.constant dense<12> : tensor<i32>
// CHECK-DAG: pyc.size #{{.*}} : tensor<f32>
func.func @size_constant() -> (tensor<f32>, tensor<i32>, tensor<f32>) {
  %0 = pyc.size affine_map<()[s0] -> (12)> : tensor<f32>
  %1 = pyc.size affine_map<()[s0] -> (12)> : tensor<i32>
  %2 = pyc.size affine_map<()[s0] -> (s0 + 1)> : tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<i32>, tensor<f32>
}

// -----

// A slice taking less than everything stays.
// CHECK-LABEL: func.func @no_fold_slice
// CHECK: pyc.slice
func.func @no_fold_slice(%x: tensor<4x8xf32>) -> tensor<2x8xf32> {
  %0 = pyc.slice %x, start = [0, 0], limit = [4, 8], stride = [2, 1] : tensor<4x8xf32> -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

// slice(splat) = splat
// CHECK-LABEL: func.func @slice_splat
// CHECK-NEXT: %[[C:.*]] = pyc.constant dense<true> : tensor<2x7xi1>
// CHECK-NEXT: return %[[C]]
func.func @slice_splat() -> tensor<2x7xi1> {
  %a = pyc.constant dense<true> : tensor<4x8xi1>
  %0 = pyc.slice %a, start = [0, 1], limit = [4, 8], stride = [2, 1] : tensor<4x8xi1> -> tensor<2x7xi1>
  return %0 : tensor<2x7xi1>
}

// -----

// pad(x, 0, 0) = x
// CHECK-LABEL: func.func @pad_zero
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @pad_zero(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.pad %x, low = [0, 0], high = [0, 0], value = 1.0 : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Interior padding of zero, as no interior: a no-op pad.
// CHECK-LABEL: func.func @pad_zero_interior
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @pad_zero_interior(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.pad %x, low = [0, 0], high = [0, 0], value = 1.0 interior = [0, 0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// pad(pad(x)) of one value: the lows and highs add, the inner interior stays.
// CHECK-LABEL: func.func @pad_of_pad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[P:.*]] = pyc.pad %[[X]], low = [1, 1], high = [0, 3], value = 0.000000e+00 interior = [0, 1] : tensor<2x3xf32> -> tensor<3x9xf32>
// CHECK-NEXT: return %[[P]]
func.func @pad_of_pad(%x: tensor<2x3xf32>) -> tensor<3x9xf32> {
  %0 = pyc.pad %x, low = [0, 0], high = [0, 1], value = 0.0 interior = [0, 1] : tensor<2x3xf32> -> tensor<2x6xf32>
  %1 = pyc.pad %0, low = [1, 1], high = [0, 2], value = 0.0 : tensor<2x6xf32> -> tensor<3x9xf32>
  return %1 : tensor<3x9xf32>
}

// -----

// Interiors along two dims, one pad each (a 2-d strided slice's gradient
// traced back from torch): one pad.
// CHECK-LABEL: func.func @pad_of_pad_interiors
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[P:.*]] = pyc.pad %[[X]], low = [1, 0], high = [0, 1], value = 0.000000e+00 interior = [1, 2] : tensor<2x3xf32> -> tensor<4x8xf32>
// CHECK-NEXT: return %[[P]]
func.func @pad_of_pad_interiors(%x: tensor<2x3xf32>) -> tensor<4x8xf32> {
  %0 = pyc.pad %x, low = [0, 0], high = [0, 1], value = 0.0 interior = [0, 2] : tensor<2x3xf32> -> tensor<2x8xf32>
  %1 = pyc.pad %0, low = [1, 0], high = [0, 0], value = 0.0 interior = [1, 0] : tensor<2x8xf32> -> tensor<4x8xf32>
  return %1 : tensor<4x8xf32>
}

// -----

// Not merged: other values, or an outer interior that would spread the inner
// pad's elements.
// CHECK-LABEL: func.func @no_pad_of_pad
// CHECK-COUNT-4: pyc.pad
func.func @no_pad_of_pad(%x: tensor<2x3xf32>) -> (tensor<2x7xf32>, tensor<2x9xf32>) {
  %0 = pyc.pad %x, low = [0, 1], high = [0, 0], value = 1.0 : tensor<2x3xf32> -> tensor<2x4xf32>
  %1 = pyc.pad %0, low = [0, 1], high = [0, 2], value = 0.0 : tensor<2x4xf32> -> tensor<2x7xf32>
  %2 = pyc.pad %x, low = [0, 1], high = [0, 1], value = 0.0 : tensor<2x3xf32> -> tensor<2x5xf32>
  %3 = pyc.pad %2, low = [0, 0], high = [0, 0], value = 0.0 interior = [0, 1] : tensor<2x5xf32> -> tensor<2x9xf32>
  return %1, %3 : tensor<2x7xf32>, tensor<2x9xf32>
}

// -----

// A strided slice_scatter into zeros (a strided slice's gradient traced back
// from torch): the select of the placed elements is the pad alone.
// CHECK-LABEL: func.func @scatter_into_pad_value
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: %[[P:.*]] = pyc.pad %[[X]], low = [0, 1], high = [0, 0], value = 0.000000e+00 interior = [0, 1]
// CHECK-NEXT: return %[[P]]
func.func @scatter_into_pad_value(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  %true = pyc.constant dense<true> : tensor<2x3xi1>
  %zeros = pyc.constant dense<0.0> : tensor<2x6xf32>
  %mask = pyc.pad %true, low = [0, 1], high = [0, 0], value = 0.0 interior = [0, 1] : tensor<2x3xi1> -> tensor<2x6xi1>
  %placed = pyc.pad %x, low = [0, 1], high = [0, 0], value = 0.0 interior = [0, 1] : tensor<2x3xf32> -> tensor<2x6xf32>
  %0 = pyc.select %mask, %placed, %zeros : tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// Into anything else (ones; -0.0, not bitwise the pad's 0.0): the select stays.
// CHECK-LABEL: func.func @scatter_into_other
// CHECK-COUNT-2: pyc.select
func.func @scatter_into_other(%x: tensor<2x3xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>) {
  %true = pyc.constant dense<true> : tensor<2x3xi1>
  %ones = pyc.constant dense<1.0> : tensor<2x6xf32>
  %negzeros = pyc.constant dense<-0.0> : tensor<2x6xf32>
  %mask = pyc.pad %true, low = [0, 1], high = [0, 0], value = 0.0 interior = [0, 1] : tensor<2x3xi1> -> tensor<2x6xi1>
  %placed = pyc.pad %x, low = [0, 1], high = [0, 0], value = 0.0 interior = [0, 1] : tensor<2x3xf32> -> tensor<2x6xf32>
  %0 = pyc.select %mask, %placed, %ones : tensor<2x6xf32>
  %1 = pyc.select %mask, %placed, %negzeros : tensor<2x6xf32>
  return %0, %1 : tensor<2x6xf32>, tensor<2x6xf32>
}

// -----

// Padding a `?` dim keeps the type `?` but is not a no-op.
// CHECK-LABEL: func.func @no_fold_pad_dynamic
// CHECK: pyc.pad
func.func @no_fold_pad_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = pyc.pad %x, low = [1], high = [0], value = 0.0 : tensor<?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// concat(x) = x
// CHECK-LABEL: func.func @concat_single
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @concat_single(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.concat %x dim = 1 : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// reduce(x, dims = []) = x
// CHECK-LABEL: func.func @reduce_no_dims
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[X]]
func.func @reduce_no_dims(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = pyc.reduce sum %x, dims = [] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Reducing size-1 dims combines one element: a reshape that drops them.
// CHECK-LABEL: func.func @reduce_unit_dims
// CHECK-SAME: (%[[X:.*]]: tensor<1x3xf32>)
// CHECK-NEXT: %[[R:.*]] = pyc.reshape %[[X]] : tensor<1x3xf32> -> tensor<3xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_unit_dims(%x: tensor<1x3xf32>) -> tensor<3xf32> {
  %0 = pyc.reduce max %x, dims = [0] : tensor<1x3xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// With two run-time sizes the reshape says which is which: its `sizes`,
// the operand's (here %x's, from the function's symbols) less the unit dim.
// CHECK: #[[SIZES:.*]] = affine_map<()[s0, s1] -> (s0, s1)>
// CHECK-LABEL: func.func @reduce_unit_dims_run_time
// CHECK-NEXT: %[[R:.*]] = pyc.reshape %{{.*}} {sizes = #[[SIZES]]} : tensor<?x?x1xf32> -> tensor<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @reduce_unit_dims_run_time(%x: tensor<?x?x1xf32>) -> tensor<?x?xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1>} {
  %0 = pyc.reduce sum %x, dims = [2] : tensor<?x?x1xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A reduction of a transpose reads the transpose's operand in its own
// layout: batch norm's statistics of [N, C, H, W] taken from a channels-last
// buffer [N, H, W, C], a sum of columns. Kept dims in another order than
// the operand's: the (smaller) result transposed back.
// CHECK-LABEL: func.func @reduce_of_transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4x5xf32>)
// CHECK-NEXT: %[[S:.*]] = pyc.reduce sum %[[X]], dims = [0, 1, 2] : tensor<2x3x4x5xf32> -> tensor<5xf32>
// CHECK-NEXT: %[[M:.*]] = pyc.reduce max %[[X]], dims = [1] : tensor<2x3x4x5xf32> -> tensor<2x4x5xf32>
// CHECK-NEXT: %[[T:.*]] = pyc.transpose %[[M]], permutation = [0, 2, 1] : tensor<2x4x5xf32> -> tensor<2x5x4xf32>
// CHECK-NEXT: return %[[S]], %[[T]]
func.func @reduce_of_transpose(%x: tensor<2x3x4x5xf32>) -> (tensor<5xf32>, tensor<2x5x4xf32>) {
  %t = pyc.transpose %x, permutation = [0, 3, 1, 2] : tensor<2x3x4x5xf32> -> tensor<2x5x3x4xf32>
  %0 = pyc.reduce sum %t, dims = [0, 2, 3] : tensor<2x5x3x4xf32> -> tensor<5xf32>
  %1 = pyc.reduce max %t, dims = [2] : tensor<2x5x3x4xf32> -> tensor<2x5x4xf32>
  return %0, %1 : tensor<5xf32>, tensor<2x5x4xf32>
}

// -----

// A size-1 dim among others reduced: a reduction still.
// CHECK-LABEL: func.func @reduce_unit_and_other_dims
// CHECK: pyc.reduce sum
func.func @reduce_unit_and_other_dims(%x: tensor<1x3xf32>) -> tensor<f32> {
  %0 = pyc.reduce sum %x, dims = [0, 1] : tensor<1x3xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Cross-entropy's pick of the target's log-probability, (x - max) - log(sum),
// moves to the logits: the row values are subtracted at the picks, and
// neither full-size difference is left for the pick to read. (x - max) is
// read by the exponential too, and computed again at the picks.
// CHECK-LABEL: func.func @pick_through_log_softmax
// CHECK-SAME: (%[[X:.*]]: tensor<4x1000xf32>, %[[T:.*]]: tensor<4x1xi64>)
// CHECK: %[[MAX:.*]] = pyc.reduce max %[[X]]
// CHECK: %[[ROWMAX:.*]] = pyc.reshape %[[MAX]] : tensor<4xf32> -> tensor<4x1xf32>
// CHECK: %[[LOG:.*]] = pyc.log
// CHECK: %[[PICK:.*]] = pyc.take_along_dim %[[X]][%[[T]]], dim = 1
// CHECK: %[[SHIFTED:.*]] = pyc.sub %[[PICK]], %[[ROWMAX]] : tensor<4x1xf32>
// CHECK: %[[R:.*]] = pyc.sub %[[SHIFTED]], %[[LOG]] : tensor<4x1xf32>
// CHECK: return %[[R]]
func.func @pick_through_log_softmax(%x: tensor<4x1000xf32>, %t: tensor<4x1xi64>) -> tensor<4x1xf32> {
  %max = pyc.reduce max %x, dims = [1] : tensor<4x1000xf32> -> tensor<4xf32>
  %m = pyc.reshape %max : tensor<4xf32> -> tensor<4x1xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x1000xf32>
  %shifted = pyc.sub %x, %mb : tensor<4x1000xf32>
  %e = pyc.exp %shifted : tensor<4x1000xf32>
  %sum = pyc.reduce sum %e, dims = [1] : tensor<4x1000xf32> -> tensor<4xf32>
  %s = pyc.reshape %sum : tensor<4xf32> -> tensor<4x1xf32>
  %log = pyc.log %s : tensor<4x1xf32>
  %lb = pyc.broadcast_in_dim %log, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x1000xf32>
  %logp = pyc.sub %shifted, %lb : tensor<4x1000xf32>
  %p = pyc.take_along_dim %logp[%t], dim = 1 : tensor<4x1000xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
  return %p : tensor<4x1xf32>
}

// -----

// A pick of as many elements as the operand has stays where it is when
// something else reads the operand (computing it again would double it).
// CHECK-LABEL: func.func @pick_everything_read_twice
// CHECK: %[[Y:.*]] = pyc.exp
// CHECK: pyc.take_along_dim %[[Y]]
func.func @pick_everything_read_twice(%x: tensor<4x8xf32>, %t: tensor<4x8xi64>) -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %y = pyc.exp %x : tensor<4x8xf32>
  %p = pyc.take_along_dim %y[%t], dim = 1 : tensor<4x8xf32>, tensor<4x8xi64> -> tensor<4x8xf32>
  return %p, %y : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// With run-time sizes: the targets' rows are the logits' (one symbol binds
// both), so the pick moves as with static sizes.
// CHECK-LABEL: func.func @pick_through_run_time_rows
// CHECK-SAME: (%[[X:.*]]: tensor<?x1000xf32>, %[[T:.*]]: tensor<?x1xi64>)
// CHECK: %[[PICK:.*]] = pyc.take_along_dim %[[X]][%[[T]]], dim = 1
// CHECK: %[[R:.*]] = pyc.sub %[[PICK]], %{{.*}} : tensor<?x1xf32>
// CHECK: return %[[R]]
func.func @pick_through_run_time_rows(%x: tensor<?x1000xf32>, %t: tensor<?x1xi64>) -> tensor<?x1xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 0, 1, 0, 1>} {
  %max = pyc.reduce max %x, dims = [1] : tensor<?x1000xf32> -> tensor<?xf32>
  %m = pyc.reshape %max {sizes = affine_map<()[s0] -> (s0, 1)>} : tensor<?xf32> -> tensor<?x1xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 1] {sizes = affine_map<()[s0] -> (s0, 1000)>} : tensor<?x1xf32> -> tensor<?x1000xf32>
  %shifted = pyc.sub %x, %mb : tensor<?x1000xf32>
  %p = pyc.take_along_dim %shifted[%t], dim = 1 : tensor<?x1000xf32>, tensor<?x1xi64> -> tensor<?x1xf32>
  return %p : tensor<?x1xf32>
}

// -----

// The targets' rows are another symbol (a pick may take fewer rows than its
// operand has): the row values would not line up with the picks, so the
// spread operand is picked like the other, not taken as the row values.
// CHECK-LABEL: func.func @pick_of_other_run_time_rows
// CHECK-SAME: (%[[X:.*]]: tensor<?x1000xf32>, %[[T:.*]]: tensor<?x1xi64>)
// CHECK: %[[SPREAD:.*]] = pyc.broadcast_in_dim
// CHECK: %[[A:.*]] = pyc.take_along_dim %[[X]][%[[T]]]
// CHECK: %[[B:.*]] = pyc.take_along_dim %[[SPREAD]][%[[T]]]
// CHECK: pyc.sub %[[A]], %[[B]] : tensor<?x1xf32>
func.func @pick_of_other_run_time_rows(%x: tensor<?x1000xf32>, %t: tensor<?x1xi64>) -> tensor<?x1xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 1, 0, 1>} {
  %max = pyc.reduce max %x, dims = [1] : tensor<?x1000xf32> -> tensor<?xf32>
  %m = pyc.reshape %max {sizes = affine_map<()[s0, s1] -> (s0, 1)>} : tensor<?xf32> -> tensor<?x1xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0, 1] {sizes = affine_map<()[s0, s1] -> (s0, 1000)>} : tensor<?x1xf32> -> tensor<?x1000xf32>
  %shifted = pyc.sub %x, %mb : tensor<?x1000xf32>
  %p = pyc.take_along_dim %shifted[%t], dim = 1 : tensor<?x1000xf32>, tensor<?x1xi64> -> tensor<?x1xf32>
  return %p : tensor<?x1xf32>
}

// -----

// Channels-last tensors joined along channels, as a part takes and returns
// them: each transposed to pyc's logical order, joined, the join transposed
// back. One concat along the buffers' last dim is left.
// CHECK-LABEL: func.func @concat_of_transposes
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x4x3xf32>, %[[B:.*]]: tensor<2x4x4x5xf32>)
// CHECK-NEXT: %[[C:.*]] = pyc.concat %[[A]], %[[B]] dim = 3 : (tensor<2x4x4x3xf32>, tensor<2x4x4x5xf32>) -> tensor<2x4x4x8xf32>
// CHECK-NEXT: return %[[C]]
func.func @concat_of_transposes(%a: tensor<2x4x4x3xf32>, %b: tensor<2x4x4x5xf32>) -> tensor<2x4x4x8xf32> {
  %0 = pyc.transpose %a, permutation = [0, 3, 1, 2] : tensor<2x4x4x3xf32> -> tensor<2x3x4x4xf32>
  %1 = pyc.transpose %b, permutation = [0, 3, 1, 2] : tensor<2x4x4x5xf32> -> tensor<2x5x4x4xf32>
  %2 = pyc.concat %0, %1 dim = 1 : (tensor<2x3x4x4xf32>, tensor<2x5x4x4xf32>) -> tensor<2x8x4x4xf32>
  %3 = pyc.transpose %2, permutation = [0, 2, 3, 1] : tensor<2x8x4x4xf32> -> tensor<2x4x4x8xf32>
  return %3 : tensor<2x4x4x8xf32>
}

// -----

// Read in the logical order, the join is transposed once; inputs transposed
// by different permutations, not all transposed, or a transpose read
// elsewhere too, are joined as written.
// CHECK-LABEL: func.func @concat_of_transposes_read_as_joined
// CHECK-SAME: (%[[A:.*]]: tensor<2x4x4x3xf32>, %[[B:.*]]: tensor<2x4x4x5xf32>, %[[C:.*]]: tensor<2x4x4x3xf32>, %[[D:.*]]: tensor<2x5x4x4xf32>)
// CHECK-NEXT: %[[J:.*]] = pyc.concat %[[A]], %[[B]] dim = 3
// CHECK-NEXT: %[[T:.*]] = pyc.transpose %[[J]], permutation = [0, 3, 1, 2] : tensor<2x4x4x8xf32> -> tensor<2x8x4x4xf32>
// CHECK-NEXT: %[[TC:.*]] = pyc.transpose %[[C]], permutation = [0, 3, 1, 2]
// CHECK-NEXT: %[[K:.*]] = pyc.concat %[[TC]], %[[D]] dim = 1
// CHECK-NEXT: %[[TC2:.*]] = pyc.transpose %[[C]], permutation = [0, 3, 2, 1]
// CHECK-NEXT: %[[L:.*]] = pyc.concat %[[TC2]], %[[TC]] dim = 1
// CHECK-NEXT: %[[M:.*]] = pyc.concat %[[TC]], %[[TC]] dim = 1
// CHECK-NEXT: return %[[T]], %[[K]], %[[L]], %[[M]]
func.func @concat_of_transposes_read_as_joined(%a: tensor<2x4x4x3xf32>, %b: tensor<2x4x4x5xf32>, %c: tensor<2x4x4x3xf32>, %d: tensor<2x5x4x4xf32>) -> (tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x6x4x4xf32>, tensor<2x6x4x4xf32>) {
  %0 = pyc.transpose %a, permutation = [0, 3, 1, 2] : tensor<2x4x4x3xf32> -> tensor<2x3x4x4xf32>
  %1 = pyc.transpose %b, permutation = [0, 3, 1, 2] : tensor<2x4x4x5xf32> -> tensor<2x5x4x4xf32>
  %2 = pyc.concat %0, %1 dim = 1 : (tensor<2x3x4x4xf32>, tensor<2x5x4x4xf32>) -> tensor<2x8x4x4xf32>
  %3 = pyc.transpose %c, permutation = [0, 3, 1, 2] : tensor<2x4x4x3xf32> -> tensor<2x3x4x4xf32>
  %4 = pyc.concat %3, %d dim = 1 : (tensor<2x3x4x4xf32>, tensor<2x5x4x4xf32>) -> tensor<2x8x4x4xf32>
  %5 = pyc.transpose %c, permutation = [0, 3, 2, 1] : tensor<2x4x4x3xf32> -> tensor<2x3x4x4xf32>
  %6 = pyc.concat %5, %3 dim = 1 : (tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) -> tensor<2x6x4x4xf32>
  %7 = pyc.concat %3, %3 dim = 1 : (tensor<2x3x4x4xf32>, tensor<2x3x4x4xf32>) -> tensor<2x6x4x4xf32>
  return %2, %4, %6, %7 : tensor<2x8x4x4xf32>, tensor<2x8x4x4xf32>, tensor<2x6x4x4xf32>, tensor<2x6x4x4xf32>
}
