//===- TranslateToTriton.h - pyc kernels as a Triton module ----*- C++ -*-===//

#ifndef PYC_TARGET_TRITON_TRANSLATETOTRITON_H
#define PYC_TARGET_TRITON_TRANSLATETOTRITON_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::pyc {

/// Writes `module` (functions of scheduled kernels, after
/// `pyc-gpu-pipeline`) as one Python module that imports only torch and
/// triton: a `@triton.jit` function per `pyc.kernel` and, per function, a
/// host function of the same name that allocates the results and launches
/// the kernels. Fails, with an error at the op, on what it cannot express
/// yet (contractions, gathers, opaque kernels, ops outside kernels).
LogicalResult translateToTriton(ModuleOp module, llvm::raw_ostream &os);

} // namespace mlir::pyc

#endif // PYC_TARGET_TRITON_TRANSLATETOTRITON_H
