"""CPU benchmark: eager PyTorch vs torch.compile (Inductor) vs pycompile.jit(target="cpu").

    python bench/cpu.py [--size small|large] [--cases a,b] [--no-compile-time] [--threads N]
                        [--floor]

Method: every case runs the same function on
the same inputs (fresh `torch.randn`, seed 0, float32) in one process, three
ways, under `torch.no_grad()` (inference forward); `gpt_train` and the
`hf_*_train` cases are one training step (forward, loss, backward) of the
block, each compiler training its own copy, its gradients checked against
eager's. The `hf_*` cases are Hugging Face-style layers (`test/py/hf_models.py`:
a GPT-2 block, a BERT layer over padded keys, a LLaMA layer with rotary, GQA and
SwiGLU; SDPA in each) at the size's width and heads. Each compiled function
is called once to compile and checked; then the three are warmed up and timed
call by call with `time.perf_counter`, taking turns in 5 rounds for about
0.5 s each in all (a call slower than 0.5 s is timed once). The row shows the
medians and the ratios eager/pycompile and inductor/pycompile (above 1:
pycompile is faster). pycompile's first result is checked against eager with
`torch.testing.assert_close`; a mismatch is printed and makes the exit status 1,
as does an error (which is shown in its row and does not stop the run).

`pycompile.explain` gives the kernel count and arena sizes, and which ops fell
back to eager PyTorch. Compile time is the duration of the first call in a new
process (`--first-call CASE COMPILER`): cold with new, empty PYCOMPILE_CACHE_DIR
and TORCHINDUCTOR_CACHE_DIR (Inductor's FX graph and AOT autograd caches live
there too), warm in a second process sharing those directories. Process
start-up and imports are not counted. "graph c/w" is pycompile's own part of
it: the longest time its backend spent on one graph (tuning, partitioning,
passes, code generation or the cache), cold and warm. Torch runs with its
default thread count (or --threads); pycompile's generated code runs on as
many threads (each kernel's outer loop shared), or on one where its first
calls measured that faster.

`--floor` also profiles each case (`explain(profile=True)`: for a training
case, its whole step) and prints its floor on this host: the sum over its
kernels of the longer of moving their bytes at a copy's speed and
computing their FLOPs at the measured peak (a transcendental op counts as
one FLOP, so the floor of a kernel of them is its copy's time). Beside it,
pycompile's time over the floor, and Inductor's time over the floor: the
ind/pyc that pycompile would reach at its floor, the most this host allows
against this run's Inductor.
"""

from __future__ import annotations

import argparse
import copy
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

import torch
import torch.nn as nn
import torch.nn.functional as F

import pycompile
from pycompile.backend import PycompileFallbackWarning
from pycompile.report import ACTIVE, ExplainReport
from pycompile.targets.cpu.machine import CpuTarget

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test" / "py"))
import hf_models  # noqa: E402

from models import Block  # noqa: E402

SIZES = {  # batch, sequence, hidden, heads; pointwise cases use [B*T, C]
    "small": dict(B=1, T=8, C=32, H=4),
    "large": dict(B=4, T=128, C=768, H=12),
}
BUDGET_S = 0.5  # seconds of timed calls per function and case
ROUNDS = 5
# Rounds go on until each function has this many timed calls: a training
# step (over 0.1 s) is one call a turn, and 5 calls each left the GPT
# step's ind/pyc 1.05-1.29 between runs on a noisy host; 60 calls each,
# alternating, read 1.15-1.20 (lower quartile of the pairs 1.10-1.15).
MIN_CALLS = 20
NOISY = 2.0  # a median above NOISY x the fastest call is marked with "*"
COMPILERS = ("eager", "inductor", "pycompile")


def pointwise(x, y):
    return torch.tanh(x * 0.5 + y) * torch.sigmoid(x) - 1


def ln_gelu(x, w, b):
    return F.gelu(F.layer_norm(x, (x.shape[-1],), w, b))


def softmax(x):
    return torch.softmax(x, -1)


def rms_norm(x, w):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * w


