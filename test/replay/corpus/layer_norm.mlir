module {
  func.func @f(%arg0: tensor<4x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<4x32xf32> {
    %0 = pyc.reduce sum %arg0, dims = [1] : tensor<4x32xf32> -> tensor<4xf32>
    %1 = pyc.constant dense<3.200000e+01> : tensor<4xf32>
    %2 = pyc.div %0, %1 : tensor<4xf32>
    %3 = pyc.broadcast_in_dim %2, dims = [0] : tensor<4xf32> -> tensor<4x32xf32>
    %4 = pyc.sub %arg0, %3 : tensor<4x32xf32>
    %5 = pyc.mul %4, %4 : tensor<4x32xf32>
    %6 = pyc.reduce sum %5, dims = [1] : tensor<4x32xf32> -> tensor<4xf32>
    %7 = pyc.constant dense<3.200000e+01> : tensor<4xf32>
    %8 = pyc.div %6, %7 : tensor<4xf32>
    %9 = pyc.broadcast_in_dim %8, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
    %10 = pyc.reduce sum %arg0, dims = [1] : tensor<4x32xf32> -> tensor<4xf32>
    %11 = pyc.broadcast_in_dim %10, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
    %12 = pyc.constant dense<3.200000e+01> : tensor<4x1xf32>
    %13 = pyc.div %11, %12 : tensor<4x1xf32>
    %14 = pyc.constant dense<9.99999974E-6> : tensor<4x1xf32>
    %15 = pyc.add %9, %14 : tensor<4x1xf32>
    %16 = pyc.rsqrt %15 : tensor<4x1xf32>
    %17 = pyc.broadcast_in_dim %13, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x32xf32>
    %18 = pyc.sub %arg0, %17 : tensor<4x32xf32>
    %19 = pyc.broadcast_in_dim %16, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x32xf32>
    %20 = pyc.mul %18, %19 : tensor<4x32xf32>
    %21 = pyc.broadcast_in_dim %arg1, dims = [1] : tensor<32xf32> -> tensor<4x32xf32>
    %22 = pyc.mul %20, %21 : tensor<4x32xf32>
    %23 = pyc.broadcast_in_dim %arg2, dims = [1] : tensor<32xf32> -> tensor<4x32xf32>
    %24 = pyc.add %22, %23 : tensor<4x32xf32>
    return %24 : tensor<4x32xf32>
  }
}
