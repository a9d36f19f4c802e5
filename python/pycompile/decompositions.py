"""Decomposition policy: which ops reach pyc whole, which are rewritten into
other ops first, by whom, and why. The backend, training, `aot` and the
importer read it from here.

An ATen op of a user's program reaches pyc in one of four ways:

1. rewritten above autograd (`ABOVE_AUTOGRAD`): in Dynamo's graph, before
   AOTAutograd traces it, so that autograd differentiates the rewritten form;
2. decomposed while AOTAutograd traces the graph, by the table for the
   graph's target (`table`): torch's core-ATen decompositions and some more
   of torch's own, less those kept whole (`_TORCH_KEPT_WHOLE`,
   `_saved_outputs_kept_whole`, the target's `whole_ops`: addmm on GPUs),
   with pycompile's own forms of the softmaxes and pooling (`_PYCOMPILE_FORMS`);
3. imported as a formula of several pyc ops (`COMPOSITES`; the rules are in
   `importer/rules.py`, declared with `composite`, which checks that the op
   is listed here);
4. otherwise imported as one pyc op (`importer/rules.py`), or run in eager
   PyTorch where no rule takes it (`importer.support_reason`).

Rewrites of pyc ops into other pyc ops are not decompositions and are not
decided here: the folders (`canonicalize`, `dialects/Pyc/IR/PycOps.cpp`),
`pyc-strength-reduce` (pow by small constants) and `pyc-normalize-shapes`
(compiler/Transforms/).
"""

from __future__ import annotations

import functools

import torch
from torch._decomp import core_aten_decompositions, get_decompositions
from torch._prims_common import ELEMENTWISE_TYPE_PROMOTION_KIND, elementwise_dtypes

from pycompile import pooling

aten = torch.ops.aten
prims = torch.ops.prims

# -- 1. above autograd -------------------------------------------------------------


def _torch_kernel(query, key, value, attn_mask, dropout_p, enable_gqa, on,
                  grad: bool) -> str | None:
    """Which of torch's fused attention kernels takes this call on a GPU:
    "flash" (f16 or bf16, no mask), "cudnn" (f16 or bf16, a mask, inference
    on a Hopper GPU) or "efficient" (memory-efficient attention, the one of
    the three that takes f32; a mask as an additive bias), as eager's SDPA
    picks them, for CUDA tensors (or `on` "cuda": an export traced on CPU
    tensors for a GPU) of f16, bf16 or f32 alike, rank 4, one head dim (a
    multiple of 8, at most 256), no dropout, as many heads in each, a mask
    of bool or the queries' type (and an sm80 or later device, where one is
    present; an export without a GPU targets one). None: the math formula.
    In f32 the math formula (pyc's fused Triton attention) took 5.3 ms a
    GPT-2 forward (8 x 12 heads x 1024 x 64, 4 layers) on an H200, torch's
    memory-efficient kernel 3.6."""
    if not (fused_takes(query, on) and not dropout_p and not enable_gqa
            and query.dim() == 4
            and all(t.dtype == query.dtype and t.dim() == 4 and t.shape[-1] == query.shape[-1]
                    for t in (key, value))
            and not (torch.cuda.is_available()
                     and torch.cuda.get_device_capability(query.device) < (8, 0))):
        return None
    if attn_mask is not None and not (
            attn_mask.dtype in (torch.bool, query.dtype) and attn_mask.dim() <= 4):
        return None
    # Where a gradient is taken, a training graph imports the memory-efficient
    # kernel as pyc.attention with a bias, which pycompile differentiates
    # (BERT's training step fell back to AOTAutograd's backward, 1.4x
    # slower), and whose kernels are cuDNN's where `cudnn_attention` says so
    # (`runtime.reference`).
    return fused_kernel(query, attn_mask is not None, cudnn=not grad)


# The dtypes torch's fused attention kernels take (f32: the memory-efficient
# kernel alone).
FUSED_DTYPES = (torch.float16, torch.bfloat16, torch.float32)


def fused_takes(query: torch.Tensor, on: str | None) -> bool:
    """Whether torch's fused attention kernels take queries like `query`:
    CUDA tensors (or `on` "cuda": traced on the CPU for a GPU) of
    `FUSED_DTYPES`, a head dim that is a multiple of 8, at most 256."""
    d = query.shape[-1]
    return (query.is_cuda or on == "cuda") and query.dtype in FUSED_DTYPES and \
        d % 8 == 0 and d <= 256


