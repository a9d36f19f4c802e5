//===- PycLayoutOps.cpp - broadcast, reshape, transpose, slice, concat, pad ---===//
//
// Verifiers, result types, folders and canonicalizations of the ops that
// move elements without computing them.
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

namespace {
/// A transpose that keeps the order of the dims of more than one element
/// moves no element: a reshape. A channel's statistic [1, C, 1, 1] placed
/// for channels-last data as [1, 1, 1, C] is read in the reduction kernel
/// that computed it (a view of a reduced value it can pull in: batch
/// norm's variance beside its mean), where a transpose of it was not.
struct TransposeOfUnitDims : public OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getType();
    if (!type.hasStaticShape())
      return failure();
    ArrayRef<int64_t> sizes = op.getOperand().getType().getShape();
    int64_t last = -1;
    for (int64_t d : op.getPermutation()) {
      if (sizes[d] == 1)
        continue;
      if (d < last)
        return failure();
      last = d;
    }
    rewriter.replaceOpWithNewOp<ReshapeOp>(op, type, op.getOperand(),
                                           AffineMapAttr());
    return success();
  }
};
} // namespace

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                              MLIRContext *context) {
  patterns.add<TransposeOfMatmul, TransposeOfUnitDims>(context);
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
        !first.getValue().isZero() || !second.getValue().isZero() ||
        first.getInterior() || second.getInterior())
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
                                       second.getHigh(), first.getValue(),
                                       DenseI64ArrayAttr());
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

namespace {
/// slice(transpose(x)) = transpose(slice(x)), each dim's start, limit and
/// stride moved to the operand's dim it came from, for a transpose nothing
/// else reads. The slice then reads its operand as the operand lies: a
/// channels-last tensor taken by a kernel is transposed to [N, C, H, W],
/// and a slice of its channels after the transpose made the CPU's reduction
/// over [N, H, W] (a concatenation's gradient into batch norm's backward)
/// walk each channel strided, 2.3 ms for what took 0.2 ms as a slice of
/// the channels-last buffer.
struct SliceOfTranspose : public OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto transpose = op.getOperand().getDefiningOp<TransposeOp>();
    if (!transpose || !transpose->hasOneUse())
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    SmallVector<int64_t> start(perm.size()), limit(perm.size()),
        stride(perm.size());
    for (auto [i, d] : llvm::enumerate(perm)) {
      start[d] = op.getStart()[i];
      limit[d] = op.getLimit()[i];
      stride[d] = op.getStride()[i];
    }
    Value sliced = SliceOp::create(rewriter, op.getLoc(),
                                   transpose.getOperand(), start, limit, stride);
    rewriter.replaceOpWithNewOp<TransposeOp>(op, op.getType(), sliced, perm);
    return success();
  }
};
} // namespace

void SliceOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                          MLIRContext *context) {
  patterns.add<SliceOfTranspose>(context);
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

namespace {
/// concat(transpose(a, p), transpose(b, p), dim = d) =
/// transpose(concat(a, b, dim = p[d]), p): the inputs joined as they lie.
/// Channels-last tensors concatenated along channels (a UNet's skip
/// connections) were each transposed to pyc's logical order, joined, and
/// the join transposed back: three copies that are now one, along the
/// buffers' last dim, the outer transposes cancelling. Only for transposes
/// the concat alone reads: one read elsewhere too would stay, beside the
/// transpose of the join (on a GPU a copy kernel each where they move the
/// innermost dim).
struct ConcatOfTransposes : public OpRewritePattern<ConcatOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> inputs;
    ArrayRef<int64_t> perm;
    for (Value input : op.getInputs()) {
      auto transpose = input.getDefiningOp<TransposeOp>();
      if (!transpose || !transpose->hasOneUse() ||
          (!perm.empty() && transpose.getPermutation() != perm))
        return failure();
      perm = transpose.getPermutation();
      inputs.push_back(transpose.getOperand());
    }
    Value joined = ConcatOp::create(rewriter, op.getLoc(), inputs,
                                    perm[op.getDim()]);
    rewriter.replaceOpWithNewOp<TransposeOp>(op, joined, perm);
    return success();
  }
};
} // namespace

void ConcatOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                           MLIRContext *context) {
  patterns.add<ConcatOfTransposes>(context);
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
  SmallVector<int64_t> interior(rank, 0);
  if (std::optional<ArrayRef<int64_t>> given = adaptor.getInterior()) {
    if (static_cast<int64_t>(given->size()) != rank)
      return inferError(loc, "pad", "interior needs ", rank,
                        " entries (the operand rank), got ", given->size());
    interior.assign(given->begin(), given->end());
  }
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
    if (low[d] < 0 || high[d] < 0 || interior[d] < 0)
      return inferError(loc, "pad", "padding of dimension ", d,
                        " is negative (low ", low[d], ", high ", high[d],
                        ", interior ", interior[d], ")");
    int64_t size = type.getDimSize(d);
    if (ShapedType::isDynamic(size) && interior[d])
      return inferError(loc, "pad", "interior padding of run-time dimension ",
                        d);
    shape.push_back(ShapedType::isDynamic(size)
                        ? size
                        : size + low[d] + high[d] +
                              std::max<int64_t>(size - 1, 0) * interior[d]);
  }
  inferred.push_back(type.clone(shape));
  return success();
}

// pad(x, 0, 0) = x
OpFoldResult PadOp::fold(FoldAdaptor) {
  auto zero = [](int64_t p) { return p == 0; };
  if (getOperand().getType() == getType() && llvm::all_of(getLow(), zero) &&
      llvm::all_of(getHigh(), zero) &&
      (!getInterior() || llvm::all_of(*getInterior(), zero)))
    return getOperand();
  return {};
}

namespace {
/// pad(pad(x)) with one value = one pad, where along each dim the outer pad
/// spreads no elements apart (no interior) or the inner one pads nothing:
/// the lows, highs and interiors add. A strided slice's gradient traced
/// back from torch (a slice_scatter per strided dim, then F.pad) is such a
/// chain.
struct PadOfPad : public OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<PadOp>();
    if (!inner || !inner.getValue().bitwiseIsEqual(op.getValue()))
      return failure();
    int64_t rank = op.getLow().size();
    SmallVector<int64_t> low, high, interior;
    for (int64_t d = 0; d < rank; ++d) {
      if (op.getInteriorAt(d) && (inner.getLow()[d] || inner.getHigh()[d] ||
                                  inner.getInteriorAt(d)))
        return failure();
      low.push_back(inner.getLow()[d] + op.getLow()[d]);
      high.push_back(inner.getHigh()[d] + op.getHigh()[d]);
      interior.push_back(inner.getInteriorAt(d) + op.getInteriorAt(d));
    }
    rewriter.replaceOpWithNewOp<PadOp>(op, inner.getOperand(), low, high,
                                       op.getValue(), interior);
    return success();
  }
};
} // namespace

void PadOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                        MLIRContext *context) {
  patterns.add<PadOfPad>(context);
}

