// RUN: pycompile-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(pyc-to-loops,canonicalize,cse)' | FileCheck %s

// A pointwise kernel: one loop nest over the result; the bias broadcast is
// an index map (the bias is loaded at [j]), not a copy. The result goes to
// the caller's output buffer; the function returns nothing.
// CHECK: #[[FOUR:.*]] = #llvm.loop_interleave<count = 4 : i32>
// CHECK: #[[INTERLEAVED:.*]] = #llvm.loop_annotation<interleave = #[[FOUR]]>
// CHECK-LABEL: func.func @pointwise
// CHECK-SAME: (%[[X:[^:]*]]: memref<4x8xf32>, %[[B:[^:]*]]: memref<8xf32>, %[[OUT:[^:]*]]: memref<4x8xf32>,
// CHECK-SAME: memref<16xi64>, %{{.*}}: memref<4xi64>, %{{.*}}: index, %{{.*}}: index)
// CHECK-SAME: llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>
// The outer loop is shared among the threads: thread t runs rows
// [4t/T, 4(t+1)/T); then all threads meet at a barrier (atomics on the
// sync argument) before the next kernel; a waiting thread spins with
// x86's PAUSE hint. The last thread to arrive resets the count and the
// claimed loops' ticket (word 8) before it bumps the generation (word 1);
// with one thread, only the ticket is reset.
// CHECK-NOT: memref.alloc
// CHECK: %[[LO:.*]] = arith.minui
// CHECK: %[[HI:.*]] = arith.minui
// CHECK: scf.for %[[I:.*]] = %[[LO]] to %[[HI]]
// CHECK-NEXT: scf.for %[[J:.*]] =
// CHECK-DAG: memref.load %[[B]][%[[J]]]
// CHECK-DAG: memref.load %[[X]][%[[I]], %[[J]]]
// CHECK: math.tanh
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[I]], %[[J]]]
// The innermost loop asks LLVM to interleave 4 vectors; the outer one
// nothing.
// CHECK-NEXT: } {loop_annotation = #[[INTERLEAVED]]}
// CHECK-NEXT: }
// CHECK-NOT: scf.for
// CHECK: memref.atomic_rmw addi %c0_i64, %[[SYNCARG:arg[0-9]+]][%c1]
// CHECK: memref.atomic_rmw assign %c0_i64, %[[SYNCARG]][%c0]
// CHECK-NEXT: memref.atomic_rmw assign %c0_i64, %[[SYNCARG]][%c8]
// CHECK-NEXT: memref.atomic_rmw addi %c1_i64, %[[SYNCARG]][%c1]
// CHECK: scf.while
// CHECK: } do {
// CHECK-NEXT: llvm.inline_asm has_side_effects "pause", ""
// CHECK-NEXT: scf.yield
// CHECK: } else {
// CHECK-NEXT: memref.atomic_rmw assign %c0_i64, %[[SYNCARG]][%c8]
// CHECK: return
func.func @pointwise(%x: tensor<4x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel pointwise(%bias, %x) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%b: tensor<8xf32>, %a: tensor<4x8xf32>):
    %0 = pyc.broadcast_in_dim %b, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    %1 = pyc.add %a, %0 : tensor<4x8xf32>
    %2 = pyc.tanh %1 : tensor<4x8xf32>
    pyc.yield %2 : tensor<4x8xf32>
  }
  return %k : tensor<4x8xf32>
}

// -----

// softmax: one nest over rows; in it, the max loop, the sum loop (whose
// float add may reassociate, so it vectorizes) and the loop writing the
// row, which reads the two reduced values instead of recomputing them. The
// exps the sum reduces are kept in a row buffer, which the write loop reads
// instead of computing them again. The division allows the reciprocal
// (`arcp`), so LLVM divides once per row and multiplies. The max does not
// order -0 and +0 (`nsz`), as torch's vectorized kernels do not. The
// reduction loops are marked for LLVM not to unroll them (fully, as their
// lengths are constant), but to interleave 4 vectors.
// CHECK: #[[INTERLEAVE:[^ ]*]] = #llvm.loop_interleave<count = 4 : i32>
// CHECK: #[[UNROLL:[^ ]*]] = #llvm.loop_unroll<disable = true>
// CHECK: #[[ROLLED:[^ ]*]] = #llvm.loop_annotation<interleave = #[[INTERLEAVE]], unroll = #[[UNROLL]]>
// CHECK-LABEL: func.func @softmax
// CHECK: %[[EXPS:.*]] = memref.alloc() : memref<8xf32>
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[MAX:.*]] = scf.for {{.*}} iter_args
// CHECK: arith.maximumf {{.*}} fastmath<nsz>
// CHECK: %[[SUM:.*]] = scf.for %[[J:.*]] = {{.*}} iter_args
// CHECK: arith.subf %{{.*}}, %[[MAX]]
// CHECK: %[[E:.*]] = math.exp
// CHECK: memref.store %[[E]], %[[EXPS]][%[[J]]]
// CHECK: arith.addf {{.*}} fastmath<reassoc>
// CHECK: } {loop_annotation = #[[ROLLED]]}
// CHECK: scf.for %[[J2:.*]] =
// CHECK-NEXT: %[[E2:.*]] = memref.load %[[EXPS]][%[[J2]]]
// CHECK-NEXT: arith.divf %[[E2]], %[[SUM]] fastmath<arcp>
// CHECK: memref.store
// CHECK-NOT: scf.for
// CHECK: memref.dealloc %[[EXPS]]
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    %mk = pyc.reshape %m : tensor<4xf32> -> tensor<4x1xf32>
    %mb = pyc.broadcast_in_dim %mk, dims = [0, 1] : tensor<4x1xf32> -> tensor<4x8xf32>
    %d = pyc.sub %a, %mb : tensor<4x8xf32>
    %e = pyc.exp %d : tensor<4x8xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
    %r = pyc.div %e, %sb : tensor<4x8xf32>
    pyc.yield %r : tensor<4x8xf32>
  }
  return %k : tensor<4x8xf32>
}

// -----

// One row: the keepdim reshape reads the max at index 0, the row loop at its
// own index; both are the same element, so the max is reduced once (before
// this was so, each element of the sum loop reduced the row again).
// CHECK-LABEL: func.func @softmax_one_row
// CHECK: scf.for
// CHECK-NEXT: %[[MAX:.*]] = scf.for
// CHECK: arith.maximumf
// CHECK: %[[SUM:.*]] = scf.for
// CHECK-NOT: arith.maximumf
// CHECK: arith.subf %{{.*}}, %[[MAX]]
// CHECK-NOT: arith.maximumf
// CHECK: arith.divf %{{.*}}, %[[SUM]]
// CHECK-NOT: arith.maximumf
// CHECK: return
func.func @softmax_one_row(%x: tensor<1x8xf32>) -> tensor<1x8xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<1x8xf32>) -> tensor<1x8xf32> {
  ^bb0(%a: tensor<1x8xf32>):
    %m = pyc.reduce max %a, dims = [1] : tensor<1x8xf32> -> tensor<1xf32>
    %mk = pyc.reshape %m : tensor<1xf32> -> tensor<1x1xf32>
    %mb = pyc.broadcast_in_dim %mk, dims = [0, 1] : tensor<1x1xf32> -> tensor<1x8xf32>
    %d = pyc.sub %a, %mb : tensor<1x8xf32>
    %e = pyc.exp %d : tensor<1x8xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<1x8xf32> -> tensor<1xf32>
    %sk = pyc.reshape %s : tensor<1xf32> -> tensor<1x1xf32>
    %sb = pyc.broadcast_in_dim %sk, dims = [0, 1] : tensor<1x1xf32> -> tensor<1x8xf32>
    %r = pyc.div %e, %sb : tensor<1x8xf32>
    pyc.yield %r : tensor<1x8xf32>
  }
  return %k : tensor<1x8xf32>
}

// -----

// Kernel results of the kept shape and of the keepdim shape are written in
// the row loop, once per row.
// CHECK-LABEL: func.func @mean_and_keepdim
// CHECK-SAME: %[[OUT0:[^:]*]]: memref<4xf32>, %[[OUT1:[^:]*]]: memref<4x1xf32>
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[S:.*]] = scf.for
// CHECK: %[[M:.*]] = arith.divf %[[S]], %{{.*}} fastmath<arcp>
// CHECK: memref.store %[[M]], %[[OUT0]][%[[I]]]
// CHECK: memref.store %[[M]], %[[OUT1]][%[[I]], %{{.*}}]
func.func @mean_and_keepdim(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x1xf32>) {
  %k:2 = pyc.kernel reduction(%x) : (tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4x1xf32>) {
  ^bb0(%a: tensor<4x8xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    %n = pyc.constant dense<8.0> : tensor<4xf32>
    %m = pyc.div %s, %n : tensor<4xf32>
    %mk = pyc.reshape %m : tensor<4xf32> -> tensor<4x1xf32>
    pyc.yield %m, %mk : tensor<4xf32>, tensor<4x1xf32>
  }
  return %k#0, %k#1 : tensor<4xf32>, tensor<4x1xf32>
}

// -----

// Contraction, order ikj (the default), blocks of pyc-tile's 6 x 16 (4 rows
// here): rows of the product accumulate in vector registers, 16 columns at
// a time: each k step loads 16 elements of
// the right operand once (a vector load) for all rows, and broadcasts one
// element of the left operand per row. Then the epilogue writes the rows.
// CHECK-LABEL: func.func @matmul_ikj
// CHECK: %[[ROW:.*]] = memref.alloc() : memref<4x16xf32>
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK-NEXT: %[[B:.*]] = vector.load %arg1[%[[K]], %{{.*}}] : memref<8x16xf32>, vector<16xf32>
// CHECK-COUNT-4: vector.fma %{{.*}}, %[[B]]
// CHECK-COUNT-4: vector.store %{{.*}}, %[[ROW]]
// CHECK: scf.for %[[R:.*]] =
// CHECK: scf.for %[[J2:.*]] =
// CHECK-NEXT: memref.load %[[ROW]][%[[R]], %[[J2]]]
// CHECK: math.tanh
// CHECK: memref.dealloc %[[ROW]]
func.func @matmul_ikj(%x: tensor<4x8xf32>, %w: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 16]>} : (tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>):
    %m = pyc.matmul %a, %b : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
    %t = pyc.tanh %m : tensor<4x16xf32>
    pyc.yield %t : tensor<4x16xf32>
  }
  return %k : tensor<4x16xf32>
}

// -----

// Threads share the loop pyc-tile chose (`parallel`, here dim 1): its
// bounds come from the thread index and count; the loop around it runs
// whole in every thread.
// CHECK-LABEL: func.func @parallel_dim
// CHECK-SAME: %[[T:[^:]*]]: index, %[[N:[^:]*]]: index)
// CHECK: scf.for %[[I:.*]] = %c0 to %c3 step %c1
// CHECK-NEXT: %[[A:.*]] = arith.muli %[[T]], %c8
// CHECK-NEXT: %[[B:.*]] = arith.divui %[[A]], %[[N]]
// CHECK-NEXT: %[[LB:.*]] = arith.minui %[[B]], %c8
// CHECK: scf.for %[[J:.*]] = %[[LB]] to
// CHECK: memref.store %{{.*}}[%[[I]], %[[J]]]
func.func @parallel_dim(%x: tensor<3x8xf32>) -> tensor<3x8xf32> {
  %k = pyc.kernel pointwise(%x) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 1>} : (tensor<3x8xf32>) -> tensor<3x8xf32> {
  ^bb0(%a: tensor<3x8xf32>):
    %0 = pyc.neg %a : tensor<3x8xf32>
    pyc.yield %0 : tensor<3x8xf32>
  }
  return %k : tensor<3x8xf32>
}

// -----

// A kernel with no loops: thread 0 alone computes and writes the element
// (an in-place kernel written by every thread would read its own output).
// CHECK-LABEL: func.func @scalar
// CHECK-SAME: %[[T:[^:]*]]: index, %{{[^:]*}}: index)
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %c0
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.negf
// CHECK-NEXT: memref.store
// CHECK-NEXT: }
func.func @scalar(%x: tensor<f32>) -> tensor<f32> {
  %k = pyc.kernel pointwise(%x) : (tensor<f32>) -> tensor<f32> {
  ^bb0(%a: tensor<f32>):
    %0 = pyc.neg %a : tensor<f32>
    pyc.yield %0 : tensor<f32>
  }
  return %k : tensor<f32>
}

