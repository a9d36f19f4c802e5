"""`target="cuda"`: Triton kernels for NVIDIA GPUs, behind the backend's
`Target` seam (`pycompile.targets`); `target="triton-interpret"`: the same
kernels run by Triton's interpreter on CPU tensors, to test them anywhere.

A part is lowered by `pyc-gpu-pipeline` (each kernel's launch decisions)
and `pyc-to-triton` (one generated Python module: kernels and a host
function). Nothing here needs a GPU: generating and compiling kernels does
not.
"""

from __future__ import annotations

import contextlib
import functools
import math
import os
from collections.abc import Callable

import torch
from torch.utils import _pytree as pytree

from pycompile import _native, pipeline, targets
from pycompile.importer.fx_importer import describe_location
from pycompile.runtime.gpu import TritonProgram, load_module
from pycompile.targets.gpu import convolutions

aten = torch.ops.aten

# Products: pycompile's `tl.dot` kernels (pyc-to-triton's `dot` strategy,
# with the product's prologue and epilogue fused) or torch's (cuBLAS).
_PRODUCTS = frozenset({
    aten.mm.default, aten.bmm.default, aten.addmm.default, aten.baddbmm.default})

# Nodes torch computes for now: ops whose kernels have no Triton lowering
# yet (scatters, scans, arg-reductions). Each would otherwise send its whole
# part to the fallback. (Lookups, pyc.gather and pyc.take_along_dim, are
# Triton kernels that check their indices on the device.)
_TORCH_OPS = frozenset({
    aten.embedding_dense_backward.default,
    aten.scatter_add.default, aten.scatter.value, aten.index_add.default,
    aten.index_put.default, aten.put.default,
    aten.cumsum.default, aten.argmax.default, aten.argmin.default,
})

# SDPA where torch's fused kernels take it (`decompositions._attention`),
# and a training graph's pyc.attention (`reference._attention`): on an
# H100, FlashAttention took 61 us for 8 x 16 heads x 1024 x 64 causal bf16,
# pycompile's fused attention 160 (bench/README.md).
_FUSED_ATTENTION = {
    aten._scaled_dot_product_flash_attention.default: "FlashAttention",
    aten._scaled_dot_product_flash_attention_backward.default: "FlashAttention",
    aten._scaled_dot_product_efficient_attention.default: "memory-efficient attention",
    aten._scaled_dot_product_efficient_attention_backward.default:
        "memory-efficient attention",
    aten._scaled_dot_product_cudnn_attention.default: "cuDNN attention",
    aten._scaled_dot_product_cudnn_attention_backward.default: "cuDNN attention",
}


# Nodes between a softmax and the product that reads it, or between the
# scores and the softmax's exp, that pyc-fuse-attention looks through.
_PASS_THROUGH = frozenset({
    aten.view.default, aten._unsafe_view.default, aten.expand.default,
    aten.clone.default, aten._to_copy.default, aten.alias.default,
    torch.ops.prims.convert_element_type.default,
})


def _attention_products(gm: torch.fx.GraphModule) -> set[torch.fx.Node]:
    """The products pyc-fuse-attention merges with the softmax between them
    (it decides on the pyc ops; this finds the same shape in the graph, so
    that torch does not take the products first): a batched product whose
    left operand is exp(..) / sum (safe or not, through views and converts)
    of an exp computed from another batched product's result, where
    nothing else reads what lies between them (`_enclosed`: a value also
    saved for a backward is not merged)."""
    def through(node):
        while isinstance(node, torch.fx.Node) and node.target in _PASS_THROUGH:
            node = node.args[0]
        return node

    found = set()
    for node in gm.graph.nodes:
        if node.target is not aten.bmm.default:
            continue
        probs = through(node.args[0])
        if getattr(probs, "target", None) is aten.where.self:  # a safe softmax
            probs = through(probs.args[2])
        if getattr(probs, "target", None) is not aten.div.Tensor:
            continue
        exp = probs.args[0]
        if getattr(exp, "target", None) is not aten.exp.default:
            continue
        # The scores: the first product above the exp.
        seen, work = set(), [exp]
        while work:
            n = work.pop()
            if n in seen:
                continue
            seen.add(n)
            if n.target in _PRODUCTS:
                if n.target is aten.bmm.default and _enclosed(n, node):
                    found |= {n, node}
                continue
            work.extend(n.all_input_nodes)
    return found


