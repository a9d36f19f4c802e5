module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x64xf32>, %arg6: tensor<64x16xf32>) -> tensor<8x16xf32> {
    %0 = pyc.kernel reduction(%arg0, %arg1) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16xf32>):
      %9 = pyc.reduce sum %arg7, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %10 = pyc.constant dense<6.250000e-02> : tensor<8xf32>
      %11 = pyc.mul %9, %10 : tensor<8xf32>
      %12 = pyc.broadcast_in_dim %11, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
      %13 = pyc.sub %arg7, %12 : tensor<8x16xf32>
      %14 = pyc.mul %13, %13 : tensor<8x16xf32>
      %15 = pyc.reduce sum %14, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %16 = pyc.mul %15, %10 : tensor<8xf32>
      %17 = pyc.broadcast_in_dim %9, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %18 = pyc.constant dense<6.250000e-02> : tensor<8x1xf32>
      %19 = pyc.mul %17, %18 : tensor<8x1xf32>
      %20 = pyc.broadcast_in_dim %16, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %21 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
      %22 = pyc.add %20, %21 : tensor<8x1xf32>
      %23 = pyc.rsqrt %22 : tensor<8x1xf32>
      %24 = pyc.broadcast_in_dim %19, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %25 = pyc.sub %arg7, %24 : tensor<8x16xf32>
      %26 = pyc.broadcast_in_dim %23, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %27 = pyc.mul %25, %26 : tensor<8x16xf32>
      %28 = pyc.broadcast_in_dim %arg8, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
      %29 = pyc.mul %27, %28 : tensor<8x16xf32>
      pyc.yield %29 : tensor<8x16xf32>
    }
    %1 = pyc.kernel contraction(%0, %arg2) : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x48xf32>):
      %9 = pyc.matmul %arg7, %arg8 : tensor<8x16xf32>, tensor<16x48xf32> -> tensor<8x48xf32>
      pyc.yield %9 : tensor<8x48xf32>
    }
    %2 = pyc.kernel contraction(%1) : (tensor<8x48xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<8x48xf32>):
      %9 = pyc.slice %arg7, start = [0, 0], limit = [8, 16], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %10 = pyc.reshape %9 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %11 = pyc.transpose %10, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %12 = pyc.slice %arg7, start = [0, 16], limit = [8, 32], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %13 = pyc.reshape %12 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %14 = pyc.transpose %13, permutation = [1, 2, 0] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %15 = pyc.matmul %11, %14 {result_masked_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
      %16 = pyc.constant dense<2.82842708> : tensor<2x8x8xf32>
      %17 = pyc.div %15, %16 : tensor<2x8x8xf32>
      %18 = pyc.iota dim = 0 : tensor<8xi64>
      %19 = pyc.reshape %18 : tensor<8xi64> -> tensor<1x8xi64>
      %20 = pyc.broadcast_in_dim %19, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %21 = pyc.reshape %18 : tensor<8xi64> -> tensor<8x1xi64>
      %22 = pyc.broadcast_in_dim %21, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %23 = pyc.sub %20, %22 : tensor<8x8xi64>
      %24 = pyc.constant dense<0> : tensor<8x8xi64>
      %25 = pyc.compare le, %23, %24 : tensor<8x8xi64>
      %26 = pyc.not %25 : tensor<8x8xi1>
      %27 = pyc.broadcast_in_dim %26, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %28 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %29 = pyc.select %27, %28, %17 : tensor<2x8x8xf32>
      pyc.yield %29 : tensor<2x8x8xf32>
    }
    %3 = pyc.kernel reduction(%2) : (tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<2x8x8xf32>):
      %9 = pyc.reduce max %arg7, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %10 = pyc.reshape %9 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %11 = pyc.broadcast_in_dim %10, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %12 = pyc.sub %arg7, %11 : tensor<2x8x8xf32>
      %13 = pyc.exp %12 : tensor<2x8x8xf32>
      %14 = pyc.reduce sum %13, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %15 = pyc.reshape %14 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %16 = pyc.broadcast_in_dim %15, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %17 = pyc.div %13, %16 : tensor<2x8x8xf32>
      pyc.yield %17 : tensor<2x8x8xf32>
    }
    %4 = pyc.kernel contraction(%1, %3) : (tensor<8x48xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<8x48xf32>, %arg8: tensor<2x8x8xf32>):
      %9 = pyc.slice %arg7, start = [0, 32], limit = [8, 48], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %10 = pyc.reshape %9 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %11 = pyc.transpose %10, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %12 = pyc.matmul %arg8, %11 {lhs_zero_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
      pyc.yield %12 : tensor<2x8x8xf32>
    }
    %5 = pyc.kernel contraction(%4, %arg3, %arg0) : (tensor<2x8x8xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<2x8x8xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<8x16xf32>):
      %9 = pyc.transpose %arg7, permutation = [1, 0, 2] : tensor<2x8x8xf32> -> tensor<8x2x8xf32>
      %10 = pyc.reshape %9 : tensor<8x2x8xf32> -> tensor<8x16xf32>
      %11 = pyc.matmul %10, %arg8 : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
      %12 = pyc.add %arg9, %11 : tensor<8x16xf32>
      pyc.yield %12 : tensor<8x16xf32>
    }
    %6 = pyc.kernel reduction(%5, %arg4) : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16xf32>):
      %9 = pyc.reduce sum %arg7, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %10 = pyc.constant dense<6.250000e-02> : tensor<8xf32>
      %11 = pyc.mul %9, %10 : tensor<8xf32>
      %12 = pyc.broadcast_in_dim %11, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
      %13 = pyc.sub %arg7, %12 : tensor<8x16xf32>
      %14 = pyc.mul %13, %13 : tensor<8x16xf32>
      %15 = pyc.reduce sum %14, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %16 = pyc.mul %15, %10 : tensor<8xf32>
      %17 = pyc.broadcast_in_dim %9, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %18 = pyc.constant dense<6.250000e-02> : tensor<8x1xf32>
      %19 = pyc.mul %17, %18 : tensor<8x1xf32>
      %20 = pyc.broadcast_in_dim %16, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %21 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
      %22 = pyc.add %20, %21 : tensor<8x1xf32>
      %23 = pyc.rsqrt %22 : tensor<8x1xf32>
      %24 = pyc.broadcast_in_dim %19, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %25 = pyc.sub %arg7, %24 : tensor<8x16xf32>
      %26 = pyc.broadcast_in_dim %23, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %27 = pyc.mul %25, %26 : tensor<8x16xf32>
      %28 = pyc.broadcast_in_dim %arg8, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
      %29 = pyc.mul %27, %28 : tensor<8x16xf32>
      pyc.yield %29 : tensor<8x16xf32>
    }
    %7 = pyc.kernel contraction(%6, %arg5) : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x64xf32>):
      %9 = pyc.matmul %arg7, %arg8 : tensor<8x16xf32>, tensor<16x64xf32> -> tensor<8x64xf32>
      %10 = pyc.constant dense<5.000000e-01> : tensor<8x64xf32>
      %11 = pyc.mul %9, %10 : tensor<8x64xf32>
      %12 = pyc.constant dense<0.707106769> : tensor<8x64xf32>
      %13 = pyc.mul %9, %12 : tensor<8x64xf32>
      %14 = pyc.erf %13 : tensor<8x64xf32>
      %15 = pyc.constant dense<1.000000e+00> : tensor<8x64xf32>
      %16 = pyc.add %14, %15 : tensor<8x64xf32>
      %17 = pyc.mul %11, %16 : tensor<8x64xf32>
      pyc.yield %17 : tensor<8x64xf32>
    }
    %8 = pyc.kernel contraction(%7, %arg6, %5) : (tensor<8x64xf32>, tensor<64x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x64xf32>, %arg8: tensor<64x16xf32>, %arg9: tensor<8x16xf32>):
      %9 = pyc.matmul %arg7, %arg8 : tensor<8x64xf32>, tensor<64x16xf32> -> tensor<8x16xf32>
      %10 = pyc.add %arg9, %9 : tensor<8x16xf32>
      pyc.yield %10 : tensor<8x16xf32>
    }
    return %8 : tensor<8x16xf32>
  }
}
