//===- PycGradients.cpp - gradient rules of element-wise and layout ops ---===//
//
// GradientOpInterface (PycInterfaces.td), implemented per op (structured
// ops' rules, reductions to indexing, are in PycStructuredGradients.cpp;
// what the rules share, in GradientRule.h). Each rule is
// the vector-Jacobian product of its op, written as torch's autograd formula
// for the matching ATen op (derivatives.yaml, FunctionsManual.cpp), so that a
// backward derived by pyc-autodiff gives eager PyTorch's gradients, rounding
// included where the formula fixes the order of operations. Notation: `g` is
// the cotangent of the result `y`; `a`, `b` (or `x`) the operands.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/GradientRule.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::pyc;

#include "Pyc/IR/PycInterfaces.cpp.inc"

using namespace mlir::pyc::gradients;

namespace {

/// A unary rule `g -> f(g)` on a float operand; integer operands get no
/// gradient (their result carries none either, so this is never reached
/// for them by pyc-autodiff, but the rule stays total).
template <typename Fn>
LogicalResult unary(OpBuilder &b, Operation *op, ValueRange grads,
                    SmallVectorImpl<Value> &out, Fn fn) {
  if (!isFloatTensor(op->getOperand(0))) {
    out.push_back(Value());
    return success();
  }
  Rule r(b, op);
  return done(out, {fn(r, grads[0])});
}

/// The permutation that undoes `permutation`.
SmallVector<int64_t> inverse(ArrayRef<int64_t> permutation) {
  SmallVector<int64_t> result(permutation.size());
  for (auto [i, p] : llvm::enumerate(permutation))
    result[p] = i;
  return result;
}

} // namespace

//===----------------------------------------------------------------------===//
// Unary elementwise
//===----------------------------------------------------------------------===//

// stop_gradient: no cotangent for its operand.
LogicalResult StopGradientOp::buildGradients(OpBuilder &, ValueRange,
                                             SmallVectorImpl<Value> &out) {
  out.push_back(Value());
  return success();
}

LogicalResult NegOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [](Rule &r, Value g) { return r.neg(g); });
}

// abs: g * sgn(x) (0 at x = 0)
LogicalResult AbsOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  Value x = getOperand();
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    return r.mul(g, SignOp::create(b, r.loc, x.getType(), x));
  });
}

// exp: g * y
LogicalResult ExpOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out,
               [&](Rule &r, Value g) { return r.mul(g, getResult()); });
}

// log: g / x
LogicalResult LogOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out,
               [&](Rule &r, Value g) { return r.div(g, getOperand()); });
}

// log1p: g / (x + 1)
LogicalResult Log1pOp::buildGradients(OpBuilder &b, ValueRange grads,
                                      SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value one = r.splat(g, 1.0);
    return one ? r.div(g, r.add(getOperand(), one)) : Value();
  });
}

// expm1: g * (y + 1)
LogicalResult Expm1Op::buildGradients(OpBuilder &b, ValueRange grads,
                                      SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value one = r.splat(g, 1.0);
    return one ? r.mul(g, r.add(getResult(), one)) : Value();
  });
}

// sqrt: g / (2 * y)
LogicalResult SqrtOp::buildGradients(OpBuilder &b, ValueRange grads,
                                     SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value two = r.splat(g, 2.0);
    return two ? r.div(g, r.mul(two, getResult())) : Value();
  });
}

// rsqrt: -0.5 * g * y^3, from the result: no second square root
LogicalResult RsqrtOp::buildGradients(OpBuilder &b, ValueRange grads,
                                      SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value half = r.splat(g, -0.5);
    Value y = getResult();
    return half ? r.mul(r.mul(half, g), r.mul(r.mul(y, y), y)) : Value();
  });
}

// tanh: g * (1 - y * y)
LogicalResult TanhOp::buildGradients(OpBuilder &b, ValueRange grads,
                                     SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value one = r.splat(g, 1.0);
    Value y = getResult();
    return one ? r.mul(g, r.sub(one, r.mul(y, y))) : Value();
  });
}

// sigmoid: g * ((1 - y) * y)
LogicalResult SigmoidOp::buildGradients(OpBuilder &b, ValueRange grads,
                                        SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value one = r.splat(g, 1.0);
    Value y = getResult();
    return one ? r.mul(g, r.mul(r.sub(one, y), y)) : Value();
  });
}

