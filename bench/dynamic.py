"""Dynamic shapes: one compile for every (batch, sequence) pair.

    python bench/dynamic.py [--train] [--shapes 20] [--static 5] [--threads N]

A GPT-style model's forward (`test/py/models.py` GPT, hidden 256, 4 heads,
2 blocks, vocabulary 512; inference, float32), or with `--train` one
training step (forward, cross-entropy, backward; each compiler trains its
own copy of the model), over `--shapes` distinct
(batch, sequence) pairs, batch 1-8 and sequence 17-512, in random order,
then again. Compilers, each in the same process on the same inputs:

- eager PyTorch;
- `torch.compile(dynamic=True)` (Inductor);
- `pycompile.jit` with the default (static first; on a second shape Dynamo
  makes the changed dims symbolic and pycompile compiles that graph once);
- `pycompile.jit(dynamic=True)` (symbolic from the first call);
- `pycompile.jit` compiled static for one shape, for the first `--static`
  shapes (a fresh compile each): what a compile per shape would give.

Printed: compiles per compiler (graphs handed to the backend), the total
time of the first pass over the shapes (compiles included), and per shape
the median call time of the second pass and the ratios. In the second pass
the compilers take turns call by call on each shape, so that the host's
swings in speed (seen here: a 2-core VM whose calls moved between two
speeds 15% apart, within one process) fall on all of them alike. Each
result (with `--train`, the loss and every gradient) is checked against
eager first, and pycompile's code is the CPU target's for every part: a
part it could not compile, or an op left to eager, stops the bench.
"""

from __future__ import annotations

import argparse
import copy
import math
import random
import statistics
import sys
import time
from pathlib import Path

import torch

import pycompile
from pycompile import backend
from pycompile.report import reporting
from pycompile.targets.cpu.machine import CpuTarget

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test" / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from cpu import _cpu_model, load_line  # noqa: E402

from models import GPT  # noqa: E402

VOCAB, WIDTH, HEADS, LAYERS, LONGEST = 512, 256, 4, 2, 512
CALLS = 5


def shapes(count: int) -> list[tuple[int, int]]:
    rng, seen = random.Random(0), set()
    while len(seen) < count:
        seen.add((rng.randint(1, 8), rng.randint(17, LONGEST)))
    pairs = sorted(seen)
    rng.shuffle(pairs)
    return pairs


def inputs(b: int, t: int) -> tuple[torch.Tensor, torch.Tensor]:
    gen = torch.Generator().manual_seed(b * 1000 + t)
    return (torch.randint(0, VOCAB, (b, t), generator=gen),
            torch.randint(0, VOCAB, (b, t), generator=gen))


def turns(fns: dict, args) -> dict[str, float]:
    """The median time of a call of each of `fns` on `args`, the functions
    taking turns call by call (CALLS rounds)."""
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(CALLS):
        for name, fn in fns.items():
            start = time.perf_counter()
            fn(*args)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(t) for name, t in times.items()}


def generated(name: str, report) -> None:
    """Stops the bench unless every graph of `report` ran generated code:
    no graph or part left to eager, no op left to eager."""
    problems = [f"graph {g.index}: {g.failure}" for g in report.graphs if g.failure]
    problems += [f"graph {g.index}: {p}" for g in report.graphs for p in g.reference_parts]
    problems += [f"{f.op}: {f.reason}" for f in report.fallbacks]
    if problems:
        raise SystemExit(f"{name}: not all generated code: " + "; ".join(problems))


def training_step(fn, model):
    """One step of `model` through `fn`: its loss, its gradients left in
    `model`'s parameters."""

    def step(idx, targets):
        model.zero_grad(set_to_none=True)
        loss = fn(idx, targets)
        loss.backward()
        return loss

    return step


