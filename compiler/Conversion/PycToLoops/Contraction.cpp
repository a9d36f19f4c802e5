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

#include "Conversion/PycToLoops/Emitter.h"
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

/// k rows of the right operand packed together where it is copied element
/// by element, or transposed in registers: one 64-byte cache line of a
/// transposed f32 operand.
constexpr int64_t kPackRows = 16;

/// Leftover columns of a product (past its whole vector strips) computed
/// one at a time where there are at most this many, else as one partial
/// strip (see emitContraction).
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

/// Transposes in place the square matrix whose rows are `rows` (n vectors
/// of n elements, n a power of two): log2(n) rounds of two-source shuffles,
/// the round of side s swapping the off-diagonal s x s blocks within each
/// 2s x 2s block.
void transposeRows(OpBuilder &b, Location loc, SmallVectorImpl<Value> &rows) {
  int64_t n = rows.size();
  for (int64_t side = n / 2; side >= 1; side /= 2) {
    SmallVector<int64_t> upper, lower;
    for (int64_t p = 0; p < n; ++p) {
      upper.push_back(p & side ? n + p - side : p);
      lower.push_back(p & side ? n + p : p + side);
    }
    for (int64_t i = 0; i < n; ++i) {
      if (i & side)
        continue;
      Value top = rows[i], bottom = rows[i + side];
      rows[i] = vector::ShuffleOp::create(b, loc, top, bottom, upper);
      rows[i + side] = vector::ShuffleOp::create(b, loc, top, bottom, lower);
    }
  }
}

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
  auto type = tensorTypeOf(matmul.getResult());
  ArrayRef<int64_t> shape = type.getShape();
  // Sizes may be run-time ones (index values); m and n are then taken as
  // wider than a block, and the blocks' tails are cut at run time.
  Extents sizes = extents(matmul.getResult());
  OpFoldResult kSize = extents(matmul.getLhs()).back();
  if (error)
    return;
  int64_t rank = shape.size();
  OpFoldResult mSize = sizes[rank - 2], nSize = sizes.back();
  std::optional<int64_t> m = getConstantIntValue(mSize),
                         n = getConstantIntValue(nSize);
  bool dot = tiling.order == LoopOrder::IJK;
  int64_t rows = m ? std::min(tiling.rows, *m) : tiling.rows;
  int64_t cols = n ? std::min(tiling.cols, *n) : tiling.cols;
  int64_t vectorCols = tiling.cols;
  Type acc = accumulatorType(b, type.getElementType(), true);
  // ikj with vector blocks: the right operand is read in strips of
  // vectorCols columns, f32 accumulators in vector registers. In place where
  // it is f32 in memory, contiguous along j; else (another layout, a
  // narrower type, computed in the kernel) from strips packed element by
  // element. With one block of rows, reading in place costs no more than
  // packing would.
  bool strips = !dot && vectorCols > 1 && (!n || *n >= vectorCols) && acc.isF32();
  bool inPlace = strips &&
                 tensorTypeOf(matmul.getRhs()).getElementType() == acc &&
                 source(matmul.getRhs(), {}, /*emit=*/false).has_value();
  bool pack = strips && !(inPlace && m && *m <= rows);
  // Columns of a panel: pyc-tile's where narrower than n, else all of n.
  OpFoldResult panel = nSize;
  if (tiling.panel > 0 && (!n || tiling.panel < *n))
    panel = b.getIndexAttr(
        strips ? std::max(vectorCols, tiling.panel / vectorCols * vectorCols)
               : tiling.panel);
  SmallVector<std::pair<Value, Value>> rowWise, other;
  for (auto [v, out] : llvm::zip(values, outputs))
    (tensorTypeOf(v).getShape() == shape ? rowWise : other).push_back({v, out});
  if (m == 0 || n == 0)
    rowWise.clear(); // nothing to write; `other` still gets its nests
  Value zero = scalarConstant(b, loc, acc, 0);
  Location at = matmul.getLoc();
  auto widen = [&](Value x) {
    return x && x.getType() != acc ? arith::ExtFOp::create(b, at, acc, x) : x;
  };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, at, x, y); };
  auto mul = [&](Value x, Value y) { return arith::MulIOp::create(b, at, x, y); };
  auto vectorType = VectorType::get({vectorCols}, acc);
  // Work a causal mask makes unneeded (pyc-causal-products): for the block
  // of rows from i0, the left operand is 0 past column i0 + rows + d (the
  // k loop ends there), and the result's strips from that column on are
  // masked away by every reader (written as 0); for the strip from column
  // j, the right operand is 0 in rows before j - d (the k loop starts
  // there). Attention's two products (48 x 128 x 64 x 128 and 48 x 128 x
  // 128 x 64, blocks of 6 rows, strips of 32 columns; 2 Zen 4 cores): 597
  // -> 355 and 528 -> 286 us.
  std::optional<uint64_t> lhsZeroAbove = matmul.getLhsZeroAbove(),
                          rhsZeroAbove = matmul.getRhsZeroAbove(),
                          resultMaskedAbove = matmul.getResultMaskedAbove();
  if (!rowWise.empty()) {
    row = allocate({b.getIndexAttr(rows), nSize}, acc);
    ArrayRef<OpFoldResult> batchSizes = ArrayRef(sizes).drop_back(2);
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
    bool copyLhs =
        strips && !source(matmul.getLhs(), {}, /*emit=*/false).has_value();
    // Threads share a batch dim (pyc-tile's, else the first wider than 1),
    // the strips of columns (dim rank - 1, where pyc-tile chose it, the
    // right operand goes in strips and the left is read in place) or else
    // the blocks of rows (rank - 2). A left operand that is copied (below)
    // keeps the rows shared: with the columns, each thread read every block
    // of the copy, and x.T @ dy of 2304x512x768 ran at 175 GFLOP/s against
    // 204 (2 Zen 4 cores, AVX-512 code). The columns are claimed with no
    // barrier after them but the kernel's (below), so only where one batch
    // is.
    bool batched = llvm::any_of(batchSizes, [](OpFoldResult s) {
      std::optional<int64_t> size = getConstantIntValue(s);
      return !size || *size > 1;
    });
    int64_t split = rank - 2;
    if (tiling.parallel && *tiling.parallel <= rank - 2)
      split = *tiling.parallel;
    else if (tiling.parallel && *tiling.parallel == rank - 1 && strips &&
             !copyLhs && !batched)
      split = rank - 1;
    else if (batched)
      split = sharedDim(batchSizes);
    bool batchShared = split < rank - 2;
    // Threads that share the strips of columns each take every row against
    // their own columns: each packs its own panels, and none waits for
    // another.
    bool columnShared = split == rank - 1;
    // They claim the columns a part at a time (`claimedLoop`, so that one
    // ahead takes more): parts of whole strips, about 1/kColumnParts of the
    // columns, or the panel where narrower.
    if (columnShared && n)
      panel = b.getIndexAttr(std::min<int64_t>(
          *getConstantIntValue(panel),
          llvm::alignTo(llvm::divideCeil(*n, kColumnParts), vectorCols)));
    // Threads that share the blocks of rows share each packed panel too:
    // each packs a part of it into scratch memory all of them see, and all
    // wait for the whole panel before reading it (and for every row before
    // the next panel overwrites it). Packed by each thread alone, each
    // paid for the whole panel: 1-4% of the product's time on 2 Zen 4
    // cores (512x768 @ 768x3072 and the GPT block's other products), more
    // with more threads.
    // With a run-time k (a weight's gradient over a dynamic batch's
    // tokens) the shared panel's scratch is sized by k's expression.
    std::optional<int64_t> kStatic = getConstantIntValue(kSize),
                           panelStatic = getConstantIntValue(panel);
    FailureOr<SmallVector<AffineExpr>> lhsShape = symbolicShape(matmul.getLhs());
    bool teamPack = pack && split == rank - 2 && panelStatic &&
                    succeeded(lhsShape);
    // A right operand that lies along k in memory (x @ w.T, w a buffer of
    // floats) is packed kPackRows columns x kPackRows k rows at a time: a
    // vector load along k per column, transposed in registers, a vector
    // store per k row. Element by element (LLVM left the copy scalar), a
    // 3072x768 operand took 2.7 ms on one Zen 4 core, a copy along j 1.1.
    Type rhsElement = tensorTypeOf(matmul.getRhs()).getElementType();
    bool transposedPack =
        pack && !inPlace && kStatic && *kStatic >= kPackRows &&
        vectorCols % kPackRows == 0 && isa<FloatType>(rhsElement) &&
        source(matmul.getRhs(), {}, /*emit=*/false, rank - 2).has_value();
    // Rows of the left operand side by side in memory (stored transposed).
    Type lhsElement = tensorTypeOf(matmul.getLhs()).getElementType();
    bool lhsAlongRows =
        copyLhs && isa<FloatType>(lhsElement) &&
        source(matmul.getLhs(), {}, /*emit=*/false, rank - 2).has_value();
    // With a run-time m or k the copy's size is not known here: it is
    // copied whole, into a buffer of each thread's own allocated per call
    // (a thread fills and reads only its blocks). Copied a panel at a time,
    // 2410 tokens' weight gradients (x.T @ dy, k at run time; 256 x 1024
    // and 1024 x 256) took 1.24 and 1.13x their static time, then 1.19 and
    // 1.0x, and 1.02 and 1.0x once pyc-tile gave a run-time k a panel
    // (`kRunTimeK`), which the threads pack together.
    bool runTimeCopy = copyLhs && (!m || !kStatic);
    Value lhsRows, lhsBlocks;
    if (runTimeCopy ||
        (copyLhs && llvm::divideCeil(*m, rows) * rows * *kStatic *
                            *getElementBytes(acc) <= kMaxLhsBytes)) {
      OpFoldResult blocks =
          m ? OpFoldResult(b.getIndexAttr(llvm::divideCeil(*m, rows)))
            : OpFoldResult(
                  arith::CeilDivUIOp::create(b, loc, index(mSize), index(rows))
                      .getResult());
      lhsBlocks =
          batchShared || runTimeCopy
              ? allocate({blocks, kSize, b.getIndexAttr(rows)}, acc)
              : team.scratch(getAffineConstantExprs(
                                   {llvm::divideCeil(*m, rows), *kStatic, rows},
                                   b.getContext()),
                               acc);
    } else if (copyLhs) {
      lhsRows = allocate({kSize, b.getIndexAttr(rows)}, acc);
    }
    Value packed;
    if (teamPack) {
      MLIRContext *ctx = b.getContext();
      packed = team.scratch(
          {getAffineConstantExpr(llvm::divideCeil(*panelStatic, vectorCols),
                                 ctx),
           lhsShape->back(), getAffineConstantExpr(vectorCols, ctx)},
          acc);
    } else if (pack) {
      OpFoldResult stripsOfPanel =
          panelStatic
              ? OpFoldResult(b.getIndexAttr(
                    llvm::divideCeil(*panelStatic, vectorCols)))
              : OpFoldResult(arith::CeilDivUIOp::create(b, loc, index(panel),
                                                        index(vectorCols))
                                 .getResult());
      packed =
          allocate({stripsOfPanel, kSize, b.getIndexAttr(vectorCols)}, acc);
    }
    auto rowBlocks = [&](ValueRange batch) {
      // The index of an operand's element (r, c) in this batch.
      auto batched = [&](Value r, Value c) {
        SmallVector<Value> idx(batch.begin(), batch.end());
        idx.append({r, c});
        return idx;
      };
      auto lhsAt = [&](Value i, Value kk) {
        return widen(element(matmul.getLhs(), batched(i, kk)));
      };
      auto rhsAt = [&](Value kk, Value j) {
        return widen(element(matmul.getRhs(), batched(kk, j)));
      };
      // A vector of the right operand at (kk, j), read in place; with a
      // mask, its lanes past n are zeros, not read.
      auto rhsVector = [&](Value kk, Value j, Value mask) -> Value {
        auto [buffer, idx] = *source(matmul.getRhs(), batched(kk, j), true);
        if (!mask)
          return vector::LoadOp::create(b, at, vectorType, buffer, idx);
        Value none = arith::ConstantOp::create(
            b, at, DenseElementsAttr::get(vectorType, b.getZeroAttr(acc)));
        return vector::MaskedLoadOp::create(b, at, vectorType, buffer, idx,
                                            mask, none);
      };
      // Column j where it exists, else the last (a partial strip's lanes
      // past n, packed but never stored).
      Value lastColumn = arith::SubIOp::create(b, at, index(nSize), index(1));
      auto columnAt = [&](Value j) -> Value {
        return arith::MinUIOp::create(b, at, j, lastColumn);
      };
      // The rows of the block starting at i0; the last block may be
      // partial: its missing rows repeat row m - 1, computed but not
      // written.
      auto blockRows = [&](Value i0) {
        Value last = m ? index(*m - 1)
                       : arith::SubIOp::create(b, at, index(mSize), index(1));
        SmallVector<Value> is;
        for (int64_t r = 0; r < rows; ++r)
          is.push_back(arith::MinUIOp::create(b, at, add(i0, index(r)), last));
        return is;
      };
      // Emits `then` where `condition` holds, else `otherwise`, each in a
      // memo scope of its own; what follows goes after both.
      auto ifElse = [&](Value condition, function_ref<void()> then,
                        function_ref<void()> otherwise) {
        auto branch =
            scf::IfOp::create(b, at, condition, /*withElseRegion=*/true);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(branch.thenBlock()->getTerminator());
        memo.push();
        then();
        memo.pop();
        b.setInsertionPoint(branch.elseBlock()->getTerminator());
        memo.push();
        otherwise();
        memo.pop();
      };
      // Emits `whole` where the first `count` elements from `first` lie
      // within `size`, else `part`.
      auto wholeOrPart = [&](Value first, int64_t count, OpFoldResult size,
                             function_ref<void()> whole,
                             function_ref<void()> part) {
        ifElse(arith::CmpIOp::create(b, at, arith::CmpIPredicate::ule,
                                     add(first, index(count)), index(size)),
               whole, part);
      };
      // Copies k step kk of the left operand's block of rows from i0 (`is`,
      // as blockRows gives them) to dest[prefix, kk, r]: the rows of a
      // step together, a transposed operand's by one vector load where the
      // block is whole (they lie side by side), else element by element
      // through the index maps.
      auto copyLhsStep = [&](Value i0, ArrayRef<Value> is, Value kk,
                             Value dest, ValueRange prefix) {
        auto where = [&](int64_t r) {
          SmallVector<Value> idx(prefix.begin(), prefix.end());
          idx.append({kk, index(r)});
          return idx;
        };
        auto elements = [&] {
          for (auto [r, i] : llvm::enumerate(is))
            if (Value x = lhsAt(i, kk))
              memref::StoreOp::create(b, at, x, dest, where(r));
        };
        if (!lhsAlongRows)
          return elements();
        wholeOrPart(i0, rows, mSize, [&] {
          auto [buffer, idx] = *source(matmul.getLhs(), batched(i0, kk),
                                       /*emit=*/true, rank - 2);
          Value x = vector::LoadOp::create(
              b, at, VectorType::get({rows}, lhsElement), buffer, idx);
          if (lhsElement != acc)
            x = arith::ExtFOp::create(b, at, VectorType::get({rows}, acc), x);
          vector::StoreOp::create(b, at, x, dest, where(0));
        }, elements);
      };
      // Emits `body` inside `loop`, given the loop's index.
      auto inside = [&](scf::ForOp loop, function_ref<void(Value)> body) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(loop.getBody()->getTerminator());
        memo.push();
        body(loop.getInductionVar());
        memo.pop();
      };
      auto over = [&](Value from, Value to, int64_t step,
                      function_ref<void(Value)> body) {
        inside(scf::ForOp::create(b, at, from, to, index(step)), body);
      };
      auto overK = [&](function_ref<void(Value)> body) {
        over(index(0), index(kSize), 1, body);
      };
      // A loop over the blocks of rows this thread takes below (the same
      // split of the rows, or all of them), so no thread waits for
      // another's copy.
      auto overBlocks = [&](function_ref<void(Value)> body) {
        inside(forLoop(mSize, rows, /*shared=*/split == rank - 2), body);
      };
      auto blockOf = [&](Value i0) -> Value {
        return arith::DivUIOp::create(b, at, i0, index(rows));
      };
      // A transposed operand kPackRows k steps at a time, block after
      // block: the steps' rows stay in cache while every block reads its
      // part of them, and each block's copy is written in order. (Block by
      // block over all of k, a line of the operand was fetched once for
      // every block it holds, its rows k x 4 bytes apart: 1024x4096 @
      // 4096x1024 with x.T took 3.5x x's time; a k step at a time over all
      // blocks, the writes went to as many pages as blocks: the copy of a
      // 2410x1024 operand at 7-10 GB/s.) Others block by block.
      if (lhsBlocks && lhsAlongRows)
        over(index(0), index(kSize), kPackRows, [&](Value k0) {
          Value end = arith::MinUIOp::create(b, at, add(k0, index(kPackRows)),
                                             index(kSize));
          overBlocks([&](Value i0) {
            SmallVector<Value> is = blockRows(i0);
            Value block = blockOf(i0);
            over(k0, end, 1, [&](Value kk) {
              copyLhsStep(i0, is, kk, lhsBlocks, block);
            });
          });
        });
      else if (lhsBlocks)
        overBlocks([&](Value i0) {
          SmallVector<Value> is = blockRows(i0);
          Value block = blockOf(i0);
          overK([&](Value kk) { copyLhsStep(i0, is, kk, lhsBlocks, block); });
        });
      // The panels: all, or those this thread claims.
      Value endColumn = index(nSize);
      auto panels =
          columnShared
              ? claimedLoop(nSize, panel)
              : scf::ForOp::create(b, at, index(0), endColumn, index(panel));
      OpBuilder::InsertionGuard panelGuard(b);
      b.setInsertionPoint(panels.getBody()->getTerminator());
      memo.push();
      Value j0 = panels.getInductionVar();
      Value width = arith::MinUIOp::create(
          b, at, index(panel), arith::SubIOp::create(b, at, endColumn, j0));
      // Whole vector strips of the panel, then its leftover columns: a
      // partial strip, masked, or where they are at most
      // kScalarLeftover(vectorCols), one at a time. Measured (attention's
      // scores, batch x 4 heads x T x 64 x T, 2 Zen 4 cores), one at a
      // time: T = 178 (18 left over) 109 GFLOP/s, 243 (19) 116, against
      // 177 and 183 as a partial strip (192: 191); T = 161 (1 left over)
      // 160, against 145 as a partial strip.
      Value stripCount = strips ? arith::DivUIOp::create(b, at, width,
                                                         index(vectorCols))
                                : index(0);
      Value whole = mul(stripCount, index(vectorCols));
      Value leftover = arith::SubIOp::create(b, at, width, whole);
      Value packCount =
          strips ? arith::CeilDivUIOp::create(b, at, width, index(vectorCols))
                       .getResult()
                 : index(0);
      // The lanes of the strip at column j that lie in the product.
      auto lanesFrom = [&](Value j) -> Value {
        Value live = arith::MinUIOp::create(
            b, at, index(vectorCols),
            arith::SubIOp::create(b, at, index(nSize), j));
        return vector::CreateMaskOp::create(
            b, at, VectorType::get({vectorCols}, b.getI1Type()), live);
      };
      // The panel's pack: one loop over (strip, block of k rows), not two
      // nested (LLVM fully unrolls short nested loops with constant trip
      // counts, and the copy then took more compile time than the
      // product), its trips shared by the threads that pack together.
      auto packLoop = [&](Value blocks,
                          function_ref<void(Value s, Value block, Value j)> body) {
        inside(forLoop(mul(packCount, blocks).getResult(), 1, teamPack),
               [&](Value t) {
                 Value s = arith::DivUIOp::create(b, at, t, blocks);
                 Value block = arith::RemUIOp::create(b, at, t, blocks);
                 body(s, block, add(j0, mul(s, index(vectorCols))));
               });
      };
      if (pack && inPlace && kStatic && *kStatic >= kPackRows) {
        // A k row of a strip is one vector load, contiguous along j;
        // kPackRows of them a trip, masked only in a partial strip (a row a
        // trip, each load masked: 512x768 @ 768x3072's fixed cost 0.66 ms
        // against 0.40, AVX2 code on 2 Zen 4 cores). The last block ends
        // at k, overlapping the one before.
        int64_t kBlocks = llvm::divideCeil(*kStatic, kPackRows);
        packLoop(index(kBlocks), [&](Value s, Value block, Value j) {
          Value k0 = arith::MinUIOp::create(b, at, mul(block, index(kPackRows)),
                                            index(*kStatic - kPackRows));
          auto copy = [&](Value mask) {
            for (int64_t k = 0; k < kPackRows; ++k) {
              Value kk = add(k0, index(k));
              vector::StoreOp::create(b, at, rhsVector(kk, j, mask), packed,
                                      ValueRange{s, kk, index(0)});
            }
          };
          wholeOrPart(j, vectorCols, nSize, [&] { copy(Value()); },
                      [&] { copy(lanesFrom(j)); });
        });
      } else if (pack && inPlace) {
        // A k row of a strip is one vector load, contiguous along j.
        packLoop(index(kSize), [&](Value s, Value kk, Value j) {
          vector::StoreOp::create(b, at, rhsVector(kk, j, lanesFrom(j)), packed,
                                  ValueRange{s, kk, index(0)});
        });
      } else if (transposedPack) {
        int64_t kBlocks = (*kStatic + kPackRows - 1) / kPackRows;
        packLoop(index(kBlocks), [&](Value s, Value block, Value j) {
          // The last block ends at k, overlapping the one before.
          Value k0 = arith::MinUIOp::create(b, at, mul(block, index(kPackRows)),
                                            index(*kStatic - kPackRows));
          auto loaded = VectorType::get({kPackRows}, rhsElement);
          auto widened = VectorType::get({kPackRows}, acc);
          for (int64_t c0 = 0; c0 < vectorCols; c0 += kPackRows) {
            SmallVector<Value> rows;
            for (int64_t c = 0; c < kPackRows; ++c) {
              auto [buffer, idx] = *source(matmul.getRhs(),
                                           batched(k0, columnAt(add(j, index(c0 + c)))),
                                           /*emit=*/true, rank - 2);
              Value column = vector::LoadOp::create(b, at, loaded, buffer, idx);
              if (rhsElement != acc)
                column = arith::ExtFOp::create(b, at, widened, column);
              rows.push_back(column);
            }
            transposeRows(b, at, rows);
            for (auto [k, kRow] : llvm::enumerate(rows))
              vector::StoreOp::create(
                  b, at, kRow, packed,
                  ValueRange{s, add(k0, index(k)), index(c0)});
          }
        });
      } else if (pack) {
        // Element by element (an operand computed in the kernel, or of a
        // narrower type along j, or transposed with a k under 16 or known
        // at run time), in blocks of `depth` k rows x vectorCols columns,
        // column by column: the block is what the caches must hold. A k row
        // of a strip at a time reads vectorCols rows of a transposed
        // operand, which with a stride of a multiple of 4 KiB (k = 1024,
        // 2048, 4096 f32) fall into one L1 set and evict each other before
        // their next element is read (512x1024 @ 1024x768 on one Zen 4
        // core: 91 GFLOP/s, 102 for k = 1088). With a static k the last
        // block is moved back to end at k, overlapping the one before (its
        // elements are written twice, alike); with a run-time k its rows
        // past k repeat row k - 1.
        int64_t depth =
            kStatic ? std::clamp<int64_t>(*kStatic, 1, kPackRows) : kPackRows;
        Value kBlocks = arith::DivUIOp::create(
            b, at, add(index(kSize), index(depth - 1)), index(depth));
        packLoop(kBlocks, [&](Value s, Value block, Value j) {
          Value k0 = mul(block, index(depth));
          if (kStatic && *kStatic > depth)
            k0 = arith::MinUIOp::create(b, at, k0, index(*kStatic - depth));
          auto column = scf::ForOp::create(b, at, index(0), index(vectorCols),
                                           index(1));
          OpBuilder::InsertionGuard columnGuard(b);
          b.setInsertionPoint(column.getBody()->getTerminator());
          memo.push();
          Value c = column.getInductionVar();
          auto row = scf::ForOp::create(b, at, index(0), index(depth), index(1));
          b.setInsertionPoint(row.getBody()->getTerminator());
          memo.push();
          Value kk = add(k0, row.getInductionVar());
          if (!kStatic)
            kk = arith::MinUIOp::create(
                b, at, kk, arith::SubIOp::create(b, at, index(kSize), index(1)));
          if (Value y = rhsAt(kk, columnAt(add(j, c))))
            memref::StoreOp::create(b, at, y, packed, ValueRange{s, kk, c});
          memo.pop();
          memo.pop();
        });
      }
      if (teamPack)
        team.barrier(); // the panel is packed
      // Between the panel's two barriers the blocks of rows are claimed;
      // but a thread holds its own copy of the left operand's blocks (a
      // run-time m or k), and reads only those, in its share.
      auto block = teamPack && !runTimeCopy
                       ? claimedLoop(mSize, b.getIndexAttr(rows))
                       : forLoop(mSize, rows, /*shared=*/split == rank - 2);
      if (teamPack)
        team.barrier(); // every row has read it
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(block.getBody()->getTerminator());
      memo.push();
      Value i0 = block.getInductionVar();
      SmallVector<Value> is = blockRows(i0);
      auto pastDiagonal = [&](uint64_t d) { return add(i0, index(rows + d)); };
      OpFoldResult kEnd = kSize;
      if (lhsZeroAbove)
        kEnd = arith::MinUIOp::create(b, at, pastDiagonal(*lhsZeroAbove),
                                      index(kSize))
                   .getResult();
      if (lhsRows)
        overK([&](Value kk) { copyLhsStep(i0, is, kk, lhsRows, {}); });
      // The left operand's element (row r of the block, kk), where copied.
      auto lhsCopied = [&](Value kk, int64_t r) -> Value {
        if (lhsRows)
          return memref::LoadOp::create(b, at, lhsRows,
                                        ValueRange{kk, index(r)});
        if (lhsBlocks)
          return memref::LoadOp::create(
              b, at, lhsBlocks,
              ValueRange{arith::DivUIOp::create(b, at, i0, index(rows)), kk,
                         index(r)});
        return Value();
      };
      // Columns [from, to) in blocks of `width`: each block is rows x width
      // dot products along k, accumulated in registers, then stored into
      // the row buffer. The last block of a dot product may be partial: its
      // missing columns repeat column to - 1.
      auto columns = [&](Value from, Value to, int64_t width,
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
        SmallVector<Value> sums = reduceNest(
            {kEnd}, init, [&](ValueRange kk, ValueRange accs) {
              SmallVector<Value> x, y, next;
              for (Value i : is)
                x.push_back(lhsAt(i, kk[0]));
              for (Value j : js)
                y.push_back(rhsAt(kk[0], j));
              if (llvm::is_contained(x, Value()) ||
                  llvm::is_contained(y, Value()))
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
            memref::StoreOp::create(b, at, sums[r * width + c], row,
                                    ValueRange{index(r), js[c]});
        memo.pop();
      };
      Value end = add(j0, width);
      if (dot) {
        // Right operand contiguous along k: the k loop vectorizes, its sums
        // reassociated.
        columns(j0, end, cols, /*reassociate=*/true);
      } else if (strips) {
        // rows x vectorCols accumulators in vector registers, one vector
        // load of the right operand (its packed strip, or in place) a k step
        // for all rows; then the leftover columns.
        // Strip s (at column j), its lanes past n masked where `mask`.
        Value vzero = arith::ConstantOp::create(
            b, at, DenseElementsAttr::get(vectorType, b.getZeroAttr(acc)));
        auto stripAt = [&](Value s, Value mask) {
          Value j = add(j0, mul(s, index(vectorCols)));
          SmallVector<Value> init(rows, vzero);
          // Steps [kStart, kEnd): from j - d where the right operand is 0
          // before it.
          Value kStart;
          OpFoldResult steps = kEnd;
          if (rhsZeroAbove) {
            Value d = index(*rhsZeroAbove);
            kStart = arith::SubIOp::create(
                b, at, arith::MaxUIOp::create(b, at, j, d), d);
            steps = arith::SubIOp::create(
                        b, at,
                        arith::MaxUIOp::create(b, at, index(kEnd), kStart),
                        kStart)
                        .getResult();
          }
          SmallVector<Value> sums = reduceNest(
              {steps}, init, [&](ValueRange ks, ValueRange accs) {
                Value kk = kStart ? add(kStart, ks[0]) : ks[0];
                SmallVector<Value> next;
                Value y = pack ? vector::LoadOp::create(
                                     b, at, vectorType, packed,
                                     ValueRange{s, kk, index(0)})
                               : rhsVector(kk, j, mask);
                for (auto [r, i] : llvm::enumerate(is)) {
                  Value x = copyLhs ? lhsCopied(kk, r) : lhsAt(i, kk);
                  if (!x)
                    return SmallVector<Value>();
                  next.push_back(vector::FMAOp::create(
                      b, at, vector::BroadcastOp::create(b, at, vectorType, x),
                      y, accs[r]));
                }
                return next;
              });
          for (int64_t r = 0; r < rows; ++r) {
            if (mask)
              vector::MaskedStoreOp::create(b, at, row,
                                            ValueRange{index(r), j}, mask,
                                            sums[r]);
            else
              vector::StoreOp::create(b, at, sums[r], row,
                                      ValueRange{index(r), j});
          }
        };
        Value computed = stripCount;
        if (resultMaskedAbove) {
          // Strips from the first column past every row's diagonal on.
          Value past = arith::MaxUIOp::create(
              b, at, pastDiagonal(*resultMaskedAbove), j0);
          computed = arith::MinUIOp::create(
              b, at, stripCount,
              arith::CeilDivUIOp::create(
                  b, at, arith::SubIOp::create(b, at, past, j0),
                  index(vectorCols)));
          inside(scf::ForOp::create(b, at, computed, stripCount, index(1)),
                 [&](Value s) {
                   Value j = add(j0, mul(s, index(vectorCols)));
                   for (int64_t r = 0; r < rows; ++r)
                     vector::StoreOp::create(b, at, vzero, row,
                                             ValueRange{index(r), j});
                 });
        }
        inside(scf::ForOp::create(b, at, index(0), computed, index(1)),
               [&](Value s) { stripAt(s, Value()); });
        ifElse(
            arith::CmpIOp::create(b, at, arith::CmpIPredicate::ule, leftover,
                                  index(kScalarLeftover(vectorCols))),
            [&] { columns(add(j0, whole), end, 1, /*reassociate=*/false); },
            [&] { stripAt(stripCount, lanesFrom(add(j0, whole))); });
      } else {
        // Right operand computed in the kernel: a dot product per element,
        // in order along k.
        columns(j0, end, 1, /*reassociate=*/false);
      }
      // The epilogue, row by row, for the rows of this block that exist,
      // over the panel's columns.
      Value count = arith::MinUIOp::create(
          b, at, index(rows), arith::SubIOp::create(b, at, index(mSize), i0));
      auto rowLoop = scf::ForOp::create(b, at, index(0), count, index(1));
      OpBuilder::InsertionGuard rowGuard(b);
      b.setInsertionPoint(rowLoop.getBody()->getTerminator());
      memo.push();
      rowSlot = rowLoop.getInductionVar();
      rowOf = matmul.getResult();
      rowIndex.assign(batch.begin(), batch.end());
      rowIndex.push_back(add(i0, rowSlot));
      auto colLoop = scf::ForOp::create(b, at, j0, end, index(1));
      b.setInsertionPoint(colLoop.getBody()->getTerminator());
      memo.push();
      SmallVector<Value> idx(rowIndex);
      idx.push_back(colLoop.getInductionVar());
      for (auto [v, out] : rowWise)
        store(element(v, idx), out, idx);
      rowOf = {};
      memo.pop();
      memo.pop();
      memo.pop();
      memo.pop();
    };
    loopNest(batchSizes, rowBlocks, batchShared ? split : kUnshared);
    memref::DeallocOp::create(b, loc, row);
    if (pack && !teamPack)
      memref::DeallocOp::create(b, loc, packed);
    if (lhsRows)
      memref::DeallocOp::create(b, loc, lhsRows);
    if (lhsBlocks && (batchShared || runTimeCopy))
      memref::DeallocOp::create(b, loc, lhsBlocks);
  }
  for (auto [v, out] : other)
    emitPointwise({v}, {out});
}

} // namespace mlir::pyc::loops
