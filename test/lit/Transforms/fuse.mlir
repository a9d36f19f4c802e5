// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-fuse))' | FileCheck %s
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-fuse{max-ops=10}))' | FileCheck %s --check-prefix=CAPPED

// A pointwise chain with a bias broadcast: one kernel; the broadcast of the
// kernel input is an index map inside it, not a copy.
// CHECK-LABEL: func.func @pointwise_chain
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<8xf32>)
// CHECK: %[[K:.*]] = pyc.kernel pointwise(%[[B]], %[[X]])
// CHECK-NEXT: ^bb0(%[[KB:.*]]: tensor<8xf32>, %[[KX:.*]]: tensor<4x8xf32>):
// CHECK-NEXT: %[[BB:.*]] = pyc.broadcast_in_dim %[[KB]]
// CHECK-NEXT: %[[S:.*]] = pyc.add %[[KX]], %[[BB]]
// CHECK-NEXT: %[[T:.*]] = pyc.tanh %[[S]]
// CHECK-NEXT: pyc.yield %[[T]]
// CHECK: return %[[K]]
func.func @pointwise_chain(%x: tensor<4x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %s = pyc.add %x, %b : tensor<4x8xf32>
  %t = pyc.tanh %s : tensor<4x8xf32>
  return %t : tensor<4x8xf32>
}

// -----

// Splat constants are cloned into the kernel, not passed in.
// CHECK-LABEL: func.func @splat_constant_cloned
// CHECK: pyc.kernel pointwise(%{{.*}}) : (tensor<3xf32>) -> tensor<3xf32>
// CHECK: pyc.constant dense<2.000000e+00>
// CHECK: pyc.mul
// CHECK-NOT: pyc.constant
func.func @splat_constant_cloned(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c = pyc.constant dense<2.0> : tensor<3xf32>
  %m = pyc.mul %x, %c : tensor<3xf32>
  return %m : tensor<3xf32>
}

// -----

// softmax: both reductions, their prologue and the epilogue are one kernel;
// reduced values re-broadcast over the reduced dim stay inside it.
// CHECK-LABEL: func.func @softmax
// CHECK: pyc.kernel reduction(%{{.*}}) : (tensor<4x8xf32>) -> tensor<4x8xf32>
// CHECK: pyc.reduce max
// CHECK: pyc.exp
// CHECK: pyc.reduce sum
// CHECK: pyc.div
// CHECK-NOT: pyc.kernel
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %mk = pyc.reshape %m : tensor<4xf32> -> tensor<4x1xf32>
  %mb = pyc.broadcast_in_dim %mk, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %e = pyc.exp %d : tensor<4x8xf32>
  %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %r = pyc.div %e, %sb : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// Sibling fusion: two reductions of one input read it once.
// CHECK-LABEL: func.func @siblings
// CHECK: %[[K:.*]] = pyc.kernel reduction(%arg0) : (tensor<4x8xf32>) -> tensor<4xf32>
// CHECK: pyc.reduce max
// CHECK: pyc.reduce sum
// CHECK: pyc.add
// CHECK-NOT: pyc.kernel
func.func @siblings(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %s = pyc.reduce sum %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %r = pyc.add %m, %s : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// A reduction over other dims cannot join: a second kernel reads the
// first's row maxima and computes x - max itself (from x, which it reads
// anyway, and the maxima: x - max is neither written nor read back).
// CHECK-LABEL: func.func @different_reduced_dims
// CHECK: %[[A:.*]] = pyc.kernel reduction(%arg0) : (tensor<4x8xf32>) -> tensor<4xf32>
// CHECK: %[[B:.*]] = pyc.kernel reduction(%[[A]], %arg0) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<8xf32>
// CHECK: pyc.sub
// CHECK: pyc.reduce sum
func.func @different_reduced_dims(%x: tensor<4x8xf32>) -> tensor<8xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %s = pyc.reduce sum %d, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  return %s : tensor<8xf32>
}

// -----

