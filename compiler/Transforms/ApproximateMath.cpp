//===- ApproximateMath.cpp - transcendental math as arith polynomials -----===//
//
// A libm call per element (expf, tanhf, ...) is scalar and stops LLVM from
// vectorizing the loop around it; the same functions as arith polynomials
// (upstream's approximations, accurate to a few ulp in f32) vectorize with
// the rest of the loop body.
//
//===----------------------------------------------------------------------===//

#include "Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/StringSet.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_APPROXIMATEMATH
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;

namespace {

struct ApproximateMathPass
    : mlir::pyc::impl::ApproximateMathBase<ApproximateMathPass> {
  void runOnOperation() override {
    // Upstream's approximations that match torch for every input,
    // infinities, NaN and denormals included (test_cpu_codegen.py checks).
    // Not log: its approximation flushes denormal inputs (log(1e-45) gave
    // -87.3, not -103.3).
    static const llvm::StringSet<> approximated = {
        "math.exp", "math.expm1", "math.log1p", "math.tanh",
        "math.erf"};
    auto predicate = [](StringRef name) { return approximated.contains(name); };
    RewritePatternSet patterns(&getContext());
    populateMathF32ExpansionPatterns(patterns, predicate);
    populateMathPolynomialApproximationPatterns(patterns, predicate);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
