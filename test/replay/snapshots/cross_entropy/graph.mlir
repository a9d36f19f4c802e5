module {
  func.func @f(%arg0: tensor<8x10xf32>, %arg1: tensor<8xi64>) -> tensor<f32> {
    %0:3 = pyc.kernel reduction(%arg1) : (tensor<8xi64>) -> (tensor<8xi1>, tensor<8xi64>, tensor<f32>) {
    ^bb0(%arg2: tensor<8xi64>):
      %3 = pyc.constant dense<-100> : tensor<8xi64>
      %4 = pyc.compare ne, %arg2, %3 : tensor<8xi64>
      %5 = pyc.constant dense<0> : tensor<8xi64>
      %6 = pyc.select %4, %arg2, %5 : tensor<8xi64>
      %7 = pyc.convert %4 : tensor<8xi1> -> tensor<8xi64>
      %8 = pyc.reduce sum %7, dims = [0] : tensor<8xi64> -> tensor<i64>
      %9 = pyc.convert %8 : tensor<i64> -> tensor<f32>
      pyc.yield %4, %6, %9 : tensor<8xi1>, tensor<8xi64>, tensor<f32>
    }
    %1 = pyc.kernel reduction(%arg0, %0#1, %0#0) : (tensor<8x10xf32>, tensor<8xi64>, tensor<8xi1>) -> tensor<8xf32> {
    ^bb0(%arg2: tensor<8x10xf32>, %arg3: tensor<8xi64>, %arg4: tensor<8xi1>):
      %3 = pyc.reduce max %arg2, dims = [1] : tensor<8x10xf32> -> tensor<8xf32>
      %4 = pyc.reshape %3 : tensor<8xf32> -> tensor<8x1xf32>
      %5 = pyc.broadcast_in_dim %4, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x10xf32>
      %6 = pyc.sub %arg2, %5 : tensor<8x10xf32>
      %7 = pyc.exp %6 : tensor<8x10xf32>
      %8 = pyc.reduce sum %7, dims = [1] : tensor<8x10xf32> -> tensor<8xf32>
      %9 = pyc.log %8 : tensor<8xf32>
      %10 = pyc.reshape %arg3 : tensor<8xi64> -> tensor<8x1xi64>
      %11 = pyc.take_along_dim %arg2[%10], dim = 1 : tensor<8x10xf32>, tensor<8x1xi64> -> tensor<8x1xf32>
      %12 = pyc.sub %11, %4 : tensor<8x1xf32>
      %13 = pyc.reshape %9 : tensor<8xf32> -> tensor<8x1xf32>
      %14 = pyc.sub %12, %13 : tensor<8x1xf32>
      %15 = pyc.neg %14 : tensor<8x1xf32>
      %16 = pyc.reshape %15 : tensor<8x1xf32> -> tensor<8xf32>
      %17 = pyc.constant dense<0.000000e+00> : tensor<8xf32>
      %18 = pyc.select %arg4, %16, %17 : tensor<8xf32>
      pyc.yield %18 : tensor<8xf32>
    }
    %2 = pyc.kernel reduction(%1, %0#2) : (tensor<8xf32>, tensor<f32>) -> tensor<f32> {
    ^bb0(%arg2: tensor<8xf32>, %arg3: tensor<f32>):
      %3 = pyc.reduce sum %arg2, dims = [0] : tensor<8xf32> -> tensor<f32>
      %4 = pyc.div %3, %arg3 : tensor<f32>
      pyc.yield %4 : tensor<f32>
    }
    return %2 : tensor<f32>
  }
}
