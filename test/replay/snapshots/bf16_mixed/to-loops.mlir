module {
  func.func @f(%arg0: memref<4x16xf32>, %arg1: memref<16x8xbf16>, %arg2: memref<8xf32>, %arg3: memref<4x8xbf16>, %arg4: memref<16xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<4x8xf32>
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %0 = arith.subi %c8, %c1 : index
    %c8_0 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    scf.for %arg8 = %c0 to %c8_0 step %c8_1 {
      %2 = arith.subi %c8_0, %arg8 : index
      %c8_3 = arith.constant 8 : index
      %3 = arith.minui %c8_3, %2 : index
      %c0_4 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %4 = arith.muli %c0_4, %c32 : index
      %5 = arith.subi %3, %4 : index
      %c0_5 = arith.constant 0 : index
      %c0_6 = arith.constant 0 : index
      %c4 = arith.constant 4 : index
      %c1_7 = arith.constant 1 : index
      %6 = arith.muli %c1_7, %arg6 : index
      %7 = arith.divui %6, %arg7 : index
      %c4_8 = arith.constant 4 : index
      %c4_9 = arith.constant 4 : index
      %8 = arith.muli %7, %c4_9 : index
      %9 = arith.minui %8, %c4_8 : index
      %c1_10 = arith.constant 1 : index
      %10 = arith.addi %arg6, %c1_10 : index
      %c1_11 = arith.constant 1 : index
      %11 = arith.muli %c1_11, %10 : index
      %12 = arith.divui %11, %arg7 : index
      %c4_12 = arith.constant 4 : index
      %c4_13 = arith.constant 4 : index
      %13 = arith.muli %12, %c4_13 : index
      %14 = arith.minui %13, %c4_12 : index
      %c4_14 = arith.constant 4 : index
      scf.for %arg9 = %9 to %14 step %c4_14 {
        %c3 = arith.constant 3 : index
        %c0_15 = arith.constant 0 : index
        %15 = arith.addi %arg9, %c0_15 : index
        %16 = arith.minui %15, %c3 : index
        %c1_16 = arith.constant 1 : index
        %17 = arith.addi %arg9, %c1_16 : index
        %18 = arith.minui %17, %c3 : index
        %c2 = arith.constant 2 : index
        %19 = arith.addi %arg9, %c2 : index
        %20 = arith.minui %19, %c3 : index
        %c3_17 = arith.constant 3 : index
        %21 = arith.addi %arg9, %c3_17 : index
        %22 = arith.minui %21, %c3 : index
        %23 = arith.addi %arg8, %3 : index
        %c1_18 = arith.constant 1 : index
        scf.for %arg10 = %arg8 to %23 step %c1_18 {
          %c1_23 = arith.constant 1 : index
          %26 = arith.subi %23, %c1_23 : index
          %c0_24 = arith.constant 0 : index
          %27 = arith.addi %arg10, %c0_24 : index
          %c1_25 = arith.constant 1 : index
          %c16 = arith.constant 16 : index
          %c0_26 = arith.constant 0 : index
          %28:4 = scf.for %arg11 = %c0_26 to %c16 step %c1_25 iter_args(%arg12 = %cst, %arg13 = %cst, %arg14 = %cst, %arg15 = %cst) -> (f32, f32, f32, f32) {
            %29 = memref.load %arg0[%16, %arg11] : memref<4x16xf32>
            %30 = arith.truncf %29 : f32 to bf16
            %31 = arith.extf %30 : bf16 to f32
            %32 = memref.load %arg0[%18, %arg11] : memref<4x16xf32>
            %33 = arith.truncf %32 : f32 to bf16
            %34 = arith.extf %33 : bf16 to f32
            %35 = memref.load %arg0[%20, %arg11] : memref<4x16xf32>
            %36 = arith.truncf %35 : f32 to bf16
            %37 = arith.extf %36 : bf16 to f32
            %38 = memref.load %arg0[%22, %arg11] : memref<4x16xf32>
            %39 = arith.truncf %38 : f32 to bf16
            %40 = arith.extf %39 : bf16 to f32
            %41 = memref.load %arg1[%arg11, %27] : memref<16x8xbf16>
            %42 = arith.extf %41 : bf16 to f32
            %43 = arith.mulf %31, %42 : f32
            %44 = arith.addf %43, %arg12 : f32
            %45 = arith.mulf %34, %42 : f32
            %46 = arith.addf %45, %arg13 : f32
            %47 = arith.mulf %37, %42 : f32
            %48 = arith.addf %47, %arg14 : f32
            %49 = arith.mulf %40, %42 : f32
            %50 = arith.addf %49, %arg15 : f32
            scf.yield %44, %46, %48, %50 : f32, f32, f32, f32
          }
          %c0_27 = arith.constant 0 : index
          memref.store %28#0, %alloc[%c0_27, %27] : memref<4x8xf32>
          %c1_28 = arith.constant 1 : index
          memref.store %28#1, %alloc[%c1_28, %27] : memref<4x8xf32>
          %c2_29 = arith.constant 2 : index
          memref.store %28#2, %alloc[%c2_29, %27] : memref<4x8xf32>
          %c3_30 = arith.constant 3 : index
          memref.store %28#3, %alloc[%c3_30, %27] : memref<4x8xf32>
        }
        %c4_19 = arith.constant 4 : index
        %24 = arith.subi %c4_19, %arg9 : index
        %c4_20 = arith.constant 4 : index
        %25 = arith.minui %c4_20, %24 : index
        %c1_21 = arith.constant 1 : index
        %c0_22 = arith.constant 0 : index
        scf.for %arg10 = %c0_22 to %25 step %c1_21 {
          %26 = arith.addi %arg9, %arg10 : index
          %c1_23 = arith.constant 1 : index
          scf.for %arg11 = %arg8 to %23 step %c1_23 {
            %27 = memref.load %alloc[%arg10, %arg11] : memref<4x8xf32>
            %28 = arith.truncf %27 : f32 to bf16
            %29 = arith.extf %28 : bf16 to f32
            %30 = memref.load %arg2[%arg11] : memref<8xf32>
            %31 = arith.addf %29, %30 : f32
            %32 = arith.truncf %31 : f32 to bf16
            %cst_24 = arith.constant 2.000000e+00 : bf16
            %33 = arith.extf %32 : bf16 to f32
            %34 = arith.extf %cst_24 : bf16 to f32
            %35 = arith.mulf %33, %34 : f32
            %36 = arith.truncf %35 : f32 to bf16
            memref.store %36, %arg3[%26, %arg11] : memref<4x8xbf16>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<4x8xf32>
    %c1_2 = arith.constant 1 : index
    %1 = arith.cmpi ugt, %arg7, %c1_2 : index
    scf.if %1 {
      %c0_i64 = arith.constant 0 : i64
      %c1_3 = arith.constant 1 : index
      %2 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_3] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_4 = arith.constant 1 : i64
      %c0_5 = arith.constant 0 : index
      %3 = memref.atomic_rmw addi %c1_i64_4, %arg4[%c0_5] : (i64, memref<16xi64>) -> i64
      %4 = arith.addi %3, %c1_i64 : i64
      %5 = arith.index_cast %arg7 : index to i64
      %6 = arith.cmpi eq, %4, %5 : i64
      scf.if %6 {
        %c0_i64_6 = arith.constant 0 : i64
        %c0_7 = arith.constant 0 : index
        %7 = memref.atomic_rmw assign %c0_i64_6, %arg4[%c0_7] : (i64, memref<16xi64>) -> i64
        %c0_i64_8 = arith.constant 0 : i64
        %c8_9 = arith.constant 8 : index
        %8 = memref.atomic_rmw assign %c0_i64_8, %arg4[%c8_9] : (i64, memref<16xi64>) -> i64
        %c1_i64_10 = arith.constant 1 : i64
        %c1_11 = arith.constant 1 : index
        %9 = memref.atomic_rmw addi %c1_i64_10, %arg4[%c1_11] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_6 = arith.constant 0 : i64
          %c1_7 = arith.constant 1 : index
          %7 = memref.atomic_rmw addi %c0_i64_6, %arg4[%c1_7] : (i64, memref<16xi64>) -> i64
          %8 = arith.cmpi eq, %7, %2 : i64
          scf.condition(%8)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_3 = arith.constant 8 : index
      %2 = memref.atomic_rmw assign %c0_i64, %arg4[%c8_3] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
