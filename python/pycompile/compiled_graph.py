"""The graph that runs once its parts are compiled: each compiled part
(`CompiledPart`) called as a plain function, and torch's ops between the
parts (views, products torch computes, ops with no pyc lowering) as cheap
on the host as they can be: public torch calls, chains of views as one
`_reinterpret_tensor`. `backend._compile_graph` partitions and compiles;
this module makes what it returns (`prepare`, then `runnable`).
"""

from __future__ import annotations

import array
import operator
from collections.abc import Callable

import torch
from torch._C._dynamo.guards import _reinterpret_tensor

from pycompile import targets
from pycompile.layout import Layout
from pycompile.runtime.arguments import take_buffer

aten = torch.ops.aten


def is_view(node: torch.fx.Node) -> bool:
    """Whether torch runs `node` as a free view of its operand (its schema
    says the result aliases the input: view, slice, select, transpose, ...)."""
    return node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload) \
        and node.target.is_view


# Ops whose results are views of pieces of their input, picked by getitem.
SPLITS = frozenset({aten.split.Tensor, aten.split_with_sizes.default, aten.unbind.int})


def split_piece(node: torch.fx.Node) -> bool:
    """Whether `node` picks a piece of a split (a view of its input)."""
    return node.target is operator.getitem and isinstance(node.args[0], torch.fx.Node) \
        and node.args[0].target in SPLITS


def aliases(node: torch.fx.Node) -> bool:
    """Whether `node`'s result views its input's memory: a view, a split or
    a split's piece (free in torch, a copy made in a part)."""
    return is_view(node) or split_piece(node) or node.target in SPLITS


class CompiledPart(torch.nn.Module):
    """One pyc-compiled part of a graph; called in place of the FX submodule."""

    def __init__(self, program, outputs: int, single_output: bool, pyc_text: str,
                 kernels: list[str], signature: str | None = None,
                 target: targets.Target | None = None,
                 arguments: tuple[list[int], list[int]] | None = None,
                 layouts: tuple[list[Layout | None], list[Layout | None]] = ((), ())) -> None:
        super().__init__()
        self.program = program
        self.entry = program  # what a call runs (`Target.part_entry`)
        # The positions of the part's tensor inputs and of its size inputs,
        # which the program takes as one i64 vector after the tensors
        # (`fx_importer.split_inputs`); None: the part has no size inputs.
        self.arguments = arguments
        self.outputs = outputs  # how many results the program returns
        self.single_output = single_output
        self.pyc_text = pyc_text
        self.kernels = kernels
        # The FX part's `graph_signature`, while its compiled program is yet
        # to be recorded in `target`'s on-disk cache under it.
        self.signature = signature
        self.target = target
        # Eager's layouts (`layout.plan`): the tensor inputs the program
        # takes with their dims reordered (a free view, its buffer in
        # order), and the results whose buffers it returns so, each with
        # the view that gives it eager's strides.
        inputs, results = layouts
        self.input_layouts = list(inputs)
        self.takes = {i: planned for i, planned in enumerate(inputs)
                      if planned is not None and (planned.moves or planned.extents)}
        self.result_layouts = {i: planned for i, planned in enumerate(results)
                               if planned is not None}
        self.restores = {i: planned.restore for i, planned in self.result_layouts.items()}

    def forward(self, *args):
        results = self.call(*args)
        return results[0] if self.single_output else tuple(results)

    @property
    def plain(self) -> bool:
        """Whether a call is the program's alone: no sizes to pack, no input
        taken as a buffer, no result given eager's strides."""
        return self.arguments is None and not self.takes and not self.restores

    def function(self, bare: bool = False) -> Callable:
        """The part as a plain function of the graph's values that returns
        the program's results as a sequence, one Python call where nothing
        is done around the program (`plain_part_calls`); `bare`: the entry
        alone, the graph taking and restoring the buffers itself
        (`_layout_views`)."""
        call = self.entry if self.plain or bare else self.call
        # FX names a function it calls: a callable object by its method.
        return call if hasattr(call, "__name__") else call.__call__

    def call(self, *args):
        """The program's results (a sequence) from the graph's values `args`."""
        if self.arguments is not None:
            tensors, sizes = self.arguments
            # An `array.array("q")`: a few hundred nanoseconds to build,
            # where a tensor takes microseconds (and as many to read back).
            # A size may come as a float (a mean's divisor, `sym_float`).
            args = [*(args[i] for i in tensors),
                    array.array("q", (int(args[i]) for i in sizes))]
        if self.takes:
            args = _taken(args, self.takes)
        results = self.entry(*args)
        return _restored(results, self.restores) if self.restores else results


