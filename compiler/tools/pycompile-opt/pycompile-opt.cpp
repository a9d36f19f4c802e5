//===- pycompile-opt.cpp - the mlir-opt-style driver of pycompile ---------===//
//
// Reads any .mlir file, runs any upstream or pyc pass or pipeline, and prints
// the result; diagnostics carry locations and end in exit code 1.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Passes.h"
#include "Pipelines/Pipelines.h"
#include "Pyc/IR/PycDialect.h"
#include "Transforms/Passes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::pyc::registerPycPasses();
  mlir::pyc::registerPycConversionPasses();
  mlir::pyc::registerPycPipelines();

  mlir::DialectRegistry registry;
  registry.insert<mlir::pyc::PycDialect>();
  // Upstream dialects (func, arith, math, scf, memref, vector, tensor, linalg,
  // llvm, ...) and their interface extensions, which later stages lower to.
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);

  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "pycompile optimizer driver\n", registry));
}
