//===- Packing.cpp - a product's operands copied for its micro-kernel ----===//
//
// The copies a product's micro-kernel reads (Contraction.cpp): the right
// operand's panel packed into strips of vector columns, k contiguous (read
// in place a k row at a time, transposed in registers, or element by
// element), and the left operand's blocks of rows, k-major.
//
//===----------------------------------------------------------------------===//

#include "Conversion/PycToLoops/Contraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::pyc::loops {

namespace {

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

/// Copies k step kk of the left operand's block of rows from `first`
/// (`blockIs`, as blockRows gives them) to dest[prefix, kk, r]: the rows of
/// a step together, a transposed operand's by one vector load where the
/// block is whole (they lie side by side), else element by element
/// through the index maps.
void Emitter::Contraction::copyLhsStep(Value first, ArrayRef<Value> blockIs,
                                       Value kk, Value dest,
                                       ValueRange prefix) {
  auto where = [&](int64_t r) {
    SmallVector<Value> idx(prefix.begin(), prefix.end());
    idx.append({kk, index(r)});
    return idx;
  };
  auto elements = [&] {
    for (auto [r, i] : llvm::enumerate(blockIs))
      if (Value x = lhsAt(i, kk))
        memref::StoreOp::create(b, at, x, dest, where(r));
  };
  if (!lhsAlongRows)
    return elements();
  wholeOrPart(first, rows, mSize, [&] {
    auto [buffer, idx] = *e.source(matmul.getLhs(), inBatch(first, kk),
                                   /*emit=*/true, rank - 2);
    Value x = vector::LoadOp::create(
        b, at, VectorType::get({rows}, lhsElement), buffer, idx);
    if (lhsElement != acc)
      x = arith::ExtFOp::create(b, at, VectorType::get({rows}, acc), x);
    vector::StoreOp::create(b, at, x, dest, where(0));
  }, elements);
}

/// The left operand's blocks copied before the first panel (`lhsBlocks`).
void Emitter::Contraction::copyLhsBlocks() {
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
      overBlocks([&](Value first) {
        SmallVector<Value> blockIs = blockRows(first);
        Value block = blockOf(first);
        over(k0, end, 1, [&](Value kk) {
          copyLhsStep(first, blockIs, kk, lhsBlocks, block);
        });
      });
    });
  else if (lhsBlocks)
    overBlocks([&](Value first) {
      SmallVector<Value> blockIs = blockRows(first);
      Value block = blockOf(first);
      overK([&](Value kk) {
        copyLhsStep(first, blockIs, kk, lhsBlocks, block);
      });
    });
}

/// The panel's pack: one loop over (strip, block of k rows), not two
/// nested (LLVM fully unrolls short nested loops with constant trip
/// counts, and the copy then took more compile time than the product),
/// its trips shared by the threads that pack together.
void Emitter::Contraction::packLoop(
    Value blocks, function_ref<void(Value s, Value block, Value j)> body) {
  inside(e.forLoop(mul(packCount, blocks), 1, teamPack), [&](Value t) {
    Value s = arith::DivUIOp::create(b, at, t, blocks);
    Value block = arith::RemUIOp::create(b, at, t, blocks);
    body(s, block, add(j0, mul(s, index(vectorCols))));
  });
}

/// The right operand's panel packed into strips of vectorCols columns, k
/// contiguous, the way the plan chose.
void Emitter::Contraction::packPanel() {
  if (pack && inPlace && kStatic && *kStatic >= kPackRows) {
    packRowBlocks();
  } else if (pack && inPlace) {
    // A k row of a strip is one vector load, contiguous along j.
    packLoop(index(kSize), [&](Value s, Value kk, Value j) {
      vector::StoreOp::create(b, at, rhsVector(kk, j, lanesFrom(j)), packed,
                              ValueRange{s, kk, index(0)});
    });
  } else if (transposedPack) {
    packTransposed();
  } else if (pack) {
    packElements();
  }
}

/// A right operand read in place, kPackRows k rows a trip.
void Emitter::Contraction::packRowBlocks() {
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
}

/// A right operand that lies along k in memory, kPackRows columns x
/// kPackRows k rows at a time, transposed in registers (see planCopies).
void Emitter::Contraction::packTransposed() {
  int64_t kBlocks = (*kStatic + kPackRows - 1) / kPackRows;
  packLoop(index(kBlocks), [&](Value s, Value block, Value j) {
    // The last block ends at k, overlapping the one before.
    Value k0 = arith::MinUIOp::create(b, at, mul(block, index(kPackRows)),
                                      index(*kStatic - kPackRows));
    auto loaded = VectorType::get({kPackRows}, rhsElement);
    auto widened = VectorType::get({kPackRows}, acc);
    for (int64_t c0 = 0; c0 < vectorCols; c0 += kPackRows) {
      SmallVector<Value> tile;
      for (int64_t c = 0; c < kPackRows; ++c) {
        auto [buffer, idx] =
            *e.source(matmul.getRhs(),
                      inBatch(k0, columnAt(add(j, index(c0 + c)))),
                      /*emit=*/true, rank - 2);
        Value column = vector::LoadOp::create(b, at, loaded, buffer, idx);
        if (rhsElement != acc)
          column = arith::ExtFOp::create(b, at, widened, column);
        tile.push_back(column);
      }
      transposeRows(b, at, tile);
      for (auto [k, kRow] : llvm::enumerate(tile))
        vector::StoreOp::create(b, at, kRow, packed,
                                ValueRange{s, add(k0, index(k)), index(c0)});
    }
  });
}

/// A right operand packed element by element.
void Emitter::Contraction::packElements() {
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
    auto column =
        scf::ForOp::create(b, at, index(0), index(vectorCols), index(1));
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

} // namespace mlir::pyc::loops