def _taken(args, takes: dict[int, Layout]) -> list:
    """A program's `args`, each in `takes` as the buffer its layout takes."""
    args = list(args)
    for i, planned in takes.items():
        args[i] = planned.take(args[i])
    return args


def _restored(results, restores: dict[int, Callable]) -> list:
    """A program's `results`, each in `restores` given eager's strides."""
    results = list(results)
    for i, restore in restores.items():
        results[i] = restore(results[i])
    return results


# The ATen ops a compiled graph most often calls around its parts (views
# between parts, products left to torch), and the tensor methods or torch
# functions that dispatch to the same overloads with less Python on the
# way: an OpOverload call took 5.6 us for a permute, 3.8 for a view and
# 17.7 for a small mm on an H100 host, the public calls 2.8, 1.4 and 12.9;
# a small convolution 8.1 against 3.2 us and max pooling 7.3 against 4.4 on
# a Xeon (a CNN's graph calls torch for each of its convolutions).
_METHODS = {aten.view.default: "view", aten.expand.default: "expand"}
_FUNCTIONS = {aten.mm.default: torch.mm, aten.bmm.default: torch.bmm,
              aten.addmm.default: torch.addmm, aten.permute.default: torch.permute,
              aten.t.default: torch.t, aten.transpose.int: torch.transpose,
              aten.unsqueeze.default: torch.unsqueeze,
              aten.convolution.default: torch.convolution,
              aten.cudnn_convolution_relu.default: torch.cudnn_convolution_relu,
              aten.cudnn_convolution_add_relu.default: torch.cudnn_convolution_add_relu,
              aten.max_pool2d_with_indices.default: torch._C._nn.max_pool2d_with_indices}


# Results whose strides at run time are those traced, by construction: the
# products torch computes (contiguous) and the compiled parts' results
# (given eager's strides, `CompiledPart.restores`). Not the graph's inputs:
# a backward's saved tensors come from ops whose traced strides nothing
# checks at run time (Inductor checks them, `assert_size_stride`).
_TRACED_STRIDES = frozenset({aten.mm.default, aten.bmm.default, aten.addmm.default,
                             aten.baddbmm.default})


def _traced_strides(gm: torch.fx.GraphModule, node: torch.fx.Node) -> bool:
    """Whether `node`'s strides at run time are those traced (above): a
    compiled part's result, row-major or restored to eager's strides."""
    if node.target in _TRACED_STRIDES:
        return True
    index, value = 0, node.meta.get("val")
    if node.op == "call_function" and node.target is operator.getitem:
        node, index = node.args
    part = getattr(gm, node.target) if node.op == "call_module" else None
    if not isinstance(value, torch.Tensor):  # (a part's call may carry its results' values)
        val = node.meta.get("val")
        value = val[index] if isinstance(val, (tuple, list)) else val
    return isinstance(part, CompiledPart) and isinstance(value, torch.Tensor) and (
        index in part.restores or value.is_contiguous())


def _static_layout(node) -> tuple | None:
    """The sizes and strides `node` was traced with, where they are numbers."""
    val = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    if not isinstance(val, torch.Tensor):
        return None
    layout = (tuple(val.shape), tuple(val.stride()))
    return layout if all(isinstance(x, int) for x in (*layout[0], *layout[1])) else None


def _argument(node: torch.fx.Node, index: int, name: str, default):
    return node.args[index] if len(node.args) > index else node.kwargs.get(name, default)


def _slice_offset(view: torch.fx.Node, sizes, strides) -> int | None:
    dim, start = _argument(view, 1, "dim", 0), _argument(view, 2, "start", None) or 0
    if not isinstance(start, int):
        return None
    dim %= len(sizes)
    return min(max(start + sizes[dim] if start < 0 else start, 0), sizes[dim]) * strides[dim]


