module {
  func.func @f(%arg0: tensor<2x8x16xf32>, %arg1: tensor<2x8x16xf32>, %arg2: tensor<2x8x16xf32>) -> tensor<2x8x16xf32> {
    %0 = pyc.transpose %arg1, permutation = [0, 2, 1] : tensor<2x8x16xf32> -> tensor<2x16x8xf32>
    %1 = pyc.matmul %arg0, %0 : tensor<2x8x16xf32>, tensor<2x16x8xf32> -> tensor<2x8x8xf32>
    %2 = pyc.constant dense<4.000000e+00> : tensor<2x8x8xf32>
    %3 = pyc.div %1, %2 : tensor<2x8x8xf32>
    %4 = pyc.constant dense<true> : tensor<8x8xi1>
    %5 = pyc.iota dim = 0 : tensor<8xi64>
    %6 = pyc.constant dense<1> : tensor<8xi64>
    %7 = pyc.mul %5, %6 : tensor<8xi64>
    %8 = pyc.constant dense<0> : tensor<8xi64>
    %9 = pyc.add %7, %8 : tensor<8xi64>
    %10 = pyc.reshape %9 : tensor<8xi64> -> tensor<1x8xi64>
    %11 = pyc.iota dim = 0 : tensor<8xi64>
    %12 = pyc.constant dense<1> : tensor<8xi64>
    %13 = pyc.mul %11, %12 : tensor<8xi64>
    %14 = pyc.constant dense<0> : tensor<8xi64>
    %15 = pyc.add %13, %14 : tensor<8xi64>
    %16 = pyc.reshape %15 : tensor<8xi64> -> tensor<8x1xi64>
    %17 = pyc.broadcast_in_dim %10, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
    %18 = pyc.broadcast_in_dim %16, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
    %19 = pyc.sub %17, %18 : tensor<8x8xi64>
    %20 = pyc.constant dense<0> : tensor<8x8xi64>
    %21 = pyc.compare le, %19, %20 : tensor<8x8xi64>
    %22 = pyc.and %21, %4 : tensor<8x8xi1>
    %23 = pyc.not %22 : tensor<8x8xi1>
    %24 = pyc.constant dense<0xFF800000> : tensor<f32>
    %25 = pyc.broadcast_in_dim %23, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
    %26 = pyc.broadcast_in_dim %24, dims = [] : tensor<f32> -> tensor<2x8x8xf32>
    %27 = pyc.select %25, %26, %3 : tensor<2x8x8xf32>
    %28 = pyc.reduce max %27, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
    %29 = pyc.reshape %28 : tensor<2x8xf32> -> tensor<2x8x1xf32>
    %30 = pyc.broadcast_in_dim %29, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
    %31 = pyc.sub %27, %30 : tensor<2x8x8xf32>
    %32 = pyc.exp %31 : tensor<2x8x8xf32>
    %33 = pyc.reduce sum %32, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
    %34 = pyc.reshape %33 : tensor<2x8xf32> -> tensor<2x8x1xf32>
    %35 = pyc.broadcast_in_dim %34, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
    %36 = pyc.div %32, %35 : tensor<2x8x8xf32>
    %37 = pyc.matmul %36, %arg2 : tensor<2x8x8xf32>, tensor<2x8x16xf32> -> tensor<2x8x16xf32>
    return %37 : tensor<2x8x16xf32>
  }
}