class MLP(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.fc, self.out = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        return self.out(F.gelu(self.fc(x)))


class Attention(nn.Module):
    """Causal multi-head self-attention, as in `models.Block`."""

    def __init__(self, d, h):
        super().__init__()
        self.h = h
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = (t.view(B, T, self.h, C // self.h).transpose(1, 2)
                   for t in self.qkv(x).split(C, dim=2))
        att = (q @ k.transpose(-2, -1)) / math.sqrt(C // self.h)
        mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device))
        att = att.masked_fill(~mask, float("-inf")).softmax(-1)
        return self.proj((att @ v).transpose(1, 2).reshape(B, T, C))


def hf_config(C: int, H: int) -> hf_models.Config:
    """A Hugging Face-style layer of width C with H heads (LLaMA: H / 3
    key-value heads, an MLP of 8/3 C rounded to 256, as LLaMA sizes it)."""
    return hf_models.Config(hidden=C, heads=H, kv_heads=max(1, H // 3),
                            intermediate=(8 * C // 3 + 255) // 256 * 256, positions=1024)


def padding_mask(B: int, T: int) -> torch.Tensor:
    """Keys a BERT batch may attend to: each sequence padded at its end."""
    lengths = torch.linspace(T // 2, T, B).long()
    return (torch.arange(T)[None, :] < lengths[:, None])[:, None, None, :]


def hf_gpt2(B, T, C, H):
    return hf_models.GPT2Block(hf_config(C, H)), (torch.randn(B, T, C),)


def hf_bert(B, T, C, H):
    return hf_models.BertLayer(hf_config(C, H)), (torch.randn(B, T, C), padding_mask(B, T))


def hf_llama(B, T, C, H):
    """A LLaMA decoder layer (RMS norm, rotary, GQA through SDPA with an
    additive causal mask, SwiGLU), as LlamaForCausalLM calls it."""
    layer, x = hf_models.LlamaLayer(hf_config(C, H)), torch.randn(B, T, C)
    cos, sin = hf_models.Rotary(C // H)(x, torch.arange(T)[None, :].expand(B, T))
    mask = torch.zeros(1, 1, T, T).masked_fill(
        ~torch.ones(T, T, dtype=torch.bool).tril(), torch.finfo(torch.float32).min)
    return layer, (x, cos, sin, mask)


def inference(build):
    """`build` for inference: the layer in eval mode."""
    def built(**sizes):
        layer, args = build(**sizes)
        return layer.eval(), args
    return built


# name: (memory-bound, tolerance, builder(B, T, C, H) -> (fn, args))
CASES = {
    "pointwise": (True, 1e-4, lambda B, T, C, H: (
        pointwise, (torch.randn(B * T, C), torch.randn(B * T, C)))),
    "ln_gelu": (True, 2e-4, lambda B, T, C, H: (
        ln_gelu, (torch.randn(B * T, C), torch.randn(C), torch.randn(C)))),
    "softmax": (True, 1e-4, lambda B, T, C, H: (softmax, (torch.randn(B * T, C),))),
    "rms_norm": (True, 1e-4, lambda B, T, C, H: (
        rms_norm, (torch.randn(B * T, C), torch.randn(C)))),
    "mlp": (False, 1e-3, lambda B, T, C, H: (MLP(C).eval(), (torch.randn(B * T, C),))),
    "attention": (False, 1e-3, lambda B, T, C, H: (
        Attention(C, H).eval(), (torch.randn(B, T, C),))),
    "gpt_block": (False, 1e-3, lambda B, T, C, H: (Block(C, H).eval(), (torch.randn(B, T, C),))),
    "gpt_train": (False, 1e-3, lambda B, T, C, H: (Block(C, H), (torch.randn(B, T, C),))),
    # Hugging Face-style layers (test/py/hf_models.py: SDPA, GQA, rotary).
    "hf_gpt2": (False, 1e-3, inference(hf_gpt2)),
    "hf_bert": (False, 1e-3, inference(hf_bert)),
    "hf_llama": (False, 1e-3, inference(hf_llama)),
    "hf_gpt2_train": (False, 1e-3, hf_gpt2),
    "hf_bert_train": (False, 1e-3, hf_bert),
    "hf_llama_train": (False, 1e-3, hf_llama),
}
# Training cases: one step is forward, loss, backward; the parameters'
# gradients are the result checked against eager's.
TRAIN = {"gpt_train", "hf_gpt2_train", "hf_bert_train", "hf_llama_train"}


def build(case: str, size: str):
    torch.manual_seed(0)
    return CASES[case][2](**SIZES[size])


def make(compiler: str, fn, train: bool = False):
    if train:  # each compiler trains its own copy of the module
        module = copy.deepcopy(fn)
        forward = make(compiler, module)

        def step(*args):
            module.zero_grad(set_to_none=True)
            forward(*args).square().mean().backward()
            return [p.grad for p in module.parameters()]

        return step
    if compiler == "eager":
        return fn
    if compiler == "inductor":
        return torch.compile(fn)
    return pycompile.jit(fn, target="cpu")


def grad_mode(case: str):
    """Training cases run with autograd on; the others under no_grad."""
    return torch.enable_grad() if case in TRAIN else torch.no_grad()


def measure(fns: dict, args) -> dict[str, tuple[float, float]]:
    """(median, fastest) seconds per call of each function, the functions taking turns.

    Each is warmed up (calls for up to 0.05 s), then timed call by call in
    rounds of BUDGET_S / ROUNDS seconds each (at least one call), so that a
    burst of other load on the machine hits all of them alike: ROUNDS
    rounds, or more until each has MIN_CALLS calls. A function whose two
    warm-up calls each take longer than BUDGET_S is timed once: the second
    is its sample. (Two: a Hugging Face model sets its config on its first
    call, `problem_type`, and Dynamo compiles the second again.)
    """
    def timed(fn) -> float:
        start = time.perf_counter()
        fn(*args)
        return time.perf_counter() - start

    samples, slow = {}, {}
    for name, fn in fns.items():
        if timed(fn) >= BUDGET_S and (second := timed(fn)) >= BUDGET_S:
            slow[name] = (second, second)
            continue
        samples[name], end = [], time.perf_counter() + 0.1 * BUDGET_S
        while time.perf_counter() < end:
            fn(*args)
    rounds = 0
    while rounds < ROUNDS or any(len(t) < MIN_CALLS for t in samples.values()):
        rounds += 1
        for name, times in samples.items():
            end = time.perf_counter() + BUDGET_S / ROUNDS
            times.append(timed(fns[name]))
            while time.perf_counter() < end:
                times.append(timed(fns[name]))
    return slow | {name: (statistics.median(t), min(t)) for name, t in samples.items()}


def first_call(case: str, compiler: str, size: str) -> None:
    """--first-call mode: print the seconds the first call (with compile) takes,
    and for pycompile the longest of its graphs' own compile times."""
    fn, args = build(case, size)
    compiled = make(compiler, fn, case in TRAIN)
    report = ExplainReport()
    token = ACTIVE.set(report)  # filled by pycompile's backend, read by no one else
    with grad_mode(case), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        start = time.perf_counter()
        compiled(*args)
        print(time.perf_counter() - start, max((g.compile_seconds for g in report.graphs),
                                               default=float("nan")))
    ACTIVE.reset(token)


def compile_times(case: str, compiler: str, size: str, notes: list[str]) -> tuple[str, str]:
    """`cold/warm` first-call seconds, each in a new process, and for
    pycompile `cold/warm` milliseconds of its longest graph compile."""
    calls, graphs = [], []
    with tempfile.TemporaryDirectory(prefix="bench-cpu-") as tmp:
        env = dict(os.environ, PYCOMPILE_CACHE_DIR=f"{tmp}/pycompile",
                   TORCHINDUCTOR_CACHE_DIR=f"{tmp}/inductor",
                   TORCHINDUCTOR_FX_GRAPH_CACHE="1", TORCHINDUCTOR_AUTOGRAD_CACHE="1")
        for kind in ("cold", "warm"):
            cmd = [sys.executable, __file__, "--first-call", case, compiler, "--size", size,
                   "--threads", str(torch.get_num_threads())]
            proc = None
            try:
                proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
                call, graph = map(float, proc.stdout.split()[-2:])
                calls.append(f"{call:.1f}s")
                graphs.append(f"{graph * 1e3:.0f}")
            except Exception as e:  # noqa: BLE001 - "err" in the row, the reason in the notes
                calls.append("err")
                graphs.append("err")
                why = (proc.stderr.strip().splitlines() or [""])[-1] if proc else repr(e)
                notes.append(f"{compiler} {kind} compile-time run failed: {why[:300]}")
    return "/".join(calls), "/".join(graphs) + "ms"


def fmt_time(s: float | None) -> str:
    if s is None:
        return "-"
    return f"{s * 1e6:.1f} µs" if s < 1e-3 else f"{s * 1e3:.2f} ms" if s < 1 else f"{s:.2f} s"


def fmt_bytes(n: int | None) -> str:
    if n is None:
        return "-"
    for unit in ("B", "K", "M", "G"):
        if n < 1024 or unit == "G":
            return f"{n:.0f}{unit}" if unit == "B" else f"{n:.1f}{unit}"
        n /= 1024


def run_case(case: str, size: str, with_compile_time: bool, floor: bool = False) -> dict:
    """Times one case three ways; returns the row's fields and its notes."""
    torch._dynamo.reset()
    tol = CASES[case][1]
    row: dict = {"case": case, "times": {}, "notes": [], "status": "ok", "kernels": "-",
                 "arena": "-", "compile": {}, "noisy": set()}

    def error(stage: str, e: Exception) -> None:
        row["status"] = "ERROR"
        row["notes"].append(f"{stage} error: {type(e).__name__}: {' '.join(str(e).split())}"[:300])

    try:
        fn, args = build(case, size)
    except Exception as e:  # noqa: BLE001 - every error is shown in its row
        error("build", e)
        return row
    with grad_mode(case), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        expected, explained, fns = None, False, {}
        for compiler in COMPILERS:
            try:
                compiled = make(compiler, fn, case in TRAIN)
                result = compiled(*args)
                if compiler == "eager":
                    expected = result
                elif compiler == "pycompile" and expected is not None:
                    try:
                        torch.testing.assert_close(result, expected, rtol=tol, atol=tol)
                    except AssertionError as e:
                        row["status"] = "MISMATCH"
                        row["notes"].append("!!! MISMATCH pycompile vs eager: "
                                            + " ".join(str(e).split()))
                fns[compiler] = compiled
            except Exception as e:  # noqa: BLE001
                error(compiler, e)
        try:
            for compiler, (median, fastest) in measure(fns, args).items():
                row["times"][compiler] = median
                if median > NOISY * fastest:
                    row["noisy"].add(compiler)
        except Exception as e:  # noqa: BLE001
            error("timing", e)
        try:
            report = pycompile.explain(fn, target="cpu")(*args)
            explained = True
            row["kernels"] = str(sum(len(g.kernels) for g in report.graphs))
            arena = [getattr(g, "arena_bytes", None) for g in report.graphs]
            naive = [getattr(g, "naive_bytes", None) for g in report.graphs]
            if arena and None not in arena:
                row["arena"] = fmt_bytes(max(arena))
                if naive and None not in naive:
                    row["arena"] += "/" + fmt_bytes(max(naive))
            ops = sorted({f.op for f in report.fallbacks})
            if ops:
                row["notes"].append(f"ops run in eager: {', '.join(ops)}")
            row["notes"] += [f"failed part: {' '.join(g.failure.split())}"
                             for g in report.graphs if g.failure]
            row["notes"] += [f"graph break at {b.location}: {b.reason}"
                             for b in report.graph_breaks]
            if row["status"] == "ok" and (ops or any(g.failure for g in report.graphs)):
                row["status"] = "fallback"
        except Exception as e:  # noqa: BLE001
            error("explain", e)
        if floor:
            try:
                step = make("eager", fn, train=True) if case in TRAIN else fn
                profiled = pycompile.explain(step, target="cpu", profile=True)(*args)
                row["floor"] = sum(max(k.bytes / k.bandwidth, k.flops / k.peak)
                                   for g in profiled.graphs for k in g.profile)
            except Exception as e:  # noqa: BLE001
                error("floor", e)
    # Fallback warnings repeat the failed parts that explain reports (when it ran).
    quiet = (DeprecationWarning, FutureWarning) + ((PycompileFallbackWarning,) if explained else ())
    seen = set()
    for w in caught:
        text = " ".join(str(w.message).split())
        if text not in seen and not issubclass(w.category, quiet):
            seen.add(text)
            row["notes"].append(f"warning ({w.category.__name__}): {text[:300]}")
    if with_compile_time:
        row["compile"]["inductor"], _ = compile_times(case, "inductor", size, row["notes"])
        row["compile"]["pycompile"], row["compile"]["graph"] = compile_times(
            case, "pycompile", size, row["notes"])
    return row


COLUMNS = [("case", 14), ("mem", 3), ("eager", 10), ("inductor", 10), ("pycompile", 10),
           ("eag/pyc", 7), ("ind/pyc", 7), ("ind c/w", 11), ("pyc c/w", 11), ("graph c/w", 11),
           ("kern", 4),
           ("arena", 13), ("status", 8)]


def _runnable_threads() -> int:
    return int(Path("/proc/loadavg").read_text().split()[3].split("/")[0])


def _runnable_threads_of_this_process() -> int:
    count = 0
    for task in Path("/proc/self/task").iterdir():
        try:  # the state follows the command name, which may hold spaces
            count += (task / "stat").read_text().rsplit(")", 1)[1].split()[0] == "R"
        except (OSError, IndexError):
            pass  # a thread that just ended
    return count


def load_line(when: str) -> str:
    """The load average, and a warning when other processes compete for the CPUs."""
    line = f"load average at {when} {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs"
    try:  # runnable threads, less this process's own (torch's OpenMP workers
        # spin for a while after a parallel region, runnable meanwhile); the
        # fewest of a few looks, so that a kernel thread's moment is no warning
        looks = []
        for _ in range(5):
            looks.append(_runnable_threads() - _runnable_threads_of_this_process())
            time.sleep(0.01)
        others = min(looks)
    except (OSError, ValueError, IndexError):
        return line
    if others > 0 and torch.get_num_threads() > 1:
        line += (f"; WARNING: {others} other runnable process(es): multithreaded eager and "
                 "Inductor times are unreliable (threads wait for each other); try --threads 1")
    return line


def ratio(row: dict, num: str) -> float | None:
    t = row["times"]
    ok = row["status"] not in ("MISMATCH",) and num in t and "pycompile" in t
    return t[num] / t["pycompile"] if ok else None


def geomean(values: list[float | None]) -> str:
    vals = [v for v in values if v is not None]
    if not vals:
        return "-"
    return f"{math.exp(sum(map(math.log, vals)) / len(vals)):.2f}x over {len(vals)} case(s)"


def print_floors(rows: list[dict]) -> None:
    """Each case's floor (`--floor`), pycompile's and Inductor's times over it."""
    print(f"{'case':<14}  {'floor':>10}  {'pyc/floor':>9}  {'ind/floor':>9}")
    best = []
    for row in rows:
        floor, t = row.get("floor"), row["times"]
        mine, theirs = (t[c] / floor if floor and c in t else None
                        for c in ("pycompile", "inductor"))
        best.append(theirs)
        print(f"{row['case']:<14}  {fmt_time(floor):>10}  "
              + "  ".join(f"{x:>9.2f}" if x else f"{'-':>9}" for x in (mine, theirs)))
    print(f"geomean inductor/floor (the suite's ind/pyc at pycompile's floors): {geomean(best)}")


def _cpu_model() -> str:
    """The host CPU's model name, as /proc/cpuinfo gives it."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def torch_isa() -> str:
    """The ISA eager's kernels and Inductor's code use: on an AVX-512 host,
    `ATEN_CPU_CAPABILITY=avx2` (with MKL_ENABLE_INSTRUCTIONS=AVX2 and
    ONEDNN_MAX_CPU_ISA=AVX2 for the libraries) holds torch to AVX2, beside
    PYCOMPILE_CPU=znver3, so that all three run as on an AVX2 host."""
    from torch._inductor.cpu_vec_isa import pick_vec_isa

    return (f"eager {torch.backends.cpu.get_cpu_capability()}, "
            f"Inductor {pick_vec_isa() or 'scalar'}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", choices=SIZES, default="large")
    parser.add_argument("--cases", default=",".join(CASES),
                        help=f"comma-separated subset of: {', '.join(CASES)}")
    parser.add_argument("--no-compile-time", action="store_true",
                        help="skip the cold/warm compile-time subprocesses")
    parser.add_argument("--threads", type=int, help="torch threads (default: torch's default)")
    parser.add_argument("--floor", action="store_true",
                        help="also profile each case and print its roofline floor")
    parser.add_argument("--first-call", nargs=2, metavar=("CASE", "COMPILER"),
                        help="internal: time the first call in this process and exit")
    opts = parser.parse_args()
    cfg = torch._dynamo.config
    cfg.recompile_limit = cfg.accumulated_recompile_limit = 1024
    if opts.threads:
        torch.set_num_threads(opts.threads)
    if opts.first_call:
        first_call(*opts.first_call, opts.size)
        return 0
    cases = opts.cases.split(",")
    unknown = set(cases) - set(CASES)
    if unknown:
        parser.error(f"unknown case(s) {sorted(unknown)}; choose from {', '.join(CASES)}")

    print(f"torch {torch.__version__}, pycompile {pycompile.__version__}, "
          f"threads {torch.get_num_threads()} (torch and pycompile), "
          f"size {opts.size} {SIZES[opts.size]}, float32, no_grad (gpt_train: one training step)")
    target = CpuTarget.host()
    isa = "AVX-512" if target.vector_bits == 512 else "AVX2"
    chosen = ", PYCOMPILE_CPU" if os.environ.get("PYCOMPILE_CPU") else ""
    print(f"host {_cpu_model()}; pycompile generates code for {target.cpu} "
          f"({isa}, {target.vector_bits}-bit vectors{chosen}); {torch_isa()}")
    print(load_line("start"))
    print("  ".join(f"{name:>{w}}" if i else f"{name:<{w}}"
                    for i, (name, w) in enumerate(COLUMNS)))
    rows = []
    for case in cases:
        row = run_case(case, opts.size, not opts.no_compile_time, opts.floor)
        rows.append(row)
        r_e, r_i = ratio(row, "eager"), ratio(row, "inductor")
        times = [fmt_time(row["times"].get(c)) + "*" * (c in row["noisy"]) for c in COMPILERS]
        cells = [case, "yes" if CASES[case][0] else "", *times,
                 f"{r_e:.2f}" if r_e else "-", f"{r_i:.2f}" if r_i else "-",
                 row["compile"].get("inductor", "-"), row["compile"].get("pycompile", "-"),
                 row["compile"].get("graph", "-"),
                 row["kernels"], row["arena"], row["status"]]
        print("  ".join(f"{c:>{w}}" if i else f"{c:<{w}}"
                        for i, (c, (_, w)) in enumerate(zip(cells, COLUMNS))), flush=True)
    if any(row["noisy"] for row in rows):
        print(f"  * median over {NOISY:g}x the fastest call: timing disturbed, e.g. by other load")
    for row in rows:
        for note in row["notes"]:
            print(f"  {row['case']}: {note}")
    if opts.floor:
        print_floors(rows)
    mem = [r for r in rows if CASES[r["case"]][0]]
    print(f"geomean eager/pycompile, memory-bound: {geomean([ratio(r, 'eager') for r in mem])}")
    print(f"geomean inductor/pycompile, all:       {geomean([ratio(r, 'inductor') for r in rows])}")
    print(f"geomean eager/pycompile, all:          {geomean([ratio(r, 'eager') for r in rows])}")
    print(load_line("end"))
    bad = [r["case"] for r in rows if r["status"] in ("MISMATCH", "ERROR")]
    if bad:
        print(f"FAILED: {', '.join(bad)} (mismatch or error; see notes above)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
