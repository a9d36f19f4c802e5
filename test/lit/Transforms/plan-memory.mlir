// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-plan-memory))' | FileCheck %s
// Idempotent: a second run recomputes the same plan.
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-plan-memory,pyc-plan-memory))' | FileCheck %s
// RUN: pycompile-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(pyc-plan-memory{alignment=16}))' | FileCheck %s --check-prefix=ALIGN16

// Opaque kernels never write in place; their bodies do not matter here.
// A chain: %a dies at %b, so %c takes %a's block; %d is returned.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 192, alignment = 64>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel opaque(%{{.*}}) :
func.func @chain(%x: tensor<16xf32>) -> tensor<16xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.kernel opaque(%a) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %c = pyc.kernel opaque(%b) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %d = pyc.kernel opaque(%c) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %d : tensor<16xf32>
}

// -----

// Best fit: when %n is placed, [0, 128) and [192, 256) are free; it takes
// the smaller block that holds it (first fit would take offset 0).
// CHECK-LABEL: func.func @best_fit
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 256, naive = 320, alignment = 64>}
// CHECK: %[[BIG:.*]] = pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: %[[MID:.*]] = pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [128]>}
// CHECK: %[[SMALL:.*]] = pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [192]>}
// CHECK: pyc.kernel opaque(%[[BIG]]) :
// CHECK: pyc.kernel opaque(%[[SMALL]]) :
// CHECK: pyc.kernel opaque(%[[MID]]) {pyc.placement = #pyc.placement<offsets = [192]>}
func.func @best_fit(%x: tensor<16xf32>, %y: tensor<32xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %big = pyc.kernel opaque(%y) : (tensor<32xf32>) -> tensor<32xf32> {
  ^bb0(%arg0: tensor<32xf32>):
    %0 = pyc.neg %arg0 : tensor<32xf32>
    pyc.yield %0 : tensor<32xf32>
  }
  %mid = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %small = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r1 = pyc.kernel opaque(%big) : (tensor<32xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<32xf32>):
    %0 = pyc.slice %arg0, start = [0], limit = [16], stride = [1] : tensor<32xf32> -> tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r2 = pyc.kernel opaque(%small) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %n = pyc.kernel opaque(%mid) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r3 = pyc.kernel opaque(%n) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %r1, %r2, %r3 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}

// -----

// Freed neighbours merge: %c (128 bytes) takes the block [0, 128) that %a
// and %b leave.
// CHECK-LABEL: func.func @merge_free_blocks
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 256, naive = 384, alignment = 64>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [128]>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
func.func @merge_free_blocks(%x: tensor<16xf32>) -> tensor<32xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %ab = pyc.kernel opaque(%a, %b) : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32> {
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = pyc.concat %arg0, %arg1 dim = 0 : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32>
    pyc.yield %0 : tensor<32xf32>
  }
  %c = pyc.kernel opaque(%ab) : (tensor<32xf32>) -> tensor<32xf32> {
  ^bb0(%arg0: tensor<32xf32>):
    %0 = pyc.neg %arg0 : tensor<32xf32>
    pyc.yield %0 : tensor<32xf32>
  }
  %r = pyc.kernel opaque(%c) : (tensor<32xf32>) -> tensor<32xf32> {
  ^bb0(%arg0: tensor<32xf32>):
    %0 = pyc.neg %arg0 : tensor<32xf32>
    pyc.yield %0 : tensor<32xf32>
  }
  return %r : tensor<32xf32>
}

// -----

