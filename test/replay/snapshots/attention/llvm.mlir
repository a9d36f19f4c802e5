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
    %301 = llvm.getelementptr %300[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %302 = llvm.atomicrmw add %301, %67 acq_rel : !llvm.ptr, i64
    llvm.br ^bb25
  ^bb21:  // pred: ^bb19
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb21, ^bb23
    %303 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %304 = llvm.getelementptr %303[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %305 = llvm.atomicrmw add %304, %70 acq_rel : !llvm.ptr, i64
    %306 = llvm.icmp "eq" %305, %291 : i64
    llvm.cond_br %306, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb22
  ^bb24:  // pred: ^bb22
    llvm.br ^bb25
  ^bb25:  // 2 preds: ^bb20, ^bb24
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb18, ^bb25
    %307 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %308 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %309 = llvm.insertvalue %308, %307[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %310 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %311 = llvm.getelementptr %310[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %312 = llvm.insertvalue %311, %309[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %313 = llvm.mlir.constant(0 : index) : i64
    %314 = llvm.insertvalue %313, %312[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %315 = llvm.mlir.constant(8 : index) : i64
    %316 = llvm.insertvalue %315, %314[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %317 = llvm.mlir.constant(1 : index) : i64
    %318 = llvm.insertvalue %317, %316[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %319 = llvm.mlir.constant(8 : index) : i64
    %320 = llvm.insertvalue %319, %318[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %321 = llvm.mlir.constant(8 : index) : i64
    %322 = llvm.insertvalue %321, %320[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %323 = llvm.mlir.constant(2 : index) : i64
    %324 = llvm.insertvalue %323, %322[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %325 = llvm.mlir.constant(64 : index) : i64
    %326 = llvm.insertvalue %325, %324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %327 = llvm.mlir.constant(8 : index) : i64
    %328 = llvm.mlir.constant(1 : index) : i64
    %329 = llvm.mlir.zero : !llvm.ptr
    %330 = llvm.getelementptr %329[%327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %331 = llvm.ptrtoint %330 : !llvm.ptr to i64
    %332 = llvm.call @malloc(%331) : (i64) -> !llvm.ptr
    %333 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %334 = llvm.insertvalue %332, %333[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %335 = llvm.insertvalue %332, %334[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %336 = llvm.mlir.constant(0 : index) : i64
    %337 = llvm.insertvalue %336, %335[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %338 = llvm.insertvalue %327, %337[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %339 = llvm.insertvalue %328, %338[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb27(%121 : i64)
  ^bb27(%340: i64):  // 2 preds: ^bb26, ^bb40
    %341 = llvm.icmp "slt" %340, %125 : i64
    llvm.cond_br %341, ^bb28, ^bb41
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%81 : i64)
  ^bb29(%342: i64):  // 2 preds: ^bb28, ^bb39
    %343 = llvm.icmp "slt" %342, %77 : i64
    llvm.cond_br %343, ^bb30, ^bb40
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%81, %69 : i64, f32)
  ^bb31(%344: i64, %345: f32):  // 2 preds: ^bb30, ^bb32
    %346 = llvm.icmp "slt" %344, %77 : i64
    llvm.cond_br %346, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %347 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %348 = llvm.mlir.constant(64 : index) : i64
    %349 = llvm.mul %340, %348 overflow<nsw, nuw> : i64
    %350 = llvm.mlir.constant(8 : index) : i64
    %351 = llvm.mul %342, %350 overflow<nsw, nuw> : i64
    %352 = llvm.add %349, %351 overflow<nsw, nuw> : i64
    %353 = llvm.add %352, %344 overflow<nsw, nuw> : i64
    %354 = llvm.getelementptr inbounds|nuw %347[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %355 = llvm.load %354 : !llvm.ptr -> f32
    %356 = llvm.intr.maximum(%355, %345) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %357 = llvm.add %344, %78 : i64
    llvm.br ^bb31(%357, %356 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb33:  // pred: ^bb31
    llvm.br ^bb34(%81, %80 : i64, f32)
  ^bb34(%358: i64, %359: f32):  // 2 preds: ^bb33, ^bb35
    %360 = llvm.icmp "slt" %358, %77 : i64
    llvm.cond_br %360, ^bb35, ^bb36
  ^bb35:  // pred: ^bb34
    %361 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %362 = llvm.mlir.constant(64 : index) : i64
    %363 = llvm.mul %340, %362 overflow<nsw, nuw> : i64
    %364 = llvm.mlir.constant(8 : index) : i64
    %365 = llvm.mul %342, %364 overflow<nsw, nuw> : i64
    %366 = llvm.add %363, %365 overflow<nsw, nuw> : i64
    %367 = llvm.add %366, %358 overflow<nsw, nuw> : i64
    %368 = llvm.getelementptr inbounds|nuw %361[%367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %369 = llvm.load %368 : !llvm.ptr -> f32
    %370 = llvm.fsub %369, %345 : f32
    %371 = llvm.fcmp "olt" %370, %65 : f32
    %372 = llvm.select %371, %65, %370 : i1, f32
    %373 = llvm.fcmp "ogt" %372, %64 : f32
    %374 = llvm.select %373, %64, %372 : i1, f32
    %375 = llvm.intr.fma(%374, %62, %63) : (f32, f32, f32) -> f32
    %376 = llvm.fsub %375, %63 : f32
    %377 = llvm.intr.fma(%376, %61, %374) : (f32, f32, f32) -> f32
    %378 = llvm.intr.fma(%376, %60, %377) : (f32, f32, f32) -> f32
    %379 = llvm.fmul %378, %378 : f32
    %380 = llvm.intr.fma(%59, %378, %58) : (f32, f32, f32) -> f32
    %381 = llvm.intr.fma(%380, %378, %57) : (f32, f32, f32) -> f32
    %382 = llvm.intr.fma(%381, %378, %56) : (f32, f32, f32) -> f32
    %383 = llvm.intr.fma(%382, %378, %55) : (f32, f32, f32) -> f32
    %384 = llvm.intr.fma(%383, %378, %54) : (f32, f32, f32) -> f32
    %385 = llvm.intr.fma(%384, %379, %378) : (f32, f32, f32) -> f32
    %386 = llvm.fadd %385, %53 : f32
    %387 = llvm.bitcast %375 : f32 to i32
    %388 = llvm.sub %387, %52 : i32
    %389 = llvm.intr.ldexp(%386, %388) : (f32, i32) -> f32
    %390 = llvm.select %371, %80, %389 : i1, f32
    %391 = llvm.extractvalue %339[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %392 = llvm.getelementptr inbounds|nuw %391[%358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %390, %392 : f32, !llvm.ptr
    %393 = llvm.fadd %390, %359 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %394 = llvm.add %358, %78 : i64
    llvm.br ^bb34(%394, %393 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb36:  // pred: ^bb34
    llvm.br ^bb37(%81 : i64)
  ^bb37(%395: i64):  // 2 preds: ^bb36, ^bb38
    %396 = llvm.icmp "slt" %395, %77 : i64
    llvm.cond_br %396, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %397 = llvm.extractvalue %339[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %398 = llvm.getelementptr inbounds|nuw %397[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %399 = llvm.load %398 : !llvm.ptr -> f32
    %400 = llvm.fdiv %399, %359 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %401 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %402 = llvm.mlir.constant(64 : index) : i64
    %403 = llvm.mul %340, %402 overflow<nsw, nuw> : i64
    %404 = llvm.mlir.constant(8 : index) : i64
    %405 = llvm.mul %342, %404 overflow<nsw, nuw> : i64
    %406 = llvm.add %403, %405 overflow<nsw, nuw> : i64
    %407 = llvm.add %406, %395 overflow<nsw, nuw> : i64
    %408 = llvm.getelementptr inbounds|nuw %401[%407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %400, %408 : f32, !llvm.ptr
    %409 = llvm.add %395, %78 : i64
    llvm.br ^bb37(%409 : i64) {loop_annotation = #loop_annotation1}
  ^bb39:  // pred: ^bb37
    %410 = llvm.add %342, %78 : i64
    llvm.br ^bb29(%410 : i64)
  ^bb40:  // pred: ^bb29
    %411 = llvm.add %340, %78 : i64
    llvm.br ^bb27(%411 : i64)
  ^bb41:  // pred: ^bb27
    %412 = llvm.extractvalue %339[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%412) : (!llvm.ptr) -> ()
    llvm.cond_br %288, ^bb42, ^bb49
  ^bb42:  // pred: ^bb41
    %413 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %414 = llvm.getelementptr %413[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %415 = llvm.atomicrmw add %414, %70 acq_rel : !llvm.ptr, i64
    %416 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %417 = llvm.getelementptr %416[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %418 = llvm.atomicrmw add %417, %67 acq_rel : !llvm.ptr, i64
    %419 = llvm.add %418, %67 : i64
    %420 = llvm.icmp "eq" %419, %arg52 : i64
    llvm.cond_br %420, ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    %421 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %422 = llvm.getelementptr %421[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %423 = llvm.atomicrmw xchg %422, %70 acq_rel : !llvm.ptr, i64
    %424 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %425 = llvm.getelementptr %424[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %426 = llvm.atomicrmw add %425, %67 acq_rel : !llvm.ptr, i64
    llvm.br ^bb48
  ^bb44:  // pred: ^bb42
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb44, ^bb46
    %427 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %428 = llvm.getelementptr %427[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %429 = llvm.atomicrmw add %428, %70 acq_rel : !llvm.ptr, i64
    %430 = llvm.icmp "eq" %429, %415 : i64
    llvm.cond_br %430, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb45
  ^bb47:  // pred: ^bb45
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb43, ^bb47
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb41, ^bb48
    %431 = llvm.mlir.constant(6 : index) : i64
    %432 = llvm.mlir.constant(16 : index) : i64
    %433 = llvm.mlir.constant(1 : index) : i64
    %434 = llvm.mlir.constant(96 : index) : i64
    %435 = llvm.mlir.zero : !llvm.ptr
    %436 = llvm.getelementptr %435[%434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %437 = llvm.ptrtoint %436 : !llvm.ptr to i64
    %438 = llvm.call @malloc(%437) : (i64) -> !llvm.ptr
    %439 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %440 = llvm.insertvalue %438, %439[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %441 = llvm.insertvalue %438, %440[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %442 = llvm.mlir.constant(0 : index) : i64
    %443 = llvm.insertvalue %442, %441[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %444 = llvm.insertvalue %431, %443[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %445 = llvm.insertvalue %432, %444[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %446 = llvm.insertvalue %432, %445[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %447 = llvm.insertvalue %433, %446[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb50(%121 : i64)
  ^bb50(%448: i64):  // 2 preds: ^bb49, ^bb66
    %449 = llvm.icmp "slt" %448, %125 : i64
    llvm.cond_br %449, ^bb51, ^bb67
  ^bb51:  // pred: ^bb50
    llvm.br ^bb52(%81 : i64)
  ^bb52(%450: i64):  // 2 preds: ^bb51, ^bb65
    %451 = llvm.icmp "slt" %450, %77 : i64
    llvm.cond_br %451, ^bb53, ^bb66
  ^bb53:  // pred: ^bb52
    %452 = llvm.intr.umin(%450, %75) : (i64, i64) -> i64
    %453 = llvm.add %450, %78 : i64
    %454 = llvm.intr.umin(%453, %75) : (i64, i64) -> i64
    %455 = llvm.add %450, %79 : i64
    %456 = llvm.intr.umin(%455, %75) : (i64, i64) -> i64
    %457 = llvm.add %450, %74 : i64
    %458 = llvm.intr.umin(%457, %75) : (i64, i64) -> i64
    %459 = llvm.add %450, %73 : i64
    %460 = llvm.intr.umin(%459, %75) : (i64, i64) -> i64
    %461 = llvm.add %450, %72 : i64
    %462 = llvm.intr.umin(%461, %75) : (i64, i64) -> i64
    llvm.br ^bb54(%81 : i64)
  ^bb54(%463: i64):  // 2 preds: ^bb53, ^bb58
    %464 = llvm.icmp "slt" %463, %71 : i64
    llvm.cond_br %464, ^bb55, ^bb59
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%81, %80, %80, %80, %80, %80, %80 : i64, f32, f32, f32, f32, f32, f32)
  ^bb56(%465: i64, %466: f32, %467: f32, %468: f32, %469: f32, %470: f32, %471: f32):  // 2 preds: ^bb55, ^bb57
    %472 = llvm.icmp "slt" %465, %77 : i64
    llvm.cond_br %472, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %473 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %474 = llvm.mlir.constant(64 : index) : i64
    %475 = llvm.mul %448, %474 overflow<nsw, nuw> : i64
    %476 = llvm.mlir.constant(8 : index) : i64
    %477 = llvm.mul %452, %476 overflow<nsw, nuw> : i64
    %478 = llvm.add %475, %477 overflow<nsw, nuw> : i64
    %479 = llvm.add %478, %465 overflow<nsw, nuw> : i64
    %480 = llvm.getelementptr inbounds|nuw %473[%479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %481 = llvm.load %480 : !llvm.ptr -> f32
    %482 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %483 = llvm.mlir.constant(64 : index) : i64
    %484 = llvm.mul %448, %483 overflow<nsw, nuw> : i64
    %485 = llvm.mlir.constant(8 : index) : i64
    %486 = llvm.mul %454, %485 overflow<nsw, nuw> : i64
    %487 = llvm.add %484, %486 overflow<nsw, nuw> : i64
    %488 = llvm.add %487, %465 overflow<nsw, nuw> : i64
    %489 = llvm.getelementptr inbounds|nuw %482[%488] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %490 = llvm.load %489 : !llvm.ptr -> f32
    %491 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %492 = llvm.mlir.constant(64 : index) : i64
    %493 = llvm.mul %448, %492 overflow<nsw, nuw> : i64
    %494 = llvm.mlir.constant(8 : index) : i64
    %495 = llvm.mul %456, %494 overflow<nsw, nuw> : i64
    %496 = llvm.add %493, %495 overflow<nsw, nuw> : i64
    %497 = llvm.add %496, %465 overflow<nsw, nuw> : i64
    %498 = llvm.getelementptr inbounds|nuw %491[%497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %499 = llvm.load %498 : !llvm.ptr -> f32
    %500 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %501 = llvm.mlir.constant(64 : index) : i64
    %502 = llvm.mul %448, %501 overflow<nsw, nuw> : i64
    %503 = llvm.mlir.constant(8 : index) : i64
    %504 = llvm.mul %458, %503 overflow<nsw, nuw> : i64
    %505 = llvm.add %502, %504 overflow<nsw, nuw> : i64
    %506 = llvm.add %505, %465 overflow<nsw, nuw> : i64
    %507 = llvm.getelementptr inbounds|nuw %500[%506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %508 = llvm.load %507 : !llvm.ptr -> f32
    %509 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %510 = llvm.mlir.constant(64 : index) : i64
    %511 = llvm.mul %448, %510 overflow<nsw, nuw> : i64
    %512 = llvm.mlir.constant(8 : index) : i64
    %513 = llvm.mul %460, %512 overflow<nsw, nuw> : i64
    %514 = llvm.add %511, %513 overflow<nsw, nuw> : i64
    %515 = llvm.add %514, %465 overflow<nsw, nuw> : i64
    %516 = llvm.getelementptr inbounds|nuw %509[%515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %517 = llvm.load %516 : !llvm.ptr -> f32
    %518 = llvm.extractvalue %326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %519 = llvm.mlir.constant(64 : index) : i64
    %520 = llvm.mul %448, %519 overflow<nsw, nuw> : i64
    %521 = llvm.mlir.constant(8 : index) : i64
    %522 = llvm.mul %462, %521 overflow<nsw, nuw> : i64
    %523 = llvm.add %520, %522 overflow<nsw, nuw> : i64
    %524 = llvm.add %523, %465 overflow<nsw, nuw> : i64
    %525 = llvm.getelementptr inbounds|nuw %518[%524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %526 = llvm.load %525 : !llvm.ptr -> f32
    %527 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %528 = llvm.mlir.constant(128 : index) : i64
    %529 = llvm.mul %448, %528 overflow<nsw, nuw> : i64
    %530 = llvm.mlir.constant(16 : index) : i64
    %531 = llvm.mul %465, %530 overflow<nsw, nuw> : i64
    %532 = llvm.add %529, %531 overflow<nsw, nuw> : i64
    %533 = llvm.add %532, %463 overflow<nsw, nuw> : i64
    %534 = llvm.getelementptr inbounds|nuw %527[%533] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %535 = llvm.load %534 : !llvm.ptr -> f32
    %536 = llvm.fmul %481, %535 : f32
    %537 = llvm.fadd %536, %466 : f32
    %538 = llvm.fmul %490, %535 : f32
    %539 = llvm.fadd %538, %467 : f32
    %540 = llvm.fmul %499, %535 : f32
    %541 = llvm.fadd %540, %468 : f32
    %542 = llvm.fmul %508, %535 : f32
    %543 = llvm.fadd %542, %469 : f32
    %544 = llvm.fmul %517, %535 : f32
    %545 = llvm.fadd %544, %470 : f32
    %546 = llvm.fmul %526, %535 : f32
    %547 = llvm.fadd %546, %471 : f32
    %548 = llvm.add %465, %78 : i64
    llvm.br ^bb56(%548, %537, %539, %541, %543, %545, %547 : i64, f32, f32, f32, f32, f32, f32)
  ^bb58:  // pred: ^bb56
    %549 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %550 = llvm.mlir.constant(16 : index) : i64
    %551 = llvm.mul %81, %550 overflow<nsw, nuw> : i64
    %552 = llvm.add %551, %463 overflow<nsw, nuw> : i64
    %553 = llvm.getelementptr inbounds|nuw %549[%552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %466, %553 : f32, !llvm.ptr
    %554 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %555 = llvm.mlir.constant(16 : index) : i64
    %556 = llvm.mul %78, %555 overflow<nsw, nuw> : i64
    %557 = llvm.add %556, %463 overflow<nsw, nuw> : i64
    %558 = llvm.getelementptr inbounds|nuw %554[%557] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %467, %558 : f32, !llvm.ptr
    %559 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %560 = llvm.mlir.constant(16 : index) : i64
    %561 = llvm.mul %79, %560 overflow<nsw, nuw> : i64
    %562 = llvm.add %561, %463 overflow<nsw, nuw> : i64
    %563 = llvm.getelementptr inbounds|nuw %559[%562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %468, %563 : f32, !llvm.ptr
    %564 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %565 = llvm.mlir.constant(16 : index) : i64
    %566 = llvm.mul %74, %565 overflow<nsw, nuw> : i64
    %567 = llvm.add %566, %463 overflow<nsw, nuw> : i64
    %568 = llvm.getelementptr inbounds|nuw %564[%567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %469, %568 : f32, !llvm.ptr
    %569 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %570 = llvm.mlir.constant(16 : index) : i64
    %571 = llvm.mul %73, %570 overflow<nsw, nuw> : i64
    %572 = llvm.add %571, %463 overflow<nsw, nuw> : i64
    %573 = llvm.getelementptr inbounds|nuw %569[%572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %470, %573 : f32, !llvm.ptr
    %574 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %575 = llvm.mlir.constant(16 : index) : i64
    %576 = llvm.mul %72, %575 overflow<nsw, nuw> : i64
    %577 = llvm.add %576, %463 overflow<nsw, nuw> : i64
    %578 = llvm.getelementptr inbounds|nuw %574[%577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %471, %578 : f32, !llvm.ptr
    %579 = llvm.add %463, %78 : i64
    llvm.br ^bb54(%579 : i64)
  ^bb59:  // pred: ^bb54
    %580 = llvm.sub %77, %450 : i64
    %581 = llvm.intr.umin(%580, %76) : (i64, i64) -> i64
    llvm.br ^bb60(%81 : i64)
  ^bb60(%582: i64):  // 2 preds: ^bb59, ^bb64
    %583 = llvm.icmp "slt" %582, %581 : i64
    llvm.cond_br %583, ^bb61, ^bb65
  ^bb61:  // pred: ^bb60
    %584 = llvm.add %450, %582 : i64
    llvm.br ^bb62(%81 : i64)
  ^bb62(%585: i64):  // 2 preds: ^bb61, ^bb63
    %586 = llvm.icmp "slt" %585, %71 : i64
    llvm.cond_br %586, ^bb63, ^bb64
  ^bb63:  // pred: ^bb62
    %587 = llvm.extractvalue %447[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %588 = llvm.mlir.constant(16 : index) : i64
    %589 = llvm.mul %582, %588 overflow<nsw, nuw> : i64
    %590 = llvm.add %589, %585 overflow<nsw, nuw> : i64
    %591 = llvm.getelementptr inbounds|nuw %587[%590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %592 = llvm.load %591 : !llvm.ptr -> f32
    %593 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %594 = llvm.mlir.constant(128 : index) : i64
    %595 = llvm.mul %448, %594 overflow<nsw, nuw> : i64
    %596 = llvm.mlir.constant(16 : index) : i64
    %597 = llvm.mul %584, %596 overflow<nsw, nuw> : i64
    %598 = llvm.add %595, %597 overflow<nsw, nuw> : i64
    %599 = llvm.add %598, %585 overflow<nsw, nuw> : i64
    %600 = llvm.getelementptr inbounds|nuw %593[%599] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %592, %600 : f32, !llvm.ptr
    %601 = llvm.add %585, %78 : i64
    llvm.br ^bb62(%601 : i64)
  ^bb64:  // pred: ^bb62
    %602 = llvm.add %582, %78 : i64
    llvm.br ^bb60(%602 : i64)
  ^bb65:  // pred: ^bb60
    %603 = llvm.add %450, %76 : i64
    llvm.br ^bb52(%603 : i64)
  ^bb66:  // pred: ^bb52
    %604 = llvm.add %448, %78 : i64
    llvm.br ^bb50(%604 : i64)
  ^bb67:  // pred: ^bb50
    %605 = llvm.extractvalue %447[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%605) : (!llvm.ptr) -> ()
    llvm.cond_br %288, ^bb68, ^bb75
  ^bb68:  // pred: ^bb67
    %606 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %607 = llvm.getelementptr %606[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %608 = llvm.atomicrmw add %607, %70 acq_rel : !llvm.ptr, i64
    %609 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %610 = llvm.getelementptr %609[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %611 = llvm.atomicrmw add %610, %67 acq_rel : !llvm.ptr, i64
    %612 = llvm.add %611, %67 : i64
    %613 = llvm.icmp "eq" %612, %arg52 : i64
    llvm.cond_br %613, ^bb69, ^bb70
  ^bb69:  // pred: ^bb68
    %614 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %615 = llvm.getelementptr %614[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %616 = llvm.atomicrmw xchg %615, %70 acq_rel : !llvm.ptr, i64
    %617 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %618 = llvm.getelementptr %617[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %619 = llvm.atomicrmw add %618, %67 acq_rel : !llvm.ptr, i64
    llvm.br ^bb74
  ^bb70:  // pred: ^bb68
    llvm.br ^bb71
  ^bb71:  // 2 preds: ^bb70, ^bb72
    %620 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %621 = llvm.getelementptr %620[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %622 = llvm.atomicrmw add %621, %70 acq_rel : !llvm.ptr, i64
    %623 = llvm.icmp "eq" %622, %608 : i64
    llvm.cond_br %623, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb71
  ^bb73:  // pred: ^bb71
    llvm.br ^bb74
  ^bb74:  // 2 preds: ^bb69, ^bb73
    llvm.br ^bb75
  ^bb75:  // 2 preds: ^bb67, ^bb74
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
