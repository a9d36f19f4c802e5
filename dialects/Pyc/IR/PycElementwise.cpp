//===- PycElementwise.cpp - folders of pyc's elementwise ops --------------===//
//
// Constant operands folded element by element (small tensors only), and
// the algebraic identities of each elementwise op.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Pyc/IR/PycOpSupport.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APSInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pyc;

using namespace mlir::pyc::detail;

namespace {

/// Non-splat constants with more elements than this are not folded: folding
/// would copy large tensors into the IR for no gain at run time.
constexpr int64_t kMaxFoldedElements = 256;

/// Folds an elementwise op whose operands are all dense constants. `fn` maps
/// the operands' elements at one position to the result element, or returns
/// null to refuse. Splat operands give a splat result.
Attribute foldElementwise(ArrayRef<Attribute> operands, Type resultType,
                          function_ref<Attribute(ArrayRef<Attribute>)> fn) {
  auto type = dyn_cast<RankedTensorType>(resultType);
  if (!type || !type.hasStaticShape())
    return {};
  SmallVector<DenseElementsAttr> dense;
  bool allSplat = true;
  for (Attribute operand : operands) {
    auto d = dyn_cast_or_null<DenseElementsAttr>(operand);
    if (!d)
      return {};
    dense.push_back(d);
    allSplat &= d.isSplat();
  }
  int64_t count = allSplat ? 1 : type.getNumElements();
  if (count > kMaxFoldedElements)
    return {};
  SmallVector<Attribute> elements(dense.size()), results;
  for (int64_t i = 0; i < count; ++i) {
    for (auto [j, d] : llvm::enumerate(dense))
      elements[j] = d.isSplat() ? d.getSplatValue<Attribute>()
                                : d.getValues<Attribute>()[i];
    Attribute r = fn(elements);
    if (!r)
      return {};
    results.push_back(r);
  }
  return DenseElementsAttr::get(type, results);
}

using FloatFn = function_ref<std::optional<APFloat>(ArrayRef<APFloat>)>;
using IntFn = function_ref<std::optional<APInt>(ArrayRef<APInt>)>;

/// Folds an op whose operands and result share one element type: `onFloat`
/// computes float elements, `onInt` integer and bool ones; a null function
/// (or std::nullopt) means "do not fold".
Attribute foldArith(ArrayRef<Attribute> operands, Type resultType,
                    FloatFn onFloat, IntFn onInt) {
  Type elementType = getElementTypeOrSelf(resultType);
  return foldElementwise(
      operands, resultType, [&](ArrayRef<Attribute> xs) -> Attribute {
        if (isa<FloatType>(elementType)) {
          if (!onFloat)
            return {};
          SmallVector<APFloat> values;
          for (Attribute x : xs)
            values.push_back(cast<FloatAttr>(x).getValue());
          std::optional<APFloat> r = onFloat(values);
          return r ? FloatAttr::get(elementType, *r) : Attribute();
        }
        if (!onInt)
          return {};
        SmallVector<APInt> values;
        for (Attribute x : xs)
          values.push_back(cast<IntegerAttr>(x).getValue());
        std::optional<APInt> r = onInt(values);
        return r ? IntegerAttr::get(elementType, *r) : Attribute();
      });
}

/// i1 is a bool (0 < 1); wider integers are signed, as in torch.
bool isBool(const APInt &v) { return v.getBitWidth() == 1; }
APInt intMax(const APInt &a, const APInt &b) {
  return isBool(a) ? llvm::APIntOps::umax(a, b) : llvm::APIntOps::smax(a, b);
}
APInt intMin(const APInt &a, const APInt &b) {
  return isBool(a) ? llvm::APIntOps::umin(a, b) : llvm::APIntOps::smin(a, b);
}

} // namespace

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValue(); }

//===----------------------------------------------------------------------===//
// Unary elementwise
//===----------------------------------------------------------------------===//

// neg(neg(x)) = x
OpFoldResult NegOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getOperand().getDefiningOp<NegOp>())
    return inner.getOperand();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> { return -x[0]; },
      [](ArrayRef<APInt> x) -> std::optional<APInt> { return -x[0]; });
}

