"""GPU target: a convolution of channels-last data, the per-channel affine
map after it (batch norm in eval), a shortcut's sum and the ReLU as one of
cuDNN's fused calls (`targets/gpu/convolutions.py`). Here, with no GPU, the
rewrite of graphs traced on fake CUDA tensors: which convolutions it takes,
and the values of the rewritten graph with the fused call computed on the
CPU as cuDNN defines it (the folding's arithmetic, against the graph as it
was). On a GPU, `pycompile.jit` against eager."""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F
from torch._subclasses.fake_tensor import FakeTensorMode
from torch.fx.experimental.proxy_tensor import make_fx

import pycompile
from pycompile.targets import conv_epilogues
from pycompile.targets.gpu import convolutions

aten = torch.ops.aten
_CL = torch.channels_last


class _Report:
    def __init__(self) -> None:
        self.matmuls: list[str] = []


def _conv(x, w):
    return torch.convolution(x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)


def _batch_norm(y, mean, scale, shift):
    return (y - mean.view(-1, 1, 1)) * scale.view(-1, 1, 1) + shift.view(-1, 1, 1)


def _block(x, w, mean, scale, shift, z):  # batch norm, the shortcut's sum, ReLU
    return torch.relu(_batch_norm(_conv(x, w), mean, scale, shift) + z)


def _values(dtype=torch.float32, x_layout=_CL):
    """A block's arguments, real (on the CPU) and fake (on CUDA). The fake
    convolution of a CPU build lays its result out as NCHW data, so the
    shortcut is NCHW too."""
    torch.manual_seed(0)
    real = [torch.randn(2, 8, 6, 6).to(memory_format=x_layout), torch.randn(8, 8, 3, 3) * 0.2,
            torch.randn(8), torch.rand(8) + 0.5, torch.randn(8), torch.randn(2, 8, 6, 6)]
    real = [t.to(dtype) for t in real]
    with FakeTensorMode():
        fake = [torch.empty_strided(t.shape, t.stride(), dtype=dtype, device="cuda")
                for t in real]
    return real, fake


def _fused(fn, dtype=torch.float32, x_layout=_CL):
    real, fake = _values(dtype, x_layout)
    gm = make_fx(fn)(*fake)
    report = _Report()
    calls = conv_epilogues.fuse(gm, convolutions.CUDNN, report)
    return gm, calls, report.matmuls, real


def _as_cudnn_defines(x, w, z, alpha, bias, stride, padding, dilation, groups):
    """cuDNN's fused call on the CPU: ReLU of the convolution with its bias
    plus `alpha` times `z`."""
    y = torch.convolution(x, w, bias, stride, padding, dilation, False, [0, 0], groups)
    return torch.relu(y + alpha * z)


def test_batch_norm_the_shortcuts_sum_and_relu_fold_into_one_fused_call():
    gm, calls, lines, real = _fused(_block)
    (call,) = calls
    assert call.target is aten.cudnn_convolution_add_relu.default
    assert not gm.graph.find_nodes(op="call_function", target=aten.convolution.default)
    assert lines == [f"{aten.convolution.default} at <node convolution> -> cuDNN, with a "
                     "per-channel affine map, the shortcut's sum, ReLU in its epilogue"]
    call.target = _as_cudnn_defines
    gm.recompile()
    got, want = gm(*real), _block(*real)
    assert torch.allclose(got, want, rtol=1e-5, atol=1e-5), (got - want).abs().max()


def test_relu_after_batch_norm_is_the_fused_call_without_a_sum():
    def fn(x, w, mean, scale, shift, z):
        return torch.relu(_batch_norm(_conv(x, w), mean, scale, shift)) * z

    gm, calls, lines, real = _fused(fn, torch.bfloat16)
    (call,) = calls
    assert call.target is aten.cudnn_convolution_relu.default
    assert "a per-channel affine map, ReLU" in lines[0]
    call.target = lambda x, w, bias, *conv: _as_cudnn_defines(x, w, 0, 0, bias, *conv)
    gm.recompile()
    got, want = gm(*real).float(), fn(*real).float()
    exact = fn(*[t.double() for t in real])
    assert (got - exact).abs().max() <= 4 * (want - exact).abs().max() + 1e-6


@pytest.mark.parametrize("case", ["no_relu", "read_twice", "nchw"])
def test_what_cudnn_cannot_take_stays_as_it_was(case):
    """Left to torch's convolution and a compiled part: an epilogue with no
    ReLU (cuDNN's fused calls end with one), a convolution whose result is
    read twice, a convolution of NCHW data (not measured)."""
    def no_relu(x, w, mean, scale, shift, z):
        return _batch_norm(_conv(x, w), mean, scale, shift) + z

    def read_twice(x, w, mean, scale, shift, z):
        y = _conv(x, w)
        return torch.relu(_batch_norm(y, mean, scale, shift)) + y

    fn = {"no_relu": no_relu, "read_twice": read_twice, "nchw": _block}[case]
    gm, calls, lines, _ = _fused(fn, x_layout=torch.contiguous_format if case == "nchw" else _CL)
    assert not calls and not lines
    assert gm.graph.find_nodes(op="call_function", target=aten.convolution.default)


class _ResidualBlock(torch.nn.Module):
    def __init__(self, channels: int) -> None:
        super().__init__()
        nn = torch.nn
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(channels)
        for bn in (self.bn1, self.bn2):  # statistics far from the identity, as trained
            bn.running_mean.uniform_(-1, 1)
            bn.running_var.uniform_(0.5, 2)
            bn.weight.data.uniform_(0.5, 1.5)
            bn.bias.data.uniform_(-1, 1)

    def forward(self, x):
        return F.relu(self.bn2(self.conv2(F.relu(self.bn1(self.conv1(x))))) + x)


@pytest.mark.skipif(not convolutions.available() or not torch.cuda.is_available(),
                    reason="needs a GPU with cuDNN")
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_a_residual_block_on_the_gpu_is_two_fused_calls(dtype):
    model = _ResidualBlock(32).eval().to("cuda", dtype, memory_format=_CL)
    x = torch.randn(4, 32, 16, 16, device="cuda", dtype=dtype).to(memory_format=_CL)
    with torch.no_grad():
        report = pycompile.explain(model, target="cuda")(x)
        want = model(x)
        exact = copy.deepcopy(model).double()(x.double())
    lines = [line for g in report.graphs for line in g.matmuls
             if line.startswith("aten.convolution")]
    assert len(lines) == 2 and all("cuDNN" in line for line in lines), lines
    error, eager_error = ((t.double() - exact).abs().max().item() for t in (report.result, want))
    assert error <= 4 * eager_error + 1e-5, (error, eager_error)
