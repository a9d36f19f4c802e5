//===- PycOps.cpp - verifiers, type inference and folders of pyc ops ------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"

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

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

namespace {

/// Two extents agree unless both are static and differ.
bool extentsAgree(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

/// Prints `[2, ?, 4]`: a list of sizes or indices, `?` for dynamic sizes.
std::string formatList(ArrayRef<int64_t> values) {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << "[";
  llvm::interleaveComma(values, os, [&](int64_t v) {
    if (ShapedType::isDynamic(v))
      os << "?";
    else
      os << v;
  });
  os << "]";
  return s;
}

/// Reports a shape error found while inferring result types. The op name is
/// spelled out because inference runs without an Operation (Python builders).
template <typename... Args>
LogicalResult inferError(std::optional<Location> loc, StringRef opName,
                         Args &&...args) {
  return emitOptionalError(loc, "'pyc.", opName, "' op ",
                           std::forward<Args>(args)...);
}

/// Checks `sizes`, a result shape over the function's symbols: no dims, one
/// result per dim of `type`, a constant result equal to each static dim,
/// and a result for each dim of `needed` (the `?` dims no operand gives).
LogicalResult verifySizes(Operation *op, AffineMapAttr sizes,
                          RankedTensorType type, ArrayRef<int64_t> needed) {
  if (!sizes) {
    if (needed.empty())
      return success();
    return op->emitOpError("result dimension ")
           << needed.front() << " of " << type
           << " is dynamic and no operand gives its size; it needs `sizes`";
  }
  AffineMap map = sizes.getValue();
  if (map.getNumDims() != 0 ||
      map.getNumResults() != static_cast<unsigned>(type.getRank()))
    return op->emitOpError("sizes ")
           << sizes << " must map no dims to " << type.getRank()
           << " sizes, one per result dimension";
  for (auto [d, expr] : llvm::enumerate(map.getResults())) {
    auto constant = dyn_cast<AffineConstantExpr>(expr);
    if (!type.isDynamicDim(d) &&
        (!constant || constant.getValue() != type.getDimSize(d)))
      return op->emitOpError("sizes ")
             << sizes << " give dimension " << d
             << " a size other than the result type's, "
             << type.getDimSize(d);
  }
  return success();
}

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

/// Checks that `dim` names a dimension of a rank-`rank` tensor.
LogicalResult checkDim(std::optional<Location> loc, StringRef opName,
                       int64_t dim, int64_t rank) {
  if (dim < 0 || dim >= rank)
    return inferError(loc, opName, "dim ", dim,
                      " is out of range for a tensor of rank ", rank);
  return success();
}

RankedTensorType rankedOrNull(Type t) { return dyn_cast<RankedTensorType>(t); }

} // namespace

Type mlir::pyc::getBoolTypeLike(Type type) {
  Type i1 = IntegerType::get(type.getContext(), 1);
  if (auto shaped = dyn_cast<ShapedType>(type))
    return shaped.clone(i1);
  return i1;
}

DenseElementsAttr mlir::pyc::getSplatConstant(Value value) {
  while (auto broadcast = value.getDefiningOp<BroadcastInDimOp>())
    value = broadcast.getOperand();
  DenseElementsAttr attr;
  if (!matchPattern(value, m_Constant(&attr)) || !attr.isSplat())
    return {};
  return attr;
}

bool mlir::pyc::isSplatFloat(Value value, double x) {
  DenseElementsAttr splat = getSplatConstant(value);
  auto f = splat ? dyn_cast<FloatAttr>(splat.getSplatValue<Attribute>())
                 : FloatAttr();
  return f && f.getValueAsDouble() == x;
}

std::optional<int64_t> mlir::pyc::getElementBytes(Type type) {
  if (!type.isIntOrFloat())
    return std::nullopt;
  return llvm::divideCeil(type.getIntOrFloatBitWidth(), 8);
}

std::optional<int64_t> mlir::pyc::getStorageBytes(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return std::nullopt;
  std::optional<int64_t> bytes = getElementBytes(tensor.getElementType());
  if (!bytes)
    return std::nullopt;
  return tensor.getNumElements() * *bytes;
}

IndexedRead mlir::pyc::getIndexedRead(Operation *op, ValueRange resultIndex) {
  // gather: result [p, j, q] reads operand [p, indices[j], q];
  // take_along_dim: result p reads operand p with indices[p] at `dim`.
  auto gather = dyn_cast<GatherOp>(op);
  int64_t dim = gather ? gather.getDim() : cast<TakeAlongDimOp>(op).getDim();
  int64_t indexRank =
      gather ? cast<RankedTensorType>(gather.getIndices().getType()).getRank()
             : 1;
  ValueRange at =
      gather ? resultIndex.slice(dim, indexRank) : resultIndex;
  int64_t operandRank =
      cast<RankedTensorType>(op->getOperand(0).getType()).getRank();
  return {dim, llvm::to_vector(at), llvm::to_vector(resultIndex), indexRank,
          operandRank};
}

SmallVector<Value> IndexedRead::operandIndex(Value where) const {
  SmallVector<Value> index;
  for (int64_t d = 0; d < operandRank; ++d)
    index.push_back(d == dim  ? where
                    : d < dim ? resultIndex[d]
                              : resultIndex[d + indexRank - 1]);
  return index;
}

/// The op name and the `file:line` a location gives (see describeOp).
static std::pair<std::string, std::string> nameAndPlace(Location loc) {
  if (auto named = dyn_cast<NameLoc>(loc))
    return {named.getName().str(), nameAndPlace(named.getChildLoc()).second};
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return {"", file.getFilename().str() + ":" + std::to_string(file.getLine())};
  if (auto call = dyn_cast<CallSiteLoc>(loc))
    return nameAndPlace(call.getCallee());
  if (auto fused = dyn_cast<FusedLoc>(loc)) {
    std::pair<std::string, std::string> placed;
    for (Location part : fused.getLocations()) {
      auto found = nameAndPlace(part);
      if (!found.first.empty())
        return found;
      if (placed.second.empty())
        placed = found;
    }
    return placed;
  }
  return {};
}

std::string mlir::pyc::describeOp(Location loc, StringRef op) {
  auto [name, place] = nameAndPlace(loc);
  if (name.empty())
    name = op.str();
  return place.empty() ? name : name + " at " + place;
}

SmallVector<int64_t> mlir::pyc::getReducedDims(Operation *op) {
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return llvm::to_vector(reduce.getDims());
  if (auto argmax = dyn_cast<ArgMaxOp>(op))
    return {argmax.getDim()};
  return {cast<ArgMinOp>(op).getDim()};
}

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

// select(c, x, x) = x; select(true, x, y) = x; select(false, x, y) = y
OpFoldResult SelectOp::fold(FoldAdaptor adaptor) {
  if (getOnTrue() == getOnFalse())
    return getOnTrue();
  if (matchPattern(getCondition(), m_One()))
    return getOnTrue();
  if (matchPattern(getCondition(), m_Zero()))
    return getOnFalse();
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

//===----------------------------------------------------------------------===//
// BroadcastInDimOp
//===----------------------------------------------------------------------===//

LogicalResult BroadcastInDimOp::verify() {
  auto in = cast<RankedTensorType>(getOperand().getType());
  auto out = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> dims = getDims();
  if (static_cast<int64_t>(dims.size()) != in.getRank())
    return emitOpError("has ")
           << dims.size() << " dims for an operand of rank " << in.getRank();
  // `?` result dims that no `?` operand dim gives take theirs from `sizes`.
  SmallVector<int64_t> needed;
  for (int64_t d = 0; d < out.getRank(); ++d) {
    const auto *from = llvm::find(dims, d);
    if (out.isDynamicDim(d) &&
        (from == dims.end() || from - dims.begin() >= in.getRank() ||
         !in.isDynamicDim(from - dims.begin())))
      needed.push_back(d);
  }
  if (failed(verifySizes(*this, getSizesAttr(), out, needed)))
    return failure();
  for (auto [i, d] : llvm::enumerate(dims)) {
    if (d < 0 || d >= out.getRank())
      return emitOpError("dims[")
             << i << "] = " << d << " is out of range for a result of rank "
             << out.getRank();
    if (i > 0 && d <= dims[i - 1])
      return emitOpError("dims ") << formatList(dims)
                                  << " are not strictly increasing";
    int64_t size = in.getDimSize(i);
    if (out.isDynamicDim(d) && !in.isDynamicDim(i) && size != 1)
      return emitOpError("result dimension ")
             << d << " is dynamic but operand dimension " << i << " is "
             << size << "; only a dynamic operand dimension, or one of 1, "
             << "gives a dynamic result dimension";
    if (in.isDynamicDim(i) && !out.isDynamicDim(d))
      return emitOpError("operand dimension ")
             << i << " is dynamic but result dimension " << d << " is "
             << out.getDimSize(d) << "; a dynamic dimension keeps its size";
    if (size != 1 && !extentsAgree(size, out.getDimSize(d)))
      return emitOpError("operand dimension ")
             << i << " of size " << size
             << " is neither 1 nor the size of result dimension " << d << " ("
             << out.getDimSize(d) << ")";
  }
  return success();
}

OpFoldResult BroadcastInDimOp::fold(FoldAdaptor adaptor) {
  // Same type and strictly increasing dims: the identity.
  if (getOperand().getType() == getType())
    return getOperand();
  auto type = cast<RankedTensorType>(getType());
  // broadcast(splat) = splat of the larger shape
  if (auto splat = dyn_cast_or_null<SplatElementsAttr>(adaptor.getOperand()))
    if (type.hasStaticShape())
      return SplatElementsAttr::get(type, splat.getSplatValue<Attribute>());
  // broadcast(broadcast(x, d1), d2) = broadcast(x, d2[d1]); a `?` dim that
  // the inner broadcast sized keeps that size.
  if (auto inner = getOperand().getDefiningOp<BroadcastInDimOp>()) {
    SmallVector<int64_t> dims;
    for (int64_t d : inner.getDims())
      dims.push_back(getDims()[d]);
    AffineMapAttr sizes = getSizesAttr();
    if (inner.getSizes() && !type.hasStaticShape()) {
      AffineMap innerSizes = *inner.getSizes();
      SmallVector<AffineExpr> exprs;
      for (int64_t d = 0; d < type.getRank(); ++d)
        exprs.push_back(getAffineConstantExpr(type.getDimSize(d), getContext()));
      if (sizes)
        exprs.assign(sizes.getValue().getResults().begin(),
                     sizes.getValue().getResults().end());
      for (auto [i, d] : llvm::enumerate(getDims()))
        if (type.isDynamicDim(d))
          exprs[d] = innerSizes.getResult(i);
      unsigned symbols = std::max(innerSizes.getNumSymbols(),
                                  sizes ? sizes.getValue().getNumSymbols() : 0);
      sizes = AffineMapAttr::get(AffineMap::get(0, symbols, exprs, getContext()));
    }
    getOperandMutable().assign(inner.getOperand());
    setDims(dims);
    setSizesAttr(sizes);
    return getResult();
  }
  return {};
}

//===----------------------------------------------------------------------===//
// ReshapeOp
//===----------------------------------------------------------------------===//

LogicalResult ReshapeOp::verify() {
  auto in = cast<RankedTensorType>(getOperand().getType());
  auto out = cast<RankedTensorType>(getType());
  if (out.getNumDynamicDims() > 1 && !getSizes())
    return emitOpError("result ")
           << out << " has more than one dynamic dimension and no `sizes`; "
           << "its shape would be ambiguous";
  if (failed(verifySizes(*this, getSizesAttr(), out, {})))
    return failure();
  if (in.hasStaticShape() && out.hasStaticShape() &&
      in.getNumElements() != out.getNumElements())
    return emitOpError("cannot reshape ")
           << in.getNumElements() << " elements " << in << " into "
           << out.getNumElements() << " elements " << out;
  return success();
}

OpFoldResult ReshapeOp::fold(FoldAdaptor adaptor) {
  // The same type is the same shape, unless `?` dims are sized anew to
  // other sizes than the operand's (a view chain that reshapes back to the
  // same sizes would otherwise hide a plain transpose from the emitters).
  if (getOperand().getType() == getType()) {
    if (getType().hasStaticShape() || !getSizes())
      return getOperand();
    FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(getOperand());
    if (succeeded(shape) && llvm::equal(*shape, getSizes()->getResults()))
      return getOperand();
  }
  // reshape(reshape(x)) = reshape(x)
  if (auto inner = getOperand().getDefiningOp<ReshapeOp>()) {
    getOperandMutable().assign(inner.getOperand());
    return getResult();
  }
  // Row-major data is unchanged, so a constant only takes the new shape.
  if (auto dense = dyn_cast_or_null<DenseElementsAttr>(adaptor.getOperand()))
    if (getType().hasStaticShape())
      return dense.reshape(getType());
  return {};
}

//===----------------------------------------------------------------------===//
// TransposeOp
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto type = rankedOrNull(adaptor.getOperand().getType());
  if (!type)
    return inferError(loc, "transpose", "expects a ranked tensor operand");
  ArrayRef<int64_t> perm = adaptor.getPermutation();
  if (static_cast<int64_t>(perm.size()) != type.getRank() ||
      !isPermutationVector(perm))
    return inferError(loc, "transpose", "permutation ", formatList(perm),
                      " is not a permutation of the ", type.getRank(),
                      " operand dims");
  SmallVector<int64_t> shape;
  for (int64_t p : perm)
    shape.push_back(type.getDimSize(p));
  inferred.push_back(type.clone(shape));
  return success();
}

OpFoldResult TransposeOp::fold(FoldAdaptor adaptor) {
  ArrayRef<int64_t> perm = getPermutation();
  // transpose(x, identity) = x
  if (llvm::equal(perm, llvm::seq<int64_t>(0, perm.size())))
    return getOperand();
  // transpose(transpose(x, p), q) = transpose(x, p[q])
  if (auto inner = getOperand().getDefiningOp<TransposeOp>()) {
    SmallVector<int64_t> composed;
    for (int64_t q : perm)
      composed.push_back(inner.getPermutation()[q]);
    getOperandMutable().assign(inner.getOperand());
    setPermutation(composed);
    if (llvm::equal(composed, llvm::seq<int64_t>(0, composed.size())))
      return getOperand();
    return getResult();
  }
  if (auto splat = dyn_cast_or_null<SplatElementsAttr>(adaptor.getOperand()))
    if (getType().hasStaticShape())
      return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

namespace {
/// transpose(matmul(a, b)) = matmul(transpose(b), transpose(a)), for a
/// transpose that swaps the two matrix dims and keeps the batch dims, of a
/// product nothing else reads. The product is then computed in the layout
/// its reader wants: a transposed operand is an index map (or a free view in
/// torch), a transposed result a strided write or a copy. A weight's
/// gradient through `x @ w.T` is the case: (x^T g)^T becomes g^T x, laid out
/// as the weight, which autograd then takes without a copy.
struct TransposeOfMatmul : public OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto product = op.getOperand().getDefiningOp<MatmulOp>();
    if (!product || !product->hasOneUse())
      return failure();
    ArrayRef<int64_t> perm = op.getPermutation();
    int64_t rank = perm.size();
    for (int64_t i = 0; i + 2 < rank; ++i)
      if (perm[i] != i)
        return failure();
    if (rank < 2 || perm[rank - 2] != rank - 1 || perm[rank - 1] != rank - 2)
      return failure();
    Value lhs =
        TransposeOp::create(rewriter, op.getLoc(), product.getRhs(), perm);
    Value rhs =
        TransposeOp::create(rewriter, op.getLoc(), product.getLhs(), perm);
    rewriter.replaceOpWithNewOp<MatmulOp>(op, op.getType(), lhs, rhs);
    return success();
  }
};
} // namespace

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *context) {
  patterns.add<TransposeOfMatmul>(context);
}

