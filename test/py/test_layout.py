"""Eager's memory layouts: compiled results have the strides eager gives
(transposed, channels-last, permuted, and mixed inputs; training and its
gradients; run-time sizes; the CPU and GPU targets), a result that keeps
its input's layout costs no copy, and row-major graphs compile as before."""

from __future__ import annotations

import copy
import re
import sys

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile import layout

pytestmark = pytest.mark.usefixtures("fresh_dynamo")


def _transposed(rows: int = 6, cols: int = 4) -> torch.Tensor:
    return torch.randn(rows, cols).t()


def _channels_last(*shape: int) -> torch.Tensor:
    return torch.randn(*shape).to(memory_format=torch.channels_last)


def _permuted() -> torch.Tensor:
    return torch.randn(2, 3, 4).permute(2, 0, 1)  # strides (1, 12, 4)


def _flat(x) -> tuple:
    return x if isinstance(x, tuple) else (x,)


def _check(fn, *args, in_eager: bool = False, **options) -> pycompile.report.ExplainReport:
    """`fn` compiled gives eager's values and strides, every op through pyc
    (but ops left to eager, if `in_eager`)."""
    report = pycompile.explain(fn, **options)(*args)
    assert in_eager or not report.fallbacks, report
    assert all(g.failure is None and g.partitions for g in report.graphs), report
    for got, want in zip(_flat(report.result), _flat(fn(*args)), strict=True):
        torch.testing.assert_close(got, want)
        assert got.stride() == want.stride(), (got.stride(), want.stride())
    return report


CASES = {
    "transposed": (lambda x: x * 2, lambda: [_transposed()]),
    "channels_last": (lambda x: x * 2, lambda: [_channels_last(2, 3, 4, 5)]),
    "channels_last_clone": (lambda x: x.clone(), lambda: [_channels_last(2, 3, 4, 5)]),
    "channels_last_relu": (lambda x: torch.relu(x) + 1, lambda: [_channels_last(2, 3, 4, 5)]),
    "channels_last_gelu_bias": (lambda x, b: F.gelu(x * b),
                                lambda: [_channels_last(2, 3, 4, 5), torch.randn(3, 1, 1)]),
    "permuted": (lambda x: torch.tanh(x) * x, lambda: [_permuted()]),
    "permuted_clone": (lambda x: x.clone(), lambda: [_permuted()]),
    "permuted_to_double": (lambda x: x.double() * 2, lambda: [_permuted()]),
    "permuted_bias": (lambda x, b: x + b, lambda: [_permuted(), torch.randn(3)]),
    # The first operand's layout wins in eager where inputs disagree.
    "mixed_permuted_first": (lambda x, y: x + y, lambda: [_permuted(), torch.randn(4, 2, 3)]),
    "mixed_row_major_first": (lambda x, y: y + x, lambda: [_permuted(), torch.randn(4, 2, 3)]),
    "mixed_channels_last": (lambda x, y: (x * 2 + y, y * 2 + x),
                            lambda: [_channels_last(2, 3, 4, 5), torch.randn(2, 3, 4, 5)]),
    # Reductions read a permuted input row-major; what they return is too.
    "reductions": (lambda x: (x.sum(-1), x.sum(1, keepdim=True), x.softmax(-1),
                              torch.exp(x), torch.exp(x).sum(0)), lambda: [_permuted()]),
    "channels_last_mean": (lambda x: x.mean((2, 3), keepdim=True) * x,
                           lambda: [_channels_last(2, 3, 4, 5)]),
    "integers": (lambda x: (x * 3 - 1, x > 0), lambda: [torch.randint(-5, 5, (6, 4)).t()]),
    # A size-1 dim's stride: its place's in the order, or its own, which `clone` keeps.
    "size_one_dims": (lambda x, y: (x.clone(), y * 2),
                      lambda: [torch.randn(100, 7)[::100], torch.randn(2, 1, 3).permute(2, 1, 0)]),
    "transposed_back": (lambda x: (x * 2).t() + 1, lambda: [_transposed()]),
    # Views of results are torch's, with eager's strides; a result with gaps
    # (an `empty_strided` copied into) is copied into eager's strides.
    "views_of_results": (lambda x: ((x * 2).expand(3, 4, 6), (x + 1)[:, ::2], (x - 1).t()),
                         lambda: [torch.randn(4, 6)]),
    "gaps": (lambda x: torch.empty_strided((4, 6), (8, 1)).copy_(x * 2), lambda: [_transposed()]),
}


@pytest.mark.parametrize("target", ["cpu", "reference"])
@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_results_have_eager_strides(case, target):
    fn, make = case
    _check(fn, *make(), target=target)


