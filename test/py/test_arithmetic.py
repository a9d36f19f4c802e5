"""Eager's arithmetic at its edges: integer division by zero and by -1,
integer powers with negative exponents, Python scalars beside f16 and bf16
tensors, half-precision math rounded once, accurate log1p and expm1, bool
arithmetic, pow by a Python number. Each case against eager PyTorch on the
CPU target, the Triton interpreter (the GPU's code) where it applies, and
the reference executor."""

from __future__ import annotations

import math
import warnings

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile.backend import PycompileFallbackWarning

pytestmark = pytest.mark.usefixtures("fresh_dynamo")

INTS = [torch.int8, torch.int32, torch.int64]


def _compiled(fn, target="cpu"):
    """`fn` compiled for `target`, a fallback to eager failing the test."""
    compiled = pycompile.jit(fn, target=target)

    def run(*args):
        with warnings.catch_warnings():
            warnings.simplefilter("error", PycompileFallbackWarning)
            return compiled(*args)

    return run


@pytest.mark.parametrize("dtype", INTS)
@pytest.mark.parametrize("fn", [
    lambda x, y: x // y, lambda x, y: x % y, lambda x, y: torch.fmod(x, y),
    lambda x, y: torch.div(x, y, rounding_mode="trunc"),
], ids=["floordiv", "remainder", "fmod", "trunc_div"])
def test_integer_division_by_zero_raises_as_eager(fn, dtype):
    x = torch.randint(-100, 100, (64,), dtype=dtype)
    y = torch.randint(1, 9, (64,), dtype=dtype)
    y[17] = 0
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        fn(x, y)
    compiled = _compiled(fn)
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        compiled(x, y)
    y[17] = 3  # the graph still runs after the error
    torch.testing.assert_close(compiled(x, y), fn(x, y), rtol=0, atol=0)