def _select_offset(view: torch.fx.Node, sizes, strides) -> int | None:
    dim, index = view.args[1] % len(sizes), view.args[2]
    if not isinstance(index, int):
        return None
    return (index + sizes[dim] if index < 0 else index) * strides[dim]


def _piece_offset(piece: torch.fx.Node, sizes, strides) -> int | None:
    """How far a split's piece starts into the split's operand (of `sizes`
    and `strides`)."""
    split, index = piece.args
    if split.target is aten.unbind.int:
        dim, start = _argument(split, 1, "dim", 0), index
    else:
        dim, size = _argument(split, 2, "dim", 0), split.args[1]
        start = sum(size[:index]) if isinstance(size, (list, tuple)) else index * size
    if not isinstance(start, int) or not isinstance(dim, int):
        return None
    return start * strides[dim % len(sizes)]


# Views by how far each moves its operand's storage offset (sizes and
# strides are the operand's): the ones a chain may hold. The traced
# storage offsets are not used (make_fx's real mode, which `training`'s
# trace uses, records none).
_VIEW_OFFSETS = {
    **dict.fromkeys((aten.view.default, aten.permute.default, aten.transpose.int,
                     aten.t.default, aten.expand.default, aten.unsqueeze.default,
                     aten.squeeze.dim, aten.squeeze.dims, aten.squeeze.default,
                     aten.alias.default), lambda view, sizes, strides: 0),
    aten.slice.Tensor: _slice_offset,
    aten.select.int: _select_offset,
}


def reinterpreted_views(gm: torch.fx.GraphModule) -> None:
    """Each chain of views between the graph's ops (a projection's output
    split, reshaped and permuted into heads for attention, a gradient
    transposed for its product) as one call that makes the last view's
    sizes and strides on the first's base, as Inductor's generated code does: one
    C call (0.65 us on an H200 host, a `view` 1.3) instead of one per view,
    where the base's strides at run time are those traced and the sizes are
    static. A view the graph returns is made so too: a tensor of its own on
    the base's memory, not a view of an intermediate the caller never sees,
    as Inductor's code returns it (AOTAutograd counts such an output as no
    alias; FSDP2 warned of a view returned for GPT-2's logits, which eager
    and Inductor return as tensors of their own). A view of a graph input
    stays a view of it (an input's strides are not traced ones)."""
    graph = gm.graph
    # Readers first: a view read by an op and by a later view is the end of
    # a chain once that view is replaced.
    for node in reversed(list(graph.nodes)):
        if not is_view(node) or not node.users or any(is_view(u) for u in node.users):
            continue
        layout, offset, base = _static_layout(node), 0, node
        while isinstance(base, torch.fx.Node) and (base.target in _VIEW_OFFSETS
                                                   or split_piece(base)):
            # A split's piece views the split's operand, two nodes up.
            source = base.args[0].args[0] if split_piece(base) else base.args[0]
            operand = _static_layout(source)
            moved = operand and (_piece_offset(base, *operand) if split_piece(base)
                                 else _VIEW_OFFSETS[base.target](base, *operand))
            if moved is None:
                break
            offset += moved
            base = source
        if layout is None or base is node or is_view(base) or not _traced_strides(gm, base):
            continue
        with graph.inserting_before(node):
            view = graph.call_function(_reinterpret_tensor, (base, *layout, offset))
        view.meta = node.meta
        node.replace_all_uses_with(view)
        graph.erase_node(node)
    for node in reversed(graph.nodes):
        if aliases(node) and not node.users:
            graph.erase_node(node)


def _transposed_matrix(node) -> torch.fx.Node | None:
    """The 2-d tensor `node` transposes, where it is a transpose read by one
    op: a Linear layer's weight, as its product reads it."""
    if not isinstance(node, torch.fx.Node) or len(node.users) != 1 or not (
            node.target is aten.t.default
            or node.target is aten.permute.default and list(node.args[1]) == [1, 0]):
        return None
    val = node.args[0].meta.get("val") if isinstance(node.args[0], torch.fx.Node) else None
    return node.args[0] if isinstance(val, torch.Tensor) and val.dim() == 2 else None