def test_transposed_result_views_as_in_eager():
    """The fault as reported: `y.t().view(-1)` raised under pycompile only."""
    x = _transposed()
    y = pycompile.jit(lambda x: x * 2)(x)
    assert y.stride() == (1, 4)
    torch.testing.assert_close(y.t().view(-1), (x * 2).t().reshape(-1))


def test_torch_ops_read_results_in_eager_layout():
    """A result torch reads, through `as_strided` or an op left to eager
    (sort), holds its elements where eager's would."""
    def fn(x):
        y = x * 2
        return y.as_strided((4,), (1,)), torch.sort(y + 1, dim=0).values * 3

    _check(fn, _transposed(), in_eager=True)


def test_result_in_its_input_layout_costs_no_copy():
    """A transposed or channels-last input is read in place (the function
    takes its buffer: no copy by the runtime) and its result written in the
    same order: one kernel, no transpose in it, as for a row-major input."""
    for x in (_transposed(), _channels_last(2, 3, 4, 5), torch.randn(4, 6)):
        report = _check(lambda x: torch.relu(x) + 1, x, target="cpu")
        (function,) = report.graphs[0].pyc
        assert len(report.kernels) == 1 and "transpose" not in function, report
        in_memory = sorted(range(x.dim()), key=lambda d: -x.stride(d))
        buffer = "x".join(str(x.shape[d]) for d in in_memory)
        assert f"@graph(%arg0: tensor<{buffer}xf32>) -> tensor<{buffer}xf32>" in function


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_channels_last_tensors_join_along_channels_as_they_lie(target):
    """A UNet's skip connection: channels-last tensors concatenated along
    channels. Each is taken as its buffer, [N, H, W, C], and the join is one
    concat along the buffers' last dim, written channels-last as eager's
    is: no transpose to pyc's logical order and back (three copies, 0.45 ms
    of a small UNet's 8.4 on the CPU)."""
    a, b = _channels_last(2, 3, 4, 5), _channels_last(2, 6, 4, 5)
    report = _check(lambda a, b: torch.cat([a, b], 1), a, b, target=target)
    (function,) = report.graphs[0].pyc
    assert len(report.kernels) == 1 and "transpose" not in function, report
    assert re.search(r"pyc.concat %\w+, %\w+ dim = 3 ", function), function


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_inputs_read_in_their_buffers_order_are_taken_as_buffers(target):
    """Attention's q, k and v gradients come back from cuDNN laid out as q,
    k and v were (heads inner: views of one projection). The part that
    transposes them back, joins them into the projection's gradient and
    sums that for its bias reads each buffer in order: it takes the
    buffers, and the runtime copies none of them row-major first. So is an
    input a reduction reads across its buffer's order: the reduction reads
    the buffer in its own order (the transpose folded into it), as batch
    norm's statistics read a channels-last activation."""
    def heads():  # [batch, heads, tokens, dim], laid out [batch, tokens, heads, dim]
        return torch.randn(2, 4, 3, 5).transpose(1, 2)

    def joined(q, k, v):
        grad = torch.cat([(t * s).transpose(1, 2).reshape(2, 4, 15)
                          for t, s in ((q, 2), (k, 3), (v, 4))], -1)
        return grad, grad.sum((0, 1))

    report = _check(joined, heads(), heads(), heads(), target=target)
    (function,) = report.graphs[0].pyc
    buffer = "tensor<2x4x3x5xf32>"
    assert f"@graph(%arg0: {buffer}, %arg1: {buffer}, %arg2: {buffer})" in function, function

    report = _check(lambda x: (x * 2).sum(2), heads(), target=target)
    (function,) = report.graphs[0].pyc
    assert "@graph(%arg0: tensor<2x4x3x5xf32>)" in function, function


def test_plan_of_dense_and_other_layouts():
    meta = torch.empty(2, 3, 4, 5, device="meta")
    assert layout.plan(meta) is None  # row-major
    channels_last = layout.plan(meta.to(memory_format=torch.channels_last))
    assert channels_last.order == (0, 2, 3, 1) and channels_last.strides is None
    assert layout.plan(meta.permute(2, 0, 1, 3)).order == (1, 2, 0, 3)
    gaps = layout.plan(meta[:, :, ::2])
    assert gaps.gaps and gaps.strides == (60, 20, 10, 1) and gaps.order == (0, 1, 2, 3)
    assert layout.plan(meta[:, :1].expand(2, 3, 4, 5)) is None  # elements share memory
    # A size-1 dim takes the stride of its place in the order, or its own.
    assert layout.plan(torch.empty(2, 1, 3, device="meta").permute(2, 1, 0)).order == (2, 1, 0)
    odd = layout.plan(torch.empty(100, 7, device="meta")[::100])
    assert odd.order == (0, 1) and odd.strides == (700, 1)
    # The buffer in the layout's order, restored: eager's values and strides.
    for x in (torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last),
              torch.randn(100, 7)[::100], torch.randn(2, 3, 8)[:, :, ::2]):
        planned = layout.plan(x)
        restored = planned.restore(x.permute(planned.order).contiguous())
        assert torch.equal(restored, x) and restored.stride() == x.stride()


