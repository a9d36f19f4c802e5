"""Training graphs get pycompile's own backward (`pycompile.training`):
pyc-autodiff differentiates each forward, pyc-partition splits it, and the
gradients that `loss.backward()` leaves must be eager's, on fresh random
inputs. A graph pycompile cannot differentiate keeps AOTAutograd's backward,
and the report says why."""

from __future__ import annotations

import copy

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile.report import ExplainReport, reporting


@pytest.fixture(autouse=True)
def _fresh():
    torch._dynamo.reset()
    torch.manual_seed(0)
    yield
    torch._dynamo.reset()


def derivations(report: ExplainReport) -> list:
    return [g.derivation for g in report.graphs if g.derivation is not None]


def grads_of(fn, args, target="cpu"):
    """The outputs' loss and the gradients of `args` that require them, eager
    and compiled, on copies of the same `args`."""
    results = []
    for run in (fn, pycompile.jit(fn, target=target)):
        leaves = [a.detach().clone().requires_grad_(a.requires_grad) for a in args]
        out = run(*leaves)
        out = out if isinstance(out, tuple) else (out,)
        loss = sum((o.float() * torch.linspace(-1, 1, o.numel()).reshape(o.shape)).sum()
                   for o in out if o.is_floating_point())
        loss.backward()
        results.append((loss.detach(), [a.grad for a in leaves]))
    return results


def assert_same_gradients(fn, *args, target="cpu", rtol=1e-5, atol=1e-5):
    with reporting() as report:
        (want_loss, want), (got_loss, got) = grads_of(fn, args, target)
    torch.testing.assert_close(got_loss, want_loss, rtol=rtol, atol=atol)
    for g, w in zip(got, want):
        if w is None:
            assert g is None
        else:
            torch.testing.assert_close(g, w, rtol=rtol, atol=atol)
    return report


def mlp(x, w1, b1, w2):
    return torch.tanh(F.linear(torch.relu(F.linear(x, w1, b1)), w2)).sum(-1)


def _mlp_args(requires=(True, True, True, True)):
    shapes = [(8, 16), (32, 16), (32,), (4, 32)]
    return [torch.randn(s).requires_grad_(r) for s, r in zip(shapes, requires)]


@pytest.mark.parametrize("target", ["cpu", "reference"])
def test_mlp_backward_is_pycompiles(target):
    report = assert_same_gradients(mlp, *_mlp_args(), target=target)
    found = derivations(report)
    # The forward graph and the backward graph both carry it.
    assert len(found) == 2 and all(d.by == "pycompile" for d in found), found
    assert 0 < found[0].saved_bytes <= found[0].save_all_bytes
    assert "backward by pycompile" in str(report)


def test_softmax_layer_norm_attention_backward():
    def block(x, w, g, b):
        h = F.layer_norm(x, (16,), g, b)
        q = h @ w
        scores = torch.softmax(q @ h.transpose(-1, -2) / 4.0, dim=-1)
        return scores @ h + F.gelu(q)

    args = [torch.randn(2, 6, 16, requires_grad=True), torch.randn(16, 16, requires_grad=True),
            torch.randn(16, requires_grad=True), torch.randn(16, requires_grad=True)]
    report = assert_same_gradients(block, *args)
    assert [d.by for d in derivations(report)] == ["pycompile", "pycompile"]


def test_cross_entropy_with_integer_labels():
    def loss(logits, labels, w):
        return F.cross_entropy(logits @ w, labels, ignore_index=-100)

    labels = torch.randint(0, 10, (12,))
    labels[3] = -100
    args = [torch.randn(12, 8, requires_grad=True), labels, torch.randn(8, 10, requires_grad=True)]
    report = assert_same_gradients(loss, *args)
    assert derivations(report)[0].by == "pycompile"


@pytest.mark.parametrize("target", ["cpu", "reference", "triton-interpret"])
def test_embedding_padding_row_gets_no_gradient(target):
    """The row at an embedding's padding_idx gets no gradient, as in eager
    (BERT's word embeddings); with scale_grad_by_freq the embedding runs in
    eager, and its gradient is eager's too."""
    ids = torch.tensor([[0, 3, 5, 0], [2, 0, 3, 9]])
    report = assert_same_gradients(lambda w, i: F.embedding(i, w, padding_idx=0).tanh() * 2,
                                   torch.randn(10, 4, requires_grad=True), ids, target=target)
    assert derivations(report)[0].by == "pycompile"
    assert_same_gradients(lambda w, i: F.embedding(i, w, scale_grad_by_freq=True).tanh(),
                          torch.randn(10, 4, requires_grad=True), ids, target=target)


