module {
  func.func @f(%arg0: memref<4x16xf32>, %arg1: memref<16x8xbf16>, %arg2: memref<8xf32>, %arg3: memref<4x8xbf16>, %arg4: memref<2xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<4x8xf32>
    %c8 = arith.constant 8 : index
    %c8_0 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    scf.for %arg8 = %c0 to %c8_0 step %c8 {
      %c8_1 = arith.constant 8 : index
      %1 = arith.subi %c8_1, %arg8 : index
      %c8_2 = arith.constant 8 : index
      %2 = arith.minui %c8_2, %1 : index
      %c0_3 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %3 = arith.muli %c0_3, %c32 : index
      %c0_4 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1_5 = arith.constant 1 : index
      %4 = arith.muli %c1_5, %arg6 : index
      %5 = arith.divui %4, %arg7 : index
      %c4_6 = arith.constant 4 : index
      %c4_7 = arith.constant 4 : index
      %6 = arith.muli %5, %c4_7 : index
      %7 = arith.minui %6, %c4_6 : index
      %c1_8 = arith.constant 1 : index
      %8 = arith.addi %arg6, %c1_8 : index
      %c1_9 = arith.constant 1 : index
      %9 = arith.muli %c1_9, %8 : index
      %10 = arith.divui %9, %arg7 : index
      %c4_10 = arith.constant 4 : index
      %c4_11 = arith.constant 4 : index
      %11 = arith.muli %10, %c4_11 : index
      %12 = arith.minui %11, %c4_10 : index
      %c4_12 = arith.constant 4 : index
      scf.for %arg9 = %7 to %12 step %c4_12 {
        %c3 = arith.constant 3 : index
        %c0_13 = arith.constant 0 : index
        %13 = arith.addi %arg9, %c0_13 : index
        %14 = arith.minui %13, %c3 : index
        %c1_14 = arith.constant 1 : index
        %15 = arith.addi %arg9, %c1_14 : index
        %16 = arith.minui %15, %c3 : index
        %c2 = arith.constant 2 : index
        %17 = arith.addi %arg9, %c2 : index
        %18 = arith.minui %17, %c3 : index
        %c3_15 = arith.constant 3 : index
        %19 = arith.addi %arg9, %c3_15 : index
        %20 = arith.minui %19, %c3 : index
        %21 = arith.addi %arg8, %2 : index
        %c1_16 = arith.constant 1 : index
        scf.for %arg10 = %arg8 to %21 step %c1_16 {
          %c1_21 = arith.constant 1 : index
          %24 = arith.subi %21, %c1_21 : index
          %c0_22 = arith.constant 0 : index
          %25 = arith.addi %arg10, %c0_22 : index
          %c1_23 = arith.constant 1 : index
          %c16 = arith.constant 16 : index
          %c0_24 = arith.constant 0 : index
          %26:4 = scf.for %arg11 = %c0_24 to %c16 step %c1_23 iter_args(%arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst) -> (f32, f32, f32, f32) {
            %27 = memref.load %arg0[%14, %arg11] : memref<4x16xf32>
            %28 = arith.truncf %27 : f32 to bf16
            %29 = arith.extf %28 : bf16 to f32
            %30 = memref.load %arg0[%16, %arg11] : memref<4x16xf32>
            %31 = arith.truncf %30 : f32 to bf16
            %32 = arith.extf %31 : bf16 to f32
            %33 = memref.load %arg0[%18, %arg11] : memref<4x16xf32>
            %34 = arith.truncf %33 : f32 to bf16
            %35 = arith.extf %34 : bf16 to f32
            %36 = memref.load %arg0[%20, %arg11] : memref<4x16xf32>
            %37 = arith.truncf %36 : f32 to bf16
            %38 = arith.extf %37 : bf16 to f32
            %39 = memref.load %arg1[%arg11, %25] : memref<16x8xbf16>
            %40 = arith.extf %39 : bf16 to f32
            %41 = arith.mulf %29, %40 : f32
            %42 = arith.addf %41, %arg12 : f32
            %43 = arith.mulf %32, %40 : f32
            %44 = arith.addf %43, %arg13 : f32
            %45 = arith.mulf %35, %40 : f32
            %46 = arith.addf %45, %arg14 : f32
            %47 = arith.mulf %38, %40 : f32
            %48 = arith.addf %47, %arg15 : f32
            scf.yield %42, %44, %46, %48 : f32, f32, f32, f32
          }
          %c0_25 = arith.constant 0 : index
          memref.store %26#0, %alloc[%c0_25, %25] : memref<4x8xf32>
          %c1_26 = arith.constant 1 : index
          memref.store %26#1, %alloc[%c1_26, %25] : memref<4x8xf32>
          %c2_27 = arith.constant 2 : index
          memref.store %26#2, %alloc[%c2_27, %25] : memref<4x8xf32>
          %c3_28 = arith.constant 3 : index
          memref.store %26#3, %alloc[%c3_28, %25] : memref<4x8xf32>
        }
        %c4_17 = arith.constant 4 : index
        %22 = arith.subi %c4_17, %arg9 : index
        %c4_18 = arith.constant 4 : index
        %23 = arith.minui %c4_18, %22 : index
        %c1_19 = arith.constant 1 : index
        %c0_20 = arith.constant 0 : index
        scf.for %arg10 = %c0_20 to %23 step %c1_19 {
          %24 = arith.addi %arg9, %arg10 : index
          %c1_21 = arith.constant 1 : index
          scf.for %arg11 = %arg8 to %21 step %c1_21 {
            %25 = memref.load %alloc[%arg10, %arg11] : memref<4x8xf32>
            %26 = arith.truncf %25 : f32 to bf16
            %27 = arith.extf %26 : bf16 to f32
            %28 = memref.load %arg2[%arg11] : memref<8xf32>
            %29 = arith.addf %27, %28 : f32
            %30 = arith.truncf %29 : f32 to bf16
            %cst_22 = arith.constant 2.000000e+00 : bf16
            %31 = arith.mulf %30, %cst_22 : bf16
            memref.store %31, %arg3[%24, %arg11] : memref<4x8xbf16>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<4x8xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi ugt, %arg7, %c1 : index
    scf.if %0 {
      %c0_i64 = arith.constant 0 : i64
      %c1_1 = arith.constant 1 : index
      %1 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_1] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_2 = arith.constant 1 : i64
      %c0_3 = arith.constant 0 : index
      %2 = memref.atomic_rmw addi %c1_i64_2, %arg4[%c0_3] : (i64, memref<2xi64>) -> i64
      %3 = arith.addi %2, %c1_i64 : i64
      %4 = arith.index_cast %arg7 : index to i64
      %5 = arith.cmpi eq, %3, %4 : i64
      scf.if %5 {
        %c0_i64_4 = arith.constant 0 : i64
        %c0_5 = arith.constant 0 : index
        %6 = memref.atomic_rmw assign %c0_i64_4, %arg4[%c0_5] : (i64, memref<2xi64>) -> i64
        %c1_i64_6 = arith.constant 1 : i64
        %c1_7 = arith.constant 1 : index
        %7 = memref.atomic_rmw addi %c1_i64_6, %arg4[%c1_7] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_4 = arith.constant 0 : i64
          %c1_5 = arith.constant 1 : index
          %6 = memref.atomic_rmw addi %c0_i64_4, %arg4[%c1_5] : (i64, memref<2xi64>) -> i64
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
