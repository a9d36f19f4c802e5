"""Pooling through pyc (`pycompile.pooling`): values, indices and gradients
against eager's, where eager's choices are easy to get wrong: ties (a
window of zeros after a ReLU), NaN and -inf, windows over the padding or
past the end (ceil_mode), channels-last data, half precision."""

from __future__ import annotations

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile.report import reporting


def _run(fn, x, grad=True):
    """fn's results on x, and x's gradient under fixed random cotangents."""
    x = x.detach().clone().requires_grad_(grad)
    out = fn(x)
    out = out if isinstance(out, tuple) else (out,)
    floats = [o for o in out if o.is_floating_point()]
    if not grad:
        return out, None
    cotangents = [torch.randn(o.shape, generator=torch.Generator().manual_seed(i)).to(o.dtype)
                  for i, o in enumerate(floats)]
    return out, torch.autograd.grad(floats, x, cotangents)[0]


def _same_as_eager(fn, x, target="cpu", grad=True, exact=True):
    """Values (indices, a maximum) exactly eager's, or an average within
    rounding (pyc may divide by a reciprocal); the gradient within rounding.
    Returns the compiled call's report."""
    torch._dynamo.reset()
    expected, expected_grad = _run(fn, x, grad=grad)
    with reporting() as report:
        got, got_grad = _run(pycompile.jit(fn, target=target, dynamic=False), x, grad=grad)
    for e, g in zip(expected, got):
        assert g.shape == e.shape and g.dtype == e.dtype
        # (a dim of one element may have any stride)
        assert [s for s, n in zip(g.stride(), g.shape) if n > 1] == \
            [s for s, n in zip(e.stride(), e.shape) if n > 1]
        torch.testing.assert_close(g, e, equal_nan=True, **(dict(rtol=0, atol=0) if exact else {}))
    if grad:
        torch.testing.assert_close(got_grad, expected_grad, rtol=1e-6, atol=1e-6)
    return report


WINDOWS = [  # kernel, stride, padding, dilation, ceil_mode
    (3, 2, 1, 1, False), (2, 2, 0, 1, False), (3, 1, 1, 2, False),
    ((2, 3), (1, 2), (1, 1), 1, True),
]


@pytest.mark.parametrize("window", WINDOWS, ids=str)
def test_max_pool_takes_the_first_of_tied_maxima(window):
    """After a ReLU most windows hold several zeros: the value, the index
    and the gradient go to the first in row-major order, as eager's."""
    kernel, stride, padding, dilation, ceil_mode = window
    report = _same_as_eager(lambda x: F.max_pool2d(torch.relu(x), kernel, stride, padding,
                                                   dilation, ceil_mode, return_indices=True),
                            torch.randn(2, 4, 9, 11))
    assert report.fallbacks == [], report


@pytest.mark.parametrize("fn,pooled_in_torch", [
    (lambda x: F.max_pool2d(torch.relu(x), 3, 2, 1), True),
    (lambda x: F.avg_pool2d(torch.relu(x), 3, 2, 1), True),
    (lambda x: F.adaptive_avg_pool2d(torch.relu(x), 1), False),
], ids=["max", "avg", "global"])
def test_channels_last_pooling(fn, pooled_in_torch):
    """Channels-last data is pooled by windows in torch (pyc's order would
    transpose the ReLU before it), and by tiled windows (global average
    pooling) in pyc, as a reduction that keeps the channels innermost;
    eager's values, strides and gradients either way."""
    x = torch.randn(2, 8, 10, 10).to(memory_format=torch.channels_last)
    report = _same_as_eager(fn, x, exact=False)
    assert any("pool" in str(f) for f in report.fallbacks) == pooled_in_torch, report


def test_max_pool_propagates_nan_and_handles_minus_infinity():
    """A NaN wins its window (the last NaN, as eager's kernels); a window of
    -inf gives -inf at its first element inside the input."""
    x = torch.randn(2, 3, 8, 8)
    x[0, 0, 1, 1] = x[0, 0, 2, 2] = float("nan")
    x[1, 1, :4, :4] = -float("inf")
    _same_as_eager(lambda x: F.max_pool2d(x, 3, 2, 1, return_indices=True), x, grad=False)


@pytest.mark.parametrize("window", WINDOWS[:2] + [(3, 2, 1, 1, True)], ids=str)
@pytest.mark.parametrize("count_include_pad", [True, False])
def test_avg_pool_counts_each_window_as_eager(window, count_include_pad):
    kernel, stride, padding, _, ceil_mode = window
    x = torch.randn(2, 4, 9, 11)
    _same_as_eager(lambda x: F.avg_pool2d(x, kernel, stride, padding, ceil_mode,
                                          count_include_pad), x, exact=False)
    _same_as_eager(lambda x: F.avg_pool2d(x, kernel, stride, padding, ceil_mode,
                                          count_include_pad, divisor_override=5), x, exact=False)


