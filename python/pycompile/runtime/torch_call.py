"""The arguments of a `pyc.torch_call` (PycOps.td): a torch op pyc has no
op of its own for, held in a training graph's pyc so that the graph keeps
pycompile's backward. `encode` writes an FX node's call as the op's `call`
attribute (the importer); `decode` and `callee` make the call again (the
reference executor, for the forward and for `pyc.torch_call_grad`).

`call` is JSON: `[positional arguments, keyword arguments]`, where
`{"operand": i}` is the op's operand `i`, a non-finite float is
`{"float": "inf"}` and a dtype `{"dtype": "float32"}`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence

import torch


def callable_reason(node: torch.fx.Node) -> str | None:
    """Why `node` cannot be called as a `pyc.torch_call`, or None: the op
    must be an overload that neither draws random numbers (its derivative
    calls it again) nor mutates, with tensors of static shapes out."""
    op = node.target
    if not isinstance(op, torch._ops.OpOverload):
        return f"{op} is not a torch op overload"
    if torch.Tag.nondeterministic_seeded in op.tags:
        return f"{op} draws random numbers (its derivative would draw others)"
    if op._schema.is_mutable:
        return f"{op} mutates its arguments"
    out = node.meta.get("val")
    outs = out if isinstance(out, (tuple, list)) else [out]
    if not outs or not all(isinstance(o, torch.Tensor) and
                           all(isinstance(d, int) for d in o.shape) for o in outs):
        return f"{op} has results other than tensors of static shapes"
    try:
        encode(node)
    except ValueError as error:
        return str(error)
    return None


def encode(node: torch.fx.Node) -> tuple[list[torch.fx.Node], str]:
    """`node`'s tensor arguments, in order, and its `call`; ValueError for
    an argument JSON cannot hold."""
    operands: list[torch.fx.Node] = []

    def value(x):
        if isinstance(x, torch.fx.Node):
            if not isinstance(x.meta.get("val"), torch.Tensor):
                raise ValueError(f"{node.target}: argument {x.name} is not a tensor")
            if x not in operands:
                operands.append(x)
            return {"operand": operands.index(x)}
        if isinstance(x, (list, tuple)):
            return [value(v) for v in x]
        if isinstance(x, float) and not math.isfinite(x):
            return {"float": repr(x)}
        if x is None or isinstance(x, (bool, int, float, str)):
            return x
        if isinstance(x, torch.dtype):
            return {"dtype": str(x).removeprefix("torch.")}
        raise ValueError(f"{node.target}: argument {x!r} has no form in a pyc.torch_call")

    call = [value(list(node.args)), {k: value(v) for k, v in node.kwargs.items()}]
    return operands, json.dumps(call)


def decode(call: str) -> Callable[[Sequence[torch.Tensor]], tuple[list, dict]]:
    """The function of the operands that gives `call`'s arguments."""
    args, kwargs = json.loads(call)

    def value(x, operands):
        if isinstance(x, list):
            return [value(v, operands) for v in x]
        if isinstance(x, dict):
            if "operand" in x:
                return operands[x["operand"]]
            if "float" in x:
                return float(x["float"])
            return getattr(torch, x["dtype"])
        return x

    return lambda operands: (value(args, operands), {k: value(v, operands)
                                                     for k, v in kwargs.items()})


def callee(name: str) -> torch._ops.OpOverload:
    """The op overload named `name` (`aten.cumprod.default`)."""
    namespace, op, overload = name.split(".")
    return getattr(getattr(getattr(torch.ops, namespace), op), overload)
