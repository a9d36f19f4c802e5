"""Training as users train: Hugging Face-style models (`hf_models.py`), several
AdamW steps through `pycompile.jit` on the CPU target, the loss and every
parameter's gradient compared with eager's at every step."""

from __future__ import annotations

import copy
import warnings

import pytest
import torch
from hf_models import IGNORE, BertForMaskedLM, Config, GPT2LMHeadModel, LlamaForCausalLM

import pycompile
from pycompile.report import reporting

STEPS = 3
# Relative to the largest gradient of each parameter: float32, summed over
# a batch in another order than eager's.
TOLERANCE = 2e-4


def _batch(config: Config, generator: torch.Generator):
    ids = torch.randint(0, config.vocab, (2, 12), generator=generator)
    attention_mask = torch.ones_like(ids)
    attention_mask[1, -3:] = 0  # the second sequence is padded
    labels = ids.masked_fill(attention_mask == 0, IGNORE)
    return ids, attention_mask, labels


MODELS = {"llama": LlamaForCausalLM, "gpt2": GPT2LMHeadModel, "bert": BertForMaskedLM}


@pytest.mark.parametrize("model_class", MODELS.values(), ids=MODELS.keys())
def test_adamw_steps_match_eager(model_class):
    torch._dynamo.reset()
    torch.manual_seed(0)
    config = Config()
    eager = model_class(config)
    compiled_model = copy.deepcopy(eager)
    compiled = pycompile.jit(compiled_model, target="cpu")
    optimizers = [torch.optim.AdamW(m.parameters(), lr=1e-2)
                  for m in (eager, compiled_model)]
    generator = torch.Generator().manual_seed(1)
    worst = []
    for step in range(STEPS):
        batch = _batch(config, generator)
        with warnings.catch_warnings(), reporting() as report:
            warnings.simplefilter("error", pycompile.backend.PycompileFallbackWarning)
            losses = [model(*batch)[0] for model in (eager, compiled)]
            for loss in losses:
                loss.backward()
        # Every graph's backward is pycompile's own (pyc-autodiff), not AOTAutograd's.
        for graph in report.graphs:
            assert graph.derivation is not None and graph.derivation.by == "pycompile", \
                f"graph {graph.index}: {graph.derivation}"
        torch.testing.assert_close(losses[1], losses[0], rtol=1e-5, atol=1e-5)
        errors = {}
        pairs = list(zip(eager.named_parameters(), compiled_model.parameters()))
        largest = max(p.grad.abs().max().item() for (_, p), _ in pairs)
        for (name, p), q in pairs:
            # Relative to the parameter's own largest gradient, or to a
            # thousandth of the model's where that is smaller: some gradients
            # are zero up to rounding (attention's key bias shifts a row of
            # scores, which softmax ignores), and noise is not a scale.
            scale = max(p.grad.abs().max().item(), 1e-3 * largest)
            errors[name] = (q.grad - p.grad).abs().max().item() / scale
        name = max(errors, key=errors.get)
        worst.append((step, name, errors[name]))
        assert errors[name] < TOLERANCE, f"step {step}: {name} gradient off by {errors[name]:.2e}"
        for optimizer in optimizers:
            optimizer.step()
            optimizer.zero_grad()
    print(f"\n{model_class.__name__}: largest relative gradient error per step: "
          + ", ".join(f"{s}: {e:.1e} ({n})" for s, n, e in worst))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=["float32", "bfloat16"])
