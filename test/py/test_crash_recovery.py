"""No MLIR or LLVM abort reaches the user's process.

A pass that crashes (an assertion, an LLVM fatal error, a bad memory access)
while pycompile compiles a graph is recovered: the part runs in eager
PyTorch with a `PycompileFallbackWarning` naming a reproducer, which
`pycompile-opt --run-reproducer` replays. The crashing inputs are real ones
of MLIR 22 (the passes are upstream's, run where they crash); each scenario
runs in a child process, so that a regression fails its test, not the suite.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pycompile.tools import opt_path

# memref.load of i1: finalize-memref-to-llvm fails an assertion (the reason
# pycompile widens bool memrefs to bytes, targets/cpu/llvm.py).
BOOL_LOAD = """
func.func @load_bool(%m: memref<4xi1>) -> i1 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4xi1>
  return %v : i1
}
"""
SOFTMAX = """
func.func @softmax(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<4xf32> -> tensor<4x8xf32>
  %d = pyc.sub %x, %mb : tensor<4x8xf32>
  %e = pyc.exp %d : tensor<4x8xf32>
  return %e : tensor<4x8xf32>
}
"""
# Upstream passes that crash on any function when nested under func.func:
# strip-func-quant-types casts the function's parent to a module (an
# assertion); convert-func-to-spirv leaves IR whose verification reads freed
# memory (a segmentation fault).
ASSERTING_PASS = "func.func(strip-func-quant-types)"
SEGFAULTING_PASS = "func.func(convert-func-to-spirv)"


def run_child(code: str, tmp_path: Path) -> dict:
    """Runs `code` in a fresh Python process; returns the JSON it prints last."""
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                         text=True, timeout=600, cwd=tmp_path)
    assert out.returncode == 0, f"the process died ({out.returncode}):\n{out.stderr[-3000:]}"
    return json.loads(out.stdout.strip().splitlines()[-1])


def replay(reproducer: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(opt_path()), "--run-reproducer", reproducer, "-o", "/dev/null"],
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("ir_text,passes,crash,signal_number", [
    (BOOL_LOAD, "finalize-memref-to-llvm", "Assertion `integralElementType.getWidth() >= 8'",
     signal.SIGABRT),
    (SOFTMAX, SEGFAULTING_PASS, None, signal.SIGSEGV),
])
def test_crashing_pass_is_recovered_and_replays(tmp_path, ir_text, passes, crash, signal_number):
    result = run_child(f"""
        import json, pycompile
        from mlir import ir
        from pycompile import pipeline
        with pycompile.context():
            module = ir.Module.parse({ir_text!r})
            try:
                pipeline.run(module, "builtin.module({passes})", {str(tmp_path / "r.mlir")!r})
                error = None
            except pipeline.PipelineError as e:
                error = e
        # The process goes on compiling, in a fresh context.
        with pycompile.context():
            fine = ir.Module.parse({SOFTMAX!r})
            pipeline.run(fine, "builtin.module(func.func(pyc-fuse))")
        print(json.dumps({{"crashed": error.crashed, "message": str(error),
                          "reproducer": str(error.reproducer),
                          "fused": "pyc.kernel" in str(fine)}}))
    """, tmp_path)
    assert result["crashed"] and result["fused"]
    assert f"a crash in pass '{passes.split('(')[-1].rstrip(')')}' was recovered" \
        in result["message"]
    assert result["reproducer"] == str(tmp_path / "r.mlir")
    assert f"--run-reproducer {tmp_path / 'r.mlir'}" in result["message"]
    replayed = replay(result["reproducer"])
    assert replayed.returncode == -signal_number
    if crash:
        assert crash in replayed.stderr


def test_fatal_error_while_building_a_pipeline_is_recovered(tmp_path):
    # A registered pipeline of module passes nested under func.func: its
    # builder adds them anyway, and OpPassManager::addPass reports a fatal
    # error. No pass ran, so there is nothing to reproduce.
    result = run_child(f"""
        import json, pycompile
        from mlir import ir
        from pycompile import pipeline
        with pycompile.context():
            module = ir.Module.parse({SOFTMAX!r})
            try:
                pipeline.run(module, "builtin.module(func.func(gpu-lower-to-nvvm-pipeline))",
                             {str(tmp_path / "r.mlir")!r})
            except pipeline.PipelineError as e:
                print(json.dumps({{"crashed": e.crashed, "message": str(e),
                                  "reproducer": e.reproducer}}))
    """, tmp_path)
    assert result["crashed"] and result["reproducer"] is None
    assert "a crash in the pass pipeline's construction was recovered: LLVM ERROR: " \
           "Can't add pass" in result["message"]


def test_failing_pass_leaves_a_reproducer(ctx, tmp_path):
    # A plain failure needs no child process.
    from mlir import ir

    from pycompile import pipeline

    module = ir.Module.parse(SOFTMAX)
    with pytest.raises(pipeline.PipelineError) as info:
        pipeline.run(module, "builtin.module(one-shot-bufferize)", tmp_path / "r.mlir")
    assert not info.value.crashed
    assert "op was not bufferized" in str(info.value)
    assert info.value.reproducer == tmp_path / "r.mlir"
    replayed = replay(str(info.value.reproducer))
    assert replayed.returncode == 1 and "op was not bufferized" in replayed.stderr


def test_misnested_pyc_pipeline_is_an_error(ctx):
    # pyc-cpu-pipeline holds module passes: under func.func it fails to
    # parse (it ended the process with a fatal error).
    from mlir import ir

    from pycompile import pipeline

    with pytest.raises(pipeline.PipelineError) as info:
        pipeline.run(ir.Module.parse(SOFTMAX), "builtin.module(func.func(pyc-cpu-pipeline))")
    assert not info.value.crashed and info.value.reproducer is None
    assert "cannot add its passes to a 'func.func' pass manager" in str(info.value)


JIT_SCENARIO = """
    import json, warnings, torch, pycompile
    from pycompile import pipeline
    from pycompile.targets.cpu import codegen

    def f(x):
        return torch.softmax(x, -1) * 2

    torch.manual_seed(0)
    x = torch.randn(4, 8)
    original = (pipeline.GRAPH_PIPELINE, codegen.CPU_PIPELINE)
    {patch}
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        y = pycompile.jit(f, target={target!r}, dump_dir={dump!r})(x)
    try:
        pycompile.jit(lambda x: f(x) + 1, target={target!r}, fullgraph=True)(x)
        raised = None
    except Exception as error:  # Dynamo wraps the backend's PycompileError
        raised = str(error)
    # Later graphs compile as before.
    pipeline.GRAPH_PIPELINE, codegen.CPU_PIPELINE = original
    with warnings.catch_warnings(record=True) as later:
        warnings.simplefilter("always")
        z = pycompile.jit(lambda x: f(x) - 1, target={target!r})(x)
    print(json.dumps({{
        # f(x) - 1 crosses zero: an absolute tolerance for float32 rounding.
        "same": torch.allclose(y, f(x), atol=1e-6),
        "later": torch.allclose(z, f(x) - 1, atol=1e-6),
        "warnings": [f"{{w.category.__name__}}: {{w.message}}" for w in caught],
        "later_warnings": [str(w.message) for w in later], "raised": raised}}))
