module {
  func.func @f(%arg0: tensor<4x16xf32>, %arg1: tensor<16x8xbf16>, %arg2: tensor<8xf32>) -> tensor<4x8xbf16> attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>} {
    %0 = pyc.kernel contraction(%arg0, %arg1, %arg2) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0, block = [6, 32]>} : (tensor<4x16xf32>, tensor<16x8xbf16>, tensor<8xf32>) -> tensor<4x8xbf16> {
    ^bb0(%arg3: tensor<4x16xf32>, %arg4: tensor<16x8xbf16>, %arg5: tensor<8xf32>):
      %1 = pyc.convert %arg3 : tensor<4x16xf32> -> tensor<4x16xbf16>
      %2 = pyc.matmul %1, %arg4 : tensor<4x16xbf16>, tensor<16x8xbf16> -> tensor<4x8xbf16>
      %3 = pyc.convert %2 : tensor<4x8xbf16> -> tensor<4x8xf32>
      %4 = pyc.broadcast_in_dim %arg5, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
      %5 = pyc.add %3, %4 : tensor<4x8xf32>
      %6 = pyc.convert %5 : tensor<4x8xf32> -> tensor<4x8xbf16>
      %7 = pyc.constant dense<2.000000e+00> : tensor<4x8xbf16>
      %8 = pyc.mul %6, %7 : tensor<4x8xbf16>
      pyc.yield %8 : tensor<4x8xbf16>
    }
    return %0 : tensor<4x8xbf16>
  }
}
