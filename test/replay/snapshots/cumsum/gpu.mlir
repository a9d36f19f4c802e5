module {
  func.func @f(%arg0: tensor<4x20xf32>) -> tensor<4x20xf32> {
    %0 = pyc.kernel opaque(%arg0) : (tensor<4x20xf32>) -> tensor<4x20xf32> {
    ^bb0(%arg1: tensor<4x20xf32>):
      %1 = pyc.cumsum %arg1, dim = 1 : tensor<4x20xf32>
      pyc.yield %1 : tensor<4x20xf32>
    }
    return %0 : tensor<4x20xf32>
  }
}