namespace {
/// add(pad(a), pad(b)) = pad(concat(a, b)), for two pads with zeros along
/// one dim, the same in every other, whose placed operands meet end to
/// start: a split's gradient (each slice's padded into place, then added)
/// becomes one concat, not a full-size pad per slice and the adds. Only for
/// pads nothing else reads.
struct AddOfAdjacentPads : public OpRewritePattern<AddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(AddOp op,
                                PatternRewriter &rewriter) const override {
    auto first = op.getLhs().getDefiningOp<PadOp>();
    auto second = op.getRhs().getDefiningOp<PadOp>();
    if (!first || !second || !first->hasOneUse() || !second->hasOneUse() ||
        !first.getValue().isZero() || !second.getValue().isZero())
      return failure();
    ArrayRef<int64_t> lowA = first.getLow(), highA = first.getHigh();
    ArrayRef<int64_t> lowB = second.getLow(), highB = second.getHigh();
    std::optional<int64_t> dim;
    for (int64_t d = 0, rank = lowA.size(); d < rank; ++d) {
      if (lowA[d] == lowB[d] && highA[d] == highB[d] && lowA[d] == 0 &&
          highA[d] == 0)
        continue;
      if (dim)
        return failure();
      dim = d;
    }
    if (!dim)
      return failure();
    int64_t sizeA = first.getOperand().getType().getDimSize(*dim);
    int64_t sizeB = second.getOperand().getType().getDimSize(*dim);
    if (ShapedType::isDynamic(sizeA) || ShapedType::isDynamic(sizeB))
      return failure();
    if (lowB[*dim] + sizeB == lowA[*dim])
      std::swap(first, second);
    else if (lowA[*dim] + sizeA != lowB[*dim])
      return failure();
    Value joined = ConcatOp::create(
        rewriter, op.getLoc(),
        ValueRange{first.getOperand(), second.getOperand()}, *dim);
    rewriter.replaceOpWithNewOp<PadOp>(op, joined, first.getLow(),
                                       second.getHigh(), first.getValue());
    return success();
  }
};
} // namespace

void AddOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<AddOfAdjacentPads>(context);
}

//===----------------------------------------------------------------------===//
// SliceOp
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  auto type = rankedOrNull(adaptor.getOperand().getType());
  if (!type)
    return inferError(loc, "slice", "expects a ranked tensor operand");
  ArrayRef<int64_t> start = adaptor.getStart(), limit = adaptor.getLimit(),
                    stride = adaptor.getStride();
  int64_t rank = type.getRank();
  if (static_cast<int64_t>(start.size()) != rank ||
      static_cast<int64_t>(limit.size()) != rank ||
      static_cast<int64_t>(stride.size()) != rank)
    return inferError(loc, "slice", "start, limit and stride need ", rank,
                      " entries each (the operand rank), got ", start.size(),
                      ", ", limit.size(), " and ", stride.size());
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = type.getDimSize(d);
    // A `?` dim to a limit counted from the end (`?` is the end): stride 1.
    if (ShapedType::isDynamic(size) &&
        (ShapedType::isDynamic(limit[d]) || limit[d] < 0)) {
      if (start[d] < 0 || stride[d] != 1 ||
          !(ShapedType::isDynamic(limit[d]) || limit[d] < 0))
        return inferError(loc, "slice", "dimension ", d,
                          " is ? with a limit from the end (", limit[d],
                          "): it needs start >= 0 (got ", start[d],
                          ") and stride 1 (got ", stride[d], ")");
      shape.push_back(ShapedType::kDynamic);
      continue;
    }
    if (start[d] < 0 || start[d] > limit[d] ||
        (!ShapedType::isDynamic(size) && limit[d] > size))
      return inferError(loc, "slice", "dimension ", d, " needs 0 <= start (",
                        start[d], ") <= limit (", limit[d], ") <= size (",
                        size, ")");
    if (stride[d] < 1)
      return inferError(loc, "slice", "stride of dimension ", d, " is ",
                        stride[d], ", must be at least 1");
    shape.push_back(llvm::divideCeil(limit[d] - start[d], stride[d]));
  }
  inferred.push_back(type.clone(shape));
  return success();
}