// -----

// A returned reshape of a kernel result: the kernel writes into the output
// itself, viewed in the kernel's shape; no copy follows.
// CHECK-LABEL: func.func @returned_reshape
// CHECK-SAME: %{{[^:]*}}: memref<6x4xf32>, %[[OUT:[^:]*]]: memref<2x3x4xf32>
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %[[OUT]] to offset: [0], sizes: [6, 4], strides: [4, 1]
// CHECK: math.exp
// CHECK-NEXT: memref.store %{{.*}}, %[[VIEW]]
// CHECK-NOT: memref.store
// CHECK: return
func.func @returned_reshape(%x: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<6x4xf32>) -> tensor<6x4xf32> {
  ^bb0(%a: tensor<6x4xf32>):
    %e = pyc.exp %a : tensor<6x4xf32>
    pyc.yield %e : tensor<6x4xf32>
  }
  %v = pyc.reshape %k : tensor<6x4xf32> -> tensor<2x3x4xf32>
  return %v : tensor<2x3x4xf32>
}

// -----

// The same reshape returned twice (two results of a graph that folded into
// one value): the kernel writes the first output; the second is a copy of
// it, both viewed in the kernel's shape (not an error for want of the
// reshape's operand).
// CHECK-LABEL: func.func @reshape_returned_twice
// CHECK-SAME: %{{[^:]*}}: memref<6x4xf32>, %[[OUT0:[^:]*]]: memref<2x3x4xf32>, %[[OUT1:[^:]*]]: memref<2x3x4xf32>
// CHECK-DAG: %[[VIEW0:.*]] = memref.reinterpret_cast %[[OUT0]] to offset: [0], sizes: [6, 4]
// CHECK-DAG: %[[VIEW1:.*]] = memref.reinterpret_cast %[[OUT1]] to offset: [0], sizes: [6, 4]
// CHECK: math.exp
// CHECK-NEXT: memref.store %{{.*}}, %[[VIEW0]]
// CHECK: %[[E:.*]] = {{(memref|vector)}}.load %[[VIEW0]]
// CHECK: {{(memref|vector)}}.store %[[E]], %[[VIEW1]]
// CHECK: return
func.func @reshape_returned_twice(%x: tensor<6x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>) {
  %k = pyc.kernel pointwise(%x) : (tensor<6x4xf32>) -> tensor<6x4xf32> {
  ^bb0(%a: tensor<6x4xf32>):
    %e = pyc.exp %a : tensor<6x4xf32>
    pyc.yield %e : tensor<6x4xf32>
  }
  %v = pyc.reshape %k : tensor<6x4xf32> -> tensor<2x3x4xf32>
  return %v, %v : tensor<2x3x4xf32>, tensor<2x3x4xf32>
}

// -----

// Reductions over leading dims (a bias gradient) read the operand row by
// row: accumulators over the kept dim (this thread's chunk of it) start at
// the identity, each row adds into them along contiguous memory, then the
// results are written; a keepdim result reads the same accumulator.
// CHECK-LABEL: func.func @leading_dims
// CHECK-SAME: %[[X:[^:]*]]: memref<6x8xf32>, %[[SUM:[^:]*]]: memref<8xf32>, %[[MAX:[^:]*]]: memref<1x8xf32>
// CHECK: %[[S:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[M:.*]] = memref.alloc() : memref<8xf32>
// CHECK: scf.for %[[J:.*]] = %[[LB:.*]] to %[[UB:.*]] step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[S]][%[[J]]]
// CHECK-NEXT: memref.store %{{.*}}, %[[M]][%[[J]]]
// CHECK: scf.for %[[R:.*]] = %c0 to %c6 step %c1 {
// CHECK-NEXT: scf.for %[[J2:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[X]][%[[R]], %[[J2]]]
// CHECK: arith.addf
// CHECK: memref.store %{{.*}}, %[[S]][%[[J2]]]
// CHECK: arith.maximumf %[[V]]
// CHECK: memref.store %{{.*}}, %[[M]][%[[J2]]]
// CHECK: scf.for %[[J3:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: %[[S3:.*]] = memref.load %[[S]][%[[J3]]]
// CHECK-NEXT: %[[M3:.*]] = memref.load %[[M]][%[[J3]]]
// CHECK-NEXT: memref.store %[[S3]], %[[SUM]][%[[J3]]]
// CHECK-NEXT: memref.store %[[M3]], %[[MAX]][%c0, %[[J3]]]
func.func @leading_dims(%g: tensor<6x8xf32>) -> (tensor<8xf32>, tensor<1x8xf32>) {
  %k:2 = pyc.kernel reduction(%g) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 1>} : (tensor<6x8xf32>) -> (tensor<8xf32>, tensor<1x8xf32>) {
  ^bb0(%a: tensor<6x8xf32>):
    %e = pyc.exp %a : tensor<6x8xf32>
    %s = pyc.reduce sum %e, dims = [0] : tensor<6x8xf32> -> tensor<8xf32>
    %m = pyc.reduce max %a, dims = [0] : tensor<6x8xf32> -> tensor<8xf32>
    %r = pyc.reshape %m : tensor<8xf32> -> tensor<1x8xf32>
    pyc.yield %s, %r : tensor<8xf32>, tensor<1x8xf32>
  }
  return %k#0, %k#1 : tensor<8xf32>, tensor<1x8xf32>
}

// -----

// A reduction over a middle dim (grouped-query attention's key gradient,
// summed over each key head's query heads) is read the same way for each
// index of the kept dims before it (the threads' share of them): a row of
// accumulators over the kept dims after it (the same row for each), each
// row of the reduced dim
// added along contiguous memory; not a strided walk down the reduced dim
// for each result.
// CHECK-LABEL: func.func @middle_dim
// CHECK-SAME: %[[X:[^:]*]]: memref<4x3x8xf32>, %[[SUM:[^:]*]]: memref<4x8xf32>
// CHECK: %[[S:.*]] = memref.alloc() : memref<8xf32>
// CHECK: scf.for %[[O:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[S]][%[[J]]]
// CHECK: scf.for %[[R:.*]] = %c0 to %c3 step %c1 {
// CHECK-NEXT: scf.for %[[J2:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[X]][%[[O]], %[[R]], %[[J2]]]
// CHECK-NEXT: %[[A:.*]] = memref.load %[[S]][%[[J2]]]
// CHECK-NEXT: %[[T:.*]] = arith.addf %[[V]], %[[A]]
// CHECK-NEXT: memref.store %[[T]], %[[S]][%[[J2]]]
// CHECK: scf.for %[[J3:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[S3:.*]] = memref.load %[[S]][%[[J3]]]
// CHECK-NEXT: memref.store %[[S3]], %[[SUM]][%[[O]], %[[J3]]]
func.func @middle_dim(%g: tensor<4x3x8xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel reduction(%g) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0>} : (tensor<4x3x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x3x8xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x3x8xf32> -> tensor<4x8xf32>
    pyc.yield %s : tensor<4x8xf32>
  }
  return %k : tensor<4x8xf32>
}

// -----

// Panels and packing (pyc-tile's panel = 32, block 6 x 32): the columns go
// in panels of 32 (the last one 8 wide); every row block reads the panel
// from a packed copy, one strip of 32 columns with k contiguous, in scratch
// memory (1024 bytes) that the threads fill together: each its share of a
// flat loop over (strip, k), a vector load from the operand each. All wait
// at the barrier for the whole panel (the barrier sets the ticket, word 8
// of the sync buffer, back to 0), then claim blocks of 6 rows one at a time
// from the ticket until none is left, and wait again before the next panel
// overwrites it. A panel's leftover columns (past
// its whole strips) are dot products where there are at most 2 (32 / 16),
// else a partial strip, as the last panel's 8 here: packed by masked loads
// (its lanes past column 40 zeros), computed as a whole one, stored into
// the row buffer under the mask.
// CHECK: #[[BYTES:.*]] = affine_map<() -> (1024)>
// CHECK-LABEL: func.func @matmul_packed
// CHECK-SAME: %[[SCRATCH:[^:]*]]: memref<?xi8>, %[[SYNC:[^:]*]]: memref<16xi64>, %{{.*}}: memref<4xi64>, %[[T:[^:]*]]: index, %[[THREADS:[^:]*]]: index)
// CHECK-SAME: pyc.scratch_bytes = #[[BYTES]]
// CHECK-DAG: %[[ROW:.*]] = memref.alloc() : memref<6x40xf32>
// CHECK-DAG: %[[PACK:.*]] = memref.view %[[SCRATCH]][%c0][] : memref<?xi8> to memref<1x8x32xf32>
// CHECK: scf.for %[[J0:.*]] = %c0 to %c40 step %c32 {
// CHECK: %[[W:.*]] = arith.minui %{{.*}}, %c32
// CHECK: %[[STRIPS:.*]] = arith.divui %[[W]], %c32
// CHECK: %[[PACKED:.*]] = arith.ceildivui %[[W]], %c32
// CHECK: %[[COPIES:.*]] = arith.muli %[[PACKED]], %c8
// CHECK: arith.muli %[[COPIES]], %[[T]]
// CHECK: scf.for %{{.*}} = %[[FROM:.*]] to %[[TO:.*]] step %c1 {
// CHECK: %[[LANES:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: %[[V:.*]] = vector.maskedload %arg1[{{.*}}], %[[LANES]], %{{.*}} : memref<8x40xf32>
// CHECK-NEXT: vector.store %[[V]], %[[PACK]]
// CHECK: memref.atomic_rmw assign %c0_i64, %[[SYNC]][%c8]
// CHECK: scf.while : () -> index {
// CHECK-NEXT: %[[TICKET:.*]] = memref.atomic_rmw addi %c1_i64, %[[SYNC]][%c8]
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[TICKET]] : i64 to index
// CHECK-NEXT: %[[I0:.*]] = arith.muli %[[N]], %c6
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi ult, %[[I0]], %c16
// CHECK-NEXT: scf.condition(%[[MORE]]) %[[I0]]
// CHECK: ^bb0(%[[FROM:.*]]: index):
// CHECK-NEXT: %[[TO:.*]] = arith.addi %[[FROM]], %c6
// CHECK-NEXT: scf.for %{{.*}} = %[[FROM]] to %[[TO]] step %c6 {
// CHECK: scf.for %{{.*}} = %c0 to %[[STRIPS]] step %c1 {
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
// CHECK-NEXT: %[[B:.*]] = vector.load %[[PACK]]
// CHECK-COUNT-6: vector.fma %{{.*}}, %[[B]]
// CHECK: scf.if
// CHECK: iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32)
// CHECK: } else {
// CHECK: %[[PARTIAL:.*]] = vector.create_mask %{{.*}} : vector<32xi1>
// CHECK: iter_args
// CHECK-NEXT: %[[P:.*]] = vector.load %[[PACK]]
// CHECK-COUNT-6: vector.fma %{{.*}}, %[[P]]
// CHECK-COUNT-6: vector.maskedstore %[[ROW]][%{{.*}}], %[[PARTIAL]]
// CHECK: memref.atomic_rmw addi %{{.*}}, %[[SYNC]]
// CHECK: scf.while
// CHECK-NOT: memref.dealloc %[[PACK]]
// CHECK-LABEL: return
func.func @matmul_packed(%x: tensor<16x8xf32>, %w: tensor<8x40xf32>) -> tensor<16x40xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 32], panel = 32>} : (tensor<16x8xf32>, tensor<8x40xf32>) -> tensor<16x40xf32> {
  ^bb0(%a: tensor<16x8xf32>, %b: tensor<8x40xf32>):
    %m = pyc.matmul %a, %b : tensor<16x8xf32>, tensor<8x40xf32> -> tensor<16x40xf32>
    pyc.yield %m : tensor<16x40xf32>
  }
  return %k : tensor<16x40xf32>
}

// -----

