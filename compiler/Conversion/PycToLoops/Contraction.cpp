//===- Contraction.cpp - the matmul micro-kernel of pyc-to-loops ----------===//
//
// Contraction kernels: a matmul's rows accumulate in a buffer in the loop
// order, register blocks and column panels that pyc-tile chose
// (`pyc.cpu_schedule`), with the right operand packed for ikj and read with
// vector loads where it lies contiguous in memory; then the epilogue writes
// each row. Also a dot product computed in place, where a matmul's element
// is asked for outside the row the structure holds.
//
//===----------------------------------------------------------------------===//

#include "Conversion/PycToLoops/Contraction.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::pyc::loops {

namespace {

/// x * y for floats or integers.
Value multiply(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::MulFOp::create(b, loc, x, y);
  return arith::MulIOp::create(b, loc, x, y);
}

/// Leftover columns of a product (past its whole vector strips) computed
/// one at a time where there are at most this many, else as one partial
/// strip (see emitPanel).
constexpr int64_t kScalarLeftover(int64_t vectorCols) { return vectorCols / 16; }

/// The most bytes of a left operand copied whole into scratch (see
/// `lhsBlocks`), which the compiled graph keeps between calls.
constexpr int64_t kMaxLhsBytes = 64 << 20;

/// About how many parts the threads that share a product's columns claim
/// them in (see `claimedLoop`). The thread that claims the last part ends
/// up to a part's time after the other: in 16 parts, the GPT block's
/// 512x768 @ 768x3072 (2 Zen 4 cores) waited 0.4-1.0 ms of its 12 ms at
/// the barrier after it; in 32, 0.07-0.15 ms. Each part streams the whole
/// left operand again (1.5 MB there, from L3), so more is not better.
constexpr int64_t kColumnParts = 32;

} // namespace

/// The buffer and index that element `idx` of `v` is read from, following
/// views along which `v`'s dim `along` (default: the last) lies
/// consecutively until it is the last dim of a buffer (ViewOpInterface:
/// transposes, reshapes that keep or split it, slices with unit stride on
/// it, broadcasts not along it), so that consecutive elements along that
/// dim are consecutive in the buffer; none if `v` is computed. With `emit`
/// false, only answers whether it is so, creating nothing.
std::optional<std::pair<Value, SmallVector<Value>>>
Emitter::source(Value v, ValueRange idx, bool emit,
                std::optional<int64_t> along) {
  int64_t rank = tensorTypeOf(v).getRank();
  int64_t dim = along.value_or(rank - 1);
  if (Value buffer = inputs.lookup(v)) {
    if (dim != rank - 1)
      return std::nullopt;
    return std::make_pair(buffer, SmallVector<Value>(idx));
  }
  auto view = v.getDefiningOp<ViewOpInterface>();
  if (!view || rank == 0)
    return std::nullopt;
  int64_t operandDim = view.getContiguousOperandDim(dim);
  if (operandDim < 0)
    return std::nullopt;
  SmallVector<Value> operandIdx;
  if (emit) {
    FailureOr<SmallVector<Value>> built = viewIndex(view, idx);
    if (failed(built))
      return std::nullopt;
    operandIdx = std::move(*built);
  }
  return source(view.getSource(), operandIdx, emit, operandDim);
}

Value Emitter::dotInPlace(MatmulOp op, ValueRange idx) {
  int64_t rank = tensorTypeOf(op.getLhs()).getRank();
  OpFoldResult k = extents(op.getLhs()).back();
  Type element = tensorTypeOf(op.getResult()).getElementType();
  Type acc = accumulatorType(b, element, true);
  Location at = op.getLoc();
  SmallVector<Value> result = reduceNest(
      {k}, scalarConstant(b, at, acc, 0),
      [&](ValueRange ivs, ValueRange accs) -> SmallVector<Value> {
        SmallVector<Value> lhsIdx(idx.begin(), idx.end()),
            rhsIdx(idx.begin(), idx.end());
        lhsIdx[rank - 1] = ivs[0];
        rhsIdx[rank - 2] = ivs[0];
        Value x = this->element(op.getLhs(), lhsIdx);
        Value y = this->element(op.getRhs(), rhsIdx);
        if (!x || !y)
          return {};
        if (x.getType() != acc) {
          x = arith::ExtFOp::create(b, at, acc, x);
          y = arith::ExtFOp::create(b, at, acc, y);
        }
        return {reduceCombine(b, at, ReduceKind::Sum, multiply(b, at, x, y),
                              accs[0], /*reassociate=*/true)};
      });
  return result[0];
}