@pytest.mark.parametrize("model_class", MODELS.values(), ids=MODELS.keys())
def test_inference_matches_eager(model_class, dtype):
    """Inference (no_grad) as served, in float32 and in bfloat16 (the norms
    compute in float32 inside): the logits' error against a float64 run of the
    same weights is at most a small multiple of eager's own error."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    config = Config()
    model = model_class(config).to(dtype).eval()
    batch = _batch(config, torch.Generator().manual_seed(2))
    with torch.no_grad():
        exact = copy.deepcopy(model).double()(*batch)[1]
        eager = model(*batch)[1]
        compiled = pycompile.jit(model)(*batch)[1]
    eager_error = (eager.double() - exact).abs().max().item()
    error = (compiled.double() - exact).abs().max().item()
    assert error <= 2 * eager_error + 1e-6, f"{error:.2e} against eager's {eager_error:.2e}"


class _MaskedByConstant(torch.nn.Module):
    """Reads tensors it builds from Python values: the joint graph holds them
    as constants (as Hugging Face's causal LMs hold their causal mask)."""

    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.randn(8, 8))

    def forward(self, x):
        keep = torch.tensor([[1.0] * (i + 1) + [0.0] * (7 - i) for i in range(8)])
        scale = torch.tensor([0.5, 1.0, 2.0, 1.0, 0.5, 1.0, 2.0, 1.0])
        return (torch.tanh(x @ self.w) * keep[:4] * scale).sum()


def test_constants_the_forward_reads_get_pycompiles_backward():
    """Constants in the forward (a mask or table the model builds) are inputs
    of the pyc function that get no gradient: the graph keeps pycompile's
    backward (it fell back to AOTAutograd's), and the gradients are eager's."""
    torch.manual_seed(0)
    model = _MaskedByConstant()
    x = torch.randn(4, 8, requires_grad=True)
    with reporting() as report:
        pycompile.jit(model)(x).backward()
    got = [x.grad.clone(), model.w.grad.clone()]
    x.grad = model.w.grad = None
    model(x).backward()
    for g, e in zip(got, [x.grad, model.w.grad]):
        torch.testing.assert_close(g, e)
    derivations = [g.derivation for g in report.graphs if g.derivation is not None]
    assert derivations and all(d.by == "pycompile" for d in derivations), derivations


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_dropout_keeps_pycompiles_backward(target):
    """Dropout draws its mask in torch before pyc's program runs (an input
    of it): the graph keeps pycompile's backward, which reads the forward's
    mask (the gradient is zero exactly where the output is, and the kept
    elements' is the scale), and two dropouts of one tensor draw two masks,
    each keeping about 1 - p of the elements."""
    torch.manual_seed(0)
    w = torch.randn(64, 64, requires_grad=True)
    x = torch.randn(256, 64, requires_grad=True)

    def fn(x, w):
        h = x @ w
        return torch.nn.functional.dropout(h, 0.25), torch.nn.functional.dropout(h, 0.5)

    torch._dynamo.reset()
    with reporting() as report:
        a, b = pycompile.jit(fn, target=target)(x, w)
    cotangent = torch.randn_like(a)
    (grad_w,) = torch.autograd.grad((a * cotangent).sum() + b.sum(), [w])
    assert [g.derivation.by for g in report.graphs] == ["pycompile"]
    h = (x @ w).detach()
    kept_a, kept_b = a != 0, b != 0
    torch.testing.assert_close(a[kept_a], h[kept_a] / 0.75)
    torch.testing.assert_close(b[kept_b], h[kept_b] / 0.5)
    assert abs(kept_a.float().mean().item() - 0.75) < 0.02
    assert abs(kept_b.float().mean().item() - 0.5) < 0.02
    assert (kept_a != kept_b).any()  # two draws
    expected = x.detach().t() @ (kept_a * cotangent / 0.75 + kept_b / 0.5)
    torch.testing.assert_close(grad_w, expected, rtol=1e-4, atol=1e-4)