// An input element that the inner loop's trips do not move (a row's
// scalar broadcast over its columns) is loaded once, before that loop.
// CHECK-LABEL: func.func @row_scalar_hoisted
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NEXT: %[[M:.*]] = memref.load %arg1[%[[I]]] : memref<4xf32>
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]]]
// CHECK-NEXT: arith.subf %[[X]], %[[M]]
func.func @row_scalar_hoisted(%x: tensor<4x8xf32>, %m: tensor<4xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel pointwise(%x, %m) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>, %b: tensor<4xf32>):
    %0 = pyc.broadcast_in_dim %b, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
    %1 = pyc.sub %a, %0 : tensor<4x8xf32>
    pyc.yield %1 : tensor<4x8xf32>
  }
  return %k : tensor<4x8xf32>
}

// -----

// The same through a view: the reshape's index arithmetic (pure) goes
// before the inner loop with the load.
// CHECK-LABEL: func.func @viewed_row_scalar_hoisted
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c2 step %c1 {
// CHECK-NEXT: %[[I2:.*]] = arith.muli %[[I]], %c2
// CHECK-NEXT: %[[FLAT:.*]] = arith.addi %[[I2]], %[[J]]
// CHECK-NEXT: %[[M:.*]] = memref.load %arg1[%[[FLAT]]] : memref<4xf32>
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c8 step %c1 {
// CHECK-NEXT: %[[X:.*]] = memref.load %arg0[%[[I]], %[[J]], %[[K]]]
// CHECK-NEXT: arith.subf %[[X]], %[[M]]
func.func @viewed_row_scalar_hoisted(%x: tensor<2x2x8xf32>, %m: tensor<4xf32>) -> tensor<2x2x8xf32> {
  %k = pyc.kernel pointwise(%x, %m) : (tensor<2x2x8xf32>, tensor<4xf32>) -> tensor<2x2x8xf32> {
  ^bb0(%a: tensor<2x2x8xf32>, %b: tensor<4xf32>):
    %r = pyc.reshape %b : tensor<4xf32> -> tensor<2x2xf32>
    %0 = pyc.broadcast_in_dim %r, dims = [0, 1] : tensor<2x2xf32> -> tensor<2x2x8xf32>
    %1 = pyc.sub %a, %0 : tensor<2x2x8xf32>
    pyc.yield %1 : tensor<2x2x8xf32>
  }
  return %k : tensor<2x2x8xf32>
}

// -----

// Threads that share the columns (parallel = 1) claim them from the
// ticket (word 8 of the sync buffer) in parts of whole strips, about 1/32
// of the 80 columns each (one strip of 16, narrower than the panel of 32),
// until none is left; each packs its part into a buffer of its own (no
// barrier), 16 k rows a trip (20: 0-15, then 4-19), masked only in a
// partial strip, and runs every block of 6 rows (0 to 16, no thread split)
// against it.
// CHECK-LABEL: func.func @matmul_columns_shared
// CHECK-SAME: %[[SYNC:[^:]*]]: memref<16xi64>, %{{[^:]*}}: memref<4xi64>, %[[T:[^:]*]]: index, %[[THREADS:[^:]*]]: index)
// CHECK: %[[PACK:.*]] = memref.alloc() : memref<1x20x16xf32>
// CHECK: scf.while : () -> index {
// CHECK-NEXT: %[[TICKET:.*]] = memref.atomic_rmw addi %c1_i64, %[[SYNC]][%c8]
// CHECK-NEXT: %[[N:.*]] = arith.index_cast %[[TICKET]] : i64 to index
// CHECK-NEXT: %[[J0:.*]] = arith.muli %[[N]], %c16
// CHECK-NEXT: %[[MORE:.*]] = arith.cmpi ult, %[[J0]], %c80
// CHECK-NEXT: scf.condition(%[[MORE]]) %[[J0]]
// CHECK: ^bb0(%[[FROM:.*]]: index):
// CHECK-NEXT: %[[TO:.*]] = arith.addi %[[FROM]], %c16
// CHECK-NEXT: scf.for %{{.*}} = %[[FROM]] to %[[TO]] step %c16 {
// CHECK-NOT: memref.atomic_rmw
// CHECK: scf.if
// CHECK-COUNT-16: vector.load %arg1
// CHECK: } else {
// CHECK-COUNT-16: vector.maskedload %arg1
// CHECK-NOT: memref.atomic_rmw
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c6 {
// CHECK: vector.load %[[PACK]]
// CHECK-COUNT-6: vector.fma
// CHECK: memref.dealloc %[[PACK]]
func.func @matmul_columns_shared(%x: tensor<16x20xf32>, %w: tensor<20x80xf32>) -> tensor<16x80xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 1, block = [6, 16], panel = 32>} : (tensor<16x20xf32>, tensor<20x80xf32>) -> tensor<16x80xf32> {
  ^bb0(%a: tensor<16x20xf32>, %b: tensor<20x80xf32>):
    %m = pyc.matmul %a, %b : tensor<16x20xf32>, tensor<20x80xf32> -> tensor<16x80xf32>
    pyc.yield %m : tensor<16x80xf32>
  }
  return %k : tensor<16x80xf32>
}

// -----

// A schedule (written by hand: pyc-tile shares a batch) that shares the
// columns of a product of two batches: the columns would be claimed with
// no barrier between the batches to reset the ticket, so the threads share
// the batches instead, thread t taking [2t/T, 2(t+1)/T), and claim nothing.
// CHECK-LABEL: func.func @matmul_columns_shared_batched
// CHECK-SAME: %[[T:[^:]*]]: index, %[[THREADS:[^:]*]]: index)
// CHECK-NOT: scf.while : () -> index
// CHECK: %[[TB:.*]] = arith.muli %[[T]], %c2
// CHECK: %[[B0:.*]] = arith.divui %[[TB]], %[[THREADS]]
// CHECK-NOT: scf.while : () -> index
// CHECK: return
func.func @matmul_columns_shared_batched(%x: tensor<2x16x20xf32>, %w: tensor<2x20x80xf32>) -> tensor<2x16x80xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 2, block = [6, 16], panel = 32>} : (tensor<2x16x20xf32>, tensor<2x20x80xf32>) -> tensor<2x16x80xf32> {
  ^bb0(%a: tensor<2x16x20xf32>, %b: tensor<2x20x80xf32>):
    %m = pyc.matmul %a, %b : tensor<2x16x20xf32>, tensor<2x20x80xf32> -> tensor<2x16x80xf32>
    pyc.yield %m : tensor<2x16x80xf32>
  }
  return %k : tensor<2x16x80xf32>
}

// -----

// A right operand stored transposed (x @ w.T) with k of 16 or more: each
// strip's 32 columns are read as rows of w along k, 16 x 16 blocks at a
// time (16 vector loads, a transpose in 4 rounds of 8 x 2 shuffles, 16
// vector stores along the strip), two blocks of k rows (20: 0-15, then
// 4-19, overlapping) x two blocks of columns.
// CHECK-LABEL: func.func @matmul_packed_transposed
// CHECK: %[[PACK:.*]] = memref.view %{{.*}} : memref<?xi8> to memref<1x20x32xf32>
// CHECK: %[[COPIES:.*]] = arith.muli %{{.*}}, %c2
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c1 {
// CHECK: %[[BLOCK:.*]] = arith.remui %[[I]], %c2
// CHECK: %[[K:.*]] = arith.muli %[[BLOCK]], %c16
// CHECK: %[[K0:.*]] = arith.minui %[[K]], %c4
// CHECK-COUNT-16: vector.load %arg1[%{{.*}}, %[[K0]]] : memref<32x20xf32>, vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store %{{.*}}, %[[PACK]][%{{.*}}, %{{.*}}, %c0] : memref<1x20x32xf32>, vector<16xf32>
// CHECK-COUNT-16: vector.load %arg1[%{{.*}}, %[[K0]]] : memref<32x20xf32>, vector<16xf32>
// CHECK-COUNT-64: vector.shuffle
// CHECK-COUNT-16: vector.store %{{.*}}, %[[PACK]][%{{.*}}, %{{.*}}, %c16] : memref<1x20x32xf32>, vector<16xf32>
// CHECK: vector.load %[[PACK]]
// CHECK-COUNT-6: vector.fma
func.func @matmul_packed_transposed(%x: tensor<16x20xf32>, %w: tensor<32x20xf32>) -> tensor<16x32xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<order = ikj, block = [6, 32]>} : (tensor<16x20xf32>, tensor<32x20xf32>) -> tensor<16x32xf32> {
  ^bb0(%a: tensor<16x20xf32>, %b: tensor<32x20xf32>):
    %t = pyc.transpose %b, permutation = [1, 0] : tensor<32x20xf32> -> tensor<20x32xf32>
    %m = pyc.matmul %a, %t : tensor<16x20xf32>, tensor<20x32xf32> -> tensor<16x32xf32>
    pyc.yield %m : tensor<16x32xf32>
  }
  return %k : tensor<16x32xf32>
}

// -----

// With k under 16 the transposed operand is packed element by element,
// column by column over blocks of all k rows (8 here); each thread packs
// its own copy where the threads share a batch dim (2 here), not the rows.
// CHECK-LABEL: func.func @matmul_packed_short_k
// CHECK: %[[PACK:.*]] = memref.alloc() : memref<1x8x32xf32>
// CHECK: scf.for %[[C:.*]] = %c0 to %c32 step %c1 {
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c8 step %c1 {
// CHECK: %[[E:.*]] = memref.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}] : memref<2x32x8xf32>
// CHECK-NEXT: memref.store %[[E]], %[[PACK]]
// CHECK: vector.load %[[PACK]]
// CHECK-COUNT-6: vector.fma
// CHECK: memref.dealloc %[[PACK]]
func.func @matmul_packed_short_k(%x: tensor<2x16x8xf32>, %w: tensor<2x32x8xf32>) -> tensor<2x16x32xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0, order = ikj, block = [6, 32]>} : (tensor<2x16x8xf32>, tensor<2x32x8xf32>) -> tensor<2x16x32xf32> {
  ^bb0(%a: tensor<2x16x8xf32>, %b: tensor<2x32x8xf32>):
    %t = pyc.transpose %b, permutation = [0, 2, 1] : tensor<2x32x8xf32> -> tensor<2x8x32xf32>
    %m = pyc.matmul %a, %t : tensor<2x16x8xf32>, tensor<2x8x32xf32> -> tensor<2x16x32xf32>
    pyc.yield %m : tensor<2x16x32xf32>
  }
  return %k : tensor<2x16x32xf32>
}

// -----

// A left operand that moves elements (heads merged back: a transpose, then
// a reshape) is copied once, before the first panel, into blocks of 6 rows
// in scratch, k-major: each thread copies the blocks it computes (the same
// split of the rows, so no barrier), each k step the 6 rows through the
// view's index map; the vector accumulators then read the copy, not the
// index maps, for every strip.
// CHECK-LABEL: func.func @matmul_moved_lhs
// CHECK: %[[LHS:.*]] = memref.view %arg3[%c0][] : memref<?xi8> to memref<3x96x6xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c6 {
// CHECK: %[[BLOCK:.*]] = arith.divui %[[I]], %c6
// CHECK: scf.for %[[K:.*]] = %c0 to %c96 step %c1 {
// CHECK-COUNT-6: memref.store %{{.*}}, %[[LHS]][%[[BLOCK]], %[[K]], %c{{[0-5]}}] : memref<3x96x6xf32>
// CHECK: scf.for %{{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>)
// CHECK: memref.load %[[LHS]][%{{.*}}, %{{.*}}, %c0] : memref<3x96x6xf32>
// CHECK: vector.fma
// CHECK-NOT: memref.dealloc %[[LHS]]
func.func @matmul_moved_lhs(%h: tensor<4x13x24xf32>, %w: tensor<96x70xf32>) -> tensor<13x70xf32> {
  %k = pyc.kernel contraction(%h, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<order = ikj, block = [6, 16]>} : (tensor<4x13x24xf32>, tensor<96x70xf32>) -> tensor<13x70xf32> {
  ^bb0(%a: tensor<4x13x24xf32>, %b: tensor<96x70xf32>):
    %t = pyc.transpose %a, permutation = [1, 0, 2] : tensor<4x13x24xf32> -> tensor<13x4x24xf32>
    %r = pyc.reshape %t : tensor<13x4x24xf32> -> tensor<13x96xf32>
    %m = pyc.matmul %r, %b : tensor<13x96xf32>, tensor<96x70xf32> -> tensor<13x70xf32>
    pyc.yield %m : tensor<13x70xf32>
  }
  return %k : tensor<13x70xf32>
}