/// Register blocks (`tiling.rows` x `tiling.cols`, pyc-tile's) in the loop
/// order pyc-tile chose: ijk, dot products along k of `rows` rows of the left
/// operand against `cols` rows of the (transposed) right, their sums
/// reassociable so LLVM vectorizes them; ikj, `rows` x `cols` accumulators
/// in vector registers (vector<cols>), one vector load of the right operand
/// a k step for all rows, where it is read from memory (else dot products
/// one column at a time).
///
/// The columns go in panels of `tiling.panel` (pyc-tile's cache block): all
/// row blocks take one panel of the right operand before the next, so the
/// panel is read from cache, not memory, by every row block after the
/// first. For ikj the panel is first packed into strips of `cols` columns,
/// k contiguous (by the threads together where they share the rows, else
/// by each, its own panels where they share the columns): read in place, a
/// strip's k rows lie a whole row of the operand apart, and with a stride
/// such as 768 f32 (3 KiB) they fall into a few cache sets and evict each
/// other (512x768 @ 768x3072: 154 ms in place, 13-17 ms packed).
void Emitter::emitContraction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                              MatmulOp matmul, const Tiling &tiling) {
  Contraction product(*this, matmul, tiling);
  if (!product.plan(values, outputs))
    return;
  if (!product.rowWise.empty())
    product.emitRowWise();
  for (auto [v, out] : product.other)
    emitPointwise({v}, {out});
}

/// The product's sizes, its loop order and register blocks, whether the
/// right operand goes in vector strips (packed or read in place), its
/// panels, and which results are written row by row; false where the sizes
/// could not be read.
bool Emitter::Contraction::plan(ArrayRef<Value> values,
                                ArrayRef<Value> outputs) {
  type = tensorTypeOf(matmul.getResult());
  shape = type.getShape();
  // Sizes may be run-time ones (index values); m and n are then taken as
  // wider than a block, and the blocks' tails are cut at run time.
  sizes = e.extents(matmul.getResult());
  kSize = e.extents(matmul.getLhs()).back();
  if (e.error)
    return false;
  rank = shape.size();
  mSize = sizes[rank - 2];
  nSize = sizes.back();
  m = getConstantIntValue(mSize);
  n = getConstantIntValue(nSize);
  dot = tiling.order == LoopOrder::IJK;
  rows = m ? std::min(tiling.rows, *m) : tiling.rows;
  cols = n ? std::min(tiling.cols, *n) : tiling.cols;
  vectorCols = tiling.cols;
  acc = accumulatorType(b, type.getElementType(), true);
  // ikj with vector blocks: the right operand is read in strips of
  // vectorCols columns, f32 accumulators in vector registers. In place where
  // it is f32 in memory, contiguous along j; else (another layout, a
  // narrower type, computed in the kernel) from strips packed element by
  // element. With one block of rows, reading in place costs no more than
  // packing would.
  strips = !dot && vectorCols > 1 && (!n || *n >= vectorCols) && acc.isF32();
  inPlace = strips &&
            tensorTypeOf(matmul.getRhs()).getElementType() == acc &&
            e.source(matmul.getRhs(), {}, /*emit=*/false).has_value();
  pack = strips && !(inPlace && m && *m <= rows);
  // Columns of a panel: pyc-tile's where narrower than n, else all of n.
  panel = nSize;
  if (tiling.panel > 0 && (!n || tiling.panel < *n))
    panel = b.getIndexAttr(
        strips ? std::max(vectorCols, tiling.panel / vectorCols * vectorCols)
               : tiling.panel);
  for (auto [v, out] : llvm::zip(values, outputs))
    (tensorTypeOf(v).getShape() == shape ? rowWise : other).push_back({v, out});
  if (m == 0 || n == 0)
    rowWise.clear(); // nothing to write; `other` still gets its nests
  zero = scalarConstant(b, e.loc, acc, 0);
  vectorType = VectorType::get({vectorCols}, acc);
  // Work a causal mask makes unneeded (pyc-causal-products): for the block
  // of rows from i0, the left operand is 0 past column i0 + rows + d (the
  // k loop ends there), and the result's strips from that column on are
  // masked away by every reader (written as 0); for the strip from column
  // j, the right operand is 0 in rows before j - d (the k loop starts
  // there). Attention's two products (48 x 128 x 64 x 128 and 48 x 128 x
  // 128 x 64, blocks of 6 rows, strips of 32 columns; 2 Zen 4 cores): 597
  // -> 355 and 528 -> 286 us.
  lhsZeroAbove = matmul.getLhsZeroAbove();
  rhsZeroAbove = matmul.getRhsZeroAbove();
  resultMaskedAbove = matmul.getResultMaskedAbove();
  return true;
}

