//===- FuseAttention.cpp - scores, softmax and output as one kernel -------===//
//
// pyc-fuse leaves attention as three kernels: the scores (a contraction),
// their row softmax (a reduction) and the softmax times the values (a
// contraction), with the scores and the probabilities, S x S each, between
// them in memory. This pass merges the three into one `attention` kernel,
// which the GPU code generator computes block of keys by block of keys
// with an online softmax (FlashAttention: Dao et al., 2022), so that
// neither reaches memory.
//
// The merge is exact only for the structure checked below: the softmax's
// operand is computed from the scores element by element (a scale, a mask,
// a bias, converts), its normalizer is the shifted exponential sum of that
// operand, and the probabilities reach the second product only through
// views that regroup the batch dims and float converts (which commute with
// the per-row normalization that the kernel applies last). Anything else
// is left as it is.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/GpuLaunch.h"
#include "Transforms/MergedKernel.h"
#include "Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/Transforms/RegionUtils.h"

#include <limits>

#include "llvm/ADT/SetVector.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_FUSEATTENTION
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

using Shape = SmallVector<AffineExpr>;

/// A float-to-float convert: rounding, which commutes with scaling a row
/// up to rounding.
bool convertsFloat(Operation *op) {
  auto convert = dyn_cast<ConvertOp>(op);
  return convert &&
         isa<FloatType>(getElementTypeOrSelf(convert.getOperand().getType())) &&
         isa<FloatType>(getElementTypeOrSelf(convert.getResult().getType()));
}

/// `v` followed up through ops that `through` takes, each read once.
Value source(Value v, function_ref<bool(Operation *)> through) {
  while (Operation *op = v.getDefiningOp()) {
    if (!through(op) || op->getNumOperands() != 1 || !op->hasOneUse())
      break;
    v = op->getOperand(0);
  }
  return v;
}

/// A row's value spread back along the row: the keepdim reshape and the
/// broadcast of a reduction over the last dim, and stop_gradient.
bool spreadsRow(Operation *op) {
  if (isa<StopGradientOp>(op))
    return true;
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    ArrayRef<int64_t> out = reshape.getResult().getType().getShape();
    return !out.empty() && out.back() == 1 &&
           reshape.getOperand().getType().getShape() == out.drop_back();
  }
  auto broadcast = dyn_cast<BroadcastInDimOp>(op);
  if (!broadcast)
    return false;
  ArrayRef<int64_t> dims = broadcast.getDims();
  int64_t rank = broadcast.getResult().getType().getRank();
  auto in = broadcast.getOperand().getType().getShape();
  for (auto [i, d] : llvm::enumerate(dims))
    if (d != static_cast<int64_t>(i))
      return false;
  return static_cast<int64_t>(dims.size()) == rank - 1 ||
         (static_cast<int64_t>(dims.size()) == rank && in.back() == 1);
}

/// Whether `to` is computed from `from` element by element: every op that
/// `to` is computed from and that reads `from` (directly or not) is
/// pointwise or regroups the batch dims.
bool elementwise(Value from, Value to) {
  if (from == to)
    return true;
  Operation *last = to.getDefiningOp();
  if (!last)
    return false;
  llvm::SetVector<Operation *> slice;
  SmallVector<Operation *> work{last};
  while (!work.empty()) {
    Operation *op = work.pop_back_val();
    if (!slice.insert(op))
      continue;
    for (Value v : op->getOperands())
      if (Operation *def = v.getDefiningOp();
          def && def->getBlock() == last->getBlock())
        work.push_back(def);
  }
  DenseSet<Value> reads{from};
  for (Operation &op : *last->getBlock()) {
    if (!slice.contains(&op) ||
        llvm::none_of(op.getOperands(),
                      [&](Value v) { return reads.contains(v); }))
      continue;
    if (!op.hasTrait<OpTrait::pyc::Pointwise>() && !regroupsBatch(&op))
      return false;
    reads.insert(op.getResults().begin(), op.getResults().end());
  }
  return reads.contains(to);
}