// abs(abs(x)) = abs(x)
OpFoldResult AbsOp::fold(FoldAdaptor adaptor) {
  if (getOperand().getDefiningOp<AbsOp>())
    return getOperand();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> { return abs(x[0]); },
      [](ArrayRef<APInt> x) -> std::optional<APInt> { return x[0].abs(); });
}

static OpFoldResult foldRounding(Value operand, Attribute value, Type type,
                                 llvm::RoundingMode mode) {
  // floor(floor(x)) = floor(x), and likewise for ceil and any integral value.
  if (isa_and_nonnull<FloorOp, CeilOp>(operand.getDefiningOp()))
    return operand;
  return foldArith(
      value, type,
      [&](ArrayRef<APFloat> x) -> std::optional<APFloat> {
        APFloat r = x[0];
        r.roundToIntegral(mode);
        return r;
      },
      nullptr);
}

OpFoldResult FloorOp::fold(FoldAdaptor adaptor) {
  return foldRounding(getOperand(), adaptor.getOperand(), getType(),
                      llvm::RoundingMode::TowardNegative);
}

OpFoldResult CeilOp::fold(FoldAdaptor adaptor) {
  return foldRounding(getOperand(), adaptor.getOperand(), getType(),
                      llvm::RoundingMode::TowardPositive);
}

// not(not(x)) = x
OpFoldResult NotOp::fold(FoldAdaptor adaptor) {
  if (auto inner = getOperand().getDefiningOp<NotOp>())
    return inner.getOperand();
  return foldArith(adaptor.getOperands(), getType(), nullptr,
                   [](ArrayRef<APInt> x) -> std::optional<APInt> {
                     return ~x[0];
                   });
}

//===----------------------------------------------------------------------===//
// Binary elementwise
//
// Constants of commutative ops are moved to the right-hand side by the
// Commutative trait before these folders run, so only `rhs` is matched.
// Float identities keep the sign of zero exact: x + (-0.0) = x for every x,
// but x + 0.0 is not x when x is -0.0.
//===----------------------------------------------------------------------===//

OpFoldResult AddOp::fold(FoldAdaptor adaptor) {
  if (matchPattern(getRhs(), m_Zero()) || matchPattern(getRhs(), m_NegZeroFloat()))
    return getLhs();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> { return x[0] + x[1]; },
      [](ArrayRef<APInt> x) -> std::optional<APInt> { return x[0] + x[1]; });
}

OpFoldResult SubOp::fold(FoldAdaptor adaptor) {
  if (matchPattern(getRhs(), m_Zero()) || matchPattern(getRhs(), m_PosZeroFloat()))
    return getLhs();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> { return x[0] - x[1]; },
      [](ArrayRef<APInt> x) -> std::optional<APInt> { return x[0] - x[1]; });
}

OpFoldResult MulOp::fold(FoldAdaptor adaptor) {
  // (A one broadcast to run-time sizes, which no constant can hold, too:
  // addmm's alpha and beta with run-time batch or sequence.)
  if (matchPattern(getRhs(), m_One()) || isSplatFloat(getRhs(), 1.0))
    return getLhs();
  if (isSplatFloat(getLhs(), 1.0))
    return getRhs();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> { return x[0] * x[1]; },
      [](ArrayRef<APInt> x) -> std::optional<APInt> { return x[0] * x[1]; });
}

OpFoldResult DivOp::fold(FoldAdaptor adaptor) {
  if (matchPattern(getRhs(), m_One()) || isSplatFloat(getRhs(), 1.0))
    return getLhs();
  // Integer division is left alone: a zero divisor must fail at run time as
  // it does in torch, not at compile time.
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> { return x[0] / x[1]; },
      nullptr);
}

OpFoldResult MaxOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> {
        return maximum(x[0], x[1]);
      },
      [](ArrayRef<APInt> x) -> std::optional<APInt> {
        return intMax(x[0], x[1]);
      });
}

OpFoldResult MinOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs())
    return getLhs();
  return foldArith(
      adaptor.getOperands(), getType(),
      [](ArrayRef<APFloat> x) -> std::optional<APFloat> {
        return minimum(x[0], x[1]);
      },
      [](ArrayRef<APInt> x) -> std::optional<APInt> {
        return intMin(x[0], x[1]);
      });
}

