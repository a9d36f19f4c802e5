//===- ApproximateMath.cpp - transcendental math as arith polynomials -----===//
//
// A libm call per element (expf, tanhf, ...) is scalar and stops LLVM from
// vectorizing the loop around it; the same functions as arith polynomials
// (upstream's approximations, accurate to a few ulp in f32) vectorize with
// the rest of the loop body.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycDialect.h"
#include "Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/bit.h"

#include <limits>

namespace mlir::pyc {
#define GEN_PASS_DEF_APPROXIMATEMATH
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;

namespace {

/// Builds constants, clamps and polynomials of one float type (f32 or a
/// vector of f32) for the patterns below.
struct Poly {
  PatternRewriter &rewriter;
  Location loc;
  Type type;

  Value constant(float v) const {
    TypedAttr attr = rewriter.getF32FloatAttr(v);
    if (auto vector = dyn_cast<VectorType>(type))
      attr = SplatElementsAttr::get(vector, attr);
    return arith::ConstantOp::create(rewriter, loc, attr);
  }
  /// x clamped to [lo, hi]; ordered compares, so NaN passes through.
  Value clamp(Value x, float lo, float hi) const {
    using P = arith::CmpFPredicate;
    Value low = constant(lo), high = constant(hi);
    x = arith::SelectOp::create(
        rewriter, loc, arith::CmpFOp::create(rewriter, loc, P::OLT, x, low),
        low, x);
    return arith::SelectOp::create(
        rewriter, loc, arith::CmpFOp::create(rewriter, loc, P::OGT, x, high),
        high, x);
  }
  /// c[0] + z * (c[1] + z * (...)) as an fma chain.
  Value horner(ArrayRef<float> c, Value z) const {
    Value acc = constant(c.back());
    for (float coefficient : llvm::reverse(c.drop_back()))
      acc = math::FmaOp::create(rewriter, loc, acc, z, constant(coefficient));
    return acc;
  }
};

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
    if (!getElementTypeOrSelf(op.getType()).isF32())
      return failure();
    static constexpr float kP[] = {1.128378987f, 0.1929735392f, 0.05308447406f,
                                   0.003876368282f, 2.874928468e-4f,
                                   2.030857559e-6f};
    static constexpr float kQ[] = {1.0f, 0.5043500066f, 0.1151678562f,
                                   0.01518843696f, 0.001189759700f,
                                   3.803136497e-5f};
    Poly p{rewriter, op.getLoc(), op.getType()};
    Value x = p.clamp(op.getOperand(), -3.925f, 3.925f);
    Value z = arith::MulFOp::create(rewriter, p.loc, x, x);
    Value ratio = arith::DivFOp::create(
        rewriter, p.loc, arith::MulFOp::create(rewriter, p.loc, x, p.horner(kP, z)),
        p.horner(kQ, z));
    rewriter.replaceOp(op, p.clamp(ratio, -1.0f, 1.0f));
    return success();
  }
};

/// erfc(x) for x >= 0 is exp(-x^2) R(x), with R(x) = P(x) / Q(x) one
/// rational on [0, 10] (R(0) = 1, R(x) ~ 1 / (x sqrt(pi)) as x grows;
/// fitted for pycompile to torch's float64 erfcx, Lawson reweighting: 5.6e-9
/// relative error before f32 rounding); for x < 0, 2 - erfc(-x). The error
/// of the rounded x^2 (an fma gives it exactly) is applied to the result,
/// so it stays relative: at most 4e-7 against a double erfc on [-12, 12]
/// (eager's 9e-8), where 1 - erf(x) keeps only erf's error once erf nears 1
/// (x > 3). 36 operations against 75 for upstream's form. |x| is clamped
/// to 10, where exp already flushed to 0: +inf gives 0, -inf 2, NaN NaN.
struct ErfcRational : OpRewritePattern<math::ErfcOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::ErfcOp op,
                                PatternRewriter &rewriter) const override {
    if (!getElementTypeOrSelf(op.getType()).isF32())
      return failure();
    static constexpr float kP[] = {1.0f, 1.237591982f, 0.7307471037f,
                                   0.2288103253f, 0.03271079063f};
    static constexpr float kQ[] = {1.0f,          2.365971804f,
                                   2.400451183f,  1.323768735f,
                                   0.4055825472f, 0.05797765404f};
    Poly p{rewriter, op.getLoc(), op.getType()};
    Location loc = p.loc;
    Value x = op.getOperand();
    Value a = p.clamp(math::AbsFOp::create(rewriter, loc, x), 0.0f, 10.0f);
    Value hi = arith::MulFOp::create(rewriter, loc, a, a);
    Value lo = math::FmaOp::create(rewriter, loc, a, a,
                                   arith::NegFOp::create(rewriter, loc, hi));
    Value e = math::ExpOp::create(rewriter, loc,
                                  arith::NegFOp::create(rewriter, loc, hi));
    Value ratio = arith::DivFOp::create(rewriter, loc, p.horner(kP, a),
                                       p.horner(kQ, a));
    Value r = arith::MulFOp::create(rewriter, loc, e, ratio);
    // exp(-hi - lo) = exp(-hi) (1 - lo) to within lo^2.
    r = math::FmaOp::create(rewriter, loc, r,
                            arith::NegFOp::create(rewriter, loc, lo), r);
    Value negative = arith::CmpFOp::create(rewriter, loc,
                                           arith::CmpFPredicate::OLT, x,
                                           p.constant(0.0f));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        op, negative, arith::SubFOp::create(rewriter, loc, p.constant(2.0f), r),
        r);
    return success();
  }
};

