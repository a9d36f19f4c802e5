//===- PycGradients.cpp - the gradient rule of each pyc op ----------------===//
//
// GradientOpInterface (PycInterfaces.td), implemented per op. Each rule is
// the vector-Jacobian product of its op, written as torch's autograd formula
// for the matching ATen op (derivatives.yaml, FunctionsManual.cpp), so that a
// backward derived by pyc-autodiff gives eager PyTorch's gradients, rounding
// included where the formula fixes the order of operations. Notation: `g` is
// the cotangent of the result `y`; `a`, `b` (or `x`) the operands.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pyc;

#include "Pyc/IR/PycInterfaces.cpp.inc"

namespace {

/// Builds the ops of one rule at one location, each of the type its
/// operands determine: the rules below read as their formulas.
class Rule {
public:
  Rule(OpBuilder &b, Operation *op) : b(b), op(op), loc(op->getLoc()) {}

  Value add(Value x, Value y) { return AddOp::create(b, loc, x.getType(), x, y); }
  Value sub(Value x, Value y) { return SubOp::create(b, loc, x.getType(), x, y); }
  Value mul(Value x, Value y) { return MulOp::create(b, loc, x.getType(), x, y); }
  Value div(Value x, Value y) { return DivOp::create(b, loc, x.getType(), x, y); }
  Value neg(Value x) { return NegOp::create(b, loc, x.getType(), x); }
  Value compare(CompareDirection direction, Value x, Value y) {
    return CompareOp::create(b, loc, direction, x, y);
  }
  Value select(Value condition, Value x, Value y) {
    return SelectOp::create(b, loc, x.getType(), condition, x, y);
  }
  Value convert(Value x, Type type) {
    return x.getType() == type ? x : ConvertOp::create(b, loc, type, x);
  }
  /// `x` reshaped to `like`'s shape (run-time sizes included); null, after
  /// an error at the op, where those sizes are not known.
  Value reshape(Value x, Value like) {
    if (x.getType() == like.getType())
      return x;
    FailureOr<AffineMapAttr> sizes = sizesOf(like, "a reshape to");
    return failed(sizes) ? Value()
                         : ReshapeOp::create(b, loc, like.getType(), x, *sizes);
  }
  Value transpose(Value x, ArrayRef<int64_t> permutation) {
    return TransposeOp::create(b, loc, x, permutation);
  }
  Value sum(Value x, ArrayRef<int64_t> dims) {
    return dims.empty() ? x : ReduceOp::create(b, loc, ReduceKind::Sum, x, dims);
  }
  /// `x`, whose dims are the dims of `like` but `reduced`, repeated along
  /// `reduced` to `like`'s shape (the inverse of a reduction's shape).
  Value broadcastBack(Value x, Value like, ArrayRef<int64_t> reduced) {
    auto type = cast<RankedTensorType>(like.getType());
    SmallVector<int64_t> kept;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (!llvm::is_contained(reduced, d))
        kept.push_back(d);
    FailureOr<AffineMapAttr> sizes = sizesOf(like, "a broadcast to");
    if (failed(sizes))
      return {};
    auto result = cast<RankedTensorType>(x.getType()).clone(type.getShape());
    return BroadcastInDimOp::create(b, loc, result, x, kept, *sizes);
  }

  /// A tensor of `like`'s shape, every element `value`, of `like`'s
  /// element type or `element`; null (after an error at the op) where its
  /// run-time sizes are not known.
  Value splat(Value like, double value, Type element = {}) {
    auto type = cast<RankedTensorType>(like.getType());
    Value result = splatLike(b, loc, like,
                             b.getFloatAttr(element ? element : type.getElementType(), value));
    if (!result)
      op->emitOpError("gradient rule needs a constant of type ")
          << type << ", whose run-time sizes are not known";
    return result;
  }

  /// `x` in f32 where its elements are narrower floats (bf16, f16): a sum
  /// of many of them is accumulated in f32 and rounded once, as torch's
  /// kernels do.
  Value widened(Value x) {
    auto type = cast<RankedTensorType>(x.getType());
    return type.getElementType().getIntOrFloatBitWidth() < 32
               ? convert(x, type.clone(b.getF32Type()))
               : x;
  }

  /// `like`'s sizes, for a `what` its shape; failure after an error at the
  /// op where they are not known.
  FailureOr<AffineMapAttr> sizesOf(Value like, StringRef what) {
    FailureOr<AffineMapAttr> sizes = pyc::sizesOf(like);
    if (failed(sizes))
      op->emitOpError("gradient rule needs ")
          << what << " type " << like.getType()
          << ", whose run-time sizes are not known";
    return sizes;
  }

  OpBuilder &b;
  Operation *op;
  Location loc;
};

bool isFloatTensor(Value v) {
  return isa<FloatType>(getElementTypeOrSelf(v.getType()));
}

/// Appends `gradients` to `out`; fails if one that must exist is null (a
/// constant the rule could not build, already reported).
LogicalResult done(SmallVectorImpl<Value> &out, ArrayRef<Value> gradients,
                   ArrayRef<bool> required = {}) {
  for (auto [i, g] : llvm::enumerate(gradients))
    if (!g && (required.empty() || required[i]))
      return failure();
  llvm::append_range(out, gradients);
  return success();
}

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

// slice: g put back where the slice took it, zeros elsewhere. A stride k > 1
// first spreads g's m elements k apart: reshape [m] -> [m, 1], pad to
// [m, k], reshape to [m * k], keep the first (m - 1) * k + 1; then one pad
// puts the block at `start`.
LogicalResult SliceOp::buildGradients(OpBuilder &b, ValueRange grads,
                                      SmallVectorImpl<Value> &out) {
  auto in = cast<RankedTensorType>(getOperand().getType());
  Rule r(b, *this);
  APFloat zero(0.0);
  Value g = grads[0];
  SmallVector<int64_t> low, high;
  for (int64_t d = 0; d < in.getRank(); ++d) {
    int64_t limit = getLimit()[d];
    if (in.isDynamicDim(d) && limit >= 0)
      return emitOpError("gradient rule needs the limit of run-time "
                         "dimension ")
             << d << " counted from the end, got " << limit;
    if (in.isDynamicDim(d)) { // stride 1, the limit from the end
      low.push_back(getStart()[d]);
      high.push_back(ShapedType::isDynamic(limit) ? 0 : -limit);
      continue;
    }
    auto type = cast<RankedTensorType>(g.getType());
    int64_t m = type.getDimSize(d), k = getStride()[d];
    int64_t extent = m == 0 ? 0 : (m - 1) * k + 1;
    if (k > 1 && m > 1) {
      if (!type.hasStaticShape())
        return emitOpError("gradient rule of a strided slice needs static "
                           "sizes, got ")
               << type;
      SmallVector<int64_t> split(type.getShape());
      split.insert(split.begin() + d + 1, 1);
      Value column = ReshapeOp::create(b, r.loc, type.clone(split), g, AffineMapAttr());
      SmallVector<int64_t> padLow(split.size(), 0), padHigh(split.size(), 0);
      padHigh[d + 1] = k - 1;
      Value spread = PadOp::create(b, r.loc, column, padLow, padHigh, zero);
      SmallVector<int64_t> joined(type.getShape());
      joined[d] = m * k;
      Value flat = ReshapeOp::create(b, r.loc, type.clone(joined), spread, AffineMapAttr());
      SmallVector<int64_t> start(type.getRank(), 0), limit(joined),
          stride(type.getRank(), 1);
      limit[d] = extent;
      g = SliceOp::create(b, r.loc, flat, start, limit, stride);
    }
    low.push_back(getStart()[d]);
    high.push_back(in.getDimSize(d) - getStart()[d] - extent);
  }
  return done(out, {PadOp::create(b, r.loc, g, low, high, zero)});
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

// pad: the operand's part of g
LogicalResult PadOp::buildGradients(OpBuilder &b, ValueRange grads,
                                    SmallVectorImpl<Value> &out) {
  auto in = cast<RankedTensorType>(getOperand().getType());
  Rule r(b, *this);
  SmallVector<int64_t> limit, stride(in.getRank(), 1);
  for (int64_t d = 0; d < in.getRank(); ++d) {
    if (!in.isDynamicDim(d)) {
      limit.push_back(getLow()[d] + in.getDimSize(d));
      continue;
    }
    // A slice's limit along a `?` dim counts from the end.
    limit.push_back(getHigh()[d] ? -getHigh()[d] : ShapedType::kDynamic);
  }
  return done(out, {SliceOp::create(b, r.loc, grads[0], getLow(), limit, stride)});
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

// reduce sum: g broadcast back over the reduced dims.
// reduce max/min (torch.amax/amin): g split evenly among the elements equal
// to the result, (g / count) * mask, as torch's scale_grad_by_count.
// reduce prod, as torch's prod_backward: g * (y / x) at the elements that
// are not zero (y is 0 wherever its slice holds a zero, so that is their 0
// gradient then too); at a zero, g times the product of the rest of its
// slice where it is the slice's only zero, else 0.
LogicalResult ReduceOp::buildGradients(OpBuilder &b, ValueRange grads,
                                       SmallVectorImpl<Value> &out) {
  Value x = getOperand();
  ArrayRef<int64_t> dims = getDims();
  Rule r(b, *this);
  Value g = grads[0];
  switch (getKind()) {
  case ReduceKind::Sum:
    return done(out, {r.broadcastBack(g, x, dims)});
  case ReduceKind::Max:
  case ReduceKind::Min: {
    Value extremum = r.broadcastBack(getResult(), x, dims);
    if (!extremum)
      return failure();
    Value hit = r.compare(CompareDirection::EQ, x, extremum);
    Value mask = r.convert(hit, x.getType());
    Value count = r.sum(mask, dims);
    Value spread = r.broadcastBack(r.div(g, count), x, dims);
    return done(out, {spread ? r.mul(spread, mask) : Value()});
  }
  case ReduceKind::Prod: {
    Value zero = r.splat(x, 0.0), one = r.splat(x, 1.0);
    Value product = r.broadcastBack(getResult(), x, dims);
    Value spread = r.broadcastBack(g, x, dims);
    if (!zero || !one || !product || !spread)
      return failure();
    Value isZero = r.compare(CompareDirection::EQ, x, zero);
    Value zeros = r.broadcastBack(
        r.sum(r.convert(isZero, x.getType()), dims), x, dims);
    Value rest = r.broadcastBack(
        ReduceOp::create(b, getLoc(), ReduceKind::Prod,
                         r.select(isZero, one, x), dims),
        x, dims);
    if (!zeros || !rest)
      return failure();
    Value onlyZero = r.compare(CompareDirection::EQ, zeros, one);
    Value atZero = r.select(onlyZero, r.mul(spread, rest), zero);
    return done(out, {r.select(isZero, atZero,
                               r.mul(spread, r.div(product, x)))});
  }
  }
  llvm_unreachable("every reduce kind has a rule");
}

// cumsum: the reversed cumulative sum of g, flip(cumsum(flip(g))), the flip
// a gather with the indices n-1 ... 0.
LogicalResult CumSumOp::buildGradients(OpBuilder &b, ValueRange grads,
                                       SmallVectorImpl<Value> &out) {
  auto type = cast<RankedTensorType>(getType());
  int64_t dim = getDim(), n = type.getDimSize(dim);
  if (ShapedType::isDynamic(n))
    return emitOpError("gradient rule needs a static dim ") << dim;
  Rule r(b, *this);
  SmallVector<int64_t> reversed;
  for (int64_t i = n - 1; i >= 0; --i)
    reversed.push_back(i);
  auto indexType = RankedTensorType::get({n}, b.getI64Type());
  Value indices = ConstantOp::create(
      b, r.loc, indexType,
      DenseElementsAttr::get(indexType, ArrayRef<int64_t>(reversed)));
  auto flip = [&](Value x) -> Value {
    return GatherOp::create(b, r.loc, x.getType(), x, indices, dim);
  };
  Value scanned = CumSumOp::create(b, r.loc, type, flip(grads[0]), dim);
  return done(out, {flip(scanned)});
}

// softmax: y * (g - sum(g * y)) along dim (_softmax_backward_data), in f32
// for a half-precision y, rounded once
LogicalResult SoftmaxOp::buildGradients(OpBuilder &b, ValueRange grads,
                                        SmallVectorImpl<Value> &out) {
  Rule r(b, *this);
  Value y = r.widened(getResult()), g = r.widened(grads[0]);
  int64_t dim = getDim();
  Value spread = r.broadcastBack(r.sum(r.mul(g, y), {dim}), y, {dim});
  if (!spread)
    return failure();
  return done(out, {r.convert(r.mul(y, r.sub(g, spread)), getType())});
}

//===----------------------------------------------------------------------===//
// Contractions and indexing
//===----------------------------------------------------------------------===//

// matmul: (g @ b^T, a^T @ g), transposing the last two dims
LogicalResult MatmulOp::buildGradients(OpBuilder &b, ValueRange grads,
                                       SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, *this);
  int64_t rank = cast<RankedTensorType>(getType()).getRank();
  SmallVector<int64_t> swap = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::swap(swap[rank - 1], swap[rank - 2]);
  Value g = grads[0];
  Value gradLhs = MatmulOp::create(b, r.loc, g, r.transpose(getRhs(), swap));
  Value gradRhs = MatmulOp::create(b, r.loc, r.transpose(getLhs(), swap), g);
  return done(out, {gradLhs, gradRhs});
}

/// The cotangent of an attention's bias (no causal mask: the verifier
/// allows one or the other): ds = p * (dp - rowsum(g * out)) in the
/// logsumexp's type, p recomputed as exp(scale * q @ k^T + bias - lse),
/// summed over the dims the bias is broadcast along. These ops are read
/// only where the bias varies; elsewhere canonicalization removes them.
static Value biasGradient(Rule &r, AttentionOp op, Value g) {
  auto lse = cast<RankedTensorType>(op.getLse().getType());
  Type wide = lse.getElementType();
  auto widen = [&](Value v) {
    return r.convert(v, cast<RankedTensorType>(v.getType()).clone(wide));
  };
  int64_t rank = lse.getRank() + 1;
  SmallVector<int64_t> swap = llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::swap(swap[rank - 1], swap[rank - 2]);
  Value product = MatmulOp::create(r.b, r.loc, widen(op.getQuery()),
                                   r.transpose(widen(op.getKey()), swap));
  Value scale = r.splat(product, op.getScale().convertToDouble());
  if (!scale)
    return {};
  // The bias's dims of 1 that the scores' extents spread it along.
  auto bias = cast<RankedTensorType>(op.getBias().getType());
  auto scores = cast<RankedTensorType>(product.getType());
  SmallVector<int64_t> spread;
  for (int64_t d = 0; d < rank; ++d)
    if (bias.getDimSize(d) == 1 && scores.getDimSize(d) != 1)
      spread.push_back(d);
  Value biasWide = widen(op.getBias());
  Value full = spread.empty() ? biasWide
                              : r.broadcastBack(r.sum(biasWide, spread), product, spread);
  Value rowLse = r.broadcastBack(op.getLse(), product, {rank - 1});
  if (!full || !rowLse)
    return {};
  Value p = ExpOp::create(r.b, r.loc, scores,
                          r.sub(r.add(r.mul(product, scale), full), rowLse));
  Value gw = widen(g);
  Value dp = MatmulOp::create(r.b, r.loc, gw, r.transpose(widen(op.getValue()), swap));
  Value rowDot = r.broadcastBack(r.sum(r.mul(gw, widen(op.getOut())), {rank - 1}),
                                 product, {rank - 1});
  if (!rowDot)
    return {};
  Value ds = r.mul(p, r.sub(dp, rowDot));
  Value summed = spread.empty() ? ds : r.broadcastBack(r.sum(ds, spread), biasWide, spread);
  return summed ? r.convert(summed, bias) : Value();
}

// attention: pyc.attention_grad, which recomputes the probabilities from
// the saved logsumexp. The logsumexp is a statistic for the backward: a
// cotangent of it other than zeros (something of the forward read it) has
// no rule here.
LogicalResult AttentionOp::buildGradients(OpBuilder &b, ValueRange grads,
                                          SmallVectorImpl<Value> &out) {
  if (!isSplatFloat(grads[1], 0.0))
    return emitOpError("gradient rule: the logsumexp is read by the forward; "
                       "only the output's cotangent has a rule");
  auto grad = AttentionGradOp::create(
      b, getLoc(), getQuery(), getKey(), getValue(), getOut(), getLse(),
      grads[0], getBias(), getScaleAttr(), getCausalAttr());
  SmallVector<Value> gradients = {grad.getGradQuery(), grad.getGradKey(),
                                  grad.getGradValue()};
  if (getBias()) {
    Rule r(b, *this);
    gradients.push_back(biasGradient(r, *this, grads[0]));
  }
  return done(out, gradients);
}

// convolution: pyc.convolution_grad, both cotangents from one op (torch's
// convolution_backward on every target for now).
LogicalResult ConvolutionOp::buildGradients(OpBuilder &b, ValueRange grads,
                                            SmallVectorImpl<Value> &out) {
  auto grad = ConvolutionGradOp::create(
      b, getLoc(), getInput(), getWeight(), grads[0], getStrideAttr(),
      getPaddingAttr(), getDilationAttr(), getGroupsAttr());
  return done(out, {grad.getGradInput(), grad.getGradWeight()});
}

// torch_call: pyc.torch_call_grad, torch's derivative of the call, for
// the float operands, from the float results' cotangents.
LogicalResult TorchCallOp::buildGradients(OpBuilder &b, ValueRange grads,
                                          SmallVectorImpl<Value> &out) {
  SmallVector<int64_t> positions;
  SmallVector<Type> types;
  for (auto [i, operand] : llvm::enumerate(getArgs()))
    if (isFloatTensor(operand)) {
      positions.push_back(i);
      types.push_back(operand.getType());
    }
  SmallVector<Value> cotangents;
  for (auto [result, g] : llvm::zip(getResults(), grads))
    if (isFloatTensor(result))
      cotangents.push_back(g);
  SmallVector<Value> gradients(getArgs().size());
  if (!positions.empty()) {
    auto grad = TorchCallGradOp::create(b, getLoc(), types, getArgs(),
                                        cotangents, getOpAttr(), getCallAttr(),
                                        b.getDenseI64ArrayAttr(positions));
    for (auto [position, g] : llvm::zip(positions, grad.getGradients()))
      gradients[position] = g;
  }
  SmallVector<bool> required(getArgs().size(), false);
  return done(out, gradients, required);
}

// gather: g added into zeros at the gathered indices, in f32 for a
// half-precision g and rounded once (an embedding's row gathered for
// thousands of tokens, BERT's token type, sums them all: added in bf16 one by
// one, the sum lost 10x eager's accuracy); indices get none
LogicalResult GatherOp::buildGradients(OpBuilder &b, ValueRange grads,
                                       SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, *this);
  Value updates = r.widened(grads[0]);
  Value zeros = r.splat(getOperand(), 0.0, getElementTypeOrSelf(updates.getType()));
  if (!zeros)
    return failure();
  Value grad = ScatterAddOp::create(b, r.loc, zeros.getType(), zeros,
                                    getIndices(), updates, getDim());
  return done(out, {r.convert(grad, getOperand().getType()), Value()}, {true, false});
}

// scatter_add: (g, none, g gathered at the indices)
LogicalResult ScatterAddOp::buildGradients(OpBuilder &b, ValueRange grads,
                                           SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value(), Value()}, {false, false, false});
  Rule r(b, *this);
  Value updates = GatherOp::create(b, r.loc, getUpdates().getType(), grads[0],
                                   getIndices(), getDim());
  return done(out, {grads[0], Value(), updates}, {true, false, true});
}

