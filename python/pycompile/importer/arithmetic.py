"""Import rules of arithmetic: pointwise ops, comparisons, conversions, and
the composites written as formulas of them (`decompositions.COMPOSITES`).
Registered into `rules.RULES` when the importer package is imported, with
the rules' semantics (torch's type promotion, its f32 opmath for f16 and
bf16 beside Python numbers, bools) stated by each."""

from __future__ import annotations

import math

import torch

from pycompile.dialects import pyc
from pycompile.importer import types
from pycompile.importer.rules import Node, _truth, aten, composite, prims, rule

# -- elementwise --------------------------------------------------------------

_UNARY = {
    aten.neg.default: pyc.neg, aten.abs.default: pyc.abs, aten.exp.default: pyc.exp,
    aten.log.default: pyc.log, aten.log1p.default: pyc.log1p, aten.expm1.default: pyc.expm1,
    aten.sqrt.default: pyc.sqrt, aten.rsqrt.default: pyc.rsqrt, aten.tanh.default: pyc.tanh,
    aten.sigmoid.default: pyc.sigmoid, aten.erf.default: pyc.erf, aten.erfc.default: pyc.erfc,
    aten.sin.default: pyc.sin, aten.cos.default: pyc.cos, aten.floor.default: pyc.floor,
    aten.ceil.default: pyc.ceil, aten.sign.default: pyc.sign,
    aten.reciprocal.default: pyc.reciprocal,
}


def _integral_rounding(node):
    # torch rounds integer tensors to themselves; pyc's rounding ops are float-only.
    if not node.meta["val"].dtype.is_floating_point:
        return f"{node.target} of integers"
    return None


for _target, _op in _UNARY.items():

    def _emit_unary(e, node, op=_op):
        out = e.out()
        return op(e.cast(e.value(node.args[0]), out.dtype))

    rounding = _target in (aten.floor.default, aten.ceil.default)
    rule(_target, supports=_integral_rounding if rounding else None,
         static_output=False)(_emit_unary)


_BINARY = {
    aten.add.Tensor: pyc.add, aten.add.Scalar: pyc.add, aten.sub.Tensor: pyc.sub,
    aten.sub.Scalar: pyc.sub, aten.mul.Tensor: pyc.mul, aten.mul.Scalar: pyc.mul,
    aten.div.Tensor: pyc.div, aten.div.Scalar: pyc.div, prims.div.default: pyc.div,
    # Dynamo's float inputs (dynamic shapes) divide as 0-d tensors.
    aten.true_divide.Tensor: pyc.div,
    aten.maximum.default: pyc.max, aten.minimum.default: pyc.min,
    aten.pow.Tensor_Tensor: pyc.pow, aten.pow.Tensor_Scalar: pyc.pow, aten.pow.Scalar: pyc.pow,
    aten.remainder.Tensor: pyc.remainder, aten.remainder.Scalar: pyc.remainder,
    aten.logical_and.default: pyc.and_, aten.logical_or.default: pyc.or_,
    aten.bitwise_and.Tensor: pyc.and_, aten.bitwise_or.Tensor: pyc.or_,
}


_BITWISE = (aten.bitwise_and.Tensor, aten.bitwise_or.Tensor, aten.bitwise_xor.Tensor,
            aten.bitwise_not.default)


def _bool_only(node):
    """Bitwise ops are imported as logical ones: on bool tensors only."""
    if node.target in _BITWISE and node.meta["val"].dtype != torch.bool:
        return f"{node.target} on integers"
    return None


def _binary_supported(node):
    """A run-time size may be an operand (`pyc.size`), other symbolic
    numbers (`sqrt(s0)`) may not."""
    for a in node.args:
        if isinstance(a.meta.get("val") if isinstance(a, Node) else a, torch.SymFloat) \
                and types.size_expr(a) is None:
            return "symbolic float argument other than a size"
    return _bool_only(node)


# On bools, torch's + and * are `or` and `and`.
_ON_BOOLS = {pyc.add: pyc.or_, pyc.mul: pyc.and_}

# The ops whose kernels take a Python number operand at its own precision,
# in the f32 opmath of an f16 or bf16 tensor; add and sub round it to the
# tensor's type first (and alpha too), as imported (measured on torch 2.13).
_SCALAR_IN_OPMATH = (pyc.mul, pyc.div)


