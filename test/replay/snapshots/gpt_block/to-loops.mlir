#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (4096)>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  func.func @f(%arg0: memref<8x16xf32>, %arg1: memref<16xf32>, %arg2: memref<16x48xf32>, %arg3: memref<16x16xf32>, %arg4: memref<16xf32>, %arg5: memref<16x64xf32>, %arg6: memref<64x16xf32>, %arg7: memref<8x16xf32>, %arg8: memref<3072xi8>, %arg9: memref<?xi8>, %arg10: memref<16xi64>, %arg11: memref<4xi64>, %arg12: index, %arg13: index) attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6656 : i64, pyc.scratch_bytes = #map} {
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
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
    %c48_13 = arith.constant 48 : index
    %c48_14 = arith.constant 48 : index
    %c0_15 = arith.constant 0 : index
    scf.for %arg14 = %c0_15 to %c48_13 step %c48_14 {
      %58 = arith.subi %c48_13, %arg14 : index
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
        %79 = arith.divui %arg15, %c1_101 : index
        %80 = arith.remui %arg15, %c1_101 : index
        %c32_111 = arith.constant 32 : index
        %81 = arith.muli %79, %c32_111 : index
        %82 = arith.addi %arg14, %81 : index
        %c0_112 = arith.constant 0 : index
        %c16_113 = arith.constant 16 : index
        %83 = arith.muli %80, %c16_113 : index
        %84 = arith.minui %83, %c0_112 : index
        %c48_114 = arith.constant 48 : index
        %c32_115 = arith.constant 32 : index
        %85 = arith.addi %82, %c32_115 : index
        %86 = arith.cmpi ule, %85, %c48_114 : index
        scf.if %86 {
          %c0_116 = arith.constant 0 : index
          %87 = arith.addi %84, %c0_116 : index
          %c0_117 = arith.constant 0 : index
          %88 = vector.load %arg2[%87, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %88, %view_11[%79, %87, %c0_117] : memref<2x16x32xf32>, vector<32xf32>
          %c1_118 = arith.constant 1 : index
          %89 = arith.addi %84, %c1_118 : index
          %c0_119 = arith.constant 0 : index
          %90 = vector.load %arg2[%89, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %90, %view_11[%79, %89, %c0_119] : memref<2x16x32xf32>, vector<32xf32>
          %c2_120 = arith.constant 2 : index
          %91 = arith.addi %84, %c2_120 : index
          %c0_121 = arith.constant 0 : index
          %92 = vector.load %arg2[%91, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %92, %view_11[%79, %91, %c0_121] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %93 = arith.addi %84, %c3 : index
          %c0_122 = arith.constant 0 : index
          %94 = vector.load %arg2[%93, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %94, %view_11[%79, %93, %c0_122] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %95 = arith.addi %84, %c4 : index
          %c0_123 = arith.constant 0 : index
          %96 = vector.load %arg2[%95, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %96, %view_11[%79, %95, %c0_123] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %97 = arith.addi %84, %c5 : index
          %c0_124 = arith.constant 0 : index
          %98 = vector.load %arg2[%97, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %98, %view_11[%79, %97, %c0_124] : memref<2x16x32xf32>, vector<32xf32>
          %c6 = arith.constant 6 : index
          %99 = arith.addi %84, %c6 : index
          %c0_125 = arith.constant 0 : index
          %100 = vector.load %arg2[%99, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %100, %view_11[%79, %99, %c0_125] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %101 = arith.addi %84, %c7 : index
          %c0_126 = arith.constant 0 : index
          %102 = vector.load %arg2[%101, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %102, %view_11[%79, %101, %c0_126] : memref<2x16x32xf32>, vector<32xf32>
          %c8_127 = arith.constant 8 : index
          %103 = arith.addi %84, %c8_127 : index
          %c0_128 = arith.constant 0 : index
          %104 = vector.load %arg2[%103, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %104, %view_11[%79, %103, %c0_128] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %105 = arith.addi %84, %c9 : index
          %c0_129 = arith.constant 0 : index
          %106 = vector.load %arg2[%105, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %106, %view_11[%79, %105, %c0_129] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %107 = arith.addi %84, %c10 : index
          %c0_130 = arith.constant 0 : index
          %108 = vector.load %arg2[%107, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %108, %view_11[%79, %107, %c0_130] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %109 = arith.addi %84, %c11 : index
          %c0_131 = arith.constant 0 : index
          %110 = vector.load %arg2[%109, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %110, %view_11[%79, %109, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %111 = arith.addi %84, %c12 : index
          %c0_132 = arith.constant 0 : index
          %112 = vector.load %arg2[%111, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %112, %view_11[%79, %111, %c0_132] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %113 = arith.addi %84, %c13 : index
          %c0_133 = arith.constant 0 : index
          %114 = vector.load %arg2[%113, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %114, %view_11[%79, %113, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %115 = arith.addi %84, %c14 : index
          %c0_134 = arith.constant 0 : index
          %116 = vector.load %arg2[%115, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %116, %view_11[%79, %115, %c0_134] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %117 = arith.addi %84, %c15 : index
          %c0_135 = arith.constant 0 : index
          %118 = vector.load %arg2[%117, %82] : memref<16x48xf32>, vector<32xf32>
          vector.store %118, %view_11[%79, %117, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
        } else {
          %c48_116 = arith.constant 48 : index
          %87 = arith.subi %c48_116, %82 : index
          %c32_117 = arith.constant 32 : index
          %88 = arith.minui %c32_117, %87 : index
          %89 = vector.create_mask %88 : vector<32xi1>
          %c0_118 = arith.constant 0 : index
          %90 = arith.addi %84, %c0_118 : index
          %c0_119 = arith.constant 0 : index
          %cst_120 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %91 = vector.maskedload %arg2[%90, %82], %89, %cst_120 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %91, %view_11[%79, %90, %c0_119] : memref<2x16x32xf32>, vector<32xf32>
          %c1_121 = arith.constant 1 : index
          %92 = arith.addi %84, %c1_121 : index
          %c0_122 = arith.constant 0 : index
          %cst_123 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %93 = vector.maskedload %arg2[%92, %82], %89, %cst_123 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %93, %view_11[%79, %92, %c0_122] : memref<2x16x32xf32>, vector<32xf32>
          %c2_124 = arith.constant 2 : index
          %94 = arith.addi %84, %c2_124 : index
          %c0_125 = arith.constant 0 : index
          %cst_126 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %95 = vector.maskedload %arg2[%94, %82], %89, %cst_126 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %95, %view_11[%79, %94, %c0_125] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %96 = arith.addi %84, %c3 : index
          %c0_127 = arith.constant 0 : index
          %cst_128 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %97 = vector.maskedload %arg2[%96, %82], %89, %cst_128 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %97, %view_11[%79, %96, %c0_127] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %98 = arith.addi %84, %c4 : index
          %c0_129 = arith.constant 0 : index
          %cst_130 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %99 = vector.maskedload %arg2[%98, %82], %89, %cst_130 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %99, %view_11[%79, %98, %c0_129] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %100 = arith.addi %84, %c5 : index
          %c0_131 = arith.constant 0 : index
          %cst_132 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %101 = vector.maskedload %arg2[%100, %82], %89, %cst_132 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %101, %view_11[%79, %100, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c6 = arith.constant 6 : index
          %102 = arith.addi %84, %c6 : index
          %c0_133 = arith.constant 0 : index
          %cst_134 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %103 = vector.maskedload %arg2[%102, %82], %89, %cst_134 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %103, %view_11[%79, %102, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %104 = arith.addi %84, %c7 : index
          %c0_135 = arith.constant 0 : index
          %cst_136 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %105 = vector.maskedload %arg2[%104, %82], %89, %cst_136 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %105, %view_11[%79, %104, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
          %c8_137 = arith.constant 8 : index
          %106 = arith.addi %84, %c8_137 : index
          %c0_138 = arith.constant 0 : index
          %cst_139 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %107 = vector.maskedload %arg2[%106, %82], %89, %cst_139 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %107, %view_11[%79, %106, %c0_138] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %108 = arith.addi %84, %c9 : index
          %c0_140 = arith.constant 0 : index
          %cst_141 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %109 = vector.maskedload %arg2[%108, %82], %89, %cst_141 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %109, %view_11[%79, %108, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %110 = arith.addi %84, %c10 : index
          %c0_142 = arith.constant 0 : index
          %cst_143 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %111 = vector.maskedload %arg2[%110, %82], %89, %cst_143 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %111, %view_11[%79, %110, %c0_142] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %112 = arith.addi %84, %c11 : index
          %c0_144 = arith.constant 0 : index
          %cst_145 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %113 = vector.maskedload %arg2[%112, %82], %89, %cst_145 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %113, %view_11[%79, %112, %c0_144] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %114 = arith.addi %84, %c12 : index
          %c0_146 = arith.constant 0 : index
          %cst_147 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %115 = vector.maskedload %arg2[%114, %82], %89, %cst_147 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %115, %view_11[%79, %114, %c0_146] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %116 = arith.addi %84, %c13 : index
          %c0_148 = arith.constant 0 : index
          %cst_149 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %117 = vector.maskedload %arg2[%116, %82], %89, %cst_149 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %117, %view_11[%79, %116, %c0_148] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %118 = arith.addi %84, %c14 : index
          %c0_150 = arith.constant 0 : index
          %cst_151 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %119 = vector.maskedload %arg2[%118, %82], %89, %cst_151 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %119, %view_11[%79, %118, %c0_150] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %120 = arith.addi %84, %c15 : index
          %c0_152 = arith.constant 0 : index
          %cst_153 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %121 = vector.maskedload %arg2[%120, %82], %89, %cst_153 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %121, %view_11[%79, %120, %c0_152] : memref<2x16x32xf32>, vector<32xf32>
        }
      }
      %c1_109 = arith.constant 1 : index
      %76 = arith.cmpi ugt, %arg13, %c1_109 : index
      scf.if %76 {
        %c0_i64 = arith.constant 0 : i64
        %c1_111 = arith.constant 1 : index
        %79 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_111] : (i64, memref<16xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_112 = arith.constant 1 : i64
        %c0_113 = arith.constant 0 : index
        %80 = memref.atomic_rmw addi %c1_i64_112, %arg10[%c0_113] : (i64, memref<16xi64>) -> i64
        %81 = arith.addi %80, %c1_i64 : i64
        %82 = arith.index_cast %arg13 : index to i64
        %83 = arith.cmpi eq, %81, %82 : i64
        scf.if %83 {
          %c0_i64_114 = arith.constant 0 : i64
          %c0_115 = arith.constant 0 : index
          %84 = memref.atomic_rmw assign %c0_i64_114, %arg10[%c0_115] : (i64, memref<16xi64>) -> i64
          %c0_i64_116 = arith.constant 0 : i64
          %c8_117 = arith.constant 8 : index
          %85 = memref.atomic_rmw assign %c0_i64_116, %arg10[%c8_117] : (i64, memref<16xi64>) -> i64
          %c1_i64_118 = arith.constant 1 : i64
          %c1_119 = arith.constant 1 : index
          %86 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c1_119] : (i64, memref<16xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_114 = arith.constant 0 : i64
            %c1_115 = arith.constant 1 : index
            %84 = memref.atomic_rmw addi %c0_i64_114, %arg10[%c1_115] : (i64, memref<16xi64>) -> i64
            %85 = arith.cmpi eq, %84, %79 : i64
            scf.condition(%85)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      } else {
        %c0_i64 = arith.constant 0 : i64
        %c8_111 = arith.constant 8 : index
        %79 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_111] : (i64, memref<16xi64>) -> i64
      }
      %77 = scf.while : () -> index {
        %c6 = arith.constant 6 : index
        %c1_i64 = arith.constant 1 : i64
        %c8_111 = arith.constant 8 : index
        %79 = memref.atomic_rmw addi %c1_i64, %arg10[%c8_111] : (i64, memref<16xi64>) -> i64
        %80 = arith.index_cast %79 : i64 to index
        %81 = arith.muli %80, %c6 : index
        %c8_112 = arith.constant 8 : index
        %82 = arith.cmpi ult, %81, %c8_112 : index
        scf.condition(%82) %81 : index
      } do {
      ^bb0(%arg15: index):
        %c6 = arith.constant 6 : index
        %c6_111 = arith.constant 6 : index
        %79 = arith.addi %arg15, %c6_111 : index
        scf.for %arg16 = %arg15 to %79 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_112 = arith.constant 0 : index
          %80 = arith.addi %arg16, %c0_112 : index
          %81 = arith.minui %80, %c7 : index
          %c1_113 = arith.constant 1 : index
          %82 = arith.addi %arg16, %c1_113 : index
          %83 = arith.minui %82, %c7 : index
          %c2_114 = arith.constant 2 : index
          %84 = arith.addi %arg16, %c2_114 : index
          %85 = arith.minui %84, %c7 : index
          %c3 = arith.constant 3 : index
          %86 = arith.addi %arg16, %c3 : index
          %87 = arith.minui %86, %c7 : index
          %c4 = arith.constant 4 : index
          %88 = arith.addi %arg16, %c4 : index
          %89 = arith.minui %88, %c7 : index
          %c5 = arith.constant 5 : index
          %90 = arith.addi %arg16, %c5 : index
          %91 = arith.minui %90, %c7 : index
          %92 = arith.addi %arg14, %59 : index
          %cst_115 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_116 = arith.constant 1 : index
          %c0_117 = arith.constant 0 : index
          scf.for %arg17 = %c0_117 to %60 step %c1_116 {
            %c32_123 = arith.constant 32 : index
            %96 = arith.muli %arg17, %c32_123 : index
            %97 = arith.addi %arg14, %96 : index
            %c1_124 = arith.constant 1 : index
            %c16_125 = arith.constant 16 : index
            %c0_126 = arith.constant 0 : index
            %98:6 = scf.for %arg18 = %c0_126 to %c16_125 step %c1_124 iter_args(%arg19 = %cst_115, %arg20 = %cst_115, %arg21 = %cst_115, %arg22 = %cst_115, %arg23 = %cst_115, %arg24 = %cst_115) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
              %c0_133 = arith.constant 0 : index
              %99 = vector.load %view_11[%arg17, %arg18, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
              %100 = memref.load %view[%81, %arg18] : memref<8x16xf32>
              %101 = vector.broadcast %100 : f32 to vector<32xf32>
              %102 = vector.fma %101, %99, %arg19 : vector<32xf32>
              %103 = memref.load %view[%83, %arg18] : memref<8x16xf32>
              %104 = vector.broadcast %103 : f32 to vector<32xf32>
              %105 = vector.fma %104, %99, %arg20 : vector<32xf32>
              %106 = memref.load %view[%85, %arg18] : memref<8x16xf32>
              %107 = vector.broadcast %106 : f32 to vector<32xf32>
              %108 = vector.fma %107, %99, %arg21 : vector<32xf32>
              %109 = memref.load %view[%87, %arg18] : memref<8x16xf32>
              %110 = vector.broadcast %109 : f32 to vector<32xf32>
              %111 = vector.fma %110, %99, %arg22 : vector<32xf32>
              %112 = memref.load %view[%89, %arg18] : memref<8x16xf32>
              %113 = vector.broadcast %112 : f32 to vector<32xf32>
              %114 = vector.fma %113, %99, %arg23 : vector<32xf32>
              %115 = memref.load %view[%91, %arg18] : memref<8x16xf32>
              %116 = vector.broadcast %115 : f32 to vector<32xf32>
              %117 = vector.fma %116, %99, %arg24 : vector<32xf32>
              scf.yield %102, %105, %108, %111, %114, %117 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
            }
            %c0_127 = arith.constant 0 : index
            vector.store %98#0, %alloc[%c0_127, %97] : memref<6x48xf32>, vector<32xf32>
            %c1_128 = arith.constant 1 : index
            vector.store %98#1, %alloc[%c1_128, %97] : memref<6x48xf32>, vector<32xf32>
            %c2_129 = arith.constant 2 : index
            vector.store %98#2, %alloc[%c2_129, %97] : memref<6x48xf32>, vector<32xf32>
            %c3_130 = arith.constant 3 : index
            vector.store %98#3, %alloc[%c3_130, %97] : memref<6x48xf32>, vector<32xf32>
            %c4_131 = arith.constant 4 : index
            vector.store %98#4, %alloc[%c4_131, %97] : memref<6x48xf32>, vector<32xf32>
            %c5_132 = arith.constant 5 : index
            vector.store %98#5, %alloc[%c5_132, %97] : memref<6x48xf32>, vector<32xf32>
          }
          %c2_118 = arith.constant 2 : index
          %93 = arith.cmpi ule, %62, %c2_118 : index
          scf.if %93 {
            %96 = arith.addi %arg14, %61 : index
            %c1_123 = arith.constant 1 : index
            scf.for %arg17 = %96 to %92 step %c1_123 {
              %c1_124 = arith.constant 1 : index
              %97 = arith.subi %92, %c1_124 : index
              %c0_125 = arith.constant 0 : index
              %98 = arith.addi %arg17, %c0_125 : index
              %c1_126 = arith.constant 1 : index
              %c16_127 = arith.constant 16 : index
              %c0_128 = arith.constant 0 : index
              %99:6 = scf.for %arg18 = %c0_128 to %c16_127 step %c1_126 iter_args(%arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst, %arg24 = %cst) -> (f32, f32, f32, f32, f32, f32) {
                %100 = memref.load %view[%81, %arg18] : memref<8x16xf32>
                %101 = memref.load %view[%83, %arg18] : memref<8x16xf32>
                %102 = memref.load %view[%85, %arg18] : memref<8x16xf32>
                %103 = memref.load %view[%87, %arg18] : memref<8x16xf32>
                %104 = memref.load %view[%89, %arg18] : memref<8x16xf32>
                %105 = memref.load %view[%91, %arg18] : memref<8x16xf32>
                %106 = memref.load %arg2[%arg18, %98] : memref<16x48xf32>
                %107 = arith.mulf %100, %106 : f32
                %108 = arith.addf %107, %arg19 : f32
                %109 = arith.mulf %101, %106 : f32
                %110 = arith.addf %109, %arg20 : f32
                %111 = arith.mulf %102, %106 : f32
                %112 = arith.addf %111, %arg21 : f32
                %113 = arith.mulf %103, %106 : f32
                %114 = arith.addf %113, %arg22 : f32
                %115 = arith.mulf %104, %106 : f32
                %116 = arith.addf %115, %arg23 : f32
                %117 = arith.mulf %105, %106 : f32
                %118 = arith.addf %117, %arg24 : f32
                scf.yield %108, %110, %112, %114, %116, %118 : f32, f32, f32, f32, f32, f32
              }
              %c0_129 = arith.constant 0 : index
              memref.store %99#0, %alloc[%c0_129, %98] : memref<6x48xf32>
              %c1_130 = arith.constant 1 : index
              memref.store %99#1, %alloc[%c1_130, %98] : memref<6x48xf32>
              %c2_131 = arith.constant 2 : index
              memref.store %99#2, %alloc[%c2_131, %98] : memref<6x48xf32>
              %c3_132 = arith.constant 3 : index
              memref.store %99#3, %alloc[%c3_132, %98] : memref<6x48xf32>
              %c4_133 = arith.constant 4 : index
              memref.store %99#4, %alloc[%c4_133, %98] : memref<6x48xf32>
              %c5_134 = arith.constant 5 : index
              memref.store %99#5, %alloc[%c5_134, %98] : memref<6x48xf32>
            }
          } else {
            %96 = arith.addi %arg14, %61 : index
            %c48_123 = arith.constant 48 : index
            %97 = arith.subi %c48_123, %96 : index
            %c32_124 = arith.constant 32 : index
            %98 = arith.minui %c32_124, %97 : index
            %99 = vector.create_mask %98 : vector<32xi1>
            %c32_125 = arith.constant 32 : index
            %100 = arith.muli %60, %c32_125 : index
            %101 = arith.addi %arg14, %100 : index
            %c1_126 = arith.constant 1 : index
            %c16_127 = arith.constant 16 : index
            %c0_128 = arith.constant 0 : index
            %102:6 = scf.for %arg17 = %c0_128 to %c16_127 step %c1_126 iter_args(%arg18 = %cst_115, %arg19 = %cst_115, %arg20 = %cst_115, %arg21 = %cst_115, %arg22 = %cst_115, %arg23 = %cst_115) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
              %c0_135 = arith.constant 0 : index
              %103 = vector.load %view_11[%60, %arg17, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
              %104 = memref.load %view[%81, %arg17] : memref<8x16xf32>
              %105 = vector.broadcast %104 : f32 to vector<32xf32>
              %106 = vector.fma %105, %103, %arg18 : vector<32xf32>
              %107 = memref.load %view[%83, %arg17] : memref<8x16xf32>
              %108 = vector.broadcast %107 : f32 to vector<32xf32>
              %109 = vector.fma %108, %103, %arg19 : vector<32xf32>
              %110 = memref.load %view[%85, %arg17] : memref<8x16xf32>
              %111 = vector.broadcast %110 : f32 to vector<32xf32>
              %112 = vector.fma %111, %103, %arg20 : vector<32xf32>
              %113 = memref.load %view[%87, %arg17] : memref<8x16xf32>
              %114 = vector.broadcast %113 : f32 to vector<32xf32>
              %115 = vector.fma %114, %103, %arg21 : vector<32xf32>
              %116 = memref.load %view[%89, %arg17] : memref<8x16xf32>
              %117 = vector.broadcast %116 : f32 to vector<32xf32>
              %118 = vector.fma %117, %103, %arg22 : vector<32xf32>
              %119 = memref.load %view[%91, %arg17] : memref<8x16xf32>
              %120 = vector.broadcast %119 : f32 to vector<32xf32>
              %121 = vector.fma %120, %103, %arg23 : vector<32xf32>
              scf.yield %106, %109, %112, %115, %118, %121 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
            }
            %c0_129 = arith.constant 0 : index
            vector.maskedstore %alloc[%c0_129, %101], %99, %102#0 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
            %c1_130 = arith.constant 1 : index
            vector.maskedstore %alloc[%c1_130, %101], %99, %102#1 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
            %c2_131 = arith.constant 2 : index
            vector.maskedstore %alloc[%c2_131, %101], %99, %102#2 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
            %c3_132 = arith.constant 3 : index
            vector.maskedstore %alloc[%c3_132, %101], %99, %102#3 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
            %c4_133 = arith.constant 4 : index
            vector.maskedstore %alloc[%c4_133, %101], %99, %102#4 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
            %c5_134 = arith.constant 5 : index
            vector.maskedstore %alloc[%c5_134, %101], %99, %102#5 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          }
          %c8_119 = arith.constant 8 : index
          %94 = arith.subi %c8_119, %arg16 : index
          %c6_120 = arith.constant 6 : index
          %95 = arith.minui %c6_120, %94 : index
          %c1_121 = arith.constant 1 : index
          %c0_122 = arith.constant 0 : index
          scf.for %arg17 = %c0_122 to %95 step %c1_121 {
            %96 = arith.addi %arg16, %arg17 : index
            %c1_123 = arith.constant 1 : index
            scf.for %arg18 = %arg14 to %92 step %c1_123 {
              %97 = memref.load %alloc[%arg17, %arg18] : memref<6x48xf32>
              memref.store %97, %view_10[%96, %arg18] : memref<8x48xf32>
            }
          }
        }
        scf.yield
      }
      %c1_110 = arith.constant 1 : index
      %78 = arith.cmpi ugt, %arg13, %c1_110 : index
      scf.if %78 {
        %c0_i64 = arith.constant 0 : i64
        %c1_111 = arith.constant 1 : index
        %79 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_111] : (i64, memref<16xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_112 = arith.constant 1 : i64
        %c0_113 = arith.constant 0 : index
        %80 = memref.atomic_rmw addi %c1_i64_112, %arg10[%c0_113] : (i64, memref<16xi64>) -> i64
        %81 = arith.addi %80, %c1_i64 : i64
        %82 = arith.index_cast %arg13 : index to i64
        %83 = arith.cmpi eq, %81, %82 : i64
        scf.if %83 {
          %c0_i64_114 = arith.constant 0 : i64
          %c0_115 = arith.constant 0 : index
          %84 = memref.atomic_rmw assign %c0_i64_114, %arg10[%c0_115] : (i64, memref<16xi64>) -> i64
          %c0_i64_116 = arith.constant 0 : i64
          %c8_117 = arith.constant 8 : index
          %85 = memref.atomic_rmw assign %c0_i64_116, %arg10[%c8_117] : (i64, memref<16xi64>) -> i64
          %c1_i64_118 = arith.constant 1 : i64
          %c1_119 = arith.constant 1 : index
          %86 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c1_119] : (i64, memref<16xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_114 = arith.constant 0 : i64
            %c1_115 = arith.constant 1 : index
            %84 = memref.atomic_rmw addi %c0_i64_114, %arg10[%c1_115] : (i64, memref<16xi64>) -> i64
            %85 = arith.cmpi eq, %84, %79 : i64
            scf.condition(%85)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      } else {
        %c0_i64 = arith.constant 0 : i64
        %c8_111 = arith.constant 8 : index
        %79 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_111] : (i64, memref<16xi64>) -> i64
      }
    }
    memref.dealloc %alloc : memref<6x48xf32>
    %c1_16 = arith.constant 1 : index
    %11 = arith.cmpi ugt, %arg13, %c1_16 : index
    scf.if %11 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
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
      %c8_100 = arith.constant 8 : index
      %c8_101 = arith.constant 8 : index
      %c0_102 = arith.constant 0 : index
      scf.for %arg15 = %c0_102 to %c8_100 step %c8_101 {
        %59 = arith.subi %c8_100, %arg15 : index
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
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
      %c8_100 = arith.constant 8 : index
      %c8_101 = arith.constant 8 : index
      %c0_102 = arith.constant 0 : index
      scf.for %arg15 = %c0_102 to %c8_100 step %c8_101 {
        %59 = arith.subi %c8_100, %arg15 : index
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
          %c8_111 = arith.constant 8 : index
          %c6_112 = arith.constant 6 : index
          %75 = arith.addi %arg16, %c6_112 : index
          %76 = arith.minui %75, %c8_111 : index
          %77 = arith.addi %arg15, %60 : index
          %c1_113 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %77 step %c1_113 {
            %c1_118 = arith.constant 1 : index
            %80 = arith.subi %77, %c1_118 : index
            %c0_119 = arith.constant 0 : index
            %81 = arith.addi %arg17, %c0_119 : index
            %c1_120 = arith.constant 1 : index
            %c0_121 = arith.constant 0 : index
            %82:6 = scf.for %arg18 = %c0_121 to %76 step %c1_120 iter_args(%arg19 = %cst_46, %arg20 = %cst_46, %arg21 = %cst_46, %arg22 = %cst_46, %arg23 = %cst_46, %arg24 = %cst_46) -> (f32, f32, f32, f32, f32, f32) {
              %83 = memref.load %view_31[%arg14, %64, %arg18] : memref<2x8x8xf32>
              %84 = memref.load %view_31[%arg14, %66, %arg18] : memref<2x8x8xf32>
              %85 = memref.load %view_31[%arg14, %68, %arg18] : memref<2x8x8xf32>
              %86 = memref.load %view_31[%arg14, %70, %arg18] : memref<2x8x8xf32>
              %87 = memref.load %view_31[%arg14, %72, %arg18] : memref<2x8x8xf32>
              %88 = memref.load %view_31[%arg14, %74, %arg18] : memref<2x8x8xf32>
              %c0_128 = arith.constant 0 : index
              %c2_129 = arith.constant 2 : index
              %89 = arith.muli %c0_128, %c2_129 : index
              %90 = arith.addi %89, %arg14 : index
              %c8_130 = arith.constant 8 : index
              %91 = arith.muli %90, %c8_130 : index
              %92 = arith.addi %91, %81 : index
              %c1_131 = arith.constant 1 : index
              %93 = arith.muli %arg18, %c1_131 : index
              %c0_132 = arith.constant 0 : index
              %94 = arith.addi %c0_132, %93 : index
              %c1_133 = arith.constant 1 : index
              %95 = arith.muli %92, %c1_133 : index
              %c32_134 = arith.constant 32 : index
              %96 = arith.addi %c32_134, %95 : index
              %97 = memref.load %view_10[%94, %96] : memref<8x48xf32>
              %98 = arith.mulf %83, %97 : f32
              %99 = arith.addf %98, %arg19 : f32
              %100 = arith.mulf %84, %97 : f32
              %101 = arith.addf %100, %arg20 : f32
              %102 = arith.mulf %85, %97 : f32
              %103 = arith.addf %102, %arg21 : f32
              %104 = arith.mulf %86, %97 : f32
              %105 = arith.addf %104, %arg22 : f32
              %106 = arith.mulf %87, %97 : f32
              %107 = arith.addf %106, %arg23 : f32
              %108 = arith.mulf %88, %97 : f32
              %109 = arith.addf %108, %arg24 : f32
              scf.yield %99, %101, %103, %105, %107, %109 : f32, f32, f32, f32, f32, f32
            }
            %c0_122 = arith.constant 0 : index
            memref.store %82#0, %alloc_47[%c0_122, %81] : memref<6x8xf32>
            %c1_123 = arith.constant 1 : index
            memref.store %82#1, %alloc_47[%c1_123, %81] : memref<6x8xf32>
            %c2_124 = arith.constant 2 : index
            memref.store %82#2, %alloc_47[%c2_124, %81] : memref<6x8xf32>
            %c3_125 = arith.constant 3 : index
            memref.store %82#3, %alloc_47[%c3_125, %81] : memref<6x8xf32>
            %c4_126 = arith.constant 4 : index
            memref.store %82#4, %alloc_47[%c4_126, %81] : memref<6x8xf32>
            %c5_127 = arith.constant 5 : index
            memref.store %82#5, %alloc_47[%c5_127, %81] : memref<6x8xf32>
          }
          %c8_114 = arith.constant 8 : index
          %78 = arith.subi %c8_114, %arg16 : index
          %c6_115 = arith.constant 6 : index
          %79 = arith.minui %c6_115, %78 : index
          %c1_116 = arith.constant 1 : index
          %c0_117 = arith.constant 0 : index
          scf.for %arg17 = %c0_117 to %79 step %c1_116 {
            %80 = arith.addi %arg16, %arg17 : index
            %c1_118 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %77 step %c1_118 {
              %81 = memref.load %alloc_47[%arg17, %arg18] : memref<6x8xf32>
              memref.store %81, %view_45[%arg14, %80, %arg18] : memref<2x8x8xf32>
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
    }
    %c512_59 = arith.constant 512 : index
    %view_60 = memref.view %arg8[%c512_59][] : memref<3072xi8> to memref<8x16xf32>
    %cst_61 = arith.constant 0.000000e+00 : f32
    %alloc_62 = memref.alloc() : memref<6x16xf32>
    %c1_63 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %42 = arith.subi %c16, %c1_63 : index
    %c16_64 = arith.constant 16 : index
    %c16_65 = arith.constant 16 : index
    %c0_66 = arith.constant 0 : index
    scf.for %arg14 = %c0_66 to %c16_64 step %c16_65 {
      %58 = arith.subi %c16_64, %arg14 : index
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
    }
    %c1024 = arith.constant 1024 : index
    %view_81 = memref.view %arg8[%c1024][] : memref<3072xi8> to memref<8x64xf32>
    %cst_82 = arith.constant 0.000000e+00 : f32
    %alloc_83 = memref.alloc() : memref<6x64xf32>
    %view_84 = memref.view %arg9[%c0_9][] : memref<?xi8> to memref<2x16x32xf32>
    %c1_85 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    %54 = arith.subi %c64, %c1_85 : index
    %c64_86 = arith.constant 64 : index
    %c64_87 = arith.constant 64 : index
    %c0_88 = arith.constant 0 : index
    scf.for %arg14 = %c0_88 to %c64_86 step %c64_87 {
      %58 = arith.subi %c64_86, %arg14 : index
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
        %79 = arith.divui %arg15, %c1_101 : index
        %80 = arith.remui %arg15, %c1_101 : index
        %c32_111 = arith.constant 32 : index
        %81 = arith.muli %79, %c32_111 : index
        %82 = arith.addi %arg14, %81 : index
        %c0_112 = arith.constant 0 : index
        %c16_113 = arith.constant 16 : index
        %83 = arith.muli %80, %c16_113 : index
        %84 = arith.minui %83, %c0_112 : index
        %c64_114 = arith.constant 64 : index
        %c32_115 = arith.constant 32 : index
        %85 = arith.addi %82, %c32_115 : index
        %86 = arith.cmpi ule, %85, %c64_114 : index
        scf.if %86 {
          %c0_116 = arith.constant 0 : index
          %87 = arith.addi %84, %c0_116 : index
          %c0_117 = arith.constant 0 : index
          %88 = vector.load %arg5[%87, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %88, %view_84[%79, %87, %c0_117] : memref<2x16x32xf32>, vector<32xf32>
          %c1_118 = arith.constant 1 : index
          %89 = arith.addi %84, %c1_118 : index
          %c0_119 = arith.constant 0 : index
          %90 = vector.load %arg5[%89, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %90, %view_84[%79, %89, %c0_119] : memref<2x16x32xf32>, vector<32xf32>
          %c2_120 = arith.constant 2 : index
          %91 = arith.addi %84, %c2_120 : index
          %c0_121 = arith.constant 0 : index
          %92 = vector.load %arg5[%91, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %92, %view_84[%79, %91, %c0_121] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %93 = arith.addi %84, %c3 : index
          %c0_122 = arith.constant 0 : index
          %94 = vector.load %arg5[%93, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %94, %view_84[%79, %93, %c0_122] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %95 = arith.addi %84, %c4 : index
          %c0_123 = arith.constant 0 : index
          %96 = vector.load %arg5[%95, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %96, %view_84[%79, %95, %c0_123] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %97 = arith.addi %84, %c5 : index
          %c0_124 = arith.constant 0 : index
          %98 = vector.load %arg5[%97, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %98, %view_84[%79, %97, %c0_124] : memref<2x16x32xf32>, vector<32xf32>
          %c6 = arith.constant 6 : index
          %99 = arith.addi %84, %c6 : index
          %c0_125 = arith.constant 0 : index
          %100 = vector.load %arg5[%99, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %100, %view_84[%79, %99, %c0_125] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %101 = arith.addi %84, %c7 : index
          %c0_126 = arith.constant 0 : index
          %102 = vector.load %arg5[%101, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %102, %view_84[%79, %101, %c0_126] : memref<2x16x32xf32>, vector<32xf32>
          %c8_127 = arith.constant 8 : index
          %103 = arith.addi %84, %c8_127 : index
          %c0_128 = arith.constant 0 : index
          %104 = vector.load %arg5[%103, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %104, %view_84[%79, %103, %c0_128] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %105 = arith.addi %84, %c9 : index
          %c0_129 = arith.constant 0 : index
          %106 = vector.load %arg5[%105, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %106, %view_84[%79, %105, %c0_129] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %107 = arith.addi %84, %c10 : index
          %c0_130 = arith.constant 0 : index
          %108 = vector.load %arg5[%107, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %108, %view_84[%79, %107, %c0_130] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %109 = arith.addi %84, %c11 : index
          %c0_131 = arith.constant 0 : index
          %110 = vector.load %arg5[%109, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %110, %view_84[%79, %109, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %111 = arith.addi %84, %c12 : index
          %c0_132 = arith.constant 0 : index
          %112 = vector.load %arg5[%111, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %112, %view_84[%79, %111, %c0_132] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %113 = arith.addi %84, %c13 : index
          %c0_133 = arith.constant 0 : index
          %114 = vector.load %arg5[%113, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %114, %view_84[%79, %113, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %115 = arith.addi %84, %c14 : index
          %c0_134 = arith.constant 0 : index
          %116 = vector.load %arg5[%115, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %116, %view_84[%79, %115, %c0_134] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %117 = arith.addi %84, %c15 : index
          %c0_135 = arith.constant 0 : index
          %118 = vector.load %arg5[%117, %82] : memref<16x64xf32>, vector<32xf32>
          vector.store %118, %view_84[%79, %117, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
        } else {
          %c64_116 = arith.constant 64 : index
          %87 = arith.subi %c64_116, %82 : index
          %c32_117 = arith.constant 32 : index
          %88 = arith.minui %c32_117, %87 : index
          %89 = vector.create_mask %88 : vector<32xi1>
          %c0_118 = arith.constant 0 : index
          %90 = arith.addi %84, %c0_118 : index
          %c0_119 = arith.constant 0 : index
          %cst_120 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %91 = vector.maskedload %arg5[%90, %82], %89, %cst_120 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %91, %view_84[%79, %90, %c0_119] : memref<2x16x32xf32>, vector<32xf32>
          %c1_121 = arith.constant 1 : index
          %92 = arith.addi %84, %c1_121 : index
          %c0_122 = arith.constant 0 : index
          %cst_123 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %93 = vector.maskedload %arg5[%92, %82], %89, %cst_123 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %93, %view_84[%79, %92, %c0_122] : memref<2x16x32xf32>, vector<32xf32>
          %c2_124 = arith.constant 2 : index
          %94 = arith.addi %84, %c2_124 : index
          %c0_125 = arith.constant 0 : index
          %cst_126 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %95 = vector.maskedload %arg5[%94, %82], %89, %cst_126 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %95, %view_84[%79, %94, %c0_125] : memref<2x16x32xf32>, vector<32xf32>
          %c3 = arith.constant 3 : index
          %96 = arith.addi %84, %c3 : index
          %c0_127 = arith.constant 0 : index
          %cst_128 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %97 = vector.maskedload %arg5[%96, %82], %89, %cst_128 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %97, %view_84[%79, %96, %c0_127] : memref<2x16x32xf32>, vector<32xf32>
          %c4 = arith.constant 4 : index
          %98 = arith.addi %84, %c4 : index
          %c0_129 = arith.constant 0 : index
          %cst_130 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %99 = vector.maskedload %arg5[%98, %82], %89, %cst_130 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %99, %view_84[%79, %98, %c0_129] : memref<2x16x32xf32>, vector<32xf32>
          %c5 = arith.constant 5 : index
          %100 = arith.addi %84, %c5 : index
          %c0_131 = arith.constant 0 : index
          %cst_132 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %101 = vector.maskedload %arg5[%100, %82], %89, %cst_132 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %101, %view_84[%79, %100, %c0_131] : memref<2x16x32xf32>, vector<32xf32>
          %c6 = arith.constant 6 : index
          %102 = arith.addi %84, %c6 : index
          %c0_133 = arith.constant 0 : index
          %cst_134 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %103 = vector.maskedload %arg5[%102, %82], %89, %cst_134 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %103, %view_84[%79, %102, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
          %c7 = arith.constant 7 : index
          %104 = arith.addi %84, %c7 : index
          %c0_135 = arith.constant 0 : index
          %cst_136 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %105 = vector.maskedload %arg5[%104, %82], %89, %cst_136 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %105, %view_84[%79, %104, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
          %c8_137 = arith.constant 8 : index
          %106 = arith.addi %84, %c8_137 : index
          %c0_138 = arith.constant 0 : index
          %cst_139 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %107 = vector.maskedload %arg5[%106, %82], %89, %cst_139 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %107, %view_84[%79, %106, %c0_138] : memref<2x16x32xf32>, vector<32xf32>
          %c9 = arith.constant 9 : index
          %108 = arith.addi %84, %c9 : index
          %c0_140 = arith.constant 0 : index
          %cst_141 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %109 = vector.maskedload %arg5[%108, %82], %89, %cst_141 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %109, %view_84[%79, %108, %c0_140] : memref<2x16x32xf32>, vector<32xf32>
          %c10 = arith.constant 10 : index
          %110 = arith.addi %84, %c10 : index
          %c0_142 = arith.constant 0 : index
          %cst_143 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %111 = vector.maskedload %arg5[%110, %82], %89, %cst_143 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %111, %view_84[%79, %110, %c0_142] : memref<2x16x32xf32>, vector<32xf32>
          %c11 = arith.constant 11 : index
          %112 = arith.addi %84, %c11 : index
          %c0_144 = arith.constant 0 : index
          %cst_145 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %113 = vector.maskedload %arg5[%112, %82], %89, %cst_145 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %113, %view_84[%79, %112, %c0_144] : memref<2x16x32xf32>, vector<32xf32>
          %c12 = arith.constant 12 : index
          %114 = arith.addi %84, %c12 : index
          %c0_146 = arith.constant 0 : index
          %cst_147 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %115 = vector.maskedload %arg5[%114, %82], %89, %cst_147 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %115, %view_84[%79, %114, %c0_146] : memref<2x16x32xf32>, vector<32xf32>
          %c13 = arith.constant 13 : index
          %116 = arith.addi %84, %c13 : index
          %c0_148 = arith.constant 0 : index
          %cst_149 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %117 = vector.maskedload %arg5[%116, %82], %89, %cst_149 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %117, %view_84[%79, %116, %c0_148] : memref<2x16x32xf32>, vector<32xf32>
          %c14 = arith.constant 14 : index
          %118 = arith.addi %84, %c14 : index
          %c0_150 = arith.constant 0 : index
          %cst_151 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %119 = vector.maskedload %arg5[%118, %82], %89, %cst_151 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %119, %view_84[%79, %118, %c0_150] : memref<2x16x32xf32>, vector<32xf32>
          %c15 = arith.constant 15 : index
          %120 = arith.addi %84, %c15 : index
          %c0_152 = arith.constant 0 : index
          %cst_153 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %121 = vector.maskedload %arg5[%120, %82], %89, %cst_153 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
          vector.store %121, %view_84[%79, %120, %c0_152] : memref<2x16x32xf32>, vector<32xf32>
        }
      }
      %c1_109 = arith.constant 1 : index
      %76 = arith.cmpi ugt, %arg13, %c1_109 : index
      scf.if %76 {
        %c0_i64 = arith.constant 0 : i64
        %c1_111 = arith.constant 1 : index
        %79 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_111] : (i64, memref<16xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_112 = arith.constant 1 : i64
        %c0_113 = arith.constant 0 : index
        %80 = memref.atomic_rmw addi %c1_i64_112, %arg10[%c0_113] : (i64, memref<16xi64>) -> i64
        %81 = arith.addi %80, %c1_i64 : i64
        %82 = arith.index_cast %arg13 : index to i64
        %83 = arith.cmpi eq, %81, %82 : i64
        scf.if %83 {
          %c0_i64_114 = arith.constant 0 : i64
          %c0_115 = arith.constant 0 : index
          %84 = memref.atomic_rmw assign %c0_i64_114, %arg10[%c0_115] : (i64, memref<16xi64>) -> i64
          %c0_i64_116 = arith.constant 0 : i64
          %c8_117 = arith.constant 8 : index
          %85 = memref.atomic_rmw assign %c0_i64_116, %arg10[%c8_117] : (i64, memref<16xi64>) -> i64
          %c1_i64_118 = arith.constant 1 : i64
          %c1_119 = arith.constant 1 : index
          %86 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c1_119] : (i64, memref<16xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_114 = arith.constant 0 : i64
            %c1_115 = arith.constant 1 : index
            %84 = memref.atomic_rmw addi %c0_i64_114, %arg10[%c1_115] : (i64, memref<16xi64>) -> i64
            %85 = arith.cmpi eq, %84, %79 : i64
            scf.condition(%85)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      } else {
        %c0_i64 = arith.constant 0 : i64
        %c8_111 = arith.constant 8 : index
        %79 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_111] : (i64, memref<16xi64>) -> i64
      }
      %77 = scf.while : () -> index {
        %c6 = arith.constant 6 : index
        %c1_i64 = arith.constant 1 : i64
        %c8_111 = arith.constant 8 : index
        %79 = memref.atomic_rmw addi %c1_i64, %arg10[%c8_111] : (i64, memref<16xi64>) -> i64
        %80 = arith.index_cast %79 : i64 to index
        %81 = arith.muli %80, %c6 : index
        %c8_112 = arith.constant 8 : index
        %82 = arith.cmpi ult, %81, %c8_112 : index
        scf.condition(%82) %81 : index
      } do {
      ^bb0(%arg15: index):
        %c6 = arith.constant 6 : index
        %c6_111 = arith.constant 6 : index
        %79 = arith.addi %arg15, %c6_111 : index
        scf.for %arg16 = %arg15 to %79 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_112 = arith.constant 0 : index
          %80 = arith.addi %arg16, %c0_112 : index
          %81 = arith.minui %80, %c7 : index
          %c1_113 = arith.constant 1 : index
          %82 = arith.addi %arg16, %c1_113 : index
          %83 = arith.minui %82, %c7 : index
          %c2_114 = arith.constant 2 : index
          %84 = arith.addi %arg16, %c2_114 : index
          %85 = arith.minui %84, %c7 : index
          %c3 = arith.constant 3 : index
          %86 = arith.addi %arg16, %c3 : index
          %87 = arith.minui %86, %c7 : index
          %c4 = arith.constant 4 : index
          %88 = arith.addi %arg16, %c4 : index
          %89 = arith.minui %88, %c7 : index
          %c5 = arith.constant 5 : index
          %90 = arith.addi %arg16, %c5 : index
          %91 = arith.minui %90, %c7 : index
          %92 = arith.addi %arg14, %59 : index
          %cst_115 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_116 = arith.constant 1 : index
          %c0_117 = arith.constant 0 : index
          scf.for %arg17 = %c0_117 to %60 step %c1_116 {
            %c32_123 = arith.constant 32 : index
            %96 = arith.muli %arg17, %c32_123 : index
            %97 = arith.addi %arg14, %96 : index
            %c1_124 = arith.constant 1 : index
            %c16_125 = arith.constant 16 : index
            %c0_126 = arith.constant 0 : index
            %98:6 = scf.for %arg18 = %c0_126 to %c16_125 step %c1_124 iter_args(%arg19 = %cst_115, %arg20 = %cst_115, %arg21 = %cst_115, %arg22 = %cst_115, %arg23 = %cst_115, %arg24 = %cst_115) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
              %c0_133 = arith.constant 0 : index
              %99 = vector.load %view_84[%arg17, %arg18, %c0_133] : memref<2x16x32xf32>, vector<32xf32>
              %100 = memref.load %view_69[%81, %arg18] : memref<8x16xf32>
              %101 = vector.broadcast %100 : f32 to vector<32xf32>
              %102 = vector.fma %101, %99, %arg19 : vector<32xf32>
              %103 = memref.load %view_69[%83, %arg18] : memref<8x16xf32>
              %104 = vector.broadcast %103 : f32 to vector<32xf32>
              %105 = vector.fma %104, %99, %arg20 : vector<32xf32>
              %106 = memref.load %view_69[%85, %arg18] : memref<8x16xf32>
              %107 = vector.broadcast %106 : f32 to vector<32xf32>
              %108 = vector.fma %107, %99, %arg21 : vector<32xf32>
              %109 = memref.load %view_69[%87, %arg18] : memref<8x16xf32>
              %110 = vector.broadcast %109 : f32 to vector<32xf32>
              %111 = vector.fma %110, %99, %arg22 : vector<32xf32>
              %112 = memref.load %view_69[%89, %arg18] : memref<8x16xf32>
              %113 = vector.broadcast %112 : f32 to vector<32xf32>
              %114 = vector.fma %113, %99, %arg23 : vector<32xf32>
              %115 = memref.load %view_69[%91, %arg18] : memref<8x16xf32>
              %116 = vector.broadcast %115 : f32 to vector<32xf32>
              %117 = vector.fma %116, %99, %arg24 : vector<32xf32>
              scf.yield %102, %105, %108, %111, %114, %117 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
            }
            %c0_127 = arith.constant 0 : index
            vector.store %98#0, %alloc_83[%c0_127, %97] : memref<6x64xf32>, vector<32xf32>
            %c1_128 = arith.constant 1 : index
            vector.store %98#1, %alloc_83[%c1_128, %97] : memref<6x64xf32>, vector<32xf32>
            %c2_129 = arith.constant 2 : index
            vector.store %98#2, %alloc_83[%c2_129, %97] : memref<6x64xf32>, vector<32xf32>
            %c3_130 = arith.constant 3 : index
            vector.store %98#3, %alloc_83[%c3_130, %97] : memref<6x64xf32>, vector<32xf32>
            %c4_131 = arith.constant 4 : index
            vector.store %98#4, %alloc_83[%c4_131, %97] : memref<6x64xf32>, vector<32xf32>
            %c5_132 = arith.constant 5 : index
            vector.store %98#5, %alloc_83[%c5_132, %97] : memref<6x64xf32>, vector<32xf32>
          }
          %c2_118 = arith.constant 2 : index
          %93 = arith.cmpi ule, %62, %c2_118 : index
          scf.if %93 {
            %96 = arith.addi %arg14, %61 : index
            %c1_123 = arith.constant 1 : index
            scf.for %arg17 = %96 to %92 step %c1_123 {
              %c1_124 = arith.constant 1 : index
              %97 = arith.subi %92, %c1_124 : index
              %c0_125 = arith.constant 0 : index
              %98 = arith.addi %arg17, %c0_125 : index
              %c1_126 = arith.constant 1 : index
              %c16_127 = arith.constant 16 : index
              %c0_128 = arith.constant 0 : index
              %99:6 = scf.for %arg18 = %c0_128 to %c16_127 step %c1_126 iter_args(%arg19 = %cst_82, %arg20 = %cst_82, %arg21 = %cst_82, %arg22 = %cst_82, %arg23 = %cst_82, %arg24 = %cst_82) -> (f32, f32, f32, f32, f32, f32) {
                %100 = memref.load %view_69[%81, %arg18] : memref<8x16xf32>
                %101 = memref.load %view_69[%83, %arg18] : memref<8x16xf32>
                %102 = memref.load %view_69[%85, %arg18] : memref<8x16xf32>
                %103 = memref.load %view_69[%87, %arg18] : memref<8x16xf32>
                %104 = memref.load %view_69[%89, %arg18] : memref<8x16xf32>
                %105 = memref.load %view_69[%91, %arg18] : memref<8x16xf32>
                %106 = memref.load %arg5[%arg18, %98] : memref<16x64xf32>
                %107 = arith.mulf %100, %106 : f32
                %108 = arith.addf %107, %arg19 : f32
                %109 = arith.mulf %101, %106 : f32
                %110 = arith.addf %109, %arg20 : f32
                %111 = arith.mulf %102, %106 : f32
                %112 = arith.addf %111, %arg21 : f32
                %113 = arith.mulf %103, %106 : f32
                %114 = arith.addf %113, %arg22 : f32
                %115 = arith.mulf %104, %106 : f32
                %116 = arith.addf %115, %arg23 : f32
                %117 = arith.mulf %105, %106 : f32
                %118 = arith.addf %117, %arg24 : f32
                scf.yield %108, %110, %112, %114, %116, %118 : f32, f32, f32, f32, f32, f32
              }
              %c0_129 = arith.constant 0 : index
              memref.store %99#0, %alloc_83[%c0_129, %98] : memref<6x64xf32>
              %c1_130 = arith.constant 1 : index
              memref.store %99#1, %alloc_83[%c1_130, %98] : memref<6x64xf32>
              %c2_131 = arith.constant 2 : index
              memref.store %99#2, %alloc_83[%c2_131, %98] : memref<6x64xf32>
              %c3_132 = arith.constant 3 : index
              memref.store %99#3, %alloc_83[%c3_132, %98] : memref<6x64xf32>
              %c4_133 = arith.constant 4 : index
              memref.store %99#4, %alloc_83[%c4_133, %98] : memref<6x64xf32>
              %c5_134 = arith.constant 5 : index
              memref.store %99#5, %alloc_83[%c5_134, %98] : memref<6x64xf32>
            }
          } else {
            %96 = arith.addi %arg14, %61 : index
            %c64_123 = arith.constant 64 : index
            %97 = arith.subi %c64_123, %96 : index
            %c32_124 = arith.constant 32 : index
            %98 = arith.minui %c32_124, %97 : index
            %99 = vector.create_mask %98 : vector<32xi1>
            %c32_125 = arith.constant 32 : index
            %100 = arith.muli %60, %c32_125 : index
            %101 = arith.addi %arg14, %100 : index
            %c1_126 = arith.constant 1 : index
            %c16_127 = arith.constant 16 : index
            %c0_128 = arith.constant 0 : index
            %102:6 = scf.for %arg17 = %c0_128 to %c16_127 step %c1_126 iter_args(%arg18 = %cst_115, %arg19 = %cst_115, %arg20 = %cst_115, %arg21 = %cst_115, %arg22 = %cst_115, %arg23 = %cst_115) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
              %c0_135 = arith.constant 0 : index
              %103 = vector.load %view_84[%60, %arg17, %c0_135] : memref<2x16x32xf32>, vector<32xf32>
              %104 = memref.load %view_69[%81, %arg17] : memref<8x16xf32>
              %105 = vector.broadcast %104 : f32 to vector<32xf32>
              %106 = vector.fma %105, %103, %arg18 : vector<32xf32>
              %107 = memref.load %view_69[%83, %arg17] : memref<8x16xf32>
              %108 = vector.broadcast %107 : f32 to vector<32xf32>
              %109 = vector.fma %108, %103, %arg19 : vector<32xf32>
              %110 = memref.load %view_69[%85, %arg17] : memref<8x16xf32>
              %111 = vector.broadcast %110 : f32 to vector<32xf32>
              %112 = vector.fma %111, %103, %arg20 : vector<32xf32>
              %113 = memref.load %view_69[%87, %arg17] : memref<8x16xf32>
              %114 = vector.broadcast %113 : f32 to vector<32xf32>
              %115 = vector.fma %114, %103, %arg21 : vector<32xf32>
              %116 = memref.load %view_69[%89, %arg17] : memref<8x16xf32>
              %117 = vector.broadcast %116 : f32 to vector<32xf32>
              %118 = vector.fma %117, %103, %arg22 : vector<32xf32>
              %119 = memref.load %view_69[%91, %arg17] : memref<8x16xf32>
              %120 = vector.broadcast %119 : f32 to vector<32xf32>
              %121 = vector.fma %120, %103, %arg23 : vector<32xf32>
              scf.yield %106, %109, %112, %115, %118, %121 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
            }
            %c0_129 = arith.constant 0 : index
            vector.maskedstore %alloc_83[%c0_129, %101], %99, %102#0 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
            %c1_130 = arith.constant 1 : index
            vector.maskedstore %alloc_83[%c1_130, %101], %99, %102#1 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
            %c2_131 = arith.constant 2 : index
            vector.maskedstore %alloc_83[%c2_131, %101], %99, %102#2 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
            %c3_132 = arith.constant 3 : index
            vector.maskedstore %alloc_83[%c3_132, %101], %99, %102#3 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
            %c4_133 = arith.constant 4 : index
            vector.maskedstore %alloc_83[%c4_133, %101], %99, %102#4 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
            %c5_134 = arith.constant 5 : index
            vector.maskedstore %alloc_83[%c5_134, %101], %99, %102#5 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          }
          %c8_119 = arith.constant 8 : index
          %94 = arith.subi %c8_119, %arg16 : index
          %c6_120 = arith.constant 6 : index
          %95 = arith.minui %c6_120, %94 : index
          %c1_121 = arith.constant 1 : index
          %c0_122 = arith.constant 0 : index
          scf.for %arg17 = %c0_122 to %95 step %c1_121 {
            %96 = arith.addi %arg16, %arg17 : index
            %c1_123 = arith.constant 1 : index
            scf.for %arg18 = %arg14 to %92 step %c1_123 {
              %97 = memref.load %alloc_83[%arg17, %arg18] : memref<6x64xf32>
              %cst_124 = arith.constant 5.000000e-01 : f32
              %98 = arith.mulf %97, %cst_124 : f32
              %cst_125 = arith.constant 0.707106769 : f32
              %99 = arith.mulf %97, %cst_125 : f32
              %100 = math.erf %99 : f32
              %cst_126 = arith.constant 1.000000e+00 : f32
              %101 = arith.addf %100, %cst_126 : f32
              %102 = arith.mulf %98, %101 : f32
              memref.store %102, %view_81[%96, %arg18] : memref<8x64xf32>
            }
          }
        }
        scf.yield
      }
      %c1_110 = arith.constant 1 : index
      %78 = arith.cmpi ugt, %arg13, %c1_110 : index
      scf.if %78 {
        %c0_i64 = arith.constant 0 : i64
        %c1_111 = arith.constant 1 : index
        %79 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_111] : (i64, memref<16xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_112 = arith.constant 1 : i64
        %c0_113 = arith.constant 0 : index
        %80 = memref.atomic_rmw addi %c1_i64_112, %arg10[%c0_113] : (i64, memref<16xi64>) -> i64
        %81 = arith.addi %80, %c1_i64 : i64
        %82 = arith.index_cast %arg13 : index to i64
        %83 = arith.cmpi eq, %81, %82 : i64
        scf.if %83 {
          %c0_i64_114 = arith.constant 0 : i64
          %c0_115 = arith.constant 0 : index
          %84 = memref.atomic_rmw assign %c0_i64_114, %arg10[%c0_115] : (i64, memref<16xi64>) -> i64
          %c0_i64_116 = arith.constant 0 : i64
          %c8_117 = arith.constant 8 : index
          %85 = memref.atomic_rmw assign %c0_i64_116, %arg10[%c8_117] : (i64, memref<16xi64>) -> i64
          %c1_i64_118 = arith.constant 1 : i64
          %c1_119 = arith.constant 1 : index
          %86 = memref.atomic_rmw addi %c1_i64_118, %arg10[%c1_119] : (i64, memref<16xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_114 = arith.constant 0 : i64
            %c1_115 = arith.constant 1 : index
            %84 = memref.atomic_rmw addi %c0_i64_114, %arg10[%c1_115] : (i64, memref<16xi64>) -> i64
            %85 = arith.cmpi eq, %84, %79 : i64
            scf.condition(%85)
          } do {
            llvm.inline_asm has_side_effects "pause", ""  : () -> ()
            scf.yield
          }
        }
      } else {
        %c0_i64 = arith.constant 0 : i64
        %c8_111 = arith.constant 8 : index
        %79 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_111] : (i64, memref<16xi64>) -> i64
      }
    }
    memref.dealloc %alloc_83 : memref<6x64xf32>
    %c1_89 = arith.constant 1 : index
    %55 = arith.cmpi ugt, %arg13, %c1_89 : index
    scf.if %55 {
      %c0_i64 = arith.constant 0 : i64
      %c1_98 = arith.constant 1 : index
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
    }
    %cst_90 = arith.constant 0.000000e+00 : f32
    %alloc_91 = memref.alloc() : memref<6x16xf32>
    %c1_92 = arith.constant 1 : index
    %c16_93 = arith.constant 16 : index
    %56 = arith.subi %c16_93, %c1_92 : index
    %c16_94 = arith.constant 16 : index
    %c16_95 = arith.constant 16 : index
    %c0_96 = arith.constant 0 : index
    scf.for %arg14 = %c0_96 to %c16_94 step %c16_95 {
      %58 = arith.subi %c16_94, %arg14 : index
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
      %58 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_98] : (i64, memref<16xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_99 = arith.constant 1 : i64
      %c0_100 = arith.constant 0 : index
      %59 = memref.atomic_rmw addi %c1_i64_99, %arg10[%c0_100] : (i64, memref<16xi64>) -> i64
      %60 = arith.addi %59, %c1_i64 : i64
      %61 = arith.index_cast %arg13 : index to i64
      %62 = arith.cmpi eq, %60, %61 : i64
      scf.if %62 {
        %c0_i64_101 = arith.constant 0 : i64
        %c0_102 = arith.constant 0 : index
        %63 = memref.atomic_rmw assign %c0_i64_101, %arg10[%c0_102] : (i64, memref<16xi64>) -> i64
        %c0_i64_103 = arith.constant 0 : i64
        %c8_104 = arith.constant 8 : index
        %64 = memref.atomic_rmw assign %c0_i64_103, %arg10[%c8_104] : (i64, memref<16xi64>) -> i64
        %c1_i64_105 = arith.constant 1 : i64
        %c1_106 = arith.constant 1 : index
        %65 = memref.atomic_rmw addi %c1_i64_105, %arg10[%c1_106] : (i64, memref<16xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_101 = arith.constant 0 : i64
          %c1_102 = arith.constant 1 : index
          %63 = memref.atomic_rmw addi %c0_i64_101, %arg10[%c1_102] : (i64, memref<16xi64>) -> i64
          %64 = arith.cmpi eq, %63, %58 : i64
          scf.condition(%64)
        } do {
          llvm.inline_asm has_side_effects "pause", ""  : () -> ()
          scf.yield
        }
      }
    } else {
      %c0_i64 = arith.constant 0 : i64
      %c8_98 = arith.constant 8 : index
      %58 = memref.atomic_rmw assign %c0_i64, %arg10[%c8_98] : (i64, memref<16xi64>) -> i64
    }
    return
  }
}
