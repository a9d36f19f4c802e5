module {
  func.func @f(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>) -> tensor<4x16xf32> attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>} {
    %0 = pyc.kernel pointwise(%arg0, %arg1) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0>} : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32> {
    ^bb0(%arg2: tensor<4x16xf32>, %arg3: tensor<4x16xf32>):
      %1 = pyc.constant dense<2.000000e+00> : tensor<4x16xf32>
      %2 = pyc.mul %arg2, %1 : tensor<4x16xf32>
      %3 = pyc.add %2, %arg3 : tensor<4x16xf32>
      %4 = pyc.tanh %3 : tensor<4x16xf32>
      %5 = pyc.constant dense<0.000000e+00> : tensor<4x16xf32>
      %6 = pyc.compare le, %arg3, %5 : tensor<4x16xf32>
      %7 = pyc.select %6, %5, %arg3 : tensor<4x16xf32>
      %8 = pyc.sub %4, %7 : tensor<4x16xf32>
      %9 = pyc.sigmoid %8 : tensor<4x16xf32>
      %10 = pyc.mul %9, %arg2 : tensor<4x16xf32>
      pyc.yield %10 : tensor<4x16xf32>
    }
    return %0 : tensor<4x16xf32>
  }
}