// -----

// A left operand stored transposed (a weight's gradient, x.T @ dy) where
// the threads share the batch: each thread copies a batch's operand into
// blocks of 6 rows of its own, before the first panel, k-major, 16 k steps
// at a time block after block (the steps' rows of the operand stay in
// cache): a whole block one vector of 6 rows a step (they lie side by
// side), the last, partial one (13 = 2 x 6 + 1) element by element, its
// missing rows repeating row 12.
// CHECK-LABEL: func.func @matmul_transposed_lhs_batched
// CHECK: %[[LHS:.*]] = memref.alloc() : memref<3x20x6xf32>
// CHECK: scf.for %[[K0:.*]] = %c0 to %c20 step %c16 {
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[K0]], %c16
// CHECK-NEXT: %[[KEND:.*]] = arith.minui %[[K1]], %c20
// CHECK-NEXT: scf.for %[[I:.*]] = %c0 to %c13 step %c6 {
// CHECK-COUNT-6: arith.minui %{{.*}}, %c12
// CHECK-NEXT: %[[BLOCK:.*]] = arith.divui %[[I]], %c6
// CHECK-NEXT: scf.for %[[K:.*]] = %[[K0]] to %[[KEND]] step %c1 {
// CHECK-NEXT: %[[END:.*]] = arith.addi %[[I]], %c6
// CHECK-NEXT: %[[WHOLE:.*]] = arith.cmpi ule, %[[END]], %c13
// CHECK-NEXT: scf.if %[[WHOLE]] {
// CHECK-NEXT: %[[V:.*]] = vector.load %arg0[%{{.*}}, %[[K]], %[[I]]] : memref<2x20x13xf32>, vector<6xf32>
// CHECK-NEXT: vector.store %[[V]], %[[LHS]][%[[BLOCK]], %[[K]], %c0] : memref<3x20x6xf32>, vector<6xf32>
// CHECK-NEXT: } else {
// CHECK-COUNT-6: memref.store %{{.*}}, %[[LHS]][%[[BLOCK]], %[[K]], %c{{[0-5]}}] : memref<3x20x6xf32>
// CHECK: memref.load %[[LHS]][%{{.*}}, %{{.*}}, %c5] : memref<3x20x6xf32>
// CHECK: memref.dealloc %[[LHS]]
func.func @matmul_transposed_lhs_batched(%x: tensor<2x20x13xf32>, %w: tensor<2x20x32xf32>) -> tensor<2x13x32xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0, order = ikj, block = [6, 32]>} : (tensor<2x20x13xf32>, tensor<2x20x32xf32>) -> tensor<2x13x32xf32> {
  ^bb0(%a: tensor<2x20x13xf32>, %b: tensor<2x20x32xf32>):
    %t = pyc.transpose %a, permutation = [0, 2, 1] : tensor<2x20x13xf32> -> tensor<2x13x20xf32>
    %m = pyc.matmul %t, %b : tensor<2x13x20xf32>, tensor<2x20x32xf32> -> tensor<2x13x32xf32>
    pyc.yield %m : tensor<2x13x32xf32>
  }
  return %k : tensor<2x13x32xf32>
}

// -----

// A transposed left operand too large to copy whole (4104 x 4100 f32, over
// 64 MiB): each block of 6 rows is copied into a buffer of the thread's own
// for each panel, by vectors where the block is whole.
// CHECK-LABEL: func.func @matmul_transposed_lhs_large
// CHECK: %[[LHS:.*]] = memref.alloc() : memref<4100x6xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c6 {
// CHECK: scf.for %[[K:.*]] = %c0 to %c4100 step %c1 {
// CHECK: scf.if
// CHECK-NEXT: %[[V:.*]] = vector.load %arg0[%[[K]], %[[I]]] : memref<4100x4104xf32>, vector<6xf32>
// CHECK-NEXT: vector.store %[[V]], %[[LHS]][%[[K]], %c0] : memref<4100x6xf32>, vector<6xf32>
// CHECK: memref.load %[[LHS]][%{{.*}}, %c5] : memref<4100x6xf32>
// CHECK: memref.dealloc %[[LHS]]
func.func @matmul_transposed_lhs_large(%x: tensor<4100x4104xf32>, %w: tensor<4100x32xf32>) -> tensor<4104x32xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<order = ikj, block = [6, 32]>} : (tensor<4100x4104xf32>, tensor<4100x32xf32>) -> tensor<4104x32xf32> {
  ^bb0(%a: tensor<4100x4104xf32>, %b: tensor<4100x32xf32>):
    %t = pyc.transpose %a, permutation = [1, 0] : tensor<4100x4104xf32> -> tensor<4104x4100xf32>
    %m = pyc.matmul %t, %b : tensor<4104x4100xf32>, tensor<4100x32xf32> -> tensor<4104x32xf32>
    pyc.yield %m : tensor<4104x32xf32>
  }
  return %k : tensor<4104x32xf32>
}

// -----

// The right operand of attention's att @ v: heads split out of the last dim
// ([2, 64] viewed as [2, 4, 16]) and moved before the rows; its last dim is
// still contiguous, so it is read with vector loads from the buffer itself.
// CHECK-LABEL: func.func @matmul_split_heads
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args({{.*}}) -> (vector<16xf32>, vector<16xf32>)
// CHECK: vector.load %arg1[%[[K]], %{{.*}}] : memref<2x64xf32>, vector<16xf32>
func.func @matmul_split_heads(%p: tensor<4x2x2xf32>, %v: tensor<2x64xf32>) -> tensor<4x2x16xf32> {
  %k = pyc.kernel contraction(%p, %v) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 16]>} : (tensor<4x2x2xf32>, tensor<2x64xf32>) -> tensor<4x2x16xf32> {
  ^bb0(%a: tensor<4x2x2xf32>, %b: tensor<2x64xf32>):
    %h = pyc.reshape %b : tensor<2x64xf32> -> tensor<2x4x16xf32>
    %t = pyc.transpose %h, permutation = [1, 0, 2] : tensor<2x4x16xf32> -> tensor<4x2x16xf32>
    %m = pyc.matmul %a, %t : tensor<4x2x2xf32>, tensor<4x2x16xf32> -> tensor<4x2x16xf32>
    pyc.yield %m : tensor<4x2x16xf32>
  }
  return %k : tensor<4x2x16xf32>
}

// -----

// Products a causal mask halves (pyc-causal-products' promises). The
// scores: a block of 6 rows from i0 computes its strips of 16 columns up
// to the first past its last row's diagonal, ceil((i0 + 6) / 16), and
// writes zeros for the rest. Probabilities times values, zero past column
// i + 2: a block's k loop ends at i0 + 6 + 2 (at most k).
// CHECK-LABEL: func.func @causal_products
// CHECK: scf.for %[[I0:.*]] = %c0 to %c24 step %c6 {
// CHECK: %[[PAST:.*]] = arith.addi %[[I0]], %c6
// CHECK: %[[UP:.*]] = arith.ceildivui %[[PAST]], %c16
// CHECK: %[[LIVE:.*]] = arith.minui %[[UP]], %c4
// CHECK: scf.for %[[S:.*]] = %[[LIVE]] to %c4 step %c1 {
// CHECK-NEXT: %[[J:.*]] = arith.muli %[[S]], %c16
// CHECK-COUNT-6: vector.store %cst, %{{.*}}[%{{.*}}, %[[J]]]
// CHECK: scf.for %{{.*}} = %c0 to %[[LIVE]] step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args
// CHECK: scf.for %[[B0:.*]] = %c0 to %c24 step %c6 {
// CHECK: %[[PAST2:.*]] = arith.addi %[[B0]], %c8
// CHECK: %[[K:.*]] = arith.minui %[[PAST2]], %c24
// CHECK: scf.for %{{.*}} = %c0 to %[[K]] step %c1 iter_args
// A right operand zero past column k + 1 (the keys' gradient q^T @ ds): the
// strip from column j steps k from j - 1 (0 for the first): all 24 steps
// for the strip at 0, 9 from k = 15 for the partial one at 16.
// CHECK: scf.for %{{.*}} = %c0 to %c24 step %c1 iter_args
// CHECK-NEXT: vector.load %{{.*}}[%c0, %{{.*}}, %c0]
// CHECK: scf.for %[[T:.*]] = %c0 to %c9 step %c1 iter_args
// CHECK-NEXT: %[[KK:.*]] = arith.addi %[[T]], %c15
// CHECK-NEXT: vector.load %{{.*}}[%c1, %[[KK]], %c0]
func.func @causal_products(%q: tensor<2x24x8xf32>, %kt: tensor<2x8x64xf32>, %p: tensor<2x24x24xf32>, %v: tensor<2x24x16xf32>) -> (tensor<2x24x64xf32>, tensor<2x24x16xf32>, tensor<2x8x24xf32>) {
  %s = pyc.kernel contraction(%q, %kt) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 16]>} : (tensor<2x24x8xf32>, tensor<2x8x64xf32>) -> tensor<2x24x64xf32> {
  ^bb0(%a: tensor<2x24x8xf32>, %b: tensor<2x8x64xf32>):
    %m = pyc.matmul %a, %b {result_masked_above = 0 : i64} : tensor<2x24x8xf32>, tensor<2x8x64xf32> -> tensor<2x24x64xf32>
    pyc.yield %m : tensor<2x24x64xf32>
  }
  %o = pyc.kernel contraction(%p, %v) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 16]>} : (tensor<2x24x24xf32>, tensor<2x24x16xf32>) -> tensor<2x24x16xf32> {
  ^bb0(%a: tensor<2x24x24xf32>, %b: tensor<2x24x16xf32>):
    %m = pyc.matmul %a, %b {lhs_zero_above = 2 : i64} : tensor<2x24x24xf32>, tensor<2x24x16xf32> -> tensor<2x24x16xf32>
    pyc.yield %m : tensor<2x24x16xf32>
  }
  %t = pyc.kernel contraction(%q, %p) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 16]>} : (tensor<2x24x8xf32>, tensor<2x24x24xf32>) -> tensor<2x8x24xf32> {
  ^bb0(%a: tensor<2x24x8xf32>, %b: tensor<2x24x24xf32>):
    %at = pyc.transpose %a, permutation = [0, 2, 1] : tensor<2x24x8xf32> -> tensor<2x8x24xf32>
    %m = pyc.matmul %at, %b {rhs_zero_above = 1 : i64} : tensor<2x8x24xf32>, tensor<2x24x24xf32> -> tensor<2x8x24xf32>
    pyc.yield %m : tensor<2x8x24xf32>
  }
  return %s, %o, %t : tensor<2x24x64xf32>, tensor<2x24x16xf32>, tensor<2x8x24xf32>
}

// -----

// Contraction, order ijk (a transposed right operand, as pyc-tile picks for
// x @ w.T): 8 dot products at once (8 rows of the left operand against one
// row of the right) along the contiguous k, their float sums reassociable.
// The partial last block of rows repeats row 9 (computed, not written).
// CHECK-LABEL: func.func @matmul_ijk
// CHECK: scf.for %[[I0:.*]] = %{{.*}} to %{{.*}} step %c8
// CHECK: arith.minui %{{.*}}, %c9
// CHECK: scf.for %[[J:.*]] =
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args({{.*}}) -> (f32, f32, f32, f32, f32, f32, f32, f32)
// CHECK-COUNT-8: memref.load %arg0[%{{.*}}, %[[K]]]
// CHECK: memref.load %arg1[%{{.*}}, %[[K]]]
// CHECK-COUNT-8: arith.addf {{.*}} fastmath<reassoc>
func.func @matmul_ijk(%x: tensor<10x8xf32>, %w: tensor<15x8xf32>) -> tensor<10x15xf32> {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<order = ijk, block = [8, 1]>} : (tensor<10x8xf32>, tensor<15x8xf32>) -> tensor<10x15xf32> {
  ^bb0(%a: tensor<10x8xf32>, %b: tensor<15x8xf32>):
    %t = pyc.transpose %b, permutation = [1, 0] : tensor<15x8xf32> -> tensor<8x15xf32>
    %m = pyc.matmul %a, %t : tensor<10x8xf32>, tensor<8x15xf32> -> tensor<10x15xf32>
    pyc.yield %m : tensor<10x15xf32>
  }
  return %k : tensor<10x15xf32>
}

