//===- Passes.td - pyc passes ------------------------------*- tablegen -*-===//

#ifndef PYC_TRANSFORMS_PASSES_TD
#define PYC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def Autodiff : Pass<"pyc-autodiff", "::mlir::ModuleOp"> {
  let summary = "Reverse-mode differentiation of pyc functions into joint functions";
  let description = [{
    For each `func.func @f` of the module (or only the one `function`
    names), adds a joint function `@f_joint` beside it, which computes what
    `@f` computes and, in reverse mode, the gradients of `@f`'s inputs:

    - arguments: `@f`'s arguments, then one cotangent for each float result
      of `@f`, in result order (an integer or bool result carries no
      gradient and gets none, nor does a float result marked
      `{pyc.requires_grad = false}`: one whose cotangent is known to be
      zero);
    - results: `@f`'s results, then the gradient of each argument that
      requires one, in argument order.

    A float argument requires a gradient unless it carries
    `{pyc.requires_grad = false}`; an integer or bool argument never does
    (`pyc.requires_grad = true` on one is an error). The joint function
    carries `pyc.joint_of` (the symbol of `@f`) and `pyc.gradient_args` (the
    indices of the arguments whose gradients it returns). `@f` itself is
    left as it is: it stays the inference graph, and a later pass
    (`pyc-partition`) splits the joint function into forward and backward.
    Functions that are joint functions already are skipped.

    The joint function's body is a copy of `@f`'s ops, then the backward:
    the ops in reverse order, each that reads a value depending on an input
    requiring a gradient and whose result receives a cotangent building the
    cotangents of its operands with its gradient rule (the op's
    `GradientOpInterface`, implemented beside each op in
    `dialects/Pyc/IR/PycGradients.cpp`, as torch's autograd formulas).
    Cotangents of a value read several times are added. An argument no
    cotangent reaches gets zeros. Ops a rule built that nothing reads (the
    gradient of a constant operand) are erased. Built ops carry the location
    of the op whose rule built them.

    An op that a cotangent reaches but that has no gradient rule stops the
    pass with an error naming the op and its location, as does a rule that
    cannot be built (a constant it needs has a `?` dim): never a wrong or
    missing gradient. A `pyc.kernel` is differentiated through: the joint
    function holds its body's ops in its place (fusion groups the joint's
    ops anew), so each of them needs its rule.

    Before:

    ```mlir
    func.func @f(%x: tensor<4xf32>, %w: tensor<4xf32>) -> tensor<4xf32> {
      %y = pyc.mul %x, %w : tensor<4xf32>
      %t = pyc.tanh %y : tensor<4xf32>
      return %t : tensor<4xf32>
    }
    ```

    After (`@f` unchanged, and):

    ```mlir
    func.func @f_joint(%x: tensor<4xf32>, %w: tensor<4xf32>, %dt: tensor<4xf32>)
        -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
        attributes {pyc.gradient_args = array<i64: 0, 1>, pyc.joint_of = @f} {
      %y = pyc.mul %x, %w : tensor<4xf32>
      %t = pyc.tanh %y : tensor<4xf32>
      %one = pyc.constant dense<1.000000e+00> : tensor<4xf32>
      %0 = pyc.mul %t, %t : tensor<4xf32>
      %1 = pyc.sub %one, %0 : tensor<4xf32>
      %dy = pyc.mul %dt, %1 : tensor<4xf32>
      %dx = pyc.mul %dy, %w : tensor<4xf32>
      %dw = pyc.mul %dy, %x : tensor<4xf32>
      return %t, %dx, %dw : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    ```
  }];
  let options = [
    Option<"function", "function", "std::string", /*default=*/"\"\"",
           "The function to differentiate (default: every function)">,
  ];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def Partition : Pass<"pyc-partition", "::mlir::ModuleOp"> {
  let summary = "Split joint functions into forward and backward, saving a minimum cut";
  let description = [{
    Splits each function carrying `pyc.joint_of = @f` (as `pyc-autodiff`
    builds them) into `@f_forward` and `@f_backward`, and erases it. The
    joint function's first P arguments are `@f`'s, the rest cotangents; its
    first R results are `@f`'s, the rest gradients. Functions without
    `pyc.joint_of` are left alone.

    - `@f_forward(primal arguments) -> (@f's results, saved values)`,
      with `pyc.forward_of = @f`, `pyc.num_saved`, `pyc.saved_bytes` (the
      saved values' bytes) and `pyc.save_all_bytes` (the bytes of every
      forward value the backward reads, which AOTAutograd's default
      partitioner saves);
    - `@f_backward(saved values, cotangents) -> (gradients)`, with
      `pyc.backward_of = @f` and the joint's `pyc.gradient_args`.

    Each holds only the ops its results need. A value is *backward* if it
    depends on a cotangent, *forward* if it depends on a primal argument and
    not on a cotangent, *constant-only* otherwise; constant-only ops are
    cloned into whichever function needs them and never saved.

    What to save is chosen as AOTAutograd's
    `min_cut_rematerialization_partition` chooses it: a minimum cut, by
    bytes, between what the forward must compute and what the backward
    reads. Each forward value is an edge of its bytes (static shape; i1 one
    byte); primal arguments and the results of ops that are not recomputed
    are fed by the source; the forward values the backward reads (operands
    of backward ops, gradients that are forward values) drain into the sink.
    Cheap ops are recomputed in the backward from the saved values when
    that saves bytes: `Pointwise` ops, `View`s, and `Reduction`s that shrink
    their operands less than 4 times (AOTAutograd's rule: a row statistic,
    a norm's mean or a softmax's sum, is saved rather than recomputed by
    reading its rows again); contractions (`pyc.matmul`) and opaque ops
    (gather, scatters, scans) are saved when the backward needs them. Of
    equal cuts, the one nearest the backward is taken: at equal bytes, the
    backward recomputes least. A view weighs a byte more than its bytes, so
    that at equal bytes the value it views is saved instead (attention's
    projection rather than the three heads' views of it): the backward's
    kernels read views in place, while a saved view reaches the backward as
    a strided tensor, copied dense on each call. Saved values are ordered primal arguments
    first, then op results in program order.

    Errors name the joint function: a `pyc.joint_of` that names no
    function, argument or result counts that do not match `@f`'s, a value
    the cut weighs whose run-time sizes are not known, and a size symbol
    the backward needs that none of its arguments has as a dim.

    Run-time sizes (`pyc.symbols`): a value with `?` dims weighs its bytes
    at the sizes `symbol-sizes` gives the symbols (in `pyc.symbols` order;
    128 where it gives none: the sizes first seen, for a caller that knows
    them). The forward reads the symbols as `@f` does; each backward
    argument with `?` dims gets its sizes (`pyc.sizes`), and the backward's
    `pyc.symbols` binds each symbol it needs to an argument dim that is a
    multiple of it.

    Before (`pyc-autodiff`'s output for `@f(%x, %w) = tanh(%x * %w)`):

    ```mlir
    func.func @f_joint(%x: tensor<4xf32>, %w: tensor<4xf32>, %dt: tensor<4xf32>)
        -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
        attributes {pyc.gradient_args = array<i64: 0, 1>, pyc.joint_of = @f} {
      %y = pyc.mul %x, %w : tensor<4xf32>
      %t = pyc.tanh %y : tensor<4xf32>
      %one = pyc.constant dense<1.000000e+00> : tensor<4xf32>
      %0 = pyc.mul %t, %t : tensor<4xf32>
      %1 = pyc.sub %one, %0 : tensor<4xf32>
      %dy = pyc.mul %dt, %1 : tensor<4xf32>
      %dx = pyc.mul %dy, %w : tensor<4xf32>
      %dw = pyc.mul %dy, %x : tensor<4xf32>
      return %t, %dx, %dw : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    ```

    After: the backward reads `%t`, `%x` and `%w` (48 bytes); `%x` and `%w`
    are saved anyway, and `%t` is recomputed from them:

    ```mlir
    func.func @f_forward(%x: tensor<4xf32>, %w: tensor<4xf32>)
        -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
        attributes {pyc.forward_of = @f, pyc.num_saved = 2 : i64,
                    pyc.save_all_bytes = 48 : i64, pyc.saved_bytes = 32 : i64} {
      %y = pyc.mul %x, %w : tensor<4xf32>
      %t = pyc.tanh %y : tensor<4xf32>
      return %t, %x, %w : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
    }
    func.func @f_backward(%x: tensor<4xf32>, %w: tensor<4xf32>, %dt: tensor<4xf32>)
        -> (tensor<4xf32>, tensor<4xf32>)
        attributes {pyc.backward_of = @f, pyc.gradient_args = array<i64: 0, 1>} {
      %y = pyc.mul %x, %w : tensor<4xf32>
      %t = pyc.tanh %y : tensor<4xf32>
      %one = pyc.constant dense<1.000000e+00> : tensor<4xf32>
      %0 = pyc.mul %t, %t : tensor<4xf32>
      %1 = pyc.sub %one, %0 : tensor<4xf32>
      %dy = pyc.mul %dt, %1 : tensor<4xf32>
      %dx = pyc.mul %dy, %w : tensor<4xf32>
      %dw = pyc.mul %dy, %x : tensor<4xf32>
      return %dx, %dw : tensor<4xf32>, tensor<4xf32>
    }
    ```
  }];
  let options = [
    ListOption<"symbolSizes", "symbol-sizes", "int64_t",
               "sizes of the run-time size symbols at which values are "
               "weighed (pyc.symbols order; 128 for a symbol not listed)">
  ];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def Fuse : Pass<"pyc-fuse", "::mlir::func::FuncOp"> {
  let summary = "Group pyc ops into pyc.kernel regions";
  let description = [{
    Partitions the ops of a function into kernels; only kernel inputs and
    results reach memory. Decisions read the fusion class each op declares
    (`Pointwise`, `View`, `Reduction`, `Contraction`; any other op is opaque
    and gets a kernel of its own, with the views it reads as index maps if
    it declares `ViewOperands`, else as copies):

    - pointwise chains over one shape fuse (vertical fusion);
    - a reduction takes its pointwise prologue, later reductions over the
      same dims (softmax's max and sum, layer norm's mean and variance) and
      the epilogue that uses the reduced values, re-broadcast over the
      reduced dims;
    - a lookup (`gather`, `take_along_dim`) of one element per reduced
      row, from values the reduction kernel does not compute, joins its
      epilogue: cross-entropy's pick of the target's logit is read beside
      the row's log-sum-exp, and the loss computed there;
    - a pointwise kernel whose results only one pointwise or reduction
      kernel of the same shape reads (each directly) merges into it: a
      prologue that began in two kernels (softmax's backward) is one;
    - views (broadcast, transpose, reshape, slice) of kernel inputs become
      index maps instead of copies;
    - ops reading the same input over the same shape join one kernel
      (sibling fusion), so the input is read once;
    - a matmul keeps its own kernel and takes its pointwise epilogue (bias,
      activation, residual, scale);
    - a reshape of a kernel's result that only the function returns stays
      a `pyc.reshape` after the kernels, not a copy kernel: row-major data
      is the same, and the lowering writes the result into the output.

    - index math (iotas, integer and boolean arithmetic on them, selects
      and converts of such values: a causal mask) is cloned into each
      kernel that reads it and computed there, through the reader's views,
      in the reader's domain, unless something other than a kernel reads it;
    - a value a kernel computes from its inputs by pointwise ops alone
      (no reduction of its own; at most 24 of them) that other pointwise or
      reduction kernels read in their own domain is computed again by each
      of them, where they read fewer bytes for it than the value costs
      written once and read by each (an input a reader reads anyway, or of
      a sixteenth of the value's bytes or less, a row of weights, is not
      counted): it is then neither written nor read back (a layer norm
      backward's `x - mean` in f32, from x in bf16 or f32, read by both its
      column sums and its row sums). The cone stops at the kernel's values
      of its reduced space (a row's mean, which the kernel then writes),
      and, where the cone from the inputs is too long or too wide, at the
      values the kernel writes anyway (batch norm's backward after a
      residual sum: the masked gradient, written in bf16 for the shortcut,
      read in place of its f32 product with the weight and rstd);
    - a reduction over columns (its innermost dim kept) takes ops over its
      whole domain that feed its reductions (the squares about its mean),
      but not an epilogue over that domain that reads its reduced values
      (batch norm's normalization of channels-last data): a program would
      walk its long columns again after reducing them, and a GPU could no
      longer split them (pyc-tile-gpu). For a CPU (the module's
      `#pyc.target`), not the squares about its mean either: the CPU's
      column walk keeps one row of accumulators for reductions of the
      operand alone, and the pair in one kernel walked each column strided
      (batch norm's statistics of [2, 32, 64, 64] channels-last f32 on 2
      EPYC cores: 178 us, 75 as two kernels).

    A kernel holds at most `max-ops` ops (views pulled in counted): past
    that, a chain goes on in a new kernel. LLVM's time on one loop body
    grows faster than its size (a recurrent chain of 4000 ops took 61 s in
    one kernel), and the loops' emitter recurses along the chain; a bound
    keeps compile time linear in graph size, for one more write and read
    of a tensor every `max-ops` ops.

    Otherwise no op is duplicated. A broadcast of a value computed inside a
    kernel would recompute that value for every repeated element, so it is
    refused unless it re-expands a reduced value, which a reduction kernel
    computes once per reduced row.

    Kernels keep the function's order where their inputs allow it (in a
    backward, each weight's gradient right after the cotangent it reads,
    whose buffer is then free); a reduction whose results are all reduced
    (a bias's gradient) goes as soon as its operands are computed, while
    they are still in cache.

    Before:

    ```mlir
    %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    %s = pyc.add %x, %b : tensor<4x8xf32>
    %t = pyc.tanh %s : tensor<4x8xf32>
    ```

    After:

    ```mlir
    %t = pyc.kernel pointwise (%bias, %x) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
    ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>):
      %0 = pyc.broadcast_in_dim %arg0, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
      %1 = pyc.add %arg1, %0 : tensor<4x8xf32>
      %2 = pyc.tanh %1 : tensor<4x8xf32>
      pyc.yield %2 : tensor<4x8xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
  let options = [
    Option<"maxOps", "max-ops", "int64_t", /*default=*/"kMaxKernelOps",
           "The most ops one kernel holds">,
  ];
}

def RaiseSoftmax : Pass<"pyc-raise-softmax", "::mlir::func::FuncOp"> {
  let summary = "Form pyc.softmax from the decomposed softmax, for "
                "pyc-autodiff";
  let description = [{
    Replaces `e / broadcast(sum(e, [d]))` with `e = exp(x - broadcast(
    stop_gradient(max(x, [d]))))` (the broadcasts re-spreading the row
    statistics along `d`, through keepdim reshapes) by `pyc.softmax x, dim
    = d`; where `x` is converted up from an f16 or bf16 value and the
    quotient is only rounded back to that type, by the softmax of that
    value (computed in f32 and rounded once, the same). Run in the training
    pipeline before `pyc-autodiff`: the softmax's rule reads only its
    result, so `pyc-partition` saves the probabilities (in the half type)
    and the backward does not recompute them from the scores and the row
    max and sum (a bf16 GPT block's forward wrote the masked scores for
    that, and its backward recomputed the probabilities: 179 us of 3.07 ms
    on an H100). The halves, traced back to FX, decompose it again.

    Before:

    ```mlir
    %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
    %d = pyc.sub %x, %mb : tensor<4x8xf32>
    %e = pyc.exp %d : tensor<4x8xf32>
    %s = pyc.reduce sum %e, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
    %y = pyc.div %e, %sb : tensor<4x8xf32>
    ```

    After:

    ```mlir
    %y = pyc.softmax %x, dim = 1 : tensor<4x8xf32>
    ```
  }];
}

def RaiseAttention : Pass<"pyc-raise-attention", "::mlir::func::FuncOp"> {
  let summary = "Form pyc.attention from a product, a softmax and a product, "
                "for pyc-autodiff";
  let description = [{
    Replaces `matmul(softmax(mask(scale * matmul(q, kT))), v)` (the scale a
    splat constant, multiplied or divided; the mask, if any, a select of
    -inf where the column passes the row, read off its index math; the
    softmax over the last dim, after pyc-raise-softmax; the scores and
    probabilities regrouped between batch shapes by reshapes; each
    intermediate read once) by `pyc.attention q, transpose(kT), v` with
    that scale and `causal`. Only the forms torch's FlashAttention takes
    are raised: f16 or bf16, one head size, a multiple of 8 and at most
    256, static sizes. Run in the GPU target's training pipeline before
    `pyc-autodiff`: the attention's rule reads its operands, output and the
    rows' logsumexp, so `pyc-partition` saves those instead of the M x N
    probabilities, and both halves call FlashAttention, which never writes
    the scores.

    Before:

    ```mlir
    %s = pyc.matmul %q, %kt : tensor<8x16x64xbf16>, tensor<8x64x16xbf16> -> tensor<8x16x16xbf16>
    %y = pyc.div %s, %c8 : tensor<8x16x16xbf16>
    %p = pyc.softmax %y, dim = 2 : tensor<8x16x16xbf16>
    %o = pyc.matmul %p, %v : tensor<8x16x16xbf16>, tensor<8x16x64xbf16> -> tensor<8x16x64xbf16>
    ```

    After:

    ```mlir
    %k = pyc.transpose %kt, permutation = [0, 2, 1] : tensor<8x64x16xbf16> -> tensor<8x16x64xbf16>
    %o, %lse = pyc.attention %q, %k, %v scale = 1.250000e-01
        : tensor<8x16x64xbf16>, tensor<8x16x64xbf16>, tensor<8x16x64xbf16>
        -> tensor<8x16x64xbf16>, tensor<8x16xf32>
    ```
  }];
}

def CausalProducts : Pass<"pyc-causal-products", "::mlir::func::FuncOp"> {
  let summary = "Mark the products of attention that a causal mask halves";
  let description = [{
    Under a causal mask (hiding j > i + d, d >= 0, read off its index math)
    half of attention's two products is not needed: the scores above the
    diagonal are replaced by -inf, and the probabilities there are 0. Sets
    on a `pyc.matmul`
    - `result_masked_above = d` where every reader of its result (through
      batch regroups, converts and scaling by a finite splat) is the hidden
      branch of such a select of -inf, or is added to a bias that is -inf
      above the diagonal (the mask torch's SDPA builds for `is_causal`);
    - `lhs_zero_above = d` where its left operand is 0 above the diagonal:
      the softmax along the last dim (`e / rowsum(e)`, `e = exp(x -
      rowmax(x))`) of scores that are -inf there, a select of 0 where such
      a mask hides (the scores' gradient in the backward), a select between
      such values and 0, or such a value scaled by a finite splat;
    - `rhs_zero_above = d` where its right operand is (the keys' gradient
      `q^T @ ds`).
    The CPU target's contractions skip that work (pyc-to-loops); the
    results match eager wherever the scores are finite. Where a score above
    the diagonal would be inf or NaN, eager's row is NaN and the skipped
    product's is not, as with FlashAttention, which never computes them.

    Before:

    ```mlir
    %s = pyc.matmul %q, %kt : tensor<8x16x64xf32>, tensor<8x64x16xf32> -> tensor<8x16x16xf32>
    %x = pyc.select %hide, %ninf, %s : tensor<8x16x16xf32>
    %m = pyc.reduce max %x, dims = [2] : tensor<8x16x16xf32> -> tensor<8x16xf32>
    ...
    %p = pyc.div %e, %sum : tensor<8x16x16xf32>
    %o = pyc.matmul %p, %v : tensor<8x16x16xf32>, tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    ```

    After:

    ```mlir
    %s = pyc.matmul %q, %kt {result_masked_above = 0 : i64} : ...
    ...
    %o = pyc.matmul %p, %v {lhs_zero_above = 0 : i64} : ...
    ```
  }];
}

def StrengthReduce : Pass<"pyc-strength-reduce", "::mlir::func::FuncOp"> {
  let summary = "Replace pow by small constant exponents, division by a "
                "power of two and one-term products with cheaper ops";
  let description = [{
    Rewrites `x / c` with a float splat constant `c = ±2^k` whose reciprocal
    is a normal number of the type into `x * (1 / c)`: both round the exact
    quotient once, so every input gives the same result (attention's scale
    by `1 / sqrt(64)`, one IEEE division per score, becomes a multiply).

    Rewrites `pow(x, c)` with a splat constant `c` into ops that give the
    same result and cost less: `c = 0` gives a splat 1 (static shapes),
    `c = 1` gives `x`, `c = 2` gives `x * x`, `c = 3` gives `x * x * x`
    (floats and integers), `c = -1` gives `reciprocal(x)` (floats). Each
    rule gives torch.pow's results for every input, ±0, ±inf and NaN
    included; `c = 0.5`, `-0.5` and `-2` do not (sqrt(-inf) is NaN where
    pow gives inf, sqrt(-0) is -0 where pow gives +0, and `1 / (x * x)`
    overflows to 0 where pow gives a subnormal), so they stay `pyc.pow`.

    Rewrites a `pyc.matmul` whose contraction has one term (`[..., M, 1] @
    [..., 1, N]`, static shapes, one element type) into `pyc.mul` of its
    operands broadcast to the result: each element is that term's product,
    rounded once either way. Rotary embeddings' frequencies times positions
    then fuse with their cos and sin, where the product was a kernel (on a
    GPU, a library call) of its own.

    Nothing is folded: canonicalization is a pass of its own.

    Before:

    ```mlir
    %c = pyc.constant dense<2.0> : tensor<4x8xf32>
    %p = pyc.pow %x, %c : tensor<4x8xf32>
    ```

    After:

    ```mlir
    %p = pyc.mul %x, %x : tensor<4x8xf32>
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def NormalizeShapes : Pass<"pyc-normalize-shapes", "::mlir::func::FuncOp"> {
  let summary = "Reshape matmuls and pointwise ops into the shapes fusion and tiling take";
  let description = [{
    Moves reshapes so that `pyc-fuse` and the kernel lowerings see fewer
    dims and longer pointwise chains; each rewrite computes the same
    elements in the same order, only in another shape:

    - `matmul(x, broadcast_in_dim(w))` where `w` is 2-d and broadcast over
      every batch dim (a Linear weight): one 2-d matmul on `x` reshaped to
      `[B * M, K]`, reshaped back; the broadcast weight is never built;
    - a matmul with more than one batch dim: its batch dims collapsed into
      one by reshapes;
    - `f(reshape(a), reshape(b), c)` for a pointwise `f`, reshapes from one
      shape and splat constants `c` (with run-time sizes, scalars broadcast
      to them, rebuilt so in `a`'s shape), where `a` or `b` is computed by a
      pointwise op or a reduction: `reshape(f(a, b, c))`, so that `f` fuses
      with that producer (nn.Linear's bias add viewed back to `[B, T, N]`
      before its activation; batch norm's statistics viewed as `[1, C, 1,
      1]`). The pipeline folds the reshapes that then meet;
    - `f(transpose(a), transpose(b), broadcast(m), c)` for a pointwise `f`,
      transposes of one permutation, broadcasts and splat constants, its
      result not returned: `transpose(f(a, b, broadcast'(m), c'))`, so that
      `f` computes in `a`'s layout (an input taken channels-last: batch
      norm's statistics and normalization read the buffer as it lies, and
      the reductions that the transposes meet fold them,
      `reduce(transpose(x))` canonicalizing to `reduce(x)`; SDPA's math
      form scales the transposed keys in the projection's layout, and the
      product reads the transposed view).

    Nothing is folded: canonicalization is a pass of its own.

    Before:

    ```mlir
    %wb = pyc.broadcast_in_dim %w, dims = [1, 2] : tensor<8x16xf32> -> tensor<2x8x16xf32>
    %y = pyc.matmul %a, %wb : tensor<2x4x8xf32>, tensor<2x8x16xf32> -> tensor<2x4x16xf32>
    ```

    After:

    ```mlir
    %0 = pyc.reshape %a : tensor<2x4x8xf32> -> tensor<8x8xf32>
    %1 = pyc.matmul %0, %w : tensor<8x8xf32>, tensor<8x16xf32> -> tensor<8x16xf32>
    %y = pyc.reshape %1 : tensor<8x16xf32> -> tensor<2x4x16xf32>
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def PlanMemory : Pass<"pyc-plan-memory", "::mlir::func::FuncOp"> {
  let summary = "Place the tensors passed between kernels in one arena";
  let description = [{
    Runs after `pyc-fuse`. Every result of a top-level op of the function
    (a `pyc.kernel` or any other op but a constant) that has a static shape
    and is not returned gets a block of one arena per function; a later
    lowering allocates the arena once and makes each value a view of it.
    Returned values, and values whose reshape is returned, are written into
    the caller's outputs and are not planned; constants live in read-only
    data.

    - A block holds the value's bytes (elements times element bytes, i1 as
      one byte) rounded up to `alignment`.
    - A value is live from the op that defines it to the last top-level op
      that reads it (a read inside a nested region counts at the top-level
      op that holds it). At each op the results are placed first, then the
      blocks of values it was the last to read are freed, so a result never
      shares a block with an operand, except in place (below).
    - A result takes the smallest free block that holds it (best fit; the
      rest of the block stays free, and adjacent free blocks merge). If none
      holds it, the arena grows; a free block at the end of the arena is
      grown rather than left as a hole.
    - In place: a `pointwise` kernel with one result writes it over an
      operand that no later op reads, of the same shape and element size,
      when every op reached from that operand in the body is `Pointwise`
      (so result element i reads only operand element i, before it is
      overwritten).

    The plan is recorded as typed attributes (PycAttrs.td), recomputed from
    scratch on every run: a `#pyc.placement` named `pyc.placement` on each
    op with a planned result (`offsets`: one byte offset per result, -1 for
    a result not planned; `inplace`: the operand whose block an in-place
    kernel's result takes), and a `#pyc.memory_plan` named
    `pyc.memory_plan` on the function (`arena`: the arena's size; `naive`:
    the sum of all blocks, one buffer per value; `alignment`). Their
    verifiers reject a malformed plan (blocks unaligned or outside the
    arena, an offset count that is not the result count, an in-place
    operand that does not exist or lies elsewhere).

    Before:

    ```mlir
    func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> {
      %a = pyc.kernel opaque(%x) : (tensor<16xf32>) -> tensor<16xf32> {...}
      %b = pyc.kernel pointwise(%a) : (tensor<16xf32>) -> tensor<16xf32> {
      ^bb0(%arg0: tensor<16xf32>):
        %0 = pyc.exp %arg0 : tensor<16xf32>
        pyc.yield %0 : tensor<16xf32>
      }
      %c = pyc.kernel opaque(%b) : (tensor<16xf32>) -> tensor<16xf32> {...}
      return %c : tensor<16xf32>
    }
    ```

    After (`%b` is written over `%a`):

    ```mlir
    func.func @f(%x: tensor<16xf32>) -> tensor<16xf32> attributes {
        pyc.memory_plan = #pyc.memory_plan<arena = 64, naive = 128, alignment = 64>} {
      %a = pyc.kernel opaque(%x) {pyc.placement = #pyc.placement<offsets = [0]>} ...
      %b = pyc.kernel pointwise(%a) {pyc.placement = #pyc.placement<offsets = [0], inplace = 0>} ...
      %c = pyc.kernel opaque(%b) ...
      return %c : tensor<16xf32>
    }
    ```
  }];
  let options = [
    Option<"alignment", "alignment", "int64_t", /*default=*/"64",
           "Byte alignment of every block; sizes are rounded up to it">,
  ];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def AttachTarget : Pass<"pyc-attach-target", "::mlir::ModuleOp"> {
  let summary = "Describe the machine the module is compiled for";
  let description = [{
    Sets the module's `pyc.target` (`#pyc.target`, PycAttrs.td), which the
    target passes (pyc-tile, pyc-approximate-math, pyc-tile-gpu) decide by:
    the default target of `kind` (`TargetAttr::getDefault`: an AVX-512 core
    with 2 MiB of L2; an H100 or H200) with each option given in place of
    its number. pycompile writes the attribute itself, from the machine the
    code is for; this pass is for `pycompile-opt` and lit tests, to schedule
    one module for other machines. A target the verifier rejects (128-bit
    vectors on a GPU, a warp of 48) is an error naming the value.

    Example: `pyc-attach-target{kind=cpu arch=znver3 vector-bits=256}` on
    a module without attributes gives it

    ```mlir
    module attributes {pyc.target = #pyc.target<kind = cpu, arch = "znver3",
        vector_bits = 256, cores = 1, l2_bytes = 2097152>} {
    ```
  }];
  let options = [
    Option<"kind", "kind", "std::string", /*default=*/"\"cpu\"",
           "cpu or gpu">,
    Option<"arch", "arch", "std::string", /*default=*/"\"\"",
           "The processor (an LLVM CPU name, a CUDA architecture)">,
    Option<"vectorBits", "vector-bits", "int64_t", /*default=*/"0",
           "CPUs: vector width in bits (256: AVX2, 512: AVX-512)">,
    Option<"cores", "cores", "int64_t", /*default=*/"0", "CPUs: cores">,
    Option<"l2Bytes", "l2-bytes", "int64_t", /*default=*/"0",
           "A CPU core's L2 cache, or a GPU's, in bytes">,
    Option<"warp", "warp", "int64_t", /*default=*/"0", "GPUs: threads a warp">,
    Option<"multiprocessors", "multiprocessors", "int64_t", /*default=*/"0",
           "GPUs: multiprocessors (SMs)">,
    Option<"sharedBytes", "shared-bytes", "int64_t", /*default=*/"0",
           "GPUs: shared memory a program may take, in bytes">,
  ];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def Tile : Pass<"pyc-tile", "::mlir::func::FuncOp"> {
  let summary = "Choose each kernel's loop structure for the CPU";
  let description = [{
    Records per-kernel loop decisions as a `#pyc.cpu_schedule` (PycAttrs.td)
    named `pyc.cpu_schedule` on each `pyc.kernel`, which the CPU lowering
    (`pyc-to-loops`) follows:

    - `order` (contraction kernels): `ikj` for floats of 32 bits or
      fewer (f32 accumulators): a block of the product accumulates
      `lhs[i, k] * rhs[k, j:j+32]` along k, vectors across j, the right
      operand read from strips packed per thread when it is not contiguous
      along j (`x @ w.T`, as `nn.Linear` computes); `ijk` for wider types
      whose right operand is a transpose of a kernel input, k its
      contiguous dim: dot products along k, with reassociable float sums
      so that LLVM vectorizes them.
    - `block` (contraction kernels): the register block, rows x cols of the
      product accumulated while k runs: 8 x 1 for `ijk`; for `ikj`, 6 rows
      by two vector registers of f32 (6 x 32 for a target of 512-bit
      vectors, 6 x 16 for 256), measured; the numbers are in Tile.cpp.
    - `panel` (contraction kernels whose right operand is larger than half
      of a core's L2): columns of the right operand a cache block holds, all
      k rows of them within that half (a multiple of 16; a k known at
      run time only is taken as 2048). The lowering
      computes every row of the product against one panel before the next,
      so that the panel is read from cache by all blocks of rows.
    - `parallel`: the dim whose loop the threads share (each a contiguous
      chunk, or in products parts claimed one at a time): a batch dim wider
      than 1, else the columns where an `ikj` product has 8 register blocks
      of them or more (each thread packs the columns it claims and waits
      for no other; the lowering shares the rows
      instead where it copies the left operand), else the rows
      (contractions); the
      first kept dim wider than 1, a dim of the reduced operand
      (reductions); the first dim wider than 1 of the first result
      (pointwise).

    The vector width and the L2 are the module's `#pyc.target` (PycAttrs.td;
    without one, the default CPU target: 512-bit vectors, 2 MiB of L2); a
    target of 128-bit vectors is an error (no register blocking for it yet),
    as is a GPU target.

    Kernels with nothing to decide (one element) carry no schedule. An
    `attention` kernel (pyc-fuse-attention, which only the GPU pipeline
    runs) is an error: the CPU has no lowering for it yet.

    Before:

    ```mlir
    %y = pyc.kernel contraction(%x, %w) : (tensor<4x8xf32>, tensor<16x8xf32>) -> tensor<4x16xf32> {
    ^bb0(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>):
      %t = pyc.transpose %b, permutation = [1, 0] : tensor<16x8xf32> -> tensor<8x16xf32>
      %m = pyc.matmul %a, %t : tensor<4x8xf32>, tensor<8x16xf32> -> tensor<4x16xf32>
      pyc.yield %m : tensor<4x16xf32>
    }
    ```

    After: the same kernel with
    `{pyc.cpu_schedule = #pyc.cpu_schedule<parallel = 0, block = [6, 32]>}`
    (`order = ikj`, the default, is not printed).
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def FuseAttention : Pass<"pyc-fuse-attention", "::mlir::func::FuncOp"> {
  let summary = "Merge attention's scores, softmax and output into one kernel";
  let description = [{
    Finds a contraction kernel whose left operand is a row softmax computed
    by a reduction kernel, whose operand in turn is computed element by
    element from another contraction kernel's product, and merges the three
    into one `attention` kernel (`pyc.kernel attention`) with the output
    kernel's results. The GPU code generator computes such a kernel one
    block of query rows at a time, walking the keys with an online softmax,
    so that the scores and the probabilities never reach memory.

    Merged only where that is exact up to rounding:
    - the softmax is `exp(x - max(x)) / sum(exp(x - max(x)))` over the last
      dim (max and sum its kernel's only reductions, the max spread back
      through keepdim reshapes, broadcasts and stop_gradient);
    - `x` is computed from the scores element by element: pointwise ops
      (a scale, a mask, a bias, converts) and reshapes that only regroup
      the dims before the last two;
    - the probabilities reach the second product only through such
      reshapes and float converts, and nothing else reads the scores, the
      probabilities or either intermediate kernel's result;
    - both products take f32, f16 or bf16 operands (`tl.dot`), and the
      head dims (the queries' and the values' last) are static and at most
      256.

    Example: the three kernels of `softmax(q @ k^T / 8) @ v` become

    ```mlir
    %o = pyc.kernel attention(%q, %kt, %v) : (...) -> tensor<4x16x32xf32> {
      %s = pyc.matmul %q, %kt ...
      ... the softmax's ops ...
      %r = pyc.matmul %p, %v ...
      pyc.yield %r : tensor<4x16x32xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def InlineCopies : Pass<"pyc-inline-copies", "::mlir::func::FuncOp"> {
  let summary = "Compute copy and pointwise kernels inside the one kernel that reads them";
  let description = [{
    A kernel that only moves elements (views that keep the innermost dim
    innermost, pads, concats, splat constants, converts, negations; what
    pyc-fuse leaves materialized, such as the slices a concat reads) and
    whose results one other kernel alone reads is merged into that reader,
    which then computes each element where it needs it (`elementFromOperands`:
    a load at a moved index, a select among a concat's inputs) instead of
    loading it from memory. The reader must compute element by element: a
    pointwise or reduction kernel, or another copy (a concat reading the
    copies of its inputs). A transpose of the innermost dim keeps its kernel
    (read in place it would scatter its reader's loads), and so does a copy
    the function returns or two kernels read.

    A pointwise kernel (element-wise ops and such moves; opaque to pyc-fuse
    where it holds a concat or pad) with one reader is
    merged the same way, as long as it is computed once an element there, or
    is small (16 ops at most) where the reader reads it twice (a rotate-half's
    two slices) or broadcasts it: LLaMA's dq, a product whose rotate-half is
    added to another product and the sum transposed for the weight's
    product, was three kernels. Into a reduction, only a small one is: there
    its elements are computed in the reduction's 2-d tile beside the
    accumulators (a max pooling's backward, nine spread cotangents summed,
    took 8.8 ms inside batch norm's column sums, a kernel of its own 0.11).
    Nor is one merged where the two kernels' ops together pass `max-ops`
    (pyc-fuse's bound: a recurrent chain `h = tanh(h * 0.9 + x[i % 16])`
    that pyc-fuse cut every 256 ops was one kernel again, and LLVM's time
    grew with its square: 1,000 steps took 151 s to compile, 21 s cut).

    A pointwise kernel of several results, each computed by a small piece
    of it (under 16 ops) and read by another kernel that would compute it
    so, is first split into a kernel a result (pyc-fuse joins ops that read
    one value or one splat constant: batch norm's running mean and
    variance, each times the momentum, were one kernel that neither
    statistic's kernel could compute; two batch norms', one of 17 ops).

    Both targets run it: each element of a copy costs a load either way,
    and each kernel saved is a round trip through memory (and on a GPU a
    launch). On the CPU a pooling's padded input was a copy kernel of its
    own that took longer than the pooling (ReLU and 3x3 max pooling of
    [8, 64, 112, 112] f32 on 2 Xeon cores: 17.1 ms, 6.2 merged).

    Example: rotary's `x * cos + cat(-x[..., 2:], x[..., :2]) * sin`, four
    kernels after pyc-fuse (two slices, the concat, the sum), becomes

    ```mlir
    %r = pyc.kernel pointwise(%x, %cos, %sin) : (...) -> tensor<2x4xf32> {
    ^bb0(%a: tensor<2x4xf32>, %c: tensor<2x4xf32>, %s: tensor<2x4xf32>):
      %hi = pyc.slice %a, start = [0, 2], limit = [2, 4], stride = [1, 1] ...
      %neg = pyc.neg %hi : tensor<2x2xf32>
      %lo = pyc.slice %a, start = [0, 0], limit = [2, 2], stride = [1, 1] ...
      %cat = pyc.concat %neg, %lo dim = 1 : ...
      ... x * cos + cat * sin ...
    }
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
  let options = [
    Option<"maxOps", "max-ops", "int64_t", /*default=*/"kMaxKernelOps",
           "The most ops a kernel with a computing kernel merged into it holds">,
  ];
}

def FuseSiblings : Pass<"pyc-fuse-siblings", "::mlir::func::FuncOp"> {
  let summary = "Launch independent kernels over one space as one kernel (GPU)";
  let description = [{
    Two kernels that iterate over one space, neither of which reads what
    the other computes, become one kernel that computes both bodies and
    yields both kernels' results (horizontal fusion): pointwise kernels
    whose results all have one static shape, and reduction kernels whose
    reductions are all sums of one static shape over the same dims (the
    Triton emitter walks such sums' rows together). The merged kernel loads
    an input both read once. It stands where the later kernel stood, or
    where the earlier one stood when an op between them reads the earlier
    one's results; where neither place has every operand defined before it
    and every reader after it, the kernels stay apart. In one walk down the
    function, a kernel merges with the nearest earlier one it may join, up
    to 64 ops in all (each body's values stay live until its stores). A
    pointwise kernel that transposes its innermost dim keeps its own tiled
    launch (pyc-tile-gpu); reductions other than sums (a softmax's max, a
    variance) keep theirs.

    For GPUs only, after pyc-inline-copies: each kernel is a launch, about
    8 us of host time on an H200 host. A training step's backward starts
    with what it recomputes for every layer at once (LLaMA's first backward
    part was 23 kernels, eight norm outputs of one shape among them), and
    GPT-2's norm backward summed its linear bias and norm weight and bias
    gradients over the same rows in three kernels.

    Example:

    ```mlir
    %a = pyc.kernel pointwise(%x) : (tensor<4xf32>) -> tensor<4xf32> {...}
    %b = pyc.kernel pointwise(%y) : (tensor<4xf32>) -> tensor<4xbf16> {...}
    ```

    becomes

    ```mlir
    %k:2 = pyc.kernel pointwise(%x, %y)
        : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xbf16>) {...}
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def TileGpu : Pass<"pyc-tile-gpu", "::mlir::func::FuncOp"> {
  let summary = "Choose each kernel's launch for the GPU (Triton)";
  let description = [{
    Records a `#pyc.gpu_schedule` (PycAttrs.td) as `pyc.gpu_schedule` on
    each pointwise and reduction `pyc.kernel`, which the Triton emitter
    (`pycompile-translate --pyc-to-triton`) follows:

    - pointwise kernels: one program per block of `block[0]` elements of the
      result (1024, or the result rounded up to a power of two when
      smaller), 4 warps; one with a transpose that moves the innermost dim
      (attention's keys transposed for the scores): `tiled`, 64 rows (the
      result's outer dims flattened) by 64 elements of its last dim a
      program, so that the transposed reads are contiguous runs too;
    - reduction kernels whose row (the reduced elements of one kept index)
      has at most `max-row` elements: `row`, each program holding whole
      rows in `block[1]` lanes (the row rounded up to a power of two) and
      `block[0]` rows, so that a program has about 2048 lanes; one warp per
      256 lanes, 2 to 16: a row is read from memory once, even when several
      reductions and the epilogue read it (softmax, layer norm);
    - longer rows: `looped`, one row a program, chunks of `block[1]` = 8192
      lanes with 16 warps; each lane accumulates its elements of the row and
      the lanes are combined once at the end; each reduction and the
      epilogue walk the row again;
    - rows whose length is known at run time only (a `?` reduced dim):
      `looped` as the longest rows are; the emitter adds a `row` variant
      whose rows and lanes the host function picks at launch, by the rule
      above (the row rounded up to a power of two, about 2048 lanes a
      program), and runs where the row has at most 16384 elements. A
      run-time number of rows is taken as many;
    - column reductions (the innermost dim kept: a norm's weight gradient,
      a sum over tokens) whose rows held whole would put fewer than 32
      bytes of kept elements in a program: `looped`, `block[0]` = 32 bytes
      of kept elements side by side and chunks of 256 of the reduced dim;
    - a looped reduction with fewer programs than twice the GPU's
      multiprocessors (the module's `#pyc.target`, PycAttrs.td; without one,
      the default GPU target's 132, an H100's or H200's, where it was
      measured: 256 programs, each count rounded down to a power of two)
      whose rows can be summed or compared in parts (float reductions that
      read no reduction's result, but for the squares about a mean right
      after its sum, a variance: each part walks both once, Welford's, and
      the combination adds the parts as Chan's, in chunks the row divides,
      halved from 256 down to 32, else not split): `split`, each row cut
      into `block[2]` parts of whole chunks, a program each, up to four
      programs a multiprocessor (512), and a second kernel combining the
      parts; a split column reduction takes 64 bytes of kept elements a
      program. Batch norm's statistics over channels-last data, the mean's
      and the variance's kernels each split and each reading the
      activation, are one walk and one combination (resnet18 on an H200:
      40 launches fewer a training step; the stem's statistics 58 -> 34 us).

    With `?` sizes, pointwise kernels take blocks of 1024 elements; the
    emitter masks every block and takes the sizes as arguments.

    Contraction kernels (one `pyc.matmul` and its prologue and epilogue):
    `dot`, one program per tile of `dot-rows` x `dot-columns` of the product
    (each side the product's rounded up to a power of two when smaller,
    at least 16), k 128 bytes of operand at a time (64 for 16-bit floats,
    32 for f32), `dot-warps` warps and `dot-stages` pipeline stages. The
    defaults, 128 x 256, 8 warps, 3 stages, were the fastest of nine
    configurations on an H200 for bf16 products with a bias and GELU
    (4096^3: 600 TFLOP/s, 0.84x cuBLAS's product alone; 128 x 128 reached
    405).

    Attention kernels (pyc-fuse-attention): `attention`, one program per
    `block[0]` query rows of one batch element (`attention-rows`; by
    default 64 for head dims up to 64, 128 above), keys `block[1]` at a
    time (`attention-keys`, 64), each halved for f32 operands; the head
    dims held whole (`block[2]`, `block[3]`: rounded up to powers of two);
    `attention-warps` (4) warps, `attention-stages` (2) stages. The
    defaults were the fastest of 36 configurations on an H100 for causal
    bf16 attention with head dims of 64 (8 x 16 heads x 1024 tokens and
    2 x 16 x 4096) and 128 (4 x 16 x 2048).

    Opaque kernels made only of element ops (views, `pad`, `concat`, which
    pyc-fuse leaves unfused when nothing else reads them) are scheduled as
    pointwise ones. Other kernels (scans, scatters) get none: the emitter
    rejects them and the part runs elsewhere.

    Example: a softmax over rows of 768 (`tensor<64x768xf32>`) gets
    `#pyc.gpu_schedule<strategy = row, block = [2, 1024], warps = 8, stages = 1>`.
  }];
  let options = [
    Option<"maxRow", "max-row", "int64_t", /*default=*/"16384",
           "The longest row a program holds whole (strategy `row`)">,
    Option<"dotRows", "dot-rows", "int64_t", /*default=*/"128",
           "Rows of a contraction's tile (strategy `dot`)">,
    Option<"dotColumns", "dot-columns", "int64_t", /*default=*/"256",
           "Columns of a contraction's tile">,
    Option<"dotWarps", "dot-warps", "int64_t", /*default=*/"8",
           "Warps of a contraction's program">,
    Option<"dotStages", "dot-stages", "int64_t", /*default=*/"3",
           "Pipeline stages of a contraction's loop over k">,
    Option<"attentionRows", "attention-rows", "int64_t", /*default=*/"0",
           "Query rows of an attention program (strategy `attention`; 0: 64 "
           "for head dims up to 64, 128 above; half for f32 operands)">,
    Option<"attentionKeys", "attention-keys", "int64_t", /*default=*/"64",
           "Keys an attention program takes at a time (half for f32)">,
    Option<"attentionWarps", "attention-warps", "int64_t", /*default=*/"4",
           "Warps of an attention program">,
    Option<"attentionStages", "attention-stages", "int64_t", /*default=*/"2",
           "Pipeline stages of an attention program's loop over the keys">,
  ];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

def ApproximateMath : Pass<"pyc-approximate-math", "::mlir::func::FuncOp"> {
  let summary = "Rewrite exp, expm1, log1p, tanh, erf, erfc as arith polynomials";
  let description = [{
    Replaces `math.exp`, `expm1`, `log1p`, `tanh`, `erf` and `erfc` on f32
    (and on f16/bf16, through f32) by upstream's polynomial approximations
    in arith ops, so a loop that computes them vectorizes instead of calling
    libm once per element.

    Before:

    ```mlir
    %e = math.exp %x : f32
    ```

    After: range reduction and a polynomial in `arith` ops, and the scale by
    a power of two (no `math.exp`): for a target of 512-bit vectors (the
    module's `#pyc.target`, PycAttrs.td; AVX-512 without one), one
    `llvm.intr.ldexp` (vscalefps); else an integer add to the exponent field
    (exact where the result is normal; inf past the largest finite exp),
    which vectorizes on every x86 (LLVM expands a vector ldexp into a libm
    call a lane where the CPU has no vscalef).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect", "::mlir::pyc::PycDialect",
    "::mlir::vector::VectorDialect", "::mlir::LLVM::LLVMDialect",
  ];
}

#endif // PYC_TRANSFORMS_PASSES_TD
