//===- TileGpu.cpp - per-kernel launch decisions for the GPU -------------===//
//
// The decisions are a typed attribute on each kernel (`pyc.gpu_schedule`),
// read by the Triton emitter, so that a lit test sees what was chosen.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/GpuLaunch.h"
#include "Transforms/Passes.h"

#include "llvm/Support/MathExtras.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_TILEGPU
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

using gpu::kProgramLanes;
using gpu::transposesInnermost;
/// A pointwise program: 1024 f32 elements, 4 warps (8 a thread, as
/// Inductor's default pointwise block); of narrower elements, as many bytes
/// (gpu::kThreadBytes a thread): a bf16 bias and tanh GELU of 2^26
/// elements took 87.9 us in blocks of 1024 on an H200, 82.8 in blocks of
/// 2048.
constexpr int64_t kPointwiseBlock = 1024, kPointwiseWarps = 4;
/// A looped reduction's chunk (lanes) and warps, by how often its rows
/// are walked. Rows walked again for a result over them (a softmax's or a
/// norm's output) take 64 KB of f32 a chunk (16384 lanes, 16 warps) and
/// 16 KB of 16-bit elements (8192 lanes); rows walked once (cross-entropy's
/// log-sum-exp, a sum) 16 elements a thread: 4096 f32 lanes in 8 warps,
/// 2048 16-bit lanes in 4. Measured on an H100 (rows of 65536, 256 MB
/// moved; 256 MB of logits), against chunks of 8192 in 16 warps for all:
/// softmax f32 77% of copy -> 84%, RMS norm 70% -> 81%, layer norm 69% ->
/// 76% (bf16 softmax in chunks of 16384: 82% -> 74%); cross-entropy's row
/// kernel over 50257 bf16 logits 46% -> 68%, over 128256 79% -> 85%.
/// Persistent programs and walking the last walk backwards changed nothing.
/// Of those walked once, a log-sum-exp (cross-entropy's) takes 32 elements
/// a thread, in 16 warps (f32: 16384 lanes) or 8 (16-bit: 8192), which
/// pyc-to-triton reads as groups of a 16-byte vector a thread
/// (`gpu::hasShiftedExpSum`); measured on an H100 with the row kernel
/// alone, against 8 to 32 elements a thread in 4 to 16 warps.
constexpr int64_t kChunkBytes = 65536, kHalfChunk = 8192, kChunkWarps = 16;
constexpr int64_t kOnceThreadLanes = 16, kGroupedThreadLanes = 32;

/// A column reduction (the operand's innermost dim kept: a layer norm's
/// weight gradient, a sum over tokens): a program takes 32 bytes of kept
/// elements side by side (a DRAM sector: 8 f32) and walks the reduced dim
/// in chunks of 256. Held as rows of the reduced dim, a program read one
/// element per cache line (2048 lanes 512 floats apart). Measured on an H100
/// (a GPT block's layer norm backward, 2048 x 512 f32, 16 to 64 programs):
/// 32 x 64 took 41-45 us, 16 x 128 24-27, 8 x 256 19-24.
constexpr int64_t kColumnBytes = 32, kColumnChunk = 256, kColumnWarps = 8;

/// A looped reduction with fewer programs than kStarvedPrograms a
/// multiprocessor (the target's `multiprocessors`; rounded down to a power of
/// two) is split (strategy `split`): each row is cut into parts, a program
/// each, until there are kSplitPrograms a multiprocessor (so rounded),
/// enough to fill the GPU a few times over. Split so, a column reduction
/// takes kSplitColumnBytes of
/// columns a program. Measured on an H200 with LLaMA's RMS norm backward
/// (its weight's gradient, a sum over 8192 tokens of 1024 bf16 columns,
/// and the input's gradient, in one kernel of 5 inputs), the part holding
/// it took 153 us unsplit (64 programs of 16 columns; 32 or 128 programs:
/// 156 and 133), 98-103 us cut in 8 or 16 parts of 32 columns, 111 in 8
/// parts of 16 columns, 150 in 8 parts of 8; the second kernel, which adds
/// the parts, costs a launch (~10 us of host time). (256 and 512 programs
/// there, on 132 multiprocessors.)
constexpr int64_t kStarvedPrograms = 2, kSplitPrograms = 4;
constexpr int64_t kMinCenteredLanes = 32;
constexpr int64_t kSplitColumnBytes = 64;

