//===- NormalizeShapes.cpp - matmuls and pointwise ops in fusible shapes --===//
//
// The rewrites are stated in Passes.td; each pattern below states why its
// result is equal. They run greedily without folding, so the pass changes
// only the ops it rewrites (canonicalization is a pass of its own).
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_NORMALIZESHAPES
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

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
        sizeProduct(ArrayRef(*shape).drop_back(), op.getContext()), shape->back()};
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
          sizeProduct(shape.drop_back(2), op.getContext()),
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
    // Each operand: the reshape's source, or a splat constant to rebuild
    // (with run-time sizes, a scalar broadcast to them: GELU's 0.5 against
    // a run-time batch).
    std::optional<ArrayRef<int64_t>> from;
    Value anySource;     // one of the reshapes' sources: its sizes are `from`'s
    AffineMapAttr sizes; // of the reshapes' result, which `op` has too
    bool computed = false;
    SmallVector<std::pair<Value, DenseElementsAttr>> operands;
    for (Value operand : op->getOperands()) {
      if (auto reshape = operand.getDefiningOp<ReshapeOp>()) {
        Value source = reshape.getOperand();
        ArrayRef<int64_t> shape =
            cast<RankedTensorType>(source.getType()).getShape();
        if (from && *from != shape)
          return failure();
        from = shape;
        anySource = source;
        sizes = reshape.getSizesAttr();
        Operation *producer = source.getDefiningOp();
        computed |= producer && producer->hasTrait<OpTrait::pyc::Pointwise>();
        operands.push_back({source, {}});
      } else if (DenseElementsAttr splat = getSplatConstant(operand)) {
        operands.push_back({Value(), splat});
      } else {
        return failure();
      }
    }
    if (!from || !computed)
      return failure();
    // A constant in a shape with run-time sizes: a scalar broadcast to the
    // sources' sizes (their symbolic shape).
    AffineMapAttr fromSizes;
    if (ShapedType::isDynamicShape(*from)) {
      FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(anySource);
      if (failed(shape))
        return failure();
      fromSizes = sizesAttr(*shape, rewriter.getContext());
    }
    Location loc = op->getLoc();
    SmallVector<Value> newOperands;
    for (auto [source, splat] : operands) {
      if (!source) {
        auto type = RankedTensorType::get(*from, splat.getElementType());
        Attribute value = splat.getSplatValue<Attribute>();
        if (fromSizes) {
          auto scalar = RankedTensorType::get({}, splat.getElementType());
          Value constant = ConstantOp::create(
              rewriter, loc, scalar, DenseElementsAttr::get(scalar, value));
          source = BroadcastInDimOp::create(rewriter, loc, type, constant,
                                            rewriter.getDenseI64ArrayAttr({}),
                                            fromSizes);
        } else {
          source = ConstantOp::create(rewriter, loc, type,
                                      DenseElementsAttr::get(type, value));
        }
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

/// Moves a transpose below a multiply or divide by a splat constant that
/// alone reads it:
///
///   transpose(x) * c = transpose(x * c'),  transpose(x) / c = transpose(x / c')
///
/// (c' is c in x's shape): the same products, in x's layout. SDPA's math
/// form scales the heads split from a projection and the transposed keys:
/// each scale was a kernel of its own writing its result transposed (the
/// keys' [B, H, D, T], 1.5 MB, at a tenth of a copy's speed: 200 us of a
/// Hugging Face BERT layer's 29 ms on 2 Zen 4 cores). In x's layout the
/// scale joins x's kernel where it can (a projection's bias epilogue,
/// after the reshape moves too), and the product reads the transposed
/// view.
struct SinkTransposeBelowScale : public RewritePattern {
  SinkTransposeBelowScale(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isa<MulOp, DivOp>(op))
      return failure();
    for (unsigned at : {0u, 1u}) {
      auto transpose = op->getOperand(at).getDefiningOp<TransposeOp>();
      DenseElementsAttr splat = getSplatConstant(op->getOperand(1 - at));
      if (!transpose || !transpose->hasOneUse() || !splat ||
          (isa<DivOp>(op) && at != 0))
        continue;
      Value x = transpose.getOperand();
      Value constant = splatLike(rewriter, op->getLoc(), x,
                                 splat.getSplatValue<TypedAttr>());
      if (!constant)
        return failure();
      SmallVector<Value> operands{x, constant};
      if (at == 1)
        std::swap(operands[0], operands[1]);
      auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
      OperationState state(op->getLoc(), op->getName(), operands,
                           x.getType(), op->getAttrs());
      Operation *scaled = rewriter.create(state);
      rewriter.replaceOpWithNewOp<TransposeOp>(op, resultType,
                                               scaled->getResult(0),
                                               transpose.getPermutation());
      return success();
    }
    return failure();
  }
};

struct NormalizeShapesPass
    : public mlir::pyc::impl::NormalizeShapesBase<NormalizeShapesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulOfSharedWeight, CollapseMatmulBatchDims,
                 SinkReshapeBelowPointwise, SinkTransposeBelowScale>(
        &getContext());
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      signalPassFailure();
  }
};

} // namespace
