"""Gradients through pycompile against eager autograd, over PyTorch's OpInfo.

The forward sweep (`test_opinfo.py`) checks values; this one checks what a
training step needs. For each op below and each of its first N OpInfo
samples (made with `requires_grad=True`), the loss is `sum_i (out_i * w_i)`
with fixed random weights `w_i`, and the gradients of every input that
requires one are computed through `pycompile.jit` and through eager autograd.
Float64 for every op (tight tolerances: a wrong formula cannot hide), float32
for a representative set. Each sample is classified:

  pyc       gradients match; the forward and backward ran through pyc alone
  partial   gradients match; some ops ran in eager (each with a reason)
  eager     gradients match; nothing ran through pyc
  mismatch  a gradient (or the forward value) differs from eager's
  error     compiling or running raised where eager did not

The summary also counts whose backward each training graph ran: pycompile's
(pyc-autodiff, pyc-partition) or AOTAutograd's, with the reason. AOTAutograd's
is an error except for a graph holding an op pyc neither imports nor calls
(`KEPT_BACKWARD`).

A test per (op, dtype, target) fails on any mismatch or error;
`test_zz_summary` prints the counts (and the fallback reasons) of the sweep.
An abort would end the process: the sweep is also the proof there is none.
"""

from __future__ import annotations

import itertools
import numbers
import os
import warnings
from collections import Counter

import pytest
import torch
from torch.testing._internal.common_methods_invocations import op_db
from torch.utils._pytree import tree_leaves

import pycompile
from pycompile.report import ACTIVE, ExplainReport

N = int(os.environ.get("OPINFO_GRAD_SAMPLES", 3))  # samples per (op, dtype)
F32, F64 = torch.float32, torch.float64

# The forward sweep's float ops, and the fused ops whose backward reads
# auxiliary outputs of their forward (attention's logsumexp, the norms'
# mean and rstd, the losses' total weight, pooling's indices).
OPS = [
    "add", "sub", "mul", "neg", "abs", "maximum", "minimum", "pow", "where",
    "div/no_rounding_mode", "exp", "log", "log1p", "expm1", "sqrt", "rsqrt", "tanh", "sigmoid",
    "erf", "erfc", "sin", "cos", "reciprocal", "sum", "amax", "amin", "cumsum", "mean", "var",
    "prod", "softmax", "log_softmax", "nn.functional.layer_norm", "nn.functional.gelu",
    "nn.functional.silu", "nn.functional.relu", "matmul", "mm", "bmm", "cat", "transpose",
    "permute", "reshape", "view", "expand", "squeeze", "unsqueeze", "index_select",
    "nn.functional.embedding", "gather", "nn.functional.cross_entropy", "tril", "triu", "clamp",
    "flatten", "split", "narrow", "select", "slice_scatter", "nn.functional.pad/constant",
    "nn.functional.scaled_dot_product_attention", "nn.functional.group_norm",
    "nn.functional.batch_norm", "nn.functional.rms_norm", "nn.functional.nll_loss",
    "nn.functional.logsigmoid", "nn.functional.max_pool2d", "logsumexp",
    "nn.functional.max_pool1d", "nn.functional.avg_pool2d", "nn.functional.adaptive_avg_pool2d",
    "nn.functional.conv1d", "nn.functional.conv2d", "nn.functional.conv3d",
]
F32_OPS = {
    "add", "mul", "div/no_rounding_mode", "exp", "tanh", "sum", "mean", "softmax", "log_softmax",
    "nn.functional.layer_norm", "nn.functional.gelu", "matmul", "bmm", "index_select",
    "nn.functional.cross_entropy", "nn.functional.scaled_dot_product_attention",
    "nn.functional.rms_norm",
}
TOLERANCE = {F64: dict(rtol=1e-7, atol=1e-7), F32: dict(rtol=1e-4, atol=2e-5)}

DB = {(o.name + (f"/{o.variant_test_name}" if o.variant_test_name else "")): o for o in op_db}
CASES = [(name, dtype, target) for name in OPS for dtype in (F64, F32)
         if dtype == F64 or name in F32_OPS for target in ("cpu", "reference")]
# Ops a training graph holding one keeps AOTAutograd's backward for (pyc
# neither imports them nor calls them: `runtime.torch_call`). None here.
KEPT_BACKWARD: tuple[str, ...] = ()
RESULTS: dict[tuple, Counter] = {}
REASONS: Counter = Counter()
BACKWARDS: Counter = Counter()  # whose backward each training graph ran, and why


