// RUN: pycompile-opt %s -split-input-file -verify-diagnostics

// One case per verifier rule. Ops that infer their result type report a shape
// error twice: the rule's message, then "failed to infer returned types".

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

// Float-only ops reject integers.
func.func @exp_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'pyc.exp' op operand #0 must be ranked tensor of 64-bit float or 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<4xi32>'}}
  %0 = pyc.exp %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Numeric ops reject bool.
func.func @neg_bool(%x: tensor<4xi1>) -> tensor<4xi1> {
  // expected-error @+1 {{'pyc.neg' op operand #0 must be ranked tensor of 64-bit float or 32-bit float or 16-bit float or bfloat16 type or 64-bit signless integer or 32-bit signless integer or 8-bit signless integer values, but got 'tensor<4xi1>'}}
  %0 = pyc.neg %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Logical ops take i1 only.
func.func @not_float(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.not' op operand #0 must be ranked tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = pyc.not %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @and_int(%x: tensor<4xi8>) -> tensor<4xi8> {
  // expected-error @+1 {{'pyc.and' op operand #0 must be ranked tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = pyc.and %x, %x : tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// i16 is not a pyc element type.
func.func @max_i16(%x: tensor<4xi16>) -> tensor<4xi16> {
  // expected-error @+1 {{'pyc.max' op operand #0 must be ranked tensor of 64-bit float or 32-bit float or 16-bit float or bfloat16 type or 64-bit signless integer or 32-bit signless integer or 8-bit signless integer or 1-bit signless integer values, but got 'tensor<4xi16>'}}
  %0 = pyc.max %x, %x : tensor<4xi16>
  return %0 : tensor<4xi16>
}

// -----

// Integers are signless.
func.func @add_unsigned(%x: tensor<4xui32>) -> tensor<4xui32> {
  // expected-error @+1 {{'pyc.add' op operand #0 must be ranked tensor of}}
  %0 = pyc.add %x, %x : tensor<4xui32>
  return %0 : tensor<4xui32>
}

// -----

// Tensors are ranked.
func.func @add_unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{custom op 'pyc.add' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = pyc.add %x, %x : tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// Elementwise operands and result share one type.
func.func @add_mixed(%a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.add' op requires the same type for all operands and results}}
  %0 = "pyc.add"(%a, %b) : (tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @constant_type_mismatch() -> tensor<2xf64> {
  // expected-error @+1 {{'pyc.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "pyc.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf32>}> : () -> tensor<2xf64>
  return %0 : tensor<2xf64>
}

// -----

func.func @constant_i16() -> tensor<2xi16> {
  // expected-error @+1 {{'pyc.constant' op result #0 must be ranked tensor of}}
  %0 = pyc.constant dense<1> : tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

// Index tensors are i64 or i32.
func.func @gather_i8_indices(%t: tensor<100x16xf32>, %i: tensor<3xi8>) -> tensor<3x16xf32> {
  // expected-error @+1 {{'pyc.gather' op operand #1 must be ranked tensor of 64-bit signless integer or 32-bit signless integer values, but got 'tensor<3xi8>'}}
  %0 = pyc.gather %t[%i], dim = 0 : tensor<100x16xf32>, tensor<3xi8> -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}

// -----

// argmax/argmin return i64 indices.
func.func @argmin_i32_result(%x: tensor<4x8xf32>) -> tensor<4xi32> {
  // expected-error @+1 {{'pyc.argmin' op result #0 must be ranked tensor of 64-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = pyc.argmin %x, dim = 1 : tensor<4x8xf32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// iota produces numbers, not bools.
func.func @iota_bool() -> tensor<4xi1> {
  // expected-error @+1 {{'pyc.iota' op result #0 must be ranked tensor of}}
  %0 = pyc.iota dim = 0 : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Dims are non-negative attributes.
func.func @concat_negative_dim(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'pyc.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = pyc.concat %a dim = -1 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// compare, select, convert
//===----------------------------------------------------------------------===//

func.func @compare_operands_differ(%a: tensor<4xf32>, %b: tensor<4xf64>) -> tensor<4xi1> {
  // expected-error @+1 {{'pyc.compare' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "pyc.compare"(%a, %b) <{direction = #pyc<cmp lt>}> : (tensor<4xf32>, tensor<4xf64>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

func.func @compare_result_not_bool(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.compare' op result #0 must be ranked tensor of 1-bit signless integer values, but got 'tensor<4xf32>'}}
  %0 = "pyc.compare"(%a, %a) <{direction = #pyc<cmp lt>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @compare_result_shape(%a: tensor<4xf32>) -> tensor<3xi1> {
  // expected-error @+1 {{'pyc.compare' op failed to verify that result is i1 of the operand shape}}
  %0 = "pyc.compare"(%a, %a) <{direction = #pyc<cmp lt>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @select_condition_not_bool(%c: tensor<4xi8>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.select' op operand #0 must be ranked tensor of 1-bit signless integer values, but got 'tensor<4xi8>'}}
  %0 = "pyc.select"(%c, %a, %a) : (tensor<4xi8>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_condition_shape(%c: tensor<3xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.select' op failed to verify that condition is i1 of the result shape}}
  %0 = "pyc.select"(%c, %a, %a) : (tensor<3xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @select_branches_differ(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.select' op failed to verify that all of {on_true, on_false, result} have same type}}
  %0 = "pyc.select"(%c, %a, %b) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The Elementwise trait checks the shape before ConvertOp::verify runs.
func.func @convert_shape(%x: tensor<4x8xf32>) -> tensor<8x4xf16> {
  // expected-error @+1 {{'pyc.convert' op all non-scalar operands/results must have the same shape and base type}}
  %0 = pyc.convert %x : tensor<4x8xf32> -> tensor<8x4xf16>
  return %0 : tensor<8x4xf16>
}

// -----

//===----------------------------------------------------------------------===//
// broadcast_in_dim, reshape, transpose
//===----------------------------------------------------------------------===//

func.func @broadcast_dims_count(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op has 2 dims for an operand of rank 1}}
  %0 = pyc.broadcast_in_dim %x, dims = [0, 1] : tensor<3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_dim_out_of_range(%x: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op dims[0] = 2 is out of range for a result of rank 2}}
  %0 = pyc.broadcast_in_dim %x, dims = [2] : tensor<3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_dims_not_increasing(%x: tensor<3x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op dims [1, 0] are not strictly increasing}}
  %0 = pyc.broadcast_in_dim %x, dims = [1, 0] : tensor<3x3xf32> -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// An operand dim is 1 or the size of its result dim.
func.func @broadcast_size(%x: tensor<3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op operand dimension 0 of size 3 is neither 1 nor the size of result dimension 1 (4)}}
  %0 = pyc.broadcast_in_dim %x, dims = [1] : tensor<3xf32> -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @broadcast_element_type(%x: tensor<3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op failed to verify that all of {operand, result} have same element type}}
  %0 = pyc.broadcast_in_dim %x, dims = [1] : tensor<3xf32> -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @reshape_element_count(%x: tensor<2x3xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{'pyc.reshape' op cannot reshape 6 elements 'tensor<2x3xf32>' into 5 elements 'tensor<5xf32>'}}
  %0 = pyc.reshape %x : tensor<2x3xf32> -> tensor<5xf32>
  return %0 : tensor<5xf32>
}

// -----

func.func @reshape_element_type(%x: tensor<2x3xf32>) -> tensor<6xi32> {
  // expected-error @+1 {{'pyc.reshape' op failed to verify that all of {operand, result} have same element type}}
  %0 = pyc.reshape %x : tensor<2x3xf32> -> tensor<6xi32>
  return %0 : tensor<6xi32>
}

// -----

func.func @transpose_permutation_length(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{'pyc.transpose' op permutation [1] is not a permutation of the 2 operand dims}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.transpose %x, permutation = [1] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

func.func @transpose_not_permutation(%x: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{'pyc.transpose' op permutation [1, 1] is not a permutation of the 2 operand dims}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.transpose %x, permutation = [1, 1] : tensor<2x3xf32> -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// The stated result type must be the inferred one.
func.func @transpose_wrong_result(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'pyc.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

func.func @slice_entries(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'pyc.slice' op start, limit and stride need 2 entries each (the operand rank), got 1, 1 and 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.slice %x, start = [0], limit = [4], stride = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @slice_negative_start(%x: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{'pyc.slice' op dimension 0 needs 0 <= start (-1) <= limit (2) <= size (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.slice %x, start = [-1], limit = [2], stride = [1] : tensor<4xf32> -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @slice_start_after_limit(%x: tensor<4xf32>) -> tensor<0xf32> {
  // expected-error @+2 {{'pyc.slice' op dimension 0 needs 0 <= start (3) <= limit (2) <= size (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.slice %x, start = [3], limit = [2], stride = [1] : tensor<4xf32> -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

func.func @slice_limit_past_size(%x: tensor<2x4xf32>) -> tensor<2x5xf32> {
  // expected-error @+2 {{'pyc.slice' op dimension 1 needs 0 <= start (0) <= limit (5) <= size (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.slice %x, start = [0, 0], limit = [2, 5], stride = [1, 1] : tensor<2x4xf32> -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @slice_from_end_strided(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+2 {{'pyc.slice' op dimension 0 is ? with a limit from the end (-1): it needs start >= 0 (got 0) and stride 1 (got 2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.slice %x, start = [0], limit = [-1], stride = [2] : tensor<?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @slice_zero_stride(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'pyc.slice' op stride of dimension 0 is 0, must be at least 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.slice %x, start = [0], limit = [4], stride = [0] : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// concat, pad, iota
//===----------------------------------------------------------------------===//

func.func @concat_no_inputs() -> tensor<2x4xf32> {
  // expected-error @+2 {{'pyc.concat' op needs at least one input}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.concat dim = 0 : () -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @concat_rank_mismatch(%a: tensor<2x4xf32>, %b: tensor<4xf32>) -> tensor<6x4xf32> {
  // expected-error @+2 {{'pyc.concat' op input 1 of type 'tensor<4xf32>' differs in rank or element type from 'tensor<2x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.concat %a, %b dim = 0 : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<6x4xf32>
  return %0 : tensor<6x4xf32>
}

// -----

func.func @concat_element_type_mismatch(%a: tensor<2x4xf32>, %b: tensor<2x4xf16>) -> tensor<4x4xf32> {
  // expected-error @+2 {{'pyc.concat' op input 1 of type 'tensor<2x4xf16>' differs in rank or element type from 'tensor<2x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.concat %a, %b dim = 0 : (tensor<2x4xf32>, tensor<2x4xf16>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Dims other than `dim` agree.
func.func @concat_other_dim_mismatch(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>, %c: tensor<3x5xf32>) -> tensor<7x4xf32> {
  // expected-error @+2 {{'pyc.concat' op input 2 has size 5 in dimension 1 where input 0 has 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.concat %a, %b, %c dim = 0 : (tensor<2x4xf32>, tensor<2x4xf32>, tensor<3x5xf32>) -> tensor<7x4xf32>
  return %0 : tensor<7x4xf32>
}

// -----

func.func @concat_dim_out_of_range(%a: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+2 {{'pyc.concat' op dim 2 is out of range for a tensor of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.concat %a, %a dim = 2 : (tensor<2x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @pad_entries(%x: tensor<2x3xf32>) -> tensor<3x3xf32> {
  // expected-error @+2 {{'pyc.pad' op low and high need 2 entries each (the operand rank), got 1 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [1], high = [0, 0], value = 0.0 : tensor<2x3xf32> -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @pad_negative(%x: tensor<2x3xf32>) -> tensor<2x2xf32> {
  // expected-error @+2 {{'pyc.pad' op padding of dimension 1 is negative (low -1, high 0, interior 0)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [0, -1], high = [0, 0], value = 0.0 : tensor<2x3xf32> -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

func.func @pad_interior_entries(%x: tensor<2x3xf32>) -> tensor<2x5xf32> {
  // expected-error @+2 {{'pyc.pad' op interior needs 2 entries (the operand rank), got 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [0, 0], high = [0, 0], value = 0.0 interior = [1] : tensor<2x3xf32> -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

func.func @pad_interior_negative(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{'pyc.pad' op padding of dimension 0 is negative (low 0, high 0, interior -1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [0, 0], high = [0, 0], value = 0.0 interior = [-1, 0] : tensor<2x3xf32> -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Interior padding needs the dim's size: its result size depends on it.
func.func @pad_interior_run_time(%x: tensor<?xf32>) -> tensor<?xf32> {
  // expected-error @+2 {{'pyc.pad' op interior padding of run-time dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [0], high = [0], value = 0.0 interior = [1] : tensor<?xf32> -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// An integer padding value is integral...
func.func @pad_fractional_int(%x: tensor<2xi32>) -> tensor<3xi32> {
  // expected-error @+2 {{'pyc.pad' op padding value 5.000000e-01 is not exact in element type 'i32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [1], high = [0], value = 0.5 : tensor<2xi32> -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// ...and in the range of the element type (i8: -128..127).
func.func @pad_out_of_range_int(%x: tensor<2xi8>) -> tensor<3xi8> {
  // expected-error @+2 {{'pyc.pad' op padding value 1.280000e+02 is not exact in element type 'i8'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [1], high = [0], value = 128.0 : tensor<2xi8> -> tensor<3xi8>
  return %0 : tensor<3xi8>
}

// -----

// A bool padding value is 0 or 1.
func.func @pad_bool_value(%x: tensor<2xi1>) -> tensor<3xi1> {
  // expected-error @+2 {{'pyc.pad' op padding value 2.000000e+00 is not exact in element type 'i1'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.pad %x, low = [1], high = [0], value = 2.0 : tensor<2xi1> -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// -----

func.func @iota_dim_out_of_range() -> tensor<4x8xi64> {
  // expected-error @+1 {{'pyc.iota' op dim 2 is out of range for a tensor of rank 2}}
  %0 = pyc.iota dim = 2 : tensor<4x8xi64>
  return %0 : tensor<4x8xi64>
}

// -----

//===----------------------------------------------------------------------===//
// reduce, argmax, argmin, cumsum
//===----------------------------------------------------------------------===//

func.func @reduce_dim_out_of_range(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{'pyc.reduce' op dim 2 is out of range for a tensor of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.reduce sum %x, dims = [2] : tensor<4x8xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduce_dims_not_increasing(%x: tensor<4x8xf32>) -> tensor<f32> {
  // expected-error @+2 {{'pyc.reduce' op dims [1, 0] are not strictly increasing}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.reduce max %x, dims = [1, 0] : tensor<4x8xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @reduce_dims_repeated(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  // expected-error @+2 {{'pyc.reduce' op dims [0, 0] are not strictly increasing}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.reduce sum %x, dims = [0, 0] : tensor<4x8xf32> -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @argmax_dim_out_of_range(%x: tensor<4x8xf32>) -> tensor<4xi64> {
  // expected-error @+2 {{'pyc.argmax' op dim 2 is out of range for a tensor of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.argmax %x, dim = 2 : tensor<4x8xf32> -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

func.func @argmin_dim_out_of_range(%x: tensor<f32>) -> tensor<i64> {
  // expected-error @+2 {{'pyc.argmin' op dim 0 is out of range for a tensor of rank 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.argmin %x, dim = 0 : tensor<f32> -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @cumsum_dim_out_of_range(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'pyc.cumsum' op dim 2 is out of range for a tensor of rank 2}}
  %0 = pyc.cumsum %x, dim = 2 : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @cumsum_type_mismatch(%x: tensor<4x8xf32>) -> tensor<4x8xf16> {
  // expected-error @+1 {{'pyc.cumsum' op requires the same type for all operands and results}}
  %0 = "pyc.cumsum"(%x) <{dim = 0 : i64}> : (tensor<4x8xf32>) -> tensor<4x8xf16>
  return %0 : tensor<4x8xf16>
}

// -----

//===----------------------------------------------------------------------===//
// matmul
//===----------------------------------------------------------------------===//

func.func @matmul_rank_below_2(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+2 {{'pyc.matmul' op operands need one rank of at least 2, got 1 and 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.matmul %a, %b : tensor<4xf32>, tensor<4xf32> -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// Batch dims are not broadcast implicitly.
func.func @matmul_ranks_differ(%a: tensor<2x4x8xf32>, %b: tensor<8x4xf32>) -> tensor<2x4x4xf32> {
  // expected-error @+2 {{'pyc.matmul' op operands need one rank of at least 2, got 3 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.matmul %a, %b : tensor<2x4x8xf32>, tensor<8x4xf32> -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

func.func @matmul_element_types(%a: tensor<4x8xf32>, %b: tensor<8x4xf16>) -> tensor<4x4xf32> {
  // expected-error @+2 {{'pyc.matmul' op operand element types differ: 'f32' and 'f16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.matmul %a, %b : tensor<4x8xf32>, tensor<8x4xf16> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @matmul_batch_mismatch(%a: tensor<2x4x8xf32>, %b: tensor<3x8x4xf32>) -> tensor<2x4x4xf32> {
  // expected-error @+2 {{'pyc.matmul' op batch dimension 0 differs: 2 and 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.matmul %a, %b : tensor<2x4x8xf32>, tensor<3x8x4xf32> -> tensor<2x4x4xf32>
  return %0 : tensor<2x4x4xf32>
}

// -----

func.func @matmul_contracted_size(%a: tensor<4x8xf32>, %b: tensor<7x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+2 {{'pyc.matmul' op contracted sizes differ: lhs has 8 columns and rhs has 7 rows}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.matmul %a, %b : tensor<4x8xf32>, tensor<7x4xf32> -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// gather, scatter_add
//===----------------------------------------------------------------------===//

func.func @gather_dim_out_of_range(%t: tensor<100x16xf32>, %i: tensor<3xi64>) -> tensor<100x3xf32> {
  // expected-error @+2 {{'pyc.gather' op dim 2 is out of range for a tensor of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.gather %t[%i], dim = 2 : tensor<100x16xf32>, tensor<3xi64> -> tensor<100x3xf32>
  return %0 : tensor<100x3xf32>
}

// -----

// updates has the shape gather(init, indices) would give.
func.func @scatter_add_updates_shape(%u: tensor<2x16xf32>, %z: tensor<100x16xf32>, %i: tensor<3xi64>) -> tensor<100x16xf32> {
  // expected-error @+1 {{'pyc.scatter_add' op updates of shape [2, 16] do not match [3, 16], the shape gathered from init with these indices}}
  %0 = pyc.scatter_add %u into %z[%i], dim = 0 : tensor<2x16xf32>, tensor<3xi64> -> tensor<100x16xf32>
  return %0 : tensor<100x16xf32>
}

// -----

func.func @scatter_add_dim_out_of_range(%u: tensor<3x16xf32>, %z: tensor<100x16xf32>, %i: tensor<3xi64>) -> tensor<100x16xf32> {
  // expected-error @+1 {{'pyc.scatter_add' op dim 2 is out of range for a tensor of rank 2}}
  %0 = pyc.scatter_add %u into %z[%i], dim = 2 : tensor<3x16xf32>, tensor<3xi64> -> tensor<100x16xf32>
  return %0 : tensor<100x16xf32>
}

// -----

func.func @scatter_add_element_types(%u: tensor<3x16xf16>, %z: tensor<100x16xf32>, %i: tensor<3xi64>) -> tensor<100x16xf32> {
  // expected-error @+1 {{'pyc.scatter_add' op failed to verify that all of {init, updates} have same element type}}
  %0 = "pyc.scatter_add"(%z, %i, %u) <{dim = 0 : i64}> : (tensor<100x16xf32>, tensor<3xi64>, tensor<3x16xf16>) -> tensor<100x16xf32>
  return %0 : tensor<100x16xf32>
}

// -----

func.func @scatter_add_result_type(%u: tensor<3x16xf32>, %z: tensor<100x16xf32>, %i: tensor<3xi64>) -> tensor<50x16xf32> {
  // expected-error @+1 {{'pyc.scatter_add' op failed to verify that all of {init, result} have same type}}
  %0 = "pyc.scatter_add"(%z, %i, %u) <{dim = 0 : i64}> : (tensor<100x16xf32>, tensor<3xi64>, tensor<3x16xf32>) -> tensor<50x16xf32>
  return %0 : tensor<50x16xf32>
}

// -----

//===----------------------------------------------------------------------===//
// take_along_dim, scatter_add_along_dim
//===----------------------------------------------------------------------===//

func.func @take_along_dim_rank(%x: tensor<4x8xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @+2 {{'pyc.take_along_dim' op indices of rank 1 do not have the rank of a tensor of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.take_along_dim %x[%i], dim = 1 : tensor<4x8xf32>, tensor<4xi64> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Outside `dim`, indices address the operand's first positions only.
func.func @take_along_dim_larger(%x: tensor<4x8xf32>, %i: tensor<5x1xi64>) -> tensor<5x1xf32> {
  // expected-error @+2 {{'pyc.take_along_dim' op indices of shape [5, 1] are larger than the tensor's [4, 8] in dim 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.take_along_dim %x[%i], dim = 1 : tensor<4x8xf32>, tensor<5x1xi64> -> tensor<5x1xf32>
  return %0 : tensor<5x1xf32>
}

// -----

func.func @take_along_dim_dim_out_of_range(%x: tensor<4x8xf32>, %i: tensor<4x1xi64>) -> tensor<4x1xf32> {
  // expected-error @+2 {{'pyc.take_along_dim' op dim 2 is out of range for a tensor of rank 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.take_along_dim %x[%i], dim = 2 : tensor<4x8xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

// The result has the indices' shape.
func.func @take_along_dim_result_shape(%x: tensor<4x8xf32>, %i: tensor<4x1xi64>) -> tensor<4x8xf32> {
  // expected-error @+2 {{'pyc.take_along_dim' op inferred type(s) 'tensor<4x1xf32>' are incompatible with return type(s) of operation 'tensor<4x8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "pyc.take_along_dim"(%x, %i) <{dim = 1 : i64}> : (tensor<4x8xf32>, tensor<4x1xi64>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scatter_add_along_dim_updates_shape(%u: tensor<4x2xf32>, %z: tensor<4x8xf32>, %i: tensor<4x1xi64>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'pyc.scatter_add_along_dim' op failed to verify that all of {indices, updates} have same shape}}
  %0 = "pyc.scatter_add_along_dim"(%z, %i, %u) <{dim = 1 : i64}> : (tensor<4x8xf32>, tensor<4x1xi64>, tensor<4x2xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scatter_add_along_dim_larger(%u: tensor<4x9xf32>, %z: tensor<4x8xf32>, %i: tensor<4x9xi64>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'pyc.scatter_add_along_dim' op indices of shape [4, 9] are larger than the tensor's [4, 8] in dim 1}}
  %0 = pyc.scatter_add_along_dim %u into %z[%i], dim = 0 : tensor<4x9xf32>, tensor<4x9xi64> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scatter_add_along_dim_rank(%u: tensor<4xf32>, %z: tensor<4x8xf32>, %i: tensor<4xi64>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'pyc.scatter_add_along_dim' op indices of rank 1 do not have the rank of a tensor of rank 2}}
  %0 = pyc.scatter_add_along_dim %u into %z[%i], dim = 1 : tensor<4xf32>, tensor<4xi64> -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @scatter_add_along_dim_element_types(%u: tensor<4x1xf16>, %z: tensor<4x8xf32>, %i: tensor<4x1xi64>) -> tensor<4x8xf32> {
  // expected-error @+1 {{'pyc.scatter_add_along_dim' op failed to verify that all of {init, updates} have same element type}}
  %0 = "pyc.scatter_add_along_dim"(%z, %i, %u) <{dim = 1 : i64}> : (tensor<4x8xf32>, tensor<4x1xi64>, tensor<4x1xf16>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

func.func @broadcast_in_dim_new_dynamic_dim(%x: tensor<3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op result dimension 0 of 'tensor<?x3xf32>' is dynamic and no operand gives its size; it needs `sizes`}}
  %0 = pyc.broadcast_in_dim %x, dims = [1] : tensor<3xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @broadcast_in_dim_static_to_dynamic(%x: tensor<2x3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op result dimension 0 is dynamic but operand dimension 0 is 2}}
  %0 = pyc.broadcast_in_dim %x, dims = [0, 1] {sizes = affine_map<()[s0] -> (s0, 3)>} : tensor<2x3xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @broadcast_in_dim_dynamic_to_static(%x: tensor<?x3xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op operand dimension 0 is dynamic but result dimension 0 is 4}}
  %0 = pyc.broadcast_in_dim %x, dims = [0, 1] : tensor<?x3xf32> -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @broadcast_in_dim_sizes_rank(%x: tensor<3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op sizes affine_map<()[s0] -> (s0)> must map no dims to 2 sizes, one per result dimension}}
  %0 = pyc.broadcast_in_dim %x, dims = [1] {sizes = affine_map<()[s0] -> (s0)>} : tensor<3xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @broadcast_in_dim_sizes_static_dim(%x: tensor<3xf32>) -> tensor<?x3xf32> {
  // expected-error @+1 {{'pyc.broadcast_in_dim' op sizes affine_map<()[s0] -> (s0, 4)> give dimension 1 a size other than the result type's, 3}}
  %0 = pyc.broadcast_in_dim %x, dims = [1] {sizes = affine_map<()[s0] -> (s0, 4)>} : tensor<3xf32> -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

func.func @reshape_two_dynamic_dims(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'pyc.reshape' op result 'tensor<?x?xf32>' has more than one dynamic dimension and no `sizes`}}
  %0 = pyc.reshape %x : tensor<?x?xf32> -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

func.func @iota_dynamic_without_sizes() -> tensor<?xi64> {
  // expected-error @+1 {{'pyc.iota' op result dimension 0 of 'tensor<?xi64>' is dynamic and no operand gives its size; it needs `sizes`}}
  %0 = pyc.iota dim = 0 : tensor<?xi64>
  return %0 : tensor<?xi64>
}

// -----

func.func @size_of_two_sizes() -> tensor<f32> {
  // expected-error @+1 {{'pyc.size' op value affine_map<()[s0] -> (s0, s0)> must map no dims to one size}}
  %0 = pyc.size affine_map<()[s0] -> (s0, s0)> : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @size_of_rank_one() -> tensor<1xf32> {
  // expected-error @+1 {{'pyc.size' op result #0 must be 0D tensor}}
  %0 = pyc.size affine_map<()[s0] -> (s0)> : tensor<1xf32>
  return %0 : tensor<1xf32>
}

// -----

func.func @reduce_sum_of_bool(%x: tensor<4xi1>) -> tensor<i1> {
  // expected-error @+2 {{'pyc.reduce' op sum is not defined on bool (i1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = pyc.reduce sum %x, dims = [0] : tensor<4xi1> -> tensor<i1>
  return %0 : tensor<i1>
}

// -----

func.func @kernel_argument_types(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.kernel' op body arguments must have the input types}}
  %k = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<5xf32>):
    %n = pyc.neg %a : tensor<5xf32>
    pyc.yield %n : tensor<5xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @kernel_yield_types(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.kernel' op yields 2 values whose types differ from the kernel's results}}
  %k = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    pyc.yield %a, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @kernel_captures_value(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %k = pyc.kernel pointwise() : () -> tensor<4xf32> {
    // expected-error @+1 {{using value defined outside the region}}
    %n = pyc.neg %x : tensor<4xf32>
    pyc.yield %n : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @yield_outside_kernel(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.yield' op expects parent op 'pyc.kernel'}}
  pyc.yield %x : tensor<4xf32>
}

// -----

func.func @kernel_without_results(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.kernel' op must have at least one result}}
  pyc.kernel pointwise(%x) : (tensor<4xf32>) -> () {
  ^bb0(%a: tensor<4xf32>):
    %n = pyc.neg %a : tensor<4xf32>
  }
  return %x : tensor<4xf32>
}

// -----

func.func @gpu_schedule_strategy_for_kind(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{#pyc.gpu_schedule strategy row does not fit a pointwise kernel}}
  %k = pyc.kernel pointwise(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [1, 4], warps = 4, stages = 1>} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %n = pyc.neg %a : tensor<4xf32>
    pyc.yield %n : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @gpu_schedule_block_count(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{#pyc.gpu_schedule: strategy pointwise takes 1 block size(s), got 2}}
  %k = pyc.kernel pointwise(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [1, 4], warps = 4, stages = 1>} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %n = pyc.neg %a : tensor<4xf32>
    pyc.yield %n : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @gpu_schedule_powers_of_two(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{#pyc.gpu_schedule: block sizes must be powers of two, got 3}}
  %k = pyc.kernel pointwise(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [3], warps = 4, stages = 1>} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %n = pyc.neg %a : tensor<4xf32>
    pyc.yield %n : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @gpu_schedule_warps(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{#pyc.gpu_schedule: warps must be a power of two from 1 to 32, got 64}}
  %k = pyc.kernel pointwise(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [4], warps = 64, stages = 1>} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %n = pyc.neg %a : tensor<4xf32>
    pyc.yield %n : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @gpu_schedule_type(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'pyc.gpu_schedule' must be a #pyc.gpu_schedule}}
  %k = pyc.kernel pointwise(%x) {pyc.gpu_schedule = {block = 4}} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4xf32>):
    %n = pyc.neg %a : tensor<4xf32>
    pyc.yield %n : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

// expected-error @+1 {{#pyc.memory_plan: alignment must be positive, got 0}}
func.func @plan_alignment() attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 0>} {
  return
}

// -----

// expected-error @+1 {{#pyc.memory_plan: arena and naive must be non-negative multiples of the alignment 64, got 100 and 128}}
func.func @plan_unaligned() attributes {pyc.memory_plan = #pyc.memory_plan<arena = 100, naive = 128, alignment = 64>} {
  return
}

// -----

// expected-error @+1 {{#pyc.memory_plan: arena (128) exceeds naive (64)}}
func.func @plan_arena_over_naive() attributes {pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 64, alignment = 64>} {
  return
}

// -----

// expected-error @+1 {{'pyc.memory_plan' must be a #pyc.memory_plan}}
func.func @plan_type() attributes {pyc.memory_plan = 64 : i64} {
  return
}

// -----

func.func @plan_on_op(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{'pyc.memory_plan' is only for functions}}
  %0 = pyc.neg %x {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

// A symbol numbered below 0 (passes would build an invalid affine map).
// expected-error @+1 {{'pyc.symbols' quadruple 1 (-1, 1, 0, 1) does not name a symbol >= 0, a dim of an argument and a coefficient >= 1}}
func.func @symbols_negative(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>)
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, -1, 1, 0, 1>} {
  return
}

// -----

// expected-error @+1 {{'pyc.symbols' quadruple 0 (0, 2, 0, 1) does not name a symbol >= 0, a dim of an argument and a coefficient >= 1}}
func.func @symbols_argument(%x: tensor<?x4xf32>) attributes {pyc.symbols = array<i64: 0, 2, 0, 1>} {
  return
}

// -----

// expected-error @+1 {{'pyc.symbols' must be an i64 array of quadruples (symbol, argument, dim, coefficient) on a function}}
func.func @symbols_triple(%x: tensor<?x4xf32>) attributes {pyc.symbols = array<i64: 0, 0, 0>} {
  return
}

// -----

// expected-error @+1 {{'pyc.arena_bytes' must be a non-negative i64 on a function}}
func.func @arena_bytes_type() attributes {pyc.arena_bytes = 64 : i32} {
  return
}

// -----

// expected-error @+1 {{'pyc.index_checks' is malformed}}
func.func @index_check_without_op() attributes {pyc.index_checks = [{dim = 0 : i64, loc = loc(unknown)}]} {
  return
}

// -----

// expected-error @+1 {{'pyc.result_sizes' is malformed}}
func.func @result_sizes_with_dims() attributes {pyc.result_sizes = [affine_map<(d0)[s0] -> (s0, d0)>]} {
  return
}

// -----

// expected-error @+1 {{'pyc.scratch_bytes' is malformed}}
func.func @scratch_bytes_two_sizes() attributes {pyc.scratch_bytes = affine_map<()[s0] -> (s0, s0)>} {
  return
}

// -----

// expected-error @+1 {{'pyc.timed' is malformed}}
func.func @timed_negative() attributes {pyc.timed = array<i64: 0, -1>} {
  return
}

// -----

// expected-error @+1 {{'pyc.index_checks' is only for functions}}
module attributes {pyc.index_checks = []} {
}

// -----

func.func @placement_offset(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 64, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement: an offset is a byte offset or -1 (not planned)}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [-2]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @placement_places_nothing(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 64, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement: places no result}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [-1]>} : tensor<16xf32>
  return %0 : tensor<16xf32>
}

// -----

func.func @placement_without_plan(%x: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @+1 {{#pyc.placement outside a function with a #pyc.memory_plan}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [0]>} : tensor<16xf32>
  %1 = pyc.exp %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

func.func @placement_per_result(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 128, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement has 2 offset(s) for 1 result(s)}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [0, 64]>} : tensor<16xf32>
  %1 = pyc.exp %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

func.func @placement_unaligned(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 128, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement: result #0 at [32, 96) is not an aligned block of the 128-byte arena (alignment 64)}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [32]>} : tensor<16xf32>
  %1 = pyc.exp %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

func.func @placement_outside_arena(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 128, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement: result #0 at [64, 128) is not an aligned block of the 64-byte arena (alignment 64)}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [64]>} : tensor<16xf32>
  %1 = pyc.exp %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

func.func @placement_dynamic(%x: tensor<?xf32>) -> tensor<?xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 64, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement places result #0, which is not a statically shaped tensor}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [0]>} : tensor<?xf32>
  %1 = pyc.exp %0 : tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

func.func @inplace_not_kernel(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 64, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement: inplace is for a pyc.kernel with one placed result}}
  %0 = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [0], inplace = 0>} : tensor<16xf32>
  %1 = pyc.exp %0 : tensor<16xf32>
  return %1 : tensor<16xf32>
}

// -----

func.func @inplace_operand(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 64, alignment = 64>} {
  // expected-error @+1 {{#pyc.placement: inplace operand 1 of 1}}
  %a = pyc.kernel pointwise(%x) {pyc.placement = #pyc.placement<offsets = [0], inplace = 1>} : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.exp %a : tensor<16xf32>
  return %b : tensor<16xf32>
}

// -----

func.func @inplace_other_block(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 128, alignment = 64>} {
  %a = pyc.neg %x {pyc.placement = #pyc.placement<offsets = [0]>} : tensor<16xf32>
  // expected-error @+1 {{#pyc.placement: in place over operand 0, but at offset 64, not its 0}}
  %b = pyc.kernel pointwise(%a) {pyc.placement = #pyc.placement<offsets = [64], inplace = 0>} : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %c = pyc.exp %b : tensor<16xf32>
  return %c : tensor<16xf32>
}

// -----

func.func @gpu_schedule_dot_block(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{#pyc.gpu_schedule: strategy dot takes block sizes of at least 16 (tl.dot's smallest)}}
  %k = pyc.kernel contraction(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 8, 16], warps = 4, stages = 3>} : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%a: tensor<4x4xf32>):
    %m = pyc.matmul %a, %a : tensor<4x4xf32>, tensor<4x4xf32> -> tensor<4x4xf32>
    pyc.yield %m : tensor<4x4xf32>
  }
  return %k : tensor<4x4xf32>
}

// -----

func.func @gpu_schedule_dot_for_reduction(%x: tensor<4x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{#pyc.gpu_schedule strategy dot does not fit a reduction kernel}}
  %k = pyc.kernel reduction(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 16, 16], warps = 4, stages = 3>} : (tensor<4x4xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x4xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x4xf32> -> tensor<4xf32>
    pyc.yield %s : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

func.func @torch_call_name(%x: tensor<4xf32>) {
  // expected-error @+1 {{'pyc.torch_call' op op 'cumprod' is not a torch op overload (namespace.name.overload)}}
  %y = pyc.torch_call "cumprod" (%x) "[[{\"operand\": 0}, 0], {}]" : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @torch_call_json(%x: tensor<4xf32>) {
  // expected-error @+1 {{'pyc.torch_call' op call is not JSON}}
  %y = pyc.torch_call "aten.cumprod.default" (%x) "[[{operand: 0}, 0], {}]" : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @torch_call_operand_range(%x: tensor<4xf32>) {
  // expected-error @+1 {{'pyc.torch_call' op call reads operand 1 of 1}}
  %y = pyc.torch_call "aten.cumprod.default" (%x) "[[{\"operand\": 1}, 0], {}]" : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @torch_call_unread_operand(%x: tensor<4xf32>) {
  // expected-error @+1 {{'pyc.torch_call' op call reads 1 of its 2 operands}}
  %y = pyc.torch_call "aten.cumprod.default" (%x, %x) "[[{\"operand\": 0}, 0], {}]" : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @torch_call_grad_types(%x: tensor<4xf32>, %g: tensor<4xf32>) {
  // expected-error @+1 {{'pyc.torch_call_grad' op gradient 0 is 'tensor<4xf64>', operand 0 'tensor<4xf32>'}}
  %dx = pyc.torch_call_grad "aten.cumprod.default" (%x) grads (%g) "[[{\"operand\": 0}, 0], {}]" differentiable = [0] : (tensor<4xf32>), (tensor<4xf32>) -> tensor<4xf64>
  return
}

// -----

func.func @convolution_groups(%x: tensor<2x4x9x9xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+2 {{'pyc.convolution' op weight [8, 4, 3, 3] with 2 groups does not take 4 channels}}
  // expected-error @+1 {{failed to infer returned types}}
  %y = pyc.convolution %x, %w stride = [1, 1] padding = [0, 0] dilation = [1, 1] groups = 2 : tensor<2x4x9x9xf32>, tensor<8x4x3x3xf32> -> tensor<2x8x7x7xf32>
  return
}

// -----

func.func @convolution_stride_rank(%x: tensor<2x4x9x9xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+2 {{'pyc.convolution' op stride [1] needs one positive value per spatial dim (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %y = pyc.convolution %x, %w stride = [1] padding = [0, 0] dilation = [1, 1] groups = 1 : tensor<2x4x9x9xf32>, tensor<8x4x3x3xf32> -> tensor<2x8x7x7xf32>
  return
}

// -----

func.func @convolution_kernel(%x: tensor<2x4x2x9xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+2 {{'pyc.convolution' op kernel extent 3 exceeds the padded input's 2 along spatial dim 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %y = pyc.convolution %x, %w stride = [1, 1] padding = [0, 0] dilation = [1, 1] groups = 1 : tensor<2x4x2x9xf32>, tensor<8x4x3x3xf32> -> tensor<2x8x1x7xf32>
  return
}

// -----

func.func @convolution_dynamic_spatial(%x: tensor<2x4x?x9xf32>, %w: tensor<8x4x3x3xf32>) {
  // expected-error @+2 {{'pyc.convolution' op needs static channel and spatial extents, got 'tensor<2x4x?x9xf32>' and 'tensor<8x4x3x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %y = pyc.convolution %x, %w stride = [1, 1] padding = [0, 0] dilation = [1, 1] groups = 1 : tensor<2x4x?x9xf32>, tensor<8x4x3x3xf32> -> tensor<2x8x?x7xf32>
  return
}

// -----

func.func @convolution_grad_out(%x: tensor<2x4x9x9xf32>, %w: tensor<8x4x3x3xf32>, %g: tensor<2x8x9x9xf32>) {
  // expected-error @+2 {{'pyc.convolution_grad' op grad_out is 'tensor<2x8x9x9xf32>', where the convolution gives 'tensor<2x8x7x7xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %dx, %dw = pyc.convolution_grad %x, %w, %g stride = [1, 1] padding = [0, 0] dilation = [1, 1] groups = 1 : tensor<2x4x9x9xf32>, tensor<8x4x3x3xf32>, tensor<2x8x9x9xf32> -> tensor<2x4x9x9xf32>, tensor<8x4x3x3xf32>
  return
}

// -----

func.func @attention_key_features(%q: tensor<2x8x16xbf16>, %k: tensor<2x8x32xbf16>, %v: tensor<2x8x16xbf16>) {
  // expected-error @+2 {{'pyc.attention' op query and key feature sizes differ: 16 and 32}}
  // expected-error @+1 {{failed to infer returned types}}
  %o, %lse = pyc.attention %q, %k, %v scale = 1.000000e+00 : tensor<2x8x16xbf16>, tensor<2x8x32xbf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return
}

// -----

func.func @attention_types(%q: tensor<2x8x16xbf16>, %k: tensor<2x8x16xf16>, %v: tensor<2x8x16xbf16>) {
  // expected-error @+2 {{'pyc.attention' op query, key and value element types differ: 'bf16', 'f16' and 'bf16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %o, %lse = pyc.attention %q, %k, %v scale = 1.000000e+00 : tensor<2x8x16xbf16>, tensor<2x8x16xf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return
}

// -----

func.func @attention_bias_and_causal(%q: tensor<2x8x16xbf16>, %b: tensor<2x8x8xbf16>) {
  // expected-error @+2 {{'pyc.attention' op takes a bias or causal, not both}}
  // expected-error @+1 {{failed to infer returned types}}
  %o, %lse = pyc.attention %q, %q, %q bias %b scale = 1.000000e+00 causal : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x8xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return
}

// -----

func.func @attention_bias_shape(%q: tensor<2x8x16xbf16>, %k: tensor<2x4x16xbf16>, %b: tensor<2x8x8xbf16>) {
  // expected-error @+2 {{'pyc.attention' op bias shape [2, 8, 8] does not broadcast to the scores' [2, 8, 4]}}
  // expected-error @+1 {{failed to infer returned types}}
  %o, %lse = pyc.attention %q, %k, %k bias %b scale = 1.000000e+00 : tensor<2x8x16xbf16>, tensor<2x4x16xbf16>, tensor<2x4x16xbf16>, tensor<2x8x8xbf16> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return
}

// -----

func.func @attention_bias_type(%q: tensor<2x8x16xbf16>, %b: tensor<2x8x8xf32>) {
  // expected-error @+2 {{'pyc.attention' op bias is 'tensor<2x8x8xf32>', where a ranked tensor of 'bf16' is expected}}
  // expected-error @+1 {{failed to infer returned types}}
  %o, %lse = pyc.attention %q, %q, %q bias %b scale = 1.000000e+00 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x8xf32> -> tensor<2x8x16xbf16>, tensor<2x8xf32>
  return
}

// -----

func.func @attention_grad_lse(%q: tensor<2x8x16xbf16>, %lse: tensor<2x8xbf16>) {
  // expected-error @+2 {{'pyc.attention_grad' op lse is 'tensor<2x8xbf16>', where the attention gives 'tensor<2x8xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %dq, %dk, %dv = pyc.attention_grad %q, %q, %q, %q, %lse, %q scale = 1.000000e+00 : tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8xbf16>, tensor<2x8x16xbf16> -> tensor<2x8x16xbf16>, tensor<2x8x16xbf16>, tensor<2x8x16xbf16>
  return
}

// -----

// expected-error @+1 {{#pyc.target: a cpu's vector_bits must be 128, 256 or 512, got 384}}
module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver4", vector_bits = 384, cores = 8, l2_bytes = 1048576>} {
}

// -----

// expected-error @+1 {{#pyc.target: warp, multiprocessors and shared_bytes describe GPUs, not a cpu target}}
module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver4", vector_bits = 512, cores = 8, multiprocessors = 132, l2_bytes = 1048576>} {
}

// -----

// expected-error @+1 {{#pyc.target: a gpu's warp must be 32 or 64 threads, got 48}}
module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_90", warp = 48, multiprocessors = 132, l2_bytes = 52428800, shared_bytes = 232448>} {
}

// -----

// expected-error @+1 {{#pyc.target: l2_bytes must be positive, got 0}}
module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_90", warp = 32, multiprocessors = 132, l2_bytes = 0, shared_bytes = 232448>} {
}

// -----

// expected-error @+1 {{'pyc.target' is only for modules}}
func.func @target_on_function() attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver4", vector_bits = 512, cores = 8, l2_bytes = 1048576>} {
  return
}
