//===- InlineCopies.cpp - copy kernels computed where they are read -------===//
//
// The rules are stated in Passes.td. pyc-fuse leaves a view, pad or concat
// that no pointwise reader pulls in as a kernel of its own, and the views
// feeding a concat are materialized before it (a concat is opaque to it):
// rotary's `cat(-x2, x1) * sin + x * cos` was four kernels, three of them
// copies, where one kernel reads `x` and computes each element. On a GPU
// every element of a copy is as cheap to compute where it is read (a load
// at a moved index, `elementFromOperands`) as to load from memory, and each
// kernel saved is a launch and a round trip through memory. So is a
// pointwise kernel pyc-fuse left before a copy or a concat (a product
// rotated, then transposed for a product torch runs), where it is computed
// once an element in its reader, or is small.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/GpuLaunch.h"
#include "Transforms/MergedKernel.h"
#include "Transforms/Passes.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_INLINECOPIES
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// A computing kernel of fewer ops than this (16 with its yield) may be
/// inlined where its reader computes it more than once an element.
constexpr int64_t kSmallKernelOps = 16;

/// The ops of `kernel`'s body, its terminator left out.
int64_t opCount(KernelOp kernel) {
  return static_cast<int64_t>(kernel.getBody().front().getOperations().size()) - 1;
}

/// Whether `op` only moves elements (or changes their type or sign): a
/// view that keeps the innermost dim innermost, a pad, a concat, a splat
/// constant, a convert, a negation. A transpose of the innermost dim stays
/// in a kernel of its own, which reads and writes in contiguous runs
/// (pyc-tile-gpu's `tiled`); read in place, it would scatter its reader's
/// loads.
bool movesElements(Operation &op) {
  if (auto transpose = dyn_cast<TransposeOp>(op))
    return !gpu::movesInnermost(transpose);
  DenseElementsAttr attr;
  if (isa<ConstantOp>(op))
    return matchPattern(op.getResult(0), m_Constant(&attr)) && attr.isSplat();
  return op.hasTrait<OpTrait::pyc::View>() ||
         isa<PadOp, ConcatOp, ConvertOp, NegOp>(op);
}

/// Whether every op of `kernel`, a pointwise kernel or one pyc-fuse left
/// opaque (for a concat or a pad), satisfies `computes`.
bool computedBy(KernelOp kernel, function_ref<bool(Operation &)> computes) {
  return (kernel.getKind() == KernelKind::Pointwise ||
          kernel.getKind() == KernelKind::Opaque) &&
         llvm::all_of(kernel.getBody().front().without_terminator(), computes);
}

/// Whether `kernel` computes its results by moving elements alone.
bool isCopy(KernelOp kernel) { return computedBy(kernel, movesElements); }

/// Whether `kernel` computes each element of its results from elements of
/// its operands alone (pointwise ops, and moves as a copy's): computed in
/// its reader, an element costs the loads of its operands there, where the
/// kernel costs a launch, a store and a load. LLaMA's attention backward
/// rotates dq and dk (a product, then a rotate-half) and transposes each
/// for its weight's product: three kernels each.
bool isElementwise(KernelOp kernel) {
  return computedBy(kernel, [](Operation &op) {
    return movesElements(op) || op.hasTrait<OpTrait::pyc::Pointwise>();
  });
}

/// Whether `kernel`, inlined into `reader`, would be computed more than
/// once an element: `reader` reads its results twice (a rotate-half's two
/// slices) or computes more elements than they have (broadcasts them).
bool recomputed(KernelOp kernel, KernelOp reader) {
  auto elements = [](Type type) {
    auto shaped = cast<ShapedType>(type);
    return shaped.hasStaticShape() ? shaped.getNumElements() : ShapedType::kDynamic;
  };
  int64_t given = 0, computed = 0;
  for (Type type : kernel->getResultTypes())
    given = std::max(given, elements(type));
  for (Type type : reader->getResultTypes())
    computed = std::max(computed, elements(type));
  if (given == ShapedType::kDynamic || computed == ShapedType::kDynamic ||
      given < computed)
    return true;
  size_t reads = 0;
  for (BlockArgument arg : reader.getBody().getArguments())
    if (reader.getOperand(arg.getArgNumber()).getDefiningOp() == kernel)
      reads += std::distance(arg.use_begin(), arg.use_end());
  return reads > 1;
}

/// Whether `kernel` computes element by element, so that ops computing
/// its operands' elements may join it: a pointwise or reduction kernel, or
/// a copy.
bool readsElements(KernelOp kernel) {
  return kernel.getKind() == KernelKind::Pointwise ||
         kernel.getKind() == KernelKind::Reduction || isCopy(kernel);
}

/// The one kernel, in `kernel`'s block, that `users` (of `kernel`'s
/// results) are; null where another op (another kernel, the function's
/// return) is one of them, or there are none.
template <typename Users>
KernelOp soleReader(KernelOp kernel, Users &&users) {
  KernelOp reader;
  for (Operation *user : users) {
    auto k = dyn_cast<KernelOp>(user);
    if (!k || (reader && k != reader))
      return {};
    reader = k;
  }
  return reader && reader->getBlock() == kernel->getBlock() ? reader
                                                            : KernelOp();
}

/// The one kernel, in `copy`'s block, that reads every result of `copy`.
KernelOp onlyReader(KernelOp copy) { return soleReader(copy, copy->getUsers()); }

