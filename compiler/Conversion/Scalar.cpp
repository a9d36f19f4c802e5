//===- Scalar.cpp - one element of a pyc op, in arith and math ----------===//
//
// A pointwise op's element is its scalar form (ScalarOpInterface, written
// with the op in PycScalars.cpp); the elements of iota, size, views, pad and
// concat come from their index and their operands' elements; reductions
// combine elements one step at a time.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Scalar.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <array>

using namespace mlir;
using namespace mlir::pyc;

namespace mlir::pyc {

Value buildPointwiseScalar(OpBuilder &b, Location loc, Operation *op,
                           Type type, ValueRange args) {
  auto scalar = dyn_cast<ScalarOpInterface>(op);
  return scalar ? scalar.buildScalar(b, loc, type, args) : Value();
}

namespace {

/// Element `idx` of `pad`: the operand's element (`element(operandIdx)`)
/// inside its bounds (and, with interior padding, on its grid), else the
/// pad value. The operand is read at a clamped index either way, so no read
/// leaves its bounds. Null if `element` fails.
Value padElement(OpBuilder &b, PadOp pad, ValueRange idx,
                 function_ref<Value(ValueRange)> element,
                 function_ref<Value(AffineExpr)> size) {
  Location at = pad.getLoc();
  auto index = [&](int64_t i) {
    return arith::ConstantIndexOp::create(b, at, i).getResult();
  };
  ArrayRef<int64_t> in = tensorTypeOf(pad.getOperand()).getShape();
  Value value =
      scalarConstant(b, at, tensorTypeOf(pad.getResult()).getElementType(),
                     pad.getValue().convertToDouble());
  if (llvm::is_contained(in, 0))
    return value;
  // The operand's run-time sizes, where it has `?` dims.
  FailureOr<SmallVector<AffineExpr>> sizes = failure();
  if (ShapedType::isDynamicShape(in)) {
    if (size)
      sizes = symbolicShape(pad.getOperand());
    if (failed(sizes))
      return {};
  }
  Value inside = arith::ConstantIntOp::create(b, at, 1, 1);
  SmallVector<Value> operandIdx;
  for (auto [d, i] : llvm::enumerate(idx)) {
    Value shifted = arith::SubIOp::create(b, at, i, index(pad.getLow()[d]));
    // The operand's extent along d, and its last index (an empty run-time
    // extent gives a huge one: the select drops what it reads).
    Value last, extent;
    if (ShapedType::isDynamic(in[d])) {
      extent = size((*sizes)[d]);
      last = arith::SubIOp::create(b, at, extent, index(1));
    } else {
      last = index(std::max<int64_t>(in[d] - 1, 0));
      extent = index(in[d]);
    }
    if (int64_t interior = pad.getInteriorAt(d)) {
      // The operand's elements lie interior + 1 apart: on that grid, and
      // fewer than n steps along it (a negative `shifted`, huge when
      // unsigned, is not).
      Value step = index(interior + 1);
      inside = arith::AndIOp::create(
          b, at, inside,
          arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq,
                                arith::RemUIOp::create(b, at, shifted, step),
                                index(0)));
      shifted = arith::DivUIOp::create(b, at, shifted, step);
      inside = arith::AndIOp::create(
          b, at, inside,
          arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult, shifted,
                                index(in[d])));
    } else {
      inside = arith::AndIOp::create(
          b, at, inside,
          arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult, shifted,
                                extent));
    }
    // Unsigned min clamps negatives (huge when unsigned) to the end too.
    operandIdx.push_back(arith::MinUIOp::create(b, at, shifted, last));
  }
  Value x = element(operandIdx);
  if (!x)
    return {};
  return arith::SelectOp::create(b, at, inside, x, value);
}

