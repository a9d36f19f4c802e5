// RUN: pycompile-opt %s --pass-pipeline='builtin.module(pyc-attach-target{arch=znver3 vector-bits=256},func.func(pyc-approximate-math))' | FileCheck %s
// RUN: pycompile-opt %s --pass-pipeline='builtin.module(func.func(pyc-approximate-math))' | FileCheck %s --check-prefix=LDEXP

// The first run's target is an AVX2 CPU; the second has none: the default
// CPU target's 512-bit vectors (AVX-512), which scale exp by one ldexp.

// exp, expm1, log1p, tanh, erf and erfc become arith polynomials (fma chains);
// log stays a libm call (its approximation flushes denormals), as does the
// log that upstream's expm1 approximation is written with.
// CHECK-LABEL: func.func @approximated
// CHECK-NOT: math.exp
// CHECK-NOT: math.tanh
// CHECK-NOT: math.erf
// CHECK-NOT: math.log1p
// CHECK: math.fma
// CHECK: math.log %arg0
// CHECK-NOT: math.exp
// CHECK: return
func.func @approximated(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32) {
  %0 = math.exp %x : f32
  %1 = math.expm1 %x : f32
  %2 = math.log1p %x : f32
  %3 = math.tanh %x : f32
  %4 = math.erf %x : f32
  %5 = math.log %x : f32
  %6 = math.erfc %x : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f32, f32, f32
}

// f32 erf is one rational form for every lane: x clamped to +-3.925, then
// x * P(x^2) / Q(x^2) with Horner fma chains (5 steps each), and the
// result clamped to +-1 (ordered compares, so NaN passes through).
// CHECK-LABEL: func.func @erf_f32
// CHECK-SAME: (%[[X:.*]]: vector<16xf32>)
// CHECK: %[[C:.*]] = arith.constant dense<3.925000e+00> : vector<16xf32>
// CHECK: arith.cmpf olt, %[[X]]
// CHECK: %[[XC:.*]] = arith.select %{{.*}}, %[[C]]
// CHECK: %[[Z:.*]] = arith.mulf %[[XC]], %[[XC]]
// CHECK-COUNT-10: math.fma %{{.*}}, %[[Z]]
// CHECK: %[[XP:.*]] = arith.mulf %[[XC]], %{{.*}}
// CHECK: %[[R:.*]] = arith.divf %[[XP]], %{{.*}}
// CHECK: arith.cmpf olt, %[[R]]
// CHECK: arith.cmpf ogt
// CHECK-NOT: math.erf
// CHECK: return
func.func @erf_f32(%x: vector<16xf32>) -> vector<16xf32> {
  %0 = math.erf %x : vector<16xf32>
  return %0 : vector<16xf32>
}

// f32 exp: k = round(x / ln 2) from an fma against 1.5 * 2^23 (whose bits
// then hold k), r = x - k ln 2 in two fma steps, e^r as 1 + r + r^2 P(r),
// and the scale by 2^k: k << 23 added to e^r's bits; x + inf past the
// largest finite exp (unordered: NaN too), 0 where x < -86.9 (no denormal
// result, whose microcode assist is slow). For AVX-512 (LDEXP) x is
// clamped to [-86.9, 89] and scaled by one ldexp. Scalars only (LLVM
// vectorizes the loop around them): vectors keep upstream's form.
// CHECK-LABEL: func.func @exp_f32
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK-DAG: %[[MAGIC:.*]] = arith.constant 0x4B400000 : f32
// CHECK-DAG: %[[BIAS:.*]] = arith.constant 1262485504 : i32
// CHECK-DAG: %[[INF:.*]] = arith.constant 0x7F800000 : f32
// CHECK-NOT: arith.select
// CHECK: %[[T:.*]] = math.fma %[[X]], %{{.*}}, %[[MAGIC]]
// CHECK: %[[K:.*]] = arith.subf %[[T]], %[[MAGIC]]
// CHECK: math.fma %[[K]], %{{.*}}, %[[X]]
// CHECK-COUNT-5: math.fma %{{.*}}, %{{.*}}, %{{.*}}
// CHECK: %[[Y:.*]] = arith.addf
// CHECK: %[[TI:.*]] = arith.bitcast %[[T]] : f32 to i32
// CHECK: %[[P:.*]] = arith.subi %[[TI]], %[[BIAS]]
// CHECK-NOT: llvm.intr.ldexp
// CHECK: %[[S:.*]] = arith.shli %[[P]], %{{.*}} : i32
// CHECK: %[[YI:.*]] = arith.bitcast %[[Y]] : f32 to i32
// CHECK: %[[SUM:.*]] = arith.addi %[[YI]], %[[S]] : i32
// CHECK: %[[E:.*]] = arith.bitcast %[[SUM]] : i32 to f32
// CHECK: %[[OVER:.*]] = arith.cmpf ugt, %[[X]]
// CHECK: %[[XI:.*]] = arith.addf %[[X]], %[[INF]]
// CHECK: %[[E2:.*]] = arith.select %[[OVER]], %[[XI]], %[[E]]
// CHECK: %[[LOW:.*]] = arith.cmpf olt, %[[X]], %[[MIN:.*]] : f32
// CHECK: arith.select %[[LOW]], %{{.*}}, %[[E2]]
// CHECK-NOT: math.exp
// LDEXP-LABEL: func.func @exp_f32
// LDEXP: %[[P:.*]] = arith.subi
// LDEXP: %[[E1:.*]] = llvm.intr.ldexp(%{{.*}}, %[[P]]) : (f32, i32) -> f32
// LDEXP: arith.select %{{.*}}, %{{.*}}, %[[E1]]
// LDEXP-NOT: arith.shli
// LDEXP-LABEL: func.func @exp_vector
// CHECK-LABEL: func.func @exp_vector
// CHECK-NOT: llvm.intr.ldexp
// CHECK-NOT: math.exp
// CHECK: return
func.func @exp_f32(%x: f32) -> f32 {
  %0 = math.exp %x : f32
  return %0 : f32
}
func.func @exp_vector(%x: vector<16xf32>) -> vector<16xf32> {
  %0 = math.exp %x : vector<16xf32>
  return %0 : vector<16xf32>
}

// bf16 is computed in f32 and rounded once.
// CHECK-LABEL: func.func @bf16
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK-NOT: math.exp
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @bf16(%x: bf16) -> bf16 {
  %0 = math.exp %x : bf16
  return %0 : bf16
}
