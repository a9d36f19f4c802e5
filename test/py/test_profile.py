"""`explain(fn, profile=True)`: each kernel compiled alone and timed, with
the bytes and FLOPs counted from its IR and the fractions of this machine's
ceilings they reach; and timed in its graph, compiled with pyc-to-loops'
timers (`CpuGraph.timed_call`)."""

from __future__ import annotations

import time

import pytest
import torch
from mlir import ir

import pycompile
from pycompile.targets.cpu.codegen import compile_graph

# A product of 512^3 (268 MFLOP: milliseconds, against a launch's
# microseconds), then a small pointwise kernel over its result.
TIMED = """
func.func @f(%x: tensor<512x512xf32>, %w: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %p = pyc.matmul %x, %w : tensor<512x512xf32>, tensor<512x512xf32> -> tensor<512x512xf32>
  %t = pyc.tanh %p : tensor<512x512xf32>
  return %t : tensor<512x512xf32>
}
"""


@pytest.mark.parametrize("threads", [1, 2])
def test_a_graph_with_timers_times_each_op_within_its_call(threads):
    """The cycle counter's reads, at the barrier after each op, turned into
    seconds: the ops' times add up to nearly all of the call's wall-clock
    time and no more (the rate of the counter is right), the product takes
    most of it, and its results are the graph's results. With one thread
    no thread waits; with two, the waits fit in the call."""
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(TIMED)
        graph = compile_graph(module, timers=True)
    assert graph.timed == [0, 1]
    graph.threads = threads
    x, w = torch.randn(512, 512), torch.randn(512, 512)
    fastest = None
    for _ in range(5):
        start = time.perf_counter()
        times = graph.timed_call(x, w)
        wall = time.perf_counter() - start
        if fastest is None or wall < fastest[0]:
            fastest = (wall, times)
    wall, ((product, product_wait), (tanh, tanh_wait)) = fastest
    assert 0.6 * wall <= product + tanh <= wall
    assert product > tanh > 0
    if threads == 1:
        assert product_wait == tanh_wait == 0
    else:
        # (A wait may outlast its op's time, which ends when the first
        # thread does: on a busy host the other thread can be descheduled.)
        assert 0 <= product_wait and 0 <= tanh_wait and product_wait + tanh_wait <= wall
    (result,) = graph(x, w)
    torch.testing.assert_close(result, torch.tanh(x @ w), rtol=1e-4, atol=1e-4)


def test_timed_call_needs_timers():
    with pycompile.context(), ir.Location.unknown():
        graph = compile_graph(ir.Module.parse(TIMED))
    with pytest.raises(ValueError, match="compiled without timers"):
        graph.timed_call(torch.randn(512, 512), torch.randn(512, 512))


def test_each_kernel_is_timed_with_its_bytes_and_flops():
    def fn(x, w):
        return torch.softmax(x * 2 + 1, dim=-1) @ w

    # A product under the tuning threshold: always pyc's, never timed against torch's.
    x, w = torch.randn(16, 64), torch.randn(64, 32)
    with torch.no_grad():
        report = pycompile.explain(fn, target="cpu", profile=True)(x, w)
    (graph,) = report.graphs
    assert len(graph.profile) == len(graph.kernels) > 0
    for profile in graph.profile:
        assert profile.seconds > 0 and profile.bandwidth > 0 and profile.peak > 0
        # The peak is the fastest this machine was seen to compute.
        assert profile.flops / profile.seconds <= profile.peak
        assert profile.kernel in graph.kernels
    # The product's kernel: 2*M*N*K FLOPs, and at least its operands and
    # result moved once.
    (product,) = [p for p in graph.profile if p.kernel.startswith("contraction")]
    assert product.flops >= 2 * 16 * 32 * 64
    assert product.bytes >= (16 * 64 + 64 * 32 + 16 * 32) * 4
    text = str(report)
    assert "kernels, each timed alone and in its graph" in text and "GFLOP/s" in text
    # In the graph too: every kernel took time there, and no wait is
    # negative.
    for profile in graph.profile:
        assert profile.in_graph > 0 and 0 <= profile.waited
    in_graph = sum(p.in_graph for p in graph.profile) * 1e3
    assert f"kernels in graph {in_graph:.3f} ms" in text


