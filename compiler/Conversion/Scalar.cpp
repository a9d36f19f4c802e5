//===- Scalar.cpp - one element of a pyc op, in arith and math ----------===//
//
// Each pointwise op's scalar computation is a policy struct,
// `build(op, b, loc, resultType, args)`, picked by the table in
// `buildPointwiseScalar`; the table reads as the op-to-op mapping.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Scalar.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include "llvm/ADT/TypeSwitch.h"

#include <array>
#include <limits>
#include <type_traits>

using namespace mlir;
using namespace mlir::pyc;

namespace mlir::pyc {

Value scalarConstant(OpBuilder &b, Location loc, Type type, double value) {
  if (isa<FloatType>(type))
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  unsigned width = type.getIntOrFloatBitWidth();
  APInt bits(width, static_cast<int64_t>(value), /*isSigned=*/true,
             /*implicitTrunc=*/true);
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, bits));
}

Value scalarConstant(OpBuilder &b, Location loc, Type type, const APInt &bits) {
  return arith::ConstantOp::create(b, loc, b.getIntegerAttr(type, bits));
}

namespace {

bool isBool(Type type) { return type.isInteger(1); }

//===----------------------------------------------------------------------===//
// Scalar policies of pointwise ops: `build(op, b, loc, resultType, args)`
// returns the result element from the operand elements `args`.
//===----------------------------------------------------------------------===//

/// One upstream op chosen by the operands' element type: `FloatOp` on
/// floats, `IntOp` on integers, `BoolOp` on i1. `void` marks a type the op's
/// verifier rules out.
template <typename FloatOp, typename IntOp = void, typename BoolOp = IntOp>
struct OneOf {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    Type operandType = args.front().getType();
    if (isa<FloatType>(operandType))
      return create<FloatOp>(b, loc, type, args);
    if (isBool(operandType))
      return create<BoolOp>(b, loc, type, args);
    return create<IntOp>(b, loc, type, args);
  }

private:
  template <typename OpTy>
  static Value create(OpBuilder &b, Location loc, Type type, ValueRange args) {
    if constexpr (std::is_void_v<OpTy>)
      llvm_unreachable("element type ruled out by the op's verifier");
    else
      return OpTy::create(b, loc, TypeRange{type}, args)->getResult(0);
  }
};

/// -x; integers: 0 - x.
/// stop_gradient: the value itself (it only matters to pyc-autodiff).
struct Identity {
  static Value build(Operation *, OpBuilder &, Location, Type, ValueRange args) {
    return args[0];
  }
};

struct Neg {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    if (isa<FloatType>(type))
      return arith::NegFOp::create(b, loc, args[0]);
    return arith::SubIOp::create(b, loc, scalarConstant(b, loc, type, 0),
                                 args[0]);
  }
};

/// 1 / (1 + e^-x).
struct Sigmoid {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    Value one = scalarConstant(b, loc, type, 1.0);
    Value e =
        math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, args[0]));
    return arith::DivFOp::create(b, loc, one,
                                 arith::AddFOp::create(b, loc, one, e));
  }
};

/// 1 / x.
struct Reciprocal {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    return arith::DivFOp::create(b, loc, scalarConstant(b, loc, type, 1.0),
                                 args[0]);
  }
};

/// x > 0 ? 1 : x < 0 ? -1 : 0; NaN compares false both ways and gives 0,
/// as torch.sign.
struct Sign {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    Value x = args[0], zero = scalarConstant(b, loc, type, 0);
    Value positive, negative;
    if (isa<FloatType>(type)) {
      positive =
          arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, x, zero);
      negative =
          arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, zero);
    } else {
      positive =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, x, zero);
      negative =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, zero);
    }
    Value minusOne = arith::SelectOp::create(
        b, loc, negative, scalarConstant(b, loc, type, -1), zero);
    return arith::SelectOp::create(b, loc, positive,
                                   scalarConstant(b, loc, type, 1), minusOne);
  }
};

/// Logical not: x xor true.
struct Not {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    return arith::XOrIOp::create(b, loc, args[0],
                                 scalarConstant(b, loc, type, 1));
  }
};

