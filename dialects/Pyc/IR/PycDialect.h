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

#endif // PYC_IR_PYCDIALECT_H
