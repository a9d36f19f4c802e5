"""CPU target: a convolution of channels-last data and the ops after it that
oneDNN applies as it writes (batch norm in eval and other per-channel affine
maps folded into its weights, a shortcut's sum, ReLU) run as one oneDNN call
(`targets/cpu/convolutions.py`): values as eager's, against a float64
reference, and what was fused as the report says."""

import copy

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile.targets.cpu import convolutions

pytestmark = pytest.mark.skipif(not convolutions.available(),
                                reason="this torch has no oneDNN convolutions")
nn = torch.nn


def _batch_norm(channels: int) -> nn.BatchNorm2d:
    """A batch norm in eval with statistics and an affine map far from the
    identity (random, as a trained network's)."""
    bn = nn.BatchNorm2d(channels)
    bn.running_mean.uniform_(-1, 1)
    bn.running_var.uniform_(0.5, 2)
    bn.weight.data.uniform_(0.5, 1.5)
    bn.bias.data.uniform_(-1, 1)
    return bn


class _Block(nn.Module):
    """A ResNet basic block as torchvision writes it: conv, batch norm, ReLU,
    conv, batch norm, the shortcut's sum, ReLU."""

    def __init__(self, channels: int, bias: bool = False) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1, bias=bias)
        self.bn1 = _batch_norm(channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1, bias=bias)
        self.bn2 = _batch_norm(channels)

    def forward(self, x):
        y = F.relu(self.bn1(self.conv1(x)), inplace=True)
        return F.relu(self.bn2(self.conv2(y)) + x)


def _images(*shape) -> torch.Tensor:
    return torch.randn(*shape).to(memory_format=torch.channels_last)


def _check(model, *args):
    """`model` compiled on the CPU, without grad, against eager: its error
    against a float64 reference within a small multiple of eager's; the
    report's lines for the convolutions."""
    with torch.no_grad():
        report = pycompile.explain(model, target="cpu")(*args)
        want = model(*args)
        exact = copy.deepcopy(model).double()(*[a.double() for a in args])
    got = report.result
    assert got.stride() == want.stride()
    error, eager_error = ((t.double() - exact).abs().max().item() for t in (got, want))
    assert error <= 4 * eager_error + 1e-6, (error, eager_error)
    assert not report.fallbacks, report
    return [line for g in report.graphs for line in g.matmuls
            if line.startswith("aten.convolution")]


def test_a_residual_block_is_two_onednn_calls_and_the_folding():
    lines = _check(_Block(16).eval(), _images(2, 16, 12, 12))
    assert len(lines) == 2 and all("oneDNN" in line for line in lines), lines
    assert "a per-channel affine map, ReLU" in lines[0]
    assert "a per-channel affine map, the shortcut's sum, ReLU" in lines[1]


def test_a_convolution_bias_folds_with_the_batch_norm():
    lines = _check(_Block(8, bias=True).eval(), _images(1, 8, 9, 7))
    assert all("oneDNN" in line for line in lines), lines


@pytest.mark.parametrize("epilogue", [
    lambda y, s: (y - 0.5) * 2.0,  # numbers
    lambda y, s: 1.0 - y / s,  # a number less, a division by a channel's value
    lambda y, s: s - y,  # a channel's value less
    lambda y, s: s * y + s,
])
@pytest.mark.parametrize("bias", [True, False])
def test_per_channel_affine_maps_fold(epilogue, bias):
    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(6, 5, 3, stride=2, padding=1, bias=bias)
            self.register_buffer("scale", torch.rand(5, 1, 1) + 0.5)

        def forward(self, x):
            return epilogue(self.conv(x), self.scale)

    lines = _check(Model(), _images(2, 6, 11, 10))
    assert lines and "a per-channel affine map" in lines[0], lines


