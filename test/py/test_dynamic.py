"""Run-time sizes (`dynamic=True`): graphs whose sizes are torch's symbols
import whole into pyc, their `?` sizes stated over the function's symbols
(`pyc.symbols`, the `sizes` of broadcast_in_dim, reshape and iota), and one
compile serves every size: the CPU code generator's loops run to sizes read
at run time (products with run-time sizes are torch's)."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile import backend
from pycompile.report import reporting

sys.path.insert(0, str(Path(__file__).parent))
from models import Block, LlamaBlock  # noqa: E402

# (batch, sequence) pairs; sizes 0 and 1 are specialized by Dynamo.
SHAPES = [(2, 16), (3, 17), (5, 9), (2, 33)]


def _import_ops(report) -> set[str]:
    """The ops of a report's graphs that ran outside pyc, by name."""
    return {fb.op.split(" at ")[0] for fb in report.fallbacks}


def _matches_eager_for_every_size(model, width: int, **jit_options) -> None:
    """`model` compiled with `jit_options` matches eager on each of SHAPES
    (batch, sequence, `width`), with no part falling back."""
    compiled = pycompile.jit(model, dynamic=True, **jit_options)
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for b, t in SHAPES:
            x = torch.randn(b, t, width)
            torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-5)


def test_block_compiles_once_for_every_size(fresh_dynamo, compiles):
    """A GPT block's forward (views to [B*T, C], heads split off, a causal
    mask of T x T, softmax, layer norms) imports whole with symbolic sizes:
    nothing stays outside pyc but Python's size arithmetic (not reported
    as a fallback), and one graph serves four (batch, sequence) pairs, each
    matching eager."""
    model = Block(64, 4).eval()
    with reporting() as report:
        _matches_eager_for_every_size(model, 64, target="reference")
    assert len(compiles) == 1
    assert _import_ops(report) == set()
    assert report.graphs[0].partitions == 1


def test_llama_block_compiles_once_for_every_size(fresh_dynamo, compiles):
    """The LLaMA block (RMS norm, rotary tables from arange(T), SiLU-gated
    MLP): one compile for every size, machine code throughout (the rotary
    tables' part reads T from the size inputs, the rows after a product are
    s0 * s1 from the argument's own sizes), each matching eager."""
    model = LlamaBlock().eval()
    _matches_eager_for_every_size(model, 32, target="cpu")
    assert len(compiles) == 1


def test_broadcasts_views_and_keepdim_against_run_time_sizes(fresh_dynamo, tmp_path):
    """The cases that ran in eager before sizes were symbolic: scalars and
    rows broadcast to a run-time shape, keepdim reductions, views that
    merge and split `?` dims, arange over a run-time length."""

    def f(x, w):
        b, t, c = x.shape
        y = (x * 2 + w).view(b * t, c).softmax(-1).view(b, t, c)
        mean = y.mean(-1, keepdim=True)
        pos = torch.arange(t, dtype=torch.float32)[None, :, None]
        return F.gelu(y - mean) + pos, x.sum(-1, keepdim=True)

    compiled = pycompile.jit(f, dynamic=True, dump_dir=tmp_path)
    w = torch.randn(8)
    with warnings.catch_warnings():
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for b, t in SHAPES:
            x = torch.randn(b, t, 8)
            for got, want in zip(compiled(x, w), f(x, w)):
                torch.testing.assert_close(got, want)
    imported = "".join(p.read_text() for p in tmp_path.rglob("01_import.mlir"))
    assert "pyc.symbols" in imported and "pyc.iota" in imported
    assert "sizes = " in imported  # the broadcasts, views and iota state them
    report = pycompile.explain(f, dynamic=True)(torch.randn(3, 5, 8), w)
    # The mean divides by a run-time size (`pyc.size`); size arithmetic is
    # Python's, and not a fallback.
    assert report.fallbacks == [] and report.graphs[0].partitions == 1