/// Whether the left operand is copied, and what the threads share: a batch
/// dim, the strips of columns or the blocks of rows.
void Emitter::Contraction::planThreads() {
  // A left operand that is not read in place along k (a view that moves
  // elements, such as attention's heads merged back for the output
  // projection; one stored transposed, as in a weight's gradient x.T @
  // dy; or computed in the kernel) is copied into blocks of `rows` rows,
  // k-major (the micro-kernel's order), so that its index maps run once,
  // not once for every strip of columns: that projection (512x768 @
  // 768x768) took 8.1 ms with AVX2 code and 4.5 with AVX-512 on one Zen 4
  // host, against 3.7 for the product of plain buffers. Where the copy
  // of a batch's operand fits kMaxLhsBytes, its blocks are copied once,
  // before the first panel (`lhsBlocks`): where the threads share the
  // rows, each its own blocks into scratch; where they share the batch,
  // each a whole operand into a buffer of its own. Else each block is
  // copied for each panel (`lhsRows`). Per panel, a transposed operand's
  // cache lines, k rows apart, were fetched from beyond L2 (which the
  // packed panel fills) once per block: 3072x512 @ 512x768 with x.T at
  // 122-137 GFLOP/s on 2 Zen 4 cores, 203 with x; attention's dV = P.T
  // @ dO (20x482x482x64) 99 against 152 for P @ V.
  copyLhs =
      strips && !e.source(matmul.getLhs(), {}, /*emit=*/false).has_value();
  // Threads share a batch dim (pyc-tile's, else the first wider than 1),
  // the strips of columns (dim rank - 1, where pyc-tile chose it, the
  // right operand goes in strips and the left is read in place) or else
  // the blocks of rows (rank - 2). A left operand that is copied (below)
  // keeps the rows shared: with the columns, each thread read every block
  // of the copy, and x.T @ dy of 2304x512x768 ran at 175 GFLOP/s against
  // 204 (2 Zen 4 cores, AVX-512 code). The columns are claimed with no
  // barrier after them but the kernel's (below), so only where one batch
  // is.
  batched = llvm::any_of(batchSizes, [](OpFoldResult s) {
    std::optional<int64_t> size = getConstantIntValue(s);
    return !size || *size > 1;
  });
  split = rank - 2;
  if (tiling.parallel && *tiling.parallel <= rank - 2)
    split = *tiling.parallel;
  else if (tiling.parallel && *tiling.parallel == rank - 1 && strips &&
           !copyLhs && !batched)
    split = rank - 1;
  else if (batched)
    split = sharedDim(batchSizes);
  batchShared = split < rank - 2;
  // Threads that share the strips of columns each take every row against
  // their own columns: each packs its own panels, and none waits for
  // another.
  columnShared = split == rank - 1;
  // They claim the columns a part at a time (`claimedLoop`, so that one
  // ahead takes more): parts of whole strips, about 1/kColumnParts of the
  // columns, or the panel where narrower.
  if (columnShared && n)
    panel = b.getIndexAttr(std::min<int64_t>(
        *getConstantIntValue(panel),
        llvm::alignTo(llvm::divideCeil(*n, kColumnParts), vectorCols)));
}

