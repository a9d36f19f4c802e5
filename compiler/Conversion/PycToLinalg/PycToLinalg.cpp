//===- PycToLinalg.cpp - lower pyc tensor ops to linalg on tensors --------===//
//
// The rules are stated in Passes.td. The algorithm:
//   1. Mark every pyc op that has a pattern here illegal (iota and slice
//      only with a static shape); pyc.kernel and pyc.yield stay legal, so
//      the ops in kernel bodies are converted in place.
//   2. Rewrite each op with the dialect conversion framework, one
//      OpConversionPattern per op family. Pointwise ops share one pattern,
//      `Pointwise`, that builds the linalg.generic around the op's scalar
//      computation (`buildPointwiseScalar`, Scalar.h).
//   3. The conversion is partial: ops without a pattern (cumsum,
//      scatter_add, scatter_add_along_dim) stay pyc ops, for a later stage
//      to reject or lower.
//
// Ops that compute write into a fresh `tensor.empty` (destination-passing
// style); views (reshape, slice) become tensor views, which bufferize to
// memref views rather than copies.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Passes.h"
#include "Conversion/Scalar.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_PYCTOLINALG
#include "Conversion/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The sizes of a tensor of `type`: its static dims, and `dynamicSize(d)`
/// for each `?` dim `d`.
SmallVector<OpFoldResult>
sizesOf(OpBuilder &b, RankedTensorType type,
        function_ref<OpFoldResult(int64_t)> dynamicSize) {
  SmallVector<OpFoldResult> sizes;
  for (auto [d, size] : llvm::enumerate(type.getShape()))
    sizes.push_back(ShapedType::isDynamic(size)
                        ? dynamicSize(d)
                        : OpFoldResult(b.getIndexAttr(size)));
  return sizes;
}

/// An uninitialized tensor of `type` whose `?` dims are those of `like`
/// (same rank), if any.
Value emptyTensor(OpBuilder &b, Location loc, RankedTensorType type,
                  Value like) {
  SmallVector<OpFoldResult> sizes = sizesOf(b, type, [&](int64_t d) {
    return tensor::getMixedSize(b, loc, like, d);
  });
  return tensor::EmptyOp::create(b, loc, sizes, type.getElementType());
}

/// `init` filled with the scalar `value`.
Value fill(OpBuilder &b, Location loc, Value value, Value init) {
  return linalg::FillOp::create(b, loc, ValueRange{value}, ValueRange{init})
      .getResult(0);
}

/// The scalar body of a pointwise linalg.generic: the result element from
/// one element of each operand.
using ScalarFn = function_ref<Value(OpBuilder &, Location, ValueRange)>;

/// A linalg.generic over the shape of `type` that reads every operand at the
/// output index and yields `body` of the elements; `?` dims come from
/// `operands[0]`.
Value pointwise(OpBuilder &b, Location loc, RankedTensorType type,
                ValueRange operands, ScalarFn body) {
  Value init =
      emptyTensor(b, loc, type, operands.empty() ? Value() : operands.front());
  int64_t rank = type.getRank();
  SmallVector<AffineMap> maps(operands.size() + 1,
                              b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> iterators(rank,
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{type}, operands, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value result = body(nested, nestedLoc, args.drop_back());
        linalg::YieldOp::create(nested, nestedLoc, result);
      });
  return generic.getResult(0);
}


//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

/// Any pointwise op with a scalar form (`buildPointwiseScalar`): a
/// linalg.generic over the result whose body is that scalar computation.
struct Pointwise : ConversionPattern {
  Pointwise(MLIRContext *context)
      : ConversionPattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult
  matchAndRewrite(Operation *op, ArrayRef<Value> operands,
                  ConversionPatternRewriter &rewriter) const override {
    if (!op->hasTrait<OpTrait::pyc::Pointwise>() || isa<IotaOp>(op))
      return failure();
    auto type = cast<RankedTensorType>(op->getResult(0).getType());
    Value result = pointwise(rewriter, op->getLoc(), type, operands,
                             [&](OpBuilder &b, Location loc, ValueRange args) {
                               return buildPointwiseScalar(
                                   b, loc, op, type.getElementType(), args);
                             });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// pyc.constant => arith.constant of the same attribute.
struct Constant : OpConversionPattern<ConstantOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ConstantOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        op, cast<TypedAttr>(op.getValue()));
    return success();
  }
};

