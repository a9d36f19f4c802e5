module {
  func.func @f(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = pyc.reduce max %arg0, dims = [1] : tensor<8x32xf32> -> tensor<8xf32>
    %1 = pyc.reshape %0 : tensor<8xf32> -> tensor<8x1xf32>
    %2 = pyc.broadcast_in_dim %1, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x32xf32>
    %3 = pyc.sub %arg0, %2 : tensor<8x32xf32>
    %4 = pyc.exp %3 : tensor<8x32xf32>
    %5 = pyc.reduce sum %4, dims = [1] : tensor<8x32xf32> -> tensor<8xf32>
    %6 = pyc.reshape %5 : tensor<8xf32> -> tensor<8x1xf32>
    %7 = pyc.broadcast_in_dim %6, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x32xf32>
    %8 = pyc.div %4, %7 : tensor<8x32xf32>
    return %8 : tensor<8x32xf32>
  }
}