/// How the right operand's panel is packed (by the threads together, or
/// transposed in registers) and the left operand copied (along its rows,
/// or whole where a size is a run-time one).
void Emitter::Contraction::planCopies() {
  // Threads that share the blocks of rows share each packed panel too:
  // each packs a part of it into scratch memory all of them see, and all
  // wait for the whole panel before reading it (and for every row before
  // the next panel overwrites it). Packed by each thread alone, each
  // paid for the whole panel: 1-4% of the product's time on 2 Zen 4
  // cores (512x768 @ 768x3072 and the GPT block's other products), more
  // with more threads.
  // With a run-time k (a weight's gradient over a dynamic batch's
  // tokens) the shared panel's scratch is sized by k's expression.
  kStatic = getConstantIntValue(kSize);
  panelStatic = getConstantIntValue(panel);
  lhsShape = symbolicShape(matmul.getLhs());
  teamPack = pack && split == rank - 2 && panelStatic && succeeded(lhsShape);
  // A right operand that lies along k in memory (x @ w.T, w a buffer of
  // floats) is packed kPackRows columns x kPackRows k rows at a time: a
  // vector load along k per column, transposed in registers, a vector
  // store per k row. Element by element (LLVM left the copy scalar), a
  // 3072x768 operand took 2.7 ms on one Zen 4 core, a copy along j 1.1.
  rhsElement = tensorTypeOf(matmul.getRhs()).getElementType();
  transposedPack =
      pack && !inPlace && kStatic && *kStatic >= kPackRows &&
      vectorCols % kPackRows == 0 && isa<FloatType>(rhsElement) &&
      e.source(matmul.getRhs(), {}, /*emit=*/false, rank - 2).has_value();
  // Rows of the left operand side by side in memory (stored transposed).
  lhsElement = tensorTypeOf(matmul.getLhs()).getElementType();
  lhsAlongRows =
      copyLhs && isa<FloatType>(lhsElement) &&
      e.source(matmul.getLhs(), {}, /*emit=*/false, rank - 2).has_value();
  // With a run-time m or k the copy's size is not known here: it is
  // copied whole, into a buffer of each thread's own allocated per call
  // (a thread fills and reads only its blocks). Copied a panel at a time,
  // 2410 tokens' weight gradients (x.T @ dy, k at run time; 256 x 1024
  // and 1024 x 256) took 1.24 and 1.13x their static time, then 1.19 and
  // 1.0x, and 1.02 and 1.0x once pyc-tile gave a run-time k a panel
  // (`kRunTimeK`), which the threads pack together.
  runTimeCopy = copyLhs && (!m || !kStatic);
}

/// The left operand's copy: all its blocks of a batch where they fit
/// kMaxLhsBytes (in scratch where the threads share the rows, else a
/// buffer of this thread's own), else one block.
void Emitter::Contraction::allocateLhsCopy() {
  if (runTimeCopy ||
      (copyLhs && llvm::divideCeil(*m, rows) * rows * *kStatic *
                          *getElementBytes(acc) <= kMaxLhsBytes)) {
    OpFoldResult blocks =
        m ? OpFoldResult(b.getIndexAttr(llvm::divideCeil(*m, rows)))
          : OpFoldResult(
                arith::CeilDivUIOp::create(b, e.loc, index(mSize), index(rows))
                    .getResult());
    lhsBlocks =
        batchShared || runTimeCopy
            ? e.allocate({blocks, kSize, b.getIndexAttr(rows)}, acc)
            : e.team.scratch(getAffineConstantExprs(
                                 {llvm::divideCeil(*m, rows), *kStatic, rows},
                                 b.getContext()),
                             acc);
  } else if (copyLhs) {
    lhsRows = e.allocate({kSize, b.getIndexAttr(rows)}, acc);
  }
}

/// The packed panel: [strips, k, vectorCols], in scratch where the threads
/// pack it together.
void Emitter::Contraction::allocatePack() {
  if (teamPack) {
    MLIRContext *ctx = b.getContext();
    packed = e.team.scratch(
        {getAffineConstantExpr(llvm::divideCeil(*panelStatic, vectorCols),
                               ctx),
         lhsShape->back(), getAffineConstantExpr(vectorCols, ctx)},
        acc);
  } else if (pack) {
    OpFoldResult stripsOfPanel =
        panelStatic
            ? OpFoldResult(b.getIndexAttr(
                  llvm::divideCeil(*panelStatic, vectorCols)))
            : OpFoldResult(arith::CeilDivUIOp::create(b, e.loc, index(panel),
                                                      index(vectorCols))
                               .getResult());
    packed =
        e.allocate({stripsOfPanel, kSize, b.getIndexAttr(vectorCols)}, acc);
  }
}

