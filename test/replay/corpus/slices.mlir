module {
  func.func @f(%arg0: tensor<4x6xf32>, %arg1: tensor<3x6xf32>) -> (tensor<3x3xf32>, tensor<5x6xf32>, tensor<3x9xf32>) {
    %0 = pyc.slice %arg0, start = [1, 0], limit = [4, 6], stride = [1, 1] : tensor<4x6xf32> -> tensor<3x6xf32>
    %1 = pyc.slice %0, start = [0, 0], limit = [3, 6], stride = [1, 2] : tensor<3x6xf32> -> tensor<3x3xf32>
    %2 = pyc.slice %arg0, start = [0, 0], limit = [2, 6], stride = [1, 1] : tensor<4x6xf32> -> tensor<2x6xf32>
    %3 = pyc.concat %arg1, %2 dim = 0 : (tensor<3x6xf32>, tensor<2x6xf32>) -> tensor<5x6xf32>
    %4 = pyc.constant dense<2.000000e+00> : tensor<3x3xf32>
    %5 = pyc.mul %1, %4 : tensor<3x3xf32>
    %6 = pyc.pad %arg1, low = [0, 1], high = [0, 2], value = 0.000000e+00 : tensor<3x6xf32> -> tensor<3x9xf32>
    return %5, %3, %6 : tensor<3x3xf32>, tensor<5x6xf32>, tensor<3x9xf32>
  }
}
