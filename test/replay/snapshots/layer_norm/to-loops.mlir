#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<4x32xf32>, %arg1: memref<32xf32>, %arg2: memref<32xf32>, %arg3: memref<4x32xf32>, %arg4: memref<16xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %0 = arith.muli %c4_0, %arg6 : index
    %1 = arith.divui %0, %arg7 : index
    %c4_1 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c4_1 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.addi %arg6, %c1_2 : index
    %c4_3 = arith.constant 4 : index
    %5 = arith.muli %c4_3, %4 : index
    %6 = arith.divui %5, %arg7 : index
    %c4_4 = arith.constant 4 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_5 : index
    %8 = arith.minui %7, %c4_4 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg8 = %3 to %8 step %c1_6 {
      %cst = arith.constant 0.000000e+00 : f32
      %c1_8 = arith.constant 1 : index
      %c32 = arith.constant 32 : index
      %c0_9 = arith.constant 0 : index
      %10 = scf.for %arg9 = %c0_9 to %c32 step %c1_8 iter_args(%arg10 = %cst) -> (f32) {
        %12 = memref.load %arg0[%arg8, %arg9] : memref<4x32xf32>
        %13 = arith.addf %12, %arg10 fastmath<reassoc> : f32
        scf.yield %13 : f32
      } {loop_annotation = #loop_annotation}
      %cst_10 = arith.constant 0.000000e+00 : f32
      %c1_11 = arith.constant 1 : index
      %c32_12 = arith.constant 32 : index
      %c0_13 = arith.constant 0 : index
      %11 = scf.for %arg9 = %c0_13 to %c32_12 step %c1_11 iter_args(%arg10 = %cst_10) -> (f32) {
        %12 = memref.load %arg0[%arg8, %arg9] : memref<4x32xf32>
        %cst_17 = arith.constant 3.125000e-02 : f32
        %13 = arith.mulf %10, %cst_17 : f32
        %14 = arith.subf %12, %13 : f32
        %15 = arith.mulf %14, %14 : f32
        %16 = arith.addf %15, %arg10 fastmath<reassoc> : f32
        scf.yield %16 : f32
      } {loop_annotation = #loop_annotation}
      %c0_14 = arith.constant 0 : index
      %c32_15 = arith.constant 32 : index
      %c1_16 = arith.constant 1 : index
      scf.for %arg9 = %c0_14 to %c32_15 step %c1_16 {
        %12 = memref.load %arg0[%arg8, %arg9] : memref<4x32xf32>
        %c0_17 = arith.constant 0 : index
        %cst_18 = arith.constant 3.125000e-02 : f32
        %13 = arith.mulf %10, %cst_18 : f32
        %14 = arith.subf %12, %13 : f32
        %c0_19 = arith.constant 0 : index
        %cst_20 = arith.constant 3.125000e-02 : f32
        %15 = arith.mulf %11, %cst_20 : f32
        %cst_21 = arith.constant 9.99999974E-6 : f32
        %16 = arith.addf %15, %cst_21 : f32
        %17 = math.rsqrt %16 : f32
        %18 = arith.mulf %14, %17 : f32
        %19 = memref.load %arg1[%arg9] : memref<32xf32>
        %20 = arith.mulf %18, %19 : f32
        %21 = memref.load %arg2[%arg9] : memref<32xf32>
        %22 = arith.addf %20, %21 : f32
        memref.store %22, %arg3[%arg8, %arg9] : memref<4x32xf32>
      } {loop_annotation = #loop_annotation1}
    }
    %c1_7 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg7, %c1_7 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_8 = arith.constant 1 : index
      %10 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_8] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_9 = arith.constant 1 : i64
      %c0_10 = arith.constant 0 : index
      %11 = memref.atomic_rmw addi %c1_i64_9, %arg4[%c0_10] : (i64, memref<16xi64>) -> i64
      %12 = arith.addi %11, %c1_i64 : i64
      %13 = arith.index_cast %arg7 : index to i64
      %14 = arith.cmpi eq, %12, %13 : i64
      scf.if %14 {
        %c0_i64_11 = arith.constant 0 : i64
        %c0_12 = arith.constant 0 : index
        %15 = memref.atomic_rmw assign %c0_i64_11, %arg4[%c0_12] : (i64, memref<16xi64>) -> i64
        %c0_i64_13 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %16 = memref.atomic_rmw assign %c0_i64_13, %arg4[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_14 = arith.constant 1 : i64
        %c1_15 = arith.constant 1 : index
        %17 = memref.atomic_rmw addi %c1_i64_14, %arg4[%c1_15] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_11 = arith.constant 0 : i64
          %c1_12 = arith.constant 1 : index
          %15 = memref.atomic_rmw addi %c0_i64_11, %arg4[%c1_12] : (i64, memref<16xi64>) -> i64
          %16 = arith.cmpi eq, %15, %10 : i64
          scf.condition(%16)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %10 = memref.atomic_rmw assign %c0_i64, %arg4[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
