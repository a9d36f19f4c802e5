//===- PlanMemory.cpp - place tensors between kernels in one arena --------===//
//
// The rules are stated in Passes.td. The algorithm:
//   1. Number the top-level ops of the body. Each planned value gets its
//      aligned size and the last top-level op that reads it.
//   2. Walk the ops in order. At op i: an in-place kernel's result takes the
//      block of the operand it overwrites; every other result takes a block
//      best fit; then the blocks of the values op i was the last to read
//      are freed.
//   3. Record the plan: a #pyc.placement on each op with a planned result,
//      a #pyc.memory_plan (the arena's size, the naive size of one buffer
//      per value, the alignment) on the function.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/Passes.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#include <map>

namespace mlir::pyc {
#define GEN_PASS_DEF_PLANMEMORY
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// The free blocks of one arena. Best fit: a value takes the smallest free
/// block that holds it, so large blocks stay whole for the large values
/// that need them (first fit would cut into them and grow the arena
/// sooner); with few, mostly equal-sized tensors between kernels it is
/// also the fit that most often reuses a block exactly.
class Arena {
public:
  int64_t allocate(int64_t size) {
    if (size == 0) // nothing is read or written: any offset will do
      return 0;
    auto best = freeBlocks.end();
    for (auto it = freeBlocks.begin(); it != freeBlocks.end(); ++it)
      if (it->second >= size &&
          (best == freeBlocks.end() || it->second < best->second))
        best = it;
    if (best != freeBlocks.end()) {
      auto [offset, blockSize] = *best;
      freeBlocks.erase(best);
      if (blockSize > size)
        freeBlocks[offset + size] = blockSize - size;
      return offset;
    }
    // Nothing holds it: grow the arena. A free block that ends at the end
    // of the arena grows with it instead of staying a hole below the value.
    int64_t offset = end;
    if (!freeBlocks.empty()) {
      auto last = std::prev(freeBlocks.end());
      if (last->first + last->second == end) {
        offset = last->first;
        freeBlocks.erase(last);
      }
    }
    end = offset + size;
    return offset;
  }

  void release(int64_t offset, int64_t size) {
    if (size == 0)
      return;
    // Merge with the free blocks right after and right before.
    auto next = freeBlocks.lower_bound(offset);
    if (next != freeBlocks.end() && offset + size == next->first) {
      size += next->second;
      next = freeBlocks.erase(next);
    }
    if (next != freeBlocks.begin()) {
      auto prev = std::prev(next);
      if (prev->first + prev->second == offset) {
        prev->second += size;
        return;
      }
    }
    freeBlocks[offset] = size;
  }

  /// The arena's size: the end never moves back, so this is the peak.
  int64_t size() const { return end; }

private:
  std::map<int64_t, int64_t> freeBlocks; // offset -> size, by offset
  int64_t end = 0;
};

struct Planned {
  int64_t size;     // aligned bytes
  unsigned lastUse; // the last top-level op that reads the value
  int64_t offset = -1;
};

/// Whether the single result of the pointwise kernel `kernel` can be written
/// over its input `operand`. The kernel computes result element i from
/// input elements at i (and from views of other inputs). If every op
/// reached from `operand` in the body is pointwise, result element i reads
/// operand element i only, so writing it after that read destroys nothing
/// that is still to be read. A view anywhere on the way (broadcast,
/// transpose, ...) would read other elements, maybe already overwritten;
/// equal shapes and element sizes put result element i exactly on operand
/// element i.
bool canWriteOver(KernelOp kernel, Value operand) {
  auto in = cast<RankedTensorType>(operand.getType());
  auto out = cast<RankedTensorType>(kernel->getResult(0).getType());
  if (in.getShape() != out.getShape() ||
      getElementBytes(in.getElementType()) !=
          getElementBytes(out.getElementType()))
    return false;
  Block &body = kernel.getBody().front();
  SmallVector<Value> worklist;
  for (auto [input, arg] : llvm::zip(kernel.getInputs(), body.getArguments()))
    if (input == operand)
      worklist.push_back(arg);
  DenseSet<Operation *> seen;
  while (!worklist.empty()) {
    for (Operation *user : worklist.pop_back_val().getUsers()) {
      if (isa<YieldOp>(user))
        continue;
      if (!user->hasTrait<OpTrait::pyc::Pointwise>())
        return false;
      if (seen.insert(user).second)
        llvm::append_range(worklist, user->getResults());
    }
  }
  return true;
}

/// The input of `op` (the i-th top-level op) whose block its result takes,
/// if `op` is a pointwise kernel that can write in place.
std::optional<int64_t>
pickInPlace(Operation *op, unsigned i,
            const llvm::MapVector<Value, Planned> &planned) {
  auto kernel = dyn_cast<KernelOp>(op);
  if (!kernel || kernel.getKind() != KernelKind::Pointwise ||
      kernel->getNumResults() != 1 || !planned.count(kernel->getResult(0)))
    return std::nullopt;
  for (auto [j, input] : llvm::enumerate(kernel.getInputs())) {
    auto it = planned.find(input);
    if (it != planned.end() && it->second.lastUse == i &&
        canWriteOver(kernel, input))
      return j;
  }
  return std::nullopt;
}

struct PlanMemoryPass : public mlir::pyc::impl::PlanMemoryBase<PlanMemoryPass> {
  using Base::Base;

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    if (func.isExternal())
      return;
    if (alignment <= 0) {
      func.emitError("pyc-plan-memory: alignment must be positive, got ")
          << static_cast<int64_t>(alignment);
      return signalPassFailure();
    }
    // pyc functions are straight-line code; liveness across blocks is not
    // worth having until something produces it.
    if (!func.getBody().hasOneBlock()) {
      func.emitError("pyc-plan-memory expects a single-block function");
      return signalPassFailure();
    }
    Block &block = func.getBody().front();
    Operation *terminator = block.getTerminator();
    SmallVector<Operation *> ops;
    DenseMap<Operation *, unsigned> indexOf;
    for (Operation &op : block.without_terminator()) {
      indexOf[&op] = ops.size();
      ops.push_back(&op);
    }