/// pyc.iota => linalg.index of `dim`, cast to the element type (through
/// i64 for floats, as torch.arange(n).to(dtype)).
struct Iota : OpConversionPattern<IotaOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(IotaOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op,
                                         "a `?` dim has no size to iterate");
    int64_t dim = op.getDim();
    Value result = pointwise(
        rewriter, op.getLoc(), type, {},
        [&](OpBuilder &b, Location loc, ValueRange) -> Value {
          Value index = linalg::IndexOp::create(b, loc, dim);
          Type element = type.getElementType();
          if (!isa<FloatType>(element))
            return arith::IndexCastOp::create(b, loc, element, index);
          Value i64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
          return arith::SIToFPOp::create(b, loc, element, i64);
        });
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// pyc.broadcast_in_dim => linalg.generic reading operand dim i at result dim
/// dims[i], or at 0 where a size-1 dim is repeated; new dims are dropped
/// from the operand's map.
struct BroadcastInDim : OpConversionPattern<BroadcastInDimOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(BroadcastInDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand();
    auto type = cast<RankedTensorType>(op.getType());
    ArrayRef<int64_t> in = tensorTypeOf(operand).getShape();
    ArrayRef<int64_t> dims = op.getDims();
    SmallVector<AffineExpr> reads;
    for (auto [i, d] : llvm::enumerate(dims))
      reads.push_back(in[i] == 1 && type.getDimSize(d) != 1
                          ? rewriter.getAffineConstantExpr(0)
                          : rewriter.getAffineDimExpr(d));
    // A `?` result dim equals the `?` operand dim it comes from.
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      auto i = llvm::find(dims, d) - dims.begin();
      return tensor::getMixedSize(rewriter, loc, operand, i);
    });
    Value init =
        tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
    int64_t rank = type.getRank();
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, reads, rewriter.getContext()),
        rewriter.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{operand}, ValueRange{init},
        maps, iterators, [](OpBuilder &b, Location loc, ValueRange args) {
          linalg::YieldOp::create(b, loc, args[0]);
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

/// pyc.transpose => linalg.transpose (result dim i = operand dim perm[i] in
/// both).
struct Transpose : OpConversionPattern<TransposeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TransposeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand();
    ArrayRef<int64_t> perm = op.getPermutation();
    auto type = cast<RankedTensorType>(op.getType());
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      return tensor::getMixedSize(rewriter, loc, operand, perm[d]);
    });
    Value init =
        tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
    auto transpose =
        linalg::TransposeOp::create(rewriter, loc, operand, init, perm);
    rewriter.replaceOp(op, transpose->getResult(0));
    return success();
  }
};

/// pyc.reshape => tensor.collapse_shape or tensor.expand_shape when the
/// reshape groups adjacent dims; otherwise a collapse to 1-D followed by an
/// expand (the result has at most one `?`, which the expand infers).
struct Reshape : OpConversionPattern<ReshapeOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReshapeOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand();
    auto from = tensorTypeOf(operand);
    auto to = cast<RankedTensorType>(op.getType());
    if (from == to) {
      rewriter.replaceOp(op, operand);
      return success();
    }
    if (from.getRank() > to.getRank()) {
      if (auto groups = getReassociationIndicesForCollapse(from.getShape(),
                                                           to.getShape())) {
        rewriter.replaceOpWithNewOp<tensor::CollapseShapeOp>(op, to, operand,
                                                             *groups);
        return success();
      }
    } else if (from.getRank() < to.getRank()) {
      if (auto groups = getReassociationIndicesForCollapse(to.getShape(),
                                                           from.getShape())) {
        rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(op, to, operand,
                                                           *groups);
        return success();
      }
    }
    // Neither: the ranks are >= 1 here (rank 0 has one element, and any
    // shape of one element collapses or expands to it).
    auto all = [](int64_t rank) {
      return SmallVector<ReassociationIndices>{
          llvm::to_vector(llvm::seq<int64_t>(0, rank))};
    };
    Value flat = operand;
    if (from.getRank() != 1)
      flat = tensor::CollapseShapeOp::create(rewriter, loc, operand,
                                             all(from.getRank()));
    Value result = flat;
    if (to.getRank() != 1)
      result = tensor::ExpandShapeOp::create(rewriter, loc, to, flat,
                                             all(to.getRank()));
    else if (flat.getType() != to)
      result = tensor::CastOp::create(rewriter, loc, to, flat);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// pyc.slice => tensor.extract_slice with the same start and stride; the
