"""The reference executor: every pyc op against torch written out independently."""

from __future__ import annotations

import math
import operator

import pytest
import torch
from mlir import ir

import pycompile
from pycompile.runtime.reference import ReferenceProgram, run_module

NAMES = {torch.float64: "f64", torch.float32: "f32", torch.float16: "f16",
         torch.bfloat16: "bf16", torch.int64: "i64", torch.int32: "i32", torch.int8: "i8",
         torch.bool: "i1"}
F64, F32, F16, BF16 = torch.float64, torch.float32, torch.float16, torch.bfloat16
I64, I32, I8, I1 = torch.int64, torch.int32, torch.int8, torch.bool
NAN = float("nan")


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


def ty(shape, dtype) -> str:
    """`tensor<3x5xf32>` for shape (3, 5) and torch.float32; None in shape is `?`."""
    dims = "".join(f"{'?' if s is None else s}x" for s in shape)
    return f"tensor<{dims}{NAMES[dtype]}>"


def program(src: str) -> ReferenceProgram:
    """Parses `src` and builds a program of its first func; the context is gone afterwards."""
    with pycompile.context(), ir.Location.unknown():
        module = ir.Module.parse(src)  # kept alive while the program is built
        return ReferenceProgram(module.body.operations[0])


def func(args, result, body: str, ret: str = "%r") -> str:
    """`func.func @f(%a: .., %b: ..) -> result` with `body` then `return ret`."""
    params = ", ".join(f"%{n}: {t}" for n, t in zip("abcde", args))
    return f"func.func @f({params}) -> {result} {{\n{body}\nreturn {ret} : {result}\n}}"


def rand(shape, dtype, low=-9, high=10) -> torch.Tensor:
    """Random values, never all zero: normal floats, ints in [low, high), fair bools."""
    if dtype == I1:
        return torch.rand(shape) < 0.5
    if dtype.is_floating_point:
        return torch.randn(shape, dtype=F64).to(dtype)
    return torch.randint(low, high, shape, dtype=dtype)


def check(actual: tuple[torch.Tensor, ...], expected: torch.Tensor) -> None:
    assert len(actual) == 1
    assert actual[0].dtype == expected.dtype
    torch.testing.assert_close(actual[0], expected, equal_nan=True)


def in_f64(fn):
    """`fn` computed in float64, rounded to the input's dtype."""
    return lambda x, *ys: fn(x.double(), *(y.double() for y in ys)).to(x.dtype)


# --- unary ------------------------------------------------------------------

POS = "positive"
UNARY = [  # name, expected, dtypes, domain
    ("neg", lambda x: 0 - x, [F32, BF16, I32, I8], None),
    ("abs", lambda x: torch.where(x < 0, -x, x), [F64, F16, I64], None),
    ("exp", in_f64(lambda x: math.e ** x), [F32, BF16], None),
    ("log", in_f64(torch.log), [F32, F64], POS),
    ("log1p", in_f64(lambda x: torch.log(1 + x)), [F64], POS),
    ("expm1", in_f64(lambda x: torch.exp(x) - 1), [F64], None),
    ("sqrt", in_f64(lambda x: x ** 0.5), [F32, BF16], POS),
    ("rsqrt", in_f64(lambda x: 1 / x ** 0.5), [F32, F16], POS),
    ("tanh", in_f64(lambda x: (torch.exp(2 * x) - 1) / (torch.exp(2 * x) + 1)), [F32], None),
    ("sigmoid", in_f64(lambda x: 1 / (1 + torch.exp(-x))), [F32, BF16], None),
    ("erf", in_f64(lambda x: x.apply_(math.erf)), [F32, F64], None),
    ("sin", in_f64(lambda x: x.apply_(math.sin)), [F32], None),
    ("cos", in_f64(lambda x: x.apply_(math.cos)), [F64], None),
    ("floor", in_f64(lambda x: x.apply_(math.floor)), [F32, BF16], None),
    ("ceil", in_f64(lambda x: x.apply_(math.ceil)), [F64, F16], None),
    ("sign", lambda x: (x > 0).to(x.dtype) - (x < 0).to(x.dtype), [F32, I32], None),
    ("reciprocal", in_f64(lambda x: 1 / x), [F32, BF16], None),
    ("not", lambda x: x ^ True, [I1], None),
]


@pytest.mark.parametrize("name,expected,dtype,domain", [
    pytest.param(n, e, d, dom, id=f"{n}-{NAMES[d]}") for n, e, ds, dom in UNARY for d in ds])
def test_unary(name, expected, dtype, domain):
    x = rand((3, 5), dtype)
    if domain == POS:
        x = x.abs() + 0.1
    if dtype.is_floating_point and name == "sign":
        x[0, 0], x[1, 1] = NAN, 0.0  # NaN gives 0, as torch.sign
    t = ty((3, 5), dtype)
    prog = program(func([t], t, f"%r = pyc.{name} %a : {t}"))
    check(prog(x), expected(x.clone()))


# --- binary -----------------------------------------------------------------

