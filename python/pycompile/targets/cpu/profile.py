"""Each kernel of a compiled part against this machine's ceilings, for
`explain(fn, profile=True)` on the CPU target.

A kernel is compiled on its own (one function: the kernel's operands in,
its results out, through the same `pyc-cpu-pipeline` as the part) and timed
(its fastest call) on synthetic inputs (normal floats, zero indices, false
bools); a kernel with run-time sizes is compiled with them, as in its part,
and timed at the sizes the part was traced with (Dynamo's hints). Its bytes
and FLOPs are counted from its IR: the bytes it must move at least (each
operand read once, each result written once), and one FLOP per element an
arithmetic op computes (2·M·N·K for a product). Against them: a copy
(`Tensor.copy_`) that reads and writes as many bytes, timed beside it (so a
kernel whose data stays in cache is held to the cache's speed, one that
streams from memory to memory's), and this machine's peak f32 FLOP/s
(the faster of torch's and pycompile's product of 1024³, measured once per
CPU model and thread count, raised whenever a kernel runs faster, and kept
in the cache directory).

Each kernel is also timed in its part: the part is compiled once more with
pyc-to-loops' timers, which read the cycle counter at the barrier after
each op, and run on synthetic inputs; a kernel's time there runs from the
end of the op before to its own (the part's fastest call), and its wait is
how long the first thread to finish it waited for the last.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass

import torch
from mlir import ir

from pycompile import pipeline
from pycompile._native import printed_sizes
from pycompile.runtime.arguments import symbol_value
from pycompile.runtime.cpu.cache import cache_dir
from pycompile.runtime.reference import size_source, symbol_bindings, tensor_type

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
    seconds: float  # compiled alone
    bytes: int
    flops: int
    bandwidth: float  # a copy's bytes/s, moving as many bytes
    peak: float  # this machine's f32 FLOP/s
    # In its part, compiled with timers (`CpuGraph.timed_call`): from the
    # end of the kernel before to its own, and how long the first thread
    # to finish waited at the barrier after it for the last.
    in_graph: float
    waited: float

    # The columns of `str(profile)`, for a table of them (`explain`).
    HEADER = (f"{'alone':>12} {'in graph':>12} {'waited':>10} {'moved':>12} {'rate':>10} "
              f"{'copy%':>5} {'compute':>16} {'peak%':>5}  kernel")

    def __str__(self) -> str:
        rate = self.bytes / self.seconds
        flops = self.flops / self.seconds
        return (f"{self.seconds * 1e6:9.1f} us {self.in_graph * 1e6:9.1f} us "
                f"{self.waited * 1e6:7.1f} us {self.bytes / 2**20:8.2f} MiB "
                f"{rate / 1e9:7.1f} GB/s {100 * rate / self.bandwidth:5.0f}% "
                f"{flops / 1e9:8.1f} GFLOP/s {100 * flops / self.peak:5.0f}%  {self.kernel}")


class _Sizes:
    """Concrete shapes of a part's values at one call: static dims from the
    types, run-time ones from their size expressions (`printed_sizes`) at
    the symbols' values."""

    def __init__(self, symbols: list[int] | None):
        self.symbols = symbols

    def shape(self, value) -> list[int]:
        shape = tensor_type(value.type)[1]
        if None not in shape:
            return shape
        sizes = self.attribute(value)
        return [eval(size_source(e), {"s": self.symbols})
                for e in ir.AffineMapAttr(sizes).value.results]

    @staticmethod
    def attribute(value):
        text = printed_sizes(value)
        if text is None:
            raise NotImplementedError(f"the run-time sizes of {value.get_name()} are not known")
        return ir.Attribute.parse(text)

    def elements(self, value) -> int:
        return math.prod(self.shape(value))

    def bytes(self, value) -> int:
        dtype = tensor_type(value.type)[0]
        return self.elements(value) * torch.empty((), dtype=dtype).element_size()