@pytest.mark.parametrize("shortcut", [False, True])
def test_silu_is_onednns_post_op(shortcut):
    """SiLU (EfficientNet's activation), which the decompositions make
    `x * sigmoid(x)`, after the batch norm; after a shortcut's sum oneDNN
    takes ReLU alone, and the SiLU stays a compiled part's."""
    class Model(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv, self.bn = nn.Conv2d(6, 6, 3, padding=1, bias=False), _batch_norm(6)

        def forward(self, x):
            y = self.bn(self.conv(x))
            return F.silu(y + x if shortcut else y)

    lines = _check(Model().eval(), _images(2, 6, 8, 8))
    assert lines[0].endswith("the shortcut's sum in its epilogue" if shortcut
                             else "a per-channel affine map, SiLU in its epilogue"), lines


def test_grouped_and_dilated_convolutions_fold():
    model = nn.Sequential(nn.Conv2d(8, 8, 3, padding=2, dilation=2, groups=4, bias=False),
                          _batch_norm(8), nn.ReLU())
    lines = _check(model.eval(), _images(2, 8, 10, 10))
    assert "oneDNN" in lines[0], lines


@pytest.mark.parametrize("case", ["viewed", "read_twice", "not_per_channel", "relu_first"])
def test_what_oneDNN_cannot_take_stays_as_it_was(case):
    """Left to torch's convolution and a compiled part: NCHW data whose
    result is viewed as only NCHW data can be (made channels-last, the
    graph fails to trace: it is compiled as Dynamo gave it, and oneDNN's
    fused call is slower over NCHW data), a convolution whose result is read twice
    (returned too), an operand that is not one value a channel, and an
    affine map after the ReLU (the post-op comes last: only the ReLU goes)."""
    conv = nn.Conv2d(4, 4, 3, padding=1)
    bn = _batch_norm(4).eval()
    row = torch.randn(4, 1, 4)
    functions = {
        "viewed": lambda x: F.relu(bn(conv(x))).view(2, 64),
        "read_twice": lambda x: (lambda y: (F.relu(bn(y)), y))(conv(x)),
        "not_per_channel": lambda x: conv(x) * row,
        "relu_first": lambda x: F.relu(conv(x)) * 2.0,
    }
    x = torch.randn(2, 4, 4, 4)
    if case != "viewed":
        x = x.to(memory_format=torch.channels_last)
    f = functions[case]
    with torch.no_grad():
        report = pycompile.explain(f, target="cpu")(x)
        want = f(x)
    for got, expected in zip(*(r if isinstance(r, tuple) else (r,)
                               for r in (report.result, want)), strict=True):
        torch.testing.assert_close(got, expected)
        assert got.stride() == expected.stride()
    lines = [line for g in report.graphs for line in g.matmuls
             if line.startswith("aten.convolution")]
    if case == "relu_first":  # the ReLU is oneDNN's, the product after it is not
        assert lines and lines[0].endswith("with ReLU in its epilogue"), lines
    else:
        assert lines and all("oneDNN" not in line for line in lines), lines


def test_nchw_maps_are_returned_as_eager_lays_them_out():
    """A segmentation head on NCHW images: its convolutions read
    channels-last copies and take their epilogues, and the map it returns
    has eager's NCHW strides (`_check`)."""
    model = nn.Sequential(nn.Conv2d(3, 6, 3, padding=1, bias=False), _batch_norm(6), nn.ReLU(),
                          nn.Conv2d(6, 4, 1))
    lines = _check(model.eval(), torch.randn(2, 3, 9, 9))
    assert "oneDNN" in lines[0], lines


def test_nchw_images_are_made_channels_last_inside():
    """A classifier called on NCHW images, as most users call one: its
    convolutions read channels-last copies, and take their epilogues; the
    logits it returns have eager's strides (`_check`)."""
    class Classifier(nn.Module):
        def __init__(self):
            super().__init__()
            self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False),
                                      _batch_norm(8), nn.ReLU())
            self.block = _Block(8)
            self.head = nn.Linear(8, 5)

        def forward(self, x):
            return self.head(self.block(self.stem(x)).mean((2, 3)))

    lines = _check(Classifier().eval(), torch.randn(2, 3, 10, 10))
    assert len(lines) == 3 and all("oneDNN" in line for line in lines), lines


@pytest.mark.parametrize("images", [_images, torch.randn], ids=["channels_last", "nchw"])
def test_a_training_step_keeps_torch_convolutions_and_its_gradients(images):
    """With batch norm in training (batch statistics) nothing folds, NCHW
    data stays NCHW (the forward's saved activations keep eager's layout),
    and the gradients are eager's."""
    torch.manual_seed(0)
    model = _Block(4).train()
    reference = copy.deepcopy(model)
    x = images(2, 4, 6, 6)
    compiled = pycompile.jit(model, target="cpu")
    compiled(x).square().mean().backward()
    reference(x).square().mean().backward()
    for got, want in zip(model.parameters(), reference.parameters(), strict=True):
        torch.testing.assert_close(got.grad, want.grad, rtol=1e-4, atol=1e-5)
