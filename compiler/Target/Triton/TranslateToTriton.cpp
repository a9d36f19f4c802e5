//===- TranslateToTriton.cpp - pyc kernels as a Triton module -------------===//
//
// Each kernel becomes a `@triton.jit` function (KernelEmitter.h: an
// elemental emitter, as the CPU lowering's) and each function a host
// function that allocates, launches and returns; the module carries the
// prelude the kernels use and `KERNELS` (each kernel's parameter types).
//
//===----------------------------------------------------------------------===//

#include "Target/Triton/TranslateToTriton.h"
#include "Target/Triton/KernelEmitter.h"

#include "Conversion/Scalar.h"
#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Target/Triton/TritonPrinter.h"
#include "Transforms/GpuLaunch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <limits>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::pyc;
using namespace mlir::pyc::triton;

namespace {

/// The host side of one function: allocations, launches, results.
class HostEmitter {
public:
  HostEmitter(func::FuncOp func, Prelude &prelude, std::string &kernels)
      : func(func), prelude(prelude), kernels(kernels) {}
  FailureOr<std::string> emit();

private:
  func::FuncOp func;
  Prelude &prelude;
  std::string &kernels;
  DenseMap<Value, std::string> names;
  DenseSet<Value> arguments; // the function's arguments and views of them
  std::string body;
  unsigned buffers = 0;
  unsigned symbolCount = 0; // the function's size symbols, `s<k>`
  llvm::StringSet<> checking; // kernels that check indices