OpFoldResult SliceOp::fold(FoldAdaptor adaptor) {
  // (A `?` dim is whole only to the end: `?x?` to `?x?` may drop the last.)
  auto type = getOperand().getType();
  if (type == getType() &&
      llvm::all_of(getStart(), [](int64_t s) { return s == 0; }) &&
      llvm::all_of(getStride(), [](int64_t s) { return s == 1; }) &&
      llvm::all_of(llvm::seq<int64_t>(0, type.getRank()), [&](int64_t d) {
        return !type.isDynamicDim(d) || ShapedType::isDynamic(getLimit()[d]);
      }))
    return getOperand();
  if (auto splat = dyn_cast_or_null<SplatElementsAttr>(adaptor.getOperand()))
    return SplatElementsAttr::get(getType(), splat.getSplatValue<Attribute>());
  return {};
}

//===----------------------------------------------------------------------===//
// ConcatOp
//===----------------------------------------------------------------------===//

LogicalResult ConcatOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  ValueRange inputs = adaptor.getInputs();
  if (inputs.empty())
    return inferError(loc, "concat", "needs at least one input");
  auto first = rankedOrNull(inputs.front().getType());
  if (!first)
    return inferError(loc, "concat", "expects ranked tensor inputs");
  int64_t dim = adaptor.getDim();
  if (failed(checkDim(loc, "concat", dim, first.getRank())))
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  for (auto [i, input] : llvm::enumerate(inputs.drop_front())) {
    auto type = rankedOrNull(input.getType());
    if (!type || type.getRank() != first.getRank() ||
        type.getElementType() != first.getElementType())
      return inferError(loc, "concat", "input ", i + 1, " of type ",
                        input.getType(), " differs in rank or element type from ",
                        first);
    for (int64_t d = 0; d < first.getRank(); ++d) {
      int64_t size = type.getDimSize(d);
      if (d == dim) {
        shape[d] = ShapedType::isDynamic(size) || ShapedType::isDynamic(shape[d])
                       ? ShapedType::kDynamic
                       : shape[d] + size;
      } else if (!extentsAgree(size, shape[d])) {
        return inferError(loc, "concat", "input ", i + 1, " has size ", size,
                          " in dimension ", d, " where input 0 has ", shape[d]);
      }
    }
  }
  inferred.push_back(first.clone(shape));
  return success();
}

