"""Splitting an FX graph into the parts pyc compiles and the nodes torch runs.

A part must be callable as one function: no path may leave it through a
node torch runs and come back into it. Each node gets a *level*, the most
changes between supported and unsupported nodes on any path reaching it
from the graph's inputs; the supported nodes of one level are one part. A
path from a part through an unsupported node back to a supported one
changes twice, so it ends at a higher level: no part depends on itself. The
supported nodes on a path between two nodes of one level are of that level
too, so each part holds what lies between its nodes.

torch's CapabilityBasedPartitioner forms such parts greedily (about 35 ms
for a 250-node training graph here) and builds a GraphModule for each,
generating and compiling Python code for it (4-7 ms a part) that pyc never
runs. This module builds plain `torch.fx.Graph`s; a part that falls back to
eager is made a GraphModule when that happens.
"""

from __future__ import annotations

import copy
import math
import operator
from collections.abc import Callable

import torch
from torch.fx import Graph, GraphModule, Node
from torch.fx.experimental.symbolic_shapes import statically_known_true
from torch.fx.passes.tools_common import stable_topological_sort

from pycompile.importer.fx_importer import size_arithmetic

aten = torch.ops.aten

_NOT_PARTITIONED = ("placeholder", "get_attr", "output")


def propose_parts(graph: Graph, supported: Callable[[Node], bool]) -> list[list[Node]]:
    """The parts of `graph` (nodes in graph order), by level (above);
    `supported` is asked once for each call node. Sizes computed from the
    inputs' sizes alone (B * T for a view: `_input_size`) are inputs too:
    every part may read them, so they split none; sizes read off
    intermediates are first rewritten so (`_sizes_from_inputs`)."""
    _sizes_from_inputs(graph)
    level: dict[Node, int] = {}
    is_supported: dict[Node, bool] = {}
    parts: dict[int, list[Node]] = {}
    inputs: set[Node] = set()
    for node in graph.nodes:
        if node.op in _NOT_PARTITIONED or _input_size(node, inputs):
            level[node] = 0
            inputs.add(node)
            continue
        ok = is_supported[node] = supported(node)
        level[node] = max((level[p] + (p in is_supported and is_supported[p] != ok)
                           for p in node.all_input_nodes), default=0)
    free = _sink_free_nodes(graph, level, is_supported, inputs)
    _copy_cheap_nodes(graph, level, is_supported, free)
    for node in graph.nodes:
        if is_supported.get(node):
            parts.setdefault(level[node], []).append(node)
    return list(parts.values())


def _sizes_from_inputs(graph: Graph) -> None:
    """Rewrites, in place, each size read off a tensor the graph computes
    (`sym_size`, `sym_numel`: a backward traced from pyc's reads them off
    its intermediates) into the same size read off the inputs, where their
    shapes give it (a size, or a product of sizes). Read off an
    intermediate, a size is a host op between the part that computes the
    tensor and the part that reads the size: a GPT's backward with run-time
    sizes ran as 11 parts instead of 1 (its step at 5 x 482 tokens: 171
    against 150 ms as one part)."""
    placeholders = graph.find_nodes(op="placeholder")
    dims: dict = {}  # a size's expression -> (placeholder, dim or None: the size itself)
    for p in placeholders:
        val = p.meta.get("val")
        if isinstance(val, torch.SymInt):
            dims.setdefault(val.node.expr, (p, None))
        elif isinstance(val, torch.Tensor):
            for d, size in enumerate(val.shape):
                if isinstance(size, torch.SymInt):
                    dims.setdefault(size.node.expr, (p, d))
    if not dims:
        return

    def build(expr):
        """A node (or int) computing `expr` from the inputs; None if none does."""
        if expr.is_Integer:
            return int(expr)
        if expr in dims:
            p, d = dims[expr]
            if d is None:
                return p
            node = graph.call_function(aten.sym_size.int, (p, d))
            node.meta["val"] = p.meta["val"].shape[d]
            return node
        if expr.is_Mul:
            factors = [build(f) for f in expr.args]
            if any(f is None for f in factors):
                return None
            product = factors[0]
            for f in factors[1:]:
                value = math.prod(x.meta["val"] if isinstance(x, Node) else x
                                  for x in (product, f))
                product = graph.call_function(operator.mul, (product, f))
                product.meta["val"] = value
            return product
        return None

    sizes = (aten.sym_size.int, aten.sym_numel.default)
    first = next(n for n in graph.nodes if n.op != "placeholder")
    for node in list(graph.nodes):
        if node.target not in sizes or node.args[0].op == "placeholder" \
                or not isinstance(node.meta.get("val"), torch.SymInt):
            continue
        with graph.inserting_before(first):  # (in order, after the inputs)
            new = build(node.meta["val"].node.expr)
        if isinstance(new, Node):
            node.replace_all_uses_with(new)
            graph.erase_node(node)