// erf: g * 2 / sqrt(pi) * exp(-x * x); erfc (= 1 - erf): its negation.
static LogicalResult erfGradient(OpBuilder &b, Operation *op, ValueRange grads,
                                 SmallVectorImpl<Value> &out, double sign) {
  return unary(b, op, grads, out, [&](Rule &r, Value g) -> Value {
    Value scale = r.splat(g, sign * 2.0 / llvm::numbers::sqrtpi);
    if (!scale)
      return {};
    Value x = op->getOperand(0);
    Value e = ExpOp::create(b, r.loc, x.getType(), r.neg(r.mul(x, x)));
    return r.mul(r.mul(scale, e), g);
  });
}
LogicalResult ErfOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return erfGradient(b, *this, grads, out, 1.0);
}
LogicalResult ErfcOp::buildGradients(OpBuilder &b, ValueRange grads,
                                     SmallVectorImpl<Value> &out) {
  return erfGradient(b, *this, grads, out, -1.0);
}

// sin: g * cos(x)
LogicalResult SinOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value x = getOperand();
    return r.mul(g, CosOp::create(b, r.loc, x.getType(), x));
  });
}

// cos: g * -sin(x)
LogicalResult CosOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) -> Value {
    Value x = getOperand();
    return r.mul(g, r.neg(SinOp::create(b, r.loc, x.getType(), x)));
  });
}

// reciprocal: -g * (y * y)
LogicalResult ReciprocalOp::buildGradients(OpBuilder &b, ValueRange grads,
                                           SmallVectorImpl<Value> &out) {
  return unary(b, *this, grads, out, [&](Rule &r, Value g) {
    return r.mul(r.neg(g), r.mul(getResult(), getResult()));
  });
}

// floor, ceil, sign: piecewise constant, zero gradient (as torch: zeros).
LogicalResult FloorOp::buildGradients(OpBuilder &, ValueRange,
                                      SmallVectorImpl<Value> &out) {
  out.push_back(Value());
  return success();
}

LogicalResult CeilOp::buildGradients(OpBuilder &, ValueRange,
                                     SmallVectorImpl<Value> &out) {
  out.push_back(Value());
  return success();
}

LogicalResult SignOp::buildGradients(OpBuilder &, ValueRange,
                                     SmallVectorImpl<Value> &out) {
  out.push_back(Value());
  return success();
}

//===----------------------------------------------------------------------===//
// Binary elementwise
//===----------------------------------------------------------------------===//

// add: (g, g)
LogicalResult AddOp::buildGradients(OpBuilder &, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return done(out, {grads[0], grads[0]});
}

// sub: (g, -g)
LogicalResult SubOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  Rule r(b, *this);
  return done(out, {grads[0], r.neg(grads[0])});
}

// mul: (g * b, g * a)
LogicalResult MulOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  Rule r(b, *this);
  Value g = grads[0];
  return done(out, {r.mul(g, getRhs()), r.mul(g, getLhs())});
}

// div: (g / b, -g * ((a / b) / b)), a / b being the result
LogicalResult DivOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, *this);
  Value g = grads[0];
  return done(out,
              {r.div(g, getRhs()), r.mul(r.neg(g), r.div(getResult(), getRhs()))});
}

// pow: a gets g * (b * a^(b - 1)), zero where b = 0 (torch.pow: 0^0 = 1
// stays flat); b gets g * (y * log(a)), zero where a = 0 and b >= 0. A
// splat exponent (x ** 2.0) gets the simple form.
LogicalResult PowOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, *this);
  Value g = grads[0], x = getLhs(), e = getRhs(), y = getResult();
  Value one = r.splat(g, 1.0), zero = r.splat(g, 0.0);
  if (!one || !zero)
    return failure();
  DenseElementsAttr exponent;
  Value gradX;
  if (matchPattern(e, m_Constant(&exponent)) && exponent.isSplat()) {
    if (!exponent.getSplatValue<APFloat>().isZero()) {
      Value power = PowOp::create(b, r.loc, x.getType(), x, r.sub(e, one));
      gradX = r.mul(g, r.mul(e, power));
    }
  } else {
    Value power = PowOp::create(b, r.loc, x.getType(), x, r.sub(e, one));
    gradX = r.select(r.compare(CompareDirection::EQ, e, zero), zero,
                     r.mul(g, r.mul(e, power)));
  }
  Value log = LogOp::create(b, r.loc, x.getType(), x);
  Value flat = AndOp::create(b, r.loc, r.compare(CompareDirection::EQ, x, zero),
                             r.compare(CompareDirection::GE, e, zero));
  Value gradE = r.select(flat, zero, r.mul(g, r.mul(y, log)));
  return done(out, {gradX, gradE}, {false, true});
}

