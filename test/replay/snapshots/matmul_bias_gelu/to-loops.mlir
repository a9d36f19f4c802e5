#map = affine_map<() -> (2048)>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32xf32>, %arg3: memref<8x32xf32>, %arg4: memref<?xi8>, %arg5: memref<2xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64, pyc.scratch_bytes = #map} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x32xf32>
    %c0 = arith.constant 0 : index
    %view = memref.view %arg4[%c0][] : memref<?xi8> to memref<1x16x32xf32>
    %c32 = arith.constant 32 : index
    %c32_0 = arith.constant 32 : index
    %c0_1 = arith.constant 0 : index
    scf.for %arg9 = %c0_1 to %c32_0 step %c32 {
      %c32_2 = arith.constant 32 : index
      %1 = arith.subi %c32_2, %arg9 : index
      %c32_3 = arith.constant 32 : index
      %2 = arith.minui %c32_3, %1 : index
      %c32_4 = arith.constant 32 : index
      %3 = arith.divui %2, %c32_4 : index
      %c32_5 = arith.constant 32 : index
      %4 = arith.muli %3, %c32_5 : index
      %c16 = arith.constant 16 : index
      %5 = arith.muli %3, %c16 : index
      %c0_6 = arith.constant 0 : index
      %c1_7 = arith.constant 1 : index
      %6 = arith.ceildivui %5, %c1_7 : index
      %7 = arith.muli %6, %arg7 : index
      %8 = arith.divui %7, %arg8 : index
      %c1_8 = arith.constant 1 : index
      %9 = arith.muli %8, %c1_8 : index
      %10 = arith.minui %9, %5 : index
      %c1_9 = arith.constant 1 : index
      %11 = arith.addi %arg7, %c1_9 : index
      %c1_10 = arith.constant 1 : index
      %12 = arith.ceildivui %5, %c1_10 : index
      %13 = arith.muli %12, %11 : index
      %14 = arith.divui %13, %arg8 : index
      %c1_11 = arith.constant 1 : index
      %15 = arith.muli %14, %c1_11 : index
      %16 = arith.minui %15, %5 : index
      %c1_12 = arith.constant 1 : index
      scf.for %arg10 = %10 to %16 step %c1_12 {
        %28 = arith.divui %arg10, %c16 : index
        %29 = arith.remui %arg10, %c16 : index
        %c32_22 = arith.constant 32 : index
        %30 = arith.muli %28, %c32_22 : index
        %31 = arith.addi %arg9, %30 : index
        %c0_23 = arith.constant 0 : index
        %32 = vector.load %arg1[%29, %31] : memref<16x32xf32>, vector<32xf32>
        vector.store %32, %view[%28, %29, %c0_23] : memref<1x16x32xf32>, vector<32xf32>
      }
      %c1_13 = arith.constant 1 : index
      %17 = arith.cmpi ugt, %arg8, %c1_13 : index
      scf.if %17 {
        %c0_i64 = arith.constant 0 : i64
        %c1_22 = arith.constant 1 : index
        %28 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_22] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_23 = arith.constant 1 : i64
        %c0_24 = arith.constant 0 : index
        %29 = memref.atomic_rmw addi %c1_i64_23, %arg5[%c0_24] : (i64, memref<2xi64>) -> i64
        %30 = arith.addi %29, %c1_i64 : i64
        %31 = arith.index_cast %arg8 : index to i64
        %32 = arith.cmpi eq, %30, %31 : i64
        scf.if %32 {
          %c0_i64_25 = arith.constant 0 : i64
          %c0_26 = arith.constant 0 : index
          %33 = memref.atomic_rmw assign %c0_i64_25, %arg5[%c0_26] : (i64, memref<2xi64>) -> i64
          %c1_i64_27 = arith.constant 1 : i64
          %c1_28 = arith.constant 1 : index
          %34 = memref.atomic_rmw addi %c1_i64_27, %arg5[%c1_28] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_25 = arith.constant 0 : i64
            %c1_26 = arith.constant 1 : index
            %33 = memref.atomic_rmw addi %c0_i64_25, %arg5[%c1_26] : (i64, memref<2xi64>) -> i64
            %34 = arith.cmpi eq, %33, %28 : i64
            scf.condition(%34)
          } do {
            scf.yield
          }
        }
      }
      %c0_14 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %18 = arith.muli %c2, %arg7 : index
      %19 = arith.divui %18, %arg8 : index
      %c8_15 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %20 = arith.muli %19, %c6 : index
      %21 = arith.minui %20, %c8_15 : index
      %c1_16 = arith.constant 1 : index
      %22 = arith.addi %arg7, %c1_16 : index
      %c2_17 = arith.constant 2 : index
      %23 = arith.muli %c2_17, %22 : index
      %24 = arith.divui %23, %arg8 : index
      %c8_18 = arith.constant 8 : index
      %c6_19 = arith.constant 6 : index
      %25 = arith.muli %24, %c6_19 : index
      %26 = arith.minui %25, %c8_18 : index
      %c6_20 = arith.constant 6 : index
      scf.for %arg10 = %21 to %26 step %c6_20 {
        %c7 = arith.constant 7 : index
        %c0_22 = arith.constant 0 : index
        %28 = arith.addi %arg10, %c0_22 : index
        %29 = arith.minui %28, %c7 : index
        %c1_23 = arith.constant 1 : index
        %30 = arith.addi %arg10, %c1_23 : index
        %31 = arith.minui %30, %c7 : index
        %c2_24 = arith.constant 2 : index
        %32 = arith.addi %arg10, %c2_24 : index
        %33 = arith.minui %32, %c7 : index
        %c3 = arith.constant 3 : index
        %34 = arith.addi %arg10, %c3 : index
        %35 = arith.minui %34, %c7 : index
        %c4 = arith.constant 4 : index
        %36 = arith.addi %arg10, %c4 : index
        %37 = arith.minui %36, %c7 : index
        %c5 = arith.constant 5 : index
        %38 = arith.addi %arg10, %c5 : index
        %39 = arith.minui %38, %c7 : index
        %40 = arith.addi %arg9, %2 : index
        %c1_25 = arith.constant 1 : index
        %c0_26 = arith.constant 0 : index
        scf.for %arg11 = %c0_26 to %3 step %c1_25 {
          %c32_32 = arith.constant 32 : index
          %44 = arith.muli %arg11, %c32_32 : index
          %45 = arith.addi %arg9, %44 : index
          %cst_33 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_34 = arith.constant 1 : index
          %c16_35 = arith.constant 16 : index
          %c0_36 = arith.constant 0 : index
          %46:6 = scf.for %arg12 = %c0_36 to %c16_35 step %c1_34 iter_args(%arg13 = %cst_33, %arg14 = %cst_33, %arg15 = %cst_33, %arg16 = %cst_33, %arg17 = %cst_33, %arg18 = %cst_33) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_43 = arith.constant 0 : index
            %47 = vector.load %view[%arg11, %arg12, %c0_43] : memref<1x16x32xf32>, vector<32xf32>
            %48 = memref.load %arg0[%29, %arg12] : memref<8x16xf32>
            %49 = vector.broadcast %48 : f32 to vector<32xf32>
            %50 = vector.fma %49, %47, %arg13 : vector<32xf32>
            %51 = memref.load %arg0[%31, %arg12] : memref<8x16xf32>
            %52 = vector.broadcast %51 : f32 to vector<32xf32>
            %53 = vector.fma %52, %47, %arg14 : vector<32xf32>
            %54 = memref.load %arg0[%33, %arg12] : memref<8x16xf32>
            %55 = vector.broadcast %54 : f32 to vector<32xf32>
            %56 = vector.fma %55, %47, %arg15 : vector<32xf32>
            %57 = memref.load %arg0[%35, %arg12] : memref<8x16xf32>
            %58 = vector.broadcast %57 : f32 to vector<32xf32>
            %59 = vector.fma %58, %47, %arg16 : vector<32xf32>
            %60 = memref.load %arg0[%37, %arg12] : memref<8x16xf32>
            %61 = vector.broadcast %60 : f32 to vector<32xf32>
            %62 = vector.fma %61, %47, %arg17 : vector<32xf32>
            %63 = memref.load %arg0[%39, %arg12] : memref<8x16xf32>
            %64 = vector.broadcast %63 : f32 to vector<32xf32>
            %65 = vector.fma %64, %47, %arg18 : vector<32xf32>
            scf.yield %50, %53, %56, %59, %62, %65 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_37 = arith.constant 0 : index
          vector.store %46#0, %alloc[%c0_37, %45] : memref<6x32xf32>, vector<32xf32>
          %c1_38 = arith.constant 1 : index
          vector.store %46#1, %alloc[%c1_38, %45] : memref<6x32xf32>, vector<32xf32>
          %c2_39 = arith.constant 2 : index
          vector.store %46#2, %alloc[%c2_39, %45] : memref<6x32xf32>, vector<32xf32>
          %c3_40 = arith.constant 3 : index
          vector.store %46#3, %alloc[%c3_40, %45] : memref<6x32xf32>, vector<32xf32>
          %c4_41 = arith.constant 4 : index
          vector.store %46#4, %alloc[%c4_41, %45] : memref<6x32xf32>, vector<32xf32>
          %c5_42 = arith.constant 5 : index
          vector.store %46#5, %alloc[%c5_42, %45] : memref<6x32xf32>, vector<32xf32>
        }
        %41 = arith.addi %arg9, %4 : index
        %c1_27 = arith.constant 1 : index
        scf.for %arg11 = %41 to %40 step %c1_27 {
          %c1_32 = arith.constant 1 : index
          %44 = arith.subi %40, %c1_32 : index
          %c0_33 = arith.constant 0 : index
          %45 = arith.addi %arg11, %c0_33 : index
          %c1_34 = arith.constant 1 : index
          %c16_35 = arith.constant 16 : index
          %c0_36 = arith.constant 0 : index
          %46:6 = scf.for %arg12 = %c0_36 to %c16_35 step %c1_34 iter_args(%arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst) -> (f32, f32, f32, f32, f32, f32) {
            %47 = memref.load %arg0[%29, %arg12] : memref<8x16xf32>
            %48 = memref.load %arg0[%31, %arg12] : memref<8x16xf32>
            %49 = memref.load %arg0[%33, %arg12] : memref<8x16xf32>
            %50 = memref.load %arg0[%35, %arg12] : memref<8x16xf32>
            %51 = memref.load %arg0[%37, %arg12] : memref<8x16xf32>
            %52 = memref.load %arg0[%39, %arg12] : memref<8x16xf32>
            %53 = memref.load %arg1[%arg12, %45] : memref<16x32xf32>
            %54 = arith.mulf %47, %53 : f32
            %55 = arith.addf %54, %arg13 : f32
            %56 = arith.mulf %48, %53 : f32
            %57 = arith.addf %56, %arg14 : f32
            %58 = arith.mulf %49, %53 : f32
            %59 = arith.addf %58, %arg15 : f32
            %60 = arith.mulf %50, %53 : f32
            %61 = arith.addf %60, %arg16 : f32
            %62 = arith.mulf %51, %53 : f32
            %63 = arith.addf %62, %arg17 : f32
            %64 = arith.mulf %52, %53 : f32
            %65 = arith.addf %64, %arg18 : f32
            scf.yield %55, %57, %59, %61, %63, %65 : f32, f32, f32, f32, f32, f32
          }
          %c0_37 = arith.constant 0 : index
          memref.store %46#0, %alloc[%c0_37, %45] : memref<6x32xf32>
          %c1_38 = arith.constant 1 : index
          memref.store %46#1, %alloc[%c1_38, %45] : memref<6x32xf32>
          %c2_39 = arith.constant 2 : index
          memref.store %46#2, %alloc[%c2_39, %45] : memref<6x32xf32>
          %c3_40 = arith.constant 3 : index
          memref.store %46#3, %alloc[%c3_40, %45] : memref<6x32xf32>
          %c4_41 = arith.constant 4 : index
          memref.store %46#4, %alloc[%c4_41, %45] : memref<6x32xf32>
          %c5_42 = arith.constant 5 : index
          memref.store %46#5, %alloc[%c5_42, %45] : memref<6x32xf32>
        }
        %c8_28 = arith.constant 8 : index
        %42 = arith.subi %c8_28, %arg10 : index
        %c6_29 = arith.constant 6 : index
        %43 = arith.minui %c6_29, %42 : index
        %c1_30 = arith.constant 1 : index
        %c0_31 = arith.constant 0 : index
        scf.for %arg11 = %c0_31 to %43 step %c1_30 {
          %44 = arith.addi %arg10, %arg11 : index
          %c1_32 = arith.constant 1 : index
          scf.for %arg12 = %arg9 to %40 step %c1_32 {
            %45 = memref.load %alloc[%arg11, %arg12] : memref<6x32xf32>
            %46 = memref.load %arg2[%arg12] : memref<32xf32>
            %47 = arith.addf %45, %46 : f32
            %cst_33 = arith.constant 5.000000e-01 : f32
            %48 = arith.mulf %47, %cst_33 : f32
            %cst_34 = arith.constant 0.707106769 : f32
            %49 = arith.mulf %47, %cst_34 : f32
            %50 = math.erf %49 : f32
            %cst_35 = arith.constant 1.000000e+00 : f32
            %51 = arith.addf %50, %cst_35 : f32
            %52 = arith.mulf %48, %51 : f32
            memref.store %52, %arg3[%44, %arg12] : memref<8x32xf32>
          }
        }
      }
      %c1_21 = arith.constant 1 : index
      %27 = arith.cmpi ugt, %arg8, %c1_21 : index
      scf.if %27 {
        %c0_i64 = arith.constant 0 : i64
        %c1_22 = arith.constant 1 : index
        %28 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_22] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_23 = arith.constant 1 : i64
        %c0_24 = arith.constant 0 : index
        %29 = memref.atomic_rmw addi %c1_i64_23, %arg5[%c0_24] : (i64, memref<2xi64>) -> i64
        %30 = arith.addi %29, %c1_i64 : i64
        %31 = arith.index_cast %arg8 : index to i64
        %32 = arith.cmpi eq, %30, %31 : i64
        scf.if %32 {
          %c0_i64_25 = arith.constant 0 : i64
          %c0_26 = arith.constant 0 : index
          %33 = memref.atomic_rmw assign %c0_i64_25, %arg5[%c0_26] : (i64, memref<2xi64>) -> i64
          %c1_i64_27 = arith.constant 1 : i64
          %c1_28 = arith.constant 1 : index
          %34 = memref.atomic_rmw addi %c1_i64_27, %arg5[%c1_28] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_25 = arith.constant 0 : i64
            %c1_26 = arith.constant 1 : index
            %33 = memref.atomic_rmw addi %c0_i64_25, %arg5[%c1_26] : (i64, memref<2xi64>) -> i64
            %34 = arith.cmpi eq, %33, %28 : i64
            scf.condition(%34)
          } do {
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x32xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi ugt, %arg8, %c1 : index
    scf.if %0 {
      %c0_i64 = arith.constant 0 : i64
      %c1_2 = arith.constant 1 : index
      %1 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_2] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_3 = arith.constant 1 : i64
      %c0_4 = arith.constant 0 : index
      %2 = memref.atomic_rmw addi %c1_i64_3, %arg5[%c0_4] : (i64, memref<2xi64>) -> i64
      %3 = arith.addi %2, %c1_i64 : i64
      %4 = arith.index_cast %arg8 : index to i64
      %5 = arith.cmpi eq, %3, %4 : i64
      scf.if %5 {
        %c0_i64_5 = arith.constant 0 : i64
        %c0_6 = arith.constant 0 : index
        %6 = memref.atomic_rmw assign %c0_i64_5, %arg5[%c0_6] : (i64, memref<2xi64>) -> i64
        %c1_i64_7 = arith.constant 1 : i64
        %c1_8 = arith.constant 1 : index
        %7 = memref.atomic_rmw addi %c1_i64_7, %arg5[%c1_8] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_5 = arith.constant 0 : i64
          %c1_6 = arith.constant 1 : index
          %6 = memref.atomic_rmw addi %c0_i64_5, %arg5[%c1_6] : (i64, memref<2xi64>) -> i64
          %7 = arith.cmpi eq, %6, %1 : i64
          scf.condition(%7)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
