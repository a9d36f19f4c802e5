#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (6144)>
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
    %79 = llvm.mlir.constant(0 : i32) : i32
    %80 = llvm.mlir.poison : vector<32xf32>
    %81 = llvm.mlir.constant(32 : index) : i64
    %82 = llvm.mlir.constant(512 : index) : i64
    %83 = llvm.mlir.constant(48 : index) : i64
    %84 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %85 = llvm.mlir.constant(0 : index) : i64
    %86 = llvm.mlir.constant(8 : index) : i64
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %89 = llvm.mlir.constant(16 : index) : i64
    %90 = llvm.mlir.constant(6.250000e-02 : f32) : f32
    %91 = llvm.mlir.constant(9.99999974E-6 : f32) : f32
    %92 = llvm.mlir.constant(0 : i64) : i64
    %93 = llvm.mlir.constant(1 : i64) : i64
    %94 = llvm.mlir.constant(2048 : index) : i64
    %95 = llvm.mlir.constant(512 : index) : i64
    %96 = llvm.mlir.constant(32 : index) : i64
    %97 = llvm.mlir.constant(2 : index) : i64
    %98 = llvm.mlir.constant(6 : index) : i64
    %99 = llvm.mlir.constant(7 : index) : i64
    %100 = llvm.mlir.constant(3 : index) : i64
    %101 = llvm.mlir.constant(4 : index) : i64
    %102 = llvm.mlir.constant(5 : index) : i64
    %103 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %104 = llvm.mlir.constant(64 : index) : i64
    %105 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %106 = llvm.mlir.constant(2.82842708 : f32) : f32
    %107 = llvm.mlir.constant(1024 : index) : i64
    %108 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %109 = llvm.mlir.constant(0.707106769 : f32) : f32
    %110 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %111 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %112 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %113 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %114 = llvm.mlir.constant(1.44269502 : f32) : f32
    %115 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %116 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %117 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %118 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %119 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %120 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %121 = llvm.mlir.constant(0.166666657 : f32) : f32
    %122 = llvm.mlir.constant(1262485504 : i32) : i32
    %123 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %124 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %125 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %126 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %127 = llvm.mlir.constant(0.015188437 : f32) : f32
    %128 = llvm.mlir.constant(0.115167856 : f32) : f32
    %129 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %130 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %131 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %132 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %133 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %134 = llvm.mlir.constant(0.192973539 : f32) : f32
    %135 = llvm.mlir.constant(1.12837899 : f32) : f32
    %136 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %137 = llvm.mlir.constant(48 : index) : i64
    %138 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %139 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %140 = llvm.insertvalue %139, %138[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %142 = llvm.getelementptr %141[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %143 = llvm.insertvalue %142, %140[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %144 = llvm.mlir.constant(0 : index) : i64
    %145 = llvm.insertvalue %144, %143[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %146 = llvm.mlir.constant(16 : index) : i64
    %147 = llvm.insertvalue %146, %145[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.mlir.constant(1 : index) : i64
    %149 = llvm.insertvalue %148, %147[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.mlir.constant(8 : index) : i64
    %151 = llvm.insertvalue %150, %149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.mlir.constant(16 : index) : i64
    %153 = llvm.insertvalue %152, %151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.mul %arg72, %86 : i64
    %155 = llvm.udiv %154, %arg73 : i64
    %156 = llvm.intr.umin(%155, %86) : (i64, i64) -> i64
    %157 = llvm.add %arg72, %87 : i64
    %158 = llvm.mul %157, %86 : i64
    %159 = llvm.udiv %158, %arg73 : i64
    %160 = llvm.intr.umin(%159, %86) : (i64, i64) -> i64
    llvm.br ^bb1(%156 : i64)
  ^bb1(%161: i64):  // 2 preds: ^bb0, ^bb11
    %162 = llvm.icmp "slt" %161, %160 : i64
    llvm.cond_br %162, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%85, %88 : i64, f32)
  ^bb3(%163: i64, %164: f32):  // 2 preds: ^bb2, ^bb4
    %165 = llvm.icmp "slt" %163, %89 : i64
    llvm.cond_br %165, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %166 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %167 = llvm.mlir.constant(16 : index) : i64
    %168 = llvm.mul %161, %167 overflow<nsw, nuw> : i64
    %169 = llvm.add %168, %163 overflow<nsw, nuw> : i64
    %170 = llvm.getelementptr inbounds|nuw %166[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %171 = llvm.load %170 : !llvm.ptr -> f32
    %172 = llvm.fadd %171, %164 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %173 = llvm.add %163, %87 : i64
    llvm.br ^bb3(%173, %172 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%85, %88 : i64, f32)
  ^bb6(%174: i64, %175: f32):  // 2 preds: ^bb5, ^bb7
    %176 = llvm.icmp "slt" %174, %89 : i64
    llvm.cond_br %176, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %177 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %178 = llvm.mlir.constant(16 : index) : i64
    %179 = llvm.mul %161, %178 overflow<nsw, nuw> : i64
    %180 = llvm.add %179, %174 overflow<nsw, nuw> : i64
    %181 = llvm.getelementptr inbounds|nuw %177[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %182 = llvm.load %181 : !llvm.ptr -> f32
    %183 = llvm.fmul %164, %90 : f32
    %184 = llvm.fsub %182, %183 : f32
    %185 = llvm.fmul %184, %184 : f32
    %186 = llvm.fadd %185, %175 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %187 = llvm.add %174, %87 : i64
    llvm.br ^bb6(%187, %186 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%85 : i64)
  ^bb9(%188: i64):  // 2 preds: ^bb8, ^bb10
    %189 = llvm.icmp "slt" %188, %89 : i64
    llvm.cond_br %189, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %190 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %191 = llvm.mlir.constant(16 : index) : i64
    %192 = llvm.mul %161, %191 overflow<nsw, nuw> : i64
    %193 = llvm.add %192, %188 overflow<nsw, nuw> : i64
    %194 = llvm.getelementptr inbounds|nuw %190[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %195 = llvm.load %194 : !llvm.ptr -> f32
    %196 = llvm.fmul %164, %90 : f32
    %197 = llvm.fsub %195, %196 : f32
    %198 = llvm.fmul %175, %90 : f32
    %199 = llvm.fadd %198, %91 : f32
    %200 = llvm.intr.sqrt(%199) : (f32) -> f32
    %201 = llvm.fdiv %84, %200 : f32
    %202 = llvm.fmul %197, %201 : f32
    %203 = llvm.extractvalue %69[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %204 = llvm.getelementptr inbounds|nuw %203[%188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %205 = llvm.load %204 : !llvm.ptr -> f32
    %206 = llvm.fmul %202, %205 : f32
    %207 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %208 = llvm.mlir.constant(16 : index) : i64
    %209 = llvm.mul %161, %208 overflow<nsw, nuw> : i64
    %210 = llvm.add %209, %188 overflow<nsw, nuw> : i64
    %211 = llvm.getelementptr inbounds|nuw %207[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %206, %211 : f32, !llvm.ptr
    %212 = llvm.add %188, %87 : i64
    llvm.br ^bb9(%212 : i64)
  ^bb11:  // pred: ^bb9
    %213 = llvm.add %161, %87 : i64
    llvm.br ^bb1(%213 : i64)
  ^bb12:  // pred: ^bb1
    %214 = llvm.icmp "ugt" %arg73, %87 : i64
    llvm.cond_br %214, ^bb13, ^bb19
  ^bb13:  // pred: ^bb12
    %215 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %216 = llvm.getelementptr %215[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %217 = llvm.atomicrmw add %216, %92 acq_rel : !llvm.ptr, i64
    %218 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %219 = llvm.getelementptr %218[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %220 = llvm.atomicrmw add %219, %93 acq_rel : !llvm.ptr, i64
    %221 = llvm.add %220, %93 : i64
    %222 = llvm.icmp "eq" %221, %arg73 : i64
    llvm.cond_br %222, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %223 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %224 = llvm.getelementptr %223[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %225 = llvm.atomicrmw xchg %224, %92 acq_rel : !llvm.ptr, i64
    %226 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %227 = llvm.getelementptr %226[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %228 = llvm.atomicrmw add %227, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb18
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb16
    %229 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %230 = llvm.getelementptr %229[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %231 = llvm.atomicrmw add %230, %92 acq_rel : !llvm.ptr, i64
    %232 = llvm.icmp "eq" %231, %217 : i64
    llvm.cond_br %232, ^bb16, ^bb17
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18
  ^bb18:  // 2 preds: ^bb14, ^bb17
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb12, ^bb18
    %233 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %235 = llvm.insertvalue %234, %233[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %236 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %237 = llvm.getelementptr %236[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %238 = llvm.insertvalue %237, %235[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %239 = llvm.mlir.constant(0 : index) : i64
    %240 = llvm.insertvalue %239, %238[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %241 = llvm.mlir.constant(48 : index) : i64
    %242 = llvm.insertvalue %241, %240[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %243 = llvm.mlir.constant(1 : index) : i64
    %244 = llvm.insertvalue %243, %242[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %245 = llvm.mlir.constant(8 : index) : i64
    %246 = llvm.insertvalue %245, %244[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %247 = llvm.mlir.constant(48 : index) : i64
    %248 = llvm.insertvalue %247, %246[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %249 = llvm.mlir.constant(6 : index) : i64
    %250 = llvm.mlir.constant(48 : index) : i64
    %251 = llvm.mlir.constant(1 : index) : i64
    %252 = llvm.mlir.constant(288 : index) : i64
    %253 = llvm.mlir.zero : !llvm.ptr
    %254 = llvm.getelementptr %253[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %255 = llvm.ptrtoint %254 : !llvm.ptr to i64
    %256 = llvm.call @malloc(%255) : (i64) -> !llvm.ptr
    %257 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %258 = llvm.insertvalue %256, %257[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %259 = llvm.insertvalue %256, %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %260 = llvm.mlir.constant(0 : index) : i64
    %261 = llvm.insertvalue %260, %259[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %262 = llvm.insertvalue %249, %261[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %263 = llvm.insertvalue %250, %262[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %264 = llvm.insertvalue %250, %263[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %265 = llvm.insertvalue %251, %264[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %266 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %267 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %268 = llvm.insertvalue %267, %266[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %269 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %270 = llvm.getelementptr %269[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %271 = llvm.insertvalue %270, %268[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %272 = llvm.mlir.constant(0 : index) : i64
    %273 = llvm.insertvalue %272, %271[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %274 = llvm.mlir.constant(32 : index) : i64
    %275 = llvm.insertvalue %274, %273[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %276 = llvm.mlir.constant(1 : index) : i64
    %277 = llvm.insertvalue %276, %275[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %278 = llvm.mlir.constant(16 : index) : i64
    %279 = llvm.insertvalue %278, %277[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %280 = llvm.mlir.constant(32 : index) : i64
    %281 = llvm.insertvalue %280, %279[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %282 = llvm.mlir.constant(1 : index) : i64
    %283 = llvm.insertvalue %282, %281[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %284 = llvm.mlir.constant(512 : index) : i64
    %285 = llvm.insertvalue %284, %283[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %286 = llvm.mul %arg72, %89 : i64
    %287 = llvm.udiv %286, %arg73 : i64
    %288 = llvm.intr.umin(%287, %89) : (i64, i64) -> i64
    %289 = llvm.mul %157, %89 : i64
    %290 = llvm.udiv %289, %arg73 : i64
    %291 = llvm.intr.umin(%290, %89) : (i64, i64) -> i64
    llvm.br ^bb20(%288 : i64)
  ^bb20(%292: i64):  // 2 preds: ^bb19, ^bb21
    %293 = llvm.icmp "slt" %292, %291 : i64
    llvm.cond_br %293, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %294 = llvm.udiv %292, %89 : i64
    %295 = llvm.urem %292, %89 : i64
    %296 = llvm.mul %294, %96 : i64
    %297 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %298 = llvm.mul %295, %83 : i64
    %299 = llvm.add %298, %296 : i64
    %300 = llvm.getelementptr %297[%299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %301 = llvm.load %300 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %302 = llvm.extractvalue %285[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %303 = llvm.mul %294, %82 : i64
    %304 = llvm.mul %295, %81 : i64
    %305 = llvm.add %303, %304 : i64
    %306 = llvm.add %305, %85 : i64
    %307 = llvm.getelementptr %302[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %301, %307 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %308 = llvm.add %292, %87 : i64
    llvm.br ^bb20(%308 : i64)
  ^bb22:  // pred: ^bb20
    llvm.cond_br %214, ^bb23, ^bb29
  ^bb23:  // pred: ^bb22
    %309 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %310 = llvm.getelementptr %309[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %311 = llvm.atomicrmw add %310, %92 acq_rel : !llvm.ptr, i64
    %312 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %313 = llvm.getelementptr %312[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %314 = llvm.atomicrmw add %313, %93 acq_rel : !llvm.ptr, i64
    %315 = llvm.add %314, %93 : i64
    %316 = llvm.icmp "eq" %315, %arg73 : i64
    llvm.cond_br %316, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %317 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %318 = llvm.getelementptr %317[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %319 = llvm.atomicrmw xchg %318, %92 acq_rel : !llvm.ptr, i64
    %320 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %321 = llvm.getelementptr %320[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %322 = llvm.atomicrmw add %321, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb28
  ^bb25:  // pred: ^bb23
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb25, ^bb26
    %323 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %324 = llvm.getelementptr %323[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %325 = llvm.atomicrmw add %324, %92 acq_rel : !llvm.ptr, i64
    %326 = llvm.icmp "eq" %325, %311 : i64
    llvm.cond_br %326, ^bb26, ^bb27
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb22, ^bb28
    %327 = llvm.mul %arg72, %97 : i64
    %328 = llvm.udiv %327, %arg73 : i64
    %329 = llvm.mul %328, %98 : i64
    %330 = llvm.intr.umin(%329, %86) : (i64, i64) -> i64
    %331 = llvm.mul %157, %97 : i64
    %332 = llvm.udiv %331, %arg73 : i64
    %333 = llvm.mul %332, %98 : i64
    %334 = llvm.intr.umin(%333, %86) : (i64, i64) -> i64
    llvm.br ^bb30(%330 : i64)
  ^bb30(%335: i64):  // 2 preds: ^bb29, ^bb46
    %336 = llvm.icmp "slt" %335, %334 : i64
    llvm.cond_br %336, ^bb31, ^bb47
  ^bb31:  // pred: ^bb30
    %337 = llvm.intr.umin(%335, %99) : (i64, i64) -> i64
    %338 = llvm.add %335, %87 : i64
    %339 = llvm.intr.umin(%338, %99) : (i64, i64) -> i64
    %340 = llvm.add %335, %97 : i64
    %341 = llvm.intr.umin(%340, %99) : (i64, i64) -> i64
    %342 = llvm.add %335, %100 : i64
    %343 = llvm.intr.umin(%342, %99) : (i64, i64) -> i64
    %344 = llvm.add %335, %101 : i64
    %345 = llvm.intr.umin(%344, %99) : (i64, i64) -> i64
    %346 = llvm.add %335, %102 : i64
    %347 = llvm.intr.umin(%346, %99) : (i64, i64) -> i64
    llvm.br ^bb32(%85, %103, %103, %103, %103, %103, %103 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb32(%348: i64, %349: vector<32xf32>, %350: vector<32xf32>, %351: vector<32xf32>, %352: vector<32xf32>, %353: vector<32xf32>, %354: vector<32xf32>):  // 2 preds: ^bb31, ^bb33
    %355 = llvm.icmp "slt" %348, %89 : i64
    llvm.cond_br %355, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %356 = llvm.extractvalue %285[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %357 = llvm.mul %85, %82 : i64
    %358 = llvm.mul %348, %81 : i64
    %359 = llvm.add %357, %358 : i64
    %360 = llvm.add %359, %85 : i64
    %361 = llvm.getelementptr %356[%360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %362 = llvm.load %361 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %363 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %364 = llvm.mlir.constant(16 : index) : i64
    %365 = llvm.mul %337, %364 overflow<nsw, nuw> : i64
    %366 = llvm.add %365, %348 overflow<nsw, nuw> : i64
    %367 = llvm.getelementptr inbounds|nuw %363[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %368 = llvm.load %367 : !llvm.ptr -> f32
    %369 = llvm.insertelement %368, %80[%79 : i32] : vector<32xf32>
    %370 = llvm.shufflevector %369, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %371 = llvm.intr.fmuladd(%370, %362, %349) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %372 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %373 = llvm.mlir.constant(16 : index) : i64
    %374 = llvm.mul %339, %373 overflow<nsw, nuw> : i64
    %375 = llvm.add %374, %348 overflow<nsw, nuw> : i64
    %376 = llvm.getelementptr inbounds|nuw %372[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %377 = llvm.load %376 : !llvm.ptr -> f32
    %378 = llvm.insertelement %377, %80[%79 : i32] : vector<32xf32>
    %379 = llvm.shufflevector %378, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %380 = llvm.intr.fmuladd(%379, %362, %350) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %381 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %382 = llvm.mlir.constant(16 : index) : i64
    %383 = llvm.mul %341, %382 overflow<nsw, nuw> : i64
    %384 = llvm.add %383, %348 overflow<nsw, nuw> : i64
    %385 = llvm.getelementptr inbounds|nuw %381[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %386 = llvm.load %385 : !llvm.ptr -> f32
    %387 = llvm.insertelement %386, %80[%79 : i32] : vector<32xf32>
    %388 = llvm.shufflevector %387, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %389 = llvm.intr.fmuladd(%388, %362, %351) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %390 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %391 = llvm.mlir.constant(16 : index) : i64
    %392 = llvm.mul %343, %391 overflow<nsw, nuw> : i64
    %393 = llvm.add %392, %348 overflow<nsw, nuw> : i64
    %394 = llvm.getelementptr inbounds|nuw %390[%393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %395 = llvm.load %394 : !llvm.ptr -> f32
    %396 = llvm.insertelement %395, %80[%79 : i32] : vector<32xf32>
    %397 = llvm.shufflevector %396, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %398 = llvm.intr.fmuladd(%397, %362, %352) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %399 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %400 = llvm.mlir.constant(16 : index) : i64
    %401 = llvm.mul %345, %400 overflow<nsw, nuw> : i64
    %402 = llvm.add %401, %348 overflow<nsw, nuw> : i64
    %403 = llvm.getelementptr inbounds|nuw %399[%402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %404 = llvm.load %403 : !llvm.ptr -> f32
    %405 = llvm.insertelement %404, %80[%79 : i32] : vector<32xf32>
    %406 = llvm.shufflevector %405, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %407 = llvm.intr.fmuladd(%406, %362, %353) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %408 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %409 = llvm.mlir.constant(16 : index) : i64
    %410 = llvm.mul %347, %409 overflow<nsw, nuw> : i64
    %411 = llvm.add %410, %348 overflow<nsw, nuw> : i64
    %412 = llvm.getelementptr inbounds|nuw %408[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %413 = llvm.load %412 : !llvm.ptr -> f32
    %414 = llvm.insertelement %413, %80[%79 : i32] : vector<32xf32>
    %415 = llvm.shufflevector %414, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %416 = llvm.intr.fmuladd(%415, %362, %354) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %417 = llvm.add %348, %87 : i64
    llvm.br ^bb32(%417, %371, %380, %389, %398, %407, %416 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb34:  // pred: ^bb32
    %418 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %419 = llvm.mul %85, %83 : i64
    %420 = llvm.add %419, %85 : i64
    %421 = llvm.getelementptr %418[%420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %349, %421 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %422 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %423 = llvm.mul %87, %83 : i64
    %424 = llvm.add %423, %85 : i64
    %425 = llvm.getelementptr %422[%424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %350, %425 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %426 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %427 = llvm.mul %97, %83 : i64
    %428 = llvm.add %427, %85 : i64
    %429 = llvm.getelementptr %426[%428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %351, %429 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %430 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %431 = llvm.mul %100, %83 : i64
    %432 = llvm.add %431, %85 : i64
    %433 = llvm.getelementptr %430[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %352, %433 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %434 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %435 = llvm.mul %101, %83 : i64
    %436 = llvm.add %435, %85 : i64
    %437 = llvm.getelementptr %434[%436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %353, %437 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %438 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %439 = llvm.mul %102, %83 : i64
    %440 = llvm.add %439, %85 : i64
    %441 = llvm.getelementptr %438[%440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %354, %441 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb35(%96 : i64)
  ^bb35(%442: i64):  // 2 preds: ^bb34, ^bb39
    %443 = llvm.icmp "slt" %442, %137 : i64
    llvm.cond_br %443, ^bb36, ^bb40
  ^bb36:  // pred: ^bb35
    llvm.br ^bb37(%85, %88, %88, %88, %88, %88, %88 : i64, f32, f32, f32, f32, f32, f32)
  ^bb37(%444: i64, %445: f32, %446: f32, %447: f32, %448: f32, %449: f32, %450: f32):  // 2 preds: ^bb36, ^bb38
    %451 = llvm.icmp "slt" %444, %89 : i64
    llvm.cond_br %451, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %452 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %453 = llvm.mlir.constant(16 : index) : i64
    %454 = llvm.mul %337, %453 overflow<nsw, nuw> : i64
    %455 = llvm.add %454, %444 overflow<nsw, nuw> : i64
    %456 = llvm.getelementptr inbounds|nuw %452[%455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %457 = llvm.load %456 : !llvm.ptr -> f32
    %458 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %459 = llvm.mlir.constant(16 : index) : i64
    %460 = llvm.mul %339, %459 overflow<nsw, nuw> : i64
    %461 = llvm.add %460, %444 overflow<nsw, nuw> : i64
    %462 = llvm.getelementptr inbounds|nuw %458[%461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %463 = llvm.load %462 : !llvm.ptr -> f32
    %464 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %465 = llvm.mlir.constant(16 : index) : i64
    %466 = llvm.mul %341, %465 overflow<nsw, nuw> : i64
    %467 = llvm.add %466, %444 overflow<nsw, nuw> : i64
    %468 = llvm.getelementptr inbounds|nuw %464[%467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %469 = llvm.load %468 : !llvm.ptr -> f32
    %470 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %471 = llvm.mlir.constant(16 : index) : i64
    %472 = llvm.mul %343, %471 overflow<nsw, nuw> : i64
    %473 = llvm.add %472, %444 overflow<nsw, nuw> : i64
    %474 = llvm.getelementptr inbounds|nuw %470[%473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %475 = llvm.load %474 : !llvm.ptr -> f32
    %476 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %477 = llvm.mlir.constant(16 : index) : i64
    %478 = llvm.mul %345, %477 overflow<nsw, nuw> : i64
    %479 = llvm.add %478, %444 overflow<nsw, nuw> : i64
    %480 = llvm.getelementptr inbounds|nuw %476[%479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %481 = llvm.load %480 : !llvm.ptr -> f32
    %482 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %483 = llvm.mlir.constant(16 : index) : i64
    %484 = llvm.mul %347, %483 overflow<nsw, nuw> : i64
    %485 = llvm.add %484, %444 overflow<nsw, nuw> : i64
    %486 = llvm.getelementptr inbounds|nuw %482[%485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %487 = llvm.load %486 : !llvm.ptr -> f32
    %488 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %489 = llvm.mlir.constant(48 : index) : i64
    %490 = llvm.mul %444, %489 overflow<nsw, nuw> : i64
    %491 = llvm.add %490, %442 overflow<nsw, nuw> : i64
    %492 = llvm.getelementptr inbounds|nuw %488[%491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %493 = llvm.load %492 : !llvm.ptr -> f32
    %494 = llvm.fmul %457, %493 : f32
    %495 = llvm.fadd %494, %445 : f32
    %496 = llvm.fmul %463, %493 : f32
    %497 = llvm.fadd %496, %446 : f32
    %498 = llvm.fmul %469, %493 : f32
    %499 = llvm.fadd %498, %447 : f32
    %500 = llvm.fmul %475, %493 : f32
    %501 = llvm.fadd %500, %448 : f32
    %502 = llvm.fmul %481, %493 : f32
    %503 = llvm.fadd %502, %449 : f32
    %504 = llvm.fmul %487, %493 : f32
    %505 = llvm.fadd %504, %450 : f32
    %506 = llvm.add %444, %87 : i64
    llvm.br ^bb37(%506, %495, %497, %499, %501, %503, %505 : i64, f32, f32, f32, f32, f32, f32)
  ^bb39:  // pred: ^bb37
    %507 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %508 = llvm.mlir.constant(48 : index) : i64
    %509 = llvm.mul %85, %508 overflow<nsw, nuw> : i64
    %510 = llvm.add %509, %442 overflow<nsw, nuw> : i64
    %511 = llvm.getelementptr inbounds|nuw %507[%510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %445, %511 : f32, !llvm.ptr
    %512 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %513 = llvm.mlir.constant(48 : index) : i64
    %514 = llvm.mul %87, %513 overflow<nsw, nuw> : i64
    %515 = llvm.add %514, %442 overflow<nsw, nuw> : i64
    %516 = llvm.getelementptr inbounds|nuw %512[%515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %446, %516 : f32, !llvm.ptr
    %517 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %518 = llvm.mlir.constant(48 : index) : i64
    %519 = llvm.mul %97, %518 overflow<nsw, nuw> : i64
    %520 = llvm.add %519, %442 overflow<nsw, nuw> : i64
    %521 = llvm.getelementptr inbounds|nuw %517[%520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %447, %521 : f32, !llvm.ptr
    %522 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %523 = llvm.mlir.constant(48 : index) : i64
    %524 = llvm.mul %100, %523 overflow<nsw, nuw> : i64
    %525 = llvm.add %524, %442 overflow<nsw, nuw> : i64
    %526 = llvm.getelementptr inbounds|nuw %522[%525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %448, %526 : f32, !llvm.ptr
    %527 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %528 = llvm.mlir.constant(48 : index) : i64
    %529 = llvm.mul %101, %528 overflow<nsw, nuw> : i64
    %530 = llvm.add %529, %442 overflow<nsw, nuw> : i64
    %531 = llvm.getelementptr inbounds|nuw %527[%530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %449, %531 : f32, !llvm.ptr
    %532 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %533 = llvm.mlir.constant(48 : index) : i64
    %534 = llvm.mul %102, %533 overflow<nsw, nuw> : i64
    %535 = llvm.add %534, %442 overflow<nsw, nuw> : i64
    %536 = llvm.getelementptr inbounds|nuw %532[%535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %450, %536 : f32, !llvm.ptr
    %537 = llvm.add %442, %87 : i64
    llvm.br ^bb35(%537 : i64)
  ^bb40:  // pred: ^bb35
    %538 = llvm.sub %86, %335 : i64
    %539 = llvm.intr.umin(%538, %98) : (i64, i64) -> i64
    llvm.br ^bb41(%85 : i64)
  ^bb41(%540: i64):  // 2 preds: ^bb40, ^bb45
    %541 = llvm.icmp "slt" %540, %539 : i64
    llvm.cond_br %541, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    %542 = llvm.add %335, %540 : i64
    llvm.br ^bb43(%85 : i64)
  ^bb43(%543: i64):  // 2 preds: ^bb42, ^bb44
    %544 = llvm.icmp "slt" %543, %137 : i64
    llvm.cond_br %544, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %545 = llvm.extractvalue %265[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %546 = llvm.mlir.constant(48 : index) : i64
    %547 = llvm.mul %540, %546 overflow<nsw, nuw> : i64
    %548 = llvm.add %547, %543 overflow<nsw, nuw> : i64
    %549 = llvm.getelementptr inbounds|nuw %545[%548] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %550 = llvm.load %549 : !llvm.ptr -> f32
    %551 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %552 = llvm.mlir.constant(48 : index) : i64
    %553 = llvm.mul %542, %552 overflow<nsw, nuw> : i64
    %554 = llvm.add %553, %543 overflow<nsw, nuw> : i64
    %555 = llvm.getelementptr inbounds|nuw %551[%554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %550, %555 : f32, !llvm.ptr
    %556 = llvm.add %543, %87 : i64
    llvm.br ^bb43(%556 : i64)
  ^bb45:  // pred: ^bb43
    %557 = llvm.add %540, %87 : i64
    llvm.br ^bb41(%557 : i64)
  ^bb46:  // pred: ^bb41
    %558 = llvm.add %335, %98 : i64
    llvm.br ^bb30(%558 : i64)
  ^bb47:  // pred: ^bb30
    llvm.cond_br %214, ^bb48, ^bb54
  ^bb48:  // pred: ^bb47
    %559 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %560 = llvm.getelementptr %559[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %561 = llvm.atomicrmw add %560, %92 acq_rel : !llvm.ptr, i64
    %562 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %563 = llvm.getelementptr %562[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %564 = llvm.atomicrmw add %563, %93 acq_rel : !llvm.ptr, i64
    %565 = llvm.add %564, %93 : i64
    %566 = llvm.icmp "eq" %565, %arg73 : i64
    llvm.cond_br %566, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    %567 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %568 = llvm.getelementptr %567[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %569 = llvm.atomicrmw xchg %568, %92 acq_rel : !llvm.ptr, i64
    %570 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %571 = llvm.getelementptr %570[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %572 = llvm.atomicrmw add %571, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb53
  ^bb50:  // pred: ^bb48
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb50, ^bb51
    %573 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %574 = llvm.getelementptr %573[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %575 = llvm.atomicrmw add %574, %92 acq_rel : !llvm.ptr, i64
    %576 = llvm.icmp "eq" %575, %561 : i64
    llvm.cond_br %576, ^bb51, ^bb52
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53
  ^bb53:  // 2 preds: ^bb49, ^bb52
    llvm.br ^bb54
  ^bb54:  // 2 preds: ^bb47, ^bb53
    %577 = llvm.extractvalue %265[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%577) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb55, ^bb61
  ^bb55:  // pred: ^bb54
    %578 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %579 = llvm.getelementptr %578[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %580 = llvm.atomicrmw add %579, %92 acq_rel : !llvm.ptr, i64
    %581 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %582 = llvm.getelementptr %581[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %583 = llvm.atomicrmw add %582, %93 acq_rel : !llvm.ptr, i64
    %584 = llvm.add %583, %93 : i64
    %585 = llvm.icmp "eq" %584, %arg73 : i64
    llvm.cond_br %585, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %586 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %587 = llvm.getelementptr %586[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %588 = llvm.atomicrmw xchg %587, %92 acq_rel : !llvm.ptr, i64
    %589 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %590 = llvm.getelementptr %589[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %591 = llvm.atomicrmw add %590, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb60
  ^bb57:  // pred: ^bb55
    llvm.br ^bb58
  ^bb58:  // 2 preds: ^bb57, ^bb58
    %592 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %593 = llvm.getelementptr %592[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %594 = llvm.atomicrmw add %593, %92 acq_rel : !llvm.ptr, i64
    %595 = llvm.icmp "eq" %594, %580 : i64
    llvm.cond_br %595, ^bb58, ^bb59
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60
  ^bb60:  // 2 preds: ^bb56, ^bb59
    llvm.br ^bb61
  ^bb61:  // 2 preds: ^bb54, ^bb60
    %596 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %597 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %598 = llvm.insertvalue %597, %596[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %599 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %600 = llvm.getelementptr %599[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %601 = llvm.insertvalue %600, %598[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %602 = llvm.mlir.constant(0 : index) : i64
    %603 = llvm.insertvalue %602, %601[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %604 = llvm.mlir.constant(8 : index) : i64
    %605 = llvm.insertvalue %604, %603[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %606 = llvm.mlir.constant(1 : index) : i64
    %607 = llvm.insertvalue %606, %605[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb62(%156 : i64)
  ^bb62(%608: i64):  // 2 preds: ^bb61, ^bb63
    %609 = llvm.icmp "slt" %608, %160 : i64
    llvm.cond_br %609, ^bb63, ^bb64
  ^bb63:  // pred: ^bb62
    %610 = llvm.extractvalue %607[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %611 = llvm.getelementptr inbounds|nuw %610[%608] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %608, %611 : i64, !llvm.ptr
    %612 = llvm.add %608, %87 : i64
    llvm.br ^bb62(%612 : i64)
  ^bb64:  // pred: ^bb62
    llvm.cond_br %214, ^bb65, ^bb71
  ^bb65:  // pred: ^bb64
    %613 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %614 = llvm.getelementptr %613[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %615 = llvm.atomicrmw add %614, %92 acq_rel : !llvm.ptr, i64
    %616 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %617 = llvm.getelementptr %616[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %618 = llvm.atomicrmw add %617, %93 acq_rel : !llvm.ptr, i64
    %619 = llvm.add %618, %93 : i64
    %620 = llvm.icmp "eq" %619, %arg73 : i64
    llvm.cond_br %620, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %621 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %622 = llvm.getelementptr %621[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %623 = llvm.atomicrmw xchg %622, %92 acq_rel : !llvm.ptr, i64
    %624 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %625 = llvm.getelementptr %624[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %626 = llvm.atomicrmw add %625, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb70
  ^bb67:  // pred: ^bb65
    llvm.br ^bb68
  ^bb68:  // 2 preds: ^bb67, ^bb68
    %627 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %628 = llvm.getelementptr %627[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %629 = llvm.atomicrmw add %628, %92 acq_rel : !llvm.ptr, i64
    %630 = llvm.icmp "eq" %629, %615 : i64
    llvm.cond_br %630, ^bb68, ^bb69
  ^bb69:  // pred: ^bb68
    llvm.br ^bb70
  ^bb70:  // 2 preds: ^bb66, ^bb69
    llvm.br ^bb71
  ^bb71:  // 2 preds: ^bb64, ^bb70
    %631 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %632 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %633 = llvm.insertvalue %632, %631[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %634 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %635 = llvm.getelementptr %634[%104] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %636 = llvm.insertvalue %635, %633[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %637 = llvm.mlir.constant(0 : index) : i64
    %638 = llvm.insertvalue %637, %636[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %639 = llvm.mlir.constant(8 : index) : i64
    %640 = llvm.insertvalue %639, %638[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %641 = llvm.mlir.constant(1 : index) : i64
    %642 = llvm.insertvalue %641, %640[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %643 = llvm.mlir.constant(8 : index) : i64
    %644 = llvm.insertvalue %643, %642[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %645 = llvm.mlir.constant(8 : index) : i64
    %646 = llvm.insertvalue %645, %644[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb72(%156 : i64)
  ^bb72(%647: i64):  // 2 preds: ^bb71, ^bb76
    %648 = llvm.icmp "slt" %647, %160 : i64
    llvm.cond_br %648, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%85 : i64)
  ^bb74(%649: i64):  // 2 preds: ^bb73, ^bb75
    %650 = llvm.icmp "slt" %649, %86 : i64
    llvm.cond_br %650, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %651 = llvm.extractvalue %607[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %652 = llvm.getelementptr inbounds|nuw %651[%649] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %653 = llvm.load %652 : !llvm.ptr -> i64
    %654 = llvm.extractvalue %607[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %655 = llvm.getelementptr inbounds|nuw %654[%647] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %656 = llvm.load %655 : !llvm.ptr -> i64
    %657 = llvm.sub %653, %656 : i64
    %658 = llvm.icmp "sgt" %657, %92 : i64
    %659 = llvm.zext %658 : i1 to i8
    %660 = llvm.extractvalue %646[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %661 = llvm.mlir.constant(8 : index) : i64
    %662 = llvm.mul %647, %661 overflow<nsw, nuw> : i64
    %663 = llvm.add %662, %649 overflow<nsw, nuw> : i64
    %664 = llvm.getelementptr inbounds|nuw %660[%663] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %659, %664 : i8, !llvm.ptr
    %665 = llvm.add %649, %87 : i64
    llvm.br ^bb74(%665 : i64)
  ^bb76:  // pred: ^bb74
    %666 = llvm.add %647, %87 : i64
    llvm.br ^bb72(%666 : i64)
  ^bb77:  // pred: ^bb72
    llvm.cond_br %214, ^bb78, ^bb84
  ^bb78:  // pred: ^bb77
    %667 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %668 = llvm.getelementptr %667[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %669 = llvm.atomicrmw add %668, %92 acq_rel : !llvm.ptr, i64
    %670 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %671 = llvm.getelementptr %670[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %672 = llvm.atomicrmw add %671, %93 acq_rel : !llvm.ptr, i64
    %673 = llvm.add %672, %93 : i64
    %674 = llvm.icmp "eq" %673, %arg73 : i64
    llvm.cond_br %674, ^bb79, ^bb80
  ^bb79:  // pred: ^bb78
    %675 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %676 = llvm.getelementptr %675[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %677 = llvm.atomicrmw xchg %676, %92 acq_rel : !llvm.ptr, i64
    %678 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %679 = llvm.getelementptr %678[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %680 = llvm.atomicrmw add %679, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb83
  ^bb80:  // pred: ^bb78
    llvm.br ^bb81
  ^bb81:  // 2 preds: ^bb80, ^bb81
    %681 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %682 = llvm.getelementptr %681[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %683 = llvm.atomicrmw add %682, %92 acq_rel : !llvm.ptr, i64
    %684 = llvm.icmp "eq" %683, %669 : i64
    llvm.cond_br %684, ^bb81, ^bb82
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83
  ^bb83:  // 2 preds: ^bb79, ^bb82
    llvm.br ^bb84
  ^bb84:  // 2 preds: ^bb77, ^bb83
    %685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %686 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %687 = llvm.insertvalue %686, %685[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %688 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %689 = llvm.getelementptr %688[%94] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %690 = llvm.insertvalue %689, %687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %691 = llvm.mlir.constant(0 : index) : i64
    %692 = llvm.insertvalue %691, %690[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %693 = llvm.mlir.constant(8 : index) : i64
    %694 = llvm.insertvalue %693, %692[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %695 = llvm.mlir.constant(1 : index) : i64
    %696 = llvm.insertvalue %695, %694[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %697 = llvm.mlir.constant(8 : index) : i64
    %698 = llvm.insertvalue %697, %696[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %699 = llvm.mlir.constant(8 : index) : i64
    %700 = llvm.insertvalue %699, %698[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %701 = llvm.mlir.constant(2 : index) : i64
    %702 = llvm.insertvalue %701, %700[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %703 = llvm.mlir.constant(64 : index) : i64
    %704 = llvm.insertvalue %703, %702[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %705 = llvm.mlir.constant(6 : index) : i64
    %706 = llvm.mlir.constant(8 : index) : i64
    %707 = llvm.mlir.constant(1 : index) : i64
    %708 = llvm.mlir.constant(48 : index) : i64
    %709 = llvm.mlir.zero : !llvm.ptr
    %710 = llvm.getelementptr %709[%708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %711 = llvm.ptrtoint %710 : !llvm.ptr to i64
    %712 = llvm.call @malloc(%711) : (i64) -> !llvm.ptr
    %713 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %714 = llvm.insertvalue %712, %713[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %715 = llvm.insertvalue %712, %714[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %716 = llvm.mlir.constant(0 : index) : i64
    %717 = llvm.insertvalue %716, %715[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %718 = llvm.insertvalue %705, %717[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %719 = llvm.insertvalue %706, %718[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %720 = llvm.insertvalue %706, %719[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %721 = llvm.insertvalue %707, %720[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %722 = llvm.intr.umin(%328, %97) : (i64, i64) -> i64
    %723 = llvm.intr.umin(%332, %97) : (i64, i64) -> i64
    llvm.br ^bb85(%722 : i64)
  ^bb85(%724: i64):  // 2 preds: ^bb84, ^bb101
    %725 = llvm.icmp "slt" %724, %723 : i64
    llvm.cond_br %725, ^bb86, ^bb102
  ^bb86:  // pred: ^bb85
    llvm.br ^bb87(%85 : i64)
  ^bb87(%726: i64):  // 2 preds: ^bb86, ^bb100
    %727 = llvm.icmp "slt" %726, %86 : i64
    llvm.cond_br %727, ^bb88, ^bb101
  ^bb88:  // pred: ^bb87
    %728 = llvm.intr.umin(%726, %99) : (i64, i64) -> i64
    %729 = llvm.add %726, %87 : i64
    %730 = llvm.intr.umin(%729, %99) : (i64, i64) -> i64
    %731 = llvm.add %726, %97 : i64
    %732 = llvm.intr.umin(%731, %99) : (i64, i64) -> i64
    %733 = llvm.add %726, %100 : i64
    %734 = llvm.intr.umin(%733, %99) : (i64, i64) -> i64
    %735 = llvm.add %726, %101 : i64
    %736 = llvm.intr.umin(%735, %99) : (i64, i64) -> i64
    %737 = llvm.add %726, %102 : i64
    %738 = llvm.intr.umin(%737, %99) : (i64, i64) -> i64
    llvm.br ^bb89(%85 : i64)
  ^bb89(%739: i64):  // 2 preds: ^bb88, ^bb93
    %740 = llvm.icmp "slt" %739, %86 : i64
    llvm.cond_br %740, ^bb90, ^bb94
  ^bb90:  // pred: ^bb89
    llvm.br ^bb91(%85, %88, %88, %88, %88, %88, %88 : i64, f32, f32, f32, f32, f32, f32)
  ^bb91(%741: i64, %742: f32, %743: f32, %744: f32, %745: f32, %746: f32, %747: f32):  // 2 preds: ^bb90, ^bb92
    %748 = llvm.icmp "slt" %741, %86 : i64
    llvm.cond_br %748, ^bb92, ^bb93
  ^bb92:  // pred: ^bb91
    %749 = llvm.mul %724, %86 : i64
    %750 = llvm.add %749, %741 : i64
    %751 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %752 = llvm.mlir.constant(48 : index) : i64
    %753 = llvm.mul %728, %752 overflow<nsw, nuw> : i64
    %754 = llvm.add %753, %750 overflow<nsw, nuw> : i64
    %755 = llvm.getelementptr inbounds|nuw %751[%754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %756 = llvm.load %755 : !llvm.ptr -> f32
    %757 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %758 = llvm.mlir.constant(48 : index) : i64
    %759 = llvm.mul %730, %758 overflow<nsw, nuw> : i64
    %760 = llvm.add %759, %750 overflow<nsw, nuw> : i64
    %761 = llvm.getelementptr inbounds|nuw %757[%760] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %762 = llvm.load %761 : !llvm.ptr -> f32
    %763 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %764 = llvm.mlir.constant(48 : index) : i64
    %765 = llvm.mul %732, %764 overflow<nsw, nuw> : i64
    %766 = llvm.add %765, %750 overflow<nsw, nuw> : i64
    %767 = llvm.getelementptr inbounds|nuw %763[%766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %768 = llvm.load %767 : !llvm.ptr -> f32
    %769 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %770 = llvm.mlir.constant(48 : index) : i64
    %771 = llvm.mul %734, %770 overflow<nsw, nuw> : i64
    %772 = llvm.add %771, %750 overflow<nsw, nuw> : i64
    %773 = llvm.getelementptr inbounds|nuw %769[%772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %774 = llvm.load %773 : !llvm.ptr -> f32
    %775 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %776 = llvm.mlir.constant(48 : index) : i64
    %777 = llvm.mul %736, %776 overflow<nsw, nuw> : i64
    %778 = llvm.add %777, %750 overflow<nsw, nuw> : i64
    %779 = llvm.getelementptr inbounds|nuw %775[%778] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %780 = llvm.load %779 : !llvm.ptr -> f32
    %781 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %782 = llvm.mlir.constant(48 : index) : i64
    %783 = llvm.mul %738, %782 overflow<nsw, nuw> : i64
    %784 = llvm.add %783, %750 overflow<nsw, nuw> : i64
    %785 = llvm.getelementptr inbounds|nuw %781[%784] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %786 = llvm.load %785 : !llvm.ptr -> f32
    %787 = llvm.add %750, %89 : i64
    %788 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %789 = llvm.mlir.constant(48 : index) : i64
    %790 = llvm.mul %739, %789 overflow<nsw, nuw> : i64
    %791 = llvm.add %790, %787 overflow<nsw, nuw> : i64
    %792 = llvm.getelementptr inbounds|nuw %788[%791] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %793 = llvm.load %792 : !llvm.ptr -> f32
    %794 = llvm.fmul %756, %793 : f32
    %795 = llvm.fadd %794, %742 : f32
    %796 = llvm.fmul %762, %793 : f32
    %797 = llvm.fadd %796, %743 : f32
    %798 = llvm.fmul %768, %793 : f32
    %799 = llvm.fadd %798, %744 : f32
    %800 = llvm.fmul %774, %793 : f32
    %801 = llvm.fadd %800, %745 : f32
    %802 = llvm.fmul %780, %793 : f32
    %803 = llvm.fadd %802, %746 : f32
    %804 = llvm.fmul %786, %793 : f32
    %805 = llvm.fadd %804, %747 : f32
    %806 = llvm.add %741, %87 : i64
    llvm.br ^bb91(%806, %795, %797, %799, %801, %803, %805 : i64, f32, f32, f32, f32, f32, f32)
  ^bb93:  // pred: ^bb91
    %807 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %808 = llvm.mlir.constant(8 : index) : i64
    %809 = llvm.mul %85, %808 overflow<nsw, nuw> : i64
    %810 = llvm.add %809, %739 overflow<nsw, nuw> : i64
    %811 = llvm.getelementptr inbounds|nuw %807[%810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %742, %811 : f32, !llvm.ptr
    %812 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %813 = llvm.mlir.constant(8 : index) : i64
    %814 = llvm.mul %87, %813 overflow<nsw, nuw> : i64
    %815 = llvm.add %814, %739 overflow<nsw, nuw> : i64
    %816 = llvm.getelementptr inbounds|nuw %812[%815] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %743, %816 : f32, !llvm.ptr
    %817 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %818 = llvm.mlir.constant(8 : index) : i64
    %819 = llvm.mul %97, %818 overflow<nsw, nuw> : i64
    %820 = llvm.add %819, %739 overflow<nsw, nuw> : i64
    %821 = llvm.getelementptr inbounds|nuw %817[%820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %744, %821 : f32, !llvm.ptr
    %822 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %823 = llvm.mlir.constant(8 : index) : i64
    %824 = llvm.mul %100, %823 overflow<nsw, nuw> : i64
    %825 = llvm.add %824, %739 overflow<nsw, nuw> : i64
    %826 = llvm.getelementptr inbounds|nuw %822[%825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %745, %826 : f32, !llvm.ptr
    %827 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %828 = llvm.mlir.constant(8 : index) : i64
    %829 = llvm.mul %101, %828 overflow<nsw, nuw> : i64
    %830 = llvm.add %829, %739 overflow<nsw, nuw> : i64
    %831 = llvm.getelementptr inbounds|nuw %827[%830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %746, %831 : f32, !llvm.ptr
    %832 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %833 = llvm.mlir.constant(8 : index) : i64
    %834 = llvm.mul %102, %833 overflow<nsw, nuw> : i64
    %835 = llvm.add %834, %739 overflow<nsw, nuw> : i64
    %836 = llvm.getelementptr inbounds|nuw %832[%835] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %747, %836 : f32, !llvm.ptr
    %837 = llvm.add %739, %87 : i64
    llvm.br ^bb89(%837 : i64)
  ^bb94:  // pred: ^bb89
    %838 = llvm.sub %86, %726 : i64
    %839 = llvm.intr.umin(%838, %98) : (i64, i64) -> i64
    llvm.br ^bb95(%85 : i64)
  ^bb95(%840: i64):  // 2 preds: ^bb94, ^bb99
    %841 = llvm.icmp "slt" %840, %839 : i64
    llvm.cond_br %841, ^bb96, ^bb100
  ^bb96:  // pred: ^bb95
    %842 = llvm.add %726, %840 : i64
    llvm.br ^bb97(%85 : i64)
  ^bb97(%843: i64):  // 2 preds: ^bb96, ^bb98
    %844 = llvm.icmp "slt" %843, %86 : i64
    llvm.cond_br %844, ^bb98, ^bb99
  ^bb98:  // pred: ^bb97
    %845 = llvm.extractvalue %646[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %846 = llvm.mlir.constant(8 : index) : i64
    %847 = llvm.mul %842, %846 overflow<nsw, nuw> : i64
    %848 = llvm.add %847, %843 overflow<nsw, nuw> : i64
    %849 = llvm.getelementptr inbounds|nuw %845[%848] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %850 = llvm.load %849 : !llvm.ptr -> i8
    %851 = llvm.trunc %850 : i8 to i1
    %852 = llvm.extractvalue %721[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %853 = llvm.mlir.constant(8 : index) : i64
    %854 = llvm.mul %840, %853 overflow<nsw, nuw> : i64
    %855 = llvm.add %854, %843 overflow<nsw, nuw> : i64
    %856 = llvm.getelementptr inbounds|nuw %852[%855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %857 = llvm.load %856 : !llvm.ptr -> f32
    %858 = llvm.fdiv %857, %106 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %859 = llvm.select %851, %105, %858 : i1, f32
    %860 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %861 = llvm.mlir.constant(64 : index) : i64
    %862 = llvm.mul %724, %861 overflow<nsw, nuw> : i64
    %863 = llvm.mlir.constant(8 : index) : i64
    %864 = llvm.mul %842, %863 overflow<nsw, nuw> : i64
    %865 = llvm.add %862, %864 overflow<nsw, nuw> : i64
    %866 = llvm.add %865, %843 overflow<nsw, nuw> : i64
    %867 = llvm.getelementptr inbounds|nuw %860[%866] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %859, %867 : f32, !llvm.ptr
    %868 = llvm.add %843, %87 : i64
    llvm.br ^bb97(%868 : i64)
  ^bb99:  // pred: ^bb97
    %869 = llvm.add %840, %87 : i64
    llvm.br ^bb95(%869 : i64)
  ^bb100:  // pred: ^bb95
    %870 = llvm.add %726, %98 : i64
    llvm.br ^bb87(%870 : i64)
  ^bb101:  // pred: ^bb87
    %871 = llvm.add %724, %87 : i64
    llvm.br ^bb85(%871 : i64)
  ^bb102:  // pred: ^bb85
    %872 = llvm.extractvalue %721[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%872) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb103, ^bb109
  ^bb103:  // pred: ^bb102
    %873 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %874 = llvm.getelementptr %873[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %875 = llvm.atomicrmw add %874, %92 acq_rel : !llvm.ptr, i64
    %876 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %877 = llvm.getelementptr %876[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %878 = llvm.atomicrmw add %877, %93 acq_rel : !llvm.ptr, i64
    %879 = llvm.add %878, %93 : i64
    %880 = llvm.icmp "eq" %879, %arg73 : i64
    llvm.cond_br %880, ^bb104, ^bb105
  ^bb104:  // pred: ^bb103
    %881 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %882 = llvm.getelementptr %881[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %883 = llvm.atomicrmw xchg %882, %92 acq_rel : !llvm.ptr, i64
    %884 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %885 = llvm.getelementptr %884[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %886 = llvm.atomicrmw add %885, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb108
  ^bb105:  // pred: ^bb103
    llvm.br ^bb106
  ^bb106:  // 2 preds: ^bb105, ^bb106
    %887 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %888 = llvm.getelementptr %887[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %889 = llvm.atomicrmw add %888, %92 acq_rel : !llvm.ptr, i64
    %890 = llvm.icmp "eq" %889, %875 : i64
    llvm.cond_br %890, ^bb106, ^bb107
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108
  ^bb108:  // 2 preds: ^bb104, ^bb107
    llvm.br ^bb109
  ^bb109:  // 2 preds: ^bb102, ^bb108
    %891 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %892 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %893 = llvm.insertvalue %892, %891[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %894 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %895 = llvm.getelementptr %894[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %896 = llvm.insertvalue %895, %893[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %897 = llvm.mlir.constant(0 : index) : i64
    %898 = llvm.insertvalue %897, %896[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %899 = llvm.mlir.constant(8 : index) : i64
    %900 = llvm.insertvalue %899, %898[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %901 = llvm.mlir.constant(1 : index) : i64
    %902 = llvm.insertvalue %901, %900[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %903 = llvm.mlir.constant(8 : index) : i64
    %904 = llvm.insertvalue %903, %902[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %905 = llvm.mlir.constant(8 : index) : i64
    %906 = llvm.insertvalue %905, %904[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %907 = llvm.mlir.constant(2 : index) : i64
    %908 = llvm.insertvalue %907, %906[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %909 = llvm.mlir.constant(64 : index) : i64
    %910 = llvm.insertvalue %909, %908[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %911 = llvm.mlir.constant(8 : index) : i64
    %912 = llvm.mlir.constant(1 : index) : i64
    %913 = llvm.mlir.zero : !llvm.ptr
    %914 = llvm.getelementptr %913[%911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %915 = llvm.ptrtoint %914 : !llvm.ptr to i64
    %916 = llvm.call @malloc(%915) : (i64) -> !llvm.ptr
    %917 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %918 = llvm.insertvalue %916, %917[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %919 = llvm.insertvalue %916, %918[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %920 = llvm.mlir.constant(0 : index) : i64
    %921 = llvm.insertvalue %920, %919[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %922 = llvm.insertvalue %911, %921[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %923 = llvm.insertvalue %912, %922[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb110(%722 : i64)
  ^bb110(%924: i64):  // 2 preds: ^bb109, ^bb123
    %925 = llvm.icmp "slt" %924, %723 : i64
    llvm.cond_br %925, ^bb111, ^bb124
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%85 : i64)
  ^bb112(%926: i64):  // 2 preds: ^bb111, ^bb122
    %927 = llvm.icmp "slt" %926, %86 : i64
    llvm.cond_br %927, ^bb113, ^bb123
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%85, %105 : i64, f32)
  ^bb114(%928: i64, %929: f32):  // 2 preds: ^bb113, ^bb115
    %930 = llvm.icmp "slt" %928, %86 : i64
    llvm.cond_br %930, ^bb115, ^bb116
  ^bb115:  // pred: ^bb114
    %931 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %932 = llvm.mlir.constant(64 : index) : i64
    %933 = llvm.mul %924, %932 overflow<nsw, nuw> : i64
    %934 = llvm.mlir.constant(8 : index) : i64
    %935 = llvm.mul %926, %934 overflow<nsw, nuw> : i64
    %936 = llvm.add %933, %935 overflow<nsw, nuw> : i64
    %937 = llvm.add %936, %928 overflow<nsw, nuw> : i64
    %938 = llvm.getelementptr inbounds|nuw %931[%937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %939 = llvm.load %938 : !llvm.ptr -> f32
    %940 = llvm.intr.maximum(%939, %929) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %941 = llvm.add %928, %87 : i64
    llvm.br ^bb114(%941, %940 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb116:  // pred: ^bb114
    llvm.br ^bb117(%85, %88 : i64, f32)
  ^bb117(%942: i64, %943: f32):  // 2 preds: ^bb116, ^bb118
    %944 = llvm.icmp "slt" %942, %86 : i64
    llvm.cond_br %944, ^bb118, ^bb119
  ^bb118:  // pred: ^bb117
    %945 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %946 = llvm.mlir.constant(64 : index) : i64
    %947 = llvm.mul %924, %946 overflow<nsw, nuw> : i64
    %948 = llvm.mlir.constant(8 : index) : i64
    %949 = llvm.mul %926, %948 overflow<nsw, nuw> : i64
    %950 = llvm.add %947, %949 overflow<nsw, nuw> : i64
    %951 = llvm.add %950, %942 overflow<nsw, nuw> : i64
    %952 = llvm.getelementptr inbounds|nuw %945[%951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %953 = llvm.load %952 : !llvm.ptr -> f32
    %954 = llvm.fsub %953, %929 : f32
    %955 = llvm.fcmp "olt" %954, %111 : f32
    %956 = llvm.select %955, %111, %954 : i1, f32
    %957 = llvm.fcmp "ogt" %956, %112 : f32
    %958 = llvm.select %957, %112, %956 : i1, f32
    %959 = llvm.intr.fma(%958, %114, %113) : (f32, f32, f32) -> f32
    %960 = llvm.fsub %959, %113 : f32
    %961 = llvm.intr.fma(%960, %115, %958) : (f32, f32, f32) -> f32
    %962 = llvm.intr.fma(%960, %116, %961) : (f32, f32, f32) -> f32
    %963 = llvm.fmul %962, %962 : f32
    %964 = llvm.intr.fma(%117, %962, %118) : (f32, f32, f32) -> f32
    %965 = llvm.intr.fma(%964, %962, %119) : (f32, f32, f32) -> f32
    %966 = llvm.intr.fma(%965, %962, %120) : (f32, f32, f32) -> f32
    %967 = llvm.intr.fma(%966, %962, %121) : (f32, f32, f32) -> f32
    %968 = llvm.intr.fma(%967, %962, %108) : (f32, f32, f32) -> f32
    %969 = llvm.intr.fma(%968, %963, %962) : (f32, f32, f32) -> f32
    %970 = llvm.fadd %969, %110 : f32
    %971 = llvm.bitcast %959 : f32 to i32
    %972 = llvm.sub %971, %122 : i32
    %973 = llvm.intr.ldexp(%970, %972) : (f32, i32) -> f32
    %974 = llvm.select %955, %88, %973 : i1, f32
    %975 = llvm.extractvalue %923[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %976 = llvm.getelementptr inbounds|nuw %975[%942] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %974, %976 : f32, !llvm.ptr
    %977 = llvm.fadd %974, %943 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %978 = llvm.add %942, %87 : i64
    llvm.br ^bb117(%978, %977 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb119:  // pred: ^bb117
    llvm.br ^bb120(%85 : i64)
  ^bb120(%979: i64):  // 2 preds: ^bb119, ^bb121
    %980 = llvm.icmp "slt" %979, %86 : i64
    llvm.cond_br %980, ^bb121, ^bb122
  ^bb121:  // pred: ^bb120
    %981 = llvm.extractvalue %923[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %982 = llvm.getelementptr inbounds|nuw %981[%979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %983 = llvm.load %982 : !llvm.ptr -> f32
    %984 = llvm.fdiv %983, %943 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %985 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %986 = llvm.mlir.constant(64 : index) : i64
    %987 = llvm.mul %924, %986 overflow<nsw, nuw> : i64
    %988 = llvm.mlir.constant(8 : index) : i64
    %989 = llvm.mul %926, %988 overflow<nsw, nuw> : i64
    %990 = llvm.add %987, %989 overflow<nsw, nuw> : i64
    %991 = llvm.add %990, %979 overflow<nsw, nuw> : i64
    %992 = llvm.getelementptr inbounds|nuw %985[%991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %984, %992 : f32, !llvm.ptr
    %993 = llvm.add %979, %87 : i64
    llvm.br ^bb120(%993 : i64)
  ^bb122:  // pred: ^bb120
    %994 = llvm.add %926, %87 : i64
    llvm.br ^bb112(%994 : i64)
  ^bb123:  // pred: ^bb112
    %995 = llvm.add %924, %87 : i64
    llvm.br ^bb110(%995 : i64)
  ^bb124:  // pred: ^bb110
    %996 = llvm.extractvalue %923[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%996) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb125, ^bb131
  ^bb125:  // pred: ^bb124
    %997 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %998 = llvm.getelementptr %997[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %999 = llvm.atomicrmw add %998, %92 acq_rel : !llvm.ptr, i64
    %1000 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1001 = llvm.getelementptr %1000[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1002 = llvm.atomicrmw add %1001, %93 acq_rel : !llvm.ptr, i64
    %1003 = llvm.add %1002, %93 : i64
    %1004 = llvm.icmp "eq" %1003, %arg73 : i64
    llvm.cond_br %1004, ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    %1005 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1006 = llvm.getelementptr %1005[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1007 = llvm.atomicrmw xchg %1006, %92 acq_rel : !llvm.ptr, i64
    %1008 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1009 = llvm.getelementptr %1008[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1010 = llvm.atomicrmw add %1009, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb130
  ^bb127:  // pred: ^bb125
    llvm.br ^bb128
  ^bb128:  // 2 preds: ^bb127, ^bb128
    %1011 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1012 = llvm.getelementptr %1011[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1013 = llvm.atomicrmw add %1012, %92 acq_rel : !llvm.ptr, i64
    %1014 = llvm.icmp "eq" %1013, %999 : i64
    llvm.cond_br %1014, ^bb128, ^bb129
  ^bb129:  // pred: ^bb128
    llvm.br ^bb130
  ^bb130:  // 2 preds: ^bb126, ^bb129
    llvm.br ^bb131
  ^bb131:  // 2 preds: ^bb124, ^bb130
    %1015 = llvm.mlir.constant(6 : index) : i64
    %1016 = llvm.mlir.constant(8 : index) : i64
    %1017 = llvm.mlir.constant(1 : index) : i64
    %1018 = llvm.mlir.constant(48 : index) : i64
    %1019 = llvm.mlir.zero : !llvm.ptr
    %1020 = llvm.getelementptr %1019[%1018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1021 = llvm.ptrtoint %1020 : !llvm.ptr to i64
    %1022 = llvm.call @malloc(%1021) : (i64) -> !llvm.ptr
    %1023 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1024 = llvm.insertvalue %1022, %1023[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1025 = llvm.insertvalue %1022, %1024[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1026 = llvm.mlir.constant(0 : index) : i64
    %1027 = llvm.insertvalue %1026, %1025[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1028 = llvm.insertvalue %1015, %1027[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1029 = llvm.insertvalue %1016, %1028[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1030 = llvm.insertvalue %1016, %1029[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1031 = llvm.insertvalue %1017, %1030[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb132(%722 : i64)
  ^bb132(%1032: i64):  // 2 preds: ^bb131, ^bb148
    %1033 = llvm.icmp "slt" %1032, %723 : i64
    llvm.cond_br %1033, ^bb133, ^bb149
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%85 : i64)
  ^bb134(%1034: i64):  // 2 preds: ^bb133, ^bb147
    %1035 = llvm.icmp "slt" %1034, %86 : i64
    llvm.cond_br %1035, ^bb135, ^bb148
  ^bb135:  // pred: ^bb134
    %1036 = llvm.intr.umin(%1034, %99) : (i64, i64) -> i64
    %1037 = llvm.add %1034, %87 : i64
    %1038 = llvm.intr.umin(%1037, %99) : (i64, i64) -> i64
    %1039 = llvm.add %1034, %97 : i64
    %1040 = llvm.intr.umin(%1039, %99) : (i64, i64) -> i64
    %1041 = llvm.add %1034, %100 : i64
    %1042 = llvm.intr.umin(%1041, %99) : (i64, i64) -> i64
    %1043 = llvm.add %1034, %101 : i64
    %1044 = llvm.intr.umin(%1043, %99) : (i64, i64) -> i64
    %1045 = llvm.add %1034, %102 : i64
    %1046 = llvm.intr.umin(%1045, %99) : (i64, i64) -> i64
    llvm.br ^bb136(%85 : i64)
  ^bb136(%1047: i64):  // 2 preds: ^bb135, ^bb140
    %1048 = llvm.icmp "slt" %1047, %86 : i64
    llvm.cond_br %1048, ^bb137, ^bb141
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%85, %88, %88, %88, %88, %88, %88 : i64, f32, f32, f32, f32, f32, f32)
  ^bb138(%1049: i64, %1050: f32, %1051: f32, %1052: f32, %1053: f32, %1054: f32, %1055: f32):  // 2 preds: ^bb137, ^bb139
    %1056 = llvm.icmp "slt" %1049, %86 : i64
    llvm.cond_br %1056, ^bb139, ^bb140
  ^bb139:  // pred: ^bb138
    %1057 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1058 = llvm.mlir.constant(64 : index) : i64
    %1059 = llvm.mul %1032, %1058 overflow<nsw, nuw> : i64
    %1060 = llvm.mlir.constant(8 : index) : i64
    %1061 = llvm.mul %1036, %1060 overflow<nsw, nuw> : i64
    %1062 = llvm.add %1059, %1061 overflow<nsw, nuw> : i64
    %1063 = llvm.add %1062, %1049 overflow<nsw, nuw> : i64
    %1064 = llvm.getelementptr inbounds|nuw %1057[%1063] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1065 = llvm.load %1064 : !llvm.ptr -> f32
    %1066 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1067 = llvm.mlir.constant(64 : index) : i64
    %1068 = llvm.mul %1032, %1067 overflow<nsw, nuw> : i64
    %1069 = llvm.mlir.constant(8 : index) : i64
    %1070 = llvm.mul %1038, %1069 overflow<nsw, nuw> : i64
    %1071 = llvm.add %1068, %1070 overflow<nsw, nuw> : i64
    %1072 = llvm.add %1071, %1049 overflow<nsw, nuw> : i64
    %1073 = llvm.getelementptr inbounds|nuw %1066[%1072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1074 = llvm.load %1073 : !llvm.ptr -> f32
    %1075 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1076 = llvm.mlir.constant(64 : index) : i64
    %1077 = llvm.mul %1032, %1076 overflow<nsw, nuw> : i64
    %1078 = llvm.mlir.constant(8 : index) : i64
    %1079 = llvm.mul %1040, %1078 overflow<nsw, nuw> : i64
    %1080 = llvm.add %1077, %1079 overflow<nsw, nuw> : i64
    %1081 = llvm.add %1080, %1049 overflow<nsw, nuw> : i64
    %1082 = llvm.getelementptr inbounds|nuw %1075[%1081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1083 = llvm.load %1082 : !llvm.ptr -> f32
    %1084 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1085 = llvm.mlir.constant(64 : index) : i64
    %1086 = llvm.mul %1032, %1085 overflow<nsw, nuw> : i64
    %1087 = llvm.mlir.constant(8 : index) : i64
    %1088 = llvm.mul %1042, %1087 overflow<nsw, nuw> : i64
    %1089 = llvm.add %1086, %1088 overflow<nsw, nuw> : i64
    %1090 = llvm.add %1089, %1049 overflow<nsw, nuw> : i64
    %1091 = llvm.getelementptr inbounds|nuw %1084[%1090] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1092 = llvm.load %1091 : !llvm.ptr -> f32
    %1093 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1094 = llvm.mlir.constant(64 : index) : i64
    %1095 = llvm.mul %1032, %1094 overflow<nsw, nuw> : i64
    %1096 = llvm.mlir.constant(8 : index) : i64
    %1097 = llvm.mul %1044, %1096 overflow<nsw, nuw> : i64
    %1098 = llvm.add %1095, %1097 overflow<nsw, nuw> : i64
    %1099 = llvm.add %1098, %1049 overflow<nsw, nuw> : i64
    %1100 = llvm.getelementptr inbounds|nuw %1093[%1099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1101 = llvm.load %1100 : !llvm.ptr -> f32
    %1102 = llvm.extractvalue %910[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1103 = llvm.mlir.constant(64 : index) : i64
    %1104 = llvm.mul %1032, %1103 overflow<nsw, nuw> : i64
    %1105 = llvm.mlir.constant(8 : index) : i64
    %1106 = llvm.mul %1046, %1105 overflow<nsw, nuw> : i64
    %1107 = llvm.add %1104, %1106 overflow<nsw, nuw> : i64
    %1108 = llvm.add %1107, %1049 overflow<nsw, nuw> : i64
    %1109 = llvm.getelementptr inbounds|nuw %1102[%1108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1110 = llvm.load %1109 : !llvm.ptr -> f32
    %1111 = llvm.mul %1032, %86 : i64
    %1112 = llvm.add %1111, %1047 : i64
    %1113 = llvm.add %1112, %96 : i64
    %1114 = llvm.extractvalue %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1115 = llvm.mlir.constant(48 : index) : i64
    %1116 = llvm.mul %1049, %1115 overflow<nsw, nuw> : i64
    %1117 = llvm.add %1116, %1113 overflow<nsw, nuw> : i64
    %1118 = llvm.getelementptr inbounds|nuw %1114[%1117] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1119 = llvm.load %1118 : !llvm.ptr -> f32
    %1120 = llvm.fmul %1065, %1119 : f32
    %1121 = llvm.fadd %1120, %1050 : f32
    %1122 = llvm.fmul %1074, %1119 : f32
    %1123 = llvm.fadd %1122, %1051 : f32
    %1124 = llvm.fmul %1083, %1119 : f32
    %1125 = llvm.fadd %1124, %1052 : f32
    %1126 = llvm.fmul %1092, %1119 : f32
    %1127 = llvm.fadd %1126, %1053 : f32
    %1128 = llvm.fmul %1101, %1119 : f32
    %1129 = llvm.fadd %1128, %1054 : f32
    %1130 = llvm.fmul %1110, %1119 : f32
    %1131 = llvm.fadd %1130, %1055 : f32
    %1132 = llvm.add %1049, %87 : i64
    llvm.br ^bb138(%1132, %1121, %1123, %1125, %1127, %1129, %1131 : i64, f32, f32, f32, f32, f32, f32)
  ^bb140:  // pred: ^bb138
    %1133 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1134 = llvm.mlir.constant(8 : index) : i64
    %1135 = llvm.mul %85, %1134 overflow<nsw, nuw> : i64
    %1136 = llvm.add %1135, %1047 overflow<nsw, nuw> : i64
    %1137 = llvm.getelementptr inbounds|nuw %1133[%1136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1050, %1137 : f32, !llvm.ptr
    %1138 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1139 = llvm.mlir.constant(8 : index) : i64
    %1140 = llvm.mul %87, %1139 overflow<nsw, nuw> : i64
    %1141 = llvm.add %1140, %1047 overflow<nsw, nuw> : i64
    %1142 = llvm.getelementptr inbounds|nuw %1138[%1141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1051, %1142 : f32, !llvm.ptr
    %1143 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1144 = llvm.mlir.constant(8 : index) : i64
    %1145 = llvm.mul %97, %1144 overflow<nsw, nuw> : i64
    %1146 = llvm.add %1145, %1047 overflow<nsw, nuw> : i64
    %1147 = llvm.getelementptr inbounds|nuw %1143[%1146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1052, %1147 : f32, !llvm.ptr
    %1148 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1149 = llvm.mlir.constant(8 : index) : i64
    %1150 = llvm.mul %100, %1149 overflow<nsw, nuw> : i64
    %1151 = llvm.add %1150, %1047 overflow<nsw, nuw> : i64
    %1152 = llvm.getelementptr inbounds|nuw %1148[%1151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1053, %1152 : f32, !llvm.ptr
    %1153 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1154 = llvm.mlir.constant(8 : index) : i64
    %1155 = llvm.mul %101, %1154 overflow<nsw, nuw> : i64
    %1156 = llvm.add %1155, %1047 overflow<nsw, nuw> : i64
    %1157 = llvm.getelementptr inbounds|nuw %1153[%1156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1054, %1157 : f32, !llvm.ptr
    %1158 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1159 = llvm.mlir.constant(8 : index) : i64
    %1160 = llvm.mul %102, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.add %1160, %1047 overflow<nsw, nuw> : i64
    %1162 = llvm.getelementptr inbounds|nuw %1158[%1161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1055, %1162 : f32, !llvm.ptr
    %1163 = llvm.add %1047, %87 : i64
    llvm.br ^bb136(%1163 : i64)
  ^bb141:  // pred: ^bb136
    %1164 = llvm.sub %86, %1034 : i64
    %1165 = llvm.intr.umin(%1164, %98) : (i64, i64) -> i64
    llvm.br ^bb142(%85 : i64)
  ^bb142(%1166: i64):  // 2 preds: ^bb141, ^bb146
    %1167 = llvm.icmp "slt" %1166, %1165 : i64
    llvm.cond_br %1167, ^bb143, ^bb147
  ^bb143:  // pred: ^bb142
    %1168 = llvm.add %1034, %1166 : i64
    llvm.br ^bb144(%85 : i64)
  ^bb144(%1169: i64):  // 2 preds: ^bb143, ^bb145
    %1170 = llvm.icmp "slt" %1169, %86 : i64
    llvm.cond_br %1170, ^bb145, ^bb146
  ^bb145:  // pred: ^bb144
    %1171 = llvm.extractvalue %1031[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1172 = llvm.mlir.constant(8 : index) : i64
    %1173 = llvm.mul %1166, %1172 overflow<nsw, nuw> : i64
    %1174 = llvm.add %1173, %1169 overflow<nsw, nuw> : i64
    %1175 = llvm.getelementptr inbounds|nuw %1171[%1174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1176 = llvm.load %1175 : !llvm.ptr -> f32
    %1177 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1178 = llvm.mlir.constant(64 : index) : i64
    %1179 = llvm.mul %1032, %1178 overflow<nsw, nuw> : i64
    %1180 = llvm.mlir.constant(8 : index) : i64
    %1181 = llvm.mul %1168, %1180 overflow<nsw, nuw> : i64
    %1182 = llvm.add %1179, %1181 overflow<nsw, nuw> : i64
    %1183 = llvm.add %1182, %1169 overflow<nsw, nuw> : i64
    %1184 = llvm.getelementptr inbounds|nuw %1177[%1183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1176, %1184 : f32, !llvm.ptr
    %1185 = llvm.add %1169, %87 : i64
    llvm.br ^bb144(%1185 : i64)
  ^bb146:  // pred: ^bb144
    %1186 = llvm.add %1166, %87 : i64
    llvm.br ^bb142(%1186 : i64)
  ^bb147:  // pred: ^bb142
    %1187 = llvm.add %1034, %98 : i64
    llvm.br ^bb134(%1187 : i64)
  ^bb148:  // pred: ^bb134
    %1188 = llvm.add %1032, %87 : i64
    llvm.br ^bb132(%1188 : i64)
  ^bb149:  // pred: ^bb132
    %1189 = llvm.extractvalue %1031[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1189) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb150, ^bb156
  ^bb150:  // pred: ^bb149
    %1190 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1191 = llvm.getelementptr %1190[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1192 = llvm.atomicrmw add %1191, %92 acq_rel : !llvm.ptr, i64
    %1193 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1194 = llvm.getelementptr %1193[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1195 = llvm.atomicrmw add %1194, %93 acq_rel : !llvm.ptr, i64
    %1196 = llvm.add %1195, %93 : i64
    %1197 = llvm.icmp "eq" %1196, %arg73 : i64
    llvm.cond_br %1197, ^bb151, ^bb152
  ^bb151:  // pred: ^bb150
    %1198 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1199 = llvm.getelementptr %1198[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1200 = llvm.atomicrmw xchg %1199, %92 acq_rel : !llvm.ptr, i64
    %1201 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1202 = llvm.getelementptr %1201[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1203 = llvm.atomicrmw add %1202, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb155
  ^bb152:  // pred: ^bb150
    llvm.br ^bb153
  ^bb153:  // 2 preds: ^bb152, ^bb153
    %1204 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1205 = llvm.getelementptr %1204[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1206 = llvm.atomicrmw add %1205, %92 acq_rel : !llvm.ptr, i64
    %1207 = llvm.icmp "eq" %1206, %1192 : i64
    llvm.cond_br %1207, ^bb153, ^bb154
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155
  ^bb155:  // 2 preds: ^bb151, ^bb154
    llvm.br ^bb156
  ^bb156:  // 2 preds: ^bb149, ^bb155
    %1208 = llvm.mlir.constant(6 : index) : i64
    %1209 = llvm.mlir.constant(16 : index) : i64
    %1210 = llvm.mlir.constant(1 : index) : i64
    %1211 = llvm.mlir.constant(96 : index) : i64
    %1212 = llvm.mlir.zero : !llvm.ptr
    %1213 = llvm.getelementptr %1212[%1211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1214 = llvm.ptrtoint %1213 : !llvm.ptr to i64
    %1215 = llvm.call @malloc(%1214) : (i64) -> !llvm.ptr
    %1216 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1217 = llvm.insertvalue %1215, %1216[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1218 = llvm.insertvalue %1215, %1217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1219 = llvm.mlir.constant(0 : index) : i64
    %1220 = llvm.insertvalue %1219, %1218[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1221 = llvm.insertvalue %1208, %1220[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1222 = llvm.insertvalue %1209, %1221[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1223 = llvm.insertvalue %1209, %1222[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1224 = llvm.insertvalue %1210, %1223[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb157(%330 : i64)
  ^bb157(%1225: i64):  // 2 preds: ^bb156, ^bb170
    %1226 = llvm.icmp "slt" %1225, %334 : i64
    llvm.cond_br %1226, ^bb158, ^bb171
  ^bb158:  // pred: ^bb157
    %1227 = llvm.intr.umin(%1225, %99) : (i64, i64) -> i64
    %1228 = llvm.add %1225, %87 : i64
    %1229 = llvm.intr.umin(%1228, %99) : (i64, i64) -> i64
    %1230 = llvm.add %1225, %97 : i64
    %1231 = llvm.intr.umin(%1230, %99) : (i64, i64) -> i64
    %1232 = llvm.add %1225, %100 : i64
    %1233 = llvm.intr.umin(%1232, %99) : (i64, i64) -> i64
    %1234 = llvm.add %1225, %101 : i64
    %1235 = llvm.intr.umin(%1234, %99) : (i64, i64) -> i64
    %1236 = llvm.add %1225, %102 : i64
    %1237 = llvm.intr.umin(%1236, %99) : (i64, i64) -> i64
    llvm.br ^bb159(%85 : i64)
  ^bb159(%1238: i64):  // 2 preds: ^bb158, ^bb163
    %1239 = llvm.icmp "slt" %1238, %89 : i64
    llvm.cond_br %1239, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%85, %88, %88, %88, %88, %88, %88 : i64, f32, f32, f32, f32, f32, f32)
  ^bb161(%1240: i64, %1241: f32, %1242: f32, %1243: f32, %1244: f32, %1245: f32, %1246: f32):  // 2 preds: ^bb160, ^bb162
    %1247 = llvm.icmp "slt" %1240, %89 : i64
    llvm.cond_br %1247, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %1248 = llvm.urem %1240, %86 : i64
    %1249 = llvm.udiv %1240, %86 : i64
    %1250 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1251 = llvm.mlir.constant(64 : index) : i64
    %1252 = llvm.mul %1249, %1251 overflow<nsw, nuw> : i64
    %1253 = llvm.mlir.constant(8 : index) : i64
    %1254 = llvm.mul %1227, %1253 overflow<nsw, nuw> : i64
    %1255 = llvm.add %1252, %1254 overflow<nsw, nuw> : i64
    %1256 = llvm.add %1255, %1248 overflow<nsw, nuw> : i64
    %1257 = llvm.getelementptr inbounds|nuw %1250[%1256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1258 = llvm.load %1257 : !llvm.ptr -> f32
    %1259 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1260 = llvm.mlir.constant(64 : index) : i64
    %1261 = llvm.mul %1249, %1260 overflow<nsw, nuw> : i64
    %1262 = llvm.mlir.constant(8 : index) : i64
    %1263 = llvm.mul %1229, %1262 overflow<nsw, nuw> : i64
    %1264 = llvm.add %1261, %1263 overflow<nsw, nuw> : i64
    %1265 = llvm.add %1264, %1248 overflow<nsw, nuw> : i64
    %1266 = llvm.getelementptr inbounds|nuw %1259[%1265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1267 = llvm.load %1266 : !llvm.ptr -> f32
    %1268 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1269 = llvm.mlir.constant(64 : index) : i64
    %1270 = llvm.mul %1249, %1269 overflow<nsw, nuw> : i64
    %1271 = llvm.mlir.constant(8 : index) : i64
    %1272 = llvm.mul %1231, %1271 overflow<nsw, nuw> : i64
    %1273 = llvm.add %1270, %1272 overflow<nsw, nuw> : i64
    %1274 = llvm.add %1273, %1248 overflow<nsw, nuw> : i64
    %1275 = llvm.getelementptr inbounds|nuw %1268[%1274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1276 = llvm.load %1275 : !llvm.ptr -> f32
    %1277 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1278 = llvm.mlir.constant(64 : index) : i64
    %1279 = llvm.mul %1249, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.mlir.constant(8 : index) : i64
    %1281 = llvm.mul %1233, %1280 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1279, %1281 overflow<nsw, nuw> : i64
    %1283 = llvm.add %1282, %1248 overflow<nsw, nuw> : i64
    %1284 = llvm.getelementptr inbounds|nuw %1277[%1283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1285 = llvm.load %1284 : !llvm.ptr -> f32
    %1286 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1287 = llvm.mlir.constant(64 : index) : i64
    %1288 = llvm.mul %1249, %1287 overflow<nsw, nuw> : i64
    %1289 = llvm.mlir.constant(8 : index) : i64
    %1290 = llvm.mul %1235, %1289 overflow<nsw, nuw> : i64
    %1291 = llvm.add %1288, %1290 overflow<nsw, nuw> : i64
    %1292 = llvm.add %1291, %1248 overflow<nsw, nuw> : i64
    %1293 = llvm.getelementptr inbounds|nuw %1286[%1292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1294 = llvm.load %1293 : !llvm.ptr -> f32
    %1295 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1296 = llvm.mlir.constant(64 : index) : i64
    %1297 = llvm.mul %1249, %1296 overflow<nsw, nuw> : i64
    %1298 = llvm.mlir.constant(8 : index) : i64
    %1299 = llvm.mul %1237, %1298 overflow<nsw, nuw> : i64
    %1300 = llvm.add %1297, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.add %1300, %1248 overflow<nsw, nuw> : i64
    %1302 = llvm.getelementptr inbounds|nuw %1295[%1301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1303 = llvm.load %1302 : !llvm.ptr -> f32
    %1304 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1305 = llvm.mlir.constant(16 : index) : i64
    %1306 = llvm.mul %1240, %1305 overflow<nsw, nuw> : i64
    %1307 = llvm.add %1306, %1238 overflow<nsw, nuw> : i64
    %1308 = llvm.getelementptr inbounds|nuw %1304[%1307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1309 = llvm.load %1308 : !llvm.ptr -> f32
    %1310 = llvm.fmul %1258, %1309 : f32
    %1311 = llvm.fadd %1310, %1241 : f32
    %1312 = llvm.fmul %1267, %1309 : f32
    %1313 = llvm.fadd %1312, %1242 : f32
    %1314 = llvm.fmul %1276, %1309 : f32
    %1315 = llvm.fadd %1314, %1243 : f32
    %1316 = llvm.fmul %1285, %1309 : f32
    %1317 = llvm.fadd %1316, %1244 : f32
    %1318 = llvm.fmul %1294, %1309 : f32
    %1319 = llvm.fadd %1318, %1245 : f32
    %1320 = llvm.fmul %1303, %1309 : f32
    %1321 = llvm.fadd %1320, %1246 : f32
    %1322 = llvm.add %1240, %87 : i64
    llvm.br ^bb161(%1322, %1311, %1313, %1315, %1317, %1319, %1321 : i64, f32, f32, f32, f32, f32, f32)
  ^bb163:  // pred: ^bb161
    %1323 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1324 = llvm.mlir.constant(16 : index) : i64
    %1325 = llvm.mul %85, %1324 overflow<nsw, nuw> : i64
    %1326 = llvm.add %1325, %1238 overflow<nsw, nuw> : i64
    %1327 = llvm.getelementptr inbounds|nuw %1323[%1326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1241, %1327 : f32, !llvm.ptr
    %1328 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1329 = llvm.mlir.constant(16 : index) : i64
    %1330 = llvm.mul %87, %1329 overflow<nsw, nuw> : i64
    %1331 = llvm.add %1330, %1238 overflow<nsw, nuw> : i64
    %1332 = llvm.getelementptr inbounds|nuw %1328[%1331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1242, %1332 : f32, !llvm.ptr
    %1333 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1334 = llvm.mlir.constant(16 : index) : i64
    %1335 = llvm.mul %97, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.add %1335, %1238 overflow<nsw, nuw> : i64
    %1337 = llvm.getelementptr inbounds|nuw %1333[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1243, %1337 : f32, !llvm.ptr
    %1338 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1339 = llvm.mlir.constant(16 : index) : i64
    %1340 = llvm.mul %100, %1339 overflow<nsw, nuw> : i64
    %1341 = llvm.add %1340, %1238 overflow<nsw, nuw> : i64
    %1342 = llvm.getelementptr inbounds|nuw %1338[%1341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1244, %1342 : f32, !llvm.ptr
    %1343 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1344 = llvm.mlir.constant(16 : index) : i64
    %1345 = llvm.mul %101, %1344 overflow<nsw, nuw> : i64
    %1346 = llvm.add %1345, %1238 overflow<nsw, nuw> : i64
    %1347 = llvm.getelementptr inbounds|nuw %1343[%1346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1245, %1347 : f32, !llvm.ptr
    %1348 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1349 = llvm.mlir.constant(16 : index) : i64
    %1350 = llvm.mul %102, %1349 overflow<nsw, nuw> : i64
    %1351 = llvm.add %1350, %1238 overflow<nsw, nuw> : i64
    %1352 = llvm.getelementptr inbounds|nuw %1348[%1351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1246, %1352 : f32, !llvm.ptr
    %1353 = llvm.add %1238, %87 : i64
    llvm.br ^bb159(%1353 : i64)
  ^bb164:  // pred: ^bb159
    %1354 = llvm.sub %86, %1225 : i64
    %1355 = llvm.intr.umin(%1354, %98) : (i64, i64) -> i64
    llvm.br ^bb165(%85 : i64)
  ^bb165(%1356: i64):  // 2 preds: ^bb164, ^bb169
    %1357 = llvm.icmp "slt" %1356, %1355 : i64
    llvm.cond_br %1357, ^bb166, ^bb170
  ^bb166:  // pred: ^bb165
    %1358 = llvm.add %1225, %1356 : i64
    llvm.br ^bb167(%85 : i64)
  ^bb167(%1359: i64):  // 2 preds: ^bb166, ^bb168
    %1360 = llvm.icmp "slt" %1359, %89 : i64
    llvm.cond_br %1360, ^bb168, ^bb169
  ^bb168:  // pred: ^bb167
    %1361 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1362 = llvm.mlir.constant(16 : index) : i64
    %1363 = llvm.mul %1358, %1362 overflow<nsw, nuw> : i64
    %1364 = llvm.add %1363, %1359 overflow<nsw, nuw> : i64
    %1365 = llvm.getelementptr inbounds|nuw %1361[%1364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1366 = llvm.load %1365 : !llvm.ptr -> f32
    %1367 = llvm.extractvalue %1224[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1368 = llvm.mlir.constant(16 : index) : i64
    %1369 = llvm.mul %1356, %1368 overflow<nsw, nuw> : i64
    %1370 = llvm.add %1369, %1359 overflow<nsw, nuw> : i64
    %1371 = llvm.getelementptr inbounds|nuw %1367[%1370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1372 = llvm.load %1371 : !llvm.ptr -> f32
    %1373 = llvm.fadd %1366, %1372 : f32
    %1374 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1375 = llvm.mlir.constant(16 : index) : i64
    %1376 = llvm.mul %1358, %1375 overflow<nsw, nuw> : i64
    %1377 = llvm.add %1376, %1359 overflow<nsw, nuw> : i64
    %1378 = llvm.getelementptr inbounds|nuw %1374[%1377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1373, %1378 : f32, !llvm.ptr
    %1379 = llvm.add %1359, %87 : i64
    llvm.br ^bb167(%1379 : i64)
  ^bb169:  // pred: ^bb167
    %1380 = llvm.add %1356, %87 : i64
    llvm.br ^bb165(%1380 : i64)
  ^bb170:  // pred: ^bb165
    %1381 = llvm.add %1225, %98 : i64
    llvm.br ^bb157(%1381 : i64)
  ^bb171:  // pred: ^bb157
    %1382 = llvm.extractvalue %1224[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1382) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb172, ^bb178
  ^bb172:  // pred: ^bb171
    %1383 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1384 = llvm.getelementptr %1383[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1385 = llvm.atomicrmw add %1384, %92 acq_rel : !llvm.ptr, i64
    %1386 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1387 = llvm.getelementptr %1386[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1388 = llvm.atomicrmw add %1387, %93 acq_rel : !llvm.ptr, i64
    %1389 = llvm.add %1388, %93 : i64
    %1390 = llvm.icmp "eq" %1389, %arg73 : i64
    llvm.cond_br %1390, ^bb173, ^bb174
  ^bb173:  // pred: ^bb172
    %1391 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1392 = llvm.getelementptr %1391[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1393 = llvm.atomicrmw xchg %1392, %92 acq_rel : !llvm.ptr, i64
    %1394 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1395 = llvm.getelementptr %1394[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1396 = llvm.atomicrmw add %1395, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb177
  ^bb174:  // pred: ^bb172
    llvm.br ^bb175
  ^bb175:  // 2 preds: ^bb174, ^bb175
    %1397 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1398 = llvm.getelementptr %1397[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1399 = llvm.atomicrmw add %1398, %92 acq_rel : !llvm.ptr, i64
    %1400 = llvm.icmp "eq" %1399, %1385 : i64
    llvm.cond_br %1400, ^bb175, ^bb176
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177
  ^bb177:  // 2 preds: ^bb173, ^bb176
    llvm.br ^bb178
  ^bb178:  // 2 preds: ^bb171, ^bb177
    %1401 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1402 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1403 = llvm.insertvalue %1402, %1401[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1404 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1405 = llvm.getelementptr %1404[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1406 = llvm.insertvalue %1405, %1403[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1407 = llvm.mlir.constant(0 : index) : i64
    %1408 = llvm.insertvalue %1407, %1406[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1409 = llvm.mlir.constant(16 : index) : i64
    %1410 = llvm.insertvalue %1409, %1408[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1411 = llvm.mlir.constant(1 : index) : i64
    %1412 = llvm.insertvalue %1411, %1410[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1413 = llvm.mlir.constant(8 : index) : i64
    %1414 = llvm.insertvalue %1413, %1412[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1415 = llvm.mlir.constant(16 : index) : i64
    %1416 = llvm.insertvalue %1415, %1414[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb179(%156 : i64)
  ^bb179(%1417: i64):  // 2 preds: ^bb178, ^bb189
    %1418 = llvm.icmp "slt" %1417, %160 : i64
    llvm.cond_br %1418, ^bb180, ^bb190
  ^bb180:  // pred: ^bb179
    llvm.br ^bb181(%85, %88 : i64, f32)
  ^bb181(%1419: i64, %1420: f32):  // 2 preds: ^bb180, ^bb182
    %1421 = llvm.icmp "slt" %1419, %89 : i64
    llvm.cond_br %1421, ^bb182, ^bb183
  ^bb182:  // pred: ^bb181
    %1422 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1423 = llvm.mlir.constant(16 : index) : i64
    %1424 = llvm.mul %1417, %1423 overflow<nsw, nuw> : i64
    %1425 = llvm.add %1424, %1419 overflow<nsw, nuw> : i64
    %1426 = llvm.getelementptr inbounds|nuw %1422[%1425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1427 = llvm.load %1426 : !llvm.ptr -> f32
    %1428 = llvm.fadd %1427, %1420 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1429 = llvm.add %1419, %87 : i64
    llvm.br ^bb181(%1429, %1428 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb183:  // pred: ^bb181
    llvm.br ^bb184(%85, %88 : i64, f32)
  ^bb184(%1430: i64, %1431: f32):  // 2 preds: ^bb183, ^bb185
    %1432 = llvm.icmp "slt" %1430, %89 : i64
    llvm.cond_br %1432, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %1433 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1434 = llvm.mlir.constant(16 : index) : i64
    %1435 = llvm.mul %1417, %1434 overflow<nsw, nuw> : i64
    %1436 = llvm.add %1435, %1430 overflow<nsw, nuw> : i64
    %1437 = llvm.getelementptr inbounds|nuw %1433[%1436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1438 = llvm.load %1437 : !llvm.ptr -> f32
    %1439 = llvm.fmul %1420, %90 : f32
    %1440 = llvm.fsub %1438, %1439 : f32
    %1441 = llvm.fmul %1440, %1440 : f32
    %1442 = llvm.fadd %1441, %1431 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1443 = llvm.add %1430, %87 : i64
    llvm.br ^bb184(%1443, %1442 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb186:  // pred: ^bb184
    llvm.br ^bb187(%85 : i64)
  ^bb187(%1444: i64):  // 2 preds: ^bb186, ^bb188
    %1445 = llvm.icmp "slt" %1444, %89 : i64
    llvm.cond_br %1445, ^bb188, ^bb189
  ^bb188:  // pred: ^bb187
    %1446 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1447 = llvm.mlir.constant(16 : index) : i64
    %1448 = llvm.mul %1417, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.add %1448, %1444 overflow<nsw, nuw> : i64
    %1450 = llvm.getelementptr inbounds|nuw %1446[%1449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1451 = llvm.load %1450 : !llvm.ptr -> f32
    %1452 = llvm.fmul %1420, %90 : f32
    %1453 = llvm.fsub %1451, %1452 : f32
    %1454 = llvm.fmul %1431, %90 : f32
    %1455 = llvm.fadd %1454, %91 : f32
    %1456 = llvm.intr.sqrt(%1455) : (f32) -> f32
    %1457 = llvm.fdiv %84, %1456 : f32
    %1458 = llvm.fmul %1453, %1457 : f32
    %1459 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1460 = llvm.getelementptr inbounds|nuw %1459[%1444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1461 = llvm.load %1460 : !llvm.ptr -> f32
    %1462 = llvm.fmul %1458, %1461 : f32
    %1463 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1464 = llvm.mlir.constant(16 : index) : i64
    %1465 = llvm.mul %1417, %1464 overflow<nsw, nuw> : i64
    %1466 = llvm.add %1465, %1444 overflow<nsw, nuw> : i64
    %1467 = llvm.getelementptr inbounds|nuw %1463[%1466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1462, %1467 : f32, !llvm.ptr
    %1468 = llvm.add %1444, %87 : i64
    llvm.br ^bb187(%1468 : i64)
  ^bb189:  // pred: ^bb187
    %1469 = llvm.add %1417, %87 : i64
    llvm.br ^bb179(%1469 : i64)
  ^bb190:  // pred: ^bb179
    llvm.cond_br %214, ^bb191, ^bb197
  ^bb191:  // pred: ^bb190
    %1470 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1471 = llvm.getelementptr %1470[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1472 = llvm.atomicrmw add %1471, %92 acq_rel : !llvm.ptr, i64
    %1473 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1474 = llvm.getelementptr %1473[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1475 = llvm.atomicrmw add %1474, %93 acq_rel : !llvm.ptr, i64
    %1476 = llvm.add %1475, %93 : i64
    %1477 = llvm.icmp "eq" %1476, %arg73 : i64
    llvm.cond_br %1477, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1478 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1479 = llvm.getelementptr %1478[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1480 = llvm.atomicrmw xchg %1479, %92 acq_rel : !llvm.ptr, i64
    %1481 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1482 = llvm.getelementptr %1481[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1483 = llvm.atomicrmw add %1482, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb196
  ^bb193:  // pred: ^bb191
    llvm.br ^bb194
  ^bb194:  // 2 preds: ^bb193, ^bb194
    %1484 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1485 = llvm.getelementptr %1484[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1486 = llvm.atomicrmw add %1485, %92 acq_rel : !llvm.ptr, i64
    %1487 = llvm.icmp "eq" %1486, %1472 : i64
    llvm.cond_br %1487, ^bb194, ^bb195
  ^bb195:  // pred: ^bb194
    llvm.br ^bb196
  ^bb196:  // 2 preds: ^bb192, ^bb195
    llvm.br ^bb197
  ^bb197:  // 2 preds: ^bb190, ^bb196
    %1488 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1489 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1490 = llvm.insertvalue %1489, %1488[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1491 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1492 = llvm.getelementptr %1491[%107] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1493 = llvm.insertvalue %1492, %1490[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1494 = llvm.mlir.constant(0 : index) : i64
    %1495 = llvm.insertvalue %1494, %1493[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1496 = llvm.mlir.constant(64 : index) : i64
    %1497 = llvm.insertvalue %1496, %1495[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1498 = llvm.mlir.constant(1 : index) : i64
    %1499 = llvm.insertvalue %1498, %1497[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1500 = llvm.mlir.constant(8 : index) : i64
    %1501 = llvm.insertvalue %1500, %1499[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1502 = llvm.mlir.constant(64 : index) : i64
    %1503 = llvm.insertvalue %1502, %1501[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1504 = llvm.mlir.constant(6 : index) : i64
    %1505 = llvm.mlir.constant(64 : index) : i64
    %1506 = llvm.mlir.constant(1 : index) : i64
    %1507 = llvm.mlir.constant(384 : index) : i64
    %1508 = llvm.mlir.zero : !llvm.ptr
    %1509 = llvm.getelementptr %1508[%1507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1510 = llvm.ptrtoint %1509 : !llvm.ptr to i64
    %1511 = llvm.call @malloc(%1510) : (i64) -> !llvm.ptr
    %1512 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1513 = llvm.insertvalue %1511, %1512[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1514 = llvm.insertvalue %1511, %1513[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1515 = llvm.mlir.constant(0 : index) : i64
    %1516 = llvm.insertvalue %1515, %1514[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1517 = llvm.insertvalue %1504, %1516[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1518 = llvm.insertvalue %1505, %1517[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1519 = llvm.insertvalue %1505, %1518[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1520 = llvm.insertvalue %1506, %1519[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1521 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1522 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1523 = llvm.insertvalue %1522, %1521[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1524 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1525 = llvm.getelementptr %1524[%94] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1526 = llvm.insertvalue %1525, %1523[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1527 = llvm.mlir.constant(0 : index) : i64
    %1528 = llvm.insertvalue %1527, %1526[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1529 = llvm.mlir.constant(32 : index) : i64
    %1530 = llvm.insertvalue %1529, %1528[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1531 = llvm.mlir.constant(1 : index) : i64
    %1532 = llvm.insertvalue %1531, %1530[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1533 = llvm.mlir.constant(16 : index) : i64
    %1534 = llvm.insertvalue %1533, %1532[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1535 = llvm.mlir.constant(32 : index) : i64
    %1536 = llvm.insertvalue %1535, %1534[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1537 = llvm.mlir.constant(2 : index) : i64
    %1538 = llvm.insertvalue %1537, %1536[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1539 = llvm.mlir.constant(512 : index) : i64
    %1540 = llvm.insertvalue %1539, %1538[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1541 = llvm.mul %arg72, %96 : i64
    %1542 = llvm.udiv %1541, %arg73 : i64
    %1543 = llvm.intr.umin(%1542, %96) : (i64, i64) -> i64
    %1544 = llvm.mul %157, %96 : i64
    %1545 = llvm.udiv %1544, %arg73 : i64
    %1546 = llvm.intr.umin(%1545, %96) : (i64, i64) -> i64
    llvm.br ^bb198(%1543 : i64)
  ^bb198(%1547: i64):  // 2 preds: ^bb197, ^bb199
    %1548 = llvm.icmp "slt" %1547, %1546 : i64
    llvm.cond_br %1548, ^bb199, ^bb200
  ^bb199:  // pred: ^bb198
    %1549 = llvm.udiv %1547, %89 : i64
    %1550 = llvm.urem %1547, %89 : i64
    %1551 = llvm.mul %1549, %96 : i64
    %1552 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1553 = llvm.mul %1550, %78 : i64
    %1554 = llvm.add %1553, %1551 : i64
    %1555 = llvm.getelementptr %1552[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1556 = llvm.load %1555 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1557 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1558 = llvm.mul %1549, %82 : i64
    %1559 = llvm.mul %1550, %81 : i64
    %1560 = llvm.add %1558, %1559 : i64
    %1561 = llvm.add %1560, %85 : i64
    %1562 = llvm.getelementptr %1557[%1561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1556, %1562 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1563 = llvm.add %1547, %87 : i64
    llvm.br ^bb198(%1563 : i64)
  ^bb200:  // pred: ^bb198
    llvm.cond_br %214, ^bb201, ^bb207
  ^bb201:  // pred: ^bb200
    %1564 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1565 = llvm.getelementptr %1564[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1566 = llvm.atomicrmw add %1565, %92 acq_rel : !llvm.ptr, i64
    %1567 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1568 = llvm.getelementptr %1567[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1569 = llvm.atomicrmw add %1568, %93 acq_rel : !llvm.ptr, i64
    %1570 = llvm.add %1569, %93 : i64
    %1571 = llvm.icmp "eq" %1570, %arg73 : i64
    llvm.cond_br %1571, ^bb202, ^bb203
  ^bb202:  // pred: ^bb201
    %1572 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1573 = llvm.getelementptr %1572[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1574 = llvm.atomicrmw xchg %1573, %92 acq_rel : !llvm.ptr, i64
    %1575 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1576 = llvm.getelementptr %1575[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1577 = llvm.atomicrmw add %1576, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb206
  ^bb203:  // pred: ^bb201
    llvm.br ^bb204
  ^bb204:  // 2 preds: ^bb203, ^bb204
    %1578 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1579 = llvm.getelementptr %1578[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1580 = llvm.atomicrmw add %1579, %92 acq_rel : !llvm.ptr, i64
    %1581 = llvm.icmp "eq" %1580, %1566 : i64
    llvm.cond_br %1581, ^bb204, ^bb205
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206
  ^bb206:  // 2 preds: ^bb202, ^bb205
    llvm.br ^bb207
  ^bb207:  // 2 preds: ^bb200, ^bb206
    llvm.br ^bb208(%330 : i64)
  ^bb208(%1582: i64):  // 2 preds: ^bb207, ^bb221
    %1583 = llvm.icmp "slt" %1582, %334 : i64
    llvm.cond_br %1583, ^bb209, ^bb222
  ^bb209:  // pred: ^bb208
    %1584 = llvm.intr.umin(%1582, %99) : (i64, i64) -> i64
    %1585 = llvm.add %1582, %87 : i64
    %1586 = llvm.intr.umin(%1585, %99) : (i64, i64) -> i64
    %1587 = llvm.add %1582, %97 : i64
    %1588 = llvm.intr.umin(%1587, %99) : (i64, i64) -> i64
    %1589 = llvm.add %1582, %100 : i64
    %1590 = llvm.intr.umin(%1589, %99) : (i64, i64) -> i64
    %1591 = llvm.add %1582, %101 : i64
    %1592 = llvm.intr.umin(%1591, %99) : (i64, i64) -> i64
    %1593 = llvm.add %1582, %102 : i64
    %1594 = llvm.intr.umin(%1593, %99) : (i64, i64) -> i64
    llvm.br ^bb210(%85 : i64)
  ^bb210(%1595: i64):  // 2 preds: ^bb209, ^bb214
    %1596 = llvm.icmp "slt" %1595, %97 : i64
    llvm.cond_br %1596, ^bb211, ^bb215
  ^bb211:  // pred: ^bb210
    %1597 = llvm.mul %1595, %96 : i64
    llvm.br ^bb212(%85, %103, %103, %103, %103, %103, %103 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb212(%1598: i64, %1599: vector<32xf32>, %1600: vector<32xf32>, %1601: vector<32xf32>, %1602: vector<32xf32>, %1603: vector<32xf32>, %1604: vector<32xf32>):  // 2 preds: ^bb211, ^bb213
    %1605 = llvm.icmp "slt" %1598, %89 : i64
    llvm.cond_br %1605, ^bb213, ^bb214
  ^bb213:  // pred: ^bb212
    %1606 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1607 = llvm.mul %1595, %82 : i64
    %1608 = llvm.mul %1598, %81 : i64
    %1609 = llvm.add %1607, %1608 : i64
    %1610 = llvm.add %1609, %85 : i64
    %1611 = llvm.getelementptr %1606[%1610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1612 = llvm.load %1611 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1613 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1614 = llvm.mlir.constant(16 : index) : i64
    %1615 = llvm.mul %1584, %1614 overflow<nsw, nuw> : i64
    %1616 = llvm.add %1615, %1598 overflow<nsw, nuw> : i64
    %1617 = llvm.getelementptr inbounds|nuw %1613[%1616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1618 = llvm.load %1617 : !llvm.ptr -> f32
    %1619 = llvm.insertelement %1618, %80[%79 : i32] : vector<32xf32>
    %1620 = llvm.shufflevector %1619, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1621 = llvm.intr.fmuladd(%1620, %1612, %1599) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1622 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1623 = llvm.mlir.constant(16 : index) : i64
    %1624 = llvm.mul %1586, %1623 overflow<nsw, nuw> : i64
    %1625 = llvm.add %1624, %1598 overflow<nsw, nuw> : i64
    %1626 = llvm.getelementptr inbounds|nuw %1622[%1625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1627 = llvm.load %1626 : !llvm.ptr -> f32
    %1628 = llvm.insertelement %1627, %80[%79 : i32] : vector<32xf32>
    %1629 = llvm.shufflevector %1628, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1630 = llvm.intr.fmuladd(%1629, %1612, %1600) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1631 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1632 = llvm.mlir.constant(16 : index) : i64
    %1633 = llvm.mul %1588, %1632 overflow<nsw, nuw> : i64
    %1634 = llvm.add %1633, %1598 overflow<nsw, nuw> : i64
    %1635 = llvm.getelementptr inbounds|nuw %1631[%1634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1636 = llvm.load %1635 : !llvm.ptr -> f32
    %1637 = llvm.insertelement %1636, %80[%79 : i32] : vector<32xf32>
    %1638 = llvm.shufflevector %1637, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1639 = llvm.intr.fmuladd(%1638, %1612, %1601) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1640 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1641 = llvm.mlir.constant(16 : index) : i64
    %1642 = llvm.mul %1590, %1641 overflow<nsw, nuw> : i64
    %1643 = llvm.add %1642, %1598 overflow<nsw, nuw> : i64
    %1644 = llvm.getelementptr inbounds|nuw %1640[%1643] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1645 = llvm.load %1644 : !llvm.ptr -> f32
    %1646 = llvm.insertelement %1645, %80[%79 : i32] : vector<32xf32>
    %1647 = llvm.shufflevector %1646, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1648 = llvm.intr.fmuladd(%1647, %1612, %1602) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1649 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1650 = llvm.mlir.constant(16 : index) : i64
    %1651 = llvm.mul %1592, %1650 overflow<nsw, nuw> : i64
    %1652 = llvm.add %1651, %1598 overflow<nsw, nuw> : i64
    %1653 = llvm.getelementptr inbounds|nuw %1649[%1652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1654 = llvm.load %1653 : !llvm.ptr -> f32
    %1655 = llvm.insertelement %1654, %80[%79 : i32] : vector<32xf32>
    %1656 = llvm.shufflevector %1655, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1657 = llvm.intr.fmuladd(%1656, %1612, %1603) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1658 = llvm.extractvalue %1416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1659 = llvm.mlir.constant(16 : index) : i64
    %1660 = llvm.mul %1594, %1659 overflow<nsw, nuw> : i64
    %1661 = llvm.add %1660, %1598 overflow<nsw, nuw> : i64
    %1662 = llvm.getelementptr inbounds|nuw %1658[%1661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1663 = llvm.load %1662 : !llvm.ptr -> f32
    %1664 = llvm.insertelement %1663, %80[%79 : i32] : vector<32xf32>
    %1665 = llvm.shufflevector %1664, %80 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %1666 = llvm.intr.fmuladd(%1665, %1612, %1604) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %1667 = llvm.add %1598, %87 : i64
    llvm.br ^bb212(%1667, %1621, %1630, %1639, %1648, %1657, %1666 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb214:  // pred: ^bb212
    %1668 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1669 = llvm.mul %85, %78 : i64
    %1670 = llvm.add %1669, %1597 : i64
    %1671 = llvm.getelementptr %1668[%1670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1599, %1671 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1672 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1673 = llvm.mul %87, %78 : i64
    %1674 = llvm.add %1673, %1597 : i64
    %1675 = llvm.getelementptr %1672[%1674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1600, %1675 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1676 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1677 = llvm.mul %97, %78 : i64
    %1678 = llvm.add %1677, %1597 : i64
    %1679 = llvm.getelementptr %1676[%1678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1601, %1679 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1680 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1681 = llvm.mul %100, %78 : i64
    %1682 = llvm.add %1681, %1597 : i64
    %1683 = llvm.getelementptr %1680[%1682] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1602, %1683 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1684 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1685 = llvm.mul %101, %78 : i64
    %1686 = llvm.add %1685, %1597 : i64
    %1687 = llvm.getelementptr %1684[%1686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1603, %1687 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1688 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1689 = llvm.mul %102, %78 : i64
    %1690 = llvm.add %1689, %1597 : i64
    %1691 = llvm.getelementptr %1688[%1690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1604, %1691 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1692 = llvm.add %1595, %87 : i64
    llvm.br ^bb210(%1692 : i64)
  ^bb215:  // pred: ^bb210
    %1693 = llvm.sub %86, %1582 : i64
    %1694 = llvm.intr.umin(%1693, %98) : (i64, i64) -> i64
    llvm.br ^bb216(%85 : i64)
  ^bb216(%1695: i64):  // 2 preds: ^bb215, ^bb220
    %1696 = llvm.icmp "slt" %1695, %1694 : i64
    llvm.cond_br %1696, ^bb217, ^bb221
  ^bb217:  // pred: ^bb216
    %1697 = llvm.add %1582, %1695 : i64
    llvm.br ^bb218(%85 : i64)
  ^bb218(%1698: i64):  // 2 preds: ^bb217, ^bb219
    %1699 = llvm.icmp "slt" %1698, %104 : i64
    llvm.cond_br %1699, ^bb219, ^bb220
  ^bb219:  // pred: ^bb218
    %1700 = llvm.extractvalue %1520[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1701 = llvm.mlir.constant(64 : index) : i64
    %1702 = llvm.mul %1695, %1701 overflow<nsw, nuw> : i64
    %1703 = llvm.add %1702, %1698 overflow<nsw, nuw> : i64
    %1704 = llvm.getelementptr inbounds|nuw %1700[%1703] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1705 = llvm.load %1704 : !llvm.ptr -> f32
    %1706 = llvm.fmul %1705, %108 : f32
    %1707 = llvm.fmul %1705, %109 : f32
    %1708 = llvm.fcmp "olt" %1707, %123 : f32
    %1709 = llvm.select %1708, %123, %1707 : i1, f32
    %1710 = llvm.fcmp "ogt" %1709, %124 : f32
    %1711 = llvm.select %1710, %124, %1709 : i1, f32
    %1712 = llvm.fmul %1711, %1711 : f32
    %1713 = llvm.intr.fma(%125, %1712, %126) : (f32, f32, f32) -> f32
    %1714 = llvm.intr.fma(%1713, %1712, %127) : (f32, f32, f32) -> f32
    %1715 = llvm.intr.fma(%1714, %1712, %128) : (f32, f32, f32) -> f32
    %1716 = llvm.intr.fma(%1715, %1712, %129) : (f32, f32, f32) -> f32
    %1717 = llvm.intr.fma(%1716, %1712, %110) : (f32, f32, f32) -> f32
    %1718 = llvm.intr.fma(%130, %1712, %131) : (f32, f32, f32) -> f32
    %1719 = llvm.intr.fma(%1718, %1712, %132) : (f32, f32, f32) -> f32
    %1720 = llvm.intr.fma(%1719, %1712, %133) : (f32, f32, f32) -> f32
    %1721 = llvm.intr.fma(%1720, %1712, %134) : (f32, f32, f32) -> f32
    %1722 = llvm.intr.fma(%1721, %1712, %135) : (f32, f32, f32) -> f32
    %1723 = llvm.fmul %1711, %1722 : f32
    %1724 = llvm.fdiv %1723, %1717 : f32
    %1725 = llvm.fcmp "olt" %1724, %136 : f32
    %1726 = llvm.select %1725, %136, %1724 : i1, f32
    %1727 = llvm.fcmp "ogt" %1726, %110 : f32
    %1728 = llvm.select %1727, %110, %1726 : i1, f32
    %1729 = llvm.fadd %1728, %110 : f32
    %1730 = llvm.fmul %1706, %1729 : f32
    %1731 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1732 = llvm.mlir.constant(64 : index) : i64
    %1733 = llvm.mul %1697, %1732 overflow<nsw, nuw> : i64
    %1734 = llvm.add %1733, %1698 overflow<nsw, nuw> : i64
    %1735 = llvm.getelementptr inbounds|nuw %1731[%1734] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1730, %1735 : f32, !llvm.ptr
    %1736 = llvm.add %1698, %87 : i64
    llvm.br ^bb218(%1736 : i64)
  ^bb220:  // pred: ^bb218
    %1737 = llvm.add %1695, %87 : i64
    llvm.br ^bb216(%1737 : i64)
  ^bb221:  // pred: ^bb216
    %1738 = llvm.add %1582, %98 : i64
    llvm.br ^bb208(%1738 : i64)
  ^bb222:  // pred: ^bb208
    llvm.cond_br %214, ^bb223, ^bb229
  ^bb223:  // pred: ^bb222
    %1739 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1740 = llvm.getelementptr %1739[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1741 = llvm.atomicrmw add %1740, %92 acq_rel : !llvm.ptr, i64
    %1742 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1743 = llvm.getelementptr %1742[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1744 = llvm.atomicrmw add %1743, %93 acq_rel : !llvm.ptr, i64
    %1745 = llvm.add %1744, %93 : i64
    %1746 = llvm.icmp "eq" %1745, %arg73 : i64
    llvm.cond_br %1746, ^bb224, ^bb225
  ^bb224:  // pred: ^bb223
    %1747 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1748 = llvm.getelementptr %1747[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1749 = llvm.atomicrmw xchg %1748, %92 acq_rel : !llvm.ptr, i64
    %1750 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1751 = llvm.getelementptr %1750[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1752 = llvm.atomicrmw add %1751, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb228
  ^bb225:  // pred: ^bb223
    llvm.br ^bb226
  ^bb226:  // 2 preds: ^bb225, ^bb226
    %1753 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1754 = llvm.getelementptr %1753[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1755 = llvm.atomicrmw add %1754, %92 acq_rel : !llvm.ptr, i64
    %1756 = llvm.icmp "eq" %1755, %1741 : i64
    llvm.cond_br %1756, ^bb226, ^bb227
  ^bb227:  // pred: ^bb226
    llvm.br ^bb228
  ^bb228:  // 2 preds: ^bb224, ^bb227
    llvm.br ^bb229
  ^bb229:  // 2 preds: ^bb222, ^bb228
    %1757 = llvm.extractvalue %1520[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1757) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb230, ^bb236
  ^bb230:  // pred: ^bb229
    %1758 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1759 = llvm.getelementptr %1758[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1760 = llvm.atomicrmw add %1759, %92 acq_rel : !llvm.ptr, i64
    %1761 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1762 = llvm.getelementptr %1761[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1763 = llvm.atomicrmw add %1762, %93 acq_rel : !llvm.ptr, i64
    %1764 = llvm.add %1763, %93 : i64
    %1765 = llvm.icmp "eq" %1764, %arg73 : i64
    llvm.cond_br %1765, ^bb231, ^bb232
  ^bb231:  // pred: ^bb230
    %1766 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1767 = llvm.getelementptr %1766[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1768 = llvm.atomicrmw xchg %1767, %92 acq_rel : !llvm.ptr, i64
    %1769 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1770 = llvm.getelementptr %1769[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1771 = llvm.atomicrmw add %1770, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb235
  ^bb232:  // pred: ^bb230
    llvm.br ^bb233
  ^bb233:  // 2 preds: ^bb232, ^bb233
    %1772 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1773 = llvm.getelementptr %1772[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1774 = llvm.atomicrmw add %1773, %92 acq_rel : !llvm.ptr, i64
    %1775 = llvm.icmp "eq" %1774, %1760 : i64
    llvm.cond_br %1775, ^bb233, ^bb234
  ^bb234:  // pred: ^bb233
    llvm.br ^bb235
  ^bb235:  // 2 preds: ^bb231, ^bb234
    llvm.br ^bb236
  ^bb236:  // 2 preds: ^bb229, ^bb235
    %1776 = llvm.mlir.constant(6 : index) : i64
    %1777 = llvm.mlir.constant(16 : index) : i64
    %1778 = llvm.mlir.constant(1 : index) : i64
    %1779 = llvm.mlir.constant(96 : index) : i64
    %1780 = llvm.mlir.zero : !llvm.ptr
    %1781 = llvm.getelementptr %1780[%1779] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1782 = llvm.ptrtoint %1781 : !llvm.ptr to i64
    %1783 = llvm.call @malloc(%1782) : (i64) -> !llvm.ptr
    %1784 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1785 = llvm.insertvalue %1783, %1784[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1786 = llvm.insertvalue %1783, %1785[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1787 = llvm.mlir.constant(0 : index) : i64
    %1788 = llvm.insertvalue %1787, %1786[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1789 = llvm.insertvalue %1776, %1788[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1790 = llvm.insertvalue %1777, %1789[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1791 = llvm.insertvalue %1777, %1790[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1792 = llvm.insertvalue %1778, %1791[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb237(%330 : i64)
  ^bb237(%1793: i64):  // 2 preds: ^bb236, ^bb250
    %1794 = llvm.icmp "slt" %1793, %334 : i64
    llvm.cond_br %1794, ^bb238, ^bb251
  ^bb238:  // pred: ^bb237
    %1795 = llvm.intr.umin(%1793, %99) : (i64, i64) -> i64
    %1796 = llvm.add %1793, %87 : i64
    %1797 = llvm.intr.umin(%1796, %99) : (i64, i64) -> i64
    %1798 = llvm.add %1793, %97 : i64
    %1799 = llvm.intr.umin(%1798, %99) : (i64, i64) -> i64
    %1800 = llvm.add %1793, %100 : i64
    %1801 = llvm.intr.umin(%1800, %99) : (i64, i64) -> i64
    %1802 = llvm.add %1793, %101 : i64
    %1803 = llvm.intr.umin(%1802, %99) : (i64, i64) -> i64
    %1804 = llvm.add %1793, %102 : i64
    %1805 = llvm.intr.umin(%1804, %99) : (i64, i64) -> i64
    llvm.br ^bb239(%85 : i64)
  ^bb239(%1806: i64):  // 2 preds: ^bb238, ^bb243
    %1807 = llvm.icmp "slt" %1806, %89 : i64
    llvm.cond_br %1807, ^bb240, ^bb244
  ^bb240:  // pred: ^bb239
    llvm.br ^bb241(%85, %88, %88, %88, %88, %88, %88 : i64, f32, f32, f32, f32, f32, f32)
  ^bb241(%1808: i64, %1809: f32, %1810: f32, %1811: f32, %1812: f32, %1813: f32, %1814: f32):  // 2 preds: ^bb240, ^bb242
    %1815 = llvm.icmp "slt" %1808, %104 : i64
    llvm.cond_br %1815, ^bb242, ^bb243
  ^bb242:  // pred: ^bb241
    %1816 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1817 = llvm.mlir.constant(64 : index) : i64
    %1818 = llvm.mul %1795, %1817 overflow<nsw, nuw> : i64
    %1819 = llvm.add %1818, %1808 overflow<nsw, nuw> : i64
    %1820 = llvm.getelementptr inbounds|nuw %1816[%1819] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1821 = llvm.load %1820 : !llvm.ptr -> f32
    %1822 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1823 = llvm.mlir.constant(64 : index) : i64
    %1824 = llvm.mul %1797, %1823 overflow<nsw, nuw> : i64
    %1825 = llvm.add %1824, %1808 overflow<nsw, nuw> : i64
    %1826 = llvm.getelementptr inbounds|nuw %1822[%1825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1827 = llvm.load %1826 : !llvm.ptr -> f32
    %1828 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1829 = llvm.mlir.constant(64 : index) : i64
    %1830 = llvm.mul %1799, %1829 overflow<nsw, nuw> : i64
    %1831 = llvm.add %1830, %1808 overflow<nsw, nuw> : i64
    %1832 = llvm.getelementptr inbounds|nuw %1828[%1831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1833 = llvm.load %1832 : !llvm.ptr -> f32
    %1834 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1835 = llvm.mlir.constant(64 : index) : i64
    %1836 = llvm.mul %1801, %1835 overflow<nsw, nuw> : i64
    %1837 = llvm.add %1836, %1808 overflow<nsw, nuw> : i64
    %1838 = llvm.getelementptr inbounds|nuw %1834[%1837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1839 = llvm.load %1838 : !llvm.ptr -> f32
    %1840 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1841 = llvm.mlir.constant(64 : index) : i64
    %1842 = llvm.mul %1803, %1841 overflow<nsw, nuw> : i64
    %1843 = llvm.add %1842, %1808 overflow<nsw, nuw> : i64
    %1844 = llvm.getelementptr inbounds|nuw %1840[%1843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1845 = llvm.load %1844 : !llvm.ptr -> f32
    %1846 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1847 = llvm.mlir.constant(64 : index) : i64
    %1848 = llvm.mul %1805, %1847 overflow<nsw, nuw> : i64
    %1849 = llvm.add %1848, %1808 overflow<nsw, nuw> : i64
    %1850 = llvm.getelementptr inbounds|nuw %1846[%1849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1851 = llvm.load %1850 : !llvm.ptr -> f32
    %1852 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1853 = llvm.mlir.constant(16 : index) : i64
    %1854 = llvm.mul %1808, %1853 overflow<nsw, nuw> : i64
    %1855 = llvm.add %1854, %1806 overflow<nsw, nuw> : i64
    %1856 = llvm.getelementptr inbounds|nuw %1852[%1855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1857 = llvm.load %1856 : !llvm.ptr -> f32
    %1858 = llvm.fmul %1821, %1857 : f32
    %1859 = llvm.fadd %1858, %1809 : f32
    %1860 = llvm.fmul %1827, %1857 : f32
    %1861 = llvm.fadd %1860, %1810 : f32
    %1862 = llvm.fmul %1833, %1857 : f32
    %1863 = llvm.fadd %1862, %1811 : f32
    %1864 = llvm.fmul %1839, %1857 : f32
    %1865 = llvm.fadd %1864, %1812 : f32
    %1866 = llvm.fmul %1845, %1857 : f32
    %1867 = llvm.fadd %1866, %1813 : f32
    %1868 = llvm.fmul %1851, %1857 : f32
    %1869 = llvm.fadd %1868, %1814 : f32
    %1870 = llvm.add %1808, %87 : i64
    llvm.br ^bb241(%1870, %1859, %1861, %1863, %1865, %1867, %1869 : i64, f32, f32, f32, f32, f32, f32)
  ^bb243:  // pred: ^bb241
    %1871 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1872 = llvm.mlir.constant(16 : index) : i64
    %1873 = llvm.mul %85, %1872 overflow<nsw, nuw> : i64
    %1874 = llvm.add %1873, %1806 overflow<nsw, nuw> : i64
    %1875 = llvm.getelementptr inbounds|nuw %1871[%1874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1809, %1875 : f32, !llvm.ptr
    %1876 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1877 = llvm.mlir.constant(16 : index) : i64
    %1878 = llvm.mul %87, %1877 overflow<nsw, nuw> : i64
    %1879 = llvm.add %1878, %1806 overflow<nsw, nuw> : i64
    %1880 = llvm.getelementptr inbounds|nuw %1876[%1879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1810, %1880 : f32, !llvm.ptr
    %1881 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1882 = llvm.mlir.constant(16 : index) : i64
    %1883 = llvm.mul %97, %1882 overflow<nsw, nuw> : i64
    %1884 = llvm.add %1883, %1806 overflow<nsw, nuw> : i64
    %1885 = llvm.getelementptr inbounds|nuw %1881[%1884] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1811, %1885 : f32, !llvm.ptr
    %1886 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1887 = llvm.mlir.constant(16 : index) : i64
    %1888 = llvm.mul %100, %1887 overflow<nsw, nuw> : i64
    %1889 = llvm.add %1888, %1806 overflow<nsw, nuw> : i64
    %1890 = llvm.getelementptr inbounds|nuw %1886[%1889] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1812, %1890 : f32, !llvm.ptr
    %1891 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1892 = llvm.mlir.constant(16 : index) : i64
    %1893 = llvm.mul %101, %1892 overflow<nsw, nuw> : i64
    %1894 = llvm.add %1893, %1806 overflow<nsw, nuw> : i64
    %1895 = llvm.getelementptr inbounds|nuw %1891[%1894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1813, %1895 : f32, !llvm.ptr
    %1896 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1897 = llvm.mlir.constant(16 : index) : i64
    %1898 = llvm.mul %102, %1897 overflow<nsw, nuw> : i64
    %1899 = llvm.add %1898, %1806 overflow<nsw, nuw> : i64
    %1900 = llvm.getelementptr inbounds|nuw %1896[%1899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1814, %1900 : f32, !llvm.ptr
    %1901 = llvm.add %1806, %87 : i64
    llvm.br ^bb239(%1901 : i64)
  ^bb244:  // pred: ^bb239
    %1902 = llvm.sub %86, %1793 : i64
    %1903 = llvm.intr.umin(%1902, %98) : (i64, i64) -> i64
    llvm.br ^bb245(%85 : i64)
  ^bb245(%1904: i64):  // 2 preds: ^bb244, ^bb249
    %1905 = llvm.icmp "slt" %1904, %1903 : i64
    llvm.cond_br %1905, ^bb246, ^bb250
  ^bb246:  // pred: ^bb245
    %1906 = llvm.add %1793, %1904 : i64
    llvm.br ^bb247(%85 : i64)
  ^bb247(%1907: i64):  // 2 preds: ^bb246, ^bb248
    %1908 = llvm.icmp "slt" %1907, %89 : i64
    llvm.cond_br %1908, ^bb248, ^bb249
  ^bb248:  // pred: ^bb247
    %1909 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1910 = llvm.mlir.constant(16 : index) : i64
    %1911 = llvm.mul %1906, %1910 overflow<nsw, nuw> : i64
    %1912 = llvm.add %1911, %1907 overflow<nsw, nuw> : i64
    %1913 = llvm.getelementptr inbounds|nuw %1909[%1912] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1914 = llvm.load %1913 : !llvm.ptr -> f32
    %1915 = llvm.extractvalue %1792[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1916 = llvm.mlir.constant(16 : index) : i64
    %1917 = llvm.mul %1904, %1916 overflow<nsw, nuw> : i64
    %1918 = llvm.add %1917, %1907 overflow<nsw, nuw> : i64
    %1919 = llvm.getelementptr inbounds|nuw %1915[%1918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1920 = llvm.load %1919 : !llvm.ptr -> f32
    %1921 = llvm.fadd %1914, %1920 : f32
    %1922 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1923 = llvm.mlir.constant(16 : index) : i64
    %1924 = llvm.mul %1906, %1923 overflow<nsw, nuw> : i64
    %1925 = llvm.add %1924, %1907 overflow<nsw, nuw> : i64
    %1926 = llvm.getelementptr inbounds|nuw %1922[%1925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1921, %1926 : f32, !llvm.ptr
    %1927 = llvm.add %1907, %87 : i64
    llvm.br ^bb247(%1927 : i64)
  ^bb249:  // pred: ^bb247
    %1928 = llvm.add %1904, %87 : i64
    llvm.br ^bb245(%1928 : i64)
  ^bb250:  // pred: ^bb245
    %1929 = llvm.add %1793, %98 : i64
    llvm.br ^bb237(%1929 : i64)
  ^bb251:  // pred: ^bb237
    %1930 = llvm.extractvalue %1792[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1930) : (!llvm.ptr) -> ()
    llvm.cond_br %214, ^bb252, ^bb258
  ^bb252:  // pred: ^bb251
    %1931 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1932 = llvm.getelementptr %1931[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1933 = llvm.atomicrmw add %1932, %92 acq_rel : !llvm.ptr, i64
    %1934 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1935 = llvm.getelementptr %1934[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1936 = llvm.atomicrmw add %1935, %93 acq_rel : !llvm.ptr, i64
    %1937 = llvm.add %1936, %93 : i64
    %1938 = llvm.icmp "eq" %1937, %arg73 : i64
    llvm.cond_br %1938, ^bb253, ^bb254
  ^bb253:  // pred: ^bb252
    %1939 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1940 = llvm.getelementptr %1939[%85] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1941 = llvm.atomicrmw xchg %1940, %92 acq_rel : !llvm.ptr, i64
    %1942 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1943 = llvm.getelementptr %1942[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1944 = llvm.atomicrmw add %1943, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb257
  ^bb254:  // pred: ^bb252
    llvm.br ^bb255
  ^bb255:  // 2 preds: ^bb254, ^bb255
    %1945 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1946 = llvm.getelementptr %1945[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1947 = llvm.atomicrmw add %1946, %92 acq_rel : !llvm.ptr, i64
    %1948 = llvm.icmp "eq" %1947, %1933 : i64
    llvm.cond_br %1948, ^bb255, ^bb256
  ^bb256:  // pred: ^bb255
    llvm.br ^bb257
  ^bb257:  // 2 preds: ^bb253, ^bb256
    llvm.br ^bb258
  ^bb258:  // 2 preds: ^bb251, ^bb257
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
