"""What eager PyTorch promises beyond values: aliasing of returned views,
output memory the caller still holds, devices the target cannot run, Python
scalars that change type, sizes in arithmetic, and compile failures that fall
back instead of raising."""

from __future__ import annotations

import os
import warnings
import weakref
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

import pycompile
from pycompile.backend import PycompileDumpWarning, PycompileFallbackWarning

TARGETS = ["auto", "cpu", "reference"]


pytestmark = pytest.mark.usefixtures("fresh_dynamo")


def _views(x):
    y = x * 2
    return y, y[0], y[1:], y[:, 1], y.t(), y[1:][:, 0], y.diagonal()


@pytest.mark.parametrize("grad", [False, True], ids=["no_grad", "grad"])
@pytest.mark.parametrize("target", TARGETS)
def test_returned_views_of_computed_values_stay_views(target, grad):
    x = torch.randn(4, 3, requires_grad=grad)
    with torch.set_grad_enabled(grad):
        outs = pycompile.jit(_views, target=target)(x)
        expected = _views(x)
    base = outs[0].detach()
    for out, want in zip(outs, expected):
        torch.testing.assert_close(out, want)
        assert out.untyped_storage().data_ptr() == base.untyped_storage().data_ptr()
    base.add_(1)  # seen through every view, as in eager
    for out, want in zip(outs[1:], expected[1:]):
        torch.testing.assert_close(out.detach(), want.detach() + 1)


@pytest.mark.parametrize("grad", [False, True], ids=["no_grad", "grad"])
def test_outputs_viewing_intermediates_are_not_views(grad):
    """A returned view of a value the caller never sees (a Linear layer's
    product reshaped: a language model's logits) is a tensor of its own on
    that memory, as Inductor returns it: FSDP2 warns of a view returned, and
    autograd treats an in-place op on one otherwise. (Eager returns a view
    or not by the path `matmul` takes: GPT-2's logits are not one.) A view
    of an input stays a view of it."""
    linear = torch.nn.Linear(8, 16)
    x = torch.randn(2, 5, 8)

    def f(x):
        return linear(x), x.view(10, 8)

    with torch.set_grad_enabled(grad):
        out, view = pycompile.jit(f, target="cpu")(x)
        expected, _ = f(x)
        inductor, _ = torch.compile(f)(x)
    assert not inductor._is_view()
    assert not out._is_view() and out._base is None
    assert view._base is x
    torch.testing.assert_close(out, expected)
    if grad:
        out.sum().backward()
        weight = linear.weight.grad.clone()
        linear.weight.grad = None
        expected.sum().backward()
        torch.testing.assert_close(weight, linear.weight.grad)


@pytest.mark.parametrize("holder", ["storage", "tensor", "view", "numpy"])
def test_large_outputs_are_not_reused_while_the_caller_holds_them(holder):
    f = pycompile.jit(lambda x: x * 2 + 1, target="cpu")
    with torch.no_grad():
        first = f(torch.randn(256, 128))  # 128 KiB
        kept = first.clone()
        held = {"storage": lambda t: t.untyped_storage(), "tensor": lambda t: t,
                "view": lambda t: t[1:], "numpy": lambda t: t.numpy()}[holder](first)
        del first
        for _ in range(3):
            f(torch.randn(256, 128))
    seen = torch.empty(0).set_(held) if holder == "storage" else torch.as_tensor(held)
    torch.testing.assert_close(seen.view(-1)[-kept[1:].numel():], kept[1:].view(-1))


@pytest.mark.parametrize("target", TARGETS)
def test_meta_tensors_stay_with_torch(target):
    x = torch.randn(4, 5, device="meta")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = pycompile.jit(lambda x: (x * 2 + 1).softmax(-1), target=target)(x)
    assert y.device.type == "meta" and y.shape == (4, 5) and y.dtype == torch.float32
    # An explicit target that cannot run the device says so; "auto" chooses torch.
    named = [w for w in caught if issubclass(w.category, PycompileFallbackWarning)]
    assert bool(named) == (target != "auto")
    if named:
        assert "meta" in str(named[0].message)


def test_python_scalars_that_change_type_between_calls():
    f = pycompile.jit(lambda x, a, b: x * a + b)
    x = torch.randn(5)
    for a, b in [(1.0, 2.0), (3.0, -1.0), (0.5, 0), (2, 0.25), (-1.5, 3)]:
        torch.testing.assert_close(f(x, a, b), x * a + b)