/// Integer x / y and x % y without the cases where the machine traps (and
/// LLVM assumes none happen): y = 0 and y = -1 (INT_MIN / -1 overflows)
/// divide by 1 instead. x / -1 is 0 - x, which wraps INT_MIN to itself as
/// torch does; x % -1 is 0. x / 0 and x % 0 are x and 0: torch raises
/// there, which the loops' emitter checks (`Emitter::checkDivisor`); a GPU
/// has no trap and no check (CUDA's eager kernels return garbage there too).
struct SafeDivisor {
  Value zero, minusOne, divisor;
  SafeDivisor(OpBuilder &b, Location loc, Type type, Value y) {
    using P = arith::CmpIPredicate;
    zero = arith::CmpIOp::create(b, loc, P::eq, y,
                                 scalarConstant(b, loc, type, 0));
    minusOne = arith::CmpIOp::create(b, loc, P::eq, y,
                                     scalarConstant(b, loc, type, -1));
    divisor = arith::SelectOp::create(
        b, loc, arith::OrIOp::create(b, loc, zero, minusOne),
        scalarConstant(b, loc, type, 1), y);
  }
};

/// torch.remainder, as torch computes it: r = fmod(a, b) (or the truncated
/// integer remainder); r + b where r != 0 and r, b differ in sign. This is
/// a - floor(a / b) * b without its intermediate rounding.
struct Remainder {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    Value lhs = args[0], rhs = args[1], zero = scalarConstant(b, loc, type, 0);
    Value r, nonzero, rNegative, rhsNegative, shifted;
    if (isa<FloatType>(type)) {
      using P = arith::CmpFPredicate;
      r = arith::RemFOp::create(b, loc, lhs, rhs);
      nonzero = arith::CmpFOp::create(b, loc, P::UNE, r, zero);
      rNegative = arith::CmpFOp::create(b, loc, P::OLT, r, zero);
      rhsNegative = arith::CmpFOp::create(b, loc, P::OLT, rhs, zero);
      shifted = arith::AddFOp::create(b, loc, r, rhs);
    } else {
      using P = arith::CmpIPredicate;
      SafeDivisor y(b, loc, type, rhs);
      r = arith::SelectOp::create(
          b, loc, arith::OrIOp::create(b, loc, y.zero, y.minusOne), zero,
          arith::RemSIOp::create(b, loc, lhs, y.divisor));
      nonzero = arith::CmpIOp::create(b, loc, P::ne, r, zero);
      rNegative = arith::CmpIOp::create(b, loc, P::slt, r, zero);
      rhsNegative = arith::CmpIOp::create(b, loc, P::slt, rhs, zero);
      shifted = arith::AddIOp::create(b, loc, r, rhs);
    }
    Value signsDiffer = arith::XOrIOp::create(b, loc, rNegative, rhsNegative);
    Value fix = arith::AndIOp::create(b, loc, nonzero, signsDiffer);
    return arith::SelectOp::create(b, loc, fix, shifted, r);
  }
};

/// x / y: floats IEEE; integers truncate toward zero (see SafeDivisor).
struct Div {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    if (isa<FloatType>(type))
      return arith::DivFOp::create(b, loc, args[0], args[1]);
    SafeDivisor y(b, loc, type, args[1]);
    Value q = arith::DivSIOp::create(b, loc, args[0], y.divisor);
    Value negated = arith::SubIOp::create(
        b, loc, scalarConstant(b, loc, type, 0), args[0]);
    return arith::SelectOp::create(b, loc, y.minusOne, negated, q);
  }
};

