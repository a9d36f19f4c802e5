module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32xf32>) -> tensor<8x32xf32> {
    %0 = pyc.kernel contraction(%arg0, %arg1, %arg2) {pyc.gpu_schedule = #pyc.gpu_schedule<strategy = dot, block = [16, 32, 16], warps = 4, stages = 3>} : (tensor<8x16xf32>, tensor<16x32xf32>, tensor<32xf32>) -> tensor<8x32xf32> {
    ^bb0(%arg3: tensor<8x16xf32>, %arg4: tensor<16x32xf32>, %arg5: tensor<32xf32>):
      %1 = pyc.matmul %arg3, %arg4 : tensor<8x16xf32>, tensor<16x32xf32> -> tensor<8x32xf32>
      %2 = pyc.broadcast_in_dim %arg5, dims = [1] : tensor<32xf32> -> tensor<8x32xf32>
      %3 = pyc.add %1, %2 : tensor<8x32xf32>
      %4 = pyc.constant dense<5.000000e-01> : tensor<8x32xf32>
      %5 = pyc.mul %3, %4 : tensor<8x32xf32>
      %6 = pyc.constant dense<0.707106769> : tensor<8x32xf32>
      %7 = pyc.mul %3, %6 : tensor<8x32xf32>
      %8 = pyc.erf %7 : tensor<8x32xf32>
      %9 = pyc.constant dense<1.000000e+00> : tensor<8x32xf32>
      %10 = pyc.add %8, %9 : tensor<8x32xf32>
      %11 = pyc.mul %5, %10 : tensor<8x32xf32>
      pyc.yield %11 : tensor<8x32xf32>
    }
    return %0 : tensor<8x32xf32>
  }
}