@pytest.mark.parametrize("case", ["transposed", "channels_last_relu", "mixed_channels_last",
                                  "reductions"])
def test_gpu_target_results_have_eager_strides(case):
    fn, make = CASES[case]
    _check(fn, *make(), target="triton-interpret")


def test_run_time_sizes_keep_eager_strides():
    fn = pycompile.jit(lambda x, y: (torch.relu(x) + 1, x + y), dynamic=True)
    for rows, cols in ((6, 4), (9, 5), (3, 7)):
        x, y = _transposed(rows, cols), torch.randn(cols, rows)
        for got, want in zip(fn(x, y), (torch.relu(x) + 1, x + y)):
            torch.testing.assert_close(got, want)
            assert got.stride() == want.stride()
    channels_last = pycompile.jit(lambda x, b: x * b, dynamic=True)
    for shape in ((2, 3, 4, 5), (3, 3, 6, 2)):
        x, b = _channels_last(*shape), torch.randn(3, 1, 1)
        assert channels_last(x, b).stride() == (x * b).stride()


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_training_keeps_eager_strides(target):
    """Outputs and gradients of a transposed leaf, and of a channels-last
    one beside a row-major one, as eager gives them (`autograd.grad` as
    the backward returns them, `.grad` as autograd accumulates them)."""
    cases = [(lambda x: torch.tanh(x) * x, [_transposed()]),
             (lambda x, y: torch.sigmoid(x) * y + x,
              [_channels_last(2, 3, 4, 5), torch.randn(2, 3, 4, 5)])]
    for fn, values in cases:
        torch._dynamo.reset()
        leaves = [v.requires_grad_() for v in values]
        compiled = pycompile.jit(fn, target=target)(*leaves)
        expected = fn(*leaves)
        assert compiled.stride() == expected.stride()
        cotangent = torch.randn_like(expected)
        got = torch.autograd.grad(compiled, leaves, cotangent)
        want = torch.autograd.grad(expected, leaves, cotangent)
        for g, w in zip(got, want):
            torch.testing.assert_close(g, w)
            assert g.stride() == w.stride()
        compiled = pycompile.jit(fn, target=target)(*leaves)
        (compiled * cotangent).sum().backward()
        for leaf, w in zip(leaves, want):
            torch.testing.assert_close(leaf.grad, w)
            assert leaf.grad.stride() == leaf.stride()


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_channels_last_batch_norm_trains_without_copies(target):
    """A convolution, batch norm and ReLU on channels-last data, trained:
    each part takes the activations and gradients as their channels-last
    buffers, the statistics (sums over N, H and W) read them as they lie
    (column sums), and the runtime copies none of them row-major first
    (`aten::contiguous`: before, both statistics read the activation across
    its buffer's order, so the part took it row-major, a copy a call).
    Outputs and gradients are eager's."""
    torch.manual_seed(0)
    nn = torch.nn
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8),
                          nn.ReLU(), nn.Conv2d(8, 4, 3, padding=1))
    model = model.to(memory_format=torch.channels_last)
    eager, exact = copy.deepcopy(model), copy.deepcopy(model).double()
    x = _channels_last(4, 3, 10, 10)
    compiled = pycompile.jit(model, target=target)

    def step(m, dtype=torch.float32):
        out = m(x.to(dtype))
        (out * torch.linspace(-1, 1, out.numel(), dtype=dtype).view_as(out)).sum().backward()
        return out

    step(compiled)  # compiles
    with torch.profiler.profile() as profile:
        out = step(compiled)
    want = [step(eager), step(eager)][-1]  # (two steps each: .grad holds both)
    reference = [step(exact, torch.float64), step(exact, torch.float64)][-1]
    assert out.stride() == want.stride()
    # Sums over the batch's pixels: errors against float64 within a small
    # multiple of eager's own.
    for got, expected, ref in [(out, want, reference)] + [
            (p.grad, q.grad, r.grad) for p, q, r in
            zip(model.parameters(), eager.parameters(), exact.parameters())]:
        ours, eagers = ((t.double() - ref).abs().max().item() for t in (got, expected))
        assert ours <= 4 * eagers + 1e-6, (ours, eagers)
    copies = [e.key for e in profile.key_averages() if e.key == "aten::contiguous"]
    assert not copies, copies


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_parts_take_and_give_channels_last_buffers_as_graph_views(target, monkeypatch):
    """The buffers a channels-last model's parts take, and the strides their
    results are given, are views the compiled graph makes itself
    (`compiled_graph._layout_views`: one `_reinterpret_tensor` each, or a
    check of the strides for what torch computed): no part is called
    through the Python around it. A training step's values, gradients and
    strides are eager's."""
    from pycompile import compiled_graph

    codes = []
    runnable = compiled_graph.runnable

    def recorded(gm):
        graph = runnable(gm)
        codes.append(graph.code)
        return graph

    monkeypatch.setattr(compiled_graph, "runnable", recorded)
    torch.manual_seed(0)
    nn = torch.nn
    model = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8),
                          nn.ReLU(), nn.Conv2d(8, 8, 3, padding=1, bias=False),
                          nn.BatchNorm2d(8), nn.ReLU()).double()
    model = model.to(memory_format=torch.channels_last)
    eager = copy.deepcopy(model)
    compiled = pycompile.jit(model, target=target)
    for _ in range(2):
        x = _channels_last(2, 3, 6, 6).double()
        out, want = compiled(x), eager(x)
        out.sum().backward()
        want.sum().backward()
        assert out.stride() == want.stride()
        torch.testing.assert_close(out, want)
    for p, q in zip(model.parameters(), eager.parameters()):
        torch.testing.assert_close(p.grad, q.grad)
    assert len(codes) == 2, codes  # the forward and the backward
    for code in codes:
        assert "compiled_graph_call" not in code, code
        assert "_reinterpret_tensor(" in code and "_as_traced(" in code, code


