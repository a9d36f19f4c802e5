"""Runs the Triton programs of the GPU target: a generated Python module
(`pycompile-translate --pyc-to-triton`) of `@triton.jit` kernels and host
functions. Imports only torch and triton, as the generated modules do.

A module is written to a file before it is imported: Triton reads a
kernel's source from its file. Under `interpret`, the kernels are defined
for Triton's interpreter (`triton.knobs.runtime.interpret`), which runs them
on CPU tensors with numpy: the way to test generated kernels without a GPU.
Generated kernels call only Triton's builtins, which the interpreter
replaces as it runs a kernel; Triton's library functions (`tl.sum`) are
`@triton.jit` functions themselves, which it runs only when TRITON_INTERPRET=1
was set before `triton` was imported.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import importlib.util
import os
from pathlib import Path

import torch
import triton

from pycompile.runtime.arguments import check_arguments
from pycompile.runtime.launch import direct_launches, precompile


def source_dir() -> Path:
    """Where generated modules are written: `$PYCOMPILE_CACHE_DIR/triton`, by
    default `~/.cache/pycompile/triton`."""
    root = os.environ.get("PYCOMPILE_CACHE_DIR") or Path.home() / ".cache" / "pycompile"
    return Path(root) / "triton"


@contextlib.contextmanager
def _interpreting(on: bool):
    knobs = triton.knobs.runtime
    before = knobs.interpret
    knobs.interpret = on
    try:
        yield
    finally:
        knobs.interpret = before


def load_module(source: str, interpret: bool = False):
    """Imports the generated `source` (written to a file named by its hash),
    its kernels made for the interpreter when `interpret`."""
    digest = hashlib.sha256(source.encode()).hexdigest()[:20]
    path = source_dir() / f"pyc_{digest}.py"
    if not path.exists() or path.read_text() != source:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(source)
        temporary.replace(path)  # atomic: another process may import it now
    spec = importlib.util.spec_from_file_location(f"pycompile_triton_{digest}", path)
    module = importlib.util.module_from_spec(spec)
    with _interpreting(interpret):
        spec.loader.exec_module(module)
    return module


def _with_index_checks(run):
    """`run` (a host function of interpreted kernels that check indices)
    with Triton's interpreter running device assertions, which it does only
    with its own `debug` option on (a global: set for our launches alone);
    a failed index check raises IndexError, as on the CPU target."""
    from triton.runtime import interpreter

    @functools.wraps(run)
    def checked(*args):
        builder = interpreter.interpreter_builder
        before = builder.options
        builder.options = dataclasses.replace(before, debug=True)
        try:
            return run(*args)
        except Exception as error:
            # The interpreter raises its own error, from the assertion's.
            cause = error if isinstance(error, AssertionError) else error.__cause__
            if isinstance(cause, AssertionError) and str(cause).startswith("pycompile: "):
                raise IndexError(str(cause)) from None
            raise
        finally:
            builder.options = before

    return checked


class TritonProgram:
    """One generated host function: checks its arguments (`signature`, as
    the host module records it), then allocates, launches and returns fresh
    result tensors, its kernels launched directly (`launch.py`). `run` is the
    host function itself, unchecked. With
    run-time sizes, the host reads them from its tensors' shapes and from
    its vectors of sizes (`size_vectors`), which may be `array.array`s."""

    def __init__(self, module, name: str, source: str) -> None:
        direct_launches(module)
        if not module.INTERPRETED and torch.cuda.is_available():
            precompile(module)
        self.name = name
        self.run = getattr(module, name)
        self.signature = self.run.signature
        if hasattr(module, "OPTIONS") and module.INTERPRETED:
            self.run = _with_index_checks(self.run)
        self.size_vectors = getattr(self.run, "size_vectors", frozenset())
        self.source = source

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        check_arguments(self.name, self.signature, args, self.size_vectors)
        return self.run(*args)
