//===- OnlineSoftmax.cpp - a max and its exponentials' sum in one walk ---===//
//
// Softmax's and log-sum-exp's normalizer (a row's max and the sum of
// exp(x - max), `gpu::isShiftedExpSum`) accumulated in one walk over the
// row: online over chunks of a looped row, or in groups of a vector a
// thread where a program holds one row whole (cross-entropy's).
//
//===----------------------------------------------------------------------===//

#include "Target/Triton/KernelEmitter.h"

#include "mlir/Dialect/Math/IR/Math.h"

using namespace mlir;
using namespace mlir::pyc;

namespace mlir::pyc::triton {

Value KernelEmitter::shiftOf(Value max) {
  Type f32 = b.getF32Type();
  Value none = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OEQ, max,
      reduceIdentity(b, loc, ReduceKind::Max, f32));
  return arith::SelectOp::create(b, loc, none,
                                 scalarConstant(b, loc, f32, 0.0), max);
}

/// The max and the sum of `isShiftedExpSum` in one walk over the row
/// (`loop`, `chunk` as in emitReduction; `block` the chunk's shape, `rows`
/// its rows): a running max m and per lane a sum s of exp(x - m), rescaled
/// by exp(m_old - m_new) as m grows. With `rowMax`, m is the row's, grown
/// by each chunk's max across its lanes: one exponential an element, and a
/// reduction across the lanes a chunk; else m is per lane: two exponentials
/// an element, no reduction in the loop (the row's max is the lanes' largest
/// m, their s rescaled to it at the end). Measured on an H100, A/B in one
/// process: a row max took cross-entropy, whose kernel walks its rows once,
/// from 169 to 140 us (bf16, 32000 classes) and 3-9% faster at 32000 and
/// 128256 in f32; a softmax of rows of 65536, which walks them again for its
/// output, from 117 to 128 us (f32). The row's sum is the lanes' s, added in
/// f64. A max still -inf shifts by 0 instead, so that no NaN comes of -inf
/// - -inf; a row of -inf alone then sums to 0, and its softmax is NaN, as
/// eager's.
void KernelEmitter::emitOnlineSoftmax(ReduceOp max, ReduceOp sum,
                                      const Space &kept, StringRef loop,
                                      StringRef block, StringRef rows,
                                      bool rowMax,
                                      function_ref<Space(StringRef)> chunk) {
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  int64_t rank = tensorTypeOf(max.getOperand()).getRank();
  SmallVector<int64_t> reduced = getReducedDims(max);
  auto at = [&](Value v, const Space &r) {
    return element(v, mergeIndex(rank, reduced, kept.index, r.index));
  };
  Value lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  // s * exp(m - shift); m still -inf: exp(-inf) = 0, on sums of 0.
  auto rescaled = [&](Value s, Value m, Value shift) -> Value {
    Value factor = math::ExpOp::create(
        b, loc, arith::SubFOp::create(b, loc, m, shift));
    return arith::MulFOp::create(b, loc, s, factor);
  };
  std::string maxAcc = p.fresh("acc"), sumAcc = p.fresh("acc");
  p.line(maxAcc + " = tl.full(" +
         (rowMax ? "[" + rows.str() + ", 1]" : block.str()) + ", " +
         p.rawLiteral(lowest) + ", tl.float32)");
  p.line(sumAcc + " = tl.full(" + block + ", 0.0, tl.float32)");
  Value m = p.leaf(f32, maxAcc, rowMax ? Rows : Rows | Lanes);
  Value s = p.leaf(f32, sumAcc, Rows | Lanes);
  open(loop);
  Space r = chunk("start + ");
  std::string where = mask(Rows | Lanes);
  Value x = at(max.getOperand(), r);
  Value grown;
  if (x && rowMax) {
    // The chunk's max; lanes past the row's end are -inf.
    std::string lanes =
        "tl.broadcast_to(" + p.name(x) + ", " + block.str() + ")";
    if (!where.empty())
      lanes = "tl.where(" + where + ", " + lanes + ", " + p.name(lowest) + ")";
    std::string chunkMax = p.fresh("r");
    p.line(chunkMax + " = " + reduceRows(ReduceKind::Max, f32, lanes));
    grown = reduceCombine(b, loc, ReduceKind::Max, m,
                          p.leaf(f32, chunkMax, Rows));
  } else if (x) {
    grown = reduceCombine(b, loc, ReduceKind::Max, x, m);
  }
  Value shift = grown ? shiftOf(grown) : Value();
  // The sum's operand, exp(x - max), with the running max for the row's.
  if (shift)
    remember(keyOf(max.getResult(), kept.index), shift);
  Value e = shift ? at(sum.getOperand(), r) : Value();
  if (!e) {
    close();
    fail("the operand of an online softmax could not be computed");
    return;
  }
  std::string maxText = p.name(grown);
  if (rowMax) {
    // Every lane's sum is rescaled; only those in the row add.
    std::string added =
        p.name(rescaled(s, m, shift)) + " + " +
        (where.empty() ? p.name(e)
                       : "tl.where(" + where + ", " + p.name(e) + ", 0.0)");
    p.line(sumAcc + " = " + added);
    p.line(maxAcc + " = " + maxText);
  } else {
    std::string sumText =
        p.name(arith::AddFOp::create(b, loc, rescaled(s, m, shift), e));
    for (auto [acc, text] : {std::pair(maxAcc, maxText), {sumAcc, sumText}})
      p.line(acc + " = " +
             (where.empty() ? text
                            : "tl.where(" + where + ", " + text + ", " + acc +
                                  ")"));
  }
  close();
  Value rowMaxValue = m;
  std::string lanes = sumAcc;
  if (!rowMax) {
    std::string maxName = p.fresh("r");
    p.line(maxName + " = " + reduceRows(ReduceKind::Max, f32, maxAcc));
    rowMaxValue = p.leaf(f32, maxName, Rows);
    lanes = p.name(rescaled(s, m, shiftOf(rowMaxValue)));
  }
  std::string sumName = p.fresh("r");
  p.line(sumName + " = " +
         reduceRows(ReduceKind::Sum, f64, lanes + ".to(tl.float64)"));
  remember(keyOf(max.getResult(), kept.index), rowMaxValue);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, p.leaf(f64, sumName, Rows)));
}

