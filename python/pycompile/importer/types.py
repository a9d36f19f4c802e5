"""Element-type and shape mapping between torch and MLIR, and the size
expressions FX holds for run-time sizes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import torch
from mlir import ir

if TYPE_CHECKING:
    import sympy

# torch dtype -> MLIR element type constructor. Anything else (complex,
# unsigned, int16, float8) is not imported and runs in eager PyTorch.
_ELEMENT_TYPES = {
    torch.float64: lambda: ir.F64Type.get(),
    torch.float32: lambda: ir.F32Type.get(),
    torch.float16: lambda: ir.F16Type.get(),
    torch.bfloat16: lambda: ir.BF16Type.get(),
    torch.int64: lambda: ir.IntegerType.get_signless(64),
    torch.int32: lambda: ir.IntegerType.get_signless(32),
    torch.int8: lambda: ir.IntegerType.get_signless(8),
    torch.bool: lambda: ir.IntegerType.get_signless(1),
}

SUPPORTED_DTYPES = frozenset(_ELEMENT_TYPES)


def element_type(dtype: torch.dtype) -> ir.Type:
    return _ELEMENT_TYPES[dtype]()


def static_size(size) -> int | None:
    """`size` if it is static: an int, or a SymInt torch has specialized to
    a number after guarding on it (a tensor of the graph made before the
    guard keeps such SymInts); None for a run-time size."""
    return size if isinstance(size, int) else size.node.maybe_as_int()


def dims(shape) -> list[int]:
    """Static sizes stay ints; symbolic sizes (dynamic=True) become `?`."""
    return [ir.ShapedType.get_dynamic_size() if static_size(s) is None else static_size(s)
            for s in shape]


def is_static(shape) -> bool:
    return all(static_size(s) is not None for s in shape)


def tensor_type(shape, dtype: torch.dtype) -> ir.RankedTensorType:
    return ir.RankedTensorType.get(dims(shape), element_type(dtype))


def size_expr(arg) -> sympy.Expr | None:
    """The integer size expression a SymInt argument (or node) holds, or a
    SymFloat that is one converted (`sym_float(s1)`, a mean's divisor); None
    for anything else."""
    value = arg.meta.get("val") if isinstance(arg, torch.fx.Node) else arg
    if isinstance(value, torch.SymInt):
        return value.node.expr
    if isinstance(value, torch.SymFloat) and type(value.node.expr).__name__ == "ToFloat":
        return value.node.expr.args[0]
    return None
