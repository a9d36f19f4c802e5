//===- PycDialect.h - the pyc dialect --------------------------*- C++ -*-===//

#ifndef PYC_IR_PYCDIALECT_H
#define PYC_IR_PYCDIALECT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/Operation.h"

// The attributes come first: the dialect's helpers for its discardable
// attributes (`discardableAttrs` in PycDialect.td) return them.
#include "Pyc/IR/PycEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "Pyc/IR/PycAttrs.h.inc"

#include "Pyc/IR/PycDialect.h.inc"

namespace mlir::pyc {
/// The `pyc.target` of the nearest op around `op` that has one (its
/// module), or null: a target-independent pass that defers to the target.
TargetAttr targetOf(Operation *op);

/// The machine `op` is compiled for: the `pyc.target` of the nearest op
/// around it that has one (its module), else the default target of `kind`
/// (`TargetAttr::getDefault`). A target of the other kind is an error,
/// reported on `op` in the name of `pass`, which must list the pyc dialect
/// among its dependent dialects.
FailureOr<TargetAttr> targetFor(Operation *op, TargetKind kind, StringRef pass);
} // namespace mlir::pyc

#endif // PYC_IR_PYCDIALECT_H
