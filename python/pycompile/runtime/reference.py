"""The reference executor: runs pyc IR op by op with eager torch.

`ReferenceProgram(func_op)` walks one `func.func` once and turns each op into
a step `(fn, operand slots, result slot)`: `fn` is a plain Python callable on
torch tensors, with every attribute already read into Python values (ints,
lists, floats, torch dtypes, constant tensors). Calling the program touches no
MLIR API, so one program can run many times, even after its module is gone.

It is the ground truth for every later pass: each rule follows the op's
description in `PycOps.td`, not whatever torch does by default (e.g. `reduce`
keeps the element type, empty reductions give the identity).
"""

from __future__ import annotations

import contextvars
import ctypes
import functools
import math
import threading
from collections.abc import Callable

import numpy as np
import torch
import torch.nn.functional as F
from mlir import ir
from torch._guards import detect_fake_mode
from torch._subclasses.fake_tensor import FakeTensor

from pycompile import _native
from pycompile.decompositions import fused_kernel, fused_takes
from pycompile.runtime import torch_call
from pycompile.runtime.arguments import check_arguments, format_shape, symbol_value
from pycompile.runtime.errors import index_error

aten = torch.ops.aten
Fn = Callable[..., torch.Tensor]
Shape = list[int | None]  # None for a dynamic (`?`) dim

DTYPES: dict[str, torch.dtype] = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16,
    "bf16": torch.bfloat16, "i64": torch.int64, "i32": torch.int32,
    "i8": torch.int8, "i1": torch.bool,
}


def _unsupported(op: ir.OpView, why: str) -> NotImplementedError:
    return NotImplementedError(f"reference executor: {why} at {op.location}")


def tensor_type(t: ir.Type) -> tuple[torch.dtype, Shape]:
    """The torch dtype and shape (None for `?`) of a ranked tensor type."""
    t = ir.RankedTensorType(t)
    name = str(t.element_type)
    if name not in DTYPES:
        raise NotImplementedError(f"reference executor: element type {name} is not a pyc type")
    return DTYPES[name], [None if t.is_dynamic_dim(i) else s for i, s in enumerate(t.shape)]


def _ints(op: ir.OpView, name: str) -> list[int]:
    return list(ir.DenseI64ArrayAttr(op.attributes[name]))


def _int(op: ir.OpView, name: str) -> int:
    return ir.IntegerAttr(op.attributes[name]).value


def _enum(op: ir.OpView, name: str) -> str:
    """The case of an enum attribute: `#pyc<cmp lt>` gives "lt"."""
    return str(op.attributes[name]).rstrip(">").split()[-1]


# The values of the running function's symbols (`pyc.symbols`), per thread.
_SYMBOLS = threading.local()


def size_source(expr: ir.AffineExpr) -> str:
    """`expr`, a size over a function's symbols, as a Python expression of
    `s`, the list of the symbols' values: what the runtime evaluates (sizes
    are never negative, so floordiv, ceildiv and mod are Python's)."""
    for kind, form in ((ir.AffineAddExpr, "({} + {})"), (ir.AffineMulExpr, "({} * {})"),
                       (ir.AffineFloorDivExpr, "({} // {})"), (ir.AffineModExpr, "({} % {})"),
                       (ir.AffineCeilDivExpr, "-(-{} // {})")):
        if isinstance(expr, kind):
            return form.format(size_source(expr.lhs), size_source(expr.rhs))
    if isinstance(expr, ir.AffineSymbolExpr):
        return f"s[{expr.position}]"
    return str(expr.value)


def symbol_bindings(func_op: ir.OpView) -> list[tuple[int, int, int]]:
    """Where a function's symbols are read (`pyc.symbols`): an (argument,
    dim, coefficient) triple per symbol, in order: its first quadruple's.
    A negative dim -1-j names element j of a vector of sizes."""
    first: dict[int, tuple[int, int, int]] = {}
    for symbol, *where in _quadruples(func_op):
        first.setdefault(symbol, tuple(where))
    return [first[k] for k in range(len(first))]


def size_vectors(func_op: ir.OpView) -> set[int]:
    """The arguments that are vectors of sizes (negative dims in
    `pyc.symbols`): a program takes them as tensors or as lists of sizes."""
    return {argument for _, argument, dim, _ in _quadruples(func_op) if dim < 0}


