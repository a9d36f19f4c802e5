//===- StrengthReduce.cpp - pow by small constants as cheaper ops ---------===//
//
// The rules are stated in Passes.td; the pattern below states why each is
// exact. It runs greedily without folding, so the pass changes only the ops
// it rewrites (canonicalization is a pass of its own).
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_STRENGTHREDUCE
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// Rewrites pow(x, c) for a splat constant c. The reference is torch.pow
/// with a tensor exponent (C pow; what the importer's pyc.pow means and
/// what the reference executor runs). A rule is kept only if it gives the
/// same result for every input, ±0, ±inf, NaN and negatives included; for
/// finite floats up to rounding (torch's vectorized pow is not correctly
/// rounded; x * x and 1 / x are). Integer multiplies wrap as torch's
/// integer pow does.
///
///   pow(x, 0)  = 1            pow(NaN, 0) = 1 too; static shapes only
///   pow(x, 1)  = x
///   pow(x, 2)  = x * x
///   pow(x, 3)  = (x * x) * x  rounds twice, still within rounding: x * x
///                             overflows only where x^3 does, and loses
///                             precision only where x^3 underflows (in f16
///                             to a subnormal: one subnormal step off)
///   pow(x, -1) = 1 / x        floats; pow(-0, -1) = 1 / -0 = -inf
///
/// Not rewritten, because some input differs:
///   pow(x, 0.5)  vs sqrt(x):      pow(-inf) = inf, sqrt(-inf) = NaN;
///                                 pow(-0) = +0, sqrt(-0) = -0
///   pow(x, -0.5) vs rsqrt(x):     pow(-inf) = 0, rsqrt(-inf) = NaN;
///                                 pow(-0) = inf, rsqrt(-0) = -inf
///   pow(x, -2)   vs 1 / (x * x):  x * x overflows to inf where x^-2 is
///                                 still a subnormal (f32 x = 1e20 gives
///                                 1e-40, not 0)
/// (torch's CPU kernel for a Python-number exponent takes these shortcuts
/// anyway, so eager CPU results differ from torch.pow with a tensor
/// exponent on exactly those inputs.)
struct PowOfSplatConstant : public OpRewritePattern<PowOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PowOp op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getLhs();
    auto type = cast<RankedTensorType>(op.getType());
    DenseElementsAttr exponent = getSplatConstant(op.getRhs());
    if (!exponent || x.getType() != type)
      return failure();
    bool isFloat = isa<FloatType>(type.getElementType());
    auto is = [&](int64_t c) {
      if (isFloat)
        return exponent.getSplatValue<APFloat>().isExactlyValue(c);
      return exponent.getSplatValue<APInt>().getSExtValue() == c;
    };
    Location loc = op.getLoc();
    auto mul = [&](Value a, Value b) -> Value {
      return MulOp::create(rewriter, loc, type, a, b);
    };
    Value result;
    if (is(0) && type.hasStaticShape()) {
      Type element = type.getElementType();
      Attribute one = isFloat ? Attribute(rewriter.getFloatAttr(element, 1.0))
                              : rewriter.getIntegerAttr(element, 1);
      result = ConstantOp::create(rewriter, loc, type,
                                  DenseElementsAttr::get(type, one));
    } else if (is(1)) {
      result = x;
    } else if (is(2)) {
      result = mul(x, x);
    } else if (is(3)) {
      result = mul(mul(x, x), x);
    } else if (is(-1) && isFloat) {
      result = ReciprocalOp::create(rewriter, loc, type, x);
    } else {
      return failure();
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// Rewrites x / c for a float splat constant c = ±2^k into x * (1 / c),
/// where 1 / c is a normal number of the type: both are the exact quotient
/// rounded once (subnormal results, ±0, ±inf and NaN included), and a
/// multiply costs a fraction of an IEEE division (attention's scale by
/// 1 / sqrt(64) is one per score).
struct DivBySplatPowerOfTwo : public OpRewritePattern<DivOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DivOp op,
                                PatternRewriter &rewriter) const override {
    DenseElementsAttr divisor = getSplatConstant(op.getRhs());
    auto type = divisor ? dyn_cast<FloatType>(divisor.getElementType())
                        : FloatType();
    if (!type)
      return failure();
    APFloat c = divisor.getSplatValue<APFloat>();
    APFloat inverse(c.getSemantics(), 1);
    if (c.isZero() || !c.getExactInverse(&inverse) || !inverse.isNormal())
      return failure();
    // (With run-time sizes, a rank-0 constant broadcast to them.)
    Value reciprocal = splatLike(rewriter, op.getLoc(), op.getRhs(),
                                 rewriter.getFloatAttr(type, inverse));
    if (!reciprocal)
      return failure();
    rewriter.replaceOpWithNewOp<MulOp>(op, op.getType(), op.getLhs(),
                                       reciprocal);
    return success();
  }
};

/// Rewrites a product whose contraction has one term, `[..., M, 1] @
/// [..., 1, N]` (rotary embeddings' frequencies times positions), into the
/// product of its operands broadcast to the result's shape: each element is
/// that one term's product rounded once either way, and an element-wise op
/// fuses with its neighbours, where a product is a kernel or a library call
/// of its own (on a GPU a cuBLAS call: ~100 us of host time for LLaMA's).
struct MatmulOfOneTerm : public OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    auto lhs = cast<RankedTensorType>(op.getLhs().getType());
    auto rhs = cast<RankedTensorType>(op.getRhs().getType());
    if (!type.hasStaticShape() || lhs.getShape().back() != 1 ||
        lhs.getElementType() != type.getElementType() ||
        rhs.getElementType() != type.getElementType())
      return failure();
    SmallVector<int64_t> dims =
        llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
    auto spread = [&](Value operand) -> Value {
      return BroadcastInDimOp::create(rewriter, op.getLoc(), type, operand,
                                      dims, AffineMapAttr());
    };
    rewriter.replaceOpWithNewOp<MulOp>(op, type, spread(op.getLhs()),
                                       spread(op.getRhs()));
    return success();
  }
};

struct StrengthReducePass
    : public mlir::pyc::impl::StrengthReduceBase<StrengthReducePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PowOfSplatConstant, DivBySplatPowerOfTwo, MatmulOfOneTerm>(
        &getContext());
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      signalPassFailure();
  }
};

} // namespace
