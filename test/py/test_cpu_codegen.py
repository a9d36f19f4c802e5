"""pyc → `pyc-cpu-pipeline` (one loop nest per kernel) → LLVM → machine
code, checked against the reference executor on fresh random inputs.

Each function runs twice: as written (every op lowered as a kernel of its
own) and after `pyc-fuse`, so both single ops and fused kernel bodies are
checked. Sizes (7 x 13) are not multiples of any vector width.
"""

from __future__ import annotations

import gc
import math
import os
import subprocess
import sys
import weakref
from collections.abc import Callable

import pytest
import torch
from mlir import ir
from mlir.passmanager import PassManager

import pycompile
from pycompile.runtime.cpu import CpuGraph
from pycompile.runtime.cpu import graph as cpu_graph
from pycompile.runtime.cpu.openmp import openmp
from pycompile.runtime.reference import ReferenceProgram
from pycompile.targets.cpu.codegen import compile_graph

POINTWISE = """
func.func @pointwise(%x: tensor<7x13xf32>, %bias: tensor<13xf32>, %y: tensor<7x1xf32>)
    -> (tensor<7x13xf32>, tensor<7x13xf32>) {
  %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<13xf32> -> tensor<7x13xf32>
  %yb = pyc.broadcast_in_dim %y, dims = [0, 1] : tensor<7x1xf32> -> tensor<7x13xf32>
  %s = pyc.add %x, %b : tensor<7x13xf32>
  %t = pyc.tanh %s : tensor<7x13xf32>
  %g = pyc.sigmoid %yb : tensor<7x13xf32>
  %m = pyc.mul %t, %g : tensor<7x13xf32>
  %a = pyc.abs %x : tensor<7x13xf32>
  %l = pyc.log1p %a : tensor<7x13xf32>
  %r = pyc.rsqrt %l : tensor<7x13xf32>
  %e = pyc.expm1 %b : tensor<7x13xf32>
  %sg = pyc.sign %x : tensor<7x13xf32>
  %f = pyc.floor %s : tensor<7x13xf32>
  %rem = pyc.remainder %x, %yb : tensor<7x13xf32>
  %two = pyc.constant dense<2.0> : tensor<7x13xf32>
  %p = pyc.pow %a, %two : tensor<7x13xf32>
  %mx = pyc.max %m, %rem : tensor<7x13xf32>
  %n = pyc.neg %mx : tensor<7x13xf32>
  %er = pyc.erf %n : tensor<7x13xf32>
  %c = pyc.cos %e : tensor<7x13xf32>
  %q = pyc.div %er, %r : tensor<7x13xf32>
  %o1 = pyc.sub %q, %c : tensor<7x13xf32>
  %u = pyc.mul %sg, %f : tensor<7x13xf32>
  %o2 = pyc.min %u, %p : tensor<7x13xf32>
  return %o1, %o2 : tensor<7x13xf32>, tensor<7x13xf32>
}
"""

# Softmax over the last dim, then its log, and a layer-norm-like epilogue
# (mean, variance, rsqrt) over the same rows.
SOFTMAX = """
func.func @softmax(%x: tensor<7x13xf32>) -> (tensor<7x13xf32>, tensor<7x13xf32>) {
  %m = pyc.reduce max %x, dims = [1] : tensor<7x13xf32> -> tensor<7xf32>
  %mk = pyc.reshape %m : tensor<7xf32> -> tensor<7x1xf32>
  %mb = pyc.broadcast_in_dim %mk, dims = [0, 1] : tensor<7x1xf32> -> tensor<7x13xf32>
  %d = pyc.sub %x, %mb : tensor<7x13xf32>
  %e = pyc.exp %d : tensor<7x13xf32>
  %s = pyc.reduce sum %e, dims = [1] : tensor<7x13xf32> -> tensor<7xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<7xf32> -> tensor<7x13xf32>
  %p = pyc.div %e, %sb : tensor<7x13xf32>
  %lp = pyc.log %p : tensor<7x13xf32>
  %n = pyc.constant dense<13.0> : tensor<7xf32>
  %sx = pyc.reduce sum %x, dims = [1] : tensor<7x13xf32> -> tensor<7xf32>
  %mean = pyc.div %sx, %n : tensor<7xf32>
  %meanb = pyc.broadcast_in_dim %mean, dims = [0] : tensor<7xf32> -> tensor<7x13xf32>
  %c = pyc.sub %x, %meanb : tensor<7x13xf32>
  %c2 = pyc.mul %c, %c : tensor<7x13xf32>
  %v = pyc.reduce sum %c2, dims = [1] : tensor<7x13xf32> -> tensor<7xf32>
  %var = pyc.div %v, %n : tensor<7xf32>
  %eps = pyc.constant dense<1.0e-5> : tensor<7xf32>
  %ve = pyc.add %var, %eps : tensor<7xf32>
  %inv = pyc.rsqrt %ve : tensor<7xf32>
  %invb = pyc.broadcast_in_dim %inv, dims = [0] : tensor<7xf32> -> tensor<7x13xf32>
  %ln = pyc.mul %c, %invb : tensor<7x13xf32>
  return %lp, %ln : tensor<7x13xf32>, tensor<7x13xf32>
}
"""

MATMUL = """
func.func @matmul(%a: tensor<7x5xf32>, %w: tensor<5x13xf32>, %bias: tensor<13xf32>,
                  %p: tensor<2x3x7x5xf32>, %q: tensor<2x3x5x4xf32>)
    -> (tensor<7x13xf32>, tensor<2x3x7x4xf32>) {
  %y = pyc.matmul %a, %w : tensor<7x5xf32>, tensor<5x13xf32> -> tensor<7x13xf32>
  %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<13xf32> -> tensor<7x13xf32>
  %s = pyc.add %y, %b : tensor<7x13xf32>
  %t = pyc.tanh %s : tensor<7x13xf32>
  %z = pyc.matmul %p, %q : tensor<2x3x7x5xf32>, tensor<2x3x5x4xf32> -> tensor<2x3x7x4xf32>
  return %t, %z : tensor<7x13xf32>, tensor<2x3x7x4xf32>
}
"""

# f64 products (no f32 vector accumulators: pyc-tile orders the loops by
# the right operand's layout, told through its views): k^T with batch dims
# merged by a reshape, w^T of a column slice of w, k^T split into heads by
# a reshape (all ijk), w^T of a strided column slice (ikj).
VIEWED_PRODUCTS = """
func.func @viewed_products(%q: tensor<4x7x8xf64>, %k: tensor<2x2x13x8xf64>,
                           %x: tensor<7x8xf64>, %w: tensor<13x16xf64>)
    -> (tensor<4x7x13xf64>, tensor<7x13xf64>, tensor<7x13xf64>, tensor<2x7x13xf64>) {
  %kt = pyc.transpose %k, permutation = [0, 1, 3, 2] : tensor<2x2x13x8xf64> -> tensor<2x2x8x13xf64>
  %kr = pyc.reshape %kt : tensor<2x2x8x13xf64> -> tensor<4x8x13xf64>
  %a = pyc.matmul %q, %kr : tensor<4x7x8xf64>, tensor<4x8x13xf64> -> tensor<4x7x13xf64>
  %ws = pyc.slice %w, start = [0, 1], limit = [13, 9], stride = [1, 1]
      : tensor<13x16xf64> -> tensor<13x8xf64>
  %wst = pyc.transpose %ws, permutation = [1, 0] : tensor<13x8xf64> -> tensor<8x13xf64>
  %b = pyc.matmul %x, %wst : tensor<7x8xf64>, tensor<8x13xf64> -> tensor<7x13xf64>
  %wv = pyc.slice %w, start = [0, 0], limit = [13, 16], stride = [1, 2]
      : tensor<13x16xf64> -> tensor<13x8xf64>
  %wvt = pyc.transpose %wv, permutation = [1, 0] : tensor<13x8xf64> -> tensor<8x13xf64>
  %c = pyc.matmul %x, %wvt : tensor<7x8xf64>, tensor<8x13xf64> -> tensor<7x13xf64>
  %wh = pyc.reshape %w : tensor<13x16xf64> -> tensor<13x2x8xf64>
  %wht = pyc.transpose %wh, permutation = [1, 2, 0] : tensor<13x2x8xf64> -> tensor<2x8x13xf64>
  %qh = pyc.slice %q, start = [0, 0, 0], limit = [2, 7, 8], stride = [1, 1, 1]
      : tensor<4x7x8xf64> -> tensor<2x7x8xf64>
  %d = pyc.matmul %qh, %wht : tensor<2x7x8xf64>, tensor<2x8x13xf64> -> tensor<2x7x13xf64>
  return %a, %b, %c, %d : tensor<4x7x13xf64>, tensor<7x13xf64>, tensor<7x13xf64>, tensor<2x7x13xf64>
}
"""

