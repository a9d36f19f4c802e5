// RUN: pycompile-opt %s -split-input-file --mlir-print-local-scope --pass-pipeline='builtin.module(func.func(pyc-to-linalg))' | FileCheck %s

// Unary float ops: a linalg.generic over the result, identity maps, the math
// op in the body.
// CHECK-LABEL: func.func @unary_math
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[T:.*]] = math.tanh %[[IN]] : f32
// CHECK-NEXT: linalg.yield %[[T]] : f32
// CHECK: return %[[R]]
// CHECK-NOT: pyc.
func.func @unary_math(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = pyc.tanh %x : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

// `?` dims of the result come from the operand.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[X:.*]]: tensor<?x8xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[D:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<?x8xf32>
// CHECK: linalg.generic
// CHECK-SAME: outs(%[[E]] : tensor<?x8xf32>)
// CHECK: math.exp
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  %0 = pyc.exp %x : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// sigmoid = 1 / (1 + e^-x).
// CHECK-LABEL: func.func @sigmoid
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[N:.*]] = arith.negf %[[IN]] : f32
// CHECK: %[[E:.*]] = math.exp %[[N]] : f32
// CHECK: %[[D:.*]] = arith.addf %[[ONE]], %[[E]] : f32
// CHECK: %[[R:.*]] = arith.divf %[[ONE]], %[[D]] : f32
// CHECK: linalg.yield %[[R]]
func.func @sigmoid(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pyc.sigmoid %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Integer neg is 0 - x.
// CHECK-LABEL: func.func @neg_int
// CHECK: ^bb0(%[[IN:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[R:.*]] = arith.subi %[[Z]], %[[IN]] : i32
// CHECK: linalg.yield %[[R]]
func.func @neg_int(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = pyc.neg %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// sign: NaN fails both compares and gives 0, as torch.sign.
// CHECK-LABEL: func.func @sign
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[POS:.*]] = arith.cmpf ogt, %[[IN]], %[[Z]] : f32
// CHECK: %[[NEG:.*]] = arith.cmpf olt, %[[IN]], %[[Z]] : f32
// CHECK: %[[M1:.*]] = arith.constant -1.000000e+00 : f32
// CHECK: %[[S:.*]] = arith.select %[[NEG]], %[[M1]], %[[Z]] : f32
// CHECK: %[[P1:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[R:.*]] = arith.select %[[POS]], %[[P1]], %[[S]] : f32
// CHECK: linalg.yield %[[R]]
func.func @sign(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pyc.sign %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// Logical not is xor with true.
// CHECK-LABEL: func.func @not
// CHECK: ^bb0(%[[IN:.*]]: i1, %{{.*}}: i1):
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: %[[R:.*]] = arith.xori %[[IN]], %[[T]] : i1
// CHECK: linalg.yield %[[R]]
func.func @not(%x: tensor<4xi1>) -> tensor<4xi1> {
  %0 = pyc.not %x : tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// Binary ops pick the upstream op by element type: integer division
// truncates (divsi), integer pow is math.ipowi.
// CHECK-LABEL: func.func @binary
// CHECK-SAME: (%[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<4xi64>, %[[J:.*]]: tensor<4xi64>)
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK-SAME: ins(%[[A]], %[[B]] : tensor<4xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: arith.addf %[[X]], %[[Y]] : f32
// CHECK: ins(%[[I]], %[[J]] : tensor<4xi64>, tensor<4xi64>)
// CHECK: arith.divsi
// CHECK: math.powf
// CHECK: math.ipowi
func.func @binary(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi64>, %j: tensor<4xi64>) -> (tensor<4xf32>, tensor<4xi64>, tensor<4xf32>, tensor<4xi64>) {
  %0 = pyc.add %a, %b : tensor<4xf32>
  %1 = pyc.div %i, %j : tensor<4xi64>
  %2 = pyc.pow %a, %b : tensor<4xf32>
  %3 = pyc.pow %i, %j : tensor<4xi64>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xi64>, tensor<4xf32>, tensor<4xi64>
}

// -----

// max/min: NaN-propagating on floats, signed on integers, unsigned on bools.
// CHECK-LABEL: func.func @max_min
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK: arith.minsi %{{.*}}, %{{.*}} : i8
// CHECK: arith.maxui %{{.*}}, %{{.*}} : i1
// CHECK: arith.minui %{{.*}}, %{{.*}} : i1
func.func @max_min(%a: tensor<4xf32>, %b: tensor<4xf32>, %i: tensor<4xi8>, %j: tensor<4xi8>, %k: tensor<4xi1>, %l: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi8>, tensor<4xi1>, tensor<4xi1>) {
  %0 = pyc.max %a, %b : tensor<4xf32>
  %1 = pyc.min %i, %j : tensor<4xi8>
  %2 = pyc.max %k, %l : tensor<4xi1>
  %3 = pyc.min %k, %l : tensor<4xi1>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xi8>, tensor<4xi1>, tensor<4xi1>
}

// -----

// remainder takes the divisor's sign: r + b where r != 0 and the signs of r
// and b differ.
// CHECK-LABEL: func.func @remainder
// CHECK: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %{{.*}}: i32):
// CHECK: %[[Z:.*]] = arith.constant 0 : i32
// CHECK: %[[R:.*]] = arith.remsi %[[A]], %[[B]] : i32
// CHECK: %[[NZ:.*]] = arith.cmpi ne, %[[R]], %[[Z]] : i32
// CHECK: %[[RN:.*]] = arith.cmpi slt, %[[R]], %[[Z]] : i32
// CHECK: %[[BN:.*]] = arith.cmpi slt, %[[B]], %[[Z]] : i32
// CHECK: %[[SUM:.*]] = arith.addi %[[R]], %[[B]] : i32
// CHECK: %[[DIFF:.*]] = arith.xori %[[RN]], %[[BN]] : i1
// CHECK: %[[FIX:.*]] = arith.andi %[[NZ]], %[[DIFF]] : i1
// CHECK: %[[RES:.*]] = arith.select %[[FIX]], %[[SUM]], %[[R]] : i32
// CHECK: linalg.yield %[[RES]] : i32
func.func @remainder(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = pyc.remainder %a, %b : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Float compares are ordered except ne (une); integer ones signed, bool ones
// unsigned. The result is i1.
// CHECK-LABEL: func.func @compare
// CHECK: tensor.empty() : tensor<4xi1>
// CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : f32
// CHECK: arith.cmpf ole, %{{.*}}, %{{.*}} : f32
// CHECK: arith.cmpi slt, %{{.*}}, %{{.*}} : i32
// CHECK: arith.cmpi ugt, %{{.*}}, %{{.*}} : i1
func.func @compare(%a: tensor<4xf32>, %i: tensor<4xi32>, %k: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = pyc.compare ne, %a, %a : tensor<4xf32>
  %1 = pyc.compare le, %a, %a : tensor<4xf32>
  %2 = pyc.compare lt, %i, %i : tensor<4xi32>
  %3 = pyc.compare gt, %k, %k : tensor<4xi1>
  return %0, %1, %2, %3 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @select
// CHECK: ^bb0(%[[C:.*]]: i1, %[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[R:.*]] = arith.select %[[C]], %[[A]], %[[B]] : f32
// CHECK: linalg.yield %[[R]]
func.func @select(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = pyc.select %c, %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// convert by source and destination type: bools are unsigned, "to bool" is
// != 0 (NaN is true), f16 -> bf16 goes through f32.
// CHECK-LABEL: func.func @convert
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: arith.extf %{{.*}} : f32 to f64
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: arith.cmpf une, %{{.*}}, %[[Z]] : f32
// CHECK: arith.fptosi %{{.*}} : f32 to i64
// CHECK: arith.uitofp %{{.*}} : i1 to f32
// CHECK: arith.trunci %{{.*}} : i32 to i8
// CHECK: arith.extui %{{.*}} : i1 to i32
// CHECK: %[[ZI:.*]] = arith.constant 0 : i32
// CHECK-NEXT: arith.cmpi ne, %{{.*}}, %[[ZI]] : i32
// CHECK: arith.sitofp %{{.*}} : i32 to f32
// CHECK: %[[W:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: arith.truncf %[[W]] : f32 to bf16
func.func @convert(%f: tensor<4xf32>, %k: tensor<4xi1>, %i: tensor<4xi32>, %h: tensor<4xf16>) -> (tensor<4xf16>, tensor<4xf64>, tensor<4xi1>, tensor<4xi64>, tensor<4xf32>, tensor<4xi8>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xbf16>) {
  %0 = pyc.convert %f : tensor<4xf32> -> tensor<4xf16>
  %1 = pyc.convert %f : tensor<4xf32> -> tensor<4xf64>
  %2 = pyc.convert %f : tensor<4xf32> -> tensor<4xi1>
  %3 = pyc.convert %f : tensor<4xf32> -> tensor<4xi64>
  %4 = pyc.convert %k : tensor<4xi1> -> tensor<4xf32>
  %5 = pyc.convert %i : tensor<4xi32> -> tensor<4xi8>
  %6 = pyc.convert %k : tensor<4xi1> -> tensor<4xi32>
  %7 = pyc.convert %i : tensor<4xi32> -> tensor<4xi1>
  %8 = pyc.convert %i : tensor<4xi32> -> tensor<4xf32>
  %9 = pyc.convert %h : tensor<4xf16> -> tensor<4xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xf16>, tensor<4xf64>, tensor<4xi1>, tensor<4xi64>, tensor<4xf32>, tensor<4xi8>, tensor<4xi32>, tensor<4xi1>, tensor<4xf32>, tensor<4xbf16>
}

// -----

// CHECK-LABEL: func.func @constant
// CHECK: %[[C:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: return %[[C]]
func.func @constant() -> tensor<2xf32> {
  %0 = pyc.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// iota: linalg.index, cast to the element type (floats through i64).
// CHECK-LABEL: func.func @iota
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3xi64>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%[[E]] : tensor<2x3xi64>)
// CHECK: %[[I:.*]] = linalg.index 1 : index
// CHECK: %[[V:.*]] = arith.index_cast %[[I]] : index to i64
// CHECK: linalg.yield %[[V]] : i64
// CHECK: %[[J:.*]] = linalg.index 0 : index
// CHECK: %[[W:.*]] = arith.index_cast %[[J]] : index to i64
// CHECK: %[[F:.*]] = arith.sitofp %[[W]] : i64 to f32
// CHECK: linalg.yield %[[F]] : f32
func.func @iota() -> (tensor<2x3xi64>, tensor<3xf32>) {
  %0 = pyc.iota dim = 1 : tensor<2x3xi64>
  %1 = pyc.iota dim = 0 : tensor<3xf32>
  return %0, %1 : tensor<2x3xi64>, tensor<3xf32>
}

// -----

// broadcast_in_dim: repeated size-1 dims read index 0, new dims are dropped
// from the operand's map; a `?` result dim is the operand's.
// CHECK-LABEL: func.func @broadcast_in_dim
// CHECK-SAME: (%[[X:.*]]: tensor<1x8xf32>, %[[D:.*]]: tensor<?xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x8xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[X]] : tensor<1x8xf32>) outs(%[[E]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %[[IN]] : f32
// CHECK: %[[N:.*]] = tensor.dim %[[D]], %{{.*}} : tensor<?xf32>
// CHECK: %[[E2:.*]] = tensor.empty(%[[N]]) : tensor<?x3xf32>
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>]
func.func @broadcast_in_dim(%x: tensor<1x8xf32>, %d: tensor<?xf32>) -> (tensor<4x8xf32>, tensor<?x3xf32>) {
  %0 = pyc.broadcast_in_dim %x, dims = [0, 1] : tensor<1x8xf32> -> tensor<4x8xf32>
  %1 = pyc.broadcast_in_dim %d, dims = [0] : tensor<?xf32> -> tensor<?x3xf32>
  return %0, %1 : tensor<4x8xf32>, tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x2x3xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[X]] : tensor<2x3x4xf32>) outs(%[[E]] : tensor<4x2x3xf32>) permutation = [2, 0, 1]
// CHECK: return %[[T]]
func.func @transpose(%x: tensor<2x3x4xf32>) -> tensor<4x2x3xf32> {
  %0 = pyc.transpose %x, permutation = [2, 0, 1] : tensor<2x3x4xf32> -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

// reshape: a collapse or an expand where dims group; otherwise a collapse to
// 1-D then an expand.
// CHECK-LABEL: func.func @reshape
// CHECK-SAME: (%[[X:.*]]: tensor<2x3x4xf32>, %[[D:.*]]: tensor<?x4xf32>)
// CHECK: %[[A:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK: %[[B:.*]] = tensor.expand_shape %[[X]] {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// CHECK: %[[F:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK: %[[C:.*]] = tensor.expand_shape %[[F]] {{\[\[}}0, 1]] output_shape [4, 6] : tensor<24xf32> into tensor<4x6xf32>
// CHECK: %[[E:.*]] = tensor.collapse_shape %[[D]] {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[E]]
func.func @reshape(%x: tensor<2x3x4xf32>, %d: tensor<?x4xf32>) -> (tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<4x6xf32>, tensor<?xf32>) {
  %0 = pyc.reshape %x : tensor<2x3x4xf32> -> tensor<6x4xf32>
  %1 = pyc.reshape %x : tensor<2x3x4xf32> -> tensor<2x3x2x2xf32>
  %2 = pyc.reshape %x : tensor<2x3x4xf32> -> tensor<4x6xf32>
  %3 = pyc.reshape %d : tensor<?x4xf32> -> tensor<?xf32>
  return %0, %1, %2, %3 : tensor<6x4xf32>, tensor<2x3x2x2xf32>, tensor<4x6xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @slice
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][0, 1] [2, 7] [2, 1] : tensor<4x8xf32> to tensor<2x7xf32>
// CHECK: return %[[S]]
func.func @slice(%x: tensor<4x8xf32>) -> tensor<2x7xf32> {
  %0 = pyc.slice %x, start = [0, 1], limit = [4, 8], stride = [2, 1] : tensor<4x8xf32> -> tensor<2x7xf32>
  return %0 : tensor<2x7xf32>
}

// -----

// concat: each input copied into its slice of one tensor.empty.
// CHECK-LABEL: func.func @concat
// CHECK-SAME: (%[[A:.*]]: tensor<2x4xf32>, %[[B:.*]]: tensor<3x4xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<5x4xf32>
// CHECK: %[[S0:.*]] = tensor.extract_slice %[[E]][0, 0] [2, 4] [1, 1]
// CHECK: %[[C0:.*]] = linalg.copy ins(%[[A]] : tensor<2x4xf32>) outs(%[[S0]] : tensor<2x4xf32>)
// CHECK: %[[I0:.*]] = tensor.insert_slice %[[C0]] into %[[E]][0, 0] [2, 4] [1, 1]
// CHECK: %[[S1:.*]] = tensor.extract_slice %[[I0]][2, 0] [3, 4] [1, 1]
// CHECK: %[[C1:.*]] = linalg.copy ins(%[[B]] : tensor<3x4xf32>) outs(%[[S1]] : tensor<3x4xf32>)
// CHECK: %[[I1:.*]] = tensor.insert_slice %[[C1]] into %[[I0]][2, 0] [3, 4] [1, 1]
// CHECK: return %[[I1]]
func.func @concat(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %0 = pyc.concat %a, %b dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}

// -----

// pad: fill with the value, copy the operand in at `low`.
// CHECK-LABEL: func.func @pad
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK: %[[V:.*]] = arith.constant 2.500000e+00 : f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<3x4xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[F]][0, 1] [2, 3] [1, 1]
// CHECK: %[[C:.*]] = linalg.copy ins(%[[X]] : tensor<2x3xf32>) outs(%[[S]] : tensor<2x3xf32>)
// CHECK: %[[R:.*]] = tensor.insert_slice %[[C]] into %[[F]][0, 1] [2, 3] [1, 1]
// CHECK: return %[[R]]
func.func @pad(%x: tensor<2x3xf32>) -> tensor<3x4xf32> {
  %0 = pyc.pad %x, low = [0, 1], high = [1, 0], value = 2.5 : tensor<2x3xf32> -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// reduce: linalg.reduce from the kind's identity; bool min is and.
// CHECK-LABEL: func.func @reduce
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[K:.*]]: tensor<4x8xi1>, %[[I:.*]]: tensor<4x8xi32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<4xf32>)
// CHECK: linalg.reduce ins(%[[X]] : tensor<4x8xf32>) outs(%[[F]] : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:.*]]: f32, %[[ACC:.*]]: f32) {
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[IN]], %[[ACC]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK: arith.constant 0xFF800000 : f32
// CHECK: linalg.reduce ins(%[[X]] : tensor<4x8xf32>) outs(%{{.*}} : tensor<f32>) dimensions = [0, 1]
// CHECK: arith.maximumf
// CHECK: arith.constant true
// CHECK: linalg.reduce ins(%[[K]] : tensor<4x8xi1>)
// CHECK: arith.andi
// CHECK: arith.constant -2147483648 : i32
// CHECK: linalg.reduce ins(%[[I]] : tensor<4x8xi32>) outs(%{{.*}} : tensor<8xi32>) dimensions = [0]
// CHECK: arith.maxsi
func.func @reduce(%x: tensor<4x8xf32>, %k: tensor<4x8xi1>, %i: tensor<4x8xi32>) -> (tensor<4xf32>, tensor<f32>, tensor<4xi1>, tensor<8xi32>) {
  %0 = pyc.reduce sum %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %1 = pyc.reduce max %x, dims = [0, 1] : tensor<4x8xf32> -> tensor<f32>
  %2 = pyc.reduce min %k, dims = [1] : tensor<4x8xi1> -> tensor<4xi1>
  %3 = pyc.reduce max %i, dims = [0] : tensor<4x8xi32> -> tensor<8xi32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<f32>, tensor<4xi1>, tensor<8xi32>
}

// -----

// bf16/f16 sums accumulate in f32 and round once at the end.
// CHECK-LABEL: func.func @reduce_half
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4xf32>
// CHECK: %[[R:.*]] = linalg.reduce ins(%{{.*}} : tensor<4x8xbf16>) outs(%{{.*}} : tensor<4xf32>) dimensions = [1]
// CHECK-NEXT: (%[[IN:.*]]: bf16, %[[ACC:.*]]: f32) {
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[IN]] : bf16 to f32
// CHECK-NEXT: arith.addf %[[W]], %[[ACC]] : f32
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[R]] : tensor<4xf32>)
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @reduce_half(%x: tensor<4x8xbf16>) -> tensor<4xbf16> {
  %0 = pyc.reduce sum %x, dims = [1] : tensor<4x8xbf16> -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----

// argmax: (value, index) pairs; strictly greater, or NaN over a number, wins,
// so the first occurrence and the first NaN are kept.
// CHECK-LABEL: func.func @argmax
// CHECK: %[[V:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4xf32>)
// CHECK: %[[I:.*]] = linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<4xi64>)
// CHECK: %[[R:.*]]:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// CHECK-SAME: outs(%[[V]], %[[I]] : tensor<4xf32>, tensor<4xi64>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[BEST:.*]]: f32, %[[BI:.*]]: i64):
// CHECK-NEXT: %[[GT:.*]] = arith.cmpf ogt, %[[X]], %[[BEST]] : f32
// CHECK-NEXT: %[[XN:.*]] = arith.cmpf uno, %[[X]], %[[X]] : f32
// CHECK-NEXT: %[[BO:.*]] = arith.cmpf ord, %[[BEST]], %[[BEST]] : f32
// CHECK-NEXT: %[[NAN:.*]] = arith.andi %[[XN]], %[[BO]] : i1
// CHECK-NEXT: %[[BETTER:.*]] = arith.ori %[[GT]], %[[NAN]] : i1
// CHECK-NEXT: %[[IX:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[IC:.*]] = arith.index_cast %[[IX]] : index to i64
// CHECK-NEXT: %[[NV:.*]] = arith.select %[[BETTER]], %[[X]], %[[BEST]] : f32
// CHECK-NEXT: %[[NI:.*]] = arith.select %[[BETTER]], %[[IC]], %[[BI]] : i64
// CHECK-NEXT: linalg.yield %[[NV]], %[[NI]] : f32, i64
// CHECK: return %[[R]]#1
func.func @argmax(%x: tensor<4x8xf32>) -> tensor<4xi64> {
  %0 = pyc.argmax %x, dim = 1 : tensor<4x8xf32> -> tensor<4xi64>
  return %0 : tensor<4xi64>
}

// -----

// gather: every index is asserted to be in [0, 100) first (the index
// contract: out of range is a run-time error); then the index is read at the
// result's index dims and extracted from.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[T:.*]]: tensor<100x16xf32>, %[[IDS:.*]]: tensor<2x3xi64>)
// CHECK: %[[ALL:.*]] = linalg.reduce ins(%[[IDS]] : tensor<2x3xi64>) outs(%{{.*}} : tensor<i1>) dimensions = [0, 1]
// CHECK: %[[IN:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[OK:.*]] = arith.cmpi ult, %[[IN]], %c100 : index
// CHECK: arith.andi %[[OK]]
// CHECK: %[[R:.*]] = tensor.extract %[[ALL]][] : tensor<i1>
// CHECK: cf.assert %[[R]], "pycompile: an index is out of bounds for dimension 0 with size 100 (pyc.gather)"
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
// CHECK-SAME: ins(%[[IDS]] : tensor<2x3xi64>)
// CHECK-NEXT: ^bb0(%[[ID:.*]]: i64, %{{.*}}: f32):
// CHECK-NEXT: %[[ROW:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK-NEXT: %[[COL:.*]] = linalg.index 2 : index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[T]][%[[ROW]], %[[COL]]] : tensor<100x16xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @gather(%t: tensor<100x16xf32>, %ids: tensor<2x3xi64>) -> tensor<2x3x16xf32> {
  %0 = pyc.gather %t[%ids], dim = 0 : tensor<100x16xf32>, tensor<2x3xi64> -> tensor<2x3x16xf32>
  return %0 : tensor<2x3x16xf32>
}

// -----

// matmul: linalg.matmul / batch_matmul into a zero-filled init.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<4x5xf32>, %[[B:.*]]: tensor<5x6xf32>, %[[P:.*]]: tensor<?x4x5xi32>, %[[Q:.*]]: tensor<?x5x6xi32>)
// CHECK: %[[E:.*]] = tensor.empty() : tensor<4x6xf32>
// CHECK: %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<4x6xf32>)
// CHECK: %[[M:.*]] = linalg.matmul ins(%[[A]], %[[B]] : tensor<4x5xf32>, tensor<5x6xf32>) outs(%[[F]] : tensor<4x6xf32>)
// CHECK: %[[N:.*]] = tensor.dim %[[P]], %{{.*}} : tensor<?x4x5xi32>
// CHECK: %[[E2:.*]] = tensor.empty(%[[N]]) : tensor<?x4x6xi32>
// CHECK: %[[F2:.*]] = linalg.fill ins(%{{.*}} : i32) outs(%[[E2]] : tensor<?x4x6xi32>)
// CHECK: %[[BM:.*]] = linalg.batch_matmul ins(%[[P]], %[[Q]] : tensor<?x4x5xi32>, tensor<?x5x6xi32>) outs(%[[F2]] : tensor<?x4x6xi32>)
// CHECK: return %[[M]], %[[BM]]
func.func @matmul(%a: tensor<4x5xf32>, %b: tensor<5x6xf32>, %p: tensor<?x4x5xi32>, %q: tensor<?x5x6xi32>) -> (tensor<4x6xf32>, tensor<?x4x6xi32>) {
  %0 = pyc.matmul %a, %b : tensor<4x5xf32>, tensor<5x6xf32> -> tensor<4x6xf32>
  %1 = pyc.matmul %p, %q : tensor<?x4x5xi32>, tensor<?x5x6xi32> -> tensor<?x4x6xi32>
  return %0, %1 : tensor<4x6xf32>, tensor<?x4x6xi32>
}

// -----

// Rank 4: the batch dims collapse into one and expand back; f16 accumulates
// in f32.
// CHECK-LABEL: func.func @matmul_batched_half
// CHECK-SAME: (%[[A:.*]]: tensor<2x3x4x5xf16>, %[[B:.*]]: tensor<2x3x5x6xf16>)
// CHECK: %[[CA:.*]] = tensor.collapse_shape %[[A]] {{\[\[}}0, 1], [2], [3]] : tensor<2x3x4x5xf16> into tensor<6x4x5xf16>
// CHECK: %[[CB:.*]] = tensor.collapse_shape %[[B]] {{\[\[}}0, 1], [2], [3]] : tensor<2x3x5x6xf16> into tensor<6x5x6xf16>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<6x4x6xf32>)
// CHECK: %[[M:.*]] = linalg.batch_matmul ins(%[[CA]], %[[CB]] : tensor<6x4x5xf16>, tensor<6x5x6xf16>) outs(%[[F]] : tensor<6x4x6xf32>)
// CHECK: %[[X:.*]] = tensor.expand_shape %[[M]] {{\[\[}}0, 1], [2], [3]] output_shape [2, 3, 4, 6] : tensor<6x4x6xf32> into tensor<2x3x4x6xf32>
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<2x3x4x6xf32>)
// CHECK: arith.truncf %{{.*}} : f32 to f16
func.func @matmul_batched_half(%a: tensor<2x3x4x5xf16>, %b: tensor<2x3x5x6xf16>) -> tensor<2x3x4x6xf16> {
  %0 = pyc.matmul %a, %b : tensor<2x3x4x5xf16>, tensor<2x3x5x6xf16> -> tensor<2x3x4x6xf16>
  return %0 : tensor<2x3x4x6xf16>
}

