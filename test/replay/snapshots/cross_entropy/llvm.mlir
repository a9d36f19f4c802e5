#loc = loc("-":25:13)
#loop_interleave = #llvm.loop_interleave<count = 4 : i32>
#loop_unroll = #llvm.loop_unroll<disable = true>
#loop_annotation = #llvm.loop_annotation<interleave = #loop_interleave, unroll = #loop_unroll>
#loop_annotation1 = #llvm.loop_annotation<interleave = #loop_interleave>
module {
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: !llvm.ptr, %arg16: !llvm.ptr, %arg17: i64, %arg18: i64, %arg19: i64, %arg20: !llvm.ptr, %arg21: !llvm.ptr, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: !llvm.ptr, %arg26: !llvm.ptr, %arg27: i64, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 256 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 256 : i64} {
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
    %50 = llvm.mlir.constant(3 : index) : i64
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.constant(10 : i64) : i64
    %53 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %54 = llvm.mlir.constant(10 : index) : i64
    %55 = llvm.mlir.constant(0xFF800000 : f32) : f32
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
    llvm.br ^bb5(%122 : i64) {loop_annotation = #loop_annotation1}
  ^bb7:  // pred: ^bb5
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    %123 = llvm.icmp "ugt" %arg31, %60 : i64
    llvm.cond_br %123, ^bb9, ^bb16
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
    llvm.br ^bb15
  ^bb11:  // pred: ^bb9
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb13
    %138 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.getelementptr %138[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %140 = llvm.atomicrmw add %139, %61 acq_rel : !llvm.ptr, i64
    %141 = llvm.icmp "eq" %140, %126 : i64
    llvm.cond_br %141, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb12
  ^bb14:  // pred: ^bb12
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb10, ^bb14
    llvm.br ^bb16
  ^bb16:  // 2 preds: ^bb8, ^bb15
    %142 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %144 = llvm.insertvalue %143, %142[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %146 = llvm.getelementptr %145[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %147 = llvm.insertvalue %146, %144[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.mlir.constant(0 : index) : i64
    %149 = llvm.insertvalue %148, %147[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.mlir.constant(8 : index) : i64
    %151 = llvm.insertvalue %150, %149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %152 = llvm.mlir.constant(1 : index) : i64
    %153 = llvm.insertvalue %152, %151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %154 = llvm.mul %arg30, %59 : i64
    %155 = llvm.udiv %154, %arg31 : i64
    %156 = llvm.intr.umin(%155, %59) : (i64, i64) -> i64
    %157 = llvm.add %arg30, %60 : i64
    %158 = llvm.mul %157, %59 : i64
    %159 = llvm.udiv %158, %arg31 : i64
    %160 = llvm.intr.umin(%159, %59) : (i64, i64) -> i64
    llvm.br ^bb17(%156 : i64)
  ^bb17(%161: i64):  // 2 preds: ^bb16, ^bb28
    %162 = llvm.icmp "slt" %161, %160 : i64
    llvm.cond_br %162, ^bb18, ^bb29
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%64, %55 : i64, f32)
  ^bb19(%163: i64, %164: f32):  // 2 preds: ^bb18, ^bb20
    %165 = llvm.icmp "slt" %163, %54 : i64
    llvm.cond_br %165, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %166 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %167 = llvm.mlir.constant(10 : index) : i64
    %168 = llvm.mul %161, %167 overflow<nsw, nuw> : i64
    %169 = llvm.add %168, %163 overflow<nsw, nuw> : i64
    %170 = llvm.getelementptr inbounds|nuw %166[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %171 = llvm.load %170 : !llvm.ptr -> f32
    %172 = llvm.intr.maximum(%171, %164) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %173 = llvm.add %163, %60 : i64
    llvm.br ^bb19(%173, %172 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb21:  // pred: ^bb19
    llvm.br ^bb22(%64, %53 : i64, f32)
  ^bb22(%174: i64, %175: f32):  // 2 preds: ^bb21, ^bb23
    %176 = llvm.icmp "slt" %174, %54 : i64
    llvm.cond_br %176, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %177 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %178 = llvm.mlir.constant(10 : index) : i64
    %179 = llvm.mul %161, %178 overflow<nsw, nuw> : i64
    %180 = llvm.add %179, %174 overflow<nsw, nuw> : i64
    %181 = llvm.getelementptr inbounds|nuw %177[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %182 = llvm.load %181 : !llvm.ptr -> f32
    %183 = llvm.fsub %182, %164 : f32
    %184 = llvm.fcmp "olt" %183, %49 : f32
    %185 = llvm.select %184, %49, %183 : i1, f32
    %186 = llvm.fcmp "ogt" %185, %48 : f32
    %187 = llvm.select %186, %48, %185 : i1, f32
    %188 = llvm.intr.fma(%187, %46, %47) : (f32, f32, f32) -> f32
    %189 = llvm.fsub %188, %47 : f32
    %190 = llvm.intr.fma(%189, %45, %187) : (f32, f32, f32) -> f32
    %191 = llvm.intr.fma(%189, %44, %190) : (f32, f32, f32) -> f32
    %192 = llvm.fmul %191, %191 : f32
    %193 = llvm.intr.fma(%43, %191, %42) : (f32, f32, f32) -> f32
    %194 = llvm.intr.fma(%193, %191, %41) : (f32, f32, f32) -> f32
    %195 = llvm.intr.fma(%194, %191, %40) : (f32, f32, f32) -> f32
    %196 = llvm.intr.fma(%195, %191, %39) : (f32, f32, f32) -> f32
    %197 = llvm.intr.fma(%196, %191, %38) : (f32, f32, f32) -> f32
    %198 = llvm.intr.fma(%197, %192, %191) : (f32, f32, f32) -> f32
    %199 = llvm.fadd %198, %37 : f32
    %200 = llvm.bitcast %188 : f32 to i32
    %201 = llvm.sub %200, %36 : i32
    %202 = llvm.intr.ldexp(%199, %201) : (f32, i32) -> f32
    %203 = llvm.select %184, %53, %202 : i1, f32
    %204 = llvm.fadd %203, %175 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %205 = llvm.add %174, %60 : i64
    llvm.br ^bb22(%205, %204 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb24:  // pred: ^bb22
    %206 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %207 = llvm.getelementptr inbounds|nuw %206[%161] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %208 = llvm.load %207 : !llvm.ptr -> i8
    %209 = llvm.trunc %208 : i8 to i1
    %210 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %211 = llvm.getelementptr inbounds|nuw %210[%161] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %212 = llvm.load %211 : !llvm.ptr -> i64
    %213 = llvm.icmp "ult" %212, %54 : i64
    %214 = llvm.icmp "uge" %212, %54 : i64
    llvm.cond_br %214, ^bb25, ^bb28
  ^bb25:  // pred: ^bb24
    %215 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %216 = llvm.getelementptr %215[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %217 = llvm.atomicrmw add %216, %57 acq_rel : !llvm.ptr, i64
    %218 = llvm.icmp "eq" %217, %61 : i64
    llvm.cond_br %218, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    %219 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %220 = llvm.getelementptr inbounds|nuw %219[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %61, %220 : i64, !llvm.ptr
    %221 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %222 = llvm.getelementptr inbounds|nuw %221[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %212, %222 : i64, !llvm.ptr
    %223 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %224 = llvm.getelementptr inbounds|nuw %223[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %52, %224 : i64, !llvm.ptr
    llvm.br ^bb27
  ^bb27:  // 2 preds: ^bb25, ^bb26
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    %225 = llvm.select %213, %212, %64 : i1, i64
    %226 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %227 = llvm.mlir.constant(10 : index) : i64
    %228 = llvm.mul %161, %227 overflow<nsw, nuw> : i64
    %229 = llvm.add %228, %225 overflow<nsw, nuw> : i64
    %230 = llvm.getelementptr inbounds|nuw %226[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %231 = llvm.load %230 : !llvm.ptr -> f32
    %232 = llvm.fsub %231, %164 : f32
    %233 = llvm.intr.log(%175) : (f32) -> f32
    %234 = llvm.fsub %232, %233 : f32
    %235 = llvm.fneg %234 : f32
    %236 = llvm.select %209, %235, %53 : i1, f32
    %237 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %238 = llvm.getelementptr inbounds|nuw %237[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %236, %238 : f32, !llvm.ptr
    %239 = llvm.add %161, %60 : i64
    llvm.br ^bb17(%239 : i64)
  ^bb29:  // pred: ^bb17
    llvm.cond_br %123, ^bb30, ^bb37
  ^bb30:  // pred: ^bb29
    %240 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %241 = llvm.getelementptr %240[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %242 = llvm.atomicrmw add %241, %61 acq_rel : !llvm.ptr, i64
    %243 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %244 = llvm.getelementptr %243[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %245 = llvm.atomicrmw add %244, %57 acq_rel : !llvm.ptr, i64
    %246 = llvm.add %245, %57 : i64
    %247 = llvm.icmp "eq" %246, %arg31 : i64
    llvm.cond_br %247, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %248 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %249 = llvm.getelementptr %248[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %250 = llvm.atomicrmw xchg %249, %61 acq_rel : !llvm.ptr, i64
    %251 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %252 = llvm.getelementptr %251[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %253 = llvm.atomicrmw add %252, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb36
  ^bb32:  // pred: ^bb30
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb32, ^bb34
    %254 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %255 = llvm.getelementptr %254[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %256 = llvm.atomicrmw add %255, %61 acq_rel : !llvm.ptr, i64
    %257 = llvm.icmp "eq" %256, %242 : i64
    llvm.cond_br %257, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb33
  ^bb35:  // pred: ^bb33
    llvm.br ^bb36
  ^bb36:  // 2 preds: ^bb31, ^bb35
    llvm.br ^bb37
  ^bb37:  // 2 preds: ^bb29, ^bb36
    llvm.cond_br %97, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%64, %53 : i64, f32)
  ^bb39(%258: i64, %259: f32):  // 2 preds: ^bb38, ^bb40
    %260 = llvm.icmp "slt" %258, %59 : i64
    llvm.cond_br %260, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %261 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %262 = llvm.getelementptr inbounds|nuw %261[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %263 = llvm.load %262 : !llvm.ptr -> f32
    %264 = llvm.fadd %263, %259 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %265 = llvm.add %258, %60 : i64
    llvm.br ^bb39(%265, %264 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb41:  // pred: ^bb39
    %266 = llvm.extractvalue %96[1] : !llvm.struct<(ptr, ptr, i64)> 
    %267 = llvm.load %266 : !llvm.ptr -> f32
    %268 = llvm.fdiv %259, %267 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %269 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %268, %269 : f32, !llvm.ptr
    llvm.br ^bb42
  ^bb42:  // 2 preds: ^bb37, ^bb41
    llvm.cond_br %123, ^bb43, ^bb50
  ^bb43:  // pred: ^bb42
    %270 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %271 = llvm.getelementptr %270[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %272 = llvm.atomicrmw add %271, %61 acq_rel : !llvm.ptr, i64
    %273 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %274 = llvm.getelementptr %273[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %275 = llvm.atomicrmw add %274, %57 acq_rel : !llvm.ptr, i64
    %276 = llvm.add %275, %57 : i64
    %277 = llvm.icmp "eq" %276, %arg31 : i64
    llvm.cond_br %277, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %278 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %279 = llvm.getelementptr %278[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %280 = llvm.atomicrmw xchg %279, %61 acq_rel : !llvm.ptr, i64
    %281 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %282 = llvm.getelementptr %281[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %283 = llvm.atomicrmw add %282, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb49
  ^bb45:  // pred: ^bb43
    llvm.br ^bb46
  ^bb46:  // 2 preds: ^bb45, ^bb47
    %284 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %285 = llvm.getelementptr %284[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %286 = llvm.atomicrmw add %285, %61 acq_rel : !llvm.ptr, i64
    %287 = llvm.icmp "eq" %286, %272 : i64
    llvm.cond_br %287, ^bb47, ^bb48
  ^bb47:  // pred: ^bb46
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb46
  ^bb48:  // pred: ^bb46
    llvm.br ^bb49
  ^bb49:  // 2 preds: ^bb44, ^bb48
    llvm.br ^bb50
  ^bb50:  // 2 preds: ^bb42, ^bb49
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: i64, %arg7: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 256 : i64, pyc.index_checks = [{dim = 1 : i64, loc = #loc, op = "pyc.take_along_dim"}], pyc.naive_bytes = 256 : i64} {
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
