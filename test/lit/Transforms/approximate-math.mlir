// RUN: pycompile-opt %s --pass-pipeline='builtin.module(func.func(pyc-approximate-math))' | FileCheck %s

// exp, expm1, log1p, tanh and erf become arith polynomials (fma chains);
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
func.func @approximated(%x: f32) -> (f32, f32, f32, f32, f32, f32) {
  %0 = math.exp %x : f32
  %1 = math.expm1 %x : f32
  %2 = math.log1p %x : f32
  %3 = math.tanh %x : f32
  %4 = math.erf %x : f32
  %5 = math.log %x : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
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

// bf16 is computed in f32 and rounded once.
// CHECK-LABEL: func.func @bf16
// CHECK: arith.extf %{{.*}} : bf16 to f32
// CHECK-NOT: math.exp
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @bf16(%x: bf16) -> bf16 {
  %0 = math.exp %x : bf16
  return %0 : bf16
}
