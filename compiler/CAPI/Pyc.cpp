//===- Pyc.cpp - C API of the pyc dialect and its passes ------------------===//

#include "CAPI/Pyc.h"

#include "Conversion/Passes.h"
#include "Pipelines/Pipelines.h"
#include "Pyc/IR/PycDialect.h"
#include "Transforms/Passes.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Pyc, pyc, mlir::pyc::PycDialect)

void pycRegisterDialects(MlirDialectRegistry registry) {
  unwrap(registry)->insert<mlir::pyc::PycDialect>();
}

void pycRegisterPasses(void) {
  // Upstream passes are registered by the `mlir` bindings themselves.
  mlir::pyc::registerPycPasses();
  mlir::pyc::registerPycConversionPasses();
  mlir::pyc::registerPycPipelines();
}