def test_a_part_input_not_as_traced_is_permuted():
    """`_as_traced`: an input whose strides at run time are the traced
    ones is reinterpreted as the part's buffer; one with other strides (an
    op of torch's laid it out otherwise) is permuted, as `Layout.take`
    does, and the part then copies it in order."""
    from pycompile.compiled_graph import _as_traced

    x = _channels_last(2, 3, 4, 5)
    order, sizes, strides = (0, 2, 3, 1), (2, 4, 5, 3), (60, 15, 3, 1)
    taken = _as_traced(x, tuple(x.stride()), sizes, strides, order)
    assert taken.data_ptr() == x.data_ptr() and taken.is_contiguous()
    torch.testing.assert_close(taken, x.permute(order))
    y = x.contiguous()  # NCHW: not as traced
    other = _as_traced(y, tuple(x.stride()), sizes, strides, order)
    torch.testing.assert_close(other.contiguous(), y.permute(order).contiguous())
    assert not other.is_contiguous()


def _padded_rows() -> torch.Tensor:
    """[16, 37], a slice of [16, 40] rows (a padded product's result)."""
    return torch.randn(16, 40)[:, :37]


def _query_heads() -> torch.Tensor:
    """The queries of a fused q/k/v projection, heads split off: [2, 3, 5, 4]
    of a [2, 5, 36] buffer (q, k, v of 3 heads of 4)."""
    return torch.randn(2, 5, 36)[..., :12].view(2, 5, 3, 4).permute(0, 2, 1, 3)


PADDED = {
    "reduction": (lambda x: (x * 2).softmax(-1), _padded_rows),
    "pointwise": (lambda x: torch.tanh(x) + 1, _padded_rows),
    "heads_product": (lambda q: (q @ q.transpose(-1, -2)).softmax(-1) @ q, _query_heads),
    "heads_sum": (lambda q: q.float().sum(-1), _query_heads),
}


@pytest.mark.parametrize("target", ["cpu", "triton-interpret", "reference"])
@pytest.mark.parametrize("case", PADDED.values(), ids=PADDED.keys())
def test_inputs_with_padded_rows_are_read_in_place(case, target):
    """An input whose rows are padded in memory is taken as its larger
    buffer, which the function slices: the runtime copies nothing (the
    function's argument is the buffer), for every kind of reader, and the
    values are eager's."""
    fn, make = case
    x = make()
    report = _check(fn, x, target=target)
    (function,) = report.graphs[0].pyc
    in_memory = sorted(range(x.dim()), key=lambda d: -x.stride(d))
    extents = [x.stride(in_memory[k - 1]) // x.stride(d) if k else x.shape[d]
               for k, d in enumerate(in_memory)]
    assert f"@graph(%arg0: tensor<{'x'.join(map(str, extents))}xf32>)" in function