def fused_kernel(query: torch.Tensor, masked: bool, cudnn: bool) -> str:
    """Which of torch's fused kernels computes an attention they take:
    FlashAttention without a mask in f16 or bf16; with one, cuDNN's where
    `cudnn` and `cudnn_attention` allow; else the memory-efficient kernel
    (f32's, and a mask as an additive bias)."""
    if not masked and query.dtype != torch.float32:
        return "flash"
    return "cudnn" if masked and cudnn and cudnn_attention(query) else "efficient"


def cudnn_attention(query: torch.Tensor) -> bool:
    """Whether cuDNN's attention takes an attention with a mask (bias) whose
    queries are `query` (already eligible for torch's fused kernels), as
    eager's SDPA picks it: on Hopper, f16 or bf16, head dim at most 128. A mask is built
    under torch.compile even where none is needed (Hugging Face's GPT-2
    passes its causal mask). On an H200, for 8 x 12 heads x 1024 x 64 bf16:
    115 us a call, memory-efficient attention's 303 us; its backward 255 us
    against 680."""
    return query.is_cuda and torch.backends.cuda.cudnn_sdp_enabled() and \
        query.dtype in (torch.float16, torch.bfloat16) and query.shape[-1] <= 128 and \
        torch.cuda.get_device_capability(query.device) >= (9, 0)


_SDPA = torch._C._nn.scaled_dot_product_attention


# Queries x keys (a head's scores) from which CPU inference keeps SDPA whole.
# Measured, 2 Zen 4 cores, the Hugging Face-style GPT-2 block (width 768, 12
# heads) against the decomposed formula pyc compiles: 1 x 512 tokens 47.2 ->
# 42.1 ms, 1 x 1024 93.3 -> 90.9 (SDPA alone at 2048: 92 -> 49); even at 1 x
# 256, 1 x 384 and 4 x 256; at 4 x 128 the graph split around torch's
# kernel cost 5-9%.
_CPU_FLASH_SCORES = 512 * 512


def size_hint(size) -> int | None:
    """`size`'s value, or for a run-time size the one Dynamo traced with (its
    hint: reading it adds no guard, so it serves choices of speed only, as
    here and in tuning); None where Dynamo has none."""
    return size if isinstance(size, int) else size.node.hint


def _cpu_inference(query, key, value, attn_mask, on) -> bool:
    """Whether this SDPA call is inference on the CPU with long enough
    sequences that it stays whole: AOTAutograd then traces it into the
    kernel eager picks (FlashAttention for the CPU, which the CPU target
    leaves to torch, or the math formula, which pyc compiles), and the
    scores never reach memory."""
    if (on or query.device.type) != "cpu" or torch.is_grad_enabled() and any(
            t is not None and t.requires_grad for t in (query, key, value, attn_mask)):
        return False
    queries, keys = size_hint(query.shape[-2]), size_hint(key.shape[-2])
    return queries is not None and keys is not None and queries * keys >= _CPU_FLASH_SCORES


