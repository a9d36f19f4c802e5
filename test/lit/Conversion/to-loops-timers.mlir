// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-to-loops{timers=true},canonicalize,cse)' | FileCheck %s

// pyc-to-loops' timers: the sync words grow by 1 + 3 per op lowered (16 +
// 1 + 2 x 3 = 23); thread 0 reads the cycle counter into word 16 as the
// call starts; after each op every thread reads it and folds it into the
// op's earliest (unsigned min) and latest (unsigned max) arrival, before
// the barrier; thread 0 stores when it leaves the barrier. `pyc.timed`
// names the timed ops by their position before lowering (the constant,
// position 1, is read where used and is not timed).
// CHECK-LABEL: func.func @two_kernels
// CHECK-SAME: %[[SYNC:[^:]*]]: memref<23xi64>, %{{[^:]*}}: memref<4xi64>, %[[T:[^:]*]]: index, %{{[^:]*}}: index)
// CHECK-SAME: pyc.timed = array<i64: 0, 2>
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %c0
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[START:.*]] = llvm.call_intrinsic "llvm.readcyclecounter"() : () -> i64
// CHECK-NEXT: memref.store %[[START]], %[[SYNC]][%c16]
// CHECK: scf.for
// CHECK: %[[A0:.*]] = llvm.call_intrinsic "llvm.readcyclecounter"
// CHECK-NEXT: memref.atomic_rmw minu %[[A0]], %[[SYNC]][%c17]
// CHECK-NEXT: memref.atomic_rmw maxu %[[A0]], %[[SYNC]][%c18]
// CHECK: scf.while
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[E0:.*]] = llvm.call_intrinsic "llvm.readcyclecounter"
// CHECK-NEXT: memref.store %[[E0]], %[[SYNC]][%c19]
// CHECK: scf.for
// CHECK: arith.mulf
// CHECK: %[[A1:.*]] = llvm.call_intrinsic "llvm.readcyclecounter"
// CHECK-NEXT: memref.atomic_rmw minu %[[A1]], %[[SYNC]][%c20]
// CHECK-NEXT: memref.atomic_rmw maxu %[[A1]], %[[SYNC]][%c21]
// CHECK: scf.while
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: %[[E1:.*]] = llvm.call_intrinsic "llvm.readcyclecounter"
// CHECK-NEXT: memref.store %[[E1]], %[[SYNC]][%c22]
// CHECK: return
func.func @two_kernels(%x: tensor<4x8xf32>, %b: tensor<8xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel pointwise(%b, %x) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%bb: tensor<8xf32>, %a: tensor<4x8xf32>):
    %0 = pyc.broadcast_in_dim %bb, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    %1 = pyc.add %a, %0 : tensor<4x8xf32>
    pyc.yield %1 : tensor<4x8xf32>
  }
  %c = pyc.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0], [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]]> : tensor<4x8xf32>
  %k2 = pyc.kernel pointwise(%k, %c) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %cc: tensor<4x8xf32>):
    %2 = pyc.mul %a, %cc : tensor<4x8xf32>
    pyc.yield %2 : tensor<4x8xf32>
  }
  return %k2 : tensor<4x8xf32>
}