# Integers (truncating division, remainder with the divisor's sign, integer
# pow, signed max) and bools (compare, select, not/and/or, any, argmax,
# conversions both ways, iota).
INT_BOOL = """
func.func @int_bool(%a: tensor<7x13xi32>, %b: tensor<7x13xi32>, %k: tensor<7x13xi1>)
    -> (tensor<7x13xi32>, tensor<7x13xi1>, tensor<7xi1>, tensor<7xi64>, tensor<7x13xf32>) {
  %q = pyc.div %a, %b : tensor<7x13xi32>
  %r = pyc.remainder %a, %b : tensor<7x13xi32>
  %three = pyc.constant dense<3> : tensor<7x13xi32>
  %p = pyc.pow %b, %three : tensor<7x13xi32>
  %mx = pyc.max %q, %r : tensor<7x13xi32>
  %i = pyc.iota dim = 1 : tensor<7x13xi32>
  %s = pyc.add %mx, %p : tensor<7x13xi32>
  %lt = pyc.compare lt, %a, %b : tensor<7x13xi32>
  %nk = pyc.not %k : tensor<7x13xi1>
  %and = pyc.and %lt, %nk : tensor<7x13xi1>
  %or = pyc.or %and, %k : tensor<7x13xi1>
  %sel = pyc.select %or, %s, %i : tensor<7x13xi32>
  %ne = pyc.convert %r : tensor<7x13xi32> -> tensor<7x13xi1>
  %bmax = pyc.max %ne, %and : tensor<7x13xi1>
  %any = pyc.reduce max %and, dims = [1] : tensor<7x13xi1> -> tensor<7xi1>
  %arg = pyc.argmax %sel, dim = 1 : tensor<7x13xi32> -> tensor<7xi64>
  %f = pyc.convert %bmax : tensor<7x13xi1> -> tensor<7x13xf32>
  %fa = pyc.convert %sel : tensor<7x13xi32> -> tensor<7x13xf32>
  %fs = pyc.add %f, %fa : tensor<7x13xf32>
  return %sel, %bmax, %any, %arg, %fs
      : tensor<7x13xi32>, tensor<7x13xi1>, tensor<7xi1>, tensor<7xi64>, tensor<7x13xf32>
}
"""

# Views and data movement: transpose, a reshape that is no pure collapse or
# expand, slices, concat, pad, gather, argmin with NaN.
VIEWS = """
func.func @views(%x: tensor<7x13xf32>, %table: tensor<10x13xf32>, %ids: tensor<2x3xi64>)
    -> (tensor<13x7xf32>, tensor<13x7xf32>, tensor<4x13xf32>, tensor<9x15xf32>,
        tensor<2x3x13xf32>, tensor<7xi64>) {
  %t = pyc.transpose %x, permutation = [1, 0] : tensor<7x13xf32> -> tensor<13x7xf32>
  %r = pyc.reshape %x : tensor<7x13xf32> -> tensor<13x7xf32>
  %s = pyc.slice %x, start = [1, 0], limit = [7, 13], stride = [2, 1]
      : tensor<7x13xf32> -> tensor<3x13xf32>
  %h = pyc.slice %table, start = [0, 0], limit = [1, 13], stride = [1, 1]
      : tensor<10x13xf32> -> tensor<1x13xf32>
  %c = pyc.concat %s, %h dim = 0 : (tensor<3x13xf32>, tensor<1x13xf32>) -> tensor<4x13xf32>
  %p = pyc.pad %x, low = [1, 2], high = [1, 0], value = -1.5 : tensor<7x13xf32> -> tensor<9x15xf32>
  %g = pyc.gather %table[%ids], dim = 0 : tensor<10x13xf32>, tensor<2x3xi64> -> tensor<2x3x13xf32>
  %am = pyc.argmin %x, dim = 1 : tensor<7x13xf32> -> tensor<7xi64>
  return %t, %r, %c, %p, %g, %am : tensor<13x7xf32>, tensor<13x7xf32>, tensor<4x13xf32>,
      tensor<9x15xf32>, tensor<2x3x13xf32>, tensor<7xi64>
}
"""

# Half precision: sums accumulate in f32 and round once, as torch's do.
HALF = """
func.func @half(%x: tensor<7x13xf32>) -> (tensor<7xf16>, tensor<7x13xf32>) {
  %h = pyc.convert %x : tensor<7x13xf32> -> tensor<7x13xf16>
  %s = pyc.reduce sum %h, dims = [1] : tensor<7x13xf16> -> tensor<7xf16>
  %b = pyc.convert %h : tensor<7x13xf16> -> tensor<7x13xbf16>
  %f = pyc.convert %b : tensor<7x13xbf16> -> tensor<7x13xf32>
  return %s, %f : tensor<7xf16>, tensor<7x13xf32>
}
"""

# Ops with loops of their own: running sums along either dim (f32 summed in
# f64), and scatter_add with repeated indices, in 2-D (threads share the
# columns) and in 1-D (thread 0 alone).
OPAQUE = """
func.func @opaque(%x: tensor<7x13xf32>, %n: tensor<5x3xi64>, %init: tensor<9x4xf32>,
                  %ids: tensor<6xi64>, %upd: tensor<6x4xf32>, %v: tensor<9xf32>,
                  %w: tensor<6xf32>)
    -> (tensor<7x13xf32>, tensor<5x3xi64>, tensor<9x4xf32>, tensor<9xf32>) {
  %a = pyc.exp %x : tensor<7x13xf32>
  %c = pyc.cumsum %a, dim = 1 : tensor<7x13xf32>
  %m = pyc.cumsum %n, dim = 0 : tensor<5x3xi64>
  %s = pyc.scatter_add %upd into %init[%ids], dim = 0
      : tensor<6x4xf32>, tensor<6xi64> -> tensor<9x4xf32>
  %t = pyc.scatter_add %w into %v[%ids], dim = 0 : tensor<6xf32>, tensor<6xi64> -> tensor<9xf32>
  return %c, %m, %s, %t : tensor<7x13xf32>, tensor<5x3xi64>, tensor<9x4xf32>, tensor<9xf32>
}
"""


# Indexing by position (torch.gather, torch.scatter_add): a read and an
# ordered add at computed addresses, with repeated targets; a bool mask of
# the indexed positions (adding bools is or); i32 indices.
INDEXING = """
func.func @indexing(%x: tensor<7x13xf32>, %cols: tensor<7x3xi64>, %upd: tensor<7x3xf32>,
                    %rows: tensor<5x13xi32>)
    -> (tensor<7x3xf32>, tensor<7x13xf32>, tensor<7x13xi1>, tensor<5x13xf32>) {
  %t = pyc.take_along_dim %x[%cols], dim = 1
      : tensor<7x13xf32>, tensor<7x3xi64> -> tensor<7x3xf32>
  %s = pyc.scatter_add_along_dim %upd into %x[%cols], dim = 1
      : tensor<7x3xf32>, tensor<7x3xi64> -> tensor<7x13xf32>
  %none = pyc.constant dense<false> : tensor<7x13xi1>
  %all = pyc.constant dense<true> : tensor<7x3xi1>
  %m = pyc.scatter_add_along_dim %all into %none[%cols], dim = 1
      : tensor<7x3xi1>, tensor<7x3xi64> -> tensor<7x13xi1>
  %r = pyc.take_along_dim %x[%rows], dim = 0
      : tensor<7x13xf32>, tensor<5x13xi32> -> tensor<5x13xf32>
  return %t, %s, %m, %r : tensor<7x3xf32>, tensor<7x13xf32>, tensor<7x13xi1>, tensor<5x13xf32>
}
"""