def elementwise(fn, dtype=None):
    """`fn` applied to Python scalars, element by element; the result has `dtype` or a's."""
    def apply(a, b):
        values = [fn(x, y) for x, y in zip(a.flatten().tolist(), b.flatten().tolist())]
        return torch.tensor(values, dtype=dtype or a.dtype).reshape(a.shape)
    return apply


def _max_nan(a, b, pick):
    return torch.where(torch.isnan(a) | torch.isnan(b), a + b, torch.where(pick(a, b), a, b))


BINARY = [  # name, expected, dtypes
    ("add", lambda a, b: in_f64(lambda x, y: x + y)(a, b) if a.is_floating_point()
     else (a.long() + b.long()).to(a.dtype), [F32, BF16, I64, I8]),
    ("sub", lambda a, b: in_f64(lambda x, y: x - y)(a, b) if a.is_floating_point()
     else (a.long() - b.long()).to(a.dtype), [F64, I32]),
    ("mul", lambda a, b: in_f64(lambda x, y: x * y)(a, b) if a.is_floating_point()
     else (a.long() * b.long()).to(a.dtype), [F32, F16, I32]),
    ("div", elementwise(lambda x, y: x / y if isinstance(x, float) else math.trunc(x / y)),
     [F32, F64, I32, I64]),
    ("max", lambda a, b: _max_nan(a, b, torch.gt), [F32, I32, I1]),
    ("min", lambda a, b: _max_nan(a, b, torch.lt), [F64, BF16, I64, I1]),
    ("remainder", elementwise(lambda x, y: x % y), [F64, I32]),  # Python's %: sign of y
    ("and", lambda a, b: a & b, [I1]),
    ("or", lambda a, b: a | b, [I1]),
]


@pytest.mark.parametrize("name,expected,dtype", [
    pytest.param(n, e, d, id=f"{n}-{NAMES[d]}") for n, e, ds in BINARY for d in ds])
def test_binary(name, expected, dtype):
    a, b = rand((3, 5), dtype), rand((3, 5), dtype)
    if dtype.is_floating_point and name in ("max", "min"):
        a[0, 0], b[1, 2] = NAN, NAN  # NaN propagates from either side
    if name in ("div", "remainder") and not dtype.is_floating_point:
        b[b == 0] = 3
        a[0, :2], b[0, :2] = torch.tensor([-7, 7]), torch.tensor([2, -2])  # -3 and -3, not -4
    t = ty((3, 5), dtype)
    prog = program(func([t, t], t, f"%r = pyc.{name} %a, %b : {t}"))
    check(prog(a, b), expected(a, b))


@pytest.mark.parametrize("dtype", [F32, I64])
def test_pow(dtype):
    a = rand((3, 5), dtype).abs() + 1
    b = rand((3, 5), dtype) if dtype.is_floating_point else torch.randint(0, 4, (3, 5))
    t = ty((3, 5), dtype)
    prog = program(func([t, t], t, f"%r = pyc.pow %a, %b : {t}"))
    expected = torch.exp(b.double() * torch.log(a.double()))
    check(prog(a, b), expected.round().to(dtype) if dtype == I64 else expected.to(dtype))


# --- compare, select, convert ----------------------------------------------

@pytest.mark.parametrize("direction", ["eq", "ne", "lt", "le", "gt", "ge"])
@pytest.mark.parametrize("dtype", [F32, I32, I1])
def test_compare(direction, dtype):
    a, b = rand((3, 5), dtype, 0, 3), rand((3, 5), dtype, 0, 3)  # small ints: ties
    b[0, :2] = a[0, :2]
    if dtype.is_floating_point:
        a[1, 0], b[1, 1] = NAN, NAN  # false except `ne`
    t = ty((3, 5), dtype)
    prog = program(func([t, t], ty((3, 5), I1), f"%r = pyc.compare {direction}, %a, %b : {t}"))
    # Python's comparisons: NaN compares false, except `!=`; False < True.
    check(prog(a, b), elementwise(getattr(operator, direction), I1)(a, b))


@pytest.mark.parametrize("dtype", [F32, I64, I1])
def test_select(dtype):
    c, a, b = rand((3, 5), I1), rand((3, 5), dtype), rand((3, 5), dtype)
    t = ty((3, 5), dtype)
    prog = program(func([ty((3, 5), I1), t, t], t, f"%r = pyc.select %a, %b, %c : {t}"))
    expected = b.clone()
    expected[c] = a[c]
    check(prog(c, a, b), expected)


@pytest.mark.parametrize("src,dst,expected", [
    (F32, I32, lambda x: torch.tensor([math.trunc(v) for v in x.flatten().tolist()],
                                      dtype=I32).reshape(x.shape)),
    (F32, I1, lambda x: x != 0),
    (I1, F32, lambda x: torch.where(x, 1.0, 0.0)),
    (I64, BF16, lambda x: x.double().to(BF16)),
    (F32, BF16, lambda x: x.double().to(BF16)),
    (I64, I8, lambda x: ((x + 128) % 256 - 128).to(I8)),
])
def test_convert(src, dst, expected):
    x = rand((3, 5), src)
    if src == I64:
        x[0, :3] = torch.tensor([300, -129, 1000])  # wraps to i8
    if src == F32:
        x[0, :3] = torch.tensor([0.0, -2.7, 2.7])  # zero; truncation toward zero
    prog = program(func([ty((3, 5), src)], ty((3, 5), dst),
                        f"%r = pyc.convert %a : {ty((3, 5), src)} -> {ty((3, 5), dst)}"))
    check(prog(x), expected(x))


