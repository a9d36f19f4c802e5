"""How pass pipelines run. Each pipeline is defined once, registered in C++
(compiler/Pipelines/Pipelines.cpp), so that `pycompile-opt` runs it by name:
`pycompile-opt --pass-pipeline='builtin.module(pyc-graph-pipeline)'`.

`pycompile.jit` runs the graph pipeline one pass at a time (`stages`), so
that every stage can be timed and dumped.

`run` runs a pipeline with crash recovery: a pass that fails or crashes (an
assertion, an LLVM fatal error, a bad memory access) raises `PipelineError`
and leaves a reproducer file that `pycompile-opt --run-reproducer` replays;
the process lives on.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import tempfile
from pathlib import Path

from mlir import ir
from mlir.passmanager import PassManager

from pycompile import _native

# Graph level, after import, for every target: imported pyc to kernels
# (`pyc.kernel` regions). The kernel level below it is the target's
# (`Target.pipeline`).
GRAPH_PIPELINE = "builtin.module(pyc-graph-pipeline)"


@functools.cache
def stages(pipeline: str) -> tuple[str, ...]:
    """The passes `pipeline` runs, its registered pipelines expanded (as
    `pycompile-opt --dump-pass-pipeline` prints them), each a pipeline of
    its own: `builtin.module(func.func(pyc-fuse))`. Raises `ir.MLIRError`
    if `pipeline` does not parse."""
    import pycompile

    with pycompile.context(dialects=()):
        text = str(PassManager.parse(pipeline))
    anchor, _, body = text[:-1].partition("(")
    entries, depth, start = [], 0, 0
    for index, char in enumerate(body):
        depth += (char in "({") - (char in ")}")
        if char == "," and depth == 0:
            entries.append(body[start:index])
            start = index + 1
    entries.append(body[start:])
    return tuple(f"{anchor}({entry})" for entry in entries)


def stage_name(entry: str) -> str:
    """`builtin.module(func.func(pyc-fuse))` -> `pyc-fuse`: the pass a
    pipeline entry runs (without its options: `pyc-tile{cache-bytes=1}` ->
    `pyc-tile`)."""
    return entry.rsplit("(", 1)[-1].rstrip(")").split("{")[0]


class PipelineError(ir.MLIRError):
    """A pass pipeline failed (`crashed` false) or crashed (true: recovered;
    the module it ran on is lost, and its context must not be used again).
    `reproducer`: the file holding the module as it was before the run and
    the pipeline, for `pycompile-opt --run-reproducer`, if one was written."""

    def __init__(self, message: str, diagnostics: list, crashed: bool,
                 reproducer: Path | None) -> None:
        super().__init__(message, diagnostics)
        self.crashed = crashed
        self.reproducer = reproducer

    def __str__(self) -> str:
        text = super().__str__()
        if self.reproducer is not None:
            text += f"\nreplay: pycompile-opt --run-reproducer {self.reproducer}"
        return text


# Modules a crash left half rewritten, kept from destruction: destroying an
# op whose results still have uses ends the process (an LLVM fatal error).
_CRASHED: list[ir.Module] = []
_scratch_names = itertools.count()


def scratch_reproducer(name: str) -> Path:
    """Where a reproducer goes when there is no dump directory: this user's
    directory in the temp dir (made only when a reproducer is written), a
    file name of this process's own."""
    return (Path(tempfile.gettempdir()) / f"pycompile-reproducers-{os.getuid()}"
            / f"{os.getpid()}-{next(_scratch_names)}-{name}.mlir")


@contextlib.contextmanager
def collected_errors(context: ir.Context):
    """The error diagnostics `context` emits inside the block, as a list;
    warnings and remarks go on to the other handlers."""
    errors: list[ir.DiagnosticInfo] = []

    def collect(diagnostic: ir.Diagnostic) -> bool:
        if diagnostic.severity != ir.DiagnosticSeverity.ERROR:
            return False
        errors.append(ir.DiagnosticInfo(diagnostic))
        return True

    handler = context.attach_diagnostic_handler(collect)
    try:
        yield errors
    finally:
        handler.detach()


def run(module: ir.Module, pipeline: str, reproducer: Path | str | None = None) -> None:
    """Runs the textual `pipeline` ("builtin.module(...)") on `module` in
    place, on one thread, with crash recovery; raises `PipelineError` with
    the diagnostics if a pass fails or crashes, after writing a reproducer
    to `reproducer` (`scratch_reproducer()` if None)."""
    reproducer = Path(reproducer or scratch_reproducer(stage_name(pipeline)))
    with collected_errors(module.context) as errors:
        status = _native.run_pipeline(module.operation, pipeline, str(reproducer))
    if status == _native.PIPELINE_SUCCEEDED:
        return
    crashed = status == _native.PIPELINE_CRASHED
    if crashed:
        _CRASHED.append(module)
    raise PipelineError(
        f"{'Crash' if crashed else 'Failure'} while executing pass pipeline {pipeline}",
        errors, crashed, reproducer if reproducer.exists() else None)