def test_a_result_sliced_from_a_larger_tensor_is_copied_in_whole_rows():
    """A result whose eager strides leave gaps (a channels-last tensor's
    first channels, in eager a slice of a larger one) comes from a buffer in
    the order of its rows in memory (channels innermost: the copy into
    eager's strides moves whole rows), into memory as large as the strides
    span, so that a part reading it as a padded input views it in place."""
    x = torch.randn(2, 6, 4, 5).to(memory_format=torch.channels_last)[:, 1:4]
    planned = layout.plan(x)
    assert planned.gaps and planned.order == (0, 2, 3, 1), planned
    restored = planned.restore(x.permute(planned.order).contiguous())
    assert torch.equal(restored, x) and restored.stride() == x.stride()
    padded = layout.pitched(restored)
    assert padded.take(restored).data_ptr() == restored.data_ptr()
    _check(lambda y: torch.cat([y * 2, y + 1], 1)[:, 2:],
           torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last))


@pytest.mark.parametrize("target", ["cpu", "triton-interpret"])
def test_nchw_convolutions_read_channels_last_copies(target):
    """In an inference graph, each convolution of NCHW data reads a
    channels-last copy of it (`targets.channels_last_convolutions`), as
    Inductor lays convolutions out: the tanh after it is a part that takes
    the channels-last buffer, [N, H, W, C]; what the graph returns has
    eager's strides, the pooled map's and the pooled channels' alike."""
    conv = torch.nn.Conv2d(3, 4, 3, padding=1)

    def fn(x):
        y = F.max_pool2d(torch.tanh(conv(x)), 2)
        return y, y.mean((2, 3))

    with torch.no_grad():
        report = _check(fn, torch.randn(2, 3, 8, 8), in_eager=True, target=target)
    assert any("tensor<2x8x8x4xf32>" in text for g in report.graphs for text in g.pyc), report


def test_padded_rows_laid_out_otherwise_are_copied():
    """The buffer of a padded input is a view of its memory only where the
    input has the strides it was traced with and its storage holds the
    whole buffer (the last row's padding); else a copy, with the same
    values in the corner."""
    x = _query_heads()
    planned = layout.pitched(x)
    assert planned.order == (0, 2, 1, 3) and planned.extents == (2, 9, 5, 4)
    view = planned.take(x)
    assert view.shape == (2, 5, 9, 4) and view.data_ptr() == x.data_ptr()
    for other in (x.contiguous(), torch.randn(336).as_strided(x.shape, x.stride())):
        taken = planned.take(other)
        assert taken.shape == (2, 5, 9, 4) and taken.data_ptr() != other.data_ptr()
        assert torch.equal(taken[:, :, :3].permute(0, 2, 1, 3), other)
    assert layout.pitched(torch.randn(4, 6)) is None  # row-major: nothing padded
    assert layout.pitched(torch.randn(4, 6)[:, ::2]) is None  # gaps within a row


def _bench_unet():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "bench" / "vision.py"
    spec = importlib.util.spec_from_file_location("bench_vision", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # (for Dynamo, which imports a traced frame's module)
    spec.loader.exec_module(module)
    return module.UNet


def test_unet_training_gradients():
    """The bench's UNet (channels-last, 64 x 64 images: batch norms over
    8192 pixels, skips concatenated, transposed convolutions), a training
    step on the CPU with pycompile's backward: every gradient eager's.
    In float64, where no ReLU input lies within rounding of zero: in
    float32 one element of 131072 did (-6.6e-7 in float64, +3.7e-7 in
    pycompile's forward, -1.4e-6 in eager's), and its gradient, passed by
    pycompile's backward as its forward passed the value, put one
    channel's bias gradient 0.8% from float64's, as legitimately as
    eager's would have been had eager rounded the other way."""
    torch.manual_seed(0)
    model = _bench_unet()().double().to(memory_format=torch.channels_last)
    eager = copy.deepcopy(model)
    x = torch.randn(2, 3, 64, 64, dtype=torch.float64).to(memory_format=torch.channels_last)
    labels = torch.randint(0, 10, (2, 64, 64))
    report = pycompile.explain(lambda x: F.cross_entropy(model(x), labels), target="cpu")(x)
    assert [g.derivation.by for g in report.graphs if g.derivation] == ["pycompile"], report
    report.result.backward()
    F.cross_entropy(eager(x), labels).backward()
    for (name, p), e in zip(model.named_parameters(), eager.parameters()):
        scale = e.grad.abs().max().item()
        torch.testing.assert_close(p.grad, e.grad, rtol=1e-9, atol=1e-12 * scale, msg=name)
