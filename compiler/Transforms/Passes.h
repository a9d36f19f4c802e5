//===- Passes.h - pyc passes -----------------------------------*- C++ -*-===//

#ifndef PYC_TRANSFORMS_PASSES_H
#define PYC_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyc {

/// The most ops a kernel holds, by default: pyc-fuse starts a new kernel
/// past it and pyc-inline-copies merges no computing kernel past it (their
/// `max-ops` options).
constexpr int64_t kMaxKernelOps = 256;

#define GEN_PASS_DECL
#include "Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Transforms/Passes.h.inc"

} // namespace mlir::pyc

#endif // PYC_TRANSFORMS_PASSES_H