@pytest.mark.parametrize("fn", [F.hardswish, F.hardsigmoid])
def test_hard_activations_take_eagers_gradient_at_their_kinks(fn):
    """hardswish and hardsigmoid at exactly -3 and 3 (bf16 activations land
    there) get eager's one-sided gradient, not the half-and-half of a max's
    tie; elsewhere as eager."""
    x = torch.cat([torch.tensor([-3.0, 3.0, -4.0, 4.0, 0.0]), torch.randn(59) * 3])
    assert_same_gradients(fn, x.requires_grad_(), rtol=1e-6, atol=1e-7)


def test_embedding_padding_row_with_run_time_sizes():
    fn = pycompile.jit(lambda w, i: F.embedding(i, w, padding_idx=2).sin().sum(), dynamic=True)
    for tokens in (5, 9):
        ids = torch.randint(0, 6, (2, tokens))
        ids[0, 0] = 2
        w = torch.randn(6, 3, requires_grad=True)
        fn(w, ids).backward()
        want = torch.randn(6, 3).copy_(w.detach()).requires_grad_()
        F.embedding(ids, want, padding_idx=2).sin().sum().backward()
        torch.testing.assert_close(w.grad, want.grad)
        assert not w.grad[2].any()


def test_transformer_encoder_layer_trains_without_fallback():
    """torch's own TransformerEncoderLayer, a training step: every part
    compiles (a part whose function returned one reshape twice fell back
    to eager: pyc-to-loops had no copy for the second), gradients as eager's."""
    import warnings

    from pycompile.backend import PycompileFallbackWarning

    layer = torch.nn.TransformerEncoderLayer(16, 4, 32, dropout=0.0, batch_first=True)
    twin = copy.deepcopy(layer)
    x = torch.randn(4, 6, 16)
    with warnings.catch_warnings():
        warnings.simplefilter("error", PycompileFallbackWarning)
        pycompile.jit(twin, target="cpu")(x).square().sum().backward()
    layer(x).square().sum().backward()
    for p, q in zip(layer.parameters(), twin.parameters()):
        torch.testing.assert_close(q.grad, p.grad, rtol=1e-4, atol=1e-5)


def test_inputs_without_grad_get_none():
    x, w1, b1, w2 = _mlp_args(requires=(False, True, False, True))
    report = assert_same_gradients(mlp, x, w1, b1, w2)
    assert derivations(report)[0].by == "pycompile"


def test_requires_grad_changing_recompiles():
    fn = pycompile.jit(mlp, target="cpu")
    for requires in [(True, True, True, True), (False, True, True, False)]:
        args = _mlp_args(requires)
        with reporting() as report:
            fn(*args).sum().backward()
        # A compile for each (Dynamo guards requires_grad), each differentiated by pycompile.
        # (The forward and the backward graph share their derivation.)
        assert list({id(d): d.by for d in derivations(report)}.values()) == ["pycompile"]
        clones = [a.detach().clone().requires_grad_(a.requires_grad) for a in args]
        mlp(*clones).sum().backward()
        for a, c in zip(args, clones):
            assert (a.grad is None) == (c.grad is None)
            if c.grad is not None:
                torch.testing.assert_close(a.grad, c.grad, rtol=1e-5, atol=1e-5)


def test_outputs_without_cotangent():
    """An integer output and a float output the loss does not read."""
    def fn(x, w):
        h = x @ w
        return h.exp().sum(), h.argmax(-1), torch.sin(h)

    x, w = torch.randn(4, 8, requires_grad=True), torch.randn(8, 8, requires_grad=True)
    compiled = pycompile.jit(fn, target="cpu")
    with reporting() as report:
        total, index, _ = compiled(x, w)
        total.backward()
    xe, we = x.detach().clone().requires_grad_(), w.detach().clone().requires_grad_()
    fn(xe, we)[0].backward()
    torch.testing.assert_close(x.grad, xe.grad)
    torch.testing.assert_close(w.grad, we.grad)
    assert torch.equal(index, (x @ w).argmax(-1))
    assert derivations(report)[0].by == "pycompile"


