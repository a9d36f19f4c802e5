"""Each kernel of a compiled part against this machine's ceilings, for
`explain(fn, profile=True)` on the CPU target.

A kernel is compiled on its own (one function: the kernel's operands in,
its results out, through the same `pyc-cpu-pipeline` as the part) and timed
on synthetic inputs (normal floats, zero indices, false bools). Its bytes
and FLOPs are counted from its IR: the bytes it must move at least (each
operand read once, each result written once), and one FLOP per element an
arithmetic op computes (2·M·N·K for a product). Against them: a copy
(`Tensor.copy_`) that reads and writes as many bytes, timed beside it (so a
kernel whose data stays in cache is held to the cache's speed, one that
streams from memory to memory's), and this machine's peak f32 FLOP/s
(the faster of torch's and pycompile's product of 1024³, measured once per
CPU model and thread count, raised whenever a kernel runs faster, and kept
in the cache directory).
"""

from __future__ import annotations

import json
import math
import statistics
import time
from dataclasses import dataclass

import torch

from pycompile.runtime.cpu.cache import cache_dir
from pycompile.runtime.reference import tensor_type

# Ops that move or build data but compute nothing.
_NO_FLOPS = {
    "pyc.reshape", "pyc.transpose", "pyc.broadcast_in_dim", "pyc.slice", "pyc.concat",
    "pyc.pad", "pyc.iota", "pyc.size", "pyc.constant", "pyc.convert", "pyc.stop_gradient",
    "pyc.yield", "pyc.gather", "pyc.take_along_dim",
}
BUDGET_S = 0.05  # timed calls per kernel


@dataclass
class KernelProfile:
    kernel: str  # "kind: op, op, ..."
    seconds: float
    bytes: int
    flops: int
    bandwidth: float  # a copy's bytes/s, moving as many bytes
    peak: float  # this machine's f32 FLOP/s

    def __str__(self) -> str:
        rate = self.bytes / self.seconds
        flops = self.flops / self.seconds
        return (f"{self.seconds * 1e6:9.1f} us {self.bytes / 2**20:8.2f} MiB "
                f"{rate / 1e9:7.1f} GB/s {100 * rate / self.bandwidth:5.0f}% "
                f"{flops / 1e9:8.1f} GFLOP/s {100 * flops / self.peak:5.0f}%  {self.kernel}")


HEADER = (f"{'time':>12} {'moved':>12} {'rate':>10} {'copy%':>5} {'compute':>16} "
          f"{'peak%':>5}  kernel")


def _elements(value) -> int:
    return math.prod(tensor_type(value.type)[1])


def _bytes(value) -> int:
    dtype, shape = tensor_type(value.type)
    return math.prod(shape) * torch.empty((), dtype=dtype).element_size()


def counts(kernel) -> tuple[int, int]:
    """(bytes moved at least, FLOPs) of a `pyc.kernel` op, from its IR."""
    moved = sum(_bytes(v) for v in (*kernel.operands, *kernel.results))
    flops = 0
    for op in kernel.regions[0].blocks[0].operations:
        name = op.operation.name
        if name in _NO_FLOPS:
            continue
        if name == "pyc.matmul":
            flops += 2 * _elements(op.results[0]) * tensor_type(op.operands[0].type)[1][-1]
        elif name in ("pyc.reduce", "pyc.argmax", "pyc.argmin", "pyc.cumsum"):
            flops += _elements(op.operands[0])
        else:
            flops += _elements(op.results[0])
    return moved, flops


def _kernels(text: str):
    """(summary, module of the kernel alone) for each kernel of a fused part."""
    from mlir import ir
    from mlir.dialects import func

    module = ir.Module.parse(text)
    body = module.body.operations[0].regions[0].blocks[0]
    for op in body.operations:
        if op.operation.name != "pyc.kernel":
            continue
        kind = str(op.attributes["kind"]).removeprefix("#pyc<kernel ").rstrip(">")
        names = [o.operation.name.removeprefix("pyc.") for o in op.regions[0].blocks[0].operations
                 if o.operation.name not in ("pyc.yield", "pyc.constant")]
        alone = ir.Module.create()
        with ir.InsertionPoint(alone.body):
            fn = func.FuncOp("kernel", ([v.type for v in op.operands],
                                        [r.type for r in op.results]))
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                copy = op.operation.clone()
                for i, arg in enumerate(entry.arguments):
                    copy.operands[i] = arg
                func.ReturnOp(copy.results)
        yield f"{kind}: {', '.join(names)}", op, alone