def _means(x, w):
    h = torch.tanh(x * w)
    b, t, c = x.shape
    return (h.mean(1), F.mse_loss(h, x), h.var(0), F.layer_norm(h, (c,)),
            h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6), h * (t - 1))


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_means_and_variances_over_run_time_dims(target, fresh_dynamo, compiles):
    """Means, variances and norms over dims of run-time size divide by the
    size read at run time (`pyc.size`, computed in the kernel from its size
    arguments), as does a size used as a number: one part, one compile for
    every shape, values and gradients matching eager."""
    if target == "triton-interpret":
        pytest.importorskip("triton")
    compiled = pycompile.jit(_means, dynamic=True, target=target)
    with warnings.catch_warnings():
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for b, t, c in ((2, 16, 8), (3, 17, 5), (5, 9, 12)):
            x = torch.randn(b, t, c, requires_grad=True)
            w = torch.randn(c, requires_grad=True)
            got, want = compiled(x, w), _means(x, w)
            for g, e in zip(got, want):
                torch.testing.assert_close(g, e)
            cotangents = [torch.randn_like(e) for e in want]
            grads = torch.autograd.grad(got, (x, w), cotangents)
            for g, e in zip(grads, torch.autograd.grad(want, (x, w), cotangents)):
                torch.testing.assert_close(g, e)
    assert len(compiles) == 2  # a forward and its backward
    with torch.no_grad():
        report = pycompile.explain(_means, dynamic=True, target=target)(
            torch.randn(3, 5, 7), torch.randn(7))
    assert report.fallbacks == [] and report.graphs[0].partitions == 1
    assert report.graphs[0].reference_parts == []


def test_a_size_passed_as_a_number_is_read_at_run_time(fresh_dynamo):
    """A size that no input tensor's dim gives (a Python int used as a
    length) reaches the compiled part as a size input: generated code, no
    fallback, right for each value."""

    def f(x, n):
        return x + torch.ones(n).sum()

    compiled = pycompile.jit(f, dynamic=True, target="cpu")
    with warnings.catch_warnings():
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for n in (3, 6, 11):
            x = torch.randn(4)
            torch.testing.assert_close(compiled(x, n), f(x, n))
    report = pycompile.explain(f, dynamic=True, target="cpu")(torch.randn(4), 5)
    assert report.fallbacks == [] and report.graphs[0].partitions == 1


def test_a_fill_value_that_is_a_size_is_read_at_run_time(fresh_dynamo):
    """`torch.full` whose value is a run-time size (a count: embedding's
    gradient with a padding index makes one) imports, its value read as the
    size: no fallback (it failed at import, an int() of an FX node)."""

    def f(x):
        return torch.full((3,), x.shape[0]) * x.sum()

    compiled = pycompile.jit(f, dynamic=True, target="cpu")
    with warnings.catch_warnings():
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for n in (4, 7, 12):
            x = torch.randn(n)
            torch.testing.assert_close(compiled(x), f(x))


class _CachedAttention(torch.nn.Module):
    """One decoding step with a KV cache, as LLM servers run it: the new
    positions' keys and values appended to the past ones (a concat along a
    dim of run-time size on both sides), then attention over all of them."""

    def __init__(self, c=16, h=2):
        super().__init__()
        self.h = h
        self.qkv, self.out = torch.nn.Linear(c, 3 * c), torch.nn.Linear(c, c)

    def forward(self, x, past_k, past_v):
        b, t, c = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, self.h, c // self.h).permute(2, 0, 3, 1, 4)
        k, v = torch.cat([past_k, k], dim=2), torch.cat([past_v, v], dim=2)
        y = F.scaled_dot_product_attention(q, k, v)
        return self.out(y.transpose(1, 2).reshape(b, t, c)), k, v


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_kv_cache_concat_along_run_time_dims(target, fresh_dynamo, compiles):
    """A concat whose inputs have run-time extents along its dim (past and
    new positions) is generated code on both targets: one compile for
    every (past, new) pair, no fallback, no reference part, each step
    matching eager."""
    if target == "triton-interpret":
        pytest.importorskip("triton")
    model = _CachedAttention().eval()
    compiled = pycompile.jit(model, dynamic=True, target=target)
    with torch.no_grad(), warnings.catch_warnings(), reporting() as report:
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        # Sizes unlike the batch and head counts (2): Dynamo gives equal
        # sizes one symbol at the first call.
        for past, new in ((7, 3), (9, 5), (17, 6)):
            args = torch.randn(2, new, 16), torch.randn(2, 2, past, 8), torch.randn(2, 2, past, 8)
            for got, want in zip(compiled(*args), model(*args)):
                torch.testing.assert_close(got, want)
    assert len(compiles) == 1
    assert report.fallbacks == [] and report.graphs[0].reference_parts == []