@pytest.mark.parametrize("fn", [
    lambda x: F.max_pool1d(x[:, :, 0], 3, 2, 1, return_indices=True),
    lambda x: F.max_pool3d(torch.relu(x.unsqueeze(2).expand(-1, -1, 5, -1, -1)), 2, 2, 1),
    lambda x: F.avg_pool3d(x.unsqueeze(2).expand(-1, -1, 5, -1, -1), 2, 2, 1, True, False),
    lambda x: F.adaptive_avg_pool2d(x, (3, 4)),  # windows of two lengths
    lambda x: F.adaptive_avg_pool2d(x, 1),  # tiled windows: a reduction
    lambda x: F.avg_pool2d(x, (2, 3)),
    lambda x: F.max_pool2d(x[0], 3, 2, 1, return_indices=True),  # no batch dim
], ids=["max1d", "max3d", "avg3d", "adaptive", "adaptive1", "tiled", "unbatched"])
def test_other_pools(fn):
    _same_as_eager(fn, torch.randn(2, 3, 10, 9), exact=False)


def test_max_pool_of_integers():
    x = torch.randint(-5, 5, (2, 3, 7, 7))
    _same_as_eager(lambda x: F.max_pool2d(x, 2, 2, 1, return_indices=True), x, grad=False)


@pytest.mark.parametrize("fn", [lambda x: F.max_pool2d(x, 3, 2, 1),
                                lambda x: F.avg_pool2d(x, 3, 2, 1, count_include_pad=False)],
                         ids=["max", "avg"])
def test_bf16_pools_within_eager_error(fn):
    """bf16: the average is summed in f32 and rounded once (eager's too);
    the gradients' error against f64 at most eager's, nearly."""
    x = torch.randn(2, 4, 10, 10)
    reference, reference_grad = _run(fn, x.double())
    (eager,), eager_grad = _run(fn, x.bfloat16())
    torch._dynamo.reset()
    (got,), got_grad = _run(pycompile.jit(fn, dynamic=False), x.bfloat16())
    for e, g, r in ((eager, got, reference[0]), (eager_grad, got_grad, reference_grad)):
        assert g.dtype == torch.bfloat16
        eager_error = (e.double() - r).abs().max().item()
        assert (g.double() - r).abs().max().item() <= 2 * eager_error + 1e-6


@pytest.mark.parametrize("fn", [lambda x: F.max_pool2d(torch.relu(x), 3, 2, 1),
                                lambda x: F.avg_pool2d(x, 3, 2, 1, True, False)],
                         ids=["max", "avg"])
def test_pools_in_triton_kernels(fn):
    _same_as_eager(fn, torch.randn(2, 3, 9, 11), target="triton-interpret", exact=False)


def test_a_resnet_stem_trains_in_pyc_alone():
    """Convolution, batch norm, ReLU, max pooling, adaptive average pooling:
    nothing left to eager, the backward pycompile's, gradients as eager's."""
    torch.manual_seed(0)
    model = torch.nn.Sequential(
        torch.nn.Conv2d(3, 8, 7, 2, 3, bias=False), torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
        torch.nn.MaxPool2d(3, 2, 1), torch.nn.Conv2d(8, 8, 3, 1, 1), torch.nn.ReLU(),
        torch.nn.AdaptiveAvgPool2d(1), torch.nn.Flatten(), torch.nn.Linear(8, 10))
    x = torch.randn(2, 3, 32, 32)
    torch._dynamo.reset()
    report = str(pycompile.explain(model)(x))
    assert "backward by pycompile" in report and "eager:" not in report, report
    model(x).square().sum().backward()
    expected = [p.grad.clone() for p in model.parameters()]
    model.zero_grad()
    pycompile.jit(model)(x).square().sum().backward()  # the same parameters
    for p, e in zip(model.parameters(), expected):
        torch.testing.assert_close(p.grad, e, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("layout", ["contiguous", "channels-last"])
@pytest.mark.parametrize("window", WINDOWS, ids=str)
def test_max_pool_by_winner_is_eagers(window, layout):
    """The GPU's form of max pooling (`_windows_max(by_winner=True)`: the
    maximum taken again by the offset that won, channels-last data pooled
    as it lies), run in eager torch on the CPU: eager's values, indices and
    gradient, ties after a ReLU included."""
    from pycompile.pooling import _each, _windows_max

    kernel, stride, padding, dilation, ceil_mode = window
    x = torch.relu(torch.randn(2, 4, 9, 11))
    if layout == "channels-last":
        x = x.to(memory_format=torch.channels_last)
    x.requires_grad_(True)
    got = _windows_max(x, _each(kernel, 2), _each(stride, 2), _each(padding, 2),
                       _each(dilation, 2), ceil_mode, by_winner=True)
    expected = F.max_pool2d(x, kernel, stride, padding, dilation, ceil_mode, return_indices=True)
    for g, e in zip(got, expected):
        torch.testing.assert_close(g, e, rtol=0, atol=0)
    cotangent = torch.randn(expected[0].shape)
    torch.testing.assert_close(torch.autograd.grad(got[0], x, cotangent)[0],
                               torch.autograd.grad(expected[0], x, cotangent)[0])
