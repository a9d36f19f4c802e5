//===- PycDialect.cpp - the pyc dialect -----------------------------------===//

#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
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
  size_t blocks = strategy == GpuStrategy::Pointwise   ? 1
                  : strategy == GpuStrategy::Dot ||
                          strategy == GpuStrategy::Split
                      ? 3
                  : strategy == GpuStrategy::Attention ? 4
                                                       : 2;
  if (block.size() != blocks)
    return emitError() << "#pyc.gpu_schedule: strategy "
                       << stringifyGpuStrategy(strategy) << " takes " << blocks
                       << " block size(s), got " << block.size();
  for (int64_t size : block)
    if (size < 1 || !llvm::isPowerOf2_64(size))
      return emitError() << "#pyc.gpu_schedule: block sizes must be powers "
                            "of two, got "
                         << size;
  if ((strategy == GpuStrategy::Dot || strategy == GpuStrategy::Attention) &&
      llvm::any_of(block, [](int64_t size) { return size < 16; }))
    return emitError() << "#pyc.gpu_schedule: strategy "
                       << stringifyGpuStrategy(strategy)
                       << " takes block sizes of at least 16 (tl.dot's "
                          "smallest)";
  if (warps < 1 || warps > 32 || !llvm::isPowerOf2_64(warps))
    return emitError() << "#pyc.gpu_schedule: warps must be a power of two "
                          "from 1 to 32, got "
                       << warps;
  if (stages < 1)
    return emitError() << "#pyc.gpu_schedule: stages must be >= 1, got "
                       << stages;
  return success();
}

LogicalResult
MemoryPlanAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                       int64_t arena, int64_t naive, int64_t alignment) {
  if (alignment < 1)
    return emitError() << "#pyc.memory_plan: alignment must be positive, got "
                       << alignment;
  // Every block is a multiple of the alignment, so both sums are too; the
  // peak of the blocks live at once never exceeds all blocks together.
  if (arena < 0 || arena % alignment || naive % alignment)
    return emitError() << "#pyc.memory_plan: arena and naive must be "
                          "non-negative multiples of the alignment "
                       << alignment << ", got " << arena << " and " << naive;
  if (naive < arena)
    return emitError() << "#pyc.memory_plan: arena (" << arena
                       << ") exceeds naive (" << naive << ")";
  return success();
}

LogicalResult
PlacementAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                      ArrayRef<int64_t> offsets,
                      std::optional<int64_t> inplace) {
  if (llvm::any_of(offsets, [](int64_t o) { return o < -1; }))
    return emitError() << "#pyc.placement: an offset is a byte offset or -1 "
                          "(not planned)";
  if (llvm::none_of(offsets, [](int64_t o) { return o >= 0; }))
    return emitError() << "#pyc.placement: places no result";
  if (inplace && *inplace < 0)
    return emitError() << "#pyc.placement: inplace must be an operand index, "
                          "got "
                       << *inplace;
  return success();
}

/// `pyc.placement`: one offset per result, each block aligned and within
/// the `#pyc.memory_plan` of the function around the op; in place only for
/// a single-result kernel, over an operand whose block it then shares.
static LogicalResult verifyPlacement(Operation *op, PlacementAttr placement) {
  Operation *func = op->getParentOp();
  auto *dialect = op->getContext()->getLoadedDialect<PycDialect>();
  MemoryPlanAttr plan =
      func ? dialect->getMemoryPlanAttrHelper().getAttr(func) : nullptr;
  if (!plan)
    return op->emitError("#pyc.placement outside a function with a "
                         "#pyc.memory_plan");
  ArrayRef<int64_t> offsets = placement.getOffsets();
  if (offsets.size() != op->getNumResults())
    return op->emitError("#pyc.placement has ")
           << offsets.size() << " offset(s) for " << op->getNumResults()
           << " result(s)";
  for (auto [offset, result] : llvm::zip(offsets, op->getResults())) {
    if (offset < 0)
      continue;
    std::optional<int64_t> bytes = getStorageBytes(result.getType());
    if (!bytes)
      return op->emitError("#pyc.placement places result #")
             << result.getResultNumber()
             << ", which is not a statically shaped tensor";
    int64_t end = offset + llvm::alignTo(*bytes, plan.getAlignment());
    if (offset % plan.getAlignment() || end > plan.getArena())
      return op->emitError("#pyc.placement: result #")
             << result.getResultNumber() << " at [" << offset << ", " << end
             << ") is not an aligned block of the " << plan.getArena()
             << "-byte arena (alignment " << plan.getAlignment() << ")";
  }
  std::optional<int64_t> inplace = placement.getInplace();
  if (!inplace)
    return success();
  if (!isa<KernelOp>(op) || op->getNumResults() != 1 || offsets[0] < 0)
    return op->emitError("#pyc.placement: inplace is for a pyc.kernel with "
                         "one placed result");
  if (*inplace >= op->getNumOperands())
    return op->emitError("#pyc.placement: inplace operand ")
           << *inplace << " of " << op->getNumOperands();
  // The overwritten block is the operand's; where its producer is placed,
  // the offsets must agree. (The producer's own placement may be malformed:
  // its verifier reports that.)
  auto overwritten = dyn_cast<OpResult>(op->getOperand(*inplace));
  if (!overwritten)
    return success();
  PlacementAttr source =
      dialect->getPlacementAttrHelper().getAttr(overwritten.getOwner());
  unsigned number = overwritten.getResultNumber();
  if (source && number < source.getOffsets().size() &&
      source.getOffsets()[number] != offsets[0])
    return op->emitError("#pyc.placement: in place over operand ")
           << *inplace << ", but at offset " << offsets[0] << ", not its "
           << source.getOffsets()[number];
  return success();
}