/// sizes are the (static) result shape.
struct Slice : OpConversionPattern<SliceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<RankedTensorType>(op.getType());
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "slice sizes are not static");
    auto attrs = [&](ArrayRef<int64_t> values) {
      return getAsIndexOpFoldResult(rewriter.getContext(), values);
    };
    rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
        op, type, adaptor.getOperand(), attrs(op.getStart()),
        attrs(type.getShape()), attrs(op.getStride()));
    return success();
  }
};

/// `a + b` on index sizes, folded when both are static.
OpFoldResult addSizes(OpBuilder &b, Location loc, OpFoldResult lhs,
                      OpFoldResult rhs) {
  std::optional<int64_t> l = getConstantIntValue(lhs);
  std::optional<int64_t> r = getConstantIntValue(rhs);
  if (l && r)
    return b.getIndexAttr(*l + *r);
  return arith::AddIOp::create(b, loc,
                               getValueOrCreateConstantIndexOp(b, loc, lhs),
                               getValueOrCreateConstantIndexOp(b, loc, rhs))
      .getResult();
}

/// `dest` with `source` written at `offsets` (unit strides): a linalg.copy
/// into the slice of `dest`, inserted back. A bare tensor.insert_slice would
/// bufferize to a memref.copy into a strided subview, which needs a runtime
/// library on CPU; this bufferizes in place to loops.
Value insertInto(OpBuilder &b, Location loc, Value source, Value dest,
                 ArrayRef<OpFoldResult> offsets) {
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, source);
  SmallVector<OpFoldResult> strides(sizes.size(), b.getIndexAttr(1));
  Value slice = tensor::ExtractSliceOp::create(b, loc, tensorTypeOf(source),
                                               dest, offsets, sizes, strides);
  Value copied =
      linalg::CopyOp::create(b, loc, ValueRange{source}, ValueRange{slice})
          .getResult(0);
  return tensor::InsertSliceOp::create(b, loc, copied, dest, offsets, sizes,
                                       strides);
}

/// pyc.concat => each input written into a tensor.empty at the running
/// offset along `dim`.
struct Concat : OpConversionPattern<ConcatOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ConcatOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<RankedTensorType>(op.getType());
    ValueRange inputs = adaptor.getInputs();
    int64_t dim = op.getDim();
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      if (d != dim)
        return tensor::getMixedSize(rewriter, loc, inputs.front(), d);
      OpFoldResult total = rewriter.getIndexAttr(0);
      for (Value input : inputs)
        total = addSizes(rewriter, loc, total,
                         tensor::getMixedSize(rewriter, loc, input, d));
      return total;
    });
    Value result =
        tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
    SmallVector<OpFoldResult> offsets(type.getRank(), rewriter.getIndexAttr(0));
    for (Value input : inputs) {
      result = insertInto(rewriter, loc, input, result, offsets);
      offsets[dim] = addSizes(rewriter, loc, offsets[dim],
                              tensor::getMixedSize(rewriter, loc, input, dim));
    }
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// pyc.pad => the operand written at `low` into a tensor.empty filled with
/// `value`.
struct Pad : OpConversionPattern<PadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(PadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand();
    auto type = cast<RankedTensorType>(op.getType());
    ArrayRef<int64_t> low = op.getLow(), high = op.getHigh();
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      return addSizes(rewriter, loc,
                      tensor::getMixedSize(rewriter, loc, operand, d),
                      rewriter.getIndexAttr(low[d] + high[d]));
    });
    Type element = type.getElementType();
    Value init = tensor::EmptyOp::create(rewriter, loc, sizes, element);
    double value = op.getValue().convertToDouble();
    Value filled = fill(rewriter, loc,
                        scalarConstant(rewriter, loc, element, value), init);
    rewriter.replaceOp(
        op, insertInto(rewriter, loc, operand, filled,
                       getAsIndexOpFoldResult(rewriter.getContext(), low)));
    return success();
  }
};

/// `value` rounded to `type`'s element type, if it differs.
Value truncateTo(OpBuilder &b, Location loc, RankedTensorType type,
                 Value value) {
  if (tensorTypeOf(value).getElementType() == type.getElementType())
    return value;
  return pointwise(b, loc, type, value,
                   [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                     return arith::TruncFOp::create(
                         nested, nestedLoc, type.getElementType(), args[0]);
                   });
}

