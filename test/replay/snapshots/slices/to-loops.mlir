module {
  func.func @f(%arg0: memref<4x6xf32>, %arg1: memref<3x6xf32>, %arg2: memref<3x3xf32>, %arg3: memref<5x6xf32>, %arg4: memref<3x9xf32>, %arg5: memref<64xi8>, %arg6: memref<2xi64>, %arg7: memref<4xi64>, %arg8: index, %arg9: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 64 : i64, pyc.naive_bytes = 64 : i64} {
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
      %c0_40 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_41 = arith.constant 1 : index
      scf.for %arg11 = %c0_40 to %c6 step %c1_41 {
        %c1_42 = arith.constant 1 : index
        %40 = arith.muli %arg10, %c1_42 : index
        %c0_43 = arith.constant 0 : index
        %41 = arith.addi %c0_43, %40 : index
        %c1_44 = arith.constant 1 : index
        %42 = arith.muli %arg11, %c1_44 : index
        %c0_45 = arith.constant 0 : index
        %43 = arith.addi %c0_45, %42 : index
        %44 = memref.load %arg0[%41, %43] : memref<4x6xf32>
        memref.store %44, %view[%arg10, %arg11] : memref<2x6xf32>
      }
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg9, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_40 = arith.constant 1 : index
      %40 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_40] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_41 = arith.constant 1 : i64
      %c0_42 = arith.constant 0 : index
      %41 = memref.atomic_rmw addi %c1_i64_41, %arg6[%c0_42] : (i64, memref<2xi64>) -> i64
      %42 = arith.addi %41, %c1_i64 : i64
      %43 = arith.index_cast %arg9 : index to i64
      %44 = arith.cmpi eq, %42, %43 : i64
      scf.if %44 {
        %c0_i64_43 = arith.constant 0 : i64
        %c0_44 = arith.constant 0 : index
        %45 = memref.atomic_rmw assign %c0_i64_43, %arg6[%c0_44] : (i64, memref<2xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg6[%c1_46] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_43 = arith.constant 0 : i64
          %c1_44 = arith.constant 1 : index
          %45 = memref.atomic_rmw addi %c0_i64_43, %arg6[%c1_44] : (i64, memref<2xi64>) -> i64
          %46 = arith.cmpi eq, %45, %40 : i64
          scf.condition(%46)
        } do {
          scf.yield
        }
      }
    }
    %c0_9 = arith.constant 0 : index
    %c5 = arith.constant 5 : index
    %c5_10 = arith.constant 5 : index
    %10 = arith.muli %c5_10, %arg8 : index
    %11 = arith.divui %10, %arg9 : index
    %c5_11 = arith.constant 5 : index
    %c1_12 = arith.constant 1 : index
    %12 = arith.muli %11, %c1_12 : index
    %13 = arith.minui %12, %c5_11 : index
    %c1_13 = arith.constant 1 : index
    %14 = arith.addi %arg8, %c1_13 : index
    %c5_14 = arith.constant 5 : index
    %15 = arith.muli %c5_14, %14 : index
    %16 = arith.divui %15, %arg9 : index
    %c5_15 = arith.constant 5 : index
    %c1_16 = arith.constant 1 : index
    %17 = arith.muli %16, %c1_16 : index
    %18 = arith.minui %17, %c5_15 : index
    %c1_17 = arith.constant 1 : index
    scf.for %arg10 = %13 to %18 step %c1_17 {
      %c0_40 = arith.constant 0 : index
      %c6 = arith.constant 6 : index
      %c1_41 = arith.constant 1 : index
      scf.for %arg11 = %c0_40 to %c6 step %c1_41 {
        %c0_42 = arith.constant 0 : index
        %40 = arith.subi %arg10, %c0_42 : index
        %c2_43 = arith.constant 2 : index
        %41 = arith.minui %40, %c2_43 : index
        %42 = memref.load %arg1[%41, %arg11] : memref<3x6xf32>
        %c3_44 = arith.constant 3 : index
        %43 = arith.subi %arg10, %c3_44 : index
        %c1_45 = arith.constant 1 : index
        %44 = arith.minui %43, %c1_45 : index
        %45 = memref.load %view[%44, %arg11] : memref<2x6xf32>
        %c3_46 = arith.constant 3 : index
        %46 = arith.cmpi ult, %arg10, %c3_46 : index
        %47 = arith.select %46, %42, %45 : f32
        memref.store %47, %arg3[%arg10, %arg11] : memref<5x6xf32>
      }
    }
    %c1_18 = arith.constant 1 : index
    %19 = arith.cmpi ugt, %arg9, %c1_18 : index
    scf.if %19 {
      %c0_i64 = arith.constant 0 : i64
      %c1_40 = arith.constant 1 : index
      %40 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_40] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_41 = arith.constant 1 : i64
      %c0_42 = arith.constant 0 : index
      %41 = memref.atomic_rmw addi %c1_i64_41, %arg6[%c0_42] : (i64, memref<2xi64>) -> i64
      %42 = arith.addi %41, %c1_i64 : i64
      %43 = arith.index_cast %arg9 : index to i64
      %44 = arith.cmpi eq, %42, %43 : i64
      scf.if %44 {
        %c0_i64_43 = arith.constant 0 : i64
        %c0_44 = arith.constant 0 : index
        %45 = memref.atomic_rmw assign %c0_i64_43, %arg6[%c0_44] : (i64, memref<2xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg6[%c1_46] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_43 = arith.constant 0 : i64
          %c1_44 = arith.constant 1 : index
          %45 = memref.atomic_rmw addi %c0_i64_43, %arg6[%c1_44] : (i64, memref<2xi64>) -> i64
          %46 = arith.cmpi eq, %45, %40 : i64
          scf.condition(%46)
        } do {
          scf.yield
        }
      }
    }
    %c0_19 = arith.constant 0 : index
    %c3 = arith.constant 3 : index
    %c3_20 = arith.constant 3 : index
    %20 = arith.muli %c3_20, %arg8 : index
    %21 = arith.divui %20, %arg9 : index
    %c3_21 = arith.constant 3 : index
    %c1_22 = arith.constant 1 : index
    %22 = arith.muli %21, %c1_22 : index
    %23 = arith.minui %22, %c3_21 : index
    %c1_23 = arith.constant 1 : index
    %24 = arith.addi %arg8, %c1_23 : index
    %c3_24 = arith.constant 3 : index
    %25 = arith.muli %c3_24, %24 : index
    %26 = arith.divui %25, %arg9 : index
    %c3_25 = arith.constant 3 : index
    %c1_26 = arith.constant 1 : index
    %27 = arith.muli %26, %c1_26 : index
    %28 = arith.minui %27, %c3_25 : index
    %c1_27 = arith.constant 1 : index
    scf.for %arg10 = %23 to %28 step %c1_27 {
      %c0_40 = arith.constant 0 : index
      %c3_41 = arith.constant 3 : index
      %c1_42 = arith.constant 1 : index
      scf.for %arg11 = %c0_40 to %c3_41 step %c1_42 {
        %c1_43 = arith.constant 1 : index
        %40 = arith.muli %arg10, %c1_43 : index
        %c0_44 = arith.constant 0 : index
        %41 = arith.addi %c0_44, %40 : index
        %c2_45 = arith.constant 2 : index
        %42 = arith.muli %arg11, %c2_45 : index
        %c0_46 = arith.constant 0 : index
        %43 = arith.addi %c0_46, %42 : index
        %c1_47 = arith.constant 1 : index
        %44 = arith.muli %41, %c1_47 : index
        %c1_48 = arith.constant 1 : index
        %45 = arith.addi %c1_48, %44 : index
        %c1_49 = arith.constant 1 : index
        %46 = arith.muli %43, %c1_49 : index
        %c0_50 = arith.constant 0 : index
        %47 = arith.addi %c0_50, %46 : index
        %48 = memref.load %arg0[%45, %47] : memref<4x6xf32>
        %cst = arith.constant 2.000000e+00 : f32
        %49 = arith.mulf %48, %cst : f32
        memref.store %49, %arg2[%arg10, %arg11] : memref<3x3xf32>
      }
    }
    %c1_28 = arith.constant 1 : index
    %29 = arith.cmpi ugt, %arg9, %c1_28 : index
    scf.if %29 {
      %c0_i64 = arith.constant 0 : i64
      %c1_40 = arith.constant 1 : index
      %40 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_40] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_41 = arith.constant 1 : i64
      %c0_42 = arith.constant 0 : index
      %41 = memref.atomic_rmw addi %c1_i64_41, %arg6[%c0_42] : (i64, memref<2xi64>) -> i64
      %42 = arith.addi %41, %c1_i64 : i64
      %43 = arith.index_cast %arg9 : index to i64
      %44 = arith.cmpi eq, %42, %43 : i64
      scf.if %44 {
        %c0_i64_43 = arith.constant 0 : i64
        %c0_44 = arith.constant 0 : index
        %45 = memref.atomic_rmw assign %c0_i64_43, %arg6[%c0_44] : (i64, memref<2xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg6[%c1_46] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_43 = arith.constant 0 : i64
          %c1_44 = arith.constant 1 : index
          %45 = memref.atomic_rmw addi %c0_i64_43, %arg6[%c1_44] : (i64, memref<2xi64>) -> i64
          %46 = arith.cmpi eq, %45, %40 : i64
          scf.condition(%46)
        } do {
          scf.yield
        }
      }
    }
    %c0_29 = arith.constant 0 : index
    %c3_30 = arith.constant 3 : index
    %c3_31 = arith.constant 3 : index
    %30 = arith.muli %c3_31, %arg8 : index
    %31 = arith.divui %30, %arg9 : index
    %c3_32 = arith.constant 3 : index
    %c1_33 = arith.constant 1 : index
    %32 = arith.muli %31, %c1_33 : index
    %33 = arith.minui %32, %c3_32 : index
    %c1_34 = arith.constant 1 : index
    %34 = arith.addi %arg8, %c1_34 : index
    %c3_35 = arith.constant 3 : index
    %35 = arith.muli %c3_35, %34 : index
    %36 = arith.divui %35, %arg9 : index
    %c3_36 = arith.constant 3 : index
    %c1_37 = arith.constant 1 : index
    %37 = arith.muli %36, %c1_37 : index
    %38 = arith.minui %37, %c3_36 : index
    %c1_38 = arith.constant 1 : index
    scf.for %arg10 = %33 to %38 step %c1_38 {
      %c0_40 = arith.constant 0 : index
      %c9 = arith.constant 9 : index
      %c1_41 = arith.constant 1 : index
      scf.for %arg11 = %c0_40 to %c9 step %c1_41 {
        %cst = arith.constant 0.000000e+00 : f32
        %true = arith.constant true
        %c0_42 = arith.constant 0 : index
        %40 = arith.subi %arg10, %c0_42 : index
        %c2_43 = arith.constant 2 : index
        %c3_44 = arith.constant 3 : index
        %41 = arith.cmpi ult, %40, %c3_44 : index
        %42 = arith.andi %true, %41 : i1
        %43 = arith.minui %40, %c2_43 : index
        %c1_45 = arith.constant 1 : index
        %44 = arith.subi %arg11, %c1_45 : index
        %c5_46 = arith.constant 5 : index
        %c6 = arith.constant 6 : index
        %45 = arith.cmpi ult, %44, %c6 : index
        %46 = arith.andi %42, %45 : i1
        %47 = arith.minui %44, %c5_46 : index
        %48 = memref.load %arg1[%43, %47] : memref<3x6xf32>
        %49 = arith.select %46, %48, %cst : f32
        memref.store %49, %arg4[%arg10, %arg11] : memref<3x9xf32>
      }
    }
    %c1_39 = arith.constant 1 : index
    %39 = arith.cmpi ugt, %arg9, %c1_39 : index
    scf.if %39 {
      %c0_i64 = arith.constant 0 : i64
      %c1_40 = arith.constant 1 : index
      %40 = memref.atomic_rmw addi %c0_i64, %arg6[%c1_40] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_41 = arith.constant 1 : i64
      %c0_42 = arith.constant 0 : index
      %41 = memref.atomic_rmw addi %c1_i64_41, %arg6[%c0_42] : (i64, memref<2xi64>) -> i64
      %42 = arith.addi %41, %c1_i64 : i64
      %43 = arith.index_cast %arg9 : index to i64
      %44 = arith.cmpi eq, %42, %43 : i64
      scf.if %44 {
        %c0_i64_43 = arith.constant 0 : i64
        %c0_44 = arith.constant 0 : index
        %45 = memref.atomic_rmw assign %c0_i64_43, %arg6[%c0_44] : (i64, memref<2xi64>) -> i64
        %c1_i64_45 = arith.constant 1 : i64
        %c1_46 = arith.constant 1 : index
        %46 = memref.atomic_rmw addi %c1_i64_45, %arg6[%c1_46] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_43 = arith.constant 0 : i64
          %c1_44 = arith.constant 1 : index
          %45 = memref.atomic_rmw addi %c0_i64_43, %arg6[%c1_44] : (i64, memref<2xi64>) -> i64
          %46 = arith.cmpi eq, %45, %40 : i64
          scf.condition(%46)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
