#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#map = affine_map<() -> (4096)>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
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
    %80 = llvm.mlir.constant(0 : i32) : i32
    %81 = llvm.mlir.poison : vector<32xi32>
    %82 = llvm.mlir.constant(32 : index) : i64
    %83 = llvm.mlir.constant(512 : index) : i64
    %84 = llvm.mlir.constant(48 : index) : i64
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
    %98 = llvm.mlir.constant(2 : index) : i64
    %99 = llvm.mlir.constant(3 : index) : i64
    %100 = llvm.mlir.constant(4 : index) : i64
    %101 = llvm.mlir.constant(5 : index) : i64
    %102 = llvm.mlir.constant(6 : index) : i64
    %103 = llvm.mlir.constant(7 : index) : i64
    %104 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %105 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %106 = llvm.mlir.constant(2.82842708 : f32) : f32
    %107 = llvm.mlir.constant(2048 : index) : i64
    %108 = llvm.mlir.constant(1024 : index) : i64
    %109 = llvm.mlir.constant(64 : index) : i64
    %110 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %111 = llvm.mlir.constant(0.707106769 : f32) : f32
    %112 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %113 = llvm.mlir.constant(9 : index) : i64
    %114 = llvm.mlir.constant(10 : index) : i64
    %115 = llvm.mlir.constant(11 : index) : i64
    %116 = llvm.mlir.constant(12 : index) : i64
    %117 = llvm.mlir.constant(13 : index) : i64
    %118 = llvm.mlir.constant(14 : index) : i64
    %119 = llvm.mlir.constant(15 : index) : i64
    %120 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %121 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %122 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %123 = llvm.mlir.constant(1.44269502 : f32) : f32
    %124 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %125 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %126 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %127 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %128 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %129 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %130 = llvm.mlir.constant(0.166666657 : f32) : f32
    %131 = llvm.mlir.constant(1262485504 : i32) : i32
    %132 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %133 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %134 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %135 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %136 = llvm.mlir.constant(0.015188437 : f32) : f32
    %137 = llvm.mlir.constant(0.115167856 : f32) : f32
    %138 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %139 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %140 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %141 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %142 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %143 = llvm.mlir.constant(0.192973539 : f32) : f32
    %144 = llvm.mlir.constant(1.12837899 : f32) : f32
    %145 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %146 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>) : vector<32xi32>
    %147 = llvm.mlir.constant(dense<[true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]> : vector<32xi1>) : vector<32xi1>
    %148 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %149 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.insertvalue %149, %148[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %151 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %152 = llvm.getelementptr %151[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %153 = llvm.insertvalue %152, %150[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.mlir.constant(0 : index) : i64
    %155 = llvm.insertvalue %154, %153[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.mlir.constant(16 : index) : i64
    %157 = llvm.insertvalue %156, %155[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.mlir.constant(1 : index) : i64
    %159 = llvm.insertvalue %158, %157[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %160 = llvm.mlir.constant(8 : index) : i64
    %161 = llvm.insertvalue %160, %159[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %162 = llvm.mlir.constant(16 : index) : i64
    %163 = llvm.insertvalue %162, %161[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %164 = llvm.mul %arg72, %87 : i64
    %165 = llvm.udiv %164, %arg73 : i64
    %166 = llvm.intr.umin(%165, %87) : (i64, i64) -> i64
    %167 = llvm.add %arg72, %88 : i64
    %168 = llvm.mul %167, %87 : i64
    %169 = llvm.udiv %168, %arg73 : i64
    %170 = llvm.intr.umin(%169, %87) : (i64, i64) -> i64
    llvm.br ^bb1(%166 : i64)
  ^bb1(%171: i64):  // 2 preds: ^bb0, ^bb11
    %172 = llvm.icmp "slt" %171, %170 : i64
    llvm.cond_br %172, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%86, %89 : i64, f32)
  ^bb3(%173: i64, %174: f32):  // 2 preds: ^bb2, ^bb4
    %175 = llvm.icmp "slt" %173, %90 : i64
    llvm.cond_br %175, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %176 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %177 = llvm.mlir.constant(16 : index) : i64
    %178 = llvm.mul %171, %177 overflow<nsw, nuw> : i64
    %179 = llvm.add %178, %173 overflow<nsw, nuw> : i64
    %180 = llvm.getelementptr inbounds|nuw %176[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %181 = llvm.load %180 : !llvm.ptr -> f32
    %182 = llvm.fadd %181, %174 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %183 = llvm.add %173, %88 : i64
    llvm.br ^bb3(%183, %182 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb5:  // pred: ^bb3
    llvm.br ^bb6(%86, %89 : i64, f32)
  ^bb6(%184: i64, %185: f32):  // 2 preds: ^bb5, ^bb7
    %186 = llvm.icmp "slt" %184, %90 : i64
    llvm.cond_br %186, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %187 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %188 = llvm.mlir.constant(16 : index) : i64
    %189 = llvm.mul %171, %188 overflow<nsw, nuw> : i64
    %190 = llvm.add %189, %184 overflow<nsw, nuw> : i64
    %191 = llvm.getelementptr inbounds|nuw %187[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %192 = llvm.load %191 : !llvm.ptr -> f32
    %193 = llvm.fmul %174, %91 : f32
    %194 = llvm.fsub %192, %193 : f32
    %195 = llvm.fmul %194, %194 : f32
    %196 = llvm.fadd %195, %185 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %197 = llvm.add %184, %88 : i64
    llvm.br ^bb6(%197, %196 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb8:  // pred: ^bb6
    llvm.br ^bb9(%86 : i64)
  ^bb9(%198: i64):  // 2 preds: ^bb8, ^bb10
    %199 = llvm.icmp "slt" %198, %90 : i64
    llvm.cond_br %199, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %200 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %201 = llvm.mlir.constant(16 : index) : i64
    %202 = llvm.mul %171, %201 overflow<nsw, nuw> : i64
    %203 = llvm.add %202, %198 overflow<nsw, nuw> : i64
    %204 = llvm.getelementptr inbounds|nuw %200[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %205 = llvm.load %204 : !llvm.ptr -> f32
    %206 = llvm.fmul %174, %91 : f32
    %207 = llvm.fsub %205, %206 : f32
    %208 = llvm.fmul %185, %91 : f32
    %209 = llvm.fadd %208, %92 : f32
    %210 = llvm.intr.sqrt(%209) : (f32) -> f32
    %211 = llvm.fdiv %85, %210 : f32
    %212 = llvm.fmul %207, %211 : f32
    %213 = llvm.extractvalue %69[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %214 = llvm.getelementptr inbounds|nuw %213[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %215 = llvm.load %214 : !llvm.ptr -> f32
    %216 = llvm.fmul %212, %215 : f32
    %217 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %218 = llvm.mlir.constant(16 : index) : i64
    %219 = llvm.mul %171, %218 overflow<nsw, nuw> : i64
    %220 = llvm.add %219, %198 overflow<nsw, nuw> : i64
    %221 = llvm.getelementptr inbounds|nuw %217[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %216, %221 : f32, !llvm.ptr
    %222 = llvm.add %198, %88 : i64
    llvm.br ^bb9(%222 : i64) {loop_annotation = #loop_annotation1}
  ^bb11:  // pred: ^bb9
    %223 = llvm.add %171, %88 : i64
    llvm.br ^bb1(%223 : i64)
  ^bb12:  // pred: ^bb1
    %224 = llvm.icmp "ugt" %arg73, %88 : i64
    llvm.cond_br %224, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    %225 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %226 = llvm.getelementptr %225[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %227 = llvm.atomicrmw add %226, %93 acq_rel : !llvm.ptr, i64
    %228 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %229 = llvm.getelementptr %228[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %230 = llvm.atomicrmw add %229, %94 acq_rel : !llvm.ptr, i64
    %231 = llvm.add %230, %94 : i64
    %232 = llvm.icmp "eq" %231, %arg73 : i64
    llvm.cond_br %232, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %233 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %234 = llvm.getelementptr %233[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %235 = llvm.atomicrmw xchg %234, %93 acq_rel : !llvm.ptr, i64
    %236 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %237 = llvm.getelementptr %236[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %238 = llvm.atomicrmw add %237, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb19
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb17
    %239 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %240 = llvm.getelementptr %239[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %241 = llvm.atomicrmw add %240, %93 acq_rel : !llvm.ptr, i64
    %242 = llvm.icmp "eq" %241, %227 : i64
    llvm.cond_br %242, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb16
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb12, ^bb19
    %243 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %244 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %245 = llvm.insertvalue %244, %243[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %246 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %247 = llvm.getelementptr %246[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %248 = llvm.insertvalue %247, %245[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %249 = llvm.mlir.constant(0 : index) : i64
    %250 = llvm.insertvalue %249, %248[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %251 = llvm.mlir.constant(48 : index) : i64
    %252 = llvm.insertvalue %251, %250[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %253 = llvm.mlir.constant(1 : index) : i64
    %254 = llvm.insertvalue %253, %252[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %255 = llvm.mlir.constant(8 : index) : i64
    %256 = llvm.insertvalue %255, %254[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.mlir.constant(48 : index) : i64
    %258 = llvm.insertvalue %257, %256[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %259 = llvm.mlir.constant(6 : index) : i64
    %260 = llvm.mlir.constant(48 : index) : i64
    %261 = llvm.mlir.constant(1 : index) : i64
    %262 = llvm.mlir.constant(288 : index) : i64
    %263 = llvm.mlir.zero : !llvm.ptr
    %264 = llvm.getelementptr %263[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %265 = llvm.ptrtoint %264 : !llvm.ptr to i64
    %266 = llvm.call @malloc(%265) : (i64) -> !llvm.ptr
    %267 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %268 = llvm.insertvalue %266, %267[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %269 = llvm.insertvalue %266, %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %270 = llvm.mlir.constant(0 : index) : i64
    %271 = llvm.insertvalue %270, %269[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %272 = llvm.insertvalue %259, %271[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %273 = llvm.insertvalue %260, %272[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %274 = llvm.insertvalue %260, %273[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %275 = llvm.insertvalue %261, %274[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %276 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %277 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %278 = llvm.insertvalue %277, %276[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %279 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %280 = llvm.getelementptr %279[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %281 = llvm.insertvalue %280, %278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %282 = llvm.mlir.constant(0 : index) : i64
    %283 = llvm.insertvalue %282, %281[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %284 = llvm.mlir.constant(32 : index) : i64
    %285 = llvm.insertvalue %284, %283[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %286 = llvm.mlir.constant(1 : index) : i64
    %287 = llvm.insertvalue %286, %285[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %288 = llvm.mlir.constant(16 : index) : i64
    %289 = llvm.insertvalue %288, %287[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %290 = llvm.mlir.constant(32 : index) : i64
    %291 = llvm.insertvalue %290, %289[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %292 = llvm.mlir.constant(2 : index) : i64
    %293 = llvm.insertvalue %292, %291[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %294 = llvm.mlir.constant(512 : index) : i64
    %295 = llvm.insertvalue %294, %293[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %296 = llvm.mul %arg72, %98 : i64
    %297 = llvm.udiv %296, %arg73 : i64
    %298 = llvm.intr.umin(%297, %98) : (i64, i64) -> i64
    %299 = llvm.mul %167, %98 : i64
    %300 = llvm.udiv %299, %arg73 : i64
    %301 = llvm.intr.umin(%300, %98) : (i64, i64) -> i64
    llvm.br ^bb21(%298 : i64)
  ^bb21(%302: i64):  // 2 preds: ^bb20, ^bb25
    %303 = llvm.icmp "slt" %302, %301 : i64
    llvm.cond_br %303, ^bb22, ^bb26
  ^bb22:  // pred: ^bb21
    %304 = llvm.mul %302, %97 : i64
    %305 = llvm.add %304, %97 : i64
    %306 = llvm.icmp "ule" %305, %96 : i64
    llvm.cond_br %306, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %307 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %308 = llvm.mul %86, %84 : i64
    %309 = llvm.add %308, %304 : i64
    %310 = llvm.getelementptr %307[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %311 = llvm.load %310 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %312 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %313 = llvm.mul %302, %83 : i64
    %314 = llvm.mul %86, %82 : i64
    %315 = llvm.add %313, %314 : i64
    %316 = llvm.add %315, %86 : i64
    %317 = llvm.getelementptr %312[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %311, %317 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %318 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %319 = llvm.mul %88, %84 : i64
    %320 = llvm.add %319, %304 : i64
    %321 = llvm.getelementptr %318[%320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %322 = llvm.load %321 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %323 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %324 = llvm.mul %302, %83 : i64
    %325 = llvm.mul %88, %82 : i64
    %326 = llvm.add %324, %325 : i64
    %327 = llvm.add %326, %86 : i64
    %328 = llvm.getelementptr %323[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %322, %328 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %329 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %330 = llvm.mul %98, %84 : i64
    %331 = llvm.add %330, %304 : i64
    %332 = llvm.getelementptr %329[%331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %333 = llvm.load %332 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %334 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %335 = llvm.mul %302, %83 : i64
    %336 = llvm.mul %98, %82 : i64
    %337 = llvm.add %335, %336 : i64
    %338 = llvm.add %337, %86 : i64
    %339 = llvm.getelementptr %334[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %333, %339 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %340 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %341 = llvm.mul %99, %84 : i64
    %342 = llvm.add %341, %304 : i64
    %343 = llvm.getelementptr %340[%342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %344 = llvm.load %343 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %345 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %346 = llvm.mul %302, %83 : i64
    %347 = llvm.mul %99, %82 : i64
    %348 = llvm.add %346, %347 : i64
    %349 = llvm.add %348, %86 : i64
    %350 = llvm.getelementptr %345[%349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %344, %350 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %351 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %352 = llvm.mul %100, %84 : i64
    %353 = llvm.add %352, %304 : i64
    %354 = llvm.getelementptr %351[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %355 = llvm.load %354 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %356 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %357 = llvm.mul %302, %83 : i64
    %358 = llvm.mul %100, %82 : i64
    %359 = llvm.add %357, %358 : i64
    %360 = llvm.add %359, %86 : i64
    %361 = llvm.getelementptr %356[%360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %355, %361 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %362 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %363 = llvm.mul %101, %84 : i64
    %364 = llvm.add %363, %304 : i64
    %365 = llvm.getelementptr %362[%364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %366 = llvm.load %365 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %367 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %368 = llvm.mul %302, %83 : i64
    %369 = llvm.mul %101, %82 : i64
    %370 = llvm.add %368, %369 : i64
    %371 = llvm.add %370, %86 : i64
    %372 = llvm.getelementptr %367[%371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %366, %372 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %373 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %374 = llvm.mul %102, %84 : i64
    %375 = llvm.add %374, %304 : i64
    %376 = llvm.getelementptr %373[%375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %377 = llvm.load %376 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %378 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %379 = llvm.mul %302, %83 : i64
    %380 = llvm.mul %102, %82 : i64
    %381 = llvm.add %379, %380 : i64
    %382 = llvm.add %381, %86 : i64
    %383 = llvm.getelementptr %378[%382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %377, %383 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %384 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %385 = llvm.mul %103, %84 : i64
    %386 = llvm.add %385, %304 : i64
    %387 = llvm.getelementptr %384[%386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %388 = llvm.load %387 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %389 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %390 = llvm.mul %302, %83 : i64
    %391 = llvm.mul %103, %82 : i64
    %392 = llvm.add %390, %391 : i64
    %393 = llvm.add %392, %86 : i64
    %394 = llvm.getelementptr %389[%393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %388, %394 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %395 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %396 = llvm.mul %87, %84 : i64
    %397 = llvm.add %396, %304 : i64
    %398 = llvm.getelementptr %395[%397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %399 = llvm.load %398 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %400 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %401 = llvm.mul %302, %83 : i64
    %402 = llvm.mul %87, %82 : i64
    %403 = llvm.add %401, %402 : i64
    %404 = llvm.add %403, %86 : i64
    %405 = llvm.getelementptr %400[%404] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %399, %405 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %406 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %407 = llvm.mul %113, %84 : i64
    %408 = llvm.add %407, %304 : i64
    %409 = llvm.getelementptr %406[%408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %410 = llvm.load %409 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %411 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %412 = llvm.mul %302, %83 : i64
    %413 = llvm.mul %113, %82 : i64
    %414 = llvm.add %412, %413 : i64
    %415 = llvm.add %414, %86 : i64
    %416 = llvm.getelementptr %411[%415] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %410, %416 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %417 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %418 = llvm.mul %114, %84 : i64
    %419 = llvm.add %418, %304 : i64
    %420 = llvm.getelementptr %417[%419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %421 = llvm.load %420 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %422 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %423 = llvm.mul %302, %83 : i64
    %424 = llvm.mul %114, %82 : i64
    %425 = llvm.add %423, %424 : i64
    %426 = llvm.add %425, %86 : i64
    %427 = llvm.getelementptr %422[%426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %421, %427 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %428 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %429 = llvm.mul %115, %84 : i64
    %430 = llvm.add %429, %304 : i64
    %431 = llvm.getelementptr %428[%430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %432 = llvm.load %431 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %433 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %434 = llvm.mul %302, %83 : i64
    %435 = llvm.mul %115, %82 : i64
    %436 = llvm.add %434, %435 : i64
    %437 = llvm.add %436, %86 : i64
    %438 = llvm.getelementptr %433[%437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %432, %438 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %439 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %440 = llvm.mul %116, %84 : i64
    %441 = llvm.add %440, %304 : i64
    %442 = llvm.getelementptr %439[%441] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %443 = llvm.load %442 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %444 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %445 = llvm.mul %302, %83 : i64
    %446 = llvm.mul %116, %82 : i64
    %447 = llvm.add %445, %446 : i64
    %448 = llvm.add %447, %86 : i64
    %449 = llvm.getelementptr %444[%448] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %443, %449 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %450 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %451 = llvm.mul %117, %84 : i64
    %452 = llvm.add %451, %304 : i64
    %453 = llvm.getelementptr %450[%452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %454 = llvm.load %453 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %455 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %456 = llvm.mul %302, %83 : i64
    %457 = llvm.mul %117, %82 : i64
    %458 = llvm.add %456, %457 : i64
    %459 = llvm.add %458, %86 : i64
    %460 = llvm.getelementptr %455[%459] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %454, %460 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %461 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %462 = llvm.mul %118, %84 : i64
    %463 = llvm.add %462, %304 : i64
    %464 = llvm.getelementptr %461[%463] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %465 = llvm.load %464 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %466 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %467 = llvm.mul %302, %83 : i64
    %468 = llvm.mul %118, %82 : i64
    %469 = llvm.add %467, %468 : i64
    %470 = llvm.add %469, %86 : i64
    %471 = llvm.getelementptr %466[%470] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %465, %471 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %472 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %473 = llvm.mul %119, %84 : i64
    %474 = llvm.add %473, %304 : i64
    %475 = llvm.getelementptr %472[%474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %476 = llvm.load %475 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %477 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %478 = llvm.mul %302, %83 : i64
    %479 = llvm.mul %119, %82 : i64
    %480 = llvm.add %478, %479 : i64
    %481 = llvm.add %480, %86 : i64
    %482 = llvm.getelementptr %477[%481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %476, %482 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb25
  ^bb24:  // pred: ^bb22
    %483 = llvm.sub %96, %304 : i64
    %484 = llvm.intr.umin(%483, %97) : (i64, i64) -> i64
    %485 = llvm.trunc %484 : i64 to i32
    %486 = llvm.insertelement %485, %81[%80 : i32] : vector<32xi32>
    %487 = llvm.shufflevector %486, %81 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %488 = llvm.icmp "sgt" %487, %146 : vector<32xi32>
    %489 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %490 = llvm.mul %86, %84 : i64
    %491 = llvm.add %490, %304 : i64
    %492 = llvm.getelementptr %489[%491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %493 = llvm.intr.masked.load %492, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %494 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %495 = llvm.mul %302, %83 : i64
    %496 = llvm.mul %86, %82 : i64
    %497 = llvm.add %495, %496 : i64
    %498 = llvm.add %497, %86 : i64
    %499 = llvm.getelementptr %494[%498] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %493, %499 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %500 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %501 = llvm.mul %88, %84 : i64
    %502 = llvm.add %501, %304 : i64
    %503 = llvm.getelementptr %500[%502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %504 = llvm.intr.masked.load %503, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %505 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %506 = llvm.mul %302, %83 : i64
    %507 = llvm.mul %88, %82 : i64
    %508 = llvm.add %506, %507 : i64
    %509 = llvm.add %508, %86 : i64
    %510 = llvm.getelementptr %505[%509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %504, %510 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %511 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %512 = llvm.mul %98, %84 : i64
    %513 = llvm.add %512, %304 : i64
    %514 = llvm.getelementptr %511[%513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %515 = llvm.intr.masked.load %514, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %516 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %517 = llvm.mul %302, %83 : i64
    %518 = llvm.mul %98, %82 : i64
    %519 = llvm.add %517, %518 : i64
    %520 = llvm.add %519, %86 : i64
    %521 = llvm.getelementptr %516[%520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %515, %521 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %522 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %523 = llvm.mul %99, %84 : i64
    %524 = llvm.add %523, %304 : i64
    %525 = llvm.getelementptr %522[%524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %526 = llvm.intr.masked.load %525, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %527 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %528 = llvm.mul %302, %83 : i64
    %529 = llvm.mul %99, %82 : i64
    %530 = llvm.add %528, %529 : i64
    %531 = llvm.add %530, %86 : i64
    %532 = llvm.getelementptr %527[%531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %526, %532 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %533 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %534 = llvm.mul %100, %84 : i64
    %535 = llvm.add %534, %304 : i64
    %536 = llvm.getelementptr %533[%535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %537 = llvm.intr.masked.load %536, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %538 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %539 = llvm.mul %302, %83 : i64
    %540 = llvm.mul %100, %82 : i64
    %541 = llvm.add %539, %540 : i64
    %542 = llvm.add %541, %86 : i64
    %543 = llvm.getelementptr %538[%542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %537, %543 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %544 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %545 = llvm.mul %101, %84 : i64
    %546 = llvm.add %545, %304 : i64
    %547 = llvm.getelementptr %544[%546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %548 = llvm.intr.masked.load %547, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %549 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %550 = llvm.mul %302, %83 : i64
    %551 = llvm.mul %101, %82 : i64
    %552 = llvm.add %550, %551 : i64
    %553 = llvm.add %552, %86 : i64
    %554 = llvm.getelementptr %549[%553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %548, %554 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %555 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %556 = llvm.mul %102, %84 : i64
    %557 = llvm.add %556, %304 : i64
    %558 = llvm.getelementptr %555[%557] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %559 = llvm.intr.masked.load %558, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %560 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %561 = llvm.mul %302, %83 : i64
    %562 = llvm.mul %102, %82 : i64
    %563 = llvm.add %561, %562 : i64
    %564 = llvm.add %563, %86 : i64
    %565 = llvm.getelementptr %560[%564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %559, %565 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %566 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %567 = llvm.mul %103, %84 : i64
    %568 = llvm.add %567, %304 : i64
    %569 = llvm.getelementptr %566[%568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %570 = llvm.intr.masked.load %569, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %571 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %572 = llvm.mul %302, %83 : i64
    %573 = llvm.mul %103, %82 : i64
    %574 = llvm.add %572, %573 : i64
    %575 = llvm.add %574, %86 : i64
    %576 = llvm.getelementptr %571[%575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %570, %576 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %577 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %578 = llvm.mul %87, %84 : i64
    %579 = llvm.add %578, %304 : i64
    %580 = llvm.getelementptr %577[%579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %581 = llvm.intr.masked.load %580, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %582 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %583 = llvm.mul %302, %83 : i64
    %584 = llvm.mul %87, %82 : i64
    %585 = llvm.add %583, %584 : i64
    %586 = llvm.add %585, %86 : i64
    %587 = llvm.getelementptr %582[%586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %581, %587 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %588 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %589 = llvm.mul %113, %84 : i64
    %590 = llvm.add %589, %304 : i64
    %591 = llvm.getelementptr %588[%590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %592 = llvm.intr.masked.load %591, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %593 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %594 = llvm.mul %302, %83 : i64
    %595 = llvm.mul %113, %82 : i64
    %596 = llvm.add %594, %595 : i64
    %597 = llvm.add %596, %86 : i64
    %598 = llvm.getelementptr %593[%597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %592, %598 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %599 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %600 = llvm.mul %114, %84 : i64
    %601 = llvm.add %600, %304 : i64
    %602 = llvm.getelementptr %599[%601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %603 = llvm.intr.masked.load %602, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %604 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %605 = llvm.mul %302, %83 : i64
    %606 = llvm.mul %114, %82 : i64
    %607 = llvm.add %605, %606 : i64
    %608 = llvm.add %607, %86 : i64
    %609 = llvm.getelementptr %604[%608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %603, %609 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %610 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %611 = llvm.mul %115, %84 : i64
    %612 = llvm.add %611, %304 : i64
    %613 = llvm.getelementptr %610[%612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %614 = llvm.intr.masked.load %613, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %615 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %616 = llvm.mul %302, %83 : i64
    %617 = llvm.mul %115, %82 : i64
    %618 = llvm.add %616, %617 : i64
    %619 = llvm.add %618, %86 : i64
    %620 = llvm.getelementptr %615[%619] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %614, %620 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %621 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %622 = llvm.mul %116, %84 : i64
    %623 = llvm.add %622, %304 : i64
    %624 = llvm.getelementptr %621[%623] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %625 = llvm.intr.masked.load %624, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %626 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %627 = llvm.mul %302, %83 : i64
    %628 = llvm.mul %116, %82 : i64
    %629 = llvm.add %627, %628 : i64
    %630 = llvm.add %629, %86 : i64
    %631 = llvm.getelementptr %626[%630] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %625, %631 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %632 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %633 = llvm.mul %117, %84 : i64
    %634 = llvm.add %633, %304 : i64
    %635 = llvm.getelementptr %632[%634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %636 = llvm.intr.masked.load %635, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %637 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %638 = llvm.mul %302, %83 : i64
    %639 = llvm.mul %117, %82 : i64
    %640 = llvm.add %638, %639 : i64
    %641 = llvm.add %640, %86 : i64
    %642 = llvm.getelementptr %637[%641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %636, %642 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %643 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %644 = llvm.mul %118, %84 : i64
    %645 = llvm.add %644, %304 : i64
    %646 = llvm.getelementptr %643[%645] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %647 = llvm.intr.masked.load %646, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %648 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %649 = llvm.mul %302, %83 : i64
    %650 = llvm.mul %118, %82 : i64
    %651 = llvm.add %649, %650 : i64
    %652 = llvm.add %651, %86 : i64
    %653 = llvm.getelementptr %648[%652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %647, %653 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %654 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %655 = llvm.mul %119, %84 : i64
    %656 = llvm.add %655, %304 : i64
    %657 = llvm.getelementptr %654[%656] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %658 = llvm.intr.masked.load %657, %488, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %659 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %660 = llvm.mul %302, %83 : i64
    %661 = llvm.mul %119, %82 : i64
    %662 = llvm.add %660, %661 : i64
    %663 = llvm.add %662, %86 : i64
    %664 = llvm.getelementptr %659[%663] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %658, %664 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb25
  ^bb25:  // 2 preds: ^bb23, ^bb24
    %665 = llvm.add %302, %88 : i64
    llvm.br ^bb21(%665 : i64)
  ^bb26:  // pred: ^bb21
    llvm.cond_br %224, ^bb27, ^bb34
  ^bb27:  // pred: ^bb26
    %666 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %667 = llvm.getelementptr %666[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %668 = llvm.atomicrmw add %667, %93 acq_rel : !llvm.ptr, i64
    %669 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %670 = llvm.getelementptr %669[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %671 = llvm.atomicrmw add %670, %94 acq_rel : !llvm.ptr, i64
    %672 = llvm.add %671, %94 : i64
    %673 = llvm.icmp "eq" %672, %arg73 : i64
    llvm.cond_br %673, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %674 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %675 = llvm.getelementptr %674[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %676 = llvm.atomicrmw xchg %675, %93 acq_rel : !llvm.ptr, i64
    %677 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %678 = llvm.getelementptr %677[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %679 = llvm.atomicrmw add %678, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb33
  ^bb29:  // pred: ^bb27
    llvm.br ^bb30
  ^bb30:  // 2 preds: ^bb29, ^bb31
    %680 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %681 = llvm.getelementptr %680[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %682 = llvm.atomicrmw add %681, %93 acq_rel : !llvm.ptr, i64
    %683 = llvm.icmp "eq" %682, %668 : i64
    llvm.cond_br %683, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb30
  ^bb32:  // pred: ^bb30
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb28, ^bb32
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb26, ^bb33
    %684 = llvm.mul %297, %102 : i64
    %685 = llvm.intr.umin(%684, %87) : (i64, i64) -> i64
    %686 = llvm.mul %300, %102 : i64
    %687 = llvm.intr.umin(%686, %87) : (i64, i64) -> i64
    llvm.br ^bb35(%685 : i64)
  ^bb35(%688: i64):  // 2 preds: ^bb34, ^bb48
    %689 = llvm.icmp "slt" %688, %687 : i64
    llvm.cond_br %689, ^bb36, ^bb49
  ^bb36:  // pred: ^bb35
    %690 = llvm.intr.umin(%688, %103) : (i64, i64) -> i64
    %691 = llvm.add %688, %88 : i64
    %692 = llvm.intr.umin(%691, %103) : (i64, i64) -> i64
    %693 = llvm.add %688, %98 : i64
    %694 = llvm.intr.umin(%693, %103) : (i64, i64) -> i64
    %695 = llvm.add %688, %99 : i64
    %696 = llvm.intr.umin(%695, %103) : (i64, i64) -> i64
    %697 = llvm.add %688, %100 : i64
    %698 = llvm.intr.umin(%697, %103) : (i64, i64) -> i64
    %699 = llvm.add %688, %101 : i64
    %700 = llvm.intr.umin(%699, %103) : (i64, i64) -> i64
    llvm.br ^bb37(%86, %104, %104, %104, %104, %104, %104 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb37(%701: i64, %702: vector<32xf32>, %703: vector<32xf32>, %704: vector<32xf32>, %705: vector<32xf32>, %706: vector<32xf32>, %707: vector<32xf32>):  // 2 preds: ^bb36, ^bb38
    %708 = llvm.icmp "slt" %701, %90 : i64
    llvm.cond_br %708, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %709 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %710 = llvm.mul %86, %83 : i64
    %711 = llvm.mul %701, %82 : i64
    %712 = llvm.add %710, %711 : i64
    %713 = llvm.add %712, %86 : i64
    %714 = llvm.getelementptr %709[%713] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %715 = llvm.load %714 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %716 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %717 = llvm.mlir.constant(16 : index) : i64
    %718 = llvm.mul %690, %717 overflow<nsw, nuw> : i64
    %719 = llvm.add %718, %701 overflow<nsw, nuw> : i64
    %720 = llvm.getelementptr inbounds|nuw %716[%719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %721 = llvm.load %720 : !llvm.ptr -> f32
    %722 = llvm.insertelement %721, %79[%80 : i32] : vector<32xf32>
    %723 = llvm.shufflevector %722, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %724 = llvm.intr.fmuladd(%723, %715, %702) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %725 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %726 = llvm.mlir.constant(16 : index) : i64
    %727 = llvm.mul %692, %726 overflow<nsw, nuw> : i64
    %728 = llvm.add %727, %701 overflow<nsw, nuw> : i64
    %729 = llvm.getelementptr inbounds|nuw %725[%728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %730 = llvm.load %729 : !llvm.ptr -> f32
    %731 = llvm.insertelement %730, %79[%80 : i32] : vector<32xf32>
    %732 = llvm.shufflevector %731, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %733 = llvm.intr.fmuladd(%732, %715, %703) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %734 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %735 = llvm.mlir.constant(16 : index) : i64
    %736 = llvm.mul %694, %735 overflow<nsw, nuw> : i64
    %737 = llvm.add %736, %701 overflow<nsw, nuw> : i64
    %738 = llvm.getelementptr inbounds|nuw %734[%737] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %739 = llvm.load %738 : !llvm.ptr -> f32
    %740 = llvm.insertelement %739, %79[%80 : i32] : vector<32xf32>
    %741 = llvm.shufflevector %740, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %742 = llvm.intr.fmuladd(%741, %715, %704) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %743 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %744 = llvm.mlir.constant(16 : index) : i64
    %745 = llvm.mul %696, %744 overflow<nsw, nuw> : i64
    %746 = llvm.add %745, %701 overflow<nsw, nuw> : i64
    %747 = llvm.getelementptr inbounds|nuw %743[%746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %748 = llvm.load %747 : !llvm.ptr -> f32
    %749 = llvm.insertelement %748, %79[%80 : i32] : vector<32xf32>
    %750 = llvm.shufflevector %749, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %751 = llvm.intr.fmuladd(%750, %715, %705) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %752 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %753 = llvm.mlir.constant(16 : index) : i64
    %754 = llvm.mul %698, %753 overflow<nsw, nuw> : i64
    %755 = llvm.add %754, %701 overflow<nsw, nuw> : i64
    %756 = llvm.getelementptr inbounds|nuw %752[%755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %757 = llvm.load %756 : !llvm.ptr -> f32
    %758 = llvm.insertelement %757, %79[%80 : i32] : vector<32xf32>
    %759 = llvm.shufflevector %758, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %760 = llvm.intr.fmuladd(%759, %715, %706) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %761 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %762 = llvm.mlir.constant(16 : index) : i64
    %763 = llvm.mul %700, %762 overflow<nsw, nuw> : i64
    %764 = llvm.add %763, %701 overflow<nsw, nuw> : i64
    %765 = llvm.getelementptr inbounds|nuw %761[%764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %766 = llvm.load %765 : !llvm.ptr -> f32
    %767 = llvm.insertelement %766, %79[%80 : i32] : vector<32xf32>
    %768 = llvm.shufflevector %767, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %769 = llvm.intr.fmuladd(%768, %715, %707) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %770 = llvm.add %701, %88 : i64
    llvm.br ^bb37(%770, %724, %733, %742, %751, %760, %769 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb39:  // pred: ^bb37
    %771 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %772 = llvm.mul %86, %84 : i64
    %773 = llvm.add %772, %86 : i64
    %774 = llvm.getelementptr %771[%773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %702, %774 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %775 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %776 = llvm.mul %88, %84 : i64
    %777 = llvm.add %776, %86 : i64
    %778 = llvm.getelementptr %775[%777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %703, %778 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %779 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %780 = llvm.mul %98, %84 : i64
    %781 = llvm.add %780, %86 : i64
    %782 = llvm.getelementptr %779[%781] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %704, %782 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %783 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %784 = llvm.mul %99, %84 : i64
    %785 = llvm.add %784, %86 : i64
    %786 = llvm.getelementptr %783[%785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %705, %786 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %787 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %788 = llvm.mul %100, %84 : i64
    %789 = llvm.add %788, %86 : i64
    %790 = llvm.getelementptr %787[%789] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %706, %790 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %791 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %792 = llvm.mul %101, %84 : i64
    %793 = llvm.add %792, %86 : i64
    %794 = llvm.getelementptr %791[%793] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %707, %794 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb40(%86, %104, %104, %104, %104, %104, %104 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb40(%795: i64, %796: vector<32xf32>, %797: vector<32xf32>, %798: vector<32xf32>, %799: vector<32xf32>, %800: vector<32xf32>, %801: vector<32xf32>):  // 2 preds: ^bb39, ^bb41
    %802 = llvm.icmp "slt" %795, %90 : i64
    llvm.cond_br %802, ^bb41, ^bb42
  ^bb41:  // pred: ^bb40
    %803 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %804 = llvm.mul %88, %83 : i64
    %805 = llvm.mul %795, %82 : i64
    %806 = llvm.add %804, %805 : i64
    %807 = llvm.add %806, %86 : i64
    %808 = llvm.getelementptr %803[%807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %809 = llvm.load %808 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %810 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %811 = llvm.mlir.constant(16 : index) : i64
    %812 = llvm.mul %690, %811 overflow<nsw, nuw> : i64
    %813 = llvm.add %812, %795 overflow<nsw, nuw> : i64
    %814 = llvm.getelementptr inbounds|nuw %810[%813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %815 = llvm.load %814 : !llvm.ptr -> f32
    %816 = llvm.insertelement %815, %79[%80 : i32] : vector<32xf32>
    %817 = llvm.shufflevector %816, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %818 = llvm.intr.fmuladd(%817, %809, %796) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %819 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %820 = llvm.mlir.constant(16 : index) : i64
    %821 = llvm.mul %692, %820 overflow<nsw, nuw> : i64
    %822 = llvm.add %821, %795 overflow<nsw, nuw> : i64
    %823 = llvm.getelementptr inbounds|nuw %819[%822] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %824 = llvm.load %823 : !llvm.ptr -> f32
    %825 = llvm.insertelement %824, %79[%80 : i32] : vector<32xf32>
    %826 = llvm.shufflevector %825, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %827 = llvm.intr.fmuladd(%826, %809, %797) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %828 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %829 = llvm.mlir.constant(16 : index) : i64
    %830 = llvm.mul %694, %829 overflow<nsw, nuw> : i64
    %831 = llvm.add %830, %795 overflow<nsw, nuw> : i64
    %832 = llvm.getelementptr inbounds|nuw %828[%831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %833 = llvm.load %832 : !llvm.ptr -> f32
    %834 = llvm.insertelement %833, %79[%80 : i32] : vector<32xf32>
    %835 = llvm.shufflevector %834, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %836 = llvm.intr.fmuladd(%835, %809, %798) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %837 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %838 = llvm.mlir.constant(16 : index) : i64
    %839 = llvm.mul %696, %838 overflow<nsw, nuw> : i64
    %840 = llvm.add %839, %795 overflow<nsw, nuw> : i64
    %841 = llvm.getelementptr inbounds|nuw %837[%840] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %842 = llvm.load %841 : !llvm.ptr -> f32
    %843 = llvm.insertelement %842, %79[%80 : i32] : vector<32xf32>
    %844 = llvm.shufflevector %843, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %845 = llvm.intr.fmuladd(%844, %809, %799) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %846 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %847 = llvm.mlir.constant(16 : index) : i64
    %848 = llvm.mul %698, %847 overflow<nsw, nuw> : i64
    %849 = llvm.add %848, %795 overflow<nsw, nuw> : i64
    %850 = llvm.getelementptr inbounds|nuw %846[%849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %851 = llvm.load %850 : !llvm.ptr -> f32
    %852 = llvm.insertelement %851, %79[%80 : i32] : vector<32xf32>
    %853 = llvm.shufflevector %852, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %854 = llvm.intr.fmuladd(%853, %809, %800) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %855 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %856 = llvm.mlir.constant(16 : index) : i64
    %857 = llvm.mul %700, %856 overflow<nsw, nuw> : i64
    %858 = llvm.add %857, %795 overflow<nsw, nuw> : i64
    %859 = llvm.getelementptr inbounds|nuw %855[%858] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %860 = llvm.load %859 : !llvm.ptr -> f32
    %861 = llvm.insertelement %860, %79[%80 : i32] : vector<32xf32>
    %862 = llvm.shufflevector %861, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %863 = llvm.intr.fmuladd(%862, %809, %801) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %864 = llvm.add %795, %88 : i64
    llvm.br ^bb40(%864, %818, %827, %836, %845, %854, %863 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb42:  // pred: ^bb40
    %865 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %866 = llvm.mul %86, %84 : i64
    %867 = llvm.add %866, %97 : i64
    %868 = llvm.getelementptr %865[%867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %796, %868, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %869 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %870 = llvm.mul %88, %84 : i64
    %871 = llvm.add %870, %97 : i64
    %872 = llvm.getelementptr %869[%871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %797, %872, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %873 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %874 = llvm.mul %98, %84 : i64
    %875 = llvm.add %874, %97 : i64
    %876 = llvm.getelementptr %873[%875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %798, %876, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %877 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %878 = llvm.mul %99, %84 : i64
    %879 = llvm.add %878, %97 : i64
    %880 = llvm.getelementptr %877[%879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %799, %880, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %881 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %882 = llvm.mul %100, %84 : i64
    %883 = llvm.add %882, %97 : i64
    %884 = llvm.getelementptr %881[%883] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %800, %884, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %885 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %886 = llvm.mul %101, %84 : i64
    %887 = llvm.add %886, %97 : i64
    %888 = llvm.getelementptr %885[%887] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %801, %888, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %889 = llvm.sub %87, %688 : i64
    %890 = llvm.intr.umin(%889, %102) : (i64, i64) -> i64
    llvm.br ^bb43(%86 : i64)
  ^bb43(%891: i64):  // 2 preds: ^bb42, ^bb47
    %892 = llvm.icmp "slt" %891, %890 : i64
    llvm.cond_br %892, ^bb44, ^bb48
  ^bb44:  // pred: ^bb43
    %893 = llvm.add %688, %891 : i64
    llvm.br ^bb45(%86 : i64)
  ^bb45(%894: i64):  // 2 preds: ^bb44, ^bb46
    %895 = llvm.icmp "slt" %894, %96 : i64
    llvm.cond_br %895, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %896 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %897 = llvm.mlir.constant(48 : index) : i64
    %898 = llvm.mul %891, %897 overflow<nsw, nuw> : i64
    %899 = llvm.add %898, %894 overflow<nsw, nuw> : i64
    %900 = llvm.getelementptr inbounds|nuw %896[%899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %901 = llvm.load %900 : !llvm.ptr -> f32
    %902 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %903 = llvm.mlir.constant(48 : index) : i64
    %904 = llvm.mul %893, %903 overflow<nsw, nuw> : i64
    %905 = llvm.add %904, %894 overflow<nsw, nuw> : i64
    %906 = llvm.getelementptr inbounds|nuw %902[%905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %901, %906 : f32, !llvm.ptr
    %907 = llvm.add %894, %88 : i64
    llvm.br ^bb45(%907 : i64)
  ^bb47:  // pred: ^bb45
    %908 = llvm.add %891, %88 : i64
    llvm.br ^bb43(%908 : i64)
  ^bb48:  // pred: ^bb43
    %909 = llvm.add %688, %102 : i64
    llvm.br ^bb35(%909 : i64)
  ^bb49:  // pred: ^bb35
    llvm.cond_br %224, ^bb50, ^bb57
  ^bb50:  // pred: ^bb49
    %910 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %911 = llvm.getelementptr %910[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %912 = llvm.atomicrmw add %911, %93 acq_rel : !llvm.ptr, i64
    %913 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %914 = llvm.getelementptr %913[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %915 = llvm.atomicrmw add %914, %94 acq_rel : !llvm.ptr, i64
    %916 = llvm.add %915, %94 : i64
    %917 = llvm.icmp "eq" %916, %arg73 : i64
    llvm.cond_br %917, ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    %918 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %919 = llvm.getelementptr %918[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %920 = llvm.atomicrmw xchg %919, %93 acq_rel : !llvm.ptr, i64
    %921 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %922 = llvm.getelementptr %921[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %923 = llvm.atomicrmw add %922, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb56
  ^bb52:  // pred: ^bb50
    llvm.br ^bb53
  ^bb53:  // 2 preds: ^bb52, ^bb54
    %924 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %925 = llvm.getelementptr %924[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %926 = llvm.atomicrmw add %925, %93 acq_rel : !llvm.ptr, i64
    %927 = llvm.icmp "eq" %926, %912 : i64
    llvm.cond_br %927, ^bb54, ^bb55
  ^bb54:  // pred: ^bb53
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb53
  ^bb55:  // pred: ^bb53
    llvm.br ^bb56
  ^bb56:  // 2 preds: ^bb51, ^bb55
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb49, ^bb56
    %928 = llvm.extractvalue %275[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%928) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb58, ^bb65
  ^bb58:  // pred: ^bb57
    %929 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %930 = llvm.getelementptr %929[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %931 = llvm.atomicrmw add %930, %93 acq_rel : !llvm.ptr, i64
    %932 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %933 = llvm.getelementptr %932[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %934 = llvm.atomicrmw add %933, %94 acq_rel : !llvm.ptr, i64
    %935 = llvm.add %934, %94 : i64
    %936 = llvm.icmp "eq" %935, %arg73 : i64
    llvm.cond_br %936, ^bb59, ^bb60
  ^bb59:  // pred: ^bb58
    %937 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %938 = llvm.getelementptr %937[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %939 = llvm.atomicrmw xchg %938, %93 acq_rel : !llvm.ptr, i64
    %940 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %941 = llvm.getelementptr %940[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %942 = llvm.atomicrmw add %941, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb64
  ^bb60:  // pred: ^bb58
    llvm.br ^bb61
  ^bb61:  // 2 preds: ^bb60, ^bb62
    %943 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %944 = llvm.getelementptr %943[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %945 = llvm.atomicrmw add %944, %93 acq_rel : !llvm.ptr, i64
    %946 = llvm.icmp "eq" %945, %931 : i64
    llvm.cond_br %946, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb61
  ^bb63:  // pred: ^bb61
    llvm.br ^bb64
  ^bb64:  // 2 preds: ^bb59, ^bb63
    llvm.br ^bb65
  ^bb65:  // 2 preds: ^bb57, ^bb64
    %947 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %948 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %949 = llvm.insertvalue %948, %947[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %950 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %951 = llvm.getelementptr %950[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %952 = llvm.insertvalue %951, %949[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %953 = llvm.mlir.constant(0 : index) : i64
    %954 = llvm.insertvalue %953, %952[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %955 = llvm.mlir.constant(8 : index) : i64
    %956 = llvm.insertvalue %955, %954[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %957 = llvm.mlir.constant(1 : index) : i64
    %958 = llvm.insertvalue %957, %956[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %959 = llvm.mlir.constant(8 : index) : i64
    %960 = llvm.insertvalue %959, %958[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %961 = llvm.mlir.constant(8 : index) : i64
    %962 = llvm.insertvalue %961, %960[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %963 = llvm.mlir.constant(2 : index) : i64
    %964 = llvm.insertvalue %963, %962[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %965 = llvm.mlir.constant(64 : index) : i64
    %966 = llvm.insertvalue %965, %964[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %967 = llvm.mlir.constant(6 : index) : i64
    %968 = llvm.mlir.constant(8 : index) : i64
    %969 = llvm.mlir.constant(1 : index) : i64
    %970 = llvm.mlir.constant(48 : index) : i64
    %971 = llvm.mlir.zero : !llvm.ptr
    %972 = llvm.getelementptr %971[%970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %973 = llvm.ptrtoint %972 : !llvm.ptr to i64
    %974 = llvm.call @malloc(%973) : (i64) -> !llvm.ptr
    %975 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %976 = llvm.insertvalue %974, %975[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %977 = llvm.insertvalue %974, %976[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %978 = llvm.mlir.constant(0 : index) : i64
    %979 = llvm.insertvalue %978, %977[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %980 = llvm.insertvalue %967, %979[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %981 = llvm.insertvalue %968, %980[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %982 = llvm.insertvalue %968, %981[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %983 = llvm.insertvalue %969, %982[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb66(%298 : i64)
  ^bb66(%984: i64):  // 2 preds: ^bb65, ^bb82
    %985 = llvm.icmp "slt" %984, %301 : i64
    llvm.cond_br %985, ^bb67, ^bb83
  ^bb67:  // pred: ^bb66
    llvm.br ^bb68(%86 : i64)
  ^bb68(%986: i64):  // 2 preds: ^bb67, ^bb81
    %987 = llvm.icmp "slt" %986, %87 : i64
    llvm.cond_br %987, ^bb69, ^bb82
  ^bb69:  // pred: ^bb68
    %988 = llvm.intr.umin(%986, %103) : (i64, i64) -> i64
    %989 = llvm.add %986, %88 : i64
    %990 = llvm.intr.umin(%989, %103) : (i64, i64) -> i64
    %991 = llvm.add %986, %98 : i64
    %992 = llvm.intr.umin(%991, %103) : (i64, i64) -> i64
    %993 = llvm.add %986, %99 : i64
    %994 = llvm.intr.umin(%993, %103) : (i64, i64) -> i64
    %995 = llvm.add %986, %100 : i64
    %996 = llvm.intr.umin(%995, %103) : (i64, i64) -> i64
    %997 = llvm.add %986, %101 : i64
    %998 = llvm.intr.umin(%997, %103) : (i64, i64) -> i64
    llvm.br ^bb70(%86 : i64)
  ^bb70(%999: i64):  // 2 preds: ^bb69, ^bb74
    %1000 = llvm.icmp "slt" %999, %87 : i64
    llvm.cond_br %1000, ^bb71, ^bb75
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb72(%1001: i64, %1002: f32, %1003: f32, %1004: f32, %1005: f32, %1006: f32, %1007: f32):  // 2 preds: ^bb71, ^bb73
    %1008 = llvm.icmp "slt" %1001, %87 : i64
    llvm.cond_br %1008, ^bb73, ^bb74
  ^bb73:  // pred: ^bb72
    %1009 = llvm.mul %984, %87 : i64
    %1010 = llvm.add %1009, %1001 : i64
    %1011 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1012 = llvm.mlir.constant(48 : index) : i64
    %1013 = llvm.mul %988, %1012 overflow<nsw, nuw> : i64
    %1014 = llvm.add %1013, %1010 overflow<nsw, nuw> : i64
    %1015 = llvm.getelementptr inbounds|nuw %1011[%1014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1016 = llvm.load %1015 : !llvm.ptr -> f32
    %1017 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1018 = llvm.mlir.constant(48 : index) : i64
    %1019 = llvm.mul %990, %1018 overflow<nsw, nuw> : i64
    %1020 = llvm.add %1019, %1010 overflow<nsw, nuw> : i64
    %1021 = llvm.getelementptr inbounds|nuw %1017[%1020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1022 = llvm.load %1021 : !llvm.ptr -> f32
    %1023 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1024 = llvm.mlir.constant(48 : index) : i64
    %1025 = llvm.mul %992, %1024 overflow<nsw, nuw> : i64
    %1026 = llvm.add %1025, %1010 overflow<nsw, nuw> : i64
    %1027 = llvm.getelementptr inbounds|nuw %1023[%1026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1028 = llvm.load %1027 : !llvm.ptr -> f32
    %1029 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1030 = llvm.mlir.constant(48 : index) : i64
    %1031 = llvm.mul %994, %1030 overflow<nsw, nuw> : i64
    %1032 = llvm.add %1031, %1010 overflow<nsw, nuw> : i64
    %1033 = llvm.getelementptr inbounds|nuw %1029[%1032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1034 = llvm.load %1033 : !llvm.ptr -> f32
    %1035 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1036 = llvm.mlir.constant(48 : index) : i64
    %1037 = llvm.mul %996, %1036 overflow<nsw, nuw> : i64
    %1038 = llvm.add %1037, %1010 overflow<nsw, nuw> : i64
    %1039 = llvm.getelementptr inbounds|nuw %1035[%1038] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1040 = llvm.load %1039 : !llvm.ptr -> f32
    %1041 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1042 = llvm.mlir.constant(48 : index) : i64
    %1043 = llvm.mul %998, %1042 overflow<nsw, nuw> : i64
    %1044 = llvm.add %1043, %1010 overflow<nsw, nuw> : i64
    %1045 = llvm.getelementptr inbounds|nuw %1041[%1044] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1046 = llvm.load %1045 : !llvm.ptr -> f32
    %1047 = llvm.add %1010, %90 : i64
    %1048 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1049 = llvm.mlir.constant(48 : index) : i64
    %1050 = llvm.mul %999, %1049 overflow<nsw, nuw> : i64
    %1051 = llvm.add %1050, %1047 overflow<nsw, nuw> : i64
    %1052 = llvm.getelementptr inbounds|nuw %1048[%1051] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1053 = llvm.load %1052 : !llvm.ptr -> f32
    %1054 = llvm.fmul %1016, %1053 : f32
    %1055 = llvm.fadd %1054, %1002 : f32
    %1056 = llvm.fmul %1022, %1053 : f32
    %1057 = llvm.fadd %1056, %1003 : f32
    %1058 = llvm.fmul %1028, %1053 : f32
    %1059 = llvm.fadd %1058, %1004 : f32
    %1060 = llvm.fmul %1034, %1053 : f32
    %1061 = llvm.fadd %1060, %1005 : f32
    %1062 = llvm.fmul %1040, %1053 : f32
    %1063 = llvm.fadd %1062, %1006 : f32
    %1064 = llvm.fmul %1046, %1053 : f32
    %1065 = llvm.fadd %1064, %1007 : f32
    %1066 = llvm.add %1001, %88 : i64
    llvm.br ^bb72(%1066, %1055, %1057, %1059, %1061, %1063, %1065 : i64, f32, f32, f32, f32, f32, f32)
  ^bb74:  // pred: ^bb72
    %1067 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1068 = llvm.mlir.constant(8 : index) : i64
    %1069 = llvm.mul %86, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1069, %999 overflow<nsw, nuw> : i64
    %1071 = llvm.getelementptr inbounds|nuw %1067[%1070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1002, %1071 : f32, !llvm.ptr
    %1072 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1073 = llvm.mlir.constant(8 : index) : i64
    %1074 = llvm.mul %88, %1073 overflow<nsw, nuw> : i64
    %1075 = llvm.add %1074, %999 overflow<nsw, nuw> : i64
    %1076 = llvm.getelementptr inbounds|nuw %1072[%1075] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1003, %1076 : f32, !llvm.ptr
    %1077 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1078 = llvm.mlir.constant(8 : index) : i64
    %1079 = llvm.mul %98, %1078 overflow<nsw, nuw> : i64
    %1080 = llvm.add %1079, %999 overflow<nsw, nuw> : i64
    %1081 = llvm.getelementptr inbounds|nuw %1077[%1080] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1004, %1081 : f32, !llvm.ptr
    %1082 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1083 = llvm.mlir.constant(8 : index) : i64
    %1084 = llvm.mul %99, %1083 overflow<nsw, nuw> : i64
    %1085 = llvm.add %1084, %999 overflow<nsw, nuw> : i64
    %1086 = llvm.getelementptr inbounds|nuw %1082[%1085] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1005, %1086 : f32, !llvm.ptr
    %1087 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1088 = llvm.mlir.constant(8 : index) : i64
    %1089 = llvm.mul %100, %1088 overflow<nsw, nuw> : i64
    %1090 = llvm.add %1089, %999 overflow<nsw, nuw> : i64
    %1091 = llvm.getelementptr inbounds|nuw %1087[%1090] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1006, %1091 : f32, !llvm.ptr
    %1092 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1093 = llvm.mlir.constant(8 : index) : i64
    %1094 = llvm.mul %101, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.add %1094, %999 overflow<nsw, nuw> : i64
    %1096 = llvm.getelementptr inbounds|nuw %1092[%1095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1007, %1096 : f32, !llvm.ptr
    %1097 = llvm.add %999, %88 : i64
    llvm.br ^bb70(%1097 : i64)
  ^bb75:  // pred: ^bb70
    %1098 = llvm.sub %87, %986 : i64
    %1099 = llvm.intr.umin(%1098, %102) : (i64, i64) -> i64
    llvm.br ^bb76(%86 : i64)
  ^bb76(%1100: i64):  // 2 preds: ^bb75, ^bb80
    %1101 = llvm.icmp "slt" %1100, %1099 : i64
    llvm.cond_br %1101, ^bb77, ^bb81
  ^bb77:  // pred: ^bb76
    %1102 = llvm.add %986, %1100 : i64
    llvm.br ^bb78(%86 : i64)
  ^bb78(%1103: i64):  // 2 preds: ^bb77, ^bb79
    %1104 = llvm.icmp "slt" %1103, %87 : i64
    llvm.cond_br %1104, ^bb79, ^bb80
  ^bb79:  // pred: ^bb78
    %1105 = llvm.sub %1103, %1102 : i64
    %1106 = llvm.icmp "sgt" %1105, %93 : i64
    %1107 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1108 = llvm.mlir.constant(8 : index) : i64
    %1109 = llvm.mul %1100, %1108 overflow<nsw, nuw> : i64
    %1110 = llvm.add %1109, %1103 overflow<nsw, nuw> : i64
    %1111 = llvm.getelementptr inbounds|nuw %1107[%1110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1112 = llvm.load %1111 : !llvm.ptr -> f32
    %1113 = llvm.fdiv %1112, %106 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1114 = llvm.select %1106, %105, %1113 : i1, f32
    %1115 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1116 = llvm.mlir.constant(64 : index) : i64
    %1117 = llvm.mul %984, %1116 overflow<nsw, nuw> : i64
    %1118 = llvm.mlir.constant(8 : index) : i64
    %1119 = llvm.mul %1102, %1118 overflow<nsw, nuw> : i64
    %1120 = llvm.add %1117, %1119 overflow<nsw, nuw> : i64
    %1121 = llvm.add %1120, %1103 overflow<nsw, nuw> : i64
    %1122 = llvm.getelementptr inbounds|nuw %1115[%1121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1114, %1122 : f32, !llvm.ptr
    %1123 = llvm.add %1103, %88 : i64
    llvm.br ^bb78(%1123 : i64)
  ^bb80:  // pred: ^bb78
    %1124 = llvm.add %1100, %88 : i64
    llvm.br ^bb76(%1124 : i64)
  ^bb81:  // pred: ^bb76
    %1125 = llvm.add %986, %102 : i64
    llvm.br ^bb68(%1125 : i64)
  ^bb82:  // pred: ^bb68
    %1126 = llvm.add %984, %88 : i64
    llvm.br ^bb66(%1126 : i64)
  ^bb83:  // pred: ^bb66
    %1127 = llvm.extractvalue %983[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1127) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb84, ^bb91
  ^bb84:  // pred: ^bb83
    %1128 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1129 = llvm.getelementptr %1128[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1130 = llvm.atomicrmw add %1129, %93 acq_rel : !llvm.ptr, i64
    %1131 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1132 = llvm.getelementptr %1131[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1133 = llvm.atomicrmw add %1132, %94 acq_rel : !llvm.ptr, i64
    %1134 = llvm.add %1133, %94 : i64
    %1135 = llvm.icmp "eq" %1134, %arg73 : i64
    llvm.cond_br %1135, ^bb85, ^bb86
  ^bb85:  // pred: ^bb84
    %1136 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1137 = llvm.getelementptr %1136[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1138 = llvm.atomicrmw xchg %1137, %93 acq_rel : !llvm.ptr, i64
    %1139 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1140 = llvm.getelementptr %1139[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1141 = llvm.atomicrmw add %1140, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb90
  ^bb86:  // pred: ^bb84
    llvm.br ^bb87
  ^bb87:  // 2 preds: ^bb86, ^bb88
    %1142 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1143 = llvm.getelementptr %1142[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1144 = llvm.atomicrmw add %1143, %93 acq_rel : !llvm.ptr, i64
    %1145 = llvm.icmp "eq" %1144, %1130 : i64
    llvm.cond_br %1145, ^bb88, ^bb89
  ^bb88:  // pred: ^bb87
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb87
  ^bb89:  // pred: ^bb87
    llvm.br ^bb90
  ^bb90:  // 2 preds: ^bb85, ^bb89
    llvm.br ^bb91
  ^bb91:  // 2 preds: ^bb83, ^bb90
    %1146 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1147 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1148 = llvm.insertvalue %1147, %1146[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1149 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1150 = llvm.getelementptr %1149[%107] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1151 = llvm.insertvalue %1150, %1148[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1152 = llvm.mlir.constant(0 : index) : i64
    %1153 = llvm.insertvalue %1152, %1151[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1154 = llvm.mlir.constant(8 : index) : i64
    %1155 = llvm.insertvalue %1154, %1153[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1156 = llvm.mlir.constant(1 : index) : i64
    %1157 = llvm.insertvalue %1156, %1155[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1158 = llvm.mlir.constant(8 : index) : i64
    %1159 = llvm.insertvalue %1158, %1157[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1160 = llvm.mlir.constant(8 : index) : i64
    %1161 = llvm.insertvalue %1160, %1159[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1162 = llvm.mlir.constant(2 : index) : i64
    %1163 = llvm.insertvalue %1162, %1161[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1164 = llvm.mlir.constant(64 : index) : i64
    %1165 = llvm.insertvalue %1164, %1163[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1166 = llvm.mlir.constant(8 : index) : i64
    %1167 = llvm.mlir.constant(1 : index) : i64
    %1168 = llvm.mlir.zero : !llvm.ptr
    %1169 = llvm.getelementptr %1168[%1166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1170 = llvm.ptrtoint %1169 : !llvm.ptr to i64
    %1171 = llvm.call @malloc(%1170) : (i64) -> !llvm.ptr
    %1172 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1173 = llvm.insertvalue %1171, %1172[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1174 = llvm.insertvalue %1171, %1173[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1175 = llvm.mlir.constant(0 : index) : i64
    %1176 = llvm.insertvalue %1175, %1174[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1177 = llvm.insertvalue %1166, %1176[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1178 = llvm.insertvalue %1167, %1177[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb92(%298 : i64)
  ^bb92(%1179: i64):  // 2 preds: ^bb91, ^bb105
    %1180 = llvm.icmp "slt" %1179, %301 : i64
    llvm.cond_br %1180, ^bb93, ^bb106
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%86 : i64)
  ^bb94(%1181: i64):  // 2 preds: ^bb93, ^bb104
    %1182 = llvm.icmp "slt" %1181, %87 : i64
    llvm.cond_br %1182, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%86, %105 : i64, f32)
  ^bb96(%1183: i64, %1184: f32):  // 2 preds: ^bb95, ^bb97
    %1185 = llvm.icmp "slt" %1183, %87 : i64
    llvm.cond_br %1185, ^bb97, ^bb98
  ^bb97:  // pred: ^bb96
    %1186 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1187 = llvm.mlir.constant(64 : index) : i64
    %1188 = llvm.mul %1179, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.mlir.constant(8 : index) : i64
    %1190 = llvm.mul %1181, %1189 overflow<nsw, nuw> : i64
    %1191 = llvm.add %1188, %1190 overflow<nsw, nuw> : i64
    %1192 = llvm.add %1191, %1183 overflow<nsw, nuw> : i64
    %1193 = llvm.getelementptr inbounds|nuw %1186[%1192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1194 = llvm.load %1193 : !llvm.ptr -> f32
    %1195 = llvm.intr.maximum(%1194, %1184) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %1196 = llvm.add %1183, %88 : i64
    llvm.br ^bb96(%1196, %1195 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb98:  // pred: ^bb96
    llvm.br ^bb99(%86, %89 : i64, f32)
  ^bb99(%1197: i64, %1198: f32):  // 2 preds: ^bb98, ^bb100
    %1199 = llvm.icmp "slt" %1197, %87 : i64
    llvm.cond_br %1199, ^bb100, ^bb101
  ^bb100:  // pred: ^bb99
    %1200 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1201 = llvm.mlir.constant(64 : index) : i64
    %1202 = llvm.mul %1179, %1201 overflow<nsw, nuw> : i64
    %1203 = llvm.mlir.constant(8 : index) : i64
    %1204 = llvm.mul %1181, %1203 overflow<nsw, nuw> : i64
    %1205 = llvm.add %1202, %1204 overflow<nsw, nuw> : i64
    %1206 = llvm.add %1205, %1197 overflow<nsw, nuw> : i64
    %1207 = llvm.getelementptr inbounds|nuw %1200[%1206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1208 = llvm.load %1207 : !llvm.ptr -> f32
    %1209 = llvm.fsub %1208, %1184 : f32
    %1210 = llvm.fcmp "olt" %1209, %120 : f32
    %1211 = llvm.select %1210, %120, %1209 : i1, f32
    %1212 = llvm.fcmp "ogt" %1211, %121 : f32
    %1213 = llvm.select %1212, %121, %1211 : i1, f32
    %1214 = llvm.intr.fma(%1213, %123, %122) : (f32, f32, f32) -> f32
    %1215 = llvm.fsub %1214, %122 : f32
    %1216 = llvm.intr.fma(%1215, %124, %1213) : (f32, f32, f32) -> f32
    %1217 = llvm.intr.fma(%1215, %125, %1216) : (f32, f32, f32) -> f32
    %1218 = llvm.fmul %1217, %1217 : f32
    %1219 = llvm.intr.fma(%126, %1217, %127) : (f32, f32, f32) -> f32
    %1220 = llvm.intr.fma(%1219, %1217, %128) : (f32, f32, f32) -> f32
    %1221 = llvm.intr.fma(%1220, %1217, %129) : (f32, f32, f32) -> f32
    %1222 = llvm.intr.fma(%1221, %1217, %130) : (f32, f32, f32) -> f32
    %1223 = llvm.intr.fma(%1222, %1217, %110) : (f32, f32, f32) -> f32
    %1224 = llvm.intr.fma(%1223, %1218, %1217) : (f32, f32, f32) -> f32
    %1225 = llvm.fadd %1224, %112 : f32
    %1226 = llvm.bitcast %1214 : f32 to i32
    %1227 = llvm.sub %1226, %131 : i32
    %1228 = llvm.intr.ldexp(%1225, %1227) : (f32, i32) -> f32
    %1229 = llvm.select %1210, %89, %1228 : i1, f32
    %1230 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1231 = llvm.getelementptr inbounds|nuw %1230[%1197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1229, %1231 : f32, !llvm.ptr
    %1232 = llvm.fadd %1229, %1198 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1233 = llvm.add %1197, %88 : i64
    llvm.br ^bb99(%1233, %1232 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb101:  // pred: ^bb99
    llvm.br ^bb102(%86 : i64)
  ^bb102(%1234: i64):  // 2 preds: ^bb101, ^bb103
    %1235 = llvm.icmp "slt" %1234, %87 : i64
    llvm.cond_br %1235, ^bb103, ^bb104
  ^bb103:  // pred: ^bb102
    %1236 = llvm.extractvalue %1178[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1237 = llvm.getelementptr inbounds|nuw %1236[%1234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1238 = llvm.load %1237 : !llvm.ptr -> f32
    %1239 = llvm.fdiv %1238, %1198 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1240 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1241 = llvm.mlir.constant(64 : index) : i64
    %1242 = llvm.mul %1179, %1241 overflow<nsw, nuw> : i64
    %1243 = llvm.mlir.constant(8 : index) : i64
    %1244 = llvm.mul %1181, %1243 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1242, %1244 overflow<nsw, nuw> : i64
    %1246 = llvm.add %1245, %1234 overflow<nsw, nuw> : i64
    %1247 = llvm.getelementptr inbounds|nuw %1240[%1246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1239, %1247 : f32, !llvm.ptr
    %1248 = llvm.add %1234, %88 : i64
    llvm.br ^bb102(%1248 : i64) {loop_annotation = #loop_annotation1}
  ^bb104:  // pred: ^bb102
    %1249 = llvm.add %1181, %88 : i64
    llvm.br ^bb94(%1249 : i64)
  ^bb105:  // pred: ^bb94
    %1250 = llvm.add %1179, %88 : i64
    llvm.br ^bb92(%1250 : i64)
  ^bb106:  // pred: ^bb92
    %1251 = llvm.extractvalue %1178[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%1251) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb107, ^bb114
  ^bb107:  // pred: ^bb106
    %1252 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1253 = llvm.getelementptr %1252[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1254 = llvm.atomicrmw add %1253, %93 acq_rel : !llvm.ptr, i64
    %1255 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1256 = llvm.getelementptr %1255[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1257 = llvm.atomicrmw add %1256, %94 acq_rel : !llvm.ptr, i64
    %1258 = llvm.add %1257, %94 : i64
    %1259 = llvm.icmp "eq" %1258, %arg73 : i64
    llvm.cond_br %1259, ^bb108, ^bb109
  ^bb108:  // pred: ^bb107
    %1260 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1261 = llvm.getelementptr %1260[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1262 = llvm.atomicrmw xchg %1261, %93 acq_rel : !llvm.ptr, i64
    %1263 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1264 = llvm.getelementptr %1263[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1265 = llvm.atomicrmw add %1264, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb113
  ^bb109:  // pred: ^bb107
    llvm.br ^bb110
  ^bb110:  // 2 preds: ^bb109, ^bb111
    %1266 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1267 = llvm.getelementptr %1266[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1268 = llvm.atomicrmw add %1267, %93 acq_rel : !llvm.ptr, i64
    %1269 = llvm.icmp "eq" %1268, %1254 : i64
    llvm.cond_br %1269, ^bb111, ^bb112
  ^bb111:  // pred: ^bb110
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb110
  ^bb112:  // pred: ^bb110
    llvm.br ^bb113
  ^bb113:  // 2 preds: ^bb108, ^bb112
    llvm.br ^bb114
  ^bb114:  // 2 preds: ^bb106, ^bb113
    %1270 = llvm.mlir.constant(6 : index) : i64
    %1271 = llvm.mlir.constant(8 : index) : i64
    %1272 = llvm.mlir.constant(1 : index) : i64
    %1273 = llvm.mlir.constant(48 : index) : i64
    %1274 = llvm.mlir.zero : !llvm.ptr
    %1275 = llvm.getelementptr %1274[%1273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1276 = llvm.ptrtoint %1275 : !llvm.ptr to i64
    %1277 = llvm.call @malloc(%1276) : (i64) -> !llvm.ptr
    %1278 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1279 = llvm.insertvalue %1277, %1278[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1280 = llvm.insertvalue %1277, %1279[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1281 = llvm.mlir.constant(0 : index) : i64
    %1282 = llvm.insertvalue %1281, %1280[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1283 = llvm.insertvalue %1270, %1282[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1284 = llvm.insertvalue %1271, %1283[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1285 = llvm.insertvalue %1271, %1284[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1286 = llvm.insertvalue %1272, %1285[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb115(%298 : i64)
  ^bb115(%1287: i64):  // 2 preds: ^bb114, ^bb131
    %1288 = llvm.icmp "slt" %1287, %301 : i64
    llvm.cond_br %1288, ^bb116, ^bb132
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%86 : i64)
  ^bb117(%1289: i64):  // 2 preds: ^bb116, ^bb130
    %1290 = llvm.icmp "slt" %1289, %87 : i64
    llvm.cond_br %1290, ^bb118, ^bb131
  ^bb118:  // pred: ^bb117
    %1291 = llvm.intr.umin(%1289, %103) : (i64, i64) -> i64
    %1292 = llvm.add %1289, %88 : i64
    %1293 = llvm.intr.umin(%1292, %103) : (i64, i64) -> i64
    %1294 = llvm.add %1289, %98 : i64
    %1295 = llvm.intr.umin(%1294, %103) : (i64, i64) -> i64
    %1296 = llvm.add %1289, %99 : i64
    %1297 = llvm.intr.umin(%1296, %103) : (i64, i64) -> i64
    %1298 = llvm.add %1289, %100 : i64
    %1299 = llvm.intr.umin(%1298, %103) : (i64, i64) -> i64
    %1300 = llvm.add %1289, %101 : i64
    %1301 = llvm.intr.umin(%1300, %103) : (i64, i64) -> i64
    llvm.br ^bb119(%86 : i64)
  ^bb119(%1302: i64):  // 2 preds: ^bb118, ^bb123
    %1303 = llvm.icmp "slt" %1302, %87 : i64
    llvm.cond_br %1303, ^bb120, ^bb124
  ^bb120:  // pred: ^bb119
    llvm.br ^bb121(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb121(%1304: i64, %1305: f32, %1306: f32, %1307: f32, %1308: f32, %1309: f32, %1310: f32):  // 2 preds: ^bb120, ^bb122
    %1311 = llvm.icmp "slt" %1304, %87 : i64
    llvm.cond_br %1311, ^bb122, ^bb123
  ^bb122:  // pred: ^bb121
    %1312 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1313 = llvm.mlir.constant(64 : index) : i64
    %1314 = llvm.mul %1287, %1313 overflow<nsw, nuw> : i64
    %1315 = llvm.mlir.constant(8 : index) : i64
    %1316 = llvm.mul %1291, %1315 overflow<nsw, nuw> : i64
    %1317 = llvm.add %1314, %1316 overflow<nsw, nuw> : i64
    %1318 = llvm.add %1317, %1304 overflow<nsw, nuw> : i64
    %1319 = llvm.getelementptr inbounds|nuw %1312[%1318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1320 = llvm.load %1319 : !llvm.ptr -> f32
    %1321 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1322 = llvm.mlir.constant(64 : index) : i64
    %1323 = llvm.mul %1287, %1322 overflow<nsw, nuw> : i64
    %1324 = llvm.mlir.constant(8 : index) : i64
    %1325 = llvm.mul %1293, %1324 overflow<nsw, nuw> : i64
    %1326 = llvm.add %1323, %1325 overflow<nsw, nuw> : i64
    %1327 = llvm.add %1326, %1304 overflow<nsw, nuw> : i64
    %1328 = llvm.getelementptr inbounds|nuw %1321[%1327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1329 = llvm.load %1328 : !llvm.ptr -> f32
    %1330 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1331 = llvm.mlir.constant(64 : index) : i64
    %1332 = llvm.mul %1287, %1331 overflow<nsw, nuw> : i64
    %1333 = llvm.mlir.constant(8 : index) : i64
    %1334 = llvm.mul %1295, %1333 overflow<nsw, nuw> : i64
    %1335 = llvm.add %1332, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.add %1335, %1304 overflow<nsw, nuw> : i64
    %1337 = llvm.getelementptr inbounds|nuw %1330[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1338 = llvm.load %1337 : !llvm.ptr -> f32
    %1339 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1340 = llvm.mlir.constant(64 : index) : i64
    %1341 = llvm.mul %1287, %1340 overflow<nsw, nuw> : i64
    %1342 = llvm.mlir.constant(8 : index) : i64
    %1343 = llvm.mul %1297, %1342 overflow<nsw, nuw> : i64
    %1344 = llvm.add %1341, %1343 overflow<nsw, nuw> : i64
    %1345 = llvm.add %1344, %1304 overflow<nsw, nuw> : i64
    %1346 = llvm.getelementptr inbounds|nuw %1339[%1345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1347 = llvm.load %1346 : !llvm.ptr -> f32
    %1348 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1349 = llvm.mlir.constant(64 : index) : i64
    %1350 = llvm.mul %1287, %1349 overflow<nsw, nuw> : i64
    %1351 = llvm.mlir.constant(8 : index) : i64
    %1352 = llvm.mul %1299, %1351 overflow<nsw, nuw> : i64
    %1353 = llvm.add %1350, %1352 overflow<nsw, nuw> : i64
    %1354 = llvm.add %1353, %1304 overflow<nsw, nuw> : i64
    %1355 = llvm.getelementptr inbounds|nuw %1348[%1354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1356 = llvm.load %1355 : !llvm.ptr -> f32
    %1357 = llvm.extractvalue %1165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1358 = llvm.mlir.constant(64 : index) : i64
    %1359 = llvm.mul %1287, %1358 overflow<nsw, nuw> : i64
    %1360 = llvm.mlir.constant(8 : index) : i64
    %1361 = llvm.mul %1301, %1360 overflow<nsw, nuw> : i64
    %1362 = llvm.add %1359, %1361 overflow<nsw, nuw> : i64
    %1363 = llvm.add %1362, %1304 overflow<nsw, nuw> : i64
    %1364 = llvm.getelementptr inbounds|nuw %1357[%1363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1365 = llvm.load %1364 : !llvm.ptr -> f32
    %1366 = llvm.mul %1287, %87 : i64
    %1367 = llvm.add %1366, %1302 : i64
    %1368 = llvm.add %1367, %97 : i64
    %1369 = llvm.extractvalue %258[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1370 = llvm.mlir.constant(48 : index) : i64
    %1371 = llvm.mul %1304, %1370 overflow<nsw, nuw> : i64
    %1372 = llvm.add %1371, %1368 overflow<nsw, nuw> : i64
    %1373 = llvm.getelementptr inbounds|nuw %1369[%1372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1374 = llvm.load %1373 : !llvm.ptr -> f32
    %1375 = llvm.fmul %1320, %1374 : f32
    %1376 = llvm.fadd %1375, %1305 : f32
    %1377 = llvm.fmul %1329, %1374 : f32
    %1378 = llvm.fadd %1377, %1306 : f32
    %1379 = llvm.fmul %1338, %1374 : f32
    %1380 = llvm.fadd %1379, %1307 : f32
    %1381 = llvm.fmul %1347, %1374 : f32
    %1382 = llvm.fadd %1381, %1308 : f32
    %1383 = llvm.fmul %1356, %1374 : f32
    %1384 = llvm.fadd %1383, %1309 : f32
    %1385 = llvm.fmul %1365, %1374 : f32
    %1386 = llvm.fadd %1385, %1310 : f32
    %1387 = llvm.add %1304, %88 : i64
    llvm.br ^bb121(%1387, %1376, %1378, %1380, %1382, %1384, %1386 : i64, f32, f32, f32, f32, f32, f32)
  ^bb123:  // pred: ^bb121
    %1388 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1389 = llvm.mlir.constant(8 : index) : i64
    %1390 = llvm.mul %86, %1389 overflow<nsw, nuw> : i64
    %1391 = llvm.add %1390, %1302 overflow<nsw, nuw> : i64
    %1392 = llvm.getelementptr inbounds|nuw %1388[%1391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1305, %1392 : f32, !llvm.ptr
    %1393 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1394 = llvm.mlir.constant(8 : index) : i64
    %1395 = llvm.mul %88, %1394 overflow<nsw, nuw> : i64
    %1396 = llvm.add %1395, %1302 overflow<nsw, nuw> : i64
    %1397 = llvm.getelementptr inbounds|nuw %1393[%1396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1306, %1397 : f32, !llvm.ptr
    %1398 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1399 = llvm.mlir.constant(8 : index) : i64
    %1400 = llvm.mul %98, %1399 overflow<nsw, nuw> : i64
    %1401 = llvm.add %1400, %1302 overflow<nsw, nuw> : i64
    %1402 = llvm.getelementptr inbounds|nuw %1398[%1401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1307, %1402 : f32, !llvm.ptr
    %1403 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1404 = llvm.mlir.constant(8 : index) : i64
    %1405 = llvm.mul %99, %1404 overflow<nsw, nuw> : i64
    %1406 = llvm.add %1405, %1302 overflow<nsw, nuw> : i64
    %1407 = llvm.getelementptr inbounds|nuw %1403[%1406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1308, %1407 : f32, !llvm.ptr
    %1408 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1409 = llvm.mlir.constant(8 : index) : i64
    %1410 = llvm.mul %100, %1409 overflow<nsw, nuw> : i64
    %1411 = llvm.add %1410, %1302 overflow<nsw, nuw> : i64
    %1412 = llvm.getelementptr inbounds|nuw %1408[%1411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1309, %1412 : f32, !llvm.ptr
    %1413 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1414 = llvm.mlir.constant(8 : index) : i64
    %1415 = llvm.mul %101, %1414 overflow<nsw, nuw> : i64
    %1416 = llvm.add %1415, %1302 overflow<nsw, nuw> : i64
    %1417 = llvm.getelementptr inbounds|nuw %1413[%1416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1310, %1417 : f32, !llvm.ptr
    %1418 = llvm.add %1302, %88 : i64
    llvm.br ^bb119(%1418 : i64)
  ^bb124:  // pred: ^bb119
    %1419 = llvm.sub %87, %1289 : i64
    %1420 = llvm.intr.umin(%1419, %102) : (i64, i64) -> i64
    llvm.br ^bb125(%86 : i64)
  ^bb125(%1421: i64):  // 2 preds: ^bb124, ^bb129
    %1422 = llvm.icmp "slt" %1421, %1420 : i64
    llvm.cond_br %1422, ^bb126, ^bb130
  ^bb126:  // pred: ^bb125
    %1423 = llvm.add %1289, %1421 : i64
    llvm.br ^bb127(%86 : i64)
  ^bb127(%1424: i64):  // 2 preds: ^bb126, ^bb128
    %1425 = llvm.icmp "slt" %1424, %87 : i64
    llvm.cond_br %1425, ^bb128, ^bb129
  ^bb128:  // pred: ^bb127
    %1426 = llvm.extractvalue %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1427 = llvm.mlir.constant(8 : index) : i64
    %1428 = llvm.mul %1421, %1427 overflow<nsw, nuw> : i64
    %1429 = llvm.add %1428, %1424 overflow<nsw, nuw> : i64
    %1430 = llvm.getelementptr inbounds|nuw %1426[%1429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1431 = llvm.load %1430 : !llvm.ptr -> f32
    %1432 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1433 = llvm.mlir.constant(64 : index) : i64
    %1434 = llvm.mul %1287, %1433 overflow<nsw, nuw> : i64
    %1435 = llvm.mlir.constant(8 : index) : i64
    %1436 = llvm.mul %1423, %1435 overflow<nsw, nuw> : i64
    %1437 = llvm.add %1434, %1436 overflow<nsw, nuw> : i64
    %1438 = llvm.add %1437, %1424 overflow<nsw, nuw> : i64
    %1439 = llvm.getelementptr inbounds|nuw %1432[%1438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1431, %1439 : f32, !llvm.ptr
    %1440 = llvm.add %1424, %88 : i64
    llvm.br ^bb127(%1440 : i64)
  ^bb129:  // pred: ^bb127
    %1441 = llvm.add %1421, %88 : i64
    llvm.br ^bb125(%1441 : i64)
  ^bb130:  // pred: ^bb125
    %1442 = llvm.add %1289, %102 : i64
    llvm.br ^bb117(%1442 : i64)
  ^bb131:  // pred: ^bb117
    %1443 = llvm.add %1287, %88 : i64
    llvm.br ^bb115(%1443 : i64)
  ^bb132:  // pred: ^bb115
    %1444 = llvm.extractvalue %1286[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1444) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb133, ^bb140
  ^bb133:  // pred: ^bb132
    %1445 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1446 = llvm.getelementptr %1445[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1447 = llvm.atomicrmw add %1446, %93 acq_rel : !llvm.ptr, i64
    %1448 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1449 = llvm.getelementptr %1448[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1450 = llvm.atomicrmw add %1449, %94 acq_rel : !llvm.ptr, i64
    %1451 = llvm.add %1450, %94 : i64
    %1452 = llvm.icmp "eq" %1451, %arg73 : i64
    llvm.cond_br %1452, ^bb134, ^bb135
  ^bb134:  // pred: ^bb133
    %1453 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1454 = llvm.getelementptr %1453[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1455 = llvm.atomicrmw xchg %1454, %93 acq_rel : !llvm.ptr, i64
    %1456 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1457 = llvm.getelementptr %1456[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1458 = llvm.atomicrmw add %1457, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb139
  ^bb135:  // pred: ^bb133
    llvm.br ^bb136
  ^bb136:  // 2 preds: ^bb135, ^bb137
    %1459 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1460 = llvm.getelementptr %1459[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1461 = llvm.atomicrmw add %1460, %93 acq_rel : !llvm.ptr, i64
    %1462 = llvm.icmp "eq" %1461, %1447 : i64
    llvm.cond_br %1462, ^bb137, ^bb138
  ^bb137:  // pred: ^bb136
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb136
  ^bb138:  // pred: ^bb136
    llvm.br ^bb139
  ^bb139:  // 2 preds: ^bb134, ^bb138
    llvm.br ^bb140
  ^bb140:  // 2 preds: ^bb132, ^bb139
    %1463 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1464 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1465 = llvm.insertvalue %1464, %1463[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1466 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1467 = llvm.getelementptr %1466[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1468 = llvm.insertvalue %1467, %1465[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1469 = llvm.mlir.constant(0 : index) : i64
    %1470 = llvm.insertvalue %1469, %1468[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1471 = llvm.mlir.constant(16 : index) : i64
    %1472 = llvm.insertvalue %1471, %1470[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1473 = llvm.mlir.constant(1 : index) : i64
    %1474 = llvm.insertvalue %1473, %1472[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1475 = llvm.mlir.constant(8 : index) : i64
    %1476 = llvm.insertvalue %1475, %1474[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1477 = llvm.mlir.constant(16 : index) : i64
    %1478 = llvm.insertvalue %1477, %1476[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1479 = llvm.mlir.constant(6 : index) : i64
    %1480 = llvm.mlir.constant(16 : index) : i64
    %1481 = llvm.mlir.constant(1 : index) : i64
    %1482 = llvm.mlir.constant(96 : index) : i64
    %1483 = llvm.mlir.zero : !llvm.ptr
    %1484 = llvm.getelementptr %1483[%1482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1485 = llvm.ptrtoint %1484 : !llvm.ptr to i64
    %1486 = llvm.call @malloc(%1485) : (i64) -> !llvm.ptr
    %1487 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1488 = llvm.insertvalue %1486, %1487[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1489 = llvm.insertvalue %1486, %1488[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1490 = llvm.mlir.constant(0 : index) : i64
    %1491 = llvm.insertvalue %1490, %1489[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1492 = llvm.insertvalue %1479, %1491[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1493 = llvm.insertvalue %1480, %1492[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1494 = llvm.insertvalue %1480, %1493[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1495 = llvm.insertvalue %1481, %1494[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb141(%685 : i64)
  ^bb141(%1496: i64):  // 2 preds: ^bb140, ^bb154
    %1497 = llvm.icmp "slt" %1496, %687 : i64
    llvm.cond_br %1497, ^bb142, ^bb155
  ^bb142:  // pred: ^bb141
    %1498 = llvm.intr.umin(%1496, %103) : (i64, i64) -> i64
    %1499 = llvm.add %1496, %88 : i64
    %1500 = llvm.intr.umin(%1499, %103) : (i64, i64) -> i64
    %1501 = llvm.add %1496, %98 : i64
    %1502 = llvm.intr.umin(%1501, %103) : (i64, i64) -> i64
    %1503 = llvm.add %1496, %99 : i64
    %1504 = llvm.intr.umin(%1503, %103) : (i64, i64) -> i64
    %1505 = llvm.add %1496, %100 : i64
    %1506 = llvm.intr.umin(%1505, %103) : (i64, i64) -> i64
    %1507 = llvm.add %1496, %101 : i64
    %1508 = llvm.intr.umin(%1507, %103) : (i64, i64) -> i64
    llvm.br ^bb143(%86 : i64)
  ^bb143(%1509: i64):  // 2 preds: ^bb142, ^bb147
    %1510 = llvm.icmp "slt" %1509, %90 : i64
    llvm.cond_br %1510, ^bb144, ^bb148
  ^bb144:  // pred: ^bb143
    llvm.br ^bb145(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb145(%1511: i64, %1512: f32, %1513: f32, %1514: f32, %1515: f32, %1516: f32, %1517: f32):  // 2 preds: ^bb144, ^bb146
    %1518 = llvm.icmp "slt" %1511, %90 : i64
    llvm.cond_br %1518, ^bb146, ^bb147
  ^bb146:  // pred: ^bb145
    %1519 = llvm.urem %1511, %87 : i64
    %1520 = llvm.udiv %1511, %87 : i64
    %1521 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1522 = llvm.mlir.constant(64 : index) : i64
    %1523 = llvm.mul %1520, %1522 overflow<nsw, nuw> : i64
    %1524 = llvm.mlir.constant(8 : index) : i64
    %1525 = llvm.mul %1498, %1524 overflow<nsw, nuw> : i64
    %1526 = llvm.add %1523, %1525 overflow<nsw, nuw> : i64
    %1527 = llvm.add %1526, %1519 overflow<nsw, nuw> : i64
    %1528 = llvm.getelementptr inbounds|nuw %1521[%1527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1529 = llvm.load %1528 : !llvm.ptr -> f32
    %1530 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1531 = llvm.mlir.constant(64 : index) : i64
    %1532 = llvm.mul %1520, %1531 overflow<nsw, nuw> : i64
    %1533 = llvm.mlir.constant(8 : index) : i64
    %1534 = llvm.mul %1500, %1533 overflow<nsw, nuw> : i64
    %1535 = llvm.add %1532, %1534 overflow<nsw, nuw> : i64
    %1536 = llvm.add %1535, %1519 overflow<nsw, nuw> : i64
    %1537 = llvm.getelementptr inbounds|nuw %1530[%1536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1538 = llvm.load %1537 : !llvm.ptr -> f32
    %1539 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1540 = llvm.mlir.constant(64 : index) : i64
    %1541 = llvm.mul %1520, %1540 overflow<nsw, nuw> : i64
    %1542 = llvm.mlir.constant(8 : index) : i64
    %1543 = llvm.mul %1502, %1542 overflow<nsw, nuw> : i64
    %1544 = llvm.add %1541, %1543 overflow<nsw, nuw> : i64
    %1545 = llvm.add %1544, %1519 overflow<nsw, nuw> : i64
    %1546 = llvm.getelementptr inbounds|nuw %1539[%1545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1547 = llvm.load %1546 : !llvm.ptr -> f32
    %1548 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1549 = llvm.mlir.constant(64 : index) : i64
    %1550 = llvm.mul %1520, %1549 overflow<nsw, nuw> : i64
    %1551 = llvm.mlir.constant(8 : index) : i64
    %1552 = llvm.mul %1504, %1551 overflow<nsw, nuw> : i64
    %1553 = llvm.add %1550, %1552 overflow<nsw, nuw> : i64
    %1554 = llvm.add %1553, %1519 overflow<nsw, nuw> : i64
    %1555 = llvm.getelementptr inbounds|nuw %1548[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1556 = llvm.load %1555 : !llvm.ptr -> f32
    %1557 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1558 = llvm.mlir.constant(64 : index) : i64
    %1559 = llvm.mul %1520, %1558 overflow<nsw, nuw> : i64
    %1560 = llvm.mlir.constant(8 : index) : i64
    %1561 = llvm.mul %1506, %1560 overflow<nsw, nuw> : i64
    %1562 = llvm.add %1559, %1561 overflow<nsw, nuw> : i64
    %1563 = llvm.add %1562, %1519 overflow<nsw, nuw> : i64
    %1564 = llvm.getelementptr inbounds|nuw %1557[%1563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1565 = llvm.load %1564 : !llvm.ptr -> f32
    %1566 = llvm.extractvalue %966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1567 = llvm.mlir.constant(64 : index) : i64
    %1568 = llvm.mul %1520, %1567 overflow<nsw, nuw> : i64
    %1569 = llvm.mlir.constant(8 : index) : i64
    %1570 = llvm.mul %1508, %1569 overflow<nsw, nuw> : i64
    %1571 = llvm.add %1568, %1570 overflow<nsw, nuw> : i64
    %1572 = llvm.add %1571, %1519 overflow<nsw, nuw> : i64
    %1573 = llvm.getelementptr inbounds|nuw %1566[%1572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1574 = llvm.load %1573 : !llvm.ptr -> f32
    %1575 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1576 = llvm.mlir.constant(16 : index) : i64
    %1577 = llvm.mul %1511, %1576 overflow<nsw, nuw> : i64
    %1578 = llvm.add %1577, %1509 overflow<nsw, nuw> : i64
    %1579 = llvm.getelementptr inbounds|nuw %1575[%1578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1580 = llvm.load %1579 : !llvm.ptr -> f32
    %1581 = llvm.fmul %1529, %1580 : f32
    %1582 = llvm.fadd %1581, %1512 : f32
    %1583 = llvm.fmul %1538, %1580 : f32
    %1584 = llvm.fadd %1583, %1513 : f32
    %1585 = llvm.fmul %1547, %1580 : f32
    %1586 = llvm.fadd %1585, %1514 : f32
    %1587 = llvm.fmul %1556, %1580 : f32
    %1588 = llvm.fadd %1587, %1515 : f32
    %1589 = llvm.fmul %1565, %1580 : f32
    %1590 = llvm.fadd %1589, %1516 : f32
    %1591 = llvm.fmul %1574, %1580 : f32
    %1592 = llvm.fadd %1591, %1517 : f32
    %1593 = llvm.add %1511, %88 : i64
    llvm.br ^bb145(%1593, %1582, %1584, %1586, %1588, %1590, %1592 : i64, f32, f32, f32, f32, f32, f32)
  ^bb147:  // pred: ^bb145
    %1594 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1595 = llvm.mlir.constant(16 : index) : i64
    %1596 = llvm.mul %86, %1595 overflow<nsw, nuw> : i64
    %1597 = llvm.add %1596, %1509 overflow<nsw, nuw> : i64
    %1598 = llvm.getelementptr inbounds|nuw %1594[%1597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1512, %1598 : f32, !llvm.ptr
    %1599 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1600 = llvm.mlir.constant(16 : index) : i64
    %1601 = llvm.mul %88, %1600 overflow<nsw, nuw> : i64
    %1602 = llvm.add %1601, %1509 overflow<nsw, nuw> : i64
    %1603 = llvm.getelementptr inbounds|nuw %1599[%1602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1513, %1603 : f32, !llvm.ptr
    %1604 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1605 = llvm.mlir.constant(16 : index) : i64
    %1606 = llvm.mul %98, %1605 overflow<nsw, nuw> : i64
    %1607 = llvm.add %1606, %1509 overflow<nsw, nuw> : i64
    %1608 = llvm.getelementptr inbounds|nuw %1604[%1607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1514, %1608 : f32, !llvm.ptr
    %1609 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1610 = llvm.mlir.constant(16 : index) : i64
    %1611 = llvm.mul %99, %1610 overflow<nsw, nuw> : i64
    %1612 = llvm.add %1611, %1509 overflow<nsw, nuw> : i64
    %1613 = llvm.getelementptr inbounds|nuw %1609[%1612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1515, %1613 : f32, !llvm.ptr
    %1614 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1615 = llvm.mlir.constant(16 : index) : i64
    %1616 = llvm.mul %100, %1615 overflow<nsw, nuw> : i64
    %1617 = llvm.add %1616, %1509 overflow<nsw, nuw> : i64
    %1618 = llvm.getelementptr inbounds|nuw %1614[%1617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1516, %1618 : f32, !llvm.ptr
    %1619 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1620 = llvm.mlir.constant(16 : index) : i64
    %1621 = llvm.mul %101, %1620 overflow<nsw, nuw> : i64
    %1622 = llvm.add %1621, %1509 overflow<nsw, nuw> : i64
    %1623 = llvm.getelementptr inbounds|nuw %1619[%1622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1517, %1623 : f32, !llvm.ptr
    %1624 = llvm.add %1509, %88 : i64
    llvm.br ^bb143(%1624 : i64)
  ^bb148:  // pred: ^bb143
    %1625 = llvm.sub %87, %1496 : i64
    %1626 = llvm.intr.umin(%1625, %102) : (i64, i64) -> i64
    llvm.br ^bb149(%86 : i64)
  ^bb149(%1627: i64):  // 2 preds: ^bb148, ^bb153
    %1628 = llvm.icmp "slt" %1627, %1626 : i64
    llvm.cond_br %1628, ^bb150, ^bb154
  ^bb150:  // pred: ^bb149
    %1629 = llvm.add %1496, %1627 : i64
    llvm.br ^bb151(%86 : i64)
  ^bb151(%1630: i64):  // 2 preds: ^bb150, ^bb152
    %1631 = llvm.icmp "slt" %1630, %90 : i64
    llvm.cond_br %1631, ^bb152, ^bb153
  ^bb152:  // pred: ^bb151
    %1632 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1633 = llvm.mlir.constant(16 : index) : i64
    %1634 = llvm.mul %1629, %1633 overflow<nsw, nuw> : i64
    %1635 = llvm.add %1634, %1630 overflow<nsw, nuw> : i64
    %1636 = llvm.getelementptr inbounds|nuw %1632[%1635] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1637 = llvm.load %1636 : !llvm.ptr -> f32
    %1638 = llvm.extractvalue %1495[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1639 = llvm.mlir.constant(16 : index) : i64
    %1640 = llvm.mul %1627, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.add %1640, %1630 overflow<nsw, nuw> : i64
    %1642 = llvm.getelementptr inbounds|nuw %1638[%1641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1643 = llvm.load %1642 : !llvm.ptr -> f32
    %1644 = llvm.fadd %1637, %1643 : f32
    %1645 = llvm.extractvalue %1478[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1646 = llvm.mlir.constant(16 : index) : i64
    %1647 = llvm.mul %1629, %1646 overflow<nsw, nuw> : i64
    %1648 = llvm.add %1647, %1630 overflow<nsw, nuw> : i64
    %1649 = llvm.getelementptr inbounds|nuw %1645[%1648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1644, %1649 : f32, !llvm.ptr
    %1650 = llvm.add %1630, %88 : i64
    llvm.br ^bb151(%1650 : i64)
  ^bb153:  // pred: ^bb151
    %1651 = llvm.add %1627, %88 : i64
    llvm.br ^bb149(%1651 : i64)
  ^bb154:  // pred: ^bb149
    %1652 = llvm.add %1496, %102 : i64
    llvm.br ^bb141(%1652 : i64)
  ^bb155:  // pred: ^bb141
    %1653 = llvm.extractvalue %1495[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1653) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb156, ^bb163
  ^bb156:  // pred: ^bb155
    %1654 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1655 = llvm.getelementptr %1654[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1656 = llvm.atomicrmw add %1655, %93 acq_rel : !llvm.ptr, i64
    %1657 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1658 = llvm.getelementptr %1657[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1659 = llvm.atomicrmw add %1658, %94 acq_rel : !llvm.ptr, i64
    %1660 = llvm.add %1659, %94 : i64
    %1661 = llvm.icmp "eq" %1660, %arg73 : i64
    llvm.cond_br %1661, ^bb157, ^bb158
  ^bb157:  // pred: ^bb156
    %1662 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1663 = llvm.getelementptr %1662[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1664 = llvm.atomicrmw xchg %1663, %93 acq_rel : !llvm.ptr, i64
    %1665 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1666 = llvm.getelementptr %1665[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1667 = llvm.atomicrmw add %1666, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb162
  ^bb158:  // pred: ^bb156
    llvm.br ^bb159
  ^bb159:  // 2 preds: ^bb158, ^bb160
    %1668 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1669 = llvm.getelementptr %1668[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1670 = llvm.atomicrmw add %1669, %93 acq_rel : !llvm.ptr, i64
    %1671 = llvm.icmp "eq" %1670, %1656 : i64
    llvm.cond_br %1671, ^bb160, ^bb161
  ^bb160:  // pred: ^bb159
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb159
  ^bb161:  // pred: ^bb159
    llvm.br ^bb162
  ^bb162:  // 2 preds: ^bb157, ^bb161
    llvm.br ^bb163
  ^bb163:  // 2 preds: ^bb155, ^bb162
    llvm.br ^bb164(%166 : i64)
  ^bb164(%1672: i64):  // 2 preds: ^bb163, ^bb174
    %1673 = llvm.icmp "slt" %1672, %170 : i64
    llvm.cond_br %1673, ^bb165, ^bb175
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%86, %89 : i64, f32)
  ^bb166(%1674: i64, %1675: f32):  // 2 preds: ^bb165, ^bb167
    %1676 = llvm.icmp "slt" %1674, %90 : i64
    llvm.cond_br %1676, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1677 = llvm.extractvalue %1478[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1678 = llvm.mlir.constant(16 : index) : i64
    %1679 = llvm.mul %1672, %1678 overflow<nsw, nuw> : i64
    %1680 = llvm.add %1679, %1674 overflow<nsw, nuw> : i64
    %1681 = llvm.getelementptr inbounds|nuw %1677[%1680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1682 = llvm.load %1681 : !llvm.ptr -> f32
    %1683 = llvm.fadd %1682, %1675 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1684 = llvm.add %1674, %88 : i64
    llvm.br ^bb166(%1684, %1683 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb168:  // pred: ^bb166
    llvm.br ^bb169(%86, %89 : i64, f32)
  ^bb169(%1685: i64, %1686: f32):  // 2 preds: ^bb168, ^bb170
    %1687 = llvm.icmp "slt" %1685, %90 : i64
    llvm.cond_br %1687, ^bb170, ^bb171
  ^bb170:  // pred: ^bb169
    %1688 = llvm.extractvalue %1478[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1689 = llvm.mlir.constant(16 : index) : i64
    %1690 = llvm.mul %1672, %1689 overflow<nsw, nuw> : i64
    %1691 = llvm.add %1690, %1685 overflow<nsw, nuw> : i64
    %1692 = llvm.getelementptr inbounds|nuw %1688[%1691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1693 = llvm.load %1692 : !llvm.ptr -> f32
    %1694 = llvm.fmul %1675, %91 : f32
    %1695 = llvm.fsub %1693, %1694 : f32
    %1696 = llvm.fmul %1695, %1695 : f32
    %1697 = llvm.fadd %1696, %1686 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1698 = llvm.add %1685, %88 : i64
    llvm.br ^bb169(%1698, %1697 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb171:  // pred: ^bb169
    llvm.br ^bb172(%86 : i64)
  ^bb172(%1699: i64):  // 2 preds: ^bb171, ^bb173
    %1700 = llvm.icmp "slt" %1699, %90 : i64
    llvm.cond_br %1700, ^bb173, ^bb174
  ^bb173:  // pred: ^bb172
    %1701 = llvm.extractvalue %1478[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1702 = llvm.mlir.constant(16 : index) : i64
    %1703 = llvm.mul %1672, %1702 overflow<nsw, nuw> : i64
    %1704 = llvm.add %1703, %1699 overflow<nsw, nuw> : i64
    %1705 = llvm.getelementptr inbounds|nuw %1701[%1704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1706 = llvm.load %1705 : !llvm.ptr -> f32
    %1707 = llvm.fmul %1675, %91 : f32
    %1708 = llvm.fsub %1706, %1707 : f32
    %1709 = llvm.fmul %1686, %91 : f32
    %1710 = llvm.fadd %1709, %92 : f32
    %1711 = llvm.intr.sqrt(%1710) : (f32) -> f32
    %1712 = llvm.fdiv %85, %1711 : f32
    %1713 = llvm.fmul %1708, %1712 : f32
    %1714 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1715 = llvm.getelementptr inbounds|nuw %1714[%1699] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1716 = llvm.load %1715 : !llvm.ptr -> f32
    %1717 = llvm.fmul %1713, %1716 : f32
    %1718 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1719 = llvm.mlir.constant(16 : index) : i64
    %1720 = llvm.mul %1672, %1719 overflow<nsw, nuw> : i64
    %1721 = llvm.add %1720, %1699 overflow<nsw, nuw> : i64
    %1722 = llvm.getelementptr inbounds|nuw %1718[%1721] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1717, %1722 : f32, !llvm.ptr
    %1723 = llvm.add %1699, %88 : i64
    llvm.br ^bb172(%1723 : i64) {loop_annotation = #loop_annotation1}
  ^bb174:  // pred: ^bb172
    %1724 = llvm.add %1672, %88 : i64
    llvm.br ^bb164(%1724 : i64)
  ^bb175:  // pred: ^bb164
    llvm.cond_br %224, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    %1725 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1726 = llvm.getelementptr %1725[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1727 = llvm.atomicrmw add %1726, %93 acq_rel : !llvm.ptr, i64
    %1728 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1729 = llvm.getelementptr %1728[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1730 = llvm.atomicrmw add %1729, %94 acq_rel : !llvm.ptr, i64
    %1731 = llvm.add %1730, %94 : i64
    %1732 = llvm.icmp "eq" %1731, %arg73 : i64
    llvm.cond_br %1732, ^bb177, ^bb178
  ^bb177:  // pred: ^bb176
    %1733 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1734 = llvm.getelementptr %1733[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1735 = llvm.atomicrmw xchg %1734, %93 acq_rel : !llvm.ptr, i64
    %1736 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1737 = llvm.getelementptr %1736[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1738 = llvm.atomicrmw add %1737, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb182
  ^bb178:  // pred: ^bb176
    llvm.br ^bb179
  ^bb179:  // 2 preds: ^bb178, ^bb180
    %1739 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1740 = llvm.getelementptr %1739[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1741 = llvm.atomicrmw add %1740, %93 acq_rel : !llvm.ptr, i64
    %1742 = llvm.icmp "eq" %1741, %1727 : i64
    llvm.cond_br %1742, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb179
  ^bb181:  // pred: ^bb179
    llvm.br ^bb182
  ^bb182:  // 2 preds: ^bb177, ^bb181
    llvm.br ^bb183
  ^bb183:  // 2 preds: ^bb175, ^bb182
    %1743 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1744 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1745 = llvm.insertvalue %1744, %1743[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1746 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1747 = llvm.getelementptr %1746[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1748 = llvm.insertvalue %1747, %1745[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1749 = llvm.mlir.constant(0 : index) : i64
    %1750 = llvm.insertvalue %1749, %1748[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1751 = llvm.mlir.constant(64 : index) : i64
    %1752 = llvm.insertvalue %1751, %1750[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1753 = llvm.mlir.constant(1 : index) : i64
    %1754 = llvm.insertvalue %1753, %1752[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1755 = llvm.mlir.constant(8 : index) : i64
    %1756 = llvm.insertvalue %1755, %1754[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1757 = llvm.mlir.constant(64 : index) : i64
    %1758 = llvm.insertvalue %1757, %1756[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1759 = llvm.mlir.constant(6 : index) : i64
    %1760 = llvm.mlir.constant(64 : index) : i64
    %1761 = llvm.mlir.constant(1 : index) : i64
    %1762 = llvm.mlir.constant(384 : index) : i64
    %1763 = llvm.mlir.zero : !llvm.ptr
    %1764 = llvm.getelementptr %1763[%1762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1765 = llvm.ptrtoint %1764 : !llvm.ptr to i64
    %1766 = llvm.call @malloc(%1765) : (i64) -> !llvm.ptr
    %1767 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1768 = llvm.insertvalue %1766, %1767[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1769 = llvm.insertvalue %1766, %1768[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1770 = llvm.mlir.constant(0 : index) : i64
    %1771 = llvm.insertvalue %1770, %1769[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1772 = llvm.insertvalue %1759, %1771[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1773 = llvm.insertvalue %1760, %1772[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1774 = llvm.insertvalue %1760, %1773[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1775 = llvm.insertvalue %1761, %1774[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb184(%298 : i64)
  ^bb184(%1776: i64):  // 2 preds: ^bb183, ^bb188
    %1777 = llvm.icmp "slt" %1776, %301 : i64
    llvm.cond_br %1777, ^bb185, ^bb189
  ^bb185:  // pred: ^bb184
    %1778 = llvm.mul %1776, %97 : i64
    %1779 = llvm.add %1778, %97 : i64
    %1780 = llvm.icmp "ule" %1779, %109 : i64
    llvm.cond_br %1780, ^bb186, ^bb187
  ^bb186:  // pred: ^bb185
    %1781 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1782 = llvm.mul %86, %78 : i64
    %1783 = llvm.add %1782, %1778 : i64
    %1784 = llvm.getelementptr %1781[%1783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1785 = llvm.load %1784 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1786 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1787 = llvm.mul %1776, %83 : i64
    %1788 = llvm.mul %86, %82 : i64
    %1789 = llvm.add %1787, %1788 : i64
    %1790 = llvm.add %1789, %86 : i64
    %1791 = llvm.getelementptr %1786[%1790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1785, %1791 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1792 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1793 = llvm.mul %88, %78 : i64
    %1794 = llvm.add %1793, %1778 : i64
    %1795 = llvm.getelementptr %1792[%1794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1796 = llvm.load %1795 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1797 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1798 = llvm.mul %1776, %83 : i64
    %1799 = llvm.mul %88, %82 : i64
    %1800 = llvm.add %1798, %1799 : i64
    %1801 = llvm.add %1800, %86 : i64
    %1802 = llvm.getelementptr %1797[%1801] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1796, %1802 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1803 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1804 = llvm.mul %98, %78 : i64
    %1805 = llvm.add %1804, %1778 : i64
    %1806 = llvm.getelementptr %1803[%1805] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1807 = llvm.load %1806 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1808 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1809 = llvm.mul %1776, %83 : i64
    %1810 = llvm.mul %98, %82 : i64
    %1811 = llvm.add %1809, %1810 : i64
    %1812 = llvm.add %1811, %86 : i64
    %1813 = llvm.getelementptr %1808[%1812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1807, %1813 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1814 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1815 = llvm.mul %99, %78 : i64
    %1816 = llvm.add %1815, %1778 : i64
    %1817 = llvm.getelementptr %1814[%1816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1818 = llvm.load %1817 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1819 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1820 = llvm.mul %1776, %83 : i64
    %1821 = llvm.mul %99, %82 : i64
    %1822 = llvm.add %1820, %1821 : i64
    %1823 = llvm.add %1822, %86 : i64
    %1824 = llvm.getelementptr %1819[%1823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1818, %1824 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1825 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1826 = llvm.mul %100, %78 : i64
    %1827 = llvm.add %1826, %1778 : i64
    %1828 = llvm.getelementptr %1825[%1827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1829 = llvm.load %1828 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1830 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1831 = llvm.mul %1776, %83 : i64
    %1832 = llvm.mul %100, %82 : i64
    %1833 = llvm.add %1831, %1832 : i64
    %1834 = llvm.add %1833, %86 : i64
    %1835 = llvm.getelementptr %1830[%1834] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1829, %1835 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1836 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1837 = llvm.mul %101, %78 : i64
    %1838 = llvm.add %1837, %1778 : i64
    %1839 = llvm.getelementptr %1836[%1838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1840 = llvm.load %1839 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1841 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1842 = llvm.mul %1776, %83 : i64
    %1843 = llvm.mul %101, %82 : i64
    %1844 = llvm.add %1842, %1843 : i64
    %1845 = llvm.add %1844, %86 : i64
    %1846 = llvm.getelementptr %1841[%1845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1840, %1846 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1847 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1848 = llvm.mul %102, %78 : i64
    %1849 = llvm.add %1848, %1778 : i64
    %1850 = llvm.getelementptr %1847[%1849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1851 = llvm.load %1850 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1852 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1853 = llvm.mul %1776, %83 : i64
    %1854 = llvm.mul %102, %82 : i64
    %1855 = llvm.add %1853, %1854 : i64
    %1856 = llvm.add %1855, %86 : i64
    %1857 = llvm.getelementptr %1852[%1856] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1851, %1857 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1858 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1859 = llvm.mul %103, %78 : i64
    %1860 = llvm.add %1859, %1778 : i64
    %1861 = llvm.getelementptr %1858[%1860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1862 = llvm.load %1861 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1863 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1864 = llvm.mul %1776, %83 : i64
    %1865 = llvm.mul %103, %82 : i64
    %1866 = llvm.add %1864, %1865 : i64
    %1867 = llvm.add %1866, %86 : i64
    %1868 = llvm.getelementptr %1863[%1867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1862, %1868 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1869 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1870 = llvm.mul %87, %78 : i64
    %1871 = llvm.add %1870, %1778 : i64
    %1872 = llvm.getelementptr %1869[%1871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1873 = llvm.load %1872 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1874 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1875 = llvm.mul %1776, %83 : i64
    %1876 = llvm.mul %87, %82 : i64
    %1877 = llvm.add %1875, %1876 : i64
    %1878 = llvm.add %1877, %86 : i64
    %1879 = llvm.getelementptr %1874[%1878] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1873, %1879 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1880 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1881 = llvm.mul %113, %78 : i64
    %1882 = llvm.add %1881, %1778 : i64
    %1883 = llvm.getelementptr %1880[%1882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1884 = llvm.load %1883 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1885 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1886 = llvm.mul %1776, %83 : i64
    %1887 = llvm.mul %113, %82 : i64
    %1888 = llvm.add %1886, %1887 : i64
    %1889 = llvm.add %1888, %86 : i64
    %1890 = llvm.getelementptr %1885[%1889] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1884, %1890 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1891 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1892 = llvm.mul %114, %78 : i64
    %1893 = llvm.add %1892, %1778 : i64
    %1894 = llvm.getelementptr %1891[%1893] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1895 = llvm.load %1894 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1896 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1897 = llvm.mul %1776, %83 : i64
    %1898 = llvm.mul %114, %82 : i64
    %1899 = llvm.add %1897, %1898 : i64
    %1900 = llvm.add %1899, %86 : i64
    %1901 = llvm.getelementptr %1896[%1900] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1895, %1901 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1902 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1903 = llvm.mul %115, %78 : i64
    %1904 = llvm.add %1903, %1778 : i64
    %1905 = llvm.getelementptr %1902[%1904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1906 = llvm.load %1905 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1907 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1908 = llvm.mul %1776, %83 : i64
    %1909 = llvm.mul %115, %82 : i64
    %1910 = llvm.add %1908, %1909 : i64
    %1911 = llvm.add %1910, %86 : i64
    %1912 = llvm.getelementptr %1907[%1911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1906, %1912 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1913 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1914 = llvm.mul %116, %78 : i64
    %1915 = llvm.add %1914, %1778 : i64
    %1916 = llvm.getelementptr %1913[%1915] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1917 = llvm.load %1916 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1918 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1919 = llvm.mul %1776, %83 : i64
    %1920 = llvm.mul %116, %82 : i64
    %1921 = llvm.add %1919, %1920 : i64
    %1922 = llvm.add %1921, %86 : i64
    %1923 = llvm.getelementptr %1918[%1922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1917, %1923 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1924 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1925 = llvm.mul %117, %78 : i64
    %1926 = llvm.add %1925, %1778 : i64
    %1927 = llvm.getelementptr %1924[%1926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1928 = llvm.load %1927 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1929 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1930 = llvm.mul %1776, %83 : i64
    %1931 = llvm.mul %117, %82 : i64
    %1932 = llvm.add %1930, %1931 : i64
    %1933 = llvm.add %1932, %86 : i64
    %1934 = llvm.getelementptr %1929[%1933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1928, %1934 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1935 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1936 = llvm.mul %118, %78 : i64
    %1937 = llvm.add %1936, %1778 : i64
    %1938 = llvm.getelementptr %1935[%1937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1939 = llvm.load %1938 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1940 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1941 = llvm.mul %1776, %83 : i64
    %1942 = llvm.mul %118, %82 : i64
    %1943 = llvm.add %1941, %1942 : i64
    %1944 = llvm.add %1943, %86 : i64
    %1945 = llvm.getelementptr %1940[%1944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1939, %1945 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1946 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1947 = llvm.mul %119, %78 : i64
    %1948 = llvm.add %1947, %1778 : i64
    %1949 = llvm.getelementptr %1946[%1948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1950 = llvm.load %1949 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1951 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1952 = llvm.mul %1776, %83 : i64
    %1953 = llvm.mul %119, %82 : i64
    %1954 = llvm.add %1952, %1953 : i64
    %1955 = llvm.add %1954, %86 : i64
    %1956 = llvm.getelementptr %1951[%1955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1950, %1956 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb188
  ^bb187:  // pred: ^bb185
    %1957 = llvm.sub %109, %1778 : i64
    %1958 = llvm.intr.umin(%1957, %97) : (i64, i64) -> i64
    %1959 = llvm.trunc %1958 : i64 to i32
    %1960 = llvm.insertelement %1959, %81[%80 : i32] : vector<32xi32>
    %1961 = llvm.shufflevector %1960, %81 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %1962 = llvm.icmp "sgt" %1961, %146 : vector<32xi32>
    %1963 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1964 = llvm.mul %86, %78 : i64
    %1965 = llvm.add %1964, %1778 : i64
    %1966 = llvm.getelementptr %1963[%1965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1967 = llvm.intr.masked.load %1966, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %1968 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1969 = llvm.mul %1776, %83 : i64
    %1970 = llvm.mul %86, %82 : i64
    %1971 = llvm.add %1969, %1970 : i64
    %1972 = llvm.add %1971, %86 : i64
    %1973 = llvm.getelementptr %1968[%1972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1967, %1973 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1974 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1975 = llvm.mul %88, %78 : i64
    %1976 = llvm.add %1975, %1778 : i64
    %1977 = llvm.getelementptr %1974[%1976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1978 = llvm.intr.masked.load %1977, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %1979 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1980 = llvm.mul %1776, %83 : i64
    %1981 = llvm.mul %88, %82 : i64
    %1982 = llvm.add %1980, %1981 : i64
    %1983 = llvm.add %1982, %86 : i64
    %1984 = llvm.getelementptr %1979[%1983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1978, %1984 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1985 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1986 = llvm.mul %98, %78 : i64
    %1987 = llvm.add %1986, %1778 : i64
    %1988 = llvm.getelementptr %1985[%1987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1989 = llvm.intr.masked.load %1988, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %1990 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1991 = llvm.mul %1776, %83 : i64
    %1992 = llvm.mul %98, %82 : i64
    %1993 = llvm.add %1991, %1992 : i64
    %1994 = llvm.add %1993, %86 : i64
    %1995 = llvm.getelementptr %1990[%1994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1989, %1995 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1996 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1997 = llvm.mul %99, %78 : i64
    %1998 = llvm.add %1997, %1778 : i64
    %1999 = llvm.getelementptr %1996[%1998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2000 = llvm.intr.masked.load %1999, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2001 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2002 = llvm.mul %1776, %83 : i64
    %2003 = llvm.mul %99, %82 : i64
    %2004 = llvm.add %2002, %2003 : i64
    %2005 = llvm.add %2004, %86 : i64
    %2006 = llvm.getelementptr %2001[%2005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2000, %2006 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2007 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2008 = llvm.mul %100, %78 : i64
    %2009 = llvm.add %2008, %1778 : i64
    %2010 = llvm.getelementptr %2007[%2009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2011 = llvm.intr.masked.load %2010, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2012 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2013 = llvm.mul %1776, %83 : i64
    %2014 = llvm.mul %100, %82 : i64
    %2015 = llvm.add %2013, %2014 : i64
    %2016 = llvm.add %2015, %86 : i64
    %2017 = llvm.getelementptr %2012[%2016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2011, %2017 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2018 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2019 = llvm.mul %101, %78 : i64
    %2020 = llvm.add %2019, %1778 : i64
    %2021 = llvm.getelementptr %2018[%2020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2022 = llvm.intr.masked.load %2021, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2023 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2024 = llvm.mul %1776, %83 : i64
    %2025 = llvm.mul %101, %82 : i64
    %2026 = llvm.add %2024, %2025 : i64
    %2027 = llvm.add %2026, %86 : i64
    %2028 = llvm.getelementptr %2023[%2027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2022, %2028 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2029 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2030 = llvm.mul %102, %78 : i64
    %2031 = llvm.add %2030, %1778 : i64
    %2032 = llvm.getelementptr %2029[%2031] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2033 = llvm.intr.masked.load %2032, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2034 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2035 = llvm.mul %1776, %83 : i64
    %2036 = llvm.mul %102, %82 : i64
    %2037 = llvm.add %2035, %2036 : i64
    %2038 = llvm.add %2037, %86 : i64
    %2039 = llvm.getelementptr %2034[%2038] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2033, %2039 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2040 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2041 = llvm.mul %103, %78 : i64
    %2042 = llvm.add %2041, %1778 : i64
    %2043 = llvm.getelementptr %2040[%2042] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2044 = llvm.intr.masked.load %2043, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2045 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2046 = llvm.mul %1776, %83 : i64
    %2047 = llvm.mul %103, %82 : i64
    %2048 = llvm.add %2046, %2047 : i64
    %2049 = llvm.add %2048, %86 : i64
    %2050 = llvm.getelementptr %2045[%2049] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2044, %2050 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2051 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2052 = llvm.mul %87, %78 : i64
    %2053 = llvm.add %2052, %1778 : i64
    %2054 = llvm.getelementptr %2051[%2053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2055 = llvm.intr.masked.load %2054, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2056 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2057 = llvm.mul %1776, %83 : i64
    %2058 = llvm.mul %87, %82 : i64
    %2059 = llvm.add %2057, %2058 : i64
    %2060 = llvm.add %2059, %86 : i64
    %2061 = llvm.getelementptr %2056[%2060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2055, %2061 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2062 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2063 = llvm.mul %113, %78 : i64
    %2064 = llvm.add %2063, %1778 : i64
    %2065 = llvm.getelementptr %2062[%2064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2066 = llvm.intr.masked.load %2065, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2067 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2068 = llvm.mul %1776, %83 : i64
    %2069 = llvm.mul %113, %82 : i64
    %2070 = llvm.add %2068, %2069 : i64
    %2071 = llvm.add %2070, %86 : i64
    %2072 = llvm.getelementptr %2067[%2071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2066, %2072 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2073 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2074 = llvm.mul %114, %78 : i64
    %2075 = llvm.add %2074, %1778 : i64
    %2076 = llvm.getelementptr %2073[%2075] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2077 = llvm.intr.masked.load %2076, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2078 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2079 = llvm.mul %1776, %83 : i64
    %2080 = llvm.mul %114, %82 : i64
    %2081 = llvm.add %2079, %2080 : i64
    %2082 = llvm.add %2081, %86 : i64
    %2083 = llvm.getelementptr %2078[%2082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2077, %2083 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2084 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2085 = llvm.mul %115, %78 : i64
    %2086 = llvm.add %2085, %1778 : i64
    %2087 = llvm.getelementptr %2084[%2086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2088 = llvm.intr.masked.load %2087, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2089 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2090 = llvm.mul %1776, %83 : i64
    %2091 = llvm.mul %115, %82 : i64
    %2092 = llvm.add %2090, %2091 : i64
    %2093 = llvm.add %2092, %86 : i64
    %2094 = llvm.getelementptr %2089[%2093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2088, %2094 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2095 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2096 = llvm.mul %116, %78 : i64
    %2097 = llvm.add %2096, %1778 : i64
    %2098 = llvm.getelementptr %2095[%2097] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2099 = llvm.intr.masked.load %2098, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2100 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2101 = llvm.mul %1776, %83 : i64
    %2102 = llvm.mul %116, %82 : i64
    %2103 = llvm.add %2101, %2102 : i64
    %2104 = llvm.add %2103, %86 : i64
    %2105 = llvm.getelementptr %2100[%2104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2099, %2105 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2106 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2107 = llvm.mul %117, %78 : i64
    %2108 = llvm.add %2107, %1778 : i64
    %2109 = llvm.getelementptr %2106[%2108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2110 = llvm.intr.masked.load %2109, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2111 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2112 = llvm.mul %1776, %83 : i64
    %2113 = llvm.mul %117, %82 : i64
    %2114 = llvm.add %2112, %2113 : i64
    %2115 = llvm.add %2114, %86 : i64
    %2116 = llvm.getelementptr %2111[%2115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2110, %2116 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2117 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2118 = llvm.mul %118, %78 : i64
    %2119 = llvm.add %2118, %1778 : i64
    %2120 = llvm.getelementptr %2117[%2119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2121 = llvm.intr.masked.load %2120, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2122 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2123 = llvm.mul %1776, %83 : i64
    %2124 = llvm.mul %118, %82 : i64
    %2125 = llvm.add %2123, %2124 : i64
    %2126 = llvm.add %2125, %86 : i64
    %2127 = llvm.getelementptr %2122[%2126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2121, %2127 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2128 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2129 = llvm.mul %119, %78 : i64
    %2130 = llvm.add %2129, %1778 : i64
    %2131 = llvm.getelementptr %2128[%2130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2132 = llvm.intr.masked.load %2131, %1962, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2133 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2134 = llvm.mul %1776, %83 : i64
    %2135 = llvm.mul %119, %82 : i64
    %2136 = llvm.add %2134, %2135 : i64
    %2137 = llvm.add %2136, %86 : i64
    %2138 = llvm.getelementptr %2133[%2137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2132, %2138 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb188
  ^bb188:  // 2 preds: ^bb186, ^bb187
    %2139 = llvm.add %1776, %88 : i64
    llvm.br ^bb184(%2139 : i64)
  ^bb189:  // pred: ^bb184
    llvm.cond_br %224, ^bb190, ^bb197
  ^bb190:  // pred: ^bb189
    %2140 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2141 = llvm.getelementptr %2140[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2142 = llvm.atomicrmw add %2141, %93 acq_rel : !llvm.ptr, i64
    %2143 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2144 = llvm.getelementptr %2143[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2145 = llvm.atomicrmw add %2144, %94 acq_rel : !llvm.ptr, i64
    %2146 = llvm.add %2145, %94 : i64
    %2147 = llvm.icmp "eq" %2146, %arg73 : i64
    llvm.cond_br %2147, ^bb191, ^bb192
  ^bb191:  // pred: ^bb190
    %2148 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2149 = llvm.getelementptr %2148[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2150 = llvm.atomicrmw xchg %2149, %93 acq_rel : !llvm.ptr, i64
    %2151 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2152 = llvm.getelementptr %2151[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2153 = llvm.atomicrmw add %2152, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb196
  ^bb192:  // pred: ^bb190
    llvm.br ^bb193
  ^bb193:  // 2 preds: ^bb192, ^bb194
    %2154 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2155 = llvm.getelementptr %2154[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2156 = llvm.atomicrmw add %2155, %93 acq_rel : !llvm.ptr, i64
    %2157 = llvm.icmp "eq" %2156, %2142 : i64
    llvm.cond_br %2157, ^bb194, ^bb195
  ^bb194:  // pred: ^bb193
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb193
  ^bb195:  // pred: ^bb193
    llvm.br ^bb196
  ^bb196:  // 2 preds: ^bb191, ^bb195
    llvm.br ^bb197
  ^bb197:  // 2 preds: ^bb189, ^bb196
    llvm.br ^bb198(%685 : i64)
  ^bb198(%2158: i64):  // 2 preds: ^bb197, ^bb211
    %2159 = llvm.icmp "slt" %2158, %687 : i64
    llvm.cond_br %2159, ^bb199, ^bb212
  ^bb199:  // pred: ^bb198
    %2160 = llvm.intr.umin(%2158, %103) : (i64, i64) -> i64
    %2161 = llvm.add %2158, %88 : i64
    %2162 = llvm.intr.umin(%2161, %103) : (i64, i64) -> i64
    %2163 = llvm.add %2158, %98 : i64
    %2164 = llvm.intr.umin(%2163, %103) : (i64, i64) -> i64
    %2165 = llvm.add %2158, %99 : i64
    %2166 = llvm.intr.umin(%2165, %103) : (i64, i64) -> i64
    %2167 = llvm.add %2158, %100 : i64
    %2168 = llvm.intr.umin(%2167, %103) : (i64, i64) -> i64
    %2169 = llvm.add %2158, %101 : i64
    %2170 = llvm.intr.umin(%2169, %103) : (i64, i64) -> i64
    llvm.br ^bb200(%86 : i64)
  ^bb200(%2171: i64):  // 2 preds: ^bb199, ^bb204
    %2172 = llvm.icmp "slt" %2171, %98 : i64
    llvm.cond_br %2172, ^bb201, ^bb205
  ^bb201:  // pred: ^bb200
    %2173 = llvm.mul %2171, %97 : i64
    llvm.br ^bb202(%86, %104, %104, %104, %104, %104, %104 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb202(%2174: i64, %2175: vector<32xf32>, %2176: vector<32xf32>, %2177: vector<32xf32>, %2178: vector<32xf32>, %2179: vector<32xf32>, %2180: vector<32xf32>):  // 2 preds: ^bb201, ^bb203
    %2181 = llvm.icmp "slt" %2174, %90 : i64
    llvm.cond_br %2181, ^bb203, ^bb204
  ^bb203:  // pred: ^bb202
    %2182 = llvm.extractvalue %295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2183 = llvm.mul %2171, %83 : i64
    %2184 = llvm.mul %2174, %82 : i64
    %2185 = llvm.add %2183, %2184 : i64
    %2186 = llvm.add %2185, %86 : i64
    %2187 = llvm.getelementptr %2182[%2186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2188 = llvm.load %2187 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %2189 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2190 = llvm.mlir.constant(16 : index) : i64
    %2191 = llvm.mul %2160, %2190 overflow<nsw, nuw> : i64
    %2192 = llvm.add %2191, %2174 overflow<nsw, nuw> : i64
    %2193 = llvm.getelementptr inbounds|nuw %2189[%2192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2194 = llvm.load %2193 : !llvm.ptr -> f32
    %2195 = llvm.insertelement %2194, %79[%80 : i32] : vector<32xf32>
    %2196 = llvm.shufflevector %2195, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2197 = llvm.intr.fmuladd(%2196, %2188, %2175) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2198 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2199 = llvm.mlir.constant(16 : index) : i64
    %2200 = llvm.mul %2162, %2199 overflow<nsw, nuw> : i64
    %2201 = llvm.add %2200, %2174 overflow<nsw, nuw> : i64
    %2202 = llvm.getelementptr inbounds|nuw %2198[%2201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2203 = llvm.load %2202 : !llvm.ptr -> f32
    %2204 = llvm.insertelement %2203, %79[%80 : i32] : vector<32xf32>
    %2205 = llvm.shufflevector %2204, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2206 = llvm.intr.fmuladd(%2205, %2188, %2176) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2207 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2208 = llvm.mlir.constant(16 : index) : i64
    %2209 = llvm.mul %2164, %2208 overflow<nsw, nuw> : i64
    %2210 = llvm.add %2209, %2174 overflow<nsw, nuw> : i64
    %2211 = llvm.getelementptr inbounds|nuw %2207[%2210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2212 = llvm.load %2211 : !llvm.ptr -> f32
    %2213 = llvm.insertelement %2212, %79[%80 : i32] : vector<32xf32>
    %2214 = llvm.shufflevector %2213, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2215 = llvm.intr.fmuladd(%2214, %2188, %2177) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2216 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2217 = llvm.mlir.constant(16 : index) : i64
    %2218 = llvm.mul %2166, %2217 overflow<nsw, nuw> : i64
    %2219 = llvm.add %2218, %2174 overflow<nsw, nuw> : i64
    %2220 = llvm.getelementptr inbounds|nuw %2216[%2219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2221 = llvm.load %2220 : !llvm.ptr -> f32
    %2222 = llvm.insertelement %2221, %79[%80 : i32] : vector<32xf32>
    %2223 = llvm.shufflevector %2222, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2224 = llvm.intr.fmuladd(%2223, %2188, %2178) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2225 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2226 = llvm.mlir.constant(16 : index) : i64
    %2227 = llvm.mul %2168, %2226 overflow<nsw, nuw> : i64
    %2228 = llvm.add %2227, %2174 overflow<nsw, nuw> : i64
    %2229 = llvm.getelementptr inbounds|nuw %2225[%2228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2230 = llvm.load %2229 : !llvm.ptr -> f32
    %2231 = llvm.insertelement %2230, %79[%80 : i32] : vector<32xf32>
    %2232 = llvm.shufflevector %2231, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2233 = llvm.intr.fmuladd(%2232, %2188, %2179) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2234 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2235 = llvm.mlir.constant(16 : index) : i64
    %2236 = llvm.mul %2170, %2235 overflow<nsw, nuw> : i64
    %2237 = llvm.add %2236, %2174 overflow<nsw, nuw> : i64
    %2238 = llvm.getelementptr inbounds|nuw %2234[%2237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2239 = llvm.load %2238 : !llvm.ptr -> f32
    %2240 = llvm.insertelement %2239, %79[%80 : i32] : vector<32xf32>
    %2241 = llvm.shufflevector %2240, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2242 = llvm.intr.fmuladd(%2241, %2188, %2180) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2243 = llvm.add %2174, %88 : i64
    llvm.br ^bb202(%2243, %2197, %2206, %2215, %2224, %2233, %2242 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb204:  // pred: ^bb202
    %2244 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2245 = llvm.mul %86, %78 : i64
    %2246 = llvm.add %2245, %2173 : i64
    %2247 = llvm.getelementptr %2244[%2246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2175, %2247 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2248 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2249 = llvm.mul %88, %78 : i64
    %2250 = llvm.add %2249, %2173 : i64
    %2251 = llvm.getelementptr %2248[%2250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2176, %2251 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2252 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2253 = llvm.mul %98, %78 : i64
    %2254 = llvm.add %2253, %2173 : i64
    %2255 = llvm.getelementptr %2252[%2254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2177, %2255 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2256 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2257 = llvm.mul %99, %78 : i64
    %2258 = llvm.add %2257, %2173 : i64
    %2259 = llvm.getelementptr %2256[%2258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2178, %2259 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2260 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2261 = llvm.mul %100, %78 : i64
    %2262 = llvm.add %2261, %2173 : i64
    %2263 = llvm.getelementptr %2260[%2262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2179, %2263 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2264 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2265 = llvm.mul %101, %78 : i64
    %2266 = llvm.add %2265, %2173 : i64
    %2267 = llvm.getelementptr %2264[%2266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2180, %2267 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2268 = llvm.add %2171, %88 : i64
    llvm.br ^bb200(%2268 : i64)
  ^bb205:  // pred: ^bb200
    %2269 = llvm.sub %87, %2158 : i64
    %2270 = llvm.intr.umin(%2269, %102) : (i64, i64) -> i64
    llvm.br ^bb206(%86 : i64)
  ^bb206(%2271: i64):  // 2 preds: ^bb205, ^bb210
    %2272 = llvm.icmp "slt" %2271, %2270 : i64
    llvm.cond_br %2272, ^bb207, ^bb211
  ^bb207:  // pred: ^bb206
    %2273 = llvm.add %2158, %2271 : i64
    llvm.br ^bb208(%86 : i64)
  ^bb208(%2274: i64):  // 2 preds: ^bb207, ^bb209
    %2275 = llvm.icmp "slt" %2274, %109 : i64
    llvm.cond_br %2275, ^bb209, ^bb210
  ^bb209:  // pred: ^bb208
    %2276 = llvm.extractvalue %1775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2277 = llvm.mlir.constant(64 : index) : i64
    %2278 = llvm.mul %2271, %2277 overflow<nsw, nuw> : i64
    %2279 = llvm.add %2278, %2274 overflow<nsw, nuw> : i64
    %2280 = llvm.getelementptr inbounds|nuw %2276[%2279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2281 = llvm.load %2280 : !llvm.ptr -> f32
    %2282 = llvm.fmul %2281, %110 : f32
    %2283 = llvm.fmul %2281, %111 : f32
    %2284 = llvm.fcmp "olt" %2283, %132 : f32
    %2285 = llvm.select %2284, %132, %2283 : i1, f32
    %2286 = llvm.fcmp "ogt" %2285, %133 : f32
    %2287 = llvm.select %2286, %133, %2285 : i1, f32
    %2288 = llvm.fmul %2287, %2287 : f32
    %2289 = llvm.intr.fma(%134, %2288, %135) : (f32, f32, f32) -> f32
    %2290 = llvm.intr.fma(%2289, %2288, %136) : (f32, f32, f32) -> f32
    %2291 = llvm.intr.fma(%2290, %2288, %137) : (f32, f32, f32) -> f32
    %2292 = llvm.intr.fma(%2291, %2288, %138) : (f32, f32, f32) -> f32
    %2293 = llvm.intr.fma(%2292, %2288, %112) : (f32, f32, f32) -> f32
    %2294 = llvm.intr.fma(%139, %2288, %140) : (f32, f32, f32) -> f32
    %2295 = llvm.intr.fma(%2294, %2288, %141) : (f32, f32, f32) -> f32
    %2296 = llvm.intr.fma(%2295, %2288, %142) : (f32, f32, f32) -> f32
    %2297 = llvm.intr.fma(%2296, %2288, %143) : (f32, f32, f32) -> f32
    %2298 = llvm.intr.fma(%2297, %2288, %144) : (f32, f32, f32) -> f32
    %2299 = llvm.fmul %2287, %2298 : f32
    %2300 = llvm.fdiv %2299, %2293 : f32
    %2301 = llvm.fcmp "olt" %2300, %145 : f32
    %2302 = llvm.select %2301, %145, %2300 : i1, f32
    %2303 = llvm.fcmp "ogt" %2302, %112 : f32
    %2304 = llvm.select %2303, %112, %2302 : i1, f32
    %2305 = llvm.fadd %2304, %112 : f32
    %2306 = llvm.fmul %2282, %2305 : f32
    %2307 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2308 = llvm.mlir.constant(64 : index) : i64
    %2309 = llvm.mul %2273, %2308 overflow<nsw, nuw> : i64
    %2310 = llvm.add %2309, %2274 overflow<nsw, nuw> : i64
    %2311 = llvm.getelementptr inbounds|nuw %2307[%2310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2306, %2311 : f32, !llvm.ptr
    %2312 = llvm.add %2274, %88 : i64
    llvm.br ^bb208(%2312 : i64)
  ^bb210:  // pred: ^bb208
    %2313 = llvm.add %2271, %88 : i64
    llvm.br ^bb206(%2313 : i64)
  ^bb211:  // pred: ^bb206
    %2314 = llvm.add %2158, %102 : i64
    llvm.br ^bb198(%2314 : i64)
  ^bb212:  // pred: ^bb198
    llvm.cond_br %224, ^bb213, ^bb220
  ^bb213:  // pred: ^bb212
    %2315 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2316 = llvm.getelementptr %2315[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2317 = llvm.atomicrmw add %2316, %93 acq_rel : !llvm.ptr, i64
    %2318 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2319 = llvm.getelementptr %2318[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2320 = llvm.atomicrmw add %2319, %94 acq_rel : !llvm.ptr, i64
    %2321 = llvm.add %2320, %94 : i64
    %2322 = llvm.icmp "eq" %2321, %arg73 : i64
    llvm.cond_br %2322, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %2323 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2324 = llvm.getelementptr %2323[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2325 = llvm.atomicrmw xchg %2324, %93 acq_rel : !llvm.ptr, i64
    %2326 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2327 = llvm.getelementptr %2326[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2328 = llvm.atomicrmw add %2327, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb219
  ^bb215:  // pred: ^bb213
    llvm.br ^bb216
  ^bb216:  // 2 preds: ^bb215, ^bb217
    %2329 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2330 = llvm.getelementptr %2329[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2331 = llvm.atomicrmw add %2330, %93 acq_rel : !llvm.ptr, i64
    %2332 = llvm.icmp "eq" %2331, %2317 : i64
    llvm.cond_br %2332, ^bb217, ^bb218
  ^bb217:  // pred: ^bb216
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb216
  ^bb218:  // pred: ^bb216
    llvm.br ^bb219
  ^bb219:  // 2 preds: ^bb214, ^bb218
    llvm.br ^bb220
  ^bb220:  // 2 preds: ^bb212, ^bb219
    %2333 = llvm.extractvalue %1775[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%2333) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb221, ^bb228
  ^bb221:  // pred: ^bb220
    %2334 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2335 = llvm.getelementptr %2334[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2336 = llvm.atomicrmw add %2335, %93 acq_rel : !llvm.ptr, i64
    %2337 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2338 = llvm.getelementptr %2337[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2339 = llvm.atomicrmw add %2338, %94 acq_rel : !llvm.ptr, i64
    %2340 = llvm.add %2339, %94 : i64
    %2341 = llvm.icmp "eq" %2340, %arg73 : i64
    llvm.cond_br %2341, ^bb222, ^bb223
  ^bb222:  // pred: ^bb221
    %2342 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2343 = llvm.getelementptr %2342[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2344 = llvm.atomicrmw xchg %2343, %93 acq_rel : !llvm.ptr, i64
    %2345 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2346 = llvm.getelementptr %2345[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2347 = llvm.atomicrmw add %2346, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb227
  ^bb223:  // pred: ^bb221
    llvm.br ^bb224
  ^bb224:  // 2 preds: ^bb223, ^bb225
    %2348 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2349 = llvm.getelementptr %2348[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2350 = llvm.atomicrmw add %2349, %93 acq_rel : !llvm.ptr, i64
    %2351 = llvm.icmp "eq" %2350, %2336 : i64
    llvm.cond_br %2351, ^bb225, ^bb226
  ^bb225:  // pred: ^bb224
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb224
  ^bb226:  // pred: ^bb224
    llvm.br ^bb227
  ^bb227:  // 2 preds: ^bb222, ^bb226
    llvm.br ^bb228
  ^bb228:  // 2 preds: ^bb220, ^bb227
    %2352 = llvm.mlir.constant(6 : index) : i64
    %2353 = llvm.mlir.constant(16 : index) : i64
    %2354 = llvm.mlir.constant(1 : index) : i64
    %2355 = llvm.mlir.constant(96 : index) : i64
    %2356 = llvm.mlir.zero : !llvm.ptr
    %2357 = llvm.getelementptr %2356[%2355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2358 = llvm.ptrtoint %2357 : !llvm.ptr to i64
    %2359 = llvm.call @malloc(%2358) : (i64) -> !llvm.ptr
    %2360 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2361 = llvm.insertvalue %2359, %2360[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2362 = llvm.insertvalue %2359, %2361[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2363 = llvm.mlir.constant(0 : index) : i64
    %2364 = llvm.insertvalue %2363, %2362[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2365 = llvm.insertvalue %2352, %2364[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2366 = llvm.insertvalue %2353, %2365[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2367 = llvm.insertvalue %2353, %2366[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2368 = llvm.insertvalue %2354, %2367[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb229(%685 : i64)
  ^bb229(%2369: i64):  // 2 preds: ^bb228, ^bb242
    %2370 = llvm.icmp "slt" %2369, %687 : i64
    llvm.cond_br %2370, ^bb230, ^bb243
  ^bb230:  // pred: ^bb229
    %2371 = llvm.intr.umin(%2369, %103) : (i64, i64) -> i64
    %2372 = llvm.add %2369, %88 : i64
    %2373 = llvm.intr.umin(%2372, %103) : (i64, i64) -> i64
    %2374 = llvm.add %2369, %98 : i64
    %2375 = llvm.intr.umin(%2374, %103) : (i64, i64) -> i64
    %2376 = llvm.add %2369, %99 : i64
    %2377 = llvm.intr.umin(%2376, %103) : (i64, i64) -> i64
    %2378 = llvm.add %2369, %100 : i64
    %2379 = llvm.intr.umin(%2378, %103) : (i64, i64) -> i64
    %2380 = llvm.add %2369, %101 : i64
    %2381 = llvm.intr.umin(%2380, %103) : (i64, i64) -> i64
    llvm.br ^bb231(%86 : i64)
  ^bb231(%2382: i64):  // 2 preds: ^bb230, ^bb235
    %2383 = llvm.icmp "slt" %2382, %90 : i64
    llvm.cond_br %2383, ^bb232, ^bb236
  ^bb232:  // pred: ^bb231
    llvm.br ^bb233(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb233(%2384: i64, %2385: f32, %2386: f32, %2387: f32, %2388: f32, %2389: f32, %2390: f32):  // 2 preds: ^bb232, ^bb234
    %2391 = llvm.icmp "slt" %2384, %109 : i64
    llvm.cond_br %2391, ^bb234, ^bb235
  ^bb234:  // pred: ^bb233
    %2392 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2393 = llvm.mlir.constant(64 : index) : i64
    %2394 = llvm.mul %2371, %2393 overflow<nsw, nuw> : i64
    %2395 = llvm.add %2394, %2384 overflow<nsw, nuw> : i64
    %2396 = llvm.getelementptr inbounds|nuw %2392[%2395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2397 = llvm.load %2396 : !llvm.ptr -> f32
    %2398 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2399 = llvm.mlir.constant(64 : index) : i64
    %2400 = llvm.mul %2373, %2399 overflow<nsw, nuw> : i64
    %2401 = llvm.add %2400, %2384 overflow<nsw, nuw> : i64
    %2402 = llvm.getelementptr inbounds|nuw %2398[%2401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2403 = llvm.load %2402 : !llvm.ptr -> f32
    %2404 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2405 = llvm.mlir.constant(64 : index) : i64
    %2406 = llvm.mul %2375, %2405 overflow<nsw, nuw> : i64
    %2407 = llvm.add %2406, %2384 overflow<nsw, nuw> : i64
    %2408 = llvm.getelementptr inbounds|nuw %2404[%2407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2409 = llvm.load %2408 : !llvm.ptr -> f32
    %2410 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2411 = llvm.mlir.constant(64 : index) : i64
    %2412 = llvm.mul %2377, %2411 overflow<nsw, nuw> : i64
    %2413 = llvm.add %2412, %2384 overflow<nsw, nuw> : i64
    %2414 = llvm.getelementptr inbounds|nuw %2410[%2413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2415 = llvm.load %2414 : !llvm.ptr -> f32
    %2416 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2417 = llvm.mlir.constant(64 : index) : i64
    %2418 = llvm.mul %2379, %2417 overflow<nsw, nuw> : i64
    %2419 = llvm.add %2418, %2384 overflow<nsw, nuw> : i64
    %2420 = llvm.getelementptr inbounds|nuw %2416[%2419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2421 = llvm.load %2420 : !llvm.ptr -> f32
    %2422 = llvm.extractvalue %1758[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2423 = llvm.mlir.constant(64 : index) : i64
    %2424 = llvm.mul %2381, %2423 overflow<nsw, nuw> : i64
    %2425 = llvm.add %2424, %2384 overflow<nsw, nuw> : i64
    %2426 = llvm.getelementptr inbounds|nuw %2422[%2425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2427 = llvm.load %2426 : !llvm.ptr -> f32
    %2428 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2429 = llvm.mlir.constant(16 : index) : i64
    %2430 = llvm.mul %2384, %2429 overflow<nsw, nuw> : i64
    %2431 = llvm.add %2430, %2382 overflow<nsw, nuw> : i64
    %2432 = llvm.getelementptr inbounds|nuw %2428[%2431] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2433 = llvm.load %2432 : !llvm.ptr -> f32
    %2434 = llvm.fmul %2397, %2433 : f32
    %2435 = llvm.fadd %2434, %2385 : f32
    %2436 = llvm.fmul %2403, %2433 : f32
    %2437 = llvm.fadd %2436, %2386 : f32
    %2438 = llvm.fmul %2409, %2433 : f32
    %2439 = llvm.fadd %2438, %2387 : f32
    %2440 = llvm.fmul %2415, %2433 : f32
    %2441 = llvm.fadd %2440, %2388 : f32
    %2442 = llvm.fmul %2421, %2433 : f32
    %2443 = llvm.fadd %2442, %2389 : f32
    %2444 = llvm.fmul %2427, %2433 : f32
    %2445 = llvm.fadd %2444, %2390 : f32
    %2446 = llvm.add %2384, %88 : i64
    llvm.br ^bb233(%2446, %2435, %2437, %2439, %2441, %2443, %2445 : i64, f32, f32, f32, f32, f32, f32)
  ^bb235:  // pred: ^bb233
    %2447 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2448 = llvm.mlir.constant(16 : index) : i64
    %2449 = llvm.mul %86, %2448 overflow<nsw, nuw> : i64
    %2450 = llvm.add %2449, %2382 overflow<nsw, nuw> : i64
    %2451 = llvm.getelementptr inbounds|nuw %2447[%2450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2385, %2451 : f32, !llvm.ptr
    %2452 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2453 = llvm.mlir.constant(16 : index) : i64
    %2454 = llvm.mul %88, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.add %2454, %2382 overflow<nsw, nuw> : i64
    %2456 = llvm.getelementptr inbounds|nuw %2452[%2455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2386, %2456 : f32, !llvm.ptr
    %2457 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2458 = llvm.mlir.constant(16 : index) : i64
    %2459 = llvm.mul %98, %2458 overflow<nsw, nuw> : i64
    %2460 = llvm.add %2459, %2382 overflow<nsw, nuw> : i64
    %2461 = llvm.getelementptr inbounds|nuw %2457[%2460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2387, %2461 : f32, !llvm.ptr
    %2462 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2463 = llvm.mlir.constant(16 : index) : i64
    %2464 = llvm.mul %99, %2463 overflow<nsw, nuw> : i64
    %2465 = llvm.add %2464, %2382 overflow<nsw, nuw> : i64
    %2466 = llvm.getelementptr inbounds|nuw %2462[%2465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2388, %2466 : f32, !llvm.ptr
    %2467 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2468 = llvm.mlir.constant(16 : index) : i64
    %2469 = llvm.mul %100, %2468 overflow<nsw, nuw> : i64
    %2470 = llvm.add %2469, %2382 overflow<nsw, nuw> : i64
    %2471 = llvm.getelementptr inbounds|nuw %2467[%2470] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2389, %2471 : f32, !llvm.ptr
    %2472 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2473 = llvm.mlir.constant(16 : index) : i64
    %2474 = llvm.mul %101, %2473 overflow<nsw, nuw> : i64
    %2475 = llvm.add %2474, %2382 overflow<nsw, nuw> : i64
    %2476 = llvm.getelementptr inbounds|nuw %2472[%2475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2390, %2476 : f32, !llvm.ptr
    %2477 = llvm.add %2382, %88 : i64
    llvm.br ^bb231(%2477 : i64)
  ^bb236:  // pred: ^bb231
    %2478 = llvm.sub %87, %2369 : i64
    %2479 = llvm.intr.umin(%2478, %102) : (i64, i64) -> i64
    llvm.br ^bb237(%86 : i64)
  ^bb237(%2480: i64):  // 2 preds: ^bb236, ^bb241
    %2481 = llvm.icmp "slt" %2480, %2479 : i64
    llvm.cond_br %2481, ^bb238, ^bb242
  ^bb238:  // pred: ^bb237
    %2482 = llvm.add %2369, %2480 : i64
    llvm.br ^bb239(%86 : i64)
  ^bb239(%2483: i64):  // 2 preds: ^bb238, ^bb240
    %2484 = llvm.icmp "slt" %2483, %90 : i64
    llvm.cond_br %2484, ^bb240, ^bb241
  ^bb240:  // pred: ^bb239
    %2485 = llvm.extractvalue %1478[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2486 = llvm.mlir.constant(16 : index) : i64
    %2487 = llvm.mul %2482, %2486 overflow<nsw, nuw> : i64
    %2488 = llvm.add %2487, %2483 overflow<nsw, nuw> : i64
    %2489 = llvm.getelementptr inbounds|nuw %2485[%2488] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2490 = llvm.load %2489 : !llvm.ptr -> f32
    %2491 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2492 = llvm.mlir.constant(16 : index) : i64
    %2493 = llvm.mul %2480, %2492 overflow<nsw, nuw> : i64
    %2494 = llvm.add %2493, %2483 overflow<nsw, nuw> : i64
    %2495 = llvm.getelementptr inbounds|nuw %2491[%2494] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2496 = llvm.load %2495 : !llvm.ptr -> f32
    %2497 = llvm.fadd %2490, %2496 : f32
    %2498 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2499 = llvm.mlir.constant(16 : index) : i64
    %2500 = llvm.mul %2482, %2499 overflow<nsw, nuw> : i64
    %2501 = llvm.add %2500, %2483 overflow<nsw, nuw> : i64
    %2502 = llvm.getelementptr inbounds|nuw %2498[%2501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2497, %2502 : f32, !llvm.ptr
    %2503 = llvm.add %2483, %88 : i64
    llvm.br ^bb239(%2503 : i64)
  ^bb241:  // pred: ^bb239
    %2504 = llvm.add %2480, %88 : i64
    llvm.br ^bb237(%2504 : i64)
  ^bb242:  // pred: ^bb237
    %2505 = llvm.add %2369, %102 : i64
    llvm.br ^bb229(%2505 : i64)
  ^bb243:  // pred: ^bb229
    %2506 = llvm.extractvalue %2368[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%2506) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb244, ^bb251
  ^bb244:  // pred: ^bb243
    %2507 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2508 = llvm.getelementptr %2507[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2509 = llvm.atomicrmw add %2508, %93 acq_rel : !llvm.ptr, i64
    %2510 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2511 = llvm.getelementptr %2510[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2512 = llvm.atomicrmw add %2511, %94 acq_rel : !llvm.ptr, i64
    %2513 = llvm.add %2512, %94 : i64
    %2514 = llvm.icmp "eq" %2513, %arg73 : i64
    llvm.cond_br %2514, ^bb245, ^bb246
  ^bb245:  // pred: ^bb244
    %2515 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2516 = llvm.getelementptr %2515[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2517 = llvm.atomicrmw xchg %2516, %93 acq_rel : !llvm.ptr, i64
    %2518 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2519 = llvm.getelementptr %2518[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2520 = llvm.atomicrmw add %2519, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb250
  ^bb246:  // pred: ^bb244
    llvm.br ^bb247
  ^bb247:  // 2 preds: ^bb246, ^bb248
    %2521 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2522 = llvm.getelementptr %2521[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2523 = llvm.atomicrmw add %2522, %93 acq_rel : !llvm.ptr, i64
    %2524 = llvm.icmp "eq" %2523, %2509 : i64
    llvm.cond_br %2524, ^bb248, ^bb249
  ^bb248:  // pred: ^bb247
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb247
  ^bb249:  // pred: ^bb247
    llvm.br ^bb250
  ^bb250:  // 2 preds: ^bb245, ^bb249
    llvm.br ^bb251
  ^bb251:  // 2 preds: ^bb243, ^bb250
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
