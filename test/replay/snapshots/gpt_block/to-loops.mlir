#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16x48xf32>, %arg3: memref<16x16xf32>, %arg4: memref<16xf32>, %arg5: memref<16x64xf32>, %arg6: memref<64x16xf32>, %arg7: memref<8x16xf32>, %arg8: memref<3072xi8>, %arg9: memref<2xi64>, %arg10: memref<4xi64>, %arg11: index, %arg12: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6784 : i64} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg8[%c0][] : memref<3072xi8> to memref<8x16xf32>
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %0 = arith.muli %c8_1, %arg11 : index
    %1 = arith.divui %0, %arg12 : index
    %c8_2 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c8_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg11, %c1_3 : index
    %c8_4 = arith.constant 8 : index
    %5 = arith.muli %c8_4, %4 : index
    %6 = arith.divui %5, %arg12 : index
    %c8_5 = arith.constant 8 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c8_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg13 = %3 to %8 step %c1_7 {
      %cst_115 = arith.constant 0.000000e+00 : f32
      %c1_116 = arith.constant 1 : index
      %c16_117 = arith.constant 16 : index
      %c0_118 = arith.constant 0 : index
      %74 = scf.for %arg14 = %c0_118 to %c16_117 step %c1_116 iter_args(%arg15 = %cst_115) -> (f32) {
        %76 = memref.load %arg0[%arg13, %arg14] : memref<8x16xf32>
        %77 = arith.addf %76, %arg15 fastmath<reassoc> : f32
        scf.yield %77 : f32
      } {loop_annotation = #loop_annotation}
      %cst_119 = arith.constant 0.000000e+00 : f32
      %c1_120 = arith.constant 1 : index
      %c16_121 = arith.constant 16 : index
      %c0_122 = arith.constant 0 : index
      %75 = scf.for %arg14 = %c0_122 to %c16_121 step %c1_120 iter_args(%arg15 = %cst_119) -> (f32) {
        %76 = memref.load %arg0[%arg13, %arg14] : memref<8x16xf32>
        %cst_126 = arith.constant 1.600000e+01 : f32
        %77 = arith.divf %74, %cst_126 fastmath<arcp> : f32
        %78 = arith.subf %76, %77 : f32
        %79 = arith.mulf %78, %78 : f32
        %80 = arith.addf %79, %arg15 fastmath<reassoc> : f32
        scf.yield %80 : f32
      } {loop_annotation = #loop_annotation}
      %c0_123 = arith.constant 0 : index
      %c16_124 = arith.constant 16 : index
      %c1_125 = arith.constant 1 : index
      scf.for %arg14 = %c0_123 to %c16_124 step %c1_125 {
        %76 = memref.load %arg0[%arg13, %arg14] : memref<8x16xf32>
        %c0_126 = arith.constant 0 : index
        %cst_127 = arith.constant 1.600000e+01 : f32
        %77 = arith.divf %74, %cst_127 fastmath<arcp> : f32
        %78 = arith.subf %76, %77 : f32
        %c0_128 = arith.constant 0 : index
        %cst_129 = arith.constant 1.600000e+01 : f32
        %79 = arith.divf %75, %cst_129 fastmath<arcp> : f32
        %cst_130 = arith.constant 9.99999974E-6 : f32
        %80 = arith.addf %79, %cst_130 : f32
        %81 = math.rsqrt %80 : f32
        %82 = arith.mulf %78, %81 : f32
        %83 = memref.load %arg1[%arg14] : memref<16xf32>
        %84 = arith.mulf %82, %83 : f32
        memref.store %84, %view[%arg13, %arg14] : memref<8x16xf32>
      }
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg12, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c512 = arith.constant 512 : index
    %view_9 = memref.view %arg8[%c512][] : memref<3072xi8> to memref<8x48xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x48xf32>
    %alloc_10 = memref.alloc() : memref<1x16x32xf32>
    %c48 = arith.constant 48 : index
    %c48_11 = arith.constant 48 : index
    %c0_12 = arith.constant 0 : index
    scf.for %arg13 = %c0_12 to %c48_11 step %c48 {
      %c48_115 = arith.constant 48 : index
      %74 = arith.subi %c48_115, %arg13 : index
      %c48_116 = arith.constant 48 : index
      %75 = arith.minui %c48_116, %74 : index
      %c32 = arith.constant 32 : index
      %76 = arith.divui %75, %c32 : index
      %c32_117 = arith.constant 32 : index
      %77 = arith.muli %76, %c32_117 : index
      %c1_118 = arith.constant 1 : index
      %c16_119 = arith.constant 16 : index
      %78 = arith.muli %76, %c16_119 : index
      %c0_120 = arith.constant 0 : index
      scf.for %arg14 = %c0_120 to %78 step %c1_118 {
        %c16_130 = arith.constant 16 : index
        %88 = arith.divui %arg14, %c16_130 : index
        %c16_131 = arith.constant 16 : index
        %89 = arith.remui %arg14, %c16_131 : index
        %c32_132 = arith.constant 32 : index
        %90 = arith.muli %88, %c32_132 : index
        %91 = arith.addi %arg13, %90 : index
        %c0_133 = arith.constant 0 : index
        %92 = vector.load %arg2[%89, %91] : memref<16x48xf32>, vector<32xf32>
        vector.store %92, %alloc_10[%88, %89, %c0_133] : memref<1x16x32xf32>, vector<32xf32>
      }
      %c0_121 = arith.constant 0 : index
      %c8_122 = arith.constant 8 : index
      %c2_123 = arith.constant 2 : index
      %79 = arith.muli %c2_123, %arg11 : index
      %80 = arith.divui %79, %arg12 : index
      %c8_124 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %81 = arith.muli %80, %c6 : index
      %82 = arith.minui %81, %c8_124 : index
      %c1_125 = arith.constant 1 : index
      %83 = arith.addi %arg11, %c1_125 : index
      %c2_126 = arith.constant 2 : index
      %84 = arith.muli %c2_126, %83 : index
      %85 = arith.divui %84, %arg12 : index
      %c8_127 = arith.constant 8 : index
      %c6_128 = arith.constant 6 : index
      %86 = arith.muli %85, %c6_128 : index
      %87 = arith.minui %86, %c8_127 : index
      %c6_129 = arith.constant 6 : index
      scf.for %arg14 = %82 to %87 step %c6_129 {
        %c7 = arith.constant 7 : index
        %c0_130 = arith.constant 0 : index
        %88 = arith.addi %arg14, %c0_130 : index
        %89 = arith.minui %88, %c7 : index
        %c7_131 = arith.constant 7 : index
        %c1_132 = arith.constant 1 : index
        %90 = arith.addi %arg14, %c1_132 : index
        %91 = arith.minui %90, %c7_131 : index
        %c7_133 = arith.constant 7 : index
        %c2_134 = arith.constant 2 : index
        %92 = arith.addi %arg14, %c2_134 : index
        %93 = arith.minui %92, %c7_133 : index
        %c7_135 = arith.constant 7 : index
        %c3 = arith.constant 3 : index
        %94 = arith.addi %arg14, %c3 : index
        %95 = arith.minui %94, %c7_135 : index
        %c7_136 = arith.constant 7 : index
        %c4 = arith.constant 4 : index
        %96 = arith.addi %arg14, %c4 : index
        %97 = arith.minui %96, %c7_136 : index
        %c7_137 = arith.constant 7 : index
        %c5 = arith.constant 5 : index
        %98 = arith.addi %arg14, %c5 : index
        %99 = arith.minui %98, %c7_137 : index
        %100 = arith.addi %arg13, %75 : index
        %c1_138 = arith.constant 1 : index
        %c0_139 = arith.constant 0 : index
        scf.for %arg15 = %c0_139 to %76 step %c1_138 {
          %c32_145 = arith.constant 32 : index
          %104 = arith.muli %arg15, %c32_145 : index
          %105 = arith.addi %arg13, %104 : index
          %cst_146 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_147 = arith.constant 1 : index
          %c16_148 = arith.constant 16 : index
          %c0_149 = arith.constant 0 : index
          %106:6 = scf.for %arg16 = %c0_149 to %c16_148 step %c1_147 iter_args(%arg17 = %cst_146, %arg18 = %cst_146, %arg19 = %cst_146, %arg20 = %cst_146, %arg21 = %cst_146, %arg22 = %cst_146) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_156 = arith.constant 0 : index
            %107 = vector.load %alloc_10[%arg15, %arg16, %c0_156] : memref<1x16x32xf32>, vector<32xf32>
            %108 = memref.load %view[%89, %arg16] : memref<8x16xf32>
            %109 = vector.broadcast %108 : f32 to vector<32xf32>
            %110 = vector.fma %109, %107, %arg17 : vector<32xf32>
            %111 = memref.load %view[%91, %arg16] : memref<8x16xf32>
            %112 = vector.broadcast %111 : f32 to vector<32xf32>
            %113 = vector.fma %112, %107, %arg18 : vector<32xf32>
            %114 = memref.load %view[%93, %arg16] : memref<8x16xf32>
            %115 = vector.broadcast %114 : f32 to vector<32xf32>
            %116 = vector.fma %115, %107, %arg19 : vector<32xf32>
            %117 = memref.load %view[%95, %arg16] : memref<8x16xf32>
            %118 = vector.broadcast %117 : f32 to vector<32xf32>
            %119 = vector.fma %118, %107, %arg20 : vector<32xf32>
            %120 = memref.load %view[%97, %arg16] : memref<8x16xf32>
            %121 = vector.broadcast %120 : f32 to vector<32xf32>
            %122 = vector.fma %121, %107, %arg21 : vector<32xf32>
            %123 = memref.load %view[%99, %arg16] : memref<8x16xf32>
            %124 = vector.broadcast %123 : f32 to vector<32xf32>
            %125 = vector.fma %124, %107, %arg22 : vector<32xf32>
            scf.yield %110, %113, %116, %119, %122, %125 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_150 = arith.constant 0 : index
          vector.store %106#0, %alloc[%c0_150, %105] : memref<6x48xf32>, vector<32xf32>
          %c1_151 = arith.constant 1 : index
          vector.store %106#1, %alloc[%c1_151, %105] : memref<6x48xf32>, vector<32xf32>
          %c2_152 = arith.constant 2 : index
          vector.store %106#2, %alloc[%c2_152, %105] : memref<6x48xf32>, vector<32xf32>
          %c3_153 = arith.constant 3 : index
          vector.store %106#3, %alloc[%c3_153, %105] : memref<6x48xf32>, vector<32xf32>
          %c4_154 = arith.constant 4 : index
          vector.store %106#4, %alloc[%c4_154, %105] : memref<6x48xf32>, vector<32xf32>
          %c5_155 = arith.constant 5 : index
          vector.store %106#5, %alloc[%c5_155, %105] : memref<6x48xf32>, vector<32xf32>
        }
        %101 = arith.addi %arg13, %77 : index
        %c1_140 = arith.constant 1 : index
        scf.for %arg15 = %101 to %100 step %c1_140 {
          %c1_145 = arith.constant 1 : index
          %104 = arith.subi %100, %c1_145 : index
          %c0_146 = arith.constant 0 : index
          %105 = arith.addi %arg15, %c0_146 : index
          %c1_147 = arith.constant 1 : index
          %c16_148 = arith.constant 16 : index
          %c0_149 = arith.constant 0 : index
          %106:6 = scf.for %arg16 = %c0_149 to %c16_148 step %c1_147 iter_args(%arg17 = %cst, %arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst) -> (f32, f32, f32, f32, f32, f32) {
            %107 = memref.load %view[%89, %arg16] : memref<8x16xf32>
            %108 = memref.load %view[%91, %arg16] : memref<8x16xf32>
            %109 = memref.load %view[%93, %arg16] : memref<8x16xf32>
            %110 = memref.load %view[%95, %arg16] : memref<8x16xf32>
            %111 = memref.load %view[%97, %arg16] : memref<8x16xf32>
            %112 = memref.load %view[%99, %arg16] : memref<8x16xf32>
            %113 = memref.load %arg2[%arg16, %105] : memref<16x48xf32>
            %114 = arith.mulf %107, %113 : f32
            %115 = arith.addf %114, %arg17 : f32
            %116 = arith.mulf %108, %113 : f32
            %117 = arith.addf %116, %arg18 : f32
            %118 = arith.mulf %109, %113 : f32
            %119 = arith.addf %118, %arg19 : f32
            %120 = arith.mulf %110, %113 : f32
            %121 = arith.addf %120, %arg20 : f32
            %122 = arith.mulf %111, %113 : f32
            %123 = arith.addf %122, %arg21 : f32
            %124 = arith.mulf %112, %113 : f32
            %125 = arith.addf %124, %arg22 : f32
            scf.yield %115, %117, %119, %121, %123, %125 : f32, f32, f32, f32, f32, f32
          }
          %c0_150 = arith.constant 0 : index
          memref.store %106#0, %alloc[%c0_150, %105] : memref<6x48xf32>
          %c1_151 = arith.constant 1 : index
          memref.store %106#1, %alloc[%c1_151, %105] : memref<6x48xf32>
          %c2_152 = arith.constant 2 : index
          memref.store %106#2, %alloc[%c2_152, %105] : memref<6x48xf32>
          %c3_153 = arith.constant 3 : index
          memref.store %106#3, %alloc[%c3_153, %105] : memref<6x48xf32>
          %c4_154 = arith.constant 4 : index
          memref.store %106#4, %alloc[%c4_154, %105] : memref<6x48xf32>
          %c5_155 = arith.constant 5 : index
          memref.store %106#5, %alloc[%c5_155, %105] : memref<6x48xf32>
        }
        %c8_141 = arith.constant 8 : index
        %102 = arith.subi %c8_141, %arg14 : index
        %c6_142 = arith.constant 6 : index
        %103 = arith.minui %c6_142, %102 : index
        %c1_143 = arith.constant 1 : index
        %c0_144 = arith.constant 0 : index
        scf.for %arg15 = %c0_144 to %103 step %c1_143 {
          %104 = arith.addi %arg14, %arg15 : index
          %c1_145 = arith.constant 1 : index
          scf.for %arg16 = %arg13 to %100 step %c1_145 {
            %105 = memref.load %alloc[%arg15, %arg16] : memref<6x48xf32>
            memref.store %105, %view_9[%104, %arg16] : memref<8x48xf32>
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x48xf32>
    memref.dealloc %alloc_10 : memref<1x16x32xf32>
    %c1_13 = arith.constant 1 : index
    %10 = arith.cmpi ugt, %arg12, %c1_13 : index
    scf.if %10 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_14 = arith.constant 0 : index
    %view_15 = memref.view %arg8[%c0_14][] : memref<3072xi8> to memref<8xi64>
    %c0_16 = arith.constant 0 : index
    %c8_17 = arith.constant 8 : index
    %c8_18 = arith.constant 8 : index
    %11 = arith.muli %c8_18, %arg11 : index
    %12 = arith.divui %11, %arg12 : index
    %c8_19 = arith.constant 8 : index
    %c1_20 = arith.constant 1 : index
    %13 = arith.muli %12, %c1_20 : index
    %14 = arith.minui %13, %c8_19 : index
    %c1_21 = arith.constant 1 : index
    %15 = arith.addi %arg11, %c1_21 : index
    %c8_22 = arith.constant 8 : index
    %16 = arith.muli %c8_22, %15 : index
    %17 = arith.divui %16, %arg12 : index
    %c8_23 = arith.constant 8 : index
    %c1_24 = arith.constant 1 : index
    %18 = arith.muli %17, %c1_24 : index
    %19 = arith.minui %18, %c8_23 : index
    %c1_25 = arith.constant 1 : index
    scf.for %arg13 = %14 to %19 step %c1_25 {
      %74 = arith.index_cast %arg13 : index to i64
      memref.store %74, %view_15[%arg13] : memref<8xi64>
    }
    %c1_26 = arith.constant 1 : index
    %20 = arith.cmpi ugt, %arg12, %c1_26 : index
    scf.if %20 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c64 = arith.constant 64 : index
    %view_27 = memref.view %arg8[%c64][] : memref<3072xi8> to memref<8x8xi8>
    %c0_28 = arith.constant 0 : index
    %c8_29 = arith.constant 8 : index
    %c8_30 = arith.constant 8 : index
    %21 = arith.muli %c8_30, %arg11 : index
    %22 = arith.divui %21, %arg12 : index
    %c8_31 = arith.constant 8 : index
    %c1_32 = arith.constant 1 : index
    %23 = arith.muli %22, %c1_32 : index
    %24 = arith.minui %23, %c8_31 : index
    %c1_33 = arith.constant 1 : index
    %25 = arith.addi %arg11, %c1_33 : index
    %c8_34 = arith.constant 8 : index
    %26 = arith.muli %c8_34, %25 : index
    %27 = arith.divui %26, %arg12 : index
    %c8_35 = arith.constant 8 : index
    %c1_36 = arith.constant 1 : index
    %28 = arith.muli %27, %c1_36 : index
    %29 = arith.minui %28, %c8_35 : index
    %c1_37 = arith.constant 1 : index
    scf.for %arg13 = %24 to %29 step %c1_37 {
      %c0_115 = arith.constant 0 : index
      %c8_116 = arith.constant 8 : index
      %c1_117 = arith.constant 1 : index
      scf.for %arg14 = %c0_115 to %c8_116 step %c1_117 {
        %c0_118 = arith.constant 0 : index
        %74 = memref.load %view_15[%arg14] : memref<8xi64>
        %c0_119 = arith.constant 0 : index
        %75 = memref.load %view_15[%arg13] : memref<8xi64>
        %76 = arith.subi %74, %75 : i64
        %c0_i64 = arith.constant 0 : i64
        %77 = arith.cmpi sle, %76, %c0_i64 : i64
        %true = arith.constant true
        %78 = arith.xori %77, %true : i1
        %79 = arith.extui %78 : i1 to i8
        memref.store %79, %view_27[%arg13, %arg14] : memref<8x8xi8>
      }
    }
    %c1_38 = arith.constant 1 : index
    %30 = arith.cmpi ugt, %arg12, %c1_38 : index
    scf.if %30 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c2048 = arith.constant 2048 : index
    %view_39 = memref.view %arg8[%c2048][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_40 = arith.constant 0.000000e+00 : f32
    %alloc_41 = memref.alloc() : memref<6x8xf32>
    %c0_42 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_43 = arith.constant 2 : index
    %31 = arith.muli %c2_43, %arg11 : index
    %32 = arith.divui %31, %arg12 : index
    %c2_44 = arith.constant 2 : index
    %c1_45 = arith.constant 1 : index
    %33 = arith.muli %32, %c1_45 : index
    %34 = arith.minui %33, %c2_44 : index
    %c1_46 = arith.constant 1 : index
    %35 = arith.addi %arg11, %c1_46 : index
    %c2_47 = arith.constant 2 : index
    %36 = arith.muli %c2_47, %35 : index
    %37 = arith.divui %36, %arg12 : index
    %c2_48 = arith.constant 2 : index
    %c1_49 = arith.constant 1 : index
    %38 = arith.muli %37, %c1_49 : index
    %39 = arith.minui %38, %c2_48 : index
    %c1_50 = arith.constant 1 : index
    scf.for %arg13 = %34 to %39 step %c1_50 {
      %c8_115 = arith.constant 8 : index
      %c8_116 = arith.constant 8 : index
      %c0_117 = arith.constant 0 : index
      scf.for %arg14 = %c0_117 to %c8_116 step %c8_115 {
        %c8_118 = arith.constant 8 : index
        %74 = arith.subi %c8_118, %arg14 : index
        %c8_119 = arith.constant 8 : index
        %75 = arith.minui %c8_119, %74 : index
        %c0_120 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %76 = arith.muli %c0_120, %c32 : index
        %c0_121 = arith.constant 0 : index
        %c8_122 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg15 = %c0_121 to %c8_122 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_123 = arith.constant 0 : index
          %77 = arith.addi %arg15, %c0_123 : index
          %78 = arith.minui %77, %c7 : index
          %c7_124 = arith.constant 7 : index
          %c1_125 = arith.constant 1 : index
          %79 = arith.addi %arg15, %c1_125 : index
          %80 = arith.minui %79, %c7_124 : index
          %c7_126 = arith.constant 7 : index
          %c2_127 = arith.constant 2 : index
          %81 = arith.addi %arg15, %c2_127 : index
          %82 = arith.minui %81, %c7_126 : index
          %c7_128 = arith.constant 7 : index
          %c3 = arith.constant 3 : index
          %83 = arith.addi %arg15, %c3 : index
          %84 = arith.minui %83, %c7_128 : index
          %c7_129 = arith.constant 7 : index
          %c4 = arith.constant 4 : index
          %85 = arith.addi %arg15, %c4 : index
          %86 = arith.minui %85, %c7_129 : index
          %c7_130 = arith.constant 7 : index
          %c5 = arith.constant 5 : index
          %87 = arith.addi %arg15, %c5 : index
          %88 = arith.minui %87, %c7_130 : index
          %89 = arith.addi %arg14, %75 : index
          %c1_131 = arith.constant 1 : index
          scf.for %arg16 = %arg14 to %89 step %c1_131 {
            %c1_136 = arith.constant 1 : index
            %92 = arith.subi %89, %c1_136 : index
            %c0_137 = arith.constant 0 : index
            %93 = arith.addi %arg16, %c0_137 : index
            %c1_138 = arith.constant 1 : index
            %c8_139 = arith.constant 8 : index
            %c0_140 = arith.constant 0 : index
            %94:6 = scf.for %arg17 = %c0_140 to %c8_139 step %c1_138 iter_args(%arg18 = %cst_40, %arg19 = %cst_40, %arg20 = %cst_40, %arg21 = %cst_40, %arg22 = %cst_40, %arg23 = %cst_40) -> (f32, f32, f32, f32, f32, f32) {
              %c0_147 = arith.constant 0 : index
              %c2_148 = arith.constant 2 : index
              %95 = arith.muli %c0_147, %c2_148 : index
              %96 = arith.addi %95, %arg13 : index
              %c8_149 = arith.constant 8 : index
              %97 = arith.muli %96, %c8_149 : index
              %98 = arith.addi %97, %arg17 : index
              %c1_150 = arith.constant 1 : index
              %99 = arith.muli %78, %c1_150 : index
              %c0_151 = arith.constant 0 : index
              %100 = arith.addi %c0_151, %99 : index
              %c1_152 = arith.constant 1 : index
              %101 = arith.muli %98, %c1_152 : index
              %c0_153 = arith.constant 0 : index
              %102 = arith.addi %c0_153, %101 : index
              %103 = memref.load %view_9[%100, %102] : memref<8x48xf32>
              %c0_154 = arith.constant 0 : index
              %c2_155 = arith.constant 2 : index
              %104 = arith.muli %c0_154, %c2_155 : index
              %105 = arith.addi %104, %arg13 : index
              %c8_156 = arith.constant 8 : index
              %106 = arith.muli %105, %c8_156 : index
              %107 = arith.addi %106, %arg17 : index
              %c1_157 = arith.constant 1 : index
              %108 = arith.muli %80, %c1_157 : index
              %c0_158 = arith.constant 0 : index
              %109 = arith.addi %c0_158, %108 : index
              %c1_159 = arith.constant 1 : index
              %110 = arith.muli %107, %c1_159 : index
              %c0_160 = arith.constant 0 : index
              %111 = arith.addi %c0_160, %110 : index
              %112 = memref.load %view_9[%109, %111] : memref<8x48xf32>
              %c0_161 = arith.constant 0 : index
              %c2_162 = arith.constant 2 : index
              %113 = arith.muli %c0_161, %c2_162 : index
              %114 = arith.addi %113, %arg13 : index
              %c8_163 = arith.constant 8 : index
              %115 = arith.muli %114, %c8_163 : index
              %116 = arith.addi %115, %arg17 : index
              %c1_164 = arith.constant 1 : index
              %117 = arith.muli %82, %c1_164 : index
              %c0_165 = arith.constant 0 : index
              %118 = arith.addi %c0_165, %117 : index
              %c1_166 = arith.constant 1 : index
              %119 = arith.muli %116, %c1_166 : index
              %c0_167 = arith.constant 0 : index
              %120 = arith.addi %c0_167, %119 : index
              %121 = memref.load %view_9[%118, %120] : memref<8x48xf32>
              %c0_168 = arith.constant 0 : index
              %c2_169 = arith.constant 2 : index
              %122 = arith.muli %c0_168, %c2_169 : index
              %123 = arith.addi %122, %arg13 : index
              %c8_170 = arith.constant 8 : index
              %124 = arith.muli %123, %c8_170 : index
              %125 = arith.addi %124, %arg17 : index
              %c1_171 = arith.constant 1 : index
              %126 = arith.muli %84, %c1_171 : index
              %c0_172 = arith.constant 0 : index
              %127 = arith.addi %c0_172, %126 : index
              %c1_173 = arith.constant 1 : index
              %128 = arith.muli %125, %c1_173 : index
              %c0_174 = arith.constant 0 : index
              %129 = arith.addi %c0_174, %128 : index
              %130 = memref.load %view_9[%127, %129] : memref<8x48xf32>
              %c0_175 = arith.constant 0 : index
              %c2_176 = arith.constant 2 : index
              %131 = arith.muli %c0_175, %c2_176 : index
              %132 = arith.addi %131, %arg13 : index
              %c8_177 = arith.constant 8 : index
              %133 = arith.muli %132, %c8_177 : index
              %134 = arith.addi %133, %arg17 : index
              %c1_178 = arith.constant 1 : index
              %135 = arith.muli %86, %c1_178 : index
              %c0_179 = arith.constant 0 : index
              %136 = arith.addi %c0_179, %135 : index
              %c1_180 = arith.constant 1 : index
              %137 = arith.muli %134, %c1_180 : index
              %c0_181 = arith.constant 0 : index
              %138 = arith.addi %c0_181, %137 : index
              %139 = memref.load %view_9[%136, %138] : memref<8x48xf32>
              %c0_182 = arith.constant 0 : index
              %c2_183 = arith.constant 2 : index
              %140 = arith.muli %c0_182, %c2_183 : index
              %141 = arith.addi %140, %arg13 : index
              %c8_184 = arith.constant 8 : index
              %142 = arith.muli %141, %c8_184 : index
              %143 = arith.addi %142, %arg17 : index
              %c1_185 = arith.constant 1 : index
              %144 = arith.muli %88, %c1_185 : index
              %c0_186 = arith.constant 0 : index
              %145 = arith.addi %c0_186, %144 : index
              %c1_187 = arith.constant 1 : index
              %146 = arith.muli %143, %c1_187 : index
              %c0_188 = arith.constant 0 : index
              %147 = arith.addi %c0_188, %146 : index
              %148 = memref.load %view_9[%145, %147] : memref<8x48xf32>
              %c0_189 = arith.constant 0 : index
              %c2_190 = arith.constant 2 : index
              %149 = arith.muli %c0_189, %c2_190 : index
              %150 = arith.addi %149, %arg13 : index
              %c8_191 = arith.constant 8 : index
              %151 = arith.muli %150, %c8_191 : index
              %152 = arith.addi %151, %arg17 : index
              %c1_192 = arith.constant 1 : index
              %153 = arith.muli %93, %c1_192 : index
              %c0_193 = arith.constant 0 : index
              %154 = arith.addi %c0_193, %153 : index
              %c1_194 = arith.constant 1 : index
              %155 = arith.muli %152, %c1_194 : index
              %c16_195 = arith.constant 16 : index
              %156 = arith.addi %c16_195, %155 : index
              %157 = memref.load %view_9[%154, %156] : memref<8x48xf32>
              %158 = arith.mulf %103, %157 : f32
              %159 = arith.addf %158, %arg18 : f32
              %160 = arith.mulf %112, %157 : f32
              %161 = arith.addf %160, %arg19 : f32
              %162 = arith.mulf %121, %157 : f32
              %163 = arith.addf %162, %arg20 : f32
              %164 = arith.mulf %130, %157 : f32
              %165 = arith.addf %164, %arg21 : f32
              %166 = arith.mulf %139, %157 : f32
              %167 = arith.addf %166, %arg22 : f32
              %168 = arith.mulf %148, %157 : f32
              %169 = arith.addf %168, %arg23 : f32
              scf.yield %159, %161, %163, %165, %167, %169 : f32, f32, f32, f32, f32, f32
            }
            %c0_141 = arith.constant 0 : index
            memref.store %94#0, %alloc_41[%c0_141, %93] : memref<6x8xf32>
            %c1_142 = arith.constant 1 : index
            memref.store %94#1, %alloc_41[%c1_142, %93] : memref<6x8xf32>
            %c2_143 = arith.constant 2 : index
            memref.store %94#2, %alloc_41[%c2_143, %93] : memref<6x8xf32>
            %c3_144 = arith.constant 3 : index
            memref.store %94#3, %alloc_41[%c3_144, %93] : memref<6x8xf32>
            %c4_145 = arith.constant 4 : index
            memref.store %94#4, %alloc_41[%c4_145, %93] : memref<6x8xf32>
            %c5_146 = arith.constant 5 : index
            memref.store %94#5, %alloc_41[%c5_146, %93] : memref<6x8xf32>
          }
          %c8_132 = arith.constant 8 : index
          %90 = arith.subi %c8_132, %arg15 : index
          %c6_133 = arith.constant 6 : index
          %91 = arith.minui %c6_133, %90 : index
          %c1_134 = arith.constant 1 : index
          %c0_135 = arith.constant 0 : index
          scf.for %arg16 = %c0_135 to %91 step %c1_134 {
            %92 = arith.addi %arg15, %arg16 : index
            %c1_136 = arith.constant 1 : index
            scf.for %arg17 = %arg14 to %89 step %c1_136 {
              %93 = memref.load %view_27[%92, %arg17] : memref<8x8xi8>
              %94 = arith.trunci %93 : i8 to i1
              %cst_137 = arith.constant 0xFF800000 : f32
              %95 = memref.load %alloc_41[%arg16, %arg17] : memref<6x8xf32>
              %cst_138 = arith.constant 2.82842708 : f32
              %96 = arith.divf %95, %cst_138 fastmath<arcp> : f32
              %97 = arith.select %94, %cst_137, %96 : f32
              memref.store %97, %view_39[%arg13, %92, %arg17] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_41 : memref<6x8xf32>
    %c1_51 = arith.constant 1 : index
    %40 = arith.cmpi ugt, %arg12, %c1_51 : index
    scf.if %40 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_52 = arith.constant 0 : index
    %view_53 = memref.view %arg8[%c0_52][] : memref<3072xi8> to memref<2x8x8xf32>
    %alloc_54 = memref.alloc() : memref<8xf32>
    %c0_55 = arith.constant 0 : index
    %c2_56 = arith.constant 2 : index
    %c2_57 = arith.constant 2 : index
    %41 = arith.muli %c2_57, %arg11 : index
    %42 = arith.divui %41, %arg12 : index
    %c2_58 = arith.constant 2 : index
    %c1_59 = arith.constant 1 : index
    %43 = arith.muli %42, %c1_59 : index
    %44 = arith.minui %43, %c2_58 : index
    %c1_60 = arith.constant 1 : index
    %45 = arith.addi %arg11, %c1_60 : index
    %c2_61 = arith.constant 2 : index
    %46 = arith.muli %c2_61, %45 : index
    %47 = arith.divui %46, %arg12 : index
    %c2_62 = arith.constant 2 : index
    %c1_63 = arith.constant 1 : index
    %48 = arith.muli %47, %c1_63 : index
    %49 = arith.minui %48, %c2_62 : index
    %c1_64 = arith.constant 1 : index
    scf.for %arg13 = %44 to %49 step %c1_64 {
      %c0_115 = arith.constant 0 : index
      %c8_116 = arith.constant 8 : index
      %c1_117 = arith.constant 1 : index
      scf.for %arg14 = %c0_115 to %c8_116 step %c1_117 {
        %cst_118 = arith.constant 0xFF800000 : f32
        %c1_119 = arith.constant 1 : index
        %c8_120 = arith.constant 8 : index
        %c0_121 = arith.constant 0 : index
        %74 = scf.for %arg15 = %c0_121 to %c8_120 step %c1_119 iter_args(%arg16 = %cst_118) -> (f32) {
          %76 = memref.load %view_39[%arg13, %arg14, %arg15] : memref<2x8x8xf32>
          %77 = arith.maximumf %76, %arg16 fastmath<nsz> : f32
          scf.yield %77 : f32
        } {loop_annotation = #loop_annotation}
        %cst_122 = arith.constant 0.000000e+00 : f32
        %c1_123 = arith.constant 1 : index
        %c8_124 = arith.constant 8 : index
        %c0_125 = arith.constant 0 : index
        %75 = scf.for %arg15 = %c0_125 to %c8_124 step %c1_123 iter_args(%arg16 = %cst_122) -> (f32) {
          %76 = memref.load %view_39[%arg13, %arg14, %arg15] : memref<2x8x8xf32>
          %c0_129 = arith.constant 0 : index
          %77 = arith.subf %76, %74 : f32
          %78 = math.exp %77 : f32
          memref.store %78, %alloc_54[%arg15] : memref<8xf32>
          %79 = arith.addf %78, %arg16 fastmath<reassoc> : f32
          scf.yield %79 : f32
        } {loop_annotation = #loop_annotation}
        %c0_126 = arith.constant 0 : index
        %c8_127 = arith.constant 8 : index
        %c1_128 = arith.constant 1 : index
        scf.for %arg15 = %c0_126 to %c8_127 step %c1_128 {
          %76 = memref.load %alloc_54[%arg15] : memref<8xf32>
          %c0_129 = arith.constant 0 : index
          %77 = arith.divf %76, %75 fastmath<arcp> : f32
          memref.store %77, %view_53[%arg13, %arg14, %arg15] : memref<2x8x8xf32>
        }
      }
    }
    memref.dealloc %alloc_54 : memref<8xf32>
    %c1_65 = arith.constant 1 : index
    %50 = arith.cmpi ugt, %arg12, %c1_65 : index
    scf.if %50 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c2048_66 = arith.constant 2048 : index
    %view_67 = memref.view %arg8[%c2048_66][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_68 = arith.constant 0.000000e+00 : f32
    %alloc_69 = memref.alloc() : memref<6x8xf32>
    %c0_70 = arith.constant 0 : index
    %c2_71 = arith.constant 2 : index
    %c2_72 = arith.constant 2 : index
    %51 = arith.muli %c2_72, %arg11 : index
    %52 = arith.divui %51, %arg12 : index
    %c2_73 = arith.constant 2 : index
    %c1_74 = arith.constant 1 : index
    %53 = arith.muli %52, %c1_74 : index
    %54 = arith.minui %53, %c2_73 : index
    %c1_75 = arith.constant 1 : index
    %55 = arith.addi %arg11, %c1_75 : index
    %c2_76 = arith.constant 2 : index
    %56 = arith.muli %c2_76, %55 : index
    %57 = arith.divui %56, %arg12 : index
    %c2_77 = arith.constant 2 : index
    %c1_78 = arith.constant 1 : index
    %58 = arith.muli %57, %c1_78 : index
    %59 = arith.minui %58, %c2_77 : index
    %c1_79 = arith.constant 1 : index
    scf.for %arg13 = %54 to %59 step %c1_79 {
      %c8_115 = arith.constant 8 : index
      %c8_116 = arith.constant 8 : index
      %c0_117 = arith.constant 0 : index
      scf.for %arg14 = %c0_117 to %c8_116 step %c8_115 {
        %c8_118 = arith.constant 8 : index
        %74 = arith.subi %c8_118, %arg14 : index
        %c8_119 = arith.constant 8 : index
        %75 = arith.minui %c8_119, %74 : index
        %c0_120 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %76 = arith.muli %c0_120, %c32 : index
        %c0_121 = arith.constant 0 : index
        %c8_122 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg15 = %c0_121 to %c8_122 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_123 = arith.constant 0 : index
          %77 = arith.addi %arg15, %c0_123 : index
          %78 = arith.minui %77, %c7 : index
          %c7_124 = arith.constant 7 : index
          %c1_125 = arith.constant 1 : index
          %79 = arith.addi %arg15, %c1_125 : index
          %80 = arith.minui %79, %c7_124 : index
          %c7_126 = arith.constant 7 : index
          %c2_127 = arith.constant 2 : index
          %81 = arith.addi %arg15, %c2_127 : index
          %82 = arith.minui %81, %c7_126 : index
          %c7_128 = arith.constant 7 : index
          %c3 = arith.constant 3 : index
          %83 = arith.addi %arg15, %c3 : index
          %84 = arith.minui %83, %c7_128 : index
          %c7_129 = arith.constant 7 : index
          %c4 = arith.constant 4 : index
          %85 = arith.addi %arg15, %c4 : index
          %86 = arith.minui %85, %c7_129 : index
          %c7_130 = arith.constant 7 : index
          %c5 = arith.constant 5 : index
          %87 = arith.addi %arg15, %c5 : index
          %88 = arith.minui %87, %c7_130 : index
          %89 = arith.addi %arg14, %75 : index
          %c1_131 = arith.constant 1 : index
          scf.for %arg16 = %arg14 to %89 step %c1_131 {
            %c1_136 = arith.constant 1 : index
            %92 = arith.subi %89, %c1_136 : index
            %c0_137 = arith.constant 0 : index
            %93 = arith.addi %arg16, %c0_137 : index
            %c1_138 = arith.constant 1 : index
            %c8_139 = arith.constant 8 : index
            %c0_140 = arith.constant 0 : index
            %94:6 = scf.for %arg17 = %c0_140 to %c8_139 step %c1_138 iter_args(%arg18 = %cst_68, %arg19 = %cst_68, %arg20 = %cst_68, %arg21 = %cst_68, %arg22 = %cst_68, %arg23 = %cst_68) -> (f32, f32, f32, f32, f32, f32) {
              %95 = memref.load %view_53[%arg13, %78, %arg17] : memref<2x8x8xf32>
              %96 = memref.load %view_53[%arg13, %80, %arg17] : memref<2x8x8xf32>
              %97 = memref.load %view_53[%arg13, %82, %arg17] : memref<2x8x8xf32>
              %98 = memref.load %view_53[%arg13, %84, %arg17] : memref<2x8x8xf32>
              %99 = memref.load %view_53[%arg13, %86, %arg17] : memref<2x8x8xf32>
              %100 = memref.load %view_53[%arg13, %88, %arg17] : memref<2x8x8xf32>
              %c0_147 = arith.constant 0 : index
              %c2_148 = arith.constant 2 : index
              %101 = arith.muli %c0_147, %c2_148 : index
              %102 = arith.addi %101, %arg13 : index
              %c8_149 = arith.constant 8 : index
              %103 = arith.muli %102, %c8_149 : index
              %104 = arith.addi %103, %93 : index
              %c1_150 = arith.constant 1 : index
              %105 = arith.muli %arg17, %c1_150 : index
              %c0_151 = arith.constant 0 : index
              %106 = arith.addi %c0_151, %105 : index
              %c1_152 = arith.constant 1 : index
              %107 = arith.muli %104, %c1_152 : index
              %c32_153 = arith.constant 32 : index
              %108 = arith.addi %c32_153, %107 : index
              %109 = memref.load %view_9[%106, %108] : memref<8x48xf32>
              %110 = arith.mulf %95, %109 : f32
              %111 = arith.addf %110, %arg18 : f32
              %112 = arith.mulf %96, %109 : f32
              %113 = arith.addf %112, %arg19 : f32
              %114 = arith.mulf %97, %109 : f32
              %115 = arith.addf %114, %arg20 : f32
              %116 = arith.mulf %98, %109 : f32
              %117 = arith.addf %116, %arg21 : f32
              %118 = arith.mulf %99, %109 : f32
              %119 = arith.addf %118, %arg22 : f32
              %120 = arith.mulf %100, %109 : f32
              %121 = arith.addf %120, %arg23 : f32
              scf.yield %111, %113, %115, %117, %119, %121 : f32, f32, f32, f32, f32, f32
            }
            %c0_141 = arith.constant 0 : index
            memref.store %94#0, %alloc_69[%c0_141, %93] : memref<6x8xf32>
            %c1_142 = arith.constant 1 : index
            memref.store %94#1, %alloc_69[%c1_142, %93] : memref<6x8xf32>
            %c2_143 = arith.constant 2 : index
            memref.store %94#2, %alloc_69[%c2_143, %93] : memref<6x8xf32>
            %c3_144 = arith.constant 3 : index
            memref.store %94#3, %alloc_69[%c3_144, %93] : memref<6x8xf32>
            %c4_145 = arith.constant 4 : index
            memref.store %94#4, %alloc_69[%c4_145, %93] : memref<6x8xf32>
            %c5_146 = arith.constant 5 : index
            memref.store %94#5, %alloc_69[%c5_146, %93] : memref<6x8xf32>
          }
          %c8_132 = arith.constant 8 : index
          %90 = arith.subi %c8_132, %arg15 : index
          %c6_133 = arith.constant 6 : index
          %91 = arith.minui %c6_133, %90 : index
          %c1_134 = arith.constant 1 : index
          %c0_135 = arith.constant 0 : index
          scf.for %arg16 = %c0_135 to %91 step %c1_134 {
            %92 = arith.addi %arg15, %arg16 : index
            %c1_136 = arith.constant 1 : index
            scf.for %arg17 = %arg14 to %89 step %c1_136 {
              %93 = memref.load %alloc_69[%arg16, %arg17] : memref<6x8xf32>
              memref.store %93, %view_67[%arg13, %92, %arg17] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_69 : memref<6x8xf32>
    %c1_80 = arith.constant 1 : index
    %60 = arith.cmpi ugt, %arg12, %c1_80 : index
    scf.if %60 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_81 = arith.constant 0 : index
    %view_82 = memref.view %arg8[%c0_81][] : memref<3072xi8> to memref<8x16xf32>
    %cst_83 = arith.constant 0.000000e+00 : f32
    %alloc_84 = memref.alloc() : memref<6x16xf32>
    %c16 = arith.constant 16 : index
    %c16_85 = arith.constant 16 : index
    %c0_86 = arith.constant 0 : index
    scf.for %arg13 = %c0_86 to %c16_85 step %c16 {
      %c16_115 = arith.constant 16 : index
      %74 = arith.subi %c16_115, %arg13 : index
      %c16_116 = arith.constant 16 : index
      %75 = arith.minui %c16_116, %74 : index
      %c0_117 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %76 = arith.muli %c0_117, %c32 : index
      %c0_118 = arith.constant 0 : index
      %c8_119 = arith.constant 8 : index
      %c2_120 = arith.constant 2 : index
      %77 = arith.muli %c2_120, %arg11 : index
      %78 = arith.divui %77, %arg12 : index
      %c8_121 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %79 = arith.muli %78, %c6 : index
      %80 = arith.minui %79, %c8_121 : index
      %c1_122 = arith.constant 1 : index
      %81 = arith.addi %arg11, %c1_122 : index
      %c2_123 = arith.constant 2 : index
      %82 = arith.muli %c2_123, %81 : index
      %83 = arith.divui %82, %arg12 : index
      %c8_124 = arith.constant 8 : index
      %c6_125 = arith.constant 6 : index
      %84 = arith.muli %83, %c6_125 : index
      %85 = arith.minui %84, %c8_124 : index
      %c6_126 = arith.constant 6 : index
      scf.for %arg14 = %80 to %85 step %c6_126 {
        %c7 = arith.constant 7 : index
        %c0_127 = arith.constant 0 : index
        %86 = arith.addi %arg14, %c0_127 : index
        %87 = arith.minui %86, %c7 : index
        %c7_128 = arith.constant 7 : index
        %c1_129 = arith.constant 1 : index
        %88 = arith.addi %arg14, %c1_129 : index
        %89 = arith.minui %88, %c7_128 : index
        %c7_130 = arith.constant 7 : index
        %c2_131 = arith.constant 2 : index
        %90 = arith.addi %arg14, %c2_131 : index
        %91 = arith.minui %90, %c7_130 : index
        %c7_132 = arith.constant 7 : index
        %c3 = arith.constant 3 : index
        %92 = arith.addi %arg14, %c3 : index
        %93 = arith.minui %92, %c7_132 : index
        %c7_133 = arith.constant 7 : index
        %c4 = arith.constant 4 : index
        %94 = arith.addi %arg14, %c4 : index
        %95 = arith.minui %94, %c7_133 : index
        %c7_134 = arith.constant 7 : index
        %c5 = arith.constant 5 : index
        %96 = arith.addi %arg14, %c5 : index
        %97 = arith.minui %96, %c7_134 : index
        %98 = arith.addi %arg13, %75 : index
        %c1_135 = arith.constant 1 : index
        scf.for %arg15 = %arg13 to %98 step %c1_135 {
          %c1_140 = arith.constant 1 : index
          %101 = arith.subi %98, %c1_140 : index
          %c0_141 = arith.constant 0 : index
          %102 = arith.addi %arg15, %c0_141 : index
          %c1_142 = arith.constant 1 : index
          %c16_143 = arith.constant 16 : index
          %c0_144 = arith.constant 0 : index
          %103:6 = scf.for %arg16 = %c0_144 to %c16_143 step %c1_142 iter_args(%arg17 = %cst_83, %arg18 = %cst_83, %arg19 = %cst_83, %arg20 = %cst_83, %arg21 = %cst_83, %arg22 = %cst_83) -> (f32, f32, f32, f32, f32, f32) {
            %c0_151 = arith.constant 0 : index
            %c16_152 = arith.constant 16 : index
            %104 = arith.muli %c0_151, %c16_152 : index
            %105 = arith.addi %104, %arg16 : index
            %c8_153 = arith.constant 8 : index
            %106 = arith.remui %105, %c8_153 : index
            %c8_154 = arith.constant 8 : index
            %107 = arith.divui %105, %c8_154 : index
            %108 = memref.load %view_67[%107, %87, %106] : memref<2x8x8xf32>
            %c0_155 = arith.constant 0 : index
            %c16_156 = arith.constant 16 : index
            %109 = arith.muli %c0_155, %c16_156 : index
            %110 = arith.addi %109, %arg16 : index
            %c8_157 = arith.constant 8 : index
            %111 = arith.remui %110, %c8_157 : index
            %c8_158 = arith.constant 8 : index
            %112 = arith.divui %110, %c8_158 : index
            %113 = memref.load %view_67[%112, %89, %111] : memref<2x8x8xf32>
            %c0_159 = arith.constant 0 : index
            %c16_160 = arith.constant 16 : index
            %114 = arith.muli %c0_159, %c16_160 : index
            %115 = arith.addi %114, %arg16 : index
            %c8_161 = arith.constant 8 : index
            %116 = arith.remui %115, %c8_161 : index
            %c8_162 = arith.constant 8 : index
            %117 = arith.divui %115, %c8_162 : index
            %118 = memref.load %view_67[%117, %91, %116] : memref<2x8x8xf32>
            %c0_163 = arith.constant 0 : index
            %c16_164 = arith.constant 16 : index
            %119 = arith.muli %c0_163, %c16_164 : index
            %120 = arith.addi %119, %arg16 : index
            %c8_165 = arith.constant 8 : index
            %121 = arith.remui %120, %c8_165 : index
            %c8_166 = arith.constant 8 : index
            %122 = arith.divui %120, %c8_166 : index
            %123 = memref.load %view_67[%122, %93, %121] : memref<2x8x8xf32>
            %c0_167 = arith.constant 0 : index
            %c16_168 = arith.constant 16 : index
            %124 = arith.muli %c0_167, %c16_168 : index
            %125 = arith.addi %124, %arg16 : index
            %c8_169 = arith.constant 8 : index
            %126 = arith.remui %125, %c8_169 : index
            %c8_170 = arith.constant 8 : index
            %127 = arith.divui %125, %c8_170 : index
            %128 = memref.load %view_67[%127, %95, %126] : memref<2x8x8xf32>
            %c0_171 = arith.constant 0 : index
            %c16_172 = arith.constant 16 : index
            %129 = arith.muli %c0_171, %c16_172 : index
            %130 = arith.addi %129, %arg16 : index
            %c8_173 = arith.constant 8 : index
            %131 = arith.remui %130, %c8_173 : index
            %c8_174 = arith.constant 8 : index
            %132 = arith.divui %130, %c8_174 : index
            %133 = memref.load %view_67[%132, %97, %131] : memref<2x8x8xf32>
            %134 = memref.load %arg3[%arg16, %102] : memref<16x16xf32>
            %135 = arith.mulf %108, %134 : f32
            %136 = arith.addf %135, %arg17 : f32
            %137 = arith.mulf %113, %134 : f32
            %138 = arith.addf %137, %arg18 : f32
            %139 = arith.mulf %118, %134 : f32
            %140 = arith.addf %139, %arg19 : f32
            %141 = arith.mulf %123, %134 : f32
            %142 = arith.addf %141, %arg20 : f32
            %143 = arith.mulf %128, %134 : f32
            %144 = arith.addf %143, %arg21 : f32
            %145 = arith.mulf %133, %134 : f32
            %146 = arith.addf %145, %arg22 : f32
            scf.yield %136, %138, %140, %142, %144, %146 : f32, f32, f32, f32, f32, f32
          }
          %c0_145 = arith.constant 0 : index
          memref.store %103#0, %alloc_84[%c0_145, %102] : memref<6x16xf32>
          %c1_146 = arith.constant 1 : index
          memref.store %103#1, %alloc_84[%c1_146, %102] : memref<6x16xf32>
          %c2_147 = arith.constant 2 : index
          memref.store %103#2, %alloc_84[%c2_147, %102] : memref<6x16xf32>
          %c3_148 = arith.constant 3 : index
          memref.store %103#3, %alloc_84[%c3_148, %102] : memref<6x16xf32>
          %c4_149 = arith.constant 4 : index
          memref.store %103#4, %alloc_84[%c4_149, %102] : memref<6x16xf32>
          %c5_150 = arith.constant 5 : index
          memref.store %103#5, %alloc_84[%c5_150, %102] : memref<6x16xf32>
        }
        %c8_136 = arith.constant 8 : index
        %99 = arith.subi %c8_136, %arg14 : index
        %c6_137 = arith.constant 6 : index
        %100 = arith.minui %c6_137, %99 : index
        %c1_138 = arith.constant 1 : index
        %c0_139 = arith.constant 0 : index
        scf.for %arg15 = %c0_139 to %100 step %c1_138 {
          %101 = arith.addi %arg14, %arg15 : index
          %c1_140 = arith.constant 1 : index
          scf.for %arg16 = %arg13 to %98 step %c1_140 {
            %102 = memref.load %arg0[%101, %arg16] : memref<8x16xf32>
            %103 = memref.load %alloc_84[%arg15, %arg16] : memref<6x16xf32>
            %104 = arith.addf %102, %103 : f32
            memref.store %104, %view_82[%101, %arg16] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_84 : memref<6x16xf32>
    %c1_87 = arith.constant 1 : index
    %61 = arith.cmpi ugt, %arg12, %c1_87 : index
    scf.if %61 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c512_88 = arith.constant 512 : index
    %view_89 = memref.view %arg8[%c512_88][] : memref<3072xi8> to memref<8x16xf32>
    %c0_90 = arith.constant 0 : index
    %c8_91 = arith.constant 8 : index
    %c8_92 = arith.constant 8 : index
    %62 = arith.muli %c8_92, %arg11 : index
    %63 = arith.divui %62, %arg12 : index
    %c8_93 = arith.constant 8 : index
    %c1_94 = arith.constant 1 : index
    %64 = arith.muli %63, %c1_94 : index
    %65 = arith.minui %64, %c8_93 : index
    %c1_95 = arith.constant 1 : index
    %66 = arith.addi %arg11, %c1_95 : index
    %c8_96 = arith.constant 8 : index
    %67 = arith.muli %c8_96, %66 : index
    %68 = arith.divui %67, %arg12 : index
    %c8_97 = arith.constant 8 : index
    %c1_98 = arith.constant 1 : index
    %69 = arith.muli %68, %c1_98 : index
    %70 = arith.minui %69, %c8_97 : index
    %c1_99 = arith.constant 1 : index
    scf.for %arg13 = %65 to %70 step %c1_99 {
      %cst_115 = arith.constant 0.000000e+00 : f32
      %c1_116 = arith.constant 1 : index
      %c16_117 = arith.constant 16 : index
      %c0_118 = arith.constant 0 : index
      %74 = scf.for %arg14 = %c0_118 to %c16_117 step %c1_116 iter_args(%arg15 = %cst_115) -> (f32) {
        %76 = memref.load %view_82[%arg13, %arg14] : memref<8x16xf32>
        %77 = arith.addf %76, %arg15 fastmath<reassoc> : f32
        scf.yield %77 : f32
      } {loop_annotation = #loop_annotation}
      %cst_119 = arith.constant 0.000000e+00 : f32
      %c1_120 = arith.constant 1 : index
      %c16_121 = arith.constant 16 : index
      %c0_122 = arith.constant 0 : index
      %75 = scf.for %arg14 = %c0_122 to %c16_121 step %c1_120 iter_args(%arg15 = %cst_119) -> (f32) {
        %76 = memref.load %view_82[%arg13, %arg14] : memref<8x16xf32>
        %cst_126 = arith.constant 1.600000e+01 : f32
        %77 = arith.divf %74, %cst_126 fastmath<arcp> : f32
        %78 = arith.subf %76, %77 : f32
        %79 = arith.mulf %78, %78 : f32
        %80 = arith.addf %79, %arg15 fastmath<reassoc> : f32
        scf.yield %80 : f32
      } {loop_annotation = #loop_annotation}
      %c0_123 = arith.constant 0 : index
      %c16_124 = arith.constant 16 : index
      %c1_125 = arith.constant 1 : index
      scf.for %arg14 = %c0_123 to %c16_124 step %c1_125 {
        %76 = memref.load %view_82[%arg13, %arg14] : memref<8x16xf32>
        %c0_126 = arith.constant 0 : index
        %cst_127 = arith.constant 1.600000e+01 : f32
        %77 = arith.divf %74, %cst_127 fastmath<arcp> : f32
        %78 = arith.subf %76, %77 : f32
        %c0_128 = arith.constant 0 : index
        %cst_129 = arith.constant 1.600000e+01 : f32
        %79 = arith.divf %75, %cst_129 fastmath<arcp> : f32
        %cst_130 = arith.constant 9.99999974E-6 : f32
        %80 = arith.addf %79, %cst_130 : f32
        %81 = math.rsqrt %80 : f32
        %82 = arith.mulf %78, %81 : f32
        %83 = memref.load %arg4[%arg14] : memref<16xf32>
        %84 = arith.mulf %82, %83 : f32
        memref.store %84, %view_89[%arg13, %arg14] : memref<8x16xf32>
      }
    }
    %c1_100 = arith.constant 1 : index
    %71 = arith.cmpi ugt, %arg12, %c1_100 : index
    scf.if %71 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c1024 = arith.constant 1024 : index
    %view_101 = memref.view %arg8[%c1024][] : memref<3072xi8> to memref<8x64xf32>
    %cst_102 = arith.constant 0.000000e+00 : f32
    %alloc_103 = memref.alloc() : memref<6x64xf32>
    %alloc_104 = memref.alloc() : memref<2x16x32xf32>
    %c64_105 = arith.constant 64 : index
    %c64_106 = arith.constant 64 : index
    %c0_107 = arith.constant 0 : index
    scf.for %arg13 = %c0_107 to %c64_106 step %c64_105 {
      %c64_115 = arith.constant 64 : index
      %74 = arith.subi %c64_115, %arg13 : index
      %c64_116 = arith.constant 64 : index
      %75 = arith.minui %c64_116, %74 : index
      %c32 = arith.constant 32 : index
      %76 = arith.divui %75, %c32 : index
      %c32_117 = arith.constant 32 : index
      %77 = arith.muli %76, %c32_117 : index
      %c1_118 = arith.constant 1 : index
      %c16_119 = arith.constant 16 : index
      %78 = arith.muli %76, %c16_119 : index
      %c0_120 = arith.constant 0 : index
      scf.for %arg14 = %c0_120 to %78 step %c1_118 {
        %c16_130 = arith.constant 16 : index
        %88 = arith.divui %arg14, %c16_130 : index
        %c16_131 = arith.constant 16 : index
        %89 = arith.remui %arg14, %c16_131 : index
        %c32_132 = arith.constant 32 : index
        %90 = arith.muli %88, %c32_132 : index
        %91 = arith.addi %arg13, %90 : index
        %c0_133 = arith.constant 0 : index
        %92 = vector.load %arg5[%89, %91] : memref<16x64xf32>, vector<32xf32>
        vector.store %92, %alloc_104[%88, %89, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
      }
      %c0_121 = arith.constant 0 : index
      %c8_122 = arith.constant 8 : index
      %c2_123 = arith.constant 2 : index
      %79 = arith.muli %c2_123, %arg11 : index
      %80 = arith.divui %79, %arg12 : index
      %c8_124 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %81 = arith.muli %80, %c6 : index
      %82 = arith.minui %81, %c8_124 : index
      %c1_125 = arith.constant 1 : index
      %83 = arith.addi %arg11, %c1_125 : index
      %c2_126 = arith.constant 2 : index
      %84 = arith.muli %c2_126, %83 : index
      %85 = arith.divui %84, %arg12 : index
      %c8_127 = arith.constant 8 : index
      %c6_128 = arith.constant 6 : index
      %86 = arith.muli %85, %c6_128 : index
      %87 = arith.minui %86, %c8_127 : index
      %c6_129 = arith.constant 6 : index
      scf.for %arg14 = %82 to %87 step %c6_129 {
        %c7 = arith.constant 7 : index
        %c0_130 = arith.constant 0 : index
        %88 = arith.addi %arg14, %c0_130 : index
        %89 = arith.minui %88, %c7 : index
        %c7_131 = arith.constant 7 : index
        %c1_132 = arith.constant 1 : index
        %90 = arith.addi %arg14, %c1_132 : index
        %91 = arith.minui %90, %c7_131 : index
        %c7_133 = arith.constant 7 : index
        %c2_134 = arith.constant 2 : index
        %92 = arith.addi %arg14, %c2_134 : index
        %93 = arith.minui %92, %c7_133 : index
        %c7_135 = arith.constant 7 : index
        %c3 = arith.constant 3 : index
        %94 = arith.addi %arg14, %c3 : index
        %95 = arith.minui %94, %c7_135 : index
        %c7_136 = arith.constant 7 : index
        %c4 = arith.constant 4 : index
        %96 = arith.addi %arg14, %c4 : index
        %97 = arith.minui %96, %c7_136 : index
        %c7_137 = arith.constant 7 : index
        %c5 = arith.constant 5 : index
        %98 = arith.addi %arg14, %c5 : index
        %99 = arith.minui %98, %c7_137 : index
        %100 = arith.addi %arg13, %75 : index
        %c1_138 = arith.constant 1 : index
        %c0_139 = arith.constant 0 : index
        scf.for %arg15 = %c0_139 to %76 step %c1_138 {
          %c32_145 = arith.constant 32 : index
          %104 = arith.muli %arg15, %c32_145 : index
          %105 = arith.addi %arg13, %104 : index
          %cst_146 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_147 = arith.constant 1 : index
          %c16_148 = arith.constant 16 : index
          %c0_149 = arith.constant 0 : index
          %106:6 = scf.for %arg16 = %c0_149 to %c16_148 step %c1_147 iter_args(%arg17 = %cst_146, %arg18 = %cst_146, %arg19 = %cst_146, %arg20 = %cst_146, %arg21 = %cst_146, %arg22 = %cst_146) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_156 = arith.constant 0 : index
            %107 = vector.load %alloc_104[%arg15, %arg16, %c0_156] : memref<2x16x32xf32>, vector<32xf32>
            %108 = memref.load %view_89[%89, %arg16] : memref<8x16xf32>
            %109 = vector.broadcast %108 : f32 to vector<32xf32>
            %110 = vector.fma %109, %107, %arg17 : vector<32xf32>
            %111 = memref.load %view_89[%91, %arg16] : memref<8x16xf32>
            %112 = vector.broadcast %111 : f32 to vector<32xf32>
            %113 = vector.fma %112, %107, %arg18 : vector<32xf32>
            %114 = memref.load %view_89[%93, %arg16] : memref<8x16xf32>
            %115 = vector.broadcast %114 : f32 to vector<32xf32>
            %116 = vector.fma %115, %107, %arg19 : vector<32xf32>
            %117 = memref.load %view_89[%95, %arg16] : memref<8x16xf32>
            %118 = vector.broadcast %117 : f32 to vector<32xf32>
            %119 = vector.fma %118, %107, %arg20 : vector<32xf32>
            %120 = memref.load %view_89[%97, %arg16] : memref<8x16xf32>
            %121 = vector.broadcast %120 : f32 to vector<32xf32>
            %122 = vector.fma %121, %107, %arg21 : vector<32xf32>
            %123 = memref.load %view_89[%99, %arg16] : memref<8x16xf32>
            %124 = vector.broadcast %123 : f32 to vector<32xf32>
            %125 = vector.fma %124, %107, %arg22 : vector<32xf32>
            scf.yield %110, %113, %116, %119, %122, %125 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_150 = arith.constant 0 : index
          vector.store %106#0, %alloc_103[%c0_150, %105] : memref<6x64xf32>, vector<32xf32>
          %c1_151 = arith.constant 1 : index
          vector.store %106#1, %alloc_103[%c1_151, %105] : memref<6x64xf32>, vector<32xf32>
          %c2_152 = arith.constant 2 : index
          vector.store %106#2, %alloc_103[%c2_152, %105] : memref<6x64xf32>, vector<32xf32>
          %c3_153 = arith.constant 3 : index
          vector.store %106#3, %alloc_103[%c3_153, %105] : memref<6x64xf32>, vector<32xf32>
          %c4_154 = arith.constant 4 : index
          vector.store %106#4, %alloc_103[%c4_154, %105] : memref<6x64xf32>, vector<32xf32>
          %c5_155 = arith.constant 5 : index
          vector.store %106#5, %alloc_103[%c5_155, %105] : memref<6x64xf32>, vector<32xf32>
        }
        %101 = arith.addi %arg13, %77 : index
        %c1_140 = arith.constant 1 : index
        scf.for %arg15 = %101 to %100 step %c1_140 {
          %c1_145 = arith.constant 1 : index
          %104 = arith.subi %100, %c1_145 : index
          %c0_146 = arith.constant 0 : index
          %105 = arith.addi %arg15, %c0_146 : index
          %c1_147 = arith.constant 1 : index
          %c16_148 = arith.constant 16 : index
          %c0_149 = arith.constant 0 : index
          %106:6 = scf.for %arg16 = %c0_149 to %c16_148 step %c1_147 iter_args(%arg17 = %cst_102, %arg18 = %cst_102, %arg19 = %cst_102, %arg20 = %cst_102, %arg21 = %cst_102, %arg22 = %cst_102) -> (f32, f32, f32, f32, f32, f32) {
            %107 = memref.load %view_89[%89, %arg16] : memref<8x16xf32>
            %108 = memref.load %view_89[%91, %arg16] : memref<8x16xf32>
            %109 = memref.load %view_89[%93, %arg16] : memref<8x16xf32>
            %110 = memref.load %view_89[%95, %arg16] : memref<8x16xf32>
            %111 = memref.load %view_89[%97, %arg16] : memref<8x16xf32>
            %112 = memref.load %view_89[%99, %arg16] : memref<8x16xf32>
            %113 = memref.load %arg5[%arg16, %105] : memref<16x64xf32>
            %114 = arith.mulf %107, %113 : f32
            %115 = arith.addf %114, %arg17 : f32
            %116 = arith.mulf %108, %113 : f32
            %117 = arith.addf %116, %arg18 : f32
            %118 = arith.mulf %109, %113 : f32
            %119 = arith.addf %118, %arg19 : f32
            %120 = arith.mulf %110, %113 : f32
            %121 = arith.addf %120, %arg20 : f32
            %122 = arith.mulf %111, %113 : f32
            %123 = arith.addf %122, %arg21 : f32
            %124 = arith.mulf %112, %113 : f32
            %125 = arith.addf %124, %arg22 : f32
            scf.yield %115, %117, %119, %121, %123, %125 : f32, f32, f32, f32, f32, f32
          }
          %c0_150 = arith.constant 0 : index
          memref.store %106#0, %alloc_103[%c0_150, %105] : memref<6x64xf32>
          %c1_151 = arith.constant 1 : index
          memref.store %106#1, %alloc_103[%c1_151, %105] : memref<6x64xf32>
          %c2_152 = arith.constant 2 : index
          memref.store %106#2, %alloc_103[%c2_152, %105] : memref<6x64xf32>
          %c3_153 = arith.constant 3 : index
          memref.store %106#3, %alloc_103[%c3_153, %105] : memref<6x64xf32>
          %c4_154 = arith.constant 4 : index
          memref.store %106#4, %alloc_103[%c4_154, %105] : memref<6x64xf32>
          %c5_155 = arith.constant 5 : index
          memref.store %106#5, %alloc_103[%c5_155, %105] : memref<6x64xf32>
        }
        %c8_141 = arith.constant 8 : index
        %102 = arith.subi %c8_141, %arg14 : index
        %c6_142 = arith.constant 6 : index
        %103 = arith.minui %c6_142, %102 : index
        %c1_143 = arith.constant 1 : index
        %c0_144 = arith.constant 0 : index
        scf.for %arg15 = %c0_144 to %103 step %c1_143 {
          %104 = arith.addi %arg14, %arg15 : index
          %c1_145 = arith.constant 1 : index
          scf.for %arg16 = %arg13 to %100 step %c1_145 {
            %105 = memref.load %alloc_103[%arg15, %arg16] : memref<6x64xf32>
            %cst_146 = arith.constant 5.000000e-01 : f32
            %106 = arith.mulf %105, %cst_146 : f32
            %cst_147 = arith.constant 0.707106769 : f32
            %107 = arith.mulf %105, %cst_147 : f32
            %108 = math.erf %107 : f32
            %cst_148 = arith.constant 1.000000e+00 : f32
            %109 = arith.addf %108, %cst_148 : f32
            %110 = arith.mulf %106, %109 : f32
            memref.store %110, %view_101[%104, %arg16] : memref<8x64xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_103 : memref<6x64xf32>
    memref.dealloc %alloc_104 : memref<2x16x32xf32>
    %c1_108 = arith.constant 1 : index
    %72 = arith.cmpi ugt, %arg12, %c1_108 : index
    scf.if %72 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %cst_109 = arith.constant 0.000000e+00 : f32
    %alloc_110 = memref.alloc() : memref<6x16xf32>
    %c16_111 = arith.constant 16 : index
    %c16_112 = arith.constant 16 : index
    %c0_113 = arith.constant 0 : index
    scf.for %arg13 = %c0_113 to %c16_112 step %c16_111 {
      %c16_115 = arith.constant 16 : index
      %74 = arith.subi %c16_115, %arg13 : index
      %c16_116 = arith.constant 16 : index
      %75 = arith.minui %c16_116, %74 : index
      %c0_117 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %76 = arith.muli %c0_117, %c32 : index
      %c0_118 = arith.constant 0 : index
      %c8_119 = arith.constant 8 : index
      %c2_120 = arith.constant 2 : index
      %77 = arith.muli %c2_120, %arg11 : index
      %78 = arith.divui %77, %arg12 : index
      %c8_121 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %79 = arith.muli %78, %c6 : index
      %80 = arith.minui %79, %c8_121 : index
      %c1_122 = arith.constant 1 : index
      %81 = arith.addi %arg11, %c1_122 : index
      %c2_123 = arith.constant 2 : index
      %82 = arith.muli %c2_123, %81 : index
      %83 = arith.divui %82, %arg12 : index
      %c8_124 = arith.constant 8 : index
      %c6_125 = arith.constant 6 : index
      %84 = arith.muli %83, %c6_125 : index
      %85 = arith.minui %84, %c8_124 : index
      %c6_126 = arith.constant 6 : index
      scf.for %arg14 = %80 to %85 step %c6_126 {
        %c7 = arith.constant 7 : index
        %c0_127 = arith.constant 0 : index
        %86 = arith.addi %arg14, %c0_127 : index
        %87 = arith.minui %86, %c7 : index
        %c7_128 = arith.constant 7 : index
        %c1_129 = arith.constant 1 : index
        %88 = arith.addi %arg14, %c1_129 : index
        %89 = arith.minui %88, %c7_128 : index
        %c7_130 = arith.constant 7 : index
        %c2_131 = arith.constant 2 : index
        %90 = arith.addi %arg14, %c2_131 : index
        %91 = arith.minui %90, %c7_130 : index
        %c7_132 = arith.constant 7 : index
        %c3 = arith.constant 3 : index
        %92 = arith.addi %arg14, %c3 : index
        %93 = arith.minui %92, %c7_132 : index
        %c7_133 = arith.constant 7 : index
        %c4 = arith.constant 4 : index
        %94 = arith.addi %arg14, %c4 : index
        %95 = arith.minui %94, %c7_133 : index
        %c7_134 = arith.constant 7 : index
        %c5 = arith.constant 5 : index
        %96 = arith.addi %arg14, %c5 : index
        %97 = arith.minui %96, %c7_134 : index
        %98 = arith.addi %arg13, %75 : index
        %c1_135 = arith.constant 1 : index
        scf.for %arg15 = %arg13 to %98 step %c1_135 {
          %c1_140 = arith.constant 1 : index
          %101 = arith.subi %98, %c1_140 : index
          %c0_141 = arith.constant 0 : index
          %102 = arith.addi %arg15, %c0_141 : index
          %c1_142 = arith.constant 1 : index
          %c64_143 = arith.constant 64 : index
          %c0_144 = arith.constant 0 : index
          %103:6 = scf.for %arg16 = %c0_144 to %c64_143 step %c1_142 iter_args(%arg17 = %cst_109, %arg18 = %cst_109, %arg19 = %cst_109, %arg20 = %cst_109, %arg21 = %cst_109, %arg22 = %cst_109) -> (f32, f32, f32, f32, f32, f32) {
            %104 = memref.load %view_101[%87, %arg16] : memref<8x64xf32>
            %105 = memref.load %view_101[%89, %arg16] : memref<8x64xf32>
            %106 = memref.load %view_101[%91, %arg16] : memref<8x64xf32>
            %107 = memref.load %view_101[%93, %arg16] : memref<8x64xf32>
            %108 = memref.load %view_101[%95, %arg16] : memref<8x64xf32>
            %109 = memref.load %view_101[%97, %arg16] : memref<8x64xf32>
            %110 = memref.load %arg6[%arg16, %102] : memref<64x16xf32>
            %111 = arith.mulf %104, %110 : f32
            %112 = arith.addf %111, %arg17 : f32
            %113 = arith.mulf %105, %110 : f32
            %114 = arith.addf %113, %arg18 : f32
            %115 = arith.mulf %106, %110 : f32
            %116 = arith.addf %115, %arg19 : f32
            %117 = arith.mulf %107, %110 : f32
            %118 = arith.addf %117, %arg20 : f32
            %119 = arith.mulf %108, %110 : f32
            %120 = arith.addf %119, %arg21 : f32
            %121 = arith.mulf %109, %110 : f32
            %122 = arith.addf %121, %arg22 : f32
            scf.yield %112, %114, %116, %118, %120, %122 : f32, f32, f32, f32, f32, f32
          }
          %c0_145 = arith.constant 0 : index
          memref.store %103#0, %alloc_110[%c0_145, %102] : memref<6x16xf32>
          %c1_146 = arith.constant 1 : index
          memref.store %103#1, %alloc_110[%c1_146, %102] : memref<6x16xf32>
          %c2_147 = arith.constant 2 : index
          memref.store %103#2, %alloc_110[%c2_147, %102] : memref<6x16xf32>
          %c3_148 = arith.constant 3 : index
          memref.store %103#3, %alloc_110[%c3_148, %102] : memref<6x16xf32>
          %c4_149 = arith.constant 4 : index
          memref.store %103#4, %alloc_110[%c4_149, %102] : memref<6x16xf32>
          %c5_150 = arith.constant 5 : index
          memref.store %103#5, %alloc_110[%c5_150, %102] : memref<6x16xf32>
        }
        %c8_136 = arith.constant 8 : index
        %99 = arith.subi %c8_136, %arg14 : index
        %c6_137 = arith.constant 6 : index
        %100 = arith.minui %c6_137, %99 : index
        %c1_138 = arith.constant 1 : index
        %c0_139 = arith.constant 0 : index
        scf.for %arg15 = %c0_139 to %100 step %c1_138 {
          %101 = arith.addi %arg14, %arg15 : index
          %c1_140 = arith.constant 1 : index
          scf.for %arg16 = %arg13 to %98 step %c1_140 {
            %102 = memref.load %view_82[%101, %arg16] : memref<8x16xf32>
            %103 = memref.load %alloc_110[%arg15, %arg16] : memref<6x16xf32>
            %104 = arith.addf %102, %103 : f32
            memref.store %104, %arg7[%101, %arg16] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_110 : memref<6x16xf32>
    %c1_114 = arith.constant 1 : index
    %73 = arith.cmpi ugt, %arg12, %c1_114 : index
    scf.if %73 {
      %c0_i64 = arith.constant 0 : i64
      %c1_115 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg9[%c1_115] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_116 = arith.constant 1 : i64
      %c0_117 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_116, %arg9[%c0_117] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg12 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_118 = arith.constant 0 : i64
        %c0_119 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_118, %arg9[%c0_119] : (i64, memref<2xi64>) -> i64
        %c1_i64_120 = arith.constant 1 : i64
        %c1_121 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_120, %arg9[%c1_121] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_118 = arith.constant 0 : i64
          %c1_119 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_118, %arg9[%c1_119] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
