"""The GPU target's Triton kernels, tested without a GPU: every kernel class
runs under Triton's interpreter (`target="triton-interpret"`) against eager
PyTorch, and every kernel the tests generate compiles for an H100 (sm_90)
with `triton.compile`, so a type or syntax error in generated code fails
here. The models of `hf_models.py` run through the same path."""

from __future__ import annotations

import copy
import functools
import re

import pytest
import torch
import torch.nn.functional as F
from hf_models import BertForMaskedLM, Config, GPT2LMHeadModel, LlamaForCausalLM

import pycompile
from pycompile.report import reporting
from pycompile.runtime import gpu
from pycompile.targets.gpu import target as gpu_target

triton = pytest.importorskip("triton")

# Every generated module of this file, for the sm_90 compile test at its end.
# (A test that reads the last one also makes a fallback an error: a part left
# to eager adds none.)
SOURCES: dict[str, None] = {}


@pytest.fixture(autouse=True)
def _record_sources(monkeypatch, fresh_dynamo):
    def load(source, interpret=False):
        SOURCES[source] = None
        return gpu.load_module(source, interpret)

    monkeypatch.setattr(gpu_target, "load_module", load)


def _close(compiled, expected, dtype):
    # bf16: an op computed in f32 rounds once, as torch's does, but where
    # torch rounds between ops a fused chain does not: two ulps (eps is
    # 2^-7).
    tolerances = {torch.float32: (1.3e-6, 1e-5), torch.float16: (1e-3, 1e-3),
                  torch.bfloat16: (1.6e-2, 1e-2)}
    rtol, atol = tolerances.get(dtype, (0, 0))
    torch.testing.assert_close(compiled, expected, rtol=rtol, atol=atol, equal_nan=True)


def _tuple(x):
    return x if isinstance(x, tuple) else (x,)


def _check(fn, *args, dtype=torch.float32):
    """fn through the Triton path equals eager, and ran generated kernels
    (their ops, as explain lists them, are returned). f32 results are held
    to float64: an error at most a small multiple of eager's own (sums over
    thousands of elements round differently)."""
    report = pycompile.explain(fn, target="triton-interpret")(*args)
    assert not report.fallbacks and not report.reference_parts, report
    assert report.kernels, "no kernel was generated"
    expected, compiled = fn(*args), report.result
    exact = (fn(*(a.double() if a.is_floating_point() else a for a in args))
             if dtype == torch.float32 else None)
    for i, (c, e) in enumerate(zip(_tuple(compiled), _tuple(expected))):
        if exact is None:
            _close(c, e, dtype)
            continue
        x = _tuple(exact)[i]
        finite = x.isfinite()
        torch.testing.assert_close(c.isfinite(), finite)
        ours = (c.double() - x)[finite].abs().max().item() if finite.any() else 0.0
        eagers = (e.double() - x)[finite].abs().max().item() if finite.any() else 0.0
        scale = x[finite].abs().max().item() if finite.any() else 0.0
        assert ours <= 4 * eagers + 1e-6 * (1 + scale), \
            f"result {i}: {ours:.2e} against eager's {eagers:.2e}"
    return report.kernels


def _randn(*shape, dtype=torch.float32):
    return torch.randn(*shape, dtype=torch.float64).to(dtype)


POINTWISE = {
    "chain": lambda x, b: torch.tanh(x * 1.5 + b) - torch.sigmoid(x),
    "transposed": lambda x, b: x.t() * 2 + b[:64],
    "math": lambda x, b: (torch.exp(x * 0.1) + torch.log1p(x.abs()) + torch.expm1(x * 0.01)
                          + torch.erf(x) + torch.rsqrt(x.abs() + 1) + torch.sin(x)),
    "where": lambda x, b: torch.where(x > b, x, b * 3) + (x < 0).float(),
    "pow": lambda x, b: torch.pow(x.abs() + 0.5, 2.5) + x.abs() ** b.abs(),
    "gelu": lambda x, b: F.gelu(x + b, approximate="tanh") + F.gelu(x),
    "silu_mish": lambda x, b: F.silu(x) * F.mish(b),
    "cat_pad": lambda x, b: torch.cat([x, x * 2], dim=1)[:, 5:] + F.pad(x, (2, 3))[:, 4:-1].sum(),
    "causal_mask": lambda x, b: x.masked_fill(
        torch.ones(64, 768, dtype=torch.bool).triu(1), float("-inf")),
}


@pytest.mark.parametrize("fn", POINTWISE.values(), ids=POINTWISE.keys())
def test_pointwise(fn):
    _check(fn, _randn(64, 768), _randn(768))


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["float16", "bfloat16"])
def test_narrow_floats(dtype):
    # Math on f16/bf16 runs in f32 and rounds once, as torch computes it.
    _check(lambda x, b: torch.tanh(x) * b + torch.exp(x) - x * x, _randn(33, 100, dtype=dtype),
           _randn(100, dtype=dtype), dtype=dtype)


@pytest.mark.parametrize("dtype", [torch.float16, torch.bfloat16], ids=["float16", "bfloat16"])
def test_narrow_floats_to_and_from_integers(dtype):
    # As torch: integers and bools become f16/bf16 through f32, and f16/bf16
    # become integers through f32 (truncated), -0 a false bool. (Triton's
    # interpreter took a direct cast between i64 and bf16 for a copy of the
    # bits: a bf16 cross-entropy's mean divided by a denormal count.)
    def fn(x, i):
        counts = (x > 0).sum(-1).to(dtype) + i.to(dtype) + (x < 1).to(dtype)[:, 0]
        return counts, (x * 64).to(torch.int64), (x * 0 - 0.0).to(torch.bool)

    _check(fn, _randn(33, 300, dtype=dtype), torch.randint(-5000, 5000, (33,)), dtype=dtype)


REDUCTIONS = {
    "softmax": lambda x: torch.softmax(x, dim=-1),
    "log_softmax": lambda x: F.log_softmax(x * 3, dim=-1),
    "layer_norm": lambda x: F.layer_norm(x, x.shape[-1:]),
    "rms_norm": lambda x: x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6),
    "sums": lambda x: (x.sum(-1), x.mean(0), x.amax(-1), x.amin(0), x.sum()),
    "keepdim": lambda x: x - x.mean(-1, keepdim=True),
    "var": lambda x: torch.var_mean(x, dim=-1),
    "middle": lambda x: x.view(2, -1, 100).sum(1),
    # Over the outer dim, with a full-shape result: a layer norm's weight
    # gradient and its inputs' centered values, in one kernel.
    "columns": lambda x: ((x * 2).sum(0), x.amax(0), x - x.mean(0)),
}