// concat(x) = x; concat(concat(a, b), c) = concat(a, b, c) along one dim
// (an inner concat nothing else reads).
OpFoldResult ConcatOp::fold(FoldAdaptor) {
  if (getInputs().size() == 1 && getInputs().front().getType() == getType())
    return getInputs().front();
  SmallVector<Value> inputs;
  bool spliced = false;
  for (Value input : getInputs()) {
    auto inner = input.getDefiningOp<ConcatOp>();
    if (inner && inner.getDim() == getDim() && inner->hasOneUse()) {
      llvm::append_range(inputs, inner.getInputs());
      spliced = true;
    } else {
      inputs.push_back(input);
    }
  }
  if (!spliced)
    return {};
  getInputsMutable().assign(inputs);
  return getResult();
}

//===----------------------------------------------------------------------===//
// PadOp
//===----------------------------------------------------------------------===//

LogicalResult PadOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  auto type = rankedOrNull(adaptor.getOperand().getType());
  if (!type)
    return inferError(loc, "pad", "expects a ranked tensor operand");
  ArrayRef<int64_t> low = adaptor.getLow(), high = adaptor.getHigh();
  int64_t rank = type.getRank();
  if (static_cast<int64_t>(low.size()) != rank ||
      static_cast<int64_t>(high.size()) != rank)
    return inferError(loc, "pad", "low and high need ", rank,
                      " entries each (the operand rank), got ", low.size(),
                      " and ", high.size());
  // An integer element type takes only integral values in its range: 0 and 1
  // for i1 (bool), signed values for the others.
  if (auto intType = dyn_cast<IntegerType>(type.getElementType())) {
    unsigned width = intType.getWidth();
    APSInt asInt(width, /*isUnsigned=*/width == 1);
    bool exact;
    if (adaptor.getValue().convertToInteger(asInt, APFloat::rmTowardZero,
                                            &exact) != APFloat::opOK)
      return inferError(loc, "pad", "padding value ",
                        adaptor.getValue().convertToDouble(),
                        " is not exact in element type ", intType);
  }
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    if (low[d] < 0 || high[d] < 0)
      return inferError(loc, "pad", "padding of dimension ", d,
                        " is negative (low ", low[d], ", high ", high[d], ")");
    int64_t size = type.getDimSize(d);
    shape.push_back(ShapedType::isDynamic(size) ? size
                                                : size + low[d] + high[d]);
  }
  inferred.push_back(type.clone(shape));
  return success();
}

// pad(x, 0, 0) = x
OpFoldResult PadOp::fold(FoldAdaptor) {
  if (getOperand().getType() == getType() &&
      llvm::all_of(getLow(), [](int64_t p) { return p == 0; }) &&
      llvm::all_of(getHigh(), [](int64_t p) { return p == 0; }))
    return getOperand();
  return {};
}

//===----------------------------------------------------------------------===//
// IotaOp, SizeOp, CumSumOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  SmallVector<int64_t> dynamic;
  for (int64_t d = 0; d < getType().getRank(); ++d)
    if (getType().isDynamicDim(d))
      dynamic.push_back(d);
  if (failed(verifySizes(*this, getSizesAttr(), getType(), dynamic)))
    return failure();
  return checkDim(getLoc(), "iota", getDim(), getType().getRank());
}

LogicalResult SizeOp::verify() {
  AffineMap map = getValue();
  if (map.getNumDims() != 0 || map.getNumResults() != 1)
    return emitOpError("value ")
           << getValueAttr() << " must map no dims to one size";
  return success();
}

OpFoldResult SizeOp::fold(FoldAdaptor) {
  auto constant = dyn_cast<AffineConstantExpr>(getValue().getResult(0));
  if (!constant)
    return {};
  Type element = getType().getElementType();
  if (auto floatType = dyn_cast<FloatType>(element)) {
    APFloat value(static_cast<double>(constant.getValue()));
    bool lost;
    value.convert(floatType.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &lost);
    return DenseElementsAttr::get(getType(), value);
  }
  return DenseElementsAttr::get(
      getType(), APInt(element.getIntOrFloatBitWidth(), constant.getValue(),
                       /*isSigned=*/true));
}

LogicalResult CumSumOp::verify() {
  return checkDim(getLoc(), "cumsum", getDim(), getType().getRank());
}

LogicalResult SoftmaxOp::verify() {
  return checkDim(getLoc(), "softmax", getDim(), getType().getRank());
}

//===----------------------------------------------------------------------===//
// ReduceOp, ArgMaxOp, ArgMinOp
//===----------------------------------------------------------------------===//

LogicalResult ReduceOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  auto type = rankedOrNull(adaptor.getOperand().getType());
  if (!type)
    return inferError(loc, "reduce", "expects a ranked tensor operand");
  ArrayRef<int64_t> dims = adaptor.getDims();
  ReduceKind kind = adaptor.getKind();
  if (type.getElementType().isInteger(1) &&
      (kind == ReduceKind::Sum || kind == ReduceKind::Prod))
    return inferError(loc, "reduce", stringifyReduceKind(kind),
                      " is not defined on bool (i1); convert first, or use ",
                      "max (any) or min (all)");
  for (auto [i, d] : llvm::enumerate(dims)) {
    if (failed(checkDim(loc, "reduce", d, type.getRank())))
      return failure();
    if (i > 0 && d <= dims[i - 1])
      return inferError(loc, "reduce", "dims ", formatList(dims),
                        " are not strictly increasing");
  }
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (!llvm::is_contained(dims, d))
      shape.push_back(type.getDimSize(d));
  inferred.push_back(type.clone(shape));
  return success();
}

// Reducing over no dims is the identity.
OpFoldResult ReduceOp::fold(FoldAdaptor) {
  if (getDims().empty())
    return getOperand();
  return {};
}

