"""`mode="reduce-overhead"` on CUDA: a compiled inference graph captured in
a CUDA graph and replayed, so that a call costs one graph launch instead of
a launch per kernel and per torch op (torch.compile's mode of that name
does the same with Inductor's code). Imports only torch: `pycompile.aot`
artifacts carry this file.

A graph is captured per input signature (shapes, dtypes, devices, and the
values of number inputs): a new shape is a new capture. Parameters
(`nn.Parameter` inputs) are captured in place, at their addresses; a
parameter that moved is a new capture. Other tensor inputs are copied into
the capture's own buffers before each replay, and the outputs are copied
out after it: a replay overwrites the capture's outputs, which a caller
may still hold from the call before.
"""

from __future__ import annotations

from collections.abc import Callable

import torch


def _signature(args) -> tuple:
    return tuple(
        (tuple(a.shape), a.dtype, a.device,
         a.data_ptr() if isinstance(a, torch.nn.Parameter) else None)
        if isinstance(a, torch.Tensor) else a
        for a in args)


class CudaGraphed:
    """`fn` (positional tensors and numbers in, a tensor or a sequence of
    tensors out), captured per input signature and replayed."""

    def __init__(self, fn: Callable, warmups: int = 2) -> None:
        self.fn = fn
        self.warmups = warmups  # calls before capture: Triton compiles, allocators warm
        self.captures: dict[tuple, tuple] = {}

    def _capture(self, args) -> tuple:
        inputs = [a if isinstance(a, torch.nn.Parameter) or not isinstance(a, torch.Tensor)
                  else a.clone() for a in args]
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            for _ in range(self.warmups):
                self.fn(*inputs)
        torch.cuda.current_stream().wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            outputs = self.fn(*inputs)
        return graph, inputs, outputs

    def __call__(self, *args):
        key = _signature(args)
        capture = self.captures.get(key)
        if capture is None:
            capture = self.captures[key] = self._capture(args)
        graph, inputs, outputs = capture
        for static, arg in zip(inputs, args):
            if isinstance(arg, torch.Tensor) and static is not arg:
                static.copy_(arg)
        graph.replay()
        if isinstance(outputs, torch.Tensor):
            return outputs.clone()
        return type(outputs)(o.clone() if isinstance(o, torch.Tensor) else o for o in outputs)