// A matmul keeps its own kernel and takes its pointwise epilogue.
// CHECK-LABEL: func.func @matmul_epilogue
// CHECK: %[[K:.*]] = pyc.kernel contraction(%arg0, %arg1, %arg2)
// CHECK: pyc.matmul
// CHECK: pyc.broadcast_in_dim
// CHECK: pyc.add
// CHECK: pyc.tanh
// CHECK: pyc.yield
// CHECK-NOT: pyc.kernel
func.func @matmul_epilogue(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<4x16xf32> {
  %y = pyc.matmul %x, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  %bb = pyc.broadcast_in_dim %b, dims = [1] : tensor<16xf32> -> tensor<4x16xf32>
  %z = pyc.add %y, %bb : tensor<4x16xf32>
  %t = pyc.tanh %z : tensor<4x16xf32>
  return %t : tensor<4x16xf32>
}

// -----

// A pointwise prologue does not enter the matmul kernel.
// CHECK-LABEL: func.func @matmul_prologue_separate
// CHECK: %[[P:.*]] = pyc.kernel pointwise(%arg0)
// CHECK: pyc.exp
// CHECK: pyc.kernel contraction(%[[P]], %arg1)
func.func @matmul_prologue_separate(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %e = pyc.exp %x : tensor<4x8xf32>
  %y = pyc.matmul %e, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  return %y : tensor<4x16xf32>
}

// -----

// A broadcast of a value computed in the kernel (not a reduced value) would
// recompute it per repeated element: the value is materialized instead.
// CHECK-LABEL: func.func @no_recompute_of_broadcast
// CHECK: %[[E:.*]] = pyc.kernel pointwise(%arg0) : (tensor<8xf32>) -> tensor<8xf32>
// CHECK: pyc.exp
// CHECK: pyc.kernel pointwise(%[[E]], %arg1)
// CHECK: pyc.broadcast_in_dim
// CHECK: pyc.mul
func.func @no_recompute_of_broadcast(%v: tensor<8xf32>, %x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = pyc.exp %v : tensor<8xf32>
  %b = pyc.broadcast_in_dim %e, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %m = pyc.mul %x, %b : tensor<4x8xf32>
  return %m : tensor<4x8xf32>
}

// -----

// Index math (iotas, integer and boolean arithmetic, selects and converts
// of them) is cloned into each kernel that reads it, computed in the
// reader's domain through its views: a causal mask [4, 4] read by the
// [2, 4, 4] scores' kernel, no kernel or tensor of its own.
// CHECK-LABEL: func.func @causal_mask_cloned
// CHECK: pyc.kernel pointwise(%arg0) : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
// CHECK-DAG: pyc.iota dim = 0 : tensor<4x4xi64>
// CHECK-DAG: pyc.iota dim = 1 : tensor<4x4xi64>
// CHECK: pyc.compare ge
// CHECK: pyc.broadcast_in_dim
// CHECK: pyc.select
// CHECK-NOT: pyc.kernel
func.func @causal_mask_cloned(%s: tensor<2x4x4xf32>) -> tensor<2x4x4xf32> {
  %i = pyc.iota dim = 0 : tensor<4x4xi64>
  %j = pyc.iota dim = 1 : tensor<4x4xi64>
  %keep = pyc.compare ge, %i, %j : tensor<4x4xi64>
  %b = pyc.broadcast_in_dim %keep, dims = [1, 2] : tensor<4x4xi1> -> tensor<2x4x4xi1>
  %inf = pyc.constant dense<0xFF800000> : tensor<2x4x4xf32>
  %m = pyc.select %b, %s, %inf : tensor<2x4x4xf32>
  return %m : tensor<2x4x4xf32>
}

// -----

// Float arithmetic on an iota (rotary's frequencies) is not index math: it
// gets its kernel and is read; an index-math value the function returns is
// written by a kernel too.
// CHECK-LABEL: func.func @float_math_and_returned_index_math_kept
// CHECK: %[[E:.*]] = pyc.kernel pointwise() : () -> tensor<4xf32>
// CHECK: pyc.iota
// CHECK: pyc.exp
// CHECK: pyc.kernel pointwise(%[[E]], %arg0)
// CHECK-NOT: pyc.iota
// CHECK: pyc.kernel pointwise() : () -> tensor<4xi64>
// CHECK: pyc.iota
func.func @float_math_and_returned_index_math_kept(%x: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<4xi64>) {
  %i = pyc.iota dim = 0 : tensor<4xf32>
  %e = pyc.exp %i : tensor<4xf32>
  %b = pyc.broadcast_in_dim %e, dims = [1] : tensor<4xf32> -> tensor<3x4xf32>
  %m = pyc.mul %x, %b : tensor<3x4xf32>
  %n = pyc.iota dim = 0 : tensor<4xi64>
  return %m, %n : tensor<3x4xf32>, tensor<4xi64>
}

// -----

// A value one kernel computes from its inputs by pointwise ops and another
// kernel reads in its own domain is computed again there when its inputs
// take no more bytes (x - mean from bf16 x: 10 bytes an element against
// the f32 value's 8 written and read back): a layer norm backward's column
// and row sums.
// CHECK-LABEL: func.func @recomputed_in_reader
// CHECK: pyc.kernel reduction(%arg0, %arg1, %arg2) : (tensor<4x8xbf16>, tensor<4xf32>, tensor<4x8xf32>) -> tensor<8xf32>
// CHECK: pyc.sub
// CHECK: pyc.reduce sum %{{.*}}, dims = [0]
// CHECK: pyc.kernel reduction(%arg0, %arg1) : (tensor<4x8xbf16>, tensor<4xf32>) -> tensor<4xf32>
// CHECK: pyc.convert
// CHECK: pyc.sub
// CHECK: pyc.reduce sum %{{.*}}, dims = [1]
func.func @recomputed_in_reader(%x: tensor<4x8xbf16>, %m: tensor<4xf32>, %dy: tensor<4x8xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %xf = pyc.convert %x : tensor<4x8xbf16> -> tensor<4x8xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d = pyc.sub %xf, %mb : tensor<4x8xf32>
  %p = pyc.mul %d, %dy : tensor<4x8xf32>
  %cols = pyc.reduce sum %p, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  %q = pyc.mul %d, %d : tensor<4x8xf32>
  %rows = pyc.reduce sum %q, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return %cols, %rows : tensor<8xf32>, tensor<4xf32>
}

// -----

// Inputs of a sixteenth of the value's bytes or less (the rows' means, a
// row of weights) are not counted: x - m in f32 from f32 x is computed
// again by the row sums' kernel, not written and read back.
// CHECK-LABEL: func.func @small_inputs_not_counted
// CHECK: pyc.kernel reduction(%arg1, %arg0, %arg2) : ({{.*}}) -> tensor<64xf32>
// CHECK: pyc.kernel reduction(%arg1, %arg0) : (tensor<4xf32>, tensor<4x64xf32>) -> tensor<4xf32>
// CHECK: pyc.sub
// CHECK: pyc.reduce sum %{{.*}}, dims = [1]
func.func @small_inputs_not_counted(%x: tensor<4x64xf32>, %m: tensor<4xf32>, %dy: tensor<4x64xf32>) -> (tensor<64xf32>, tensor<4xf32>) {
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x64xf32>
  %d = pyc.sub %x, %mb : tensor<4x64xf32>
  %p = pyc.mul %d, %dy : tensor<4x64xf32>
  %cols = pyc.reduce sum %p, dims = [0] : tensor<4x64xf32> -> tensor<64xf32>
  %q = pyc.mul %d, %d : tensor<4x64xf32>
  %rows = pyc.reduce sum %q, dims = [1] : tensor<4x64xf32> -> tensor<4xf32>
  return %cols, %rows : tensor<64xf32>, tensor<4xf32>
}

// -----

// Batch norm's backward after a ReLU (channels-last, as imported from a
// bf16 training graph): the masked cotangent times the weight and rstd,
// an f32 value of the activation's size, is computed again by the input
// gradient's kernel from x and dy (bf16: 4 bytes an element against the
// value's 4) with the mask recomputed from the normalized x (12 ops), not
// written by the column sums' kernel and read back.
// CHECK-LABEL: func.func @batch_norm_relu_backward
// CHECK: pyc.kernel reduction({{.*}}) -> (tensor<16xbf16>, tensor<16xbf16>, tensor<16xf32>, tensor<16xf32>)
// CHECK: pyc.kernel pointwise
// CHECK: pyc.kernel pointwise(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, {{.*}}) -> tensor<2x8x8x16xbf16>
// CHECK: pyc.compare le
func.func @batch_norm_relu_backward(%arg0: tensor<2x8x8x16xbf16>, %arg1: tensor<1x16x1x1xf32>, %arg2: tensor<1x16x1x1xf32>, %arg3: tensor<16xbf16>, %arg4: tensor<16xbf16>, %arg5: tensor<2x8x8x16xbf16>) -> (tensor<16x1x1xbf16>, tensor<16x1x1xbf16>, tensor<2x8x8x16xbf16>) {
  %0 = pyc.constant dense<7.812500e-03> : tensor<16xf32>
  %1 = pyc.constant dense<7.812500e-03> : tensor<1x16x1x1xf32>
  %2 = pyc.constant dense<-5.000000e-01> : tensor<16xf32>
  %3 = pyc.constant dense<0.000000e+00> : tensor<2x8x8x16xf32>
  %4 = pyc.convert %arg0 : tensor<2x8x8x16xbf16> -> tensor<2x8x8x16xf32>
  %5 = pyc.transpose %arg1, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %6 = pyc.broadcast_in_dim %5, dims = [0, 1, 2, 3] : tensor<1x1x1x16xf32> -> tensor<2x8x8x16xf32>
  %7 = pyc.sub %4, %6 : tensor<2x8x8x16xf32>
  %8 = pyc.transpose %arg2, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %9 = pyc.broadcast_in_dim %8, dims = [0, 1, 2, 3] : tensor<1x1x1x16xf32> -> tensor<2x8x8x16xf32>
  %10 = pyc.mul %7, %9 : tensor<2x8x8x16xf32>
  %11 = pyc.reshape %arg3 : tensor<16xbf16> -> tensor<16x1x1xbf16>
  %12 = pyc.convert %11 : tensor<16x1x1xbf16> -> tensor<16x1x1xf32>
  %13 = pyc.reshape %12 : tensor<16x1x1xf32> -> tensor<1x16x1x1xf32>
  %14 = pyc.transpose %13, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %15 = pyc.broadcast_in_dim %14, dims = [0, 1, 2, 3] : tensor<1x1x1x16xf32> -> tensor<2x8x8x16xf32>
  %16 = pyc.mul %10, %15 : tensor<2x8x8x16xf32>
  %17 = pyc.reshape %arg4 : tensor<16xbf16> -> tensor<16x1x1xbf16>
  %18 = pyc.convert %17 : tensor<16x1x1xbf16> -> tensor<16x1x1xf32>
  %19 = pyc.reshape %18 : tensor<16x1x1xf32> -> tensor<1x16x1x1xf32>
  %20 = pyc.transpose %19, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %21 = pyc.broadcast_in_dim %20, dims = [0, 1, 2, 3] : tensor<1x1x1x16xf32> -> tensor<2x8x8x16xf32>
  %22 = pyc.add %16, %21 : tensor<2x8x8x16xf32>
  %23 = pyc.convert %22 : tensor<2x8x8x16xf32> -> tensor<2x8x8x16xbf16>
  %24 = pyc.convert %23 : tensor<2x8x8x16xbf16> -> tensor<2x8x8x16xf32>
  %25 = pyc.compare le, %24, %3 : tensor<2x8x8x16xf32>
  %26 = pyc.convert %arg5 : tensor<2x8x8x16xbf16> -> tensor<2x8x8x16xf32>
  %27 = pyc.select %25, %3, %26 : tensor<2x8x8x16xf32>
  %28 = pyc.convert %27 : tensor<2x8x8x16xf32> -> tensor<2x8x8x16xbf16>
  %29 = pyc.convert %28 : tensor<2x8x8x16xbf16> -> tensor<2x8x8x16xf32>
  %30 = pyc.reduce sum %29, dims = [0, 1, 2] : tensor<2x8x8x16xf32> -> tensor<16xf32>
  %31 = pyc.convert %30 : tensor<16xf32> -> tensor<16xbf16>
  %32 = pyc.reshape %31 : tensor<16xbf16> -> tensor<16x1x1xbf16>
  %33 = pyc.mul %29, %15 : tensor<2x8x8x16xf32>
  %34 = pyc.mul %29, %10 : tensor<2x8x8x16xf32>
  %35 = pyc.reduce sum %34, dims = [0, 1, 2] : tensor<2x8x8x16xf32> -> tensor<16xf32>
  %36 = pyc.convert %35 : tensor<16xf32> -> tensor<16xbf16>
  %37 = pyc.reshape %36 : tensor<16xbf16> -> tensor<16x1x1xbf16>
  %38 = pyc.mul %33, %9 : tensor<2x8x8x16xf32>
  %39 = pyc.mul %33, %7 : tensor<2x8x8x16xf32>
  %40 = pyc.reduce sum %39, dims = [0, 1, 2] : tensor<2x8x8x16xf32> -> tensor<16xf32>
  %41 = pyc.neg %38 : tensor<2x8x8x16xf32>
  %42 = pyc.reduce sum %41, dims = [0, 1, 2] : tensor<2x8x8x16xf32> -> tensor<16xf32>
  %43 = pyc.convert %38 : tensor<2x8x8x16xf32> -> tensor<2x8x8x16xbf16>
  %44 = pyc.mul %arg2, %arg2 : tensor<1x16x1x1xf32>
  %45 = pyc.mul %44, %arg2 : tensor<1x16x1x1xf32>
  %46 = pyc.mul %40, %2 : tensor<16xf32>
  %47 = pyc.reshape %46 : tensor<16xf32> -> tensor<1x16x1x1xf32>
  %48 = pyc.mul %47, %45 : tensor<1x16x1x1xf32>
  %49 = pyc.mul %48, %1 : tensor<1x16x1x1xf32>
  %50 = pyc.transpose %49, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %51 = pyc.broadcast_in_dim %50, dims = [0, 1, 2, 3] : tensor<1x1x1x16xf32> -> tensor<2x8x8x16xf32>
  %52 = pyc.mul %51, %7 : tensor<2x8x8x16xf32>
  %53 = pyc.add %52, %52 : tensor<2x8x8x16xf32>
  %54 = pyc.mul %42, %0 : tensor<16xf32>
  %55 = pyc.reshape %54 : tensor<16xf32> -> tensor<1x16x1x1xf32>
  %56 = pyc.transpose %55, permutation = [0, 2, 3, 1] : tensor<1x16x1x1xf32> -> tensor<1x1x1x16xf32>
  %57 = pyc.broadcast_in_dim %56, dims = [0, 1, 2, 3] : tensor<1x1x1x16xf32> -> tensor<2x8x8x16xf32>
  %58 = pyc.add %53, %57 : tensor<2x8x8x16xf32>
  %59 = pyc.convert %58 : tensor<2x8x8x16xf32> -> tensor<2x8x8x16xbf16>
  %60 = pyc.add %43, %59 : tensor<2x8x8x16xbf16>
  return %32, %37, %60 : tensor<16x1x1xbf16>, tensor<16x1x1xbf16>, tensor<2x8x8x16xbf16>
}

// -----

// A column reduction takes the squares about its mean (the variance reads
// the mean: one kernel, which the GPU splits into parts), but not the
// normalization over the whole domain (a program would walk its long
// columns again): a kernel of its own reads the mean and computes x - mean
// itself (x it reads anyway; the mean a value of the reduced space).
// CHECK-LABEL: func.func @column_epilogue
// CHECK: %[[S:.*]]:2 = pyc.kernel reduction(%arg0) : (tensor<512x16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
// CHECK: pyc.reduce sum
// CHECK: pyc.sub
// CHECK: pyc.reduce sum
// CHECK: pyc.rsqrt
// CHECK: pyc.kernel pointwise(%[[S]]#0, %arg0, %[[S]]#1) : (tensor<16xf32>, tensor<512x16xf32>, tensor<16xf32>) -> tensor<512x16xf32>
// CHECK: pyc.sub
// CHECK: pyc.mul
func.func @column_epilogue(%x: tensor<512x16xf32>) -> (tensor<16xf32>, tensor<512x16xf32>) {
  %c = pyc.constant dense<1.953125e-03> : tensor<16xf32>
  %s = pyc.reduce sum %x, dims = [0] : tensor<512x16xf32> -> tensor<16xf32>
  %m = pyc.mul %s, %c : tensor<16xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [1] : tensor<16xf32> -> tensor<512x16xf32>
  %d = pyc.sub %x, %mb : tensor<512x16xf32>
  %q = pyc.mul %d, %d : tensor<512x16xf32>
  %v = pyc.reduce sum %q, dims = [0] : tensor<512x16xf32> -> tensor<16xf32>
  %w = pyc.mul %v, %c : tensor<16xf32>
  %r = pyc.rsqrt %w : tensor<16xf32>
  %rb = pyc.broadcast_in_dim %r, dims = [1] : tensor<16xf32> -> tensor<512x16xf32>
  %y = pyc.mul %d, %rb : tensor<512x16xf32>
  return %m, %y : tensor<16xf32>, tensor<512x16xf32>
}

// -----

// For a CPU (the module's #pyc.target), the same column reduction does not
// take the squares about its mean: the CPU's column walk keeps one row of
// accumulators for reductions of the operand alone (the pair in one kernel
// walked each column strided, 2.4x as long as two kernels). The variance
// is a kernel of its own, reading the mean.
// CHECK-LABEL: func.func @column_variance_on_a_cpu
// CHECK: %[[M:.*]] = pyc.kernel reduction(%arg0) : (tensor<512x16xf32>) -> tensor<16xf32>
// CHECK-NOT: pyc.sub
// CHECK: pyc.kernel reduction(%[[M]], %arg0)
// CHECK: pyc.sub
// CHECK: pyc.reduce sum
module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver3", vector_bits = 256, cores = 16, l2_bytes = 524288>} {
func.func @column_variance_on_a_cpu(%x: tensor<512x16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %c = pyc.constant dense<1.953125e-03> : tensor<16xf32>
  %s = pyc.reduce sum %x, dims = [0] : tensor<512x16xf32> -> tensor<16xf32>
  %m = pyc.mul %s, %c : tensor<16xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [1] : tensor<16xf32> -> tensor<512x16xf32>
  %d = pyc.sub %x, %mb : tensor<512x16xf32>
  %q = pyc.mul %d, %d : tensor<512x16xf32>
  %v = pyc.reduce sum %q, dims = [0] : tensor<512x16xf32> -> tensor<16xf32>
  %w = pyc.mul %v, %c : tensor<16xf32>
  return %m, %w : tensor<16xf32>, tensor<16xf32>
}
}

