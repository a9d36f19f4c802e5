//===- Tile.cpp - per-kernel loop decisions for the CPU -------------------===//
//
// The decisions are attributes on each kernel (`pyc.tile`), read by the
// lowering (`pyc-to-loops`), so that a lit test sees what was chosen and
// why a loop nest looks the way it does.
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
  if (auto transpose = v.getDefiningOp<TransposeOp>()) {
    int64_t inner = contiguousDim(transpose.getOperand());
    auto permutation = transpose.getPermutation();
    auto it = llvm::find(permutation, inner);
    return it == permutation.end() ? -1 : it - permutation.begin();
  }
  if (auto broadcast = v.getDefiningOp<BroadcastInDimOp>()) {
    int64_t inner = contiguousDim(broadcast.getOperand());
    return inner < 0 ? -1 : broadcast.getDims()[inner];
  }
  return -1;
}

/// Contraction loop order: `ikj` streams rows of the right operand (vectors
/// across j, accumulated along k); `ijk` is a dot product per element, for a
/// right operand stored transposed (x @ w.T, as nn.Linear), whose k is the
/// contiguous dim.
StringRef contractionOrder(MatmulOp matmul) {
  int64_t rank = cast<RankedTensorType>(matmul.getType()).getRank();
  return contiguousDim(matmul.getRhs()) == rank - 2 ? "ijk" : "ikj";
}

/// Register blocks of a contraction: rows x cols of the product kept in
/// registers while k runs. ijk: 8 rows of the left operand against one row
/// of the (transposed) right, dot products that LLVM vectorizes along k.
/// ikj: 6 rows x 16 columns, vector accumulators (16 f32: two AVX2 or one
/// AVX-512 register per row), one vector load of the right operand a k step
/// for all rows. Measured (512x768 @ 768x3072 f32, one Zen 3 core, AVX2;
/// torch/MKL 80-88 GFLOP/s): ijk 8 x 1 gave 67 GFLOP/s, against 54 for
/// 4 x 2 or 6 x 2, 37 for 4 x 3 and 31 for 16 x 1 (spills); ikj 6 x 16 gave
/// 48, against 36 for 8 x 8, 18 for 4 x 8 and 10 for 4 x 24.
constexpr int64_t kDotBlock[] = {8, 1}, kStreamBlock[] = {6, 16};

/// The first dim of `shape`, among those not in `skip`, with more than one
/// element: the loop shared among threads (each thread a contiguous chunk;
/// the loops around it run once, so every element is written once). Outer
/// loops give each thread the largest contiguous piece of memory.
std::optional<int64_t> firstWide(ArrayRef<int64_t> shape,
                                 ArrayRef<int64_t> skip = {}) {
  for (auto [d, size] : llvm::enumerate(shape))
    if (size > 1 && !llvm::is_contained(skip, static_cast<int64_t>(d)))
      return d;
  return std::nullopt;
}

struct TilePass : mlir::pyc::impl::TileBase<TilePass> {
  void runOnOperation() override {
    getOperation().walk([&](KernelOp kernel) {
      Builder b(kernel);
      SmallVector<NamedAttribute> decisions;
      Block &body = kernel.getBody().front();
      std::optional<int64_t> parallel;
      auto matmuls = body.getOps<MatmulOp>();
      if (kernel.getKind() == KernelKind::Contraction && !matmuls.empty()) {
        MatmulOp matmul = *matmuls.begin();
        StringRef order = contractionOrder(matmul);
        ArrayRef<int64_t> block = order == "ijk" ? kDotBlock : kStreamBlock;
        decisions.push_back(b.getNamedAttr("order", b.getStringAttr(order)));
        decisions.push_back(
            b.getNamedAttr("block", b.getDenseI64ArrayAttr(block)));
        // A batch dim if one is wider than 1, else the blocks of rows.
        ArrayRef<int64_t> shape =
            cast<RankedTensorType>(matmul.getType()).getShape();
        parallel = firstWide(shape.drop_back(2));
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
      if (parallel)
        decisions.push_back(
            b.getNamedAttr("parallel", b.getI64IntegerAttr(*parallel)));
      if (decisions.empty())
        kernel->removeAttr("pyc.tile");
      else
        kernel->setAttr("pyc.tile", b.getDictionaryAttr(decisions));
    });
  }
};

} // namespace
