"""The tuning cache that decides who computes a matrix product on the CPU."""

from __future__ import annotations

import json
import logging
import time

import pytest
import torch

from pycompile.targets.cpu import tuning
from pycompile.targets.cpu.tuning import LIBRARY_MARGIN, MatmulShape, choose_matmul, tuning_path

_others_share = tuning._others_share  # (the fixture below stands in for it)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("PYCOMPILE_CACHE_DIR", str(tmp_path))
    # Every timing counts as taken on a quiet host (the busy case has its
    # test): /proc/stat counts in clock ticks, so over a short batch of
    # timings the others' share can read above 1 on a quiet host, and
    # QUIET_SHARE = 0 alone let one test fail now and then.
    monkeypatch.setattr(tuning, "_others_share", lambda *samples: 0.0)
    monkeypatch.setattr(tuning, "_UNSTORED", {})


@pytest.fixture
def timings(monkeypatch):
    """The shapes `time_matmul` really timed."""
    timed = []
    real = tuning.time_matmul

    def spy(shape, threads, graph=None):
        timed.append(shape)
        return real(shape, threads, graph)

    monkeypatch.setattr(tuning, "time_matmul", spy)
    return timed


@pytest.mark.parametrize("shape", [MatmulShape(1, 64, 96, 80, True),
                                   MatmulShape(3, 40, 32, 72, False)], ids=str)
def test_choice_is_timed_once_then_read_from_disk(shape, timings):
    first = choose_matmul(shape, threads=1)
    assert first.library_s > 0 and first.pyc_s > 0
    assert first.library == (first.library_s * LIBRARY_MARGIN < first.pyc_s)
    assert choose_matmul(shape, threads=1) == first
    assert timings == [shape]
    (entry,) = json.loads(tuning_path().read_text()).values()
    assert entry == {"library_s": first.library_s, "pyc_s": first.pyc_s}
    # Another thread count is another entry.
    choose_matmul(shape, threads=2)
    assert len(timings) == 2


@pytest.mark.parametrize("lhs_transposed", [False, True])
def test_pyc_matmul_computes_the_product(lhs_transposed):
    """The timed candidate takes both operands as stored: w n x k, and x k x m
    where the shape says so (a weight's gradient)."""
    shape = MatmulShape(2, 5, 7, 3, True, lhs_transposed)
    x = torch.randn(2, 7, 5) if lhs_transposed else torch.randn(2, 5, 7)
    w = torch.randn(2, 3, 7)
    (got,) = tuning.compile_pyc_matmul(shape)(x, w)
    lhs = x.transpose(1, 2) if lhs_transposed else x
    torch.testing.assert_close(got, lhs @ w.transpose(1, 2))
    assert str(shape) == f"2x5x7x3 ({'x.T, ' if lhs_transposed else ''}w.T)"


