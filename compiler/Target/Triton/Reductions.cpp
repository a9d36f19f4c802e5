//===- Reductions.cpp - reduction kernels in Triton --------------------===//
//
// Rows held whole, looped in chunks or split over programs; softmax's and
// log-sum-exp's online forms; Welford's variance.
//
//===----------------------------------------------------------------------===//

#include "Target/Triton/KernelEmitter.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <limits>

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
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  Shape operandShape = shape(max.getOperand());
  SmallVector<int64_t> reduced = getReducedDims(max);
  auto at = [&](Value v, const Space &r) {
    return element(v, mergeIndex(operandShape.size(), reduced, kept.index,
                                 r.index));
  };
  int64_t align = 16 / gpu::elementBytes(kernel), chunk = groups * width;
  bool aligned = row % align == 0;
  std::string n = std::to_string(row), a = std::to_string(align),
              ch = std::to_string(chunk);
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
  std::string groupBlock =
      "[" + std::to_string(groups) + ", " + std::to_string(width) + "]";
  Value lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  std::string maxAcc = p.fresh("acc"), sumAcc = p.fresh("acc");
  p.line(maxAcc + " = tl.full(" + laneBlock + ", " + p.rawLiteral(lowest) +
         ", tl.float32)");
  p.line(sumAcc + " = tl.full(" + laneBlock + ", 0.0, tl.float32)");
  Value m = p.leaf(f32, maxAcc, Rows | Lanes);
  Value s = p.leaf(f32, sumAcc, Rows | Lanes);
  Shape reducedSizes = keptAndReduced(operandShape, reduced).second;
  // The row's elements at absolute offsets `idx` (text), those where `where`
  // is false masked: the space of their lanes, and the operand's offsets
  // printed as `idx` (a space over the whole operand, found first).
  auto addressed = [&](StringRef idx, StringRef where) {
    p.line("idx = " + idx.str());
    laneMask.clear();
    if (!where.empty()) {
      p.line("lmask = " + where.str());
      laneMask = "lmask";
    }
    Value at = p.leaf(b.getIndexType(), "idx", Rows | Lanes);
    Value lane = arith::SubIOp::create(
        b, loc, at, p.leaf(b.getIndexType(), "base", /*domains=*/0));
    Space lanes{lane, reducedSizes, {lane}};
    Space whole{at, operandShape, llvm::to_vector(kept.index)};
    whole.index.push_back(lane);
    spaces.insert(spaces.begin(), whole);
    return lanes;
  };
  // `text` where the lanes are in the row, else `identity`.
  auto masked = [&](const std::string &text, Value identity) {
    return laneMask.empty() ? text
                            : "tl.where(lmask, " + text + ", " +
                                  p.name(identity) + ")";
  };
  // s * exp(m - shift).
  auto rescaled = [&](Value sums, Value maxima, Value shift) -> Value {
    return arith::MulFOp::create(
        b, loc, sums,
        math::ExpOp::create(b, loc,
                            arith::SubFOp::create(b, loc, maxima, shift)));
  };
  // Chunks from a0 + `start` to `end` (text), masked at a1 or not.
  auto walk = [&](StringRef start, StringRef end, bool mask) {
    open("for start in range(" + start + ", " + end + ", " + ch + "):");
    Space r = addressed("a0 + start + group", mask ? "idx < a1" : "");
    Value x = at(max.getOperand(), r);
    if (!x) {
      close();
      return false;
    }
    std::string groupMax = p.fresh("r");
    p.line(groupMax + " = tl.reduce(" +
           masked("tl.broadcast_to(" + p.name(x) + ", " + groupBlock + ")",
                  lowest) +
           ", 0, " + combiner(ReduceKind::Max, f32) + ", keep_dims=True)");
    Value grown = reduceCombine(b, loc, ReduceKind::Max, m,
                                p.leaf(f32, groupMax, Rows | Lanes));
    Value shift = shiftOf(grown);
    remember(keyOf(max.getResult(), kept.index), shift);
    Value e = at(sum.getOperand(), r);
    if (!e) {
      close();
      return false;
    }
    p.line(sumAcc + " = " + p.name(rescaled(s, m, shift)) + " + tl.reduce(" +
           masked(p.name(e), scalarConstant(b, loc, f32, 0.0)) + ", 0, " +
           combiner(ReduceKind::Sum, f32) + ", keep_dims=True)");
    p.line(maxAcc + " = " + p.name(grown));
    close();
    spaces.erase(spaces.begin());
    return true;
  };
  std::string body = aligned ? std::to_string(row / chunk * chunk)
                             : "(a1 - a0) // " + ch + " * " + ch;
  bool lastMasked = !aligned || row % chunk;
  auto failed = [&] {
    fail("the operand of a log-sum-exp could not be computed");
  };
  if (!walk("0", body, false) ||
      (lastMasked && !walk(body, aligned ? n : "a1 - a0", true)))
    return failed();
  auto sumOfLanes = [&](StringRef text) {
    std::string name = p.fresh("r");
    p.line(name + " = " +
           reduceRows(ReduceKind::Sum, f64, text.str() + ".to(tl.float64)"));
    return p.leaf(f64, name, Rows);
  };
  std::string rowMaxName = p.fresh("r");
  p.line(rowMaxName + " = " + reduceRows(ReduceKind::Max, f32, maxAcc));
  Value rowMax = p.leaf(f32, rowMaxName, Rows);
  Value total;
  if (aligned) {
    total = sumOfLanes(p.name(rescaled(s, m, shiftOf(rowMax))));
  } else {
    // The head [base, a0) and the tail [a1, base + row), a vector's lanes
    // each, in one block (straight-line code: its index values are its own,
    // and the max's entry is remembered again below).
    std::string ends =
        "tl.arange(0, " + std::to_string(2 * align) + ")[None, :]";
    Space r = addressed("tl.where(" + ends + " < " + a + ", base, a1 - " + a +
                            ") + " + ends,
                        "(idx < a0) | ((idx >= a1) & (idx < base + " + n +
                            "))");
    Value x = at(max.getOperand(), r);
    if (!x)
      return failed();
    std::string endsMax = p.fresh("r");
    p.line(endsMax + " = " +
           reduceRows(ReduceKind::Max, f32,
                      masked("tl.broadcast_to(" + p.name(x) + ", [1, " +
                                 std::to_string(2 * align) + "])",
                             lowest)));
    rowMax = reduceCombine(b, loc, ReduceKind::Max, rowMax,
                           p.leaf(f32, endsMax, Rows));
    Value shift = shiftOf(rowMax);
    remember(keyOf(max.getResult(), kept.index), shift);
    Value e = at(sum.getOperand(), r);
    if (!e)
      return failed();
    total = arith::AddFOp::create(
        b, loc, sumOfLanes(p.name(rescaled(s, m, shift))),
        sumOfLanes(masked(p.name(e), scalarConstant(b, loc, f32, 0.0))));
    spaces.erase(spaces.begin());
  }
  laneMask.clear();
  remember(keyOf(max.getResult(), kept.index), rowMax);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, total));
}

