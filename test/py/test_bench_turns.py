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


class _Model(torch.nn.Module):
    """A model as the GPU bench calls one: `model(x=..., labels=...)` with
    `.logits` and, given labels, `.loss`; its input in its own dtype."""

    def __init__(self):
        super().__init__()
        self.linear = torch.nn.Linear(4, 3)

    def forward(self, x, labels=None):
        logits = torch.relu(self.linear(x.to(self.linear.weight.dtype)))
        loss = None if labels is None else \
            torch.nn.functional.cross_entropy(logits.float(), labels)
        return type("Output", (), {"logits": logits, "loss": loss})


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


def test_a_float32_error_past_eagers_is_checked_in_float64():
    """A mode whose float32 result strays past eager's error is run again
    in float64 (`_rounding_or_fault`): equal to the float64 reference there,
    the difference was rounding (a ReLU's input within rounding of zero);
    not equal, it is a fault."""
    bench = _load("gpu_models")

    torch.manual_seed(0)
    reference = _Model().double()
    inputs, labels = {"x": torch.randn(5, 4, dtype=torch.float64)}, torch.randint(0, 3, (5,))
    expected = bench._step(reference, inputs, labels, True)
    grads = [p.grad.clone() for p in reference.parameters()]

    def scaled(module):  # a fault: every weight's gradient twice what it is
        module.linear.weight.register_hook(lambda g: 2 * g)
        return module

    check = bench._rounding_or_fault
    assert check(lambda m: m, reference, inputs, labels, True, expected, grads).startswith(
        "ok: rounding")
    assert check(scaled, reference, inputs, labels, True, expected, grads).startswith(
        "ERROR TOO LARGE")


def test_a_failing_or_nan_mode_is_a_row_of_its_own(capsys):
    """A compiler that raises (Inductor's AVX2 code on an Emerald Rapids
    host indexed out of bounds in a UNet's training step) is reported as
    FAILED and the other modes go on; a NaN result is a fault, never
    rounding (its float64 rerun may well be right)."""
    bench = _load("gpu_models")

    def broken(module):
        def call(**kwargs):
            raise RuntimeError("index out of bounds\nmore")
        return call

    def nan_once(module):  # float32 NaN, float64 (the rerun) right
        def call(**kwargs):
            out = module(**kwargs)
            if out.logits.dtype == torch.float32:
                out.logits = out.logits * float("nan")
            return out
        return call

    modes = {"eager": lambda m: m, "broken": broken, "nan": nan_once}
    batch = lambda device: ({"x": torch.randn(5, 4)}, torch.randint(0, 3, (5,)))  # noqa: E731
    bench.run_case("tiny", _Model, batch, False, torch.float32, modes, 0, "cpu", "cpu")
    rows = {line.split()[2]: line for line in capsys.readouterr().out.splitlines()}
    assert "(ok)" in rows["eager"]
    assert "FAILED: RuntimeError: index out of bounds" in rows["broken"]
    assert "ERROR: NOT FINITE" in rows["nan"]