"""


@pytest.mark.parametrize("target", ["cpu", "auto"])
@pytest.mark.parametrize("stage,patch,reproducer", [
    ("strip-func-quant-types",
     f"pipeline.GRAPH_PIPELINE = 'builtin.module(pyc-graph-pipeline,{ASSERTING_PASS})'",
     "09_strip-func-quant-types.reproducer.mlir"),
    ("cpu codegen", f"codegen.CPU_PIPELINE = 'builtin.module({ASSERTING_PASS})'",
     "09_strip-func-quant-types.reproducer.mlir"),
])
def test_jit_falls_back_to_eager_on_a_crashing_pass(tmp_path, target, stage, patch, reproducer):
    dump = tmp_path / "dump"
    result = run_child(JIT_SCENARIO.format(patch=patch, target=target, dump=str(dump)), tmp_path)
    assert result["same"] and result["later"] and result["later_warnings"] == []
    (warning,) = result["warnings"]
    path = dump / "graph_000" / "fused_0" / reproducer
    assert warning.startswith(f"PycompileFallbackWarning: pycompile: graph 0 part fused_0 failed "
                              f"at stage {stage}: PipelineError: Crash while executing")
    assert "a crash in pass 'strip-func-quant-types' was recovered" in warning
    assert f"replay: pycompile-opt --run-reproducer {path}" in warning
    assert warning.endswith("it runs in eager PyTorch (first op: aten.amax.default at <node amax>)")
    assert "PycompileError: pycompile: graph 1 part fused_0 failed" in result["raised"]
    assert "was recovered" in result["raised"]
    replayed = replay(str(path))
    assert replayed.returncode == -signal.SIGABRT
    assert "cast<Ty>() argument of incompatible type" in replayed.stderr


def test_reproducer_without_dump_dir_goes_to_the_temp_dir(tmp_path):
    result = run_child(JIT_SCENARIO.format(
        patch=f"pipeline.GRAPH_PIPELINE = 'builtin.module(pyc-graph-pipeline,{ASSERTING_PASS})'\n"
              f"    import tempfile; tempfile.tempdir = {str(tmp_path)!r}",
        target="cpu", dump=None), tmp_path)
    (warning,) = result["warnings"]
    # This graph's, and the fullgraph=True graph's after it.
    first, second = sorted((tmp_path / f"pycompile-reproducers-{os.getuid()}").iterdir(),
                           key=lambda p: p.stat().st_mtime)
    assert first.name.endswith("-graph_000-fused_0-09_strip-func-quant-types.mlir")
    assert second.name.endswith("-graph_001-fused_0-09_strip-func-quant-types.mlir")
    assert f"replay: pycompile-opt --run-reproducer {first}" in warning
