#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (4096)>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: !llvm.ptr, %arg32: !llvm.ptr, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: i64, %arg37: i64, %arg38: !llvm.ptr, %arg39: !llvm.ptr, %arg40: i64, %arg41: i64, %arg42: i64, %arg43: i64, %arg44: i64, %arg45: !llvm.ptr, %arg46: !llvm.ptr, %arg47: i64, %arg48: i64, %arg49: i64, %arg50: i64, %arg51: i64, %arg52: !llvm.ptr, %arg53: !llvm.ptr, %arg54: i64, %arg55: i64, %arg56: i64, %arg57: !llvm.ptr, %arg58: !llvm.ptr, %arg59: i64, %arg60: i64, %arg61: i64, %arg62: !llvm.ptr, %arg63: !llvm.ptr, %arg64: i64, %arg65: i64, %arg66: i64, %arg67: !llvm.ptr, %arg68: !llvm.ptr, %arg69: i64, %arg70: i64, %arg71: i64, %arg72: i64, %arg73: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6784 : i64, pyc.scratch_bytes = #map} {
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
    %105 = llvm.mlir.constant(64 : index) : i64
    %106 = llvm.mlir.constant(2048 : index) : i64
    %107 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %108 = llvm.mlir.constant(2.82842708 : f32) : f32
    %109 = llvm.mlir.constant(1024 : index) : i64
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
    %603 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %604 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %605 = llvm.insertvalue %604, %603[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %606 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %607 = llvm.getelementptr %606[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %608 = llvm.insertvalue %607, %605[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %609 = llvm.mlir.constant(0 : index) : i64
    %610 = llvm.insertvalue %609, %608[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %611 = llvm.mlir.constant(8 : index) : i64
    %612 = llvm.insertvalue %611, %610[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %613 = llvm.mlir.constant(1 : index) : i64
    %614 = llvm.insertvalue %613, %612[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb59(%159 : i64)
  ^bb59(%615: i64):  // 2 preds: ^bb58, ^bb60
    %616 = llvm.icmp "slt" %615, %163 : i64
    llvm.cond_br %616, ^bb60, ^bb61
  ^bb60:  // pred: ^bb59
    %617 = llvm.extractvalue %614[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %618 = llvm.getelementptr inbounds|nuw %617[%615] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %615, %618 : i64, !llvm.ptr
    %619 = llvm.add %615, %88 : i64
    llvm.br ^bb59(%619 : i64)
  ^bb61:  // pred: ^bb59
    llvm.cond_br %217, ^bb62, ^bb68
  ^bb62:  // pred: ^bb61
    %620 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %621 = llvm.getelementptr %620[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %622 = llvm.atomicrmw add %621, %93 acq_rel : !llvm.ptr, i64
    %623 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %624 = llvm.getelementptr %623[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %625 = llvm.atomicrmw add %624, %94 acq_rel : !llvm.ptr, i64
    %626 = llvm.add %625, %94 : i64
    %627 = llvm.icmp "eq" %626, %arg73 : i64
    llvm.cond_br %627, ^bb63, ^bb64
  ^bb63:  // pred: ^bb62
    %628 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %629 = llvm.getelementptr %628[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %630 = llvm.atomicrmw xchg %629, %93 acq_rel : !llvm.ptr, i64
    %631 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %632 = llvm.getelementptr %631[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %633 = llvm.atomicrmw add %632, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb67
  ^bb64:  // pred: ^bb62
    llvm.br ^bb65
  ^bb65:  // 2 preds: ^bb64, ^bb65
    %634 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %635 = llvm.getelementptr %634[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %636 = llvm.atomicrmw add %635, %93 acq_rel : !llvm.ptr, i64
    %637 = llvm.icmp "eq" %636, %622 : i64
    llvm.cond_br %637, ^bb65, ^bb66
  ^bb66:  // pred: ^bb65
    llvm.br ^bb67
  ^bb67:  // 2 preds: ^bb63, ^bb66
    llvm.br ^bb68
  ^bb68:  // 2 preds: ^bb61, ^bb67
    %638 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %639 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %640 = llvm.insertvalue %639, %638[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %641 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %642 = llvm.getelementptr %641[%105] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %643 = llvm.insertvalue %642, %640[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %644 = llvm.mlir.constant(0 : index) : i64
    %645 = llvm.insertvalue %644, %643[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %646 = llvm.mlir.constant(8 : index) : i64
    %647 = llvm.insertvalue %646, %645[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %648 = llvm.mlir.constant(1 : index) : i64
    %649 = llvm.insertvalue %648, %647[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %650 = llvm.mlir.constant(8 : index) : i64
    %651 = llvm.insertvalue %650, %649[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %652 = llvm.mlir.constant(8 : index) : i64
    %653 = llvm.insertvalue %652, %651[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb69(%159 : i64)
  ^bb69(%654: i64):  // 2 preds: ^bb68, ^bb73
    %655 = llvm.icmp "slt" %654, %163 : i64
    llvm.cond_br %655, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%86 : i64)
  ^bb71(%656: i64):  // 2 preds: ^bb70, ^bb72
    %657 = llvm.icmp "slt" %656, %87 : i64
    llvm.cond_br %657, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %658 = llvm.extractvalue %614[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %659 = llvm.getelementptr inbounds|nuw %658[%656] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %660 = llvm.load %659 : !llvm.ptr -> i64
    %661 = llvm.extractvalue %614[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %662 = llvm.getelementptr inbounds|nuw %661[%654] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %663 = llvm.load %662 : !llvm.ptr -> i64
    %664 = llvm.sub %660, %663 : i64
    %665 = llvm.icmp "sgt" %664, %93 : i64
    %666 = llvm.zext %665 : i1 to i8
    %667 = llvm.extractvalue %653[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %668 = llvm.mlir.constant(8 : index) : i64
    %669 = llvm.mul %654, %668 overflow<nsw, nuw> : i64
    %670 = llvm.add %669, %656 overflow<nsw, nuw> : i64
    %671 = llvm.getelementptr inbounds|nuw %667[%670] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %666, %671 : i8, !llvm.ptr
    %672 = llvm.add %656, %88 : i64
    llvm.br ^bb71(%672 : i64)
  ^bb73:  // pred: ^bb71
    %673 = llvm.add %654, %88 : i64
    llvm.br ^bb69(%673 : i64)
  ^bb74:  // pred: ^bb69
    llvm.cond_br %217, ^bb75, ^bb81
  ^bb75:  // pred: ^bb74
    %674 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %675 = llvm.getelementptr %674[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %676 = llvm.atomicrmw add %675, %93 acq_rel : !llvm.ptr, i64
    %677 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %678 = llvm.getelementptr %677[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %679 = llvm.atomicrmw add %678, %94 acq_rel : !llvm.ptr, i64
    %680 = llvm.add %679, %94 : i64
    %681 = llvm.icmp "eq" %680, %arg73 : i64
    llvm.cond_br %681, ^bb76, ^bb77
  ^bb76:  // pred: ^bb75
    %682 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %683 = llvm.getelementptr %682[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %684 = llvm.atomicrmw xchg %683, %93 acq_rel : !llvm.ptr, i64
    %685 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %686 = llvm.getelementptr %685[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %687 = llvm.atomicrmw add %686, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb80
  ^bb77:  // pred: ^bb75
    llvm.br ^bb78
  ^bb78:  // 2 preds: ^bb77, ^bb78
    %688 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %689 = llvm.getelementptr %688[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %690 = llvm.atomicrmw add %689, %93 acq_rel : !llvm.ptr, i64
    %691 = llvm.icmp "eq" %690, %676 : i64
    llvm.cond_br %691, ^bb78, ^bb79
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80
  ^bb80:  // 2 preds: ^bb76, ^bb79
    llvm.br ^bb81
  ^bb81:  // 2 preds: ^bb74, ^bb80
    %692 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %693 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %694 = llvm.insertvalue %693, %692[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %695 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %696 = llvm.getelementptr %695[%106] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %697 = llvm.insertvalue %696, %694[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %698 = llvm.mlir.constant(0 : index) : i64
    %699 = llvm.insertvalue %698, %697[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %700 = llvm.mlir.constant(8 : index) : i64
    %701 = llvm.insertvalue %700, %699[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %702 = llvm.mlir.constant(1 : index) : i64
    %703 = llvm.insertvalue %702, %701[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %704 = llvm.mlir.constant(8 : index) : i64
    %705 = llvm.insertvalue %704, %703[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %706 = llvm.mlir.constant(8 : index) : i64
    %707 = llvm.insertvalue %706, %705[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %708 = llvm.mlir.constant(2 : index) : i64
    %709 = llvm.insertvalue %708, %707[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %710 = llvm.mlir.constant(64 : index) : i64
    %711 = llvm.insertvalue %710, %709[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %712 = llvm.mlir.constant(6 : index) : i64
    %713 = llvm.mlir.constant(8 : index) : i64
    %714 = llvm.mlir.constant(1 : index) : i64
    %715 = llvm.mlir.constant(48 : index) : i64
    %716 = llvm.mlir.zero : !llvm.ptr
    %717 = llvm.getelementptr %716[%715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %718 = llvm.ptrtoint %717 : !llvm.ptr to i64
    %719 = llvm.call @malloc(%718) : (i64) -> !llvm.ptr
    %720 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %721 = llvm.insertvalue %719, %720[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %722 = llvm.insertvalue %719, %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %723 = llvm.mlir.constant(0 : index) : i64
    %724 = llvm.insertvalue %723, %722[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %725 = llvm.insertvalue %712, %724[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %726 = llvm.insertvalue %713, %725[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %727 = llvm.insertvalue %713, %726[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %728 = llvm.insertvalue %714, %727[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %729 = llvm.intr.umin(%337, %99) : (i64, i64) -> i64
    %730 = llvm.intr.umin(%341, %99) : (i64, i64) -> i64
    llvm.br ^bb82(%729 : i64)
  ^bb82(%731: i64):  // 2 preds: ^bb81, ^bb98
    %732 = llvm.icmp "slt" %731, %730 : i64
    llvm.cond_br %732, ^bb83, ^bb99
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%86 : i64)
  ^bb84(%733: i64):  // 2 preds: ^bb83, ^bb97
    %734 = llvm.icmp "slt" %733, %87 : i64
    llvm.cond_br %734, ^bb85, ^bb98
  ^bb85:  // pred: ^bb84
    %735 = llvm.intr.umin(%733, %101) : (i64, i64) -> i64
    %736 = llvm.add %733, %88 : i64
    %737 = llvm.intr.umin(%736, %101) : (i64, i64) -> i64
    %738 = llvm.add %733, %99 : i64
    %739 = llvm.intr.umin(%738, %101) : (i64, i64) -> i64
    %740 = llvm.add %733, %102 : i64
    %741 = llvm.intr.umin(%740, %101) : (i64, i64) -> i64
    %742 = llvm.add %733, %103 : i64
    %743 = llvm.intr.umin(%742, %101) : (i64, i64) -> i64
    %744 = llvm.add %733, %104 : i64
    %745 = llvm.intr.umin(%744, %101) : (i64, i64) -> i64
    llvm.br ^bb86(%86 : i64)
  ^bb86(%746: i64):  // 2 preds: ^bb85, ^bb90
    %747 = llvm.icmp "slt" %746, %87 : i64
    llvm.cond_br %747, ^bb87, ^bb91
  ^bb87:  // pred: ^bb86
    llvm.br ^bb88(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb88(%748: i64, %749: f32, %750: f32, %751: f32, %752: f32, %753: f32, %754: f32):  // 2 preds: ^bb87, ^bb89
    %755 = llvm.icmp "slt" %748, %87 : i64
    llvm.cond_br %755, ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    %756 = llvm.mul %731, %87 : i64
    %757 = llvm.add %756, %748 : i64
    %758 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %759 = llvm.mlir.constant(48 : index) : i64
    %760 = llvm.mul %735, %759 overflow<nsw, nuw> : i64
    %761 = llvm.add %760, %757 overflow<nsw, nuw> : i64
    %762 = llvm.getelementptr inbounds|nuw %758[%761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %763 = llvm.load %762 : !llvm.ptr -> f32
    %764 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %765 = llvm.mlir.constant(48 : index) : i64
    %766 = llvm.mul %737, %765 overflow<nsw, nuw> : i64
    %767 = llvm.add %766, %757 overflow<nsw, nuw> : i64
    %768 = llvm.getelementptr inbounds|nuw %764[%767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %769 = llvm.load %768 : !llvm.ptr -> f32
    %770 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %771 = llvm.mlir.constant(48 : index) : i64
    %772 = llvm.mul %739, %771 overflow<nsw, nuw> : i64
    %773 = llvm.add %772, %757 overflow<nsw, nuw> : i64
    %774 = llvm.getelementptr inbounds|nuw %770[%773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %775 = llvm.load %774 : !llvm.ptr -> f32
    %776 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %777 = llvm.mlir.constant(48 : index) : i64
    %778 = llvm.mul %741, %777 overflow<nsw, nuw> : i64
    %779 = llvm.add %778, %757 overflow<nsw, nuw> : i64
    %780 = llvm.getelementptr inbounds|nuw %776[%779] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %781 = llvm.load %780 : !llvm.ptr -> f32
    %782 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %783 = llvm.mlir.constant(48 : index) : i64
    %784 = llvm.mul %743, %783 overflow<nsw, nuw> : i64
    %785 = llvm.add %784, %757 overflow<nsw, nuw> : i64
    %786 = llvm.getelementptr inbounds|nuw %782[%785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %787 = llvm.load %786 : !llvm.ptr -> f32
    %788 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %789 = llvm.mlir.constant(48 : index) : i64
    %790 = llvm.mul %745, %789 overflow<nsw, nuw> : i64
    %791 = llvm.add %790, %757 overflow<nsw, nuw> : i64
    %792 = llvm.getelementptr inbounds|nuw %788[%791] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %793 = llvm.load %792 : !llvm.ptr -> f32
    %794 = llvm.add %757, %90 : i64
    %795 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %796 = llvm.mlir.constant(48 : index) : i64
    %797 = llvm.mul %746, %796 overflow<nsw, nuw> : i64
    %798 = llvm.add %797, %794 overflow<nsw, nuw> : i64
    %799 = llvm.getelementptr inbounds|nuw %795[%798] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %800 = llvm.load %799 : !llvm.ptr -> f32
    %801 = llvm.fmul %763, %800 : f32
    %802 = llvm.fadd %801, %749 : f32
    %803 = llvm.fmul %769, %800 : f32
    %804 = llvm.fadd %803, %750 : f32
    %805 = llvm.fmul %775, %800 : f32
    %806 = llvm.fadd %805, %751 : f32
    %807 = llvm.fmul %781, %800 : f32
    %808 = llvm.fadd %807, %752 : f32
    %809 = llvm.fmul %787, %800 : f32
    %810 = llvm.fadd %809, %753 : f32
    %811 = llvm.fmul %793, %800 : f32
    %812 = llvm.fadd %811, %754 : f32
    %813 = llvm.add %748, %88 : i64
    llvm.br ^bb88(%813, %802, %804, %806, %808, %810, %812 : i64, f32, f32, f32, f32, f32, f32)
  ^bb90:  // pred: ^bb88
    %814 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %815 = llvm.mlir.constant(8 : index) : i64
    %816 = llvm.mul %86, %815 overflow<nsw, nuw> : i64
    %817 = llvm.add %816, %746 overflow<nsw, nuw> : i64
    %818 = llvm.getelementptr inbounds|nuw %814[%817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %749, %818 : f32, !llvm.ptr
    %819 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %820 = llvm.mlir.constant(8 : index) : i64
    %821 = llvm.mul %88, %820 overflow<nsw, nuw> : i64
    %822 = llvm.add %821, %746 overflow<nsw, nuw> : i64
    %823 = llvm.getelementptr inbounds|nuw %819[%822] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %750, %823 : f32, !llvm.ptr
    %824 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %825 = llvm.mlir.constant(8 : index) : i64
    %826 = llvm.mul %99, %825 overflow<nsw, nuw> : i64
    %827 = llvm.add %826, %746 overflow<nsw, nuw> : i64
    %828 = llvm.getelementptr inbounds|nuw %824[%827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %751, %828 : f32, !llvm.ptr
    %829 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %830 = llvm.mlir.constant(8 : index) : i64
    %831 = llvm.mul %102, %830 overflow<nsw, nuw> : i64
    %832 = llvm.add %831, %746 overflow<nsw, nuw> : i64
    %833 = llvm.getelementptr inbounds|nuw %829[%832] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %752, %833 : f32, !llvm.ptr
    %834 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %835 = llvm.mlir.constant(8 : index) : i64
    %836 = llvm.mul %103, %835 overflow<nsw, nuw> : i64
    %837 = llvm.add %836, %746 overflow<nsw, nuw> : i64
    %838 = llvm.getelementptr inbounds|nuw %834[%837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %753, %838 : f32, !llvm.ptr
    %839 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %840 = llvm.mlir.constant(8 : index) : i64
    %841 = llvm.mul %104, %840 overflow<nsw, nuw> : i64
    %842 = llvm.add %841, %746 overflow<nsw, nuw> : i64
    %843 = llvm.getelementptr inbounds|nuw %839[%842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %754, %843 : f32, !llvm.ptr
    %844 = llvm.add %746, %88 : i64
    llvm.br ^bb86(%844 : i64)
  ^bb91:  // pred: ^bb86
    %845 = llvm.sub %87, %733 : i64
    %846 = llvm.intr.umin(%845, %100) : (i64, i64) -> i64
    llvm.br ^bb92(%86 : i64)
  ^bb92(%847: i64):  // 2 preds: ^bb91, ^bb96
    %848 = llvm.icmp "slt" %847, %846 : i64
    llvm.cond_br %848, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    %849 = llvm.add %733, %847 : i64
    llvm.br ^bb94(%86 : i64)
  ^bb94(%850: i64):  // 2 preds: ^bb93, ^bb95
    %851 = llvm.icmp "slt" %850, %87 : i64
    llvm.cond_br %851, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %852 = llvm.extractvalue %653[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %853 = llvm.mlir.constant(8 : index) : i64
    %854 = llvm.mul %849, %853 overflow<nsw, nuw> : i64
    %855 = llvm.add %854, %850 overflow<nsw, nuw> : i64
    %856 = llvm.getelementptr inbounds|nuw %852[%855] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %857 = llvm.load %856 : !llvm.ptr -> i8
    %858 = llvm.trunc %857 : i8 to i1
    %859 = llvm.extractvalue %728[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %860 = llvm.mlir.constant(8 : index) : i64
    %861 = llvm.mul %847, %860 overflow<nsw, nuw> : i64
    %862 = llvm.add %861, %850 overflow<nsw, nuw> : i64
    %863 = llvm.getelementptr inbounds|nuw %859[%862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %864 = llvm.load %863 : !llvm.ptr -> f32
    %865 = llvm.fdiv %864, %108 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %866 = llvm.select %858, %107, %865 : i1, f32
    %867 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %868 = llvm.mlir.constant(64 : index) : i64
    %869 = llvm.mul %731, %868 overflow<nsw, nuw> : i64
    %870 = llvm.mlir.constant(8 : index) : i64
    %871 = llvm.mul %849, %870 overflow<nsw, nuw> : i64
    %872 = llvm.add %869, %871 overflow<nsw, nuw> : i64
    %873 = llvm.add %872, %850 overflow<nsw, nuw> : i64
    %874 = llvm.getelementptr inbounds|nuw %867[%873] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %866, %874 : f32, !llvm.ptr
    %875 = llvm.add %850, %88 : i64
    llvm.br ^bb94(%875 : i64)
  ^bb96:  // pred: ^bb94
    %876 = llvm.add %847, %88 : i64
    llvm.br ^bb92(%876 : i64)
  ^bb97:  // pred: ^bb92
    %877 = llvm.add %733, %100 : i64
    llvm.br ^bb84(%877 : i64)
  ^bb98:  // pred: ^bb84
    %878 = llvm.add %731, %88 : i64
    llvm.br ^bb82(%878 : i64)
  ^bb99:  // pred: ^bb82
    %879 = llvm.extractvalue %728[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%879) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb100, ^bb106
  ^bb100:  // pred: ^bb99
    %880 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %881 = llvm.getelementptr %880[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %882 = llvm.atomicrmw add %881, %93 acq_rel : !llvm.ptr, i64
    %883 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %884 = llvm.getelementptr %883[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %885 = llvm.atomicrmw add %884, %94 acq_rel : !llvm.ptr, i64
    %886 = llvm.add %885, %94 : i64
    %887 = llvm.icmp "eq" %886, %arg73 : i64
    llvm.cond_br %887, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %888 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %889 = llvm.getelementptr %888[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %890 = llvm.atomicrmw xchg %889, %93 acq_rel : !llvm.ptr, i64
    %891 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %892 = llvm.getelementptr %891[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %893 = llvm.atomicrmw add %892, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb105
  ^bb102:  // pred: ^bb100
    llvm.br ^bb103
  ^bb103:  // 2 preds: ^bb102, ^bb103
    %894 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %895 = llvm.getelementptr %894[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %896 = llvm.atomicrmw add %895, %93 acq_rel : !llvm.ptr, i64
    %897 = llvm.icmp "eq" %896, %882 : i64
    llvm.cond_br %897, ^bb103, ^bb104
  ^bb104:  // pred: ^bb103
    llvm.br ^bb105
  ^bb105:  // 2 preds: ^bb101, ^bb104
    llvm.br ^bb106
  ^bb106:  // 2 preds: ^bb99, ^bb105
    %898 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %899 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %900 = llvm.insertvalue %899, %898[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %901 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %902 = llvm.getelementptr %901[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %903 = llvm.insertvalue %902, %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %904 = llvm.mlir.constant(0 : index) : i64
    %905 = llvm.insertvalue %904, %903[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %906 = llvm.mlir.constant(8 : index) : i64
    %907 = llvm.insertvalue %906, %905[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %908 = llvm.mlir.constant(1 : index) : i64
    %909 = llvm.insertvalue %908, %907[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %910 = llvm.mlir.constant(8 : index) : i64
    %911 = llvm.insertvalue %910, %909[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %912 = llvm.mlir.constant(8 : index) : i64
    %913 = llvm.insertvalue %912, %911[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %914 = llvm.mlir.constant(2 : index) : i64
    %915 = llvm.insertvalue %914, %913[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %916 = llvm.mlir.constant(64 : index) : i64
    %917 = llvm.insertvalue %916, %915[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %918 = llvm.mlir.constant(8 : index) : i64
    %919 = llvm.mlir.constant(1 : index) : i64
    %920 = llvm.mlir.zero : !llvm.ptr
    %921 = llvm.getelementptr %920[%918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %922 = llvm.ptrtoint %921 : !llvm.ptr to i64
    %923 = llvm.call @malloc(%922) : (i64) -> !llvm.ptr
    %924 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %925 = llvm.insertvalue %923, %924[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %926 = llvm.insertvalue %923, %925[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %927 = llvm.mlir.constant(0 : index) : i64
    %928 = llvm.insertvalue %927, %926[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %929 = llvm.insertvalue %918, %928[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %930 = llvm.insertvalue %919, %929[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb107(%729 : i64)
  ^bb107(%931: i64):  // 2 preds: ^bb106, ^bb120
    %932 = llvm.icmp "slt" %931, %730 : i64
    llvm.cond_br %932, ^bb108, ^bb121
  ^bb108:  // pred: ^bb107
    llvm.br ^bb109(%86 : i64)
  ^bb109(%933: i64):  // 2 preds: ^bb108, ^bb119
    %934 = llvm.icmp "slt" %933, %87 : i64
    llvm.cond_br %934, ^bb110, ^bb120
  ^bb110:  // pred: ^bb109
    llvm.br ^bb111(%86, %107 : i64, f32)
  ^bb111(%935: i64, %936: f32):  // 2 preds: ^bb110, ^bb112
    %937 = llvm.icmp "slt" %935, %87 : i64
    llvm.cond_br %937, ^bb112, ^bb113
  ^bb112:  // pred: ^bb111
    %938 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %939 = llvm.mlir.constant(64 : index) : i64
    %940 = llvm.mul %931, %939 overflow<nsw, nuw> : i64
    %941 = llvm.mlir.constant(8 : index) : i64
    %942 = llvm.mul %933, %941 overflow<nsw, nuw> : i64
    %943 = llvm.add %940, %942 overflow<nsw, nuw> : i64
    %944 = llvm.add %943, %935 overflow<nsw, nuw> : i64
    %945 = llvm.getelementptr inbounds|nuw %938[%944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %946 = llvm.load %945 : !llvm.ptr -> f32
    %947 = llvm.intr.maximum(%946, %936) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %948 = llvm.add %935, %88 : i64
    llvm.br ^bb111(%948, %947 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb113:  // pred: ^bb111
    llvm.br ^bb114(%86, %89 : i64, f32)
  ^bb114(%949: i64, %950: f32):  // 2 preds: ^bb113, ^bb115
    %951 = llvm.icmp "slt" %949, %87 : i64
    llvm.cond_br %951, ^bb115, ^bb116
  ^bb115:  // pred: ^bb114
    %952 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %953 = llvm.mlir.constant(64 : index) : i64
    %954 = llvm.mul %931, %953 overflow<nsw, nuw> : i64
    %955 = llvm.mlir.constant(8 : index) : i64
    %956 = llvm.mul %933, %955 overflow<nsw, nuw> : i64
    %957 = llvm.add %954, %956 overflow<nsw, nuw> : i64
    %958 = llvm.add %957, %949 overflow<nsw, nuw> : i64
    %959 = llvm.getelementptr inbounds|nuw %952[%958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %960 = llvm.load %959 : !llvm.ptr -> f32
    %961 = llvm.fsub %960, %936 : f32
    %962 = llvm.fcmp "olt" %961, %113 : f32
    %963 = llvm.select %962, %113, %961 : i1, f32
    %964 = llvm.fcmp "ogt" %963, %114 : f32
    %965 = llvm.select %964, %114, %963 : i1, f32
    %966 = llvm.intr.fma(%965, %116, %115) : (f32, f32, f32) -> f32
    %967 = llvm.fsub %966, %115 : f32
    %968 = llvm.intr.fma(%967, %117, %965) : (f32, f32, f32) -> f32
    %969 = llvm.intr.fma(%967, %118, %968) : (f32, f32, f32) -> f32
    %970 = llvm.fmul %969, %969 : f32
    %971 = llvm.intr.fma(%119, %969, %120) : (f32, f32, f32) -> f32
    %972 = llvm.intr.fma(%971, %969, %121) : (f32, f32, f32) -> f32
    %973 = llvm.intr.fma(%972, %969, %122) : (f32, f32, f32) -> f32
    %974 = llvm.intr.fma(%973, %969, %123) : (f32, f32, f32) -> f32
    %975 = llvm.intr.fma(%974, %969, %110) : (f32, f32, f32) -> f32
    %976 = llvm.intr.fma(%975, %970, %969) : (f32, f32, f32) -> f32
    %977 = llvm.fadd %976, %112 : f32
    %978 = llvm.bitcast %966 : f32 to i32
    %979 = llvm.sub %978, %124 : i32
    %980 = llvm.intr.ldexp(%977, %979) : (f32, i32) -> f32
    %981 = llvm.select %962, %89, %980 : i1, f32
    %982 = llvm.extractvalue %930[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %983 = llvm.getelementptr inbounds|nuw %982[%949] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %981, %983 : f32, !llvm.ptr
    %984 = llvm.fadd %981, %950 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %985 = llvm.add %949, %88 : i64
    llvm.br ^bb114(%985, %984 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb116:  // pred: ^bb114
    llvm.br ^bb117(%86 : i64)
  ^bb117(%986: i64):  // 2 preds: ^bb116, ^bb118
    %987 = llvm.icmp "slt" %986, %87 : i64
    llvm.cond_br %987, ^bb118, ^bb119
  ^bb118:  // pred: ^bb117
    %988 = llvm.extractvalue %930[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %989 = llvm.getelementptr inbounds|nuw %988[%986] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %990 = llvm.load %989 : !llvm.ptr -> f32
    %991 = llvm.fdiv %990, %950 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %992 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %993 = llvm.mlir.constant(64 : index) : i64
    %994 = llvm.mul %931, %993 overflow<nsw, nuw> : i64
    %995 = llvm.mlir.constant(8 : index) : i64
    %996 = llvm.mul %933, %995 overflow<nsw, nuw> : i64
    %997 = llvm.add %994, %996 overflow<nsw, nuw> : i64
    %998 = llvm.add %997, %986 overflow<nsw, nuw> : i64
    %999 = llvm.getelementptr inbounds|nuw %992[%998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %991, %999 : f32, !llvm.ptr
    %1000 = llvm.add %986, %88 : i64
    llvm.br ^bb117(%1000 : i64)
  ^bb119:  // pred: ^bb117
    %1001 = llvm.add %933, %88 : i64
    llvm.br ^bb109(%1001 : i64)
  ^bb120:  // pred: ^bb109
    %1002 = llvm.add %931, %88 : i64
    llvm.br ^bb107(%1002 : i64)
  ^bb121:  // pred: ^bb107
    %1003 = llvm.extractvalue %930[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%1003) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb122, ^bb128
  ^bb122:  // pred: ^bb121
    %1004 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1005 = llvm.getelementptr %1004[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1006 = llvm.atomicrmw add %1005, %93 acq_rel : !llvm.ptr, i64
    %1007 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1008 = llvm.getelementptr %1007[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1009 = llvm.atomicrmw add %1008, %94 acq_rel : !llvm.ptr, i64
    %1010 = llvm.add %1009, %94 : i64
    %1011 = llvm.icmp "eq" %1010, %arg73 : i64
    llvm.cond_br %1011, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %1012 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1013 = llvm.getelementptr %1012[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1014 = llvm.atomicrmw xchg %1013, %93 acq_rel : !llvm.ptr, i64
    %1015 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1016 = llvm.getelementptr %1015[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1017 = llvm.atomicrmw add %1016, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb127
  ^bb124:  // pred: ^bb122
    llvm.br ^bb125
  ^bb125:  // 2 preds: ^bb124, ^bb125
    %1018 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1019 = llvm.getelementptr %1018[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1020 = llvm.atomicrmw add %1019, %93 acq_rel : !llvm.ptr, i64
    %1021 = llvm.icmp "eq" %1020, %1006 : i64
    llvm.cond_br %1021, ^bb125, ^bb126
  ^bb126:  // pred: ^bb125
    llvm.br ^bb127
  ^bb127:  // 2 preds: ^bb123, ^bb126
    llvm.br ^bb128
  ^bb128:  // 2 preds: ^bb121, ^bb127
    %1022 = llvm.mlir.constant(6 : index) : i64
    %1023 = llvm.mlir.constant(8 : index) : i64
    %1024 = llvm.mlir.constant(1 : index) : i64
    %1025 = llvm.mlir.constant(48 : index) : i64
    %1026 = llvm.mlir.zero : !llvm.ptr
    %1027 = llvm.getelementptr %1026[%1025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1028 = llvm.ptrtoint %1027 : !llvm.ptr to i64
    %1029 = llvm.call @malloc(%1028) : (i64) -> !llvm.ptr
    %1030 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1031 = llvm.insertvalue %1029, %1030[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1032 = llvm.insertvalue %1029, %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1033 = llvm.mlir.constant(0 : index) : i64
    %1034 = llvm.insertvalue %1033, %1032[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1035 = llvm.insertvalue %1022, %1034[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1036 = llvm.insertvalue %1023, %1035[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1037 = llvm.insertvalue %1023, %1036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1038 = llvm.insertvalue %1024, %1037[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb129(%729 : i64)
  ^bb129(%1039: i64):  // 2 preds: ^bb128, ^bb145
    %1040 = llvm.icmp "slt" %1039, %730 : i64
    llvm.cond_br %1040, ^bb130, ^bb146
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%86 : i64)
  ^bb131(%1041: i64):  // 2 preds: ^bb130, ^bb144
    %1042 = llvm.icmp "slt" %1041, %87 : i64
    llvm.cond_br %1042, ^bb132, ^bb145
  ^bb132:  // pred: ^bb131
    %1043 = llvm.intr.umin(%1041, %101) : (i64, i64) -> i64
    %1044 = llvm.add %1041, %88 : i64
    %1045 = llvm.intr.umin(%1044, %101) : (i64, i64) -> i64
    %1046 = llvm.add %1041, %99 : i64
    %1047 = llvm.intr.umin(%1046, %101) : (i64, i64) -> i64
    %1048 = llvm.add %1041, %102 : i64
    %1049 = llvm.intr.umin(%1048, %101) : (i64, i64) -> i64
    %1050 = llvm.add %1041, %103 : i64
    %1051 = llvm.intr.umin(%1050, %101) : (i64, i64) -> i64
    %1052 = llvm.add %1041, %104 : i64
    %1053 = llvm.intr.umin(%1052, %101) : (i64, i64) -> i64
    llvm.br ^bb133(%86 : i64)
  ^bb133(%1054: i64):  // 2 preds: ^bb132, ^bb137
    %1055 = llvm.icmp "slt" %1054, %87 : i64
    llvm.cond_br %1055, ^bb134, ^bb138
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb135(%1056: i64, %1057: f32, %1058: f32, %1059: f32, %1060: f32, %1061: f32, %1062: f32):  // 2 preds: ^bb134, ^bb136
    %1063 = llvm.icmp "slt" %1056, %87 : i64
    llvm.cond_br %1063, ^bb136, ^bb137
  ^bb136:  // pred: ^bb135
    %1064 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1065 = llvm.mlir.constant(64 : index) : i64
    %1066 = llvm.mul %1039, %1065 overflow<nsw, nuw> : i64
    %1067 = llvm.mlir.constant(8 : index) : i64
    %1068 = llvm.mul %1043, %1067 overflow<nsw, nuw> : i64
    %1069 = llvm.add %1066, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1069, %1056 overflow<nsw, nuw> : i64
    %1071 = llvm.getelementptr inbounds|nuw %1064[%1070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1072 = llvm.load %1071 : !llvm.ptr -> f32
    %1073 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1074 = llvm.mlir.constant(64 : index) : i64
    %1075 = llvm.mul %1039, %1074 overflow<nsw, nuw> : i64
    %1076 = llvm.mlir.constant(8 : index) : i64
    %1077 = llvm.mul %1045, %1076 overflow<nsw, nuw> : i64
    %1078 = llvm.add %1075, %1077 overflow<nsw, nuw> : i64
    %1079 = llvm.add %1078, %1056 overflow<nsw, nuw> : i64
    %1080 = llvm.getelementptr inbounds|nuw %1073[%1079] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1081 = llvm.load %1080 : !llvm.ptr -> f32
    %1082 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1083 = llvm.mlir.constant(64 : index) : i64
    %1084 = llvm.mul %1039, %1083 overflow<nsw, nuw> : i64
    %1085 = llvm.mlir.constant(8 : index) : i64
    %1086 = llvm.mul %1047, %1085 overflow<nsw, nuw> : i64
    %1087 = llvm.add %1084, %1086 overflow<nsw, nuw> : i64
    %1088 = llvm.add %1087, %1056 overflow<nsw, nuw> : i64
    %1089 = llvm.getelementptr inbounds|nuw %1082[%1088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1090 = llvm.load %1089 : !llvm.ptr -> f32
    %1091 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1092 = llvm.mlir.constant(64 : index) : i64
    %1093 = llvm.mul %1039, %1092 overflow<nsw, nuw> : i64
    %1094 = llvm.mlir.constant(8 : index) : i64
    %1095 = llvm.mul %1049, %1094 overflow<nsw, nuw> : i64
    %1096 = llvm.add %1093, %1095 overflow<nsw, nuw> : i64
    %1097 = llvm.add %1096, %1056 overflow<nsw, nuw> : i64
    %1098 = llvm.getelementptr inbounds|nuw %1091[%1097] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1099 = llvm.load %1098 : !llvm.ptr -> f32
    %1100 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1101 = llvm.mlir.constant(64 : index) : i64
    %1102 = llvm.mul %1039, %1101 overflow<nsw, nuw> : i64
    %1103 = llvm.mlir.constant(8 : index) : i64
    %1104 = llvm.mul %1051, %1103 overflow<nsw, nuw> : i64
    %1105 = llvm.add %1102, %1104 overflow<nsw, nuw> : i64
    %1106 = llvm.add %1105, %1056 overflow<nsw, nuw> : i64
    %1107 = llvm.getelementptr inbounds|nuw %1100[%1106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1108 = llvm.load %1107 : !llvm.ptr -> f32
    %1109 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1110 = llvm.mlir.constant(64 : index) : i64
    %1111 = llvm.mul %1039, %1110 overflow<nsw, nuw> : i64
    %1112 = llvm.mlir.constant(8 : index) : i64
    %1113 = llvm.mul %1053, %1112 overflow<nsw, nuw> : i64
    %1114 = llvm.add %1111, %1113 overflow<nsw, nuw> : i64
    %1115 = llvm.add %1114, %1056 overflow<nsw, nuw> : i64
    %1116 = llvm.getelementptr inbounds|nuw %1109[%1115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1117 = llvm.load %1116 : !llvm.ptr -> f32
    %1118 = llvm.mul %1039, %87 : i64
    %1119 = llvm.add %1118, %1054 : i64
    %1120 = llvm.add %1119, %97 : i64
    %1121 = llvm.extractvalue %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1122 = llvm.mlir.constant(48 : index) : i64
    %1123 = llvm.mul %1056, %1122 overflow<nsw, nuw> : i64
    %1124 = llvm.add %1123, %1120 overflow<nsw, nuw> : i64
    %1125 = llvm.getelementptr inbounds|nuw %1121[%1124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1126 = llvm.load %1125 : !llvm.ptr -> f32
    %1127 = llvm.fmul %1072, %1126 : f32
    %1128 = llvm.fadd %1127, %1057 : f32
    %1129 = llvm.fmul %1081, %1126 : f32
    %1130 = llvm.fadd %1129, %1058 : f32
    %1131 = llvm.fmul %1090, %1126 : f32
    %1132 = llvm.fadd %1131, %1059 : f32
    %1133 = llvm.fmul %1099, %1126 : f32
    %1134 = llvm.fadd %1133, %1060 : f32
    %1135 = llvm.fmul %1108, %1126 : f32
    %1136 = llvm.fadd %1135, %1061 : f32
    %1137 = llvm.fmul %1117, %1126 : f32
    %1138 = llvm.fadd %1137, %1062 : f32
    %1139 = llvm.add %1056, %88 : i64
    llvm.br ^bb135(%1139, %1128, %1130, %1132, %1134, %1136, %1138 : i64, f32, f32, f32, f32, f32, f32)
  ^bb137:  // pred: ^bb135
    %1140 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1141 = llvm.mlir.constant(8 : index) : i64
    %1142 = llvm.mul %86, %1141 overflow<nsw, nuw> : i64
    %1143 = llvm.add %1142, %1054 overflow<nsw, nuw> : i64
    %1144 = llvm.getelementptr inbounds|nuw %1140[%1143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1057, %1144 : f32, !llvm.ptr
    %1145 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1146 = llvm.mlir.constant(8 : index) : i64
    %1147 = llvm.mul %88, %1146 overflow<nsw, nuw> : i64
    %1148 = llvm.add %1147, %1054 overflow<nsw, nuw> : i64
    %1149 = llvm.getelementptr inbounds|nuw %1145[%1148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1058, %1149 : f32, !llvm.ptr
    %1150 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1151 = llvm.mlir.constant(8 : index) : i64
    %1152 = llvm.mul %99, %1151 overflow<nsw, nuw> : i64
    %1153 = llvm.add %1152, %1054 overflow<nsw, nuw> : i64
    %1154 = llvm.getelementptr inbounds|nuw %1150[%1153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1059, %1154 : f32, !llvm.ptr
    %1155 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1156 = llvm.mlir.constant(8 : index) : i64
    %1157 = llvm.mul %102, %1156 overflow<nsw, nuw> : i64
    %1158 = llvm.add %1157, %1054 overflow<nsw, nuw> : i64
    %1159 = llvm.getelementptr inbounds|nuw %1155[%1158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1060, %1159 : f32, !llvm.ptr
    %1160 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1161 = llvm.mlir.constant(8 : index) : i64
    %1162 = llvm.mul %103, %1161 overflow<nsw, nuw> : i64
    %1163 = llvm.add %1162, %1054 overflow<nsw, nuw> : i64
    %1164 = llvm.getelementptr inbounds|nuw %1160[%1163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1061, %1164 : f32, !llvm.ptr
    %1165 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1166 = llvm.mlir.constant(8 : index) : i64
    %1167 = llvm.mul %104, %1166 overflow<nsw, nuw> : i64
    %1168 = llvm.add %1167, %1054 overflow<nsw, nuw> : i64
    %1169 = llvm.getelementptr inbounds|nuw %1165[%1168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1062, %1169 : f32, !llvm.ptr
    %1170 = llvm.add %1054, %88 : i64
    llvm.br ^bb133(%1170 : i64)
  ^bb138:  // pred: ^bb133
    %1171 = llvm.sub %87, %1041 : i64
    %1172 = llvm.intr.umin(%1171, %100) : (i64, i64) -> i64
    llvm.br ^bb139(%86 : i64)
  ^bb139(%1173: i64):  // 2 preds: ^bb138, ^bb143
    %1174 = llvm.icmp "slt" %1173, %1172 : i64
    llvm.cond_br %1174, ^bb140, ^bb144
  ^bb140:  // pred: ^bb139
    %1175 = llvm.add %1041, %1173 : i64
    llvm.br ^bb141(%86 : i64)
  ^bb141(%1176: i64):  // 2 preds: ^bb140, ^bb142
    %1177 = llvm.icmp "slt" %1176, %87 : i64
    llvm.cond_br %1177, ^bb142, ^bb143
  ^bb142:  // pred: ^bb141
    %1178 = llvm.extractvalue %1038[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1179 = llvm.mlir.constant(8 : index) : i64
    %1180 = llvm.mul %1173, %1179 overflow<nsw, nuw> : i64
    %1181 = llvm.add %1180, %1176 overflow<nsw, nuw> : i64
    %1182 = llvm.getelementptr inbounds|nuw %1178[%1181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1183 = llvm.load %1182 : !llvm.ptr -> f32
    %1184 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1185 = llvm.mlir.constant(64 : index) : i64
    %1186 = llvm.mul %1039, %1185 overflow<nsw, nuw> : i64
    %1187 = llvm.mlir.constant(8 : index) : i64
    %1188 = llvm.mul %1175, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.add %1186, %1188 overflow<nsw, nuw> : i64
    %1190 = llvm.add %1189, %1176 overflow<nsw, nuw> : i64
    %1191 = llvm.getelementptr inbounds|nuw %1184[%1190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1183, %1191 : f32, !llvm.ptr
    %1192 = llvm.add %1176, %88 : i64
    llvm.br ^bb141(%1192 : i64)
  ^bb143:  // pred: ^bb141
    %1193 = llvm.add %1173, %88 : i64
    llvm.br ^bb139(%1193 : i64)
  ^bb144:  // pred: ^bb139
    %1194 = llvm.add %1041, %100 : i64
    llvm.br ^bb131(%1194 : i64)
  ^bb145:  // pred: ^bb131
    %1195 = llvm.add %1039, %88 : i64
    llvm.br ^bb129(%1195 : i64)
  ^bb146:  // pred: ^bb129
    %1196 = llvm.extractvalue %1038[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1196) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb147, ^bb153
  ^bb147:  // pred: ^bb146
    %1197 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1198 = llvm.getelementptr %1197[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1199 = llvm.atomicrmw add %1198, %93 acq_rel : !llvm.ptr, i64
    %1200 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1201 = llvm.getelementptr %1200[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1202 = llvm.atomicrmw add %1201, %94 acq_rel : !llvm.ptr, i64
    %1203 = llvm.add %1202, %94 : i64
    %1204 = llvm.icmp "eq" %1203, %arg73 : i64
    llvm.cond_br %1204, ^bb148, ^bb149
  ^bb148:  // pred: ^bb147
    %1205 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1206 = llvm.getelementptr %1205[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1207 = llvm.atomicrmw xchg %1206, %93 acq_rel : !llvm.ptr, i64
    %1208 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1209 = llvm.getelementptr %1208[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1210 = llvm.atomicrmw add %1209, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb152
  ^bb149:  // pred: ^bb147
    llvm.br ^bb150
  ^bb150:  // 2 preds: ^bb149, ^bb150
    %1211 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1212 = llvm.getelementptr %1211[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1213 = llvm.atomicrmw add %1212, %93 acq_rel : !llvm.ptr, i64
    %1214 = llvm.icmp "eq" %1213, %1199 : i64
    llvm.cond_br %1214, ^bb150, ^bb151
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152
  ^bb152:  // 2 preds: ^bb148, ^bb151
    llvm.br ^bb153
  ^bb153:  // 2 preds: ^bb146, ^bb152
    %1215 = llvm.mlir.constant(6 : index) : i64
    %1216 = llvm.mlir.constant(16 : index) : i64
    %1217 = llvm.mlir.constant(1 : index) : i64
    %1218 = llvm.mlir.constant(96 : index) : i64
    %1219 = llvm.mlir.zero : !llvm.ptr
    %1220 = llvm.getelementptr %1219[%1218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1221 = llvm.ptrtoint %1220 : !llvm.ptr to i64
    %1222 = llvm.call @malloc(%1221) : (i64) -> !llvm.ptr
    %1223 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1224 = llvm.insertvalue %1222, %1223[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1225 = llvm.insertvalue %1222, %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1226 = llvm.mlir.constant(0 : index) : i64
    %1227 = llvm.insertvalue %1226, %1225[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1228 = llvm.insertvalue %1215, %1227[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1229 = llvm.insertvalue %1216, %1228[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1230 = llvm.insertvalue %1216, %1229[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1231 = llvm.insertvalue %1217, %1230[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb154(%339 : i64)
  ^bb154(%1232: i64):  // 2 preds: ^bb153, ^bb167
    %1233 = llvm.icmp "slt" %1232, %343 : i64
    llvm.cond_br %1233, ^bb155, ^bb168
  ^bb155:  // pred: ^bb154
    %1234 = llvm.intr.umin(%1232, %101) : (i64, i64) -> i64
    %1235 = llvm.add %1232, %88 : i64
    %1236 = llvm.intr.umin(%1235, %101) : (i64, i64) -> i64
    %1237 = llvm.add %1232, %99 : i64
    %1238 = llvm.intr.umin(%1237, %101) : (i64, i64) -> i64
    %1239 = llvm.add %1232, %102 : i64
    %1240 = llvm.intr.umin(%1239, %101) : (i64, i64) -> i64
    %1241 = llvm.add %1232, %103 : i64
    %1242 = llvm.intr.umin(%1241, %101) : (i64, i64) -> i64
    %1243 = llvm.add %1232, %104 : i64
    %1244 = llvm.intr.umin(%1243, %101) : (i64, i64) -> i64
    llvm.br ^bb156(%86 : i64)
  ^bb156(%1245: i64):  // 2 preds: ^bb155, ^bb160
    %1246 = llvm.icmp "slt" %1245, %90 : i64
    llvm.cond_br %1246, ^bb157, ^bb161
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb158(%1247: i64, %1248: f32, %1249: f32, %1250: f32, %1251: f32, %1252: f32, %1253: f32):  // 2 preds: ^bb157, ^bb159
    %1254 = llvm.icmp "slt" %1247, %90 : i64
    llvm.cond_br %1254, ^bb159, ^bb160
  ^bb159:  // pred: ^bb158
    %1255 = llvm.urem %1247, %87 : i64
    %1256 = llvm.udiv %1247, %87 : i64
    %1257 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1258 = llvm.mlir.constant(64 : index) : i64
    %1259 = llvm.mul %1256, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.mlir.constant(8 : index) : i64
    %1261 = llvm.mul %1234, %1260 overflow<nsw, nuw> : i64
    %1262 = llvm.add %1259, %1261 overflow<nsw, nuw> : i64
    %1263 = llvm.add %1262, %1255 overflow<nsw, nuw> : i64
    %1264 = llvm.getelementptr inbounds|nuw %1257[%1263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1265 = llvm.load %1264 : !llvm.ptr -> f32
    %1266 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1267 = llvm.mlir.constant(64 : index) : i64
    %1268 = llvm.mul %1256, %1267 overflow<nsw, nuw> : i64
    %1269 = llvm.mlir.constant(8 : index) : i64
    %1270 = llvm.mul %1236, %1269 overflow<nsw, nuw> : i64
    %1271 = llvm.add %1268, %1270 overflow<nsw, nuw> : i64
    %1272 = llvm.add %1271, %1255 overflow<nsw, nuw> : i64
    %1273 = llvm.getelementptr inbounds|nuw %1266[%1272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1274 = llvm.load %1273 : !llvm.ptr -> f32
    %1275 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1276 = llvm.mlir.constant(64 : index) : i64
    %1277 = llvm.mul %1256, %1276 overflow<nsw, nuw> : i64
    %1278 = llvm.mlir.constant(8 : index) : i64
    %1279 = llvm.mul %1238, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.add %1277, %1279 overflow<nsw, nuw> : i64
    %1281 = llvm.add %1280, %1255 overflow<nsw, nuw> : i64
    %1282 = llvm.getelementptr inbounds|nuw %1275[%1281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1283 = llvm.load %1282 : !llvm.ptr -> f32
    %1284 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1285 = llvm.mlir.constant(64 : index) : i64
    %1286 = llvm.mul %1256, %1285 overflow<nsw, nuw> : i64
    %1287 = llvm.mlir.constant(8 : index) : i64
    %1288 = llvm.mul %1240, %1287 overflow<nsw, nuw> : i64
    %1289 = llvm.add %1286, %1288 overflow<nsw, nuw> : i64
    %1290 = llvm.add %1289, %1255 overflow<nsw, nuw> : i64
    %1291 = llvm.getelementptr inbounds|nuw %1284[%1290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1292 = llvm.load %1291 : !llvm.ptr -> f32
    %1293 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1294 = llvm.mlir.constant(64 : index) : i64
    %1295 = llvm.mul %1256, %1294 overflow<nsw, nuw> : i64
    %1296 = llvm.mlir.constant(8 : index) : i64
    %1297 = llvm.mul %1242, %1296 overflow<nsw, nuw> : i64
    %1298 = llvm.add %1295, %1297 overflow<nsw, nuw> : i64
    %1299 = llvm.add %1298, %1255 overflow<nsw, nuw> : i64
    %1300 = llvm.getelementptr inbounds|nuw %1293[%1299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1301 = llvm.load %1300 : !llvm.ptr -> f32
    %1302 = llvm.extractvalue %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1303 = llvm.mlir.constant(64 : index) : i64
    %1304 = llvm.mul %1256, %1303 overflow<nsw, nuw> : i64
    %1305 = llvm.mlir.constant(8 : index) : i64
    %1306 = llvm.mul %1244, %1305 overflow<nsw, nuw> : i64
    %1307 = llvm.add %1304, %1306 overflow<nsw, nuw> : i64
    %1308 = llvm.add %1307, %1255 overflow<nsw, nuw> : i64
    %1309 = llvm.getelementptr inbounds|nuw %1302[%1308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1310 = llvm.load %1309 : !llvm.ptr -> f32
    %1311 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1312 = llvm.mlir.constant(16 : index) : i64
    %1313 = llvm.mul %1247, %1312 overflow<nsw, nuw> : i64
    %1314 = llvm.add %1313, %1245 overflow<nsw, nuw> : i64
    %1315 = llvm.getelementptr inbounds|nuw %1311[%1314] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1316 = llvm.load %1315 : !llvm.ptr -> f32
    %1317 = llvm.fmul %1265, %1316 : f32
    %1318 = llvm.fadd %1317, %1248 : f32
    %1319 = llvm.fmul %1274, %1316 : f32
    %1320 = llvm.fadd %1319, %1249 : f32
    %1321 = llvm.fmul %1283, %1316 : f32
    %1322 = llvm.fadd %1321, %1250 : f32
    %1323 = llvm.fmul %1292, %1316 : f32
    %1324 = llvm.fadd %1323, %1251 : f32
    %1325 = llvm.fmul %1301, %1316 : f32
    %1326 = llvm.fadd %1325, %1252 : f32
    %1327 = llvm.fmul %1310, %1316 : f32
    %1328 = llvm.fadd %1327, %1253 : f32
    %1329 = llvm.add %1247, %88 : i64
    llvm.br ^bb158(%1329, %1318, %1320, %1322, %1324, %1326, %1328 : i64, f32, f32, f32, f32, f32, f32)
  ^bb160:  // pred: ^bb158
    %1330 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1331 = llvm.mlir.constant(16 : index) : i64
    %1332 = llvm.mul %86, %1331 overflow<nsw, nuw> : i64
    %1333 = llvm.add %1332, %1245 overflow<nsw, nuw> : i64
    %1334 = llvm.getelementptr inbounds|nuw %1330[%1333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1248, %1334 : f32, !llvm.ptr
    %1335 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1336 = llvm.mlir.constant(16 : index) : i64
    %1337 = llvm.mul %88, %1336 overflow<nsw, nuw> : i64
    %1338 = llvm.add %1337, %1245 overflow<nsw, nuw> : i64
    %1339 = llvm.getelementptr inbounds|nuw %1335[%1338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1249, %1339 : f32, !llvm.ptr
    %1340 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1341 = llvm.mlir.constant(16 : index) : i64
    %1342 = llvm.mul %99, %1341 overflow<nsw, nuw> : i64
    %1343 = llvm.add %1342, %1245 overflow<nsw, nuw> : i64
    %1344 = llvm.getelementptr inbounds|nuw %1340[%1343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1250, %1344 : f32, !llvm.ptr
    %1345 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1346 = llvm.mlir.constant(16 : index) : i64
    %1347 = llvm.mul %102, %1346 overflow<nsw, nuw> : i64
    %1348 = llvm.add %1347, %1245 overflow<nsw, nuw> : i64
    %1349 = llvm.getelementptr inbounds|nuw %1345[%1348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1251, %1349 : f32, !llvm.ptr
    %1350 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1351 = llvm.mlir.constant(16 : index) : i64
    %1352 = llvm.mul %103, %1351 overflow<nsw, nuw> : i64
    %1353 = llvm.add %1352, %1245 overflow<nsw, nuw> : i64
    %1354 = llvm.getelementptr inbounds|nuw %1350[%1353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1252, %1354 : f32, !llvm.ptr
    %1355 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1356 = llvm.mlir.constant(16 : index) : i64
    %1357 = llvm.mul %104, %1356 overflow<nsw, nuw> : i64
    %1358 = llvm.add %1357, %1245 overflow<nsw, nuw> : i64
    %1359 = llvm.getelementptr inbounds|nuw %1355[%1358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1253, %1359 : f32, !llvm.ptr
    %1360 = llvm.add %1245, %88 : i64
    llvm.br ^bb156(%1360 : i64)
  ^bb161:  // pred: ^bb156
    %1361 = llvm.sub %87, %1232 : i64
    %1362 = llvm.intr.umin(%1361, %100) : (i64, i64) -> i64
    llvm.br ^bb162(%86 : i64)
  ^bb162(%1363: i64):  // 2 preds: ^bb161, ^bb166
    %1364 = llvm.icmp "slt" %1363, %1362 : i64
    llvm.cond_br %1364, ^bb163, ^bb167
  ^bb163:  // pred: ^bb162
    %1365 = llvm.add %1232, %1363 : i64
    llvm.br ^bb164(%86 : i64)
  ^bb164(%1366: i64):  // 2 preds: ^bb163, ^bb165
    %1367 = llvm.icmp "slt" %1366, %90 : i64
    llvm.cond_br %1367, ^bb165, ^bb166
  ^bb165:  // pred: ^bb164
    %1368 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1369 = llvm.mlir.constant(16 : index) : i64
    %1370 = llvm.mul %1365, %1369 overflow<nsw, nuw> : i64
    %1371 = llvm.add %1370, %1366 overflow<nsw, nuw> : i64
    %1372 = llvm.getelementptr inbounds|nuw %1368[%1371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1373 = llvm.load %1372 : !llvm.ptr -> f32
    %1374 = llvm.extractvalue %1231[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1375 = llvm.mlir.constant(16 : index) : i64
    %1376 = llvm.mul %1363, %1375 overflow<nsw, nuw> : i64
    %1377 = llvm.add %1376, %1366 overflow<nsw, nuw> : i64
    %1378 = llvm.getelementptr inbounds|nuw %1374[%1377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1379 = llvm.load %1378 : !llvm.ptr -> f32
    %1380 = llvm.fadd %1373, %1379 : f32
    %1381 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1382 = llvm.mlir.constant(16 : index) : i64
    %1383 = llvm.mul %1365, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.add %1383, %1366 overflow<nsw, nuw> : i64
    %1385 = llvm.getelementptr inbounds|nuw %1381[%1384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1380, %1385 : f32, !llvm.ptr
    %1386 = llvm.add %1366, %88 : i64
    llvm.br ^bb164(%1386 : i64)
  ^bb166:  // pred: ^bb164
    %1387 = llvm.add %1363, %88 : i64
    llvm.br ^bb162(%1387 : i64)
  ^bb167:  // pred: ^bb162
    %1388 = llvm.add %1232, %100 : i64
    llvm.br ^bb154(%1388 : i64)
  ^bb168:  // pred: ^bb154
    %1389 = llvm.extractvalue %1231[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1389) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb169, ^bb175
  ^bb169:  // pred: ^bb168
    %1390 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1391 = llvm.getelementptr %1390[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1392 = llvm.atomicrmw add %1391, %93 acq_rel : !llvm.ptr, i64
    %1393 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1394 = llvm.getelementptr %1393[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1395 = llvm.atomicrmw add %1394, %94 acq_rel : !llvm.ptr, i64
    %1396 = llvm.add %1395, %94 : i64
    %1397 = llvm.icmp "eq" %1396, %arg73 : i64
    llvm.cond_br %1397, ^bb170, ^bb171
  ^bb170:  // pred: ^bb169
    %1398 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1399 = llvm.getelementptr %1398[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1400 = llvm.atomicrmw xchg %1399, %93 acq_rel : !llvm.ptr, i64
    %1401 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1402 = llvm.getelementptr %1401[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1403 = llvm.atomicrmw add %1402, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb174
  ^bb171:  // pred: ^bb169
    llvm.br ^bb172
  ^bb172:  // 2 preds: ^bb171, ^bb172
    %1404 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1405 = llvm.getelementptr %1404[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1406 = llvm.atomicrmw add %1405, %93 acq_rel : !llvm.ptr, i64
    %1407 = llvm.icmp "eq" %1406, %1392 : i64
    llvm.cond_br %1407, ^bb172, ^bb173
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174
  ^bb174:  // 2 preds: ^bb170, ^bb173
    llvm.br ^bb175
  ^bb175:  // 2 preds: ^bb168, ^bb174
    %1408 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1409 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1410 = llvm.insertvalue %1409, %1408[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1411 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1412 = llvm.getelementptr %1411[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1413 = llvm.insertvalue %1412, %1410[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1414 = llvm.mlir.constant(0 : index) : i64
    %1415 = llvm.insertvalue %1414, %1413[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1416 = llvm.mlir.constant(16 : index) : i64
    %1417 = llvm.insertvalue %1416, %1415[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1418 = llvm.mlir.constant(1 : index) : i64
    %1419 = llvm.insertvalue %1418, %1417[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1420 = llvm.mlir.constant(8 : index) : i64
    %1421 = llvm.insertvalue %1420, %1419[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1422 = llvm.mlir.constant(16 : index) : i64
    %1423 = llvm.insertvalue %1422, %1421[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb176(%159 : i64)
  ^bb176(%1424: i64):  // 2 preds: ^bb175, ^bb186
    %1425 = llvm.icmp "slt" %1424, %163 : i64
    llvm.cond_br %1425, ^bb177, ^bb187
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%86, %89 : i64, f32)
  ^bb178(%1426: i64, %1427: f32):  // 2 preds: ^bb177, ^bb179
    %1428 = llvm.icmp "slt" %1426, %90 : i64
    llvm.cond_br %1428, ^bb179, ^bb180
  ^bb179:  // pred: ^bb178
    %1429 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1430 = llvm.mlir.constant(16 : index) : i64
    %1431 = llvm.mul %1424, %1430 overflow<nsw, nuw> : i64
    %1432 = llvm.add %1431, %1426 overflow<nsw, nuw> : i64
    %1433 = llvm.getelementptr inbounds|nuw %1429[%1432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1434 = llvm.load %1433 : !llvm.ptr -> f32
    %1435 = llvm.fadd %1434, %1427 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1436 = llvm.add %1426, %88 : i64
    llvm.br ^bb178(%1436, %1435 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb180:  // pred: ^bb178
    llvm.br ^bb181(%86, %89 : i64, f32)
  ^bb181(%1437: i64, %1438: f32):  // 2 preds: ^bb180, ^bb182
    %1439 = llvm.icmp "slt" %1437, %90 : i64
    llvm.cond_br %1439, ^bb182, ^bb183
  ^bb182:  // pred: ^bb181
    %1440 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1441 = llvm.mlir.constant(16 : index) : i64
    %1442 = llvm.mul %1424, %1441 overflow<nsw, nuw> : i64
    %1443 = llvm.add %1442, %1437 overflow<nsw, nuw> : i64
    %1444 = llvm.getelementptr inbounds|nuw %1440[%1443] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1445 = llvm.load %1444 : !llvm.ptr -> f32
    %1446 = llvm.fmul %1427, %91 : f32
    %1447 = llvm.fsub %1445, %1446 : f32
    %1448 = llvm.fmul %1447, %1447 : f32
    %1449 = llvm.fadd %1448, %1438 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1450 = llvm.add %1437, %88 : i64
    llvm.br ^bb181(%1450, %1449 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb183:  // pred: ^bb181
    llvm.br ^bb184(%86 : i64)
  ^bb184(%1451: i64):  // 2 preds: ^bb183, ^bb185
    %1452 = llvm.icmp "slt" %1451, %90 : i64
    llvm.cond_br %1452, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %1453 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1454 = llvm.mlir.constant(16 : index) : i64
    %1455 = llvm.mul %1424, %1454 overflow<nsw, nuw> : i64
    %1456 = llvm.add %1455, %1451 overflow<nsw, nuw> : i64
    %1457 = llvm.getelementptr inbounds|nuw %1453[%1456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1458 = llvm.load %1457 : !llvm.ptr -> f32
    %1459 = llvm.fmul %1427, %91 : f32
    %1460 = llvm.fsub %1458, %1459 : f32
    %1461 = llvm.fmul %1438, %91 : f32
    %1462 = llvm.fadd %1461, %92 : f32
    %1463 = llvm.intr.sqrt(%1462) : (f32) -> f32
    %1464 = llvm.fdiv %85, %1463 : f32
    %1465 = llvm.fmul %1460, %1464 : f32
    %1466 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1467 = llvm.getelementptr inbounds|nuw %1466[%1451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1468 = llvm.load %1467 : !llvm.ptr -> f32
    %1469 = llvm.fmul %1465, %1468 : f32
    %1470 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1471 = llvm.mlir.constant(16 : index) : i64
    %1472 = llvm.mul %1424, %1471 overflow<nsw, nuw> : i64
    %1473 = llvm.add %1472, %1451 overflow<nsw, nuw> : i64
    %1474 = llvm.getelementptr inbounds|nuw %1470[%1473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1469, %1474 : f32, !llvm.ptr
    %1475 = llvm.add %1451, %88 : i64
    llvm.br ^bb184(%1475 : i64)
  ^bb186:  // pred: ^bb184
    %1476 = llvm.add %1424, %88 : i64
    llvm.br ^bb176(%1476 : i64)
  ^bb187:  // pred: ^bb176
    llvm.cond_br %217, ^bb188, ^bb194
  ^bb188:  // pred: ^bb187
    %1477 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1478 = llvm.getelementptr %1477[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1479 = llvm.atomicrmw add %1478, %93 acq_rel : !llvm.ptr, i64
    %1480 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1481 = llvm.getelementptr %1480[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1482 = llvm.atomicrmw add %1481, %94 acq_rel : !llvm.ptr, i64
    %1483 = llvm.add %1482, %94 : i64
    %1484 = llvm.icmp "eq" %1483, %arg73 : i64
    llvm.cond_br %1484, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1485 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1486 = llvm.getelementptr %1485[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1487 = llvm.atomicrmw xchg %1486, %93 acq_rel : !llvm.ptr, i64
    %1488 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1489 = llvm.getelementptr %1488[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1490 = llvm.atomicrmw add %1489, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb193
  ^bb190:  // pred: ^bb188
    llvm.br ^bb191
  ^bb191:  // 2 preds: ^bb190, ^bb191
    %1491 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1492 = llvm.getelementptr %1491[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1493 = llvm.atomicrmw add %1492, %93 acq_rel : !llvm.ptr, i64
    %1494 = llvm.icmp "eq" %1493, %1479 : i64
    llvm.cond_br %1494, ^bb191, ^bb192
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193
  ^bb193:  // 2 preds: ^bb189, ^bb192
    llvm.br ^bb194
  ^bb194:  // 2 preds: ^bb187, ^bb193
    %1495 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1496 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1497 = llvm.insertvalue %1496, %1495[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1498 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1499 = llvm.getelementptr %1498[%109] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1500 = llvm.insertvalue %1499, %1497[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1501 = llvm.mlir.constant(0 : index) : i64
    %1502 = llvm.insertvalue %1501, %1500[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1503 = llvm.mlir.constant(64 : index) : i64
    %1504 = llvm.insertvalue %1503, %1502[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1505 = llvm.mlir.constant(1 : index) : i64
    %1506 = llvm.insertvalue %1505, %1504[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1507 = llvm.mlir.constant(8 : index) : i64
    %1508 = llvm.insertvalue %1507, %1506[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1509 = llvm.mlir.constant(64 : index) : i64
    %1510 = llvm.insertvalue %1509, %1508[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1511 = llvm.mlir.constant(6 : index) : i64
    %1512 = llvm.mlir.constant(64 : index) : i64
    %1513 = llvm.mlir.constant(1 : index) : i64
    %1514 = llvm.mlir.constant(384 : index) : i64
    %1515 = llvm.mlir.zero : !llvm.ptr
    %1516 = llvm.getelementptr %1515[%1514] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1517 = llvm.ptrtoint %1516 : !llvm.ptr to i64
    %1518 = llvm.call @malloc(%1517) : (i64) -> !llvm.ptr
    %1519 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1520 = llvm.insertvalue %1518, %1519[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1521 = llvm.insertvalue %1518, %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1522 = llvm.mlir.constant(0 : index) : i64
    %1523 = llvm.insertvalue %1522, %1521[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1524 = llvm.insertvalue %1511, %1523[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1525 = llvm.insertvalue %1512, %1524[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1526 = llvm.insertvalue %1512, %1525[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1527 = llvm.insertvalue %1513, %1526[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb195(%291 : i64)
  ^bb195(%1528: i64):  // 2 preds: ^bb194, ^bb196
    %1529 = llvm.icmp "slt" %1528, %294 : i64
    llvm.cond_br %1529, ^bb196, ^bb197
  ^bb196:  // pred: ^bb195
    %1530 = llvm.udiv %1528, %90 : i64
    %1531 = llvm.urem %1528, %90 : i64
    %1532 = llvm.mul %1530, %97 : i64
    %1533 = llvm.sub %105, %1532 : i64
    %1534 = llvm.intr.umin(%1533, %97) : (i64, i64) -> i64
    %1535 = llvm.trunc %1534 : i64 to i32
    %1536 = llvm.insertelement %1535, %84[%83 : i32] : vector<32xi32>
    %1537 = llvm.shufflevector %1536, %84 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %1538 = llvm.icmp "sgt" %1537, %139 : vector<32xi32>
    %1539 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1540 = llvm.mul %1531, %78 : i64
    %1541 = llvm.add %1540, %1532 : i64
    %1542 = llvm.getelementptr %1539[%1541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1543 = llvm.intr.masked.load %1542, %1538, %98 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %1544 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1545 = llvm.mul %1530, %81 : i64
    %1546 = llvm.mul %1531, %80 : i64
    %1547 = llvm.add %1545, %1546 : i64
    %1548 = llvm.add %1547, %86 : i64
    %1549 = llvm.getelementptr %1544[%1548] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1543, %1549 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1550 = llvm.add %1528, %88 : i64
    llvm.br ^bb195(%1550 : i64)
  ^bb197:  // pred: ^bb195
    llvm.cond_br %217, ^bb198, ^bb204
  ^bb198:  // pred: ^bb197
    %1551 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1552 = llvm.getelementptr %1551[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1553 = llvm.atomicrmw add %1552, %93 acq_rel : !llvm.ptr, i64
    %1554 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1555 = llvm.getelementptr %1554[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1556 = llvm.atomicrmw add %1555, %94 acq_rel : !llvm.ptr, i64
    %1557 = llvm.add %1556, %94 : i64
    %1558 = llvm.icmp "eq" %1557, %arg73 : i64
    llvm.cond_br %1558, ^bb199, ^bb200
  ^bb199:  // pred: ^bb198
    %1559 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1560 = llvm.getelementptr %1559[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1561 = llvm.atomicrmw xchg %1560, %93 acq_rel : !llvm.ptr, i64
    %1562 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1563 = llvm.getelementptr %1562[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1564 = llvm.atomicrmw add %1563, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb203
  ^bb200:  // pred: ^bb198
    llvm.br ^bb201
  ^bb201:  // 2 preds: ^bb200, ^bb201
    %1565 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1566 = llvm.getelementptr %1565[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1567 = llvm.atomicrmw add %1566, %93 acq_rel : !llvm.ptr, i64
    %1568 = llvm.icmp "eq" %1567, %1553 : i64
    llvm.cond_br %1568, ^bb201, ^bb202
  ^bb202:  // pred: ^bb201
    llvm.br ^bb203
  ^bb203:  // 2 preds: ^bb199, ^bb202
    llvm.br ^bb204
  ^bb204:  // 2 preds: ^bb197, ^bb203
    llvm.br ^bb205(%339 : i64)
  ^bb205(%1569: i64):  // 2 preds: ^bb204, ^bb218
    %1570 = llvm.icmp "slt" %1569, %343 : i64
    llvm.cond_br %1570, ^bb206, ^bb219
  ^bb206:  // pred: ^bb205
    %1571 = llvm.intr.umin(%1569, %101) : (i64, i64) -> i64
    %1572 = llvm.add %1569, %88 : i64
    %1573 = llvm.intr.umin(%1572, %101) : (i64, i64) -> i64
    %1574 = llvm.add %1569, %99 : i64
    %1575 = llvm.intr.umin(%1574, %101) : (i64, i64) -> i64
    %1576 = llvm.add %1569, %102 : i64
    %1577 = llvm.intr.umin(%1576, %101) : (i64, i64) -> i64
    %1578 = llvm.add %1569, %103 : i64
    %1579 = llvm.intr.umin(%1578, %101) : (i64, i64) -> i64
    %1580 = llvm.add %1569, %104 : i64
    %1581 = llvm.intr.umin(%1580, %101) : (i64, i64) -> i64
    llvm.br ^bb207(%86 : i64)
  ^bb207(%1582: i64):  // 2 preds: ^bb206, ^bb211
    %1583 = llvm.icmp "slt" %1582, %99 : i64
    llvm.cond_br %1583, ^bb208, ^bb212
  ^bb208:  // pred: ^bb207
    %1584 = llvm.mul %1582, %97 : i64
    llvm.br ^bb209(%86, %98, %98, %98, %98, %98, %98 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb209(%1585: i64, %1586: vector<32xf32>, %1587: vector<32xf32>, %1588: vector<32xf32>, %1589: vector<32xf32>, %1590: vector<32xf32>, %1591: vector<32xf32>):  // 2 preds: ^bb208, ^bb210
    %1592 = llvm.icmp "slt" %1585, %90 : i64
    llvm.cond_br %1592, ^bb210, ^bb211
  ^bb210:  // pred: ^bb209
    %1593 = llvm.extractvalue %288[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1594 = llvm.mul %1582, %81 : i64
    %1595 = llvm.mul %1585, %80 : i64
    %1596 = llvm.add %1594, %1595 : i64
    %1597 = llvm.add %1596, %86 : i64
    %1598 = llvm.getelementptr %1593[%1597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1599 = llvm.load %1598 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1600 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1601 = llvm.mlir.constant(16 : index) : i64
    %1602 = llvm.mul %1571, %1601 overflow<nsw, nuw> : i64
    %1603 = llvm.add %1602, %1585 overflow<nsw, nuw> : i64
    %1604 = llvm.getelementptr inbounds|nuw %1600[%1603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1605 = llvm.load %1604 : !llvm.ptr -> f32
    %1606 = llvm.insertelement %1605, %79[%83 : i32] : vector<32xf32>
    %1607 = llvm.shufflevector %1606, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1608 = llvm.intr.fmuladd(%1607, %1599, %1586) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1609 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1610 = llvm.mlir.constant(16 : index) : i64
    %1611 = llvm.mul %1573, %1610 overflow<nsw, nuw> : i64
    %1612 = llvm.add %1611, %1585 overflow<nsw, nuw> : i64
    %1613 = llvm.getelementptr inbounds|nuw %1609[%1612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1614 = llvm.load %1613 : !llvm.ptr -> f32
    %1615 = llvm.insertelement %1614, %79[%83 : i32] : vector<32xf32>
    %1616 = llvm.shufflevector %1615, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1617 = llvm.intr.fmuladd(%1616, %1599, %1587) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1618 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1619 = llvm.mlir.constant(16 : index) : i64
    %1620 = llvm.mul %1575, %1619 overflow<nsw, nuw> : i64
    %1621 = llvm.add %1620, %1585 overflow<nsw, nuw> : i64
    %1622 = llvm.getelementptr inbounds|nuw %1618[%1621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1623 = llvm.load %1622 : !llvm.ptr -> f32
    %1624 = llvm.insertelement %1623, %79[%83 : i32] : vector<32xf32>
    %1625 = llvm.shufflevector %1624, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1626 = llvm.intr.fmuladd(%1625, %1599, %1588) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1627 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1628 = llvm.mlir.constant(16 : index) : i64
    %1629 = llvm.mul %1577, %1628 overflow<nsw, nuw> : i64
    %1630 = llvm.add %1629, %1585 overflow<nsw, nuw> : i64
    %1631 = llvm.getelementptr inbounds|nuw %1627[%1630] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1632 = llvm.load %1631 : !llvm.ptr -> f32
    %1633 = llvm.insertelement %1632, %79[%83 : i32] : vector<32xf32>
    %1634 = llvm.shufflevector %1633, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1635 = llvm.intr.fmuladd(%1634, %1599, %1589) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1636 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1637 = llvm.mlir.constant(16 : index) : i64
    %1638 = llvm.mul %1579, %1637 overflow<nsw, nuw> : i64
    %1639 = llvm.add %1638, %1585 overflow<nsw, nuw> : i64
    %1640 = llvm.getelementptr inbounds|nuw %1636[%1639] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1641 = llvm.load %1640 : !llvm.ptr -> f32
    %1642 = llvm.insertelement %1641, %79[%83 : i32] : vector<32xf32>
    %1643 = llvm.shufflevector %1642, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1644 = llvm.intr.fmuladd(%1643, %1599, %1590) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1645 = llvm.extractvalue %1423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1646 = llvm.mlir.constant(16 : index) : i64
    %1647 = llvm.mul %1581, %1646 overflow<nsw, nuw> : i64
    %1648 = llvm.add %1647, %1585 overflow<nsw, nuw> : i64
    %1649 = llvm.getelementptr inbounds|nuw %1645[%1648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1650 = llvm.load %1649 : !llvm.ptr -> f32
    %1651 = llvm.insertelement %1650, %79[%83 : i32] : vector<32xf32>
    %1652 = llvm.shufflevector %1651, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1653 = llvm.intr.fmuladd(%1652, %1599, %1591) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1654 = llvm.add %1585, %88 : i64
    llvm.br ^bb209(%1654, %1608, %1617, %1626, %1635, %1644, %1653 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb211:  // pred: ^bb209
    %1655 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1656 = llvm.mul %86, %78 : i64
    %1657 = llvm.add %1656, %1584 : i64
    %1658 = llvm.getelementptr %1655[%1657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1586, %1658 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1659 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1660 = llvm.mul %88, %78 : i64
    %1661 = llvm.add %1660, %1584 : i64
    %1662 = llvm.getelementptr %1659[%1661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1587, %1662 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1663 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1664 = llvm.mul %99, %78 : i64
    %1665 = llvm.add %1664, %1584 : i64
    %1666 = llvm.getelementptr %1663[%1665] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1588, %1666 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1667 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1668 = llvm.mul %102, %78 : i64
    %1669 = llvm.add %1668, %1584 : i64
    %1670 = llvm.getelementptr %1667[%1669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1589, %1670 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1671 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1672 = llvm.mul %103, %78 : i64
    %1673 = llvm.add %1672, %1584 : i64
    %1674 = llvm.getelementptr %1671[%1673] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1590, %1674 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1675 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1676 = llvm.mul %104, %78 : i64
    %1677 = llvm.add %1676, %1584 : i64
    %1678 = llvm.getelementptr %1675[%1677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1591, %1678 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1679 = llvm.add %1582, %88 : i64
    llvm.br ^bb207(%1679 : i64)
  ^bb212:  // pred: ^bb207
    %1680 = llvm.sub %87, %1569 : i64
    %1681 = llvm.intr.umin(%1680, %100) : (i64, i64) -> i64
    llvm.br ^bb213(%86 : i64)
  ^bb213(%1682: i64):  // 2 preds: ^bb212, ^bb217
    %1683 = llvm.icmp "slt" %1682, %1681 : i64
    llvm.cond_br %1683, ^bb214, ^bb218
  ^bb214:  // pred: ^bb213
    %1684 = llvm.add %1569, %1682 : i64
    llvm.br ^bb215(%86 : i64)
  ^bb215(%1685: i64):  // 2 preds: ^bb214, ^bb216
    %1686 = llvm.icmp "slt" %1685, %105 : i64
    llvm.cond_br %1686, ^bb216, ^bb217
  ^bb216:  // pred: ^bb215
    %1687 = llvm.extractvalue %1527[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1688 = llvm.mlir.constant(64 : index) : i64
    %1689 = llvm.mul %1682, %1688 overflow<nsw, nuw> : i64
    %1690 = llvm.add %1689, %1685 overflow<nsw, nuw> : i64
    %1691 = llvm.getelementptr inbounds|nuw %1687[%1690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1692 = llvm.load %1691 : !llvm.ptr -> f32
    %1693 = llvm.fmul %1692, %110 : f32
    %1694 = llvm.fmul %1692, %111 : f32
    %1695 = llvm.fcmp "olt" %1694, %125 : f32
    %1696 = llvm.select %1695, %125, %1694 : i1, f32
    %1697 = llvm.fcmp "ogt" %1696, %126 : f32
    %1698 = llvm.select %1697, %126, %1696 : i1, f32
    %1699 = llvm.fmul %1698, %1698 : f32
    %1700 = llvm.intr.fma(%127, %1699, %128) : (f32, f32, f32) -> f32
    %1701 = llvm.intr.fma(%1700, %1699, %129) : (f32, f32, f32) -> f32
    %1702 = llvm.intr.fma(%1701, %1699, %130) : (f32, f32, f32) -> f32
    %1703 = llvm.intr.fma(%1702, %1699, %131) : (f32, f32, f32) -> f32
    %1704 = llvm.intr.fma(%1703, %1699, %112) : (f32, f32, f32) -> f32
    %1705 = llvm.intr.fma(%132, %1699, %133) : (f32, f32, f32) -> f32
    %1706 = llvm.intr.fma(%1705, %1699, %134) : (f32, f32, f32) -> f32
    %1707 = llvm.intr.fma(%1706, %1699, %135) : (f32, f32, f32) -> f32
    %1708 = llvm.intr.fma(%1707, %1699, %136) : (f32, f32, f32) -> f32
    %1709 = llvm.intr.fma(%1708, %1699, %137) : (f32, f32, f32) -> f32
    %1710 = llvm.fmul %1698, %1709 : f32
    %1711 = llvm.fdiv %1710, %1704 : f32
    %1712 = llvm.fcmp "olt" %1711, %138 : f32
    %1713 = llvm.select %1712, %138, %1711 : i1, f32
    %1714 = llvm.fcmp "ogt" %1713, %112 : f32
    %1715 = llvm.select %1714, %112, %1713 : i1, f32
    %1716 = llvm.fadd %1715, %112 : f32
    %1717 = llvm.fmul %1693, %1716 : f32
    %1718 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1719 = llvm.mlir.constant(64 : index) : i64
    %1720 = llvm.mul %1684, %1719 overflow<nsw, nuw> : i64
    %1721 = llvm.add %1720, %1685 overflow<nsw, nuw> : i64
    %1722 = llvm.getelementptr inbounds|nuw %1718[%1721] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1717, %1722 : f32, !llvm.ptr
    %1723 = llvm.add %1685, %88 : i64
    llvm.br ^bb215(%1723 : i64)
  ^bb217:  // pred: ^bb215
    %1724 = llvm.add %1682, %88 : i64
    llvm.br ^bb213(%1724 : i64)
  ^bb218:  // pred: ^bb213
    %1725 = llvm.add %1569, %100 : i64
    llvm.br ^bb205(%1725 : i64)
  ^bb219:  // pred: ^bb205
    llvm.cond_br %217, ^bb220, ^bb226
  ^bb220:  // pred: ^bb219
    %1726 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1727 = llvm.getelementptr %1726[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1728 = llvm.atomicrmw add %1727, %93 acq_rel : !llvm.ptr, i64
    %1729 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1730 = llvm.getelementptr %1729[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1731 = llvm.atomicrmw add %1730, %94 acq_rel : !llvm.ptr, i64
    %1732 = llvm.add %1731, %94 : i64
    %1733 = llvm.icmp "eq" %1732, %arg73 : i64
    llvm.cond_br %1733, ^bb221, ^bb222
  ^bb221:  // pred: ^bb220
    %1734 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1735 = llvm.getelementptr %1734[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1736 = llvm.atomicrmw xchg %1735, %93 acq_rel : !llvm.ptr, i64
    %1737 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1738 = llvm.getelementptr %1737[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1739 = llvm.atomicrmw add %1738, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb225
  ^bb222:  // pred: ^bb220
    llvm.br ^bb223
  ^bb223:  // 2 preds: ^bb222, ^bb223
    %1740 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1741 = llvm.getelementptr %1740[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1742 = llvm.atomicrmw add %1741, %93 acq_rel : !llvm.ptr, i64
    %1743 = llvm.icmp "eq" %1742, %1728 : i64
    llvm.cond_br %1743, ^bb223, ^bb224
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225
  ^bb225:  // 2 preds: ^bb221, ^bb224
    llvm.br ^bb226
  ^bb226:  // 2 preds: ^bb219, ^bb225
    %1744 = llvm.extractvalue %1527[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1744) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb227, ^bb233
  ^bb227:  // pred: ^bb226
    %1745 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1746 = llvm.getelementptr %1745[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1747 = llvm.atomicrmw add %1746, %93 acq_rel : !llvm.ptr, i64
    %1748 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1749 = llvm.getelementptr %1748[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1750 = llvm.atomicrmw add %1749, %94 acq_rel : !llvm.ptr, i64
    %1751 = llvm.add %1750, %94 : i64
    %1752 = llvm.icmp "eq" %1751, %arg73 : i64
    llvm.cond_br %1752, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1753 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1754 = llvm.getelementptr %1753[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1755 = llvm.atomicrmw xchg %1754, %93 acq_rel : !llvm.ptr, i64
    %1756 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1757 = llvm.getelementptr %1756[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1758 = llvm.atomicrmw add %1757, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb232
  ^bb229:  // pred: ^bb227
    llvm.br ^bb230
  ^bb230:  // 2 preds: ^bb229, ^bb230
    %1759 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1760 = llvm.getelementptr %1759[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1761 = llvm.atomicrmw add %1760, %93 acq_rel : !llvm.ptr, i64
    %1762 = llvm.icmp "eq" %1761, %1747 : i64
    llvm.cond_br %1762, ^bb230, ^bb231
  ^bb231:  // pred: ^bb230
    llvm.br ^bb232
  ^bb232:  // 2 preds: ^bb228, ^bb231
    llvm.br ^bb233
  ^bb233:  // 2 preds: ^bb226, ^bb232
    %1763 = llvm.mlir.constant(6 : index) : i64
    %1764 = llvm.mlir.constant(16 : index) : i64
    %1765 = llvm.mlir.constant(1 : index) : i64
    %1766 = llvm.mlir.constant(96 : index) : i64
    %1767 = llvm.mlir.zero : !llvm.ptr
    %1768 = llvm.getelementptr %1767[%1766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1769 = llvm.ptrtoint %1768 : !llvm.ptr to i64
    %1770 = llvm.call @malloc(%1769) : (i64) -> !llvm.ptr
    %1771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1772 = llvm.insertvalue %1770, %1771[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1773 = llvm.insertvalue %1770, %1772[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1774 = llvm.mlir.constant(0 : index) : i64
    %1775 = llvm.insertvalue %1774, %1773[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1776 = llvm.insertvalue %1763, %1775[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1777 = llvm.insertvalue %1764, %1776[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1778 = llvm.insertvalue %1764, %1777[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1779 = llvm.insertvalue %1765, %1778[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb234(%339 : i64)
  ^bb234(%1780: i64):  // 2 preds: ^bb233, ^bb247
    %1781 = llvm.icmp "slt" %1780, %343 : i64
    llvm.cond_br %1781, ^bb235, ^bb248
  ^bb235:  // pred: ^bb234
    %1782 = llvm.intr.umin(%1780, %101) : (i64, i64) -> i64
    %1783 = llvm.add %1780, %88 : i64
    %1784 = llvm.intr.umin(%1783, %101) : (i64, i64) -> i64
    %1785 = llvm.add %1780, %99 : i64
    %1786 = llvm.intr.umin(%1785, %101) : (i64, i64) -> i64
    %1787 = llvm.add %1780, %102 : i64
    %1788 = llvm.intr.umin(%1787, %101) : (i64, i64) -> i64
    %1789 = llvm.add %1780, %103 : i64
    %1790 = llvm.intr.umin(%1789, %101) : (i64, i64) -> i64
    %1791 = llvm.add %1780, %104 : i64
    %1792 = llvm.intr.umin(%1791, %101) : (i64, i64) -> i64
    llvm.br ^bb236(%86 : i64)
  ^bb236(%1793: i64):  // 2 preds: ^bb235, ^bb240
    %1794 = llvm.icmp "slt" %1793, %90 : i64
    llvm.cond_br %1794, ^bb237, ^bb241
  ^bb237:  // pred: ^bb236
    llvm.br ^bb238(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb238(%1795: i64, %1796: f32, %1797: f32, %1798: f32, %1799: f32, %1800: f32, %1801: f32):  // 2 preds: ^bb237, ^bb239
    %1802 = llvm.icmp "slt" %1795, %105 : i64
    llvm.cond_br %1802, ^bb239, ^bb240
  ^bb239:  // pred: ^bb238
    %1803 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1804 = llvm.mlir.constant(64 : index) : i64
    %1805 = llvm.mul %1782, %1804 overflow<nsw, nuw> : i64
    %1806 = llvm.add %1805, %1795 overflow<nsw, nuw> : i64
    %1807 = llvm.getelementptr inbounds|nuw %1803[%1806] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1808 = llvm.load %1807 : !llvm.ptr -> f32
    %1809 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1810 = llvm.mlir.constant(64 : index) : i64
    %1811 = llvm.mul %1784, %1810 overflow<nsw, nuw> : i64
    %1812 = llvm.add %1811, %1795 overflow<nsw, nuw> : i64
    %1813 = llvm.getelementptr inbounds|nuw %1809[%1812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1814 = llvm.load %1813 : !llvm.ptr -> f32
    %1815 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1816 = llvm.mlir.constant(64 : index) : i64
    %1817 = llvm.mul %1786, %1816 overflow<nsw, nuw> : i64
    %1818 = llvm.add %1817, %1795 overflow<nsw, nuw> : i64
    %1819 = llvm.getelementptr inbounds|nuw %1815[%1818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1820 = llvm.load %1819 : !llvm.ptr -> f32
    %1821 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1822 = llvm.mlir.constant(64 : index) : i64
    %1823 = llvm.mul %1788, %1822 overflow<nsw, nuw> : i64
    %1824 = llvm.add %1823, %1795 overflow<nsw, nuw> : i64
    %1825 = llvm.getelementptr inbounds|nuw %1821[%1824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1826 = llvm.load %1825 : !llvm.ptr -> f32
    %1827 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1828 = llvm.mlir.constant(64 : index) : i64
    %1829 = llvm.mul %1790, %1828 overflow<nsw, nuw> : i64
    %1830 = llvm.add %1829, %1795 overflow<nsw, nuw> : i64
    %1831 = llvm.getelementptr inbounds|nuw %1827[%1830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1832 = llvm.load %1831 : !llvm.ptr -> f32
    %1833 = llvm.extractvalue %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1834 = llvm.mlir.constant(64 : index) : i64
    %1835 = llvm.mul %1792, %1834 overflow<nsw, nuw> : i64
    %1836 = llvm.add %1835, %1795 overflow<nsw, nuw> : i64
    %1837 = llvm.getelementptr inbounds|nuw %1833[%1836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1838 = llvm.load %1837 : !llvm.ptr -> f32
    %1839 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1840 = llvm.mlir.constant(16 : index) : i64
    %1841 = llvm.mul %1795, %1840 overflow<nsw, nuw> : i64
    %1842 = llvm.add %1841, %1793 overflow<nsw, nuw> : i64
    %1843 = llvm.getelementptr inbounds|nuw %1839[%1842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1844 = llvm.load %1843 : !llvm.ptr -> f32
    %1845 = llvm.fmul %1808, %1844 : f32
    %1846 = llvm.fadd %1845, %1796 : f32
    %1847 = llvm.fmul %1814, %1844 : f32
    %1848 = llvm.fadd %1847, %1797 : f32
    %1849 = llvm.fmul %1820, %1844 : f32
    %1850 = llvm.fadd %1849, %1798 : f32
    %1851 = llvm.fmul %1826, %1844 : f32
    %1852 = llvm.fadd %1851, %1799 : f32
    %1853 = llvm.fmul %1832, %1844 : f32
    %1854 = llvm.fadd %1853, %1800 : f32
    %1855 = llvm.fmul %1838, %1844 : f32
    %1856 = llvm.fadd %1855, %1801 : f32
    %1857 = llvm.add %1795, %88 : i64
    llvm.br ^bb238(%1857, %1846, %1848, %1850, %1852, %1854, %1856 : i64, f32, f32, f32, f32, f32, f32)
  ^bb240:  // pred: ^bb238
    %1858 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1859 = llvm.mlir.constant(16 : index) : i64
    %1860 = llvm.mul %86, %1859 overflow<nsw, nuw> : i64
    %1861 = llvm.add %1860, %1793 overflow<nsw, nuw> : i64
    %1862 = llvm.getelementptr inbounds|nuw %1858[%1861] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1796, %1862 : f32, !llvm.ptr
    %1863 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1864 = llvm.mlir.constant(16 : index) : i64
    %1865 = llvm.mul %88, %1864 overflow<nsw, nuw> : i64
    %1866 = llvm.add %1865, %1793 overflow<nsw, nuw> : i64
    %1867 = llvm.getelementptr inbounds|nuw %1863[%1866] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1797, %1867 : f32, !llvm.ptr
    %1868 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1869 = llvm.mlir.constant(16 : index) : i64
    %1870 = llvm.mul %99, %1869 overflow<nsw, nuw> : i64
    %1871 = llvm.add %1870, %1793 overflow<nsw, nuw> : i64
    %1872 = llvm.getelementptr inbounds|nuw %1868[%1871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1798, %1872 : f32, !llvm.ptr
    %1873 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1874 = llvm.mlir.constant(16 : index) : i64
    %1875 = llvm.mul %102, %1874 overflow<nsw, nuw> : i64
    %1876 = llvm.add %1875, %1793 overflow<nsw, nuw> : i64
    %1877 = llvm.getelementptr inbounds|nuw %1873[%1876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1799, %1877 : f32, !llvm.ptr
    %1878 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1879 = llvm.mlir.constant(16 : index) : i64
    %1880 = llvm.mul %103, %1879 overflow<nsw, nuw> : i64
    %1881 = llvm.add %1880, %1793 overflow<nsw, nuw> : i64
    %1882 = llvm.getelementptr inbounds|nuw %1878[%1881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1800, %1882 : f32, !llvm.ptr
    %1883 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1884 = llvm.mlir.constant(16 : index) : i64
    %1885 = llvm.mul %104, %1884 overflow<nsw, nuw> : i64
    %1886 = llvm.add %1885, %1793 overflow<nsw, nuw> : i64
    %1887 = llvm.getelementptr inbounds|nuw %1883[%1886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1801, %1887 : f32, !llvm.ptr
    %1888 = llvm.add %1793, %88 : i64
    llvm.br ^bb236(%1888 : i64)
  ^bb241:  // pred: ^bb236
    %1889 = llvm.sub %87, %1780 : i64
    %1890 = llvm.intr.umin(%1889, %100) : (i64, i64) -> i64
    llvm.br ^bb242(%86 : i64)
  ^bb242(%1891: i64):  // 2 preds: ^bb241, ^bb246
    %1892 = llvm.icmp "slt" %1891, %1890 : i64
    llvm.cond_br %1892, ^bb243, ^bb247
  ^bb243:  // pred: ^bb242
    %1893 = llvm.add %1780, %1891 : i64
    llvm.br ^bb244(%86 : i64)
  ^bb244(%1894: i64):  // 2 preds: ^bb243, ^bb245
    %1895 = llvm.icmp "slt" %1894, %90 : i64
    llvm.cond_br %1895, ^bb245, ^bb246
  ^bb245:  // pred: ^bb244
    %1896 = llvm.extractvalue %156[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1897 = llvm.mlir.constant(16 : index) : i64
    %1898 = llvm.mul %1893, %1897 overflow<nsw, nuw> : i64
    %1899 = llvm.add %1898, %1894 overflow<nsw, nuw> : i64
    %1900 = llvm.getelementptr inbounds|nuw %1896[%1899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1901 = llvm.load %1900 : !llvm.ptr -> f32
    %1902 = llvm.extractvalue %1779[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1903 = llvm.mlir.constant(16 : index) : i64
    %1904 = llvm.mul %1891, %1903 overflow<nsw, nuw> : i64
    %1905 = llvm.add %1904, %1894 overflow<nsw, nuw> : i64
    %1906 = llvm.getelementptr inbounds|nuw %1902[%1905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1907 = llvm.load %1906 : !llvm.ptr -> f32
    %1908 = llvm.fadd %1901, %1907 : f32
    %1909 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1910 = llvm.mlir.constant(16 : index) : i64
    %1911 = llvm.mul %1893, %1910 overflow<nsw, nuw> : i64
    %1912 = llvm.add %1911, %1894 overflow<nsw, nuw> : i64
    %1913 = llvm.getelementptr inbounds|nuw %1909[%1912] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1908, %1913 : f32, !llvm.ptr
    %1914 = llvm.add %1894, %88 : i64
    llvm.br ^bb244(%1914 : i64)
  ^bb246:  // pred: ^bb244
    %1915 = llvm.add %1891, %88 : i64
    llvm.br ^bb242(%1915 : i64)
  ^bb247:  // pred: ^bb242
    %1916 = llvm.add %1780, %100 : i64
    llvm.br ^bb234(%1916 : i64)
  ^bb248:  // pred: ^bb234
    %1917 = llvm.extractvalue %1779[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1917) : (!llvm.ptr) -> ()
    llvm.cond_br %217, ^bb249, ^bb255
  ^bb249:  // pred: ^bb248
    %1918 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1919 = llvm.getelementptr %1918[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1920 = llvm.atomicrmw add %1919, %93 acq_rel : !llvm.ptr, i64
    %1921 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1922 = llvm.getelementptr %1921[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1923 = llvm.atomicrmw add %1922, %94 acq_rel : !llvm.ptr, i64
    %1924 = llvm.add %1923, %94 : i64
    %1925 = llvm.icmp "eq" %1924, %arg73 : i64
    llvm.cond_br %1925, ^bb250, ^bb251
  ^bb250:  // pred: ^bb249
    %1926 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1927 = llvm.getelementptr %1926[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1928 = llvm.atomicrmw xchg %1927, %93 acq_rel : !llvm.ptr, i64
    %1929 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1930 = llvm.getelementptr %1929[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1931 = llvm.atomicrmw add %1930, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb254
  ^bb251:  // pred: ^bb249
    llvm.br ^bb252
  ^bb252:  // 2 preds: ^bb251, ^bb252
    %1932 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1933 = llvm.getelementptr %1932[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1934 = llvm.atomicrmw add %1933, %93 acq_rel : !llvm.ptr, i64
    %1935 = llvm.icmp "eq" %1934, %1920 : i64
    llvm.cond_br %1935, ^bb252, ^bb253
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254
  ^bb254:  // 2 preds: ^bb250, ^bb253
    llvm.br ^bb255
  ^bb255:  // 2 preds: ^bb248, ^bb254
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: i64, %arg13: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 3072 : i64, pyc.naive_bytes = 6784 : i64, pyc.scratch_bytes = #map} {
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
