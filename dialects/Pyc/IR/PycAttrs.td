//===- PycAttrs.td - attributes of the pyc dialect ---------*- tablegen -*-===//
//
// Decisions that target passes record on kernels, as typed attributes with
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
      elements of the result; `row`, one program per `block[0]` rows of a
      reduction (its kept index), each holding whole rows of `block[1]`
      lanes (`block[1]` at least the row's length); `looped`, the same but
      the row is walked in chunks of `block[1]` lanes, which accumulate
      lane by lane and are combined once at the end;
    - `block`: power-of-two block sizes, one for `pointwise`, rows and
      lanes for the others;
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

#endif // PYC_ATTRS_TD
