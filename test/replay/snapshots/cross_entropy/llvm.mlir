#loc = loc("-":17:12)
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
module {
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: !llvm.ptr, %arg26: !llvm.ptr, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 256 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 320 : i64} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg25, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg26, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg27, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg28, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg29, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg20, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg21, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg22, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg23, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg24, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %13 = llvm.insertvalue %arg15, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %14 = llvm.insertvalue %arg16, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %15 = llvm.insertvalue %arg17, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %16 = llvm.insertvalue %arg18, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %17 = llvm.insertvalue %arg19, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %18 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %19 = llvm.insertvalue %arg12, %18[0] : !llvm.struct<(ptr, ptr, i64)> 
    %20 = llvm.insertvalue %arg13, %19[1] : !llvm.struct<(ptr, ptr, i64)> 
    %21 = llvm.insertvalue %arg14, %20[2] : !llvm.struct<(ptr, ptr, i64)> 
    %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %23 = llvm.insertvalue %arg7, %22[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg8, %23[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg9, %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.insertvalue %arg10, %25[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.insertvalue %arg11, %26[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %29 = llvm.insertvalue %arg0, %28[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg1, %29[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg2, %30[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg3, %31[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg5, %32[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.insertvalue %arg4, %33[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %35 = llvm.insertvalue %arg6, %34[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.mlir.constant(1262485504 : i32) : i32
    %37 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %38 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %39 = llvm.mlir.constant(0.166666657 : f32) : f32
    %40 = llvm.mlir.constant(0.0416657962 : f32) : f32
    %41 = llvm.mlir.constant(0.00833345205 : f32) : f32
    %42 = llvm.mlir.constant(0.00139819994 : f32) : f32
    %43 = llvm.mlir.constant(1.98756912E-4 : f32) : f32
    %44 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %45 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %46 = llvm.mlir.constant(1.44269502 : f32) : f32
    %47 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %48 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %49 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %50 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %51 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %52 = llvm.mlir.constant(3 : index) : i64
    %53 = llvm.mlir.constant(2 : index) : i64
    %54 = llvm.mlir.constant(10 : i64) : i64
    %55 = llvm.mlir.constant(10 : index) : i64
    %56 = llvm.mlir.constant(192 : index) : i64
    %57 = llvm.mlir.constant(1 : i64) : i64
    %58 = llvm.mlir.constant(-100 : i64) : i64
    %59 = llvm.mlir.constant(8 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.constant(0 : i64) : i64
    %62 = llvm.mlir.constant(128 : index) : i64
    %63 = llvm.mlir.constant(64 : index) : i64
    %64 = llvm.mlir.constant(0 : index) : i64
    %65 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %66 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.insertvalue %66, %65[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %69 = llvm.getelementptr %68[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %70 = llvm.insertvalue %69, %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %71 = llvm.mlir.constant(0 : index) : i64
    %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %73 = llvm.mlir.constant(8 : index) : i64
    %74 = llvm.insertvalue %73, %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %75 = llvm.mlir.constant(1 : index) : i64
    %76 = llvm.insertvalue %75, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %77 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %78 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.insertvalue %78, %77[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %81 = llvm.getelementptr %80[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %82 = llvm.insertvalue %81, %79[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %83 = llvm.mlir.constant(0 : index) : i64
    %84 = llvm.insertvalue %83, %82[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %85 = llvm.mlir.constant(8 : index) : i64
    %86 = llvm.insertvalue %85, %84[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.insertvalue %87, %86[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %89 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %90 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %91 = llvm.insertvalue %90, %89[0] : !llvm.struct<(ptr, ptr, i64)> 
    %92 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %93 = llvm.getelementptr %92[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %94 = llvm.insertvalue %93, %91[1] : !llvm.struct<(ptr, ptr, i64)> 
    %95 = llvm.mlir.constant(0 : index) : i64
    %96 = llvm.insertvalue %95, %94[2] : !llvm.struct<(ptr, ptr, i64)> 
    %97 = llvm.icmp "eq" %arg30, %64 : i64
    llvm.cond_br %97, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%64, %61 : i64, i64)
  ^bb2(%98: i64, %99: i64):  // 2 preds: ^bb1, ^bb3
    %100 = llvm.icmp "slt" %98, %59 : i64
    llvm.cond_br %100, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %101 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %102 = llvm.getelementptr inbounds|nuw %101[%98] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %103 = llvm.load %102 : !llvm.ptr -> i64
    %104 = llvm.icmp "ne" %103, %58 : i64
    %105 = llvm.zext %104 : i1 to i64
    %106 = llvm.add %105, %99 : i64
    %107 = llvm.add %98, %60 : i64
    llvm.br ^bb2(%107, %106 : i64, i64) {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb2
    %108 = llvm.sitofp %99 : i64 to f32
    %109 = llvm.extractvalue %96[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %108, %109 : f32, !llvm.ptr
    llvm.br ^bb5(%64 : i64)
  ^bb5(%110: i64):  // 2 preds: ^bb4, ^bb6
    %111 = llvm.icmp "slt" %110, %59 : i64
    llvm.cond_br %111, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %112 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %113 = llvm.getelementptr inbounds|nuw %112[%110] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %114 = llvm.load %113 : !llvm.ptr -> i64
    %115 = llvm.icmp "ne" %114, %58 : i64
    %116 = llvm.zext %115 : i1 to i8
    %117 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %118 = llvm.getelementptr inbounds|nuw %117[%110] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %116, %118 : i8, !llvm.ptr
    %119 = llvm.select %115, %114, %61 : i1, i64
    %120 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %121 = llvm.getelementptr inbounds|nuw %120[%110] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %119, %121 : i64, !llvm.ptr
    %122 = llvm.add %110, %60 : i64
    llvm.br ^bb5(%122 : i64)
  ^bb7:  // pred: ^bb5
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    %123 = llvm.icmp "ugt" %arg31, %60 : i64
    llvm.cond_br %123, ^bb9, ^bb15
  ^bb9:  // pred: ^bb8
    %124 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %125 = llvm.getelementptr %124[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %126 = llvm.atomicrmw add %125, %61 acq_rel : !llvm.ptr, i64
    %127 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %128 = llvm.getelementptr %127[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %129 = llvm.atomicrmw add %128, %57 acq_rel : !llvm.ptr, i64
    %130 = llvm.add %129, %57 : i64
    %131 = llvm.icmp "eq" %130, %arg31 : i64
    llvm.cond_br %131, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %132 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %133 = llvm.getelementptr %132[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %134 = llvm.atomicrmw xchg %133, %61 acq_rel : !llvm.ptr, i64
    %135 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %136 = llvm.getelementptr %135[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %137 = llvm.atomicrmw add %136, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb14
  ^bb11:  // pred: ^bb9
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb12
    %138 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.getelementptr %138[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %140 = llvm.atomicrmw add %139, %61 acq_rel : !llvm.ptr, i64
    %141 = llvm.icmp "eq" %140, %126 : i64
    llvm.cond_br %141, ^bb12, ^bb13
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14
  ^bb14:  // 2 preds: ^bb10, ^bb13
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb8, ^bb14
    %142 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %143 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %144 = llvm.insertvalue %143, %142[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %146 = llvm.getelementptr %145[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %147 = llvm.insertvalue %146, %144[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %148 = llvm.mlir.constant(0 : index) : i64
    %149 = llvm.insertvalue %148, %147[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %150 = llvm.mlir.constant(1 : index) : i64
    %151 = llvm.insertvalue %150, %149[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %152 = llvm.mlir.constant(1 : index) : i64
    %153 = llvm.insertvalue %152, %151[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %154 = llvm.mlir.constant(8 : index) : i64
    %155 = llvm.insertvalue %154, %153[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.mlir.constant(1 : index) : i64
    %157 = llvm.insertvalue %156, %155[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %158 = llvm.mul %arg30, %59 : i64
    %159 = llvm.udiv %158, %arg31 : i64
    %160 = llvm.intr.umin(%159, %59) : (i64, i64) -> i64
    %161 = llvm.add %arg30, %60 : i64
    %162 = llvm.mul %161, %59 : i64
    %163 = llvm.udiv %162, %arg31 : i64
    %164 = llvm.intr.umin(%163, %59) : (i64, i64) -> i64
    llvm.br ^bb16(%160 : i64)
  ^bb16(%165: i64):  // 2 preds: ^bb15, ^bb21
    %166 = llvm.icmp "slt" %165, %164 : i64
    llvm.cond_br %166, ^bb17, ^bb22
  ^bb17:  // pred: ^bb16
    %167 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %168 = llvm.getelementptr inbounds|nuw %167[%165] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %169 = llvm.load %168 : !llvm.ptr -> i64
    %170 = llvm.icmp "ult" %169, %55 : i64
    %171 = llvm.icmp "uge" %169, %55 : i64
    llvm.cond_br %171, ^bb18, ^bb21
  ^bb18:  // pred: ^bb17
    %172 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %173 = llvm.getelementptr %172[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %174 = llvm.atomicrmw add %173, %57 acq_rel : !llvm.ptr, i64
    %175 = llvm.icmp "eq" %174, %61 : i64
    llvm.cond_br %175, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %176 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %177 = llvm.getelementptr inbounds|nuw %176[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %61, %177 : i64, !llvm.ptr
    %178 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %179 = llvm.getelementptr inbounds|nuw %178[%53] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %169, %179 : i64, !llvm.ptr
    %180 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %181 = llvm.getelementptr inbounds|nuw %180[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %54, %181 : i64, !llvm.ptr
    llvm.br ^bb20
  ^bb20:  // 2 preds: ^bb18, ^bb19
    llvm.br ^bb21
  ^bb21:  // 2 preds: ^bb17, ^bb20
    %182 = llvm.select %170, %169, %64 : i1, i64
    %183 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %184 = llvm.mlir.constant(10 : index) : i64
    %185 = llvm.mul %165, %184 overflow<nsw, nuw> : i64
    %186 = llvm.add %185, %182 overflow<nsw, nuw> : i64
    %187 = llvm.getelementptr inbounds|nuw %183[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %188 = llvm.load %187 : !llvm.ptr -> f32
    %189 = llvm.extractvalue %157[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %190 = llvm.add %165, %64 overflow<nsw, nuw> : i64
    %191 = llvm.getelementptr inbounds|nuw %189[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %188, %191 : f32, !llvm.ptr
    %192 = llvm.add %165, %60 : i64
    llvm.br ^bb16(%192 : i64)
  ^bb22:  // pred: ^bb16
    llvm.cond_br %123, ^bb23, ^bb29
  ^bb23:  // pred: ^bb22
    %193 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %194 = llvm.getelementptr %193[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %195 = llvm.atomicrmw add %194, %61 acq_rel : !llvm.ptr, i64
    %196 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %197 = llvm.getelementptr %196[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %198 = llvm.atomicrmw add %197, %57 acq_rel : !llvm.ptr, i64
    %199 = llvm.add %198, %57 : i64
    %200 = llvm.icmp "eq" %199, %arg31 : i64
    llvm.cond_br %200, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %201 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %202 = llvm.getelementptr %201[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %203 = llvm.atomicrmw xchg %202, %61 acq_rel : !llvm.ptr, i64
    %204 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %205 = llvm.getelementptr %204[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %206 = llvm.atomicrmw add %205, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb28
  ^bb25:  // pred: ^bb23
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb25, ^bb26
    %207 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %208 = llvm.getelementptr %207[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %209 = llvm.atomicrmw add %208, %61 acq_rel : !llvm.ptr, i64
    %210 = llvm.icmp "eq" %209, %195 : i64
    llvm.cond_br %210, ^bb26, ^bb27
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb22, ^bb28
    %211 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %212 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %213 = llvm.insertvalue %212, %211[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %214 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.getelementptr %214[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %216 = llvm.insertvalue %215, %213[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %217 = llvm.mlir.constant(0 : index) : i64
    %218 = llvm.insertvalue %217, %216[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %219 = llvm.mlir.constant(8 : index) : i64
    %220 = llvm.insertvalue %219, %218[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %221 = llvm.mlir.constant(1 : index) : i64
    %222 = llvm.insertvalue %221, %220[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.br ^bb30(%160 : i64)
  ^bb30(%223: i64):  // 2 preds: ^bb29, ^bb37
    %224 = llvm.icmp "slt" %223, %164 : i64
    llvm.cond_br %224, ^bb31, ^bb38
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%64, %51 : i64, f32)
  ^bb32(%225: i64, %226: f32):  // 2 preds: ^bb31, ^bb33
    %227 = llvm.icmp "slt" %225, %55 : i64
    llvm.cond_br %227, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %228 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %229 = llvm.mlir.constant(10 : index) : i64
    %230 = llvm.mul %223, %229 overflow<nsw, nuw> : i64
    %231 = llvm.add %230, %225 overflow<nsw, nuw> : i64
    %232 = llvm.getelementptr inbounds|nuw %228[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %233 = llvm.load %232 : !llvm.ptr -> f32
    %234 = llvm.intr.maximum(%233, %226) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %235 = llvm.add %225, %60 : i64
    llvm.br ^bb32(%235, %234 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb34:  // pred: ^bb32
    llvm.br ^bb35(%64, %50 : i64, f32)
  ^bb35(%236: i64, %237: f32):  // 2 preds: ^bb34, ^bb36
    %238 = llvm.icmp "slt" %236, %55 : i64
    llvm.cond_br %238, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %239 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %240 = llvm.mlir.constant(10 : index) : i64
    %241 = llvm.mul %223, %240 overflow<nsw, nuw> : i64
    %242 = llvm.add %241, %236 overflow<nsw, nuw> : i64
    %243 = llvm.getelementptr inbounds|nuw %239[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %244 = llvm.load %243 : !llvm.ptr -> f32
    %245 = llvm.fsub %244, %226 : f32
    %246 = llvm.fcmp "olt" %245, %49 : f32
    %247 = llvm.select %246, %49, %245 : i1, f32
    %248 = llvm.fcmp "ogt" %247, %48 : f32
    %249 = llvm.select %248, %48, %247 : i1, f32
    %250 = llvm.intr.fma(%249, %46, %47) : (f32, f32, f32) -> f32
    %251 = llvm.fsub %250, %47 : f32
    %252 = llvm.intr.fma(%251, %45, %249) : (f32, f32, f32) -> f32
    %253 = llvm.intr.fma(%251, %44, %252) : (f32, f32, f32) -> f32
    %254 = llvm.fmul %253, %253 : f32
    %255 = llvm.intr.fma(%43, %253, %42) : (f32, f32, f32) -> f32
    %256 = llvm.intr.fma(%255, %253, %41) : (f32, f32, f32) -> f32
    %257 = llvm.intr.fma(%256, %253, %40) : (f32, f32, f32) -> f32
    %258 = llvm.intr.fma(%257, %253, %39) : (f32, f32, f32) -> f32
    %259 = llvm.intr.fma(%258, %253, %38) : (f32, f32, f32) -> f32
    %260 = llvm.intr.fma(%259, %254, %253) : (f32, f32, f32) -> f32
    %261 = llvm.fadd %260, %37 : f32
    %262 = llvm.bitcast %250 : f32 to i32
    %263 = llvm.sub %262, %36 : i32
    %264 = llvm.intr.ldexp(%261, %263) : (f32, i32) -> f32
    %265 = llvm.select %246, %50, %264 : i1, f32
    %266 = llvm.fadd %265, %237 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %267 = llvm.add %236, %60 : i64
    llvm.br ^bb35(%267, %266 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb37:  // pred: ^bb35
    %268 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %269 = llvm.getelementptr inbounds|nuw %268[%223] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %270 = llvm.load %269 : !llvm.ptr -> i8
    %271 = llvm.trunc %270 : i8 to i1
    %272 = llvm.extractvalue %157[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %273 = llvm.add %223, %64 overflow<nsw, nuw> : i64
    %274 = llvm.getelementptr inbounds|nuw %272[%273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %275 = llvm.load %274 : !llvm.ptr -> f32
    %276 = llvm.fsub %275, %226 : f32
    %277 = llvm.intr.log(%237) : (f32) -> f32
    %278 = llvm.fsub %276, %277 : f32
    %279 = llvm.fneg %278 : f32
    %280 = llvm.select %271, %279, %50 : i1, f32
    %281 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %282 = llvm.getelementptr inbounds|nuw %281[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %280, %282 : f32, !llvm.ptr
    %283 = llvm.add %223, %60 : i64
    llvm.br ^bb30(%283 : i64)
  ^bb38:  // pred: ^bb30
    llvm.cond_br %123, ^bb39, ^bb45
  ^bb39:  // pred: ^bb38
    %284 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %285 = llvm.getelementptr %284[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %286 = llvm.atomicrmw add %285, %61 acq_rel : !llvm.ptr, i64
    %287 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %288 = llvm.getelementptr %287[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %289 = llvm.atomicrmw add %288, %57 acq_rel : !llvm.ptr, i64
    %290 = llvm.add %289, %57 : i64
    %291 = llvm.icmp "eq" %290, %arg31 : i64
    llvm.cond_br %291, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %292 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %293 = llvm.getelementptr %292[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %294 = llvm.atomicrmw xchg %293, %61 acq_rel : !llvm.ptr, i64
    %295 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %296 = llvm.getelementptr %295[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %297 = llvm.atomicrmw add %296, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb44
  ^bb41:  // pred: ^bb39
    llvm.br ^bb42
  ^bb42:  // 2 preds: ^bb41, ^bb42
    %298 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %299 = llvm.getelementptr %298[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %300 = llvm.atomicrmw add %299, %61 acq_rel : !llvm.ptr, i64
    %301 = llvm.icmp "eq" %300, %286 : i64
    llvm.cond_br %301, ^bb42, ^bb43
  ^bb43:  // pred: ^bb42
    llvm.br ^bb44
  ^bb44:  // 2 preds: ^bb40, ^bb43
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb38, ^bb44
    llvm.cond_br %97, ^bb46, ^bb50
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%64, %50 : i64, f32)
  ^bb47(%302: i64, %303: f32):  // 2 preds: ^bb46, ^bb48
    %304 = llvm.icmp "slt" %302, %59 : i64
    llvm.cond_br %304, ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    %305 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %306 = llvm.getelementptr inbounds|nuw %305[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %307 = llvm.load %306 : !llvm.ptr -> f32
    %308 = llvm.fadd %307, %303 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %309 = llvm.add %302, %60 : i64
    llvm.br ^bb47(%309, %308 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb49:  // pred: ^bb47
    %310 = llvm.extractvalue %96[1] : !llvm.struct<(ptr, ptr, i64)> 
    %311 = llvm.load %310 : !llvm.ptr -> f32
    %312 = llvm.fdiv %303, %311 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %313 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %312, %313 : f32, !llvm.ptr
    llvm.br ^bb50
  ^bb50:  // 2 preds: ^bb45, ^bb49
    llvm.cond_br %123, ^bb51, ^bb57
  ^bb51:  // pred: ^bb50
    %314 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %315 = llvm.getelementptr %314[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %316 = llvm.atomicrmw add %315, %61 acq_rel : !llvm.ptr, i64
    %317 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %318 = llvm.getelementptr %317[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %319 = llvm.atomicrmw add %318, %57 acq_rel : !llvm.ptr, i64
    %320 = llvm.add %319, %57 : i64
    %321 = llvm.icmp "eq" %320, %arg31 : i64
    llvm.cond_br %321, ^bb52, ^bb53
  ^bb52:  // pred: ^bb51
    %322 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %323 = llvm.getelementptr %322[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %324 = llvm.atomicrmw xchg %323, %61 acq_rel : !llvm.ptr, i64
    %325 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %326 = llvm.getelementptr %325[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %327 = llvm.atomicrmw add %326, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb56
  ^bb53:  // pred: ^bb51
    llvm.br ^bb54
  ^bb54:  // 2 preds: ^bb53, ^bb54
    %328 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %329 = llvm.getelementptr %328[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %330 = llvm.atomicrmw add %329, %61 acq_rel : !llvm.ptr, i64
    %331 = llvm.icmp "eq" %330, %316 : i64
    llvm.cond_br %331, ^bb54, ^bb55
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56
  ^bb56:  // 2 preds: ^bb52, ^bb55
    llvm.br ^bb57
  ^bb57:  // 2 preds: ^bb50, ^bb56
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 256 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 320 : i64} {
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
    %14 = llvm.load %arg2 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
    %15 = llvm.extractvalue %14[0] : !llvm.struct<(ptr, ptr, i64)> 
    %16 = llvm.extractvalue %14[1] : !llvm.struct<(ptr, ptr, i64)> 
    %17 = llvm.extractvalue %14[2] : !llvm.struct<(ptr, ptr, i64)> 
    %18 = llvm.load %arg3 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %19 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %20 = llvm.extractvalue %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %21 = llvm.extractvalue %18[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.extractvalue %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.extractvalue %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.load %arg4 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %27 = llvm.extractvalue %24[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %28 = llvm.extractvalue %24[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %29 = llvm.extractvalue %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %30 = llvm.load %arg5 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %32 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %33 = llvm.extractvalue %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %34 = llvm.extractvalue %30[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %35 = llvm.extractvalue %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %15, %16, %17, %19, %20, %21, %22, %23, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %arg6, %arg7) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