LogicalResult TargetAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 TargetKind kind, StringRef arch,
                                 int64_t vectorBits, int64_t cores,
                                 int64_t warp, int64_t multiprocessors,
                                 int64_t l2Bytes, int64_t sharedBytes) {
  if (arch.empty())
    return emitError() << "#pyc.target: arch must name the processor";
  if (l2Bytes <= 0)
    return emitError() << "#pyc.target: l2_bytes must be positive, got "
                       << l2Bytes;
  if (kind == TargetKind::Cpu) {
    if (warp || multiprocessors || sharedBytes)
      return emitError() << "#pyc.target: warp, multiprocessors and "
                            "shared_bytes describe GPUs, not a cpu target";
    if (vectorBits != 128 && vectorBits != 256 && vectorBits != 512)
      return emitError() << "#pyc.target: a cpu's vector_bits must be 128, "
                            "256 or 512, got "
                         << vectorBits;
    if (cores < 1)
      return emitError() << "#pyc.target: a cpu needs cores >= 1, got "
                         << cores;
    return success();
  }
  if (vectorBits || cores)
    return emitError() << "#pyc.target: vector_bits and cores describe CPUs, "
                          "not a gpu target";
  if (warp != 32 && warp != 64)
    return emitError() << "#pyc.target: a gpu's warp must be 32 or 64 "
                          "threads, got "
                       << warp;
  if (multiprocessors < 1 || sharedBytes <= 0)
    return emitError() << "#pyc.target: a gpu needs multiprocessors >= 1 and "
                          "shared_bytes > 0, got "
                       << multiprocessors << " and " << sharedBytes;
  return success();
}

TargetAttr TargetAttr::getDefault(MLIRContext *context, TargetKind kind) {
  if (kind == TargetKind::Cpu)
    return get(context, kind, "x86-64-v4", /*vectorBits=*/512, /*cores=*/1,
               /*warp=*/0, /*multiprocessors=*/0, /*l2Bytes=*/2 << 20,
               /*sharedBytes=*/0);
  return get(context, kind, "sm_90", /*vectorBits=*/0, /*cores=*/0,
             /*warp=*/32, /*multiprocessors=*/132, /*l2Bytes=*/50 << 20,
             /*sharedBytes=*/227 << 10);
}

TargetAttr mlir::pyc::targetOf(Operation *op) {
  // (Loaded: a pass that asks lists the dialect among its dependents.)
  auto *dialect = op->getContext()->getLoadedDialect<PycDialect>();
  for (Operation *around = op; around; around = around->getParentOp())
    if (TargetAttr target = dialect->getTargetAttrHelper().getAttr(around))
      return target;
  return {};
}

FailureOr<TargetAttr> mlir::pyc::targetFor(Operation *op, TargetKind kind,
                                           StringRef pass) {
  TargetAttr target = targetOf(op);
  if (!target)
    return TargetAttr::getDefault(op->getContext(), kind);
  if (target.getKind() != kind)
    return op->emitError(pass) << ": compiles for a " << stringifyTargetKind(kind)
                               << ", but the module's pyc.target is " << target;
  return target;
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

/// `pyc.symbols`: quadruples (symbol, argument, dim, coefficient) on a
/// function, a symbol numbered from 0, an argument of the function, a dim
/// of it where it is a ranked tensor or memref (or a negative one: an
/// element of a vector of sizes), a coefficient of at least 1. Passes build
/// affine maps from them. (The attribute stays on the function through the
/// LLVM lowering, whose arguments are no longer shaped.)
static LogicalResult verifySymbols(Operation *op, Attribute value) {
  auto quads = dyn_cast<DenseI64ArrayAttr>(value);
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!quads || !func || quads.size() % 4 != 0)
    return op->emitError("'pyc.symbols' must be an i64 array of quadruples "
                         "(symbol, argument, dim, coefficient) on a function");
  ArrayRef<Type> arguments = func.getArgumentTypes();
  for (size_t i = 0; i < quads.size(); i += 4) {
    int64_t symbol = quads[i], arg = quads[i + 1], dim = quads[i + 2],
            coefficient = quads[i + 3];
    bool isArgument =
        arg >= 0 && arg < static_cast<int64_t>(arguments.size());
    auto type = isArgument ? dyn_cast<ShapedType>(arguments[arg]) : ShapedType();
    if (symbol < 0 || !isArgument || coefficient < 1 ||
        (type && type.hasRank() && dim >= type.getRank()))
      return op->emitError("'pyc.symbols' quadruple ")
             << i / 4 << " (" << symbol << ", " << arg << ", " << dim << ", "
             << coefficient
             << ") does not name a symbol >= 0, a dim of an argument and a "
                "coefficient >= 1";
  }
  return success();
}

