"""The GPU benches time their modes and compilers in turns (the GPU
machine's host is shared, and its speed drifts between runs by more than the
modes differ): `bench/gpu_models.py`'s `_interleaved` and
`bench/distributed.py`'s `_turns`, called here with stand-in steps."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import torch

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_gpu_models_modes_take_turns():
    """After each mode's warm-up, each turn is an untimed call, then its
    timed ones; the modes alternate, so a slow stretch of the host falls on
    each of them."""
    order = []
    steps = {mode: (lambda mode=mode: order.append(mode)) for mode in ("a", "b")}
    seconds = _load("gpu_models")._interleaved(steps, 6, "cpu", turns=3)
    # (16 calls of warm-up each on the CPU, where pycompile's graphs settle
    # their thread count.)
    assert order == ["a"] * 16 + ["b"] * 16 + (["a"] * 3 + ["b"] * 3) * 3
    assert sorted(seconds) == ["a", "b"]


def test_distributed_compilers_take_turns_and_a_failing_one_stops():
    """The steps after the warm-up, in turns: every compiler runs them all
    (its losses continue its warm-up's), a turn's first step untimed; a
    compiler whose step raises stops with its error and the others go on."""
    bench = _load("distributed")
    order = []

    def step(name, fails_at=None):
        def run():
            order.append(name)
            if fails_at is not None and order.count(name) == fails_at:
                raise RuntimeError(f"{name} failed")
            return torch.tensor(float(len(order)))
        return run

    states = {name: {"step": step(name, fails), "losses": [torch.tensor(0.0)] * bench.WARMUP,
                     "seconds": [], "rank": 0, "title": name}
              for name, fails in (("eager", None), ("broken", 2), ("pycompile", None))}
    bench._turns(states, 11, torch.device("cpu"), turns=4)  # 8 steps after 3
    assert order[:6] == ["eager", "eager", "broken", "broken", "pycompile", "pycompile"]
    assert len(states["eager"]["losses"]) == len(states["pycompile"]["losses"]) == 11
    assert len(states["eager"]["seconds"]) == 4  # a step a turn timed, of two
    assert states["broken"]["error"] == "RuntimeError: broken failed"
    assert "error" not in states["eager"] and "error" not in states["pycompile"]
