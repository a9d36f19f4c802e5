"""pycompile beside Triton: each import order in a fresh process.

Triton carries an LLVM of its own (in `libtriton.so`), as does llvmlite; the
wheel's `libLLVM.so` must stay out of the process's global symbol scope, or
the second LLVM to load registers its command-line options twice and LLVM
aborts the process. Each order runs in a new interpreter, because a library
loaded once stays loaded."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("triton")

# Compiles and runs a CPU graph through pycompile, checked against eager.
_JIT = """
import torch, pycompile
f = lambda x: torch.softmax(x * 2 + 1, -1)
x = torch.randn(8, 32)
torch.testing.assert_close(pycompile.jit(f)(x), f(x))
"""

# Triton's compiler proper (its own LLVM): a kernel compiled for sm_90,
# which needs no GPU.
_TRITON_COMPILE = """
import triton, triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

@triton.jit
def double(x, out, n, BLOCK: tl.constexpr):
    i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(out + i, tl.load(x + i, mask=i < n) * 2, mask=i < n)

source = ASTSource(double, signature={"x": "*fp32", "out": "*fp32", "n": "i32",
                                      "BLOCK": "constexpr"}, constexprs={"BLOCK": 64})
assert ".entry" in triton.compile(source, target=GPUTarget("cuda", 90, 32)).asm["ptx"]
"""

# Inductor in the same process as pycompile (it imports Triton when present).
_INDUCTOR = """
import torch
g = torch.compile(lambda x: torch.tanh(x) * 3)
x = torch.randn(8, 32)
torch.testing.assert_close(g(x), torch.tanh(x) * 3)
"""

ORDERS = {
    "triton, then pycompile": ["import triton._C.libtriton", _JIT],
    "pycompile, then triton": ["import pycompile", "import triton._C.libtriton", _JIT],
    "pycompile jit, then triton compile": [_JIT, _TRITON_COMPILE],
    "triton compile, then pycompile jit": [_TRITON_COMPILE, _JIT],
    "pycompile jit, then inductor": [_JIT, _INDUCTOR],
}


@pytest.mark.parametrize("steps", ORDERS.values(), ids=ORDERS.keys())
def test_import_order(steps, tmp_path):
    script = tmp_path / "steps.py"  # a file: Triton reads a kernel's source from it
    script.write_text("\n".join(textwrap.dedent(step) for step in steps) + "\nprint('done')\n")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          cwd=tmp_path, timeout=600)
    assert done.returncode == 0 and done.stdout.strip().endswith("done"), (
        f"exit {done.returncode}\n{done.stderr[-3000:]}")
