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
    %54 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %55 = llvm.mlir.constant(0.166666657 : f32) : f32
    %56 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %57 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %58 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %59 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %60 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %61 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %62 = llvm.mlir.constant(1.44269502 : f32) : f32
    %63 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %64 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %65 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %66 = llvm.mlir.constant(512 : index) : i64
    %67 = llvm.mlir.constant(1 : i64) : i64
    %68 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %69 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %70 = llvm.mlir.constant(0 : i64) : i64
    %71 = llvm.mlir.constant(16 : index) : i64
    %72 = llvm.mlir.constant(5 : index) : i64
    %73 = llvm.mlir.constant(4 : index) : i64
    %74 = llvm.mlir.constant(3 : index) : i64
    %75 = llvm.mlir.constant(7 : index) : i64
    %76 = llvm.mlir.constant(6 : index) : i64
    %77 = llvm.mlir.constant(8 : index) : i64
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.mlir.constant(2 : index) : i64
    %80 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %81 = llvm.mlir.constant(0 : index) : i64
    %82 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %83 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.insertvalue %83, %82[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %85 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.getelementptr %85[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %87 = llvm.insertvalue %86, %84[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %88 = llvm.mlir.constant(0 : index) : i64
    %89 = llvm.insertvalue %88, %87[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %90 = llvm.mlir.constant(8 : index) : i64
    %91 = llvm.insertvalue %90, %89[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %92 = llvm.mlir.constant(1 : index) : i64
    %93 = llvm.insertvalue %92, %91[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %94 = llvm.mlir.constant(8 : index) : i64
    %95 = llvm.insertvalue %94, %93[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %96 = llvm.mlir.constant(8 : index) : i64
    %97 = llvm.insertvalue %96, %95[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %98 = llvm.mlir.constant(2 : index) : i64
    %99 = llvm.insertvalue %98, %97[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %100 = llvm.mlir.constant(64 : index) : i64
    %101 = llvm.insertvalue %100, %99[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %102 = llvm.mlir.constant(6 : index) : i64
    %103 = llvm.mlir.constant(8 : index) : i64
    %104 = llvm.mlir.constant(1 : index) : i64
    %105 = llvm.mlir.constant(48 : index) : i64
    %106 = llvm.mlir.zero : !llvm.ptr
    %107 = llvm.getelementptr %106[%105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %108 = llvm.ptrtoint %107 : !llvm.ptr to i64
    %109 = llvm.call @malloc(%108) : (i64) -> !llvm.ptr
    %110 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %111 = llvm.insertvalue %109, %110[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %112 = llvm.insertvalue %109, %111[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %113 = llvm.mlir.constant(0 : index) : i64
    %114 = llvm.insertvalue %113, %112[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.insertvalue %102, %114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %116 = llvm.insertvalue %103, %115[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %117 = llvm.insertvalue %103, %116[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %118 = llvm.insertvalue %104, %117[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %119 = llvm.mul %arg51, %79 : i64
    %120 = llvm.udiv %119, %arg52 : i64
    %121 = llvm.intr.umin(%120, %79) : (i64, i64) -> i64
    %122 = llvm.add %arg51, %78 : i64
    %123 = llvm.mul %122, %79 : i64
    %124 = llvm.udiv %123, %arg52 : i64
    %125 = llvm.intr.umin(%124, %79) : (i64, i64) -> i64
    llvm.br ^bb1(%121 : i64)
  ^bb1(%126: i64):  // 2 preds: ^bb0, ^bb17
    %127 = llvm.icmp "slt" %126, %125 : i64
    llvm.cond_br %127, ^bb2, ^bb18
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%81 : i64)
  ^bb3(%128: i64):  // 2 preds: ^bb2, ^bb16
    %129 = llvm.icmp "slt" %128, %77 : i64
    llvm.cond_br %129, ^bb4, ^bb17
  ^bb4:  // pred: ^bb3
    %130 = llvm.intr.umin(%128, %75) : (i64, i64) -> i64
    %131 = llvm.add %128, %78 : i64
    %132 = llvm.intr.umin(%131, %75) : (i64, i64) -> i64
    %133 = llvm.add %128, %79 : i64
    %134 = llvm.intr.umin(%133, %75) : (i64, i64) -> i64
    %135 = llvm.add %128, %74 : i64
    %136 = llvm.intr.umin(%135, %75) : (i64, i64) -> i64
    %137 = llvm.add %128, %73 : i64
    %138 = llvm.intr.umin(%137, %75) : (i64, i64) -> i64
    %139 = llvm.add %128, %72 : i64
    %140 = llvm.intr.umin(%139, %75) : (i64, i64) -> i64
    llvm.br ^bb5(%81 : i64)
  ^bb5(%141: i64):  // 2 preds: ^bb4, ^bb9
    %142 = llvm.icmp "slt" %141, %77 : i64
    llvm.cond_br %142, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%81, %80, %80, %80, %80, %80, %80 : i64, f32, f32, f32, f32, f32, f32)
  ^bb7(%143: i64, %144: f32, %145: f32, %146: f32, %147: f32, %148: f32, %149: f32):  // 2 preds: ^bb6, ^bb8
    %150 = llvm.icmp "slt" %143, %71 : i64
    llvm.cond_br %150, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %151 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %152 = llvm.mlir.constant(128 : index) : i64
    %153 = llvm.mul %126, %152 overflow<nsw, nuw> : i64
    %154 = llvm.mlir.constant(16 : index) : i64
    %155 = llvm.mul %130, %154 overflow<nsw, nuw> : i64
    %156 = llvm.add %153, %155 overflow<nsw, nuw> : i64
    %157 = llvm.add %156, %143 overflow<nsw, nuw> : i64
    %158 = llvm.getelementptr inbounds|nuw %151[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %159 = llvm.load %158 : !llvm.ptr -> f32
    %160 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %161 = llvm.mlir.constant(128 : index) : i64
    %162 = llvm.mul %126, %161 overflow<nsw, nuw> : i64
    %163 = llvm.mlir.constant(16 : index) : i64
    %164 = llvm.mul %132, %163 overflow<nsw, nuw> : i64
    %165 = llvm.add %162, %164 overflow<nsw, nuw> : i64
    %166 = llvm.add %165, %143 overflow<nsw, nuw> : i64
    %167 = llvm.getelementptr inbounds|nuw %160[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %168 = llvm.load %167 : !llvm.ptr -> f32
    %169 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %170 = llvm.mlir.constant(128 : index) : i64
    %171 = llvm.mul %126, %170 overflow<nsw, nuw> : i64
    %172 = llvm.mlir.constant(16 : index) : i64
    %173 = llvm.mul %134, %172 overflow<nsw, nuw> : i64
    %174 = llvm.add %171, %173 overflow<nsw, nuw> : i64
    %175 = llvm.add %174, %143 overflow<nsw, nuw> : i64
    %176 = llvm.getelementptr inbounds|nuw %169[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %177 = llvm.load %176 : !llvm.ptr -> f32
    %178 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %179 = llvm.mlir.constant(128 : index) : i64
    %180 = llvm.mul %126, %179 overflow<nsw, nuw> : i64
    %181 = llvm.mlir.constant(16 : index) : i64
    %182 = llvm.mul %136, %181 overflow<nsw, nuw> : i64
    %183 = llvm.add %180, %182 overflow<nsw, nuw> : i64
    %184 = llvm.add %183, %143 overflow<nsw, nuw> : i64
    %185 = llvm.getelementptr inbounds|nuw %178[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %186 = llvm.load %185 : !llvm.ptr -> f32
    %187 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %188 = llvm.mlir.constant(128 : index) : i64
    %189 = llvm.mul %126, %188 overflow<nsw, nuw> : i64
    %190 = llvm.mlir.constant(16 : index) : i64
    %191 = llvm.mul %138, %190 overflow<nsw, nuw> : i64
    %192 = llvm.add %189, %191 overflow<nsw, nuw> : i64
    %193 = llvm.add %192, %143 overflow<nsw, nuw> : i64
    %194 = llvm.getelementptr inbounds|nuw %187[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %195 = llvm.load %194 : !llvm.ptr -> f32
    %196 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %197 = llvm.mlir.constant(128 : index) : i64
    %198 = llvm.mul %126, %197 overflow<nsw, nuw> : i64
    %199 = llvm.mlir.constant(16 : index) : i64
    %200 = llvm.mul %140, %199 overflow<nsw, nuw> : i64
    %201 = llvm.add %198, %200 overflow<nsw, nuw> : i64
    %202 = llvm.add %201, %143 overflow<nsw, nuw> : i64
    %203 = llvm.getelementptr inbounds|nuw %196[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %204 = llvm.load %203 : !llvm.ptr -> f32
    %205 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %206 = llvm.mlir.constant(128 : index) : i64
    %207 = llvm.mul %126, %206 overflow<nsw, nuw> : i64
    %208 = llvm.mlir.constant(16 : index) : i64
    %209 = llvm.mul %141, %208 overflow<nsw, nuw> : i64
    %210 = llvm.add %207, %209 overflow<nsw, nuw> : i64
    %211 = llvm.add %210, %143 overflow<nsw, nuw> : i64
    %212 = llvm.getelementptr inbounds|nuw %205[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %213 = llvm.load %212 : !llvm.ptr -> f32
    %214 = llvm.fmul %159, %213 : f32
    %215 = llvm.fadd %214, %144 : f32
    %216 = llvm.fmul %168, %213 : f32
    %217 = llvm.fadd %216, %145 : f32
    %218 = llvm.fmul %177, %213 : f32
    %219 = llvm.fadd %218, %146 : f32
    %220 = llvm.fmul %186, %213 : f32
    %221 = llvm.fadd %220, %147 : f32
    %222 = llvm.fmul %195, %213 : f32
    %223 = llvm.fadd %222, %148 : f32
    %224 = llvm.fmul %204, %213 : f32
    %225 = llvm.fadd %224, %149 : f32
    %226 = llvm.add %143, %78 : i64
    llvm.br ^bb7(%226, %215, %217, %219, %221, %223, %225 : i64, f32, f32, f32, f32, f32, f32)
  ^bb9:  // pred: ^bb7
    %227 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %228 = llvm.mlir.constant(8 : index) : i64
    %229 = llvm.mul %81, %228 overflow<nsw, nuw> : i64
    %230 = llvm.add %229, %141 overflow<nsw, nuw> : i64
    %231 = llvm.getelementptr inbounds|nuw %227[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %144, %231 : f32, !llvm.ptr
    %232 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %233 = llvm.mlir.constant(8 : index) : i64
    %234 = llvm.mul %78, %233 overflow<nsw, nuw> : i64
    %235 = llvm.add %234, %141 overflow<nsw, nuw> : i64
    %236 = llvm.getelementptr inbounds|nuw %232[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %145, %236 : f32, !llvm.ptr
    %237 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %238 = llvm.mlir.constant(8 : index) : i64
    %239 = llvm.mul %79, %238 overflow<nsw, nuw> : i64
    %240 = llvm.add %239, %141 overflow<nsw, nuw> : i64
    %241 = llvm.getelementptr inbounds|nuw %237[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %146, %241 : f32, !llvm.ptr
    %242 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %243 = llvm.mlir.constant(8 : index) : i64
    %244 = llvm.mul %74, %243 overflow<nsw, nuw> : i64
    %245 = llvm.add %244, %141 overflow<nsw, nuw> : i64
    %246 = llvm.getelementptr inbounds|nuw %242[%245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %147, %246 : f32, !llvm.ptr
    %247 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %248 = llvm.mlir.constant(8 : index) : i64
    %249 = llvm.mul %73, %248 overflow<nsw, nuw> : i64
    %250 = llvm.add %249, %141 overflow<nsw, nuw> : i64
    %251 = llvm.getelementptr inbounds|nuw %247[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %148, %251 : f32, !llvm.ptr
    %252 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %253 = llvm.mlir.constant(8 : index) : i64
    %254 = llvm.mul %72, %253 overflow<nsw, nuw> : i64
    %255 = llvm.add %254, %141 overflow<nsw, nuw> : i64
    %256 = llvm.getelementptr inbounds|nuw %252[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %149, %256 : f32, !llvm.ptr
    %257 = llvm.add %141, %78 : i64
    llvm.br ^bb5(%257 : i64)
  ^bb10:  // pred: ^bb5
    %258 = llvm.sub %77, %128 : i64
    %259 = llvm.intr.umin(%258, %76) : (i64, i64) -> i64
    llvm.br ^bb11(%81 : i64)
  ^bb11(%260: i64):  // 2 preds: ^bb10, ^bb15
    %261 = llvm.icmp "slt" %260, %259 : i64
    llvm.cond_br %261, ^bb12, ^bb16
  ^bb12:  // pred: ^bb11
    %262 = llvm.add %128, %260 : i64
    llvm.br ^bb13(%81 : i64)
  ^bb13(%263: i64):  // 2 preds: ^bb12, ^bb14
    %264 = llvm.icmp "slt" %263, %77 : i64
    llvm.cond_br %264, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %265 = llvm.sub %263, %262 : i64
    %266 = llvm.icmp "sgt" %265, %70 : i64
    %267 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %268 = llvm.mlir.constant(8 : index) : i64
    %269 = llvm.mul %260, %268 overflow<nsw, nuw> : i64
    %270 = llvm.add %269, %263 overflow<nsw, nuw> : i64
    %271 = llvm.getelementptr inbounds|nuw %267[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %272 = llvm.load %271 : !llvm.ptr -> f32
    %273 = llvm.fmul %272, %68 : f32
    %274 = llvm.select %266, %69, %273 : i1, f32
    %275 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %276 = llvm.mlir.constant(64 : index) : i64
    %277 = llvm.mul %126, %276 overflow<nsw, nuw> : i64
    %278 = llvm.mlir.constant(8 : index) : i64
    %279 = llvm.mul %262, %278 overflow<nsw, nuw> : i64
    %280 = llvm.add %277, %279 overflow<nsw, nuw> : i64
    %281 = llvm.add %280, %263 overflow<nsw, nuw> : i64
    %282 = llvm.getelementptr inbounds|nuw %275[%281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %274, %282 : f32, !llvm.ptr
    %283 = llvm.add %263, %78 : i64
    llvm.br ^bb13(%283 : i64)
  ^bb15:  // pred: ^bb13
    %284 = llvm.add %260, %78 : i64
    llvm.br ^bb11(%284 : i64)
  ^bb16:  // pred: ^bb11
    %285 = llvm.add %128, %76 : i64
    llvm.br ^bb3(%285 : i64)
  ^bb17:  // pred: ^bb3
    %286 = llvm.add %126, %78 : i64
    llvm.br ^bb1(%286 : i64)
  ^bb18:  // pred: ^bb1
    %287 = llvm.extractvalue %118[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%287) : (!llvm.ptr) -> ()
    %288 = llvm.icmp "ugt" %arg52, %78 : i64
    llvm.cond_br %288, ^bb19, ^bb26
  ^bb19:  // pred: ^bb18
    %289 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %290 = llvm.getelementptr %289[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %291 = llvm.atomicrmw add %290, %70 acq_rel : !llvm.ptr, i64
    %292 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %293 = llvm.getelementptr %292[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %294 = llvm.atomicrmw add %293, %67 acq_rel : !llvm.ptr, i64
    %295 = llvm.add %294, %67 : i64
    %296 = llvm.icmp "eq" %295, %arg52 : i64
    llvm.cond_br %296, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %297 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %298 = llvm.getelementptr %297[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %299 = llvm.atomicrmw xchg %298, %70 acq_rel : !llvm.ptr, i64
    %300 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %301 = llvm.getelementptr %300[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %302 = llvm.atomicrmw xchg %301, %70 acq_rel : !llvm.ptr, i64
    %303 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %304 = llvm.getelementptr %303[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %305 = llvm.atomicrmw add %304, %67 acq_rel : !llvm.ptr, i64
    llvm.br ^bb25
  ^bb21:  // pred: ^bb19
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb21, ^bb23
    %306 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %307 = llvm.getelementptr %306[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %308 = llvm.atomicrmw add %307, %70 acq_rel : !llvm.ptr, i64
    %309 = llvm.icmp "eq" %308, %291 : i64
    llvm.cond_br %309, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb22
  ^bb24:  // pred: ^bb22
    llvm.br ^bb25
  ^bb25:  // 2 preds: ^bb20, ^bb24
    llvm.br ^bb27
  ^bb26:  // pred: ^bb18
    %310 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %311 = llvm.getelementptr %310[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %312 = llvm.atomicrmw xchg %311, %70 acq_rel : !llvm.ptr, i64
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb25, ^bb26
    %313 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %314 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %315 = llvm.insertvalue %314, %313[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %316 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %317 = llvm.getelementptr %316[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %318 = llvm.insertvalue %317, %315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %319 = llvm.mlir.constant(0 : index) : i64
    %320 = llvm.insertvalue %319, %318[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %321 = llvm.mlir.constant(8 : index) : i64
    %322 = llvm.insertvalue %321, %320[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %323 = llvm.mlir.constant(1 : index) : i64
    %324 = llvm.insertvalue %323, %322[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %325 = llvm.mlir.constant(8 : index) : i64
    %326 = llvm.insertvalue %325, %324[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %327 = llvm.mlir.constant(8 : index) : i64
    %328 = llvm.insertvalue %327, %326[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %329 = llvm.mlir.constant(2 : index) : i64
    %330 = llvm.insertvalue %329, %328[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %331 = llvm.mlir.constant(64 : index) : i64
    %332 = llvm.insertvalue %331, %330[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %333 = llvm.mlir.constant(8 : index) : i64
    %334 = llvm.mlir.constant(1 : index) : i64
    %335 = llvm.mlir.zero : !llvm.ptr
    %336 = llvm.getelementptr %335[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %337 = llvm.ptrtoint %336 : !llvm.ptr to i64
    %338 = llvm.call @malloc(%337) : (i64) -> !llvm.ptr
    %339 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %340 = llvm.insertvalue %338, %339[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %341 = llvm.insertvalue %338, %340[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %342 = llvm.mlir.constant(0 : index) : i64
    %343 = llvm.insertvalue %342, %341[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %344 = llvm.insertvalue %333, %343[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %345 = llvm.insertvalue %334, %344[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb28(%121 : i64)
  ^bb28(%346: i64):  // 2 preds: ^bb27, ^bb41
    %347 = llvm.icmp "slt" %346, %125 : i64
    llvm.cond_br %347, ^bb29, ^bb42
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%81 : i64)
  ^bb30(%348: i64):  // 2 preds: ^bb29, ^bb40
    %349 = llvm.icmp "slt" %348, %77 : i64
    llvm.cond_br %349, ^bb31, ^bb41
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%81, %69 : i64, f32)
  ^bb32(%350: i64, %351: f32):  // 2 preds: ^bb31, ^bb33
    %352 = llvm.icmp "slt" %350, %77 : i64
    llvm.cond_br %352, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %353 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %354 = llvm.mlir.constant(64 : index) : i64
    %355 = llvm.mul %346, %354 overflow<nsw, nuw> : i64
    %356 = llvm.mlir.constant(8 : index) : i64
    %357 = llvm.mul %348, %356 overflow<nsw, nuw> : i64
    %358 = llvm.add %355, %357 overflow<nsw, nuw> : i64
    %359 = llvm.add %358, %350 overflow<nsw, nuw> : i64
    %360 = llvm.getelementptr inbounds|nuw %353[%359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %361 = llvm.load %360 : !llvm.ptr -> f32
    %362 = llvm.intr.maximum(%361, %351) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %363 = llvm.add %350, %78 : i64
    llvm.br ^bb32(%363, %362 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb34:  // pred: ^bb32
    llvm.br ^bb35(%81, %80 : i64, f32)
  ^bb35(%364: i64, %365: f32):  // 2 preds: ^bb34, ^bb36
    %366 = llvm.icmp "slt" %364, %77 : i64
    llvm.cond_br %366, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %367 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %368 = llvm.mlir.constant(64 : index) : i64
    %369 = llvm.mul %346, %368 overflow<nsw, nuw> : i64
    %370 = llvm.mlir.constant(8 : index) : i64
    %371 = llvm.mul %348, %370 overflow<nsw, nuw> : i64
    %372 = llvm.add %369, %371 overflow<nsw, nuw> : i64
    %373 = llvm.add %372, %364 overflow<nsw, nuw> : i64
    %374 = llvm.getelementptr inbounds|nuw %367[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %375 = llvm.load %374 : !llvm.ptr -> f32
    %376 = llvm.fsub %375, %351 : f32
    %377 = llvm.fcmp "olt" %376, %65 : f32
    %378 = llvm.select %377, %65, %376 : i1, f32
    %379 = llvm.fcmp "ogt" %378, %64 : f32
    %380 = llvm.select %379, %64, %378 : i1, f32
    %381 = llvm.intr.fma(%380, %62, %63) : (f32, f32, f32) -> f32
    %382 = llvm.fsub %381, %63 : f32
    %383 = llvm.intr.fma(%382, %61, %380) : (f32, f32, f32) -> f32
    %384 = llvm.intr.fma(%382, %60, %383) : (f32, f32, f32) -> f32
    %385 = llvm.fmul %384, %384 : f32
    %386 = llvm.intr.fma(%59, %384, %58) : (f32, f32, f32) -> f32
    %387 = llvm.intr.fma(%386, %384, %57) : (f32, f32, f32) -> f32
    %388 = llvm.intr.fma(%387, %384, %56) : (f32, f32, f32) -> f32
    %389 = llvm.intr.fma(%388, %384, %55) : (f32, f32, f32) -> f32
    %390 = llvm.intr.fma(%389, %384, %54) : (f32, f32, f32) -> f32
    %391 = llvm.intr.fma(%390, %385, %384) : (f32, f32, f32) -> f32
    %392 = llvm.fadd %391, %53 : f32
    %393 = llvm.bitcast %381 : f32 to i32
    %394 = llvm.sub %393, %52 : i32
    %395 = llvm.intr.ldexp(%392, %394) : (f32, i32) -> f32
    %396 = llvm.select %377, %80, %395 : i1, f32
    %397 = llvm.extractvalue %345[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %398 = llvm.getelementptr inbounds|nuw %397[%364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %396, %398 : f32, !llvm.ptr
    %399 = llvm.fadd %396, %365 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %400 = llvm.add %364, %78 : i64
    llvm.br ^bb35(%400, %399 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb37:  // pred: ^bb35
    llvm.br ^bb38(%81 : i64)
  ^bb38(%401: i64):  // 2 preds: ^bb37, ^bb39
    %402 = llvm.icmp "slt" %401, %77 : i64
    llvm.cond_br %402, ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    %403 = llvm.extractvalue %345[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %404 = llvm.getelementptr inbounds|nuw %403[%401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %405 = llvm.load %404 : !llvm.ptr -> f32
    %406 = llvm.fdiv %405, %365 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %407 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %408 = llvm.mlir.constant(64 : index) : i64
    %409 = llvm.mul %346, %408 overflow<nsw, nuw> : i64
    %410 = llvm.mlir.constant(8 : index) : i64
    %411 = llvm.mul %348, %410 overflow<nsw, nuw> : i64
    %412 = llvm.add %409, %411 overflow<nsw, nuw> : i64
    %413 = llvm.add %412, %401 overflow<nsw, nuw> : i64
    %414 = llvm.getelementptr inbounds|nuw %407[%413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %406, %414 : f32, !llvm.ptr
    %415 = llvm.add %401, %78 : i64
    llvm.br ^bb38(%415 : i64) {loop_annotation = #loop_annotation1}
  ^bb40:  // pred: ^bb38
    %416 = llvm.add %348, %78 : i64
    llvm.br ^bb30(%416 : i64)
  ^bb41:  // pred: ^bb30
    %417 = llvm.add %346, %78 : i64
    llvm.br ^bb28(%417 : i64)
  ^bb42:  // pred: ^bb28
    %418 = llvm.extractvalue %345[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%418) : (!llvm.ptr) -> ()
    llvm.cond_br %288, ^bb43, ^bb50
  ^bb43:  // pred: ^bb42
    %419 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %420 = llvm.getelementptr %419[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %421 = llvm.atomicrmw add %420, %70 acq_rel : !llvm.ptr, i64
    %422 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %423 = llvm.getelementptr %422[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %424 = llvm.atomicrmw add %423, %67 acq_rel : !llvm.ptr, i64
    %425 = llvm.add %424, %67 : i64
    %426 = llvm.icmp "eq" %425, %arg52 : i64
    llvm.cond_br %426, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %427 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %428 = llvm.getelementptr %427[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %429 = llvm.atomicrmw xchg %428, %70 acq_rel : !llvm.ptr, i64
    %430 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %431 = llvm.getelementptr %430[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %432 = llvm.atomicrmw xchg %431, %70 acq_rel : !llvm.ptr, i64
    %433 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %434 = llvm.getelementptr %433[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %435 = llvm.atomicrmw add %434, %67 acq_rel : !llvm.ptr, i64
    llvm.br ^bb49
  ^bb45:  // pred: ^bb43
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb45, ^bb47
    %436 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %437 = llvm.getelementptr %436[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %438 = llvm.atomicrmw add %437, %70 acq_rel : !llvm.ptr, i64
    %439 = llvm.icmp "eq" %438, %421 : i64
    llvm.cond_br %439, ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb46
  ^bb48:  // pred: ^bb46
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb44, ^bb48
    llvm.br ^bb51
  ^bb50:  // pred: ^bb42
    %440 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %441 = llvm.getelementptr %440[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %442 = llvm.atomicrmw xchg %441, %70 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb49, ^bb50
    %443 = llvm.mlir.constant(6 : index) : i64
    %444 = llvm.mlir.constant(16 : index) : i64
    %445 = llvm.mlir.constant(1 : index) : i64
    %446 = llvm.mlir.constant(96 : index) : i64
    %447 = llvm.mlir.zero : !llvm.ptr
    %448 = llvm.getelementptr %447[%446] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %449 = llvm.ptrtoint %448 : !llvm.ptr to i64
    %450 = llvm.call @malloc(%449) : (i64) -> !llvm.ptr
    %451 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %452 = llvm.insertvalue %450, %451[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %453 = llvm.insertvalue %450, %452[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %454 = llvm.mlir.constant(0 : index) : i64
    %455 = llvm.insertvalue %454, %453[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %456 = llvm.insertvalue %443, %455[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %457 = llvm.insertvalue %444, %456[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %458 = llvm.insertvalue %444, %457[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %459 = llvm.insertvalue %445, %458[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb52(%121 : i64)
  ^bb52(%460: i64):  // 2 preds: ^bb51, ^bb68
    %461 = llvm.icmp "slt" %460, %125 : i64
    llvm.cond_br %461, ^bb53, ^bb69
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%81 : i64)
  ^bb54(%462: i64):  // 2 preds: ^bb53, ^bb67
    %463 = llvm.icmp "slt" %462, %77 : i64
    llvm.cond_br %463, ^bb55, ^bb68
  ^bb55:  // pred: ^bb54
    %464 = llvm.intr.umin(%462, %75) : (i64, i64) -> i64
    %465 = llvm.add %462, %78 : i64
    %466 = llvm.intr.umin(%465, %75) : (i64, i64) -> i64
    %467 = llvm.add %462, %79 : i64
    %468 = llvm.intr.umin(%467, %75) : (i64, i64) -> i64
    %469 = llvm.add %462, %74 : i64
    %470 = llvm.intr.umin(%469, %75) : (i64, i64) -> i64
    %471 = llvm.add %462, %73 : i64
    %472 = llvm.intr.umin(%471, %75) : (i64, i64) -> i64
    %473 = llvm.add %462, %72 : i64
    %474 = llvm.intr.umin(%473, %75) : (i64, i64) -> i64
    %475 = llvm.add %462, %76 : i64
    %476 = llvm.intr.umin(%475, %77) : (i64, i64) -> i64
    llvm.br ^bb56(%81 : i64)
  ^bb56(%477: i64):  // 2 preds: ^bb55, ^bb60
    %478 = llvm.icmp "slt" %477, %71 : i64
    llvm.cond_br %478, ^bb57, ^bb61
  ^bb57:  // pred: ^bb56
    llvm.br ^bb58(%81, %80, %80, %80, %80, %80, %80 : i64, f32, f32, f32, f32, f32, f32)
  ^bb58(%479: i64, %480: f32, %481: f32, %482: f32, %483: f32, %484: f32, %485: f32):  // 2 preds: ^bb57, ^bb59
    %486 = llvm.icmp "slt" %479, %476 : i64
    llvm.cond_br %486, ^bb59, ^bb60
  ^bb59:  // pred: ^bb58
    %487 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %488 = llvm.mlir.constant(64 : index) : i64
    %489 = llvm.mul %460, %488 overflow<nsw, nuw> : i64
    %490 = llvm.mlir.constant(8 : index) : i64
    %491 = llvm.mul %464, %490 overflow<nsw, nuw> : i64
    %492 = llvm.add %489, %491 overflow<nsw, nuw> : i64
    %493 = llvm.add %492, %479 overflow<nsw, nuw> : i64
    %494 = llvm.getelementptr inbounds|nuw %487[%493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %495 = llvm.load %494 : !llvm.ptr -> f32
    %496 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %497 = llvm.mlir.constant(64 : index) : i64
    %498 = llvm.mul %460, %497 overflow<nsw, nuw> : i64
    %499 = llvm.mlir.constant(8 : index) : i64
    %500 = llvm.mul %466, %499 overflow<nsw, nuw> : i64
    %501 = llvm.add %498, %500 overflow<nsw, nuw> : i64
    %502 = llvm.add %501, %479 overflow<nsw, nuw> : i64
    %503 = llvm.getelementptr inbounds|nuw %496[%502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %504 = llvm.load %503 : !llvm.ptr -> f32
    %505 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %506 = llvm.mlir.constant(64 : index) : i64
    %507 = llvm.mul %460, %506 overflow<nsw, nuw> : i64
    %508 = llvm.mlir.constant(8 : index) : i64
    %509 = llvm.mul %468, %508 overflow<nsw, nuw> : i64
    %510 = llvm.add %507, %509 overflow<nsw, nuw> : i64
    %511 = llvm.add %510, %479 overflow<nsw, nuw> : i64
    %512 = llvm.getelementptr inbounds|nuw %505[%511] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %513 = llvm.load %512 : !llvm.ptr -> f32
    %514 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %515 = llvm.mlir.constant(64 : index) : i64
    %516 = llvm.mul %460, %515 overflow<nsw, nuw> : i64
    %517 = llvm.mlir.constant(8 : index) : i64
    %518 = llvm.mul %470, %517 overflow<nsw, nuw> : i64
    %519 = llvm.add %516, %518 overflow<nsw, nuw> : i64
    %520 = llvm.add %519, %479 overflow<nsw, nuw> : i64
    %521 = llvm.getelementptr inbounds|nuw %514[%520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %522 = llvm.load %521 : !llvm.ptr -> f32
    %523 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %524 = llvm.mlir.constant(64 : index) : i64
    %525 = llvm.mul %460, %524 overflow<nsw, nuw> : i64
    %526 = llvm.mlir.constant(8 : index) : i64
    %527 = llvm.mul %472, %526 overflow<nsw, nuw> : i64
    %528 = llvm.add %525, %527 overflow<nsw, nuw> : i64
    %529 = llvm.add %528, %479 overflow<nsw, nuw> : i64
    %530 = llvm.getelementptr inbounds|nuw %523[%529] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %531 = llvm.load %530 : !llvm.ptr -> f32
    %532 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %533 = llvm.mlir.constant(64 : index) : i64
    %534 = llvm.mul %460, %533 overflow<nsw, nuw> : i64
    %535 = llvm.mlir.constant(8 : index) : i64
    %536 = llvm.mul %474, %535 overflow<nsw, nuw> : i64
    %537 = llvm.add %534, %536 overflow<nsw, nuw> : i64
    %538 = llvm.add %537, %479 overflow<nsw, nuw> : i64
    %539 = llvm.getelementptr inbounds|nuw %532[%538] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %540 = llvm.load %539 : !llvm.ptr -> f32
    %541 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %542 = llvm.mlir.constant(128 : index) : i64
    %543 = llvm.mul %460, %542 overflow<nsw, nuw> : i64
    %544 = llvm.mlir.constant(16 : index) : i64
    %545 = llvm.mul %479, %544 overflow<nsw, nuw> : i64
    %546 = llvm.add %543, %545 overflow<nsw, nuw> : i64
    %547 = llvm.add %546, %477 overflow<nsw, nuw> : i64
    %548 = llvm.getelementptr inbounds|nuw %541[%547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %549 = llvm.load %548 : !llvm.ptr -> f32
    %550 = llvm.fmul %495, %549 : f32
    %551 = llvm.fadd %550, %480 : f32
    %552 = llvm.fmul %504, %549 : f32
    %553 = llvm.fadd %552, %481 : f32
    %554 = llvm.fmul %513, %549 : f32
    %555 = llvm.fadd %554, %482 : f32
    %556 = llvm.fmul %522, %549 : f32
    %557 = llvm.fadd %556, %483 : f32
    %558 = llvm.fmul %531, %549 : f32
    %559 = llvm.fadd %558, %484 : f32
    %560 = llvm.fmul %540, %549 : f32
    %561 = llvm.fadd %560, %485 : f32
    %562 = llvm.add %479, %78 : i64
    llvm.br ^bb58(%562, %551, %553, %555, %557, %559, %561 : i64, f32, f32, f32, f32, f32, f32)
  ^bb60:  // pred: ^bb58
    %563 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %564 = llvm.mlir.constant(16 : index) : i64
    %565 = llvm.mul %81, %564 overflow<nsw, nuw> : i64
    %566 = llvm.add %565, %477 overflow<nsw, nuw> : i64
    %567 = llvm.getelementptr inbounds|nuw %563[%566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %480, %567 : f32, !llvm.ptr
    %568 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %569 = llvm.mlir.constant(16 : index) : i64
    %570 = llvm.mul %78, %569 overflow<nsw, nuw> : i64
    %571 = llvm.add %570, %477 overflow<nsw, nuw> : i64
    %572 = llvm.getelementptr inbounds|nuw %568[%571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %481, %572 : f32, !llvm.ptr
    %573 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %574 = llvm.mlir.constant(16 : index) : i64
    %575 = llvm.mul %79, %574 overflow<nsw, nuw> : i64
    %576 = llvm.add %575, %477 overflow<nsw, nuw> : i64
    %577 = llvm.getelementptr inbounds|nuw %573[%576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %482, %577 : f32, !llvm.ptr
    %578 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %579 = llvm.mlir.constant(16 : index) : i64
    %580 = llvm.mul %74, %579 overflow<nsw, nuw> : i64
    %581 = llvm.add %580, %477 overflow<nsw, nuw> : i64
    %582 = llvm.getelementptr inbounds|nuw %578[%581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %483, %582 : f32, !llvm.ptr
    %583 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %584 = llvm.mlir.constant(16 : index) : i64
    %585 = llvm.mul %73, %584 overflow<nsw, nuw> : i64
    %586 = llvm.add %585, %477 overflow<nsw, nuw> : i64
    %587 = llvm.getelementptr inbounds|nuw %583[%586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %484, %587 : f32, !llvm.ptr
    %588 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %589 = llvm.mlir.constant(16 : index) : i64
    %590 = llvm.mul %72, %589 overflow<nsw, nuw> : i64
    %591 = llvm.add %590, %477 overflow<nsw, nuw> : i64
    %592 = llvm.getelementptr inbounds|nuw %588[%591] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %485, %592 : f32, !llvm.ptr
    %593 = llvm.add %477, %78 : i64
    llvm.br ^bb56(%593 : i64)
  ^bb61:  // pred: ^bb56
    %594 = llvm.sub %77, %462 : i64
    %595 = llvm.intr.umin(%594, %76) : (i64, i64) -> i64
    llvm.br ^bb62(%81 : i64)
  ^bb62(%596: i64):  // 2 preds: ^bb61, ^bb66
    %597 = llvm.icmp "slt" %596, %595 : i64
    llvm.cond_br %597, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    %598 = llvm.add %462, %596 : i64
    llvm.br ^bb64(%81 : i64)
  ^bb64(%599: i64):  // 2 preds: ^bb63, ^bb65
    %600 = llvm.icmp "slt" %599, %71 : i64
    llvm.cond_br %600, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %601 = llvm.extractvalue %459[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %602 = llvm.mlir.constant(16 : index) : i64
    %603 = llvm.mul %596, %602 overflow<nsw, nuw> : i64
    %604 = llvm.add %603, %599 overflow<nsw, nuw> : i64
    %605 = llvm.getelementptr inbounds|nuw %601[%604] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %606 = llvm.load %605 : !llvm.ptr -> f32
    %607 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %608 = llvm.mlir.constant(128 : index) : i64
    %609 = llvm.mul %460, %608 overflow<nsw, nuw> : i64
    %610 = llvm.mlir.constant(16 : index) : i64
    %611 = llvm.mul %598, %610 overflow<nsw, nuw> : i64
    %612 = llvm.add %609, %611 overflow<nsw, nuw> : i64
    %613 = llvm.add %612, %599 overflow<nsw, nuw> : i64
    %614 = llvm.getelementptr inbounds|nuw %607[%613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %606, %614 : f32, !llvm.ptr
    %615 = llvm.add %599, %78 : i64
    llvm.br ^bb64(%615 : i64)
  ^bb66:  // pred: ^bb64
    %616 = llvm.add %596, %78 : i64
    llvm.br ^bb62(%616 : i64)
  ^bb67:  // pred: ^bb62
    %617 = llvm.add %462, %76 : i64
    llvm.br ^bb54(%617 : i64)
  ^bb68:  // pred: ^bb54
    %618 = llvm.add %460, %78 : i64
    llvm.br ^bb52(%618 : i64)
  ^bb69:  // pred: ^bb52
    %619 = llvm.extractvalue %459[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%619) : (!llvm.ptr) -> ()
    llvm.cond_br %288, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    %620 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %621 = llvm.getelementptr %620[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %622 = llvm.atomicrmw add %621, %70 acq_rel : !llvm.ptr, i64
    %623 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %624 = llvm.getelementptr %623[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %625 = llvm.atomicrmw add %624, %67 acq_rel : !llvm.ptr, i64
    %626 = llvm.add %625, %67 : i64
    %627 = llvm.icmp "eq" %626, %arg52 : i64
    llvm.cond_br %627, ^bb71, ^bb72
  ^bb71:  // pred: ^bb70
    %628 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %629 = llvm.getelementptr %628[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %630 = llvm.atomicrmw xchg %629, %70 acq_rel : !llvm.ptr, i64
    %631 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %632 = llvm.getelementptr %631[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %633 = llvm.atomicrmw xchg %632, %70 acq_rel : !llvm.ptr, i64
    %634 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %635 = llvm.getelementptr %634[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %636 = llvm.atomicrmw add %635, %67 acq_rel : !llvm.ptr, i64
    llvm.br ^bb76
  ^bb72:  // pred: ^bb70
    llvm.br ^bb73
  ^bb73:  // 2 preds: ^bb72, ^bb74
    %637 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %638 = llvm.getelementptr %637[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %639 = llvm.atomicrmw add %638, %70 acq_rel : !llvm.ptr, i64
    %640 = llvm.icmp "eq" %639, %622 : i64
    llvm.cond_br %640, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb73
  ^bb75:  // pred: ^bb73
    llvm.br ^bb76
  ^bb76:  // 2 preds: ^bb71, ^bb75
    llvm.br ^bb78
  ^bb77:  // pred: ^bb69
    %641 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %642 = llvm.getelementptr %641[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %643 = llvm.atomicrmw xchg %642, %70 acq_rel : !llvm.ptr, i64
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
