"""A convolution and the element-wise ops after it as one fused library
call: oneDNN's on the CPU (`cpu/convolutions.py`), cuDNN's on a GPU
(`gpu/convolutions.py`). What a CNN's graph does after each convolution,
batch norm with its running statistics, then ReLU, and in a residual block
the shortcut's sum, is otherwise one more pass over the convolution's
result, as many bytes read and written as the convolution writes. A
library applies it as the convolution writes its result instead:

- a per-channel affine map `y * s[c] + t[c]` (batch norm in eval, a bias,
  any chain of adds, subtractions, products and divisions by per-channel
  or scalar values) is folded into the weights and bias: `w * s[:, None,
  None, None]` and `b * s + t`, computed in the call (the weights are the
  graph's inputs: no freezing), which pyc compiles as small parts;
- then, where the graph adds a tensor of the result's shape and layout (a
  residual block's shortcut), the library's sum;
- then an activation the library applies (`Library.activations`).

Inductor fuses only with `freezing` on. The rewrite is exact up to the
folding's rounding, whether the graph is an inference graph or a training
graph's forward: it takes only ops whose results nothing else reads, so no
value the graph returns or saves goes missing. Each library says which
convolutions it runs, which epilogues it takes and how it is called
(`Library`); the matching and the folding are this file's.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Callable

import torch

from pycompile.importer.fx_importer import describe_location

aten = torch.ops.aten


@dataclasses.dataclass(frozen=True)
class Library:
    """A library's fused convolution: its name; whether it runs a
    convolution of these traced values (result, input, weights: 4-D, static
    sizes); the activations it applies (in the order tried), and those it
    applies after a shortcut's sum; whether a call must end with one; and
    `call(graph, conv, weights, bias, epilogue)`, which adds the fused call
    (weights and bias folded) before `epilogue.end` and returns it."""

    name: str
    runs: Callable[[torch.Tensor, torch.Tensor, torch.Tensor], bool]
    activations: tuple[str, ...]
    after_shortcut: tuple[str, ...]
    needs_activation: bool
    call: Callable


_AFFINE = {aten.add.Tensor: operator.add, aten.sub.Tensor: operator.sub,
           aten.mul.Tensor: operator.mul, aten.div.Tensor: operator.truediv}


def _val(node):
    return node.meta.get("val") if isinstance(node, torch.fx.Node) else None


class _Epilogue:
    """What follows one convolution: the affine map's steps (op, operand,
    whether the convolution's value is the left operand), a shortcut added
    after it, an activation after that, and the node whose value the fused
    call gives."""

    def __init__(self, conv: torch.fx.Node) -> None:
        self.affine: list[tuple] = []
        self.shortcut: torch.fx.Node | None = None
        self.activation = "none"  # a key of ACTIVATIONS, or "none"
        self.nodes: list[torch.fx.Node] = []  # the ops taken, in order
        self.end = conv

    def describe(self) -> str:
        parts = ["a per-channel affine map"] if self.affine else []
        parts += ["the shortcut's sum"] if self.shortcut is not None else []
        parts += [ACTIVATIONS[self.activation][0]] if self.activation != "none" else []
        return ", ".join(parts)


def _per_channel(operand, out: torch.Tensor) -> bool:
    """Whether `operand` of an element-wise op on the convolution's result
    `out` ([N, C, H, W]) is one number or one a channel ([C, 1, 1])."""
    if isinstance(operand, (int, float)) and not isinstance(operand, bool):
        return True
    val = _val(operand)
    if not isinstance(val, torch.Tensor) or val.dtype != out.dtype or val.dim() > out.dim():
        return False
    shape = (1,) * (out.dim() - val.dim()) + tuple(val.shape)
    return shape == (1, out.shape[1], *(1,) * (out.dim() - 2))


def _only_user(node: torch.fx.Node) -> torch.fx.Node | None:
    return next(iter(node.users)) if len(node.users) == 1 else None


def _relu(node: torch.fx.Node) -> list[torch.fx.Node] | None:
    """The ops that make ReLU of `node`, its only readers, result last:
    `aten.relu`, or the `where(x <= 0, 0, x)` that the decompositions
    make of it."""
    user = _only_user(node)
    if user is not None and user.target is aten.relu.default:
        return [user]
    le = next((u for u in node.users if u.target is aten.le.Scalar), None)
    where = _only_user(le) if le is not None else None
    if len(node.users) != 2 or le is None or le.args != (node, 0) or where is None or \
            where.target is not aten.where.self or where.args[0] is not le or \
            where.args[2] is not node:
        return None
    zero = where.args[1]
    if isinstance(zero, torch.fx.Node) and not (
            zero.target is aten.scalar_tensor.default and zero.args[0] == 0):
        return None
    return [le, where]


def _silu(node: torch.fx.Node) -> list[torch.fx.Node] | None:
    """The ops that make SiLU of `node` (`x * sigmoid(x)`, as the
    decompositions make it), its only readers, result last."""
    sigmoid = next((u for u in node.users if u.target is aten.sigmoid.default), None)
    mul = _only_user(sigmoid) if sigmoid is not None else None
    if len(node.users) != 2 or mul is None or mul.target is not aten.mul.Tensor or \
            mul.kwargs or set(mul.args) != {node, sigmoid}:
        return None
    return [sigmoid, mul]


# The activations an epilogue may end with: their names, and what finds
# the ops of a graph that make one.
ACTIVATIONS = {"relu": ("ReLU", _relu), "silu": ("SiLU", _silu)}


def _epilogue(conv: torch.fx.Node, library: Library) -> _Epilogue | None:
    """The ops after `conv` that `library` can apply in its epilogue, or
    None where it takes none (or cannot run `conv`)."""
    x, w, _, _, _, _, transposed, output_padding, _ = conv.args
    out, xv, wv = _val(conv), _val(x), _val(w)
    if transposed or any(output_padding) or not all(
            isinstance(v, torch.Tensor) and v.dim() == 4 for v in (out, xv, wv)) or not all(
            isinstance(d, int) for d in (*out.shape, *out.stride())) or \
            not library.runs(out, xv, wv):
        return None
    epilogue, node = _Epilogue(conv), conv
    while (user := _only_user(node)) is not None and user.target in _AFFINE \
            and not user.kwargs:
        left = user.args[0] is node
        other = user.args[1] if left else user.args[0]
        if other is node or not _per_channel(other, out) or \
                user.target is aten.div.Tensor and not left:  # (v / y is not affine)
            break
        epilogue.affine.append((user.target, other, left))
        epilogue.nodes.append(user)
        node = user
    user = _only_user(node)
    if user is not None and user.target is aten.add.Tensor and not user.kwargs:
        other = user.args[1] if user.args[0] is node else user.args[0]
        val = _val(other)
        if other is not node and isinstance(val, torch.Tensor) and val.dtype == out.dtype \
                and val.shape == out.shape and val.stride() == out.stride():
            epilogue.shortcut = other
            epilogue.nodes.append(user)
            node = user
    allowed = library.after_shortcut if epilogue.shortcut is not None else library.activations
    for name in allowed:
        ops = ACTIVATIONS[name][1](node)
        if ops is not None:
            epilogue.activation = name
            epilogue.nodes += ops
            node = ops[-1]
            break
    if epilogue.activation == "none" and library.needs_activation:
        return None
    if node is conv or _val(node).stride() != out.stride():
        return None
    epilogue.end = node
    return epilogue


class _Builder:
    """New nodes before one node of a graph, each with its fake value."""

    def __init__(self, graph: torch.fx.Graph, before: torch.fx.Node, fake_mode) -> None:
        self.graph, self.before, self.fake_mode = graph, before, fake_mode

    def __call__(self, target, *args, **kwargs) -> torch.fx.Node:
        with self.graph.inserting_before(self.before):
            node = self.graph.call_function(target, args, kwargs)
        with self.fake_mode:
            node.meta["val"] = target(*[_val(a) if isinstance(a, torch.fx.Node) else a
                                        for a in args], **kwargs)
        return node

    def apply(self, op, a, b):
        """`op` of `a` and `b`, each a node, a number, or None for the op's
        identity operand (0 of a sum, 1 of a product)."""
        if b is None:
            return a
        if a is None:
            if op in (aten.add.Tensor, aten.mul.Tensor):
                return b
            a = 0.0 if op is aten.sub.Tensor else 1.0
        if isinstance(a, torch.fx.Node):
            return self(op, a, b)
        if not isinstance(b, torch.fx.Node):
            return _AFFINE[op](a, b)
        # A number's op with a tensor.
        if op in (aten.add.Tensor, aten.mul.Tensor):
            return self(op, b, a)
        if op is aten.sub.Tensor:
            return self(aten.add.Tensor, self(aten.neg.default, b), a)
        return self(aten.mul.Tensor, self(aten.reciprocal.default, b), a)


def _fold(build: _Builder, epilogue: _Epilogue, channels: int):
    """The affine map `y * s + t` of the epilogue's steps: s and t, each
    None (1 and 0), a number, or a node of [C] values."""
    scale = shift = None
    for op, operand, left in epilogue.affine:
        if isinstance(operand, torch.fx.Node):
            operand = build(aten.view.default, operand, [channels])
        if op in (aten.mul.Tensor, aten.div.Tensor):  # (y / v only: `_epilogue`)
            scale = build.apply(op, scale, operand)
            shift = build.apply(op, shift, operand) if shift is not None else None
        elif op is aten.add.Tensor or left:  # y + v, y - v
            shift = build.apply(op, shift, operand)
        else:  # v - y
            scale = build.apply(aten.mul.Tensor, scale, -1.0)
            shift = build.apply(op, operand, shift)
    return scale, shift


def _folded(build: _Builder, conv: torch.fx.Node, epilogue: _Epilogue):
    """The weights and bias of `conv` with the epilogue's affine map folded
    in: `w * s[:, None, None, None]` and `b * s + t` (a bias of [C] values,
    or None)."""
    w, bias, out = conv.args[1], conv.args[2], _val(conv)
    channels = out.shape[1]
    scale, shift = _fold(build, epilogue, channels)
    if scale is not None:
        w = build(aten.mul.Tensor, w, build(aten.view.default, scale, [channels, 1, 1, 1])
                  if isinstance(scale, torch.fx.Node) else scale)
        bias = build(aten.mul.Tensor, bias, scale) if bias is not None else None
    bias = build.apply(aten.add.Tensor, bias, shift)
    if bias is not None and not isinstance(bias, torch.fx.Node):  # one number
        bias = build(aten.full.default, [channels], float(bias), dtype=out.dtype,
                     device=out.device)
    return w, bias


def fuse(gm: torch.fx.GraphModule, library: Library, report) -> set[torch.fx.Node]:
    """Rewrites, in place, each convolution of `gm` whose epilogue
    `library` can apply as one fused call; returns the new calls, each
    noted in `report` with what it took in."""
    graph, fused = gm.graph, set()
    for conv in list(graph.find_nodes(op="call_function", target=aten.convolution.default)):
        epilogue = _epilogue(conv, library)
        if epilogue is None:
            continue
        w, bias = _folded(_Builder(graph, epilogue.end, _val(conv).fake_mode), conv, epilogue)
        call = library.call(graph, conv, w, bias, epilogue)
        # The library lays its result out as torch's convolution does (a
        # fused call's fake kernel may not, or there is none).
        call.meta = {**conv.meta, "val": _val(epilogue.end)}
        report.matmuls.append(f"{aten.convolution.default} at {describe_location(conv)} -> "
                              f"{library.name}, with {epilogue.describe()} in its epilogue")
        epilogue.end.replace_all_uses_with(call)
        for node in reversed([conv, *epilogue.nodes]):
            graph.erase_node(node)
        fused.add(call)
    if fused:
        graph.eliminate_dead_code()
        gm.recompile()
    return fused
