"""pycompile's generated f32 GEMM against torch.matmul (MKL/oneDNN).

    python bench/gemm.py [--threads N]

For each shape, two layouts of the right operand: `x @ w.T` with w stored
[N, K] (nn.Linear) and `x @ w` with w stored [K, N]. Both take pyc-tile's
ikj blocks (6 rows x two vector registers of accumulators), the right
operand in cache panels packed into strips (see `pyc-tile`'s `panel`). The
pyc function is one matmul kernel, compiled through `pyc-cpu-pipeline` at
LLVM O3 (as in a graph) and run by `CpuGraph` with the given thread count;
torch runs with the same count. Each timing is the median of calls for
about 0.5 s after a warm-up; results are checked against torch first.
`pycompile.jit(target="cpu")` makes the same comparison per shape when it
compiles (`pycompile.targets.cpu.tuning`) and hands the product to torch
where torch is faster.
"""

from __future__ import annotations

import argparse
import statistics
import time

import torch

from pycompile.targets.cpu.tuning import MatmulShape, compile_pyc_matmul

# The GPT block's products at the bench's large size, one with an LLM's k
# (a multiple of 1024: a transposed operand's rows then share cache sets),
# attention's per-head products, and a small one.
SHAPES = [(512, 768, 768), (512, 768, 3072), (512, 3072, 768), (512, 4096, 1024),
          (128, 128, 64), (64, 64, 64)]


def median_seconds(fn, budget: float = 0.5) -> float:
    for _ in range(3):
        fn()
    times, spent = [], 0.0
    while spent < budget or len(times) < 5:
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
        spent += times[-1]
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--threads", type=int, default=torch.get_num_threads())
    threads = parser.parse_args().threads
    torch.set_num_threads(threads)
    torch.manual_seed(0)
    print(f"f32, {threads} thread(s); GFLOP/s (2*M*N*K / median time)")
    print(f"{'M x K x N':>18}  {'layout':>8}  {'pycompile':>10}  {'torch':>8}  {'pyc/torch':>9}")
    for m, k, n in SHAPES:
        x = torch.randn(m, k)
        for transposed in (True, False):
            w = torch.randn(n, k) if transposed else torch.randn(k, n)
            graph = compile_pyc_matmul(MatmulShape(1, m, k, n, transposed), opt_level=3)
            graph.threads = threads
            (got,) = graph(x, w)
            want = x @ (w.t() if transposed else w)
            torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-3)
            flops = 2 * m * n * k
            rhs = w.t() if transposed else w
            ours = flops / median_seconds(lambda g=graph, x=x, w=w: g(x, w)) / 1e9
            theirs = flops / median_seconds(lambda x=x, rhs=rhs: x @ rhs) / 1e9
            layout = "x @ w.T" if transposed else "x @ w"
            print(f"{f'{m} x {k} x {n}':>18}  {layout:>8}  {ours:10.1f}  {theirs:8.1f}"
                  f"  {ours / theirs:9.2f}")


if __name__ == "__main__":
    main()