/// exp(x) = 2^k e^r, k = round(x / ln 2), r = x - k ln 2 (in two steps,
/// Cody-Waite), e^r = 1 + r + r^2 P(r), and the scale by 2^k. P is of
/// degree 4, fitted for pycompile (least squares on 4000 Chebyshev nodes of
/// |r| <= ln 2 / 2, reweighted toward minimax: 3.7e-9 relative, 0.03 ulp).
/// Cephes' expf takes degree 5, an fma more a value, and exp-bound kernels
/// are bound by the fma count: a 512 x 768 softmax (2 Zen 4 cores, AVX-512
/// code) 99 -> 95 us. Against float64, 8 M values over [-86.5, 88.5]: at
/// most 1.03 ulp (Cephes' 1.00, eager's 0.57), 0.27 on average (eager's
/// 0.25). k comes from the rounding of an fma against 1.5 * 2^23, whose
/// low mantissa bits then hold k as an integer: no float-to-int
/// conversion, none of its poison for NaN. exp(x) below -86.9
/// is 0 (flushed: the denormals exp would give there are below 1.8e-38).
/// Producing a denormal costs a microcode assist on x86: a 1024x1024 exp of
/// -inf took 2.6 ms against 0.5 ms for normal values (eager's too), and a
/// causal softmax, half of whose scores are -inf, took 5 times a plain one.
/// The scale, with `ldexp`, is one `llvm.intr.ldexp` (vscalefps on
/// AVX-512), x clamped to [-86.9, 89] first so that k >= -125 and ldexp
/// overflows to inf as exp does. Otherwise (LLVM expands a vector ldexp
/// into one libm call a lane without AVX-512: a 1024x4096 exp took 43.6 ms
/// against eager's 5.9 on Zen 3) k is added to e^r's exponent field, exact
/// wherever the result is a normal number: from -86.9 to the largest x
/// whose exp is finite; past it (an unordered compare, NaN too) the result
/// is x + inf. No clamp there: the selects drop whatever the sum gives
/// outside that range. 19 operations a value; the two multiplies by
/// 2^(k/2) and 2^(k - k/2) that scaled before took 8 more, and with AVX2
/// exp is bound by the count (one Zen 4 core, 512x3072: 749 -> 614 us).
struct ExpScaled : OpRewritePattern<math::ExpOp> {
  ExpScaled(MLIRContext *context, bool ldexp)
      : OpRewritePattern(context, /*benefit=*/2), ldexp(ldexp) {}
  bool ldexp;

