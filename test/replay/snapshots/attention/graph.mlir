module {
  func.func @f(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %0 = pyc.kernel contraction(%arg1, %arg0) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg3: tensor<2x8x16xf32>, %arg4: tensor<2x8x16xf32>):
      %3 = pyc.transpose %arg3, permutation = [0, 2, 1] : tensor<2x8x16xf32> -> tensor<2x16x8xf32>
      %4 = pyc.matmul %arg4, %3 {result_masked_above = 0 : i64} : tensor<2x8x16xf32>, tensor<2x16x8xf32> -> tensor<2x8x8xf32>
      %5 = pyc.constant dense<2.500000e-01> : tensor<2x8x8xf32>
      %6 = pyc.mul %4, %5 : tensor<2x8x8xf32>
      %7 = pyc.iota dim = 0 : tensor<8xi64>
      %8 = pyc.reshape %7 : tensor<8xi64> -> tensor<1x8xi64>
      %9 = pyc.broadcast_in_dim %8, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %10 = pyc.reshape %7 : tensor<8xi64> -> tensor<8x1xi64>
      %11 = pyc.broadcast_in_dim %10, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %12 = pyc.sub %9, %11 : tensor<8x8xi64>
      %13 = pyc.constant dense<0> : tensor<8x8xi64>
      %14 = pyc.compare le, %12, %13 : tensor<8x8xi64>
      %15 = pyc.not %14 : tensor<8x8xi1>
      %16 = pyc.broadcast_in_dim %15, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %17 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %18 = pyc.select %16, %17, %6 : tensor<2x8x8xf32>
      pyc.yield %18 : tensor<2x8x8xf32>
    }
    %1 = pyc.kernel reduction(%0) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg3: tensor<2x8x8xf32>):
      %3 = pyc.reduce max %arg3, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %4 = pyc.reshape %3 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %5 = pyc.broadcast_in_dim %4, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %6 = pyc.sub %arg3, %5 : tensor<2x8x8xf32>
      %7 = pyc.exp %6 : tensor<2x8x8xf32>
      %8 = pyc.reduce sum %7, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %9 = pyc.reshape %8 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %10 = pyc.broadcast_in_dim %9, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %11 = pyc.div %7, %10 : tensor<2x8x8xf32>
      pyc.yield %11 : tensor<2x8x8xf32>
    }
    %2 = pyc.kernel contraction(%1, %arg2) : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    ^bb0(%arg3: tensor<2x8x8xf32>, %arg4: tensor<2x8x16xf32>):
      %3 = pyc.matmul %arg3, %arg4 {lhs_zero_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
      pyc.yield %3 : tensor<2x8x16xf32>
    }
    return %2 : tensor<2x8x16xf32>
  }
}