/// Whether a reduction kernel's rows can be reduced in parts and the parts
/// combined after: its reductions are float reductions (f32, f16, bf16;
/// combined in f32) whose operands read no reduction's result, but for the
/// squares about a mean right after its sum (`centerOfSquares`: each part
/// walks them once, as Welford, and the combination adds the parts as
/// Chan's), and its results over the operand's shape read none either
/// (each part writes its own elements of them).
bool splittable(KernelOp kernel) {
  Block &body = kernel.getBody().front();
  DenseSet<Value> reduced; // values computed from a reduction's result
  std::optional<ArrayRef<int64_t>> operandShape;
  ReduceOp previous;
  for (Operation &op : body.without_terminator()) {
    bool reads = llvm::any_of(op.getOperands(),
                              [&](Value v) { return reduced.contains(v); });
    if (op.hasTrait<OpTrait::pyc::Reduction>()) {
      auto reduce = dyn_cast<ReduceOp>(op);
      Type element =
          cast<RankedTensorType>(op.getOperand(0).getType()).getElementType();
      if (reduce && reads && previous &&
          gpu::centerOfSquares(previous, reduce))
        reads = false;
      if (!reduce || reads || reduce.getKind() == ReduceKind::Prod ||
          !(element.isF32() || element.isF16() || element.isBF16()))
        return false;
      previous = reduce;
      operandShape =
          cast<RankedTensorType>(op.getOperand(0).getType()).getShape();
    }
    if (reads || op.hasTrait<OpTrait::pyc::Reduction>())
      reduced.insert(op.result_begin(), op.result_end());
  }
  return operandShape &&
         llvm::none_of(body.getTerminator()->getOperands(), [&](Value v) {
           return reduced.contains(v) &&
                  cast<RankedTensorType>(v.getType()).getShape() ==
                      *operandShape;
         });
}

/// A pointwise kernel that transposes its innermost dim: tiles of 64 x 64
/// (rows of the result by elements of its last dim), 4 warps. Blocks of
/// consecutive result elements read the transposed input one element per
/// DRAM sector: on an H200, a GPT block's keys transposed for the scores
/// (8 x 16 heads x 64 x 1024 bf16) took 58.6 us against 9-10 for the
/// queries and values, not transposed.
constexpr int64_t kTransposeTile = 64, kTransposeWarps = 4;

/// A contraction's k step: 128 bytes of each operand row (64 elements of
/// 16-bit operands, 32 of f32, whose tiles take twice the shared memory).
constexpr int64_t kDotDepthBytes = 128;
/// tl.dot's smallest block size.
constexpr int64_t kDotMinBlock = 16;


/// The product of `sizes`, or std::nullopt if one is known at run time only.
std::optional<int64_t> product(ArrayRef<int64_t> sizes) {
  int64_t n = 1;
  for (int64_t s : sizes) {
    if (ShapedType::isDynamic(s))
      return std::nullopt;
    n *= s;
  }
  return n;
}

int64_t pow2(int64_t n) {
  return static_cast<int64_t>(llvm::PowerOf2Ceil(std::max<int64_t>(n, 1)));
}

/// A block along a dim of `size` (std::nullopt: known at run time only):
/// `most`, or the size rounded up to a power of two where that is smaller,
/// and at least `least`.
int64_t blockFor(std::optional<int64_t> size, int64_t most, int64_t least = 1) {
  return size ? std::clamp(pow2(*size), least, most) : most;
}

/// `size` as blockFor takes it.
std::optional<int64_t> known(int64_t size) {
  return ShapedType::isDynamic(size) ? std::nullopt : std::optional(size);
}

/// An opaque kernel made only of ops that compute an element from elements
/// of their operands (views, pad, concat: what pyc-fuse leaves unfused when
/// nothing else reads them; gathers, which read one operand element each)
/// runs as a pointwise one over its result.
bool elemental(KernelOp kernel) {
  if (kernel.getKind() != KernelKind::Opaque)
    return false;
  return llvm::all_of(kernel.getBody().front().without_terminator(),
                      [](Operation &op) {
                        return op.hasTrait<OpTrait::pyc::Pointwise>() ||
                               op.hasTrait<OpTrait::pyc::View>() ||
                               isa<PadOp, ConcatOp, ConstantOp, GatherOp,
                                   TakeAlongDimOp>(op);
                      });
}

/// Columns of `elementBytes` each side by side in a program: as many as
/// make `bytes`, at most the kept elements `rows` (if known).
int64_t columnsOf(int64_t bytes, int64_t elementBytes,
                  std::optional<int64_t> rows) {
  int64_t n = std::max<int64_t>(1, bytes / elementBytes);
  return rows ? std::min(n, pow2(*rows)) : n;
}

