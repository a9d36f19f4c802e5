//===- PycViews.cpp - the index map of each pyc view op -------------------===//
//
// ViewOpInterface (PycInterfaces.td), implemented per view: which operand
// element a result element is, as index arithmetic (`buildOperandIndex`,
// what the code generators emit) and as a layout fact
// (`getContiguousOperandDim`, what pyc-tile and the matmul lowering ask).
// Both are written from one reading of the op, side by side, so that they
// agree.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::pyc;

namespace {

Value indexConstant(OpBuilder &b, Location at, int64_t i) {
  return arith::ConstantIndexOp::create(b, at, i).getResult();
}

/// Operand dims [inBegin, inEnd) and result dims [outBegin, outEnd) of a
/// reshape whose sizes multiply to the same: the shortest such run after
/// the previous group. A reshape splits or merges dims only within a group.
struct ReshapeGroup {
  size_t inBegin, inEnd, outBegin, outEnd;
};

SmallVector<ReshapeGroup> reshapeGroups(ArrayRef<int64_t> in,
                                        ArrayRef<int64_t> out) {
  SmallVector<ReshapeGroup> groups;
  size_t i = 0, o = 0;
  while (i < in.size() || o < out.size()) {
    size_t i0 = i, o0 = o;
    int64_t inSize = 1, outSize = 1;
    if (i < in.size())
      inSize *= in[i++];
    if (o < out.size())
      outSize *= out[o++];
    while (inSize != outSize && (i < in.size() || o < out.size()))
      if ((inSize < outSize && i < in.size()) || o == out.size())
        inSize *= in[i++];
      else
        outSize *= out[o++];
    groups.push_back({i0, i, o0, o});
  }
  return groups;
}

/// The dims in [from, to) of more than one element: those an index can
/// move along.
SmallVector<size_t> wideDims(ArrayRef<int64_t> sizes, size_t from, size_t to) {
  SmallVector<size_t> dims;
  for (size_t d = from; d < to; ++d)
    if (sizes[d] != 1)
      dims.push_back(d);
  return dims;
}

} // namespace

//===----------------------------------------------------------------------===//
// broadcast_in_dim: operand dim i is result dim dims[i]; a dim of one
// element stretched to more reads index 0.
//===----------------------------------------------------------------------===//

SmallVector<Value> BroadcastInDimOp::buildOperandIndex(OpBuilder &b,
                                                       ValueRange idx) {
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> out = getType().getShape();
  SmallVector<Value> operandIdx;
  for (auto [i, d] : llvm::enumerate(getDims()))
    operandIdx.push_back(in[i] == 1 && out[d] != 1
                             ? indexConstant(b, getLoc(), 0)
                             : idx[d]);
  return operandIdx;
}

int64_t BroadcastInDimOp::getContiguousOperandDim(int64_t resultDim) {
  ArrayRef<int64_t> dims = getDims();
  const int64_t *it = llvm::find(dims, resultDim);
  if (it == dims.end())
    return -1;
  int64_t i = it - dims.begin();
  bool stretched = getOperand().getType().getDimSize(i) == 1 &&
                   getType().getDimSize(resultDim) != 1;
  return stretched ? -1 : i;
}

//===----------------------------------------------------------------------===//
// transpose: result dim d is operand dim permutation[d].
//===----------------------------------------------------------------------===//

SmallVector<Value> TransposeOp::buildOperandIndex(OpBuilder &,
                                                  ValueRange idx) {
  SmallVector<Value> operandIdx(idx.size());
  for (auto [d, p] : llvm::enumerate(getPermutation()))
    operandIdx[p] = idx[d];
  return operandIdx;
}

int64_t TransposeOp::getContiguousOperandDim(int64_t resultDim) {
  return getPermutation()[resultDim];
}

//===----------------------------------------------------------------------===//
// reshape: row-major order kept. Within each group (`reshapeGroups`) the
// result index is linearized and delinearized into the operand's dims, but
// a group with one wide dim on each side (unit dims around it, as keepdim
// adds) passes that dim's index value through: the dim that carries over
// (the contiguous one, say) keeps its loop's induction variable, so the
// inner loop stays vectorizable and memoized elements are found again.
//===----------------------------------------------------------------------===//

SmallVector<Value> ReshapeOp::buildOperandIndex(OpBuilder &b, ValueRange idx) {
  Location at = getLoc();
  auto index = [&](int64_t i) { return indexConstant(b, at, i); };
  ArrayRef<int64_t> in = getOperand().getType().getShape();
  ArrayRef<int64_t> out = getType().getShape();
  SmallVector<Value> operandIdx(in.size());
  for (auto [i0, i, o0, o] : reshapeGroups(in, out)) {
    SmallVector<size_t> wideIn = wideDims(in, i0, i),
                        wideOut = wideDims(out, o0, o);
    if (wideIn.size() <= 1 && wideIn.size() == wideOut.size()) {
      for (size_t d = i0; d < i; ++d)
        operandIdx[d] = in[d] == 1 ? index(0) : idx[wideOut[0]];
      continue;
    }
    Value linear = index(0);
    for (size_t d = o0; d < o; ++d)
      linear = arith::AddIOp::create(
          b, at, arith::MulIOp::create(b, at, linear, index(out[d])), idx[d]);
    // The group's first dim takes what is left: it is in range already.
    for (size_t d = i; d-- > i0;) {
      if (in[d] == 1 || d == i0) {
        operandIdx[d] = in[d] == 1 ? index(0) : linear;
        continue;
      }
      operandIdx[d] = arith::RemUIOp::create(b, at, linear, index(in[d]));
      linear = arith::DivUIOp::create(b, at, linear, index(in[d]));
    }
  }
  return operandIdx;
}