# --- shape and layout -------------------------------------------------------

@pytest.mark.parametrize("src,dims,dst", [
    ((5,), [1], (3, 5)),
    ((3, 1), [0, 1], (3, 5)),         # a size-1 dim repeated
    ((1, 5), [1, 2], (4, 3, 5)),      # a new dim and a size-1 dim
    ((), [], (2, 3)),
    ((3, 5), [0, 1], (3, 5)),
])
@pytest.mark.parametrize("dtype", [F32, I1])
def test_broadcast_in_dim(src, dims, dst, dtype):
    x = rand(src, dtype)
    prog = program(func([ty(src, dtype)], ty(dst, dtype),
                        f"%r = pyc.broadcast_in_dim %a, dims = {dims} : "
                        f"{ty(src, dtype)} -> {ty(dst, dtype)}"))
    expected = torch.empty(dst, dtype=dtype)
    for index in torch.cartesian_prod(*[torch.arange(n) for n in dst]).reshape(-1, len(dst)):
        source = [int(index[d]) if x.shape[i] > 1 else 0 for i, d in enumerate(dims)]
        expected[tuple(index.tolist())] = x[tuple(source)]
    check(prog(x), expected)


def test_broadcast_in_dim_dynamic():
    prog = program(func([ty((None, 1), F32)], ty((None, 4), F32),
                        "%r = pyc.broadcast_in_dim %a, dims = [0, 1] : "
                        "tensor<?x1xf32> -> tensor<?x4xf32>"))
    x = rand((3, 1), F32)
    check(prog(x), torch.cat([x] * 4, 1))


def test_reshape_after_transpose():
    # The transpose is a non-contiguous view: reshape must follow row-major order.
    body = ("%t = pyc.transpose %a, permutation = [1, 0] : tensor<3x5xf32> -> tensor<5x3xf32>\n"
            "%r = pyc.reshape %t : tensor<5x3xf32> -> tensor<15xf32>")
    x = rand((3, 5), F32)
    check(program(func([ty((3, 5), F32)], ty((15,), F32), body))(x),
          torch.tensor([x[i, j].item() for j in range(5) for i in range(3)]))


@pytest.mark.parametrize("src,dst,actual", [
    ((3, 5), (15,), (15,)), ((15,), (5, 1, 3), (5, 1, 3)), ((3, 5), (None,), (15,)),
    ((2, 6), (None, 4), (3, 4))])
def test_reshape(src, dst, actual):
    x = rand(src, I32)
    prog = program(func([ty(src, I32)], ty(dst, I32),
                        f"%r = pyc.reshape %a : {ty(src, I32)} -> {ty(dst, I32)}"))
    check(prog(x), torch.tensor(x.flatten().tolist(), dtype=I32).reshape(actual))


@pytest.mark.parametrize("dtype", [F32, BF16, I1])
def test_transpose(dtype):
    x = rand((2, 3, 5), dtype)
    prog = program(func([ty((2, 3, 5), dtype)], ty((5, 2, 3), dtype),
                        "%r = pyc.transpose %a, permutation = [2, 0, 1] : "
                        f"{ty((2, 3, 5), dtype)} -> {ty((5, 2, 3), dtype)}"))
    expected = torch.empty((5, 2, 3), dtype=dtype)
    for i in range(5):
        for j in range(2):
            for k in range(3):
                expected[i, j, k] = x[j, k, i]  # result dim i is operand dim permutation[i]
    check(prog(x), expected)


def test_slice_with_stride():
    x = rand((7, 5), F64)
    prog = program(func([ty((7, 5), F64)], ty((3, 2), F64),
                        "%r = pyc.slice %a, start = [1, 0], limit = [7, 5], stride = [2, 3] : "
                        "tensor<7x5xf64> -> tensor<3x2xf64>"))
    check(prog(x), x[[1, 3, 5]][:, [0, 3]])


@pytest.mark.parametrize("dtype", [F32, I64])
def test_concat_of_three(dtype):
    shapes = [(3, 2), (3, 1), (3, 4)]
    xs = [rand(s, dtype) for s in shapes]
    types = ", ".join(ty(s, dtype) for s in shapes)
    prog = program(func([ty(s, dtype) for s in shapes], ty((3, 7), dtype),
                        f"%r = pyc.concat %a, %b, %c dim = 1 : ({types}) -> {ty((3, 7), dtype)}"))
    rows = [[v for x in xs for v in x[i].tolist()] for i in range(3)]
    expected = torch.tensor(rows, dtype=dtype)
    check(prog(*xs), expected)


