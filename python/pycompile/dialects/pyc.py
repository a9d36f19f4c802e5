"""Builders for the pyc dialect's ops (generated from its ODS definitions).

Each op has a class (`AddOp`) and a function (`add`) that takes operands and
attributes and returns the result value; result types are inferred wherever
the operands determine them. Verifier and shape errors raise
`mlir.ir.MLIRError` naming the op and its location.
"""

import pycompile._native  # noqa: F401  (loads the native dialect first)

from ._pyc_enum_gen import *  # noqa: F401,F403
from ._pyc_ops_gen import *  # noqa: F401,F403
