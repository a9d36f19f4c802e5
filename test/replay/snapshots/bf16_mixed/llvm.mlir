module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: !llvm.ptr, %arg32: !llvm.ptr, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: i64, %arg37: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg26, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg27, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg28, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg29, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg30, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg19, %6[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.insertvalue %arg20, %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %9 = llvm.insertvalue %arg21, %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.insertvalue %arg22, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.insertvalue %arg24, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.insertvalue %arg23, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.insertvalue %arg25, %12[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %15 = llvm.insertvalue %arg14, %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg15, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg16, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.insertvalue %arg17, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.insertvalue %arg18, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %21 = llvm.insertvalue %arg7, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %22 = llvm.insertvalue %arg8, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %23 = llvm.insertvalue %arg9, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %24 = llvm.insertvalue %arg10, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %25 = llvm.insertvalue %arg12, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %26 = llvm.insertvalue %arg11, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %27 = llvm.insertvalue %arg13, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = llvm.insertvalue %arg0, %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg1, %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg2, %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg3, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg5, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg4, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg6, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %37 = llvm.mlir.constant(1 : i64) : i64
    %38 = llvm.mlir.constant(0 : i64) : i64
    %39 = llvm.mlir.constant(16 : index) : i64
    %40 = llvm.mlir.constant(2 : index) : i64
    %41 = llvm.mlir.constant(3 : index) : i64
    %42 = llvm.mlir.constant(4 : index) : i64
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.mlir.constant(8 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %47 = llvm.mlir.constant(4 : index) : i64
    %48 = llvm.mlir.constant(8 : index) : i64
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.mlir.constant(32 : index) : i64
    %51 = llvm.mlir.zero : !llvm.ptr
    %52 = llvm.getelementptr %51[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %53 = llvm.ptrtoint %52 : !llvm.ptr to i64
    %54 = llvm.call @malloc(%53) : (i64) -> !llvm.ptr
    %55 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = llvm.insertvalue %54, %55[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %57 = llvm.insertvalue %54, %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %60 = llvm.insertvalue %47, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %61 = llvm.insertvalue %48, %60[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %62 = llvm.insertvalue %48, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %63 = llvm.insertvalue %49, %62[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %64 = llvm.udiv %arg36, %arg37 : i64
    %65 = llvm.mul %64, %42 : i64
    %66 = llvm.intr.umin(%65, %42) : (i64, i64) -> i64
    %67 = llvm.add %arg36, %45 : i64
    %68 = llvm.udiv %67, %arg37 : i64
    %69 = llvm.mul %68, %42 : i64
    %70 = llvm.intr.umin(%69, %42) : (i64, i64) -> i64
    llvm.br ^bb1(%66 : i64)
  ^bb1(%71: i64):  // 2 preds: ^bb0, ^bb14
    %72 = llvm.icmp "slt" %71, %70 : i64
    llvm.cond_br %72, ^bb2, ^bb15
  ^bb2:  // pred: ^bb1
    %73 = llvm.intr.umin(%71, %41) : (i64, i64) -> i64
    %74 = llvm.add %71, %45 : i64
    %75 = llvm.intr.umin(%74, %41) : (i64, i64) -> i64
    %76 = llvm.add %71, %40 : i64
    %77 = llvm.intr.umin(%76, %41) : (i64, i64) -> i64
    %78 = llvm.add %71, %41 : i64
    %79 = llvm.intr.umin(%78, %41) : (i64, i64) -> i64
    llvm.br ^bb3(%43 : i64)
  ^bb3(%80: i64):  // 2 preds: ^bb2, ^bb7
    %81 = llvm.icmp "slt" %80, %44 : i64
    llvm.cond_br %81, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%43, %46, %46, %46, %46 : i64, f32, f32, f32, f32)
  ^bb5(%82: i64, %83: f32, %84: f32, %85: f32, %86: f32):  // 2 preds: ^bb4, ^bb6
    %87 = llvm.icmp "slt" %82, %39 : i64
    llvm.cond_br %87, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %88 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.mlir.constant(16 : index) : i64
    %90 = llvm.mul %73, %89 overflow<nsw, nuw> : i64
    %91 = llvm.add %90, %82 overflow<nsw, nuw> : i64
    %92 = llvm.getelementptr inbounds|nuw %88[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %93 = llvm.load %92 : !llvm.ptr -> f32
    %94 = llvm.fptrunc %93 : f32 to bf16
    %95 = llvm.fpext %94 : bf16 to f32
    %96 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %97 = llvm.mlir.constant(16 : index) : i64
    %98 = llvm.mul %75, %97 overflow<nsw, nuw> : i64
    %99 = llvm.add %98, %82 overflow<nsw, nuw> : i64
    %100 = llvm.getelementptr inbounds|nuw %96[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %101 = llvm.load %100 : !llvm.ptr -> f32
    %102 = llvm.fptrunc %101 : f32 to bf16
    %103 = llvm.fpext %102 : bf16 to f32
    %104 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %105 = llvm.mlir.constant(16 : index) : i64
    %106 = llvm.mul %77, %105 overflow<nsw, nuw> : i64
    %107 = llvm.add %106, %82 overflow<nsw, nuw> : i64
    %108 = llvm.getelementptr inbounds|nuw %104[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %109 = llvm.load %108 : !llvm.ptr -> f32
    %110 = llvm.fptrunc %109 : f32 to bf16
    %111 = llvm.fpext %110 : bf16 to f32
    %112 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %113 = llvm.mlir.constant(16 : index) : i64
    %114 = llvm.mul %79, %113 overflow<nsw, nuw> : i64
    %115 = llvm.add %114, %82 overflow<nsw, nuw> : i64
    %116 = llvm.getelementptr inbounds|nuw %112[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %117 = llvm.load %116 : !llvm.ptr -> f32
    %118 = llvm.fptrunc %117 : f32 to bf16
    %119 = llvm.fpext %118 : bf16 to f32
    %120 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %121 = llvm.mlir.constant(8 : index) : i64
    %122 = llvm.mul %82, %121 overflow<nsw, nuw> : i64
    %123 = llvm.add %122, %80 overflow<nsw, nuw> : i64
    %124 = llvm.getelementptr inbounds|nuw %120[%123] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    %125 = llvm.load %124 : !llvm.ptr -> bf16
    %126 = llvm.fpext %125 : bf16 to f32
    %127 = llvm.fmul %95, %126 : f32
    %128 = llvm.fadd %127, %83 : f32
    %129 = llvm.fmul %103, %126 : f32
    %130 = llvm.fadd %129, %84 : f32
    %131 = llvm.fmul %111, %126 : f32
    %132 = llvm.fadd %131, %85 : f32
    %133 = llvm.fmul %119, %126 : f32
    %134 = llvm.fadd %133, %86 : f32
    %135 = llvm.add %82, %45 : i64
    llvm.br ^bb5(%135, %128, %130, %132, %134 : i64, f32, f32, f32, f32)
  ^bb7:  // pred: ^bb5
    %136 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.mlir.constant(8 : index) : i64
    %138 = llvm.mul %43, %137 overflow<nsw, nuw> : i64
    %139 = llvm.add %138, %80 overflow<nsw, nuw> : i64
    %140 = llvm.getelementptr inbounds|nuw %136[%139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %83, %140 : f32, !llvm.ptr
    %141 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %142 = llvm.mlir.constant(8 : index) : i64
    %143 = llvm.mul %45, %142 overflow<nsw, nuw> : i64
    %144 = llvm.add %143, %80 overflow<nsw, nuw> : i64
    %145 = llvm.getelementptr inbounds|nuw %141[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %84, %145 : f32, !llvm.ptr
    %146 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %147 = llvm.mlir.constant(8 : index) : i64
    %148 = llvm.mul %40, %147 overflow<nsw, nuw> : i64
    %149 = llvm.add %148, %80 overflow<nsw, nuw> : i64
    %150 = llvm.getelementptr inbounds|nuw %146[%149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %85, %150 : f32, !llvm.ptr
    %151 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.mlir.constant(8 : index) : i64
    %153 = llvm.mul %41, %152 overflow<nsw, nuw> : i64
    %154 = llvm.add %153, %80 overflow<nsw, nuw> : i64
    %155 = llvm.getelementptr inbounds|nuw %151[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %86, %155 : f32, !llvm.ptr
    %156 = llvm.add %80, %45 : i64
    llvm.br ^bb3(%156 : i64)
  ^bb8:  // pred: ^bb3
    %157 = llvm.sub %42, %71 : i64
    %158 = llvm.intr.umin(%157, %42) : (i64, i64) -> i64
    llvm.br ^bb9(%43 : i64)
  ^bb9(%159: i64):  // 2 preds: ^bb8, ^bb13
    %160 = llvm.icmp "slt" %159, %158 : i64
    llvm.cond_br %160, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    %161 = llvm.add %71, %159 : i64
    llvm.br ^bb11(%43 : i64)
  ^bb11(%162: i64):  // 2 preds: ^bb10, ^bb12
    %163 = llvm.icmp "slt" %162, %44 : i64
    llvm.cond_br %163, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %164 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %165 = llvm.mlir.constant(8 : index) : i64
    %166 = llvm.mul %159, %165 overflow<nsw, nuw> : i64
    %167 = llvm.add %166, %162 overflow<nsw, nuw> : i64
    %168 = llvm.getelementptr inbounds|nuw %164[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %169 = llvm.load %168 : !llvm.ptr -> f32
    %170 = llvm.fptrunc %169 : f32 to bf16
    %171 = llvm.fpext %170 : bf16 to f32
    %172 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %173 = llvm.getelementptr inbounds|nuw %172[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %174 = llvm.load %173 : !llvm.ptr -> f32
    %175 = llvm.fadd %171, %174 : f32
    %176 = llvm.fptrunc %175 : f32 to bf16
    %177 = llvm.fpext %176 : bf16 to f32
    %178 = llvm.fmul %177, %36 : f32
    %179 = llvm.fptrunc %178 : f32 to bf16
    %180 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %181 = llvm.mlir.constant(8 : index) : i64
    %182 = llvm.mul %161, %181 overflow<nsw, nuw> : i64
    %183 = llvm.add %182, %162 overflow<nsw, nuw> : i64
    %184 = llvm.getelementptr inbounds|nuw %180[%183] : (!llvm.ptr, i64) -> !llvm.ptr, bf16
    llvm.store %179, %184 : bf16, !llvm.ptr
    %185 = llvm.add %162, %45 : i64
    llvm.br ^bb11(%185 : i64)
  ^bb13:  // pred: ^bb11
    %186 = llvm.add %159, %45 : i64
    llvm.br ^bb9(%186 : i64)
  ^bb14:  // pred: ^bb9
    %187 = llvm.add %71, %42 : i64
    llvm.br ^bb1(%187 : i64)
  ^bb15:  // pred: ^bb1
    %188 = llvm.extractvalue %63[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%188) : (!llvm.ptr) -> ()
    %189 = llvm.icmp "ugt" %arg37, %45 : i64
    llvm.cond_br %189, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    %190 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %191 = llvm.getelementptr %190[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %192 = llvm.atomicrmw add %191, %38 acq_rel : !llvm.ptr, i64
    %193 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %194 = llvm.getelementptr %193[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %195 = llvm.atomicrmw add %194, %37 acq_rel : !llvm.ptr, i64
    %196 = llvm.add %195, %37 : i64
    %197 = llvm.icmp "eq" %196, %arg37 : i64
    llvm.cond_br %197, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %198 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %199 = llvm.getelementptr %198[%43] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %200 = llvm.atomicrmw xchg %199, %38 acq_rel : !llvm.ptr, i64
    %201 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %202 = llvm.getelementptr %201[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %203 = llvm.atomicrmw xchg %202, %38 acq_rel : !llvm.ptr, i64
    %204 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %205 = llvm.getelementptr %204[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %206 = llvm.atomicrmw add %205, %37 acq_rel : !llvm.ptr, i64
    llvm.br ^bb22
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb18, ^bb20
    %207 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %208 = llvm.getelementptr %207[%45] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %209 = llvm.atomicrmw add %208, %38 acq_rel : !llvm.ptr, i64
    %210 = llvm.icmp "eq" %209, %192 : i64
    llvm.cond_br %210, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb19
  ^bb21:  // pred: ^bb19
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb17, ^bb21
    llvm.br ^bb24
  ^bb23:  // pred: ^bb15
    %211 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %212 = llvm.getelementptr %211[%44] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %213 = llvm.atomicrmw xchg %212, %38 acq_rel : !llvm.ptr, i64
    llvm.br ^bb24
  ^bb24:  // 2 preds: ^bb22, ^bb23
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %4 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %5 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %6 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %7 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %8 = llvm.load %arg1 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9 = llvm.extractvalue %8[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %10 = llvm.extractvalue %8[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %11 = llvm.extractvalue %8[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %12 = llvm.extractvalue %8[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %13 = llvm.extractvalue %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.extractvalue %8[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.extractvalue %8[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %17 = llvm.extractvalue %16[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.extractvalue %16[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %19 = llvm.extractvalue %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
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
    %36 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.extractvalue %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %38 = llvm.extractvalue %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %39 = llvm.extractvalue %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %40 = llvm.extractvalue %36[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %41 = llvm.extractvalue %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %23, %24, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %37, %38, %39, %40, %41, %arg6, %arg7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