@pytest.mark.parametrize("fn", REDUCTIONS.values(), ids=REDUCTIONS.keys())
@pytest.mark.parametrize("width", [300, 20000], ids=["row", "looped"])
def test_reductions(fn, width):
    # 20000 is longer than pyc-tile-gpu's max-row (16384): rows are walked in
    # chunks. Few rows: the interpreter runs a reduction's combiner per element.
    _check(fn, _randn(8 if width < 1000 else 2, width))


def _ints(high, *shape):
    return torch.randint(0, high, shape)


def _cross_entropy_targets(rows, classes):
    targets = _ints(classes, rows)
    targets[::5] = -100  # ignore_index: rows left out of the mean
    return targets


LOOKUPS = {
    "gather": (lambda x, i: torch.gather(x, 1, i) * 2, (_randn(8, 300), _ints(300, 8, 5))),
    "take_along_dim": (lambda x, i: torch.take_along_dim(x, i, dim=0).exp(),
                       (_randn(40, 6), _ints(40, 3, 6))),
    "embedding": (lambda w, i: F.embedding(i, w) + 1, (_randn(100, 48), _ints(100, 4, 7))),
    "index_select": (lambda x, i: torch.index_select(x, 1, i).tanh(),
                     (_randn(5, 30), _ints(30, 11))),
    # Negative indices count from the end: wrapped by pyc ops first.
    "index_negative": (lambda x, i: x[i] * 3, (_randn(50, 8), _ints(100, 9) - 50)),
    "cross_entropy": (lambda x, t: F.cross_entropy(x, t),
                      (_randn(16, 1000), _cross_entropy_targets(16, 1000))),
    "cross_entropy_looped": (lambda x, t: F.cross_entropy(x, t, label_smoothing=0.1),
                             (_randn(3, 20000), _cross_entropy_targets(3, 20000))),
}


@pytest.mark.parametrize("case", LOOKUPS.values(), ids=LOOKUPS.keys())
def test_lookups(case):
    """Gathers are Triton kernels that read one operand element per result
    element; cross-entropy picks the target's logit instead of writing the
    log-softmax for the pick to read."""
    fn, args = case
    kernels = _check(fn, *args)
    assert any("gather" in k or "take_along_dim" in k for k in kernels), kernels


def test_an_index_out_of_range_is_a_device_assertion():
    """Indices are checked on the device (a device-side assertion, as torch's
    CUDA kernels check theirs); under the interpreter the call raises
    IndexError naming the op, its line, the dim and its size."""
    fn = lambda x, i: torch.gather(x, 1, i) + 1  # noqa: E731
    run = pycompile.jit(fn, target="triton-interpret")
    x, i = _randn(4, 7), _ints(7, 4, 2)
    _close(run(x, i), fn(x, i), torch.float32)
    i[2, 1] = 7
    with pytest.raises(IndexError, match=r"^pycompile: an index is out of bounds for dimension 1 "
                       r"with size 7 \(aten\.gather\.default at .*test_triton\.py:\d+\)$"):
        run(x, i)
    source = next(reversed(SOURCES))
    assert "tl.device_assert(" in source and '"debug": True' in source


@pytest.mark.parametrize("name", ["softmax", "log_softmax", "layer_norm", "rms_norm", "sums"])
def test_looped_rows_of_unaligned_length(name):
    """Rows of 20003 (walked in chunks) start between aligned words, and
    their last chunk ends past the row: its lanes are masked, in every walk
    (split in parts, as the sums' are, the last part's walk ends with the
    row)."""
    _check(REDUCTIONS[name], _randn(3, 20003))
    module = next(reversed(SOURCES))
    assert "lmask = lanes < 20003" in module
    assert "for start in range(0, 20003, " in module or ", 20003), " in module


@pytest.mark.parametrize("classes, dtype", [(20003, torch.float32), (20003, torch.bfloat16),
                                            (20000, torch.bfloat16)])
def test_log_sum_exp_reads_rows_from_their_aligned_start(classes, dtype):
    """Cross-entropy's row kernel walks each row once in groups of a 16-byte
    vector a thread, from the row's first aligned element: rows of 20003
    start between vectors, their head and tail are read apart. Each row's
    loss is right wherever its max is (its first, its last element), with
    -inf logits, and for ignored rows."""
    x = (_randn(5, classes) * 3).to(dtype)
    x[0, -1] = x[1, 0] = 40  # the max in a row's tail, in its head
    x[2, :3] = x[3, -2:] = float("-inf")
    targets = torch.tensor([5, 0, 10, 7, -100])  # the last row ignored
    _check(lambda x, t: F.cross_entropy(x, t, reduction="none"), x, targets, dtype=dtype)
    module = next(reversed(SOURCES))
    assert "group = tl.arange(0, " in module
    aligned = classes * x.element_size() % 16 == 0
    assert ("a0 = base\n" in module) == aligned
    assert ("tl.where(tl.arange(0, " in module) == (not aligned)


def test_looped_variance_in_one_walk():
    """A layer norm over rows of whole chunks (2 x 16384, and a bf16 one)
    takes its mean and variance in one walk (Welford's running mean and
    squared deviations per lane, combined across lanes in f64), then writes
    in a second: two walks, not three. Rows far from zero (mean 1000,
    spread 1) hold to float64 as eager's two-pass formula does."""
    def norm(x, w, b):
        return F.layer_norm(x, x.shape[-1:], w, b)

    w, b = _randn(32768), _randn(32768)
    for x in (_randn(3, 32768) * 3 + 5, _randn(3, 32768) + 1000):
        _check(norm, x, w, b)
        module = next(reversed(SOURCES))
        assert module.count("for start in range(0, 32768, 16384):") == 2, module
        assert "1.0 / (start // 16384 + 1.0)" in module
    _check(norm, x.bfloat16(), w.bfloat16(), b.bfloat16(), dtype=torch.bfloat16)
    assert "1.0 / (start // " in next(reversed(SOURCES))


def test_ragged_columns():
    # Reduced over 600 rows (chunks of 256) for 45 columns (8 a program):
    # both masked, in the reduction's loop and in the full-shape result's.
    _check(lambda x, w: ((x * w).sum(0), x * w - x.mean(0)), _randn(600, 45), _randn(45))


def _split_programs(source: str) -> int:
    """The programs of a module's one split reduction: a launch of its parts
    kernel, each block of which combines its parts in its last program."""
    (programs,) = re.findall(r"\[\((\d+),\)\]\([^\n]*, counts, num_warps", source)
    return int(programs)


def _split_parts_kernel(source: str) -> str:
    return source.split(", counters):\n")[1].split("@triton.jit")[0]