def _attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
               enable_gqa=False, *, on=None):
    """`F.scaled_dot_product_attention` as torch's fused kernel where eager's
    would be one (on a GPU, in f16, bf16 or f32, `_torch_kernel`: the GPU target
    leaves it to torch; the math formula computes in f32, 14x slower on an
    H100), whole for CPU inference over long sequences (`_cpu_inference`),
    else as torch's math formula. Put in the user's graph before
    AOTAutograd, so autograd differentiates its matmuls and softmax, which
    pyc compiles, instead of recording a fused CPU kernel whose backward
    reads a logsumexp (see `_saved_outputs_kept_whole`). A boolean mask
    becomes an additive one first, as the public op does before it picks a
    kernel: the math formula would add True as 1.0. `on`: the device type
    the graph runs on where its tensors are traced elsewhere (`aot`)."""
    if _cpu_inference(query, key, value, attn_mask, on):
        return _SDPA(query, key, value, attn_mask, dropout_p, is_causal, scale=scale,
                     enable_gqa=enable_gqa)
    if enable_gqa and query.dim() >= 3 and key.dim() >= 3 and \
            query.shape[-3] != key.shape[-3]:
        # Grouped-query attention (Hugging Face's LLaMA asks for it where
        # there is no mask): each key and value head repeated for its group
        # of query heads, as the math formula does, so that torch's fused
        # kernels, which take one head count, compute it on a GPU.
        groups = query.shape[-3] // key.shape[-3]
        key, value = (t.repeat_interleave(groups, dim=-3) for t in (key, value))
        enable_gqa = False
    # The rows' logsumexp where a gradient will be taken (its backward reads
    # it), as eager's SDPA asks for it.
    grad = torch.is_grad_enabled() and any(
        t is not None and t.requires_grad for t in (query, key, value, attn_mask))
    kernel = _torch_kernel(query, key, value, attn_mask, dropout_p, enable_gqa, on, grad)
    if kernel:
        query, key, value = (t if t.stride(-1) == 1 else t.contiguous()
                             for t in (query, key, value))
    if kernel == "flash":
        return aten._scaled_dot_product_flash_attention(
            query, key, value, 0.0, is_causal, False, scale=scale)[0]
    if attn_mask is not None and attn_mask.dtype == torch.bool:
        attn_mask = torch.zeros(attn_mask.shape, dtype=query.dtype,
                                device=query.device).masked_fill(~attn_mask, float("-inf"))
    if kernel in ("efficient", "cudnn"):
        # Rows of the bias 16-element aligned, as the kernel reads them (the
        # public op pads them so too), spread to [batch, heads, queries, keys].
        keys, bias = key.shape[-2], None
        if attn_mask is not None:
            bias = torch.nn.functional.pad(attn_mask, (0, -keys % 16))[..., :keys]
            bias = bias.expand(query.shape[0], query.shape[1], query.shape[2], keys)
        if kernel == "cudnn":
            return aten._scaled_dot_product_cudnn_attention(
                query, key, value, bias, grad, 0.0, is_causal, False, scale=scale)[0]
        return aten._scaled_dot_product_efficient_attention(
            query, key, value, bias, grad, 0.0, is_causal, scale=scale)[0]
    return aten._scaled_dot_product_attention_math(
        query, key, value, attn_mask, dropout_p, is_causal, scale=scale,
        enable_gqa=enable_gqa)[0]


def _multi_head_attention(*args, on=None, **kwargs):
    """`F.multi_head_attention_forward`, which Dynamo keeps as one call
    (`nn.MultiheadAttention`: torchvision's ViT), with the SDPA call in it
    made through `_attention` as AOTAutograd traces it. Traced as it was, it
    became eager's kernel (cuDNN's attention on an H200, FlashAttention's CPU
    kernel on a CPU), which a training graph holds as an op pycompile can
    neither differentiate nor call (its dropout draws)."""
    functional = torch.nn.functional
    before = functional.scaled_dot_product_attention
    functional.scaled_dot_product_attention = functools.partial(_attention, on=on)
    try:
        return functional.multi_head_attention_forward(*args, **kwargs)
    finally:
        functional.scaled_dot_product_attention = before


# Calls in Dynamo's graphs replaced before AOTAutograd traces them.
ABOVE_AUTOGRAD = {torch._C._nn.scaled_dot_product_attention: _attention,
                  torch.nn.functional.multi_head_attention_forward: _multi_head_attention}


# What a mask's constant subgraph may not compute: values that change from
# call to call (random numbers); state set and unset around them (vmap's
# levels, whose unsetting is no input of the mask); modules, which may hold
# state, are not taken either.
_NOT_CONSTANT = ("rand", "dropout", "bernoulli", "normal", "uniform", "multinomial",
                 "exponential", "poisson", "seed", "functorch", "nesting", "batch_dim",
                 "autocast", "grad_enabled")
_SDPA_PARAMETERS = ("query", "key", "value", "attn_mask", "dropout_p", "is_causal", "scale",
                    "enable_gqa")


def _constant_value(node: torch.fx.Node, limit: int = 64):
    """The value of SDPA mask `node` where a small subgraph of constants
    computes it (no input, no module, nothing random: `arange`s compared, a
    mask the model builds), computed now; else None. Nothing but the
    subgraph and SDPA calls may read its values: an op that did could
    change one in place (a padding mask written into a causal one)."""
    nodes, work = set(), [node]
    while work:
        n = work.pop()
        if n in nodes:
            continue
        if n.op not in ("call_function", "call_method", "get_attr") or len(nodes) >= limit or \
                n.is_impure() or any(word in str(n.target).lower() for word in _NOT_CONSTANT):
            return None
        nodes.add(n)
        work.extend(n.all_input_nodes)
    if any(user not in nodes and user.target is not _SDPA for n in nodes for user in n.users):
        return None
    graph, values = torch.fx.Graph(), {}
    for n in node.graph.nodes:  # (in order)
        if n in nodes:
            values[n] = graph.node_copy(n, values.__getitem__)
    graph.output(values[node])
    from torch._subclasses.fake_tensor import unset_fake_temporarily

    try:
        with unset_fake_temporarily(), torch.no_grad():
            value = torch.fx.GraphModule(node.graph.owning_module, graph)()
    except Exception:  # (a subgraph torch does not run outside Dynamo)
        return None
    return value if isinstance(value, torch.Tensor) else None