// max (torch.maximum): ties split the gradient in halves,
//   a: where(a == b, g / 2, g) with 0 where a < b,
//   b: where(a == b, g / 2, g) with 0 where a > b.
// min likewise with < and > exchanged.
static LogicalResult extremumGradients(OpBuilder &b, Operation *op,
                                       Value g, bool isMax,
                                       SmallVectorImpl<Value> &out) {
  Value lhs = op->getOperand(0), rhs = op->getOperand(1);
  if (!isFloatTensor(lhs))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, op);
  Value half = r.splat(g, 0.5), zero = r.splat(g, 0.0);
  if (!half || !zero)
    return failure();
  Value shared = r.select(r.compare(CompareDirection::EQ, lhs, rhs),
                          r.mul(g, half), g);
  Value lhsLoses = r.compare(isMax ? CompareDirection::LT : CompareDirection::GT,
                             lhs, rhs);
  Value rhsLoses = r.compare(isMax ? CompareDirection::GT : CompareDirection::LT,
                             lhs, rhs);
  return done(out, {r.select(lhsLoses, zero, shared),
                    r.select(rhsLoses, zero, shared)});
}

LogicalResult MaxOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return extremumGradients(b, *this, grads[0], /*isMax=*/true, out);
}

LogicalResult MinOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  return extremumGradients(b, *this, grads[0], /*isMax=*/false, out);
}

// remainder: (g, -g * floor(a / b))
LogicalResult RemainderOp::buildGradients(OpBuilder &b, ValueRange grads,
                                          SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, *this);
  Value g = grads[0];
  Value quotient = r.div(getLhs(), getRhs());
  Value floor = FloorOp::create(b, r.loc, quotient.getType(), quotient);
  return done(out, {g, r.mul(r.neg(g), floor)});
}

//===----------------------------------------------------------------------===//
// SelectOp, ConvertOp
//===----------------------------------------------------------------------===//

// select: (none, where(c, g, 0), where(c, 0, g))
LogicalResult SelectOp::buildGradients(OpBuilder &b, ValueRange grads,
                                       SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value(), Value()}, {false, false, false});
  Rule r(b, *this);
  Value g = grads[0], zero = r.splat(g, 0.0);
  if (!zero)
    return failure();
  Value c = getCondition();
  return done(out, {Value(), r.select(c, g, zero), r.select(c, zero, g)},
              {false, true, true});
}

// convert: g converted back to the operand's float type; an integer or
// bool operand gets none.
LogicalResult ConvertOp::buildGradients(OpBuilder &b, ValueRange grads,
                                        SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getOperand()) || !isFloatTensor(getResult()))
    return done(out, {Value()}, {false});
  Rule r(b, *this);
  return done(out, {r.convert(grads[0], getOperand().getType())});
}

//===----------------------------------------------------------------------===//
// Shape and layout
//===----------------------------------------------------------------------===//

// broadcast_in_dim: g summed over the new dims and the dims broadcast from
// size 1, then reshaped to the operand (its size-1 dims back in place).
LogicalResult BroadcastInDimOp::buildGradients(OpBuilder &b, ValueRange grads,
                                               SmallVectorImpl<Value> &out) {
  auto in = cast<RankedTensorType>(getOperand().getType());
  auto type = cast<RankedTensorType>(getType());
  ArrayRef<int64_t> dims = getDims();
  SmallVector<int64_t> summed;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    const int64_t *it = llvm::find(dims, d);
    if (it == dims.end()) {
      summed.push_back(d);
      continue;
    }
    // A `?` operand dim is never 1, so never repeated (the op's contract).
    if (in.getDimSize(it - dims.begin()) == 1 && type.getDimSize(d) != 1)
      summed.push_back(d);
  }
  Rule r(b, *this);
  return done(out, {r.reshape(r.sum(grads[0], summed), getOperand())});
}