// -----

// The memory plan: a kernel result with an offset is a view of the arena,
// the function's last argument; one without is a temporary. The plan is
// spent: the lowered function keeps the sizes the runtime reads.
// CHECK-LABEL: func.func @arena
// CHECK-SAME: %[[ARENA:[^:]*]]: memref<64xi8>
// CHECK-SAME: pyc.arena_bytes = 64 : i64, pyc.naive_bytes = 128 : i64}
// CHECK-NOT: pyc.memory_plan
// CHECK: %[[V:.*]] = memref.view %[[ARENA]][%{{.*}}][] : memref<64xi8> to memref<4xf32>
// CHECK: memref.store %{{.*}}, %[[V]]
// CHECK: memref.load %[[V]]
func.func @arena(%x: tensor<4xf32>) -> tensor<4xf32> attributes {
    pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 128, alignment = 64>} {
  %a = pyc.kernel opaque(%x) {pyc.placement = #pyc.placement<offsets = [0]>} : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%arg0: tensor<4xf32>):
    %0 = pyc.neg %arg0 : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  %b = pyc.kernel opaque(%a) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%arg0: tensor<4xf32>):
    %0 = pyc.exp %arg0 : tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  return %b : tensor<4xf32>
}

// -----

// Bool tensors are bytes: loads truncate, stores extend. A non-splat
// constant is a private global. A returned input is copied to its output.
// CHECK-LABEL: memref.global "private" constant @__pyc_constant : memref<4xi8> = dense<[1, 0, 1, 0]>
// CHECK-LABEL: func.func @bools
// CHECK-SAME: (%[[X:[^:]*]]: memref<4xi8>, %[[OUT0:[^:]*]]: memref<4xi8>, %[[OUT1:[^:]*]]: memref<4xi8>,
// CHECK: memref.get_global @__pyc_constant
// CHECK: arith.trunci %{{.*}} : i8 to i1
// CHECK: arith.andi
// CHECK: arith.extui %{{.*}} : i1 to i8
// CHECK: memref.store %{{.*}}, %[[OUT0]]
// CHECK: memref.load %[[X]]
// CHECK: memref.store %{{.*}}, %[[OUT1]]
func.func @bools(%x: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>) {
  %c = pyc.constant dense<[true, false, true, false]> : tensor<4xi1>
  %k = pyc.kernel pointwise(%x, %c) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1> {
  ^bb0(%a: tensor<4xi1>, %b: tensor<4xi1>):
    %0 = pyc.and %a, %b : tensor<4xi1>
    pyc.yield %0 : tensor<4xi1>
  }
  return %k, %x : tensor<4xi1>, tensor<4xi1>
}

// -----

// Integer division never traps: a divisor of 0 or -1 is replaced by 1, x / -1
// is 0 - x (INT_MIN wraps to itself) and x % -1 is 0; a zero divisor is
// reported to the error slot, a check without a dim in `pyc.index_checks`
// (the runtime raises ZeroDivisionError, as torch).
// CHECK: #[[LOC:.+]] = loc("floor_divide"(
// CHECK-LABEL: func.func @integer_division
// CHECK-SAME: %[[ERR:[^:]*]]: memref<4xi64>
// CHECK-SAME: pyc.index_checks = [{loc = #[[LOC]], op = "pyc.div"}, {loc = #{{.*}}, op = "pyc.remainder"}]
// CHECK: %[[Y:.*]] = memref.load %arg1
// CHECK: %[[ZERO:.*]] = arith.cmpi eq, %[[Y]], %c0_i32
// CHECK: %[[MINUS1:.*]] = arith.cmpi eq, %[[Y]], %c-1_i32
// CHECK: %[[EITHER:.*]] = arith.ori %[[ZERO]], %[[MINUS1]]
// CHECK: %[[SAFE:.*]] = arith.select %[[EITHER]], %c1_i32, %[[Y]]
// CHECK: %[[Q:.*]] = arith.divsi %{{.*}}, %[[SAFE]]
// CHECK: %[[NEG:.*]] = arith.subi %c0_i32, %{{.*}}
// CHECK: arith.select %[[MINUS1]], %[[NEG]], %[[Q]]
// CHECK: scf.if %[[ZERO]] {
// CHECK:   memref.atomic_rmw addi %c1_i64, %[[ERR]][%c0]
// CHECK: arith.remsi %{{.*}}, %[[SAFE]]
func.func @integer_division(%x: tensor<4xi32>, %y: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %k:2 = pyc.kernel pointwise(%x, %y) : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%a: tensor<4xi32>, %b: tensor<4xi32>):
    %q = pyc.div %a, %b : tensor<4xi32> loc("floor_divide"("model.py":3:0))
    %r = pyc.remainder %a, %b : tensor<4xi32>
    pyc.yield %q, %r : tensor<4xi32>, tensor<4xi32>
  }
  return %k#0, %k#1 : tensor<4xi32>, tensor<4xi32>
}

// -----

// Integer pow: math.ipowi sees no negative exponent (its lowering divides by
// zero for 0 ** -1); a negative one gives 1 for 1, +-1 for -1, else 0.
// CHECK-LABEL: func.func @integer_pow
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[E:.*]], %c0_i64
// CHECK: %[[CLAMPED:.*]] = arith.select %[[NEG]], %c0_i64, %[[E]]
// CHECK: %[[P:.*]] = math.ipowi %{{.*}}, %[[CLAMPED]]
// CHECK: arith.select %[[NEG]], %{{.*}}, %[[P]]
func.func @integer_pow(%x: tensor<4xi64>, %y: tensor<4xi64>) -> tensor<4xi64> {
  %k = pyc.kernel pointwise(%x, %y) : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64> {
  ^bb0(%a: tensor<4xi64>, %b: tensor<4xi64>):
    %p = pyc.pow %a, %b : tensor<4xi64>
    pyc.yield %p : tensor<4xi64>
  }
  return %k : tensor<4xi64>
}

// -----

// f16 and bf16 compute in f32 and round once per op, as torch's kernels;
// exact ops (max, neg) stay narrow.
// CHECK-LABEL: func.func @narrow_floats
// CHECK: %[[X:.*]] = memref.load %arg0
// CHECK: %[[W:.*]] = arith.extf %[[X]] : bf16 to f32
// CHECK: %[[E:.*]] = arith.negf %[[W]] : f32
// CHECK: math.exp %[[E]] : f32
// CHECK: %[[S:.*]] = arith.truncf %{{.*}} : f32 to bf16
// CHECK: arith.maximumf %[[S]], %[[X]] : bf16
func.func @narrow_floats(%x: tensor<4xbf16>) -> tensor<4xbf16> {
  %k = pyc.kernel pointwise(%x) : (tensor<4xbf16>) -> tensor<4xbf16> {
  ^bb0(%a: tensor<4xbf16>):
    %s = pyc.sigmoid %a : tensor<4xbf16>
    %m = pyc.max %s, %a : tensor<4xbf16>
    pyc.yield %m : tensor<4xbf16>
  }
  return %k : tensor<4xbf16>
}

// -----

// f64 log1p as log(u) * x / (u - 1), u = 1 + x (x itself where u is 1, log(u)
// where u is inf): upstream lowers it as log(1 + x), which loses small x.
// CHECK-LABEL: func.func @f64_log1p
// CHECK: %[[X:.*]] = memref.load %arg0
// CHECK: %[[U:.*]] = arith.addf %[[X]], %[[C1:[^ ]*]] : f64
// CHECK: %[[L:.*]] = math.log %[[U]] : f64
// CHECK: %[[D:.*]] = arith.subf %[[U]], %[[C1]]
// CHECK: %[[Q:.*]] = arith.divf %[[X]], %[[D]]
// CHECK: %[[P:.*]] = arith.mulf %[[L]], %[[Q]]
// CHECK: %[[INF:.*]] = arith.cmpf oeq, %[[U]], %{{.*}}
// CHECK: %[[R:.*]] = arith.select %[[INF]], %[[L]], %[[P]]
// CHECK: %[[ONE:.*]] = arith.cmpf oeq, %[[U]], %[[C1]]
// CHECK: arith.select %[[ONE]], %[[X]], %[[R]]
// CHECK-NOT: math.log1p
func.func @f64_log1p(%x: tensor<4xf64>) -> tensor<4xf64> {
  %k = pyc.kernel pointwise(%x) : (tensor<4xf64>) -> tensor<4xf64> {
  ^bb0(%a: tensor<4xf64>):
    %l = pyc.log1p %a : tensor<4xf64>
    pyc.yield %l : tensor<4xf64>
  }
  return %k : tensor<4xf64>
}

// -----

// Views inside a kernel are index maps: transpose swaps the indices, slice
// scales and shifts them.
// CHECK-LABEL: func.func @views
// CHECK: scf.for %[[I:.*]] =
// CHECK-NEXT: scf.for %[[J:.*]] =
// CHECK: memref.load %arg0[%[[J]], %[[I]]]
func.func @views(%x: tensor<8x4xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<8x4xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<8x4xf32>):
    %t = pyc.transpose %a, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
    %n = pyc.neg %t : tensor<4x8xf32>
    pyc.yield %n : tensor<4x8xf32>
  }
  return %k : tensor<4x8xf32>
}

// -----

// cumsum: one sequential loop per row along dim 1, an f64 running sum of
// the f32 elements (as torch's CPU cumsum), rounded into each element; the
// threads share the rows.
// CHECK-LABEL: func.func @cumsum
// CHECK-SAME: (%[[X:[^:]*]]: memref<4x8xf32>, %[[OUT:[^:]*]]: memref<4x8xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %{{.*}} = scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f64)
// CHECK:   %[[E:.*]] = memref.load %[[X]][%[[I]], %[[J]]]
// CHECK:   %[[W:.*]] = arith.extf %[[E]] : f32 to f64
// CHECK:   %[[S:.*]] = arith.addf %[[ACC]], %[[W]] : f64
// CHECK:   %[[R:.*]] = arith.truncf %[[S]] : f64 to f32
// CHECK:   memref.store %[[R]], %[[OUT]][%[[I]], %[[J]]]
// CHECK:   scf.yield %[[S]] : f64
func.func @cumsum(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %k = pyc.kernel opaque(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
  ^bb0(%a: tensor<4x8xf32>):
    %0 = pyc.cumsum %a, dim = 1 : tensor<4x8xf32>
    pyc.yield %0 : tensor<4x8xf32>
  }
  return %k : tensor<4x8xf32>
}

// -----

