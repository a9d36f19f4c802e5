"""pyc-autodiff against torch.autograd.

Each case is a small torch function, traced to core ATen with the backend's
decomposition table and imported into pyc as the backend imports a graph;
`pyc-autodiff` builds its joint function, which runs in the reference
executor (and, for a few, as CPU code) on fresh random inputs and random
output cotangents. Its results must be the function's values and the
gradients `torch.autograd.grad` gives for the same cotangents, within
tolerances that fit the dtype: float64 tightly (the rules are torch's
formulas, so only the order of a few operations may differ), float32 at
torch's defaults.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
import torch
import torch.nn.functional as F
from mlir import ir
from torch.fx.experimental.proxy_tensor import make_fx

import pycompile
from pycompile import pipeline
from pycompile.decompositions import DECOMPOSITIONS
from pycompile.importer import import_graph
from pycompile.runtime.reference import ReferenceProgram

F64, F32 = torch.float64, torch.float32
TOLERANCES = {F64: {"rtol": 1e-9, "atol": 1e-11}, F32: {"rtol": 1e-5, "atol": 1e-5}}


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


def _func(module: ir.Module, name: str) -> ir.OpView:
    return next(op for op in module.body.operations
                if ir.StringAttr(op.attributes["sym_name"]).value == name)


def joint_text(fn: Callable, *args: torch.Tensor, passes: str = "canonicalize,pyc-autodiff") -> str:
    """`fn` traced at `args`, imported as `@f`, canonicalized and
    differentiated (or run through other `passes`): the module's text, by
    default `@f` and `@f_joint`."""
    graph = make_fx(fn, decomposition_table=DECOMPOSITIONS)(*args).graph
    with pycompile.context(), ir.Location.unknown():
        module = import_graph(graph, "f")
        pipeline.run(module, f"builtin.module({passes})")
        return str(module)


def joint_program(fn: Callable, *args: torch.Tensor) -> ReferenceProgram:
    text = joint_text(fn, *args)
    with pycompile.context():
        module = ir.Module.parse(text)  # alive while the program is built
        return ReferenceProgram(_func(module, "f_joint"))


def expected(fn: Callable, args: tuple[torch.Tensor, ...], cotangents: list[torch.Tensor]):
    """`fn`'s outputs and torch's gradients of its float inputs."""
    leaves = [a.detach().requires_grad_(a.is_floating_point()) for a in args]
    outputs = fn(*leaves)
    outputs = list(outputs) if isinstance(outputs, (tuple, list)) else [outputs]
    wrt = [a for a in leaves if a.requires_grad]
    grads = torch.autograd.grad(outputs, wrt, cotangents, allow_unused=True)
    grads = [torch.zeros_like(a) if g is None else g for a, g in zip(wrt, grads)]
    return [o.detach() for o in outputs], grads


def check(fn: Callable, *args: torch.Tensor, run: Callable | None = None) -> None:
    """The joint function of `fn` (run by `run`, default the reference
    executor) gives `fn`'s values and torch's gradients."""
    with torch.no_grad():
        outputs = fn(*args)
    outputs = list(outputs) if isinstance(outputs, (tuple, list)) else [outputs]
    cotangents = [torch.randn_like(o) for o in outputs]
    values, grads = expected(fn, args, cotangents)
    program = run or joint_program(fn, *args)
    results = program(*args, *cotangents)
    assert len(results) == len(values) + len(grads)
    tolerance = TOLERANCES[next(a.dtype for a in args if a.is_floating_point())]
    for got, want in zip(results, [*values, *grads]):
        torch.testing.assert_close(got, want, **tolerance)


# --- the functions --------------------------------------------------------------


def mlp(x, w1, b1, w2, b2):
    h = torch.tanh(x @ w1.t() + b1)
    h = torch.relu(h * 2 - 0.5)
    return torch.sigmoid(F.linear(h, w2, b2))


def softmax(x):
    e = torch.exp(x - x.amax(dim=-1, keepdim=True))
    return e / e.sum(dim=-1, keepdim=True)


def layer_norm(x, weight, bias):
    mean = x.sum(-1, keepdim=True) / x.shape[-1]
    centered = x - mean
    var = (centered * centered).sum(-1, keepdim=True) / x.shape[-1]
    return centered * torch.rsqrt(var + 1e-5) * weight + bias


def matmul_chain(a, b, c):
    return torch.bmm(torch.bmm(a, b), c).sum(0)


def pointwise(x, y):
    p = torch.exp(x) * torch.log(y.abs() + 1) - torch.sqrt(y * y + 1) / (x * x + 2)
    q = torch.erf(x) + torch.rsqrt(y * y + 0.5) + x ** 3 + torch.neg(y) ** 2
    return torch.maximum(p, q), torch.minimum(x, y), torch.where(x > y, x * y, -y)


def more_pointwise(x, y):
    pos = y * y + 0.5
    a = torch.sin(x) * torch.cos(y) + torch.log1p(pos) - torch.expm1(x * 0.5)
    b = torch.reciprocal(pos) + torch.remainder(x, pos) + torch.floor(x) * y
    return a * b, torch.pow(pos, x), x.abs().amax(dim=(0, 1))


def scatters(x, src, ids, index):
    added = torch.index_add(x, 0, ids, src)
    return torch.scatter_add(added, 1, index, src[:, :2] * 3)


def mixed_precision(x, y):
    return (x.to(torch.float64) * 3).to(torch.float32) + y


def views(x, y):
    t = x.transpose(0, 1).reshape(6, 4) * 2
    s = x[1:, ::2]
    c = torch.cat([y, x[:2]], dim=0)
    p = F.pad(y, (1, 2))
    return t, s, c, p


def cross_entropy(logits, target, weight):
    return F.cross_entropy(logits @ weight, target)


def embedding(table, ids, w):
    return (F.embedding(ids, table) @ w).tanh()


def running_sum(x):
    return torch.cumsum(x, dim=1) * x


CASES = {
    "mlp": (mlp, [(5, 8), (16, 8), (16,), (3, 16), (3,)]),
    "softmax": (softmax, [(4, 7)]),
    "layer_norm": (layer_norm, [(3, 4, 8), (8,), (8,)]),
    "matmul_chain": (matmul_chain, [(2, 3, 4), (2, 4, 5), (2, 5, 6)]),
    "pointwise": (pointwise, [(4, 6), (4, 6)]),
    "views": (views, [(4, 6), (3, 6)]),
    "running_sum": (running_sum, [(3, 5)]),
    "more_pointwise": (more_pointwise, [(4, 6), (4, 6)]),
}


@pytest.mark.parametrize("dtype", [F64, F32])
@pytest.mark.parametrize("name", CASES)
def test_gradients_match_torch(name, dtype):
    fn, shapes = CASES[name]
    check(fn, *[torch.randn(s, dtype=dtype) for s in shapes])


@pytest.mark.parametrize("dtype", [F64, F32])
def test_integer_inputs_get_no_gradient(dtype):
    """Class indices and embedding ids are integer inputs: the joint
    function returns gradients of the float inputs only."""
    logits, weight = torch.randn(6, 5, dtype=dtype), torch.randn(5, 10, dtype=dtype)
    check(cross_entropy, logits, torch.randint(0, 10, (6,)), weight)
    check(embedding, torch.randn(10, 4, dtype=dtype), torch.randint(0, 10, (2, 3)),
          torch.randn(4, 4, dtype=dtype))


@pytest.mark.parametrize("dtype", [F64, F32])
def test_scatter_add_gradients(dtype):
    """index_add (pyc.scatter_add) and scatter_add (scatter_add_along_dim):
    the updates' gradients are gathers, repeated indices included."""
    check(scatters, torch.randn(5, 4, dtype=dtype), torch.randn(3, 4, dtype=dtype),
          torch.tensor([4, 0, 4]), torch.tensor([[0, 3], [1, 1], [3, 3]]))