# Sums over leading dims (a bias gradient) beside results over the whole
# operand (the gradients of the other operands), in one fused kernel: the
# rows are walked once, writing both. 300 rows: blocked float sums.
COLUMNS = """
func.func @columns(%g: tensor<3x100x13xf32>, %x: tensor<3x100x13xf32>)
    -> (tensor<13xf32>, tensor<13xf32>, tensor<3x100x13xf32>) {
  %s = pyc.reduce sum %g, dims = [0, 1] : tensor<3x100x13xf32> -> tensor<13xf32>
  %gx = pyc.mul %g, %x : tensor<3x100x13xf32>
  %t = pyc.reduce sum %gx, dims = [0, 1] : tensor<3x100x13xf32> -> tensor<13xf32>
  %e = pyc.exp %gx : tensor<3x100x13xf32>
  return %s, %t, %e : tensor<13xf32>, tensor<13xf32>, tensor<3x100x13xf32>
}
"""

# Reductions over middle dims (a grouped-query attention's key gradient,
# summed over each key head's query heads; a mean over a sequence) beside a
# result over the whole operand and a keepdim view: walked row by row for
# each index of the kept dims before them. 300 rows: blocked float sums.
MIDDLE = """
func.func @middle(%g: tensor<4x300x13xf32>, %x: tensor<2x3x5x7xf32>)
    -> (tensor<4x13xf32>, tensor<4x13xf32>, tensor<4x300x13xf32>, tensor<2x7xf32>,
        tensor<2x1x1x7xf32>) {
  %s = pyc.reduce sum %g, dims = [1] : tensor<4x300x13xf32> -> tensor<4x13xf32>
  %m = pyc.reduce max %g, dims = [1] : tensor<4x300x13xf32> -> tensor<4x13xf32>
  %e = pyc.exp %g : tensor<4x300x13xf32>
  %t = pyc.reduce sum %x, dims = [1, 2] : tensor<2x3x5x7xf32> -> tensor<2x7xf32>
  %k = pyc.reshape %t : tensor<2x7xf32> -> tensor<2x1x1x7xf32>
  return %s, %m, %e, %t, %k : tensor<4x13xf32>, tensor<4x13xf32>, tensor<4x300x13xf32>,
      tensor<2x7xf32>, tensor<2x1x1x7xf32>
}
"""


def _repeated(indices: torch.Tensor) -> torch.Tensor:
    """`indices` with its first row's targets all the same."""
    indices[0] = indices[0, 0]
    return indices


def _floats(*shape: int) -> torch.Tensor:
    return torch.randn(*shape)


def _nonzero_ints(*shape: int) -> torch.Tensor:
    """Divisors: +-1..9, never 0."""
    magnitude = torch.randint(1, 10, shape, dtype=torch.int32)
    return torch.where(torch.rand(shape) < 0.5, -magnitude, magnitude)


def _views_inputs() -> list[torch.Tensor]:
    x = torch.randn(7, 13)
    x[2, 5] = x[4, 0] = float("nan")  # argmin takes the first NaN
    return [x, torch.randn(10, 13), torch.randint(0, 10, (2, 3))]


CASES: dict[str, tuple[str, Callable[[], list[torch.Tensor]]]] = {
    "pointwise": (POINTWISE, lambda: [_floats(7, 13), _floats(13), _floats(7, 1)]),
    "softmax": (SOFTMAX, lambda: [_floats(7, 13)]),
    "matmul": (
        MATMUL,
        lambda: [
            _floats(7, 5),
            _floats(5, 13),
            _floats(13),
            _floats(2, 3, 7, 5),
            _floats(2, 3, 5, 4),
        ],
    ),
    "viewed_products": (
        VIEWED_PRODUCTS,
        lambda: [
            _floats(4, 7, 8).double(),
            _floats(2, 2, 13, 8).double(),
            _floats(7, 8).double(),
            _floats(13, 16).double(),
        ],
    ),
    "int_bool": (
        INT_BOOL,
        lambda: [
            torch.randint(-50, 50, (7, 13), dtype=torch.int32),
            _nonzero_ints(7, 13),
            torch.rand(7, 13) < 0.5,
        ],
    ),
    "views": (VIEWS, _views_inputs),
    "half": (HALF, lambda: [_floats(7, 13)]),
    "columns": (COLUMNS, lambda: [_floats(3, 100, 13), _floats(3, 100, 13)]),
    "middle": (MIDDLE, lambda: [_floats(4, 300, 13), _floats(2, 3, 5, 7)]),
    "opaque": (OPAQUE, lambda: [
        _floats(7, 13), torch.randint(-50, 50, (5, 3)), _floats(9, 4),
        torch.tensor([3, 0, 3, 8, 5, 3]), _floats(6, 4), _floats(9), _floats(6)]),
    "indexing": (INDEXING, lambda: [
        _floats(7, 13), _repeated(torch.randint(0, 13, (7, 3))), _floats(7, 3),
        torch.randint(0, 7, (5, 13), dtype=torch.int32)]),
}


@pytest.fixture(autouse=True)
def _seed(tmp_path, monkeypatch):
    torch.manual_seed(0)
    monkeypatch.setenv("PYCOMPILE_CACHE_DIR", str(tmp_path))


def compile_pyc(text: str, fused: bool) -> CpuGraph:
    """The single function of `text` (pyc), compiled for this host."""
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        if fused:
            PassManager.parse("builtin.module(func.func(pyc-fuse))").run(module.operation)
            assert "pyc.kernel" in str(module)
        return compile_graph(module)


@pytest.mark.parametrize("fused", [False, True], ids=["plain", "fused"])
@pytest.mark.parametrize("case", list(CASES))
def test_matches_reference(case, fused):
    text, make_inputs = CASES[case]
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)  # kept alive while the program is built
        reference = ReferenceProgram(module.body.operations[0])
    function = compile_pyc(text, fused)
    inputs = make_inputs()
    expected = reference(*inputs)
    outputs = function(*inputs)
    for index, (got, want) in enumerate(zip(outputs, expected)):
        torch.testing.assert_close(
            got, want, equal_nan=True, msg=lambda m, i=index: f"result {i}: {m}"
        )


@pytest.mark.parametrize("launch", ["openmp", "pool"])
@pytest.mark.parametrize("threads", [2, 3])
@pytest.mark.parametrize("case", list(CASES))
def test_threads_share_kernels(case, threads, launch):
    """Every kernel's outer loop split among threads, with a barrier between
    kernels, gives the single-thread results; so do later calls, which
    reuse the arena and the barrier. Threads come from an OpenMP team
    (torch's runtime) or, without one, from a Python thread pool."""
    text, make_inputs = CASES[case]
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        reference = ReferenceProgram(module.body.operations[0])
    graph = compile_pyc(text, fused=True)
    if launch == "openmp":
        assert openmp() is not None, "torch's OpenMP runtime not found"
        assert graph._team is not None
    else:
        graph._team = None
    graph.threads = threads
    for _ in range(3):
        inputs = make_inputs()
        for got, want in zip(graph(*inputs), reference(*inputs)):
            torch.testing.assert_close(got, want, equal_nan=True)


