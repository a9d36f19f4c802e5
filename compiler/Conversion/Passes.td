//===- Passes.td - conversions out of pyc ------------------*- tablegen -*-===//

#ifndef PYC_CONVERSION_PASSES_TD
#define PYC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def PycToLoops : Pass<"pyc-to-loops", "::mlir::ModuleOp"> {
  let summary = "Lower each pyc.kernel to one loop nest on memrefs (CPU)";
  let description = [{
    Rewrites every function over statically shaped tensors into a function
    over memrefs: the inputs, then one output buffer per result (written in
    place; the function returns nothing), then the arena
    (`memref<Nxi8>`) when the function's `#pyc.memory_plan` (from
    `pyc-plan-memory`) has a non-empty arena, then the threads' barrier, the
    error slot and the threads' index and count (below). The plan is
    spent: the function keeps its `arena` and `naive` sizes as
    `pyc.arena_bytes` and `pyc.naive_bytes` (i64), which the runtime reads
    on the C wrapper. The function gets `llvm.emit_c_interface` and
    internal linkage: callers use its `_mlir_ciface_` wrapper. Bool tensors are stored as bytes (i8), as
    torch.bool is.

    Each `pyc.kernel` becomes one loop nest (scf.for, memref.load/store,
    arith, math) writing its results into their buffers: the output buffer
    for a returned value, the arena slot the op's `#pyc.placement` names,
    or else a `memref.alloc` freed at the end. Inside a kernel nothing is
    materialized: every element is computed from the kernel inputs at its
    index, views (broadcast_in_dim, transpose, reshape, slice, pad, concat)
    map the index, and pointwise ops are their scalar form. `gather` and
    `take_along_dim` are a load at the index they read: no loop over the
    indexed dim.

    - pointwise kernels: one nest over the result shape;
    - reduction kernels: a nest over the kept dims; inside it each
      reduction's loop over the reduced dims runs once (float sums and
      products carry `fastmath<reassoc>` so LLVM vectorizes them, and a
      `loop_annotation`: 4 vectors interleaved, no unrolling), then an
      inner nest writes the epilogue, reading the reduced values computed
      once per kept index; reductions over leading dims (bias gradients)
      that write only reduced results instead add the operand's rows into
      accumulators over the kept dims, along contiguous memory. Float sums
      run in blocks, so that their error does not grow with their length:
      of 1024 elements (a block starts from zero and vectorizes; a loop
      over the blocks adds their sums in f64 for f32), or, over leading
      dims, of 256 rows (the accumulators restart from zero each block;
      the block sums are added into f64 totals);
    - contraction kernels: a nest over the batch dims, panels of columns
      (`pyc.cpu_schedule` `panel`; one panel of all columns without one) and
      blocks of rows; a block of the product (`pyc.cpu_schedule` `block`, rows x
      cols; 1 x 1 without one) is accumulated in registers, in the loop
      order of the kernel's `pyc.cpu_schedule` `order`: `ijk`, dot products along
      k with reassociable sums, or `ikj` (the default), vector<cols>
      accumulators per row with f32 vector loads of the right operand:
      from strips of the panel each thread packs first (k contiguous, a
      vector load a row where the operand is f32 in memory along j, else
      element by element), or in place when there is one block of rows;
      columns past the panel's whole strips are dot products one at a
      time where there are at most cols / 16 of them, else one strip
      under a mask (masked loads, a masked store); the block is stored
      in a row buffer, and the epilogue writes the block's rows of the
      panel from it.

    One loop of each kernel is shared among threads: the one over
    `pyc.cpu_schedule`'s `parallel` dim, else the first of more than one trip. The
    function's last arguments are the threads' sync words
    (`memref<16xi64>`: a barrier's count and generation, and at word 8 a
    ticket), the error slot of index checks (`memref<4xi64>`, below), the
    thread's index and the thread count; thread t runs the t-th contiguous
    chunk of that loop (the loops around it run whole), a kernel with no
    loops runs in thread 0, and all meet at a barrier after each kernel.
    A product's parts are claimed instead, one at a time from the ticket
    (an atomic add), so that a thread that gets ahead takes more: its
    strips of columns, about 1/32 of them a claim, where the threads share
    the columns; its blocks of rows between a packed panel's two barriers
    where they share the rows. Every barrier sets the ticket back to 0
    (with one thread, which waits for none, it only does that).

    Opaque kernels have loops of their own: `cumsum` runs one sequential
    loop per line along its dim, accumulating as torch's CPU cumsum (f32 in
    f64, f16/bf16 in f32); `scatter_add` and `scatter_add_along_dim` copy
    `init` into the result, then add each update at its index, in update
    order. They share a dim other than the one they run along among the
    threads, so no two threads write one element; with no such dim thread 0
    runs it.

    Index checks (the index contract of PycOps.td): every index that
    `gather`, `take_along_dim`, `scatter_add` and `scatter_add_along_dim`
    read is compared (unsigned) with the extent it indexes, before the
    innermost loops it does not depend on (an embedding row's columns). One
    out of range is reported to the error slot, `memref<4xi64>` [failures,
    check, index, extent]: each report adds 1 to the failures (atomically),
    and the first, across threads, writes the check's number, the index and
    the extent; the access then uses index 0, so no access leaves a
    tensor. The function's `pyc.index_checks` lists, by number,
    each check's `{dim, loc, op}`: the dim, and the location and name of
    the op, for the runtime to raise an error naming them. Where sizes are
    known at run time only, `pyc.result_sizes` gives each result's shape
    and `pyc.scratch_bytes` the scratch buffer's bytes (where a kernel
    needs one), affine maps over the function's symbols, for the runtime
    to allocate them. (The pyc dialect verifies these attributes.)

    With `timers`, the sync words go on past word 16, and the function
    records when its ops run, read with `llvm.intr.readcyclecounter`:
    word 16 when the call starts (thread 0); for the i-th op lowered, the
    earliest and the latest time a thread arrives at the barrier after it
    (an atomic unsigned min and max into words 17 + 3i and 18 + 3i, which
    the caller sets to all ones and 0 before the call) and when thread 0
    leaves that barrier (word 19 + 3i). `pyc.timed` lists each timed op's
    position among the function's ops, before lowering. An op's time in
    its graph is then from the end of the one before to its own; the
    threads' waits, from the first arrival to the last.

    Non-splat constants become private `memref.global`s. An op outside any
    kernel is lowered as a kernel of its own. Dynamic shapes are errors.

    Before:

    ```mlir
    func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
      %k = pyc.kernel pointwise(%x) : (tensor<4x8xf32>) -> tensor<4x8xf32> {
      ^bb0(%a: tensor<4x8xf32>):
        %t = pyc.tanh %a : tensor<4x8xf32>
        pyc.yield %t : tensor<4x8xf32>
      }
      return %k : tensor<4x8xf32>
    }
    ```

    After:

    ```mlir
    func.func @f(%x: memref<4x8xf32>, %out: memref<4x8xf32>, %sync: memref<2xi64>,
                 %error: memref<4xi64>, %thread: index, %threads: index)
        attributes {llvm.emit_c_interface, llvm.linkage = #llvm.linkage<internal>} {
      // %lo, %hi: this thread's rows, [4 * thread / threads, 4 * (thread + 1) / threads)
      scf.for %i = %lo to %hi step %c1 {
        scf.for %j = %c0 to %c8 step %c1 {
          %0 = memref.load %x[%i, %j] : memref<4x8xf32>
          %1 = math.tanh %0 : f32
          memref.store %1, %out[%i, %j] : memref<4x8xf32>
        }
      }
      // a barrier on %sync when %threads > 1
      return
    }
    ```
  }];
  let options = [
    Option<"timers", "timers", "bool", /*default=*/"false",
           "Record when each op starts and ends (the cycle counter) in the "
           "sync words, for explain's profile">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect",
    "::mlir::pyc::PycDialect",
  ];
}

#endif // PYC_CONVERSION_PASSES_TD