def _plain(x) -> bool:
    if isinstance(x, (list, tuple)):
        return all(map(_plain, x))
    return x is None or isinstance(x, (torch.Tensor, numbers.Number, str, torch.dtype))


def samples(op, dtype):
    torch.manual_seed(0)
    usable = (s for s in op.sample_inputs("cpu", dtype, requires_grad=True)
              if _plain([s.input, *s.args, *s.kwargs.values()])
              and any(t.requires_grad for t in tree_leaves([s.input, *s.args])
                      if isinstance(t, torch.Tensor)))
    return list(itertools.islice(usable, N))


def _fresh(x):
    """A new leaf with `x`'s values (and its requires_grad)."""
    if isinstance(x, torch.Tensor):
        return x.detach().clone().requires_grad_(x.requires_grad)
    if isinstance(x, (list, tuple)):
        return type(x)(_fresh(v) for v in x)
    return x


def _loss_and_grads(fn, sample, weights):
    args = _fresh([sample.input, *sample.args])
    leaves = [t for t in tree_leaves(args) if isinstance(t, torch.Tensor) and t.requires_grad]
    outputs = [o for o in tree_leaves(fn(*args)) if isinstance(o, torch.Tensor)
               and o.dtype.is_floating_point]
    weights = weights or [torch.randn(o.shape, dtype=o.dtype,
                                      generator=torch.Generator().manual_seed(i))
                          for i, o in enumerate(outputs)]
    loss = sum((o * w).sum() for o, w in zip(outputs, weights))
    grads = torch.autograd.grad(loss, leaves, allow_unused=True) if loss.requires_grad else ()
    return [o.detach() for o in outputs], list(grads), weights


def _in_float64(sample):
    """`sample` with its float tensors in float64 (and no other change)."""
    def wide(x):
        if isinstance(x, torch.Tensor) and x.dtype.is_floating_point:
            return x.detach().double().requires_grad_(x.requires_grad)
        return type(x)(map(wide, x)) if isinstance(x, (list, tuple)) else x

    kwargs = {k: wide(v) for k, v in sample.kwargs.items()}
    return type("Sample", (), {"input": wide(sample.input), "args": wide(list(sample.args)),
                               "kwargs": kwargs})


def classify(op, sample, target) -> tuple[str, str]:
    """Gradients of one sample through pycompile against eager's: (class, detail)."""

    def fn(*a):
        return op.op(*a, **sample.kwargs)

    expected, expected_grads, weights = _loss_and_grads(fn, sample, None)
    torch._dynamo.reset()
    report = ExplainReport()
    token = ACTIVE.set(report)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            actual, grads, _ = _loss_and_grads(pycompile.jit(fn, target=target), sample, weights)
    except Exception as error:  # noqa: BLE001
        return "error", f"{type(error).__name__}: {error}"
    finally:
        ACTIVE.reset(token)
        torch._dynamo.reset()
    dtype = sample.input.dtype if isinstance(sample.input, torch.Tensor) else F64
    exact = None
    try:
        assert len(actual) == len(expected), f"{len(actual)} outputs, expected {len(expected)}"
        for a, e in zip(actual, expected):
            torch.testing.assert_close(a, e, equal_nan=True, **TOLERANCE[dtype])
        for i, (g, e) in enumerate(zip(grads, expected_grads)):
            assert (g is None) == (e is None), f"gradient {i}: {g} against eager's {e}"
            if e is None:
                continue
            try:
                torch.testing.assert_close(g, e, equal_nan=True, **TOLERANCE[dtype])
            except AssertionError:
                if dtype == F64:
                    raise
                # float32: eager rounds too (a one-element layer norm's weight
                # gradient, exactly 0, came out -7.7e-6 in eager). Judged
                # against float64 instead: within twice eager's own error.
                exact = exact or _loss_and_grads(fn, _in_float64(sample),
                                                 [w.double() for w in weights])[1]
                bound = 2 * (e.double() - exact[i]).abs().max() + 1e-6
                error = (g.double() - exact[i]).abs().max()
                assert error <= bound, f"gradient {i}: error {error:.2e} against float64, " \
                    f"eager's {bound / 2:.2e}"
    except AssertionError as error:
        return "mismatch", str(error)
    failures = [g.failure for g in report.graphs if g.failure]
    if failures:
        return "error", "; ".join(failures)
    reasons = sorted({f"{f.op}: {f.reason}" for f in report.fallbacks})
    REASONS.update(reasons)
    derivations = {id(g.derivation): g.derivation for g in report.graphs if g.derivation}
    BACKWARDS.update("pycompile" if d.by == "pycompile" else f"AOTAutograd: {d.reason}"
                     for d in derivations.values())
    kept = [d.reason for d in derivations.values() if d.by != "pycompile"
            and not any(f"{op} is not imported" in d.reason for op in KEPT_BACKWARD)]
    if kept:
        return "error", "AOTAutograd's backward ran: " + "; ".join(kept)
    imported = sum(sum(g.imported_ops.values()) for g in report.graphs)
    if not imported:
        return "eager", "; ".join(reasons) or "no graph reached pycompile"
    return ("partial" if reasons else "pyc"), "; ".join(reasons)