// -----

// A value that a reader would recompute from wider inputs than it saves (v
// from a, b and c: 24 KB read against v's 8 KB written and read back) is
// computed there from a value its kernel writes anyway (m, returned): the
// row sums' kernel reads m and w, and v is neither written nor read back
// (batch norm's backward after a residual sum: the masked gradient, written
// in bf16 for the shortcut, times the weight and rstd in f32).
// CHECK-LABEL: func.func @cone_at_results
// CHECK: %[[G:.*]]:3 = pyc.kernel reduction(%arg0, %arg1, %arg2, %arg3) {{.*}} -> (tensor<64x32xf32>, tensor<32xf32>, tensor<32xf32>)
// CHECK: pyc.kernel reduction(%arg3, %[[G]]#0) : (tensor<32xf32>, tensor<64x32xf32>) -> tensor<64xf32>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: pyc.broadcast_in_dim
// CHECK-NEXT: pyc.mul
// CHECK-NEXT: pyc.reduce sum {{.*}} dims = [1]
func.func @cone_at_results(%a: tensor<64x32xf32>, %b: tensor<64x32xf32>, %c: tensor<64x32xf32>, %w: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>) {
  %ab = pyc.add %a, %b : tensor<64x32xf32>
  %m = pyc.mul %ab, %c : tensor<64x32xf32>
  %wb = pyc.broadcast_in_dim %w, dims = [1] : tensor<32xf32> -> tensor<64x32xf32>
  %v = pyc.mul %m, %wb : tensor<64x32xf32>
  %cols = pyc.reduce sum %m, dims = [0] : tensor<64x32xf32> -> tensor<32xf32>
  %cols2 = pyc.reduce sum %v, dims = [0] : tensor<64x32xf32> -> tensor<32xf32>
  %rows = pyc.reduce sum %v, dims = [1] : tensor<64x32xf32> -> tensor<64xf32>
  return %cols, %cols2, %m, %rows : tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<64xf32>
}