// scatter_add along dim 0 (an embedding's gradient): the result starts as a
// copy of init, then each update row is added at its index. The threads
// share the columns in both nests, so no two add into one element. The
// index is checked once per update row, before the columns' loop (which
// runs in some thread): one unsigned compare with the row count, a report
// to the error slot where it fails (each failure counts itself; the first
// writes the check's number, the index and the size), and row 0 read and
// written in
// its place; no wrap, no clamp. The check's op and dim go into
// `pyc.index_checks`.
// CHECK: #[[LOC:.+]] = loc("embedding_backward"(
// CHECK-LABEL: func.func @scatter_add
// CHECK-SAME: (%[[INIT:[^:]*]]: memref<10x4xf32>, %[[IDS:[^:]*]]: memref<6xi64>, %[[UPD:[^:]*]]: memref<6x4xf32>, %[[OUT:[^:]*]]: memref<10x4xf32>, %{{[^:]*}}: memref<16xi64>, %[[ERR:[^:]*]]: memref<4xi64>
// CHECK-SAME: pyc.index_checks = [{dim = 0 : i64, loc = #[[LOC]], op = "pyc.scatter_add"}]
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step
// CHECK:   scf.for %[[C:.*]] = %[[LO:.*]] to %[[HI:.*]] step
// CHECK:     %[[V:.*]] = memref.load %[[INIT]][%[[R]], %[[C]]]
// CHECK:     memref.store %[[V]], %[[OUT]][%[[R]], %[[C]]]
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NOT: scf.for
// CHECK:   %[[ID:.*]] = memref.load %[[IDS]][%[[N]]]
// CHECK:   %[[I:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK:   %[[OK:.*]] = arith.cmpi ult, %[[I]], %[[C10:.*]] : index
// CHECK:   %[[BAD:.*]] = arith.cmpi uge, %[[I]], %[[C10]] : index
// CHECK:   scf.if %[[BAD]] {
// CHECK:     %[[OLD:.*]] = memref.atomic_rmw addi %c1_i64, %[[ERR]][%c0]
// CHECK:     %[[FIRST:.*]] = arith.cmpi eq, %[[OLD]], %c0_i64
// CHECK:     scf.if %[[FIRST]] {
// CHECK:       memref.store %c0_i64, %[[ERR]][%c1]
// CHECK:       memref.store %[[ID]], %[[ERR]][%c2]
// CHECK:       memref.store %c10_i64, %[[ERR]][%c3]
// CHECK:   %[[ROW:.*]] = arith.select %[[OK]], %[[I]], %c0 : index
// CHECK-NOT: arith.minui %[[ROW]]
// CHECK:   scf.for %[[C2:.*]] = %[[LO]] to %[[HI]] step
// CHECK:     %[[U:.*]] = memref.load %[[UPD]][%[[N]], %[[C2]]]
// CHECK:     %[[PREV:.*]] = memref.load %[[OUT]][%[[ROW]], %[[C2]]]
// CHECK:     %[[SUM:.*]] = arith.addf %[[PREV]], %[[U]] : f32
// CHECK:     memref.store %[[SUM]], %[[OUT]][%[[ROW]], %[[C2]]]
func.func @scatter_add(%init: tensor<10x4xf32>, %ids: tensor<6xi64>, %upd: tensor<6x4xf32>) -> tensor<10x4xf32> {
  %k = pyc.kernel opaque(%init, %ids, %upd) : (tensor<10x4xf32>, tensor<6xi64>, tensor<6x4xf32>) -> tensor<10x4xf32> {
  ^bb0(%a: tensor<10x4xf32>, %b: tensor<6xi64>, %c: tensor<6x4xf32>):
    %0 = pyc.scatter_add %c into %a[%b], dim = 0 : tensor<6x4xf32>, tensor<6xi64> -> tensor<10x4xf32> loc("embedding_backward"("model.py":7:0))
    pyc.yield %0 : tensor<10x4xf32>
  }
  return %k : tensor<10x4xf32>
}

// -----

// With no dim but the scattered one to share (a vector), thread 0 runs it.
// CHECK-LABEL: func.func @scatter_add_vector
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK: scf.if %[[FIRST]]
// CHECK: scf.if %[[FIRST]]
// CHECK: memref.atomic_rmw
func.func @scatter_add_vector(%init: tensor<10xf32>, %ids: tensor<6xi64>, %upd: tensor<6xf32>) -> tensor<10xf32> {
  %k = pyc.kernel opaque(%init, %ids, %upd) : (tensor<10xf32>, tensor<6xi64>, tensor<6xf32>) -> tensor<10xf32> {
  ^bb0(%a: tensor<10xf32>, %b: tensor<6xi64>, %c: tensor<6xf32>):
    %0 = pyc.scatter_add %c into %a[%b], dim = 0 : tensor<6xf32>, tensor<6xi64> -> tensor<10xf32>
    pyc.yield %0 : tensor<10xf32>
  }
  return %k : tensor<10xf32>
}

// -----

// gather (an embedding lookup): a load at the row the index names, no loop
// over the table's rows. The index is loaded and checked once per looked-up
// row, before the loop over the columns.
// CHECK-LABEL: func.func @gather
// CHECK-SAME: (%[[T:[^:]*]]: memref<100x16xf32>, %[[IDS:[^:]*]]: memref<2x3xi64>, %[[OUT:[^:]*]]: memref<2x3x16xf32>, %{{[^:]*}}: memref<16xi64>, %[[ERR:[^:]*]]: memref<4xi64>
// CHECK: scf.for %[[B:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[S:.*]] = %c0 to %c3 step
// CHECK-NEXT: %[[ID:.*]] = memref.load %[[IDS]][%[[B]], %[[S]]]
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[I]], %c100 : index
// CHECK: scf.if
// CHECK: memref.atomic_rmw addi %c1_i64, %[[ERR]]
// CHECK: %[[ROW:.*]] = arith.select %[[OK]], %[[I]], %c0 : index
// CHECK-NEXT: scf.for %[[C:.*]] = %c0 to %c16 step
// CHECK-NEXT: %[[V:.*]] = memref.load %[[T]][%[[ROW]], %[[C]]]
// CHECK-NEXT: memref.store %[[V]], %[[OUT]][%[[B]], %[[S]], %[[C]]]
// CHECK-NEXT: }
func.func @gather(%table: tensor<100x16xf32>, %ids: tensor<2x3xi64>) -> tensor<2x3x16xf32> {
  %k = pyc.kernel opaque(%table, %ids) : (tensor<100x16xf32>, tensor<2x3xi64>) -> tensor<2x3x16xf32> {
  ^bb0(%a: tensor<100x16xf32>, %b: tensor<2x3xi64>):
    %0 = pyc.gather %a[%b], dim = 0 : tensor<100x16xf32>, tensor<2x3xi64> -> tensor<2x3x16xf32>
    pyc.yield %0 : tensor<2x3x16xf32>
  }
  return %k : tensor<2x3x16xf32>
}

// -----

// take_along_dim (cross-entropy's pick of each row's target): one load per
// result element at the row's index; no loop over the 1000 classes.
// CHECK-LABEL: func.func @take_along_dim
// CHECK-SAME: (%[[X:[^:]*]]: memref<4x1000xf32>, %[[IDS:[^:]*]]: memref<4x1xi64>, %[[OUT:[^:]*]]: memref<4x1xf32>, %{{[^:]*}}: memref<16xi64>, %[[ERR:[^:]*]]: memref<4xi64>
// CHECK-NOT: %c1000 to
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[ID:.*]] = memref.load %[[IDS]][%[[R]], %c0]
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[I]], %c1000 : index
// CHECK: memref.atomic_rmw addi %c1_i64, %[[ERR]]
// CHECK: %[[COL:.*]] = arith.select %[[OK]], %[[I]], %c0 : index
// CHECK-NEXT: %[[V:.*]] = memref.load %[[X]][%[[R]], %[[COL]]]
// CHECK-NEXT: memref.store %[[V]], %[[OUT]][%[[R]], %c0]
// CHECK-NOT: %c1000 to
func.func @take_along_dim(%x: tensor<4x1000xf32>, %ids: tensor<4x1xi64>) -> tensor<4x1xf32> {
  %k = pyc.kernel opaque(%x, %ids) : (tensor<4x1000xf32>, tensor<4x1xi64>) -> tensor<4x1xf32> {
  ^bb0(%a: tensor<4x1000xf32>, %b: tensor<4x1xi64>):
    %0 = pyc.take_along_dim %a[%b], dim = 1 : tensor<4x1000xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
    pyc.yield %0 : tensor<4x1xf32>
  }
  return %k : tensor<4x1xf32>
}

// -----

// scatter_add_along_dim on bool (adds are ors): the copy of init, then one
// checked or at each update's computed address, in update order; the
// threads share the rows (the updates have all of them), no loop over the
// classes but the copy's.
// CHECK-LABEL: func.func @scatter_add_along_dim
// CHECK-SAME: (%[[INIT:[^:]*]]: memref<4x1000xi8>, %[[IDS:[^:]*]]: memref<4x2xi64>, %[[UPD:[^:]*]]: memref<4x2xi8>, %[[OUT:[^:]*]]: memref<4x1000xi8>
// CHECK: scf.for %[[R:.*]] = %[[LO:.*]] to %[[HI:.*]] step
// CHECK-NEXT: scf.for %[[C:.*]] = %c0 to %c1000 step
// CHECK: scf.for %[[R2:.*]] = %[[LO]] to %[[HI]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %c2 step
// CHECK-NEXT: %[[ID:.*]] = memref.load %[[IDS]][%[[R2]], %[[J]]]
// CHECK-NEXT: %[[I:.*]] = arith.index_cast %[[ID]] : i64 to index
// CHECK-NEXT: arith.cmpi ult, %[[I]], %c1000 : index
// CHECK: %[[COL:.*]] = arith.select %{{.*}}, %[[I]], %c0 : index
// CHECK: %[[U:.*]] = memref.load %[[UPD]][%[[R2]], %[[J]]]
// CHECK: %[[PREV:.*]] = memref.load %[[OUT]][%[[R2]], %[[COL]]]
// CHECK: arith.ori
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[R2]], %[[COL]]]
func.func @scatter_add_along_dim(%init: tensor<4x1000xi1>, %ids: tensor<4x2xi64>, %upd: tensor<4x2xi1>) -> tensor<4x1000xi1> {
  %k = pyc.kernel opaque(%init, %ids, %upd) : (tensor<4x1000xi1>, tensor<4x2xi64>, tensor<4x2xi1>) -> tensor<4x1000xi1> {
  ^bb0(%a: tensor<4x1000xi1>, %b: tensor<4x2xi64>, %c: tensor<4x2xi1>):
    %0 = pyc.scatter_add_along_dim %c into %a[%b], dim = 1 : tensor<4x2xi1>, tensor<4x2xi64> -> tensor<4x1000xi1>
    pyc.yield %0 : tensor<4x1000xi1>
  }
  return %k : tensor<4x1000xi1>
}

// -----

