//===- Contraction.h - one product's emission, stage by stage ---*- C++ -*-===//
//
// `Emitter::Contraction`, the state that the stages of a matmul's loops
// share (the plan, its buffers, and the loop values of the batch, panel and
// block of rows being emitted), and its stages: Contraction.cpp plans the
// product and emits its loops, micro-kernel and epilogue; Packing.cpp
// copies its operands (the right operand's panels packed into strips, the
// left operand's blocks of rows). Internal to pyc-to-loops.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_CONVERSION_PYCTOLOOPS_CONTRACTION_H
#define PYC_CONVERSION_PYCTOLOOPS_CONTRACTION_H

#include "Conversion/PycToLoops/Emitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::pyc::loops {

/// k rows of the right operand packed together where it is copied element
/// by element, or transposed in registers: one 64-byte cache line of a
/// transposed f32 operand.
constexpr int64_t kPackRows = 16;

/// One product's emission (`emitContraction`), stage by stage, and what its
/// stages share: the plan (the result's sizes, the loop order and register
/// blocks, the panels, which operand is packed or copied and how the
/// threads split the work), the buffers it takes, and the loop values of
/// the batch, the panel and the block of rows being emitted.
struct Emitter::Contraction {
  Contraction(Emitter &e, MatmulOp matmul, const Tiling &tiling)
      : e(e), b(e.b), memo(e.memo), matmul(matmul), tiling(tiling),
        at(matmul.getLoc()) {}

  Emitter &e;
  OpBuilder &b;
  Memo &memo;
  MatmulOp matmul;
  const Tiling &tiling;
  Location at;

  // The plan (`plan`, `planThreads`, `planCopies`).
  RankedTensorType type;
  ArrayRef<int64_t> shape;
  Extents sizes;
  OpFoldResult kSize, mSize, nSize, panel;
  int64_t rank = 0, rows = 1, cols = 1, vectorCols = 1;
  std::optional<int64_t> m, n, kStatic, panelStatic;
  bool dot = false, strips = false, inPlace = false, pack = false;
  Type acc, lhsElement, rhsElement;
  VectorType vectorType;
  Value zero;
  // Results written row by row, and the others (each a nest of its own).
  SmallVector<std::pair<Value, Value>> rowWise, other;
  std::optional<uint64_t> lhsZeroAbove, rhsZeroAbove, resultMaskedAbove;
  ArrayRef<OpFoldResult> batchSizes;
  int64_t split = 0;
  bool copyLhs = false, batched = false, batchShared = false,
       columnShared = false, teamPack = false, transposedPack = false,
       lhsAlongRows = false, runTimeCopy = false;
  FailureOr<SmallVector<AffineExpr>> lhsShape = failure();
  // The left operand's copy (a block at a time, or all blocks) and the
  // packed panel of the right operand.
  Value lhsRows, lhsBlocks, packed;

  // The batch being emitted (`emitBatch`) and its last column.
  SmallVector<Value> batch;
  Value lastColumn;
  // The panel being emitted (`emitPanel`): its first column, width, whole
  // strips, the columns past them, and strips to pack.
  Value j0, width, stripCount, whole, leftover, packCount;
  // The block of rows being emitted (`emitRowBlock`): its first row, its
  // rows (as `blockRows` gives them) and the end of its k loop.
  Value i0;
  SmallVector<Value> is;
  OpFoldResult kEnd;
  // A vector of zeros (`emitStrips`).
  Value vzero;

  // The stages, in the order they run (each defined with what it does).
  bool plan(ArrayRef<Value> values, ArrayRef<Value> outputs);
  void planThreads();
  void planCopies();
  void allocateLhsCopy();
  void allocatePack();
  void emitRowWise();
  void emitBatch(ValueRange batchIndex);
  void copyLhsBlocks();
  void emitPanel(scf::ForOp panels, Value endColumn);
  void packPanel();
  void packRowBlocks();
  void packTransposed();
  void packElements();
  void emitRowBlock(scf::ForOp block);
  void emitColumns(Value from, Value to, int64_t width, bool reassociate);
  void emitStrips(Value end);
  void emitStrip(Value s, Value mask);
  void emitEpilogue(Value end);

