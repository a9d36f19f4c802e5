"""The OpenMP runtime of this process (torch's), which compiled graphs run
their threads on (`CpuGraph`, `targets/cpu/llvm.py team_entry_ir`).
`PYCOMPILE_NO_OPENMP` set: none, and graphs run on a Python thread pool."""

from __future__ import annotations

import ctypes
import functools
import os
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class OpenMP:
    """The OpenMP entry points a team launch needs (GNU ABI, which libgomp,
    LLVM's libomp and Intel's libiomp all export), as addresses."""

    parallel: int
    thread_num: int
    num_threads: int


@functools.cache
def openmp() -> OpenMP | None:
    """The OpenMP runtime loaded in this process (torch's), or None."""
    if os.environ.get("PYCOMPILE_NO_OPENMP"):
        return None
    try:
        maps = Path("/proc/self/maps").read_text().splitlines()
    except OSError:
        return None
    names = ("libgomp", "libomp", "libiomp5")
    # A cheap substring test first: the maps have thousands of lines.
    mapped = {line.split()[-1] for line in maps if "omp" in line}
    paths = sorted(p for p in mapped if any(Path(p).name.startswith(n) for n in names))
    for path in paths:
        try:
            lib = ctypes.CDLL(path)
            addresses = [ctypes.cast(getattr(lib, symbol), ctypes.c_void_p).value
                         for symbol in ("GOMP_parallel", "omp_get_thread_num",
                                        "omp_get_num_threads")]
        except (OSError, AttributeError):
            continue
        return OpenMP(*addresses)
    return None
