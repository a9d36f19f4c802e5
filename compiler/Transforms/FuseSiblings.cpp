//===- FuseSiblings.cpp - independent kernels of one shape, one launch -----===//
//
// The rules are stated in Passes.td. pyc-fuse joins a producer to its
// readers (vertical fusion); kernels that read none of each other's results
// stay apart however alike they are. A training step's backward starts by
// recomputing what the forward did not save, for every layer at once:
// LLaMA's was 23 pointwise kernels in one part, eight norm outputs of one
// shape, eight key and value head expansions of another. On a GPU each is a
// launch (about 8 us of host time on an H200 host, more than many of them
// take to run), so kernels of one shape go out as one.
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

/// The static shape every result of pointwise `kernel` has, the space its
/// program iterates over; none where it has none, or where it transposes
/// its innermost dim (pyc-tile-gpu gives such a kernel tiles of its own).
std::optional<ArrayRef<int64_t>> launchShape(KernelOp kernel) {
  if (kernel.getKind() != KernelKind::Pointwise || kernel->getNumResults() == 0)
    return std::nullopt;
  auto first = cast<RankedTensorType>(kernel->getResult(0).getType());
  if (!first.hasStaticShape())
    return std::nullopt;
  for (Type type : kernel->getResultTypes())
    if (cast<RankedTensorType>(type).getShape() != first.getShape())
      return std::nullopt;
  if (gpu::transposesInnermost(kernel))
    return std::nullopt;
  return first.getShape();
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
      KernelKindAttr::get(first.getContext(), KernelKind::Pointwise),
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
    SmallVector<std::pair<SmallVector<int64_t>, KernelOp>> earlier;
    for (Operation &op :
         llvm::make_early_inc_range(getOperation().getBody().front())) {
      auto kernel = dyn_cast<KernelOp>(op);
      std::optional<ArrayRef<int64_t>> shape =
          kernel ? launchShape(kernel) : std::nullopt;
      if (!shape)
        continue;
      auto joined = llvm::find_if(llvm::reverse(earlier), [&](auto &entry) {
        return entry.first == *shape &&
               opCount(entry.second) + opCount(kernel) <= kMergedKernelOps &&
               mergedPlace(entry.second, kernel);
      });
      if (joined == earlier.rend()) {
        earlier.emplace_back(llvm::to_vector(*shape), kernel);
        continue;
      }
      joined->second =
          merge(joined->second, kernel, mergedPlace(joined->second, kernel));
    }
  }
};

} // namespace