@pytest.fixture(scope="module", autouse=True)
def dynamo_config():
    with torch._dynamo.config.patch(cache_size_limit=256):
        yield


@pytest.mark.parametrize("name,dtype,target", CASES,
                         ids=[f"{n}-{str(d)[6:]}-{t}" for n, d, t in CASES])
def test_gradients(name, dtype, target):
    op = DB[name]
    outcomes = [classify(op, sample, target) for sample in samples(op, dtype)]
    RESULTS[(name, dtype, target)] = Counter(kind for kind, _ in outcomes)
    log = "\n".join(f"  {kind:8} sample {i}: {detail}" for i, (kind, detail) in
                    enumerate(outcomes))
    assert outcomes, "no sample with an input that requires grad"
    assert all(kind not in ("mismatch", "error") for kind, _ in outcomes), log


# Shapes the OpInfo samples may leave out: broadcasting in both directions,
# keepdim, size-1 and size-0 dims, and the fused ops as a model calls them.
EDGES = {
    "broadcast_mul": (lambda a, b: a * b, [(4, 1, 3), (5, 1)]),
    "broadcast_sub_scalar_row": (lambda a, b: (a - b).exp(), [(3, 4), (4,)]),
    "sum_keepdim": (lambda a: a.sum(1, keepdim=True) * a, [(3, 5)]),
    "mean_size1_dim": (lambda a: a.mean(-1), [(4, 1)]),
    "softmax_size1": (lambda a: a.softmax(-1), [(3, 1)]),
    "var_size1_rows": (lambda a: a.var(0, keepdim=True) + a, [(2, 3)]),
    "layer_norm_one_element": (
        lambda a, w, b: torch.nn.functional.layer_norm(a, (1,), w, b), [(4, 1), (1,), (1,)]),
    "sum_size0": (lambda a: a.sum(0) + 1, [(0, 3)]),
    "matmul_size0_k": (lambda a, b: a @ b, [(3, 0), (0, 2)]),
    "sdpa_causal": (lambda q, k, v: torch.nn.functional.scaled_dot_product_attention(
        q, k, v, is_causal=True), [(2, 3, 5, 4)] * 3),
    "sdpa_bool_padding_mask": (lambda q, k, v: torch.nn.functional.scaled_dot_product_attention(
        q, k, v, attn_mask=(torch.arange(5) < 3)[None, None, None, :]), [(2, 2, 5, 4)] * 3),
    "sdpa_mask_gqa": (lambda q, k, v, m: torch.nn.functional.scaled_dot_product_attention(
        q, k, v, attn_mask=m, enable_gqa=True), [(1, 4, 6, 8), (1, 2, 6, 8), (1, 2, 6, 8),
                                                  (6, 6)]),
}


@pytest.mark.parametrize("dtype", [F64, F32], ids=["float64", "float32"])
@pytest.mark.parametrize("target", ["cpu", "reference"])
@pytest.mark.parametrize("name", EDGES)
def test_edge_gradients(name, target, dtype):
    fn, shapes = EDGES[name]
    torch.manual_seed(1)
    inputs = [torch.randn(s, dtype=dtype, requires_grad=True) for s in shapes]
    sample = type("Sample", (), {"input": inputs[0], "args": inputs[1:], "kwargs": {}})
    op = type("Op", (), {"op": staticmethod(fn)})
    kind, detail = classify(op, sample, target)
    RESULTS[(name, dtype, target)] = Counter([kind])
    assert kind not in ("mismatch", "error"), detail


def test_zz_summary():
    total = Counter()
    print()
    for (name, dtype, target), counts in RESULTS.items():
        total.update(counts)
        print(f"{name:44} {str(dtype)[6:]:8} {target:9} "
              + " ".join(f"{k}={v}" for k, v in counts.items()))
    print("total:", dict(total), f"over {len(RESULTS)} (op, dtype, target) cases")
    for reason, count in REASONS.most_common():
        print(f"  fallback x{count}: {reason}")
    for whose, count in BACKWARDS.most_common():
        print(f"  backward x{count}: {whose}")
    assert not total["mismatch"] and not total["error"]
