"""Process replay: the compiler's output on a fixed corpus, against snapshots.

Each graph of `test/replay/corpus/` (graph-level pyc, imported from a small
torch function by `test/replay/make_corpus.py`) runs through
`pyc-graph-pipeline`, then the CPU pipeline pass by pass and, separately,
`pyc-gpu-pipeline` and the Triton translation (or its error, for a graph
with kernels that have no Triton form yet). The text at a few stages must
equal the snapshot checked in under `test/replay/snapshots/<case>/`; a
mismatch prints the unified diff. A change meant to leave code generation
alone (a refactor) must keep every snapshot; one that changes it shows what
it changes, case by case. `PYCOMPILE_UPDATE_REPLAY=1` rewrites the
snapshots instead of comparing (docs/developing.md, "Process replay").
"""

from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest
from mlir import ir

import pycompile
from pycompile import _native, pipeline

REPLAY = Path(__file__).resolve().parents[1] / "replay"
CORPUS = sorted((REPLAY / "corpus").glob("*.mlir"))
UPDATE = os.environ.get("PYCOMPILE_UPDATE_REPLAY") == "1"

# The corpus's modules carry no `pyc.target`: the passes schedule for the
# default targets (an AVX-512 core with 2 MiB of L2, an H100 or H200), not
# for the host, so the snapshots do not depend on the machine that replays them.
CPU_PIPELINE = "builtin.module(pyc-cpu-pipeline)"
GPU_PIPELINE = "builtin.module(pyc-gpu-pipeline)"
# CPU passes after which the module is a snapshot, by file name.
CPU_SNAPSHOTS = {"pyc-plan-memory": "plan-memory.mlir", "pyc-to-loops": "to-loops.mlir"}


def _outputs(source: str) -> dict[str, str]:
    """Snapshot file name -> the text the compiler gives for `source`."""
    outputs = {}
    with pycompile.context():
        graph = ir.Module.parse(source)
        pipeline.run(graph, pipeline.GRAPH_PIPELINE)
        outputs["graph.mlir"] = fused = str(graph)

        cpu = ir.Module.parse(fused)
        for stage in pipeline.stages(CPU_PIPELINE):
            pipeline.run(cpu, stage)
            name = CPU_SNAPSHOTS.get(pipeline.stage_name(stage))
            if name:
                outputs[name] = str(cpu)
        outputs["llvm.mlir"] = str(cpu)

        gpu = ir.Module.parse(fused)
        pipeline.run(gpu, GPU_PIPELINE)
        outputs["gpu.mlir"] = str(gpu)
        with pipeline.collected_errors(gpu.context) as errors:
            triton = _native.translate_to_triton(gpu.operation)
        # Kernels the GPU target leaves to torch (products, scans, lookups)
        # have no Triton form: the translation's refusal is the output then.
        if triton is None:
            outputs["triton.err"] = "".join(f"{e.message}\n" for e in errors)
        else:
            outputs["triton.py"] = triton
    return outputs


@pytest.mark.parametrize("source", CORPUS, ids=lambda path: path.stem)
def test_replay_matches_snapshots(source: Path):
    snapshots = REPLAY / "snapshots" / source.stem
    outputs = _outputs(source.read_text())
    if UPDATE:
        snapshots.mkdir(parents=True, exist_ok=True)
        for stale in set(p.name for p in snapshots.iterdir()) - outputs.keys():
            (snapshots / stale).unlink()
        for name, text in outputs.items():
            (snapshots / name).write_text(text)
        return
    diffs = []
    for name, text in outputs.items():
        path = snapshots / name
        if not path.exists():
            diffs.append(f"{path.relative_to(REPLAY)} is missing")
            continue
        expected = path.read_text()
        if text != expected:
            diffs.append("".join(difflib.unified_diff(
                expected.splitlines(keepends=True), text.splitlines(keepends=True),
                f"snapshot/{source.stem}/{name}", f"replay/{source.stem}/{name}")))
    if diffs:
        pytest.fail("the compiler's output differs from the snapshots "
                    "(PYCOMPILE_UPDATE_REPLAY=1 rewrites them):\n" + "\n".join(diffs),
                    pytrace=False)


def test_corpus_is_not_empty():
    assert len(CORPUS) >= 12, f"{REPLAY / 'corpus'} lost its graphs"
