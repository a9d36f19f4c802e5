//===- Reductions.cpp - reduction kernels of pyc-to-loops -----------------===//
//
// Reductions: a kernel's row reductions (a nest over the kept dims, each
// reduction's loop over the reduced dims once, then the epilogue), column
// reductions (over leading dims, rows added into a row of accumulators),
// a reduction computed in place where a value is asked for at an index the
// structure did not precompute, and float sums in blocks.
//
//===----------------------------------------------------------------------===//

#include "Conversion/PycToLoops/Emitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "llvm/Support/SaveAndRestore.h"

namespace mlir::pyc::loops {

namespace {

/// Float sums run in blocks of at most this many elements: each block's
/// sum starts from zero, in the reduction's type, reassociated (4 vectors
/// of partial sums, so the block vectorizes); the block sums are added up
/// in f64 (f32 sums; others in their accumulator type). One accumulator
/// over a whole long row drifted instead: the mean of 2M values near 1000
/// was off by 0.37, 3700x eager's error; blocked, the error does not grow
/// with the length. Blocks of 4096 (64 values a lane) left batch norm's
/// statistics (8192 values a channel) at 5x eager's error; of 1024, 1.2x.
constexpr int64_t kSumBlock = 1024;

/// Column sums (reductions over leading dims) add each row into a row of
/// accumulators, in order: rows go in blocks of this many, each summed
/// from zero, the block sums added up in f64. 100000 rows in one f32
/// accumulator each were off by 40000x eager's error... of 4e-4 relative;
/// in blocks of 256, about one rounding.
constexpr int64_t kColumnBlock = 256;

/// Columns a reduction over a middle run of dims needs after the run to be
/// walked as columns (see emitReduction).
constexpr int64_t kColumnVector = 8;

/// How a loop nest over `sizes` (`count` iterations in all) is cut into
/// blocks of at most `block` iterations: the loops from `dim` on make a
/// block, the one over `dim` cut into chunks of `chunk` iterations.
struct Blocking {
  size_t dim;
  int64_t chunk;
};

/// The blocking of a nest over `sizes`, none if it is one block: the
/// trailing loops whose iterations fit a block, with chunks of the loop
/// before them (the innermost loop itself, if it alone is too long). A
/// run-time size may be long: its loop is cut into chunks (a row shorter
/// than a chunk is then one block).
std::optional<Blocking> blockingOf(ArrayRef<OpFoldResult> sizes, int64_t block) {
  size_t dim = sizes.size();
  int64_t inner = 1;
  while (dim > 0) {
    std::optional<int64_t> size = getConstantIntValue(sizes[dim - 1]);
    if (!size || inner * *size > block)
      break;
    inner *= *size;
    --dim;
  }
  if (dim == 0)
    return std::nullopt;
  return Blocking{dim - 1, std::max<int64_t>(1, block / inner)};
}

/// The type block sums of `acc` are added up in.
Type blockSumType(OpBuilder &b, Type acc) {
  return acc.isF32() ? b.getF64Type() : acc;
}

/// Whether computing `v` needs a reduction's result (a later reduction of a
/// kernel reading an earlier one, as variance reads the mean).
bool readsReduction(Value v) {
  SmallVector<Value> stack{v};
  DenseSet<Value> seen;
  while (!stack.empty()) {
    Operation *op = stack.pop_back_val().getDefiningOp();
    if (!op || !seen.insert(op->getResult(0)).second)
      continue;
    if (isa<ReduceOp, ArgMaxOp, ArgMinOp, MatmulOp>(op))
      return true;
    llvm::append_range(stack, op->getOperands());
  }
  return false;
}

} // namespace

/// The float sum `body` accumulates over `sizes` (as `reduceNest` takes
/// it), in blocks (see `kSumBlock`): loops over the dims before the
/// blocking's, and over its dim in chunks, carry the sum of the blocks so
/// far in `blockSumType`; inside, a block's nest starts from zero in `acc`.
/// A sum of one block is `reduceNest`'s.
Value Emitter::blockedSum(
    ArrayRef<OpFoldResult> sizes, Type acc,
    function_ref<SmallVector<Value>(ValueRange, ValueRange)> body) {
  Value zero = scalarConstant(b, loc, acc, 0);
  std::optional<Blocking> blocking = blockingOf(sizes, kSumBlock);
  if (!blocking)
    return reduceNest(sizes, zero, body)[0];
  size_t dim = blocking->dim;
  Type wide = blockSumType(b, acc);
  Value total = reduceNest(
      sizes.take_front(dim), scalarConstant(b, loc, wide, 0),
      [&](ValueRange outer, ValueRange blocksSoFar) -> SmallVector<Value> {
        auto chunks = scf::ForOp::create(b, loc, index(0), index(sizes[dim]),
                                         index(blocking->chunk), blocksSoFar);
        keepRolled(chunks);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(chunks.getBody());
        memo.push();
        Value start = chunks.getInductionVar();
        // A block: the chunk's iterations of dim `dim` (just `start` for a
        // chunk of one), then the dims after it.
        auto blockNest = [&](Value at, ValueRange init) {
          SmallVector<Value> ivs(outer);
          ivs.push_back(at);
          SmallVector<Value> sum =
              reduceNest(sizes.drop_front(dim + 1), init,
                         [&](ValueRange inner, ValueRange blockSum) {
                           SmallVector<Value> all(ivs);
                           all.append(inner.begin(), inner.end());
                           return body(all, blockSum);
                         });
          // Failed (the error is set): the sum so far.
          return sum.empty() ? init.front() : sum.front();
        };
        Value blockSum;
        if (blocking->chunk == 1) {
          blockSum = blockNest(start, zero);
        } else {
          Value end = arith::MinUIOp::create(
              b, loc,
              arith::AddIOp::create(b, loc, start, index(blocking->chunk)),
              index(sizes[dim]));
          auto block = scf::ForOp::create(b, loc, start, end, index(1), zero);
          keepRolled(block);
          OpBuilder::InsertionGuard blockGuard(b);
          b.setInsertionPointToStart(block.getBody());
          memo.push();
          scf::YieldOp::create(
              b, loc,
              blockNest(block.getInductionVar(), block.getRegionIterArgs()));
          memo.pop();
          blockSum = block.getResult(0);
        }
        memo.pop();
        if (wide != acc)
          blockSum = arith::ExtFOp::create(b, loc, wide, blockSum);
        Value sum = arith::AddFOp::create(b, loc, chunks.getRegionIterArgs()[0],
                                          blockSum);
        scf::YieldOp::create(b, loc, sum);
        return SmallVector<Value>(chunks.getResults());
      })[0];
  if (wide != acc)
    total = arith::TruncFOp::create(b, loc, acc, total);
  return total;
}

Value Emitter::reduceInPlace(Operation *op, ValueRange kept) {
  Value operand = op->getOperand(0);
  auto operandType = tensorTypeOf(operand);
  SmallVector<int64_t> reduced = getReducedDims(op);
  Extents all = extents(operand), sizes;
  for (int64_t d : reduced)
    sizes.push_back(all[d]);
  Type element = operandType.getElementType();
  Location at = op->getLoc();
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    ReduceKind kind = reduce.getKind();
    Type acc = accumulatorType(
        b, element, kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    auto body = [&](ValueRange ivs, ValueRange accs) -> SmallVector<Value> {
      Value x = this->element(
          operand, mergeIndex(operandType.getRank(), reduced, kept, ivs));
      if (!x)
        return {};
      if (Value buffer = rowBuffers.lookup(operand);
          buffer && !rowKept.count(operand))
        memref::StoreOp::create(b, at, x, buffer, ivs);
      if (x.getType() != acc)
        x = arith::ExtFOp::create(b, at, acc, x);
      return {reduceCombine(b, at, kind, x, accs[0],
                            /*reassociate=*/true)};
    };
    Value result =
        kind == ReduceKind::Sum && isa<FloatType>(acc)
            ? blockedSum(sizes, acc, body)
            : reduceNest(sizes, reduceIdentity(b, at, kind, acc), body)[0];
    if (rowBuffers.count(operand) && !rowKept.count(operand))
      rowKept[operand] = SmallVector<Value>(kept);
    if (result.getType() != element)
      return arith::TruncFOp::create(b, at, element, result);
    return result;
  }
  bool isMax = isa<ArgMaxOp>(op);
  Value best = reduceIdentity(b, at, isMax ? ReduceKind::Max : ReduceKind::Min,
                              element);
  Value bestIndex = arith::ConstantIntOp::create(b, at, b.getI64Type(), 0);
  SmallVector<Value> result = reduceNest(
      sizes, {best, bestIndex},
      [&](ValueRange ivs, ValueRange accs) -> SmallVector<Value> {
        Value x = this->element(
            operand, mergeIndex(operandType.getRank(), reduced, kept, ivs));
        if (!x)
          return {};
        Value replaces = argReplaces(b, at, isMax, x, accs[0]);
        Value i = arith::IndexCastOp::create(b, at, b.getI64Type(), ivs[0]);
        return {arith::SelectOp::create(b, at, replaces, x, accs[0]),
                arith::SelectOp::create(b, at, replaces, i, accs[1])};
      });
  return result[1];
}

void Emitter::emitReduction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                            ArrayRef<Operation *> reductions,
                            std::optional<int64_t> parallel) {
  Value operand = reductions.front()->getOperand(0);
  Extents shape = extents(operand);
  SmallVector<int64_t> reduced = getReducedDims(reductions.front());
  Extents keptSizes, reducedSizes, keepDimShape;
  for (auto [d, s] : llvm::enumerate(shape)) {
    bool r = llvm::is_contained(reduced, d);
    (r ? reducedSizes : keptSizes).push_back(s);
    keepDimShape.push_back(r ? b.getIndexAttr(1) : s);
  }
  // Results over the whole operand shape, over the kept dims, or over the
  // kept dims with unit reduced dims are written per kept index; any other
  // shape gets a nest of its own.
  SmallVector<std::pair<Value, Value>> full, kept, keepDim, other;
  for (auto [v, out] : llvm::zip(values, outputs)) {
    Extents s = extents(v);
    (s == shape          ? full
     : s == keptSizes    ? kept
     : s == keepDimShape ? keepDim
                         : other)
        .push_back({v, out});
  }
  int64_t rank = shape.size();
  std::optional<int64_t> keptParallel;
  if (parallel && !llvm::is_contained(reduced, *parallel))
    keptParallel = llvm::count_if(
        llvm::seq<int64_t>(0, *parallel),
        [&](int64_t d) { return !llvm::is_contained(reduced, d); });
  int64_t split = sharedDim(keptSizes, keptParallel);
  // A run of reduced dims before kept ones (a bias gradient: sum over the
  // rows; a sum over a middle dim) is read row by row: a row of
  // accumulators over the kept dims after it, not a strided walk down each
  // column. Results over the whole operand shape are written in the same
  // walk, when they need no reduction's result (a backward's gradient beside
  // the bias gradient summed from it). A grouped-query attention's key and
  // value gradients (4 x 4 x 3 x 128 x 64 f32 summed over the 3 query heads
  // of each key head) took 265 and 322 us a walk strided by 8192 elements
  // in a LLaMA layer's backward (2 Zen 4 cores).
  bool columns =
      !reduced.empty() &&
      llvm::equal(reduced,
                  llvm::seq<int64_t>(reduced.front(),
                                     reduced.front() + reduced.size())) &&
      reduced.back() + 1 < rank;
  if (columns && reduced.front() > 0) {
    // A middle run only where the kept dims after it make a vector's worth
    // of columns (8 f32, AVX2's): narrower, its rows are short strided
    // walks, and the row walk keeps its sum in registers.
    int64_t width = 1;
    for (OpFoldResult size : ArrayRef(shape).drop_front(reduced.back() + 1))
      width *= getConstantIntValue(size).value_or(kColumnVector);
    columns = width >= kColumnVector;
  }
  if (columns &&
      llvm::all_of(reductions,
                   [](Operation *r) {
                     return isa<ReduceOp>(r) &&
                            isa<FloatType>(tensorTypeOf(r->getOperand(0))
                                               .getElementType()) &&
                            !readsReduction(r->getOperand(0));
                   }) &&
      llvm::none_of(full, [](auto pair) { return readsReduction(pair.first); })) {
    emitColumnReduction(full, kept, keepDim, reductions, keptSizes,
                        reducedSizes, reduced, split);
    for (auto [v, out] : other)
      emitPointwise({v}, {out});
    return;
  }
  // A computed float operand of a sum-like reduction that something else in
  // the kernel reads too gets a row buffer (per thread), if a row is small
  // (a row of a run-time size is taken to be: softmax's over a sequence).
  int64_t rowSize = 1;
  for (OpFoldResult size : reducedSizes)
    rowSize *= getConstantIntValue(size).value_or(1);
  reducedRow = reduced;
  for (Operation *reduction : reductions) {
    Value v = reduction->getOperand(0);
    if (isa<ReduceOp>(reduction) && rowSize <= (1 << 16) &&
        isa<FloatType>(tensorTypeOf(v).getElementType()) &&
        v.getDefiningOp() && !inputs.count(v) && !v.hasOneUse() &&
        !rowBuffers.count(v))
      rowBuffers[v] = allocate(reducedSizes, tensorTypeOf(v).getElementType());
  }
  auto rows = [&](ValueRange p) {
    llvm::SaveAndRestore rolled(inRow, true);
    rowKept.clear();
    for (Operation *reduction : reductions) {
      Value result = reduceInPlace(reduction, p);
      if (!result)
        return;
      memo.insert(Memo::key(reduction->getResult(0), p), result);
    }
    for (auto [v, out] : kept)
      store(element(v, p), out, p);
    if (!keepDim.empty()) {
      SmallVector<Value> zeros(reducedSizes.size(), index(0));
      SmallVector<Value> idx = mergeIndex(rank, reduced, p, zeros);
      for (auto [v, out] : keepDim)
        store(element(v, idx), out, idx);
    }
    // The row's results over the whole operand (a layer norm's output and
    // the GELU after it), interleaved as a pointwise nest is: bench/cpu.py's
    // ln_gelu (512x768 f32) with AVX2 code 177 -> 134 us (2 Zen 4 cores).
    if (!full.empty())
      loopNest(
          reducedSizes,
          [&](ValueRange r) {
            SmallVector<Value> idx = mergeIndex(rank, reduced, p, r);
            for (auto [v, out] : full)
              store(element(v, idx), out, idx);
          },
          kUnshared, /*interleaved=*/true);
  };
  // `parallel` is a dim of the operand; the nest runs over the kept ones.
  loopNest(keptSizes, rows, split);
  rowKept.clear();
  for (auto [v, buffer] : rowBuffers)
    memref::DeallocOp::create(b, loc, buffer);
  rowBuffers.clear();
  for (auto [v, out] : other)
    emitPointwise({v}, {out});
}