struct TileGpuPass : mlir::pyc::impl::TileGpuBase<TileGpuPass> {
  using TileGpuBase::TileGpuBase;

  void runOnOperation() override {
    if (maxRow < 1) {
      getOperation().emitError("pyc-tile-gpu: max-row must be positive, got ")
          << static_cast<int64_t>(maxRow);
      return signalPassFailure();
    }
    FailureOr<TargetAttr> target =
        targetFor(getOperation(), TargetKind::Gpu, "pyc-tile-gpu");
    if (failed(target) || failed(checkTiles()))
      return signalPassFailure();
    int64_t multiprocessors = target->getMultiprocessors(),
            warp = target->getWarp();
    getOperation().walk([&](KernelOp kernel) {
      if ((kernel.getKind() == KernelKind::Pointwise || elemental(kernel)) &&
          kernel.getNumResults() > 0)
        return schedulePointwise(kernel);
      if (kernel.getKind() == KernelKind::Contraction)
        return scheduleContraction(kernel);
      if (kernel.getKind() == KernelKind::Attention)
        return scheduleAttention(kernel);
      if (kernel.getKind() != KernelKind::Reduction)
        return;
      // The first reduction's operand: its kept and reduced elements.
      for (Operation &op : kernel.getBody().front())
        if (op.hasTrait<OpTrait::pyc::Reduction>())
          return scheduleReduction(kernel, op, multiprocessors, warp);
    });
  }

  /// An error unless the dot and attention options are tiles tl.dot takes
  /// and warps and stages are in range.
  LogicalResult checkTiles() {
    auto badTile = [](int64_t size) {
      return size < kDotMinBlock || !llvm::isPowerOf2_64(size);
    };
    if (badTile(dotRows) || badTile(dotColumns) ||
        dotWarps < 1 || dotWarps > 32 || !llvm::isPowerOf2_64(dotWarps) ||
        dotStages < 1)
      return getOperation().emitError(
                 "pyc-tile-gpu: dot-rows and dot-columns must "
                 "be powers of two >= 16, dot-warps one from 1 "
                 "to 32 and dot-stages >= 1, got ")
             << static_cast<int64_t>(dotRows) << ", "
             << static_cast<int64_t>(dotColumns) << ", "
             << static_cast<int64_t>(dotWarps) << ", "
             << static_cast<int64_t>(dotStages);
    if ((attentionRows && badTile(attentionRows)) || badTile(attentionKeys) ||
        attentionWarps < 1 || attentionWarps > 32 ||
        !llvm::isPowerOf2_64(attentionWarps) || attentionStages < 1)
      return getOperation().emitError(
                 "pyc-tile-gpu: attention-rows must be 0 or "
                 "a power of two >= 16, attention-keys one, "
                 "attention-warps one from 1 to 32 and "
                 "attention-stages >= 1, got ")
             << static_cast<int64_t>(attentionRows) << ", "
             << static_cast<int64_t>(attentionKeys) << ", "
             << static_cast<int64_t>(attentionWarps) << ", "
             << static_cast<int64_t>(attentionStages);
    return success();
  }

  /// A pointwise (or elemental) kernel: blocks of consecutive result
  /// elements, or tiles where it transposes its innermost dim.
  void schedulePointwise(KernelOp kernel) {
    MLIRContext *context = kernel.getContext();
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(kernel.getResult(0).getType()).getShape();
    std::optional<int64_t> n = product(shape);
    if (shape.size() > 1 && transposesInnermost(kernel)) {
      kernel->setAttr(
          "pyc.gpu_schedule",
          GpuScheduleAttr::get(
              context, GpuStrategy::Tiled,
              {blockFor(product(shape.drop_back()), kTransposeTile),
               blockFor(known(shape.back()), kTransposeTile)},
              kTransposeWarps, 1));
      return;
    }
    int64_t block = kPointwiseBlock * 4 / gpu::elementBytes(kernel);
    kernel->setAttr("pyc.gpu_schedule",
                    GpuScheduleAttr::get(
                        context, GpuStrategy::Pointwise,
                        {blockFor(n, block)},
                        kPointwiseWarps, 1));
  }

