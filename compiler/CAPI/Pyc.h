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

/// Runs the textual pass pipeline `pipeline` (anchored on `op`'s name, as
/// in "builtin.module(canonicalize)") on `op`, on one thread, recovering
/// from crashes: a signal, an assertion failure or an LLVM fatal error in
/// a pass or in the pipeline's construction fails the run instead of ending
/// the process. If a pass fails or crashes and `reproducer` is not empty,
/// `op` as it was before the run is written there (its directories created)
/// with the pipeline, for `pycompile-opt --run-reproducer`. Errors go to the
/// context's diagnostic handlers: the pass's own, the reproducer's path,
/// which pass crashed, a fatal error's message.
///
/// Returns 0 on success, 1 on failure, 2 after a crash. After a crash, `op`
/// may be half rewritten and the context left inside a run: neither may be
/// used or destroyed (destroying IR with dangling uses aborts).
MLIR_CAPI_EXPORTED int pycRunPipeline(MlirOperation op, MlirStringRef pipeline,
                                      MlirStringRef reproducer);

/// Writes the module `op` (after `pyc-gpu-pipeline`) as Python source of
/// Triton kernels and host functions (`pycompile-translate --pyc-to-triton`),
/// in pieces, to `callback`. Returns 0 on success, 1 if the module has what
/// the translation cannot express; its errors go to the context's
/// diagnostic handlers.
MLIR_CAPI_EXPORTED int pycTranslateToTriton(MlirOperation op,
                                            MlirStringCallback callback,
                                            void *userData);

/// Writes the sizes of `value`, a ranked tensor inside a function with
/// run-time sizes, to `callback` as the text of an op's `sizes` attribute (an
/// affine map over the function's symbols, `pyc.symbols`); nothing where
/// the shape is static. Returns 0 on success, 1 where a `?` dim's size cannot
/// be told (see `symbolicShape`).
MLIR_CAPI_EXPORTED int pycPrintSizes(MlirValue value, MlirStringCallback callback,
                                     void *userData);

/// Writes the op at `loc` and the user's line as run-time errors name it
/// (`aten.op at file.py:12`; `op` where the location names none) to
/// `callback`. Returns 0.
MLIR_CAPI_EXPORTED int pycDescribeOp(MlirLocation loc, MlirStringRef op,
                                     MlirStringCallback callback,
                                     void *userData);

#ifdef __cplusplus
}
#endif

#endif // PYC_CAPI_PYC_H
