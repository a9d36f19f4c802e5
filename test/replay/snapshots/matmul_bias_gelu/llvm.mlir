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
    %36 = llvm.mlir.constant(0 : i32) : i32
    %37 = llvm.mlir.poison : vector<32xf32>
    %38 = llvm.mlir.constant(512 : index) : i64
    %39 = llvm.mlir.constant(32 : index) : i64
    %40 = llvm.mlir.constant(32 : index) : i64
    %41 = llvm.mlir.constant(0 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.constant(16 : index) : i64
    %44 = llvm.mlir.constant(8 : index) : i64
    %45 = llvm.mlir.constant(2 : index) : i64
    %46 = llvm.mlir.constant(6 : index) : i64
    %47 = llvm.mlir.constant(7 : index) : i64
    %48 = llvm.mlir.constant(3 : index) : i64
    %49 = llvm.mlir.constant(4 : index) : i64
    %50 = llvm.mlir.constant(5 : index) : i64
    %51 = llvm.mlir.constant(dense<0.000000e+00> : vector<32xf32>) : vector<32xf32>
    %52 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %53 = llvm.mlir.constant(0.707106769 : f32) : f32
    %54 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %55 = llvm.mlir.constant(0 : i64) : i64
    %56 = llvm.mlir.constant(1 : i64) : i64
    %57 = llvm.mlir.constant(-3.925000e+00 : f32) : f32
    %58 = llvm.mlir.constant(3.925000e+00 : f32) : f32
    %59 = llvm.mlir.constant(3.8031365E-5 : f32) : f32
    %60 = llvm.mlir.constant(0.0011897597 : f32) : f32
    %61 = llvm.mlir.constant(0.015188437 : f32) : f32
    %62 = llvm.mlir.constant(0.115167856 : f32) : f32
    %63 = llvm.mlir.constant(5.043500e-01 : f32) : f32
    %64 = llvm.mlir.constant(2.03085756E-6 : f32) : f32
    %65 = llvm.mlir.constant(2.87492847E-4 : f32) : f32
    %66 = llvm.mlir.constant(0.00387636828 : f32) : f32
    %67 = llvm.mlir.constant(0.0530844741 : f32) : f32
    %68 = llvm.mlir.constant(0.192973539 : f32) : f32
    %69 = llvm.mlir.constant(1.12837899 : f32) : f32
    %70 = llvm.mlir.constant(-1.000000e+00 : f32) : f32
    %71 = llvm.mlir.constant(6 : index) : i64
    %72 = llvm.mlir.constant(32 : index) : i64
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.mlir.constant(192 : index) : i64
    %75 = llvm.mlir.zero : !llvm.ptr
    %76 = llvm.getelementptr %75[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %77 = llvm.ptrtoint %76 : !llvm.ptr to i64
    %78 = llvm.call @malloc(%77) : (i64) -> !llvm.ptr
    %79 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %78, %79[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %81 = llvm.insertvalue %78, %80[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %82 = llvm.mlir.constant(0 : index) : i64
    %83 = llvm.insertvalue %82, %81[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %84 = llvm.insertvalue %71, %83[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %85 = llvm.insertvalue %72, %84[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %86 = llvm.insertvalue %72, %85[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %87 = llvm.insertvalue %73, %86[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %88 = llvm.mlir.constant(1 : index) : i64
    %89 = llvm.mlir.constant(16 : index) : i64
    %90 = llvm.mlir.constant(32 : index) : i64
    %91 = llvm.mlir.constant(1 : index) : i64
    %92 = llvm.mlir.constant(512 : index) : i64
    %93 = llvm.mlir.constant(512 : index) : i64
    %94 = llvm.mlir.zero : !llvm.ptr
    %95 = llvm.getelementptr %94[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %96 = llvm.ptrtoint %95 : !llvm.ptr to i64
    %97 = llvm.call @malloc(%96) : (i64) -> !llvm.ptr
    %98 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %99 = llvm.insertvalue %97, %98[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %100 = llvm.insertvalue %97, %99[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %101 = llvm.mlir.constant(0 : index) : i64
    %102 = llvm.insertvalue %101, %100[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %103 = llvm.insertvalue %88, %102[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %104 = llvm.insertvalue %89, %103[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %105 = llvm.insertvalue %90, %104[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %106 = llvm.insertvalue %92, %105[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %107 = llvm.insertvalue %90, %106[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %108 = llvm.insertvalue %91, %107[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.br ^bb1(%41 : i64)
  ^bb1(%109: i64):  // 2 preds: ^bb0, ^bb2
    %110 = llvm.icmp "slt" %109, %43 : i64
    llvm.cond_br %110, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %111 = llvm.udiv %109, %43 : i64
    %112 = llvm.urem %109, %43 : i64
    %113 = llvm.mul %111, %40 : i64
    %114 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %115 = llvm.mul %112, %39 : i64
    %116 = llvm.add %115, %113 : i64
    %117 = llvm.getelementptr %114[%116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %118 = llvm.load %117 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %119 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %120 = llvm.mul %111, %38 : i64
    %121 = llvm.mul %112, %39 : i64
    %122 = llvm.add %120, %121 : i64
    %123 = llvm.add %122, %41 : i64
    %124 = llvm.getelementptr %119[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %118, %124 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %125 = llvm.add %109, %42 : i64
    llvm.br ^bb1(%125 : i64)
  ^bb3:  // pred: ^bb1
    %126 = llvm.mul %arg36, %45 : i64
    %127 = llvm.udiv %126, %arg37 : i64
    %128 = llvm.mul %127, %46 : i64
    %129 = llvm.intr.umin(%128, %44) : (i64, i64) -> i64
    %130 = llvm.add %arg36, %42 : i64
    %131 = llvm.mul %130, %45 : i64
    %132 = llvm.udiv %131, %arg37 : i64
    %133 = llvm.mul %132, %46 : i64
    %134 = llvm.intr.umin(%133, %44) : (i64, i64) -> i64
    llvm.br ^bb4(%129 : i64)
  ^bb4(%135: i64):  // 2 preds: ^bb3, ^bb14
    %136 = llvm.icmp "slt" %135, %134 : i64
    llvm.cond_br %136, ^bb5, ^bb15
  ^bb5:  // pred: ^bb4
    %137 = llvm.intr.umin(%135, %47) : (i64, i64) -> i64
    %138 = llvm.add %135, %42 : i64
    %139 = llvm.intr.umin(%138, %47) : (i64, i64) -> i64
    %140 = llvm.add %135, %45 : i64
    %141 = llvm.intr.umin(%140, %47) : (i64, i64) -> i64
    %142 = llvm.add %135, %48 : i64
    %143 = llvm.intr.umin(%142, %47) : (i64, i64) -> i64
    %144 = llvm.add %135, %49 : i64
    %145 = llvm.intr.umin(%144, %47) : (i64, i64) -> i64
    %146 = llvm.add %135, %50 : i64
    %147 = llvm.intr.umin(%146, %47) : (i64, i64) -> i64
    llvm.br ^bb6(%41, %51, %51, %51, %51, %51, %51 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb6(%148: i64, %149: vector<32xf32>, %150: vector<32xf32>, %151: vector<32xf32>, %152: vector<32xf32>, %153: vector<32xf32>, %154: vector<32xf32>):  // 2 preds: ^bb5, ^bb7
    %155 = llvm.icmp "slt" %148, %43 : i64
    llvm.cond_br %155, ^bb7, ^bb8
  ^bb7:  // pred: ^bb6
    %156 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    %157 = llvm.mul %41, %38 : i64
    %158 = llvm.mul %148, %39 : i64
    %159 = llvm.add %157, %158 : i64
    %160 = llvm.add %159, %41 : i64
    %161 = llvm.getelementptr %156[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %162 = llvm.load %161 {alignment = 4 : i64} : !llvm.ptr -> vector<32xf32>
    %163 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %164 = llvm.mlir.constant(16 : index) : i64
    %165 = llvm.mul %137, %164 overflow<nsw, nuw> : i64
    %166 = llvm.add %165, %148 overflow<nsw, nuw> : i64
    %167 = llvm.getelementptr inbounds|nuw %163[%166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %168 = llvm.load %167 : !llvm.ptr -> f32
    %169 = llvm.insertelement %168, %37[%36 : i32] : vector<32xf32>
    %170 = llvm.shufflevector %169, %37 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %171 = llvm.intr.fmuladd(%170, %162, %149) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %172 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %173 = llvm.mlir.constant(16 : index) : i64
    %174 = llvm.mul %139, %173 overflow<nsw, nuw> : i64
    %175 = llvm.add %174, %148 overflow<nsw, nuw> : i64
    %176 = llvm.getelementptr inbounds|nuw %172[%175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %177 = llvm.load %176 : !llvm.ptr -> f32
    %178 = llvm.insertelement %177, %37[%36 : i32] : vector<32xf32>
    %179 = llvm.shufflevector %178, %37 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %180 = llvm.intr.fmuladd(%179, %162, %150) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %181 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %182 = llvm.mlir.constant(16 : index) : i64
    %183 = llvm.mul %141, %182 overflow<nsw, nuw> : i64
    %184 = llvm.add %183, %148 overflow<nsw, nuw> : i64
    %185 = llvm.getelementptr inbounds|nuw %181[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %186 = llvm.load %185 : !llvm.ptr -> f32
    %187 = llvm.insertelement %186, %37[%36 : i32] : vector<32xf32>
    %188 = llvm.shufflevector %187, %37 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %189 = llvm.intr.fmuladd(%188, %162, %151) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %190 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %191 = llvm.mlir.constant(16 : index) : i64
    %192 = llvm.mul %143, %191 overflow<nsw, nuw> : i64
    %193 = llvm.add %192, %148 overflow<nsw, nuw> : i64
    %194 = llvm.getelementptr inbounds|nuw %190[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %195 = llvm.load %194 : !llvm.ptr -> f32
    %196 = llvm.insertelement %195, %37[%36 : i32] : vector<32xf32>
    %197 = llvm.shufflevector %196, %37 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %198 = llvm.intr.fmuladd(%197, %162, %152) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %199 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %200 = llvm.mlir.constant(16 : index) : i64
    %201 = llvm.mul %145, %200 overflow<nsw, nuw> : i64
    %202 = llvm.add %201, %148 overflow<nsw, nuw> : i64
    %203 = llvm.getelementptr inbounds|nuw %199[%202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %204 = llvm.load %203 : !llvm.ptr -> f32
    %205 = llvm.insertelement %204, %37[%36 : i32] : vector<32xf32>
    %206 = llvm.shufflevector %205, %37 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %207 = llvm.intr.fmuladd(%206, %162, %153) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %208 = llvm.extractvalue %35[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %209 = llvm.mlir.constant(16 : index) : i64
    %210 = llvm.mul %147, %209 overflow<nsw, nuw> : i64
    %211 = llvm.add %210, %148 overflow<nsw, nuw> : i64
    %212 = llvm.getelementptr inbounds|nuw %208[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %213 = llvm.load %212 : !llvm.ptr -> f32
    %214 = llvm.insertelement %213, %37[%36 : i32] : vector<32xf32>
    %215 = llvm.shufflevector %214, %37 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<32xf32> 
    %216 = llvm.intr.fmuladd(%215, %162, %154) : (vector<32xf32>, vector<32xf32>, vector<32xf32>) -> vector<32xf32>
    %217 = llvm.add %148, %42 : i64
    llvm.br ^bb6(%217, %171, %180, %189, %198, %207, %216 : i64, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>, vector<32xf32>)
  ^bb8:  // pred: ^bb6
    %218 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %219 = llvm.mul %41, %39 : i64
    %220 = llvm.add %219, %41 : i64
    %221 = llvm.getelementptr %218[%220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %149, %221 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %222 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %223 = llvm.mul %42, %39 : i64
    %224 = llvm.add %223, %41 : i64
    %225 = llvm.getelementptr %222[%224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %150, %225 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %226 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %227 = llvm.mul %45, %39 : i64
    %228 = llvm.add %227, %41 : i64
    %229 = llvm.getelementptr %226[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %151, %229 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %230 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %231 = llvm.mul %48, %39 : i64
    %232 = llvm.add %231, %41 : i64
    %233 = llvm.getelementptr %230[%232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %152, %233 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %234 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %235 = llvm.mul %49, %39 : i64
    %236 = llvm.add %235, %41 : i64
    %237 = llvm.getelementptr %234[%236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %153, %237 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %238 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %239 = llvm.mul %50, %39 : i64
    %240 = llvm.add %239, %41 : i64
    %241 = llvm.getelementptr %238[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %154, %241 {alignment = 4 : i64} : vector<32xf32>, !llvm.ptr
    %242 = llvm.sub %44, %135 : i64
    %243 = llvm.intr.umin(%242, %46) : (i64, i64) -> i64
    llvm.br ^bb9(%41 : i64)
  ^bb9(%244: i64):  // 2 preds: ^bb8, ^bb13
    %245 = llvm.icmp "slt" %244, %243 : i64
    llvm.cond_br %245, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    %246 = llvm.add %135, %244 : i64
    llvm.br ^bb11(%41 : i64)
  ^bb11(%247: i64):  // 2 preds: ^bb10, ^bb12
    %248 = llvm.icmp "slt" %247, %40 : i64
    llvm.cond_br %248, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %249 = llvm.extractvalue %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %250 = llvm.mlir.constant(32 : index) : i64
    %251 = llvm.mul %244, %250 overflow<nsw, nuw> : i64
    %252 = llvm.add %251, %247 overflow<nsw, nuw> : i64
    %253 = llvm.getelementptr inbounds|nuw %249[%252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %254 = llvm.load %253 : !llvm.ptr -> f32
    %255 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %256 = llvm.getelementptr inbounds|nuw %255[%247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %257 = llvm.load %256 : !llvm.ptr -> f32
    %258 = llvm.fadd %254, %257 : f32
    %259 = llvm.fmul %258, %52 : f32
    %260 = llvm.fmul %258, %53 : f32
    %261 = llvm.fcmp "olt" %260, %57 : f32
    %262 = llvm.select %261, %57, %260 : i1, f32
    %263 = llvm.fcmp "ogt" %262, %58 : f32
    %264 = llvm.select %263, %58, %262 : i1, f32
    %265 = llvm.fmul %264, %264 : f32
    %266 = llvm.intr.fma(%59, %265, %60) : (f32, f32, f32) -> f32
    %267 = llvm.intr.fma(%266, %265, %61) : (f32, f32, f32) -> f32
    %268 = llvm.intr.fma(%267, %265, %62) : (f32, f32, f32) -> f32
    %269 = llvm.intr.fma(%268, %265, %63) : (f32, f32, f32) -> f32
    %270 = llvm.intr.fma(%269, %265, %54) : (f32, f32, f32) -> f32
    %271 = llvm.intr.fma(%64, %265, %65) : (f32, f32, f32) -> f32
    %272 = llvm.intr.fma(%271, %265, %66) : (f32, f32, f32) -> f32
    %273 = llvm.intr.fma(%272, %265, %67) : (f32, f32, f32) -> f32
    %274 = llvm.intr.fma(%273, %265, %68) : (f32, f32, f32) -> f32
    %275 = llvm.intr.fma(%274, %265, %69) : (f32, f32, f32) -> f32
    %276 = llvm.fmul %264, %275 : f32
    %277 = llvm.fdiv %276, %270 : f32
    %278 = llvm.fcmp "olt" %277, %70 : f32
    %279 = llvm.select %278, %70, %277 : i1, f32
    %280 = llvm.fcmp "ogt" %279, %54 : f32
    %281 = llvm.select %280, %54, %279 : i1, f32
    %282 = llvm.fadd %281, %54 : f32
    %283 = llvm.fmul %259, %282 : f32
    %284 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    %285 = llvm.mlir.constant(32 : index) : i64
    %286 = llvm.mul %246, %285 overflow<nsw, nuw> : i64
    %287 = llvm.add %286, %247 overflow<nsw, nuw> : i64
    %288 = llvm.getelementptr inbounds|nuw %284[%287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %283, %288 : f32, !llvm.ptr
    %289 = llvm.add %247, %42 : i64
    llvm.br ^bb11(%289 : i64)
  ^bb13:  // pred: ^bb11
    %290 = llvm.add %244, %42 : i64
    llvm.br ^bb9(%290 : i64)
  ^bb14:  // pred: ^bb9
    %291 = llvm.add %135, %46 : i64
    llvm.br ^bb4(%291 : i64)
  ^bb15:  // pred: ^bb4
    %292 = llvm.extractvalue %87[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> 
    llvm.call @free(%292) : (!llvm.ptr) -> ()
    %293 = llvm.extractvalue %108[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
    llvm.call @free(%293) : (!llvm.ptr) -> ()
    %294 = llvm.icmp "ugt" %arg37, %42 : i64
    llvm.cond_br %294, ^bb16, ^bb22
  ^bb16:  // pred: ^bb15
    %295 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %296 = llvm.getelementptr %295[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %297 = llvm.atomicrmw add %296, %55 acq_rel : !llvm.ptr, i64
    %298 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %299 = llvm.getelementptr %298[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %300 = llvm.atomicrmw add %299, %56 acq_rel : !llvm.ptr, i64
    %301 = llvm.add %300, %56 : i64
    %302 = llvm.icmp "eq" %301, %arg37 : i64
    llvm.cond_br %302, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %303 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %304 = llvm.getelementptr %303[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %305 = llvm.atomicrmw xchg %304, %55 acq_rel : !llvm.ptr, i64
    %306 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %307 = llvm.getelementptr %306[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %308 = llvm.atomicrmw add %307, %56 acq_rel : !llvm.ptr, i64
    llvm.br ^bb21
  ^bb18:  // pred: ^bb16
    llvm.br ^bb19
  ^bb19:  // 2 preds: ^bb18, ^bb19
    %309 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> 
    %310 = llvm.getelementptr %309[%42] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %311 = llvm.atomicrmw add %310, %55 acq_rel : !llvm.ptr, i64
    %312 = llvm.icmp "eq" %311, %297 : i64
    llvm.cond_br %312, ^bb19, ^bb20
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21
  ^bb21:  // 2 preds: ^bb17, ^bb20
    llvm.br ^bb22
  ^bb22:  // 2 preds: ^bb15, ^bb21
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
