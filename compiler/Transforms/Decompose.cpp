//===- Decompose.cpp - composite pyc ops into primitive ones --------------===//
//
// The rules are stated in Passes.td; each pattern below states its algebra.
// They run greedily without folding, so the pass changes only the ops it
// decomposes (canonicalization is a pass of its own).
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_DECOMPOSE
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
    DenseElementsAttr exponent;
    Value x = op.getLhs();
    auto type = cast<RankedTensorType>(op.getType());
    if (!matchPattern(op.getRhs(), m_Constant(&exponent)) ||
        !exponent.isSplat() || x.getType() != type)
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

AffineExpr product(ArrayRef<AffineExpr> sizes, MLIRContext *ctx) {
  AffineExpr n = getAffineConstantExpr(1, ctx);
  for (AffineExpr size : sizes)
    n = n * size;
  return n;
}

/// `v` reshaped to `shape`, whose run-time sizes become the op's `sizes`.
Value reshape(PatternRewriter &rewriter, Location loc, Value v,
              ArrayRef<AffineExpr> shape) {
  auto type = cast<RankedTensorType>(v.getType()).clone(staticSizes(shape));
  return ReshapeOp::create(rewriter, loc, type, v,
                           sizesAttr(shape, rewriter.getContext()));
}

/// `op` replaced by `product` reshaped to its type.
void replaceByReshape(PatternRewriter &rewriter, MatmulOp op, Value product,
                      ArrayRef<AffineExpr> shape) {
  rewriter.replaceOpWithNewOp<ReshapeOp>(op, op.getType(), product,
                                         sizesAttr(shape, op.getContext()));
}

/// matmul(x : [B..., M, K], broadcast_in_dim(w : [K, N]) : [B..., K, N])
///   = reshape(matmul(reshape(x) : [B... * M, K], w)) : [B..., M, N]
/// A weight shared by every batch item (nn.Linear on a 3-d input): one 2-d
/// matmul with larger tiles, and the broadcast weight is never built.
/// Each result row still is one dot product over K, so results are equal.
struct MatmulOfSharedWeight : public OpRewritePattern<MatmulOp> {
  // Before the batch collapse, which would hide the broadcast.
  MatmulOfSharedWeight(MLIRContext *context)
      : OpRewritePattern(context, /*benefit=*/2) {}

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    auto broadcast = op.getRhs().getDefiningOp<BroadcastInDimOp>();
    auto lhsType = cast<RankedTensorType>(op.getLhs().getType());
    int64_t rank = lhsType.getRank();
    if (!broadcast || rank < 3)
      return failure();
    Value weight = broadcast.getOperand();
    ArrayRef<int64_t> weightShape =
        cast<RankedTensorType>(weight.getType()).getShape();
    // Repeated only along the batch dims, not along K or N.
    if (broadcast.getDims() != ArrayRef<int64_t>{rank - 2, rank - 1} ||
        weightShape != cast<RankedTensorType>(op.getRhs().getType())
                           .getShape()
                           .take_back(2))
      return failure();
    // Run-time sizes: the reshapes take theirs from `symbolicShape`.
    FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(op.getLhs());
    FailureOr<SmallVector<AffineExpr>> result = symbolicShape(op.getResult());
    if (failed(shape) || failed(result))
      return failure();
    SmallVector<AffineExpr> rows{
        product(ArrayRef(*shape).drop_back(), op.getContext()), shape->back()};
    Location loc = op.getLoc();
    Value flat = reshape(rewriter, loc, op.getLhs(), rows);
    Value product = MatmulOp::create(rewriter, loc, flat, weight);
    replaceByReshape(rewriter, op, product, *result);
    return success();
  }
};

