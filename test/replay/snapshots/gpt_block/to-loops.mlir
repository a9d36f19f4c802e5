#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (6144)>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16x48xf32>, %arg3: memref<16x16xf32>, %arg4: memref<16xf32>, %arg5: memref<16x64xf32>, %arg6: memref<64x16xf32>, %arg7: memref<8x16xf32>, %arg8: memref<3072xi8>, %arg9: memref<?xi8>, %arg10: memref<2xi64>, %arg11: memref<4xi64>, %arg12: index, %arg13: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6784 : i64, pyc.scratch_bytes = #map} {
    %c0 = arith.constant 0 : index
    %view = memref.view %arg8[%c0][] : memref<3072xi8> to memref<8x16xf32>
    %c0_0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c8_1 = arith.constant 8 : index
    %0 = arith.muli %c8_1, %arg12 : index
    %1 = arith.divui %0, %arg13 : index
    %c8_2 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    %2 = arith.muli %1, %c1 : index
    %3 = arith.minui %2, %c8_2 : index
    %c1_3 = arith.constant 1 : index
    %4 = arith.addi %arg12, %c1_3 : index
    %c8_4 = arith.constant 8 : index
    %5 = arith.muli %c8_4, %4 : index
    %6 = arith.divui %5, %arg13 : index
    %c8_5 = arith.constant 8 : index
    %c1_6 = arith.constant 1 : index
    %7 = arith.muli %6, %c1_6 : index
    %8 = arith.minui %7, %c8_5 : index
    %c1_7 = arith.constant 1 : index
    scf.for %arg14 = %3 to %8 step %c1_7 {
      %cst_117 = arith.constant 0.000000e+00 : f32
      %c1_118 = arith.constant 1 : index
      %c16_119 = arith.constant 16 : index
      %c0_120 = arith.constant 0 : index
      %74 = scf.for %arg15 = %c0_120 to %c16_119 step %c1_118 iter_args(%arg16 = %cst_117) -> (f32) {
        %76 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %77 = arith.addf %76, %arg16 fastmath<reassoc> : f32
        scf.yield %77 : f32
      } {loop_annotation = #loop_annotation}
      %cst_121 = arith.constant 0.000000e+00 : f32
      %c1_122 = arith.constant 1 : index
      %c16_123 = arith.constant 16 : index
      %c0_124 = arith.constant 0 : index
      %75 = scf.for %arg15 = %c0_124 to %c16_123 step %c1_122 iter_args(%arg16 = %cst_121) -> (f32) {
        %76 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %cst_128 = arith.constant 6.250000e-02 : f32
        %77 = arith.mulf %74, %cst_128 : f32
        %78 = arith.subf %76, %77 : f32
        %79 = arith.mulf %78, %78 : f32
        %80 = arith.addf %79, %arg16 fastmath<reassoc> : f32
        scf.yield %80 : f32
      } {loop_annotation = #loop_annotation}
      %c0_125 = arith.constant 0 : index
      %c16_126 = arith.constant 16 : index
      %c1_127 = arith.constant 1 : index
      scf.for %arg15 = %c0_125 to %c16_126 step %c1_127 {
        %76 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %c0_128 = arith.constant 0 : index
        %cst_129 = arith.constant 6.250000e-02 : f32
        %77 = arith.mulf %74, %cst_129 : f32
        %78 = arith.subf %76, %77 : f32
        %c0_130 = arith.constant 0 : index
        %cst_131 = arith.constant 6.250000e-02 : f32
        %79 = arith.mulf %75, %cst_131 : f32
        %cst_132 = arith.constant 9.99999974E-6 : f32
        %80 = arith.addf %79, %cst_132 : f32
        %81 = math.rsqrt %80 : f32
        %82 = arith.mulf %78, %81 : f32
        %83 = memref.load %arg1[%arg15] : memref<16xf32>
        %84 = arith.mulf %82, %83 : f32
        memref.store %84, %view[%arg14, %arg15] : memref<8x16xf32>
      }
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg13, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_9 = arith.constant 0 : index
    %c2048 = arith.constant 2048 : index
    %c512 = arith.constant 512 : index
    %view_10 = memref.view %arg8[%c512][] : memref<3072xi8> to memref<8x48xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x48xf32>
    %view_11 = memref.view %arg9[%c0_9][] : memref<?xi8> to memref<1x16x32xf32>
    %c48 = arith.constant 48 : index
    %c48_12 = arith.constant 48 : index
    %c0_13 = arith.constant 0 : index
    scf.for %arg14 = %c0_13 to %c48_12 step %c48 {
      %c48_117 = arith.constant 48 : index
      %74 = arith.subi %c48_117, %arg14 : index
      %c48_118 = arith.constant 48 : index
      %75 = arith.minui %c48_118, %74 : index
      %c32 = arith.constant 32 : index
      %76 = arith.divui %75, %c32 : index
      %c32_119 = arith.constant 32 : index
      %77 = arith.muli %76, %c32_119 : index
      %c16_120 = arith.constant 16 : index
      %78 = arith.muli %76, %c16_120 : index
      %c0_121 = arith.constant 0 : index
      %c1_122 = arith.constant 1 : index
      %79 = arith.ceildivui %78, %c1_122 : index
      %80 = arith.muli %79, %arg12 : index
      %81 = arith.divui %80, %arg13 : index
      %c1_123 = arith.constant 1 : index
      %82 = arith.muli %81, %c1_123 : index
      %83 = arith.minui %82, %78 : index
      %c1_124 = arith.constant 1 : index
      %84 = arith.addi %arg12, %c1_124 : index
      %c1_125 = arith.constant 1 : index
      %85 = arith.ceildivui %78, %c1_125 : index
      %86 = arith.muli %85, %84 : index
      %87 = arith.divui %86, %arg13 : index
      %c1_126 = arith.constant 1 : index
      %88 = arith.muli %87, %c1_126 : index
      %89 = arith.minui %88, %78 : index
      %c1_127 = arith.constant 1 : index
      scf.for %arg15 = %83 to %89 step %c1_127 {
        %101 = arith.divui %arg15, %c16_120 : index
        %102 = arith.remui %arg15, %c16_120 : index
        %c32_139 = arith.constant 32 : index
        %103 = arith.muli %101, %c32_139 : index
        %104 = arith.addi %arg14, %103 : index
        %c0_140 = arith.constant 0 : index
        %105 = vector.load %arg2[%102, %104] : memref<16x48xf32>, vector<32xf32>
        vector.store %105, %view_11[%101, %102, %c0_140] : memref<1x16x32xf32>, vector<32xf32>
      }
      %c1_128 = arith.constant 1 : index
      %90 = arith.cmpi ugt, %arg13, %c1_128 : index
      scf.if %90 {
        %c0_i64 = arith.constant 0 : i64
        %c1_139 = arith.constant 1 : index
        %101 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_139] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_140 = arith.constant 1 : i64
        %c0_141 = arith.constant 0 : index
        %102 = memref.atomic_rmw addi %c1_i64_140, %arg10[%c0_141] : (i64, memref<2xi64>) -> i64
        %103 = arith.addi %102, %c1_i64 : i64
        %104 = arith.index_cast %arg13 : index to i64
        %105 = arith.cmpi eq, %103, %104 : i64
        scf.if %105 {
          %c0_i64_142 = arith.constant 0 : i64
          %c0_143 = arith.constant 0 : index
          %106 = memref.atomic_rmw assign %c0_i64_142, %arg10[%c0_143] : (i64, memref<2xi64>) -> i64
          %c1_i64_144 = arith.constant 1 : i64
          %c1_145 = arith.constant 1 : index
          %107 = memref.atomic_rmw addi %c1_i64_144, %arg10[%c1_145] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_142 = arith.constant 0 : i64
            %c1_143 = arith.constant 1 : index
            %106 = memref.atomic_rmw addi %c0_i64_142, %arg10[%c1_143] : (i64, memref<2xi64>) -> i64
            %107 = arith.cmpi eq, %106, %101 : i64
            scf.condition(%107)
          } do {
            scf.yield
          }
        }
      }
      %c0_129 = arith.constant 0 : index
      %c8_130 = arith.constant 8 : index
      %c2_131 = arith.constant 2 : index
      %91 = arith.muli %c2_131, %arg12 : index
      %92 = arith.divui %91, %arg13 : index
      %c8_132 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %93 = arith.muli %92, %c6 : index
      %94 = arith.minui %93, %c8_132 : index
      %c1_133 = arith.constant 1 : index
      %95 = arith.addi %arg12, %c1_133 : index
      %c2_134 = arith.constant 2 : index
      %96 = arith.muli %c2_134, %95 : index
      %97 = arith.divui %96, %arg13 : index
      %c8_135 = arith.constant 8 : index
      %c6_136 = arith.constant 6 : index
      %98 = arith.muli %97, %c6_136 : index
      %99 = arith.minui %98, %c8_135 : index
      %c6_137 = arith.constant 6 : index
      scf.for %arg15 = %94 to %99 step %c6_137 {
        %c7 = arith.constant 7 : index
        %c0_139 = arith.constant 0 : index
        %101 = arith.addi %arg15, %c0_139 : index
        %102 = arith.minui %101, %c7 : index
        %c1_140 = arith.constant 1 : index
        %103 = arith.addi %arg15, %c1_140 : index
        %104 = arith.minui %103, %c7 : index
        %c2_141 = arith.constant 2 : index
        %105 = arith.addi %arg15, %c2_141 : index
        %106 = arith.minui %105, %c7 : index
        %c3 = arith.constant 3 : index
        %107 = arith.addi %arg15, %c3 : index
        %108 = arith.minui %107, %c7 : index
        %c4 = arith.constant 4 : index
        %109 = arith.addi %arg15, %c4 : index
        %110 = arith.minui %109, %c7 : index
        %c5 = arith.constant 5 : index
        %111 = arith.addi %arg15, %c5 : index
        %112 = arith.minui %111, %c7 : index
        %113 = arith.addi %arg14, %75 : index
        %c1_142 = arith.constant 1 : index
        %c0_143 = arith.constant 0 : index
        scf.for %arg16 = %c0_143 to %76 step %c1_142 {
          %c32_149 = arith.constant 32 : index
          %117 = arith.muli %arg16, %c32_149 : index
          %118 = arith.addi %arg14, %117 : index
          %cst_150 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_151 = arith.constant 1 : index
          %c16_152 = arith.constant 16 : index
          %c0_153 = arith.constant 0 : index
          %119:6 = scf.for %arg17 = %c0_153 to %c16_152 step %c1_151 iter_args(%arg18 = %cst_150, %arg19 = %cst_150, %arg20 = %cst_150, %arg21 = %cst_150, %arg22 = %cst_150, %arg23 = %cst_150) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_160 = arith.constant 0 : index
            %120 = vector.load %view_11[%arg16, %arg17, %c0_160] : memref<1x16x32xf32>, vector<32xf32>
            %121 = memref.load %view[%102, %arg17] : memref<8x16xf32>
            %122 = vector.broadcast %121 : f32 to vector<32xf32>
            %123 = vector.fma %122, %120, %arg18 : vector<32xf32>
            %124 = memref.load %view[%104, %arg17] : memref<8x16xf32>
            %125 = vector.broadcast %124 : f32 to vector<32xf32>
            %126 = vector.fma %125, %120, %arg19 : vector<32xf32>
            %127 = memref.load %view[%106, %arg17] : memref<8x16xf32>
            %128 = vector.broadcast %127 : f32 to vector<32xf32>
            %129 = vector.fma %128, %120, %arg20 : vector<32xf32>
            %130 = memref.load %view[%108, %arg17] : memref<8x16xf32>
            %131 = vector.broadcast %130 : f32 to vector<32xf32>
            %132 = vector.fma %131, %120, %arg21 : vector<32xf32>
            %133 = memref.load %view[%110, %arg17] : memref<8x16xf32>
            %134 = vector.broadcast %133 : f32 to vector<32xf32>
            %135 = vector.fma %134, %120, %arg22 : vector<32xf32>
            %136 = memref.load %view[%112, %arg17] : memref<8x16xf32>
            %137 = vector.broadcast %136 : f32 to vector<32xf32>
            %138 = vector.fma %137, %120, %arg23 : vector<32xf32>
            scf.yield %123, %126, %129, %132, %135, %138 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_154 = arith.constant 0 : index
          vector.store %119#0, %alloc[%c0_154, %118] : memref<6x48xf32>, vector<32xf32>
          %c1_155 = arith.constant 1 : index
          vector.store %119#1, %alloc[%c1_155, %118] : memref<6x48xf32>, vector<32xf32>
          %c2_156 = arith.constant 2 : index
          vector.store %119#2, %alloc[%c2_156, %118] : memref<6x48xf32>, vector<32xf32>
          %c3_157 = arith.constant 3 : index
          vector.store %119#3, %alloc[%c3_157, %118] : memref<6x48xf32>, vector<32xf32>
          %c4_158 = arith.constant 4 : index
          vector.store %119#4, %alloc[%c4_158, %118] : memref<6x48xf32>, vector<32xf32>
          %c5_159 = arith.constant 5 : index
          vector.store %119#5, %alloc[%c5_159, %118] : memref<6x48xf32>, vector<32xf32>
        }
        %114 = arith.addi %arg14, %77 : index
        %c1_144 = arith.constant 1 : index
        scf.for %arg16 = %114 to %113 step %c1_144 {
          %c1_149 = arith.constant 1 : index
          %117 = arith.subi %113, %c1_149 : index
          %c0_150 = arith.constant 0 : index
          %118 = arith.addi %arg16, %c0_150 : index
          %c1_151 = arith.constant 1 : index
          %c16_152 = arith.constant 16 : index
          %c0_153 = arith.constant 0 : index
          %119:6 = scf.for %arg17 = %c0_153 to %c16_152 step %c1_151 iter_args(%arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst) -> (f32, f32, f32, f32, f32, f32) {
            %120 = memref.load %view[%102, %arg17] : memref<8x16xf32>
            %121 = memref.load %view[%104, %arg17] : memref<8x16xf32>
            %122 = memref.load %view[%106, %arg17] : memref<8x16xf32>
            %123 = memref.load %view[%108, %arg17] : memref<8x16xf32>
            %124 = memref.load %view[%110, %arg17] : memref<8x16xf32>
            %125 = memref.load %view[%112, %arg17] : memref<8x16xf32>
            %126 = memref.load %arg2[%arg17, %118] : memref<16x48xf32>
            %127 = arith.mulf %120, %126 : f32
            %128 = arith.addf %127, %arg18 : f32
            %129 = arith.mulf %121, %126 : f32
            %130 = arith.addf %129, %arg19 : f32
            %131 = arith.mulf %122, %126 : f32
            %132 = arith.addf %131, %arg20 : f32
            %133 = arith.mulf %123, %126 : f32
            %134 = arith.addf %133, %arg21 : f32
            %135 = arith.mulf %124, %126 : f32
            %136 = arith.addf %135, %arg22 : f32
            %137 = arith.mulf %125, %126 : f32
            %138 = arith.addf %137, %arg23 : f32
            scf.yield %128, %130, %132, %134, %136, %138 : f32, f32, f32, f32, f32, f32
          }
          %c0_154 = arith.constant 0 : index
          memref.store %119#0, %alloc[%c0_154, %118] : memref<6x48xf32>
          %c1_155 = arith.constant 1 : index
          memref.store %119#1, %alloc[%c1_155, %118] : memref<6x48xf32>
          %c2_156 = arith.constant 2 : index
          memref.store %119#2, %alloc[%c2_156, %118] : memref<6x48xf32>
          %c3_157 = arith.constant 3 : index
          memref.store %119#3, %alloc[%c3_157, %118] : memref<6x48xf32>
          %c4_158 = arith.constant 4 : index
          memref.store %119#4, %alloc[%c4_158, %118] : memref<6x48xf32>
          %c5_159 = arith.constant 5 : index
          memref.store %119#5, %alloc[%c5_159, %118] : memref<6x48xf32>
        }
        %c8_145 = arith.constant 8 : index
        %115 = arith.subi %c8_145, %arg15 : index
        %c6_146 = arith.constant 6 : index
        %116 = arith.minui %c6_146, %115 : index
        %c1_147 = arith.constant 1 : index
        %c0_148 = arith.constant 0 : index
        scf.for %arg16 = %c0_148 to %116 step %c1_147 {
          %117 = arith.addi %arg15, %arg16 : index
          %c1_149 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %113 step %c1_149 {
            %118 = memref.load %alloc[%arg16, %arg17] : memref<6x48xf32>
            memref.store %118, %view_10[%117, %arg17] : memref<8x48xf32>
          }
        }
      }
      %c1_138 = arith.constant 1 : index
      %100 = arith.cmpi ugt, %arg13, %c1_138 : index
      scf.if %100 {
        %c0_i64 = arith.constant 0 : i64
        %c1_139 = arith.constant 1 : index
        %101 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_139] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_140 = arith.constant 1 : i64
        %c0_141 = arith.constant 0 : index
        %102 = memref.atomic_rmw addi %c1_i64_140, %arg10[%c0_141] : (i64, memref<2xi64>) -> i64
        %103 = arith.addi %102, %c1_i64 : i64
        %104 = arith.index_cast %arg13 : index to i64
        %105 = arith.cmpi eq, %103, %104 : i64
        scf.if %105 {
          %c0_i64_142 = arith.constant 0 : i64
          %c0_143 = arith.constant 0 : index
          %106 = memref.atomic_rmw assign %c0_i64_142, %arg10[%c0_143] : (i64, memref<2xi64>) -> i64
          %c1_i64_144 = arith.constant 1 : i64
          %c1_145 = arith.constant 1 : index
          %107 = memref.atomic_rmw addi %c1_i64_144, %arg10[%c1_145] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_142 = arith.constant 0 : i64
            %c1_143 = arith.constant 1 : index
            %106 = memref.atomic_rmw addi %c0_i64_142, %arg10[%c1_143] : (i64, memref<2xi64>) -> i64
            %107 = arith.cmpi eq, %106, %101 : i64
            scf.condition(%107)
          } do {
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x48xf32>
    %c1_14 = arith.constant 1 : index
    %10 = arith.cmpi ugt, %arg13, %c1_14 : index
    scf.if %10 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_15 = arith.constant 0 : index
    %view_16 = memref.view %arg8[%c0_15][] : memref<3072xi8> to memref<8xi64>
    %c0_17 = arith.constant 0 : index
    %c8_18 = arith.constant 8 : index
    %c8_19 = arith.constant 8 : index
    %11 = arith.muli %c8_19, %arg12 : index
    %12 = arith.divui %11, %arg13 : index
    %c8_20 = arith.constant 8 : index
    %c1_21 = arith.constant 1 : index
    %13 = arith.muli %12, %c1_21 : index
    %14 = arith.minui %13, %c8_20 : index
    %c1_22 = arith.constant 1 : index
    %15 = arith.addi %arg12, %c1_22 : index
    %c8_23 = arith.constant 8 : index
    %16 = arith.muli %c8_23, %15 : index
    %17 = arith.divui %16, %arg13 : index
    %c8_24 = arith.constant 8 : index
    %c1_25 = arith.constant 1 : index
    %18 = arith.muli %17, %c1_25 : index
    %19 = arith.minui %18, %c8_24 : index
    %c1_26 = arith.constant 1 : index
    scf.for %arg14 = %14 to %19 step %c1_26 {
      %74 = arith.index_cast %arg14 : index to i64
      memref.store %74, %view_16[%arg14] : memref<8xi64>
    }
    %c1_27 = arith.constant 1 : index
    %20 = arith.cmpi ugt, %arg13, %c1_27 : index
    scf.if %20 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c64 = arith.constant 64 : index
    %view_28 = memref.view %arg8[%c64][] : memref<3072xi8> to memref<8x8xi8>
    %c0_29 = arith.constant 0 : index
    %c8_30 = arith.constant 8 : index
    %c8_31 = arith.constant 8 : index
    %21 = arith.muli %c8_31, %arg12 : index
    %22 = arith.divui %21, %arg13 : index
    %c8_32 = arith.constant 8 : index
    %c1_33 = arith.constant 1 : index
    %23 = arith.muli %22, %c1_33 : index
    %24 = arith.minui %23, %c8_32 : index
    %c1_34 = arith.constant 1 : index
    %25 = arith.addi %arg12, %c1_34 : index
    %c8_35 = arith.constant 8 : index
    %26 = arith.muli %c8_35, %25 : index
    %27 = arith.divui %26, %arg13 : index
    %c8_36 = arith.constant 8 : index
    %c1_37 = arith.constant 1 : index
    %28 = arith.muli %27, %c1_37 : index
    %29 = arith.minui %28, %c8_36 : index
    %c1_38 = arith.constant 1 : index
    scf.for %arg14 = %24 to %29 step %c1_38 {
      %c0_117 = arith.constant 0 : index
      %c8_118 = arith.constant 8 : index
      %c1_119 = arith.constant 1 : index
      scf.for %arg15 = %c0_117 to %c8_118 step %c1_119 {
        %c0_120 = arith.constant 0 : index
        %74 = memref.load %view_16[%arg15] : memref<8xi64>
        %c0_121 = arith.constant 0 : index
        %75 = memref.load %view_16[%arg14] : memref<8xi64>
        %76 = arith.subi %74, %75 : i64
        %c0_i64 = arith.constant 0 : i64
        %77 = arith.cmpi sle, %76, %c0_i64 : i64
        %true = arith.constant true
        %78 = arith.xori %77, %true : i1
        %79 = arith.extui %78 : i1 to i8
        memref.store %79, %view_28[%arg14, %arg15] : memref<8x8xi8>
      }
    }
    %c1_39 = arith.constant 1 : index
    %30 = arith.cmpi ugt, %arg13, %c1_39 : index
    scf.if %30 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c2048_40 = arith.constant 2048 : index
    %view_41 = memref.view %arg8[%c2048_40][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_42 = arith.constant 0.000000e+00 : f32
    %alloc_43 = memref.alloc() : memref<6x8xf32>
    %c0_44 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_45 = arith.constant 2 : index
    %31 = arith.muli %c2_45, %arg12 : index
    %32 = arith.divui %31, %arg13 : index
    %c2_46 = arith.constant 2 : index
    %c1_47 = arith.constant 1 : index
    %33 = arith.muli %32, %c1_47 : index
    %34 = arith.minui %33, %c2_46 : index
    %c1_48 = arith.constant 1 : index
    %35 = arith.addi %arg12, %c1_48 : index
    %c2_49 = arith.constant 2 : index
    %36 = arith.muli %c2_49, %35 : index
    %37 = arith.divui %36, %arg13 : index
    %c2_50 = arith.constant 2 : index
    %c1_51 = arith.constant 1 : index
    %38 = arith.muli %37, %c1_51 : index
    %39 = arith.minui %38, %c2_50 : index
    %c1_52 = arith.constant 1 : index
    scf.for %arg14 = %34 to %39 step %c1_52 {
      %c8_117 = arith.constant 8 : index
      %c8_118 = arith.constant 8 : index
      %c0_119 = arith.constant 0 : index
      scf.for %arg15 = %c0_119 to %c8_118 step %c8_117 {
        %c8_120 = arith.constant 8 : index
        %74 = arith.subi %c8_120, %arg15 : index
        %c8_121 = arith.constant 8 : index
        %75 = arith.minui %c8_121, %74 : index
        %c0_122 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %76 = arith.muli %c0_122, %c32 : index
        %c0_123 = arith.constant 0 : index
        %c8_124 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg16 = %c0_123 to %c8_124 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_125 = arith.constant 0 : index
          %77 = arith.addi %arg16, %c0_125 : index
          %78 = arith.minui %77, %c7 : index
          %c1_126 = arith.constant 1 : index
          %79 = arith.addi %arg16, %c1_126 : index
          %80 = arith.minui %79, %c7 : index
          %c2_127 = arith.constant 2 : index
          %81 = arith.addi %arg16, %c2_127 : index
          %82 = arith.minui %81, %c7 : index
          %c3 = arith.constant 3 : index
          %83 = arith.addi %arg16, %c3 : index
          %84 = arith.minui %83, %c7 : index
          %c4 = arith.constant 4 : index
          %85 = arith.addi %arg16, %c4 : index
          %86 = arith.minui %85, %c7 : index
          %c5 = arith.constant 5 : index
          %87 = arith.addi %arg16, %c5 : index
          %88 = arith.minui %87, %c7 : index
          %89 = arith.addi %arg15, %75 : index
          %c1_128 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %89 step %c1_128 {
            %c1_133 = arith.constant 1 : index
            %92 = arith.subi %89, %c1_133 : index
            %c0_134 = arith.constant 0 : index
            %93 = arith.addi %arg17, %c0_134 : index
            %c1_135 = arith.constant 1 : index
            %c8_136 = arith.constant 8 : index
            %c0_137 = arith.constant 0 : index
            %94:6 = scf.for %arg18 = %c0_137 to %c8_136 step %c1_135 iter_args(%arg19 = %cst_42, %arg20 = %cst_42, %arg21 = %cst_42, %arg22 = %cst_42, %arg23 = %cst_42, %arg24 = %cst_42) -> (f32, f32, f32, f32, f32, f32) {
              %c0_144 = arith.constant 0 : index
              %c2_145 = arith.constant 2 : index
              %95 = arith.muli %c0_144, %c2_145 : index
              %96 = arith.addi %95, %arg14 : index
              %c8_146 = arith.constant 8 : index
              %97 = arith.muli %96, %c8_146 : index
              %98 = arith.addi %97, %arg18 : index
              %c1_147 = arith.constant 1 : index
              %99 = arith.muli %78, %c1_147 : index
              %c0_148 = arith.constant 0 : index
              %100 = arith.addi %c0_148, %99 : index
              %c1_149 = arith.constant 1 : index
              %101 = arith.muli %98, %c1_149 : index
              %c0_150 = arith.constant 0 : index
              %102 = arith.addi %c0_150, %101 : index
              %103 = memref.load %view_10[%100, %102] : memref<8x48xf32>
              %c0_151 = arith.constant 0 : index
              %c2_152 = arith.constant 2 : index
              %104 = arith.muli %c0_151, %c2_152 : index
              %105 = arith.addi %104, %arg14 : index
              %c8_153 = arith.constant 8 : index
              %106 = arith.muli %105, %c8_153 : index
              %107 = arith.addi %106, %arg18 : index
              %c1_154 = arith.constant 1 : index
              %108 = arith.muli %80, %c1_154 : index
              %c0_155 = arith.constant 0 : index
              %109 = arith.addi %c0_155, %108 : index
              %c1_156 = arith.constant 1 : index
              %110 = arith.muli %107, %c1_156 : index
              %c0_157 = arith.constant 0 : index
              %111 = arith.addi %c0_157, %110 : index
              %112 = memref.load %view_10[%109, %111] : memref<8x48xf32>
              %c0_158 = arith.constant 0 : index
              %c2_159 = arith.constant 2 : index
              %113 = arith.muli %c0_158, %c2_159 : index
              %114 = arith.addi %113, %arg14 : index
              %c8_160 = arith.constant 8 : index
              %115 = arith.muli %114, %c8_160 : index
              %116 = arith.addi %115, %arg18 : index
              %c1_161 = arith.constant 1 : index
              %117 = arith.muli %82, %c1_161 : index
              %c0_162 = arith.constant 0 : index
              %118 = arith.addi %c0_162, %117 : index
              %c1_163 = arith.constant 1 : index
              %119 = arith.muli %116, %c1_163 : index
              %c0_164 = arith.constant 0 : index
              %120 = arith.addi %c0_164, %119 : index
              %121 = memref.load %view_10[%118, %120] : memref<8x48xf32>
              %c0_165 = arith.constant 0 : index
              %c2_166 = arith.constant 2 : index
              %122 = arith.muli %c0_165, %c2_166 : index
              %123 = arith.addi %122, %arg14 : index
              %c8_167 = arith.constant 8 : index
              %124 = arith.muli %123, %c8_167 : index
              %125 = arith.addi %124, %arg18 : index
              %c1_168 = arith.constant 1 : index
              %126 = arith.muli %84, %c1_168 : index
              %c0_169 = arith.constant 0 : index
              %127 = arith.addi %c0_169, %126 : index
              %c1_170 = arith.constant 1 : index
              %128 = arith.muli %125, %c1_170 : index
              %c0_171 = arith.constant 0 : index
              %129 = arith.addi %c0_171, %128 : index
              %130 = memref.load %view_10[%127, %129] : memref<8x48xf32>
              %c0_172 = arith.constant 0 : index
              %c2_173 = arith.constant 2 : index
              %131 = arith.muli %c0_172, %c2_173 : index
              %132 = arith.addi %131, %arg14 : index
              %c8_174 = arith.constant 8 : index
              %133 = arith.muli %132, %c8_174 : index
              %134 = arith.addi %133, %arg18 : index
              %c1_175 = arith.constant 1 : index
              %135 = arith.muli %86, %c1_175 : index
              %c0_176 = arith.constant 0 : index
              %136 = arith.addi %c0_176, %135 : index
              %c1_177 = arith.constant 1 : index
              %137 = arith.muli %134, %c1_177 : index
              %c0_178 = arith.constant 0 : index
              %138 = arith.addi %c0_178, %137 : index
              %139 = memref.load %view_10[%136, %138] : memref<8x48xf32>
              %c0_179 = arith.constant 0 : index
              %c2_180 = arith.constant 2 : index
              %140 = arith.muli %c0_179, %c2_180 : index
              %141 = arith.addi %140, %arg14 : index
              %c8_181 = arith.constant 8 : index
              %142 = arith.muli %141, %c8_181 : index
              %143 = arith.addi %142, %arg18 : index
              %c1_182 = arith.constant 1 : index
              %144 = arith.muli %88, %c1_182 : index
              %c0_183 = arith.constant 0 : index
              %145 = arith.addi %c0_183, %144 : index
              %c1_184 = arith.constant 1 : index
              %146 = arith.muli %143, %c1_184 : index
              %c0_185 = arith.constant 0 : index
              %147 = arith.addi %c0_185, %146 : index
              %148 = memref.load %view_10[%145, %147] : memref<8x48xf32>
              %c0_186 = arith.constant 0 : index
              %c2_187 = arith.constant 2 : index
              %149 = arith.muli %c0_186, %c2_187 : index
              %150 = arith.addi %149, %arg14 : index
              %c8_188 = arith.constant 8 : index
              %151 = arith.muli %150, %c8_188 : index
              %152 = arith.addi %151, %arg18 : index
              %c1_189 = arith.constant 1 : index
              %153 = arith.muli %93, %c1_189 : index
              %c0_190 = arith.constant 0 : index
              %154 = arith.addi %c0_190, %153 : index
              %c1_191 = arith.constant 1 : index
              %155 = arith.muli %152, %c1_191 : index
              %c16_192 = arith.constant 16 : index
              %156 = arith.addi %c16_192, %155 : index
              %157 = memref.load %view_10[%154, %156] : memref<8x48xf32>
              %158 = arith.mulf %103, %157 : f32
              %159 = arith.addf %158, %arg19 : f32
              %160 = arith.mulf %112, %157 : f32
              %161 = arith.addf %160, %arg20 : f32
              %162 = arith.mulf %121, %157 : f32
              %163 = arith.addf %162, %arg21 : f32
              %164 = arith.mulf %130, %157 : f32
              %165 = arith.addf %164, %arg22 : f32
              %166 = arith.mulf %139, %157 : f32
              %167 = arith.addf %166, %arg23 : f32
              %168 = arith.mulf %148, %157 : f32
              %169 = arith.addf %168, %arg24 : f32
              scf.yield %159, %161, %163, %165, %167, %169 : f32, f32, f32, f32, f32, f32
            }
            %c0_138 = arith.constant 0 : index
            memref.store %94#0, %alloc_43[%c0_138, %93] : memref<6x8xf32>
            %c1_139 = arith.constant 1 : index
            memref.store %94#1, %alloc_43[%c1_139, %93] : memref<6x8xf32>
            %c2_140 = arith.constant 2 : index
            memref.store %94#2, %alloc_43[%c2_140, %93] : memref<6x8xf32>
            %c3_141 = arith.constant 3 : index
            memref.store %94#3, %alloc_43[%c3_141, %93] : memref<6x8xf32>
            %c4_142 = arith.constant 4 : index
            memref.store %94#4, %alloc_43[%c4_142, %93] : memref<6x8xf32>
            %c5_143 = arith.constant 5 : index
            memref.store %94#5, %alloc_43[%c5_143, %93] : memref<6x8xf32>
          }
          %c8_129 = arith.constant 8 : index
          %90 = arith.subi %c8_129, %arg16 : index
          %c6_130 = arith.constant 6 : index
          %91 = arith.minui %c6_130, %90 : index
          %c1_131 = arith.constant 1 : index
          %c0_132 = arith.constant 0 : index
          scf.for %arg17 = %c0_132 to %91 step %c1_131 {
            %92 = arith.addi %arg16, %arg17 : index
            %c1_133 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %89 step %c1_133 {
              %93 = memref.load %view_28[%92, %arg18] : memref<8x8xi8>
              %94 = arith.trunci %93 : i8 to i1
              %cst_134 = arith.constant 0xFF800000 : f32
              %95 = memref.load %alloc_43[%arg17, %arg18] : memref<6x8xf32>
              %cst_135 = arith.constant 2.82842708 : f32
              %96 = arith.divf %95, %cst_135 fastmath<arcp> : f32
              %97 = arith.select %94, %cst_134, %96 : f32
              memref.store %97, %view_41[%arg14, %92, %arg18] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_43 : memref<6x8xf32>
    %c1_53 = arith.constant 1 : index
    %40 = arith.cmpi ugt, %arg13, %c1_53 : index
    scf.if %40 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_54 = arith.constant 0 : index
    %view_55 = memref.view %arg8[%c0_54][] : memref<3072xi8> to memref<2x8x8xf32>
    %alloc_56 = memref.alloc() : memref<8xf32>
    %c0_57 = arith.constant 0 : index
    %c2_58 = arith.constant 2 : index
    %c2_59 = arith.constant 2 : index
    %41 = arith.muli %c2_59, %arg12 : index
    %42 = arith.divui %41, %arg13 : index
    %c2_60 = arith.constant 2 : index
    %c1_61 = arith.constant 1 : index
    %43 = arith.muli %42, %c1_61 : index
    %44 = arith.minui %43, %c2_60 : index
    %c1_62 = arith.constant 1 : index
    %45 = arith.addi %arg12, %c1_62 : index
    %c2_63 = arith.constant 2 : index
    %46 = arith.muli %c2_63, %45 : index
    %47 = arith.divui %46, %arg13 : index
    %c2_64 = arith.constant 2 : index
    %c1_65 = arith.constant 1 : index
    %48 = arith.muli %47, %c1_65 : index
    %49 = arith.minui %48, %c2_64 : index
    %c1_66 = arith.constant 1 : index
    scf.for %arg14 = %44 to %49 step %c1_66 {
      %c0_117 = arith.constant 0 : index
      %c8_118 = arith.constant 8 : index
      %c1_119 = arith.constant 1 : index
      scf.for %arg15 = %c0_117 to %c8_118 step %c1_119 {
        %cst_120 = arith.constant 0xFF800000 : f32
        %c1_121 = arith.constant 1 : index
        %c8_122 = arith.constant 8 : index
        %c0_123 = arith.constant 0 : index
        %74 = scf.for %arg16 = %c0_123 to %c8_122 step %c1_121 iter_args(%arg17 = %cst_120) -> (f32) {
          %76 = memref.load %view_41[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
          %77 = arith.maximumf %76, %arg17 fastmath<nsz> : f32
          scf.yield %77 : f32
        } {loop_annotation = #loop_annotation}
        %cst_124 = arith.constant 0.000000e+00 : f32
        %c1_125 = arith.constant 1 : index
        %c8_126 = arith.constant 8 : index
        %c0_127 = arith.constant 0 : index
        %75 = scf.for %arg16 = %c0_127 to %c8_126 step %c1_125 iter_args(%arg17 = %cst_124) -> (f32) {
          %76 = memref.load %view_41[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
          %c0_131 = arith.constant 0 : index
          %77 = arith.subf %76, %74 : f32
          %78 = math.exp %77 : f32
          memref.store %78, %alloc_56[%arg16] : memref<8xf32>
          %79 = arith.addf %78, %arg17 fastmath<reassoc> : f32
          scf.yield %79 : f32
        } {loop_annotation = #loop_annotation}
        %c0_128 = arith.constant 0 : index
        %c8_129 = arith.constant 8 : index
        %c1_130 = arith.constant 1 : index
        scf.for %arg16 = %c0_128 to %c8_129 step %c1_130 {
          %76 = memref.load %alloc_56[%arg16] : memref<8xf32>
          %c0_131 = arith.constant 0 : index
          %77 = arith.divf %76, %75 fastmath<arcp> : f32
          memref.store %77, %view_55[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
        }
      }
    }
    memref.dealloc %alloc_56 : memref<8xf32>
    %c1_67 = arith.constant 1 : index
    %50 = arith.cmpi ugt, %arg13, %c1_67 : index
    scf.if %50 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c2048_68 = arith.constant 2048 : index
    %view_69 = memref.view %arg8[%c2048_68][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_70 = arith.constant 0.000000e+00 : f32
    %alloc_71 = memref.alloc() : memref<6x8xf32>
    %c0_72 = arith.constant 0 : index
    %c2_73 = arith.constant 2 : index
    %c2_74 = arith.constant 2 : index
    %51 = arith.muli %c2_74, %arg12 : index
    %52 = arith.divui %51, %arg13 : index
    %c2_75 = arith.constant 2 : index
    %c1_76 = arith.constant 1 : index
    %53 = arith.muli %52, %c1_76 : index
    %54 = arith.minui %53, %c2_75 : index
    %c1_77 = arith.constant 1 : index
    %55 = arith.addi %arg12, %c1_77 : index
    %c2_78 = arith.constant 2 : index
    %56 = arith.muli %c2_78, %55 : index
    %57 = arith.divui %56, %arg13 : index
    %c2_79 = arith.constant 2 : index
    %c1_80 = arith.constant 1 : index
    %58 = arith.muli %57, %c1_80 : index
    %59 = arith.minui %58, %c2_79 : index
    %c1_81 = arith.constant 1 : index
    scf.for %arg14 = %54 to %59 step %c1_81 {
      %c8_117 = arith.constant 8 : index
      %c8_118 = arith.constant 8 : index
      %c0_119 = arith.constant 0 : index
      scf.for %arg15 = %c0_119 to %c8_118 step %c8_117 {
        %c8_120 = arith.constant 8 : index
        %74 = arith.subi %c8_120, %arg15 : index
        %c8_121 = arith.constant 8 : index
        %75 = arith.minui %c8_121, %74 : index
        %c0_122 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %76 = arith.muli %c0_122, %c32 : index
        %c0_123 = arith.constant 0 : index
        %c8_124 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg16 = %c0_123 to %c8_124 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_125 = arith.constant 0 : index
          %77 = arith.addi %arg16, %c0_125 : index
          %78 = arith.minui %77, %c7 : index
          %c1_126 = arith.constant 1 : index
          %79 = arith.addi %arg16, %c1_126 : index
          %80 = arith.minui %79, %c7 : index
          %c2_127 = arith.constant 2 : index
          %81 = arith.addi %arg16, %c2_127 : index
          %82 = arith.minui %81, %c7 : index
          %c3 = arith.constant 3 : index
          %83 = arith.addi %arg16, %c3 : index
          %84 = arith.minui %83, %c7 : index
          %c4 = arith.constant 4 : index
          %85 = arith.addi %arg16, %c4 : index
          %86 = arith.minui %85, %c7 : index
          %c5 = arith.constant 5 : index
          %87 = arith.addi %arg16, %c5 : index
          %88 = arith.minui %87, %c7 : index
          %89 = arith.addi %arg15, %75 : index
          %c1_128 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %89 step %c1_128 {
            %c1_133 = arith.constant 1 : index
            %92 = arith.subi %89, %c1_133 : index
            %c0_134 = arith.constant 0 : index
            %93 = arith.addi %arg17, %c0_134 : index
            %c1_135 = arith.constant 1 : index
            %c8_136 = arith.constant 8 : index
            %c0_137 = arith.constant 0 : index
            %94:6 = scf.for %arg18 = %c0_137 to %c8_136 step %c1_135 iter_args(%arg19 = %cst_70, %arg20 = %cst_70, %arg21 = %cst_70, %arg22 = %cst_70, %arg23 = %cst_70, %arg24 = %cst_70) -> (f32, f32, f32, f32, f32, f32) {
              %95 = memref.load %view_55[%arg14, %78, %arg18] : memref<2x8x8xf32>
              %96 = memref.load %view_55[%arg14, %80, %arg18] : memref<2x8x8xf32>
              %97 = memref.load %view_55[%arg14, %82, %arg18] : memref<2x8x8xf32>
              %98 = memref.load %view_55[%arg14, %84, %arg18] : memref<2x8x8xf32>
              %99 = memref.load %view_55[%arg14, %86, %arg18] : memref<2x8x8xf32>
              %100 = memref.load %view_55[%arg14, %88, %arg18] : memref<2x8x8xf32>
              %c0_144 = arith.constant 0 : index
              %c2_145 = arith.constant 2 : index
              %101 = arith.muli %c0_144, %c2_145 : index
              %102 = arith.addi %101, %arg14 : index
              %c8_146 = arith.constant 8 : index
              %103 = arith.muli %102, %c8_146 : index
              %104 = arith.addi %103, %93 : index
              %c1_147 = arith.constant 1 : index
              %105 = arith.muli %arg18, %c1_147 : index
              %c0_148 = arith.constant 0 : index
              %106 = arith.addi %c0_148, %105 : index
              %c1_149 = arith.constant 1 : index
              %107 = arith.muli %104, %c1_149 : index
              %c32_150 = arith.constant 32 : index
              %108 = arith.addi %c32_150, %107 : index
              %109 = memref.load %view_10[%106, %108] : memref<8x48xf32>
              %110 = arith.mulf %95, %109 : f32
              %111 = arith.addf %110, %arg19 : f32
              %112 = arith.mulf %96, %109 : f32
              %113 = arith.addf %112, %arg20 : f32
              %114 = arith.mulf %97, %109 : f32
              %115 = arith.addf %114, %arg21 : f32
              %116 = arith.mulf %98, %109 : f32
              %117 = arith.addf %116, %arg22 : f32
              %118 = arith.mulf %99, %109 : f32
              %119 = arith.addf %118, %arg23 : f32
              %120 = arith.mulf %100, %109 : f32
              %121 = arith.addf %120, %arg24 : f32
              scf.yield %111, %113, %115, %117, %119, %121 : f32, f32, f32, f32, f32, f32
            }
            %c0_138 = arith.constant 0 : index
            memref.store %94#0, %alloc_71[%c0_138, %93] : memref<6x8xf32>
            %c1_139 = arith.constant 1 : index
            memref.store %94#1, %alloc_71[%c1_139, %93] : memref<6x8xf32>
            %c2_140 = arith.constant 2 : index
            memref.store %94#2, %alloc_71[%c2_140, %93] : memref<6x8xf32>
            %c3_141 = arith.constant 3 : index
            memref.store %94#3, %alloc_71[%c3_141, %93] : memref<6x8xf32>
            %c4_142 = arith.constant 4 : index
            memref.store %94#4, %alloc_71[%c4_142, %93] : memref<6x8xf32>
            %c5_143 = arith.constant 5 : index
            memref.store %94#5, %alloc_71[%c5_143, %93] : memref<6x8xf32>
          }
          %c8_129 = arith.constant 8 : index
          %90 = arith.subi %c8_129, %arg16 : index
          %c6_130 = arith.constant 6 : index
          %91 = arith.minui %c6_130, %90 : index
          %c1_131 = arith.constant 1 : index
          %c0_132 = arith.constant 0 : index
          scf.for %arg17 = %c0_132 to %91 step %c1_131 {
            %92 = arith.addi %arg16, %arg17 : index
            %c1_133 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %89 step %c1_133 {
              %93 = memref.load %alloc_71[%arg17, %arg18] : memref<6x8xf32>
              memref.store %93, %view_69[%arg14, %92, %arg18] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_71 : memref<6x8xf32>
    %c1_82 = arith.constant 1 : index
    %60 = arith.cmpi ugt, %arg13, %c1_82 : index
    scf.if %60 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c0_83 = arith.constant 0 : index
    %view_84 = memref.view %arg8[%c0_83][] : memref<3072xi8> to memref<8x16xf32>
    %cst_85 = arith.constant 0.000000e+00 : f32
    %alloc_86 = memref.alloc() : memref<6x16xf32>
    %c16 = arith.constant 16 : index
    %c16_87 = arith.constant 16 : index
    %c0_88 = arith.constant 0 : index
    scf.for %arg14 = %c0_88 to %c16_87 step %c16 {
      %c16_117 = arith.constant 16 : index
      %74 = arith.subi %c16_117, %arg14 : index
      %c16_118 = arith.constant 16 : index
      %75 = arith.minui %c16_118, %74 : index
      %c0_119 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %76 = arith.muli %c0_119, %c32 : index
      %c0_120 = arith.constant 0 : index
      %c8_121 = arith.constant 8 : index
      %c2_122 = arith.constant 2 : index
      %77 = arith.muli %c2_122, %arg12 : index
      %78 = arith.divui %77, %arg13 : index
      %c8_123 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %79 = arith.muli %78, %c6 : index
      %80 = arith.minui %79, %c8_123 : index
      %c1_124 = arith.constant 1 : index
      %81 = arith.addi %arg12, %c1_124 : index
      %c2_125 = arith.constant 2 : index
      %82 = arith.muli %c2_125, %81 : index
      %83 = arith.divui %82, %arg13 : index
      %c8_126 = arith.constant 8 : index
      %c6_127 = arith.constant 6 : index
      %84 = arith.muli %83, %c6_127 : index
      %85 = arith.minui %84, %c8_126 : index
      %c6_128 = arith.constant 6 : index
      scf.for %arg15 = %80 to %85 step %c6_128 {
        %c7 = arith.constant 7 : index
        %c0_129 = arith.constant 0 : index
        %86 = arith.addi %arg15, %c0_129 : index
        %87 = arith.minui %86, %c7 : index
        %c1_130 = arith.constant 1 : index
        %88 = arith.addi %arg15, %c1_130 : index
        %89 = arith.minui %88, %c7 : index
        %c2_131 = arith.constant 2 : index
        %90 = arith.addi %arg15, %c2_131 : index
        %91 = arith.minui %90, %c7 : index
        %c3 = arith.constant 3 : index
        %92 = arith.addi %arg15, %c3 : index
        %93 = arith.minui %92, %c7 : index
        %c4 = arith.constant 4 : index
        %94 = arith.addi %arg15, %c4 : index
        %95 = arith.minui %94, %c7 : index
        %c5 = arith.constant 5 : index
        %96 = arith.addi %arg15, %c5 : index
        %97 = arith.minui %96, %c7 : index
        %98 = arith.addi %arg14, %75 : index
        %c1_132 = arith.constant 1 : index
        scf.for %arg16 = %arg14 to %98 step %c1_132 {
          %c1_137 = arith.constant 1 : index
          %101 = arith.subi %98, %c1_137 : index
          %c0_138 = arith.constant 0 : index
          %102 = arith.addi %arg16, %c0_138 : index
          %c1_139 = arith.constant 1 : index
          %c16_140 = arith.constant 16 : index
          %c0_141 = arith.constant 0 : index
          %103:6 = scf.for %arg17 = %c0_141 to %c16_140 step %c1_139 iter_args(%arg18 = %cst_85, %arg19 = %cst_85, %arg20 = %cst_85, %arg21 = %cst_85, %arg22 = %cst_85, %arg23 = %cst_85) -> (f32, f32, f32, f32, f32, f32) {
            %c0_148 = arith.constant 0 : index
            %c16_149 = arith.constant 16 : index
            %104 = arith.muli %c0_148, %c16_149 : index
            %105 = arith.addi %104, %arg17 : index
            %c8_150 = arith.constant 8 : index
            %106 = arith.remui %105, %c8_150 : index
            %c8_151 = arith.constant 8 : index
            %107 = arith.divui %105, %c8_151 : index
            %108 = memref.load %view_69[%107, %87, %106] : memref<2x8x8xf32>
            %c0_152 = arith.constant 0 : index
            %c16_153 = arith.constant 16 : index
            %109 = arith.muli %c0_152, %c16_153 : index
            %110 = arith.addi %109, %arg17 : index
            %c8_154 = arith.constant 8 : index
            %111 = arith.remui %110, %c8_154 : index
            %c8_155 = arith.constant 8 : index
            %112 = arith.divui %110, %c8_155 : index
            %113 = memref.load %view_69[%112, %89, %111] : memref<2x8x8xf32>
            %c0_156 = arith.constant 0 : index
            %c16_157 = arith.constant 16 : index
            %114 = arith.muli %c0_156, %c16_157 : index
            %115 = arith.addi %114, %arg17 : index
            %c8_158 = arith.constant 8 : index
            %116 = arith.remui %115, %c8_158 : index
            %c8_159 = arith.constant 8 : index
            %117 = arith.divui %115, %c8_159 : index
            %118 = memref.load %view_69[%117, %91, %116] : memref<2x8x8xf32>
            %c0_160 = arith.constant 0 : index
            %c16_161 = arith.constant 16 : index
            %119 = arith.muli %c0_160, %c16_161 : index
            %120 = arith.addi %119, %arg17 : index
            %c8_162 = arith.constant 8 : index
            %121 = arith.remui %120, %c8_162 : index
            %c8_163 = arith.constant 8 : index
            %122 = arith.divui %120, %c8_163 : index
            %123 = memref.load %view_69[%122, %93, %121] : memref<2x8x8xf32>
            %c0_164 = arith.constant 0 : index
            %c16_165 = arith.constant 16 : index
            %124 = arith.muli %c0_164, %c16_165 : index
            %125 = arith.addi %124, %arg17 : index
            %c8_166 = arith.constant 8 : index
            %126 = arith.remui %125, %c8_166 : index
            %c8_167 = arith.constant 8 : index
            %127 = arith.divui %125, %c8_167 : index
            %128 = memref.load %view_69[%127, %95, %126] : memref<2x8x8xf32>
            %c0_168 = arith.constant 0 : index
            %c16_169 = arith.constant 16 : index
            %129 = arith.muli %c0_168, %c16_169 : index
            %130 = arith.addi %129, %arg17 : index
            %c8_170 = arith.constant 8 : index
            %131 = arith.remui %130, %c8_170 : index
            %c8_171 = arith.constant 8 : index
            %132 = arith.divui %130, %c8_171 : index
            %133 = memref.load %view_69[%132, %97, %131] : memref<2x8x8xf32>
            %134 = memref.load %arg3[%arg17, %102] : memref<16x16xf32>
            %135 = arith.mulf %108, %134 : f32
            %136 = arith.addf %135, %arg18 : f32
            %137 = arith.mulf %113, %134 : f32
            %138 = arith.addf %137, %arg19 : f32
            %139 = arith.mulf %118, %134 : f32
            %140 = arith.addf %139, %arg20 : f32
            %141 = arith.mulf %123, %134 : f32
            %142 = arith.addf %141, %arg21 : f32
            %143 = arith.mulf %128, %134 : f32
            %144 = arith.addf %143, %arg22 : f32
            %145 = arith.mulf %133, %134 : f32
            %146 = arith.addf %145, %arg23 : f32
            scf.yield %136, %138, %140, %142, %144, %146 : f32, f32, f32, f32, f32, f32
          }
          %c0_142 = arith.constant 0 : index
          memref.store %103#0, %alloc_86[%c0_142, %102] : memref<6x16xf32>
          %c1_143 = arith.constant 1 : index
          memref.store %103#1, %alloc_86[%c1_143, %102] : memref<6x16xf32>
          %c2_144 = arith.constant 2 : index
          memref.store %103#2, %alloc_86[%c2_144, %102] : memref<6x16xf32>
          %c3_145 = arith.constant 3 : index
          memref.store %103#3, %alloc_86[%c3_145, %102] : memref<6x16xf32>
          %c4_146 = arith.constant 4 : index
          memref.store %103#4, %alloc_86[%c4_146, %102] : memref<6x16xf32>
          %c5_147 = arith.constant 5 : index
          memref.store %103#5, %alloc_86[%c5_147, %102] : memref<6x16xf32>
        }
        %c8_133 = arith.constant 8 : index
        %99 = arith.subi %c8_133, %arg15 : index
        %c6_134 = arith.constant 6 : index
        %100 = arith.minui %c6_134, %99 : index
        %c1_135 = arith.constant 1 : index
        %c0_136 = arith.constant 0 : index
        scf.for %arg16 = %c0_136 to %100 step %c1_135 {
          %101 = arith.addi %arg15, %arg16 : index
          %c1_137 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %98 step %c1_137 {
            %102 = memref.load %arg0[%101, %arg17] : memref<8x16xf32>
            %103 = memref.load %alloc_86[%arg16, %arg17] : memref<6x16xf32>
            %104 = arith.addf %102, %103 : f32
            memref.store %104, %view_84[%101, %arg17] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_86 : memref<6x16xf32>
    %c1_89 = arith.constant 1 : index
    %61 = arith.cmpi ugt, %arg13, %c1_89 : index
    scf.if %61 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c512_90 = arith.constant 512 : index
    %view_91 = memref.view %arg8[%c512_90][] : memref<3072xi8> to memref<8x16xf32>
    %c0_92 = arith.constant 0 : index
    %c8_93 = arith.constant 8 : index
    %c8_94 = arith.constant 8 : index
    %62 = arith.muli %c8_94, %arg12 : index
    %63 = arith.divui %62, %arg13 : index
    %c8_95 = arith.constant 8 : index
    %c1_96 = arith.constant 1 : index
    %64 = arith.muli %63, %c1_96 : index
    %65 = arith.minui %64, %c8_95 : index
    %c1_97 = arith.constant 1 : index
    %66 = arith.addi %arg12, %c1_97 : index
    %c8_98 = arith.constant 8 : index
    %67 = arith.muli %c8_98, %66 : index
    %68 = arith.divui %67, %arg13 : index
    %c8_99 = arith.constant 8 : index
    %c1_100 = arith.constant 1 : index
    %69 = arith.muli %68, %c1_100 : index
    %70 = arith.minui %69, %c8_99 : index
    %c1_101 = arith.constant 1 : index
    scf.for %arg14 = %65 to %70 step %c1_101 {
      %cst_117 = arith.constant 0.000000e+00 : f32
      %c1_118 = arith.constant 1 : index
      %c16_119 = arith.constant 16 : index
      %c0_120 = arith.constant 0 : index
      %74 = scf.for %arg15 = %c0_120 to %c16_119 step %c1_118 iter_args(%arg16 = %cst_117) -> (f32) {
        %76 = memref.load %view_84[%arg14, %arg15] : memref<8x16xf32>
        %77 = arith.addf %76, %arg16 fastmath<reassoc> : f32
        scf.yield %77 : f32
      } {loop_annotation = #loop_annotation}
      %cst_121 = arith.constant 0.000000e+00 : f32
      %c1_122 = arith.constant 1 : index
      %c16_123 = arith.constant 16 : index
      %c0_124 = arith.constant 0 : index
      %75 = scf.for %arg15 = %c0_124 to %c16_123 step %c1_122 iter_args(%arg16 = %cst_121) -> (f32) {
        %76 = memref.load %view_84[%arg14, %arg15] : memref<8x16xf32>
        %cst_128 = arith.constant 6.250000e-02 : f32
        %77 = arith.mulf %74, %cst_128 : f32
        %78 = arith.subf %76, %77 : f32
        %79 = arith.mulf %78, %78 : f32
        %80 = arith.addf %79, %arg16 fastmath<reassoc> : f32
        scf.yield %80 : f32
      } {loop_annotation = #loop_annotation}
      %c0_125 = arith.constant 0 : index
      %c16_126 = arith.constant 16 : index
      %c1_127 = arith.constant 1 : index
      scf.for %arg15 = %c0_125 to %c16_126 step %c1_127 {
        %76 = memref.load %view_84[%arg14, %arg15] : memref<8x16xf32>
        %c0_128 = arith.constant 0 : index
        %cst_129 = arith.constant 6.250000e-02 : f32
        %77 = arith.mulf %74, %cst_129 : f32
        %78 = arith.subf %76, %77 : f32
        %c0_130 = arith.constant 0 : index
        %cst_131 = arith.constant 6.250000e-02 : f32
        %79 = arith.mulf %75, %cst_131 : f32
        %cst_132 = arith.constant 9.99999974E-6 : f32
        %80 = arith.addf %79, %cst_132 : f32
        %81 = math.rsqrt %80 : f32
        %82 = arith.mulf %78, %81 : f32
        %83 = memref.load %arg4[%arg15] : memref<16xf32>
        %84 = arith.mulf %82, %83 : f32
        memref.store %84, %view_91[%arg14, %arg15] : memref<8x16xf32>
      }
    }
    %c1_102 = arith.constant 1 : index
    %71 = arith.cmpi ugt, %arg13, %c1_102 : index
    scf.if %71 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %c1024 = arith.constant 1024 : index
    %view_103 = memref.view %arg8[%c1024][] : memref<3072xi8> to memref<8x64xf32>
    %cst_104 = arith.constant 0.000000e+00 : f32
    %alloc_105 = memref.alloc() : memref<6x64xf32>
    %view_106 = memref.view %arg9[%c2048][] : memref<?xi8> to memref<2x16x32xf32>
    %c64_107 = arith.constant 64 : index
    %c64_108 = arith.constant 64 : index
    %c0_109 = arith.constant 0 : index
    scf.for %arg14 = %c0_109 to %c64_108 step %c64_107 {
      %c64_117 = arith.constant 64 : index
      %74 = arith.subi %c64_117, %arg14 : index
      %c64_118 = arith.constant 64 : index
      %75 = arith.minui %c64_118, %74 : index
      %c32 = arith.constant 32 : index
      %76 = arith.divui %75, %c32 : index
      %c32_119 = arith.constant 32 : index
      %77 = arith.muli %76, %c32_119 : index
      %c16_120 = arith.constant 16 : index
      %78 = arith.muli %76, %c16_120 : index
      %c0_121 = arith.constant 0 : index
      %c1_122 = arith.constant 1 : index
      %79 = arith.ceildivui %78, %c1_122 : index
      %80 = arith.muli %79, %arg12 : index
      %81 = arith.divui %80, %arg13 : index
      %c1_123 = arith.constant 1 : index
      %82 = arith.muli %81, %c1_123 : index
      %83 = arith.minui %82, %78 : index
      %c1_124 = arith.constant 1 : index
      %84 = arith.addi %arg12, %c1_124 : index
      %c1_125 = arith.constant 1 : index
      %85 = arith.ceildivui %78, %c1_125 : index
      %86 = arith.muli %85, %84 : index
      %87 = arith.divui %86, %arg13 : index
      %c1_126 = arith.constant 1 : index
      %88 = arith.muli %87, %c1_126 : index
      %89 = arith.minui %88, %78 : index
      %c1_127 = arith.constant 1 : index
      scf.for %arg15 = %83 to %89 step %c1_127 {
        %101 = arith.divui %arg15, %c16_120 : index
        %102 = arith.remui %arg15, %c16_120 : index
        %c32_139 = arith.constant 32 : index
        %103 = arith.muli %101, %c32_139 : index
        %104 = arith.addi %arg14, %103 : index
        %c0_140 = arith.constant 0 : index
        %105 = vector.load %arg5[%102, %104] : memref<16x64xf32>, vector<32xf32>
        vector.store %105, %view_106[%101, %102, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
      }
      %c1_128 = arith.constant 1 : index
      %90 = arith.cmpi ugt, %arg13, %c1_128 : index
      scf.if %90 {
        %c0_i64 = arith.constant 0 : i64
        %c1_139 = arith.constant 1 : index
        %101 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_139] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_140 = arith.constant 1 : i64
        %c0_141 = arith.constant 0 : index
        %102 = memref.atomic_rmw addi %c1_i64_140, %arg10[%c0_141] : (i64, memref<2xi64>) -> i64
        %103 = arith.addi %102, %c1_i64 : i64
        %104 = arith.index_cast %arg13 : index to i64
        %105 = arith.cmpi eq, %103, %104 : i64
        scf.if %105 {
          %c0_i64_142 = arith.constant 0 : i64
          %c0_143 = arith.constant 0 : index
          %106 = memref.atomic_rmw assign %c0_i64_142, %arg10[%c0_143] : (i64, memref<2xi64>) -> i64
          %c1_i64_144 = arith.constant 1 : i64
          %c1_145 = arith.constant 1 : index
          %107 = memref.atomic_rmw addi %c1_i64_144, %arg10[%c1_145] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_142 = arith.constant 0 : i64
            %c1_143 = arith.constant 1 : index
            %106 = memref.atomic_rmw addi %c0_i64_142, %arg10[%c1_143] : (i64, memref<2xi64>) -> i64
            %107 = arith.cmpi eq, %106, %101 : i64
            scf.condition(%107)
          } do {
            scf.yield
          }
        }
      }
      %c0_129 = arith.constant 0 : index
      %c8_130 = arith.constant 8 : index
      %c2_131 = arith.constant 2 : index
      %91 = arith.muli %c2_131, %arg12 : index
      %92 = arith.divui %91, %arg13 : index
      %c8_132 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %93 = arith.muli %92, %c6 : index
      %94 = arith.minui %93, %c8_132 : index
      %c1_133 = arith.constant 1 : index
      %95 = arith.addi %arg12, %c1_133 : index
      %c2_134 = arith.constant 2 : index
      %96 = arith.muli %c2_134, %95 : index
      %97 = arith.divui %96, %arg13 : index
      %c8_135 = arith.constant 8 : index
      %c6_136 = arith.constant 6 : index
      %98 = arith.muli %97, %c6_136 : index
      %99 = arith.minui %98, %c8_135 : index
      %c6_137 = arith.constant 6 : index
      scf.for %arg15 = %94 to %99 step %c6_137 {
        %c7 = arith.constant 7 : index
        %c0_139 = arith.constant 0 : index
        %101 = arith.addi %arg15, %c0_139 : index
        %102 = arith.minui %101, %c7 : index
        %c1_140 = arith.constant 1 : index
        %103 = arith.addi %arg15, %c1_140 : index
        %104 = arith.minui %103, %c7 : index
        %c2_141 = arith.constant 2 : index
        %105 = arith.addi %arg15, %c2_141 : index
        %106 = arith.minui %105, %c7 : index
        %c3 = arith.constant 3 : index
        %107 = arith.addi %arg15, %c3 : index
        %108 = arith.minui %107, %c7 : index
        %c4 = arith.constant 4 : index
        %109 = arith.addi %arg15, %c4 : index
        %110 = arith.minui %109, %c7 : index
        %c5 = arith.constant 5 : index
        %111 = arith.addi %arg15, %c5 : index
        %112 = arith.minui %111, %c7 : index
        %113 = arith.addi %arg14, %75 : index
        %c1_142 = arith.constant 1 : index
        %c0_143 = arith.constant 0 : index
        scf.for %arg16 = %c0_143 to %76 step %c1_142 {
          %c32_149 = arith.constant 32 : index
          %117 = arith.muli %arg16, %c32_149 : index
          %118 = arith.addi %arg14, %117 : index
          %cst_150 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_151 = arith.constant 1 : index
          %c16_152 = arith.constant 16 : index
          %c0_153 = arith.constant 0 : index
          %119:6 = scf.for %arg17 = %c0_153 to %c16_152 step %c1_151 iter_args(%arg18 = %cst_150, %arg19 = %cst_150, %arg20 = %cst_150, %arg21 = %cst_150, %arg22 = %cst_150, %arg23 = %cst_150) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_160 = arith.constant 0 : index
            %120 = vector.load %view_106[%arg16, %arg17, %c0_160] : memref<2x16x32xf32>, vector<32xf32>
            %121 = memref.load %view_91[%102, %arg17] : memref<8x16xf32>
            %122 = vector.broadcast %121 : f32 to vector<32xf32>
            %123 = vector.fma %122, %120, %arg18 : vector<32xf32>
            %124 = memref.load %view_91[%104, %arg17] : memref<8x16xf32>
            %125 = vector.broadcast %124 : f32 to vector<32xf32>
            %126 = vector.fma %125, %120, %arg19 : vector<32xf32>
            %127 = memref.load %view_91[%106, %arg17] : memref<8x16xf32>
            %128 = vector.broadcast %127 : f32 to vector<32xf32>
            %129 = vector.fma %128, %120, %arg20 : vector<32xf32>
            %130 = memref.load %view_91[%108, %arg17] : memref<8x16xf32>
            %131 = vector.broadcast %130 : f32 to vector<32xf32>
            %132 = vector.fma %131, %120, %arg21 : vector<32xf32>
            %133 = memref.load %view_91[%110, %arg17] : memref<8x16xf32>
            %134 = vector.broadcast %133 : f32 to vector<32xf32>
            %135 = vector.fma %134, %120, %arg22 : vector<32xf32>
            %136 = memref.load %view_91[%112, %arg17] : memref<8x16xf32>
            %137 = vector.broadcast %136 : f32 to vector<32xf32>
            %138 = vector.fma %137, %120, %arg23 : vector<32xf32>
            scf.yield %123, %126, %129, %132, %135, %138 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_154 = arith.constant 0 : index
          vector.store %119#0, %alloc_105[%c0_154, %118] : memref<6x64xf32>, vector<32xf32>
          %c1_155 = arith.constant 1 : index
          vector.store %119#1, %alloc_105[%c1_155, %118] : memref<6x64xf32>, vector<32xf32>
          %c2_156 = arith.constant 2 : index
          vector.store %119#2, %alloc_105[%c2_156, %118] : memref<6x64xf32>, vector<32xf32>
          %c3_157 = arith.constant 3 : index
          vector.store %119#3, %alloc_105[%c3_157, %118] : memref<6x64xf32>, vector<32xf32>
          %c4_158 = arith.constant 4 : index
          vector.store %119#4, %alloc_105[%c4_158, %118] : memref<6x64xf32>, vector<32xf32>
          %c5_159 = arith.constant 5 : index
          vector.store %119#5, %alloc_105[%c5_159, %118] : memref<6x64xf32>, vector<32xf32>
        }
        %114 = arith.addi %arg14, %77 : index
        %c1_144 = arith.constant 1 : index
        scf.for %arg16 = %114 to %113 step %c1_144 {
          %c1_149 = arith.constant 1 : index
          %117 = arith.subi %113, %c1_149 : index
          %c0_150 = arith.constant 0 : index
          %118 = arith.addi %arg16, %c0_150 : index
          %c1_151 = arith.constant 1 : index
          %c16_152 = arith.constant 16 : index
          %c0_153 = arith.constant 0 : index
          %119:6 = scf.for %arg17 = %c0_153 to %c16_152 step %c1_151 iter_args(%arg18 = %cst_104, %arg19 = %cst_104, %arg20 = %cst_104, %arg21 = %cst_104, %arg22 = %cst_104, %arg23 = %cst_104) -> (f32, f32, f32, f32, f32, f32) {
            %120 = memref.load %view_91[%102, %arg17] : memref<8x16xf32>
            %121 = memref.load %view_91[%104, %arg17] : memref<8x16xf32>
            %122 = memref.load %view_91[%106, %arg17] : memref<8x16xf32>
            %123 = memref.load %view_91[%108, %arg17] : memref<8x16xf32>
            %124 = memref.load %view_91[%110, %arg17] : memref<8x16xf32>
            %125 = memref.load %view_91[%112, %arg17] : memref<8x16xf32>
            %126 = memref.load %arg5[%arg17, %118] : memref<16x64xf32>
            %127 = arith.mulf %120, %126 : f32
            %128 = arith.addf %127, %arg18 : f32
            %129 = arith.mulf %121, %126 : f32
            %130 = arith.addf %129, %arg19 : f32
            %131 = arith.mulf %122, %126 : f32
            %132 = arith.addf %131, %arg20 : f32
            %133 = arith.mulf %123, %126 : f32
            %134 = arith.addf %133, %arg21 : f32
            %135 = arith.mulf %124, %126 : f32
            %136 = arith.addf %135, %arg22 : f32
            %137 = arith.mulf %125, %126 : f32
            %138 = arith.addf %137, %arg23 : f32
            scf.yield %128, %130, %132, %134, %136, %138 : f32, f32, f32, f32, f32, f32
          }
          %c0_154 = arith.constant 0 : index
          memref.store %119#0, %alloc_105[%c0_154, %118] : memref<6x64xf32>
          %c1_155 = arith.constant 1 : index
          memref.store %119#1, %alloc_105[%c1_155, %118] : memref<6x64xf32>
          %c2_156 = arith.constant 2 : index
          memref.store %119#2, %alloc_105[%c2_156, %118] : memref<6x64xf32>
          %c3_157 = arith.constant 3 : index
          memref.store %119#3, %alloc_105[%c3_157, %118] : memref<6x64xf32>
          %c4_158 = arith.constant 4 : index
          memref.store %119#4, %alloc_105[%c4_158, %118] : memref<6x64xf32>
          %c5_159 = arith.constant 5 : index
          memref.store %119#5, %alloc_105[%c5_159, %118] : memref<6x64xf32>
        }
        %c8_145 = arith.constant 8 : index
        %115 = arith.subi %c8_145, %arg15 : index
        %c6_146 = arith.constant 6 : index
        %116 = arith.minui %c6_146, %115 : index
        %c1_147 = arith.constant 1 : index
        %c0_148 = arith.constant 0 : index
        scf.for %arg16 = %c0_148 to %116 step %c1_147 {
          %117 = arith.addi %arg15, %arg16 : index
          %c1_149 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %113 step %c1_149 {
            %118 = memref.load %alloc_105[%arg16, %arg17] : memref<6x64xf32>
            %cst_150 = arith.constant 5.000000e-01 : f32
            %119 = arith.mulf %118, %cst_150 : f32
            %cst_151 = arith.constant 0.707106769 : f32
            %120 = arith.mulf %118, %cst_151 : f32
            %121 = math.erf %120 : f32
            %cst_152 = arith.constant 1.000000e+00 : f32
            %122 = arith.addf %121, %cst_152 : f32
            %123 = arith.mulf %119, %122 : f32
            memref.store %123, %view_103[%117, %arg17] : memref<8x64xf32>
          }
        }
      }
      %c1_138 = arith.constant 1 : index
      %100 = arith.cmpi ugt, %arg13, %c1_138 : index
      scf.if %100 {
        %c0_i64 = arith.constant 0 : i64
        %c1_139 = arith.constant 1 : index
        %101 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_139] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_140 = arith.constant 1 : i64
        %c0_141 = arith.constant 0 : index
        %102 = memref.atomic_rmw addi %c1_i64_140, %arg10[%c0_141] : (i64, memref<2xi64>) -> i64
        %103 = arith.addi %102, %c1_i64 : i64
        %104 = arith.index_cast %arg13 : index to i64
        %105 = arith.cmpi eq, %103, %104 : i64
        scf.if %105 {
          %c0_i64_142 = arith.constant 0 : i64
          %c0_143 = arith.constant 0 : index
          %106 = memref.atomic_rmw assign %c0_i64_142, %arg10[%c0_143] : (i64, memref<2xi64>) -> i64
          %c1_i64_144 = arith.constant 1 : i64
          %c1_145 = arith.constant 1 : index
          %107 = memref.atomic_rmw addi %c1_i64_144, %arg10[%c1_145] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_142 = arith.constant 0 : i64
            %c1_143 = arith.constant 1 : index
            %106 = memref.atomic_rmw addi %c0_i64_142, %arg10[%c1_143] : (i64, memref<2xi64>) -> i64
            %107 = arith.cmpi eq, %106, %101 : i64
            scf.condition(%107)
          } do {
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc_105 : memref<6x64xf32>
    %c1_110 = arith.constant 1 : index
    %72 = arith.cmpi ugt, %arg13, %c1_110 : index
    scf.if %72 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
          %80 = arith.cmpi eq, %79, %74 : i64
          scf.condition(%80)
        } do {
          scf.yield
        }
      }
    }
    %cst_111 = arith.constant 0.000000e+00 : f32
    %alloc_112 = memref.alloc() : memref<6x16xf32>
    %c16_113 = arith.constant 16 : index
    %c16_114 = arith.constant 16 : index
    %c0_115 = arith.constant 0 : index
    scf.for %arg14 = %c0_115 to %c16_114 step %c16_113 {
      %c16_117 = arith.constant 16 : index
      %74 = arith.subi %c16_117, %arg14 : index
      %c16_118 = arith.constant 16 : index
      %75 = arith.minui %c16_118, %74 : index
      %c0_119 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %76 = arith.muli %c0_119, %c32 : index
      %c0_120 = arith.constant 0 : index
      %c8_121 = arith.constant 8 : index
      %c2_122 = arith.constant 2 : index
      %77 = arith.muli %c2_122, %arg12 : index
      %78 = arith.divui %77, %arg13 : index
      %c8_123 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %79 = arith.muli %78, %c6 : index
      %80 = arith.minui %79, %c8_123 : index
      %c1_124 = arith.constant 1 : index
      %81 = arith.addi %arg12, %c1_124 : index
      %c2_125 = arith.constant 2 : index
      %82 = arith.muli %c2_125, %81 : index
      %83 = arith.divui %82, %arg13 : index
      %c8_126 = arith.constant 8 : index
      %c6_127 = arith.constant 6 : index
      %84 = arith.muli %83, %c6_127 : index
      %85 = arith.minui %84, %c8_126 : index
      %c6_128 = arith.constant 6 : index
      scf.for %arg15 = %80 to %85 step %c6_128 {
        %c7 = arith.constant 7 : index
        %c0_129 = arith.constant 0 : index
        %86 = arith.addi %arg15, %c0_129 : index
        %87 = arith.minui %86, %c7 : index
        %c1_130 = arith.constant 1 : index
        %88 = arith.addi %arg15, %c1_130 : index
        %89 = arith.minui %88, %c7 : index
        %c2_131 = arith.constant 2 : index
        %90 = arith.addi %arg15, %c2_131 : index
        %91 = arith.minui %90, %c7 : index
        %c3 = arith.constant 3 : index
        %92 = arith.addi %arg15, %c3 : index
        %93 = arith.minui %92, %c7 : index
        %c4 = arith.constant 4 : index
        %94 = arith.addi %arg15, %c4 : index
        %95 = arith.minui %94, %c7 : index
        %c5 = arith.constant 5 : index
        %96 = arith.addi %arg15, %c5 : index
        %97 = arith.minui %96, %c7 : index
        %98 = arith.addi %arg14, %75 : index
        %c1_132 = arith.constant 1 : index
        scf.for %arg16 = %arg14 to %98 step %c1_132 {
          %c1_137 = arith.constant 1 : index
          %101 = arith.subi %98, %c1_137 : index
          %c0_138 = arith.constant 0 : index
          %102 = arith.addi %arg16, %c0_138 : index
          %c1_139 = arith.constant 1 : index
          %c64_140 = arith.constant 64 : index
          %c0_141 = arith.constant 0 : index
          %103:6 = scf.for %arg17 = %c0_141 to %c64_140 step %c1_139 iter_args(%arg18 = %cst_111, %arg19 = %cst_111, %arg20 = %cst_111, %arg21 = %cst_111, %arg22 = %cst_111, %arg23 = %cst_111) -> (f32, f32, f32, f32, f32, f32) {
            %104 = memref.load %view_103[%87, %arg17] : memref<8x64xf32>
            %105 = memref.load %view_103[%89, %arg17] : memref<8x64xf32>
            %106 = memref.load %view_103[%91, %arg17] : memref<8x64xf32>
            %107 = memref.load %view_103[%93, %arg17] : memref<8x64xf32>
            %108 = memref.load %view_103[%95, %arg17] : memref<8x64xf32>
            %109 = memref.load %view_103[%97, %arg17] : memref<8x64xf32>
            %110 = memref.load %arg6[%arg17, %102] : memref<64x16xf32>
            %111 = arith.mulf %104, %110 : f32
            %112 = arith.addf %111, %arg18 : f32
            %113 = arith.mulf %105, %110 : f32
            %114 = arith.addf %113, %arg19 : f32
            %115 = arith.mulf %106, %110 : f32
            %116 = arith.addf %115, %arg20 : f32
            %117 = arith.mulf %107, %110 : f32
            %118 = arith.addf %117, %arg21 : f32
            %119 = arith.mulf %108, %110 : f32
            %120 = arith.addf %119, %arg22 : f32
            %121 = arith.mulf %109, %110 : f32
            %122 = arith.addf %121, %arg23 : f32
            scf.yield %112, %114, %116, %118, %120, %122 : f32, f32, f32, f32, f32, f32
          }
          %c0_142 = arith.constant 0 : index
          memref.store %103#0, %alloc_112[%c0_142, %102] : memref<6x16xf32>
          %c1_143 = arith.constant 1 : index
          memref.store %103#1, %alloc_112[%c1_143, %102] : memref<6x16xf32>
          %c2_144 = arith.constant 2 : index
          memref.store %103#2, %alloc_112[%c2_144, %102] : memref<6x16xf32>
          %c3_145 = arith.constant 3 : index
          memref.store %103#3, %alloc_112[%c3_145, %102] : memref<6x16xf32>
          %c4_146 = arith.constant 4 : index
          memref.store %103#4, %alloc_112[%c4_146, %102] : memref<6x16xf32>
          %c5_147 = arith.constant 5 : index
          memref.store %103#5, %alloc_112[%c5_147, %102] : memref<6x16xf32>
        }
        %c8_133 = arith.constant 8 : index
        %99 = arith.subi %c8_133, %arg15 : index
        %c6_134 = arith.constant 6 : index
        %100 = arith.minui %c6_134, %99 : index
        %c1_135 = arith.constant 1 : index
        %c0_136 = arith.constant 0 : index
        scf.for %arg16 = %c0_136 to %100 step %c1_135 {
          %101 = arith.addi %arg15, %arg16 : index
          %c1_137 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %98 step %c1_137 {
            %102 = memref.load %view_84[%101, %arg17] : memref<8x16xf32>
            %103 = memref.load %alloc_112[%arg16, %arg17] : memref<6x16xf32>
            %104 = arith.addf %102, %103 : f32
            memref.store %104, %arg7[%101, %arg17] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_112 : memref<6x16xf32>
    %c1_116 = arith.constant 1 : index
    %73 = arith.cmpi ugt, %arg13, %c1_116 : index
    scf.if %73 {
      %c0_i64 = arith.constant 0 : i64
      %c1_117 = arith.constant 1 : index
      %74 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_117] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_118 = arith.constant 1 : i64
      %c0_119 = arith.constant 0 : index
      %75 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c0_119] : (i64, memref<2xi64>) -> i64
      %76 = arith.addi %75, %c1_i64 : i64
      %77 = arith.index_cast %arg13 : index to i64
      %78 = arith.cmpi eq, %76, %77 : i64
      scf.if %78 {
        %c0_i64_120 = arith.constant 0 : i64
        %c0_121 = arith.constant 0 : index
        %79 = memref.atomic_rmw assign %c0_i64_120, %arg10[%c0_121] : (i64, memref<2xi64>) -> i64
        %c1_i64_122 = arith.constant 1 : i64
        %c1_123 = arith.constant 1 : index
        %80 = memref.atomic_rmw addi %c1_i64_122, %arg10[%c1_123] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_120 = arith.constant 0 : i64
          %c1_121 = arith.constant 1 : index
          %79 = memref.atomic_rmw addi %c0_i64_120, %arg10[%c1_121] : (i64, memref<2xi64>) -> i64
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
