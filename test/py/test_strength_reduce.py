"""The pow rules of `pyc-strength-reduce` (compiler/Transforms/StrengthReduce.cpp), in torch.

Each kept rule must give torch.pow's result, with the exponent as a tensor (what
pyc.pow means), on every special input: the sign of zero, infinities and NaN
exactly, finite values up to rounding (torch's vectorized pow is itself not
correctly rounded). Each dropped rule is shown to differ where the pass says it
does. The rules are restated in torch first; `test_the_pass_computes_pow` then
runs the pass itself and the code generated from its result.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
import torch

FLOATS = [torch.float64, torch.float32, torch.float16, torch.bfloat16]
INTS = [torch.int8, torch.int32, torch.int64]
SPECIAL = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    -0.5,
    2.5,
    -2.5,
    1e-30,
    -1e-30,
    1e30,
    -1e30,
    3e38,
    1e-45,
    float("inf"),
    float("-inf"),
    float("nan"),
]

Rule = Callable[[torch.Tensor], torch.Tensor]
KEPT_FLOAT: dict[float, Rule] = {
    0.0: torch.ones_like,
    1.0: lambda x: x,
    2.0: lambda x: x * x,
    3.0: lambda x: x * x * x,
    -1.0: torch.reciprocal,
}
KEPT_INT: dict[int, Rule] = {
    0: torch.ones_like,
    1: lambda x: x,
    2: lambda x: x * x,
    3: lambda x: x * x * x,
}


def torch_pow(x: torch.Tensor, c: float) -> torch.Tensor:
    """torch.pow with the exponent as a tensor, as pyc.pow has it."""
    return torch.pow(x, torch.full_like(x, c))


def assert_same(actual: torch.Tensor, expected: torch.Tensor) -> None:
    """NaN, infinities and zeros (with their signs) exactly; other values up to rounding."""
    assert torch.equal(actual.isnan(), expected.isnan())
    assert torch.equal(actual.isinf(), expected.isinf())
    assert torch.equal(actual == 0, expected == 0)
    number = ~expected.isnan()
    assert torch.equal(actual.signbit()[number], expected.signbit()[number])
    torch.testing.assert_close(actual, expected, equal_nan=True)


def random_floats(dtype: torch.dtype) -> torch.Tensor:
    """Finite values over many magnitudes, both signs."""
    g = torch.Generator().manual_seed(0)
    x = torch.randn(100_000, generator=g, dtype=torch.float64)
    return (x * torch.exp(torch.randn(100_000, generator=g, dtype=torch.float64) * 4)).to(dtype)


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("c", list(KEPT_FLOAT))
def test_kept_float_rule_on_special_values(c: float, dtype: torch.dtype) -> None:
    x = torch.tensor(SPECIAL, dtype=torch.float64).to(dtype)
    assert_same(KEPT_FLOAT[c](x), torch_pow(x, c))


@pytest.mark.parametrize("dtype", FLOATS)
@pytest.mark.parametrize("c", list(KEPT_FLOAT))
def test_kept_float_rule_on_random_values(c: float, dtype: torch.dtype) -> None:
    x = random_floats(dtype)
    expected = torch_pow(x, c)
    actual = KEPT_FLOAT[c](x)
    # Overflow to inf where pow overflows; finite values up to rounding (for
    # float16, x * x * x may round a subnormal result down to 0 where pow
    # rounds it up: one subnormal step).
    assert torch.equal(actual.isinf(), expected.isinf())
    assert torch.equal(actual.isnan(), expected.isnan())
    torch.testing.assert_close(actual, expected, equal_nan=True)


@pytest.mark.parametrize("dtype", INTS)
@pytest.mark.parametrize("c", list(KEPT_INT))
def test_kept_int_rule(c: int, dtype: torch.dtype) -> None:
    info = torch.iinfo(dtype)
    g = torch.Generator().manual_seed(0)
    x = torch.randint(info.min, info.max, (100_000,), generator=g, dtype=dtype)
    x[:7] = torch.tensor([0, 1, -1, 2, -2, info.min, info.max], dtype=dtype)
    # Both wrap around: multiplication modulo 2^n.
    assert torch.equal(KEPT_INT[c](x), torch_pow(x, c))


# (exponent, the rule the pass does not apply, an input where they differ)
DROPPED = [
    (0.5, torch.sqrt, float("-inf")),  # pow gives inf, sqrt NaN
    (0.5, torch.sqrt, -0.0),  # pow gives +0, sqrt -0
    (-0.5, torch.rsqrt, float("-inf")),  # pow gives 0, rsqrt NaN
    (-0.5, torch.rsqrt, -0.0),  # pow gives inf, rsqrt -inf
    (-2.0, lambda x: torch.reciprocal(x * x), 1e20),  # x * x overflows: 0, not 1e-40
]


@pytest.mark.parametrize(("c", "rule", "value"), DROPPED)
def test_dropped_rule_differs(c: float, rule: Rule, value: float) -> None:
    x = torch.tensor([value], dtype=torch.float32)
    with pytest.raises(AssertionError):
        assert_same(rule(x), torch_pow(x, c))


_TYPES = {torch.float32: "f32", torch.float64: "f64"}


@pytest.mark.parametrize("dtype", list(_TYPES))
@pytest.mark.parametrize("c", [*KEPT_FLOAT, *{c for c, _, _ in DROPPED}])
def test_the_pass_computes_pow(c: float, dtype: torch.dtype) -> None:
    """`pyc-strength-reduce` itself, then the CPU code: what the pass rewrote (the
    kept rules) and what it left as pyc.pow (the dropped ones) both give
    torch.pow's result on the special values, exactly in sign, infinity and
    NaN."""
    from mlir import ir
    from mlir.passmanager import PassManager

    import pycompile
    from pycompile.targets.cpu.codegen import compile_graph

    x = torch.tensor(SPECIAL, dtype=torch.float64).to(dtype)
    t = f"tensor<{len(SPECIAL)}x{_TYPES[dtype]}>"
    text = (f"func.func @f(%x: {t}) -> {t} {{\n"
            f"  %c = pyc.constant dense<{c!r}> : {t}\n"
            f"  %p = pyc.pow %x, %c : {t}\n  return %p : {t}\n}}")
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        PassManager.parse(
            "builtin.module(func.func(pyc-strength-reduce,canonicalize,pyc-fuse))"
        ).run(module.operation)
        rewritten = "pyc.pow" not in str(module)
        (actual,) = compile_graph(module)(x)
    assert rewritten == (c in KEPT_FLOAT)
    expected = torch_pow(x, c)
    assert torch.equal(actual.isnan(), expected.isnan())
    assert torch.equal(actual.isinf() & (actual > 0), expected.isinf() & (expected > 0))
    finite = expected.isfinite()
    assert torch.equal(torch.signbit(actual[finite]), torch.signbit(expected[finite]))
    torch.testing.assert_close(actual[finite], expected[finite], rtol=2e-6, atol=0)
