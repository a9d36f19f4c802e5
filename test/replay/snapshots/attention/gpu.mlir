module {
  func.func @f(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %0 = pyc.kernel pointwise() {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [8], warps = 4, stages = 1>} : () -> tensor<8xi64> {
      %3 = pyc.iota dim = 0 : tensor<8xi64>
      pyc.yield %3 : tensor<8xi64>
    }
    %1 = pyc.kernel pointwise(%0) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [64], warps = 4, stages = 1>} : (tensor<8xi64>) -> tensor<8x8xi1> {
    ^bb0(%arg3: tensor<8xi64>):
      %3 = pyc.reshape %arg3 : tensor<8xi64> -> tensor<1x8xi64>
      %4 = pyc.broadcast_in_dim %3, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %5 = pyc.reshape %arg3 : tensor<8xi64> -> tensor<8x1xi64>
      %6 = pyc.broadcast_in_dim %5, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %7 = pyc.sub %4, %6 : tensor<8x8xi64>
      %8 = pyc.constant dense<0> : tensor<8x8xi64>
      %9 = pyc.compare le, %7, %8 : tensor<8x8xi64>
      %10 = pyc.not %9 : tensor<8x8xi1>
      pyc.yield %10 : tensor<8x8xi1>
    }
    %2 = pyc.kernel attention(%arg1, %arg0, %1, %arg2) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = attention, block = [16, 16, 16, 16], warps = 4, stages = 2>} : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<8x8xi1>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    ^bb0(%arg3: tensor<2x8x16xf32>, %arg4: tensor<2x8x16xf32>, %arg5: tensor<8x8xi1>, %arg6: tensor<2x8x16xf32>):
      %3 = pyc.transpose %arg3, permutation = [0, 2, 1] : tensor<2x8x16xf32> -> tensor<2x16x8xf32>
      %4 = pyc.matmul %arg4, %3 : tensor<2x8x16xf32>, tensor<2x16x8xf32> -> tensor<2x8x8xf32>
      %5 = pyc.constant dense<2.500000e-01> : tensor<2x8x8xf32>
      %6 = pyc.mul %4, %5 : tensor<2x8x8xf32>
      %7 = pyc.broadcast_in_dim %arg5, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %8 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %9 = pyc.select %7, %8, %6 : tensor<2x8x8xf32>
      %10 = pyc.reduce max %9, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %11 = pyc.reshape %10 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %12 = pyc.broadcast_in_dim %11, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %13 = pyc.sub %9, %12 : tensor<2x8x8xf32>
      %14 = pyc.exp %13 : tensor<2x8x8xf32>
      %15 = pyc.reduce sum %14, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %16 = pyc.reshape %15 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %17 = pyc.broadcast_in_dim %16, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %18 = pyc.div %14, %17 : tensor<2x8x8xf32>
      %19 = pyc.matmul %18, %arg6 : tensor<2x8x8xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
      pyc.yield %19 : tensor<2x8x16xf32>
    }
    return %2 : tensor<2x8x16xf32>
  }
}