  /// A contraction: tiles of the product and its k step, by the options.
  void scheduleContraction(KernelOp kernel) {
    auto products = kernel.getBody().front().getOps<MatmulOp>();
    if (std::distance(products.begin(), products.end()) != 1)
      return; // the emitter says why
    MatmulOp product = *products.begin();
    auto lhsType = cast<RankedTensorType>(product.getLhs().getType());
    ArrayRef<int64_t> lhs = lhsType.getShape(),
                      rhs = cast<RankedTensorType>(product.getRhs().getType())
                                .getShape();
    // A size known at run time only gets the whole tile.
    auto tile = [](int64_t size, int64_t most) {
      return blockFor(known(size), most, kDotMinBlock);
    };
    int64_t bytes =
        getElementBytes(lhsType.getElementType()).value_or(4);
    int64_t rows = tile(lhs[lhs.size() - 2], dotRows),
            columns = tile(rhs.back(), dotColumns);
    // A tile smaller than 128 x 128 takes at most 4 warps (a warp group).
    int64_t warps = rows * columns < 128 * 128
                        ? std::min<int64_t>(dotWarps, 4)
                        : static_cast<int64_t>(dotWarps);
    kernel->setAttr(
        "pyc.gpu_schedule",
        GpuScheduleAttr::get(
            kernel.getContext(), GpuStrategy::Dot,
            {rows, columns,
             tile(lhs.back(), std::max(kDotMinBlock,
                                       kDotDepthBytes / bytes))},
            warps, dotStages));
  }

  /// An attention kernel: query rows and keys a block, and the head dims
  /// whole.
  void scheduleAttention(KernelOp kernel) {
    // The scores' product (the first) and the output's.
    auto products = llvm::to_vector(kernel.getBody().getOps<MatmulOp>());
    if (products.size() != 2)
      return; // the emitter says why
    auto scores = cast<RankedTensorType>(products[0].getLhs().getType());
    ArrayRef<int64_t> s = products[0].getResult().getType().getShape();
    int64_t wide = getElementBytes(scores.getElementType()).value_or(4) / 2;
    int64_t head = scores.getShape().back(),
            valueHead = products[1].getRhs().getType().getShape().back();
    int64_t rows = attentionRows ? static_cast<int64_t>(attentionRows)
                   : std::max(head, valueHead) <= 64 ? 64
                                                     : 128;
    auto tile = [](int64_t size, int64_t most) {
      return blockFor(known(size), most, kDotMinBlock);
    };
    kernel->setAttr(
        "pyc.gpu_schedule",
        GpuScheduleAttr::get(
            kernel.getContext(), GpuStrategy::Attention,
            {tile(s[s.size() - 2], std::max(kDotMinBlock, rows / wide)),
             tile(s.back(), std::max(kDotMinBlock, attentionKeys / wide)),
             tile(head, gpu::kMaxHeadDim), tile(valueHead, gpu::kMaxHeadDim)},
            attentionWarps, attentionStages));
  }

  /// A reduction kernel, by its first reduction `op`: columns side by side
  /// (the innermost dim kept), rows held whole, or looped; then, with too
  /// few programs for a long row, split.
  void scheduleReduction(KernelOp kernel, Operation &op,
                         int64_t multiprocessors, int64_t warp) {
    MLIRContext *context = kernel.getContext();
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(op.getOperand(0).getType()).getShape();
    SmallVector<int64_t> reduced = getReducedDims(&op), rowSizes, rowsSizes;
    for (auto [d, size] : llvm::enumerate(shape))
      (llvm::is_contained(reduced, static_cast<int64_t>(d)) ? rowSizes
                                                            : rowsSizes)
          .push_back(size);
    // A run-time count of rows is taken as many.
    std::optional<int64_t> row = product(rowSizes), rows = product(rowsSizes);
    // Rows held whole: as many a program as make about 2048 lanes.
    int64_t lanes = row ? pow2(*row) : kProgramLanes;
    int64_t block = std::min(rows ? pow2(*rows) : kProgramLanes,
                             std::max<int64_t>(1, kProgramLanes / lanes));
    // Columns (the innermost dim kept) side by side where rows held
    // whole would put fewer than a sector's worth in a program: as many
    // as make `bytes`, at most the kept elements.
    Type element =
        cast<RankedTensorType>(op.getOperand(0).getType()).getElementType();
    int64_t elementBytes = getElementBytes(element).value_or(4);
    int64_t columns = 0;
    if (!rowsSizes.empty() &&
        !llvm::is_contained(reduced, int64_t(shape.size()) - 1))
      columns = columnsOf(kColumnBytes, elementBytes, rows);
    GpuScheduleAttr schedule;
    if (columns && (!row || block < columns)) {
      schedule = GpuScheduleAttr::get(
          context, GpuStrategy::Looped,
          {columns, row ? std::min(kColumnChunk, lanes) : kColumnChunk},
          kColumnWarps, 1);
    } else if (!row || *row > maxRow) {
      schedule = loopedRows(kernel, shape, row, warp);
    } else {
      int64_t warps = std::clamp<int64_t>(
          block * lanes / gpu::lanesPerWarp(kernel, warp), 2, 16);
      schedule = GpuScheduleAttr::get(context, GpuStrategy::Row,
                                      {block, lanes}, warps, 1);
    }
    // Too few programs for a long row: cut it into parts (each a whole
    // number of chunks).
    if (schedule.getStrategy() == GpuStrategy::Looped && row && rows &&
        splittable(kernel))
      schedule = split(schedule, *row, *rows, columns, elementBytes,
                       multiprocessors, gpu::hasCenteredSquares(kernel));
    kernel->setAttr("pyc.gpu_schedule", schedule);
  }