/// The center `a` where `squares` sums (x - a)^2 over the x that `sum` sums
/// (both f32), `a` computed per row from `sum`'s result and constants alone
/// (a variance after its mean), else null: then both come of one walk over
/// a row (`emitWelford`), which a looped row reads once for them, not twice.
static Value centerOfSquares(ReduceOp sum, ReduceOp squares) {
  if (sum.getKind() != ReduceKind::Sum ||
      squares.getKind() != ReduceKind::Sum ||
      !tensorTypeOf(sum.getOperand()).getElementType().isF32() ||
      !tensorTypeOf(squares.getOperand()).getElementType().isF32() ||
      getReducedDims(sum) != getReducedDims(squares))
    return {};
  auto mul = squares.getOperand().getDefiningOp<MulOp>();
  auto sub = mul && mul.getLhs() == mul.getRhs()
                 ? mul.getLhs().getDefiningOp<SubOp>()
                 : SubOp();
  if (!sub || sub.getLhs() != sum.getOperand())
    return {};
  SmallVector<Value> stack{sub.getRhs()};
  while (!stack.empty()) {
    Value v = stack.pop_back_val();
    if (v == sum.getResult())
      continue;
    Operation *op = v.getDefiningOp();
    if (!op || !(isa<ConstantOp>(op) || op->hasTrait<OpTrait::pyc::Pointwise>() ||
                 op->hasTrait<OpTrait::pyc::View>()))
      return {};
    llvm::append_range(stack, op->getOperands());
  }
  return sub.getRhs();
}

