"""pycompile's Triton kernels against eager PyTorch and torch.compile (Inductor)
on one GPU, in one run: memory-bound kernels at row widths 1k-65k, f32 and
bf16, each moving at least 256 MB, as achieved TB/s and as a fraction of a
device-to-device copy measured in the same run.

Code generation needs MLIR, which the GPU machine lacks, and no GPU: so two
steps, on two machines.

    python bench/gpu.py export            # here: each case's generated module
                                          # into bench/gpu_out/ (no GPU needed),
                                          # static and with run-time sizes
    python bench/gpu.py run               # on the GPU: check against eager,
                                          # then time ours, eager, Inductor
                                          # (--tables memory or products: one)
    python bench/gpu_out/gpt_block_bf16/run.py --check --bench
    python bench/gpu_out/gpt_block_f32_train/run.py --check --bench
    python bench/gpu_out/gpt_block_bf16_train/run.py --bench
    python bench/gpu_out/gpt_block_bf16_train_small/run.py --check
                                          # the GPT block (a pycompile.aot
                                          # artifact) against eager, Inductor
                                          # (`gpt_block_bf16_triton`: its
                                          # products are pycompile's tl.dot
                                          # kernels too)

Products (matmul + bias + GELU, pycompile's `tl.dot` kernel with the bias
and GELU fused) are timed against torch.matmul alone (cuBLAS), eager and
Inductor, as TFLOP/s. Attention (`--tables attention`: the GPT test model's
causal attention, one pycompile kernel) against eager, Inductor and torch's
FlashAttention (`F.scaled_dot_product_attention`, causal, which pycompile
leaves to torch on a GPU), as TFLOP/s of the causal half.

`run` imports neither pycompile nor MLIR: a generated module imports only
torch and triton. Each result is compared with eager's on the same inputs
before it is timed; a case that does not match is reported, not timed.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import math
import os
import sys
import time
from pathlib import Path

import torch
import torch.nn.functional as F

OUT = Path(__file__).parent / "gpu_out"
ELEMENTS = {torch.float32: 1 << 25, torch.bfloat16: 1 << 26}  # 128 MB read, 128 MB written


def softmax(x):
    return torch.softmax(x, dim=-1)


def layer_norm(x, w, b):
    return F.layer_norm(x, x.shape[-1:], w, b)


def rms_norm(x, w):
    # As LLaMA writes it: in float32, the result in the input's type.
    h = x.float()
    return (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)).to(x.dtype) * w


def bias_gelu(x, b):
    return F.gelu(x + b, approximate="tanh")


def cross_entropy(logits, targets):
    # As a language model's loss: over the vocabulary, in float32.
    return F.cross_entropy(logits.float(), targets)


def embedding(table, ids):
    return F.embedding(ids, table)


def linear_gelu(x, w, b):
    return F.gelu(F.linear(x, w, b))


def causal_attention(q, k, v):
    """The GPT test model's attention (test/py/models.py)."""
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    t = q.shape[-2]
    # (Made from `scores` and masked without `~`: so make_fx traces it on
    # fake CUDA tensors, on a machine without CUDA.)
    future = scores.new_ones(t, t, dtype=torch.bool).triu(1)
    return scores.masked_fill(future, float("-inf")).softmax(-1) @ v


def sdpa_causal(q, k, v):
    return F.scaled_dot_product_attention(q, k, v, is_causal=True)


KINDS = {"softmax": (softmax, 0), "layer_norm": (layer_norm, 2), "rms_norm": (rms_norm, 1),
         "bias_gelu": (bias_gelu, 1)}

# (m, k, n): 4096^3, and the GPT block's products at width 1024 and 4096
# over 8 x 1024 tokens (attention's input projection, the MLP's two).
PRODUCTS = [(4096, 4096, 4096), (8192, 1024, 3072), (8192, 1024, 4096), (8192, 4096, 1024),
            (8192, 4096, 12288)]


def product_cases():
    """(name, function, [(shape, dtype)]) of the products: x @ w.T + b, GELU."""
    for dtype in (torch.bfloat16, torch.float16):
        for m, k, n in PRODUCTS if dtype == torch.bfloat16 else PRODUCTS[:1]:
            yield (f"linear_gelu_{m}x{k}x{n}_{str(dtype).split('.')[-1]}", linear_gelu,
                   [((m, k), dtype), ((n, k), dtype), ((n,), dtype)])