/// The results written row by row: the row buffer, the plan's buffers, the
/// nest over the batch dims, then the buffers freed.
void Emitter::Contraction::emitRowWise() {
  e.row = e.allocate({b.getIndexAttr(rows), nSize}, acc);
  batchSizes = ArrayRef(sizes).drop_back(2);
  planThreads();
  planCopies();
  allocateLhsCopy();
  allocatePack();
  e.loopNest(
      batchSizes, [&](ValueRange batchIndex) { emitBatch(batchIndex); },
      batchShared ? split : kUnshared);
  memref::DeallocOp::create(b, e.loc, e.row);
  if (pack && !teamPack)
    memref::DeallocOp::create(b, e.loc, packed);
  if (lhsRows)
    memref::DeallocOp::create(b, e.loc, lhsRows);
  if (lhsBlocks && (batchShared || runTimeCopy))
    memref::DeallocOp::create(b, e.loc, lhsBlocks);
}

/// One batch of the product: the left operand's blocks copied (where they
/// are copied once), then the panels, all or those this thread claims.
void Emitter::Contraction::emitBatch(ValueRange batchIndex) {
  batch.assign(batchIndex.begin(), batchIndex.end());
  lastColumn = arith::SubIOp::create(b, at, index(nSize), index(1));
  copyLhsBlocks();
  // The panels: all, or those this thread claims.
  Value endColumn = index(nSize);
  auto panels =
      columnShared
          ? e.claimedLoop(nSize, panel)
          : scf::ForOp::create(b, at, index(0), endColumn, index(panel));
  emitPanel(panels, endColumn);
}

/// A vector of the right operand at (kk, j), read in place; with a mask,
/// its lanes past n are zeros, not read.
Value Emitter::Contraction::rhsVector(Value kk, Value j, Value mask) {
  auto [buffer, idx] = *e.source(matmul.getRhs(), inBatch(kk, j), true);
  if (!mask)
    return vector::LoadOp::create(b, at, vectorType, buffer, idx);
  Value none = arith::ConstantOp::create(
      b, at, DenseElementsAttr::get(vectorType, b.getZeroAttr(acc)));
  return vector::MaskedLoadOp::create(b, at, vectorType, buffer, idx, mask,
                                      none);
}

/// The rows of the block starting at `first`; the last block may be
/// partial: its missing rows repeat row m - 1, computed but not written.
SmallVector<Value> Emitter::Contraction::blockRows(Value first) {
  Value last = m ? index(*m - 1)
                 : arith::SubIOp::create(b, at, index(mSize), index(1));
  SmallVector<Value> result;
  for (int64_t r = 0; r < rows; ++r)
    result.push_back(
        arith::MinUIOp::create(b, at, add(first, index(r)), last));
  return result;
}