def test_bytes_and_flops_of_a_pointwise_kernel():
    """x * 2 + 1 over 1024 x 256 f32: reads x, writes the result (2 MiB in
    all), a multiply and an add per element."""
    x = torch.randn(1024, 256)
    with torch.no_grad():
        report = pycompile.explain(lambda x: x * 2 + 1, target="cpu", profile=True)(x)
    (profile,) = report.graphs[0].profile
    assert profile.bytes == 2 * x.numel() * 4
    assert profile.flops == 2 * x.numel()


def test_a_copy_computed_in_its_reader_is_timed_there():
    """A pooling's padded input is a pad kernel of its own after pyc-fuse;
    the CPU pipeline computes it in the pooling's kernel (pyc-inline-copies),
    and its timers name the kernels left. The profile times those: one
    kernel here, the ReLU and the pad inside the pooling's (the kernels
    before that, matched to the timers by position, raised KeyError)."""
    x = torch.randn(2, 4, 16, 16)
    with torch.no_grad():
        report = pycompile.explain(
            lambda x: torch.nn.functional.max_pool2d(torch.relu(x), 3, 2, 1),
            target="cpu", profile=True)(x)
    (graph,) = report.graphs
    assert graph.profile_note is None, graph.profile_note
    assert len(graph.kernels) == 3  # ReLU, pad, pooling: pyc-fuse's
    (profile,) = graph.profile
    assert "pad" in profile.kernel and profile.in_graph > 0


def test_reference_target_measures_no_kernels():
    report = pycompile.explain(lambda x: x.exp() + 1, target="reference", profile=True)(
        torch.randn(8, 8))
    assert report.graphs[0].profile == []
    assert "measures no kernels" in report.graphs[0].profile_note


def test_a_part_it_cannot_time_is_named_not_profiled(monkeypatch):
    """A kernel with run-time sizes is timed at the sizes the part was traced
    with; where those are unknown (a size Dynamo has no hint for), the note
    names the part and the kernel and says why, and explain returns."""
    from pycompile import backend

    monkeypatch.setattr(backend, "_traced_inputs", lambda sub, inputs: None)
    with torch.no_grad():
        report = pycompile.explain(lambda x: x.exp() + 1, target="cpu", dynamic=True,
                                   profile=True)(torch.randn(8, 8))
    (graph,) = report.graphs
    assert graph.profile == []
    assert "part 0 not profiled" in graph.profile_note
    assert "pointwise: exp" in graph.profile_note and "run-time sizes" in graph.profile_note


def test_kernels_with_run_time_sizes_are_timed_at_the_traced_sizes(force_matmul_choice):
    """With `dynamic=True` each kernel is compiled alone with run-time sizes,
    as in its part, and timed at the sizes of this call: a softmax over a
    run-time number of rows and its product with a run-time inner size (pyc's
    product, whatever timing would choose on a busy host)."""
    force_matmul_choice(False)

    def fn(x, w):
        return torch.softmax(x * 2 + 1, dim=-1) @ w

    x, w = torch.randn(48, 80), torch.randn(80, 40)
    with torch.no_grad():
        report = pycompile.explain(fn, target="cpu", dynamic=True, profile=True)(x, w)
    (graph,) = report.graphs
    assert "?" in graph.pyc[0] and graph.profile_note is None
    assert len(graph.profile) == len(graph.kernels) == 2
    softmax, product = graph.profile
    assert softmax.kernel.startswith("reduction") and product.kernel.startswith("contraction")
    # The softmax reads x and writes its result once; the product reads
    # that and w, writes 48 x 40.
    assert softmax.bytes == 2 * x.numel() * 4
    assert product.bytes == (x.numel() + w.numel() + 48 * 40) * 4
    assert product.flops == 2 * 48 * 40 * 80
    assert all(p.seconds > 0 for p in graph.profile)


def test_a_kernel_faster_than_the_known_peak_raises_it(tmp_path, monkeypatch):
    """The peak is measured once and kept; a kernel seen running faster
    (the first measurement was taken on a busy host) becomes the peak, for
    this report and the next."""
    import json

    from pycompile.targets.cpu import profile

    monkeypatch.setenv("PYCOMPILE_CACHE_DIR", str(tmp_path))
    path = profile.cache_dir() / "peak_flops.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({profile._peak_key(): 1.0}))
    with torch.no_grad():
        report = pycompile.explain(lambda x, w: x @ w, target="cpu", profile=True)(
            torch.randn(16, 64), torch.randn(64, 32))
    (kernel,) = report.graphs[0].profile
    assert kernel.peak == kernel.flops / kernel.seconds > 1.0
    assert json.loads(path.read_text())[profile._peak_key()] == kernel.peak