// -----

// From two f32 inputs (8 bytes an element against the value's 4) the value
// is written once and read.
// CHECK-LABEL: func.func @wider_inputs_written
// CHECK: %[[K:.*]]:2 = pyc.kernel reduction(%arg0, %arg1, %arg2) {{.*}} -> (tensor<4x8xf32>, tensor<8xf32>)
// CHECK: pyc.kernel reduction(%[[K]]#0) : (tensor<4x8xf32>) -> tensor<4xf32>
// CHECK-NOT: pyc.sub
// CHECK: return
func.func @wider_inputs_written(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %dy: tensor<4x8xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %d = pyc.sub %a, %b : tensor<4x8xf32>
  %p = pyc.mul %d, %dy : tensor<4x8xf32>
  %cols = pyc.reduce sum %p, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  %q = pyc.mul %d, %d : tensor<4x8xf32>
  %rows = pyc.reduce sum %q, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return %cols, %rows : tensor<8xf32>, tensor<4xf32>
}

// -----

// Opaque ops get a kernel of their own; a view only they read is a copy.
// CHECK-LABEL: func.func @opaque
// CHECK: %[[T:.*]] = pyc.kernel pointwise(%arg0)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: pyc.transpose
// CHECK: pyc.kernel opaque(%[[T]])
// CHECK-NEXT: ^bb0
// CHECK-NEXT: pyc.cumsum
func.func @opaque(%x: tensor<4x8xf32>) -> tensor<8x4xf32> {
  %t = pyc.transpose %x, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %c = pyc.cumsum %t, dim = 1 : tensor<8x4xf32>
  return %c : tensor<8x4xf32>
}

