"""`bench/gpu_models.py`'s Hugging Face models (GPT-2, LLaMA, Qwen2, BERT,
ViT, as `transformers` builds them) at a tiny size through Triton's
interpreter on the CPU: the GPU target's kernels, through `pycompile.jit`,
give eager's logits, loss and gradients (within eager's own bf16 error),
and every model trains with pycompile's backward. The bench
prints one row per model, step and mode; this reads them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench" / "gpu_models.py"
MODELS = ["gpt2", "llama", "qwen2", "bert", "vit"]
MODES = ["eager", "pycompile"]  # (the backend's path: test_jit.py, test_semantics.py)


def test_models_through_the_triton_interpreter(tmp_path):
    env = dict(os.environ, PYCOMPILE_CACHE_DIR=str(tmp_path / "cache"),
               TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor"))
    run = subprocess.run(
        [sys.executable, str(BENCH), "--tiny", "--device", "cpu", "--iters", "0",
         "--models", ",".join(MODELS), "--modes", ",".join(MODES)],
        capture_output=True, text=True, env=env, timeout=1200)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    rows = [line for line in run.stdout.splitlines()
            if re.match(rf"({'|'.join(MODELS)})\s+(infer|train)\s", line)]
    assert len(rows) == len(MODELS) * 2 * len(MODES), run.stdout
    for row in rows:
        assert "(ok)" in row, row
        model, step, mode = row.split()[:3]
        if mode != "eager":  # compiled: graphs (forwards and backwards), parts in them
            graphs, parts = map(int, re.search(r"(\d+) graphs (\d+) parts", row).groups())
            assert graphs >= 1 and parts >= graphs, row
        # (ViT's patch convolution runs in torch; pyc.convolution's rule
        # differentiates it.)
        if step == "train" and mode != "eager":
            assert "backward by pycompile" in row, row


def test_nodes_profile_splits_a_steps_host_time(tmp_path):
    """`--profile nodes` (here through `bench/vision.py`, which shares the
    runner, on the CPU target): a pycompile training step's host time, its
    graphs' (the forward and the backward) and within them the parts',
    the views' and each of torch's ops'."""
    env = dict(os.environ, PYCOMPILE_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run(
        [sys.executable, str(BENCH.parent / "vision.py"), "--device", "cpu", "--models", "unet",
         "--size", "16", "--batch", "1", "--iters", "2", "--steps", "train",
         "--modes", "pycompile", "--profile", "nodes"],
        capture_output=True, text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    line = next(line for line in run.stdout.splitlines()
                if line.startswith("# nodes: unet train pycompile:"))
    kinds = dict(re.findall(r"([\w]+) [\d.]+ ms x(\d+)", line))
    assert kinds["graphs"] == "2", line  # the forward, the backward
    assert int(kinds["parts"]) >= 2 and "convolution" in kinds and "views" in kinds, line


def test_host_profile_calls_graphs_and_parts_alone(tmp_path):
    """`--profile host`: a step's host time, then each compiled graph and
    each part called alone with its last arguments. Its recorders stand in
    for `CompiledPart.function`, whichever form the graph calls (a part
    whose layouts the graph makes calls it bare): a signature they did not
    take made every graph fail to compile and run in eager."""
    env = dict(os.environ, PYCOMPILE_CACHE_DIR=str(tmp_path / "cache"))
    run = subprocess.run(
        [sys.executable, str(BENCH.parent / "vision.py"), "--device", "cpu", "--models", "unet",
         "--size", "16", "--batch", "1", "--iters", "2", "--steps", "train",
         "--modes", "pycompile", "--profile", "host", "--channels-last"],
        capture_output=True, text=True, env=env, timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    assert "failed to compile" not in run.stderr, run.stderr[-3000:]
    graphs = re.findall(r"#   graph \d+: [\d.]+ ms alone", run.stdout)
    parts = re.search(r"#   its (\d+) parts: [\d.]+ ms alone", run.stdout)
    assert len(graphs) == 2 and parts and int(parts.group(1)) >= 2, run.stdout