// x and true = x; x and x = x
OpFoldResult AndOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs() || matchPattern(getRhs(), m_One()))
    return getLhs();
  return foldArith(adaptor.getOperands(), getType(), nullptr,
                   [](ArrayRef<APInt> x) -> std::optional<APInt> {
                     return x[0] & x[1];
                   });
}

// x or false = x; x or x = x
OpFoldResult OrOp::fold(FoldAdaptor adaptor) {
  if (getLhs() == getRhs() || matchPattern(getRhs(), m_Zero()))
    return getLhs();
  return foldArith(adaptor.getOperands(), getType(), nullptr,
                   [](ArrayRef<APInt> x) -> std::optional<APInt> {
                     return x[0] | x[1];
                   });
}

//===----------------------------------------------------------------------===//
// CompareOp, SelectOp, ConvertOp
//===----------------------------------------------------------------------===//

bool mlir::pyc::compareHolds(CompareDirection direction, int64_t order) {
  switch (direction) {
  case CompareDirection::EQ:
    return order == 0;
  case CompareDirection::NE:
    return order != 0;
  case CompareDirection::LT:
    return order < 0;
  case CompareDirection::LE:
    return order <= 0;
  case CompareDirection::GT:
    return order > 0;
  case CompareDirection::GE:
    return order >= 0;
  }
  llvm_unreachable("unknown compare direction");
}

OpFoldResult CompareOp::fold(FoldAdaptor adaptor) {
  CompareDirection direction = getDirection();
  Type i1 = IntegerType::get(getContext(), 1);
  return foldElementwise(
      adaptor.getOperands(), getType(), [&](ArrayRef<Attribute> xs) {
        bool r;
        if (auto lhs = dyn_cast<FloatAttr>(xs[0])) {
          APFloat::cmpResult c =
              lhs.getValue().compare(cast<FloatAttr>(xs[1]).getValue());
          // Unordered (NaN) compares false, except `ne`.
          r = c == APFloat::cmpUnordered
                  ? direction == CompareDirection::NE
                  : compareHolds(direction, c == APFloat::cmpLessThan ? -1
                                             : c == APFloat::cmpEqual  ? 0
                                                                       : 1);
        } else {
          APInt a = cast<IntegerAttr>(xs[0]).getValue();
          APInt b = cast<IntegerAttr>(xs[1]).getValue();
          bool less = isBool(a) ? a.ult(b) : a.slt(b);
          r = compareHolds(direction, a == b ? 0 : less ? -1 : 1);
        }
        return IntegerAttr::get(i1, r);
      });
}

/// Whether `value` is a splat constant of exactly `x` (a pad's value).
static bool isSplatOf(Value value, const APFloat &x) {
  DenseElementsAttr splat = getSplatConstant(value);
  if (!splat)
    return false;
  Attribute element = splat.getSplatValue<Attribute>();
  if (auto f = dyn_cast<FloatAttr>(element)) {
    APFloat wide = f.getValue();
    bool lost;
    wide.convert(APFloat::IEEEdouble(), APFloat::rmNearestTiesToEven, &lost);
    return wide.bitwiseIsEqual(x);
  }
  auto i = dyn_cast<IntegerAttr>(element);
  return i && x.isInteger() &&
         x.convertToDouble() ==
             static_cast<double>(i.getType().isInteger(1) ? i.getValue().getZExtValue()
                                                          : i.getInt());
}

/// select(pad(true, P, false), pad(x, P, v), v): a scatter into a constant
/// (a slice_scatter of zeros: a strided slice's gradient traced back from
/// torch) is the pad alone.
static Value scatteredIntoItsPadValue(SelectOp op) {
  auto mask = op.getCondition().getDefiningOp<PadOp>();
  auto placed = op.getOnTrue().getDefiningOp<PadOp>();
  if (!mask || !placed || !mask.getValue().isZero() ||
      mask.getLow() != placed.getLow() || mask.getHigh() != placed.getHigh() ||
      mask.getInterior() != placed.getInterior())
    return {};
  DenseElementsAttr inside = getSplatConstant(mask.getOperand());
  if (!inside || !inside.getSplatValue<bool>() ||
      !isSplatOf(op.getOnFalse(), placed.getValue()))
    return {};
  return placed.getResult();
}

