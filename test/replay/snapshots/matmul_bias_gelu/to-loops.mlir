#map = affine_map<() -> (2048)>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32xf32>, %arg3: memref<8x32xf32>, %arg4: memref<?xi8>, %arg5: memref<16xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64, pyc.scratch_bytes = #map} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x32xf32>
    %c0 = arith.constant 0 : index
    %view = memref.view %arg4[%c0][] : memref<?xi8> to memref<1x16x32xf32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %0 = arith.subi %c32, %c1 : index
    %c32_0 = arith.constant 32 : index
    %c32_1 = arith.constant 32 : index
    %c0_2 = arith.constant 0 : index
    scf.for %arg9 = %c0_2 to %c32_0 step %c32_1 {
      %2 = arith.subi %c32_0, %arg9 : index
      %c32_4 = arith.constant 32 : index
      %3 = arith.minui %c32_4, %2 : index
      %c32_5 = arith.constant 32 : index
      %4 = arith.divui %3, %c32_5 : index
      %c32_6 = arith.constant 32 : index
      %5 = arith.muli %4, %c32_6 : index
      %6 = arith.subi %3, %5 : index
      %c32_7 = arith.constant 32 : index
      %7 = arith.ceildivui %3, %c32_7 : index
      %c1_8 = arith.constant 1 : index
      %8 = arith.muli %7, %c1_8 : index
      %c0_9 = arith.constant 0 : index
      %c1_10 = arith.constant 1 : index
      %9 = arith.ceildivui %8, %c1_10 : index
      %10 = arith.muli %9, %arg7 : index
      %11 = arith.divui %10, %arg8 : index
      %c1_11 = arith.constant 1 : index
      %12 = arith.muli %11, %c1_11 : index
      %13 = arith.minui %12, %8 : index
      %c1_12 = arith.constant 1 : index
      %14 = arith.addi %arg7, %c1_12 : index
      %c1_13 = arith.constant 1 : index
      %15 = arith.ceildivui %8, %c1_13 : index
      %16 = arith.muli %15, %14 : index
      %17 = arith.divui %16, %arg8 : index
      %c1_14 = arith.constant 1 : index
      %18 = arith.muli %17, %c1_14 : index
      %19 = arith.minui %18, %8 : index
      %c1_15 = arith.constant 1 : index
      scf.for %arg10 = %13 to %19 step %c1_15 {
        %23 = arith.divui %arg10, %c1_8 : index
        %24 = arith.remui %arg10, %c1_8 : index
        %c32_18 = arith.constant 32 : index
        %25 = arith.muli %23, %c32_18 : index
        %26 = arith.addi %arg9, %25 : index
        %c0_19 = arith.constant 0 : index
        %c16 = arith.constant 16 : index
        %27 = arith.muli %24, %c16 : index
        %28 = arith.minui %27, %c0_19 : index
        %c32_20 = arith.constant 32 : index
        %c32_21 = arith.constant 32 : index
        %29 = arith.addi %26, %c32_21 : index
        %30 = arith.cmpi ule, %29, %c32_20 : index
        scf.if %30 {
          %c0_22 = arith.constant 0 : index
          %31 = arith.addi %28, %c0_22 : index
          %c0_23 = arith.constant 0 : index
          %32 = vector.load %arg1[%31, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %32, %view[%23, %31, %c0_23] : memref<1x16x32xf32>, vector<32xf32>
          %c1_24 = arith.constant 1 : index
          %33 = arith.addi %28, %c1_24 : index
          %c0_25 = arith.constant 0 : index
          %34 = vector.load %arg1[%33, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %34, %view[%23, %33, %c0_25] : memref<1x16x32xf32>, vector<32xf32>
          %c2 = arith.constant 2 : index
          %35 = arith.addi %28, %c2 : index
          %c0_26 = arith.constant 0 : index
          %36 = vector.load %arg1[%35, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %36, %view[%23, %35, %c0_26] : memref<1x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %37 = arith.addi %28, %c3 : index
          %c0_27 = arith.constant 0 : index
          %38 = vector.load %arg1[%37, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %38, %view[%23, %37, %c0_27] : memref<1x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %39 = arith.addi %28, %c4 : index
          %c0_28 = arith.constant 0 : index
          %40 = vector.load %arg1[%39, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %40, %view[%23, %39, %c0_28] : memref<1x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %41 = arith.addi %28, %c5 : index
          %c0_29 = arith.constant 0 : index
          %42 = vector.load %arg1[%41, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %42, %view[%23, %41, %c0_29] : memref<1x16x32xf32>, vector<32xf32>
          %c6 = arith.constant 6 : index
          %43 = arith.addi %28, %c6 : index
          %c0_30 = arith.constant 0 : index
          %44 = vector.load %arg1[%43, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %44, %view[%23, %43, %c0_30] : memref<1x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %45 = arith.addi %28, %c7 : index
          %c0_31 = arith.constant 0 : index
          %46 = vector.load %arg1[%45, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %46, %view[%23, %45, %c0_31] : memref<1x16x32xf32>, vector<32xf32>
          %c8 = arith.constant 8 : index
          %47 = arith.addi %28, %c8 : index
          %c0_32 = arith.constant 0 : index
          %48 = vector.load %arg1[%47, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %48, %view[%23, %47, %c0_32] : memref<1x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %49 = arith.addi %28, %c9 : index
          %c0_33 = arith.constant 0 : index
          %50 = vector.load %arg1[%49, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %50, %view[%23, %49, %c0_33] : memref<1x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %51 = arith.addi %28, %c10 : index
          %c0_34 = arith.constant 0 : index
          %52 = vector.load %arg1[%51, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %52, %view[%23, %51, %c0_34] : memref<1x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %53 = arith.addi %28, %c11 : index
          %c0_35 = arith.constant 0 : index
          %54 = vector.load %arg1[%53, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %54, %view[%23, %53, %c0_35] : memref<1x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %55 = arith.addi %28, %c12 : index
          %c0_36 = arith.constant 0 : index
          %56 = vector.load %arg1[%55, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %56, %view[%23, %55, %c0_36] : memref<1x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %57 = arith.addi %28, %c13 : index
          %c0_37 = arith.constant 0 : index
          %58 = vector.load %arg1[%57, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %58, %view[%23, %57, %c0_37] : memref<1x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %59 = arith.addi %28, %c14 : index
          %c0_38 = arith.constant 0 : index
          %60 = vector.load %arg1[%59, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %60, %view[%23, %59, %c0_38] : memref<1x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %61 = arith.addi %28, %c15 : index
          %c0_39 = arith.constant 0 : index
          %62 = vector.load %arg1[%61, %26] : memref<16x32xf32>, vector<32xf32>
          vector.store %62, %view[%23, %61, %c0_39] : memref<1x16x32xf32>, vector<32xf32>
        } else {
          %c32_22 = arith.constant 32 : index
          %31 = arith.subi %c32_22, %26 : index
          %c32_23 = arith.constant 32 : index
          %32 = arith.minui %c32_23, %31 : index
          %33 = vector.create_mask %32 : vector<32xi1>
          %c0_24 = arith.constant 0 : index
          %34 = arith.addi %28, %c0_24 : index
          %c0_25 = arith.constant 0 : index
          %cst_26 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %35 = vector.maskedload %arg1[%34, %26], %33, %cst_26 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %35, %view[%23, %34, %c0_25] : memref<1x16x32xf32>, vector<32xf32>
          %c1_27 = arith.constant 1 : index
          %36 = arith.addi %28, %c1_27 : index
          %c0_28 = arith.constant 0 : index
          %cst_29 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %37 = vector.maskedload %arg1[%36, %26], %33, %cst_29 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %37, %view[%23, %36, %c0_28] : memref<1x16x32xf32>, vector<32xf32>
          %c2 = arith.constant 2 : index
          %38 = arith.addi %28, %c2 : index
          %c0_30 = arith.constant 0 : index
          %cst_31 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %39 = vector.maskedload %arg1[%38, %26], %33, %cst_31 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %39, %view[%23, %38, %c0_30] : memref<1x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %40 = arith.addi %28, %c3 : index
          %c0_32 = arith.constant 0 : index
          %cst_33 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %41 = vector.maskedload %arg1[%40, %26], %33, %cst_33 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %41, %view[%23, %40, %c0_32] : memref<1x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %42 = arith.addi %28, %c4 : index
          %c0_34 = arith.constant 0 : index
          %cst_35 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %43 = vector.maskedload %arg1[%42, %26], %33, %cst_35 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %43, %view[%23, %42, %c0_34] : memref<1x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %44 = arith.addi %28, %c5 : index
          %c0_36 = arith.constant 0 : index
          %cst_37 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %45 = vector.maskedload %arg1[%44, %26], %33, %cst_37 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %45, %view[%23, %44, %c0_36] : memref<1x16x32xf32>, vector<32xf32>
          %c6 = arith.constant 6 : index
          %46 = arith.addi %28, %c6 : index
          %c0_38 = arith.constant 0 : index
          %cst_39 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %47 = vector.maskedload %arg1[%46, %26], %33, %cst_39 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %47, %view[%23, %46, %c0_38] : memref<1x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %48 = arith.addi %28, %c7 : index
          %c0_40 = arith.constant 0 : index
          %cst_41 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %49 = vector.maskedload %arg1[%48, %26], %33, %cst_41 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %49, %view[%23, %48, %c0_40] : memref<1x16x32xf32>, vector<32xf32>
          %c8 = arith.constant 8 : index
          %50 = arith.addi %28, %c8 : index
          %c0_42 = arith.constant 0 : index
          %cst_43 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %51 = vector.maskedload %arg1[%50, %26], %33, %cst_43 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %51, %view[%23, %50, %c0_42] : memref<1x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %52 = arith.addi %28, %c9 : index
          %c0_44 = arith.constant 0 : index
          %cst_45 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %53 = vector.maskedload %arg1[%52, %26], %33, %cst_45 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %53, %view[%23, %52, %c0_44] : memref<1x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %54 = arith.addi %28, %c10 : index
          %c0_46 = arith.constant 0 : index
          %cst_47 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %55 = vector.maskedload %arg1[%54, %26], %33, %cst_47 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %55, %view[%23, %54, %c0_46] : memref<1x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %56 = arith.addi %28, %c11 : index
          %c0_48 = arith.constant 0 : index
          %cst_49 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %57 = vector.maskedload %arg1[%56, %26], %33, %cst_49 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %57, %view[%23, %56, %c0_48] : memref<1x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %58 = arith.addi %28, %c12 : index
          %c0_50 = arith.constant 0 : index
          %cst_51 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %59 = vector.maskedload %arg1[%58, %26], %33, %cst_51 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %59, %view[%23, %58, %c0_50] : memref<1x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %60 = arith.addi %28, %c13 : index
          %c0_52 = arith.constant 0 : index
          %cst_53 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %61 = vector.maskedload %arg1[%60, %26], %33, %cst_53 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %61, %view[%23, %60, %c0_52] : memref<1x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %62 = arith.addi %28, %c14 : index
          %c0_54 = arith.constant 0 : index
          %cst_55 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %63 = vector.maskedload %arg1[%62, %26], %33, %cst_55 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %63, %view[%23, %62, %c0_54] : memref<1x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %64 = arith.addi %28, %c15 : index
          %c0_56 = arith.constant 0 : index
          %cst_57 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %65 = vector.maskedload %arg1[%64, %26], %33, %cst_57 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %65, %view[%23, %64, %c0_56] : memref<1x16x32xf32>, vector<32xf32>
        }
      }
      %c1_16 = arith.constant 1 : index
      %20 = arith.cmpi ugt, %arg8, %c1_16 : index
      scf.if %20 {
        %c0_i64 = arith.constant 0 : i64
        %c1_18 = arith.constant 1 : index
        %23 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_18] : (i64, memref<16xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_19 = arith.constant 1 : i64
        %c0_20 = arith.constant 0 : index
        %24 = memref.atomic_rmw addi %c1_i64_19, %arg5[%c0_20] : (i64, memref<16xi64>) -> i64
        %25 = arith.addi %24, %c1_i64 : i64
        %26 = arith.index_cast %arg8 : index to i64
        %27 = arith.cmpi eq, %25, %26 : i64
        scf.if %27 {
          %c0_i64_21 = arith.constant 0 : i64
          %c0_22 = arith.constant 0 : index
          %28 = memref.atomic_rmw assign %c0_i64_21, %arg5[%c0_22] : (i64, memref<16xi64>) -> i64
          %c0_i64_23 = arith.constant 0 : i64
          %c8 = arith.constant 8 : index
          %29 = memref.atomic_rmw assign %c0_i64_23, %arg5[%c8] : (i64, memref<16xi64>) -> i64
          %c1_i64_24 = arith.constant 1 : i64
          %c1_25 = arith.constant 1 : index
          %30 = memref.atomic_rmw addi %c1_i64_24, %arg5[%c1_25] : (i64, memref<16xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_21 = arith.constant 0 : i64
            %c1_22 = arith.constant 1 : index
            %28 = memref.atomic_rmw addi %c0_i64_21, %arg5[%c1_22] : (i64, memref<16xi64>) -> i64
            %29 = arith.cmpi eq, %28, %23 : i64
            scf.condition(%29)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      } else {
        %c0_i64 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %23 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
      }
      %21 = scf.while : () -> index {
        %c6 = arith.constant 6 : index
        %c1_i64 = arith.constant 1 : i64
        %c8 = arith.constant 8 : index
        %23 = memref.atomic_rmw addi %c1_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %24 = arith.index_cast %23 : i64 to index
        %25 = arith.muli %24, %c6 : index
        %c8_18 = arith.constant 8 : index
        %26 = arith.cmpi ult, %25, %c8_18 : index
        scf.condition(%26) %25 : index
      } do {
      ^bb0(%arg10: index):
        %c6 = arith.constant 6 : index
        %c6_18 = arith.constant 6 : index
        %23 = arith.addi %arg10, %c6_18 : index
        scf.for %arg11 = %arg10 to %23 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_19 = arith.constant 0 : index
          %24 = arith.addi %arg11, %c0_19 : index
          %25 = arith.minui %24, %c7 : index
          %c1_20 = arith.constant 1 : index
          %26 = arith.addi %arg11, %c1_20 : index
          %27 = arith.minui %26, %c7 : index
          %c2 = arith.constant 2 : index
          %28 = arith.addi %arg11, %c2 : index
          %29 = arith.minui %28, %c7 : index
          %c3 = arith.constant 3 : index
          %30 = arith.addi %arg11, %c3 : index
          %31 = arith.minui %30, %c7 : index
          %c4 = arith.constant 4 : index
          %32 = arith.addi %arg11, %c4 : index
          %33 = arith.minui %32, %c7 : index
          %c5 = arith.constant 5 : index
          %34 = arith.addi %arg11, %c5 : index
          %35 = arith.minui %34, %c7 : index
          %36 = arith.addi %arg9, %3 : index
          %cst_21 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_22 = arith.constant 1 : index
          %c0_23 = arith.constant 0 : index
          scf.for %arg12 = %c0_23 to %4 step %c1_22 {
            %c32_28 = arith.constant 32 : index
            %40 = arith.muli %arg12, %c32_28 : index
            %41 = arith.addi %arg9, %40 : index
            %c1_29 = arith.constant 1 : index
            %c16 = arith.constant 16 : index
            %c0_30 = arith.constant 0 : index
            %42:6 = scf.for %arg13 = %c0_30 to %c16 step %c1_29 iter_args(%arg14 = %cst_21, %arg15 = %cst_21, %arg16 = %cst_21, %arg17 = %cst_21, %arg18 = %cst_21, %arg19 = %cst_21) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
              %c0_37 = arith.constant 0 : index
              %43 = vector.load %view[%arg12, %arg13, %c0_37] : memref<1x16x32xf32>, vector<32xf32>
              %44 = memref.load %arg0[%25, %arg13] : memref<8x16xf32>
              %45 = vector.broadcast %44 : f32 to vector<32xf32>
              %46 = vector.fma %45, %43, %arg14 : vector<32xf32>
              %47 = memref.load %arg0[%27, %arg13] : memref<8x16xf32>
              %48 = vector.broadcast %47 : f32 to vector<32xf32>
              %49 = vector.fma %48, %43, %arg15 : vector<32xf32>
              %50 = memref.load %arg0[%29, %arg13] : memref<8x16xf32>
              %51 = vector.broadcast %50 : f32 to vector<32xf32>
              %52 = vector.fma %51, %43, %arg16 : vector<32xf32>
              %53 = memref.load %arg0[%31, %arg13] : memref<8x16xf32>
              %54 = vector.broadcast %53 : f32 to vector<32xf32>
              %55 = vector.fma %54, %43, %arg17 : vector<32xf32>
              %56 = memref.load %arg0[%33, %arg13] : memref<8x16xf32>
              %57 = vector.broadcast %56 : f32 to vector<32xf32>
              %58 = vector.fma %57, %43, %arg18 : vector<32xf32>
              %59 = memref.load %arg0[%35, %arg13] : memref<8x16xf32>
              %60 = vector.broadcast %59 : f32 to vector<32xf32>
              %61 = vector.fma %60, %43, %arg19 : vector<32xf32>
              scf.yield %46, %49, %52, %55, %58, %61 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
            }
            %c0_31 = arith.constant 0 : index
            vector.store %42#0, %alloc[%c0_31, %41] : memref<6x32xf32>, vector<32xf32>
            %c1_32 = arith.constant 1 : index
            vector.store %42#1, %alloc[%c1_32, %41] : memref<6x32xf32>, vector<32xf32>
            %c2_33 = arith.constant 2 : index
            vector.store %42#2, %alloc[%c2_33, %41] : memref<6x32xf32>, vector<32xf32>
            %c3_34 = arith.constant 3 : index
            vector.store %42#3, %alloc[%c3_34, %41] : memref<6x32xf32>, vector<32xf32>
            %c4_35 = arith.constant 4 : index
            vector.store %42#4, %alloc[%c4_35, %41] : memref<6x32xf32>, vector<32xf32>
            %c5_36 = arith.constant 5 : index
            vector.store %42#5, %alloc[%c5_36, %41] : memref<6x32xf32>, vector<32xf32>
          }
          %c2_24 = arith.constant 2 : index
          %37 = arith.cmpi ule, %6, %c2_24 : index
          scf.if %37 {
            %40 = arith.addi %arg9, %5 : index
            %c1_28 = arith.constant 1 : index
            scf.for %arg12 = %40 to %36 step %c1_28 {
              %c1_29 = arith.constant 1 : index
              %41 = arith.subi %36, %c1_29 : index
              %c0_30 = arith.constant 0 : index
              %42 = arith.addi %arg12, %c0_30 : index
              %c1_31 = arith.constant 1 : index
              %c16 = arith.constant 16 : index
              %c0_32 = arith.constant 0 : index
              %43:6 = scf.for %arg13 = %c0_32 to %c16 step %c1_31 iter_args(%arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst) -> (f32, f32, f32, f32, f32, f32) {
                %44 = memref.load %arg0[%25, %arg13] : memref<8x16xf32>
                %45 = memref.load %arg0[%27, %arg13] : memref<8x16xf32>
                %46 = memref.load %arg0[%29, %arg13] : memref<8x16xf32>
                %47 = memref.load %arg0[%31, %arg13] : memref<8x16xf32>
                %48 = memref.load %arg0[%33, %arg13] : memref<8x16xf32>
                %49 = memref.load %arg0[%35, %arg13] : memref<8x16xf32>
                %50 = memref.load %arg1[%arg13, %42] : memref<16x32xf32>
                %51 = arith.mulf %44, %50 : f32
                %52 = arith.addf %51, %arg14 : f32
                %53 = arith.mulf %45, %50 : f32
                %54 = arith.addf %53, %arg15 : f32
                %55 = arith.mulf %46, %50 : f32
                %56 = arith.addf %55, %arg16 : f32
                %57 = arith.mulf %47, %50 : f32
                %58 = arith.addf %57, %arg17 : f32
                %59 = arith.mulf %48, %50 : f32
                %60 = arith.addf %59, %arg18 : f32
                %61 = arith.mulf %49, %50 : f32
                %62 = arith.addf %61, %arg19 : f32
                scf.yield %52, %54, %56, %58, %60, %62 : f32, f32, f32, f32, f32, f32
              }
              %c0_33 = arith.constant 0 : index
              memref.store %43#0, %alloc[%c0_33, %42] : memref<6x32xf32>
              %c1_34 = arith.constant 1 : index
              memref.store %43#1, %alloc[%c1_34, %42] : memref<6x32xf32>
              %c2_35 = arith.constant 2 : index
              memref.store %43#2, %alloc[%c2_35, %42] : memref<6x32xf32>
              %c3_36 = arith.constant 3 : index
              memref.store %43#3, %alloc[%c3_36, %42] : memref<6x32xf32>
              %c4_37 = arith.constant 4 : index
              memref.store %43#4, %alloc[%c4_37, %42] : memref<6x32xf32>
              %c5_38 = arith.constant 5 : index
              memref.store %43#5, %alloc[%c5_38, %42] : memref<6x32xf32>
            }
          } else {
            %40 = arith.addi %arg9, %5 : index
            %c32_28 = arith.constant 32 : index
            %41 = arith.subi %c32_28, %40 : index
            %c32_29 = arith.constant 32 : index
            %42 = arith.minui %c32_29, %41 : index
            %43 = vector.create_mask %42 : vector<32xi1>
            %c32_30 = arith.constant 32 : index
            %44 = arith.muli %4, %c32_30 : index
            %45 = arith.addi %arg9, %44 : index
            %c1_31 = arith.constant 1 : index
            %c16 = arith.constant 16 : index
            %c0_32 = arith.constant 0 : index
            %46:6 = scf.for %arg12 = %c0_32 to %c16 step %c1_31 iter_args(%arg13 = %cst_21, %arg14 = %cst_21, %arg15 = %cst_21, %arg16 = %cst_21, %arg17 = %cst_21, %arg18 = %cst_21) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
              %c0_39 = arith.constant 0 : index
              %47 = vector.load %view[%4, %arg12, %c0_39] : memref<1x16x32xf32>, vector<32xf32>
              %48 = memref.load %arg0[%25, %arg12] : memref<8x16xf32>
              %49 = vector.broadcast %48 : f32 to vector<32xf32>
              %50 = vector.fma %49, %47, %arg13 : vector<32xf32>
              %51 = memref.load %arg0[%27, %arg12] : memref<8x16xf32>
              %52 = vector.broadcast %51 : f32 to vector<32xf32>
              %53 = vector.fma %52, %47, %arg14 : vector<32xf32>
              %54 = memref.load %arg0[%29, %arg12] : memref<8x16xf32>
              %55 = vector.broadcast %54 : f32 to vector<32xf32>
              %56 = vector.fma %55, %47, %arg15 : vector<32xf32>
              %57 = memref.load %arg0[%31, %arg12] : memref<8x16xf32>
              %58 = vector.broadcast %57 : f32 to vector<32xf32>
              %59 = vector.fma %58, %47, %arg16 : vector<32xf32>
              %60 = memref.load %arg0[%33, %arg12] : memref<8x16xf32>
              %61 = vector.broadcast %60 : f32 to vector<32xf32>
              %62 = vector.fma %61, %47, %arg17 : vector<32xf32>
              %63 = memref.load %arg0[%35, %arg12] : memref<8x16xf32>
              %64 = vector.broadcast %63 : f32 to vector<32xf32>
              %65 = vector.fma %64, %47, %arg18 : vector<32xf32>
              scf.yield %50, %53, %56, %59, %62, %65 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
            }
            %c0_33 = arith.constant 0 : index
            vector.maskedstore %alloc[%c0_33, %45], %43, %46#0 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
            %c1_34 = arith.constant 1 : index
            vector.maskedstore %alloc[%c1_34, %45], %43, %46#1 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
            %c2_35 = arith.constant 2 : index
            vector.maskedstore %alloc[%c2_35, %45], %43, %46#2 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
            %c3_36 = arith.constant 3 : index
            vector.maskedstore %alloc[%c3_36, %45], %43, %46#3 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
            %c4_37 = arith.constant 4 : index
            vector.maskedstore %alloc[%c4_37, %45], %43, %46#4 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
            %c5_38 = arith.constant 5 : index
            vector.maskedstore %alloc[%c5_38, %45], %43, %46#5 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
          }
          %c8 = arith.constant 8 : index
          %38 = arith.subi %c8, %arg11 : index
          %c6_25 = arith.constant 6 : index
          %39 = arith.minui %c6_25, %38 : index
          %c1_26 = arith.constant 1 : index
          %c0_27 = arith.constant 0 : index
          scf.for %arg12 = %c0_27 to %39 step %c1_26 {
            %40 = arith.addi %arg11, %arg12 : index
            %c1_28 = arith.constant 1 : index
            scf.for %arg13 = %arg9 to %36 step %c1_28 {
              %41 = memref.load %alloc[%arg12, %arg13] : memref<6x32xf32>
              %42 = memref.load %arg2[%arg13] : memref<32xf32>
              %43 = arith.addf %41, %42 : f32
              %cst_29 = arith.constant 5.000000e-01 : f32
              %44 = arith.mulf %43, %cst_29 : f32
              %cst_30 = arith.constant 0.707106769 : f32
              %45 = arith.mulf %43, %cst_30 : f32
              %46 = math.erf %45 : f32
              %cst_31 = arith.constant 1.000000e+00 : f32
              %47 = arith.addf %46, %cst_31 : f32
              %48 = arith.mulf %44, %47 : f32
              memref.store %48, %arg3[%40, %arg13] : memref<8x32xf32>
            }
          }
        }
        scf.yield
      }
      %c1_17 = arith.constant 1 : index
      %22 = arith.cmpi ugt, %arg8, %c1_17 : index
      scf.if %22 {
        %c0_i64 = arith.constant 0 : i64
        %c1_18 = arith.constant 1 : index
        %23 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_18] : (i64, memref<16xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_19 = arith.constant 1 : i64
        %c0_20 = arith.constant 0 : index
        %24 = memref.atomic_rmw addi %c1_i64_19, %arg5[%c0_20] : (i64, memref<16xi64>) -> i64
        %25 = arith.addi %24, %c1_i64 : i64
        %26 = arith.index_cast %arg8 : index to i64
        %27 = arith.cmpi eq, %25, %26 : i64
        scf.if %27 {
          %c0_i64_21 = arith.constant 0 : i64
          %c0_22 = arith.constant 0 : index
          %28 = memref.atomic_rmw assign %c0_i64_21, %arg5[%c0_22] : (i64, memref<16xi64>) -> i64
          %c0_i64_23 = arith.constant 0 : i64
          %c8 = arith.constant 8 : index
          %29 = memref.atomic_rmw assign %c0_i64_23, %arg5[%c8] : (i64, memref<16xi64>) -> i64
          %c1_i64_24 = arith.constant 1 : i64
          %c1_25 = arith.constant 1 : index
          %30 = memref.atomic_rmw addi %c1_i64_24, %arg5[%c1_25] : (i64, memref<16xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_21 = arith.constant 0 : i64
            %c1_22 = arith.constant 1 : index
            %28 = memref.atomic_rmw addi %c0_i64_21, %arg5[%c1_22] : (i64, memref<16xi64>) -> i64
            %29 = arith.cmpi eq, %28, %23 : i64
            scf.condition(%29)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      } else {
        %c0_i64 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %23 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
      }
    }
    memref.dealloc %alloc : memref<6x32xf32>
    %c1_3 = arith.constant 1 : index
    %1 = arith.cmpi ugt, %arg8, %c1_3 : index
    scf.if %1 {
      %c0_i64 = arith.constant 0 : i64
      %c1_4 = arith.constant 1 : index
      %2 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_4] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_5 = arith.constant 1 : i64
      %c0_6 = arith.constant 0 : index
      %3 = memref.atomic_rmw addi %c1_i64_5, %arg5[%c0_6] : (i64, memref<16xi64>) -> i64
      %4 = arith.addi %3, %c1_i64 : i64
      %5 = arith.index_cast %arg8 : index to i64
      %6 = arith.cmpi eq, %4, %5 : i64
      scf.if %6 {
        %c0_i64_7 = arith.constant 0 : i64
        %c0_8 = arith.constant 0 : index
        %7 = memref.atomic_rmw assign %c0_i64_7, %arg5[%c0_8] : (i64, memref<16xi64>) -> i64
        %c0_i64_9 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %8 = memref.atomic_rmw assign %c0_i64_9, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_10 = arith.constant 1 : i64
        %c1_11 = arith.constant 1 : index
        %9 = memref.atomic_rmw addi %c1_i64_10, %arg5[%c1_11] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_7 = arith.constant 0 : i64
          %c1_8 = arith.constant 1 : index
          %7 = memref.atomic_rmw addi %c0_i64_7, %arg5[%c1_8] : (i64, memref<16xi64>) -> i64
          %8 = arith.cmpi eq, %7, %2 : i64
          scf.condition(%8)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %2 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
