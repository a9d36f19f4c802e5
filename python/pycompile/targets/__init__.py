"""Targets: what runs a compiled part. The backend knows a target only
through `Target` and looks it up by name (`get`) or by the graph's devices
(`for_devices`, for target="auto") among those registered (`register`, at
the end of this file); `targets.cpu` (generated machine code) and
`targets.reference` (each pyc op as a torch op) and `targets.gpu` (Triton
kernels; under "triton-interpret", run by Triton's interpreter on the CPU)
implement it.

A target answers nine questions for the backend:
  - which machine it compiles for (`target_attribute`: the `#pyc.target`
    each module gets at import, which the target passes decide by and
    dumps and reproducers replay with; None for the reference executor);
  - what its graphs keep whole for torch's kernels on its devices
    (`whole_ops`: ATen ops the decomposition table leaves alone, for
    `decompositions.table`; `fused_attention`: whether attention runs
    torch's fused kernels, which training then raises attention for);
  - how an inference graph of Dynamo's is laid out for it before
    AOTAutograd traces it (`before_autograd`: convolutions of NCHW data
    read channels-last copies, `channels_last_convolutions`; it returns
    what undoes it, should the trace fail, or None where it changed
    nothing);
  - which nodes it leaves to torch on purpose (`library_nodes`: products a
    library computes faster, on its devices, and what pyc has no kernels
    for: `torch_convolutions`; the CPU's first rewrites a convolution and
    the ops after it into oneDNN's fused call, `cpu/convolutions.py`);
  - how a part is lowered (`lower`: fused pyc in, a program out, or an error
    naming what it cannot lower; a pass that fails or crashes leaves a
    reproducer at the path it is given);
  - how programs are finished (`builder`: machine code for all a graph's
    parts at once, in worker processes; `ahead`, for code wanted later);
  - how a part is cached and loaded (`load`, `save`, keyed by the FX part's
    `graph_signature`; called only where `caches` is true);
  - what executes it (`unchecked`: an entry Dynamo may call directly;
    `part_entry`: the entry a compiled graph calls for one of its parts);
  - how each kernel of a part performs against the machine's ceilings
    (`profile`, for `explain(profile=True)`; None where it measures none).
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Callable
from typing import Protocol

import torch


class Target(Protocol):
    name: str
    devices: frozenset[str]  # device types its programs run on
    pipeline: str | None  # its kernel-level pass pipeline, after the graph pipeline
    caches: bool  # whether compiled parts are kept on disk (`load`, `save`)
    whole_ops: frozenset  # ATen op packets its graphs do not decompose
    fused_attention: bool  # attention as torch's fused kernels (FlashAttention...)

    def target_attribute(self) -> str | None: ...

    def before_autograd(self, gm: torch.fx.GraphModule) -> Callable[[], None] | None: ...

    def library_nodes(self, gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]: ...

    def lower(self, module, text: str, reproducer): ...

    def builder(self, ahead: bool = False) -> contextlib.AbstractContextManager: ...

    def load(self, signature: str): ...

    def save(self, signature: str, program, record: dict) -> None: ...

    def unchecked(self, program, graph: torch.fx.GraphModule): ...

    def part_entry(self, program): ...

    def profile(self, text: str, inputs: list | None) -> list | None: ...


# Ops pyc holds for differentiation only (`training.derive`), which no
# target lowers yet: each leaves them to torch (cuDNN, oneDNN).
TORCH_CONVOLUTIONS = frozenset({torch.ops.aten.convolution.default,
                                torch.ops.aten.convolution_backward.default})


def torch_convolutions(gm: torch.fx.GraphModule, report) -> set[torch.fx.Node]:
    """`gm`'s convolutions, for a target's `library_nodes`; each choice goes
    into `report`."""
    from pycompile.importer.fx_importer import describe_location

    chosen = {node for node in gm.graph.nodes
              if node.op == "call_function" and node.target in TORCH_CONVOLUTIONS}
    report.matmuls.extend(f"{node.target} at {describe_location(node)} -> torch (no pyc "
                          "convolution kernels yet)" for node in chosen)
    return chosen


def _nchw(node) -> bool:
    """Whether Dynamo's `node` is 4-d floating-point NCHW data (not
    channels-last too) of static sizes."""
    val = node.meta.get("example_value") if isinstance(node, torch.fx.Node) else None
    return isinstance(val, torch.Tensor) and val.dim() == 4 and val.is_floating_point() \
        and val.is_contiguous() and not val.is_contiguous(memory_format=torch.channels_last) \
        and all(isinstance(d, int) for d in val.shape)


def channels_last_convolutions(gm: torch.fx.GraphModule,
                               min_channels: int = 1) -> Callable[[], None] | None:
    """A target's `before_autograd` for its inference graphs: rewrites, in
    place, Dynamo's graph `gm` so that each 2-d convolution of NCHW data
    reads a channels-last copy of it, as Inductor lays out convolutions
    (oneDNN and cuDNN run them faster so; what follows then lies
    channels-last too, max pooling included), and what it returns gets
    eager's strides back: where they are row-major, each value's, else the
    graph stays as it is. A convolution of fewer than `min_channels` input
    channels (an image's 3) reads its NCHW data, and its result is copied
    channels-last instead. Returns what undoes it, for the backend should
    AOTAutograd fail to trace the new graph (a `view` that channels-last
    data cannot give); None where nothing changed."""
    graph = gm.graph
    convs = [n for n in graph.nodes if n.op == "call_function"
             and n.target in (torch.conv2d, torch.conv_transpose2d) and _nchw(n.args[0])]
    output = graph.find_nodes(op="output")[0]
    if not convs or not all(isinstance(v := n.meta.get("example_value"), torch.Tensor)
                            and v.is_contiguous() for n in output.all_input_nodes):
        return None  # (eager's strides given back only where they are row-major)
    added = []
    wide = [c for c in convs if c.args[0].meta["example_value"].shape[1] >= min_channels]
    for reader, value, layout in [*((c, c.args[0], torch.channels_last) for c in wide),
                                  *((output, n, torch.contiguous_format)
                                    for n in output.all_input_nodes)]:
        with graph.inserting_before(reader):  # (a copy only where not laid out so)
            added.append(graph.call_method("contiguous", (value,), {"memory_format": layout}))
        reader.replace_input_with(value, added[-1])
    for conv in convs:
        if conv not in wide:
            with graph.inserting_after(conv):
                added.append(graph.call_method("contiguous", (conv,),
                                               {"memory_format": torch.channels_last}))
            conv.replace_all_uses_with(added[-1], delete_user_cb=lambda u: u is not added[-1])
    gm.recompile()

    def undo() -> None:
        for node in added:
            node.replace_all_uses_with(node.args[0])
            graph.erase_node(node)
        gm.recompile()

    return undo


def attach(module, attribute: str | None) -> None:
    """Gives `module` (an `ir.Module`) `attribute`, a `#pyc.target` (a
    target's `target_attribute()`), unless it has one."""
    from mlir import ir

    if attribute is not None and "pyc.target" not in module.operation.attributes:
        module.operation.attributes["pyc.target"] = ir.Attribute.parse(attribute)


# Each target by name: a function that imports its implementation at first
# use (the CPU's llvmlite, the GPU's triton), and whether target="auto"
# picks it for a graph its devices run, in the order registered.
_REGISTERED: dict[str, tuple[Callable[[], Target], bool]] = {}


def register(name: str, load: Callable[[], Target], auto: bool = False) -> None:
    """Makes `load()` the target called `name` (as Triton finds its
    backends and Inductor its device backends: adding one is a call here,
    not a change to the backend)."""
    _REGISTERED[name] = (load, auto)


def names() -> tuple[str, ...]:
    return tuple(_REGISTERED)


def get(name: str) -> Target:
    """The target registered as `name`."""
    if name not in _REGISTERED:
        raise ValueError(f"pycompile: no target {name!r}; registered: {', '.join(_REGISTERED)}")
    return _REGISTERED[name][0]()


def for_devices(devices: set[str]) -> Target:
    """What target="auto" runs a graph on `devices` (device types) with: the
    first target registered as `auto` whose programs run on all of them,
    else the reference executor."""
    return next((target for load, auto in _REGISTERED.values()
                 if auto and devices <= (target := load()).devices), get("reference"))


def _import(module: str, attribute: str) -> Callable[[], Target]:
    return lambda: getattr(importlib.import_module(module), attribute)


register("cpu", _import("pycompile.targets.cpu.target", "CPU"), auto=True)
register("cuda", _import("pycompile.targets.gpu.target", "CUDA"), auto=True)
register("triton-interpret", _import("pycompile.targets.gpu.target", "INTERPRET"))
register("reference", _import("pycompile.targets.reference", "REFERENCE"))