/// The kernel's one matmul, if it has exactly one.
MatmulOp onlyProduct(KernelOp kernel) {
  auto products = kernel.getBody().getOps<MatmulOp>();
  if (std::distance(products.begin(), products.end()) != 1)
    return {};
  return *products.begin();
}

/// Whether tl.dot takes the product's operands: both f32, f16 or bf16.
bool dotOperands(MatmulOp product) {
  Type lhs = getElementTypeOrSelf(product.getLhs().getType());
  return (lhs.isF32() || lhs.isF16() || lhs.isBF16()) &&
         getElementTypeOrSelf(product.getRhs().getType()) == lhs;
}

/// torch's safe softmax (SDPA's): `select(spread(all), 0, p)` where `all`
/// says that every element of x's row is -inf, as
/// `not(max(not(x == -inf)))` over the last dim. The rows it zeroes (NaN
/// in a plain softmax) are those whose sum is 0. Returns the row value
/// (`not(...)`, of x's shape less the last dim, or with it 1) and the
/// reduction, or nothing.
std::optional<std::pair<Value, ReduceOp>> safeRows(SelectOp select, Value x) {
  if (!isSplatFloat(select.getOnTrue(), 0.0))
    return std::nullopt;
  auto all = source(select.getCondition(), spreadsRow).getDefiningOp<NotOp>();
  auto any = all ? source(all.getOperand(), spreadsRow).getDefiningOp<ReduceOp>()
                 : ReduceOp();
  auto finite = any ? any.getOperand().getDefiningOp<NotOp>() : NotOp();
  auto masked = finite ? finite.getOperand().getDefiningOp<CompareOp>()
                       : CompareOp();
  if (!masked || any.getKind() != ReduceKind::Max ||
      masked.getDirection() != CompareDirection::EQ || masked.getLhs() != x ||
      !isSplatFloat(masked.getRhs(), -std::numeric_limits<double>::infinity()))
    return std::nullopt;
  return std::pair(all.getResult(), any);
}

/// Three kernels to merge: the scores `c1`, the softmax `r` (reading the
/// scores as its argument `scoresArg`), the output `c2` (reading the
/// probabilities as its argument `probsArg`); `safe`, the select of a
/// safe softmax and its rows (safeRows).
struct Match {
  KernelOp c1, r, c2;
  unsigned scoresArg, probsArg;
  SelectOp safe;
  Value safeRows;
};