def _synthetic(value) -> torch.Tensor:
    dtype, shape = tensor_type(value.type)
    if dtype.is_floating_point:
        return torch.randn(shape).to(dtype)
    return torch.zeros(shape, dtype=dtype)  # index 0 is in range of any dim


def _times(call, budget_s: float, least: int) -> list[float]:
    """Seconds of each of at least `least` calls over `budget_s`, after one
    untimed call."""
    call()
    times, end = [], time.perf_counter() + budget_s
    while len(times) < least or time.perf_counter() < end:
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return times


def _median_seconds(call) -> float:
    return statistics.median(_times(call, BUDGET_S, 3))


def _fastest_seconds(call) -> float:
    return min(_times(call, 4 * BUDGET_S, 5))


def _peak_key() -> str:
    from pycompile.targets.cpu.machine import CpuTarget

    return f"{CpuTarget.host().cpu} threads={torch.get_num_threads()} fastest product"


def _known_peaks() -> dict:
    try:
        return json.loads((cache_dir() / "peak_flops.json").read_text())
    except (OSError, ValueError):
        return {}


def _store_peak(flops: float) -> None:
    known = _known_peaks()
    known[_peak_key()] = flops
    path = cache_dir() / "peak_flops.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(known, indent=1))


def peak_flops() -> float:
    """This machine's f32 FLOP/s at torch's thread count, kept in the cache
    directory: at first the faster of torch's and pycompile's 1024³
    product, each its fastest call; raised whenever a profiled kernel runs
    faster (a one-time measurement on a busy host read 108-131 GFLOP/s
    where products reach 200, and kernels showed 150-180% of it)."""
    known = _known_peaks().get(_peak_key())
    if known is None:
        from pycompile.targets.cpu import tuning

        shape = tuning.MatmulShape(1, 1024, 1024, 1024, rhs_transposed=False)
        a, b = torch.randn(1024, 1024), torch.randn(1024, 1024)
        ours = tuning.compile_pyc_matmul(shape)
        known = shape.flops / min(_fastest_seconds(lambda: torch.mm(a, b)),
                                  _fastest_seconds(lambda: ours(a, b)))
        _store_peak(known)
    return known


def copy_rate(moved: int) -> float:
    """Bytes/s of a copy that reads and writes `moved` bytes in all."""
    src = torch.randn(max(moved // 8, 1))
    dst = torch.empty_like(src)
    return 2 * src.numel() * 4 / _median_seconds(lambda: dst.copy_(src))


def profile_part(text: str) -> list[KernelProfile]:
    """Each kernel of one fused part (`text`, the graph pipeline's output),
    compiled alone and timed."""
    import pycompile
    from pycompile.targets.cpu.codegen import compile_graph

    peak = peak_flops()
    profiles = []
    from mlir import ir

    with pycompile.context(), ir.Location.unknown():
        for summary, kernel, module in _kernels(text):
            if any(None in tensor_type(v.type)[1] for v in (*kernel.operands, *kernel.results)):
                raise NotImplementedError(
                    f"kernel '{summary}' has run-time sizes ('?'), which a profile cannot "
                    "time yet: profile a static compile (dynamic=False)")
            moved, flops = counts(kernel)
            inputs = [_synthetic(v) for v in kernel.operands]
            graph = compile_graph(module)
            seconds = _median_seconds(lambda graph=graph, inputs=inputs: graph(*inputs))
            profiles.append(KernelProfile(summary, seconds, moved, flops, copy_rate(moved), peak))
    fastest = max((p.flops / p.seconds for p in profiles), default=0.0)
    if fastest > peak:
        _store_peak(fastest)
        for p in profiles:
            p.peak = fastest
    return profiles
