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
#include "Transforms/Matchers.h"
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