def test_split_reductions():
    """A looped reduction with too few programs to fill a GPU is cut into
    parts (strategy split), a program each, and the last of them to finish
    combines the parts: column sums and maxima over 1024 and 1100 tokens for
    40 columns (3 programs of 16 columns; a layer norm's weight and bias
    gradients), with a full-shape result that each part writes for its
    tokens, in f32 and bf16 (the three reductions, none reading another's
    result, and the full-shape result, which reads none, in one walk of a
    part's rows); a whole tensor's sum; NaN still spreads through a split
    max."""
    def grads(x, w):
        return (x * w).sum(0), x.sum(0), x.amax(0), x * w

    x, w = _randn(1024, 40), _randn(40)
    _check(grads, x, w)
    source = list(SOURCES)[-1]
    assert _split_programs(source) == 12  # 3 blocks of columns, 4 parts
    # The three reductions and x * w in one walk of a part's rows.
    parts = _split_parts_kernel(source)
    assert parts.count("for start in range(") == 1, parts
    assert "_parts[" not in source  # one launch
    _check(grads, x.bfloat16(), w.bfloat16(), dtype=torch.bfloat16)
    # 1100 tokens (batch norm's pixels are rarely a power of two): 4 parts
    # of 2 chunks of 256, the third's ending with the row, the fourth's none
    # (its sums 0, its maxima -inf).
    _check(grads, _randn(1100, 40), w)
    assert _split_programs(list(SOURCES)[-1]) == 12 and \
        "tl.minimum(part * 512 + 512, 1100)" in list(SOURCES)[-1]
    _check(lambda x: x.sum(), _randn(1 << 16))
    assert _split_programs(list(SOURCES)[-1]) == 16  # one row of 16 chunks of 4096
    x[100, 3] = float("nan")
    _check(lambda x: x.amax(0), x)
    # Called again, each counter was reset by the last program to use it.
    _check(grads, x, w)


def test_split_variance_in_one_walk():
    """Batch norm's statistics over channels-last columns, too few programs
    for a GPU: the mean and the variance about it are one split reduction,
    each part walking its rows once (Welford's running mean and squared
    deviations per lane) and storing its sum and squares about its own
    mean, its last program adding the parts up (Chan's), where the
    variance's own kernel read the activation again after the mean's. Rows
    far from zero (mean 1000) hold to float64 as eager's two-pass formula
    does; 40 columns leave a program's last rows masked."""
    def stats(x):
        return torch.var_mean(x, 0, correction=0)

    for x in (_randn(1024, 40) * 3 + 5, _randn(1024, 40) + 1000):
        _check(stats, x)
        source = list(SOURCES)[-1]
        parts = _split_parts_kernel(source)
        assert parts.count("for start in range(") == 1, parts
        assert "1.0 / ((start - part * 256) // 256 + 1.0)" in parts, parts
        assert source.count(", counts, num_warps") == 1, source
    # Batch norm in training over channels-last images: one walk for both.
    w, b = _randn(16), _randn(16)
    x = _randn(4, 16, 16, 16).to(memory_format=torch.channels_last)
    _check(lambda x, w, b: F.batch_norm(x, None, None, w, b, training=True), x, w, b)
    assert list(SOURCES)[-1].count(", counts, num_warps") == 1


def test_ragged_rows():
    # 37 rows of 100: neither divides a block, so rows and lanes are masked.
    _check(lambda x: torch.softmax(x, -1) * x.sum(-1, keepdim=True), _randn(37, 100))


def test_max_propagates_nan():
    x = _randn(8, 300)
    x[3, 7] = float("nan")
    _check(lambda x: (x.amax(-1), x.amin(-1), torch.softmax(x, -1)), x)


@pytest.mark.parametrize("dynamic", [False, True], ids=["static", "run-time"])
def test_looped_softmax_takes_eagers_special_values(dynamic):
    """Rows walked in chunks take the max and the sum of exp(x - max) in one
    walk (online softmax, the sum rescaled as the max grows): -inf entries,
    a row of -inf alone (NaN, as eager's), a NaN and a +inf give eager's
    results, with static sizes and with run-time ones."""
    x = _randn(5, 20000)
    x[0, ::3] = float("-inf")
    x[1] = float("-inf")
    x[2, 12345] = float("nan")
    x[3, 17] = float("inf")
    x[4, 19000:] = 80.0  # the max grows in the last chunk: earlier sums rescale
    fn = lambda x: torch.softmax(x, -1)  # noqa: E731
    compiled = pycompile.jit(fn, target="triton-interpret", dynamic=dynamic)(x)
    expected, exact = fn(x), fn(x.double())
    torch.testing.assert_close(compiled.isnan(), expected.isnan())
    finite = exact.isfinite()
    ours = (compiled.double() - exact)[finite].abs().max().item()
    eagers = (expected.double() - exact)[finite].abs().max().item()
    assert ours <= 4 * eagers + 1e-6, f"{ours:.2e} against eager's {eagers:.2e}"


PRODUCTS = {
    # nn.Linear and GELU: the weight read transposed, bias and GELU the epilogue.
    "linear_gelu": lambda x, w, b: F.gelu(F.linear(x, w, b)),
    # A prologue that makes 1 of the masked loads' 0 past k's end (50 is no
    # multiple of the k step): the tile must be 0 there.
    "exp_prologue": lambda x, w, b: torch.exp(x * 0.5) @ w.t() - b,
    # A weight's gradient: the left operand read transposed, k = 37 rows.
    "weight_gradient": lambda x, w, b: x.t() @ torch.tanh(x @ w.t() + b),
}


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16],
                         ids=["float32", "float16", "bfloat16"])
@pytest.mark.parametrize("fn", PRODUCTS.values(), ids=PRODUCTS.keys())
def test_products(fn, dtype, compiles):
    """Products as `tl.dot` kernels with their prologue and epilogue fused,
    on sizes no tile divides (37 x 50 @ 50 x 45: rows, columns and k
    masked), accumulated in f32."""
    x, w, b = _randn(37, 50, dtype=dtype), _randn(45, 50, dtype=dtype), _randn(45, dtype=dtype)
    _check(fn, x, w, b, dtype=dtype)
    assert "tl.dot(" in list(SOURCES)[-1]


def test_batched_products_of_transposed_operands():
    """Attention's products, batched over (batch, head): scores against keys
    read transposed, and the values' gradient, probabilities read transposed."""
    q, k, v = _randn(2, 3, 20, 16), _randn(2, 3, 24, 16), _randn(2, 3, 24, 8)

    def fn(q, k, v):
        p = torch.softmax(q @ k.transpose(-1, -2) * 0.25, -1)
        return p @ v, p.transpose(-1, -2) @ (p @ v)

    _check(fn, q, k, v)


def _causal(q, k, v):
    scores = q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5
    mask = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).tril()
    return scores.masked_fill(~mask, float("-inf")).softmax(-1) @ v


def _repeat_kv(x, groups):
    b, h, t, d = x.shape
    return x[:, :, None].expand(b, h, groups, t, d).reshape(b, h * groups, t, d)


