//===- ViewIndex.cpp - the index maps of pyc's view ops -------------------===//

#include "Conversion/ViewIndex.h"
#include "Conversion/Scalar.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::pyc;

/// The operand index of result index `idx` of `reshape`. Dims split or
/// merge in groups of equal size products; an index is linearized and
/// delinearized only within its group, so a dim that carries over (the
/// contiguous one, say) keeps its index value: the inner loop stays
/// vectorizable and memoized elements are found again.
static SmallVector<Value> reshapeIndex(OpBuilder &b, Location at,
                                       ReshapeOp reshape, ValueRange idx) {
  auto index = [&](int64_t i) {
    return arith::ConstantIndexOp::create(b, at, i).getResult();
  };
  ArrayRef<int64_t> in = tensorTypeOf(reshape.getOperand()).getShape();
  ArrayRef<int64_t> out = tensorTypeOf(reshape.getResult()).getShape();
  SmallVector<Value> operandIdx(in.size());
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
    // One dim of more than one element on each side (unit dims around it,
    // as keepdim adds): its index value carries over.
    auto wide = [](ArrayRef<int64_t> sizes, size_t from, size_t to) {
      SmallVector<size_t> dims;
      for (size_t d = from; d < to; ++d)
        if (sizes[d] != 1)
          dims.push_back(d);
      return dims;
    };
    SmallVector<size_t> wideIn = wide(in, i0, i), wideOut = wide(out, o0, o);
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

FailureOr<SmallVector<Value>>
mlir::pyc::dynamicReshapeIndex(OpBuilder &b, ReshapeOp reshape, ValueRange idx,
                               function_ref<Value(AffineExpr)> size) {
  FailureOr<SmallVector<AffineExpr>> in = symbolicShape(reshape.getOperand());
  FailureOr<SmallVector<AffineExpr>> out = symbolicShape(reshape.getResult());
  if (failed(in) || failed(out))
    return failure();
  Location at = reshape.getLoc();
  SmallVector<Value> operandIdx(in->size());
  size_t lo = 0, inEnd = in->size(), outEnd = out->size();
  for (; lo < inEnd && lo < outEnd && (*in)[lo] == (*out)[lo]; ++lo)
    operandIdx[lo] = idx[lo];
  for (; inEnd > lo && outEnd > lo && (*in)[inEnd - 1] == (*out)[outEnd - 1];
       --inEnd, --outEnd)
    operandIdx[inEnd - 1] = idx[outEnd - 1];
  Value linear = arith::ConstantIndexOp::create(b, at, 0);
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

SmallVector<Value> mlir::pyc::viewIndex(OpBuilder &b, Operation *op, ValueRange idx) {
  Location at = op->getLoc();
  auto index = [&](int64_t i) {
    return arith::ConstantIndexOp::create(b, at, i).getResult();
  };
  SmallVector<Value> operandIdx;
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op)) {
    ArrayRef<int64_t> in = tensorTypeOf(broadcast.getOperand()).getShape();
    auto type = tensorTypeOf(broadcast.getResult());
    for (auto [i, d] : llvm::enumerate(broadcast.getDims()))
      operandIdx.push_back(in[i] == 1 && type.getDimSize(d) != 1 ? index(0)
                                                                 : idx[d]);
  } else if (auto transpose = dyn_cast<TransposeOp>(op)) {
    operandIdx.resize(idx.size());
    for (auto [d, p] : llvm::enumerate(transpose.getPermutation()))
      operandIdx[p] = idx[d];
  } else if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    operandIdx = reshapeIndex(b, at, reshape, idx);
  } else {
    auto slice = cast<SliceOp>(op);
    for (auto [d, i] : llvm::enumerate(idx))
      operandIdx.push_back(arith::AddIOp::create(
          b, at, index(slice.getStart()[d]),
          arith::MulIOp::create(b, at, i, index(slice.getStride()[d]))));
  }
  return operandIdx;
}


Value mlir::pyc::padElement(OpBuilder &b, PadOp pad, ValueRange idx,
                            function_ref<Value(ValueRange)> element) {
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
  Value inside = arith::ConstantIntOp::create(b, at, 1, 1);
  SmallVector<Value> operandIdx;
  for (auto [d, i] : llvm::enumerate(idx)) {
    Value shifted = arith::SubIOp::create(b, at, i, index(pad.getLow()[d]));
    Value last = index(std::max<int64_t>(in[d] - 1, 0));
    inside = arith::AndIOp::create(
        b, at, inside,
        arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult, shifted,
                              index(in[d])));
    // Unsigned min clamps negatives (huge when unsigned) to the end too.
    operandIdx.push_back(arith::MinUIOp::create(b, at, shifted, last));
  }
  Value x = element(operandIdx);
  if (!x)
    return {};
  return arith::SelectOp::create(b, at, inside, x, value);
}

Value mlir::pyc::concatElement(OpBuilder &b, ConcatOp concat, ValueRange idx,
                               function_ref<Value(Value, ValueRange)> element) {
  Location at = concat.getLoc();
  auto index = [&](int64_t i) {
    return arith::ConstantIndexOp::create(b, at, i).getResult();
  };
  int64_t dim = concat.getDim(), offset = 0;
  Value result;
  for (Value input : concat.getInputs()) {
    int64_t size = tensorTypeOf(input).getDimSize(dim);
    if (size == 0)
      continue;
    SmallVector<Value> inputIdx(idx.begin(), idx.end());
    Value shifted = arith::SubIOp::create(b, at, idx[dim], index(offset));
    inputIdx[dim] = arith::MinUIOp::create(b, at, shifted, index(size - 1));
    Value x = element(input, inputIdx);
    if (!x)
      return {};
    result = result ? arith::SelectOp::create(
                          b, at,
                          arith::CmpIOp::create(b, at, arith::CmpIPredicate::ult,
                                                idx[dim], index(offset)),
                          result, x)
                    : x;
    offset += size;
  }
  return result;
}

SmallVector<Value> mlir::pyc::mergeIndex(int64_t rank,
                                         ArrayRef<int64_t> reduced,
                                         ValueRange kept, ValueRange inner) {
  SmallVector<Value> idx;
  size_t k = 0, r = 0;
  for (int64_t d = 0; d < rank; ++d)
    idx.push_back(llvm::is_contained(reduced, d) ? inner[r++] : kept[k++]);
  return idx;
}
