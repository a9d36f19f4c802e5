module {
  func.func @f(%arg0: tensor<8x10xf32>, %arg1: tensor<8xi64>) -> tensor<f32> {
    %0 = pyc.reduce max %arg0, dims = [1] : tensor<8x10xf32> -> tensor<8xf32>
    %1 = pyc.reshape %0 : tensor<8xf32> -> tensor<8x1xf32>
    %2 = pyc.broadcast_in_dim %1, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x10xf32>
    %3 = pyc.sub %arg0, %2 : tensor<8x10xf32>
    %4 = pyc.exp %3 : tensor<8x10xf32>
    %5 = pyc.reduce sum %4, dims = [1] : tensor<8x10xf32> -> tensor<8xf32>
    %6 = pyc.reshape %5 : tensor<8xf32> -> tensor<8x1xf32>
    %7 = pyc.log %6 : tensor<8x1xf32>
    %8 = pyc.broadcast_in_dim %7, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x10xf32>
    %9 = pyc.sub %3, %8 : tensor<8x10xf32>
    %10 = pyc.constant dense<-100> : tensor<8xi64>
    %11 = pyc.compare ne, %arg1, %10 : tensor<8xi64>
    %12 = pyc.constant dense<0> : tensor<i64>
    %13 = pyc.broadcast_in_dim %12, dims = [] : tensor<i64> -> tensor<8xi64>
    %14 = pyc.select %11, %arg1, %13 : tensor<8xi64>
    %15 = pyc.reshape %14 : tensor<8xi64> -> tensor<8x1xi64>
    %16 = pyc.take_along_dim %9[%15], dim = 1 : tensor<8x10xf32>, tensor<8x1xi64> -> tensor<8x1xf32>
    %17 = pyc.reshape %16 : tensor<8x1xf32> -> tensor<8xf32>
    %18 = pyc.neg %17 : tensor<8xf32>
    %19 = pyc.constant dense<-100> : tensor<8xi64>
    %20 = pyc.compare ne, %arg1, %19 : tensor<8xi64>
    %21 = pyc.constant dense<0.000000e+00> : tensor<f32>
    %22 = pyc.broadcast_in_dim %21, dims = [] : tensor<f32> -> tensor<8xf32>
    %23 = pyc.select %20, %18, %22 : tensor<8xf32>
    %24 = pyc.constant dense<-100> : tensor<8xi64>
    %25 = pyc.compare ne, %arg1, %24 : tensor<8xi64>
    %26 = pyc.convert %25 : tensor<8xi1> -> tensor<8xi64>
    %27 = pyc.reduce sum %26, dims = [0] : tensor<8xi64> -> tensor<i64>
    %28 = pyc.convert %27 : tensor<i64> -> tensor<f32>
    %29 = pyc.reduce sum %23, dims = [0] : tensor<8xf32> -> tensor<f32>
    %30 = pyc.div %29, %28 : tensor<f32>
    return %30 : tensor<f32>
  }
}