// -----

// An opaque op that reads operand elements where it needs them
// (take_along_dim, gather: `ViewOperands`) takes the views it reads as index
// maps: the broadcast weight is not copied.
// CHECK-LABEL: func.func @opaque_view_operands
// CHECK: pyc.kernel opaque(%arg0, %arg1) : (tensor<8xf32>, tensor<4x1xi64>) -> tensor<4x1xf32>
// CHECK-NEXT: ^bb0
// CHECK-NEXT: pyc.broadcast_in_dim
// CHECK-NEXT: pyc.take_along_dim
// CHECK-NOT: pyc.kernel
func.func @opaque_view_operands(%w: tensor<8xf32>, %t: tensor<4x1xi64>) -> tensor<4x1xf32> {
  %b = pyc.broadcast_in_dim %w, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %g = pyc.take_along_dim %b[%t], dim = 1 : tensor<4x8xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
  return %g : tensor<4x1xf32>
}

// -----

// A lookup of one element per row of a reduction kernel, from operands the
// kernel does not compute, joins that kernel's epilogue (cross-entropy's
// pick of the target's logit, beside the row's log-sum-exp, read through
// the logits' f32 form), and so does the loss it feeds: one kernel.
// CHECK-LABEL: func.func @lookup_in_epilogue
// CHECK: pyc.kernel reduction(%arg0, %arg1) : (tensor<4x8xbf16>, tensor<4x1xi64>) -> tensor<4x1xf32>
// CHECK: pyc.reduce max
// CHECK: pyc.take_along_dim
// CHECK: pyc.sub
// CHECK-NOT: pyc.kernel
func.func @lookup_in_epilogue(%x: tensor<4x8xbf16>, %t: tensor<4x1xi64>) -> tensor<4x1xf32> {
  %f = pyc.convert %x : tensor<4x8xbf16> -> tensor<4x8xf32>
  %m = pyc.reduce max %f, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %r = pyc.reshape %m : tensor<4xf32> -> tensor<4x1xf32>
  %g = pyc.take_along_dim %x[%t], dim = 1 : tensor<4x8xbf16>, tensor<4x1xi64> -> tensor<4x1xbf16>
  %gf = pyc.convert %g : tensor<4x1xbf16> -> tensor<4x1xf32>
  %l = pyc.sub %gf, %r : tensor<4x1xf32>
  return %l : tensor<4x1xf32>
}

