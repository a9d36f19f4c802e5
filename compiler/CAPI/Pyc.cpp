//===- Pyc.cpp - C API of the pyc dialect and its passes ------------------===//

#include "CAPI/Pyc.h"

#include "Conversion/Passes.h"
#include "Pipelines/Pipelines.h"
#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Target/Triton/TranslateToTriton.h"
#include "Transforms/Passes.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/CAPI/Support.h"
#include "mlir/CAPI/Utils.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

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

using namespace mlir;

namespace {

/// The passes running now, innermost last. A pass that began and neither
/// finished nor failed when the run returns was left by a crash.
class RunningPasses : public PassInstrumentation {
public:
  explicit RunningPasses(SmallVector<std::string> &running)
      : running(running) {}
  void runBeforePass(Pass *pass, Operation *) override {
    StringRef argument = pass->getArgument();
    running.push_back((argument.empty() ? pass->getName() : argument).str());
  }
  void runAfterPass(Pass *, Operation *) override { running.pop_back(); }
  void runAfterPassFailed(Pass *, Operation *) override { running.pop_back(); }

private:
  SmallVector<std::string> &running;
};

/// Writes `op` and the pipeline of `pm` to `path` (creating its directory)
/// in the form `pycompile-opt --run-reproducer` replays: the IR, with its
/// locations (the user's lines), then the pipeline in an `mlir_reproducer`
/// resource. Returns what became of it, for a diagnostic.
std::string writeReproducer(StringRef path, Operation *op,
                            const PassManager &pm) {
  if (std::error_code ec =
          llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path)))
    return ("cannot create the directory of " + path + ": " + ec.message())
        .str();
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    return ("cannot write a reproducer to " + path + ": " + ec.message()).str();
  op->print(os, OpPrintingFlags().enableDebugInfo());
  std::string passes;
  llvm::raw_string_ostream passesOs(passes);
  pm.printAsTextualPipeline(passesOs);
  os << "\n{-#\n  external_resources: {\n    mlir_reproducer: {\n"
     << "      pipeline: \"";
  llvm::printEscapedString(passes, os);
  os << "\",\n      disable_threading: true,\n      verify_each: "
     << "true\n    }\n  }\n#-}\n";
  return ("reproducer generated at `" + path + "`").str();
}

/// `report_fatal_error` calls this instead of printing and ending the
/// process: the reason is kept, and control goes back to the crash
/// recovery context of `pycRunPipeline`, as after a crash. Outside one it
/// prints the reason and returns, and LLVM ends the process as it would
/// have.
void recoverFromFatalError(void *reason, const char *message, bool) {
  *static_cast<std::string *>(reason) = message;
  if (llvm::CrashRecoveryContext *recovery =
          llvm::CrashRecoveryContext::GetCurrent())
    recovery->HandleExit(1);
  llvm::errs() << "LLVM ERROR: " << message << "\n";
}

} // namespace

int pycRunPipeline(MlirOperation op, MlirStringRef pipeline,
                   MlirStringRef reproducer) {
  Operation *root = unwrap(op);
  MLIRContext *context = root->getContext();
  // One thread: recovery is per thread, so a crash on a worker of the
  // context's thread pool would end the process; and a pipeline over one
  // function gains nothing from more.
  bool threaded = context->isMultithreadingEnabled();
  if (threaded)
    context->disableMultithreading();
  std::string fatalError;
  SmallVector<std::string> running;
  LogicalResult result = failure();
  // The pass manager's own crash reproducer (enableCrashReproducerGeneration)
  // is not used: it installs LLVM's signal handlers in the process for good
  // (SIGINT and SIGUSR1 among them), and here the process is Python's.
  // Recovery is this function's, and so is the reproducer: `root` as it was
  // before the run, a clone (0.4-0.7 ms for a GPT's forward graph).
  // Left to leak after a crash: its passes may have been stopped halfway
  // through changing their own state, which their destructors would read.
  auto pm = std::make_unique<PassManager>(context);
  pm->addInstrumentation(std::make_unique<RunningPasses>(running));
  OwningOpRef<Operation *> before;
  bool crashed;
  {
    llvm::ScopedFatalErrorHandler fatalHandler(recoverFromFatalError,
                                               &fatalError);
    // Signal handlers that turn a crash (an assertion, a fatal error, a bad
    // memory access) into a jump back here, installed for the run only:
    // outside it, the process's own handlers apply.
    llvm::CrashRecoveryContext::Enable();
    llvm::CrashRecoveryContext recovery;
    crashed = !recovery.RunSafely([&] {
      // Parsing builds registered pipelines, whose builders may fail
      // fatally too.
      std::string parseError;
      llvm::raw_string_ostream parseErrors(parseError);
      FailureOr<OpPassManager> parsed =
          parsePassPipeline(unwrap(pipeline), parseErrors);
      if (failed(parsed)) {
        emitError(root->getLoc())
            << "cannot parse the pass pipeline: " << parseError;
        return;
      }
      static_cast<OpPassManager &>(*pm) = std::move(*parsed);
      if (reproducer.length > 0)
        before = root->clone();
      result = pm->run(root);
    });
    llvm::CrashRecoveryContext::Disable();
  }
  if (crashed) {
    InFlightDiagnostic diag = emitError(UnknownLoc::get(context));
    diag << "a crash in "
         << (running.empty() ? "the pass pipeline's construction"
                             : "pass '" + running.back() + "'")
         << " was recovered";
    if (!fatalError.empty())
      diag << ": LLVM ERROR: " << fatalError;
  } else if (threaded) {
    // After a crash the context may be inside a run that never ended, and
    // changing its threading would abort; the caller discards it.
    context->enableMultithreading();
  }
  if ((crashed || failed(result)) && before)
    emitError(UnknownLoc::get(context))
        << writeReproducer(unwrap(reproducer), before.get(), *pm);
  if (crashed) {
    (void)pm.release();
    return 2;
  }
  return succeeded(result) ? 0 : 1;
}

int pycTranslateToTriton(MlirOperation op, MlirStringCallback callback,
                         void *userData) {
  auto module = dyn_cast<ModuleOp>(unwrap(op));
  if (!module) {
    unwrap(op)->emitError("pyc-to-triton translates a builtin.module");
    return 1;
  }
  detail::CallbackOstream stream(callback, userData);
  return failed(pyc::translateToTriton(module, stream)) ? 1 : 0;
}

int pycDescribeOp(MlirLocation loc, MlirStringRef op,
                  MlirStringCallback callback, void *userData) {
  detail::CallbackOstream stream(callback, userData);
  stream << pyc::describeOp(unwrap(loc), unwrap(op));
  return 0;
}

int pycPrintSizes(MlirValue value, MlirStringCallback callback, void *userData) {
  FailureOr<AffineMapAttr> sizes = pyc::sizesOf(unwrap(value));
  if (failed(sizes))
    return 1;
  if (*sizes) {
    detail::CallbackOstream stream(callback, userData);
    sizes->print(stream);
  }
  return 0;
}