  void line(const Twine &text) { body += "    " + text.str() + "\n"; }
  /// `v`'s shape as a Python tuple of sizes.
  FailureOr<std::string> shapeText(Value v) {
    FailureOr<Shape> shape = symbolicShape(v);
    if (failed(shape))
      return emitError(v.getLoc(), "pyc-to-triton: a tensor whose run-time "
                                   "sizes are not known");
    return shapeTuple(*shape);
  }
  FailureOr<std::string> empty(Value v) {
    FailureOr<std::string> shape = shapeText(v);
    if (failed(shape))
      return failure();
    std::string name = "b" + std::to_string(buffers++);
    line(name + " = empty(" + *shape + ", " +
         stridesTuple(*symbolicShape(v)) + ", " +
         dtypeName(tensorTypeOf(v).getElementType(), /*torch=*/true) + ")");
    names[v] = name;
    return name;
  }
  LogicalResult define(KernelOp op, GpuScheduleAttr schedule,
                       const std::string &name, bool launchSized,
                       SplitPhase phase = SplitPhase::None,
                       const std::string &tail = "");
  LogicalResult defineCombination(KernelOp op, GpuScheduleAttr schedule,
                                  const std::string &name,
                                  const std::string &caller);
  LogicalResult split(KernelOp op, GpuScheduleAttr schedule,
                      const std::string &name, const std::string &args,
                      int64_t kept, int64_t block, unsigned number);
  /// The parameters every function of kernel `op` takes first, `in<i>`,
  /// `out<i>` and `s<k>`, each followed by ", ".
  std::string parameters(KernelOp op) {
    std::string params;
    for (unsigned i = 0; i < op.getNumOperands(); ++i)
      params += "in" + std::to_string(i) + ", ";
    for (unsigned i = 0; i < op.getNumResults(); ++i)
      params += "out" + std::to_string(i) + ", ";
    for (unsigned k = 0; k < symbolCount; ++k)
      params += "s" + std::to_string(k) + ", ";
    return params;
  }
  bool countersRead = false; // `counts = counters(device)` emitted
  LogicalResult kernel(KernelOp op, unsigned number);
  /// The compile options a launch of kernel `name` passes (OPTIONS).
  std::string options(const std::string &name) {
    return checking.contains(name) ? ", **OPTIONS[\"" + name + "\"]" : "";
  }
  /// The options of a launch of kernel `name` with `warps` and `stages`
  /// fixed now, which LAUNCHES records (with OPTIONS, what compiling the
  /// kernel before its first launch takes).
  std::string launchOptions(const std::string &name, int64_t warps,
                            int64_t stages) {
    prelude.launches += "    \"" + name + "\": (" + std::to_string(warps) +
                        ", " + std::to_string(stages) + "),\n";
    return "num_warps=" + std::to_string(warps) +
           ", num_stages=" + std::to_string(stages) + options(name);
  }
};

/// The name of kernel `op`, the `number`th of function `function`, as a
/// profile lists it: its kind and the first four ops it computes (views,
/// constants and converts left out; a reduction by its kind; `copy` where
/// it only moves elements), `graph_reduction_mul_sum_rsqrt_3`, as
/// Inductor's `triton_red_fused_...` names say what a kernel does.
static std::string kernelName(KernelOp op, StringRef function, unsigned number) {
  std::string name = (function + "_" + stringifyKernelKind(op.getKind())).str();
  SmallVector<StringRef, 4> ops;
  op.getBody().walk([&](Operation *inner) {
    if (ops.size() == 4 || inner->hasTrait<OpTrait::pyc::View>() ||
        isa<ConstantOp, ConvertOp, YieldOp>(inner))
      return;
    StringRef what = isa<ReduceOp>(inner)
                         ? stringifyReduceKind(cast<ReduceOp>(inner).getKind())
                         : inner->getName().stripDialect();
    if (!llvm::is_contained(ops, what))
      ops.push_back(what);
  });
  for (StringRef what : ops)
    name += ("_" + what).str();
  if (ops.empty())
    name += "_copy"; // moves elements alone
  return name + "_" + std::to_string(number);
}

LogicalResult HostEmitter::kernel(KernelOp op, unsigned number) {
  auto schedule = op->getAttrOfType<GpuScheduleAttr>("pyc.gpu_schedule");
  if (!schedule)
    return op.emitError("pyc-to-triton: a ")
           << stringifyKernelKind(op.getKind())
           << " kernel without a #pyc.gpu_schedule (run pyc-gpu-pipeline; "
              "opaque kernels have no Triton lowering yet)";
  std::string name = kernelName(op, func.getSymName(), number);
  bool split = schedule.getStrategy() == GpuStrategy::Split;
  if (!split && failed(define(op, schedule, name, /*launchSized=*/false)))
    return failure();
  std::string symbols;
  for (unsigned k = 0; k < symbolCount; ++k)
    symbols += "s" + std::to_string(k) + ", ";

  std::string args;
  for (Value v : op.getOperands())
    args += names.lookup(v) + ", ";
  for (Value v : op.getResults()) {
    FailureOr<std::string> buffer = empty(v);
    if (failed(buffer))
      return failure();
    args += *buffer + ", ";
  }
  args += symbols;
  // Programs: blocks of the result (pointwise), of rows (reductions), or
  // tiles of the product, batch element by batch element (contractions).
  MLIRContext *ctx = op.getContext();
  AffineExpr work = getAffineConstantExpr(1, ctx), row = work;
  int64_t block = schedule.getBlock()[0];
  if (schedule.getStrategy() == GpuStrategy::Dot) {
    Shape result = *symbolicShape(op.getResult(0));
    AffineExpr columns = result.back();
    result.pop_back();
    ArrayRef<int64_t> tile = schedule.getBlock();
    // Tiles of the columns, times (batch x) tiles of the rows.
    AffineExpr rows = result.pop_back_val();
    work = sizeProduct(result, ctx) * rows.ceilDiv(tile[0]) *
           columns.ceilDiv(tile[1]);
    block = 1;
  } else if (schedule.getStrategy() == GpuStrategy::Attention) {
    // Blocks of query rows, batch element by batch element.
    Shape result = *symbolicShape(op.getResult(0));
    result.pop_back();
    AffineExpr rows = result.pop_back_val();
    work = sizeProduct(result, ctx) * rows.ceilDiv(schedule.getBlock()[0]);
    block = 1;
  } else if (schedule.getStrategy() == GpuStrategy::Tiled) {
    Shape result = *symbolicShape(op.getResult(0));
    AffineExpr last = result.pop_back_val();
    ArrayRef<int64_t> tile = schedule.getBlock();
    work = sizeProduct(result, ctx).ceilDiv(tile[0]) * last.ceilDiv(tile[1]);
    block = 1;
  } else if (schedule.getStrategy() == GpuStrategy::Pointwise) {
    work = sizeProduct(*symbolicShape(op.getResult(0)), ctx);
  } else {
    for (Operation &inner : op.getBody().front())
      if (inner.hasTrait<OpTrait::pyc::Reduction>()) {
        auto [kept, reduced] = keptAndReduced(
            *symbolicShape(inner.getOperand(0)), getReducedDims(&inner));
        work = sizeProduct(kept, ctx);
        row = sizeProduct(reduced, ctx);
        break;
      }
  }
  std::string programs = block == 1 ? pythonSize(work)
                                    : "triton.cdiv(" + pythonSize(work) + ", " +
                                          std::to_string(block) + ")";
  if (std::optional<int64_t> n = constant(work)) {
    if (*n == 0)
      return success(); // nothing to compute: the results are empty
    programs = std::to_string(llvm::divideCeil(*n, block));
  }
  // (With run-time sizes, a grid of no programs launches nothing.)
  auto launch = [&] {
    return "[(" + programs + ",)](" + args +
           launchOptions(name, schedule.getWarps(), schedule.getStages()) + ")";
  };
  if (split)
    return this->split(op, schedule, name, args, *constant(work), block, number);
  // Several rows a looped program: columns (pyc-tile-gpu), whose row held
  // whole would read one element a cache line.
  if (schedule.getStrategy() != GpuStrategy::Looped || constant(row) ||
      block > 1) {
    line(name + launch());
    return success();
  }
  // A row of run-time length: held whole in a program where it fits, with
  // the rows and lanes of pyc-tile-gpu's rule picked now (GpuLaunch.h), one
  // compile per power of two; walked in chunks where it does not.
  if (failed(define(op, schedule, name + "_row", /*launchSized=*/true)))
    return failure();
  FailureOr<TargetAttr> target =
      targetFor(op, TargetKind::Gpu, "pyc-to-triton");
  if (failed(target))
    return failure();
  std::string n = std::to_string(number), lanes = "lanes" + n,
              rows = "rows" + n;
  line(lanes + " = triton.next_power_of_2(" + pythonSize(row) + ")");
  line("if " + lanes + " <= " + std::to_string(gpu::kMaxRow) + ":");
  line("    " + rows + " = min(triton.next_power_of_2(" + pythonSize(work) +
       "), max(1, " + std::to_string(gpu::kProgramLanes) + " // " + lanes +
       "))");
  line("    " + name + "_row[(triton.cdiv(" + pythonSize(work) + ", " + rows +
       "),)](" + args + "ROWS=" + rows + ", LANES=" + lanes +
       ", num_warps=min(max(" + rows + " * " + lanes + " // " +
       std::to_string(gpu::lanesPerWarp(op, target->getWarp())) +
       ", 2), 16), num_stages=1" +
       options(name + "_row") + ")");
  line("else:");
  line("    " + name + launch());
  return success();
}

/// A split reduction: the parts into a workspace [reductions, parts, kept
/// elements], each block's combined by the last of its programs to finish
/// (one launch, where a kernel of its own cost a launch, ~12 us of an H200
/// machine's host, for the work of one or two programs).
LogicalResult HostEmitter::split(KernelOp op, GpuScheduleAttr schedule,
                                 const std::string &name,
                                 const std::string &args, int64_t kept,
                                 int64_t block, unsigned number) {
  int64_t reductions = 0, parts = schedule.getBlock()[2];
  for (Operation &inner : op.getBody().front())
    reductions += inner.hasTrait<OpTrait::pyc::Reduction>();
  std::string ws = "ws" + std::to_string(number);
  line(ws + " = empty((" + std::to_string(reductions) + ", " +
       std::to_string(parts) + ", " + std::to_string(kept) + "), (" +
       std::to_string(parts * kept) + ", " + std::to_string(kept) +
       ", 1), torch.float32)");
  // A block's programs store their parts, then count themselves done: the
  // count's atomic add orders the stores of the program's threads (after
  // the barrier) before it (release), and those of every program counted
  // before the last's reads (acquire). `pid` is the block, after the part.
  int64_t blocks = llvm::divideCeil(kept, block);
  std::string slot =
      "counters + " + std::to_string(prelude.counterSlots) + " + pid";
  prelude.counterSlots += blocks;
  std::string tail =
      "    tl.debug_barrier()\n"
      "    done = tl.atomic_add(" + slot + ", 1, sem=\"acq_rel\")\n"
      "    if done == " + std::to_string(parts) + " - 1:\n"
      "        " + name + "_combine(" + parameters(op) + "ws, pid)\n"
      "        tl.atomic_xchg(" + slot + ", 0)\n";
  if (failed(defineCombination(op, schedule, name + "_combine", name)) ||
      failed(define(op, schedule, name, false, SplitPhase::Parts, tail)))
    return failure();
  if (!countersRead) {
    line("counts = counters(device)");
    countersRead = true;
  }
  line(name + "[(" + std::to_string(blocks * parts) + ",)](" + args + ws +
       ", counts, " + launchOptions(name, schedule.getWarps(), 1) + ")");
  return success();
}

/// The combination of split reduction `op` as a `@triton.jit` function of
/// the block `pid` of kept elements, called `name`, which kernel `caller`
/// calls (and whose options it takes).
LogicalResult HostEmitter::defineCombination(KernelOp op,
                                             GpuScheduleAttr schedule,
                                             const std::string &name,
                                             const std::string &caller) {
  KernelEmitter emitter(op, schedule, prelude, symbolCount, false,
                        SplitPhase::Combine);
  FailureOr<std::string> source = emitter.emit();
  if (failed(source))
    return failure();
  if (emitter.checksIndices && checking.insert(caller).second)
    prelude.options += "    \"" + caller + "\": " + kCheckOptions + ",\n";
  kernels += "@triton.jit\ndef " + name + "(" + parameters(op) + "ws, pid):\n" +
             *source + "\n\n";
  return success();
}

/// The `@triton.jit` function of kernel `op` called `name`, and its
/// parameter types for `triton.compile` (KERNELS; a launch-sized variant's
/// example sizes in CONSTEXPRS).
LogicalResult HostEmitter::define(KernelOp op, GpuScheduleAttr schedule,
                                  const std::string &name, bool launchSized,
                                  SplitPhase phase, const std::string &tail) {
  KernelEmitter emitter(op, schedule, prelude, symbolCount, launchSized, phase);
  FailureOr<std::string> source = emitter.emit();
  if (failed(source))
    return failure();
  if (emitter.checksIndices && checking.insert(name).second) {
    // Device assertions need `debug`; Triton's int32 overflow checks, which
    // `debug` turns on too, would check every offset computation (sizes
    // that could overflow take 64-bit offsets already).
    prelude.options += "    \"" + name + "\": " + kCheckOptions + ",\n";
  }
  std::string params = parameters(op);
  if (launchSized)
    params += "ROWS: tl.constexpr, LANES: tl.constexpr, ";
  if (phase == SplitPhase::Parts) // (whose tail counts it done: `split`)
    params += "ws, counters, ";
  params.resize(params.size() - 2);
  kernels += "@triton.jit\ndef " + name + "(" + params + "):\n" + *source +
             tail + "\n\n";
  // Its parameters' pointer types, as triton.compile takes them.
  std::string types;
  auto pointer = [](Value v) {
    Type e = tensorTypeOf(v).getElementType();
    std::string t = StringRef(dtypeName(e)).drop_front(3).str();
    return "\"*" + (t == "float32"   ? "fp32"
                    : t == "float16" ? "fp16"
                    : t == "float64" ? "fp64"
                    : t == "bfloat16" ? "bf16"
                    : "i" + t.substr(3)) + "\"";
  };
  for (auto [i, v] : llvm::enumerate(op.getOperands()))
    types += "\"in" + std::to_string(i) + "\": " + pointer(v) + ", ";
  for (auto [i, v] : llvm::enumerate(op.getResults()))
    types += "\"out" + std::to_string(i) + "\": " + pointer(v) + ", ";
  for (unsigned k = 0; k < symbolCount; ++k)
    types += "\"s" + std::to_string(k) + "\": \"i64\", ";
  if (phase == SplitPhase::Parts)
    types += "\"ws\": \"*fp32\", \"counters\": \"*i32\", ";
  if (launchSized) {
    types += "\"ROWS\": \"constexpr\", \"LANES\": \"constexpr\", ";
    prelude.constexprs += "    \"" + name + "\": {\"ROWS\": 2, \"LANES\": 1024},\n";
  }
  prelude.signatures += "    \"" + name + "\": {" + types + "},\n";
  return success();
}

FailureOr<std::string> HostEmitter::emit() {
  std::string params;
  for (auto [i, arg] : llvm::enumerate(func.getArguments())) {
    names[arg] = "a" + std::to_string(i);
    arguments.insert(arg);
    params += names[arg] + ", ";
  }
  if (!params.empty())
    params.resize(params.size() - 2);
  // The size symbols (`pyc.symbols`: symbol, argument, dim, coefficient),
  // each read where it is first bound: a dim of a tensor, or (a negative
  // dim, -1 - j) element j of a vector of sizes.
  std::set<unsigned> sizeVectors;
  std::map<int64_t, std::string> symbolValues;
  if (SmallVector<SymbolBinding> bindings = symbolBindings(func);
      !bindings.empty()) {
    for (const SymbolBinding &s : bindings) {
      std::string a = "a" + std::to_string(s.argument);
      if (s.inSizeVector())
        sizeVectors.insert(s.argument);
      std::string value =
          s.inSizeVector()
              ? "int(" + a + "[" + std::to_string(s.element()) + "])"
              : a + ".shape[" + std::to_string(s.dim) + "]";
      if (s.coefficient != 1)
        value += " // " + std::to_string(s.coefficient);
      symbolValues.emplace(s.symbol, value);
    }
    symbolCount = symbolValues.empty() ? 0 : symbolValues.rbegin()->first + 1;
    if (symbolValues.size() != symbolCount)
      return func.emitError("pyc-to-triton: pyc.symbols binds ")
             << symbolValues.size() << " of symbols s0..s" << symbolCount - 1;
  }
  // Kernels index dense row-major tensors.
  for (BlockArgument arg : func.getArguments())
    if (!sizeVectors.count(arg.getArgNumber()))
      line(names[arg] + " = " + names[arg] + ".contiguous()");
  for (auto [symbol, value] : symbolValues)
    line("s" + std::to_string(symbol) + " = " + value);
  // A function of no arguments (constants a graph computes) makes its
  // results on the GPU, or under the interpreter on the CPU.
  line(func.getNumArguments() ? "device = a0.device"
                              : "device = torch.device(\"cpu\" if INTERPRETED "
                                "else \"cuda\")");
  line("empty = allocator(device)");
  unsigned number = 0;
  for (Operation &op : func.getBody().front()) {
    if (auto k = dyn_cast<KernelOp>(op)) {
      if (failed(kernel(k, number++)))
        return failure();
      continue;
    }
    if (auto constant = dyn_cast<ConstantOp>(op)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      auto type = tensorTypeOf(constant.getResult());
      if (!dense || !dense.isSplat())
        return constant.emitError("pyc-to-triton: a pyc.constant of many "
                                  "values has no Triton lowering yet");
      Attribute value = dense.getSplatValue<Attribute>();
      std::string text;
      llvm::raw_string_ostream os(text);
      if (auto f = dyn_cast<FloatAttr>(value))
        os << llvm::format("%.17g", f.getValueAsDouble());
      else
        os << cast<IntegerAttr>(value).getValue().getSExtValue();
      std::string name = "b" + std::to_string(buffers++);
      line(name + " = torch.full(" + *shapeText(constant.getResult()) + ", " +
           (StringRef(text).contains("inf") || StringRef(text).contains("nan")
                ? "float(\"" + text + "\")"
                : text) +
           ", dtype=" + dtypeName(type.getElementType(), true) +
           ", device=device)");
      names[constant.getResult()] = name;
      continue;
    }
    if (auto reshape = dyn_cast<ReshapeOp>(op)) {
      // A kernel's result viewed in another shape (dense row-major data is
      // the same): a view, not a copy kernel.
      Value from = reshape.getOperand();
      FailureOr<std::string> shape = shapeText(reshape.getResult());
      if (failed(shape))
        return failure();
      names[reshape.getResult()] = names.lookup(from) + ".view(" + *shape + ")";
      if (arguments.contains(from))
        arguments.insert(reshape.getResult());
      continue;
    }
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      std::string results;
      for (Value v : ret.getOperands())
        // A result that is (a view of) an argument is a new tensor, as
        // torch's would be.
        results += names.lookup(v) + (arguments.contains(v) ? ".clone()" : "") +
                   ", ";
      line("return (" + results + ")");
      continue;
    }
    return op.emitError("pyc-to-triton: '")
           << op.getName() << "' outside a kernel has no Triton lowering";
  }
  // What the host checks its arguments against: (dtype, shape) each, None
  // for a run-time size; and which are vectors of sizes.
  std::string signature;
  for (BlockArgument arg : func.getArguments()) {
    auto type = tensorTypeOf(arg);
    std::string shape = "(";
    for (int64_t size : type.getShape())
      shape += (ShapedType::isDynamic(size) ? "None" : std::to_string(size)) +
               ", ";
    signature += "(" + dtypeName(type.getElementType(), true) + ", " + shape +
                 ")), ";
  }
  std::string name = func.getSymName().str();
  std::string text = "def " + name + "(" + params + "):\n" + body + "\n\n" +
                     name + ".signature = [" + signature + "]\n";
  if (!sizeVectors.empty()) {
    std::string vectors;
    for (unsigned arg : sizeVectors)
      vectors += std::to_string(arg) + ", ";
    vectors.resize(vectors.size() - 2);
    text += name + ".size_vectors = {" + vectors + "}\n";
  }
  return text;
}

} // namespace