@pytest.mark.parametrize("dtype,value", [(I32, -7), (I64, 5), (F32, 0.5), (BF16, -2.0), (I1, 1)])
def test_pad(dtype, value):
    x = rand((2, 3), dtype)
    prog = program(func([ty((2, 3), dtype)], ty((3, 6), dtype),
                        f"%r = pyc.pad %a, low = [1, 0], high = [0, 3], value = {float(value)} : "
                        f"{ty((2, 3), dtype)} -> {ty((3, 6), dtype)}"))
    expected = torch.full((3, 6), value, dtype=dtype)
    expected[1:, :3] = x
    check(prog(x), expected)


@pytest.mark.parametrize("dtype,value", [(F32, 0.0), (I64, 3)])
def test_pad_with_interior(dtype, value):
    """Interior padding: the operand's elements interior + 1 apart."""
    x = rand((2, 3), dtype)
    prog = program(func([ty((2, 3), dtype)], ty((4, 8), dtype),
                        f"%r = pyc.pad %a, low = [1, 1], high = [0, 2], value = {float(value)} "
                        f"interior = [1, 1] : {ty((2, 3), dtype)} -> {ty((4, 8), dtype)}"))
    expected = torch.full((4, 8), value, dtype=dtype)
    expected[1::2, 1:6:2] = x
    check(prog(x), expected)


@pytest.mark.parametrize("dim,dtype", [(1, I64), (0, F32), (1, BF16), (2, I8)])
def test_iota(dim, dtype):
    shape = (3, 5, 2)
    prog = program(func([], ty(shape, dtype), f"%r = pyc.iota dim = {dim} : {ty(shape, dtype)}"))
    expected = torch.empty(shape, dtype=dtype)
    for index in torch.cartesian_prod(*[torch.arange(n) for n in shape]).tolist():
        expected[tuple(index)] = index[dim]
    check(prog(), expected)


# --- reductions and scans ---------------------------------------------------

def _seq(fn):
    """Reduces one dim at a time (the last first), in float64 for floats."""
    def reduce(x, dims):
        y = x.double() if x.is_floating_point() else x.long()
        for d in reversed(dims):
            y = fn(y, d)
        return y.to(x.dtype)
    return reduce


SUM = _seq(lambda y, d: sum(y.unbind(d)))
PROD = _seq(lambda y, d: math.prod(y.unbind(d)))
MAX = _seq(lambda y, d: y.max(d).values)  # torch.max(dim) propagates NaN
MIN = _seq(lambda y, d: y.min(d).values)


@pytest.mark.parametrize("kind,expected,dtype,shape,dims", [
    ("sum", SUM, F32, (3, 5), [1]),
    ("sum", SUM, I32, (3, 5), [0, 1]),        # stays i32 (torch.sum gives i64)
    ("sum", SUM, BF16, (3, 1, 5), [0, 2]),
    ("prod", PROD, F64, (3, 5, 2), [0, 2]),   # several dims (torch.prod takes one)
    ("prod", PROD, I64, (3, 4), [1]),
    ("max", MAX, F32, (3, 5), [1]),
    ("max", MAX, I8, (3, 5, 2), [0, 1]),
    ("min", MIN, F64, (3, 5), [0]),
    ("min", MIN, I32, (4, 3), [1]),
    ("sum", SUM, F32, (3, 5), []),            # no dims: the identity
])
def test_reduce(kind, expected, dtype, shape, dims):
    x = rand(shape, dtype)
    if kind == "prod" and not dtype.is_floating_point:
        x = rand(shape, dtype, -3, 4)
    if dtype.is_floating_point and kind in ("max", "min"):
        x[0, 0] = NAN
    dst = [s for d, s in enumerate(shape) if d not in dims]
    prog = program(func([ty(shape, dtype)], ty(dst, dtype),
                        f"%r = pyc.reduce {kind} %a, dims = {dims} : "
                        f"{ty(shape, dtype)} -> {ty(dst, dtype)}"))
    check(prog(x), expected(x, dims))


@pytest.mark.parametrize("kind,expected", [("max", torch.any), ("min", torch.all)])
def test_reduce_bool_keeps_i1(kind, expected):
    x = rand((3, 5), I1)
    x[0] = True
    x[1] = False
    prog = program(func([ty((3, 5), I1)], ty((3,), I1),
                        f"%r = pyc.reduce {kind} %a, dims = [1] : tensor<3x5xi1> -> tensor<3xi1>"))
    check(prog(x), expected(x, 1))


@pytest.mark.parametrize("kind,dtype,identity", [
    ("sum", F32, 0.0), ("prod", F32, 1.0), ("max", F32, -math.inf), ("min", BF16, math.inf),
    ("sum", I32, 0), ("prod", I64, 1), ("max", I32, -2**31), ("min", I8, 127),
    ("max", I1, False), ("min", I1, True)])
def test_reduce_empty_extent(kind, dtype, identity):
    prog = program(func([ty((3, 0, 2), dtype)], ty((3,), dtype),
                        f"%r = pyc.reduce {kind} %a, dims = [1, 2] : "
                        f"{ty((3, 0, 2), dtype)} -> {ty((3,), dtype)}"))
    check(prog(torch.empty((3, 0, 2), dtype=dtype)), torch.full((3,), identity, dtype=dtype))