def _quadruples(func_op: ir.OpView) -> list[list[int]]:
    if "pyc.symbols" not in func_op.attributes:
        return []
    flat = list(ir.DenseI64ArrayAttr(func_op.attributes["pyc.symbols"]))
    return [flat[i:i + 4] for i in range(0, len(flat), 4)]


def _sizes(op: ir.OpView) -> Callable[[], list[int]] | None:
    """The result's sizes at run time, from its `sizes` over the running
    function's symbols; None for an op without `sizes`."""
    if "sizes" not in op.attributes:
        return None
    results = ir.AffineMapAttr(op.attributes["sizes"]).value.results
    fn = eval(f"lambda s: [{', '.join(size_source(e) for e in results)}]")
    return lambda: fn(_SYMBOLS.values)


def _result(op: ir.OpView) -> tuple[torch.dtype, Shape]:
    return tensor_type(op.results[0].type)


def _static(op: ir.OpView) -> tuple[torch.dtype, list[int]]:
    dtype, shape = _result(op)
    if None in shape:
        raise _unsupported(
            op, f"{op.operation.name} needs a static shape, got {format_shape(shape)}")
    return dtype, shape


def _raw_data(attr: ir.Attribute, dtype: torch.dtype, count: int) -> torch.Tensor:
    """The row-major storage of a dense attribute, for types numpy lacks (bf16)."""
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype, get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    raw = _native.library().mlirDenseElementsAttrGetRawData
    raw.restype, raw.argtypes = ctypes.c_void_p, [ctypes.c_void_p]  # MlirAttribute is one pointer
    data = raw(get_pointer(attr._CAPIPtr, b"mlir.ir.Attribute._CAPIPtr"))
    nbytes = count * torch.empty((), dtype=dtype).element_size()
    return torch.frombuffer(bytearray(ctypes.string_at(data, nbytes)), dtype=dtype)


def constant_tensor(op: ir.OpView) -> torch.Tensor:
    """The value of a dense constant as a torch tensor (built once)."""
    dtype, shape = _static(op)
    attr = op.attributes["value"]
    if not isinstance(attr, ir.DenseElementsAttr):
        raise _unsupported(op, f"constant {attr} is not a dense elements attribute")
    if 0 in shape:
        return torch.empty(shape, dtype=dtype)
    if attr.is_splat:
        splat = attr.get_splat_value()
        kind = ir.FloatAttr if dtype.is_floating_point else ir.IntegerAttr
        return torch.full(shape, kind(splat).value, dtype=dtype)
    if dtype == torch.bfloat16:
        return _raw_data(attr, dtype, int(np.prod(shape))).reshape(shape)
    return torch.from_numpy(np.array(attr)).to(dtype).reshape(shape)


_UNARY: dict[str, Fn] = {
    "neg": torch.neg, "abs": torch.abs, "exp": torch.exp, "log": torch.log,
    "log1p": torch.log1p, "expm1": torch.expm1, "sqrt": torch.sqrt, "rsqrt": torch.rsqrt,
    "tanh": torch.tanh, "sigmoid": torch.sigmoid, "erf": torch.erf, "erfc": torch.erfc,
    "sin": torch.sin, "cos": torch.cos, "floor": torch.floor, "ceil": torch.ceil,
    "sign": torch.sign, "reciprocal": torch.reciprocal, "not": torch.logical_not,
    "stop_gradient": torch.Tensor.detach,
}
_BINARY: dict[str, Fn] = {
    "add": torch.add, "sub": torch.sub, "mul": torch.mul, "pow": torch.pow,
    "max": torch.maximum, "min": torch.minimum,
    "and": torch.logical_and, "or": torch.logical_or, "select": torch.where,
    "matmul": torch.matmul,
}
_COMPARE: dict[str, Fn] = {
    "eq": torch.eq, "ne": torch.ne, "lt": torch.lt, "le": torch.le, "gt": torch.gt, "ge": torch.ge,
}


