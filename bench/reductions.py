"""Long float32 reductions: error against float64 and speed, eager vs Inductor vs pycompile.

    python bench/reductions.py [--no-speed] [--no-error] [--calls N] [--threads N]

Error: each case's float32 result against the same function in float64 on
the same inputs (uniform [0, 1) plus an offset of 1000, so that a sum grows
large and its rounding errors with it), max |f32 - f64|; seed 0.

Speed: the cases on 1024x4096 f32 inputs (100000x64 for the column sum;
32x512x768 and 48x128x64 for the sums over a middle dim), under
`torch.no_grad()`, each function called once to compile, then the three
take turns call by call for `--calls` rounds: the median call, the
10th percentile and the fastest (the last two less disturbed by other load).
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch
import torch.nn.functional as F

import pycompile

OFFSET = 1000.0


def error_cases():
    g = torch.Generator().manual_seed(0)

    def rand(*shape):
        return torch.rand(*shape, generator=g) + OFFSET

    return {
        "mean of 2M": (lambda x: x.mean(), rand(2_000_000)),
        "sum of 2M": (lambda x: x.sum(), rand(2_000_000)),
        "col sum 100000x64": (lambda x: x.sum(0), rand(100_000, 64)),
        "middle sum 4x100000x64": (lambda x: x.sum(1), rand(4, 100_000, 64)),
        "row sum 8x1M": (lambda x: x.sum(-1), rand(8, 1_000_000)),
        "var of 2M": (lambda x: x.var(), rand(2_000_000)),
        "layer_norm 4x1M": (lambda x: F.layer_norm(x, (x.shape[-1],)), rand(4, 1_000_000)),
        "softmax 4x1M": (lambda x: torch.softmax(x, -1) * x.shape[-1], rand(4, 1_000_000)),
    }


def speed_cases():
    g = torch.Generator().manual_seed(0)
    x = torch.randn(1024, 4096, generator=g)
    w, b = torch.randn(4096, generator=g), torch.randn(4096, generator=g)
    tall = torch.randn(100_000, 64, generator=g)
    tokens = torch.randn(32, 512, 768, generator=g)
    heads = torch.randn(48, 128, 64, generator=g)
    return {
        "sum 1024x4096": (lambda x: x.sum(), (x,)),
        "mean(-1) 1024x4096": (lambda x: x.mean(-1), (x,)),
        "softmax 1024x4096": (lambda x: torch.softmax(x, -1), (x,)),
        "layer_norm 1024x4096": (lambda x, w, b: F.layer_norm(x, (4096,), w, b), (x, w, b)),
        "sum(0) 100000x64": (lambda x: x.sum(0), (tall,)),
        # Over a middle dim: mean pooling over a sequence; a grouped-query
        # attention's key gradient summed over each key head's 3 query heads.
        "mean(1) 32x512x768": (lambda x: x.mean(1), (tokens,)),
        "sum(2) 4x4x3x128x64": (lambda x: x.reshape(4, 4, 3, 128, 64).sum(2), (heads,)),
    }


def compilers(fn):
    torch._dynamo.reset()
    return {
        "eager": fn,
        "inductor": torch.compile(fn),
        "pycompile": pycompile.jit(fn, target="cpu"),
    }


def errors() -> None:
    print(f"{'max |f32 - f64|':24}{'eager':>12}{'inductor':>12}{'pycompile':>12}")
    for name, (fn, x) in error_cases().items():
        reference = fn(x.double())
        row = []
        for run in compilers(fn).values():
            row.append((run(x).double() - reference).abs().max().item())
        print(f"{name:24}" + "".join(f"{e:12.3g}" for e in row))


def speeds(calls: int) -> None:
    print(f"{'median/p10/fastest ms':24}{'eager':>21}{'inductor':>21}{'pycompile':>21}")
    with torch.no_grad():
        for name, (fn, args) in speed_cases().items():
            runs = compilers(fn)
            for run in runs.values():
                for _ in range(3):
                    run(*args)
            times = {k: [] for k in runs}
            for _ in range(calls):
                for k, run in runs.items():
                    start = time.perf_counter()
                    run(*args)
                    times[k].append(time.perf_counter() - start)
            print(f"{name:24}" + "".join(
                f"{statistics.median(t) * 1e3:7.2f}/{sorted(t)[len(t) // 10] * 1e3:5.2f}/"
                f"{min(t) * 1e3:5.2f}" for t in times.values()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-speed", action="store_true")
    parser.add_argument("--no-error", action="store_true")
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--threads", type=int, default=None)
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads")
    if not args.no_error:
        errors()
    if not args.no_speed:
        speeds(args.calls)


if __name__ == "__main__":
    main()
