module {
  func.func @f(%arg0: tensor<4x32xf32>, %arg1: tensor<32xf32>) -> tensor<4x32xf32> {
    %0 = pyc.kernel reduction(%arg0, %arg1) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [4, 32], warps = 2, stages = 1>} : (tensor<4x32xf32>, tensor<32xf32>) -> tensor<4x32xf32> {
    ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<32xf32>):
      %1 = pyc.mul %arg2, %arg2 : tensor<4x32xf32>
      %2 = pyc.reduce sum %1, dims = [1] : tensor<4x32xf32> -> tensor<4xf32>
      %3 = pyc.broadcast_in_dim %2, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
      %4 = pyc.constant dense<3.125000e-02> : tensor<4x1xf32>
      %5 = pyc.mul %3, %4 : tensor<4x1xf32>
      %6 = pyc.constant dense<9.99999997E-7> : tensor<4x1xf32>
      %7 = pyc.add %5, %6 : tensor<4x1xf32>
      %8 = pyc.rsqrt %7 : tensor<4x1xf32>
      %9 = pyc.broadcast_in_dim %8, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x32xf32>
      %10 = pyc.mul %arg2, %9 : tensor<4x32xf32>
      %11 = pyc.broadcast_in_dim %arg3, dims = [1] : tensor<32xf32> -> tensor<4x32xf32>
      %12 = pyc.mul %10, %11 : tensor<4x32xf32>
      pyc.yield %12 : tensor<4x32xf32>
    }
    return %0 : tensor<4x32xf32>
  }
}