def test_gradient_accumulation_and_optimizer():
    torch.manual_seed(1)
    model = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.GELU(), torch.nn.Linear(32, 4))
    twin = copy.deepcopy(model)
    compiled = pycompile.jit(twin, target="cpu")
    optimizers = [torch.optim.SGD(m.parameters(), lr=0.1) for m in (model, twin)]
    for _ in range(2):
        for _ in range(2):  # two micro-batches accumulate
            x = torch.randn(8, 16)
            model(x).square().mean().backward()
            compiled(x).square().mean().backward()
        for p, q in zip(model.parameters(), twin.parameters()):
            torch.testing.assert_close(q.grad, p.grad, rtol=1e-5, atol=1e-6)
        for optimizer in optimizers:
            optimizer.step()
            optimizer.zero_grad()


def test_no_grad_is_an_inference_graph():
    x, w1, b1, w2 = _mlp_args()
    with reporting() as report, torch.no_grad():
        out = pycompile.jit(mlp, target="cpu")(x, w1, b1, w2)
    assert not out.requires_grad
    assert derivations(report) == []


def test_max_dim_keeps_aotautograds_backward():
    """torch's max.dim sends the gradient to one index among ties; pyc's
    reduce max would split it: such a graph keeps AOTAutograd's backward."""
    def fn(x):
        return x.max(-1).values * 2

    x = torch.randn(6, 5)
    x[:, 1:3] = 5.0  # every row's maximum, twice
    report = assert_same_gradients(fn, x.requires_grad_())
    (derivation, *_) = derivations(report)
    assert derivation.by == "AOTAutograd" and "max.dim" in derivation.reason
    assert "backward by AOTAutograd" in str(report)


def test_prod_backward_is_pycompiles():
    """A product reduction's gradient is pyc's (torch's prod_backward):
    g * y / x, and at a row's only zero the product of the rest."""
    def fn(x, w):
        return torch.prod(x * w, dim=-1)

    x = torch.rand(3, 4).add(0.5)
    x[1, 2] = 0
    report = assert_same_gradients(fn, x.requires_grad_(), torch.rand(4).add(0.5).requires_grad_())
    (derivation, *_) = derivations(report)
    assert derivation.by == "pycompile", derivation


def _convolutions(x, w1, b1, w2, w3):
    """A 2-d convolution (stride, padding, bias), a depthwise one (groups,
    dilation, no bias), then a 1-d one over the flattened rows."""
    y = torch.sigmoid(F.conv2d(x, w1, b1, stride=2, padding=1))
    y = y + F.conv2d(y, w2, None, padding=2, dilation=2, groups=4)
    return F.conv1d(y.flatten(2), w3, stride=3).tanh()