def _enclosed(scores: torch.fx.Node, output: torch.fx.Node) -> bool:
    """Whether nothing but `output` reads what lies between the two
    products: the values computed from the scores that the output's operand
    is computed from. A training forward returns some of them (the masked
    scores, the row max and sum, saved for the backward), and the kernel
    would not write them."""
    ancestors, work = set(), [output.args[0]]
    while work:
        n = work.pop()
        if isinstance(n, torch.fx.Node) and n not in ancestors and n is not scores:
            ancestors.add(n)
            work.extend(n.all_input_nodes)
    between, work = set(), [scores]
    while work:
        for user in work.pop().users:
            if user in ancestors and user not in between:
                between.add(user)
                work.append(user)
    return all(set(n.users) <= between | {output} for n in [scores, *between])


def _bias_into_products(gm: torch.fx.GraphModule) -> None:
    """`mm(a, b) + bias` (a bias row added to every row: a linear layer, as
    pyc-autodiff's forward gives it back) as `addmm(bias, a, b)`, where the
    product's only reader is that add: cuBLAS adds the bias in the product's
    epilogue, in f32, as eager's linear does, instead of a kernel of ours
    reading the product back to write the sum (the bf16 GPT block's MLP: 64
    MB written twice)."""
    def row_of(node):
        # The [N] row of `expand(view(row, [1, N]), [M, N])`, as pyc's
        # broadcast_in_dim gives it back (not a column's [M, 1]).
        if isinstance(node, torch.fx.Node) and node.target == aten.expand.default:
            node = node.args[0]
        if (isinstance(node, torch.fx.Node) and node.target == aten.view.default
                and node.meta.get("val") is not None
                and tuple(node.meta["val"].shape[:1]) == (1,)):
            node = node.args[0]
        return node

    changed = False
    for add in list(gm.graph.nodes):
        if add.op != "call_function" or add.target != aten.add.Tensor or add.kwargs:
            continue
        for mm, bias in (add.args, add.args[::-1]):
            bias = row_of(bias)
            if not (isinstance(mm, torch.fx.Node) and isinstance(bias, torch.fx.Node)
                    and mm.target == aten.mm.default and len(mm.users) == 1):
                continue
            product, row = mm.meta.get("val"), bias.meta.get("val")
            if (product is None or row is None or row.dim() != 1
                    or row.shape[0] != product.shape[1] or row.dtype != product.dtype):
                continue
            with gm.graph.inserting_before(add):
                addmm = gm.graph.call_function(aten.addmm.default, (bias, *mm.args))
            addmm.meta = dict(add.meta)
            add.replace_all_uses_with(addmm)
            gm.graph.erase_node(add)
            gm.graph.erase_node(mm)
            changed = True
            break
    if changed:
        gm.recompile()


# cuBLAS runs a product far slower where a matrix's rows (as stored: an
# operand's leading dimension, the result's N) are not a multiple of 16
# bytes of f16/bf16 (f32) elements. Measured on an H200 (bf16, cuBLAS alone
# against the pads' copies and cuBLAS; `bench/gpu_models.py --padding`):
# GPT-2's LM head, 8192 x 768 x 50257, 5.20 ms against 1.15; its input
# gradient, K = 50257, 4.72 against 2.12; BERT's 4096 x 1024 x 30522 2.3x;
# its weight gradient, dlogits^T [50257, 8192] stored transposed (leading
# dimension 50257), 4.3 ms in a fallback kernel; but M = 50257 over rows
# of 8192 (aligned) 0.88 ms against 1.50 padded, and products under
# _PAD_MIN_FLOPS (256 x 768 x 50257: 0.96x; 8192 x 1023 x 1024: 0.99x) gain
# nothing.
_PAD_ALIGN = {torch.bfloat16: 8, torch.float16: 8, torch.float32: 4}
_PAD_MIN_FLOPS = 2 ** 34


def _aligned(size: int, align: int) -> int:
    return -(-size // align) * align


def _transposed(x: torch.fx.Node) -> bool:
    """Whether `x`'s last two dims are stored columns first (a transpose's
    view): its leading dimension is then its dim -2."""
    strides, shape = x.meta["val"].stride(), x.meta["val"].shape
    return strides[-2] == 1 and strides[-1] != 1 and shape[-2] > 1


def _one_term(node: torch.fx.Node) -> bool:
    """Whether product `node` sums one term (its operands `[..., M, 1]` and
    `[..., 1, N]`: rotary embeddings' frequencies times positions), which
    pyc computes as an element-wise product (pyc-strength-reduce), fused
    with its neighbours: a cuBLAS call of LLaMA's took ~100 us of host time
    on an H200 host, and split the graph's part in two."""
    a = node.args[1] if node.target in (aten.addmm.default, aten.baddbmm.default) \
        else node.args[0]
    val = a.meta.get("val") if isinstance(a, torch.fx.Node) else None
    return isinstance(val, torch.Tensor) and isinstance(val.shape[-1], int) \
        and val.shape[-1] == 1


def _pad_products(gm: torch.fx.GraphModule) -> set[torch.fx.Node]:
    """Each large `mm`, `addmm` or `bmm` with an unaligned leading dimension
    (above), as the product of zero-padded operands (and bias), sliced back
    to [..., M, N]: views of the padded result, whose rows then start
    aligned, for cuBLAS and for the kernels that read them. Each operand is
    padded as it is stored (a plain copy); zeros along K add nothing. The
    pads are pycompile's: a kernel that makes the operand writes it padded,
    or one kernel copies it (torch's pad filled the whole then copied the
    rows in: 1.2 ms for GPT-2's logits gradient on an H200, Inductor's
    one-pass copy 0.63). Returns the pads added."""
    from torch._guards import detect_fake_mode

    added: set[torch.fx.Node] = set()
    # One pad per tensor and shape: GPT-2's logits gradient is read by the
    # input's gradient product and, transposed, by the weight's, padded the
    # same way as stored (a pad of [8192, 50257] bf16 took 1.2 ms on an H200).
    pads: dict[tuple, torch.fx.Node] = {}
    for node in list(gm.graph.nodes):
        if node.op != "call_function" or node.kwargs or node.target not in (
                aten.mm.default, aten.bmm.default, aten.addmm.default):
            continue
        operands = list(node.args)
        if not all(isinstance(x, torch.fx.Node) and "val" in x.meta for x in operands):
            continue
        bias = operands.pop(0) if node.target is aten.addmm.default else None
        a, b = operands
        align = _PAD_ALIGN.get(node.meta["val"].dtype)
        *batch, m, k = a.meta["val"].shape
        n = b.meta["val"].shape[-1]
        if align is None or not all(isinstance(d, int) for d in (*batch, m, k, n)) or \
                math.prod((*batch, m, n, k)) < _PAD_MIN_FLOPS or _one_term(node):
            continue
        # The dims that lead a stored matrix: A's K (or M, stored transposed),
        # B's N (or K), the result's N.
        a_t, b_t = _transposed(a), _transposed(b)
        pm = _aligned(m, align) if a_t else m
        pk = _aligned(k, align) if not a_t or b_t else k
        pn = _aligned(n, align)
        if (pm, pk, pn) == (m, k, n):
            continue
        mode = detect_fake_mode([a.meta["val"], b.meta["val"]])

        def call(target, *args, source=node, mode=mode):
            with gm.graph.inserting_before(source):
                made = gm.graph.call_function(target, args)
            with mode:
                made.meta["val"] = target(*(x.meta["val"] if isinstance(x, torch.fx.Node)
                                            else x for x in args))
            made.meta["stack_trace"] = source.meta.get("stack_trace")
            return made

        swap = [*range(len(batch)), len(batch) + 1, len(batch)]

        def pad(x, rows, cols):
            """`x` [..., r, c] zero-padded to [..., rows, cols], once."""
            key = (x, rows, cols)
            if key not in pads:
                r, c = x.meta["val"].shape[-2:]
                pads[key] = call(aten.constant_pad_nd.default, x, [0, cols - c, 0, rows - r])
                added.add(pads[key])
            return pads[key]

        def padded(x, rows, cols, transposed, swap=swap):
            """`x` [..., r, c] padded to [..., rows, cols] as it is stored: a
            transpose's view is padded as its base, then viewed back (a pad
            in row order transposed the copy: 0.29 ms for GPT-2's LM head
            weight, a plain copy 0.04)."""
            if tuple(x.meta["val"].shape[-2:]) == (rows, cols):
                return x
            if not transposed:
                return pad(x, rows, cols)
            swapped = x.target is aten.t.default or (
                x.target is aten.permute.default and list(x.args[1]) == swap)
            base = x.args[0] if swapped else call(aten.permute.default, x, swap)
            return call(aten.permute.default, pad(base, cols, rows), swap)

        a = padded(a, pm, pk, a_t)
        b = padded(b, pk, pn, b_t)
        if bias is not None and (pm, pn) != (m, n):
            # A row [N] (or [1, N]) is padded along N, a whole [M, N] along both.
            whole = bias.meta["val"].dim() == 2 and bias.meta["val"].shape[0] == m != 1
            added.add(bias := call(aten.constant_pad_nd.default, bias,
                                   [0, pn - n, 0, pm - m] if whole else [0, pn - n]))
        result = call(node.target, *([bias] if bias is not None else []), a, b)
        for dim, size, full in ((len(batch), m, pm), (len(batch) + 1, n, pn)):
            if size != full:
                result = call(aten.slice.Tensor, result, dim, 0, size)
        node.replace_all_uses_with(result)
        gm.graph.erase_node(node)
        _restride_views(gm.graph, result, mode)
    if added:
        gm.recompile()
    return added


def _restride_views(graph: torch.fx.Graph, node: torch.fx.Node, mode) -> None:
    """Traces again the views that read `node` (transitively; splits and
    their pieces too), now that its value is strided where the one it
    replaced was dense (a padded product's slice): a chain of views is made
    from its last view's traced sizes and strides
    (`compiled_graph.reinterpreted_views`), and GPT-2's logits, traced as
    dense [8, 1024, 50257], were read from the padded rows as dense (a
    relative error of 1.4). A view the padded rows do not allow (one
    flattening them) reads a dense copy instead."""
    from pycompile.compiled_graph import aliases

    def traced(user: torch.fx.Node):
        args, kwargs = pytree.tree_map_only(torch.fx.Node, lambda n: n.meta["val"],
                                            (user.args, user.kwargs))
        with mode:
            user.meta["val"] = user.target(*args, **kwargs)

    stack = [node]
    while stack:
        source = stack.pop()
        for user in [u for u in source.users if aliases(u)]:
            try:
                traced(user)
            except (RuntimeError, ValueError):  # (torch's refs raise either)
                with graph.inserting_before(user):
                    dense = graph.call_function(aten.clone.default, (source,),
                                                {"memory_format": torch.contiguous_format})
                traced(dense)
                user.replace_input_with(source, dense)
                traced(user)
            stack.append(user)


class TranslationError(Exception):
    """The translation to Triton met what it cannot express; the message
    names it and where."""


class Gpu:
    pipeline = "pyc-gpu-pipeline"
    caches = False  # Triton caches compiled kernels; generating is quick

    def __init__(self, name: str, devices: frozenset[str], interpret: bool) -> None:
        self.name = name
        self.devices = devices
        self.interpret = interpret
        # On a GPU, addmm stays whole for cuBLAS: torch's decomposition
        # computes the product in f32 for bf16 and f16 operands (its opmath
        # cast), which on an H100 made a bf16 GPT block's products FP32
        # GEMMs, and copies of the weights. SDPA and pyc.attention call
        # torch's FlashAttention, cuDNN's or the memory-efficient kernel.
        # (In the interpreter, on CPU tensors, none: the tests check pyc's
        # own kernels there.)
        self.whole_ops = frozenset() if interpret else frozenset({torch.ops.aten.addmm})
        self.fused_attention = not interpret

    @property
    def torch_products(self) -> bool:
        """Whether torch computes the products: on a GPU by default (the
        Triton GEMM is not yet tuned, nor chosen by timing), unless
        PYCOMPILE_GPU_PRODUCTS=triton; in the interpreter, where the tests
        check the `tl.dot` kernels, only with PYCOMPILE_GPU_PRODUCTS=torch
        set (the tests of the GPU graph's rewrites around torch's products,
        padding and bias, on the CPU)."""
        choice = os.environ.get("PYCOMPILE_GPU_PRODUCTS")
        if choice not in (None, "torch", "triton"):
            raise ValueError(f"PYCOMPILE_GPU_PRODUCTS={choice!r}: expected 'torch' or 'triton'")
        return choice == "torch" if self.interpret else choice != "triton"

    def before_autograd(self, gm: torch.fx.GraphModule) -> Callable[[], None] | None:
        # cuDNN's channels-last kernels for an image's 3 channels were slow
        # (resnet18's first convolution, [32, 3, 224, 224] bf16 on an H200:
        # 198 us a call where NCHW's took 23).
        return targets.channels_last_convolutions(gm, min_channels=8)

    def library_nodes(self, gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]:
        """Ops with no Triton lowering yet, and the products where torch
        computes them (a bias row added to one first goes into it:
        `_bias_into_products` rewrites `gm`); each product's choice goes
        into `report`. A convolution ending in ReLU goes to cuDNN with the
        ops before the ReLU in its epilogue (`convolutions.fuse`)."""
        torch_products = self.torch_products
        fused = convolutions.fuse(gm, report)
        why = ("torch (cuBLAS: the tl.dot kernels are not yet chosen by timing; "
               "PYCOMPILE_GPU_PRODUCTS=triton runs them)" if torch_products else
               "pycompile (tl.dot, its prologue and epilogue fused)")
        chosen = set()
        if torch_products:
            _bias_into_products(gm)
            _pad_products(gm)
        attention = _attention_products(gm)
        for node in gm.graph.nodes:
            if node.op != "call_function":
                continue
            if node in attention:
                report.matmuls.append(
                    f"{node.target} at {describe_location(node)} -> pycompile (attention: "
                    "scores, softmax and output in one kernel, pyc-fuse-attention)")
            elif node.target in _PRODUCTS and _one_term(node):
                report.matmuls.append(
                    f"{node.target} at {describe_location(node)} -> pycompile (one term: "
                    "an element-wise product)")
            elif node.target in _PRODUCTS:
                report.matmuls.append(f"{node.target} at {describe_location(node)} -> {why}")
                if torch_products:
                    chosen.add(node)
            elif node.target in _FUSED_ATTENTION:
                report.matmuls.append(
                    f"{node.target} at {describe_location(node)} -> torch "
                    f"({_FUSED_ATTENTION[node.target]}: SDPA's kernel on GPUs, and "
                    "pyc.attention's in training; 2.6-3.0x pycompile's fused attention "
                    "on an H100)")
                chosen.add(node)
            elif node.target in _TORCH_OPS:
                chosen.add(node)
        return chosen | targets.torch_convolutions(gm, report) | fused

    def lower(self, module, text: str, reproducer) -> TritonProgram:
        from mlir import ir

        pipeline.run(module, f"builtin.module({self.pipeline})", reproducer)
        with pipeline.collected_errors(module.context) as errors:
            source = _native.translate_to_triton(module.operation)
        if source is None:
            raise TranslationError("; ".join(f"{e.location}: {e.message}" for e in errors)
                                   or "pyc-to-triton failed")
        function = module.body.operations[0]
        name = ir.StringAttr(function.attributes["sym_name"]).value
        return TritonProgram(load_module(source, self.interpret), name, source)

    def builder(self, ahead: bool = False) -> contextlib.AbstractContextManager:
        return contextlib.nullcontext()

    def target_attribute(self) -> str | None:
        """The `#pyc.target` of the GPU the code is compiled for (pyc-tile-gpu
        splits reductions of too few programs for its multiprocessors): the
        current CUDA device's; for the interpreter and exports without a GPU
        none, which the passes read as the default GPU target, an H100's or
        H200's (`TargetAttr::getDefault`), where the rules were measured."""
        if self.interpret or not torch.cuda.is_available():
            return None
        return _cuda_target(torch.cuda.current_device())

    def unchecked(self, program, graph: torch.fx.GraphModule):
        return program.run if isinstance(program, TritonProgram) else program

    def part_entry(self, program):
        """The host function without the argument check (1-2 us an argument,
        a training step's parts take hundreds): the compiled graph fixes its
        arguments' shapes and dtypes, and it makes any strides contiguous."""
        return self.unchecked(program, None)

    def profile(self, text: str, inputs: list | None) -> None:
        return None  # not yet: the GPU kernels are timed by bench/gpu.py


@functools.cache
def _cuda_target(device: int) -> str:
    properties = torch.cuda.get_device_properties(device)
    return (f'#pyc.target<kind = gpu, arch = "sm_{properties.major}{properties.minor}", '
            f"warp = {properties.warp_size}, multiprocessors = {properties.multi_processor_count}, "
            f"l2_bytes = {properties.L2_cache_size}, "
            f"shared_bytes = {properties.shared_memory_per_block_optin}>")


CUDA = Gpu("cuda", frozenset({"cuda"}), interpret=False)
INTERPRET = Gpu("triton-interpret", frozenset({"cpu"}), interpret=True)
