"""Console entry points of the installed package."""

from __future__ import annotations

import os
import sys
from pathlib import Path


def opt_path() -> Path:
    """The installed `pycompile-opt` executable."""
    return Path(__file__).parent / "_bin" / "pycompile-opt"


def opt_main() -> None:
    """`pycompile-opt`: runs the native driver with the given arguments."""
    exe = opt_path()
    os.execv(exe, [str(exe), *sys.argv[1:]])
