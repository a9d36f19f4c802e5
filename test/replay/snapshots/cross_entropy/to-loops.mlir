#loc = loc("-":17:12)
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  func.func @f(%arg0: memref<8x10xf32>, %arg1: memref<8xi64>, %arg2: memref<f32>, %arg3: memref<256xi8>, %arg4: memref<2xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 256 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 320 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg3[%c0][] : memref<256xi8> to memref<8xi8>
    %c64 = arith.constant 64 : index
    %view_0 = memref.view %arg3[%c64][] : memref<256xi8> to memref<8xi64>
    %c128 = arith.constant 128 : index
    %view_1 = memref.view %arg3[%c128][] : memref<256xi8> to memref<f32>
    %c0_2 = arith.constant 0 : index
    %0 = arith.cmpi eq, %arg6, %c0_2 : index
    scf.if %0 {
      %c0_i64 = arith.constant 0 : i64
      %c1_29 = arith.constant 1 : index
      %c8_30 = arith.constant 8 : index
      %c0_31 = arith.constant 0 : index
      %24 = scf.for %arg8 = %c0_31 to %c8_30 step %c1_29 iter_args(%arg9 = %c0_i64) -> (i64) {
        %26 = memref.load %arg1[%arg8] : memref<8xi64>
        %c-100_i64 = arith.constant -100 : i64
        %27 = arith.cmpi ne, %26, %c-100_i64 : i64
        %28 = arith.extui %27 : i1 to i64
        %29 = arith.addi %28, %arg9 : i64
        scf.yield %29 : i64
      } {loop_annotation = #loop_annotation}
      %25 = arith.sitofp %24 : i64 to f32
      memref.store %25, %view_1[] : memref<f32>
      %c0_32 = arith.constant 0 : index
      %c8_33 = arith.constant 8 : index
      %c1_34 = arith.constant 1 : index
      scf.for %arg8 = %c0_32 to %c8_33 step %c1_34 {
        %26 = memref.load %arg1[%arg8] : memref<8xi64>
        %c-100_i64 = arith.constant -100 : i64
        %27 = arith.cmpi ne, %26, %c-100_i64 : i64
        %28 = arith.extui %27 : i1 to i8
        memref.store %28, %view[%arg8] : memref<8xi8>
        %c0_i64_35 = arith.constant 0 : i64
        %29 = arith.select %27, %26, %c0_i64_35 : i64
        memref.store %29, %view_0[%arg8] : memref<8xi64>
      }
    }
    %c1 = arith.constant 1 : index
    %1 = arith.cmpi ugt, %arg7, %c1 : index
    scf.if %1 {
      %c0_i64 = arith.constant 0 : i64
      %c1_29 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_29] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_30 = arith.constant 1 : i64
      %c0_31 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_30, %arg4[%c0_31] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_32 = arith.constant 0 : i64
        %c0_33 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_32, %arg4[%c0_33] : (i64, memref<2xi64>) -> i64
        %c1_i64_34 = arith.constant 1 : i64
        %c1_35 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_34, %arg4[%c1_35] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_32 = arith.constant 0 : i64
          %c1_33 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_32, %arg4[%c1_33] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    %c192 = arith.constant 192 : index
    %view_3 = memref.view %arg3[%c192][] : memref<256xi8> to memref<8x1xf32>
    %c0_4 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_5 = arith.constant 8 : index
    %2 = arith.muli %c8_5, %arg6 : index
    %3 = arith.divui %2, %arg7 : index
    %c8_6 = arith.constant 8 : index
    %c1_7 = arith.constant 1 : index
    %4 = arith.muli %3, %c1_7 : index
    %5 = arith.minui %4, %c8_6 : index
    %c1_8 = arith.constant 1 : index
    %6 = arith.addi %arg6, %c1_8 : index
    %c8_9 = arith.constant 8 : index
    %7 = arith.muli %c8_9, %6 : index
    %8 = arith.divui %7, %arg7 : index
    %c8_10 = arith.constant 8 : index
    %c1_11 = arith.constant 1 : index
    %9 = arith.muli %8, %c1_11 : index
    %10 = arith.minui %9, %c8_10 : index
    %c1_12 = arith.constant 1 : index
    scf.for %arg8 = %5 to %10 step %c1_12 {
      %c0_29 = arith.constant 0 : index
      %c1_30 = arith.constant 1 : index
      %c1_31 = arith.constant 1 : index
      scf.for %arg9 = %c0_29 to %c1_30 step %c1_31 {
        %24 = memref.load %view_0[%arg8] : memref<8xi64>
        %25 = arith.index_cast %24 : i64 to index
        %c10 = arith.constant 10 : index
        %26 = arith.cmpi ult, %25, %c10 : index
        %true = arith.constant true
        %27 = arith.xori %26, %true : i1
        scf.if %27 {
          %c0_33 = arith.constant 0 : index
          %c1_i64 = arith.constant 1 : i64
          %30 = memref.atomic_rmw addi %c1_i64, %arg5[%c0_33] : (i64, memref<4xi64>) -> i64
          %c0_i64 = arith.constant 0 : i64
          %31 = arith.cmpi eq, %30, %c0_i64 : i64
          scf.if %31 {
            %c0_i64_34 = arith.constant 0 : i64
            %32 = arith.index_cast %25 : index to i64
            %c10_i64 = arith.constant 10 : i64
            %c1_35 = arith.constant 1 : index
            memref.store %c0_i64_34, %arg5[%c1_35] : memref<4xi64>
            %c2 = arith.constant 2 : index
            memref.store %32, %arg5[%c2] : memref<4xi64>
            %c3 = arith.constant 3 : index
            memref.store %c10_i64, %arg5[%c3] : memref<4xi64>
          }
        }
        %c0_32 = arith.constant 0 : index
        %28 = arith.select %26, %25, %c0_32 : index
        %29 = memref.load %arg0[%arg8, %28] : memref<8x10xf32>
        memref.store %29, %view_3[%arg8, %arg9] : memref<8x1xf32>
      }
    }
    %c1_13 = arith.constant 1 : index
    %11 = arith.cmpi ugt, %arg7, %c1_13 : index
    scf.if %11 {
      %c0_i64 = arith.constant 0 : i64
      %c1_29 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_29] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_30 = arith.constant 1 : i64
      %c0_31 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_30, %arg4[%c0_31] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_32 = arith.constant 0 : i64
        %c0_33 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_32, %arg4[%c0_33] : (i64, memref<2xi64>) -> i64
        %c1_i64_34 = arith.constant 1 : i64
        %c1_35 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_34, %arg4[%c1_35] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_32 = arith.constant 0 : i64
          %c1_33 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_32, %arg4[%c1_33] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    %c64_14 = arith.constant 64 : index
    %view_15 = memref.view %arg3[%c64_14][] : memref<256xi8> to memref<8xf32>
    %c0_16 = arith.constant 0 : index
    %c8_17 = arith.constant 8 : index
    %c8_18 = arith.constant 8 : index
    %12 = arith.muli %c8_18, %arg6 : index
    %13 = arith.divui %12, %arg7 : index
    %c8_19 = arith.constant 8 : index
    %c1_20 = arith.constant 1 : index
    %14 = arith.muli %13, %c1_20 : index
    %15 = arith.minui %14, %c8_19 : index
    %c1_21 = arith.constant 1 : index
    %16 = arith.addi %arg6, %c1_21 : index
    %c8_22 = arith.constant 8 : index
    %17 = arith.muli %c8_22, %16 : index
    %18 = arith.divui %17, %arg7 : index
    %c8_23 = arith.constant 8 : index
    %c1_24 = arith.constant 1 : index
    %19 = arith.muli %18, %c1_24 : index
    %20 = arith.minui %19, %c8_23 : index
    %c1_25 = arith.constant 1 : index
    scf.for %arg8 = %15 to %20 step %c1_25 {
      %cst = arith.constant 0xFF800000 : f32
      %c1_29 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %c0_30 = arith.constant 0 : index
      %24 = scf.for %arg9 = %c0_30 to %c10 step %c1_29 iter_args(%arg10 = %cst) -> (f32) {
        %34 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %35 = arith.maximumf %34, %arg10 fastmath<nsz> : f32
        scf.yield %35 : f32
      } {loop_annotation = #loop_annotation}
      %cst_31 = arith.constant 0.000000e+00 : f32
      %c1_32 = arith.constant 1 : index
      %c10_33 = arith.constant 10 : index
      %c0_34 = arith.constant 0 : index
      %25 = scf.for %arg9 = %c0_34 to %c10_33 step %c1_32 iter_args(%arg10 = %cst_31) -> (f32) {
        %34 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %c0_37 = arith.constant 0 : index
        %35 = arith.subf %34, %24 : f32
        %36 = math.exp %35 : f32
        %37 = arith.addf %36, %arg10 fastmath<reassoc> : f32
        scf.yield %37 : f32
      } {loop_annotation = #loop_annotation}
      %26 = memref.load %view[%arg8] : memref<8xi8>
      %27 = arith.trunci %26 : i8 to i1
      %c0_35 = arith.constant 0 : index
      %28 = memref.load %view_3[%arg8, %c0_35] : memref<8x1xf32>
      %29 = arith.subf %28, %24 : f32
      %30 = math.log %25 : f32
      %31 = arith.subf %29, %30 : f32
      %32 = arith.negf %31 : f32
      %cst_36 = arith.constant 0.000000e+00 : f32
      %33 = arith.select %27, %32, %cst_36 : f32
      memref.store %33, %view_15[%arg8] : memref<8xf32>
    }
    %c1_26 = arith.constant 1 : index
    %21 = arith.cmpi ugt, %arg7, %c1_26 : index
    scf.if %21 {
      %c0_i64 = arith.constant 0 : i64
      %c1_29 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_29] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_30 = arith.constant 1 : i64
      %c0_31 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_30, %arg4[%c0_31] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_32 = arith.constant 0 : i64
        %c0_33 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_32, %arg4[%c0_33] : (i64, memref<2xi64>) -> i64
        %c1_i64_34 = arith.constant 1 : i64
        %c1_35 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_34, %arg4[%c1_35] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_32 = arith.constant 0 : i64
          %c1_33 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_32, %arg4[%c1_33] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    %c0_27 = arith.constant 0 : index
    %22 = arith.cmpi eq, %arg6, %c0_27 : index
    scf.if %22 {
      %cst = arith.constant 0.000000e+00 : f32
      %c1_29 = arith.constant 1 : index
      %c8_30 = arith.constant 8 : index
      %c0_31 = arith.constant 0 : index
      %24 = scf.for %arg8 = %c0_31 to %c8_30 step %c1_29 iter_args(%arg9 = %cst) -> (f32) {
        %27 = memref.load %view_15[%arg8] : memref<8xf32>
        %28 = arith.addf %27, %arg9 fastmath<reassoc> : f32
        scf.yield %28 : f32
      } {loop_annotation = #loop_annotation}
      %25 = memref.load %view_1[] : memref<f32>
      %26 = arith.divf %24, %25 fastmath<arcp> : f32
      memref.store %26, %arg2[] : memref<f32>
    }
    %c1_28 = arith.constant 1 : index
    %23 = arith.cmpi ugt, %arg7, %c1_28 : index
    scf.if %23 {
      %c0_i64 = arith.constant 0 : i64
      %c1_29 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_29] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_30 = arith.constant 1 : i64
      %c0_31 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_30, %arg4[%c0_31] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_32 = arith.constant 0 : i64
        %c0_33 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_32, %arg4[%c0_33] : (i64, memref<2xi64>) -> i64
        %c1_i64_34 = arith.constant 1 : i64
        %c1_35 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_34, %arg4[%c1_35] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_32 = arith.constant 0 : i64
          %c1_33 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_32, %arg4[%c1_33] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
