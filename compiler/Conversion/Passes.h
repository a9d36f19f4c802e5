//===- Passes.h - conversions out of pyc -----------------------*- C++ -*-===//

#ifndef PYC_CONVERSION_PASSES_H
#define PYC_CONVERSION_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::pyc {

#define GEN_PASS_DECL
#include "Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Conversion/Passes.h.inc"

} // namespace mlir::pyc

#endif // PYC_CONVERSION_PASSES_H
