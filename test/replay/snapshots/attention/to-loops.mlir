#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<2x8x16xf32>, %arg1: memref<2x8x16xf32>, %arg2: memref<2x8x16xf32>, %arg3: memref<2x8x16xf32>, %arg4: memref<1024xi8>, %arg5: memref<16xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 1024 : i64, pyc.naive_bytes = 1024 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg4[%c0][] : memref<1024xi8> to memref<2x8x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x8xf32>
    %c0_0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_1 = arith.constant 2 : index
    %0 = arith.muli %c2_1, %arg7 : index
    %1 = arith.divui %0, %arg8 : index
    %c2_2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c2_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg7, %c1_3 : index
    %c2_4 = arith.constant 2 : index
    %5 = arith.muli %c2_4, %4 : index
    %6 = arith.divui %5, %arg8 : index
    %c2_5 = arith.constant 2 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c2_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg9 = %3 to %8 step %c1_7 {
      %c1_35 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %30 = arith.subi %c8, %c1_35 : index
      %c8_36 = arith.constant 8 : index
      %c8_37 = arith.constant 8 : index
      %c0_38 = arith.constant 0 : index
      scf.for %arg10 = %c0_38 to %c8_36 step %c8_37 {
        %31 = arith.subi %c8_36, %arg10 : index
        %c8_39 = arith.constant 8 : index
        %32 = arith.minui %c8_39, %31 : index
        %c0_40 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %33 = arith.muli %c0_40, %c32 : index
        %34 = arith.subi %32, %33 : index
        %c0_41 = arith.constant 0 : index
        %c0_42 = arith.constant 0 : index
        %c8_43 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg11 = %c0_42 to %c8_43 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_44 = arith.constant 0 : index
          %35 = arith.addi %arg11, %c0_44 : index
          %36 = arith.minui %35, %c7 : index
          %c1_45 = arith.constant 1 : index
          %37 = arith.addi %arg11, %c1_45 : index
          %38 = arith.minui %37, %c7 : index
          %c2_46 = arith.constant 2 : index
          %39 = arith.addi %arg11, %c2_46 : index
          %40 = arith.minui %39, %c7 : index
          %c3 = arith.constant 3 : index
          %41 = arith.addi %arg11, %c3 : index
          %42 = arith.minui %41, %c7 : index
          %c4 = arith.constant 4 : index
          %43 = arith.addi %arg11, %c4 : index
          %44 = arith.minui %43, %c7 : index
          %c5 = arith.constant 5 : index
          %45 = arith.addi %arg11, %c5 : index
          %46 = arith.minui %45, %c7 : index
          %47 = arith.addi %arg10, %32 : index
          %c1_47 = arith.constant 1 : index
          scf.for %arg12 = %arg10 to %47 step %c1_47 {
            %c1_52 = arith.constant 1 : index
            %50 = arith.subi %47, %c1_52 : index
            %c0_53 = arith.constant 0 : index
            %51 = arith.addi %arg12, %c0_53 : index
            %c1_54 = arith.constant 1 : index
            %c16 = arith.constant 16 : index
            %c0_55 = arith.constant 0 : index
            %52:6 = scf.for %arg13 = %c0_55 to %c16 step %c1_54 iter_args(%arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst) -> (f32, f32, f32, f32, f32, f32) {
              %53 = memref.load %arg0[%arg9, %36, %arg13] : memref<2x8x16xf32>
              %54 = memref.load %arg0[%arg9, %38, %arg13] : memref<2x8x16xf32>
              %55 = memref.load %arg0[%arg9, %40, %arg13] : memref<2x8x16xf32>
              %56 = memref.load %arg0[%arg9, %42, %arg13] : memref<2x8x16xf32>
              %57 = memref.load %arg0[%arg9, %44, %arg13] : memref<2x8x16xf32>
              %58 = memref.load %arg0[%arg9, %46, %arg13] : memref<2x8x16xf32>
              %59 = memref.load %arg1[%arg9, %51, %arg13] : memref<2x8x16xf32>
              %60 = arith.mulf %53, %59 : f32
              %61 = arith.addf %60, %arg14 : f32
              %62 = arith.mulf %54, %59 : f32
              %63 = arith.addf %62, %arg15 : f32
              %64 = arith.mulf %55, %59 : f32
              %65 = arith.addf %64, %arg16 : f32
              %66 = arith.mulf %56, %59 : f32
              %67 = arith.addf %66, %arg17 : f32
              %68 = arith.mulf %57, %59 : f32
              %69 = arith.addf %68, %arg18 : f32
              %70 = arith.mulf %58, %59 : f32
              %71 = arith.addf %70, %arg19 : f32
              scf.yield %61, %63, %65, %67, %69, %71 : f32, f32, f32, f32, f32, f32
            }
            %c0_56 = arith.constant 0 : index
            memref.store %52#0, %alloc[%c0_56, %51] : memref<6x8xf32>
            %c1_57 = arith.constant 1 : index
            memref.store %52#1, %alloc[%c1_57, %51] : memref<6x8xf32>
            %c2_58 = arith.constant 2 : index
            memref.store %52#2, %alloc[%c2_58, %51] : memref<6x8xf32>
            %c3_59 = arith.constant 3 : index
            memref.store %52#3, %alloc[%c3_59, %51] : memref<6x8xf32>
            %c4_60 = arith.constant 4 : index
            memref.store %52#4, %alloc[%c4_60, %51] : memref<6x8xf32>
            %c5_61 = arith.constant 5 : index
            memref.store %52#5, %alloc[%c5_61, %51] : memref<6x8xf32>
          }
          %c8_48 = arith.constant 8 : index
          %48 = arith.subi %c8_48, %arg11 : index
          %c6_49 = arith.constant 6 : index
          %49 = arith.minui %c6_49, %48 : index
          %c1_50 = arith.constant 1 : index
          %c0_51 = arith.constant 0 : index
          scf.for %arg12 = %c0_51 to %49 step %c1_50 {
            %50 = arith.addi %arg11, %arg12 : index
            %c1_52 = arith.constant 1 : index
            scf.for %arg13 = %arg10 to %47 step %c1_52 {
              %c0_53 = arith.constant 0 : index
              %51 = arith.index_cast %arg13 : index to i64
              %c0_54 = arith.constant 0 : index
              %52 = arith.index_cast %50 : index to i64
              %53 = arith.subi %51, %52 : i64
              %c0_i64 = arith.constant 0 : i64
              %54 = arith.cmpi sle, %53, %c0_i64 : i64
              %true = arith.constant true
              %55 = arith.xori %54, %true : i1
              %cst_55 = arith.constant 0xFF800000 : f32
              %56 = memref.load %alloc[%arg12, %arg13] : memref<6x8xf32>
              %cst_56 = arith.constant 2.500000e-01 : f32
              %57 = arith.mulf %56, %cst_56 : f32
              %58 = arith.select %55, %cst_55, %57 : f32
              memref.store %58, %view[%arg9, %50, %arg13] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x8xf32>
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg8, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_35 = arith.constant 1 : index
      %30 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_35] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_36 = arith.constant 1 : i64
      %c0_37 = arith.constant 0 : index
      %31 = memref.atomic_rmw addi %c1_i64_36, %arg5[%c0_37] : (i64, memref<16xi64>) -> i64
      %32 = arith.addi %31, %c1_i64 : i64
      %33 = arith.index_cast %arg8 : index to i64
      %34 = arith.cmpi eq, %32, %33 : i64
      scf.if %34 {
        %c0_i64_38 = arith.constant 0 : i64
        %c0_39 = arith.constant 0 : index
        %35 = memref.atomic_rmw assign %c0_i64_38, %arg5[%c0_39] : (i64, memref<16xi64>) -> i64
        %c0_i64_40 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %36 = memref.atomic_rmw assign %c0_i64_40, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_41 = arith.constant 1 : i64
        %c1_42 = arith.constant 1 : index
        %37 = memref.atomic_rmw addi %c1_i64_41, %arg5[%c1_42] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_38 = arith.constant 0 : i64
          %c1_39 = arith.constant 1 : index
          %35 = memref.atomic_rmw addi %c0_i64_38, %arg5[%c1_39] : (i64, memref<16xi64>) -> i64
          %36 = arith.cmpi eq, %35, %30 : i64
          scf.condition(%36)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %30 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    %c512 = arith.constant 512 : index
    %view_9 = memref.view %arg4[%c512][] : memref<1024xi8> to memref<2x8x8xf32>
    %alloc_10 = memref.alloc() : memref<8xf32>
    %c0_11 = arith.constant 0 : index
    %c2_12 = arith.constant 2 : index
    %c2_13 = arith.constant 2 : index
    %10 = arith.muli %c2_13, %arg7 : index
    %11 = arith.divui %10, %arg8 : index
    %c2_14 = arith.constant 2 : index
    %c1_15 = arith.constant 1 : index
    %12 = arith.muli %11, %c1_15 : index
    %13 = arith.minui %12, %c2_14 : index
    %c1_16 = arith.constant 1 : index
    %14 = arith.addi %arg7, %c1_16 : index
    %c2_17 = arith.constant 2 : index
    %15 = arith.muli %c2_17, %14 : index
    %16 = arith.divui %15, %arg8 : index
    %c2_18 = arith.constant 2 : index
    %c1_19 = arith.constant 1 : index
    %17 = arith.muli %16, %c1_19 : index
    %18 = arith.minui %17, %c2_18 : index
    %c1_20 = arith.constant 1 : index
    scf.for %arg9 = %13 to %18 step %c1_20 {
      %c0_35 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c1_36 = arith.constant 1 : index
      scf.for %arg10 = %c0_35 to %c8 step %c1_36 {
        %cst_37 = arith.constant 0xFF800000 : f32
        %c1_38 = arith.constant 1 : index
        %c8_39 = arith.constant 8 : index
        %c0_40 = arith.constant 0 : index
        %30 = scf.for %arg11 = %c0_40 to %c8_39 step %c1_38 iter_args(%arg12 = %cst_37) -> (f32) {
          %32 = memref.load %view[%arg9, %arg10, %arg11] : memref<2x8x8xf32>
          %33 = arith.maximumf %32, %arg12 fastmath<nsz> : f32
          scf.yield %33 : f32
        } {loop_annotation = #loop_annotation}
        %cst_41 = arith.constant 0.000000e+00 : f32
        %c1_42 = arith.constant 1 : index
        %c8_43 = arith.constant 8 : index
        %c0_44 = arith.constant 0 : index
        %31 = scf.for %arg11 = %c0_44 to %c8_43 step %c1_42 iter_args(%arg12 = %cst_41) -> (f32) {
          %32 = memref.load %view[%arg9, %arg10, %arg11] : memref<2x8x8xf32>
          %c0_48 = arith.constant 0 : index
          %33 = arith.subf %32, %30 : f32
          %34 = math.exp %33 : f32
          memref.store %34, %alloc_10[%arg11] : memref<8xf32>
          %35 = arith.addf %34, %arg12 fastmath<reassoc> : f32
          scf.yield %35 : f32
        } {loop_annotation = #loop_annotation}
        %c0_45 = arith.constant 0 : index
        %c8_46 = arith.constant 8 : index
        %c1_47 = arith.constant 1 : index
        scf.for %arg11 = %c0_45 to %c8_46 step %c1_47 {
          %32 = memref.load %alloc_10[%arg11] : memref<8xf32>
          %c0_48 = arith.constant 0 : index
          %33 = arith.divf %32, %31 fastmath<arcp> : f32
          memref.store %33, %view_9[%arg9, %arg10, %arg11] : memref<2x8x8xf32>
        } {loop_annotation = #loop_annotation1}
      }
    }
    memref.dealloc %alloc_10 : memref<8xf32>
    %c1_21 = arith.constant 1 : index
    %19 = arith.cmpi ugt, %arg8, %c1_21 : index
    scf.if %19 {
      %c0_i64 = arith.constant 0 : i64
      %c1_35 = arith.constant 1 : index
      %30 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_35] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_36 = arith.constant 1 : i64
      %c0_37 = arith.constant 0 : index
      %31 = memref.atomic_rmw addi %c1_i64_36, %arg5[%c0_37] : (i64, memref<16xi64>) -> i64
      %32 = arith.addi %31, %c1_i64 : i64
      %33 = arith.index_cast %arg8 : index to i64
      %34 = arith.cmpi eq, %32, %33 : i64
      scf.if %34 {
        %c0_i64_38 = arith.constant 0 : i64
        %c0_39 = arith.constant 0 : index
        %35 = memref.atomic_rmw assign %c0_i64_38, %arg5[%c0_39] : (i64, memref<16xi64>) -> i64
        %c0_i64_40 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %36 = memref.atomic_rmw assign %c0_i64_40, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_41 = arith.constant 1 : i64
        %c1_42 = arith.constant 1 : index
        %37 = memref.atomic_rmw addi %c1_i64_41, %arg5[%c1_42] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_38 = arith.constant 0 : i64
          %c1_39 = arith.constant 1 : index
          %35 = memref.atomic_rmw addi %c0_i64_38, %arg5[%c1_39] : (i64, memref<16xi64>) -> i64
          %36 = arith.cmpi eq, %35, %30 : i64
          scf.condition(%36)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %30 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    %cst_22 = arith.constant 0.000000e+00 : f32
    %alloc_23 = memref.alloc() : memref<6x16xf32>
    %c0_24 = arith.constant 0 : index
    %c2_25 = arith.constant 2 : index
    %c2_26 = arith.constant 2 : index
    %20 = arith.muli %c2_26, %arg7 : index
    %21 = arith.divui %20, %arg8 : index
    %c2_27 = arith.constant 2 : index
    %c1_28 = arith.constant 1 : index
    %22 = arith.muli %21, %c1_28 : index
    %23 = arith.minui %22, %c2_27 : index
    %c1_29 = arith.constant 1 : index
    %24 = arith.addi %arg7, %c1_29 : index
    %c2_30 = arith.constant 2 : index
    %25 = arith.muli %c2_30, %24 : index
    %26 = arith.divui %25, %arg8 : index
    %c2_31 = arith.constant 2 : index
    %c1_32 = arith.constant 1 : index
    %27 = arith.muli %26, %c1_32 : index
    %28 = arith.minui %27, %c2_31 : index
    %c1_33 = arith.constant 1 : index
    scf.for %arg9 = %23 to %28 step %c1_33 {
      %c1_35 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %30 = arith.subi %c16, %c1_35 : index
      %c16_36 = arith.constant 16 : index
      %c16_37 = arith.constant 16 : index
      %c0_38 = arith.constant 0 : index
      scf.for %arg10 = %c0_38 to %c16_36 step %c16_37 {
        %31 = arith.subi %c16_36, %arg10 : index
        %c16_39 = arith.constant 16 : index
        %32 = arith.minui %c16_39, %31 : index
        %c0_40 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %33 = arith.muli %c0_40, %c32 : index
        %34 = arith.subi %32, %33 : index
        %c0_41 = arith.constant 0 : index
        %c0_42 = arith.constant 0 : index
        %c8 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg11 = %c0_42 to %c8 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_43 = arith.constant 0 : index
          %35 = arith.addi %arg11, %c0_43 : index
          %36 = arith.minui %35, %c7 : index
          %c1_44 = arith.constant 1 : index
          %37 = arith.addi %arg11, %c1_44 : index
          %38 = arith.minui %37, %c7 : index
          %c2_45 = arith.constant 2 : index
          %39 = arith.addi %arg11, %c2_45 : index
          %40 = arith.minui %39, %c7 : index
          %c3 = arith.constant 3 : index
          %41 = arith.addi %arg11, %c3 : index
          %42 = arith.minui %41, %c7 : index
          %c4 = arith.constant 4 : index
          %43 = arith.addi %arg11, %c4 : index
          %44 = arith.minui %43, %c7 : index
          %c5 = arith.constant 5 : index
          %45 = arith.addi %arg11, %c5 : index
          %46 = arith.minui %45, %c7 : index
          %c8_46 = arith.constant 8 : index
          %c6_47 = arith.constant 6 : index
          %47 = arith.addi %arg11, %c6_47 : index
          %48 = arith.minui %47, %c8_46 : index
          %49 = arith.addi %arg10, %32 : index
          %c1_48 = arith.constant 1 : index
          scf.for %arg12 = %arg10 to %49 step %c1_48 {
            %c1_53 = arith.constant 1 : index
            %52 = arith.subi %49, %c1_53 : index
            %c0_54 = arith.constant 0 : index
            %53 = arith.addi %arg12, %c0_54 : index
            %c1_55 = arith.constant 1 : index
            %c0_56 = arith.constant 0 : index
            %54:6 = scf.for %arg13 = %c0_56 to %48 step %c1_55 iter_args(%arg14 = %cst_22, %arg15 = %cst_22, %arg16 = %cst_22, %arg17 = %cst_22, %arg18 = %cst_22, %arg19 = %cst_22) -> (f32, f32, f32, f32, f32, f32) {
              %55 = memref.load %view_9[%arg9, %36, %arg13] : memref<2x8x8xf32>
              %56 = memref.load %view_9[%arg9, %38, %arg13] : memref<2x8x8xf32>
              %57 = memref.load %view_9[%arg9, %40, %arg13] : memref<2x8x8xf32>
              %58 = memref.load %view_9[%arg9, %42, %arg13] : memref<2x8x8xf32>
              %59 = memref.load %view_9[%arg9, %44, %arg13] : memref<2x8x8xf32>
              %60 = memref.load %view_9[%arg9, %46, %arg13] : memref<2x8x8xf32>
              %61 = memref.load %arg2[%arg9, %arg13, %53] : memref<2x8x16xf32>
              %62 = arith.mulf %55, %61 : f32
              %63 = arith.addf %62, %arg14 : f32
              %64 = arith.mulf %56, %61 : f32
              %65 = arith.addf %64, %arg15 : f32
              %66 = arith.mulf %57, %61 : f32
              %67 = arith.addf %66, %arg16 : f32
              %68 = arith.mulf %58, %61 : f32
              %69 = arith.addf %68, %arg17 : f32
              %70 = arith.mulf %59, %61 : f32
              %71 = arith.addf %70, %arg18 : f32
              %72 = arith.mulf %60, %61 : f32
              %73 = arith.addf %72, %arg19 : f32
              scf.yield %63, %65, %67, %69, %71, %73 : f32, f32, f32, f32, f32, f32
            }
            %c0_57 = arith.constant 0 : index
            memref.store %54#0, %alloc_23[%c0_57, %53] : memref<6x16xf32>
            %c1_58 = arith.constant 1 : index
            memref.store %54#1, %alloc_23[%c1_58, %53] : memref<6x16xf32>
            %c2_59 = arith.constant 2 : index
            memref.store %54#2, %alloc_23[%c2_59, %53] : memref<6x16xf32>
            %c3_60 = arith.constant 3 : index
            memref.store %54#3, %alloc_23[%c3_60, %53] : memref<6x16xf32>
            %c4_61 = arith.constant 4 : index
            memref.store %54#4, %alloc_23[%c4_61, %53] : memref<6x16xf32>
            %c5_62 = arith.constant 5 : index
            memref.store %54#5, %alloc_23[%c5_62, %53] : memref<6x16xf32>
          }
          %c8_49 = arith.constant 8 : index
          %50 = arith.subi %c8_49, %arg11 : index
          %c6_50 = arith.constant 6 : index
          %51 = arith.minui %c6_50, %50 : index
          %c1_51 = arith.constant 1 : index
          %c0_52 = arith.constant 0 : index
          scf.for %arg12 = %c0_52 to %51 step %c1_51 {
            %52 = arith.addi %arg11, %arg12 : index
            %c1_53 = arith.constant 1 : index
            scf.for %arg13 = %arg10 to %49 step %c1_53 {
              %53 = memref.load %alloc_23[%arg12, %arg13] : memref<6x16xf32>
              memref.store %53, %arg3[%arg9, %52, %arg13] : memref<2x8x16xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_23 : memref<6x16xf32>
    %c1_34 = arith.constant 1 : index
    %29 = arith.cmpi ugt, %arg8, %c1_34 : index
    scf.if %29 {
      %c0_i64 = arith.constant 0 : i64
      %c1_35 = arith.constant 1 : index
      %30 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_35] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_36 = arith.constant 1 : i64
      %c0_37 = arith.constant 0 : index
      %31 = memref.atomic_rmw addi %c1_i64_36, %arg5[%c0_37] : (i64, memref<16xi64>) -> i64
      %32 = arith.addi %31, %c1_i64 : i64
      %33 = arith.index_cast %arg8 : index to i64
      %34 = arith.cmpi eq, %32, %33 : i64
      scf.if %34 {
        %c0_i64_38 = arith.constant 0 : i64
        %c0_39 = arith.constant 0 : index
        %35 = memref.atomic_rmw assign %c0_i64_38, %arg5[%c0_39] : (i64, memref<16xi64>) -> i64
        %c0_i64_40 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %36 = memref.atomic_rmw assign %c0_i64_40, %arg5[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_41 = arith.constant 1 : i64
        %c1_42 = arith.constant 1 : index
        %37 = memref.atomic_rmw addi %c1_i64_41, %arg5[%c1_42] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_38 = arith.constant 0 : i64
          %c1_39 = arith.constant 1 : index
          %35 = memref.atomic_rmw addi %c0_i64_38, %arg5[%c1_39] : (i64, memref<16xi64>) -> i64
          %36 = arith.cmpi eq, %35, %30 : i64
          scf.condition(%36)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %30 = memref.atomic_rmw assign %c0_i64, %arg5[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