/// Element `idx` of `concat`: that of the input whose range along the dim
/// holds it (`element(input, inputIdx)`), chosen by selects; every input is
/// read at an index clamped into it. An input's extent along the dim may be
/// a run-time size (`size`, from its symbolic shape). Null if all inputs
/// are empty, or `element` or a size fails.
Value concatElement(OpBuilder &b, ConcatOp concat, ValueRange idx,
                    function_ref<Value(Value, ValueRange)> element,
                    function_ref<Value(AffineExpr)> size) {
  Location at = concat.getLoc();
  auto index = [&](int64_t i) {
    return arith::ConstantIndexOp::create(b, at, i).getResult();
  };
  int64_t dim = concat.getDim();
  ConcatOffset offset(b, at);
  Value result;
  for (Value input : concat.getInputs()) {
    int64_t fixed = tensorTypeOf(input).getDimSize(dim);
    if (fixed == 0)
      continue;
    Value extent; // a run-time extent
    if (ShapedType::isDynamic(fixed)) {
      FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(input);
      extent = succeeded(shape) ? size((*shape)[dim]) : Value();
      if (!extent)
        return {};
    }
    SmallVector<Value> inputIdx(idx.begin(), idx.end());
    Value shifted = arith::SubIOp::create(b, at, idx[dim], offset.get());
    inputIdx[dim] = arith::MinUIOp::create(
        b, at, shifted,
        extent ? arith::SubIOp::create(b, at, extent, index(1)).getResult()
               : index(fixed - 1));
    Value x = element(input, inputIdx);
    if (!x)
      return {};
    result = result ? arith::SelectOp::create(
                          b, at,
                          arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult,
                                                idx[dim], offset.get()),
                          result, x)
                    : x;
    offset.advance(extent ? OpFoldResult(extent)
                          : OpFoldResult(b.getIndexAttr(fixed)));
  }
  return result;
}

} // namespace

/// An index value (an iota's position, a run-time size) as `type`.
static Value castIndex(OpBuilder &b, Location at, Value i, Type type) {
  if (!isa<FloatType>(type))
    return arith::IndexCastOp::create(b, at, type, i);
  Value i64 = arith::IndexCastOp::create(b, at, b.getI64Type(), i);
  return arith::SIToFPOp::create(b, at, type, i64);
}

std::optional<Value>
elementFromOperands(OpBuilder &b, Operation *op, ValueRange idx,
                    function_ref<Value(Value, ValueRange)> element,
                    function_ref<Value(AffineExpr)> size) {
  Location at = op->getLoc();
  Type type = tensorTypeOf(op->getResult(0)).getElementType();
  if (auto iota = dyn_cast<IotaOp>(op))
    return castIndex(b, at, idx[iota.getDim()], type);
  if (auto sizeOp = dyn_cast<SizeOp>(op)) {
    Value n = size(sizeOp.getValue().getResult(0));
    return n ? castIndex(b, at, n, type) : Value();
  }
  if (op->hasTrait<OpTrait::pyc::Pointwise>()) {
    SmallVector<Value> args;
    for (Value operand : op->getOperands()) {
      args.push_back(element(operand, idx));
      if (!args.back())
        return Value();
    }
    return buildPointwiseScalar(b, at, op, type, args);
  }
  if (auto view = dyn_cast<ViewOpInterface>(op))
    return element(view.getSource(), view.buildOperandIndex(b, idx));
  if (auto pad = dyn_cast<PadOp>(op))
    return padElement(
        b, pad, idx,
        [&](ValueRange i) { return element(pad.getOperand(), i); }, size);
  if (auto concat = dyn_cast<ConcatOp>(op))
    return concatElement(b, concat, idx, element, size);
  return std::nullopt;
}

SmallVector<Value> mergeIndex(int64_t rank, ArrayRef<int64_t> reduced,
                              ValueRange kept, ValueRange inner) {
  SmallVector<Value> idx;
  size_t k = 0, r = 0;
  for (int64_t d = 0; d < rank; ++d)
    idx.push_back(llvm::is_contained(reduced, d) ? inner[r++] : kept[k++]);
  return idx;
}