def test_a_burst_of_other_load_does_not_set_a_kernels_time(monkeypatch):
    """A kernel's time is its fastest call: two calls slowed by 30 ms (other
    load on the host), over the 50 ms a kernel is timed for, would have been
    the median of its 3 timed calls."""
    from pycompile.targets.cpu import codegen

    compile_graph = codegen.compile_graph

    def with_slow_calls(module, *args, **kwargs):
        graph = compile_graph(module, *args, **kwargs)
        if kwargs.get("timers"):  # the part, timed in place: not this test's
            return graph
        calls = iter(range(1_000_000))

        def call(*inputs):
            if next(calls) in (1, 2):  # the first timed calls (0 is untimed)
                time.sleep(0.03)
            return graph(*inputs)

        return call

    monkeypatch.setattr(codegen, "compile_graph", with_slow_calls)
    x = torch.randn(64, 64)
    with torch.no_grad():
        report = pycompile.explain(lambda x: torch.tanh(x) + 1, target="cpu", profile=True)(x)
    (graph,) = report.graphs
    (kernel,) = graph.profile
    assert kernel.seconds < 0.01


def test_causal_products_count_the_flops_they_compute():
    """A product marked by pyc-causal-products computes only the rows'
    columns up to the diagonal (scores) or the terms up to it (times the
    values): its FLOPs are those, not 2*M*N*K, so its rate stays a rate.
    (48 tokens: products under tuning's threshold, always pyc's.)"""
    def attend(q, k, v):
        keep = torch.ones(48, 48, dtype=torch.bool).tril()
        scores = (q @ k.transpose(-2, -1)).masked_fill(~keep, float("-inf"))
        return scores.softmax(-1) @ v

    q, k, v = (torch.randn(3, 48, 16) for _ in range(3))
    with torch.no_grad():
        report = pycompile.explain(attend, target="cpu", profile=True)(q, k, v)
    flops = sorted(p.flops for p in report.graphs[0].profile
                   if p.kernel.startswith("contraction"))
    # Both products alike (one kernel may hold a few pointwise ops too).
    causal, full = 2 * 3 * 16 * sum(i + 1 for i in range(48)), 2 * 3 * 16 * 48 * 48
    assert flops[0] == causal and causal <= flops[1] < 0.6 * full


def test_causal_marks_leave_out_exactly_the_skipped_terms():
    """The FLOPs of a product with causal marks, counted in closed form,
    against a count of every term (i, j, k) it adds: none past column
    i + d (result masked), past k = i + d (left operand zero) or before
    k = j - d (right operand zero), in every combination."""
    import itertools
    import types

    from pycompile.targets.cpu.profile import _product_flops

    class Sizes:
        def __init__(self, m, n, k):
            self.m, self.n, self.k = m, n, k

        def shape(self, value):
            return (3, self.m, self.n) if value == "result" else (3, self.m, self.k)

        def elements(self, value):
            return 3 * self.m * self.n

    for (m, n, k), marks in itertools.product(
            [(7, 9, 5), (12, 12, 12), (5, 20, 8), (9, 4, 13)],
            itertools.product((None, 0, 2), (None, 0, 1), (None, 0, 3))):
        names = ("result_masked_above", "lhs_zero_above", "rhs_zero_above")
        attributes = {name: types.SimpleNamespace(value=d)
                      for name, d in zip(names, marks) if d is not None}
        op = types.SimpleNamespace(results=["result"], operands=["lhs"], attributes=attributes)
        masked, lhs, rhs = marks
        terms = sum(1 for i in range(m) for j in range(n) for kk in range(k)
                    if (masked is None or j <= i + masked) and (lhs is None or kk <= i + lhs)
                    and (rhs is None or j <= kk + rhs))
        assert _product_flops(op, Sizes(m, n, k)) == 2 * 3 * terms, (m, n, k, marks)
