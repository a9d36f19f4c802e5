module {
  func.func @f(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> {
    %0 = pyc.constant dense<2.000000e+00> : tensor<4x16xf32>
    %1 = pyc.mul %arg0, %0 : tensor<4x16xf32>
    %2 = pyc.add %1, %arg1 : tensor<4x16xf32>
    %3 = pyc.tanh %2 : tensor<4x16xf32>
    %4 = pyc.constant dense<0.000000e+00> : tensor<4x16xf32>
    %5 = pyc.compare le, %arg1, %4 : tensor<4x16xf32>
    %6 = pyc.constant dense<0.000000e+00> : tensor<f32>
    %7 = pyc.broadcast_in_dim %6, dims = [] : tensor<f32> -> tensor<4x16xf32>
    %8 = pyc.select %5, %7, %arg1 : tensor<4x16xf32>
    %9 = pyc.sub %3, %8 : tensor<4x16xf32>
    %10 = pyc.sigmoid %9 : tensor<4x16xf32>
    %11 = pyc.mul %10, %arg0 : tensor<4x16xf32>
    return %11 : tensor<4x16xf32>
  }
}
