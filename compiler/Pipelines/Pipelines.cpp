//===- Pipelines.cpp - pycompile's registered pass pipelines --------------===//
//
// The pipelines are pass lists in textual form, so that what runs is what
// `pycompile-opt --dump-pass-pipeline` prints, and so that a stage can be
// replayed by hand from a dump.
//
//===----------------------------------------------------------------------===//

#include "Pipelines/Pipelines.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "mlir/Pass/PassRegistry.h"

#include <string>

using namespace mlir;

namespace {

// Graph level, after import: fold what the importer made explicit (broadcast
// scalars, no-op converts and reshapes), replace pow by small constants with
// multiplies, put matmuls and pointwise ops in the shapes fusion takes
// (reshapes moved below pointwise ops), fold again (reshapes that met their
// inverse), share equal subexpressions, mark the products a causal mask
// halves, then group the ops into kernels.
// The kernel level below it is target-specific (pyc-cpu-pipeline,
// pyc-gpu-pipeline). pycompile runs these passes one at a time, each a
// stage it can dump (`pipeline.stages` in the Python package).
constexpr const char *kGraphPipeline = "canonicalize,"
                                       "func.func(pyc-strength-reduce),"
                                       "func.func(pyc-normalize-shapes),"
                                       "canonicalize,"
                                       "cse,"
                                       "func.func(pyc-causal-products),"
                                       "func.func(pyc-fuse)";

// Upstream dialects (func, scf, memref, vector, arith, math, affine) to the
// LLVM dialect, in order. No arith-expand: it rewrites maximumf/minimumf
// into compares and selects, which LLVM no longer recognizes as a max/min
// reduction to vectorize; arith-to-llvm maps them to llvm.maximum/minimum.
constexpr const char *kLowerToLLVM =
    // math.ipowi and math.fpowi have no LLVM lowering: loops in functions.
    "convert-math-to-funcs,"
    "lower-affine,"            // affine.for / affine.apply -> scf + arith
    "convert-vector-to-scf,"   // n-D vector transfers -> loops over 1-D ones
    "convert-scf-to-cf,"       // structured control flow -> blocks, branches
    "convert-vector-to-llvm,"  // 1-D vector ops -> LLVM vectors, intrinsics
    "convert-math-to-llvm,"    // math ops with an LLVM intrinsic (exp, fma...)
    "convert-math-to-libm,"    // the others (erf, atan2, ...) -> libm calls
    "expand-strided-metadata," // subview / view -> descriptor arithmetic
    "lower-affine,"            // the affine.apply expand-strided-metadata makes
    "finalize-memref-to-llvm," // load / store / alloc -> GEPs, malloc
    "convert-arith-to-llvm,"
    "convert-index-to-llvm,"
    "convert-ub-to-llvm,"      // ub.poison (from vector lowering) -> llvm poison
    "convert-cf-to-llvm,"
    "convert-func-to-llvm,"    // functions, calls, the _mlir_ciface_ wrappers
    "reconcile-unrealized-casts";

/// Adds the passes of `text` to `pm`. A pipeline nested where its passes
/// cannot run (`func.func(pyc-cpu-pipeline)`: pyc-to-loops runs on modules)
/// fails to parse: an error for the caller, not a fatal one.
LogicalResult addPipeline(OpPassManager &pm, const std::string &text,
                          function_ref<LogicalResult(const Twine &)> error) {
  std::string message;
  llvm::raw_string_ostream os(message);
  if (failed(parsePassPipeline(text, pm, os)))
    return error("pycompile: cannot add its passes to a '" +
                 pm.getOpAnchorName() + "' pass manager: " + message);
  return success();
}

/// Registers `name`, a pipeline without options, as the passes of `text`.
void registerFixedPipeline(StringRef name, StringRef description,
                           const char *text) {
  registerPassPipeline(
      name, description,
      [name = name.str(), text](
          OpPassManager &pm, StringRef options,
          function_ref<LogicalResult(const Twine &)> error) {
        if (!options.empty())
          return error(name + " takes no options");
        return addPipeline(pm, text, error);
      },
      [](function_ref<void(const detail::PassOptions &)>) {});
}

/// Registers `name`, a pipeline with options `Options`, as the passes
/// `text(options)` lists.
template <typename Options>
void registerPipeline(StringRef name, StringRef description,
                      std::string (*text)(const Options &)) {
  registerPassPipeline(
      name, description,
      [text](OpPassManager &pm, StringRef optionsText,
             function_ref<LogicalResult(const Twine &)> error) {
        Options options;
        if (failed(options.parseFromString(optionsText)))
          return failure();
        return addPipeline(pm, text(options), error);
      },
      [](function_ref<void(const detail::PassOptions &)> handler) {
        handler(Options());
      });
}

struct CpuPipelineOptions : PassPipelineOptions<CpuPipelineOptions> {
  Option<int64_t> alignment{*this, "alignment",
                            llvm::cl::desc("Arena buffer alignment in bytes"),
                            llvm::cl::init(64)};
  Option<bool> timers{
      *this, "timers",
      llvm::cl::desc("Time each op in the graph (pyc-to-loops' timers)"),
      llvm::cl::init(false)};
};

} // namespace

// Registered through `registerPassPipeline`, not PassPipelineRegistration,
// whose builders cannot fail.
void mlir::pyc::registerPycPipelines() {
  registerFixedPipeline(
      "pyc-graph-pipeline",
      "Imported pyc to kernel-level pyc (pyc.kernel regions), for any target",
      kGraphPipeline);
  registerFixedPipeline(
      "pyc-lower-to-llvm",
      "Upstream loops, memrefs, arith and math to the LLVM dialect",
      kLowerToLLVM);
  registerPipeline<CpuPipelineOptions>(
      "pyc-cpu-pipeline",
      "Kernel-level pyc (after pyc-fuse) to the LLVM dialect for CPUs: "
      "copy kernels computed where they are read, tiling decisions for the "
      "module's #pyc.target, the memory plan, one loop nest per kernel",
      [](const CpuPipelineOptions &options) {
        // A pad or a concat read by one kernel is computed there, as on a
        // GPU: a pooling's padded input was a copy of its own, which took
        // longer than the pooling (ReLU and 3x3 max pooling of
        // [8, 64, 112, 112] f32 on 2 Xeon cores: 17.1 -> 6.2 ms).
        return "func.func(pyc-inline-copies),func.func(pyc-tile),"
               "func.func(pyc-plan-memory{alignment=" +
               std::to_string(options.alignment) +
               "}),pyc-to-loops{timers=" +
               (options.timers ? "true" : "false") +
               "},func.func(pyc-approximate-math),canonicalize,cse," +
               kLowerToLLVM;
      });
  registerFixedPipeline(
      "pyc-gpu-pipeline",
      "Kernel-level pyc (after pyc-fuse) for GPUs: attention as one kernel, "
      "copy kernels computed where they are read, independent kernels of one "
      "shape launched as one, each kernel's launch decisions for the "
      "module's #pyc.target, for pycompile-translate --pyc-to-triton",
      "func.func(pyc-fuse-attention),func.func(pyc-inline-copies),"
      "func.func(pyc-fuse-siblings),func.func(pyc-tile-gpu)");
}
