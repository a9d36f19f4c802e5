#map = affine_map<() -> (2048)>
module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.func internal @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: i64, %arg26: !llvm.ptr, %arg27: !llvm.ptr, %arg28: i64, %arg29: i64, %arg30: i64, %arg31: !llvm.ptr, %arg32: !llvm.ptr, %arg33: i64, %arg34: i64, %arg35: i64, %arg36: !llvm.ptr, %arg37: !llvm.ptr, %arg38: i64, %arg39: i64, %arg40: i64, %arg41: i64, %arg42: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64, pyc.scratch_bytes = #map} {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1 = llvm.insertvalue %arg31, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %2 = llvm.insertvalue %arg32, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %3 = llvm.insertvalue %arg33, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %4 = llvm.insertvalue %arg34, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %5 = llvm.insertvalue %arg35, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %6 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7 = llvm.insertvalue %arg26, %6[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %8 = llvm.insertvalue %arg27, %7[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %9 = llvm.insertvalue %arg28, %8[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %10 = llvm.insertvalue %arg29, %9[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %11 = llvm.insertvalue %arg30, %10[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %13 = llvm.insertvalue %arg19, %12[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %14 = llvm.insertvalue %arg20, %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %15 = llvm.insertvalue %arg21, %14[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %16 = llvm.insertvalue %arg22, %15[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %17 = llvm.insertvalue %arg24, %16[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %18 = llvm.insertvalue %arg23, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %19 = llvm.insertvalue %arg25, %18[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %21 = llvm.insertvalue %arg14, %20[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %22 = llvm.insertvalue %arg15, %21[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %23 = llvm.insertvalue %arg16, %22[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %24 = llvm.insertvalue %arg17, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %25 = llvm.insertvalue %arg18, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %26 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %27 = llvm.insertvalue %arg7, %26[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %28 = llvm.insertvalue %arg8, %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %29 = llvm.insertvalue %arg9, %28[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %30 = llvm.insertvalue %arg10, %29[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %31 = llvm.insertvalue %arg12, %30[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %32 = llvm.insertvalue %arg11, %31[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %33 = llvm.insertvalue %arg13, %32[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %35 = llvm.insertvalue %arg0, %34[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %36 = llvm.insertvalue %arg1, %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %37 = llvm.insertvalue %arg2, %36[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %38 = llvm.insertvalue %arg3, %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %39 = llvm.insertvalue %arg5, %38[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %40 = llvm.insertvalue %arg4, %39[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %41 = llvm.insertvalue %arg6, %40[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %42 = llvm.mlir.constant(0 : i32) : i32
    %43 = llvm.mlir.poison : vector<32xf32>
    %44 = llvm.mlir.constant(512 : index) : i64
    %45 = llvm.mlir.constant(32 : index) : i64
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.mlir.constant(32 : index) : i64
    %48 = llvm.mlir.constant(16 : index) : i64
    %49 = llvm.mlir.constant(1 : index) : i64
    %50 = llvm.mlir.constant(0 : i64) : i64
    %51 = llvm.mlir.constant(1 : i64) : i64
    %52 = llvm.mlir.constant(8 : index) : i64
    %53 = llvm.mlir.constant(2 : index) : i64
    %54 = llvm.mlir.constant(6 : index) : i64
    %55 = llvm.mlir.constant(7 : index) : i64
    %56 = llvm.mlir.constant(3 : index) : i64
    %57 = llvm.mlir.constant(4 : index) : i64
    %58 = llvm.mlir.constant(5 : index) : i64
    %59 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %60 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %61 = llvm.mlir.constant(0.707106769 : f32) : f32
    %62 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %63 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %64 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %65 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %66 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %67 = llvm.mlir.constant(0.015188437 : f32) : f32
    %68 = llvm.mlir.constant(0.115167856 : f32) : f32
    %69 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %70 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %71 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %72 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %73 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %74 = llvm.mlir.constant(0.192973539 : f32) : f32
    %75 = llvm.mlir.constant(1.12837899 : f32) : f32
    %76 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %77 = llvm.mlir.constant(6 : index) : i64
    %78 = llvm.mlir.constant(32 : index) : i64
    %79 = llvm.mlir.constant(1 : index) : i64
    %80 = llvm.mlir.constant(192 : index) : i64
    %81 = llvm.mlir.zero : !llvm.ptr
    %82 = llvm.getelementptr %81[%80] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %83 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %84 = llvm.call @malloc(%83) : (i64) -> !llvm.ptr
    %85 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = llvm.insertvalue %84, %85[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %87 = llvm.insertvalue %84, %86[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.mlir.constant(0 : index) : i64
    %89 = llvm.insertvalue %88, %87[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.insertvalue %77, %89[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %91 = llvm.insertvalue %78, %90[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.insertvalue %78, %91[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %93 = llvm.insertvalue %79, %92[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %94 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %95 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %96 = llvm.insertvalue %95, %94[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %97 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %98 = llvm.getelementptr %97[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %99 = llvm.insertvalue %98, %96[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %100 = llvm.mlir.constant(0 : index) : i64
    %101 = llvm.insertvalue %100, %99[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %102 = llvm.mlir.constant(32 : index) : i64
    %103 = llvm.insertvalue %102, %101[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %104 = llvm.mlir.constant(1 : index) : i64
    %105 = llvm.insertvalue %104, %103[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %106 = llvm.mlir.constant(16 : index) : i64
    %107 = llvm.insertvalue %106, %105[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %108 = llvm.mlir.constant(32 : index) : i64
    %109 = llvm.insertvalue %108, %107[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %110 = llvm.mlir.constant(1 : index) : i64
    %111 = llvm.insertvalue %110, %109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %112 = llvm.mlir.constant(512 : index) : i64
    %113 = llvm.insertvalue %112, %111[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %114 = llvm.mul %arg41, %48 : i64
    %115 = llvm.udiv %114, %arg42 : i64
    %116 = llvm.intr.umin(%115, %48) : (i64, i64) -> i64
    %117 = llvm.add %arg41, %49 : i64
    %118 = llvm.mul %117, %48 : i64
    %119 = llvm.udiv %118, %arg42 : i64
    %120 = llvm.intr.umin(%119, %48) : (i64, i64) -> i64
    llvm.br ^bb1(%116 : i64)
  ^bb1(%121: i64):  // 2 preds: ^bb0, ^bb2
    %122 = llvm.icmp "slt" %121, %120 : i64
    llvm.cond_br %122, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %123 = llvm.udiv %121, %48 : i64
    %124 = llvm.urem %121, %48 : i64
    %125 = llvm.mul %123, %47 : i64
    %126 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %127 = llvm.mul %124, %45 : i64
    %128 = llvm.add %127, %125 : i64
    %129 = llvm.getelementptr %126[%128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %130 = llvm.load %129 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %131 = llvm.extractvalue %113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %132 = llvm.mul %123, %44 : i64
    %133 = llvm.mul %124, %45 : i64
    %134 = llvm.add %132, %133 : i64
    %135 = llvm.add %134, %46 : i64
    %136 = llvm.getelementptr %131[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %130, %136 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %137 = llvm.add %121, %49 : i64
    llvm.br ^bb1(%137 : i64)
  ^bb3:  // pred: ^bb1
    %138 = llvm.icmp "ugt" %arg42, %49 : i64
    llvm.cond_br %138, ^bb4, ^bb10
  ^bb4:  // pred: ^bb3
    %139 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %140 = llvm.getelementptr %139[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %141 = llvm.atomicrmw add %140, %50 acq_rel : !llvm.ptr, i64
    %142 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %143 = llvm.getelementptr %142[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %144 = llvm.atomicrmw add %143, %51 acq_rel : !llvm.ptr, i64
    %145 = llvm.add %144, %51 : i64
    %146 = llvm.icmp "eq" %145, %arg42 : i64
    llvm.cond_br %146, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %147 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.getelementptr %147[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %149 = llvm.atomicrmw xchg %148, %50 acq_rel : !llvm.ptr, i64
    %150 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.getelementptr %150[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %152 = llvm.atomicrmw add %151, %51 acq_rel : !llvm.ptr, i64
    llvm.br ^bb9
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb6, ^bb7
    %153 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %154 = llvm.getelementptr %153[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %155 = llvm.atomicrmw add %154, %50 acq_rel : !llvm.ptr, i64
    %156 = llvm.icmp "eq" %155, %141 : i64
    llvm.cond_br %156, ^bb7, ^bb8
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb5, ^bb8
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb3, ^bb9
    %157 = llvm.mul %arg41, %53 : i64
    %158 = llvm.udiv %157, %arg42 : i64
    %159 = llvm.mul %158, %54 : i64
    %160 = llvm.intr.umin(%159, %52) : (i64, i64) -> i64
    %161 = llvm.mul %117, %53 : i64
    %162 = llvm.udiv %161, %arg42 : i64
    %163 = llvm.mul %162, %54 : i64
    %164 = llvm.intr.umin(%163, %52) : (i64, i64) -> i64
    llvm.br ^bb11(%160 : i64)
  ^bb11(%165: i64):  // 2 preds: ^bb10, ^bb21
    %166 = llvm.icmp "slt" %165, %164 : i64
    llvm.cond_br %166, ^bb12, ^bb22
  ^bb12:  // pred: ^bb11
    %167 = llvm.intr.umin(%165, %55) : (i64, i64) -> i64
    %168 = llvm.add %165, %49 : i64
    %169 = llvm.intr.umin(%168, %55) : (i64, i64) -> i64
    %170 = llvm.add %165, %53 : i64
    %171 = llvm.intr.umin(%170, %55) : (i64, i64) -> i64
    %172 = llvm.add %165, %56 : i64
    %173 = llvm.intr.umin(%172, %55) : (i64, i64) -> i64
    %174 = llvm.add %165, %57 : i64
    %175 = llvm.intr.umin(%174, %55) : (i64, i64) -> i64
    %176 = llvm.add %165, %58 : i64
    %177 = llvm.intr.umin(%176, %55) : (i64, i64) -> i64
    llvm.br ^bb13(%46, %59, %59, %59, %59, %59, %59 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb13(%178: i64, %179: vector<32xf32>, %180: vector<32xf32>, %181: vector<32xf32>, %182: vector<32xf32>, %183: vector<32xf32>, %184: vector<32xf32>):  // 2 preds: ^bb12, ^bb14
    %185 = llvm.icmp "slt" %178, %48 : i64
    llvm.cond_br %185, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %186 = llvm.extractvalue %113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %187 = llvm.mul %46, %44 : i64
    %188 = llvm.mul %178, %45 : i64
    %189 = llvm.add %187, %188 : i64
    %190 = llvm.add %189, %46 : i64
    %191 = llvm.getelementptr %186[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %192 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %193 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %194 = llvm.mlir.constant(16 : index) : i64
    %195 = llvm.mul %167, %194 overflow<nsw, nuw> : i64
    %196 = llvm.add %195, %178 overflow<nsw, nuw> : i64
    %197 = llvm.getelementptr inbounds|nuw %193[%196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %198 = llvm.load %197 : !llvm.ptr -> f32
    %199 = llvm.insertelement %198, %43[%42 : i32] : vector<32xf32>
    %200 = llvm.shufflevector %199, %43 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %201 = llvm.intr.fmuladd(%200, %192, %179) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %202 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %203 = llvm.mlir.constant(16 : index) : i64
    %204 = llvm.mul %169, %203 overflow<nsw, nuw> : i64
    %205 = llvm.add %204, %178 overflow<nsw, nuw> : i64
    %206 = llvm.getelementptr inbounds|nuw %202[%205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %207 = llvm.load %206 : !llvm.ptr -> f32
    %208 = llvm.insertelement %207, %43[%42 : i32] : vector<32xf32>
    %209 = llvm.shufflevector %208, %43 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %210 = llvm.intr.fmuladd(%209, %192, %180) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %211 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %212 = llvm.mlir.constant(16 : index) : i64
    %213 = llvm.mul %171, %212 overflow<nsw, nuw> : i64
    %214 = llvm.add %213, %178 overflow<nsw, nuw> : i64
    %215 = llvm.getelementptr inbounds|nuw %211[%214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %216 = llvm.load %215 : !llvm.ptr -> f32
    %217 = llvm.insertelement %216, %43[%42 : i32] : vector<32xf32>
    %218 = llvm.shufflevector %217, %43 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %219 = llvm.intr.fmuladd(%218, %192, %181) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %220 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %221 = llvm.mlir.constant(16 : index) : i64
    %222 = llvm.mul %173, %221 overflow<nsw, nuw> : i64
    %223 = llvm.add %222, %178 overflow<nsw, nuw> : i64
    %224 = llvm.getelementptr inbounds|nuw %220[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %225 = llvm.load %224 : !llvm.ptr -> f32
    %226 = llvm.insertelement %225, %43[%42 : i32] : vector<32xf32>
    %227 = llvm.shufflevector %226, %43 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %228 = llvm.intr.fmuladd(%227, %192, %182) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %229 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %230 = llvm.mlir.constant(16 : index) : i64
    %231 = llvm.mul %175, %230 overflow<nsw, nuw> : i64
    %232 = llvm.add %231, %178 overflow<nsw, nuw> : i64
    %233 = llvm.getelementptr inbounds|nuw %229[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %234 = llvm.load %233 : !llvm.ptr -> f32
    %235 = llvm.insertelement %234, %43[%42 : i32] : vector<32xf32>
    %236 = llvm.shufflevector %235, %43 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %237 = llvm.intr.fmuladd(%236, %192, %183) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %238 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %239 = llvm.mlir.constant(16 : index) : i64
    %240 = llvm.mul %177, %239 overflow<nsw, nuw> : i64
    %241 = llvm.add %240, %178 overflow<nsw, nuw> : i64
    %242 = llvm.getelementptr inbounds|nuw %238[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %243 = llvm.load %242 : !llvm.ptr -> f32
    %244 = llvm.insertelement %243, %43[%42 : i32] : vector<32xf32>
    %245 = llvm.shufflevector %244, %43 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %246 = llvm.intr.fmuladd(%245, %192, %184) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %247 = llvm.add %178, %49 : i64
    llvm.br ^bb13(%247, %201, %210, %219, %228, %237, %246 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb15:  // pred: ^bb13
    %248 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %249 = llvm.mul %46, %45 : i64
    %250 = llvm.add %249, %46 : i64
    %251 = llvm.getelementptr %248[%250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %179, %251 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %252 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %253 = llvm.mul %49, %45 : i64
    %254 = llvm.add %253, %46 : i64
    %255 = llvm.getelementptr %252[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %180, %255 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %256 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.mul %53, %45 : i64
    %258 = llvm.add %257, %46 : i64
    %259 = llvm.getelementptr %256[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %181, %259 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %260 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %261 = llvm.mul %56, %45 : i64
    %262 = llvm.add %261, %46 : i64
    %263 = llvm.getelementptr %260[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %182, %263 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %264 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %265 = llvm.mul %57, %45 : i64
    %266 = llvm.add %265, %46 : i64
    %267 = llvm.getelementptr %264[%266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %183, %267 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %268 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %269 = llvm.mul %58, %45 : i64
    %270 = llvm.add %269, %46 : i64
    %271 = llvm.getelementptr %268[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %184, %271 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %272 = llvm.sub %52, %165 : i64
    %273 = llvm.intr.umin(%272, %54) : (i64, i64) -> i64
    llvm.br ^bb16(%46 : i64)
  ^bb16(%274: i64):  // 2 preds: ^bb15, ^bb20
    %275 = llvm.icmp "slt" %274, %273 : i64
    llvm.cond_br %275, ^bb17, ^bb21
  ^bb17:  // pred: ^bb16
    %276 = llvm.add %165, %274 : i64
    llvm.br ^bb18(%46 : i64)
  ^bb18(%277: i64):  // 2 preds: ^bb17, ^bb19
    %278 = llvm.icmp "slt" %277, %47 : i64
    llvm.cond_br %278, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %279 = llvm.extractvalue %93[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %280 = llvm.mlir.constant(32 : index) : i64
    %281 = llvm.mul %274, %280 overflow<nsw, nuw> : i64
    %282 = llvm.add %281, %277 overflow<nsw, nuw> : i64
    %283 = llvm.getelementptr inbounds|nuw %279[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %284 = llvm.load %283 : !llvm.ptr -> f32
    %285 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %286 = llvm.getelementptr inbounds|nuw %285[%277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %287 = llvm.load %286 : !llvm.ptr -> f32
    %288 = llvm.fadd %284, %287 : f32
    %289 = llvm.fmul %288, %60 : f32
    %290 = llvm.fmul %288, %61 : f32
    %291 = llvm.fcmp "olt" %290, %63 : f32
    %292 = llvm.select %291, %63, %290 : i1, f32
    %293 = llvm.fcmp "ogt" %292, %64 : f32
    %294 = llvm.select %293, %64, %292 : i1, f32
    %295 = llvm.fmul %294, %294 : f32
    %296 = llvm.intr.fma(%65, %295, %66) : (f32, f32, f32) -> f32
    %297 = llvm.intr.fma(%296, %295, %67) : (f32, f32, f32) -> f32
    %298 = llvm.intr.fma(%297, %295, %68) : (f32, f32, f32) -> f32
    %299 = llvm.intr.fma(%298, %295, %69) : (f32, f32, f32) -> f32
    %300 = llvm.intr.fma(%299, %295, %62) : (f32, f32, f32) -> f32
    %301 = llvm.intr.fma(%70, %295, %71) : (f32, f32, f32) -> f32
    %302 = llvm.intr.fma(%301, %295, %72) : (f32, f32, f32) -> f32
    %303 = llvm.intr.fma(%302, %295, %73) : (f32, f32, f32) -> f32
    %304 = llvm.intr.fma(%303, %295, %74) : (f32, f32, f32) -> f32
    %305 = llvm.intr.fma(%304, %295, %75) : (f32, f32, f32) -> f32
    %306 = llvm.fmul %294, %305 : f32
    %307 = llvm.fdiv %306, %300 : f32
    %308 = llvm.fcmp "olt" %307, %76 : f32
    %309 = llvm.select %308, %76, %307 : i1, f32
    %310 = llvm.fcmp "ogt" %309, %62 : f32
    %311 = llvm.select %310, %62, %309 : i1, f32
    %312 = llvm.fadd %311, %62 : f32
    %313 = llvm.fmul %289, %312 : f32
    %314 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %315 = llvm.mlir.constant(32 : index) : i64
    %316 = llvm.mul %276, %315 overflow<nsw, nuw> : i64
    %317 = llvm.add %316, %277 overflow<nsw, nuw> : i64
    %318 = llvm.getelementptr inbounds|nuw %314[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %313, %318 : f32, !llvm.ptr
    %319 = llvm.add %277, %49 : i64
    llvm.br ^bb18(%319 : i64)
  ^bb20:  // pred: ^bb18
    %320 = llvm.add %274, %49 : i64
    llvm.br ^bb16(%320 : i64)
  ^bb21:  // pred: ^bb16
    %321 = llvm.add %165, %54 : i64
    llvm.br ^bb11(%321 : i64)
  ^bb22:  // pred: ^bb11
    llvm.cond_br %138, ^bb23, ^bb29
  ^bb23:  // pred: ^bb22
    %322 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %323 = llvm.getelementptr %322[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %324 = llvm.atomicrmw add %323, %50 acq_rel : !llvm.ptr, i64
    %325 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %326 = llvm.getelementptr %325[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %327 = llvm.atomicrmw add %326, %51 acq_rel : !llvm.ptr, i64
    %328 = llvm.add %327, %51 : i64
    %329 = llvm.icmp "eq" %328, %arg42 : i64
    llvm.cond_br %329, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %330 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %331 = llvm.getelementptr %330[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %332 = llvm.atomicrmw xchg %331, %50 acq_rel : !llvm.ptr, i64
    %333 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %334 = llvm.getelementptr %333[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %335 = llvm.atomicrmw add %334, %51 acq_rel : !llvm.ptr, i64
    llvm.br ^bb28
  ^bb25:  // pred: ^bb23
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb25, ^bb26
    %336 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %337 = llvm.getelementptr %336[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %338 = llvm.atomicrmw add %337, %50 acq_rel : !llvm.ptr, i64
    %339 = llvm.icmp "eq" %338, %324 : i64
    llvm.cond_br %339, ^bb26, ^bb27
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb22, ^bb28
    %340 = llvm.extractvalue %93[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%340) : (!llvm.ptr) -> ()
    llvm.cond_br %138, ^bb30, ^bb36
  ^bb30:  // pred: ^bb29
    %341 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %342 = llvm.getelementptr %341[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %343 = llvm.atomicrmw add %342, %50 acq_rel : !llvm.ptr, i64
    %344 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %345 = llvm.getelementptr %344[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %346 = llvm.atomicrmw add %345, %51 acq_rel : !llvm.ptr, i64
    %347 = llvm.add %346, %51 : i64
    %348 = llvm.icmp "eq" %347, %arg42 : i64
    llvm.cond_br %348, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %349 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %350 = llvm.getelementptr %349[%46] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %351 = llvm.atomicrmw xchg %350, %50 acq_rel : !llvm.ptr, i64
    %352 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %353 = llvm.getelementptr %352[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %354 = llvm.atomicrmw add %353, %51 acq_rel : !llvm.ptr, i64
    llvm.br ^bb35
  ^bb32:  // pred: ^bb30
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb32, ^bb33
    %355 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %356 = llvm.getelementptr %355[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %357 = llvm.atomicrmw add %356, %50 acq_rel : !llvm.ptr, i64
    %358 = llvm.icmp "eq" %357, %343 : i64
    llvm.cond_br %358, ^bb33, ^bb34
  ^bb34:  // pred: ^bb33
    llvm.br ^bb35
  ^bb35:  // 2 preds: ^bb31, ^bb34
    llvm.br ^bb36
  ^bb36:  // 2 preds: ^bb29, ^bb35
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64) attributes {llvm.emit_c_interface, pyc.arena_bytes = 0 : i64, pyc.naive_bytes = 0 : i64, pyc.scratch_bytes = #map} {
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
    %42 = llvm.load %arg6 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.extractvalue %42[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %44 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %45 = llvm.extractvalue %42[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %46 = llvm.extractvalue %42[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %47 = llvm.extractvalue %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    llvm.call @f(%1, %2, %3, %4, %5, %6, %7, %9, %10, %11, %12, %13, %14, %15, %17, %18, %19, %20, %21, %23, %24, %25, %26, %27, %28, %29, %31, %32, %33, %34, %35, %37, %38, %39, %40, %41, %43, %44, %45, %46, %47, %arg7, %arg8) : (!llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, !llvm.ptr, !llvm.ptr, i64, i64, i64, i64, i64) -> ()
    llvm.return
  }
}
