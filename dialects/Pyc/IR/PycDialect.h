//===- PycDialect.h - the pyc dialect --------------------------*- C++ -*-===//

#ifndef PYC_IR_PYCDIALECT_H
#define PYC_IR_PYCDIALECT_H

#include "mlir/IR/Dialect.h"

#include "Pyc/IR/PycDialect.h.inc"

#endif // PYC_IR_PYCDIALECT_H