def _product_flops(op, sizes: _Sizes) -> int:
    """2 x the terms a pyc.matmul adds, less those a causal mask leaves out
    (`pyc-causal-products`, diagonal d: row i's elements past column i + d
    are not computed, or its terms past k = i + d, or column j's terms
    before k = j - d)."""
    *_, m, n = sizes.shape(op.results[0])
    k = sizes.shape(op.operands[0])[-1]
    batch = sizes.elements(op.results[0]) // max(m * n, 1)
    attributes = op.attributes
    masked, lhs, rhs = (attributes[a].value if a in attributes else None for a in
                        ("result_masked_above", "lhs_zero_above", "rhs_zero_above"))
    if masked is None and lhs is None and rhs is None:
        return 2 * batch * m * n * k
    terms = 0
    for i in range(m):
        columns = n if masked is None else min(n, i + masked + 1)
        steps = k if lhs is None else min(k, i + lhs + 1)
        if rhs is None:
            terms += columns * steps
            continue
        # Columns j <= rhs take every step; column j > rhs, steps - (j - rhs).
        full = min(columns, rhs + 1)
        fewer = max(0, min(columns - 1 - rhs, steps - 1))
        terms += full * steps + fewer * steps - fewer * (fewer + 1) // 2
    return 2 * batch * terms


def counts(kernel, sizes: _Sizes) -> tuple[int, int]:
    """(bytes moved at least, FLOPs) of a `pyc.kernel` op, from its IR
    (run-time sizes at `sizes`)."""
    moved = sum(sizes.bytes(v) for v in (*kernel.operands, *kernel.results))
    flops = 0
    for op in kernel.regions[0].blocks[0].operations:
        name = op.operation.name
        if name in _NO_FLOPS:
            continue
        if name == "pyc.matmul":
            flops += _product_flops(op.operation, sizes)
        elif name in ("pyc.reduce", "pyc.argmax", "pyc.argmin", "pyc.cumsum"):
            flops += sizes.elements(op.operands[0])
        else:
            flops += sizes.elements(op.results[0])
    return moved, flops


def _kernels(part, sizes: _Sizes):
    """(summary, kernel op, module of the kernel alone, its inputs) for each
    kernel of `part`, a fused part's function. With run-time sizes, the
    kernel's function takes one more argument, the vector of the part's
    symbols' values, from which it reads them all; its arguments'
    `pyc.sizes` are the part's size expressions, so the kernel is compiled
    as it is in the part."""
    from mlir.dialects import func

    symbols = sizes.symbols
    for position, op in enumerate(part.regions[0].blocks[0].operations):
        if op.operation.name != "pyc.kernel":
            continue
        kind = str(op.attributes["kind"]).removeprefix("#pyc<kernel ").rstrip(">")
        names = [o.operation.name.removeprefix("pyc.") for o in op.regions[0].blocks[0].operations
                 if o.operation.name not in ("pyc.yield", "pyc.constant")]
        summary = f"{kind}: {', '.join(names)}"
        dynamic = [i for i, v in enumerate(op.operands) if None in tensor_type(v.type)[1]]
        types = [v.type for v in op.operands]
        run_time = bool(dynamic) or any(None in tensor_type(r.type)[1] for r in op.results)
        if run_time:
            if symbols is None:
                raise NotImplementedError(
                    f"kernel '{summary}' has run-time sizes ('?') but the part's traced "
                    "sizes are unknown")
            types.append(ir.RankedTensorType.get([len(symbols)], ir.IntegerType.get_signless(64)))
        alone = ir.Module.create()
        with ir.InsertionPoint(alone.body):
            fn = func.FuncOp("kernel", (types, [r.type for r in op.results]))
            entry = fn.add_entry_block()
            with ir.InsertionPoint(entry):
                copy = op.operation.clone()
                for i in range(len(op.operands)):
                    copy.operands[i] = entry.arguments[i]
                func.ReturnOp(copy.results)
        inputs = [_synthetic(v, sizes.shape(v)) for v in op.operands]
        if run_time:
            attrs = [ir.DictAttr.get({"pyc.sizes": sizes.attribute(v)} if i in dynamic else {})
                     for i, v in enumerate(op.operands)]
            fn.arg_attrs = ir.ArrayAttr.get([*attrs, ir.DictAttr.get({})])
            where = [x for k in range(len(symbols)) for x in (k, len(op.operands), -1 - k, 1)]
            fn.attributes["pyc.symbols"] = ir.DenseI64ArrayAttr.get(where)
            inputs.append(torch.tensor(symbols, dtype=torch.int64))
        yield summary, op, alone, inputs, position


