"""Indexing benchmark: eager PyTorch vs torch.compile (Inductor) vs pycompile.jit.

    python bench/indexing.py [--calls N] [--cases gather,ce_forward,ce_train]

Cases (float32, fresh `torch.randn`, seed 0, int64 indices):

- `gather`: `torch.gather(x, 1, idx)`, x 256x32000, one index per row
  (no_grad);
- `ce_forward`: `F.cross_entropy(logits, target)`, logits 512x32000 (no_grad);
- `ce_train`: the same forward and its backward to the logits.

Each compiled function is called once to compile and checked against eager;
then each of the three is warmed up (30 calls: pycompile measures its
thread count on its first 16), and they take turns in 5
rounds of N / 5 calls, each call timed with `time.perf_counter`. The row
shows the median call and the fastest. Torch runs with its default thread
count; pycompile's code on as many threads or on one (its own measurement).
"""

from __future__ import annotations

import argparse
import statistics
import time
import warnings

import torch
import torch.nn.functional as F

import pycompile

ROUNDS = 5


def gather(x, idx):
    return torch.gather(x, 1, idx)


def cross_entropy(logits, target):
    return F.cross_entropy(logits, target)


def ce_train(logits, target):
    logits.grad = None
    F.cross_entropy(logits, target).backward()
    return logits.grad


def cases() -> dict:
    torch.manual_seed(0)
    x = torch.randn(256, 32000)
    logits = torch.randn(512, 32000)
    target = torch.randint(0, 32000, (512,))
    return {
        "gather": (gather, (x, torch.randint(0, 32000, (256, 1))), False),
        "ce_forward": (cross_entropy, (logits, target), False),
        "ce_train": (ce_train, (logits.clone().requires_grad_(), target), True),
    }


def compiled(compiler: str, fn, train: bool):
    if compiler == "eager":
        return fn
    compile = (lambda f: torch.compile(f)) if compiler == "inductor" else \
        (lambda f: pycompile.jit(f, target="cpu"))
    if not train:
        return compile(fn)
    loss = compile(cross_entropy)

    def step(logits, target):
        logits.grad = None
        loss(logits, target).backward()
        return logits.grad
    return step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200, help="timed calls per function")
    parser.add_argument("--cases", default="gather,ce_forward,ce_train")
    args = parser.parse_args()
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, "
          f"median (fastest) of {args.calls} calls, ms")
    print(f"{'case':12s} {'eager':>16s} {'inductor':>16s} {'pycompile':>16s}")
    table = cases()
    for name in args.cases.split(","):
        fn, inputs, train = table[name]
        grad = torch.enable_grad() if train else torch.no_grad()
        with grad, warnings.catch_warnings():
            warnings.simplefilter("ignore")
            fns = {c: compiled(c, fn, train) for c in ("eager", "inductor", "pycompile")}
            expected = fn(*inputs)
            for f in fns.values():
                torch.testing.assert_close(f(*inputs), expected, rtol=1e-4, atol=1e-5)
                for _ in range(30):
                    f(*inputs)
            times = {c: [] for c in fns}
            for _ in range(ROUNDS):
                for c, f in fns.items():
                    for _ in range(args.calls // ROUNDS):
                        start = time.perf_counter()
                        f(*inputs)
                        times[c].append(time.perf_counter() - start)
        cells = [f"{statistics.median(t) * 1e3:8.3f} ({min(t) * 1e3:.3f})" for t in times.values()]
        print(f"{name:12s} " + " ".join(f"{c:>16s}" for c in cells), flush=True)


if __name__ == "__main__":
    main()