@pytest.mark.parametrize("library", [False, True], ids=["pyc-products", "torch-products"])
@pytest.mark.parametrize("target", ["cpu", "auto"])
def test_block_runs_generated_code_for_every_size(target, library, fresh_dynamo, compiles,
                                                  force_matmul_choice):
    """Under the CPU target the GPT block's kernels (norms, softmax over a
    run-time row, GELU, the heads' layout) are machine code whose loops run
    to sizes read at run time: one compile, no part left to the reference
    executor, each size matching eager. Its products, whose rows, columns
    and inner sizes are run-time ones (linears over B*T rows, the heads'
    T x T scores), are pyc's or torch's as timed at their size bucket (here
    forced): pyc's run to the run-time sizes too, the blocks' tails cut."""
    force_matmul_choice(library=library)
    model = Block(64, 4).eval()
    with reporting() as report:
        _matches_eager_for_every_size(model, 64, target=target)
    assert len(compiles) == 1
    (graph,) = report.graphs
    assert graph.reference_parts == []
    assert graph.partitions == (7 if library else 1) and graph.kernels
    # Timed at the bucket of the first size seen: 2 * 16 = 32 rows.
    assert len(graph.matmuls) == 6 and "32x64x192 (w.T)" in graph.matmuls[0]
    assert all(m.endswith("-> torch" if library else "-> pyc") for m in graph.matmuls)


@pytest.mark.parametrize("threads", [1, 2])
def test_weight_gradient_with_run_time_tokens(threads, fresh_dynamo, compiles,
                                              force_matmul_choice):
    """x.T @ dy with the tokens (k) at run time, as every weight gradient of
    a dynamic training step: pyc copies the transposed left operand whole,
    into a buffer sized at run time; one compile, each size matching eager
    (13, 100 and 7 tokens: the copy goes 16 k steps at a time)."""
    force_matmul_choice(library=False)
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        compiled = pycompile.jit(lambda x, dy: x.t() @ dy, dynamic=True, target="cpu")
        for k in (13, 100, 7):
            x, dy = torch.randn(k, 37), torch.randn(k, 70)
            torch.testing.assert_close(compiled(x, dy), x.t() @ dy, rtol=1e-4, atol=1e-4)
    finally:
        torch.set_num_threads(before)
    assert len(compiles) == 1


def test_generated_code_sums_long_run_time_rows(fresh_dynamo):
    """A sum over a row whose length is known at run time only runs in
    blocks (added in f64): as accurate as eager's at 100000 elements."""

    def f(x):
        return (x * 1.0 + 1000.0).sum(-1)

    compiled = pycompile.jit(f, dynamic=True, target="cpu")
    for n in (5000, 100000):
        x = torch.rand(3, n)
        exact = (x.double() + 1000.0).sum(-1)
        ours, eager = compiled(x), f(x)
        error = (ours.double() - exact).abs().max()
        assert error <= 2 * (eager.double() - exact).abs().max() + 1e-3


def test_default_compiles_static_then_once_symbolic(fresh_dynamo, compiles):
    """jit's default follows torch.compile: a static graph for the first
    shape, then, when the graph meets a second, one symbolic graph (the
    sizes that changed) that serves every later shape: two compiles for
    five shapes, generated code throughout, each matching eager."""

    def f(x, w):
        return torch.softmax(x @ w, -1) * 2

    compiled = pycompile.jit(f, target="cpu")
    w = torch.randn(16, 8)
    with warnings.catch_warnings():
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for rows in (5, 7, 9, 12, 30):
            x = torch.randn(rows, 16)
            torch.testing.assert_close(compiled(x, w), f(x, w))
    assert len(compiles) == 2
    report = pycompile.explain(f, target="cpu", dynamic=True)(torch.randn(5, 16), w)
    assert report.graphs[0].reference_parts == []


def _train_steps(model, compiled, batches) -> None:
    """One step per input tuple of `batches` through `compiled` and through
    eager on a copy of `model` (the loss is the output, or its first):
    losses and every gradient match."""
    import copy

    def loss_of(out):
        return out[0] if isinstance(out, tuple) else out

    eager = copy.deepcopy(model)
    for inputs in batches:
        loss, want = loss_of(compiled(*inputs)), loss_of(eager(*inputs))
        loss.backward()
        want.backward()
        torch.testing.assert_close(loss, want)
        for (name, p), q in zip(model.named_parameters(), eager.parameters()):
            torch.testing.assert_close(p.grad, q.grad, msg=lambda m, n=name: f"{n}: {m}")
        model.zero_grad()
        eager.zero_grad()


