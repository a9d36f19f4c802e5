"""Who computes a matrix product on the CPU: our generated kernel or torch (MKL).

`choose_matmul(shape)` times both on this machine, once per shape, and keeps
the answer in a tuning cache on disk (`tuning.json` beside the compiled
objects; when timed on a quiet host, `QUIET_SHARE`), so later compiles, in
any process, read it instead of timing again:

    choice = choose_matmul(MatmulShape(batch=1, m=512, k=768, n=3072, rhs_transposed=True))
    choice.library        # True: torch.matmul is faster here
    str(choice)           # "512x768x3072 (w.T): torch 2.31 ms, pyc 9.80 ms -> torch"

The product only goes to torch; whatever the graph computes from it (bias,
activation, residual) stays in a fused pyc kernel that reads the product.
Shapes too small to be worth an extra call boundary are not timed: pyc keeps
them, fused with their neighbours. The key holds everything that changes the
timings: shape and layout, thread count, host CPU, torch and compiler builds.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import math
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import torch

from pycompile import pipeline
from pycompile.runtime.cpu import cache_dir
from pycompile.targets.cpu.codegen import Builder, compile_graph, compiler_digest, lower_graph
from pycompile.targets.cpu.machine import CpuTarget, quiet

log = logging.getLogger(__name__)

# Below this many flops (2*b*m*n*k) a product stays in pyc untimed: a library
# call there costs more in graph splitting than it can save.
MIN_FLOPS = 1 << 18
# Seconds of timed calls per contender and shape (at least 3 calls each,
# unless one is DECISIVE times slower than the other after 2 rounds or more).
BUDGET_S = 0.03
DECISIVE = 2.0
# torch takes a product only when faster than pyc by this factor: a product
# handed to torch splits the graph and writes its result for the epilogue
# to read back (512x768 @ 768x3072: 12 MB, 3-5% of the product's time), and
# timings a few calls long on a busy host swing by more than that (seen, 2
# Zen 4 cores: torch 3.67 against pyc 3.78 ms where many calls give pyc
# 4% ahead).
LIBRARY_MARGIN = 1.05
# A choice is kept on disk only if the timing threads had the cores to
# themselves: other processes busy for at most 1 - QUIET_SHARE of the
# host's CPU time while a batch of shapes was timed (/proc/stat's busy time
# less this process's; where there is none, this process's CPU time at
# least this share of wall time x threads). Else (another job on the host)
# the choices serve this process only, and a later compile times them
# again. Seen, a CI run beside a compile: 2410x256x768 timed at 24.9 ms
# (torch) against 33.6 ms (pyc), where a quiet host gives about 5 for
# either; cached, that choice handed the product to torch in every later
# compile. This process's own share said "busy" for small products, which
# pyc runs on one thread (50% of 2 cores), so a tiny model timed them in
# every process.
QUIET_SHARE = 0.8


@dataclass(frozen=True)
class MatmulShape:
    """`[batch x] m x k @ k x n` in f32; `rhs_transposed`: the right operand is
    stored n x k (as nn.Linear's weight), else k x n; `lhs_transposed`: the
    left one is stored k x m (as in a weight's gradient, x.T @ dy)."""

    batch: int
    m: int
    k: int
    n: int
    rhs_transposed: bool
    lhs_transposed: bool = False

    @property
    def flops(self) -> int:
        return 2 * self.batch * self.m * self.n * self.k

    def __str__(self) -> str:
        batch = f"{self.batch}x" if self.batch > 1 else ""
        lhs = "x.T, " if self.lhs_transposed else ""
        return f"{batch}{self.m}x{self.k}x{self.n} ({lhs}{'w.T' if self.rhs_transposed else 'w'})"


@dataclass(frozen=True)
class MatmulChoice:
    """The timings (seconds, min over calls) behind a choice; None if untimed."""

    shape: MatmulShape
    library_s: float | None
    pyc_s: float | None

    @property
    def library(self) -> bool:
        return self.library_s is not None and self.pyc_s is not None \
            and self.library_s * LIBRARY_MARGIN < self.pyc_s

    def __str__(self) -> str:
        if self.library_s is None or self.pyc_s is None:
            return f"{self.shape}: below {MIN_FLOPS} flops, untimed -> pyc"
        return (f"{self.shape}: torch {self.library_s * 1e3:.3f} ms, "
                f"pyc {self.pyc_s * 1e3:.3f} ms -> {'torch' if self.library else 'pyc'}")


def pyc_matmul_text(shape: MatmulShape) -> str:
    """A pyc function computing one product of `shape` (a one-kernel graph
    once fused), taking both operands in their stored layouts."""
    b = shape.batch
    lead = f"{b}x" if b > 1 else ""
    perm = "[0, 2, 1]" if b > 1 else "[1, 0]"

    def operand(name: str, rows: int, cols: int, transposed: bool) -> tuple[str, str, str]:
        """(stored type, the view op if any, the operand's SSA name)."""
        logical = f"tensor<{lead}{rows}x{cols}xf32>"
        if not transposed:
            return logical, "", f"%{name}"
        stored = f"tensor<{lead}{cols}x{rows}xf32>"
        return (stored, f"%{name}t = pyc.transpose %{name}, permutation = {perm} : "
                f"{stored} -> {logical}\n", f"%{name}t")

    x_stored, x_view, x = operand("x", shape.m, shape.k, shape.lhs_transposed)
    w_stored, w_view, w = operand("w", shape.k, shape.n, shape.rhs_transposed)
    lhs, rhs = f"tensor<{lead}{shape.m}x{shape.k}xf32>", f"tensor<{lead}{shape.k}x{shape.n}xf32>"
    y = f"tensor<{lead}{shape.m}x{shape.n}xf32>"
    return (f"func.func @mm(%x: {x_stored}, %w: {w_stored}) -> {y} {{\n{x_view}{w_view}"
            f"%y = pyc.matmul {x}, {w} : {lhs}, {rhs} -> {y}\n"
            f"return %y : {y}\n}}\n")


# LLVM's level for the timed candidate, which is only measured: O2 gave the
# same machine speed and bit-identical results as O3 (512x768 @ 768x3072
# either layout, 48x128x64x128, 512x768x768) in 2/3 of the compile time,
# and a training step's cold compile times about 17 products.
CANDIDATE_OPT = 2


@functools.cache
def _context():
    """One MLIR context for every candidate: a cold training step tunes ~17."""
    import pycompile

    return pycompile.context(dialects=())


def _candidate(shape: MatmulShape):
    """`shape`'s product as a fused pyc module, in the current context: the
    graph pipeline's output, as for a product in a compiled graph."""
    from mlir import ir

    module = ir.Module.parse(pyc_matmul_text(shape))
    pipeline.run(module, pipeline.GRAPH_PIPELINE)
    return module


def compile_pyc_matmul(shape: MatmulShape, opt_level: int = CANDIDATE_OPT):
    """`shape`'s product compiled by pycompile for this CPU: a CpuGraph."""
    with _context():
        try:
            return compile_graph(_candidate(shape), opt_level)
        except pipeline.PipelineError as error:
            if error.crashed:  # the shared context is unusable now
                _context.cache_clear()
            raise


def _fastest(*fns) -> list[float]:
    """The fastest call of each of `fns`, which take turns (so that a burst of
    other load hits all alike) for at least 3 rounds and BUDGET_S seconds
    each; or 2 rounds, once one is over DECISIVE times slower than another
    (the choice is clear, and a slow kernel's calls are what a cold compile
    waits for). Never one round: first calls are not alike. torch's first
    call of a new shape took 7x its later ones (bmm 48x128x64x128: 3.1
    against 0.44 ms), and deciding on it handed that product to pyc; the
    second call outdoes it. (An untimed warm-up call did the same, for one
    call more of each: 0.3-0.4 s of a cold training step's compile.)"""
    best, spent, rounds = [float("inf")] * len(fns), 0.0, 0
    while rounds < 3 or spent < BUDGET_S * len(fns):
        for index, fn in enumerate(fns):
            start = time.perf_counter()
            fn()
            seconds = time.perf_counter() - start
            best[index] = min(best[index], seconds)
            spent += seconds
        rounds += 1
        if rounds >= 2 and max(best) > DECISIVE * min(best):
            break
    return best


_NORMAL = torch.empty(0)


def _operands(shape: MatmulShape) -> tuple[torch.Tensor, torch.Tensor]:
    """Both operands, standard normal values: views of one pool drawn once and
    grown as needed (drawing each shape's anew took 0.2-0.3 s of a cold
    training step's compile), the two from disjoint parts of it."""
    global _NORMAL
    lead = (shape.batch,) if shape.batch > 1 else ()
    x_shape = (*lead, *((shape.k, shape.m) if shape.lhs_transposed else (shape.m, shape.k)))
    w_shape = (*lead, *((shape.n, shape.k) if shape.rhs_transposed else (shape.k, shape.n)))
    x_count = math.prod(x_shape)
    count = x_count + math.prod(w_shape)
    if _NORMAL.numel() < count:
        _NORMAL = torch.randn(count)
    return _NORMAL[:x_count].view(x_shape), _NORMAL[x_count:count].view(w_shape)


def time_matmul(shape: MatmulShape, threads: int, graph) -> MatmulChoice:
    """Times torch.matmul and pycompile's kernel for it (`graph`, a CpuGraph
    of `pyc_matmul_text(shape)`) on `shape` with `threads`."""
    x, w = _operands(shape)
    lhs = x.transpose(-1, -2) if shape.lhs_transposed else x
    rhs = w.transpose(-1, -2) if shape.rhs_transposed else w
    graph.threads = threads
    library_s, pyc_s = _fastest(lambda: torch.matmul(lhs, rhs), lambda: graph(x, w))
    return MatmulChoice(shape, library_s, pyc_s)


def tuning_path() -> Path:
    """The tuning cache: JSON, one entry per key (see `_key`)."""
    return cache_dir() / "tuning.json"


# How choices are timed, part of the key: entries timed another way are
# timed again (a build that counted first calls handed products to pyc wrongly).
_METHOD = (f"no warm-up, budget {BUDGET_S}, decisive {DECISIVE} after 2 rounds, "
           f"candidate O{CANDIDATE_OPT}")


@functools.cache
def _build_key() -> str:
    host = CpuTarget.host()
    text = "\0".join((torch.__version__, host.cpu, host.feature_string, compiler_digest(),
                      _METHOD))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _key(shape: MatmulShape, threads: int) -> str:
    s = shape
    return (f"{_build_key()}:t{threads}:{s.batch}x{s.m}x{s.k}x{s.n}:"
            f"{int(s.rhs_transposed)}{int(s.lhs_transposed)}")


def _load() -> dict:
    try:
        entries = json.loads(tuning_path().read_text())
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as error:
        log.warning("unreadable tuning cache %s (%s): timing again", tuning_path(), error)
        return {}
    return entries if isinstance(entries, dict) else {}


def _store(key: str, choice: MatmulChoice) -> None:
    """Adds one entry (read, update, atomic replace); failure only logs."""
    path = tuning_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        entries = _load()
        entries[key] = {"library_s": choice.library_s, "pyc_s": choice.pyc_s}
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-tuning-")
        with os.fdopen(fd, "w") as file:
            json.dump(entries, file, indent=0)
        os.replace(tmp, path)
    except OSError as error:
        log.warning("cannot write tuning cache %s: %s", path, error)


# Choices timed on a busy host, by key: this process's only (QUIET_SHARE).
_UNSTORED: dict[str, MatmulChoice] = {}


def _cached(shape: MatmulShape, threads: int, entries: dict) -> MatmulChoice | None:
    """The choice for `shape` without timing (untimed small products, cache
    entries, choices this process timed on a busy host), or None."""
    if shape.flops < MIN_FLOPS:
        return MatmulChoice(shape, None, None)
    key = _key(shape, threads)
    if key in _UNSTORED:
        return _UNSTORED[key]
    entry = entries.get(key)
    if isinstance(entry, dict) and all(
            isinstance(entry.get(f), float) and entry[f] > 0 for f in ("library_s", "pyc_s")):
        return MatmulChoice(shape, entry["library_s"], entry["pyc_s"])
    return None


def choose_matmuls(shapes: list[MatmulShape], threads: int | None = None
                   ) -> list[MatmulChoice | Exception]:
    """Who computes each of `shapes` fastest on this machine: from the tuning
    cache, or timed now and recorded there. The kernels to time are compiled
    first (LLVM on several cores, each from when it is lowered: `Builder`),
    then timed one after another. A shape that fails to compile or time gets its error."""
    if not shapes:
        return []
    threads = threads or torch.get_num_threads()
    entries = _load()
    found: dict = {shape: _cached(shape, threads, entries) for shape in shapes}
    lowered = {}
    with Builder() as builder:
        for shape in [s for s, choice in found.items() if choice is None]:
            try:
                with _context():
                    lowered[shape] = lower_graph(_candidate(shape), CANDIDATE_OPT)
            except Exception as error:  # noqa: BLE001 - in its place
                found[shape] = error
                continue
            builder.add(lowered[shape])  # compiles while the next is lowered
        graphs = builder.build(list(lowered.values()))
    timed = []
    with quiet():  # (this process's compiles on the other cores wait)
        before = _load_sample()
        for shape, graph in zip(lowered, graphs):
            try:
                if isinstance(graph, Exception):
                    raise graph
                found[shape] = time_matmul(shape, threads, graph)
                timed.append(shape)
            except Exception as error:  # noqa: BLE001 - in its place
                found[shape] = error
        busy = _others_share(before, _load_sample(), threads)
    for shape in timed:
        if busy > 1 - QUIET_SHARE:
            log.info("tuned %s on a busy host (others %.0f%% of its CPU time): not cached",
                     found[shape], 100 * busy)
            _UNSTORED[_key(shape, threads)] = found[shape]
        else:
            log.info("tuned %s", found[shape])
            _store(_key(shape, threads), found[shape])
    return [found[shape] for shape in shapes]


def _load_sample() -> tuple[float, float, tuple[float, int] | None]:
    """Wall time, this process's CPU time, and the host's busy CPU seconds
    and CPU count (/proc/stat; None where there is none)."""
    try:
        lines = Path("/proc/stat").read_text().splitlines()
        # user nice system idle iowait irq softirq steal (guest is in user)
        fields = [int(x) for x in lines[0].split()[1:9]]
        host = ((sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK"),
                sum(1 for line in lines if line[:3] == "cpu" and line[3:4].isdigit()))
    except (OSError, ValueError, IndexError):
        host = None
    return time.perf_counter(), time.process_time(), host


def _others_share(before, after, threads: int) -> float:
    """The share of the host's CPU time other processes took between two
    samples (without /proc/stat: 1 less this process's share of `threads`)."""
    wall = max(after[0] - before[0], 1e-9)
    own = after[1] - before[1]
    if before[2] is None or after[2] is None:
        return 1 - own / (wall * threads)
    return max(0.0, (after[2][0] - before[2][0] - own) / (wall * after[2][1]))


def choose_matmul(shape: MatmulShape, threads: int | None = None) -> MatmulChoice:
    """`choose_matmuls` for one shape; raises its error."""
    (choice,) = choose_matmuls([shape], threads)
    if isinstance(choice, Exception):
        raise choice
    return choice


__all__ = ["MatmulChoice", "MatmulShape", "choose_matmul", "choose_matmuls", "compile_pyc_matmul",
           "pyc_matmul_text", "time_matmul", "tuning_path"]
