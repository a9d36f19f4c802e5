#loc = loc("-":31:12)
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  func.func @f(%arg0: memref<8x10xf32>, %arg1: memref<8xi64>, %arg2: memref<f32>, %arg3: memref<576xi8>, %arg4: memref<2xi64>, %arg5: memref<4xi64>, %arg6: index, %arg7: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 576 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 576 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg3[%c0][] : memref<576xi8> to memref<8x10xf32>
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %0 = arith.muli %c8_1, %arg6 : index
    %1 = arith.divui %0, %arg7 : index
    %c8_2 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c8_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg6, %c1_3 : index
    %c8_4 = arith.constant 8 : index
    %5 = arith.muli %c8_4, %4 : index
    %6 = arith.divui %5, %arg7 : index
    %c8_5 = arith.constant 8 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c8_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg8 = %3 to %8 step %c1_7 {
      %cst = arith.constant 0xFF800000 : f32
      %c1_28 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %c0_29 = arith.constant 0 : index
      %24 = scf.for %arg9 = %c0_29 to %c10 step %c1_28 iter_args(%arg10 = %cst) -> (f32) {
        %26 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %27 = arith.maximumf %26, %arg10 fastmath<nsz> : f32
        scf.yield %27 : f32
      } {loop_annotation = #loop_annotation}
      %cst_30 = arith.constant 0.000000e+00 : f32
      %c1_31 = arith.constant 1 : index
      %c10_32 = arith.constant 10 : index
      %c0_33 = arith.constant 0 : index
      %25 = scf.for %arg9 = %c0_33 to %c10_32 step %c1_31 iter_args(%arg10 = %cst_30) -> (f32) {
        %26 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %c0_37 = arith.constant 0 : index
        %27 = arith.subf %26, %24 : f32
        %28 = math.exp %27 : f32
        %29 = arith.addf %28, %arg10 fastmath<reassoc> : f32
        scf.yield %29 : f32
      } {loop_annotation = #loop_annotation}
      %c0_34 = arith.constant 0 : index
      %c10_35 = arith.constant 10 : index
      %c1_36 = arith.constant 1 : index
      scf.for %arg9 = %c0_34 to %c10_35 step %c1_36 {
        %26 = memref.load %arg0[%arg8, %arg9] : memref<8x10xf32>
        %c0_37 = arith.constant 0 : index
        %27 = arith.subf %26, %24 : f32
        %c0_38 = arith.constant 0 : index
        %28 = math.log %25 : f32
        %29 = arith.subf %27, %28 : f32
        memref.store %29, %view[%arg8, %arg9] : memref<8x10xf32>
      }
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg7, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_28 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_28] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_29 = arith.constant 1 : i64
      %c0_30 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_29, %arg4[%c0_30] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_31 = arith.constant 0 : i64
        %c0_32 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_31, %arg4[%c0_32] : (i64, memref<2xi64>) -> i64
        %c1_i64_33 = arith.constant 1 : i64
        %c1_34 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_33, %arg4[%c1_34] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_31 = arith.constant 0 : i64
          %c1_32 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_31, %arg4[%c1_32] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    %c320 = arith.constant 320 : index
    %view_9 = memref.view %arg3[%c320][] : memref<576xi8> to memref<8xi8>
    %c384 = arith.constant 384 : index
    %view_10 = memref.view %arg3[%c384][] : memref<576xi8> to memref<8xi64>
    %c448 = arith.constant 448 : index
    %view_11 = memref.view %arg3[%c448][] : memref<576xi8> to memref<f32>
    %c0_12 = arith.constant 0 : index
    %10 = arith.cmpi eq, %arg6, %c0_12 : index
    scf.if %10 {
      %c0_i64 = arith.constant 0 : i64
      %c1_28 = arith.constant 1 : index
      %c8_29 = arith.constant 8 : index
      %c0_30 = arith.constant 0 : index
      %24 = scf.for %arg8 = %c0_30 to %c8_29 step %c1_28 iter_args(%arg9 = %c0_i64) -> (i64) {
        %26 = memref.load %arg1[%arg8] : memref<8xi64>
        %c-100_i64 = arith.constant -100 : i64
        %27 = arith.cmpi ne, %26, %c-100_i64 : i64
        %28 = arith.extui %27 : i1 to i64
        %29 = arith.addi %28, %arg9 : i64
        scf.yield %29 : i64
      } {loop_annotation = #loop_annotation}
      %25 = arith.sitofp %24 : i64 to f32
      memref.store %25, %view_11[] : memref<f32>
      %c0_31 = arith.constant 0 : index
      %c8_32 = arith.constant 8 : index
      %c1_33 = arith.constant 1 : index
      scf.for %arg8 = %c0_31 to %c8_32 step %c1_33 {
        %26 = memref.load %arg1[%arg8] : memref<8xi64>
        %c-100_i64 = arith.constant -100 : i64
        %27 = arith.cmpi ne, %26, %c-100_i64 : i64
        %28 = arith.extui %27 : i1 to i8
        memref.store %28, %view_9[%arg8] : memref<8xi8>
        %c0_i64_34 = arith.constant 0 : i64
        %29 = arith.select %27, %26, %c0_i64_34 : i64
        memref.store %29, %view_10[%arg8] : memref<8xi64>
      }
    }
    %c1_13 = arith.constant 1 : index
    %11 = arith.cmpi ugt, %arg7, %c1_13 : index
    scf.if %11 {
      %c0_i64 = arith.constant 0 : i64
      %c1_28 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_28] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_29 = arith.constant 1 : i64
      %c0_30 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_29, %arg4[%c0_30] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_31 = arith.constant 0 : i64
        %c0_32 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_31, %arg4[%c0_32] : (i64, memref<2xi64>) -> i64
        %c1_i64_33 = arith.constant 1 : i64
        %c1_34 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_33, %arg4[%c1_34] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_31 = arith.constant 0 : i64
          %c1_32 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_31, %arg4[%c1_32] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    %c512 = arith.constant 512 : index
    %view_14 = memref.view %arg3[%c512][] : memref<576xi8> to memref<8x1xf32>
    %c0_15 = arith.constant 0 : index
    %c8_16 = arith.constant 8 : index
    %c8_17 = arith.constant 8 : index
    %12 = arith.muli %c8_17, %arg6 : index
    %13 = arith.divui %12, %arg7 : index
    %c8_18 = arith.constant 8 : index
    %c1_19 = arith.constant 1 : index
    %14 = arith.muli %13, %c1_19 : index
    %15 = arith.minui %14, %c8_18 : index
    %c1_20 = arith.constant 1 : index
    %16 = arith.addi %arg6, %c1_20 : index
    %c8_21 = arith.constant 8 : index
    %17 = arith.muli %c8_21, %16 : index
    %18 = arith.divui %17, %arg7 : index
    %c8_22 = arith.constant 8 : index
    %c1_23 = arith.constant 1 : index
    %19 = arith.muli %18, %c1_23 : index
    %20 = arith.minui %19, %c8_22 : index
    %c1_24 = arith.constant 1 : index
    scf.for %arg8 = %15 to %20 step %c1_24 {
      %c0_28 = arith.constant 0 : index
      %c1_29 = arith.constant 1 : index
      %c1_30 = arith.constant 1 : index
      scf.for %arg9 = %c0_28 to %c1_29 step %c1_30 {
        %24 = memref.load %view_10[%arg8] : memref<8xi64>
        %25 = arith.index_cast %24 : i64 to index
        %c10 = arith.constant 10 : index
        %26 = arith.cmpi ult, %25, %c10 : index
        %true = arith.constant true
        %27 = arith.xori %26, %true : i1
        scf.if %27 {
          %c0_32 = arith.constant 0 : index
          %c1_i64 = arith.constant 1 : i64
          %30 = memref.atomic_rmw addi %c1_i64, %arg5[%c0_32] : (i64, memref<4xi64>) -> i64
          %c0_i64 = arith.constant 0 : i64
          %31 = arith.cmpi eq, %30, %c0_i64 : i64
          scf.if %31 {
            %c0_i64_33 = arith.constant 0 : i64
            %32 = arith.index_cast %25 : index to i64
            %c10_i64 = arith.constant 10 : i64
            %c1_34 = arith.constant 1 : index
            memref.store %c0_i64_33, %arg5[%c1_34] : memref<4xi64>
            %c2 = arith.constant 2 : index
            memref.store %32, %arg5[%c2] : memref<4xi64>
            %c3 = arith.constant 3 : index
            memref.store %c10_i64, %arg5[%c3] : memref<4xi64>
          }
        }
        %c0_31 = arith.constant 0 : index
        %28 = arith.select %26, %25, %c0_31 : index
        %29 = memref.load %view[%arg8, %28] : memref<8x10xf32>
        memref.store %29, %view_14[%arg8, %arg9] : memref<8x1xf32>
      }
    }
    %c1_25 = arith.constant 1 : index
    %21 = arith.cmpi ugt, %arg7, %c1_25 : index
    scf.if %21 {
      %c0_i64 = arith.constant 0 : i64
      %c1_28 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_28] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_29 = arith.constant 1 : i64
      %c0_30 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_29, %arg4[%c0_30] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_31 = arith.constant 0 : i64
        %c0_32 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_31, %arg4[%c0_32] : (i64, memref<2xi64>) -> i64
        %c1_i64_33 = arith.constant 1 : i64
        %c1_34 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_33, %arg4[%c1_34] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_31 = arith.constant 0 : i64
          %c1_32 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_31, %arg4[%c1_32] : (i64, memref<2xi64>) -> i64
          %30 = arith.cmpi eq, %29, %24 : i64
          scf.condition(%30)
        } do {
          scf.yield
        }
      }
    }
    %c0_26 = arith.constant 0 : index
    %22 = arith.cmpi eq, %arg6, %c0_26 : index
    scf.if %22 {
      %cst = arith.constant 0.000000e+00 : f32
      %c1_28 = arith.constant 1 : index
      %c8_29 = arith.constant 8 : index
      %c0_30 = arith.constant 0 : index
      %24 = scf.for %arg8 = %c0_30 to %c8_29 step %c1_28 iter_args(%arg9 = %cst) -> (f32) {
        %27 = memref.load %view_9[%arg8] : memref<8xi8>
        %28 = arith.trunci %27 : i8 to i1
        %c0_31 = arith.constant 0 : index
        %29 = memref.load %view_14[%arg8, %c0_31] : memref<8x1xf32>
        %30 = arith.negf %29 : f32
        %cst_32 = arith.constant 0.000000e+00 : f32
        %31 = arith.select %28, %30, %cst_32 : f32
        %32 = arith.addf %31, %arg9 fastmath<reassoc> : f32
        scf.yield %32 : f32
      } {loop_annotation = #loop_annotation}
      %25 = memref.load %view_11[] : memref<f32>
      %26 = arith.divf %24, %25 fastmath<arcp> : f32
      memref.store %26, %arg2[] : memref<f32>
    }
    %c1_27 = arith.constant 1 : index
    %23 = arith.cmpi ugt, %arg7, %c1_27 : index
    scf.if %23 {
      %c0_i64 = arith.constant 0 : i64
      %c1_28 = arith.constant 1 : index
      %24 = memref.atomic_rmw addi %c0_i64, %arg4[%c1_28] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_29 = arith.constant 1 : i64
      %c0_30 = arith.constant 0 : index
      %25 = memref.atomic_rmw addi %c1_i64_29, %arg4[%c0_30] : (i64, memref<2xi64>) -> i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %arg7 : index to i64
      %28 = arith.cmpi eq, %26, %27 : i64
      scf.if %28 {
        %c0_i64_31 = arith.constant 0 : i64
        %c0_32 = arith.constant 0 : index
        %29 = memref.atomic_rmw assign %c0_i64_31, %arg4[%c0_32] : (i64, memref<2xi64>) -> i64
        %c1_i64_33 = arith.constant 1 : i64
        %c1_34 = arith.constant 1 : index
        %30 = memref.atomic_rmw addi %c1_i64_33, %arg4[%c1_34] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_31 = arith.constant 0 : i64
          %c1_32 = arith.constant 1 : index
          %29 = memref.atomic_rmw addi %c0_i64_31, %arg4[%c1_32] : (i64, memref<2xi64>) -> i64
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