/// A size over a function's symbols: an affine map of no dims.
static bool isSizeMap(Attribute value, unsigned results) {
  auto map = dyn_cast<AffineMapAttr>(value);
  return map && map.getValue().getNumDims() == 0 &&
         (results == 0 || map.getValue().getNumResults() == results);
}

/// What `pyc-to-loops` leaves on a lowered function for its runtime
/// (Conversion/Passes.td): `pyc.index_checks`, a dictionary per check (its
/// op's `loc` and name `op`, the `dim` an index check indexes);
/// `pyc.result_sizes`, each result's shape over the symbols;
/// `pyc.scratch_bytes`, the scratch buffer's bytes over them;
/// `pyc.timed`, the position of each kernel timed (non-negative).
static LogicalResult verifyRuntimeAttr(Operation *op, StringRef name,
                                       Attribute value) {
  if (!isa<FunctionOpInterface>(op))
    return op->emitError("'") << name << "' is only for functions";
  bool valid = true;
  if (name == "pyc.index_checks") {
    auto checks = dyn_cast<ArrayAttr>(value);
    valid = checks && llvm::all_of(checks, [](Attribute check) {
              auto fields = dyn_cast<DictionaryAttr>(check);
              return fields && isa_and_present<LocationAttr>(fields.get("loc")) &&
                     isa_and_present<StringAttr>(fields.get("op")) &&
                     (!fields.get("dim") || isa<IntegerAttr>(fields.get("dim")));
            });
  } else if (name == "pyc.result_sizes") {
    auto shapes = dyn_cast<ArrayAttr>(value);
    valid = shapes && llvm::all_of(shapes, [](Attribute shape) {
              return isSizeMap(shape, /*results=*/0);
            });
  } else if (name == "pyc.scratch_bytes") {
    valid = isSizeMap(value, /*results=*/1);
  } else {
    auto positions = dyn_cast<DenseI64ArrayAttr>(value);
    valid = positions && llvm::all_of(positions.asArrayRef(),
                                      [](int64_t k) { return k >= 0; });
  }
  if (!valid)
    return op->emitError("'") << name << "' is malformed: " << value
                              << " (Conversion/Passes.td, pyc-to-loops)";
  return success();
}

LogicalResult PycDialect::verifyOperationAttribute(Operation *op,
                                                   NamedAttribute attribute) {
  StringRef name = attribute.getName().getValue();
  Attribute value = attribute.getValue();
  if (name == MemoryPlanAttrHelper::getNameStr()) {
    if (!isa<MemoryPlanAttr>(value))
      return op->emitError("'pyc.memory_plan' must be a #pyc.memory_plan");
    if (!isa<FunctionOpInterface>(op))
      return op->emitError("'pyc.memory_plan' is only for functions");
    return success();
  }
  if (name == PlacementAttrHelper::getNameStr()) {
    auto placement = dyn_cast<PlacementAttr>(value);
    if (!placement)
      return op->emitError("'pyc.placement' must be a #pyc.placement");
    return verifyPlacement(op, placement);
  }
  if (name == ArenaBytesAttrHelper::getNameStr() ||
      name == NaiveBytesAttrHelper::getNameStr()) {
    auto bytes = dyn_cast<IntegerAttr>(value);
    if (!bytes || !bytes.getType().isInteger(64) || bytes.getInt() < 0 ||
        !isa<FunctionOpInterface>(op))
      return op->emitError("'")
             << name << "' must be a non-negative i64 on a function";
    return success();
  }
  if (name == IndexChecksAttrHelper::getNameStr() ||
      name == ResultSizesAttrHelper::getNameStr() ||
      name == ScratchBytesAttrHelper::getNameStr() ||
      name == TimedAttrHelper::getNameStr())
    return verifyRuntimeAttr(op, name, value);
  if (name == SymbolsAttrHelper::getNameStr())
    return verifySymbols(op, value);
  if (name == TargetAttrHelper::getNameStr()) {
    if (!isa<TargetAttr>(value))
      return op->emitError("'pyc.target' must be a #pyc.target");
    if (!isa<ModuleOp>(op))
      return op->emitError("'pyc.target' is only for modules");
    return success();
  }
  if (name == "pyc.cpu_schedule")
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
  GpuStrategy strategy = schedule.getStrategy();
  bool fits = false;
  switch (kernel.getKind()) {
  case KernelKind::Pointwise:
  case KernelKind::Opaque:
    fits = strategy == GpuStrategy::Pointwise || strategy == GpuStrategy::Tiled;
    break;
  case KernelKind::Reduction:
    fits = strategy == GpuStrategy::Row || strategy == GpuStrategy::Looped ||
           strategy == GpuStrategy::Split;
    break;
  case KernelKind::Contraction:
    fits = strategy == GpuStrategy::Dot;
    break;
  case KernelKind::Attention:
    fits = strategy == GpuStrategy::Attention;
    break;
  }
  if (!fits)
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
