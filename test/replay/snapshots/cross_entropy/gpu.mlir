module {
  func.func @f(%arg0: tensor<8x10xf32>, %arg1: tensor<8xi64>) -> tensor<f32> {
    %0:3 = pyc.kernel reduction(%arg1) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [1, 8], warps = 2, stages = 1>} : (tensor<8xi64>) -> (tensor<8xi1>, tensor<8xi64>, tensor<f32>) {
    ^bb0(%arg2: tensor<8xi64>):
      %4 = pyc.constant dense<-100> : tensor<8xi64>
      %5 = pyc.compare ne, %arg2, %4 : tensor<8xi64>
      %6 = pyc.constant dense<0> : tensor<8xi64>
      %7 = pyc.select %5, %arg2, %6 : tensor<8xi64>
      %8 = pyc.convert %5 : tensor<8xi1> -> tensor<8xi64>
      %9 = pyc.reduce sum %8, dims = [0] : tensor<8xi64> -> tensor<i64>
      %10 = pyc.convert %9 : tensor<i64> -> tensor<f32>
      pyc.yield %5, %7, %10 : tensor<8xi1>, tensor<8xi64>, tensor<f32>
    }
    %1 = pyc.kernel opaque(%0#1, %arg0) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = pointwise, block = [8], warps = 4, stages = 1>} : (tensor<8xi64>, tensor<8x10xf32>) -> tensor<8x1xf32> {
    ^bb0(%arg2: tensor<8xi64>, %arg3: tensor<8x10xf32>):
      %4 = pyc.reshape %arg2 : tensor<8xi64> -> tensor<8x1xi64>
      %5 = pyc.take_along_dim %arg3[%4], dim = 1 : tensor<8x10xf32>, tensor<8x1xi64> -> tensor<8x1xf32>
      pyc.yield %5 : tensor<8x1xf32>
    }
    %2 = pyc.kernel reduction(%arg0, %1, %0#0) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [8, 16], warps = 2, stages = 1>} : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8xi1>) -> tensor<8xf32> {
    ^bb0(%arg2: tensor<8x10xf32>, %arg3: tensor<8x1xf32>, %arg4: tensor<8xi1>):
      %4 = pyc.reduce max %arg2, dims = [1] : tensor<8x10xf32> -> tensor<8xf32>
      %5 = pyc.reshape %4 : tensor<8xf32> -> tensor<8x1xf32>
      %6 = pyc.broadcast_in_dim %5, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x10xf32>
      %7 = pyc.sub %arg2, %6 : tensor<8x10xf32>
      %8 = pyc.exp %7 : tensor<8x10xf32>
      %9 = pyc.reduce sum %8, dims = [1] : tensor<8x10xf32> -> tensor<8xf32>
      %10 = pyc.reshape %9 : tensor<8xf32> -> tensor<8x1xf32>
      %11 = pyc.log %10 : tensor<8x1xf32>
      %12 = pyc.sub %arg3, %5 : tensor<8x1xf32>
      %13 = pyc.sub %12, %11 : tensor<8x1xf32>
      %14 = pyc.neg %13 : tensor<8x1xf32>
      %15 = pyc.reshape %14 : tensor<8x1xf32> -> tensor<8xf32>
      %16 = pyc.constant dense<0.000000e+00> : tensor<8xf32>
      %17 = pyc.select %arg4, %15, %16 : tensor<8xf32>
      pyc.yield %17 : tensor<8xf32>
    }
    %3 = pyc.kernel reduction(%2, %0#2) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [1, 8], warps = 2, stages = 1>} : (tensor<8xf32>, tensor<f32>) -> tensor<f32> {
    ^bb0(%arg2: tensor<8xf32>, %arg3: tensor<f32>):
      %4 = pyc.reduce sum %arg2, dims = [0] : tensor<8xf32> -> tensor<f32>
      %5 = pyc.div %4, %arg3 : tensor<f32>
      pyc.yield %5 : tensor<f32>
    }
    return %3 : tensor<f32>
  }
}