def _input_size(node: Node, inputs: set[Node]) -> bool:
    """Whether `node` computes a size from `inputs` alone (the graph's
    inputs and sizes computed from them), on the host: not a tensor op."""
    return size_arithmetic(node) and all(p in inputs for p in node.all_input_nodes)


def _sink_free_nodes(graph: Graph, level: dict[Node, int],
                     is_supported: dict[Node, bool], inputs: set[Node]) -> set[Node]:
    """Moves each supported node computed from graph inputs and constants
    alone (a causal mask from `iota`, a bias's broadcast) up to the lowest
    level among its users', into the part that reads it. Left at level 0
    it would be a part of its own, run on every call, whose result crosses
    into the later part through memory instead of being fused there. Its
    users stay at or above its new level (an unsupported user above), and
    nothing it reads is in a part, so no part comes to depend on itself.
    Multi-output nodes and their getitems stay put, together. Returns the
    free nodes."""
    free: set[Node] = set()
    for node in graph.nodes:
        if (is_supported.get(node) and node.target is not operator.getitem
                and all(p in inputs or p in free for p in node.all_input_nodes)):
            free.add(node)
    for node in reversed(graph.nodes):
        if node not in free or any(u.target is operator.getitem for u in node.users):
            continue
        bounds = [level[u] - (not is_supported[u]) for u in node.users if u in is_supported]
        if bounds and min(bounds) > level[node]:
            level[node] = min(bounds)
    return free


def _cheap(node: Node) -> bool:
    """Whether recomputing `node` costs no more than reading its result:
    a pointwise op or a view (torch's own tags), a constant, or a change of
    dtype alone (`_to_copy` has no pointwise tag: a bf16 activation made
    f32 for two parts was written and read as f32 between them, twice its
    bytes)."""
    target = node.target
    return isinstance(target, torch._ops.OpOverload) and (
        torch.Tag.pointwise in target.tags or target.is_view or not node.all_input_nodes
        or (target is torch.ops.aten._to_copy.default and set(node.kwargs) <= {"dtype"}))


def _widening_view(node: Node) -> bool:
    """Whether `node` is a view with more elements than its input (a
    broadcast): read by another part, its input crosses into that part for
    it at fewer bytes than the view made a tensor (LLaMA's rotary tables,
    computed once and broadcast to every layer's heads: 40 MB a layer
    written, then read by each later layer, in place of a 128 KB table)."""
    target = node.target
    if not (isinstance(target, torch._ops.OpOverload) and target.is_view
            and node.args and isinstance(node.args[0], Node)):
        return False
    view, base = node.meta.get("val"), node.args[0].meta.get("val")
    # (Run-time sizes: only where the symbols' expressions tell, no guard.)
    return (isinstance(view, torch.Tensor) and isinstance(base, torch.Tensor)
            and statically_known_true(view.numel() > base.numel()))


def _view_of_unfused(node: Node, is_supported: dict[Node, bool]) -> bool:
    """Whether `node` is a view whose operands no part computes (one of
    free nodes is free itself)."""
    target = node.target
    return (isinstance(target, torch._ops.OpOverload) and target.is_view
            and not any(is_supported.get(p) for p in node.all_input_nodes))