def check(step, model, eager_step, eager, args, train: bool) -> None:
    torch.testing.assert_close(step(*args), eager_step(*args), rtol=1e-4, atol=1e-4)
    if train:
        for (name, p), q in zip(model.named_parameters(), eager.parameters()):
            torch.testing.assert_close(p.grad, q.grad, rtol=1e-3, atol=1e-4,
                                       msg=lambda m, n=name: f"gradient of {n}: {m}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--shapes", type=int, default=20)
    parser.add_argument("--static", type=int, default=5)
    parser.add_argument("--threads", type=int)
    parser.add_argument("--train", action="store_true", help="time a training step")
    opts = parser.parse_args()
    if opts.threads:
        torch.set_num_threads(opts.threads)
    cfg = torch._dynamo.config
    cfg.recompile_limit = cfg.accumulated_recompile_limit = 1024
    torch.manual_seed(0)
    model = GPT(vocab=VOCAB, d=WIDTH, h=HEADS, n=LAYERS, T=LONGEST)
    model = model.train() if opts.train else model.eval()
    pairs = shapes(opts.shapes)
    target = CpuTarget.host()
    print(f"torch {torch.__version__}, threads {torch.get_num_threads()}; host {_cpu_model()}; "
          f"pycompile code for {target.cpu} ({target.vector_bits}-bit vectors)")
    job = "training step" if opts.train else "forward"
    print(f"GPT d={WIDTH} h={HEADS} n={LAYERS} vocab={VOCAB}, {job}, {len(pairs)} shapes")
    print(load_line("start"))

    compiles = {"n": 0}
    compile_graph = backend.compile_graph

    def counting(*args, **kwargs):
        compiles["n"] += 1
        return compile_graph(*args, **kwargs)

    backend.compile_graph = counting
    makers = {
        "eager": lambda f: f,
        "inductor": lambda f: torch.compile(f, dynamic=True),
        "pyc-auto": lambda f: pycompile.jit(f, target="cpu"),
        "pyc-dynamic": lambda f: pycompile.jit(f, dynamic=True, target="cpu"),
    }

    def prepare(name, make):
        """A compiler's callable: inference on `model`, or a training step
        of its own copy (the copy, for its gradients)."""
        own = copy.deepcopy(model) if opts.train else model

        def call(idx, targets):
            return own(idx, targets)

        # A code object of its own: Dynamo keeps compiled graphs, and its
        # record of which sizes changed (automatic dynamic), per code
        # object, so each compiler starts as in a fresh process and keeps
        # its graphs while the compilers take turns.
        call.__code__ = call.__code__.replace(co_name=f"{name}_call")
        fn = make(call)
        return (training_step(fn, own) if opts.train else fn), own

    eager_step, eager = prepare("reference", makers["eager"])
    first_pass, counts, steps = {}, {}, {}
    with torch.set_grad_enabled(opts.train):
        for name, make in makers.items():
            # (Dynamo's caches are per function object: each compiler's
            # model copy keeps its own compiled graphs.)
            compiles["n"] = 0
            steps[name], own = prepare(name, make)
            start = time.perf_counter()
            with reporting() as report:
                for b, t in pairs:
                    check(steps[name], own, eager_step, eager, inputs(b, t), opts.train)
            first_pass[name], counts[name] = time.perf_counter() - start, compiles["n"]
            if name.startswith("pyc"):
                generated(name, report)
        times = {name: {} for name in makers}
        for pair in pairs:
            for name, seconds in turns(steps, inputs(*pair)).items():
                times[name][pair] = seconds
        static = {}
        for b, t in pairs[:opts.static]:
            step, _ = prepare(f"static_{b}x{t}",
                              lambda f: pycompile.jit(f, dynamic=False, target="cpu"))
            args = inputs(b, t)
            with reporting() as report:
                step(*args)
            generated("static", report)
            static[b, t] = turns({"static": step, "pyc-dynamic": steps["pyc-dynamic"]},
                                 args)["static"]
    compilers = makers

    print(f"{'compiler':<12} {'compiles':>8} {'first pass':>10}")
    for name in compilers:
        graphs = "-" if name == "eager" else str(counts[name]) if name != "inductor" else "?"
        print(f"{name:<12} {graphs:>8} {first_pass[name]:>9.1f}s")
    print(f"\n{'shape':>9} {'eager':>9} {'inductor':>9} {'pyc-auto':>9} {'pyc-dyn':>9} "
          f"{'static':>9} {'dyn/stat':>8} {'ind/dyn':>8} {'eag/dyn':>8}")
    ratios: dict[str, list[float]] = {"dyn/stat": [], "ind/dyn": [], "eag/dyn": []}
    for pair in pairs:
        row = {name: times[name][pair] for name in compilers}
        dyn = row["pyc-dynamic"]
        cells = [f"{pair[0]}x{pair[1]:<4}"] + [f"{row[n] * 1e3:8.2f}m" for n in compilers]
        stat = static.get(pair)
        cells.append(f"{stat * 1e3:8.2f}m" if stat else f"{'-':>9}")
        for key, value in (("dyn/stat", dyn / stat if stat else None),
                           ("ind/dyn", row["inductor"] / dyn), ("eag/dyn", row["eager"] / dyn)):
            cells.append(f"{value:8.2f}" if value else f"{'-':>8}")
            if value:
                ratios[key].append(value)
        print(" ".join(cells))
    for key, values in ratios.items():
        mean = math.exp(sum(map(math.log, values)) / len(values)) if values else float("nan")
        print(f"geomean {key}: {mean:.2f} over {len(values)} shape(s)")
    print(load_line("end"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