/// pyc.reduce => linalg.reduce over `dims` into a linalg.fill of the kind's
/// identity.
struct Reduce : OpConversionPattern<ReduceOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand();
    ArrayRef<int64_t> dims = op.getDims();
    if (dims.empty()) {
      rewriter.replaceOp(op, operand);
      return success();
    }
    ReduceKind kind = op.getKind();
    auto type = cast<RankedTensorType>(op.getType());
    Type acc =
        accumulatorType(rewriter, type.getElementType(),
                        kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    SmallVector<int64_t> kept;
    for (int64_t d = 0, rank = tensorTypeOf(operand).getRank(); d < rank; ++d)
      if (!llvm::is_contained(dims, d))
        kept.push_back(d);
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      return tensor::getMixedSize(rewriter, loc, operand, kept[d]);
    });
    Value init = fill(rewriter, loc, reduceIdentity(rewriter, loc, kind, acc),
                      tensor::EmptyOp::create(rewriter, loc, sizes, acc));
    auto reduce = linalg::ReduceOp::create(
        rewriter, loc, ValueRange{operand}, ValueRange{init}, dims,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0];
          if (x.getType() != acc)
            x = arith::ExtFOp::create(b, loc, acc, x);
          linalg::YieldOp::create(b, loc,
                                  reduceCombine(b, loc, kind, x, args[1]));
        });
    rewriter.replaceOp(op,
                       truncateTo(rewriter, loc, type, reduce.getResult(0)));
    return success();
  }
};

/// pyc.argmax / pyc.argmin => a linalg.generic reducing `dim` into a (best
/// value, its index) pair: an element replaces the best one if it is
/// strictly better, or NaN where the best is not, so the first occurrence
/// wins and NaN counts as the extreme.
template <typename SourceOp, bool isMax>
struct ArgReduce : OpConversionPattern<SourceOp> {
  using OpConversionPattern<SourceOp>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(SourceOp op, typename SourceOp::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand();
    auto operandType = tensorTypeOf(operand);
    Type element = operandType.getElementType();
    auto type = cast<RankedTensorType>(op.getType());
    int64_t dim = op.getDim(), rank = operandType.getRank();
    SmallVector<AffineExpr> keptDims;
    for (int64_t d = 0; d < rank; ++d)
      if (d != dim)
        keptDims.push_back(rewriter.getAffineDimExpr(d));
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      return tensor::getMixedSize(rewriter, loc, operand, d < dim ? d : d + 1);
    });
    ReduceKind kind = isMax ? ReduceKind::Max : ReduceKind::Min;
    Value bestInit =
        fill(rewriter, loc, reduceIdentity(rewriter, loc, kind, element),
             tensor::EmptyOp::create(rewriter, loc, sizes, element));
    Type i64 = rewriter.getI64Type();
    Value indexInit = fill(rewriter, loc, scalarConstant(rewriter, loc, i64, 0),
                           tensor::EmptyOp::create(rewriter, loc, sizes, i64));
    AffineMap kept = AffineMap::get(rank, 0, keptDims, rewriter.getContext());
    SmallVector<AffineMap> maps = {rewriter.getMultiDimIdentityMap(rank), kept,
                                   kept};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators[dim] = utils::IteratorType::reduction;
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{bestInit.getType(), type}, ValueRange{operand},
        ValueRange{bestInit, indexInit}, maps, iterators,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          Value x = args[0], best = args[1], bestIndex = args[2];
          Value better = argReplaces(b, loc, isMax, x, best);
          Value index = arith::IndexCastOp::create(
              b, loc, i64, linalg::IndexOp::create(b, loc, dim));
          linalg::YieldOp::create(
              b, loc,
              ValueRange{
                  arith::SelectOp::create(b, loc, better, x, best),
                  arith::SelectOp::create(b, loc, better, index, bestIndex)});
        });
    rewriter.replaceOp(op, generic.getResult(1));
    return success();
  }
};