// A free block at the end of the arena grows instead of staying a hole:
// %c starts where %b was, and the arena is 192 bytes, not 256.
// CHECK-LABEL: func.func @grow_last_free_block
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 192, naive = 256, alignment = 64>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
// CHECK: pyc.kernel opaque(%{{.*}}) :
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
func.func @grow_last_free_block(%x: tensor<16xf32>, %y: tensor<32xf32>) -> (tensor<16xf32>, tensor<32xf32>) {
  %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r1 = pyc.kernel opaque(%b) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %c = pyc.kernel opaque(%y) : (tensor<32xf32>) -> tensor<32xf32> {
  ^bb0(%arg0: tensor<32xf32>):
    %0 = pyc.neg %arg0 : tensor<32xf32>
    pyc.yield %0 : tensor<32xf32>
  }
  %r2 = pyc.kernel opaque(%a, %c) : (tensor<16xf32>, tensor<32xf32>) -> tensor<32xf32> {
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<32xf32>):
    %0 = pyc.concat %arg0, %arg0 dim = 0 : (tensor<16xf32>, tensor<16xf32>) -> tensor<32xf32>
    %1 = pyc.add %0, %arg1 : tensor<32xf32>
    pyc.yield %1 : tensor<32xf32>
  }
  return %r1, %r2 : tensor<16xf32>, tensor<32xf32>
}

// -----

// In place: %b is written over %a, which nothing reads later, and %a's
// block argument is read only by pointwise ops.
// CHECK-LABEL: func.func @in_place
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 128, alignment = 64>}
// CHECK: %[[A:.*]] = pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel pointwise(%{{.*}}, %[[A]]) {pyc.placement = #pyc.placement<offsets = [0], inplace = 1>}
func.func @in_place(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.kernel pointwise(%y, %a) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = pyc.exp %arg1 : tensor<16xf32>
    %1 = pyc.add %arg0, %0 : tensor<16xf32>
    pyc.yield %1 : tensor<16xf32>
  }
  %r = pyc.kernel opaque(%b) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// x + transpose(x): writing element (i, j) would clobber the (j, i) that a
// later element still reads. Not in place.
// CHECK-LABEL: func.func @no_in_place_through_transpose
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 128, alignment = 64>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
func.func @no_in_place_through_transpose(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.neg %arg0 : tensor<4x4xf32>
    pyc.yield %0 : tensor<4x4xf32>
  }
  %b = pyc.kernel pointwise(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.transpose %arg0, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
    %1 = pyc.add %arg0, %0 : tensor<4x4xf32>
    pyc.yield %1 : tensor<4x4xf32>
  }
  %r = pyc.kernel opaque(%b) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.neg %arg0 : tensor<4x4xf32>
    pyc.yield %0 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

// x - broadcast(x[0]): row 0 is read by every row, so writing it first
// would change what later rows read. Not in place.
// CHECK-LABEL: func.func @no_in_place_through_broadcast
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
func.func @no_in_place_through_broadcast(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.neg %arg0 : tensor<4x4xf32>
    pyc.yield %0 : tensor<4x4xf32>
  }
  %b = pyc.kernel pointwise(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.slice %arg0, start = [0, 0], limit = [1, 4], stride = [1, 1] : tensor<4x4xf32> -> tensor<1x4xf32>
    %1 = pyc.broadcast_in_dim %0, dims = [0, 1] : tensor<1x4xf32> -> tensor<4x4xf32>
    %2 = pyc.sub %arg0, %1 : tensor<4x4xf32>
    pyc.yield %2 : tensor<4x4xf32>
  }
  %r = pyc.kernel opaque(%b) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.neg %arg0 : tensor<4x4xf32>
    pyc.yield %0 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