def _mask_kind(mask: torch.Tensor, queries: int, keys: int) -> str | None:
    """"causal" where attention mask `mask` (bool, or additive) lets each
    query see the keys up to its own position alone (as SDPA's is_causal
    does: `queries == keys`), "none" where it hides nothing; else None.
    An additive mask hides with -inf or its type's least value: either
    makes a probability exactly 0."""
    if mask.dim() < 2 or tuple(mask.shape[-2:]) != (queries, keys):
        return None
    if mask.dtype == torch.bool:
        seen = mask
    elif mask.is_floating_point():
        hidden = mask <= torch.finfo(mask.dtype).min
        if not bool(((mask == 0) | hidden).all()):
            return None
        seen = ~hidden
    else:
        return None
    if bool(seen.all()):
        return "none"
    causal = torch.ones(queries, keys, dtype=torch.bool, device=mask.device).tril()
    return "causal" if queries == keys and torch.equal(seen, causal.expand_as(seen)) else None


def constant_masks(gm: torch.fx.GraphModule) -> bool:
    """Rewrites, in place, each SDPA call of Dynamo's graph `gm` whose mask
    the model builds from constants alone and that is causal, or hides
    nothing, as the call with `is_causal=True`, or without a mask. Hugging
    Face's causal LMs build their causal mask under torch.compile with
    torch before 2.14 (they pass `is_causal=True` only where they can tell,
    outside Dynamo, that no token is padded): with the mask, a GPU runs
    cuDNN's attention over every block of the scores, ~0.12 ms of host time
    a call on an H200 host; causal, FlashAttention skips the blocks above
    the diagonal. Returns whether it changed `gm`."""
    kinds: dict[torch.fx.Node, str | None] = {}
    changed = False
    for node in list(gm.graph.nodes):
        if node.op != "call_function" or node.target is not _SDPA:
            continue
        args = dict(zip(_SDPA_PARAMETERS, node.args)) | dict(node.kwargs)
        mask, query, key = args.get("attn_mask"), args["query"], args["key"]
        if not isinstance(mask, torch.fx.Node) or args.get("is_causal") or args.get("dropout_p"):
            continue
        shapes = [n.meta.get("example_value") for n in (query, key)]
        if not all(isinstance(t, torch.Tensor) for t in shapes) or \
                not all(isinstance(d, int) for t in shapes for d in t.shape[-2:]):
            continue
        if mask not in kinds:
            value = _constant_value(mask)
            kinds[mask] = None if value is None else _mask_kind(
                value, shapes[0].shape[-2], shapes[1].shape[-2])
        if kinds[mask] is None:
            continue
        args["attn_mask"], args["is_causal"] = None, kinds[mask] == "causal"
        node.args, node.kwargs = tuple(args.pop(name) for name in _SDPA_PARAMETERS[:3]), args
        changed = True
    # The masks' subgraphs (constants alone), where nothing reads them now.
    computed, work = set(), [mask for mask, kind in kinds.items() if kind]
    while work:
        if (n := work.pop()) not in computed:
            computed.add(n)
            work.extend(n.all_input_nodes)
    for node in list(reversed(gm.graph.nodes)):
        if node in computed and not node.users:
            gm.graph.erase_node(node)
    return changed


def rewrite_above_autograd(gm: torch.fx.GraphModule) -> None:
    """Replaces, in place, the calls of `gm` that `ABOVE_AUTOGRAD` lists,
    and constant causal masks (`constant_masks`)."""
    changed = constant_masks(gm)
    for node in gm.graph.nodes:
        if node.op == "call_function" and node.target in ABOVE_AUTOGRAD:
            node.target = ABOVE_AUTOGRAD[node.target]
            changed = True
    if changed:
        gm.recompile()