std::optional<Match> match(KernelOp c2) {
  MatmulOp second = c2.getKind() == KernelKind::Contraction ? onlyProduct(c2)
                                                            : MatmulOp();
  if (!second || !dotOperands(second))
    return std::nullopt;
  auto probsArg = dyn_cast<BlockArgument>(source(
      second.getLhs(),
      [](Operation *op) { return regroupsBatch(op) || convertsFloat(op); }));
  if (!probsArg || !probsArg.hasOneUse())
    return std::nullopt;
  Value probs = c2.getOperand(probsArg.getArgNumber());
  auto r = probs.getDefiningOp<KernelOp>();
  if (!r || r.getKind() != KernelKind::Reduction || r.getNumResults() != 1 ||
      !probs.hasOneUse())
    return std::nullopt;

  // The softmax: y = views(exp(x - spread(max x)) / spread(sum exp(..))),
  // or the safe softmax of that, all reductions over x's last dim.
  Block &body = r.getBody().front();
  SmallVector<ReduceOp> reductions;
  for (Operation &op : body) {
    if (!op.hasTrait<OpTrait::pyc::Reduction>())
      continue;
    auto reduce = dyn_cast<ReduceOp>(op);
    int64_t rank = reduce ? reduce.getOperand().getType().getRank() : 0;
    if (!reduce || getReducedDims(reduce) != SmallVector<int64_t>{rank - 1})
      return std::nullopt;
    reductions.push_back(reduce);
  }
  if (reductions.size() < 2 || reductions.size() > 3 ||
      reductions[0].getKind() != ReduceKind::Max ||
      reductions[1].getKind() != ReduceKind::Sum)
    return std::nullopt;
  ReduceOp max = reductions[0], sum = reductions[1];
  auto exp = sum.getOperand().getDefiningOp<ExpOp>();
  auto shifted = exp ? exp.getOperand().getDefiningOp<SubOp>() : SubOp();
  if (!shifted || shifted.getLhs() != max.getOperand() ||
      source(shifted.getRhs(), spreadsRow) != max.getResult())
    return std::nullopt;
  Value yielded = source(body.getTerminator()->getOperand(0), [](Operation *op) {
    return regroupsBatch(op) || convertsFloat(op);
  });
  auto safe = yielded.getDefiningOp<SelectOp>();
  std::optional<std::pair<Value, ReduceOp>> zeroed;
  if (safe) {
    zeroed = safeRows(safe, max.getOperand());
    if (!zeroed || reductions.size() != 3 || zeroed->second != reductions[2] ||
        !safe->hasOneUse() || !safe.getType().hasStaticShape())
      return std::nullopt;
    yielded = safe.getOnFalse();
  } else if (reductions.size() != 2) {
    return std::nullopt;
  }
  auto normalized = yielded.getDefiningOp<DivOp>();
  if (!normalized || normalized.getLhs() != exp.getResult() ||
      source(normalized.getRhs(), spreadsRow) != sum.getResult())
    return std::nullopt;

  // The scores: the one argument the softmax's operand is computed from
  // element by element, the result of a contraction read nowhere else.
  Value x = max.getOperand();
  std::optional<Match> found;
  for (BlockArgument arg : body.getArguments()) {
    Value scores = r.getOperand(arg.getArgNumber());
    auto c1 = scores.getDefiningOp<KernelOp>();
    if (!c1 || c1.getKind() != KernelKind::Contraction || !scores.hasOneUse() ||
        c1.getNumResults() != 1 || !elementwise(arg, x))
      continue;
    MatmulOp first = onlyProduct(c1);
    if (!first || !dotOperands(first) ||
        !elementwise(first.getResult(),
                     c1.getBody().front().getTerminator()->getOperand(0)))
      continue;
    if (found)
      return std::nullopt; // two candidates: not an attention this pass knows
    found = Match{c1,   r, c2, arg.getArgNumber(), probsArg.getArgNumber(),
                  safe, zeroed ? zeroed->first : Value()};
  }
  if (!found)
    return std::nullopt;

  // Shapes: [batch..., M, N] scores and probabilities alike, head dims
  // static and at most gpu::kMaxHeadDim.
  MatmulOp first = onlyProduct(found->c1);
  auto scores = splitBatch(first.getResult()), rows = splitBatch(x),
       weights = splitBatch(second.getLhs());
  if (!scores || scores != rows || scores != weights)
    return std::nullopt;
  for (Value head : {first.getLhs(), second.getRhs()}) {
    int64_t d = cast<RankedTensorType>(head.getType()).getShape().back();
    if (ShapedType::isDynamic(d) || d > gpu::kMaxHeadDim)
      return std::nullopt;
  }
  return found;
}

