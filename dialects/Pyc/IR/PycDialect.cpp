//===- PycDialect.cpp - the pyc dialect -----------------------------------===//

#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

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

LogicalResult
CpuScheduleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        std::optional<int64_t> parallel, LoopOrder,
                        DenseI64ArrayAttr block, int64_t panel) {
  if (parallel && *parallel < 0)
    return emitError() << "#pyc.cpu_schedule: parallel must be a dim, got "
                       << *parallel;
  if (block && (block.size() != 2 || block[0] < 1 || block[1] < 1))
    return emitError() << "#pyc.cpu_schedule: block must be rows x cols, "
                          "both positive";
  if (panel < 0)
    return emitError() << "#pyc.cpu_schedule: panel must be positive, got "
                       << panel;
  return success();
}

LogicalResult
GpuScheduleAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                        GpuStrategy strategy, ArrayRef<int64_t> block,
                        int64_t warps, int64_t stages) {
  size_t blocks = strategy == GpuStrategy::Pointwise ? 1 : 2;
  if (block.size() != blocks)
    return emitError() << "#pyc.gpu_schedule: strategy "
                       << stringifyGpuStrategy(strategy) << " takes " << blocks
                       << " block size(s), got " << block.size();
  for (int64_t size : block)
    if (size < 1 || !llvm::isPowerOf2_64(size))
      return emitError() << "#pyc.gpu_schedule: block sizes must be powers "
                            "of two, got "
                         << size;
  if (warps < 1 || warps > 32 || !llvm::isPowerOf2_64(warps))
    return emitError() << "#pyc.gpu_schedule: warps must be a power of two "
                          "from 1 to 32, got "
                       << warps;
  if (stages < 1)
    return emitError() << "#pyc.gpu_schedule: stages must be >= 1, got "
                       << stages;
  return success();
}

/// `pyc.cpu_schedule`: on a kernel; contraction decisions on contractions.
static LogicalResult verifyCpuSchedule(Operation *op, Attribute value) {
  auto schedule = dyn_cast<CpuScheduleAttr>(value);
  if (!schedule)
    return op->emitError("'pyc.cpu_schedule' must be a #pyc.cpu_schedule");
  auto kernel = dyn_cast<KernelOp>(op);
  if (!kernel)
    return op->emitError("'pyc.cpu_schedule' is only for pyc.kernel ops");
  bool contraction = kernel.getKind() == KernelKind::Contraction;
  if (!contraction && (schedule.getBlock() || schedule.getPanel() ||
                       schedule.getOrder() != LoopOrder::IKJ))
    return op->emitError("#pyc.cpu_schedule: order, block and panel are "
                         "for contraction kernels");
  return success();
}

LogicalResult PycDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attribute) {
  if (attribute.getName() == "pyc.cpu_schedule")
    return verifyCpuSchedule(op, attribute.getValue());
  if (attribute.getName() != "pyc.gpu_schedule")
    return success();
  auto schedule = dyn_cast<GpuScheduleAttr>(attribute.getValue());
  if (!schedule)
    return op->emitError("'pyc.gpu_schedule' must be a #pyc.gpu_schedule");
  auto kernel = dyn_cast<KernelOp>(op);
  if (!kernel)
    return op->emitError("'pyc.gpu_schedule' is only for pyc.kernel ops");
  // Opaque kernels of element ops (views, pad, concat) run as pointwise.
  bool pointwise = kernel.getKind() == KernelKind::Pointwise ||
                   kernel.getKind() == KernelKind::Opaque;
  bool reduction = kernel.getKind() == KernelKind::Reduction;
  if ((pointwise && schedule.getStrategy() != GpuStrategy::Pointwise) ||
      (reduction && schedule.getStrategy() == GpuStrategy::Pointwise) ||
      (!pointwise && !reduction))
    return op->emitError("#pyc.gpu_schedule strategy ")
           << stringifyGpuStrategy(schedule.getStrategy())
           << " does not fit a " << stringifyKernelKind(kernel.getKind())
           << " kernel";
  return success();
}

Operation *PycDialect::materializeConstant(OpBuilder &builder, Attribute value,
                                           Type type, Location loc) {
  auto elements = dyn_cast<ElementsAttr>(value);
  if (!elements || elements.getType() != type)
    return nullptr;
  return ConstantOp::create(builder, loc, type, elements);
}
