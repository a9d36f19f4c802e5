"""The pass pipelines, each defined once.

`pycompile.jit` runs these lists through `mlir.passmanager.PassManager`, one
pass at a time so every stage can be dumped; `pycompile-opt` runs the same
passes by name: `pycompile-opt --pass-pipeline="builtin.module(canonicalize,cse)"`.
"""

from __future__ import annotations

# Graph level, after import: fold what the importer made explicit (broadcast
# scalars, no-op converts and reshapes) and share equal subexpressions.
GRAPH_PIPELINE: tuple[str, ...] = ("canonicalize", "cse")


def as_text(passes: tuple[str, ...] = GRAPH_PIPELINE) -> str:
    """The textual pipeline for `PassManager.parse` and `pycompile-opt`."""
    return f"builtin.module({','.join(passes)})"