@pytest.mark.parametrize("target", ["cpu", "reference", "triton-interpret"])
def test_convolutions_get_pycompiles_backward(target):
    """pyc.convolution's rule (one pyc.convolution_grad, torch's
    convolution_backward) gives eager's gradients of the input, the weights
    and the bias; the targets leave the convolutions to torch and say so.
    Float64: the formula is checked, not a summation order."""
    shapes = [(2, 3, 10, 10), (8, 3, 3, 3), (8,), (8, 2, 3, 3), (5, 8, 4)]
    args = [torch.randn(s, dtype=torch.float64, requires_grad=True) for s in shapes]
    report = assert_same_gradients(_convolutions, *args, target=target, rtol=1e-9, atol=1e-9)
    found = derivations(report)
    assert found and all(d.by == "pycompile" for d in found), found
    if target != "reference":  # which runs pyc.convolution as torch's itself
        assert any("convolution" in m and "-> torch" in m
                   for g in report.graphs for m in g.matmuls), report


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_convolution_gradients_nothing_reads_are_not_computed(target):
    """The first convolution reads images that need no gradient: its
    backward computes the weight's alone (torch's output mask), as eager's
    does; the second computes both. Gradients as eager's."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class Masks(TorchDispatchMode):
        def __init__(self):
            super().__init__()
            self.masks = []

        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if func is torch.ops.aten.convolution_backward.default:
                self.masks.append(list(args[10]))
            return func(*args, **(kwargs or {}))

    def fn(x, w1, w2):
        return F.conv2d(torch.relu(F.conv2d(x, w1, padding=1)), w2).square().sum()

    x = torch.randn(2, 3, 8, 8, dtype=torch.float64)
    w1, w2 = (torch.randn(s, dtype=torch.float64, requires_grad=True)
              for s in [(4, 3, 3, 3), (5, 4, 1, 1)])
    loss = pycompile.jit(fn, target=target)(x, w1, w2)
    with Masks() as seen:
        loss.backward()
    assert sorted(seen.masks) == [[False, True, False], [True, True, False]], seen.masks
    expected = torch.autograd.grad(fn(x, w1, w2), [w1, w2])
    torch.testing.assert_close([w1.grad, w2.grad], list(expected), rtol=1e-9, atol=1e-9)


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_batch_norm_statistics_written_in_one_copy(target, monkeypatch):
    """A training step's running statistics (AOTAutograd's mutated inputs)
    are written by the compiled forward in one `_foreach_copy_` a dtype
    (torch's one-kernel path takes tensors of one dtype: the statistics
    and the int64 counts apart), and AOTAutograd's copy of each into its buffer
    copies nothing (the buffer into itself); they follow eager's."""
    copies, foreach = [], []
    copy_, foreach_copy_ = torch.Tensor.copy_, torch._foreach_copy_
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3), torch.nn.BatchNorm2d(8),
                              torch.nn.ReLU(), torch.nn.BatchNorm2d(8)).double()
    reference = copy.deepcopy(net)
    compiled = pycompile.jit(net, target=target)
    for step in range(3):
        x = torch.randn(2, 3, 7, 7, dtype=torch.float64)
        copies.clear()
        foreach.clear()
        out = compiled(x)
        if step:  # (counted once compiled: tracing copies fake tensors)
            assert len(copies) == 6 and all(copies), copies
            assert sorted(str({t.dtype for t in targets}) for targets, _ in foreach) == [
                "{torch.float64}", "{torch.int64}"], foreach
        monkeypatch.setattr(torch.Tensor, "copy_", lambda self, src, *a, **k: copies.append(
            self.data_ptr() == src.data_ptr()) or copy_(self, src, *a, **k))
        monkeypatch.setattr(torch, "_foreach_copy_",
                            lambda *a, **k: foreach.append(a) or foreach_copy_(*a, **k))
        out.sum().backward()
        reference(x).sum().backward()
        for b, c in zip(net.buffers(), reference.buffers()):
            torch.testing.assert_close(b, c, rtol=1e-12, atol=1e-12)


def test_batch_norm_training_gets_pycompiles_backward():
    """A convolution and batch norm block in training mode: pycompile's
    backward gives eager's gradients, and the running statistics (updated
    in place by the functional batch norm's outputs) follow eager's over
    steps; in eval mode the block reads them."""
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, padding=1), torch.nn.BatchNorm2d(8),
                              torch.nn.ReLU(), torch.nn.Conv2d(8, 4, 3),
                              torch.nn.BatchNorm2d(4)).double()
    reference = copy.deepcopy(net)
    compiled = pycompile.jit(net)
    with reporting() as report:
        for _ in range(2):
            x = torch.randn(2, 3, 9, 9, dtype=torch.float64)
            compiled(x).square().sum().backward()
            reference(x).square().sum().backward()
            for p, q in zip(net.parameters(), reference.parameters()):
                torch.testing.assert_close(p.grad, q.grad, rtol=1e-9, atol=1e-9)
            for b, c in zip(net.buffers(), reference.buffers()):
                torch.testing.assert_close(b, c, rtol=1e-12, atol=1e-12)
    found = derivations(report)
    assert found and all(d.by == "pycompile" for d in found), found
    net.eval()
    reference.eval()
    with torch.no_grad():
        torch.testing.assert_close(compiled(x), reference(x))


