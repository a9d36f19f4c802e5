#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<4x6xf32>, %arg1: memref<3x6xf32>, %arg2: memref<3x3xf32>, %arg3: memref<5x6xf32>, %arg4: memref<3x9xf32>, %arg5: memref<64xi8>, %arg6: memref<16xi64>, %arg7: memref<4xi64>, %arg8: index, %arg9: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 64 : i64, pyc.naive_bytes = 64 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg5[%c0][] : memref<64xi8> to memref<2x6xf32>
    %c0_0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %0 = arith.muli %c2_1, %arg8 : index
    %1 = arith.divui %0, %arg9 : index
    %c2_2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c2_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg8, %c1_3 : index
    %c2_4 = arith.constant 2 : index
    %5 = arith.muli %c2_4, %4 : index
    %6 = arith.divui %5, %arg9 : index
    %c2_5 = arith.constant 2 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c2_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg10 = %3 to %8 step %c1_7 {
      %c0_51 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_52 = arith.constant 1 : index
      scf.for %arg11 = %c0_51 to %c6 step %c1_52 {
        %c1_53 = arith.constant 1 : index
        %49 = arith.muli %arg10, %c1_53 : index
        %c0_54 = arith.constant 0 : index
        %50 = arith.addi %c0_54, %49 : index
        %c1_55 = arith.constant 1 : index
        %51 = arith.muli %arg11, %c1_55 : index
        %c0_56 = arith.constant 0 : index
        %52 = arith.addi %c0_56, %51 : index
        %53 = memref.load %arg0[%50, %52] : memref<4x6xf32>
        memref.store %53, %view[%arg10, %arg11] : memref<2x6xf32>
      } {loop_annotation = #loop_annotation}
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg9, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_51 = arith.constant 1 : index
      %49 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_51] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_52 = arith.constant 1 : i64
      %c0_53 = arith.constant 0 : index
      %50 = memref.atomic_rmw addi %c1_i64_52, %arg6[%c0_53] : (i64, memref<16xi64>) -> i64
      %51 = arith.addi %50, %c1_i64 : i64
      %52 = arith.index_cast %arg9 : index to i64
      %53 = arith.cmpi eq, %51, %52 : i64
      scf.if %53 {
        %c0_i64_54 = arith.constant 0 : i64
        %c0_55 = arith.constant 0 : index
        %54 = memref.atomic_rmw assign %c0_i64_54, %arg6[%c0_55] : (i64, memref<16xi64>) -> i64
        %c0_i64_56 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %55 = memref.atomic_rmw assign %c0_i64_56, %arg6[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_57 = arith.constant 1 : i64
        %c1_58 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_57, %arg6[%c1_58] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_54 = arith.constant 0 : i64
          %c1_55 = arith.constant 1 : index
          %54 = memref.atomic_rmw addi %c0_i64_54, %arg6[%c1_55] : (i64, memref<16xi64>) -> i64
          %55 = arith.cmpi eq, %54, %49 : i64
          scf.condition(%55)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %49 = memref.atomic_rmw assign %c0_i64, %arg6[%c8] : (i64, memref<16xi64>) -> i64
    }
    %c0_9 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_10 = arith.constant 3 : index
    %10 = arith.muli %c3_10, %arg8 : index
    %11 = arith.divui %10, %arg9 : index
    %c3_11 = arith.constant 3 : index
    %c1_12 = arith.constant 1 : index
    %12 = arith.muli %11, %c1_12 : index
    %13 = arith.minui %12, %c3_11 : index
    %c1_13 = arith.constant 1 : index
    %14 = arith.addi %arg8, %c1_13 : index
    %c3_14 = arith.constant 3 : index
    %15 = arith.muli %c3_14, %14 : index
    %16 = arith.divui %15, %arg9 : index
    %c3_15 = arith.constant 3 : index
    %c1_16 = arith.constant 1 : index
    %17 = arith.muli %16, %c1_16 : index
    %18 = arith.minui %17, %c3_15 : index
    %c1_17 = arith.constant 1 : index
    scf.for %arg10 = %13 to %18 step %c1_17 {
      %c0_51 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_52 = arith.constant 1 : index
      scf.for %arg11 = %c0_51 to %c6 step %c1_52 {
        %c0_53 = arith.constant 0 : index
        %49 = arith.addi %arg10, %c0_53 : index
        %50 = memref.load %arg1[%arg10, %arg11] : memref<3x6xf32>
        memref.store %50, %arg3[%49, %arg11] : memref<5x6xf32>
      }
    }
    %c0_18 = arith.constant 0 : index
    %c2_19 = arith.constant 2 : index
    %c2_20 = arith.constant 2 : index
    %19 = arith.muli %c2_20, %arg8 : index
    %20 = arith.divui %19, %arg9 : index
    %c2_21 = arith.constant 2 : index
    %c1_22 = arith.constant 1 : index
    %21 = arith.muli %20, %c1_22 : index
    %22 = arith.minui %21, %c2_21 : index
    %c1_23 = arith.constant 1 : index
    %23 = arith.addi %arg8, %c1_23 : index
    %c2_24 = arith.constant 2 : index
    %24 = arith.muli %c2_24, %23 : index
    %25 = arith.divui %24, %arg9 : index
    %c2_25 = arith.constant 2 : index
    %c1_26 = arith.constant 1 : index
    %26 = arith.muli %25, %c1_26 : index
    %27 = arith.minui %26, %c2_25 : index
    %c1_27 = arith.constant 1 : index
    scf.for %arg10 = %22 to %27 step %c1_27 {
      %c0_51 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_52 = arith.constant 1 : index
      scf.for %arg11 = %c0_51 to %c6 step %c1_52 {
        %c3_53 = arith.constant 3 : index
        %49 = arith.addi %arg10, %c3_53 : index
        %50 = memref.load %view[%arg10, %arg11] : memref<2x6xf32>
        memref.store %50, %arg3[%49, %arg11] : memref<5x6xf32>
      }
    }
    %c1_28 = arith.constant 1 : index
    %28 = arith.cmpi ugt, %arg9, %c1_28 : index
    scf.if %28 {
      %c0_i64 = arith.constant 0 : i64
      %c1_51 = arith.constant 1 : index
      %49 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_51] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_52 = arith.constant 1 : i64
      %c0_53 = arith.constant 0 : index
      %50 = memref.atomic_rmw addi %c1_i64_52, %arg6[%c0_53] : (i64, memref<16xi64>) -> i64
      %51 = arith.addi %50, %c1_i64 : i64
      %52 = arith.index_cast %arg9 : index to i64
      %53 = arith.cmpi eq, %51, %52 : i64
      scf.if %53 {
        %c0_i64_54 = arith.constant 0 : i64
        %c0_55 = arith.constant 0 : index
        %54 = memref.atomic_rmw assign %c0_i64_54, %arg6[%c0_55] : (i64, memref<16xi64>) -> i64
        %c0_i64_56 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %55 = memref.atomic_rmw assign %c0_i64_56, %arg6[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_57 = arith.constant 1 : i64
        %c1_58 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_57, %arg6[%c1_58] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_54 = arith.constant 0 : i64
          %c1_55 = arith.constant 1 : index
          %54 = memref.atomic_rmw addi %c0_i64_54, %arg6[%c1_55] : (i64, memref<16xi64>) -> i64
          %55 = arith.cmpi eq, %54, %49 : i64
          scf.condition(%55)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %49 = memref.atomic_rmw assign %c0_i64, %arg6[%c8] : (i64, memref<16xi64>) -> i64
    }
    %c0_29 = arith.constant 0 : index
    %c3_30 = arith.constant 3 : index
    %c3_31 = arith.constant 3 : index
    %29 = arith.muli %c3_31, %arg8 : index
    %30 = arith.divui %29, %arg9 : index
    %c3_32 = arith.constant 3 : index
    %c1_33 = arith.constant 1 : index
    %31 = arith.muli %30, %c1_33 : index
    %32 = arith.minui %31, %c3_32 : index
    %c1_34 = arith.constant 1 : index
    %33 = arith.addi %arg8, %c1_34 : index
    %c3_35 = arith.constant 3 : index
    %34 = arith.muli %c3_35, %33 : index
    %35 = arith.divui %34, %arg9 : index
    %c3_36 = arith.constant 3 : index
    %c1_37 = arith.constant 1 : index
    %36 = arith.muli %35, %c1_37 : index
    %37 = arith.minui %36, %c3_36 : index
    %c1_38 = arith.constant 1 : index
    scf.for %arg10 = %32 to %37 step %c1_38 {
      %c0_51 = arith.constant 0 : index
      %c3_52 = arith.constant 3 : index
      %c1_53 = arith.constant 1 : index
      scf.for %arg11 = %c0_51 to %c3_52 step %c1_53 {
        %c1_54 = arith.constant 1 : index
        %49 = arith.muli %arg10, %c1_54 : index
        %c0_55 = arith.constant 0 : index
        %50 = arith.addi %c0_55, %49 : index
        %c2_56 = arith.constant 2 : index
        %51 = arith.muli %arg11, %c2_56 : index
        %c0_57 = arith.constant 0 : index
        %52 = arith.addi %c0_57, %51 : index
        %c1_58 = arith.constant 1 : index
        %53 = arith.muli %50, %c1_58 : index
        %c1_59 = arith.constant 1 : index
        %54 = arith.addi %c1_59, %53 : index
        %c1_60 = arith.constant 1 : index
        %55 = arith.muli %52, %c1_60 : index
        %c0_61 = arith.constant 0 : index
        %56 = arith.addi %c0_61, %55 : index
        %57 = memref.load %arg0[%54, %56] : memref<4x6xf32>
        %cst = arith.constant 2.000000e+00 : f32
        %58 = arith.mulf %57, %cst : f32
        memref.store %58, %arg2[%arg10, %arg11] : memref<3x3xf32>
      } {loop_annotation = #loop_annotation}
    }
    %c1_39 = arith.constant 1 : index
    %38 = arith.cmpi ugt, %arg9, %c1_39 : index
    scf.if %38 {
      %c0_i64 = arith.constant 0 : i64
      %c1_51 = arith.constant 1 : index
      %49 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_51] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_52 = arith.constant 1 : i64
      %c0_53 = arith.constant 0 : index
      %50 = memref.atomic_rmw addi %c1_i64_52, %arg6[%c0_53] : (i64, memref<16xi64>) -> i64
      %51 = arith.addi %50, %c1_i64 : i64
      %52 = arith.index_cast %arg9 : index to i64
      %53 = arith.cmpi eq, %51, %52 : i64
      scf.if %53 {
        %c0_i64_54 = arith.constant 0 : i64
        %c0_55 = arith.constant 0 : index
        %54 = memref.atomic_rmw assign %c0_i64_54, %arg6[%c0_55] : (i64, memref<16xi64>) -> i64
        %c0_i64_56 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %55 = memref.atomic_rmw assign %c0_i64_56, %arg6[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_57 = arith.constant 1 : i64
        %c1_58 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_57, %arg6[%c1_58] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_54 = arith.constant 0 : i64
          %c1_55 = arith.constant 1 : index
          %54 = memref.atomic_rmw addi %c0_i64_54, %arg6[%c1_55] : (i64, memref<16xi64>) -> i64
          %55 = arith.cmpi eq, %54, %49 : i64
          scf.condition(%55)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %49 = memref.atomic_rmw assign %c0_i64, %arg6[%c8] : (i64, memref<16xi64>) -> i64
    }
    %c0_40 = arith.constant 0 : index
    %c3_41 = arith.constant 3 : index
    %c3_42 = arith.constant 3 : index
    %39 = arith.muli %c3_42, %arg8 : index
    %40 = arith.divui %39, %arg9 : index
    %c3_43 = arith.constant 3 : index
    %c1_44 = arith.constant 1 : index
    %41 = arith.muli %40, %c1_44 : index
    %42 = arith.minui %41, %c3_43 : index
    %c1_45 = arith.constant 1 : index
    %43 = arith.addi %arg8, %c1_45 : index
    %c3_46 = arith.constant 3 : index
    %44 = arith.muli %c3_46, %43 : index
    %45 = arith.divui %44, %arg9 : index
    %c3_47 = arith.constant 3 : index
    %c1_48 = arith.constant 1 : index
    %46 = arith.muli %45, %c1_48 : index
    %47 = arith.minui %46, %c3_47 : index
    %c1_49 = arith.constant 1 : index
    scf.for %arg10 = %42 to %47 step %c1_49 {
      %c0_51 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %c1_52 = arith.constant 1 : index
      scf.for %arg11 = %c0_51 to %c9 step %c1_52 {
        %cst = arith.constant 0.000000e+00 : f32
        %true = arith.constant true
        %c0_53 = arith.constant 0 : index
        %49 = arith.subi %arg10, %c0_53 : index
        %c2_54 = arith.constant 2 : index
        %c3_55 = arith.constant 3 : index
        %50 = arith.cmpi ult, %49, %c3_55 : index
        %51 = arith.andi %true, %50 : i1
        %52 = arith.minui %49, %c2_54 : index
        %c1_56 = arith.constant 1 : index
        %53 = arith.subi %arg11, %c1_56 : index
        %c5 = arith.constant 5 : index
        %c6 = arith.constant 6 : index
        %54 = arith.cmpi ult, %53, %c6 : index
        %55 = arith.andi %51, %54 : i1
        %56 = arith.minui %53, %c5 : index
        %57 = memref.load %arg1[%52, %56] : memref<3x6xf32>
        %58 = arith.select %55, %57, %cst : f32
        memref.store %58, %arg4[%arg10, %arg11] : memref<3x9xf32>
      } {loop_annotation = #loop_annotation}
    }
    %c1_50 = arith.constant 1 : index
    %48 = arith.cmpi ugt, %arg9, %c1_50 : index
    scf.if %48 {
      %c0_i64 = arith.constant 0 : i64
      %c1_51 = arith.constant 1 : index
      %49 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_51] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_52 = arith.constant 1 : i64
      %c0_53 = arith.constant 0 : index
      %50 = memref.atomic_rmw addi %c1_i64_52, %arg6[%c0_53] : (i64, memref<16xi64>) -> i64
      %51 = arith.addi %50, %c1_i64 : i64
      %52 = arith.index_cast %arg9 : index to i64
      %53 = arith.cmpi eq, %51, %52 : i64
      scf.if %53 {
        %c0_i64_54 = arith.constant 0 : i64
        %c0_55 = arith.constant 0 : index
        %54 = memref.atomic_rmw assign %c0_i64_54, %arg6[%c0_55] : (i64, memref<16xi64>) -> i64
        %c0_i64_56 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %55 = memref.atomic_rmw assign %c0_i64_56, %arg6[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_57 = arith.constant 1 : i64
        %c1_58 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_57, %arg6[%c1_58] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_54 = arith.constant 0 : i64
          %c1_55 = arith.constant 1 : index
          %54 = memref.atomic_rmw addi %c0_i64_54, %arg6[%c1_55] : (i64, memref<16xi64>) -> i64
          %55 = arith.cmpi eq, %54, %49 : i64
          scf.condition(%55)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %49 = memref.atomic_rmw assign %c0_i64, %arg6[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