# Three products in a row, each claimed by the threads a part at a time:
# x @ w shares its 300 columns (claimed in parts of whole strips); y @ v,
# with 40 columns, its blocks of rows (claimed between the barriers around
# its packed panel); x.T @ y, whose left operand is copied, its rows too.
# Each reads every row of the one before.
CLAIMED = """
func.func @f(%x: tensor<199x64xf32>, %w: tensor<64x300xf32>, %v: tensor<300x40xf32>)
    -> (tensor<199x40xf32>, tensor<64x300xf32>) {
  %y = pyc.matmul %x, %w : tensor<199x64xf32>, tensor<64x300xf32> -> tensor<199x300xf32>
  %z = pyc.matmul %y, %v : tensor<199x300xf32>, tensor<300x40xf32> -> tensor<199x40xf32>
  %t = pyc.transpose %x, permutation = [1, 0] : tensor<199x64xf32> -> tensor<64x199xf32>
  %g = pyc.matmul %t, %y : tensor<64x199xf32>, tensor<199x300xf32> -> tensor<64x300xf32>
  return %z, %g : tensor<199x40xf32>, tensor<64x300xf32>
}
"""


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_threads_claim_a_products_parts(threads):
    """The threads claim a product's parts (strips of columns, blocks of
    rows) one at a time from a ticket that every barrier sets back to 0:
    each part is computed once, in every product of a graph and in every
    call, with one thread (which meets no barrier) as with several."""
    graph = compile_pyc(CLAIMED, fused=True)
    graph.threads = threads
    for _ in range(3):
        x, w, v = torch.randn(199, 64), torch.randn(64, 300), torch.randn(300, 40)
        y = x.double() @ w.double()
        z, g = graph(x, w, v)
        torch.testing.assert_close(z, (y @ v.double()).float(), rtol=1e-4, atol=1e-3)
        torch.testing.assert_close(g, (x.double().T @ y).float(), rtol=1e-4, atol=1e-3)


def _counted_calls(graph, make_inputs, calls: int) -> list[int]:
    """The thread count of each of `calls` calls of `graph`."""
    counts, run = [], graph._run
    graph._run = lambda threads: (counts.append(threads), run(threads))
    for _ in range(calls):
        graph(*make_inputs())
    return counts


@pytest.fixture
def teams(monkeypatch):
    """Every graph may have a team, whatever its size (`_TEAM_BYTES`), and
    none is paused by a loss to load before the test."""
    monkeypatch.setattr(cpu_graph, "_TEAM_BYTES", 0)
    monkeypatch.setattr(cpu_graph, "_team_paused_until", 0.0)


class _Clock:
    """A `time` for graph.py whose calls take the seconds the test says:
    `run(graph, seconds)` replaces the graph's runs by advancing the clock
    by `seconds(threads)`, and records each run's thread count."""

    def __init__(self) -> None:
        self.now, self.counts = 0.0, []

    def perf_counter(self) -> float:
        return self.now

    def run(self, graph: CpuGraph, seconds: Callable[[int], float]) -> None:
        def fake(threads: int) -> None:
            self.counts.append(threads)
            self.now += seconds(threads)
        graph._run = fake


@pytest.fixture
def clock(monkeypatch, teams) -> _Clock:
    clock = _Clock()
    monkeypatch.setattr(cpu_graph, "time", clock)
    return clock