// A view further down (exp, then transpose) also moves elements: every op
// reached from the operand must be pointwise. Not in place.
// CHECK-LABEL: func.func @no_in_place_through_later_view
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
func.func @no_in_place_through_later_view(%x: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.neg %arg0 : tensor<4x4xf32>
    pyc.yield %0 : tensor<4x4xf32>
  }
  %b = pyc.kernel pointwise(%a) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.exp %arg0 : tensor<4x4xf32>
    %1 = pyc.transpose %0, permutation = [1, 0] : tensor<4x4xf32> -> tensor<4x4xf32>
    pyc.yield %1 : tensor<4x4xf32>
  }
  %r = pyc.kernel opaque(%b) : (tensor<4x4xf32>) -> tensor<4x4xf32> {
  ^bb0(%arg0: tensor<4x4xf32>):
    %0 = pyc.neg %arg0 : tensor<4x4xf32>
    pyc.yield %0 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

// -----

// %a is read again after %b: not in place, and %b needs its own block.
// CHECK-LABEL: func.func @no_in_place_when_read_later
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 128, alignment = 64>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
func.func @no_in_place_when_read_later(%x: tensor<16xf32>) -> tensor<16xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.kernel pointwise(%a) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r = pyc.kernel opaque(%a, %b) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = pyc.add %arg0, %arg1 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// Returned values are written into the caller's outputs: not planned, even
// when a later kernel reads them (-1, or no attribute when no result is
// planned).
// CHECK-LABEL: func.func @returned_values
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 64, alignment = 64>}
// CHECK: %[[K:.*]]:2 = pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [-1, 0]>}
// CHECK: %[[B:.*]] = pyc.kernel opaque(%[[K]]#0) :
// CHECK: %[[C:.*]] = pyc.kernel opaque(%[[K]]#1) :
// CHECK: return %[[K]]#0, %[[B]], %[[C]]
func.func @returned_values(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) {
  %k:2 = pyc.kernel pointwise(%x) : (tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    %1 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0, %1 : tensor<16xf32>, tensor<16xf32>
  }
  %b = pyc.kernel opaque(%k#0) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %c = pyc.kernel opaque(%k#1) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %k#0, %b, %c : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>
}

// -----

// i1 takes a byte per element; every size rounds up to the alignment:
// 10 x i1 = 10 bytes and 3 x f16 = 6 bytes take 64 each (16 with
// alignment=16), 100 x f32 = 400 bytes takes 448 (400).
// CHECK-LABEL: func.func @sizes
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 576, naive = 576, alignment = 64>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [128]>}
// ALIGN16-LABEL: func.func @sizes
// ALIGN16-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 432, naive = 432, alignment = 16>}
// ALIGN16: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// ALIGN16: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [16]>}
// ALIGN16: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [32]>}
func.func @sizes(%x: tensor<10xf32>, %h: tensor<3xf16>, %y: tensor<100xf32>) -> (tensor<10xf32>, tensor<3xf16>, tensor<100xf32>) {
  %m = pyc.kernel pointwise(%x) : (tensor<10xf32>) -> tensor<10xi1> {
  ^bb0(%arg0: tensor<10xf32>):
    %0 = pyc.compare lt, %arg0, %arg0 : tensor<10xf32>
    pyc.yield %0 : tensor<10xi1>
  }
  %n = pyc.kernel pointwise(%h) : (tensor<3xf16>) -> tensor<3xf16> {
  ^bb0(%arg0: tensor<3xf16>):
    %0 = pyc.neg %arg0 : tensor<3xf16>
    pyc.yield %0 : tensor<3xf16>
  }
  %p = pyc.kernel pointwise(%y) : (tensor<100xf32>) -> tensor<100xf32> {
  ^bb0(%arg0: tensor<100xf32>):
    %0 = pyc.neg %arg0 : tensor<100xf32>
    pyc.yield %0 : tensor<100xf32>
  }
  %r:3 = pyc.kernel opaque(%m, %x, %n, %p) : (tensor<10xi1>, tensor<10xf32>, tensor<3xf16>, tensor<100xf32>) -> (tensor<10xf32>, tensor<3xf16>, tensor<100xf32>) {
  ^bb0(%arg0: tensor<10xi1>, %arg1: tensor<10xf32>, %arg2: tensor<3xf16>, %arg3: tensor<100xf32>):
    %0 = pyc.select %arg0, %arg1, %arg1 : tensor<10xf32>
    %1 = pyc.exp %arg2 : tensor<3xf16>
    %2 = pyc.exp %arg3 : tensor<100xf32>
    pyc.yield %0, %1, %2 : tensor<10xf32>, tensor<3xf16>, tensor<100xf32>
  }
  return %r#0, %r#1, %r#2 : tensor<10xf32>, tensor<3xf16>, tensor<100xf32>
}

// -----

// Sizes known only at run time are not planned.
// CHECK-LABEL: func.func @dynamic_shape
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>}
// CHECK-NOT: pyc.placement
func.func @dynamic_shape(%x: tensor<?xf32>) -> tensor<?xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%arg0: tensor<?xf32>):
    %0 = pyc.neg %arg0 : tensor<?xf32>
    pyc.yield %0 : tensor<?xf32>
  }
  %b = pyc.kernel opaque(%a) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%arg0: tensor<?xf32>):
    %0 = pyc.neg %arg0 : tensor<?xf32>
    pyc.yield %0 : tensor<?xf32>
  }
  return %b : tensor<?xf32>
}

