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
    %136 = llvm.getelementptr %135[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %137 = llvm.atomicrmw xchg %136, %61 acq_rel : !llvm.ptr, i64
    %138 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %139 = llvm.getelementptr %138[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %140 = llvm.atomicrmw add %139, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb15
  ^bb11:  // pred: ^bb9
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb13
    %141 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %142 = llvm.getelementptr %141[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %143 = llvm.atomicrmw add %142, %61 acq_rel : !llvm.ptr, i64
    %144 = llvm.icmp "eq" %143, %126 : i64
    llvm.cond_br %144, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb12
  ^bb14:  // pred: ^bb12
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb10, ^bb14
    llvm.br ^bb17
  ^bb16:  // pred: ^bb8
    %145 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %146 = llvm.getelementptr %145[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %147 = llvm.atomicrmw xchg %146, %61 acq_rel : !llvm.ptr, i64
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb15, ^bb16
    %148 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %149 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.insertvalue %149, %148[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %152 = llvm.getelementptr %151[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %153 = llvm.insertvalue %152, %150[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %154 = llvm.mlir.constant(0 : index) : i64
    %155 = llvm.insertvalue %154, %153[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %156 = llvm.mlir.constant(8 : index) : i64
    %157 = llvm.insertvalue %156, %155[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %158 = llvm.mlir.constant(1 : index) : i64
    %159 = llvm.insertvalue %158, %157[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %160 = llvm.mul %arg30, %59 : i64
    %161 = llvm.udiv %160, %arg31 : i64
    %162 = llvm.intr.umin(%161, %59) : (i64, i64) -> i64
    %163 = llvm.add %arg30, %60 : i64
    %164 = llvm.mul %163, %59 : i64
    %165 = llvm.udiv %164, %arg31 : i64
    %166 = llvm.intr.umin(%165, %59) : (i64, i64) -> i64
    llvm.br ^bb18(%162 : i64)
  ^bb18(%167: i64):  // 2 preds: ^bb17, ^bb29
    %168 = llvm.icmp "slt" %167, %166 : i64
    llvm.cond_br %168, ^bb19, ^bb30
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%64, %55 : i64, f32)
  ^bb20(%169: i64, %170: f32):  // 2 preds: ^bb19, ^bb21
    %171 = llvm.icmp "slt" %169, %54 : i64
    llvm.cond_br %171, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %172 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %173 = llvm.mlir.constant(10 : index) : i64
    %174 = llvm.mul %167, %173 overflow<nsw, nuw> : i64
    %175 = llvm.add %174, %169 overflow<nsw, nuw> : i64
    %176 = llvm.getelementptr inbounds|nuw %172[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %177 = llvm.load %176 : !llvm.ptr -> f32
    %178 = llvm.intr.maximum(%177, %170) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %179 = llvm.add %169, %60 : i64
    llvm.br ^bb20(%179, %178 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb22:  // pred: ^bb20
    llvm.br ^bb23(%64, %53 : i64, f32)
  ^bb23(%180: i64, %181: f32):  // 2 preds: ^bb22, ^bb24
    %182 = llvm.icmp "slt" %180, %54 : i64
    llvm.cond_br %182, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %183 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %184 = llvm.mlir.constant(10 : index) : i64
    %185 = llvm.mul %167, %184 overflow<nsw, nuw> : i64
    %186 = llvm.add %185, %180 overflow<nsw, nuw> : i64
    %187 = llvm.getelementptr inbounds|nuw %183[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %188 = llvm.load %187 : !llvm.ptr -> f32
    %189 = llvm.fsub %188, %170 : f32
    %190 = llvm.fcmp "olt" %189, %49 : f32
    %191 = llvm.select %190, %49, %189 : i1, f32
    %192 = llvm.fcmp "ogt" %191, %48 : f32
    %193 = llvm.select %192, %48, %191 : i1, f32
    %194 = llvm.intr.fma(%193, %46, %47) : (f32, f32, f32) -> f32
    %195 = llvm.fsub %194, %47 : f32
    %196 = llvm.intr.fma(%195, %45, %193) : (f32, f32, f32) -> f32
    %197 = llvm.intr.fma(%195, %44, %196) : (f32, f32, f32) -> f32
    %198 = llvm.fmul %197, %197 : f32
    %199 = llvm.intr.fma(%43, %197, %42) : (f32, f32, f32) -> f32
    %200 = llvm.intr.fma(%199, %197, %41) : (f32, f32, f32) -> f32
    %201 = llvm.intr.fma(%200, %197, %40) : (f32, f32, f32) -> f32
    %202 = llvm.intr.fma(%201, %197, %39) : (f32, f32, f32) -> f32
    %203 = llvm.intr.fma(%202, %197, %38) : (f32, f32, f32) -> f32
    %204 = llvm.intr.fma(%203, %198, %197) : (f32, f32, f32) -> f32
    %205 = llvm.fadd %204, %37 : f32
    %206 = llvm.bitcast %194 : f32 to i32
    %207 = llvm.sub %206, %36 : i32
    %208 = llvm.intr.ldexp(%205, %207) : (f32, i32) -> f32
    %209 = llvm.select %190, %53, %208 : i1, f32
    %210 = llvm.fadd %209, %181 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %211 = llvm.add %180, %60 : i64
    llvm.br ^bb23(%211, %210 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb25:  // pred: ^bb23
    %212 = llvm.extractvalue %76[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %213 = llvm.getelementptr inbounds|nuw %212[%167] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %214 = llvm.load %213 : !llvm.ptr -> i8
    %215 = llvm.trunc %214 : i8 to i1
    %216 = llvm.extractvalue %88[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %217 = llvm.getelementptr inbounds|nuw %216[%167] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %218 = llvm.load %217 : !llvm.ptr -> i64
    %219 = llvm.icmp "ult" %218, %54 : i64
    %220 = llvm.icmp "uge" %218, %54 : i64
    llvm.cond_br %220, ^bb26, ^bb29
  ^bb26:  // pred: ^bb25
    %221 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %222 = llvm.getelementptr %221[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %223 = llvm.atomicrmw add %222, %57 acq_rel : !llvm.ptr, i64
    %224 = llvm.icmp "eq" %223, %61 : i64
    llvm.cond_br %224, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %225 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %226 = llvm.getelementptr inbounds|nuw %225[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %61, %226 : i64, !llvm.ptr
    %227 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %228 = llvm.getelementptr inbounds|nuw %227[%51] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %218, %228 : i64, !llvm.ptr
    %229 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %230 = llvm.getelementptr inbounds|nuw %229[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %52, %230 : i64, !llvm.ptr
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb26, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb25, ^bb28
    %231 = llvm.select %219, %218, %64 : i1, i64
    %232 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %233 = llvm.mlir.constant(10 : index) : i64
    %234 = llvm.mul %167, %233 overflow<nsw, nuw> : i64
    %235 = llvm.add %234, %231 overflow<nsw, nuw> : i64
    %236 = llvm.getelementptr inbounds|nuw %232[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %237 = llvm.load %236 : !llvm.ptr -> f32
    %238 = llvm.fsub %237, %170 : f32
    %239 = llvm.intr.log(%181) : (f32) -> f32
    %240 = llvm.fsub %238, %239 : f32
    %241 = llvm.fneg %240 : f32
    %242 = llvm.select %215, %241, %53 : i1, f32
    %243 = llvm.extractvalue %159[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %244 = llvm.getelementptr inbounds|nuw %243[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %242, %244 : f32, !llvm.ptr
    %245 = llvm.add %167, %60 : i64
    llvm.br ^bb18(%245 : i64)
  ^bb30:  // pred: ^bb18
    llvm.cond_br %123, ^bb31, ^bb38
  ^bb31:  // pred: ^bb30
    %246 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %247 = llvm.getelementptr %246[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %248 = llvm.atomicrmw add %247, %61 acq_rel : !llvm.ptr, i64
    %249 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %250 = llvm.getelementptr %249[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %251 = llvm.atomicrmw add %250, %57 acq_rel : !llvm.ptr, i64
    %252 = llvm.add %251, %57 : i64
    %253 = llvm.icmp "eq" %252, %arg31 : i64
    llvm.cond_br %253, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %254 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %255 = llvm.getelementptr %254[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %256 = llvm.atomicrmw xchg %255, %61 acq_rel : !llvm.ptr, i64
    %257 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %258 = llvm.getelementptr %257[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %259 = llvm.atomicrmw xchg %258, %61 acq_rel : !llvm.ptr, i64
    %260 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %261 = llvm.getelementptr %260[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %262 = llvm.atomicrmw add %261, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb37
  ^bb33:  // pred: ^bb31
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb33, ^bb35
    %263 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %264 = llvm.getelementptr %263[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %265 = llvm.atomicrmw add %264, %61 acq_rel : !llvm.ptr, i64
    %266 = llvm.icmp "eq" %265, %248 : i64
    llvm.cond_br %266, ^bb35, ^bb36
  ^bb35:  // pred: ^bb34
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb34
  ^bb36:  // pred: ^bb34
    llvm.br ^bb37
  ^bb37:  // 2 preds: ^bb32, ^bb36
    llvm.br ^bb39
  ^bb38:  // pred: ^bb30
    %267 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %268 = llvm.getelementptr %267[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %269 = llvm.atomicrmw xchg %268, %61 acq_rel : !llvm.ptr, i64
    llvm.br ^bb39
  ^bb39:  // 2 preds: ^bb37, ^bb38
    llvm.cond_br %97, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%64, %53 : i64, f32)
  ^bb41(%270: i64, %271: f32):  // 2 preds: ^bb40, ^bb42
    %272 = llvm.icmp "slt" %270, %59 : i64
    llvm.cond_br %272, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %273 = llvm.extractvalue %159[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %274 = llvm.getelementptr inbounds|nuw %273[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %275 = llvm.load %274 : !llvm.ptr -> f32
    %276 = llvm.fadd %275, %271 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %277 = llvm.add %270, %60 : i64
    llvm.br ^bb41(%277, %276 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb43:  // pred: ^bb41
    %278 = llvm.extractvalue %96[1] : !llvm.struct<(ptr, ptr, i64)> 
    %279 = llvm.load %278 : !llvm.ptr -> f32
    %280 = llvm.fdiv %271, %279 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %281 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %280, %281 : f32, !llvm.ptr
    llvm.br ^bb44
  ^bb44:  // 2 preds: ^bb39, ^bb43
    llvm.cond_br %123, ^bb45, ^bb52
  ^bb45:  // pred: ^bb44
    %282 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %283 = llvm.getelementptr %282[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %284 = llvm.atomicrmw add %283, %61 acq_rel : !llvm.ptr, i64
    %285 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %286 = llvm.getelementptr %285[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %287 = llvm.atomicrmw add %286, %57 acq_rel : !llvm.ptr, i64
    %288 = llvm.add %287, %57 : i64
    %289 = llvm.icmp "eq" %288, %arg31 : i64
    llvm.cond_br %289, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %290 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %291 = llvm.getelementptr %290[%64] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %292 = llvm.atomicrmw xchg %291, %61 acq_rel : !llvm.ptr, i64
    %293 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %294 = llvm.getelementptr %293[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %295 = llvm.atomicrmw xchg %294, %61 acq_rel : !llvm.ptr, i64
    %296 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %297 = llvm.getelementptr %296[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %298 = llvm.atomicrmw add %297, %57 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb47:  // pred: ^bb45
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb47, ^bb49
    %299 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %300 = llvm.getelementptr %299[%60] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %301 = llvm.atomicrmw add %300, %61 acq_rel : !llvm.ptr, i64
    %302 = llvm.icmp "eq" %301, %284 : i64
    llvm.cond_br %302, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb48
  ^bb50:  // pred: ^bb48
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb46, ^bb50
    llvm.br ^bb53
  ^bb52:  // pred: ^bb44
    %303 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %304 = llvm.getelementptr %303[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %305 = llvm.atomicrmw xchg %304, %61 acq_rel : !llvm.ptr, i64
    llvm.br ^bb53
  ^bb53:  // 2 preds: ^bb51, ^bb52
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
