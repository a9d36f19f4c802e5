"""What `pycompile.explain` reports: graphs, breaks, fallbacks, stage times."""

from __future__ import annotations

import contextlib
import contextvars
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field


@dataclass
class Fallback:
    """An op that did not go through pyc, and why."""

    op: str
    reason: str
    location: str


@dataclass
class GraphBreak:
    reason: str
    location: str


@dataclass
class GraphReport:
    """One graph handed to the backend (a forward or a backward graph)."""

    index: int
    ops: Counter = field(default_factory=Counter)
    imported_ops: Counter = field(default_factory=Counter)
    fallbacks: list[Fallback] = field(default_factory=list)
    partitions: int = 0
    stage_seconds: dict[str, float] = field(default_factory=dict)
    compile_seconds: float = 0.0  # all of pycompile's work on the graph
    failure: str | None = None
    kernels: list[str] = field(default_factory=list)
    pyc: list[str] = field(default_factory=list)
    # Each part's arguments as traced (`backend._traced_inputs`), for a profile.
    pyc_inputs: list[list] = field(default_factory=list)
    # target="cpu": the arenas' bytes (the memory plan's peak) against one
    # buffer per intermediate tensor, summed over the graph's parts.
    arena_bytes: int | None = None
    naive_bytes: int | None = None
    # Each matrix product, who computes it (torch or pyc) and why (on the
    # CPU, the timings behind that choice).
    matmuls: list[str] = field(default_factory=list)
    # target="auto": parts the CPU code generator could not take (first op
    # and error), run by the reference executor instead.
    reference_parts: list[str] = field(default_factory=list)
    # A training graph's (forward and backward alike): whose backward runs,
    # pycompile's (pyc-autodiff) or AOTAutograd's, and why
    # (`training.Derivation`).
    derivation: object | None = None
    # The target that compiled the graph's parts, and with
    # `explain(profile=True)` each kernel's time against the machine's
    # ceilings (`targets.cpu.profile.KernelProfile`), or why there is none.
    target: str | None = None
    profile: list = field(default_factory=list)
    profile_note: str | None = None

    @property
    def fully_imported(self) -> bool:
        return not self.fallbacks and self.failure is None


@dataclass
class ExplainReport:
    graphs: list[GraphReport] = field(default_factory=list)
    graph_breaks: list[GraphBreak] = field(default_factory=list)
    # What the compiled function returned on the explained call: a caller
    # checking it against eager need not compile and run it a second time.
    result: object = None

    @property
    def graph_count(self) -> int:
        return len(self.graphs)

    @property
    def fallbacks(self) -> list[Fallback]:
        return [f for g in self.graphs for f in g.fallbacks]

    @property
    def kernels(self) -> list[str]:
        return [k for g in self.graphs for k in g.kernels]

    @property
    def reference_parts(self) -> list[str]:
        return [p for g in self.graphs for p in g.reference_parts]

    def __str__(self) -> str:
        lines = [f"pycompile: {self.graph_count} graph(s), {len(self.graph_breaks)} graph break(s)"]
        for brk in self.graph_breaks:
            lines.append(f"  graph break at {brk.location}: {brk.reason}")
        for g in self.graphs:
            total = sum(g.ops.values())
            imported = sum(g.imported_ops.values())
            lines.append(
                f"graph {g.index}: {total} ops, {imported} through pyc in {g.partitions} part(s)"
            )
            times = ", ".join(f"{k} {v * 1e3:.1f} ms" for k, v in g.stage_seconds.items())
            lines.append(f"  compile time: {g.compile_seconds * 1e3:.1f} ms"
                         + (f" (of which {times})" if times else ""))
            if g.derivation is not None:
                lines.append(f"  {g.derivation}")
            if g.failure:
                lines.append(f"  fell back to eager: {g.failure}")
            for f in g.fallbacks:
                lines.append(f"  eager: {f.op} at {f.location}: {f.reason}")
            if g.kernels:
                lines.append(f"  {len(g.kernels)} kernel(s):")
                lines.extend(f"    {k}" for k in g.kernels)
            for part in g.reference_parts:
                lines.append(f"  reference executor (no code for it on this target): {part}")
            if g.matmuls:
                lines.append("  matrix products (who computes each, and why; where torch "
                             "runs the product, pyc runs the rest):")
                lines.extend(f"    {m}" for m in g.matmuls)
            if g.arena_bytes is not None:
                lines.append(f"  arena: {g.arena_bytes} bytes "
                             f"(one buffer per intermediate: {g.naive_bytes} bytes)")
            if g.profile:
                lines.append("  kernels, each timed alone and in its graph (the rate and "
                             f"compute columns are of its time alone):\n"
                             f"    {g.profile[0].HEADER}")
                lines.extend(f"    {p}" for p in g.profile)
                lines.append(
                    f"    kernels in graph {sum(p.in_graph for p in g.profile) * 1e3:.3f} ms, "
                    f"of which waited {sum(p.waited for p in g.profile) * 1e3:.3f} ms; "
                    f"alone {sum(p.seconds for p in g.profile) * 1e3:.3f} ms")
            if g.profile_note:
                lines.append(f"  profile: {g.profile_note}")
        return "\n".join(lines)


# The report being filled by the backend while `explain` runs, if any.
ACTIVE: contextvars.ContextVar[ExplainReport | None] = contextvars.ContextVar(
    "pycompile_report", default=None
)


@contextlib.contextmanager
def reporting() -> Iterator[ExplainReport]:
    """The report of every graph the backend compiles inside the block (the
    `explain` of code that runs more than one call: a training step)."""
    report = ExplainReport()
    token = ACTIVE.set(report)
    try:
        yield report
    finally:
        ACTIVE.reset(token)