def test_a_weight_gradient_is_timed_with_its_left_operand_transposed():
    """The backward's x.T @ dy reaches tuning as a transposed left operand,
    so pyc is timed on the layout it will compute (timed on a plain one,
    it once won products it then ran 25-40% slower)."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from pycompile.targets.cpu.target import _matmul_shape

    graph = torch.fx.Graph()
    x, dy = graph.placeholder("x"), graph.placeholder("dy")
    xt = graph.call_function(torch.ops.aten.t.default, (x,))
    mm = graph.call_function(torch.ops.aten.mm.default, (xt, dy))
    with FakeTensorMode():
        x.meta["val"], dy.meta["val"] = torch.empty(24, 40), torch.empty(24, 72)
        xt.meta["val"] = x.meta["val"].t()
    assert _matmul_shape(mm) == MatmulShape(1, 40, 24, 72, False, True)


def test_small_products_stay_in_pyc_untimed(timings):
    choice = choose_matmul(MatmulShape(1, 8, 8, 8, False))
    assert not choice.library and choice.pyc_s is None
    assert "untimed -> pyc" in str(choice)
    assert timings == [] and not tuning_path().exists()


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"x": {"library_s": "fast"}}'])
def test_unreadable_or_foreign_cache_is_timed_again(content, timings, caplog):
    tuning_path().parent.mkdir(parents=True)
    tuning_path().write_text(content)
    with caplog.at_level(logging.WARNING):
        choice = choose_matmul(MatmulShape(1, 64, 64, 64, True), threads=1)
    assert choice.pyc_s > 0 and len(timings) == 1
    assert len(json.loads(tuning_path().read_text())) >= 1


def test_a_slow_first_call_does_not_decide():
    """The first call of a new shape may be many times slower than the rest
    (torch's took 7x): no choice is made on one round, so the second call
    of the faster contender outdoes its first."""
    calls = []

    def fast_later():
        time.sleep(0.02 if not calls else 0.001)
        calls.append(None)

    def steady():
        time.sleep(0.004)

    fast, slow = tuning._fastest(fast_later, steady)
    assert len(calls) >= 2
    assert fast < slow


def test_a_choice_timed_on_a_busy_host_is_not_cached(timings, monkeypatch, caplog):
    """Timed while other processes took more than 1 - QUIET_SHARE of the
    host's CPU time, a choice serves this process, which does not time it
    again, but is not written to disk: a later process times it again."""
    monkeypatch.setattr(tuning, "QUIET_SHARE", 0.8)
    others_share = tuning._others_share
    monkeypatch.setattr(tuning, "_others_share", lambda *samples: 0.5)
    shape = MatmulShape(1, 64, 96, 80, True)
    with caplog.at_level(logging.INFO, logger=tuning.__name__):
        first = choose_matmul(shape, threads=1)
    assert first.library_s > 0 and first.pyc_s > 0
    assert "on a busy host" in caplog.text and not tuning_path().exists()
    assert choose_matmul(shape, threads=1) == first and timings == [shape]
    monkeypatch.setattr(tuning, "_UNSTORED", {})  # another process, a quiet host
    monkeypatch.setattr(tuning, "_others_share", others_share)
    monkeypatch.setattr(tuning, "QUIET_SHARE", 0.0)
    choose_matmul(shape, threads=1)
    assert len(timings) == 2 and tuning_path().exists()


def test_the_host_is_busy_when_other_processes_take_its_cpus():
    """What other processes took of the host's CPU time while a batch was
    timed (/proc/stat's busy seconds less this process's): none where this
    process alone ran, on one thread of two (a small product pyc runs on
    one thread: this process's own share, 50%, had called that busy); half
    where another took a core. Without /proc/stat, 1 less this process's
    share of its threads."""
    # (wall, this process's CPU seconds, (the host's busy seconds, CPUs))
    before = (0.0, 0.0, (100.0, 2))
    assert _others_share(before, (1.0, 1.0, (101.0, 2)), threads=2) == 0.0
    assert _others_share(before, (1.0, 1.0, (102.0, 2)), threads=2) == 0.5
    assert _others_share((0.0, 0.0, None), (1.0, 1.5, None), threads=2) == 0.25
    wall, cpu, host = tuning._load_sample()  # (this host's, where it has /proc/stat)
    assert wall > 0 and cpu > 0 and (host is None or (host[0] > 0 and host[1] >= 1))


def test_worker_compiles_wait_while_products_are_timed():
    """While products are timed (`machine.quiet()`), this process's compile
    workers take no module (a compile on the other core halved the timed
    speed and made the host look busy); quiet() itself waits for those
    under way."""
    import io
    import threading
    import types

    from pycompile.targets.cpu import machine

    reply = io.BytesIO()
    machine._send(reply, (True, b"object code"))
    reply.seek(0)
    worker = types.SimpleNamespace(stdin=io.BytesIO(), stdout=reply)
    results = []
    with machine.quiet():
        thread = threading.Thread(target=lambda: results.append(
            machine._compile_in(worker, "llvm ir")))
        thread.start()
        thread.join(0.3)
        assert thread.is_alive() and worker.stdin.getvalue() == b""
    thread.join(5)
    assert results == [(True, b"object code")] and worker.stdin.getvalue()
