"""The pass pipelines, each defined once.

`pycompile.jit` runs these lists through `mlir.passmanager.PassManager`, one
pass at a time so every stage can be dumped; `pycompile-opt` runs the same
list: `pycompile-opt --pass-pipeline="$(python -m pycompile.pipeline)"`.
"""

from __future__ import annotations

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


if __name__ == "__main__":
    print(as_text())