def test_thread_count_is_measured(monkeypatch, teams):
    """A graph times all threads against one on its first calls, in turns
    of a block of calls each, then keeps the faster."""
    # No call counts as slow, nor as a team's loss to load, whatever the
    # load on this machine (the tests below).
    monkeypatch.setattr(cpu_graph, "_PARALLEL_S", math.inf)
    monkeypatch.setattr(cpu_graph, "_LOST_FACTOR", math.inf)
    text, make_inputs = CASES["pointwise"]
    graph = compile_pyc(text, fused=True)
    if graph.threads == 1:
        pytest.skip("one thread available")
    counts = _counted_calls(graph, make_inputs, 2 * cpu_graph._TRIALS)
    most, block = max(graph._timings), cpu_graph._TRIAL_BLOCK
    assert counts == ([most] * block + [1] * block) * (cpu_graph._TRIALS // block)
    assert graph.threads in graph._timings
    one, team = min(graph._timings[1]), min(graph._timings[most])
    margin = cpu_graph._ONE_THREAD_MARGIN
    if one < cpu_graph._SMALL_S:  # a small graph: the team only when clearly faster
        assert (graph.threads == most) == (team < margin * one)
    else:  # one thread only when clearly faster
        assert (graph.threads == 1) == (one < margin * team)


RUN_TIME_ROWS = """
func.func @f(%x: tensor<?x64xf32>) -> tensor<?x64xf32>
    attributes {pyc.symbols = array<i64: 0, 0, 0, 1>} {
  %y = pyc.exp %x : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
"""


def test_thread_count_is_measured_per_size_bucket(monkeypatch, teams):
    """With run-time sizes, each size bucket (the symbols' bit lengths)
    times and chooses its own thread count: a choice made at 3 rows is not
    applied at 3000, and returning to 3 rows finds its choice kept."""
    monkeypatch.setattr(cpu_graph, "_PARALLEL_S", math.inf)
    monkeypatch.setattr(cpu_graph, "_LOST_FACTOR", math.inf)
    graph = compile_pyc(RUN_TIME_ROWS, fused=True)
    if graph.threads == 1:
        pytest.skip("one thread available")

    def rows(n):
        return lambda: (torch.randn(n, 64),)

    x = torch.randn(3000, 64)
    torch.testing.assert_close(graph(x)[0], torch.exp(x))
    _counted_calls(graph, rows(3), 2 * cpu_graph._TRIALS)
    small = graph.threads
    assert small is not None and len(graph._buckets) == 1  # 3000 rows' bucket waits
    counts = _counted_calls(graph, rows(3000), 2 * cpu_graph._TRIAL_BLOCK)
    assert set(counts) == {1, max(graph._timings)}  # still measuring, both tried
    _counted_calls(graph, rows(2), 1)
    assert graph.threads == small


def test_a_small_graph_runs_on_the_calling_thread(monkeypatch):
    """Work too small to share (`_TEAM_BYTES`) runs on the calling thread,
    untimed, from the first call: a 256-element gather timed its team first
    and, on a busy host, kept it (15 ms a call, eager 6 µs). With run-time
    sizes, each size bucket is judged by its first call's tensors."""
    monkeypatch.setattr(cpu_graph, "_team_paused_until", 0.0)
    text, make_inputs = CASES["pointwise"]  # 7 x 13
    graph = compile_pyc(text, fused=True)
    assert graph.threads == 1
    inputs = make_inputs()
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        reference = ReferenceProgram(module.body.operations[0])
    for got, want in zip(graph(*inputs), reference(*inputs)):
        torch.testing.assert_close(got, want, equal_nan=True)
    assert _counted_calls(graph, make_inputs, 2 * cpu_graph._TRIALS) == [1] * 2 * cpu_graph._TRIALS
    assert not any(graph._timings.values())

    graph = compile_pyc(RUN_TIME_ROWS, fused=True)
    most = max(graph._timings)
    if most == 1:
        pytest.skip("one thread available")
    x = torch.randn(3, 64)
    torch.testing.assert_close(graph(x)[0], torch.exp(x))
    assert graph.threads == 1  # 1.5 KiB
    big = _counted_calls(graph, lambda: (torch.randn(3000, 64),), 1)  # 1.5 MiB: timed
    assert big == [most] and graph.threads is None and graph._timings[most]


def test_a_slow_graph_keeps_all_threads_after_one_call_on_one(clock):
    """A graph whose first block of team calls is slow (`_PARALLEL_S`)
    keeps the team after one call on one thread that is not clearly
    faster; one that is (the team slowed by other load, not by the work)
    goes on timing both, and its next block of team calls, losses to load,
    pauses teams: its trials end on one thread."""
    text, make_inputs = CASES["pointwise"]
    for team_s, one_s, kept in [(2e-3, 3e-3, True), (15e-3, 30e-6, False)]:
        graph = compile_pyc(text, fused=True)
        most = max(graph._timings)
        if most == 1:
            pytest.skip("one thread available")
        clock.counts.clear()
        clock.run(graph, lambda threads, a=team_s, b=one_s: a if threads > 1 else b)
        for _ in range(cpu_graph._TRIAL_BLOCK + 1):
            graph(*make_inputs())
        assert clock.counts == [most] * cpu_graph._TRIAL_BLOCK + [1]
        assert graph.threads == (most if kept else None)
    # The second graph (one thread clearly faster): the rest of a block on
    # one thread, a block of team calls that lose, one more block on one.
    block = cpu_graph._TRIAL_BLOCK
    assert block == cpu_graph._LOST_CALLS
    for _ in range(3 * block - 1):
        graph(*make_inputs())
    assert clock.counts[block + 1:] == [1] * (block - 1) + [most] * block + [1] * block
    assert cpu_graph._team_paused_until > clock.now
    assert graph.threads == 1


def test_a_team_that_loses_to_load_gives_way_to_one_thread(clock):
    """`_LOST_CALLS` team calls in a row, each much slower than the graph's
    fastest on one thread (`_LOST_FACTOR`: a worker waited for a core), run
    every graph that timed its choice on the calling thread for
    `_PAUSE_FACTOR` times the time lost; then the team is tried again, and
    kept while it does not lose. Fewer slow calls in a row (workers waking)
    are no loss. A thread count set by hand is kept throughout."""
    text, make_inputs = CASES["pointwise"]
    graph = compile_pyc(text, fused=True)
    most = max(graph._timings)
    if most == 1:
        pytest.skip("one thread available")
    alone, load = 100e-6, [0.0]
    clock.run(graph, lambda threads: alone if threads == 1 else 60e-6 + load[0])
    for _ in range(2 * cpu_graph._TRIALS):
        graph(*make_inputs())
    assert graph.threads == most
    clock.counts.clear()
    load[0] = 5.0123e-3  # a worker waits 5 ms for a core (not a whole number of calls)
    for _ in range(cpu_graph._LOST_CALLS - 1):
        graph(*make_inputs())
    load[0] = 0.0  # awake now: no loss
    graph(*make_inputs())
    assert cpu_graph._team_paused_until == 0.0
    load[0] = 5.0123e-3
    for _ in range(cpu_graph._LOST_CALLS):
        graph(*make_inputs())
    paused = cpu_graph._team_paused_until - clock.now
    lost = cpu_graph._LOST_CALLS * (60e-6 + load[0] - alone)
    assert paused == pytest.approx(cpu_graph._PAUSE_FACTOR * lost)
    other = compile_pyc(text, fused=True)  # every graph that timed its choice gives way
    other.threads, other._timings = most, {most: [60e-6], 1: [100e-6]}
    other_clock = _Clock()
    other_clock.run(other, lambda threads: 0.0)
    other(*make_inputs())
    assert other_clock.counts == [1]
    calls = math.ceil(paused / alone)
    for _ in range(calls):
        graph(*make_inputs())
    assert clock.counts == [most] * 2 * cpu_graph._LOST_CALLS + [1] * calls
    load[0] = 0.0
    for _ in range(3):
        graph(*make_inputs())
    assert clock.counts[-3:] == [most] * 3 and clock.now >= cpu_graph._team_paused_until
    cpu_graph._team_paused_until = math.inf  # a count set by hand is kept
    other._timings = {most: [], 1: []}
    other(*make_inputs())
    assert other_clock.counts == [1, most]


# Values where polynomial approximations tend to go wrong.
SPECIAL = torch.tensor([
    0.0, -0.0, 1e-30, -1e-30, 1e-7, -1e-7, 0.5, -0.5, 1.0, -1.0, 9.5, -9.5, 20.0, -20.0,
    80.0, 88.7, 89.0, 100.0, -87.0, -104.0, -110.0, 1e30, -1e30, -0.999999, -1.0, 1e-45,
    float("inf"), float("-inf"), float("nan"),
])


@pytest.mark.parametrize("op", ["exp", "expm1", "log", "log1p", "tanh", "erf", "erfc", "sigmoid"])
def test_transcendentals_match_torch(op):
    """`pyc-approximate-math` replaces libm calls by polynomials: they must
    agree with torch on infinities, NaN, denormals, overflow and underflow."""
    x = torch.cat([SPECIAL, torch.randn(500) * 5, torch.randn(500) * 50])
    t = f"tensor<{x.numel()}xf32>"
    text = f"func.func @f(%x: {t}) -> {t} {{ %y = pyc.{op} %x : {t}\n return %y : {t} }}"
    (got,) = compile_pyc(text, fused=True)(x)
    torch.testing.assert_close(got, getattr(torch, op)(x), rtol=1e-5, atol=1e-6, equal_nan=True)


def test_exp_flushes_what_would_be_denormal():
    """exp below -86.9 is 0 instead of a denormal (producing one costs a
    microcode assist: a causal softmax, half of it -inf, ran 5 times a
    plain one), so off by less than 2e-38 there; at and above -86.9,
    normal numbers matching torch's."""
    x = torch.tensor([-float("inf"), -200.0, -103.0, -90.0, -87.0, -86.9, -86.0, -80.0])
    t = f"tensor<{x.numel()}xf32>"
    text = f"func.func @f(%x: {t}) -> {t} {{ %y = pyc.exp %x : {t}\n return %y : {t} }}"
    (got,) = compile_pyc(text, fused=True)(x)
    assert (got[:5] == 0).all()
    assert (got[5:] >= torch.finfo(torch.float32).tiny).all()
    torch.testing.assert_close(got, torch.exp(x), rtol=1e-6, atol=2e-38)


def test_contiguous_loops_vectorize():
    """A pointwise kernel with a broadcast input compiles to vector code
    (`<8 x float>` or wider), with no buffer for the broadcast."""
    from pycompile.targets.cpu.codegen import CPU_PIPELINE
    from pycompile.targets.cpu.llvm import translate_to_llvm_ir
    from pycompile.targets.cpu.machine import CpuTarget, _optimized_module

    # Rows of 45: with rows of 13, LLVM's cost model may keep a loop this
    # cheap scalar (the 16 lanes of AVX-512 do not fit in 13).
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(POINTWISE.replace("13", "45"))
        PassManager.parse("builtin.module(func.func(pyc-fuse))").run(module.operation)
        PassManager.parse(CPU_PIPELINE).run(module.operation)
        assert "malloc" not in str(module)  # nothing materialized
        llvm_ir = translate_to_llvm_ir(module)
    optimized = str(_optimized_module(llvm_ir, CpuTarget.host().machine(3), 3, False))
    assert " x float>" in optimized and "<1 x float>" not in optimized


def test_embedding_rows_vectorize_with_their_index_check():
    """An embedding lookup's index is checked once per row, before the loop
    over the row's columns, which stays vector code (`<8 x float>` or
    wider); the report of a bad index (an atomic add) is out of that loop."""
    from pycompile.targets.cpu.codegen import CPU_PIPELINE
    from pycompile.targets.cpu.llvm import translate_to_llvm_ir
    from pycompile.targets.cpu.machine import CpuTarget, _optimized_module

    text = """func.func @f(%t: tensor<1000x768xf32>, %i: tensor<4x128xi64>)
        -> tensor<4x128x768xf32> {
      %g = pyc.gather %t[%i], dim = 0 : tensor<1000x768xf32>, tensor<4x128xi64>
          -> tensor<4x128x768xf32>
      return %g : tensor<4x128x768xf32>
    }"""
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        PassManager.parse("builtin.module(func.func(pyc-fuse))").run(module.operation)
        PassManager.parse(CPU_PIPELINE).run(module.operation)
        llvm_ir = translate_to_llvm_ir(module)
    optimized = str(_optimized_module(llvm_ir, CpuTarget.host().machine(3), 3, False))
    assert "atomicrmw add" in optimized
    assert " x float>" in optimized and "<1 x float>" not in optimized


def test_constants_are_addressed_from_the_instruction_pointer():
    """Small code model: a kernel's constants (erf's coefficients here) are
    read relative to %rip; under the large model each took a register for
    its 64-bit address (movabs), and inner loops ran out of registers. Calls
    out of the module (cosf) go through the GOT, which the loader reserves."""
    from pycompile.targets.cpu.codegen import CPU_PIPELINE
    from pycompile.targets.cpu.llvm import translate_to_llvm_ir
    from pycompile.targets.cpu.machine import emit_assembly

    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(POINTWISE)
        PassManager.parse("builtin.module(func.func(pyc-fuse))").run(module.operation)
        PassManager.parse(CPU_PIPELINE).run(module.operation)
        assembly = emit_assembly(translate_to_llvm_ir(module))
    assert "movabs" not in assembly
    assert "(%rip)" in assembly and "cosf@GOTPCREL(%rip)" in assembly


def test_graph_cache_skips_mlir_and_llvm(tmp_path):
    """A graph compiled before is loaded from the disk cache, its module left
    as it was; a corrupt entry is compiled again, never loaded."""
    text, make_inputs = CASES["softmax"]
    first = compile_pyc(text, fused=True)
    assert not first.engine.cache_hit
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        PassManager.parse("builtin.module(func.func(pyc-fuse))").run(module.operation)
        second = compile_graph(module)
        assert "pyc.kernel" in str(module)  # not lowered: no pipeline ran
    assert second.engine.cache_hit
    inputs = make_inputs()
    torch.testing.assert_close(second(*inputs), first(*inputs))
    (entry,) = tmp_path.glob("cpu/*.graph")
    entry.write_bytes(entry.read_bytes()[:-10] + b"corrupted!")
    third = compile_pyc(text, fused=True)
    assert not third.engine.cache_hit
    torch.testing.assert_close(third(*inputs), first(*inputs))


def test_a_python_source_change_misses_the_graph_cache(monkeypatch):
    """The graph cache key covers everything that makes the object code: the
    pipeline, the native passes, the module, and pycompile's Python sources."""
    from pycompile.targets.cpu import codegen

    text, _ = CASES["softmax"]
    assert not compile_pyc(text, fused=True).engine.cache_hit
    assert compile_pyc(text, fused=True).engine.cache_hit
    monkeypatch.setattr(codegen, "_sources_digest", lambda: "an edited llvm.py")
    assert not compile_pyc(text, fused=True).engine.cache_hit


def test_graph_rejects_wrong_inputs():
    text, make_inputs = CASES["softmax"]
    graph = compile_pyc(text, fused=True)
    expected = r"input 0: expected a torch.float32 tensor of shape \(7, 13\)"
    with pytest.raises(ValueError, match=expected):
        graph(torch.randn(7, 12))
    with pytest.raises(ValueError, match="expected 1 inputs, got 2"):
        graph(*make_inputs(), *make_inputs())
    with pytest.raises(ValueError, match="input 0: .*torch.float64"):
        graph(torch.randn(7, 13, dtype=torch.float64))
    with pytest.raises(ValueError, match="input 0: expected a torch.float32 tensor"):
        graph([[1.0] * 13] * 7)


def test_graph_takes_strided_inputs_of_its_shapes():
    """An input of the right shape and dtype but not dense (a training
    graph's saved q, k and v are strided views of one product) is read
    through a dense copy."""
    text, make_inputs = CASES["softmax"]
    graph = compile_pyc(text, fused=True)
    (x,) = make_inputs()
    strided = torch.randn(13, 7).t().copy_(x)
    assert not strided.is_contiguous()
    torch.testing.assert_close(graph(strided)[0], graph(x)[0], rtol=0, atol=0)


def _largest_held(graph: CpuGraph) -> int:
    """The bytes of the largest tensor or storage among `graph`'s
    attributes (and in the lists, tuples and dicts among them)."""
    largest, pending = 0, list(vars(graph).values())
    while pending:
        value = pending.pop()
        if isinstance(value, torch.Tensor):
            largest = max(largest, value.untyped_storage().nbytes())
        elif isinstance(value, torch.UntypedStorage):
            largest = max(largest, value.nbytes())
        elif isinstance(value, list | tuple):
            pending.extend(value)
        elif isinstance(value, dict):
            pending.extend(value.values())
    return largest


# A product of products: the first one's 256 KiB result is the arena's
# (static rows) or the scratch buffer's (run-time rows).
TWO_PRODUCTS = """
func.func @f(%x: tensor<ROWSx256xf32>, %w: tensor<256x256xf32>) -> tensor<ROWSx256xf32>
    SYMBOLS {
  %y = pyc.matmul %x, %w : tensor<ROWSx256xf32>, tensor<256x256xf32> -> tensor<ROWSx256xf32>
  %z = pyc.matmul %y, %w : tensor<ROWSx256xf32>, tensor<256x256xf32> -> tensor<ROWSx256xf32>
  return %z : tensor<ROWSx256xf32>
}
"""


@pytest.mark.parametrize("rows", ["256", "?"], ids=["arena", "scratch"])
def test_graph_keeps_no_output_or_large_buffer(rows):
    """Outputs are the caller's alone: one the caller drops is freed (the
    graph held each last output for the next call to write into, 256 MB per
    graph). A large arena or scratch buffer is the call's: between calls
    the graph holds nothing larger than `_KEPT_BYTES`."""
    symbols = "attributes {pyc.symbols = array<i64: 0, 0, 0, 1>}" if rows == "?" else ""
    graph = compile_pyc(TWO_PRODUCTS.replace("ROWS", rows).replace("SYMBOLS", symbols),
                        fused=True)
    assert max(graph.arena_bytes, graph._scratch_size([256]) if rows == "?" else 0) \
        > cpu_graph._KEPT_BYTES
    w = torch.randn(256, 256) / 16
    kept = []
    for count in (256, 256, 200)[:3 if rows == "?" else 2]:
        x = torch.randn(count, 256)
        (z,) = graph(x, w)
        torch.testing.assert_close(z, x @ w @ w, rtol=1e-4, atol=1e-4)
        kept.append((z, z.clone()))
        freed = weakref.ref(graph(x, w)[0].untyped_storage())
        gc.collect()
        assert (freed() is None) is True, "the graph holds an output the caller dropped"
        assert _largest_held(graph) <= cpu_graph._KEPT_BYTES
    for z, copy in kept:  # later calls wrote elsewhere
        assert torch.equal(z, copy)


def test_graph_called_from_threads_at_once():
    """Calls from several Python threads share one arena: they take turns,
    and each gets its own results."""
    from concurrent.futures import ThreadPoolExecutor

    text, make_inputs = CASES["softmax"]
    graph = compile_pyc(text, fused=True)
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        reference = ReferenceProgram(module.body.operations[0])
    inputs = [make_inputs() for _ in range(16)]
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda args: graph(*args), inputs))
    for args, got in zip(inputs, results):
        torch.testing.assert_close(got, reference(*args))