  // What the stages build with.
  /// An index constant, or a size's value (Emitter's).
  Value index(int64_t i) { return e.index(i); }
  Value index(OpFoldResult extent) { return e.index(extent); }
  /// x + y and x * y of indices.
  Value add(Value x, Value y) { return arith::AddIOp::create(b, at, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, at, x, y); }
  /// `x` as the accumulator type.
  Value widen(Value x) {
    return x && x.getType() != acc ? arith::ExtFOp::create(b, at, acc, x) : x;
  }
  /// The index of an operand's element (r, c) in this batch.
  SmallVector<Value> inBatch(Value r, Value c) {
    SmallVector<Value> idx(batch.begin(), batch.end());
    idx.append({r, c});
    return idx;
  }
  /// The operands' elements (i, kk) and (kk, j), as the accumulator type.
  Value lhsAt(Value i, Value kk) {
    return widen(e.element(matmul.getLhs(), inBatch(i, kk)));
  }
  Value rhsAt(Value kk, Value j) {
    return widen(e.element(matmul.getRhs(), inBatch(kk, j)));
  }
  Value rhsVector(Value kk, Value j, Value mask);
  /// Column j where it exists, else the last (a partial strip's lanes past
  /// n, packed but never stored).
  Value columnAt(Value j) {
    return arith::MinUIOp::create(b, at, j, lastColumn);
  }
  SmallVector<Value> blockRows(Value i0);
  void ifElse(Value condition, function_ref<void()> then,
              function_ref<void()> otherwise);
  /// Emits `whole` where the first `count` elements from `first` lie
  /// within `size`, else `part`.
  void wholeOrPart(Value first, int64_t count, OpFoldResult size,
                   function_ref<void()> whole, function_ref<void()> part) {
    ifElse(arith::CmpIOp::create(b, at, arith::CmpIPredicate::ule,
                                 add(first, index(count)), index(size)),
           whole, part);
  }
  void copyLhsStep(Value first, ArrayRef<Value> blockIs, Value kk, Value dest,
                   ValueRange prefix);
  /// Emits `body` inside `loop`, given the loop's index.
  void inside(scf::ForOp loop, function_ref<void(Value)> body) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    memo.push();
    body(loop.getInductionVar());
    memo.pop();
  }
  /// Emits `body` in a loop over [from, to) by `step`; over all of k.
  void over(Value from, Value to, int64_t step,
            function_ref<void(Value)> body) {
    inside(scf::ForOp::create(b, at, from, to, index(step)), body);
  }
  void overK(function_ref<void(Value)> body) {
    over(index(0), index(kSize), 1, body);
  }
  /// A loop over the blocks of rows this thread takes below (the same
  /// split of the rows, or all of them), so no thread waits for another's
  /// copy.
  void overBlocks(function_ref<void(Value)> body) {
    inside(e.forLoop(mSize, rows, /*shared=*/split == rank - 2), body);
  }
  /// The number of the block of rows from `first`.
  Value blockOf(Value first) {
    return arith::DivUIOp::create(b, at, first, index(rows));
  }
  /// The lanes of the strip at column j that lie in the product.
  Value lanesFrom(Value j) {
    Value live = arith::MinUIOp::create(
        b, at, index(vectorCols),
        arith::SubIOp::create(b, at, index(nSize), j));
    return vector::CreateMaskOp::create(
        b, at, VectorType::get({vectorCols}, b.getI1Type()), live);
  }
  void packLoop(Value blocks,
                function_ref<void(Value s, Value block, Value j)> body);
  /// The column past the diagonal (shifted by `d`) of the block's last row.
  Value pastDiagonal(uint64_t d) { return add(i0, index(rows + d)); }
  Value lhsCopied(Value kk, int64_t r);
};

} // namespace mlir::pyc::loops

#endif // PYC_CONVERSION_PYCTOLOOPS_CONTRACTION_H
