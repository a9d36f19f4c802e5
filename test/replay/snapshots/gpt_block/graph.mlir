module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x64xf32>, %arg6: tensor<64x16xf32>) -> tensor<8x16xf32> {
    %0 = pyc.kernel reduction(%arg0, %arg1) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16xf32>):
      %11 = pyc.reduce sum %arg7, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %12 = pyc.constant dense<6.250000e-02> : tensor<8xf32>
      %13 = pyc.mul %11, %12 : tensor<8xf32>
      %14 = pyc.broadcast_in_dim %13, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
      %15 = pyc.sub %arg7, %14 : tensor<8x16xf32>
      %16 = pyc.mul %15, %15 : tensor<8x16xf32>
      %17 = pyc.reduce sum %16, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %18 = pyc.mul %17, %12 : tensor<8xf32>
      %19 = pyc.broadcast_in_dim %11, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %20 = pyc.constant dense<6.250000e-02> : tensor<8x1xf32>
      %21 = pyc.mul %19, %20 : tensor<8x1xf32>
      %22 = pyc.broadcast_in_dim %18, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %23 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
      %24 = pyc.add %22, %23 : tensor<8x1xf32>
      %25 = pyc.rsqrt %24 : tensor<8x1xf32>
      %26 = pyc.broadcast_in_dim %21, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %27 = pyc.sub %arg7, %26 : tensor<8x16xf32>
      %28 = pyc.broadcast_in_dim %25, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %29 = pyc.mul %27, %28 : tensor<8x16xf32>
      %30 = pyc.broadcast_in_dim %arg8, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
      %31 = pyc.mul %29, %30 : tensor<8x16xf32>
      pyc.yield %31 : tensor<8x16xf32>
    }
    %1 = pyc.kernel contraction(%0, %arg2) : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x48xf32>):
      %11 = pyc.matmul %arg7, %arg8 : tensor<8x16xf32>, tensor<16x48xf32> -> tensor<8x48xf32>
      pyc.yield %11 : tensor<8x48xf32>
    }
    %2 = pyc.kernel pointwise() : () -> tensor<8xi64> {
      %11 = pyc.iota dim = 0 : tensor<8xi64>
      pyc.yield %11 : tensor<8xi64>
    }
    %3 = pyc.kernel pointwise(%2) : (tensor<8xi64>) -> tensor<8x8xi1> {
    ^bb0(%arg7: tensor<8xi64>):
      %11 = pyc.reshape %arg7 : tensor<8xi64> -> tensor<1x8xi64>
      %12 = pyc.broadcast_in_dim %11, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %13 = pyc.reshape %arg7 : tensor<8xi64> -> tensor<8x1xi64>
      %14 = pyc.broadcast_in_dim %13, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %15 = pyc.sub %12, %14 : tensor<8x8xi64>
      %16 = pyc.constant dense<0> : tensor<8x8xi64>
      %17 = pyc.compare le, %15, %16 : tensor<8x8xi64>
      %18 = pyc.not %17 : tensor<8x8xi1>
      pyc.yield %18 : tensor<8x8xi1>
    }
    %4 = pyc.kernel contraction(%1, %3) : (tensor<8x48xf32>, tensor<8x8xi1>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<8x48xf32>, %arg8: tensor<8x8xi1>):
      %11 = pyc.slice %arg7, start = [0, 0], limit = [8, 16], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %12 = pyc.reshape %11 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %13 = pyc.transpose %12, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %14 = pyc.slice %arg7, start = [0, 16], limit = [8, 32], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %15 = pyc.reshape %14 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %16 = pyc.transpose %15, permutation = [1, 2, 0] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %17 = pyc.matmul %13, %16 : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
      %18 = pyc.constant dense<2.82842708> : tensor<2x8x8xf32>
      %19 = pyc.div %17, %18 : tensor<2x8x8xf32>
      %20 = pyc.broadcast_in_dim %arg8, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %21 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %22 = pyc.select %20, %21, %19 : tensor<2x8x8xf32>
      pyc.yield %22 : tensor<2x8x8xf32>
    }
    %5 = pyc.kernel reduction(%4) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<2x8x8xf32>):
      %11 = pyc.reduce max %arg7, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %12 = pyc.reshape %11 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %13 = pyc.broadcast_in_dim %12, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %14 = pyc.sub %arg7, %13 : tensor<2x8x8xf32>
      %15 = pyc.exp %14 : tensor<2x8x8xf32>
      %16 = pyc.reduce sum %15, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %17 = pyc.reshape %16 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %18 = pyc.broadcast_in_dim %17, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %19 = pyc.div %15, %18 : tensor<2x8x8xf32>
      pyc.yield %19 : tensor<2x8x8xf32>
    }
    %6 = pyc.kernel contraction(%1, %5) : (tensor<8x48xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<8x48xf32>, %arg8: tensor<2x8x8xf32>):
      %11 = pyc.slice %arg7, start = [0, 32], limit = [8, 48], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %12 = pyc.reshape %11 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %13 = pyc.transpose %12, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %14 = pyc.matmul %arg8, %13 : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
      pyc.yield %14 : tensor<2x8x8xf32>
    }
    %7 = pyc.kernel contraction(%6, %arg3, %arg0) : (tensor<2x8x8xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<2x8x8xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<8x16xf32>):
      %11 = pyc.transpose %arg7, permutation = [1, 0, 2] : tensor<2x8x8xf32> -> tensor<8x2x8xf32>
      %12 = pyc.reshape %11 : tensor<8x2x8xf32> -> tensor<8x16xf32>
      %13 = pyc.matmul %12, %arg8 : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
      %14 = pyc.add %arg9, %13 : tensor<8x16xf32>
      pyc.yield %14 : tensor<8x16xf32>
    }
    %8 = pyc.kernel reduction(%7, %arg4) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16xf32>):
      %11 = pyc.reduce sum %arg7, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %12 = pyc.constant dense<6.250000e-02> : tensor<8xf32>
      %13 = pyc.mul %11, %12 : tensor<8xf32>
      %14 = pyc.broadcast_in_dim %13, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
      %15 = pyc.sub %arg7, %14 : tensor<8x16xf32>
      %16 = pyc.mul %15, %15 : tensor<8x16xf32>
      %17 = pyc.reduce sum %16, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %18 = pyc.mul %17, %12 : tensor<8xf32>
      %19 = pyc.broadcast_in_dim %11, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %20 = pyc.constant dense<6.250000e-02> : tensor<8x1xf32>
      %21 = pyc.mul %19, %20 : tensor<8x1xf32>
      %22 = pyc.broadcast_in_dim %18, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %23 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
      %24 = pyc.add %22, %23 : tensor<8x1xf32>
      %25 = pyc.rsqrt %24 : tensor<8x1xf32>
      %26 = pyc.broadcast_in_dim %21, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %27 = pyc.sub %arg7, %26 : tensor<8x16xf32>
      %28 = pyc.broadcast_in_dim %25, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %29 = pyc.mul %27, %28 : tensor<8x16xf32>
      %30 = pyc.broadcast_in_dim %arg8, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
      %31 = pyc.mul %29, %30 : tensor<8x16xf32>
      pyc.yield %31 : tensor<8x16xf32>
    }
    %9 = pyc.kernel contraction(%8, %arg5) : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x64xf32>):
      %11 = pyc.matmul %arg7, %arg8 : tensor<8x16xf32>, tensor<16x64xf32> -> tensor<8x64xf32>
      %12 = pyc.constant dense<5.000000e-01> : tensor<8x64xf32>
      %13 = pyc.mul %11, %12 : tensor<8x64xf32>
      %14 = pyc.constant dense<0.707106769> : tensor<8x64xf32>
      %15 = pyc.mul %11, %14 : tensor<8x64xf32>
      %16 = pyc.erf %15 : tensor<8x64xf32>
      %17 = pyc.constant dense<1.000000e+00> : tensor<8x64xf32>
      %18 = pyc.add %16, %17 : tensor<8x64xf32>
      %19 = pyc.mul %13, %18 : tensor<8x64xf32>
      pyc.yield %19 : tensor<8x64xf32>
    }
    %10 = pyc.kernel contraction(%9, %arg6, %7) : (tensor<8x64xf32>, tensor<64x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x64xf32>, %arg8: tensor<64x16xf32>, %arg9: tensor<8x16xf32>):
      %11 = pyc.matmul %arg7, %arg8 : tensor<8x64xf32>, tensor<64x16xf32> -> tensor<8x16xf32>
      %12 = pyc.add %arg9, %11 : tensor<8x16xf32>
      pyc.yield %12 : tensor<8x16xf32>
    }
    return %10 : tensor<8x16xf32>
  }
}