// -----

// Ops in pyc.kernel bodies are converted; the kernel and its yield stay.
// CHECK-LABEL: func.func @kernel
// CHECK: %[[K:.*]] = pyc.kernel pointwise
// CHECK-NEXT: ^bb0(%[[KB:.*]]: tensor<8xf32>, %[[KX:.*]]: tensor<4x8xf32>):
// CHECK: %[[BB:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>]
// CHECK-SAME: ins(%[[KB]] : tensor<8xf32>)
// CHECK: %[[S:.*]] = linalg.generic
// CHECK-SAME: ins(%[[KX]], %[[BB]] : tensor<4x8xf32>, tensor<4x8xf32>)
// CHECK: arith.addf
// CHECK: pyc.yield %[[S]] : tensor<4x8xf32>
// CHECK: return %[[K]]
func.func @kernel(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %0 = pyc.kernel pointwise (%b, %x) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>):
    %1 = pyc.broadcast_in_dim %arg0, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    %2 = pyc.add %arg1, %1 : tensor<4x8xf32>
    pyc.yield %2 : tensor<4x8xf32>
  }
  return %0 : tensor<4x8xf32>
}

// -----

// take_along_dim: the same assertion, then one extract per result element
// at its own index with the index read in place of dim 1.
// CHECK-LABEL: func.func @take_along_dim
// CHECK-SAME: (%[[X:.*]]: tensor<4x100xf32>, %[[IDS:.*]]: tensor<4x1xi32>)
// CHECK: cf.assert %{{.*}}, "pycompile: an index is out of bounds for dimension 1 with size 100 (pyc.take_along_dim)"
// CHECK: linalg.generic {{.*}} ins(%[[IDS]] : tensor<4x1xi32>)
// CHECK-NEXT: ^bb0(%[[ID:.*]]: i32, %{{.*}}: f32):
// CHECK-NEXT: %[[ROW:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[COL:.*]] = arith.index_cast %[[ID]] : i32 to index
// CHECK-NEXT: %[[V:.*]] = tensor.extract %[[X]][%[[ROW]], %[[COL]]] : tensor<4x100xf32>
// CHECK-NEXT: linalg.yield %[[V]] : f32
func.func @take_along_dim(%x: tensor<4x100xf32>, %ids: tensor<4x1xi32>) -> tensor<4x1xf32> {
  %0 = pyc.take_along_dim %x[%ids], dim = 1 : tensor<4x100xf32>, tensor<4x1xi32> -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// -----

// No lowering for cumsum, scatter_add, scatter_add_along_dim and iota of a
// `?` size: they stay.
// CHECK-LABEL: func.func @unconverted
// CHECK: pyc.cumsum
// CHECK: pyc.scatter_add
// CHECK: pyc.scatter_add_along_dim
// CHECK: pyc.iota
func.func @unconverted(%x: tensor<4x8xf32>, %ids: tensor<2xi64>, %u: tensor<2x8xf32>, %ids2: tensor<4x1xi64>, %u2: tensor<4x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?xi64>) {
  %0 = pyc.cumsum %x, dim = 1 : tensor<4x8xf32>
  %1 = pyc.scatter_add %u into %x[%ids], dim = 0 : tensor<2x8xf32>, tensor<2xi64> -> tensor<4x8xf32>
  %2 = pyc.scatter_add_along_dim %u2 into %x[%ids2], dim = 1 : tensor<4x1xf32>, tensor<4x1xi64> -> tensor<4x8xf32>
  %3 = pyc.iota dim = 0 : tensor<?xi64>
  return %0, %1, %2, %3 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<?xi64>
}