/// The element type of `buffer`, a memref.
static Type bufferElement(Value buffer) {
  return cast<MemRefType>(buffer.getType()).getElementType();
}

/// What the stages of a column reduction share (emitColumnReduction): the
/// results written on the way and at the end, the reduced sizes and the
/// kept sizes after the run, the blocks of a blocked sum, the reductions,
/// their accumulators and totals (of those kept dims), and the index of the
/// kept dims before the run being emitted.
struct Emitter::ColumnReduction {
  Emitter &e;
  OpBuilder &b;
  Location loc;
  ArrayRef<std::pair<Value, Value>> full, keptResults, keepDim;
  ArrayRef<OpFoldResult> reducedSizes, innerSizes;
  ArrayRef<int64_t> reduced;
  int64_t rank, innerSplit;
  std::optional<Blocking> blocking;
  SmallVector<ReduceOp> reduces;
  SmallVector<Value> accumulators, totals;
  SmallVector<Value> outerIndex;

  void emitOuter(ValueRange outerKept);
  void columnsNest(function_ref<void(ValueRange, ValueRange)> body);
  void reset(bool blocksOnly);
  void addRow(ValueRange r);
  void addBlocks(ValueRange outer);
  void addBlock(Value at, ValueRange outer);
  void writeResults();
};