def _in_opmath(e, node, op) -> bool:
    """Whether `node`, an f16 or bf16 mul or div, has a Python number
    operand that the result's type does not hold exactly: torch computes it
    in f32 with that number unrounded (`x16 * 70000.` is finite, `x16 / 1e5`
    not 0). Exact numbers (`x * 0.5`) give the same result rounded first,
    and keep the graph in the narrow type."""
    dtype = e.out().dtype
    if op not in _SCALAR_IN_OPMATH or dtype not in (torch.float16, torch.bfloat16):
        return False
    numbers = [a for a in node.args[:2] if isinstance(a, (int, float))]
    return any(math.isfinite(v) and float(torch.tensor(v, dtype=dtype)) != v for v in numbers)


def _scalar_exponent(e, node):
    """pow(x, c) for a Python number c as torch's kernels take it: 0.5, -0.5
    and -2 by sqrt, rsqrt and 1 / (x * x) (C pow differs at -inf and -0:
    pow(-inf, 0.5) is inf, sqrt's NaN); None for another exponent (2, 3, -1:
    pyc-strength-reduce gives torch's forms)."""
    c = node.args[1]
    out = e.out()
    if node.target != aten.pow.Tensor_Scalar or not out.dtype.is_floating_point \
            or c not in (0.5, -0.5, -2):
        return None
    x = e.operand(node.args[0], out.dtype, out.shape)
    if c == -2:
        return pyc.reciprocal(pyc.mul(x, x))
    return pyc.sqrt(x) if c == 0.5 else pyc.rsqrt(x)


for _target, _op in _BINARY.items():

    def _emit_binary(e, node, op=_op):
        out = e.out()
        if out.dtype == torch.bool:
            op = _ON_BOOLS.get(op, op)
        logical = op in (pyc.and_, pyc.or_)
        dtype = torch.bool if logical else out.dtype
        lhs, rhs = node.args[0], node.args[1]
        if logical:  # logical ops take any dtype: nonzero is true
            lhs_v = _truth(e, lhs, out.shape)
            rhs_v = _truth(e, rhs, out.shape)
            return op(lhs_v, rhs_v)
        if (power := _scalar_exponent(e, node)) is not None:
            return power
        alpha = node.kwargs.get("alpha", 1)
        if alpha != 1 and dtype in (torch.float16, torch.bfloat16):
            # torch rounds alpha to the tensor's type, then computes x + alpha * y
            # in f32, rounding once.
            alpha, dtype = float(torch.tensor(alpha, dtype=dtype)), torch.float32
        elif _in_opmath(e, node, op):
            dtype = torch.float32
        x = e.operand(lhs, dtype, out.shape)
        y = e.operand(rhs, dtype, out.shape)
        if alpha != 1:
            y = pyc.mul(y, e.constant(alpha, dtype, out.shape))
        return e.cast(op(x, y), out.dtype)

    rule(_target, supports=_binary_supported, static_output=False,
         symbolic_args=True)(_emit_binary)


_COMPARE = {
    "eq": pyc.CompareDirection.EQ, "ne": pyc.CompareDirection.NE,
    "lt": pyc.CompareDirection.LT, "le": pyc.CompareDirection.LE,
    "gt": pyc.CompareDirection.GT, "ge": pyc.CompareDirection.GE,
}
for _name, _direction in _COMPARE.items():
    _packet = getattr(aten, _name)

    def _emit_compare(e, node, direction=_direction):
        out = e.out()
        common = torch.result_type(e.meta(node.args[0]), e.meta(node.args[1]))
        x = e.operand(node.args[0], common, out.shape)
        y = e.operand(node.args[1], common, out.shape)
        return pyc.compare(direction, x, y)

    rule(_packet.Tensor, _packet.Scalar, static_output=False)(_emit_compare)


@composite(aten.isnan.default, static_output=False)
def _isnan(e, node):
    x = e.value(node.args[0])
    return pyc.compare(pyc.CompareDirection.NE, x, x)


@rule(aten.logical_not.default, aten.bitwise_not.default, supports=_bool_only,
      static_output=False)
def _not(e, node):
    return pyc.not_(_truth(e, node.args[0], e.out().shape))


@rule(aten.where.self, static_output=False)
def _where(e, node):
    out = e.out()
    cond = e.broadcast(_truth(e, node.args[0], e.meta(node.args[0]).shape), out.shape)
    return pyc.select(
        cond,
        e.operand(node.args[1], out.dtype, out.shape),
        e.operand(node.args[2], out.dtype, out.shape),
    )


