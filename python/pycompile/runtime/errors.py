"""Errors that compiled programs raise at run time, one message per error for
every target (the CPU runner, the reference executor, later GPU runners).

Needs neither MLIR nor llvmlite: a compiled artifact raises them where only
torch is installed.
"""

from __future__ import annotations


def index_error(index: int, dim: int, size: int, op: str) -> IndexError:
    """An index outside `[0, size)` (the index contract of `PycOps.td`) that
    `op` (its name and source line, e.g. `aten.index.Tensor at model.py:12`)
    used on its dim `dim`. Worded as torch's own message, so that a user
    reads the index they passed."""
    return IndexError(
        f"pycompile: index {index} is out of bounds for dimension {dim} with size {size} "
        f"({op})")


def zero_division_error(op: str) -> RuntimeError:
    """An integer division or remainder by zero in `op`, which torch's CPU
    kernels raise on (as a RuntimeError saying ZeroDivisionError)."""
    return RuntimeError(f"ZeroDivisionError: pycompile: integer division by zero ({op})")
