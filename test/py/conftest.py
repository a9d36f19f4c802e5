"""Shared fixtures for pycompile's pytest suite."""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest
import torch
from mlir import ir

import pycompile

# The suite compiles into a cache and tuning directory of its own, never the
# developer's (not even one exported in PYCOMPILE_CACHE_DIR): a warm cache
# would hide what a cold compile does. Set before any test runs, so processes
# the tests start inherit it; removed when the session ends.
_CACHE_DIR = tempfile.mkdtemp(prefix="pycompile-test-cache-")
os.environ["PYCOMPILE_CACHE_DIR"] = _CACHE_DIR


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_CACHE_DIR, ignore_errors=True)


@pytest.fixture
def ctx():
    """A fresh context with pyc loaded, entered, with an unknown location."""
    with pycompile.context() as context, ir.Location.unknown():
        yield context


@pytest.fixture
def compiles(monkeypatch) -> list:
    """The graphs the backend compiles during the test, in order."""
    from pycompile import backend

    calls: list = []
    compile_graph = backend.compile_graph

    def counting(*args, **kwargs):
        calls.append(args[0])
        return compile_graph(*args, **kwargs)

    monkeypatch.setattr(backend, "compile_graph", counting)
    return calls


@pytest.fixture
def force_matmul_choice(monkeypatch):
    """`force(library)` makes every timed product choose torch (`library`)
    or pyc."""
    from pycompile.targets.cpu import tuning

    def force(library: bool) -> None:
        fast, slow = 1e-6, 1.0
        monkeypatch.setattr(tuning, "choose_matmuls", lambda shapes: [tuning.MatmulChoice(
            shape, fast if library else slow, slow if library else fast) for shape in shapes])

    return force


@pytest.fixture
def fresh_dynamo():
    """TorchDynamo's caches cleared around the test, torch's seed fixed: each
    test compiles what it runs, on the same random inputs every time."""
    torch._dynamo.reset()
    torch.manual_seed(0)
    yield
    torch._dynamo.reset()