// -----

// A value used inside and outside its kernel is a kernel result.
// CHECK-LABEL: func.func @two_results
// CHECK: %[[K:.*]]:2 = pyc.kernel pointwise(%arg0) : (tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>)
// CHECK: return %[[K]]#0, %[[K]]#1
func.func @two_results(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %a = pyc.neg %x : tensor<5xf32>
  %b = pyc.exp %a : tensor<5xf32>
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}

// -----

// Kernel-level pyc with a view left between two kernels (the GPU pipeline's
// input, say): the kernel that reads the view stays where it is, and so
// does the view; the pass used to erase the view under its reader.
// CHECK-LABEL: func.func @view_between_kernels
// CHECK: %[[A:.*]] = pyc.kernel pointwise(%arg0)
// CHECK: %[[R:.*]] = pyc.reshape %[[A]]
// CHECK: pyc.kernel pointwise(%[[R]])
func.func @view_between_kernels(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %a = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    %0 = pyc.exp %v : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  %r = pyc.reshape %a : tensor<4xf32> -> tensor<2x2xf32>
  %b = pyc.kernel pointwise(%r) : (tensor<2x2xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<2x2xf32>):
    %0 = pyc.reshape %v : tensor<2x2xf32> -> tensor<4xf32>
    %1 = pyc.neg %0 : tensor<4xf32>
    pyc.yield %1 : tensor<4xf32>
  }
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// Running the pass twice changes nothing: kernels are left as they are.
// CHECK-LABEL: func.func @idempotent
// CHECK: pyc.kernel pointwise
// CHECK-NOT: pyc.kernel
func.func @idempotent(%x: tensor<3xf32>) -> tensor<3xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<3xf32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<3xf32>):
    %n = pyc.neg %a : tensor<3xf32>
    pyc.yield %n : tensor<3xf32>
  }
  return %k : tensor<3xf32>
}

// -----

// A reshape of a kernel's result that only the function returns stays a
// reshape outside kernels, not a copy kernel (the lowering writes the
// kernel's result into the output it views).
// CHECK-LABEL: func.func @returned_reshape
// CHECK: %[[K:.*]] = pyc.kernel pointwise
// CHECK: pyc.exp
// CHECK: pyc.yield
// CHECK: %[[V:.*]] = pyc.reshape %[[K]] : tensor<6x4xf32> -> tensor<2x3x4xf32>
// CHECK-NEXT: return %[[V]]
func.func @returned_reshape(%x: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %e = pyc.exp %x : tensor<6x4xf32>
  %v = pyc.reshape %e : tensor<6x4xf32> -> tensor<2x3x4xf32>
  return %v : tensor<2x3x4xf32>
}

// -----

// The same when a kernel also reads the reshape as an index map (a norm's
// rstd, kept [2, 5, 1] for the backward and broadcast in the epilogue): the
// reader pulls its own copy in, and the returned reshape stays outside.
// CHECK-LABEL: func.func @returned_reshape_also_read
// CHECK: %[[K:.*]]:2 = pyc.kernel reduction
// CHECK: pyc.reshape
// CHECK: pyc.broadcast_in_dim
// CHECK: pyc.yield
// CHECK-NOT: pyc.kernel
// CHECK: %[[V:.*]] = pyc.reshape %[[K]]#0 : tensor<2x5xf32> -> tensor<2x5x1xf32>
// CHECK-NEXT: return %[[V]], %[[K]]#1
func.func @returned_reshape_also_read(%x: tensor<2x5x4xf32>) -> (tensor<2x5x1xf32>, tensor<2x5x4xf32>) {
  %s = pyc.reduce sum %x, dims = [2] : tensor<2x5x4xf32> -> tensor<2x5xf32>
  %r = pyc.rsqrt %s : tensor<2x5xf32>
  %v = pyc.reshape %r : tensor<2x5xf32> -> tensor<2x5x1xf32>
  %b = pyc.broadcast_in_dim %v, dims = [0, 1, 2] : tensor<2x5x1xf32> -> tensor<2x5x4xf32>
  %y = pyc.mul %x, %b : tensor<2x5x4xf32>
  return %v, %y : tensor<2x5x1xf32>, tensor<2x5x4xf32>
}

// -----

// A reduction nothing reads, beside a matmul: erased, not a kernel without
// results (pyc-to-loops crashed on one).
// CHECK-LABEL: func.func @dead_reduction
// CHECK-NOT: pyc.reduce
// CHECK: %[[K:.*]] = pyc.kernel contraction(%arg0, %arg1)
// CHECK-NOT: pyc.kernel
// CHECK: return %[[K]]
func.func @dead_reduction(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %s = pyc.reduce sum %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %e = pyc.exp %s : tensor<4xf32>
  %m = pyc.matmul %x, %w : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
  return %m : tensor<4x16xf32>
}

// -----

