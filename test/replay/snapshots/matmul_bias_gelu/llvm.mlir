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
    %42 = llvm.mlir.poison : vector<32xf32>
    %43 = llvm.mlir.constant(512 : index) : i64
    %44 = llvm.mlir.constant(32 : index) : i64
    %45 = llvm.mlir.constant(0 : i32) : i32
    %46 = llvm.mlir.poison : vector<32xi32>
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.constant(32 : index) : i64
    %50 = llvm.mlir.constant(16 : index) : i64
    %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %52 = llvm.mlir.constant(0 : i64) : i64
    %53 = llvm.mlir.constant(1 : i64) : i64
    %54 = llvm.mlir.constant(8 : index) : i64
    %55 = llvm.mlir.constant(2 : index) : i64
    %56 = llvm.mlir.constant(6 : index) : i64
    %57 = llvm.mlir.constant(7 : index) : i64
    %58 = llvm.mlir.constant(3 : index) : i64
    %59 = llvm.mlir.constant(4 : index) : i64
    %60 = llvm.mlir.constant(5 : index) : i64
    %61 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %62 = llvm.mlir.constant(0.707106769 : f32) : f32
    %63 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %64 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %65 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %66 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %67 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %68 = llvm.mlir.constant(0.015188437 : f32) : f32
    %69 = llvm.mlir.constant(0.115167856 : f32) : f32
    %70 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %71 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %72 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %73 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %74 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %75 = llvm.mlir.constant(0.192973539 : f32) : f32
    %76 = llvm.mlir.constant(1.12837899 : f32) : f32
    %77 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %78 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>) : vector<32xi32>
    %79 = llvm.mlir.constant(6 : index) : i64
    %80 = llvm.mlir.constant(32 : index) : i64
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.mlir.constant(192 : index) : i64
    %83 = llvm.mlir.zero : !llvm.ptr
    %84 = llvm.getelementptr %83[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %85 = llvm.ptrtoint %84 : !llvm.ptr to i64
    %86 = llvm.call @malloc(%85) : (i64) -> !llvm.ptr
    %87 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %89 = llvm.insertvalue %86, %88[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %90 = llvm.mlir.constant(0 : index) : i64
    %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %92 = llvm.insertvalue %79, %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %93 = llvm.insertvalue %80, %92[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %94 = llvm.insertvalue %80, %93[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %95 = llvm.insertvalue %81, %94[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %97 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %98 = llvm.insertvalue %97, %96[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %99 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %100 = llvm.getelementptr %99[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %101 = llvm.insertvalue %100, %98[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %102 = llvm.mlir.constant(0 : index) : i64
    %103 = llvm.insertvalue %102, %101[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %104 = llvm.mlir.constant(32 : index) : i64
    %105 = llvm.insertvalue %104, %103[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %106 = llvm.mlir.constant(1 : index) : i64
    %107 = llvm.insertvalue %106, %105[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %108 = llvm.mlir.constant(16 : index) : i64
    %109 = llvm.insertvalue %108, %107[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %110 = llvm.mlir.constant(32 : index) : i64
    %111 = llvm.insertvalue %110, %109[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %112 = llvm.mlir.constant(1 : index) : i64
    %113 = llvm.insertvalue %112, %111[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %114 = llvm.mlir.constant(512 : index) : i64
    %115 = llvm.insertvalue %114, %113[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %116 = llvm.mul %arg41, %50 : i64
    %117 = llvm.udiv %116, %arg42 : i64
    %118 = llvm.intr.umin(%117, %50) : (i64, i64) -> i64
    %119 = llvm.add %arg41, %48 : i64
    %120 = llvm.mul %119, %50 : i64
    %121 = llvm.udiv %120, %arg42 : i64
    %122 = llvm.intr.umin(%121, %50) : (i64, i64) -> i64
    llvm.br ^bb1(%118 : i64)
  ^bb1(%123: i64):  // 2 preds: ^bb0, ^bb2
    %124 = llvm.icmp "slt" %123, %122 : i64
    llvm.cond_br %124, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %125 = llvm.udiv %123, %50 : i64
    %126 = llvm.urem %123, %50 : i64
    %127 = llvm.mul %125, %49 : i64
    %128 = llvm.sub %49, %127 : i64
    %129 = llvm.intr.umin(%128, %49) : (i64, i64) -> i64
    %130 = llvm.trunc %129 : i64 to i32
    %131 = llvm.insertelement %130, %46[%45 : i32] : vector<32xi32>
    %132 = llvm.shufflevector %131, %46 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %133 = llvm.icmp "sgt" %132, %78 : vector<32xi32>
    %134 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %135 = llvm.mul %126, %44 : i64
    %136 = llvm.add %135, %127 : i64
    %137 = llvm.getelementptr %134[%136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %138 = llvm.intr.masked.load %137, %133, %51 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %139 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %140 = llvm.mul %125, %43 : i64
    %141 = llvm.mul %126, %44 : i64
    %142 = llvm.add %140, %141 : i64
    %143 = llvm.add %142, %47 : i64
    %144 = llvm.getelementptr %139[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %138, %144 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %145 = llvm.add %123, %48 : i64
    llvm.br ^bb1(%145 : i64)
  ^bb3:  // pred: ^bb1
    %146 = llvm.icmp "ugt" %arg42, %48 : i64
    llvm.cond_br %146, ^bb4, ^bb10
  ^bb4:  // pred: ^bb3
    %147 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %148 = llvm.getelementptr %147[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %149 = llvm.atomicrmw add %148, %52 acq_rel : !llvm.ptr, i64
    %150 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %151 = llvm.getelementptr %150[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %152 = llvm.atomicrmw add %151, %53 acq_rel : !llvm.ptr, i64
    %153 = llvm.add %152, %53 : i64
    %154 = llvm.icmp "eq" %153, %arg42 : i64
    llvm.cond_br %154, ^bb5, ^bb6
  ^bb5:  // pred: ^bb4
    %155 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %156 = llvm.getelementptr %155[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %157 = llvm.atomicrmw xchg %156, %52 acq_rel : !llvm.ptr, i64
    %158 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %159 = llvm.getelementptr %158[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %160 = llvm.atomicrmw add %159, %53 acq_rel : !llvm.ptr, i64
    llvm.br ^bb9
  ^bb6:  // pred: ^bb4
    llvm.br ^bb7
  ^bb7:  // 2 preds: ^bb6, ^bb7
    %161 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %162 = llvm.getelementptr %161[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %163 = llvm.atomicrmw add %162, %52 acq_rel : !llvm.ptr, i64
    %164 = llvm.icmp "eq" %163, %149 : i64
    llvm.cond_br %164, ^bb7, ^bb8
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9
  ^bb9:  // 2 preds: ^bb5, ^bb8
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb3, ^bb9
    %165 = llvm.mul %arg41, %55 : i64
    %166 = llvm.udiv %165, %arg42 : i64
    %167 = llvm.mul %166, %56 : i64
    %168 = llvm.intr.umin(%167, %54) : (i64, i64) -> i64
    %169 = llvm.mul %119, %55 : i64
    %170 = llvm.udiv %169, %arg42 : i64
    %171 = llvm.mul %170, %56 : i64
    %172 = llvm.intr.umin(%171, %54) : (i64, i64) -> i64
    llvm.br ^bb11(%168 : i64)
  ^bb11(%173: i64):  // 2 preds: ^bb10, ^bb21
    %174 = llvm.icmp "slt" %173, %172 : i64
    llvm.cond_br %174, ^bb12, ^bb22
  ^bb12:  // pred: ^bb11
    %175 = llvm.intr.umin(%173, %57) : (i64, i64) -> i64
    %176 = llvm.add %173, %48 : i64
    %177 = llvm.intr.umin(%176, %57) : (i64, i64) -> i64
    %178 = llvm.add %173, %55 : i64
    %179 = llvm.intr.umin(%178, %57) : (i64, i64) -> i64
    %180 = llvm.add %173, %58 : i64
    %181 = llvm.intr.umin(%180, %57) : (i64, i64) -> i64
    %182 = llvm.add %173, %59 : i64
    %183 = llvm.intr.umin(%182, %57) : (i64, i64) -> i64
    %184 = llvm.add %173, %60 : i64
    %185 = llvm.intr.umin(%184, %57) : (i64, i64) -> i64
    llvm.br ^bb13(%47, %51, %51, %51, %51, %51, %51 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb13(%186: i64, %187: vector<32xf32>, %188: vector<32xf32>, %189: vector<32xf32>, %190: vector<32xf32>, %191: vector<32xf32>, %192: vector<32xf32>):  // 2 preds: ^bb12, ^bb14
    %193 = llvm.icmp "slt" %186, %50 : i64
    llvm.cond_br %193, ^bb14, ^bb15
  ^bb14:  // pred: ^bb13
    %194 = llvm.extractvalue %115[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %195 = llvm.mul %47, %43 : i64
    %196 = llvm.mul %186, %44 : i64
    %197 = llvm.add %195, %196 : i64
    %198 = llvm.add %197, %47 : i64
    %199 = llvm.getelementptr %194[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %200 = llvm.load %199 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %201 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %202 = llvm.mlir.constant(16 : index) : i64
    %203 = llvm.mul %175, %202 overflow<nsw, nuw> : i64
    %204 = llvm.add %203, %186 overflow<nsw, nuw> : i64
    %205 = llvm.getelementptr inbounds|nuw %201[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %206 = llvm.load %205 : !llvm.ptr -> f32
    %207 = llvm.insertelement %206, %42[%45 : i32] : vector<32xf32>
    %208 = llvm.shufflevector %207, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %209 = llvm.intr.fmuladd(%208, %200, %187) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %210 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %211 = llvm.mlir.constant(16 : index) : i64
    %212 = llvm.mul %177, %211 overflow<nsw, nuw> : i64
    %213 = llvm.add %212, %186 overflow<nsw, nuw> : i64
    %214 = llvm.getelementptr inbounds|nuw %210[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %215 = llvm.load %214 : !llvm.ptr -> f32
    %216 = llvm.insertelement %215, %42[%45 : i32] : vector<32xf32>
    %217 = llvm.shufflevector %216, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %218 = llvm.intr.fmuladd(%217, %200, %188) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %219 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %220 = llvm.mlir.constant(16 : index) : i64
    %221 = llvm.mul %179, %220 overflow<nsw, nuw> : i64
    %222 = llvm.add %221, %186 overflow<nsw, nuw> : i64
    %223 = llvm.getelementptr inbounds|nuw %219[%222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %224 = llvm.load %223 : !llvm.ptr -> f32
    %225 = llvm.insertelement %224, %42[%45 : i32] : vector<32xf32>
    %226 = llvm.shufflevector %225, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %227 = llvm.intr.fmuladd(%226, %200, %189) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %228 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %229 = llvm.mlir.constant(16 : index) : i64
    %230 = llvm.mul %181, %229 overflow<nsw, nuw> : i64
    %231 = llvm.add %230, %186 overflow<nsw, nuw> : i64
    %232 = llvm.getelementptr inbounds|nuw %228[%231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %233 = llvm.load %232 : !llvm.ptr -> f32
    %234 = llvm.insertelement %233, %42[%45 : i32] : vector<32xf32>
    %235 = llvm.shufflevector %234, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %236 = llvm.intr.fmuladd(%235, %200, %190) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %237 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %238 = llvm.mlir.constant(16 : index) : i64
    %239 = llvm.mul %183, %238 overflow<nsw, nuw> : i64
    %240 = llvm.add %239, %186 overflow<nsw, nuw> : i64
    %241 = llvm.getelementptr inbounds|nuw %237[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %242 = llvm.load %241 : !llvm.ptr -> f32
    %243 = llvm.insertelement %242, %42[%45 : i32] : vector<32xf32>
    %244 = llvm.shufflevector %243, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %245 = llvm.intr.fmuladd(%244, %200, %191) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %246 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %247 = llvm.mlir.constant(16 : index) : i64
    %248 = llvm.mul %185, %247 overflow<nsw, nuw> : i64
    %249 = llvm.add %248, %186 overflow<nsw, nuw> : i64
    %250 = llvm.getelementptr inbounds|nuw %246[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %251 = llvm.load %250 : !llvm.ptr -> f32
    %252 = llvm.insertelement %251, %42[%45 : i32] : vector<32xf32>
    %253 = llvm.shufflevector %252, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %254 = llvm.intr.fmuladd(%253, %200, %192) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %255 = llvm.add %186, %48 : i64
    llvm.br ^bb13(%255, %209, %218, %227, %236, %245, %254 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb15:  // pred: ^bb13
    %256 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %257 = llvm.mul %47, %44 : i64
    %258 = llvm.add %257, %47 : i64
    %259 = llvm.getelementptr %256[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %187, %259 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %260 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %261 = llvm.mul %48, %44 : i64
    %262 = llvm.add %261, %47 : i64
    %263 = llvm.getelementptr %260[%262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %188, %263 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %264 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %265 = llvm.mul %55, %44 : i64
    %266 = llvm.add %265, %47 : i64
    %267 = llvm.getelementptr %264[%266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %189, %267 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %268 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %269 = llvm.mul %58, %44 : i64
    %270 = llvm.add %269, %47 : i64
    %271 = llvm.getelementptr %268[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %190, %271 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %272 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %273 = llvm.mul %59, %44 : i64
    %274 = llvm.add %273, %47 : i64
    %275 = llvm.getelementptr %272[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %191, %275 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %276 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %277 = llvm.mul %60, %44 : i64
    %278 = llvm.add %277, %47 : i64
    %279 = llvm.getelementptr %276[%278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %192, %279 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %280 = llvm.sub %54, %173 : i64
    %281 = llvm.intr.umin(%280, %56) : (i64, i64) -> i64
    llvm.br ^bb16(%47 : i64)
  ^bb16(%282: i64):  // 2 preds: ^bb15, ^bb20
    %283 = llvm.icmp "slt" %282, %281 : i64
    llvm.cond_br %283, ^bb17, ^bb21
  ^bb17:  // pred: ^bb16
    %284 = llvm.add %173, %282 : i64
    llvm.br ^bb18(%47 : i64)
  ^bb18(%285: i64):  // 2 preds: ^bb17, ^bb19
    %286 = llvm.icmp "slt" %285, %49 : i64
    llvm.cond_br %286, ^bb19, ^bb20
  ^bb19:  // pred: ^bb18
    %287 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %288 = llvm.mlir.constant(32 : index) : i64
    %289 = llvm.mul %282, %288 overflow<nsw, nuw> : i64
    %290 = llvm.add %289, %285 overflow<nsw, nuw> : i64
    %291 = llvm.getelementptr inbounds|nuw %287[%290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %292 = llvm.load %291 : !llvm.ptr -> f32
    %293 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %294 = llvm.getelementptr inbounds|nuw %293[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %295 = llvm.load %294 : !llvm.ptr -> f32
    %296 = llvm.fadd %292, %295 : f32
    %297 = llvm.fmul %296, %61 : f32
    %298 = llvm.fmul %296, %62 : f32
    %299 = llvm.fcmp "olt" %298, %64 : f32
    %300 = llvm.select %299, %64, %298 : i1, f32
    %301 = llvm.fcmp "ogt" %300, %65 : f32
    %302 = llvm.select %301, %65, %300 : i1, f32
    %303 = llvm.fmul %302, %302 : f32
    %304 = llvm.intr.fma(%66, %303, %67) : (f32, f32, f32) -> f32
    %305 = llvm.intr.fma(%304, %303, %68) : (f32, f32, f32) -> f32
    %306 = llvm.intr.fma(%305, %303, %69) : (f32, f32, f32) -> f32
    %307 = llvm.intr.fma(%306, %303, %70) : (f32, f32, f32) -> f32
    %308 = llvm.intr.fma(%307, %303, %63) : (f32, f32, f32) -> f32
    %309 = llvm.intr.fma(%71, %303, %72) : (f32, f32, f32) -> f32
    %310 = llvm.intr.fma(%309, %303, %73) : (f32, f32, f32) -> f32
    %311 = llvm.intr.fma(%310, %303, %74) : (f32, f32, f32) -> f32
    %312 = llvm.intr.fma(%311, %303, %75) : (f32, f32, f32) -> f32
    %313 = llvm.intr.fma(%312, %303, %76) : (f32, f32, f32) -> f32
    %314 = llvm.fmul %302, %313 : f32
    %315 = llvm.fdiv %314, %308 : f32
    %316 = llvm.fcmp "olt" %315, %77 : f32
    %317 = llvm.select %316, %77, %315 : i1, f32
    %318 = llvm.fcmp "ogt" %317, %63 : f32
    %319 = llvm.select %318, %63, %317 : i1, f32
    %320 = llvm.fadd %319, %63 : f32
    %321 = llvm.fmul %297, %320 : f32
    %322 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %323 = llvm.mlir.constant(32 : index) : i64
    %324 = llvm.mul %284, %323 overflow<nsw, nuw> : i64
    %325 = llvm.add %324, %285 overflow<nsw, nuw> : i64
    %326 = llvm.getelementptr inbounds|nuw %322[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %321, %326 : f32, !llvm.ptr
    %327 = llvm.add %285, %48 : i64
    llvm.br ^bb18(%327 : i64)
  ^bb20:  // pred: ^bb18
    %328 = llvm.add %282, %48 : i64
    llvm.br ^bb16(%328 : i64)
  ^bb21:  // pred: ^bb16
    %329 = llvm.add %173, %56 : i64
    llvm.br ^bb11(%329 : i64)
  ^bb22:  // pred: ^bb11
    llvm.cond_br %146, ^bb23, ^bb29
  ^bb23:  // pred: ^bb22
    %330 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %331 = llvm.getelementptr %330[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %332 = llvm.atomicrmw add %331, %52 acq_rel : !llvm.ptr, i64
    %333 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %334 = llvm.getelementptr %333[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %335 = llvm.atomicrmw add %334, %53 acq_rel : !llvm.ptr, i64
    %336 = llvm.add %335, %53 : i64
    %337 = llvm.icmp "eq" %336, %arg42 : i64
    llvm.cond_br %337, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %338 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %339 = llvm.getelementptr %338[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %340 = llvm.atomicrmw xchg %339, %52 acq_rel : !llvm.ptr, i64
    %341 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %342 = llvm.getelementptr %341[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %343 = llvm.atomicrmw add %342, %53 acq_rel : !llvm.ptr, i64
    llvm.br ^bb28
  ^bb25:  // pred: ^bb23
    llvm.br ^bb26
  ^bb26:  // 2 preds: ^bb25, ^bb26
    %344 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %345 = llvm.getelementptr %344[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %346 = llvm.atomicrmw add %345, %52 acq_rel : !llvm.ptr, i64
    %347 = llvm.icmp "eq" %346, %332 : i64
    llvm.cond_br %347, ^bb26, ^bb27
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28
  ^bb28:  // 2 preds: ^bb24, ^bb27
    llvm.br ^bb29
  ^bb29:  // 2 preds: ^bb22, ^bb28
    %348 = llvm.extractvalue %95[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%348) : (!llvm.ptr) -> ()
    llvm.cond_br %146, ^bb30, ^bb36
  ^bb30:  // pred: ^bb29
    %349 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %350 = llvm.getelementptr %349[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %351 = llvm.atomicrmw add %350, %52 acq_rel : !llvm.ptr, i64
    %352 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %353 = llvm.getelementptr %352[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %354 = llvm.atomicrmw add %353, %53 acq_rel : !llvm.ptr, i64
    %355 = llvm.add %354, %53 : i64
    %356 = llvm.icmp "eq" %355, %arg42 : i64
    llvm.cond_br %356, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %357 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %358 = llvm.getelementptr %357[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %359 = llvm.atomicrmw xchg %358, %52 acq_rel : !llvm.ptr, i64
    %360 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %361 = llvm.getelementptr %360[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %362 = llvm.atomicrmw add %361, %53 acq_rel : !llvm.ptr, i64
    llvm.br ^bb35
  ^bb32:  // pred: ^bb30
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb32, ^bb33
    %363 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %364 = llvm.getelementptr %363[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %365 = llvm.atomicrmw add %364, %52 acq_rel : !llvm.ptr, i64
    %366 = llvm.icmp "eq" %365, %351 : i64
    llvm.cond_br %366, ^bb33, ^bb34
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
