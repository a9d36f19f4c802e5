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
    %126 = llvm.mlir.constant(0.00138796063 : f32) : f32
    %127 = llvm.mlir.constant(0.00836889911 : f32) : f32
    %128 = llvm.mlir.constant(0.0416672342 : f32) : f32
    %129 = llvm.mlir.constant(0.166665196 : f32) : f32
    %130 = llvm.mlir.constant(0.49999997 : f32) : f32
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
    %237 = llvm.getelementptr %236[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %238 = llvm.atomicrmw xchg %237, %93 acq_rel : !llvm.ptr, i64
    %239 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %240 = llvm.getelementptr %239[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %241 = llvm.atomicrmw add %240, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb19
  ^bb15:  // pred: ^bb13
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb15, ^bb17
    %242 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %243 = llvm.getelementptr %242[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %244 = llvm.atomicrmw add %243, %93 acq_rel : !llvm.ptr, i64
    %245 = llvm.icmp "eq" %244, %227 : i64
    llvm.cond_br %245, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb16
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb14, ^bb18
    llvm.br ^bb21
  ^bb20:  // pred: ^bb12
    %246 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %247 = llvm.getelementptr %246[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %248 = llvm.atomicrmw xchg %247, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb21
  ^bb21:  // 2 preds: ^bb19, ^bb20
    %249 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %250 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %251 = llvm.insertvalue %250, %249[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %252 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %253 = llvm.getelementptr %252[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %254 = llvm.insertvalue %253, %251[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %255 = llvm.mlir.constant(0 : index) : i64
    %256 = llvm.insertvalue %255, %254[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.mlir.constant(48 : index) : i64
    %258 = llvm.insertvalue %257, %256[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %259 = llvm.mlir.constant(1 : index) : i64
    %260 = llvm.insertvalue %259, %258[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %261 = llvm.mlir.constant(8 : index) : i64
    %262 = llvm.insertvalue %261, %260[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %263 = llvm.mlir.constant(48 : index) : i64
    %264 = llvm.insertvalue %263, %262[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %265 = llvm.mlir.constant(6 : index) : i64
    %266 = llvm.mlir.constant(48 : index) : i64
    %267 = llvm.mlir.constant(1 : index) : i64
    %268 = llvm.mlir.constant(288 : index) : i64
    %269 = llvm.mlir.zero : !llvm.ptr
    %270 = llvm.getelementptr %269[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %271 = llvm.ptrtoint %270 : !llvm.ptr to i64
    %272 = llvm.call @malloc(%271) : (i64) -> !llvm.ptr
    %273 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %274 = llvm.insertvalue %272, %273[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %275 = llvm.insertvalue %272, %274[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %276 = llvm.mlir.constant(0 : index) : i64
    %277 = llvm.insertvalue %276, %275[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %278 = llvm.insertvalue %265, %277[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %279 = llvm.insertvalue %266, %278[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %280 = llvm.insertvalue %266, %279[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %281 = llvm.insertvalue %267, %280[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %282 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %283 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %284 = llvm.insertvalue %283, %282[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %285 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %286 = llvm.getelementptr %285[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %287 = llvm.insertvalue %286, %284[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %288 = llvm.mlir.constant(0 : index) : i64
    %289 = llvm.insertvalue %288, %287[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %290 = llvm.mlir.constant(32 : index) : i64
    %291 = llvm.insertvalue %290, %289[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %292 = llvm.mlir.constant(1 : index) : i64
    %293 = llvm.insertvalue %292, %291[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %294 = llvm.mlir.constant(16 : index) : i64
    %295 = llvm.insertvalue %294, %293[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %296 = llvm.mlir.constant(32 : index) : i64
    %297 = llvm.insertvalue %296, %295[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %298 = llvm.mlir.constant(2 : index) : i64
    %299 = llvm.insertvalue %298, %297[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %300 = llvm.mlir.constant(512 : index) : i64
    %301 = llvm.insertvalue %300, %299[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %302 = llvm.mul %arg72, %98 : i64
    %303 = llvm.udiv %302, %arg73 : i64
    %304 = llvm.intr.umin(%303, %98) : (i64, i64) -> i64
    %305 = llvm.mul %167, %98 : i64
    %306 = llvm.udiv %305, %arg73 : i64
    %307 = llvm.intr.umin(%306, %98) : (i64, i64) -> i64
    llvm.br ^bb22(%304 : i64)
  ^bb22(%308: i64):  // 2 preds: ^bb21, ^bb26
    %309 = llvm.icmp "slt" %308, %307 : i64
    llvm.cond_br %309, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    %310 = llvm.mul %308, %97 : i64
    %311 = llvm.add %310, %97 : i64
    %312 = llvm.icmp "ule" %311, %96 : i64
    llvm.cond_br %312, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %313 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %314 = llvm.mul %86, %84 : i64
    %315 = llvm.add %314, %310 : i64
    %316 = llvm.getelementptr %313[%315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %317 = llvm.load %316 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %318 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %319 = llvm.mul %308, %83 : i64
    %320 = llvm.mul %86, %82 : i64
    %321 = llvm.add %319, %320 : i64
    %322 = llvm.add %321, %86 : i64
    %323 = llvm.getelementptr %318[%322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %317, %323 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %324 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %325 = llvm.mul %88, %84 : i64
    %326 = llvm.add %325, %310 : i64
    %327 = llvm.getelementptr %324[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %328 = llvm.load %327 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %329 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %330 = llvm.mul %308, %83 : i64
    %331 = llvm.mul %88, %82 : i64
    %332 = llvm.add %330, %331 : i64
    %333 = llvm.add %332, %86 : i64
    %334 = llvm.getelementptr %329[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %328, %334 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %335 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %336 = llvm.mul %98, %84 : i64
    %337 = llvm.add %336, %310 : i64
    %338 = llvm.getelementptr %335[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %339 = llvm.load %338 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %340 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %341 = llvm.mul %308, %83 : i64
    %342 = llvm.mul %98, %82 : i64
    %343 = llvm.add %341, %342 : i64
    %344 = llvm.add %343, %86 : i64
    %345 = llvm.getelementptr %340[%344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %339, %345 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %346 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %347 = llvm.mul %99, %84 : i64
    %348 = llvm.add %347, %310 : i64
    %349 = llvm.getelementptr %346[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %350 = llvm.load %349 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %351 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %352 = llvm.mul %308, %83 : i64
    %353 = llvm.mul %99, %82 : i64
    %354 = llvm.add %352, %353 : i64
    %355 = llvm.add %354, %86 : i64
    %356 = llvm.getelementptr %351[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %350, %356 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %357 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %358 = llvm.mul %100, %84 : i64
    %359 = llvm.add %358, %310 : i64
    %360 = llvm.getelementptr %357[%359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %361 = llvm.load %360 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %362 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %363 = llvm.mul %308, %83 : i64
    %364 = llvm.mul %100, %82 : i64
    %365 = llvm.add %363, %364 : i64
    %366 = llvm.add %365, %86 : i64
    %367 = llvm.getelementptr %362[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %361, %367 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %368 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %369 = llvm.mul %101, %84 : i64
    %370 = llvm.add %369, %310 : i64
    %371 = llvm.getelementptr %368[%370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %372 = llvm.load %371 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %373 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %374 = llvm.mul %308, %83 : i64
    %375 = llvm.mul %101, %82 : i64
    %376 = llvm.add %374, %375 : i64
    %377 = llvm.add %376, %86 : i64
    %378 = llvm.getelementptr %373[%377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %372, %378 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %379 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %380 = llvm.mul %102, %84 : i64
    %381 = llvm.add %380, %310 : i64
    %382 = llvm.getelementptr %379[%381] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %383 = llvm.load %382 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %384 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %385 = llvm.mul %308, %83 : i64
    %386 = llvm.mul %102, %82 : i64
    %387 = llvm.add %385, %386 : i64
    %388 = llvm.add %387, %86 : i64
    %389 = llvm.getelementptr %384[%388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %383, %389 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %390 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %391 = llvm.mul %103, %84 : i64
    %392 = llvm.add %391, %310 : i64
    %393 = llvm.getelementptr %390[%392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %394 = llvm.load %393 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %395 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %396 = llvm.mul %308, %83 : i64
    %397 = llvm.mul %103, %82 : i64
    %398 = llvm.add %396, %397 : i64
    %399 = llvm.add %398, %86 : i64
    %400 = llvm.getelementptr %395[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %394, %400 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %401 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %402 = llvm.mul %87, %84 : i64
    %403 = llvm.add %402, %310 : i64
    %404 = llvm.getelementptr %401[%403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %405 = llvm.load %404 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %406 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %407 = llvm.mul %308, %83 : i64
    %408 = llvm.mul %87, %82 : i64
    %409 = llvm.add %407, %408 : i64
    %410 = llvm.add %409, %86 : i64
    %411 = llvm.getelementptr %406[%410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %405, %411 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %412 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %413 = llvm.mul %113, %84 : i64
    %414 = llvm.add %413, %310 : i64
    %415 = llvm.getelementptr %412[%414] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %416 = llvm.load %415 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %417 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %418 = llvm.mul %308, %83 : i64
    %419 = llvm.mul %113, %82 : i64
    %420 = llvm.add %418, %419 : i64
    %421 = llvm.add %420, %86 : i64
    %422 = llvm.getelementptr %417[%421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %416, %422 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %423 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %424 = llvm.mul %114, %84 : i64
    %425 = llvm.add %424, %310 : i64
    %426 = llvm.getelementptr %423[%425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %427 = llvm.load %426 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %428 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %429 = llvm.mul %308, %83 : i64
    %430 = llvm.mul %114, %82 : i64
    %431 = llvm.add %429, %430 : i64
    %432 = llvm.add %431, %86 : i64
    %433 = llvm.getelementptr %428[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %427, %433 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %434 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %435 = llvm.mul %115, %84 : i64
    %436 = llvm.add %435, %310 : i64
    %437 = llvm.getelementptr %434[%436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %438 = llvm.load %437 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %439 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %440 = llvm.mul %308, %83 : i64
    %441 = llvm.mul %115, %82 : i64
    %442 = llvm.add %440, %441 : i64
    %443 = llvm.add %442, %86 : i64
    %444 = llvm.getelementptr %439[%443] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %438, %444 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %445 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %446 = llvm.mul %116, %84 : i64
    %447 = llvm.add %446, %310 : i64
    %448 = llvm.getelementptr %445[%447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %449 = llvm.load %448 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %450 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %451 = llvm.mul %308, %83 : i64
    %452 = llvm.mul %116, %82 : i64
    %453 = llvm.add %451, %452 : i64
    %454 = llvm.add %453, %86 : i64
    %455 = llvm.getelementptr %450[%454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %449, %455 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %456 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %457 = llvm.mul %117, %84 : i64
    %458 = llvm.add %457, %310 : i64
    %459 = llvm.getelementptr %456[%458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %460 = llvm.load %459 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %461 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %462 = llvm.mul %308, %83 : i64
    %463 = llvm.mul %117, %82 : i64
    %464 = llvm.add %462, %463 : i64
    %465 = llvm.add %464, %86 : i64
    %466 = llvm.getelementptr %461[%465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %460, %466 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %467 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %468 = llvm.mul %118, %84 : i64
    %469 = llvm.add %468, %310 : i64
    %470 = llvm.getelementptr %467[%469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %471 = llvm.load %470 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %472 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %473 = llvm.mul %308, %83 : i64
    %474 = llvm.mul %118, %82 : i64
    %475 = llvm.add %473, %474 : i64
    %476 = llvm.add %475, %86 : i64
    %477 = llvm.getelementptr %472[%476] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %471, %477 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %478 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %479 = llvm.mul %119, %84 : i64
    %480 = llvm.add %479, %310 : i64
    %481 = llvm.getelementptr %478[%480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %482 = llvm.load %481 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %483 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %484 = llvm.mul %308, %83 : i64
    %485 = llvm.mul %119, %82 : i64
    %486 = llvm.add %484, %485 : i64
    %487 = llvm.add %486, %86 : i64
    %488 = llvm.getelementptr %483[%487] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %482, %488 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb26
  ^bb25:  // pred: ^bb23
    %489 = llvm.sub %96, %310 : i64
    %490 = llvm.intr.umin(%489, %97) : (i64, i64) -> i64
    %491 = llvm.trunc %490 : i64 to i32
    %492 = llvm.insertelement %491, %81[%80 : i32] : vector<32xi32>
    %493 = llvm.shufflevector %492, %81 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %494 = llvm.icmp "sgt" %493, %146 : vector<32xi32>
    %495 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %496 = llvm.mul %86, %84 : i64
    %497 = llvm.add %496, %310 : i64
    %498 = llvm.getelementptr %495[%497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %499 = llvm.intr.masked.load %498, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %500 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %501 = llvm.mul %308, %83 : i64
    %502 = llvm.mul %86, %82 : i64
    %503 = llvm.add %501, %502 : i64
    %504 = llvm.add %503, %86 : i64
    %505 = llvm.getelementptr %500[%504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %499, %505 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %506 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %507 = llvm.mul %88, %84 : i64
    %508 = llvm.add %507, %310 : i64
    %509 = llvm.getelementptr %506[%508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %510 = llvm.intr.masked.load %509, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %511 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %512 = llvm.mul %308, %83 : i64
    %513 = llvm.mul %88, %82 : i64
    %514 = llvm.add %512, %513 : i64
    %515 = llvm.add %514, %86 : i64
    %516 = llvm.getelementptr %511[%515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %510, %516 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %517 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %518 = llvm.mul %98, %84 : i64
    %519 = llvm.add %518, %310 : i64
    %520 = llvm.getelementptr %517[%519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %521 = llvm.intr.masked.load %520, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %522 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %523 = llvm.mul %308, %83 : i64
    %524 = llvm.mul %98, %82 : i64
    %525 = llvm.add %523, %524 : i64
    %526 = llvm.add %525, %86 : i64
    %527 = llvm.getelementptr %522[%526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %521, %527 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %528 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %529 = llvm.mul %99, %84 : i64
    %530 = llvm.add %529, %310 : i64
    %531 = llvm.getelementptr %528[%530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %532 = llvm.intr.masked.load %531, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %533 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %534 = llvm.mul %308, %83 : i64
    %535 = llvm.mul %99, %82 : i64
    %536 = llvm.add %534, %535 : i64
    %537 = llvm.add %536, %86 : i64
    %538 = llvm.getelementptr %533[%537] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %532, %538 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %539 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %540 = llvm.mul %100, %84 : i64
    %541 = llvm.add %540, %310 : i64
    %542 = llvm.getelementptr %539[%541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %543 = llvm.intr.masked.load %542, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %544 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %545 = llvm.mul %308, %83 : i64
    %546 = llvm.mul %100, %82 : i64
    %547 = llvm.add %545, %546 : i64
    %548 = llvm.add %547, %86 : i64
    %549 = llvm.getelementptr %544[%548] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %543, %549 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %550 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %551 = llvm.mul %101, %84 : i64
    %552 = llvm.add %551, %310 : i64
    %553 = llvm.getelementptr %550[%552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %554 = llvm.intr.masked.load %553, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %555 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %556 = llvm.mul %308, %83 : i64
    %557 = llvm.mul %101, %82 : i64
    %558 = llvm.add %556, %557 : i64
    %559 = llvm.add %558, %86 : i64
    %560 = llvm.getelementptr %555[%559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %554, %560 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %561 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %562 = llvm.mul %102, %84 : i64
    %563 = llvm.add %562, %310 : i64
    %564 = llvm.getelementptr %561[%563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %565 = llvm.intr.masked.load %564, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %566 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %567 = llvm.mul %308, %83 : i64
    %568 = llvm.mul %102, %82 : i64
    %569 = llvm.add %567, %568 : i64
    %570 = llvm.add %569, %86 : i64
    %571 = llvm.getelementptr %566[%570] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %565, %571 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %572 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %573 = llvm.mul %103, %84 : i64
    %574 = llvm.add %573, %310 : i64
    %575 = llvm.getelementptr %572[%574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %576 = llvm.intr.masked.load %575, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %577 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %578 = llvm.mul %308, %83 : i64
    %579 = llvm.mul %103, %82 : i64
    %580 = llvm.add %578, %579 : i64
    %581 = llvm.add %580, %86 : i64
    %582 = llvm.getelementptr %577[%581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %576, %582 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %583 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %584 = llvm.mul %87, %84 : i64
    %585 = llvm.add %584, %310 : i64
    %586 = llvm.getelementptr %583[%585] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %587 = llvm.intr.masked.load %586, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %588 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %589 = llvm.mul %308, %83 : i64
    %590 = llvm.mul %87, %82 : i64
    %591 = llvm.add %589, %590 : i64
    %592 = llvm.add %591, %86 : i64
    %593 = llvm.getelementptr %588[%592] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %587, %593 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %594 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %595 = llvm.mul %113, %84 : i64
    %596 = llvm.add %595, %310 : i64
    %597 = llvm.getelementptr %594[%596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %598 = llvm.intr.masked.load %597, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %599 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %600 = llvm.mul %308, %83 : i64
    %601 = llvm.mul %113, %82 : i64
    %602 = llvm.add %600, %601 : i64
    %603 = llvm.add %602, %86 : i64
    %604 = llvm.getelementptr %599[%603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %598, %604 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %605 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %606 = llvm.mul %114, %84 : i64
    %607 = llvm.add %606, %310 : i64
    %608 = llvm.getelementptr %605[%607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %609 = llvm.intr.masked.load %608, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %610 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %611 = llvm.mul %308, %83 : i64
    %612 = llvm.mul %114, %82 : i64
    %613 = llvm.add %611, %612 : i64
    %614 = llvm.add %613, %86 : i64
    %615 = llvm.getelementptr %610[%614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %609, %615 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %616 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %617 = llvm.mul %115, %84 : i64
    %618 = llvm.add %617, %310 : i64
    %619 = llvm.getelementptr %616[%618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %620 = llvm.intr.masked.load %619, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %621 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %622 = llvm.mul %308, %83 : i64
    %623 = llvm.mul %115, %82 : i64
    %624 = llvm.add %622, %623 : i64
    %625 = llvm.add %624, %86 : i64
    %626 = llvm.getelementptr %621[%625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %620, %626 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %627 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %628 = llvm.mul %116, %84 : i64
    %629 = llvm.add %628, %310 : i64
    %630 = llvm.getelementptr %627[%629] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %631 = llvm.intr.masked.load %630, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %632 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %633 = llvm.mul %308, %83 : i64
    %634 = llvm.mul %116, %82 : i64
    %635 = llvm.add %633, %634 : i64
    %636 = llvm.add %635, %86 : i64
    %637 = llvm.getelementptr %632[%636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %631, %637 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %638 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %639 = llvm.mul %117, %84 : i64
    %640 = llvm.add %639, %310 : i64
    %641 = llvm.getelementptr %638[%640] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %642 = llvm.intr.masked.load %641, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %643 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %644 = llvm.mul %308, %83 : i64
    %645 = llvm.mul %117, %82 : i64
    %646 = llvm.add %644, %645 : i64
    %647 = llvm.add %646, %86 : i64
    %648 = llvm.getelementptr %643[%647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %642, %648 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %649 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %650 = llvm.mul %118, %84 : i64
    %651 = llvm.add %650, %310 : i64
    %652 = llvm.getelementptr %649[%651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %653 = llvm.intr.masked.load %652, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %654 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %655 = llvm.mul %308, %83 : i64
    %656 = llvm.mul %118, %82 : i64
    %657 = llvm.add %655, %656 : i64
    %658 = llvm.add %657, %86 : i64
    %659 = llvm.getelementptr %654[%658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %653, %659 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %660 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %661 = llvm.mul %119, %84 : i64
    %662 = llvm.add %661, %310 : i64
    %663 = llvm.getelementptr %660[%662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %664 = llvm.intr.masked.load %663, %494, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %665 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %666 = llvm.mul %308, %83 : i64
    %667 = llvm.mul %119, %82 : i64
    %668 = llvm.add %666, %667 : i64
    %669 = llvm.add %668, %86 : i64
    %670 = llvm.getelementptr %665[%669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %664, %670 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb24, ^bb25
    %671 = llvm.add %308, %88 : i64
    llvm.br ^bb22(%671 : i64)
  ^bb27:  // pred: ^bb22
    llvm.cond_br %224, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    %672 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %673 = llvm.getelementptr %672[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %674 = llvm.atomicrmw add %673, %93 acq_rel : !llvm.ptr, i64
    %675 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %676 = llvm.getelementptr %675[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %677 = llvm.atomicrmw add %676, %94 acq_rel : !llvm.ptr, i64
    %678 = llvm.add %677, %94 : i64
    %679 = llvm.icmp "eq" %678, %arg73 : i64
    llvm.cond_br %679, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %680 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %681 = llvm.getelementptr %680[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %682 = llvm.atomicrmw xchg %681, %93 acq_rel : !llvm.ptr, i64
    %683 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %684 = llvm.getelementptr %683[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %685 = llvm.atomicrmw xchg %684, %93 acq_rel : !llvm.ptr, i64
    %686 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %687 = llvm.getelementptr %686[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %688 = llvm.atomicrmw add %687, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb34
  ^bb30:  // pred: ^bb28
    llvm.br ^bb31
  ^bb31:  // 2 preds: ^bb30, ^bb32
    %689 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %690 = llvm.getelementptr %689[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %691 = llvm.atomicrmw add %690, %93 acq_rel : !llvm.ptr, i64
    %692 = llvm.icmp "eq" %691, %674 : i64
    llvm.cond_br %692, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb31
  ^bb33:  // pred: ^bb31
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb29, ^bb33
    llvm.br ^bb36
  ^bb35:  // pred: ^bb27
    %693 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %694 = llvm.getelementptr %693[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %695 = llvm.atomicrmw xchg %694, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb36
  ^bb36:  // 3 preds: ^bb34, ^bb35, ^bb39
    llvm.br ^bb37
  ^bb37:  // pred: ^bb36
    %696 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %697 = llvm.getelementptr %696[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %698 = llvm.atomicrmw add %697, %94 acq_rel : !llvm.ptr, i64
    %699 = llvm.mul %698, %102 : i64
    %700 = llvm.icmp "ult" %699, %87 : i64
    llvm.cond_br %700, ^bb38, ^bb53
  ^bb38:  // pred: ^bb37
    %701 = llvm.add %699, %102 : i64
    llvm.br ^bb39(%699 : i64)
  ^bb39(%702: i64):  // 2 preds: ^bb38, ^bb52
    %703 = llvm.icmp "slt" %702, %701 : i64
    llvm.cond_br %703, ^bb40, ^bb36
  ^bb40:  // pred: ^bb39
    %704 = llvm.intr.umin(%702, %103) : (i64, i64) -> i64
    %705 = llvm.add %702, %88 : i64
    %706 = llvm.intr.umin(%705, %103) : (i64, i64) -> i64
    %707 = llvm.add %702, %98 : i64
    %708 = llvm.intr.umin(%707, %103) : (i64, i64) -> i64
    %709 = llvm.add %702, %99 : i64
    %710 = llvm.intr.umin(%709, %103) : (i64, i64) -> i64
    %711 = llvm.add %702, %100 : i64
    %712 = llvm.intr.umin(%711, %103) : (i64, i64) -> i64
    %713 = llvm.add %702, %101 : i64
    %714 = llvm.intr.umin(%713, %103) : (i64, i64) -> i64
    llvm.br ^bb41(%86, %104, %104, %104, %104, %104, %104 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb41(%715: i64, %716: vector<32xf32>, %717: vector<32xf32>, %718: vector<32xf32>, %719: vector<32xf32>, %720: vector<32xf32>, %721: vector<32xf32>):  // 2 preds: ^bb40, ^bb42
    %722 = llvm.icmp "slt" %715, %90 : i64
    llvm.cond_br %722, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %723 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %724 = llvm.mul %86, %83 : i64
    %725 = llvm.mul %715, %82 : i64
    %726 = llvm.add %724, %725 : i64
    %727 = llvm.add %726, %86 : i64
    %728 = llvm.getelementptr %723[%727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %729 = llvm.load %728 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %730 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %731 = llvm.mlir.constant(16 : index) : i64
    %732 = llvm.mul %704, %731 overflow<nsw, nuw> : i64
    %733 = llvm.add %732, %715 overflow<nsw, nuw> : i64
    %734 = llvm.getelementptr inbounds|nuw %730[%733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %735 = llvm.load %734 : !llvm.ptr -> f32
    %736 = llvm.insertelement %735, %79[%80 : i32] : vector<32xf32>
    %737 = llvm.shufflevector %736, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %738 = llvm.intr.fmuladd(%737, %729, %716) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %739 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %740 = llvm.mlir.constant(16 : index) : i64
    %741 = llvm.mul %706, %740 overflow<nsw, nuw> : i64
    %742 = llvm.add %741, %715 overflow<nsw, nuw> : i64
    %743 = llvm.getelementptr inbounds|nuw %739[%742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %744 = llvm.load %743 : !llvm.ptr -> f32
    %745 = llvm.insertelement %744, %79[%80 : i32] : vector<32xf32>
    %746 = llvm.shufflevector %745, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %747 = llvm.intr.fmuladd(%746, %729, %717) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %748 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %749 = llvm.mlir.constant(16 : index) : i64
    %750 = llvm.mul %708, %749 overflow<nsw, nuw> : i64
    %751 = llvm.add %750, %715 overflow<nsw, nuw> : i64
    %752 = llvm.getelementptr inbounds|nuw %748[%751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %753 = llvm.load %752 : !llvm.ptr -> f32
    %754 = llvm.insertelement %753, %79[%80 : i32] : vector<32xf32>
    %755 = llvm.shufflevector %754, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %756 = llvm.intr.fmuladd(%755, %729, %718) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %757 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %758 = llvm.mlir.constant(16 : index) : i64
    %759 = llvm.mul %710, %758 overflow<nsw, nuw> : i64
    %760 = llvm.add %759, %715 overflow<nsw, nuw> : i64
    %761 = llvm.getelementptr inbounds|nuw %757[%760] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %762 = llvm.load %761 : !llvm.ptr -> f32
    %763 = llvm.insertelement %762, %79[%80 : i32] : vector<32xf32>
    %764 = llvm.shufflevector %763, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %765 = llvm.intr.fmuladd(%764, %729, %719) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %766 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %767 = llvm.mlir.constant(16 : index) : i64
    %768 = llvm.mul %712, %767 overflow<nsw, nuw> : i64
    %769 = llvm.add %768, %715 overflow<nsw, nuw> : i64
    %770 = llvm.getelementptr inbounds|nuw %766[%769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %771 = llvm.load %770 : !llvm.ptr -> f32
    %772 = llvm.insertelement %771, %79[%80 : i32] : vector<32xf32>
    %773 = llvm.shufflevector %772, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %774 = llvm.intr.fmuladd(%773, %729, %720) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %775 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %776 = llvm.mlir.constant(16 : index) : i64
    %777 = llvm.mul %714, %776 overflow<nsw, nuw> : i64
    %778 = llvm.add %777, %715 overflow<nsw, nuw> : i64
    %779 = llvm.getelementptr inbounds|nuw %775[%778] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %780 = llvm.load %779 : !llvm.ptr -> f32
    %781 = llvm.insertelement %780, %79[%80 : i32] : vector<32xf32>
    %782 = llvm.shufflevector %781, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %783 = llvm.intr.fmuladd(%782, %729, %721) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %784 = llvm.add %715, %88 : i64
    llvm.br ^bb41(%784, %738, %747, %756, %765, %774, %783 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb43:  // pred: ^bb41
    %785 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %786 = llvm.mul %86, %84 : i64
    %787 = llvm.add %786, %86 : i64
    %788 = llvm.getelementptr %785[%787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %716, %788 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %789 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %790 = llvm.mul %88, %84 : i64
    %791 = llvm.add %790, %86 : i64
    %792 = llvm.getelementptr %789[%791] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %717, %792 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %793 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %794 = llvm.mul %98, %84 : i64
    %795 = llvm.add %794, %86 : i64
    %796 = llvm.getelementptr %793[%795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %718, %796 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %797 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %798 = llvm.mul %99, %84 : i64
    %799 = llvm.add %798, %86 : i64
    %800 = llvm.getelementptr %797[%799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %719, %800 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %801 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %802 = llvm.mul %100, %84 : i64
    %803 = llvm.add %802, %86 : i64
    %804 = llvm.getelementptr %801[%803] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %720, %804 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %805 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %806 = llvm.mul %101, %84 : i64
    %807 = llvm.add %806, %86 : i64
    %808 = llvm.getelementptr %805[%807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %721, %808 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb44(%86, %104, %104, %104, %104, %104, %104 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb44(%809: i64, %810: vector<32xf32>, %811: vector<32xf32>, %812: vector<32xf32>, %813: vector<32xf32>, %814: vector<32xf32>, %815: vector<32xf32>):  // 2 preds: ^bb43, ^bb45
    %816 = llvm.icmp "slt" %809, %90 : i64
    llvm.cond_br %816, ^bb45, ^bb46
  ^bb45:  // pred: ^bb44
    %817 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %818 = llvm.mul %88, %83 : i64
    %819 = llvm.mul %809, %82 : i64
    %820 = llvm.add %818, %819 : i64
    %821 = llvm.add %820, %86 : i64
    %822 = llvm.getelementptr %817[%821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %823 = llvm.load %822 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %824 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %825 = llvm.mlir.constant(16 : index) : i64
    %826 = llvm.mul %704, %825 overflow<nsw, nuw> : i64
    %827 = llvm.add %826, %809 overflow<nsw, nuw> : i64
    %828 = llvm.getelementptr inbounds|nuw %824[%827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %829 = llvm.load %828 : !llvm.ptr -> f32
    %830 = llvm.insertelement %829, %79[%80 : i32] : vector<32xf32>
    %831 = llvm.shufflevector %830, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %832 = llvm.intr.fmuladd(%831, %823, %810) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %833 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %834 = llvm.mlir.constant(16 : index) : i64
    %835 = llvm.mul %706, %834 overflow<nsw, nuw> : i64
    %836 = llvm.add %835, %809 overflow<nsw, nuw> : i64
    %837 = llvm.getelementptr inbounds|nuw %833[%836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %838 = llvm.load %837 : !llvm.ptr -> f32
    %839 = llvm.insertelement %838, %79[%80 : i32] : vector<32xf32>
    %840 = llvm.shufflevector %839, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %841 = llvm.intr.fmuladd(%840, %823, %811) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %842 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %843 = llvm.mlir.constant(16 : index) : i64
    %844 = llvm.mul %708, %843 overflow<nsw, nuw> : i64
    %845 = llvm.add %844, %809 overflow<nsw, nuw> : i64
    %846 = llvm.getelementptr inbounds|nuw %842[%845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %847 = llvm.load %846 : !llvm.ptr -> f32
    %848 = llvm.insertelement %847, %79[%80 : i32] : vector<32xf32>
    %849 = llvm.shufflevector %848, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %850 = llvm.intr.fmuladd(%849, %823, %812) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %851 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %852 = llvm.mlir.constant(16 : index) : i64
    %853 = llvm.mul %710, %852 overflow<nsw, nuw> : i64
    %854 = llvm.add %853, %809 overflow<nsw, nuw> : i64
    %855 = llvm.getelementptr inbounds|nuw %851[%854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %856 = llvm.load %855 : !llvm.ptr -> f32
    %857 = llvm.insertelement %856, %79[%80 : i32] : vector<32xf32>
    %858 = llvm.shufflevector %857, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %859 = llvm.intr.fmuladd(%858, %823, %813) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %860 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %861 = llvm.mlir.constant(16 : index) : i64
    %862 = llvm.mul %712, %861 overflow<nsw, nuw> : i64
    %863 = llvm.add %862, %809 overflow<nsw, nuw> : i64
    %864 = llvm.getelementptr inbounds|nuw %860[%863] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %865 = llvm.load %864 : !llvm.ptr -> f32
    %866 = llvm.insertelement %865, %79[%80 : i32] : vector<32xf32>
    %867 = llvm.shufflevector %866, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %868 = llvm.intr.fmuladd(%867, %823, %814) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %869 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %870 = llvm.mlir.constant(16 : index) : i64
    %871 = llvm.mul %714, %870 overflow<nsw, nuw> : i64
    %872 = llvm.add %871, %809 overflow<nsw, nuw> : i64
    %873 = llvm.getelementptr inbounds|nuw %869[%872] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %874 = llvm.load %873 : !llvm.ptr -> f32
    %875 = llvm.insertelement %874, %79[%80 : i32] : vector<32xf32>
    %876 = llvm.shufflevector %875, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %877 = llvm.intr.fmuladd(%876, %823, %815) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %878 = llvm.add %809, %88 : i64
    llvm.br ^bb44(%878, %832, %841, %850, %859, %868, %877 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb46:  // pred: ^bb44
    %879 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %880 = llvm.mul %86, %84 : i64
    %881 = llvm.add %880, %97 : i64
    %882 = llvm.getelementptr %879[%881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %810, %882, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %883 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %884 = llvm.mul %88, %84 : i64
    %885 = llvm.add %884, %97 : i64
    %886 = llvm.getelementptr %883[%885] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %811, %886, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %887 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %888 = llvm.mul %98, %84 : i64
    %889 = llvm.add %888, %97 : i64
    %890 = llvm.getelementptr %887[%889] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %812, %890, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %891 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %892 = llvm.mul %99, %84 : i64
    %893 = llvm.add %892, %97 : i64
    %894 = llvm.getelementptr %891[%893] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %813, %894, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %895 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %896 = llvm.mul %100, %84 : i64
    %897 = llvm.add %896, %97 : i64
    %898 = llvm.getelementptr %895[%897] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %814, %898, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %899 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %900 = llvm.mul %101, %84 : i64
    %901 = llvm.add %900, %97 : i64
    %902 = llvm.getelementptr %899[%901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.intr.masked.store %815, %902, %147 {alignment = 4 : i32} : vector<32xf32>, vector<32xi1> into !llvm.ptr
    %903 = llvm.sub %87, %702 : i64
    %904 = llvm.intr.umin(%903, %102) : (i64, i64) -> i64
    llvm.br ^bb47(%86 : i64)
  ^bb47(%905: i64):  // 2 preds: ^bb46, ^bb51
    %906 = llvm.icmp "slt" %905, %904 : i64
    llvm.cond_br %906, ^bb48, ^bb52
  ^bb48:  // pred: ^bb47
    %907 = llvm.add %702, %905 : i64
    llvm.br ^bb49(%86 : i64)
  ^bb49(%908: i64):  // 2 preds: ^bb48, ^bb50
    %909 = llvm.icmp "slt" %908, %96 : i64
    llvm.cond_br %909, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %910 = llvm.extractvalue %281[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %911 = llvm.mlir.constant(48 : index) : i64
    %912 = llvm.mul %905, %911 overflow<nsw, nuw> : i64
    %913 = llvm.add %912, %908 overflow<nsw, nuw> : i64
    %914 = llvm.getelementptr inbounds|nuw %910[%913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %915 = llvm.load %914 : !llvm.ptr -> f32
    %916 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %917 = llvm.mlir.constant(48 : index) : i64
    %918 = llvm.mul %907, %917 overflow<nsw, nuw> : i64
    %919 = llvm.add %918, %908 overflow<nsw, nuw> : i64
    %920 = llvm.getelementptr inbounds|nuw %916[%919] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %915, %920 : f32, !llvm.ptr
    %921 = llvm.add %908, %88 : i64
    llvm.br ^bb49(%921 : i64)
  ^bb51:  // pred: ^bb49
    %922 = llvm.add %905, %88 : i64
    llvm.br ^bb47(%922 : i64)
  ^bb52:  // pred: ^bb47
    %923 = llvm.add %702, %102 : i64
    llvm.br ^bb39(%923 : i64)
  ^bb53:  // pred: ^bb37
    llvm.cond_br %224, ^bb54, ^bb61
  ^bb54:  // pred: ^bb53
    %924 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %925 = llvm.getelementptr %924[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %926 = llvm.atomicrmw add %925, %93 acq_rel : !llvm.ptr, i64
    %927 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %928 = llvm.getelementptr %927[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %929 = llvm.atomicrmw add %928, %94 acq_rel : !llvm.ptr, i64
    %930 = llvm.add %929, %94 : i64
    %931 = llvm.icmp "eq" %930, %arg73 : i64
    llvm.cond_br %931, ^bb55, ^bb56
  ^bb55:  // pred: ^bb54
    %932 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %933 = llvm.getelementptr %932[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %934 = llvm.atomicrmw xchg %933, %93 acq_rel : !llvm.ptr, i64
    %935 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %936 = llvm.getelementptr %935[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %937 = llvm.atomicrmw xchg %936, %93 acq_rel : !llvm.ptr, i64
    %938 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %939 = llvm.getelementptr %938[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %940 = llvm.atomicrmw add %939, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb60
  ^bb56:  // pred: ^bb54
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb56, ^bb58
    %941 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %942 = llvm.getelementptr %941[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %943 = llvm.atomicrmw add %942, %93 acq_rel : !llvm.ptr, i64
    %944 = llvm.icmp "eq" %943, %926 : i64
    llvm.cond_br %944, ^bb58, ^bb59
  ^bb58:  // pred: ^bb57
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb57
  ^bb59:  // pred: ^bb57
    llvm.br ^bb60
  ^bb60:  // 2 preds: ^bb55, ^bb59
    llvm.br ^bb62
  ^bb61:  // pred: ^bb53
    %945 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %946 = llvm.getelementptr %945[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %947 = llvm.atomicrmw xchg %946, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb62
  ^bb62:  // 2 preds: ^bb60, ^bb61
    %948 = llvm.extractvalue %281[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%948) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb63, ^bb70
  ^bb63:  // pred: ^bb62
    %949 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %950 = llvm.getelementptr %949[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %951 = llvm.atomicrmw add %950, %93 acq_rel : !llvm.ptr, i64
    %952 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %953 = llvm.getelementptr %952[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %954 = llvm.atomicrmw add %953, %94 acq_rel : !llvm.ptr, i64
    %955 = llvm.add %954, %94 : i64
    %956 = llvm.icmp "eq" %955, %arg73 : i64
    llvm.cond_br %956, ^bb64, ^bb65
  ^bb64:  // pred: ^bb63
    %957 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %958 = llvm.getelementptr %957[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %959 = llvm.atomicrmw xchg %958, %93 acq_rel : !llvm.ptr, i64
    %960 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %961 = llvm.getelementptr %960[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %962 = llvm.atomicrmw xchg %961, %93 acq_rel : !llvm.ptr, i64
    %963 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %964 = llvm.getelementptr %963[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %965 = llvm.atomicrmw add %964, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb69
  ^bb65:  // pred: ^bb63
    llvm.br ^bb66
  ^bb66:  // 2 preds: ^bb65, ^bb67
    %966 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %967 = llvm.getelementptr %966[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %968 = llvm.atomicrmw add %967, %93 acq_rel : !llvm.ptr, i64
    %969 = llvm.icmp "eq" %968, %951 : i64
    llvm.cond_br %969, ^bb67, ^bb68
  ^bb67:  // pred: ^bb66
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb66
  ^bb68:  // pred: ^bb66
    llvm.br ^bb69
  ^bb69:  // 2 preds: ^bb64, ^bb68
    llvm.br ^bb71
  ^bb70:  // pred: ^bb62
    %970 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %971 = llvm.getelementptr %970[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %972 = llvm.atomicrmw xchg %971, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb71
  ^bb71:  // 2 preds: ^bb69, ^bb70
    %973 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %974 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %975 = llvm.insertvalue %974, %973[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %976 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %977 = llvm.getelementptr %976[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %978 = llvm.insertvalue %977, %975[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %979 = llvm.mlir.constant(0 : index) : i64
    %980 = llvm.insertvalue %979, %978[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %981 = llvm.mlir.constant(8 : index) : i64
    %982 = llvm.insertvalue %981, %980[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %983 = llvm.mlir.constant(1 : index) : i64
    %984 = llvm.insertvalue %983, %982[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %985 = llvm.mlir.constant(8 : index) : i64
    %986 = llvm.insertvalue %985, %984[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %987 = llvm.mlir.constant(8 : index) : i64
    %988 = llvm.insertvalue %987, %986[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %989 = llvm.mlir.constant(2 : index) : i64
    %990 = llvm.insertvalue %989, %988[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %991 = llvm.mlir.constant(64 : index) : i64
    %992 = llvm.insertvalue %991, %990[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %993 = llvm.mlir.constant(6 : index) : i64
    %994 = llvm.mlir.constant(8 : index) : i64
    %995 = llvm.mlir.constant(1 : index) : i64
    %996 = llvm.mlir.constant(48 : index) : i64
    %997 = llvm.mlir.zero : !llvm.ptr
    %998 = llvm.getelementptr %997[%996] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %999 = llvm.ptrtoint %998 : !llvm.ptr to i64
    %1000 = llvm.call @malloc(%999) : (i64) -> !llvm.ptr
    %1001 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1002 = llvm.insertvalue %1000, %1001[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1003 = llvm.insertvalue %1000, %1002[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1004 = llvm.mlir.constant(0 : index) : i64
    %1005 = llvm.insertvalue %1004, %1003[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1006 = llvm.insertvalue %993, %1005[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1007 = llvm.insertvalue %994, %1006[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1008 = llvm.insertvalue %994, %1007[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1009 = llvm.insertvalue %995, %1008[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb72(%304 : i64)
  ^bb72(%1010: i64):  // 2 preds: ^bb71, ^bb88
    %1011 = llvm.icmp "slt" %1010, %307 : i64
    llvm.cond_br %1011, ^bb73, ^bb89
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%86 : i64)
  ^bb74(%1012: i64):  // 2 preds: ^bb73, ^bb87
    %1013 = llvm.icmp "slt" %1012, %87 : i64
    llvm.cond_br %1013, ^bb75, ^bb88
  ^bb75:  // pred: ^bb74
    %1014 = llvm.intr.umin(%1012, %103) : (i64, i64) -> i64
    %1015 = llvm.add %1012, %88 : i64
    %1016 = llvm.intr.umin(%1015, %103) : (i64, i64) -> i64
    %1017 = llvm.add %1012, %98 : i64
    %1018 = llvm.intr.umin(%1017, %103) : (i64, i64) -> i64
    %1019 = llvm.add %1012, %99 : i64
    %1020 = llvm.intr.umin(%1019, %103) : (i64, i64) -> i64
    %1021 = llvm.add %1012, %100 : i64
    %1022 = llvm.intr.umin(%1021, %103) : (i64, i64) -> i64
    %1023 = llvm.add %1012, %101 : i64
    %1024 = llvm.intr.umin(%1023, %103) : (i64, i64) -> i64
    llvm.br ^bb76(%86 : i64)
  ^bb76(%1025: i64):  // 2 preds: ^bb75, ^bb80
    %1026 = llvm.icmp "slt" %1025, %87 : i64
    llvm.cond_br %1026, ^bb77, ^bb81
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb78(%1027: i64, %1028: f32, %1029: f32, %1030: f32, %1031: f32, %1032: f32, %1033: f32):  // 2 preds: ^bb77, ^bb79
    %1034 = llvm.icmp "slt" %1027, %87 : i64
    llvm.cond_br %1034, ^bb79, ^bb80
  ^bb79:  // pred: ^bb78
    %1035 = llvm.mul %1010, %87 : i64
    %1036 = llvm.add %1035, %1027 : i64
    %1037 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1038 = llvm.mlir.constant(48 : index) : i64
    %1039 = llvm.mul %1014, %1038 overflow<nsw, nuw> : i64
    %1040 = llvm.add %1039, %1036 overflow<nsw, nuw> : i64
    %1041 = llvm.getelementptr inbounds|nuw %1037[%1040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1042 = llvm.load %1041 : !llvm.ptr -> f32
    %1043 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1044 = llvm.mlir.constant(48 : index) : i64
    %1045 = llvm.mul %1016, %1044 overflow<nsw, nuw> : i64
    %1046 = llvm.add %1045, %1036 overflow<nsw, nuw> : i64
    %1047 = llvm.getelementptr inbounds|nuw %1043[%1046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1048 = llvm.load %1047 : !llvm.ptr -> f32
    %1049 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1050 = llvm.mlir.constant(48 : index) : i64
    %1051 = llvm.mul %1018, %1050 overflow<nsw, nuw> : i64
    %1052 = llvm.add %1051, %1036 overflow<nsw, nuw> : i64
    %1053 = llvm.getelementptr inbounds|nuw %1049[%1052] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1054 = llvm.load %1053 : !llvm.ptr -> f32
    %1055 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1056 = llvm.mlir.constant(48 : index) : i64
    %1057 = llvm.mul %1020, %1056 overflow<nsw, nuw> : i64
    %1058 = llvm.add %1057, %1036 overflow<nsw, nuw> : i64
    %1059 = llvm.getelementptr inbounds|nuw %1055[%1058] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1060 = llvm.load %1059 : !llvm.ptr -> f32
    %1061 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1062 = llvm.mlir.constant(48 : index) : i64
    %1063 = llvm.mul %1022, %1062 overflow<nsw, nuw> : i64
    %1064 = llvm.add %1063, %1036 overflow<nsw, nuw> : i64
    %1065 = llvm.getelementptr inbounds|nuw %1061[%1064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1066 = llvm.load %1065 : !llvm.ptr -> f32
    %1067 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1068 = llvm.mlir.constant(48 : index) : i64
    %1069 = llvm.mul %1024, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1069, %1036 overflow<nsw, nuw> : i64
    %1071 = llvm.getelementptr inbounds|nuw %1067[%1070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1072 = llvm.load %1071 : !llvm.ptr -> f32
    %1073 = llvm.add %1036, %90 : i64
    %1074 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1075 = llvm.mlir.constant(48 : index) : i64
    %1076 = llvm.mul %1025, %1075 overflow<nsw, nuw> : i64
    %1077 = llvm.add %1076, %1073 overflow<nsw, nuw> : i64
    %1078 = llvm.getelementptr inbounds|nuw %1074[%1077] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1079 = llvm.load %1078 : !llvm.ptr -> f32
    %1080 = llvm.fmul %1042, %1079 : f32
    %1081 = llvm.fadd %1080, %1028 : f32
    %1082 = llvm.fmul %1048, %1079 : f32
    %1083 = llvm.fadd %1082, %1029 : f32
    %1084 = llvm.fmul %1054, %1079 : f32
    %1085 = llvm.fadd %1084, %1030 : f32
    %1086 = llvm.fmul %1060, %1079 : f32
    %1087 = llvm.fadd %1086, %1031 : f32
    %1088 = llvm.fmul %1066, %1079 : f32
    %1089 = llvm.fadd %1088, %1032 : f32
    %1090 = llvm.fmul %1072, %1079 : f32
    %1091 = llvm.fadd %1090, %1033 : f32
    %1092 = llvm.add %1027, %88 : i64
    llvm.br ^bb78(%1092, %1081, %1083, %1085, %1087, %1089, %1091 : i64, f32, f32, f32, f32, f32, f32)
  ^bb80:  // pred: ^bb78
    %1093 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1094 = llvm.mlir.constant(8 : index) : i64
    %1095 = llvm.mul %86, %1094 overflow<nsw, nuw> : i64
    %1096 = llvm.add %1095, %1025 overflow<nsw, nuw> : i64
    %1097 = llvm.getelementptr inbounds|nuw %1093[%1096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1028, %1097 : f32, !llvm.ptr
    %1098 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1099 = llvm.mlir.constant(8 : index) : i64
    %1100 = llvm.mul %88, %1099 overflow<nsw, nuw> : i64
    %1101 = llvm.add %1100, %1025 overflow<nsw, nuw> : i64
    %1102 = llvm.getelementptr inbounds|nuw %1098[%1101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1029, %1102 : f32, !llvm.ptr
    %1103 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1104 = llvm.mlir.constant(8 : index) : i64
    %1105 = llvm.mul %98, %1104 overflow<nsw, nuw> : i64
    %1106 = llvm.add %1105, %1025 overflow<nsw, nuw> : i64
    %1107 = llvm.getelementptr inbounds|nuw %1103[%1106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1030, %1107 : f32, !llvm.ptr
    %1108 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1109 = llvm.mlir.constant(8 : index) : i64
    %1110 = llvm.mul %99, %1109 overflow<nsw, nuw> : i64
    %1111 = llvm.add %1110, %1025 overflow<nsw, nuw> : i64
    %1112 = llvm.getelementptr inbounds|nuw %1108[%1111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1031, %1112 : f32, !llvm.ptr
    %1113 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1114 = llvm.mlir.constant(8 : index) : i64
    %1115 = llvm.mul %100, %1114 overflow<nsw, nuw> : i64
    %1116 = llvm.add %1115, %1025 overflow<nsw, nuw> : i64
    %1117 = llvm.getelementptr inbounds|nuw %1113[%1116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1032, %1117 : f32, !llvm.ptr
    %1118 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1119 = llvm.mlir.constant(8 : index) : i64
    %1120 = llvm.mul %101, %1119 overflow<nsw, nuw> : i64
    %1121 = llvm.add %1120, %1025 overflow<nsw, nuw> : i64
    %1122 = llvm.getelementptr inbounds|nuw %1118[%1121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1033, %1122 : f32, !llvm.ptr
    %1123 = llvm.add %1025, %88 : i64
    llvm.br ^bb76(%1123 : i64)
  ^bb81:  // pred: ^bb76
    %1124 = llvm.sub %87, %1012 : i64
    %1125 = llvm.intr.umin(%1124, %102) : (i64, i64) -> i64
    llvm.br ^bb82(%86 : i64)
  ^bb82(%1126: i64):  // 2 preds: ^bb81, ^bb86
    %1127 = llvm.icmp "slt" %1126, %1125 : i64
    llvm.cond_br %1127, ^bb83, ^bb87
  ^bb83:  // pred: ^bb82
    %1128 = llvm.add %1012, %1126 : i64
    llvm.br ^bb84(%86 : i64)
  ^bb84(%1129: i64):  // 2 preds: ^bb83, ^bb85
    %1130 = llvm.icmp "slt" %1129, %87 : i64
    llvm.cond_br %1130, ^bb85, ^bb86
  ^bb85:  // pred: ^bb84
    %1131 = llvm.sub %1129, %1128 : i64
    %1132 = llvm.icmp "sgt" %1131, %93 : i64
    %1133 = llvm.extractvalue %1009[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1134 = llvm.mlir.constant(8 : index) : i64
    %1135 = llvm.mul %1126, %1134 overflow<nsw, nuw> : i64
    %1136 = llvm.add %1135, %1129 overflow<nsw, nuw> : i64
    %1137 = llvm.getelementptr inbounds|nuw %1133[%1136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1138 = llvm.load %1137 : !llvm.ptr -> f32
    %1139 = llvm.fdiv %1138, %106 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1140 = llvm.select %1132, %105, %1139 : i1, f32
    %1141 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1142 = llvm.mlir.constant(64 : index) : i64
    %1143 = llvm.mul %1010, %1142 overflow<nsw, nuw> : i64
    %1144 = llvm.mlir.constant(8 : index) : i64
    %1145 = llvm.mul %1128, %1144 overflow<nsw, nuw> : i64
    %1146 = llvm.add %1143, %1145 overflow<nsw, nuw> : i64
    %1147 = llvm.add %1146, %1129 overflow<nsw, nuw> : i64
    %1148 = llvm.getelementptr inbounds|nuw %1141[%1147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1140, %1148 : f32, !llvm.ptr
    %1149 = llvm.add %1129, %88 : i64
    llvm.br ^bb84(%1149 : i64)
  ^bb86:  // pred: ^bb84
    %1150 = llvm.add %1126, %88 : i64
    llvm.br ^bb82(%1150 : i64)
  ^bb87:  // pred: ^bb82
    %1151 = llvm.add %1012, %102 : i64
    llvm.br ^bb74(%1151 : i64)
  ^bb88:  // pred: ^bb74
    %1152 = llvm.add %1010, %88 : i64
    llvm.br ^bb72(%1152 : i64)
  ^bb89:  // pred: ^bb72
    %1153 = llvm.extractvalue %1009[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1153) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb90, ^bb97
  ^bb90:  // pred: ^bb89
    %1154 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1155 = llvm.getelementptr %1154[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1156 = llvm.atomicrmw add %1155, %93 acq_rel : !llvm.ptr, i64
    %1157 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1158 = llvm.getelementptr %1157[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1159 = llvm.atomicrmw add %1158, %94 acq_rel : !llvm.ptr, i64
    %1160 = llvm.add %1159, %94 : i64
    %1161 = llvm.icmp "eq" %1160, %arg73 : i64
    llvm.cond_br %1161, ^bb91, ^bb92
  ^bb91:  // pred: ^bb90
    %1162 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1163 = llvm.getelementptr %1162[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1164 = llvm.atomicrmw xchg %1163, %93 acq_rel : !llvm.ptr, i64
    %1165 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1166 = llvm.getelementptr %1165[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1167 = llvm.atomicrmw xchg %1166, %93 acq_rel : !llvm.ptr, i64
    %1168 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1169 = llvm.getelementptr %1168[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1170 = llvm.atomicrmw add %1169, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb96
  ^bb92:  // pred: ^bb90
    llvm.br ^bb93
  ^bb93:  // 2 preds: ^bb92, ^bb94
    %1171 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1172 = llvm.getelementptr %1171[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1173 = llvm.atomicrmw add %1172, %93 acq_rel : !llvm.ptr, i64
    %1174 = llvm.icmp "eq" %1173, %1156 : i64
    llvm.cond_br %1174, ^bb94, ^bb95
  ^bb94:  // pred: ^bb93
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb93
  ^bb95:  // pred: ^bb93
    llvm.br ^bb96
  ^bb96:  // 2 preds: ^bb91, ^bb95
    llvm.br ^bb98
  ^bb97:  // pred: ^bb89
    %1175 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1176 = llvm.getelementptr %1175[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1177 = llvm.atomicrmw xchg %1176, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb98
  ^bb98:  // 2 preds: ^bb96, ^bb97
    %1178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1179 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1180 = llvm.insertvalue %1179, %1178[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1181 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1182 = llvm.getelementptr %1181[%107] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1183 = llvm.insertvalue %1182, %1180[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1184 = llvm.mlir.constant(0 : index) : i64
    %1185 = llvm.insertvalue %1184, %1183[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1186 = llvm.mlir.constant(8 : index) : i64
    %1187 = llvm.insertvalue %1186, %1185[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1188 = llvm.mlir.constant(1 : index) : i64
    %1189 = llvm.insertvalue %1188, %1187[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1190 = llvm.mlir.constant(8 : index) : i64
    %1191 = llvm.insertvalue %1190, %1189[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1192 = llvm.mlir.constant(8 : index) : i64
    %1193 = llvm.insertvalue %1192, %1191[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1194 = llvm.mlir.constant(2 : index) : i64
    %1195 = llvm.insertvalue %1194, %1193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1196 = llvm.mlir.constant(64 : index) : i64
    %1197 = llvm.insertvalue %1196, %1195[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1198 = llvm.mlir.constant(8 : index) : i64
    %1199 = llvm.mlir.constant(1 : index) : i64
    %1200 = llvm.mlir.zero : !llvm.ptr
    %1201 = llvm.getelementptr %1200[%1198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1202 = llvm.ptrtoint %1201 : !llvm.ptr to i64
    %1203 = llvm.call @malloc(%1202) : (i64) -> !llvm.ptr
    %1204 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1205 = llvm.insertvalue %1203, %1204[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1206 = llvm.insertvalue %1203, %1205[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1207 = llvm.mlir.constant(0 : index) : i64
    %1208 = llvm.insertvalue %1207, %1206[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1209 = llvm.insertvalue %1198, %1208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1210 = llvm.insertvalue %1199, %1209[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb99(%304 : i64)
  ^bb99(%1211: i64):  // 2 preds: ^bb98, ^bb112
    %1212 = llvm.icmp "slt" %1211, %307 : i64
    llvm.cond_br %1212, ^bb100, ^bb113
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%86 : i64)
  ^bb101(%1213: i64):  // 2 preds: ^bb100, ^bb111
    %1214 = llvm.icmp "slt" %1213, %87 : i64
    llvm.cond_br %1214, ^bb102, ^bb112
  ^bb102:  // pred: ^bb101
    llvm.br ^bb103(%86, %105 : i64, f32)
  ^bb103(%1215: i64, %1216: f32):  // 2 preds: ^bb102, ^bb104
    %1217 = llvm.icmp "slt" %1215, %87 : i64
    llvm.cond_br %1217, ^bb104, ^bb105
  ^bb104:  // pred: ^bb103
    %1218 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1219 = llvm.mlir.constant(64 : index) : i64
    %1220 = llvm.mul %1211, %1219 overflow<nsw, nuw> : i64
    %1221 = llvm.mlir.constant(8 : index) : i64
    %1222 = llvm.mul %1213, %1221 overflow<nsw, nuw> : i64
    %1223 = llvm.add %1220, %1222 overflow<nsw, nuw> : i64
    %1224 = llvm.add %1223, %1215 overflow<nsw, nuw> : i64
    %1225 = llvm.getelementptr inbounds|nuw %1218[%1224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1226 = llvm.load %1225 : !llvm.ptr -> f32
    %1227 = llvm.intr.maximum(%1226, %1216) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %1228 = llvm.add %1215, %88 : i64
    llvm.br ^bb103(%1228, %1227 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb105:  // pred: ^bb103
    llvm.br ^bb106(%86, %89 : i64, f32)
  ^bb106(%1229: i64, %1230: f32):  // 2 preds: ^bb105, ^bb107
    %1231 = llvm.icmp "slt" %1229, %87 : i64
    llvm.cond_br %1231, ^bb107, ^bb108
  ^bb107:  // pred: ^bb106
    %1232 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1233 = llvm.mlir.constant(64 : index) : i64
    %1234 = llvm.mul %1211, %1233 overflow<nsw, nuw> : i64
    %1235 = llvm.mlir.constant(8 : index) : i64
    %1236 = llvm.mul %1213, %1235 overflow<nsw, nuw> : i64
    %1237 = llvm.add %1234, %1236 overflow<nsw, nuw> : i64
    %1238 = llvm.add %1237, %1229 overflow<nsw, nuw> : i64
    %1239 = llvm.getelementptr inbounds|nuw %1232[%1238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1240 = llvm.load %1239 : !llvm.ptr -> f32
    %1241 = llvm.fsub %1240, %1216 : f32
    %1242 = llvm.fcmp "olt" %1241, %120 : f32
    %1243 = llvm.select %1242, %120, %1241 : i1, f32
    %1244 = llvm.fcmp "ogt" %1243, %121 : f32
    %1245 = llvm.select %1244, %121, %1243 : i1, f32
    %1246 = llvm.intr.fma(%1245, %123, %122) : (f32, f32, f32) -> f32
    %1247 = llvm.fsub %1246, %122 : f32
    %1248 = llvm.intr.fma(%1247, %124, %1245) : (f32, f32, f32) -> f32
    %1249 = llvm.intr.fma(%1247, %125, %1248) : (f32, f32, f32) -> f32
    %1250 = llvm.fmul %1249, %1249 : f32
    %1251 = llvm.intr.fma(%126, %1249, %127) : (f32, f32, f32) -> f32
    %1252 = llvm.intr.fma(%1251, %1249, %128) : (f32, f32, f32) -> f32
    %1253 = llvm.intr.fma(%1252, %1249, %129) : (f32, f32, f32) -> f32
    %1254 = llvm.intr.fma(%1253, %1249, %130) : (f32, f32, f32) -> f32
    %1255 = llvm.intr.fma(%1254, %1250, %1249) : (f32, f32, f32) -> f32
    %1256 = llvm.fadd %1255, %112 : f32
    %1257 = llvm.bitcast %1246 : f32 to i32
    %1258 = llvm.sub %1257, %131 : i32
    %1259 = llvm.intr.ldexp(%1256, %1258) : (f32, i32) -> f32
    %1260 = llvm.select %1242, %89, %1259 : i1, f32
    %1261 = llvm.extractvalue %1210[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1262 = llvm.getelementptr inbounds|nuw %1261[%1229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1260, %1262 : f32, !llvm.ptr
    %1263 = llvm.fadd %1260, %1230 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1264 = llvm.add %1229, %88 : i64
    llvm.br ^bb106(%1264, %1263 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb108:  // pred: ^bb106
    llvm.br ^bb109(%86 : i64)
  ^bb109(%1265: i64):  // 2 preds: ^bb108, ^bb110
    %1266 = llvm.icmp "slt" %1265, %87 : i64
    llvm.cond_br %1266, ^bb110, ^bb111
  ^bb110:  // pred: ^bb109
    %1267 = llvm.extractvalue %1210[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1268 = llvm.getelementptr inbounds|nuw %1267[%1265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1269 = llvm.load %1268 : !llvm.ptr -> f32
    %1270 = llvm.fdiv %1269, %1230 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %1271 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1272 = llvm.mlir.constant(64 : index) : i64
    %1273 = llvm.mul %1211, %1272 overflow<nsw, nuw> : i64
    %1274 = llvm.mlir.constant(8 : index) : i64
    %1275 = llvm.mul %1213, %1274 overflow<nsw, nuw> : i64
    %1276 = llvm.add %1273, %1275 overflow<nsw, nuw> : i64
    %1277 = llvm.add %1276, %1265 overflow<nsw, nuw> : i64
    %1278 = llvm.getelementptr inbounds|nuw %1271[%1277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1270, %1278 : f32, !llvm.ptr
    %1279 = llvm.add %1265, %88 : i64
    llvm.br ^bb109(%1279 : i64) {loop_annotation = #loop_annotation1}
  ^bb111:  // pred: ^bb109
    %1280 = llvm.add %1213, %88 : i64
    llvm.br ^bb101(%1280 : i64)
  ^bb112:  // pred: ^bb101
    %1281 = llvm.add %1211, %88 : i64
    llvm.br ^bb99(%1281 : i64)
  ^bb113:  // pred: ^bb99
    %1282 = llvm.extractvalue %1210[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%1282) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb114, ^bb121
  ^bb114:  // pred: ^bb113
    %1283 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1284 = llvm.getelementptr %1283[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1285 = llvm.atomicrmw add %1284, %93 acq_rel : !llvm.ptr, i64
    %1286 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1287 = llvm.getelementptr %1286[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1288 = llvm.atomicrmw add %1287, %94 acq_rel : !llvm.ptr, i64
    %1289 = llvm.add %1288, %94 : i64
    %1290 = llvm.icmp "eq" %1289, %arg73 : i64
    llvm.cond_br %1290, ^bb115, ^bb116
  ^bb115:  // pred: ^bb114
    %1291 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1292 = llvm.getelementptr %1291[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1293 = llvm.atomicrmw xchg %1292, %93 acq_rel : !llvm.ptr, i64
    %1294 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1295 = llvm.getelementptr %1294[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1296 = llvm.atomicrmw xchg %1295, %93 acq_rel : !llvm.ptr, i64
    %1297 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1298 = llvm.getelementptr %1297[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1299 = llvm.atomicrmw add %1298, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb120
  ^bb116:  // pred: ^bb114
    llvm.br ^bb117
  ^bb117:  // 2 preds: ^bb116, ^bb118
    %1300 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1301 = llvm.getelementptr %1300[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1302 = llvm.atomicrmw add %1301, %93 acq_rel : !llvm.ptr, i64
    %1303 = llvm.icmp "eq" %1302, %1285 : i64
    llvm.cond_br %1303, ^bb118, ^bb119
  ^bb118:  // pred: ^bb117
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb117
  ^bb119:  // pred: ^bb117
    llvm.br ^bb120
  ^bb120:  // 2 preds: ^bb115, ^bb119
    llvm.br ^bb122
  ^bb121:  // pred: ^bb113
    %1304 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1305 = llvm.getelementptr %1304[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1306 = llvm.atomicrmw xchg %1305, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb122
  ^bb122:  // 2 preds: ^bb120, ^bb121
    %1307 = llvm.mlir.constant(6 : index) : i64
    %1308 = llvm.mlir.constant(8 : index) : i64
    %1309 = llvm.mlir.constant(1 : index) : i64
    %1310 = llvm.mlir.constant(48 : index) : i64
    %1311 = llvm.mlir.zero : !llvm.ptr
    %1312 = llvm.getelementptr %1311[%1310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1313 = llvm.ptrtoint %1312 : !llvm.ptr to i64
    %1314 = llvm.call @malloc(%1313) : (i64) -> !llvm.ptr
    %1315 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1316 = llvm.insertvalue %1314, %1315[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1317 = llvm.insertvalue %1314, %1316[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1318 = llvm.mlir.constant(0 : index) : i64
    %1319 = llvm.insertvalue %1318, %1317[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1320 = llvm.insertvalue %1307, %1319[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1321 = llvm.insertvalue %1308, %1320[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1322 = llvm.insertvalue %1308, %1321[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1323 = llvm.insertvalue %1309, %1322[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb123(%304 : i64)
  ^bb123(%1324: i64):  // 2 preds: ^bb122, ^bb139
    %1325 = llvm.icmp "slt" %1324, %307 : i64
    llvm.cond_br %1325, ^bb124, ^bb140
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%86 : i64)
  ^bb125(%1326: i64):  // 2 preds: ^bb124, ^bb138
    %1327 = llvm.icmp "slt" %1326, %87 : i64
    llvm.cond_br %1327, ^bb126, ^bb139
  ^bb126:  // pred: ^bb125
    %1328 = llvm.intr.umin(%1326, %103) : (i64, i64) -> i64
    %1329 = llvm.add %1326, %88 : i64
    %1330 = llvm.intr.umin(%1329, %103) : (i64, i64) -> i64
    %1331 = llvm.add %1326, %98 : i64
    %1332 = llvm.intr.umin(%1331, %103) : (i64, i64) -> i64
    %1333 = llvm.add %1326, %99 : i64
    %1334 = llvm.intr.umin(%1333, %103) : (i64, i64) -> i64
    %1335 = llvm.add %1326, %100 : i64
    %1336 = llvm.intr.umin(%1335, %103) : (i64, i64) -> i64
    %1337 = llvm.add %1326, %101 : i64
    %1338 = llvm.intr.umin(%1337, %103) : (i64, i64) -> i64
    %1339 = llvm.add %1326, %102 : i64
    %1340 = llvm.intr.umin(%1339, %87) : (i64, i64) -> i64
    llvm.br ^bb127(%86 : i64)
  ^bb127(%1341: i64):  // 2 preds: ^bb126, ^bb131
    %1342 = llvm.icmp "slt" %1341, %87 : i64
    llvm.cond_br %1342, ^bb128, ^bb132
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb129(%1343: i64, %1344: f32, %1345: f32, %1346: f32, %1347: f32, %1348: f32, %1349: f32):  // 2 preds: ^bb128, ^bb130
    %1350 = llvm.icmp "slt" %1343, %1340 : i64
    llvm.cond_br %1350, ^bb130, ^bb131
  ^bb130:  // pred: ^bb129
    %1351 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1352 = llvm.mlir.constant(64 : index) : i64
    %1353 = llvm.mul %1324, %1352 overflow<nsw, nuw> : i64
    %1354 = llvm.mlir.constant(8 : index) : i64
    %1355 = llvm.mul %1328, %1354 overflow<nsw, nuw> : i64
    %1356 = llvm.add %1353, %1355 overflow<nsw, nuw> : i64
    %1357 = llvm.add %1356, %1343 overflow<nsw, nuw> : i64
    %1358 = llvm.getelementptr inbounds|nuw %1351[%1357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1359 = llvm.load %1358 : !llvm.ptr -> f32
    %1360 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1361 = llvm.mlir.constant(64 : index) : i64
    %1362 = llvm.mul %1324, %1361 overflow<nsw, nuw> : i64
    %1363 = llvm.mlir.constant(8 : index) : i64
    %1364 = llvm.mul %1330, %1363 overflow<nsw, nuw> : i64
    %1365 = llvm.add %1362, %1364 overflow<nsw, nuw> : i64
    %1366 = llvm.add %1365, %1343 overflow<nsw, nuw> : i64
    %1367 = llvm.getelementptr inbounds|nuw %1360[%1366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1368 = llvm.load %1367 : !llvm.ptr -> f32
    %1369 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1370 = llvm.mlir.constant(64 : index) : i64
    %1371 = llvm.mul %1324, %1370 overflow<nsw, nuw> : i64
    %1372 = llvm.mlir.constant(8 : index) : i64
    %1373 = llvm.mul %1332, %1372 overflow<nsw, nuw> : i64
    %1374 = llvm.add %1371, %1373 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1374, %1343 overflow<nsw, nuw> : i64
    %1376 = llvm.getelementptr inbounds|nuw %1369[%1375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1377 = llvm.load %1376 : !llvm.ptr -> f32
    %1378 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1379 = llvm.mlir.constant(64 : index) : i64
    %1380 = llvm.mul %1324, %1379 overflow<nsw, nuw> : i64
    %1381 = llvm.mlir.constant(8 : index) : i64
    %1382 = llvm.mul %1334, %1381 overflow<nsw, nuw> : i64
    %1383 = llvm.add %1380, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.add %1383, %1343 overflow<nsw, nuw> : i64
    %1385 = llvm.getelementptr inbounds|nuw %1378[%1384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1386 = llvm.load %1385 : !llvm.ptr -> f32
    %1387 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1388 = llvm.mlir.constant(64 : index) : i64
    %1389 = llvm.mul %1324, %1388 overflow<nsw, nuw> : i64
    %1390 = llvm.mlir.constant(8 : index) : i64
    %1391 = llvm.mul %1336, %1390 overflow<nsw, nuw> : i64
    %1392 = llvm.add %1389, %1391 overflow<nsw, nuw> : i64
    %1393 = llvm.add %1392, %1343 overflow<nsw, nuw> : i64
    %1394 = llvm.getelementptr inbounds|nuw %1387[%1393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1395 = llvm.load %1394 : !llvm.ptr -> f32
    %1396 = llvm.extractvalue %1197[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1397 = llvm.mlir.constant(64 : index) : i64
    %1398 = llvm.mul %1324, %1397 overflow<nsw, nuw> : i64
    %1399 = llvm.mlir.constant(8 : index) : i64
    %1400 = llvm.mul %1338, %1399 overflow<nsw, nuw> : i64
    %1401 = llvm.add %1398, %1400 overflow<nsw, nuw> : i64
    %1402 = llvm.add %1401, %1343 overflow<nsw, nuw> : i64
    %1403 = llvm.getelementptr inbounds|nuw %1396[%1402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1404 = llvm.load %1403 : !llvm.ptr -> f32
    %1405 = llvm.mul %1324, %87 : i64
    %1406 = llvm.add %1405, %1341 : i64
    %1407 = llvm.add %1406, %97 : i64
    %1408 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1409 = llvm.mlir.constant(48 : index) : i64
    %1410 = llvm.mul %1343, %1409 overflow<nsw, nuw> : i64
    %1411 = llvm.add %1410, %1407 overflow<nsw, nuw> : i64
    %1412 = llvm.getelementptr inbounds|nuw %1408[%1411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1413 = llvm.load %1412 : !llvm.ptr -> f32
    %1414 = llvm.fmul %1359, %1413 : f32
    %1415 = llvm.fadd %1414, %1344 : f32
    %1416 = llvm.fmul %1368, %1413 : f32
    %1417 = llvm.fadd %1416, %1345 : f32
    %1418 = llvm.fmul %1377, %1413 : f32
    %1419 = llvm.fadd %1418, %1346 : f32
    %1420 = llvm.fmul %1386, %1413 : f32
    %1421 = llvm.fadd %1420, %1347 : f32
    %1422 = llvm.fmul %1395, %1413 : f32
    %1423 = llvm.fadd %1422, %1348 : f32
    %1424 = llvm.fmul %1404, %1413 : f32
    %1425 = llvm.fadd %1424, %1349 : f32
    %1426 = llvm.add %1343, %88 : i64
    llvm.br ^bb129(%1426, %1415, %1417, %1419, %1421, %1423, %1425 : i64, f32, f32, f32, f32, f32, f32)
  ^bb131:  // pred: ^bb129
    %1427 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1428 = llvm.mlir.constant(8 : index) : i64
    %1429 = llvm.mul %86, %1428 overflow<nsw, nuw> : i64
    %1430 = llvm.add %1429, %1341 overflow<nsw, nuw> : i64
    %1431 = llvm.getelementptr inbounds|nuw %1427[%1430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1344, %1431 : f32, !llvm.ptr
    %1432 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1433 = llvm.mlir.constant(8 : index) : i64
    %1434 = llvm.mul %88, %1433 overflow<nsw, nuw> : i64
    %1435 = llvm.add %1434, %1341 overflow<nsw, nuw> : i64
    %1436 = llvm.getelementptr inbounds|nuw %1432[%1435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1345, %1436 : f32, !llvm.ptr
    %1437 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1438 = llvm.mlir.constant(8 : index) : i64
    %1439 = llvm.mul %98, %1438 overflow<nsw, nuw> : i64
    %1440 = llvm.add %1439, %1341 overflow<nsw, nuw> : i64
    %1441 = llvm.getelementptr inbounds|nuw %1437[%1440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1346, %1441 : f32, !llvm.ptr
    %1442 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1443 = llvm.mlir.constant(8 : index) : i64
    %1444 = llvm.mul %99, %1443 overflow<nsw, nuw> : i64
    %1445 = llvm.add %1444, %1341 overflow<nsw, nuw> : i64
    %1446 = llvm.getelementptr inbounds|nuw %1442[%1445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1347, %1446 : f32, !llvm.ptr
    %1447 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1448 = llvm.mlir.constant(8 : index) : i64
    %1449 = llvm.mul %100, %1448 overflow<nsw, nuw> : i64
    %1450 = llvm.add %1449, %1341 overflow<nsw, nuw> : i64
    %1451 = llvm.getelementptr inbounds|nuw %1447[%1450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1348, %1451 : f32, !llvm.ptr
    %1452 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1453 = llvm.mlir.constant(8 : index) : i64
    %1454 = llvm.mul %101, %1453 overflow<nsw, nuw> : i64
    %1455 = llvm.add %1454, %1341 overflow<nsw, nuw> : i64
    %1456 = llvm.getelementptr inbounds|nuw %1452[%1455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1349, %1456 : f32, !llvm.ptr
    %1457 = llvm.add %1341, %88 : i64
    llvm.br ^bb127(%1457 : i64)
  ^bb132:  // pred: ^bb127
    %1458 = llvm.sub %87, %1326 : i64
    %1459 = llvm.intr.umin(%1458, %102) : (i64, i64) -> i64
    llvm.br ^bb133(%86 : i64)
  ^bb133(%1460: i64):  // 2 preds: ^bb132, ^bb137
    %1461 = llvm.icmp "slt" %1460, %1459 : i64
    llvm.cond_br %1461, ^bb134, ^bb138
  ^bb134:  // pred: ^bb133
    %1462 = llvm.add %1326, %1460 : i64
    llvm.br ^bb135(%86 : i64)
  ^bb135(%1463: i64):  // 2 preds: ^bb134, ^bb136
    %1464 = llvm.icmp "slt" %1463, %87 : i64
    llvm.cond_br %1464, ^bb136, ^bb137
  ^bb136:  // pred: ^bb135
    %1465 = llvm.extractvalue %1323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1466 = llvm.mlir.constant(8 : index) : i64
    %1467 = llvm.mul %1460, %1466 overflow<nsw, nuw> : i64
    %1468 = llvm.add %1467, %1463 overflow<nsw, nuw> : i64
    %1469 = llvm.getelementptr inbounds|nuw %1465[%1468] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1470 = llvm.load %1469 : !llvm.ptr -> f32
    %1471 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1472 = llvm.mlir.constant(64 : index) : i64
    %1473 = llvm.mul %1324, %1472 overflow<nsw, nuw> : i64
    %1474 = llvm.mlir.constant(8 : index) : i64
    %1475 = llvm.mul %1462, %1474 overflow<nsw, nuw> : i64
    %1476 = llvm.add %1473, %1475 overflow<nsw, nuw> : i64
    %1477 = llvm.add %1476, %1463 overflow<nsw, nuw> : i64
    %1478 = llvm.getelementptr inbounds|nuw %1471[%1477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1470, %1478 : f32, !llvm.ptr
    %1479 = llvm.add %1463, %88 : i64
    llvm.br ^bb135(%1479 : i64)
  ^bb137:  // pred: ^bb135
    %1480 = llvm.add %1460, %88 : i64
    llvm.br ^bb133(%1480 : i64)
  ^bb138:  // pred: ^bb133
    %1481 = llvm.add %1326, %102 : i64
    llvm.br ^bb125(%1481 : i64)
  ^bb139:  // pred: ^bb125
    %1482 = llvm.add %1324, %88 : i64
    llvm.br ^bb123(%1482 : i64)
  ^bb140:  // pred: ^bb123
    %1483 = llvm.extractvalue %1323[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1483) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb141, ^bb148
  ^bb141:  // pred: ^bb140
    %1484 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1485 = llvm.getelementptr %1484[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1486 = llvm.atomicrmw add %1485, %93 acq_rel : !llvm.ptr, i64
    %1487 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1488 = llvm.getelementptr %1487[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1489 = llvm.atomicrmw add %1488, %94 acq_rel : !llvm.ptr, i64
    %1490 = llvm.add %1489, %94 : i64
    %1491 = llvm.icmp "eq" %1490, %arg73 : i64
    llvm.cond_br %1491, ^bb142, ^bb143
  ^bb142:  // pred: ^bb141
    %1492 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1493 = llvm.getelementptr %1492[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1494 = llvm.atomicrmw xchg %1493, %93 acq_rel : !llvm.ptr, i64
    %1495 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1496 = llvm.getelementptr %1495[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1497 = llvm.atomicrmw xchg %1496, %93 acq_rel : !llvm.ptr, i64
    %1498 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1499 = llvm.getelementptr %1498[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1500 = llvm.atomicrmw add %1499, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb147
  ^bb143:  // pred: ^bb141
    llvm.br ^bb144
  ^bb144:  // 2 preds: ^bb143, ^bb145
    %1501 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1502 = llvm.getelementptr %1501[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1503 = llvm.atomicrmw add %1502, %93 acq_rel : !llvm.ptr, i64
    %1504 = llvm.icmp "eq" %1503, %1486 : i64
    llvm.cond_br %1504, ^bb145, ^bb146
  ^bb145:  // pred: ^bb144
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb144
  ^bb146:  // pred: ^bb144
    llvm.br ^bb147
  ^bb147:  // 2 preds: ^bb142, ^bb146
    llvm.br ^bb149
  ^bb148:  // pred: ^bb140
    %1505 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1506 = llvm.getelementptr %1505[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1507 = llvm.atomicrmw xchg %1506, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb149
  ^bb149:  // 2 preds: ^bb147, ^bb148
    %1508 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1509 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1510 = llvm.insertvalue %1509, %1508[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1511 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1512 = llvm.getelementptr %1511[%95] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1513 = llvm.insertvalue %1512, %1510[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1514 = llvm.mlir.constant(0 : index) : i64
    %1515 = llvm.insertvalue %1514, %1513[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1516 = llvm.mlir.constant(16 : index) : i64
    %1517 = llvm.insertvalue %1516, %1515[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1518 = llvm.mlir.constant(1 : index) : i64
    %1519 = llvm.insertvalue %1518, %1517[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1520 = llvm.mlir.constant(8 : index) : i64
    %1521 = llvm.insertvalue %1520, %1519[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1522 = llvm.mlir.constant(16 : index) : i64
    %1523 = llvm.insertvalue %1522, %1521[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1524 = llvm.mlir.constant(6 : index) : i64
    %1525 = llvm.mlir.constant(16 : index) : i64
    %1526 = llvm.mlir.constant(1 : index) : i64
    %1527 = llvm.mlir.constant(96 : index) : i64
    %1528 = llvm.mlir.zero : !llvm.ptr
    %1529 = llvm.getelementptr %1528[%1527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1530 = llvm.ptrtoint %1529 : !llvm.ptr to i64
    %1531 = llvm.call @malloc(%1530) : (i64) -> !llvm.ptr
    %1532 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1533 = llvm.insertvalue %1531, %1532[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1534 = llvm.insertvalue %1531, %1533[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1535 = llvm.mlir.constant(0 : index) : i64
    %1536 = llvm.insertvalue %1535, %1534[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1537 = llvm.insertvalue %1524, %1536[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1538 = llvm.insertvalue %1525, %1537[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1539 = llvm.insertvalue %1525, %1538[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1540 = llvm.insertvalue %1526, %1539[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1541 = llvm.mul %303, %102 : i64
    %1542 = llvm.intr.umin(%1541, %87) : (i64, i64) -> i64
    %1543 = llvm.mul %306, %102 : i64
    %1544 = llvm.intr.umin(%1543, %87) : (i64, i64) -> i64
    llvm.br ^bb150(%1542 : i64)
  ^bb150(%1545: i64):  // 2 preds: ^bb149, ^bb163
    %1546 = llvm.icmp "slt" %1545, %1544 : i64
    llvm.cond_br %1546, ^bb151, ^bb164
  ^bb151:  // pred: ^bb150
    %1547 = llvm.intr.umin(%1545, %103) : (i64, i64) -> i64
    %1548 = llvm.add %1545, %88 : i64
    %1549 = llvm.intr.umin(%1548, %103) : (i64, i64) -> i64
    %1550 = llvm.add %1545, %98 : i64
    %1551 = llvm.intr.umin(%1550, %103) : (i64, i64) -> i64
    %1552 = llvm.add %1545, %99 : i64
    %1553 = llvm.intr.umin(%1552, %103) : (i64, i64) -> i64
    %1554 = llvm.add %1545, %100 : i64
    %1555 = llvm.intr.umin(%1554, %103) : (i64, i64) -> i64
    %1556 = llvm.add %1545, %101 : i64
    %1557 = llvm.intr.umin(%1556, %103) : (i64, i64) -> i64
    llvm.br ^bb152(%86 : i64)
  ^bb152(%1558: i64):  // 2 preds: ^bb151, ^bb156
    %1559 = llvm.icmp "slt" %1558, %90 : i64
    llvm.cond_br %1559, ^bb153, ^bb157
  ^bb153:  // pred: ^bb152
    llvm.br ^bb154(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb154(%1560: i64, %1561: f32, %1562: f32, %1563: f32, %1564: f32, %1565: f32, %1566: f32):  // 2 preds: ^bb153, ^bb155
    %1567 = llvm.icmp "slt" %1560, %90 : i64
    llvm.cond_br %1567, ^bb155, ^bb156
  ^bb155:  // pred: ^bb154
    %1568 = llvm.urem %1560, %87 : i64
    %1569 = llvm.udiv %1560, %87 : i64
    %1570 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1571 = llvm.mlir.constant(64 : index) : i64
    %1572 = llvm.mul %1569, %1571 overflow<nsw, nuw> : i64
    %1573 = llvm.mlir.constant(8 : index) : i64
    %1574 = llvm.mul %1547, %1573 overflow<nsw, nuw> : i64
    %1575 = llvm.add %1572, %1574 overflow<nsw, nuw> : i64
    %1576 = llvm.add %1575, %1568 overflow<nsw, nuw> : i64
    %1577 = llvm.getelementptr inbounds|nuw %1570[%1576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1578 = llvm.load %1577 : !llvm.ptr -> f32
    %1579 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1580 = llvm.mlir.constant(64 : index) : i64
    %1581 = llvm.mul %1569, %1580 overflow<nsw, nuw> : i64
    %1582 = llvm.mlir.constant(8 : index) : i64
    %1583 = llvm.mul %1549, %1582 overflow<nsw, nuw> : i64
    %1584 = llvm.add %1581, %1583 overflow<nsw, nuw> : i64
    %1585 = llvm.add %1584, %1568 overflow<nsw, nuw> : i64
    %1586 = llvm.getelementptr inbounds|nuw %1579[%1585] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1587 = llvm.load %1586 : !llvm.ptr -> f32
    %1588 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1589 = llvm.mlir.constant(64 : index) : i64
    %1590 = llvm.mul %1569, %1589 overflow<nsw, nuw> : i64
    %1591 = llvm.mlir.constant(8 : index) : i64
    %1592 = llvm.mul %1551, %1591 overflow<nsw, nuw> : i64
    %1593 = llvm.add %1590, %1592 overflow<nsw, nuw> : i64
    %1594 = llvm.add %1593, %1568 overflow<nsw, nuw> : i64
    %1595 = llvm.getelementptr inbounds|nuw %1588[%1594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1596 = llvm.load %1595 : !llvm.ptr -> f32
    %1597 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1598 = llvm.mlir.constant(64 : index) : i64
    %1599 = llvm.mul %1569, %1598 overflow<nsw, nuw> : i64
    %1600 = llvm.mlir.constant(8 : index) : i64
    %1601 = llvm.mul %1553, %1600 overflow<nsw, nuw> : i64
    %1602 = llvm.add %1599, %1601 overflow<nsw, nuw> : i64
    %1603 = llvm.add %1602, %1568 overflow<nsw, nuw> : i64
    %1604 = llvm.getelementptr inbounds|nuw %1597[%1603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1605 = llvm.load %1604 : !llvm.ptr -> f32
    %1606 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1607 = llvm.mlir.constant(64 : index) : i64
    %1608 = llvm.mul %1569, %1607 overflow<nsw, nuw> : i64
    %1609 = llvm.mlir.constant(8 : index) : i64
    %1610 = llvm.mul %1555, %1609 overflow<nsw, nuw> : i64
    %1611 = llvm.add %1608, %1610 overflow<nsw, nuw> : i64
    %1612 = llvm.add %1611, %1568 overflow<nsw, nuw> : i64
    %1613 = llvm.getelementptr inbounds|nuw %1606[%1612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1614 = llvm.load %1613 : !llvm.ptr -> f32
    %1615 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1616 = llvm.mlir.constant(64 : index) : i64
    %1617 = llvm.mul %1569, %1616 overflow<nsw, nuw> : i64
    %1618 = llvm.mlir.constant(8 : index) : i64
    %1619 = llvm.mul %1557, %1618 overflow<nsw, nuw> : i64
    %1620 = llvm.add %1617, %1619 overflow<nsw, nuw> : i64
    %1621 = llvm.add %1620, %1568 overflow<nsw, nuw> : i64
    %1622 = llvm.getelementptr inbounds|nuw %1615[%1621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1623 = llvm.load %1622 : !llvm.ptr -> f32
    %1624 = llvm.extractvalue %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1625 = llvm.mlir.constant(16 : index) : i64
    %1626 = llvm.mul %1560, %1625 overflow<nsw, nuw> : i64
    %1627 = llvm.add %1626, %1558 overflow<nsw, nuw> : i64
    %1628 = llvm.getelementptr inbounds|nuw %1624[%1627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1629 = llvm.load %1628 : !llvm.ptr -> f32
    %1630 = llvm.fmul %1578, %1629 : f32
    %1631 = llvm.fadd %1630, %1561 : f32
    %1632 = llvm.fmul %1587, %1629 : f32
    %1633 = llvm.fadd %1632, %1562 : f32
    %1634 = llvm.fmul %1596, %1629 : f32
    %1635 = llvm.fadd %1634, %1563 : f32
    %1636 = llvm.fmul %1605, %1629 : f32
    %1637 = llvm.fadd %1636, %1564 : f32
    %1638 = llvm.fmul %1614, %1629 : f32
    %1639 = llvm.fadd %1638, %1565 : f32
    %1640 = llvm.fmul %1623, %1629 : f32
    %1641 = llvm.fadd %1640, %1566 : f32
    %1642 = llvm.add %1560, %88 : i64
    llvm.br ^bb154(%1642, %1631, %1633, %1635, %1637, %1639, %1641 : i64, f32, f32, f32, f32, f32, f32)
  ^bb156:  // pred: ^bb154
    %1643 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1644 = llvm.mlir.constant(16 : index) : i64
    %1645 = llvm.mul %86, %1644 overflow<nsw, nuw> : i64
    %1646 = llvm.add %1645, %1558 overflow<nsw, nuw> : i64
    %1647 = llvm.getelementptr inbounds|nuw %1643[%1646] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1561, %1647 : f32, !llvm.ptr
    %1648 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1649 = llvm.mlir.constant(16 : index) : i64
    %1650 = llvm.mul %88, %1649 overflow<nsw, nuw> : i64
    %1651 = llvm.add %1650, %1558 overflow<nsw, nuw> : i64
    %1652 = llvm.getelementptr inbounds|nuw %1648[%1651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1562, %1652 : f32, !llvm.ptr
    %1653 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1654 = llvm.mlir.constant(16 : index) : i64
    %1655 = llvm.mul %98, %1654 overflow<nsw, nuw> : i64
    %1656 = llvm.add %1655, %1558 overflow<nsw, nuw> : i64
    %1657 = llvm.getelementptr inbounds|nuw %1653[%1656] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1563, %1657 : f32, !llvm.ptr
    %1658 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1659 = llvm.mlir.constant(16 : index) : i64
    %1660 = llvm.mul %99, %1659 overflow<nsw, nuw> : i64
    %1661 = llvm.add %1660, %1558 overflow<nsw, nuw> : i64
    %1662 = llvm.getelementptr inbounds|nuw %1658[%1661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1564, %1662 : f32, !llvm.ptr
    %1663 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1664 = llvm.mlir.constant(16 : index) : i64
    %1665 = llvm.mul %100, %1664 overflow<nsw, nuw> : i64
    %1666 = llvm.add %1665, %1558 overflow<nsw, nuw> : i64
    %1667 = llvm.getelementptr inbounds|nuw %1663[%1666] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1565, %1667 : f32, !llvm.ptr
    %1668 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1669 = llvm.mlir.constant(16 : index) : i64
    %1670 = llvm.mul %101, %1669 overflow<nsw, nuw> : i64
    %1671 = llvm.add %1670, %1558 overflow<nsw, nuw> : i64
    %1672 = llvm.getelementptr inbounds|nuw %1668[%1671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1566, %1672 : f32, !llvm.ptr
    %1673 = llvm.add %1558, %88 : i64
    llvm.br ^bb152(%1673 : i64)
  ^bb157:  // pred: ^bb152
    %1674 = llvm.sub %87, %1545 : i64
    %1675 = llvm.intr.umin(%1674, %102) : (i64, i64) -> i64
    llvm.br ^bb158(%86 : i64)
  ^bb158(%1676: i64):  // 2 preds: ^bb157, ^bb162
    %1677 = llvm.icmp "slt" %1676, %1675 : i64
    llvm.cond_br %1677, ^bb159, ^bb163
  ^bb159:  // pred: ^bb158
    %1678 = llvm.add %1545, %1676 : i64
    llvm.br ^bb160(%86 : i64)
  ^bb160(%1679: i64):  // 2 preds: ^bb159, ^bb161
    %1680 = llvm.icmp "slt" %1679, %90 : i64
    llvm.cond_br %1680, ^bb161, ^bb162
  ^bb161:  // pred: ^bb160
    %1681 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1682 = llvm.mlir.constant(16 : index) : i64
    %1683 = llvm.mul %1678, %1682 overflow<nsw, nuw> : i64
    %1684 = llvm.add %1683, %1679 overflow<nsw, nuw> : i64
    %1685 = llvm.getelementptr inbounds|nuw %1681[%1684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1686 = llvm.load %1685 : !llvm.ptr -> f32
    %1687 = llvm.extractvalue %1540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1688 = llvm.mlir.constant(16 : index) : i64
    %1689 = llvm.mul %1676, %1688 overflow<nsw, nuw> : i64
    %1690 = llvm.add %1689, %1679 overflow<nsw, nuw> : i64
    %1691 = llvm.getelementptr inbounds|nuw %1687[%1690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1692 = llvm.load %1691 : !llvm.ptr -> f32
    %1693 = llvm.fadd %1686, %1692 : f32
    %1694 = llvm.extractvalue %1523[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1695 = llvm.mlir.constant(16 : index) : i64
    %1696 = llvm.mul %1678, %1695 overflow<nsw, nuw> : i64
    %1697 = llvm.add %1696, %1679 overflow<nsw, nuw> : i64
    %1698 = llvm.getelementptr inbounds|nuw %1694[%1697] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1693, %1698 : f32, !llvm.ptr
    %1699 = llvm.add %1679, %88 : i64
    llvm.br ^bb160(%1699 : i64)
  ^bb162:  // pred: ^bb160
    %1700 = llvm.add %1676, %88 : i64
    llvm.br ^bb158(%1700 : i64)
  ^bb163:  // pred: ^bb158
    %1701 = llvm.add %1545, %102 : i64
    llvm.br ^bb150(%1701 : i64)
  ^bb164:  // pred: ^bb150
    %1702 = llvm.extractvalue %1540[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%1702) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb165, ^bb172
  ^bb165:  // pred: ^bb164
    %1703 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1704 = llvm.getelementptr %1703[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1705 = llvm.atomicrmw add %1704, %93 acq_rel : !llvm.ptr, i64
    %1706 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1707 = llvm.getelementptr %1706[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1708 = llvm.atomicrmw add %1707, %94 acq_rel : !llvm.ptr, i64
    %1709 = llvm.add %1708, %94 : i64
    %1710 = llvm.icmp "eq" %1709, %arg73 : i64
    llvm.cond_br %1710, ^bb166, ^bb167
  ^bb166:  // pred: ^bb165
    %1711 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1712 = llvm.getelementptr %1711[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1713 = llvm.atomicrmw xchg %1712, %93 acq_rel : !llvm.ptr, i64
    %1714 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1715 = llvm.getelementptr %1714[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1716 = llvm.atomicrmw xchg %1715, %93 acq_rel : !llvm.ptr, i64
    %1717 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1718 = llvm.getelementptr %1717[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1719 = llvm.atomicrmw add %1718, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb171
  ^bb167:  // pred: ^bb165
    llvm.br ^bb168
  ^bb168:  // 2 preds: ^bb167, ^bb169
    %1720 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1721 = llvm.getelementptr %1720[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1722 = llvm.atomicrmw add %1721, %93 acq_rel : !llvm.ptr, i64
    %1723 = llvm.icmp "eq" %1722, %1705 : i64
    llvm.cond_br %1723, ^bb169, ^bb170
  ^bb169:  // pred: ^bb168
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb168
  ^bb170:  // pred: ^bb168
    llvm.br ^bb171
  ^bb171:  // 2 preds: ^bb166, ^bb170
    llvm.br ^bb173
  ^bb172:  // pred: ^bb164
    %1724 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1725 = llvm.getelementptr %1724[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1726 = llvm.atomicrmw xchg %1725, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb173
  ^bb173:  // 2 preds: ^bb171, ^bb172
    llvm.br ^bb174(%166 : i64)
  ^bb174(%1727: i64):  // 2 preds: ^bb173, ^bb184
    %1728 = llvm.icmp "slt" %1727, %170 : i64
    llvm.cond_br %1728, ^bb175, ^bb185
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%86, %89 : i64, f32)
  ^bb176(%1729: i64, %1730: f32):  // 2 preds: ^bb175, ^bb177
    %1731 = llvm.icmp "slt" %1729, %90 : i64
    llvm.cond_br %1731, ^bb177, ^bb178
  ^bb177:  // pred: ^bb176
    %1732 = llvm.extractvalue %1523[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1733 = llvm.mlir.constant(16 : index) : i64
    %1734 = llvm.mul %1727, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.add %1734, %1729 overflow<nsw, nuw> : i64
    %1736 = llvm.getelementptr inbounds|nuw %1732[%1735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1737 = llvm.load %1736 : !llvm.ptr -> f32
    %1738 = llvm.fadd %1737, %1730 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1739 = llvm.add %1729, %88 : i64
    llvm.br ^bb176(%1739, %1738 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb178:  // pred: ^bb176
    llvm.br ^bb179(%86, %89 : i64, f32)
  ^bb179(%1740: i64, %1741: f32):  // 2 preds: ^bb178, ^bb180
    %1742 = llvm.icmp "slt" %1740, %90 : i64
    llvm.cond_br %1742, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1743 = llvm.extractvalue %1523[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1744 = llvm.mlir.constant(16 : index) : i64
    %1745 = llvm.mul %1727, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.add %1745, %1740 overflow<nsw, nuw> : i64
    %1747 = llvm.getelementptr inbounds|nuw %1743[%1746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1748 = llvm.load %1747 : !llvm.ptr -> f32
    %1749 = llvm.fmul %1730, %91 : f32
    %1750 = llvm.fsub %1748, %1749 : f32
    %1751 = llvm.fmul %1750, %1750 : f32
    %1752 = llvm.fadd %1751, %1741 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %1753 = llvm.add %1740, %88 : i64
    llvm.br ^bb179(%1753, %1752 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb181:  // pred: ^bb179
    llvm.br ^bb182(%86 : i64)
  ^bb182(%1754: i64):  // 2 preds: ^bb181, ^bb183
    %1755 = llvm.icmp "slt" %1754, %90 : i64
    llvm.cond_br %1755, ^bb183, ^bb184
  ^bb183:  // pred: ^bb182
    %1756 = llvm.extractvalue %1523[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1757 = llvm.mlir.constant(16 : index) : i64
    %1758 = llvm.mul %1727, %1757 overflow<nsw, nuw> : i64
    %1759 = llvm.add %1758, %1754 overflow<nsw, nuw> : i64
    %1760 = llvm.getelementptr inbounds|nuw %1756[%1759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1761 = llvm.load %1760 : !llvm.ptr -> f32
    %1762 = llvm.fmul %1730, %91 : f32
    %1763 = llvm.fsub %1761, %1762 : f32
    %1764 = llvm.fmul %1741, %91 : f32
    %1765 = llvm.fadd %1764, %92 : f32
    %1766 = llvm.intr.sqrt(%1765) : (f32) -> f32
    %1767 = llvm.fdiv %85, %1766 : f32
    %1768 = llvm.fmul %1763, %1767 : f32
    %1769 = llvm.extractvalue %47[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1770 = llvm.getelementptr inbounds|nuw %1769[%1754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1771 = llvm.load %1770 : !llvm.ptr -> f32
    %1772 = llvm.fmul %1768, %1771 : f32
    %1773 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1774 = llvm.mlir.constant(16 : index) : i64
    %1775 = llvm.mul %1727, %1774 overflow<nsw, nuw> : i64
    %1776 = llvm.add %1775, %1754 overflow<nsw, nuw> : i64
    %1777 = llvm.getelementptr inbounds|nuw %1773[%1776] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1772, %1777 : f32, !llvm.ptr
    %1778 = llvm.add %1754, %88 : i64
    llvm.br ^bb182(%1778 : i64) {loop_annotation = #loop_annotation1}
  ^bb184:  // pred: ^bb182
    %1779 = llvm.add %1727, %88 : i64
    llvm.br ^bb174(%1779 : i64)
  ^bb185:  // pred: ^bb174
    llvm.cond_br %224, ^bb186, ^bb193
  ^bb186:  // pred: ^bb185
    %1780 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1781 = llvm.getelementptr %1780[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1782 = llvm.atomicrmw add %1781, %93 acq_rel : !llvm.ptr, i64
    %1783 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1784 = llvm.getelementptr %1783[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1785 = llvm.atomicrmw add %1784, %94 acq_rel : !llvm.ptr, i64
    %1786 = llvm.add %1785, %94 : i64
    %1787 = llvm.icmp "eq" %1786, %arg73 : i64
    llvm.cond_br %1787, ^bb187, ^bb188
  ^bb187:  // pred: ^bb186
    %1788 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1789 = llvm.getelementptr %1788[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1790 = llvm.atomicrmw xchg %1789, %93 acq_rel : !llvm.ptr, i64
    %1791 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1792 = llvm.getelementptr %1791[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1793 = llvm.atomicrmw xchg %1792, %93 acq_rel : !llvm.ptr, i64
    %1794 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1795 = llvm.getelementptr %1794[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1796 = llvm.atomicrmw add %1795, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb192
  ^bb188:  // pred: ^bb186
    llvm.br ^bb189
  ^bb189:  // 2 preds: ^bb188, ^bb190
    %1797 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1798 = llvm.getelementptr %1797[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1799 = llvm.atomicrmw add %1798, %93 acq_rel : !llvm.ptr, i64
    %1800 = llvm.icmp "eq" %1799, %1782 : i64
    llvm.cond_br %1800, ^bb190, ^bb191
  ^bb190:  // pred: ^bb189
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb189
  ^bb191:  // pred: ^bb189
    llvm.br ^bb192
  ^bb192:  // 2 preds: ^bb187, ^bb191
    llvm.br ^bb194
  ^bb193:  // pred: ^bb185
    %1801 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1802 = llvm.getelementptr %1801[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1803 = llvm.atomicrmw xchg %1802, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb194
  ^bb194:  // 2 preds: ^bb192, ^bb193
    %1804 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1805 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1806 = llvm.insertvalue %1805, %1804[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1807 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %1808 = llvm.getelementptr %1807[%108] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %1809 = llvm.insertvalue %1808, %1806[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1810 = llvm.mlir.constant(0 : index) : i64
    %1811 = llvm.insertvalue %1810, %1809[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1812 = llvm.mlir.constant(64 : index) : i64
    %1813 = llvm.insertvalue %1812, %1811[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1814 = llvm.mlir.constant(1 : index) : i64
    %1815 = llvm.insertvalue %1814, %1813[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1816 = llvm.mlir.constant(8 : index) : i64
    %1817 = llvm.insertvalue %1816, %1815[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1818 = llvm.mlir.constant(64 : index) : i64
    %1819 = llvm.insertvalue %1818, %1817[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1820 = llvm.mlir.constant(6 : index) : i64
    %1821 = llvm.mlir.constant(64 : index) : i64
    %1822 = llvm.mlir.constant(1 : index) : i64
    %1823 = llvm.mlir.constant(384 : index) : i64
    %1824 = llvm.mlir.zero : !llvm.ptr
    %1825 = llvm.getelementptr %1824[%1823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1826 = llvm.ptrtoint %1825 : !llvm.ptr to i64
    %1827 = llvm.call @malloc(%1826) : (i64) -> !llvm.ptr
    %1828 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1829 = llvm.insertvalue %1827, %1828[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1830 = llvm.insertvalue %1827, %1829[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1831 = llvm.mlir.constant(0 : index) : i64
    %1832 = llvm.insertvalue %1831, %1830[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1833 = llvm.insertvalue %1820, %1832[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1834 = llvm.insertvalue %1821, %1833[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1835 = llvm.insertvalue %1821, %1834[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1836 = llvm.insertvalue %1822, %1835[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb195(%304 : i64)
  ^bb195(%1837: i64):  // 2 preds: ^bb194, ^bb199
    %1838 = llvm.icmp "slt" %1837, %307 : i64
    llvm.cond_br %1838, ^bb196, ^bb200
  ^bb196:  // pred: ^bb195
    %1839 = llvm.mul %1837, %97 : i64
    %1840 = llvm.add %1839, %97 : i64
    %1841 = llvm.icmp "ule" %1840, %109 : i64
    llvm.cond_br %1841, ^bb197, ^bb198
  ^bb197:  // pred: ^bb196
    %1842 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1843 = llvm.mul %86, %78 : i64
    %1844 = llvm.add %1843, %1839 : i64
    %1845 = llvm.getelementptr %1842[%1844] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1846 = llvm.load %1845 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1847 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1848 = llvm.mul %1837, %83 : i64
    %1849 = llvm.mul %86, %82 : i64
    %1850 = llvm.add %1848, %1849 : i64
    %1851 = llvm.add %1850, %86 : i64
    %1852 = llvm.getelementptr %1847[%1851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1846, %1852 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1853 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1854 = llvm.mul %88, %78 : i64
    %1855 = llvm.add %1854, %1839 : i64
    %1856 = llvm.getelementptr %1853[%1855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1857 = llvm.load %1856 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1858 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1859 = llvm.mul %1837, %83 : i64
    %1860 = llvm.mul %88, %82 : i64
    %1861 = llvm.add %1859, %1860 : i64
    %1862 = llvm.add %1861, %86 : i64
    %1863 = llvm.getelementptr %1858[%1862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1857, %1863 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1864 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1865 = llvm.mul %98, %78 : i64
    %1866 = llvm.add %1865, %1839 : i64
    %1867 = llvm.getelementptr %1864[%1866] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1868 = llvm.load %1867 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1869 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1870 = llvm.mul %1837, %83 : i64
    %1871 = llvm.mul %98, %82 : i64
    %1872 = llvm.add %1870, %1871 : i64
    %1873 = llvm.add %1872, %86 : i64
    %1874 = llvm.getelementptr %1869[%1873] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1868, %1874 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1875 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1876 = llvm.mul %99, %78 : i64
    %1877 = llvm.add %1876, %1839 : i64
    %1878 = llvm.getelementptr %1875[%1877] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1879 = llvm.load %1878 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1880 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1881 = llvm.mul %1837, %83 : i64
    %1882 = llvm.mul %99, %82 : i64
    %1883 = llvm.add %1881, %1882 : i64
    %1884 = llvm.add %1883, %86 : i64
    %1885 = llvm.getelementptr %1880[%1884] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1879, %1885 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1886 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1887 = llvm.mul %100, %78 : i64
    %1888 = llvm.add %1887, %1839 : i64
    %1889 = llvm.getelementptr %1886[%1888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1890 = llvm.load %1889 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1891 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1892 = llvm.mul %1837, %83 : i64
    %1893 = llvm.mul %100, %82 : i64
    %1894 = llvm.add %1892, %1893 : i64
    %1895 = llvm.add %1894, %86 : i64
    %1896 = llvm.getelementptr %1891[%1895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1890, %1896 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1897 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1898 = llvm.mul %101, %78 : i64
    %1899 = llvm.add %1898, %1839 : i64
    %1900 = llvm.getelementptr %1897[%1899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1901 = llvm.load %1900 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1902 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1903 = llvm.mul %1837, %83 : i64
    %1904 = llvm.mul %101, %82 : i64
    %1905 = llvm.add %1903, %1904 : i64
    %1906 = llvm.add %1905, %86 : i64
    %1907 = llvm.getelementptr %1902[%1906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1901, %1907 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1908 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1909 = llvm.mul %102, %78 : i64
    %1910 = llvm.add %1909, %1839 : i64
    %1911 = llvm.getelementptr %1908[%1910] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1912 = llvm.load %1911 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1913 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1914 = llvm.mul %1837, %83 : i64
    %1915 = llvm.mul %102, %82 : i64
    %1916 = llvm.add %1914, %1915 : i64
    %1917 = llvm.add %1916, %86 : i64
    %1918 = llvm.getelementptr %1913[%1917] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1912, %1918 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1919 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1920 = llvm.mul %103, %78 : i64
    %1921 = llvm.add %1920, %1839 : i64
    %1922 = llvm.getelementptr %1919[%1921] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1923 = llvm.load %1922 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1924 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1925 = llvm.mul %1837, %83 : i64
    %1926 = llvm.mul %103, %82 : i64
    %1927 = llvm.add %1925, %1926 : i64
    %1928 = llvm.add %1927, %86 : i64
    %1929 = llvm.getelementptr %1924[%1928] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1923, %1929 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1930 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1931 = llvm.mul %87, %78 : i64
    %1932 = llvm.add %1931, %1839 : i64
    %1933 = llvm.getelementptr %1930[%1932] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1934 = llvm.load %1933 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1935 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1936 = llvm.mul %1837, %83 : i64
    %1937 = llvm.mul %87, %82 : i64
    %1938 = llvm.add %1936, %1937 : i64
    %1939 = llvm.add %1938, %86 : i64
    %1940 = llvm.getelementptr %1935[%1939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1934, %1940 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1941 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1942 = llvm.mul %113, %78 : i64
    %1943 = llvm.add %1942, %1839 : i64
    %1944 = llvm.getelementptr %1941[%1943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1945 = llvm.load %1944 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1946 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1947 = llvm.mul %1837, %83 : i64
    %1948 = llvm.mul %113, %82 : i64
    %1949 = llvm.add %1947, %1948 : i64
    %1950 = llvm.add %1949, %86 : i64
    %1951 = llvm.getelementptr %1946[%1950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1945, %1951 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1952 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1953 = llvm.mul %114, %78 : i64
    %1954 = llvm.add %1953, %1839 : i64
    %1955 = llvm.getelementptr %1952[%1954] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1956 = llvm.load %1955 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1957 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1958 = llvm.mul %1837, %83 : i64
    %1959 = llvm.mul %114, %82 : i64
    %1960 = llvm.add %1958, %1959 : i64
    %1961 = llvm.add %1960, %86 : i64
    %1962 = llvm.getelementptr %1957[%1961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1956, %1962 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1963 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1964 = llvm.mul %115, %78 : i64
    %1965 = llvm.add %1964, %1839 : i64
    %1966 = llvm.getelementptr %1963[%1965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1967 = llvm.load %1966 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1968 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1969 = llvm.mul %1837, %83 : i64
    %1970 = llvm.mul %115, %82 : i64
    %1971 = llvm.add %1969, %1970 : i64
    %1972 = llvm.add %1971, %86 : i64
    %1973 = llvm.getelementptr %1968[%1972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1967, %1973 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1974 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1975 = llvm.mul %116, %78 : i64
    %1976 = llvm.add %1975, %1839 : i64
    %1977 = llvm.getelementptr %1974[%1976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1978 = llvm.load %1977 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1979 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1980 = llvm.mul %1837, %83 : i64
    %1981 = llvm.mul %116, %82 : i64
    %1982 = llvm.add %1980, %1981 : i64
    %1983 = llvm.add %1982, %86 : i64
    %1984 = llvm.getelementptr %1979[%1983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1978, %1984 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1985 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1986 = llvm.mul %117, %78 : i64
    %1987 = llvm.add %1986, %1839 : i64
    %1988 = llvm.getelementptr %1985[%1987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1989 = llvm.load %1988 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %1990 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %1991 = llvm.mul %1837, %83 : i64
    %1992 = llvm.mul %117, %82 : i64
    %1993 = llvm.add %1991, %1992 : i64
    %1994 = llvm.add %1993, %86 : i64
    %1995 = llvm.getelementptr %1990[%1994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1989, %1995 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %1996 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %1997 = llvm.mul %118, %78 : i64
    %1998 = llvm.add %1997, %1839 : i64
    %1999 = llvm.getelementptr %1996[%1998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2000 = llvm.load %1999 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %2001 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2002 = llvm.mul %1837, %83 : i64
    %2003 = llvm.mul %118, %82 : i64
    %2004 = llvm.add %2002, %2003 : i64
    %2005 = llvm.add %2004, %86 : i64
    %2006 = llvm.getelementptr %2001[%2005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2000, %2006 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2007 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2008 = llvm.mul %119, %78 : i64
    %2009 = llvm.add %2008, %1839 : i64
    %2010 = llvm.getelementptr %2007[%2009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2011 = llvm.load %2010 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %2012 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2013 = llvm.mul %1837, %83 : i64
    %2014 = llvm.mul %119, %82 : i64
    %2015 = llvm.add %2013, %2014 : i64
    %2016 = llvm.add %2015, %86 : i64
    %2017 = llvm.getelementptr %2012[%2016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2011, %2017 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb199
  ^bb198:  // pred: ^bb196
    %2018 = llvm.sub %109, %1839 : i64
    %2019 = llvm.intr.umin(%2018, %97) : (i64, i64) -> i64
    %2020 = llvm.trunc %2019 : i64 to i32
    %2021 = llvm.insertelement %2020, %81[%80 : i32] : vector<32xi32>
    %2022 = llvm.shufflevector %2021, %81 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %2023 = llvm.icmp "sgt" %2022, %146 : vector<32xi32>
    %2024 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2025 = llvm.mul %86, %78 : i64
    %2026 = llvm.add %2025, %1839 : i64
    %2027 = llvm.getelementptr %2024[%2026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2028 = llvm.intr.masked.load %2027, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2029 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2030 = llvm.mul %1837, %83 : i64
    %2031 = llvm.mul %86, %82 : i64
    %2032 = llvm.add %2030, %2031 : i64
    %2033 = llvm.add %2032, %86 : i64
    %2034 = llvm.getelementptr %2029[%2033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2028, %2034 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2035 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2036 = llvm.mul %88, %78 : i64
    %2037 = llvm.add %2036, %1839 : i64
    %2038 = llvm.getelementptr %2035[%2037] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2039 = llvm.intr.masked.load %2038, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2040 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2041 = llvm.mul %1837, %83 : i64
    %2042 = llvm.mul %88, %82 : i64
    %2043 = llvm.add %2041, %2042 : i64
    %2044 = llvm.add %2043, %86 : i64
    %2045 = llvm.getelementptr %2040[%2044] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2039, %2045 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2046 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2047 = llvm.mul %98, %78 : i64
    %2048 = llvm.add %2047, %1839 : i64
    %2049 = llvm.getelementptr %2046[%2048] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2050 = llvm.intr.masked.load %2049, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2051 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2052 = llvm.mul %1837, %83 : i64
    %2053 = llvm.mul %98, %82 : i64
    %2054 = llvm.add %2052, %2053 : i64
    %2055 = llvm.add %2054, %86 : i64
    %2056 = llvm.getelementptr %2051[%2055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2050, %2056 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2057 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2058 = llvm.mul %99, %78 : i64
    %2059 = llvm.add %2058, %1839 : i64
    %2060 = llvm.getelementptr %2057[%2059] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2061 = llvm.intr.masked.load %2060, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2062 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2063 = llvm.mul %1837, %83 : i64
    %2064 = llvm.mul %99, %82 : i64
    %2065 = llvm.add %2063, %2064 : i64
    %2066 = llvm.add %2065, %86 : i64
    %2067 = llvm.getelementptr %2062[%2066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2061, %2067 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2068 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2069 = llvm.mul %100, %78 : i64
    %2070 = llvm.add %2069, %1839 : i64
    %2071 = llvm.getelementptr %2068[%2070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2072 = llvm.intr.masked.load %2071, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2073 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2074 = llvm.mul %1837, %83 : i64
    %2075 = llvm.mul %100, %82 : i64
    %2076 = llvm.add %2074, %2075 : i64
    %2077 = llvm.add %2076, %86 : i64
    %2078 = llvm.getelementptr %2073[%2077] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2072, %2078 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2079 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2080 = llvm.mul %101, %78 : i64
    %2081 = llvm.add %2080, %1839 : i64
    %2082 = llvm.getelementptr %2079[%2081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2083 = llvm.intr.masked.load %2082, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2084 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2085 = llvm.mul %1837, %83 : i64
    %2086 = llvm.mul %101, %82 : i64
    %2087 = llvm.add %2085, %2086 : i64
    %2088 = llvm.add %2087, %86 : i64
    %2089 = llvm.getelementptr %2084[%2088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2083, %2089 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2090 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2091 = llvm.mul %102, %78 : i64
    %2092 = llvm.add %2091, %1839 : i64
    %2093 = llvm.getelementptr %2090[%2092] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2094 = llvm.intr.masked.load %2093, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2095 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2096 = llvm.mul %1837, %83 : i64
    %2097 = llvm.mul %102, %82 : i64
    %2098 = llvm.add %2096, %2097 : i64
    %2099 = llvm.add %2098, %86 : i64
    %2100 = llvm.getelementptr %2095[%2099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2094, %2100 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2101 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2102 = llvm.mul %103, %78 : i64
    %2103 = llvm.add %2102, %1839 : i64
    %2104 = llvm.getelementptr %2101[%2103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2105 = llvm.intr.masked.load %2104, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2106 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2107 = llvm.mul %1837, %83 : i64
    %2108 = llvm.mul %103, %82 : i64
    %2109 = llvm.add %2107, %2108 : i64
    %2110 = llvm.add %2109, %86 : i64
    %2111 = llvm.getelementptr %2106[%2110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2105, %2111 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2112 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2113 = llvm.mul %87, %78 : i64
    %2114 = llvm.add %2113, %1839 : i64
    %2115 = llvm.getelementptr %2112[%2114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2116 = llvm.intr.masked.load %2115, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2117 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2118 = llvm.mul %1837, %83 : i64
    %2119 = llvm.mul %87, %82 : i64
    %2120 = llvm.add %2118, %2119 : i64
    %2121 = llvm.add %2120, %86 : i64
    %2122 = llvm.getelementptr %2117[%2121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2116, %2122 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2123 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2124 = llvm.mul %113, %78 : i64
    %2125 = llvm.add %2124, %1839 : i64
    %2126 = llvm.getelementptr %2123[%2125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2127 = llvm.intr.masked.load %2126, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2128 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2129 = llvm.mul %1837, %83 : i64
    %2130 = llvm.mul %113, %82 : i64
    %2131 = llvm.add %2129, %2130 : i64
    %2132 = llvm.add %2131, %86 : i64
    %2133 = llvm.getelementptr %2128[%2132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2127, %2133 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2134 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2135 = llvm.mul %114, %78 : i64
    %2136 = llvm.add %2135, %1839 : i64
    %2137 = llvm.getelementptr %2134[%2136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2138 = llvm.intr.masked.load %2137, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2139 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2140 = llvm.mul %1837, %83 : i64
    %2141 = llvm.mul %114, %82 : i64
    %2142 = llvm.add %2140, %2141 : i64
    %2143 = llvm.add %2142, %86 : i64
    %2144 = llvm.getelementptr %2139[%2143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2138, %2144 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2145 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2146 = llvm.mul %115, %78 : i64
    %2147 = llvm.add %2146, %1839 : i64
    %2148 = llvm.getelementptr %2145[%2147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2149 = llvm.intr.masked.load %2148, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2150 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2151 = llvm.mul %1837, %83 : i64
    %2152 = llvm.mul %115, %82 : i64
    %2153 = llvm.add %2151, %2152 : i64
    %2154 = llvm.add %2153, %86 : i64
    %2155 = llvm.getelementptr %2150[%2154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2149, %2155 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2156 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2157 = llvm.mul %116, %78 : i64
    %2158 = llvm.add %2157, %1839 : i64
    %2159 = llvm.getelementptr %2156[%2158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2160 = llvm.intr.masked.load %2159, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2161 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2162 = llvm.mul %1837, %83 : i64
    %2163 = llvm.mul %116, %82 : i64
    %2164 = llvm.add %2162, %2163 : i64
    %2165 = llvm.add %2164, %86 : i64
    %2166 = llvm.getelementptr %2161[%2165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2160, %2166 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2167 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2168 = llvm.mul %117, %78 : i64
    %2169 = llvm.add %2168, %1839 : i64
    %2170 = llvm.getelementptr %2167[%2169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2171 = llvm.intr.masked.load %2170, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2172 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2173 = llvm.mul %1837, %83 : i64
    %2174 = llvm.mul %117, %82 : i64
    %2175 = llvm.add %2173, %2174 : i64
    %2176 = llvm.add %2175, %86 : i64
    %2177 = llvm.getelementptr %2172[%2176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2171, %2177 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2178 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2179 = llvm.mul %118, %78 : i64
    %2180 = llvm.add %2179, %1839 : i64
    %2181 = llvm.getelementptr %2178[%2180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2182 = llvm.intr.masked.load %2181, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2183 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2184 = llvm.mul %1837, %83 : i64
    %2185 = llvm.mul %118, %82 : i64
    %2186 = llvm.add %2184, %2185 : i64
    %2187 = llvm.add %2186, %86 : i64
    %2188 = llvm.getelementptr %2183[%2187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2182, %2188 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2189 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2190 = llvm.mul %119, %78 : i64
    %2191 = llvm.add %2190, %1839 : i64
    %2192 = llvm.getelementptr %2189[%2191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2193 = llvm.intr.masked.load %2192, %2023, %104 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %2194 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2195 = llvm.mul %1837, %83 : i64
    %2196 = llvm.mul %119, %82 : i64
    %2197 = llvm.add %2195, %2196 : i64
    %2198 = llvm.add %2197, %86 : i64
    %2199 = llvm.getelementptr %2194[%2198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2193, %2199 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb199
  ^bb199:  // 2 preds: ^bb197, ^bb198
    %2200 = llvm.add %1837, %88 : i64
    llvm.br ^bb195(%2200 : i64)
  ^bb200:  // pred: ^bb195
    llvm.cond_br %224, ^bb201, ^bb208
  ^bb201:  // pred: ^bb200
    %2201 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2202 = llvm.getelementptr %2201[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2203 = llvm.atomicrmw add %2202, %93 acq_rel : !llvm.ptr, i64
    %2204 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2205 = llvm.getelementptr %2204[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2206 = llvm.atomicrmw add %2205, %94 acq_rel : !llvm.ptr, i64
    %2207 = llvm.add %2206, %94 : i64
    %2208 = llvm.icmp "eq" %2207, %arg73 : i64
    llvm.cond_br %2208, ^bb202, ^bb203
  ^bb202:  // pred: ^bb201
    %2209 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2210 = llvm.getelementptr %2209[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2211 = llvm.atomicrmw xchg %2210, %93 acq_rel : !llvm.ptr, i64
    %2212 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2213 = llvm.getelementptr %2212[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2214 = llvm.atomicrmw xchg %2213, %93 acq_rel : !llvm.ptr, i64
    %2215 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2216 = llvm.getelementptr %2215[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2217 = llvm.atomicrmw add %2216, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb207
  ^bb203:  // pred: ^bb201
    llvm.br ^bb204
  ^bb204:  // 2 preds: ^bb203, ^bb205
    %2218 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2219 = llvm.getelementptr %2218[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2220 = llvm.atomicrmw add %2219, %93 acq_rel : !llvm.ptr, i64
    %2221 = llvm.icmp "eq" %2220, %2203 : i64
    llvm.cond_br %2221, ^bb205, ^bb206
  ^bb205:  // pred: ^bb204
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb204
  ^bb206:  // pred: ^bb204
    llvm.br ^bb207
  ^bb207:  // 2 preds: ^bb202, ^bb206
    llvm.br ^bb209
  ^bb208:  // pred: ^bb200
    %2222 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2223 = llvm.getelementptr %2222[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2224 = llvm.atomicrmw xchg %2223, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb209
  ^bb209:  // 3 preds: ^bb207, ^bb208, ^bb212
    llvm.br ^bb210
  ^bb210:  // pred: ^bb209
    %2225 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2226 = llvm.getelementptr %2225[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2227 = llvm.atomicrmw add %2226, %94 acq_rel : !llvm.ptr, i64
    %2228 = llvm.mul %2227, %102 : i64
    %2229 = llvm.icmp "ult" %2228, %87 : i64
    llvm.cond_br %2229, ^bb211, ^bb226
  ^bb211:  // pred: ^bb210
    %2230 = llvm.add %2228, %102 : i64
    llvm.br ^bb212(%2228 : i64)
  ^bb212(%2231: i64):  // 2 preds: ^bb211, ^bb225
    %2232 = llvm.icmp "slt" %2231, %2230 : i64
    llvm.cond_br %2232, ^bb213, ^bb209
  ^bb213:  // pred: ^bb212
    %2233 = llvm.intr.umin(%2231, %103) : (i64, i64) -> i64
    %2234 = llvm.add %2231, %88 : i64
    %2235 = llvm.intr.umin(%2234, %103) : (i64, i64) -> i64
    %2236 = llvm.add %2231, %98 : i64
    %2237 = llvm.intr.umin(%2236, %103) : (i64, i64) -> i64
    %2238 = llvm.add %2231, %99 : i64
    %2239 = llvm.intr.umin(%2238, %103) : (i64, i64) -> i64
    %2240 = llvm.add %2231, %100 : i64
    %2241 = llvm.intr.umin(%2240, %103) : (i64, i64) -> i64
    %2242 = llvm.add %2231, %101 : i64
    %2243 = llvm.intr.umin(%2242, %103) : (i64, i64) -> i64
    llvm.br ^bb214(%86 : i64)
  ^bb214(%2244: i64):  // 2 preds: ^bb213, ^bb218
    %2245 = llvm.icmp "slt" %2244, %98 : i64
    llvm.cond_br %2245, ^bb215, ^bb219
  ^bb215:  // pred: ^bb214
    %2246 = llvm.mul %2244, %97 : i64
    llvm.br ^bb216(%86, %104, %104, %104, %104, %104, %104 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb216(%2247: i64, %2248: vector<32xf32>, %2249: vector<32xf32>, %2250: vector<32xf32>, %2251: vector<32xf32>, %2252: vector<32xf32>, %2253: vector<32xf32>):  // 2 preds: ^bb215, ^bb217
    %2254 = llvm.icmp "slt" %2247, %90 : i64
    llvm.cond_br %2254, ^bb217, ^bb218
  ^bb217:  // pred: ^bb216
    %2255 = llvm.extractvalue %301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2256 = llvm.mul %2244, %83 : i64
    %2257 = llvm.mul %2247, %82 : i64
    %2258 = llvm.add %2256, %2257 : i64
    %2259 = llvm.add %2258, %86 : i64
    %2260 = llvm.getelementptr %2255[%2259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2261 = llvm.load %2260 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %2262 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2263 = llvm.mlir.constant(16 : index) : i64
    %2264 = llvm.mul %2233, %2263 overflow<nsw, nuw> : i64
    %2265 = llvm.add %2264, %2247 overflow<nsw, nuw> : i64
    %2266 = llvm.getelementptr inbounds|nuw %2262[%2265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2267 = llvm.load %2266 : !llvm.ptr -> f32
    %2268 = llvm.insertelement %2267, %79[%80 : i32] : vector<32xf32>
    %2269 = llvm.shufflevector %2268, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2270 = llvm.intr.fmuladd(%2269, %2261, %2248) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2271 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2272 = llvm.mlir.constant(16 : index) : i64
    %2273 = llvm.mul %2235, %2272 overflow<nsw, nuw> : i64
    %2274 = llvm.add %2273, %2247 overflow<nsw, nuw> : i64
    %2275 = llvm.getelementptr inbounds|nuw %2271[%2274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2276 = llvm.load %2275 : !llvm.ptr -> f32
    %2277 = llvm.insertelement %2276, %79[%80 : i32] : vector<32xf32>
    %2278 = llvm.shufflevector %2277, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2279 = llvm.intr.fmuladd(%2278, %2261, %2249) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2280 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2281 = llvm.mlir.constant(16 : index) : i64
    %2282 = llvm.mul %2237, %2281 overflow<nsw, nuw> : i64
    %2283 = llvm.add %2282, %2247 overflow<nsw, nuw> : i64
    %2284 = llvm.getelementptr inbounds|nuw %2280[%2283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2285 = llvm.load %2284 : !llvm.ptr -> f32
    %2286 = llvm.insertelement %2285, %79[%80 : i32] : vector<32xf32>
    %2287 = llvm.shufflevector %2286, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2288 = llvm.intr.fmuladd(%2287, %2261, %2250) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2289 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2290 = llvm.mlir.constant(16 : index) : i64
    %2291 = llvm.mul %2239, %2290 overflow<nsw, nuw> : i64
    %2292 = llvm.add %2291, %2247 overflow<nsw, nuw> : i64
    %2293 = llvm.getelementptr inbounds|nuw %2289[%2292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2294 = llvm.load %2293 : !llvm.ptr -> f32
    %2295 = llvm.insertelement %2294, %79[%80 : i32] : vector<32xf32>
    %2296 = llvm.shufflevector %2295, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2297 = llvm.intr.fmuladd(%2296, %2261, %2251) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2298 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2299 = llvm.mlir.constant(16 : index) : i64
    %2300 = llvm.mul %2241, %2299 overflow<nsw, nuw> : i64
    %2301 = llvm.add %2300, %2247 overflow<nsw, nuw> : i64
    %2302 = llvm.getelementptr inbounds|nuw %2298[%2301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2303 = llvm.load %2302 : !llvm.ptr -> f32
    %2304 = llvm.insertelement %2303, %79[%80 : i32] : vector<32xf32>
    %2305 = llvm.shufflevector %2304, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2306 = llvm.intr.fmuladd(%2305, %2261, %2252) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2307 = llvm.extractvalue %163[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2308 = llvm.mlir.constant(16 : index) : i64
    %2309 = llvm.mul %2243, %2308 overflow<nsw, nuw> : i64
    %2310 = llvm.add %2309, %2247 overflow<nsw, nuw> : i64
    %2311 = llvm.getelementptr inbounds|nuw %2307[%2310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2312 = llvm.load %2311 : !llvm.ptr -> f32
    %2313 = llvm.insertelement %2312, %79[%80 : i32] : vector<32xf32>
    %2314 = llvm.shufflevector %2313, %79 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %2315 = llvm.intr.fmuladd(%2314, %2261, %2253) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %2316 = llvm.add %2247, %88 : i64
    llvm.br ^bb216(%2316, %2270, %2279, %2288, %2297, %2306, %2315 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb218:  // pred: ^bb216
    %2317 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2318 = llvm.mul %86, %78 : i64
    %2319 = llvm.add %2318, %2246 : i64
    %2320 = llvm.getelementptr %2317[%2319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2248, %2320 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2321 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2322 = llvm.mul %88, %78 : i64
    %2323 = llvm.add %2322, %2246 : i64
    %2324 = llvm.getelementptr %2321[%2323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2249, %2324 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2325 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2326 = llvm.mul %98, %78 : i64
    %2327 = llvm.add %2326, %2246 : i64
    %2328 = llvm.getelementptr %2325[%2327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2250, %2328 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2329 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2330 = llvm.mul %99, %78 : i64
    %2331 = llvm.add %2330, %2246 : i64
    %2332 = llvm.getelementptr %2329[%2331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2251, %2332 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2333 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2334 = llvm.mul %100, %78 : i64
    %2335 = llvm.add %2334, %2246 : i64
    %2336 = llvm.getelementptr %2333[%2335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2252, %2336 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2337 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2338 = llvm.mul %101, %78 : i64
    %2339 = llvm.add %2338, %2246 : i64
    %2340 = llvm.getelementptr %2337[%2339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2253, %2340 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %2341 = llvm.add %2244, %88 : i64
    llvm.br ^bb214(%2341 : i64)
  ^bb219:  // pred: ^bb214
    %2342 = llvm.sub %87, %2231 : i64
    %2343 = llvm.intr.umin(%2342, %102) : (i64, i64) -> i64
    llvm.br ^bb220(%86 : i64)
  ^bb220(%2344: i64):  // 2 preds: ^bb219, ^bb224
    %2345 = llvm.icmp "slt" %2344, %2343 : i64
    llvm.cond_br %2345, ^bb221, ^bb225
  ^bb221:  // pred: ^bb220
    %2346 = llvm.add %2231, %2344 : i64
    llvm.br ^bb222(%86 : i64)
  ^bb222(%2347: i64):  // 2 preds: ^bb221, ^bb223
    %2348 = llvm.icmp "slt" %2347, %109 : i64
    llvm.cond_br %2348, ^bb223, ^bb224
  ^bb223:  // pred: ^bb222
    %2349 = llvm.extractvalue %1836[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2350 = llvm.mlir.constant(64 : index) : i64
    %2351 = llvm.mul %2344, %2350 overflow<nsw, nuw> : i64
    %2352 = llvm.add %2351, %2347 overflow<nsw, nuw> : i64
    %2353 = llvm.getelementptr inbounds|nuw %2349[%2352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2354 = llvm.load %2353 : !llvm.ptr -> f32
    %2355 = llvm.fmul %2354, %110 : f32
    %2356 = llvm.fmul %2354, %111 : f32
    %2357 = llvm.fcmp "olt" %2356, %132 : f32
    %2358 = llvm.select %2357, %132, %2356 : i1, f32
    %2359 = llvm.fcmp "ogt" %2358, %133 : f32
    %2360 = llvm.select %2359, %133, %2358 : i1, f32
    %2361 = llvm.fmul %2360, %2360 : f32
    %2362 = llvm.intr.fma(%134, %2361, %135) : (f32, f32, f32) -> f32
    %2363 = llvm.intr.fma(%2362, %2361, %136) : (f32, f32, f32) -> f32
    %2364 = llvm.intr.fma(%2363, %2361, %137) : (f32, f32, f32) -> f32
    %2365 = llvm.intr.fma(%2364, %2361, %138) : (f32, f32, f32) -> f32
    %2366 = llvm.intr.fma(%2365, %2361, %112) : (f32, f32, f32) -> f32
    %2367 = llvm.intr.fma(%139, %2361, %140) : (f32, f32, f32) -> f32
    %2368 = llvm.intr.fma(%2367, %2361, %141) : (f32, f32, f32) -> f32
    %2369 = llvm.intr.fma(%2368, %2361, %142) : (f32, f32, f32) -> f32
    %2370 = llvm.intr.fma(%2369, %2361, %143) : (f32, f32, f32) -> f32
    %2371 = llvm.intr.fma(%2370, %2361, %144) : (f32, f32, f32) -> f32
    %2372 = llvm.fmul %2360, %2371 : f32
    %2373 = llvm.fdiv %2372, %2366 : f32
    %2374 = llvm.fcmp "olt" %2373, %145 : f32
    %2375 = llvm.select %2374, %145, %2373 : i1, f32
    %2376 = llvm.fcmp "ogt" %2375, %112 : f32
    %2377 = llvm.select %2376, %112, %2375 : i1, f32
    %2378 = llvm.fadd %2377, %112 : f32
    %2379 = llvm.fmul %2355, %2378 : f32
    %2380 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2381 = llvm.mlir.constant(64 : index) : i64
    %2382 = llvm.mul %2346, %2381 overflow<nsw, nuw> : i64
    %2383 = llvm.add %2382, %2347 overflow<nsw, nuw> : i64
    %2384 = llvm.getelementptr inbounds|nuw %2380[%2383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2379, %2384 : f32, !llvm.ptr
    %2385 = llvm.add %2347, %88 : i64
    llvm.br ^bb222(%2385 : i64)
  ^bb224:  // pred: ^bb222
    %2386 = llvm.add %2344, %88 : i64
    llvm.br ^bb220(%2386 : i64)
  ^bb225:  // pred: ^bb220
    %2387 = llvm.add %2231, %102 : i64
    llvm.br ^bb212(%2387 : i64)
  ^bb226:  // pred: ^bb210
    llvm.cond_br %224, ^bb227, ^bb234
  ^bb227:  // pred: ^bb226
    %2388 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2389 = llvm.getelementptr %2388[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2390 = llvm.atomicrmw add %2389, %93 acq_rel : !llvm.ptr, i64
    %2391 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2392 = llvm.getelementptr %2391[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2393 = llvm.atomicrmw add %2392, %94 acq_rel : !llvm.ptr, i64
    %2394 = llvm.add %2393, %94 : i64
    %2395 = llvm.icmp "eq" %2394, %arg73 : i64
    llvm.cond_br %2395, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %2396 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2397 = llvm.getelementptr %2396[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2398 = llvm.atomicrmw xchg %2397, %93 acq_rel : !llvm.ptr, i64
    %2399 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2400 = llvm.getelementptr %2399[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2401 = llvm.atomicrmw xchg %2400, %93 acq_rel : !llvm.ptr, i64
    %2402 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2403 = llvm.getelementptr %2402[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2404 = llvm.atomicrmw add %2403, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb233
  ^bb229:  // pred: ^bb227
    llvm.br ^bb230
  ^bb230:  // 2 preds: ^bb229, ^bb231
    %2405 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2406 = llvm.getelementptr %2405[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2407 = llvm.atomicrmw add %2406, %93 acq_rel : !llvm.ptr, i64
    %2408 = llvm.icmp "eq" %2407, %2390 : i64
    llvm.cond_br %2408, ^bb231, ^bb232
  ^bb231:  // pred: ^bb230
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb230
  ^bb232:  // pred: ^bb230
    llvm.br ^bb233
  ^bb233:  // 2 preds: ^bb228, ^bb232
    llvm.br ^bb235
  ^bb234:  // pred: ^bb226
    %2409 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2410 = llvm.getelementptr %2409[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2411 = llvm.atomicrmw xchg %2410, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb235
  ^bb235:  // 2 preds: ^bb233, ^bb234
    %2412 = llvm.extractvalue %1836[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%2412) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb236, ^bb243
  ^bb236:  // pred: ^bb235
    %2413 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2414 = llvm.getelementptr %2413[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2415 = llvm.atomicrmw add %2414, %93 acq_rel : !llvm.ptr, i64
    %2416 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2417 = llvm.getelementptr %2416[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2418 = llvm.atomicrmw add %2417, %94 acq_rel : !llvm.ptr, i64
    %2419 = llvm.add %2418, %94 : i64
    %2420 = llvm.icmp "eq" %2419, %arg73 : i64
    llvm.cond_br %2420, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %2421 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2422 = llvm.getelementptr %2421[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2423 = llvm.atomicrmw xchg %2422, %93 acq_rel : !llvm.ptr, i64
    %2424 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2425 = llvm.getelementptr %2424[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2426 = llvm.atomicrmw xchg %2425, %93 acq_rel : !llvm.ptr, i64
    %2427 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2428 = llvm.getelementptr %2427[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2429 = llvm.atomicrmw add %2428, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb242
  ^bb238:  // pred: ^bb236
    llvm.br ^bb239
  ^bb239:  // 2 preds: ^bb238, ^bb240
    %2430 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2431 = llvm.getelementptr %2430[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2432 = llvm.atomicrmw add %2431, %93 acq_rel : !llvm.ptr, i64
    %2433 = llvm.icmp "eq" %2432, %2415 : i64
    llvm.cond_br %2433, ^bb240, ^bb241
  ^bb240:  // pred: ^bb239
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb239
  ^bb241:  // pred: ^bb239
    llvm.br ^bb242
  ^bb242:  // 2 preds: ^bb237, ^bb241
    llvm.br ^bb244
  ^bb243:  // pred: ^bb235
    %2434 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2435 = llvm.getelementptr %2434[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2436 = llvm.atomicrmw xchg %2435, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb244
  ^bb244:  // 2 preds: ^bb242, ^bb243
    %2437 = llvm.mlir.constant(6 : index) : i64
    %2438 = llvm.mlir.constant(16 : index) : i64
    %2439 = llvm.mlir.constant(1 : index) : i64
    %2440 = llvm.mlir.constant(96 : index) : i64
    %2441 = llvm.mlir.zero : !llvm.ptr
    %2442 = llvm.getelementptr %2441[%2440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2443 = llvm.ptrtoint %2442 : !llvm.ptr to i64
    %2444 = llvm.call @malloc(%2443) : (i64) -> !llvm.ptr
    %2445 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2446 = llvm.insertvalue %2444, %2445[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2447 = llvm.insertvalue %2444, %2446[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2448 = llvm.mlir.constant(0 : index) : i64
    %2449 = llvm.insertvalue %2448, %2447[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2450 = llvm.insertvalue %2437, %2449[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2451 = llvm.insertvalue %2438, %2450[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2452 = llvm.insertvalue %2438, %2451[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2453 = llvm.insertvalue %2439, %2452[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb245(%1542 : i64)
  ^bb245(%2454: i64):  // 2 preds: ^bb244, ^bb258
    %2455 = llvm.icmp "slt" %2454, %1544 : i64
    llvm.cond_br %2455, ^bb246, ^bb259
  ^bb246:  // pred: ^bb245
    %2456 = llvm.intr.umin(%2454, %103) : (i64, i64) -> i64
    %2457 = llvm.add %2454, %88 : i64
    %2458 = llvm.intr.umin(%2457, %103) : (i64, i64) -> i64
    %2459 = llvm.add %2454, %98 : i64
    %2460 = llvm.intr.umin(%2459, %103) : (i64, i64) -> i64
    %2461 = llvm.add %2454, %99 : i64
    %2462 = llvm.intr.umin(%2461, %103) : (i64, i64) -> i64
    %2463 = llvm.add %2454, %100 : i64
    %2464 = llvm.intr.umin(%2463, %103) : (i64, i64) -> i64
    %2465 = llvm.add %2454, %101 : i64
    %2466 = llvm.intr.umin(%2465, %103) : (i64, i64) -> i64
    llvm.br ^bb247(%86 : i64)
  ^bb247(%2467: i64):  // 2 preds: ^bb246, ^bb251
    %2468 = llvm.icmp "slt" %2467, %90 : i64
    llvm.cond_br %2468, ^bb248, ^bb252
  ^bb248:  // pred: ^bb247
    llvm.br ^bb249(%86, %89, %89, %89, %89, %89, %89 : i64, f32, f32, f32, f32, f32, f32)
  ^bb249(%2469: i64, %2470: f32, %2471: f32, %2472: f32, %2473: f32, %2474: f32, %2475: f32):  // 2 preds: ^bb248, ^bb250
    %2476 = llvm.icmp "slt" %2469, %109 : i64
    llvm.cond_br %2476, ^bb250, ^bb251
  ^bb250:  // pred: ^bb249
    %2477 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2478 = llvm.mlir.constant(64 : index) : i64
    %2479 = llvm.mul %2456, %2478 overflow<nsw, nuw> : i64
    %2480 = llvm.add %2479, %2469 overflow<nsw, nuw> : i64
    %2481 = llvm.getelementptr inbounds|nuw %2477[%2480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2482 = llvm.load %2481 : !llvm.ptr -> f32
    %2483 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2484 = llvm.mlir.constant(64 : index) : i64
    %2485 = llvm.mul %2458, %2484 overflow<nsw, nuw> : i64
    %2486 = llvm.add %2485, %2469 overflow<nsw, nuw> : i64
    %2487 = llvm.getelementptr inbounds|nuw %2483[%2486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2488 = llvm.load %2487 : !llvm.ptr -> f32
    %2489 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2490 = llvm.mlir.constant(64 : index) : i64
    %2491 = llvm.mul %2460, %2490 overflow<nsw, nuw> : i64
    %2492 = llvm.add %2491, %2469 overflow<nsw, nuw> : i64
    %2493 = llvm.getelementptr inbounds|nuw %2489[%2492] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2494 = llvm.load %2493 : !llvm.ptr -> f32
    %2495 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2496 = llvm.mlir.constant(64 : index) : i64
    %2497 = llvm.mul %2462, %2496 overflow<nsw, nuw> : i64
    %2498 = llvm.add %2497, %2469 overflow<nsw, nuw> : i64
    %2499 = llvm.getelementptr inbounds|nuw %2495[%2498] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2500 = llvm.load %2499 : !llvm.ptr -> f32
    %2501 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2502 = llvm.mlir.constant(64 : index) : i64
    %2503 = llvm.mul %2464, %2502 overflow<nsw, nuw> : i64
    %2504 = llvm.add %2503, %2469 overflow<nsw, nuw> : i64
    %2505 = llvm.getelementptr inbounds|nuw %2501[%2504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2506 = llvm.load %2505 : !llvm.ptr -> f32
    %2507 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2508 = llvm.mlir.constant(64 : index) : i64
    %2509 = llvm.mul %2466, %2508 overflow<nsw, nuw> : i64
    %2510 = llvm.add %2509, %2469 overflow<nsw, nuw> : i64
    %2511 = llvm.getelementptr inbounds|nuw %2507[%2510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2512 = llvm.load %2511 : !llvm.ptr -> f32
    %2513 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2514 = llvm.mlir.constant(16 : index) : i64
    %2515 = llvm.mul %2469, %2514 overflow<nsw, nuw> : i64
    %2516 = llvm.add %2515, %2467 overflow<nsw, nuw> : i64
    %2517 = llvm.getelementptr inbounds|nuw %2513[%2516] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2518 = llvm.load %2517 : !llvm.ptr -> f32
    %2519 = llvm.fmul %2482, %2518 : f32
    %2520 = llvm.fadd %2519, %2470 : f32
    %2521 = llvm.fmul %2488, %2518 : f32
    %2522 = llvm.fadd %2521, %2471 : f32
    %2523 = llvm.fmul %2494, %2518 : f32
    %2524 = llvm.fadd %2523, %2472 : f32
    %2525 = llvm.fmul %2500, %2518 : f32
    %2526 = llvm.fadd %2525, %2473 : f32
    %2527 = llvm.fmul %2506, %2518 : f32
    %2528 = llvm.fadd %2527, %2474 : f32
    %2529 = llvm.fmul %2512, %2518 : f32
    %2530 = llvm.fadd %2529, %2475 : f32
    %2531 = llvm.add %2469, %88 : i64
    llvm.br ^bb249(%2531, %2520, %2522, %2524, %2526, %2528, %2530 : i64, f32, f32, f32, f32, f32, f32)
  ^bb251:  // pred: ^bb249
    %2532 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2533 = llvm.mlir.constant(16 : index) : i64
    %2534 = llvm.mul %86, %2533 overflow<nsw, nuw> : i64
    %2535 = llvm.add %2534, %2467 overflow<nsw, nuw> : i64
    %2536 = llvm.getelementptr inbounds|nuw %2532[%2535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2470, %2536 : f32, !llvm.ptr
    %2537 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2538 = llvm.mlir.constant(16 : index) : i64
    %2539 = llvm.mul %88, %2538 overflow<nsw, nuw> : i64
    %2540 = llvm.add %2539, %2467 overflow<nsw, nuw> : i64
    %2541 = llvm.getelementptr inbounds|nuw %2537[%2540] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2471, %2541 : f32, !llvm.ptr
    %2542 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2543 = llvm.mlir.constant(16 : index) : i64
    %2544 = llvm.mul %98, %2543 overflow<nsw, nuw> : i64
    %2545 = llvm.add %2544, %2467 overflow<nsw, nuw> : i64
    %2546 = llvm.getelementptr inbounds|nuw %2542[%2545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2472, %2546 : f32, !llvm.ptr
    %2547 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2548 = llvm.mlir.constant(16 : index) : i64
    %2549 = llvm.mul %99, %2548 overflow<nsw, nuw> : i64
    %2550 = llvm.add %2549, %2467 overflow<nsw, nuw> : i64
    %2551 = llvm.getelementptr inbounds|nuw %2547[%2550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2473, %2551 : f32, !llvm.ptr
    %2552 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2553 = llvm.mlir.constant(16 : index) : i64
    %2554 = llvm.mul %100, %2553 overflow<nsw, nuw> : i64
    %2555 = llvm.add %2554, %2467 overflow<nsw, nuw> : i64
    %2556 = llvm.getelementptr inbounds|nuw %2552[%2555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2474, %2556 : f32, !llvm.ptr
    %2557 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2558 = llvm.mlir.constant(16 : index) : i64
    %2559 = llvm.mul %101, %2558 overflow<nsw, nuw> : i64
    %2560 = llvm.add %2559, %2467 overflow<nsw, nuw> : i64
    %2561 = llvm.getelementptr inbounds|nuw %2557[%2560] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2475, %2561 : f32, !llvm.ptr
    %2562 = llvm.add %2467, %88 : i64
    llvm.br ^bb247(%2562 : i64)
  ^bb252:  // pred: ^bb247
    %2563 = llvm.sub %87, %2454 : i64
    %2564 = llvm.intr.umin(%2563, %102) : (i64, i64) -> i64
    llvm.br ^bb253(%86 : i64)
  ^bb253(%2565: i64):  // 2 preds: ^bb252, ^bb257
    %2566 = llvm.icmp "slt" %2565, %2564 : i64
    llvm.cond_br %2566, ^bb254, ^bb258
  ^bb254:  // pred: ^bb253
    %2567 = llvm.add %2454, %2565 : i64
    llvm.br ^bb255(%86 : i64)
  ^bb255(%2568: i64):  // 2 preds: ^bb254, ^bb256
    %2569 = llvm.icmp "slt" %2568, %90 : i64
    llvm.cond_br %2569, ^bb256, ^bb257
  ^bb256:  // pred: ^bb255
    %2570 = llvm.extractvalue %1523[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2571 = llvm.mlir.constant(16 : index) : i64
    %2572 = llvm.mul %2567, %2571 overflow<nsw, nuw> : i64
    %2573 = llvm.add %2572, %2568 overflow<nsw, nuw> : i64
    %2574 = llvm.getelementptr inbounds|nuw %2570[%2573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2575 = llvm.load %2574 : !llvm.ptr -> f32
    %2576 = llvm.extractvalue %2453[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2577 = llvm.mlir.constant(16 : index) : i64
    %2578 = llvm.mul %2565, %2577 overflow<nsw, nuw> : i64
    %2579 = llvm.add %2578, %2568 overflow<nsw, nuw> : i64
    %2580 = llvm.getelementptr inbounds|nuw %2576[%2579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2581 = llvm.load %2580 : !llvm.ptr -> f32
    %2582 = llvm.fadd %2575, %2581 : f32
    %2583 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2584 = llvm.mlir.constant(16 : index) : i64
    %2585 = llvm.mul %2567, %2584 overflow<nsw, nuw> : i64
    %2586 = llvm.add %2585, %2568 overflow<nsw, nuw> : i64
    %2587 = llvm.getelementptr inbounds|nuw %2583[%2586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2582, %2587 : f32, !llvm.ptr
    %2588 = llvm.add %2568, %88 : i64
    llvm.br ^bb255(%2588 : i64)
  ^bb257:  // pred: ^bb255
    %2589 = llvm.add %2565, %88 : i64
    llvm.br ^bb253(%2589 : i64)
  ^bb258:  // pred: ^bb253
    %2590 = llvm.add %2454, %102 : i64
    llvm.br ^bb245(%2590 : i64)
  ^bb259:  // pred: ^bb245
    %2591 = llvm.extractvalue %2453[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%2591) : (!llvm.ptr) -> ()
    llvm.cond_br %224, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    %2592 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2593 = llvm.getelementptr %2592[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2594 = llvm.atomicrmw add %2593, %93 acq_rel : !llvm.ptr, i64
    %2595 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2596 = llvm.getelementptr %2595[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2597 = llvm.atomicrmw add %2596, %94 acq_rel : !llvm.ptr, i64
    %2598 = llvm.add %2597, %94 : i64
    %2599 = llvm.icmp "eq" %2598, %arg73 : i64
    llvm.cond_br %2599, ^bb261, ^bb262
  ^bb261:  // pred: ^bb260
    %2600 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2601 = llvm.getelementptr %2600[%86] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2602 = llvm.atomicrmw xchg %2601, %93 acq_rel : !llvm.ptr, i64
    %2603 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2604 = llvm.getelementptr %2603[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2605 = llvm.atomicrmw xchg %2604, %93 acq_rel : !llvm.ptr, i64
    %2606 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2607 = llvm.getelementptr %2606[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2608 = llvm.atomicrmw add %2607, %94 acq_rel : !llvm.ptr, i64
    llvm.br ^bb266
  ^bb262:  // pred: ^bb260
    llvm.br ^bb263
  ^bb263:  // 2 preds: ^bb262, ^bb264
    %2609 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2610 = llvm.getelementptr %2609[%88] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2611 = llvm.atomicrmw add %2610, %93 acq_rel : !llvm.ptr, i64
    %2612 = llvm.icmp "eq" %2611, %2594 : i64
    llvm.cond_br %2612, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb263
  ^bb265:  // pred: ^bb263
    llvm.br ^bb266
  ^bb266:  // 2 preds: ^bb261, ^bb265
    llvm.br ^bb268
  ^bb267:  // pred: ^bb259
    %2613 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2614 = llvm.getelementptr %2613[%87] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2615 = llvm.atomicrmw xchg %2614, %93 acq_rel : !llvm.ptr, i64
    llvm.br ^bb268
  ^bb268:  // 2 preds: ^bb266, ^bb267
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
