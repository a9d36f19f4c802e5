module {
  func.func @f(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %0 = pyc.kernel attention(%arg1, %arg0, %arg2) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = attention, block = [16, 16, 16, 16], warps = 4, stages = 2>} : (tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    ^bb0(%arg3: tensor<2x8x16xf32>, %arg4: tensor<2x8x16xf32>, %arg5: tensor<2x8x16xf32>):
      %1 = pyc.transpose %arg3, permutation = [0, 2, 1] : tensor<2x8x16xf32> -> tensor<2x16x8xf32>
      %2 = pyc.matmul %arg4, %1 {result_masked_above = 0 : i64} : tensor<2x8x16xf32>, tensor<2x16x8xf32> -> tensor<2x8x8xf32>
      %3 = pyc.constant dense<2.500000e-01> : tensor<2x8x8xf32>
      %4 = pyc.mul %2, %3 : tensor<2x8x8xf32>
      %5 = pyc.iota dim = 0 : tensor<8xi64>
      %6 = pyc.reshape %5 : tensor<8xi64> -> tensor<1x8xi64>
      %7 = pyc.broadcast_in_dim %6, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %8 = pyc.reshape %5 : tensor<8xi64> -> tensor<8x1xi64>
      %9 = pyc.broadcast_in_dim %8, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %10 = pyc.sub %7, %9 : tensor<8x8xi64>
      %11 = pyc.constant dense<0> : tensor<8x8xi64>
      %12 = pyc.compare le, %10, %11 : tensor<8x8xi64>
      %13 = pyc.not %12 : tensor<8x8xi1>
      %14 = pyc.broadcast_in_dim %13, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %15 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %16 = pyc.select %14, %15, %4 : tensor<2x8x8xf32>
      %17 = pyc.reduce max %16, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %18 = pyc.reshape %17 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %19 = pyc.broadcast_in_dim %18, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %20 = pyc.sub %16, %19 : tensor<2x8x8xf32>
      %21 = pyc.exp %20 : tensor<2x8x8xf32>
      %22 = pyc.reduce sum %21, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %23 = pyc.reshape %22 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %24 = pyc.broadcast_in_dim %23, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %25 = pyc.div %21, %24 : tensor<2x8x8xf32>
      %26 = pyc.matmul %25, %arg5 {lhs_zero_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
      pyc.yield %26 : tensor<2x8x16xf32>
    }
    return %0 : tensor<2x8x16xf32>
  }
}
