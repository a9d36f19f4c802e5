"""The CPU runtime: loads the object code of compiled graphs and runs it on
torch tensors. It imports torch and llvmlite, never MLIR or the compiler, so
that a compiled artifact runs where neither is installed
(`test_cpu_runtime.py` checks this in a fresh process).

    graph = load_graph(key)   # from the on-disk cache; None if absent
    outputs = graph(*inputs)

`cache.py` stores graphs on disk, `engine.py` loads object code, `graph.py`
runs a graph (`CpuGraph`), `openmp.py` finds the OpenMP runtime its threads
run on. The compiler side, which makes the object code and the cache keys,
is `pycompile.targets.cpu`.
"""

from pycompile.runtime.cpu.cache import cache_dir, load_graph, load_record, save_graph, save_record
from pycompile.runtime.cpu.engine import Engine, UnresolvedSymbolError
from pycompile.runtime.cpu.graph import CpuGraph

__all__ = ["CpuGraph", "Engine", "UnresolvedSymbolError", "cache_dir", "load_graph",
           "load_record", "save_graph", "save_record"]
