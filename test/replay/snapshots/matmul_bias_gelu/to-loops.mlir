#map = affine_map<() -> (2048)>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32xf32>, %arg3: memref<8x32xf32>, %arg4: memref<?xi8>, %arg5: memref<2xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64, pyc.scratch_bytes = #map} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x32xf32>
    %c0 = arith.constant 0 : index
    %view = memref.view %arg4[%c0][] : memref<?xi8> to memref<1x16x32xf32>
    %c1 = arith.constant 1 : index
    %c32 = arith.constant 32 : index
    %0 = arith.subi %c32, %c1 : index
    %c0_0 = arith.constant 0 : index
    %c32_1 = arith.constant 32 : index
    %c32_2 = arith.constant 32 : index
    scf.for %arg9 = %c0_0 to %c32_1 step %c32_2 {
      %2 = arith.subi %c32_1, %arg9 : index
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
        %31 = arith.divui %arg10, %c1_8 : index
        %32 = arith.remui %arg10, %c1_8 : index
        %c32_25 = arith.constant 32 : index
        %33 = arith.muli %31, %c32_25 : index
        %34 = arith.addi %arg9, %33 : index
        %c0_26 = arith.constant 0 : index
        %c16 = arith.constant 16 : index
        %35 = arith.muli %32, %c16 : index
        %36 = arith.minui %35, %c0_26 : index
        %c32_27 = arith.constant 32 : index
        %c32_28 = arith.constant 32 : index
        %37 = arith.addi %34, %c32_28 : index
        %38 = arith.cmpi ule, %37, %c32_27 : index
        scf.if %38 {
          %c0_29 = arith.constant 0 : index
          %39 = arith.addi %36, %c0_29 : index
          %c0_30 = arith.constant 0 : index
          %40 = vector.load %arg1[%39, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %40, %view[%31, %39, %c0_30] : memref<1x16x32xf32>, vector<32xf32>
          %c1_31 = arith.constant 1 : index
          %41 = arith.addi %36, %c1_31 : index
          %c0_32 = arith.constant 0 : index
          %42 = vector.load %arg1[%41, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %42, %view[%31, %41, %c0_32] : memref<1x16x32xf32>, vector<32xf32>
          %c2_33 = arith.constant 2 : index
          %43 = arith.addi %36, %c2_33 : index
          %c0_34 = arith.constant 0 : index
          %44 = vector.load %arg1[%43, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %44, %view[%31, %43, %c0_34] : memref<1x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %45 = arith.addi %36, %c3 : index
          %c0_35 = arith.constant 0 : index
          %46 = vector.load %arg1[%45, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %46, %view[%31, %45, %c0_35] : memref<1x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %47 = arith.addi %36, %c4 : index
          %c0_36 = arith.constant 0 : index
          %48 = vector.load %arg1[%47, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %48, %view[%31, %47, %c0_36] : memref<1x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %49 = arith.addi %36, %c5 : index
          %c0_37 = arith.constant 0 : index
          %50 = vector.load %arg1[%49, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %50, %view[%31, %49, %c0_37] : memref<1x16x32xf32>, vector<32xf32>
          %c6_38 = arith.constant 6 : index
          %51 = arith.addi %36, %c6_38 : index
          %c0_39 = arith.constant 0 : index
          %52 = vector.load %arg1[%51, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %52, %view[%31, %51, %c0_39] : memref<1x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %53 = arith.addi %36, %c7 : index
          %c0_40 = arith.constant 0 : index
          %54 = vector.load %arg1[%53, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %54, %view[%31, %53, %c0_40] : memref<1x16x32xf32>, vector<32xf32>
          %c8_41 = arith.constant 8 : index
          %55 = arith.addi %36, %c8_41 : index
          %c0_42 = arith.constant 0 : index
          %56 = vector.load %arg1[%55, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %56, %view[%31, %55, %c0_42] : memref<1x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %57 = arith.addi %36, %c9 : index
          %c0_43 = arith.constant 0 : index
          %58 = vector.load %arg1[%57, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %58, %view[%31, %57, %c0_43] : memref<1x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %59 = arith.addi %36, %c10 : index
          %c0_44 = arith.constant 0 : index
          %60 = vector.load %arg1[%59, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %60, %view[%31, %59, %c0_44] : memref<1x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %61 = arith.addi %36, %c11 : index
          %c0_45 = arith.constant 0 : index
          %62 = vector.load %arg1[%61, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %62, %view[%31, %61, %c0_45] : memref<1x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %63 = arith.addi %36, %c12 : index
          %c0_46 = arith.constant 0 : index
          %64 = vector.load %arg1[%63, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %64, %view[%31, %63, %c0_46] : memref<1x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %65 = arith.addi %36, %c13 : index
          %c0_47 = arith.constant 0 : index
          %66 = vector.load %arg1[%65, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %66, %view[%31, %65, %c0_47] : memref<1x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %67 = arith.addi %36, %c14 : index
          %c0_48 = arith.constant 0 : index
          %68 = vector.load %arg1[%67, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %68, %view[%31, %67, %c0_48] : memref<1x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %69 = arith.addi %36, %c15 : index
          %c0_49 = arith.constant 0 : index
          %70 = vector.load %arg1[%69, %34] : memref<16x32xf32>, vector<32xf32>
          vector.store %70, %view[%31, %69, %c0_49] : memref<1x16x32xf32>, vector<32xf32>
        } else {
          %c32_29 = arith.constant 32 : index
          %39 = arith.subi %c32_29, %34 : index
          %c32_30 = arith.constant 32 : index
          %40 = arith.minui %c32_30, %39 : index
          %41 = vector.create_mask %40 : vector<32xi1>
          %c0_31 = arith.constant 0 : index
          %42 = arith.addi %36, %c0_31 : index
          %c0_32 = arith.constant 0 : index
          %cst_33 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %43 = vector.maskedload %arg1[%42, %34], %41, %cst_33 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %43, %view[%31, %42, %c0_32] : memref<1x16x32xf32>, vector<32xf32>
          %c1_34 = arith.constant 1 : index
          %44 = arith.addi %36, %c1_34 : index
          %c0_35 = arith.constant 0 : index
          %cst_36 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %45 = vector.maskedload %arg1[%44, %34], %41, %cst_36 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %45, %view[%31, %44, %c0_35] : memref<1x16x32xf32>, vector<32xf32>
          %c2_37 = arith.constant 2 : index
          %46 = arith.addi %36, %c2_37 : index
          %c0_38 = arith.constant 0 : index
          %cst_39 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %47 = vector.maskedload %arg1[%46, %34], %41, %cst_39 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %47, %view[%31, %46, %c0_38] : memref<1x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %48 = arith.addi %36, %c3 : index
          %c0_40 = arith.constant 0 : index
          %cst_41 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %49 = vector.maskedload %arg1[%48, %34], %41, %cst_41 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %49, %view[%31, %48, %c0_40] : memref<1x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %50 = arith.addi %36, %c4 : index
          %c0_42 = arith.constant 0 : index
          %cst_43 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %51 = vector.maskedload %arg1[%50, %34], %41, %cst_43 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %51, %view[%31, %50, %c0_42] : memref<1x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %52 = arith.addi %36, %c5 : index
          %c0_44 = arith.constant 0 : index
          %cst_45 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %53 = vector.maskedload %arg1[%52, %34], %41, %cst_45 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %53, %view[%31, %52, %c0_44] : memref<1x16x32xf32>, vector<32xf32>
          %c6_46 = arith.constant 6 : index
          %54 = arith.addi %36, %c6_46 : index
          %c0_47 = arith.constant 0 : index
          %cst_48 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %55 = vector.maskedload %arg1[%54, %34], %41, %cst_48 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %55, %view[%31, %54, %c0_47] : memref<1x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %56 = arith.addi %36, %c7 : index
          %c0_49 = arith.constant 0 : index
          %cst_50 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %57 = vector.maskedload %arg1[%56, %34], %41, %cst_50 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %57, %view[%31, %56, %c0_49] : memref<1x16x32xf32>, vector<32xf32>
          %c8_51 = arith.constant 8 : index
          %58 = arith.addi %36, %c8_51 : index
          %c0_52 = arith.constant 0 : index
          %cst_53 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %59 = vector.maskedload %arg1[%58, %34], %41, %cst_53 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %59, %view[%31, %58, %c0_52] : memref<1x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %60 = arith.addi %36, %c9 : index
          %c0_54 = arith.constant 0 : index
          %cst_55 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %61 = vector.maskedload %arg1[%60, %34], %41, %cst_55 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %61, %view[%31, %60, %c0_54] : memref<1x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %62 = arith.addi %36, %c10 : index
          %c0_56 = arith.constant 0 : index
          %cst_57 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %63 = vector.maskedload %arg1[%62, %34], %41, %cst_57 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %63, %view[%31, %62, %c0_56] : memref<1x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %64 = arith.addi %36, %c11 : index
          %c0_58 = arith.constant 0 : index
          %cst_59 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %65 = vector.maskedload %arg1[%64, %34], %41, %cst_59 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %65, %view[%31, %64, %c0_58] : memref<1x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %66 = arith.addi %36, %c12 : index
          %c0_60 = arith.constant 0 : index
          %cst_61 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %67 = vector.maskedload %arg1[%66, %34], %41, %cst_61 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %67, %view[%31, %66, %c0_60] : memref<1x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %68 = arith.addi %36, %c13 : index
          %c0_62 = arith.constant 0 : index
          %cst_63 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %69 = vector.maskedload %arg1[%68, %34], %41, %cst_63 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %69, %view[%31, %68, %c0_62] : memref<1x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %70 = arith.addi %36, %c14 : index
          %c0_64 = arith.constant 0 : index
          %cst_65 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %71 = vector.maskedload %arg1[%70, %34], %41, %cst_65 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %71, %view[%31, %70, %c0_64] : memref<1x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %72 = arith.addi %36, %c15 : index
          %c0_66 = arith.constant 0 : index
          %cst_67 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %73 = vector.maskedload %arg1[%72, %34], %41, %cst_67 : memref<16x32xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %73, %view[%31, %72, %c0_66] : memref<1x16x32xf32>, vector<32xf32>
        }
      }
      %c1_16 = arith.constant 1 : index
      %20 = arith.cmpi ugt, %arg8, %c1_16 : index
      scf.if %20 {
        %c0_i64 = arith.constant 0 : i64
        %c1_25 = arith.constant 1 : index
        %31 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_25] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_26 = arith.constant 1 : i64
        %c0_27 = arith.constant 0 : index
        %32 = memref.atomic_rmw addi %c1_i64_26, %arg5[%c0_27] : (i64, memref<2xi64>) -> i64
        %33 = arith.addi %32, %c1_i64 : i64
        %34 = arith.index_cast %arg8 : index to i64
        %35 = arith.cmpi eq, %33, %34 : i64
        scf.if %35 {
          %c0_i64_28 = arith.constant 0 : i64
          %c0_29 = arith.constant 0 : index
          %36 = memref.atomic_rmw assign %c0_i64_28, %arg5[%c0_29] : (i64, memref<2xi64>) -> i64
          %c1_i64_30 = arith.constant 1 : i64
          %c1_31 = arith.constant 1 : index
          %37 = memref.atomic_rmw addi %c1_i64_30, %arg5[%c1_31] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_28 = arith.constant 0 : i64
            %c1_29 = arith.constant 1 : index
            %36 = memref.atomic_rmw addi %c0_i64_28, %arg5[%c1_29] : (i64, memref<2xi64>) -> i64
            %37 = arith.cmpi eq, %36, %31 : i64
            scf.condition(%37)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      }
      %c0_17 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %21 = arith.muli %c2, %arg7 : index
      %22 = arith.divui %21, %arg8 : index
      %c8_18 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %23 = arith.muli %22, %c6 : index
      %24 = arith.minui %23, %c8_18 : index
      %c1_19 = arith.constant 1 : index
      %25 = arith.addi %arg7, %c1_19 : index
      %c2_20 = arith.constant 2 : index
      %26 = arith.muli %c2_20, %25 : index
      %27 = arith.divui %26, %arg8 : index
      %c8_21 = arith.constant 8 : index
      %c6_22 = arith.constant 6 : index
      %28 = arith.muli %27, %c6_22 : index
      %29 = arith.minui %28, %c8_21 : index
      %c6_23 = arith.constant 6 : index
      scf.for %arg10 = %24 to %29 step %c6_23 {
        %c7 = arith.constant 7 : index
        %c0_25 = arith.constant 0 : index
        %31 = arith.addi %arg10, %c0_25 : index
        %32 = arith.minui %31, %c7 : index
        %c1_26 = arith.constant 1 : index
        %33 = arith.addi %arg10, %c1_26 : index
        %34 = arith.minui %33, %c7 : index
        %c2_27 = arith.constant 2 : index
        %35 = arith.addi %arg10, %c2_27 : index
        %36 = arith.minui %35, %c7 : index
        %c3 = arith.constant 3 : index
        %37 = arith.addi %arg10, %c3 : index
        %38 = arith.minui %37, %c7 : index
        %c4 = arith.constant 4 : index
        %39 = arith.addi %arg10, %c4 : index
        %40 = arith.minui %39, %c7 : index
        %c5 = arith.constant 5 : index
        %41 = arith.addi %arg10, %c5 : index
        %42 = arith.minui %41, %c7 : index
        %43 = arith.addi %arg9, %3 : index
        %c1_28 = arith.constant 1 : index
        %c0_29 = arith.constant 0 : index
        scf.for %arg11 = %c0_29 to %4 step %c1_28 {
          %c32_35 = arith.constant 32 : index
          %47 = arith.muli %arg11, %c32_35 : index
          %48 = arith.addi %arg9, %47 : index
          %cst_36 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_37 = arith.constant 1 : index
          %c16 = arith.constant 16 : index
          %c0_38 = arith.constant 0 : index
          %49:6 = scf.for %arg12 = %c0_38 to %c16 step %c1_37 iter_args(%arg13 = %cst_36, %arg14 = %cst_36, %arg15 = %cst_36, %arg16 = %cst_36, %arg17 = %cst_36, %arg18 = %cst_36) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_45 = arith.constant 0 : index
            %50 = vector.load %view[%arg11, %arg12, %c0_45] : memref<1x16x32xf32>, vector<32xf32>
            %51 = memref.load %arg0[%32, %arg12] : memref<8x16xf32>
            %52 = vector.broadcast %51 : f32 to vector<32xf32>
            %53 = vector.fma %52, %50, %arg13 : vector<32xf32>
            %54 = memref.load %arg0[%34, %arg12] : memref<8x16xf32>
            %55 = vector.broadcast %54 : f32 to vector<32xf32>
            %56 = vector.fma %55, %50, %arg14 : vector<32xf32>
            %57 = memref.load %arg0[%36, %arg12] : memref<8x16xf32>
            %58 = vector.broadcast %57 : f32 to vector<32xf32>
            %59 = vector.fma %58, %50, %arg15 : vector<32xf32>
            %60 = memref.load %arg0[%38, %arg12] : memref<8x16xf32>
            %61 = vector.broadcast %60 : f32 to vector<32xf32>
            %62 = vector.fma %61, %50, %arg16 : vector<32xf32>
            %63 = memref.load %arg0[%40, %arg12] : memref<8x16xf32>
            %64 = vector.broadcast %63 : f32 to vector<32xf32>
            %65 = vector.fma %64, %50, %arg17 : vector<32xf32>
            %66 = memref.load %arg0[%42, %arg12] : memref<8x16xf32>
            %67 = vector.broadcast %66 : f32 to vector<32xf32>
            %68 = vector.fma %67, %50, %arg18 : vector<32xf32>
            scf.yield %53, %56, %59, %62, %65, %68 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_39 = arith.constant 0 : index
          vector.store %49#0, %alloc[%c0_39, %48] : memref<6x32xf32>, vector<32xf32>
          %c1_40 = arith.constant 1 : index
          vector.store %49#1, %alloc[%c1_40, %48] : memref<6x32xf32>, vector<32xf32>
          %c2_41 = arith.constant 2 : index
          vector.store %49#2, %alloc[%c2_41, %48] : memref<6x32xf32>, vector<32xf32>
          %c3_42 = arith.constant 3 : index
          vector.store %49#3, %alloc[%c3_42, %48] : memref<6x32xf32>, vector<32xf32>
          %c4_43 = arith.constant 4 : index
          vector.store %49#4, %alloc[%c4_43, %48] : memref<6x32xf32>, vector<32xf32>
          %c5_44 = arith.constant 5 : index
          vector.store %49#5, %alloc[%c5_44, %48] : memref<6x32xf32>, vector<32xf32>
        }
        %c2_30 = arith.constant 2 : index
        %44 = arith.cmpi ule, %6, %c2_30 : index
        scf.if %44 {
          %47 = arith.addi %arg9, %5 : index
          %c1_35 = arith.constant 1 : index
          scf.for %arg11 = %47 to %43 step %c1_35 {
            %c1_36 = arith.constant 1 : index
            %48 = arith.subi %43, %c1_36 : index
            %c0_37 = arith.constant 0 : index
            %49 = arith.addi %arg11, %c0_37 : index
            %c1_38 = arith.constant 1 : index
            %c16 = arith.constant 16 : index
            %c0_39 = arith.constant 0 : index
            %50:6 = scf.for %arg12 = %c0_39 to %c16 step %c1_38 iter_args(%arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst) -> (f32, f32, f32, f32, f32, f32) {
              %51 = memref.load %arg0[%32, %arg12] : memref<8x16xf32>
              %52 = memref.load %arg0[%34, %arg12] : memref<8x16xf32>
              %53 = memref.load %arg0[%36, %arg12] : memref<8x16xf32>
              %54 = memref.load %arg0[%38, %arg12] : memref<8x16xf32>
              %55 = memref.load %arg0[%40, %arg12] : memref<8x16xf32>
              %56 = memref.load %arg0[%42, %arg12] : memref<8x16xf32>
              %57 = memref.load %arg1[%arg12, %49] : memref<16x32xf32>
              %58 = arith.mulf %51, %57 : f32
              %59 = arith.addf %58, %arg13 : f32
              %60 = arith.mulf %52, %57 : f32
              %61 = arith.addf %60, %arg14 : f32
              %62 = arith.mulf %53, %57 : f32
              %63 = arith.addf %62, %arg15 : f32
              %64 = arith.mulf %54, %57 : f32
              %65 = arith.addf %64, %arg16 : f32
              %66 = arith.mulf %55, %57 : f32
              %67 = arith.addf %66, %arg17 : f32
              %68 = arith.mulf %56, %57 : f32
              %69 = arith.addf %68, %arg18 : f32
              scf.yield %59, %61, %63, %65, %67, %69 : f32, f32, f32, f32, f32, f32
            }
            %c0_40 = arith.constant 0 : index
            memref.store %50#0, %alloc[%c0_40, %49] : memref<6x32xf32>
            %c1_41 = arith.constant 1 : index
            memref.store %50#1, %alloc[%c1_41, %49] : memref<6x32xf32>
            %c2_42 = arith.constant 2 : index
            memref.store %50#2, %alloc[%c2_42, %49] : memref<6x32xf32>
            %c3_43 = arith.constant 3 : index
            memref.store %50#3, %alloc[%c3_43, %49] : memref<6x32xf32>
            %c4_44 = arith.constant 4 : index
            memref.store %50#4, %alloc[%c4_44, %49] : memref<6x32xf32>
            %c5_45 = arith.constant 5 : index
            memref.store %50#5, %alloc[%c5_45, %49] : memref<6x32xf32>
          }
        } else {
          %47 = arith.addi %arg9, %5 : index
          %c32_35 = arith.constant 32 : index
          %48 = arith.subi %c32_35, %47 : index
          %c32_36 = arith.constant 32 : index
          %49 = arith.minui %c32_36, %48 : index
          %50 = vector.create_mask %49 : vector<32xi1>
          %c32_37 = arith.constant 32 : index
          %51 = arith.muli %4, %c32_37 : index
          %52 = arith.addi %arg9, %51 : index
          %cst_38 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_39 = arith.constant 1 : index
          %c16 = arith.constant 16 : index
          %c0_40 = arith.constant 0 : index
          %53:6 = scf.for %arg11 = %c0_40 to %c16 step %c1_39 iter_args(%arg12 = %cst_38, %arg13 = %cst_38, %arg14 = %cst_38, %arg15 = %cst_38, %arg16 = %cst_38, %arg17 = %cst_38) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_47 = arith.constant 0 : index
            %54 = vector.load %view[%4, %arg11, %c0_47] : memref<1x16x32xf32>, vector<32xf32>
            %55 = memref.load %arg0[%32, %arg11] : memref<8x16xf32>
            %56 = vector.broadcast %55 : f32 to vector<32xf32>
            %57 = vector.fma %56, %54, %arg12 : vector<32xf32>
            %58 = memref.load %arg0[%34, %arg11] : memref<8x16xf32>
            %59 = vector.broadcast %58 : f32 to vector<32xf32>
            %60 = vector.fma %59, %54, %arg13 : vector<32xf32>
            %61 = memref.load %arg0[%36, %arg11] : memref<8x16xf32>
            %62 = vector.broadcast %61 : f32 to vector<32xf32>
            %63 = vector.fma %62, %54, %arg14 : vector<32xf32>
            %64 = memref.load %arg0[%38, %arg11] : memref<8x16xf32>
            %65 = vector.broadcast %64 : f32 to vector<32xf32>
            %66 = vector.fma %65, %54, %arg15 : vector<32xf32>
            %67 = memref.load %arg0[%40, %arg11] : memref<8x16xf32>
            %68 = vector.broadcast %67 : f32 to vector<32xf32>
            %69 = vector.fma %68, %54, %arg16 : vector<32xf32>
            %70 = memref.load %arg0[%42, %arg11] : memref<8x16xf32>
            %71 = vector.broadcast %70 : f32 to vector<32xf32>
            %72 = vector.fma %71, %54, %arg17 : vector<32xf32>
            scf.yield %57, %60, %63, %66, %69, %72 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_41 = arith.constant 0 : index
          vector.maskedstore %alloc[%c0_41, %52], %50, %53#0 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
          %c1_42 = arith.constant 1 : index
          vector.maskedstore %alloc[%c1_42, %52], %50, %53#1 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
          %c2_43 = arith.constant 2 : index
          vector.maskedstore %alloc[%c2_43, %52], %50, %53#2 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
          %c3_44 = arith.constant 3 : index
          vector.maskedstore %alloc[%c3_44, %52], %50, %53#3 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
          %c4_45 = arith.constant 4 : index
          vector.maskedstore %alloc[%c4_45, %52], %50, %53#4 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
          %c5_46 = arith.constant 5 : index
          vector.maskedstore %alloc[%c5_46, %52], %50, %53#5 : memref<6x32xf32>, vector<32xi1>, vector<32xf32>
        }
        %c8_31 = arith.constant 8 : index
        %45 = arith.subi %c8_31, %arg10 : index
        %c6_32 = arith.constant 6 : index
        %46 = arith.minui %c6_32, %45 : index
        %c1_33 = arith.constant 1 : index
        %c0_34 = arith.constant 0 : index
        scf.for %arg11 = %c0_34 to %46 step %c1_33 {
          %47 = arith.addi %arg10, %arg11 : index
          %c1_35 = arith.constant 1 : index
          scf.for %arg12 = %arg9 to %43 step %c1_35 {
            %48 = memref.load %alloc[%arg11, %arg12] : memref<6x32xf32>
            %49 = memref.load %arg2[%arg12] : memref<32xf32>
            %50 = arith.addf %48, %49 : f32
            %cst_36 = arith.constant 5.000000e-01 : f32
            %51 = arith.mulf %50, %cst_36 : f32
            %cst_37 = arith.constant 0.707106769 : f32
            %52 = arith.mulf %50, %cst_37 : f32
            %53 = math.erf %52 : f32
            %cst_38 = arith.constant 1.000000e+00 : f32
            %54 = arith.addf %53, %cst_38 : f32
            %55 = arith.mulf %51, %54 : f32
            memref.store %55, %arg3[%47, %arg12] : memref<8x32xf32>
          }
        }
      }
      %c1_24 = arith.constant 1 : index
      %30 = arith.cmpi ugt, %arg8, %c1_24 : index
      scf.if %30 {
        %c0_i64 = arith.constant 0 : i64
        %c1_25 = arith.constant 1 : index
        %31 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_25] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_26 = arith.constant 1 : i64
        %c0_27 = arith.constant 0 : index
        %32 = memref.atomic_rmw addi %c1_i64_26, %arg5[%c0_27] : (i64, memref<2xi64>) -> i64
        %33 = arith.addi %32, %c1_i64 : i64
        %34 = arith.index_cast %arg8 : index to i64
        %35 = arith.cmpi eq, %33, %34 : i64
        scf.if %35 {
          %c0_i64_28 = arith.constant 0 : i64
          %c0_29 = arith.constant 0 : index
          %36 = memref.atomic_rmw assign %c0_i64_28, %arg5[%c0_29] : (i64, memref<2xi64>) -> i64
          %c1_i64_30 = arith.constant 1 : i64
          %c1_31 = arith.constant 1 : index
          %37 = memref.atomic_rmw addi %c1_i64_30, %arg5[%c1_31] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_28 = arith.constant 0 : i64
            %c1_29 = arith.constant 1 : index
            %36 = memref.atomic_rmw addi %c0_i64_28, %arg5[%c1_29] : (i64, memref<2xi64>) -> i64
            %37 = arith.cmpi eq, %36, %31 : i64
            scf.condition(%37)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x32xf32>
    %c1_3 = arith.constant 1 : index
    %1 = arith.cmpi ugt, %arg8, %c1_3 : index
    scf.if %1 {
      %c0_i64 = arith.constant 0 : i64
      %c1_4 = arith.constant 1 : index
      %2 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_4] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_5 = arith.constant 1 : i64
      %c0_6 = arith.constant 0 : index
      %3 = memref.atomic_rmw addi %c1_i64_5, %arg5[%c0_6] : (i64, memref<2xi64>) -> i64
      %4 = arith.addi %3, %c1_i64 : i64
      %5 = arith.index_cast %arg8 : index to i64
      %6 = arith.cmpi eq, %4, %5 : i64
      scf.if %6 {
        %c0_i64_7 = arith.constant 0 : i64
        %c0_8 = arith.constant 0 : index
        %7 = memref.atomic_rmw assign %c0_i64_7, %arg5[%c0_8] : (i64, memref<2xi64>) -> i64
        %c1_i64_9 = arith.constant 1 : i64
        %c1_10 = arith.constant 1 : index
        %8 = memref.atomic_rmw addi %c1_i64_9, %arg5[%c1_10] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_7 = arith.constant 0 : i64
          %c1_8 = arith.constant 1 : index
          %7 = memref.atomic_rmw addi %c0_i64_7, %arg5[%c1_8] : (i64, memref<2xi64>) -> i64
          %8 = arith.cmpi eq, %7, %2 : i64
          scf.condition(%8)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    return
  }
}