def _by_minus_one_apart(fn: Fn, by_minus_one: Fn) -> Fn:
    """`fn(x, y)` on integers, `by_minus_one(x)` where y is -1: torch's CPU
    kernels trap on INT_MIN / -1 (SIGFPE), where pyc's forms wrap (PycScalars.cpp,
    `SafeDivisor`). A zero divisor raises, as torch's."""
    def apart(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        minus_one = y == -1
        return torch.where(minus_one, by_minus_one(x), fn(x, torch.where(minus_one, 1, y)))
    return apart


def _div(op: ir.OpView) -> Fn:
    if _result(op)[0].is_floating_point:
        return torch.div
    return _by_minus_one_apart(functools.partial(torch.div, rounding_mode="trunc"), torch.neg)


def _remainder(op: ir.OpView) -> Fn:
    if _result(op)[0].is_floating_point:
        return torch.remainder
    return _by_minus_one_apart(torch.remainder, torch.zeros_like)


def _held(value: torch.Tensor, make: Callable[[], torch.Tensor]) -> Fn:
    """A step returning `value`, built once; traced under a fake mode (into
    an FX graph, `training`), `make()` instead: a held real tensor would be
    a real one among fakes, where `make` builds it as graph ops."""
    return lambda: make() if detect_fake_mode() is not None else value


def _constant(op: ir.OpView) -> Fn:
    value = constant_tensor(op)
    if op.attributes["value"].is_splat and value.numel():
        splat, shape = value.flatten()[0].item(), list(value.shape)
        return _held(value, lambda: torch.full(shape, splat, dtype=value.dtype))
    # reshaped: an empty constant's list ([]) has lost its shape.
    return _held(value, lambda: torch.tensor(value.tolist(), dtype=value.dtype)
                 .reshape(value.shape))


def _convert(op: ir.OpView) -> Fn:
    dtype = _result(op)[0]
    return lambda x: x.to(dtype)  # float -> int truncates; -> bool is `!= 0`


def _broadcast_in_dim(op: ir.OpView) -> Fn:
    dims, (_, out), at_run_time = _ints(op, "dims"), _result(op), _sizes(op)
    # A `?` result dim comes from a `?` operand dim, or from `sizes`.
    static = [-1 if s is None else s for s in out]

    def run(x: torch.Tensor) -> torch.Tensor:
        view = [1] * len(static)
        for i, d in enumerate(dims):
            view[d] = x.shape[i]
        # A view: `dims` ascend, so only 1s are inserted (which any strides
        # allow), where `reshape` costs a traced training half ~1 ms a call.
        return x.view(view).expand(at_run_time() if at_run_time else static)
    return run


def _reshape(op: ir.OpView) -> Fn:
    # Without `sizes`, the verifier allows at most one `?` in the result.
    static, at_run_time = [-1 if s is None else s for s in _result(op)[1]], _sizes(op)
    if at_run_time:
        return lambda x: x.reshape(at_run_time())
    return lambda x: x.reshape(static)


def _transpose(op: ir.OpView) -> Fn:
    perm = _ints(op, "permutation")
    return lambda x: x.permute(perm)


def _slice(op: ir.OpView) -> Fn:
    # A `?` dim is taken whole: its limit is `?`, the most negative i64.
    limits = [None if limit == ir.ShapedType.get_dynamic_size() else limit
              for limit in _ints(op, "limit")]
    bounds = zip(_ints(op, "start"), limits, _ints(op, "stride"))
    index = tuple(slice(*b) for b in bounds)
    return lambda x: x[index]


def _concat(op: ir.OpView) -> Fn:
    dim = _int(op, "dim")
    return lambda *xs: torch.cat(xs, dim)


def _pad(op: ir.OpView) -> Fn:
    dtype = _result(op)[0]
    value = ir.FloatAttr(op.attributes["value"]).value
    value = value if dtype.is_floating_point else bool(value) if dtype == torch.bool else int(value)
    # F.pad takes (low, high) pairs from the last dim to the first.
    pairs = zip(reversed(_ints(op, "low")), reversed(_ints(op, "high")))
    pads = [p for pair in pairs for p in pair]
    interior = _ints(op, "interior") if "interior" in op.attributes else []

    def pad(x):
        # Interior padding: x's elements written k + 1 apart into a tensor
        # of the pad value (slice_scatter, which imports back as this pad).
        for d, k in enumerate(interior):
            if k and x.shape[d] > 1:
                shape = list(x.shape)
                shape[d] = (shape[d] - 1) * (k + 1) + 1
                x = torch.slice_scatter(x.new_full(shape, value), x, d, 0, shape[d], k + 1)
        return F.pad(x, pads, value=value)

    return pad


def _iota(op: ir.OpView) -> Fn:
    dim, at_run_time = _int(op, "dim"), _sizes(op)

    def make(shape) -> torch.Tensor:
        view = [shape[d] if d == dim else 1 for d in range(len(shape))]
        return torch.arange(shape[dim]).reshape(view).expand(shape).to(dtype)
    if at_run_time:
        dtype = _result(op)[0]
        return lambda: make(at_run_time())
    dtype, shape = _static(op)
    return _held(make(shape).contiguous(), lambda: make(shape))


def _size(op: ir.OpView) -> Fn:
    dtype = _result(op)[0]
    value = ir.AffineMapAttr(op.attributes["value"]).value.results[0]
    fn = eval(f"lambda s: {size_source(value)}")
    # A product, not torch.tensor(n): traced (a derived backward), the size
    # stays a symbol instead of a guard that specializes it.
    return lambda: torch.ones((), dtype=dtype) * fn(_SYMBOLS.values)


def _identity(kind: str, dtype: torch.dtype) -> int | float | bool:
    """What `kind` gives over an empty extent."""
    if kind in ("sum", "prod"):
        return int(kind == "prod")
    if dtype == torch.bool:
        return kind == "min"
    if dtype.is_floating_point:
        return -float("inf") if kind == "max" else float("inf")
    return torch.iinfo(dtype).min if kind == "max" else torch.iinfo(dtype).max


def _reduce(op: ir.OpView) -> Fn:
    kind, dims, (dtype, _) = _enum(op, "kind"), _ints(op, "dims"), _result(op)
    combine = {"sum": torch.sum, "prod": torch.prod, "max": torch.amax, "min": torch.amin}[kind]
    identity = _identity(kind, dtype)

    def run(x: torch.Tensor) -> torch.Tensor:
        if not dims:
            return x
        keep = [d for d in range(x.dim()) if d not in dims]
        kept = [x.shape[d] for d in keep]
        # math.prod, not int(): a run-time size stays a SymInt when traced
        # (`training.derive`), and is never 0 (torch specializes 0 and 1).
        count = math.prod(x.shape[d] for d in dims)
        if isinstance(count, int) and count == 0:
            return torch.full(kept, identity, dtype=dtype)
        if kind != "prod" and dtype.is_floating_point:
            return combine(x, dims)  # no copy: one op when traced
        # Reduced dims flattened into the last one: torch.prod takes one dim.
        flat = x.permute(keep + dims).reshape(kept + [count])
        return combine(flat, -1).to(dtype)  # ints and bools: torch widens to i64
    return run


def _arg_reduce(op: ir.OpView) -> Fn:
    dim = _int(op, "dim")
    fn = torch.argmax if op.operation.name == "pyc.argmax" else torch.argmin
    if tensor_type(op.operands[0].type)[0] == torch.bool:  # torch has no bool argmax
        return lambda x: fn(x.to(torch.uint8), dim)
    return lambda x: fn(x, dim)  # first occurrence; NaN counts as the max/min


def _cumsum(op: ir.OpView) -> Fn:
    dim = _int(op, "dim")
    return lambda x: torch.cumsum(x, dim, dtype=x.dtype)


def _softmax(op: ir.OpView) -> Fn:
    # torch's own: f16 and bf16 computed in f32 and rounded once, as the op
    # means (traced into a graph, pycompile's decomposition of it).
    dim = _int(op, "dim")
    return lambda x: torch._softmax(x, dim, False)


# The device type a program is traced for where its tensors are not on it:
# `aot` traces CPU tensors for a GPU (`pycompile.artifact`).
TRACED_FOR = contextvars.ContextVar("TRACED_FOR", default=None)


def _fused(q: torch.Tensor, bias: torch.Tensor | None) -> str | None:
    """Which of torch's fused kernels computes an attention of these
    operands (`decompositions.fused_takes` and `fused_kernel`, cuDNN's
    allowed: both halves of a training graph call it). None: the formula,
    in torch's ops."""
    if not fused_takes(q, TRACED_FOR.get()):
        return None
    return fused_kernel(q, bias is not None, cudnn=True)


def _heads(t: torch.Tensor, kept: int = 3) -> torch.Tensor:
    """[B..., M, D] as FlashAttention's [batch, heads, M, D], rows dense (a
    logsumexp, [B..., M], as [batch, heads, M] with `kept` 2)."""
    t = t.reshape(-1, *t.shape[-kept:]) if t.dim() > kept else t.unsqueeze(0)
    return t if t.stride(-1) == 1 else t.contiguous()


def _spread(bias: torch.Tensor, q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    """`bias` spread to the scores' [batch, heads, M, N], a view, as eager's
    SDPA hands a mask to cuDNN's attention."""
    return _heads(bias.expand(*q.shape[:-1], k.shape[-2]))


def _aligned(bias: torch.Tensor | None, q: torch.Tensor,
             k: torch.Tensor) -> torch.Tensor | None:
    """`bias` spread to the scores' [batch, heads, M, N], its rows 16-element
    aligned, as torch's memory-efficient attention reads them (a copy of
    the unspread bias, as the public SDPA makes)."""
    if bias is None:
        return None
    n = k.shape[-2]
    return _heads(F.pad(bias, (0, -n % 16))[..., :n].expand(*q.shape[:-1], n))


def _scores(q, k, scale, causal, bias=None) -> torch.Tensor:
    """An attention's scaled (and masked) scores, in its compute type (f32,
    f64 for f64 operands)."""
    wide = torch.promote_types(q.dtype, torch.float32)
    s = torch.matmul(q.to(wide), k.to(wide).transpose(-1, -2)) * scale
    if bias is not None:
        s = s + bias.to(wide)
    if causal:
        m, n = s.shape[-2:]
        s = s.masked_fill(torch.ones(m, n, dtype=torch.bool, device=s.device).triu(1),
                          float("-inf"))
    return s


def _attention(op: ir.OpView) -> Fn:
    scale, causal = ir.FloatAttr(op.attributes["scale"]).value, "causal" in op.attributes

    def run(q, k, v, bias=None):
        if kernel := _fused(q, bias):
            operands = _heads(q), _heads(k), _heads(v)
            if kernel == "flash":
                out, lse = aten._scaled_dot_product_flash_attention(
                    *operands, 0.0, causal, False, scale=scale)[:2]
            elif kernel == "cudnn":  # its logsumexp [..., M, 1]
                out, lse = aten._scaled_dot_product_cudnn_attention(
                    *operands, _spread(bias, q, k), True, 0.0, causal, False, scale=scale)[:2]
            else:  # its rows' logsumexp padded to 32 on a GPU
                out, lse = aten._scaled_dot_product_efficient_attention(
                    *operands, _aligned(bias, q, k), True, 0.0, causal, scale=scale)[:2]
            return (out.reshape(*q.shape[:-1], v.shape[-1]),
                    lse[..., :q.shape[-2]].reshape(q.shape[:-1]))
        s = _scores(q, k, scale, causal, bias)
        lse = torch.logsumexp(s, -1)
        p = torch.exp(s - lse.unsqueeze(-1))
        # The probabilities in the operands' type, the product accumulated
        # in f32: as FlashAttention rounds them.
        return torch.matmul(p.to(v.dtype).to(s.dtype), v.to(s.dtype)).to(v.dtype), lse

    return run


def _attention_grad(op: ir.OpView) -> Fn:
    scale, causal = ir.FloatAttr(op.attributes["scale"]).value, "causal" in op.attributes

    def run(q, k, v, out, lse, grad_out, bias=None):
        if kernel := _fused(q, bias):
            # No dropout: the sequence offsets (varlen) and the random
            # state are not read.
            unused = torch.empty(0, dtype=torch.int64, device=q.device)
            operands = _heads(grad_out), _heads(q), _heads(k), _heads(v)
            if kernel == "flash":
                grads = aten._scaled_dot_product_flash_attention_backward(
                    *operands, _heads(out), _heads(lse, 2), None, None, q.shape[-2],
                    k.shape[-2], 0.0, causal, unused, unused, scale=scale)
            elif kernel == "cudnn":
                seed = torch.empty((), dtype=torch.int64, device=q.device)
                grads = aten._scaled_dot_product_cudnn_attention_backward(
                    *operands, _heads(out), _heads(lse, 2).unsqueeze(-1), seed, seed,
                    _spread(bias, q, k), None, None, q.shape[-2], k.shape[-2], 0.0, causal,
                    scale=scale)
            else:  # the rows' logsumexp padded to 32 again, as the kernel gave it
                grads = aten._scaled_dot_product_efficient_attention_backward(
                    *operands, _aligned(bias, q, k), _heads(out),
                    F.pad(_heads(lse, 2), (0, -lse.shape[-1] % 32)), unused, unused, 0.0,
                    [True, True, True, False], causal, scale=scale)
            return tuple(g.reshape(t.shape) for g, t in zip(grads[:3], (q, k, v)))
        p = torch.exp(_scores(q, k, scale, causal, bias) - lse.unsqueeze(-1))
        wide = p.dtype
        g, o = grad_out.to(wide), out.to(wide)
        dv = torch.matmul(p.transpose(-1, -2), g)
        dp = torch.matmul(g, v.to(wide).transpose(-1, -2))
        ds = p * (dp - (g * o).sum(-1, keepdim=True))
        dq = torch.matmul(ds, k.to(wide)) * scale
        dk = torch.matmul(ds.transpose(-1, -2), q.to(wide)) * scale
        return dq.to(q.dtype), dk.to(k.dtype), dv.to(v.dtype)

    return run


def _convolution_attrs(op: ir.OpView) -> tuple:
    """A pyc.convolution's (or its gradient's) stride, padding, dilation
    and groups, as torch's convolution takes them."""
    return _ints(op, "stride"), _ints(op, "padding"), _ints(op, "dilation"), _int(op, "groups")


def _convolution(op: ir.OpView) -> Fn:
    stride, padding, dilation, groups = _convolution_attrs(op)

    def run(x, w):
        zeros = [0] * len(stride)
        return aten.convolution(x, w, None, stride, padding, dilation, False, zeros, groups)
    return run


def _convolution_grad(op: ir.OpView) -> Fn:
    stride, padding, dilation, groups = _convolution_attrs(op)
    # Only the gradients something reads (None for the other): a network's
    # first convolution reads images, which need none, and cuDNN's input
    # gradient of resnet18's stem took 0.42 ms of its 4.3 ms training step
    # on an H200.
    mask = [any(True for _ in result.uses) for result in op.results] + [False]

    def run(x, w, grad_out):
        zeros = [0] * len(stride)
        grad_input, grad_weight, _ = aten.convolution_backward(
            grad_out, x, w, None, stride, padding, dilation, False, zeros, groups, mask)
        return grad_input, grad_weight
    return run


def _called(op: ir.OpView) -> tuple[Callable, Callable]:
    """The torch op a pyc.torch_call (or its gradient) calls, and the
    function of its operands that gives the call's arguments."""
    return (torch_call.callee(ir.StringAttr(op.attributes["op"]).value),
            torch_call.decode(ir.StringAttr(op.attributes["call"]).value))


def _torch_call(op: ir.OpView) -> Fn:
    fn, arguments = _called(op)

    def run(*operands):
        args, kwargs = arguments(operands)
        out = fn(*args, **kwargs)
        return tuple(out) if isinstance(out, (tuple, list)) else out
    return run


def _torch_call_grad(op: ir.OpView) -> Fn:
    """torch's derivative of the call: autograd's, through the call made
    again on the operands (`torch.autograd.grad`); an operand no result
    depends on gets zeros."""
    fn, arguments = _called(op)
    count = len(op.operation.opview.args)
    positions = _ints(op, "differentiable")

    def run(*values):
        operands = [v.detach().requires_grad_(i in positions)
                    for i, v in enumerate(values[:count])]
        with torch.enable_grad():
            args, kwargs = arguments(operands)
            out = fn(*args, **kwargs)
            floats = [o for o in (out if isinstance(out, (tuple, list)) else [out])
                      if o.is_floating_point()]
            pairs = [(o, g) for o, g in zip(floats, values[count:]) if o.requires_grad]
            grads = torch.autograd.grad([o for o, _ in pairs], [operands[i] for i in positions],
                                        [g for _, g in pairs], allow_unused=True) \
                if pairs else [None] * len(positions)
        return tuple(torch.zeros_like(operands[i]) if g is None else g.detach()
                     for i, g in zip(positions, grads))
    return run


def _index_checker(op: ir.OpView) -> Callable[[torch.Tensor, int], None]:
    """The index contract of `op`'s indices (PycOps.td): `check(indices,
    size)` raises the runtimes' IndexError at the first index (in row-major
    order) outside [0, size) of `op`'s dim."""
    dim = _int(op, "dim")
    where = _native.describe_op(op.location, op.operation.name)

    def check(indices: torch.Tensor, size: int) -> None:
        if isinstance(indices, FakeTensor):
            return  # no values: the graph traced from this program checks them where it runs
        bad = (indices < 0) | (indices >= size)
        if bool(bad.any()):
            raise index_error(int(indices[bad][0]), dim, size, where)
    return check


def _gather(op: ir.OpView) -> Fn:
    dim, check = _int(op, "dim"), _index_checker(op)

    def run(x: torch.Tensor, indices: torch.Tensor) -> torch.Tensor:
        check(indices, x.shape[dim])
        taken = torch.index_select(x, dim, indices.reshape(-1))
        return taken.reshape(x.shape[:dim] + indices.shape + x.shape[dim + 1:])
    return run


def _scatter_add(op: ir.OpView) -> Fn:
    dim, check = _int(op, "dim"), _index_checker(op)

    def run(init: torch.Tensor, indices: torch.Tensor, updates: torch.Tensor) -> torch.Tensor:
        check(indices, init.shape[dim])
        flat = updates.reshape(init.shape[:dim] + (indices.numel(),) + init.shape[dim + 1:])
        return init.index_add(dim, indices.reshape(-1), flat)
    return run


def _take_along_dim(op: ir.OpView) -> Fn:
    dim, check = _int(op, "dim"), _index_checker(op)

    def run(x: torch.Tensor, indices: torch.Tensor) -> torch.Tensor:
        check(indices, x.shape[dim])
        return torch.gather(x, dim, indices.long())
    return run


def _scatter_add_along_dim(op: ir.OpView) -> Fn:
    dim, check = _int(op, "dim"), _index_checker(op)

    def run(init: torch.Tensor, indices: torch.Tensor, updates: torch.Tensor) -> torch.Tensor:
        check(indices, init.shape[dim])
        if init.dtype == torch.bool:  # adding bools is or; torch has no bool scatter_add
            hits = torch.zeros(init.shape, dtype=torch.int32)
            return init | hits.scatter_add(dim, indices.long(), updates.int()).bool()
        return init.scatter_add(dim, indices.long(), updates)
    return run


def _fixed(fn: Fn) -> Callable[[ir.OpView], Fn]:
    """The builder of an op without attributes: always `fn`."""
    return lambda op: fn


RULES: dict[str, Callable[[ir.OpView], Fn]] = {
    **{f"pyc.{name}": _fixed(fn) for name, fn in {**_UNARY, **_BINARY}.items()},
    "pyc.compare": lambda op: _COMPARE[_enum(op, "direction")],
    "pyc.div": _div, "pyc.remainder": _remainder, "pyc.constant": _constant,
    "arith.constant": _constant,
    "pyc.convert": _convert, "pyc.broadcast_in_dim": _broadcast_in_dim, "pyc.reshape": _reshape,
    "pyc.transpose": _transpose, "pyc.slice": _slice, "pyc.concat": _concat, "pyc.pad": _pad,
    "pyc.iota": _iota, "pyc.size": _size, "pyc.reduce": _reduce, "pyc.argmax": _arg_reduce,
    "pyc.argmin": _arg_reduce, "pyc.cumsum": _cumsum, "pyc.softmax": _softmax,
    "pyc.attention": _attention, "pyc.attention_grad": _attention_grad,
    "pyc.convolution": _convolution, "pyc.convolution_grad": _convolution_grad,
    "pyc.torch_call": _torch_call, "pyc.torch_call_grad": _torch_call_grad,
    "pyc.gather": _gather,
    "pyc.scatter_add": _scatter_add, "pyc.take_along_dim": _take_along_dim,
    "pyc.scatter_add_along_dim": _scatter_add_along_dim,
}
"""Op name -> builder: reads the op's attributes and returns its step function."""


class _BlockProgram:
    """The steps of one block: `(fn, operand slots, result slots)` each.

    Slots number the block arguments first, then each op's results. A
    `pyc.kernel` is one step whose function runs its body's own program.
    """

    def __init__(self, block: ir.Block, terminator: str) -> None:
        slots: dict[ir.Value, int] = {arg: i for i, arg in enumerate(block.arguments)}
        self.num_args = len(block.arguments)
        self.steps: list[tuple[Fn, tuple[int, ...], tuple[int, ...]]] = []
        self.outputs: tuple[int, ...] = ()
        for op in block.operations:
            name = op.operation.name
            if name == terminator:
                self.outputs = tuple(slots[v] for v in op.operands)
                continue
            if name == "pyc.kernel":
                fn = _BlockProgram(op.regions[0].blocks[0], "pyc.yield")
            elif name in RULES:
                fn = RULES[name](op)
            else:
                raise NotImplementedError(
                    f"reference executor: no rule for {name} at {op.location}")
            results = tuple(range(len(slots), len(slots) + len(op.results)))
            slots.update(zip(op.results, results))
            self.steps.append((fn, tuple(slots[v] for v in op.operands), results))
        self.num_slots = len(slots)

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        values: list[torch.Tensor | None] = [*args, *([None] * (self.num_slots - len(args)))]
        for fn, operands, results in self.steps:
            out = fn(*[values[i] for i in operands])
            if len(results) == 1 and not isinstance(out, tuple):
                values[results[0]] = out
            else:
                for slot, value in zip(results, out):
                    values[slot] = value
        return tuple(values[i] for i in self.outputs)


class ReferenceProgram:
    """Runs one func.func of pyc IR op by op with torch: the ground truth for every later pass.

    Results are fresh contiguous tensors: they share no memory with the
    arguments, the program's constants or each other, so callers may mutate
    them.
    """

    def __init__(self, func_op: ir.OpView | ir.Operation) -> None:
        func_op = func_op.operation.opview
        if func_op.operation.name != "func.func":
            raise ValueError(f"expected a func.func, got {func_op.operation.name}")
        self.name: str = ir.StringAttr(func_op.attributes["sym_name"]).value
        blocks = list(func_op.regions[0].blocks)
        if len(blocks) != 1:
            raise NotImplementedError(
                f"reference executor: @{self.name} has {len(blocks)} blocks, not 1")
        self.signature: list[tuple[torch.dtype, Shape]] = [
            tensor_type(a.type) for a in blocks[0].arguments]
        self.symbols = symbol_bindings(func_op)
        self.size_vectors = size_vectors(func_op)
        self._program = _BlockProgram(blocks[0], "func.return")

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        return tuple(v.clone(memory_format=torch.contiguous_format) for v in self.values(*args))

    def values(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        """The results as the ops made them, uncopied: an argument returned
        is that argument. For tracing the program into an FX graph."""
        check_arguments(self.name, self.signature, args, self.size_vectors)
        if self.symbols:
            _SYMBOLS.values = [symbol_value(args, a, d, c) for a, d, c in self.symbols]
        # Tensors the program makes (constants, iotas, as graph ops when it
        # is traced) on its arguments' device: a GPU graph's derivation is
        # traced on fake CUDA tensors.
        device = next((a.device for a in args if isinstance(a, torch.Tensor)), None)
        if device is None or detect_fake_mode() is None:
            return self._program(*args)
        with torch.device(device):
            return self._program(*args)


def run_module(
    module: ir.Module, *args: torch.Tensor, name: str | None = None
) -> tuple[torch.Tensor, ...]:
    """Runs the func.func called `name` (default: the first one) of `module` on `args`."""
    funcs = [op for op in module.body.operations if op.operation.name == "func.func"]
    if name is not None:
        funcs = [f for f in funcs if ir.StringAttr(f.attributes["sym_name"]).value == name]
    if not funcs:
        raise ValueError(f"module has no func.func{'' if name is None else ' @' + name}")
    return ReferenceProgram(funcs[0])(*args)


__all__ = ["DTYPES", "RULES", "ReferenceProgram", "constant_tensor", "run_module", "tensor_type"]