ATTENTION = {
    # The GPT test model's form: scale, boolean mask, softmax, product.
    "manual_causal": (_causal, (2, 3, 37, 40), (2, 3, 37, 40), (2, 3, 37, 24)),
    "sdpa_causal": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
                    (2, 2, 45, 32), (2, 2, 45, 32), (2, 2, 45, 32)),
    # Cross attention: 19 queries against 70 keys, no mask.
    "sdpa_cross": (lambda q, k, v: F.scaled_dot_product_attention(q, k, v),
                   (1, 2, 19, 16), (1, 2, 70, 16), (1, 2, 70, 16)),
    # LLaMA style: grouped keys and values (2 per head), repeated as views.
    "gqa": (lambda q, k, v: F.scaled_dot_product_attention(
        q, _repeat_kv(k, 2), _repeat_kv(v, 2), is_causal=True),
        (2, 4, 33, 16), (2, 2, 33, 16), (2, 2, 33, 16)),
}


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.bfloat16],
                         ids=["float32", "float16", "bfloat16"])
@pytest.mark.parametrize("case", ATTENTION.values(), ids=ATTENTION.keys())
def test_attention_is_one_kernel(case, dtype):
    """Scores, mask, softmax and the product with the values in one kernel
    (pyc-fuse-attention), walking the keys with an online softmax, on sizes
    no block divides (query rows, keys and head dims masked)."""
    fn, *shapes = case
    _check(fn, *(_randn(*s, dtype=dtype) for s in shapes), dtype=dtype)
    assert list(SOURCES)[-1].count("for n0 in range(0, ") == 1


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
def test_attention_with_run_time_sizes(compiles):
    """After the second sequence length (the default: the dims that changed
    made symbolic, as torch.compile's automatic dynamic shapes), one compile
    serves every length: the attention kernel takes the lengths as
    arguments, its query rows and keys masked, the mask's first walk and the
    softmax's bounded by them. (The head dim, which a program holds whole,
    stays static; with `dynamic=True` every dim is a run-time one, and the
    three kernels are not merged.)"""
    compiled = pycompile.jit(_causal, target="triton-interpret")
    for t in (9, 37, 70):
        q, k, v = (_randn(2, 3, t, 16) for _ in range(3))
        _close(compiled(q, k, v), _causal(q, k, v), torch.float32)
    assert len(compiles) == 2
    source = list(SOURCES)[-1]
    assert "for n0 in range(0, s" in source and "for n0 in range(first" in source, source


def test_attention_with_additive_mask_and_masked_rows():
    """A Hugging Face-style additive mask per batch element (broadcast over
    heads) with padded keys, and rows whose keys are all masked: NaN, as
    eager's softmax of -inf alone."""
    q, k, v = _randn(2, 3, 21, 16), _randn(2, 3, 21, 16), _randn(2, 3, 21, 16)
    bias = torch.zeros(2, 1, 21, 21)
    bias[1, :, :, -5:] = float("-inf")
    bias[0, :, 4, :] = float("-inf")
    _check(lambda q, k, v, bias: F.scaled_dot_product_attention(q, k, v, attn_mask=bias),
           q, k, v, bias)
    assert "for n0 in range(0, " in list(SOURCES)[-1]


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
def test_products_with_run_time_sizes(compiles):
    """One compile for every size: m, k and n are the kernel's arguments,
    every tile masked, the loop over k bounded by its run-time length."""

    def fn(x, w):
        return F.relu(x @ w.t()) * 2

    compiled = pycompile.jit(fn, target="triton-interpret", dynamic=True)
    for m, k, n in [(5, 7, 9), (33, 70, 20), (130, 40, 17)]:
        x, w = _randn(m, k), _randn(n, k)
        _close(compiled(x, w), fn(x, w), torch.float32)
    assert len(compiles) == 1
    assert "for k0 in range(0, s" in list(SOURCES)[-1]


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
@pytest.mark.parametrize("dynamic", [False, True], ids=["static", "run-time"])
def test_transposing_copies_are_tiled(dynamic, compiles):
    """A copy that moves the innermost dim (attention's keys transposed for
    the scores) runs in tiles of rows by lanes of the result, masked where
    no tile divides it; with run-time sizes too."""

    def fn(x):
        return (x.transpose(-1, -2) * 2).contiguous() + 1

    compiled = pycompile.jit(fn, target="triton-interpret", dynamic=dynamic)
    for shape in [(3, 70, 45), (2, 64, 128), (2, 5, 9)]:
        x = _randn(*shape)
        torch.testing.assert_close(compiled(x), fn(x), rtol=0, atol=0)
    assert "pid_r, pid_c = pid // " in list(SOURCES)[-1]
    if dynamic:
        assert len(compiles) == 1


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=["float32", "bfloat16"])
def test_rotary_halves_are_computed_where_they_are_read(dtype):
    """Rotary's rotate-half (two slices, one negated, joined by a concat:
    four kernels after pyc-fuse) is computed by the kernel that reads it
    (pyc-inline-copies): one kernel, eager's results."""

    def rope(x, cos, sin):
        half = x.shape[-1] // 2
        return x * cos + torch.cat((-x[..., half:], x[..., :half]), dim=-1) * sin

    x = _randn(2, 4, 33, 64, dtype=dtype)
    cos, sin = _randn(33, 64, dtype=dtype), _randn(33, 64, dtype=dtype)
    assert len(_check(rope, x, cos, sin, dtype=dtype)) == 4  # pyc-fuse's kernels
    assert list(SOURCES)[-1].count("@triton.jit\ndef graph_") == 1


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
def test_rotary_backward_and_its_transpose_are_one_kernel(monkeypatch):
    """LLaMA's dq in its backward: the cotangent times sin, rotated half by
    half and added to the cotangent times cos, then transposed back to
    (tokens, heads x dims) for the product torch runs (as on a GPU). The
    product with sin, the rotation's sum and the transpose (three kernels
    after pyc-fuse) are one (pyc-inline-copies), with eager's results."""
    monkeypatch.setattr(gpu_target.Gpu, "torch_products", property(lambda self: True))

    def dq(g, cos, sin, w):
        half = g.shape[-1] // 2
        rotated = g * sin
        q = g * cos + torch.cat((rotated[..., half:], -rotated[..., :half]), dim=-1)
        return q.transpose(1, 2).reshape(2 * 33, 4 * 64) @ w

    g, w = _randn(2, 4, 33, 64), _randn(4 * 64, 32)
    cos, sin = _randn(33, 64), _randn(33, 64)
    torch.testing.assert_close(pycompile.jit(dq, target="triton-interpret")(g, cos, sin, w),
                               dq(g, cos, sin, w))
    assert list(SOURCES)[-1].count("@triton.jit\ndef graph_") == 1


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
def test_views_of_parts_results_torch_reads_are_reinterpreted(monkeypatch):
    """Where torch computes the products (as on a GPU), the heads a part's
    result is viewed as for them are one reinterpretation of its buffer,
    with eager's results."""
    from pycompile import compiled_graph

    monkeypatch.setattr(gpu_target.Gpu, "torch_products", property(lambda self: True))
    codes = []
    reinterpret = compiled_graph.reinterpreted_views
    monkeypatch.setattr(compiled_graph, "reinterpreted_views", lambda gm: reinterpret(gm) or
                        codes.append(gm.graph.python_code("self").src))

    def fn(x):
        h = torch.tanh(x) * 2
        heads = h.view(4, 8, 16).transpose(1, 2)[:, 2:]
        return torch.bmm(heads, heads.transpose(1, 2)) + 1

    x = _randn(32, 16)
    torch.testing.assert_close(pycompile.jit(fn, target="triton-interpret")(x), fn(x))
    assert codes and "_reinterpret_tensor(" in codes[-1] and ".transpose" not in codes[-1]


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
def test_split_piece_torch_reads_stays_a_view(monkeypatch):
    """GPT-2's fused projection split into queries, keys and values, where
    torch reads the queries (cuDNN's attention; here a product, as on a
    GPU) and pyc the keys and values: the queries stay a view of the
    projection, not a copy a part returns; eager's results."""
    monkeypatch.setattr(gpu_target.Gpu, "torch_products", property(lambda self: True))

    def fn(x, w, w2):
        q, k, v = (x @ w).split(16, dim=-1)
        return q @ w2, torch.tanh(k) * v

    args = (_randn(8, 32), _randn(32, 48), _randn(16, 8))
    report = pycompile.explain(fn, target="triton-interpret")(*args)
    for got, want in zip(report.result, fn(*args)):
        torch.testing.assert_close(got, want)
    (part,) = report.graphs[0].pyc
    assert "-> tensor<8x16xf32> {" in part.splitlines()[1], part  # one result: tanh(k) * v
    assert len(report.kernels) == 1, report