/// x ** y. Floats: C pow. Integers as torch: a negative exponent gives 1
/// for x = 1, ±1 for x = -1 (by the exponent's parity), else 0 (0 ** -1
/// too); math.ipowi sees only exponents >= 0 (its own lowering divides by
/// zero for 0 ** -1).
struct Pow {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    if (isa<FloatType>(type))
      return math::PowFOp::create(b, loc, args[0], args[1]);
    using P = arith::CmpIPredicate;
    Value x = args[0], y = args[1];
    Value zero = scalarConstant(b, loc, type, 0);
    Value one = scalarConstant(b, loc, type, 1);
    Value negative = arith::CmpIOp::create(b, loc, P::slt, y, zero);
    Value power = math::IPowIOp::create(
        b, loc, x, arith::SelectOp::create(b, loc, negative, zero, y));
    Value odd = arith::CmpIOp::create(
        b, loc, P::ne, arith::AndIOp::create(b, loc, y, one), zero);
    Value xIsOne = arith::CmpIOp::create(b, loc, P::eq, x, one);
    Value xIsMinusOne = arith::CmpIOp::create(
        b, loc, P::eq, x, scalarConstant(b, loc, type, -1));
    Value ofMinusOne = arith::SelectOp::create(b, loc, odd, x, one);
    Value reciprocal = arith::SelectOp::create(
        b, loc, xIsOne, one,
        arith::SelectOp::create(b, loc, xIsMinusOne, ofMinusOne, zero));
    return arith::SelectOp::create(b, loc, negative, reciprocal, power);
  }
};

/// `x` where u rounds to 1, `atInf` where u is inf, else `formula`: the
/// edges of Log1p's and Expm1's forms below, whose quotients are 0 / 0 and
/// inf / inf there.
Value kahanEdges(OpBuilder &b, Location loc, Value x, Value u, Value atInf,
                 Value formula) {
  using P = arith::CmpFPredicate;
  Type type = x.getType();
  Value inf =
      scalarConstant(b, loc, type, std::numeric_limits<double>::infinity());
  Value result = arith::SelectOp::create(
      b, loc, arith::CmpFOp::create(b, loc, P::OEQ, u, inf), atInf, formula);
  return arith::SelectOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, P::OEQ, u, scalarConstant(b, loc, type, 1.0)),
      x, result);
}

/// log1p(x) = log(u) * x / (u - 1), u = 1 + x (Goldberg, "What every
/// computer scientist should know about floating-point arithmetic", thm.
/// 4): within a few ulp with a correctly rounded log, where log(1 + x)
/// loses every digit of a small x (f64 log1p(1e-16) was 0). Only f64: f32
/// has a polynomial of its own (pyc-approximate-math), and upstream lowers
/// f64 log1p as log(1 + x).
struct Log1p {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    if (!type.isF64())
      return math::Log1pOp::create(b, loc, args[0]);
    Value x = args[0], one = scalarConstant(b, loc, type, 1.0);
    Value u = arith::AddFOp::create(b, loc, one, x);
    Value logU = math::LogOp::create(b, loc, u);
    Value formula = arith::MulFOp::create(
        b, loc, logU,
        arith::DivFOp::create(b, loc, x, arith::SubFOp::create(b, loc, u, one)));
    return kahanEdges(b, loc, x, u, logU, formula);
  }
};

/// expm1(x) = (u - 1) * x / log(u), u = e^x (Kahan; Higham, "Accuracy and
/// stability of numerical algorithms", 1.14.1), and -1 where u - 1 rounds
/// to -1. Only f64, as Log1p.
struct Expm1 {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    if (!type.isF64())
      return math::ExpM1Op::create(b, loc, args[0]);
    Value x = args[0], one = scalarConstant(b, loc, type, 1.0);
    Value minusOne = scalarConstant(b, loc, type, -1.0);
    Value u = math::ExpOp::create(b, loc, x);
    Value uMinusOne = arith::SubFOp::create(b, loc, u, one);
    Value formula = arith::MulFOp::create(
        b, loc, uMinusOne,
        arith::DivFOp::create(b, loc, x, math::LogOp::create(b, loc, u)));
    formula = arith::SelectOp::create(
        b, loc,
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, uMinusOne,
                              minusOne),
        minusOne, formula);
    return kahanEdges(b, loc, x, u, u, formula);
  }
};