// Layer norm over a size-1 dim (the graph of F.layer_norm(x, (1,)) for x of
// 4x1, which also returns the mean for its backward): the broadcast of the
// mean is an index map in the reduction kernel and a returned value: its
// copy kernel comes after the reduction kernel and reads the sum, which the
// reduction kernel returns. (The copy kernel was taken for a producer of
// the reduction kernel, and the sum for private to it: the sum was erased
// while the copy still read it, a crash.)
// CHECK-LABEL: func.func @returned_view_of_reduced_value
// CHECK: %[[K:.*]]:3 = pyc.kernel reduction(%arg0, %arg1, %arg2) : (tensor<4x1xf32>, tensor<1xf32>, tensor<1xf32>) -> (tensor<4xf32>, tensor<4x1xf32>, tensor<4x1xf32>)
// CHECK: %[[SUM:.*]] = pyc.reduce sum
// CHECK: pyc.yield %[[SUM]],
// CHECK: %[[MEAN:.*]] = pyc.kernel pointwise(%[[K]]#0) : (tensor<4xf32>) -> tensor<4x1xf32>
// CHECK-NEXT: ^bb0(%[[S:.*]]: tensor<4xf32>):
// CHECK-NEXT: pyc.broadcast_in_dim %[[S]], dims = [0]
// CHECK: return %[[MEAN]], %[[K]]#1, %[[K]]#2
func.func @returned_view_of_reduced_value(%x: tensor<4x1xf32>, %w: tensor<1xf32>, %b: tensor<1xf32>) -> (tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>) {
  %eps = pyc.constant dense<9.99999974E-6> : tensor<4x1xf32>
  %sum = pyc.reduce sum %x, dims = [1] : tensor<4x1xf32> -> tensor<4xf32>
  %mean = pyc.broadcast_in_dim %sum, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
  %d = pyc.sub %x, %mean : tensor<4x1xf32>
  %sq = pyc.mul %d, %d : tensor<4x1xf32>
  %ss = pyc.reduce sum %sq, dims = [1] : tensor<4x1xf32> -> tensor<4xf32>
  %var = pyc.broadcast_in_dim %ss, dims = [0] : tensor<4xf32> -> tensor<4x1xf32>
  %ve = pyc.add %var, %eps : tensor<4x1xf32>
  %r = pyc.rsqrt %ve : tensor<4x1xf32>
  %n = pyc.mul %d, %r : tensor<4x1xf32>
  %wb = pyc.broadcast_in_dim %w, dims = [1] : tensor<1xf32> -> tensor<4x1xf32>
  %nw = pyc.mul %n, %wb : tensor<4x1xf32>
  %bb = pyc.broadcast_in_dim %b, dims = [1] : tensor<1xf32> -> tensor<4x1xf32>
  %y = pyc.add %nw, %bb : tensor<4x1xf32>
  return %mean, %r, %y : tensor<4x1xf32>, tensor<4x1xf32>, tensor<4x1xf32>
}

// -----

// A run-time size (a mean's divisor) is cloned into the kernel that reads
// it, as a splat constant is: no kernel of its own, no kernel input.
// CHECK-LABEL: func.func @run_time_mean
// CHECK: pyc.kernel reduction(%{{[^,]*}}) : (tensor<4x?xf32>) -> tensor<4x?xf32>
// CHECK: pyc.reduce sum
// CHECK: pyc.size
// CHECK: pyc.div
// CHECK: pyc.sub
// CHECK-NOT: pyc.kernel
func.func @run_time_mean(%x: tensor<4x?xf32>) -> tensor<4x?xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 1, 1>} {
  %s = pyc.reduce sum %x, dims = [1] : tensor<4x?xf32> -> tensor<4xf32>
  %n = pyc.size affine_map<()[s0] -> (s0)> : tensor<f32>
  %nb = pyc.broadcast_in_dim %n, dims = [] : tensor<f32> -> tensor<4xf32>
  %m = pyc.div %s, %nb : tensor<4xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] {sizes = affine_map<()[s0] -> (4, s0)>} : tensor<4xf32> -> tensor<4x?xf32>
  %c = pyc.sub %x, %mb : tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}

// -----

// Softmax's backward as pyc-autodiff writes it, from the saved scores x,
// their max m and sum s: dx = (dp / s + sum(-dp * e / s^2)) * e, with
// e = exp(x - m). The exponential's chain and the cotangent's begin in two
// kernels, which meet only at the product the reduction reads; the first,
// read by the second alone, is merged into it: one kernel, and no tensor
// of the scores' shape between two.
// CHECK-LABEL: func.func @softmax_backward
// CHECK: pyc.kernel reduction
// CHECK: pyc.exp
// CHECK: pyc.reduce sum
// CHECK: pyc.yield
// CHECK-NOT: pyc.kernel
// CHECK: return
func.func @softmax_backward(%x: tensor<4x8xf32>, %m: tensor<4xf32>, %s: tensor<4xf32>,
                            %dp: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %e = pyc.exp %d : tensor<4x8xf32>
  %es = pyc.div %e, %sb : tensor<4x8xf32>
  %ess = pyc.div %es, %sb : tensor<4x8xf32>
  %n = pyc.neg %dp : tensor<4x8xf32>
  %t = pyc.mul %n, %ess : tensor<4x8xf32>
  %r = pyc.reduce sum %t, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %rb = pyc.broadcast_in_dim %r, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %q = pyc.div %dp, %sb : tensor<4x8xf32>
  %a = pyc.add %q, %rb : tensor<4x8xf32>
  %dx = pyc.mul %a, %e : tensor<4x8xf32>
  return %dx : tensor<4x8xf32>
}

// -----

// A pointwise kernel that another reads too (here: the function returns
// it) is not merged: its result is needed whole anyway.
// CHECK-LABEL: func.func @shared_producer_kept
// CHECK: pyc.kernel pointwise
// CHECK: pyc.kernel reduction
func.func @shared_producer_kept(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4xf32>) {
  %e = pyc.exp %x : tensor<4x8xf32>
  %n = pyc.neg %y : tensor<4x8xf32>
  %t = pyc.mul %n, %e : tensor<4x8xf32>
  %r = pyc.reduce sum %t, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return %e, %r : tensor<4x8xf32>, tensor<4xf32>
}

// -----