def _first(x, dim, is_best):
    """Index of the first element along `dim` where `is_best(x, extreme)` holds."""
    n = x.shape[dim]
    shape = [n if d == dim else 1 for d in range(x.dim())]
    positions = torch.where(is_best, torch.arange(n).reshape(shape), n)
    return positions.min(dim).values


@pytest.mark.parametrize("op", ["argmax", "argmin"])
@pytest.mark.parametrize("dtype", [F32, I32, I1])
def test_arg_reduce(op, dtype):
    x = rand((3, 7), dtype, 0, 3)  # few values: ties, the first one wins
    if dtype == F32:
        x = x.round()
        x[1, 2], x[1, 4] = NAN, NAN  # NaN counts as the max and as the min
    pick = torch.max if op == "argmax" else torch.min
    extreme = pick(x.to(I32) if dtype == I1 else x, 1, keepdim=True).values
    best = (x == extreme) | (torch.isnan(x) if dtype == F32 else False)  # extreme is NaN there
    prog = program(func([ty((3, 7), dtype)], ty((3,), I64),
                        f"%r = pyc.{op} %a, dim = 1 : {ty((3, 7), dtype)} -> tensor<3xi64>"))
    check(prog(x), _first(x, 1, best))


@pytest.mark.parametrize("dtype,dim", [(F32, 1), (F64, 0), (I32, 0), (I8, 1)])
def test_cumsum(dtype, dim):
    x = rand((3, 5), dtype) * (1 if dtype.is_floating_point else 9)  # i8 wraps
    prog = program(func([ty((3, 5), dtype)], ty((3, 5), dtype),
                        f"%r = pyc.cumsum %a, dim = {dim} : {ty((3, 5), dtype)}"))
    parts = x.unbind(dim)
    wide = [p.double() if dtype.is_floating_point else p.long() for p in parts]
    expected = torch.stack([sum(wide[:i + 1]) for i in range(len(wide))], dim).to(dtype)
    check(prog(x), expected)


# --- contractions and indexing ----------------------------------------------

@pytest.mark.parametrize("lhs,rhs,dtype", [
    ((3, 4), (4, 5), F32), ((2, 3, 4), (2, 4, 5), F64), ((3, 1), (1, 5), I32),
    ((2, 3, 4), (2, 4, 5), BF16)])
def test_matmul(lhs, rhs, dtype):
    a, b = rand(lhs, dtype), rand(rhs, dtype)
    dst = lhs[:-1] + rhs[-1:]
    prog = program(func([ty(lhs, dtype), ty(rhs, dtype)], ty(dst, dtype),
                        f"%r = pyc.matmul %a, %b : {ty(lhs, dtype)}, {ty(rhs, dtype)} -> "
                        f"{ty(dst, dtype)}"))
    wide = F64 if dtype.is_floating_point else I64
    expected = (a.to(wide).unsqueeze(-1) * b.to(wide).unsqueeze(-3)).sum(-2).to(dtype)
    check(prog(a, b), expected)


def _take(x, indices, dim):
    """numpy.take along `dim`, one index at a time."""
    slices = [x.select(dim, i) for i in indices.flatten().tolist()]
    flat = torch.stack(slices, dim)
    return flat.reshape(x.shape[:dim] + indices.shape + x.shape[dim + 1:])


@pytest.mark.parametrize("src,idx,dim,index_type", [
    ((7, 4), (2, 3), 0, I64), ((3, 5), (4,), 1, I32), ((3, 5, 2), (2, 2), 1, I64)])
def test_gather(src, idx, dim, index_type):
    x = rand(src, F32)
    indices = torch.randint(0, src[dim], idx, dtype=index_type)
    indices.view(-1)[:2] = indices.view(-1)[0]  # a repeated index
    dst = src[:dim] + idx + src[dim + 1:]
    prog = program(func([ty(src, F32), ty(idx, index_type)], ty(dst, F32),
                        f"%r = pyc.gather %a[%b], dim = {dim} : {ty(src, F32)}, "
                        f"{ty(idx, index_type)} -> {ty(dst, F32)}"))
    check(prog(x, indices), _take(x, indices, dim))


@pytest.mark.parametrize("dst,idx,dim,dtype,index_type", [
    ((5, 3), (6,), 0, F32, I64), ((3, 4), (2, 2), 1, I32, I32), ((2, 3, 2), (5,), 1, F64, I64)])
def test_scatter_add(dst, idx, dim, dtype, index_type):
    init = rand(dst, dtype)
    indices = torch.randint(0, dst[dim], idx, dtype=index_type)
    indices.view(-1)[:3] = indices.view(-1)[0]  # repeated indices accumulate
    upd_shape = dst[:dim] + idx + dst[dim + 1:]
    updates = rand(upd_shape, dtype)
    prog = program(func([ty(dst, dtype), ty(idx, index_type), ty(upd_shape, dtype)],
                        ty(dst, dtype),
                        f"%r = pyc.scatter_add %c into %a[%b], dim = {dim} : "
                        f"{ty(upd_shape, dtype)}, {ty(idx, index_type)} -> {ty(dst, dtype)}"))
    expected = init.clone()
    flat = updates.reshape(dst[:dim] + (indices.numel(),) + dst[dim + 1:])
    for j, i in enumerate(indices.flatten().tolist()):
        expected.select(dim, i).add_(flat.select(dim, j))
    check(prog(init, indices, updates), expected)