/// What the stages of emitGroupedLogSumExp share: its reductions, the kept
/// index, the operand's sizes, the alignment in elements, the row's texts
/// (its length `n`, the alignment `a`, the chunk `ch`, a group's block) and
/// the running max and sum (names and values).
struct KernelEmitter::GroupedWalk {
  ReduceOp max, sum;
  const Space &kept;
  Shape operandShape, reducedSizes;
  SmallVector<int64_t> reduced;
  int64_t align = 0;
  std::string n, a, ch, groupBlock, maxAcc, sumAcc;
  Value lowest, m, s;
};

/// The max and the sum of `isShiftedExpSum` over a program's one row of
/// static length `row` (the operand's last dim), walked once
/// (cross-entropy's log-sum-exp), in chunks of `groups` x `width` lanes:
/// `width` is a 16-byte vector a thread across the program's threads, so a
/// thread keeps a running max and sum per lane of its vector, grown by its
/// `groups` elements in registers (one rescaling a lane a chunk, no
/// reduction across threads in the loop, 1 + 1 / groups exponentials an
/// element). The chunks are addressed from the row's first 16-byte-aligned
/// element: where the row's length is not a multiple of a vector (GPT-2's
/// 50257 classes), loads from `rows * row + lanes` are scalar; from the
/// aligned start they are vectors, unmasked but the last chunk, with the
/// row's head and tail (less than a vector each) read apart. Measured on an
/// H100, the row kernel alone against emitOnlineSoftmax's row max in chunks
/// of 16 elements a thread (256 MB of logits): 50257 bf16 classes 133.1 ->
/// 112.8 us, f32 110.5 -> 106.7; 32000 bf16 111.3 -> 102.3, f32 104.5 ->
/// 100.4; 128256 about the same (107.7 -> 106.8, 103.2 -> 103.0). The
/// whole cross-entropy (3 kernels), A/B in one process: 50257 bf16 141.0 ->
/// 121.8 us, 32000 bf16 119.5 -> 111.6, the f32 ones 0-2% faster, 128256
/// bf16 112.7 -> 115.3.
void KernelEmitter::emitGroupedLogSumExp(ReduceOp max, ReduceOp sum,
                                         const Space &kept, int64_t row,
                                         int64_t groups, int64_t width) {
  Type f32 = b.getF32Type();
  GroupedWalk w{max, sum, kept};
  w.operandShape = shape(max.getOperand());
  w.reduced = getReducedDims(max);
  w.align = 16 / gpu::elementBytes(kernel);
  int64_t align = w.align, chunk = groups * width;
  bool aligned = row % align == 0;
  w.n = std::to_string(row);
  w.a = std::to_string(align);
  w.ch = std::to_string(chunk);
  const std::string &n = w.n, &a = w.a;
  p.line("base = pid * " + n);
  p.line(aligned ? "a0 = base"
                 : "a0 = (base + " + std::to_string(align - 1) + ") // " + a +
                       " * " + a);
  p.line(aligned ? "a1 = base + " + n : "a1 = (base + " + n + ") // " + a +
                                            " * " + a);
  p.line("group = tl.arange(0, " + std::to_string(groups) + ")[:, None] * " +
         std::to_string(width) + " + tl.arange(0, " + std::to_string(width) +
         ")[None, :]");
  std::string laneBlock = "[1, " + std::to_string(width) + "]";
  w.groupBlock =
      "[" + std::to_string(groups) + ", " + std::to_string(width) + "]";
  w.lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  w.maxAcc = p.fresh("acc");
  w.sumAcc = p.fresh("acc");
  p.line(w.maxAcc + " = tl.full(" + laneBlock + ", " +
         p.rawLiteral(w.lowest) + ", tl.float32)");
  p.line(w.sumAcc + " = tl.full(" + laneBlock + ", 0.0, tl.float32)");
  w.m = p.leaf(f32, w.maxAcc, Rows | Lanes);
  w.s = p.leaf(f32, w.sumAcc, Rows | Lanes);
  w.reducedSizes = keptAndReduced(w.operandShape, w.reduced).second;
  std::string body = aligned ? std::to_string(row / chunk * chunk)
                             : "(a1 - a0) // " + w.ch + " * " + w.ch;
  bool lastMasked = !aligned || row % chunk;
  auto failed = [&] {
    fail("the operand of a log-sum-exp could not be computed");
  };
  if (!walkGroups(w, "0", body, false) ||
      (lastMasked && !walkGroups(w, body, aligned ? n : "a1 - a0", true)))
    return failed();
  std::string rowMaxName = p.fresh("r");
  p.line(rowMaxName + " = " + reduceRows(ReduceKind::Max, f32, w.maxAcc));
  Value rowMax = p.leaf(f32, rowMaxName, Rows);
  Value total = aligned ? sumOfLanes(p.name(
                              rescaledSums(w.s, w.m, shiftOf(rowMax))))
                        : sumWithEnds(w, rowMax);
  if (!total)
    return failed();
  laneMask.clear();
  remember(keyOf(max.getResult(), kept.index), rowMax);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, total));
}