// -----

// Nothing to plan: no kernels, and constants are not in the arena.
// CHECK-LABEL: func.func @no_kernels
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>}
// CHECK-NOT: pyc.placement
func.func @no_kernels(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %c = pyc.constant dense<[1.0, 2.0]> : tensor<2xf32>
  return %x, %c : tensor<2xf32>, tensor<2xf32>
}

// -----

// A non-splat constant feeding a kernel is not planned either.
// CHECK-LABEL: func.func @constant_input
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 0, naive = 0, alignment = 64>}
// CHECK: pyc.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NOT: pyc.placement
func.func @constant_input(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = pyc.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %k = pyc.kernel pointwise(%x, %c) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32> {
  ^bb0(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>):
    %0 = pyc.add %arg0, %arg1 : tensor<2xf32>
    pyc.yield %0 : tensor<2xf32>
  }
  return %k : tensor<2xf32>
}

// -----

// A read inside a nested region counts at the top-level op that holds it:
// %a lives until the scf.execute_region, so %e cannot take its block
// (%b, placed after, does).
// CHECK-LABEL: func.func @nested_use
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 192, alignment = 64>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: scf.execute_region -> tensor<16xf32>
// CHECK: pyc.placement = #pyc.placement<offsets = [64]>
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
func.func @nested_use(%x: tensor<16xf32>) -> tensor<16xf32> {
  %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %e = scf.execute_region -> tensor<16xf32> {
    scf.yield %a : tensor<16xf32>
  }
  %b = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r = pyc.kernel opaque(%b, %e) : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = pyc.add %arg0, %arg1 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// A stale plan (valid, but not this pass's) is replaced, not merged: the
// old offsets, the in-place mark of a kernel that can no longer write in
// place and the sizes are recomputed.
// CHECK-LABEL: func.func @stale_plan
// CHECK-SAME: attributes {pyc.memory_plan = #pyc.memory_plan<arena = 128, naive = 128, alignment = 64>}
// CHECK: pyc.kernel opaque(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [0]>}
// CHECK: pyc.kernel pointwise(%{{.*}}) {pyc.placement = #pyc.placement<offsets = [64]>}
// CHECK: pyc.kernel opaque(%{{.*}}, %{{.*}}) :
func.func @stale_plan(%x: tensor<16xf32>) -> tensor<16xf32> attributes {pyc.memory_plan = #pyc.memory_plan<arena = 256, naive = 256, alignment = 64>} {
  %a = pyc.kernel opaque(%x) {pyc.placement = #pyc.placement<offsets = [128]>} : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.neg %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %b = pyc.kernel pointwise(%a) {pyc.placement = #pyc.placement<offsets = [128], inplace = 0>} : (tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>):
    %0 = pyc.exp %arg0 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  %r = pyc.kernel opaque(%a, %b) {pyc.placement = #pyc.placement<offsets = [192]>} : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32> {
  ^bb0(%arg0: tensor<16xf32>, %arg1: tensor<16xf32>):
    %0 = pyc.add %arg0, %arg1 : tensor<16xf32>
    pyc.yield %0 : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// -----

// A value the function returns a reshape of lives in that output, not in
// the arena.
// CHECK-LABEL: func.func @returned_reshape
// CHECK-SAME: pyc.memory_plan = #pyc.memory_plan<arena = 0,
// CHECK-NOT: pyc.placement
func.func @returned_reshape(%x: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<6x4xf32>) -> tensor<6x4xf32> {
  ^bb0(%a: tensor<6x4xf32>):
    %e = pyc.exp %a : tensor<6x4xf32>
    pyc.yield %e : tensor<6x4xf32>
  }
  %v = pyc.reshape %k : tensor<6x4xf32> -> tensor<2x3x4xf32>
  return %v : tensor<2x3x4xf32>
}