def test_variance_gradient_skips_its_centre():
    """A variance is centred on its mean detached (`decompositions._var`):
    its gradient is eager's formula, 2 (x - mean) g / (n - correction),
    without a term through the mean (zero: the deviations sum to zero).
    Batch norm's backward then reduces the activation in one kernel, four
    column sums (the scale's and shift's gradients and the input's two),
    where a fifth sum of that zero term took a kernel of its own; torch.var
    and var_mean with either correction give eager's gradients."""
    net = torch.nn.Sequential(torch.nn.Conv2d(3, 8, 3, bias=False), torch.nn.BatchNorm2d(8),
                              torch.nn.ReLU())
    x = torch.randn(4, 3, 10, 10, requires_grad=True)
    report = assert_same_gradients(net, x)
    backward = report.graphs[-1]
    assert [t.count("pyc.reduce") for t in backward.pyc] == [4], backward.kernels
    assert sum(k.startswith("reduction") for k in backward.kernels) == 1, backward.kernels
    for fn in (lambda a: a.var(1) * a.mean(), lambda a: torch.var_mean(a, (0, 1))[0].exp(),
               lambda a: sum(torch.var_mean(a, 0, correction=0, keepdim=True)),
               lambda a: a.std(-1)):
        torch._dynamo.reset()
        assert_same_gradients(fn, torch.randn(5, 6, 7, requires_grad=True))


@pytest.mark.parametrize("target", ["cpu", "reference", "triton-interpret"])
@pytest.mark.parametrize("case", ["cumprod", "max_pool2d", "as_strided", "conv_transpose2d"])
def test_ops_pyc_cannot_import_are_called_from_it(case, target):
    """An op pyc has no import rule for (cumprod), or none for this call
    (max pooling with its indices, as_strided, a transposed convolution),
    is held as a
    pyc.torch_call of the op: the graph keeps pycompile's backward, whose
    rule for it is torch's derivative, and the gradients are eager's."""
    fn, shapes = {
        "cumprod": (lambda x, w: torch.cumprod(x @ w, dim=-1).tanh(), [(3, 4), (4, 4)]),
        "max_pool2d": (lambda x: F.max_pool2d(x * 2, 3, stride=2, padding=1).sigmoid(),
                       [(2, 3, 9, 9)]),
        "as_strided": (lambda x: torch.as_strided(x * 3, (3, 3), (1, 2)).exp(), [(4, 4)]),
        "conv_transpose2d": (lambda x, w: F.conv_transpose2d(x, w, stride=2).sigmoid(),
                             [(2, 4, 5, 5), (4, 3, 3, 3)]),
    }[case]
    args = [torch.rand(s, dtype=torch.float64).add(0.5).requires_grad_() for s in shapes]
    report = assert_same_gradients(fn, *args, target=target, rtol=1e-9, atol=1e-9)
    found = derivations(report)
    assert found and all(d.by == "pycompile" for d in found), found


def test_random_op_pyc_cannot_import_keeps_aotautograds_backward():
    """A random op that reads its operands' values (Poisson samples of
    computed rates) is neither drawn before pyc's program, as dropout's mask
    is (`training._lift_draws`, test_training.py), nor called from pyc (its
    derivative would draw again): the graph keeps AOTAutograd's backward,
    the report says why, and the gradients are eager's for the same random
    state."""
    def fn(x):
        return torch.poisson(x.sigmoid() * 4) * x.tanh()

    x = torch.randn(8, 8)
    with reporting() as report:
        torch.manual_seed(1)
        got = pycompile.jit(fn)(a := x.clone().requires_grad_())
        got.sum().backward()
    torch.manual_seed(1)
    want = fn(b := x.clone().requires_grad_())
    want.sum().backward()
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(a.grad, b.grad)
    (derivation, *_) = derivations(report)
    assert derivation.by == "AOTAutograd"
    assert "poisson" in derivation.reason and "random" in derivation.reason, \
        derivation.reason


def test_detach_stops_the_gradient():
    """A user's `detach()` (an alias once AOTAutograd functionalizes it) is
    pyc's stop_gradient: no gradient flows through it."""
    def fn(x, w):
        h = x @ w
        return (h * h.detach()).sum(-1) + (torch.sigmoid(h).detach() * x).sum(-1)

    args = [torch.randn(4, 8, requires_grad=True), torch.randn(8, 8, requires_grad=True)]
    report = assert_same_gradients(fn, *args)
    assert derivations(report)[0].by == "pycompile"