def test_gpu_products_follow_the_environment(monkeypatch):
    """On a GPU, products are torch's unless PYCOMPILE_GPU_PRODUCTS=triton;
    the interpreter runs pycompile's unless it is set to torch; the report
    says who computes each and why; another value is an error that names it."""
    from pycompile.report import GraphReport

    gm = torch.fx.symbolic_trace(lambda x, w: torch.ops.aten.mm.default(x, w))
    mm = [n for n in gm.graph.nodes if n.target is torch.ops.aten.mm.default]

    def chosen(target):
        report = GraphReport(0)
        nodes = target.library_nodes(gm, report)
        assert len(report.matmuls) == 1 and report.matmuls[0].startswith("aten.mm.default at ")
        return nodes, report.matmuls[0].split(" -> ")[1]

    monkeypatch.delenv("PYCOMPILE_GPU_PRODUCTS", raising=False)
    nodes, why = chosen(gpu_target.CUDA)
    assert nodes == set(mm) and why.startswith("torch (cuBLAS") and "=triton" in why
    nodes, why = chosen(gpu_target.INTERPRET)
    assert nodes == set() and why.startswith("pycompile (tl.dot")
    monkeypatch.setenv("PYCOMPILE_GPU_PRODUCTS", "triton")
    assert chosen(gpu_target.CUDA)[0] == set()
    monkeypatch.setenv("PYCOMPILE_GPU_PRODUCTS", "torch")
    assert chosen(gpu_target.INTERPRET)[0] == set(mm)
    monkeypatch.setenv("PYCOMPILE_GPU_PRODUCTS", "cublas")
    with pytest.raises(ValueError, match="PYCOMPILE_GPU_PRODUCTS='cublas'"):
        gpu_target.CUDA.library_nodes(gm, GraphReport(0))


@pytest.mark.filterwarnings("error::pycompile.backend.PycompileFallbackWarning")
def test_gpu_product_of_one_term_is_elementwise(monkeypatch):
    """Rotary embeddings' frequencies times positions, a product whose
    contraction has one term, is not torch's even where torch computes the
    products (as on a GPU): pyc multiplies the operands element by element,
    in the kernel of the cos and sin that read it, with eager's values."""
    monkeypatch.setattr(gpu_target.Gpu, "torch_products", property(lambda self: True))

    def angles(inv_freq, positions):
        freqs = inv_freq[None, :, None] @ positions[:, None, :].float()
        return freqs.cos(), freqs.sin()

    inv_freq, positions = _randn(32), torch.arange(16)[None]
    report = pycompile.explain(angles, target="triton-interpret")(inv_freq, positions)
    for got, want in zip(report.result, angles(inv_freq, positions)):
        torch.testing.assert_close(got, want)
    (graph,) = report.graphs
    assert any("one term" in m for m in graph.matmuls), graph.matmuls
    assert graph.partitions == 1 and len(report.kernels) == 1, report


@pytest.mark.parametrize("case", ["lm_head", "odd_k", "addmm", "bmm", "odd_m", "odd_m_stored_t",
                                  "aligned", "shared"])
