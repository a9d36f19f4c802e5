module {
  func.func @f(%arg0: tensor<8x16xf32>, %arg1: tensor<16xf32>, %arg2: tensor<16x48xf32>, %arg3: tensor<16x16xf32>, %arg4: tensor<16xf32>, %arg5: tensor<16x64xf32>, %arg6: tensor<64x16xf32>) -> tensor<8x16xf32> {
    %0 = pyc.reduce sum %arg0, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
    %1 = pyc.constant dense<1.600000e+01> : tensor<8xf32>
    %2 = pyc.div %0, %1 : tensor<8xf32>
    %3 = pyc.broadcast_in_dim %2, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
    %4 = pyc.sub %arg0, %3 : tensor<8x16xf32>
    %5 = pyc.mul %4, %4 : tensor<8x16xf32>
    %6 = pyc.reduce sum %5, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
    %7 = pyc.constant dense<1.600000e+01> : tensor<8xf32>
    %8 = pyc.div %6, %7 : tensor<8xf32>
    %9 = pyc.broadcast_in_dim %8, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
    %10 = pyc.reduce sum %arg0, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
    %11 = pyc.broadcast_in_dim %10, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
    %12 = pyc.constant dense<1.600000e+01> : tensor<8x1xf32>
    %13 = pyc.div %11, %12 : tensor<8x1xf32>
    %14 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
    %15 = pyc.add %9, %14 : tensor<8x1xf32>
    %16 = pyc.rsqrt %15 : tensor<8x1xf32>
    %17 = pyc.broadcast_in_dim %13, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
    %18 = pyc.sub %arg0, %17 : tensor<8x16xf32>
    %19 = pyc.broadcast_in_dim %16, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
    %20 = pyc.mul %18, %19 : tensor<8x16xf32>
    %21 = pyc.broadcast_in_dim %arg1, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
    %22 = pyc.mul %20, %21 : tensor<8x16xf32>
    %23 = pyc.matmul %22, %arg2 : tensor<8x16xf32>, tensor<16x48xf32> -> tensor<8x48xf32>
    %24 = pyc.slice %23, start = [0, 0], limit = [8, 16], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
    %25 = pyc.slice %23, start = [0, 16], limit = [8, 32], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
    %26 = pyc.slice %23, start = [0, 32], limit = [8, 48], stride = [1, 1] : tensor<8x48xf32> -> tensor<8x16xf32>
    %27 = pyc.reshape %24 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %28 = pyc.transpose %27, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
    %29 = pyc.reshape %25 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %30 = pyc.transpose %29, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
    %31 = pyc.reshape %26 : tensor<8x16xf32> -> tensor<8x2x8xf32>
    %32 = pyc.transpose %31, permutation = [1, 0, 2] : tensor<8x2x8xf32> -> tensor<2x8x8xf32>
    %33 = pyc.transpose %30, permutation = [0, 2, 1] : tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %34 = pyc.matmul %28, %33 : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %35 = pyc.constant dense<2.82842708> : tensor<2x8x8xf32>
    %36 = pyc.div %34, %35 : tensor<2x8x8xf32>
    %37 = pyc.constant dense<true> : tensor<8x8xi1>
    %38 = pyc.iota dim = 0 : tensor<8xi64>
    %39 = pyc.constant dense<1> : tensor<8xi64>
    %40 = pyc.mul %38, %39 : tensor<8xi64>
    %41 = pyc.constant dense<0> : tensor<8xi64>
    %42 = pyc.add %40, %41 : tensor<8xi64>
    %43 = pyc.reshape %42 : tensor<8xi64> -> tensor<1x8xi64>
    %44 = pyc.iota dim = 0 : tensor<8xi64>
    %45 = pyc.constant dense<1> : tensor<8xi64>
    %46 = pyc.mul %44, %45 : tensor<8xi64>
    %47 = pyc.constant dense<0> : tensor<8xi64>
    %48 = pyc.add %46, %47 : tensor<8xi64>
    %49 = pyc.reshape %48 : tensor<8xi64> -> tensor<8x1xi64>
    %50 = pyc.broadcast_in_dim %43, dims = [0, 1] : tensor<1x8xi64> -> tensor<8x8xi64>
    %51 = pyc.broadcast_in_dim %49, dims = [0, 1] : tensor<8x1xi64> -> tensor<8x8xi64>
    %52 = pyc.sub %50, %51 : tensor<8x8xi64>
    %53 = pyc.constant dense<0> : tensor<8x8xi64>
    %54 = pyc.compare le, %52, %53 : tensor<8x8xi64>
    %55 = pyc.and %54, %37 : tensor<8x8xi1>
    %56 = pyc.not %55 : tensor<8x8xi1>
    %57 = pyc.constant dense<0xFF800000> : tensor<f32>
    %58 = pyc.broadcast_in_dim %56, dims = [1, 2] : tensor<8x8xi1> -> tensor<2x8x8xi1>
    %59 = pyc.broadcast_in_dim %57, dims = [] : tensor<f32> -> tensor<2x8x8xf32>
    %60 = pyc.select %58, %59, %36 : tensor<2x8x8xf32>
    %61 = pyc.reduce max %60, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
    %62 = pyc.reshape %61 : tensor<2x8xf32> -> tensor<2x8x1xf32>
    %63 = pyc.broadcast_in_dim %62, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
    %64 = pyc.sub %60, %63 : tensor<2x8x8xf32>
    %65 = pyc.exp %64 : tensor<2x8x8xf32>
    %66 = pyc.reduce sum %65, dims = [2] : tensor<2x8x8xf32> -> tensor<2x8xf32>
    %67 = pyc.reshape %66 : tensor<2x8xf32> -> tensor<2x8x1xf32>
    %68 = pyc.broadcast_in_dim %67, dims = [0, 1, 2] : tensor<2x8x1xf32> -> tensor<2x8x8xf32>
    %69 = pyc.div %65, %68 : tensor<2x8x8xf32>
    %70 = pyc.matmul %69, %32 : tensor<2x8x8xf32>, tensor<2x8x8xf32> -> tensor<2x8x8xf32>
    %71 = pyc.transpose %70, permutation = [1, 0, 2] : tensor<2x8x8xf32> -> tensor<8x2x8xf32>
    %72 = pyc.reshape %71 : tensor<8x2x8xf32> -> tensor<8x16xf32>
    %73 = pyc.matmul %72, %arg3 : tensor<8x16xf32>, tensor<16x16xf32> -> tensor<8x16xf32>
    %74 = pyc.add %arg0, %73 : tensor<8x16xf32>
    %75 = pyc.reduce sum %74, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
    %76 = pyc.constant dense<1.600000e+01> : tensor<8xf32>
    %77 = pyc.div %75, %76 : tensor<8xf32>
    %78 = pyc.broadcast_in_dim %77, dims = [0] : tensor<8xf32> -> tensor<8x16xf32>
    %79 = pyc.sub %74, %78 : tensor<8x16xf32>
    %80 = pyc.mul %79, %79 : tensor<8x16xf32>
    %81 = pyc.reduce sum %80, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
    %82 = pyc.constant dense<1.600000e+01> : tensor<8xf32>
    %83 = pyc.div %81, %82 : tensor<8xf32>
    %84 = pyc.broadcast_in_dim %83, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
    %85 = pyc.reduce sum %74, dims = [1] : tensor<8x16xf32> -> tensor<8xf32>
    %86 = pyc.broadcast_in_dim %85, dims = [0] : tensor<8xf32> -> tensor<8x1xf32>
    %87 = pyc.constant dense<1.600000e+01> : tensor<8x1xf32>
    %88 = pyc.div %86, %87 : tensor<8x1xf32>
    %89 = pyc.constant dense<9.99999974E-6> : tensor<8x1xf32>
    %90 = pyc.add %84, %89 : tensor<8x1xf32>
    %91 = pyc.rsqrt %90 : tensor<8x1xf32>
    %92 = pyc.broadcast_in_dim %88, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
    %93 = pyc.sub %74, %92 : tensor<8x16xf32>
    %94 = pyc.broadcast_in_dim %91, dims = [0, 1] : tensor<8x1xf32> -> tensor<8x16xf32>
    %95 = pyc.mul %93, %94 : tensor<8x16xf32>
    %96 = pyc.broadcast_in_dim %arg4, dims = [1] : tensor<16xf32> -> tensor<8x16xf32>
    %97 = pyc.mul %95, %96 : tensor<8x16xf32>
    %98 = pyc.matmul %97, %arg5 : tensor<8x16xf32>, tensor<16x64xf32> -> tensor<8x64xf32>
    %99 = pyc.constant dense<5.000000e-01> : tensor<8x64xf32>
    %100 = pyc.mul %98, %99 : tensor<8x64xf32>
    %101 = pyc.constant dense<0.707106769> : tensor<8x64xf32>
    %102 = pyc.mul %98, %101 : tensor<8x64xf32>
    %103 = pyc.erf %102 : tensor<8x64xf32>
    %104 = pyc.constant dense<1.000000e+00> : tensor<8x64xf32>
    %105 = pyc.add %103, %104 : tensor<8x64xf32>
    %106 = pyc.mul %100, %105 : tensor<8x64xf32>
    %107 = pyc.matmul %106, %arg6 : tensor<8x64xf32>, tensor<64x16xf32> -> tensor<8x16xf32>
    %108 = pyc.add %74, %107 : tensor<8x16xf32>
    return %108 : tensor<8x16xf32>
  }
}