  /// Rows (of the reduced `shape`, `row` elements long) too long to be
  /// held whole, looped over in chunks (see kChunkBytes).
  GpuScheduleAttr loopedRows(KernelOp kernel, ArrayRef<int64_t> shape,
                             std::optional<int64_t> row, int64_t warp) {
    // A row of run-time length is held whole where it fits (the host
    // function picks the program's rows and lanes at launch,
    // GpuLaunch.h): this schedule is for the rows that do not.
    bool walkedAgain = llvm::any_of(
        kernel.getBody().front().getTerminator()->getOperandTypes(),
        [&](Type t) {
          return cast<RankedTensorType>(t).getShape() == shape;
        });
    int64_t bytes = gpu::elementBytes(kernel);
    bool grouped = !walkedAgain && gpu::hasShiftedExpSum(kernel);
    int64_t warps = walkedAgain ? kChunkWarps
                    : grouped   ? (bytes < 4 ? 8 : 16)
                                : (bytes < 4 ? 4 : 8);
    int64_t chunk =
        walkedAgain ? (bytes < 4 ? kHalfChunk : kChunkBytes / bytes)
                    : warp * warps *
                          (grouped ? kGroupedThreadLanes : kOnceThreadLanes);
    return GpuScheduleAttr::get(kernel.getContext(), GpuStrategy::Looped,
                                {1, blockFor(row, chunk)}, warps, 1);
  }

  /// A looped `schedule` of `rows` rows of `row` elements (`columns` side
  /// by side, if so) split where it has too few programs for the GPU's
  /// multiprocessors (see kStarvedPrograms); else `schedule`.
  /// A variance's parts (`centered`) walk whole chunks of lanes a row
  /// divides (each lane's count the chunks it walked: pyc-to-triton's
  /// `emitWelford`), the most of the schedule's that do, at least a warp's;
  /// else the schedule stays whole.
  GpuScheduleAttr split(GpuScheduleAttr schedule, int64_t row, int64_t rows,
                        int64_t columns, int64_t elementBytes,
                        int64_t multiprocessors, bool centered) {
    SmallVector<int64_t> looped(schedule.getBlock());
    if (centered) {
      while (looped[1] > kMinCenteredLanes && row % looped[1])
        looped[1] /= 2;
      if (row % looped[1])
        return schedule;
    }
    auto perGpu = [&](int64_t perMultiprocessor) {
      return static_cast<int64_t>(llvm::bit_floor(
          static_cast<uint64_t>(perMultiprocessor * multiprocessors)));
    };
    int64_t starved = perGpu(kStarvedPrograms);
    if (looped[0] == columns && llvm::divideCeil(rows, columns) < starved)
      looped[0] = columnsOf(kSplitColumnBytes, elementBytes, rows);
    int64_t programs = llvm::divideCeil(rows, looped[0]), parts = 1;
    while (programs < starved && programs * parts < perGpu(kSplitPrograms) &&
           2 * parts * looped[1] <= row)
      parts *= 2;
    if (parts == 1)
      return schedule;
    // Each part walks whole chunks, the last ones to the row's end or none
    // (pyc-to-triton's `splitSpan`). Batch norm's statistics over 32 x 56 x
    // 56 channels-last pixels, a row of 2^11 x 49, were cut only where the
    // parts divided it, into 8: its 4 programs of 16 channels made 32 on
    // 132 multiprocessors.
    return GpuScheduleAttr::get(schedule.getContext(), GpuStrategy::Split,
                                {looped[0], looped[1], parts},
                                schedule.getWarps(), 1);
  }
};

} // namespace