/// The index contract (PycOps.td) of `op`, which indexes a dim `dim` of
/// `operand` with `indices`: a `cf.assert` that every index is in [0, size)
/// (an unsigned compare each, and-reduced), before anything reads at one.
void assertInBounds(OpBuilder &b, Location loc, Operation *op, Value operand,
                    int64_t dim, Value indices) {
  Value size = getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSize(b, loc, operand, dim));
  auto inBounds = [&](OpBuilder &b, Location loc, Value index) {
    return arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ult,
        arith::IndexCastOp::create(b, loc, b.getIndexType(), index), size);
  };
  Value ok;
  int64_t rank = tensorTypeOf(indices).getRank();
  if (rank == 0) {
    ok = inBounds(b, loc, tensor::ExtractOp::create(b, loc, indices));
  } else {
    Value all = fill(b, loc, arith::ConstantIntOp::create(b, loc, 1, 1),
                     tensor::EmptyOp::create(b, loc, ArrayRef<int64_t>{},
                                             b.getI1Type()));
    auto reduce = linalg::ReduceOp::create(
        b, loc, ValueRange{indices}, ValueRange{all},
        llvm::to_vector(llvm::seq<int64_t>(0, rank)),
        [&](OpBuilder &b, Location loc, ValueRange args) {
          linalg::YieldOp::create(
              b, loc,
              arith::AndIOp::create(b, loc, inBounds(b, loc, args[0]),
                                    args[1])
                  .getResult());
        });
    ok = tensor::ExtractOp::create(b, loc, reduce.getResult(0));
  }
  std::string message;
  llvm::raw_string_ostream os(message);
  os << "pycompile: an index is out of bounds for dimension " << dim
     << " with size ";
  int64_t extent = tensorTypeOf(operand).getDimSize(dim);
  if (ShapedType::isDynamic(extent))
    os << "?";
  else
    os << extent;
  os << " (" << op->getName() << ")";
  cf::AssertOp::create(b, loc, ok, message);
}

/// pyc.gather => the bounds assertion, then a linalg.generic over the
/// result that reads the index at the result's index dims and
/// tensor.extracts the operand element.
struct Gather : OpConversionPattern<GatherOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(GatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand(), indices = adaptor.getIndices();
    auto type = cast<RankedTensorType>(op.getType());
    int64_t dim = op.getDim(), indexRank = tensorTypeOf(indices).getRank();
    int64_t rank = type.getRank(),
            operandRank = tensorTypeOf(operand).getRank();
    // Result dim d: operand dim d before `dim`, an index dim in
    // [dim, dim + indexRank), operand dim d - indexRank + 1 after.
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      if (d < dim)
        return tensor::getMixedSize(rewriter, loc, operand, d);
      if (d < dim + indexRank)
        return tensor::getMixedSize(rewriter, loc, indices, d - dim);
      return tensor::getMixedSize(rewriter, loc, operand, d - indexRank + 1);
    });
    Value init =
        tensor::EmptyOp::create(rewriter, loc, sizes, type.getElementType());
    assertInBounds(rewriter, loc, op, operand, dim, indices);
    SmallVector<AffineExpr> indexDims;
    for (int64_t d = dim; d < dim + indexRank; ++d)
      indexDims.push_back(rewriter.getAffineDimExpr(d));
    SmallVector<AffineMap> maps = {
        AffineMap::get(rank, 0, indexDims, rewriter.getContext()),
        rewriter.getMultiDimIdentityMap(rank)};
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{indices}, ValueRange{init},
        maps, iterators, [&](OpBuilder &b, Location loc, ValueRange args) {
          SmallVector<Value> coords;
          for (int64_t d = 0; d < operandRank; ++d) {
            if (d == dim)
              coords.push_back(arith::IndexCastOp::create(
                  b, loc, b.getIndexType(), args[0]));
            else
              coords.push_back(linalg::IndexOp::create(
                  b, loc, d < dim ? d : d + indexRank - 1));
          }
          linalg::YieldOp::create(
              b, loc,
              tensor::ExtractOp::create(b, loc, operand, coords).getResult());
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

/// pyc.take_along_dim => the bounds assertion, then a linalg.generic over
/// the result (the indices' shape) that tensor.extracts the operand element
/// at the result's index with the index read in place of `dim`.
struct TakeAlongDim : OpConversionPattern<TakeAlongDimOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(TakeAlongDimOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value operand = adaptor.getOperand(), indices = adaptor.getIndices();
    auto type = cast<RankedTensorType>(op.getType());
    int64_t dim = op.getDim(), rank = type.getRank();
    Value init = emptyTensor(rewriter, loc, type, indices);
    assertInBounds(rewriter, loc, op, operand, dim, indices);
    SmallVector<AffineMap> maps(2, rewriter.getMultiDimIdentityMap(rank));
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        rewriter, loc, TypeRange{type}, ValueRange{indices}, ValueRange{init},
        maps, iterators, [&](OpBuilder &b, Location loc, ValueRange args) {
          SmallVector<Value> coords;
          for (int64_t d = 0; d < rank; ++d)
            coords.push_back(
                d == dim ? arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                                      args[0])
                               .getResult()
                         : linalg::IndexOp::create(b, loc, d).getResult());
          linalg::YieldOp::create(
              b, loc,
              tensor::ExtractOp::create(b, loc, operand, coords).getResult());
        });
    rewriter.replaceOp(op, generic.getResult(0));
    return success();
  }
};