@pytest.mark.parametrize("dynamic", [True, None])
def test_gpt_training_step_is_generated_code_for_every_size(dynamic, fresh_dynamo, compiles):
    """A GPT's training step (embeddings over a run-time token count,
    causal attention, cross-entropy and their gradients) with run-time
    sizes: pycompile derives the backward (pyc-autodiff, pyc-partition on
    `?` sizes), every part is generated code (no reference executor, no
    eager op), at most one forward and one backward compile per graph kind
    (two each with the default: static, then symbolic), and each size's
    loss and gradients match eager's."""
    from models import GPT

    torch.manual_seed(0)
    model = GPT(vocab=53, d=32, h=4, n=1, T=40)
    compiled = pycompile.jit(model, dynamic=dynamic, target="cpu")
    with warnings.catch_warnings(), reporting() as report:
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        _train_steps(model, compiled, [(torch.randint(0, 53, (b, t)), torch.randint(0, 53, (b, t)))
                                       for b, t in SHAPES])
    assert len(compiles) == (2 if dynamic else 4) == len(report.graphs)
    assert report.fallbacks == []
    for graph in report.graphs:
        assert graph.reference_parts == [] and graph.failure is None
        assert graph.derivation is not None and graph.derivation.by == "pycompile"


def _hf_model(name: str, config):
    from hf_models import BertForMaskedLM, GPT2LMHeadModel, LlamaForCausalLM

    torch.manual_seed(0)
    return {"llama": LlamaForCausalLM, "gpt2": GPT2LMHeadModel,
            "bert": BertForMaskedLM}[name](config)


def _hf_batch(config, b: int, t: int):
    """Token ids, an attention mask with the last row's last two keys
    padded, and labels ignoring those."""
    ids = torch.randint(0, config.vocab, (b, t))
    mask = torch.ones_like(ids)
    mask[-1, -2:] = 0
    return ids, mask, ids.masked_fill(mask == 0, -100)


@pytest.mark.parametrize("name", ["llama", "gpt2", "bert"])
def test_hf_models_with_run_time_sizes(name, fresh_dynamo, compiles):
    """Hugging Face-style models (SDPA, GQA, rotary, padded keys) with their
    causal-LM loss, whose logits and labels are sliced from the front and
    from the end of the run-time sequence (`logits[:, :-1]`, `labels[:,
    1:]`): one compile for every (batch, sequence), generated code
    throughout (no eager op, no reference executor), loss and logits
    matching eager."""
    from hf_models import Config

    config = Config()
    model = _hf_model(name, config).eval()
    compiled = pycompile.jit(model, dynamic=True, target="cpu")
    with torch.no_grad(), warnings.catch_warnings(), reporting() as report:
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        for b, t in SHAPES[:3]:  # sequences within the 32 positions
            inputs = _hf_batch(config, b, t)
            for got, want in zip(compiled(*inputs), model(*inputs)):
                torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-5)
    assert len(compiles) == 1 == len(report.graphs)
    assert report.fallbacks == [], report
    assert all(g.reference_parts == [] and g.failure is None for g in report.graphs), report


@pytest.mark.parametrize("name", ["llama", "gpt2"])
def test_hf_training_with_run_time_sizes(name, fresh_dynamo, compiles):
    """A training step of the Hugging Face-style causal LMs with run-time
    sizes: the loss's shifted slices get their gradient (a pad along the
    run-time dim), saved sizes that are expressions (s0*(s1 - 1) labels)
    are symbols of their own in the backward; one forward and one backward
    compile, pycompile's backward, generated code throughout, and every
    gradient matching eager's."""
    from hf_models import Config

    config = Config()
    model = _hf_model(name, config)
    compiled = pycompile.jit(model, dynamic=True, target="cpu")
    with warnings.catch_warnings(), reporting() as report:
        warnings.simplefilter("error", backend.PycompileFallbackWarning)
        # Sequences within the 32 positions.
        _train_steps(model, compiled, [_hf_batch(config, b, t) for b, t in SHAPES[:3]])
    assert len(compiles) == 2 == len(report.graphs)
    assert report.fallbacks == [], report
    for graph in report.graphs:
        assert graph.reference_parts == [] and graph.failure is None, report
        assert graph.derivation is not None and graph.derivation.by == "pycompile"