def _along(x, indices, dim):
    """Each position of `indices` with its index put in place of `dim`."""
    for p in torch.cartesian_prod(*[torch.arange(s) for s in indices.shape]).reshape(
            -1, indices.dim()).tolist():
        q = list(p)
        q[dim] = int(indices[tuple(p)])
        yield tuple(p), tuple(q)


@pytest.mark.parametrize("src,idx,dim,dtype,index_type", [
    ((4, 9), (4, 1), 1, F32, I64), ((4, 9), (3, 5), 1, BF16, I32),
    ((5, 3, 2), (7, 2, 2), 0, I1, I64)])
def test_take_along_dim(src, idx, dim, dtype, index_type):
    x = rand(src, dtype)
    indices = torch.randint(0, src[dim], idx, dtype=index_type)
    prog = program(func([ty(src, dtype), ty(idx, index_type)], ty(idx, dtype),
                        f"%r = pyc.take_along_dim %a[%b], dim = {dim} : {ty(src, dtype)}, "
                        f"{ty(idx, index_type)} -> {ty(idx, dtype)}"))
    expected = torch.empty(idx, dtype=dtype)
    for p, q in _along(x, indices, dim):
        expected[p] = x[q]
    check(prog(x, indices), expected)


@pytest.mark.parametrize("dst,idx,dim,dtype,index_type", [
    ((4, 9), (4, 3), 1, F32, I64), ((4, 9), (2, 5), 0, I32, I32), ((3, 6), (3, 4), 1, I1, I64)])
def test_scatter_add_along_dim(dst, idx, dim, dtype, index_type):
    init, updates = rand(dst, dtype), rand(idx, dtype)
    indices = torch.randint(0, dst[dim], idx, dtype=index_type)
    indices[0].fill_(1)  # repeated targets accumulate
    prog = program(func([ty(dst, dtype), ty(idx, index_type), ty(idx, dtype)], ty(dst, dtype),
                        f"%r = pyc.scatter_add_along_dim %c into %a[%b], dim = {dim} : "
                        f"{ty(idx, dtype)}, {ty(idx, index_type)} -> {ty(dst, dtype)}"))
    expected = init.clone()
    for p, q in _along(init, indices, dim):
        expected[q] = expected[q] | updates[p] if dtype == I1 else expected[q] + updates[p]
    check(prog(init, indices, updates), expected)


INDEXING = {  # op: (its arguments after %a [4, 6] and %b [2, 3], its IR, the indexed dim)
    "gather": ([], "%r = pyc.gather %a[%b], dim = 1 : tensor<4x6xf32>, tensor<2x3xi64> "
               "-> tensor<4x2x3xf32>", 1),
    "scatter_add": ([(2, 3, 6)], "%r = pyc.scatter_add %c into %a[%b], dim = 0 : "
                    "tensor<2x3x6xf32>, tensor<2x3xi64> -> tensor<4x6xf32>", 0),
    "take_along_dim": ([], "%r = pyc.take_along_dim %a[%b], dim = 1 : tensor<4x6xf32>, "
                       "tensor<2x3xi64> -> tensor<2x3xf32>", 1),
    "scatter_add_along_dim": ([(2, 3)], "%r = pyc.scatter_add_along_dim %c into %a[%b], "
                              "dim = 0 : tensor<2x3xf32>, tensor<2x3xi64> -> tensor<4x6xf32>",
                              0),
}


@pytest.mark.parametrize("bad", [-1, 6, 2**40])
@pytest.mark.parametrize("op", list(INDEXING))
def test_index_out_of_range(op, bad):
    """The index contract: an index outside [0, size) raises IndexError
    naming the op (from its location), the index and the size; negative
    indices are not wrapped, large ones not clamped."""
    extra, body, dim = INDEXING[op]
    result = {"gather": (4, 2, 3), "take_along_dim": (2, 3)}.get(op, (4, 6))
    body += ' loc("aten.model_op"("model.py":12:0))'
    prog = program(func([ty((4, 6), F32), ty((2, 3), I64)] + [ty(e, F32) for e in extra],
                        ty(result, F32), body))
    indices = torch.randint(0, 4, (2, 3))
    indices[1, 2] = bad
    with pytest.raises(IndexError) as error:
        prog(torch.randn(4, 6), indices, *[torch.randn(e) for e in extra])
    size = (4, 6)[dim]
    assert str(error.value) == f"pycompile: index {bad} is out of bounds for dimension {dim} " \
        f"with size {size} (aten.model_op at model.py:12)"


# --- constants --------------------------------------------------------------