@pytest.mark.parametrize("fn", [lambda x: x // 0, lambda x: torch.remainder(x, 0)],
                         ids=["floordiv", "remainder"])
def test_a_constant_zero_divisor_raises(fn):
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        _compiled(fn)(torch.randint(-9, 9, (16,)))


def test_a_zero_divisor_argument_raises_on_the_first_call():
    def fn(x, k):
        return x // k

    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        _compiled(fn)(torch.randint(-9, 9, (16,)), 0)


@pytest.mark.parametrize("dtype", INTS)
@pytest.mark.parametrize("target", ["cpu", "triton-interpret", "reference"])
def test_int_min_by_minus_one_wraps_as_eager(dtype, target):
    low = torch.iinfo(dtype).min
    x = torch.tensor([low, low, 7, -7, low + 1], dtype=dtype)
    y = torch.tensor([-1, -1, -1, 2, -1], dtype=dtype)
    floor = _compiled(lambda a, b: (a // b, a % b), target)(x, y)
    trunc = _compiled(lambda a, b: torch.div(a, b, rounding_mode="trunc"), target)(x, y)
    # eager's trunc division traps on INT_MIN / -1 (SIGFPE): its value is
    # INT_MIN, as floor division's.
    expected_floor = (x // y, x % y)
    for got, want in zip(floor, expected_floor):
        torch.testing.assert_close(got, want, rtol=0, atol=0)
    torch.testing.assert_close(trunc, torch.tensor([low, low, -7, -3, -(low + 1)], dtype=dtype),
                               rtol=0, atol=0)


@pytest.mark.parametrize("target", ["cpu", "reference"])  # no integer pow in Triton yet
def test_integer_pow_with_negative_exponents(target):
    x = torch.tensor([0, 1, -1, -1, 2, -3, 0, 5, 0])
    y = torch.tensor([-1, -5, -3, -4, -1, -2, 0, 2, 3])
    torch.testing.assert_close(_compiled(torch.pow, target)(x, y), torch.pow(x, y),
                               rtol=0, atol=0)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
@pytest.mark.parametrize("fn", [
    lambda x: x * 70000.0, lambda x: x * 65536.0, lambda x: x / 1e5, lambda x: x / 3,
    lambda x: x + 1e-4, lambda x: 1e5 - x, lambda x: torch.add(x, x, alpha=0.1),
], ids=["mul_70000", "mul_65536", "div_1e5", "div_3", "add_small", "rsub_large", "alpha"])
@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_python_scalars_keep_their_precision_beside_half_tensors(fn, dtype, target):
    x = torch.randn(4096, dtype=dtype)
    torch.testing.assert_close(_compiled(fn, target)(x), fn(x), rtol=0, atol=0)


def _ulps(y: torch.Tensor, reference: torch.Tensor) -> float:
    """The largest error of `y` in units in the last place of its dtype at
    `reference` (float64), over finite references in the dtype's range and
    above f32's subnormals (which f32 math may flush, as torch's does)."""
    info = torch.finfo(y.dtype)
    mantissa = {torch.float16: 10, torch.bfloat16: 7}[y.dtype]
    exponent = torch.floor(torch.log2(reference.abs().clamp(min=info.smallest_normal)))
    kept = (reference.abs() <= info.max) & \
        (reference.abs() >= torch.finfo(torch.float32).smallest_normal)
    return ((y.double() - reference).abs() / torch.exp2(exponent - mantissa))[kept].max().item()


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16])
@pytest.mark.parametrize("name", ["sigmoid", "gelu", "gelu_tanh", "silu", "tanh", "erf"])
def test_half_precision_math_rounds_once(name, dtype):
    fn = {"sigmoid": torch.sigmoid, "gelu": F.gelu, "silu": F.silu, "tanh": torch.tanh,
          "erf": torch.erf, "gelu_tanh": lambda t: F.gelu(t, approximate="tanh")}[name]
    x = (torch.randn(20000) * 3).to(dtype)
    wide = x.double()
    # The exact function in f64, without the cancellation of torch's GELU
    # formulas (their f64 results lose the far negative tail).
    reference = {
        "gelu": lambda: wide * 0.5 * torch.erfc(-wide / math.sqrt(2)),
        "gelu_tanh": lambda: wide * torch.sigmoid(
            2 * math.sqrt(2 / math.pi) * (wide + 0.044715 * wide ** 3)),
    }.get(name, lambda: fn(wide))()
    got = _compiled(lambda t: fn(t))(x)
    # Rounded once from f32: half an ulp, and a little for f32's own error.
    assert _ulps(got, reference) <= 0.51
    assert _ulps(got, reference) <= max(_ulps(fn(x), reference), 0.51)


@pytest.mark.parametrize("name", ["log1p", "expm1", "logsigmoid"])
@pytest.mark.parametrize("dtype", [torch.float64, torch.float32])
def test_log1p_and_expm1_keep_small_arguments(name, dtype):
    fn = {"log1p": torch.log1p, "expm1": torch.expm1, "logsigmoid": F.logsigmoid}[name]
    small = torch.tensor([1e-12, -1e-12, 1e-16, 3e-30, 1e-5, -1e-7], dtype=torch.float64)
    edges = torch.tensor([0.0, -0.0, 0.5, -0.5, 30.0, -30.0, math.inf, -math.inf, math.nan,
                          -1.0, -2.0, 700.0], dtype=torch.float64)
    if name == "logsigmoid":
        small = torch.tensor([40.0, 60.0, 36.0, -40.0, 1.0], dtype=torch.float64)
    x = torch.cat([small, edges, torch.randn(256, dtype=torch.float64)]).to(dtype)
    got = _compiled(lambda t: fn(t))(x)
    reference = fn(x.double())  # torch's f64 kernels are libm's: accurate
    eps = torch.finfo(dtype).eps
    relative = ((got.double() - reference).abs() / reference.abs().clamp(min=1e-300))
    info = torch.finfo(dtype)
    relative = relative[(reference.abs() <= info.max) & (reference.abs() >= info.smallest_normal)]
    assert relative.max().item() <= 4 * eps
    torch.testing.assert_close(got.double(), reference.to(dtype).double(), equal_nan=True,
                               rtol=4 * eps, atol=0)


@pytest.mark.parametrize("target", ["cpu", "triton-interpret", "reference"])
def test_pow_by_python_numbers_as_eager(target):
    x = torch.tensor([-math.inf, math.inf, -0.0, 0.0, 4.0, -1.0, 1e-30, 2.5, math.nan])
    for c in (0.5, -0.5, -2, 2, 3, -1):
        got = _compiled(lambda t, c=c: t ** c, target)(x)
        torch.testing.assert_close(got, x ** c, equal_nan=True, rtol=1e-6, atol=0)


@pytest.mark.parametrize("target", ["cpu", "triton-interpret", "reference"])
def test_bool_arithmetic(target):
    a, b = torch.rand(33) > 0.5, torch.rand(33) > 0.5
    x = torch.tensor([1.0, math.inf, -math.inf, math.nan, 0.0])
    fns = [lambda p, q, t: p + q, lambda p, q, t: p * q, lambda p, q, t: torch.isfinite(t),
           lambda p, q, t: (p * q + p).sum()]
    for fn in fns:
        torch.testing.assert_close(_compiled(fn, target)(a, b, x), fn(a, b, x), rtol=0, atol=0)
