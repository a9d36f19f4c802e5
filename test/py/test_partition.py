"""Splitting FX graphs into pyc parts and eager nodes (pycompile.partition)."""

from __future__ import annotations

import operator

import pytest
import torch
from torch.fx import GraphModule, symbolic_trace

from pycompile.partition import propose_parts, split

SUPPORTED = {torch.sin, torch.cos, torch.exp, torch.add, torch.mul, torch.var_mean,
             operator.add, operator.mul, operator.getitem}


def supported(node) -> bool:
    return node.op == "call_function" and node.target in SUPPORTED


def names(parts) -> list[list[str]]:
    return [[n.name for n in part] for part in parts]


def run_split(fn, *args):
    """fn traced, split, each part run by a GraphModule of its graph; the
    result against fn's."""
    gm = symbolic_trace(fn)
    parts = propose_parts(gm.graph, supported)
    named = split(gm, parts)
    for name, graph in named:
        setattr(gm, name, GraphModule({}, graph))
    torch.testing.assert_close(gm(*args), fn(*args))
    return gm, named


def test_a_path_through_an_eager_node_separates_parts():
    def fn(x):
        a = torch.sin(x)
        u = torch.neg(a)  # eager
        return torch.cos(u) + torch.exp(x)

    gm = symbolic_trace(fn)
    # exp(x), computed from an input alone, goes to the part that reads it.
    assert names(propose_parts(gm.graph, supported)) == [["sin"], ["cos", "exp", "add"]]


def test_values_of_inputs_alone_go_to_the_first_part_that_reads_them():
    def fn(x, w):
        c = torch.cos(w)
        e = torch.exp(c)
        a = torch.add(torch.neg(x), e)  # after an eager node
        return torch.mul(torch.neg(a), c), torch.sin(w)  # after a second one

    gm = symbolic_trace(fn)
    # Not a part of their own: cos and exp join add's, the first to read
    # them; sin, read by no part, stays where it was.
    assert names(propose_parts(gm.graph, supported)) == [["cos", "exp", "add"], ["mul"], ["sin"]]
    run_split(fn, torch.randn(3, 4), torch.randn(3, 4))


def test_supported_nodes_between_a_parts_nodes_join_it():
    def fn(x):
        a = torch.sin(x)
        b = torch.cos(a)
        return torch.mul(torch.exp(b), a), torch.neg(x)

    gm = symbolic_trace(fn)
    assert names(propose_parts(gm.graph, supported)) == [["sin", "cos", "exp", "mul"]]


def test_a_getitem_stays_with_its_producer():
    def fn(x):
        var, mean = torch.var_mean(x, dim=1)
        return torch.neg(var) + mean

    gm = symbolic_trace(fn)
    parts = names(propose_parts(gm.graph, supported))
    assert parts[0][:3] == ["var_mean", "getitem", "getitem_1"]


def test_split_graphs_compute_what_the_graph_did():
    def fn(x, y):
        a = torch.sin(torch.neg(x))  # after an eager node: not computed from inputs alone
        u = torch.neg(a)  # before the part's last node, uses the part: moved behind its call
        b = torch.mul(torch.cos(y), a)
        return torch.exp(u) * b, b

    x, y = torch.randn(5, 7), torch.randn(5, 7)
    gm, named = run_split(fn, x, y)
    assert [name for name, _ in named] == ["fused_0", "fused_1"]
    calls = [n for n in gm.graph.nodes if n.op == "call_module"]
    assert [c.target for c in calls] == ["fused_0", "fused_1"]
    # fused_0 returns a and b (used outside); its results are picked by getitem.
    assert len(named[0][1].output_node().args[0]) == 2
    assert all(u.target is operator.getitem for u in calls[0].users)
    # The placeholders keep the values' metadata (shapes for the importer).
    for _, graph in named:
        assert [n.op for n in graph.nodes].count("placeholder") >= 1


@pytest.mark.parametrize("n", [1, 3])
def test_a_graph_of_supported_nodes_is_one_part(n):
    def fn(x):
        for _ in range(n):
            x = torch.sin(x) * 2 if n > 1 else torch.sin(x)
        return x

    gm, named = run_split(fn, torch.randn(4))
    assert len(named) == 1
    assert [n.op for n in gm.graph.nodes] == ["placeholder", "call_module", "output"]


def test_cheap_free_values_are_computed_in_each_part_that_reads_them():
    """A pointwise value of the inputs alone (a backward's recomputed GELU
    input, torch's op tags say pointwise) read by parts on both sides of an
    eager node: each part computes its own copy, none crosses through
    memory; a product (not pointwise) is computed once, in the first."""
    from torch.fx.experimental.proxy_tensor import make_fx

    aten = torch.ops.aten
    aten_supported = {aten.cos.default, aten.add.Tensor, aten.mul.Tensor, aten.mm.default}

    def fn(x, w):
        c, p = torch.cos(w), w @ w
        a = torch.neg(x) + c + p  # neg: eager
        return torch.neg(a) * c * p  # after a second eager node

    gm = make_fx(fn)(torch.randn(3, 3), torch.randn(3, 3))
    parts = propose_parts(gm.graph, lambda n: n.op == "call_function"
                          and n.target in aten_supported)
    targets = [[n.target for n in part] for part in parts]
    assert [t.count(aten.cos.default) for t in targets] == [1, 1]
    assert [t.count(aten.mm.default) for t in targets] == [1, 0]
    named = split(gm, parts)
    for name, graph in named:
        setattr(gm, name, GraphModule({}, graph))
    x, w = torch.randn(3, 3), torch.randn(3, 3)
    torch.testing.assert_close(gm(x, w), fn(x, w))


