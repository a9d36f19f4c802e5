//===- Reductions.cpp - reduction kernels in Triton --------------------===//
//
// Rows held whole, looped in chunks or split over programs, reductions that
// walk a row together; Welford's variance. Softmax's and log-sum-exp's
// online forms are in OnlineSoftmax.cpp.
//
//===----------------------------------------------------------------------===//

#include "Target/Triton/KernelEmitter.h"
#include "Transforms/Matchers.h"

#include <array>

using namespace mlir;
using namespace mlir::pyc;

namespace mlir::pyc::triton {

/// How a split reduction's combination loads the parts: at L2 (`.cg`),
/// where the block's other programs stored them, past the combining
/// program's multiprocessor's L1, which nothing keeps coherent with them.
static constexpr const char *kPartsCaching = ", cache_modifier=\".cg\"";

/// Whether `v` is computed from a reduction's result (in the kernel).
static bool readsReduction(Value v) {
  return computedFromReduction(v, [](Operation *) { return true; });
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

/// A reduction kernel's layout, which the stages of emitReduction share:
/// its reductions, the operand's sizes (kept, reduced, and with unit
/// reduced dims), the strategy (rows held whole, looped, or split in
/// parts), a program's rows and lanes, the texts of its loop and block,
/// and its rows' space (and, held whole, its lanes').
struct KernelEmitter::ReductionLayout {
  SmallVector<Operation *> reductions;
  Shape operandShape, keptSizes, reducedSizes, keepDimShape;
  SmallVector<int64_t> reduced;
  AffineExpr rows, row;
  int64_t blockRows = 0, lanes = 0, parts = 1;
  bool split = false, looped = false, outputWalk = false;
  // The results over the operand's shape stored in the last walk of the
  // reductions (`inLastWalk`), and whether that walk stored them.
  SmallVector<unsigned> walkResults;
  bool walkStored = false;
  std::optional<int64_t> keptCount, staticRow;
  std::string rowsText, lanesText, rowLength, loop, block;
  Space kept;
  std::optional<Space> whole;
  YieldOp yield;
};

/// The sum and the squares about `center` (`centerOfSquares`), reductions
/// `i` and `i + 1`, in one walk over the row in whole chunks: per lane a
/// running mean and a sum of squared deviations m2 (Welford, 1962), the
/// count in the k-th chunk k (one reciprocal a chunk, not a division a
/// lane), combined across the lanes in f64 (Chan, Golub and LeVeque, 1979):
/// the row's sum is the chunks times the mean added up, its squares about
/// any `a` are m2 + chunks * (mean - a)^2 added up. Rows of 65536 f32 (a
/// layer norm, 256 MB moved) on an H100, one process: three walks 120.4 us,
/// two 114.1. (With per-lane counts for a row of run-time length, masked:
/// 170 against 143; with a division a lane: 195.) A split row's part walks
/// its own span so and stores its sum and its squares about its own mean
/// (`combineWelford` adds the parts up).
void KernelEmitter::emitWelford(ReductionLayout &r, size_t i, Value center) {
  auto sum = cast<ReduceOp>(r.reductions[i]);
  Type f64 = b.getF64Type();
  // A part's sum, stored in f32, is about the row's first element (its
  // squares are the same about any point): a row of 1000 +- 1 summed from
  // zero in parts of 256 lost 2.9e-6 of its variance's 1 (eager 5.8e-8).
  std::string shift;
  if (r.split) {
    Value first = rowFirst(r, sum.getOperand());
    if (!first) {
      fail("the operand of a variance could not be computed");
      return;
    }
    shift = " - " + p.name(first);
  }
  std::string mean = p.fresh("acc"), m2 = p.fresh("acc");
  for (const std::string &acc : {mean, m2})
    p.line(acc + " = tl.full(" + r.block + ", 0.0, tl.float32)");
  open(r.loop);
  Space chunk = reductionChunk(r, "start + ");
  Value x = element(sum.getOperand(), mergeIndex(r.operandShape.size(),
                                                 r.reduced, r.kept.index,
                                                 chunk.index));
  if (!x) {
    close();
    fail("the operand of a variance could not be computed");
    return;
  }
  std::string lanes = std::to_string(r.lanes);
  std::string first = r.split ? "part * " + std::to_string(splitSpan(
                                              *r.staticRow, r.parts, r.lanes))
                              : "0";
  std::string walked = r.split ? "(start - " + first + ")" : "start";
  std::string xs = p.name(x), weight = p.fresh("w"), delta = p.fresh("w"),
              moved = p.fresh("w");
  if (r.split) {
    xs = p.fresh("w");
    p.line(xs + " = " + p.name(x) + shift);
  }
  p.line(delta + " = " + xs + " - " + mean);
  // 1 / the count: the k-th chunk's lanes each hold k values now.
  p.line(weight + " = 1.0 / (" + walked + " // " + lanes + " + 1.0)");
  p.line(moved + " = " + mean + " + " + delta + " * " + weight);
  p.line(m2 + " = " + m2 + " + " + delta + " * (" + xs + " - " + moved + ")");
  p.line(mean + " = " + moved);
  close();
  // The chunks each lane holds: the row's, or the part's (the last parts'
  // fewer, or none).
  std::string chunks = std::to_string(*r.staticRow / r.lanes) + ".0";
  if (r.split) {
    chunks = p.fresh("w");
    int64_t span = splitSpan(*r.staticRow, r.parts, r.lanes);
    p.line(chunks + " = (tl.maximum(tl.minimum(" + std::to_string(span) +
           ", " + r.rowLength + " - " + first + "), 0) // " + lanes +
           ").to(tl.float64)");
  }
  std::string total = p.fresh("r"), centered = p.fresh("w"),
              deviations = p.fresh("r");
  p.line(total + " = " + reduceRows(ReduceKind::Sum, f64,
                                    chunks + " * " + mean + ".to(tl.float64)"));
  p.line(centered + " = " + mean + ".to(tl.float64) - " + total + " / " +
         "tl.maximum(" + chunks + " * " + lanes + ", 1.0)");
  p.line(deviations + " = " +
         reduceRows(ReduceKind::Sum, f64,
                    m2 + ".to(tl.float64) + " + chunks + " * " + centered +
                        " * " + centered));
  if (phase == SplitPhase::Parts) {
    for (auto [k, name] :
         llvm::enumerate(std::array<std::string, 2>{total, deviations}))
      p.line("tl.store(" + partial(r, i + k, "part") + ", " + name +
             ".to(tl.float32)" + (rowMask.empty() ? "" : ", mask=" + rowMask) +
             ")");
    return;
  }
  rememberWelford(r, i, center, p.leaf(f64, total, Rows),
                  p.leaf(f64, deviations, Rows));
}

/// Of a split reduction's combining kernel: the parts' sums and squares
/// about their own means (`emitWelford`), reductions `i` and `i + 1`,
/// added up as Chan's: the row's squares about its mean are the parts'
/// squares plus each part's count times its mean's distance from the
/// row's, squared.
void KernelEmitter::combineWelford(ReductionLayout &r, size_t i,
                                   Value center) {
  Type f64 = b.getF64Type();
  int64_t span = splitSpan(*r.staticRow, r.parts, r.lanes);
  std::string parts = "tl.arange(0, " + std::to_string(r.parts) + ")[None, :]";
  std::string sums = p.fresh("x"), squares = p.fresh("x"),
              counts = p.fresh("w"), total = p.fresh("r"),
              apart = p.fresh("w"), deviations = p.fresh("r");
  for (auto [k, name] :
       llvm::enumerate(std::array<std::string, 2>{sums, squares}))
    p.line(name + " = tl.load(" + partial(r, i + k, parts) +
           (rowMask.empty() ? "" : ", mask=" + rowMask + ", other=0") +
           kPartsCaching + ").to(tl.float64)");
  // (A reciprocal a part, not an f64 division an element: the combination
  // of 64 channels in 128 parts took 10-19 us of an H200 so.)
  p.line(counts + " = tl.maximum(tl.minimum(" + std::to_string(span) + ", " +
         r.rowLength + " - " + parts + " * " + std::to_string(span) +
         "), 0).to(tl.float64)");
  p.line(total + " = " + reduceRows(ReduceKind::Sum, f64, sums));
  p.line(apart + " = " + sums + " * (1.0 / tl.maximum(" + counts +
         ", 1.0)) - " + total + " * (1.0 / " + r.rowLength + ".0)");
  p.line(deviations + " = " +
         reduceRows(ReduceKind::Sum, f64,
                    squares + " + " + counts + " * " + apart + " * " + apart));
  // The parts' sums are about the row's first element (`emitWelford`).
  Value first = rowFirst(r, r.reductions[i]->getOperand(0));
  if (!first) {
    fail("the operand of a variance could not be computed");
    return;
  }
  Value row = scalarConstant(b, loc, f64, double(*r.staticRow));
  Value sum = arith::AddFOp::create(
      b, loc, p.leaf(f64, total, Rows),
      arith::MulFOp::create(b, loc, row,
                            arith::ExtFOp::create(b, loc, f64, first)));
  rememberWelford(r, i, center, sum, p.leaf(f64, deviations, Rows));
}

/// The element of `operand` (over the reduced shape) at the start of each
/// of the program's rows.
Value KernelEmitter::rowFirst(ReductionLayout &r, Value operand) {
  SmallVector<Value> zeros(r.reduced.size(), index(0));
  return element(operand, mergeIndex(r.operandShape.size(), r.reduced,
                                     r.kept.index, zeros));
}

/// The results of reductions `i` (a sum, `total`) and `i + 1` (the squares
/// about `center`, from `deviations`, the squares about the row's mean),
/// both f64 per row.
void KernelEmitter::rememberWelford(ReductionLayout &r, size_t i,
                                    Value center, Value total,
                                    Value deviations) {
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  Value count = scalarConstant(b, loc, f64, double(*r.staticRow));
  Value rowMean = arith::DivFOp::create(b, loc, total, count);
  remember(keyOf(r.reductions[i]->getResult(0), r.kept.index),
           arith::TruncFOp::create(b, loc, f32, total));
  // The squares about the row's own `a`: as the kernel computes it from
  // the sum (a mean rounded to f32, say).
  Value a = rowFirst(r, center);
  if (!a) {
    fail("the center of a variance could not be computed");
    return;
  }
  Value off = arith::SubFOp::create(b, loc, rowMean,
                                    arith::ExtFOp::create(b, loc, f64, a));
  Value squaresAbout = arith::TruncFOp::create(
      b, loc, f32,
      arith::AddFOp::create(
          b, loc, deviations,
          arith::MulFOp::create(b, loc, count,
                                arith::MulFOp::create(b, loc, off, off))));
  // Printed here, once a row, not where a later walk first reads it.
  p.name(squaresAbout);
  remember(keyOf(r.reductions[i + 1]->getResult(0), r.kept.index),
           squaresAbout);
}

LogicalResult KernelEmitter::emitReduction() {
  ReductionLayout r;
  if (failed(layOutReduction(r)))
    return failure();
  emitReductionRows(r);
  for (size_t i = 0; i < r.reductions.size(); ++i) {
    FailureOr<bool> more = emitReductionAt(r, i);
    if (failed(more))
      return failure();
    if (!*more)
      break;
  }
  if (error)
    return emitError(loc, "pyc-to-triton: ") << *error;
  return storeReductionResults(r);
}

/// The kernel's reductions (which must reduce one shape alike), their
/// sizes and the strategy's; an error where the schedule does not fit.
LogicalResult KernelEmitter::layOutReduction(ReductionLayout &r) {
  Block &body = kernel.getBody().front();
  for (Operation &op : body)
    if (op.hasTrait<OpTrait::pyc::Reduction>())
      r.reductions.push_back(&op);
  Operation *first = r.reductions.front();
  r.operandShape = shape(first->getOperand(0));
  r.reduced = getReducedDims(first);
  for (Operation *reduction : r.reductions) {
    if (!isa<ReduceOp>(reduction))
      return emitError(reduction->getLoc(), "pyc-to-triton: '")
             << reduction->getName() << "' has no Triton lowering yet";
    if (shape(reduction->getOperand(0)) != r.operandShape ||
        getReducedDims(reduction) != r.reduced)
      return emitError(reduction->getLoc(),
                       "pyc-to-triton: the reductions of a "
                       "kernel must reduce one shape alike");
  }
  MLIRContext *ctx = b.getContext();
  std::tie(r.keptSizes, r.reducedSizes) =
      keptAndReduced(r.operandShape, r.reduced);
  r.keepDimShape = r.operandShape;
  for (int64_t d : r.reduced)
    r.keepDimShape[d] = getAffineConstantExpr(1, ctx);
  r.rows = sizeProduct(r.keptSizes, ctx);
  r.row = sizeProduct(r.reducedSizes, ctx);
  r.blockRows = schedule.getBlock()[0];
  r.lanes = schedule.getBlock()[1];
  r.split = schedule.getStrategy() == GpuStrategy::Split;
  r.looped = (schedule.getStrategy() == GpuStrategy::Looped || r.split) &&
             !launchSized;
  r.keptCount = constant(r.rows);
  r.staticRow = constant(r.row);
  r.parts = r.split ? schedule.getBlock()[2] : 1;
  if (r.split && (!r.keptCount || !r.staticRow || phase == SplitPhase::None))
    return emitError(loc, "pyc-to-triton: strategy split needs static sizes "
                          "and a phase");
  r.rowsText = launchSized ? "ROWS" : std::to_string(r.blockRows);
  r.lanesText = launchSized ? "LANES" : std::to_string(r.lanes);
  if (!r.looped && !launchSized && (!r.staticRow || r.lanes < *r.staticRow))
    return emitError(loc, "pyc-to-triton: strategy row needs block[1] >= ")
           << pythonSize(r.row) << ", the row's length";
  return success();
}

/// The program's rows (its part of them, in a split reduction's parts),
/// their mask and space, the row's loop and block, and its lanes where a
/// row is held whole.
void KernelEmitter::emitReductionRows(ReductionLayout &r) {
  if (phase == SplitPhase::Parts) {
    p.line("part = pid % " + std::to_string(r.parts));
    p.line("pid = pid // " + std::to_string(r.parts));
  }
  p.line("rows = pid * " + r.rowsText + " + tl.arange(0, " + r.rowsText +
         ")[:, None]");
  if (std::optional<int64_t> c = constant(r.rows);
      launchSized || !c || *c % r.blockRows) {
    p.line("rmask = rows < " + sizeText(r.rows));
    rowMask = "rmask";
  }
  r.kept = space("rows", r.keptSizes, Rows);
  r.rowLength = sizeText(r.row); // printed before any loop
  // A part walks its own span of the row (the last to the row's end).
  std::string step = ", " + std::to_string(r.lanes) + "):";
  r.loop = "for start in range(0, " + r.rowLength + step;
  if (r.split) {
    int64_t span = splitSpan(*r.staticRow, r.parts, r.lanes);
    std::string from = "part * " + std::to_string(span),
                to = from + " + " + std::to_string(span);
    if (span * r.parts > *r.staticRow)
      to = "tl.minimum(" + to + ", " + r.rowLength + ")";
    r.loop = "for start in range(" + from + ", " + to + step;
  }
  r.block = "[" + r.rowsText + ", " + r.lanesText + "]";
  if (!r.looped)
    r.whole = reductionChunk(r, "");
  r.yield = cast<YieldOp>(kernel.getBody().front().getTerminator());
  bool inWalk = inLastWalk(r);
  for (auto [i, v] : llvm::enumerate(r.yield.getOperands()))
    if (shape(v) == r.operandShape) {
      if (inWalk && !readsReduction(v))
        r.walkResults.push_back(i);
      else
        r.outputWalk = true;
    }
}

/// Whether the results over the operand's shape that read no reduction are
/// stored in the reductions' last walk, which reads what they read: a
/// looped kernel whose last walk is `emitLoopedReductions`' (not a pair's
/// walk). Batch norm's backward over a ReLU, split: its parts walked the
/// activation and gradient again to store the masked gradient (resnet18's
/// column sums read 5 activations twice, 89 us of which ~35 the second walk).
bool KernelEmitter::inLastWalk(ReductionLayout &r) {
  size_t n = r.reductions.size();
  return r.looped && phase != SplitPhase::Combine &&
         (n < 2 || !pairedWithNext(r, n - 2));
}

/// The lanes of a chunk of the row (from `start`): its space, and mask.
Space KernelEmitter::reductionChunk(ReductionLayout &r, StringRef start) {
  p.line("lanes = " + start + "tl.arange(0, " + r.lanesText + ")[None, :]");
  laneMask.clear();
  if (launchSized || !r.staticRow || *r.staticRow % r.lanes) {
    p.line("lmask = lanes < " + r.rowLength);
    laneMask = "lmask";
  }
  return space("lanes", r.reducedSizes, Lanes);
}

/// A reduction's partial results in the workspace, at part `at`.
std::string KernelEmitter::partial(ReductionLayout &r, size_t i,
                                   StringRef at) {
  return "ws + (" + std::to_string(i * r.parts) + " + " + at.str() + ") * " +
         std::to_string(*r.keptCount) + " + rows";
}

/// A looped row is read once a walk: each walk but the last keeps it in
/// L2 for the next. Rows of 65536 (256 MB moved, on an H100): softmax f32
/// 64% of copy -> 80%, bf16 67% -> 85%, layer norm 61% -> 71%.
void KernelEmitter::setEviction(ReductionLayout &r, bool last) {
  if (r.looped)
    evict = last && !r.outputWalk ? Evict::First : Evict::Last;
}

/// Reductions a looped walk takes together: batch norm's backward has four
/// (not measured beyond it; more accumulators a program may spill).
constexpr size_t kWalkedTogether = 4;

/// Reduction `i` (with the next, where they walk a row together): its
/// result per row remembered, and `i` moved to the last one it took; false
/// where the walk stopped (an operand that could not be computed).
FailureOr<bool> KernelEmitter::emitReductionAt(ReductionLayout &r,
                                               size_t &i) {
  auto reduce = cast<ReduceOp>(r.reductions[i]);
  auto chunk = [&](StringRef start) { return reductionChunk(r, start); };
  Value center = i + 1 < r.reductions.size()
                     ? gpu::centerOfSquares(
                           reduce, cast<ReduceOp>(r.reductions[i + 1]))
                     : Value();
  if (phase == SplitPhase::Combine) {
    if (center)
      combineWelford(r, i++, center);
    else
      combineParts(r, i, reduce);
    return true;
  }
  if (r.looped && i + 1 < r.reductions.size() &&
      gpu::isShiftedExpSum(reduce, cast<ReduceOp>(r.reductions[i + 1]))) {
    setEviction(r, i + 2 == r.reductions.size());
    auto sum = cast<ReduceOp>(r.reductions[++i]);
    // A row walked once, a program's only row, in chunks of whole groups
    // of a vector a thread: see emitGroupedLogSumExp.
    FailureOr<TargetAttr> target =
        targetFor(kernel, TargetKind::Gpu, "pyc-to-triton");
    if (failed(target))
      return failure();
    int64_t width = 16 / gpu::elementBytes(kernel) * target->getWarp() *
                    schedule.getWarps();
    if (!r.split && !r.outputWalk && r.blockRows == 1 && r.staticRow &&
        r.reduced ==
            SmallVector<int64_t>{int64_t(r.operandShape.size()) - 1} &&
        r.lanes % width == 0) {
      emitGroupedLogSumExp(reduce, sum, r.kept, *r.staticRow,
                           r.lanes / width, width);
      return true;
    }
    emitOnlineSoftmax(reduce, sum, r.kept, r.loop, r.block, r.rowsText,
                      /*rowMax=*/!r.outputWalk, chunk);
    return true;
  }
  // (A split row's parts: TileGpu splits such a pair only so.)
  if (r.looped && r.staticRow && *r.staticRow % r.lanes == 0 &&
      (rowMask.empty() || r.split) && center) {
    setEviction(r, i + 2 == r.reductions.size());
    emitWelford(r, i++, center);
    return true;
  }
  if (!r.looped)
    return emitPlainReduction(r, reduce);
  // Looped: this reduction and the next ones that read no reduction's
  // result (nor walk with the one after them, above) in one walk, at most
  // kWalkedTogether (each holds a block of accumulators in registers).
  SmallVector<size_t> group{i};
  if (!readsReduction(reduce.getOperand()))
    while (group.size() < kWalkedTogether &&
           group.back() + 1 < r.reductions.size() &&
           walksAlone(r, group.back() + 1))
      group.push_back(group.back() + 1);
  i = group.back();
  return emitLoopedReductions(r, group);
}

/// Whether reduction `j` can join a walk of others: it reads no
/// reduction's result, and does not walk with the one after it (an online
/// softmax's max and sum, Welford's sum and squares).
bool KernelEmitter::walksAlone(ReductionLayout &r, size_t j) {
  return !readsReduction(r.reductions[j]->getOperand(0)) &&
         !pairedWithNext(r, j);
}

/// Whether reductions `j` and `j + 1` walk a row as a pair: an online
/// softmax's max and sum, or Welford's sum and squares.
bool KernelEmitter::pairedWithNext(ReductionLayout &r, size_t j) {
  if (j + 1 >= r.reductions.size())
    return false;
  auto reduce = cast<ReduceOp>(r.reductions[j]),
       next = cast<ReduceOp>(r.reductions[j + 1]);
  return gpu::isShiftedExpSum(reduce, next) ||
         gpu::centerOfSquares(reduce, next);
}

/// Of a split reduction's combining kernel: the parts' results of
/// reduction `i`, [rows, parts], combined in f32 (sums in f64).
void KernelEmitter::combineParts(ReductionLayout &r, size_t i,
                                 ReduceOp reduce) {
  ReduceKind kind = reduce.getKind();
  Type element = tensorTypeOf(reduce.getOperand()).getElementType();
  Type acc = kind == ReduceKind::Sum ? b.getF64Type() : b.getF32Type();
  std::string tile = p.fresh("x"), name = p.fresh("r");
  p.line(tile + " = tl.load(" +
         partial(r, i,
                 "tl.arange(0, " + std::to_string(r.parts) + ")[None, :]") +
         (rowMask.empty() ? "" : ", mask=" + rowMask + ", other=0") +
         kPartsCaching + ")");
  p.line(name + " = " +
         reduceRows(kind, acc, acc.isF64() ? tile + ".to(tl.float64)" : tile));
  remember(keyOf(reduce.getResult(), r.kept.index),
           narrowed(p.leaf(acc, name, Rows), element));
}

/// `reduce` over the row held whole; false where its operand could not be
/// computed.
bool KernelEmitter::emitPlainReduction(ReductionLayout &r, ReduceOp reduce) {
  ReduceKind kind = reduce.getKind();
  Type element = tensorTypeOf(reduce.getOperand()).getElementType();
  Type acc = accumulatorType(
      b, element, kind == ReduceKind::Sum || kind == ReduceKind::Prod);
  Value identity = reduceIdentity(b, loc, kind, acc);
  std::string name = p.fresh("r");
  Value x = reductionOperand(r, reduce, *r.whole, acc);
  if (!x)
    return false;
  std::string lanesMask = mask(Rows | Lanes);
  std::string full = "tl.broadcast_to(" + p.name(x) + ", " + r.block + ")";
  if (!lanesMask.empty())
    full = "tl.where(" + lanesMask + ", " + full + ", " + p.name(identity) +
           ")";
  p.line(name + " = " + reduceRows(kind, acc, full));
  remember(keyOf(reduce.getResult(), r.kept.index),
           narrowed(p.leaf(acc, name, Rows), element));
  return true;
}

/// Reduction `reduce`'s operand at the lanes `lanes`, as `acc`.
Value KernelEmitter::reductionOperand(ReductionLayout &r, ReduceOp reduce,
                                      const Space &lanes, Type acc) {
  Value x = element(reduce.getOperand(),
                    mergeIndex(r.operandShape.size(), r.reduced, r.kept.index,
                               lanes.index));
  if (x && x.getType() != acc)
    x = arith::ExtFOp::create(b, loc, acc, x);
  return x;
}

/// Reductions `group` (of `r.reductions`) chunk by chunk, in one walk over
/// the row, each into lanes of accumulators, then across the lanes (then,
/// in a split reduction's parts, its partial result stored); false where
/// an operand could not be computed. A walk a reduction: batch norm's
/// backward, four column sums of the same activation and gradient, read
/// them four times.
bool KernelEmitter::emitLoopedReductions(ReductionLayout &r,
                                         ArrayRef<size_t> group) {
  setEviction(r, group.back() + 1 == r.reductions.size());
  struct Walk {
    ReduceOp reduce;
    Type acc;
    std::string name;
    Value accumulated;
  };
  SmallVector<Walk> walks;
  for (size_t i : group) {
    auto reduce = cast<ReduceOp>(r.reductions[i]);
    ReduceKind kind = reduce.getKind();
    Type element = tensorTypeOf(reduce.getOperand()).getElementType();
    // Half-precision lanes keep their max or min in f32 (exact; and
    // Triton's interpreter cannot make a bf16 block of the identity).
    Type acc = accumulatorType(
        b, element, kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    if (acc.isF16() || acc.isBF16())
      acc = b.getF32Type();
    std::string name = p.fresh("acc");
    p.line(name + " = tl.full(" + r.block + ", " +
           p.rawLiteral(reduceIdentity(b, loc, kind, acc)) + ", " +
           dtypeName(acc) + ")");
    walks.push_back({reduce, acc, name, p.leaf(acc, name, Rows | Lanes)});
  }
  open(r.loop);
  Space lanes = reductionChunk(r, "start + ");
  std::string where = mask(Rows | Lanes);
  for (Walk &w : walks) {
    Value x = reductionOperand(r, w.reduce, lanes, w.acc);
    if (!x)
      return false;
    std::string text =
        p.name(reduceCombine(b, loc, w.reduce.getKind(), x, w.accumulated));
    p.line(w.name + " = " +
           (where.empty() ? text
                          : "tl.where(" + where + ", " + text + ", " + w.name +
                                ")"));
  }
  if (group.back() + 1 == r.reductions.size() && !r.walkResults.empty()) {
    for (unsigned i : r.walkResults)
      store(i, r.yield.getOperand(i),
            mergeIndex(r.operandShape.size(), r.reduced, r.kept.index,
                       lanes.index));
    r.walkStored = true;
  }
  close();
  for (auto [i, w] : llvm::zip_equal(group, walks)) {
    ReduceKind kind = w.reduce.getKind();
    // The lanes' sums of a long f32 row are added up in f64, as the CPU
    // lowering adds its blocks' sums: the error does not grow with the row.
    Type acc = w.acc;
    std::string lanesText = w.name;
    if (kind == ReduceKind::Sum && acc.isF32()) {
      acc = b.getF64Type();
      lanesText += ".to(tl.float64)";
    }
    std::string name = p.fresh("r");
    p.line(name + " = " + reduceRows(kind, acc, lanesText));
    if (phase == SplitPhase::Parts)
      p.line("tl.store(" + partial(r, i, "part") + ", " + name +
             ".to(tl.float32)" +
             (rowMask.empty() ? "" : ", mask=" + rowMask) + ")");
    Type element = tensorTypeOf(w.reduce.getOperand()).getElementType();
    remember(keyOf(w.reduce.getResult(), r.kept.index),
             narrowed(p.leaf(acc, name, Rows), element));
  }
  return true;
}

/// The kernel's results: those over the kept dims (with or without unit
/// reduced dims) written per row, those over the operand's shape per
/// element (in a last walk over a looped row).
LogicalResult KernelEmitter::storeReductionResults(ReductionLayout &r) {
  evict = Evict::Default;
  // Of a split reduction, the parts write the results over the operand's
  // shape (which read no reduction: pyc-tile-gpu), the combination those
  // over the kept dims.
  SmallVector<std::pair<unsigned, Value>> full;
  for (auto [i, v] : llvm::enumerate(r.yield.getOperands())) {
    Shape s = shape(v);
    if (phase == SplitPhase::Parts ? s != r.operandShape
                                   : phase == SplitPhase::Combine &&
                                         s == r.operandShape)
      continue;
    if (s == r.keptSizes) {
      store(i, v, r.kept.index);
    } else if (s == r.keepDimShape) {
      SmallVector<Value> zeros(r.reducedSizes.size(), index(0));
      store(i, v,
            mergeIndex(r.operandShape.size(), r.reduced, r.kept.index, zeros));
    } else if (s == r.operandShape) {
      if (!r.walkStored || !llvm::is_contained(r.walkResults, i))
        full.push_back({i, v});
    } else {
      return emitError(loc, "pyc-to-triton: a reduction kernel's result of "
                            "shape ")
             << shapeTuple(s) << " is neither the reduced operand's nor its "
                                 "kept dims'";
    }
  }
  if (!full.empty()) {
    if (r.looped) {
      evict = Evict::First;
      open(r.loop);
      r.whole = reductionChunk(r, "start + ");
    }
    for (auto [i, v] : full)
      store(i, v,
            mergeIndex(r.operandShape.size(), r.reduced, r.kept.index,
                       r.whole->index));
    if (r.looped)
      close();
  }
  return success();
}

} // namespace mlir::pyc::triton
