module {
  func.func @f(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %0 = pyc.kernel pointwise() : () -> tensor<8xi64> {
      %5 = pyc.iota dim = 0 : tensor<8xi64>
      pyc.yield %5 : tensor<8xi64>
    }
    %1 = pyc.kernel pointwise(%0) : (tensor<8xi64>) -> tensor<8x8xi1> {
    ^bb0(%arg3: tensor<8xi64>):
      %5 = pyc.reshape %arg3 : tensor<8xi64> -> tensor<1x8xi64>
      %6 = pyc.broadcast_in_dim %5, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %7 = pyc.reshape %arg3 : tensor<8xi64> -> tensor<8x1xi64>
      %8 = pyc.broadcast_in_dim %7, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %9 = pyc.sub %6, %8 : tensor<8x8xi64>
      %10 = pyc.constant dense<0> : tensor<8x8xi64>
      %11 = pyc.compare le, %9, %10 : tensor<8x8xi64>
      %12 = pyc.not %11 : tensor<8x8xi1>
      pyc.yield %12 : tensor<8x8xi1>
    }
    %2 = pyc.kernel contraction(%arg1, %arg0, %1) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<8x8xi1>) -> tensor<2x8x8xf32> {
    ^bb0(%arg3: tensor<2x8x16xf32>, %arg4: tensor<2x8x16xf32>, %arg5: tensor<8x8xi1>):
      %5 = pyc.transpose %arg3, permutation = [0, 2, 1] : tensor<2x8x16xf32> -> tensor<2x16x8xf32>
      %6 = pyc.matmul %arg4, %5 : tensor<2x8x16xf32>, tensor<2x16x8xf32> -> tensor<2x8x8xf32>
      %7 = pyc.constant dense<2.500000e-01> : tensor<2x8x8xf32>
      %8 = pyc.mul %6, %7 : tensor<2x8x8xf32>
      %9 = pyc.broadcast_in_dim %arg5, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %10 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %11 = pyc.select %9, %10, %8 : tensor<2x8x8xf32>
      pyc.yield %11 : tensor<2x8x8xf32>
    }
    %3 = pyc.kernel reduction(%2) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg3: tensor<2x8x8xf32>):
      %5 = pyc.reduce max %arg3, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %6 = pyc.reshape %5 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %7 = pyc.broadcast_in_dim %6, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %8 = pyc.sub %arg3, %7 : tensor<2x8x8xf32>
      %9 = pyc.exp %8 : tensor<2x8x8xf32>
      %10 = pyc.reduce sum %9, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %11 = pyc.reshape %10 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %12 = pyc.broadcast_in_dim %11, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %13 = pyc.div %9, %12 : tensor<2x8x8xf32>
      pyc.yield %13 : tensor<2x8x8xf32>
    }
    %4 = pyc.kernel contraction(%3, %arg2) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    ^bb0(%arg3: tensor<2x8x8xf32>, %arg4: tensor<2x8x16xf32>):
      %5 = pyc.matmul %arg3, %arg4 : tensor<2x8x8xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
      pyc.yield %5 : tensor<2x8x16xf32>
    }
    return %4 : tensor<2x8x16xf32>
  }
}
