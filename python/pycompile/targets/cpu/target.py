"""`target="cpu"`: generated machine code for this CPU, behind the backend's
`Target` seam (`pycompile.targets`)."""

from __future__ import annotations

from collections.abc import Callable

import torch
from torch._subclasses.fake_tensor import unset_fake_temporarily

from pycompile import logs, targets
from pycompile.decompositions import size_hint
from pycompile.importer.fx_importer import describe_location
from pycompile.runtime.cpu import CpuGraph
from pycompile.targets.cpu import codegen, convolutions, tuning
from pycompile.targets.cpu.machine import CpuTarget

aten = torch.ops.aten
_log = logs.get_logger("fallback")

# Products this target may hand to torch (MKL/oneDNN), each timed against ours.
_PRODUCTS = (aten.mm.default, aten.bmm.default)
# SDPA in inference as eager runs it (`decompositions._attention`).
_FUSED_ATTENTION = (aten._scaled_dot_product_flash_attention_for_cpu.default,)


def _tuning_size(size) -> int | None:
    """A dim as tuning sees it: its value, or for a run-time size its bucket,
    the size Dynamo first saw (its hint) rounded up to a power of two; None
    without a hint. One choice then serves every size of the compile."""
    if isinstance(size, int):
        return size
    hint = size_hint(size)
    return None if hint is None else 1 << max(int(hint) - 1, 0).bit_length()


def _matmul_shape(node: torch.fx.Node) -> tuning.MatmulShape | None:
    """The tuning shape of an f32 mm/bmm node (run-time sizes at their
    bucket), else None."""
    vals = [a.meta.get("val") if isinstance(a, torch.fx.Node) else None for a in node.args[:2]]
    if not all(isinstance(v, torch.Tensor) and v.dtype == torch.float32 and v.device.type == "cpu"
               for v in vals):
        return None
    lhs, rhs = ([_tuning_size(d) for d in v.shape] for v in vals)
    if None in lhs or None in rhs:
        return None
    *batch, m, k = lhs
    n = rhs[-1]
    # An operand is stored transposed where its next-to-last dim has stride 1.
    rhs_transposed = _tuning_size(vals[1].stride()[-2]) == 1 and n > 1
    lhs_transposed = _tuning_size(vals[0].stride()[-2]) == 1 and m > 1
    return tuning.MatmulShape(batch[0] if batch else 1, m, k, n, rhs_transposed, lhs_transposed)


class Cpu:
    name = "cpu"
    devices = frozenset({"cpu"})
    caches = True
    whole_ops = frozenset()
    fused_attention = False

    @property
    def pipeline(self) -> str:
        return codegen.CPU_PIPELINE

    def target_attribute(self) -> str:
        return codegen.target_attribute()

    def before_autograd(self, gm: torch.fx.GraphModule) -> Callable[[], None] | None:
        return targets.channels_last_convolutions(gm) if convolutions.available() else None

    def library_nodes(self, gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]:
        """The products torch computes faster here (timed once per shape,
        or per size bucket for run-time sizes, see `tuning.choose_matmuls`);
        every choice goes into `report`. Convolutions go to oneDNN, each
        with the ops after it that oneDNN applies as it writes (rewritten
        into its fused call first, `convolutions.fuse`). The first call of
        the target in a graph's compile: an unusable PYCOMPILE_CPU raises
        here (a CpuSettingError), before the timing that would swallow it."""
        CpuTarget.host()
        fused = convolutions.fuse(gm, report)
        products = [(node, shape) for node in gm.graph.nodes
                    if node.target in _PRODUCTS and (shape := _matmul_shape(node)) is not None]
        chosen = set()
        try:
            with unset_fake_temporarily():
                choices = tuning.choose_matmuls([shape for _, shape in products])
        except Exception as error:  # noqa: BLE001 - timing is optional: pyc keeps them
            _log.debug("tuning failed: %s", error)
            choices = []
        for node in gm.graph.nodes:
            if node.target in _FUSED_ATTENTION:
                report.matmuls.append(f"{node.target} at {describe_location(node)} -> torch "
                                      "(FlashAttention for the CPU)")
                chosen.add(node)
        for (node, shape), choice in zip(products, choices):
            if isinstance(choice, Exception):
                _log.debug("tuning %s failed: %s", shape, choice)
                continue
            report.matmuls.append(f"{node.target} at {describe_location(node)}: {choice}")
            if choice.library:
                chosen.add(node)
        return chosen | targets.torch_convolutions(gm, report) | fused

    def lower(self, module, text: str, reproducer):
        # Machine code comes later, for all the graph's parts at once (`builder`).
        return codegen.lower_graph(module, text=text, reproducer=reproducer)

    def builder(self, ahead: bool = False) -> codegen.Builder:
        return codegen.Builder(ahead)  # LLVM compiles each part while the next is lowered

    def load(self, signature: str):
        return codegen.load_part(signature)

    def save(self, signature: str, program, record: dict) -> None:
        codegen.save_part(signature, program, record)

    def unchecked(self, program, graph: torch.fx.GraphModule):
        """The program's entry without input checks where it is one CpuGraph
        taking the graph's contiguous inputs: called by Dynamo, whose guards
        check the inputs' sizes, strides and dtypes on every call."""
        values = [n.meta.get("val") for n in graph.graph.nodes if n.op == "placeholder"]
        if isinstance(program, CpuGraph) and all(
                isinstance(v, torch.Tensor) and v.is_contiguous() for v in values):
            return program.run_unchecked
        return program


    def part_entry(self, program):
        """The program itself: its check makes a strided input contiguous,
        which an intermediate from torch may be."""
        return program

    def profile(self, text: str, inputs: list | None) -> list:
        from pycompile.targets.cpu.profile import profile_part

        return profile_part(text, inputs)


CPU = Cpu()
