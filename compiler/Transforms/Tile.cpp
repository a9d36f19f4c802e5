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

struct TilePass : mlir::pyc::impl::TileBase<TilePass> {
  void runOnOperation() override {
    getOperation().walk([&](KernelOp kernel) {
      Builder b(kernel);
      SmallVector<NamedAttribute> decisions;
      kernel.getBody().walk([&](MatmulOp matmul) {
        decisions.push_back(
            b.getNamedAttr("order", b.getStringAttr(contractionOrder(matmul))));
      });
      if (decisions.empty())
        kernel->removeAttr("pyc.tile");
      else
        kernel->setAttr("pyc.tile", b.getDictionaryAttr(decisions));
    });
  }
};

} // namespace
