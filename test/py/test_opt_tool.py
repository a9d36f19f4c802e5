"""pycompile-opt: the installed console command, and robustness on bad input.

Malformed input of any kind must end in located diagnostics and exit code 1,
never an abort or a signal. The inputs are the lit tests themselves, truncated
and mutated with a fixed seed so a failure reproduces.
"""

from __future__ import annotations

import random
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from pycompile.tools import opt_path

LIT_DIR = Path(__file__).resolve().parents[1] / "lit"
SEEDS = range(15)


def run_opt(args, text):
    return subprocess.run(
        [str(opt_path()), *args], input=text, capture_output=True, text=True, timeout=60
    )


def test_console_command_round_trips():
    script = Path(sys.executable).parent / "pycompile-opt"
    text = (
        "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
        "  %0 = pyc.exp %a : tensor<4xf32>\n  return %0 : tensor<4xf32>\n}\n"
    )
    out = subprocess.run([str(script), "-"], input=text, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "pyc.exp %arg0 : tensor<4xf32>" in out.stdout


def test_console_command_is_the_native_binary():
    """No Python launcher in front of it: one that imported the package took
    5 s to start; the binary starts in milliseconds."""
    assert opt_path().read_bytes()[:4] == b"\x7fELF"
    out = subprocess.run([str(opt_path()), "--version"], capture_output=True, text=True)
    assert out.returncode == 0 and "LLVM version 22" in out.stdout


def test_unknown_option_is_an_error():
    out = run_opt(["--no-such-pass"], "")
    assert out.returncode == 1
    assert "no-such-pass" in out.stderr


def test_misnested_pipeline_is_an_error():
    # pyc-cpu-pipeline holds module passes; under func.func its builder used
    # to end the process with an LLVM fatal error.
    text = "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {\n  return %a : tensor<4xf32>\n}\n"
    for pipeline in ("pyc-cpu-pipeline", "pyc-lower-to-llvm"):
        out = run_opt([f"--pass-pipeline=builtin.module(func.func({pipeline}))"], text)
        assert out.returncode == 1, out.stderr
        assert "cannot add its passes to a 'func.func' pass manager" in out.stderr


def _mutants(text: str, rng: random.Random):
    """Truncations, deletions, duplications and token swaps of `text`."""
    lines = text.splitlines(keepends=True)
    yield text[: rng.randrange(len(text))]
    i = rng.randrange(len(lines))
    yield "".join(lines[:i] + lines[i + 1 :])
    yield "".join(lines[:i] + [lines[i], lines[i]] + lines[i + 1 :])
    swaps = [
        ("f32", "i1"), ("2", "0"), ("3", "?"), ("[", "["), ("]", ""), ("x", "xx"),
        ("1", "-1"), ("dense<", "dense<["), ("tensor<", "tensor<?x"), (",", ""),
        ("i64", "f16"), ("dims = [", "dims = [7, "), (":", ""), ("%", "%9"),
    ]
    for old, new in rng.sample(swaps, 4):
        positions = [k for k in range(len(text)) if text.startswith(old, k)]
        if positions:
            k = rng.choice(positions)
            yield text[:k] + new + text[k + len(old) :]


def _cases():
    """(name, text) of every mutant of every `// -----` case of the lit tests."""
    for path in sorted(LIT_DIR.rglob("*.mlir")):
        chunks = path.read_text().split("// -----")
        for seed in SEEDS:
            rng = random.Random(f"{path.name}:{seed}")
            chunk = rng.choice(chunks)
            for n, mutant in enumerate(_mutants(chunk, rng)):
                yield f"{path.stem}-{seed}-{n}", mutant


PIPELINES = [
    [],
    ["--canonicalize"],
    ["--pass-pipeline=builtin.module(func.func(pyc-fuse))"],
    ["--pass-pipeline=builtin.module(func.func(pyc-strength-reduce,pyc-normalize-shapes,pyc-fuse),"
     "pyc-cpu-pipeline)"],
]


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_mutated_inputs_never_crash(pipeline):
    cases = list(_cases())
    assert len(cases) > 200
    with ThreadPoolExecutor(4) as pool:
        results = pool.map(lambda case: run_opt(pipeline, case[1]), cases)
    failures = []
    for (name, mutant), out in zip(cases, results):
        if out.returncode not in (0, 1):
            failures.append((name, out.returncode, out.stderr[-2000:], mutant))
        elif out.returncode == 1 and "error:" not in out.stderr:
            failures.append((name, out.returncode, "exit 1 without a diagnostic", mutant))
    assert not failures, "\n\n".join(
        f"{i}: rc={rc}\n{err}\n--- input ---\n{src}" for i, rc, err, src in failures[:3]
    )