/// `reader` with `copy`'s ops computed at the start of its body: its
/// inputs are its own but `copy`'s results, then `copy`'s inputs it did
/// not read already. `copy` is erased.
void inlineInto(KernelOp copy, KernelOp reader) {
  MergedKernel merged;
  IRMapping &map = merged.map;
  auto copied = [&](BlockArgument arg) {
    return reader.getOperand(arg.getArgNumber()).getDefiningOp() == copy;
  };
  merged.take(reader, copied);
  merged.take(copy, [](BlockArgument) { return false; });
  OpBuilder inside(reader.getContext());
  inside.setInsertionPointToEnd(merged.body);
  for (Operation &op : copy.getBody().front().without_terminator())
    inside.clone(op, map);
  ValueRange results = copy.getBody().front().getTerminator()->getOperands();
  for (BlockArgument arg : reader.getBody().getArguments())
    if (copied(arg))
      map.map(arg, map.lookup(results[cast<OpResult>(reader.getOperand(
                                          arg.getArgNumber()))
                                          .getResultNumber()]));
  for (Operation &op : reader.getBody().front())
    inside.clone(op, map);
  DictionaryAttr attributes = reader->getDiscardableAttrDictionary();
  merged.replace(reader, reader.getKind(), reader.getLoc())
      ->setDiscardableAttrs(attributes);
  copy.erase();
}

/// The ops of `kernel`'s body that its result `index` needs.
llvm::SetVector<Operation *> coneOf(KernelOp kernel, unsigned index) {
  Block &body = kernel.getBody().front();
  llvm::SetVector<Operation *> cone;
  SmallVector<Value> work{body.getTerminator()->getOperand(index)};
  while (!work.empty())
    if (Operation *def = work.pop_back_val().getDefiningOp();
        def && def->getBlock() == &body && cone.insert(def))
      llvm::append_range(work, def->getOperands());
  return cone;
}

/// A kernel computing result `index` of `kernel` alone (the ops of its body
/// that result needs, the operands they read), before `kernel`: the
/// result's readers read it instead.
void splitOff(KernelOp kernel, unsigned index) {
  Block &body = kernel.getBody().front();
  Value yielded = body.getTerminator()->getOperand(index);
  llvm::SetVector<Operation *> cone = coneOf(kernel, index);
  MergedKernel alone;
  alone.take(kernel, [&](BlockArgument arg) {
    return !llvm::any_of(arg.getUsers(), [&](Operation *user) {
      return cone.contains(user);
    }) && arg != yielded;
  });
  OpBuilder inside(kernel.getContext());
  inside.setInsertionPointToEnd(alone.body);
  for (Operation &op : body.without_terminator())
    if (cone.contains(&op))
      inside.clone(op, alone.map);
  YieldOp::create(inside, kernel.getLoc(), alone.map.lookupOrDefault(yielded));
  OpBuilder b(kernel);
  auto split = KernelOp::create(b, kernel.getLoc(),
                                TypeRange{kernel.getResult(index).getType()},
                                kernel.getKindAttr(), alone.inputs);
  split.getBody().push_back(alone.body);
  kernel.getResult(index).replaceAllUsesWith(split.getResult(0));
}

struct InlineCopiesPass
    : mlir::pyc::impl::InlineCopiesBase<InlineCopiesPass> {
  using InlineCopiesBase::InlineCopiesBase;

  /// Whether each result of `kernel`, an elementwise kernel of several
  /// results, each computed by a small piece of it, is read by one kernel of
  /// its own that would compute it (the rules below): pyc-fuse joins ops
  /// that read one value or one splat constant (batch norm's running mean
  /// and variance, each times the momentum, were one kernel read by the
  /// mean's and the variance's kernels, inlined into neither: a launch and
  /// two buffers a batch norm; two batch norms' four, a launch and four).
  bool splits(KernelOp kernel) {
    if (kernel.getNumResults() < 2 || !isElementwise(kernel) ||
        onlyReader(kernel))
      return false;
    for (unsigned i = 0; i < kernel.getNumResults(); ++i) {
      KernelOp reader = soleReader(kernel, kernel.getResult(i).getUsers());
      int64_t piece = static_cast<int64_t>(coneOf(kernel, i).size());
      if (!reader || !readsElements(reader) || piece >= kSmallKernelOps ||
          piece + opCount(reader) > maxOps)
        return false;
    }
    return true;
  }

  void runOnOperation() override {
    SmallVector<KernelOp> split;
    getOperation()->walk([&](KernelOp kernel) {
      if (splits(kernel))
        split.push_back(kernel);
    });
    for (KernelOp kernel : split) {
      for (unsigned i = 0; i < kernel.getNumResults(); ++i)
        splitOff(kernel, i);
      kernel.erase();
    }
    mergeKernels(getOperation(), [&](KernelOp kernel) {
      KernelOp reader = isElementwise(kernel) ? onlyReader(kernel) : KernelOp();
      if (!reader || !readsElements(reader))
        return false;
      // pyc-fuse's bound on a kernel, which a chain it cut would pass again.
      if (!isCopy(kernel) && opCount(kernel) + opCount(reader) > maxOps)
        return false;
      // Computed more than once an element, only a small kernel is (its
      // inlined producers included, so chains stay bounded).
      bool small = opCount(kernel) < kSmallKernelOps;
      if (!isCopy(kernel) && recomputed(kernel, reader) && !small)
        return false;
      // Into a reduction, only a small computing kernel: its elements are
      // computed in the reduction's 2-d tile, beside the accumulators (a
      // max pooling's backward, nine spread cotangents summed, in batch
      // norm's column sums over channels-last data: 8.8 ms of resnet18's
      // step on an H200, where a kernel of its own reads and writes it once).
      if (!isCopy(kernel) && !small && reader.getKind() == KernelKind::Reduction)
        return false;
      inlineInto(kernel, reader);
      return true;
    });
  }
};

} // namespace
