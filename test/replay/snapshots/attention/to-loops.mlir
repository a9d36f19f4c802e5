#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  func.func @f(%arg0: memref<2x8x16xf32>, %arg1: memref<2x8x16xf32>, %arg2: memref<2x8x16xf32>, %arg3: memref<2x8x16xf32>, %arg4: memref<1152xi8>, %arg5: memref<2xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 1152 : i64, pyc.naive_bytes = 1152 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg4[%c0][] : memref<1152xi8> to memref<8xi64>
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %0 = arith.muli %c8_1, %arg7 : index
    %1 = arith.divui %0, %arg8 : index
    %c8_2 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c8_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg7, %c1_3 : index
    %c8_4 = arith.constant 8 : index
    %5 = arith.muli %c8_4, %4 : index
    %6 = arith.divui %5, %arg8 : index
    %c8_5 = arith.constant 8 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c8_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg9 = %3 to %8 step %c1_7 {
      %50 = arith.index_cast %arg9 : index to i64
      memref.store %50, %view[%arg9] : memref<8xi64>
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg8, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_58 = arith.constant 1 : index
      %50 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_58] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_59 = arith.constant 1 : i64
      %c0_60 = arith.constant 0 : index
      %51 = memref.atomic_rmw addi %c1_i64_59, %arg5[%c0_60] : (i64, memref<2xi64>) -> i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %arg8 : index to i64
      %54 = arith.cmpi eq, %52, %53 : i64
      scf.if %54 {
        %c0_i64_61 = arith.constant 0 : i64
        %c0_62 = arith.constant 0 : index
        %55 = memref.atomic_rmw assign %c0_i64_61, %arg5[%c0_62] : (i64, memref<2xi64>) -> i64
        %c1_i64_63 = arith.constant 1 : i64
        %c1_64 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_63, %arg5[%c1_64] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_61 = arith.constant 0 : i64
          %c1_62 = arith.constant 1 : index
          %55 = memref.atomic_rmw addi %c0_i64_61, %arg5[%c1_62] : (i64, memref<2xi64>) -> i64
          %56 = arith.cmpi eq, %55, %50 : i64
          scf.condition(%56)
        } do {
          scf.yield
        }
      }
    }
    %c64 = arith.constant 64 : index
    %view_9 = memref.view %arg4[%c64][] : memref<1152xi8> to memref<8x8xi8>
    %c0_10 = arith.constant 0 : index
    %c8_11 = arith.constant 8 : index
    %c8_12 = arith.constant 8 : index
    %10 = arith.muli %c8_12, %arg7 : index
    %11 = arith.divui %10, %arg8 : index
    %c8_13 = arith.constant 8 : index
    %c1_14 = arith.constant 1 : index
    %12 = arith.muli %11, %c1_14 : index
    %13 = arith.minui %12, %c8_13 : index
    %c1_15 = arith.constant 1 : index
    %14 = arith.addi %arg7, %c1_15 : index
    %c8_16 = arith.constant 8 : index
    %15 = arith.muli %c8_16, %14 : index
    %16 = arith.divui %15, %arg8 : index
    %c8_17 = arith.constant 8 : index
    %c1_18 = arith.constant 1 : index
    %17 = arith.muli %16, %c1_18 : index
    %18 = arith.minui %17, %c8_17 : index
    %c1_19 = arith.constant 1 : index
    scf.for %arg9 = %13 to %18 step %c1_19 {
      %c0_58 = arith.constant 0 : index
      %c8_59 = arith.constant 8 : index
      %c1_60 = arith.constant 1 : index
      scf.for %arg10 = %c0_58 to %c8_59 step %c1_60 {
        %c0_61 = arith.constant 0 : index
        %50 = memref.load %view[%arg10] : memref<8xi64>
        %c0_62 = arith.constant 0 : index
        %51 = memref.load %view[%arg9] : memref<8xi64>
        %52 = arith.subi %50, %51 : i64
        %c0_i64 = arith.constant 0 : i64
        %53 = arith.cmpi sle, %52, %c0_i64 : i64
        %true = arith.constant true
        %54 = arith.xori %53, %true : i1
        %55 = arith.extui %54 : i1 to i8
        memref.store %55, %view_9[%arg9, %arg10] : memref<8x8xi8>
      }
    }
    %c1_20 = arith.constant 1 : index
    %19 = arith.cmpi ugt, %arg8, %c1_20 : index
    scf.if %19 {
      %c0_i64 = arith.constant 0 : i64
      %c1_58 = arith.constant 1 : index
      %50 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_58] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_59 = arith.constant 1 : i64
      %c0_60 = arith.constant 0 : index
      %51 = memref.atomic_rmw addi %c1_i64_59, %arg5[%c0_60] : (i64, memref<2xi64>) -> i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %arg8 : index to i64
      %54 = arith.cmpi eq, %52, %53 : i64
      scf.if %54 {
        %c0_i64_61 = arith.constant 0 : i64
        %c0_62 = arith.constant 0 : index
        %55 = memref.atomic_rmw assign %c0_i64_61, %arg5[%c0_62] : (i64, memref<2xi64>) -> i64
        %c1_i64_63 = arith.constant 1 : i64
        %c1_64 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_63, %arg5[%c1_64] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_61 = arith.constant 0 : i64
          %c1_62 = arith.constant 1 : index
          %55 = memref.atomic_rmw addi %c0_i64_61, %arg5[%c1_62] : (i64, memref<2xi64>) -> i64
          %56 = arith.cmpi eq, %55, %50 : i64
          scf.condition(%56)
        } do {
          scf.yield
        }
      }
    }
    %c128 = arith.constant 128 : index
    %view_21 = memref.view %arg4[%c128][] : memref<1152xi8> to memref<2x8x8xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x8xf32>
    %c0_22 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_23 = arith.constant 2 : index
    %20 = arith.muli %c2_23, %arg7 : index
    %21 = arith.divui %20, %arg8 : index
    %c2_24 = arith.constant 2 : index
    %c1_25 = arith.constant 1 : index
    %22 = arith.muli %21, %c1_25 : index
    %23 = arith.minui %22, %c2_24 : index
    %c1_26 = arith.constant 1 : index
    %24 = arith.addi %arg7, %c1_26 : index
    %c2_27 = arith.constant 2 : index
    %25 = arith.muli %c2_27, %24 : index
    %26 = arith.divui %25, %arg8 : index
    %c2_28 = arith.constant 2 : index
    %c1_29 = arith.constant 1 : index
    %27 = arith.muli %26, %c1_29 : index
    %28 = arith.minui %27, %c2_28 : index
    %c1_30 = arith.constant 1 : index
    scf.for %arg9 = %23 to %28 step %c1_30 {
      %c1_58 = arith.constant 1 : index
      %c8_59 = arith.constant 8 : index
      %50 = arith.subi %c8_59, %c1_58 : index
      %c8_60 = arith.constant 8 : index
      %c8_61 = arith.constant 8 : index
      %c0_62 = arith.constant 0 : index
      scf.for %arg10 = %c0_62 to %c8_61 step %c8_60 {
        %c8_63 = arith.constant 8 : index
        %51 = arith.subi %c8_63, %arg10 : index
        %c8_64 = arith.constant 8 : index
        %52 = arith.minui %c8_64, %51 : index
        %c0_65 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %53 = arith.muli %c0_65, %c32 : index
        %54 = arith.subi %52, %53 : index
        %c0_66 = arith.constant 0 : index
        %c0_67 = arith.constant 0 : index
        %c8_68 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg11 = %c0_67 to %c8_68 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_69 = arith.constant 0 : index
          %55 = arith.addi %arg11, %c0_69 : index
          %56 = arith.minui %55, %c7 : index
          %c1_70 = arith.constant 1 : index
          %57 = arith.addi %arg11, %c1_70 : index
          %58 = arith.minui %57, %c7 : index
          %c2_71 = arith.constant 2 : index
          %59 = arith.addi %arg11, %c2_71 : index
          %60 = arith.minui %59, %c7 : index
          %c3 = arith.constant 3 : index
          %61 = arith.addi %arg11, %c3 : index
          %62 = arith.minui %61, %c7 : index
          %c4 = arith.constant 4 : index
          %63 = arith.addi %arg11, %c4 : index
          %64 = arith.minui %63, %c7 : index
          %c5 = arith.constant 5 : index
          %65 = arith.addi %arg11, %c5 : index
          %66 = arith.minui %65, %c7 : index
          %67 = arith.addi %arg10, %52 : index
          %c1_72 = arith.constant 1 : index
          scf.for %arg12 = %arg10 to %67 step %c1_72 {
            %c1_77 = arith.constant 1 : index
            %70 = arith.subi %67, %c1_77 : index
            %c0_78 = arith.constant 0 : index
            %71 = arith.addi %arg12, %c0_78 : index
            %c1_79 = arith.constant 1 : index
            %c16 = arith.constant 16 : index
            %c0_80 = arith.constant 0 : index
            %72:6 = scf.for %arg13 = %c0_80 to %c16 step %c1_79 iter_args(%arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst, %arg18 = %cst, %arg19 = %cst) -> (f32, f32, f32, f32, f32, f32) {
              %73 = memref.load %arg0[%arg9, %56, %arg13] : memref<2x8x16xf32>
              %74 = memref.load %arg0[%arg9, %58, %arg13] : memref<2x8x16xf32>
              %75 = memref.load %arg0[%arg9, %60, %arg13] : memref<2x8x16xf32>
              %76 = memref.load %arg0[%arg9, %62, %arg13] : memref<2x8x16xf32>
              %77 = memref.load %arg0[%arg9, %64, %arg13] : memref<2x8x16xf32>
              %78 = memref.load %arg0[%arg9, %66, %arg13] : memref<2x8x16xf32>
              %79 = memref.load %arg1[%arg9, %71, %arg13] : memref<2x8x16xf32>
              %80 = arith.mulf %73, %79 : f32
              %81 = arith.addf %80, %arg14 : f32
              %82 = arith.mulf %74, %79 : f32
              %83 = arith.addf %82, %arg15 : f32
              %84 = arith.mulf %75, %79 : f32
              %85 = arith.addf %84, %arg16 : f32
              %86 = arith.mulf %76, %79 : f32
              %87 = arith.addf %86, %arg17 : f32
              %88 = arith.mulf %77, %79 : f32
              %89 = arith.addf %88, %arg18 : f32
              %90 = arith.mulf %78, %79 : f32
              %91 = arith.addf %90, %arg19 : f32
              scf.yield %81, %83, %85, %87, %89, %91 : f32, f32, f32, f32, f32, f32
            }
            %c0_81 = arith.constant 0 : index
            memref.store %72#0, %alloc[%c0_81, %71] : memref<6x8xf32>
            %c1_82 = arith.constant 1 : index
            memref.store %72#1, %alloc[%c1_82, %71] : memref<6x8xf32>
            %c2_83 = arith.constant 2 : index
            memref.store %72#2, %alloc[%c2_83, %71] : memref<6x8xf32>
            %c3_84 = arith.constant 3 : index
            memref.store %72#3, %alloc[%c3_84, %71] : memref<6x8xf32>
            %c4_85 = arith.constant 4 : index
            memref.store %72#4, %alloc[%c4_85, %71] : memref<6x8xf32>
            %c5_86 = arith.constant 5 : index
            memref.store %72#5, %alloc[%c5_86, %71] : memref<6x8xf32>
          }
          %c8_73 = arith.constant 8 : index
          %68 = arith.subi %c8_73, %arg11 : index
          %c6_74 = arith.constant 6 : index
          %69 = arith.minui %c6_74, %68 : index
          %c1_75 = arith.constant 1 : index
          %c0_76 = arith.constant 0 : index
          scf.for %arg12 = %c0_76 to %69 step %c1_75 {
            %70 = arith.addi %arg11, %arg12 : index
            %c1_77 = arith.constant 1 : index
            scf.for %arg13 = %arg10 to %67 step %c1_77 {
              %71 = memref.load %view_9[%70, %arg13] : memref<8x8xi8>
              %72 = arith.trunci %71 : i8 to i1
              %cst_78 = arith.constant 0xFF800000 : f32
              %73 = memref.load %alloc[%arg12, %arg13] : memref<6x8xf32>
              %cst_79 = arith.constant 2.500000e-01 : f32
              %74 = arith.mulf %73, %cst_79 : f32
              %75 = arith.select %72, %cst_78, %74 : f32
              memref.store %75, %view_21[%arg9, %70, %arg13] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x8xf32>
    %c1_31 = arith.constant 1 : index
    %29 = arith.cmpi ugt, %arg8, %c1_31 : index
    scf.if %29 {
      %c0_i64 = arith.constant 0 : i64
      %c1_58 = arith.constant 1 : index
      %50 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_58] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_59 = arith.constant 1 : i64
      %c0_60 = arith.constant 0 : index
      %51 = memref.atomic_rmw addi %c1_i64_59, %arg5[%c0_60] : (i64, memref<2xi64>) -> i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %arg8 : index to i64
      %54 = arith.cmpi eq, %52, %53 : i64
      scf.if %54 {
        %c0_i64_61 = arith.constant 0 : i64
        %c0_62 = arith.constant 0 : index
        %55 = memref.atomic_rmw assign %c0_i64_61, %arg5[%c0_62] : (i64, memref<2xi64>) -> i64
        %c1_i64_63 = arith.constant 1 : i64
        %c1_64 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_63, %arg5[%c1_64] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_61 = arith.constant 0 : i64
          %c1_62 = arith.constant 1 : index
          %55 = memref.atomic_rmw addi %c0_i64_61, %arg5[%c1_62] : (i64, memref<2xi64>) -> i64
          %56 = arith.cmpi eq, %55, %50 : i64
          scf.condition(%56)
        } do {
          scf.yield
        }
      }
    }
    %c640 = arith.constant 640 : index
    %view_32 = memref.view %arg4[%c640][] : memref<1152xi8> to memref<2x8x8xf32>
    %alloc_33 = memref.alloc() : memref<8xf32>
    %c0_34 = arith.constant 0 : index
    %c2_35 = arith.constant 2 : index
    %c2_36 = arith.constant 2 : index
    %30 = arith.muli %c2_36, %arg7 : index
    %31 = arith.divui %30, %arg8 : index
    %c2_37 = arith.constant 2 : index
    %c1_38 = arith.constant 1 : index
    %32 = arith.muli %31, %c1_38 : index
    %33 = arith.minui %32, %c2_37 : index
    %c1_39 = arith.constant 1 : index
    %34 = arith.addi %arg7, %c1_39 : index
    %c2_40 = arith.constant 2 : index
    %35 = arith.muli %c2_40, %34 : index
    %36 = arith.divui %35, %arg8 : index
    %c2_41 = arith.constant 2 : index
    %c1_42 = arith.constant 1 : index
    %37 = arith.muli %36, %c1_42 : index
    %38 = arith.minui %37, %c2_41 : index
    %c1_43 = arith.constant 1 : index
    scf.for %arg9 = %33 to %38 step %c1_43 {
      %c0_58 = arith.constant 0 : index
      %c8_59 = arith.constant 8 : index
      %c1_60 = arith.constant 1 : index
      scf.for %arg10 = %c0_58 to %c8_59 step %c1_60 {
        %cst_61 = arith.constant 0xFF800000 : f32
        %c1_62 = arith.constant 1 : index
        %c8_63 = arith.constant 8 : index
        %c0_64 = arith.constant 0 : index
        %50 = scf.for %arg11 = %c0_64 to %c8_63 step %c1_62 iter_args(%arg12 = %cst_61) -> (f32) {
          %52 = memref.load %view_21[%arg9, %arg10, %arg11] : memref<2x8x8xf32>
          %53 = arith.maximumf %52, %arg12 fastmath<nsz> : f32
          scf.yield %53 : f32
        } {loop_annotation = #loop_annotation}
        %cst_65 = arith.constant 0.000000e+00 : f32
        %c1_66 = arith.constant 1 : index
        %c8_67 = arith.constant 8 : index
        %c0_68 = arith.constant 0 : index
        %51 = scf.for %arg11 = %c0_68 to %c8_67 step %c1_66 iter_args(%arg12 = %cst_65) -> (f32) {
          %52 = memref.load %view_21[%arg9, %arg10, %arg11] : memref<2x8x8xf32>
          %c0_72 = arith.constant 0 : index
          %53 = arith.subf %52, %50 : f32
          %54 = math.exp %53 : f32
          memref.store %54, %alloc_33[%arg11] : memref<8xf32>
          %55 = arith.addf %54, %arg12 fastmath<reassoc> : f32
          scf.yield %55 : f32
        } {loop_annotation = #loop_annotation}
        %c0_69 = arith.constant 0 : index
        %c8_70 = arith.constant 8 : index
        %c1_71 = arith.constant 1 : index
        scf.for %arg11 = %c0_69 to %c8_70 step %c1_71 {
          %52 = memref.load %alloc_33[%arg11] : memref<8xf32>
          %c0_72 = arith.constant 0 : index
          %53 = arith.divf %52, %51 fastmath<arcp> : f32
          memref.store %53, %view_32[%arg9, %arg10, %arg11] : memref<2x8x8xf32>
        }
      }
    }
    memref.dealloc %alloc_33 : memref<8xf32>
    %c1_44 = arith.constant 1 : index
    %39 = arith.cmpi ugt, %arg8, %c1_44 : index
    scf.if %39 {
      %c0_i64 = arith.constant 0 : i64
      %c1_58 = arith.constant 1 : index
      %50 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_58] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_59 = arith.constant 1 : i64
      %c0_60 = arith.constant 0 : index
      %51 = memref.atomic_rmw addi %c1_i64_59, %arg5[%c0_60] : (i64, memref<2xi64>) -> i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %arg8 : index to i64
      %54 = arith.cmpi eq, %52, %53 : i64
      scf.if %54 {
        %c0_i64_61 = arith.constant 0 : i64
        %c0_62 = arith.constant 0 : index
        %55 = memref.atomic_rmw assign %c0_i64_61, %arg5[%c0_62] : (i64, memref<2xi64>) -> i64
        %c1_i64_63 = arith.constant 1 : i64
        %c1_64 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_63, %arg5[%c1_64] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_61 = arith.constant 0 : i64
          %c1_62 = arith.constant 1 : index
          %55 = memref.atomic_rmw addi %c0_i64_61, %arg5[%c1_62] : (i64, memref<2xi64>) -> i64
          %56 = arith.cmpi eq, %55, %50 : i64
          scf.condition(%56)
        } do {
          scf.yield
        }
      }
    }
    %cst_45 = arith.constant 0.000000e+00 : f32
    %alloc_46 = memref.alloc() : memref<6x16xf32>
    %c0_47 = arith.constant 0 : index
    %c2_48 = arith.constant 2 : index
    %c2_49 = arith.constant 2 : index
    %40 = arith.muli %c2_49, %arg7 : index
    %41 = arith.divui %40, %arg8 : index
    %c2_50 = arith.constant 2 : index
    %c1_51 = arith.constant 1 : index
    %42 = arith.muli %41, %c1_51 : index
    %43 = arith.minui %42, %c2_50 : index
    %c1_52 = arith.constant 1 : index
    %44 = arith.addi %arg7, %c1_52 : index
    %c2_53 = arith.constant 2 : index
    %45 = arith.muli %c2_53, %44 : index
    %46 = arith.divui %45, %arg8 : index
    %c2_54 = arith.constant 2 : index
    %c1_55 = arith.constant 1 : index
    %47 = arith.muli %46, %c1_55 : index
    %48 = arith.minui %47, %c2_54 : index
    %c1_56 = arith.constant 1 : index
    scf.for %arg9 = %43 to %48 step %c1_56 {
      %c1_58 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %50 = arith.subi %c16, %c1_58 : index
      %c16_59 = arith.constant 16 : index
      %c16_60 = arith.constant 16 : index
      %c0_61 = arith.constant 0 : index
      scf.for %arg10 = %c0_61 to %c16_60 step %c16_59 {
        %c16_62 = arith.constant 16 : index
        %51 = arith.subi %c16_62, %arg10 : index
        %c16_63 = arith.constant 16 : index
        %52 = arith.minui %c16_63, %51 : index
        %c0_64 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %53 = arith.muli %c0_64, %c32 : index
        %54 = arith.subi %52, %53 : index
        %c0_65 = arith.constant 0 : index
        %c0_66 = arith.constant 0 : index
        %c8_67 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg11 = %c0_66 to %c8_67 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_68 = arith.constant 0 : index
          %55 = arith.addi %arg11, %c0_68 : index
          %56 = arith.minui %55, %c7 : index
          %c1_69 = arith.constant 1 : index
          %57 = arith.addi %arg11, %c1_69 : index
          %58 = arith.minui %57, %c7 : index
          %c2_70 = arith.constant 2 : index
          %59 = arith.addi %arg11, %c2_70 : index
          %60 = arith.minui %59, %c7 : index
          %c3 = arith.constant 3 : index
          %61 = arith.addi %arg11, %c3 : index
          %62 = arith.minui %61, %c7 : index
          %c4 = arith.constant 4 : index
          %63 = arith.addi %arg11, %c4 : index
          %64 = arith.minui %63, %c7 : index
          %c5 = arith.constant 5 : index
          %65 = arith.addi %arg11, %c5 : index
          %66 = arith.minui %65, %c7 : index
          %67 = arith.addi %arg10, %52 : index
          %c1_71 = arith.constant 1 : index
          scf.for %arg12 = %arg10 to %67 step %c1_71 {
            %c1_76 = arith.constant 1 : index
            %70 = arith.subi %67, %c1_76 : index
            %c0_77 = arith.constant 0 : index
            %71 = arith.addi %arg12, %c0_77 : index
            %c1_78 = arith.constant 1 : index
            %c8_79 = arith.constant 8 : index
            %c0_80 = arith.constant 0 : index
            %72:6 = scf.for %arg13 = %c0_80 to %c8_79 step %c1_78 iter_args(%arg14 = %cst_45, %arg15 = %cst_45, %arg16 = %cst_45, %arg17 = %cst_45, %arg18 = %cst_45, %arg19 = %cst_45) -> (f32, f32, f32, f32, f32, f32) {
              %73 = memref.load %view_32[%arg9, %56, %arg13] : memref<2x8x8xf32>
              %74 = memref.load %view_32[%arg9, %58, %arg13] : memref<2x8x8xf32>
              %75 = memref.load %view_32[%arg9, %60, %arg13] : memref<2x8x8xf32>
              %76 = memref.load %view_32[%arg9, %62, %arg13] : memref<2x8x8xf32>
              %77 = memref.load %view_32[%arg9, %64, %arg13] : memref<2x8x8xf32>
              %78 = memref.load %view_32[%arg9, %66, %arg13] : memref<2x8x8xf32>
              %79 = memref.load %arg2[%arg9, %arg13, %71] : memref<2x8x16xf32>
              %80 = arith.mulf %73, %79 : f32
              %81 = arith.addf %80, %arg14 : f32
              %82 = arith.mulf %74, %79 : f32
              %83 = arith.addf %82, %arg15 : f32
              %84 = arith.mulf %75, %79 : f32
              %85 = arith.addf %84, %arg16 : f32
              %86 = arith.mulf %76, %79 : f32
              %87 = arith.addf %86, %arg17 : f32
              %88 = arith.mulf %77, %79 : f32
              %89 = arith.addf %88, %arg18 : f32
              %90 = arith.mulf %78, %79 : f32
              %91 = arith.addf %90, %arg19 : f32
              scf.yield %81, %83, %85, %87, %89, %91 : f32, f32, f32, f32, f32, f32
            }
            %c0_81 = arith.constant 0 : index
            memref.store %72#0, %alloc_46[%c0_81, %71] : memref<6x16xf32>
            %c1_82 = arith.constant 1 : index
            memref.store %72#1, %alloc_46[%c1_82, %71] : memref<6x16xf32>
            %c2_83 = arith.constant 2 : index
            memref.store %72#2, %alloc_46[%c2_83, %71] : memref<6x16xf32>
            %c3_84 = arith.constant 3 : index
            memref.store %72#3, %alloc_46[%c3_84, %71] : memref<6x16xf32>
            %c4_85 = arith.constant 4 : index
            memref.store %72#4, %alloc_46[%c4_85, %71] : memref<6x16xf32>
            %c5_86 = arith.constant 5 : index
            memref.store %72#5, %alloc_46[%c5_86, %71] : memref<6x16xf32>
          }
          %c8_72 = arith.constant 8 : index
          %68 = arith.subi %c8_72, %arg11 : index
          %c6_73 = arith.constant 6 : index
          %69 = arith.minui %c6_73, %68 : index
          %c1_74 = arith.constant 1 : index
          %c0_75 = arith.constant 0 : index
          scf.for %arg12 = %c0_75 to %69 step %c1_74 {
            %70 = arith.addi %arg11, %arg12 : index
            %c1_76 = arith.constant 1 : index
            scf.for %arg13 = %arg10 to %67 step %c1_76 {
              %71 = memref.load %alloc_46[%arg12, %arg13] : memref<6x16xf32>
              memref.store %71, %arg3[%arg9, %70, %arg13] : memref<2x8x16xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_46 : memref<6x16xf32>
    %c1_57 = arith.constant 1 : index
    %49 = arith.cmpi ugt, %arg8, %c1_57 : index
    scf.if %49 {
      %c0_i64 = arith.constant 0 : i64
      %c1_58 = arith.constant 1 : index
      %50 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_58] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_59 = arith.constant 1 : i64
      %c0_60 = arith.constant 0 : index
      %51 = memref.atomic_rmw addi %c1_i64_59, %arg5[%c0_60] : (i64, memref<2xi64>) -> i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %arg8 : index to i64
      %54 = arith.cmpi eq, %52, %53 : i64
      scf.if %54 {
        %c0_i64_61 = arith.constant 0 : i64
        %c0_62 = arith.constant 0 : index
        %55 = memref.atomic_rmw assign %c0_i64_61, %arg5[%c0_62] : (i64, memref<2xi64>) -> i64
        %c1_i64_63 = arith.constant 1 : i64
        %c1_64 = arith.constant 1 : index
        %56 = memref.atomic_rmw addi %c1_i64_63, %arg5[%c1_64] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_61 = arith.constant 0 : i64
          %c1_62 = arith.constant 1 : index
          %55 = memref.atomic_rmw addi %c0_i64_61, %arg5[%c1_62] : (i64, memref<2xi64>) -> i64
          %56 = arith.cmpi eq, %55, %50 : i64
          scf.condition(%56)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
