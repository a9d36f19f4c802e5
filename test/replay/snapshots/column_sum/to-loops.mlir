module {
  func.func @f(%arg0: memref<64x24xf32>, %arg1: memref<24xf32>, %arg2: memref<16xi64>, %arg3: memref<4xi64>, %arg4: index, %arg5: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %alloc = memref.alloc() : memref<24xf32>
    %c0 = arith.constant 0 : index
    %c24 = arith.constant 24 : index
    %c24_0 = arith.constant 24 : index
    %0 = arith.muli %c24_0, %arg4 : index
    %1 = arith.divui %0, %arg5 : index
    %c24_1 = arith.constant 24 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c24_1 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.addi %arg4, %c1_2 : index
    %c24_3 = arith.constant 24 : index
    %5 = arith.muli %c24_3, %4 : index
    %6 = arith.divui %5, %arg5 : index
    %c24_4 = arith.constant 24 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_5 : index
    %8 = arith.minui %7, %c24_4 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg6 = %3 to %8 step %c1_6 {
      %cst = arith.constant 0.000000e+00 : f32
      memref.store %cst, %alloc[%arg6] : memref<24xf32>
    }
    %c0_7 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1_8 = arith.constant 1 : index
    scf.for %arg6 = %c0_7 to %c64 step %c1_8 {
      %c0_20 = arith.constant 0 : index
      %c24_21 = arith.constant 24 : index
      %c24_22 = arith.constant 24 : index
      %19 = arith.muli %c24_22, %arg4 : index
      %20 = arith.divui %19, %arg5 : index
      %c24_23 = arith.constant 24 : index
      %c1_24 = arith.constant 1 : index
      %21 = arith.muli %20, %c1_24 : index
      %22 = arith.minui %21, %c24_23 : index
      %c1_25 = arith.constant 1 : index
      %23 = arith.addi %arg4, %c1_25 : index
      %c24_26 = arith.constant 24 : index
      %24 = arith.muli %c24_26, %23 : index
      %25 = arith.divui %24, %arg5 : index
      %c24_27 = arith.constant 24 : index
      %c1_28 = arith.constant 1 : index
      %26 = arith.muli %25, %c1_28 : index
      %27 = arith.minui %26, %c24_27 : index
      %c1_29 = arith.constant 1 : index
      scf.for %arg7 = %22 to %27 step %c1_29 {
        %28 = memref.load %arg0[%arg6, %arg7] : memref<64x24xf32>
        %29 = memref.load %alloc[%arg7] : memref<24xf32>
        %30 = arith.addf %28, %29 : f32
        memref.store %30, %alloc[%arg7] : memref<24xf32>
      }
    }
    %c0_9 = arith.constant 0 : index
    %c24_10 = arith.constant 24 : index
    %c24_11 = arith.constant 24 : index
    %9 = arith.muli %c24_11, %arg4 : index
    %10 = arith.divui %9, %arg5 : index
    %c24_12 = arith.constant 24 : index
    %c1_13 = arith.constant 1 : index
    %11 = arith.muli %10, %c1_13 : index
    %12 = arith.minui %11, %c24_12 : index
    %c1_14 = arith.constant 1 : index
    %13 = arith.addi %arg4, %c1_14 : index
    %c24_15 = arith.constant 24 : index
    %14 = arith.muli %c24_15, %13 : index
    %15 = arith.divui %14, %arg5 : index
    %c24_16 = arith.constant 24 : index
    %c1_17 = arith.constant 1 : index
    %16 = arith.muli %15, %c1_17 : index
    %17 = arith.minui %16, %c24_16 : index
    %c1_18 = arith.constant 1 : index
    scf.for %arg6 = %12 to %17 step %c1_18 {
      %19 = memref.load %alloc[%arg6] : memref<24xf32>
      memref.store %19, %arg1[%arg6] : memref<24xf32>
      %c0_20 = arith.constant 0 : index
    }
    memref.dealloc %alloc : memref<24xf32>
    %c1_19 = arith.constant 1 : index
    %18 = arith.cmpi ugt, %arg5, %c1_19 : index
    scf.if %18 {
      %c0_i64 = arith.constant 0 : i64
      %c1_20 = arith.constant 1 : index
      %19 = memref.atomic_rmw addi %c0_i64, %arg2[%c1_20] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_21 = arith.constant 1 : i64
      %c0_22 = arith.constant 0 : index
      %20 = memref.atomic_rmw addi %c1_i64_21, %arg2[%c0_22] : (i64, memref<16xi64>) -> i64
      %21 = arith.addi %20, %c1_i64 : i64
      %22 = arith.index_cast %arg5 : index to i64
      %23 = arith.cmpi eq, %21, %22 : i64
      scf.if %23 {
        %c0_i64_23 = arith.constant 0 : i64
        %c0_24 = arith.constant 0 : index
        %24 = memref.atomic_rmw assign %c0_i64_23, %arg2[%c0_24] : (i64, memref<16xi64>) -> i64
        %c0_i64_25 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %25 = memref.atomic_rmw assign %c0_i64_25, %arg2[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_26 = arith.constant 1 : i64
        %c1_27 = arith.constant 1 : index
        %26 = memref.atomic_rmw addi %c1_i64_26, %arg2[%c1_27] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_23 = arith.constant 0 : i64
          %c1_24 = arith.constant 1 : index
          %24 = memref.atomic_rmw addi %c0_i64_23, %arg2[%c1_24] : (i64, memref<16xi64>) -> i64
          %25 = arith.cmpi eq, %24, %19 : i64
          scf.condition(%25)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %19 = memref.atomic_rmw assign %c0_i64, %arg2[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
