"""Import rules: one per core ATen (or prims) op that pyc can express.

A rule emits pyc ops for one FX node through the `FxImporter` helpers and
returns the node's value. `supports` (optional) rejects argument patterns the
rule does not cover; such nodes run in eager PyTorch. Dtype promotion follows
FX's recorded result dtype, so the arithmetic here never re-derives torch's
promotion rules. An op pyc has no op for is imported as a formula of pyc ops
by a `composite` rule, listed in `decompositions.COMPOSITES`.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import torch
from mlir import ir
from torch.fx.experimental.symbolic_shapes import statically_known_true

from pycompile.decompositions import COMPOSITES
from pycompile.dialects import pyc
from pycompile.importer import types
from pycompile.runtime import torch_call as runtime_torch_call

if TYPE_CHECKING:  # (fx_importer reads RULES: no import the other way at run time)
    from pycompile.importer.fx_importer import FxImporter

aten = torch.ops.aten
prims = torch.ops.prims
Node = torch.fx.Node


@dataclass(frozen=True)
class Rule:
    emit: Callable[[FxImporter, Node], object]
    supports: Callable[[Node], str | None] | None = None
    # Whether the output shape must be static (ops that need it to build IR).
    static_output: bool = True
    # Whether symbolic sizes (SymInts) may be arguments: the rule reads sizes
    # from the output's shape, where they are symbolic too, never from them.
    symbolic_args: bool = False


RULES: dict[object, Rule] = {}


def rule(*targets, supports=None, static_output=True, symbolic_args=False):
    def register(emit):
        for target in targets:
            RULES[target] = Rule(emit, supports, static_output, symbolic_args)
        return emit

    return register


def composite(*targets, supports=None, static_output=True, symbolic_args=False):
    """`rule` for ops that pyc has no op for, imported as a formula of pyc
    ops. Each must be listed, with its formula, in
    `decompositions.COMPOSITES`, where the decomposition policy is stated
    once: an unlisted one fails at import."""
    unlisted = [str(t) for t in targets if t not in COMPOSITES]
    assert not unlisted, f"composite rules not in decompositions.COMPOSITES: {unlisted}"
    return rule(*targets, supports=supports, static_output=static_output,
                symbolic_args=symbolic_args)


def _metas(node: Node) -> list[torch.Tensor]:
    """FakeTensors among a node's inputs and outputs (nested lists
    flattened); of a tuple that only getitems read, the elements they read
    (FlashAttention's RNG state, uint64, is not)."""
    flat: list[torch.Tensor] = []

    def collect(x):
        if isinstance(x, Node):
            x = x.meta.get("val")
        if isinstance(x, torch.Tensor):
            flat.append(x)
        elif isinstance(x, (tuple, list)):
            for y in x:
                collect(y)
        elif isinstance(x, dict):
            for y in x.values():
                collect(y)

    out = node.meta.get("val")
    if isinstance(out, (tuple, list)) and node.users and \
            all(u.target is operator.getitem for u in node.users):
        out = [out[u.args[1]] for u in node.users]
    # A getitem's input is the whole tuple; it reads one element, its output.
    collect((() if node.target is operator.getitem else (node.args, node.kwargs), out))
    return flat


def support_reason(node: Node) -> str | None:
    """Why `node` cannot be imported into pyc, or None if it can."""
    rule_ = RULES.get(node.target)
    if rule_ is None:
        return f"no import rule for {node.target}"
    for meta in _metas(node):
        if meta.dtype not in types.SUPPORTED_DTYPES:
            return f"dtype {meta.dtype} is not supported"
    out = node.meta.get("val")
    if rule_.static_output:
        outs = out if isinstance(out, (tuple, list)) else [out]
        if any(isinstance(o, torch.Tensor) and not types.is_static(o.shape) for o in outs):
            return "dynamic output shape"
    # A symbolic number: a SymInt in the arguments, or a node computing one.
    symbolic = []
    torch.fx.node.map_aggregate(
        (node.args, node.kwargs),
        lambda x: symbolic.append(x) if isinstance(
            x.meta.get("val") if isinstance(x, Node) else x, torch.SymInt | torch.SymFloat)
        else x,
    )
    if symbolic and not rule_.symbolic_args:
        return "symbolic size argument"
    if rule_.supports is not None:
        return rule_.supports(node)
    return None


def _dim(d: int, rank: int) -> int:
    return d + rank if d < 0 else d


def _dims(ds, rank: int) -> list[int]:
    if rank == 0:  # a 0-d tensor accepts dim 0 and -1 and has nothing to reduce
        return []
    if ds is None or (isinstance(ds, (list, tuple)) and len(ds) == 0):
        return list(range(rank))
    if isinstance(ds, int):
        ds = [ds]
    return sorted({_dim(d, rank) for d in ds})


def _truth(e, arg, shape):
    """`arg != 0` as a bool tensor of `shape`."""
    if isinstance(arg, Node) and arg.meta["val"].dtype == torch.bool:
        return e.broadcast(e.value(arg), shape)
    if not isinstance(arg, Node):
        return e.constant(bool(arg), torch.bool, shape)
    dtype = arg.meta["val"].dtype
    v = e.broadcast(e.value(arg), shape)
    return pyc.compare(pyc.CompareDirection.NE, v, e.constant(0, dtype, shape))


# -- creation -------------------------------------------------------------------


def _fill_value(node):
    return node.args[0] if node.target == aten.scalar_tensor.default else node.args[1]


def _static_value(node):
    """A fill value that is a run-time size (a count, as embedding's
    gradient with a padding index makes) is read as pyc.size; any other
    symbolic value is not imported."""
    value = _fill_value(node)
    symbolic = isinstance(value.meta.get("val") if isinstance(value, torch.fx.Node) else value,
                          torch.SymInt | torch.SymFloat)
    return "symbolic fill value" if symbolic and types.size_expr(value) is None else None


@rule(aten.full.default, aten.full_like.default, aten.scalar_tensor.default,
      supports=_static_value, static_output=False, symbolic_args=True)
def _full(e, node):
    out = e.out()
    return e.operand(_fill_value(node), out.dtype, out.shape)


@rule(aten.empty.memory_format, aten.empty_strided.default, aten.empty_permuted.default)
def _empty(e, node):
    # Uninitialized memory may hold anything; zeros are one such value.
    out = e.out()
    return e.constant(0, out.dtype, out.shape)


def _static_start_step(node):
    args = list(node.args)
    if node.target != aten.arange.default and any(
            isinstance(a, torch.SymInt | torch.SymFloat) for a in args[:1] + args[2:3]):
        return "symbolic start or step"
    return None


@composite(aten.arange.start_step, aten.arange.default, aten.arange.start,
           supports=_static_start_step, static_output=False, symbolic_args=True)
def _arange(e, node):
    out = e.out()
    args = list(node.args)
    start, step = (0, 1)
    if node.target == aten.arange.default:
        (end,) = args[:1]
    elif node.target == aten.arange.start:
        start, end = args[:2]
    else:
        start, end, step = (args + [1])[:3]
    compute = torch.float64 if out.dtype.is_floating_point else torch.int64
    index = pyc.iota(types.tensor_type(out.shape, compute), 0, sizes=e.sizes(out.shape))
    value = pyc.add(
        pyc.mul(index, e.constant(step, compute, out.shape)), e.constant(start, compute, out.shape)
    )
    return e.cast(value, out.dtype)


# -- views and layout ------------------------------------------------------------


@rule(aten.view.default, aten._unsafe_view.default, aten.reshape.default,
      aten.squeeze.default, aten.squeeze.dim, aten.squeeze.dims, aten.unsqueeze.default,
      prims.collapse_view.default, prims.squeeze.default, static_output=False,
      symbolic_args=True)
def _reshape(e, node):
    return e.reshape(e.value(node.args[0]), e.out().shape)


def _row_major_as_strided(node):
    """Why as_strided `node` is not a reshape, or None: it reads its input,
    contiguous as traced, from offset 0 with the row-major strides of its
    size but at dims of one element (functionalization's replay of a view
    whose dims of one element moved: a channels-last global pooling,
    flattened)."""
    x, size, stride = node.args[0].meta.get("val"), node.args[1], node.args[2]
    offset = node.args[3] if len(node.args) > 3 else node.kwargs.get("storage_offset")
    if not isinstance(x, torch.Tensor) or not x.is_contiguous() or offset or \
            not all(isinstance(n, int) for n in (*size, *stride, *x.shape)) or \
            math.prod(size) != x.numel():
        return "an as_strided other than a reshape"
    expected = 1
    for n, s in reversed(list(zip(size, stride))):
        if n != 1 and s != expected:
            return "an as_strided that reorders or skips elements"
        expected *= n
    return None


@rule(aten.as_strided.default, supports=_row_major_as_strided)
def _as_strided(e, node):
    return e.reshape(e.value(node.args[0]), e.out().shape)


@rule(aten.expand.default, static_output=False, symbolic_args=True)
def _expand(e, node):
    return e.broadcast(e.value(node.args[0]), e.out().shape)


@rule(prims.broadcast_in_dim.default, static_output=False, symbolic_args=True)
def _prims_broadcast(e, node):
    return e.broadcast_in_dim(e.value(node.args[0]), e.out().shape, list(node.args[2]))


@rule(aten.permute.default, static_output=False)
def _permute(e, node):
    rank = e.meta(node.args[0]).dim()
    return pyc.transpose(e.value(node.args[0]), [_dim(d, rank) for d in node.args[1]])


def _end_from_end(end) -> bool:
    """Whether a slice's end counts from the end of its dim: none (the
    end), a negative number, or Python's "to the end" (huge)."""
    return end is None or (isinstance(end, int) and (end < 0 or end >= 2**62))


def _static_dim(node):
    """A slice, select or split cuts a dim of static size. Along a `?` dim,
    only a slice with stride 1, a start from the front and an end from the
    end (`x[:, 1:]`, `x[:, :-1]`), as `pyc.slice` takes it."""
    x = node.args[0].meta["val"]
    split = node.target in (aten.split_with_sizes.default, aten.split.Tensor)
    dim = _dim(_arg(node, 2 if split else 1, "dim", 0) or 0, x.dim())
    if isinstance(x.shape[dim], int):
        return None
    args = list(node.args) + [None] * 5
    takes = node.target == aten.slice.Tensor and args[4] in (None, 1) \
        and (args[2] is None or (isinstance(args[2], int) and args[2] >= 0)) \
        and _end_from_end(args[3])
    return None if takes else "a slice of a dim of run-time size other than x[a:-b]"


def _bounds(size: int, start, end) -> tuple[int, int]:
    """A slice's start and end along a dim of `size`, as Python takes them
    (None for the ends, negatives from the end, clamped into the dim)."""
    start = 0 if start is None else (start + size if start < 0 else start)
    end = size if end is None else (end + size if end < 0 else end)
    start, end = min(max(start, 0), size), min(max(end, 0), size)
    return start, max(end, start)


def _slice(e, value, shape, dim, start, end, step=1):
    size = shape[dim]
    if isinstance(size, int):
        start, end = _bounds(size, start, end)
    else:  # a `?` dim: from the front, to a limit counted from the end (`_static_dim`)
        start = start or 0
        end = end if end is not None and end < 0 else types.dims(shape)[dim]
    # Other dims are taken whole: a run-time size's limit is `?`.
    starts, limits, strides = [0] * len(shape), types.dims(shape), [1] * len(shape)
    starts[dim], limits[dim], strides[dim] = start, end, step
    return pyc.slice(value, starts, limits, strides)


@rule(aten.slice.Tensor, supports=_static_dim, static_output=False)
def _slice_tensor(e, node):
    x = e.meta(node.args[0])
    args = list(node.args) + [None] * 5
    dim = _dim(args[1] if args[1] is not None else 0, x.dim())
    return _slice(e, e.value(node.args[0]), list(x.shape), dim, args[2], args[3], args[4] or 1)


def _scattered_dim_static(node):
    x = node.args[0].meta["val"]
    dim = _dim(_arg(node, 2, "dim", 0) or 0, x.dim())
    return None if isinstance(x.shape[dim], int) else "a scatter into a dim of run-time size"


# The other dims may have run-time sizes (a batch): the pads leave them whole.
@rule(aten.slice_scatter.default, supports=_scattered_dim_static, static_output=False)
def _slice_scatter(e, node):
    """`src` written over the slice `start:end:step` of `dim`: src padded
    into place (its elements step apart) where a pad of `true` says so, the
    input elsewhere. Into a constant of the pad's value (a strided slice's
    gradient, traced back from torch), the select folds to the pad alone."""
    x, src = e.meta(node.args[0]), e.meta(node.args[1])
    dim = _dim(_arg(node, 2, "dim", 0) or 0, x.dim())
    size, step = x.shape[dim], _arg(node, 5, "step", 1) or 1
    start, _ = _bounds(size, _arg(node, 3, "start"), _arg(node, 4, "end"))
    m = src.shape[dim]
    if m == 0:
        return e.value(node.args[0])
    extent = (m - 1) * step + 1
    low, high, interior = [0] * x.dim(), [0] * x.dim(), [0] * x.dim()
    low[dim], high[dim], interior[dim] = start, size - start - extent, step - 1
    spread = interior if step > 1 and m > 1 else None
    placed = pyc.pad(e.value(node.args[1]), low, high, 0.0, interior=spread)
    inside = pyc.pad(e.constant(True, torch.bool, src.shape), low, high, 0.0, interior=spread)
    return pyc.select(inside, placed, e.value(node.args[0]))


@rule(aten.select.int, supports=_static_dim, static_output=False)
def _select(e, node):
    x = e.meta(node.args[0])
    dim = _dim(node.args[1], x.dim())
    index = node.args[2] + x.shape[dim] if node.args[2] < 0 else node.args[2]
    part = _slice(e, e.value(node.args[0]), list(x.shape), dim, index, index + 1)
    return e.reshape(part, e.out().shape)


@rule(aten.split_with_sizes.default, aten.split.Tensor, supports=_static_dim,
      static_output=False)
def _split(e, node):
    x = e.meta(node.args[0])
    dim = _dim(node.args[2] if len(node.args) > 2 else node.kwargs.get("dim", 0), x.dim())
    parts, start = [], 0
    for piece in e.out():
        size = piece.shape[dim]
        parts.append(_slice(e, e.value(node.args[0]), list(x.shape), dim, start, start + size))
        start += size
    return parts


def _getitem_supported(node):
    """A tuple element imports only if the op producing the tuple does."""
    source = node.args[0].meta.get("val")
    if not isinstance(source, (list, tuple)):
        return f"getitem of {type(source).__name__}"
    return support_reason(node.args[0])


@rule(operator.getitem, supports=_getitem_supported, static_output=False)
def _getitem(e, node):
    return e.values[node.args[0]][node.args[1]]


@rule(aten.cat.default, static_output=False)
def _cat(e, node):
    out = e.out()
    dim = _dim(node.args[1] if len(node.args) > 1 else 0, out.dim())
    # torch.cat skips 1-D empty tensors whatever the other ranks are.
    inputs = [t for t in node.args[0] if t.meta["val"].shape != (0,)]
    values = [e.cast(e.value(t), out.dtype) for t in inputs]
    return pyc.concat(values, dim) if values else e.constant(0, out.dtype, out.shape)


def _pad_supported(node):
    if not all(isinstance(p, int) for p in node.args[1]):
        return "padding of run-time width"
    return "negative padding" if any(p < 0 for p in node.args[1]) else None


# Static widths pad `?` dims too (a slice's gradient along a run-time dim).
@rule(aten.constant_pad_nd.default, supports=_pad_supported, static_output=False)
def _pad(e, node):
    x = e.meta(node.args[0])
    pads = list(node.args[1])
    value = node.args[2] if len(node.args) > 2 else 0
    low, high = [0] * x.dim(), [0] * x.dim()
    for i in range(len(pads) // 2):  # pairs start from the last dimension
        low[x.dim() - 1 - i], high[x.dim() - 1 - i] = pads[2 * i], pads[2 * i + 1]
    return pyc.pad(e.value(node.args[0]), low, high, float(value))


# -- reductions -------------------------------------------------------------------


def _reduce(e, node, kind, x_arg, dims, keepdim):
    out = e.out()
    x = e.meta(x_arg)
    value = e.cast(e.value(x_arg), out.dtype)
    reduced = pyc.reduce(kind, value, _dims(dims, x.dim()))
    return e.reshape(reduced, out.shape) if keepdim else reduced


def _arg(node, i, name, default=None):
    if len(node.args) > i:
        return node.args[i]
    return node.kwargs.get(name, default)


@rule(aten.sum.dim_IntList, aten.sum.default, prims.sum.default, static_output=False)
def _sum(e, node):
    return _reduce(e, node, pyc.ReduceKind.Sum, node.args[0], _arg(node, 1, "dim"),
                   _arg(node, 2, "keepdim", False))


@rule(aten.amax.default, static_output=False)
def _amax(e, node):
    return _reduce(e, node, pyc.ReduceKind.Max, node.args[0], _arg(node, 1, "dim"),
                   _arg(node, 2, "keepdim", False))


@rule(aten.amin.default, static_output=False)
def _amin(e, node):
    return _reduce(e, node, pyc.ReduceKind.Min, node.args[0], _arg(node, 1, "dim"),
                   _arg(node, 2, "keepdim", False))


@rule(aten.prod.dim_int, static_output=False)
def _prod(e, node):
    return _reduce(e, node, pyc.ReduceKind.Prod, node.args[0], [node.args[1]],
                   _arg(node, 2, "keepdim", False))


@rule(aten.any.dim, aten.any.dims, aten.all.dim, static_output=False)
def _any_all(e, node):
    out = e.out()
    x = e.meta(node.args[0])
    kind = pyc.ReduceKind.Min if node.target == aten.all.dim else pyc.ReduceKind.Max
    truth = _truth(e, node.args[0], x.shape)
    reduced = pyc.reduce(kind, truth, _dims(_arg(node, 1, "dim"), x.dim()))
    return e.reshape(reduced, out.shape) if _arg(node, 2, "keepdim", False) else reduced


@rule(aten.prod.default, aten.any.default, aten.all.default)
def _reduce_all(e, node):
    x = e.meta(node.args[0])
    if node.target == aten.prod.default:
        value = e.cast(e.value(node.args[0]), e.out().dtype)
        return pyc.reduce(pyc.ReduceKind.Prod, value, list(range(x.dim())))
    kind = pyc.ReduceKind.Max if node.target == aten.any.default else pyc.ReduceKind.Min
    return pyc.reduce(kind, _truth(e, node.args[0], x.shape), list(range(x.dim())))


def _integral_correction(node):
    correction = _arg(node, 2, "correction", 1)
    return None if float(correction).is_integer() else "a fractional variance correction"


@composite(prims.var.default, supports=_integral_correction, static_output=False)
def _var(e, node):
    x = e.meta(node.args[0])
    dims = _dims(node.args[1], x.dim())
    correction = int(_arg(node, 2, "correction", 1))
    out = e.out()
    value = e.value(node.args[0])
    count = math.prod(x.shape[d] for d in dims)  # a SymInt over `?` dims
    total = pyc.reduce(pyc.ReduceKind.Sum, value, dims)
    mean = pyc.div(total, e.operand(count, x.dtype, out.shape))
    kept = [d for d in range(x.dim()) if d not in dims]
    centered = pyc.sub(value, e.broadcast_in_dim(mean, x.shape, kept))
    squares = pyc.reduce(pyc.ReduceKind.Sum, pyc.mul(centered, centered), dims)
    if isinstance(count, int):
        return pyc.div(squares, e.constant(max(count - correction, 0), x.dtype, out.shape))
    # max(n - correction, 0) as torch takes it: a variance over no more
    # elements than the correction divides by 0.
    divisor = pyc.max(e.operand(count - correction, x.dtype, out.shape),
                      e.constant(0, x.dtype, out.shape))
    return pyc.div(squares, divisor)


def _argminmax(e, node, op):
    x = e.meta(node.args[0])
    dim, keepdim = _arg(node, 1, "dim"), _arg(node, 2, "keepdim", False)
    value = e.value(node.args[0])
    if dim is None or x.dim() == 0:
        value, dim = e.reshape(value, [x.numel()]), 0
    result = op(value, _dim(dim, max(x.dim(), 1)))
    return e.reshape(result, e.out().shape) if keepdim or dim is None else result


@composite(aten.max.dim, aten.min.dim)
def _max_min_dim(e, node):
    x = e.meta(node.args[0])
    dim = _dim(node.args[1], max(x.dim(), 1))
    is_max = node.target == aten.max.dim
    value = e.value(node.args[0])
    if x.dim() == 0:  # a 0-d input reduces as a 1-element vector
        value, dim = e.reshape(value, [1]), 0
    kind = pyc.ReduceKind.Max if is_max else pyc.ReduceKind.Min
    results = [pyc.reduce(kind, value, [dim]), (pyc.argmax if is_max else pyc.argmin)(value, dim)]
    return [e.reshape(r, o.shape) for r, o in zip(results, e.out())]


@rule(aten.argmax.default)
def _argmax(e, node):
    return _argminmax(e, node, pyc.argmax)


@rule(aten.argmin.default)
def _argmin(e, node):
    return _argminmax(e, node, pyc.argmin)


@rule(aten.cumsum.default, static_output=False)
def _cumsum(e, node):
    out = e.out()
    value = e.cast(e.value(node.args[0]), out.dtype)
    return pyc.cumsum(value, _dim(node.args[1], out.dim())) if out.dim() else value


# -- contractions and indexing ------------------------------------------------------


@rule(aten.mm.default, aten.bmm.default, static_output=False)
def _matmul(e, node):
    return pyc.matmul(e.value(node.args[0]), e.value(node.args[1]))


def _fused_attention_supported(node, dropout_at):
    """Why torch's fused attention call `node` does not import as
    pyc.attention (dropout at args[dropout_at]), or None."""
    if _arg(node, dropout_at, "dropout_p", 0.0):
        return "dropout"
    if not all(u.target is operator.getitem and u.args[1] in (0, 1) for u in node.users):
        return "a result other than the attention and its logsumexp is read"
    return None


def _fused_attention(e, node, causal, bias=None):
    """pyc.attention of `node`'s query, key and value (its first arguments),
    torch's default scale where it gives none: [out, lse]."""
    q, k, v = node.args[:3]
    scale = node.kwargs.get("scale") or 1 / math.sqrt(e.meta(q).shape[-1])
    return list(pyc.attention(e.value(q), e.value(k), e.value(v),
                              ir.FloatAttr.get(ir.F64Type.get(), scale),
                              bias=None if bias is None else e.value(bias),
                              causal=True if causal else None))


def _flash_attention_supported(node):
    if _arg(node, 5, "return_debug_mask", False):
        return "a debug mask"
    return _fused_attention_supported(node, 3)


@rule(aten._scaled_dot_product_flash_attention.default, supports=_flash_attention_supported)
def _flash_attention(e, node):
    """SDPA as a GPU graph holds it in f16 and bf16
    (`decompositions._attention`). The GPU target leaves the call to torch
    (it never reaches the importer there); a training graph's forward
    imports it (`training.derive`), and pyc-autodiff differentiates it by
    pyc.attention's rule, whose halves are FlashAttention's again."""
    return _fused_attention(e, node, _arg(node, 4, "is_causal", False))


def _efficient_attention_supported(node):
    if _arg(node, 6, "is_causal", False) and node.args[3] is not None:
        return "a bias and is_causal together"
    return _fused_attention_supported(node, 5)


@rule(aten._scaled_dot_product_efficient_attention.default,
      supports=_efficient_attention_supported)
def _efficient_attention(e, node):
    """SDPA with a mask (or without one, in f32) as a GPU graph holds it
    (`decompositions._attention`): imported where a training graph's
    forward is (`training.derive`), as `_flash_attention` is, the mask as
    pyc.attention's bias. The bias is read before the expand to the scores'
    shape that the decomposition adds (pyc would write that copy out); the
    halves call the memory-efficient kernel again (`reference._attention`).
    The kernel's logsumexp has rows padded to 32 (read only by torch's
    backward, which pyc's replaces): the rows' own, padded with zeros."""
    bias = node.args[3]
    if bias is not None and bias.target is aten.expand.default and \
            e.meta(bias.args[0]).dim() == e.meta(bias).dim():
        bias = bias.args[0]
    out, lse = _fused_attention(e, node, _arg(node, 6, "is_causal", False), bias)
    rows = e.meta(node.args[0]).shape[-2]
    if padded := e.meta(node)[1].shape[-1] - rows:
        rank = e.meta(node.args[0]).dim() - 1
        lse = pyc.pad(lse, [0] * rank, [0] * (rank - 1) + [padded], 0.0)
    return [out, lse]


def _convolution_supported(node):
    if _arg(node, 6, "transposed", False):
        return "a transposed convolution (pyc.convolution is not transposed)"
    if not 3 <= node.meta["val"].dim() <= 5:
        return "a convolution of other than 1 to 3 spatial dims"
    return None


@rule(aten.convolution.default, supports=_convolution_supported)
def _convolution(e, node):
    """pyc.convolution, then the bias (a row [F] along the channels). The
    targets leave convolutions to torch (`targets.TORCH_CONVOLUTIONS`):
    a training graph's forward imports it (`training.derive`), and
    pyc-autodiff differentiates it by pyc.convolution's rule."""
    x, w, bias, stride, padding, dilation = node.args[:6]
    groups = _arg(node, 8, "groups", 1)
    out = e.out()
    spatial = out.dim() - 2

    def each(values):  # an int or a one-element list applies to every spatial dim
        values = list(values) if isinstance(values, (list, tuple)) else [values]
        return values * spatial if len(values) == 1 else values

    result = pyc.convolution(e.value(x), e.value(w), each(stride), each(padding), each(dilation),
                             groups)
    if bias is None:
        return result
    row = e.reshape(e.cast(e.value(bias), out.dtype), [1, out.shape[1]] + [1] * spatial)
    return pyc.add(result, e.broadcast(row, out.shape))


def torch_call(e, node):
    """`node` as a `pyc.torch_call` of its op (`runtime.torch_call`): for a
    training graph's forward, an op with no rule (or none that takes this
    call), whose derivative torch then computes (`training.derive`)."""
    operands, call = runtime_torch_call.encode(node)
    out = e.out()
    outs = list(out) if isinstance(out, (tuple, list)) else [out]
    made = pyc.torch_call([types.tensor_type(o.shape, o.dtype) for o in outs],
                          [e.value(x) for x in operands], str(node.target), call)
    return list(made) if isinstance(out, (tuple, list)) else made


@composite(aten.addmm.default, static_output=False)
def _addmm(e, node):
    """Graphs for GPUs keep addmm whole (`Target.whole_ops`): cuBLAS
    runs it where the target leaves it to torch; a training graph's forward
    imports it whole (`training.derive`), and pyc-autodiff differentiates
    the formula."""
    out = e.out()
    product = pyc.matmul(e.value(node.args[1]), e.value(node.args[2]))
    alpha, beta = node.kwargs.get("alpha", 1), node.kwargs.get("beta", 1)
    if alpha != 1:
        product = pyc.mul(product, e.constant(alpha, out.dtype, out.shape))
    bias = e.operand(node.args[0], out.dtype, out.shape)
    if beta != 1:
        bias = pyc.mul(bias, e.constant(beta, out.dtype, out.shape))
    return pyc.add(bias, product) if beta != 0 else product


# Indexing ops import to pyc ops whose indices must be in [0, size) (the index
# contract, PycOps.td: out of range is a run-time error). Where torch counts
# a negative index from the end (x[i], index_put, put), the rule wraps it
# with explicit pyc ops (`_from_end`); where torch rejects one (index_select,
# embedding, index_add, gather, scatter), it is imported as it is, and out of
# range.


def _from_end(e, arg: Node, size: int) -> ir.Value:
    """The index tensor `arg`, `+ size` where `-size <= index < 0`: torch's
    negative indices. Any other index stays as it is, so that one out of
    range reaches the indexing op's check unchanged and its error names the
    index the user passed (-7 of 5, not -2)."""
    shape, dtype = e.meta(arg).shape, e.meta(arg).dtype
    index = e.value(arg)
    negative = pyc.and_(
        pyc.compare(pyc.CompareDirection.LT, index, e.constant(0, dtype, shape)),
        pyc.compare(pyc.CompareDirection.GE, index, e.constant(-size, dtype, shape)))
    return pyc.select(negative, pyc.add(index, e.constant(size, dtype, shape)), index)


def _static_index_dim(x: torch.Tensor, dim: int) -> str | None:
    """Indexing reads at run-time indices along a dim whose size is known
    (the index check's bound); the other dims may have run-time sizes."""
    if x.dim() and not isinstance(x.shape[_dim(dim, x.dim())], int):
        return "an index into a dim of run-time size"
    return None


def _index_select_supported(node):
    if node.target == aten.embedding.default:
        if _arg(node, 3, "scale_grad_by_freq", False):
            return "embedding with scale_grad_by_freq (a gradient scaled by each index's count)"
        return _static_index_dim(node.args[0].meta["val"], 0)
    return _static_index_dim(node.args[0].meta["val"], node.args[1])


def _embedding(e, node) -> ir.Value:
    """The rows `indices` pick; where one picks `padding_idx`, its row as a
    value that passes no gradient back (torch leaves the padding row's
    gradient zero, as `embedding_dense_backward` does: BERT's word
    embeddings' gradient was 40% off without it)."""
    rows = pyc.gather(e.value(node.args[0]), e.value(node.args[1]), 0)
    padding = _arg(node, 2, "padding_idx", -1)
    if padding < 0:
        return rows
    ids = e.meta(node.args[1])
    hit = pyc.compare(pyc.CompareDirection.EQ, e.value(node.args[1]),
                      e.constant(padding, ids.dtype, ids.shape))
    hit = e.broadcast_in_dim(hit, e.out().shape, list(range(ids.dim())))
    return pyc.select(hit, pyc.stop_gradient(rows), rows)


@rule(aten.index_select.default, aten.embedding.default, supports=_index_select_supported,
      static_output=False)
def _index_select(e, node):
    if node.target == aten.embedding.default:
        return _embedding(e, node)
    # index_select treats a 0-d input or index as 1-d.
    x, index = e.value(node.args[0]), e.value(node.args[2])
    scalar_x, scalar_index = e.meta(node.args[0]).dim() == 0, e.meta(node.args[2]).dim() == 0
    x = e.reshape(x, [1]) if scalar_x else x
    index = e.reshape(index, [1]) if scalar_index else index
    dim = _dim(node.args[1], ir.RankedTensorType(x.type).rank)
    gathered = pyc.gather(x, index, dim)
    return e.reshape(gathered, e.out().shape) if scalar_x or scalar_index else gathered


def _single_index(node):
    indices = node.args[1]
    present = [i for i, t in enumerate(indices) if t is not None]
    if len(present) != 1 or any(indices[i] is not None for i in range(present[0])):
        return "advanced indexing with more than one index tensor"
    if indices[present[0]].meta["val"].dtype not in (torch.int64, torch.int32):
        return "boolean mask indexing (data-dependent shape)"
    return None


@rule(aten.index.Tensor, supports=_single_index)
def _index(e, node):
    dim = next(i for i, t in enumerate(node.args[1]) if t is not None)
    size = e.meta(node.args[0]).shape[dim]
    return pyc.gather(e.value(node.args[0]), _from_end(e, node.args[1][dim], size), dim)


def _index_put_supported(node):
    accumulate = _arg(node, 3, "accumulate", False)
    if not accumulate:
        return "index_put without accumulate (order of duplicate writes)"
    indices = node.args[1]
    if len(indices) != 1 or indices[0] is None:
        return "index_put with more than one index tensor"
    if indices[0].meta["val"].dtype not in (torch.int64, torch.int32):
        return "boolean mask index_put"
    return None


@rule(aten.index_put.default, supports=_index_put_supported)
def _index_put(e, node):
    x = e.meta(node.args[0])
    idx = e.meta(node.args[1][0])
    shape = list(idx.shape) + list(x.shape[1:])
    updates = e.operand(node.args[2], x.dtype, shape)
    index = _from_end(e, node.args[1][0], x.shape[0])
    return pyc.scatter_add(e.value(node.args[0]), index, updates, 0)


def _put_supported(node):
    if not _arg(node, 3, "accumulate", False):
        return "put without accumulate (order of duplicate writes)"
    return "put of bool" if node.meta["val"].dtype == torch.bool else None


@rule(aten.put.default, supports=_put_supported)
def _put(e, node):
    # take's gradient: adds into the flattened input, at indices that count
    # from the end where negative.
    x, idx = e.meta(node.args[0]), e.meta(node.args[1])
    flat = e.reshape(e.value(node.args[0]), [x.numel()])
    index = e.reshape(_from_end(e, node.args[1], x.numel()), [idx.numel()])
    source = e.reshape(e.cast(e.value(node.args[2]), x.dtype), [idx.numel()])
    return e.reshape(pyc.scatter_add(flat, index, source, 0), x.shape)


def _index_add_supported(node):
    x = node.args[0].meta["val"]
    if x.dim() == 0:
        return "index_add of a 0-d tensor"
    return "index_add of bool" if x.dtype == torch.bool else None


@rule(aten.index_add.default, supports=_index_add_supported)
def _index_add(e, node):
    # out[.., index[j], ..] += alpha * source[.., j, ..] along `dim`.
    x = e.meta(node.args[0])
    dim = _dim(node.args[1], x.dim())
    count = e.meta(node.args[2]).numel()  # a 0-d index is one index
    index = e.reshape(e.value(node.args[2]), [count])
    shape = list(x.shape[:dim]) + [count] + list(x.shape[dim + 1:])
    source = e.reshape(e.cast(e.value(node.args[3]), x.dtype), shape)
    alpha = node.kwargs.get("alpha", 1)
    if alpha != 1:
        source = pyc.mul(source, e.constant(alpha, x.dtype, shape))
    return pyc.scatter_add(e.value(node.args[0]), index, source, dim)


def _along_dim_supported(node):
    x, idx = node.args[0].meta["val"], node.args[2].meta["val"]
    if x.dim() == 0:
        return "0-d input"
    if x.dim() != idx.dim():
        return "index of another rank than the input"
    return _static_index_dim(x, node.args[1])


@rule(aten.gather.default, supports=_along_dim_supported, static_output=False)
def _gather(e, node):
    # out[p] = x[p with idx[p] at dim]: one read per element.
    dim = _dim(node.args[1], e.meta(node.args[0]).dim())
    return pyc.take_along_dim(e.value(node.args[0]), e.value(node.args[2]), dim)


def _scatter_add_supported(node):
    if node.meta["val"].dtype == torch.bool:
        return "scatter_add of bool"
    idx, src = node.args[2].meta["val"], node.args[3].meta["val"]
    if not types.is_static(src.shape) and not all(
            statically_known_true(a == b) for a, b in zip(src.shape, idx.shape)):
        return "a source larger than the index with run-time sizes"
    return _along_dim_supported(node)


@rule(aten.scatter_add.default, supports=_scatter_add_supported, static_output=False)
def _scatter_add(e, node):
    # out[p with idx[p] at dim] += src[p], in order; src may be larger than
    # idx, whose positions it is read at.
    rank = e.meta(node.args[0]).dim()
    dim = _dim(node.args[1], rank)
    idx = list(e.meta(node.args[2]).shape)
    src = e.value(node.args[3])
    if list(e.meta(node.args[3]).shape) != idx:
        src = pyc.slice(src, [0] * rank, idx, [1] * rank)
    return pyc.scatter_add_along_dim(e.value(node.args[0]), e.value(node.args[2]), src, dim)


@composite(aten.scatter.value, supports=_along_dim_supported, static_output=False)
def _scatter_value(e, node):
    # out = value where some idx[p] points along `dim`, else x: the mask of
    # pointed-at elements is a bool scatter-add (adding bools is or).
    x, idx = e.meta(node.args[0]), e.meta(node.args[2])
    dim = _dim(node.args[1], x.dim())
    hits = pyc.scatter_add_along_dim(
        e.constant(False, torch.bool, x.shape), e.value(node.args[2]),
        e.constant(True, torch.bool, idx.shape), dim)
    return pyc.select(hits, e.constant(node.args[3], x.dtype, x.shape), e.value(node.args[0]))


@composite(prims.rev.default)
def _rev(e, node):
    # Reverse each listed dim by gathering with the indices n-1, ..., 0.
    x = e.meta(node.args[0])
    value = e.value(node.args[0])
    for d in sorted(_dim(d, x.dim()) for d in node.args[1]):
        n = x.shape[d]
        iota = pyc.iota(types.tensor_type([n], torch.int64), 0)
        indices = pyc.sub(e.constant(n - 1, torch.int64, [n]), iota)
        value = pyc.gather(value, indices, d)
    return value
