#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (4096)>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16x48xf32>, %arg3: memref<16x16xf32>, %arg4: memref<16xf32>, %arg5: memref<16x64xf32>, %arg6: memref<64x16xf32>, %arg7: memref<8x16xf32>, %arg8: memref<3072xi8>, %arg9: memref<?xi8>, %arg10: memref<2xi64>, %arg11: memref<4xi64>, %arg12: index, %arg13: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6656 : i64, pyc.scratch_bytes = #map} {
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
      %cst_98 = arith.constant 0.000000e+00 : f32
      %c1_99 = arith.constant 1 : index
      %c16_100 = arith.constant 16 : index
      %c0_101 = arith.constant 0 : index
      %58 = scf.for %arg15 = %c0_101 to %c16_100 step %c1_99 iter_args(%arg16 = %cst_98) -> (f32) {
        %60 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %61 = arith.addf %60, %arg16 fastmath<reassoc> : f32
        scf.yield %61 : f32
      } {loop_annotation = #loop_annotation}
      %cst_102 = arith.constant 0.000000e+00 : f32
      %c1_103 = arith.constant 1 : index
      %c16_104 = arith.constant 16 : index
      %c0_105 = arith.constant 0 : index
      %59 = scf.for %arg15 = %c0_105 to %c16_104 step %c1_103 iter_args(%arg16 = %cst_102) -> (f32) {
        %60 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %cst_109 = arith.constant 6.250000e-02 : f32
        %61 = arith.mulf %58, %cst_109 : f32
        %62 = arith.subf %60, %61 : f32
        %63 = arith.mulf %62, %62 : f32
        %64 = arith.addf %63, %arg16 fastmath<reassoc> : f32
        scf.yield %64 : f32
      } {loop_annotation = #loop_annotation}
      %c0_106 = arith.constant 0 : index
      %c16_107 = arith.constant 16 : index
      %c1_108 = arith.constant 1 : index
      scf.for %arg15 = %c0_106 to %c16_107 step %c1_108 {
        %60 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %c0_109 = arith.constant 0 : index
        %cst_110 = arith.constant 6.250000e-02 : f32
        %61 = arith.mulf %58, %cst_110 : f32
        %62 = arith.subf %60, %61 : f32
        %c0_111 = arith.constant 0 : index
        %cst_112 = arith.constant 6.250000e-02 : f32
        %63 = arith.mulf %59, %cst_112 : f32
        %cst_113 = arith.constant 9.99999974E-6 : f32
        %64 = arith.addf %63, %cst_113 : f32
        %65 = math.rsqrt %64 : f32
        %66 = arith.mulf %62, %65 : f32
        %67 = memref.load %arg1[%arg15] : memref<16xf32>
        %68 = arith.mulf %66, %67 : f32
        memref.store %68, %view[%arg14, %arg15] : memref<8x16xf32>
      } {loop_annotation = #loop_annotation1}
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg13, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c0_9 = arith.constant 0 : index
    %c512 = arith.constant 512 : index
    %view_10 = memref.view %arg8[%c512][] : memref<3072xi8> to memref<8x48xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<6x48xf32>
    %view_11 = memref.view %arg9[%c0_9][] : memref<?xi8> to memref<2x16x32xf32>
    %c1_12 = arith.constant 1 : index
    %c48 = arith.constant 48 : index
    %10 = arith.subi %c48, %c1_12 : index
    %c0_13 = arith.constant 0 : index
    %c48_14 = arith.constant 48 : index
    %c48_15 = arith.constant 48 : index
    scf.for %arg14 = %c0_13 to %c48_14 step %c48_15 {
      %58 = arith.subi %c48_14, %arg14 : index
      %c48_98 = arith.constant 48 : index
      %59 = arith.minui %c48_98, %58 : index
      %c32 = arith.constant 32 : index
      %60 = arith.divui %59, %c32 : index
      %c32_99 = arith.constant 32 : index
      %61 = arith.muli %60, %c32_99 : index
      %62 = arith.subi %59, %61 : index
      %c32_100 = arith.constant 32 : index
      %63 = arith.ceildivui %59, %c32_100 : index
      %c1_101 = arith.constant 1 : index
      %64 = arith.muli %63, %c1_101 : index
      %c0_102 = arith.constant 0 : index
      %c1_103 = arith.constant 1 : index
      %65 = arith.ceildivui %64, %c1_103 : index
      %66 = arith.muli %65, %arg12 : index
      %67 = arith.divui %66, %arg13 : index
      %c1_104 = arith.constant 1 : index
      %68 = arith.muli %67, %c1_104 : index
      %69 = arith.minui %68, %64 : index
      %c1_105 = arith.constant 1 : index
      %70 = arith.addi %arg12, %c1_105 : index
      %c1_106 = arith.constant 1 : index
      %71 = arith.ceildivui %64, %c1_106 : index
      %72 = arith.muli %71, %70 : index
      %73 = arith.divui %72, %arg13 : index
      %c1_107 = arith.constant 1 : index
      %74 = arith.muli %73, %c1_107 : index
      %75 = arith.minui %74, %64 : index
      %c1_108 = arith.constant 1 : index
      scf.for %arg15 = %69 to %75 step %c1_108 {
        %87 = arith.divui %arg15, %c1_101 : index
        %88 = arith.remui %arg15, %c1_101 : index
        %c32_120 = arith.constant 32 : index
        %89 = arith.muli %87, %c32_120 : index
        %90 = arith.addi %arg14, %89 : index
        %c0_121 = arith.constant 0 : index
        %c16_122 = arith.constant 16 : index
        %91 = arith.muli %88, %c16_122 : index
        %92 = arith.minui %91, %c0_121 : index
        %c48_123 = arith.constant 48 : index
        %c32_124 = arith.constant 32 : index
        %93 = arith.addi %90, %c32_124 : index
        %94 = arith.cmpi ule, %93, %c48_123 : index
        scf.if %94 {
          %c0_125 = arith.constant 0 : index
          %95 = arith.addi %92, %c0_125 : index
          %c0_126 = arith.constant 0 : index
          %96 = vector.load %arg2[%95, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %96, %view_11[%87, %95, %c0_126] : memref<2x16x32xf32>, vector<32xf32>
          %c1_127 = arith.constant 1 : index
          %97 = arith.addi %92, %c1_127 : index
          %c0_128 = arith.constant 0 : index
          %98 = vector.load %arg2[%97, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %98, %view_11[%87, %97, %c0_128] : memref<2x16x32xf32>, vector<32xf32>
          %c2_129 = arith.constant 2 : index
          %99 = arith.addi %92, %c2_129 : index
          %c0_130 = arith.constant 0 : index
          %100 = vector.load %arg2[%99, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %100, %view_11[%87, %99, %c0_130] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %101 = arith.addi %92, %c3 : index
          %c0_131 = arith.constant 0 : index
          %102 = vector.load %arg2[%101, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %102, %view_11[%87, %101, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %103 = arith.addi %92, %c4 : index
          %c0_132 = arith.constant 0 : index
          %104 = vector.load %arg2[%103, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %104, %view_11[%87, %103, %c0_132] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %105 = arith.addi %92, %c5 : index
          %c0_133 = arith.constant 0 : index
          %106 = vector.load %arg2[%105, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %106, %view_11[%87, %105, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
          %c6_134 = arith.constant 6 : index
          %107 = arith.addi %92, %c6_134 : index
          %c0_135 = arith.constant 0 : index
          %108 = vector.load %arg2[%107, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %108, %view_11[%87, %107, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %109 = arith.addi %92, %c7 : index
          %c0_136 = arith.constant 0 : index
          %110 = vector.load %arg2[%109, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %110, %view_11[%87, %109, %c0_136] : memref<2x16x32xf32>, vector<32xf32>
          %c8_137 = arith.constant 8 : index
          %111 = arith.addi %92, %c8_137 : index
          %c0_138 = arith.constant 0 : index
          %112 = vector.load %arg2[%111, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %112, %view_11[%87, %111, %c0_138] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %113 = arith.addi %92, %c9 : index
          %c0_139 = arith.constant 0 : index
          %114 = vector.load %arg2[%113, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %114, %view_11[%87, %113, %c0_139] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %115 = arith.addi %92, %c10 : index
          %c0_140 = arith.constant 0 : index
          %116 = vector.load %arg2[%115, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %116, %view_11[%87, %115, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %117 = arith.addi %92, %c11 : index
          %c0_141 = arith.constant 0 : index
          %118 = vector.load %arg2[%117, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %118, %view_11[%87, %117, %c0_141] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %119 = arith.addi %92, %c12 : index
          %c0_142 = arith.constant 0 : index
          %120 = vector.load %arg2[%119, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %120, %view_11[%87, %119, %c0_142] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %121 = arith.addi %92, %c13 : index
          %c0_143 = arith.constant 0 : index
          %122 = vector.load %arg2[%121, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %122, %view_11[%87, %121, %c0_143] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %123 = arith.addi %92, %c14 : index
          %c0_144 = arith.constant 0 : index
          %124 = vector.load %arg2[%123, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %124, %view_11[%87, %123, %c0_144] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %125 = arith.addi %92, %c15 : index
          %c0_145 = arith.constant 0 : index
          %126 = vector.load %arg2[%125, %90] : memref<16x48xf32>, vector<32xf32>
          vector.store %126, %view_11[%87, %125, %c0_145] : memref<2x16x32xf32>, vector<32xf32>
        } else {
          %c48_125 = arith.constant 48 : index
          %95 = arith.subi %c48_125, %90 : index
          %c32_126 = arith.constant 32 : index
          %96 = arith.minui %c32_126, %95 : index
          %97 = vector.create_mask %96 : vector<32xi1>
          %c0_127 = arith.constant 0 : index
          %98 = arith.addi %92, %c0_127 : index
          %c0_128 = arith.constant 0 : index
          %cst_129 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %99 = vector.maskedload %arg2[%98, %90], %97, %cst_129 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %99, %view_11[%87, %98, %c0_128] : memref<2x16x32xf32>, vector<32xf32>
          %c1_130 = arith.constant 1 : index
          %100 = arith.addi %92, %c1_130 : index
          %c0_131 = arith.constant 0 : index
          %cst_132 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %101 = vector.maskedload %arg2[%100, %90], %97, %cst_132 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %101, %view_11[%87, %100, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c2_133 = arith.constant 2 : index
          %102 = arith.addi %92, %c2_133 : index
          %c0_134 = arith.constant 0 : index
          %cst_135 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %103 = vector.maskedload %arg2[%102, %90], %97, %cst_135 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %103, %view_11[%87, %102, %c0_134] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %104 = arith.addi %92, %c3 : index
          %c0_136 = arith.constant 0 : index
          %cst_137 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %105 = vector.maskedload %arg2[%104, %90], %97, %cst_137 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %105, %view_11[%87, %104, %c0_136] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %106 = arith.addi %92, %c4 : index
          %c0_138 = arith.constant 0 : index
          %cst_139 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %107 = vector.maskedload %arg2[%106, %90], %97, %cst_139 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %107, %view_11[%87, %106, %c0_138] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %108 = arith.addi %92, %c5 : index
          %c0_140 = arith.constant 0 : index
          %cst_141 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %109 = vector.maskedload %arg2[%108, %90], %97, %cst_141 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %109, %view_11[%87, %108, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
          %c6_142 = arith.constant 6 : index
          %110 = arith.addi %92, %c6_142 : index
          %c0_143 = arith.constant 0 : index
          %cst_144 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %111 = vector.maskedload %arg2[%110, %90], %97, %cst_144 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %111, %view_11[%87, %110, %c0_143] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %112 = arith.addi %92, %c7 : index
          %c0_145 = arith.constant 0 : index
          %cst_146 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %113 = vector.maskedload %arg2[%112, %90], %97, %cst_146 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %113, %view_11[%87, %112, %c0_145] : memref<2x16x32xf32>, vector<32xf32>
          %c8_147 = arith.constant 8 : index
          %114 = arith.addi %92, %c8_147 : index
          %c0_148 = arith.constant 0 : index
          %cst_149 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %115 = vector.maskedload %arg2[%114, %90], %97, %cst_149 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %115, %view_11[%87, %114, %c0_148] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %116 = arith.addi %92, %c9 : index
          %c0_150 = arith.constant 0 : index
          %cst_151 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %117 = vector.maskedload %arg2[%116, %90], %97, %cst_151 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %117, %view_11[%87, %116, %c0_150] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %118 = arith.addi %92, %c10 : index
          %c0_152 = arith.constant 0 : index
          %cst_153 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %119 = vector.maskedload %arg2[%118, %90], %97, %cst_153 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %119, %view_11[%87, %118, %c0_152] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %120 = arith.addi %92, %c11 : index
          %c0_154 = arith.constant 0 : index
          %cst_155 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %121 = vector.maskedload %arg2[%120, %90], %97, %cst_155 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %121, %view_11[%87, %120, %c0_154] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %122 = arith.addi %92, %c12 : index
          %c0_156 = arith.constant 0 : index
          %cst_157 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %123 = vector.maskedload %arg2[%122, %90], %97, %cst_157 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %123, %view_11[%87, %122, %c0_156] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %124 = arith.addi %92, %c13 : index
          %c0_158 = arith.constant 0 : index
          %cst_159 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %125 = vector.maskedload %arg2[%124, %90], %97, %cst_159 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %125, %view_11[%87, %124, %c0_158] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %126 = arith.addi %92, %c14 : index
          %c0_160 = arith.constant 0 : index
          %cst_161 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %127 = vector.maskedload %arg2[%126, %90], %97, %cst_161 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %127, %view_11[%87, %126, %c0_160] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %128 = arith.addi %92, %c15 : index
          %c0_162 = arith.constant 0 : index
          %cst_163 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %129 = vector.maskedload %arg2[%128, %90], %97, %cst_163 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %129, %view_11[%87, %128, %c0_162] : memref<2x16x32xf32>, vector<32xf32>
        }
      }
      %c1_109 = arith.constant 1 : index
      %76 = arith.cmpi ugt, %arg13, %c1_109 : index
      scf.if %76 {
        %c0_i64 = arith.constant 0 : i64
        %c1_120 = arith.constant 1 : index
        %87 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_120] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %c0_122 = arith.constant 0 : index
        %88 = memref.atomic_rmw addi %c1_i64_121, %arg10[%c0_122] : (i64, memref<2xi64>) -> i64
        %89 = arith.addi %88, %c1_i64 : i64
        %90 = arith.index_cast %arg13 : index to i64
        %91 = arith.cmpi eq, %89, %90 : i64
        scf.if %91 {
          %c0_i64_123 = arith.constant 0 : i64
          %c0_124 = arith.constant 0 : index
          %92 = memref.atomic_rmw assign %c0_i64_123, %arg10[%c0_124] : (i64, memref<2xi64>) -> i64
          %c1_i64_125 = arith.constant 1 : i64
          %c1_126 = arith.constant 1 : index
          %93 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c1_126] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_123 = arith.constant 0 : i64
            %c1_124 = arith.constant 1 : index
            %92 = memref.atomic_rmw addi %c0_i64_123, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
            %93 = arith.cmpi eq, %92, %87 : i64
            scf.condition(%93)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      }
      %c0_110 = arith.constant 0 : index
      %c8_111 = arith.constant 8 : index
      %c2_112 = arith.constant 2 : index
      %77 = arith.muli %c2_112, %arg12 : index
      %78 = arith.divui %77, %arg13 : index
      %c8_113 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %79 = arith.muli %78, %c6 : index
      %80 = arith.minui %79, %c8_113 : index
      %c1_114 = arith.constant 1 : index
      %81 = arith.addi %arg12, %c1_114 : index
      %c2_115 = arith.constant 2 : index
      %82 = arith.muli %c2_115, %81 : index
      %83 = arith.divui %82, %arg13 : index
      %c8_116 = arith.constant 8 : index
      %c6_117 = arith.constant 6 : index
      %84 = arith.muli %83, %c6_117 : index
      %85 = arith.minui %84, %c8_116 : index
      %c6_118 = arith.constant 6 : index
      scf.for %arg15 = %80 to %85 step %c6_118 {
        %c7 = arith.constant 7 : index
        %c0_120 = arith.constant 0 : index
        %87 = arith.addi %arg15, %c0_120 : index
        %88 = arith.minui %87, %c7 : index
        %c1_121 = arith.constant 1 : index
        %89 = arith.addi %arg15, %c1_121 : index
        %90 = arith.minui %89, %c7 : index
        %c2_122 = arith.constant 2 : index
        %91 = arith.addi %arg15, %c2_122 : index
        %92 = arith.minui %91, %c7 : index
        %c3 = arith.constant 3 : index
        %93 = arith.addi %arg15, %c3 : index
        %94 = arith.minui %93, %c7 : index
        %c4 = arith.constant 4 : index
        %95 = arith.addi %arg15, %c4 : index
        %96 = arith.minui %95, %c7 : index
        %c5 = arith.constant 5 : index
        %97 = arith.addi %arg15, %c5 : index
        %98 = arith.minui %97, %c7 : index
        %99 = arith.addi %arg14, %59 : index
        %c1_123 = arith.constant 1 : index
        %c0_124 = arith.constant 0 : index
        scf.for %arg16 = %c0_124 to %60 step %c1_123 {
          %c32_130 = arith.constant 32 : index
          %103 = arith.muli %arg16, %c32_130 : index
          %104 = arith.addi %arg14, %103 : index
          %cst_131 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_132 = arith.constant 1 : index
          %c16_133 = arith.constant 16 : index
          %c0_134 = arith.constant 0 : index
          %105:6 = scf.for %arg17 = %c0_134 to %c16_133 step %c1_132 iter_args(%arg18 = %cst_131, %arg19 = %cst_131, %arg20 = %cst_131, %arg21 = %cst_131, %arg22 = %cst_131, %arg23 = %cst_131) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_141 = arith.constant 0 : index
            %106 = vector.load %view_11[%arg16, %arg17, %c0_141] : memref<2x16x32xf32>, vector<32xf32>
            %107 = memref.load %view[%88, %arg17] : memref<8x16xf32>
            %108 = vector.broadcast %107 : f32 to vector<32xf32>
            %109 = vector.fma %108, %106, %arg18 : vector<32xf32>
            %110 = memref.load %view[%90, %arg17] : memref<8x16xf32>
            %111 = vector.broadcast %110 : f32 to vector<32xf32>
            %112 = vector.fma %111, %106, %arg19 : vector<32xf32>
            %113 = memref.load %view[%92, %arg17] : memref<8x16xf32>
            %114 = vector.broadcast %113 : f32 to vector<32xf32>
            %115 = vector.fma %114, %106, %arg20 : vector<32xf32>
            %116 = memref.load %view[%94, %arg17] : memref<8x16xf32>
            %117 = vector.broadcast %116 : f32 to vector<32xf32>
            %118 = vector.fma %117, %106, %arg21 : vector<32xf32>
            %119 = memref.load %view[%96, %arg17] : memref<8x16xf32>
            %120 = vector.broadcast %119 : f32 to vector<32xf32>
            %121 = vector.fma %120, %106, %arg22 : vector<32xf32>
            %122 = memref.load %view[%98, %arg17] : memref<8x16xf32>
            %123 = vector.broadcast %122 : f32 to vector<32xf32>
            %124 = vector.fma %123, %106, %arg23 : vector<32xf32>
            scf.yield %109, %112, %115, %118, %121, %124 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_135 = arith.constant 0 : index
          vector.store %105#0, %alloc[%c0_135, %104] : memref<6x48xf32>, vector<32xf32>
          %c1_136 = arith.constant 1 : index
          vector.store %105#1, %alloc[%c1_136, %104] : memref<6x48xf32>, vector<32xf32>
          %c2_137 = arith.constant 2 : index
          vector.store %105#2, %alloc[%c2_137, %104] : memref<6x48xf32>, vector<32xf32>
          %c3_138 = arith.constant 3 : index
          vector.store %105#3, %alloc[%c3_138, %104] : memref<6x48xf32>, vector<32xf32>
          %c4_139 = arith.constant 4 : index
          vector.store %105#4, %alloc[%c4_139, %104] : memref<6x48xf32>, vector<32xf32>
          %c5_140 = arith.constant 5 : index
          vector.store %105#5, %alloc[%c5_140, %104] : memref<6x48xf32>, vector<32xf32>
        }
        %c2_125 = arith.constant 2 : index
        %100 = arith.cmpi ule, %62, %c2_125 : index
        scf.if %100 {
          %103 = arith.addi %arg14, %61 : index
          %c1_130 = arith.constant 1 : index
          scf.for %arg16 = %103 to %99 step %c1_130 {
            %c1_131 = arith.constant 1 : index
            %104 = arith.subi %99, %c1_131 : index
            %c0_132 = arith.constant 0 : index
            %105 = arith.addi %arg16, %c0_132 : index
            %c1_133 = arith.constant 1 : index
            %c16_134 = arith.constant 16 : index
            %c0_135 = arith.constant 0 : index
            %106:6 = scf.for %arg17 = %c0_135 to %c16_134 step %c1_133 iter_args(%arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst) -> (f32, f32, f32, f32, f32, f32) {
              %107 = memref.load %view[%88, %arg17] : memref<8x16xf32>
              %108 = memref.load %view[%90, %arg17] : memref<8x16xf32>
              %109 = memref.load %view[%92, %arg17] : memref<8x16xf32>
              %110 = memref.load %view[%94, %arg17] : memref<8x16xf32>
              %111 = memref.load %view[%96, %arg17] : memref<8x16xf32>
              %112 = memref.load %view[%98, %arg17] : memref<8x16xf32>
              %113 = memref.load %arg2[%arg17, %105] : memref<16x48xf32>
              %114 = arith.mulf %107, %113 : f32
              %115 = arith.addf %114, %arg18 : f32
              %116 = arith.mulf %108, %113 : f32
              %117 = arith.addf %116, %arg19 : f32
              %118 = arith.mulf %109, %113 : f32
              %119 = arith.addf %118, %arg20 : f32
              %120 = arith.mulf %110, %113 : f32
              %121 = arith.addf %120, %arg21 : f32
              %122 = arith.mulf %111, %113 : f32
              %123 = arith.addf %122, %arg22 : f32
              %124 = arith.mulf %112, %113 : f32
              %125 = arith.addf %124, %arg23 : f32
              scf.yield %115, %117, %119, %121, %123, %125 : f32, f32, f32, f32, f32, f32
            }
            %c0_136 = arith.constant 0 : index
            memref.store %106#0, %alloc[%c0_136, %105] : memref<6x48xf32>
            %c1_137 = arith.constant 1 : index
            memref.store %106#1, %alloc[%c1_137, %105] : memref<6x48xf32>
            %c2_138 = arith.constant 2 : index
            memref.store %106#2, %alloc[%c2_138, %105] : memref<6x48xf32>
            %c3_139 = arith.constant 3 : index
            memref.store %106#3, %alloc[%c3_139, %105] : memref<6x48xf32>
            %c4_140 = arith.constant 4 : index
            memref.store %106#4, %alloc[%c4_140, %105] : memref<6x48xf32>
            %c5_141 = arith.constant 5 : index
            memref.store %106#5, %alloc[%c5_141, %105] : memref<6x48xf32>
          }
        } else {
          %103 = arith.addi %arg14, %61 : index
          %c48_130 = arith.constant 48 : index
          %104 = arith.subi %c48_130, %103 : index
          %c32_131 = arith.constant 32 : index
          %105 = arith.minui %c32_131, %104 : index
          %106 = vector.create_mask %105 : vector<32xi1>
          %c32_132 = arith.constant 32 : index
          %107 = arith.muli %60, %c32_132 : index
          %108 = arith.addi %arg14, %107 : index
          %cst_133 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_134 = arith.constant 1 : index
          %c16_135 = arith.constant 16 : index
          %c0_136 = arith.constant 0 : index
          %109:6 = scf.for %arg16 = %c0_136 to %c16_135 step %c1_134 iter_args(%arg17 = %cst_133, %arg18 = %cst_133, %arg19 = %cst_133, %arg20 = %cst_133, %arg21 = %cst_133, %arg22 = %cst_133) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_143 = arith.constant 0 : index
            %110 = vector.load %view_11[%60, %arg16, %c0_143] : memref<2x16x32xf32>, vector<32xf32>
            %111 = memref.load %view[%88, %arg16] : memref<8x16xf32>
            %112 = vector.broadcast %111 : f32 to vector<32xf32>
            %113 = vector.fma %112, %110, %arg17 : vector<32xf32>
            %114 = memref.load %view[%90, %arg16] : memref<8x16xf32>
            %115 = vector.broadcast %114 : f32 to vector<32xf32>
            %116 = vector.fma %115, %110, %arg18 : vector<32xf32>
            %117 = memref.load %view[%92, %arg16] : memref<8x16xf32>
            %118 = vector.broadcast %117 : f32 to vector<32xf32>
            %119 = vector.fma %118, %110, %arg19 : vector<32xf32>
            %120 = memref.load %view[%94, %arg16] : memref<8x16xf32>
            %121 = vector.broadcast %120 : f32 to vector<32xf32>
            %122 = vector.fma %121, %110, %arg20 : vector<32xf32>
            %123 = memref.load %view[%96, %arg16] : memref<8x16xf32>
            %124 = vector.broadcast %123 : f32 to vector<32xf32>
            %125 = vector.fma %124, %110, %arg21 : vector<32xf32>
            %126 = memref.load %view[%98, %arg16] : memref<8x16xf32>
            %127 = vector.broadcast %126 : f32 to vector<32xf32>
            %128 = vector.fma %127, %110, %arg22 : vector<32xf32>
            scf.yield %113, %116, %119, %122, %125, %128 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_137 = arith.constant 0 : index
          vector.maskedstore %alloc[%c0_137, %108], %106, %109#0 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c1_138 = arith.constant 1 : index
          vector.maskedstore %alloc[%c1_138, %108], %106, %109#1 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c2_139 = arith.constant 2 : index
          vector.maskedstore %alloc[%c2_139, %108], %106, %109#2 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c3_140 = arith.constant 3 : index
          vector.maskedstore %alloc[%c3_140, %108], %106, %109#3 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c4_141 = arith.constant 4 : index
          vector.maskedstore %alloc[%c4_141, %108], %106, %109#4 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c5_142 = arith.constant 5 : index
          vector.maskedstore %alloc[%c5_142, %108], %106, %109#5 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
        }
        %c8_126 = arith.constant 8 : index
        %101 = arith.subi %c8_126, %arg15 : index
        %c6_127 = arith.constant 6 : index
        %102 = arith.minui %c6_127, %101 : index
        %c1_128 = arith.constant 1 : index
        %c0_129 = arith.constant 0 : index
        scf.for %arg16 = %c0_129 to %102 step %c1_128 {
          %103 = arith.addi %arg15, %arg16 : index
          %c1_130 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %99 step %c1_130 {
            %104 = memref.load %alloc[%arg16, %arg17] : memref<6x48xf32>
            memref.store %104, %view_10[%103, %arg17] : memref<8x48xf32>
          }
        }
      }
      %c1_119 = arith.constant 1 : index
      %86 = arith.cmpi ugt, %arg13, %c1_119 : index
      scf.if %86 {
        %c0_i64 = arith.constant 0 : i64
        %c1_120 = arith.constant 1 : index
        %87 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_120] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %c0_122 = arith.constant 0 : index
        %88 = memref.atomic_rmw addi %c1_i64_121, %arg10[%c0_122] : (i64, memref<2xi64>) -> i64
        %89 = arith.addi %88, %c1_i64 : i64
        %90 = arith.index_cast %arg13 : index to i64
        %91 = arith.cmpi eq, %89, %90 : i64
        scf.if %91 {
          %c0_i64_123 = arith.constant 0 : i64
          %c0_124 = arith.constant 0 : index
          %92 = memref.atomic_rmw assign %c0_i64_123, %arg10[%c0_124] : (i64, memref<2xi64>) -> i64
          %c1_i64_125 = arith.constant 1 : i64
          %c1_126 = arith.constant 1 : index
          %93 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c1_126] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_123 = arith.constant 0 : i64
            %c1_124 = arith.constant 1 : index
            %92 = memref.atomic_rmw addi %c0_i64_123, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
            %93 = arith.cmpi eq, %92, %87 : i64
            scf.condition(%93)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc : memref<6x48xf32>
    %c1_16 = arith.constant 1 : index
    %11 = arith.cmpi ugt, %arg13, %c1_16 : index
    scf.if %11 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c0_17 = arith.constant 0 : index
    %view_18 = memref.view %arg8[%c0_17][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_19 = arith.constant 0.000000e+00 : f32
    %alloc_20 = memref.alloc() : memref<6x8xf32>
    %c0_21 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_22 = arith.constant 2 : index
    %12 = arith.muli %c2_22, %arg12 : index
    %13 = arith.divui %12, %arg13 : index
    %c2_23 = arith.constant 2 : index
    %c1_24 = arith.constant 1 : index
    %14 = arith.muli %13, %c1_24 : index
    %15 = arith.minui %14, %c2_23 : index
    %c1_25 = arith.constant 1 : index
    %16 = arith.addi %arg12, %c1_25 : index
    %c2_26 = arith.constant 2 : index
    %17 = arith.muli %c2_26, %16 : index
    %18 = arith.divui %17, %arg13 : index
    %c2_27 = arith.constant 2 : index
    %c1_28 = arith.constant 1 : index
    %19 = arith.muli %18, %c1_28 : index
    %20 = arith.minui %19, %c2_27 : index
    %c1_29 = arith.constant 1 : index
    scf.for %arg14 = %15 to %20 step %c1_29 {
      %c1_98 = arith.constant 1 : index
      %c8_99 = arith.constant 8 : index
      %58 = arith.subi %c8_99, %c1_98 : index
      %c0_100 = arith.constant 0 : index
      %c8_101 = arith.constant 8 : index
      %c8_102 = arith.constant 8 : index
      scf.for %arg15 = %c0_100 to %c8_101 step %c8_102 {
        %59 = arith.subi %c8_101, %arg15 : index
        %c8_103 = arith.constant 8 : index
        %60 = arith.minui %c8_103, %59 : index
        %c0_104 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %61 = arith.muli %c0_104, %c32 : index
        %62 = arith.subi %60, %61 : index
        %c0_105 = arith.constant 0 : index
        %c0_106 = arith.constant 0 : index
        %c8_107 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg16 = %c0_106 to %c8_107 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_108 = arith.constant 0 : index
          %63 = arith.addi %arg16, %c0_108 : index
          %64 = arith.minui %63, %c7 : index
          %c1_109 = arith.constant 1 : index
          %65 = arith.addi %arg16, %c1_109 : index
          %66 = arith.minui %65, %c7 : index
          %c2_110 = arith.constant 2 : index
          %67 = arith.addi %arg16, %c2_110 : index
          %68 = arith.minui %67, %c7 : index
          %c3 = arith.constant 3 : index
          %69 = arith.addi %arg16, %c3 : index
          %70 = arith.minui %69, %c7 : index
          %c4 = arith.constant 4 : index
          %71 = arith.addi %arg16, %c4 : index
          %72 = arith.minui %71, %c7 : index
          %c5 = arith.constant 5 : index
          %73 = arith.addi %arg16, %c5 : index
          %74 = arith.minui %73, %c7 : index
          %75 = arith.addi %arg15, %60 : index
          %c1_111 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %75 step %c1_111 {
            %c1_116 = arith.constant 1 : index
            %78 = arith.subi %75, %c1_116 : index
            %c0_117 = arith.constant 0 : index
            %79 = arith.addi %arg17, %c0_117 : index
            %c1_118 = arith.constant 1 : index
            %c8_119 = arith.constant 8 : index
            %c0_120 = arith.constant 0 : index
            %80:6 = scf.for %arg18 = %c0_120 to %c8_119 step %c1_118 iter_args(%arg19 = %cst_19, %arg20 = %cst_19, %arg21 = %cst_19, %arg22 = %cst_19, %arg23 = %cst_19, %arg24 = %cst_19) -> (f32, f32, f32, f32, f32, f32) {
              %c0_127 = arith.constant 0 : index
              %c2_128 = arith.constant 2 : index
              %81 = arith.muli %c0_127, %c2_128 : index
              %82 = arith.addi %81, %arg14 : index
              %c8_129 = arith.constant 8 : index
              %83 = arith.muli %82, %c8_129 : index
              %84 = arith.addi %83, %arg18 : index
              %c1_130 = arith.constant 1 : index
              %85 = arith.muli %64, %c1_130 : index
              %c0_131 = arith.constant 0 : index
              %86 = arith.addi %c0_131, %85 : index
              %c1_132 = arith.constant 1 : index
              %87 = arith.muli %84, %c1_132 : index
              %c0_133 = arith.constant 0 : index
              %88 = arith.addi %c0_133, %87 : index
              %89 = memref.load %view_10[%86, %88] : memref<8x48xf32>
              %c0_134 = arith.constant 0 : index
              %c2_135 = arith.constant 2 : index
              %90 = arith.muli %c0_134, %c2_135 : index
              %91 = arith.addi %90, %arg14 : index
              %c8_136 = arith.constant 8 : index
              %92 = arith.muli %91, %c8_136 : index
              %93 = arith.addi %92, %arg18 : index
              %c1_137 = arith.constant 1 : index
              %94 = arith.muli %66, %c1_137 : index
              %c0_138 = arith.constant 0 : index
              %95 = arith.addi %c0_138, %94 : index
              %c1_139 = arith.constant 1 : index
              %96 = arith.muli %93, %c1_139 : index
              %c0_140 = arith.constant 0 : index
              %97 = arith.addi %c0_140, %96 : index
              %98 = memref.load %view_10[%95, %97] : memref<8x48xf32>
              %c0_141 = arith.constant 0 : index
              %c2_142 = arith.constant 2 : index
              %99 = arith.muli %c0_141, %c2_142 : index
              %100 = arith.addi %99, %arg14 : index
              %c8_143 = arith.constant 8 : index
              %101 = arith.muli %100, %c8_143 : index
              %102 = arith.addi %101, %arg18 : index
              %c1_144 = arith.constant 1 : index
              %103 = arith.muli %68, %c1_144 : index
              %c0_145 = arith.constant 0 : index
              %104 = arith.addi %c0_145, %103 : index
              %c1_146 = arith.constant 1 : index
              %105 = arith.muli %102, %c1_146 : index
              %c0_147 = arith.constant 0 : index
              %106 = arith.addi %c0_147, %105 : index
              %107 = memref.load %view_10[%104, %106] : memref<8x48xf32>
              %c0_148 = arith.constant 0 : index
              %c2_149 = arith.constant 2 : index
              %108 = arith.muli %c0_148, %c2_149 : index
              %109 = arith.addi %108, %arg14 : index
              %c8_150 = arith.constant 8 : index
              %110 = arith.muli %109, %c8_150 : index
              %111 = arith.addi %110, %arg18 : index
              %c1_151 = arith.constant 1 : index
              %112 = arith.muli %70, %c1_151 : index
              %c0_152 = arith.constant 0 : index
              %113 = arith.addi %c0_152, %112 : index
              %c1_153 = arith.constant 1 : index
              %114 = arith.muli %111, %c1_153 : index
              %c0_154 = arith.constant 0 : index
              %115 = arith.addi %c0_154, %114 : index
              %116 = memref.load %view_10[%113, %115] : memref<8x48xf32>
              %c0_155 = arith.constant 0 : index
              %c2_156 = arith.constant 2 : index
              %117 = arith.muli %c0_155, %c2_156 : index
              %118 = arith.addi %117, %arg14 : index
              %c8_157 = arith.constant 8 : index
              %119 = arith.muli %118, %c8_157 : index
              %120 = arith.addi %119, %arg18 : index
              %c1_158 = arith.constant 1 : index
              %121 = arith.muli %72, %c1_158 : index
              %c0_159 = arith.constant 0 : index
              %122 = arith.addi %c0_159, %121 : index
              %c1_160 = arith.constant 1 : index
              %123 = arith.muli %120, %c1_160 : index
              %c0_161 = arith.constant 0 : index
              %124 = arith.addi %c0_161, %123 : index
              %125 = memref.load %view_10[%122, %124] : memref<8x48xf32>
              %c0_162 = arith.constant 0 : index
              %c2_163 = arith.constant 2 : index
              %126 = arith.muli %c0_162, %c2_163 : index
              %127 = arith.addi %126, %arg14 : index
              %c8_164 = arith.constant 8 : index
              %128 = arith.muli %127, %c8_164 : index
              %129 = arith.addi %128, %arg18 : index
              %c1_165 = arith.constant 1 : index
              %130 = arith.muli %74, %c1_165 : index
              %c0_166 = arith.constant 0 : index
              %131 = arith.addi %c0_166, %130 : index
              %c1_167 = arith.constant 1 : index
              %132 = arith.muli %129, %c1_167 : index
              %c0_168 = arith.constant 0 : index
              %133 = arith.addi %c0_168, %132 : index
              %134 = memref.load %view_10[%131, %133] : memref<8x48xf32>
              %c0_169 = arith.constant 0 : index
              %c2_170 = arith.constant 2 : index
              %135 = arith.muli %c0_169, %c2_170 : index
              %136 = arith.addi %135, %arg14 : index
              %c8_171 = arith.constant 8 : index
              %137 = arith.muli %136, %c8_171 : index
              %138 = arith.addi %137, %arg18 : index
              %c1_172 = arith.constant 1 : index
              %139 = arith.muli %79, %c1_172 : index
              %c0_173 = arith.constant 0 : index
              %140 = arith.addi %c0_173, %139 : index
              %c1_174 = arith.constant 1 : index
              %141 = arith.muli %138, %c1_174 : index
              %c16_175 = arith.constant 16 : index
              %142 = arith.addi %c16_175, %141 : index
              %143 = memref.load %view_10[%140, %142] : memref<8x48xf32>
              %144 = arith.mulf %89, %143 : f32
              %145 = arith.addf %144, %arg19 : f32
              %146 = arith.mulf %98, %143 : f32
              %147 = arith.addf %146, %arg20 : f32
              %148 = arith.mulf %107, %143 : f32
              %149 = arith.addf %148, %arg21 : f32
              %150 = arith.mulf %116, %143 : f32
              %151 = arith.addf %150, %arg22 : f32
              %152 = arith.mulf %125, %143 : f32
              %153 = arith.addf %152, %arg23 : f32
              %154 = arith.mulf %134, %143 : f32
              %155 = arith.addf %154, %arg24 : f32
              scf.yield %145, %147, %149, %151, %153, %155 : f32, f32, f32, f32, f32, f32
            }
            %c0_121 = arith.constant 0 : index
            memref.store %80#0, %alloc_20[%c0_121, %79] : memref<6x8xf32>
            %c1_122 = arith.constant 1 : index
            memref.store %80#1, %alloc_20[%c1_122, %79] : memref<6x8xf32>
            %c2_123 = arith.constant 2 : index
            memref.store %80#2, %alloc_20[%c2_123, %79] : memref<6x8xf32>
            %c3_124 = arith.constant 3 : index
            memref.store %80#3, %alloc_20[%c3_124, %79] : memref<6x8xf32>
            %c4_125 = arith.constant 4 : index
            memref.store %80#4, %alloc_20[%c4_125, %79] : memref<6x8xf32>
            %c5_126 = arith.constant 5 : index
            memref.store %80#5, %alloc_20[%c5_126, %79] : memref<6x8xf32>
          }
          %c8_112 = arith.constant 8 : index
          %76 = arith.subi %c8_112, %arg16 : index
          %c6_113 = arith.constant 6 : index
          %77 = arith.minui %c6_113, %76 : index
          %c1_114 = arith.constant 1 : index
          %c0_115 = arith.constant 0 : index
          scf.for %arg17 = %c0_115 to %77 step %c1_114 {
            %78 = arith.addi %arg16, %arg17 : index
            %c1_116 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %75 step %c1_116 {
              %c0_117 = arith.constant 0 : index
              %79 = arith.index_cast %arg18 : index to i64
              %c0_118 = arith.constant 0 : index
              %80 = arith.index_cast %78 : index to i64
              %81 = arith.subi %79, %80 : i64
              %c0_i64 = arith.constant 0 : i64
              %82 = arith.cmpi sle, %81, %c0_i64 : i64
              %true = arith.constant true
              %83 = arith.xori %82, %true : i1
              %cst_119 = arith.constant 0xFF800000 : f32
              %84 = memref.load %alloc_20[%arg17, %arg18] : memref<6x8xf32>
              %cst_120 = arith.constant 2.82842708 : f32
              %85 = arith.divf %84, %cst_120 fastmath<arcp> : f32
              %86 = arith.select %83, %cst_119, %85 : f32
              memref.store %86, %view_18[%arg14, %78, %arg18] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_20 : memref<6x8xf32>
    %c1_30 = arith.constant 1 : index
    %21 = arith.cmpi ugt, %arg13, %c1_30 : index
    scf.if %21 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c2048 = arith.constant 2048 : index
    %view_31 = memref.view %arg8[%c2048][] : memref<3072xi8> to memref<2x8x8xf32>
    %alloc_32 = memref.alloc() : memref<8xf32>
    %c0_33 = arith.constant 0 : index
    %c2_34 = arith.constant 2 : index
    %c2_35 = arith.constant 2 : index
    %22 = arith.muli %c2_35, %arg12 : index
    %23 = arith.divui %22, %arg13 : index
    %c2_36 = arith.constant 2 : index
    %c1_37 = arith.constant 1 : index
    %24 = arith.muli %23, %c1_37 : index
    %25 = arith.minui %24, %c2_36 : index
    %c1_38 = arith.constant 1 : index
    %26 = arith.addi %arg12, %c1_38 : index
    %c2_39 = arith.constant 2 : index
    %27 = arith.muli %c2_39, %26 : index
    %28 = arith.divui %27, %arg13 : index
    %c2_40 = arith.constant 2 : index
    %c1_41 = arith.constant 1 : index
    %29 = arith.muli %28, %c1_41 : index
    %30 = arith.minui %29, %c2_40 : index
    %c1_42 = arith.constant 1 : index
    scf.for %arg14 = %25 to %30 step %c1_42 {
      %c0_98 = arith.constant 0 : index
      %c8_99 = arith.constant 8 : index
      %c1_100 = arith.constant 1 : index
      scf.for %arg15 = %c0_98 to %c8_99 step %c1_100 {
        %cst_101 = arith.constant 0xFF800000 : f32
        %c1_102 = arith.constant 1 : index
        %c8_103 = arith.constant 8 : index
        %c0_104 = arith.constant 0 : index
        %58 = scf.for %arg16 = %c0_104 to %c8_103 step %c1_102 iter_args(%arg17 = %cst_101) -> (f32) {
          %60 = memref.load %view_18[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
          %61 = arith.maximumf %60, %arg17 fastmath<nsz> : f32
          scf.yield %61 : f32
        } {loop_annotation = #loop_annotation}
        %cst_105 = arith.constant 0.000000e+00 : f32
        %c1_106 = arith.constant 1 : index
        %c8_107 = arith.constant 8 : index
        %c0_108 = arith.constant 0 : index
        %59 = scf.for %arg16 = %c0_108 to %c8_107 step %c1_106 iter_args(%arg17 = %cst_105) -> (f32) {
          %60 = memref.load %view_18[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
          %c0_112 = arith.constant 0 : index
          %61 = arith.subf %60, %58 : f32
          %62 = math.exp %61 : f32
          memref.store %62, %alloc_32[%arg16] : memref<8xf32>
          %63 = arith.addf %62, %arg17 fastmath<reassoc> : f32
          scf.yield %63 : f32
        } {loop_annotation = #loop_annotation}
        %c0_109 = arith.constant 0 : index
        %c8_110 = arith.constant 8 : index
        %c1_111 = arith.constant 1 : index
        scf.for %arg16 = %c0_109 to %c8_110 step %c1_111 {
          %60 = memref.load %alloc_32[%arg16] : memref<8xf32>
          %c0_112 = arith.constant 0 : index
          %61 = arith.divf %60, %59 fastmath<arcp> : f32
          memref.store %61, %view_31[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
        } {loop_annotation = #loop_annotation1}
      }
    }
    memref.dealloc %alloc_32 : memref<8xf32>
    %c1_43 = arith.constant 1 : index
    %31 = arith.cmpi ugt, %arg13, %c1_43 : index
    scf.if %31 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c0_44 = arith.constant 0 : index
    %view_45 = memref.view %arg8[%c0_44][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_46 = arith.constant 0.000000e+00 : f32
    %alloc_47 = memref.alloc() : memref<6x8xf32>
    %c0_48 = arith.constant 0 : index
    %c2_49 = arith.constant 2 : index
    %c2_50 = arith.constant 2 : index
    %32 = arith.muli %c2_50, %arg12 : index
    %33 = arith.divui %32, %arg13 : index
    %c2_51 = arith.constant 2 : index
    %c1_52 = arith.constant 1 : index
    %34 = arith.muli %33, %c1_52 : index
    %35 = arith.minui %34, %c2_51 : index
    %c1_53 = arith.constant 1 : index
    %36 = arith.addi %arg12, %c1_53 : index
    %c2_54 = arith.constant 2 : index
    %37 = arith.muli %c2_54, %36 : index
    %38 = arith.divui %37, %arg13 : index
    %c2_55 = arith.constant 2 : index
    %c1_56 = arith.constant 1 : index
    %39 = arith.muli %38, %c1_56 : index
    %40 = arith.minui %39, %c2_55 : index
    %c1_57 = arith.constant 1 : index
    scf.for %arg14 = %35 to %40 step %c1_57 {
      %c1_98 = arith.constant 1 : index
      %c8_99 = arith.constant 8 : index
      %58 = arith.subi %c8_99, %c1_98 : index
      %c0_100 = arith.constant 0 : index
      %c8_101 = arith.constant 8 : index
      %c8_102 = arith.constant 8 : index
      scf.for %arg15 = %c0_100 to %c8_101 step %c8_102 {
        %59 = arith.subi %c8_101, %arg15 : index
        %c8_103 = arith.constant 8 : index
        %60 = arith.minui %c8_103, %59 : index
        %c0_104 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %61 = arith.muli %c0_104, %c32 : index
        %62 = arith.subi %60, %61 : index
        %c0_105 = arith.constant 0 : index
        %c0_106 = arith.constant 0 : index
        %c8_107 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg16 = %c0_106 to %c8_107 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_108 = arith.constant 0 : index
          %63 = arith.addi %arg16, %c0_108 : index
          %64 = arith.minui %63, %c7 : index
          %c1_109 = arith.constant 1 : index
          %65 = arith.addi %arg16, %c1_109 : index
          %66 = arith.minui %65, %c7 : index
          %c2_110 = arith.constant 2 : index
          %67 = arith.addi %arg16, %c2_110 : index
          %68 = arith.minui %67, %c7 : index
          %c3 = arith.constant 3 : index
          %69 = arith.addi %arg16, %c3 : index
          %70 = arith.minui %69, %c7 : index
          %c4 = arith.constant 4 : index
          %71 = arith.addi %arg16, %c4 : index
          %72 = arith.minui %71, %c7 : index
          %c5 = arith.constant 5 : index
          %73 = arith.addi %arg16, %c5 : index
          %74 = arith.minui %73, %c7 : index
          %75 = arith.addi %arg15, %60 : index
          %c1_111 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %75 step %c1_111 {
            %c1_116 = arith.constant 1 : index
            %78 = arith.subi %75, %c1_116 : index
            %c0_117 = arith.constant 0 : index
            %79 = arith.addi %arg17, %c0_117 : index
            %c1_118 = arith.constant 1 : index
            %c8_119 = arith.constant 8 : index
            %c0_120 = arith.constant 0 : index
            %80:6 = scf.for %arg18 = %c0_120 to %c8_119 step %c1_118 iter_args(%arg19 = %cst_46, %arg20 = %cst_46, %arg21 = %cst_46, %arg22 = %cst_46, %arg23 = %cst_46, %arg24 = %cst_46) -> (f32, f32, f32, f32, f32, f32) {
              %81 = memref.load %view_31[%arg14, %64, %arg18] : memref<2x8x8xf32>
              %82 = memref.load %view_31[%arg14, %66, %arg18] : memref<2x8x8xf32>
              %83 = memref.load %view_31[%arg14, %68, %arg18] : memref<2x8x8xf32>
              %84 = memref.load %view_31[%arg14, %70, %arg18] : memref<2x8x8xf32>
              %85 = memref.load %view_31[%arg14, %72, %arg18] : memref<2x8x8xf32>
              %86 = memref.load %view_31[%arg14, %74, %arg18] : memref<2x8x8xf32>
              %c0_127 = arith.constant 0 : index
              %c2_128 = arith.constant 2 : index
              %87 = arith.muli %c0_127, %c2_128 : index
              %88 = arith.addi %87, %arg14 : index
              %c8_129 = arith.constant 8 : index
              %89 = arith.muli %88, %c8_129 : index
              %90 = arith.addi %89, %79 : index
              %c1_130 = arith.constant 1 : index
              %91 = arith.muli %arg18, %c1_130 : index
              %c0_131 = arith.constant 0 : index
              %92 = arith.addi %c0_131, %91 : index
              %c1_132 = arith.constant 1 : index
              %93 = arith.muli %90, %c1_132 : index
              %c32_133 = arith.constant 32 : index
              %94 = arith.addi %c32_133, %93 : index
              %95 = memref.load %view_10[%92, %94] : memref<8x48xf32>
              %96 = arith.mulf %81, %95 : f32
              %97 = arith.addf %96, %arg19 : f32
              %98 = arith.mulf %82, %95 : f32
              %99 = arith.addf %98, %arg20 : f32
              %100 = arith.mulf %83, %95 : f32
              %101 = arith.addf %100, %arg21 : f32
              %102 = arith.mulf %84, %95 : f32
              %103 = arith.addf %102, %arg22 : f32
              %104 = arith.mulf %85, %95 : f32
              %105 = arith.addf %104, %arg23 : f32
              %106 = arith.mulf %86, %95 : f32
              %107 = arith.addf %106, %arg24 : f32
              scf.yield %97, %99, %101, %103, %105, %107 : f32, f32, f32, f32, f32, f32
            }
            %c0_121 = arith.constant 0 : index
            memref.store %80#0, %alloc_47[%c0_121, %79] : memref<6x8xf32>
            %c1_122 = arith.constant 1 : index
            memref.store %80#1, %alloc_47[%c1_122, %79] : memref<6x8xf32>
            %c2_123 = arith.constant 2 : index
            memref.store %80#2, %alloc_47[%c2_123, %79] : memref<6x8xf32>
            %c3_124 = arith.constant 3 : index
            memref.store %80#3, %alloc_47[%c3_124, %79] : memref<6x8xf32>
            %c4_125 = arith.constant 4 : index
            memref.store %80#4, %alloc_47[%c4_125, %79] : memref<6x8xf32>
            %c5_126 = arith.constant 5 : index
            memref.store %80#5, %alloc_47[%c5_126, %79] : memref<6x8xf32>
          }
          %c8_112 = arith.constant 8 : index
          %76 = arith.subi %c8_112, %arg16 : index
          %c6_113 = arith.constant 6 : index
          %77 = arith.minui %c6_113, %76 : index
          %c1_114 = arith.constant 1 : index
          %c0_115 = arith.constant 0 : index
          scf.for %arg17 = %c0_115 to %77 step %c1_114 {
            %78 = arith.addi %arg16, %arg17 : index
            %c1_116 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %75 step %c1_116 {
              %79 = memref.load %alloc_47[%arg17, %arg18] : memref<6x8xf32>
              memref.store %79, %view_45[%arg14, %78, %arg18] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_47 : memref<6x8xf32>
    %c1_58 = arith.constant 1 : index
    %41 = arith.cmpi ugt, %arg13, %c1_58 : index
    scf.if %41 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c512_59 = arith.constant 512 : index
    %view_60 = memref.view %arg8[%c512_59][] : memref<3072xi8> to memref<8x16xf32>
    %cst_61 = arith.constant 0.000000e+00 : f32
    %alloc_62 = memref.alloc() : memref<6x16xf32>
    %c1_63 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %42 = arith.subi %c16, %c1_63 : index
    %c0_64 = arith.constant 0 : index
    %c16_65 = arith.constant 16 : index
    %c16_66 = arith.constant 16 : index
    scf.for %arg14 = %c0_64 to %c16_65 step %c16_66 {
      %58 = arith.subi %c16_65, %arg14 : index
      %c16_98 = arith.constant 16 : index
      %59 = arith.minui %c16_98, %58 : index
      %c0_99 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %60 = arith.muli %c0_99, %c32 : index
      %61 = arith.subi %59, %60 : index
      %c0_100 = arith.constant 0 : index
      %c0_101 = arith.constant 0 : index
      %c8_102 = arith.constant 8 : index
      %c2_103 = arith.constant 2 : index
      %62 = arith.muli %c2_103, %arg12 : index
      %63 = arith.divui %62, %arg13 : index
      %c8_104 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %64 = arith.muli %63, %c6 : index
      %65 = arith.minui %64, %c8_104 : index
      %c1_105 = arith.constant 1 : index
      %66 = arith.addi %arg12, %c1_105 : index
      %c2_106 = arith.constant 2 : index
      %67 = arith.muli %c2_106, %66 : index
      %68 = arith.divui %67, %arg13 : index
      %c8_107 = arith.constant 8 : index
      %c6_108 = arith.constant 6 : index
      %69 = arith.muli %68, %c6_108 : index
      %70 = arith.minui %69, %c8_107 : index
      %c6_109 = arith.constant 6 : index
      scf.for %arg15 = %65 to %70 step %c6_109 {
        %c7 = arith.constant 7 : index
        %c0_110 = arith.constant 0 : index
        %71 = arith.addi %arg15, %c0_110 : index
        %72 = arith.minui %71, %c7 : index
        %c1_111 = arith.constant 1 : index
        %73 = arith.addi %arg15, %c1_111 : index
        %74 = arith.minui %73, %c7 : index
        %c2_112 = arith.constant 2 : index
        %75 = arith.addi %arg15, %c2_112 : index
        %76 = arith.minui %75, %c7 : index
        %c3 = arith.constant 3 : index
        %77 = arith.addi %arg15, %c3 : index
        %78 = arith.minui %77, %c7 : index
        %c4 = arith.constant 4 : index
        %79 = arith.addi %arg15, %c4 : index
        %80 = arith.minui %79, %c7 : index
        %c5 = arith.constant 5 : index
        %81 = arith.addi %arg15, %c5 : index
        %82 = arith.minui %81, %c7 : index
        %83 = arith.addi %arg14, %59 : index
        %c1_113 = arith.constant 1 : index
        scf.for %arg16 = %arg14 to %83 step %c1_113 {
          %c1_118 = arith.constant 1 : index
          %86 = arith.subi %83, %c1_118 : index
          %c0_119 = arith.constant 0 : index
          %87 = arith.addi %arg16, %c0_119 : index
          %c1_120 = arith.constant 1 : index
          %c16_121 = arith.constant 16 : index
          %c0_122 = arith.constant 0 : index
          %88:6 = scf.for %arg17 = %c0_122 to %c16_121 step %c1_120 iter_args(%arg18 = %cst_61, %arg19 = %cst_61, %arg20 = %cst_61, %arg21 = %cst_61, %arg22 = %cst_61, %arg23 = %cst_61) -> (f32, f32, f32, f32, f32, f32) {
            %c0_129 = arith.constant 0 : index
            %c16_130 = arith.constant 16 : index
            %89 = arith.muli %c0_129, %c16_130 : index
            %90 = arith.addi %89, %arg17 : index
            %c8_131 = arith.constant 8 : index
            %91 = arith.remui %90, %c8_131 : index
            %c8_132 = arith.constant 8 : index
            %92 = arith.divui %90, %c8_132 : index
            %93 = memref.load %view_45[%92, %72, %91] : memref<2x8x8xf32>
            %c0_133 = arith.constant 0 : index
            %c16_134 = arith.constant 16 : index
            %94 = arith.muli %c0_133, %c16_134 : index
            %95 = arith.addi %94, %arg17 : index
            %c8_135 = arith.constant 8 : index
            %96 = arith.remui %95, %c8_135 : index
            %c8_136 = arith.constant 8 : index
            %97 = arith.divui %95, %c8_136 : index
            %98 = memref.load %view_45[%97, %74, %96] : memref<2x8x8xf32>
            %c0_137 = arith.constant 0 : index
            %c16_138 = arith.constant 16 : index
            %99 = arith.muli %c0_137, %c16_138 : index
            %100 = arith.addi %99, %arg17 : index
            %c8_139 = arith.constant 8 : index
            %101 = arith.remui %100, %c8_139 : index
            %c8_140 = arith.constant 8 : index
            %102 = arith.divui %100, %c8_140 : index
            %103 = memref.load %view_45[%102, %76, %101] : memref<2x8x8xf32>
            %c0_141 = arith.constant 0 : index
            %c16_142 = arith.constant 16 : index
            %104 = arith.muli %c0_141, %c16_142 : index
            %105 = arith.addi %104, %arg17 : index
            %c8_143 = arith.constant 8 : index
            %106 = arith.remui %105, %c8_143 : index
            %c8_144 = arith.constant 8 : index
            %107 = arith.divui %105, %c8_144 : index
            %108 = memref.load %view_45[%107, %78, %106] : memref<2x8x8xf32>
            %c0_145 = arith.constant 0 : index
            %c16_146 = arith.constant 16 : index
            %109 = arith.muli %c0_145, %c16_146 : index
            %110 = arith.addi %109, %arg17 : index
            %c8_147 = arith.constant 8 : index
            %111 = arith.remui %110, %c8_147 : index
            %c8_148 = arith.constant 8 : index
            %112 = arith.divui %110, %c8_148 : index
            %113 = memref.load %view_45[%112, %80, %111] : memref<2x8x8xf32>
            %c0_149 = arith.constant 0 : index
            %c16_150 = arith.constant 16 : index
            %114 = arith.muli %c0_149, %c16_150 : index
            %115 = arith.addi %114, %arg17 : index
            %c8_151 = arith.constant 8 : index
            %116 = arith.remui %115, %c8_151 : index
            %c8_152 = arith.constant 8 : index
            %117 = arith.divui %115, %c8_152 : index
            %118 = memref.load %view_45[%117, %82, %116] : memref<2x8x8xf32>
            %119 = memref.load %arg3[%arg17, %87] : memref<16x16xf32>
            %120 = arith.mulf %93, %119 : f32
            %121 = arith.addf %120, %arg18 : f32
            %122 = arith.mulf %98, %119 : f32
            %123 = arith.addf %122, %arg19 : f32
            %124 = arith.mulf %103, %119 : f32
            %125 = arith.addf %124, %arg20 : f32
            %126 = arith.mulf %108, %119 : f32
            %127 = arith.addf %126, %arg21 : f32
            %128 = arith.mulf %113, %119 : f32
            %129 = arith.addf %128, %arg22 : f32
            %130 = arith.mulf %118, %119 : f32
            %131 = arith.addf %130, %arg23 : f32
            scf.yield %121, %123, %125, %127, %129, %131 : f32, f32, f32, f32, f32, f32
          }
          %c0_123 = arith.constant 0 : index
          memref.store %88#0, %alloc_62[%c0_123, %87] : memref<6x16xf32>
          %c1_124 = arith.constant 1 : index
          memref.store %88#1, %alloc_62[%c1_124, %87] : memref<6x16xf32>
          %c2_125 = arith.constant 2 : index
          memref.store %88#2, %alloc_62[%c2_125, %87] : memref<6x16xf32>
          %c3_126 = arith.constant 3 : index
          memref.store %88#3, %alloc_62[%c3_126, %87] : memref<6x16xf32>
          %c4_127 = arith.constant 4 : index
          memref.store %88#4, %alloc_62[%c4_127, %87] : memref<6x16xf32>
          %c5_128 = arith.constant 5 : index
          memref.store %88#5, %alloc_62[%c5_128, %87] : memref<6x16xf32>
        }
        %c8_114 = arith.constant 8 : index
        %84 = arith.subi %c8_114, %arg15 : index
        %c6_115 = arith.constant 6 : index
        %85 = arith.minui %c6_115, %84 : index
        %c1_116 = arith.constant 1 : index
        %c0_117 = arith.constant 0 : index
        scf.for %arg16 = %c0_117 to %85 step %c1_116 {
          %86 = arith.addi %arg15, %arg16 : index
          %c1_118 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %83 step %c1_118 {
            %87 = memref.load %arg0[%86, %arg17] : memref<8x16xf32>
            %88 = memref.load %alloc_62[%arg16, %arg17] : memref<6x16xf32>
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %view_60[%86, %arg17] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_62 : memref<6x16xf32>
    %c1_67 = arith.constant 1 : index
    %43 = arith.cmpi ugt, %arg13, %c1_67 : index
    scf.if %43 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c0_68 = arith.constant 0 : index
    %view_69 = memref.view %arg8[%c0_68][] : memref<3072xi8> to memref<8x16xf32>
    %c0_70 = arith.constant 0 : index
    %c8_71 = arith.constant 8 : index
    %c8_72 = arith.constant 8 : index
    %44 = arith.muli %c8_72, %arg12 : index
    %45 = arith.divui %44, %arg13 : index
    %c8_73 = arith.constant 8 : index
    %c1_74 = arith.constant 1 : index
    %46 = arith.muli %45, %c1_74 : index
    %47 = arith.minui %46, %c8_73 : index
    %c1_75 = arith.constant 1 : index
    %48 = arith.addi %arg12, %c1_75 : index
    %c8_76 = arith.constant 8 : index
    %49 = arith.muli %c8_76, %48 : index
    %50 = arith.divui %49, %arg13 : index
    %c8_77 = arith.constant 8 : index
    %c1_78 = arith.constant 1 : index
    %51 = arith.muli %50, %c1_78 : index
    %52 = arith.minui %51, %c8_77 : index
    %c1_79 = arith.constant 1 : index
    scf.for %arg14 = %47 to %52 step %c1_79 {
      %cst_98 = arith.constant 0.000000e+00 : f32
      %c1_99 = arith.constant 1 : index
      %c16_100 = arith.constant 16 : index
      %c0_101 = arith.constant 0 : index
      %58 = scf.for %arg15 = %c0_101 to %c16_100 step %c1_99 iter_args(%arg16 = %cst_98) -> (f32) {
        %60 = memref.load %view_60[%arg14, %arg15] : memref<8x16xf32>
        %61 = arith.addf %60, %arg16 fastmath<reassoc> : f32
        scf.yield %61 : f32
      } {loop_annotation = #loop_annotation}
      %cst_102 = arith.constant 0.000000e+00 : f32
      %c1_103 = arith.constant 1 : index
      %c16_104 = arith.constant 16 : index
      %c0_105 = arith.constant 0 : index
      %59 = scf.for %arg15 = %c0_105 to %c16_104 step %c1_103 iter_args(%arg16 = %cst_102) -> (f32) {
        %60 = memref.load %view_60[%arg14, %arg15] : memref<8x16xf32>
        %cst_109 = arith.constant 6.250000e-02 : f32
        %61 = arith.mulf %58, %cst_109 : f32
        %62 = arith.subf %60, %61 : f32
        %63 = arith.mulf %62, %62 : f32
        %64 = arith.addf %63, %arg16 fastmath<reassoc> : f32
        scf.yield %64 : f32
      } {loop_annotation = #loop_annotation}
      %c0_106 = arith.constant 0 : index
      %c16_107 = arith.constant 16 : index
      %c1_108 = arith.constant 1 : index
      scf.for %arg15 = %c0_106 to %c16_107 step %c1_108 {
        %60 = memref.load %view_60[%arg14, %arg15] : memref<8x16xf32>
        %c0_109 = arith.constant 0 : index
        %cst_110 = arith.constant 6.250000e-02 : f32
        %61 = arith.mulf %58, %cst_110 : f32
        %62 = arith.subf %60, %61 : f32
        %c0_111 = arith.constant 0 : index
        %cst_112 = arith.constant 6.250000e-02 : f32
        %63 = arith.mulf %59, %cst_112 : f32
        %cst_113 = arith.constant 9.99999974E-6 : f32
        %64 = arith.addf %63, %cst_113 : f32
        %65 = math.rsqrt %64 : f32
        %66 = arith.mulf %62, %65 : f32
        %67 = memref.load %arg4[%arg15] : memref<16xf32>
        %68 = arith.mulf %66, %67 : f32
        memref.store %68, %view_69[%arg14, %arg15] : memref<8x16xf32>
      } {loop_annotation = #loop_annotation1}
    }
    %c1_80 = arith.constant 1 : index
    %53 = arith.cmpi ugt, %arg13, %c1_80 : index
    scf.if %53 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %c1024 = arith.constant 1024 : index
    %view_81 = memref.view %arg8[%c1024][] : memref<3072xi8> to memref<8x64xf32>
    %cst_82 = arith.constant 0.000000e+00 : f32
    %alloc_83 = memref.alloc() : memref<6x64xf32>
    %view_84 = memref.view %arg9[%c0_9][] : memref<?xi8> to memref<2x16x32xf32>
    %c1_85 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %54 = arith.subi %c64, %c1_85 : index
    %c0_86 = arith.constant 0 : index
    %c64_87 = arith.constant 64 : index
    %c64_88 = arith.constant 64 : index
    scf.for %arg14 = %c0_86 to %c64_87 step %c64_88 {
      %58 = arith.subi %c64_87, %arg14 : index
      %c64_98 = arith.constant 64 : index
      %59 = arith.minui %c64_98, %58 : index
      %c32 = arith.constant 32 : index
      %60 = arith.divui %59, %c32 : index
      %c32_99 = arith.constant 32 : index
      %61 = arith.muli %60, %c32_99 : index
      %62 = arith.subi %59, %61 : index
      %c32_100 = arith.constant 32 : index
      %63 = arith.ceildivui %59, %c32_100 : index
      %c1_101 = arith.constant 1 : index
      %64 = arith.muli %63, %c1_101 : index
      %c0_102 = arith.constant 0 : index
      %c1_103 = arith.constant 1 : index
      %65 = arith.ceildivui %64, %c1_103 : index
      %66 = arith.muli %65, %arg12 : index
      %67 = arith.divui %66, %arg13 : index
      %c1_104 = arith.constant 1 : index
      %68 = arith.muli %67, %c1_104 : index
      %69 = arith.minui %68, %64 : index
      %c1_105 = arith.constant 1 : index
      %70 = arith.addi %arg12, %c1_105 : index
      %c1_106 = arith.constant 1 : index
      %71 = arith.ceildivui %64, %c1_106 : index
      %72 = arith.muli %71, %70 : index
      %73 = arith.divui %72, %arg13 : index
      %c1_107 = arith.constant 1 : index
      %74 = arith.muli %73, %c1_107 : index
      %75 = arith.minui %74, %64 : index
      %c1_108 = arith.constant 1 : index
      scf.for %arg15 = %69 to %75 step %c1_108 {
        %87 = arith.divui %arg15, %c1_101 : index
        %88 = arith.remui %arg15, %c1_101 : index
        %c32_120 = arith.constant 32 : index
        %89 = arith.muli %87, %c32_120 : index
        %90 = arith.addi %arg14, %89 : index
        %c0_121 = arith.constant 0 : index
        %c16_122 = arith.constant 16 : index
        %91 = arith.muli %88, %c16_122 : index
        %92 = arith.minui %91, %c0_121 : index
        %c64_123 = arith.constant 64 : index
        %c32_124 = arith.constant 32 : index
        %93 = arith.addi %90, %c32_124 : index
        %94 = arith.cmpi ule, %93, %c64_123 : index
        scf.if %94 {
          %c0_125 = arith.constant 0 : index
          %95 = arith.addi %92, %c0_125 : index
          %c0_126 = arith.constant 0 : index
          %96 = vector.load %arg5[%95, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %96, %view_84[%87, %95, %c0_126] : memref<2x16x32xf32>, vector<32xf32>
          %c1_127 = arith.constant 1 : index
          %97 = arith.addi %92, %c1_127 : index
          %c0_128 = arith.constant 0 : index
          %98 = vector.load %arg5[%97, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %98, %view_84[%87, %97, %c0_128] : memref<2x16x32xf32>, vector<32xf32>
          %c2_129 = arith.constant 2 : index
          %99 = arith.addi %92, %c2_129 : index
          %c0_130 = arith.constant 0 : index
          %100 = vector.load %arg5[%99, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %100, %view_84[%87, %99, %c0_130] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %101 = arith.addi %92, %c3 : index
          %c0_131 = arith.constant 0 : index
          %102 = vector.load %arg5[%101, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %102, %view_84[%87, %101, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %103 = arith.addi %92, %c4 : index
          %c0_132 = arith.constant 0 : index
          %104 = vector.load %arg5[%103, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %104, %view_84[%87, %103, %c0_132] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %105 = arith.addi %92, %c5 : index
          %c0_133 = arith.constant 0 : index
          %106 = vector.load %arg5[%105, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %106, %view_84[%87, %105, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
          %c6_134 = arith.constant 6 : index
          %107 = arith.addi %92, %c6_134 : index
          %c0_135 = arith.constant 0 : index
          %108 = vector.load %arg5[%107, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %108, %view_84[%87, %107, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %109 = arith.addi %92, %c7 : index
          %c0_136 = arith.constant 0 : index
          %110 = vector.load %arg5[%109, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %110, %view_84[%87, %109, %c0_136] : memref<2x16x32xf32>, vector<32xf32>
          %c8_137 = arith.constant 8 : index
          %111 = arith.addi %92, %c8_137 : index
          %c0_138 = arith.constant 0 : index
          %112 = vector.load %arg5[%111, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %112, %view_84[%87, %111, %c0_138] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %113 = arith.addi %92, %c9 : index
          %c0_139 = arith.constant 0 : index
          %114 = vector.load %arg5[%113, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %114, %view_84[%87, %113, %c0_139] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %115 = arith.addi %92, %c10 : index
          %c0_140 = arith.constant 0 : index
          %116 = vector.load %arg5[%115, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %116, %view_84[%87, %115, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %117 = arith.addi %92, %c11 : index
          %c0_141 = arith.constant 0 : index
          %118 = vector.load %arg5[%117, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %118, %view_84[%87, %117, %c0_141] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %119 = arith.addi %92, %c12 : index
          %c0_142 = arith.constant 0 : index
          %120 = vector.load %arg5[%119, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %120, %view_84[%87, %119, %c0_142] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %121 = arith.addi %92, %c13 : index
          %c0_143 = arith.constant 0 : index
          %122 = vector.load %arg5[%121, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %122, %view_84[%87, %121, %c0_143] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %123 = arith.addi %92, %c14 : index
          %c0_144 = arith.constant 0 : index
          %124 = vector.load %arg5[%123, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %124, %view_84[%87, %123, %c0_144] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %125 = arith.addi %92, %c15 : index
          %c0_145 = arith.constant 0 : index
          %126 = vector.load %arg5[%125, %90] : memref<16x64xf32>, vector<32xf32>
          vector.store %126, %view_84[%87, %125, %c0_145] : memref<2x16x32xf32>, vector<32xf32>
        } else {
          %c64_125 = arith.constant 64 : index
          %95 = arith.subi %c64_125, %90 : index
          %c32_126 = arith.constant 32 : index
          %96 = arith.minui %c32_126, %95 : index
          %97 = vector.create_mask %96 : vector<32xi1>
          %c0_127 = arith.constant 0 : index
          %98 = arith.addi %92, %c0_127 : index
          %c0_128 = arith.constant 0 : index
          %cst_129 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %99 = vector.maskedload %arg5[%98, %90], %97, %cst_129 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %99, %view_84[%87, %98, %c0_128] : memref<2x16x32xf32>, vector<32xf32>
          %c1_130 = arith.constant 1 : index
          %100 = arith.addi %92, %c1_130 : index
          %c0_131 = arith.constant 0 : index
          %cst_132 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %101 = vector.maskedload %arg5[%100, %90], %97, %cst_132 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %101, %view_84[%87, %100, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c2_133 = arith.constant 2 : index
          %102 = arith.addi %92, %c2_133 : index
          %c0_134 = arith.constant 0 : index
          %cst_135 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %103 = vector.maskedload %arg5[%102, %90], %97, %cst_135 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %103, %view_84[%87, %102, %c0_134] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %104 = arith.addi %92, %c3 : index
          %c0_136 = arith.constant 0 : index
          %cst_137 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %105 = vector.maskedload %arg5[%104, %90], %97, %cst_137 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %105, %view_84[%87, %104, %c0_136] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %106 = arith.addi %92, %c4 : index
          %c0_138 = arith.constant 0 : index
          %cst_139 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %107 = vector.maskedload %arg5[%106, %90], %97, %cst_139 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %107, %view_84[%87, %106, %c0_138] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %108 = arith.addi %92, %c5 : index
          %c0_140 = arith.constant 0 : index
          %cst_141 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %109 = vector.maskedload %arg5[%108, %90], %97, %cst_141 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %109, %view_84[%87, %108, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
          %c6_142 = arith.constant 6 : index
          %110 = arith.addi %92, %c6_142 : index
          %c0_143 = arith.constant 0 : index
          %cst_144 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %111 = vector.maskedload %arg5[%110, %90], %97, %cst_144 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %111, %view_84[%87, %110, %c0_143] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %112 = arith.addi %92, %c7 : index
          %c0_145 = arith.constant 0 : index
          %cst_146 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %113 = vector.maskedload %arg5[%112, %90], %97, %cst_146 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %113, %view_84[%87, %112, %c0_145] : memref<2x16x32xf32>, vector<32xf32>
          %c8_147 = arith.constant 8 : index
          %114 = arith.addi %92, %c8_147 : index
          %c0_148 = arith.constant 0 : index
          %cst_149 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %115 = vector.maskedload %arg5[%114, %90], %97, %cst_149 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %115, %view_84[%87, %114, %c0_148] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %116 = arith.addi %92, %c9 : index
          %c0_150 = arith.constant 0 : index
          %cst_151 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %117 = vector.maskedload %arg5[%116, %90], %97, %cst_151 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %117, %view_84[%87, %116, %c0_150] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %118 = arith.addi %92, %c10 : index
          %c0_152 = arith.constant 0 : index
          %cst_153 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %119 = vector.maskedload %arg5[%118, %90], %97, %cst_153 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %119, %view_84[%87, %118, %c0_152] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %120 = arith.addi %92, %c11 : index
          %c0_154 = arith.constant 0 : index
          %cst_155 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %121 = vector.maskedload %arg5[%120, %90], %97, %cst_155 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %121, %view_84[%87, %120, %c0_154] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %122 = arith.addi %92, %c12 : index
          %c0_156 = arith.constant 0 : index
          %cst_157 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %123 = vector.maskedload %arg5[%122, %90], %97, %cst_157 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %123, %view_84[%87, %122, %c0_156] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %124 = arith.addi %92, %c13 : index
          %c0_158 = arith.constant 0 : index
          %cst_159 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %125 = vector.maskedload %arg5[%124, %90], %97, %cst_159 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %125, %view_84[%87, %124, %c0_158] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %126 = arith.addi %92, %c14 : index
          %c0_160 = arith.constant 0 : index
          %cst_161 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %127 = vector.maskedload %arg5[%126, %90], %97, %cst_161 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %127, %view_84[%87, %126, %c0_160] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %128 = arith.addi %92, %c15 : index
          %c0_162 = arith.constant 0 : index
          %cst_163 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %129 = vector.maskedload %arg5[%128, %90], %97, %cst_163 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %129, %view_84[%87, %128, %c0_162] : memref<2x16x32xf32>, vector<32xf32>
        }
      }
      %c1_109 = arith.constant 1 : index
      %76 = arith.cmpi ugt, %arg13, %c1_109 : index
      scf.if %76 {
        %c0_i64 = arith.constant 0 : i64
        %c1_120 = arith.constant 1 : index
        %87 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_120] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %c0_122 = arith.constant 0 : index
        %88 = memref.atomic_rmw addi %c1_i64_121, %arg10[%c0_122] : (i64, memref<2xi64>) -> i64
        %89 = arith.addi %88, %c1_i64 : i64
        %90 = arith.index_cast %arg13 : index to i64
        %91 = arith.cmpi eq, %89, %90 : i64
        scf.if %91 {
          %c0_i64_123 = arith.constant 0 : i64
          %c0_124 = arith.constant 0 : index
          %92 = memref.atomic_rmw assign %c0_i64_123, %arg10[%c0_124] : (i64, memref<2xi64>) -> i64
          %c1_i64_125 = arith.constant 1 : i64
          %c1_126 = arith.constant 1 : index
          %93 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c1_126] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_123 = arith.constant 0 : i64
            %c1_124 = arith.constant 1 : index
            %92 = memref.atomic_rmw addi %c0_i64_123, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
            %93 = arith.cmpi eq, %92, %87 : i64
            scf.condition(%93)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      }
      %c0_110 = arith.constant 0 : index
      %c8_111 = arith.constant 8 : index
      %c2_112 = arith.constant 2 : index
      %77 = arith.muli %c2_112, %arg12 : index
      %78 = arith.divui %77, %arg13 : index
      %c8_113 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %79 = arith.muli %78, %c6 : index
      %80 = arith.minui %79, %c8_113 : index
      %c1_114 = arith.constant 1 : index
      %81 = arith.addi %arg12, %c1_114 : index
      %c2_115 = arith.constant 2 : index
      %82 = arith.muli %c2_115, %81 : index
      %83 = arith.divui %82, %arg13 : index
      %c8_116 = arith.constant 8 : index
      %c6_117 = arith.constant 6 : index
      %84 = arith.muli %83, %c6_117 : index
      %85 = arith.minui %84, %c8_116 : index
      %c6_118 = arith.constant 6 : index
      scf.for %arg15 = %80 to %85 step %c6_118 {
        %c7 = arith.constant 7 : index
        %c0_120 = arith.constant 0 : index
        %87 = arith.addi %arg15, %c0_120 : index
        %88 = arith.minui %87, %c7 : index
        %c1_121 = arith.constant 1 : index
        %89 = arith.addi %arg15, %c1_121 : index
        %90 = arith.minui %89, %c7 : index
        %c2_122 = arith.constant 2 : index
        %91 = arith.addi %arg15, %c2_122 : index
        %92 = arith.minui %91, %c7 : index
        %c3 = arith.constant 3 : index
        %93 = arith.addi %arg15, %c3 : index
        %94 = arith.minui %93, %c7 : index
        %c4 = arith.constant 4 : index
        %95 = arith.addi %arg15, %c4 : index
        %96 = arith.minui %95, %c7 : index
        %c5 = arith.constant 5 : index
        %97 = arith.addi %arg15, %c5 : index
        %98 = arith.minui %97, %c7 : index
        %99 = arith.addi %arg14, %59 : index
        %c1_123 = arith.constant 1 : index
        %c0_124 = arith.constant 0 : index
        scf.for %arg16 = %c0_124 to %60 step %c1_123 {
          %c32_130 = arith.constant 32 : index
          %103 = arith.muli %arg16, %c32_130 : index
          %104 = arith.addi %arg14, %103 : index
          %cst_131 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_132 = arith.constant 1 : index
          %c16_133 = arith.constant 16 : index
          %c0_134 = arith.constant 0 : index
          %105:6 = scf.for %arg17 = %c0_134 to %c16_133 step %c1_132 iter_args(%arg18 = %cst_131, %arg19 = %cst_131, %arg20 = %cst_131, %arg21 = %cst_131, %arg22 = %cst_131, %arg23 = %cst_131) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_141 = arith.constant 0 : index
            %106 = vector.load %view_84[%arg16, %arg17, %c0_141] : memref<2x16x32xf32>, vector<32xf32>
            %107 = memref.load %view_69[%88, %arg17] : memref<8x16xf32>
            %108 = vector.broadcast %107 : f32 to vector<32xf32>
            %109 = vector.fma %108, %106, %arg18 : vector<32xf32>
            %110 = memref.load %view_69[%90, %arg17] : memref<8x16xf32>
            %111 = vector.broadcast %110 : f32 to vector<32xf32>
            %112 = vector.fma %111, %106, %arg19 : vector<32xf32>
            %113 = memref.load %view_69[%92, %arg17] : memref<8x16xf32>
            %114 = vector.broadcast %113 : f32 to vector<32xf32>
            %115 = vector.fma %114, %106, %arg20 : vector<32xf32>
            %116 = memref.load %view_69[%94, %arg17] : memref<8x16xf32>
            %117 = vector.broadcast %116 : f32 to vector<32xf32>
            %118 = vector.fma %117, %106, %arg21 : vector<32xf32>
            %119 = memref.load %view_69[%96, %arg17] : memref<8x16xf32>
            %120 = vector.broadcast %119 : f32 to vector<32xf32>
            %121 = vector.fma %120, %106, %arg22 : vector<32xf32>
            %122 = memref.load %view_69[%98, %arg17] : memref<8x16xf32>
            %123 = vector.broadcast %122 : f32 to vector<32xf32>
            %124 = vector.fma %123, %106, %arg23 : vector<32xf32>
            scf.yield %109, %112, %115, %118, %121, %124 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_135 = arith.constant 0 : index
          vector.store %105#0, %alloc_83[%c0_135, %104] : memref<6x64xf32>, vector<32xf32>
          %c1_136 = arith.constant 1 : index
          vector.store %105#1, %alloc_83[%c1_136, %104] : memref<6x64xf32>, vector<32xf32>
          %c2_137 = arith.constant 2 : index
          vector.store %105#2, %alloc_83[%c2_137, %104] : memref<6x64xf32>, vector<32xf32>
          %c3_138 = arith.constant 3 : index
          vector.store %105#3, %alloc_83[%c3_138, %104] : memref<6x64xf32>, vector<32xf32>
          %c4_139 = arith.constant 4 : index
          vector.store %105#4, %alloc_83[%c4_139, %104] : memref<6x64xf32>, vector<32xf32>
          %c5_140 = arith.constant 5 : index
          vector.store %105#5, %alloc_83[%c5_140, %104] : memref<6x64xf32>, vector<32xf32>
        }
        %c2_125 = arith.constant 2 : index
        %100 = arith.cmpi ule, %62, %c2_125 : index
        scf.if %100 {
          %103 = arith.addi %arg14, %61 : index
          %c1_130 = arith.constant 1 : index
          scf.for %arg16 = %103 to %99 step %c1_130 {
            %c1_131 = arith.constant 1 : index
            %104 = arith.subi %99, %c1_131 : index
            %c0_132 = arith.constant 0 : index
            %105 = arith.addi %arg16, %c0_132 : index
            %c1_133 = arith.constant 1 : index
            %c16_134 = arith.constant 16 : index
            %c0_135 = arith.constant 0 : index
            %106:6 = scf.for %arg17 = %c0_135 to %c16_134 step %c1_133 iter_args(%arg18 = %cst_82, %arg19 = %cst_82, %arg20 = %cst_82, %arg21 = %cst_82, %arg22 = %cst_82, %arg23 = %cst_82) -> (f32, f32, f32, f32, f32, f32) {
              %107 = memref.load %view_69[%88, %arg17] : memref<8x16xf32>
              %108 = memref.load %view_69[%90, %arg17] : memref<8x16xf32>
              %109 = memref.load %view_69[%92, %arg17] : memref<8x16xf32>
              %110 = memref.load %view_69[%94, %arg17] : memref<8x16xf32>
              %111 = memref.load %view_69[%96, %arg17] : memref<8x16xf32>
              %112 = memref.load %view_69[%98, %arg17] : memref<8x16xf32>
              %113 = memref.load %arg5[%arg17, %105] : memref<16x64xf32>
              %114 = arith.mulf %107, %113 : f32
              %115 = arith.addf %114, %arg18 : f32
              %116 = arith.mulf %108, %113 : f32
              %117 = arith.addf %116, %arg19 : f32
              %118 = arith.mulf %109, %113 : f32
              %119 = arith.addf %118, %arg20 : f32
              %120 = arith.mulf %110, %113 : f32
              %121 = arith.addf %120, %arg21 : f32
              %122 = arith.mulf %111, %113 : f32
              %123 = arith.addf %122, %arg22 : f32
              %124 = arith.mulf %112, %113 : f32
              %125 = arith.addf %124, %arg23 : f32
              scf.yield %115, %117, %119, %121, %123, %125 : f32, f32, f32, f32, f32, f32
            }
            %c0_136 = arith.constant 0 : index
            memref.store %106#0, %alloc_83[%c0_136, %105] : memref<6x64xf32>
            %c1_137 = arith.constant 1 : index
            memref.store %106#1, %alloc_83[%c1_137, %105] : memref<6x64xf32>
            %c2_138 = arith.constant 2 : index
            memref.store %106#2, %alloc_83[%c2_138, %105] : memref<6x64xf32>
            %c3_139 = arith.constant 3 : index
            memref.store %106#3, %alloc_83[%c3_139, %105] : memref<6x64xf32>
            %c4_140 = arith.constant 4 : index
            memref.store %106#4, %alloc_83[%c4_140, %105] : memref<6x64xf32>
            %c5_141 = arith.constant 5 : index
            memref.store %106#5, %alloc_83[%c5_141, %105] : memref<6x64xf32>
          }
        } else {
          %103 = arith.addi %arg14, %61 : index
          %c64_130 = arith.constant 64 : index
          %104 = arith.subi %c64_130, %103 : index
          %c32_131 = arith.constant 32 : index
          %105 = arith.minui %c32_131, %104 : index
          %106 = vector.create_mask %105 : vector<32xi1>
          %c32_132 = arith.constant 32 : index
          %107 = arith.muli %60, %c32_132 : index
          %108 = arith.addi %arg14, %107 : index
          %cst_133 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_134 = arith.constant 1 : index
          %c16_135 = arith.constant 16 : index
          %c0_136 = arith.constant 0 : index
          %109:6 = scf.for %arg16 = %c0_136 to %c16_135 step %c1_134 iter_args(%arg17 = %cst_133, %arg18 = %cst_133, %arg19 = %cst_133, %arg20 = %cst_133, %arg21 = %cst_133, %arg22 = %cst_133) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_143 = arith.constant 0 : index
            %110 = vector.load %view_84[%60, %arg16, %c0_143] : memref<2x16x32xf32>, vector<32xf32>
            %111 = memref.load %view_69[%88, %arg16] : memref<8x16xf32>
            %112 = vector.broadcast %111 : f32 to vector<32xf32>
            %113 = vector.fma %112, %110, %arg17 : vector<32xf32>
            %114 = memref.load %view_69[%90, %arg16] : memref<8x16xf32>
            %115 = vector.broadcast %114 : f32 to vector<32xf32>
            %116 = vector.fma %115, %110, %arg18 : vector<32xf32>
            %117 = memref.load %view_69[%92, %arg16] : memref<8x16xf32>
            %118 = vector.broadcast %117 : f32 to vector<32xf32>
            %119 = vector.fma %118, %110, %arg19 : vector<32xf32>
            %120 = memref.load %view_69[%94, %arg16] : memref<8x16xf32>
            %121 = vector.broadcast %120 : f32 to vector<32xf32>
            %122 = vector.fma %121, %110, %arg20 : vector<32xf32>
            %123 = memref.load %view_69[%96, %arg16] : memref<8x16xf32>
            %124 = vector.broadcast %123 : f32 to vector<32xf32>
            %125 = vector.fma %124, %110, %arg21 : vector<32xf32>
            %126 = memref.load %view_69[%98, %arg16] : memref<8x16xf32>
            %127 = vector.broadcast %126 : f32 to vector<32xf32>
            %128 = vector.fma %127, %110, %arg22 : vector<32xf32>
            scf.yield %113, %116, %119, %122, %125, %128 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_137 = arith.constant 0 : index
          vector.maskedstore %alloc_83[%c0_137, %108], %106, %109#0 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c1_138 = arith.constant 1 : index
          vector.maskedstore %alloc_83[%c1_138, %108], %106, %109#1 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c2_139 = arith.constant 2 : index
          vector.maskedstore %alloc_83[%c2_139, %108], %106, %109#2 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c3_140 = arith.constant 3 : index
          vector.maskedstore %alloc_83[%c3_140, %108], %106, %109#3 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c4_141 = arith.constant 4 : index
          vector.maskedstore %alloc_83[%c4_141, %108], %106, %109#4 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c5_142 = arith.constant 5 : index
          vector.maskedstore %alloc_83[%c5_142, %108], %106, %109#5 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
        }
        %c8_126 = arith.constant 8 : index
        %101 = arith.subi %c8_126, %arg15 : index
        %c6_127 = arith.constant 6 : index
        %102 = arith.minui %c6_127, %101 : index
        %c1_128 = arith.constant 1 : index
        %c0_129 = arith.constant 0 : index
        scf.for %arg16 = %c0_129 to %102 step %c1_128 {
          %103 = arith.addi %arg15, %arg16 : index
          %c1_130 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %99 step %c1_130 {
            %104 = memref.load %alloc_83[%arg16, %arg17] : memref<6x64xf32>
            %cst_131 = arith.constant 5.000000e-01 : f32
            %105 = arith.mulf %104, %cst_131 : f32
            %cst_132 = arith.constant 0.707106769 : f32
            %106 = arith.mulf %104, %cst_132 : f32
            %107 = math.erf %106 : f32
            %cst_133 = arith.constant 1.000000e+00 : f32
            %108 = arith.addf %107, %cst_133 : f32
            %109 = arith.mulf %105, %108 : f32
            memref.store %109, %view_81[%103, %arg17] : memref<8x64xf32>
          }
        }
      }
      %c1_119 = arith.constant 1 : index
      %86 = arith.cmpi ugt, %arg13, %c1_119 : index
      scf.if %86 {
        %c0_i64 = arith.constant 0 : i64
        %c1_120 = arith.constant 1 : index
        %87 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_120] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_121 = arith.constant 1 : i64
        %c0_122 = arith.constant 0 : index
        %88 = memref.atomic_rmw addi %c1_i64_121, %arg10[%c0_122] : (i64, memref<2xi64>) -> i64
        %89 = arith.addi %88, %c1_i64 : i64
        %90 = arith.index_cast %arg13 : index to i64
        %91 = arith.cmpi eq, %89, %90 : i64
        scf.if %91 {
          %c0_i64_123 = arith.constant 0 : i64
          %c0_124 = arith.constant 0 : index
          %92 = memref.atomic_rmw assign %c0_i64_123, %arg10[%c0_124] : (i64, memref<2xi64>) -> i64
          %c1_i64_125 = arith.constant 1 : i64
          %c1_126 = arith.constant 1 : index
          %93 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c1_126] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_123 = arith.constant 0 : i64
            %c1_124 = arith.constant 1 : index
            %92 = memref.atomic_rmw addi %c0_i64_123, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
            %93 = arith.cmpi eq, %92, %87 : i64
            scf.condition(%93)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc_83 : memref<6x64xf32>
    %c1_89 = arith.constant 1 : index
    %55 = arith.cmpi ugt, %arg13, %c1_89 : index
    scf.if %55 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    %cst_90 = arith.constant 0.000000e+00 : f32
    %alloc_91 = memref.alloc() : memref<6x16xf32>
    %c1_92 = arith.constant 1 : index
    %c16_93 = arith.constant 16 : index
    %56 = arith.subi %c16_93, %c1_92 : index
    %c0_94 = arith.constant 0 : index
    %c16_95 = arith.constant 16 : index
    %c16_96 = arith.constant 16 : index
    scf.for %arg14 = %c0_94 to %c16_95 step %c16_96 {
      %58 = arith.subi %c16_95, %arg14 : index
      %c16_98 = arith.constant 16 : index
      %59 = arith.minui %c16_98, %58 : index
      %c0_99 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %60 = arith.muli %c0_99, %c32 : index
      %61 = arith.subi %59, %60 : index
      %c0_100 = arith.constant 0 : index
      %c0_101 = arith.constant 0 : index
      %c8_102 = arith.constant 8 : index
      %c2_103 = arith.constant 2 : index
      %62 = arith.muli %c2_103, %arg12 : index
      %63 = arith.divui %62, %arg13 : index
      %c8_104 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %64 = arith.muli %63, %c6 : index
      %65 = arith.minui %64, %c8_104 : index
      %c1_105 = arith.constant 1 : index
      %66 = arith.addi %arg12, %c1_105 : index
      %c2_106 = arith.constant 2 : index
      %67 = arith.muli %c2_106, %66 : index
      %68 = arith.divui %67, %arg13 : index
      %c8_107 = arith.constant 8 : index
      %c6_108 = arith.constant 6 : index
      %69 = arith.muli %68, %c6_108 : index
      %70 = arith.minui %69, %c8_107 : index
      %c6_109 = arith.constant 6 : index
      scf.for %arg15 = %65 to %70 step %c6_109 {
        %c7 = arith.constant 7 : index
        %c0_110 = arith.constant 0 : index
        %71 = arith.addi %arg15, %c0_110 : index
        %72 = arith.minui %71, %c7 : index
        %c1_111 = arith.constant 1 : index
        %73 = arith.addi %arg15, %c1_111 : index
        %74 = arith.minui %73, %c7 : index
        %c2_112 = arith.constant 2 : index
        %75 = arith.addi %arg15, %c2_112 : index
        %76 = arith.minui %75, %c7 : index
        %c3 = arith.constant 3 : index
        %77 = arith.addi %arg15, %c3 : index
        %78 = arith.minui %77, %c7 : index
        %c4 = arith.constant 4 : index
        %79 = arith.addi %arg15, %c4 : index
        %80 = arith.minui %79, %c7 : index
        %c5 = arith.constant 5 : index
        %81 = arith.addi %arg15, %c5 : index
        %82 = arith.minui %81, %c7 : index
        %83 = arith.addi %arg14, %59 : index
        %c1_113 = arith.constant 1 : index
        scf.for %arg16 = %arg14 to %83 step %c1_113 {
          %c1_118 = arith.constant 1 : index
          %86 = arith.subi %83, %c1_118 : index
          %c0_119 = arith.constant 0 : index
          %87 = arith.addi %arg16, %c0_119 : index
          %c1_120 = arith.constant 1 : index
          %c64_121 = arith.constant 64 : index
          %c0_122 = arith.constant 0 : index
          %88:6 = scf.for %arg17 = %c0_122 to %c64_121 step %c1_120 iter_args(%arg18 = %cst_90, %arg19 = %cst_90, %arg20 = %cst_90, %arg21 = %cst_90, %arg22 = %cst_90, %arg23 = %cst_90) -> (f32, f32, f32, f32, f32, f32) {
            %89 = memref.load %view_81[%72, %arg17] : memref<8x64xf32>
            %90 = memref.load %view_81[%74, %arg17] : memref<8x64xf32>
            %91 = memref.load %view_81[%76, %arg17] : memref<8x64xf32>
            %92 = memref.load %view_81[%78, %arg17] : memref<8x64xf32>
            %93 = memref.load %view_81[%80, %arg17] : memref<8x64xf32>
            %94 = memref.load %view_81[%82, %arg17] : memref<8x64xf32>
            %95 = memref.load %arg6[%arg17, %87] : memref<64x16xf32>
            %96 = arith.mulf %89, %95 : f32
            %97 = arith.addf %96, %arg18 : f32
            %98 = arith.mulf %90, %95 : f32
            %99 = arith.addf %98, %arg19 : f32
            %100 = arith.mulf %91, %95 : f32
            %101 = arith.addf %100, %arg20 : f32
            %102 = arith.mulf %92, %95 : f32
            %103 = arith.addf %102, %arg21 : f32
            %104 = arith.mulf %93, %95 : f32
            %105 = arith.addf %104, %arg22 : f32
            %106 = arith.mulf %94, %95 : f32
            %107 = arith.addf %106, %arg23 : f32
            scf.yield %97, %99, %101, %103, %105, %107 : f32, f32, f32, f32, f32, f32
          }
          %c0_123 = arith.constant 0 : index
          memref.store %88#0, %alloc_91[%c0_123, %87] : memref<6x16xf32>
          %c1_124 = arith.constant 1 : index
          memref.store %88#1, %alloc_91[%c1_124, %87] : memref<6x16xf32>
          %c2_125 = arith.constant 2 : index
          memref.store %88#2, %alloc_91[%c2_125, %87] : memref<6x16xf32>
          %c3_126 = arith.constant 3 : index
          memref.store %88#3, %alloc_91[%c3_126, %87] : memref<6x16xf32>
          %c4_127 = arith.constant 4 : index
          memref.store %88#4, %alloc_91[%c4_127, %87] : memref<6x16xf32>
          %c5_128 = arith.constant 5 : index
          memref.store %88#5, %alloc_91[%c5_128, %87] : memref<6x16xf32>
        }
        %c8_114 = arith.constant 8 : index
        %84 = arith.subi %c8_114, %arg15 : index
        %c6_115 = arith.constant 6 : index
        %85 = arith.minui %c6_115, %84 : index
        %c1_116 = arith.constant 1 : index
        %c0_117 = arith.constant 0 : index
        scf.for %arg16 = %c0_117 to %85 step %c1_116 {
          %86 = arith.addi %arg15, %arg16 : index
          %c1_118 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %83 step %c1_118 {
            %87 = memref.load %view_60[%86, %arg17] : memref<8x16xf32>
            %88 = memref.load %alloc_91[%arg16, %arg17] : memref<6x16xf32>
            %89 = arith.addf %87, %88 : f32
            memref.store %89, %arg7[%86, %arg17] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_91 : memref<6x16xf32>
    %c1_97 = arith.constant 1 : index
    %57 = arith.cmpi ugt, %arg13, %c1_97 : index
    scf.if %57 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<2xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<2xi64>) -> i64
        %c1_i64_103 = arith.constant 1 : i64
        %c1_104 = arith.constant 1 : index
        %64 = memref.atomic_rmw addi %c1_i64_103, %arg10[%c1_104] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<2xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    }
    return
  }
}
