#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<4x6xf32>, %arg1: memref<3x6xf32>, %arg2: memref<3x3xf32>, %arg3: memref<5x6xf32>, %arg4: memref<3x9xf32>, %arg5: memref<16xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %c0 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_0 = arith.constant 3 : index
    %0 = arith.muli %c3_0, %arg7 : index
    %1 = arith.divui %0, %arg8 : index
    %c3_1 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c3_1 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.addi %arg7, %c1_2 : index
    %c3_3 = arith.constant 3 : index
    %5 = arith.muli %c3_3, %4 : index
    %6 = arith.divui %5, %arg8 : index
    %c3_4 = arith.constant 3 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_5 : index
    %8 = arith.minui %7, %c3_4 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg9 = %3 to %8 step %c1_6 {
      %c0_39 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_40 = arith.constant 1 : index
      scf.for %arg10 = %c0_39 to %c6 step %c1_40 {
        %c0_41 = arith.constant 0 : index
        %39 = arith.addi %arg9, %c0_41 : index
        %40 = memref.load %arg1[%arg9, %arg10] : memref<3x6xf32>
        memref.store %40, %arg3[%39, %arg10] : memref<5x6xf32>
      }
    }
    %c0_7 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_8 = arith.constant 2 : index
    %9 = arith.muli %c2_8, %arg7 : index
    %10 = arith.divui %9, %arg8 : index
    %c2_9 = arith.constant 2 : index
    %c1_10 = arith.constant 1 : index
    %11 = arith.muli %10, %c1_10 : index
    %12 = arith.minui %11, %c2_9 : index
    %c1_11 = arith.constant 1 : index
    %13 = arith.addi %arg7, %c1_11 : index
    %c2_12 = arith.constant 2 : index
    %14 = arith.muli %c2_12, %13 : index
    %15 = arith.divui %14, %arg8 : index
    %c2_13 = arith.constant 2 : index
    %c1_14 = arith.constant 1 : index
    %16 = arith.muli %15, %c1_14 : index
    %17 = arith.minui %16, %c2_13 : index
    %c1_15 = arith.constant 1 : index
    scf.for %arg9 = %12 to %17 step %c1_15 {
      %c0_39 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_40 = arith.constant 1 : index
      scf.for %arg10 = %c0_39 to %c6 step %c1_40 {
        %c3_41 = arith.constant 3 : index
        %39 = arith.addi %arg9, %c3_41 : index
        %c1_42 = arith.constant 1 : index
        %40 = arith.muli %arg9, %c1_42 : index
        %c0_43 = arith.constant 0 : index
        %41 = arith.addi %c0_43, %40 : index
        %c1_44 = arith.constant 1 : index
        %42 = arith.muli %arg10, %c1_44 : index
        %c0_45 = arith.constant 0 : index
        %43 = arith.addi %c0_45, %42 : index
        %44 = memref.load %arg0[%41, %43] : memref<4x6xf32>
        memref.store %44, %arg3[%39, %arg10] : memref<5x6xf32>
      }
    }
    %c1_16 = arith.constant 1 : index
    %18 = arith.cmpi ugt, %arg8, %c1_16 : index
    scf.if %18 {
      %c0_i64 = arith.constant 0 : i64
      %c1_39 = arith.constant 1 : index
      %39 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_39] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_40 = arith.constant 1 : i64
      %c0_41 = arith.constant 0 : index
      %40 = memref.atomic_rmw addi %c1_i64_40, %arg5[%c0_41] : (i64, memref<16xi64>) -> i64
      %41 = arith.addi %40, %c1_i64 : i64
      %42 = arith.index_cast %arg8 : index to i64
      %43 = arith.cmpi eq, %41, %42 : i64
      scf.if %43 {
        %c0_i64_42 = arith.constant 0 : i64
        %c0_43 = arith.constant 0 : index
        %44 = memref.atomic_rmw assign %c0_i64_42, %arg5[%c0_43] : (i64, memref<16xi64>) -> i64
        %c0_i64_44 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %45 = memref.atomic_rmw assign %c0_i64_44, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg5[%c1_46] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_42 = arith.constant 0 : i64
          %c1_43 = arith.constant 1 : index
          %44 = memref.atomic_rmw addi %c0_i64_42, %arg5[%c1_43] : (i64, memref<16xi64>) -> i64
          %45 = arith.cmpi eq, %44, %39 : i64
          scf.condition(%45)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %39 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    %c0_17 = arith.constant 0 : index
    %c3_18 = arith.constant 3 : index
    %c3_19 = arith.constant 3 : index
    %19 = arith.muli %c3_19, %arg7 : index
    %20 = arith.divui %19, %arg8 : index
    %c3_20 = arith.constant 3 : index
    %c1_21 = arith.constant 1 : index
    %21 = arith.muli %20, %c1_21 : index
    %22 = arith.minui %21, %c3_20 : index
    %c1_22 = arith.constant 1 : index
    %23 = arith.addi %arg7, %c1_22 : index
    %c3_23 = arith.constant 3 : index
    %24 = arith.muli %c3_23, %23 : index
    %25 = arith.divui %24, %arg8 : index
    %c3_24 = arith.constant 3 : index
    %c1_25 = arith.constant 1 : index
    %26 = arith.muli %25, %c1_25 : index
    %27 = arith.minui %26, %c3_24 : index
    %c1_26 = arith.constant 1 : index
    scf.for %arg9 = %22 to %27 step %c1_26 {
      %c0_39 = arith.constant 0 : index
      %c3_40 = arith.constant 3 : index
      %c1_41 = arith.constant 1 : index
      scf.for %arg10 = %c0_39 to %c3_40 step %c1_41 {
        %c1_42 = arith.constant 1 : index
        %39 = arith.muli %arg9, %c1_42 : index
        %c0_43 = arith.constant 0 : index
        %40 = arith.addi %c0_43, %39 : index
        %c2_44 = arith.constant 2 : index
        %41 = arith.muli %arg10, %c2_44 : index
        %c0_45 = arith.constant 0 : index
        %42 = arith.addi %c0_45, %41 : index
        %c1_46 = arith.constant 1 : index
        %43 = arith.muli %40, %c1_46 : index
        %c1_47 = arith.constant 1 : index
        %44 = arith.addi %c1_47, %43 : index
        %c1_48 = arith.constant 1 : index
        %45 = arith.muli %42, %c1_48 : index
        %c0_49 = arith.constant 0 : index
        %46 = arith.addi %c0_49, %45 : index
        %47 = memref.load %arg0[%44, %46] : memref<4x6xf32>
        %cst = arith.constant 2.000000e+00 : f32
        %48 = arith.mulf %47, %cst : f32
        memref.store %48, %arg2[%arg9, %arg10] : memref<3x3xf32>
      } {loop_annotation = #loop_annotation}
    }
    %c1_27 = arith.constant 1 : index
    %28 = arith.cmpi ugt, %arg8, %c1_27 : index
    scf.if %28 {
      %c0_i64 = arith.constant 0 : i64
      %c1_39 = arith.constant 1 : index
      %39 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_39] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_40 = arith.constant 1 : i64
      %c0_41 = arith.constant 0 : index
      %40 = memref.atomic_rmw addi %c1_i64_40, %arg5[%c0_41] : (i64, memref<16xi64>) -> i64
      %41 = arith.addi %40, %c1_i64 : i64
      %42 = arith.index_cast %arg8 : index to i64
      %43 = arith.cmpi eq, %41, %42 : i64
      scf.if %43 {
        %c0_i64_42 = arith.constant 0 : i64
        %c0_43 = arith.constant 0 : index
        %44 = memref.atomic_rmw assign %c0_i64_42, %arg5[%c0_43] : (i64, memref<16xi64>) -> i64
        %c0_i64_44 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %45 = memref.atomic_rmw assign %c0_i64_44, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg5[%c1_46] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_42 = arith.constant 0 : i64
          %c1_43 = arith.constant 1 : index
          %44 = memref.atomic_rmw addi %c0_i64_42, %arg5[%c1_43] : (i64, memref<16xi64>) -> i64
          %45 = arith.cmpi eq, %44, %39 : i64
          scf.condition(%45)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %39 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    %c0_28 = arith.constant 0 : index
    %c3_29 = arith.constant 3 : index
    %c3_30 = arith.constant 3 : index
    %29 = arith.muli %c3_30, %arg7 : index
    %30 = arith.divui %29, %arg8 : index
    %c3_31 = arith.constant 3 : index
    %c1_32 = arith.constant 1 : index
    %31 = arith.muli %30, %c1_32 : index
    %32 = arith.minui %31, %c3_31 : index
    %c1_33 = arith.constant 1 : index
    %33 = arith.addi %arg7, %c1_33 : index
    %c3_34 = arith.constant 3 : index
    %34 = arith.muli %c3_34, %33 : index
    %35 = arith.divui %34, %arg8 : index
    %c3_35 = arith.constant 3 : index
    %c1_36 = arith.constant 1 : index
    %36 = arith.muli %35, %c1_36 : index
    %37 = arith.minui %36, %c3_35 : index
    %c1_37 = arith.constant 1 : index
    scf.for %arg9 = %32 to %37 step %c1_37 {
      %c0_39 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %c1_40 = arith.constant 1 : index
      scf.for %arg10 = %c0_39 to %c9 step %c1_40 {
        %cst = arith.constant 0.000000e+00 : f32
        %true = arith.constant true
        %c0_41 = arith.constant 0 : index
        %39 = arith.subi %arg9, %c0_41 : index
        %c2_42 = arith.constant 2 : index
        %c3_43 = arith.constant 3 : index
        %40 = arith.cmpi ult, %39, %c3_43 : index
        %41 = arith.andi %true, %40 : i1
        %42 = arith.minui %39, %c2_42 : index
        %c1_44 = arith.constant 1 : index
        %43 = arith.subi %arg10, %c1_44 : index
        %c5 = arith.constant 5 : index
        %c6 = arith.constant 6 : index
        %44 = arith.cmpi ult, %43, %c6 : index
        %45 = arith.andi %41, %44 : i1
        %46 = arith.minui %43, %c5 : index
        %47 = memref.load %arg1[%42, %46] : memref<3x6xf32>
        %48 = arith.select %45, %47, %cst : f32
        memref.store %48, %arg4[%arg9, %arg10] : memref<3x9xf32>
      } {loop_annotation = #loop_annotation}
    }
    %c1_38 = arith.constant 1 : index
    %38 = arith.cmpi ugt, %arg8, %c1_38 : index
    scf.if %38 {
      %c0_i64 = arith.constant 0 : i64
      %c1_39 = arith.constant 1 : index
      %39 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_39] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_40 = arith.constant 1 : i64
      %c0_41 = arith.constant 0 : index
      %40 = memref.atomic_rmw addi %c1_i64_40, %arg5[%c0_41] : (i64, memref<16xi64>) -> i64
      %41 = arith.addi %40, %c1_i64 : i64
      %42 = arith.index_cast %arg8 : index to i64
      %43 = arith.cmpi eq, %41, %42 : i64
      scf.if %43 {
        %c0_i64_42 = arith.constant 0 : i64
        %c0_43 = arith.constant 0 : index
        %44 = memref.atomic_rmw assign %c0_i64_42, %arg5[%c0_43] : (i64, memref<16xi64>) -> i64
        %c0_i64_44 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %45 = memref.atomic_rmw assign %c0_i64_44, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg5[%c1_46] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_42 = arith.constant 0 : i64
          %c1_43 = arith.constant 1 : index
          %44 = memref.atomic_rmw addi %c0_i64_42, %arg5[%c1_43] : (i64, memref<16xi64>) -> i64
          %45 = arith.cmpi eq, %44, %39 : i64
          scf.condition(%45)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %39 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
