//===- MergedKernel.h - one kernel built from others' bodies ----*- C++ -*-===//
//
// pyc-fuse-attention and pyc-inline-copies replace kernels by one that
// computes their bodies in turn; both gather its inputs this way.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_TRANSFORMS_MERGEDKERNEL_H
#define PYC_TRANSFORMS_MERGEDKERNEL_H

#include "Pyc/IR/PycOps.h"

#include "mlir/IR/IRMapping.h"

namespace mlir::pyc {

/// The body of a kernel being built from other kernels' bodies, and its
/// inputs: each value from outside is one input (one block argument),
/// however many of the merged kernels read it.
struct MergedKernel {
  Block *body = new Block();
  SmallVector<Value> inputs;
  IRMapping map;

  /// Maps each block argument of `kernel` to the body's argument for the
  /// value it reads (added on first sight), but those `skip` names (values
  /// the merged body computes; the caller maps them).
  void take(KernelOp kernel, function_ref<bool(BlockArgument)> skip) {
    for (BlockArgument arg : kernel.getBody().getArguments()) {
      if (skip(arg))
        continue;
      Value outer = kernel.getOperand(arg.getArgNumber());
      auto *known = llvm::find(inputs, outer);
      if (known != inputs.end()) {
        map.map(arg, body->getArgument(known - inputs.begin()));
        continue;
      }
      inputs.push_back(outer);
      map.map(arg, body->addArgument(arg.getType(), arg.getLoc()));
    }
  }

  /// A kernel of `kind` with this body (its yield built), at `loc`, in
  /// place of `replaced`, whose results it computes; `replaced` is erased.
  KernelOp replace(KernelOp replaced, KernelKind kind, Location loc) {
    OpBuilder b(replaced);
    auto kernel =
        KernelOp::create(b, loc, replaced.getResultTypes(),
                         KernelKindAttr::get(b.getContext(), kind), inputs);
    kernel.getBody().push_back(body);
    replaced.replaceAllUsesWith(kernel.getResults());
    replaced.erase();
    return kernel;
  }
};

/// Calls `merge` on the kernels of `func` until it merges none: each merge
/// erases kernels, so the walk starts again after one.
inline void mergeKernels(Operation *func, function_ref<bool(KernelOp)> merge) {
  for (bool merged = true; merged;)
    merged = func->walk([&](KernelOp kernel) {
                    return merge(kernel) ? WalkResult::interrupt()
                                         : WalkResult::advance();
                  })
                 .wasInterrupted();
}

} // namespace mlir::pyc

#endif // PYC_TRANSFORMS_MERGEDKERNEL_H