// A float sum longer than a block (1024 elements) runs in blocks: each
// block's sum starts from zero in f32 (reassociated, so it vectorizes); the
// loop over the blocks carries their total in f64, truncated at the end. The
// last block is partial (10000 = 9 x 1024 + 784).
// CHECK-LABEL: func.func @blocked_row_sum
// CHECK-SAME: %[[X:[^:]*]]: memref<3x10000xf32>, %[[OUT:[^:]*]]: memref<3xf32>
// CHECK: scf.for %[[I:.*]] =
// CHECK: %[[TOTAL:.*]] = scf.for %[[J0:.*]] = %c0 to %c10000 step %c1024 iter_args(%[[T:.*]] = %cst{{.*}}) -> (f64) {
// CHECK-NEXT: %[[END0:.*]] = arith.addi %[[J0]], %c1024
// CHECK-NEXT: %[[END:.*]] = arith.minui %[[END0]], %c10000
// CHECK-NEXT: %[[BLOCK:.*]] = scf.for %[[J:.*]] = %[[J0]] to %[[END]] step %c1 iter_args(%[[S:.*]] = %cst{{.*}}) -> (f32) {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[X]][%[[I]], %[[J]]]
// CHECK-NEXT: %[[NEXT:.*]] = arith.addf %[[V]], %[[S]] fastmath<reassoc> : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK: %[[WIDE:.*]] = arith.extf %[[BLOCK]] : f32 to f64
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[T]], %[[WIDE]] : f64
// CHECK-NEXT: scf.yield %[[SUM]] : f64
// CHECK: %[[R:.*]] = arith.truncf %[[TOTAL]] : f64 to f32
// CHECK-NEXT: memref.store %[[R]], %[[OUT]][%[[I]]]
func.func @blocked_row_sum(%x: tensor<3x10000xf32>) -> tensor<3xf32> {
  %k = pyc.kernel reduction(%x) : (tensor<3x10000xf32>) -> tensor<3xf32> {
  ^bb0(%a: tensor<3x10000xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<3x10000xf32> -> tensor<3xf32>
    pyc.yield %s : tensor<3xf32>
  }
  return %k : tensor<3xf32>
}

// -----

// A sum over several dims: the trailing dims that fit a block make one
// (2 x 512 = 1024 elements), and the loop over the leading dim, a block an
// iteration, carries the f64 total. Max needs no blocks: one loop nest, one
// accumulator.
// CHECK-LABEL: func.func @blocked_full_sum
// CHECK-SAME: %[[X:[^:]*]]: memref<5x2x512xf32>
// CHECK: %[[TOTAL:.*]] = scf.for %[[I:.*]] = %c0 to %c5 step %c1 iter_args(%[[T:.*]] = %cst{{.*}}) -> (f64) {
// CHECK-NEXT: %[[BLOCK:.*]] = scf.for %[[J:.*]] = %c0 to %c2 step %c1 iter_args(%{{.*}}) -> (f32) {
// CHECK-NEXT: scf.for %[[K:.*]] = %c0 to %c512 step %c1 iter_args(%{{.*}}) -> (f32) {
// CHECK-NEXT: memref.load %[[X]][%[[I]], %[[J]], %[[K]]]
// CHECK: %[[WIDE:.*]] = arith.extf %[[BLOCK]] : f32 to f64
// CHECK-NEXT: arith.addf %[[T]], %[[WIDE]] : f64
// CHECK: arith.truncf %[[TOTAL]] : f64 to f32
// CHECK: scf.for %{{.*}} = %c0 to %c5 step %c1 iter_args(%{{.*}}) -> (f32) {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c2 step %c1 iter_args(%{{.*}}) -> (f32) {
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c512 step %c1 iter_args(%{{.*}}) -> (f32) {
// CHECK: arith.maximumf
// CHECK-NOT: f64
func.func @blocked_full_sum(%x: tensor<5x2x512xf32>) -> (tensor<f32>, tensor<f32>) {
  %k:2 = pyc.kernel reduction(%x) : (tensor<5x2x512xf32>) -> (tensor<f32>, tensor<f32>) {
  ^bb0(%a: tensor<5x2x512xf32>):
    %s = pyc.reduce sum %a, dims = [0, 1, 2] : tensor<5x2x512xf32> -> tensor<f32>
    %m = pyc.reduce max %a, dims = [0, 1, 2] : tensor<5x2x512xf32> -> tensor<f32>
    pyc.yield %s, %m : tensor<f32>, tensor<f32>
  }
  return %k#0, %k#1 : tensor<f32>, tensor<f32>
}

// -----

// A column sum over more rows than a block (256): the rows go in blocks;
// the accumulators restart from zero for each block, whose sums are then
// added into f64 totals; the results are the totals, truncated. Max keeps
// its one accumulator over all rows.
// CHECK-LABEL: func.func @blocked_column_sum
// CHECK-SAME: %[[X:[^:]*]]: memref<600x8xf32>, %[[SUM:[^:]*]]: memref<8xf32>
// CHECK: %[[S:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xf64>
// CHECK: %[[M:.*]] = memref.alloc() : memref<8xf32>
// CHECK: scf.for %[[J:.*]] = %[[LB:.*]] to %[[UB:.*]] step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[S]][%[[J]]]
// CHECK-NEXT: memref.store %{{.*}}, %[[T]][%[[J]]]
// CHECK-NEXT: memref.store %{{.*}}, %[[M]][%[[J]]]
// CHECK: scf.for %[[R0:.*]] = %c0 to %c600 step %c256 {
// CHECK-NEXT: scf.for %[[J1:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: memref.store %{{.*}}, %[[S]][%[[J1]]]
// CHECK-NEXT: }
// CHECK: scf.for %[[R:.*]] = %[[R0]] to %{{.*}} step %c1 {
// CHECK-NEXT: scf.for %[[J2:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: %[[V:.*]] = memref.load %[[X]][%[[R]], %[[J2]]]
// CHECK: memref.store %{{.*}}, %[[S]][%[[J2]]]
// CHECK: memref.store %{{.*}}, %[[M]][%[[J2]]]
// CHECK: scf.for %[[J3:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: %[[B:.*]] = memref.load %[[S]][%[[J3]]]
// CHECK-NEXT: %[[W:.*]] = arith.extf %[[B]] : f32 to f64
// CHECK-NEXT: %[[OLD:.*]] = memref.load %[[T]][%[[J3]]]
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[OLD]], %[[W]] : f64
// CHECK-NEXT: memref.store %[[NEW]], %[[T]][%[[J3]]]
// CHECK: scf.for %[[J4:.*]] = %[[LB]] to %[[UB]] step %c1 {
// CHECK-NEXT: %[[TOTAL:.*]] = memref.load %[[T]][%[[J4]]]
// CHECK-NEXT: %[[R4:.*]] = arith.truncf %[[TOTAL]] : f64 to f32
// CHECK: memref.store %[[R4]], %[[SUM]][%[[J4]]]
func.func @blocked_column_sum(%g: tensor<600x8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %k:2 = pyc.kernel reduction(%g) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 1>} : (tensor<600x8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  ^bb0(%a: tensor<600x8xf32>):
    %s = pyc.reduce sum %a, dims = [0] : tensor<600x8xf32> -> tensor<8xf32>
    %m = pyc.reduce max %a, dims = [0] : tensor<600x8xf32> -> tensor<8xf32>
    pyc.yield %s, %m : tensor<8xf32>, tensor<8xf32>
  }
  return %k#0, %k#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// A kernel whose result reshapes another value (heads merged back into rows)
// writes over that value's shape, into its output viewed so: no division of
// a flat row index finds the head.
// CHECK-LABEL: func.func @merged_heads
// CHECK: %[[VIEW:.*]] = memref.reinterpret_cast %{{.*}} to offset: [0], sizes: [2, 3, 4, 8], strides: [96, 32, 8, 1] : memref<6x32xf32> to memref<2x3x4x8xf32>
// CHECK: memref.store %{{.*}}, %[[VIEW]][%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}] : memref<2x3x4x8xf32>
func.func @merged_heads(%arg0: tensor<2x4x3x8xf32>) -> tensor<6x32xf32> {
  %0 = pyc.kernel pointwise(%arg0) : (tensor<2x4x3x8xf32>) -> tensor<6x32xf32> {
  ^bb0(%arg1: tensor<2x4x3x8xf32>):
    %1 = pyc.transpose %arg1, permutation = [0, 2, 1, 3] : tensor<2x4x3x8xf32> -> tensor<2x3x4x8xf32>
    %2 = pyc.reshape %1 : tensor<2x3x4x8xf32> -> tensor<6x32xf32>
    pyc.yield %2 : tensor<6x32xf32>
  }
  return %0 : tensor<6x32xf32>
}

// -----

// Run-time sizes: each symbol of `pyc.symbols` is read once from the dim
// of the input buffer it names; loops run to those sizes; a reshape that
// merges the two `?` dims reads the operand at [i / s1, i mod s1]; the
// result's shape over the symbols goes with the function for the runtime
// (`pyc.result_sizes`).
// CHECK: #[[SIZES:.*]] = affine_map<()[s0, s1] -> (s0 * s1, 8)>
// CHECK-LABEL: func.func @run_time_sizes
// CHECK-SAME: (%[[X:[^:]*]]: memref<?x?x8xf32>, %[[OUT:[^:]*]]: memref<?x8xf32>,
// CHECK-SAME: pyc.result_sizes = [#[[SIZES]]]
// CHECK-DAG: %[[S0:.*]] = memref.dim %[[X]], %c0
// CHECK-DAG: %[[S1:.*]] = memref.dim %[[X]], %c1
// CHECK: %[[ROWS:.*]] = arith.muli %[[S0]], %[[S1]]
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK: scf.for %[[J:.*]] = %c0 to %c8
// CHECK-DAG: %[[B:.*]] = arith.remui %[[I]], %[[S1]]
// CHECK-DAG: %[[A:.*]] = arith.divui %[[I]], %[[S1]]
// CHECK: memref.load %[[X]][%[[A]], %[[B]], %[[J]]]
// CHECK: math.exp
// CHECK: memref.store %{{.*}}, %[[OUT]][%[[I]], %[[J]]]
func.func @run_time_sizes(%x: tensor<?x?x8xf32>) -> tensor<?x8xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1>} {
  %k = pyc.kernel pointwise(%x) : (tensor<?x?x8xf32>) -> tensor<?x8xf32> {
  ^bb0(%a: tensor<?x?x8xf32>):
    %0 = pyc.reshape %a {sizes = affine_map<()[s0, s1] -> (s0 * s1, 8)>} : tensor<?x?x8xf32> -> tensor<?x8xf32>
    %1 = pyc.exp %0 : tensor<?x8xf32>
    pyc.yield %1 : tensor<?x8xf32>
  }
  return %k : tensor<?x8xf32>
}

// -----

// A row reduction over a run-time length (softmax over a sequence): the
// sum runs in blocks of 1024 whose sums are added in f64, whatever the
// length turns out to be.
// CHECK-LABEL: func.func @run_time_row
// CHECK-DAG: %[[N:.*]] = memref.dim %{{.*}}, %c1
// CHECK: scf.for %{{.*}} = %c0 to %[[N]] step %c1024 iter_args(%{{.*}} = %{{.*}}) -> (f64)
// CHECK: arith.minui %{{.*}}, %[[N]]
// CHECK: arith.extf %{{.*}} : f32 to f64
func.func @run_time_row(%x: tensor<4x?xf32>) -> tensor<4xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 1, 1>} {
  %k = pyc.kernel reduction(%x) : (tensor<4x?xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x?xf32>):
    %0 = pyc.reduce sum %a, dims = [1] : tensor<4x?xf32> -> tensor<4xf32>
    pyc.yield %0 : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

// A mean over a row of run-time length: the divisor, `pyc.size`, is
// computed from the symbol read from the input's dim (2 * s0 - 1 here),
// converted to the element type.
// CHECK-LABEL: func.func @run_time_mean
// CHECK: %[[N:.*]] = memref.dim %{{.*}}, %c1
// CHECK: %[[T:.*]] = arith.muli %[[N]], %c2
// CHECK: %[[D:.*]] = arith.addi %[[T]], %c-1
// CHECK: %[[I:.*]] = arith.index_cast %[[D]] : index to i64
// CHECK: %[[F:.*]] = arith.sitofp %[[I]] : i64 to f32
// CHECK: arith.divf %{{.*}}, %[[F]]
func.func @run_time_mean(%x: tensor<4x?xf32>) -> tensor<4xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 1, 1>} {
  %k = pyc.kernel reduction(%x) : (tensor<4x?xf32>) -> tensor<4xf32> {
  ^bb0(%a: tensor<4x?xf32>):
    %s = pyc.reduce sum %a, dims = [1] : tensor<4x?xf32> -> tensor<4xf32>
    %n = pyc.size affine_map<()[s0] -> (s0 * 2 - 1)> : tensor<f32>
    %nb = pyc.broadcast_in_dim %n, dims = [] : tensor<f32> -> tensor<4xf32>
    %m = pyc.div %s, %nb : tensor<4xf32>
    pyc.yield %m : tensor<4xf32>
  }
  return %k : tensor<4xf32>
}

// -----

// A concat along a run-time dim, as a kernel of its own: each input is
// copied into place, the second from offset dim(x, 0), a run-time value.
// CHECK-LABEL: func.func @concat_run_time
// CHECK: %[[PAST:.*]] = memref.dim %arg0, %c0
// CHECK: memref.store %{{.*}}, %arg2[%{{.*}}, %{{.*}}]
// CHECK: %[[AT:.*]] = arith.addi %{{.*}}, %[[PAST]] : index
// CHECK-NEXT: %[[NEW:.*]] = memref.load %arg1
// CHECK-NEXT: memref.store %[[NEW]], %arg2[%[[AT]], %{{.*}}]
func.func @concat_run_time(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 1, 0, 1>} {
  %k = pyc.kernel opaque(%x, %y) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32> {
  ^bb0(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>):
    %c = pyc.concat %a, %b dim = 0 : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    pyc.yield %c : tensor<?x4xf32>
  }
  return %k : tensor<?x4xf32>
}

// -----

