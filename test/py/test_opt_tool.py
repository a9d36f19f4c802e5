"""pycompile-opt: the installed console command, and robustness on bad input.

Malformed input of any kind must end in located diagnostics and exit code 1,
never an abort or a signal. The inputs are the lit tests themselves, truncated
and mutated with a fixed seed so a failure reproduces.
"""

from __future__ import annotations

import random
import re
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
    """(name, mutants) for each lit test file: every mutant of a `// -----`
    case of the file, for each seed."""
    for path in sorted(LIT_DIR.rglob("*.mlir")):
        chunks = path.read_text().split("// -----")
        mutants = []
        for seed in SEEDS:
            rng = random.Random(f"{path.name}:{seed}")
            chunk = rng.choice(chunks)
            mutants += [(f"{path.stem}-{seed}-{n}", m) for n, m in enumerate(_mutants(chunk, rng))]
        yield path.stem, mutants


PIPELINES = [
    [],
    ["--canonicalize"],
    ["--pass-pipeline=builtin.module(func.func(pyc-fuse))"],
    ["--pass-pipeline=builtin.module(func.func(pyc-strength-reduce,pyc-normalize-shapes,pyc-fuse),"
     "pyc-cpu-pipeline)"],
]

_ERROR_LINE = re.compile(r"^<stdin>:(\d+):\d+: error:", re.MULTILINE)


def _verdicts(pipeline, mutants):
    """(name, failure or None, mutant) for each mutant. The mutants go through
    one process, a `--split-input-file` case each (a process a mutant, 2475
    mutants took 42-53 s a pipeline on 2 cores, most of it starting
    processes; batched, 3-10 s): a case that prints nothing failed and
    must have an error located on its lines. A batch that does not exit with
    0 or 1 (a crash), or prints other than a result a case, is run again a
    mutant a process, to name the one."""
    def alone(name, mutant):
        out = run_opt(pipeline, mutant)
        if out.returncode not in (0, 1):
            return name, f"rc={out.returncode}\n{out.stderr[-2000:]}", mutant
        if out.returncode == 1 and "error:" not in out.stderr:
            return name, "exit 1 without a diagnostic", mutant
        return name, None, mutant

    cases = [mutant + "\n// -----\n" for _, mutant in mutants]
    starts, line = [], 1  # each case's first line in the batch
    for case in cases:
        starts.append(line)
        line += case.count("\n")
    text = "".join(cases)
    out = run_opt(["--split-input-file", *pipeline], text)
    printed = out.stdout.split("// -----\n")
    if out.returncode not in (0, 1) or len(printed) != len(mutants) + 1:
        return [alone(*m) for m in mutants]
    errors = [int(line) for line in _ERROR_LINE.findall(out.stderr)]
    verdicts = []
    for i, (name, mutant) in enumerate(mutants):
        if printed[i].strip():
            verdicts.append((name, None, mutant))
            continue
        end = starts[i + 1] if i + 1 < len(starts) else float("inf")
        located = any(starts[i] <= line < end for line in errors)
        # An error with no line of the input (an unknown location) is
        # attributed by running the mutant alone.
        verdicts.append((name, None, mutant) if located else alone(name, mutant))
    return verdicts


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_mutated_inputs_never_crash(pipeline):
    files = list(_cases())
    assert sum(len(mutants) for _, mutants in files) > 200
    with ThreadPoolExecutor(4) as pool:
        results = pool.map(lambda file: _verdicts(pipeline, file[1]), files)
    failures = [v for verdicts in results for v in verdicts if v[1] is not None]
    assert not failures, "\n\n".join(
        f"{name}: {why}\n--- input ---\n{src}" for name, why, src in failures[:3]
    )