/// Floats: ordered predicates (false on NaN), but `ne` is unordered (true on
/// NaN). Integers: signed. Bools: unsigned (false < true).
struct Compare {
  static Value build(Operation *op, OpBuilder &b, Location loc, Type,
                     ValueRange args) {
    CompareDirection direction = cast<CompareOp>(op).getDirection();
    Type operandType = args[0].getType();
    if (isa<FloatType>(operandType)) {
      using P = arith::CmpFPredicate;
      P predicate = std::array{P::OEQ, P::UNE, P::OLT, P::OLE, P::OGT, P::OGE}
          [static_cast<unsigned>(direction)];
      return arith::CmpFOp::create(b, loc, predicate, args[0], args[1]);
    }
    using P = arith::CmpIPredicate;
    std::array<P, 6> predicates =
        isBool(operandType)
            ? std::array{P::eq, P::ne, P::ult, P::ule, P::ugt, P::uge}
            : std::array{P::eq, P::ne, P::slt, P::sle, P::sgt, P::sge};
    return arith::CmpIOp::create(
        b, loc, predicates[static_cast<unsigned>(direction)], args[0], args[1]);
  }
};

/// condition ? on_true : on_false.
struct Select {
  static Value build(Operation *, OpBuilder &b, Location loc, Type,
                     ValueRange args) {
    return arith::SelectOp::create(b, loc, args[0], args[1], args[2]);
  }
};

/// Tensor.to(dtype): floats widen or round; float to int truncates toward
/// zero; bool to a number is 0 or 1 (unsigned); a number to bool is != 0
/// (NaN is true).
struct Convert {
  static Value build(Operation *, OpBuilder &b, Location loc, Type to,
                     ValueRange args) {
    Value x = args[0];
    Type from = x.getType();
    if (from == to)
      return x;
    auto fromFloat = dyn_cast<FloatType>(from);
    auto toFloat = dyn_cast<FloatType>(to);
    if (fromFloat && toFloat) {
      if (fromFloat.getWidth() < toFloat.getWidth())
        return arith::ExtFOp::create(b, loc, to, x);
      if (fromFloat.getWidth() > toFloat.getWidth())
        return arith::TruncFOp::create(b, loc, to, x);
      // f16 <-> bf16: widening to f32 is exact, so this rounds once.
      Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
      return arith::TruncFOp::create(b, loc, to, wide);
    }
    // Integers and bools reach f16 and bf16 through f32, as torch's do
    // (c10::Half and c10::BFloat16 are made from a float), and f16 and bf16
    // leave for them through f32 (exact). Triton's interpreter takes a
    // direct cast between an integer and bf16 for a copy of the bits.
    Type f32 = b.getF32Type();
    if (toFloat && toFloat.getWidth() < 32)
      return arith::TruncFOp::create(b, loc, to, build(nullptr, b, loc, f32, x));
    if (fromFloat && fromFloat.getWidth() < 32) {
      x = arith::ExtFOp::create(b, loc, f32, x);
      from = f32;
      fromFloat = cast<FloatType>(f32);
    }
    if (isBool(to)) {
      Value zero = scalarConstant(b, loc, from, 0);
      if (fromFloat)
        return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, x,
                                     zero);
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, x, zero);
    }
    if (fromFloat)
      return arith::FPToSIOp::create(b, loc, to, x);
    if (toFloat)
      return isBool(from) ? arith::UIToFPOp::create(b, loc, to, x).getResult()
                          : arith::SIToFPOp::create(b, loc, to, x).getResult();
    if (from.getIntOrFloatBitWidth() > to.getIntOrFloatBitWidth())
      return arith::TruncIOp::create(b, loc, to, x);
    return isBool(from) ? arith::ExtUIOp::create(b, loc, to, x).getResult()
                        : arith::ExtSIOp::create(b, loc, to, x).getResult();
  }
};


} // namespace