def test_a_size_read_off_an_intermediate_is_read_off_the_inputs():
    """A run-time size taken from a tensor the graph computes (a backward
    traced from pyc's reads sizes off its intermediates) would be a host op
    between the part computing the tensor and the part reading the size; the
    same size read off the inputs splits nothing."""
    from torch.fx.experimental.proxy_tensor import make_fx

    aten = torch.ops.aten

    def fn(x):
        y = x.sin()
        return (y.reshape(y.shape[0] * y.shape[1]) * 2).cos()

    gm = make_fx(fn, tracing_mode="symbolic")(torch.randn(3, 4))
    sin = next(n for n in gm.graph.nodes if n.target is aten.sin.default)
    sizes = [n for n in gm.graph.nodes if n.target is aten.sym_size.int]
    for node in sizes:  # read them off sin's result instead of x's
        node.args = (sin, node.args[1])
        sin.append(node)
    gm.recompile()
    parts = propose_parts(gm.graph, lambda n: n.target in (
        aten.sin.default, aten.view.default, aten.mul.Tensor, aten.cos.default))
    assert [[n.target for n in part] for part in parts] == [
        [aten.sin.default, aten.view.default, aten.mul.Tensor, aten.cos.default]]
    assert all(n.args[0].op == "placeholder" for n in gm.graph.nodes
               if n.target is aten.sym_size.int)
    named = split(gm, parts)
    for name, graph in named:
        setattr(gm, name, GraphModule({}, graph))
    x = torch.randn(5, 2)
    torch.testing.assert_close(gm(x), fn(x))


@pytest.mark.parametrize("slice_it", [False, True])
def test_a_broadcast_read_by_a_later_part_crosses_as_its_input(slice_it):
    """A broadcast (LLaMA's rotary tables broadcast to the heads, computed
    in the first layer's part and read by every later layer's) is copied
    into each later part that reads it: what crosses
    between the parts is its input (a [1, 64] table), not the view made a
    [32, 64] tensor. A slice, which would have the later part read its
    whole input, still crosses as itself."""
    from torch.fx.experimental.proxy_tensor import make_fx

    aten = torch.ops.aten
    aten_supported = {aten.sin.default, aten.expand.default, aten.slice.Tensor,
                      aten.mul.Tensor}

    def fn(x, w):
        table = torch.sin(x @ w)  # [1, 64], after an eager mm: not free
        wide = table.expand(32, 64)[:, :16] if slice_it else table.expand(32, 64)
        m = (wide * 2) @ w[: wide.shape[1]]  # eager
        return m.sum(1, keepdim=True) * wide

    x, w = torch.randn(1, 64), torch.randn(64, 64)
    gm = make_fx(fn)(x, w)
    parts = propose_parts(gm.graph, lambda n: n.op == "call_function"
                          and n.target in aten_supported)
    named = split(gm, parts)
    for name, graph in named:
        setattr(gm, name, GraphModule({}, graph))
    torch.testing.assert_close(gm(x, w), fn(x, w))
    crossing = [tuple(p.meta["val"].shape) for _, graph in named
                for p in graph.find_nodes(op="placeholder")
                if isinstance(p.meta.get("val"), torch.Tensor)]
    assert ((32, 16) in crossing) if slice_it else \
        ((1, 64) in crossing and (32, 64) not in crossing), crossing


def test_a_view_of_an_eager_result_is_taken_in_each_part_that_reads_it():
    """A slice of a value torch computes (a concatenation's gradient, cut by
    channels after torch's convolution backward) read by parts on both
    sides of another eager node: each part takes the whole value, as it lies,
    and slices it itself, where the first part's slice crossing into the
    second would be made a tensor of eager's gapped strides (a copy)."""
    from torch.fx.experimental.proxy_tensor import make_fx

    aten = torch.ops.aten
    aten_supported = {aten.slice.Tensor, aten.sin.default, aten.mul.Tensor, aten.add.Tensor}

    def fn(x, w):
        g = x @ w  # eager: [8, 64]
        half = g[:, 32:]
        a = torch.sin(half) @ w[:32]  # eager, after the first part
        return a[:, 32:] * half + half

    x, w = torch.randn(8, 64), torch.randn(64, 64)
    gm = make_fx(fn)(x, w)
    parts = propose_parts(gm.graph, lambda n: n.op == "call_function"
                          and n.target in aten_supported)
    targets = [[n.target for n in part] for part in parts]
    assert [t.count(aten.slice.Tensor) > 0 for t in targets] == [True, True], targets
    named = split(gm, parts)
    for name, graph in named:
        setattr(gm, name, GraphModule({}, graph))
    torch.testing.assert_close(gm(x, w), fn(x, w))
    second = [tuple(p.meta["val"].shape) for p in named[1][1].find_nodes(op="placeholder")]
    assert second == [(8, 64), (8, 64)], second  # torch's two results, not the slice
