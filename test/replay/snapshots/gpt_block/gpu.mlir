module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x64xf32>, %arg6: tensor<64x16xf32>) -> tensor<8x16xf32> {
    %0 = pyc.kernel reduction(%arg0, %arg1) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [8, 16], warps = 2, stages = 1>} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16xf32>):
      %7 = pyc.reduce sum %arg7, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %8 = pyc.constant dense<6.250000e-02> : tensor<8xf32>
      %9 = pyc.mul %7, %8 : tensor<8xf32>
      %10 = pyc.broadcast_in_dim %9, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
      %11 = pyc.sub %arg7, %10 : tensor<8x16xf32>
      %12 = pyc.mul %11, %11 : tensor<8x16xf32>
      %13 = pyc.reduce sum %12, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %14 = pyc.mul %13, %8 : tensor<8xf32>
      %15 = pyc.broadcast_in_dim %7, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %16 = pyc.constant dense<6.250000e-02> : tensor<8x1xf32>
      %17 = pyc.mul %15, %16 : tensor<8x1xf32>
      %18 = pyc.broadcast_in_dim %14, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %19 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
      %20 = pyc.add %18, %19 : tensor<8x1xf32>
      %21 = pyc.rsqrt %20 : tensor<8x1xf32>
      %22 = pyc.broadcast_in_dim %17, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %23 = pyc.sub %arg7, %22 : tensor<8x16xf32>
      %24 = pyc.broadcast_in_dim %21, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %25 = pyc.mul %23, %24 : tensor<8x16xf32>
      %26 = pyc.broadcast_in_dim %arg8, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
      %27 = pyc.mul %25, %26 : tensor<8x16xf32>
      pyc.yield %27 : tensor<8x16xf32>
    }
    %1 = pyc.kernel contraction(%0, %arg2) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 64, 16], warps = 4, stages = 3>} : (tensor<8x16xf32>, tensor<16x48xf32>) -> tensor<8x48xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x48xf32>):
      %7 = pyc.matmul %arg7, %arg8 : tensor<8x16xf32>, tensor<16x48xf32> -> tensor<8x48xf32>
      pyc.yield %7 : tensor<8x48xf32>
    }
    %2 = pyc.kernel attention(%1) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = attention, block = [16, 16, 16, 16], warps = 4, stages = 2>} : (tensor<8x48xf32>) -> tensor<2x8x8xf32> {
    ^bb0(%arg7: tensor<8x48xf32>):
      %7 = pyc.slice %arg7, start = [0, 0], limit = [8, 16], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %8 = pyc.reshape %7 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %9 = pyc.transpose %8, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %10 = pyc.slice %arg7, start = [0, 16], limit = [8, 32], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %11 = pyc.reshape %10 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %12 = pyc.transpose %11, permutation = [1, 2, 0] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %13 = pyc.matmul %9, %12 {result_masked_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
      %14 = pyc.constant dense<2.82842708> : tensor<2x8x8xf32>
      %15 = pyc.div %13, %14 : tensor<2x8x8xf32>
      %16 = pyc.iota dim = 0 : tensor<8xi64>
      %17 = pyc.reshape %16 : tensor<8xi64> -> tensor<1x8xi64>
      %18 = pyc.broadcast_in_dim %17, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
      %19 = pyc.reshape %16 : tensor<8xi64> -> tensor<8x1xi64>
      %20 = pyc.broadcast_in_dim %19, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
      %21 = pyc.sub %18, %20 : tensor<8x8xi64>
      %22 = pyc.constant dense<0> : tensor<8x8xi64>
      %23 = pyc.compare le, %21, %22 : tensor<8x8xi64>
      %24 = pyc.not %23 : tensor<8x8xi1>
      %25 = pyc.broadcast_in_dim %24, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
      %26 = pyc.constant dense<0xFF800000> : tensor<2x8x8xf32>
      %27 = pyc.select %25, %26, %15 : tensor<2x8x8xf32>
      %28 = pyc.reduce max %27, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %29 = pyc.reshape %28 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %30 = pyc.broadcast_in_dim %29, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %31 = pyc.sub %27, %30 : tensor<2x8x8xf32>
      %32 = pyc.exp %31 : tensor<2x8x8xf32>
      %33 = pyc.reduce sum %32, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
      %34 = pyc.reshape %33 : tensor<2x8xf32> -> tensor<2x8x1xf32>
      %35 = pyc.broadcast_in_dim %34, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
      %36 = pyc.div %32, %35 : tensor<2x8x8xf32>
      %37 = pyc.slice %arg7, start = [0, 32], limit = [8, 48], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
      %38 = pyc.reshape %37 : tensor<8x16xf32> -> tensor<8x2x8xf32>
      %39 = pyc.transpose %38, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
      %40 = pyc.matmul %36, %39 {lhs_zero_above = 0 : i64} : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
      pyc.yield %40 : tensor<2x8x8xf32>
    }
    %3 = pyc.kernel contraction(%2, %arg3, %arg0) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 16, 16], warps = 4, stages = 3>} : (tensor<2x8x8xf32>, tensor<16x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<2x8x8xf32>, %arg8: tensor<16x16xf32>, %arg9: tensor<8x16xf32>):
      %7 = pyc.transpose %arg7, permutation = [1, 0, 2] : tensor<2x8x8xf32> -> tensor<8x2x8xf32>
      %8 = pyc.reshape %7 : tensor<8x2x8xf32> -> tensor<8x16xf32>
      %9 = pyc.matmul %8, %arg8 : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
      %10 = pyc.add %arg9, %9 : tensor<8x16xf32>
      pyc.yield %10 : tensor<8x16xf32>
    }
    %4 = pyc.kernel reduction(%3, %arg4) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = row, block = [8, 16], warps = 2, stages = 1>} : (tensor<8x16xf32>, tensor<16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16xf32>):
      %7 = pyc.reduce sum %arg7, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %8 = pyc.constant dense<6.250000e-02> : tensor<8xf32>
      %9 = pyc.mul %7, %8 : tensor<8xf32>
      %10 = pyc.broadcast_in_dim %9, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
      %11 = pyc.sub %arg7, %10 : tensor<8x16xf32>
      %12 = pyc.mul %11, %11 : tensor<8x16xf32>
      %13 = pyc.reduce sum %12, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
      %14 = pyc.mul %13, %8 : tensor<8xf32>
      %15 = pyc.broadcast_in_dim %7, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %16 = pyc.constant dense<6.250000e-02> : tensor<8x1xf32>
      %17 = pyc.mul %15, %16 : tensor<8x1xf32>
      %18 = pyc.broadcast_in_dim %14, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
      %19 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
      %20 = pyc.add %18, %19 : tensor<8x1xf32>
      %21 = pyc.rsqrt %20 : tensor<8x1xf32>
      %22 = pyc.broadcast_in_dim %17, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %23 = pyc.sub %arg7, %22 : tensor<8x16xf32>
      %24 = pyc.broadcast_in_dim %21, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
      %25 = pyc.mul %23, %24 : tensor<8x16xf32>
      %26 = pyc.broadcast_in_dim %arg8, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
      %27 = pyc.mul %25, %26 : tensor<8x16xf32>
      pyc.yield %27 : tensor<8x16xf32>
    }
    %5 = pyc.kernel contraction(%4, %arg5) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 64, 16], warps = 4, stages = 3>} : (tensor<8x16xf32>, tensor<16x64xf32>) -> tensor<8x64xf32> {
    ^bb0(%arg7: tensor<8x16xf32>, %arg8: tensor<16x64xf32>):
      %7 = pyc.matmul %arg7, %arg8 : tensor<8x16xf32>, tensor<16x64xf32> -> tensor<8x64xf32>
      %8 = pyc.constant dense<5.000000e-01> : tensor<8x64xf32>
      %9 = pyc.mul %7, %8 : tensor<8x64xf32>
      %10 = pyc.constant dense<0.707106769> : tensor<8x64xf32>
      %11 = pyc.mul %7, %10 : tensor<8x64xf32>
      %12 = pyc.erf %11 : tensor<8x64xf32>
      %13 = pyc.constant dense<1.000000e+00> : tensor<8x64xf32>
      %14 = pyc.add %12, %13 : tensor<8x64xf32>
      %15 = pyc.mul %9, %14 : tensor<8x64xf32>
      pyc.yield %15 : tensor<8x64xf32>
    }
    %6 = pyc.kernel contraction(%5, %arg6, %3) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 16, 32], warps = 4, stages = 3>} : (tensor<8x64xf32>, tensor<64x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> {
    ^bb0(%arg7: tensor<8x64xf32>, %arg8: tensor<64x16xf32>, %arg9: tensor<8x16xf32>):
      %7 = pyc.matmul %arg7, %arg8 : tensor<8x64xf32>, tensor<64x16xf32> -> tensor<8x16xf32>
      %8 = pyc.add %arg9, %7 : tensor<8x16xf32>
      pyc.yield %8 : tensor<8x16xf32>
    }
    return %6 : tensor<8x16xf32>
  }
}