def test_gpu_products_of_unaligned_sizes_are_padded(case, monkeypatch):
    """Where torch computes a GPU graph's products, one whose stored rows
    (an operand's leading dimension, the result's N) are not a multiple of 8
    (bf16) is computed on zero-padded operands and sliced back (cuBLAS ran
    GPT-2's LM head 4.5x slower at N = 50257 on an H200): the graph gives
    the same values, the pads are pycompile's (a kernel writes the padded
    copy in one pass) and every leading dimension is aligned, and an
    unaligned M over aligned rows (no slower unpadded) or aligned sizes are
    left as they are. A tensor two products read the same
    way as stored (the logits' gradient, by the input's and, transposed, the
    weight's gradient) is padded once."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from pycompile.report import GraphReport

    monkeypatch.setattr(gpu_target, "_PAD_MIN_FLOPS", 0)
    monkeypatch.delenv("PYCOMPILE_GPU_PRODUCTS", raising=False)
    bf16 = dict(dtype=torch.bfloat16)
    fn, args = {
        "lm_head": (lambda x, w: x @ w.t(),
                    (torch.randn(24, 16, **bf16), torch.randn(37, 16, **bf16))),
        "odd_k": (lambda g, w: g @ w, (torch.randn(24, 37, **bf16), torch.randn(37, 16, **bf16))),
        "addmm": (lambda b, x, w: torch.addmm(b, x, w),
                  (torch.randn(21, **bf16), torch.randn(13, 16, **bf16),
                   torch.randn(16, 21, **bf16))),
        "bmm": (torch.bmm, (torch.randn(3, 9, 11, **bf16), torch.randn(3, 11, 5, **bf16))),
        "odd_m": (torch.mm, (torch.randn(37, 16, **bf16), torch.randn(16, 24, **bf16))),
        "odd_m_stored_t": (lambda g, x: g.t() @ x,  # a weight's gradient from dlogits
                           (torch.randn(16, 37, **bf16), torch.randn(16, 24, **bf16))),
        "aligned": (torch.mm, (torch.randn(8, 16, **bf16), torch.randn(16, 24, **bf16))),
        "shared": (lambda g, w, x: (g @ w, g.t() @ x),
                   (torch.randn(24, 37, **bf16), torch.randn(37, 16, **bf16),
                    torch.randn(24, 16, **bf16))),
    }[case]
    gm = make_fx(fn, tracing_mode="fake")(*args)
    expected = fn(*args)
    torch_nodes = gpu_target.CUDA.library_nodes(gm, GraphReport(0))
    pads = [n for n in gm.graph.nodes if n.target is torch.ops.aten.constant_pad_nd.default]
    assert (not pads) == (case in ("odd_m", "aligned"))
    assert not set(pads) & torch_nodes
    if case == "shared":  # g once, w once
        assert sorted(p.args[0].name for p in pads) == ["g_1", "w_1"]
    for node in gm.graph.nodes:
        if pads and node.target in (torch.ops.aten.mm.default, torch.ops.aten.bmm.default,
                                    torch.ops.aten.addmm.default):
            leading = [max(x.meta["val"].stride()[-2:]) for x in node.args[-2:]]
            assert all(d % 8 == 0 for d in (*leading, node.meta["val"].shape[-1]))
    torch.testing.assert_close(gm(*args), expected, rtol=0, atol=0)


def test_gpu_attention_products_stay_pycompiles(monkeypatch):
    """Where torch computes the products on a GPU, attention's two stay
    pycompile's (pyc-fuse-attention merges them with the softmax), and the
    report says so; another product is still torch's."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from pycompile.decompositions import DECOMPOSITIONS
    from pycompile.report import GraphReport

    monkeypatch.delenv("PYCOMPILE_GPU_PRODUCTS", raising=False)
    gm = make_fx(lambda q, k, v, w: _causal(q, k, v) @ w, decomposition_table=DECOMPOSITIONS)(
        _randn(2, 3, 16, 8), _randn(2, 3, 16, 8), _randn(2, 3, 16, 8), _randn(8, 8))
    report = GraphReport(0)
    chosen = gpu_target.CUDA.library_nodes(gm, report)
    assert [n.target for n in chosen] == [torch.ops.aten.mm.default]
    whos = [m.split(" -> ")[1] for m in report.matmuls]
    assert [w.split(" (")[0] for w in whos] == ["pycompile", "pycompile", "torch"]
    assert "pyc-fuse-attention" in whos[0]

    # Probabilities also returned (as a training forward saves them): not
    # merged, so torch takes both products.
    def saved(q, k, v):
        p = torch.softmax(q @ k.transpose(-1, -2), -1)
        return p @ v, p

    gm = make_fx(saved, decomposition_table=DECOMPOSITIONS)(
        _randn(2, 3, 16, 8), _randn(2, 3, 16, 8), _randn(2, 3, 16, 8))
    chosen = gpu_target.CUDA.library_nodes(gm, GraphReport(0))
    assert [n.target for n in chosen] == [torch.ops.aten.bmm.default] * 2

    # Neither where the scaled scores are returned and the probabilities
    # read once (pyc-partition's forward saves the masked scores, not P).
    def scores_saved(q, k, v):
        s = (q @ k.transpose(-1, -2)) * 0.5
        return torch.softmax(s, -1) @ v, s

    gm = make_fx(scores_saved, decomposition_table=DECOMPOSITIONS)(
        _randn(2, 3, 16, 8), _randn(2, 3, 16, 8), _randn(2, 3, 16, 8))
    report = GraphReport(0)
    chosen = gpu_target.CUDA.library_nodes(gm, report)
    assert [n.target for n in chosen] == [torch.ops.aten.bmm.default] * 2
    assert not any("pyc-fuse-attention" in m for m in report.matmuls)


