module {
  func.func @f(%arg0: tensor<64x24xf32>) -> tensor<24xf32> {
    %0 = pyc.reduce sum %arg0, dims = [0] : tensor<64x24xf32> -> tensor<24xf32>
    return %0 : tensor<24xf32>
  }
}