@pytest.mark.parametrize("literal,dtype,expected", [
    ("dense<[[1.0, -2.5, 3.0], [0.5, 2.0, -0.25]]>", F32, [[1.0, -2.5, 3.0], [0.5, 2.0, -0.25]]),
    ("dense<[[1.0, -2.5, 3.0], [0.1, 2.0, 0x7FC0]]>", BF16, [[1.0, -2.5, 3.0], [0.1, 2.0, NAN]]),
    ("dense<[1.5, -2.0, 6.0e4]>", F16, [1.5, -2.0, 6.0e4]),
    ("dense<[true, false, true]>", I1, [True, False, True]),
    ("dense<[-128, 127, 3]>", I8, [-128, 127, 3]),
    ("dense<[9007199254740993, -1, 0]>", I64, [9007199254740993, -1, 0]),
    ("dense<-3>", I32, [[-3] * 3] * 2),
    ("dense<1.5>", BF16, [[1.5] * 3] * 2),
    ("dense<true>", I1, [True] * 4),
    ("dense<2.5>", F64, 2.5),
])
def test_constant(literal, dtype, expected):
    value = torch.tensor(expected, dtype=dtype)
    t = ty(tuple(value.shape), dtype)
    prog = program(func([], t, f"%r = pyc.constant {literal} : {t}"))
    check(prog(), value)
    prog()[0].fill_(0)  # results are fresh: the constant is not changed
    check(prog(), value)


def test_arith_constant():
    prog = program(func([ty((2,), F32)], ty((2,), F32),
                        "%c = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
                        "%r = pyc.add %a, %c : tensor<2xf32>"))
    check(prog(torch.tensor([0.5, -3.0])), torch.tensor([1.5, -1.0]))


@pytest.mark.parametrize("mask", ["full", "causal", "bias"])
@pytest.mark.parametrize("dtype", [F32, BF16])
def test_attention_and_its_gradient(dtype, mask):
    """pyc.attention's output and rows' logsumexp, and pyc.attention_grad's
    gradients, against torch's autograd of the formula in float64 (rows of
    8 queries over 12 keys, so the causal mask is not square; a bias of
    one row per batch, -inf at some keys, as a padding mask): each within a
    small multiple of the error of the same formula run in `dtype`."""
    rows, keys, lse = ty((2, 3, 8, 16), dtype), ty((2, 3, 12, 16), dtype), "tensor<2x3x8xf32>"
    bias_type = ty((2, 1, 1, 12), dtype)
    flag = {"full": "", "causal": " causal", "bias": ""}[mask]
    bias, bias_arg = ("", "") if mask != "bias" else (" bias %b", f", {bias_type}")
    src = f"""
func.func @f(%q: {rows}, %k: {keys}, %v: {keys}, %g: {rows}, %b: {bias_type})
    -> ({rows}, {lse}, {rows}, {keys}, {keys}) {{
  %o, %l = pyc.attention %q, %k, %v{bias} scale = 2.500000e-01{flag}
      : {rows}, {keys}, {keys}{bias_arg} -> {rows}, {lse}
  %dq, %dk, %dv = pyc.attention_grad %q, %k, %v, %o, %l, %g{bias} scale = 2.500000e-01{flag}
      : {rows}, {keys}, {keys}, {rows}, {lse}, {rows}{bias_arg} -> {rows}, {keys}, {keys}
  return %o, %l, %dq, %dk, %dv : {rows}, {lse}, {rows}, {keys}, {keys}
}}"""
    inputs = [rand(shape, dtype) for shape in ((2, 3, 8, 16), (2, 3, 12, 16), (2, 3, 12, 16),
                                               (2, 3, 8, 16), (2, 1, 1, 12))]
    inputs[-1][1, ..., 9:] = float("-inf")

    def formula(q, k, v, g, b):
        q, k, v = (x.detach().requires_grad_() for x in (q, k, v))
        s = q @ k.transpose(-1, -2) * 0.25
        if mask == "bias":
            s = s + b
        if mask == "causal":
            s = s.masked_fill(torch.ones(8, 12, dtype=torch.bool).triu(1), float("-inf"))
        o = torch.softmax(s, -1) @ v
        o.backward(g)
        return o, torch.logsumexp(s, -1), q.grad, k.grad, v.grad

    exact = formula(*(x.double() for x in inputs))
    eager = formula(*inputs)
    ours = program(src)(*inputs)
    for name, got, e, ref in zip(("out", "lse", "dq", "dk", "dv"), ours, eager, exact):
        assert got.dtype == (F32 if name == "lse" else dtype) and got.shape == ref.shape, name
        error = (got.double() - ref).abs().max().item()
        eager_error = (e.double() - ref).abs().max().item()
        assert error <= 2 * eager_error + 1e-6, (name, error, eager_error)


# --- programs ---------------------------------------------------------------

