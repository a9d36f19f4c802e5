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
    %43 = llvm.mlir.constant(0 : i32) : i32
    %44 = llvm.mlir.poison : vector<32xi32>
    %45 = llvm.mlir.constant(512 : index) : i64
    %46 = llvm.mlir.constant(32 : index) : i64
    %47 = llvm.mlir.constant(0 : index) : i64
    %48 = llvm.mlir.constant(1 : index) : i64
    %49 = llvm.mlir.constant(32 : index) : i64
    %50 = llvm.mlir.constant(16 : index) : i64
    %51 = llvm.mlir.constant(2 : index) : i64
    %52 = llvm.mlir.constant(3 : index) : i64
    %53 = llvm.mlir.constant(4 : index) : i64
    %54 = llvm.mlir.constant(5 : index) : i64
    %55 = llvm.mlir.constant(6 : index) : i64
    %56 = llvm.mlir.constant(7 : index) : i64
    %57 = llvm.mlir.constant(8 : index) : i64
    %58 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %59 = llvm.mlir.constant(0 : i64) : i64
    %60 = llvm.mlir.constant(1 : i64) : i64
    %61 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %62 = llvm.mlir.constant(0.707106769 : f32) : f32
    %63 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %64 = llvm.mlir.constant(9 : index) : i64
    %65 = llvm.mlir.constant(10 : index) : i64
    %66 = llvm.mlir.constant(11 : index) : i64
    %67 = llvm.mlir.constant(12 : index) : i64
    %68 = llvm.mlir.constant(13 : index) : i64
    %69 = llvm.mlir.constant(14 : index) : i64
    %70 = llvm.mlir.constant(15 : index) : i64
    %71 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %72 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %73 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %74 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %75 = llvm.mlir.constant(0.015188437 : f32) : f32
    %76 = llvm.mlir.constant(0.115167856 : f32) : f32
    %77 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %78 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %79 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %80 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %81 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %82 = llvm.mlir.constant(0.192973539 : f32) : f32
    %83 = llvm.mlir.constant(1.12837899 : f32) : f32
    %84 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %85 = llvm.mlir.constant(dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : vector<32xi32>) : vector<32xi32>
    %86 = llvm.mlir.constant(6 : index) : i64
    %87 = llvm.mlir.constant(32 : index) : i64
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.mlir.constant(192 : index) : i64
    %90 = llvm.mlir.zero : !llvm.ptr
    %91 = llvm.getelementptr %90[%89] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %92 = llvm.ptrtoint %91 : !llvm.ptr to i64
    %93 = llvm.call @malloc(%92) : (i64) -> !llvm.ptr
    %94 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.insertvalue %93, %94[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %96 = llvm.insertvalue %93, %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %97 = llvm.mlir.constant(0 : index) : i64
    %98 = llvm.insertvalue %97, %96[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %99 = llvm.insertvalue %86, %98[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %100 = llvm.insertvalue %87, %99[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %101 = llvm.insertvalue %87, %100[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %102 = llvm.insertvalue %88, %101[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %103 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %104 = llvm.extractvalue %11[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %105 = llvm.insertvalue %104, %103[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %106 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %107 = llvm.getelementptr %106[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i8
    %108 = llvm.insertvalue %107, %105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %109 = llvm.mlir.constant(0 : index) : i64
    %110 = llvm.insertvalue %109, %108[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %111 = llvm.mlir.constant(32 : index) : i64
    %112 = llvm.insertvalue %111, %110[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %113 = llvm.mlir.constant(1 : index) : i64
    %114 = llvm.insertvalue %113, %112[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %115 = llvm.mlir.constant(16 : index) : i64
    %116 = llvm.insertvalue %115, %114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %117 = llvm.mlir.constant(32 : index) : i64
    %118 = llvm.insertvalue %117, %116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.insertvalue %119, %118[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %121 = llvm.mlir.constant(512 : index) : i64
    %122 = llvm.insertvalue %121, %120[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %123 = llvm.udiv %arg41, %arg42 : i64
    %124 = llvm.intr.umin(%123, %48) : (i64, i64) -> i64
    %125 = llvm.add %arg41, %48 : i64
    %126 = llvm.udiv %125, %arg42 : i64
    %127 = llvm.intr.umin(%126, %48) : (i64, i64) -> i64
    llvm.br ^bb1(%124 : i64)
  ^bb1(%128: i64):  // 2 preds: ^bb0, ^bb5
    %129 = llvm.icmp "slt" %128, %127 : i64
    llvm.cond_br %129, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    %130 = llvm.mul %128, %49 : i64
    %131 = llvm.add %130, %49 : i64
    %132 = llvm.icmp "ule" %131, %49 : i64
    llvm.cond_br %132, ^bb3, ^bb4
  ^bb3:  // pred: ^bb2
    %133 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %134 = llvm.mul %47, %46 : i64
    %135 = llvm.add %134, %130 : i64
    %136 = llvm.getelementptr %133[%135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %137 = llvm.load %136 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %138 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %139 = llvm.mul %128, %45 : i64
    %140 = llvm.mul %47, %46 : i64
    %141 = llvm.add %139, %140 : i64
    %142 = llvm.add %141, %47 : i64
    %143 = llvm.getelementptr %138[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %137, %143 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %144 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %145 = llvm.mul %48, %46 : i64
    %146 = llvm.add %145, %130 : i64
    %147 = llvm.getelementptr %144[%146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %148 = llvm.load %147 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %149 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %150 = llvm.mul %128, %45 : i64
    %151 = llvm.mul %48, %46 : i64
    %152 = llvm.add %150, %151 : i64
    %153 = llvm.add %152, %47 : i64
    %154 = llvm.getelementptr %149[%153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %148, %154 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %155 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %156 = llvm.mul %51, %46 : i64
    %157 = llvm.add %156, %130 : i64
    %158 = llvm.getelementptr %155[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %159 = llvm.load %158 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %160 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %161 = llvm.mul %128, %45 : i64
    %162 = llvm.mul %51, %46 : i64
    %163 = llvm.add %161, %162 : i64
    %164 = llvm.add %163, %47 : i64
    %165 = llvm.getelementptr %160[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %159, %165 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %166 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %167 = llvm.mul %52, %46 : i64
    %168 = llvm.add %167, %130 : i64
    %169 = llvm.getelementptr %166[%168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %170 = llvm.load %169 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %171 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %172 = llvm.mul %128, %45 : i64
    %173 = llvm.mul %52, %46 : i64
    %174 = llvm.add %172, %173 : i64
    %175 = llvm.add %174, %47 : i64
    %176 = llvm.getelementptr %171[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %170, %176 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %177 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %178 = llvm.mul %53, %46 : i64
    %179 = llvm.add %178, %130 : i64
    %180 = llvm.getelementptr %177[%179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %181 = llvm.load %180 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %182 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %183 = llvm.mul %128, %45 : i64
    %184 = llvm.mul %53, %46 : i64
    %185 = llvm.add %183, %184 : i64
    %186 = llvm.add %185, %47 : i64
    %187 = llvm.getelementptr %182[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %181, %187 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %188 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %189 = llvm.mul %54, %46 : i64
    %190 = llvm.add %189, %130 : i64
    %191 = llvm.getelementptr %188[%190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %192 = llvm.load %191 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %193 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %194 = llvm.mul %128, %45 : i64
    %195 = llvm.mul %54, %46 : i64
    %196 = llvm.add %194, %195 : i64
    %197 = llvm.add %196, %47 : i64
    %198 = llvm.getelementptr %193[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %192, %198 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %199 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %200 = llvm.mul %55, %46 : i64
    %201 = llvm.add %200, %130 : i64
    %202 = llvm.getelementptr %199[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %203 = llvm.load %202 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %204 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %205 = llvm.mul %128, %45 : i64
    %206 = llvm.mul %55, %46 : i64
    %207 = llvm.add %205, %206 : i64
    %208 = llvm.add %207, %47 : i64
    %209 = llvm.getelementptr %204[%208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %203, %209 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %210 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %211 = llvm.mul %56, %46 : i64
    %212 = llvm.add %211, %130 : i64
    %213 = llvm.getelementptr %210[%212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %214 = llvm.load %213 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %215 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %216 = llvm.mul %128, %45 : i64
    %217 = llvm.mul %56, %46 : i64
    %218 = llvm.add %216, %217 : i64
    %219 = llvm.add %218, %47 : i64
    %220 = llvm.getelementptr %215[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %214, %220 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %221 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %222 = llvm.mul %57, %46 : i64
    %223 = llvm.add %222, %130 : i64
    %224 = llvm.getelementptr %221[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %225 = llvm.load %224 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %226 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %227 = llvm.mul %128, %45 : i64
    %228 = llvm.mul %57, %46 : i64
    %229 = llvm.add %227, %228 : i64
    %230 = llvm.add %229, %47 : i64
    %231 = llvm.getelementptr %226[%230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %225, %231 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %232 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %233 = llvm.mul %64, %46 : i64
    %234 = llvm.add %233, %130 : i64
    %235 = llvm.getelementptr %232[%234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %236 = llvm.load %235 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %237 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %238 = llvm.mul %128, %45 : i64
    %239 = llvm.mul %64, %46 : i64
    %240 = llvm.add %238, %239 : i64
    %241 = llvm.add %240, %47 : i64
    %242 = llvm.getelementptr %237[%241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %236, %242 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %243 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %244 = llvm.mul %65, %46 : i64
    %245 = llvm.add %244, %130 : i64
    %246 = llvm.getelementptr %243[%245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %247 = llvm.load %246 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %248 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %249 = llvm.mul %128, %45 : i64
    %250 = llvm.mul %65, %46 : i64
    %251 = llvm.add %249, %250 : i64
    %252 = llvm.add %251, %47 : i64
    %253 = llvm.getelementptr %248[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %247, %253 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %254 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %255 = llvm.mul %66, %46 : i64
    %256 = llvm.add %255, %130 : i64
    %257 = llvm.getelementptr %254[%256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %258 = llvm.load %257 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %259 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %260 = llvm.mul %128, %45 : i64
    %261 = llvm.mul %66, %46 : i64
    %262 = llvm.add %260, %261 : i64
    %263 = llvm.add %262, %47 : i64
    %264 = llvm.getelementptr %259[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %258, %264 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %265 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %266 = llvm.mul %67, %46 : i64
    %267 = llvm.add %266, %130 : i64
    %268 = llvm.getelementptr %265[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %269 = llvm.load %268 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %270 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %271 = llvm.mul %128, %45 : i64
    %272 = llvm.mul %67, %46 : i64
    %273 = llvm.add %271, %272 : i64
    %274 = llvm.add %273, %47 : i64
    %275 = llvm.getelementptr %270[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %269, %275 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %276 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %277 = llvm.mul %68, %46 : i64
    %278 = llvm.add %277, %130 : i64
    %279 = llvm.getelementptr %276[%278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %280 = llvm.load %279 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %281 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %282 = llvm.mul %128, %45 : i64
    %283 = llvm.mul %68, %46 : i64
    %284 = llvm.add %282, %283 : i64
    %285 = llvm.add %284, %47 : i64
    %286 = llvm.getelementptr %281[%285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %280, %286 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %287 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %288 = llvm.mul %69, %46 : i64
    %289 = llvm.add %288, %130 : i64
    %290 = llvm.getelementptr %287[%289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %291 = llvm.load %290 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %292 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %293 = llvm.mul %128, %45 : i64
    %294 = llvm.mul %69, %46 : i64
    %295 = llvm.add %293, %294 : i64
    %296 = llvm.add %295, %47 : i64
    %297 = llvm.getelementptr %292[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %291, %297 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %298 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %299 = llvm.mul %70, %46 : i64
    %300 = llvm.add %299, %130 : i64
    %301 = llvm.getelementptr %298[%300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %302 = llvm.load %301 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %303 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %304 = llvm.mul %128, %45 : i64
    %305 = llvm.mul %70, %46 : i64
    %306 = llvm.add %304, %305 : i64
    %307 = llvm.add %306, %47 : i64
    %308 = llvm.getelementptr %303[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %302, %308 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb5
  ^bb4:  // pred: ^bb2
    %309 = llvm.sub %49, %130 : i64
    %310 = llvm.intr.umin(%309, %49) : (i64, i64) -> i64
    %311 = llvm.trunc %310 : i64 to i32
    %312 = llvm.insertelement %311, %44[%43 : i32] : vector<32xi32>
    %313 = llvm.shufflevector %312, %44 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xi32> 
    %314 = llvm.icmp "sgt" %313, %85 : vector<32xi32>
    %315 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %316 = llvm.mul %47, %46 : i64
    %317 = llvm.add %316, %130 : i64
    %318 = llvm.getelementptr %315[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %319 = llvm.intr.masked.load %318, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %320 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %321 = llvm.mul %128, %45 : i64
    %322 = llvm.mul %47, %46 : i64
    %323 = llvm.add %321, %322 : i64
    %324 = llvm.add %323, %47 : i64
    %325 = llvm.getelementptr %320[%324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %319, %325 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %326 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %327 = llvm.mul %48, %46 : i64
    %328 = llvm.add %327, %130 : i64
    %329 = llvm.getelementptr %326[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %330 = llvm.intr.masked.load %329, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %331 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %332 = llvm.mul %128, %45 : i64
    %333 = llvm.mul %48, %46 : i64
    %334 = llvm.add %332, %333 : i64
    %335 = llvm.add %334, %47 : i64
    %336 = llvm.getelementptr %331[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %330, %336 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %337 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %338 = llvm.mul %51, %46 : i64
    %339 = llvm.add %338, %130 : i64
    %340 = llvm.getelementptr %337[%339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %341 = llvm.intr.masked.load %340, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %342 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %343 = llvm.mul %128, %45 : i64
    %344 = llvm.mul %51, %46 : i64
    %345 = llvm.add %343, %344 : i64
    %346 = llvm.add %345, %47 : i64
    %347 = llvm.getelementptr %342[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %341, %347 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %348 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %349 = llvm.mul %52, %46 : i64
    %350 = llvm.add %349, %130 : i64
    %351 = llvm.getelementptr %348[%350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %352 = llvm.intr.masked.load %351, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %353 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %354 = llvm.mul %128, %45 : i64
    %355 = llvm.mul %52, %46 : i64
    %356 = llvm.add %354, %355 : i64
    %357 = llvm.add %356, %47 : i64
    %358 = llvm.getelementptr %353[%357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %352, %358 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %359 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %360 = llvm.mul %53, %46 : i64
    %361 = llvm.add %360, %130 : i64
    %362 = llvm.getelementptr %359[%361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %363 = llvm.intr.masked.load %362, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %364 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %365 = llvm.mul %128, %45 : i64
    %366 = llvm.mul %53, %46 : i64
    %367 = llvm.add %365, %366 : i64
    %368 = llvm.add %367, %47 : i64
    %369 = llvm.getelementptr %364[%368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %363, %369 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %370 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %371 = llvm.mul %54, %46 : i64
    %372 = llvm.add %371, %130 : i64
    %373 = llvm.getelementptr %370[%372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %374 = llvm.intr.masked.load %373, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %375 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %376 = llvm.mul %128, %45 : i64
    %377 = llvm.mul %54, %46 : i64
    %378 = llvm.add %376, %377 : i64
    %379 = llvm.add %378, %47 : i64
    %380 = llvm.getelementptr %375[%379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %374, %380 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %381 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %382 = llvm.mul %55, %46 : i64
    %383 = llvm.add %382, %130 : i64
    %384 = llvm.getelementptr %381[%383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %385 = llvm.intr.masked.load %384, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %386 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %387 = llvm.mul %128, %45 : i64
    %388 = llvm.mul %55, %46 : i64
    %389 = llvm.add %387, %388 : i64
    %390 = llvm.add %389, %47 : i64
    %391 = llvm.getelementptr %386[%390] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %385, %391 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %392 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %393 = llvm.mul %56, %46 : i64
    %394 = llvm.add %393, %130 : i64
    %395 = llvm.getelementptr %392[%394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %396 = llvm.intr.masked.load %395, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %397 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %398 = llvm.mul %128, %45 : i64
    %399 = llvm.mul %56, %46 : i64
    %400 = llvm.add %398, %399 : i64
    %401 = llvm.add %400, %47 : i64
    %402 = llvm.getelementptr %397[%401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %396, %402 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %403 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %404 = llvm.mul %57, %46 : i64
    %405 = llvm.add %404, %130 : i64
    %406 = llvm.getelementptr %403[%405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %407 = llvm.intr.masked.load %406, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %408 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %409 = llvm.mul %128, %45 : i64
    %410 = llvm.mul %57, %46 : i64
    %411 = llvm.add %409, %410 : i64
    %412 = llvm.add %411, %47 : i64
    %413 = llvm.getelementptr %408[%412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %407, %413 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %414 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %415 = llvm.mul %64, %46 : i64
    %416 = llvm.add %415, %130 : i64
    %417 = llvm.getelementptr %414[%416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %418 = llvm.intr.masked.load %417, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %419 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %420 = llvm.mul %128, %45 : i64
    %421 = llvm.mul %64, %46 : i64
    %422 = llvm.add %420, %421 : i64
    %423 = llvm.add %422, %47 : i64
    %424 = llvm.getelementptr %419[%423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %418, %424 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %425 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %426 = llvm.mul %65, %46 : i64
    %427 = llvm.add %426, %130 : i64
    %428 = llvm.getelementptr %425[%427] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %429 = llvm.intr.masked.load %428, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %430 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %431 = llvm.mul %128, %45 : i64
    %432 = llvm.mul %65, %46 : i64
    %433 = llvm.add %431, %432 : i64
    %434 = llvm.add %433, %47 : i64
    %435 = llvm.getelementptr %430[%434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %429, %435 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %436 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %437 = llvm.mul %66, %46 : i64
    %438 = llvm.add %437, %130 : i64
    %439 = llvm.getelementptr %436[%438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %440 = llvm.intr.masked.load %439, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %441 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %442 = llvm.mul %128, %45 : i64
    %443 = llvm.mul %66, %46 : i64
    %444 = llvm.add %442, %443 : i64
    %445 = llvm.add %444, %47 : i64
    %446 = llvm.getelementptr %441[%445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %440, %446 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %447 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %448 = llvm.mul %67, %46 : i64
    %449 = llvm.add %448, %130 : i64
    %450 = llvm.getelementptr %447[%449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %451 = llvm.intr.masked.load %450, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %452 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %453 = llvm.mul %128, %45 : i64
    %454 = llvm.mul %67, %46 : i64
    %455 = llvm.add %453, %454 : i64
    %456 = llvm.add %455, %47 : i64
    %457 = llvm.getelementptr %452[%456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %451, %457 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %458 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %459 = llvm.mul %68, %46 : i64
    %460 = llvm.add %459, %130 : i64
    %461 = llvm.getelementptr %458[%460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %462 = llvm.intr.masked.load %461, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %463 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %464 = llvm.mul %128, %45 : i64
    %465 = llvm.mul %68, %46 : i64
    %466 = llvm.add %464, %465 : i64
    %467 = llvm.add %466, %47 : i64
    %468 = llvm.getelementptr %463[%467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %462, %468 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %469 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %470 = llvm.mul %69, %46 : i64
    %471 = llvm.add %470, %130 : i64
    %472 = llvm.getelementptr %469[%471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %473 = llvm.intr.masked.load %472, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %474 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %475 = llvm.mul %128, %45 : i64
    %476 = llvm.mul %69, %46 : i64
    %477 = llvm.add %475, %476 : i64
    %478 = llvm.add %477, %47 : i64
    %479 = llvm.getelementptr %474[%478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %473, %479 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %480 = llvm.extractvalue %33[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %481 = llvm.mul %70, %46 : i64
    %482 = llvm.add %481, %130 : i64
    %483 = llvm.getelementptr %480[%482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %484 = llvm.intr.masked.load %483, %314, %58 {alignment = 4 : i32} : (!llvm.ptr, vector<32xi1>, vector<32xf32>) -> vector<32xf32>
    %485 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %486 = llvm.mul %128, %45 : i64
    %487 = llvm.mul %70, %46 : i64
    %488 = llvm.add %486, %487 : i64
    %489 = llvm.add %488, %47 : i64
    %490 = llvm.getelementptr %485[%489] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %484, %490 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    llvm.br ^bb5
  ^bb5:  // 2 preds: ^bb3, ^bb4
    %491 = llvm.add %128, %48 : i64
    llvm.br ^bb1(%491 : i64)
  ^bb6:  // pred: ^bb1
    %492 = llvm.icmp "ugt" %arg42, %48 : i64
    llvm.cond_br %492, ^bb7, ^bb14
  ^bb7:  // pred: ^bb6
    %493 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %494 = llvm.getelementptr %493[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %495 = llvm.atomicrmw add %494, %59 acq_rel : !llvm.ptr, i64
    %496 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %497 = llvm.getelementptr %496[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %498 = llvm.atomicrmw add %497, %60 acq_rel : !llvm.ptr, i64
    %499 = llvm.add %498, %60 : i64
    %500 = llvm.icmp "eq" %499, %arg42 : i64
    llvm.cond_br %500, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %501 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %502 = llvm.getelementptr %501[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %503 = llvm.atomicrmw xchg %502, %59 acq_rel : !llvm.ptr, i64
    %504 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %505 = llvm.getelementptr %504[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %506 = llvm.atomicrmw xchg %505, %59 acq_rel : !llvm.ptr, i64
    %507 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %508 = llvm.getelementptr %507[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %509 = llvm.atomicrmw add %508, %60 acq_rel : !llvm.ptr, i64
    llvm.br ^bb13
  ^bb9:  // pred: ^bb7
    llvm.br ^bb10
  ^bb10:  // 2 preds: ^bb9, ^bb11
    %510 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %511 = llvm.getelementptr %510[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %512 = llvm.atomicrmw add %511, %59 acq_rel : !llvm.ptr, i64
    %513 = llvm.icmp "eq" %512, %495 : i64
    llvm.cond_br %513, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb10
  ^bb12:  // pred: ^bb10
    llvm.br ^bb13
  ^bb13:  // 2 preds: ^bb8, ^bb12
    llvm.br ^bb15
  ^bb14:  // pred: ^bb6
    %514 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %515 = llvm.getelementptr %514[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %516 = llvm.atomicrmw xchg %515, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb15
  ^bb15:  // 3 preds: ^bb13, ^bb14, ^bb18
    llvm.br ^bb16
  ^bb16:  // pred: ^bb15
    %517 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %518 = llvm.getelementptr %517[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %519 = llvm.atomicrmw add %518, %60 acq_rel : !llvm.ptr, i64
    %520 = llvm.mul %519, %55 : i64
    %521 = llvm.icmp "ult" %520, %57 : i64
    llvm.cond_br %521, ^bb17, ^bb29
  ^bb17:  // pred: ^bb16
    %522 = llvm.add %520, %55 : i64
    llvm.br ^bb18(%520 : i64)
  ^bb18(%523: i64):  // 2 preds: ^bb17, ^bb28
    %524 = llvm.icmp "slt" %523, %522 : i64
    llvm.cond_br %524, ^bb19, ^bb15
  ^bb19:  // pred: ^bb18
    %525 = llvm.intr.umin(%523, %56) : (i64, i64) -> i64
    %526 = llvm.add %523, %48 : i64
    %527 = llvm.intr.umin(%526, %56) : (i64, i64) -> i64
    %528 = llvm.add %523, %51 : i64
    %529 = llvm.intr.umin(%528, %56) : (i64, i64) -> i64
    %530 = llvm.add %523, %52 : i64
    %531 = llvm.intr.umin(%530, %56) : (i64, i64) -> i64
    %532 = llvm.add %523, %53 : i64
    %533 = llvm.intr.umin(%532, %56) : (i64, i64) -> i64
    %534 = llvm.add %523, %54 : i64
    %535 = llvm.intr.umin(%534, %56) : (i64, i64) -> i64
    llvm.br ^bb20(%47, %58, %58, %58, %58, %58, %58 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb20(%536: i64, %537: vector<32xf32>, %538: vector<32xf32>, %539: vector<32xf32>, %540: vector<32xf32>, %541: vector<32xf32>, %542: vector<32xf32>):  // 2 preds: ^bb19, ^bb21
    %543 = llvm.icmp "slt" %536, %50 : i64
    llvm.cond_br %543, ^bb21, ^bb22
  ^bb21:  // pred: ^bb20
    %544 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %545 = llvm.mul %47, %45 : i64
    %546 = llvm.mul %536, %46 : i64
    %547 = llvm.add %545, %546 : i64
    %548 = llvm.add %547, %47 : i64
    %549 = llvm.getelementptr %544[%548] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %550 = llvm.load %549 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %551 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %552 = llvm.mlir.constant(16 : index) : i64
    %553 = llvm.mul %525, %552 overflow<nsw, nuw> : i64
    %554 = llvm.add %553, %536 overflow<nsw, nuw> : i64
    %555 = llvm.getelementptr inbounds|nuw %551[%554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %556 = llvm.load %555 : !llvm.ptr -> f32
    %557 = llvm.insertelement %556, %42[%43 : i32] : vector<32xf32>
    %558 = llvm.shufflevector %557, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %559 = llvm.intr.fmuladd(%558, %550, %537) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %560 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %561 = llvm.mlir.constant(16 : index) : i64
    %562 = llvm.mul %527, %561 overflow<nsw, nuw> : i64
    %563 = llvm.add %562, %536 overflow<nsw, nuw> : i64
    %564 = llvm.getelementptr inbounds|nuw %560[%563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %565 = llvm.load %564 : !llvm.ptr -> f32
    %566 = llvm.insertelement %565, %42[%43 : i32] : vector<32xf32>
    %567 = llvm.shufflevector %566, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %568 = llvm.intr.fmuladd(%567, %550, %538) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %569 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %570 = llvm.mlir.constant(16 : index) : i64
    %571 = llvm.mul %529, %570 overflow<nsw, nuw> : i64
    %572 = llvm.add %571, %536 overflow<nsw, nuw> : i64
    %573 = llvm.getelementptr inbounds|nuw %569[%572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %574 = llvm.load %573 : !llvm.ptr -> f32
    %575 = llvm.insertelement %574, %42[%43 : i32] : vector<32xf32>
    %576 = llvm.shufflevector %575, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %577 = llvm.intr.fmuladd(%576, %550, %539) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %578 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %579 = llvm.mlir.constant(16 : index) : i64
    %580 = llvm.mul %531, %579 overflow<nsw, nuw> : i64
    %581 = llvm.add %580, %536 overflow<nsw, nuw> : i64
    %582 = llvm.getelementptr inbounds|nuw %578[%581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %583 = llvm.load %582 : !llvm.ptr -> f32
    %584 = llvm.insertelement %583, %42[%43 : i32] : vector<32xf32>
    %585 = llvm.shufflevector %584, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %586 = llvm.intr.fmuladd(%585, %550, %540) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %587 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %588 = llvm.mlir.constant(16 : index) : i64
    %589 = llvm.mul %533, %588 overflow<nsw, nuw> : i64
    %590 = llvm.add %589, %536 overflow<nsw, nuw> : i64
    %591 = llvm.getelementptr inbounds|nuw %587[%590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %592 = llvm.load %591 : !llvm.ptr -> f32
    %593 = llvm.insertelement %592, %42[%43 : i32] : vector<32xf32>
    %594 = llvm.shufflevector %593, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %595 = llvm.intr.fmuladd(%594, %550, %541) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %596 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %597 = llvm.mlir.constant(16 : index) : i64
    %598 = llvm.mul %535, %597 overflow<nsw, nuw> : i64
    %599 = llvm.add %598, %536 overflow<nsw, nuw> : i64
    %600 = llvm.getelementptr inbounds|nuw %596[%599] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %601 = llvm.load %600 : !llvm.ptr -> f32
    %602 = llvm.insertelement %601, %42[%43 : i32] : vector<32xf32>
    %603 = llvm.shufflevector %602, %42 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %604 = llvm.intr.fmuladd(%603, %550, %542) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %605 = llvm.add %536, %48 : i64
    llvm.br ^bb20(%605, %559, %568, %577, %586, %595, %604 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb22:  // pred: ^bb20
    %606 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %607 = llvm.mul %47, %46 : i64
    %608 = llvm.add %607, %47 : i64
    %609 = llvm.getelementptr %606[%608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %537, %609 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %610 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %611 = llvm.mul %48, %46 : i64
    %612 = llvm.add %611, %47 : i64
    %613 = llvm.getelementptr %610[%612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %538, %613 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %614 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %615 = llvm.mul %51, %46 : i64
    %616 = llvm.add %615, %47 : i64
    %617 = llvm.getelementptr %614[%616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %539, %617 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %618 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %619 = llvm.mul %52, %46 : i64
    %620 = llvm.add %619, %47 : i64
    %621 = llvm.getelementptr %618[%620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %540, %621 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %622 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %623 = llvm.mul %53, %46 : i64
    %624 = llvm.add %623, %47 : i64
    %625 = llvm.getelementptr %622[%624] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %541, %625 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %626 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %627 = llvm.mul %54, %46 : i64
    %628 = llvm.add %627, %47 : i64
    %629 = llvm.getelementptr %626[%628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %542, %629 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %630 = llvm.sub %57, %523 : i64
    %631 = llvm.intr.umin(%630, %55) : (i64, i64) -> i64
    llvm.br ^bb23(%47 : i64)
  ^bb23(%632: i64):  // 2 preds: ^bb22, ^bb27
    %633 = llvm.icmp "slt" %632, %631 : i64
    llvm.cond_br %633, ^bb24, ^bb28
  ^bb24:  // pred: ^bb23
    %634 = llvm.add %523, %632 : i64
    llvm.br ^bb25(%47 : i64)
  ^bb25(%635: i64):  // 2 preds: ^bb24, ^bb26
    %636 = llvm.icmp "slt" %635, %49 : i64
    llvm.cond_br %636, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    %637 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %638 = llvm.mlir.constant(32 : index) : i64
    %639 = llvm.mul %632, %638 overflow<nsw, nuw> : i64
    %640 = llvm.add %639, %635 overflow<nsw, nuw> : i64
    %641 = llvm.getelementptr inbounds|nuw %637[%640] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %642 = llvm.load %641 : !llvm.ptr -> f32
    %643 = llvm.extractvalue %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %644 = llvm.getelementptr inbounds|nuw %643[%635] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %645 = llvm.load %644 : !llvm.ptr -> f32
    %646 = llvm.fadd %642, %645 : f32
    %647 = llvm.fmul %646, %61 : f32
    %648 = llvm.fmul %646, %62 : f32
    %649 = llvm.fcmp "olt" %648, %71 : f32
    %650 = llvm.select %649, %71, %648 : i1, f32
    %651 = llvm.fcmp "ogt" %650, %72 : f32
    %652 = llvm.select %651, %72, %650 : i1, f32
    %653 = llvm.fmul %652, %652 : f32
    %654 = llvm.intr.fma(%73, %653, %74) : (f32, f32, f32) -> f32
    %655 = llvm.intr.fma(%654, %653, %75) : (f32, f32, f32) -> f32
    %656 = llvm.intr.fma(%655, %653, %76) : (f32, f32, f32) -> f32
    %657 = llvm.intr.fma(%656, %653, %77) : (f32, f32, f32) -> f32
    %658 = llvm.intr.fma(%657, %653, %63) : (f32, f32, f32) -> f32
    %659 = llvm.intr.fma(%78, %653, %79) : (f32, f32, f32) -> f32
    %660 = llvm.intr.fma(%659, %653, %80) : (f32, f32, f32) -> f32
    %661 = llvm.intr.fma(%660, %653, %81) : (f32, f32, f32) -> f32
    %662 = llvm.intr.fma(%661, %653, %82) : (f32, f32, f32) -> f32
    %663 = llvm.intr.fma(%662, %653, %83) : (f32, f32, f32) -> f32
    %664 = llvm.fmul %652, %663 : f32
    %665 = llvm.fdiv %664, %658 : f32
    %666 = llvm.fcmp "olt" %665, %84 : f32
    %667 = llvm.select %666, %84, %665 : i1, f32
    %668 = llvm.fcmp "ogt" %667, %63 : f32
    %669 = llvm.select %668, %63, %667 : i1, f32
    %670 = llvm.fadd %669, %63 : f32
    %671 = llvm.fmul %647, %670 : f32
    %672 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %673 = llvm.mlir.constant(32 : index) : i64
    %674 = llvm.mul %634, %673 overflow<nsw, nuw> : i64
    %675 = llvm.add %674, %635 overflow<nsw, nuw> : i64
    %676 = llvm.getelementptr inbounds|nuw %672[%675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %671, %676 : f32, !llvm.ptr
    %677 = llvm.add %635, %48 : i64
    llvm.br ^bb25(%677 : i64)
  ^bb27:  // pred: ^bb25
    %678 = llvm.add %632, %48 : i64
    llvm.br ^bb23(%678 : i64)
  ^bb28:  // pred: ^bb23
    %679 = llvm.add %523, %55 : i64
    llvm.br ^bb18(%679 : i64)
  ^bb29:  // pred: ^bb16
    llvm.cond_br %492, ^bb30, ^bb37
  ^bb30:  // pred: ^bb29
    %680 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %681 = llvm.getelementptr %680[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %682 = llvm.atomicrmw add %681, %59 acq_rel : !llvm.ptr, i64
    %683 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %684 = llvm.getelementptr %683[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %685 = llvm.atomicrmw add %684, %60 acq_rel : !llvm.ptr, i64
    %686 = llvm.add %685, %60 : i64
    %687 = llvm.icmp "eq" %686, %arg42 : i64
    llvm.cond_br %687, ^bb31, ^bb32
  ^bb31:  // pred: ^bb30
    %688 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %689 = llvm.getelementptr %688[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %690 = llvm.atomicrmw xchg %689, %59 acq_rel : !llvm.ptr, i64
    %691 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %692 = llvm.getelementptr %691[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %693 = llvm.atomicrmw xchg %692, %59 acq_rel : !llvm.ptr, i64
    %694 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %695 = llvm.getelementptr %694[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %696 = llvm.atomicrmw add %695, %60 acq_rel : !llvm.ptr, i64
    llvm.br ^bb36
  ^bb32:  // pred: ^bb30
    llvm.br ^bb33
  ^bb33:  // 2 preds: ^bb32, ^bb34
    %697 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %698 = llvm.getelementptr %697[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %699 = llvm.atomicrmw add %698, %59 acq_rel : !llvm.ptr, i64
    %700 = llvm.icmp "eq" %699, %682 : i64
    llvm.cond_br %700, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb33
  ^bb35:  // pred: ^bb33
    llvm.br ^bb36
  ^bb36:  // 2 preds: ^bb31, ^bb35
    llvm.br ^bb38
  ^bb37:  // pred: ^bb29
    %701 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %702 = llvm.getelementptr %701[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %703 = llvm.atomicrmw xchg %702, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb38
  ^bb38:  // 2 preds: ^bb36, ^bb37
    %704 = llvm.extractvalue %102[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%704) : (!llvm.ptr) -> ()
    llvm.cond_br %492, ^bb39, ^bb46
  ^bb39:  // pred: ^bb38
    %705 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %706 = llvm.getelementptr %705[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %707 = llvm.atomicrmw add %706, %59 acq_rel : !llvm.ptr, i64
    %708 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %709 = llvm.getelementptr %708[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %710 = llvm.atomicrmw add %709, %60 acq_rel : !llvm.ptr, i64
    %711 = llvm.add %710, %60 : i64
    %712 = llvm.icmp "eq" %711, %arg42 : i64
    llvm.cond_br %712, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %713 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %714 = llvm.getelementptr %713[%47] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %715 = llvm.atomicrmw xchg %714, %59 acq_rel : !llvm.ptr, i64
    %716 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %717 = llvm.getelementptr %716[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %718 = llvm.atomicrmw xchg %717, %59 acq_rel : !llvm.ptr, i64
    %719 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %720 = llvm.getelementptr %719[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %721 = llvm.atomicrmw add %720, %60 acq_rel : !llvm.ptr, i64
    llvm.br ^bb45
  ^bb41:  // pred: ^bb39
    llvm.br ^bb42
  ^bb42:  // 2 preds: ^bb41, ^bb43
    %722 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %723 = llvm.getelementptr %722[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %724 = llvm.atomicrmw add %723, %59 acq_rel : !llvm.ptr, i64
    %725 = llvm.icmp "eq" %724, %707 : i64
    llvm.cond_br %725, ^bb43, ^bb44
  ^bb43:  // pred: ^bb42
    llvm.inline_asm has_side_effects "pause", ""  : () -> ()
    llvm.br ^bb42
  ^bb44:  // pred: ^bb42
    llvm.br ^bb45
  ^bb45:  // 2 preds: ^bb40, ^bb44
    llvm.br ^bb47
  ^bb46:  // pred: ^bb38
    %726 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %727 = llvm.getelementptr %726[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %728 = llvm.atomicrmw xchg %727, %59 acq_rel : !llvm.ptr, i64
    llvm.br ^bb47
  ^bb47:  // 2 preds: ^bb45, ^bb46
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