Value buildPointwiseScalar(OpBuilder &b, Location loc, Operation *op,
                           Type type, ValueRange args) {
  using namespace arith;
  // The policy of each op; an op missing here has no scalar form.
  using Build = Value (*)(Operation *, OpBuilder &, Location, Type, ValueRange);
  Build build =
      llvm::TypeSwitch<Operation *, Build>(op)
          // Unary.
          .Case<StopGradientOp>([](auto) { return &Identity::build; })
          .Case<NegOp>([](auto) { return &Neg::build; })
          .Case<AbsOp>([](auto) { return &OneOf<math::AbsFOp, math::AbsIOp>::build; })
          .Case<ExpOp>([](auto) { return &OneOf<math::ExpOp>::build; })
          .Case<LogOp>([](auto) { return &OneOf<math::LogOp>::build; })
          .Case<Log1pOp>([](auto) { return &Log1p::build; })
          .Case<Expm1Op>([](auto) { return &Expm1::build; })
          .Case<SqrtOp>([](auto) { return &OneOf<math::SqrtOp>::build; })
          .Case<RsqrtOp>([](auto) { return &OneOf<math::RsqrtOp>::build; })
          .Case<TanhOp>([](auto) { return &OneOf<math::TanhOp>::build; })
          .Case<SigmoidOp>([](auto) { return &Sigmoid::build; })
          .Case<ErfOp>([](auto) { return &OneOf<math::ErfOp>::build; })
          .Case<ErfcOp>([](auto) { return &OneOf<math::ErfcOp>::build; })
          .Case<SinOp>([](auto) { return &OneOf<math::SinOp>::build; })
          .Case<CosOp>([](auto) { return &OneOf<math::CosOp>::build; })
          .Case<FloorOp>([](auto) { return &OneOf<math::FloorOp>::build; })
          .Case<CeilOp>([](auto) { return &OneOf<math::CeilOp>::build; })
          .Case<SignOp>([](auto) { return &Sign::build; })
          .Case<ReciprocalOp>([](auto) { return &Reciprocal::build; })
          .Case<NotOp>([](auto) { return &Not::build; })
          // Binary: float, signed integer, bool.
          .Case<AddOp>([](auto) { return &OneOf<AddFOp, AddIOp>::build; })
          .Case<SubOp>([](auto) { return &OneOf<SubFOp, SubIOp>::build; })
          .Case<MulOp>([](auto) { return &OneOf<MulFOp, MulIOp>::build; })
          .Case<DivOp>([](auto) { return &Div::build; })
          .Case<PowOp>([](auto) { return &Pow::build; })
          .Case<MaxOp>([](auto) { return &OneOf<MaximumFOp, MaxSIOp, MaxUIOp>::build; })
          .Case<MinOp>([](auto) { return &OneOf<MinimumFOp, MinSIOp, MinUIOp>::build; })
          .Case<RemainderOp>([](auto) { return &Remainder::build; })
          .Case<AndOp>([](auto) { return &OneOf<void, void, AndIOp>::build; })
          .Case<OrOp>([](auto) { return &OneOf<void, void, OrIOp>::build; })
          .Case<CompareOp>([](auto) { return &Compare::build; })
          .Case<pyc::SelectOp>([](auto) { return &Select::build; })
          .Case<pyc::ConvertOp>([](auto) { return &Convert::build; })
          .Default([](Operation *) { return nullptr; });
  if (!build)
    return {};
  // f16 and bf16 compute in f32 and round once, as torch's kernels do (in
  // their opmath type): sigmoid in bf16 was 1.84 ulp off, three roundings.
  // Ops exact in any float type run as they are.
  auto narrow = dyn_cast<FloatType>(type);
  if (!narrow || narrow.getWidth() >= 32 ||
      isa<StopGradientOp, NegOp, AbsOp, SignOp, FloorOp, CeilOp, MaxOp, MinOp,
          pyc::SelectOp, pyc::ConvertOp>(op))
    return build(op, b, loc, type, args);
  Type f32 = b.getF32Type();
  SmallVector<Value> wide;
  for (Value arg : args)
    wide.push_back(arg.getType() == type
                       ? arith::ExtFOp::create(b, loc, f32, arg).getResult()
                       : arg);
  return arith::TruncFOp::create(b, loc, type, build(op, b, loc, f32, wide));
}

namespace {

/// Element `idx` of `pad`: the operand's element (`element(operandIdx)`)
/// inside its bounds, else the pad value. The operand is read at a clamped
/// index either way, so no read leaves its bounds. Null if `element` fails.
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
    inside = arith::AndIOp::create(
        b, at, inside,
        arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult, shifted,
                              extent));
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
