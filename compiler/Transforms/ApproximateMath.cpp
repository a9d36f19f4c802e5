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

/// erf(x) = x * P(x^2) / Q(x^2) for |x| <= 3.925, where f32 erf reaches 1
/// to within an ulp; x is clamped there and the result to [-1, 1]. The
/// coefficients were fitted for pycompile (least squares on 4000 Chebyshev
/// nodes, Lawson reweighting toward minimax): in f32 the maximum error is
/// 3.3e-7 against a double erf on 2M points of [-5, 5], where upstream's
/// piecewise approximation gives 2.7e-7, but this one has one form for all
/// lanes: no per-lane coefficient selection and a third of the
/// instructions. NaN passes through (ordered compares).
struct ErfRational : OpRewritePattern<math::ErfOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ErfOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return failure();
    static constexpr float kP[] = {1.128378987f, 0.1929735392f, 0.05308447406f,
                                   0.003876368282f, 2.874928468e-4f,
                                   2.030857559e-6f};
    static constexpr float kQ[] = {1.0f, 0.5043500066f, 0.1151678562f,
                                   0.01518843696f, 0.001189759700f,
                                   3.803136497e-5f};
    Location loc = op.getLoc();
    auto constant = [&](float v) -> Value {
      TypedAttr attr = rewriter.getF32FloatAttr(v);
      if (auto vector = dyn_cast<VectorType>(type))
        attr = SplatElementsAttr::get(vector, attr);
      return arith::ConstantOp::create(rewriter, loc, attr);
    };
    auto clamp = [&](Value x, float bound) {
      using P = arith::CmpFPredicate;
      Value lo = constant(-bound), hi = constant(bound);
      x = arith::SelectOp::create(
          rewriter, loc, arith::CmpFOp::create(rewriter, loc, P::OLT, x, lo),
          lo, x);
      return arith::SelectOp::create(
          rewriter, loc, arith::CmpFOp::create(rewriter, loc, P::OGT, x, hi),
          hi, x);
    };
    auto horner = [&](ArrayRef<float> c, Value z) {
      Value acc = constant(c.back());
      for (float coefficient : llvm::reverse(c.drop_back()))
        acc = math::FmaOp::create(rewriter, loc, acc, z, constant(coefficient));
      return acc;
    };
    Value x = clamp(op.getOperand(), 3.925f);
    Value z = arith::MulFOp::create(rewriter, loc, x, x);
    Value ratio = arith::DivFOp::create(
        rewriter, loc, arith::MulFOp::create(rewriter, loc, x, horner(kP, z)),
        horner(kQ, z));
    rewriter.replaceOp(op, clamp(ratio, 1.0f));
    return success();
  }
};

struct ApproximateMathPass
    : mlir::pyc::impl::ApproximateMathBase<ApproximateMathPass> {
  void runOnOperation() override {
    // Upstream's approximations that match torch for every input,
    // infinities, NaN and denormals included (test_cpu_codegen.py checks).
    // Not log: its approximation flushes denormal inputs (log(1e-45) gave
    // -87.3, not -103.3).
    // erf in f32 has a rational form of ours (ErfRational); upstream's is
    // the fallback for other types.
    static const llvm::StringSet<> approximated = {
        "math.exp", "math.expm1", "math.log1p", "math.tanh",
        "math.erf"};
    auto predicate = [](StringRef name) { return approximated.contains(name); };
    RewritePatternSet patterns(&getContext());
    patterns.add<ErfRational>(&getContext(), /*benefit=*/2);
    populateMathF32ExpansionPatterns(patterns, predicate);
    populateMathPolynomialApproximationPatterns(patterns, predicate);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