def linear_calls(graph: torch.fx.Graph) -> None:
    """Each product of a matrix and a transposed weight, `mm(x, w.t())` or
    `addmm(b, x, w.t())` with a bias row, as `F.linear(x, w[, b])`: the
    same cuBLAS call (torch's `linear` makes it so) without the transpose's
    own call, a few us of host time each on an H200 host, which a LLaMA
    forward made 28 times."""
    for node in list(graph.nodes):
        if node.op != "call_function" or node.kwargs:
            continue
        if node.target is aten.mm.default:
            x, weight, bias = node.args[0], node.args[1], None
        elif node.target is aten.addmm.default and len(node.args) == 3:
            bias, x, weight = node.args
            val = bias.meta.get("val") if isinstance(bias, torch.fx.Node) else None
            if not isinstance(val, torch.Tensor) or val.dim() != 1:
                continue
        else:
            continue
        matrix = _transposed_matrix(weight)
        if matrix is None:
            continue
        node.target = torch.nn.functional.linear
        node.args = (x, matrix) if bias is None else (x, matrix, bias)
        graph.erase_node(weight)


def public_calls(graph: torch.fx.Graph) -> None:
    """Calls `graph` makes to the ATen ops above through their public calls."""
    for node in graph.nodes:
        if node.op != "call_function" or node.kwargs:
            continue
        if node.target in _METHODS:
            node.op, node.target = "call_method", _METHODS[node.target]
        elif node.target in _FUNCTIONS:
            node.target = _FUNCTIONS[node.target]


def _as_traced(x: torch.Tensor, traced: tuple, sizes: tuple, strides: tuple,
               order: tuple) -> torch.Tensor:
    """The buffer a part takes for `x`, traced with strides `traced`: one C
    call where `x` has them (an intermediate from torch, whose strides
    nothing fixes, may not), else `Layout.take`'s permute, which the part's
    entry copies in order."""
    if x.stride() == traced:
        return _reinterpret_tensor(x, sizes, strides, 0)
    return take_buffer(x, order)


def _layout(t: torch.Tensor) -> tuple[tuple, tuple]:
    return tuple(t.shape), tuple(t.stride())


def _static_layouts(node: torch.fx.Node, part: CompiledPart) -> tuple[dict, dict] | None:
    """For the call `node` of `part`, what `Layout.take` gives for each
    taken input and `Layout.restore` for each restored result, as sizes and
    strides (the layouts applied to meta tensors of the traced values),
    where the graph can make them itself: sizes static, no size vector, no
    padded take, no result with gaps. None elsewhere."""
    if part.arguments is not None:
        return None
    takes = {}
    for i, planned in part.takes.items():
        val = node.args[i].meta.get("val") if isinstance(node.args[i], torch.fx.Node) else None
        if planned.extents is not None or not isinstance(val, torch.Tensor) \
                or not _static(*val.shape, *val.stride()):
            return None
        traced = torch.empty_strided(val.shape, val.stride(), device="meta")
        takes[i] = (tuple(val.stride()), *_layout(planned.take(traced)), planned.order)
    # Each result's traced value: on the call, or on the getitem picking it.
    values = node.meta.get("val")
    values = dict(enumerate([values] if part.single_output else values or ()))
    values.update({u.args[1]: u.meta.get("val") for u in node.users
                   if u.target is operator.getitem and "val" in u.meta})
    restores = {}
    for i, planned in part.result_layouts.items():
        val = values.get(i)
        if planned.gaps or not isinstance(val, torch.Tensor) or not _static(*val.shape):
            return None
        buffer = torch.empty(planned.buffer_shape(val.shape), device="meta")
        restores[i] = _layout(planned.restore(buffer))
    return takes, restores


def _static(*values) -> bool:
    return all(isinstance(v, int) for v in values)


def _layout_views(graph: torch.fx.Graph, node: torch.fx.Node, picks: dict,
                  layouts: tuple[dict, dict], traced: set[torch.fx.Node]) -> None:
    """Around `node`, a call of a part's bare entry whose results `picks`
    (index -> getitem node) are, the views `layouts` (`_static_layouts`)
    name, each one `_reinterpret_tensor` (`_as_traced` for an input whose
    strides nothing fixes): the part's Python around its program (a permute
    an input and a result, 5-6 us each on an H200 host, most parts of a
    channels-last model's graph) is gone."""
    takes, restores = layouts
    args = list(node.args)
    with graph.inserting_before(node):
        for i, (stride, sizes, strides, order) in takes.items():
            args[i] = graph.call_function(_reinterpret_tensor, (args[i], sizes, strides, 0)) \
                if args[i] in traced else \
                graph.call_function(_as_traced, (args[i], stride, sizes, strides, order))
    node.args = tuple(args)
    for i, pick in picks.items():
        if i not in restores:
            continue
        with graph.inserting_after(pick):
            view = graph.call_function(_reinterpret_tensor, (pick, *restores[i], 0))
        view.meta = dict(pick.meta)  # (eager's value: the pick is the buffer)
        pick.replace_all_uses_with(view, delete_user_cb=lambda user, v=view: user is not v)
        traced.add(view)


