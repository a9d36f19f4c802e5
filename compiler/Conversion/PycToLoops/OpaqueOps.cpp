//===- OpaqueOps.cpp - loops of the opaque ops of pyc-to-loops ------------===//
//
// Opaque ops (a kernel of their own, see pyc-fuse), which have loops of
// their own rather than an element form: scatter_add and
// scatter_add_along_dim, concat (one nest per input), and cumsum (one
// sequential loop per line); and the nests the threads split for them.
//
//===----------------------------------------------------------------------===//

#include "Conversion/PycToLoops/Emitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::pyc::loops {

namespace {

/// x + y for floats or integers; on bool, x or y (torch adds bools so, and
/// so does scatter_add_along_dim).
Value add(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::AddFOp::create(b, loc, x, y);
  if (x.getType().isInteger(1))
    return arith::OrIOp::create(b, loc, x, y);
  return arith::AddIOp::create(b, loc, x, y);
}

} // namespace

/// The nest over `sizes`, its loop `shared` split among the threads; with
/// none shared, thread 0 runs all of it.
void Emitter::onThreads(ArrayRef<OpFoldResult> sizes, std::optional<int64_t> shared,
                        function_ref<void(ValueRange)> body) {
  if (shared) {
    loopNest(sizes, body, *shared);
    return;
  }
  auto first = scf::IfOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread, index(0)),
      /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(first.thenBlock()->getTerminator());
  loopNest(sizes, body, kUnshared);
}

/// The first dim of `shape` but `dim` that threads can split (wider than 1).
static std::optional<int64_t> splitDimBut(ArrayRef<int64_t> shape, int64_t dim) {
  for (auto [d, size] : llvm::enumerate(shape))
    if (static_cast<int64_t>(d) != dim && size > 1)
      return d;
  return std::nullopt;
}

/// `out` = init, then each update added at its index in update order
/// (scatter_add, scatter_add_along_dim). The threads split a dim other than
/// the scattered one, alike in both nests (so each adds only into elements
/// it copied), and no two add into one element: repeated indices add in
/// order. With no such dim, thread 0 does it all. Indices are checked as
/// `checkedIndex` says; a bad one adds nothing.
void Emitter::emitScatterAdd(Operation *op, Value out) {
  auto along = dyn_cast<ScatterAddAlongDimOp>(op);
  Value init = op->getOperand(0), indices = op->getOperand(1),
        updates = op->getOperand(2);
  ArrayRef<int64_t> shape = tensorTypeOf(init).getShape();
  ArrayRef<int64_t> updateShape = tensorTypeOf(updates).getShape();
  int64_t dim = along ? along.getDim() : cast<ScatterAddOp>(op).getDim();
  // Update dims: scatter_add's are init's with the index dims for `dim`;
  // scatter_add_along_dim's are init's dims, maybe shorter.
  int64_t indexRank = along ? 1 : tensorTypeOf(indices).getRank();
  std::optional<int64_t> split;
  for (auto [d, size] : llvm::enumerate(shape))
    if (static_cast<int64_t>(d) != dim && size > 1 &&
        (!along || updateShape[d] == size)) {
      split = d;
      break;
    }
  onThreads(extents(init), split,
            [&](ValueRange ivs) { store(element(init, ivs), out, ivs); });
  std::optional<int64_t> updatesSplit;
  if (split)
    updatesSplit = *split < dim ? *split : *split - 1 + indexRank;
  Type elementType = tensorTypeOf(init).getElementType();
  onThreads(extents(updates), updatesSplit,
            [&](ValueRange ivs) {
    Value where = checkedIndex(op, dim, indices,
                               along ? ivs : ivs.slice(dim, indexRank),
                               shape[dim]);
    Value update = element(updates, ivs);
    if (!where || !update || shape[dim] == 0)
      return; // nothing to add into: every index was reported
    SmallVector<Value> target(ivs.take_front(dim));
    target.push_back(where);
    llvm::append_range(target, ivs.drop_front(dim + indexRank));
    Value old = memref::LoadOp::create(b, loc, out, target);
    if (old.getType() != elementType) // bool, stored as a byte
      old = arith::TruncIOp::create(b, loc, elementType, old);
    store(add(b, loc, old, update), out, target);
  });
}

/// A concat kernel: one nest per input over the input's own elements, each
/// written at its offset along `dim`. (Computed per result element, as a
/// fused reader computes a concat, each element would read every input and
/// select one: a split's gradient joined this way ran at a quarter of a
/// copy's speed.)
void Emitter::emitConcat(ConcatOp op, Value out) {
  int64_t dim = op.getDim();
  ConcatOffset offset(b, loc);
  for (Value input : op.getInputs()) {
    Extents extents = this->extents(input);
    memo.push();
    loopNest(
        extents,
        [&](ValueRange ivs) {
          SmallVector<Value> at(ivs);
          at[dim] = arith::AddIOp::create(b, loc, ivs[dim], offset.get());
          store(element(input, ivs), out, at);
        },
        sharedDim(extents));
    memo.pop();
    offset.advance(extents[dim]);
  }
}

/// A running sum along `dim`, one sequential loop per line; the threads
/// split another dim. Sums accumulate as torch's CPU cumsum does: f32 in
/// f64, bf16 and f16 in f32, integers in their type.
void Emitter::emitCumSum(CumSumOp op, Value out) {
  ArrayRef<int64_t> shape = tensorTypeOf(op.getResult()).getShape();
  int64_t dim = op.getDim();
  Type elementType = tensorTypeOf(op.getResult()).getElementType();
  Type acc = elementType;
  if (elementType.isF32())
    acc = b.getF64Type();
  else if (elementType.isBF16() || elementType.isF16())
    acc = b.getF32Type();
  SmallVector<int64_t> lines(shape);
  lines.erase(lines.begin() + dim);
  std::optional<int64_t> split = splitDimBut(shape, dim);
  if (split && *split > dim)
    --*split;
  onThreads(fixedExtents(b.getContext(), lines), split, [&](ValueRange ivs) {
    Value zero = isa<FloatType>(acc)
                     ? arith::ConstantOp::create(b, loc, b.getFloatAttr(acc, 0.0))
                           .getResult()
                     : arith::ConstantIntOp::create(b, loc, acc, 0).getResult();
    auto loop = scf::ForOp::create(b, loc, index(0), index(shape[dim]),
                                   index(1), ValueRange{zero});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    memo.push();
    SmallVector<Value> idx(ivs);
    idx.insert(idx.begin() + dim, loop.getInductionVar());
    Value x = element(op.getOperand(), idx);
    Value sum = loop.getRegionIterArgs()[0];
    if (x) {
      if (acc != elementType)
        x = arith::ExtFOp::create(b, loc, acc, x);
      sum = add(b, loc, sum, x);
      Value result = acc == elementType ? sum
                                    : arith::TruncFOp::create(b, loc, elementType, sum)
                                          .getResult();
      store(result, out, idx);
    }
    memo.pop();
    scf::YieldOp::create(b, loc, sum);
  });
}

} // namespace mlir::pyc::loops