LogicalResult mlir::pyc::translateToTriton(ModuleOp module, raw_ostream &os) {
  // The scratch ops of the scalar semantics.
  module.getContext()->loadDialect<arith::ArithDialect, math::MathDialect>();
  Prelude prelude;
  std::string kernels, hosts;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    HostEmitter host(func, prelude, kernels);
    FailureOr<std::string> text = host.emit();
    if (failed(text))
      return failure();
    hosts += *text + "\n\n";
  }
  std::string signatures = "# Each kernel's parameter types, for triton.compile "
                           "ahead of time.\nKERNELS = {\n" +
                           prelude.signatures + "}\n";
  if (!prelude.constexprs.empty())
    signatures += "# Example values of the launch-sized kernels' constexpr "
                  "parameters.\nCONSTEXPRS = {\n" +
                  prelude.constexprs + "}\n";
  if (!prelude.options.empty())
    signatures += "# Compile options of the kernels that check indices.\n"
                  "OPTIONS = {\n" +
                  prelude.options + "}\n";
  signatures += "# The launch options (num_warps, num_stages) of the kernels "
                "launched with fixed ones,\n# to compile them before their "
                "first launch.\nLAUNCHES = {\n" +
                prelude.launches + "}\n";
  os << "# Generated by pycompile (pyc-to-triton): Triton kernels and the host\n"
        "# functions that launch them. Imports only torch and triton.\n"
        "import torch\n"
        "import triton\n"
        "import triton.language as tl\n"
        "from triton.language.extra import libdevice\n\n"
        "INF: tl.constexpr = tl.constexpr(float(\"inf\"))\n"
        "NAN: tl.constexpr = tl.constexpr(float(\"nan\"))\n"
        "# Whether the kernels are defined for Triton's interpreter.\n"
        "INTERPRETED: tl.constexpr = tl.constexpr(triton.knobs.runtime.interpret)"
        "\n\n" << kAllocator << "\n\n"
     << prelude.text() << kernels << hosts << signatures;
  return success();
}
