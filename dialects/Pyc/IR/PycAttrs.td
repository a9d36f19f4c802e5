//===- PycAttrs.td - attributes of the pyc dialect ---------*- tablegen -*-===//
//
// Decisions that target passes record on kernels and functions (schedules,
// the memory plan), as typed attributes with
// verifiers: what a lowering reads is what a lit test shows, and a malformed
// decision is an error where it is made, not a default where it is read.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_ATTRS_TD
#define PYC_ATTRS_TD

include "Pyc/IR/PycEnums.td"

def Pyc_CpuScheduleAttr : AttrDef<Pyc_Dialect, "CpuSchedule"> {
  let mnemonic = "cpu_schedule";
  let summary = "how a pyc.kernel's loops run on a CPU (set by pyc-tile)";
  let description = [{
    The loop decisions of one kernel for the CPU lowering (`pyc-to-loops`),
    on the kernel as `pyc.cpu_schedule`; each is optional, and an absent
    one takes the lowering's default:

    - `parallel`: the dim whose loop the threads share (default: the first
      dim wider than 1);
    - `order` (contractions): `ikj` (default) or `ijk`, the loop order of a
      register block;
    - `block` (contractions): the register block, rows x cols (default
      1 x 1, plain loops);
    - `panel` (contractions): columns of the right operand a cache block
      holds (default: all).

    Example:

    ```mlir
    %m = pyc.kernel contraction (%x, %w) {pyc.cpu_schedule = #pyc.cpu_schedule<
           parallel = 0, order = ijk, block = [8, 1]>} ...
    ```
  }];
  let parameters = (ins OptionalParameter<"std::optional<int64_t>">:$parallel,
                        OptionalParameter<"LoopOrder">:$order,
                        OptionalParameter<"::mlir::DenseI64ArrayAttr">:$block,
                        OptionalParameter<"int64_t">:$panel);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Pyc_GpuScheduleAttr : AttrDef<Pyc_Dialect, "GpuSchedule"> {
  let mnemonic = "gpu_schedule";
  let summary = "how a pyc.kernel runs on a GPU (set by pyc-tile-gpu)";
  let description = [{
    The launch decisions of one kernel for the Triton emitter
    (`pyc-to-triton`), on the kernel as `pyc.gpu_schedule`:

    - `strategy`: `pointwise`, one program per `block[0]` consecutive
      elements of the result; `tiled`, a pointwise kernel that transposes
      its innermost dim, one program per tile of `block[0]` rows (the
      result's dims but the last, flattened) by `block[1]` elements of its
      last dim, so that both the reads along another dim and the writes
      along the last one are contiguous runs; `row`, one program per `block[0]` rows of a
      reduction (its kept index), each holding whole rows of `block[1]`
      lanes (`block[1]` at least the row's length); `looped`, the same but
      the row is walked in chunks of `block[1]` lanes, which accumulate
      lane by lane and are combined once at the end; `split`, `looped` with
      each row cut into `block[2]` parts, a program per part (a reduction
      with too few rows to fill the GPU: a layer norm's column sums, a sum
      of a whole tensor), whose results a second kernel combines; `dot`, one program
      per tile of `block[0]` rows by `block[1]` columns of a contraction's
      product (of one batch element), accumulated over its inner dim
      `block[2]` at a time with `tl.dot`, the kernel's prologue applied to
      each operand tile as it is loaded and its epilogue to the tile;
      `attention`, one program per `block[0]` query rows of an attention
      kernel (of one batch element), walking the keys `block[1]` at a time
      with an online softmax; `block[2]` and `block[3]` hold the head dims
      of the queries and of the values whole;
    - `block`: power-of-two block sizes, one for `pointwise`, rows and
      lanes for `row`, `looped` and `tiled`, rows, lanes and parts for
      `split`, rows, columns and inner dim (each at
      least 16, `tl.dot`'s smallest) for `dot`, query rows, keys, query
      head dim and value head dim (each at least 16) for `attention`;
    - `warps`: Triton's `num_warps` (a power of two, 1 to 32);
    - `stages`: Triton's `num_stages` (software pipelining depth, >= 1).

    Example:

    ```mlir
    %r = pyc.kernel reduction (%x) {pyc.gpu_schedule = #pyc.gpu_schedule<
           strategy = row, block = [2, 1024], warps = 8, stages = 1>} ...
    ```
  }];
  let parameters = (ins "GpuStrategy":$strategy,
                        ArrayRefParameter<"int64_t">:$block,
                        "int64_t":$warps, "int64_t":$stages);
  let assemblyFormat = [{
    `<` `strategy` `=` $strategy `,` `block` `=` `[` $block `]` `,`
    `warps` `=` $warps `,` `stages` `=` $stages `>`
  }];
  let genVerifyDecl = 1;
}

def Pyc_MemoryPlanAttr : AttrDef<Pyc_Dialect, "MemoryPlan"> {
  let mnemonic = "memory_plan";
  let summary = "a function's arena for tensors between kernels (set by "
                "pyc-plan-memory)";
  let description = [{
    The arena one function's planned values share, on the function as
    `pyc.memory_plan`; each planned op says where its results lie in it
    with a `#pyc.placement`:

    - `arena`: the arena's size in bytes (the plan's peak; 0 when nothing
      is planned);
    - `naive`: the bytes one buffer per planned value would take, what the
      plan saves against (never less than `arena`);
    - `alignment`: the byte alignment of every block; every size and
      offset of the plan is a multiple of it.

    Example:

    ```mlir
    func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
        pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 128, alignment = 64>} {
    ```
  }];
  let parameters = (ins "int64_t":$arena, "int64_t":$naive,
                        "int64_t":$alignment);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Pyc_PlacementAttr : AttrDef<Pyc_Dialect, "Placement"> {
  let mnemonic = "placement";
  let summary = "where an op's results lie in the function's arena (set by "
                "pyc-plan-memory)";
  let description = [{
    The arena blocks of one op's results, on the op as `pyc.placement`,
    within the `#pyc.memory_plan` of the function around it:

    - `offsets`: one byte offset per result, -1 for a result the plan
      leaves out (returned values, which live in output buffers, and
      dynamically shaped ones); each block, its size rounded up to the
      plan's alignment, lies in the arena;
    - `inplace` (optional, single-result `pyc.kernel` ops): the operand
      whose block the result takes, written over as the kernel reads it.

    Example:

    ```mlir
    %b = pyc.kernel pointwise(%a) {
           pyc.placement = #pyc.placement<offsets = [0], inplace = 0>} ...
    ```
  }];
  let parameters = (ins ArrayRefParameter<"int64_t">:$offsets,
                        OptionalParameter<"std::optional<int64_t>">:$inplace);
  let assemblyFormat = [{
    `<` `offsets` `=` `[` $offsets `]` (`,` `inplace` `=` $inplace^)? `>`
  }];
  let genVerifyDecl = 1;
}

def Pyc_TargetAttr : AttrDef<Pyc_Dialect, "Target"> {
  let mnemonic = "target";
  let summary = "the machine a module is compiled for";
  let description = [{
    What the target passes know of the hardware, on the module as
    `pyc.target`: every hardware number a pass decides by is read here, not
    written in the pass, so that one `.mlir` file shows how the same kernel
    is scheduled for different machines, and a dumped module replays in
    `pycompile-opt` for the machine it was compiled for. pycompile fills it
    from the machine the code is for (the host, `PYCOMPILE_CPU`, the CUDA
    device); a module without one is compiled for the default target of
    the pipeline's kind (`TargetAttr::getDefault`).

    - `kind`: `cpu` or `gpu`;
    - `arch`: the processor, as its compiler names it (an LLVM CPU name such
      as `znver4`; a CUDA architecture such as `sm_90`), for people and
      caches to read;
    - CPUs: `vector_bits`, the width of the vectors the code uses (256:
      AVX2, 512: AVX-512); `cores`; `l2_bytes`, a core's L2 cache;
    - GPUs: `warp`, the threads of a warp (32 on NVIDIA GPUs);
      `multiprocessors`; `l2_bytes`, the L2 cache; `shared_bytes`, the
      shared memory a program may take.

    Passes that read it: pyc-tile (register blocks by `vector_bits`, panels
    of half of `l2_bytes`), pyc-approximate-math (exp scaled with `ldexp`,
    one instruction at 512 bits), pyc-tile-gpu (reductions split by
    `multiprocessors`).

    Example:

    ```mlir
    module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver3",
        vector_bits = 256, cores = 16, l2_bytes = 524288>} {
      ...
    }
    module attributes {pyc.target = #pyc.target<kind = gpu, arch = "sm_90",
        warp = 32, multiprocessors = 132, l2_bytes = 52428800,
        shared_bytes = 232448>} {
      ...
    }
    ```
  }];
  let parameters = (ins "TargetKind":$kind, StringRefParameter<>:$arch,
                        OptionalParameter<"int64_t">:$vector_bits,
                        OptionalParameter<"int64_t">:$cores,
                        OptionalParameter<"int64_t">:$warp,
                        OptionalParameter<"int64_t">:$multiprocessors,
                        "int64_t":$l2_bytes,
                        OptionalParameter<"int64_t">:$shared_bytes);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The target a pass compiles for where no `pyc.target` says (lit tests
    /// of one pass, hand-written modules): for CPUs an AVX-512 core with
    /// 2 MiB of L2 (Zen 4's and 5's 1 MiB, doubled in Sapphire Rapids'),
    /// for GPUs an H100 or H200 (132 multiprocessors, 50 MiB of L2, 227
    /// KiB of shared memory a program), where the passes' rules were
    /// measured.
    static TargetAttr getDefault(::mlir::MLIRContext *context, TargetKind kind);
  }];
}

#endif // PYC_ATTRS_TD
