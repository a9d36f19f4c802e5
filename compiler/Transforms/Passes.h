//===- Passes.h - pyc passes -----------------------------------*- C++ -*-===//

#ifndef PYC_TRANSFORMS_PASSES_H
#define PYC_TRANSFORMS_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyc {

#define GEN_PASS_DECL
#include "Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Transforms/Passes.h.inc"

} // namespace mlir::pyc

#endif // PYC_TRANSFORMS_PASSES_H