def test_softmax_gradient_skips_the_row_maximum():
    """The stable softmax subtracts its row maximum detached (its gradient
    is zero): the backward neither compares against the maximum nor reads
    the scores, only the probabilities."""
    def fn(x, w):
        return torch.softmax(x @ w, dim=-1)

    args = [torch.randn(6, 8, requires_grad=True), torch.randn(8, 16, requires_grad=True)]
    report = assert_same_gradients(fn, *args)
    backward = report.graphs[1]
    assert not any("compare" in k for k in backward.kernels), backward.kernels


def test_half_precision_softmax_saves_its_probabilities():
    """bf16 attention (the scores' softmax computed in f32, rounded once):
    pyc-raise-softmax makes it one op, whose rule reads only its result, so
    the forward saves the bf16 probabilities and the backward computes no
    exponential (the decomposed form's backward recomputed them from the
    saved scores and row max and sum)."""
    def fn(q, k, v):
        return torch.softmax(q @ k.transpose(-1, -2) * 0.25, dim=-1) @ v

    args = [torch.randn(2, 16, 8, dtype=torch.bfloat16, requires_grad=True) for _ in range(3)]
    report = assert_same_gradients(fn, *args, rtol=2e-2, atol=2e-2)
    forward, backward = report.graphs
    assert backward.kernels and not any("exp" in k for k in backward.kernels), backward.kernels
    assert derivations(report)[0].by == "pycompile"


def test_logsumexp_gradient_does_not_go_through_its_shift():
    """logsumexp's shift by the row maximum is detached
    (`decompositions._logsumexp`): the backward is g * exp(x - lse), without
    the maximum's gradient (a compare against it, ties counted), whose two
    terms cancel only up to rounding."""
    def fn(x):
        return torch.logsumexp(x * 2, dim=-1)

    report = assert_same_gradients(fn, torch.randn(4, 16, requires_grad=True))
    forward, backward = report.graphs
    assert backward.kernels and not any("compare" in k for k in backward.kernels), \
        backward.kernels
    assert derivations(report)[0].by == "pycompile"


def test_no_grad_region_gets_pycompiles_backward():
    """Ops under `torch.no_grad()` inside a training graph carry no gradient:
    what the region computes is read detached (`detach_no_grad_regions`),
    and pycompile derives the backward (a rotary table built under no_grad
    sent LLaMA's training graph on a GPU to AOTAutograd's)."""
    def fn(x, w):
        h = x @ w
        with torch.no_grad():
            scale = h.abs().amax() + w.sum()
        return h / scale

    args = [torch.randn(4, 8, requires_grad=True), torch.randn(8, 8, requires_grad=True)]
    report = assert_same_gradients(fn, *args)
    assert all(d.by == "pycompile" for d in derivations(report))


def test_no_grad_region_that_mutates_keeps_aotautograds_backward():
    """A no_grad region that changes a tensor in place is more than detached
    values: AOTAutograd's backward, and explain says why."""
    def fn(x, w):
        h = x @ w
        buffer = torch.zeros(8)
        with torch.no_grad():
            buffer.add_(h.sum(0))
        return h * buffer

    args = [torch.randn(4, 8, requires_grad=True), torch.randn(8, 8, requires_grad=True)]
    report = assert_same_gradients(fn, *args)
    (derivation, *_) = derivations(report)
    assert derivation.by == "AOTAutograd" and "grad mode" in derivation.reason


