"""The pass pipelines, each defined once, and how they run.

`pycompile.jit` runs these lists one pass at a time so every stage can be
dumped; `pycompile-opt` runs the same list:
`pycompile-opt --pass-pipeline="$(python -m pycompile.pipeline)"`.

`run` runs a pipeline with crash recovery: a pass that fails or crashes (an
assertion, an LLVM fatal error, a bad memory access) raises `PipelineError`
and leaves a reproducer file that `pycompile-opt --run-reproducer` replays;
the process lives on.
"""

from __future__ import annotations

import itertools
import os
import tempfile
from pathlib import Path

from mlir import ir

from pycompile import _native

# Graph level, after import: fold what the importer made explicit (broadcast
# scalars, no-op converts and reshapes), rewrite composite ops into primitive
# ones (and move reshapes below pointwise ops), fold again (reshapes that met
# their inverse), share equal subexpressions, then group the ops into kernels. The
# kernel level below is target-specific: `pyc-cpu-pipeline` (C++ registered).
GRAPH_PIPELINE: tuple[str, ...] = (
    "canonicalize", "func.func(pyc-decompose)", "canonicalize", "cse", "func.func(pyc-fuse)",
)


def as_text(passes: tuple[str, ...] = GRAPH_PIPELINE) -> str:
    """The textual pipeline for `PassManager.parse` and `pycompile-opt`."""
    return f"builtin.module({','.join(passes)})"


def stage_name(entry: str) -> str:
    """`func.func(pyc-fuse)` -> `pyc-fuse`: the pass a pipeline entry runs
    (without its options: `pyc-tile{cache-bytes=1}` -> `pyc-tile`)."""
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


def run(module: ir.Module, pipeline: str, reproducer: Path | str | None = None) -> None:
    """Runs the textual `pipeline` ("builtin.module(...)") on `module` in
    place, on one thread, with crash recovery; raises `PipelineError` with
    the diagnostics if a pass fails or crashes, after writing a reproducer
    to `reproducer` (`scratch_reproducer()` if None)."""
    reproducer = Path(reproducer or scratch_reproducer(stage_name(pipeline)))
    errors: list[ir.DiagnosticInfo] = []

    def collect(diagnostic: ir.Diagnostic) -> bool:
        if diagnostic.severity != ir.DiagnosticSeverity.ERROR:
            return False  # warnings and remarks go on to the other handlers
        errors.append(ir.DiagnosticInfo(diagnostic))
        return True

    handler = module.context.attach_diagnostic_handler(collect)
    try:
        status = _native.run_pipeline(module.operation, pipeline, str(reproducer))
    finally:
        handler.detach()
    if status == _native.PIPELINE_SUCCEEDED:
        return
    crashed = status == _native.PIPELINE_CRASHED
    if crashed:
        _CRASHED.append(module)
    raise PipelineError(
        f"{'Crash' if crashed else 'Failure'} while executing pass pipeline {pipeline}",
        errors, crashed, reproducer if reproducer.exists() else None)


if __name__ == "__main__":
    print(as_text())
