//===- RaiseSoftmax.cpp - the decomposed softmax as one pyc.softmax -------===//
//
// The rules are stated in Passes.td. The importer sees softmax decomposed
// (pycompile's own form, `decompositions._softmax`): in the compute type,
//
//   m = reduce max x, [d]        (kept as a unit dim, stop_gradient'ed)
//   e = exp(x - broadcast(m))
//   y = e / broadcast(reduce sum e, [d])
//
// with x converted up from, and y rounded back to, a half type. Only that
// structure is raised: the shift and the sum must be the row statistics of
// that very x and e, re-broadcast along d alone.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/Passes.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_RAISESOFTMAX
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// The dim d where `v` spreads the reduction of `kind` over [d] of `of`
/// back over `of`'s shape: broadcast_in_dim of the reduction (or of its
/// keepdim reshape), through a stop_gradient. None where it does not.
std::optional<int64_t> rowStatistic(Value v, Value of, ReduceKind kind) {
  auto broadcast = v.getDefiningOp<BroadcastInDimOp>();
  if (!broadcast)
    return std::nullopt;
  // A detached statistic sends no gradient: the stop_gradient may stand
  // before or after the keepdim reshape.
  auto undetached = [](Value v) {
    auto stop = v.getDefiningOp<StopGradientOp>();
    return stop ? stop.getOperand() : v;
  };
  Value source = undetached(broadcast.getOperand());
  auto reshape = source.getDefiningOp<ReshapeOp>();
  auto reduce =
      undetached(reshape ? reshape.getOperand() : source).getDefiningOp<ReduceOp>();
  if (!reduce || reduce.getKind() != kind || reduce.getOperand() != of ||
      reduce.getDims().size() != 1)
    return std::nullopt;
  int64_t dim = reduce.getDims()[0];
  auto shape = cast<RankedTensorType>(of.getType()).getShape();
  SmallVector<int64_t> identity =
      llvm::to_vector(llvm::seq<int64_t>(0, shape.size()));
  if (reshape) {
    // A keepdim reshape: `of`'s shape with dim `dim` of size 1.
    SmallVector<int64_t> keepdim(shape);
    keepdim[dim] = 1;
    if (cast<RankedTensorType>(reshape.getType()).getShape() !=
        ArrayRef<int64_t>(keepdim))
      return std::nullopt;
  } else {
    identity.erase(identity.begin() + dim);
  }
  if (ArrayRef<int64_t>(identity) != broadcast.getDims())
    return std::nullopt;
  return dim;
}

/// y = e / broadcast(sum e), e = exp(x - broadcast(max x)): pyc.softmax x,
/// or of x's half-precision source where x is converted up from it and y
/// only rounded back to it.
struct DecomposedSoftmax : public OpRewritePattern<DivOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(DivOp op,
                                PatternRewriter &rewriter) const override {
    auto exp = op.getLhs().getDefiningOp<ExpOp>();
    auto shifted = exp ? exp.getOperand().getDefiningOp<SubOp>() : SubOp();
    if (!shifted)
      return failure();
    Value x = shifted.getLhs();
    std::optional<int64_t> dim =
        rowStatistic(op.getRhs(), exp.getResult(), ReduceKind::Sum);
    if (!dim || rowStatistic(shifted.getRhs(), x, ReduceKind::Max) != dim)
      return failure();
    // Rounded back to the type x was converted up from: one softmax of it.
    auto up = x.getDefiningOp<ConvertOp>();
    if (up && op->hasOneUse()) {
      auto down = dyn_cast<ConvertOp>(*op->getUsers().begin());
      Type half = up.getOperand().getType();
      auto element = cast<RankedTensorType>(half).getElementType();
      if (down && down.getType() == half && (element.isF16() || element.isBF16())) {
        rewriter.replaceOpWithNewOp<SoftmaxOp>(down, up.getOperand(), *dim);
        return success();
      }
    }
    rewriter.replaceOpWithNewOp<SoftmaxOp>(op, x, *dim);
    return success();
  }
};

struct RaiseSoftmaxPass
    : public mlir::pyc::impl::RaiseSoftmaxBase<RaiseSoftmaxPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<DecomposedSoftmax>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
