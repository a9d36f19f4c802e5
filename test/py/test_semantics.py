"""What eager PyTorch promises beyond values: aliasing of returned views,
output memory the caller still holds, devices the target cannot run, Python
scalars that change type, sizes in arithmetic, and compile failures that fall
back instead of raising."""

from __future__ import annotations

import os
import warnings
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
    """A captured graph replays with new values copied in, returns copies
    (a replay overwrites its outputs), and a new shape is a new capture."""
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


@pytest.mark.parametrize("kwargs,match", [
    (dict(mode="max-autotune"), "unknown mode 'max-autotune'"),
    (dict(options={"targt": "cpu"}), "unknown option.*'targt'.*'target'"),
    (dict(options={"target": "gpu"}), "unknown target 'gpu'"),
])
def test_torch_compile_bad_options_name_the_option(kwargs, match):
    f = torch.compile(lambda x: x + 1, backend="pycompile", **kwargs)
    with pytest.raises(Exception, match=match):
        f(torch.randn(3))
