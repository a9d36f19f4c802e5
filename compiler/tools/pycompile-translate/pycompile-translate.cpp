//===- pycompile-translate.cpp - pycompile's translations out of MLIR -----===//
//
// An mlir-translate-style driver: `--pyc-to-triton` writes a scheduled pyc
// module (after pyc-gpu-pipeline) as Triton kernels and host functions.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycDialect.h"
#include "Target/Triton/TranslateToTriton.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Tools/mlir-translate/MlirTranslateMain.h"
#include "mlir/Tools/mlir-translate/Translation.h"

using namespace mlir;

int main(int argc, char **argv) {
  TranslateFromMLIRRegistration toTriton(
      "pyc-to-triton",
      "Scheduled pyc kernels (after pyc-gpu-pipeline) as a Python module of "
      "Triton kernels and host functions",
      [](Operation *op, raw_ostream &os) -> LogicalResult {
        auto module = dyn_cast<ModuleOp>(op);
        if (!module)
          return op->emitError("pyc-to-triton translates a builtin.module");
        return pyc::translateToTriton(module, os);
      },
      [](DialectRegistry &registry) {
        registry.insert<pyc::PycDialect, func::FuncDialect,
                        arith::ArithDialect, math::MathDialect>();
      });
  return failed(mlirTranslateMain(argc, argv, "pycompile translation driver\n"))
             ? 1
             : 0;
}
