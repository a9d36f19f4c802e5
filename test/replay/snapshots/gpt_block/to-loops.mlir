#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (4096)>
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
      %cst_124 = arith.constant 0.000000e+00 : f32
      %c1_125 = arith.constant 1 : index
      %c16_126 = arith.constant 16 : index
      %c0_127 = arith.constant 0 : index
      %78 = scf.for %arg15 = %c0_127 to %c16_126 step %c1_125 iter_args(%arg16 = %cst_124) -> (f32) {
        %80 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %81 = arith.addf %80, %arg16 fastmath<reassoc> : f32
        scf.yield %81 : f32
      } {loop_annotation = #loop_annotation}
      %cst_128 = arith.constant 0.000000e+00 : f32
      %c1_129 = arith.constant 1 : index
      %c16_130 = arith.constant 16 : index
      %c0_131 = arith.constant 0 : index
      %79 = scf.for %arg15 = %c0_131 to %c16_130 step %c1_129 iter_args(%arg16 = %cst_128) -> (f32) {
        %80 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %cst_135 = arith.constant 6.250000e-02 : f32
        %81 = arith.mulf %78, %cst_135 : f32
        %82 = arith.subf %80, %81 : f32
        %83 = arith.mulf %82, %82 : f32
        %84 = arith.addf %83, %arg16 fastmath<reassoc> : f32
        scf.yield %84 : f32
      } {loop_annotation = #loop_annotation}
      %c0_132 = arith.constant 0 : index
      %c16_133 = arith.constant 16 : index
      %c1_134 = arith.constant 1 : index
      scf.for %arg15 = %c0_132 to %c16_133 step %c1_134 {
        %80 = memref.load %arg0[%arg14, %arg15] : memref<8x16xf32>
        %c0_135 = arith.constant 0 : index
        %cst_136 = arith.constant 6.250000e-02 : f32
        %81 = arith.mulf %78, %cst_136 : f32
        %82 = arith.subf %80, %81 : f32
        %c0_137 = arith.constant 0 : index
        %cst_138 = arith.constant 6.250000e-02 : f32
        %83 = arith.mulf %79, %cst_138 : f32
        %cst_139 = arith.constant 9.99999974E-6 : f32
        %84 = arith.addf %83, %cst_139 : f32
        %85 = math.rsqrt %84 : f32
        %86 = arith.mulf %82, %85 : f32
        %87 = memref.load %arg1[%arg15] : memref<16xf32>
        %88 = arith.mulf %86, %87 : f32
        memref.store %88, %view[%arg14, %arg15] : memref<8x16xf32>
      }
    }
    %c1_8 = arith.constant 1 : index
    %9 = arith.cmpi ugt, %arg13, %c1_8 : index
    scf.if %9 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
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
    %c48_13 = arith.constant 48 : index
    %c48_14 = arith.constant 48 : index
    %c0_15 = arith.constant 0 : index
    scf.for %arg14 = %c0_15 to %c48_14 step %c48_13 {
      %c48_124 = arith.constant 48 : index
      %78 = arith.subi %c48_124, %arg14 : index
      %c48_125 = arith.constant 48 : index
      %79 = arith.minui %c48_125, %78 : index
      %c32 = arith.constant 32 : index
      %80 = arith.divui %79, %c32 : index
      %c32_126 = arith.constant 32 : index
      %81 = arith.muli %80, %c32_126 : index
      %82 = arith.subi %79, %81 : index
      %c32_127 = arith.constant 32 : index
      %83 = arith.ceildivui %79, %c32_127 : index
      %c16_128 = arith.constant 16 : index
      %84 = arith.muli %83, %c16_128 : index
      %c0_129 = arith.constant 0 : index
      %c1_130 = arith.constant 1 : index
      %85 = arith.ceildivui %84, %c1_130 : index
      %86 = arith.muli %85, %arg12 : index
      %87 = arith.divui %86, %arg13 : index
      %c1_131 = arith.constant 1 : index
      %88 = arith.muli %87, %c1_131 : index
      %89 = arith.minui %88, %84 : index
      %c1_132 = arith.constant 1 : index
      %90 = arith.addi %arg12, %c1_132 : index
      %c1_133 = arith.constant 1 : index
      %91 = arith.ceildivui %84, %c1_133 : index
      %92 = arith.muli %91, %90 : index
      %93 = arith.divui %92, %arg13 : index
      %c1_134 = arith.constant 1 : index
      %94 = arith.muli %93, %c1_134 : index
      %95 = arith.minui %94, %84 : index
      %c1_135 = arith.constant 1 : index
      scf.for %arg15 = %89 to %95 step %c1_135 {
        %107 = arith.divui %arg15, %c16_128 : index
        %108 = arith.remui %arg15, %c16_128 : index
        %c32_147 = arith.constant 32 : index
        %109 = arith.muli %107, %c32_147 : index
        %110 = arith.addi %arg14, %109 : index
        %c0_148 = arith.constant 0 : index
        %c48_149 = arith.constant 48 : index
        %111 = arith.subi %c48_149, %110 : index
        %c32_150 = arith.constant 32 : index
        %112 = arith.minui %c32_150, %111 : index
        %113 = vector.create_mask %112 : vector<32xi1>
        %cst_151 = arith.constant dense<0.000000e+00> : vector<32xf32>
        %114 = vector.maskedload %arg2[%108, %110], %113, %cst_151 : memref<16x48xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
        vector.store %114, %view_11[%107, %108, %c0_148] : memref<2x16x32xf32>, vector<32xf32>
      }
      %c1_136 = arith.constant 1 : index
      %96 = arith.cmpi ugt, %arg13, %c1_136 : index
      scf.if %96 {
        %c0_i64 = arith.constant 0 : i64
        %c1_147 = arith.constant 1 : index
        %107 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_147] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_148 = arith.constant 1 : i64
        %c0_149 = arith.constant 0 : index
        %108 = memref.atomic_rmw addi %c1_i64_148, %arg10[%c0_149] : (i64, memref<2xi64>) -> i64
        %109 = arith.addi %108, %c1_i64 : i64
        %110 = arith.index_cast %arg13 : index to i64
        %111 = arith.cmpi eq, %109, %110 : i64
        scf.if %111 {
          %c0_i64_150 = arith.constant 0 : i64
          %c0_151 = arith.constant 0 : index
          %112 = memref.atomic_rmw assign %c0_i64_150, %arg10[%c0_151] : (i64, memref<2xi64>) -> i64
          %c1_i64_152 = arith.constant 1 : i64
          %c1_153 = arith.constant 1 : index
          %113 = memref.atomic_rmw addi %c1_i64_152, %arg10[%c1_153] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_150 = arith.constant 0 : i64
            %c1_151 = arith.constant 1 : index
            %112 = memref.atomic_rmw addi %c0_i64_150, %arg10[%c1_151] : (i64, memref<2xi64>) -> i64
            %113 = arith.cmpi eq, %112, %107 : i64
            scf.condition(%113)
          } do {
            scf.yield
          }
        }
      }
      %c0_137 = arith.constant 0 : index
      %c8_138 = arith.constant 8 : index
      %c2_139 = arith.constant 2 : index
      %97 = arith.muli %c2_139, %arg12 : index
      %98 = arith.divui %97, %arg13 : index
      %c8_140 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %99 = arith.muli %98, %c6 : index
      %100 = arith.minui %99, %c8_140 : index
      %c1_141 = arith.constant 1 : index
      %101 = arith.addi %arg12, %c1_141 : index
      %c2_142 = arith.constant 2 : index
      %102 = arith.muli %c2_142, %101 : index
      %103 = arith.divui %102, %arg13 : index
      %c8_143 = arith.constant 8 : index
      %c6_144 = arith.constant 6 : index
      %104 = arith.muli %103, %c6_144 : index
      %105 = arith.minui %104, %c8_143 : index
      %c6_145 = arith.constant 6 : index
      scf.for %arg15 = %100 to %105 step %c6_145 {
        %c7 = arith.constant 7 : index
        %c0_147 = arith.constant 0 : index
        %107 = arith.addi %arg15, %c0_147 : index
        %108 = arith.minui %107, %c7 : index
        %c1_148 = arith.constant 1 : index
        %109 = arith.addi %arg15, %c1_148 : index
        %110 = arith.minui %109, %c7 : index
        %c2_149 = arith.constant 2 : index
        %111 = arith.addi %arg15, %c2_149 : index
        %112 = arith.minui %111, %c7 : index
        %c3 = arith.constant 3 : index
        %113 = arith.addi %arg15, %c3 : index
        %114 = arith.minui %113, %c7 : index
        %c4 = arith.constant 4 : index
        %115 = arith.addi %arg15, %c4 : index
        %116 = arith.minui %115, %c7 : index
        %c5 = arith.constant 5 : index
        %117 = arith.addi %arg15, %c5 : index
        %118 = arith.minui %117, %c7 : index
        %119 = arith.addi %arg14, %79 : index
        %c1_150 = arith.constant 1 : index
        %c0_151 = arith.constant 0 : index
        scf.for %arg16 = %c0_151 to %80 step %c1_150 {
          %c32_157 = arith.constant 32 : index
          %123 = arith.muli %arg16, %c32_157 : index
          %124 = arith.addi %arg14, %123 : index
          %cst_158 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_159 = arith.constant 1 : index
          %c16_160 = arith.constant 16 : index
          %c0_161 = arith.constant 0 : index
          %125:6 = scf.for %arg17 = %c0_161 to %c16_160 step %c1_159 iter_args(%arg18 = %cst_158, %arg19 = %cst_158, %arg20 = %cst_158, %arg21 = %cst_158, %arg22 = %cst_158, %arg23 = %cst_158) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_168 = arith.constant 0 : index
            %126 = vector.load %view_11[%arg16, %arg17, %c0_168] : memref<2x16x32xf32>, vector<32xf32>
            %127 = memref.load %view[%108, %arg17] : memref<8x16xf32>
            %128 = vector.broadcast %127 : f32 to vector<32xf32>
            %129 = vector.fma %128, %126, %arg18 : vector<32xf32>
            %130 = memref.load %view[%110, %arg17] : memref<8x16xf32>
            %131 = vector.broadcast %130 : f32 to vector<32xf32>
            %132 = vector.fma %131, %126, %arg19 : vector<32xf32>
            %133 = memref.load %view[%112, %arg17] : memref<8x16xf32>
            %134 = vector.broadcast %133 : f32 to vector<32xf32>
            %135 = vector.fma %134, %126, %arg20 : vector<32xf32>
            %136 = memref.load %view[%114, %arg17] : memref<8x16xf32>
            %137 = vector.broadcast %136 : f32 to vector<32xf32>
            %138 = vector.fma %137, %126, %arg21 : vector<32xf32>
            %139 = memref.load %view[%116, %arg17] : memref<8x16xf32>
            %140 = vector.broadcast %139 : f32 to vector<32xf32>
            %141 = vector.fma %140, %126, %arg22 : vector<32xf32>
            %142 = memref.load %view[%118, %arg17] : memref<8x16xf32>
            %143 = vector.broadcast %142 : f32 to vector<32xf32>
            %144 = vector.fma %143, %126, %arg23 : vector<32xf32>
            scf.yield %129, %132, %135, %138, %141, %144 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_162 = arith.constant 0 : index
          vector.store %125#0, %alloc[%c0_162, %124] : memref<6x48xf32>, vector<32xf32>
          %c1_163 = arith.constant 1 : index
          vector.store %125#1, %alloc[%c1_163, %124] : memref<6x48xf32>, vector<32xf32>
          %c2_164 = arith.constant 2 : index
          vector.store %125#2, %alloc[%c2_164, %124] : memref<6x48xf32>, vector<32xf32>
          %c3_165 = arith.constant 3 : index
          vector.store %125#3, %alloc[%c3_165, %124] : memref<6x48xf32>, vector<32xf32>
          %c4_166 = arith.constant 4 : index
          vector.store %125#4, %alloc[%c4_166, %124] : memref<6x48xf32>, vector<32xf32>
          %c5_167 = arith.constant 5 : index
          vector.store %125#5, %alloc[%c5_167, %124] : memref<6x48xf32>, vector<32xf32>
        }
        %c2_152 = arith.constant 2 : index
        %120 = arith.cmpi ule, %82, %c2_152 : index
        scf.if %120 {
          %123 = arith.addi %arg14, %81 : index
          %c1_157 = arith.constant 1 : index
          scf.for %arg16 = %123 to %119 step %c1_157 {
            %c1_158 = arith.constant 1 : index
            %124 = arith.subi %119, %c1_158 : index
            %c0_159 = arith.constant 0 : index
            %125 = arith.addi %arg16, %c0_159 : index
            %c1_160 = arith.constant 1 : index
            %c16_161 = arith.constant 16 : index
            %c0_162 = arith.constant 0 : index
            %126:6 = scf.for %arg17 = %c0_162 to %c16_161 step %c1_160 iter_args(%arg18 = %cst, %arg19 = %cst, %arg20 = %cst, %arg21 = %cst, %arg22 = %cst, %arg23 = %cst) -> (f32, f32, f32, f32, f32, f32) {
              %127 = memref.load %view[%108, %arg17] : memref<8x16xf32>
              %128 = memref.load %view[%110, %arg17] : memref<8x16xf32>
              %129 = memref.load %view[%112, %arg17] : memref<8x16xf32>
              %130 = memref.load %view[%114, %arg17] : memref<8x16xf32>
              %131 = memref.load %view[%116, %arg17] : memref<8x16xf32>
              %132 = memref.load %view[%118, %arg17] : memref<8x16xf32>
              %133 = memref.load %arg2[%arg17, %125] : memref<16x48xf32>
              %134 = arith.mulf %127, %133 : f32
              %135 = arith.addf %134, %arg18 : f32
              %136 = arith.mulf %128, %133 : f32
              %137 = arith.addf %136, %arg19 : f32
              %138 = arith.mulf %129, %133 : f32
              %139 = arith.addf %138, %arg20 : f32
              %140 = arith.mulf %130, %133 : f32
              %141 = arith.addf %140, %arg21 : f32
              %142 = arith.mulf %131, %133 : f32
              %143 = arith.addf %142, %arg22 : f32
              %144 = arith.mulf %132, %133 : f32
              %145 = arith.addf %144, %arg23 : f32
              scf.yield %135, %137, %139, %141, %143, %145 : f32, f32, f32, f32, f32, f32
            }
            %c0_163 = arith.constant 0 : index
            memref.store %126#0, %alloc[%c0_163, %125] : memref<6x48xf32>
            %c1_164 = arith.constant 1 : index
            memref.store %126#1, %alloc[%c1_164, %125] : memref<6x48xf32>
            %c2_165 = arith.constant 2 : index
            memref.store %126#2, %alloc[%c2_165, %125] : memref<6x48xf32>
            %c3_166 = arith.constant 3 : index
            memref.store %126#3, %alloc[%c3_166, %125] : memref<6x48xf32>
            %c4_167 = arith.constant 4 : index
            memref.store %126#4, %alloc[%c4_167, %125] : memref<6x48xf32>
            %c5_168 = arith.constant 5 : index
            memref.store %126#5, %alloc[%c5_168, %125] : memref<6x48xf32>
          }
        } else {
          %123 = arith.addi %arg14, %81 : index
          %c48_157 = arith.constant 48 : index
          %124 = arith.subi %c48_157, %123 : index
          %c32_158 = arith.constant 32 : index
          %125 = arith.minui %c32_158, %124 : index
          %126 = vector.create_mask %125 : vector<32xi1>
          %c32_159 = arith.constant 32 : index
          %127 = arith.muli %80, %c32_159 : index
          %128 = arith.addi %arg14, %127 : index
          %cst_160 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_161 = arith.constant 1 : index
          %c16_162 = arith.constant 16 : index
          %c0_163 = arith.constant 0 : index
          %129:6 = scf.for %arg16 = %c0_163 to %c16_162 step %c1_161 iter_args(%arg17 = %cst_160, %arg18 = %cst_160, %arg19 = %cst_160, %arg20 = %cst_160, %arg21 = %cst_160, %arg22 = %cst_160) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_170 = arith.constant 0 : index
            %130 = vector.load %view_11[%80, %arg16, %c0_170] : memref<2x16x32xf32>, vector<32xf32>
            %131 = memref.load %view[%108, %arg16] : memref<8x16xf32>
            %132 = vector.broadcast %131 : f32 to vector<32xf32>
            %133 = vector.fma %132, %130, %arg17 : vector<32xf32>
            %134 = memref.load %view[%110, %arg16] : memref<8x16xf32>
            %135 = vector.broadcast %134 : f32 to vector<32xf32>
            %136 = vector.fma %135, %130, %arg18 : vector<32xf32>
            %137 = memref.load %view[%112, %arg16] : memref<8x16xf32>
            %138 = vector.broadcast %137 : f32 to vector<32xf32>
            %139 = vector.fma %138, %130, %arg19 : vector<32xf32>
            %140 = memref.load %view[%114, %arg16] : memref<8x16xf32>
            %141 = vector.broadcast %140 : f32 to vector<32xf32>
            %142 = vector.fma %141, %130, %arg20 : vector<32xf32>
            %143 = memref.load %view[%116, %arg16] : memref<8x16xf32>
            %144 = vector.broadcast %143 : f32 to vector<32xf32>
            %145 = vector.fma %144, %130, %arg21 : vector<32xf32>
            %146 = memref.load %view[%118, %arg16] : memref<8x16xf32>
            %147 = vector.broadcast %146 : f32 to vector<32xf32>
            %148 = vector.fma %147, %130, %arg22 : vector<32xf32>
            scf.yield %133, %136, %139, %142, %145, %148 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_164 = arith.constant 0 : index
          vector.maskedstore %alloc[%c0_164, %128], %126, %129#0 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c1_165 = arith.constant 1 : index
          vector.maskedstore %alloc[%c1_165, %128], %126, %129#1 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c2_166 = arith.constant 2 : index
          vector.maskedstore %alloc[%c2_166, %128], %126, %129#2 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c3_167 = arith.constant 3 : index
          vector.maskedstore %alloc[%c3_167, %128], %126, %129#3 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c4_168 = arith.constant 4 : index
          vector.maskedstore %alloc[%c4_168, %128], %126, %129#4 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
          %c5_169 = arith.constant 5 : index
          vector.maskedstore %alloc[%c5_169, %128], %126, %129#5 : memref<6x48xf32>, vector<32xi1>, vector<32xf32>
        }
        %c8_153 = arith.constant 8 : index
        %121 = arith.subi %c8_153, %arg15 : index
        %c6_154 = arith.constant 6 : index
        %122 = arith.minui %c6_154, %121 : index
        %c1_155 = arith.constant 1 : index
        %c0_156 = arith.constant 0 : index
        scf.for %arg16 = %c0_156 to %122 step %c1_155 {
          %123 = arith.addi %arg15, %arg16 : index
          %c1_157 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %119 step %c1_157 {
            %124 = memref.load %alloc[%arg16, %arg17] : memref<6x48xf32>
            memref.store %124, %view_10[%123, %arg17] : memref<8x48xf32>
          }
        }
      }
      %c1_146 = arith.constant 1 : index
      %106 = arith.cmpi ugt, %arg13, %c1_146 : index
      scf.if %106 {
        %c0_i64 = arith.constant 0 : i64
        %c1_147 = arith.constant 1 : index
        %107 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_147] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_148 = arith.constant 1 : i64
        %c0_149 = arith.constant 0 : index
        %108 = memref.atomic_rmw addi %c1_i64_148, %arg10[%c0_149] : (i64, memref<2xi64>) -> i64
        %109 = arith.addi %108, %c1_i64 : i64
        %110 = arith.index_cast %arg13 : index to i64
        %111 = arith.cmpi eq, %109, %110 : i64
        scf.if %111 {
          %c0_i64_150 = arith.constant 0 : i64
          %c0_151 = arith.constant 0 : index
          %112 = memref.atomic_rmw assign %c0_i64_150, %arg10[%c0_151] : (i64, memref<2xi64>) -> i64
          %c1_i64_152 = arith.constant 1 : i64
          %c1_153 = arith.constant 1 : index
          %113 = memref.atomic_rmw addi %c1_i64_152, %arg10[%c1_153] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_150 = arith.constant 0 : i64
            %c1_151 = arith.constant 1 : index
            %112 = memref.atomic_rmw addi %c0_i64_150, %arg10[%c1_151] : (i64, memref<2xi64>) -> i64
            %113 = arith.cmpi eq, %112, %107 : i64
            scf.condition(%113)
          } do {
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
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c0_17 = arith.constant 0 : index
    %view_18 = memref.view %arg8[%c0_17][] : memref<3072xi8> to memref<8xi64>
    %c0_19 = arith.constant 0 : index
    %c8_20 = arith.constant 8 : index
    %c8_21 = arith.constant 8 : index
    %12 = arith.muli %c8_21, %arg12 : index
    %13 = arith.divui %12, %arg13 : index
    %c8_22 = arith.constant 8 : index
    %c1_23 = arith.constant 1 : index
    %14 = arith.muli %13, %c1_23 : index
    %15 = arith.minui %14, %c8_22 : index
    %c1_24 = arith.constant 1 : index
    %16 = arith.addi %arg12, %c1_24 : index
    %c8_25 = arith.constant 8 : index
    %17 = arith.muli %c8_25, %16 : index
    %18 = arith.divui %17, %arg13 : index
    %c8_26 = arith.constant 8 : index
    %c1_27 = arith.constant 1 : index
    %19 = arith.muli %18, %c1_27 : index
    %20 = arith.minui %19, %c8_26 : index
    %c1_28 = arith.constant 1 : index
    scf.for %arg14 = %15 to %20 step %c1_28 {
      %78 = arith.index_cast %arg14 : index to i64
      memref.store %78, %view_18[%arg14] : memref<8xi64>
    }
    %c1_29 = arith.constant 1 : index
    %21 = arith.cmpi ugt, %arg13, %c1_29 : index
    scf.if %21 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c64 = arith.constant 64 : index
    %view_30 = memref.view %arg8[%c64][] : memref<3072xi8> to memref<8x8xi8>
    %c0_31 = arith.constant 0 : index
    %c8_32 = arith.constant 8 : index
    %c8_33 = arith.constant 8 : index
    %22 = arith.muli %c8_33, %arg12 : index
    %23 = arith.divui %22, %arg13 : index
    %c8_34 = arith.constant 8 : index
    %c1_35 = arith.constant 1 : index
    %24 = arith.muli %23, %c1_35 : index
    %25 = arith.minui %24, %c8_34 : index
    %c1_36 = arith.constant 1 : index
    %26 = arith.addi %arg12, %c1_36 : index
    %c8_37 = arith.constant 8 : index
    %27 = arith.muli %c8_37, %26 : index
    %28 = arith.divui %27, %arg13 : index
    %c8_38 = arith.constant 8 : index
    %c1_39 = arith.constant 1 : index
    %29 = arith.muli %28, %c1_39 : index
    %30 = arith.minui %29, %c8_38 : index
    %c1_40 = arith.constant 1 : index
    scf.for %arg14 = %25 to %30 step %c1_40 {
      %c0_124 = arith.constant 0 : index
      %c8_125 = arith.constant 8 : index
      %c1_126 = arith.constant 1 : index
      scf.for %arg15 = %c0_124 to %c8_125 step %c1_126 {
        %c0_127 = arith.constant 0 : index
        %78 = memref.load %view_18[%arg15] : memref<8xi64>
        %c0_128 = arith.constant 0 : index
        %79 = memref.load %view_18[%arg14] : memref<8xi64>
        %80 = arith.subi %78, %79 : i64
        %c0_i64 = arith.constant 0 : i64
        %81 = arith.cmpi sle, %80, %c0_i64 : i64
        %true = arith.constant true
        %82 = arith.xori %81, %true : i1
        %83 = arith.extui %82 : i1 to i8
        memref.store %83, %view_30[%arg14, %arg15] : memref<8x8xi8>
      }
    }
    %c1_41 = arith.constant 1 : index
    %31 = arith.cmpi ugt, %arg13, %c1_41 : index
    scf.if %31 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c2048 = arith.constant 2048 : index
    %view_42 = memref.view %arg8[%c2048][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_43 = arith.constant 0.000000e+00 : f32
    %alloc_44 = memref.alloc() : memref<6x8xf32>
    %c0_45 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c2_46 = arith.constant 2 : index
    %32 = arith.muli %c2_46, %arg12 : index
    %33 = arith.divui %32, %arg13 : index
    %c2_47 = arith.constant 2 : index
    %c1_48 = arith.constant 1 : index
    %34 = arith.muli %33, %c1_48 : index
    %35 = arith.minui %34, %c2_47 : index
    %c1_49 = arith.constant 1 : index
    %36 = arith.addi %arg12, %c1_49 : index
    %c2_50 = arith.constant 2 : index
    %37 = arith.muli %c2_50, %36 : index
    %38 = arith.divui %37, %arg13 : index
    %c2_51 = arith.constant 2 : index
    %c1_52 = arith.constant 1 : index
    %39 = arith.muli %38, %c1_52 : index
    %40 = arith.minui %39, %c2_51 : index
    %c1_53 = arith.constant 1 : index
    scf.for %arg14 = %35 to %40 step %c1_53 {
      %c1_124 = arith.constant 1 : index
      %c8_125 = arith.constant 8 : index
      %78 = arith.subi %c8_125, %c1_124 : index
      %c8_126 = arith.constant 8 : index
      %c8_127 = arith.constant 8 : index
      %c0_128 = arith.constant 0 : index
      scf.for %arg15 = %c0_128 to %c8_127 step %c8_126 {
        %c8_129 = arith.constant 8 : index
        %79 = arith.subi %c8_129, %arg15 : index
        %c8_130 = arith.constant 8 : index
        %80 = arith.minui %c8_130, %79 : index
        %c0_131 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %81 = arith.muli %c0_131, %c32 : index
        %82 = arith.subi %80, %81 : index
        %c0_132 = arith.constant 0 : index
        %c0_133 = arith.constant 0 : index
        %c8_134 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg16 = %c0_133 to %c8_134 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_135 = arith.constant 0 : index
          %83 = arith.addi %arg16, %c0_135 : index
          %84 = arith.minui %83, %c7 : index
          %c1_136 = arith.constant 1 : index
          %85 = arith.addi %arg16, %c1_136 : index
          %86 = arith.minui %85, %c7 : index
          %c2_137 = arith.constant 2 : index
          %87 = arith.addi %arg16, %c2_137 : index
          %88 = arith.minui %87, %c7 : index
          %c3 = arith.constant 3 : index
          %89 = arith.addi %arg16, %c3 : index
          %90 = arith.minui %89, %c7 : index
          %c4 = arith.constant 4 : index
          %91 = arith.addi %arg16, %c4 : index
          %92 = arith.minui %91, %c7 : index
          %c5 = arith.constant 5 : index
          %93 = arith.addi %arg16, %c5 : index
          %94 = arith.minui %93, %c7 : index
          %95 = arith.addi %arg15, %80 : index
          %c1_138 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %95 step %c1_138 {
            %c1_143 = arith.constant 1 : index
            %98 = arith.subi %95, %c1_143 : index
            %c0_144 = arith.constant 0 : index
            %99 = arith.addi %arg17, %c0_144 : index
            %c1_145 = arith.constant 1 : index
            %c8_146 = arith.constant 8 : index
            %c0_147 = arith.constant 0 : index
            %100:6 = scf.for %arg18 = %c0_147 to %c8_146 step %c1_145 iter_args(%arg19 = %cst_43, %arg20 = %cst_43, %arg21 = %cst_43, %arg22 = %cst_43, %arg23 = %cst_43, %arg24 = %cst_43) -> (f32, f32, f32, f32, f32, f32) {
              %c0_154 = arith.constant 0 : index
              %c2_155 = arith.constant 2 : index
              %101 = arith.muli %c0_154, %c2_155 : index
              %102 = arith.addi %101, %arg14 : index
              %c8_156 = arith.constant 8 : index
              %103 = arith.muli %102, %c8_156 : index
              %104 = arith.addi %103, %arg18 : index
              %c1_157 = arith.constant 1 : index
              %105 = arith.muli %84, %c1_157 : index
              %c0_158 = arith.constant 0 : index
              %106 = arith.addi %c0_158, %105 : index
              %c1_159 = arith.constant 1 : index
              %107 = arith.muli %104, %c1_159 : index
              %c0_160 = arith.constant 0 : index
              %108 = arith.addi %c0_160, %107 : index
              %109 = memref.load %view_10[%106, %108] : memref<8x48xf32>
              %c0_161 = arith.constant 0 : index
              %c2_162 = arith.constant 2 : index
              %110 = arith.muli %c0_161, %c2_162 : index
              %111 = arith.addi %110, %arg14 : index
              %c8_163 = arith.constant 8 : index
              %112 = arith.muli %111, %c8_163 : index
              %113 = arith.addi %112, %arg18 : index
              %c1_164 = arith.constant 1 : index
              %114 = arith.muli %86, %c1_164 : index
              %c0_165 = arith.constant 0 : index
              %115 = arith.addi %c0_165, %114 : index
              %c1_166 = arith.constant 1 : index
              %116 = arith.muli %113, %c1_166 : index
              %c0_167 = arith.constant 0 : index
              %117 = arith.addi %c0_167, %116 : index
              %118 = memref.load %view_10[%115, %117] : memref<8x48xf32>
              %c0_168 = arith.constant 0 : index
              %c2_169 = arith.constant 2 : index
              %119 = arith.muli %c0_168, %c2_169 : index
              %120 = arith.addi %119, %arg14 : index
              %c8_170 = arith.constant 8 : index
              %121 = arith.muli %120, %c8_170 : index
              %122 = arith.addi %121, %arg18 : index
              %c1_171 = arith.constant 1 : index
              %123 = arith.muli %88, %c1_171 : index
              %c0_172 = arith.constant 0 : index
              %124 = arith.addi %c0_172, %123 : index
              %c1_173 = arith.constant 1 : index
              %125 = arith.muli %122, %c1_173 : index
              %c0_174 = arith.constant 0 : index
              %126 = arith.addi %c0_174, %125 : index
              %127 = memref.load %view_10[%124, %126] : memref<8x48xf32>
              %c0_175 = arith.constant 0 : index
              %c2_176 = arith.constant 2 : index
              %128 = arith.muli %c0_175, %c2_176 : index
              %129 = arith.addi %128, %arg14 : index
              %c8_177 = arith.constant 8 : index
              %130 = arith.muli %129, %c8_177 : index
              %131 = arith.addi %130, %arg18 : index
              %c1_178 = arith.constant 1 : index
              %132 = arith.muli %90, %c1_178 : index
              %c0_179 = arith.constant 0 : index
              %133 = arith.addi %c0_179, %132 : index
              %c1_180 = arith.constant 1 : index
              %134 = arith.muli %131, %c1_180 : index
              %c0_181 = arith.constant 0 : index
              %135 = arith.addi %c0_181, %134 : index
              %136 = memref.load %view_10[%133, %135] : memref<8x48xf32>
              %c0_182 = arith.constant 0 : index
              %c2_183 = arith.constant 2 : index
              %137 = arith.muli %c0_182, %c2_183 : index
              %138 = arith.addi %137, %arg14 : index
              %c8_184 = arith.constant 8 : index
              %139 = arith.muli %138, %c8_184 : index
              %140 = arith.addi %139, %arg18 : index
              %c1_185 = arith.constant 1 : index
              %141 = arith.muli %92, %c1_185 : index
              %c0_186 = arith.constant 0 : index
              %142 = arith.addi %c0_186, %141 : index
              %c1_187 = arith.constant 1 : index
              %143 = arith.muli %140, %c1_187 : index
              %c0_188 = arith.constant 0 : index
              %144 = arith.addi %c0_188, %143 : index
              %145 = memref.load %view_10[%142, %144] : memref<8x48xf32>
              %c0_189 = arith.constant 0 : index
              %c2_190 = arith.constant 2 : index
              %146 = arith.muli %c0_189, %c2_190 : index
              %147 = arith.addi %146, %arg14 : index
              %c8_191 = arith.constant 8 : index
              %148 = arith.muli %147, %c8_191 : index
              %149 = arith.addi %148, %arg18 : index
              %c1_192 = arith.constant 1 : index
              %150 = arith.muli %94, %c1_192 : index
              %c0_193 = arith.constant 0 : index
              %151 = arith.addi %c0_193, %150 : index
              %c1_194 = arith.constant 1 : index
              %152 = arith.muli %149, %c1_194 : index
              %c0_195 = arith.constant 0 : index
              %153 = arith.addi %c0_195, %152 : index
              %154 = memref.load %view_10[%151, %153] : memref<8x48xf32>
              %c0_196 = arith.constant 0 : index
              %c2_197 = arith.constant 2 : index
              %155 = arith.muli %c0_196, %c2_197 : index
              %156 = arith.addi %155, %arg14 : index
              %c8_198 = arith.constant 8 : index
              %157 = arith.muli %156, %c8_198 : index
              %158 = arith.addi %157, %arg18 : index
              %c1_199 = arith.constant 1 : index
              %159 = arith.muli %99, %c1_199 : index
              %c0_200 = arith.constant 0 : index
              %160 = arith.addi %c0_200, %159 : index
              %c1_201 = arith.constant 1 : index
              %161 = arith.muli %158, %c1_201 : index
              %c16_202 = arith.constant 16 : index
              %162 = arith.addi %c16_202, %161 : index
              %163 = memref.load %view_10[%160, %162] : memref<8x48xf32>
              %164 = arith.mulf %109, %163 : f32
              %165 = arith.addf %164, %arg19 : f32
              %166 = arith.mulf %118, %163 : f32
              %167 = arith.addf %166, %arg20 : f32
              %168 = arith.mulf %127, %163 : f32
              %169 = arith.addf %168, %arg21 : f32
              %170 = arith.mulf %136, %163 : f32
              %171 = arith.addf %170, %arg22 : f32
              %172 = arith.mulf %145, %163 : f32
              %173 = arith.addf %172, %arg23 : f32
              %174 = arith.mulf %154, %163 : f32
              %175 = arith.addf %174, %arg24 : f32
              scf.yield %165, %167, %169, %171, %173, %175 : f32, f32, f32, f32, f32, f32
            }
            %c0_148 = arith.constant 0 : index
            memref.store %100#0, %alloc_44[%c0_148, %99] : memref<6x8xf32>
            %c1_149 = arith.constant 1 : index
            memref.store %100#1, %alloc_44[%c1_149, %99] : memref<6x8xf32>
            %c2_150 = arith.constant 2 : index
            memref.store %100#2, %alloc_44[%c2_150, %99] : memref<6x8xf32>
            %c3_151 = arith.constant 3 : index
            memref.store %100#3, %alloc_44[%c3_151, %99] : memref<6x8xf32>
            %c4_152 = arith.constant 4 : index
            memref.store %100#4, %alloc_44[%c4_152, %99] : memref<6x8xf32>
            %c5_153 = arith.constant 5 : index
            memref.store %100#5, %alloc_44[%c5_153, %99] : memref<6x8xf32>
          }
          %c8_139 = arith.constant 8 : index
          %96 = arith.subi %c8_139, %arg16 : index
          %c6_140 = arith.constant 6 : index
          %97 = arith.minui %c6_140, %96 : index
          %c1_141 = arith.constant 1 : index
          %c0_142 = arith.constant 0 : index
          scf.for %arg17 = %c0_142 to %97 step %c1_141 {
            %98 = arith.addi %arg16, %arg17 : index
            %c1_143 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %95 step %c1_143 {
              %99 = memref.load %view_30[%98, %arg18] : memref<8x8xi8>
              %100 = arith.trunci %99 : i8 to i1
              %cst_144 = arith.constant 0xFF800000 : f32
              %101 = memref.load %alloc_44[%arg17, %arg18] : memref<6x8xf32>
              %cst_145 = arith.constant 2.82842708 : f32
              %102 = arith.divf %101, %cst_145 fastmath<arcp> : f32
              %103 = arith.select %100, %cst_144, %102 : f32
              memref.store %103, %view_42[%arg14, %98, %arg18] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_44 : memref<6x8xf32>
    %c1_54 = arith.constant 1 : index
    %41 = arith.cmpi ugt, %arg13, %c1_54 : index
    scf.if %41 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c0_55 = arith.constant 0 : index
    %view_56 = memref.view %arg8[%c0_55][] : memref<3072xi8> to memref<2x8x8xf32>
    %alloc_57 = memref.alloc() : memref<8xf32>
    %c0_58 = arith.constant 0 : index
    %c2_59 = arith.constant 2 : index
    %c2_60 = arith.constant 2 : index
    %42 = arith.muli %c2_60, %arg12 : index
    %43 = arith.divui %42, %arg13 : index
    %c2_61 = arith.constant 2 : index
    %c1_62 = arith.constant 1 : index
    %44 = arith.muli %43, %c1_62 : index
    %45 = arith.minui %44, %c2_61 : index
    %c1_63 = arith.constant 1 : index
    %46 = arith.addi %arg12, %c1_63 : index
    %c2_64 = arith.constant 2 : index
    %47 = arith.muli %c2_64, %46 : index
    %48 = arith.divui %47, %arg13 : index
    %c2_65 = arith.constant 2 : index
    %c1_66 = arith.constant 1 : index
    %49 = arith.muli %48, %c1_66 : index
    %50 = arith.minui %49, %c2_65 : index
    %c1_67 = arith.constant 1 : index
    scf.for %arg14 = %45 to %50 step %c1_67 {
      %c0_124 = arith.constant 0 : index
      %c8_125 = arith.constant 8 : index
      %c1_126 = arith.constant 1 : index
      scf.for %arg15 = %c0_124 to %c8_125 step %c1_126 {
        %cst_127 = arith.constant 0xFF800000 : f32
        %c1_128 = arith.constant 1 : index
        %c8_129 = arith.constant 8 : index
        %c0_130 = arith.constant 0 : index
        %78 = scf.for %arg16 = %c0_130 to %c8_129 step %c1_128 iter_args(%arg17 = %cst_127) -> (f32) {
          %80 = memref.load %view_42[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
          %81 = arith.maximumf %80, %arg17 fastmath<nsz> : f32
          scf.yield %81 : f32
        } {loop_annotation = #loop_annotation}
        %cst_131 = arith.constant 0.000000e+00 : f32
        %c1_132 = arith.constant 1 : index
        %c8_133 = arith.constant 8 : index
        %c0_134 = arith.constant 0 : index
        %79 = scf.for %arg16 = %c0_134 to %c8_133 step %c1_132 iter_args(%arg17 = %cst_131) -> (f32) {
          %80 = memref.load %view_42[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
          %c0_138 = arith.constant 0 : index
          %81 = arith.subf %80, %78 : f32
          %82 = math.exp %81 : f32
          memref.store %82, %alloc_57[%arg16] : memref<8xf32>
          %83 = arith.addf %82, %arg17 fastmath<reassoc> : f32
          scf.yield %83 : f32
        } {loop_annotation = #loop_annotation}
        %c0_135 = arith.constant 0 : index
        %c8_136 = arith.constant 8 : index
        %c1_137 = arith.constant 1 : index
        scf.for %arg16 = %c0_135 to %c8_136 step %c1_137 {
          %80 = memref.load %alloc_57[%arg16] : memref<8xf32>
          %c0_138 = arith.constant 0 : index
          %81 = arith.divf %80, %79 fastmath<arcp> : f32
          memref.store %81, %view_56[%arg14, %arg15, %arg16] : memref<2x8x8xf32>
        }
      }
    }
    memref.dealloc %alloc_57 : memref<8xf32>
    %c1_68 = arith.constant 1 : index
    %51 = arith.cmpi ugt, %arg13, %c1_68 : index
    scf.if %51 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c2048_69 = arith.constant 2048 : index
    %view_70 = memref.view %arg8[%c2048_69][] : memref<3072xi8> to memref<2x8x8xf32>
    %cst_71 = arith.constant 0.000000e+00 : f32
    %alloc_72 = memref.alloc() : memref<6x8xf32>
    %c0_73 = arith.constant 0 : index
    %c2_74 = arith.constant 2 : index
    %c2_75 = arith.constant 2 : index
    %52 = arith.muli %c2_75, %arg12 : index
    %53 = arith.divui %52, %arg13 : index
    %c2_76 = arith.constant 2 : index
    %c1_77 = arith.constant 1 : index
    %54 = arith.muli %53, %c1_77 : index
    %55 = arith.minui %54, %c2_76 : index
    %c1_78 = arith.constant 1 : index
    %56 = arith.addi %arg12, %c1_78 : index
    %c2_79 = arith.constant 2 : index
    %57 = arith.muli %c2_79, %56 : index
    %58 = arith.divui %57, %arg13 : index
    %c2_80 = arith.constant 2 : index
    %c1_81 = arith.constant 1 : index
    %59 = arith.muli %58, %c1_81 : index
    %60 = arith.minui %59, %c2_80 : index
    %c1_82 = arith.constant 1 : index
    scf.for %arg14 = %55 to %60 step %c1_82 {
      %c1_124 = arith.constant 1 : index
      %c8_125 = arith.constant 8 : index
      %78 = arith.subi %c8_125, %c1_124 : index
      %c8_126 = arith.constant 8 : index
      %c8_127 = arith.constant 8 : index
      %c0_128 = arith.constant 0 : index
      scf.for %arg15 = %c0_128 to %c8_127 step %c8_126 {
        %c8_129 = arith.constant 8 : index
        %79 = arith.subi %c8_129, %arg15 : index
        %c8_130 = arith.constant 8 : index
        %80 = arith.minui %c8_130, %79 : index
        %c0_131 = arith.constant 0 : index
        %c32 = arith.constant 32 : index
        %81 = arith.muli %c0_131, %c32 : index
        %82 = arith.subi %80, %81 : index
        %c0_132 = arith.constant 0 : index
        %c0_133 = arith.constant 0 : index
        %c8_134 = arith.constant 8 : index
        %c6 = arith.constant 6 : index
        scf.for %arg16 = %c0_133 to %c8_134 step %c6 {
          %c7 = arith.constant 7 : index
          %c0_135 = arith.constant 0 : index
          %83 = arith.addi %arg16, %c0_135 : index
          %84 = arith.minui %83, %c7 : index
          %c1_136 = arith.constant 1 : index
          %85 = arith.addi %arg16, %c1_136 : index
          %86 = arith.minui %85, %c7 : index
          %c2_137 = arith.constant 2 : index
          %87 = arith.addi %arg16, %c2_137 : index
          %88 = arith.minui %87, %c7 : index
          %c3 = arith.constant 3 : index
          %89 = arith.addi %arg16, %c3 : index
          %90 = arith.minui %89, %c7 : index
          %c4 = arith.constant 4 : index
          %91 = arith.addi %arg16, %c4 : index
          %92 = arith.minui %91, %c7 : index
          %c5 = arith.constant 5 : index
          %93 = arith.addi %arg16, %c5 : index
          %94 = arith.minui %93, %c7 : index
          %95 = arith.addi %arg15, %80 : index
          %c1_138 = arith.constant 1 : index
          scf.for %arg17 = %arg15 to %95 step %c1_138 {
            %c1_143 = arith.constant 1 : index
            %98 = arith.subi %95, %c1_143 : index
            %c0_144 = arith.constant 0 : index
            %99 = arith.addi %arg17, %c0_144 : index
            %c1_145 = arith.constant 1 : index
            %c8_146 = arith.constant 8 : index
            %c0_147 = arith.constant 0 : index
            %100:6 = scf.for %arg18 = %c0_147 to %c8_146 step %c1_145 iter_args(%arg19 = %cst_71, %arg20 = %cst_71, %arg21 = %cst_71, %arg22 = %cst_71, %arg23 = %cst_71, %arg24 = %cst_71) -> (f32, f32, f32, f32, f32, f32) {
              %101 = memref.load %view_56[%arg14, %84, %arg18] : memref<2x8x8xf32>
              %102 = memref.load %view_56[%arg14, %86, %arg18] : memref<2x8x8xf32>
              %103 = memref.load %view_56[%arg14, %88, %arg18] : memref<2x8x8xf32>
              %104 = memref.load %view_56[%arg14, %90, %arg18] : memref<2x8x8xf32>
              %105 = memref.load %view_56[%arg14, %92, %arg18] : memref<2x8x8xf32>
              %106 = memref.load %view_56[%arg14, %94, %arg18] : memref<2x8x8xf32>
              %c0_154 = arith.constant 0 : index
              %c2_155 = arith.constant 2 : index
              %107 = arith.muli %c0_154, %c2_155 : index
              %108 = arith.addi %107, %arg14 : index
              %c8_156 = arith.constant 8 : index
              %109 = arith.muli %108, %c8_156 : index
              %110 = arith.addi %109, %99 : index
              %c1_157 = arith.constant 1 : index
              %111 = arith.muli %arg18, %c1_157 : index
              %c0_158 = arith.constant 0 : index
              %112 = arith.addi %c0_158, %111 : index
              %c1_159 = arith.constant 1 : index
              %113 = arith.muli %110, %c1_159 : index
              %c32_160 = arith.constant 32 : index
              %114 = arith.addi %c32_160, %113 : index
              %115 = memref.load %view_10[%112, %114] : memref<8x48xf32>
              %116 = arith.mulf %101, %115 : f32
              %117 = arith.addf %116, %arg19 : f32
              %118 = arith.mulf %102, %115 : f32
              %119 = arith.addf %118, %arg20 : f32
              %120 = arith.mulf %103, %115 : f32
              %121 = arith.addf %120, %arg21 : f32
              %122 = arith.mulf %104, %115 : f32
              %123 = arith.addf %122, %arg22 : f32
              %124 = arith.mulf %105, %115 : f32
              %125 = arith.addf %124, %arg23 : f32
              %126 = arith.mulf %106, %115 : f32
              %127 = arith.addf %126, %arg24 : f32
              scf.yield %117, %119, %121, %123, %125, %127 : f32, f32, f32, f32, f32, f32
            }
            %c0_148 = arith.constant 0 : index
            memref.store %100#0, %alloc_72[%c0_148, %99] : memref<6x8xf32>
            %c1_149 = arith.constant 1 : index
            memref.store %100#1, %alloc_72[%c1_149, %99] : memref<6x8xf32>
            %c2_150 = arith.constant 2 : index
            memref.store %100#2, %alloc_72[%c2_150, %99] : memref<6x8xf32>
            %c3_151 = arith.constant 3 : index
            memref.store %100#3, %alloc_72[%c3_151, %99] : memref<6x8xf32>
            %c4_152 = arith.constant 4 : index
            memref.store %100#4, %alloc_72[%c4_152, %99] : memref<6x8xf32>
            %c5_153 = arith.constant 5 : index
            memref.store %100#5, %alloc_72[%c5_153, %99] : memref<6x8xf32>
          }
          %c8_139 = arith.constant 8 : index
          %96 = arith.subi %c8_139, %arg16 : index
          %c6_140 = arith.constant 6 : index
          %97 = arith.minui %c6_140, %96 : index
          %c1_141 = arith.constant 1 : index
          %c0_142 = arith.constant 0 : index
          scf.for %arg17 = %c0_142 to %97 step %c1_141 {
            %98 = arith.addi %arg16, %arg17 : index
            %c1_143 = arith.constant 1 : index
            scf.for %arg18 = %arg15 to %95 step %c1_143 {
              %99 = memref.load %alloc_72[%arg17, %arg18] : memref<6x8xf32>
              memref.store %99, %view_70[%arg14, %98, %arg18] : memref<2x8x8xf32>
            }
          }
        }
      }
    }
    memref.dealloc %alloc_72 : memref<6x8xf32>
    %c1_83 = arith.constant 1 : index
    %61 = arith.cmpi ugt, %arg13, %c1_83 : index
    scf.if %61 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c0_84 = arith.constant 0 : index
    %view_85 = memref.view %arg8[%c0_84][] : memref<3072xi8> to memref<8x16xf32>
    %cst_86 = arith.constant 0.000000e+00 : f32
    %alloc_87 = memref.alloc() : memref<6x16xf32>
    %c1_88 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %62 = arith.subi %c16, %c1_88 : index
    %c16_89 = arith.constant 16 : index
    %c16_90 = arith.constant 16 : index
    %c0_91 = arith.constant 0 : index
    scf.for %arg14 = %c0_91 to %c16_90 step %c16_89 {
      %c16_124 = arith.constant 16 : index
      %78 = arith.subi %c16_124, %arg14 : index
      %c16_125 = arith.constant 16 : index
      %79 = arith.minui %c16_125, %78 : index
      %c0_126 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %80 = arith.muli %c0_126, %c32 : index
      %81 = arith.subi %79, %80 : index
      %c0_127 = arith.constant 0 : index
      %c0_128 = arith.constant 0 : index
      %c8_129 = arith.constant 8 : index
      %c2_130 = arith.constant 2 : index
      %82 = arith.muli %c2_130, %arg12 : index
      %83 = arith.divui %82, %arg13 : index
      %c8_131 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %84 = arith.muli %83, %c6 : index
      %85 = arith.minui %84, %c8_131 : index
      %c1_132 = arith.constant 1 : index
      %86 = arith.addi %arg12, %c1_132 : index
      %c2_133 = arith.constant 2 : index
      %87 = arith.muli %c2_133, %86 : index
      %88 = arith.divui %87, %arg13 : index
      %c8_134 = arith.constant 8 : index
      %c6_135 = arith.constant 6 : index
      %89 = arith.muli %88, %c6_135 : index
      %90 = arith.minui %89, %c8_134 : index
      %c6_136 = arith.constant 6 : index
      scf.for %arg15 = %85 to %90 step %c6_136 {
        %c7 = arith.constant 7 : index
        %c0_137 = arith.constant 0 : index
        %91 = arith.addi %arg15, %c0_137 : index
        %92 = arith.minui %91, %c7 : index
        %c1_138 = arith.constant 1 : index
        %93 = arith.addi %arg15, %c1_138 : index
        %94 = arith.minui %93, %c7 : index
        %c2_139 = arith.constant 2 : index
        %95 = arith.addi %arg15, %c2_139 : index
        %96 = arith.minui %95, %c7 : index
        %c3 = arith.constant 3 : index
        %97 = arith.addi %arg15, %c3 : index
        %98 = arith.minui %97, %c7 : index
        %c4 = arith.constant 4 : index
        %99 = arith.addi %arg15, %c4 : index
        %100 = arith.minui %99, %c7 : index
        %c5 = arith.constant 5 : index
        %101 = arith.addi %arg15, %c5 : index
        %102 = arith.minui %101, %c7 : index
        %103 = arith.addi %arg14, %79 : index
        %c1_140 = arith.constant 1 : index
        scf.for %arg16 = %arg14 to %103 step %c1_140 {
          %c1_145 = arith.constant 1 : index
          %106 = arith.subi %103, %c1_145 : index
          %c0_146 = arith.constant 0 : index
          %107 = arith.addi %arg16, %c0_146 : index
          %c1_147 = arith.constant 1 : index
          %c16_148 = arith.constant 16 : index
          %c0_149 = arith.constant 0 : index
          %108:6 = scf.for %arg17 = %c0_149 to %c16_148 step %c1_147 iter_args(%arg18 = %cst_86, %arg19 = %cst_86, %arg20 = %cst_86, %arg21 = %cst_86, %arg22 = %cst_86, %arg23 = %cst_86) -> (f32, f32, f32, f32, f32, f32) {
            %c0_156 = arith.constant 0 : index
            %c16_157 = arith.constant 16 : index
            %109 = arith.muli %c0_156, %c16_157 : index
            %110 = arith.addi %109, %arg17 : index
            %c8_158 = arith.constant 8 : index
            %111 = arith.remui %110, %c8_158 : index
            %c8_159 = arith.constant 8 : index
            %112 = arith.divui %110, %c8_159 : index
            %113 = memref.load %view_70[%112, %92, %111] : memref<2x8x8xf32>
            %c0_160 = arith.constant 0 : index
            %c16_161 = arith.constant 16 : index
            %114 = arith.muli %c0_160, %c16_161 : index
            %115 = arith.addi %114, %arg17 : index
            %c8_162 = arith.constant 8 : index
            %116 = arith.remui %115, %c8_162 : index
            %c8_163 = arith.constant 8 : index
            %117 = arith.divui %115, %c8_163 : index
            %118 = memref.load %view_70[%117, %94, %116] : memref<2x8x8xf32>
            %c0_164 = arith.constant 0 : index
            %c16_165 = arith.constant 16 : index
            %119 = arith.muli %c0_164, %c16_165 : index
            %120 = arith.addi %119, %arg17 : index
            %c8_166 = arith.constant 8 : index
            %121 = arith.remui %120, %c8_166 : index
            %c8_167 = arith.constant 8 : index
            %122 = arith.divui %120, %c8_167 : index
            %123 = memref.load %view_70[%122, %96, %121] : memref<2x8x8xf32>
            %c0_168 = arith.constant 0 : index
            %c16_169 = arith.constant 16 : index
            %124 = arith.muli %c0_168, %c16_169 : index
            %125 = arith.addi %124, %arg17 : index
            %c8_170 = arith.constant 8 : index
            %126 = arith.remui %125, %c8_170 : index
            %c8_171 = arith.constant 8 : index
            %127 = arith.divui %125, %c8_171 : index
            %128 = memref.load %view_70[%127, %98, %126] : memref<2x8x8xf32>
            %c0_172 = arith.constant 0 : index
            %c16_173 = arith.constant 16 : index
            %129 = arith.muli %c0_172, %c16_173 : index
            %130 = arith.addi %129, %arg17 : index
            %c8_174 = arith.constant 8 : index
            %131 = arith.remui %130, %c8_174 : index
            %c8_175 = arith.constant 8 : index
            %132 = arith.divui %130, %c8_175 : index
            %133 = memref.load %view_70[%132, %100, %131] : memref<2x8x8xf32>
            %c0_176 = arith.constant 0 : index
            %c16_177 = arith.constant 16 : index
            %134 = arith.muli %c0_176, %c16_177 : index
            %135 = arith.addi %134, %arg17 : index
            %c8_178 = arith.constant 8 : index
            %136 = arith.remui %135, %c8_178 : index
            %c8_179 = arith.constant 8 : index
            %137 = arith.divui %135, %c8_179 : index
            %138 = memref.load %view_70[%137, %102, %136] : memref<2x8x8xf32>
            %139 = memref.load %arg3[%arg17, %107] : memref<16x16xf32>
            %140 = arith.mulf %113, %139 : f32
            %141 = arith.addf %140, %arg18 : f32
            %142 = arith.mulf %118, %139 : f32
            %143 = arith.addf %142, %arg19 : f32
            %144 = arith.mulf %123, %139 : f32
            %145 = arith.addf %144, %arg20 : f32
            %146 = arith.mulf %128, %139 : f32
            %147 = arith.addf %146, %arg21 : f32
            %148 = arith.mulf %133, %139 : f32
            %149 = arith.addf %148, %arg22 : f32
            %150 = arith.mulf %138, %139 : f32
            %151 = arith.addf %150, %arg23 : f32
            scf.yield %141, %143, %145, %147, %149, %151 : f32, f32, f32, f32, f32, f32
          }
          %c0_150 = arith.constant 0 : index
          memref.store %108#0, %alloc_87[%c0_150, %107] : memref<6x16xf32>
          %c1_151 = arith.constant 1 : index
          memref.store %108#1, %alloc_87[%c1_151, %107] : memref<6x16xf32>
          %c2_152 = arith.constant 2 : index
          memref.store %108#2, %alloc_87[%c2_152, %107] : memref<6x16xf32>
          %c3_153 = arith.constant 3 : index
          memref.store %108#3, %alloc_87[%c3_153, %107] : memref<6x16xf32>
          %c4_154 = arith.constant 4 : index
          memref.store %108#4, %alloc_87[%c4_154, %107] : memref<6x16xf32>
          %c5_155 = arith.constant 5 : index
          memref.store %108#5, %alloc_87[%c5_155, %107] : memref<6x16xf32>
        }
        %c8_141 = arith.constant 8 : index
        %104 = arith.subi %c8_141, %arg15 : index
        %c6_142 = arith.constant 6 : index
        %105 = arith.minui %c6_142, %104 : index
        %c1_143 = arith.constant 1 : index
        %c0_144 = arith.constant 0 : index
        scf.for %arg16 = %c0_144 to %105 step %c1_143 {
          %106 = arith.addi %arg15, %arg16 : index
          %c1_145 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %103 step %c1_145 {
            %107 = memref.load %arg0[%106, %arg17] : memref<8x16xf32>
            %108 = memref.load %alloc_87[%arg16, %arg17] : memref<6x16xf32>
            %109 = arith.addf %107, %108 : f32
            memref.store %109, %view_85[%106, %arg17] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_87 : memref<6x16xf32>
    %c1_92 = arith.constant 1 : index
    %63 = arith.cmpi ugt, %arg13, %c1_92 : index
    scf.if %63 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c512_93 = arith.constant 512 : index
    %view_94 = memref.view %arg8[%c512_93][] : memref<3072xi8> to memref<8x16xf32>
    %c0_95 = arith.constant 0 : index
    %c8_96 = arith.constant 8 : index
    %c8_97 = arith.constant 8 : index
    %64 = arith.muli %c8_97, %arg12 : index
    %65 = arith.divui %64, %arg13 : index
    %c8_98 = arith.constant 8 : index
    %c1_99 = arith.constant 1 : index
    %66 = arith.muli %65, %c1_99 : index
    %67 = arith.minui %66, %c8_98 : index
    %c1_100 = arith.constant 1 : index
    %68 = arith.addi %arg12, %c1_100 : index
    %c8_101 = arith.constant 8 : index
    %69 = arith.muli %c8_101, %68 : index
    %70 = arith.divui %69, %arg13 : index
    %c8_102 = arith.constant 8 : index
    %c1_103 = arith.constant 1 : index
    %71 = arith.muli %70, %c1_103 : index
    %72 = arith.minui %71, %c8_102 : index
    %c1_104 = arith.constant 1 : index
    scf.for %arg14 = %67 to %72 step %c1_104 {
      %cst_124 = arith.constant 0.000000e+00 : f32
      %c1_125 = arith.constant 1 : index
      %c16_126 = arith.constant 16 : index
      %c0_127 = arith.constant 0 : index
      %78 = scf.for %arg15 = %c0_127 to %c16_126 step %c1_125 iter_args(%arg16 = %cst_124) -> (f32) {
        %80 = memref.load %view_85[%arg14, %arg15] : memref<8x16xf32>
        %81 = arith.addf %80, %arg16 fastmath<reassoc> : f32
        scf.yield %81 : f32
      } {loop_annotation = #loop_annotation}
      %cst_128 = arith.constant 0.000000e+00 : f32
      %c1_129 = arith.constant 1 : index
      %c16_130 = arith.constant 16 : index
      %c0_131 = arith.constant 0 : index
      %79 = scf.for %arg15 = %c0_131 to %c16_130 step %c1_129 iter_args(%arg16 = %cst_128) -> (f32) {
        %80 = memref.load %view_85[%arg14, %arg15] : memref<8x16xf32>
        %cst_135 = arith.constant 6.250000e-02 : f32
        %81 = arith.mulf %78, %cst_135 : f32
        %82 = arith.subf %80, %81 : f32
        %83 = arith.mulf %82, %82 : f32
        %84 = arith.addf %83, %arg16 fastmath<reassoc> : f32
        scf.yield %84 : f32
      } {loop_annotation = #loop_annotation}
      %c0_132 = arith.constant 0 : index
      %c16_133 = arith.constant 16 : index
      %c1_134 = arith.constant 1 : index
      scf.for %arg15 = %c0_132 to %c16_133 step %c1_134 {
        %80 = memref.load %view_85[%arg14, %arg15] : memref<8x16xf32>
        %c0_135 = arith.constant 0 : index
        %cst_136 = arith.constant 6.250000e-02 : f32
        %81 = arith.mulf %78, %cst_136 : f32
        %82 = arith.subf %80, %81 : f32
        %c0_137 = arith.constant 0 : index
        %cst_138 = arith.constant 6.250000e-02 : f32
        %83 = arith.mulf %79, %cst_138 : f32
        %cst_139 = arith.constant 9.99999974E-6 : f32
        %84 = arith.addf %83, %cst_139 : f32
        %85 = math.rsqrt %84 : f32
        %86 = arith.mulf %82, %85 : f32
        %87 = memref.load %arg4[%arg15] : memref<16xf32>
        %88 = arith.mulf %86, %87 : f32
        memref.store %88, %view_94[%arg14, %arg15] : memref<8x16xf32>
      }
    }
    %c1_105 = arith.constant 1 : index
    %73 = arith.cmpi ugt, %arg13, %c1_105 : index
    scf.if %73 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %c1024 = arith.constant 1024 : index
    %view_106 = memref.view %arg8[%c1024][] : memref<3072xi8> to memref<8x64xf32>
    %cst_107 = arith.constant 0.000000e+00 : f32
    %alloc_108 = memref.alloc() : memref<6x64xf32>
    %view_109 = memref.view %arg9[%c0_9][] : memref<?xi8> to memref<2x16x32xf32>
    %c1_110 = arith.constant 1 : index
    %c64_111 = arith.constant 64 : index
    %74 = arith.subi %c64_111, %c1_110 : index
    %c64_112 = arith.constant 64 : index
    %c64_113 = arith.constant 64 : index
    %c0_114 = arith.constant 0 : index
    scf.for %arg14 = %c0_114 to %c64_113 step %c64_112 {
      %c64_124 = arith.constant 64 : index
      %78 = arith.subi %c64_124, %arg14 : index
      %c64_125 = arith.constant 64 : index
      %79 = arith.minui %c64_125, %78 : index
      %c32 = arith.constant 32 : index
      %80 = arith.divui %79, %c32 : index
      %c32_126 = arith.constant 32 : index
      %81 = arith.muli %80, %c32_126 : index
      %82 = arith.subi %79, %81 : index
      %c32_127 = arith.constant 32 : index
      %83 = arith.ceildivui %79, %c32_127 : index
      %c16_128 = arith.constant 16 : index
      %84 = arith.muli %83, %c16_128 : index
      %c0_129 = arith.constant 0 : index
      %c1_130 = arith.constant 1 : index
      %85 = arith.ceildivui %84, %c1_130 : index
      %86 = arith.muli %85, %arg12 : index
      %87 = arith.divui %86, %arg13 : index
      %c1_131 = arith.constant 1 : index
      %88 = arith.muli %87, %c1_131 : index
      %89 = arith.minui %88, %84 : index
      %c1_132 = arith.constant 1 : index
      %90 = arith.addi %arg12, %c1_132 : index
      %c1_133 = arith.constant 1 : index
      %91 = arith.ceildivui %84, %c1_133 : index
      %92 = arith.muli %91, %90 : index
      %93 = arith.divui %92, %arg13 : index
      %c1_134 = arith.constant 1 : index
      %94 = arith.muli %93, %c1_134 : index
      %95 = arith.minui %94, %84 : index
      %c1_135 = arith.constant 1 : index
      scf.for %arg15 = %89 to %95 step %c1_135 {
        %107 = arith.divui %arg15, %c16_128 : index
        %108 = arith.remui %arg15, %c16_128 : index
        %c32_147 = arith.constant 32 : index
        %109 = arith.muli %107, %c32_147 : index
        %110 = arith.addi %arg14, %109 : index
        %c0_148 = arith.constant 0 : index
        %c64_149 = arith.constant 64 : index
        %111 = arith.subi %c64_149, %110 : index
        %c32_150 = arith.constant 32 : index
        %112 = arith.minui %c32_150, %111 : index
        %113 = vector.create_mask %112 : vector<32xi1>
        %cst_151 = arith.constant dense<0.000000e+00> : vector<32xf32>
        %114 = vector.maskedload %arg5[%108, %110], %113, %cst_151 : memref<16x64xf32>, vector<32xi1>, vector<32xf32> into vector<32xf32>
        vector.store %114, %view_109[%107, %108, %c0_148] : memref<2x16x32xf32>, vector<32xf32>
      }
      %c1_136 = arith.constant 1 : index
      %96 = arith.cmpi ugt, %arg13, %c1_136 : index
      scf.if %96 {
        %c0_i64 = arith.constant 0 : i64
        %c1_147 = arith.constant 1 : index
        %107 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_147] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_148 = arith.constant 1 : i64
        %c0_149 = arith.constant 0 : index
        %108 = memref.atomic_rmw addi %c1_i64_148, %arg10[%c0_149] : (i64, memref<2xi64>) -> i64
        %109 = arith.addi %108, %c1_i64 : i64
        %110 = arith.index_cast %arg13 : index to i64
        %111 = arith.cmpi eq, %109, %110 : i64
        scf.if %111 {
          %c0_i64_150 = arith.constant 0 : i64
          %c0_151 = arith.constant 0 : index
          %112 = memref.atomic_rmw assign %c0_i64_150, %arg10[%c0_151] : (i64, memref<2xi64>) -> i64
          %c1_i64_152 = arith.constant 1 : i64
          %c1_153 = arith.constant 1 : index
          %113 = memref.atomic_rmw addi %c1_i64_152, %arg10[%c1_153] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_150 = arith.constant 0 : i64
            %c1_151 = arith.constant 1 : index
            %112 = memref.atomic_rmw addi %c0_i64_150, %arg10[%c1_151] : (i64, memref<2xi64>) -> i64
            %113 = arith.cmpi eq, %112, %107 : i64
            scf.condition(%113)
          } do {
            scf.yield
          }
        }
      }
      %c0_137 = arith.constant 0 : index
      %c8_138 = arith.constant 8 : index
      %c2_139 = arith.constant 2 : index
      %97 = arith.muli %c2_139, %arg12 : index
      %98 = arith.divui %97, %arg13 : index
      %c8_140 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %99 = arith.muli %98, %c6 : index
      %100 = arith.minui %99, %c8_140 : index
      %c1_141 = arith.constant 1 : index
      %101 = arith.addi %arg12, %c1_141 : index
      %c2_142 = arith.constant 2 : index
      %102 = arith.muli %c2_142, %101 : index
      %103 = arith.divui %102, %arg13 : index
      %c8_143 = arith.constant 8 : index
      %c6_144 = arith.constant 6 : index
      %104 = arith.muli %103, %c6_144 : index
      %105 = arith.minui %104, %c8_143 : index
      %c6_145 = arith.constant 6 : index
      scf.for %arg15 = %100 to %105 step %c6_145 {
        %c7 = arith.constant 7 : index
        %c0_147 = arith.constant 0 : index
        %107 = arith.addi %arg15, %c0_147 : index
        %108 = arith.minui %107, %c7 : index
        %c1_148 = arith.constant 1 : index
        %109 = arith.addi %arg15, %c1_148 : index
        %110 = arith.minui %109, %c7 : index
        %c2_149 = arith.constant 2 : index
        %111 = arith.addi %arg15, %c2_149 : index
        %112 = arith.minui %111, %c7 : index
        %c3 = arith.constant 3 : index
        %113 = arith.addi %arg15, %c3 : index
        %114 = arith.minui %113, %c7 : index
        %c4 = arith.constant 4 : index
        %115 = arith.addi %arg15, %c4 : index
        %116 = arith.minui %115, %c7 : index
        %c5 = arith.constant 5 : index
        %117 = arith.addi %arg15, %c5 : index
        %118 = arith.minui %117, %c7 : index
        %119 = arith.addi %arg14, %79 : index
        %c1_150 = arith.constant 1 : index
        %c0_151 = arith.constant 0 : index
        scf.for %arg16 = %c0_151 to %80 step %c1_150 {
          %c32_157 = arith.constant 32 : index
          %123 = arith.muli %arg16, %c32_157 : index
          %124 = arith.addi %arg14, %123 : index
          %cst_158 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_159 = arith.constant 1 : index
          %c16_160 = arith.constant 16 : index
          %c0_161 = arith.constant 0 : index
          %125:6 = scf.for %arg17 = %c0_161 to %c16_160 step %c1_159 iter_args(%arg18 = %cst_158, %arg19 = %cst_158, %arg20 = %cst_158, %arg21 = %cst_158, %arg22 = %cst_158, %arg23 = %cst_158) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_168 = arith.constant 0 : index
            %126 = vector.load %view_109[%arg16, %arg17, %c0_168] : memref<2x16x32xf32>, vector<32xf32>
            %127 = memref.load %view_94[%108, %arg17] : memref<8x16xf32>
            %128 = vector.broadcast %127 : f32 to vector<32xf32>
            %129 = vector.fma %128, %126, %arg18 : vector<32xf32>
            %130 = memref.load %view_94[%110, %arg17] : memref<8x16xf32>
            %131 = vector.broadcast %130 : f32 to vector<32xf32>
            %132 = vector.fma %131, %126, %arg19 : vector<32xf32>
            %133 = memref.load %view_94[%112, %arg17] : memref<8x16xf32>
            %134 = vector.broadcast %133 : f32 to vector<32xf32>
            %135 = vector.fma %134, %126, %arg20 : vector<32xf32>
            %136 = memref.load %view_94[%114, %arg17] : memref<8x16xf32>
            %137 = vector.broadcast %136 : f32 to vector<32xf32>
            %138 = vector.fma %137, %126, %arg21 : vector<32xf32>
            %139 = memref.load %view_94[%116, %arg17] : memref<8x16xf32>
            %140 = vector.broadcast %139 : f32 to vector<32xf32>
            %141 = vector.fma %140, %126, %arg22 : vector<32xf32>
            %142 = memref.load %view_94[%118, %arg17] : memref<8x16xf32>
            %143 = vector.broadcast %142 : f32 to vector<32xf32>
            %144 = vector.fma %143, %126, %arg23 : vector<32xf32>
            scf.yield %129, %132, %135, %138, %141, %144 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_162 = arith.constant 0 : index
          vector.store %125#0, %alloc_108[%c0_162, %124] : memref<6x64xf32>, vector<32xf32>
          %c1_163 = arith.constant 1 : index
          vector.store %125#1, %alloc_108[%c1_163, %124] : memref<6x64xf32>, vector<32xf32>
          %c2_164 = arith.constant 2 : index
          vector.store %125#2, %alloc_108[%c2_164, %124] : memref<6x64xf32>, vector<32xf32>
          %c3_165 = arith.constant 3 : index
          vector.store %125#3, %alloc_108[%c3_165, %124] : memref<6x64xf32>, vector<32xf32>
          %c4_166 = arith.constant 4 : index
          vector.store %125#4, %alloc_108[%c4_166, %124] : memref<6x64xf32>, vector<32xf32>
          %c5_167 = arith.constant 5 : index
          vector.store %125#5, %alloc_108[%c5_167, %124] : memref<6x64xf32>, vector<32xf32>
        }
        %c2_152 = arith.constant 2 : index
        %120 = arith.cmpi ule, %82, %c2_152 : index
        scf.if %120 {
          %123 = arith.addi %arg14, %81 : index
          %c1_157 = arith.constant 1 : index
          scf.for %arg16 = %123 to %119 step %c1_157 {
            %c1_158 = arith.constant 1 : index
            %124 = arith.subi %119, %c1_158 : index
            %c0_159 = arith.constant 0 : index
            %125 = arith.addi %arg16, %c0_159 : index
            %c1_160 = arith.constant 1 : index
            %c16_161 = arith.constant 16 : index
            %c0_162 = arith.constant 0 : index
            %126:6 = scf.for %arg17 = %c0_162 to %c16_161 step %c1_160 iter_args(%arg18 = %cst_107, %arg19 = %cst_107, %arg20 = %cst_107, %arg21 = %cst_107, %arg22 = %cst_107, %arg23 = %cst_107) -> (f32, f32, f32, f32, f32, f32) {
              %127 = memref.load %view_94[%108, %arg17] : memref<8x16xf32>
              %128 = memref.load %view_94[%110, %arg17] : memref<8x16xf32>
              %129 = memref.load %view_94[%112, %arg17] : memref<8x16xf32>
              %130 = memref.load %view_94[%114, %arg17] : memref<8x16xf32>
              %131 = memref.load %view_94[%116, %arg17] : memref<8x16xf32>
              %132 = memref.load %view_94[%118, %arg17] : memref<8x16xf32>
              %133 = memref.load %arg5[%arg17, %125] : memref<16x64xf32>
              %134 = arith.mulf %127, %133 : f32
              %135 = arith.addf %134, %arg18 : f32
              %136 = arith.mulf %128, %133 : f32
              %137 = arith.addf %136, %arg19 : f32
              %138 = arith.mulf %129, %133 : f32
              %139 = arith.addf %138, %arg20 : f32
              %140 = arith.mulf %130, %133 : f32
              %141 = arith.addf %140, %arg21 : f32
              %142 = arith.mulf %131, %133 : f32
              %143 = arith.addf %142, %arg22 : f32
              %144 = arith.mulf %132, %133 : f32
              %145 = arith.addf %144, %arg23 : f32
              scf.yield %135, %137, %139, %141, %143, %145 : f32, f32, f32, f32, f32, f32
            }
            %c0_163 = arith.constant 0 : index
            memref.store %126#0, %alloc_108[%c0_163, %125] : memref<6x64xf32>
            %c1_164 = arith.constant 1 : index
            memref.store %126#1, %alloc_108[%c1_164, %125] : memref<6x64xf32>
            %c2_165 = arith.constant 2 : index
            memref.store %126#2, %alloc_108[%c2_165, %125] : memref<6x64xf32>
            %c3_166 = arith.constant 3 : index
            memref.store %126#3, %alloc_108[%c3_166, %125] : memref<6x64xf32>
            %c4_167 = arith.constant 4 : index
            memref.store %126#4, %alloc_108[%c4_167, %125] : memref<6x64xf32>
            %c5_168 = arith.constant 5 : index
            memref.store %126#5, %alloc_108[%c5_168, %125] : memref<6x64xf32>
          }
        } else {
          %123 = arith.addi %arg14, %81 : index
          %c64_157 = arith.constant 64 : index
          %124 = arith.subi %c64_157, %123 : index
          %c32_158 = arith.constant 32 : index
          %125 = arith.minui %c32_158, %124 : index
          %126 = vector.create_mask %125 : vector<32xi1>
          %c32_159 = arith.constant 32 : index
          %127 = arith.muli %80, %c32_159 : index
          %128 = arith.addi %arg14, %127 : index
          %cst_160 = arith.constant dense<0.000000e+00> : vector<32xf32>
          %c1_161 = arith.constant 1 : index
          %c16_162 = arith.constant 16 : index
          %c0_163 = arith.constant 0 : index
          %129:6 = scf.for %arg16 = %c0_163 to %c16_162 step %c1_161 iter_args(%arg17 = %cst_160, %arg18 = %cst_160, %arg19 = %cst_160, %arg20 = %cst_160, %arg21 = %cst_160, %arg22 = %cst_160) -> (vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>) {
            %c0_170 = arith.constant 0 : index
            %130 = vector.load %view_109[%80, %arg16, %c0_170] : memref<2x16x32xf32>, vector<32xf32>
            %131 = memref.load %view_94[%108, %arg16] : memref<8x16xf32>
            %132 = vector.broadcast %131 : f32 to vector<32xf32>
            %133 = vector.fma %132, %130, %arg17 : vector<32xf32>
            %134 = memref.load %view_94[%110, %arg16] : memref<8x16xf32>
            %135 = vector.broadcast %134 : f32 to vector<32xf32>
            %136 = vector.fma %135, %130, %arg18 : vector<32xf32>
            %137 = memref.load %view_94[%112, %arg16] : memref<8x16xf32>
            %138 = vector.broadcast %137 : f32 to vector<32xf32>
            %139 = vector.fma %138, %130, %arg19 : vector<32xf32>
            %140 = memref.load %view_94[%114, %arg16] : memref<8x16xf32>
            %141 = vector.broadcast %140 : f32 to vector<32xf32>
            %142 = vector.fma %141, %130, %arg20 : vector<32xf32>
            %143 = memref.load %view_94[%116, %arg16] : memref<8x16xf32>
            %144 = vector.broadcast %143 : f32 to vector<32xf32>
            %145 = vector.fma %144, %130, %arg21 : vector<32xf32>
            %146 = memref.load %view_94[%118, %arg16] : memref<8x16xf32>
            %147 = vector.broadcast %146 : f32 to vector<32xf32>
            %148 = vector.fma %147, %130, %arg22 : vector<32xf32>
            scf.yield %133, %136, %139, %142, %145, %148 : vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>
          }
          %c0_164 = arith.constant 0 : index
          vector.maskedstore %alloc_108[%c0_164, %128], %126, %129#0 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c1_165 = arith.constant 1 : index
          vector.maskedstore %alloc_108[%c1_165, %128], %126, %129#1 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c2_166 = arith.constant 2 : index
          vector.maskedstore %alloc_108[%c2_166, %128], %126, %129#2 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c3_167 = arith.constant 3 : index
          vector.maskedstore %alloc_108[%c3_167, %128], %126, %129#3 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c4_168 = arith.constant 4 : index
          vector.maskedstore %alloc_108[%c4_168, %128], %126, %129#4 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
          %c5_169 = arith.constant 5 : index
          vector.maskedstore %alloc_108[%c5_169, %128], %126, %129#5 : memref<6x64xf32>, vector<32xi1>, vector<32xf32>
        }
        %c8_153 = arith.constant 8 : index
        %121 = arith.subi %c8_153, %arg15 : index
        %c6_154 = arith.constant 6 : index
        %122 = arith.minui %c6_154, %121 : index
        %c1_155 = arith.constant 1 : index
        %c0_156 = arith.constant 0 : index
        scf.for %arg16 = %c0_156 to %122 step %c1_155 {
          %123 = arith.addi %arg15, %arg16 : index
          %c1_157 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %119 step %c1_157 {
            %124 = memref.load %alloc_108[%arg16, %arg17] : memref<6x64xf32>
            %cst_158 = arith.constant 5.000000e-01 : f32
            %125 = arith.mulf %124, %cst_158 : f32
            %cst_159 = arith.constant 0.707106769 : f32
            %126 = arith.mulf %124, %cst_159 : f32
            %127 = math.erf %126 : f32
            %cst_160 = arith.constant 1.000000e+00 : f32
            %128 = arith.addf %127, %cst_160 : f32
            %129 = arith.mulf %125, %128 : f32
            memref.store %129, %view_106[%123, %arg17] : memref<8x64xf32>
          }
        }
      }
      %c1_146 = arith.constant 1 : index
      %106 = arith.cmpi ugt, %arg13, %c1_146 : index
      scf.if %106 {
        %c0_i64 = arith.constant 0 : i64
        %c1_147 = arith.constant 1 : index
        %107 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_147] : (i64, memref<2xi64>) -> i64
        %c1_i64 = arith.constant 1 : i64
        %c1_i64_148 = arith.constant 1 : i64
        %c0_149 = arith.constant 0 : index
        %108 = memref.atomic_rmw addi %c1_i64_148, %arg10[%c0_149] : (i64, memref<2xi64>) -> i64
        %109 = arith.addi %108, %c1_i64 : i64
        %110 = arith.index_cast %arg13 : index to i64
        %111 = arith.cmpi eq, %109, %110 : i64
        scf.if %111 {
          %c0_i64_150 = arith.constant 0 : i64
          %c0_151 = arith.constant 0 : index
          %112 = memref.atomic_rmw assign %c0_i64_150, %arg10[%c0_151] : (i64, memref<2xi64>) -> i64
          %c1_i64_152 = arith.constant 1 : i64
          %c1_153 = arith.constant 1 : index
          %113 = memref.atomic_rmw addi %c1_i64_152, %arg10[%c1_153] : (i64, memref<2xi64>) -> i64
        } else {
          scf.while : () -> () {
            %c0_i64_150 = arith.constant 0 : i64
            %c1_151 = arith.constant 1 : index
            %112 = memref.atomic_rmw addi %c0_i64_150, %arg10[%c1_151] : (i64, memref<2xi64>) -> i64
            %113 = arith.cmpi eq, %112, %107 : i64
            scf.condition(%113)
          } do {
            scf.yield
          }
        }
      }
    }
    memref.dealloc %alloc_108 : memref<6x64xf32>
    %c1_115 = arith.constant 1 : index
    %75 = arith.cmpi ugt, %arg13, %c1_115 : index
    scf.if %75 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    %cst_116 = arith.constant 0.000000e+00 : f32
    %alloc_117 = memref.alloc() : memref<6x16xf32>
    %c1_118 = arith.constant 1 : index
    %c16_119 = arith.constant 16 : index
    %76 = arith.subi %c16_119, %c1_118 : index
    %c16_120 = arith.constant 16 : index
    %c16_121 = arith.constant 16 : index
    %c0_122 = arith.constant 0 : index
    scf.for %arg14 = %c0_122 to %c16_121 step %c16_120 {
      %c16_124 = arith.constant 16 : index
      %78 = arith.subi %c16_124, %arg14 : index
      %c16_125 = arith.constant 16 : index
      %79 = arith.minui %c16_125, %78 : index
      %c0_126 = arith.constant 0 : index
      %c32 = arith.constant 32 : index
      %80 = arith.muli %c0_126, %c32 : index
      %81 = arith.subi %79, %80 : index
      %c0_127 = arith.constant 0 : index
      %c0_128 = arith.constant 0 : index
      %c8_129 = arith.constant 8 : index
      %c2_130 = arith.constant 2 : index
      %82 = arith.muli %c2_130, %arg12 : index
      %83 = arith.divui %82, %arg13 : index
      %c8_131 = arith.constant 8 : index
      %c6 = arith.constant 6 : index
      %84 = arith.muli %83, %c6 : index
      %85 = arith.minui %84, %c8_131 : index
      %c1_132 = arith.constant 1 : index
      %86 = arith.addi %arg12, %c1_132 : index
      %c2_133 = arith.constant 2 : index
      %87 = arith.muli %c2_133, %86 : index
      %88 = arith.divui %87, %arg13 : index
      %c8_134 = arith.constant 8 : index
      %c6_135 = arith.constant 6 : index
      %89 = arith.muli %88, %c6_135 : index
      %90 = arith.minui %89, %c8_134 : index
      %c6_136 = arith.constant 6 : index
      scf.for %arg15 = %85 to %90 step %c6_136 {
        %c7 = arith.constant 7 : index
        %c0_137 = arith.constant 0 : index
        %91 = arith.addi %arg15, %c0_137 : index
        %92 = arith.minui %91, %c7 : index
        %c1_138 = arith.constant 1 : index
        %93 = arith.addi %arg15, %c1_138 : index
        %94 = arith.minui %93, %c7 : index
        %c2_139 = arith.constant 2 : index
        %95 = arith.addi %arg15, %c2_139 : index
        %96 = arith.minui %95, %c7 : index
        %c3 = arith.constant 3 : index
        %97 = arith.addi %arg15, %c3 : index
        %98 = arith.minui %97, %c7 : index
        %c4 = arith.constant 4 : index
        %99 = arith.addi %arg15, %c4 : index
        %100 = arith.minui %99, %c7 : index
        %c5 = arith.constant 5 : index
        %101 = arith.addi %arg15, %c5 : index
        %102 = arith.minui %101, %c7 : index
        %103 = arith.addi %arg14, %79 : index
        %c1_140 = arith.constant 1 : index
        scf.for %arg16 = %arg14 to %103 step %c1_140 {
          %c1_145 = arith.constant 1 : index
          %106 = arith.subi %103, %c1_145 : index
          %c0_146 = arith.constant 0 : index
          %107 = arith.addi %arg16, %c0_146 : index
          %c1_147 = arith.constant 1 : index
          %c64_148 = arith.constant 64 : index
          %c0_149 = arith.constant 0 : index
          %108:6 = scf.for %arg17 = %c0_149 to %c64_148 step %c1_147 iter_args(%arg18 = %cst_116, %arg19 = %cst_116, %arg20 = %cst_116, %arg21 = %cst_116, %arg22 = %cst_116, %arg23 = %cst_116) -> (f32, f32, f32, f32, f32, f32) {
            %109 = memref.load %view_106[%92, %arg17] : memref<8x64xf32>
            %110 = memref.load %view_106[%94, %arg17] : memref<8x64xf32>
            %111 = memref.load %view_106[%96, %arg17] : memref<8x64xf32>
            %112 = memref.load %view_106[%98, %arg17] : memref<8x64xf32>
            %113 = memref.load %view_106[%100, %arg17] : memref<8x64xf32>
            %114 = memref.load %view_106[%102, %arg17] : memref<8x64xf32>
            %115 = memref.load %arg6[%arg17, %107] : memref<64x16xf32>
            %116 = arith.mulf %109, %115 : f32
            %117 = arith.addf %116, %arg18 : f32
            %118 = arith.mulf %110, %115 : f32
            %119 = arith.addf %118, %arg19 : f32
            %120 = arith.mulf %111, %115 : f32
            %121 = arith.addf %120, %arg20 : f32
            %122 = arith.mulf %112, %115 : f32
            %123 = arith.addf %122, %arg21 : f32
            %124 = arith.mulf %113, %115 : f32
            %125 = arith.addf %124, %arg22 : f32
            %126 = arith.mulf %114, %115 : f32
            %127 = arith.addf %126, %arg23 : f32
            scf.yield %117, %119, %121, %123, %125, %127 : f32, f32, f32, f32, f32, f32
          }
          %c0_150 = arith.constant 0 : index
          memref.store %108#0, %alloc_117[%c0_150, %107] : memref<6x16xf32>
          %c1_151 = arith.constant 1 : index
          memref.store %108#1, %alloc_117[%c1_151, %107] : memref<6x16xf32>
          %c2_152 = arith.constant 2 : index
          memref.store %108#2, %alloc_117[%c2_152, %107] : memref<6x16xf32>
          %c3_153 = arith.constant 3 : index
          memref.store %108#3, %alloc_117[%c3_153, %107] : memref<6x16xf32>
          %c4_154 = arith.constant 4 : index
          memref.store %108#4, %alloc_117[%c4_154, %107] : memref<6x16xf32>
          %c5_155 = arith.constant 5 : index
          memref.store %108#5, %alloc_117[%c5_155, %107] : memref<6x16xf32>
        }
        %c8_141 = arith.constant 8 : index
        %104 = arith.subi %c8_141, %arg15 : index
        %c6_142 = arith.constant 6 : index
        %105 = arith.minui %c6_142, %104 : index
        %c1_143 = arith.constant 1 : index
        %c0_144 = arith.constant 0 : index
        scf.for %arg16 = %c0_144 to %105 step %c1_143 {
          %106 = arith.addi %arg15, %arg16 : index
          %c1_145 = arith.constant 1 : index
          scf.for %arg17 = %arg14 to %103 step %c1_145 {
            %107 = memref.load %view_85[%106, %arg17] : memref<8x16xf32>
            %108 = memref.load %alloc_117[%arg16, %arg17] : memref<6x16xf32>
            %109 = arith.addf %107, %108 : f32
            memref.store %109, %arg7[%106, %arg17] : memref<8x16xf32>
          }
        }
      }
    }
    memref.dealloc %alloc_117 : memref<6x16xf32>
    %c1_123 = arith.constant 1 : index
    %77 = arith.cmpi ugt, %arg13, %c1_123 : index
    scf.if %77 {
      %c0_i64 = arith.constant 0 : i64
      %c1_124 = arith.constant 1 : index
      %78 = memref.atomic_rmw addi %c0_i64, %arg10[%c1_124] : (i64, memref<2xi64>) -> i64
      %c1_i64 = arith.constant 1 : i64
      %c1_i64_125 = arith.constant 1 : i64
      %c0_126 = arith.constant 0 : index
      %79 = memref.atomic_rmw addi %c1_i64_125, %arg10[%c0_126] : (i64, memref<2xi64>) -> i64
      %80 = arith.addi %79, %c1_i64 : i64
      %81 = arith.index_cast %arg13 : index to i64
      %82 = arith.cmpi eq, %80, %81 : i64
      scf.if %82 {
        %c0_i64_127 = arith.constant 0 : i64
        %c0_128 = arith.constant 0 : index
        %83 = memref.atomic_rmw assign %c0_i64_127, %arg10[%c0_128] : (i64, memref<2xi64>) -> i64
        %c1_i64_129 = arith.constant 1 : i64
        %c1_130 = arith.constant 1 : index
        %84 = memref.atomic_rmw addi %c1_i64_129, %arg10[%c1_130] : (i64, memref<2xi64>) -> i64
      } else {
        scf.while : () -> () {
          %c0_i64_127 = arith.constant 0 : i64
          %c1_128 = arith.constant 1 : index
          %83 = memref.atomic_rmw addi %c0_i64_127, %arg10[%c1_128] : (i64, memref<2xi64>) -> i64
          %84 = arith.cmpi eq, %83, %78 : i64
          scf.condition(%84)
        } do {
          scf.yield
        }
      }
    }
    return
  }
}
