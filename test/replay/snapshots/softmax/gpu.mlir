module {
  func.func @f(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = pyc.kernel reduction(%arg0) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [8, 32], warps = 2, stages = 1>} : (tensor<8x32xf32>) -> tensor<8x32xf32> {
    ^bb0(%arg1: tensor<8x32xf32>):
      %1 = pyc.reduce max %arg1, dims = [1] : tensor<8x32xf32> -> tensor<8xf32>
      %2 = pyc.reshape %1 : tensor<8xf32> -> tensor<8x1xf32>
      %3 = pyc.broadcast_in_dim %2, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x32xf32>
      %4 = pyc.sub %arg1, %3 : tensor<8x32xf32>
      %5 = pyc.exp %4 : tensor<8x32xf32>
      %6 = pyc.reduce sum %5, dims = [1] : tensor<8x32xf32> -> tensor<8xf32>
      %7 = pyc.reshape %6 : tensor<8xf32> -> tensor<8x1xf32>
      %8 = pyc.broadcast_in_dim %7, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x32xf32>
      %9 = pyc.div %5, %8 : tensor<8x32xf32>
      pyc.yield %9 : tensor<8x32xf32>
    }
    return %0 : tensor<8x32xf32>
  }
}