/// `v`'s elements at the kept index and the lanes `r` of a grouped walk.
Value KernelEmitter::groupedAt(GroupedWalk &w, Value v, const Space &r) {
  return element(v, mergeIndex(w.operandShape.size(), w.reduced,
                               w.kept.index, r.index));
}

/// The row's elements at absolute offsets `idx` (text), those where `where`
/// is false masked: the space of their lanes, and the operand's offsets
/// printed as `idx` (a space over the whole operand, found first).
Space KernelEmitter::addressed(GroupedWalk &w, StringRef idx,
                               StringRef where) {
  p.line("idx = " + idx.str());
  laneMask.clear();
  if (!where.empty()) {
    p.line("lmask = " + where.str());
    laneMask = "lmask";
  }
  Value at = p.leaf(b.getIndexType(), "idx", Rows | Lanes);
  Value lane = arith::SubIOp::create(
      b, loc, at, p.leaf(b.getIndexType(), "base", /*domains=*/0));
  Space lanes{lane, w.reducedSizes, {lane}};
  Space whole{at, w.operandShape, llvm::to_vector(w.kept.index)};
  whole.index.push_back(lane);
  spaces.insert(spaces.begin(), whole);
  return lanes;
}

/// `text` where the lanes are in the row, else `identity`.
std::string KernelEmitter::maskedLanes(const std::string &text,
                                       Value identity) {
  return laneMask.empty()
             ? text
             : "tl.where(lmask, " + text + ", " + p.name(identity) + ")";
}

