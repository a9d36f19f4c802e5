"""Where the installed command-line tools are."""

from __future__ import annotations

import sysconfig
from pathlib import Path


def opt_path() -> Path:
    """The installed `pycompile-opt` executable: the native binary itself is
    the wheel's script, in this environment's scripts directory."""
    return Path(sysconfig.get_path("scripts")) / "pycompile-opt"
