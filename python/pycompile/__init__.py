"""pycompile: an MLIR-based compiler for PyTorch programs.

Importing the package loads the native pyc dialect into the `mlir` Python
bindings. `pycompile.context()` returns an `mlir.ir.Context` with pyc loaded.
"""

from __future__ import annotations

from mlir import ir

from pycompile import _native

__version__ = "0.1.0"

_native.initialize()


def context() -> ir.Context:
    """A new MLIR context with pyc and every upstream dialect loaded."""
    ctx = ir.Context()
    _native.register(ctx)
    return ctx


__all__ = ["context", "__version__"]
