"""Convolutions on the CPU as oneDNN's fused calls (torch's
`mkldnn._convolution_pointwise`): a convolution of channels-last f32 data
and the ops after it that oneDNN applies as it writes its result, matched
and folded by `conv_epilogues`: a per-channel affine map folded into the
weights and bias, then a shortcut's sum (oneDNN's binary post-op), then
ReLU or SiLU (its unary post-op; after a sum, ReLU alone). On a 2-core
Xeon, a 2 MiB ReLU part took 100-160 us after a 2 ms convolution.

An inference graph whose convolutions read NCHW data has them read
channels-last copies, before AOTAutograd traces it
(`targets.channels_last_convolutions`), so that these fuse too.
"""

from __future__ import annotations

import functools

import torch

from pycompile.targets import conv_epilogues

# oneDNN's names of its unary post-ops (`_convolution_pointwise`'s `attr`).
_UNARY = {"none": "none", "relu": "relu", "silu": "swish"}


@functools.cache
def available() -> bool:
    """Whether this torch has oneDNN's fused convolutions."""
    return torch.backends.mkldnn.is_available() and \
        hasattr(torch.ops.mkldnn, "_convolution_pointwise")


def _runs(out: torch.Tensor, x: torch.Tensor, w: torch.Tensor) -> bool:
    # (Over NCHW data oneDNN's call took 5.5-6.3 ms where torch's took 4.9.)
    return all(v.dtype == torch.float32 and v.device.type == "cpu" for v in (out, x, w)) \
        and x.is_contiguous(memory_format=torch.channels_last)


def _call(graph: torch.fx.Graph, conv: torch.fx.Node, w, bias, epilogue) -> torch.fx.Node:
    x, _, _, stride, padding, dilation, _, _, groups = conv.args
    unary = _UNARY[epilogue.activation]
    with graph.inserting_before(epilogue.end):
        if epilogue.shortcut is None:
            return graph.call_function(
                torch.ops.mkldnn._convolution_pointwise.default,
                (x, w, bias, padding, stride, dilation, groups, unary, [], ""))
        return graph.call_function(
            torch.ops.mkldnn._convolution_pointwise.binary,
            (x, epilogue.shortcut, w, bias, padding, stride, dilation, groups,
             "add", None, None if unary == "none" else unary, [], ""))


ONEDNN = conv_epilogues.Library("oneDNN", _runs, activations=("relu", "silu"),
                                after_shortcut=("relu",), needs_activation=False, call=_call)


def fuse(gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]:
    """Rewrites, in place, each convolution of `gm` whose epilogue oneDNN
    can apply as one fused call; returns the new calls (each in `report`)."""
    return conv_epilogues.fuse(gm, ONEDNN, report) if available() else set()
