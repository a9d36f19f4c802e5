module {
  func.func @f(%arg0: tensor<4x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<4x32xf32> {
    %0 = pyc.kernel reduction(%arg0, %arg1, %arg2) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [4, 32], warps = 2, stages = 1>} : (tensor<4x32xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<4x32xf32> {
    ^bb0(%arg3: tensor<4x32xf32>, %arg4: tensor<32xf32>, %arg5: tensor<32xf32>):
      %1 = pyc.reduce sum %arg3, dims = [1] : tensor<4x32xf32> -> tensor<4xf32>
      %2 = pyc.constant dense<3.125000e-02> : tensor<4xf32>
      %3 = pyc.mul %1, %2 : tensor<4xf32>
      %4 = pyc.broadcast_in_dim %3, dims = [0] : tensor<4xf32> -> tensor<4x32xf32>
      %5 = pyc.sub %arg3, %4 : tensor<4x32xf32>
      %6 = pyc.mul %5, %5 : tensor<4x32xf32>
      %7 = pyc.reduce sum %6, dims = [1] : tensor<4x32xf32> -> tensor<4xf32>
      %8 = pyc.mul %7, %2 : tensor<4xf32>
      %9 = pyc.broadcast_in_dim %1, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
      %10 = pyc.constant dense<3.125000e-02> : tensor<4x1xf32>
      %11 = pyc.mul %9, %10 : tensor<4x1xf32>
      %12 = pyc.broadcast_in_dim %8, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
      %13 = pyc.constant dense<9.99999974E-6> : tensor<4x1xf32>
      %14 = pyc.add %12, %13 : tensor<4x1xf32>
      %15 = pyc.rsqrt %14 : tensor<4x1xf32>
      %16 = pyc.broadcast_in_dim %11, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x32xf32>
      %17 = pyc.sub %arg3, %16 : tensor<4x32xf32>
      %18 = pyc.broadcast_in_dim %15, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x32xf32>
      %19 = pyc.mul %17, %18 : tensor<4x32xf32>
      %20 = pyc.broadcast_in_dim %arg4, dims = [1] : tensor<32xf32> -> tensor<4x32xf32>
      %21 = pyc.mul %19, %20 : tensor<4x32xf32>
      %22 = pyc.broadcast_in_dim %arg5, dims = [1] : tensor<32xf32> -> tensor<4x32xf32>
      %23 = pyc.add %21, %22 : tensor<4x32xf32>
      pyc.yield %23 : tensor<4x32xf32>
    }
    return %0 : tensor<4x32xf32>
  }
}