// A convert of an argument is pulled into each kernel that reads it, as a
// view is: no f32 copy of the bf16 input passes between the two kernels.
// CHECK-LABEL: func.func @argument_convert_pulled
// CHECK-SAME: (%[[X:.*]]: tensor<4x8xbf16>)
// CHECK: pyc.kernel reduction(%[[X]]) : (tensor<4x8xbf16>) -> tensor<4xf32>
// CHECK: pyc.convert
// CHECK: pyc.kernel reduction(%[[X]]) : (tensor<4x8xbf16>) -> tensor<8xf32>
// CHECK: pyc.convert
func.func @argument_convert_pulled(%x: tensor<4x8xbf16>) -> (tensor<4xf32>, tensor<8xf32>) {
  %c = pyc.convert %x : tensor<4x8xbf16> -> tensor<4x8xf32>
  %s = pyc.reduce sum %c, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %t = pyc.reduce max %c, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  return %s, %t : tensor<4xf32>, tensor<8xf32>
}

// -----

// Over a reduction kernel's operand shape, an op joins it as its prologue
// or its epilogue, or where it is written whole anyway (returned): dy * w,
// which only row sums read, does not join the column sum of dy (a layer
// norm's backward), whose kernel would write it whole for them; the row
// sum's kernel computes it. tanh(dy), returned, does join.
// (The row sum's kernel, all of whose results are reduced, goes first.)
// CHECK-LABEL: func.func @row_work_apart_from_column_sum
// CHECK: pyc.kernel reduction
// CHECK: pyc.mul
// CHECK: pyc.reduce sum %{{.*}}, dims = [1]
// CHECK: pyc.kernel reduction(%{{.*}}) : (tensor<4x8xf32>) -> (tensor<8xf32>, tensor<4x8xf32>)
// CHECK: pyc.reduce sum %{{.*}}, dims = [0]
// CHECK-NEXT: pyc.tanh
// CHECK-NEXT: pyc.yield
func.func @row_work_apart_from_column_sum(%dy: tensor<4x8xf32>, %w: tensor<8xf32>)
    -> (tensor<8xf32>, tensor<4x8xf32>, tensor<4xf32>) {
  %db = pyc.reduce sum %dy, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  %th = pyc.tanh %dy : tensor<4x8xf32>
  %wb = pyc.broadcast_in_dim %w, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %t = pyc.mul %dy, %wb : tensor<4x8xf32>
  %r = pyc.reduce sum %t, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  return %db, %th, %r : tensor<8xf32>, tensor<4x8xf32>, tensor<4xf32>
}

// -----

// Kernels keep the function's order where their inputs allow: the kernel
// of tanh(x) comes to read the second product (the add), so it follows
// that product; the first product, written before the exp, stays first.
// (Depth first from the kernel begun first, it went last.)
// CHECK-LABEL: func.func @kernels_in_program_order
// CHECK: pyc.kernel contraction(%arg1, %arg2)
// CHECK: pyc.kernel pointwise(%arg3)
// CHECK: pyc.kernel contraction
// CHECK: pyc.kernel pointwise(%arg0
// CHECK-NEXT: ^bb0
// CHECK-NEXT: pyc.tanh
func.func @kernels_in_program_order(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>, %w: tensor<8x8xf32>, %z: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<4x8xf32>) {
  %p = pyc.tanh %x : tensor<4x8xf32>
  %m = pyc.matmul %y, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %q = pyc.exp %z : tensor<4x8xf32>
  %m2 = pyc.matmul %q, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %r = pyc.add %p, %m2 : tensor<4x8xf32>
  return %r, %m : tensor<4x8xf32>, tensor<4x8xf32>
}

// -----

// A reduction whose results are all reduced goes as soon as its operand is
// there, while it is in cache: a bias's gradient before the products that
// read the same cotangent, though the function sums it after them.
// CHECK-LABEL: func.func @reductions_first
// CHECK: pyc.kernel reduction
// CHECK: pyc.kernel contraction
// CHECK: pyc.kernel contraction
func.func @reductions_first(%dy: tensor<4x8xf32>, %w: tensor<8x8xf32>, %x: tensor<4x8xf32>)
    -> (tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>) {
  %dx = pyc.matmul %dy, %w : tensor<4x8xf32>, tensor<8x8xf32> -> tensor<4x8xf32>
  %t = pyc.transpose %dy, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %dw = pyc.matmul %t, %x : tensor<8x4xf32>, tensor<4x8xf32> -> tensor<8x8xf32>
  %db = pyc.reduce sum %dy, dims = [0] : tensor<4x8xf32> -> tensor<8xf32>
  return %dx, %dw, %db : tensor<4x8xf32>, tensor<8x8xf32>, tensor<8xf32>
}

// -----

// A kernel holds at most `max-ops` ops: a longer chain goes on in a new
// kernel, which reads the first one's result (computing it again would
// take that kernel past `max-ops` too).
// CAPPED-LABEL: func.func @long_chain
// CAPPED: %[[K0:.*]] = pyc.kernel pointwise(%arg0)
// CAPPED-COUNT-10: = pyc.{{exp|tanh}}
// CAPPED-NEXT: pyc.yield
// CAPPED: pyc.kernel pointwise(%[[K0]])
// CAPPED-COUNT-2: = pyc.{{exp|tanh}}
// CAPPED-NEXT: pyc.yield
// CHECK-LABEL: func.func @long_chain
// CHECK: pyc.kernel
// CHECK-NOT: pyc.kernel
func.func @long_chain(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = pyc.exp %x : tensor<8xf32>
  %1 = pyc.tanh %0 : tensor<8xf32>
  %2 = pyc.exp %1 : tensor<8xf32>
  %3 = pyc.tanh %2 : tensor<8xf32>
  %4 = pyc.exp %3 : tensor<8xf32>
  %5 = pyc.tanh %4 : tensor<8xf32>
  %6 = pyc.exp %5 : tensor<8xf32>
  %7 = pyc.tanh %6 : tensor<8xf32>
  %8 = pyc.exp %7 : tensor<8xf32>
  %9 = pyc.tanh %8 : tensor<8xf32>
  %10 = pyc.exp %9 : tensor<8xf32>
  %11 = pyc.tanh %10 : tensor<8xf32>
  return %11 : tensor<8xf32>
}
