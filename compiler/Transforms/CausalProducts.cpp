//===- CausalProducts.cpp - mark the products a causal mask halves --------===//
//
// The rules are stated in Passes.td. Attention under a causal mask reads
//
//   s = matmul(q, kT)                          [B, M, N], regrouped freely
//   x = select(hide, -inf, s * c)  |  s * c + bias   (bias -inf where hidden)
//   p = e / rowsum(e),  e = exp(x - rowmax(x))    (maybe select(r, 0, p))
//   o = matmul(p, v)
//
// where `hide` is j > i + d. The elements of s above that diagonal reach
// no result (the mask replaces them), and p is 0 there, so both products
// may skip them: about half of each. In the backward, the scores' gradient
// is 0 there (a select of 0 where hidden), so the queries' gradient ds @ k
// and the keys' q^T @ ds may skip its zeros.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Matchers.h"
#include "Transforms/Passes.h"

#include <cmath>
#include <limits>

namespace mlir::pyc {
#define GEN_PASS_DEF_CAUSALPRODUCTS
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// `v` followed up through reshapes that only regroup its batch dims,
/// converts, and broadcasts that spread it along batch dims only: each
/// keeps an element's place in its last two dims.
Value throughBatchViews(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    auto broadcast = dyn_cast<BroadcastInDimOp>(def);
    if (broadcast) {
      auto from = cast<RankedTensorType>(broadcast.getOperand().getType());
      auto to = cast<RankedTensorType>(broadcast.getType());
      int64_t rank = from.getRank(), toRank = to.getRank();
      ArrayRef<int64_t> dims = broadcast.getDims();
      if (rank < 2 || dims[rank - 2] != toRank - 2 ||
          dims[rank - 1] != toRank - 1 ||
          from.getShape().take_back(2) != to.getShape().take_back(2))
        break;
    } else if (!regroupsBatch(def) && !isa<ConvertOp>(def)) {
      break;
    }
    v = def->getOperand(0);
  }
  return v;
}

/// The diagonal d above which every element of `v` is -inf: a select of
/// -inf where a causal mask hides, or a sum with such a bias (-inf plus a
/// finite score is -inf).
std::optional<int64_t> negInfAbove(Value v) {
  v = throughBatchViews(v);
  if (auto select = v.getDefiningOp<SelectOp>()) {
    if (isSplatFloat(select.getOnTrue(), -kInf))
      return hiddenAboveDiagonal(select.getCondition(), /*hidden=*/true);
    if (isSplatFloat(select.getOnFalse(), -kInf))
      return hiddenAboveDiagonal(select.getCondition(), /*hidden=*/false);
    return std::nullopt;
  }
  if (auto add = v.getDefiningOp<AddOp>()) {
    auto lhs = negInfAbove(add.getLhs());
    return lhs ? lhs : negInfAbove(add.getRhs());
  }
  return std::nullopt;
}

/// Whether `v` is a splat of a finite float.
bool isFiniteSplat(Value v) {
  std::optional<double> c = splatFloat(v);
  return c && std::isfinite(*c);
}

/// The least of two diagonals, either maybe none.
std::optional<int64_t> least(std::optional<int64_t> a,
                             std::optional<int64_t> b) {
  return a && b ? std::min(*a, *b) : a ? a : b;
}

/// The diagonal d above which every element of `v` is 0: a select of 0
/// where a causal mask hides (the scores' gradient), or between 0 and such
/// a value; such a value scaled by a finite splat; softmax over the last
/// dim of rows that are -inf there. With d >= 0 a row's own column is never
/// hidden, so its max is one of its elements: exp(-inf - max) is 0, and the
/// sum is at least 1, unless the max is -inf or NaN, and then the row's own
/// element is NaN, and so is its product with anything.
std::optional<int64_t> zeroAbove(Value v) {
  v = throughBatchViews(v);
  if (auto select = v.getDefiningOp<SelectOp>()) {
    if (isSplatFloat(select.getOnTrue(), 0.0))
      return least(hiddenAboveDiagonal(select.getCondition(), /*hidden=*/true),
                   zeroAbove(select.getOnFalse()));
    if (isSplatFloat(select.getOnFalse(), 0.0))
      return least(hiddenAboveDiagonal(select.getCondition(), /*hidden=*/false),
                   zeroAbove(select.getOnTrue()));
    return std::nullopt;
  }
  if (std::optional<Scaling> scaling = matchScaling(v))
    return std::isfinite(scaling->factor) ? zeroAbove(scaling->scaled)
                                          : std::nullopt;
  auto div = v.getDefiningOp<DivOp>();
  auto exp = div ? div.getLhs().getDefiningOp<ExpOp>() : ExpOp();
  auto shifted = exp ? exp.getOperand().getDefiningOp<SubOp>() : SubOp();
  if (!shifted)
    return std::nullopt;
  Value x = shifted.getLhs();
  int64_t last = cast<RankedTensorType>(x.getType()).getRank() - 1;
  if (rowStatistic(div.getRhs(), exp.getResult(), ReduceKind::Sum) != last ||
      rowStatistic(shifted.getRhs(), x, ReduceKind::Max) != last)
    return std::nullopt;
  return negInfAbove(x);
}

/// The diagonal d above which every reader of `v` masks its elements
/// away, through batch regroups, converts and scaling by a finite splat:
/// the -inf branch of a causal select replaces them, or a causal bias
/// (-inf plus anything finite, 0 included, is -inf). The least d of all
/// readers; none where one reads them otherwise.
std::optional<int64_t> maskedAbove(Value v) {
  std::optional<int64_t> all;
  for (OpOperand &use : v.getUses()) {
    Operation *user = use.getOwner();
    unsigned at = use.getOperandNumber();
    std::optional<int64_t> d;
    if (regroupsBatch(user) || isa<ConvertOp>(user)) {
      d = maskedAbove(user->getResult(0));
    } else if (isa<MulOp, DivOp>(user) &&
               (at == 0 || isa<MulOp>(user)) &&
               isFiniteSplat(user->getOperand(1 - at))) {
      d = maskedAbove(user->getResult(0));
    } else if (auto select = dyn_cast<SelectOp>(user)) {
      if (at == 2 && isSplatFloat(select.getOnTrue(), -kInf))
        d = hiddenAboveDiagonal(select.getCondition(), /*hidden=*/true);
      else if (at == 1 && isSplatFloat(select.getOnFalse(), -kInf))
        d = hiddenAboveDiagonal(select.getCondition(), /*hidden=*/false);
    } else if (isa<AddOp>(user)) {
      d = negInfAbove(user->getOperand(1 - at));
    }
    if (!d)
      return std::nullopt;
    all = least(all, d);
  }
  return all;
}

struct CausalProductsPass
    : mlir::pyc::impl::CausalProductsBase<CausalProductsPass> {
  void runOnOperation() override {
    getOperation().walk([](MatmulOp product) {
      Builder b(product);
      if (std::optional<int64_t> d = zeroAbove(product.getLhs()))
        product.setLhsZeroAboveAttr(b.getI64IntegerAttr(*d));
      if (std::optional<int64_t> d = zeroAbove(product.getRhs()))
        product.setRhsZeroAboveAttr(b.getI64IntegerAttr(*d));
      if (std::optional<int64_t> d = maskedAbove(product.getResult()))
        product.setResultMaskedAboveAttr(b.getI64IntegerAttr(*d));
    });
  }
};

} // namespace
