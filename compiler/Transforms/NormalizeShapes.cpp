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

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <numeric>

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
/// back to [B, T, N] before its activation) or by a reduction (batch norm's
/// statistics, [C] viewed as [1, C, 1, 1], scaled and updated: in [C] they
/// join the reduction's kernel, where each was a kernel of C elements of
/// its own, a launch apiece: a channels-last batch norm's forward, 6 -> 4
/// kernels on a GPU):
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
        computed |= producer && (producer->hasTrait<OpTrait::pyc::Pointwise>() ||
                                 producer->hasTrait<OpTrait::pyc::Reduction>());
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

/// Moves transposes below a pointwise op that reads them:
///
///   f(transpose(a, p), transpose(b, p), broadcast(m), c)
///     = transpose(f(a, b, broadcast'(m), c'), p)
///
/// for transposes of one permutation, broadcasts (m's dims placed where
/// `p` puts them, m transposed first where they would not increase: a
/// small value) and splat constants c (c' in a's shape): the same
/// elements, computed in a's layout. An input laid out channels-last
/// reaches the part as its [N, H, W, C] buffer transposed to [N, C, H, W];
/// batch norm's statistics and its normalization computed in that logical
/// order read the buffer with a stride of the channel count, and the
/// transposes moved down meet the reductions, which then read the buffer
/// as it lies (`ReduceOfTranspose`), and the results laid out as the
/// buffer, where they cancel. SDPA's math form scales the transposed keys
/// for the product: so the scale joins the projection's kernel, and the
/// product reads the transposed view. A value the function returns stays
/// in its order: moved, the transpose would be a copy kernel of its own.
struct SinkTransposeBelowPointwise : public RewritePattern {
  SinkTransposeBelowPointwise(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::pyc::Pointwise>() || isa<IotaOp>(op) ||
        op->getNumResults() != 1 || op->getNumOperands() == 0 ||
        llvm::any_of(op->getUsers(),
                     [](Operation *user) { return isa<func::ReturnOp>(user); }))
      return failure();
    TransposeOp any;
    for (Value operand : op->getOperands()) {
      auto transpose = operand.getDefiningOp<TransposeOp>();
      if (transpose && (!any || transpose.getPermutation() ==
                                    any.getPermutation()))
        any = transpose;
      else if (!getSplatConstant(operand) &&
               !operand.getDefiningOp<BroadcastInDimOp>())
        return failure();
    }
    if (!any)
      return failure();
    ArrayRef<int64_t> perm = any.getPermutation();
    Value like = any.getOperand();
    Location loc = op->getLoc();
    SmallVector<Value> operands;
    for (Value operand : op->getOperands()) {
      auto transpose = operand.getDefiningOp<TransposeOp>();
      if (transpose && transpose.getPermutation() == perm) {
        operands.push_back(transpose.getOperand());
      } else if (DenseElementsAttr splat = getSplatConstant(operand)) {
        Value constant =
            splatLike(rewriter, loc, like, splat.getSplatValue<TypedAttr>());
        if (!constant)
          return failure();
        operands.push_back(constant);
      } else if (Value moved = untransposedBroadcast(
                     rewriter, operand.getDefiningOp<BroadcastInDimOp>(),
                     perm, like)) {
        operands.push_back(moved);
      } else {
        return failure();
      }
    }
    auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
    OperationState state(
        loc, op->getName(), operands,
        cast<RankedTensorType>(like.getType())
            .clone(resultType.getElementType()),
        op->getAttrs());
    Operation *moved = rewriter.create(state);
    rewriter.replaceOpWithNewOp<TransposeOp>(op, resultType,
                                             moved->getResult(0), perm);
    return success();
  }

  /// `broadcast` (a value of the transposed shape) made in `like`'s shape,
  /// which `perm` transposes to it: its operand's dims placed where `perm`
  /// puts them. Null where a run-time size has no symbolic shape.
  static Value untransposedBroadcast(PatternRewriter &rewriter,
                                     BroadcastInDimOp broadcast,
                                     ArrayRef<int64_t> perm, Value like) {
    if (!broadcast)
      return {};
    // Operand dim j lands on result dim dims[j], which is like's perm[dims[j]].
    SmallVector<int64_t> placed;
    for (int64_t d : broadcast.getDims())
      placed.push_back(perm[d]);
    SmallVector<int64_t> order(placed.size());
    std::iota(order.begin(), order.end(), 0);
    llvm::sort(order, [&](int64_t a, int64_t b) { return placed[a] < placed[b]; });
    Location loc = broadcast.getLoc();
    Value operand = broadcast.getOperand();
    if (!llvm::is_sorted(order))
      operand = TransposeOp::create(rewriter, loc, operand, order);
    llvm::sort(placed);
    AffineMapAttr sizes;
    if (AffineMapAttr old = broadcast.getSizesAttr()) {
      // Result dim k of the new broadcast is dim perm^-1[k] of the old one.
      SmallVector<AffineExpr> results(perm.size());
      for (auto [d, k] : llvm::enumerate(perm))
        results[k] = old.getValue().getResult(d);
      sizes = AffineMapAttr::get(AffineMap::get(
          0, old.getValue().getNumSymbols(), results, rewriter.getContext()));
    }
    auto type = cast<RankedTensorType>(like.getType())
                    .clone(getElementTypeOrSelf(broadcast.getType()));
    return BroadcastInDimOp::create(rewriter, loc, type, operand,
                                    rewriter.getDenseI64ArrayAttr(placed),
                                    sizes);
  }
};

struct NormalizeShapesPass
    : public mlir::pyc::impl::NormalizeShapesBase<NormalizeShapesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<MatmulOfSharedWeight, CollapseMatmulBatchDims,
                 SinkReshapeBelowPointwise, SinkTransposeBelowPointwise>(
        &getContext());
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns),
                                     config)))
      signalPassFailure();
  }
};

} // namespace
