module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16x32xf32>, %arg2: memref<32xf32>, %arg3: memref<8x32xf32>, %arg4: memref<2xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x32xf32>
    %alloc_0 = memref.alloc() : memref<1x16x32xf32>
    %c32 = arith.constant 32 : index
    %c32_1 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    scf.for %arg8 = %c0 to %c32_1 step %c32 {
      %c32_2 = arith.constant 32 : index
      %1 = arith.subi %c32_2, %arg8 : index
      %c32_3 = arith.constant 32 : index
      %2 = arith.minui %c32_3, %1 : index
      %c32_4 = arith.constant 32 : index
      %3 = arith.divui %2, %c32_4 : index
      %c32_5 = arith.constant 32 : index
      %4 = arith.muli %3, %c32_5 : index
      %c1_6 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %5 = arith.muli %3, %c16 : index
      %c0_7 = arith.constant 0 : index
      scf.for %arg9 = %c0_7 to %5 step %c1_6 {
        %c16_15 = arith.constant 16 : index
        %15 = arith.divui %arg9, %c16_15 : index
        %c16_16 = arith.constant 16 : index
        %16 = arith.remui %arg9, %c16_16 : index
        %c32_17 = arith.constant 32 : index
        %17 = arith.muli %15, %c32_17 : index
        %18 = arith.addi %arg8, %17 : index
        %c0_18 = arith.constant 0 : index
        %19 = vector.load %arg1[%16, %18] : memref<16x32xf32>, vector<32xf32>
        vector.store %19, %alloc_0[%15, %16, %c0_18] : memref<1x16x32xf32>, vector<32xf32>
      }
      %c0_8 = arith.constant 0 : index
      %c8 = arith.constant 8 : index
      %c2 = arith.constant 2 : index
      %6 = arith.muli %c2, %arg6 : index
      %7 = arith.divui %6, %arg7 : index
      %c8_9 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %8 = arith.muli %7, %c6 : index
      %9 = arith.minui %8, %c8_9 : index
      %c1_10 = arith.constant 1 : index
      %10 = arith.addi %arg6, %c1_10 : index
      %c2_11 = arith.constant 2 : index
      %11 = arith.muli %c2_11, %10 : index
      %12 = arith.divui %11, %arg7 : index
      %c8_12 = arith.constant 8 : index
      %c6_13 = arith.constant 6 : index
      %13 = arith.muli %12, %c6_13 : index
      %14 = arith.minui %13, %c8_12 : index
      %c6_14 = arith.constant 6 : index
      scf.for %arg9 = %9 to %14 step %c6_14 {
        %c7 = arith.constant 7 : index
        %c0_15 = arith.constant 0 : index
        %15 = arith.addi %arg9, %c0_15 : index
        %16 = arith.minui %15, %c7 : index
        %c7_16 = arith.constant 7 : index
        %c1_17 = arith.constant 1 : index
        %17 = arith.addi %arg9, %c1_17 : index
        %18 = arith.minui %17, %c7_16 : index
        %c7_18 = arith.constant 7 : index
        %c2_19 = arith.constant 2 : index
        %19 = arith.addi %arg9, %c2_19 : index
        %20 = arith.minui %19, %c7_18 : index
        %c7_20 = arith.constant 7 : index
        %c3 = arith.constant 3 : index
        %21 = arith.addi %arg9, %c3 : index
        %22 = arith.minui %21, %c7_20 : index
        %c7_21 = arith.constant 7 : index
        %c4 = arith.constant 4 : index
        %23 = arith.addi %arg9, %c4 : index
        %24 = arith.minui %23, %c7_21 : index
        %c7_22 = arith.constant 7 : index
        %c5 = arith.constant 5 : index
        %25 = arith.addi %arg9, %c5 : index
        %26 = arith.minui %25, %c7_22 : index
        %27 = arith.addi %arg8, %2 : index
        %c1_23 = arith.constant 1 : index
        %c0_24 = arith.constant 0 : index
        scf.for %arg10 = %c0_24 to %3 step %c1_23 {
          %c32_30 = arith.constant 32 : index
          %31 = arith.muli %arg10, %c32_30 : index
          %32 = arith.addi %arg8, %31 : index
          %cst_31 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_32 = arith.constant 1 : index
          %c16_33 = arith.constant 16 : index
          %c0_34 = arith.constant 0 : index
          %33:6 = scf.for %arg11 = %c0_34 to %c16_33 step %c1_32 iter_args(%arg12 = %cst_31, %arg13 = %cst_31, %arg14 = %cst_31, %arg15 = %cst_31, %arg16 = %cst_31, %arg17 = %cst_31) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_41 = arith.constant 0 : index
            %34 = vector.load %alloc_0[%arg10, %arg11, %c0_41] : memref<1x16x32xf32>, vector<32xf32>
            %35 = memref.load %arg0[%16, %arg11] : memref<8x16xf32>
            %36 = vector.broadcast %35 : f32 to vector<32xf32>
            %37 = vector.fma %36, %34, %arg12 : vector<32xf32>
            %38 = memref.load %arg0[%18, %arg11] : memref<8x16xf32>
            %39 = vector.broadcast %38 : f32 to vector<32xf32>
            %40 = vector.fma %39, %34, %arg13 : vector<32xf32>
            %41 = memref.load %arg0[%20, %arg11] : memref<8x16xf32>
            %42 = vector.broadcast %41 : f32 to vector<32xf32>
            %43 = vector.fma %42, %34, %arg14 : vector<32xf32>
            %44 = memref.load %arg0[%22, %arg11] : memref<8x16xf32>
            %45 = vector.broadcast %44 : f32 to vector<32xf32>
            %46 = vector.fma %45, %34, %arg15 : vector<32xf32>
            %47 = memref.load %arg0[%24, %arg11] : memref<8x16xf32>
            %48 = vector.broadcast %47 : f32 to vector<32xf32>
            %49 = vector.fma %48, %34, %arg16 : vector<32xf32>
            %50 = memref.load %arg0[%26, %arg11] : memref<8x16xf32>
            %51 = vector.broadcast %50 : f32 to vector<32xf32>
            %52 = vector.fma %51, %34, %arg17 : vector<32xf32>
            scf.yield %37, %40, %43, %46, %49, %52 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_35 = arith.constant 0 : index
          vector.store %33#0, %alloc[%c0_35, %32] : memref<6x32xf32>, vector<32xf32>
          %c1_36 = arith.constant 1 : index
          vector.store %33#1, %alloc[%c1_36, %32] : memref<6x32xf32>, vector<32xf32>
          %c2_37 = arith.constant 2 : index
          vector.store %33#2, %alloc[%c2_37, %32] : memref<6x32xf32>, vector<32xf32>
          %c3_38 = arith.constant 3 : index
          vector.store %33#3, %alloc[%c3_38, %32] : memref<6x32xf32>, vector<32xf32>
          %c4_39 = arith.constant 4 : index
          vector.store %33#4, %alloc[%c4_39, %32] : memref<6x32xf32>, vector<32xf32>
          %c5_40 = arith.constant 5 : index
          vector.store %33#5, %alloc[%c5_40, %32] : memref<6x32xf32>, vector<32xf32>
        }
        %28 = arith.addi %arg8, %4 : index
        %c1_25 = arith.constant 1 : index
        scf.for %arg10 = %28 to %27 step %c1_25 {
          %c1_30 = arith.constant 1 : index
          %31 = arith.subi %27, %c1_30 : index
          %c0_31 = arith.constant 0 : index
          %32 = arith.addi %arg10, %c0_31 : index
          %c1_32 = arith.constant 1 : index
          %c16_33 = arith.constant 16 : index
          %c0_34 = arith.constant 0 : index
          %33:6 = scf.for %arg11 = %c0_34 to %c16_33 step %c1_32 iter_args(%arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst, %arg16 = %cst, %arg17 = %cst) -> (f32, f32, f32, f32, f32, f32) {
            %34 = memref.load %arg0[%16, %arg11] : memref<8x16xf32>
            %35 = memref.load %arg0[%18, %arg11] : memref<8x16xf32>
            %36 = memref.load %arg0[%20, %arg11] : memref<8x16xf32>
            %37 = memref.load %arg0[%22, %arg11] : memref<8x16xf32>
            %38 = memref.load %arg0[%24, %arg11] : memref<8x16xf32>
            %39 = memref.load %arg0[%26, %arg11] : memref<8x16xf32>
            %40 = memref.load %arg1[%arg11, %32] : memref<16x32xf32>
            %41 = arith.mulf %34, %40 : f32
            %42 = arith.addf %41, %arg12 : f32
            %43 = arith.mulf %35, %40 : f32
            %44 = arith.addf %43, %arg13 : f32
            %45 = arith.mulf %36, %40 : f32
            %46 = arith.addf %45, %arg14 : f32
            %47 = arith.mulf %37, %40 : f32
            %48 = arith.addf %47, %arg15 : f32
            %49 = arith.mulf %38, %40 : f32
            %50 = arith.addf %49, %arg16 : f32
            %51 = arith.mulf %39, %40 : f32
            %52 = arith.addf %51, %arg17 : f32
            scf.yield %42, %44, %46, %48, %50, %52 : f32, f32, f32, f32, f32, f32
          }
          %c0_35 = arith.constant 0 : index
          memref.store %33#0, %alloc[%c0_35, %32] : memref<6x32xf32>
          %c1_36 = arith.constant 1 : index
          memref.store %33#1, %alloc[%c1_36, %32] : memref<6x32xf32>
          %c2_37 = arith.constant 2 : index
          memref.store %33#2, %alloc[%c2_37, %32] : memref<6x32xf32>
          %c3_38 = arith.constant 3 : index
          memref.store %33#3, %alloc[%c3_38, %32] : memref<6x32xf32>
          %c4_39 = arith.constant 4 : index
          memref.store %33#4, %alloc[%c4_39, %32] : memref<6x32xf32>
          %c5_40 = arith.constant 5 : index
          memref.store %33#5, %alloc[%c5_40, %32] : memref<6x32xf32>
        }
        %c8_26 = arith.constant 8 : index
        %29 = arith.subi %c8_26, %arg9 : index
        %c6_27 = arith.constant 6 : index
        %30 = arith.minui %c6_27, %29 : index
        %c1_28 = arith.constant 1 : index
        %c0_29 = arith.constant 0 : index
        scf.for %arg10 = %c0_29 to %30 step %c1_28 {
          %31 = arith.addi %arg9, %arg10 : index
          %c1_30 = arith.constant 1 : index
          scf.for %arg11 = %arg8 to %27 step %c1_30 {
            %32 = memref.load %alloc[%arg10, %arg11] : memref<6x32xf32>
            %33 = memref.load %arg2[%arg11] : memref<32xf32>
            %34 = arith.addf %32, %33 : f32
            %cst_31 = arith.constant 5.000000e-01 : f32
            %35 = arith.mulf %34, %cst_31 : f32
            %cst_32 = arith.constant 0.707106769 : f32
            %36 = arith.mulf %34, %cst_32 : f32
            %37 = math.erf %36 : f32
            %cst_33 = arith.constant 1.000000e+00 : f32
            %38 = arith.addf %37, %cst_33 : f32
            %39 = arith.mulf %35, %38 : f32
            memref.store %39, %arg3[%31, %arg11] : memref<8x32xf32>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x32xf32>
    memref.dealloc %alloc_0 : memref<1x16x32xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi ugt, %arg7, %c1 : index
    scf.if %0 {
      %c0_i64 = arith.constant 0 : i64
      %c1_2 = arith.constant 1 : index
      %1 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_2] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_3 = arith.constant 1 : i64
      %c0_4 = arith.constant 0 : index
      %2 = memref.atomic_rmw addi %c1_i64_3, %arg4[%c0_4] : (i64, memref<2xi64>) -> i64
      %3 = arith.addi %2, %c1_i64 : i64
      %4 = arith.index_cast %arg7 : index to i64
      %5 = arith.cmpi eq, %3, %4 : i64
      scf.if %5 {
        %c0_i64_5 = arith.constant 0 : i64
        %c0_6 = arith.constant 0 : index
        %6 = memref.atomic_rmw assign %c0_i64_5, %arg4[%c0_6] : (i64, memref<2xi64>) -> i64
        %c1_i64_7 = arith.constant 1 : i64
        %c1_8 = arith.constant 1 : index
        %7 = memref.atomic_rmw addi %c1_i64_7, %arg4[%c1_8] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_5 = arith.constant 0 : i64
          %c1_6 = arith.constant 1 : index
          %6 = memref.atomic_rmw addi %c0_i64_5, %arg4[%c1_6] : (i64, memref<2xi64>) -> i64
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