  LogicalResult matchAndRewrite(math::ExpOp op,
                                PatternRewriter &rewriter) const override {
    // Scalars only: MLIR's llvm.intr.ldexp takes no vector exponent. The
    // loops are scalar here; LLVM vectorizes them, ldexp included.
    Type type = op.getType();
    if (!type.isF32())
      return failure();
    static constexpr float kMagic = 12582912.0f; // 1.5 * 2^23
    static constexpr float kP[] = {0.4999999701976776f, 0.1666651964187622f,
                                   0.041667234152555466f, 0.00836889911442995f,
                                   0.0013879606267437339f};
    Poly p{rewriter, op.getLoc(), type};
    Location loc = p.loc;
    static constexpr float kLowest = -86.9f; // k = round(x / ln 2) >= -125
    Value x = ldexp ? p.clamp(op.getOperand(), kLowest, 89.0f) : op.getOperand();
    Value t = math::FmaOp::create(rewriter, loc, x, p.constant(1.44269504f),
                                  p.constant(kMagic));
    Value k = arith::SubFOp::create(rewriter, loc, t, p.constant(kMagic));
    Value r = math::FmaOp::create(rewriter, loc, k, p.constant(-0.693359375f), x);
    r = math::FmaOp::create(rewriter, loc, k, p.constant(2.12194440e-4f), r);
    Value r2 = arith::MulFOp::create(rewriter, loc, r, r);
    Value y = math::FmaOp::create(rewriter, loc, p.horner(kP, r), r2, r);
    y = arith::AddFOp::create(rewriter, loc, y, p.constant(1.0f));
    auto integer = [&](int32_t v) -> Value {
      return arith::ConstantOp::create(rewriter, loc,
                                       rewriter.getI32IntegerAttr(v));
    };
    Value power = arith::SubIOp::create(
        rewriter, loc,
        arith::BitcastOp::create(rewriter, loc, rewriter.getI32Type(), t),
        integer(llvm::bit_cast<int32_t>(kMagic)));
    // 0 below the lowest x: the result would be a denormal (or 0).
    auto flushed = [&](Value result) {
      Value below = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OLT,
                                          op.getOperand(), p.constant(kLowest));
      return arith::SelectOp::create(rewriter, loc, below, p.constant(0.0f), result);
    };
    if (ldexp) {
      rewriter.replaceOp(
          op, flushed(LLVM::LoadExpOp::create(rewriter, loc, type, y, power)));
      return success();
    }
    // y 2^k with k added to y's exponent field (y in [0.7, 1.42]).
    Value scaled = arith::BitcastOp::create(
        rewriter, loc, type,
        arith::AddIOp::create(
            rewriter, loc,
            arith::BitcastOp::create(rewriter, loc, rewriter.getI32Type(), y),
            arith::ShLIOp::create(rewriter, loc, power, integer(23))));
    static constexpr float kLargest = 88.7228394f; // log(FLT_MAX), rounded down
    Value over = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UGT,
                                       op.getOperand(), p.constant(kLargest));
    Value infinite = arith::AddFOp::create(
        rewriter, loc, op.getOperand(),
        p.constant(std::numeric_limits<float>::infinity()));
    rewriter.replaceOp(op, flushed(arith::SelectOp::create(rewriter, loc, over,
                                                           infinite, scaled)));
    return success();
  }
};

struct ApproximateMathPass
    : mlir::pyc::impl::ApproximateMathBase<ApproximateMathPass> {
  using ApproximateMathBase::ApproximateMathBase;
  void runOnOperation() override {
    // Upstream's approximations that match torch for every input,
    // infinities, NaN and denormals included (test_cpu_codegen.py checks).
    // Not log: its approximation flushes denormal inputs (log(1e-45) gave
    // -87.3, not -103.3).
    // f32 erf, erfc and exp have forms of ours (ErfRational, ErfcRational,
    // ExpScaled);
    // upstream's are the fallback for other types.
    static const llvm::StringSet<> approximated = {
        "math.exp", "math.expm1", "math.log1p", "math.tanh",
        "math.erf", "math.erfc"};
    auto predicate = [](StringRef name) { return approximated.contains(name); };
    // A GPU's exp is not expanded here (the pass is the CPU pipeline's); any
    // target but a CPU of 512-bit vectors scales by the exponent field.
    FailureOr<pyc::TargetAttr> target = pyc::targetFor(
        getOperation(), pyc::TargetKind::Cpu, "pyc-approximate-math");
    if (failed(target))
      return signalPassFailure();
    // AVX-512 scales in one vscalefps.
    bool ldexp = target->getVectorBits() == 512;
    RewritePatternSet patterns(&getContext());
    patterns.add<ErfRational, ErfcRational>(&getContext(), /*benefit=*/2);
    patterns.add<ExpScaled>(&getContext(), ldexp);
    populateMathF32ExpansionPatterns(patterns, predicate);
    populateMathPolynomialApproximationPatterns(patterns, predicate);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