# (batch, heads, tokens, head dim, dtype): the GPT block's, a longer
# sequence, a head dim of 128.
ATTENTION = [(8, 16, 1024, 64, torch.bfloat16), (2, 16, 4096, 64, torch.bfloat16),
             (4, 16, 2048, 128, torch.bfloat16), (8, 16, 1024, 64, torch.float16)]


def attention_cases():
    """(name, function, [(shape, dtype)]) of attention: q, k, v. (SDPA's
    own is torch's FlashAttention on a GPU in f16 and bf16, not pycompile's:
    the table's `flash` column.)"""
    for b, h, t, d, dtype in ATTENTION:
        yield (f"causal_attention_{b}x{h}x{t}x{d}_{str(dtype).split('.')[-1]}",
               causal_attention, [((b, h, t, d), dtype)] * 3)


def cases():
    """(name, function, [(shape, dtype)]): the case's inputs."""
    chosen = [("softmax", w, d) for d in (torch.float32, torch.bfloat16)
              for w in (1024, 4096, 16384, 65536)]
    chosen += [(k, w, d) for k in ("layer_norm", "rms_norm") for w, d in
               ((1024, torch.float32), (4096, torch.float32), (65536, torch.float32),
                (4096, torch.bfloat16))]
    chosen += [("bias_gelu", 4096, d) for d in (torch.float32, torch.bfloat16)]
    for kind, width, dtype in chosen:
        fn, vectors = KINDS[kind]
        rows = ELEMENTS[dtype] // width
        specs = [((rows, width), dtype)] + [((width,), dtype)] * vectors
        yield f"{kind}_{width}_{str(dtype).split('.')[-1]}", fn, specs
    # Cross-entropy reads its logits once (LLaMA 2's, GPT-2's ragged and
    # LLaMA 3's vocabularies): 256 MB of them, twice ELEMENTS.
    for vocab in (32000, 50257, 128256):
        for dtype in (torch.float32, torch.bfloat16):
            rows = 2 * ELEMENTS[dtype] // vocab
            yield (f"cross_entropy_{vocab}_{str(dtype).split('.')[-1]}", cross_entropy,
                   [((rows, vocab), dtype), ((rows,), torch.int64)])
    # An embedding lookup: 128 MB of rows of a 128256-row table read, 128 MB
    # written.
    for dtype in (torch.float32, torch.bfloat16):
        width = 4096
        tokens = ELEMENTS[dtype] // width
        yield (f"embedding_{width}_{str(dtype).split('.')[-1]}", embedding,
               [((128256, width), dtype), ((tokens,), torch.int64, 128256)])


