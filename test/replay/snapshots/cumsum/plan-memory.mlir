module {
  func.func @f(%arg0: tensor<4x20xf32>) -> tensor<4x20xf32> attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>} {
    %0 = pyc.kernel opaque(%arg0) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0>} : (tensor<4x20xf32>) -> tensor<4x20xf32> {
    ^bb0(%arg1: tensor<4x20xf32>):
      %1 = pyc.cumsum %arg1, dim = 1 : tensor<4x20xf32>
      pyc.yield %1 : tensor<4x20xf32>
    }
    return %0 : tensor<4x20xf32>
  }
}
