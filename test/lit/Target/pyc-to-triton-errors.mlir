// RUN: not pycompile-translate --pyc-to-triton -split-input-file %s 2>&1 | FileCheck %s

// A kernel without a schedule (pyc-gpu-pipeline did not run) is an error
// at the kernel, not a crash.
// CHECK: error: pyc-to-triton: a contraction kernel without a #pyc.gpu_schedule
func.func @contraction(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %k = pyc.kernel contraction(%x, %w) : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>):
    %m = pyc.matmul %a, %b : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
    pyc.yield %m : tensor<4x16xf32>
  }
  return %k : tensor<4x16xf32>
}

// -----

// An op with no Triton lowering yet names itself.
// CHECK: error: pyc-to-triton: 'pyc.scatter_add' has no Triton lowering yet
func.func @scatter(%x: tensor<10x4xf32>, %i: tensor<3xi64>, %u: tensor<3x4xf32>) -> tensor<10x4xf32> {
  %k = pyc.kernel pointwise(%x, %i, %u) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [64], warps = 4, stages = 1>} : (tensor<10x4xf32>, tensor<3xi64>, tensor<3x4xf32>) -> tensor<10x4xf32> {
  ^bb0(%a: tensor<10x4xf32>, %b: tensor<3xi64>, %c: tensor<3x4xf32>):
    %g = pyc.scatter_add %c into %a[%b], dim = 0 : tensor<3x4xf32>, tensor<3xi64> -> tensor<10x4xf32>
    pyc.yield %g : tensor<10x4xf32>
  }
  return %k : tensor<10x4xf32>
}


// -----

// A contraction kernel computes one product (pyc-fuse makes no other).
// CHECK: error: pyc-to-triton: a contraction kernel takes one pyc.matmul, this one has 2
func.func @two_products(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %k = pyc.kernel contraction(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 16, 16], warps = 4, stages = 3>} : (tensor<16x16xf32>) -> tensor<16x16xf32> {
  ^bb0(%a: tensor<16x16xf32>):
    %m = pyc.matmul %a, %a : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
    %n = pyc.matmul %m, %a : tensor<16x16xf32>, tensor<16x16xf32> -> tensor<16x16xf32>
    pyc.yield %n : tensor<16x16xf32>
  }
  return %k : tensor<16x16xf32>
}

// -----

// Its results are the product's tiles: a result of another shape is named.
// CHECK: error: pyc-to-triton: a contraction kernel's results must have its product's shape (16, 32, ), not (32, 16, )
func.func @transposed_result(%x: tensor<16x8xf32>, %w: tensor<8x32xf32>) -> tensor<32x16xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 32, 16], warps = 4, stages = 3>} : (tensor<16x8xf32>, tensor<8x32xf32>) -> tensor<32x16xf32> {
  ^bb0(%a: tensor<16x8xf32>, %b: tensor<8x32xf32>):
    %m = pyc.matmul %a, %b : tensor<16x8xf32>, tensor<8x32xf32> -> tensor<16x32xf32>
    %t = pyc.transpose %m, permutation = [1, 0] : tensor<16x32xf32> -> tensor<32x16xf32>
    pyc.yield %t : tensor<32x16xf32>
  }
  return %k : tensor<32x16xf32>
}

// -----

// tl.dot multiplies f32, f16 and bf16 tiles; an f64 product is named.
// CHECK: error: pyc-to-triton: tl.dot takes two f32, f16 or bf16 operands of one type, not 'f64' and 'f64'
func.func @f64_product(%x: tensor<16x16xf64>) -> tensor<16x16xf64> {
  %k = pyc.kernel contraction(%x) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 16, 16], warps = 4, stages = 3>} : (tensor<16x16xf64>) -> tensor<16x16xf64> {
  ^bb0(%a: tensor<16x16xf64>):
    %m = pyc.matmul %a, %a : tensor<16x16xf64>, tensor<16x16xf64> -> tensor<16x16xf64>
    pyc.yield %m : tensor<16x16xf64>
  }
  return %k : tensor<16x16xf64>
}