# -- 2. the decomposition tables -------------------------------------------------------

# Core-ATen decompositions not taken: index_add and embedding, whose
# decompositions (index_put, x[i]) accept negative indices that they
# reject, are imported as they are (`importer.rules`).
_TORCH_KEPT_WHOLE = (aten.index_add, aten.index_add_)

# Composite ops decomposed further than core ATen, with torch's own
# decompositions, so that the importer sees a small op set: softmax, the
# norms, activations and their backward formulas.
_TORCH_BEYOND_CORE = [
    aten._softmax, aten._log_softmax, aten.native_layer_norm, aten.gelu,
    aten.var_mean, aten.mean.dim, aten.var.correction, aten.addmm,
    aten.relu, aten.leaky_relu, aten.clamp, aten.rsub,
    aten._softmax_backward_data, aten._log_softmax_backward_data,
    aten.native_layer_norm_backward, aten.gelu_backward, aten.embedding_dense_backward,
    aten.nll_loss_backward, aten.threshold_backward, aten.silu_backward,
    aten.sigmoid_backward, aten.tanh_backward, aten.full_like, aten.zeros_like,
    aten.ones_like, aten.new_zeros, aten.new_ones, aten.new_full, aten.mean,
    aten.native_group_norm, aten._native_batch_norm_legit_no_training,
    aten._native_batch_norm_legit, aten._native_batch_norm_legit_functional, aten.elu,
    aten.repeat, aten.flip, aten.native_dropout, aten.native_dropout_backward,
]


def _saved_outputs_kept_whole(table: dict) -> dict:
    """`table` less each fused forward op with auxiliary outputs (a
    logsumexp, mean and rstd, indices) whose backward op torch would run
    undecomposed: that backward reads the auxiliary outputs, and a
    decomposed forward need not produce them as the op's own kernel does
    (torch's decomposition of `_scaled_dot_product_flash_attention_for_cpu`
    returns the attention probabilities in the place of the logsumexp; the
    gradients came out 30-200 times too large). Such a pair stays whole, in
    torch; a pair decomposed together (layer norm, batch norm, NLL loss) is
    consistent by construction."""
    kept = {}
    for op, decomposition in table.items():
        name = op.name().split("::")[-1].split(".")[0] if isinstance(op, torch._ops.OpOverload) \
            else None
        backward = getattr(aten, f"{name}_backward", None) if name else None
        if backward is not None and len(op._schema.returns) > 1 and any(
                getattr(backward, o) not in table for o in backward.overloads()):
            continue
        kept[op] = decomposition
    return kept


_DEFAULT_PROMOTION = ELEMENTWISE_TYPE_PROMOTION_KIND.DEFAULT


def _shifted(x: torch.Tensor, dim: int, half_to_float: bool):
    """`x` in its computation dtype less its row maximum, detached (so a
    softmax's gradient does not go through the maximum, where it is zero:
    the shift cancels), and the result dtype. Otherwise torch's
    decomposition of `_softmax` and `_log_softmax`."""
    compute, result = elementwise_dtypes(x, type_promotion_kind=_DEFAULT_PROMOTION)
    x = x.contiguous().to(compute)
    if x.ndim and x.shape[dim] == 0:
        return x, result  # nothing to shift, nor any row to normalize
    return x - torch.amax(x, dim, keepdim=True).detach(), (compute if half_to_float else result)


def _softmax(x: torch.Tensor, dim: int, half_to_float: bool) -> torch.Tensor:
    shifted, dtype = _shifted(x, dim, half_to_float)
    unnormalized = torch.exp(shifted)
    return (unnormalized / torch.sum(unnormalized, dim, keepdim=True)).to(dtype)


def _log_softmax(x: torch.Tensor, dim: int, half_to_float: bool) -> torch.Tensor:
    shifted, dtype = _shifted(x, dim, half_to_float)
    return (shifted - torch.log(torch.sum(torch.exp(shifted), dim, keepdim=True))).to(dtype)


def _logsumexp(x: torch.Tensor, dim, keepdim: bool = False) -> torch.Tensor:
    """torch's decomposition (`torch._refs.logsumexp`) with the shift by the
    row maximum detached, as `_shifted`'s: the gradient is softmax(x) * g,
    without the maximum's own, whose two terms cancel only up to rounding."""
    dim = tuple(dim) if isinstance(dim, (list, tuple)) else (dim,)
    if not x.is_floating_point():
        x = x.to(torch.get_default_dtype())
    if x.numel() == 0:
        return torch.sum(torch.exp(x), dim, keepdim).log()
    shift = torch.amax(x, dim, keepdim=True).detach()
    shift = torch.masked_fill(shift, shift.abs() == float("inf"), 0)
    result = torch.sum(torch.exp(x - shift), dim, keepdim).log()
    return result.add(shift if keepdim else torch.squeeze(shift, dim))


