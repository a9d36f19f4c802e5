module {
  func.func @f(%arg0: memref<4x16xf32>, %arg1: memref<16x8xbf16>, %arg2: memref<8xf32>, %arg3: memref<4x8xbf16>, %arg4: memref<128xi8>, %arg5: memref<2xi64>, %arg6: memref<4xi64>, %arg7: index, %arg8: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 128 : i64, pyc.naive_bytes = 128 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg4[%c0][] : memref<128xi8> to memref<4x16xbf16>
    %c0_0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c4_1 = arith.constant 4 : index
    %0 = arith.muli %c4_1, %arg7 : index
    %1 = arith.divui %0, %arg8 : index
    %c4_2 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c4_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg7, %c1_3 : index
    %c4_4 = arith.constant 4 : index
    %5 = arith.muli %c4_4, %4 : index
    %6 = arith.divui %5, %arg8 : index
    %c4_5 = arith.constant 4 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c4_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg9 = %3 to %8 step %c1_7 {
      %c0_12 = arith.constant 0 : index
      %c16 = arith.constant 16 : index
      %c1_13 = arith.constant 1 : index
      scf.for %arg10 = %c0_12 to %c16 step %c1_13 {
        %11 = memref.load %arg0[%arg9, %arg10] : memref<4x16xf32>
        %12 = arith.truncf %11 : f32 to bf16
        memref.store %12, %view[%arg9, %arg10] : memref<4x16xbf16>
      }
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg8, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_12 = arith.constant 1 : index
      %11 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_12] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_13 = arith.constant 1 : i64
      %c0_14 = arith.constant 0 : index
      %12 = memref.atomic_rmw addi %c1_i64_13, %arg5[%c0_14] : (i64, memref<2xi64>) -> i64
      %13 = arith.addi %12, %c1_i64 : i64
      %14 = arith.index_cast %arg8 : index to i64
      %15 = arith.cmpi eq, %13, %14 : i64
      scf.if %15 {
        %c0_i64_15 = arith.constant 0 : i64
        %c0_16 = arith.constant 0 : index
        %16 = memref.atomic_rmw assign %c0_i64_15, %arg5[%c0_16] : (i64, memref<2xi64>) -> i64
        %c1_i64_17 = arith.constant 1 : i64
        %c1_18 = arith.constant 1 : index
        %17 = memref.atomic_rmw addi %c1_i64_17, %arg5[%c1_18] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_15 = arith.constant 0 : i64
          %c1_16 = arith.constant 1 : index
          %16 = memref.atomic_rmw addi %c0_i64_15, %arg5[%c1_16] : (i64, memref<2xi64>) -> i64
          %17 = arith.cmpi eq, %16, %11 : i64
          scf.condition(%17)
        } do {
          scf.yield
        }
      }
    }
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<4x8xf32>
    %c8 = arith.constant 8 : index
    %c8_9 = arith.constant 8 : index
    %c0_10 = arith.constant 0 : index
    scf.for %arg9 = %c0_10 to %c8_9 step %c8 {
      %c8_12 = arith.constant 8 : index
      %11 = arith.subi %c8_12, %arg9 : index
      %c8_13 = arith.constant 8 : index
      %12 = arith.minui %c8_13, %11 : index
      %c0_14 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %13 = arith.muli %c0_14, %c32 : index
      %c0_15 = arith.constant 0 : index
      %c4_16 = arith.constant 4 : index
      %c1_17 = arith.constant 1 : index
      %14 = arith.muli %c1_17, %arg7 : index
      %15 = arith.divui %14, %arg8 : index
      %c4_18 = arith.constant 4 : index
      %c4_19 = arith.constant 4 : index
      %16 = arith.muli %15, %c4_19 : index
      %17 = arith.minui %16, %c4_18 : index
      %c1_20 = arith.constant 1 : index
      %18 = arith.addi %arg7, %c1_20 : index
      %c1_21 = arith.constant 1 : index
      %19 = arith.muli %c1_21, %18 : index
      %20 = arith.divui %19, %arg8 : index
      %c4_22 = arith.constant 4 : index
      %c4_23 = arith.constant 4 : index
      %21 = arith.muli %20, %c4_23 : index
      %22 = arith.minui %21, %c4_22 : index
      %c4_24 = arith.constant 4 : index
      scf.for %arg10 = %17 to %22 step %c4_24 {
        %c3 = arith.constant 3 : index
        %c0_25 = arith.constant 0 : index
        %23 = arith.addi %arg10, %c0_25 : index
        %24 = arith.minui %23, %c3 : index
        %c1_26 = arith.constant 1 : index
        %25 = arith.addi %arg10, %c1_26 : index
        %26 = arith.minui %25, %c3 : index
        %c2 = arith.constant 2 : index
        %27 = arith.addi %arg10, %c2 : index
        %28 = arith.minui %27, %c3 : index
        %c3_27 = arith.constant 3 : index
        %29 = arith.addi %arg10, %c3_27 : index
        %30 = arith.minui %29, %c3 : index
        %31 = arith.addi %arg9, %12 : index
        %c1_28 = arith.constant 1 : index
        scf.for %arg11 = %arg9 to %31 step %c1_28 {
          %c1_33 = arith.constant 1 : index
          %34 = arith.subi %31, %c1_33 : index
          %c0_34 = arith.constant 0 : index
          %35 = arith.addi %arg11, %c0_34 : index
          %c1_35 = arith.constant 1 : index
          %c16 = arith.constant 16 : index
          %c0_36 = arith.constant 0 : index
          %36:4 = scf.for %arg12 = %c0_36 to %c16 step %c1_35 iter_args(%arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst) -> (f32, f32, f32, f32) {
            %37 = memref.load %view[%24, %arg12] : memref<4x16xbf16>
            %38 = arith.extf %37 : bf16 to f32
            %39 = memref.load %view[%26, %arg12] : memref<4x16xbf16>
            %40 = arith.extf %39 : bf16 to f32
            %41 = memref.load %view[%28, %arg12] : memref<4x16xbf16>
            %42 = arith.extf %41 : bf16 to f32
            %43 = memref.load %view[%30, %arg12] : memref<4x16xbf16>
            %44 = arith.extf %43 : bf16 to f32
            %45 = memref.load %arg1[%arg12, %35] : memref<16x8xbf16>
            %46 = arith.extf %45 : bf16 to f32
            %47 = arith.mulf %38, %46 : f32
            %48 = arith.addf %47, %arg13 : f32
            %49 = arith.mulf %40, %46 : f32
            %50 = arith.addf %49, %arg14 : f32
            %51 = arith.mulf %42, %46 : f32
            %52 = arith.addf %51, %arg15 : f32
            %53 = arith.mulf %44, %46 : f32
            %54 = arith.addf %53, %arg16 : f32
            scf.yield %48, %50, %52, %54 : f32, f32, f32, f32
          }
          %c0_37 = arith.constant 0 : index
          memref.store %36#0, %alloc[%c0_37, %35] : memref<4x8xf32>
          %c1_38 = arith.constant 1 : index
          memref.store %36#1, %alloc[%c1_38, %35] : memref<4x8xf32>
          %c2_39 = arith.constant 2 : index
          memref.store %36#2, %alloc[%c2_39, %35] : memref<4x8xf32>
          %c3_40 = arith.constant 3 : index
          memref.store %36#3, %alloc[%c3_40, %35] : memref<4x8xf32>
        }
        %c4_29 = arith.constant 4 : index
        %32 = arith.subi %c4_29, %arg10 : index
        %c4_30 = arith.constant 4 : index
        %33 = arith.minui %c4_30, %32 : index
        %c1_31 = arith.constant 1 : index
        %c0_32 = arith.constant 0 : index
        scf.for %arg11 = %c0_32 to %33 step %c1_31 {
          %34 = arith.addi %arg10, %arg11 : index
          %c1_33 = arith.constant 1 : index
          scf.for %arg12 = %arg9 to %31 step %c1_33 {
            %35 = memref.load %alloc[%arg11, %arg12] : memref<4x8xf32>
            %36 = arith.truncf %35 : f32 to bf16
            %37 = arith.extf %36 : bf16 to f32
            %38 = memref.load %arg2[%arg12] : memref<8xf32>
            %39 = arith.addf %37, %38 : f32
            %40 = arith.truncf %39 : f32 to bf16
            %cst_34 = arith.constant 2.000000e+00 : bf16
            %41 = arith.mulf %40, %cst_34 : bf16
            memref.store %41, %arg3[%34, %arg12] : memref<4x8xbf16>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<4x8xf32>
    %c1_11 = arith.constant 1 : index
    %10 = arith.cmpi ugt, %arg8, %c1_11 : index
    scf.if %10 {
      %c0_i64 = arith.constant 0 : i64
      %c1_12 = arith.constant 1 : index
      %11 = memref.atomic_rmw addi %c0_i64, %arg5[%c1_12] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_13 = arith.constant 1 : i64
      %c0_14 = arith.constant 0 : index
      %12 = memref.atomic_rmw addi %c1_i64_13, %arg5[%c0_14] : (i64, memref<2xi64>) -> i64
      %13 = arith.addi %12, %c1_i64 : i64
      %14 = arith.index_cast %arg8 : index to i64
      %15 = arith.cmpi eq, %13, %14 : i64
      scf.if %15 {
        %c0_i64_15 = arith.constant 0 : i64
        %c0_16 = arith.constant 0 : index
        %16 = memref.atomic_rmw assign %c0_i64_15, %arg5[%c0_16] : (i64, memref<2xi64>) -> i64
        %c1_i64_17 = arith.constant 1 : i64
        %c1_18 = arith.constant 1 : index
        %17 = memref.atomic_rmw addi %c1_i64_17, %arg5[%c1_18] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_15 = arith.constant 0 : i64
          %c1_16 = arith.constant 1 : index
          %16 = memref.atomic_rmw addi %c0_i64_15, %arg5[%c1_16] : (i64, memref<2xi64>) -> i64
          %17 = arith.cmpi eq, %16, %11 : i64
          scf.condition(%17)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
