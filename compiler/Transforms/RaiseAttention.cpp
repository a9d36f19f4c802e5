//===- RaiseAttention.cpp - product, softmax, product as pyc.attention ----===//
//
// The rules are stated in Passes.td. After pyc-raise-softmax, attention
// reads
//
//   s = matmul(q, kT)                 [B, M, N], regrouped to any batch dims
//   y = s * c  |  s / c               (optional, c a splat constant)
//   x = select(masked, -inf, y)       (optional, masked = j > i: causal)
//   p = softmax(x, dim = last)
//   o = matmul(p, v)                  (p regrouped back to [B, M, N])
//
// Which elements the mask hides is read off its index math
// (`hiddenAboveDiagonal`): any arrangement of those ops that hides exactly
// j > i is causal.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Matchers.h"
#include "Transforms/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"

#include <limits>

namespace mlir::pyc {
#define GEN_PASS_DEF_RAISEATTENTION
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// Head sizes and types torch's FlashAttention takes (the GPU computes the
/// raised op with it; elsewhere the raised form would only trade saved
/// probabilities for a product recomputed in the backward).
constexpr int64_t kMaxHeadDim = 256;

/// `v` followed up through reshapes that only regroup its batch dims, each
/// read once.
Value throughRegroups(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (!regroupsBatch(def) || !def->hasOneUse())
      break;
    v = def->getOperand(0);
  }
  return v;
}

/// What a match found: the operands and attributes of the attention that
/// computes `product`.
struct Match {
  MatmulOp product;
  Value query, keyTransposed, value;
  double scale = 1.0;
  bool causal = false;
};

std::optional<Match> match(MatmulOp product) {
  Match m{product};
  m.value = product.getRhs();
  auto softmax = throughRegroups(product.getLhs()).getDefiningOp<SoftmaxOp>();
  if (!softmax || !softmax->hasOneUse() ||
      softmax.getDim() != softmax.getType().getRank() - 1)
    return std::nullopt;
  Value x = softmax.getOperand();
  if (auto select = x.getDefiningOp<SelectOp>()) {
    double inf = std::numeric_limits<double>::infinity();
    bool hidesTrue = isSplatFloat(select.getOnTrue(), -inf);
    if (!select->hasOneUse() ||
        !(hidesTrue || isSplatFloat(select.getOnFalse(), -inf)))
      return std::nullopt;
    // select(hide, -inf, y) or select(keep, y, -inf).
    if (hiddenAboveDiagonal(select.getCondition(), hidesTrue) != 0)
      return std::nullopt;
    m.causal = true;
    x = hidesTrue ? select.getOnFalse() : select.getOnTrue();
  }
  if (std::optional<Scaling> scaling = matchScaling(x)) {
    if (scaling->factor == 0.0 || !std::isfinite(scaling->factor) ||
        !llvm::all_of(scaling->ops, [](Operation *op) { return op->hasOneUse(); }))
      return std::nullopt;
    m.scale = scaling->factor;
    x = scaling->scaled;
  }
  auto scores = throughRegroups(x).getDefiningOp<MatmulOp>();
  if (!scores || !scores->hasOneUse() ||
      scores.getType() != product.getLhs().getType())
    return std::nullopt;
  m.query = scores.getLhs();
  m.keyTransposed = scores.getRhs();
  // The operands before the batch dims were merged for the products (heads
  // apart, as [batch, heads, rows, features] views of one projection):
  // FlashAttention reads such views as they are, without copies.
  Value operands[] = {throughRegroups(m.query),
                      throughRegroups(m.keyTransposed),
                      throughRegroups(m.value)};
  auto batch = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getShape().drop_back(2);
  };
  if (batch(operands[0]) == batch(operands[1]) &&
      batch(operands[0]) == batch(operands[2])) {
    m.query = operands[0];
    m.keyTransposed = operands[1];
    m.value = operands[2];
  }

  // The forms torch's FlashAttention takes: f16 or bf16, one head size (a
  // multiple of 8, at most 256), static sizes.
  auto q = cast<RankedTensorType>(m.query.getType());
  auto v = cast<RankedTensorType>(m.value.getType());
  Type element = q.getElementType();
  int64_t d = q.getShape().back();
  if (!(element.isF16() || element.isBF16()) || !q.hasStaticShape() ||
      !v.hasStaticShape() || !scores.getType().hasStaticShape() ||
      v.getShape().back() != d || d % 8 != 0 || d > kMaxHeadDim ||
      v.getElementType() != element)
    return std::nullopt;
  return m;
}

void raise(Match &m) {
  OpBuilder b(m.product);
  Location loc = m.product.getLoc();
  int64_t rank = cast<RankedTensorType>(m.query.getType()).getRank();
  SmallVector<int64_t> swap = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::swap(swap[rank - 1], swap[rank - 2]);
  Value key = TransposeOp::create(b, loc, m.keyTransposed, swap);
  auto attention = AttentionOp::create(b, loc, m.query, key, m.value,
                                       /*bias=*/Value(), b.getF64FloatAttr(m.scale),
                                       m.causal ? b.getUnitAttr() : UnitAttr());
  // The product, softmax, mask and scores, read by nothing now: erased
  // users first.
  llvm::SetVector<Operation *> replaced;
  (void)getBackwardSlice(m.product.getOperation(), &replaced);
  replaced.insert(m.product);
  Value out = attention.getOut();
  if (out.getType() != m.product.getType())
    out = ReshapeOp::create(b, loc, m.product.getType(), out, AffineMapAttr());
  m.product.getResult().replaceAllUsesWith(out);
  Block *block = attention->getBlock();
  for (Operation &op :
       llvm::make_early_inc_range(llvm::reverse(block->getOperations())))
    if (replaced.contains(&op) && isOpTriviallyDead(&op))
      op.erase();
}

struct RaiseAttentionPass
    : mlir::pyc::impl::RaiseAttentionBase<RaiseAttentionPass> {
  void runOnOperation() override {
    SmallVector<MatmulOp> products;
    getOperation().walk([&](MatmulOp op) { products.push_back(op); });
    for (MatmulOp product : products)
      if (std::optional<Match> m = match(product))
        raise(*m);
  }
};

} // namespace
