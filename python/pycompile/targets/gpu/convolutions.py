"""Convolutions on a GPU as cuDNN's fused calls: a convolution of
channels-last data and the ops after it, matched and folded by
`conv_epilogues` (a per-channel affine map folded into the weights and
bias, a shortcut's sum), ending in the ReLU that cuDNN's fused calls apply
(`torch.cudnn_convolution_relu`, `torch.cudnn_convolution_add_relu`: a
convolution with a bias, a scaled sum and ReLU in its epilogue).

On an H200 (batch 32, bf16, resnet18's 3x3 convolutions), a convolution
then batch norm, the shortcut's sum and ReLU took 25-56 us of the GPU
where the fused call took 17-28 (the convolution alone 15-25), and 19-21
us of host time a call where the convolution alone took 16-18. A
convolution whose epilogue has no ReLU (a downsampling shortcut's batch
norm) stays as it is: cuDNN would add its bias as a kernel of its own.
"""

from __future__ import annotations

import functools

import torch

from pycompile.targets import conv_epilogues

aten = torch.ops.aten

_DTYPES = frozenset({torch.float32, torch.float16, torch.bfloat16})


@functools.cache
def available() -> bool:
    """Whether this torch runs cuDNN's fused convolutions."""
    return torch.backends.cudnn.is_available() and hasattr(torch, "cudnn_convolution_add_relu")


def _runs(out: torch.Tensor, x: torch.Tensor, w: torch.Tensor) -> bool:
    # (Measured on channels-last data and dense convolutions alone.)
    return all(v.device.type == "cuda" and v.dtype == out.dtype for v in (x, w)) \
        and out.dtype in _DTYPES and w.shape[1] == x.shape[1] \
        and x.is_contiguous(memory_format=torch.channels_last)


def _call(graph: torch.fx.Graph, conv: torch.fx.Node, w, bias, epilogue) -> torch.fx.Node:
    x, _, _, stride, padding, dilation, _, _, groups = conv.args
    with graph.inserting_before(epilogue.end):
        if epilogue.shortcut is None:
            return graph.call_function(aten.cudnn_convolution_relu.default,
                                       (x, w, bias, stride, padding, dilation, groups))
        return graph.call_function(aten.cudnn_convolution_add_relu.default,
                                   (x, w, epilogue.shortcut, 1.0, bias, stride, padding,
                                    dilation, groups))


CUDNN = conv_epilogues.Library("cuDNN", _runs, activations=("relu",), after_shortcut=("relu",),
                               needs_activation=True, call=_call)


def fuse(gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]:
    """Rewrites, in place, each convolution of `gm` whose epilogue cuDNN can
    apply as one fused call; returns the new calls (each in `report`). Not
    in Triton's interpreter (CPU tensors), nor where cuDNN is off."""
    return conv_epilogues.fuse(gm, CUDNN, report) \
        if available() and torch.backends.cudnn.enabled else set()
