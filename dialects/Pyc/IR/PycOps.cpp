//===- PycOps.cpp - verifiers, type inference and folders of pyc ops ------===//

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
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/JSON.h"
#include <functional>
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::pyc;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

using namespace mlir::pyc::detail;

namespace mlir::pyc::detail {

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
/// Checks that `dim` names a dimension of a rank-`rank` tensor.
LogicalResult checkDim(std::optional<Location> loc, StringRef opName,
                       int64_t dim, int64_t rank) {
  if (dim < 0 || dim >= rank)
    return inferError(loc, opName, "dim ", dim,
                      " is out of range for a tensor of rank ", rank);
  return success();
}

} // namespace mlir::pyc::detail

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

/// reduce(transpose(x, p), dims = D) = reduce(x, dims = p[D]), its kept
/// dims transposed back where their order differs (a smaller value): the
/// same elements combined, read in x's own layout. Batch
/// norm over channels-last data reduces [N, C, H, W] over N, H and W: rows
/// a channel each, strided by the channel count, too few to fill a GPU;
/// over the buffer [N, H, W, C] it is a sum of contiguous columns.
struct ReduceOfTranspose : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto transpose = op.getOperand().getDefiningOp<TransposeOp>();
    if (!transpose)
      return failure();
    ArrayRef<int64_t> perm = transpose.getPermutation();
    llvm::SmallBitVector reduced(perm.size());
    for (int64_t d : op.getDims())
      reduced.set(d);
    SmallVector<int64_t> dims, kept; // of x: reduced, and kept in result order
    for (auto [d, source] : llvm::enumerate(perm))
      (reduced.test(d) ? dims : kept).push_back(source);
    llvm::sort(dims);
    auto reducedX = ReduceOp::create(rewriter, op.getLoc(), op.getKindAttr(),
                                     transpose.getOperand(),
                                     rewriter.getDenseI64ArrayAttr(dims));
    // Result dim i is x's dim kept[i]: its place among the kept dims sorted.
    SmallVector<int64_t> sorted(kept);
    llvm::sort(sorted);
    if (sorted == kept) {
      rewriter.replaceOp(op, reducedX.getResult());
      return success();
    }
    SmallVector<int64_t> back;
    for (int64_t source : kept)
      back.push_back(llvm::find(sorted, source) - sorted.begin());
    rewriter.replaceOpWithNewOp<TransposeOp>(op, op.getType(), reducedX,
                                             back);
    return success();
  }
};
} // namespace

