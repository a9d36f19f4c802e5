//===- PycStructuredGradients.cpp - gradient rules of structured ops -----===//
//
// The gradient rules (GradientOpInterface) of reductions, scans, softmax,
// contractions, attention and indexing ops; the element-wise and layout
// ops' are in PycGradients.cpp, whose notes on the formulas hold here.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/GradientRule.h"

#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::pyc;
using namespace mlir::pyc::gradients;

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
