module {
  func.func @f(%arg0: tensor<4x16xf32>, %arg1: tensor<16x8xbf16>, %arg2: tensor<8xf32>) -> tensor<4x8xbf16> {
    %0 = pyc.convert %arg0 : tensor<4x16xf32> -> tensor<4x16xbf16>
    %1 = pyc.matmul %0, %arg1 : tensor<4x16xbf16>, tensor<16x8xbf16> -> tensor<4x8xbf16>
    %2 = pyc.convert %1 : tensor<4x8xbf16> -> tensor<4x8xf32>
    %3 = pyc.broadcast_in_dim %arg2, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    %4 = pyc.add %2, %3 : tensor<4x8xf32>
    %5 = pyc.convert %4 : tensor<4x8xf32> -> tensor<4x8xbf16>
    %6 = pyc.constant dense<2.000000e+00> : tensor<4x8xbf16>
    %7 = pyc.mul %5, %6 : tensor<4x8xbf16>
    return %7 : tensor<4x8xbf16>
  }
}
