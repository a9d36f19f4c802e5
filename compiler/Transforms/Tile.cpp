//===- Tile.cpp - per-kernel loop decisions for the CPU -------------------===//
//
// The decisions are a typed attribute on each kernel (`pyc.cpu_schedule`),
// read by the lowering (`pyc-to-loops`), so that a lit test sees what was
// chosen and why a loop nest looks the way it does.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/Passes.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_TILE
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// The dim along which consecutive elements of `v` (a value in a kernel
/// body) are adjacent in memory, following views back to a kernel input,
/// which is dense row-major; -1 when it cannot be told.
int64_t contiguousDim(Value v) {
  auto rank = cast<RankedTensorType>(v.getType()).getRank();
  if (isa<BlockArgument>(v))
    return rank - 1;
  auto view = v.getDefiningOp<ViewOpInterface>();
  if (!view)
    return -1;
  int64_t inner = contiguousDim(view.getSource());
  if (inner < 0)
    return -1;
  for (int64_t d = 0; d < rank; ++d)
    if (view.getContiguousOperandDim(d) == inner)
      return d;
  return -1;
}

/// Contraction loop order. `ikj` streams rows of the right operand (vectors
/// across j, accumulated along k) for floats of 32 bits or fewer, which
/// accumulate in f32 vectors; the lowering packs the right operand into
/// strips when it is not contiguous along j. `ijk`, a dot product per
/// element, is for wider types whose right operand is stored transposed
/// (x @ w.T, as nn.Linear), k its contiguous dim. Measured (512x768 @
/// 768x3072 f32, 2 AVX-512 cores, MKL 11-13 ms): ikj packed 16-22 ms with
/// the right operand stored transposed, ijk 24-35 ms.
LoopOrder contractionOrder(MatmulOp matmul) {
  auto type = cast<RankedTensorType>(matmul.getType());
  auto element = dyn_cast<FloatType>(type.getElementType());
  if (element && element.getWidth() <= 32)
    return LoopOrder::IKJ;
  return contiguousDim(matmul.getRhs()) == type.getRank() - 2 ? LoopOrder::IJK
                                                              : LoopOrder::IKJ;
}

/// Register blocks of a contraction: rows x cols of the product kept in
/// registers while k runs. ijk: 8 rows of the left operand against one row
/// of the (transposed) right, dot products that LLVM vectorizes along k
/// (measured on one Zen 3 core, AVX2: 67 GFLOP/s, against 54 for 4 x 2 and
/// 31 for 16 x 1, which spills). ikj: 6 rows x two vector registers of
/// f32, 12 accumulators, so that two FMA units with 4-cycle latency stay
/// busy; one load of the right operand's strip a k step serves all rows.
/// Measured, packed, 2 AVX-512 cores, 512x768 @ 768x3072: 6 x 32 13-17 ms,
/// 4 x 32 18-22 ms, 6 x 16 23-26 ms. On AVX2 (16 registers) that is 6 x 16,
/// measured on Zen 3 before packing: 48 GFLOP/s against 36 for 8 x 8.
constexpr int64_t kDotBlock[] = {8, 1};
constexpr int64_t kStreamRows = 6, kStreamVectors = 2;

/// Strips of columns (a register block's width each) from which the
/// threads share a product's columns rather than its rows: each thread then
/// packs its own panels of the right operand and reads them from its own
/// cache, and no thread waits for another. Sharing the rows, the threads
/// packed each panel together, waited for it, read half of it from the
/// other core's cache and waited again before the next: on 2 Zen 4 cores,
/// AVX2 code, a product's fixed cost (its time at 510 rows less the extra
/// time of 1020) was 1.0-1.8 ms of 8.9-12.1 (512 x 768 x 3072 either way,
/// 512 x 768 x 2304). Below this many strips a thread would idle or hold a
/// larger share.
constexpr int64_t kSharedStrips = 8;

/// k rows a panel is sized for where k is known at run time only (a
/// weight's gradient over a dynamic batch's tokens). Without a panel, all n
/// columns of such a product were packed and streamed for every block of
/// rows: x.T @ dy of 256 x k x 1024 took 1.19x its static time at k = 2410
/// and 1.63x at 4096 (2 Zen 4 cores).
constexpr int64_t kRunTimeK = 2048;

