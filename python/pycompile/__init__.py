"""pycompile: an MLIR-based compiler for PyTorch programs.

`pycompile.jit(fn)` (or `torch.compile(fn, backend="pycompile")`) compiles a
function or module; `pycompile.explain(fn)(*args)` reports what happened;
`pycompile.aot(fn, inputs, out_dir=...)` writes a GPU program that runs
without pycompile. `pycompile.context()` returns an `mlir.ir.Context` with
the pyc dialect loaded.

Importing the package imports neither MLIR nor the compiler, so that the
runtime (`pycompile.runtime.cpu`) runs compiled graphs where only torch and
llvmlite are installed. The native library, which loads the pyc dialect
into the `mlir` bindings, is loaded by the first module that needs it
(`pycompile._native`). `jit`, `explain` and `aot` import the compiler
(TorchDynamo, about 2 s, and the CPU target) when first looked up, not
with the package: the first graph's compile still finds everything
imported (the user looks `jit` up before calling what it returns).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pycompile import logs

if TYPE_CHECKING:
    from mlir import ir

__version__ = "0.1.0"

logs.configure()


def context(dialects: Sequence[str] | None = None) -> ir.Context:
    """A new MLIR context with pyc and every upstream dialect registered, and
    `dialects` loaded (default: all). The others load when parsed IR or a pass
    needs them: loading all takes about 11 ms, a whole warm graph compile 40."""
    from mlir import ir

    from pycompile import _native

    if dialects is None:
        ctx = ir.Context()
        _native.register(ctx)
        return ctx
    return ir.Context(load_on_create_dialects=list(dialects))


def __getattr__(name: str):
    if name in ("jit", "explain"):
        from pycompile import api

        return getattr(api, name)
    if name == "aot":
        from pycompile.artifact import aot

        return aot
    raise AttributeError(f"module 'pycompile' has no attribute {name!r}")


__all__ = ["aot", "context", "explain", "jit", "__version__"]