def test_mixed_precision_converts_gradients_back():
    check(mixed_precision, torch.randn(3, 4), torch.randn(3, 4))


def test_amax_ties_split_the_gradient_as_torch():
    """torch.amax sends each output's gradient evenly to every element equal
    to the maximum (scale_grad_by_count); whole numbers make many ties."""
    x = torch.randint(0, 3, (6, 5)).to(F64)
    check(lambda x: x.amax(dim=1) * 3, x)
    check(lambda x: torch.amin(x, dim=0), x)


def test_maximum_ties_split_the_gradient_in_halves():
    x, y = torch.randint(0, 3, (4, 5)).to(F64), torch.randint(0, 3, (4, 5)).to(F64)
    check(lambda x, y: torch.maximum(x, y) + torch.minimum(x, y) * 2, x, y)


def test_joint_function_runs_as_cpu_code():
    """The joint function through the graph pipeline and the CPU code
    generator, as a compiled training graph would run."""
    from pycompile.targets.cpu.codegen import compile_graph

    args = [torch.randn(s) for s in CASES["mlp"][1]]
    text = joint_text(mlp, *args)
    with pycompile.context():
        module = ir.Module.parse(text)
        _func(module, "f").operation.erase()
        pipeline.run(module, pipeline.GRAPH_PIPELINE)
        graph = compile_graph(module)
    check(mlp, *args, run=graph)


def test_prod_gradients_at_zeros_are_torchs():
    """torch.prod's gradient is g * y / x only where a slice holds no zero:
    at a slice's only zero it is the product of the rest, and 0 at every
    element of a slice with two zeros (rows 1 and 2; row 0 has none).
    Along a dim and over the whole tensor, float64 and float32."""
    for dtype in (F64, F32):
        x = torch.randn(3, 5, dtype=dtype) + 2
        x[1, 2] = 0
        x[2, 0] = x[2, 3] = 0
        check(lambda x: torch.prod(x, dim=1).exp(), x)
        check(lambda x: torch.prod(x, dim=0, keepdim=True) * 3, x)
        check(lambda x: torch.prod(x[:2, 1:]) + torch.prod(x[0]), x)