/// matmul(x : [B1, ..., Bn, M, K], y : [B1, ..., Bn, K, N]), n > 1,
///   = reshape(matmul(reshape(x) : [B, M, K], reshape(y) : [B, K, N]))
/// with B = B1 * ... * Bn: row-major order keeps each batch item's matrix
/// contiguous, so later stages handle one batch dim only.
struct CollapseMatmulBatchDims : public OpRewritePattern<MatmulOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MatmulOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getType().getRank() <= 3)
      return failure();
    // Run-time sizes: the reshapes take theirs from `symbolicShape`.
    FailureOr<SmallVector<AffineExpr>> lhs = symbolicShape(op.getLhs());
    FailureOr<SmallVector<AffineExpr>> rhs = symbolicShape(op.getRhs());
    FailureOr<SmallVector<AffineExpr>> result = symbolicShape(op.getResult());
    if (failed(lhs) || failed(rhs) || failed(result))
      return failure();
    auto collapsed = [&](ArrayRef<AffineExpr> shape) {
      return SmallVector<AffineExpr>{
          product(shape.drop_back(2), op.getContext()),
          shape[shape.size() - 2], shape.back()};
    };
    Location loc = op.getLoc();
    Value flatLhs = reshape(rewriter, loc, op.getLhs(), collapsed(*lhs));
    Value flatRhs = reshape(rewriter, loc, op.getRhs(), collapsed(*rhs));
    Value product = MatmulOp::create(rewriter, loc, flatLhs, flatRhs);
    replaceByReshape(rewriter, op, product, *result);
    return success();
  }
};

/// Moves a reshape below a pointwise op that reads it, when the reshaped
/// value is computed by another pointwise op (nn.Linear's bias add, viewed
/// back to [B, T, N] before its activation):
///
///   f(reshape(a), reshape(b), c) = reshape(f(a, b, c'))
///
/// for pointwise f, reshapes that all read one shape S, and splat
/// constants c (c' is c in shape S). f then computes in a's shape, so
/// pyc-fuse puts it in a's kernel instead of one of its own; the reshape
/// moves on down, and meets the reshape back (reshape(reshape(x)) folds
/// away) or stays a view for the reader.
struct SinkReshapeBelowPointwise : public RewritePattern {
  SinkReshapeBelowPointwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::pyc::Pointwise>() || isa<IotaOp>(op) ||
        op->getNumResults() != 1 || op->getNumOperands() == 0)
      return failure();
    // Each operand: the reshape's source, or a splat constant to rebuild.
    std::optional<ArrayRef<int64_t>> from;
    AffineMapAttr sizes; // of the reshapes' result, which `op` has too
    bool computed = false;
    SmallVector<std::pair<Value, DenseElementsAttr>> operands;
    for (Value operand : op->getOperands()) {
      DenseElementsAttr splat;
      if (auto reshape = operand.getDefiningOp<ReshapeOp>()) {
        Value source = reshape.getOperand();
        ArrayRef<int64_t> shape =
            cast<RankedTensorType>(source.getType()).getShape();
        if (from && *from != shape)
          return failure();
        from = shape;
        sizes = reshape.getSizesAttr();
        Operation *producer = source.getDefiningOp();
        computed |= producer && producer->hasTrait<OpTrait::pyc::Pointwise>();
        operands.push_back({source, {}});
      } else if (matchPattern(operand, m_Constant(&splat)) && splat.isSplat()) {
        operands.push_back({Value(), splat});
      } else {
        return failure();
      }
    }
    // A constant has a static shape: none is rebuilt in a dynamic one.
    if (!from || !computed ||
        (ShapedType::isDynamicShape(*from) &&
         llvm::any_of(operands, [](auto &o) { return !o.first; })))
      return failure();
    Location loc = op->getLoc();
    SmallVector<Value> newOperands;
    for (auto [source, splat] : operands) {
      if (!source) {
        auto type = RankedTensorType::get(*from, splat.getElementType());
        source = ConstantOp::create(
            rewriter, loc, type,
            DenseElementsAttr::get(type, splat.getSplatValue<Attribute>()));
      }
      newOperands.push_back(source);
    }
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    OperationState state(loc, op->getName(), newOperands,
                         RankedTensorType::get(*from, resultType.getElementType()),
                         op->getAttrs());
    Operation *moved = rewriter.create(state);
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, resultType, moved->getResult(0),
                                           sizes);
    return success();
  }
};

struct DecomposePass : public mlir::pyc::impl::DecomposeBase<DecomposePass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<PowOfSplatConstant, MatmulOfSharedWeight,
                 CollapseMatmulBatchDims, SinkReshapeBelowPointwise>(
        &getContext());
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      signalPassFailure();
  }
};

} // namespace
