"""`target="reference"`: each pyc op of a part runs as a torch op, one by
one (`runtime.reference.ReferenceProgram`). The ground truth generated code
is tested against, and the executor for devices with no code generator."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import torch


class Reference:
    name = "reference"
    # Torch ops on real memory: not "meta" tensors, which have none.
    devices = frozenset({"cpu", "cuda"})
    pipeline = None
    caches = False  # building a program compiles nothing
    whole_ops = frozenset()
    fused_attention = False

    def target_attribute(self) -> None:
        return None  # no target passes

    def before_autograd(self, gm: torch.fx.GraphModule) -> Callable[[], None] | None:
        return None

    def library_nodes(self, gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]:
        return set()  # every op is a torch op already

    def lower(self, module, text: str, reproducer):
        from pycompile.runtime.reference import ReferenceProgram

        return ReferenceProgram(module.body.operations[0])

    def builder(self, ahead: bool = False) -> contextlib.AbstractContextManager:
        return contextlib.nullcontext()

    def unchecked(self, program, graph: torch.fx.GraphModule):
        return program

    def part_entry(self, program):
        return program

    def profile(self, text: str, inputs: list | None) -> None:
        return None  # torch ops one by one: torch's profiler times them


REFERENCE = Reference()