def export(out: Path) -> None:
    """Generates each case's module for target="cuda" from fake CUDA tensors."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx

    from pycompile import backend, decompositions
    from pycompile.artifact import _move as move
    from pycompile.report import ACTIVE, ExplainReport
    from pycompile.targets.gpu import target as gpu_target

    out.mkdir(parents=True, exist_ok=True)
    sources: list[str] = []
    load = gpu_target.load_module
    gpu_target.load_module = lambda source, interpret=False: (sources.append(source),
                                                              load(source, interpret))[1]
    # A module with run-time sizes may take a vector of sizes that no
    # tensor's dim gives (layer norm's row length): its values at the
    # case's shape are the hints of the part's size inputs.
    # And the order the part takes the case's tensors in (the order of their
    # first use: linear_gelu's graph reads w, for its transpose, first).
    size_inputs: list[list[int]] = []
    tensor_inputs: list[list[str]] = []
    split_inputs = backend.split_inputs

    def recording(graph):
        tensors, sizes = split_inputs(graph)
        values = [n.meta["val"] for n in sizes]
        size_inputs.append([v if isinstance(v, int) else int(v.node.hint) for v in values])
        tensor_inputs.append([n.name for n in tensors])
        return tensors, sizes

    backend.split_inputs = recording
    manifest = {}
    # Static shapes, and every size a run-time one (`_dynamic`: sizes are the
    # kernels' arguments, every block masked, rows walked in chunks).
    jobs = [(c, m) for c in cases() for m in ("real", "symbolic")]
    jobs += [(c, "real") for c in (*product_cases(), *attention_cases())]
    for (name, fn, specs), mode in jobs:
        name += "_dynamic" if mode == "symbolic" else ""
        sources.clear()
        size_inputs.clear()
        tensor_inputs.clear()
        # (Symbolic tracing makes its own fake tensors, here of meta ones.)
        with FakeTensorMode() if mode == "real" else contextlib.nullcontext():
            args = [torch.empty(shape, dtype=dtype, device="cuda" if mode == "real" else "meta")
                    for shape, dtype, *_ in specs]
            gm = make_fx(fn, decomposition_table=decompositions.table(gpu_target.CUDA.whole_ops),
                         tracing_mode=mode)(*args)
        if mode == "symbolic":
            move(gm, torch.device("cuda", 0))
        report = ExplainReport()
        token = ACTIVE.set(report)
        start = time.perf_counter()
        try:
            with _products("triton" if fn is linear_gelu else "torch"):
                backend.compile_graph(gm, backend.Options(target="cuda"))
        finally:
            ACTIVE.reset(token)
        seconds = time.perf_counter() - start
        if len(sources) != 1 or report.fallbacks:
            print(f"{name}: not one generated part\n{report}", file=sys.stderr)
            continue
        (out / f"{name}.py").write_text(sources[0])
        placeholders = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
        manifest[name] = {"seconds": seconds, "kernels": report.kernels,
                          "sizes": size_inputs[-1] if size_inputs else [],
                          "inputs": [placeholders.index(n) for n in tensor_inputs[-1]]}
        print(f"{name}: {len(report.kernels)} kernel(s), compiled in {seconds * 1e3:.0f} ms")
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1))
    export_block(out / "gpt_block_bf16", torch.bfloat16, (8, 1024, 1024), train=False)
    with _products("triton"):
        export_block(out / "gpt_block_bf16_triton", torch.bfloat16, (8, 1024, 1024),
                     train=False)
    # Width 512: its data.pt (parameters, their gradients, inputs, outputs and
    # cotangents) is 41 MB, within what the device tool carries (64 MiB).
    export_block(out / "gpt_block_f32_train", torch.float32, (4, 512, 512), train=True)
    # The bf16 step at the block's size for --bench only: the gradients and
    # outputs it would record are 67 MB more (--check runs at width 512).
    export_block(out / "gpt_block_bf16_train", torch.bfloat16, (8, 1024, 1024), train=True,
                 bench_only=True)
    export_block(out / "gpt_block_bf16_train_small", torch.bfloat16, (4, 512, 512), train=True)


@contextlib.contextmanager
def _products(who: str):
    """Products computed by `who` (torch or triton) in what is compiled here."""
    before = os.environ.get("PYCOMPILE_GPU_PRODUCTS")
    os.environ["PYCOMPILE_GPU_PRODUCTS"] = who
    try:
        yield
    finally:
        os.environ.pop("PYCOMPILE_GPU_PRODUCTS")
        if before is not None:
            os.environ["PYCOMPILE_GPU_PRODUCTS"] = before


def export_block(out: Path, dtype: torch.dtype, shape: tuple[int, int, int],
                 train: bool, bench_only: bool = False) -> None:
    """The GPT block of the CPU bench (test/py/models.py), on inputs of
    `shape` (batch, tokens, width), as a `pycompile.aot` artifact: its
    run.py --check --bench times it (or, with `train`, a training step:
    forward and pycompile's backward) against eager and torch.compile on
    the GPU."""
    import pycompile

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "test" / "py"))
    from models import Block

    torch.manual_seed(0)
    block = Block(shape[-1], shape[-1] // 64).to(dtype).train(train)
    x = torch.randn(*shape, dtype=dtype)
    start = time.perf_counter()
    pycompile.aot(block, (x,), out_dir=out, train=train)
    # Without the float64 references of the outputs and gradients (--check
    # then compares with eager's record and eager's error on the device):
    # the device tool carries 64 MiB, and the block's are 33 MB more. `bench_only`: without
    # the recorded outputs and gradients either (placeholders: which
    # gradients there are), which only --check reads.
    data = torch.load(out / "data.pt")
    data["exact"] = data["exact_grads"] = None
    if bench_only:
        for key in ("expected", "grads"):
            data[key] = [None if t is None else torch.zeros(()) for t in data.get(key, [])]
    torch.save(data, out / "data.pt")
    print(f"{out.name}: exported in {time.perf_counter() - start:.1f} s "
          f"({(out / 'explain.txt').read_text().splitlines()[1]})")


def _load(path: Path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _close(ours, eager, exact) -> tuple[bool, str]:
    """Error against float64 at most a small multiple of eager's own."""
    ours_error = (ours.double() - exact).abs().max().item()
    eager_error = (eager.double() - exact).abs().max().item()
    scale = exact.abs().max().item()
    ok = ours_error <= 4 * eager_error + 1e-6 * scale
    return ok, f"{ours_error:.1e}/{eager_error:.1e}"


def _exported(out: Path, chosen, width: int):
    """(name, function, host function, inputs, the inputs in the host's
    order) of each exported case of `chosen`, on fresh random inputs."""
    manifest = json.loads((out / "manifest.json").read_text())
    for name, fn, specs in chosen:
        path = out / f"{name}.py"
        if not path.exists():
            print(f"{name:<{width}}not exported")
            continue
        generator = torch.Generator(device="cuda").manual_seed(0)
        # Integer inputs are indices below their spec's bound, by default the
        # first input's last dim.
        args = [torch.randn(shape, generator=generator, device="cuda").to(dtype)
                if dtype.is_floating_point else
                torch.randint(0, (*bound, specs[0][0][-1])[0], shape, generator=generator,
                              device="cuda")
                for shape, dtype, *bound in specs]
        yield name, fn, _load(path).graph, args, [args[i] for i in manifest[name]["inputs"]]


def run(out: Path, budget: float) -> None:
    import triton
    from triton.testing import do_bench

    started = time.perf_counter()
    device = torch.cuda.get_device_name()
    print(f"# {device}, torch {torch.__version__}, triton {triton.__version__}")
    # A device-to-device copy of 256 MB: the ceiling of a kernel that reads
    # and writes once.
    src = torch.empty(1 << 26, device="cuda")
    dst = torch.empty_like(src)
    copy_ms = do_bench(lambda: dst.copy_(src))
    copy_tbs = 2 * src.numel() * 4 / copy_ms / 1e9
    print(f"# copy: {copy_tbs:.2f} TB/s")
    print(f"{'case':<24}{'ours':>10}{'TB/s':>7}{'copy%':>7}{'eager':>10}{'inductor':>10}"
          f"{'eag/our':>8}{'ind/our':>8}{'dynamic':>10}{'dyn/our':>8}  error ours/eager")
    ratios_eager, ratios_inductor, ratios_dynamic = [], [], []
    manifest = json.loads((out / "manifest.json").read_text())
    for name, fn, host, args, inputs in _exported(out, cases(), 24):
        ours = host(*inputs)[0]
        eager = fn(*args)
        exact = fn(*(a.double() if a.is_floating_point() else a for a in args))
        ok, error = _close(ours, eager, exact)
        if not ok:
            print(f"{name:<24}MISMATCH {error}")
            continue
        moved = sum(a.nbytes for a in args) + ours.nbytes
        if fn is embedding:  # only the rows looked up are read
            moved += ours.nbytes - args[0].nbytes
        ours_ms = do_bench(lambda: host(*inputs))  # noqa: B023 - called here, in this iteration
        eager_ms = do_bench(lambda: fn(*args))  # noqa: B023
        inductor_ms = math.nan
        if time.perf_counter() - started < budget:
            compiled = torch.compile(fn)
            compiled(*args)
            inductor_ms = do_bench(lambda: compiled(*args))  # noqa: B023
            ratios_inductor.append(inductor_ms / ours_ms)
        ratios_eager.append(eager_ms / ours_ms)
        # The same case with run-time sizes, checked as the static one.
        dynamic_ms = math.nan
        if (out / f"{name}_dynamic.py").exists():
            graph = _load(out / f"{name}_dynamic.py").graph
            sizes = manifest[f"{name}_dynamic"]["sizes"]
            inputs = [args[i] for i in manifest[f"{name}_dynamic"]["inputs"]]
            dynamic_args = [*inputs, sizes] if sizes else inputs

            def dynamic():
                return graph(*dynamic_args)  # noqa: B023

            ok, dynamic_error = _close(dynamic()[0], eager, exact)
            if not ok:
                error += f" dynamic MISMATCH {dynamic_error}"
            else:
                dynamic_ms = do_bench(dynamic)
                ratios_dynamic.append(dynamic_ms / ours_ms)
        tbs = moved / ours_ms / 1e9
        print(f"{name:<24}{ours_ms * 1e3:>8.0f}us{tbs:>7.2f}{100 * tbs / copy_tbs:>6.0f}%"
              f"{eager_ms * 1e3:>8.0f}us{inductor_ms * 1e3:>8.0f}us"
              f"{eager_ms / ours_ms:>8.2f}{inductor_ms / ours_ms:>8.2f}"
              f"{dynamic_ms * 1e3:>8.0f}us{dynamic_ms / ours_ms:>8.2f}  {error}", flush=True)

    def geomean(xs):
        return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else math.nan

    print(f"geomean eager/ours {geomean(ratios_eager):.2f}x over {len(ratios_eager)}, "
          f"inductor/ours {geomean(ratios_inductor):.2f}x over {len(ratios_inductor)}, "
          f"dynamic/ours {geomean(ratios_dynamic):.2f}x over {len(ratios_dynamic)}")


def run_products(out: Path) -> None:
    """The products' table: TFLOP/s of ours (the product with its bias and
    GELU), of torch.matmul alone, and the times of eager and Inductor."""
    import triton
    from triton.testing import do_bench

    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}, "
          f"triton {triton.__version__}")
    print(f"{'case':<32}{'ours':>10}{'TFLOP/s':>9}{'matmul':>10}{'eager':>10}{'inductor':>10}"
          f"{'mm/our':>8}{'eag/our':>8}{'ind/our':>8}  error ours/eager")
    for name, fn, host, (x, w, b), inputs in _exported(out, product_cases(), 32):
        ours, eager = host(*inputs)[0], fn(x, w, b)
        ok, error = _close(ours, eager, fn(x.double(), w.double(), b.double()))
        if not ok:
            print(f"{name:<32}MISMATCH {error}")
            continue
        compiled = torch.compile(fn)
        compiled(x, w, b)
        times = [do_bench(call) for call in (lambda: host(*inputs), lambda: x @ w.t(),  # noqa: B023
                                             lambda: fn(x, w, b), lambda: compiled(x, w, b))]  # noqa: B023
        ours_ms = times[0]
        tflops = 2 * x.shape[0] * x.shape[1] * w.shape[0] / ours_ms / 1e9
        columns = [f"{times[0] * 1e3:>8.0f}us{tflops:>9.0f}"]
        columns += [f"{t * 1e3:>8.0f}us" for t in times[1:]]
        columns += [f"{t / ours_ms:>8.2f}" for t in times[1:]]
        print(f"{name:<32}{''.join(columns)}  {error}", flush=True)


