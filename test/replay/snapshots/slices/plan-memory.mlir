module {
  func.func @f(%arg0: tensor<4x6xf32>, %arg1: tensor<3x6xf32>) -> (tensor<3x3xf32>, tensor<5x6xf32>, tensor<3x9xf32>) attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>} {
    %0 = pyc.kernel opaque(%arg1, %arg0) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0>} : (tensor<3x6xf32>, tensor<4x6xf32>) -> tensor<5x6xf32> {
    ^bb0(%arg2: tensor<3x6xf32>, %arg3: tensor<4x6xf32>):
      %3 = pyc.slice %arg3, start = [0, 0], limit = [2, 6], stride = [1, 1] : tensor<4x6xf32> -> tensor<2x6xf32>
      %4 = pyc.concat %arg2, %3 dim = 0 : (tensor<3x6xf32>, tensor<2x6xf32>) -> tensor<5x6xf32>
      pyc.yield %4 : tensor<5x6xf32>
    }
    %1 = pyc.kernel pointwise(%arg0) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0>} : (tensor<4x6xf32>) -> tensor<3x3xf32> {
    ^bb0(%arg2: tensor<4x6xf32>):
      %3 = pyc.slice %arg2, start = [1, 0], limit = [4, 6], stride = [1, 1] : tensor<4x6xf32> -> tensor<3x6xf32>
      %4 = pyc.slice %3, start = [0, 0], limit = [3, 6], stride = [1, 2] : tensor<3x6xf32> -> tensor<3x3xf32>
      %5 = pyc.constant dense<2.000000e+00> : tensor<3x3xf32>
      %6 = pyc.mul %4, %5 : tensor<3x3xf32>
      pyc.yield %6 : tensor<3x3xf32>
    }
    %2 = pyc.kernel opaque(%arg1) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0>} : (tensor<3x6xf32>) -> tensor<3x9xf32> {
    ^bb0(%arg2: tensor<3x6xf32>):
      %3 = pyc.pad %arg2, low = [0, 1], high = [0, 2], value = 0.000000e+00 : tensor<3x6xf32> -> tensor<3x9xf32>
      pyc.yield %3 : tensor<3x9xf32>
    }
    return %1, %0, %2 : tensor<3x3xf32>, tensor<5x6xf32>, tensor<3x9xf32>
  }
}