def test_stochastic_depth_keeps_pycompiles_backward():
    """torchvision's stochastic depth draws with `new_empty(...).bernoulli_(p)`
    (a sample kept or dropped whole): drawn before pyc's program too, and
    the gradient is the kept samples', scaled."""
    torch.manual_seed(0)
    w = torch.randn(8, 8, requires_grad=True)
    x = torch.randn(256, 4, 8)

    def fn(x, w):
        h = x @ w
        noise = torch.empty([h.shape[0], 1, 1], dtype=h.dtype).bernoulli_(0.75).div_(0.75)
        return h * noise

    torch._dynamo.reset()
    with reporting() as report:
        out = pycompile.jit(fn)(x, w)
    (grad_w,) = torch.autograd.grad(out.sum(), [w])
    assert [g.derivation.by for g in report.graphs] == ["pycompile"]
    kept = (out != 0).flatten(1).any(1)
    assert abs(kept.float().mean().item() - 0.75) < 0.1
    torch.testing.assert_close(out[kept], (x @ w).detach()[kept] / 0.75)
    expected = torch.einsum("nai,n->i", x, kept / 0.75)[:, None].expand(8, 8)
    torch.testing.assert_close(grad_w, expected, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("masked", [False, True])
def test_multihead_attention_trains_with_pycompiles_backward(masked):
    """`nn.MultiheadAttention` (torchvision's ViT): its SDPA, inside a call
    Dynamo keeps whole, goes through pycompile's attention rewrite, so the
    training graph keeps pycompile's backward; outputs and gradients are
    eager's, with a key padding mask too."""
    torch.manual_seed(0)
    attention = torch.nn.MultiheadAttention(32, 4, batch_first=True)
    x = torch.randn(2, 8, 32)
    padding = torch.tensor([[False] * 8, [False] * 5 + [True] * 3]) if masked else None

    def fn(x):
        return attention(x, x, x, key_padding_mask=padding, need_weights=False)[0]

    expected = fn(x)
    expected_grads = torch.autograd.grad(expected.square().sum(), list(attention.parameters()))
    torch._dynamo.reset()
    with reporting() as report:
        got = pycompile.jit(fn)(x)
    grads = torch.autograd.grad(got.square().sum(), list(attention.parameters()))
    assert [g.derivation.by for g in report.graphs] == ["pycompile"]
    torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-5)
    for g, e in zip(grads, expected_grads):
        torch.testing.assert_close(g, e, rtol=1e-4, atol=1e-5)


def test_the_backward_compiles_with_its_forward(monkeypatch):
    """A training graph's backward (the partition's) starts compiling with
    its forward, each graph's machine code on a core of its own as soon as
    it is lowered: the backward's first call compiles nothing more, and the
    gradients are eager's."""
    from pycompile import backend

    compiles = []
    real = backend.compile_graph

    def recorded(gm, options, derivation=None, ahead=False):
        compiles.append(ahead)
        return real(gm, options, derivation, ahead)

    monkeypatch.setattr(backend, "compile_graph", recorded)
    torch._dynamo.reset()
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(),
                                torch.nn.LayerNorm(32), torch.nn.Linear(32, 4))
    twin = copy.deepcopy(model)
    x = torch.randn(8, 16)
    loss = pycompile.jit(model, target="cpu")(x).square().mean()
    assert compiles == [True, True]  # the forward, then its backward, both ahead
    loss.backward()
    assert compiles == [True, True]
    twin(x).square().mean().backward()
    for p, q in zip(model.parameters(), twin.parameters()):
        torch.testing.assert_close(p.grad, q.grad, rtol=1e-4, atol=1e-5)


def test_only_draws_are_lifted_out_of_the_forward():
    """A random op pyc imports (FlashAttention, which takes a dropout it is
    not given) stays in the forward: only draws that read no operand's
    values become inputs (GPT-2's and LLaMA's training graphs on a GPU went
    to AOTAutograd's backward when every random op was taken for one)."""
    from pycompile import training

    graph = torch.fx.Graph()
    q = graph.placeholder("q")
    flash = graph.call_function(torch.ops.aten._scaled_dot_product_flash_attention.default,
                                (q, q, q))
    graph.output((flash,))
    assert training._lift_draws(graph) == []
    assert flash in graph.nodes