/// pyc.matmul => linalg.matmul (rank 2) or linalg.batch_matmul (rank 3)
/// into a zero-filled init; batch dims of higher ranks are collapsed into
/// one and expanded back. f16/bf16 accumulate in f32 and round once.
struct Matmul : OpConversionPattern<MatmulOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(MatmulOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value lhs = adaptor.getLhs(), rhs = adaptor.getRhs();
    auto type = cast<RankedTensorType>(op.getType());
    int64_t rank = type.getRank();
    // Result [B..., M, N]: B and M from lhs, N from rhs.
    SmallVector<OpFoldResult> sizes = sizesOf(rewriter, type, [&](int64_t d) {
      return d == rank - 1 ? tensor::getMixedSize(rewriter, loc, rhs, d)
                           : tensor::getMixedSize(rewriter, loc, lhs, d);
    });
    // Batch dims beyond one are collapsed into one, the product of them.
    SmallVector<ReassociationIndices> batch;
    SmallVector<OpFoldResult> accSizes = sizes;
    if (rank > 3) {
      batch = {llvm::to_vector(llvm::seq<int64_t>(0, rank - 2)),
               {rank - 2},
               {rank - 1}};
      lhs = tensor::CollapseShapeOp::create(rewriter, loc, lhs, batch);
      rhs = tensor::CollapseShapeOp::create(rewriter, loc, rhs, batch);
      accSizes = {tensor::getMixedSize(rewriter, loc, lhs, 0), sizes[rank - 2],
                  sizes[rank - 1]};
    }
    Type acc = accumulatorType(rewriter, type.getElementType(), true);
    Value init = fill(rewriter, loc, scalarConstant(rewriter, loc, acc, 0),
                      tensor::EmptyOp::create(rewriter, loc, accSizes, acc));
    Value product =
        rank == 2
            ? linalg::MatmulOp::create(rewriter, loc, TypeRange{init.getType()},
                                       ValueRange{lhs, rhs}, ValueRange{init})
                  .getResult(0)
            : linalg::BatchMatmulOp::create(
                  rewriter, loc, TypeRange{init.getType()},
                  ValueRange{lhs, rhs}, ValueRange{init})
                  .getResult(0);
    if (rank > 3)
      product = tensor::ExpandShapeOp::create(
          rewriter, loc, RankedTensorType::get(type.getShape(), acc), product,
          batch, sizes);
    rewriter.replaceOp(op, truncateTo(rewriter, loc, type, product));
    return success();
  }
};

void populatePatterns(RewritePatternSet &patterns) {
  patterns.add<
      Pointwise,
      Constant, Iota, BroadcastInDim, Transpose, Reshape, Slice, Concat, Pad,
      Reduce, ArgReduce<ArgMaxOp, true>, ArgReduce<ArgMinOp, false>, Gather,
      TakeAlongDim, Matmul>(patterns.getContext());
}

struct PycToLinalgPass : mlir::pyc::impl::PycToLinalgBase<PycToLinalgPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    target.addLegalDialect<arith::ArithDialect, cf::ControlFlowDialect,
                           linalg::LinalgDialect, math::MathDialect,
                           tensor::TensorDialect>();
    // Kernels keep their structure; what they hold is converted.
    target.addLegalOp<KernelOp, YieldOp>();
    target.addIllegalDialect<PycDialect>();
    // No lowering here; a later stage handles or rejects them.
    target.addLegalOp<CumSumOp, ScatterAddOp, ScatterAddAlongDimOp>();
    target.addDynamicallyLegalOp<IotaOp>(
        [](IotaOp op) { return !op.getType().hasStaticShape(); });
    target.addDynamicallyLegalOp<SliceOp>(
        [](SliceOp op) { return !op.getType().hasStaticShape(); });
    RewritePatternSet patterns(context);
    populatePatterns(patterns);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace
