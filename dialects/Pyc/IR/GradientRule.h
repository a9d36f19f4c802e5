//===- GradientRule.h - what the gradient rules of pyc ops share -*- C++ -*-===//
//
// The builder the rules of PycGradients.cpp and PycStructuredGradients.cpp
// write their formulas with, and how a rule hands its gradients back.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_IR_GRADIENTRULE_H
#define PYC_IR_GRADIENTRULE_H

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

namespace mlir::pyc::gradients {

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

inline bool isFloatTensor(Value v) {
  return isa<FloatType>(getElementTypeOrSelf(v.getType()));
}

/// Appends `gradients` to `out`; fails if one that must exist is null (a
/// constant the rule could not build, already reported).
inline LogicalResult done(SmallVectorImpl<Value> &out, ArrayRef<Value> gradients,
                   ArrayRef<bool> required = {}) {
  for (auto [i, g] : llvm::enumerate(gradients))
    if (!g && (required.empty() || required[i]))
      return failure();
  llvm::append_range(out, gradients);
  return success();
}

} // namespace mlir::pyc::gradients

#endif // PYC_IR_GRADIENTRULE_H