/// What `inner` is wherever `outer` is `holds`, where that is known: the
/// same condition, or, where `outer` holds, an equality of the same integer
/// value with another constant.
static std::optional<bool> decided(Value outer, bool holds, Value inner) {
  if (inner == outer)
    return holds;
  auto a = outer.getDefiningOp<CompareOp>();
  auto b = inner.getDefiningOp<CompareOp>();
  if (!holds || !a || !b || a.getDirection() != CompareDirection::EQ ||
      b.getDirection() != CompareDirection::EQ || a.getLhs() != b.getLhs())
    return std::nullopt;
  DenseElementsAttr k = getSplatConstant(a.getRhs());
  DenseElementsAttr l = getSplatConstant(b.getRhs());
  if (!k || !l || !isa<IntegerType>(k.getElementType()))
    return std::nullopt;
  return k.getSplatValue<APInt>() == l.getSplatValue<APInt>();
}

// select(c, x, x) = x; select(true, x, y) = x; select(false, x, y) = y
// select(pad(true, P, false), pad(x, P, v), v) = pad(x, P, v)
// select(c, select(d, x, y), z) = select(c, x or y, z) where c decides d
//   (and likewise in the false branch): a max pooling's backward sends each
//   window offset's gradient through a chain of selects on `won == k`, one
//   an offset, each offset's gradient then read through all of them.
OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getOnTrue() == getOnFalse())
    return getOnTrue();
  if (matchPattern(getCondition(), m_One()))
    return getOnTrue();
  if (matchPattern(getCondition(), m_Zero()))
    return getOnFalse();
  if (Value pad = scatteredIntoItsPadValue(*this))
    return pad;
  for (unsigned branch : {1u, 2u}) {
    auto inner = getOperand(branch).getDefiningOp<SelectOp>();
    if (!inner)
      continue;
    if (std::optional<bool> d =
            decided(getCondition(), branch == 1, inner.getCondition())) {
      setOperand(branch, *d ? inner.getOnTrue() : inner.getOnFalse());
      return getResult();
    }
  }
  return {};
}

/// Converts one constant element the way torch's `Tensor.to(dtype)` does, or
/// returns null where the value has no exact meaning (NaN or out of range to
/// an integer).
static Attribute convertElement(Attribute value, Type to) {
  if (auto f = dyn_cast<FloatAttr>(value)) {
    APFloat x = f.getValue();
    if (auto floatType = dyn_cast<FloatType>(to)) {
      bool lost;
      x.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                &lost);
      return FloatAttr::get(to, x);
    }
    unsigned width = to.getIntOrFloatBitWidth();
    if (width == 1)
      return IntegerAttr::get(to, !x.isZero());
    APSInt result(width, /*isUnsigned=*/false);
    bool exact;
    // Dropping the fraction (opInexact) is the conversion itself; NaN,
    // infinities and values out of range give opInvalidOp.
    if (x.convertToInteger(result, APFloat::rmTowardZero, &exact) ==
        APFloat::opInvalidOp)
      return {};
    return IntegerAttr::get(to, result);
  }
  APInt x = cast<IntegerAttr>(value).getValue();
  bool isSigned = !isBool(x);
  if (auto floatType = dyn_cast<FloatType>(to)) {
    APFloat r(floatType.getFloatSemantics());
    r.convertFromAPInt(x, isSigned, APFloat::rmNearestTiesToEven);
    return FloatAttr::get(to, r);
  }
  unsigned width = to.getIntOrFloatBitWidth();
  if (width == 1)
    return IntegerAttr::get(to, !x.isZero());
  return IntegerAttr::get(to, isSigned ? x.sextOrTrunc(width)
                                       : x.zextOrTrunc(width));
}

OpFoldResult ConvertOp::fold(FoldAdaptor adaptor) {
  if (getOperand().getType() == getType())
    return getOperand();
  Type to = getElementTypeOrSelf(getType());
  return foldElementwise(adaptor.getOperands(), getType(),
                         [&](ArrayRef<Attribute> xs) {
                           return convertElement(xs[0], to);
                         });
}