namespace {
/// A reduction over dims of size 1 combines one element: a reshape that
/// drops them, whatever the kind. Left a reduction, it is a kernel of its
/// own over a shape nothing else has (a keepdim mean's gradient sums a
/// [B, T, 1] tensor over its last dim), between the row reductions of a
/// layer norm's backward that would otherwise be one kernel.
struct ReduceOfUnitDims : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getOperand().getType());
    auto result = cast<RankedTensorType>(op.getType());
    if (op.getDims().empty() ||
        llvm::any_of(op.getDims(),
                     [&](int64_t d) { return type.getDimSize(d) != 1; }))
      return failure();
    // More than one run-time size: the reshape says which is which (its
    // `sizes`, the operand's less the reduced dims).
    AffineMapAttr sizes;
    if (result.getNumDynamicDims() > 1) {
      FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(op.getOperand());
      if (failed(shape))
        return failure();
      SmallVector<AffineExpr> kept;
      for (auto [d, size] : llvm::enumerate(*shape))
        if (!llvm::is_contained(op.getDims(), static_cast<int64_t>(d)))
          kept.push_back(size);
      sizes = sizesAttr(kept, op.getContext());
    }
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, result, op.getOperand(), sizes);
    return success();
  }
};
} // namespace

void ReduceOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                           MLIRContext *context) {
  patterns.add<ReduceOfUnitDims>(context);
}

static LogicalResult inferArgReduce(StringRef opName,
                                    std::optional<Location> loc, Value operand,
                                    int64_t dim,
                                    SmallVectorImpl<Type> &inferred) {
  auto type = rankedOrNull(operand.getType());
  if (!type)
    return inferError(loc, opName, "expects a ranked tensor operand");
  if (failed(checkDim(loc, opName, dim, type.getRank())))
    return failure();
  SmallVector<int64_t> shape(type.getShape());
  shape.erase(shape.begin() + dim);
  inferred.push_back(
      RankedTensorType::get(shape, IntegerType::get(type.getContext(), 64)));
  return success();
}

LogicalResult ArgMaxOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferArgReduce("argmax", loc, adaptor.getOperand(), adaptor.getDim(),
                        inferred);
}

LogicalResult ArgMinOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferArgReduce("argmin", loc, adaptor.getOperand(), adaptor.getDim(),
                        inferred);
}

//===----------------------------------------------------------------------===//
// MatmulOp
//===----------------------------------------------------------------------===//

LogicalResult MatmulOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  auto lhs = rankedOrNull(adaptor.getLhs().getType());
  auto rhs = rankedOrNull(adaptor.getRhs().getType());
  if (!lhs || !rhs)
    return inferError(loc, "matmul", "expects ranked tensor operands");
  if (lhs.getElementType() != rhs.getElementType())
    return inferError(loc, "matmul", "operand element types differ: ",
                      lhs.getElementType(), " and ", rhs.getElementType());
  int64_t rank = lhs.getRank();
  if (rank < 2 || rhs.getRank() != rank)
    return inferError(loc, "matmul",
                      "operands need one rank of at least 2, got ", rank,
                      " and ", rhs.getRank());
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank - 2; ++d) {
    if (!extentsAgree(lhs.getDimSize(d), rhs.getDimSize(d)))
      return inferError(loc, "matmul", "batch dimension ", d, " differs: ",
                        lhs.getDimSize(d), " and ", rhs.getDimSize(d));
    shape.push_back(ShapedType::isDynamic(lhs.getDimSize(d))
                        ? rhs.getDimSize(d)
                        : lhs.getDimSize(d));
  }
  int64_t k1 = lhs.getDimSize(rank - 1), k2 = rhs.getDimSize(rank - 2);
  if (!extentsAgree(k1, k2))
    return inferError(loc, "matmul", "contracted sizes differ: lhs has ", k1,
                      " columns and rhs has ", k2, " rows");
  shape.push_back(lhs.getDimSize(rank - 2));
  shape.push_back(rhs.getDimSize(rank - 1));
  inferred.push_back(lhs.clone(shape));
  return success();
}

//===----------------------------------------------------------------------===//
// AttentionOp, AttentionGradOp
//===----------------------------------------------------------------------===//

/// The types of an attention's `out` and `lse` for these operands, after
/// checking them (`opName` names the op in errors).
static LogicalResult attentionTypes(std::optional<Location> loc,
                                    StringRef opName, Type queryType,
                                    Type keyType, Type valueType, Value bias,
                                    bool causal,
                                    SmallVectorImpl<Type> &inferred) {
  auto q = rankedOrNull(queryType), k = rankedOrNull(keyType),
       v = rankedOrNull(valueType);
  if (!q || !k || !v)
    return inferError(loc, opName, "expects ranked tensor operands");
  Type element = q.getElementType();
  if (k.getElementType() != element || v.getElementType() != element)
    return inferError(loc, opName, "query, key and value element types differ: ",
                      element, ", ", k.getElementType(), " and ",
                      v.getElementType());
  int64_t rank = q.getRank();
  if (rank < 3 || k.getRank() != rank || v.getRank() != rank)
    return inferError(loc, opName,
                      "query, key and value need one rank of at least 3 "
                      "([batch..., rows, features]), got ",
                      rank, ", ", k.getRank(), " and ", v.getRank());
  for (int64_t d = 0; d < rank - 2; ++d)
    if (!extentsAgree(q.getDimSize(d), k.getDimSize(d)) ||
        !extentsAgree(q.getDimSize(d), v.getDimSize(d)))
      return inferError(loc, opName, "batch dimension ", d, " differs: ",
                        q.getDimSize(d), ", ", k.getDimSize(d), " and ",
                        v.getDimSize(d));
  if (!extentsAgree(q.getDimSize(rank - 1), k.getDimSize(rank - 1)))
    return inferError(loc, opName, "query and key feature sizes differ: ",
                      q.getDimSize(rank - 1), " and ", k.getDimSize(rank - 1));
  if (!extentsAgree(k.getDimSize(rank - 2), v.getDimSize(rank - 2)))
    return inferError(loc, opName, "key and value row counts differ: ",
                      k.getDimSize(rank - 2), " and ", v.getDimSize(rank - 2));
  if (bias) {
    // [B..., M, N], each dim that or 1 (SDPA's attn_mask, broadcast).
    auto b = rankedOrNull(bias.getType());
    if (!b || b.getElementType() != element)
      return inferError(loc, opName, "bias is ", bias.getType(),
                        ", where a ranked tensor of ", element, " is expected");
    if (causal)
      return inferError(loc, opName, "takes a bias or causal, not both");
    SmallVector<int64_t> scores(q.getShape().drop_back());
    scores.push_back(k.getDimSize(rank - 2));
    if (b.getRank() != rank ||
        llvm::any_of(llvm::zip(b.getShape(), scores), [](auto p) {
          auto [given, full] = p;
          return given != 1 && !extentsAgree(given, full);
        }))
      return inferError(loc, opName, "bias shape ", formatList(b.getShape()),
                        " does not broadcast to the scores' ",
                        formatList(scores));
  }
  SmallVector<int64_t> shape(q.getShape().drop_back());
  Type wide = element.isF64() ? element : Float32Type::get(element.getContext());
  SmallVector<int64_t> out(shape);
  out.push_back(v.getDimSize(rank - 1));
  inferred.push_back(q.clone(out));
  inferred.push_back(RankedTensorType::get(shape, wide));
  return success();
}