/// Reductions over a run of dims followed by kept ones (a bias gradient:
/// the leading dims; a grouped-query attention's key gradient, summed over
/// each key head's query heads: a middle one): for each index of the kept
/// dims before the run (if any), each thread keeps accumulators for its
/// chunk of the kept dims after it (the same ones for each outer index),
/// adds the operand's rows into them in order (the inner loop runs along
/// contiguous memory and vectorizes; results over the whole operand shape
/// are written on the way), then writes the results. The nests over the
/// kept dims split them alike, so a thread only touches its own
/// accumulators. Float sums of more than `kColumnBlock` rows take the rows
/// in blocks: their accumulators restart from zero for each block, whose
/// sums are then added into totals in `blockSumType`.
void Emitter::emitColumnReduction(ArrayRef<std::pair<Value, Value>> full,
                                  ArrayRef<std::pair<Value, Value>> keptResults,
                                  ArrayRef<std::pair<Value, Value>> keepDim,
                                  ArrayRef<Operation *> reductions,
                                  ArrayRef<OpFoldResult> keptSizes,
                                  ArrayRef<OpFoldResult> reducedSizes,
                                  ArrayRef<int64_t> reduced, int64_t split) {
  int64_t rank = keptSizes.size() + reducedSizes.size();
  // The kept dims before the reduced run, walked outside the columns' nests.
  int64_t outerDims = reduced.front();
  ArrayRef<OpFoldResult> outerSizes = keptSizes.take_front(outerDims),
                         innerSizes = keptSizes.drop_front(outerDims);
  bool shared = split != kUnshared;
  int64_t outerSplit = shared && split < outerDims ? split : kUnshared;
  int64_t innerSplit =
      shared && split >= outerDims ? split - outerDims : kUnshared;
  ColumnReduction c{*this,      b,          loc,          full,
                    keptResults, keepDim,    reducedSizes, innerSizes,
                    reduced,     rank,       innerSplit,
                    blockingOf(reducedSizes, kColumnBlock)};
  // Per reduction: the accumulators, and the totals of blocked sums (else
  // null).
  for (Operation *op : reductions) {
    auto reduce = cast<ReduceOp>(op);
    ReduceKind kind = reduce.getKind();
    Type acc = accumulatorType(
        b, tensorTypeOf(reduce.getOperand()).getElementType(),
        kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    c.reduces.push_back(reduce);
    c.accumulators.push_back(allocate(innerSizes, acc));
    c.totals.push_back(c.blocking && kind == ReduceKind::Sum &&
                               isa<FloatType>(acc)
                           ? allocate(innerSizes, blockSumType(b, acc))
                           : Value());
  }
  loopNest(
      outerSizes, [&](ValueRange outer) { c.emitOuter(outer); }, outerSplit);
  for (Value buffer : llvm::concat<Value>(c.accumulators, c.totals))
    if (buffer)
      memref::DeallocOp::create(b, loc, buffer);
}

/// One index of the kept dims before the run (`outerKept`): the
/// accumulators reset, the rows added (in blocks, for blocked sums), then
/// the results written.
void Emitter::ColumnReduction::emitOuter(ValueRange outerKept) {
  outerIndex.assign(outerKept.begin(), outerKept.end());
  reset(/*blocksOnly=*/false);
  if (!blocking) {
    e.loopNest(reducedSizes, [&](ValueRange r) { addRow(r); });
  } else {
    e.loopNest(reducedSizes.take_front(blocking->dim),
               [&](ValueRange outer) { addBlocks(outer); });
  }
  writeResults();
}

/// A nest over the kept dims after the reduced run (the threads' share of
/// them), `body` taking the whole kept index and the accumulators' (of
/// those dims: reused for each outer index).
void Emitter::ColumnReduction::columnsNest(
    function_ref<void(ValueRange, ValueRange)> body) {
  e.loopNest(
      innerSizes,
      [&](ValueRange inner) {
        SmallVector<Value> p(outerIndex);
        p.append(inner.begin(), inner.end());
        body(p, inner);
      },
      innerSplit);
}

/// Sets the accumulators (`blocksOnly`: those of blocked sums) to their
/// identity and, at first, the totals to zero.
void Emitter::ColumnReduction::reset(bool blocksOnly) {
  columnsNest([&](ValueRange p, ValueRange inner) {
    for (auto [reduce, buffer, total] :
         llvm::zip(reduces, accumulators, totals)) {
      if (blocksOnly && !total)
        continue;
      memref::StoreOp::create(b, loc,
                              reduceIdentity(b, loc, reduce.getKind(),
                                             bufferElement(buffer)),
                              buffer, inner);
      if (total && !blocksOnly)
        memref::StoreOp::create(
            b, loc, scalarConstant(b, loc, bufferElement(total), 0), total,
            inner);
    }
  });
}

/// Adds row `r` of each operand into its accumulators, and writes row `r`
/// of the results over the whole operand shape.
void Emitter::ColumnReduction::addRow(ValueRange r) {
  columnsNest([&](ValueRange p, ValueRange inner) {
    SmallVector<Value> idx = mergeIndex(rank, reduced, p, r);
    for (auto [v, out] : full)
      e.store(e.element(v, idx), out, idx);
    for (auto [reduce, buffer] : llvm::zip(reduces, accumulators)) {
      Value x = e.element(reduce.getOperand(), idx);
      if (!x)
        return;
      Value acc = memref::LoadOp::create(b, loc, buffer, inner);
      if (x.getType() != acc.getType())
        x = arith::ExtFOp::create(b, loc, acc.getType(), x);
      memref::StoreOp::create(b, loc,
                              reduceCombine(b, loc, reduce.getKind(), x, acc,
                                            /*reassociate=*/false),
                              buffer, inner);
    }
  });
}

/// The rows of the blocked dim at index `outer` of the reduced dims before
/// it, chunk by chunk: each chunk's rows added into reset accumulators,
/// whose sums are then added into the totals.
void Emitter::ColumnReduction::addBlocks(ValueRange outer) {
  size_t dim = blocking->dim;
  auto chunks = scf::ForOp::create(b, loc, e.index(0),
                                   e.index(reducedSizes[dim]),
                                   e.index(blocking->chunk));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(chunks.getBody()->getTerminator());
  e.memo.push();
  reset(/*blocksOnly=*/true);
  Value start = chunks.getInductionVar();
  if (blocking->chunk == 1) {
    addBlock(start, outer);
  } else {
    Value end = arith::MinUIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, start, e.index(blocking->chunk)),
        e.index(reducedSizes[dim]));
    auto block = scf::ForOp::create(b, loc, start, end, e.index(1));
    OpBuilder::InsertionGuard blockGuard(b);
    b.setInsertionPoint(block.getBody()->getTerminator());
    e.memo.push();
    addBlock(block.getInductionVar(), outer);
    e.memo.pop();
  }
  // The block's sums into the totals.
  columnsNest([&](ValueRange p, ValueRange inner) {
    for (auto [buffer, total] : llvm::zip(accumulators, totals)) {
      if (!total)
        continue;
      Value sum = memref::LoadOp::create(b, loc, buffer, inner);
      if (sum.getType() != bufferElement(total))
        sum = arith::ExtFOp::create(b, loc, bufferElement(total), sum);
      Value before = memref::LoadOp::create(b, loc, total, inner);
      memref::StoreOp::create(b, loc,
                              arith::AddFOp::create(b, loc, before, sum),
                              total, inner);
    }
  });
  e.memo.pop();
}

