#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<8x32xf32>, %arg1: memref<8x32xf32>, %arg2: memref<16xi64>, %arg3: memref<4xi64>, %arg4: index, %arg5: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %alloc = memref.alloc() : memref<32xf32>
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_0 = arith.constant 8 : index
    %0 = arith.muli %c8_0, %arg4 : index
    %1 = arith.divui %0, %arg5 : index
    %c8_1 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c8_1 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.addi %arg4, %c1_2 : index
    %c8_3 = arith.constant 8 : index
    %5 = arith.muli %c8_3, %4 : index
    %6 = arith.divui %5, %arg5 : index
    %c8_4 = arith.constant 8 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_5 : index
    %8 = arith.minui %7, %c8_4 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg6 = %3 to %8 step %c1_6 {
      %cst = arith.constant 0xFF800000 : f32
      %c1_8 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c0_9 = arith.constant 0 : index
      %10 = scf.for %arg7 = %c0_9 to %c32 step %c1_8 iter_args(%arg8 = %cst) -> (f32) {
        %12 = memref.load %arg0[%arg6, %arg7] : memref<8x32xf32>
        %13 = arith.maximumf %12, %arg8 fastmath<nsz> : f32
        scf.yield %13 : f32
      } {loop_annotation = #loop_annotation}
      %cst_10 = arith.constant 0.000000e+00 : f32
      %c1_11 = arith.constant 1 : index
      %c32_12 = arith.constant 32 : index
      %c0_13 = arith.constant 0 : index
      %11 = scf.for %arg7 = %c0_13 to %c32_12 step %c1_11 iter_args(%arg8 = %cst_10) -> (f32) {
        %12 = memref.load %arg0[%arg6, %arg7] : memref<8x32xf32>
        %c0_17 = arith.constant 0 : index
        %13 = arith.subf %12, %10 : f32
        %14 = math.exp %13 : f32
        memref.store %14, %alloc[%arg7] : memref<32xf32>
        %15 = arith.addf %14, %arg8 fastmath<reassoc> : f32
        scf.yield %15 : f32
      } {loop_annotation = #loop_annotation}
      %c0_14 = arith.constant 0 : index
      %c32_15 = arith.constant 32 : index
      %c1_16 = arith.constant 1 : index
      scf.for %arg7 = %c0_14 to %c32_15 step %c1_16 {
        %12 = memref.load %alloc[%arg7] : memref<32xf32>
        %c0_17 = arith.constant 0 : index
        %13 = arith.divf %12, %11 fastmath<arcp> : f32
        memref.store %13, %arg1[%arg6, %arg7] : memref<8x32xf32>
      } {loop_annotation = #loop_annotation1}
    }
    memref.dealloc %alloc : memref<32xf32>
    %c1_7 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg5, %c1_7 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_8 = arith.constant 1 : index
      %10 = memref.atomic_rmw addi %c0_i64, %arg2[%c1_8] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_9 = arith.constant 1 : i64
      %c0_10 = arith.constant 0 : index
      %11 = memref.atomic_rmw addi %c1_i64_9, %arg2[%c0_10] : (i64, memref<16xi64>) -> i64
      %12 = arith.addi %11, %c1_i64 : i64
      %13 = arith.index_cast %arg5 : index to i64
      %14 = arith.cmpi eq, %12, %13 : i64
      scf.if %14 {
        %c0_i64_11 = arith.constant 0 : i64
        %c0_12 = arith.constant 0 : index
        %15 = memref.atomic_rmw assign %c0_i64_11, %arg2[%c0_12] : (i64, memref<16xi64>) -> i64
        %c0_i64_13 = arith.constant 0 : i64
        %c8_14 = arith.constant 8 : index
        %16 = memref.atomic_rmw assign %c0_i64_13, %arg2[%c8_14] : (i64, memref<16xi64>) -> i64
        %c1_i64_15 = arith.constant 1 : i64
        %c1_16 = arith.constant 1 : index
        %17 = memref.atomic_rmw addi %c1_i64_15, %arg2[%c1_16] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_11 = arith.constant 0 : i64
          %c1_12 = arith.constant 1 : index
          %15 = memref.atomic_rmw addi %c0_i64_11, %arg2[%c1_12] : (i64, memref<16xi64>) -> i64
          %16 = arith.cmpi eq, %15, %10 : i64
          scf.condition(%16)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_8 = arith.constant 8 : index
      %10 = memref.atomic_rmw assign %c0_i64, %arg2[%c8_8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
