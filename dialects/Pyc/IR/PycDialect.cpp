//===- PycDialect.cpp - the pyc dialect -----------------------------------===//

#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::pyc;

#include "Pyc/IR/PycDialect.cpp.inc"
#include "Pyc/IR/PycEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "Pyc/IR/PycAttrs.cpp.inc"

void PycDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Pyc/IR/PycAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "Pyc/IR/PycOps.cpp.inc"
      >();
}

Operation *PycDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}