class _RoundStraightThrough(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        return torch.round(x)

    @staticmethod
    def backward(ctx, g):
        return g


def test_autograd_function_keeps_its_own_backward():
    """A custom autograd.Function's backward (a straight-through estimator)
    is the user's, not the derivative of its forward (zero for round)."""
    def fn(x, w):
        return _RoundStraightThrough.apply(x @ w) * 2

    args = [torch.randn(4, 8, requires_grad=True), torch.randn(8, 8, requires_grad=True)]
    report = assert_same_gradients(fn, *args)
    assert all(d.by == "AOTAutograd" for d in derivations(report))


def test_bfloat16_autocast_gradients_as_accurate_as_eagers():
    """Mixed precision (CPU autocast to bfloat16) through pycompile's
    backward: each parameter's gradient is within twice eager's own error
    against the float32 gradient."""
    from hf_models import Config, LlamaForCausalLM

    eager = LlamaForCausalLM(Config())
    compiled, reference = copy.deepcopy(eager), copy.deepcopy(eager)
    ids = torch.randint(0, Config().vocab, (2, 12))
    mask = torch.ones_like(ids)
    with reporting() as report:
        for model in (eager, pycompile.jit(compiled, target="cpu")):
            with torch.autocast("cpu", dtype=torch.bfloat16):
                model(ids, mask, ids)[0].backward()
    reference(ids, mask, ids)[0].backward()
    assert derivations(report) and all(d.by == "pycompile" for d in derivations(report))
    for (name, want), e, c in zip(reference.named_parameters(), eager.parameters(),
                                  compiled.parameters()):
        eager_error = (e.grad - want.grad).abs().max()
        error = (c.grad - want.grad).abs().max()
        assert error <= 2 * eager_error + 1e-6, \
            f"{name}: {error:.2e} against eager's {eager_error:.2e}"


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
@pytest.mark.parametrize("where", [(1, 1, None, 2), (0, -3, None, 1), (1, 0, 7, 3)],
                         ids=["odd-columns", "last-rows", "every-third"])
def test_slice_scatter_values_and_gradients(target, where):
    """`x[..., a:b:k] = y` (functionalized to slice_scatter) in pyc: eager's
    values, the written slice's gradient to y and the rest to x."""
    dim, start, end, step = where

    def f(x, y):
        z = x * 1.5
        z = torch.slice_scatter(z, y.tanh(), dim, start, end, step)
        return z.sin()

    x = torch.randn(6, 9, requires_grad=True)
    y_shape = list(x.shape)
    y_shape[dim] = len(range(*slice(start, end, step).indices(x.shape[dim])))
    y = torch.randn(y_shape, requires_grad=True)
    torch._dynamo.reset()
    with reporting() as report:
        got = pycompile.jit(f, target=target)(x, y)
    assert not report.fallbacks, report
    expected = f(x, y)
    torch.testing.assert_close(got, expected)
    g = torch.randn_like(expected)
    torch.testing.assert_close(torch.autograd.grad(got, (x, y), g),
                               torch.autograd.grad(expected, (x, y), g))


def test_slice_scatter_with_a_run_time_batch():
    """A batch of run-time size beside the scattered dim: one compile for
    every batch, eager's values; a scatter into the run-time dim itself
    runs in eager and says so."""
    def f(x, y):
        return torch.slice_scatter(x.exp(), y, 1, 1, None, 3) * 2

    torch._dynamo.reset()
    compiled = pycompile.jit(f)
    for batch in (4, 6, 9):
        x, y = torch.randn(batch, 10), torch.randn(batch, 3)
        torch._dynamo.mark_dynamic(x, 0)
        torch._dynamo.mark_dynamic(y, 0)
        with reporting() as report:
            torch.testing.assert_close(compiled(x, y), f(x, y))
        assert not report.fallbacks, report
    torch._dynamo.reset()
    x, y = torch.randn(10, 4), torch.randn(3, 4)
    torch._dynamo.mark_dynamic(x, 0)
    with reporting() as report:
        torch.testing.assert_close(
            pycompile.jit(lambda x, y: torch.slice_scatter(x.exp(), y, 0, 1, None, 3))(x, y),
            torch.slice_scatter(x.exp(), y, 0, 1, None, 3))
    assert [f.op for f in report.fallbacks] == ["aten.slice_scatter.default"], report
    assert "run-time size" in report.fallbacks[0].reason


def test_a_strided_slices_gradient_is_one_pad():
    """The gradient of `x[:, 1::2]` is one pad spreading the cotangent two
    apart (`interior`), which the backward traced back through torch
    (slice_scatter into zeros, then F.pad) imports as again: no reshapes
    of an interleaved copy."""
    def f(x):
        return (x[:, 1::2] * 3).exp()

    x = torch.randn(4, 10, requires_grad=True)
    torch._dynamo.reset()
    with reporting() as report:
        out = pycompile.jit(f)(x)
        (grad,) = torch.autograd.grad(out, x, torch.ones_like(out))
    torch.testing.assert_close(grad, torch.autograd.grad(f(x), x, torch.ones_like(out))[0])
    assert not report.fallbacks, report
    kernels = " ".join(report.kernels)
    assert "pad" in kernels and "reshape" not in kernels, report.kernels