// reshape: g reshaped back
LogicalResult ReshapeOp::buildGradients(OpBuilder &b, ValueRange grads,
                                        SmallVectorImpl<Value> &out) {
  Rule r(b, *this);
  return done(out, {r.reshape(grads[0], getOperand())});
}

// transpose: g transposed by the inverse permutation
LogicalResult TransposeOp::buildGradients(OpBuilder &b, ValueRange grads,
                                          SmallVectorImpl<Value> &out) {
  Rule r(b, *this);
  return done(out, {r.transpose(grads[0], inverse(getPermutation()))});
}

// slice: g put back where the slice took it, zeros elsewhere: one pad, a
// stride k spreading g's elements k apart (interior k - 1).
LogicalResult SliceOp::buildGradients(OpBuilder &b, ValueRange grads,
                                      SmallVectorImpl<Value> &out) {
  auto in = cast<RankedTensorType>(getOperand().getType());
  auto type = cast<RankedTensorType>(grads[0].getType());
  Rule r(b, *this);
  SmallVector<int64_t> low, high, interior;
  for (int64_t d = 0; d < in.getRank(); ++d) {
    int64_t limit = getLimit()[d];
    if (in.isDynamicDim(d) && limit >= 0)
      return emitOpError("gradient rule needs the limit of run-time "
                         "dimension ")
             << d << " counted from the end, got " << limit;
    if (in.isDynamicDim(d)) { // stride 1, the limit from the end
      low.push_back(getStart()[d]);
      high.push_back(ShapedType::isDynamic(limit) ? 0 : -limit);
      interior.push_back(0);
      continue;
    }
    int64_t m = type.getDimSize(d), k = getStride()[d];
    if (ShapedType::isDynamic(m))
      return emitOpError("gradient rule needs the slice's size along static "
                         "dimension ")
             << d << ", got " << type;
    int64_t extent = m == 0 ? 0 : (m - 1) * k + 1;
    low.push_back(getStart()[d]);
    high.push_back(in.getDimSize(d) - getStart()[d] - extent);
    interior.push_back(m > 1 ? k - 1 : 0);
  }
  return done(out, {PadOp::create(b, r.loc, grads[0], low, high, APFloat(0.0),
                                  interior)});
}

// concat: each input gets its slice of g along `dim`
LogicalResult ConcatOp::buildGradients(OpBuilder &b, ValueRange grads,
                                       SmallVectorImpl<Value> &out) {
  auto type = cast<RankedTensorType>(getType());
  int64_t dim = getDim(), offset = 0;
  // Slices take the other dims whole, `?` ones included.
  if (type.isDynamicDim(dim))
    return emitOpError("gradient rule needs a static concatenated dim, got ")
           << type;
  Rule r(b, *this);
  SmallVector<Value> gradients;
  for (Value input : getInputs()) {
    int64_t size = cast<RankedTensorType>(input.getType()).getDimSize(dim);
    SmallVector<int64_t> start(type.getRank(), 0), limit(type.getShape()),
        stride(type.getRank(), 1);
    start[dim] = offset;
    limit[dim] = offset + size;
    gradients.push_back(SliceOp::create(b, r.loc, grads[0], start, limit, stride));
    offset += size;
  }
  return done(out, gradients);
}

// pad: the operand's part of g (every interior + 1-th element)
LogicalResult PadOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  auto in = cast<RankedTensorType>(getOperand().getType());
  Rule r(b, *this);
  SmallVector<int64_t> limit, stride;
  for (int64_t d = 0; d < in.getRank(); ++d) {
    stride.push_back(getInteriorAt(d) + 1);
    if (!in.isDynamicDim(d)) {
      int64_t n = in.getDimSize(d);
      limit.push_back(getLow()[d] + (n == 0 ? 0 : (n - 1) * stride.back() + 1));
      continue;
    }
    // A slice's limit along a `?` dim counts from the end.
    limit.push_back(getHigh()[d] ? -getHigh()[d] : ShapedType::kDynamic);
  }
  return done(out, {SliceOp::create(b, r.loc, grads[0], getLow(), limit, stride)});
}
