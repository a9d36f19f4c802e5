module {
  func.func @f(%arg0: memref<4x20xf32>, %arg1: memref<4x20xf32>, %arg2: memref<16xi64>, %arg3: memref<4xi64>, %arg4: index, %arg5: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c4_0 = arith.constant 4 : index
    %0 = arith.muli %c4_0, %arg4 : index
    %1 = arith.divui %0, %arg5 : index
    %c4_1 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c4_1 : index
    %c1_2 = arith.constant 1 : index
    %4 = arith.addi %arg4, %c1_2 : index
    %c4_3 = arith.constant 4 : index
    %5 = arith.muli %c4_3, %4 : index
    %6 = arith.divui %5, %arg5 : index
    %c4_4 = arith.constant 4 : index
    %c1_5 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_5 : index
    %8 = arith.minui %7, %c4_4 : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg6 = %3 to %8 step %c1_6 {
      %cst = arith.constant 0.000000e+00 : f64
      %c1_8 = arith.constant 1 : index
      %c20 = arith.constant 20 : index
      %c0_9 = arith.constant 0 : index
      %10 = scf.for %arg7 = %c0_9 to %c20 step %c1_8 iter_args(%arg8 = %cst) -> (f64) {
        %11 = memref.load %arg0[%arg6, %arg7] : memref<4x20xf32>
        %12 = arith.extf %11 : f32 to f64
        %13 = arith.addf %arg8, %12 : f64
        %14 = arith.truncf %13 : f64 to f32
        memref.store %14, %arg1[%arg6, %arg7] : memref<4x20xf32>
        scf.yield %13 : f64
      }
    }
    %c1_7 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg5, %c1_7 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_8 = arith.constant 1 : index
      %10 = memref.atomic_rmw addi %c0_i64, %arg2[%c1_8] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_9 = arith.constant 1 : i64
      %c0_10 = arith.constant 0 : index
      %11 = memref.atomic_rmw addi %c1_i64_9, %arg2[%c0_10] : (i64, memref<16xi64>) -> i64
      %12 = arith.addi %11, %c1_i64 : i64
      %13 = arith.index_cast %arg5 : index to i64
      %14 = arith.cmpi eq, %12, %13 : i64
      scf.if %14 {
        %c0_i64_11 = arith.constant 0 : i64
        %c0_12 = arith.constant 0 : index
        %15 = memref.atomic_rmw assign %c0_i64_11, %arg2[%c0_12] : (i64, memref<16xi64>) -> i64
        %c0_i64_13 = arith.constant 0 : i64
        %c8 = arith.constant 8 : index
        %16 = memref.atomic_rmw assign %c0_i64_13, %arg2[%c8] : (i64, memref<16xi64>) -> i64
        %c1_i64_14 = arith.constant 1 : i64
        %c1_15 = arith.constant 1 : index
        %17 = memref.atomic_rmw addi %c1_i64_14, %arg2[%c1_15] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_11 = arith.constant 0 : i64
          %c1_12 = arith.constant 1 : index
          %15 = memref.atomic_rmw addi %c0_i64_11, %arg2[%c1_12] : (i64, memref<16xi64>) -> i64
          %16 = arith.cmpi eq, %15, %10 : i64
          scf.condition(%16)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8 = arith.constant 8 : index
      %10 = memref.atomic_rmw assign %c0_i64, %arg2[%c8] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