LogicalResult AttentionOp::inferReturnTypes(MLIRContext *,
                                            std::optional<Location> loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  return attentionTypes(loc, "attention", adaptor.getQuery().getType(),
                        adaptor.getKey().getType(),
                        adaptor.getValue().getType(), adaptor.getBias(),
                        adaptor.getCausal(), inferred);
}

LogicalResult AttentionGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  SmallVector<Type> forward;
  if (failed(attentionTypes(loc, "attention_grad",
                            adaptor.getQuery().getType(),
                            adaptor.getKey().getType(),
                            adaptor.getValue().getType(),
                            adaptor.getBias(), adaptor.getCausal(), forward)))
    return failure();
  // `out` and `grad_out` as the attention's `out`, `lse` as its `lse`.
  auto matches = [](Type given, Type expected) {
    auto a = rankedOrNull(given), b = cast<RankedTensorType>(expected);
    if (!a || a.getElementType() != b.getElementType() ||
        a.getRank() != b.getRank())
      return false;
    return llvm::all_of(llvm::zip(a.getShape(), b.getShape()), [](auto p) {
      return extentsAgree(std::get<0>(p), std::get<1>(p));
    });
  };
  std::pair<StringRef, Type> checks[] = {
      {"out", adaptor.getOut().getType()},
      {"lse", adaptor.getLse().getType()},
      {"grad_out", adaptor.getGradOut().getType()}};
  for (auto [i, check] : llvm::enumerate(checks)) {
    Type expected = forward[i == 1 ? 1 : 0];
    if (!matches(check.second, expected))
      return inferError(loc, "attention_grad", check.first, " is ",
                        check.second, ", where the attention gives ", expected);
  }
  inferred.push_back(adaptor.getQuery().getType());
  inferred.push_back(adaptor.getKey().getType());
  inferred.push_back(adaptor.getValue().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// GatherOp, ScatterAddOp, TakeAlongDimOp, ScatterAddAlongDimOp
//===----------------------------------------------------------------------===//

/// The shape `pyc.gather` produces: operand[:dim] + indices + operand[dim+1:].
static SmallVector<int64_t> gatherShape(RankedTensorType operand,
                                        RankedTensorType indices, int64_t dim) {
  SmallVector<int64_t> shape(operand.getShape().take_front(dim));
  llvm::append_range(shape, indices.getShape());
  llvm::append_range(shape, operand.getShape().drop_front(dim + 1));
  return shape;
}

LogicalResult GatherOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  auto operand = rankedOrNull(adaptor.getOperand().getType());
  auto indices = rankedOrNull(adaptor.getIndices().getType());
  if (!operand || !indices)
    return inferError(loc, "gather", "expects ranked tensor operands");
  if (failed(checkDim(loc, "gather", adaptor.getDim(), operand.getRank())))
    return failure();
  inferred.push_back(
      operand.clone(gatherShape(operand, indices, adaptor.getDim())));
  return success();
}

LogicalResult ScatterAddOp::verify() {
  auto init = cast<RankedTensorType>(getInit().getType());
  auto indices = cast<RankedTensorType>(getIndices().getType());
  auto updates = cast<RankedTensorType>(getUpdates().getType());
  if (failed(checkDim(getLoc(), "scatter_add", getDim(), init.getRank())))
    return failure();
  SmallVector<int64_t> expected = gatherShape(init, indices, getDim());
  if (failed(verifyCompatibleShape(expected, updates.getShape())))
    return emitOpError("updates of shape ")
           << formatList(updates.getShape()) << " do not match "
           << formatList(expected)
           << ", the shape gathered from init with these indices";
  return success();
}

/// `indices` of a per-position indexing op (take_along_dim,
/// scatter_add_along_dim) against `operand`: one rank, and no larger in any
/// dim but `dim`.
static LogicalResult checkAlongDim(std::optional<Location> loc,
                                   StringRef opName, RankedTensorType operand,
                                   RankedTensorType indices, int64_t dim) {
  if (failed(checkDim(loc, opName, dim, operand.getRank())))
    return failure();
  if (indices.getRank() != operand.getRank())
    return inferError(loc, opName, "indices of rank ", indices.getRank(),
                      " do not have the rank of a tensor of rank ",
                      operand.getRank());
  for (int64_t d = 0; d < operand.getRank(); ++d) {
    int64_t have = indices.getDimSize(d), size = operand.getDimSize(d);
    if (d != dim && !ShapedType::isDynamic(have) &&
        !ShapedType::isDynamic(size) && have > size)
      return inferError(loc, opName, "indices of shape ",
                        formatList(indices.getShape()),
                        " are larger than the tensor's ",
                        formatList(operand.getShape()), " in dim ", d);
  }
  return success();
}