/// A safe softmax's select moved from the probabilities to the output:
/// select(rows, 0, p) @ v is select(rows, 0, p @ v) for a row predicate,
/// and the kernel normalizes p only after the product. (Where v holds an
/// inf, eager's 0 * inf makes NaN in such a row; here it stays 0.)
void zeroRowsOfOutput(OpBuilder &b, Location loc, SelectOp select,
                      Value rows, Value product) {
  select.replaceAllUsesWith(select.getOnFalse());
  auto out = cast<RankedTensorType>(product.getType());
  ArrayRef<int64_t> shape = out.getShape();
  // The row predicate as [batch..., M, 1] of the output's batch dims.
  auto column = [&](ArrayRef<int64_t> s) {
    SmallVector<int64_t> sizes(s);
    sizes.back() = 1;
    return RankedTensorType::get(sizes, b.getI1Type());
  };
  b.setInsertionPointAfterValue(product);
  auto rowsType = cast<RankedTensorType>(rows.getType());
  SmallVector<int64_t> keep(rowsType.getShape());
  if (static_cast<int64_t>(keep.size()) == select.getType().getRank() - 1)
    keep.push_back(1);
  Value p = rows;
  for (RankedTensorType t :
       {RankedTensorType::get(keep, b.getI1Type()), column(shape)})
    if (p.getType() != t)
      p = ReshapeOp::create(b, loc, t, p, AffineMapAttr());
  SmallVector<int64_t> dims =
      llvm::to_vector(llvm::seq<int64_t>(0, out.getRank()));
  p = BroadcastInDimOp::create(b, loc,
                               RankedTensorType::get(shape, b.getI1Type()), p,
                               dims, AffineMapAttr());
  Value zero = ConstantOp::create(
      b, loc, out,
      DenseElementsAttr::get(out, b.getZeroAttr(out.getElementType())));
  auto zeroed = SelectOp::create(b, loc, out, p, zero, product);
  product.replaceAllUsesExcept(zeroed.getResult(), zeroed);
  // The select's condition, now read by nothing.
  select.erase();
  Block *body = zeroed->getBlock();
  SmallVector<Operation *> ops = llvm::map_to_vector(
      body->without_terminator(), [](Operation &op) { return &op; });
  for (Operation *op : llvm::reverse(ops))
    if (isOpTriviallyDead(op))
      op->erase();
}

/// One `attention` kernel in place of the three, reading their inputs
/// (each once) and computing the output kernel's results.
void fuse(Match m) {
  MergedKernel merged;
  IRMapping &map = merged.map;
  auto skip = [](unsigned number) {
    return [number](BlockArgument arg) { return arg.getArgNumber() == number; };
  };
  merged.take(m.c1, [](BlockArgument) { return false; });
  merged.take(m.r, skip(m.scoresArg));
  merged.take(m.c2, skip(m.probsArg));
  OpBuilder inside(m.c2.getContext());
  inside.setInsertionPointToEnd(merged.body);
  auto clone = [&](KernelOp k) {
    for (Operation &op : k.getBody().front().without_terminator())
      inside.clone(op, map);
    return k.getBody().front().getTerminator()->getOperands();
  };
  map.map(m.r.getBody().getArgument(m.scoresArg),
          map.lookup(clone(m.c1).front()));
  map.map(m.c2.getBody().getArgument(m.probsArg),
          map.lookup(clone(m.r).front()));
  SmallVector<Value> results;
  for (Value v : clone(m.c2))
    results.push_back(map.lookup(v));
  Location loc = inside.getFusedLoc({m.c1.getLoc(), m.r.getLoc(), m.c2.getLoc()});
  YieldOp::create(inside, loc, results);
  if (m.safe)
    zeroRowsOfOutput(inside, loc, cast<SelectOp>(map.lookup(m.safe.getResult())
                                                     .getDefiningOp()),
                     map.lookup(m.safeRows),
                     map.lookup(onlyProduct(m.c2).getResult()));
  merged.replace(m.c2, KernelKind::Attention, loc);
  m.r.erase();
  m.c1.erase();
}

struct FuseAttentionPass
    : mlir::pyc::impl::FuseAttentionBase<FuseAttentionPass> {
  void runOnOperation() override {
    mergeKernels(getOperation(), [](KernelOp kernel) {
      std::optional<Match> m = match(kernel);
      if (m)
        fuse(*m);
      return m.has_value();
    });
  }
};

} // namespace
