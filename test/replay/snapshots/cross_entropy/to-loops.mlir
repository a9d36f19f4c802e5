#loc = loc("-":24:13)
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<8x10xf32>, %arg1: memref<8xi64>, %arg2: memref<f32>, %arg3: memref<256xi8>, %arg4: memref<16xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 256 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 256 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg3[%c0][] : memref<256xi8> to memref<8xi8>
    %c64 = arith.constant 64 : index
    %view_0 = memref.view %arg3[%c64][] : memref<256xi8> to memref<8xi64>
    %c128 = arith.constant 128 : index
    %view_1 = memref.view %arg3[%c128][] : memref<256xi8> to memref<f32>
    %c0_2 = arith.constant 0 : index
    %0 = arith.cmpi eq, %arg6, %c0_2 : index
    scf.if %0 {
      %c0_i64 = arith.constant 0 : i64
      %c1_16 = arith.constant 1 : index
      %c8_17 = arith.constant 8 : index
      %c0_18 = arith.constant 0 : index
      %14 = scf.for %arg8 = %c0_18 to %c8_17 step %c1_16 iter_args(%arg9 = %c0_i64) -> (i64) {
        %16 = memref.load %arg1[%arg8] : memref<8xi64>
        %c-100_i64 = arith.constant -100 : i64
        %17 = arith.cmpi ne, %16, %c-100_i64 : i64
        %18 = arith.extui %17 : i1 to i64
        %19 = arith.addi %18, %arg9 : i64
        scf.yield %19 : i64
      } {loop_annotation = #loop_annotation}
      %15 = arith.sitofp %14 : i64 to f32
      memref.store %15, %view_1[] : memref<f32>
      %c0_19 = arith.constant 0 : index
      %c8_20 = arith.constant 8 : index
      %c1_21 = arith.constant 1 : index
      scf.for %arg8 = %c0_19 to %c8_20 step %c1_21 {
        %16 = memref.load %arg1[%arg8] : memref<8xi64>
        %c-100_i64 = arith.constant -100 : i64
        %17 = arith.cmpi ne, %16, %c-100_i64 : i64
        %18 = arith.extui %17 : i1 to i8
        memref.store %18, %view[%arg8] : memref<8xi8>
        %c0_i64_22 = arith.constant 0 : i64
        %19 = arith.select %17, %16, %c0_i64_22 : i64
        memref.store %19, %view_0[%arg8] : memref<8xi64>
      } {loop_annotation = #loop_annotation1}
    }
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi ugt, %arg7, %c1 : index
    scf.if %1 {
      %c0_i64 = arith.constant 0 : i64
      %c1_16 = arith.constant 1 : index
      %14 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_16] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_17 = arith.constant 1 : i64
      %c0_18 = arith.constant 0 : index
      %15 = memref.atomic_rmw addi %c1_i64_17, %arg4[%c0_18] : (i64, memref<16xi64>) -> i64
      %16 = arith.addi %15, %c1_i64 : i64
      %17 = arith.index_cast %arg7 : index to i64
      %18 = arith.cmpi eq, %16, %17 : i64
      scf.if %18 {
        %c0_i64_19 = arith.constant 0 : i64
        %c0_20 = arith.constant 0 : index
        %19 = memref.atomic_rmw assign %c0_i64_19, %arg4[%c0_20] : (i64, memref<16xi64>) -> i64
        %c0_i64_21 = arith.constant 0 : i64
        %c8_22 = arith.constant 8 : index
        %20 = memref.atomic_rmw assign %c0_i64_21, %arg4[%c8_22] : (i64, memref<16xi64>) -> i64
        %c1_i64_23 = arith.constant 1 : i64
        %c1_24 = arith.constant 1 : index
        %21 = memref.atomic_rmw addi %c1_i64_23, %arg4[%c1_24] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_19 = arith.constant 0 : i64
          %c1_20 = arith.constant 1 : index
          %19 = memref.atomic_rmw addi %c0_i64_19, %arg4[%c1_20] : (i64, memref<16xi64>) -> i64
          %20 = arith.cmpi eq, %19, %14 : i64
          scf.condition(%20)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_16 = arith.constant 8 : index
      %14 = memref.atomic_rmw assign %c0_i64, %arg4[%c8_16] : (i64, memref<16xi64>) -> i64
    }
    %c192 = arith.constant 192 : index
    %view_3 = memref.view %arg3[%c192][] : memref<256xi8> to memref<8xf32>
    %c0_4 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_5 = arith.constant 8 : index
    %2 = arith.muli %c8_5, %arg6 : index
    %3 = arith.divui %2, %arg7 : index
    %c8_6 = arith.constant 8 : index
    %c1_7 = arith.constant 1 : index
    %4 = arith.muli %3, %c1_7 : index
    %5 = arith.minui %4, %c8_6 : index
    %c1_8 = arith.constant 1 : index
    %6 = arith.addi %arg6, %c1_8 : index
    %c8_9 = arith.constant 8 : index
    %7 = arith.muli %c8_9, %6 : index
    %8 = arith.divui %7, %arg7 : index
    %c8_10 = arith.constant 8 : index
    %c1_11 = arith.constant 1 : index
    %9 = arith.muli %8, %c1_11 : index
    %10 = arith.minui %9, %c8_10 : index
    %c1_12 = arith.constant 1 : index
    scf.for %arg8 = %5 to %10 step %c1_12 {
      %cst = arith.constant 0xFF800000 : f32
      %c1_16 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %c0_17 = arith.constant 0 : index
      %14 = scf.for %arg9 = %c0_17 to %c10 step %c1_16 iter_args(%arg10 = %cst) -> (f32) {
        %30 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %31 = arith.maximumf %30, %arg10 fastmath<nsz> : f32
        scf.yield %31 : f32
      } {loop_annotation = #loop_annotation}
      %cst_18 = arith.constant 0.000000e+00 : f32
      %c1_19 = arith.constant 1 : index
      %c10_20 = arith.constant 10 : index
      %c0_21 = arith.constant 0 : index
      %15 = scf.for %arg9 = %c0_21 to %c10_20 step %c1_19 iter_args(%arg10 = %cst_18) -> (f32) {
        %30 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %c0_26 = arith.constant 0 : index
        %31 = arith.subf %30, %14 : f32
        %32 = math.exp %31 : f32
        %33 = arith.addf %32, %arg10 fastmath<reassoc> : f32
        scf.yield %33 : f32
      } {loop_annotation = #loop_annotation}
      %16 = memref.load %view[%arg8] : memref<8xi8>
      %17 = arith.trunci %16 : i8 to i1
      %c0_22 = arith.constant 0 : index
      %18 = memref.load %view_0[%arg8] : memref<8xi64>
      %19 = arith.index_cast %18 : i64 to index
      %c10_23 = arith.constant 10 : index
      %20 = arith.cmpi ult, %19, %c10_23 : index
      %21 = arith.index_cast %19 : index to i64
      %true = arith.constant true
      %22 = arith.xori %20, %true : i1
      scf.if %22 {
        %c0_26 = arith.constant 0 : index
        %c1_i64 = arith.constant 1 : i64
        %30 = memref.atomic_rmw addi %c1_i64, %arg5[%c0_26] : (i64, memref<4xi64>) -> i64
        %c0_i64 = arith.constant 0 : i64
        %31 = arith.cmpi eq, %30, %c0_i64 : i64
        scf.if %31 {
          %c0_i64_27 = arith.constant 0 : i64
          %c10_i64 = arith.constant 10 : i64
          %c1_28 = arith.constant 1 : index
          memref.store %c0_i64_27, %arg5[%c1_28] : memref<4xi64>
          %c2 = arith.constant 2 : index
          memref.store %21, %arg5[%c2] : memref<4xi64>
          %c3 = arith.constant 3 : index
          memref.store %c10_i64, %arg5[%c3] : memref<4xi64>
        }
      }
      %c0_24 = arith.constant 0 : index
      %23 = arith.select %20, %19, %c0_24 : index
      %24 = memref.load %arg0[%arg8, %23] : memref<8x10xf32>
      %25 = arith.subf %24, %14 : f32
      %26 = math.log %15 : f32
      %27 = arith.subf %25, %26 : f32
      %28 = arith.negf %27 : f32
      %cst_25 = arith.constant 0.000000e+00 : f32
      %29 = arith.select %17, %28, %cst_25 : f32
      memref.store %29, %view_3[%arg8] : memref<8xf32>
    }
    %c1_13 = arith.constant 1 : index
    %11 = arith.cmpi ugt, %arg7, %c1_13 : index
    scf.if %11 {
      %c0_i64 = arith.constant 0 : i64
      %c1_16 = arith.constant 1 : index
      %14 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_16] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_17 = arith.constant 1 : i64
      %c0_18 = arith.constant 0 : index
      %15 = memref.atomic_rmw addi %c1_i64_17, %arg4[%c0_18] : (i64, memref<16xi64>) -> i64
      %16 = arith.addi %15, %c1_i64 : i64
      %17 = arith.index_cast %arg7 : index to i64
      %18 = arith.cmpi eq, %16, %17 : i64
      scf.if %18 {
        %c0_i64_19 = arith.constant 0 : i64
        %c0_20 = arith.constant 0 : index
        %19 = memref.atomic_rmw assign %c0_i64_19, %arg4[%c0_20] : (i64, memref<16xi64>) -> i64
        %c0_i64_21 = arith.constant 0 : i64
        %c8_22 = arith.constant 8 : index
        %20 = memref.atomic_rmw assign %c0_i64_21, %arg4[%c8_22] : (i64, memref<16xi64>) -> i64
        %c1_i64_23 = arith.constant 1 : i64
        %c1_24 = arith.constant 1 : index
        %21 = memref.atomic_rmw addi %c1_i64_23, %arg4[%c1_24] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_19 = arith.constant 0 : i64
          %c1_20 = arith.constant 1 : index
          %19 = memref.atomic_rmw addi %c0_i64_19, %arg4[%c1_20] : (i64, memref<16xi64>) -> i64
          %20 = arith.cmpi eq, %19, %14 : i64
          scf.condition(%20)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_16 = arith.constant 8 : index
      %14 = memref.atomic_rmw assign %c0_i64, %arg4[%c8_16] : (i64, memref<16xi64>) -> i64
    }
    %c0_14 = arith.constant 0 : index
    %12 = arith.cmpi eq, %arg6, %c0_14 : index
    scf.if %12 {
      %cst = arith.constant 0.000000e+00 : f32
      %c1_16 = arith.constant 1 : index
      %c8_17 = arith.constant 8 : index
      %c0_18 = arith.constant 0 : index
      %14 = scf.for %arg8 = %c0_18 to %c8_17 step %c1_16 iter_args(%arg9 = %cst) -> (f32) {
        %17 = memref.load %view_3[%arg8] : memref<8xf32>
        %18 = arith.addf %17, %arg9 fastmath<reassoc> : f32
        scf.yield %18 : f32
      } {loop_annotation = #loop_annotation}
      %15 = memref.load %view_1[] : memref<f32>
      %16 = arith.divf %14, %15 fastmath<arcp> : f32
      memref.store %16, %arg2[] : memref<f32>
    }
    %c1_15 = arith.constant 1 : index
    %13 = arith.cmpi ugt, %arg7, %c1_15 : index
    scf.if %13 {
      %c0_i64 = arith.constant 0 : i64
      %c1_16 = arith.constant 1 : index
      %14 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_16] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_17 = arith.constant 1 : i64
      %c0_18 = arith.constant 0 : index
      %15 = memref.atomic_rmw addi %c1_i64_17, %arg4[%c0_18] : (i64, memref<16xi64>) -> i64
      %16 = arith.addi %15, %c1_i64 : i64
      %17 = arith.index_cast %arg7 : index to i64
      %18 = arith.cmpi eq, %16, %17 : i64
      scf.if %18 {
        %c0_i64_19 = arith.constant 0 : i64
        %c0_20 = arith.constant 0 : index
        %19 = memref.atomic_rmw assign %c0_i64_19, %arg4[%c0_20] : (i64, memref<16xi64>) -> i64
        %c0_i64_21 = arith.constant 0 : i64
        %c8_22 = arith.constant 8 : index
        %20 = memref.atomic_rmw assign %c0_i64_21, %arg4[%c8_22] : (i64, memref<16xi64>) -> i64
        %c1_i64_23 = arith.constant 1 : i64
        %c1_24 = arith.constant 1 : index
        %21 = memref.atomic_rmw addi %c1_i64_23, %arg4[%c1_24] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_19 = arith.constant 0 : i64
          %c1_20 = arith.constant 1 : index
          %19 = memref.atomic_rmw addi %c0_i64_19, %arg4[%c1_20] : (i64, memref<16xi64>) -> i64
          %20 = arith.cmpi eq, %19, %14 : i64
          scf.condition(%20)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_16 = arith.constant 8 : index
      %14 = memref.atomic_rmw assign %c0_i64, %arg4[%c8_16] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
