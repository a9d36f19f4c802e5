"""Kernel-level pyc -> machine code for this CPU: `target="cpu"`.

`pyc-cpu-pipeline` (registered in C++, compiler/Pipelines, so that
`pycompile-opt` runs the same passes) takes the fused function through
`pyc-tile`, `pyc-plan-memory` and `pyc-to-loops` (one loop nest per kernel)
down to the LLVM dialect; then LLVM IR (`llvm.py`) and llvmlite (`machine.py`).
The compiled function takes its inputs, one output buffer per result, the
arena and its threads' arguments; `pycompile.runtime.cpu.CpuGraph` (which
needs no MLIR) allocates the arena once, the outputs per call, and runs it.
An op the CPU path cannot lower fails the pipeline with a diagnostic naming
it; `jit` then runs that part in eager PyTorch.
"""

from __future__ import annotations

import functools
import hashlib
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import llvmlite
import llvmlite.binding as llvm
import torch
from mlir import ir

from pycompile import _native, pipeline, targets
from pycompile._native import library_path
from pycompile.runtime.cpu import (
    CpuGraph,
    Engine,
    load_graph,
    load_record,
    save_graph,
    save_record,
)
from pycompile.runtime.reference import size_source, symbol_bindings
from pycompile.targets.cpu.llvm import team_entry_ir, translate_to_llvm_ir
from pycompile.targets.cpu.machine import CompileQueue, CpuTarget

_DTYPES: dict[str, torch.dtype] = {
    "f32": torch.float32,
    "f64": torch.float64,
    "f16": torch.float16,
    "bf16": torch.bfloat16,
    "i64": torch.int64,
    "index": torch.int64,
    "i32": torch.int32,
    "i8": torch.int8,
    "i1": torch.bool,
}