/// Emits `then` where `condition` holds, else `otherwise`, each in a memo
/// scope of its own; what follows goes after both.
void Emitter::Contraction::ifElse(Value condition, function_ref<void()> then,
                                  function_ref<void()> otherwise) {
  auto branch = scf::IfOp::create(b, at, condition, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(branch.thenBlock()->getTerminator());
  memo.push();
  then();
  memo.pop();
  b.setInsertionPoint(branch.elseBlock()->getTerminator());
  memo.push();
  otherwise();
  memo.pop();
}

/// One panel of columns from j0 (`panels`' index) to at most `endColumn`:
/// its pack, then its blocks of rows, all or those this thread claims
/// (between the barriers of a pack the threads share).
void Emitter::Contraction::emitPanel(scf::ForOp panels, Value endColumn) {
  OpBuilder::InsertionGuard panelGuard(b);
  b.setInsertionPoint(panels.getBody()->getTerminator());
  memo.push();
  j0 = panels.getInductionVar();
  width = arith::MinUIOp::create(
      b, at, index(panel), arith::SubIOp::create(b, at, endColumn, j0));
  // Whole vector strips of the panel, then its leftover columns: a
  // partial strip, masked, or where they are at most
  // kScalarLeftover(vectorCols), one at a time. Measured (attention's
  // scores, batch x 4 heads x T x 64 x T, 2 Zen 4 cores), one at a
  // time: T = 178 (18 left over) 109 GFLOP/s, 243 (19) 116, against
  // 177 and 183 as a partial strip (192: 191); T = 161 (1 left over)
  // 160, against 145 as a partial strip.
  stripCount = strips ? arith::DivUIOp::create(b, at, width,
                                               index(vectorCols))
                      : index(0);
  whole = mul(stripCount, index(vectorCols));
  leftover = arith::SubIOp::create(b, at, width, whole);
  packCount =
      strips ? arith::CeilDivUIOp::create(b, at, width, index(vectorCols))
                   .getResult()
             : index(0);
  packPanel();
  if (teamPack)
    e.team.barrier(); // the panel is packed
  // Between the panel's two barriers the blocks of rows are claimed;
  // but a thread holds its own copy of the left operand's blocks (a
  // run-time m or k), and reads only those, in its share.
  auto block = teamPack && !runTimeCopy
                   ? e.claimedLoop(mSize, b.getIndexAttr(rows))
                   : e.forLoop(mSize, rows, /*shared=*/split == rank - 2);
  if (teamPack)
    e.team.barrier(); // every row has read it
  emitRowBlock(block);
  memo.pop();
}

/// The left operand's element (row r of the block, kk), where copied.
Value Emitter::Contraction::lhsCopied(Value kk, int64_t r) {
  if (lhsRows)
    return memref::LoadOp::create(b, at, lhsRows, ValueRange{kk, index(r)});
  if (lhsBlocks)
    return memref::LoadOp::create(
        b, at, lhsBlocks,
        ValueRange{arith::DivUIOp::create(b, at, i0, index(rows)), kk,
                   index(r)});
  return Value();
}

/// One block of rows from i0 (`block`'s index) against the panel: its k
/// loop's end, its copy of the left operand (where copied a block at a
/// time), the micro-kernel into the row buffer, then the epilogue.
void Emitter::Contraction::emitRowBlock(scf::ForOp block) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(block.getBody()->getTerminator());
  memo.push();
  i0 = block.getInductionVar();
  is = blockRows(i0);
  kEnd = kSize;
  if (lhsZeroAbove)
    kEnd = arith::MinUIOp::create(b, at, pastDiagonal(*lhsZeroAbove),
                                  index(kSize))
               .getResult();
  if (lhsRows)
    overK([&](Value kk) { copyLhsStep(i0, is, kk, lhsRows, {}); });
  Value end = add(j0, width);
  if (dot) {
    // Right operand contiguous along k: the k loop vectorizes, its sums
    // reassociated.
    emitColumns(j0, end, cols, /*reassociate=*/true);
  } else if (strips) {
    emitStrips(end);
  } else {
    // Right operand computed in the kernel: a dot product per element,
    // in order along k.
    emitColumns(j0, end, 1, /*reassociate=*/false);
  }
  emitEpilogue(end);
  memo.pop();
}

/// Columns [from, to) in blocks of `width`: each block is rows x width
/// dot products along k, accumulated in registers, then stored into
/// the row buffer. The last block of a dot product may be partial: its
/// missing columns repeat column to - 1.
void Emitter::Contraction::emitColumns(Value from, Value to, int64_t width,
                                       bool reassociate) {
  auto block = scf::ForOp::create(b, at, from, to, index(width));
  OpBuilder::InsertionGuard colGuard(b);
  b.setInsertionPoint(block.getBody()->getTerminator());
  memo.push();
  Value last = arith::SubIOp::create(b, at, to, index(1));
  SmallVector<Value> js;
  for (int64_t c = 0; c < width; ++c) {
    Value j = add(block.getInductionVar(), index(c));
    js.push_back(width > 1 ? arith::MinUIOp::create(b, at, j, last) : j);
  }
  SmallVector<Value> init(rows * width, zero);
  SmallVector<Value> sums = e.reduceNest(
      {kEnd}, init, [&](ValueRange kk, ValueRange accs) {
        SmallVector<Value> x, y, next;
        for (Value i : is)
          x.push_back(lhsAt(i, kk[0]));
        for (Value j : js)
          y.push_back(rhsAt(kk[0], j));
        if (llvm::is_contained(x, Value()) || llvm::is_contained(y, Value()))
          return next;
        for (int64_t r = 0; r < rows; ++r)
          for (int64_t c = 0; c < width; ++c)
            next.push_back(reduceCombine(
                b, at, ReduceKind::Sum, multiply(b, at, x[r], y[c]),
                accs[r * width + c], reassociate));
        return next;
      });
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < width; ++c)
      memref::StoreOp::create(b, at, sums[r * width + c], e.row,
                              ValueRange{index(r), js[c]});
  memo.pop();
}