@pytest.mark.parametrize("fn", [
    lambda x: x / x.shape[-1],
    lambda x: F.layer_norm(x, x.shape[-1:]),
    lambda x: x.sum(-1) * x.shape[0],
], ids=["div_by_size", "layer_norm_by_shape", "sum_times_size"])
def test_dynamic_sizes_in_arithmetic(fn):
    f = pycompile.jit(fn, dynamic=True)
    for shape in [(3, 5), (4, 7)]:
        x = torch.randn(shape)
        torch.testing.assert_close(f(x), fn(x))


def test_a_graph_that_fails_to_compile_runs_in_eager_with_a_warning(monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("partitioning blew up")

    monkeypatch.setattr("pycompile.backend.propose_parts", broken)
    x = torch.randn(3, 4)
    with pytest.warns(PycompileFallbackWarning, match="partitioning blew up"):
        y = pycompile.jit(lambda x: x.exp() + 1)(x)
    torch.testing.assert_close(y, x.exp() + 1)
    torch._dynamo.reset()
    with pytest.raises(Exception, match="partitioning blew up"):
        pycompile.jit(lambda x: x.exp() + 1, fullgraph=True)(x)


@pytest.mark.parametrize("kind", ["a file", "read-only"])
def test_an_unusable_dump_dir_warns_and_compiles(kind, tmp_path):
    if kind == "a file":
        dump = tmp_path / "dump"
        dump.write_text("not a directory")
    else:
        dump = tmp_path / "ro"
        dump.mkdir()
        dump.chmod(0o500)
        if os.access(dump, os.W_OK):
            # root writes anywhere: a place that cannot be created stands in.
            dump = Path("/proc/self/pycompile-dump")
    x = torch.randn(3, 4)
    with pytest.warns(PycompileDumpWarning, match="dump_dir"):
        y = pycompile.jit(lambda x: x * 3 - 1, dump_dir=dump)(x)
    torch.testing.assert_close(y, x * 3 - 1)


def test_torch_compile_options_reach_pycompile(monkeypatch):
    seen = []
    import pycompile.backend as backend

    real = backend.compile_graph
    monkeypatch.setattr(backend, "compile_graph",
                        lambda gm, options, *rest: seen.append(options) or real(gm, options, *rest))
    x = torch.randn(3)
    f = torch.compile(lambda x: x + 1, backend="pycompile",
                      options={"target": "reference", "fullgraph": True})
    torch.testing.assert_close(f(x), x + 1)
    assert seen and all(o.target == "reference" and o.fullgraph for o in seen)
    torch.testing.assert_close(
        torch.compile(lambda x: x * 2, backend="pycompile", mode="default")(x), x * 2)


def test_reduce_overhead_is_default_off_cuda(monkeypatch):
    """mode="reduce-overhead" reaches the backend from jit and from
    torch.compile; CUDA graphs are for CUDA inputs only, so on the CPU the
    graph runs as with the default mode (and is never captured)."""
    import pycompile.backend as backend
    import pycompile.runtime.cuda_graph as cuda_graph

    seen, captured = [], []
    real = backend.compile_graph
    monkeypatch.setattr(backend, "compile_graph",
                        lambda gm, options, *rest: seen.append(options) or real(gm, options, *rest))
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_capture", lambda *a: captured.append(a))
    x = torch.randn(3)
    with torch.no_grad():
        torch.testing.assert_close(pycompile.jit(lambda x: x * 3, mode="reduce-overhead")(x), x * 3)
        torch.testing.assert_close(
            torch.compile(lambda x: x - 1, backend="pycompile", mode="reduce-overhead")(x), x - 1)
    assert len(seen) == 2 and all(o.mode == "reduce-overhead" for o in seen)
    assert captured == []


@pytest.mark.skipif(not torch.cuda.is_available(), reason="CUDA graphs need a GPU")
def test_cuda_graph_replays_per_signature():
    """A captured graph replays with new values copied in, hands its
    outputs over, runs uncaptured while one is still held (a replay would
    overwrite it), and a new shape is a new capture."""
    from pycompile.runtime.cuda_graph import CudaGraphed

    weight = torch.nn.Parameter(torch.randn(8, device="cuda"))
    graphed = CudaGraphed(lambda x, w: (x * w + 1, x.sum()))
    outputs = []
    for rows in (4, 4, 6):
        x = torch.randn(rows, 8, device="cuda")
        got = graphed(x, weight)
        torch.testing.assert_close(got[0], x * weight + 1)
        torch.testing.assert_close(got[1], x.sum())
        outputs.append(got[0])
    assert len(graphed.captures) == 2
    assert outputs[0].data_ptr() != outputs[1].data_ptr()


def test_cuda_graph_forgets_the_addresses_of_freed_tensors(monkeypatch):
    """A tensor a capture handed over, or a parameter, is read in place by
    its address; once it (the capture, the parameter) is freed, another
    tensor at that address is not, and the registry keeps no dead graph's
    capture alive."""
    cuda_graph = _cuda_graph()
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    graphed = cuda_graph.CudaGraphed(lambda x: (x * 2, x.exp()), cloned=1)
    graphed(torch.randn(4))
    dead = weakref.ref(next(iter(graphed.captures.values())))
    assert dead() in cuda_graph._HANDED_OVER.values()
    del graphed
    assert dead() is None
    x, y = torch.randn(4), torch.randn(4)
    capture = _Replay(lambda: (), [], [])  # (any object a weak reference can name)
    cuda_graph._HANDED_OVER[x.data_ptr()] = capture
    parameter = torch.nn.Parameter(torch.randn(4))
    cuda_graph._STATIC[y.untyped_storage().data_ptr()] = parameter
    assert cuda_graph._in_place(x) and cuda_graph._in_place(y)
    del capture, parameter
    assert not cuda_graph._in_place(x) and not cuda_graph._in_place(y)
    assert x.data_ptr() not in cuda_graph._HANDED_OVER
    assert y.untyped_storage().data_ptr() not in cuda_graph._STATIC


def test_cuda_graph_matches_a_call_without_its_signature(monkeypatch):
    """A call like the last one (inputs read in place at their addresses,
    with their strides; copied ones alike; the numbers equal) replays its
    capture without computing the signature; a copied input of another
    shape, another number, a parameter of the same memory re-strided each
    take the signature, and a capture of their own. Capture stood in for
    (`_record_on_cpu`)."""
    cuda_graph = _cuda_graph()
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    signatures = []
    signature = cuda_graph._signature
    monkeypatch.setattr(cuda_graph, "_signature",
                        lambda args: signatures.append(args) or signature(args))
    w = torch.nn.Parameter(torch.randn(4, 4))
    graphed = cuda_graph.CudaGraphed(lambda x, w, k: (x @ w * k,))
    for _ in range(3):
        x = torch.randn(2, 4)
        torch.testing.assert_close(graphed(x, w, 2.0)[0], x @ w * 2)
    assert len(signatures) == 1 and len(graphed.captures) == 1
    for args in [(torch.randn(3, 4), w, 2.0), (x, w, 3.0)]:
        torch.testing.assert_close(graphed(*args)[0], args[0] @ w * args[2])
    with torch.no_grad():
        w.data = w.data.t()  # the same memory, other strides
    torch.testing.assert_close(graphed(x, w, 2.0)[0], x @ w * 2)
    assert len(signatures) == 4 and len(graphed.captures) == 4


def test_cuda_graph_hands_large_outputs_over(monkeypatch):
    """A caller's large output is not copied out of the capture: each call
    gives a new tensor on the capture's memory, and the next replay makes
    the last one unreadable (on CUDA builds, which have CUDA graphs); a
    small one (a loss) is copied out and stays readable. Capture stood in
    for on the CPU (`_record_on_cpu`)."""
    import pycompile.runtime.cuda_graph as cuda_graph

    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    graphed = cuda_graph.CudaGraphed(lambda x: (x * 2, x.sum()))
    rows = cuda_graph.EXPOSED_BYTES // (4 * 64)
    xs = [torch.randn(rows, 64) for _ in range(3)]
    given, where, losses = [], [], []
    for x in xs:
        big, loss = graphed(x)
        where.append(big.data_ptr())
        torch.testing.assert_close(big, x * 2)
        torch.testing.assert_close(loss, x.sum())
        given.append(big)
        losses.append(loss)
    (capture,) = graphed.captures.values()
    assert capture.exposed == {0}
    assert given[1] is not given[2] and where[1] == where[2] == capture.outputs[0].data_ptr()
    for x, loss in zip(xs, losses):  # copied out: each call's own
        torch.testing.assert_close(loss, x.sum())
    if hasattr(torch._C, "_set_storage_access_error_msg"):
        with pytest.raises(RuntimeError, match="overwrote"):
            given[1].sum()
    h = given[2]  # an output fed back in: read before the replay overwrites it
    torch.testing.assert_close(graphed(h)[0], xs[2] * 4)
    # Another capture (a loss graph) reads the output last given in place,
    # and each replay the value the caller was given.
    loss = cuda_graph.CudaGraphed(lambda logits: (logits.float().square().mean(),))
    for x in xs:
        big, _ = graphed(x)
        torch.testing.assert_close(loss(big[:, 1:])[0], (x[:, 1:] * 2).square().mean())
    (read,) = loss.captures.values()
    assert read.inputs == [None] and read.graph.count == 3


def test_cuda_graph_runs_uncaptured_while_an_unmovable_kept_output_is_held(monkeypatch):
    """Where torch cannot move a storage's memory (torch 2.11: no
    `_swap_data_ptr_`), a leaf's gradient (`kept`) is still given out
    uncopied; a call while it is held (accumulated) runs uncaptured,
    leaving it as it was, and once nothing holds it the capture replays
    again. Capture stood in for on the CPU."""
    cuda_graph = _cuda_graph()
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    monkeypatch.setattr(cuda_graph, "_MOVABLE", False)
    graphed = cuda_graph.CudaGraphed(lambda x: (x.sum(), x * 3), cloned=1, kept=frozenset({1}))
    x, y = torch.randn(8), torch.randn(8)
    _, grad = graphed(x)
    (capture,) = graphed.captures.values()
    assert grad.data_ptr() == capture.outputs[1].data_ptr()  # given, not copied
    replays = capture.graph.count
    _, second = graphed(y)
    assert capture.graph.count == replays
    torch.testing.assert_close(grad, x * 3)
    torch.testing.assert_close(second, y * 3)
    del grad
    _, third = graphed(y)
    assert capture.graph.count == replays + 1
    assert third.data_ptr() == capture.outputs[1].data_ptr()
    torch.testing.assert_close(third, y * 3)


@pytest.mark.parametrize("kwargs,match", [
    (dict(mode="max-autotune"), "unknown mode 'max-autotune'"),
    (dict(options={"targt": "cpu"}), "unknown option.*'targt'.*'target'"),
    (dict(options={"target": "gpu"}), "unknown target 'gpu'"),
])
def test_torch_compile_bad_options_name_the_option(kwargs, match):
    f = torch.compile(lambda x: x + 1, backend="pycompile", **kwargs)
    with pytest.raises(Exception, match=match):
        f(torch.randn(3))


def _cuda_graph():
    import pycompile.runtime.cuda_graph as cuda_graph

    return cuda_graph


class _Replay:
    """Reads its inputs where they lie, holding none (as a CUDA graph): a
    tensor handed over or given out, or a parameter's view, is found at its
    address."""

    def __init__(self, fn, inputs, outputs):
        self.fn, self.outputs, self.count = fn, outputs, 0
        self.inputs = [weakref.ref(a) if isinstance(a, torch.Tensor) else a for a in inputs]
        self.where = [(a.data_ptr(), a.untyped_storage().data_ptr(), a.shape, a.stride(),
                       a.storage_offset()) if isinstance(a, torch.Tensor) else None
                      for a in inputs]

    def at(self, i):
        if self.inputs[i]() is not None:
            return self.inputs[i]()
        cuda_graph = _cuda_graph()
        address, storage, *layout = self.where[i]
        base = cuda_graph._STATIC.get(storage)
        if base is None:  # an output handed over or given out
            capture = cuda_graph._HANDED_OVER.get(address) or cuda_graph._GIVING[storage]
            base = next(t for t in capture.outputs if t.untyped_storage().data_ptr() == storage)
        return base.detach().as_strided(*layout)

    def replay(self):
        self.count += 1
        inputs = [self.at(i) if isinstance(a, weakref.ref) else a
                  for i, a in enumerate(self.inputs)]
        with torch.no_grad():
            for out, new in zip(self.outputs, self.fn(*inputs)):
                if isinstance(out, torch.Tensor):
                    out.copy_(new)


def _record_on_cpu(self, inputs, writes):
    """`CudaGraphed._record` without CUDA: a stand-in graph whose replay
    computes the function into the capture's outputs (an input it writes
    is one of them)."""
    outputs = self.fn(*inputs)
    if writes:
        outputs = list(outputs)
        for k, i in writes.items():
            outputs[k] = inputs[i]
    return _Replay(self.fn, inputs, outputs), outputs


def test_cuda_graph_moves_kept_outputs_still_held(monkeypatch):
    """Outputs a caller keeps (leaves' gradients, `kept`) are given out
    where the capture wrote them, not copied; one still held (or a view of
    it) when the capture replays again, or when the capture goes, first
    moves to memory of its own, with its value."""
    import gc

    cuda_graph = _cuda_graph()
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    graphed = cuda_graph.CudaGraphed(lambda x: (x * 2, x + 1), cloned=1, kept=frozenset({1}))
    x, y = torch.randn(4), torch.randn(4)
    graphed(x)
    (capture,) = graphed.captures.values()
    _, kept = graphed(x)
    assert kept.data_ptr() == capture.outputs[1].data_ptr()
    view = kept.detach()[1:]  # as autograd keeps a gradient: a tensor of its own
    del kept
    _, again = graphed(y)
    assert view.data_ptr() != capture.outputs[1].data_ptr() + view.element_size()
    torch.testing.assert_close(view, (x + 1)[1:])
    torch.testing.assert_close(again, y + 1)
    address = capture.outputs[1].data_ptr()
    assert again.data_ptr() == address
    del graphed, capture
    gc.collect()
    assert again.data_ptr() != address
    torch.testing.assert_close(again, y + 1)


def test_cuda_graph_hands_a_forwards_saved_tensors_to_its_backward(monkeypatch):
    """reduce-overhead training: the tensors a forward saves (its outputs
    after the first `cloned`) stay in its capture, and the backward's
    capture reads them there in place; until a backward has read them, the
    forward runs uncaptured (two forwards before a backward), and so does
    the backward of such a forward; a backward of tensors a later replay
    overwrote (retain_graph=True across a forward) raises. CUDA's capture
    is stood in for by a graph whose replay computes the function into the
    capture's outputs, so the protocol runs on the CPU."""
    import pycompile.runtime.cuda_graph as cuda_graph

    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    weight = torch.nn.Parameter(torch.randn(4))
    forward = cuda_graph.CudaGraphed(lambda x, w: (x * w, torch.tanh(x)), cloned=1)
    backward = cuda_graph.CudaGraphed(lambda saved, g, w: (g * w * (1 - saved ** 2),))

    class Step(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            out, saved = forward(x, weight)
            ctx.save_for_backward(saved)
            return out

        @staticmethod
        def backward(ctx, g):
            (saved,) = ctx.saved_tensors
            return backward(saved, g, weight)[0]

    def grad_of(x):
        x = x.clone().requires_grad_()
        (Step.apply(x) * 1.5).sum().backward()
        return x.grad

    def want(x):
        return 1.5 * weight.detach() * (1 - torch.tanh(x) ** 2)

    xs = [torch.randn(4) for _ in range(3)]
    for x in xs:  # capture, then replays: the saved tanh is read in place
        torch.testing.assert_close(grad_of(x), want(x))
    (fw,) = forward.captures.values()
    (bw,) = backward.captures.values()
    assert bw.inputs[0] is None  # in place: the forward's output
    assert fw.graph.count == 3 and bw.graph.count == 3
    # Two forwards before a backward: the second runs uncaptured, and so
    # does its backward; the first's backward replays.
    a, b = xs[0].clone().requires_grad_(), xs[1].clone().requires_grad_()
    loss = (Step.apply(a) * 1.5).sum() + (Step.apply(b) * 1.5).sum()
    assert fw.graph.count == 4 and not fw.ready()
    loss.backward()
    torch.testing.assert_close(a.grad, want(xs[0]))
    torch.testing.assert_close(b.grad, want(xs[1]))
    assert bw.graph.count == 4 and len(backward.captures) == 1 and fw.ready()
    # A graph kept across another forward: its backward would read the
    # saved tensor that forward overwrote, and raises.
    kept = (Step.apply(xs[0].clone().requires_grad_()) * 1.5).sum()
    kept.backward(retain_graph=True)
    torch.testing.assert_close(grad_of(xs[2]), want(xs[2]))
    with pytest.raises(RuntimeError, match="overwrote|modified by an inplace operation"):
        kept.backward()


def test_cuda_graph_output_on_an_input_read_in_place_is_the_calls(monkeypatch):
    """A capture that returns (a view of) an input it reads in place, an
    output another capture gives out (a loss's forward saving the logits for
    its backward), returns it on each call's argument: the one it was
    recorded with is made unreadable by the giving capture's next replay
    (on CUDA; here the stand-in records which storages were), and the
    backward would read it there."""
    cuda_graph = _cuda_graph()
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    monkeypatch.setattr(cuda_graph, "EXPOSED_BYTES", 1)
    unreadable = set()
    monkeypatch.setattr(cuda_graph, "_MAKE_UNREADABLE",
                        lambda t, message: unreadable.add(t.untyped_storage()._cdata))
    model = cuda_graph.CudaGraphed(lambda x: (x * 2,))
    loss = cuda_graph.CudaGraphed(lambda g: (g.sum(), g, g[1:]), cloned=1)
    for _ in range(3):
        x = torch.randn(4)
        logits = model(x)[0]
        total, saved, tail = loss(logits)
        for t in (saved, tail):
            assert t.untyped_storage()._cdata not in unreadable
        assert saved is logits
        torch.testing.assert_close(tail, 2 * x[1:])
        torch.testing.assert_close(total, 2 * x.sum())
    assert len(unreadable) == 4  # the first two calls' logits and totals


def _graphed_training(monkeypatch) -> list:
    """reduce-overhead on the CPU for `pycompile.jit`: every graph captured
    (`_record_on_cpu` standing in for CUDA); returns the list each
    `CudaGraphed` made is appended to."""
    import pycompile.backend as backend

    cuda_graph = _cuda_graph()
    monkeypatch.setattr(cuda_graph.CudaGraphed, "_record", _record_on_cpu)
    monkeypatch.setattr(backend, "_cuda_graphs", lambda options, inputs: True)
    made = []
    init = cuda_graph.CudaGraphed.__init__
    monkeypatch.setattr(cuda_graph.CudaGraphed, "__init__",
                        lambda self, *a, **k: made.append(self) or init(self, *a, **k))
    return made


def test_reduce_overhead_reads_outputs_given_out_in_place(monkeypatch):
    """transformers' GPT-2 trains as two graphs, the model's and its loss's:
    under mode="reduce-overhead" the logits the model's capture gives out
    (not copied: large) are read in place by the loss's forward and backward
    captures, not copied into their buffers (823 MB twice a step at 8 x 1024
    tokens), with eager's loss and gradients every step. Capture stood in
    for (`_record_on_cpu`); every output counts as large."""
    import copy

    import transformers

    made = _graphed_training(monkeypatch)
    monkeypatch.setattr(_cuda_graph(), "EXPOSED_BYTES", 1)
    torch.manual_seed(0)
    model = transformers.GPT2LMHeadModel(transformers.GPT2Config(
        vocab_size=97, n_layer=1, n_embd=32, n_head=4, n_positions=16,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0))
    reference = copy.deepcopy(model)
    compiled = pycompile.jit(model, target="reference", mode="reduce-overhead")
    for _ in range(3):
        ids = torch.randint(0, 97, (2, 8))
        for m in (model, reference):
            m.zero_grad(set_to_none=True)
        loss = compiled(input_ids=ids, labels=ids).loss
        loss.backward()
        want = reference(input_ids=ids, labels=ids).loss
        want.backward()
        torch.testing.assert_close(loss, want)
        for p, q in zip(model.parameters(), reference.parameters()):
            torch.testing.assert_close(p.grad, q.grad)
    logits = (2, 8, 97)
    buffers = [tuple(a.shape) for g in made for c in g.captures.values()
               for a in c.inputs if isinstance(a, torch.Tensor)]
    assert len(made) == 4 and logits not in buffers, buffers
    assert all(c.graph.count == 3 for g in made for c in g.captures.values())


def test_reduce_overhead_updates_batch_norm_statistics_in_its_capture(monkeypatch):
    """Batch norm training under mode="reduce-overhead" (capture stood in
    for, `_record_on_cpu`): the running statistics, buffers Dynamo marks
    static, are read in place (not copied in) and their new values written
    into them by the forward's capture, whose output for each is the buffer
    itself (AOTAutograd's copy into it then copies nothing); they follow
    eager's over steps, with eager's gradients, and the capture replays."""
    import copy

    made = _graphed_training(monkeypatch)
    torch.manual_seed(0)
    net = torch.nn.Sequential(torch.nn.Conv2d(3, 4, 3), torch.nn.BatchNorm2d(4),
                              torch.nn.ReLU(), torch.nn.BatchNorm2d(4)).double()
    reference = copy.deepcopy(net)
    compiled = pycompile.jit(net, mode="reduce-overhead")
    for _ in range(3):
        x = torch.randn(2, 3, 6, 6, dtype=torch.float64)
        for m in (net, reference):
            m.zero_grad(set_to_none=True)
            m(x).square().sum().backward() if m is reference else \
                compiled(x).square().sum().backward()
        for p, q in zip(net.parameters(), reference.parameters()):
            torch.testing.assert_close(p.grad, q.grad, rtol=1e-9, atol=1e-9)
        for b, c in zip(net.buffers(), reference.buffers()):
            torch.testing.assert_close(b, c, rtol=1e-12, atol=1e-12)
    (forward,) = made[0].captures.values()
    assert forward.graph.count == 3
    buffers = {b.data_ptr() for b in net.buffers()}
    written = [o for o in forward.outputs if isinstance(o, torch.Tensor)
               and o.data_ptr() in buffers]
    assert len(written) == len(buffers) == 6, written  # 2 x (mean, var, count)
    copied_in = [a for a in forward.inputs if isinstance(a, torch.Tensor)]
    assert [tuple(a.shape) for a in copied_in] == [(2, 3, 6, 6)]


def test_reduce_overhead_training_replays_forward_and_backward(monkeypatch):
    """A training step under mode="reduce-overhead" through pycompile.jit
    and AOTAutograd (capture stood in for, `_record_on_cpu`): after the
    first step, each step replays the forward's and the backward's captures
    (the backward reading the saved tensors in place), with eager's loss
    and gradients every step."""
    import copy

    from hf_models import Config, GPT2LMHeadModel

    made = _graphed_training(monkeypatch)
    cuda_graph = _cuda_graph()
    torch.manual_seed(0)
    model = GPT2LMHeadModel(Config(layers=1))
    reference = copy.deepcopy(model)
    compiled = pycompile.jit(model, target="reference", mode="reduce-overhead")
    for _ in range(3):
        ids = torch.randint(0, 97, (2, 8))
        mask = torch.ones_like(ids)
        for m in (model, reference):
            m.zero_grad(set_to_none=True)
        loss, _ = compiled(ids, mask, ids)
        loss.backward()
        want, _ = reference(ids, mask, ids)
        want.backward()
        torch.testing.assert_close(loss, want)
        for p, q in zip(model.parameters(), reference.parameters()):
            torch.testing.assert_close(p.grad, q.grad)
    assert len(made) == 2  # a forward and its backward
    for graphed in made:
        (capture,) = graphed.captures.values()
        assert capture.graph.count == 3
    # The parameters' gradients, which autograd keeps, lie where the
    # backward's capture wrote them: none was copied out.
    (capture,) = made[1].captures.values()
    outputs = {o.untyped_storage().data_ptr() for o in capture.outputs
               if isinstance(o, torch.Tensor)}
    assert all(p.grad.untyped_storage().data_ptr() in outputs for p in model.parameters())
    # Gradients accumulated over steps (no zero_grad): each step's gradient
    # adds to what the last one left, kept in the backward's outputs or not.
    for _ in range(2):
        ids = torch.randint(0, 97, (2, 8))
        compiled(ids, torch.ones_like(ids), ids)[0].backward()
        reference(ids, torch.ones_like(ids), ids)[0].backward()
        for p, q in zip(model.parameters(), reference.parameters()):
            torch.testing.assert_close(p.grad, q.grad)
    # Held as `.grad` into the next step, each moved to memory of its own
    # before the backward's capture replayed over it (which it did every
    # step); the sum then taken there.
    assert capture.graph.count == 5 and not capture.handed
    assert not any(p.grad.untyped_storage().data_ptr() in outputs for p in model.parameters())
    # The backward reads the saved tensors (None: handed over) and the
    # parameters and their views in place: it copies in the cotangents (of
    # the loss and of the logits) and the token ids the forward saved.
    (backward,) = made[1].captures.values()
    assert None in backward.inputs
    copied = [tuple(a.shape) for a in backward.inputs if isinstance(a, torch.Tensor)
              and a.untyped_storage().data_ptr() not in cuda_graph._STATIC]
    assert sorted(copied) == [(), (2, 8), (2, 8, 97)]