/// The block's rows at `at` of the blocked dim: the chunk's iterations of
/// it (just `start` for a chunk of one), then the dims after it.
void Emitter::ColumnReduction::addBlock(Value at, ValueRange outer) {
  SmallVector<Value> rows(outer);
  rows.push_back(at);
  e.loopNest(reducedSizes.drop_front(blocking->dim + 1),
             [&](ValueRange inner) {
               SmallVector<Value> r(rows);
               r.append(inner.begin(), inner.end());
               addRow(r);
             });
}

/// The reductions' results, from the totals or the accumulators, and the
/// kernel's results over the kept dims (with or without unit reduced dims).
void Emitter::ColumnReduction::writeResults() {
  columnsNest([&](ValueRange p, ValueRange inner) {
    for (auto [reduce, buffer, total] :
         llvm::zip(reduces, accumulators, totals)) {
      Value result =
          memref::LoadOp::create(b, loc, total ? total : buffer, inner);
      Type element = tensorTypeOf(reduce.getResult()).getElementType();
      if (result.getType() != element)
        result = arith::TruncFOp::create(b, loc, element, result);
      e.memo.insert(Memo::key(reduce.getResult(), p), result);
    }
    for (auto [v, out] : keptResults)
      e.store(e.element(v, p), out, p);
    SmallVector<Value> zeros(reduced.size(), e.index(0));
    SmallVector<Value> idx = mergeIndex(rank, reduced, p, zeros);
    for (auto [v, out] : keepDim)
      e.store(e.element(v, idx), out, idx);
  });
}

} // namespace mlir::pyc::loops