# An AVX-512 core with 128 KiB of L2: pyc-tile's panels take half of it.
_SMALL_L2 = ('#pyc.target<kind = cpu, arch = "x86-64-v4", vector_bits = 512, cores = 2, '
             'l2_bytes = 131072>')


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("layout", ["w", "w.T"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_products_in_cache_panels(dtype, layout, threads, monkeypatch):
    """With a small L2 (128 KiB, 64 KiB for a panel: 160 columns for k = 100)
    the product's 350 columns go in panels of 160, 160 and 30, each packed
    into strips of 32 first (row-major or transposed, f32 or bf16 widened;
    element by element in blocks of 16 k rows, the last of k = 100 partial),
    for 13 rows (blocks of 6, the last partial) and a fused epilogue."""
    from pycompile.targets.cpu import codegen

    monkeypatch.setattr(codegen, "target_attribute", lambda: _SMALL_L2)

    def f(x, w, b, y):
        rhs = w.t() if layout == "w.T" else w
        return torch.nn.functional.gelu(torch.bmm(x, rhs.expand(2, -1, -1)) + b) * y

    stored = (350, 100) if layout == "w.T" else (100, 350)
    make = lambda: (torch.randn(2, 13, 100, dtype=dtype), torch.randn(*stored, dtype=dtype),  # noqa: E731
                    torch.randn(350, dtype=dtype), torch.randn(2, 13, 350, dtype=dtype))
    tol = 1e-4 if dtype == torch.float32 else 2e-2  # bf16: an ulp or two
    _check_product(f, make, threads, tol)


@pytest.mark.parametrize("threads", [2, 3])
@pytest.mark.parametrize("lhs", ["x", "x.T"])
@pytest.mark.parametrize("layout", ["w", "w.T"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16], ids=str)
def test_threads_share_a_products_columns(dtype, layout, lhs, threads, monkeypatch):
    """A product without a batch and with 8 strips of columns or more
    (pyc-tile's parallel = 1): each thread takes its whole strips of the
    350 columns (with 3 threads, unequal shares; the partial strip the
    last thread's), packs its own panels of them (160 columns at a 64 KiB
    cache budget) and runs all 13 rows (a partial block) against them. A
    left operand stored transposed, which is copied, keeps the rows shared
    (pyc-to-loops' choice). The epilogue is fused."""
    from pycompile.targets.cpu import codegen

    monkeypatch.setattr(codegen, "target_attribute", lambda: _SMALL_L2)

    def f(x, w, b):
        a = x.t() if lhs == "x.T" else x
        rhs = w.t() if layout == "w.T" else w
        return torch.nn.functional.gelu(a @ rhs + b)

    x_stored = (100, 13) if lhs == "x.T" else (13, 100)
    w_stored = (350, 100) if layout == "w.T" else (100, 350)
    make = lambda: (torch.randn(*x_stored, dtype=dtype), torch.randn(*w_stored, dtype=dtype),  # noqa: E731
                    torch.randn(350, dtype=dtype))
    tol = 1e-4 if dtype == torch.float32 else 2e-2  # bf16: an ulp or two
    _check_product(f, make, threads, tol)


def _check_product(f, make, threads: int, tol: float) -> None:
    """`f` compiles into pyc parts only, and matches eager on two fresh
    inputs from `make`, with torch and pycompile on `threads` threads."""
    before = torch.get_num_threads()
    torch.set_num_threads(threads)
    try:
        report = pycompile.explain(f, target="cpu")(*make())
        assert all(g.failure is None and not g.reference_parts for g in report.graphs), report
        compiled = pycompile.jit(f, target="cpu")
        for _ in range(2):
            args = make()
            torch.testing.assert_close(compiled(*args), f(*args), atol=tol, rtol=tol)
    finally:
        torch.set_num_threads(before)


@pytest.mark.parametrize("threads", [1, 2])
def test_product_of_a_view_that_moves_elements(threads):
    """Attention's output projection: heads merged back (a transpose, then
    a reshape) as the left operand. Its index maps run once (copied into
    blocks of rows), not once a strip of columns; partial row blocks (13
    rows) and columns left over (70 = 4 x 16 + 6) included."""
    def f(heads, w, b):
        return heads.transpose(0, 1).reshape(13, 96) @ w + b

    make = lambda: (torch.randn(4, 13, 24), torch.randn(96, 70), torch.randn(70))  # noqa: E731
    _check_product(f, make, threads, 1e-4)


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("batch", [(), (3,)])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
def test_product_of_a_transposed_left_operand(threads, batch, dtype):
    """A weight's gradient, x.T @ dy: the left operand lies along the rows,
    copied once into blocks of rows, k-major (by the threads sharing the
    rows, each its own blocks, or by each thread for its batch), a vector a
    k step where the block is whole; 37 rows (a partial block) and 70
    columns (6 left over)."""
    def f(x, dy, b):
        return x.transpose(-1, -2) @ dy + b

    make = lambda: (torch.randn(*batch, 24, 37, dtype=dtype),  # noqa: E731
                    torch.randn(*batch, 24, 70, dtype=dtype), torch.randn(70, dtype=dtype))
    _check_product(f, make, threads, 1e-4 if dtype == torch.float32 else 2e-2)


def test_l2_bytes_read_from_the_os(tmp_path):
    from pycompile.targets.cpu.codegen import l2_bytes

    caches = [("index0", 1, "Data", "48K"), ("index1", 1, "Instruction", "32K"),
              ("index2", 2, "Unified", "2048K"), ("index3", 3, "Unified", "32M")]
    for host, l2 in (("zen4", "1M"), ("zen5", "2048K")):
        for name, level, kind, size in caches:
            (tmp_path / host / name).mkdir(parents=True)
            for field, value in (("level", level), ("type", kind),
                                 ("size", l2 if level == 2 else size)):
                (tmp_path / host / name / field).write_text(f"{value}\n")
    assert l2_bytes(tmp_path / "zen4") == 1 << 20
    assert l2_bytes(tmp_path / "zen5") == 2 << 20
    assert l2_bytes(tmp_path / "missing") == 2 << 20  # the default target's


def test_vector_bits_follow_the_target():
    """pyc-tile's register blocks are two vector registers a row: AVX-512's
    where LLVM vectorizes with them, else AVX2's."""
    from pycompile.targets.cpu.machine import CpuTarget

    assert CpuTarget("skylake-avx512", "+avx2,+avx512f").vector_bits == 512
    assert CpuTarget("skylake-avx512", "+avx2,+avx512f", prefer_512=False).vector_bits == 256
    assert CpuTarget("znver3", "+avx2,-avx512f").vector_bits == 256


# Code made for an AVX2 CPU runs on any x86 host this project meets (AVX2
# or AVX-512); on an AVX-512 host the host's own code is the other ISA.
_ISA_CHECK = """
import sys, torch, torch.nn.functional as F, pycompile
from pycompile.targets.cpu.machine import CpuTarget
from pycompile.targets.cpu.codegen import target_attribute
assert f"vector_bits = {CpuTarget.host().vector_bits}," in target_attribute()
x = torch.cat([torch.load(sys.argv[1]), torch.randn(29 * 139) * 30]).view(-1, 29)
for fn in (torch.exp, torch.sigmoid, torch.tanh, torch.erf, torch.erfc, F.silu, F.gelu,
           lambda x: x.softmax(-1), lambda x: x.log_softmax(-1), lambda x: F.layer_norm(x, (29,))):
    with torch.no_grad():
        got = pycompile.jit(fn, target="cpu")(x)
    # The reference is float64 eager: float32 eager's gelu is up to 1.1e-6
    # off near x = -4.5 (its 1 + erf cancels), and NaN for +-inf in its
    # AVX-512 kernel.
    want = fn(x.double()).float()
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-6, equal_nan=True)
# Products whose columns end past their whole vector strips (32 lanes with
# AVX-512, 16 with AVX2): 33, 34 and 45 columns leave 1, 2 and 13, computed
# one at a time or as a masked partial strip; 5 rows read the right operand
# in place, 13 pack it.
for n in (33, 34, 45):
    for m in (5, 13):
        a, w = torch.randn(m, 29), torch.randn(29, n)
        got = pycompile.jit(lambda a, w: torch.mm(a, w), target="cpu")(a, w)
        torch.testing.assert_close(got, (a.double() @ w.double()).float(), rtol=1e-5, atol=1e-5)
print("ok", CpuTarget.host().cpu, CpuTarget.host().vector_bits, target_attribute())
"""


@pytest.mark.parametrize("cpu", ["haswell", "host"])
def test_code_for_each_isa_matches_eager(cpu, tmp_path):
    """Transcendentals, normalizations and products with leftover columns
    compiled for an AVX2 CPU (haswell), and for this host (AVX-512 where it
    has it), agree with torch."""
    env = {**os.environ, "PYCOMPILE_CACHE_DIR": str(tmp_path)}
    if cpu != "host":
        env["PYCOMPILE_CPU"] = cpu
    torch.save(SPECIAL, tmp_path / "special.pt")
    done = subprocess.run([sys.executable, "-c", _ISA_CHECK, str(tmp_path / "special.pt")],
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and "ok" in done.stdout, done.stderr[-3000:]
    # What pyc-tile and pyc-approximate-math read: the CPU the code is for.
    if cpu == "haswell":
        assert '#pyc.target<kind = cpu, arch = "haswell", vector_bits = 256' in done.stdout


_CPU_SETTING_CHECK = """
import os, sys, torch, pycompile
from pycompile.targets.cpu.machine import CpuTarget, emit_assembly
f = lambda x: torch.tanh(x) * 2 + x.half().float()
for cpu in sys.argv[1:]:
    os.environ["PYCOMPILE_CPU"] = cpu
    CpuTarget.host.cache_clear()
    torch._dynamo.reset()
    x = torch.randn(64, 33)
    try:
        torch.testing.assert_close(pycompile.jit(f, target="cpu")(x), f(x))
        print(cpu, "ran")
    except Exception as error:
        print(cpu, "raised", str(error).replace(chr(10), " "))
ir = "define float @f(float %x) {\\n  %y = fmul float %x, %x\\n  ret float %y\\n}\\n"
for cpu in ("sapphirerapids", "garbage"):
    try:
        print(f"asm:{cpu}", "mulss" in emit_assembly(ir, target=CpuTarget(cpu)))
    except Exception as error:
        print(f"asm:{cpu}", type(error).__name__, error)
"""


def test_pycompile_cpu_is_checked_against_llvm_and_this_host(tmp_path):
    """PYCOMPILE_CPU names an LLVM CPU whose extensions this host has: an
    unknown name (LLVM ERROR ended the process), a CPU with extensions this
    host lacks (its code stopped with SIGILL: sapphirerapids' AVX512-FP16
    on AMD; bdver4's XOP, FMA4 and TBM on any host since) or a 32-bit one
    is an error naming the variable, its value and what is wrong; an AVX2
    CPU runs, as znver3 does on a later Zen (the team's AVX2 measurements).
    Code for any CPU LLVM knows can still be compiled to read."""
    import llvmlite.binding as llvm

    host = llvm.get_host_cpu_name()
    cpus = ["garbage", "bdver4", "i686", "sapphirerapids", "haswell"]
    if host in ("znver4", "znver5"):
        cpus.append("znver3")
    done = subprocess.run([sys.executable, "-c", _CPU_SETTING_CHECK, *cpus],
                          env={**os.environ, "PYCOMPILE_CACHE_DIR": str(tmp_path)},
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0 and "LLVM ERROR" not in done.stderr, done.stderr[-3000:]
    said = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert said["garbage"].startswith("raised") and \
        "PYCOMPILE_CPU='garbage': LLVM knows no CPU 'garbage'" in said["garbage"]
    assert said["bdver4"].startswith("raised") and "PYCOMPILE_CPU='bdver4'" in said["bdver4"]
    assert all(f in said["bdver4"] for f in ("fma4", "tbm", "xop", "SIGILL")), said["bdver4"]
    assert "PYCOMPILE_CPU='i686': LLVM cannot generate code for 'i686'" in said["i686"]
    if not llvm.get_host_cpu_features()["avx512fp16"]:
        assert "PYCOMPILE_CPU='sapphirerapids': this host" in said["sapphirerapids"]
        lacks = said["sapphirerapids"].split(" lacks ", 1)[1].split(", which")[0].split(", ")
        assert "avx512fp16" in lacks, said["sapphirerapids"]
    assert said["haswell"] == "ran" and said.get("znver3", "ran") == "ran", done.stdout
    assert said["asm:sapphirerapids"] == "True"
    assert said["asm:garbage"].startswith("CpuSettingError CpuTarget('garbage'): LLVM knows no")


def test_avx2_exp_scales_without_libm_calls():
    """Without AVX-512, LLVM expands a vector ldexp into a libm call per lane
    (exp of 1024x4096 f32 took 43.6 ms against eager's 5.9 on Zen 3): the
    AVX2 pipeline adds k to the exponent field, and the loop stays vector."""
    from pycompile.targets.cpu.llvm import translate_to_llvm_ir
    from pycompile.targets.cpu.machine import CpuTarget, emit_assembly

    t = "tensor<64x256xf32>"
    text = f"func.func @f(%x: {t}) -> {t} {{ %y = pyc.exp %x : {t}\n return %y : {t} }}"
    for bits, cpu in [(256, "haswell"), (512, "skylake-avx512")]:
        with pycompile.context(), ir.Location.unknown():
            module = ir.Module.parse(text)
            PassManager.parse(f"builtin.module(pyc-attach-target{{vector-bits={bits}}},"
                              "func.func(pyc-fuse),pyc-cpu-pipeline)").run(module.operation)
            assembly = emit_assembly(translate_to_llvm_ir(module), target=CpuTarget(cpu))
        if bits == 256:
            assert "ldexp" not in assembly and "%ymm" in assembly
        else:
            assert "vscalefps" in assembly


# Each indexing op, its indices %i [2, 3] into %x [4, 6] (and updates %u), at
# a source location; the indexed dim and size.
INDEX_CHECKS = {
    "gather": ("%u: tensor<1xf32>", "tensor<4x2x3xf32>",
               "pyc.gather %x[%i], dim = 1 : tensor<4x6xf32>, tensor<2x3xi64> -> tensor<4x2x3xf32>",
               1, 6),
    "scatter_add": ("%u: tensor<2x3x6xf32>", "tensor<4x6xf32>",
                    "pyc.scatter_add %u into %x[%i], dim = 0 : tensor<2x3x6xf32>, "
                    "tensor<2x3xi64> -> tensor<4x6xf32>", 0, 4),
    "take_along_dim": ("%u: tensor<1xf32>", "tensor<2x3xf32>",
                       "pyc.take_along_dim %x[%i], dim = 1 : tensor<4x6xf32>, tensor<2x3xi64> "
                       "-> tensor<2x3xf32>", 1, 6),
    "scatter_add_along_dim": ("%u: tensor<2x3xf32>", "tensor<4x6xf32>",
                              "pyc.scatter_add_along_dim %u into %x[%i], dim = 0 : "
                              "tensor<2x3xf32>, tensor<2x3xi64> -> tensor<4x6xf32>", 0, 4),
}


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("op", list(INDEX_CHECKS))
def test_index_out_of_range_raises(op, threads):
    """The index contract on the CPU: an index outside [0, size), negative
    or too large, makes the call raise IndexError naming the op (its
    location), the index and the size, whichever thread met it; the next
    call with good indices runs as if nothing happened. The check table
    comes back with a graph loaded from the disk cache."""
    updates, result, body, dim, size = INDEX_CHECKS[op]
    text = (f"func.func @f(%x: tensor<4x6xf32>, %i: tensor<2x3xi64>, {updates}) -> {result} {{\n"
            f'  %r = {body} loc("aten.model_op"("model.py":12:0))\n  return %r : {result}\n}}')
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        reference = ReferenceProgram(module.body.operations[0])
    shape = [int(d) for d in updates.split("<")[1].split("x")[:-1]]
    for graph in (compile_pyc(text, fused=True), compile_pyc(text, fused=True)):
        graph.threads = threads
        for bad in (-1, size, 2**40):
            x, u = _floats(4, 6), _floats(*shape)
            indices = torch.randint(0, 4, (2, 3))
            indices[1, 1] = bad
            with pytest.raises(IndexError) as error:
                graph(x, indices, u)
            assert str(error.value) == (
                f"pycompile: index {bad} is out of bounds for dimension {dim} with size {size} "
                "(aten.model_op at model.py:12)")
            indices[1, 1] = 3
            for got, want in zip(graph(x, indices, u), reference(x, indices, u)):
                torch.testing.assert_close(got, want)
    assert graph.engine.cache_hit