def _gelu(x: torch.Tensor, approximate: str = "none") -> torch.Tensor:
    """GELU in f32 for f16 and bf16 inputs, rounded once, as torch's kernel
    computes it, and without the cancellation of torch's formulas where x is
    very negative (f16 GELU was 10.6 ulp off there, eager 2; its tanh form 9,
    eager 2.5): x / 2 * (1 + erf(x / sqrt 2)) as x / 2 * erfc(-x / sqrt 2),
    x / 2 * (1 + tanh(z)) as x * sigmoid(2 z), the same functions."""
    compute, result = elementwise_dtypes(x, type_promotion_kind=_DEFAULT_PROMOTION)
    x = x.to(compute)
    if approximate == "tanh":
        z = (x + x * x * x * 0.044715) * 0.7978845608028654  # sqrt(2 / pi)
        return (x * torch.sigmoid(z * 2)).to(result)
    return (x * 0.5 * torch.erfc(x * -0.7071067811865476)).to(result)


def _hardsigmoid(x: torch.Tensor) -> torch.Tensor:
    """torch's values (min(max(x + 3, 0), 6) / 6, in f32 for f16 and bf16),
    with eager's gradient at the kinks: 1/6 strictly inside (-3, 3) and 0 at
    and beyond them (`hardsigmoid_backward`); max and min split a tie's
    gradient between their operands, which torch's decomposition gave."""
    compute, result = elementwise_dtypes(x, type_promotion_kind=_DEFAULT_PROMOTION)
    x = x.to(compute)
    inside = torch.where(x >= 3, torch.ones_like(x), (x + 3) / 6)
    return torch.where(x <= -3, torch.zeros_like(x), inside).to(result)


def _hardswish(x: torch.Tensor) -> torch.Tensor:
    """torch's values (x * min(max(x + 3, 0), 6) / 6, each branch rounded
    as that formula rounds it, in f32 for f16 and bf16), with eager's
    gradient at the kinks: (2x + 3) / 6 strictly inside (-3, 3), 0 at and
    below -3, 1 at and above 3 (`hardswish_backward`)."""
    compute, result = elementwise_dtypes(x, type_promotion_kind=_DEFAULT_PROMOTION)
    x = x.to(compute)
    inside = torch.where(x < 3, x * (x + 3) / 6, x * 6 / 6)
    return torch.where(x <= -3, x * 0 / 6, inside).to(result)


def _hardtanh(x: torch.Tensor, min_val: float = -1.0, max_val: float = 1.0) -> torch.Tensor:
    """torch's values (x clamped to [min_val, max_val]; NaN stays NaN), with
    eager's gradient (`hardtanh_backward`): 1 strictly inside the bounds, 0
    at and beyond them, where clamp's decomposition passed it at the bounds.
    ReLU6 (MobileNet) is hardtanh(x, 0, 6)."""
    if not x.is_floating_point():
        return torch.clamp(x, min_val, max_val)
    return torch.where(x <= min_val, min_val, torch.where(x >= max_val, max_val, x))


def _var(x: torch.Tensor, dim=None, *, correction=None, keepdim: bool = False,
         mean: bool = False):
    """torch's variance (sum of squares about the mean over `dim`, divided by
    its count less `correction`; in f32 for f16 and bf16), with the mean it
    is centred on detached: its gradient is eager's (`var_backward`, 2 (x -
    mean) g / (n - correction)) without a term through the mean, which is
    zero (the deviations sum to zero) but cost batch norm's backward a
    reduction over the whole activation and two full-size f32 tensors. With
    `mean`, `var_mean`: the mean too, as torch's."""
    dim = [dim] if isinstance(dim, int) else dim
    dims = list(range(x.ndim)) if dim is None or list(dim) == [] else \
        [d % x.ndim for d in dim]
    count = 1
    for d in dims:
        count *= x.shape[d]
    compute, result = elementwise_dtypes(x, type_promotion_kind=_DEFAULT_PROMOTION)
    x = x.to(compute)
    centre = torch.sum(x, dims, keepdim=True) / count
    deviations = x - centre.detach()
    correction = 1 if correction is None else correction
    var = (torch.sum(deviations * deviations, dims, keepdim=keepdim)
           / torch.sym_max(count - correction, 0)).to(result)
    if not mean:
        return var
    return var, (centre if keepdim else torch.squeeze(centre, dims)).to(result)


