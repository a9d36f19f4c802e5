#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (4096)>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: !llvm.ptr, %arg32: !llvm.ptr, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: i64, %arg37: i64, %arg38: !llvm.ptr, %arg39: !llvm.ptr, %arg40: i64, %arg41: i64, %arg42: i64, %arg43: i64, %arg44: i64, %arg45: !llvm.ptr, %arg46: !llvm.ptr, %arg47: i64, %arg48: i64, %arg49: i64, %arg50: i64, %arg51: i64, %arg52: !llvm.ptr, %arg53: !llvm.ptr, %arg54: i64, %arg55: i64, %arg56: i64, %arg57: !llvm.ptr, %arg58: !llvm.ptr, %arg59: i64, %arg60: i64, %arg61: i64, %arg62: !llvm.ptr, %arg63: !llvm.ptr, %arg64: i64, %arg65: i64, %arg66: i64, %arg67: !llvm.ptr, %arg68: !llvm.ptr, %arg69: i64, %arg70: i64, %arg71: i64, %arg72: i64, %arg73: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6656 : i64, pyc.scratch_bytes = #map} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg62, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg63, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg64, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg65, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg66, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg57, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg58, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg59, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg60, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg61, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %arg52, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg53, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg54, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg55, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg56, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %19 = llvm.insertvalue %arg45, %18[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.insertvalue %arg46, %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.insertvalue %arg47, %20[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg48, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg50, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg49, %23[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg51, %24[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.insertvalue %arg38, %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg39, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg40, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg41, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg43, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg42, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg44, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = llvm.insertvalue %arg31, %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %arg32, %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %arg33, %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %arg34, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %arg36, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %arg35, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %arg37, %40[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.insertvalue %arg26, %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.insertvalue %arg27, %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.insertvalue %arg28, %44[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.insertvalue %arg29, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.insertvalue %arg30, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %arg19, %48[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.insertvalue %arg20, %49[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.insertvalue %arg21, %50[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.insertvalue %arg22, %51[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %53 = llvm.insertvalue %arg24, %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.insertvalue %arg23, %53[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.insertvalue %arg25, %54[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %57 = llvm.insertvalue %arg12, %56[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.insertvalue %arg13, %57[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.insertvalue %arg14, %58[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.insertvalue %arg15, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.insertvalue %arg17, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.insertvalue %arg16, %61[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.insertvalue %arg18, %62[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.insertvalue %arg7, %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.insertvalue %arg8, %65[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.insertvalue %arg9, %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.insertvalue %arg10, %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.insertvalue %arg11, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = llvm.insertvalue %arg0, %70[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %72 = llvm.insertvalue %arg1, %71[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %73 = llvm.insertvalue %arg2, %72[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %74 = llvm.insertvalue %arg3, %73[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %75 = llvm.insertvalue %arg5, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %76 = llvm.insertvalue %arg4, %75[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %77 = llvm.insertvalue %arg6, %76[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %78 = llvm.mlir.constant(64 : index) : i64
    %79 = llvm.mlir.poison : vector<32xf32>
    %80 = llvm.mlir.constant(32 : index) : i64
    %81 = llvm.mlir.constant(512 : index) : i64
    %82 = llvm.mlir.constant(48 : index) : i64
    %83 = llvm.mlir.constant(0 : i32) : i32
    %84 = llvm.mlir.poison : vector<32xi32>
    %85 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %86 = llvm.mlir.constant(0 : index) : i64
    %87 = llvm.mlir.constant(8 : index) : i64
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %90 = llvm.mlir.constant(16 : index) : i64
    %91 = llvm.mlir.constant(6.250000e-02 : f32) : f32
    %92 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
    %93 = llvm.mlir.constant(0 : i64) : i64
    %94 = llvm.mlir.constant(1 : i64) : i64
    %95 = llvm.mlir.constant(512 : index) : i64
    %96 = llvm.mlir.constant(48 : index) : i64
    %97 = llvm.mlir.constant(32 : index) : i64
    %98 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %99 = llvm.mlir.constant(2 : index) : i64
    %100 = llvm.mlir.constant(6 : index) : i64
    %101 = llvm.mlir.constant(7 : index) : i64
    %102 = llvm.mlir.constant(3 : index) : i64
    %103 = llvm.mlir.constant(4 : index) : i64
    %104 = llvm.mlir.constant(5 : index) : i64
    %105 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %106 = llvm.mlir.constant(2.82842708 : f32) : f32
    %107 = llvm.mlir.constant(2048 : index) : i64
    %108 = llvm.mlir.constant(1024 : index) : i64
    %109 = llvm.mlir.constant(64 : index) : i64
    %110 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %111 = llvm.mlir.constant(0.707106769 : f32) : f32
    %112 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %113 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %114 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %115 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %116 = llvm.mlir.constant(1.44269502 : f32) : f32
    %117 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %118 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %119 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %120 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %121 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %122 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %123 = llvm.mlir.constant(0.166666657 : f32) : f32
    %124 = llvm.mlir.constant(1262485504 : i32) : i32
    %125 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %126 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %127 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %128 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %129 = llvm.mlir.constant(0.015188437 : f32) : f32
    %130 = llvm.mlir.constant(0.115167856 : f32) : f32
    %131 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %132 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %133 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %134 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %135 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %136 = llvm.mlir.constant(0.192973539 : f32) : f32
    %137 = llvm.mlir.constant(1.12837899 : f32) : f32
    %138 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %139 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>) : vector<32xi32>
    %140 = llvm.mlir.constant(dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<32xi1>) : vector<32xi1>
    %141 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %142 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %143 = llvm.insertvalue %142, %141[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.getelementptr %144[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %146 = llvm.insertvalue %145, %143[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.mlir.constant(0 : index) : i64
    %148 = llvm.insertvalue %147, %146[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %149 = llvm.mlir.constant(16 : index) : i64
    %150 = llvm.insertvalue %149, %148[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.mlir.constant(1 : index) : i64
    %152 = llvm.insertvalue %151, %150[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %153 = llvm.mlir.constant(8 : index) : i64
    %154 = llvm.insertvalue %153, %152[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %155 = llvm.mlir.constant(16 : index) : i64
    %156 = llvm.insertvalue %155, %154[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.mul %arg72, %87 : i64
    %158 = llvm.udiv %157, %arg73 : i64
    %159 = llvm.intr.umin(%158, %87) : (i64, i64) -> i64
    %160 = llvm.add %arg72, %88 : i64
    %161 = llvm.mul %160, %87 : i64
    %162 = llvm.udiv %161, %arg73 : i64
    %163 = llvm.intr.umin(%162, %87) : (i64, i64) -> i64
    llvm.br ^bb1(%159 : i64)
  ^bb1(%164: i64):  // 2 preds: ^bb0, ^bb11
    %165 = llvm.icmp "slt" %164, %163 : i64
    llvm.cond_br %165, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%86, %89 : i64, f32)
  ^bb3(%166: i64, %167: f32):  // 2 preds: ^bb2, ^bb4
    %168 = llvm.icmp "slt" %166, %90 : i64
    llvm.cond_br %168, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %169 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %170 = llvm.mlir.constant(16 : index) : i64
    %171 = llvm.mul %164, %170 overflow<nsw, nuw> : i64
    %172 = llvm.add %171, %166 overflow<nsw, nuw> : i64
    %173 = llvm.getelementptr inbounds|nuw %169[%172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %174 = llvm.load %173 : !llvm.ptr -> f32
    %175 = llvm.fadd %174, %167 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %176 = llvm.add %166, %88 : i64
    llvm.br ^bb3(%176, %175 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%86, %89 : i64, f32)
  ^bb6(%177: i64, %178: f32):  // 2 preds: ^bb5, ^bb7
    %179 = llvm.icmp "slt" %177, %90 : i64
    llvm.cond_br %179, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %180 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %181 = llvm.mlir.constant(16 : index) : i64
    %182 = llvm.mul %164, %181 overflow<nsw, nuw> : i64
    %183 = llvm.add %182, %177 overflow<nsw, nuw> : i64
    %184 = llvm.getelementptr inbounds|nuw %180[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %185 = llvm.load %184 : !llvm.ptr -> f32
    %186 = llvm.fmul %167, %91 : f32
    %187 = llvm.fsub %185, %186 : f32
    %188 = llvm.fmul %187, %187 : f32
    %189 = llvm.fadd %188, %178 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %190 = llvm.add %177, %88 : i64
    llvm.br ^bb6(%190, %189 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%86 : i64)
  ^bb9(%191: i64):  // 2 preds: ^bb8, ^bb10
    %192 = llvm.icmp "slt" %191, %90 : i64
    llvm.cond_br %192, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %193 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %194 = llvm.mlir.constant(16 : index) : i64
    %195 = llvm.mul %164, %194 overflow<nsw, nuw> : i64
    %196 = llvm.add %195, %191 overflow<nsw, nuw> : i64
    %197 = llvm.getelementptr inbounds|nuw %193[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %198 = llvm.load %197 : !llvm.ptr -> f32
    %199 = llvm.fmul %167, %91 : f32
    %200 = llvm.fsub %198, %199 : f32
    %201 = llvm.fmul %178, %91 : f32
    %202 = llvm.fadd %201, %92 : f32
    %203 = llvm.intr.sqrt(%202) : (f32) -> f32
    %204 = llvm.fdiv %85, %203 : f32
    %205 = llvm.fmul %200, %204 : f32
    %206 = llvm.extractvalue %69[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %207 = llvm.getelementptr inbounds|nuw %206[%191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %208 = llvm.load %207 : !llvm.ptr -> f32
    %209 = llvm.fmul %205, %208 : f32
    %210 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %211 = llvm.mlir.constant(16 : index) : i64
    %212 = llvm.mul %164, %211 overflow<nsw, nuw> : i64
    %213 = llvm.add %212, %191 overflow<nsw, nuw> : i64
    %214 = llvm.getelementptr inbounds|nuw %210[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %209, %214 : f32, !llvm.ptr
    %215 = llvm.add %191, %88 : i64
    llvm.br ^bb9(%215 : i64)
  ^bb11:  // pred: ^bb9
    %216 = llvm.add %164, %88 : i64
    llvm.br ^bb1(%216 : i64)
  ^bb12:  // pred: ^bb1
    %217 = llvm.icmp "ugt" %arg73, %88 : i64
    llvm.cond_br %217, ^bb13, ^bb19
  ^bb13:  // pred: ^bb12
    %218 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %219 = llvm.getelementptr %218[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %220 = llvm.atomicrmw add %219, %93 acq_rel : !llvm.ptr, i64
    %221 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %222 = llvm.getelementptr %221[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %223 = llvm.atomicrmw add %222, %94 acq_rel : !llvm.ptr, i64
    %224 = llvm.add %223, %94 : i64
    %225 = llvm.icmp "eq" %224, %arg73 : i64
    llvm.cond_br %225, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %226 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %227 = llvm.getelementptr %226[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %228 = llvm.atomicrmw xchg %227, %93 acq_rel : !llvm.ptr, i64
    %229 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %230 = llvm.getelementptr %229[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %231 = llvm.atomicrmw add %230, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb18
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb16
    %232 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %233 = llvm.getelementptr %232[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %234 = llvm.atomicrmw add %233, %93 acq_rel : !llvm.ptr, i64
    %235 = llvm.icmp "eq" %234, %220 : i64
    llvm.cond_br %235, ^bb16, ^bb17
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb14, ^bb17
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb12, ^bb18
    %236 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %237 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %238 = llvm.insertvalue %237, %236[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %239 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %240 = llvm.getelementptr %239[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %241 = llvm.insertvalue %240, %238[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %242 = llvm.mlir.constant(0 : index) : i64
    %243 = llvm.insertvalue %242, %241[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %244 = llvm.mlir.constant(48 : index) : i64
    %245 = llvm.insertvalue %244, %243[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %246 = llvm.mlir.constant(1 : index) : i64
    %247 = llvm.insertvalue %246, %245[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %248 = llvm.mlir.constant(8 : index) : i64
    %249 = llvm.insertvalue %248, %247[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %250 = llvm.mlir.constant(48 : index) : i64
    %251 = llvm.insertvalue %250, %249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %252 = llvm.mlir.constant(6 : index) : i64
    %253 = llvm.mlir.constant(48 : index) : i64
    %254 = llvm.mlir.constant(1 : index) : i64
    %255 = llvm.mlir.constant(288 : index) : i64
    %256 = llvm.mlir.zero : !llvm.ptr
    %257 = llvm.getelementptr %256[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %258 = llvm.ptrtoint %257 : !llvm.ptr to i64
    %259 = llvm.call @malloc(%258) : (i64) -> !llvm.ptr
    %260 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %261 = llvm.insertvalue %259, %260[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %262 = llvm.insertvalue %259, %261[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %263 = llvm.mlir.constant(0 : index) : i64
    %264 = llvm.insertvalue %263, %262[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %265 = llvm.insertvalue %252, %264[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %266 = llvm.insertvalue %253, %265[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %267 = llvm.insertvalue %253, %266[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %268 = llvm.insertvalue %254, %267[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %269 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %270 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %271 = llvm.insertvalue %270, %269[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %272 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %273 = llvm.getelementptr %272[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %274 = llvm.insertvalue %273, %271[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %275 = llvm.mlir.constant(0 : index) : i64
    %276 = llvm.insertvalue %275, %274[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %277 = llvm.mlir.constant(32 : index) : i64
    %278 = llvm.insertvalue %277, %276[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %279 = llvm.mlir.constant(1 : index) : i64
    %280 = llvm.insertvalue %279, %278[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %281 = llvm.mlir.constant(16 : index) : i64
    %282 = llvm.insertvalue %281, %280[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %283 = llvm.mlir.constant(32 : index) : i64
    %284 = llvm.insertvalue %283, %282[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %285 = llvm.mlir.constant(2 : index) : i64
    %286 = llvm.insertvalue %285, %284[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %287 = llvm.mlir.constant(512 : index) : i64
    %288 = llvm.insertvalue %287, %286[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %289 = llvm.mul %arg72, %97 : i64
    %290 = llvm.udiv %289, %arg73 : i64
    %291 = llvm.intr.umin(%290, %97) : (i64, i64) -> i64
    %292 = llvm.mul %160, %97 : i64
    %293 = llvm.udiv %292, %arg73 : i64
    %294 = llvm.intr.umin(%293, %97) : (i64, i64) -> i64
    llvm.br ^bb20(%291 : i64)
  ^bb20(%295: i64):  // 2 preds: ^bb19, ^bb21
    %296 = llvm.icmp "slt" %295, %294 : i64
    llvm.cond_br %296, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %297 = llvm.udiv %295, %90 : i64
    %298 = llvm.urem %295, %90 : i64
    %299 = llvm.mul %297, %97 : i64
    %300 = llvm.sub %96, %299 : i64
    %301 = llvm.intr.umin(%300, %97) : (i64, i64) -> i64
    %302 = llvm.trunc %301 : i64 to i32
    %303 = llvm.insertelement %302, %84[%83 : i32] : vector<32xi32>
    %304 = llvm.shufflevector %303, %84 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %305 = llvm.icmp "sgt" %304, %139 : vector<32xi32>
    %306 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %307 = llvm.mul %298, %82 : i64
    %308 = llvm.add %307, %299 : i64
    %309 = llvm.getelementptr %306[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %310 = llvm.intr.masked.load %309, %305, %98 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %311 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %312 = llvm.mul %297, %81 : i64
    %313 = llvm.mul %298, %80 : i64
    %314 = llvm.add %312, %313 : i64
    %315 = llvm.add %314, %86 : i64
    %316 = llvm.getelementptr %311[%315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %310, %316 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %317 = llvm.add %295, %88 : i64
    llvm.br ^bb20(%317 : i64)
  ^bb22:  // pred: ^bb20
    llvm.cond_br %217, ^bb23, ^bb29
  ^bb23:  // pred: ^bb22
    %318 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %319 = llvm.getelementptr %318[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %320 = llvm.atomicrmw add %319, %93 acq_rel : !llvm.ptr, i64
    %321 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %322 = llvm.getelementptr %321[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %323 = llvm.atomicrmw add %322, %94 acq_rel : !llvm.ptr, i64
    %324 = llvm.add %323, %94 : i64
    %325 = llvm.icmp "eq" %324, %arg73 : i64
    llvm.cond_br %325, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %326 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %327 = llvm.getelementptr %326[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %328 = llvm.atomicrmw xchg %327, %93 acq_rel : !llvm.ptr, i64
    %329 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %330 = llvm.getelementptr %329[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %331 = llvm.atomicrmw add %330, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb28
  ^bb25:  // pred: ^bb23
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb25, ^bb26
    %332 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %333 = llvm.getelementptr %332[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %334 = llvm.atomicrmw add %333, %93 acq_rel : !llvm.ptr, i64
    %335 = llvm.icmp "eq" %334, %320 : i64
    llvm.cond_br %335, ^bb26, ^bb27
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb22, ^bb28
    %336 = llvm.mul %arg72, %99 : i64
    %337 = llvm.udiv %336, %arg73 : i64
    %338 = llvm.mul %337, %100 : i64
    %339 = llvm.intr.umin(%338, %87) : (i64, i64) -> i64
    %340 = llvm.mul %160, %99 : i64
    %341 = llvm.udiv %340, %arg73 : i64
    %342 = llvm.mul %341, %100 : i64
    %343 = llvm.intr.umin(%342, %87) : (i64, i64) -> i64
    llvm.br ^bb30(%339 : i64)
  ^bb30(%344: i64):  // 2 preds: ^bb29, ^bb43
    %345 = llvm.icmp "slt" %344, %343 : i64
    llvm.cond_br %345, ^bb31, ^bb44
  ^bb31:  // pred: ^bb30
    %346 = llvm.intr.umin(%344, %101) : (i64, i64) -> i64
    %347 = llvm.add %344, %88 : i64
    %348 = llvm.intr.umin(%347, %101) : (i64, i64) -> i64
    %349 = llvm.add %344, %99 : i64
    %350 = llvm.intr.umin(%349, %101) : (i64, i64) -> i64
    %351 = llvm.add %344, %102 : i64
    %352 = llvm.intr.umin(%351, %101) : (i64, i64) -> i64
    %353 = llvm.add %344, %103 : i64
    %354 = llvm.intr.umin(%353, %101) : (i64, i64) -> i64
    %355 = llvm.add %344, %104 : i64
    %356 = llvm.intr.umin(%355, %101) : (i64, i64) -> i64
    llvm.br ^bb32(%86, %98, %98, %98, %98, %98, %98 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb32(%357: i64, %358: vector<32xf32>, %359: vector<32xf32>, %360: vector<32xf32>, %361: vector<32xf32>, %362: vector<32xf32>, %363: vector<32xf32>):  // 2 preds: ^bb31, ^bb33
    %364 = llvm.icmp "slt" %357, %90 : i64
    llvm.cond_br %364, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %365 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %366 = llvm.mul %86, %81 : i64
    %367 = llvm.mul %357, %80 : i64
    %368 = llvm.add %366, %367 : i64
    %369 = llvm.add %368, %86 : i64
    %370 = llvm.getelementptr %365[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %371 = llvm.load %370 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %372 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %373 = llvm.mlir.constant(16 : index) : i64
    %374 = llvm.mul %346, %373 overflow<nsw, nuw> : i64
    %375 = llvm.add %374, %357 overflow<nsw, nuw> : i64
    %376 = llvm.getelementptr inbounds|nuw %372[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %377 = llvm.load %376 : !llvm.ptr -> f32
    %378 = llvm.insertelement %377, %79[%83 : i32] : vector<32xf32>
    %379 = llvm.shufflevector %378, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %380 = llvm.intr.fmuladd(%379, %371, %358) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %381 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %382 = llvm.mlir.constant(16 : index) : i64
    %383 = llvm.mul %348, %382 overflow<nsw, nuw> : i64
    %384 = llvm.add %383, %357 overflow<nsw, nuw> : i64
    %385 = llvm.getelementptr inbounds|nuw %381[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %386 = llvm.load %385 : !llvm.ptr -> f32
    %387 = llvm.insertelement %386, %79[%83 : i32] : vector<32xf32>
    %388 = llvm.shufflevector %387, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %389 = llvm.intr.fmuladd(%388, %371, %359) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %390 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %391 = llvm.mlir.constant(16 : index) : i64
    %392 = llvm.mul %350, %391 overflow<nsw, nuw> : i64
    %393 = llvm.add %392, %357 overflow<nsw, nuw> : i64
    %394 = llvm.getelementptr inbounds|nuw %390[%393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %395 = llvm.load %394 : !llvm.ptr -> f32
    %396 = llvm.insertelement %395, %79[%83 : i32] : vector<32xf32>
    %397 = llvm.shufflevector %396, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %398 = llvm.intr.fmuladd(%397, %371, %360) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %399 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %400 = llvm.mlir.constant(16 : index) : i64
    %401 = llvm.mul %352, %400 overflow<nsw, nuw> : i64
    %402 = llvm.add %401, %357 overflow<nsw, nuw> : i64
    %403 = llvm.getelementptr inbounds|nuw %399[%402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %404 = llvm.load %403 : !llvm.ptr -> f32
    %405 = llvm.insertelement %404, %79[%83 : i32] : vector<32xf32>
    %406 = llvm.shufflevector %405, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %407 = llvm.intr.fmuladd(%406, %371, %361) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %408 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %409 = llvm.mlir.constant(16 : index) : i64
    %410 = llvm.mul %354, %409 overflow<nsw, nuw> : i64
    %411 = llvm.add %410, %357 overflow<nsw, nuw> : i64
    %412 = llvm.getelementptr inbounds|nuw %408[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %413 = llvm.load %412 : !llvm.ptr -> f32
    %414 = llvm.insertelement %413, %79[%83 : i32] : vector<32xf32>
    %415 = llvm.shufflevector %414, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %416 = llvm.intr.fmuladd(%415, %371, %362) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %417 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %418 = llvm.mlir.constant(16 : index) : i64
    %419 = llvm.mul %356, %418 overflow<nsw, nuw> : i64
    %420 = llvm.add %419, %357 overflow<nsw, nuw> : i64
    %421 = llvm.getelementptr inbounds|nuw %417[%420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %422 = llvm.load %421 : !llvm.ptr -> f32
    %423 = llvm.insertelement %422, %79[%83 : i32] : vector<32xf32>
    %424 = llvm.shufflevector %423, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %425 = llvm.intr.fmuladd(%424, %371, %363) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %426 = llvm.add %357, %88 : i64
    llvm.br ^bb32(%426, %380, %389, %398, %407, %416, %425 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb34:  // pred: ^bb32
    %427 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %428 = llvm.mul %86, %82 : i64
    %429 = llvm.add %428, %86 : i64
    %430 = llvm.getelementptr %427[%429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %358, %430 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %431 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %432 = llvm.mul %88, %82 : i64
    %433 = llvm.add %432, %86 : i64
    %434 = llvm.getelementptr %431[%433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %359, %434 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %435 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %436 = llvm.mul %99, %82 : i64
    %437 = llvm.add %436, %86 : i64
    %438 = llvm.getelementptr %435[%437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %360, %438 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %439 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %440 = llvm.mul %102, %82 : i64
    %441 = llvm.add %440, %86 : i64
    %442 = llvm.getelementptr %439[%441] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %361, %442 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %443 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %444 = llvm.mul %103, %82 : i64
    %445 = llvm.add %444, %86 : i64
    %446 = llvm.getelementptr %443[%445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %362, %446 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %447 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %448 = llvm.mul %104, %82 : i64
    %449 = llvm.add %448, %86 : i64
    %450 = llvm.getelementptr %447[%449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %363, %450 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb35(%86, %98, %98, %98, %98, %98, %98 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb35(%451: i64, %452: vector<32xf32>, %453: vector<32xf32>, %454: vector<32xf32>, %455: vector<32xf32>, %456: vector<32xf32>, %457: vector<32xf32>):  // 2 preds: ^bb34, ^bb36
    %458 = llvm.icmp "slt" %451, %90 : i64
    llvm.cond_br %458, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %459 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %460 = llvm.mul %88, %81 : i64
    %461 = llvm.mul %451, %80 : i64
    %462 = llvm.add %460, %461 : i64
    %463 = llvm.add %462, %86 : i64
    %464 = llvm.getelementptr %459[%463] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %465 = llvm.load %464 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %466 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %467 = llvm.mlir.constant(16 : index) : i64
    %468 = llvm.mul %346, %467 overflow<nsw, nuw> : i64
    %469 = llvm.add %468, %451 overflow<nsw, nuw> : i64
    %470 = llvm.getelementptr inbounds|nuw %466[%469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %471 = llvm.load %470 : !llvm.ptr -> f32
    %472 = llvm.insertelement %471, %79[%83 : i32] : vector<32xf32>
    %473 = llvm.shufflevector %472, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %474 = llvm.intr.fmuladd(%473, %465, %452) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %475 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %476 = llvm.mlir.constant(16 : index) : i64
    %477 = llvm.mul %348, %476 overflow<nsw, nuw> : i64
    %478 = llvm.add %477, %451 overflow<nsw, nuw> : i64
    %479 = llvm.getelementptr inbounds|nuw %475[%478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %480 = llvm.load %479 : !llvm.ptr -> f32
    %481 = llvm.insertelement %480, %79[%83 : i32] : vector<32xf32>
    %482 = llvm.shufflevector %481, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %483 = llvm.intr.fmuladd(%482, %465, %453) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %484 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %485 = llvm.mlir.constant(16 : index) : i64
    %486 = llvm.mul %350, %485 overflow<nsw, nuw> : i64
    %487 = llvm.add %486, %451 overflow<nsw, nuw> : i64
    %488 = llvm.getelementptr inbounds|nuw %484[%487] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %489 = llvm.load %488 : !llvm.ptr -> f32
    %490 = llvm.insertelement %489, %79[%83 : i32] : vector<32xf32>
    %491 = llvm.shufflevector %490, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %492 = llvm.intr.fmuladd(%491, %465, %454) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %493 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %494 = llvm.mlir.constant(16 : index) : i64
    %495 = llvm.mul %352, %494 overflow<nsw, nuw> : i64
    %496 = llvm.add %495, %451 overflow<nsw, nuw> : i64
    %497 = llvm.getelementptr inbounds|nuw %493[%496] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %498 = llvm.load %497 : !llvm.ptr -> f32
    %499 = llvm.insertelement %498, %79[%83 : i32] : vector<32xf32>
    %500 = llvm.shufflevector %499, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %501 = llvm.intr.fmuladd(%500, %465, %455) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %502 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %503 = llvm.mlir.constant(16 : index) : i64
    %504 = llvm.mul %354, %503 overflow<nsw, nuw> : i64
    %505 = llvm.add %504, %451 overflow<nsw, nuw> : i64
    %506 = llvm.getelementptr inbounds|nuw %502[%505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %507 = llvm.load %506 : !llvm.ptr -> f32
    %508 = llvm.insertelement %507, %79[%83 : i32] : vector<32xf32>
    %509 = llvm.shufflevector %508, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %510 = llvm.intr.fmuladd(%509, %465, %456) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %511 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %512 = llvm.mlir.constant(16 : index) : i64
    %513 = llvm.mul %356, %512 overflow<nsw, nuw> : i64
    %514 = llvm.add %513, %451 overflow<nsw, nuw> : i64
    %515 = llvm.getelementptr inbounds|nuw %511[%514] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %516 = llvm.load %515 : !llvm.ptr -> f32
    %517 = llvm.insertelement %516, %79[%83 : i32] : vector<32xf32>
    %518 = llvm.shufflevector %517, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %519 = llvm.intr.fmuladd(%518, %465, %457) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %520 = llvm.add %451, %88 : i64
    llvm.br ^bb35(%520, %474, %483, %492, %501, %510, %519 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb37:  // pred: ^bb35
    %521 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %522 = llvm.mul %86, %82 : i64
    %523 = llvm.add %522, %97 : i64
    %524 = llvm.getelementptr %521[%523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %452, %524, %140 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %525 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %526 = llvm.mul %88, %82 : i64
    %527 = llvm.add %526, %97 : i64
    %528 = llvm.getelementptr %525[%527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %453, %528, %140 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %529 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %530 = llvm.mul %99, %82 : i64
    %531 = llvm.add %530, %97 : i64
    %532 = llvm.getelementptr %529[%531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %454, %532, %140 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %533 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %534 = llvm.mul %102, %82 : i64
    %535 = llvm.add %534, %97 : i64
    %536 = llvm.getelementptr %533[%535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %455, %536, %140 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %537 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %538 = llvm.mul %103, %82 : i64
    %539 = llvm.add %538, %97 : i64
    %540 = llvm.getelementptr %537[%539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %456, %540, %140 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %541 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %542 = llvm.mul %104, %82 : i64
    %543 = llvm.add %542, %97 : i64
    %544 = llvm.getelementptr %541[%543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %457, %544, %140 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %545 = llvm.sub %87, %344 : i64
    %546 = llvm.intr.umin(%545, %100) : (i64, i64) -> i64
    llvm.br ^bb38(%86 : i64)
  ^bb38(%547: i64):  // 2 preds: ^bb37, ^bb42
    %548 = llvm.icmp "slt" %547, %546 : i64
    llvm.cond_br %548, ^bb39, ^bb43
  ^bb39:  // pred: ^bb38
    %549 = llvm.add %344, %547 : i64
    llvm.br ^bb40(%86 : i64)
  ^bb40(%550: i64):  // 2 preds: ^bb39, ^bb41
    %551 = llvm.icmp "slt" %550, %96 : i64
    llvm.cond_br %551, ^bb41, ^bb42
  ^bb41:  // pred: ^bb40
    %552 = llvm.extractvalue %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %553 = llvm.mlir.constant(48 : index) : i64
    %554 = llvm.mul %547, %553 overflow<nsw, nuw> : i64
    %555 = llvm.add %554, %550 overflow<nsw, nuw> : i64
    %556 = llvm.getelementptr inbounds|nuw %552[%555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %557 = llvm.load %556 : !llvm.ptr -> f32
    %558 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %559 = llvm.mlir.constant(48 : index) : i64
    %560 = llvm.mul %549, %559 overflow<nsw, nuw> : i64
    %561 = llvm.add %560, %550 overflow<nsw, nuw> : i64
    %562 = llvm.getelementptr inbounds|nuw %558[%561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %557, %562 : f32, !llvm.ptr
    %563 = llvm.add %550, %88 : i64
    llvm.br ^bb40(%563 : i64)
  ^bb42:  // pred: ^bb40
    %564 = llvm.add %547, %88 : i64
    llvm.br ^bb38(%564 : i64)
  ^bb43:  // pred: ^bb38
    %565 = llvm.add %344, %100 : i64
    llvm.br ^bb30(%565 : i64)
  ^bb44:  // pred: ^bb30
    llvm.cond_br %217, ^bb45, ^bb51
  ^bb45:  // pred: ^bb44
    %566 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %567 = llvm.getelementptr %566[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %568 = llvm.atomicrmw add %567, %93 acq_rel : !llvm.ptr, i64
    %569 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %570 = llvm.getelementptr %569[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %571 = llvm.atomicrmw add %570, %94 acq_rel : !llvm.ptr, i64
    %572 = llvm.add %571, %94 : i64
    %573 = llvm.icmp "eq" %572, %arg73 : i64
    llvm.cond_br %573, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %574 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %575 = llvm.getelementptr %574[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %576 = llvm.atomicrmw xchg %575, %93 acq_rel : !llvm.ptr, i64
    %577 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %578 = llvm.getelementptr %577[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %579 = llvm.atomicrmw add %578, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb50
  ^bb47:  // pred: ^bb45
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb47, ^bb48
    %580 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %581 = llvm.getelementptr %580[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %582 = llvm.atomicrmw add %581, %93 acq_rel : !llvm.ptr, i64
    %583 = llvm.icmp "eq" %582, %568 : i64
    llvm.cond_br %583, ^bb48, ^bb49
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50
  ^bb50:  // 2 preds: ^bb46, ^bb49
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb44, ^bb50
    %584 = llvm.extractvalue %268[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%584) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb52, ^bb58
  ^bb52:  // pred: ^bb51
    %585 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %586 = llvm.getelementptr %585[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %587 = llvm.atomicrmw add %586, %93 acq_rel : !llvm.ptr, i64
    %588 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %589 = llvm.getelementptr %588[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %590 = llvm.atomicrmw add %589, %94 acq_rel : !llvm.ptr, i64
    %591 = llvm.add %590, %94 : i64
    %592 = llvm.icmp "eq" %591, %arg73 : i64
    llvm.cond_br %592, ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    %593 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %594 = llvm.getelementptr %593[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %595 = llvm.atomicrmw xchg %594, %93 acq_rel : !llvm.ptr, i64
    %596 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %597 = llvm.getelementptr %596[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %598 = llvm.atomicrmw add %597, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb57
  ^bb54:  // pred: ^bb52
    llvm.br ^bb55
  ^bb55:  // 2 preds: ^bb54, ^bb55
    %599 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %600 = llvm.getelementptr %599[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %601 = llvm.atomicrmw add %600, %93 acq_rel : !llvm.ptr, i64
    %602 = llvm.icmp "eq" %601, %587 : i64
    llvm.cond_br %602, ^bb55, ^bb56
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb53, ^bb56
    llvm.br ^bb58
  ^bb58:  // 2 preds: ^bb51, ^bb57
    %603 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %604 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %605 = llvm.insertvalue %604, %603[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %606 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %607 = llvm.getelementptr %606[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %608 = llvm.insertvalue %607, %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %609 = llvm.mlir.constant(0 : index) : i64
    %610 = llvm.insertvalue %609, %608[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %611 = llvm.mlir.constant(8 : index) : i64
    %612 = llvm.insertvalue %611, %610[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %613 = llvm.mlir.constant(1 : index) : i64
    %614 = llvm.insertvalue %613, %612[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %615 = llvm.mlir.constant(8 : index) : i64
    %616 = llvm.insertvalue %615, %614[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %617 = llvm.mlir.constant(8 : index) : i64
    %618 = llvm.insertvalue %617, %616[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %619 = llvm.mlir.constant(2 : index) : i64
    %620 = llvm.insertvalue %619, %618[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %621 = llvm.mlir.constant(64 : index) : i64
    %622 = llvm.insertvalue %621, %620[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %623 = llvm.mlir.constant(6 : index) : i64
    %624 = llvm.mlir.constant(8 : index) : i64
    %625 = llvm.mlir.constant(1 : index) : i64
    %626 = llvm.mlir.constant(48 : index) : i64
    %627 = llvm.mlir.zero : !llvm.ptr
    %628 = llvm.getelementptr %627[%626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %629 = llvm.ptrtoint %628 : !llvm.ptr to i64
    %630 = llvm.call @malloc(%629) : (i64) -> !llvm.ptr
    %631 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %632 = llvm.insertvalue %630, %631[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %633 = llvm.insertvalue %630, %632[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %634 = llvm.mlir.constant(0 : index) : i64
    %635 = llvm.insertvalue %634, %633[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %636 = llvm.insertvalue %623, %635[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %637 = llvm.insertvalue %624, %636[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %638 = llvm.insertvalue %624, %637[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %639 = llvm.insertvalue %625, %638[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %640 = llvm.intr.umin(%337, %99) : (i64, i64) -> i64
    %641 = llvm.intr.umin(%341, %99) : (i64, i64) -> i64
    llvm.br ^bb59(%640 : i64)
  ^bb59(%642: i64):  // 2 preds: ^bb58, ^bb75
    %643 = llvm.icmp "slt" %642, %641 : i64
    llvm.cond_br %643, ^bb60, ^bb76
  ^bb60:  // pred: ^bb59
    llvm.br ^bb61(%86 : i64)
  ^bb61(%644: i64):  // 2 preds: ^bb60, ^bb74
    %645 = llvm.icmp "slt" %644, %87 : i64
    llvm.cond_br %645, ^bb62, ^bb75
  ^bb62:  // pred: ^bb61
    %646 = llvm.intr.umin(%644, %101) : (i64, i64) -> i64
    %647 = llvm.add %644, %88 : i64
    %648 = llvm.intr.umin(%647, %101) : (i64, i64) -> i64
    %649 = llvm.add %644, %99 : i64
    %650 = llvm.intr.umin(%649, %101) : (i64, i64) -> i64
    %651 = llvm.add %644, %102 : i64
    %652 = llvm.intr.umin(%651, %101) : (i64, i64) -> i64
    %653 = llvm.add %644, %103 : i64
    %654 = llvm.intr.umin(%653, %101) : (i64, i64) -> i64
    %655 = llvm.add %644, %104 : i64
    %656 = llvm.intr.umin(%655, %101) : (i64, i64) -> i64
    llvm.br ^bb63(%86 : i64)
  ^bb63(%657: i64):  // 2 preds: ^bb62, ^bb67
    %658 = llvm.icmp "slt" %657, %87 : i64
    llvm.cond_br %658, ^bb64, ^bb68
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb65(%659: i64, %660: f32, %661: f32, %662: f32, %663: f32, %664: f32, %665: f32):  // 2 preds: ^bb64, ^bb66
    %666 = llvm.icmp "slt" %659, %87 : i64
    llvm.cond_br %666, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %667 = llvm.mul %642, %87 : i64
    %668 = llvm.add %667, %659 : i64
    %669 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %670 = llvm.mlir.constant(48 : index) : i64
    %671 = llvm.mul %646, %670 overflow<nsw, nuw> : i64
    %672 = llvm.add %671, %668 overflow<nsw, nuw> : i64
    %673 = llvm.getelementptr inbounds|nuw %669[%672] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %674 = llvm.load %673 : !llvm.ptr -> f32
    %675 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %676 = llvm.mlir.constant(48 : index) : i64
    %677 = llvm.mul %648, %676 overflow<nsw, nuw> : i64
    %678 = llvm.add %677, %668 overflow<nsw, nuw> : i64
    %679 = llvm.getelementptr inbounds|nuw %675[%678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %680 = llvm.load %679 : !llvm.ptr -> f32
    %681 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %682 = llvm.mlir.constant(48 : index) : i64
    %683 = llvm.mul %650, %682 overflow<nsw, nuw> : i64
    %684 = llvm.add %683, %668 overflow<nsw, nuw> : i64
    %685 = llvm.getelementptr inbounds|nuw %681[%684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %686 = llvm.load %685 : !llvm.ptr -> f32
    %687 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %688 = llvm.mlir.constant(48 : index) : i64
    %689 = llvm.mul %652, %688 overflow<nsw, nuw> : i64
    %690 = llvm.add %689, %668 overflow<nsw, nuw> : i64
    %691 = llvm.getelementptr inbounds|nuw %687[%690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %692 = llvm.load %691 : !llvm.ptr -> f32
    %693 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %694 = llvm.mlir.constant(48 : index) : i64
    %695 = llvm.mul %654, %694 overflow<nsw, nuw> : i64
    %696 = llvm.add %695, %668 overflow<nsw, nuw> : i64
    %697 = llvm.getelementptr inbounds|nuw %693[%696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %698 = llvm.load %697 : !llvm.ptr -> f32
    %699 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %700 = llvm.mlir.constant(48 : index) : i64
    %701 = llvm.mul %656, %700 overflow<nsw, nuw> : i64
    %702 = llvm.add %701, %668 overflow<nsw, nuw> : i64
    %703 = llvm.getelementptr inbounds|nuw %699[%702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %704 = llvm.load %703 : !llvm.ptr -> f32
    %705 = llvm.add %668, %90 : i64
    %706 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %707 = llvm.mlir.constant(48 : index) : i64
    %708 = llvm.mul %657, %707 overflow<nsw, nuw> : i64
    %709 = llvm.add %708, %705 overflow<nsw, nuw> : i64
    %710 = llvm.getelementptr inbounds|nuw %706[%709] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %711 = llvm.load %710 : !llvm.ptr -> f32
    %712 = llvm.fmul %674, %711 : f32
    %713 = llvm.fadd %712, %660 : f32
    %714 = llvm.fmul %680, %711 : f32
    %715 = llvm.fadd %714, %661 : f32
    %716 = llvm.fmul %686, %711 : f32
    %717 = llvm.fadd %716, %662 : f32
    %718 = llvm.fmul %692, %711 : f32
    %719 = llvm.fadd %718, %663 : f32
    %720 = llvm.fmul %698, %711 : f32
    %721 = llvm.fadd %720, %664 : f32
    %722 = llvm.fmul %704, %711 : f32
    %723 = llvm.fadd %722, %665 : f32
    %724 = llvm.add %659, %88 : i64
    llvm.br ^bb65(%724, %713, %715, %717, %719, %721, %723 : i64, f32, f32, f32, f32, f32, f32)
  ^bb67:  // pred: ^bb65
    %725 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %726 = llvm.mlir.constant(8 : index) : i64
    %727 = llvm.mul %86, %726 overflow<nsw, nuw> : i64
    %728 = llvm.add %727, %657 overflow<nsw, nuw> : i64
    %729 = llvm.getelementptr inbounds|nuw %725[%728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %660, %729 : f32, !llvm.ptr
    %730 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %731 = llvm.mlir.constant(8 : index) : i64
    %732 = llvm.mul %88, %731 overflow<nsw, nuw> : i64
    %733 = llvm.add %732, %657 overflow<nsw, nuw> : i64
    %734 = llvm.getelementptr inbounds|nuw %730[%733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %661, %734 : f32, !llvm.ptr
    %735 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %736 = llvm.mlir.constant(8 : index) : i64
    %737 = llvm.mul %99, %736 overflow<nsw, nuw> : i64
    %738 = llvm.add %737, %657 overflow<nsw, nuw> : i64
    %739 = llvm.getelementptr inbounds|nuw %735[%738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %662, %739 : f32, !llvm.ptr
    %740 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %741 = llvm.mlir.constant(8 : index) : i64
    %742 = llvm.mul %102, %741 overflow<nsw, nuw> : i64
    %743 = llvm.add %742, %657 overflow<nsw, nuw> : i64
    %744 = llvm.getelementptr inbounds|nuw %740[%743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %663, %744 : f32, !llvm.ptr
    %745 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %746 = llvm.mlir.constant(8 : index) : i64
    %747 = llvm.mul %103, %746 overflow<nsw, nuw> : i64
    %748 = llvm.add %747, %657 overflow<nsw, nuw> : i64
    %749 = llvm.getelementptr inbounds|nuw %745[%748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %664, %749 : f32, !llvm.ptr
    %750 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %751 = llvm.mlir.constant(8 : index) : i64
    %752 = llvm.mul %104, %751 overflow<nsw, nuw> : i64
    %753 = llvm.add %752, %657 overflow<nsw, nuw> : i64
    %754 = llvm.getelementptr inbounds|nuw %750[%753] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %665, %754 : f32, !llvm.ptr
    %755 = llvm.add %657, %88 : i64
    llvm.br ^bb63(%755 : i64)
  ^bb68:  // pred: ^bb63
    %756 = llvm.sub %87, %644 : i64
    %757 = llvm.intr.umin(%756, %100) : (i64, i64) -> i64
    llvm.br ^bb69(%86 : i64)
  ^bb69(%758: i64):  // 2 preds: ^bb68, ^bb73
    %759 = llvm.icmp "slt" %758, %757 : i64
    llvm.cond_br %759, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    %760 = llvm.add %644, %758 : i64
    llvm.br ^bb71(%86 : i64)
  ^bb71(%761: i64):  // 2 preds: ^bb70, ^bb72
    %762 = llvm.icmp "slt" %761, %87 : i64
    llvm.cond_br %762, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %763 = llvm.sub %761, %760 : i64
    %764 = llvm.icmp "sgt" %763, %93 : i64
    %765 = llvm.extractvalue %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %766 = llvm.mlir.constant(8 : index) : i64
    %767 = llvm.mul %758, %766 overflow<nsw, nuw> : i64
    %768 = llvm.add %767, %761 overflow<nsw, nuw> : i64
    %769 = llvm.getelementptr inbounds|nuw %765[%768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %770 = llvm.load %769 : !llvm.ptr -> f32
    %771 = llvm.fdiv %770, %106 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %772 = llvm.select %764, %105, %771 : i1, f32
    %773 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %774 = llvm.mlir.constant(64 : index) : i64
    %775 = llvm.mul %642, %774 overflow<nsw, nuw> : i64
    %776 = llvm.mlir.constant(8 : index) : i64
    %777 = llvm.mul %760, %776 overflow<nsw, nuw> : i64
    %778 = llvm.add %775, %777 overflow<nsw, nuw> : i64
    %779 = llvm.add %778, %761 overflow<nsw, nuw> : i64
    %780 = llvm.getelementptr inbounds|nuw %773[%779] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %772, %780 : f32, !llvm.ptr
    %781 = llvm.add %761, %88 : i64
    llvm.br ^bb71(%781 : i64)
  ^bb73:  // pred: ^bb71
    %782 = llvm.add %758, %88 : i64
    llvm.br ^bb69(%782 : i64)
  ^bb74:  // pred: ^bb69
    %783 = llvm.add %644, %100 : i64
    llvm.br ^bb61(%783 : i64)
  ^bb75:  // pred: ^bb61
    %784 = llvm.add %642, %88 : i64
    llvm.br ^bb59(%784 : i64)
  ^bb76:  // pred: ^bb59
    %785 = llvm.extractvalue %639[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%785) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb77, ^bb83
  ^bb77:  // pred: ^bb76
    %786 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %787 = llvm.getelementptr %786[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %788 = llvm.atomicrmw add %787, %93 acq_rel : !llvm.ptr, i64
    %789 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %790 = llvm.getelementptr %789[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %791 = llvm.atomicrmw add %790, %94 acq_rel : !llvm.ptr, i64
    %792 = llvm.add %791, %94 : i64
    %793 = llvm.icmp "eq" %792, %arg73 : i64
    llvm.cond_br %793, ^bb78, ^bb79
  ^bb78:  // pred: ^bb77
    %794 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %795 = llvm.getelementptr %794[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %796 = llvm.atomicrmw xchg %795, %93 acq_rel : !llvm.ptr, i64
    %797 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %798 = llvm.getelementptr %797[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %799 = llvm.atomicrmw add %798, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb82
  ^bb79:  // pred: ^bb77
    llvm.br ^bb80
  ^bb80:  // 2 preds: ^bb79, ^bb80
    %800 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %801 = llvm.getelementptr %800[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %802 = llvm.atomicrmw add %801, %93 acq_rel : !llvm.ptr, i64
    %803 = llvm.icmp "eq" %802, %788 : i64
    llvm.cond_br %803, ^bb80, ^bb81
  ^bb81:  // pred: ^bb80
    llvm.br ^bb82
  ^bb82:  // 2 preds: ^bb78, ^bb81
    llvm.br ^bb83
  ^bb83:  // 2 preds: ^bb76, ^bb82
    %804 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %805 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %806 = llvm.insertvalue %805, %804[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %807 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %808 = llvm.getelementptr %807[%107] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %809 = llvm.insertvalue %808, %806[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %810 = llvm.mlir.constant(0 : index) : i64
    %811 = llvm.insertvalue %810, %809[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %812 = llvm.mlir.constant(8 : index) : i64
    %813 = llvm.insertvalue %812, %811[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %814 = llvm.mlir.constant(1 : index) : i64
    %815 = llvm.insertvalue %814, %813[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %816 = llvm.mlir.constant(8 : index) : i64
    %817 = llvm.insertvalue %816, %815[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %818 = llvm.mlir.constant(8 : index) : i64
    %819 = llvm.insertvalue %818, %817[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %820 = llvm.mlir.constant(2 : index) : i64
    %821 = llvm.insertvalue %820, %819[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %822 = llvm.mlir.constant(64 : index) : i64
    %823 = llvm.insertvalue %822, %821[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %824 = llvm.mlir.constant(8 : index) : i64
    %825 = llvm.mlir.constant(1 : index) : i64
    %826 = llvm.mlir.zero : !llvm.ptr
    %827 = llvm.getelementptr %826[%824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %828 = llvm.ptrtoint %827 : !llvm.ptr to i64
    %829 = llvm.call @malloc(%828) : (i64) -> !llvm.ptr
    %830 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %831 = llvm.insertvalue %829, %830[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %832 = llvm.insertvalue %829, %831[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %833 = llvm.mlir.constant(0 : index) : i64
    %834 = llvm.insertvalue %833, %832[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %835 = llvm.insertvalue %824, %834[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %836 = llvm.insertvalue %825, %835[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb84(%640 : i64)
  ^bb84(%837: i64):  // 2 preds: ^bb83, ^bb97
    %838 = llvm.icmp "slt" %837, %641 : i64
    llvm.cond_br %838, ^bb85, ^bb98
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%86 : i64)
  ^bb86(%839: i64):  // 2 preds: ^bb85, ^bb96
    %840 = llvm.icmp "slt" %839, %87 : i64
    llvm.cond_br %840, ^bb87, ^bb97
  ^bb87:  // pred: ^bb86
    llvm.br ^bb88(%86, %105 : i64, f32)
  ^bb88(%841: i64, %842: f32):  // 2 preds: ^bb87, ^bb89
    %843 = llvm.icmp "slt" %841, %87 : i64
    llvm.cond_br %843, ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    %844 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %845 = llvm.mlir.constant(64 : index) : i64
    %846 = llvm.mul %837, %845 overflow<nsw, nuw> : i64
    %847 = llvm.mlir.constant(8 : index) : i64
    %848 = llvm.mul %839, %847 overflow<nsw, nuw> : i64
    %849 = llvm.add %846, %848 overflow<nsw, nuw> : i64
    %850 = llvm.add %849, %841 overflow<nsw, nuw> : i64
    %851 = llvm.getelementptr inbounds|nuw %844[%850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %852 = llvm.load %851 : !llvm.ptr -> f32
    %853 = llvm.intr.maximum(%852, %842) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %854 = llvm.add %841, %88 : i64
    llvm.br ^bb88(%854, %853 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb90:  // pred: ^bb88
    llvm.br ^bb91(%86, %89 : i64, f32)
  ^bb91(%855: i64, %856: f32):  // 2 preds: ^bb90, ^bb92
    %857 = llvm.icmp "slt" %855, %87 : i64
    llvm.cond_br %857, ^bb92, ^bb93
  ^bb92:  // pred: ^bb91
    %858 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %859 = llvm.mlir.constant(64 : index) : i64
    %860 = llvm.mul %837, %859 overflow<nsw, nuw> : i64
    %861 = llvm.mlir.constant(8 : index) : i64
    %862 = llvm.mul %839, %861 overflow<nsw, nuw> : i64
    %863 = llvm.add %860, %862 overflow<nsw, nuw> : i64
    %864 = llvm.add %863, %855 overflow<nsw, nuw> : i64
    %865 = llvm.getelementptr inbounds|nuw %858[%864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %866 = llvm.load %865 : !llvm.ptr -> f32
    %867 = llvm.fsub %866, %842 : f32
    %868 = llvm.fcmp "olt" %867, %113 : f32
    %869 = llvm.select %868, %113, %867 : i1, f32
    %870 = llvm.fcmp "ogt" %869, %114 : f32
    %871 = llvm.select %870, %114, %869 : i1, f32
    %872 = llvm.intr.fma(%871, %116, %115) : (f32, f32, f32) -> f32
    %873 = llvm.fsub %872, %115 : f32
    %874 = llvm.intr.fma(%873, %117, %871) : (f32, f32, f32) -> f32
    %875 = llvm.intr.fma(%873, %118, %874) : (f32, f32, f32) -> f32
    %876 = llvm.fmul %875, %875 : f32
    %877 = llvm.intr.fma(%119, %875, %120) : (f32, f32, f32) -> f32
    %878 = llvm.intr.fma(%877, %875, %121) : (f32, f32, f32) -> f32
    %879 = llvm.intr.fma(%878, %875, %122) : (f32, f32, f32) -> f32
    %880 = llvm.intr.fma(%879, %875, %123) : (f32, f32, f32) -> f32
    %881 = llvm.intr.fma(%880, %875, %110) : (f32, f32, f32) -> f32
    %882 = llvm.intr.fma(%881, %876, %875) : (f32, f32, f32) -> f32
    %883 = llvm.fadd %882, %112 : f32
    %884 = llvm.bitcast %872 : f32 to i32
    %885 = llvm.sub %884, %124 : i32
    %886 = llvm.intr.ldexp(%883, %885) : (f32, i32) -> f32
    %887 = llvm.select %868, %89, %886 : i1, f32
    %888 = llvm.extractvalue %836[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %889 = llvm.getelementptr inbounds|nuw %888[%855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %887, %889 : f32, !llvm.ptr
    %890 = llvm.fadd %887, %856 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %891 = llvm.add %855, %88 : i64
    llvm.br ^bb91(%891, %890 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb93:  // pred: ^bb91
    llvm.br ^bb94(%86 : i64)
  ^bb94(%892: i64):  // 2 preds: ^bb93, ^bb95
    %893 = llvm.icmp "slt" %892, %87 : i64
    llvm.cond_br %893, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %894 = llvm.extractvalue %836[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %895 = llvm.getelementptr inbounds|nuw %894[%892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %896 = llvm.load %895 : !llvm.ptr -> f32
    %897 = llvm.fdiv %896, %856 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %898 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %899 = llvm.mlir.constant(64 : index) : i64
    %900 = llvm.mul %837, %899 overflow<nsw, nuw> : i64
    %901 = llvm.mlir.constant(8 : index) : i64
    %902 = llvm.mul %839, %901 overflow<nsw, nuw> : i64
    %903 = llvm.add %900, %902 overflow<nsw, nuw> : i64
    %904 = llvm.add %903, %892 overflow<nsw, nuw> : i64
    %905 = llvm.getelementptr inbounds|nuw %898[%904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %897, %905 : f32, !llvm.ptr
    %906 = llvm.add %892, %88 : i64
    llvm.br ^bb94(%906 : i64)
  ^bb96:  // pred: ^bb94
    %907 = llvm.add %839, %88 : i64
    llvm.br ^bb86(%907 : i64)
  ^bb97:  // pred: ^bb86
    %908 = llvm.add %837, %88 : i64
    llvm.br ^bb84(%908 : i64)
  ^bb98:  // pred: ^bb84
    %909 = llvm.extractvalue %836[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%909) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb99, ^bb105
  ^bb99:  // pred: ^bb98
    %910 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %911 = llvm.getelementptr %910[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %912 = llvm.atomicrmw add %911, %93 acq_rel : !llvm.ptr, i64
    %913 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %914 = llvm.getelementptr %913[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %915 = llvm.atomicrmw add %914, %94 acq_rel : !llvm.ptr, i64
    %916 = llvm.add %915, %94 : i64
    %917 = llvm.icmp "eq" %916, %arg73 : i64
    llvm.cond_br %917, ^bb100, ^bb101
  ^bb100:  // pred: ^bb99
    %918 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %919 = llvm.getelementptr %918[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %920 = llvm.atomicrmw xchg %919, %93 acq_rel : !llvm.ptr, i64
    %921 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %922 = llvm.getelementptr %921[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %923 = llvm.atomicrmw add %922, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb104
  ^bb101:  // pred: ^bb99
    llvm.br ^bb102
  ^bb102:  // 2 preds: ^bb101, ^bb102
    %924 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %925 = llvm.getelementptr %924[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %926 = llvm.atomicrmw add %925, %93 acq_rel : !llvm.ptr, i64
    %927 = llvm.icmp "eq" %926, %912 : i64
    llvm.cond_br %927, ^bb102, ^bb103
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104
  ^bb104:  // 2 preds: ^bb100, ^bb103
    llvm.br ^bb105
  ^bb105:  // 2 preds: ^bb98, ^bb104
    %928 = llvm.mlir.constant(6 : index) : i64
    %929 = llvm.mlir.constant(8 : index) : i64
    %930 = llvm.mlir.constant(1 : index) : i64
    %931 = llvm.mlir.constant(48 : index) : i64
    %932 = llvm.mlir.zero : !llvm.ptr
    %933 = llvm.getelementptr %932[%931] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %934 = llvm.ptrtoint %933 : !llvm.ptr to i64
    %935 = llvm.call @malloc(%934) : (i64) -> !llvm.ptr
    %936 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %937 = llvm.insertvalue %935, %936[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %938 = llvm.insertvalue %935, %937[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %939 = llvm.mlir.constant(0 : index) : i64
    %940 = llvm.insertvalue %939, %938[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %941 = llvm.insertvalue %928, %940[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %942 = llvm.insertvalue %929, %941[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %943 = llvm.insertvalue %929, %942[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %944 = llvm.insertvalue %930, %943[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb106(%640 : i64)
  ^bb106(%945: i64):  // 2 preds: ^bb105, ^bb122
    %946 = llvm.icmp "slt" %945, %641 : i64
    llvm.cond_br %946, ^bb107, ^bb123
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%86 : i64)
  ^bb108(%947: i64):  // 2 preds: ^bb107, ^bb121
    %948 = llvm.icmp "slt" %947, %87 : i64
    llvm.cond_br %948, ^bb109, ^bb122
  ^bb109:  // pred: ^bb108
    %949 = llvm.intr.umin(%947, %101) : (i64, i64) -> i64
    %950 = llvm.add %947, %88 : i64
    %951 = llvm.intr.umin(%950, %101) : (i64, i64) -> i64
    %952 = llvm.add %947, %99 : i64
    %953 = llvm.intr.umin(%952, %101) : (i64, i64) -> i64
    %954 = llvm.add %947, %102 : i64
    %955 = llvm.intr.umin(%954, %101) : (i64, i64) -> i64
    %956 = llvm.add %947, %103 : i64
    %957 = llvm.intr.umin(%956, %101) : (i64, i64) -> i64
    %958 = llvm.add %947, %104 : i64
    %959 = llvm.intr.umin(%958, %101) : (i64, i64) -> i64
    llvm.br ^bb110(%86 : i64)
  ^bb110(%960: i64):  // 2 preds: ^bb109, ^bb114
    %961 = llvm.icmp "slt" %960, %87 : i64
    llvm.cond_br %961, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb112(%962: i64, %963: f32, %964: f32, %965: f32, %966: f32, %967: f32, %968: f32):  // 2 preds: ^bb111, ^bb113
    %969 = llvm.icmp "slt" %962, %87 : i64
    llvm.cond_br %969, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %970 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %971 = llvm.mlir.constant(64 : index) : i64
    %972 = llvm.mul %945, %971 overflow<nsw, nuw> : i64
    %973 = llvm.mlir.constant(8 : index) : i64
    %974 = llvm.mul %949, %973 overflow<nsw, nuw> : i64
    %975 = llvm.add %972, %974 overflow<nsw, nuw> : i64
    %976 = llvm.add %975, %962 overflow<nsw, nuw> : i64
    %977 = llvm.getelementptr inbounds|nuw %970[%976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %978 = llvm.load %977 : !llvm.ptr -> f32
    %979 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %980 = llvm.mlir.constant(64 : index) : i64
    %981 = llvm.mul %945, %980 overflow<nsw, nuw> : i64
    %982 = llvm.mlir.constant(8 : index) : i64
    %983 = llvm.mul %951, %982 overflow<nsw, nuw> : i64
    %984 = llvm.add %981, %983 overflow<nsw, nuw> : i64
    %985 = llvm.add %984, %962 overflow<nsw, nuw> : i64
    %986 = llvm.getelementptr inbounds|nuw %979[%985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %987 = llvm.load %986 : !llvm.ptr -> f32
    %988 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %989 = llvm.mlir.constant(64 : index) : i64
    %990 = llvm.mul %945, %989 overflow<nsw, nuw> : i64
    %991 = llvm.mlir.constant(8 : index) : i64
    %992 = llvm.mul %953, %991 overflow<nsw, nuw> : i64
    %993 = llvm.add %990, %992 overflow<nsw, nuw> : i64
    %994 = llvm.add %993, %962 overflow<nsw, nuw> : i64
    %995 = llvm.getelementptr inbounds|nuw %988[%994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %996 = llvm.load %995 : !llvm.ptr -> f32
    %997 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %998 = llvm.mlir.constant(64 : index) : i64
    %999 = llvm.mul %945, %998 overflow<nsw, nuw> : i64
    %1000 = llvm.mlir.constant(8 : index) : i64
    %1001 = llvm.mul %955, %1000 overflow<nsw, nuw> : i64
    %1002 = llvm.add %999, %1001 overflow<nsw, nuw> : i64
    %1003 = llvm.add %1002, %962 overflow<nsw, nuw> : i64
    %1004 = llvm.getelementptr inbounds|nuw %997[%1003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1005 = llvm.load %1004 : !llvm.ptr -> f32
    %1006 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1007 = llvm.mlir.constant(64 : index) : i64
    %1008 = llvm.mul %945, %1007 overflow<nsw, nuw> : i64
    %1009 = llvm.mlir.constant(8 : index) : i64
    %1010 = llvm.mul %957, %1009 overflow<nsw, nuw> : i64
    %1011 = llvm.add %1008, %1010 overflow<nsw, nuw> : i64
    %1012 = llvm.add %1011, %962 overflow<nsw, nuw> : i64
    %1013 = llvm.getelementptr inbounds|nuw %1006[%1012] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1014 = llvm.load %1013 : !llvm.ptr -> f32
    %1015 = llvm.extractvalue %823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1016 = llvm.mlir.constant(64 : index) : i64
    %1017 = llvm.mul %945, %1016 overflow<nsw, nuw> : i64
    %1018 = llvm.mlir.constant(8 : index) : i64
    %1019 = llvm.mul %959, %1018 overflow<nsw, nuw> : i64
    %1020 = llvm.add %1017, %1019 overflow<nsw, nuw> : i64
    %1021 = llvm.add %1020, %962 overflow<nsw, nuw> : i64
    %1022 = llvm.getelementptr inbounds|nuw %1015[%1021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1023 = llvm.load %1022 : !llvm.ptr -> f32
    %1024 = llvm.mul %945, %87 : i64
    %1025 = llvm.add %1024, %960 : i64
    %1026 = llvm.add %1025, %97 : i64
    %1027 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1028 = llvm.mlir.constant(48 : index) : i64
    %1029 = llvm.mul %962, %1028 overflow<nsw, nuw> : i64
    %1030 = llvm.add %1029, %1026 overflow<nsw, nuw> : i64
    %1031 = llvm.getelementptr inbounds|nuw %1027[%1030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1032 = llvm.load %1031 : !llvm.ptr -> f32
    %1033 = llvm.fmul %978, %1032 : f32
    %1034 = llvm.fadd %1033, %963 : f32
    %1035 = llvm.fmul %987, %1032 : f32
    %1036 = llvm.fadd %1035, %964 : f32
    %1037 = llvm.fmul %996, %1032 : f32
    %1038 = llvm.fadd %1037, %965 : f32
    %1039 = llvm.fmul %1005, %1032 : f32
    %1040 = llvm.fadd %1039, %966 : f32
    %1041 = llvm.fmul %1014, %1032 : f32
    %1042 = llvm.fadd %1041, %967 : f32
    %1043 = llvm.fmul %1023, %1032 : f32
    %1044 = llvm.fadd %1043, %968 : f32
    %1045 = llvm.add %962, %88 : i64
    llvm.br ^bb112(%1045, %1034, %1036, %1038, %1040, %1042, %1044 : i64, f32, f32, f32, f32, f32, f32)
  ^bb114:  // pred: ^bb112
    %1046 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1047 = llvm.mlir.constant(8 : index) : i64
    %1048 = llvm.mul %86, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.add %1048, %960 overflow<nsw, nuw> : i64
    %1050 = llvm.getelementptr inbounds|nuw %1046[%1049] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %963, %1050 : f32, !llvm.ptr
    %1051 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1052 = llvm.mlir.constant(8 : index) : i64
    %1053 = llvm.mul %88, %1052 overflow<nsw, nuw> : i64
    %1054 = llvm.add %1053, %960 overflow<nsw, nuw> : i64
    %1055 = llvm.getelementptr inbounds|nuw %1051[%1054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %964, %1055 : f32, !llvm.ptr
    %1056 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1057 = llvm.mlir.constant(8 : index) : i64
    %1058 = llvm.mul %99, %1057 overflow<nsw, nuw> : i64
    %1059 = llvm.add %1058, %960 overflow<nsw, nuw> : i64
    %1060 = llvm.getelementptr inbounds|nuw %1056[%1059] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %965, %1060 : f32, !llvm.ptr
    %1061 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1062 = llvm.mlir.constant(8 : index) : i64
    %1063 = llvm.mul %102, %1062 overflow<nsw, nuw> : i64
    %1064 = llvm.add %1063, %960 overflow<nsw, nuw> : i64
    %1065 = llvm.getelementptr inbounds|nuw %1061[%1064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %966, %1065 : f32, !llvm.ptr
    %1066 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1067 = llvm.mlir.constant(8 : index) : i64
    %1068 = llvm.mul %103, %1067 overflow<nsw, nuw> : i64
    %1069 = llvm.add %1068, %960 overflow<nsw, nuw> : i64
    %1070 = llvm.getelementptr inbounds|nuw %1066[%1069] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %967, %1070 : f32, !llvm.ptr
    %1071 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1072 = llvm.mlir.constant(8 : index) : i64
    %1073 = llvm.mul %104, %1072 overflow<nsw, nuw> : i64
    %1074 = llvm.add %1073, %960 overflow<nsw, nuw> : i64
    %1075 = llvm.getelementptr inbounds|nuw %1071[%1074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %968, %1075 : f32, !llvm.ptr
    %1076 = llvm.add %960, %88 : i64
    llvm.br ^bb110(%1076 : i64)
  ^bb115:  // pred: ^bb110
    %1077 = llvm.sub %87, %947 : i64
    %1078 = llvm.intr.umin(%1077, %100) : (i64, i64) -> i64
    llvm.br ^bb116(%86 : i64)
  ^bb116(%1079: i64):  // 2 preds: ^bb115, ^bb120
    %1080 = llvm.icmp "slt" %1079, %1078 : i64
    llvm.cond_br %1080, ^bb117, ^bb121
  ^bb117:  // pred: ^bb116
    %1081 = llvm.add %947, %1079 : i64
    llvm.br ^bb118(%86 : i64)
  ^bb118(%1082: i64):  // 2 preds: ^bb117, ^bb119
    %1083 = llvm.icmp "slt" %1082, %87 : i64
    llvm.cond_br %1083, ^bb119, ^bb120
  ^bb119:  // pred: ^bb118
    %1084 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1085 = llvm.mlir.constant(8 : index) : i64
    %1086 = llvm.mul %1079, %1085 overflow<nsw, nuw> : i64
    %1087 = llvm.add %1086, %1082 overflow<nsw, nuw> : i64
    %1088 = llvm.getelementptr inbounds|nuw %1084[%1087] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1089 = llvm.load %1088 : !llvm.ptr -> f32
    %1090 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1091 = llvm.mlir.constant(64 : index) : i64
    %1092 = llvm.mul %945, %1091 overflow<nsw, nuw> : i64
    %1093 = llvm.mlir.constant(8 : index) : i64
    %1094 = llvm.mul %1081, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.add %1092, %1094 overflow<nsw, nuw> : i64
    %1096 = llvm.add %1095, %1082 overflow<nsw, nuw> : i64
    %1097 = llvm.getelementptr inbounds|nuw %1090[%1096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1089, %1097 : f32, !llvm.ptr
    %1098 = llvm.add %1082, %88 : i64
    llvm.br ^bb118(%1098 : i64)
  ^bb120:  // pred: ^bb118
    %1099 = llvm.add %1079, %88 : i64
    llvm.br ^bb116(%1099 : i64)
  ^bb121:  // pred: ^bb116
    %1100 = llvm.add %947, %100 : i64
    llvm.br ^bb108(%1100 : i64)
  ^bb122:  // pred: ^bb108
    %1101 = llvm.add %945, %88 : i64
    llvm.br ^bb106(%1101 : i64)
  ^bb123:  // pred: ^bb106
    %1102 = llvm.extractvalue %944[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1102) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb124, ^bb130
  ^bb124:  // pred: ^bb123
    %1103 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1104 = llvm.getelementptr %1103[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1105 = llvm.atomicrmw add %1104, %93 acq_rel : !llvm.ptr, i64
    %1106 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1107 = llvm.getelementptr %1106[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1108 = llvm.atomicrmw add %1107, %94 acq_rel : !llvm.ptr, i64
    %1109 = llvm.add %1108, %94 : i64
    %1110 = llvm.icmp "eq" %1109, %arg73 : i64
    llvm.cond_br %1110, ^bb125, ^bb126
  ^bb125:  // pred: ^bb124
    %1111 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1112 = llvm.getelementptr %1111[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1113 = llvm.atomicrmw xchg %1112, %93 acq_rel : !llvm.ptr, i64
    %1114 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1115 = llvm.getelementptr %1114[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1116 = llvm.atomicrmw add %1115, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb129
  ^bb126:  // pred: ^bb124
    llvm.br ^bb127
  ^bb127:  // 2 preds: ^bb126, ^bb127
    %1117 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1118 = llvm.getelementptr %1117[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1119 = llvm.atomicrmw add %1118, %93 acq_rel : !llvm.ptr, i64
    %1120 = llvm.icmp "eq" %1119, %1105 : i64
    llvm.cond_br %1120, ^bb127, ^bb128
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129
  ^bb129:  // 2 preds: ^bb125, ^bb128
    llvm.br ^bb130
  ^bb130:  // 2 preds: ^bb123, ^bb129
    %1121 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1122 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1123 = llvm.insertvalue %1122, %1121[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1124 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1125 = llvm.getelementptr %1124[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1126 = llvm.insertvalue %1125, %1123[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1127 = llvm.mlir.constant(0 : index) : i64
    %1128 = llvm.insertvalue %1127, %1126[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1129 = llvm.mlir.constant(16 : index) : i64
    %1130 = llvm.insertvalue %1129, %1128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1131 = llvm.mlir.constant(1 : index) : i64
    %1132 = llvm.insertvalue %1131, %1130[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1133 = llvm.mlir.constant(8 : index) : i64
    %1134 = llvm.insertvalue %1133, %1132[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1135 = llvm.mlir.constant(16 : index) : i64
    %1136 = llvm.insertvalue %1135, %1134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1137 = llvm.mlir.constant(6 : index) : i64
    %1138 = llvm.mlir.constant(16 : index) : i64
    %1139 = llvm.mlir.constant(1 : index) : i64
    %1140 = llvm.mlir.constant(96 : index) : i64
    %1141 = llvm.mlir.zero : !llvm.ptr
    %1142 = llvm.getelementptr %1141[%1140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1143 = llvm.ptrtoint %1142 : !llvm.ptr to i64
    %1144 = llvm.call @malloc(%1143) : (i64) -> !llvm.ptr
    %1145 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1146 = llvm.insertvalue %1144, %1145[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1147 = llvm.insertvalue %1144, %1146[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1148 = llvm.mlir.constant(0 : index) : i64
    %1149 = llvm.insertvalue %1148, %1147[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1150 = llvm.insertvalue %1137, %1149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1151 = llvm.insertvalue %1138, %1150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1152 = llvm.insertvalue %1138, %1151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1153 = llvm.insertvalue %1139, %1152[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb131(%339 : i64)
  ^bb131(%1154: i64):  // 2 preds: ^bb130, ^bb144
    %1155 = llvm.icmp "slt" %1154, %343 : i64
    llvm.cond_br %1155, ^bb132, ^bb145
  ^bb132:  // pred: ^bb131
    %1156 = llvm.intr.umin(%1154, %101) : (i64, i64) -> i64
    %1157 = llvm.add %1154, %88 : i64
    %1158 = llvm.intr.umin(%1157, %101) : (i64, i64) -> i64
    %1159 = llvm.add %1154, %99 : i64
    %1160 = llvm.intr.umin(%1159, %101) : (i64, i64) -> i64
    %1161 = llvm.add %1154, %102 : i64
    %1162 = llvm.intr.umin(%1161, %101) : (i64, i64) -> i64
    %1163 = llvm.add %1154, %103 : i64
    %1164 = llvm.intr.umin(%1163, %101) : (i64, i64) -> i64
    %1165 = llvm.add %1154, %104 : i64
    %1166 = llvm.intr.umin(%1165, %101) : (i64, i64) -> i64
    llvm.br ^bb133(%86 : i64)
  ^bb133(%1167: i64):  // 2 preds: ^bb132, ^bb137
    %1168 = llvm.icmp "slt" %1167, %90 : i64
    llvm.cond_br %1168, ^bb134, ^bb138
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb135(%1169: i64, %1170: f32, %1171: f32, %1172: f32, %1173: f32, %1174: f32, %1175: f32):  // 2 preds: ^bb134, ^bb136
    %1176 = llvm.icmp "slt" %1169, %90 : i64
    llvm.cond_br %1176, ^bb136, ^bb137
  ^bb136:  // pred: ^bb135
    %1177 = llvm.urem %1169, %87 : i64
    %1178 = llvm.udiv %1169, %87 : i64
    %1179 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1180 = llvm.mlir.constant(64 : index) : i64
    %1181 = llvm.mul %1178, %1180 overflow<nsw, nuw> : i64
    %1182 = llvm.mlir.constant(8 : index) : i64
    %1183 = llvm.mul %1156, %1182 overflow<nsw, nuw> : i64
    %1184 = llvm.add %1181, %1183 overflow<nsw, nuw> : i64
    %1185 = llvm.add %1184, %1177 overflow<nsw, nuw> : i64
    %1186 = llvm.getelementptr inbounds|nuw %1179[%1185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1187 = llvm.load %1186 : !llvm.ptr -> f32
    %1188 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1189 = llvm.mlir.constant(64 : index) : i64
    %1190 = llvm.mul %1178, %1189 overflow<nsw, nuw> : i64
    %1191 = llvm.mlir.constant(8 : index) : i64
    %1192 = llvm.mul %1158, %1191 overflow<nsw, nuw> : i64
    %1193 = llvm.add %1190, %1192 overflow<nsw, nuw> : i64
    %1194 = llvm.add %1193, %1177 overflow<nsw, nuw> : i64
    %1195 = llvm.getelementptr inbounds|nuw %1188[%1194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1196 = llvm.load %1195 : !llvm.ptr -> f32
    %1197 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1198 = llvm.mlir.constant(64 : index) : i64
    %1199 = llvm.mul %1178, %1198 overflow<nsw, nuw> : i64
    %1200 = llvm.mlir.constant(8 : index) : i64
    %1201 = llvm.mul %1160, %1200 overflow<nsw, nuw> : i64
    %1202 = llvm.add %1199, %1201 overflow<nsw, nuw> : i64
    %1203 = llvm.add %1202, %1177 overflow<nsw, nuw> : i64
    %1204 = llvm.getelementptr inbounds|nuw %1197[%1203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1205 = llvm.load %1204 : !llvm.ptr -> f32
    %1206 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1207 = llvm.mlir.constant(64 : index) : i64
    %1208 = llvm.mul %1178, %1207 overflow<nsw, nuw> : i64
    %1209 = llvm.mlir.constant(8 : index) : i64
    %1210 = llvm.mul %1162, %1209 overflow<nsw, nuw> : i64
    %1211 = llvm.add %1208, %1210 overflow<nsw, nuw> : i64
    %1212 = llvm.add %1211, %1177 overflow<nsw, nuw> : i64
    %1213 = llvm.getelementptr inbounds|nuw %1206[%1212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1214 = llvm.load %1213 : !llvm.ptr -> f32
    %1215 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1216 = llvm.mlir.constant(64 : index) : i64
    %1217 = llvm.mul %1178, %1216 overflow<nsw, nuw> : i64
    %1218 = llvm.mlir.constant(8 : index) : i64
    %1219 = llvm.mul %1164, %1218 overflow<nsw, nuw> : i64
    %1220 = llvm.add %1217, %1219 overflow<nsw, nuw> : i64
    %1221 = llvm.add %1220, %1177 overflow<nsw, nuw> : i64
    %1222 = llvm.getelementptr inbounds|nuw %1215[%1221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1223 = llvm.load %1222 : !llvm.ptr -> f32
    %1224 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1225 = llvm.mlir.constant(64 : index) : i64
    %1226 = llvm.mul %1178, %1225 overflow<nsw, nuw> : i64
    %1227 = llvm.mlir.constant(8 : index) : i64
    %1228 = llvm.mul %1166, %1227 overflow<nsw, nuw> : i64
    %1229 = llvm.add %1226, %1228 overflow<nsw, nuw> : i64
    %1230 = llvm.add %1229, %1177 overflow<nsw, nuw> : i64
    %1231 = llvm.getelementptr inbounds|nuw %1224[%1230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1232 = llvm.load %1231 : !llvm.ptr -> f32
    %1233 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1234 = llvm.mlir.constant(16 : index) : i64
    %1235 = llvm.mul %1169, %1234 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1235, %1167 overflow<nsw, nuw> : i64
    %1237 = llvm.getelementptr inbounds|nuw %1233[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1238 = llvm.load %1237 : !llvm.ptr -> f32
    %1239 = llvm.fmul %1187, %1238 : f32
    %1240 = llvm.fadd %1239, %1170 : f32
    %1241 = llvm.fmul %1196, %1238 : f32
    %1242 = llvm.fadd %1241, %1171 : f32
    %1243 = llvm.fmul %1205, %1238 : f32
    %1244 = llvm.fadd %1243, %1172 : f32
    %1245 = llvm.fmul %1214, %1238 : f32
    %1246 = llvm.fadd %1245, %1173 : f32
    %1247 = llvm.fmul %1223, %1238 : f32
    %1248 = llvm.fadd %1247, %1174 : f32
    %1249 = llvm.fmul %1232, %1238 : f32
    %1250 = llvm.fadd %1249, %1175 : f32
    %1251 = llvm.add %1169, %88 : i64
    llvm.br ^bb135(%1251, %1240, %1242, %1244, %1246, %1248, %1250 : i64, f32, f32, f32, f32, f32, f32)
  ^bb137:  // pred: ^bb135
    %1252 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1253 = llvm.mlir.constant(16 : index) : i64
    %1254 = llvm.mul %86, %1253 overflow<nsw, nuw> : i64
    %1255 = llvm.add %1254, %1167 overflow<nsw, nuw> : i64
    %1256 = llvm.getelementptr inbounds|nuw %1252[%1255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1170, %1256 : f32, !llvm.ptr
    %1257 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1258 = llvm.mlir.constant(16 : index) : i64
    %1259 = llvm.mul %88, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.add %1259, %1167 overflow<nsw, nuw> : i64
    %1261 = llvm.getelementptr inbounds|nuw %1257[%1260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1171, %1261 : f32, !llvm.ptr
    %1262 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1263 = llvm.mlir.constant(16 : index) : i64
    %1264 = llvm.mul %99, %1263 overflow<nsw, nuw> : i64
    %1265 = llvm.add %1264, %1167 overflow<nsw, nuw> : i64
    %1266 = llvm.getelementptr inbounds|nuw %1262[%1265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1172, %1266 : f32, !llvm.ptr
    %1267 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1268 = llvm.mlir.constant(16 : index) : i64
    %1269 = llvm.mul %102, %1268 overflow<nsw, nuw> : i64
    %1270 = llvm.add %1269, %1167 overflow<nsw, nuw> : i64
    %1271 = llvm.getelementptr inbounds|nuw %1267[%1270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1173, %1271 : f32, !llvm.ptr
    %1272 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1273 = llvm.mlir.constant(16 : index) : i64
    %1274 = llvm.mul %103, %1273 overflow<nsw, nuw> : i64
    %1275 = llvm.add %1274, %1167 overflow<nsw, nuw> : i64
    %1276 = llvm.getelementptr inbounds|nuw %1272[%1275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1174, %1276 : f32, !llvm.ptr
    %1277 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1278 = llvm.mlir.constant(16 : index) : i64
    %1279 = llvm.mul %104, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.add %1279, %1167 overflow<nsw, nuw> : i64
    %1281 = llvm.getelementptr inbounds|nuw %1277[%1280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1175, %1281 : f32, !llvm.ptr
    %1282 = llvm.add %1167, %88 : i64
    llvm.br ^bb133(%1282 : i64)
  ^bb138:  // pred: ^bb133
    %1283 = llvm.sub %87, %1154 : i64
    %1284 = llvm.intr.umin(%1283, %100) : (i64, i64) -> i64
    llvm.br ^bb139(%86 : i64)
  ^bb139(%1285: i64):  // 2 preds: ^bb138, ^bb143
    %1286 = llvm.icmp "slt" %1285, %1284 : i64
    llvm.cond_br %1286, ^bb140, ^bb144
  ^bb140:  // pred: ^bb139
    %1287 = llvm.add %1154, %1285 : i64
    llvm.br ^bb141(%86 : i64)
  ^bb141(%1288: i64):  // 2 preds: ^bb140, ^bb142
    %1289 = llvm.icmp "slt" %1288, %90 : i64
    llvm.cond_br %1289, ^bb142, ^bb143
  ^bb142:  // pred: ^bb141
    %1290 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1291 = llvm.mlir.constant(16 : index) : i64
    %1292 = llvm.mul %1287, %1291 overflow<nsw, nuw> : i64
    %1293 = llvm.add %1292, %1288 overflow<nsw, nuw> : i64
    %1294 = llvm.getelementptr inbounds|nuw %1290[%1293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1295 = llvm.load %1294 : !llvm.ptr -> f32
    %1296 = llvm.extractvalue %1153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1297 = llvm.mlir.constant(16 : index) : i64
    %1298 = llvm.mul %1285, %1297 overflow<nsw, nuw> : i64
    %1299 = llvm.add %1298, %1288 overflow<nsw, nuw> : i64
    %1300 = llvm.getelementptr inbounds|nuw %1296[%1299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1301 = llvm.load %1300 : !llvm.ptr -> f32
    %1302 = llvm.fadd %1295, %1301 : f32
    %1303 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1304 = llvm.mlir.constant(16 : index) : i64
    %1305 = llvm.mul %1287, %1304 overflow<nsw, nuw> : i64
    %1306 = llvm.add %1305, %1288 overflow<nsw, nuw> : i64
    %1307 = llvm.getelementptr inbounds|nuw %1303[%1306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1302, %1307 : f32, !llvm.ptr
    %1308 = llvm.add %1288, %88 : i64
    llvm.br ^bb141(%1308 : i64)
  ^bb143:  // pred: ^bb141
    %1309 = llvm.add %1285, %88 : i64
    llvm.br ^bb139(%1309 : i64)
  ^bb144:  // pred: ^bb139
    %1310 = llvm.add %1154, %100 : i64
    llvm.br ^bb131(%1310 : i64)
  ^bb145:  // pred: ^bb131
    %1311 = llvm.extractvalue %1153[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1311) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb146, ^bb152
  ^bb146:  // pred: ^bb145
    %1312 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1313 = llvm.getelementptr %1312[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1314 = llvm.atomicrmw add %1313, %93 acq_rel : !llvm.ptr, i64
    %1315 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1316 = llvm.getelementptr %1315[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1317 = llvm.atomicrmw add %1316, %94 acq_rel : !llvm.ptr, i64
    %1318 = llvm.add %1317, %94 : i64
    %1319 = llvm.icmp "eq" %1318, %arg73 : i64
    llvm.cond_br %1319, ^bb147, ^bb148
  ^bb147:  // pred: ^bb146
    %1320 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1321 = llvm.getelementptr %1320[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1322 = llvm.atomicrmw xchg %1321, %93 acq_rel : !llvm.ptr, i64
    %1323 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1324 = llvm.getelementptr %1323[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1325 = llvm.atomicrmw add %1324, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb151
  ^bb148:  // pred: ^bb146
    llvm.br ^bb149
  ^bb149:  // 2 preds: ^bb148, ^bb149
    %1326 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1327 = llvm.getelementptr %1326[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1328 = llvm.atomicrmw add %1327, %93 acq_rel : !llvm.ptr, i64
    %1329 = llvm.icmp "eq" %1328, %1314 : i64
    llvm.cond_br %1329, ^bb149, ^bb150
  ^bb150:  // pred: ^bb149
    llvm.br ^bb151
  ^bb151:  // 2 preds: ^bb147, ^bb150
    llvm.br ^bb152
  ^bb152:  // 2 preds: ^bb145, ^bb151
    llvm.br ^bb153(%159 : i64)
  ^bb153(%1330: i64):  // 2 preds: ^bb152, ^bb163
    %1331 = llvm.icmp "slt" %1330, %163 : i64
    llvm.cond_br %1331, ^bb154, ^bb164
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155(%86, %89 : i64, f32)
  ^bb155(%1332: i64, %1333: f32):  // 2 preds: ^bb154, ^bb156
    %1334 = llvm.icmp "slt" %1332, %90 : i64
    llvm.cond_br %1334, ^bb156, ^bb157
  ^bb156:  // pred: ^bb155
    %1335 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1336 = llvm.mlir.constant(16 : index) : i64
    %1337 = llvm.mul %1330, %1336 overflow<nsw, nuw> : i64
    %1338 = llvm.add %1337, %1332 overflow<nsw, nuw> : i64
    %1339 = llvm.getelementptr inbounds|nuw %1335[%1338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1340 = llvm.load %1339 : !llvm.ptr -> f32
    %1341 = llvm.fadd %1340, %1333 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1342 = llvm.add %1332, %88 : i64
    llvm.br ^bb155(%1342, %1341 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb157:  // pred: ^bb155
    llvm.br ^bb158(%86, %89 : i64, f32)
  ^bb158(%1343: i64, %1344: f32):  // 2 preds: ^bb157, ^bb159
    %1345 = llvm.icmp "slt" %1343, %90 : i64
    llvm.cond_br %1345, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1346 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1347 = llvm.mlir.constant(16 : index) : i64
    %1348 = llvm.mul %1330, %1347 overflow<nsw, nuw> : i64
    %1349 = llvm.add %1348, %1343 overflow<nsw, nuw> : i64
    %1350 = llvm.getelementptr inbounds|nuw %1346[%1349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1351 = llvm.load %1350 : !llvm.ptr -> f32
    %1352 = llvm.fmul %1333, %91 : f32
    %1353 = llvm.fsub %1351, %1352 : f32
    %1354 = llvm.fmul %1353, %1353 : f32
    %1355 = llvm.fadd %1354, %1344 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1356 = llvm.add %1343, %88 : i64
    llvm.br ^bb158(%1356, %1355 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb160:  // pred: ^bb158
    llvm.br ^bb161(%86 : i64)
  ^bb161(%1357: i64):  // 2 preds: ^bb160, ^bb162
    %1358 = llvm.icmp "slt" %1357, %90 : i64
    llvm.cond_br %1358, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %1359 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1360 = llvm.mlir.constant(16 : index) : i64
    %1361 = llvm.mul %1330, %1360 overflow<nsw, nuw> : i64
    %1362 = llvm.add %1361, %1357 overflow<nsw, nuw> : i64
    %1363 = llvm.getelementptr inbounds|nuw %1359[%1362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1364 = llvm.load %1363 : !llvm.ptr -> f32
    %1365 = llvm.fmul %1333, %91 : f32
    %1366 = llvm.fsub %1364, %1365 : f32
    %1367 = llvm.fmul %1344, %91 : f32
    %1368 = llvm.fadd %1367, %92 : f32
    %1369 = llvm.intr.sqrt(%1368) : (f32) -> f32
    %1370 = llvm.fdiv %85, %1369 : f32
    %1371 = llvm.fmul %1366, %1370 : f32
    %1372 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1373 = llvm.getelementptr inbounds|nuw %1372[%1357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1374 = llvm.load %1373 : !llvm.ptr -> f32
    %1375 = llvm.fmul %1371, %1374 : f32
    %1376 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1377 = llvm.mlir.constant(16 : index) : i64
    %1378 = llvm.mul %1330, %1377 overflow<nsw, nuw> : i64
    %1379 = llvm.add %1378, %1357 overflow<nsw, nuw> : i64
    %1380 = llvm.getelementptr inbounds|nuw %1376[%1379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1375, %1380 : f32, !llvm.ptr
    %1381 = llvm.add %1357, %88 : i64
    llvm.br ^bb161(%1381 : i64)
  ^bb163:  // pred: ^bb161
    %1382 = llvm.add %1330, %88 : i64
    llvm.br ^bb153(%1382 : i64)
  ^bb164:  // pred: ^bb153
    llvm.cond_br %217, ^bb165, ^bb171
  ^bb165:  // pred: ^bb164
    %1383 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1384 = llvm.getelementptr %1383[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1385 = llvm.atomicrmw add %1384, %93 acq_rel : !llvm.ptr, i64
    %1386 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1387 = llvm.getelementptr %1386[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1388 = llvm.atomicrmw add %1387, %94 acq_rel : !llvm.ptr, i64
    %1389 = llvm.add %1388, %94 : i64
    %1390 = llvm.icmp "eq" %1389, %arg73 : i64
    llvm.cond_br %1390, ^bb166, ^bb167
  ^bb166:  // pred: ^bb165
    %1391 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1392 = llvm.getelementptr %1391[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1393 = llvm.atomicrmw xchg %1392, %93 acq_rel : !llvm.ptr, i64
    %1394 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1395 = llvm.getelementptr %1394[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1396 = llvm.atomicrmw add %1395, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb170
  ^bb167:  // pred: ^bb165
    llvm.br ^bb168
  ^bb168:  // 2 preds: ^bb167, ^bb168
    %1397 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1398 = llvm.getelementptr %1397[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1399 = llvm.atomicrmw add %1398, %93 acq_rel : !llvm.ptr, i64
    %1400 = llvm.icmp "eq" %1399, %1385 : i64
    llvm.cond_br %1400, ^bb168, ^bb169
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170
  ^bb170:  // 2 preds: ^bb166, ^bb169
    llvm.br ^bb171
  ^bb171:  // 2 preds: ^bb164, ^bb170
    %1401 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1402 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1403 = llvm.insertvalue %1402, %1401[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1404 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1405 = llvm.getelementptr %1404[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1406 = llvm.insertvalue %1405, %1403[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1407 = llvm.mlir.constant(0 : index) : i64
    %1408 = llvm.insertvalue %1407, %1406[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1409 = llvm.mlir.constant(64 : index) : i64
    %1410 = llvm.insertvalue %1409, %1408[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1411 = llvm.mlir.constant(1 : index) : i64
    %1412 = llvm.insertvalue %1411, %1410[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1413 = llvm.mlir.constant(8 : index) : i64
    %1414 = llvm.insertvalue %1413, %1412[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1415 = llvm.mlir.constant(64 : index) : i64
    %1416 = llvm.insertvalue %1415, %1414[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1417 = llvm.mlir.constant(6 : index) : i64
    %1418 = llvm.mlir.constant(64 : index) : i64
    %1419 = llvm.mlir.constant(1 : index) : i64
    %1420 = llvm.mlir.constant(384 : index) : i64
    %1421 = llvm.mlir.zero : !llvm.ptr
    %1422 = llvm.getelementptr %1421[%1420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1423 = llvm.ptrtoint %1422 : !llvm.ptr to i64
    %1424 = llvm.call @malloc(%1423) : (i64) -> !llvm.ptr
    %1425 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1426 = llvm.insertvalue %1424, %1425[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1427 = llvm.insertvalue %1424, %1426[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1428 = llvm.mlir.constant(0 : index) : i64
    %1429 = llvm.insertvalue %1428, %1427[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1430 = llvm.insertvalue %1417, %1429[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1431 = llvm.insertvalue %1418, %1430[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1432 = llvm.insertvalue %1418, %1431[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1433 = llvm.insertvalue %1419, %1432[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb172(%291 : i64)
  ^bb172(%1434: i64):  // 2 preds: ^bb171, ^bb173
    %1435 = llvm.icmp "slt" %1434, %294 : i64
    llvm.cond_br %1435, ^bb173, ^bb174
  ^bb173:  // pred: ^bb172
    %1436 = llvm.udiv %1434, %90 : i64
    %1437 = llvm.urem %1434, %90 : i64
    %1438 = llvm.mul %1436, %97 : i64
    %1439 = llvm.sub %109, %1438 : i64
    %1440 = llvm.intr.umin(%1439, %97) : (i64, i64) -> i64
    %1441 = llvm.trunc %1440 : i64 to i32
    %1442 = llvm.insertelement %1441, %84[%83 : i32] : vector<32xi32>
    %1443 = llvm.shufflevector %1442, %84 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %1444 = llvm.icmp "sgt" %1443, %139 : vector<32xi32>
    %1445 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1446 = llvm.mul %1437, %78 : i64
    %1447 = llvm.add %1446, %1438 : i64
    %1448 = llvm.getelementptr %1445[%1447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1449 = llvm.intr.masked.load %1448, %1444, %98 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %1450 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1451 = llvm.mul %1436, %81 : i64
    %1452 = llvm.mul %1437, %80 : i64
    %1453 = llvm.add %1451, %1452 : i64
    %1454 = llvm.add %1453, %86 : i64
    %1455 = llvm.getelementptr %1450[%1454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1449, %1455 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1456 = llvm.add %1434, %88 : i64
    llvm.br ^bb172(%1456 : i64)
  ^bb174:  // pred: ^bb172
    llvm.cond_br %217, ^bb175, ^bb181
  ^bb175:  // pred: ^bb174
    %1457 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1458 = llvm.getelementptr %1457[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1459 = llvm.atomicrmw add %1458, %93 acq_rel : !llvm.ptr, i64
    %1460 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1461 = llvm.getelementptr %1460[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1462 = llvm.atomicrmw add %1461, %94 acq_rel : !llvm.ptr, i64
    %1463 = llvm.add %1462, %94 : i64
    %1464 = llvm.icmp "eq" %1463, %arg73 : i64
    llvm.cond_br %1464, ^bb176, ^bb177
  ^bb176:  // pred: ^bb175
    %1465 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1466 = llvm.getelementptr %1465[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1467 = llvm.atomicrmw xchg %1466, %93 acq_rel : !llvm.ptr, i64
    %1468 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1469 = llvm.getelementptr %1468[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1470 = llvm.atomicrmw add %1469, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb180
  ^bb177:  // pred: ^bb175
    llvm.br ^bb178
  ^bb178:  // 2 preds: ^bb177, ^bb178
    %1471 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1472 = llvm.getelementptr %1471[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1473 = llvm.atomicrmw add %1472, %93 acq_rel : !llvm.ptr, i64
    %1474 = llvm.icmp "eq" %1473, %1459 : i64
    llvm.cond_br %1474, ^bb178, ^bb179
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180
  ^bb180:  // 2 preds: ^bb176, ^bb179
    llvm.br ^bb181
  ^bb181:  // 2 preds: ^bb174, ^bb180
    llvm.br ^bb182(%339 : i64)
  ^bb182(%1475: i64):  // 2 preds: ^bb181, ^bb195
    %1476 = llvm.icmp "slt" %1475, %343 : i64
    llvm.cond_br %1476, ^bb183, ^bb196
  ^bb183:  // pred: ^bb182
    %1477 = llvm.intr.umin(%1475, %101) : (i64, i64) -> i64
    %1478 = llvm.add %1475, %88 : i64
    %1479 = llvm.intr.umin(%1478, %101) : (i64, i64) -> i64
    %1480 = llvm.add %1475, %99 : i64
    %1481 = llvm.intr.umin(%1480, %101) : (i64, i64) -> i64
    %1482 = llvm.add %1475, %102 : i64
    %1483 = llvm.intr.umin(%1482, %101) : (i64, i64) -> i64
    %1484 = llvm.add %1475, %103 : i64
    %1485 = llvm.intr.umin(%1484, %101) : (i64, i64) -> i64
    %1486 = llvm.add %1475, %104 : i64
    %1487 = llvm.intr.umin(%1486, %101) : (i64, i64) -> i64
    llvm.br ^bb184(%86 : i64)
  ^bb184(%1488: i64):  // 2 preds: ^bb183, ^bb188
    %1489 = llvm.icmp "slt" %1488, %99 : i64
    llvm.cond_br %1489, ^bb185, ^bb189
  ^bb185:  // pred: ^bb184
    %1490 = llvm.mul %1488, %97 : i64
    llvm.br ^bb186(%86, %98, %98, %98, %98, %98, %98 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb186(%1491: i64, %1492: vector<32xf32>, %1493: vector<32xf32>, %1494: vector<32xf32>, %1495: vector<32xf32>, %1496: vector<32xf32>, %1497: vector<32xf32>):  // 2 preds: ^bb185, ^bb187
    %1498 = llvm.icmp "slt" %1491, %90 : i64
    llvm.cond_br %1498, ^bb187, ^bb188
  ^bb187:  // pred: ^bb186
    %1499 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1500 = llvm.mul %1488, %81 : i64
    %1501 = llvm.mul %1491, %80 : i64
    %1502 = llvm.add %1500, %1501 : i64
    %1503 = llvm.add %1502, %86 : i64
    %1504 = llvm.getelementptr %1499[%1503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1505 = llvm.load %1504 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1506 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1507 = llvm.mlir.constant(16 : index) : i64
    %1508 = llvm.mul %1477, %1507 overflow<nsw, nuw> : i64
    %1509 = llvm.add %1508, %1491 overflow<nsw, nuw> : i64
    %1510 = llvm.getelementptr inbounds|nuw %1506[%1509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1511 = llvm.load %1510 : !llvm.ptr -> f32
    %1512 = llvm.insertelement %1511, %79[%83 : i32] : vector<32xf32>
    %1513 = llvm.shufflevector %1512, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1514 = llvm.intr.fmuladd(%1513, %1505, %1492) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1515 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1516 = llvm.mlir.constant(16 : index) : i64
    %1517 = llvm.mul %1479, %1516 overflow<nsw, nuw> : i64
    %1518 = llvm.add %1517, %1491 overflow<nsw, nuw> : i64
    %1519 = llvm.getelementptr inbounds|nuw %1515[%1518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1520 = llvm.load %1519 : !llvm.ptr -> f32
    %1521 = llvm.insertelement %1520, %79[%83 : i32] : vector<32xf32>
    %1522 = llvm.shufflevector %1521, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1523 = llvm.intr.fmuladd(%1522, %1505, %1493) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1524 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1525 = llvm.mlir.constant(16 : index) : i64
    %1526 = llvm.mul %1481, %1525 overflow<nsw, nuw> : i64
    %1527 = llvm.add %1526, %1491 overflow<nsw, nuw> : i64
    %1528 = llvm.getelementptr inbounds|nuw %1524[%1527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1529 = llvm.load %1528 : !llvm.ptr -> f32
    %1530 = llvm.insertelement %1529, %79[%83 : i32] : vector<32xf32>
    %1531 = llvm.shufflevector %1530, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1532 = llvm.intr.fmuladd(%1531, %1505, %1494) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1533 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1534 = llvm.mlir.constant(16 : index) : i64
    %1535 = llvm.mul %1483, %1534 overflow<nsw, nuw> : i64
    %1536 = llvm.add %1535, %1491 overflow<nsw, nuw> : i64
    %1537 = llvm.getelementptr inbounds|nuw %1533[%1536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1538 = llvm.load %1537 : !llvm.ptr -> f32
    %1539 = llvm.insertelement %1538, %79[%83 : i32] : vector<32xf32>
    %1540 = llvm.shufflevector %1539, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1541 = llvm.intr.fmuladd(%1540, %1505, %1495) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1542 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1543 = llvm.mlir.constant(16 : index) : i64
    %1544 = llvm.mul %1485, %1543 overflow<nsw, nuw> : i64
    %1545 = llvm.add %1544, %1491 overflow<nsw, nuw> : i64
    %1546 = llvm.getelementptr inbounds|nuw %1542[%1545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1547 = llvm.load %1546 : !llvm.ptr -> f32
    %1548 = llvm.insertelement %1547, %79[%83 : i32] : vector<32xf32>
    %1549 = llvm.shufflevector %1548, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1550 = llvm.intr.fmuladd(%1549, %1505, %1496) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1551 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1552 = llvm.mlir.constant(16 : index) : i64
    %1553 = llvm.mul %1487, %1552 overflow<nsw, nuw> : i64
    %1554 = llvm.add %1553, %1491 overflow<nsw, nuw> : i64
    %1555 = llvm.getelementptr inbounds|nuw %1551[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1556 = llvm.load %1555 : !llvm.ptr -> f32
    %1557 = llvm.insertelement %1556, %79[%83 : i32] : vector<32xf32>
    %1558 = llvm.shufflevector %1557, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1559 = llvm.intr.fmuladd(%1558, %1505, %1497) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1560 = llvm.add %1491, %88 : i64
    llvm.br ^bb186(%1560, %1514, %1523, %1532, %1541, %1550, %1559 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb188:  // pred: ^bb186
    %1561 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1562 = llvm.mul %86, %78 : i64
    %1563 = llvm.add %1562, %1490 : i64
    %1564 = llvm.getelementptr %1561[%1563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1492, %1564 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1565 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1566 = llvm.mul %88, %78 : i64
    %1567 = llvm.add %1566, %1490 : i64
    %1568 = llvm.getelementptr %1565[%1567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1493, %1568 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1569 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1570 = llvm.mul %99, %78 : i64
    %1571 = llvm.add %1570, %1490 : i64
    %1572 = llvm.getelementptr %1569[%1571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1494, %1572 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1573 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1574 = llvm.mul %102, %78 : i64
    %1575 = llvm.add %1574, %1490 : i64
    %1576 = llvm.getelementptr %1573[%1575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1495, %1576 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1577 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1578 = llvm.mul %103, %78 : i64
    %1579 = llvm.add %1578, %1490 : i64
    %1580 = llvm.getelementptr %1577[%1579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1496, %1580 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1581 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1582 = llvm.mul %104, %78 : i64
    %1583 = llvm.add %1582, %1490 : i64
    %1584 = llvm.getelementptr %1581[%1583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1497, %1584 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1585 = llvm.add %1488, %88 : i64
    llvm.br ^bb184(%1585 : i64)
  ^bb189:  // pred: ^bb184
    %1586 = llvm.sub %87, %1475 : i64
    %1587 = llvm.intr.umin(%1586, %100) : (i64, i64) -> i64
    llvm.br ^bb190(%86 : i64)
  ^bb190(%1588: i64):  // 2 preds: ^bb189, ^bb194
    %1589 = llvm.icmp "slt" %1588, %1587 : i64
    llvm.cond_br %1589, ^bb191, ^bb195
  ^bb191:  // pred: ^bb190
    %1590 = llvm.add %1475, %1588 : i64
    llvm.br ^bb192(%86 : i64)
  ^bb192(%1591: i64):  // 2 preds: ^bb191, ^bb193
    %1592 = llvm.icmp "slt" %1591, %109 : i64
    llvm.cond_br %1592, ^bb193, ^bb194
  ^bb193:  // pred: ^bb192
    %1593 = llvm.extractvalue %1433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1594 = llvm.mlir.constant(64 : index) : i64
    %1595 = llvm.mul %1588, %1594 overflow<nsw, nuw> : i64
    %1596 = llvm.add %1595, %1591 overflow<nsw, nuw> : i64
    %1597 = llvm.getelementptr inbounds|nuw %1593[%1596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1598 = llvm.load %1597 : !llvm.ptr -> f32
    %1599 = llvm.fmul %1598, %110 : f32
    %1600 = llvm.fmul %1598, %111 : f32
    %1601 = llvm.fcmp "olt" %1600, %125 : f32
    %1602 = llvm.select %1601, %125, %1600 : i1, f32
    %1603 = llvm.fcmp "ogt" %1602, %126 : f32
    %1604 = llvm.select %1603, %126, %1602 : i1, f32
    %1605 = llvm.fmul %1604, %1604 : f32
    %1606 = llvm.intr.fma(%127, %1605, %128) : (f32, f32, f32) -> f32
    %1607 = llvm.intr.fma(%1606, %1605, %129) : (f32, f32, f32) -> f32
    %1608 = llvm.intr.fma(%1607, %1605, %130) : (f32, f32, f32) -> f32
    %1609 = llvm.intr.fma(%1608, %1605, %131) : (f32, f32, f32) -> f32
    %1610 = llvm.intr.fma(%1609, %1605, %112) : (f32, f32, f32) -> f32
    %1611 = llvm.intr.fma(%132, %1605, %133) : (f32, f32, f32) -> f32
    %1612 = llvm.intr.fma(%1611, %1605, %134) : (f32, f32, f32) -> f32
    %1613 = llvm.intr.fma(%1612, %1605, %135) : (f32, f32, f32) -> f32
    %1614 = llvm.intr.fma(%1613, %1605, %136) : (f32, f32, f32) -> f32
    %1615 = llvm.intr.fma(%1614, %1605, %137) : (f32, f32, f32) -> f32
    %1616 = llvm.fmul %1604, %1615 : f32
    %1617 = llvm.fdiv %1616, %1610 : f32
    %1618 = llvm.fcmp "olt" %1617, %138 : f32
    %1619 = llvm.select %1618, %138, %1617 : i1, f32
    %1620 = llvm.fcmp "ogt" %1619, %112 : f32
    %1621 = llvm.select %1620, %112, %1619 : i1, f32
    %1622 = llvm.fadd %1621, %112 : f32
    %1623 = llvm.fmul %1599, %1622 : f32
    %1624 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1625 = llvm.mlir.constant(64 : index) : i64
    %1626 = llvm.mul %1590, %1625 overflow<nsw, nuw> : i64
    %1627 = llvm.add %1626, %1591 overflow<nsw, nuw> : i64
    %1628 = llvm.getelementptr inbounds|nuw %1624[%1627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1623, %1628 : f32, !llvm.ptr
    %1629 = llvm.add %1591, %88 : i64
    llvm.br ^bb192(%1629 : i64)
  ^bb194:  // pred: ^bb192
    %1630 = llvm.add %1588, %88 : i64
    llvm.br ^bb190(%1630 : i64)
  ^bb195:  // pred: ^bb190
    %1631 = llvm.add %1475, %100 : i64
    llvm.br ^bb182(%1631 : i64)
  ^bb196:  // pred: ^bb182
    llvm.cond_br %217, ^bb197, ^bb203
  ^bb197:  // pred: ^bb196
    %1632 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1633 = llvm.getelementptr %1632[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1634 = llvm.atomicrmw add %1633, %93 acq_rel : !llvm.ptr, i64
    %1635 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1636 = llvm.getelementptr %1635[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1637 = llvm.atomicrmw add %1636, %94 acq_rel : !llvm.ptr, i64
    %1638 = llvm.add %1637, %94 : i64
    %1639 = llvm.icmp "eq" %1638, %arg73 : i64
    llvm.cond_br %1639, ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    %1640 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1641 = llvm.getelementptr %1640[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1642 = llvm.atomicrmw xchg %1641, %93 acq_rel : !llvm.ptr, i64
    %1643 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1644 = llvm.getelementptr %1643[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1645 = llvm.atomicrmw add %1644, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb202
  ^bb199:  // pred: ^bb197
    llvm.br ^bb200
  ^bb200:  // 2 preds: ^bb199, ^bb200
    %1646 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1647 = llvm.getelementptr %1646[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1648 = llvm.atomicrmw add %1647, %93 acq_rel : !llvm.ptr, i64
    %1649 = llvm.icmp "eq" %1648, %1634 : i64
    llvm.cond_br %1649, ^bb200, ^bb201
  ^bb201:  // pred: ^bb200
    llvm.br ^bb202
  ^bb202:  // 2 preds: ^bb198, ^bb201
    llvm.br ^bb203
  ^bb203:  // 2 preds: ^bb196, ^bb202
    %1650 = llvm.extractvalue %1433[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1650) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb204, ^bb210
  ^bb204:  // pred: ^bb203
    %1651 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1652 = llvm.getelementptr %1651[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1653 = llvm.atomicrmw add %1652, %93 acq_rel : !llvm.ptr, i64
    %1654 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1655 = llvm.getelementptr %1654[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1656 = llvm.atomicrmw add %1655, %94 acq_rel : !llvm.ptr, i64
    %1657 = llvm.add %1656, %94 : i64
    %1658 = llvm.icmp "eq" %1657, %arg73 : i64
    llvm.cond_br %1658, ^bb205, ^bb206
  ^bb205:  // pred: ^bb204
    %1659 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1660 = llvm.getelementptr %1659[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1661 = llvm.atomicrmw xchg %1660, %93 acq_rel : !llvm.ptr, i64
    %1662 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1663 = llvm.getelementptr %1662[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1664 = llvm.atomicrmw add %1663, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb209
  ^bb206:  // pred: ^bb204
    llvm.br ^bb207
  ^bb207:  // 2 preds: ^bb206, ^bb207
    %1665 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1666 = llvm.getelementptr %1665[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1667 = llvm.atomicrmw add %1666, %93 acq_rel : !llvm.ptr, i64
    %1668 = llvm.icmp "eq" %1667, %1653 : i64
    llvm.cond_br %1668, ^bb207, ^bb208
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209
  ^bb209:  // 2 preds: ^bb205, ^bb208
    llvm.br ^bb210
  ^bb210:  // 2 preds: ^bb203, ^bb209
    %1669 = llvm.mlir.constant(6 : index) : i64
    %1670 = llvm.mlir.constant(16 : index) : i64
    %1671 = llvm.mlir.constant(1 : index) : i64
    %1672 = llvm.mlir.constant(96 : index) : i64
    %1673 = llvm.mlir.zero : !llvm.ptr
    %1674 = llvm.getelementptr %1673[%1672] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1675 = llvm.ptrtoint %1674 : !llvm.ptr to i64
    %1676 = llvm.call @malloc(%1675) : (i64) -> !llvm.ptr
    %1677 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1678 = llvm.insertvalue %1676, %1677[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1679 = llvm.insertvalue %1676, %1678[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1680 = llvm.mlir.constant(0 : index) : i64
    %1681 = llvm.insertvalue %1680, %1679[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1682 = llvm.insertvalue %1669, %1681[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1683 = llvm.insertvalue %1670, %1682[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1684 = llvm.insertvalue %1670, %1683[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1685 = llvm.insertvalue %1671, %1684[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb211(%339 : i64)
  ^bb211(%1686: i64):  // 2 preds: ^bb210, ^bb224
    %1687 = llvm.icmp "slt" %1686, %343 : i64
    llvm.cond_br %1687, ^bb212, ^bb225
  ^bb212:  // pred: ^bb211
    %1688 = llvm.intr.umin(%1686, %101) : (i64, i64) -> i64
    %1689 = llvm.add %1686, %88 : i64
    %1690 = llvm.intr.umin(%1689, %101) : (i64, i64) -> i64
    %1691 = llvm.add %1686, %99 : i64
    %1692 = llvm.intr.umin(%1691, %101) : (i64, i64) -> i64
    %1693 = llvm.add %1686, %102 : i64
    %1694 = llvm.intr.umin(%1693, %101) : (i64, i64) -> i64
    %1695 = llvm.add %1686, %103 : i64
    %1696 = llvm.intr.umin(%1695, %101) : (i64, i64) -> i64
    %1697 = llvm.add %1686, %104 : i64
    %1698 = llvm.intr.umin(%1697, %101) : (i64, i64) -> i64
    llvm.br ^bb213(%86 : i64)
  ^bb213(%1699: i64):  // 2 preds: ^bb212, ^bb217
    %1700 = llvm.icmp "slt" %1699, %90 : i64
    llvm.cond_br %1700, ^bb214, ^bb218
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb215(%1701: i64, %1702: f32, %1703: f32, %1704: f32, %1705: f32, %1706: f32, %1707: f32):  // 2 preds: ^bb214, ^bb216
    %1708 = llvm.icmp "slt" %1701, %109 : i64
    llvm.cond_br %1708, ^bb216, ^bb217
  ^bb216:  // pred: ^bb215
    %1709 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1710 = llvm.mlir.constant(64 : index) : i64
    %1711 = llvm.mul %1688, %1710 overflow<nsw, nuw> : i64
    %1712 = llvm.add %1711, %1701 overflow<nsw, nuw> : i64
    %1713 = llvm.getelementptr inbounds|nuw %1709[%1712] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1714 = llvm.load %1713 : !llvm.ptr -> f32
    %1715 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1716 = llvm.mlir.constant(64 : index) : i64
    %1717 = llvm.mul %1690, %1716 overflow<nsw, nuw> : i64
    %1718 = llvm.add %1717, %1701 overflow<nsw, nuw> : i64
    %1719 = llvm.getelementptr inbounds|nuw %1715[%1718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1720 = llvm.load %1719 : !llvm.ptr -> f32
    %1721 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1722 = llvm.mlir.constant(64 : index) : i64
    %1723 = llvm.mul %1692, %1722 overflow<nsw, nuw> : i64
    %1724 = llvm.add %1723, %1701 overflow<nsw, nuw> : i64
    %1725 = llvm.getelementptr inbounds|nuw %1721[%1724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1726 = llvm.load %1725 : !llvm.ptr -> f32
    %1727 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1728 = llvm.mlir.constant(64 : index) : i64
    %1729 = llvm.mul %1694, %1728 overflow<nsw, nuw> : i64
    %1730 = llvm.add %1729, %1701 overflow<nsw, nuw> : i64
    %1731 = llvm.getelementptr inbounds|nuw %1727[%1730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1732 = llvm.load %1731 : !llvm.ptr -> f32
    %1733 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1734 = llvm.mlir.constant(64 : index) : i64
    %1735 = llvm.mul %1696, %1734 overflow<nsw, nuw> : i64
    %1736 = llvm.add %1735, %1701 overflow<nsw, nuw> : i64
    %1737 = llvm.getelementptr inbounds|nuw %1733[%1736] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1738 = llvm.load %1737 : !llvm.ptr -> f32
    %1739 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1740 = llvm.mlir.constant(64 : index) : i64
    %1741 = llvm.mul %1698, %1740 overflow<nsw, nuw> : i64
    %1742 = llvm.add %1741, %1701 overflow<nsw, nuw> : i64
    %1743 = llvm.getelementptr inbounds|nuw %1739[%1742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1744 = llvm.load %1743 : !llvm.ptr -> f32
    %1745 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1746 = llvm.mlir.constant(16 : index) : i64
    %1747 = llvm.mul %1701, %1746 overflow<nsw, nuw> : i64
    %1748 = llvm.add %1747, %1699 overflow<nsw, nuw> : i64
    %1749 = llvm.getelementptr inbounds|nuw %1745[%1748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1750 = llvm.load %1749 : !llvm.ptr -> f32
    %1751 = llvm.fmul %1714, %1750 : f32
    %1752 = llvm.fadd %1751, %1702 : f32
    %1753 = llvm.fmul %1720, %1750 : f32
    %1754 = llvm.fadd %1753, %1703 : f32
    %1755 = llvm.fmul %1726, %1750 : f32
    %1756 = llvm.fadd %1755, %1704 : f32
    %1757 = llvm.fmul %1732, %1750 : f32
    %1758 = llvm.fadd %1757, %1705 : f32
    %1759 = llvm.fmul %1738, %1750 : f32
    %1760 = llvm.fadd %1759, %1706 : f32
    %1761 = llvm.fmul %1744, %1750 : f32
    %1762 = llvm.fadd %1761, %1707 : f32
    %1763 = llvm.add %1701, %88 : i64
    llvm.br ^bb215(%1763, %1752, %1754, %1756, %1758, %1760, %1762 : i64, f32, f32, f32, f32, f32, f32)
  ^bb217:  // pred: ^bb215
    %1764 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1765 = llvm.mlir.constant(16 : index) : i64
    %1766 = llvm.mul %86, %1765 overflow<nsw, nuw> : i64
    %1767 = llvm.add %1766, %1699 overflow<nsw, nuw> : i64
    %1768 = llvm.getelementptr inbounds|nuw %1764[%1767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1702, %1768 : f32, !llvm.ptr
    %1769 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1770 = llvm.mlir.constant(16 : index) : i64
    %1771 = llvm.mul %88, %1770 overflow<nsw, nuw> : i64
    %1772 = llvm.add %1771, %1699 overflow<nsw, nuw> : i64
    %1773 = llvm.getelementptr inbounds|nuw %1769[%1772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1703, %1773 : f32, !llvm.ptr
    %1774 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1775 = llvm.mlir.constant(16 : index) : i64
    %1776 = llvm.mul %99, %1775 overflow<nsw, nuw> : i64
    %1777 = llvm.add %1776, %1699 overflow<nsw, nuw> : i64
    %1778 = llvm.getelementptr inbounds|nuw %1774[%1777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1704, %1778 : f32, !llvm.ptr
    %1779 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1780 = llvm.mlir.constant(16 : index) : i64
    %1781 = llvm.mul %102, %1780 overflow<nsw, nuw> : i64
    %1782 = llvm.add %1781, %1699 overflow<nsw, nuw> : i64
    %1783 = llvm.getelementptr inbounds|nuw %1779[%1782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1705, %1783 : f32, !llvm.ptr
    %1784 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1785 = llvm.mlir.constant(16 : index) : i64
    %1786 = llvm.mul %103, %1785 overflow<nsw, nuw> : i64
    %1787 = llvm.add %1786, %1699 overflow<nsw, nuw> : i64
    %1788 = llvm.getelementptr inbounds|nuw %1784[%1787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1706, %1788 : f32, !llvm.ptr
    %1789 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1790 = llvm.mlir.constant(16 : index) : i64
    %1791 = llvm.mul %104, %1790 overflow<nsw, nuw> : i64
    %1792 = llvm.add %1791, %1699 overflow<nsw, nuw> : i64
    %1793 = llvm.getelementptr inbounds|nuw %1789[%1792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1707, %1793 : f32, !llvm.ptr
    %1794 = llvm.add %1699, %88 : i64
    llvm.br ^bb213(%1794 : i64)
  ^bb218:  // pred: ^bb213
    %1795 = llvm.sub %87, %1686 : i64
    %1796 = llvm.intr.umin(%1795, %100) : (i64, i64) -> i64
    llvm.br ^bb219(%86 : i64)
  ^bb219(%1797: i64):  // 2 preds: ^bb218, ^bb223
    %1798 = llvm.icmp "slt" %1797, %1796 : i64
    llvm.cond_br %1798, ^bb220, ^bb224
  ^bb220:  // pred: ^bb219
    %1799 = llvm.add %1686, %1797 : i64
    llvm.br ^bb221(%86 : i64)
  ^bb221(%1800: i64):  // 2 preds: ^bb220, ^bb222
    %1801 = llvm.icmp "slt" %1800, %90 : i64
    llvm.cond_br %1801, ^bb222, ^bb223
  ^bb222:  // pred: ^bb221
    %1802 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1803 = llvm.mlir.constant(16 : index) : i64
    %1804 = llvm.mul %1799, %1803 overflow<nsw, nuw> : i64
    %1805 = llvm.add %1804, %1800 overflow<nsw, nuw> : i64
    %1806 = llvm.getelementptr inbounds|nuw %1802[%1805] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1807 = llvm.load %1806 : !llvm.ptr -> f32
    %1808 = llvm.extractvalue %1685[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1809 = llvm.mlir.constant(16 : index) : i64
    %1810 = llvm.mul %1797, %1809 overflow<nsw, nuw> : i64
    %1811 = llvm.add %1810, %1800 overflow<nsw, nuw> : i64
    %1812 = llvm.getelementptr inbounds|nuw %1808[%1811] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1813 = llvm.load %1812 : !llvm.ptr -> f32
    %1814 = llvm.fadd %1807, %1813 : f32
    %1815 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1816 = llvm.mlir.constant(16 : index) : i64
    %1817 = llvm.mul %1799, %1816 overflow<nsw, nuw> : i64
    %1818 = llvm.add %1817, %1800 overflow<nsw, nuw> : i64
    %1819 = llvm.getelementptr inbounds|nuw %1815[%1818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1814, %1819 : f32, !llvm.ptr
    %1820 = llvm.add %1800, %88 : i64
    llvm.br ^bb221(%1820 : i64)
  ^bb223:  // pred: ^bb221
    %1821 = llvm.add %1797, %88 : i64
    llvm.br ^bb219(%1821 : i64)
  ^bb224:  // pred: ^bb219
    %1822 = llvm.add %1686, %100 : i64
    llvm.br ^bb211(%1822 : i64)
  ^bb225:  // pred: ^bb211
    %1823 = llvm.extractvalue %1685[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1823) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb226, ^bb232
  ^bb226:  // pred: ^bb225
    %1824 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1825 = llvm.getelementptr %1824[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1826 = llvm.atomicrmw add %1825, %93 acq_rel : !llvm.ptr, i64
    %1827 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1828 = llvm.getelementptr %1827[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1829 = llvm.atomicrmw add %1828, %94 acq_rel : !llvm.ptr, i64
    %1830 = llvm.add %1829, %94 : i64
    %1831 = llvm.icmp "eq" %1830, %arg73 : i64
    llvm.cond_br %1831, ^bb227, ^bb228
  ^bb227:  // pred: ^bb226
    %1832 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1833 = llvm.getelementptr %1832[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1834 = llvm.atomicrmw xchg %1833, %93 acq_rel : !llvm.ptr, i64
    %1835 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1836 = llvm.getelementptr %1835[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1837 = llvm.atomicrmw add %1836, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb231
  ^bb228:  // pred: ^bb226
    llvm.br ^bb229
  ^bb229:  // 2 preds: ^bb228, ^bb229
    %1838 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1839 = llvm.getelementptr %1838[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1840 = llvm.atomicrmw add %1839, %93 acq_rel : !llvm.ptr, i64
    %1841 = llvm.icmp "eq" %1840, %1826 : i64
    llvm.cond_br %1841, ^bb229, ^bb230
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231
  ^bb231:  // 2 preds: ^bb227, ^bb230
    llvm.br ^bb232
  ^bb232:  // 2 preds: ^bb225, ^bb231
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6656 : i64, pyc.scratch_bytes = #map} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %13 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.extractvalue %14[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.extractvalue %14[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.extractvalue %14[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %21 = llvm.extractvalue %14[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %23 = llvm.extractvalue %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.extractvalue %22[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.extractvalue %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.extractvalue %22[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.extractvalue %22[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.extractvalue %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.extractvalue %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %36 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %37 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.extractvalue %36[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %43 = llvm.extractvalue %36[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %44 = llvm.load %arg6 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.extractvalue %44[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %46 = llvm.extractvalue %44[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %47 = llvm.extractvalue %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %48 = llvm.extractvalue %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %49 = llvm.extractvalue %44[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %50 = llvm.extractvalue %44[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %51 = llvm.extractvalue %44[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %52 = llvm.load %arg7 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %54 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %55 = llvm.extractvalue %52[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %56 = llvm.extractvalue %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.extractvalue %52[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.extractvalue %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %59 = llvm.extractvalue %52[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.load %arg8 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.extractvalue %60[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %62 = llvm.extractvalue %60[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %63 = llvm.extractvalue %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %64 = llvm.extractvalue %60[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %65 = llvm.extractvalue %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.load %arg9 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.extractvalue %66[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.extractvalue %66[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.extractvalue %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.extractvalue %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.extractvalue %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.load %arg10 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.extractvalue %72[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %75 = llvm.extractvalue %72[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %76 = llvm.extractvalue %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.extractvalue %72[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.load %arg11 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %79 = llvm.extractvalue %78[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.extractvalue %78[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.extractvalue %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.extractvalue %78[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %15, %16, %17, %18, %19, %20, %21, %23, %24, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %37, %38, %39, %40, %41, %42, %43, %45, %46, %47, %48, %49, %50, %51, %53, %54, %55, %56, %57, %58, %59, %61, %62, %63, %64, %65, %67, %68, %69, %70, %71, %73, %74, %75, %76, %77, %79, %80, %81, %82, %83, %arg12, %arg13) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
