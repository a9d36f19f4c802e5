module {
  func.func @f(%arg0: tensor<64x24xf32>) -> tensor<24xf32> {
    %0 = pyc.kernel reduction(%arg0) : (tensor<64x24xf32>) -> tensor<24xf32> {
    ^bb0(%arg1: tensor<64x24xf32>):
      %1 = pyc.reduce sum %arg1, dims = [0] : tensor<64x24xf32> -> tensor<24xf32>
      pyc.yield %1 : tensor<24xf32>
    }
    return %0 : tensor<24xf32>
  }
}
