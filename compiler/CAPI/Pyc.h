/*===- Pyc.h - C API of the pyc dialect and its passes -----------*- C -*-===*\
|*                                                                            *|
|* The Python package loads these through ctypes and hands them the context  *|
|* or registry of the `mlir` bindings, so pyc lives in the bindings' MLIR.   *|
\*===----------------------------------------------------------------------===*/

#ifndef PYC_CAPI_PYC_H
#define PYC_CAPI_PYC_H

#include "mlir-c/IR.h"
#include "mlir-c/RegisterEverything.h"

#ifdef __cplusplus
extern "C" {
#endif

MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Pyc, pyc);

/// Inserts the pyc dialect into `registry`.
MLIR_CAPI_EXPORTED void pycRegisterDialects(MlirDialectRegistry registry);

/// Registers every pyc pass and pipeline with the global pass registry, so
/// `PassManager.parse` finds them. Safe to call more than once.
MLIR_CAPI_EXPORTED void pycRegisterPasses(void);

#ifdef __cplusplus
}
#endif

#endif // PYC_CAPI_PYC_H