def _synthetic(value, shape: list[int]) -> torch.Tensor:
    dtype = tensor_type(value.type)[0]
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


def _in_graph(text: str, part, sizes: _Sizes) -> dict[int, tuple[float, float]]:
    """Each op's (time in its part, threads' wait after it) by its position
    in the part (`CpuGraph.timed_call`), from the part's fastest call of at
    least 5, compiled with timers and run on synthetic inputs: a kernel's
    time alone is not its time among the others (whose data fill the
    caches) nor on threads that finish apart."""
    from pycompile.targets.cpu.codegen import compile_graph

    graph = compile_graph(ir.Module.parse(text), timers=True)
    args = [_synthetic(a, sizes.shape(a)) for a in part.regions[0].blocks[0].arguments]
    calls = []
    _times(lambda: calls.append(graph.timed_call(*args)), BUDGET_S, 5)
    # The first call is `_times`'s untimed one, whose trips warm up.
    fastest = min(calls[1:], key=lambda times: sum(t for t, _ in times))
    return dict(zip(graph.timed, fastest))


def _fastest_seconds(call, budget_s: float = BUDGET_S) -> float:
    """The fastest of at least 5 calls: on a busy host a burst of other load
    covered all 4 timed calls of a 12 ms kernel in one run and read it 1.5-2x
    slow (the GPT block's first product, 2 Zen 4 cores: 16.6 ms, then 8.7-9.0
    in three runs), as a median of them."""
    return min(_times(call, budget_s, 5))


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
        known = shape.flops / min(_fastest_seconds(lambda: torch.mm(a, b), 4 * BUDGET_S),
                                  _fastest_seconds(lambda: ours(a, b), 4 * BUDGET_S))
        _store_peak(known)
    return known


def copy_rate(moved: int) -> float:
    """Bytes/s of a copy that reads and writes `moved` bytes in all."""
    src = torch.randn(max(moved // 8, 1))
    dst = torch.empty_like(src)
    return 2 * src.numel() * 4 / _fastest_seconds(lambda: dst.copy_(src))


def profile_part(text: str, inputs: list | None) -> list[KernelProfile]:
    """Each kernel of one fused part (`text`, the graph pipeline's output),
    compiled alone and timed; run-time sizes at those of `inputs`, the
    part's arguments as traced (shapes only; None if unknown)."""
    import pycompile
    from pycompile.targets.cpu.codegen import compile_graph

    peak = peak_flops()
    with pycompile.context(), ir.Location.unknown():
        parsed = ir.Module.parse(text)  # kept: it owns the kernels below
        # The kernels as the CPU pipeline times them: a copy kernel is
        # computed in its reader there (pyc-inline-copies), and the timers
        # name each kernel by its position after that.
        pipeline.run(parsed, "builtin.module(func.func(pyc-inline-copies))")
        text = str(parsed)
        part = parsed.body.operations[0]
        sizes = _Sizes(None if inputs is None else [
            symbol_value(inputs, *where) for where in symbol_bindings(part)])
        alone = []
        for summary, kernel, module, args, position in _kernels(part, sizes):
            moved, flops = counts(kernel, sizes)
            graph = compile_graph(module)
            seconds = _fastest_seconds(lambda graph=graph, args=args: graph(*args))
            alone.append((summary, seconds, moved, flops, position))
        in_graph = _in_graph(text, part, sizes)  # after the kernels, whose errors name them
        profiles = [KernelProfile(summary, seconds, moved, flops, copy_rate(moved), peak,
                                  *in_graph[position])
                    for summary, seconds, moved, flops, position in alone]
    fastest = max((p.flops / p.seconds for p in profiles), default=0.0)
    if fastest > peak:
        _store_peak(fastest)
        for p in profiles:
            p.peak = fastest
    return profiles