/// Columns of the right operand a cache block holds (`panel`): all k rows
/// of them fit in `cacheBytes`, in a multiple of 16 columns, at least 16;
/// none when every column fits. The lowering computes all rows of the
/// product against one panel before the next, so each panel comes from
/// memory once, not once per block of rows. Measured with packing, 2
/// AVX-512 cores (2 MiB L2 each), 512x768 @ 768x3072 f32: 154 ms before
/// (no panels, no packing), 13-14 ms with a 1 MiB budget, 16-17 ms with
/// 256 KiB or 2 MiB. With a run-time k, sized for kRunTimeK rows; with a
/// run-time n, the panel k gives (the lowering cuts it to n at run time).
std::optional<int64_t> panelColumns(MatmulOp matmul, int64_t cacheBytes) {
  auto rhs = cast<RankedTensorType>(matmul.getRhs().getType());
  ArrayRef<int64_t> shape = rhs.getShape();
  int64_t k = shape[shape.size() - 2], n = shape.back();
  if (ShapedType::isDynamic(k))
    k = kRunTimeK;
  int64_t columnBytes = k * std::max<int64_t>(1, rhs.getElementTypeBitWidth() / 8);
  if (columnBytes == 0 ||
      (!ShapedType::isDynamic(n) && n * columnBytes <= cacheBytes))
    return std::nullopt;
  return std::max<int64_t>(16, cacheBytes / columnBytes / 16 * 16);
}

/// The first dim of `shape`, among those not in `skip`, with more than one
/// element (a run-time size has: torch specializes 0 and 1): the loop
/// shared among threads (each thread a contiguous chunk; the loops around
/// it run once, so every element is written once). Outer loops give each
/// thread the largest contiguous piece of memory.
std::optional<int64_t> firstWide(ArrayRef<int64_t> shape,
                                 ArrayRef<int64_t> skip = {}) {
  for (auto [d, size] : llvm::enumerate(shape))
    if ((ShapedType::isDynamic(size) || size > 1) &&
        !llvm::is_contained(skip, static_cast<int64_t>(d)))
      return d;
  return std::nullopt;
}

struct TilePass : mlir::pyc::impl::TileBase<TilePass> {
  using TileBase::TileBase;

  void runOnOperation() override {
    FailureOr<TargetAttr> target =
        targetFor(getOperation(), TargetKind::Cpu, "pyc-tile");
    if (failed(target))
      return signalPassFailure();
    int64_t vectorBits = target->getVectorBits();
    if (vectorBits != 256 && vectorBits != 512) {
      getOperation().emitError("pyc-tile: register blocks are sized for 256- "
                               "or 512-bit vectors, the target has ")
          << vectorBits;
      return signalPassFailure();
    }
    // Half of a core's L2 for a panel of the right operand: the left
    // operand's rows and the product's share the rest (measured: panelColumns).
    int64_t cacheBytes = target->getL2Bytes() / 2;
    const int64_t streamBlock[] = {kStreamRows,
                                   kStreamVectors * vectorBits / 32};
    WalkResult walked = getOperation().walk([&](KernelOp kernel) {
      if (kernel.getKind() == KernelKind::Attention) {
        kernel.emitError("pyc-tile: an attention kernel (pyc-fuse-attention, "
                         "a GPU pass) has no CPU lowering yet");
        return WalkResult::interrupt();
      }
      Block &body = kernel.getBody().front();
      std::optional<int64_t> parallel;
      LoopOrder order = LoopOrder::IKJ;
      DenseI64ArrayAttr block;
      int64_t panel = 0;
      auto matmuls = body.getOps<MatmulOp>();
      if (kernel.getKind() == KernelKind::Contraction && !matmuls.empty()) {
        MatmulOp matmul = *matmuls.begin();
        order = contractionOrder(matmul);
        block = DenseI64ArrayAttr::get(
            kernel.getContext(),
            order == LoopOrder::IJK ? ArrayRef(kDotBlock) : ArrayRef(streamBlock));
        panel = panelColumns(matmul, cacheBytes).value_or(0);
        // A batch dim if one is wider than 1, else the strips of columns
        // where there are enough of them, else the blocks of rows.
        ArrayRef<int64_t> shape =
            cast<RankedTensorType>(matmul.getType()).getShape();
        parallel = firstWide(shape.drop_back(2));
        int64_t n = shape.back();
        if (!parallel && order == LoopOrder::IKJ &&
            (ShapedType::isDynamic(n) ||
             n >= kSharedStrips * streamBlock[1]))
          parallel = shape.size() - 1;
        if (!parallel)
          parallel = shape.size() - 2;
      } else if (kernel.getKind() == KernelKind::Reduction) {
        // A dim the reductions keep, of their operand's shape.
        for (Operation &op : body) {
          if (!op.hasTrait<OpTrait::pyc::Reduction>())
            continue;
          parallel = firstWide(
              cast<RankedTensorType>(op.getOperand(0).getType()).getShape(),
              getReducedDims(&op));
          break;
        }
      } else if (kernel.getNumResults() > 0) {
        parallel = firstWide(
            cast<RankedTensorType>(kernel.getResult(0).getType()).getShape());
      }
      if (!parallel && !block) {
        kernel->removeAttr("pyc.cpu_schedule");
        return WalkResult::advance();
      }
      kernel->setAttr("pyc.cpu_schedule",
                      CpuScheduleAttr::get(kernel.getContext(), parallel,
                                           order, block, panel));
      return WalkResult::advance();
    });
    if (walked.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