/// s * exp(m - shift).
Value KernelEmitter::rescaledSums(Value sums, Value maxima, Value shift) {
  return arith::MulFOp::create(
      b, loc, sums,
      math::ExpOp::create(b, loc,
                          arith::SubFOp::create(b, loc, maxima, shift)));
}

/// The row's sum of `text`'s lanes, in f64.
Value KernelEmitter::sumOfLanes(StringRef text) {
  std::string name = p.fresh("r");
  p.line(name + " = " +
         reduceRows(ReduceKind::Sum, b.getF64Type(),
                    text.str() + ".to(tl.float64)"));
  return p.leaf(b.getF64Type(), name, Rows);
}

/// Chunks from a0 + `start` to `end` (text), masked at a1 or not, grow
/// each lane's running max and sum; false where the operand could not be
/// computed.
bool KernelEmitter::walkGroups(GroupedWalk &w, StringRef start, StringRef end,
                               bool mask) {
  Type f32 = b.getF32Type();
  open("for start in range(" + start + ", " + end + ", " + w.ch + "):");
  Space r = addressed(w, "a0 + start + group", mask ? "idx < a1" : "");
  Value x = groupedAt(w, w.max.getOperand(), r);
  if (!x) {
    close();
    return false;
  }
  std::string groupMax = p.fresh("r");
  p.line(groupMax + " = tl.reduce(" +
         maskedLanes("tl.broadcast_to(" + p.name(x) + ", " + w.groupBlock +
                         ")",
                     w.lowest) +
         ", 0, " + combiner(ReduceKind::Max, f32) + ", keep_dims=True)");
  Value grown = reduceCombine(b, loc, ReduceKind::Max, w.m,
                              p.leaf(f32, groupMax, Rows | Lanes));
  Value shift = shiftOf(grown);
  remember(keyOf(w.max.getResult(), w.kept.index), shift);
  Value e = groupedAt(w, w.sum.getOperand(), r);
  if (!e) {
    close();
    return false;
  }
  p.line(w.sumAcc + " = " + p.name(rescaledSums(w.s, w.m, shift)) +
         " + tl.reduce(" +
         maskedLanes(p.name(e), scalarConstant(b, loc, f32, 0.0)) + ", 0, " +
         combiner(ReduceKind::Sum, f32) + ", keep_dims=True)");
  p.line(w.maxAcc + " = " + p.name(grown));
  close();
  spaces.erase(spaces.begin());
  return true;
}

/// The row's sum where its length is not a multiple of a vector: the
/// lanes' sums at the row's max `rowMax`, grown by the head [base, a0) and
/// the tail [a1, base + row), a vector's lanes each, in one block
/// (straight-line code: its index values are its own, and the max's entry
/// is remembered again by the caller); null where an operand could not be
/// computed.
Value KernelEmitter::sumWithEnds(GroupedWalk &w, Value &rowMax) {
  Type f32 = b.getF32Type();
  int64_t align = w.align;
  std::string ends =
      "tl.arange(0, " + std::to_string(2 * align) + ")[None, :]";
  Space r = addressed(w,
                      "tl.where(" + ends + " < " + w.a + ", base, a1 - " +
                          w.a + ") + " + ends,
                      "(idx < a0) | ((idx >= a1) & (idx < base + " + w.n +
                          "))");
  Value x = groupedAt(w, w.max.getOperand(), r);
  if (!x)
    return {};
  std::string endsMax = p.fresh("r");
  p.line(endsMax + " = " +
         reduceRows(ReduceKind::Max, f32,
                    maskedLanes("tl.broadcast_to(" + p.name(x) + ", [1, " +
                                    std::to_string(2 * align) + "])",
                                w.lowest)));
  rowMax = reduceCombine(b, loc, ReduceKind::Max, rowMax,
                         p.leaf(f32, endsMax, Rows));
  Value shift = shiftOf(rowMax);
  remember(keyOf(w.max.getResult(), w.kept.index), shift);
  Value e = groupedAt(w, w.sum.getOperand(), r);
  if (!e)
    return {};
  Value total = arith::AddFOp::create(
      b, loc, sumOfLanes(p.name(rescaledSums(w.s, w.m, shift))),
      sumOfLanes(maskedLanes(p.name(e), scalarConstant(b, loc, f32, 0.0))));
  spaces.erase(spaces.begin());
  return total;
}

} // namespace mlir::pyc::triton