LogicalResult TakeAlongDimOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  auto operand = rankedOrNull(adaptor.getOperand().getType());
  auto indices = rankedOrNull(adaptor.getIndices().getType());
  if (!operand || !indices)
    return inferError(loc, "take_along_dim", "expects ranked tensor operands");
  if (failed(checkAlongDim(loc, "take_along_dim", operand, indices,
                           adaptor.getDim())))
    return failure();
  inferred.push_back(operand.clone(indices.getShape()));
  return success();
}

namespace {
/// take_along_dim(f(a, spread(s)), i) = f(take_along_dim(a, i), s'): the
/// pick moved through an elementwise op to its operands: each picked at i,
/// except one spread along the picked dim (s, of i's shape but 1 along that
/// dim, broadcast with identity dims), which is s spread to i's shape.
/// Where others read f too, f is computed again at the picks, so only
/// where they are few (at most 1/8 of f's elements along the picked dim).
/// Shapes compare as size expressions, run-time sizes by their symbols (a
/// pick may take fewer rows than its operand has). Cross-entropy picks
/// the target's log-probability, (x - max) - log(sum): moved to x, the pick
/// reads one element of the logits a row, and neither the log-softmax nor
/// x - max, each as large as the logits, is written.
struct PickThroughElementwise : public OpRewritePattern<TakeAlongDimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TakeAlongDimOp op,
                                PatternRewriter &rewriter) const override {
    Operation *f = op.getOperand().getDefiningOp();
    if (!f || !f->hasTrait<OpTrait::Elementwise>() || f->getNumResults() != 1)
      return failure();
    // Sizes as expressions: run-time ones compare by their symbols.
    FailureOr<SmallVector<AffineExpr>> picks = symbolicShape(op.getIndices()),
                                       full = symbolicShape(op.getOperand());
    if (failed(picks) || failed(full))
      return failure();
    int64_t dim = op.getDim();
    auto picksAlong = dyn_cast<AffineConstantExpr>((*picks)[dim]);
    auto fullAlong = dyn_cast<AffineConstantExpr>((*full)[dim]);
    if (!f->hasOneUse() && !(picksAlong && fullAlong &&
                             picksAlong.getValue() * 8 <= fullAlong.getValue()))
      return failure();
    SmallVector<AffineExpr> rowShape(*picks);
    rowShape[dim] = getAffineConstantExpr(1, op.getContext());
    int64_t rank = rowShape.size();
    SmallVector<int64_t> identity = llvm::to_vector(llvm::seq<int64_t>(0, rank));
    // Each operand: the row value it spreads, or null where it is picked.
    SmallVector<Value> rows;
    for (Value v : f->getOperands()) {
      auto spread = v.getDefiningOp<BroadcastInDimOp>();
      if (spread && spread.getDims() == ArrayRef(identity) &&
          symbolicShape(spread.getOperand()) == rowShape) {
        rows.push_back(spread.getOperand());
        continue;
      }
      if (symbolicShape(v) != *full)
        return failure();
      rows.push_back(Value());
    }
    if (llvm::all_of(rows, [](Value row) { return row; }))
      return failure(); // every operand spread: nothing of it is picked
    SmallVector<Value> operands;
    for (auto [v, row] : llvm::zip(f->getOperands(), rows)) {
      if (!row)
        operands.push_back(TakeAlongDimOp::create(
            rewriter, op.getLoc(), v, op.getIndices(), dim));
      else if (rowShape == *picks)
        operands.push_back(row);
      else
        operands.push_back(BroadcastInDimOp::create(
            rewriter, op.getLoc(),
            cast<RankedTensorType>(row.getType()).clone(staticSizes(*picks)),
            row, identity, sizesAttr(*picks, op.getContext())));
    }
    OperationState state(f->getLoc(), f->getName(), operands,
                         TypeRange{op.getType()}, f->getAttrs());
    rewriter.replaceOp(op, rewriter.create(state)->getResults());
    return success();
  }
};
} // namespace

void TakeAlongDimOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                                 MLIRContext *context) {
  patterns.add<PickThroughElementwise>(context);
}

LogicalResult ScatterAddAlongDimOp::verify() {
  return checkAlongDim(getLoc(), "scatter_add_along_dim",
                       cast<RankedTensorType>(getInit().getType()),
                       cast<RankedTensorType>(getIndices().getType()),
                       getDim());
}

//===----------------------------------------------------------------------===//
// KernelOp
//===----------------------------------------------------------------------===//

LogicalResult KernelOp::verifyRegions() {
  // A kernel computes something: a body whose values nothing reads is dead
  // code, and the lowering, which writes results, has nothing to emit.
  if (getNumResults() == 0)
    return emitOpError("must have at least one result");
  Block &body = getBody().front();
  if (body.getArgumentTypes() != getInputs().getTypes())
    return emitOpError("body arguments must have the input types");
  auto yield = cast<YieldOp>(body.getTerminator());
  if (yield.getValues().getTypes() != getResultTypes())
    return emitOpError("yields ")
           << yield.getValues().size()
           << " values whose types differ from the kernel's results";
  return success();
}

#define GET_OP_CLASSES
#include "Pyc/IR/PycOps.cpp.inc"
