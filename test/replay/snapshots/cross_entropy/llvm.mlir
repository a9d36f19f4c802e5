#loc = loc("-":24:13)
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
    %38 = llvm.mlir.constant(0.49999997 : f32) : f32
    %39 = llvm.mlir.constant(0.166665196 : f32) : f32
    %40 = llvm.mlir.constant(0.0416672342 : f32) : f32
    %41 = llvm.mlir.constant(0.00836889911 : f32) : f32
    %42 = llvm.mlir.constant(0.00138796063 : f32) : f32
    %43 = llvm.mlir.constant(2.12194442E-4 : f32) : f32
    %44 = llvm.mlir.constant(-0.693359375 : f32) : f32
    %45 = llvm.mlir.constant(1.44269502 : f32) : f32
    %46 = llvm.mlir.constant(0x4B400000 : f32) : f32
    %47 = llvm.mlir.constant(8.900000e+01 : f32) : f32
    %48 = llvm.mlir.constant(-8.690000e+01 : f32) : f32
    %49 = llvm.mlir.constant(3 : index) : i64
    %50 = llvm.mlir.constant(2 : index) : i64
    %51 = llvm.mlir.constant(10 : i64) : i64
    %52 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %53 = llvm.mlir.constant(10 : index) : i64
    %54 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %55 = llvm.mlir.constant(192 : index) : i64
    %56 = llvm.mlir.constant(1 : i64) : i64
    %57 = llvm.mlir.constant(-100 : i64) : i64
    %58 = llvm.mlir.constant(8 : index) : i64
    %59 = llvm.mlir.constant(1 : index) : i64
    %60 = llvm.mlir.constant(0 : i64) : i64
    %61 = llvm.mlir.constant(128 : index) : i64
    %62 = llvm.mlir.constant(64 : index) : i64
    %63 = llvm.mlir.constant(0 : index) : i64
    %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %66 = llvm.insertvalue %65, %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %67 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %68 = llvm.getelementptr %67[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %69 = llvm.insertvalue %68, %66[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %70 = llvm.mlir.constant(0 : index) : i64
    %71 = llvm.insertvalue %70, %69[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %72 = llvm.mlir.constant(8 : index) : i64
    %73 = llvm.insertvalue %72, %71[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %74 = llvm.mlir.constant(1 : index) : i64
    %75 = llvm.insertvalue %74, %73[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %76 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %78 = llvm.insertvalue %77, %76[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %79 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %80 = llvm.getelementptr %79[%62] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %81 = llvm.insertvalue %80, %78[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %82 = llvm.mlir.constant(0 : index) : i64
    %83 = llvm.insertvalue %82, %81[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %84 = llvm.mlir.constant(8 : index) : i64
    %85 = llvm.insertvalue %84, %83[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %86 = llvm.mlir.constant(1 : index) : i64
    %87 = llvm.insertvalue %86, %85[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %88 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %89 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %90 = llvm.insertvalue %89, %88[0] : !llvm.struct<(ptr, ptr, i64)> 
    %91 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %92 = llvm.getelementptr %91[%61] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %93 = llvm.insertvalue %92, %90[1] : !llvm.struct<(ptr, ptr, i64)> 
    %94 = llvm.mlir.constant(0 : index) : i64
    %95 = llvm.insertvalue %94, %93[2] : !llvm.struct<(ptr, ptr, i64)> 
    %96 = llvm.icmp "eq" %arg30, %63 : i64
    llvm.cond_br %96, ^bb1, ^bb8
  ^bb1:  // pred: ^bb0
    llvm.br ^bb2(%63, %60 : i64, i64)
  ^bb2(%97: i64, %98: i64):  // 2 preds: ^bb1, ^bb3
    %99 = llvm.icmp "slt" %97, %58 : i64
    llvm.cond_br %99, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %100 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %101 = llvm.getelementptr inbounds|nuw %100[%97] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %102 = llvm.load %101 : !llvm.ptr -> i64
    %103 = llvm.icmp "ne" %102, %57 : i64
    %104 = llvm.zext %103 : i1 to i64
    %105 = llvm.add %104, %98 : i64
    %106 = llvm.add %97, %59 : i64
    llvm.br ^bb2(%106, %105 : i64, i64) {loop_annotation = #loop_annotation}
  ^bb4:  // pred: ^bb2
    %107 = llvm.sitofp %98 : i64 to f32
    %108 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %107, %108 : f32, !llvm.ptr
    llvm.br ^bb5(%63 : i64)
  ^bb5(%109: i64):  // 2 preds: ^bb4, ^bb6
    %110 = llvm.icmp "slt" %109, %58 : i64
    llvm.cond_br %110, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %111 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %112 = llvm.getelementptr inbounds|nuw %111[%109] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %113 = llvm.load %112 : !llvm.ptr -> i64
    %114 = llvm.icmp "ne" %113, %57 : i64
    %115 = llvm.zext %114 : i1 to i8
    %116 = llvm.extractvalue %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %117 = llvm.getelementptr inbounds|nuw %116[%109] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    llvm.store %115, %117 : i8, !llvm.ptr
    %118 = llvm.select %114, %113, %60 : i1, i64
    %119 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %120 = llvm.getelementptr inbounds|nuw %119[%109] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %118, %120 : i64, !llvm.ptr
    %121 = llvm.add %109, %59 : i64
    llvm.br ^bb5(%121 : i64) {loop_annotation = #loop_annotation1}
  ^bb7:  // pred: ^bb5
    llvm.br ^bb8
  ^bb8:  // 2 preds: ^bb0, ^bb7
    %122 = llvm.icmp "ugt" %arg31, %59 : i64
    llvm.cond_br %122, ^bb9, ^bb16
  ^bb9:  // pred: ^bb8
    %123 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %124 = llvm.getelementptr %123[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %125 = llvm.atomicrmw add %124, %60 acq_rel : !llvm.ptr, i64
    %126 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %127 = llvm.getelementptr %126[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %128 = llvm.atomicrmw add %127, %56 acq_rel : !llvm.ptr, i64
    %129 = llvm.add %128, %56 : i64
    %130 = llvm.icmp "eq" %129, %arg31 : i64
    llvm.cond_br %130, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %131 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %132 = llvm.getelementptr %131[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %133 = llvm.atomicrmw xchg %132, %60 acq_rel : !llvm.ptr, i64
    %134 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %135 = llvm.getelementptr %134[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %136 = llvm.atomicrmw xchg %135, %60 acq_rel : !llvm.ptr, i64
    %137 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %138 = llvm.getelementptr %137[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %139 = llvm.atomicrmw add %138, %56 acq_rel : !llvm.ptr, i64
    llvm.br ^bb15
  ^bb11:  // pred: ^bb9
    llvm.br ^bb12
  ^bb12:  // 2 preds: ^bb11, ^bb13
    %140 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %141 = llvm.getelementptr %140[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %142 = llvm.atomicrmw add %141, %60 acq_rel : !llvm.ptr, i64
    %143 = llvm.icmp "eq" %142, %125 : i64
    llvm.cond_br %143, ^bb13, ^bb14
  ^bb13:  // pred: ^bb12
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb12
  ^bb14:  // pred: ^bb12
    llvm.br ^bb15
  ^bb15:  // 2 preds: ^bb10, ^bb14
    llvm.br ^bb17
  ^bb16:  // pred: ^bb8
    %144 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %145 = llvm.getelementptr %144[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %146 = llvm.atomicrmw xchg %145, %60 acq_rel : !llvm.ptr, i64
    llvm.br ^bb17
  ^bb17:  // 2 preds: ^bb15, ^bb16
    %147 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %148 = llvm.extractvalue %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %149 = llvm.insertvalue %148, %147[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %150 = llvm.extractvalue %17[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.getelementptr %150[%55] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %152 = llvm.insertvalue %151, %149[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %153 = llvm.mlir.constant(0 : index) : i64
    %154 = llvm.insertvalue %153, %152[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %155 = llvm.mlir.constant(8 : index) : i64
    %156 = llvm.insertvalue %155, %154[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %157 = llvm.mlir.constant(1 : index) : i64
    %158 = llvm.insertvalue %157, %156[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %159 = llvm.mul %arg30, %58 : i64
    %160 = llvm.udiv %159, %arg31 : i64
    %161 = llvm.intr.umin(%160, %58) : (i64, i64) -> i64
    %162 = llvm.add %arg30, %59 : i64
    %163 = llvm.mul %162, %58 : i64
    %164 = llvm.udiv %163, %arg31 : i64
    %165 = llvm.intr.umin(%164, %58) : (i64, i64) -> i64
    llvm.br ^bb18(%161 : i64)
  ^bb18(%166: i64):  // 2 preds: ^bb17, ^bb29
    %167 = llvm.icmp "slt" %166, %165 : i64
    llvm.cond_br %167, ^bb19, ^bb30
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%63, %54 : i64, f32)
  ^bb20(%168: i64, %169: f32):  // 2 preds: ^bb19, ^bb21
    %170 = llvm.icmp "slt" %168, %53 : i64
    llvm.cond_br %170, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %171 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %172 = llvm.mlir.constant(10 : index) : i64
    %173 = llvm.mul %166, %172 overflow<nsw, nuw> : i64
    %174 = llvm.add %173, %168 overflow<nsw, nuw> : i64
    %175 = llvm.getelementptr inbounds|nuw %171[%174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %176 = llvm.load %175 : !llvm.ptr -> f32
    %177 = llvm.intr.maximum(%176, %169) {fastmathFlags = #llvm.fastmath<nsz>} : (f32, f32) -> f32
    %178 = llvm.add %168, %59 : i64
    llvm.br ^bb20(%178, %177 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb22:  // pred: ^bb20
    llvm.br ^bb23(%63, %52 : i64, f32)
  ^bb23(%179: i64, %180: f32):  // 2 preds: ^bb22, ^bb24
    %181 = llvm.icmp "slt" %179, %53 : i64
    llvm.cond_br %181, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %182 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %183 = llvm.mlir.constant(10 : index) : i64
    %184 = llvm.mul %166, %183 overflow<nsw, nuw> : i64
    %185 = llvm.add %184, %179 overflow<nsw, nuw> : i64
    %186 = llvm.getelementptr inbounds|nuw %182[%185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %187 = llvm.load %186 : !llvm.ptr -> f32
    %188 = llvm.fsub %187, %169 : f32
    %189 = llvm.fcmp "olt" %188, %48 : f32
    %190 = llvm.select %189, %48, %188 : i1, f32
    %191 = llvm.fcmp "ogt" %190, %47 : f32
    %192 = llvm.select %191, %47, %190 : i1, f32
    %193 = llvm.intr.fma(%192, %45, %46) : (f32, f32, f32) -> f32
    %194 = llvm.fsub %193, %46 : f32
    %195 = llvm.intr.fma(%194, %44, %192) : (f32, f32, f32) -> f32
    %196 = llvm.intr.fma(%194, %43, %195) : (f32, f32, f32) -> f32
    %197 = llvm.fmul %196, %196 : f32
    %198 = llvm.intr.fma(%42, %196, %41) : (f32, f32, f32) -> f32
    %199 = llvm.intr.fma(%198, %196, %40) : (f32, f32, f32) -> f32
    %200 = llvm.intr.fma(%199, %196, %39) : (f32, f32, f32) -> f32
    %201 = llvm.intr.fma(%200, %196, %38) : (f32, f32, f32) -> f32
    %202 = llvm.intr.fma(%201, %197, %196) : (f32, f32, f32) -> f32
    %203 = llvm.fadd %202, %37 : f32
    %204 = llvm.bitcast %193 : f32 to i32
    %205 = llvm.sub %204, %36 : i32
    %206 = llvm.intr.ldexp(%203, %205) : (f32, i32) -> f32
    %207 = llvm.select %189, %52, %206 : i1, f32
    %208 = llvm.fadd %207, %180 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %209 = llvm.add %179, %59 : i64
    llvm.br ^bb23(%209, %208 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb25:  // pred: ^bb23
    %210 = llvm.extractvalue %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %211 = llvm.getelementptr inbounds|nuw %210[%166] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %212 = llvm.load %211 : !llvm.ptr -> i8
    %213 = llvm.trunc %212 : i8 to i1
    %214 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %215 = llvm.getelementptr inbounds|nuw %214[%166] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %216 = llvm.load %215 : !llvm.ptr -> i64
    %217 = llvm.icmp "ult" %216, %53 : i64
    %218 = llvm.icmp "uge" %216, %53 : i64
    llvm.cond_br %218, ^bb26, ^bb29
  ^bb26:  // pred: ^bb25
    %219 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %220 = llvm.getelementptr %219[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %221 = llvm.atomicrmw add %220, %56 acq_rel : !llvm.ptr, i64
    %222 = llvm.icmp "eq" %221, %60 : i64
    llvm.cond_br %222, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %223 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %224 = llvm.getelementptr inbounds|nuw %223[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %60, %224 : i64, !llvm.ptr
    %225 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %226 = llvm.getelementptr inbounds|nuw %225[%50] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %216, %226 : i64, !llvm.ptr
    %227 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %228 = llvm.getelementptr inbounds|nuw %227[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %51, %228 : i64, !llvm.ptr
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb26, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb25, ^bb28
    %229 = llvm.select %217, %216, %63 : i1, i64
    %230 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %231 = llvm.mlir.constant(10 : index) : i64
    %232 = llvm.mul %166, %231 overflow<nsw, nuw> : i64
    %233 = llvm.add %232, %229 overflow<nsw, nuw> : i64
    %234 = llvm.getelementptr inbounds|nuw %230[%233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %235 = llvm.load %234 : !llvm.ptr -> f32
    %236 = llvm.fsub %235, %169 : f32
    %237 = llvm.intr.log(%180) : (f32) -> f32
    %238 = llvm.fsub %236, %237 : f32
    %239 = llvm.fneg %238 : f32
    %240 = llvm.select %213, %239, %52 : i1, f32
    %241 = llvm.extractvalue %158[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %242 = llvm.getelementptr inbounds|nuw %241[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %240, %242 : f32, !llvm.ptr
    %243 = llvm.add %166, %59 : i64
    llvm.br ^bb18(%243 : i64)
  ^bb30:  // pred: ^bb18
    llvm.cond_br %122, ^bb31, ^bb38
  ^bb31:  // pred: ^bb30
    %244 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %245 = llvm.getelementptr %244[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %246 = llvm.atomicrmw add %245, %60 acq_rel : !llvm.ptr, i64
    %247 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %248 = llvm.getelementptr %247[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %249 = llvm.atomicrmw add %248, %56 acq_rel : !llvm.ptr, i64
    %250 = llvm.add %249, %56 : i64
    %251 = llvm.icmp "eq" %250, %arg31 : i64
    llvm.cond_br %251, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %252 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %253 = llvm.getelementptr %252[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %254 = llvm.atomicrmw xchg %253, %60 acq_rel : !llvm.ptr, i64
    %255 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %256 = llvm.getelementptr %255[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %257 = llvm.atomicrmw xchg %256, %60 acq_rel : !llvm.ptr, i64
    %258 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %259 = llvm.getelementptr %258[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %260 = llvm.atomicrmw add %259, %56 acq_rel : !llvm.ptr, i64
    llvm.br ^bb37
  ^bb33:  // pred: ^bb31
    llvm.br ^bb34
  ^bb34:  // 2 preds: ^bb33, ^bb35
    %261 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %262 = llvm.getelementptr %261[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %263 = llvm.atomicrmw add %262, %60 acq_rel : !llvm.ptr, i64
    %264 = llvm.icmp "eq" %263, %246 : i64
    llvm.cond_br %264, ^bb35, ^bb36
  ^bb35:  // pred: ^bb34
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb34
  ^bb36:  // pred: ^bb34
    llvm.br ^bb37
  ^bb37:  // 2 preds: ^bb32, ^bb36
    llvm.br ^bb39
  ^bb38:  // pred: ^bb30
    %265 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %266 = llvm.getelementptr %265[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %267 = llvm.atomicrmw xchg %266, %60 acq_rel : !llvm.ptr, i64
    llvm.br ^bb39
  ^bb39:  // 2 preds: ^bb37, ^bb38
    llvm.cond_br %96, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%63, %52 : i64, f32)
  ^bb41(%268: i64, %269: f32):  // 2 preds: ^bb40, ^bb42
    %270 = llvm.icmp "slt" %268, %58 : i64
    llvm.cond_br %270, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %271 = llvm.extractvalue %158[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %272 = llvm.getelementptr inbounds|nuw %271[%268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %273 = llvm.load %272 : !llvm.ptr -> f32
    %274 = llvm.fadd %273, %269 {fastmathFlags = #llvm.fastmath<reassoc>} : f32
    %275 = llvm.add %268, %59 : i64
    llvm.br ^bb41(%275, %274 : i64, f32) {loop_annotation = #loop_annotation}
  ^bb43:  // pred: ^bb41
    %276 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64)> 
    %277 = llvm.load %276 : !llvm.ptr -> f32
    %278 = llvm.fdiv %269, %277 {fastmathFlags = #llvm.fastmath<arcp>} : f32
    %279 = llvm.extractvalue %21[1] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.store %278, %279 : f32, !llvm.ptr
    llvm.br ^bb44
  ^bb44:  // 2 preds: ^bb39, ^bb43
    llvm.cond_br %122, ^bb45, ^bb52
  ^bb45:  // pred: ^bb44
    %280 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %281 = llvm.getelementptr %280[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %282 = llvm.atomicrmw add %281, %60 acq_rel : !llvm.ptr, i64
    %283 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %284 = llvm.getelementptr %283[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %285 = llvm.atomicrmw add %284, %56 acq_rel : !llvm.ptr, i64
    %286 = llvm.add %285, %56 : i64
    %287 = llvm.icmp "eq" %286, %arg31 : i64
    llvm.cond_br %287, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %288 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %289 = llvm.getelementptr %288[%63] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %290 = llvm.atomicrmw xchg %289, %60 acq_rel : !llvm.ptr, i64
    %291 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %292 = llvm.getelementptr %291[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %293 = llvm.atomicrmw xchg %292, %60 acq_rel : !llvm.ptr, i64
    %294 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %295 = llvm.getelementptr %294[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %296 = llvm.atomicrmw add %295, %56 acq_rel : !llvm.ptr, i64
    llvm.br ^bb51
  ^bb47:  // pred: ^bb45
    llvm.br ^bb48
  ^bb48:  // 2 preds: ^bb47, ^bb49
    %297 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %298 = llvm.getelementptr %297[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %299 = llvm.atomicrmw add %298, %60 acq_rel : !llvm.ptr, i64
    %300 = llvm.icmp "eq" %299, %282 : i64
    llvm.cond_br %300, ^bb49, ^bb50
  ^bb49:  // pred: ^bb48
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb48
  ^bb50:  // pred: ^bb48
    llvm.br ^bb51
  ^bb51:  // 2 preds: ^bb46, ^bb50
    llvm.br ^bb53
  ^bb52:  // pred: ^bb44
    %301 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %302 = llvm.getelementptr %301[%58] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %303 = llvm.atomicrmw xchg %302, %60 acq_rel : !llvm.ptr, i64
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