/// The panel's columns up to `end` in vector strips: rows x vectorCols
/// accumulators in vector registers, one vector load of the right operand
/// (its packed strip, or in place) a k step for all rows; then the
/// leftover columns.
void Emitter::Contraction::emitStrips(Value end) {
  vzero = arith::ConstantOp::create(
      b, at, DenseElementsAttr::get(vectorType, b.getZeroAttr(acc)));
  Value computed = stripCount;
  if (resultMaskedAbove) {
    // Strips from the first column past every row's diagonal on.
    Value past =
        arith::MaxUIOp::create(b, at, pastDiagonal(*resultMaskedAbove), j0);
    computed = arith::MinUIOp::create(
        b, at, stripCount,
        arith::CeilDivUIOp::create(b, at,
                                   arith::SubIOp::create(b, at, past, j0),
                                   index(vectorCols)));
    inside(scf::ForOp::create(b, at, computed, stripCount, index(1)),
           [&](Value s) {
             Value j = add(j0, mul(s, index(vectorCols)));
             for (int64_t r = 0; r < rows; ++r)
               vector::StoreOp::create(b, at, vzero, e.row,
                                       ValueRange{index(r), j});
           });
  }
  inside(scf::ForOp::create(b, at, index(0), computed, index(1)),
         [&](Value s) { emitStrip(s, Value()); });
  ifElse(
      arith::CmpIOp::create(b, at, arith::CmpIPredicate::ule, leftover,
                            index(kScalarLeftover(vectorCols))),
      [&] { emitColumns(add(j0, whole), end, 1, /*reassociate=*/false); },
      [&] { emitStrip(stripCount, lanesFrom(add(j0, whole))); });
}

/// Strip s (at column j), its lanes past n masked where `mask`.
void Emitter::Contraction::emitStrip(Value s, Value mask) {
  Value j = add(j0, mul(s, index(vectorCols)));
  SmallVector<Value> init(rows, vzero);
  // Steps [kStart, kEnd): from j - d where the right operand is 0
  // before it.
  Value kStart;
  OpFoldResult steps = kEnd;
  if (rhsZeroAbove) {
    Value d = index(*rhsZeroAbove);
    kStart = arith::SubIOp::create(b, at, arith::MaxUIOp::create(b, at, j, d),
                                   d);
    steps = arith::SubIOp::create(
                b, at, arith::MaxUIOp::create(b, at, index(kEnd), kStart),
                kStart)
                .getResult();
  }
  SmallVector<Value> sums = e.reduceNest(
      {steps}, init, [&](ValueRange ks, ValueRange accs) {
        Value kk = kStart ? add(kStart, ks[0]) : ks[0];
        SmallVector<Value> next;
        Value y = pack ? vector::LoadOp::create(b, at, vectorType, packed,
                                                ValueRange{s, kk, index(0)})
                       : rhsVector(kk, j, mask);
        for (auto [r, i] : llvm::enumerate(is)) {
          Value x = copyLhs ? lhsCopied(kk, r) : lhsAt(i, kk);
          if (!x)
            return SmallVector<Value>();
          next.push_back(vector::FMAOp::create(
              b, at, vector::BroadcastOp::create(b, at, vectorType, x), y,
              accs[r]));
        }
        return next;
      });
  for (int64_t r = 0; r < rows; ++r) {
    if (mask)
      vector::MaskedStoreOp::create(b, at, e.row, ValueRange{index(r), j},
                                    mask, sums[r]);
    else
      vector::StoreOp::create(b, at, sums[r], e.row, ValueRange{index(r), j});
  }
}

/// The epilogue, row by row, for the rows of this block that exist, over
/// the panel's columns up to `end`.
void Emitter::Contraction::emitEpilogue(Value end) {
  Value count = arith::MinUIOp::create(
      b, at, index(rows), arith::SubIOp::create(b, at, index(mSize), i0));
  auto rowLoop = scf::ForOp::create(b, at, index(0), count, index(1));
  OpBuilder::InsertionGuard rowGuard(b);
  b.setInsertionPoint(rowLoop.getBody()->getTerminator());
  memo.push();
  e.rowSlot = rowLoop.getInductionVar();
  e.rowOf = matmul.getResult();
  e.rowIndex.assign(batch.begin(), batch.end());
  e.rowIndex.push_back(add(i0, e.rowSlot));
  auto colLoop = scf::ForOp::create(b, at, j0, end, index(1));
  b.setInsertionPoint(colLoop.getBody()->getTerminator());
  memo.push();
  SmallVector<Value> idx(e.rowIndex);
  idx.push_back(colLoop.getInductionVar());
  for (auto [v, out] : rowWise)
    e.store(e.element(v, idx), out, idx);
  e.rowOf = {};
  memo.pop();
  memo.pop();
}

} // namespace mlir::pyc::loops