/// The sum and the squares about `center` (`centerOfSquares`) in one walk
/// over a row of `chunks` whole chunks (`loop`, `chunk` as in emitReduction;
/// `block` the chunk's shape, of `lanes` lanes): per lane a running mean and
/// a sum of squared deviations m2 (Welford, 1962), the count in the k-th
/// chunk k (one reciprocal a chunk, not a division a lane), combined across
/// the lanes in f64 (Chan, Golub and LeVeque, 1979): the row's sum is
/// `chunks` * mean added up, its squares about any `a` are m2 + `chunks` *
/// (mean - a)^2 added up. Rows of 65536 f32 (a layer norm, 256 MB moved) on
/// an H100, one process: three walks 120.4 us, two 114.1. (With per-lane
/// counts for a row of run-time length, masked: 170 against 143; with a
/// division a lane: 195.)
void KernelEmitter::emitWelford(ReduceOp sum, ReduceOp squares,
                                Value center, const Space &kept,
                                StringRef loop, StringRef block, int64_t lanes,
                                int64_t chunks,
                                function_ref<Space(StringRef)> chunk) {
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  int64_t rank = tensorTypeOf(sum.getOperand()).getRank();
  SmallVector<int64_t> reduced = getReducedDims(sum);
  std::string mean = p.fresh("acc"), m2 = p.fresh("acc");
  for (const std::string &acc : {mean, m2})
    p.line(acc + " = tl.full(" + block.str() + ", 0.0, tl.float32)");
  open(loop);
  Space r = chunk("start + ");
  Value x = element(sum.getOperand(),
                    mergeIndex(rank, reduced, kept.index, r.index));
  if (!x) {
    close();
    fail("the operand of a variance could not be computed");
    return;
  }
  std::string xs = p.name(x), weight = p.fresh("w"), delta = p.fresh("w"),
              moved = p.fresh("w");
  p.line(delta + " = " + xs + " - " + mean);
  // 1 / the count: the k-th chunk's lanes each hold k values now.
  p.line(weight + " = 1.0 / (start // " + std::to_string(lanes) + " + 1.0)");
  p.line(moved + " = " + mean + " + " + delta + " * " + weight);
  p.line(m2 + " = " + m2 + " + " + delta + " * (" + xs + " - " + moved + ")");
  p.line(mean + " = " + moved);
  close();
  auto rowSum = [&](const std::string &perLane) {
    std::string name = p.fresh("r");
    p.line(name + " = " + reduceRows(ReduceKind::Sum, f64, perLane));
    return p.leaf(f64, name, Rows);
  };
  std::string n64 = std::to_string(chunks) + ".0";
  Value count64 = scalarConstant(b, loc, f64, double(chunks * lanes));
  Value total = rowSum(n64 + " * " + mean + ".to(tl.float64)");
  Value rowMean = arith::DivFOp::create(b, loc, total, count64);
  std::string centered = p.fresh("w");
  p.line(centered + " = " + mean + ".to(tl.float64) - " + p.name(rowMean));
  Value deviations = rowSum(m2 + ".to(tl.float64) + " + n64 + " * " +
                            centered + " * " + centered);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, total));
  // The squares about the row's own `a`: as the kernel computes it from
  // the sum (a mean rounded to f32, say).
  SmallVector<Value> zeros(reduced.size(), index(0));
  Value a = element(center, mergeIndex(rank, reduced, kept.index, zeros));
  if (!a) {
    fail("the center of a variance could not be computed");
    return;
  }
  Value off = arith::SubFOp::create(
      b, loc, rowMean, arith::ExtFOp::create(b, loc, f64, a));
  Value squaresAbout = arith::AddFOp::create(
      b, loc, deviations,
      arith::MulFOp::create(b, loc, count64,
                            arith::MulFOp::create(b, loc, off, off)));
  remember(keyOf(squares.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, squaresAbout));
}

