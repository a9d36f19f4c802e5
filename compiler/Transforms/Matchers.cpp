//===- Matchers.cpp - forms of attention's parts several passes read -----===//

#include "Transforms/Matchers.h"

#include "Pyc/IR/PycOps.h"

using namespace mlir;
using namespace mlir::pyc;

namespace {

// M x N grids evaluated to read a mask (1024 x 1024 takes about 1 ms).
constexpr int64_t kMaxMaskElements = int64_t{1} << 26;

/// An integer tensor as sum(coefficient[d] * index[d]) + constant over its
/// own indices, or a bool tensor as whether such a form compares to 0 by
/// `direction` (negated by `flip`).
struct Affine {
  SmallVector<int64_t> coefficients;
  int64_t constant = 0;
  std::optional<CompareDirection> direction;
  bool flip = false;
};

/// `v`'s affine form, if its index math has one (static shapes only).
std::optional<Affine> affine(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  int64_t rank = type.getRank();
  Operation *op = v.getDefiningOp();
  if (!op)
    return std::nullopt;
  if (auto iota = dyn_cast<IotaOp>(op)) {
    if (!type.getElementType().isInteger())
      return std::nullopt;
    Affine a{SmallVector<int64_t>(rank, 0)};
    a.coefficients[iota.getDim()] = 1;
    return a;
  }
  if (isa<ConstantOp>(op)) {
    DenseElementsAttr splat = getSplatConstant(v);
    auto i = splat ? dyn_cast<IntegerAttr>(splat.getSplatValue<Attribute>())
                   : IntegerAttr();
    if (!i || !type.getElementType().isInteger() ||
        type.getElementType().isInteger(1))
      return std::nullopt;
    return Affine{SmallVector<int64_t>(rank, 0), i.getInt()};
  }
  if (isa<AddOp, SubOp>(op)) {
    auto lhs = affine(op->getOperand(0)), rhs = affine(op->getOperand(1));
    if (!lhs || !rhs || lhs->direction || rhs->direction)
      return std::nullopt;
    int64_t sign = isa<SubOp>(op) ? -1 : 1;
    for (auto [l, r] : llvm::zip(lhs->coefficients, rhs->coefficients))
      l += sign * r;
    lhs->constant += sign * rhs->constant;
    return lhs;
  }
  if (auto compare = dyn_cast<CompareOp>(op)) {
    auto lhs = affine(compare.getLhs()), rhs = affine(compare.getRhs());
    if (!lhs || !rhs || lhs->direction || rhs->direction)
      return std::nullopt;
    for (auto [l, r] : llvm::zip(lhs->coefficients, rhs->coefficients))
      l -= r;
    lhs->constant -= rhs->constant;
    lhs->direction = compare.getDirection();
    return lhs;
  }
  if (auto notOp = dyn_cast<NotOp>(op)) {
    auto a = affine(notOp.getOperand());
    if (!a || !a->direction)
      return std::nullopt;
    a->flip = !a->flip;
    return a;
  }
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op)) {
    auto a = affine(broadcast.getOperand());
    if (!a)
      return std::nullopt;
    // An operand dim of size 1 has index 0 wherever it is spread.
    SmallVector<int64_t> coefficients(rank, 0);
    for (auto [k, d] : llvm::enumerate(broadcast.getDims()))
      coefficients[d] = a->coefficients[k];
    a->coefficients = coefficients;
    return a;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    // Only unit dims added or dropped: the other dims keep their order.
    auto a = affine(reshape.getOperand());
    if (!a)
      return std::nullopt;
    ArrayRef<int64_t> in = reshape.getOperand().getType().getShape();
    SmallVector<int64_t> coefficients(rank, 0);
    size_t k = 0;
    for (int64_t d = 0; d < rank; ++d) {
      if (type.getDimSize(d) == 1)
        continue;
      while (k < in.size() && in[k] == 1)
        ++k;
      if (k == in.size() || in[k] != type.getDimSize(d))
        return std::nullopt;
      coefficients[d] = a->coefficients[k++];
    }
    while (k < in.size() && in[k] == 1)
      ++k;
    if (k != in.size())
      return std::nullopt;
    a->coefficients = coefficients;
    return a;
  }
  return std::nullopt;
}

} // namespace

std::optional<int64_t> mlir::pyc::hiddenAboveDiagonal(Value condition,
                                                      bool hidden) {
  std::optional<Affine> a = affine(condition);
  if (!a || !a->direction)
    return std::nullopt;
  auto shape = cast<RankedTensorType>(condition.getType()).getShape();
  size_t rank = shape.size();
  for (size_t d = 0; d + 2 < rank; ++d)
    if (a->coefficients[d] != 0 && shape[d] != 1)
      return std::nullopt;
  int64_t m = shape[rank - 2], n = shape[rank - 1];
  if (m * n > kMaxMaskElements)
    return std::nullopt;
  int64_t ci = a->coefficients[rank - 2], cj = a->coefficients[rank - 1];
  auto hides = [&](int64_t i, int64_t j) {
    return (compareHolds(*a->direction, ci * i + cj * j + a->constant) !=
            a->flip) == hidden;
  };
  // Row 0 hides the columns past d; every row must then hide j > i + d.
  int64_t d = 0;
  while (d < n && !hides(0, d))
    ++d;
  if (d == 0 || d == n)
    return std::nullopt;
  --d;
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j)
      if (hides(i, j) != (j > i + d))
        return std::nullopt;
  return d;
}

std::optional<double> mlir::pyc::splatFloat(Value v) {
  DenseElementsAttr splat = getSplatConstant(v);
  auto f = splat ? dyn_cast<FloatAttr>(splat.getSplatValue<Attribute>())
                 : FloatAttr();
  return f ? std::optional(f.getValueAsDouble()) : std::nullopt;
}

std::optional<Scaling> mlir::pyc::matchScaling(Value v) {
  Scaling s;
  // The f32 form: convert(x * c) of convert(x), back to x's type.
  auto narrowed = v.getDefiningOp<ConvertOp>();
  if (narrowed) {
    s.ops.push_back(narrowed);
    v = narrowed.getOperand();
  }
  Operation *op = v.getDefiningOp();
  if (!isa_and_nonnull<MulOp, DivOp>(op))
    return std::nullopt;
  s.ops.push_back(op);
  std::optional<double> c = splatFloat(op->getOperand(1));
  s.scaled = op->getOperand(0);
  if (!c && isa<MulOp>(op)) {
    c = splatFloat(op->getOperand(0));
    s.scaled = op->getOperand(1);
  }
  if (!c)
    return std::nullopt;
  s.factor = isa<DivOp>(op) ? 1.0 / *c : *c;
  if (narrowed) {
    auto widened = s.scaled.getDefiningOp<ConvertOp>();
    if (!widened || widened.getOperand().getType() != narrowed.getType())
      return std::nullopt;
    s.ops.push_back(widened);
    s.scaled = widened.getOperand();
  }
  return s;
}

std::optional<int64_t> mlir::pyc::rowStatistic(Value v, Value of,
                                              ReduceKind kind) {
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

bool mlir::pyc::computedFromReduction(ValueRange values,
                                      function_ref<bool(Operation *)> inside) {
  SmallVector<Value> stack(values);
  DenseSet<Value> seen;
  while (!stack.empty()) {
    Value v = stack.pop_back_val();
    Operation *def = v.getDefiningOp();
    if (!def || !seen.insert(v).second || !inside(def))
      continue;
    if (def->hasTrait<OpTrait::pyc::Reduction>())
      return true;
    llvm::append_range(stack, def->getOperands());
  }
  return false;
}