@rule(aten._to_copy.default, prims.convert_element_type.default, static_output=False)
def _to_copy(e, node):
    return e.cast(e.value(node.args[0]), e.out().dtype)


@rule(aten.clone.default, aten.alias.default, aten.lift_fresh_copy.default,
      static_output=False)
def _identity(e, node):
    return e.value(node.args[0])


@rule(aten.detach.default, static_output=False)
def _detach(e, node):
    # The value, through which pyc-autodiff sends no gradient.
    return pyc.stop_gradient(e.value(node.args[0]))


@rule(aten.copy.default, static_output=False)
def _copy(e, node):
    out = e.out()
    return e.operand(node.args[1], out.dtype, out.shape)


# -- more composites: formulas of pyc ops (decompositions.COMPOSITES) --------------


def _float_unary(e, node):
    out = e.out()
    return out, e.cast(e.value(node.args[0]), out.dtype)


def _scaled_log(scale):
    def emit(e, node):
        out, x = _float_unary(e, node)
        return pyc.mul(pyc.log(x), e.constant(scale, out.dtype, out.shape))

    return emit


composite(aten.log2.default)(_scaled_log(1.4426950408889634))  # 1 / ln 2
composite(aten.log10.default)(_scaled_log(0.4342944819032518))  # 1 / ln 10


@composite(aten.tan.default)
def _tan(e, node):
    _, x = _float_unary(e, node)
    return pyc.div(pyc.sin(x), pyc.cos(x))


@composite(aten.sinh.default)
def _sinh(e, node):
    # (expm1(x) - expm1(-x)) / 2 keeps full relative precision near 0.
    out, x = _float_unary(e, node)
    diff = pyc.sub(pyc.expm1(x), pyc.expm1(pyc.neg(x)))
    return pyc.mul(diff, e.constant(0.5, out.dtype, out.shape))


@composite(aten.cosh.default)
def _cosh(e, node):
    out, x = _float_unary(e, node)
    total = pyc.add(pyc.exp(x), pyc.exp(pyc.neg(x)))
    return pyc.mul(total, e.constant(0.5, out.dtype, out.shape))


def _trunc_value(e, x, dtype, shape):
    negative = pyc.compare(pyc.CompareDirection.LT, x, e.constant(0, dtype, shape))
    return pyc.select(negative, pyc.ceil(x), pyc.floor(x))


@composite(aten.trunc.default, supports=_integral_rounding)
def _trunc(e, node):
    out, x = _float_unary(e, node)
    return _trunc_value(e, x, out.dtype, out.shape)


@composite(aten.isinf.default)
def _isinf(e, node):
    x = e.value(node.args[0])
    dtype = e.meta(node.args[0]).dtype
    shape = e.out().shape
    if not dtype.is_floating_point:
        return e.constant(False, torch.bool, shape)
    return pyc.compare(pyc.CompareDirection.EQ, pyc.abs(x), e.constant(float("inf"), dtype, shape))


@composite(aten.logical_xor.default, aten.bitwise_xor.Tensor, supports=_bool_only,
           static_output=False)
def _xor(e, node):
    shape = e.out().shape
    return pyc.compare(pyc.CompareDirection.NE, _truth(e, node.args[0], shape),
                       _truth(e, node.args[1], shape))


@composite(aten.div.Tensor_mode, aten.div.Scalar_mode)
def _div_mode(e, node):
    out = e.out()
    mode = node.kwargs.get("rounding_mode", node.args[2] if len(node.args) > 2 else None)
    a = e.operand(node.args[0], out.dtype, out.shape)
    b = e.operand(node.args[1], out.dtype, out.shape)
    q = pyc.div(a, b)
    if mode is None:
        return q
    if out.dtype.is_floating_point:
        return pyc.floor(q) if mode == "floor" else _trunc_value(e, q, out.dtype, out.shape)
    if mode == "trunc":
        return q  # pyc.div on integers truncates
    # floor for integers: step down where the truncated quotient left a
    # remainder whose sign differs from the divisor's.
    zero = e.constant(0, out.dtype, out.shape)
    r = pyc.sub(a, pyc.mul(q, b))
    inexact = pyc.compare(pyc.CompareDirection.NE, r, zero)
    signs = pyc.compare(pyc.CompareDirection.NE,
                        pyc.compare(pyc.CompareDirection.LT, r, zero),
                        pyc.compare(pyc.CompareDirection.LT, b, zero))
    step = pyc.convert(types.tensor_type(out.shape, out.dtype), pyc.and_(inexact, signs))
    return pyc.sub(q, step)
