module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>) -> tensor<8x32xf32> {
    %0 = pyc.matmul %arg0, %arg1 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
    %1 = pyc.broadcast_in_dim %arg2, dims = [1] : tensor<32xf32> -> tensor<8x32xf32>
    %2 = pyc.add %0, %1 : tensor<8x32xf32>
    %3 = pyc.constant dense<5.000000e-01> : tensor<8x32xf32>
    %4 = pyc.mul %2, %3 : tensor<8x32xf32>
    %5 = pyc.constant dense<0.707106769> : tensor<8x32xf32>
    %6 = pyc.mul %2, %5 : tensor<8x32xf32>
    %7 = pyc.erf %6 : tensor<8x32xf32>
    %8 = pyc.constant dense<1.000000e+00> : tensor<8x32xf32>
    %9 = pyc.add %7, %8 : tensor<8x32xf32>
    %10 = pyc.mul %4, %9 : tensor<8x32xf32>
    return %10 : tensor<8x32xf32>
  }
}
