//===- AttachTarget.cpp - describe the machine a module is for ------------===//
//
// pycompile writes `pyc.target` itself; this pass lets `pycompile-opt` and
// lit tests schedule one module for other machines.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycDialect.h"
#include "Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_ATTACHTARGET
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

struct AttachTargetPass
    : mlir::pyc::impl::AttachTargetBase<AttachTargetPass> {
  using AttachTargetBase::AttachTargetBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<TargetKind> parsed = symbolizeTargetKind(kind);
    if (!parsed) {
      module.emitError("pyc-attach-target: kind must be cpu or gpu, got '")
          << kind << "'";
      return signalPassFailure();
    }
    TargetAttr base = TargetAttr::getDefault(&getContext(), *parsed);
    // An option given (non-zero, non-empty) replaces the default's number.
    auto pick = [](int64_t given, int64_t otherwise) {
      return given ? given : otherwise;
    };
    TargetAttr target = TargetAttr::getChecked(
        [&] { return module.emitError("pyc-attach-target: "); }, &getContext(),
        *parsed, arch.empty() ? base.getArch() : StringRef(arch),
        pick(vectorBits, base.getVectorBits()), pick(cores, base.getCores()),
        pick(warp, base.getWarp()),
        pick(multiprocessors, base.getMultiprocessors()),
        pick(l2Bytes, base.getL2Bytes()),
        pick(sharedBytes, base.getSharedBytes()));
    if (!target)
      return signalPassFailure();
    auto *dialect = getContext().getLoadedDialect<PycDialect>();
    dialect->getTargetAttrHelper().setAttr(module, target);
  }
};

} // namespace