def test_sdpa_is_torchs_flash_attention_on_gpus(tmp_path):
    """SDPA on a GPU in f16/bf16 without a mask or dropout is torch's
    FlashAttention (the math formula computes in f32), with a mask or in f32
    its memory-efficient kernel (pyc's fused f32 attention took 1.5x its
    time on an H200); with dropout, and on CPUs, the formula pyc compiles.
    An artifact traced on CPU tensors for a GPU takes the GPU's choice; its
    report says who computes it."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx

    from pycompile import decompositions

    flash = torch.ops.aten._scaled_dot_product_flash_attention.default

    def traced(dtype, device, masked=False, kv_heads=4, **kwargs):
        with FakeTensorMode():
            q = torch.empty(2, 4, 16, 64, dtype=dtype, device=device)
            kv = torch.empty(2, kv_heads, 16, 64, dtype=dtype, device=device)
            mask = torch.zeros(16, 16, dtype=dtype, device=device) if masked else None
            gm = make_fx(lambda q, kv: decompositions._attention(q, kv, kv, mask, **kwargs))(q, kv)
        return {n.target for n in gm.graph.nodes}

    assert flash in traced(torch.bfloat16, "cuda", is_causal=True)
    # Grouped-query attention: the key and value heads repeated first.
    assert flash in traced(torch.bfloat16, "cuda", kv_heads=2, is_causal=True, enable_gqa=True)
    assert flash in traced(torch.float16, "cpu", on="cuda")
    assert flash not in traced(torch.float32, "cuda")
    assert flash not in traced(torch.bfloat16, "cpu")
    assert flash not in traced(torch.bfloat16, "cuda", dropout_p=0.1)
    # With a mask, the memory-efficient kernel, the bias's rows 16-aligned.
    efficient = torch.ops.aten._scaled_dot_product_efficient_attention.default
    assert {efficient, torch.ops.aten.constant_pad_nd.default} <= traced(
        torch.bfloat16, "cpu", masked=True, on="cuda")
    assert efficient not in traced(torch.bfloat16, "cpu", masked=True)
    for masked in (False, True):
        f32 = traced(torch.float32, "cpu", masked=masked, on="cuda", is_causal=not masked)
        assert efficient in f32 and flash not in f32
    assert efficient not in traced(torch.float32, "cuda", dropout_p=0.1)

    q = torch.randn(2, 4, 16, 64, dtype=torch.bfloat16)
    out = pycompile.aot(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True) * 2,
                        (q, q, q), out_dir=tmp_path / "sdpa")
    assert "_scaled_dot_product_flash_attention" in (out / "program.py").read_text()
    explain = (out / "explain.txt").read_text()
    assert "_scaled_dot_product_flash_attention.default at" in explain
    assert "-> torch (FlashAttention" in explain and "eager:" not in explain


def test_bf16_results_round_to_nearest_even():
    """A result computed in f32 and stored as bf16 is rounded to nearest
    even, as torch and the GPU round it, in Triton's interpreter too (whose
    own conversion rounds toward zero: it biased bf16 sums, a 22-token
    cross-entropy was 2 ulps off where eager is within one)."""
    x = _randn(64, 256) * 7
    fn = lambda x: (x * 3 + 1).to(torch.bfloat16)  # noqa: E731
    assert torch.equal(pycompile.jit(fn, target="triton-interpret")(x), fn(x))
    g = torch.Generator().manual_seed(0)
    logits = (torch.randn(22, 97, generator=g) * 3).to(torch.bfloat16)
    labels = torch.randint(0, 97, (22,), generator=g)
    loss = lambda x, t: F.cross_entropy(x, t)  # noqa: E731
    exact = loss(logits.double(), labels)
    ours = pycompile.jit(loss, target="triton-interpret")(logits, labels)
    assert (ours.double() - exact).abs() <= (loss(logits, labels).double() - exact).abs()


def test_bf16_row_sum_accumulates_in_float32():
    x = _randn(16, 4096, dtype=torch.bfloat16)
    _check(lambda x: x.sum(-1), x, dtype=torch.bfloat16)


@pytest.mark.parametrize("fn", [
    lambda x: torch.remainder(x * 5, 1.5),  # a xor of booleans (the divisor's sign)
    lambda x: torch.fmod(x * 5, -1.5),
])
def test_float_remainders(fn):
    x = torch.tensor([[1.0, -1.0, 0.0, 0.5], [0.2, 0.3, -0.7, 2.0]])
    torch.testing.assert_close(pycompile.jit(fn, target="triton-interpret")(x), fn(x))


@pytest.mark.parametrize("mode", ["reflect", "replicate"])
def test_a_part_without_inputs_makes_its_results_on_the_graphs_device(mode):
    """A reflect or replicate pad's gradient computes its index map in a part
    of its own, which takes no tensor: its results go to the graph's device
    (here the interpreter's CPU; it asked torch for CUDA)."""
    x = torch.randn(3, 4, requires_grad=True)
    twin = x.detach().clone().requires_grad_()
    fn = functools.partial(F.pad, pad=(2, 2), mode=mode)
    pycompile.jit(lambda t: fn(t.unsqueeze(0)).sin(), target="triton-interpret")(x).sum().backward()
    fn(twin.unsqueeze(0)).sin().sum().backward()
    torch.testing.assert_close(x.grad, twin.grad)


def test_unsupported_kernels_fall_back_and_say_so():
    """A part the translation cannot express (a cumulative sum) runs in the
    reference executor under target="auto"-like fallback: the right value,
    and the report names it."""
    fn = lambda x: torch.cumsum(torch.exp(x), 0) + 1  # noqa: E731
    x = _randn(16, 8)
    compiled = pycompile.jit(fn, target="triton-interpret")(x)
    _close(compiled, fn(x), torch.float32)


MODELS = {"llama": LlamaForCausalLM, "gpt2": GPT2LMHeadModel, "bert": BertForMaskedLM}


@pytest.mark.parametrize("model_class", MODELS.values(), ids=MODELS.keys())
def test_models_forward(model_class):
    """Hugging Face-style models' inference through the Triton kernels,
    embedding lookups, the loss's pick and products included."""
    torch.manual_seed(0)
    config = Config()
    model = model_class(config).eval()
    ids = torch.randint(0, config.vocab, (2, 12))
    mask = torch.ones_like(ids)
    mask[1, -3:] = 0
    labels = ids.masked_fill(mask == 0, -100)
    with torch.no_grad():
        expected = model(ids, mask, labels)
        report = pycompile.explain(model, target="triton-interpret")(ids, mask, labels)
        compiled = report.result
    assert report.kernels and not report.reference_parts, report
    for c, e in zip(compiled, expected):  # the loss and the logits
        torch.testing.assert_close(c, e, rtol=2e-5, atol=2e-5)


def test_run_time_sizes_are_kernel_arguments(compiles):
    """With `dynamic=True` one module serves every size: the host reads the
    sizes from its arguments, sizes buffers and grids from them, and passes
    them to each kernel, which masks every block; a row of run-time length
    is held whole in a program sized at launch, or walked in chunks where
    it is longer than 16384. Right for sizes that fill no block evenly."""

    def fn(x, b):
        y = torch.tanh(x * 1.5 + b)
        return torch.softmax(y, -1), y.sum(-1, keepdim=True)

    compiled = pycompile.jit(fn, target="triton-interpret", dynamic=True)
    for rows, width in [(3, 5), (9, 33), (2, 600), (2, 17000)]:
        x, b = _randn(rows, width), _randn(width)
        for c, e in zip(compiled(x, b), fn(x, b)):
            _close(c, e, torch.float32)
    assert len(compiles) == 1
    source = list(SOURCES)[-1]
    assert "s0 = a0.shape[0]" in source and "triton.cdiv(" in source
    assert "for start in range(0, s1, 16384):" in source and "LANES=lanes" in source


def test_column_reductions_with_run_time_sizes(compiles):
    """A sum over tokens (a layer norm's weight gradient) with a run-time
    count of tokens: 8 columns a program, the tokens walked in chunks of
    256 up to their count, masked; with a full-shape result beside it."""

    def fn(x, w):
        return (x * w).sum(0), x - x.mean(0)

    compiled = pycompile.jit(fn, target="triton-interpret", dynamic=True)
    for tokens, width in [(3, 5), (300, 45), (37, 20)]:
        x, w = _randn(tokens, width), _randn(width)
        for c, e in zip(compiled(x, w), fn(x, w)):
            _close(c, e, torch.float32)
    assert len(compiles) == 1
    assert "range(0, s0, 256)" in list(SOURCES)[-1]


@pytest.mark.parametrize("name", ["gpt", "llama"])
def test_blocks_with_run_time_sizes(name, compiles):
    """The GPT and LLaMA test blocks (causal mask of T x T, rotary tables
    from arange(T), heads split and merged over B*T rows) compile once
    with run-time sizes and run as Triton kernels for each (batch,
    sequence), no part left to the reference executor."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from models import Block, LlamaBlock

    torch.manual_seed(0)
    model, width = (Block(64, 4), 64) if name == "gpt" else (LlamaBlock(), 32)
    model.eval()
    compiled = pycompile.jit(model, target="triton-interpret", dynamic=True)
    with torch.no_grad(), reporting() as report:
        for b, t in [(2, 16), (3, 17), (5, 9)]:
            x = torch.randn(b, t, width)
            torch.testing.assert_close(compiled(x), model(x), rtol=1e-4, atol=1e-5)
    assert len(compiles) == 1
    assert report.kernels and not report.reference_parts and not report.fallbacks, report


def test_every_kernel_compiles_for_sm90():
    """Each kernel generated above, compiled for an H100 without one."""
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    assert SOURCES, "run with the rest of this file"
    compiled = checked = 0
    for source in SOURCES:
        module = gpu.load_module(source)
        for name, signature in module.KERNELS.items():
            kernel = getattr(module, name)
            constexprs = getattr(module, "CONSTEXPRS", {}).get(name)
            options = getattr(module, "OPTIONS", {}).get(name)
            binary = triton.compile(ASTSource(kernel, signature, constexprs),
                                    target=GPUTarget("cuda", 90, 32), options=options)
            assert ".entry" in binary.asm["ptx"]
            # Index checks are in the device code, and only they (no int32
            # overflow checks); LLVM drops one whose index it proves in
            # range (a reflect pad's, from an iota).
            asserts = "__assertfail" in binary.asm["ptx"]
            assert not asserts or options, (name, source)
            checked += asserts
            compiled += 1
    assert checked, "no kernel kept its index checks"
    print(f"\ncompiled {compiled} kernels of {len(SOURCES)} modules for sm_90, "
          f"{checked} with index checks")


def test_a_bias_row_goes_into_the_product_torch_computes():
    """mm(a, b) + bias over rows, as pyc-autodiff's forward gives a linear
    back, becomes addmm where torch computes the product (cuBLAS adds the
    bias in its epilogue); a product that something else reads too, or a
    column added to it, stays."""
    from torch.fx.experimental.proxy_tensor import make_fx

    def linear(x, w, b):
        return torch.mm(x, w) + b.view(1, -1).expand(6, 5)

    def shared(x, w, b):
        y = torch.mm(x, w)
        return y + b.view(1, -1).expand(6, 5), y

    def column(x, w, b):  # one value a row, which addmm cannot add
        return torch.mm(x, w) + b.view(-1, 1).expand(6, 5)

    args = (torch.randn(6, 4), torch.randn(4, 5), torch.randn(5))
    for fn, fused, bias in ((linear, True, 5), (shared, False, 5), (column, False, 6)):
        args = (*args[:2], torch.randn(bias))
        gm = make_fx(fn)(*args)
        gpu_target._bias_into_products(gm)
        targets = {n.target for n in gm.graph.nodes}
        assert (torch.ops.aten.addmm.default in targets) == fused, gm.code
        assert (torch.ops.aten.mm.default in targets) != fused, gm.code
        torch.testing.assert_close(gm(*args), fn(*args))


@pytest.mark.parametrize("view", [lambda y: y.view(4, 16, 97),
                                  lambda y: y.view(4, 16, 97)[1:, :, 3:],
                                  lambda y: y.view(-1)])
def test_views_of_a_padded_product_read_its_rows_where_they_are(monkeypatch, view):
    """On a GPU a product with an unaligned N is computed padded and sliced
    back (`_pad_products`); the views after it are traced again on the
    slice's strides, so that a chain of them made one reinterpretation
    (`reinterpreted_views`) reads the padded rows where they lie, and one
    the padded rows do not allow (a flatten) reads a dense copy. GPT-2's
    logits, traced dense, were read as dense: 1.4 relative error."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from pycompile import compiled_graph

    monkeypatch.setattr(gpu_target, "_PAD_MIN_FLOPS", 0)
    x, w = torch.randn(64, 32), torch.randn(97, 32)

    def fn(x, w):
        return view(torch.mm(x, w.t()))

    gm = make_fx(fn, tracing_mode="fake")(x, w)
    assert gpu_target._pad_products(gm)
    compiled_graph.reinterpreted_views(gm)
    gm.recompile()
    torch.testing.assert_close(gm(x, w), fn(x, w))


def test_gpt2_with_padded_products_through_the_interpreter(monkeypatch):
    """GPT-2 as `transformers` builds it, through the GPU target's graph
    rewrites around torch's products (the LM head's N padded, bias rows into
    the products) with Triton's interpreter running the rest: its logits,
    loss and gradients are eager's. (On an H200 its logits were read from
    the padded rows as dense, 1.41 relative error, and no test on the CPU
    ran this path.)"""
    transformers = pytest.importorskip("transformers")

    monkeypatch.setenv("PYCOMPILE_GPU_PRODUCTS", "torch")
    monkeypatch.setattr(gpu_target, "_PAD_MIN_FLOPS", 0)
    torch.manual_seed(0)
    config = transformers.GPT2Config(vocab_size=97, n_layer=1, n_embd=32, n_head=4,
                                     n_positions=64, resid_pdrop=0.0, embd_pdrop=0.0,
                                     attn_pdrop=0.0)
    model = transformers.GPT2LMHeadModel(config)
    ids = torch.randint(0, 97, (2, 8))
    compiled = pycompile.jit(model, target="triton-interpret")
    with torch.no_grad():
        expected = model(input_ids=ids).logits
        with reporting() as report:
            got = compiled(input_ids=ids).logits
    assert any("torch (cuBLAS" in m for g in report.graphs for m in g.matmuls), report
    torch.testing.assert_close(got, expected)
    loss = model(input_ids=ids, labels=ids).loss
    grads = torch.autograd.grad(loss, list(model.parameters()))
    compiled_loss = compiled(input_ids=ids, labels=ids).loss
    compiled_grads = torch.autograd.grad(compiled_loss, list(model.parameters()))
    torch.testing.assert_close(compiled_loss, loss)
    for g, e in zip(compiled_grads, grads):
        torch.testing.assert_close(g, e, rtol=1e-4, atol=1e-5)


def test_max_pool_backward_in_one_kernel(monkeypatch):
    """A resnet stem's batch norm, ReLU and 3x3 max pooling over
    channels-last images, trained in the GPU's form of max pooling (the
    window offset that won kept, `pooling._windows_max`): the pooling's
    gradient is one kernel reading the winners and the cotangent at each
    input element's windows. Each offset's gradient is one select on its
    own `won == k` (pyc's select folds the other offsets' selects away),
    where it had been nine gradients written by one kernel and summed
    through their pads by another (resnet18's stem on an H200: 42 + 80 us)."""
    from pycompile import pooling

    monkeypatch.setattr(pooling, "_by_winner", lambda x: True)
    torch.manual_seed(0)
    stem = torch.nn.Sequential(torch.nn.BatchNorm2d(8), torch.nn.ReLU(),
                               torch.nn.MaxPool2d(3, 2, 1))
    x = _randn(2, 8, 16, 16).to(memory_format=torch.channels_last).requires_grad_()
    cotangent = _randn(2, 8, 8, 8)
    SOURCES.clear()
    report = pycompile.explain(copy.deepcopy(stem), target="triton-interpret")(x)
    assert not report.fallbacks, report
    (ours,) = torch.autograd.grad(report.result, x, cotangent)
    (expected,) = torch.autograd.grad(stem(x), x, cotangent)
    torch.testing.assert_close(ours, expected, rtol=1e-4, atol=1e-5)
    backward = [s for s in SOURCES if "pad" in s]
    assert backward and not any("out8" in s for s in backward), backward