/// Whether `indices` picks one element of `operand` along `dim` at each of
/// its other positions: size 1 along `dim`, the operand's sizes elsewhere.
static bool picksOnePerRow(Value operand, Value indices, int64_t dim) {
  auto from = cast<RankedTensorType>(operand.getType());
  auto picks = cast<RankedTensorType>(indices.getType());
  if (picks.getDimSize(dim) != 1)
    return false;
  FailureOr<AffineMapAttr> fromSizes = sizesOf(operand);
  FailureOr<AffineMapAttr> pickSizes = sizesOf(indices);
  for (int64_t d = 0; d < from.getRank(); ++d) {
    if (d == dim)
      continue;
    if (from.getDimSize(d) != picks.getDimSize(d))
      return false;
    // Run-time sizes: the same expression of the symbols.
    if (from.isDynamicDim(d) &&
        (failed(fromSizes) || failed(pickSizes) || !*fromSizes || !*pickSizes ||
         fromSizes->getValue().getResult(d) != pickSizes->getValue().getResult(d)))
      return false;
  }
  return true;
}

// take_along_dim: g added into zeros at the picked positions. With one
// pick per row (cross-entropy's target class), that is a one-hot select,
// `select(iota(dim) == indices, g, 0)` broadcast along `dim`: an element-wise
// op that fuses into its readers, where a scatter into zeros is a kernel
// writing the whole tensor (GPT-2's [8192, 50257] f32 logits' gradient,
// 1.6 GB) that the next one reads back. The forward checked the indices.
LogicalResult TakeAlongDimOp::buildGradients(OpBuilder &b, ValueRange grads,
                                             SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value()}, {false, false});
  Rule r(b, *this);
  Value zeros = r.splat(getOperand(), 0.0);
  if (!zeros)
    return failure();
  int64_t dim = getDim();
  if (!picksOnePerRow(getOperand(), getIndices(), dim)) {  // as gather's
    Value updates = r.widened(grads[0]);
    Value wideZeros = r.widened(zeros);
    Value grad = ScatterAddAlongDimOp::create(b, r.loc, wideZeros.getType(), wideZeros,
                                              getIndices(), updates, dim);
    return done(out, {r.convert(grad, zeros.getType()), Value()}, {true, false});
  }
  auto type = cast<RankedTensorType>(getOperand().getType());
  FailureOr<AffineMapAttr> sizes = r.sizesOf(getOperand(), "a one-hot gradient of");
  if (failed(sizes))
    return failure();
  auto indexType = type.clone(getIndices().getType().getElementType());
  auto all = llvm::to_vector(llvm::seq<int64_t>(0, type.getRank()));
  Value positions = IotaOp::create(b, r.loc, indexType, dim, *sizes);
  Value picked =
      BroadcastInDimOp::create(b, r.loc, indexType, getIndices(), all, *sizes);
  Value spread =
      BroadcastInDimOp::create(b, r.loc, type, grads[0], all, *sizes);
  Value grad = r.select(r.compare(CompareDirection::EQ, positions, picked),
                        spread, zeros);
  return done(out, {grad, Value()}, {true, false});
}

// scatter_add_along_dim: (g, none, g picked at the indices)
LogicalResult ScatterAddAlongDimOp::buildGradients(
    OpBuilder &b, ValueRange grads, SmallVectorImpl<Value> &out) {
  if (!isFloatTensor(getResult()))
    return done(out, {Value(), Value(), Value()}, {false, false, false});
  Rule r(b, *this);
  Value updates = TakeAlongDimOp::create(b, r.loc, getUpdates().getType(),
                                         grads[0], getIndices(), getDim());
  return done(out, {grads[0], Value(), updates}, {true, false, true});
}