/// With run-time sizes the groups are not known from the shapes: the dims
/// equal at either end (the same size expression) keep their index value,
/// and those between are linearized over the result's sizes and
/// delinearized over the operand's.
FailureOr<SmallVector<Value>>
ReshapeOp::buildOperandIndex(OpBuilder &b, ValueRange idx,
                             function_ref<Value(AffineExpr)> size) {
  FailureOr<SmallVector<AffineExpr>> in = symbolicShape(getOperand());
  FailureOr<SmallVector<AffineExpr>> out = symbolicShape(getResult());
  if (failed(in) || failed(out))
    return failure();
  Location at = getLoc();
  SmallVector<Value> operandIdx(in->size());
  size_t lo = 0, inEnd = in->size(), outEnd = out->size();
  for (; lo < inEnd && lo < outEnd && (*in)[lo] == (*out)[lo]; ++lo)
    operandIdx[lo] = idx[lo];
  for (; inEnd > lo && outEnd > lo && (*in)[inEnd - 1] == (*out)[outEnd - 1];
       --inEnd, --outEnd)
    operandIdx[inEnd - 1] = idx[outEnd - 1];
  Value linear = indexConstant(b, at, 0);
  for (size_t o = lo; o < outEnd; ++o)
    linear = arith::AddIOp::create(
        b, at, arith::MulIOp::create(b, at, linear, size((*out)[o])), idx[o]);
  // The first dim between takes what is left: it is in range already.
  for (size_t d = inEnd; d-- > lo;) {
    if (d == lo) {
      operandIdx[d] = linear;
      continue;
    }
    Value extent = size((*in)[d]);
    operandIdx[d] = arith::RemUIOp::create(b, at, linear, extent);
    linear = arith::DivUIOp::create(b, at, linear, extent);
  }
  return operandIdx;
}

/// Only a group's last wide result dim steps the linear index by one; it
/// steps the group's last wide operand dim (the remainder of the linear
/// index by its size) by one, without wrapping, where its size divides that
/// dim's. A dim that carries over is the case of equal sizes.
int64_t ReshapeOp::getContiguousOperandDim(int64_t resultDim) {
  RankedTensorType inType = getOperand().getType(), outType = getType();
  if (!inType.hasStaticShape() || !outType.hasStaticShape())
    return runTimeContiguousOperandDim(resultDim);
  ArrayRef<int64_t> in = inType.getShape(), out = outType.getShape();
  for (auto [i0, i, o0, o] : reshapeGroups(in, out)) {
    if (resultDim < static_cast<int64_t>(o0) ||
        resultDim >= static_cast<int64_t>(o))
      continue;
    SmallVector<size_t> wideIn = wideDims(in, i0, i),
                        wideOut = wideDims(out, o0, o);
    if (wideIn.empty() || wideOut.empty() ||
        static_cast<int64_t>(wideOut.back()) != resultDim ||
        out[resultDim] <= 0)
      return -1;
    int64_t d = wideIn.back();
    return in[d] % out[resultDim] == 0 ? d : -1;
  }
  return -1;
}

/// With run-time sizes, as the run-time `buildOperandIndex` reads it: a dim
/// equal at either end (the same size expression) passes its index
/// through; between them, the last result dim steps the last operand dim
/// by one, where both sizes are constants and the operand's a multiple of
/// the result's. (Attention's heads split from a run-time number of
/// tokens, q.T in its backward: without this its copy was element by
/// element, 1.6x the product's static time.)
int64_t ReshapeOp::runTimeContiguousOperandDim(int64_t resultDim) {
  FailureOr<SmallVector<AffineExpr>> in = symbolicShape(getOperand());
  FailureOr<SmallVector<AffineExpr>> out = symbolicShape(getResult());
  if (failed(in) || failed(out))
    return -1;
  int64_t lo = 0, inEnd = in->size(), outEnd = out->size();
  for (; lo < inEnd && lo < outEnd && (*in)[lo] == (*out)[lo]; ++lo)
    if (lo == resultDim)
      return lo;
  for (; inEnd > lo && outEnd > lo && (*in)[inEnd - 1] == (*out)[outEnd - 1];
       --inEnd, --outEnd)
    if (outEnd - 1 == resultDim)
      return inEnd - 1;
  if (resultDim != outEnd - 1 || inEnd <= lo)
    return -1;
  auto inSize = dyn_cast<AffineConstantExpr>((*in)[inEnd - 1]);
  auto outSize = dyn_cast<AffineConstantExpr>((*out)[outEnd - 1]);
  return inSize && outSize && outSize.getValue() > 0 &&
                 inSize.getValue() % outSize.getValue() == 0
             ? inEnd - 1
             : -1;
}

//===----------------------------------------------------------------------===//
// slice: operand index start + stride * result index, dim by dim.
//===----------------------------------------------------------------------===//

SmallVector<Value> SliceOp::buildOperandIndex(OpBuilder &b, ValueRange idx) {
  Location at = getLoc();
  auto index = [&](int64_t i) { return indexConstant(b, at, i); };
  SmallVector<Value> operandIdx;
  for (auto [d, i] : llvm::enumerate(idx))
    operandIdx.push_back(arith::AddIOp::create(
        b, at, index(getStart()[d]),
        arith::MulIOp::create(b, at, i, index(getStride()[d]))));
  return operandIdx;
}

int64_t SliceOp::getContiguousOperandDim(int64_t resultDim) {
  return getStride()[resultDim] == 1 ? resultDim : -1;
}
