"""Numerics of compiled reductions: long float32 sums, and degenerate dims.

Long sums: the error against a float64 reference may be at most 4x eager's
own error plus two float32 roundings of the result (`tolerance`). Inputs are
uniform in [1000, 1001): the sums grow large, and with one accumulator their
rounding errors grew with the length (the mean of 2M such values was off by
0.37, eager by 1e-4). Degenerate dims: reductions and normalizations over a
dim of size 1 or 0 give eager's values and gradients (layer norm over one
element ended the process, issue 15).
"""

from __future__ import annotations

import warnings

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile.backend import PycompileFallbackWarning

OFFSET = 1000.0


def tolerance(eager_error: float, reference: torch.Tensor) -> float:
    """4x eager's error, plus two roundings to float32 of the largest result."""
    ulp = torch.finfo(torch.float32).eps * reference.abs().max().item()
    return 4 * eager_error + 2 * ulp


def compiled(fn):
    """`fn` through pycompile's CPU code, which must take all of it."""
    jitted = pycompile.jit(fn, target="cpu")

    def run(*args):
        with warnings.catch_warnings():
            warnings.simplefilter("error", PycompileFallbackWarning)
            return jitted(*args)

    return run


def error(result: torch.Tensor, reference: torch.Tensor) -> float:
    return (result.double() - reference).abs().max().item()


LONG_REDUCTIONS = {
    "sum of 2M": (lambda x: x.sum(), (2_000_000,)),
    "mean of 2M": (lambda x: x.mean(), (2_000_000,)),
    "sum of 1024x4096": (lambda x: x.sum(), (1024, 4096)),
    "column sums of 100000x64": (lambda x: x.sum(0), (100_000, 64)),
    "column sums over two dims": (lambda x: x.sum((0, 1)), (400, 250, 64)),
    "column means of 100000x3": (lambda x: x.mean(0), (100_000, 3)),
    "row sums of 4x1M": (lambda x: x.sum(-1), (4, 1_000_000)),
    "strided sums of 3x100000x2": (lambda x: x.sum(1), (3, 100_000, 2)),
    "var of 2M": (lambda x: x.var(), (2_000_000,)),
    "layer_norm of 2x1M": (lambda x: F.layer_norm(x, (x.shape[-1],)), (2, 1_000_000)),
    "softmax of 2x1M": (lambda x: torch.softmax(x, -1) * x.shape[-1], (2, 1_000_000)),
}


@pytest.mark.parametrize("name", LONG_REDUCTIONS)
def test_long_float32_reduction_error_is_bounded(name):
    fn, shape = LONG_REDUCTIONS[name]
    x = torch.rand(*shape, generator=torch.Generator().manual_seed(0)) + OFFSET
    reference = fn(x.double())
    eager = error(fn(x), reference)
    ours = compiled(fn)(x)
    assert ours.dtype == torch.float32
    assert error(ours, reference) <= tolerance(eager, reference), \
        f"{name}: error {error(ours, reference):.3g}, eager's {eager:.3g}"


def test_bias_gradient_over_many_rows_error_is_bounded():
    # A Linear's bias gradient is a column sum of the output's gradient.
    g = torch.Generator().manual_seed(0)
    x = torch.rand(100_000, 16, generator=g) + OFFSET
    w, c = torch.rand(4, 16, generator=g), torch.rand(100_000, 4, generator=g) + OFFSET

    def loss(x, w, b):
        return ((x @ w.t() + b) * c).sum()

    reference = c.double().sum(0)
    grads = []
    for fn in (loss, compiled(loss)):
        b = torch.zeros(4, requires_grad=True)
        fn(x, w, b).backward()
        grads.append(b.grad)
    eager, ours = grads
    assert error(ours, reference) <= tolerance(error(eager, reference), reference)


