"""Kernel-level pyc -> machine code for this CPU: `target="cpu"`.

`pyc-cpu-pipeline` (registered in C++, compiler/Pipelines, so that
`pycompile-opt` runs the same passes) takes the fused function through
`pyc-tile`, `pyc-plan-memory` and `pyc-to-loops` (one loop nest per kernel)
down to the LLVM dialect; then LLVM IR and llvmlite (`pycompile.targets.cpu`).
The compiled function takes its inputs, one output buffer per result, the
arena and its threads' arguments; `pycompile.runtime.cpu.CpuGraph` (which
needs no MLIR) allocates the arena once, the outputs per call, and runs it.
An op the CPU path cannot lower fails the pipeline with a diagnostic naming
it; `jit` then runs that part in eager PyTorch.
"""

from __future__ import annotations

import functools
import hashlib
from pathlib import Path

import torch
from mlir import ir
from mlir.passmanager import PassManager

from pycompile._native import library_path
from pycompile.runtime.cpu import (
    CpuGraph,
    CpuTarget,
    compile_llvm_ir,
    graph_key,
    load_graph,
    save_graph,
    team_entry_ir,
)
from pycompile.targets.cpu import _dtype
from pycompile.targets.cpu.llvm import translate_to_llvm_ir


def cache_budget(sysfs: Path = Path("/sys/devices/system/cpu/cpu0/cache")) -> int:
    """pyc-tile's `cache-bytes`: half of a core's L2 cache, which the right
    operand's panel of a matmul may take (the left operand's rows and the
    product's row share the rest). Measured on 2 AVX-512 cores with 2 MiB L2,
    512x768 @ 768x3072: 13.4 ms with 1 MiB, 16-17 ms with 256 KiB or 2 MiB.
    1 MiB where the OS does not say."""
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
                return int(size[:-1]) * scale // 2
    return 1 << 20


CPU_PIPELINE = (f"builtin.module(pyc-cpu-pipeline{{cache-bytes={cache_budget()} "
                f"vector-bits={CpuTarget.host().vector_bits}}})")


def _static(types) -> list[tuple[list[int], torch.dtype]]:
    specs = []
    for t in types:
        shaped = ir.RankedTensorType(t)
        if not shaped.has_static_shape:
            raise NotImplementedError(f"CPU code generation: dynamic shape {t}")
        specs.append((list(shaped.shape), _dtype(shaped.element_type)))
    return specs


@functools.cache
def compiler_digest() -> str:
    """The build of the passes: a rebuilt native library invalidates the cache."""
    return hashlib.sha256(library_path().read_bytes()).hexdigest()


def compile_graph(module: ir.Module, opt_level: int = 3) -> CpuGraph:
    """The single function of `module` (fused pyc, static shapes), compiled for
    this CPU (LLVM at `opt_level`); `module` is lowered in place, except on a
    cache hit: a graph compiled before, by any process, is loaded without
    MLIR or LLVM work."""
    source = "\0".join((CPU_PIPELINE, f"O{opt_level}", compiler_digest(), str(module)))
    key = graph_key(source)
    graph = load_graph(key)
    if graph is not None:
        return graph
    (func,) = list(module.body.operations)
    name = ir.StringAttr(func.attributes["sym_name"]).value
    function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
    inputs, outputs = _static(function_type.inputs), _static(function_type.results)
    PassManager.parse(CPU_PIPELINE).run(module.operation)
    wrapper = next(
        op for op in module.body.operations
        if ir.StringAttr(op.attributes["sym_name"]).value == f"_mlir_ciface_{name}"
    )
    plan = [ir.IntegerAttr(wrapper.attributes[f"pyc.{kind}_bytes"]).value
            for kind in ("arena", "naive")]
    # Descriptor pointers: inputs, outputs, the arena if any, the barrier.
    pointers = len(inputs) + len(outputs) + (plan[0] > 0) + 1
    llvm_ir = translate_to_llvm_ir(module) + team_entry_ir(name, pointers)
    engine = compile_llvm_ir(llvm_ir, opt_level=opt_level, cache=False)
    graph = CpuGraph(engine, name, inputs, outputs, *plan)
    save_graph(key, graph)
    return graph


__all__ = ["CPU_PIPELINE", "compile_graph"]