    // 1. Planned values, their sizes and last uses.
    // Values that live in an output buffer: the returned ones, and those
    // the function returns a reshape of (pyc-to-loops writes them into the
    // output, viewed in their own shape).
    DenseSet<Value> returned;
    for (Value v : terminator->getOperands()) {
      returned.insert(v);
      if (auto reshape = v.getDefiningOp<ReshapeOp>())
        returned.insert(reshape.getOperand());
    }
    auto *pyc = getContext().getLoadedDialect<PycDialect>();
    PycDialect::PlacementAttrHelper placement = pyc->getPlacementAttrHelper();
    llvm::MapVector<Value, Planned> planned;
    for (auto [i, op] : llvm::enumerate(ops)) {
      op->removeAttr(placement.getName());
      if (op->hasTrait<OpTrait::ConstantLike>())
        continue;
      for (Value result : op->getResults()) {
        std::optional<int64_t> bytes = getStorageBytes(result.getType());
        if (!bytes || returned.contains(result))
          continue;
        unsigned last = i;
        for (Operation *user : result.getUsers())
          last = std::max(last,
                          indexOf.lookup(block.findAncestorOpInBlock(*user)));
        int64_t size = llvm::alignTo(*bytes, alignment);
        planned[result] = {size, last};
      }
    }
    SmallVector<SmallVector<Value>> dying(ops.size());
    for (auto &[value, p] : planned)
      dying[p.lastUse].push_back(value);

    // 2. Offsets, in program order.
    Arena arena;
    for (auto [i, op] : llvm::enumerate(ops)) {
      std::optional<int64_t> inPlace = pickInPlace(op, i, planned);
      Value overwritten = inPlace ? op->getOperand(*inPlace) : Value();
      SmallVector<int64_t> offsets;
      for (Value result : op->getResults()) {
        auto it = planned.find(result);
        if (it == planned.end()) {
          offsets.push_back(-1);
          continue;
        }
        it->second.offset = overwritten ? planned[overwritten].offset
                                        : arena.allocate(it->second.size);
        offsets.push_back(it->second.offset);
      }
      // The overwritten block now belongs to the result.
      for (Value value : dying[i])
        if (value != overwritten)
          arena.release(planned[value].offset, planned[value].size);

      // 3. The plan, as attributes.
      if (llvm::any_of(offsets, [](int64_t o) { return o >= 0; }))
        placement.setAttr(op,
                          PlacementAttr::get(&getContext(), offsets, inPlace));
    }
    int64_t naive = 0;
    for (auto &entry : planned)
      naive += entry.second.size;
    pyc->getMemoryPlanAttrHelper().setAttr(
        func, MemoryPlanAttr::get(&getContext(), arena.size(), naive,
                                  alignment));
  }
};

} // namespace