def run_attention(out: Path) -> None:
    """Attention's table: ours (one kernel) against eager, Inductor and
    torch's flash attention on the same inputs, as TFLOP/s of the causal
    half of the scores."""
    import triton
    from triton.testing import do_bench

    print(f"# {torch.cuda.get_device_name()}, torch {torch.__version__}, "
          f"triton {triton.__version__}")
    print(f"{'case':<40}{'ours':>10}{'TFLOP/s':>9}{'eager':>10}{'inductor':>10}{'flash':>10}"
          f"{'eag/our':>8}{'ind/our':>8}{'fla/our':>8}  error ours/eager")
    for name, fn, host, (q, k, v), inputs in _exported(out, attention_cases(), 40):
        eager = fn(q, k, v)
        ours = host(*inputs)[0].view(eager.shape)  # (the part's result: heads merged)
        ok, error = _close(ours, eager, fn(q.double(), k.double(), v.double()))
        if not ok:
            print(f"{name:<40}MISMATCH {error}")
            continue
        compiled = torch.compile(fn)
        compiled(q, k, v)
        times = [do_bench(call) for call in (
            lambda: host(*inputs), lambda: fn(q, k, v), lambda: compiled(q, k, v),  # noqa: B023
            lambda: sdpa_causal(q, k, v))]  # noqa: B023
        batch, heads, tokens, head = q.shape
        tflops = 2 * batch * heads * tokens**2 * head / times[0] / 1e9  # 4 b h t^2 d, halved
        columns = [f"{times[0] * 1e3:>8.0f}us{tflops:>9.0f}"]
        columns += [f"{t * 1e3:>8.0f}us" for t in times[1:]]
        columns += [f"{t / times[0]:>8.2f}" for t in times[1:]]
        print(f"{name:<40}{''.join(columns)}  {error}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("step", choices=("export", "run"))
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--budget", type=float, default=420,
                        help="seconds after which Inductor is no longer compiled (run)")
    parser.add_argument("--tables", default="memory,products",
                        help="which tables to run: memory (the memory-bound cases), "
                             "products, attention")
    options = parser.parse_args()
    tables = set(options.tables.split(","))
    if unknown := tables - {"memory", "products", "attention"}:
        parser.error(f"--tables: unknown {', '.join(sorted(unknown))}")
    if options.step == "export":
        export(options.out)
        return
    if "memory" in tables:
        run(options.out, options.budget)
    if "products" in tables:
        run_products(options.out)
    if "attention" in tables:
        run_attention(options.out)


if __name__ == "__main__":
    main()