def plain_part_calls(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """A copy of `gm` (which keeps its parts as modules: `pycompile.aot`
    writes it out) calling each compiled part as a plain function (its program's
    host function where nothing is done around it) instead of as a module:
    a module call alone took 0.85-2 us on an H200 host, and `forward` calls
    the program in turn; a GPT-2 training step's backward has 19 parts. The
    value of a part that returns one is picked from its results by a
    getitem. A part's layouts are views made by the graph where they can be
    (`_layout_views`)."""
    graph = torch.fx.Graph()
    graph.output(graph.graph_copy(gm.graph, {}))
    traced = {n for n in graph.nodes if _traced_strides(gm, n)}
    for node in list(graph.nodes):
        part = getattr(gm, node.target) if node.op == "call_module" else None
        if not isinstance(part, CompiledPart):
            continue
        layouts = _static_layouts(node, part) if part.takes or part.restores else None
        node.op, node.target = "call_function", part.function(bare=layouts is not None)
        picks = {} if part.single_output else {
            u.args[1]: u for u in node.users if u.target is operator.getitem}
        if part.single_output:
            with graph.inserting_after(node):
                value = picks[0] = graph.call_function(operator.getitem, (node, 0))
            node.replace_all_uses_with(value, delete_user_cb=lambda user, v=value: user is not v)
            if node in traced:
                traced.add(value)
        if layouts is not None:
            _layout_views(graph, node, picks, layouts, traced)
    return torch.fx.GraphModule(gm, graph)


def direct(fused: torch.fx.GraphModule):
    """For a graph that is one compiled part and nothing else, a plain
    function calling it: no FX module calls around the program on each call
    (about 20 µs). None for any other graph."""
    nodes = list(fused.graph.nodes)
    placeholders = [n for n in nodes if n.op == "placeholder"]
    calls = [n for n in nodes if n.op == "call_module"]
    if len(calls) != 1 or calls[0].kwargs:
        return None
    call = calls[0]
    part = getattr(fused, call.target)
    if not isinstance(part, CompiledPart) or any(a not in placeholders for a in call.args):
        return None
    (outputs,) = nodes[-1].args
    picks = []
    for node in nodes:
        if node.op == "call_function" and node.target is operator.getitem \
                and node.args[0] is call:
            continue
        if node.op not in ("placeholder", "call_module", "output"):
            return None
    for out in outputs if isinstance(outputs, (tuple, list)) else [None]:
        if out is call and part.single_output:
            picks.append(0)
        elif getattr(out, "target", None) is operator.getitem and out.args[0] is call:
            picks.append(out.args[1])
        else:
            return None
    inputs = [placeholders.index(a) for a in call.args]
    if part.plain and inputs == list(range(len(placeholders))) \
            and picks == list(range(part.outputs)):
        return part.entry  # returns its results as they are
    function = part.function()

    def run(*args):
        results = function(*[args[i] for i in inputs])
        return tuple(results[i] for i in picks)

    return run


def prepare(gm: torch.fx.GraphModule) -> None:
    """Rewrites, in place, the calls `gm` makes around its parts: chains of
    views as reinterpretations, products of transposed weights as `linear`,
    ATen calls as public torch calls."""
    reinterpreted_views(gm)
    linear_calls(gm.graph)
    public_calls(gm.graph)


def runnable(gm: torch.fx.GraphModule) -> Callable:
    """What runs for `gm` (its parts set as `CompiledPart` submodules): the
    one part itself where it is the whole graph, else a copy of `gm` that
    calls its parts as functions."""
    return direct(gm) or plain_part_calls(gm)