SOFTMAX = """
func.func @softmax(%x: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %m = pyc.reduce max %x, dims = [1] : tensor<3x5xf32> -> tensor<3xf32>
  %mb = pyc.broadcast_in_dim %m, dims = [0] : tensor<3xf32> -> tensor<3x5xf32>
  %d = pyc.sub %x, %mb : tensor<3x5xf32>
  %e = pyc.exp %d : tensor<3x5xf32>
  %s = pyc.reduce sum %e, dims = [1] : tensor<3x5xf32> -> tensor<3xf32>
  %sb = pyc.broadcast_in_dim %s, dims = [0] : tensor<3xf32> -> tensor<3x5xf32>
  %r = pyc.div %e, %sb : tensor<3x5xf32>
  return %r : tensor<3x5xf32>
}
func.func @two(%x: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  return %x, %x : tensor<3xi32>, tensor<3xi32>
}
"""


def test_traced_on_fake_cuda_tensors_makes_its_tensors_there():
    """A GPU training graph's derivation traces the program on fake CUDA
    tensors (no GPU needed to trace): the constants and iotas it makes are
    graph ops on that device, not CPU tensors among CUDA ones (which failed
    the derivation, and AOTAutograd's backward ran instead)."""
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx

    prog = program("""
func.func @f(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = pyc.constant dense<2.0> : tensor<4x8xf32>
  %i = pyc.iota dim = 1 : tensor<4x8xf32>
  %y = pyc.mul %x, %c : tensor<4x8xf32>
  %r = pyc.add %y, %i : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}""")
    mode = FakeTensorMode()
    x = mode.from_tensor(torch.empty(4, 8))
    x.fake_device = torch.device("cuda", 0)
    with mode:
        gm = make_fx(lambda x: prog.values(x))(x)
    made = [n for n in gm.graph.nodes if "device" in n.kwargs]
    assert made and all(n.kwargs["device"] == torch.device("cuda", 0) for n in made)
    (out,) = [n for n in gm.graph.nodes if n.op == "output"][0].args[0]
    assert out.meta["val"].device == torch.device("cuda", 0)


def test_program_is_reusable_and_outlives_its_module():
    prog = program(SOFTMAX)
    for _ in range(2):
        x = rand((3, 5), F32)
        check(prog(x), torch.softmax(x.double(), 1).float())


def test_run_module_by_name_and_fresh_results(ctx):
    module = ir.Module.parse(SOFTMAX)
    x = rand((3, 5), F32)
    check(run_module(module, x), torch.softmax(x, 1))
    y = rand((3,), I32)
    a, b = run_module(module, y, name="two")
    a.add_(1)  # neither the argument nor the other result changes
    assert torch.equal(b, y) and torch.equal(a, y + 1)
    with pytest.raises(ValueError, match="@nope"):
        run_module(module, y, name="nope")


def test_accepts_an_operation(ctx):
    module = ir.Module.parse(SOFTMAX)
    prog = ReferenceProgram(module.body.operations[1].operation)
    assert prog.name == "two" and len(prog(rand((3,), I32))) == 2


# --- errors -----------------------------------------------------------------

VALIDATED = func([ty((3, None), F32), ty((2,), I64)], ty((3, None), F32), "", ret="%a")


@pytest.mark.parametrize("args,message", [
    ((torch.ones(3, 4),), r"takes 2 arguments, got 1"),
    ((torch.ones(3, 4), torch.ones(2, dtype=I32)),
     r"argument 1: expected dtype torch\.int64, got torch\.int32"),
    ((torch.ones(3, 4, dtype=F64), torch.ones(2, dtype=I64)),
     r"argument 0: expected dtype torch\.float32, got torch\.float64"),
    ((torch.ones(4, 4), torch.ones(2, dtype=I64)),
     r"argument 0: expected shape \[3, \?\], got \[4, 4\]"),
    ((torch.ones(3), torch.ones(2, dtype=I64)), r"argument 0: expected shape \[3, \?\], got \[3\]"),
])
def test_input_validation(args, message):
    prog = program(VALIDATED)
    with pytest.raises(ValueError, match=message):
        prog(*args)
    with pytest.raises(TypeError, match=r"argument 1: expected a torch\.Tensor, got list"):
        prog(torch.ones(3, 4), [1, 2])


def test_dynamic_dims_accept_any_size():
    prog = program(VALIDATED)
    for n in (0, 1, 7):
        x = rand((3, n), F32)
        check(prog(x, torch.ones(2, dtype=I64)), x)


def test_unknown_op_fails_at_construction():
    src = func([ty((3,), F32)], ty((3,), F32), "%r = arith.addf %a, %a : tensor<3xf32>")
    with pytest.raises(NotImplementedError, match=r'no rule for arith\.addf at loc\("-":2:6\)'):
        program(src)


@pytest.mark.parametrize("body,result", [
    ("%r = pyc.broadcast_in_dim %a, dims = [1] : tensor<3xf32> -> tensor<?x3xf32>", (None, 3)),
    ("%r = pyc.reshape %a : tensor<3xf32> -> tensor<?x?xf32>", (None, None)),
    ("%r = pyc.reduce sum %a, dims = [0] : tensor<3xi1> -> tensor<i1>", ()),
])
def test_undetermined_ops_are_rejected_by_the_verifier(body, result):
    dtype = I1 if "i1" in body else F32
    with pytest.raises(ir.MLIRError):
        program(func([ty((3,), dtype)], ty(result, dtype), body))