def test_bf16_embedding_gradient_over_many_tokens_is_rounded_once():
    # BERT's token-type embedding: 4096 tokens gather the same row, whose
    # gradient sums theirs. Added one by one in bf16 (eager's CPU kernel,
    # and pycompile's before) the sums are off by 26 roundings of bf16; CUDA's
    # eager adds in f32, as pycompile does: within two of float64's.
    g = torch.Generator().manual_seed(0)
    table = torch.randn(2, 64, generator=g).to(torch.bfloat16).requires_grad_()
    ids = (torch.rand(8, 512, generator=g) < 0.15).long()
    cotangent = torch.randn(8, 512, 64, generator=g)
    reference = torch.zeros(2, 64, dtype=torch.float64).index_add_(
        0, ids.flatten(), cotangent.double().flatten(0, 1))
    (compiled(F.embedding)(ids, table).float() * cotangent).sum().backward()
    assert table.grad.dtype == torch.bfloat16
    rounding = 2.0 ** -8 * reference.abs().max().item()
    assert error(table.grad, reference) <= 2 * rounding, error(table.grad, reference) / rounding


def _check_against_eager(fn, *inputs):
    """Values, and the gradients of every input that requires them, compiled
    (float32) against eager in float64: eager's own float32 results carry
    rounding noise where the exact value is 0 (over one element, x - mean
    is 4e-8 in eager, 0 here and in float64)."""
    results = []
    for run, dtype in ((fn, torch.float64), (compiled(fn), torch.float32)):
        args = [t.detach().to(dtype).requires_grad_(t.requires_grad) for t in inputs]
        out = run(*args)
        if out.requires_grad and out.numel() > 0:
            out.backward(torch.linspace(-1, 2, out.numel(), dtype=dtype).reshape(out.shape))
        results.append((out.detach(), [a.grad for a in args if a.requires_grad]))
    (expected, expected_grads), (actual, actual_grads) = results
    assert actual.dtype == torch.float32
    torch.testing.assert_close(actual.double(), expected, equal_nan=True, atol=1e-5, rtol=1e-5)
    for got, want in zip(actual_grads, expected_grads):
        if want is None:  # an empty result: no backward
            assert got is None
            continue
        torch.testing.assert_close(got.double(), want, equal_nan=True, atol=1e-5, rtol=1e-5)


@pytest.mark.parametrize("shape", [(1,), (4, 1), (2, 3, 1)])
def test_layer_norm_over_one_element_matches_eager(shape):
    g = torch.Generator().manual_seed(0)
    x = torch.randn(*shape, generator=g, requires_grad=True)
    w = torch.randn(1, generator=g, requires_grad=True)
    b = torch.randn(1, generator=g, requires_grad=True)
    _check_against_eager(lambda x, w, b: F.layer_norm(x, (1,), w, b), x, w, b)


DEGENERATE = {
    "softmax": lambda x: torch.softmax(x, -1),
    "log_softmax": lambda x: torch.log_softmax(x, -1),
    "sum": lambda x: x.sum(-1),
    "sum keepdim": lambda x: x.sum(-1, keepdim=True) * 2,
    "mean": lambda x: x.mean(-1),
    "var": lambda x: x.var(-1, unbiased=False),
    "amax": lambda x: x.amax(-1),
    "sum of leading dim": lambda x: x.sum(0),
    "layer_norm": lambda x: F.layer_norm(x, (x.shape[-1],)),
}


@pytest.mark.parametrize("shape", [(4, 1), (1, 5), (3, 1, 1)], ids=str)
@pytest.mark.parametrize("name", DEGENERATE)
def test_reductions_over_size_one_dims_match_eager(name, shape):
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(0), requires_grad=True)
    _check_against_eager(DEGENERATE[name], x)


@pytest.mark.parametrize("shape", [(4, 0), (0, 5)], ids=str)
@pytest.mark.parametrize("name", ["softmax", "sum", "sum keepdim", "mean", "sum of leading dim"])
def test_reductions_over_size_zero_dims_match_eager(name, shape):
    _check_against_eager(DEGENERATE[name], torch.randn(*shape, requires_grad=True))
