//===- PycScalars.cpp - the scalar form of each pointwise op --------------===//
//
// ScalarOpInterface: one result element of each pointwise op from its
// operands' elements, in arith and math ops. The forms shared by several
// ops are policy structs, `build(op, b, loc, resultType, args)`; each op's
// `buildScalar` at the end of the file picks its form, and whether it is
// computed in f32 for f16 and bf16 (`inOpmath`) or as it is (`exact`).
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycScalars.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <array>
#include <limits>

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

//===----------------------------------------------------------------------===//
// Scalar policies of pointwise ops: `build(op, b, loc, resultType, args)`
// returns the result element from the operand elements `args`.
//===----------------------------------------------------------------------===//

/// stop_gradient: the value itself (it only matters to pyc-autodiff).
struct Identity {
  static Value build(Operation *, OpBuilder &, Location, Type, ValueRange args) {
    return args[0];
  }
};

/// -x; integers: 0 - x.
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



/// `Form` as it is: exact in any float type, so f16 and bf16 are computed
/// in their own type (a sign, a maximum, a conversion), as are ints and
/// bools.
template <typename Form>
Value exact(Operation *op, OpBuilder &b, Location loc, Type type,
            ValueRange args) {
  return Form::build(op, b, loc, type, args);
}

/// `Form`, but in f32 for an f16 or bf16 result, rounded once, as torch's
/// kernels compute in their opmath type: sigmoid in bf16 was 1.84 ulp off,
/// three roundings. (Operands of another type than the result's, a
/// select's condition, stay as they are.)
template <typename Form>
Value inOpmath(Operation *op, OpBuilder &b, Location loc, Type type,
               ValueRange args) {
  auto narrow = dyn_cast<FloatType>(type);
  if (!narrow || narrow.getWidth() >= 32)
    return Form::build(op, b, loc, type, args);
  Type f32 = b.getF32Type();
  SmallVector<Value> wide;
  for (Value arg : args)
    wide.push_back(arg.getType() == type
                       ? arith::ExtFOp::create(b, loc, f32, arg).getResult()
                       : arg);
  return arith::TruncFOp::create(b, loc, type,
                                 Form::build(op, b, loc, f32, wide));
}

} // namespace

//===----------------------------------------------------------------------===//
// Each op's form: PYC_SCALAR(op, how, form) defines `op::buildScalar` as
// `how<form>`, so that the list reads as the op-to-op mapping.
//===----------------------------------------------------------------------===//

#define PYC_SCALAR(OP, HOW, ...)                                               \
  Value OP::buildScalar(OpBuilder &b, Location loc, Type type,                 \
                        ValueRange args) {                                     \
    return HOW<__VA_ARGS__>(*this, b, loc, type, args);                        \
  }

// Exact in every float type.
PYC_SCALAR(StopGradientOp, exact, Identity)
PYC_SCALAR(NegOp, exact, Neg)
PYC_SCALAR(AbsOp, exact, OneOf<math::AbsFOp, math::AbsIOp>)
PYC_SCALAR(FloorOp, exact, OneOf<math::FloorOp>)
PYC_SCALAR(CeilOp, exact, OneOf<math::CeilOp>)
PYC_SCALAR(SignOp, exact, Sign)
PYC_SCALAR(MaxOp, exact,
           OneOf<arith::MaximumFOp, arith::MaxSIOp, arith::MaxUIOp>)
PYC_SCALAR(MinOp, exact,
           OneOf<arith::MinimumFOp, arith::MinSIOp, arith::MinUIOp>)
PYC_SCALAR(SelectOp, exact, Select)
PYC_SCALAR(ConvertOp, exact, Convert)

// Computed in f32 for f16 and bf16 (integers and bools as they are).
PYC_SCALAR(ExpOp, inOpmath, OneOf<math::ExpOp>)
PYC_SCALAR(LogOp, inOpmath, OneOf<math::LogOp>)
PYC_SCALAR(Log1pOp, inOpmath, Log1p)
PYC_SCALAR(Expm1Op, inOpmath, Expm1)
PYC_SCALAR(SqrtOp, inOpmath, OneOf<math::SqrtOp>)
PYC_SCALAR(RsqrtOp, inOpmath, OneOf<math::RsqrtOp>)
PYC_SCALAR(TanhOp, inOpmath, OneOf<math::TanhOp>)
PYC_SCALAR(SigmoidOp, inOpmath, Sigmoid)
PYC_SCALAR(ErfOp, inOpmath, OneOf<math::ErfOp>)
PYC_SCALAR(ErfcOp, inOpmath, OneOf<math::ErfcOp>)
PYC_SCALAR(SinOp, inOpmath, OneOf<math::SinOp>)
PYC_SCALAR(CosOp, inOpmath, OneOf<math::CosOp>)
PYC_SCALAR(ReciprocalOp, inOpmath, Reciprocal)
PYC_SCALAR(AddOp, inOpmath, OneOf<arith::AddFOp, arith::AddIOp>)
PYC_SCALAR(SubOp, inOpmath, OneOf<arith::SubFOp, arith::SubIOp>)
PYC_SCALAR(MulOp, inOpmath, OneOf<arith::MulFOp, arith::MulIOp>)
PYC_SCALAR(DivOp, inOpmath, Div)
PYC_SCALAR(PowOp, inOpmath, Pow)
PYC_SCALAR(RemainderOp, inOpmath, Remainder)

// On bools, or with a bool result: no float rounding.
PYC_SCALAR(NotOp, exact, Not)
PYC_SCALAR(AndOp, exact, OneOf<void, void, arith::AndIOp>)
PYC_SCALAR(OrOp, exact, OneOf<void, void, arith::OrIOp>)
PYC_SCALAR(CompareOp, exact, Compare)

#undef PYC_SCALAR

} // namespace mlir::pyc
