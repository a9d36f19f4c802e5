#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: !llvm.ptr, %arg10: !llvm.ptr, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: !llvm.ptr, %arg19: !llvm.ptr, %arg20: i64, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: i64, %arg27: !llvm.ptr, %arg28: !llvm.ptr, %arg29: i64, %arg30: i64, %arg31: i64, %arg32: i64, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: !llvm.ptr, %arg37: !llvm.ptr, %arg38: i64, %arg39: i64, %arg40: i64, %arg41: !llvm.ptr, %arg42: !llvm.ptr, %arg43: i64, %arg44: i64, %arg45: i64, %arg46: !llvm.ptr, %arg47: !llvm.ptr, %arg48: i64, %arg49: i64, %arg50: i64, %arg51: i64, %arg52: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 1152 : i64, pyc.naive_bytes = 1152 : i64} {
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
    %66 = llvm.mlir.constant(640 : index) : i64
    %67 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %68 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %69 = llvm.mlir.constant(16 : index) : i64
    %70 = llvm.mlir.constant(5 : index) : i64
    %71 = llvm.mlir.constant(4 : index) : i64
    %72 = llvm.mlir.constant(3 : index) : i64
    %73 = llvm.mlir.constant(7 : index) : i64
    %74 = llvm.mlir.constant(6 : index) : i64
    %75 = llvm.mlir.constant(2 : index) : i64
    %76 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %77 = llvm.mlir.constant(128 : index) : i64
    %78 = llvm.mlir.constant(64 : index) : i64
    %79 = llvm.mlir.constant(1 : i64) : i64
    %80 = llvm.mlir.constant(0 : i64) : i64
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.mlir.constant(8 : index) : i64
    %83 = llvm.mlir.constant(0 : index) : i64
    %84 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %85 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.insertvalue %85, %84[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.getelementptr %87[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %89 = llvm.insertvalue %88, %86[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.mlir.constant(0 : index) : i64
    %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.mlir.constant(8 : index) : i64
    %93 = llvm.insertvalue %92, %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.insertvalue %94, %93[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %96 = llvm.mul %arg51, %82 : i64
    %97 = llvm.udiv %96, %arg52 : i64
    %98 = llvm.intr.umin(%97, %82) : (i64, i64) -> i64
    %99 = llvm.add %arg51, %81 : i64
    %100 = llvm.mul %99, %82 : i64
    %101 = llvm.udiv %100, %arg52 : i64
    %102 = llvm.intr.umin(%101, %82) : (i64, i64) -> i64
    llvm.br ^bb1(%98 : i64)
  ^bb1(%103: i64):  // 2 preds: ^bb0, ^bb2
    %104 = llvm.icmp "slt" %103, %102 : i64
    llvm.cond_br %104, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %105 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %106 = llvm.getelementptr inbounds|nuw %105[%103] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %103, %106 : i64, !llvm.ptr
    %107 = llvm.add %103, %81 : i64
    llvm.br ^bb1(%107 : i64)
  ^bb3:  // pred: ^bb1
    %108 = llvm.icmp "ugt" %arg52, %81 : i64
    llvm.cond_br %108, ^bb4, ^bb10
  ^bb4:  // pred: ^bb3
    %109 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %110 = llvm.getelementptr %109[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %111 = llvm.atomicrmw add %110, %80 acq_rel : !llvm.ptr, i64
    %112 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.getelementptr %112[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %114 = llvm.atomicrmw add %113, %79 acq_rel : !llvm.ptr, i64
    %115 = llvm.add %114, %79 : i64
    %116 = llvm.icmp "eq" %115, %arg52 : i64
    llvm.cond_br %116, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %117 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %118 = llvm.getelementptr %117[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %119 = llvm.atomicrmw xchg %118, %80 acq_rel : !llvm.ptr, i64
    %120 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %121 = llvm.getelementptr %120[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %122 = llvm.atomicrmw add %121, %79 acq_rel : !llvm.ptr, i64
    llvm.br ^bb9
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb6, ^bb7
    %123 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %124 = llvm.getelementptr %123[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %125 = llvm.atomicrmw add %124, %80 acq_rel : !llvm.ptr, i64
    %126 = llvm.icmp "eq" %125, %111 : i64
    llvm.cond_br %126, ^bb7, ^bb8
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb5, ^bb8
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb3, ^bb9
    %127 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %128 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %129 = llvm.insertvalue %128, %127[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %130 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %131 = llvm.getelementptr %130[%78] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %132 = llvm.insertvalue %131, %129[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %133 = llvm.mlir.constant(0 : index) : i64
    %134 = llvm.insertvalue %133, %132[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %135 = llvm.mlir.constant(8 : index) : i64
    %136 = llvm.insertvalue %135, %134[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %137 = llvm.mlir.constant(1 : index) : i64
    %138 = llvm.insertvalue %137, %136[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %139 = llvm.mlir.constant(8 : index) : i64
    %140 = llvm.insertvalue %139, %138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %141 = llvm.mlir.constant(8 : index) : i64
    %142 = llvm.insertvalue %141, %140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb11(%98 : i64)
  ^bb11(%143: i64):  // 2 preds: ^bb10, ^bb15
    %144 = llvm.icmp "slt" %143, %102 : i64
    llvm.cond_br %144, ^bb12, ^bb16
  ^bb12:  // pred: ^bb11
    llvm.br ^bb13(%83 : i64)
  ^bb13(%145: i64):  // 2 preds: ^bb12, ^bb14
    %146 = llvm.icmp "slt" %145, %82 : i64
    llvm.cond_br %146, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %147 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.getelementptr inbounds|nuw %147[%145] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %149 = llvm.load %148 : !llvm.ptr -> i64
    %150 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.getelementptr inbounds|nuw %150[%143] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %152 = llvm.load %151 : !llvm.ptr -> i64
    %153 = llvm.sub %149, %152 : i64
    %154 = llvm.icmp "sgt" %153, %80 : i64
    %155 = llvm.zext %154 : i1 to i8
    %156 = llvm.extractvalue %142[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %157 = llvm.mlir.constant(8 : index) : i64
    %158 = llvm.mul %143, %157 overflow<nsw, nuw> : i64
    %159 = llvm.add %158, %145 overflow<nsw, nuw> : i64
    %160 = llvm.getelementptr inbounds|nuw %156[%159] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %155, %160 : i8, !llvm.ptr
    %161 = llvm.add %145, %81 : i64
    llvm.br ^bb13(%161 : i64)
  ^bb15:  // pred: ^bb13
    %162 = llvm.add %143, %81 : i64
    llvm.br ^bb11(%162 : i64)
  ^bb16:  // pred: ^bb11
    llvm.cond_br %108, ^bb17, ^bb23
  ^bb17:  // pred: ^bb16
    %163 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %164 = llvm.getelementptr %163[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %165 = llvm.atomicrmw add %164, %80 acq_rel : !llvm.ptr, i64
    %166 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %167 = llvm.getelementptr %166[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %168 = llvm.atomicrmw add %167, %79 acq_rel : !llvm.ptr, i64
    %169 = llvm.add %168, %79 : i64
    %170 = llvm.icmp "eq" %169, %arg52 : i64
    llvm.cond_br %170, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %171 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %172 = llvm.getelementptr %171[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %173 = llvm.atomicrmw xchg %172, %80 acq_rel : !llvm.ptr, i64
    %174 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %175 = llvm.getelementptr %174[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %176 = llvm.atomicrmw add %175, %79 acq_rel : !llvm.ptr, i64
    llvm.br ^bb22
  ^bb19:  // pred: ^bb17
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb19, ^bb20
    %177 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %178 = llvm.getelementptr %177[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %179 = llvm.atomicrmw add %178, %80 acq_rel : !llvm.ptr, i64
    %180 = llvm.icmp "eq" %179, %165 : i64
    llvm.cond_br %180, ^bb20, ^bb21
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb18, ^bb21
    llvm.br ^bb23
  ^bb23:  // 2 preds: ^bb16, ^bb22
    %181 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %182 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %183 = llvm.insertvalue %182, %181[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %184 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %185 = llvm.getelementptr %184[%77] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %186 = llvm.insertvalue %185, %183[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %187 = llvm.mlir.constant(0 : index) : i64
    %188 = llvm.insertvalue %187, %186[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %189 = llvm.mlir.constant(8 : index) : i64
    %190 = llvm.insertvalue %189, %188[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %191 = llvm.mlir.constant(1 : index) : i64
    %192 = llvm.insertvalue %191, %190[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %193 = llvm.mlir.constant(8 : index) : i64
    %194 = llvm.insertvalue %193, %192[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %195 = llvm.mlir.constant(8 : index) : i64
    %196 = llvm.insertvalue %195, %194[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %197 = llvm.mlir.constant(2 : index) : i64
    %198 = llvm.insertvalue %197, %196[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %199 = llvm.mlir.constant(64 : index) : i64
    %200 = llvm.insertvalue %199, %198[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %201 = llvm.mlir.constant(6 : index) : i64
    %202 = llvm.mlir.constant(8 : index) : i64
    %203 = llvm.mlir.constant(1 : index) : i64
    %204 = llvm.mlir.constant(48 : index) : i64
    %205 = llvm.mlir.zero : !llvm.ptr
    %206 = llvm.getelementptr %205[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %207 = llvm.ptrtoint %206 : !llvm.ptr to i64
    %208 = llvm.call @malloc(%207) : (i64) -> !llvm.ptr
    %209 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %210 = llvm.insertvalue %208, %209[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %211 = llvm.insertvalue %208, %210[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %212 = llvm.mlir.constant(0 : index) : i64
    %213 = llvm.insertvalue %212, %211[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %214 = llvm.insertvalue %201, %213[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %215 = llvm.insertvalue %202, %214[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %216 = llvm.insertvalue %202, %215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %217 = llvm.insertvalue %203, %216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %218 = llvm.mul %arg51, %75 : i64
    %219 = llvm.udiv %218, %arg52 : i64
    %220 = llvm.intr.umin(%219, %75) : (i64, i64) -> i64
    %221 = llvm.mul %99, %75 : i64
    %222 = llvm.udiv %221, %arg52 : i64
    %223 = llvm.intr.umin(%222, %75) : (i64, i64) -> i64
    llvm.br ^bb24(%220 : i64)
  ^bb24(%224: i64):  // 2 preds: ^bb23, ^bb40
    %225 = llvm.icmp "slt" %224, %223 : i64
    llvm.cond_br %225, ^bb25, ^bb41
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%83 : i64)
  ^bb26(%226: i64):  // 2 preds: ^bb25, ^bb39
    %227 = llvm.icmp "slt" %226, %82 : i64
    llvm.cond_br %227, ^bb27, ^bb40
  ^bb27:  // pred: ^bb26
    %228 = llvm.intr.umin(%226, %73) : (i64, i64) -> i64
    %229 = llvm.add %226, %81 : i64
    %230 = llvm.intr.umin(%229, %73) : (i64, i64) -> i64
    %231 = llvm.add %226, %75 : i64
    %232 = llvm.intr.umin(%231, %73) : (i64, i64) -> i64
    %233 = llvm.add %226, %72 : i64
    %234 = llvm.intr.umin(%233, %73) : (i64, i64) -> i64
    %235 = llvm.add %226, %71 : i64
    %236 = llvm.intr.umin(%235, %73) : (i64, i64) -> i64
    %237 = llvm.add %226, %70 : i64
    %238 = llvm.intr.umin(%237, %73) : (i64, i64) -> i64
    llvm.br ^bb28(%83 : i64)
  ^bb28(%239: i64):  // 2 preds: ^bb27, ^bb32
    %240 = llvm.icmp "slt" %239, %82 : i64
    llvm.cond_br %240, ^bb29, ^bb33
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%83, %76, %76, %76, %76, %76, %76 : i64, f32, f32, f32, f32, f32, f32)
  ^bb30(%241: i64, %242: f32, %243: f32, %244: f32, %245: f32, %246: f32, %247: f32):  // 2 preds: ^bb29, ^bb31
    %248 = llvm.icmp "slt" %241, %69 : i64
    llvm.cond_br %248, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %249 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %250 = llvm.mlir.constant(128 : index) : i64
    %251 = llvm.mul %224, %250 overflow<nsw, nuw> : i64
    %252 = llvm.mlir.constant(16 : index) : i64
    %253 = llvm.mul %228, %252 overflow<nsw, nuw> : i64
    %254 = llvm.add %251, %253 overflow<nsw, nuw> : i64
    %255 = llvm.add %254, %241 overflow<nsw, nuw> : i64
    %256 = llvm.getelementptr inbounds|nuw %249[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %257 = llvm.load %256 : !llvm.ptr -> f32
    %258 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %259 = llvm.mlir.constant(128 : index) : i64
    %260 = llvm.mul %224, %259 overflow<nsw, nuw> : i64
    %261 = llvm.mlir.constant(16 : index) : i64
    %262 = llvm.mul %230, %261 overflow<nsw, nuw> : i64
    %263 = llvm.add %260, %262 overflow<nsw, nuw> : i64
    %264 = llvm.add %263, %241 overflow<nsw, nuw> : i64
    %265 = llvm.getelementptr inbounds|nuw %258[%264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %266 = llvm.load %265 : !llvm.ptr -> f32
    %267 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %268 = llvm.mlir.constant(128 : index) : i64
    %269 = llvm.mul %224, %268 overflow<nsw, nuw> : i64
    %270 = llvm.mlir.constant(16 : index) : i64
    %271 = llvm.mul %232, %270 overflow<nsw, nuw> : i64
    %272 = llvm.add %269, %271 overflow<nsw, nuw> : i64
    %273 = llvm.add %272, %241 overflow<nsw, nuw> : i64
    %274 = llvm.getelementptr inbounds|nuw %267[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %275 = llvm.load %274 : !llvm.ptr -> f32
    %276 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %277 = llvm.mlir.constant(128 : index) : i64
    %278 = llvm.mul %224, %277 overflow<nsw, nuw> : i64
    %279 = llvm.mlir.constant(16 : index) : i64
    %280 = llvm.mul %234, %279 overflow<nsw, nuw> : i64
    %281 = llvm.add %278, %280 overflow<nsw, nuw> : i64
    %282 = llvm.add %281, %241 overflow<nsw, nuw> : i64
    %283 = llvm.getelementptr inbounds|nuw %276[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %284 = llvm.load %283 : !llvm.ptr -> f32
    %285 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %286 = llvm.mlir.constant(128 : index) : i64
    %287 = llvm.mul %224, %286 overflow<nsw, nuw> : i64
    %288 = llvm.mlir.constant(16 : index) : i64
    %289 = llvm.mul %236, %288 overflow<nsw, nuw> : i64
    %290 = llvm.add %287, %289 overflow<nsw, nuw> : i64
    %291 = llvm.add %290, %241 overflow<nsw, nuw> : i64
    %292 = llvm.getelementptr inbounds|nuw %285[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %293 = llvm.load %292 : !llvm.ptr -> f32
    %294 = llvm.extractvalue %51[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %295 = llvm.mlir.constant(128 : index) : i64
    %296 = llvm.mul %224, %295 overflow<nsw, nuw> : i64
    %297 = llvm.mlir.constant(16 : index) : i64
    %298 = llvm.mul %238, %297 overflow<nsw, nuw> : i64
    %299 = llvm.add %296, %298 overflow<nsw, nuw> : i64
    %300 = llvm.add %299, %241 overflow<nsw, nuw> : i64
    %301 = llvm.getelementptr inbounds|nuw %294[%300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %302 = llvm.load %301 : !llvm.ptr -> f32
    %303 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %304 = llvm.mlir.constant(128 : index) : i64
    %305 = llvm.mul %224, %304 overflow<nsw, nuw> : i64
    %306 = llvm.mlir.constant(16 : index) : i64
    %307 = llvm.mul %239, %306 overflow<nsw, nuw> : i64
    %308 = llvm.add %305, %307 overflow<nsw, nuw> : i64
    %309 = llvm.add %308, %241 overflow<nsw, nuw> : i64
    %310 = llvm.getelementptr inbounds|nuw %303[%309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %311 = llvm.load %310 : !llvm.ptr -> f32
    %312 = llvm.fmul %257, %311 : f32
    %313 = llvm.fadd %312, %242 : f32
    %314 = llvm.fmul %266, %311 : f32
    %315 = llvm.fadd %314, %243 : f32
    %316 = llvm.fmul %275, %311 : f32
    %317 = llvm.fadd %316, %244 : f32
    %318 = llvm.fmul %284, %311 : f32
    %319 = llvm.fadd %318, %245 : f32
    %320 = llvm.fmul %293, %311 : f32
    %321 = llvm.fadd %320, %246 : f32
    %322 = llvm.fmul %302, %311 : f32
    %323 = llvm.fadd %322, %247 : f32
    %324 = llvm.add %241, %81 : i64
    llvm.br ^bb30(%324, %313, %315, %317, %319, %321, %323 : i64, f32, f32, f32, f32, f32, f32)
  ^bb32:  // pred: ^bb30
    %325 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %326 = llvm.mlir.constant(8 : index) : i64
    %327 = llvm.mul %83, %326 overflow<nsw, nuw> : i64
    %328 = llvm.add %327, %239 overflow<nsw, nuw> : i64
    %329 = llvm.getelementptr inbounds|nuw %325[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %242, %329 : f32, !llvm.ptr
    %330 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %331 = llvm.mlir.constant(8 : index) : i64
    %332 = llvm.mul %81, %331 overflow<nsw, nuw> : i64
    %333 = llvm.add %332, %239 overflow<nsw, nuw> : i64
    %334 = llvm.getelementptr inbounds|nuw %330[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %243, %334 : f32, !llvm.ptr
    %335 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %336 = llvm.mlir.constant(8 : index) : i64
    %337 = llvm.mul %75, %336 overflow<nsw, nuw> : i64
    %338 = llvm.add %337, %239 overflow<nsw, nuw> : i64
    %339 = llvm.getelementptr inbounds|nuw %335[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %244, %339 : f32, !llvm.ptr
    %340 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %341 = llvm.mlir.constant(8 : index) : i64
    %342 = llvm.mul %72, %341 overflow<nsw, nuw> : i64
    %343 = llvm.add %342, %239 overflow<nsw, nuw> : i64
    %344 = llvm.getelementptr inbounds|nuw %340[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %245, %344 : f32, !llvm.ptr
    %345 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %346 = llvm.mlir.constant(8 : index) : i64
    %347 = llvm.mul %71, %346 overflow<nsw, nuw> : i64
    %348 = llvm.add %347, %239 overflow<nsw, nuw> : i64
    %349 = llvm.getelementptr inbounds|nuw %345[%348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %246, %349 : f32, !llvm.ptr
    %350 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %351 = llvm.mlir.constant(8 : index) : i64
    %352 = llvm.mul %70, %351 overflow<nsw, nuw> : i64
    %353 = llvm.add %352, %239 overflow<nsw, nuw> : i64
    %354 = llvm.getelementptr inbounds|nuw %350[%353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %247, %354 : f32, !llvm.ptr
    %355 = llvm.add %239, %81 : i64
    llvm.br ^bb28(%355 : i64)
  ^bb33:  // pred: ^bb28
    %356 = llvm.sub %82, %226 : i64
    %357 = llvm.intr.umin(%356, %74) : (i64, i64) -> i64
    llvm.br ^bb34(%83 : i64)
  ^bb34(%358: i64):  // 2 preds: ^bb33, ^bb38
    %359 = llvm.icmp "slt" %358, %357 : i64
    llvm.cond_br %359, ^bb35, ^bb39
  ^bb35:  // pred: ^bb34
    %360 = llvm.add %226, %358 : i64
    llvm.br ^bb36(%83 : i64)
  ^bb36(%361: i64):  // 2 preds: ^bb35, ^bb37
    %362 = llvm.icmp "slt" %361, %82 : i64
    llvm.cond_br %362, ^bb37, ^bb38
  ^bb37:  // pred: ^bb36
    %363 = llvm.extractvalue %142[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %364 = llvm.mlir.constant(8 : index) : i64
    %365 = llvm.mul %360, %364 overflow<nsw, nuw> : i64
    %366 = llvm.add %365, %361 overflow<nsw, nuw> : i64
    %367 = llvm.getelementptr inbounds|nuw %363[%366] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %368 = llvm.load %367 : !llvm.ptr -> i8
    %369 = llvm.trunc %368 : i8 to i1
    %370 = llvm.extractvalue %217[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %371 = llvm.mlir.constant(8 : index) : i64
    %372 = llvm.mul %358, %371 overflow<nsw, nuw> : i64
    %373 = llvm.add %372, %361 overflow<nsw, nuw> : i64
    %374 = llvm.getelementptr inbounds|nuw %370[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %375 = llvm.load %374 : !llvm.ptr -> f32
    %376 = llvm.fmul %375, %67 : f32
    %377 = llvm.select %369, %68, %376 : i1, f32
    %378 = llvm.extractvalue %200[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %379 = llvm.mlir.constant(64 : index) : i64
    %380 = llvm.mul %224, %379 overflow<nsw, nuw> : i64
    %381 = llvm.mlir.constant(8 : index) : i64
    %382 = llvm.mul %360, %381 overflow<nsw, nuw> : i64
    %383 = llvm.add %380, %382 overflow<nsw, nuw> : i64
    %384 = llvm.add %383, %361 overflow<nsw, nuw> : i64
    %385 = llvm.getelementptr inbounds|nuw %378[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %377, %385 : f32, !llvm.ptr
    %386 = llvm.add %361, %81 : i64
    llvm.br ^bb36(%386 : i64)
  ^bb38:  // pred: ^bb36
    %387 = llvm.add %358, %81 : i64
    llvm.br ^bb34(%387 : i64)
  ^bb39:  // pred: ^bb34
    %388 = llvm.add %226, %74 : i64
    llvm.br ^bb26(%388 : i64)
  ^bb40:  // pred: ^bb26
    %389 = llvm.add %224, %81 : i64
    llvm.br ^bb24(%389 : i64)
  ^bb41:  // pred: ^bb24
    %390 = llvm.extractvalue %217[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%390) : (!llvm.ptr) -> ()
    llvm.cond_br %108, ^bb42, ^bb48
  ^bb42:  // pred: ^bb41
    %391 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %392 = llvm.getelementptr %391[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %393 = llvm.atomicrmw add %392, %80 acq_rel : !llvm.ptr, i64
    %394 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %395 = llvm.getelementptr %394[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %396 = llvm.atomicrmw add %395, %79 acq_rel : !llvm.ptr, i64
    %397 = llvm.add %396, %79 : i64
    %398 = llvm.icmp "eq" %397, %arg52 : i64
    llvm.cond_br %398, ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    %399 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %400 = llvm.getelementptr %399[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %401 = llvm.atomicrmw xchg %400, %80 acq_rel : !llvm.ptr, i64
    %402 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %403 = llvm.getelementptr %402[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %404 = llvm.atomicrmw add %403, %79 acq_rel : !llvm.ptr, i64
    llvm.br ^bb47
  ^bb44:  // pred: ^bb42
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb44, ^bb45
    %405 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %406 = llvm.getelementptr %405[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %407 = llvm.atomicrmw add %406, %80 acq_rel : !llvm.ptr, i64
    %408 = llvm.icmp "eq" %407, %393 : i64
    llvm.cond_br %408, ^bb45, ^bb46
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47
  ^bb47:  // 2 preds: ^bb43, ^bb46
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb41, ^bb47
    %409 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %410 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %411 = llvm.insertvalue %410, %409[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %412 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %413 = llvm.getelementptr %412[%66] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %414 = llvm.insertvalue %413, %411[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %415 = llvm.mlir.constant(0 : index) : i64
    %416 = llvm.insertvalue %415, %414[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %417 = llvm.mlir.constant(8 : index) : i64
    %418 = llvm.insertvalue %417, %416[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %419 = llvm.mlir.constant(1 : index) : i64
    %420 = llvm.insertvalue %419, %418[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %421 = llvm.mlir.constant(8 : index) : i64
    %422 = llvm.insertvalue %421, %420[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %423 = llvm.mlir.constant(8 : index) : i64
    %424 = llvm.insertvalue %423, %422[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %425 = llvm.mlir.constant(2 : index) : i64
    %426 = llvm.insertvalue %425, %424[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %427 = llvm.mlir.constant(64 : index) : i64
    %428 = llvm.insertvalue %427, %426[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %429 = llvm.mlir.constant(8 : index) : i64
    %430 = llvm.mlir.constant(1 : index) : i64
    %431 = llvm.mlir.zero : !llvm.ptr
    %432 = llvm.getelementptr %431[%429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %433 = llvm.ptrtoint %432 : !llvm.ptr to i64
    %434 = llvm.call @malloc(%433) : (i64) -> !llvm.ptr
    %435 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %436 = llvm.insertvalue %434, %435[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %437 = llvm.insertvalue %434, %436[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %438 = llvm.mlir.constant(0 : index) : i64
    %439 = llvm.insertvalue %438, %437[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %440 = llvm.insertvalue %429, %439[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %441 = llvm.insertvalue %430, %440[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb49(%220 : i64)
  ^bb49(%442: i64):  // 2 preds: ^bb48, ^bb62
    %443 = llvm.icmp "slt" %442, %223 : i64
    llvm.cond_br %443, ^bb50, ^bb63
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%83 : i64)
  ^bb51(%444: i64):  // 2 preds: ^bb50, ^bb61
    %445 = llvm.icmp "slt" %444, %82 : i64
    llvm.cond_br %445, ^bb52, ^bb62
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%83, %68 : i64, f32)
  ^bb53(%446: i64, %447: f32):  // 2 preds: ^bb52, ^bb54
    %448 = llvm.icmp "slt" %446, %82 : i64
    llvm.cond_br %448, ^bb54, ^bb55
  ^bb54:  // pred: ^bb53
    %449 = llvm.extractvalue %200[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %450 = llvm.mlir.constant(64 : index) : i64
    %451 = llvm.mul %442, %450 overflow<nsw, nuw> : i64
    %452 = llvm.mlir.constant(8 : index) : i64
    %453 = llvm.mul %444, %452 overflow<nsw, nuw> : i64
    %454 = llvm.add %451, %453 overflow<nsw, nuw> : i64
    %455 = llvm.add %454, %446 overflow<nsw, nuw> : i64
    %456 = llvm.getelementptr inbounds|nuw %449[%455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %457 = llvm.load %456 : !llvm.ptr -> f32
    %458 = llvm.intr.maximum(%457, %447) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %459 = llvm.add %446, %81 : i64
    llvm.br ^bb53(%459, %458 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb55:  // pred: ^bb53
    llvm.br ^bb56(%83, %76 : i64, f32)
  ^bb56(%460: i64, %461: f32):  // 2 preds: ^bb55, ^bb57
    %462 = llvm.icmp "slt" %460, %82 : i64
    llvm.cond_br %462, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %463 = llvm.extractvalue %200[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %464 = llvm.mlir.constant(64 : index) : i64
    %465 = llvm.mul %442, %464 overflow<nsw, nuw> : i64
    %466 = llvm.mlir.constant(8 : index) : i64
    %467 = llvm.mul %444, %466 overflow<nsw, nuw> : i64
    %468 = llvm.add %465, %467 overflow<nsw, nuw> : i64
    %469 = llvm.add %468, %460 overflow<nsw, nuw> : i64
    %470 = llvm.getelementptr inbounds|nuw %463[%469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %471 = llvm.load %470 : !llvm.ptr -> f32
    %472 = llvm.fsub %471, %447 : f32
    %473 = llvm.fcmp "olt" %472, %65 : f32
    %474 = llvm.select %473, %65, %472 : i1, f32
    %475 = llvm.fcmp "ogt" %474, %64 : f32
    %476 = llvm.select %475, %64, %474 : i1, f32
    %477 = llvm.intr.fma(%476, %62, %63) : (f32, f32, f32) -> f32
    %478 = llvm.fsub %477, %63 : f32
    %479 = llvm.intr.fma(%478, %61, %476) : (f32, f32, f32) -> f32
    %480 = llvm.intr.fma(%478, %60, %479) : (f32, f32, f32) -> f32
    %481 = llvm.fmul %480, %480 : f32
    %482 = llvm.intr.fma(%59, %480, %58) : (f32, f32, f32) -> f32
    %483 = llvm.intr.fma(%482, %480, %57) : (f32, f32, f32) -> f32
    %484 = llvm.intr.fma(%483, %480, %56) : (f32, f32, f32) -> f32
    %485 = llvm.intr.fma(%484, %480, %55) : (f32, f32, f32) -> f32
    %486 = llvm.intr.fma(%485, %480, %54) : (f32, f32, f32) -> f32
    %487 = llvm.intr.fma(%486, %481, %480) : (f32, f32, f32) -> f32
    %488 = llvm.fadd %487, %53 : f32
    %489 = llvm.bitcast %477 : f32 to i32
    %490 = llvm.sub %489, %52 : i32
    %491 = llvm.intr.ldexp(%488, %490) : (f32, i32) -> f32
    %492 = llvm.select %473, %76, %491 : i1, f32
    %493 = llvm.extractvalue %441[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %494 = llvm.getelementptr inbounds|nuw %493[%460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %492, %494 : f32, !llvm.ptr
    %495 = llvm.fadd %492, %461 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %496 = llvm.add %460, %81 : i64
    llvm.br ^bb56(%496, %495 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb58:  // pred: ^bb56
    llvm.br ^bb59(%83 : i64)
  ^bb59(%497: i64):  // 2 preds: ^bb58, ^bb60
    %498 = llvm.icmp "slt" %497, %82 : i64
    llvm.cond_br %498, ^bb60, ^bb61
  ^bb60:  // pred: ^bb59
    %499 = llvm.extractvalue %441[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %500 = llvm.getelementptr inbounds|nuw %499[%497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %501 = llvm.load %500 : !llvm.ptr -> f32
    %502 = llvm.fdiv %501, %461 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %503 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %504 = llvm.mlir.constant(64 : index) : i64
    %505 = llvm.mul %442, %504 overflow<nsw, nuw> : i64
    %506 = llvm.mlir.constant(8 : index) : i64
    %507 = llvm.mul %444, %506 overflow<nsw, nuw> : i64
    %508 = llvm.add %505, %507 overflow<nsw, nuw> : i64
    %509 = llvm.add %508, %497 overflow<nsw, nuw> : i64
    %510 = llvm.getelementptr inbounds|nuw %503[%509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %502, %510 : f32, !llvm.ptr
    %511 = llvm.add %497, %81 : i64
    llvm.br ^bb59(%511 : i64)
  ^bb61:  // pred: ^bb59
    %512 = llvm.add %444, %81 : i64
    llvm.br ^bb51(%512 : i64)
  ^bb62:  // pred: ^bb51
    %513 = llvm.add %442, %81 : i64
    llvm.br ^bb49(%513 : i64)
  ^bb63:  // pred: ^bb49
    %514 = llvm.extractvalue %441[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @free(%514) : (!llvm.ptr) -> ()
    llvm.cond_br %108, ^bb64, ^bb70
  ^bb64:  // pred: ^bb63
    %515 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %516 = llvm.getelementptr %515[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %517 = llvm.atomicrmw add %516, %80 acq_rel : !llvm.ptr, i64
    %518 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %519 = llvm.getelementptr %518[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %520 = llvm.atomicrmw add %519, %79 acq_rel : !llvm.ptr, i64
    %521 = llvm.add %520, %79 : i64
    %522 = llvm.icmp "eq" %521, %arg52 : i64
    llvm.cond_br %522, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %523 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %524 = llvm.getelementptr %523[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %525 = llvm.atomicrmw xchg %524, %80 acq_rel : !llvm.ptr, i64
    %526 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %527 = llvm.getelementptr %526[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %528 = llvm.atomicrmw add %527, %79 acq_rel : !llvm.ptr, i64
    llvm.br ^bb69
  ^bb66:  // pred: ^bb64
    llvm.br ^bb67
  ^bb67:  // 2 preds: ^bb66, ^bb67
    %529 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %530 = llvm.getelementptr %529[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %531 = llvm.atomicrmw add %530, %80 acq_rel : !llvm.ptr, i64
    %532 = llvm.icmp "eq" %531, %517 : i64
    llvm.cond_br %532, ^bb67, ^bb68
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69
  ^bb69:  // 2 preds: ^bb65, ^bb68
    llvm.br ^bb70
  ^bb70:  // 2 preds: ^bb63, ^bb69
    %533 = llvm.mlir.constant(6 : index) : i64
    %534 = llvm.mlir.constant(16 : index) : i64
    %535 = llvm.mlir.constant(1 : index) : i64
    %536 = llvm.mlir.constant(96 : index) : i64
    %537 = llvm.mlir.zero : !llvm.ptr
    %538 = llvm.getelementptr %537[%536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %539 = llvm.ptrtoint %538 : !llvm.ptr to i64
    %540 = llvm.call @malloc(%539) : (i64) -> !llvm.ptr
    %541 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %542 = llvm.insertvalue %540, %541[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %543 = llvm.insertvalue %540, %542[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %544 = llvm.mlir.constant(0 : index) : i64
    %545 = llvm.insertvalue %544, %543[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %546 = llvm.insertvalue %533, %545[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %547 = llvm.insertvalue %534, %546[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %548 = llvm.insertvalue %534, %547[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %549 = llvm.insertvalue %535, %548[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.br ^bb71(%220 : i64)
  ^bb71(%550: i64):  // 2 preds: ^bb70, ^bb87
    %551 = llvm.icmp "slt" %550, %223 : i64
    llvm.cond_br %551, ^bb72, ^bb88
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%83 : i64)
  ^bb73(%552: i64):  // 2 preds: ^bb72, ^bb86
    %553 = llvm.icmp "slt" %552, %82 : i64
    llvm.cond_br %553, ^bb74, ^bb87
  ^bb74:  // pred: ^bb73
    %554 = llvm.intr.umin(%552, %73) : (i64, i64) -> i64
    %555 = llvm.add %552, %81 : i64
    %556 = llvm.intr.umin(%555, %73) : (i64, i64) -> i64
    %557 = llvm.add %552, %75 : i64
    %558 = llvm.intr.umin(%557, %73) : (i64, i64) -> i64
    %559 = llvm.add %552, %72 : i64
    %560 = llvm.intr.umin(%559, %73) : (i64, i64) -> i64
    %561 = llvm.add %552, %71 : i64
    %562 = llvm.intr.umin(%561, %73) : (i64, i64) -> i64
    %563 = llvm.add %552, %70 : i64
    %564 = llvm.intr.umin(%563, %73) : (i64, i64) -> i64
    llvm.br ^bb75(%83 : i64)
  ^bb75(%565: i64):  // 2 preds: ^bb74, ^bb79
    %566 = llvm.icmp "slt" %565, %69 : i64
    llvm.cond_br %566, ^bb76, ^bb80
  ^bb76:  // pred: ^bb75
    llvm.br ^bb77(%83, %76, %76, %76, %76, %76, %76 : i64, f32, f32, f32, f32, f32, f32)
  ^bb77(%567: i64, %568: f32, %569: f32, %570: f32, %571: f32, %572: f32, %573: f32):  // 2 preds: ^bb76, ^bb78
    %574 = llvm.icmp "slt" %567, %82 : i64
    llvm.cond_br %574, ^bb78, ^bb79
  ^bb78:  // pred: ^bb77
    %575 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %576 = llvm.mlir.constant(64 : index) : i64
    %577 = llvm.mul %550, %576 overflow<nsw, nuw> : i64
    %578 = llvm.mlir.constant(8 : index) : i64
    %579 = llvm.mul %554, %578 overflow<nsw, nuw> : i64
    %580 = llvm.add %577, %579 overflow<nsw, nuw> : i64
    %581 = llvm.add %580, %567 overflow<nsw, nuw> : i64
    %582 = llvm.getelementptr inbounds|nuw %575[%581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %583 = llvm.load %582 : !llvm.ptr -> f32
    %584 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %585 = llvm.mlir.constant(64 : index) : i64
    %586 = llvm.mul %550, %585 overflow<nsw, nuw> : i64
    %587 = llvm.mlir.constant(8 : index) : i64
    %588 = llvm.mul %556, %587 overflow<nsw, nuw> : i64
    %589 = llvm.add %586, %588 overflow<nsw, nuw> : i64
    %590 = llvm.add %589, %567 overflow<nsw, nuw> : i64
    %591 = llvm.getelementptr inbounds|nuw %584[%590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %592 = llvm.load %591 : !llvm.ptr -> f32
    %593 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %594 = llvm.mlir.constant(64 : index) : i64
    %595 = llvm.mul %550, %594 overflow<nsw, nuw> : i64
    %596 = llvm.mlir.constant(8 : index) : i64
    %597 = llvm.mul %558, %596 overflow<nsw, nuw> : i64
    %598 = llvm.add %595, %597 overflow<nsw, nuw> : i64
    %599 = llvm.add %598, %567 overflow<nsw, nuw> : i64
    %600 = llvm.getelementptr inbounds|nuw %593[%599] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %601 = llvm.load %600 : !llvm.ptr -> f32
    %602 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %603 = llvm.mlir.constant(64 : index) : i64
    %604 = llvm.mul %550, %603 overflow<nsw, nuw> : i64
    %605 = llvm.mlir.constant(8 : index) : i64
    %606 = llvm.mul %560, %605 overflow<nsw, nuw> : i64
    %607 = llvm.add %604, %606 overflow<nsw, nuw> : i64
    %608 = llvm.add %607, %567 overflow<nsw, nuw> : i64
    %609 = llvm.getelementptr inbounds|nuw %602[%608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %610 = llvm.load %609 : !llvm.ptr -> f32
    %611 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %612 = llvm.mlir.constant(64 : index) : i64
    %613 = llvm.mul %550, %612 overflow<nsw, nuw> : i64
    %614 = llvm.mlir.constant(8 : index) : i64
    %615 = llvm.mul %562, %614 overflow<nsw, nuw> : i64
    %616 = llvm.add %613, %615 overflow<nsw, nuw> : i64
    %617 = llvm.add %616, %567 overflow<nsw, nuw> : i64
    %618 = llvm.getelementptr inbounds|nuw %611[%617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %619 = llvm.load %618 : !llvm.ptr -> f32
    %620 = llvm.extractvalue %428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %621 = llvm.mlir.constant(64 : index) : i64
    %622 = llvm.mul %550, %621 overflow<nsw, nuw> : i64
    %623 = llvm.mlir.constant(8 : index) : i64
    %624 = llvm.mul %564, %623 overflow<nsw, nuw> : i64
    %625 = llvm.add %622, %624 overflow<nsw, nuw> : i64
    %626 = llvm.add %625, %567 overflow<nsw, nuw> : i64
    %627 = llvm.getelementptr inbounds|nuw %620[%626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %628 = llvm.load %627 : !llvm.ptr -> f32
    %629 = llvm.extractvalue %31[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %630 = llvm.mlir.constant(128 : index) : i64
    %631 = llvm.mul %550, %630 overflow<nsw, nuw> : i64
    %632 = llvm.mlir.constant(16 : index) : i64
    %633 = llvm.mul %567, %632 overflow<nsw, nuw> : i64
    %634 = llvm.add %631, %633 overflow<nsw, nuw> : i64
    %635 = llvm.add %634, %565 overflow<nsw, nuw> : i64
    %636 = llvm.getelementptr inbounds|nuw %629[%635] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %637 = llvm.load %636 : !llvm.ptr -> f32
    %638 = llvm.fmul %583, %637 : f32
    %639 = llvm.fadd %638, %568 : f32
    %640 = llvm.fmul %592, %637 : f32
    %641 = llvm.fadd %640, %569 : f32
    %642 = llvm.fmul %601, %637 : f32
    %643 = llvm.fadd %642, %570 : f32
    %644 = llvm.fmul %610, %637 : f32
    %645 = llvm.fadd %644, %571 : f32
    %646 = llvm.fmul %619, %637 : f32
    %647 = llvm.fadd %646, %572 : f32
    %648 = llvm.fmul %628, %637 : f32
    %649 = llvm.fadd %648, %573 : f32
    %650 = llvm.add %567, %81 : i64
    llvm.br ^bb77(%650, %639, %641, %643, %645, %647, %649 : i64, f32, f32, f32, f32, f32, f32)
  ^bb79:  // pred: ^bb77
    %651 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %652 = llvm.mlir.constant(16 : index) : i64
    %653 = llvm.mul %83, %652 overflow<nsw, nuw> : i64
    %654 = llvm.add %653, %565 overflow<nsw, nuw> : i64
    %655 = llvm.getelementptr inbounds|nuw %651[%654] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %568, %655 : f32, !llvm.ptr
    %656 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %657 = llvm.mlir.constant(16 : index) : i64
    %658 = llvm.mul %81, %657 overflow<nsw, nuw> : i64
    %659 = llvm.add %658, %565 overflow<nsw, nuw> : i64
    %660 = llvm.getelementptr inbounds|nuw %656[%659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %569, %660 : f32, !llvm.ptr
    %661 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %662 = llvm.mlir.constant(16 : index) : i64
    %663 = llvm.mul %75, %662 overflow<nsw, nuw> : i64
    %664 = llvm.add %663, %565 overflow<nsw, nuw> : i64
    %665 = llvm.getelementptr inbounds|nuw %661[%664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %570, %665 : f32, !llvm.ptr
    %666 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %667 = llvm.mlir.constant(16 : index) : i64
    %668 = llvm.mul %72, %667 overflow<nsw, nuw> : i64
    %669 = llvm.add %668, %565 overflow<nsw, nuw> : i64
    %670 = llvm.getelementptr inbounds|nuw %666[%669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %571, %670 : f32, !llvm.ptr
    %671 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %672 = llvm.mlir.constant(16 : index) : i64
    %673 = llvm.mul %71, %672 overflow<nsw, nuw> : i64
    %674 = llvm.add %673, %565 overflow<nsw, nuw> : i64
    %675 = llvm.getelementptr inbounds|nuw %671[%674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %572, %675 : f32, !llvm.ptr
    %676 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %677 = llvm.mlir.constant(16 : index) : i64
    %678 = llvm.mul %70, %677 overflow<nsw, nuw> : i64
    %679 = llvm.add %678, %565 overflow<nsw, nuw> : i64
    %680 = llvm.getelementptr inbounds|nuw %676[%679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %573, %680 : f32, !llvm.ptr
    %681 = llvm.add %565, %81 : i64
    llvm.br ^bb75(%681 : i64)
  ^bb80:  // pred: ^bb75
    %682 = llvm.sub %82, %552 : i64
    %683 = llvm.intr.umin(%682, %74) : (i64, i64) -> i64
    llvm.br ^bb81(%83 : i64)
  ^bb81(%684: i64):  // 2 preds: ^bb80, ^bb85
    %685 = llvm.icmp "slt" %684, %683 : i64
    llvm.cond_br %685, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    %686 = llvm.add %552, %684 : i64
    llvm.br ^bb83(%83 : i64)
  ^bb83(%687: i64):  // 2 preds: ^bb82, ^bb84
    %688 = llvm.icmp "slt" %687, %69 : i64
    llvm.cond_br %688, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %689 = llvm.extractvalue %549[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %690 = llvm.mlir.constant(16 : index) : i64
    %691 = llvm.mul %684, %690 overflow<nsw, nuw> : i64
    %692 = llvm.add %691, %687 overflow<nsw, nuw> : i64
    %693 = llvm.getelementptr inbounds|nuw %689[%692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %694 = llvm.load %693 : !llvm.ptr -> f32
    %695 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %696 = llvm.mlir.constant(128 : index) : i64
    %697 = llvm.mul %550, %696 overflow<nsw, nuw> : i64
    %698 = llvm.mlir.constant(16 : index) : i64
    %699 = llvm.mul %686, %698 overflow<nsw, nuw> : i64
    %700 = llvm.add %697, %699 overflow<nsw, nuw> : i64
    %701 = llvm.add %700, %687 overflow<nsw, nuw> : i64
    %702 = llvm.getelementptr inbounds|nuw %695[%701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %694, %702 : f32, !llvm.ptr
    %703 = llvm.add %687, %81 : i64
    llvm.br ^bb83(%703 : i64)
  ^bb85:  // pred: ^bb83
    %704 = llvm.add %684, %81 : i64
    llvm.br ^bb81(%704 : i64)
  ^bb86:  // pred: ^bb81
    %705 = llvm.add %552, %74 : i64
    llvm.br ^bb73(%705 : i64)
  ^bb87:  // pred: ^bb73
    %706 = llvm.add %550, %81 : i64
    llvm.br ^bb71(%706 : i64)
  ^bb88:  // pred: ^bb71
    %707 = llvm.extractvalue %549[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%707) : (!llvm.ptr) -> ()
    llvm.cond_br %108, ^bb89, ^bb95
  ^bb89:  // pred: ^bb88
    %708 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %709 = llvm.getelementptr %708[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %710 = llvm.atomicrmw add %709, %80 acq_rel : !llvm.ptr, i64
    %711 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %712 = llvm.getelementptr %711[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %713 = llvm.atomicrmw add %712, %79 acq_rel : !llvm.ptr, i64
    %714 = llvm.add %713, %79 : i64
    %715 = llvm.icmp "eq" %714, %arg52 : i64
    llvm.cond_br %715, ^bb90, ^bb91
  ^bb90:  // pred: ^bb89
    %716 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %717 = llvm.getelementptr %716[%83] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %718 = llvm.atomicrmw xchg %717, %80 acq_rel : !llvm.ptr, i64
    %719 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %720 = llvm.getelementptr %719[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %721 = llvm.atomicrmw add %720, %79 acq_rel : !llvm.ptr, i64
    llvm.br ^bb94
  ^bb91:  // pred: ^bb89
    llvm.br ^bb92
  ^bb92:  // 2 preds: ^bb91, ^bb92
    %722 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %723 = llvm.getelementptr %722[%81] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %724 = llvm.atomicrmw add %723, %80 acq_rel : !llvm.ptr, i64
    %725 = llvm.icmp "eq" %724, %710 : i64
    llvm.cond_br %725, ^bb92, ^bb93
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94
  ^bb94:  // 2 preds: ^bb90, ^bb93
    llvm.br ^bb95
  ^bb95:  // 2 preds: ^bb88, ^bb94
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 1152 : i64, pyc.naive_bytes = 1152 : i64} {
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