void ReduceOp::getCanonicalizationPatterns(RewritePatternSet &patterns,
                                           MLIRContext *context) {
  patterns.add<ReduceOfUnitDims, ReduceOfTranspose>(context);
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
// ConvolutionOp, ConvolutionGradOp
//===----------------------------------------------------------------------===//

/// The type of a convolution's result for these operands and attributes,
/// after checking them (`opName` names the op in errors). The channel and
/// spatial extents are static; the batch may be `?`.
static LogicalResult convolutionType(std::optional<Location> loc,
                                     StringRef opName, Type inputType,
                                     Type weightType, ArrayRef<int64_t> stride,
                                     ArrayRef<int64_t> padding,
                                     ArrayRef<int64_t> dilation, int64_t groups,
                                     Type &inferred) {
  auto x = rankedOrNull(inputType), w = rankedOrNull(weightType);
  if (!x || !w)
    return inferError(loc, opName, "expects ranked tensor operands");
  if (x.getElementType() != w.getElementType())
    return inferError(loc, opName, "input and weight element types differ: ",
                      x.getElementType(), " and ", w.getElementType());
  int64_t rank = x.getRank(), spatial = rank - 2;
  if (rank < 3 || rank > 5 || w.getRank() != rank)
    return inferError(loc, opName,
                      "input and weight need one rank of 3 to 5 ([batch, "
                      "channels, 1 to 3 spatial dims]), got ",
                      rank, " and ", w.getRank());
  for (auto [name, values] :
       {std::pair<StringRef, ArrayRef<int64_t>>{"stride", stride},
        {"padding", padding}, {"dilation", dilation}})
    if (static_cast<int64_t>(values.size()) != spatial ||
        llvm::any_of(values, [&](int64_t v) {
          return name == "padding" ? v < 0 : v < 1;
        }))
      return inferError(loc, opName, name, " ", formatList(values),
                        " needs one ", name == "padding" ? "non-negative" : "positive",
                        " value per spatial dim (", spatial, ")");
  if (llvm::any_of(x.getShape().drop_front(), ShapedType::isDynamic) ||
      !w.hasStaticShape())
    return inferError(loc, opName, "needs static channel and spatial extents, got ",
                      inputType, " and ", weightType);
  int64_t channels = x.getDimSize(1), filters = w.getDimSize(0);
  if (channels % groups || filters % groups || w.getDimSize(1) * groups != channels)
    return inferError(loc, opName, "weight ", formatList(w.getShape()), " with ",
                      groups, " groups does not take ", channels, " channels");
  SmallVector<int64_t> shape = {x.getDimSize(0), filters};
  for (int64_t d = 0; d < spatial; ++d) {
    int64_t span = dilation[d] * (w.getDimSize(d + 2) - 1) + 1;
    int64_t room = x.getDimSize(d + 2) + 2 * padding[d] - span;
    if (room < 0)
      return inferError(loc, opName, "kernel extent ", span, " exceeds the padded input's ",
                        x.getDimSize(d + 2) + 2 * padding[d], " along spatial dim ", d);
    shape.push_back(room / stride[d] + 1);
  }
  inferred = x.clone(shape);
  return success();
}

LogicalResult ConvolutionOp::inferReturnTypes(MLIRContext *,
                                              std::optional<Location> loc,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &inferred) {
  Type result;
  if (failed(convolutionType(loc, "convolution", adaptor.getInput().getType(),
                             adaptor.getWeight().getType(), adaptor.getStride(),
                             adaptor.getPadding(), adaptor.getDilation(),
                             adaptor.getGroups(), result)))
    return failure();
  inferred.push_back(result);
  return success();
}

LogicalResult ConvolutionGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  Type result;
  if (failed(convolutionType(loc, "convolution_grad",
                             adaptor.getInput().getType(),
                             adaptor.getWeight().getType(), adaptor.getStride(),
                             adaptor.getPadding(), adaptor.getDilation(),
                             adaptor.getGroups(), result)))
    return failure();
  auto given = rankedOrNull(adaptor.getGradOut().getType());
  auto expected = cast<RankedTensorType>(result);
  if (!given || given.getElementType() != expected.getElementType() ||
      given.getRank() != expected.getRank() ||
      !llvm::all_of(llvm::zip(given.getShape(), expected.getShape()), [](auto p) {
        return extentsAgree(std::get<0>(p), std::get<1>(p));
      }))
    return inferError(loc, "convolution_grad", "grad_out is ",
                      adaptor.getGradOut().getType(),
                      ", where the convolution gives ", result);
  inferred.push_back(adaptor.getInput().getType());
  inferred.push_back(adaptor.getWeight().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// TorchCallOp, TorchCallGradOp
//===----------------------------------------------------------------------===//

/// Checks a torch call's `op` name and `call` arguments (PycOps.td): a JSON
/// [positional list, keyword map] whose operand references are in range
/// and name each of the `operands` operands.
static LogicalResult verifyTorchCall(Operation *op, StringRef name,
                                     StringRef call, int64_t operands) {
  if (name.count('.') < 2)
    return op->emitOpError("op '")
           << name << "' is not a torch op overload (namespace.name.overload)";
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(call);
  if (!parsed) {
    std::string message = llvm::toString(parsed.takeError());
    return op->emitOpError("call is not JSON: ") << message;
  }
  const llvm::json::Array *pair = parsed->getAsArray();
  if (!pair || pair->size() != 2 || !(*pair)[0].getAsArray() ||
      !(*pair)[1].getAsObject())
    return op->emitOpError(
        "call must be [positional arguments, keyword arguments]");
  llvm::SmallBitVector named(operands);
  std::function<LogicalResult(const llvm::json::Value &)> walk =
      [&](const llvm::json::Value &v) -> LogicalResult {
    if (const auto *list = v.getAsArray()) {
      for (const llvm::json::Value &item : *list)
        if (failed(walk(item)))
          return failure();
    } else if (const auto *object = v.getAsObject()) {
      if (std::optional<int64_t> i = object->getInteger("operand")) {
        if (*i < 0 || *i >= operands)
          return op->emitOpError("call reads operand ")
                 << *i << " of " << operands;
        named.set(*i);
      }
      for (const auto &entry : *object)
        if (failed(walk(entry.second)))
          return failure();
    }
    return success();
  };
  if (failed(walk(*parsed)))
    return failure();
  if (!named.all())
    return op->emitOpError("call reads ") << named.count() << " of its "
                                          << operands << " operands";
  return success();
}

LogicalResult TorchCallOp::verify() {
  return verifyTorchCall(*this, getOp(), getCall(), getArgs().size());
}

LogicalResult TorchCallGradOp::verify() {
  if (failed(verifyTorchCall(*this, getOp(), getCall(), getArgs().size())))
    return failure();
  ArrayRef<int64_t> positions = getDifferentiable();
  if (positions.size() != getGradients().size())
    return emitOpError("has ") << getGradients().size() << " gradients for "
                               << positions.size() << " differentiable operands";
  for (auto [i, position] : llvm::enumerate(positions)) {
    if (position < 0 || position >= static_cast<int64_t>(getArgs().size()) ||
        (i && position <= positions[i - 1]))
      return emitOpError("differentiable ")
             << formatList(positions) << " must be increasing operand positions";
    if (getArgs()[position].getType() != getGradients()[i].getType())
      return emitOpError("gradient ")
             << i << " is " << getGradients()[i].getType() << ", operand "
             << position << " " << getArgs()[position].getType();
  }
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