# pycompile's own decompositions, in place of torch's (pooling's: `pooling`).
_PYCOMPILE_FORMS = {aten._softmax.default: _softmax, aten._log_softmax.default: _log_softmax,
                    aten.logsumexp.default: _logsumexp, aten.gelu.default: _gelu,
                    aten.hardsigmoid.default: _hardsigmoid, aten.hardswish.default: _hardswish,
                    aten.hardtanh.default: _hardtanh, aten.var.correction: _var,
                    aten.var_mean.correction: functools.partial(_var, mean=True),
                    **pooling.FORMS}

# The table for graphs on CPUs (and of the reference executor).
DECOMPOSITIONS = {
    **_saved_outputs_kept_whole({
        **{op: fn for op, fn in core_aten_decompositions().items()
           if op.overloadpacket not in _TORCH_KEPT_WHOLE},
        **get_decompositions(_TORCH_BEYOND_CORE),
    }),
    **_PYCOMPILE_FORMS,
}

# Functionalization turns each `detach` into an `alias`, recorded as coming
# from the op decomposed (`original_aten`): an alias from these is a detach
# (the user's, the softmaxes' and logsumexp's maximum above, the centre of a
# variance, batch norm's through `var_mean`: its decomposition holds no
# other alias), which `training` imports as one. Other aliases (a reshape
# to the same shape) pass gradients.
DETACHING = {str(op) for op in (
    aten.detach.default, aten._softmax.default, aten._log_softmax.default,
    aten.logsumexp.default, aten.var.correction, aten.var_mean.correction,
    aten._native_batch_norm_legit_functional.default, aten._native_batch_norm_legit.default,
    aten._native_batch_norm_legit.no_stats)}

@functools.cache
def table(whole_ops: frozenset = frozenset()) -> dict:
    """The decomposition table for a target's graphs: `DECOMPOSITIONS` but
    for the ops of `whole_ops` (op packets: its `Target.whole_ops`)."""
    return {op: fn for op, fn in DECOMPOSITIONS.items()
            if op.overloadpacket not in whole_ops}


# -- 3. composites: formulas of pyc ops, at import ------------------------------------

# Ops pyc has no op of its own for, which their import rules write as a
# formula of pyc ops (op -> the formula). They are core ATen ops (torch's
# table leaves them whole) or prims that torch's decompositions bring. A
# formula of existing ops fuses into the kernel of its neighbours, and the
# scalar forms, gradient rules and reference rules of its ops serve it; an
# op of its own would need all of those, for no speed.
COMPOSITES = {
    aten.isnan.default: "x != x",
    aten.isinf.default: "|x| == inf (false for integers)",
    aten.log2.default: "log(x) / ln 2",
    aten.log10.default: "log(x) / ln 10",
    aten.tan.default: "sin(x) / cos(x)",
    aten.addmm.default: "beta * bias + alpha * (a @ b) (only graphs for GPUs keep addmm)",
    aten.sinh.default: "(expm1(x) - expm1(-x)) / 2, exact near 0",
    aten.cosh.default: "(exp(x) + exp(-x)) / 2",
    aten.trunc.default: "ceil(x) below 0, else floor(x)",
    aten.div.Tensor_mode: "div, then floor or trunc (integers: a step down where the "
                          "remainder's sign differs from the divisor's)",
    aten.div.Scalar_mode: "as div.Tensor_mode",
    aten.logical_xor.default: "(x != 0) != (y != 0)",
    aten.bitwise_xor.Tensor: "as logical_xor, on bools only",
    aten.arange.default: "iota",
    aten.arange.start: "iota + start",
    aten.arange.start_step: "iota * step + start",
    prims.var.default: "the sum of squares about the mean, over n - correction",
    aten.max.dim: "(reduce max, argmax)",
    aten.min.dim: "(reduce min, argmin)",
    aten.scatter.value: "select(scatter_add_along_dim of a bool mask, value, x)",
    prims.rev.default: "gather at n - 1 - iota, along each dim",
}