def _copy_cheap_nodes(graph: Graph, level: dict[Node, int], is_supported: dict[Node, bool],
                           free: set[Node]) -> None:
    """Gives each part above a cheap free node's level that reads it a copy
    of its own, computed there, instead of the node's result crossing into
    it through memory. In a backward graph the forward's pointwise ops that
    the backward recomputes from saved values (a GELU's input scaled, its
    erf) are read on both sides of a product torch runs: each part computes
    them where it fuses them, and a constant (`full`) is never a tensor
    passed between parts. So is a broadcast (`_widening_view`), free or
    not. So is a view of values no part computes (torch's results, the
    graph's inputs): each part reading it takes the whole tensor, as it
    lies, and views it in its kernels, where the view made a result of the
    first part would be copied for the next (the UNet backward's gradient
    of a concatenation, a channels-last convolution's gradient sliced by
    channels, copied into eager's gapped strides at 0.8 GB/s on the CPU).
    Users come before the nodes they read in this walk, so a copied
    user's own copy finds its operands' copies made."""
    for node in reversed(list(graph.nodes)):
        if not (node in free and _cheap(node)
                or is_supported.get(node) and (_widening_view(node)
                                               or _view_of_unfused(node, is_supported))):
            continue
        above: dict[int, list[Node]] = {}
        for user in node.users:
            if is_supported.get(user) and level[user] > level[node]:
                above.setdefault(level[user], []).append(user)
        for at, users in above.items():
            with graph.inserting_after(node):
                twin = graph.node_copy(node)
            level[twin], is_supported[twin] = at, True
            free.add(twin)
            for user in users:
                user.replace_input_with(node, twin)
        if not node.users:  # every reader has a copy
            graph.erase_node(node)
            free.discard(node)
            del level[node], is_supported[node]


def _extract(nodes: list[Node]) -> tuple[Graph, list[Node], list[Node]]:
    """A Graph computing `nodes` (in graph order) from placeholders, and
    the values it reads and returns: those `nodes` take from outside and
    those used outside."""
    members = set(nodes)
    sub, copies, inputs = Graph(), {}, {}

    def operand(node: Node) -> Node:
        if node in members:
            return copies[node]
        if node not in inputs:
            inputs[node] = sub.placeholder(node.name)
            inputs[node].meta = copy.copy(node.meta)
        return inputs[node]

    for node in nodes:
        copies[node] = sub.node_copy(node, operand)
    outputs = [n for n in nodes if any(u not in members for u in n.users)]
    sub.output(copies[outputs[0]] if len(outputs) == 1 else tuple(copies[n] for n in outputs))
    return sub, list(inputs), outputs


def split(gm: GraphModule, parts: list[list[Node]],
          prefix: str = "fused_") -> list[tuple[str, Graph]]:
    """Moves each part's nodes out of `gm` into a Graph of its own, in
    place of which `gm` calls submodule `<prefix><i>` (set by the caller)
    with the part's inputs; it returns the values used outside the part,
    one or a tuple. Returns (name, graph) per part; `gm` is recompiled."""
    graph = gm.graph
    named = []
    for index, nodes in enumerate(parts):
        sub, inputs, outputs = _extract(nodes)
        name = f"{prefix}{index}"
        # After the part's last node: its inputs come before. Users placed
        # before that move behind the call in the sort below.
        with graph.inserting_after(nodes[-1]):
            call = graph.create_node("call_module", name, tuple(inputs))
        members = set(nodes)
        with graph.inserting_before(call.next):
            for i, node in enumerate(outputs):
                value = call if len(outputs) == 1 else graph.call_function(
                    operator.getitem, (call, i))
                node.replace_all_uses_with(
                    value, delete_user_cb=lambda user, members=members: user not in members,
                    propagate_meta=True)
        for node in reversed(nodes):
            graph.erase_node(node)
        named.append((name, sub))
    stable_topological_sort(gm)  # recompiles gm
    return named
