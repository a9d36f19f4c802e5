//===- FuseSiblings.cpp - independent kernels of one space, one launch -----===//
//
// The rules are stated in Passes.td. pyc-fuse joins a producer to its
// readers (vertical fusion); kernels that read none of each other's results
// stay apart however alike they are. A training step's backward starts by
// recomputing what the forward did not save, for every layer at once:
// LLaMA's was 23 pointwise kernels in one part, eight norm outputs of one
// shape, eight key and value head expansions of another. On a GPU each is a
// launch (about 8 us of host time on an H200 host, more than many of them
// take to run), so kernels over one space go out as one; so do GPT-2's
// norm backward's three column sums over the same rows.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/GpuLaunch.h"
#include "Transforms/MergedKernel.h"
#include "Transforms/Passes.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_FUSESIBLINGS
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// The most ops a merged kernel may have: each sibling's values stay live
/// in registers until its store.
constexpr size_t kMergedKernelOps = 64;

size_t opCount(KernelOp kernel) {
  return kernel.getBody().front().getOperations().size();
}

/// The space `kernel`'s program iterates over, where it may share its
/// launch: a pointwise kernel's, the static shape every result has (not
/// where it transposes its innermost dim: pyc-tile-gpu gives such a kernel
/// tiles of its own); a reduction kernel's whose reductions are all sums
/// of one static shape over the same dims, that shape and those dims (the
/// Triton emitter walks such sums' rows together, and no online softmax or
/// variance is among them). The kind leads, so that the two never match.
std::optional<SmallVector<int64_t>> launchSpace(KernelOp kernel) {
  if (kernel->getNumResults() == 0)
    return std::nullopt;
  SmallVector<int64_t> space{static_cast<int64_t>(kernel.getKind())};
  if (kernel.getKind() == KernelKind::Pointwise) {
    auto first = cast<RankedTensorType>(kernel->getResult(0).getType());
    if (!first.hasStaticShape() || gpu::transposesInnermost(kernel) ||
        llvm::any_of(kernel->getResultTypes(), [&](Type type) {
          return cast<RankedTensorType>(type).getShape() != first.getShape();
        }))
      return std::nullopt;
    llvm::append_range(space, first.getShape());
    return space;
  }
  if (kernel.getKind() != KernelKind::Reduction)
    return std::nullopt;
  std::optional<SmallVector<int64_t>> sums;
  for (Operation &op : kernel.getBody().front()) {
    if (!op.hasTrait<OpTrait::pyc::Reduction>())
      continue;
    auto reduce = dyn_cast<ReduceOp>(op);
    auto operand = cast<RankedTensorType>(op.getOperand(0).getType());
    if (!reduce || reduce.getKind() != ReduceKind::Sum || !operand.hasStaticShape())
      return std::nullopt;
    SmallVector<int64_t> these(operand.getShape());
    these.push_back(-1); // the shape, then the dims reduced
    llvm::append_range(these, getReducedDims(&op));
    if (sums && *sums != these)
      return std::nullopt;
    sums = these;
  }
  if (!sums)
    return std::nullopt;
  llvm::append_range(space, *sums);
  return space;
}

/// Where one kernel computing both `first` and `later` (`first` before it
/// in their block) may stand: at `later` where every reader of `first`
/// comes after `later`, or at `first` where every operand of `later` is
/// defined before `first`; null where neither (one reads what the other
/// computes, or ops between them need both orders). Either way neither
/// kernel reads the other's results.
Operation *mergedPlace(KernelOp first, KernelOp later) {
  Block *block = first->getBlock();
  if (llvm::all_of(first->getUsers(), [&](Operation *user) {
        Operation *reader = block->findAncestorOpInBlock(*user);
        return reader && later->isBeforeInBlock(reader);
      }))
    return later;
  if (llvm::all_of(later->getOperands(), [&](Value operand) {
        Operation *def = operand.getDefiningOp();
        return !def || def->getBlock() != block || def->isBeforeInBlock(first);
      }))
    return first;
  return nullptr;
}

/// One kernel computing `first`'s results, then `later`'s, placed at
/// `place`; both are erased.
KernelOp merge(KernelOp first, KernelOp later, Operation *place) {
  MergedKernel merged;
  merged.take(first, [](BlockArgument) { return false; });
  merged.take(later, [](BlockArgument) { return false; });
  OpBuilder inside(first.getContext());
  inside.setInsertionPointToEnd(merged.body);
  SmallVector<Value> yielded;
  SmallVector<Type> types;
  for (KernelOp kernel : {first, later}) {
    Block &body = kernel.getBody().front();
    for (Operation &op : body.without_terminator())
      inside.clone(op, merged.map);
    for (Value v : body.getTerminator()->getOperands())
      yielded.push_back(merged.map.lookup(v));
    llvm::append_range(types, kernel->getResultTypes());
  }
  YieldOp::create(inside, later.getLoc(), yielded);
  OpBuilder outside(place);
  auto kernel = KernelOp::create(
      outside, outside.getFusedLoc({first.getLoc(), later.getLoc()}), types,
      KernelKindAttr::get(first.getContext(), first.getKind()),
      merged.inputs);
  kernel.getBody().push_back(merged.body);
  unsigned firstResults = first->getNumResults();
  first->replaceAllUsesWith(kernel->getResults().take_front(firstResults));
  later->replaceAllUsesWith(kernel->getResults().drop_front(firstResults));
  first.erase();
  later.erase();
  return kernel;
}

struct FuseSiblingsPass
    : mlir::pyc::impl::FuseSiblingsBase<FuseSiblingsPass> {
  void runOnOperation() override {
    // One walk down the function: each kernel joins the nearest earlier
    // one of its shape that it may, and the kernel they make may take in
    // later ones in turn.
    if (getOperation().isExternal())
      return;
    SmallVector<std::pair<SmallVector<int64_t>, KernelOp>> earlier;
    for (Operation &op :
         llvm::make_early_inc_range(getOperation().getBody().front())) {
      auto kernel = dyn_cast<KernelOp>(op);
      std::optional<SmallVector<int64_t>> space =
          kernel ? launchSpace(kernel) : std::nullopt;
      if (!space)
        continue;
      bool merged = false;
      for (auto &[seen, first] : llvm::reverse(earlier)) {
        if (seen != *space ||
            opCount(first) + opCount(kernel) > kMergedKernelOps)
          continue;
        if (Operation *place = mergedPlace(first, kernel)) {
          first = merge(first, kernel, place);
          merged = true;
          break;
        }
      }
      if (!merged)
        earlier.emplace_back(std::move(*space), kernel);
    }
  }
};

} // namespace