Value reduceIdentity(OpBuilder &b, Location loc, ReduceKind kind, Type type) {
  switch (kind) {
  case ReduceKind::Sum:
    return scalarConstant(b, loc, type, 0);
  case ReduceKind::Prod:
    return scalarConstant(b, loc, type, 1);
  case ReduceKind::Max:
  case ReduceKind::Min: {
    bool max = kind == ReduceKind::Max;
    if (auto floatType = dyn_cast<FloatType>(type))
      return arith::ConstantOp::create(
          b, loc,
          b.getFloatAttr(type,
                         APFloat::getInf(floatType.getFloatSemantics(), max)));
    if (isBool(type))
      return scalarConstant(b, loc, type, max ? 0 : 1);
    unsigned width = type.getIntOrFloatBitWidth();
    return scalarConstant(b, loc, type,
                          max ? APInt::getSignedMinValue(width)
                              : APInt::getSignedMaxValue(width));
  }
  }
  llvm_unreachable("unknown reduce kind");
}

Value reduceCombine(OpBuilder &b, Location loc, ReduceKind kind, Value x,
                    Value acc, bool reassociate) {
  using Sum = OneOf<arith::AddFOp, arith::AddIOp>;
  using Prod = OneOf<arith::MulFOp, arith::MulIOp>;
  using Max = OneOf<arith::MaximumFOp, arith::MaxSIOp, arith::OrIOp>;
  using Min = OneOf<arith::MinimumFOp, arith::MinSIOp, arith::AndIOp>;
  auto build = std::array{&Sum::build, &Prod::build, &Max::build,
                          &Min::build}[static_cast<unsigned>(kind)];
  Value combined = build(nullptr, b, loc, acc.getType(), ValueRange{x, acc});
  if (!isa<FloatType>(acc.getType()))
    return combined;
  // Sums and products: `reassoc` where the caller allows reordering, so
  // they vectorize. Max and min: `nsz`, -0 and +0 unordered, as in torch's
  // vectorized CPU kernels (x86 max); NaN still propagates. Ordering the
  // zeros cost 6 instructions a vector instead of 3 (softmax: 7% of the
  // kernel, measured).
  arith::FastMathFlags flags = arith::FastMathFlags::none;
  if (reassociate && (kind == ReduceKind::Sum || kind == ReduceKind::Prod))
    flags = arith::FastMathFlags::reassoc;
  if (kind == ReduceKind::Max || kind == ReduceKind::Min)
    flags = arith::FastMathFlags::nsz;
  if (flags != arith::FastMathFlags::none)
    combined.getDefiningOp()->setAttr(
        "fastmath", arith::FastMathFlagsAttr::get(b.getContext(), flags));
  return combined;
}

Type accumulatorType(OpBuilder &b, Type element, bool accumulates) {
  if (accumulates && isa<FloatType>(element) &&
      element.getIntOrFloatBitWidth() < 32)
    return b.getF32Type();
  return element;
}

Value argReplaces(OpBuilder &b, Location loc, bool isMax, Value x,
                  Value best) {
  Type element = x.getType();
  if (isa<FloatType>(element)) {
    using P = arith::CmpFPredicate;
    Value better =
        arith::CmpFOp::create(b, loc, isMax ? P::OGT : P::OLT, x, best);
    Value xNaN = arith::CmpFOp::create(b, loc, P::UNO, x, x);
    Value bestNumber = arith::CmpFOp::create(b, loc, P::ORD, best, best);
    return arith::OrIOp::create(b, loc, better,
                                arith::AndIOp::create(b, loc, xNaN, bestNumber));
  }
  using P = arith::CmpIPredicate;
  P predicate = isBool(element) ? (isMax ? P::ugt : P::ult)
                                : (isMax ? P::sgt : P::slt);
  return arith::CmpIOp::create(b, loc, predicate, x, best);
}

Value ConcatOffset::get() const {
  return runTime ? runTime
                 : arith::ConstantIndexOp::create(b, loc, fixed).getResult();
}

void ConcatOffset::advance(OpFoldResult extent) {
  std::optional<int64_t> constant = getConstantIntValue(extent);
  if (constant && !runTime)
    fixed += *constant;
  else
    runTime = arith::AddIOp::create(
        b, loc, get(), getValueOrCreateConstantIndexOp(b, loc, extent));
}

} // namespace mlir::pyc
