"""The CPU runtime (`pycompile.runtime.cpu`): it loads and runs compiled
graphs where only torch and llvmlite are installed, so it must import no
MLIR and no compiler; each such check runs in a fresh process. The GPU
runtime (`pycompile.runtime.gpu`, torch and triton) is held to the same."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
import torch
from mlir import ir

import pycompile
from pycompile.runtime.cpu import Engine, UnresolvedSymbolError
from pycompile.targets.cpu.codegen import compile_graph
from pycompile.targets.cpu.machine import compile_to_object

# Modules the runtime must not import: MLIR, the native library, the
# compiler (importer, targets) and TorchDynamo.
_COMPILER = ("mlir", "pycompile._native", "pycompile.importer", "pycompile.targets",
             "pycompile.backend", "torch._dynamo")

# Prints the compiler modules in sys.modules after `import pycompile.runtime.cpu`,
# then after loading the graph stored under argv[1] and calling it on argv[2]'s inputs.
_FRESH = f"""
import json, sys, torch
import pycompile.runtime.cpu as runtime
compiler = lambda: sorted(m for m in sys.modules if m.startswith({_COMPILER!r}))
imported = compiler()
graph = runtime.load_graph(sys.argv[1])
inputs = torch.load(sys.argv[2])
(out,) = graph(*inputs)
print(json.dumps({{"imported": imported, "ran": compiler(), "hit": graph.engine.cache_hit,
                  "right": torch.equal(out, torch.load(sys.argv[3]))}}))
"""

GRAPH = """
func.func @graph(%x: tensor<7x13xf32>) -> tensor<7x13xf32> {
  %e = pyc.exp %x : tensor<7x13xf32>
  %r = pyc.add %e, %x : tensor<7x13xf32>
  return %r : tensor<7x13xf32>
}
"""


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    """Every test gets its own empty cache directory."""
    monkeypatch.setenv("PYCOMPILE_CACHE_DIR", str(tmp_path))
    return tmp_path / "cpu"


def test_a_cached_graph_runs_in_a_process_without_mlir(tmp_path):
    with pycompile.context(), ir.Location.unknown():
        graph = compile_graph(ir.Module.parse(GRAPH))
    x = torch.randn(7, 13)
    torch.save((x,), tmp_path / "inputs.pt")
    torch.save(graph(x)[0], tmp_path / "outputs.pt")
    out = subprocess.run(
        [sys.executable, "-c", _FRESH, graph.cache_key, str(tmp_path / "inputs.pt"),
         str(tmp_path / "outputs.pt")],
        capture_output=True, text=True, timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result == {"imported": [], "ran": [], "hit": True, "right": True}


def test_a_missing_function_raises_instead_of_crashing():
    text = (
        "declare void @pyc_no_such_function()\n"
        "define void @_mlir_ciface_f() {\n  call void @pyc_no_such_function()\n  ret void\n}\n"
    )
    with pytest.raises(UnresolvedSymbolError, match="pyc_no_such_function"):
        Engine(compile_to_object(text), cache_hit=False, compile_seconds=0.0)


def test_the_gpu_runtime_imports_no_mlir():
    """Generated Triton modules run where only torch and triton exist."""
    pytest.importorskip("triton")
    code = (f"import sys, pycompile.runtime.gpu\n"
            f"print(sorted(m for m in sys.modules if m.startswith({_COMPILER!r})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"
