// RUN: pycompile-opt %s --pass-pipeline='builtin.module(func.func(pyc-fuse),pyc-cpu-pipeline)' | FileCheck %s
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(func.func(pyc-fuse),pyc-cpu-pipeline)' --dump-pass-pipeline 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPELINE

// The whole CPU pipeline, from fused pyc to the LLVM dialect: one internal
// function and its C wrapper, nothing of pyc, scf, memref or math left, the
// memory plan kept as attributes. Three kernels (exp(x - rowmax), the matmul,
// the column sums with the product) leave three intermediates: 128 + 8192 +
// 64 bytes one buffer each, 8320 in the arena, where the sums reuse the
// exp block that the matmul was the last to read. The row max's loop keeps
// pyc-to-loops' annotation on its back edge, where LLVM IR takes it.
// CHECK-NOT: pyc.
// CHECK: #[[ROLLED:[^ ]*]] = #llvm.loop_annotation<{{.*}}unroll = 
// CHECK-NOT: pyc.
// CHECK-LABEL: llvm.func internal @block
// CHECK-SAME: pyc.arena_bytes = 8320 : i64, pyc.naive_bytes = 8384 : i64
// CHECK-NOT: scf.
// CHECK-NOT: memref.
// CHECK-NOT: math.exp
// CHECK: llvm.br {{.*}} {loop_annotation = #[[ROLLED]]}
// CHECK-NOT: scf.
// CHECK-NOT: memref.
// CHECK-NOT: math.exp
// CHECK: llvm.func @_mlir_ciface_block
func.func @block(%x: tensor<4x8xf32>, %w: tensor<8x512xf32>) -> tensor<4x8xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %e = pyc.exp %d : tensor<4x8xf32>
  %y = pyc.matmul %e, %w : tensor<4x8xf32>, tensor<8x512xf32> -> tensor<4x512xf32>
  %t = pyc.transpose %y, permutation = [1, 0] : tensor<4x512xf32> -> tensor<512x4xf32>
  %s = pyc.reduce sum %t, dims = [0] : tensor<512x4xf32> -> tensor<4xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %r = pyc.mul %x, %sb : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// PIPELINE: pyc-tile
// PIPELINE: pyc-plan-memory{alignment=64}
// PIPELINE: pyc-to-loops
// PIPELINE: pyc-approximate-math
// PIPELINE: convert-func-to-llvm