// A weight's gradient with k at run time (the tokens of a dynamic batch):
// the transposed left operand is still copied whole before the first panel,
// into a buffer of the thread's own sized at run time.
// The right operand's panel (k x 32 columns) is packed by the threads
// together into scratch sized by k's symbol: 128 bytes a k row.
// CHECK: #[[SCRATCH:.*]] = affine_map<()[s0] -> (s0 * 128)>
// CHECK-LABEL: func.func @matmul_transposed_lhs_run_time_k
// CHECK-SAME: pyc.scratch_bytes = #[[SCRATCH]]
// CHECK: %[[K:.*]] = memref.dim %arg0, %c0 : memref<?x13xf32>
// CHECK: %[[LHS:.*]] = memref.alloc(%[[K]]) : memref<3x?x6xf32>
// CHECK: %[[PANEL:.*]] = memref.view %arg3[%c0][%[[K]]] : memref<?xi8> to memref<1x?x32xf32>
// CHECK: scf.for %[[K0:.*]] = %c0 to %[[K]] step %c16 {
// CHECK: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<?x13xf32>, vector<6xf32>
// CHECK: vector.store %{{.*}}, %[[PANEL]]
// CHECK: memref.atomic_rmw
// CHECK: scf.for %{{.*}} = %c0 to %[[K]] step %c1 iter_args
// CHECK: vector.load %[[PANEL]]
// CHECK: memref.load %[[LHS]][%{{.*}}, %{{.*}}, %c5] : memref<3x?x6xf32>
// CHECK: memref.dealloc %[[LHS]]
func.func @matmul_transposed_lhs_run_time_k(%x: tensor<?x13xf32>, %w: tensor<?x32xf32>) -> tensor<13x32xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 0, 1, 0, 1>} {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<order = ikj, block = [6, 32]>} : (tensor<?x13xf32>, tensor<?x32xf32>) -> tensor<13x32xf32> {
  ^bb0(%a: tensor<?x13xf32>, %b: tensor<?x32xf32>):
    %t = pyc.transpose %a, permutation = [1, 0] : tensor<?x13xf32> -> tensor<13x?xf32>
    %m = pyc.matmul %t, %b : tensor<13x?xf32>, tensor<?x32xf32> -> tensor<13x32xf32>
    pyc.yield %m : tensor<13x32xf32>
  }
  return %k : tensor<13x32xf32>
}

// -----

// A left operand stored transposed behind a reshape with run-time sizes
// (attention's q.T in its backward: tokens split into batch x sequence):
// its rows lie along the buffer's last dim, so each block's copy loads 6
// of them as one vector, at token b * s1 + k.
// CHECK-LABEL: func.func @transposed_lhs_run_time_view
// CHECK: %[[S1:.*]] = memref.dim %arg1, %c1 : memref<?x?x32xf32>
// CHECK: scf.if
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %{{.*}}, %[[S1]] : index
// CHECK-NEXT: %[[ROW:.*]] = arith.addi %[[BASE]], %{{.*}} : index
// CHECK-NEXT: vector.load %arg0[%[[ROW]], %{{.*}}] : memref<?x64xf32>, vector<6xf32>
func.func @transposed_lhs_run_time_view(%x: tensor<?x64xf32> {pyc.sizes = affine_map<()[s0, s1] -> (s0 * s1, 64)>}, %w: tensor<?x?x32xf32>) -> tensor<?x64x32xf32>
    attributes {pyc.symbols = array<i64: 0, 1, 0, 1, 1, 1, 1, 1>} {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0, block = [6, 32]>} : (tensor<?x64xf32>, tensor<?x?x32xf32>) -> tensor<?x64x32xf32> {
  ^bb0(%a: tensor<?x64xf32>, %b: tensor<?x?x32xf32>):
    %r = pyc.reshape %a {sizes = affine_map<()[s0, s1] -> (s0, s1, 64)>} : tensor<?x64xf32> -> tensor<?x?x64xf32>
    %t = pyc.transpose %r, permutation = [0, 2, 1] : tensor<?x?x64xf32> -> tensor<?x64x?xf32>
    %m = pyc.matmul %t, %b : tensor<?x64x?xf32>, tensor<?x?x32xf32> -> tensor<?x64x32xf32>
    pyc.yield %m : tensor<?x64x32xf32>
  }
  return %k : tensor<?x64x32xf32>
}

// -----

// A size that no symbol binds (no `pyc.symbols`): an error, not a guess.
func.func @unbound_size(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-error @+1 {{pyc-to-loops: the run-time sizes of result 'tensor<?x8xf32>' are not known}}
  return %x : tensor<?x8xf32>
}

// -----

// A product whose m, k and n are all run-time sizes: the row buffer and
// the packed strips are allocated to them (n / 16 strips, rounded up: the
// last may be partial), the strips of 16 columns run to n / 16, then the
// partial one, and the blocks of 6 rows to m (each row index clamped to the
// last row, only the rows that exist written), k bounds the dot products.
// CHECK-LABEL: func.func @run_time_matmul
// CHECK-DAG: %[[M:.*]] = memref.dim %arg0, %c0
// CHECK-DAG: %[[K:.*]] = memref.dim %arg0, %c1
// CHECK-DAG: %[[N:.*]] = memref.dim %arg1, %c1
// CHECK: memref.alloc(%[[N]]) : memref<6x?xf32>
// CHECK: %[[STRIPS:.*]] = arith.ceildivui %[[N]], %c16
// CHECK: memref.alloc(%[[STRIPS]], %[[K]]) : memref<?x?x16xf32>
// CHECK: %[[LAST:.*]] = arith.subi %[[M]], %c1
// CHECK: arith.minui %{{.*}}, %[[LAST]]
// CHECK: scf.for %{{.*}} = %c0 to %[[K]] step %c1 iter_args
// CHECK-COUNT-6: vector.fma
func.func @run_time_matmul(%x: tensor<?x?xf32>, %w: tensor<?x?xf32>) -> tensor<?x?xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 2, 1, 1, 1>} {
  %k = pyc.kernel contraction(%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<block = [6, 16]>} : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> {
  ^bb0(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>):
    %0 = pyc.matmul %a, %b : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
    pyc.yield %0 : tensor<?x?xf32>
  }
  return %k : tensor<?x?xf32>
}

// -----

// An embedding lookup over a run-time token count, and its gradient: the
// table's rows are static (the index check's bound), the looked-up rows
// run to the count read from the ids' buffer; the scatter-add copies the
// static init, then adds each of the count's update rows.
// CHECK-LABEL: func.func @run_time_lookup
// CHECK-SAME: (%[[T:[^:]*]]: memref<100x16xf32>, %[[IDS:[^:]*]]: memref<?xi64>,
// CHECK: %[[N:.*]] = memref.dim %[[IDS]], %c0
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step
// CHECK: arith.cmpi ult, %{{.*}}, %c100
// CHECK-LABEL: func.func @run_time_scatter_add
// CHECK-SAME: (%[[INIT:[^:]*]]: memref<10x4xf32>, %[[IDS:[^:]*]]: memref<?xi64>, %[[UPD:[^:]*]]: memref<?x4xf32>
// CHECK: %[[N:.*]] = memref.dim %[[IDS]], %c0
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<10x4xf32>
// CHECK: scf.for %{{.*}} = %c0 to %[[N]] step
// CHECK: arith.cmpi ult, %{{.*}}, %c10
// CHECK: arith.addf
func.func @run_time_lookup(%t: tensor<100x16xf32>, %ids: tensor<?xi64>) -> tensor<?x16xf32>
    attributes {pyc.symbols = array<i64: 0, 1, 0, 1>} {
  %k = pyc.kernel pointwise(%t, %ids) : (tensor<100x16xf32>, tensor<?xi64>) -> tensor<?x16xf32> {
  ^bb0(%a: tensor<100x16xf32>, %b: tensor<?xi64>):
    %0 = pyc.gather %a[%b], dim = 0 : tensor<100x16xf32>, tensor<?xi64> -> tensor<?x16xf32>
    pyc.yield %0 : tensor<?x16xf32>
  }
  return %k : tensor<?x16xf32>
}

func.func @run_time_scatter_add(%init: tensor<10x4xf32>, %ids: tensor<?xi64>, %upd: tensor<?x4xf32>) -> tensor<10x4xf32>
    attributes {pyc.symbols = array<i64: 0, 1, 0, 1, 0, 2, 0, 1>} {
  %k = pyc.kernel opaque(%init, %ids, %upd) : (tensor<10x4xf32>, tensor<?xi64>, tensor<?x4xf32>) -> tensor<10x4xf32> {
  ^bb0(%a: tensor<10x4xf32>, %b: tensor<?xi64>, %c: tensor<?x4xf32>):
    %0 = pyc.scatter_add %c into %a[%b], dim = 0 : tensor<?x4xf32>, tensor<?xi64> -> tensor<10x4xf32>
    pyc.yield %0 : tensor<10x4xf32>
  }
  return %k : tensor<10x4xf32>
}

// -----

// Scratch blocks with run-time sizes are reused: %a's block is free once
// its last reader (the kernel making %b) has run, so %c takes it, at
// offset 0; the scratch buffer holds two blocks, not three.
// CHECK: #[[TWO:.*]] = affine_map<()[s0] -> (((s0 * 32) ceildiv 64) * 128)>
// CHECK-LABEL: func.func @scratch_reuse
// CHECK-SAME: pyc.scratch_bytes = #[[TWO]]
// CHECK-COUNT-2: memref.view
// CHECK-NOT: memref.view
func.func @scratch_reuse(%x: tensor<?x8xf32>) -> tensor<?x8xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %a = pyc.kernel pointwise(%x) : (tensor<?x8xf32>) -> tensor<?x8xf32> {
  ^bb0(%p: tensor<?x8xf32>):
    %0 = pyc.exp %p : tensor<?x8xf32>
    pyc.yield %0 : tensor<?x8xf32>
  }
  %b = pyc.kernel pointwise(%a) : (tensor<?x8xf32>) -> tensor<?x8xf32> {
  ^bb0(%p: tensor<?x8xf32>):
    %0 = pyc.tanh %p : tensor<?x8xf32>
    pyc.yield %0 : tensor<?x8xf32>
  }
  %c = pyc.kernel pointwise(%b) : (tensor<?x8xf32>) -> tensor<?x8xf32> {
  ^bb0(%p: tensor<?x8xf32>):
    %0 = pyc.neg %p : tensor<?x8xf32>
    pyc.yield %0 : tensor<?x8xf32>
  }
  %d = pyc.kernel pointwise(%c, %b) : (tensor<?x8xf32>, tensor<?x8xf32>) -> tensor<?x8xf32> {
  ^bb0(%p: tensor<?x8xf32>, %q: tensor<?x8xf32>):
    %0 = pyc.add %p, %q : tensor<?x8xf32>
    pyc.yield %0 : tensor<?x8xf32>
  }
  return %d : tensor<?x8xf32>
}

// -----

// An interior pad (a strided slice's gradient): an element of the result
// comes from the operand where its offset from `low` is a multiple of 2 and
// the multiple is below the operand's 3 elements (unsigned: a negative
// offset is past them too); the operand is read at the clamped quotient.
// CHECK-LABEL: func.func @interior_pad
// CHECK: %[[OFF:.*]] = arith.subi %{{.*}}, %c1 : index
// CHECK: %[[REM:.*]] = arith.remui %[[OFF]], %c2 : index
// CHECK: arith.cmpi eq, %[[REM]], %c0 : index
// CHECK: %[[Q:.*]] = arith.divui %[[OFF]], %c2 : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[Q]], %c3 : index
// CHECK: %[[BOTH:.*]] = arith.andi %{{.*}}, %[[IN]] : i1
// CHECK: %[[AT:.*]] = arith.minui %[[Q]], %c2 : index
// CHECK: %[[X:.*]] = memref.load %arg0[%{{.*}}, %[[AT]]]
// CHECK: arith.select %[[BOTH]], %[[X]], %cst
func.func @interior_pad(%x: tensor<2x3xf32>) -> tensor<2x7xf32> {
  %k = pyc.kernel pointwise(%x) : (tensor<2x3xf32>) -> tensor<2x7xf32> {
  ^bb0(%a: tensor<2x3xf32>):
    %p = pyc.pad %a, low = [0, 1], high = [0, 1], value = 0.0 interior = [0, 1] : tensor<2x3xf32> -> tensor<2x7xf32>
    pyc.yield %p : tensor<2x7xf32>
  }
  return %k : tensor<2x7xf32>
}
