#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: !llvm.ptr, %arg19: !llvm.ptr, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: !llvm.ptr, %arg28: !llvm.ptr, %arg29: i64, %arg30: i64, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: !llvm.ptr, %arg37: !llvm.ptr, %arg38: i64, %arg39: i64, %arg40: i64, %arg41: !llvm.ptr, %arg42: !llvm.ptr, %arg43: i64, %arg44: i64, %arg45: i64, %arg46: !llvm.ptr, %arg47: !llvm.ptr, %arg48: i64, %arg49: i64, %arg50: i64, %arg51: i64, %arg52: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 1024 : i64, pyc.naive_bytes = 1024 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg41, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg42, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg43, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg44, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg45, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg36, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg37, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg38, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg39, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg40, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %13 = llvm.insertvalue %arg27, %12[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.insertvalue %arg28, %13[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.insertvalue %arg29, %14[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.insertvalue %arg30, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.insertvalue %arg33, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.insertvalue %arg31, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.insertvalue %arg34, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = llvm.insertvalue %arg32, %19[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %21 = llvm.insertvalue %arg35, %20[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %23 = llvm.insertvalue %arg18, %22[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.insertvalue %arg19, %23[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.insertvalue %arg20, %24[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.insertvalue %arg21, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.insertvalue %arg24, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.insertvalue %arg22, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.insertvalue %arg25, %28[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %30 = llvm.insertvalue %arg23, %29[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %31 = llvm.insertvalue %arg26, %30[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %32 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %33 = llvm.insertvalue %arg9, %32[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %34 = llvm.insertvalue %arg10, %33[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %35 = llvm.insertvalue %arg11, %34[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %36 = llvm.insertvalue %arg12, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %37 = llvm.insertvalue %arg15, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %38 = llvm.insertvalue %arg13, %37[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %39 = llvm.insertvalue %arg16, %38[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %40 = llvm.insertvalue %arg14, %39[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %41 = llvm.insertvalue %arg17, %40[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %43 = llvm.insertvalue %arg0, %42[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %44 = llvm.insertvalue %arg1, %43[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %45 = llvm.insertvalue %arg2, %44[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %46 = llvm.insertvalue %arg3, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %47 = llvm.insertvalue %arg6, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %48 = llvm.insertvalue %arg4, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %49 = llvm.insertvalue %arg7, %48[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %50 = llvm.insertvalue %arg5, %49[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %51 = llvm.insertvalue %arg8, %50[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %52 = llvm.mlir.constant(1262485504 : i32) : i32
    %53 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %54 = llvm.mlir.constant(0.49999997 : f32) : f32
    %55 = llvm.mlir.constant(0.166665196 : f32) : f32
    %56 = llvm.mlir.constant(0.0416672342 : f32) : f32
    %57 = llvm.mlir.constant(0.00836889911 : f32) : f32
    %58 = llvm.mlir.constant(0.00138796063 : f32) : f32
    %59 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %60 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %61 = llvm.mlir.constant(1.44269502 : f32) : f32
    %62 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %63 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %64 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %65 = llvm.mlir.constant(512 : index) : i64
    %66 = llvm.mlir.constant(1 : i64) : i64
    %67 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %68 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %69 = llvm.mlir.constant(0 : i64) : i64
    %70 = llvm.mlir.constant(16 : index) : i64
    %71 = llvm.mlir.constant(5 : index) : i64
    %72 = llvm.mlir.constant(4 : index) : i64
    %73 = llvm.mlir.constant(3 : index) : i64
    %74 = llvm.mlir.constant(7 : index) : i64
    %75 = llvm.mlir.constant(6 : index) : i64
    %76 = llvm.mlir.constant(8 : index) : i64
    %77 = llvm.mlir.constant(1 : index) : i64
    %78 = llvm.mlir.constant(2 : index) : i64
    %79 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %80 = llvm.mlir.constant(0 : index) : i64
    %81 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %82 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.insertvalue %82, %81[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %84 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.getelementptr %84[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %86 = llvm.insertvalue %85, %83[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %87 = llvm.mlir.constant(0 : index) : i64
    %88 = llvm.insertvalue %87, %86[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %89 = llvm.mlir.constant(8 : index) : i64
    %90 = llvm.insertvalue %89, %88[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %91 = llvm.mlir.constant(1 : index) : i64
    %92 = llvm.insertvalue %91, %90[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %93 = llvm.mlir.constant(8 : index) : i64
    %94 = llvm.insertvalue %93, %92[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %95 = llvm.mlir.constant(8 : index) : i64
    %96 = llvm.insertvalue %95, %94[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %97 = llvm.mlir.constant(2 : index) : i64
    %98 = llvm.insertvalue %97, %96[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %99 = llvm.mlir.constant(64 : index) : i64
    %100 = llvm.insertvalue %99, %98[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %101 = llvm.mlir.constant(6 : index) : i64
    %102 = llvm.mlir.constant(8 : index) : i64
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.mlir.constant(48 : index) : i64
    %105 = llvm.mlir.zero : !llvm.ptr
    %106 = llvm.getelementptr %105[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %107 = llvm.ptrtoint %106 : !llvm.ptr to i64
    %108 = llvm.call @malloc(%107) : (i64) -> !llvm.ptr
    %109 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %110 = llvm.insertvalue %108, %109[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %111 = llvm.insertvalue %108, %110[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %112 = llvm.mlir.constant(0 : index) : i64
    %113 = llvm.insertvalue %112, %111[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %114 = llvm.insertvalue %101, %113[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.insertvalue %102, %114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %116 = llvm.insertvalue %102, %115[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %117 = llvm.insertvalue %103, %116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %118 = llvm.mul %arg51, %78 : i64
    %119 = llvm.udiv %118, %arg52 : i64
    %120 = llvm.intr.umin(%119, %78) : (i64, i64) -> i64
    %121 = llvm.add %arg51, %77 : i64
    %122 = llvm.mul %121, %78 : i64
    %123 = llvm.udiv %122, %arg52 : i64
    %124 = llvm.intr.umin(%123, %78) : (i64, i64) -> i64
    llvm.br ^bb1(%120 : i64)
  ^bb1(%125: i64):  // 2 preds: ^bb0, ^bb17
    %126 = llvm.icmp "slt" %125, %124 : i64
    llvm.cond_br %126, ^bb2, ^bb18
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%80 : i64)
  ^bb3(%127: i64):  // 2 preds: ^bb2, ^bb16
    %128 = llvm.icmp "slt" %127, %76 : i64
    llvm.cond_br %128, ^bb4, ^bb17
  ^bb4:  // pred: ^bb3
    %129 = llvm.intr.umin(%127, %74) : (i64, i64) -> i64
    %130 = llvm.add %127, %77 : i64
    %131 = llvm.intr.umin(%130, %74) : (i64, i64) -> i64
    %132 = llvm.add %127, %78 : i64
    %133 = llvm.intr.umin(%132, %74) : (i64, i64) -> i64
    %134 = llvm.add %127, %73 : i64
    %135 = llvm.intr.umin(%134, %74) : (i64, i64) -> i64
    %136 = llvm.add %127, %72 : i64
    %137 = llvm.intr.umin(%136, %74) : (i64, i64) -> i64
    %138 = llvm.add %127, %71 : i64
    %139 = llvm.intr.umin(%138, %74) : (i64, i64) -> i64
    llvm.br ^bb5(%80 : i64)
  ^bb5(%140: i64):  // 2 preds: ^bb4, ^bb9
    %141 = llvm.icmp "slt" %140, %76 : i64
    llvm.cond_br %141, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%80, %79, %79, %79, %79, %79, %79 : i64, f32, f32, f32, f32, f32, f32)
  ^bb7(%142: i64, %143: f32, %144: f32, %145: f32, %146: f32, %147: f32, %148: f32):  // 2 preds: ^bb6, ^bb8
    %149 = llvm.icmp "slt" %142, %70 : i64
    llvm.cond_br %149, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %150 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %151 = llvm.mlir.constant(128 : index) : i64
    %152 = llvm.mul %125, %151 overflow<nsw, nuw> : i64
    %153 = llvm.mlir.constant(16 : index) : i64
    %154 = llvm.mul %129, %153 overflow<nsw, nuw> : i64
    %155 = llvm.add %152, %154 overflow<nsw, nuw> : i64
    %156 = llvm.add %155, %142 overflow<nsw, nuw> : i64
    %157 = llvm.getelementptr inbounds|nuw %150[%156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %158 = llvm.load %157 : !llvm.ptr -> f32
    %159 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %160 = llvm.mlir.constant(128 : index) : i64
    %161 = llvm.mul %125, %160 overflow<nsw, nuw> : i64
    %162 = llvm.mlir.constant(16 : index) : i64
    %163 = llvm.mul %131, %162 overflow<nsw, nuw> : i64
    %164 = llvm.add %161, %163 overflow<nsw, nuw> : i64
    %165 = llvm.add %164, %142 overflow<nsw, nuw> : i64
    %166 = llvm.getelementptr inbounds|nuw %159[%165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %167 = llvm.load %166 : !llvm.ptr -> f32
    %168 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %169 = llvm.mlir.constant(128 : index) : i64
    %170 = llvm.mul %125, %169 overflow<nsw, nuw> : i64
    %171 = llvm.mlir.constant(16 : index) : i64
    %172 = llvm.mul %133, %171 overflow<nsw, nuw> : i64
    %173 = llvm.add %170, %172 overflow<nsw, nuw> : i64
    %174 = llvm.add %173, %142 overflow<nsw, nuw> : i64
    %175 = llvm.getelementptr inbounds|nuw %168[%174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %176 = llvm.load %175 : !llvm.ptr -> f32
    %177 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %178 = llvm.mlir.constant(128 : index) : i64
    %179 = llvm.mul %125, %178 overflow<nsw, nuw> : i64
    %180 = llvm.mlir.constant(16 : index) : i64
    %181 = llvm.mul %135, %180 overflow<nsw, nuw> : i64
    %182 = llvm.add %179, %181 overflow<nsw, nuw> : i64
    %183 = llvm.add %182, %142 overflow<nsw, nuw> : i64
    %184 = llvm.getelementptr inbounds|nuw %177[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %185 = llvm.load %184 : !llvm.ptr -> f32
    %186 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %187 = llvm.mlir.constant(128 : index) : i64
    %188 = llvm.mul %125, %187 overflow<nsw, nuw> : i64
    %189 = llvm.mlir.constant(16 : index) : i64
    %190 = llvm.mul %137, %189 overflow<nsw, nuw> : i64
    %191 = llvm.add %188, %190 overflow<nsw, nuw> : i64
    %192 = llvm.add %191, %142 overflow<nsw, nuw> : i64
    %193 = llvm.getelementptr inbounds|nuw %186[%192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %194 = llvm.load %193 : !llvm.ptr -> f32
    %195 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %196 = llvm.mlir.constant(128 : index) : i64
    %197 = llvm.mul %125, %196 overflow<nsw, nuw> : i64
    %198 = llvm.mlir.constant(16 : index) : i64
    %199 = llvm.mul %139, %198 overflow<nsw, nuw> : i64
    %200 = llvm.add %197, %199 overflow<nsw, nuw> : i64
    %201 = llvm.add %200, %142 overflow<nsw, nuw> : i64
    %202 = llvm.getelementptr inbounds|nuw %195[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %203 = llvm.load %202 : !llvm.ptr -> f32
    %204 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %205 = llvm.mlir.constant(128 : index) : i64
    %206 = llvm.mul %125, %205 overflow<nsw, nuw> : i64
    %207 = llvm.mlir.constant(16 : index) : i64
    %208 = llvm.mul %140, %207 overflow<nsw, nuw> : i64
    %209 = llvm.add %206, %208 overflow<nsw, nuw> : i64
    %210 = llvm.add %209, %142 overflow<nsw, nuw> : i64
    %211 = llvm.getelementptr inbounds|nuw %204[%210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %212 = llvm.load %211 : !llvm.ptr -> f32
    %213 = llvm.fmul %158, %212 : f32
    %214 = llvm.fadd %213, %143 : f32
    %215 = llvm.fmul %167, %212 : f32
    %216 = llvm.fadd %215, %144 : f32
    %217 = llvm.fmul %176, %212 : f32
    %218 = llvm.fadd %217, %145 : f32
    %219 = llvm.fmul %185, %212 : f32
    %220 = llvm.fadd %219, %146 : f32
    %221 = llvm.fmul %194, %212 : f32
    %222 = llvm.fadd %221, %147 : f32
    %223 = llvm.fmul %203, %212 : f32
    %224 = llvm.fadd %223, %148 : f32
    %225 = llvm.add %142, %77 : i64
    llvm.br ^bb7(%225, %214, %216, %218, %220, %222, %224 : i64, f32, f32, f32, f32, f32, f32)
  ^bb9:  // pred: ^bb7
    %226 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %227 = llvm.mlir.constant(8 : index) : i64
    %228 = llvm.mul %80, %227 overflow<nsw, nuw> : i64
    %229 = llvm.add %228, %140 overflow<nsw, nuw> : i64
    %230 = llvm.getelementptr inbounds|nuw %226[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %143, %230 : f32, !llvm.ptr
    %231 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %232 = llvm.mlir.constant(8 : index) : i64
    %233 = llvm.mul %77, %232 overflow<nsw, nuw> : i64
    %234 = llvm.add %233, %140 overflow<nsw, nuw> : i64
    %235 = llvm.getelementptr inbounds|nuw %231[%234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %144, %235 : f32, !llvm.ptr
    %236 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %237 = llvm.mlir.constant(8 : index) : i64
    %238 = llvm.mul %78, %237 overflow<nsw, nuw> : i64
    %239 = llvm.add %238, %140 overflow<nsw, nuw> : i64
    %240 = llvm.getelementptr inbounds|nuw %236[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %145, %240 : f32, !llvm.ptr
    %241 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %242 = llvm.mlir.constant(8 : index) : i64
    %243 = llvm.mul %73, %242 overflow<nsw, nuw> : i64
    %244 = llvm.add %243, %140 overflow<nsw, nuw> : i64
    %245 = llvm.getelementptr inbounds|nuw %241[%244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %146, %245 : f32, !llvm.ptr
    %246 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %247 = llvm.mlir.constant(8 : index) : i64
    %248 = llvm.mul %72, %247 overflow<nsw, nuw> : i64
    %249 = llvm.add %248, %140 overflow<nsw, nuw> : i64
    %250 = llvm.getelementptr inbounds|nuw %246[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %147, %250 : f32, !llvm.ptr
    %251 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %252 = llvm.mlir.constant(8 : index) : i64
    %253 = llvm.mul %71, %252 overflow<nsw, nuw> : i64
    %254 = llvm.add %253, %140 overflow<nsw, nuw> : i64
    %255 = llvm.getelementptr inbounds|nuw %251[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %148, %255 : f32, !llvm.ptr
    %256 = llvm.add %140, %77 : i64
    llvm.br ^bb5(%256 : i64)
  ^bb10:  // pred: ^bb5
    %257 = llvm.sub %76, %127 : i64
    %258 = llvm.intr.umin(%257, %75) : (i64, i64) -> i64
    llvm.br ^bb11(%80 : i64)
  ^bb11(%259: i64):  // 2 preds: ^bb10, ^bb15
    %260 = llvm.icmp "slt" %259, %258 : i64
    llvm.cond_br %260, ^bb12, ^bb16
  ^bb12:  // pred: ^bb11
    %261 = llvm.add %127, %259 : i64
    llvm.br ^bb13(%80 : i64)
  ^bb13(%262: i64):  // 2 preds: ^bb12, ^bb14
    %263 = llvm.icmp "slt" %262, %76 : i64
    llvm.cond_br %263, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %264 = llvm.sub %262, %261 : i64
    %265 = llvm.icmp "sgt" %264, %69 : i64
    %266 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %267 = llvm.mlir.constant(8 : index) : i64
    %268 = llvm.mul %259, %267 overflow<nsw, nuw> : i64
    %269 = llvm.add %268, %262 overflow<nsw, nuw> : i64
    %270 = llvm.getelementptr inbounds|nuw %266[%269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %271 = llvm.load %270 : !llvm.ptr -> f32
    %272 = llvm.fmul %271, %67 : f32
    %273 = llvm.select %265, %68, %272 : i1, f32
    %274 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %275 = llvm.mlir.constant(64 : index) : i64
    %276 = llvm.mul %125, %275 overflow<nsw, nuw> : i64
    %277 = llvm.mlir.constant(8 : index) : i64
    %278 = llvm.mul %261, %277 overflow<nsw, nuw> : i64
    %279 = llvm.add %276, %278 overflow<nsw, nuw> : i64
    %280 = llvm.add %279, %262 overflow<nsw, nuw> : i64
    %281 = llvm.getelementptr inbounds|nuw %274[%280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %273, %281 : f32, !llvm.ptr
    %282 = llvm.add %262, %77 : i64
    llvm.br ^bb13(%282 : i64)
  ^bb15:  // pred: ^bb13
    %283 = llvm.add %259, %77 : i64
    llvm.br ^bb11(%283 : i64)
  ^bb16:  // pred: ^bb11
    %284 = llvm.add %127, %75 : i64
    llvm.br ^bb3(%284 : i64)
  ^bb17:  // pred: ^bb3
    %285 = llvm.add %125, %77 : i64
    llvm.br ^bb1(%285 : i64)
  ^bb18:  // pred: ^bb1
    %286 = llvm.extractvalue %117[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%286) : (!llvm.ptr) -> ()
    %287 = llvm.icmp "ugt" %arg52, %77 : i64
    llvm.cond_br %287, ^bb19, ^bb26
  ^bb19:  // pred: ^bb18
    %288 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %289 = llvm.getelementptr %288[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %290 = llvm.atomicrmw add %289, %69 acq_rel : !llvm.ptr, i64
    %291 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %292 = llvm.getelementptr %291[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %293 = llvm.atomicrmw add %292, %66 acq_rel : !llvm.ptr, i64
    %294 = llvm.add %293, %66 : i64
    %295 = llvm.icmp "eq" %294, %arg52 : i64
    llvm.cond_br %295, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %296 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %297 = llvm.getelementptr %296[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %298 = llvm.atomicrmw xchg %297, %69 acq_rel : !llvm.ptr, i64
    %299 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %300 = llvm.getelementptr %299[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %301 = llvm.atomicrmw xchg %300, %69 acq_rel : !llvm.ptr, i64
    %302 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %303 = llvm.getelementptr %302[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %304 = llvm.atomicrmw add %303, %66 acq_rel : !llvm.ptr, i64
    llvm.br ^bb25
  ^bb21:  // pred: ^bb19
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb21, ^bb23
    %305 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %306 = llvm.getelementptr %305[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %307 = llvm.atomicrmw add %306, %69 acq_rel : !llvm.ptr, i64
    %308 = llvm.icmp "eq" %307, %290 : i64
    llvm.cond_br %308, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb22
  ^bb24:  // pred: ^bb22
    llvm.br ^bb25
  ^bb25:  // 2 preds: ^bb20, ^bb24
    llvm.br ^bb27
  ^bb26:  // pred: ^bb18
    %309 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %310 = llvm.getelementptr %309[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %311 = llvm.atomicrmw xchg %310, %69 acq_rel : !llvm.ptr, i64
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb25, ^bb26
    %312 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %313 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %314 = llvm.insertvalue %313, %312[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %315 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %316 = llvm.getelementptr %315[%65] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %317 = llvm.insertvalue %316, %314[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %318 = llvm.mlir.constant(0 : index) : i64
    %319 = llvm.insertvalue %318, %317[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %320 = llvm.mlir.constant(8 : index) : i64
    %321 = llvm.insertvalue %320, %319[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %322 = llvm.mlir.constant(1 : index) : i64
    %323 = llvm.insertvalue %322, %321[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %324 = llvm.mlir.constant(8 : index) : i64
    %325 = llvm.insertvalue %324, %323[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %326 = llvm.mlir.constant(8 : index) : i64
    %327 = llvm.insertvalue %326, %325[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %328 = llvm.mlir.constant(2 : index) : i64
    %329 = llvm.insertvalue %328, %327[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %330 = llvm.mlir.constant(64 : index) : i64
    %331 = llvm.insertvalue %330, %329[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %332 = llvm.mlir.constant(8 : index) : i64
    %333 = llvm.mlir.constant(1 : index) : i64
    %334 = llvm.mlir.zero : !llvm.ptr
    %335 = llvm.getelementptr %334[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %336 = llvm.ptrtoint %335 : !llvm.ptr to i64
    %337 = llvm.call @malloc(%336) : (i64) -> !llvm.ptr
    %338 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %339 = llvm.insertvalue %337, %338[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %340 = llvm.insertvalue %337, %339[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %341 = llvm.mlir.constant(0 : index) : i64
    %342 = llvm.insertvalue %341, %340[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %343 = llvm.insertvalue %332, %342[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %344 = llvm.insertvalue %333, %343[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb28(%120 : i64)
  ^bb28(%345: i64):  // 2 preds: ^bb27, ^bb41
    %346 = llvm.icmp "slt" %345, %124 : i64
    llvm.cond_br %346, ^bb29, ^bb42
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%80 : i64)
  ^bb30(%347: i64):  // 2 preds: ^bb29, ^bb40
    %348 = llvm.icmp "slt" %347, %76 : i64
    llvm.cond_br %348, ^bb31, ^bb41
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%80, %68 : i64, f32)
  ^bb32(%349: i64, %350: f32):  // 2 preds: ^bb31, ^bb33
    %351 = llvm.icmp "slt" %349, %76 : i64
    llvm.cond_br %351, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %352 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %353 = llvm.mlir.constant(64 : index) : i64
    %354 = llvm.mul %345, %353 overflow<nsw, nuw> : i64
    %355 = llvm.mlir.constant(8 : index) : i64
    %356 = llvm.mul %347, %355 overflow<nsw, nuw> : i64
    %357 = llvm.add %354, %356 overflow<nsw, nuw> : i64
    %358 = llvm.add %357, %349 overflow<nsw, nuw> : i64
    %359 = llvm.getelementptr inbounds|nuw %352[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %360 = llvm.load %359 : !llvm.ptr -> f32
    %361 = llvm.intr.maximum(%360, %350) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %362 = llvm.add %349, %77 : i64
    llvm.br ^bb32(%362, %361 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb34:  // pred: ^bb32
    llvm.br ^bb35(%80, %79 : i64, f32)
  ^bb35(%363: i64, %364: f32):  // 2 preds: ^bb34, ^bb36
    %365 = llvm.icmp "slt" %363, %76 : i64
    llvm.cond_br %365, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %366 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %367 = llvm.mlir.constant(64 : index) : i64
    %368 = llvm.mul %345, %367 overflow<nsw, nuw> : i64
    %369 = llvm.mlir.constant(8 : index) : i64
    %370 = llvm.mul %347, %369 overflow<nsw, nuw> : i64
    %371 = llvm.add %368, %370 overflow<nsw, nuw> : i64
    %372 = llvm.add %371, %363 overflow<nsw, nuw> : i64
    %373 = llvm.getelementptr inbounds|nuw %366[%372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %374 = llvm.load %373 : !llvm.ptr -> f32
    %375 = llvm.fsub %374, %350 : f32
    %376 = llvm.fcmp "olt" %375, %64 : f32
    %377 = llvm.select %376, %64, %375 : i1, f32
    %378 = llvm.fcmp "ogt" %377, %63 : f32
    %379 = llvm.select %378, %63, %377 : i1, f32
    %380 = llvm.intr.fma(%379, %61, %62) : (f32, f32, f32) -> f32
    %381 = llvm.fsub %380, %62 : f32
    %382 = llvm.intr.fma(%381, %60, %379) : (f32, f32, f32) -> f32
    %383 = llvm.intr.fma(%381, %59, %382) : (f32, f32, f32) -> f32
    %384 = llvm.fmul %383, %383 : f32
    %385 = llvm.intr.fma(%58, %383, %57) : (f32, f32, f32) -> f32
    %386 = llvm.intr.fma(%385, %383, %56) : (f32, f32, f32) -> f32
    %387 = llvm.intr.fma(%386, %383, %55) : (f32, f32, f32) -> f32
    %388 = llvm.intr.fma(%387, %383, %54) : (f32, f32, f32) -> f32
    %389 = llvm.intr.fma(%388, %384, %383) : (f32, f32, f32) -> f32
    %390 = llvm.fadd %389, %53 : f32
    %391 = llvm.bitcast %380 : f32 to i32
    %392 = llvm.sub %391, %52 : i32
    %393 = llvm.intr.ldexp(%390, %392) : (f32, i32) -> f32
    %394 = llvm.select %376, %79, %393 : i1, f32
    %395 = llvm.extractvalue %344[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %396 = llvm.getelementptr inbounds|nuw %395[%363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %394, %396 : f32, !llvm.ptr
    %397 = llvm.fadd %394, %364 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %398 = llvm.add %363, %77 : i64
    llvm.br ^bb35(%398, %397 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb37:  // pred: ^bb35
    llvm.br ^bb38(%80 : i64)
  ^bb38(%399: i64):  // 2 preds: ^bb37, ^bb39
    %400 = llvm.icmp "slt" %399, %76 : i64
    llvm.cond_br %400, ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    %401 = llvm.extractvalue %344[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %402 = llvm.getelementptr inbounds|nuw %401[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %403 = llvm.load %402 : !llvm.ptr -> f32
    %404 = llvm.fdiv %403, %364 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %405 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %406 = llvm.mlir.constant(64 : index) : i64
    %407 = llvm.mul %345, %406 overflow<nsw, nuw> : i64
    %408 = llvm.mlir.constant(8 : index) : i64
    %409 = llvm.mul %347, %408 overflow<nsw, nuw> : i64
    %410 = llvm.add %407, %409 overflow<nsw, nuw> : i64
    %411 = llvm.add %410, %399 overflow<nsw, nuw> : i64
    %412 = llvm.getelementptr inbounds|nuw %405[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %404, %412 : f32, !llvm.ptr
    %413 = llvm.add %399, %77 : i64
    llvm.br ^bb38(%413 : i64) {loop_annotation = #loop_annotation1}
  ^bb40:  // pred: ^bb38
    %414 = llvm.add %347, %77 : i64
    llvm.br ^bb30(%414 : i64)
  ^bb41:  // pred: ^bb30
    %415 = llvm.add %345, %77 : i64
    llvm.br ^bb28(%415 : i64)
  ^bb42:  // pred: ^bb28
    %416 = llvm.extractvalue %344[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%416) : (!llvm.ptr) -> ()
    llvm.cond_br %287, ^bb43, ^bb50
  ^bb43:  // pred: ^bb42
    %417 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %418 = llvm.getelementptr %417[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %419 = llvm.atomicrmw add %418, %69 acq_rel : !llvm.ptr, i64
    %420 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %421 = llvm.getelementptr %420[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %422 = llvm.atomicrmw add %421, %66 acq_rel : !llvm.ptr, i64
    %423 = llvm.add %422, %66 : i64
    %424 = llvm.icmp "eq" %423, %arg52 : i64
    llvm.cond_br %424, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %425 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %426 = llvm.getelementptr %425[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %427 = llvm.atomicrmw xchg %426, %69 acq_rel : !llvm.ptr, i64
    %428 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %429 = llvm.getelementptr %428[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %430 = llvm.atomicrmw xchg %429, %69 acq_rel : !llvm.ptr, i64
    %431 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %432 = llvm.getelementptr %431[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %433 = llvm.atomicrmw add %432, %66 acq_rel : !llvm.ptr, i64
    llvm.br ^bb49
  ^bb45:  // pred: ^bb43
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb45, ^bb47
    %434 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %435 = llvm.getelementptr %434[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %436 = llvm.atomicrmw add %435, %69 acq_rel : !llvm.ptr, i64
    %437 = llvm.icmp "eq" %436, %419 : i64
    llvm.cond_br %437, ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb46
  ^bb48:  // pred: ^bb46
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb44, ^bb48
    llvm.br ^bb51
  ^bb50:  // pred: ^bb42
    %438 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %439 = llvm.getelementptr %438[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %440 = llvm.atomicrmw xchg %439, %69 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb49, ^bb50
    %441 = llvm.mlir.constant(6 : index) : i64
    %442 = llvm.mlir.constant(16 : index) : i64
    %443 = llvm.mlir.constant(1 : index) : i64
    %444 = llvm.mlir.constant(96 : index) : i64
    %445 = llvm.mlir.zero : !llvm.ptr
    %446 = llvm.getelementptr %445[%444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %447 = llvm.ptrtoint %446 : !llvm.ptr to i64
    %448 = llvm.call @malloc(%447) : (i64) -> !llvm.ptr
    %449 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %450 = llvm.insertvalue %448, %449[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %451 = llvm.insertvalue %448, %450[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %452 = llvm.mlir.constant(0 : index) : i64
    %453 = llvm.insertvalue %452, %451[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %454 = llvm.insertvalue %441, %453[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %455 = llvm.insertvalue %442, %454[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %456 = llvm.insertvalue %442, %455[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %457 = llvm.insertvalue %443, %456[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb52(%120 : i64)
  ^bb52(%458: i64):  // 2 preds: ^bb51, ^bb68
    %459 = llvm.icmp "slt" %458, %124 : i64
    llvm.cond_br %459, ^bb53, ^bb69
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%80 : i64)
  ^bb54(%460: i64):  // 2 preds: ^bb53, ^bb67
    %461 = llvm.icmp "slt" %460, %76 : i64
    llvm.cond_br %461, ^bb55, ^bb68
  ^bb55:  // pred: ^bb54
    %462 = llvm.intr.umin(%460, %74) : (i64, i64) -> i64
    %463 = llvm.add %460, %77 : i64
    %464 = llvm.intr.umin(%463, %74) : (i64, i64) -> i64
    %465 = llvm.add %460, %78 : i64
    %466 = llvm.intr.umin(%465, %74) : (i64, i64) -> i64
    %467 = llvm.add %460, %73 : i64
    %468 = llvm.intr.umin(%467, %74) : (i64, i64) -> i64
    %469 = llvm.add %460, %72 : i64
    %470 = llvm.intr.umin(%469, %74) : (i64, i64) -> i64
    %471 = llvm.add %460, %71 : i64
    %472 = llvm.intr.umin(%471, %74) : (i64, i64) -> i64
    %473 = llvm.add %460, %75 : i64
    %474 = llvm.intr.umin(%473, %76) : (i64, i64) -> i64
    llvm.br ^bb56(%80 : i64)
  ^bb56(%475: i64):  // 2 preds: ^bb55, ^bb60
    %476 = llvm.icmp "slt" %475, %70 : i64
    llvm.cond_br %476, ^bb57, ^bb61
  ^bb57:  // pred: ^bb56
    llvm.br ^bb58(%80, %79, %79, %79, %79, %79, %79 : i64, f32, f32, f32, f32, f32, f32)
  ^bb58(%477: i64, %478: f32, %479: f32, %480: f32, %481: f32, %482: f32, %483: f32):  // 2 preds: ^bb57, ^bb59
    %484 = llvm.icmp "slt" %477, %474 : i64
    llvm.cond_br %484, ^bb59, ^bb60
  ^bb59:  // pred: ^bb58
    %485 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %486 = llvm.mlir.constant(64 : index) : i64
    %487 = llvm.mul %458, %486 overflow<nsw, nuw> : i64
    %488 = llvm.mlir.constant(8 : index) : i64
    %489 = llvm.mul %462, %488 overflow<nsw, nuw> : i64
    %490 = llvm.add %487, %489 overflow<nsw, nuw> : i64
    %491 = llvm.add %490, %477 overflow<nsw, nuw> : i64
    %492 = llvm.getelementptr inbounds|nuw %485[%491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %493 = llvm.load %492 : !llvm.ptr -> f32
    %494 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %495 = llvm.mlir.constant(64 : index) : i64
    %496 = llvm.mul %458, %495 overflow<nsw, nuw> : i64
    %497 = llvm.mlir.constant(8 : index) : i64
    %498 = llvm.mul %464, %497 overflow<nsw, nuw> : i64
    %499 = llvm.add %496, %498 overflow<nsw, nuw> : i64
    %500 = llvm.add %499, %477 overflow<nsw, nuw> : i64
    %501 = llvm.getelementptr inbounds|nuw %494[%500] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %502 = llvm.load %501 : !llvm.ptr -> f32
    %503 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %504 = llvm.mlir.constant(64 : index) : i64
    %505 = llvm.mul %458, %504 overflow<nsw, nuw> : i64
    %506 = llvm.mlir.constant(8 : index) : i64
    %507 = llvm.mul %466, %506 overflow<nsw, nuw> : i64
    %508 = llvm.add %505, %507 overflow<nsw, nuw> : i64
    %509 = llvm.add %508, %477 overflow<nsw, nuw> : i64
    %510 = llvm.getelementptr inbounds|nuw %503[%509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %511 = llvm.load %510 : !llvm.ptr -> f32
    %512 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %513 = llvm.mlir.constant(64 : index) : i64
    %514 = llvm.mul %458, %513 overflow<nsw, nuw> : i64
    %515 = llvm.mlir.constant(8 : index) : i64
    %516 = llvm.mul %468, %515 overflow<nsw, nuw> : i64
    %517 = llvm.add %514, %516 overflow<nsw, nuw> : i64
    %518 = llvm.add %517, %477 overflow<nsw, nuw> : i64
    %519 = llvm.getelementptr inbounds|nuw %512[%518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %520 = llvm.load %519 : !llvm.ptr -> f32
    %521 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %522 = llvm.mlir.constant(64 : index) : i64
    %523 = llvm.mul %458, %522 overflow<nsw, nuw> : i64
    %524 = llvm.mlir.constant(8 : index) : i64
    %525 = llvm.mul %470, %524 overflow<nsw, nuw> : i64
    %526 = llvm.add %523, %525 overflow<nsw, nuw> : i64
    %527 = llvm.add %526, %477 overflow<nsw, nuw> : i64
    %528 = llvm.getelementptr inbounds|nuw %521[%527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %529 = llvm.load %528 : !llvm.ptr -> f32
    %530 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %531 = llvm.mlir.constant(64 : index) : i64
    %532 = llvm.mul %458, %531 overflow<nsw, nuw> : i64
    %533 = llvm.mlir.constant(8 : index) : i64
    %534 = llvm.mul %472, %533 overflow<nsw, nuw> : i64
    %535 = llvm.add %532, %534 overflow<nsw, nuw> : i64
    %536 = llvm.add %535, %477 overflow<nsw, nuw> : i64
    %537 = llvm.getelementptr inbounds|nuw %530[%536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %538 = llvm.load %537 : !llvm.ptr -> f32
    %539 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %540 = llvm.mlir.constant(128 : index) : i64
    %541 = llvm.mul %458, %540 overflow<nsw, nuw> : i64
    %542 = llvm.mlir.constant(16 : index) : i64
    %543 = llvm.mul %477, %542 overflow<nsw, nuw> : i64
    %544 = llvm.add %541, %543 overflow<nsw, nuw> : i64
    %545 = llvm.add %544, %475 overflow<nsw, nuw> : i64
    %546 = llvm.getelementptr inbounds|nuw %539[%545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %547 = llvm.load %546 : !llvm.ptr -> f32
    %548 = llvm.fmul %493, %547 : f32
    %549 = llvm.fadd %548, %478 : f32
    %550 = llvm.fmul %502, %547 : f32
    %551 = llvm.fadd %550, %479 : f32
    %552 = llvm.fmul %511, %547 : f32
    %553 = llvm.fadd %552, %480 : f32
    %554 = llvm.fmul %520, %547 : f32
    %555 = llvm.fadd %554, %481 : f32
    %556 = llvm.fmul %529, %547 : f32
    %557 = llvm.fadd %556, %482 : f32
    %558 = llvm.fmul %538, %547 : f32
    %559 = llvm.fadd %558, %483 : f32
    %560 = llvm.add %477, %77 : i64
    llvm.br ^bb58(%560, %549, %551, %553, %555, %557, %559 : i64, f32, f32, f32, f32, f32, f32)
  ^bb60:  // pred: ^bb58
    %561 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %562 = llvm.mlir.constant(16 : index) : i64
    %563 = llvm.mul %80, %562 overflow<nsw, nuw> : i64
    %564 = llvm.add %563, %475 overflow<nsw, nuw> : i64
    %565 = llvm.getelementptr inbounds|nuw %561[%564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %478, %565 : f32, !llvm.ptr
    %566 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %567 = llvm.mlir.constant(16 : index) : i64
    %568 = llvm.mul %77, %567 overflow<nsw, nuw> : i64
    %569 = llvm.add %568, %475 overflow<nsw, nuw> : i64
    %570 = llvm.getelementptr inbounds|nuw %566[%569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %479, %570 : f32, !llvm.ptr
    %571 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %572 = llvm.mlir.constant(16 : index) : i64
    %573 = llvm.mul %78, %572 overflow<nsw, nuw> : i64
    %574 = llvm.add %573, %475 overflow<nsw, nuw> : i64
    %575 = llvm.getelementptr inbounds|nuw %571[%574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %480, %575 : f32, !llvm.ptr
    %576 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %577 = llvm.mlir.constant(16 : index) : i64
    %578 = llvm.mul %73, %577 overflow<nsw, nuw> : i64
    %579 = llvm.add %578, %475 overflow<nsw, nuw> : i64
    %580 = llvm.getelementptr inbounds|nuw %576[%579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %481, %580 : f32, !llvm.ptr
    %581 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %582 = llvm.mlir.constant(16 : index) : i64
    %583 = llvm.mul %72, %582 overflow<nsw, nuw> : i64
    %584 = llvm.add %583, %475 overflow<nsw, nuw> : i64
    %585 = llvm.getelementptr inbounds|nuw %581[%584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %482, %585 : f32, !llvm.ptr
    %586 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %587 = llvm.mlir.constant(16 : index) : i64
    %588 = llvm.mul %71, %587 overflow<nsw, nuw> : i64
    %589 = llvm.add %588, %475 overflow<nsw, nuw> : i64
    %590 = llvm.getelementptr inbounds|nuw %586[%589] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %483, %590 : f32, !llvm.ptr
    %591 = llvm.add %475, %77 : i64
    llvm.br ^bb56(%591 : i64)
  ^bb61:  // pred: ^bb56
    %592 = llvm.sub %76, %460 : i64
    %593 = llvm.intr.umin(%592, %75) : (i64, i64) -> i64
    llvm.br ^bb62(%80 : i64)
  ^bb62(%594: i64):  // 2 preds: ^bb61, ^bb66
    %595 = llvm.icmp "slt" %594, %593 : i64
    llvm.cond_br %595, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    %596 = llvm.add %460, %594 : i64
    llvm.br ^bb64(%80 : i64)
  ^bb64(%597: i64):  // 2 preds: ^bb63, ^bb65
    %598 = llvm.icmp "slt" %597, %70 : i64
    llvm.cond_br %598, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %599 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %600 = llvm.mlir.constant(16 : index) : i64
    %601 = llvm.mul %594, %600 overflow<nsw, nuw> : i64
    %602 = llvm.add %601, %597 overflow<nsw, nuw> : i64
    %603 = llvm.getelementptr inbounds|nuw %599[%602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %604 = llvm.load %603 : !llvm.ptr -> f32
    %605 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %606 = llvm.mlir.constant(128 : index) : i64
    %607 = llvm.mul %458, %606 overflow<nsw, nuw> : i64
    %608 = llvm.mlir.constant(16 : index) : i64
    %609 = llvm.mul %596, %608 overflow<nsw, nuw> : i64
    %610 = llvm.add %607, %609 overflow<nsw, nuw> : i64
    %611 = llvm.add %610, %597 overflow<nsw, nuw> : i64
    %612 = llvm.getelementptr inbounds|nuw %605[%611] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %604, %612 : f32, !llvm.ptr
    %613 = llvm.add %597, %77 : i64
    llvm.br ^bb64(%613 : i64)
  ^bb66:  // pred: ^bb64
    %614 = llvm.add %594, %77 : i64
    llvm.br ^bb62(%614 : i64)
  ^bb67:  // pred: ^bb62
    %615 = llvm.add %460, %75 : i64
    llvm.br ^bb54(%615 : i64)
  ^bb68:  // pred: ^bb54
    %616 = llvm.add %458, %77 : i64
    llvm.br ^bb52(%616 : i64)
  ^bb69:  // pred: ^bb52
    %617 = llvm.extractvalue %457[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%617) : (!llvm.ptr) -> ()
    llvm.cond_br %287, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    %618 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %619 = llvm.getelementptr %618[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %620 = llvm.atomicrmw add %619, %69 acq_rel : !llvm.ptr, i64
    %621 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %622 = llvm.getelementptr %621[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %623 = llvm.atomicrmw add %622, %66 acq_rel : !llvm.ptr, i64
    %624 = llvm.add %623, %66 : i64
    %625 = llvm.icmp "eq" %624, %arg52 : i64
    llvm.cond_br %625, ^bb71, ^bb72
  ^bb71:  // pred: ^bb70
    %626 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %627 = llvm.getelementptr %626[%80] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %628 = llvm.atomicrmw xchg %627, %69 acq_rel : !llvm.ptr, i64
    %629 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %630 = llvm.getelementptr %629[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %631 = llvm.atomicrmw xchg %630, %69 acq_rel : !llvm.ptr, i64
    %632 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %633 = llvm.getelementptr %632[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %634 = llvm.atomicrmw add %633, %66 acq_rel : !llvm.ptr, i64
    llvm.br ^bb76
  ^bb72:  // pred: ^bb70
    llvm.br ^bb73
  ^bb73:  // 2 preds: ^bb72, ^bb74
    %635 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %636 = llvm.getelementptr %635[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %637 = llvm.atomicrmw add %636, %69 acq_rel : !llvm.ptr, i64
    %638 = llvm.icmp "eq" %637, %620 : i64
    llvm.cond_br %638, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb73
  ^bb75:  // pred: ^bb73
    llvm.br ^bb76
  ^bb76:  // 2 preds: ^bb71, ^bb75
    llvm.br ^bb78
  ^bb77:  // pred: ^bb69
    %639 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %640 = llvm.getelementptr %639[%76] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %641 = llvm.atomicrmw xchg %640, %69 acq_rel : !llvm.ptr, i64
    llvm.br ^bb78
  ^bb78:  // 2 preds: ^bb76, ^bb77
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 1024 : i64, pyc.naive_bytes = 1024 : i64} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %6 = llvm.extractvalue %0[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %7 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %8 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %9 = llvm.extractvalue %0[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %10 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %11 = llvm.extractvalue %10[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %12 = llvm.extractvalue %10[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %13 = llvm.extractvalue %10[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %14 = llvm.extractvalue %10[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %15 = llvm.extractvalue %10[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %16 = llvm.extractvalue %10[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %17 = llvm.extractvalue %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %18 = llvm.extractvalue %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %19 = llvm.extractvalue %10[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %20 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %21 = llvm.extractvalue %20[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %22 = llvm.extractvalue %20[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %23 = llvm.extractvalue %20[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %24 = llvm.extractvalue %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %25 = llvm.extractvalue %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %26 = llvm.extractvalue %20[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %27 = llvm.extractvalue %20[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %28 = llvm.extractvalue %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %29 = llvm.extractvalue %20[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %30 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %35 = llvm.extractvalue %30[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %36 = llvm.extractvalue %30[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %37 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %38 = llvm.extractvalue %30[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %39 = llvm.extractvalue %30[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %40 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %42 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %43 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %48 = llvm.extractvalue %46[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %49 = llvm.extractvalue %46[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %50 = llvm.extractvalue %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %51 = llvm.extractvalue %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %52 = llvm.load %arg6 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %53 = llvm.extractvalue %52[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %54 = llvm.extractvalue %52[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %55 = llvm.extractvalue %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %56 = llvm.extractvalue %52[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %57 = llvm.extractvalue %52[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %8, %9, %11, %12, %13, %14, %15, %16, %17, %18, %19, %21, %22, %23, %24, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %36, %37, %38, %39, %41, %42, %43, %44, %45, %47, %48, %49, %50, %51, %53, %54, %55, %56, %57, %arg7, %arg8) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