/// A reduction's accumulated `value` as its `element` type: an f64 sum of
/// a narrower type through f32 (Triton's interpreter makes no bf16 of an
/// f64, and torch's own half-precision sums round from f32).
Value KernelEmitter::narrowed(Value value, Type element) {
  if (value.getType().isF64() && !element.isF64() && !element.isF32())
    value = arith::TruncFOp::create(b, loc, b.getF32Type(), value);
  return value.getType() == element
             ? value
             : arith::TruncFOp::create(b, loc, element, value).getResult();
}

LogicalResult KernelEmitter::emitReduction() {
  Block &body = kernel.getBody().front();
  SmallVector<Operation *> reductions;
  for (Operation &op : body)
    if (op.hasTrait<OpTrait::pyc::Reduction>())
      reductions.push_back(&op);
  Operation *first = reductions.front();
  Shape operandShape = shape(first->getOperand(0));
  SmallVector<int64_t> reduced = getReducedDims(first);
  for (Operation *r : reductions) {
    if (!isa<ReduceOp>(r))
      return emitError(r->getLoc(), "pyc-to-triton: '")
             << r->getName() << "' has no Triton lowering yet";
    if (shape(r->getOperand(0)) != operandShape ||
        getReducedDims(r) != reduced)
      return emitError(r->getLoc(), "pyc-to-triton: the reductions of a "
                                    "kernel must reduce one shape alike");
  }
  MLIRContext *ctx = b.getContext();
  auto [keptSizes, reducedSizes] = keptAndReduced(operandShape, reduced);
  Shape keepDimShape(operandShape);
  for (int64_t d : reduced)
    keepDimShape[d] = getAffineConstantExpr(1, ctx);
  AffineExpr rows = sizeProduct(keptSizes, ctx),
             row = sizeProduct(reducedSizes, ctx);
  int64_t blockRows = schedule.getBlock()[0], lanes = schedule.getBlock()[1];
  bool split = schedule.getStrategy() == GpuStrategy::Split;
  bool looped =
      (schedule.getStrategy() == GpuStrategy::Looped || split) && !launchSized;
  std::optional<int64_t> keptCount = constant(rows);
  std::optional<int64_t> staticRow = constant(row);
  int64_t parts = split ? schedule.getBlock()[2] : 1;
  if (split && (!keptCount || !staticRow || *staticRow % parts ||
                phase == SplitPhase::None))
    return emitError(loc, "pyc-to-triton: strategy split needs static sizes, "
                          "a row of a whole number of parts, and a phase");
  if (phase == SplitPhase::Combine)
    blockRows = combineRows(*keptCount);
  std::string rowsText = launchSized ? "ROWS" : std::to_string(blockRows);
  std::string lanesText = launchSized ? "LANES" : std::to_string(lanes);
  if (!looped && !launchSized && (!staticRow || lanes < *staticRow))
    return emitError(loc, "pyc-to-triton: strategy row needs block[1] >= ")
           << pythonSize(row) << ", the row's length";

  if (phase == SplitPhase::Parts) {
    p.line("part = pid % " + std::to_string(parts));
    p.line("pid = pid // " + std::to_string(parts));
  }
  if (phase == SplitPhase::Combine)
    rowsText = std::to_string(blockRows);
  p.line("rows = pid * " + rowsText + " + tl.arange(0, " + rowsText +
         ")[:, None]");
  if (std::optional<int64_t> c = constant(rows);
      launchSized || !c || *c % blockRows) {
    p.line("rmask = rows < " + sizeText(rows));
    rowMask = "rmask";
  }
  Space kept = space("rows", keptSizes, Rows);
  std::string rowLength = sizeText(row); // printed before any loop
  // The lanes of a chunk of the row (from `start`): its space, and mask.
  auto chunk = [&](StringRef start) {
    p.line("lanes = " + start + "tl.arange(0, " + lanesText + ")[None, :]");
    laneMask.clear();
    if (launchSized || !staticRow || *staticRow % lanes) {
      p.line("lmask = lanes < " + rowLength);
      laneMask = "lmask";
    }
    return space("lanes", reducedSizes, Lanes);
  };
  // A part walks its own span of the row.
  std::string span = split ? std::to_string(*staticRow / parts) : "";
  std::string loop =
      split ? "for start in range(part * " + span + ", part * " + span +
                  " + " + span + ", " + std::to_string(lanes) + "):"
            : "for start in range(0, " + rowLength + ", " +
                  std::to_string(lanes) + "):";
  // A reduction's partial results in the workspace, at part `at`.
  auto partial = [&](size_t i, StringRef at) {
    return "ws + (" + std::to_string(i * parts) + " + " + at.str() + ") * " +
           std::to_string(*keptCount) + " + rows";
  };
  std::string block = "[" + rowsText + ", " + lanesText + "]";

  std::optional<Space> whole;
  if (!looped)
    whole = chunk("");
  auto yield = cast<YieldOp>(body.getTerminator());
  bool outputWalk = llvm::any_of(yield.getOperands(), [&](Value v) {
    return shape(v) == operandShape;
  });
  // A looped row is read once a walk: each walk but the last keeps it in
  // L2 for the next. Rows of 65536 (256 MB moved, on an H100): softmax f32
  // 64% of copy -> 80%, bf16 67% -> 85%, layer norm 61% -> 71%.
  auto policy = [&](bool last) {
    if (looped)
      evict = last && !outputWalk ? Evict::First : Evict::Last;
  };
  for (size_t i = 0; i < reductions.size(); ++i) {
    auto reduce = cast<ReduceOp>(reductions[i]);
    if (phase == SplitPhase::Combine) {
      // The parts' results, [rows, parts], combined in f32 (sums in f64).
      ReduceKind kind = reduce.getKind();
      Type element = tensorTypeOf(reduce.getOperand()).getElementType();
      Type acc = kind == ReduceKind::Sum ? b.getF64Type() : b.getF32Type();
      std::string tile = p.fresh("x"), name = p.fresh("r");
      p.line(tile + " = tl.load(" +
             partial(i, "tl.arange(0, " + std::to_string(parts) + ")[None, :]") +
             (rowMask.empty() ? "" : ", mask=" + rowMask + ", other=0") + ")");
      p.line(name + " = " +
             reduceRows(kind, acc,
                        acc.isF64() ? tile + ".to(tl.float64)" : tile));
      remember(keyOf(reduce.getResult(), kept.index),
               narrowed(p.leaf(acc, name, Rows), element));
      continue;
    }
    if (looped && i + 1 < reductions.size() &&
        gpu::isShiftedExpSum(reduce, cast<ReduceOp>(reductions[i + 1]))) {
      policy(i + 2 == reductions.size());
      auto sum = cast<ReduceOp>(reductions[++i]);
      // A row walked once, a program's only row, in chunks of whole groups
      // of a vector a thread: see emitGroupedLogSumExp.
      FailureOr<TargetAttr> target =
          targetFor(kernel, TargetKind::Gpu, "pyc-to-triton");
      if (failed(target))
        return failure();
      int64_t width = 16 / gpu::elementBytes(kernel) * target->getWarp() *
                      schedule.getWarps();
      if (!split && !outputWalk && blockRows == 1 && staticRow &&
          reduced == SmallVector<int64_t>{int64_t(operandShape.size()) - 1} &&
          lanes % width == 0) {
        emitGroupedLogSumExp(reduce, sum, kept, *staticRow, lanes / width,
                             width);
        continue;
      }
      emitOnlineSoftmax(reduce, sum, kept, loop, block, rowsText,
                        /*rowMax=*/!outputWalk, chunk);
      continue;
    }
    Value center = i + 1 < reductions.size()
                       ? centerOfSquares(reduce,
                                         cast<ReduceOp>(reductions[i + 1]))
                       : Value();
    if (looped && staticRow && *staticRow % lanes == 0 && rowMask.empty() &&
        center) {
      policy(i + 2 == reductions.size());
      emitWelford(reduce, cast<ReduceOp>(reductions[++i]), center, kept, loop,
                  block, lanes, *staticRow / lanes, chunk);
      continue;
    }
    ReduceKind kind = reduce.getKind();
    Type element = tensorTypeOf(reduce.getOperand()).getElementType();
    Type acc = accumulatorType(
        b, element, kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    Value identity = reduceIdentity(b, loc, kind, acc);
    std::string name = p.fresh("r");
    auto operand = [&](const Space &r) -> Value {
      Value x = this->element(
          reduce.getOperand(), mergeIndex(operandShape.size(), reduced,
                                          kept.index, r.index));
      if (x && x.getType() != acc)
        x = arith::ExtFOp::create(b, loc, acc, x);
      return x;
    };
    if (!looped) {
      Value x = operand(*whole);
      if (!x)
        break;
      std::string lanesMask = mask(Rows | Lanes);
      std::string full = "tl.broadcast_to(" + p.name(x) + ", " + block + ")";
      if (!lanesMask.empty())
        full = "tl.where(" + lanesMask + ", " + full + ", " +
               p.name(identity) + ")";
      p.line(name + " = " + reduceRows(kind, acc, full));
    } else {
      policy(i + 1 == reductions.size());
      // Half-precision lanes keep their max or min in f32 (exact; and
      // Triton's interpreter cannot make a bf16 block of the identity).
      if (acc.isF16() || acc.isBF16()) {
        acc = b.getF32Type();
        identity = reduceIdentity(b, loc, kind, acc);
      }
      std::string accName = p.fresh("acc");
      p.line(accName + " = tl.full(" + block + ", " +
             p.rawLiteral(identity) + ", " + dtypeName(acc) + ")");
      Value accumulated = p.leaf(acc, accName, Rows | Lanes);
      open(loop);
      Space r = chunk("start + ");
      Value x = operand(r);
      if (!x)
        break;
      Value next = reduceCombine(b, loc, kind, x, accumulated);
      std::string where = mask(Rows | Lanes);
      std::string text = p.name(next);
      p.line(accName + " = " +
             (where.empty() ? text
                            : "tl.where(" + where + ", " + text + ", " +
                                  accName + ")"));
      close();
      // The lanes' sums of a long f32 row are added up in f64, as the CPU
      // lowering adds its blocks' sums: the error does not grow with the row.
      if (kind == ReduceKind::Sum && acc.isF32()) {
        acc = b.getF64Type();
        accName += ".to(tl.float64)";
      }
      p.line(name + " = " + reduceRows(kind, acc, accName));
      if (phase == SplitPhase::Parts)
        p.line("tl.store(" + partial(i, "part") + ", " + name +
               ".to(tl.float32)" +
               (rowMask.empty() ? "" : ", mask=" + rowMask) + ")");
    }
    remember(keyOf(reduce.getResult(), kept.index),
             narrowed(p.leaf(acc, name, Rows), element));
  }
  if (error)
    return emitError(loc, "pyc-to-triton: ") << *error;

  evict = Evict::Default;
  // Results over the kept dims (with or without unit reduced dims) are
  // written per row; results over the operand's shape per element.
  // Of a split reduction, the parts write the results over the operand's
  // shape (which read no reduction: pyc-tile-gpu), the combination those
  // over the kept dims.
  SmallVector<std::pair<unsigned, Value>> full;
  for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
    Shape s = shape(v);
    if (phase == SplitPhase::Parts ? s != operandShape
                                   : phase == SplitPhase::Combine &&
                                         s == operandShape)
      continue;
    if (s == keptSizes) {
      store(i, v, kept.index);
    } else if (s == keepDimShape) {
      SmallVector<Value> zeros(reducedSizes.size(), index(0));
      store(i, v, mergeIndex(operandShape.size(), reduced, kept.index, zeros));
    } else if (s == operandShape) {
      full.push_back({i, v});
    } else {
      return emitError(loc, "pyc-to-triton: a reduction kernel's result of "
                            "shape ")
             << shapeTuple(s) << " is neither the reduced operand's nor its "
                                 "kept dims'";
    }
  }
  if (!full.empty()) {
    if (looped) {
      evict = Evict::First;
      open(loop);
      whole = chunk("start + ");
    }
    for (auto [i, v] : full)
      store(i, v,
            mergeIndex(operandShape.size(), reduced, kept.index, whole->index));
    if (looped)
      close();
  }
  return success();
}

/// The element type of a product's operands, or an error where tl.dot does

} // namespace mlir::pyc::triton