@functools.cache
def l2_bytes(sysfs: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> int:
    """A core's L2 cache in bytes, as the OS reports it; 2 MiB where it
    does not say (pyc-tile gives half of it to a matmul's panel)."""
    for index in sorted(sysfs.glob("index*")):
        try:
            level = (index / "level").read_text().strip()
            kind = (index / "type").read_text().strip()
            size = (index / "size").read_text().strip()
        except OSError:
            continue
        if level == "2" and kind in ("Unified", "Data") and size[:-1].isdigit():
            scale = {"K": 1 << 10, "M": 1 << 20}.get(size[-1])
            if scale:
                return int(size[:-1]) * scale
    return 2 << 20


def target_attribute() -> str:
    """The `#pyc.target` of the CPU code is made for (`CpuTarget.host()`,
    this host's cores and L2): what pyc-tile and pyc-approximate-math
    decide by."""
    host = CpuTarget.host()
    return (f'#pyc.target<kind = cpu, arch = "{host.cpu}", vector_bits = {host.vector_bits}, '
            f"cores = {os.cpu_count() or 1}, l2_bytes = {l2_bytes()}>")


# The kernel-level pass pipeline, for the module's `target_attribute()`
# (a test may assign another).
CPU_PIPELINE = "builtin.module(pyc-cpu-pipeline)"


def _pipeline(timers: bool) -> str:
    """CPU_PIPELINE, with pyc-to-loops' timers where asked."""
    text = CPU_PIPELINE
    return text.replace("pyc-cpu-pipeline", "pyc-cpu-pipeline{timers=true}") if timers else text


def _specs(types) -> list[tuple[list[int | None], torch.dtype]]:
    """Each tensor type's shape (None for a `?` dim) and torch dtype."""
    specs = []
    for t in types:
        shaped = ir.RankedTensorType(t)
        dtype = _DTYPES.get(str(shaped.element_type))
        if dtype is None:
            raise ValueError(f"no torch dtype for MLIR type {shaped.element_type}")
        specs.append(([None if shaped.is_dynamic_dim(d) else s
                       for d, s in enumerate(shaped.shape)], dtype))
    return specs


def _result_sizes(wrapper) -> list[str] | None:
    """Each result's shape as Python source over `s`, the symbols' values
    (`pyc.result_sizes`, where some size is known only at run time)."""
    if "pyc.result_sizes" not in wrapper.attributes:
        return None
    return ["[" + ", ".join(size_source(e) for e in ir.AffineMapAttr(shape).value.results) + "]"
            for shape in ir.ArrayAttr(wrapper.attributes["pyc.result_sizes"])]


def _scratch_bytes(wrapper) -> str | None:
    """The bytes of the scratch buffer (tensors between kernels with
    run-time sizes, panels a product's threads pack together) as Python
    source over `s`; None if it takes none."""
    if "pyc.scratch_bytes" not in wrapper.attributes:
        return None
    (expr,) = ir.AffineMapAttr(wrapper.attributes["pyc.scratch_bytes"]).value.results
    return size_source(expr)


# Bump when something that shapes the object code changes that the key does
# not hold already (LLVM options, the entry layout): old entries stop matching.
FORMAT_VERSION = 5


def graph_key(source: str) -> str:
    """The cache key of a graph from `source`: the text of everything that
    decides its code (IR, pipeline, compiler build), plus this host's target."""
    target = CpuTarget.host()
    parts = (
        f"format={FORMAT_VERSION}",
        f"llvmlite={llvmlite.__version__}",
        f"llvm={'.'.join(map(str, llvm.llvm_version_info))}",
        f"triple={llvm.get_process_triple()}",
        f"cpu={target.cpu}",
        f"features={target.feature_string}",
        "opt=3",
        source,
    )
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


@functools.cache
def compiler_digest() -> str:
    """The build of the passes: a rebuilt native library invalidates the cache."""
    return hashlib.sha256(library_path().read_bytes()).hexdigest()


@functools.cache
def _sources_digest() -> str:
    """pycompile's Python sources, which import parts and drive the passes."""
    root = Path(__file__).parents[2]
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(f"{path.relative_to(root)}\0".encode() + path.read_bytes())
    return digest.hexdigest()


def _part_key(signature: str) -> str:
    return graph_key("\0".join(("part", CPU_PIPELINE, target_attribute(), compiler_digest(),
                                _sources_digest(), torch.__version__, signature)))


def load_part(signature: str) -> tuple[CpuGraph, dict] | None:
    """The compiled graph and record that `save_part` stored for an FX part
    of `signature` (`importer.graph_signature`), or None. A hit skips the
    import and every pass: the key holds the FX part, the host, the native
    passes and pycompile's Python sources."""
    record = load_record(_part_key(signature))
    if record is None or not all(isinstance(record.get(field), kind) for field, kind in
                                 (("graph", str), ("pyc", str), ("kernels", list),
                                  ("inputs", list))) \
            or not all(isinstance(kernel, str) for kernel in record["kernels"]):
        return None
    graph = load_graph(record["graph"])
    return (graph, record) if graph is not None else None


def save_part(signature: str, graph: CpuGraph, record: dict) -> None:
    """Records that the FX part of `signature` compiles to `graph` (stored
    in the cache under `graph.cache_key`), with `record`'s details."""
    if graph.cache_key is not None:
        save_record(_part_key(signature), {**record, "graph": graph.cache_key})


def unrolls(symbols: list) -> bool:
    """Whether LLVM's loop unroller runs on a graph: only with run-time
    sizes (`symbols`). pyc-tile's register blocks and vector loops are
    unrolled as emitted; over static sizes, LLVM unrolling them again only
    grew the code: a GPT block's training step at width 768, the
    backward's object 89 -> 53 KB and its LLVM time 2.25 -> 1.16 s without
    it, bench/cpu.py (both ISAs) and bench/gemm.py unchanged within noise.
    Loops over run-time sizes gain from it: the GPT training step with
    run-time batch and sequence (bench/dynamic.py's model) took 7-8% longer
    without (5 x 482: 219 -> 236 ms). Seen on 2 Zen 4 cores."""
    return bool(symbols)


@dataclass(frozen=True)
class LoweredGraph:
    """A graph lowered to LLVM IR, waiting for its machine code (`Builder`)."""

    key: str  # its entry in the on-disk cache
    name: str
    inputs: list[tuple[list[int], torch.dtype]]
    outputs: list[tuple[list[int], torch.dtype]]
    arena_bytes: int
    naive_bytes: int
    llvm_ir: str
    opt_level: int
    unroll: bool  # LLVM's loop unroller (`unrolls`)
    checks: list[tuple[str, int]]  # CpuGraph's: (op, dim) by check number
    # Run-time sizes: where each symbol is read, the results' shapes and the
    # scratch buffer's bytes.
    symbols: list[tuple[int, int, int]]
    result_sizes: list[str] | None
    scratch_bytes: str | None
    timed: list[int] | None  # with timers: the ops timed (`CpuGraph.timed_call`)


def lower_graph(module: ir.Module, opt_level: int = 3, *, text: str | None = None,
                reproducer: Path | None = None,
                timers: bool = False) -> CpuGraph | LoweredGraph:
    """The single function of `module` (fused pyc) lowered to
    LLVM IR for this CPU, `module` in place; or, on a cache hit, the graph
    compiled before, by any process, loaded without MLIR or LLVM work.
    `text` is `str(module)` where the caller printed it already. A pass that
    fails or crashes raises `pipeline.PipelineError`, leaving a reproducer
    at `reproducer` (see `pipeline.run`). With `timers`, the graph records
    when each op ends (`CpuGraph.timed_call`)."""
    text = str(module) if text is None else text
    cpu_pipeline, target = _pipeline(timers), target_attribute()
    # The Python sources too: they write part of the LLVM IR (the team
    # entry, linkage) and choose how it is compiled.
    source = "\0".join((cpu_pipeline, target, f"O{opt_level}", compiler_digest(),
                        _sources_digest(), text))
    key = graph_key(source)
    graph = load_graph(key)
    if graph is not None:
        return graph
    (func,) = list(module.body.operations)
    name = ir.StringAttr(func.attributes["sym_name"]).value
    function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    inputs, outputs = _specs(function_type.inputs), _specs(function_type.results)
    symbols = symbol_bindings(func)
    targets.attach(module, target)  # (tuning's candidates: not imported by the backend)
    pipeline.run(module, cpu_pipeline, reproducer)
    wrapper = next(
        op for op in module.body.operations
        if ir.StringAttr(op.attributes["sym_name"]).value == f"_mlir_ciface_{name}"
    )
    arena, naive = (ir.IntegerAttr(wrapper.attributes[f"pyc.{kind}_bytes"]).value
                    for kind in ("arena", "naive"))
    checks = []
    if "pyc.index_checks" in wrapper.attributes:
        for check in ir.ArrayAttr(wrapper.attributes["pyc.index_checks"]):
            check = ir.DictAttr(check)
            op = _native.describe_op(ir.Location.from_attr(check["loc"]),
                             ir.StringAttr(check["op"]).value)
            dim = ir.IntegerAttr(check["dim"]).value if "dim" in check else None
            checks.append((op, dim))
    # Descriptor pointers: inputs, outputs, the arena and the scratch buffer
    # if any, the barrier, the error slot.
    scratch = _scratch_bytes(wrapper)
    pointers = len(inputs) + len(outputs) + (arena > 0) + (scratch is not None) + 2
    llvm_ir = translate_to_llvm_ir(module) + team_entry_ir(name, pointers)
    timed = list(ir.DenseI64ArrayAttr(wrapper.attributes["pyc.timed"])) \
        if "pyc.timed" in wrapper.attributes else None
    return LoweredGraph(key, name, inputs, outputs, arena, naive, llvm_ir, opt_level,
                        unrolls(symbols), checks,
                        symbols, _result_sizes(wrapper), scratch, timed)


class Builder:
    """Machine code for lowered graphs: each is compiled from when it is
    `add`ed (LLVM on several cores, see `CompileQueue`), while the caller
    lowers the next; `build` waits for them. Leaving the `with` block
    without `build` drops what is not compiled yet. `ahead`: the code is
    wanted later (a backward's, compiled with its forward), and starts on
    another core at once."""

    def __init__(self, ahead: bool = False) -> None:
        self._ahead = ahead
        # Queues by (opt level, unroll); id(graph) -> (its queue's key, index).
        self._queues: dict[tuple[int, bool], CompileQueue] = {}
        self._slots: dict[int, tuple[tuple[int, bool], int]] = {}

    def __enter__(self) -> Builder:
        return self

    def __exit__(self, *exc) -> None:
        for queue in self._queues.values():
            queue.close()

    def add(self, graph) -> None:
        """Starts compiling `graph` if it is a LoweredGraph; else nothing."""
        if not isinstance(graph, LoweredGraph) or id(graph) in self._slots:
            return
        how = (graph.opt_level, graph.unroll)
        if how not in self._queues:
            self._queues[how] = CompileQueue(CpuTarget.host(), *how, ahead=self._ahead)
        self._slots[id(graph)] = (how, self._queues[how].put(graph.llvm_ir))

    def build(self, graphs: Sequence) -> list:
        """`graphs` with each LoweredGraph replaced by its CpuGraph, loaded
        and stored in the cache; the others (loaded from the cache, or a
        reference program) as they are. A graph that fails gets its error in
        its place."""
        for graph in graphs:
            self.add(graph)
        objects = {how: queue.results() for how, queue in self._queues.items()}
        results = list(graphs)
        for i, g in enumerate(graphs):
            if not isinstance(g, LoweredGraph):
                continue
            how, index = self._slots[id(g)]
            code = objects[how][index]
            try:
                if isinstance(code, Exception):
                    raise code
                engine = Engine(code, cache_hit=False, compile_seconds=0.0)
                results[i] = CpuGraph(engine, g.name, g.inputs, g.outputs, g.arena_bytes,
                                      g.naive_bytes, g.key, g.checks, g.symbols,
                                      g.result_sizes, g.scratch_bytes, g.timed)
            except Exception as error:  # noqa: BLE001 - returned in its place
                results[i] = error
                continue
            save_graph(g.key, results[i])
        return results


def compile_graph(module: ir.Module, opt_level: int = 3, *, timers: bool = False) -> CpuGraph:
    """`lower_graph` and `Builder.build` for one graph; raises its error."""
    with Builder() as builder:
        (graph,) = builder.build([lower_graph(module, opt_level, timers=timers)])
    if isinstance(graph, Exception):
        raise graph
    return graph


__all__ = ["Builder", "LoweredGraph", "compile_graph", "graph_key", "load_part",
           "lower_graph", "save_part"]
