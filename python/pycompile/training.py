"""pycompile's own backward, through AOTAutograd's `partition_fn` hook.

AOTAutograd functionalizes and decomposes a training graph, traces its
joint graph (the forward and torch's backward) and asks a partitioner to
split it. `make_partition` keeps only the forward part of that joint graph
and derives the backward itself:

1. the forward (primal inputs to forward outputs) is imported into pyc as
   `@f`; an input that gets no gradient and an output that gets no
   cotangent are marked `pyc.requires_grad = false`, and a detach (an alias
   after functionalization, `decompositions.DETACHING`) is a `pyc.stop_gradient`;
2. `pyc-autodiff` builds `@f_joint` from each op's gradient rule, and
   `pyc-partition` splits it into `@f_forward` (the outputs, then the values
   saved for the backward, chosen by a minimum cut) and `@f_backward`;
3. each half becomes a core-ATen FX graph again, in the form AOTAutograd's
   runtime calls (`primals -> (outputs, saved)` and
   `(saved, tangents) -> gradient per primal`), by tracing the reference
   executor, whose torch ops follow each pyc op's definition. The backend
   compiles both like any graph.

The halves return to FX because the backend decides at the FX level which
nodes torch runs (products it computes faster, views it returns), and
AOTAutograd's runtime (saved tensors, input mutations, aliasing) calls FX
graphs. A graph pycompile cannot differentiate keeps AOTAutograd's
partition, and `explain` says why: never a wrong or missing gradient. So
does a graph whose gradient the joint graph's forward does not determine
(`autograd_reason`: a `torch.no_grad()` region, an `autograd.Function`).
"""

from __future__ import annotations

import functools
import operator
import time
from collections.abc import Callable
from dataclasses import dataclass

import torch
from torch._functorch.partitioners import _is_primal, _is_tangent, default_partition
from torch._guards import detect_fake_mode
from torch._subclasses.fake_tensor import unset_fake_temporarily
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils import _pytree as pytree

from pycompile import pipeline
from pycompile.decompositions import DECOMPOSITIONS, DETACHING, size_hint
from pycompile.importer import Unsupported, import_graph, support_reason
from pycompile.importer.fx_importer import describe_location, size_arithmetic, split_inputs
from pycompile.runtime import torch_call

aten = torch.ops.aten

# Canonicalized after differentiation too: the rules build transposes of
# products (a weight's gradient), which canonicalization rewrites into
# products laid out as the weight. Softmax is one op for differentiation
# (its rule reads only the probabilities, which the forward then saves);
# on a GPU, so is attention (pyc-raise-attention, and SDPA, which a GPU
# graph holds as torch's FlashAttention, or with a mask its memory-efficient
# kernel, imports as pyc.attention: its rule reads the rows' logsumexp
# instead of the probabilities, and both halves call torch's kernel). With
# run-time sizes, pyc-partition weighs values at the sizes first seen
# (`_symbol_sizes`).
PIPELINE = ("builtin.module(canonicalize,func.func(pyc-raise-softmax){attention},pyc-autodiff,"
            "canonicalize,cse,pyc-partition{sizes})")


def pipeline_for(fused_attention: bool, sizes: list[int]) -> str:
    """`PIPELINE` for a target's graphs: attention raised where the target
    runs torch's fused attention kernels (`Target.fused_attention`)."""
    return PIPELINE.format(
        attention=",func.func(pyc-raise-attention)" if fused_attention else "",
        sizes=f"{{symbol-sizes={','.join(map(str, sizes))}}}" if sizes else "")


# Ops whose torch gradient is not the gradient of the form pyc computes them
# in (their decomposition, or the ops they import as): a graph holding one
# keeps AOTAutograd's backward. The joint graph names the op a node was
# decomposed from (`original_aten`; keyed by name: that OpOverload need not
# be the object `torch.ops.aten` holds).
GRADIENT_DIFFERS = {
    str(aten.max.dim): "torch's gradient goes to the returned index only, pyc's reduce max "
                       "splits it among ties",
    str(aten.min.dim): "torch's gradient goes to the returned index only, pyc's reduce min "
                       "splits it among ties",
}


@dataclass
class Derivation:
    """Whose backward a training graph runs, for `explain`."""

    by: str  # "pycompile" or "AOTAutograd"
    reason: str | None = None  # why AOTAutograd's
    saved: int = 0  # tensors the forward saves for the backward
    saved_bytes: int = 0
    save_all_bytes: int = 0  # saving every forward value the backward reads
    seconds: float = 0.0  # deriving it: import, passes, tracing both halves

    def __str__(self) -> str:
        if self.by != "pycompile":
            return f"backward by AOTAutograd: {self.reason}"
        return (f"backward by pycompile (pyc-autodiff, pyc-partition) in "
                f"{self.seconds * 1e3:.1f} ms: {self.saved} tensor(s) saved, {self.saved_bytes} "
                f"bytes (saving every value the backward reads: {self.save_all_bytes} bytes)")


class NotDifferentiable(Exception):
    """The graph keeps AOTAutograd's backward; the message says why."""


def autograd_reason(gm: torch.fx.GraphModule) -> str | None:
    """Why AOTAutograd must differentiate Dynamo's graph `gm` itself, or
    None: a grad-mode switch (`torch.no_grad()` inside the graph: the joint
    graph keeps the ops under it, but not that no gradient flows through
    them) or a higher-order op (an `autograd.Function`, whose backward is
    its own)."""
    for node in gm.graph.nodes:
        if node.op != "call_function":
            continue
        if node.target is torch._C._set_grad_enabled:
            return f"the graph switches grad mode (torch.no_grad()) at {describe_location(node)}"
        if isinstance(node.target, torch._ops.HigherOrderOperator):
            return (f"{node.target.name()} at {describe_location(node)} defines its own "
                    "backward")
    return None


def detach_no_grad_regions(gm: torch.fx.GraphModule) -> None:
    """Rewrites, in place, Dynamo's training graph `gm` (grad mode on when
    called) without its grad-mode switches (`_set_grad_enabled`): what is
    computed while they turn grad mode off (a `torch.no_grad()` region: a
    rotary table, a mask) is read detached after it. What eager computes
    there gets no gradient, and that is all grad mode changes in a region
    that mutates nothing. The joint graph then keeps the detaches
    (`decompositions.DETACHING`), and pycompile can derive the backward.
    The mode is followed node by node, so a switch that changes nothing
    counts for nothing: DDP's graph split (Dynamo's DDPOptimizer) starts
    each piece after a region with a copy of the switch that closed it. A
    graph that mutates in a region, or leaves grad mode off at its end,
    stays as it is (`autograd_reason` then names it)."""
    switches = {n for n in gm.graph.nodes
                if n.op == "call_function" and n.target is torch._C._set_grad_enabled}
    if not switches or any(len(n.args) != 1 or not isinstance(n.args[0], bool)
                           for n in switches):
        return
    enabled, inside = True, set()
    for node in gm.graph.nodes:
        if node in switches:
            enabled = node.args[0]
        elif not enabled and node.op in ("call_function", "call_method", "call_module"):
            if _mutates(node):
                return
            inside.add(node)
    if not enabled:
        return
    for node in inside:
        outside = [u for u in node.users if u not in inside]
        if not outside or not isinstance(node.meta.get("example_value"), torch.Tensor):
            continue
        with gm.graph.inserting_after(node):
            detached = gm.graph.call_function(torch.detach, (node,))
        detached.meta = dict(node.meta)
        for user in outside:
            user.replace_input_with(node, detached)
    for node in switches:
        gm.graph.erase_node(node)
    gm.recompile()


def _mutates(node: torch.fx.Node) -> bool:
    """Whether Dynamo's `node` may change a tensor in place."""
    name = getattr(node.target, "__name__", str(node.target))
    return node.op in ("call_function", "call_method") and (
        name.endswith("_") and not name.endswith("__") or name in ("setitem", "iadd", "imul"))


def make_partition(record: Callable[[Derivation], None], on_error: Callable[[Exception], None],
                   fused_attention: bool, keep_reason: str | None = None,
                   dump: Callable | None = None):
    """AOTAutograd's `partition_fn`: pycompile's forward and backward, or
    AOTAutograd's default partition when pycompile cannot differentiate the
    graph, or must not (`keep_reason`, from `autograd_reason`): `record`
    learns which, and why; `on_error` an unexpected error. `fused_attention`:
    the target's (`pipeline_for`). `dump(name, module)`, if given, writes
    each stage of the derivation (`derive`)."""

    def partition(joint: torch.fx.GraphModule, joint_inputs, *, num_fwd_outputs: int,
                  **options):
        start = time.perf_counter()
        try:
            if keep_reason is not None:
                raise NotDifferentiable(keep_reason)
            forward, backward, derivation = derive(joint, num_fwd_outputs, fused_attention,
                                                   dump)
            derivation.seconds = time.perf_counter() - start
        except NotDifferentiable as why:
            record(Derivation("AOTAutograd", str(why)))
        except Exception as error:  # noqa: BLE001 - AOTAutograd's backward is right
            on_error(error)
            record(Derivation("AOTAutograd", f"{type(error).__name__}: {error}"))
        else:
            record(derivation)
            return forward, backward
        return default_partition(joint, joint_inputs, num_fwd_outputs=num_fwd_outputs,
                                 **options)

    return partition


def derive(joint: torch.fx.GraphModule, num_fwd_outputs: int, fused_attention: bool = False,
           dump: Callable | None = None):
    """The forward and backward FX modules pycompile derives from `joint`'s
    forward, and their `Derivation`; raises NotDifferentiable. With `dump`,
    the pipeline runs a pass at a time and `dump(name, module)` gets the
    imported forward (`00_import.mlir`) and the module after each pass (the
    joint function after `pyc-autodiff`, both halves after `pyc-partition`),
    each replayable with `pycompile-opt`."""
    placeholders = joint.graph.find_nodes(op="placeholder")
    primals = [p for p in placeholders if _is_primal(p)]
    tangents = [p for p in placeholders if _is_tangent(p)]
    if len(primals) + len(tangents) != len(placeholders):
        raise NotDifferentiable("the joint graph has inputs other than primals and tangents")
    output = joint.graph.find_nodes(op="output")[0]
    outputs = pytree.arg_tree_leaves(*output.args)
    descs = pytree.arg_tree_leaves(output.meta.get("desc", [None] * len(outputs)))
    forward_outputs, gradients = outputs[:num_fwd_outputs], outputs[num_fwd_outputs:]
    if len(gradients) != len(primals):
        raise NotDifferentiable("the joint graph's gradients do not match its primals")
    # The forward output each tangent is the cotangent of.
    cotangent_of = []
    for tangent in tangents:
        target = getattr(tangent.meta.get("desc"), "output", None)
        if target is None or target not in descs[:num_fwd_outputs]:
            raise NotDifferentiable(f"tangent {tangent.name} of an output the forward "
                                    "does not return (an input mutation or an alias)")
        cotangent_of.append(descs.index(target))
    forward = _forward_graph(joint.graph, primals, forward_outputs)
    constants = _lift_constants(forward, joint)
    draws = _lift_draws(forward)
    torch_calls = _torch_calls(forward)
    # Dynamo's `Sym(s0)` inputs: the pyc function takes them as one vector
    # of sizes after the tensors (`split_inputs`), and gets no gradient.
    tensor_inputs, size_inputs = split_inputs(forward)
    placeholders = forward.find_nodes(op="placeholder")
    tensor_positions = [placeholders.index(n) for n in tensor_inputs]
    size_positions = [placeholders.index(n) for n in size_inputs]

    from mlir import ir

    import pycompile
    from pycompile.runtime.reference import ReferenceProgram

    with pycompile.context(), ir.Location.unknown():
        try:
            module = import_graph(forward, "f", torch_calls=torch_calls)
        except Unsupported as error:
            raise NotDifferentiable(f"the forward does not import into pyc: {error}") from error
        func = module.body.operations[0]
        no_grad = ir.DictAttr.get({"pyc.requires_grad": ir.BoolAttr.get(False)})
        attrs = list(func.arg_attrs) if "arg_attrs" in func.attributes else \
            [ir.DictAttr.get()] * len(func.arguments)
        for position, i in enumerate(tensor_positions):
            if i >= len(primals) or gradients[i] is None:  # a constant, or no gradient
                attrs[position] = ir.DictAttr.get(
                    {**{a.name: a.attr for a in ir.DictAttr(attrs[position])},
                     "pyc.requires_grad": ir.BoolAttr.get(False)})
        func.arg_attrs = ir.ArrayAttr.get(attrs)
        func.res_attrs = ir.ArrayAttr.get(
            [ir.DictAttr.get() if i in cotangent_of else no_grad
             for i in range(len(forward_outputs))])
        sizes = _symbol_sizes(func, [placeholders[i].meta["val"] for i in tensor_positions],
                              [placeholders[i].meta["val"] for i in size_positions])
        text = pipeline_for(fused_attention, sizes)
        try:
            if dump is None:
                pipeline.run(module, text)
            else:
                dump("00_import.mlir", module)
                for i, entry in enumerate(pipeline.stages(text), start=1):
                    pipeline.run(module, entry)
                    dump(f"{i:02d}_{pipeline.stage_name(entry)}.mlir", module)
        except pipeline.PipelineError as error:
            if error.crashed:
                raise
            first = error.error_diagnostics[0] if error.error_diagnostics else None
            raise NotDifferentiable(
                f"{first.message} ({first.location})" if first else str(error)) from error
        halves = {ir.StringAttr(op.attributes["sym_name"]).value: op
                  for op in module.body.operations}
        first, second = halves["f_forward"], halves["f_backward"]
        derivation = Derivation(
            "pycompile", saved=_int(first, "pyc.num_saved"),
            saved_bytes=_int(first, "pyc.saved_bytes"),
            save_all_bytes=_int(first, "pyc.save_all_bytes"))
        gradient_args = list(ir.DenseI64ArrayAttr(second.attributes["pyc.gradient_args"]))
        # The saved value that is the vector of sizes, if pyc-partition saved
        # it: AOTAutograd takes sizes saved for the backward as SymInts, last
        # among the forward's outputs and first among the backward's inputs.
        returned = list(list(first.regions[0].blocks[0].operations)[-1].operands)
        sizes_saved = next((j for j, v in enumerate(returned[num_fwd_outputs:])
                            if size_positions and isinstance(v, ir.BlockArgument)
                            and v.arg_number == len(tensor_positions)), None)
        # AOTAutograd's fake mode is on: constants the programs hold must be real.
        with unset_fake_temporarily():
            forward_program = ReferenceProgram(first).values
            backward_program = ReferenceProgram(second).values

    def forward_fn(*args):
        args = (*args, *(draw() for draw in draws))  # (after the primals and constants)
        sizes = [[args[i] for i in size_positions]] if size_positions else []
        results = list(forward_program(*(args[i] for i in tensor_positions), *sizes))
        if sizes_saved is not None:
            results += results.pop(num_fwd_outputs + sizes_saved)
        return tuple(results)

    # Traced with the constants as inputs (AOTAutograd's fake mode takes no
    # real tensor), which then become the module's own attributes again.
    fake_mode = detect_fake_mode([p.meta["val"] for p in primals])
    forward_module = _traced(forward_fn, [p.meta["val"] for p in primals] +
                             [fake_mode.from_tensor(c) for c in constants])
    _hold_constants(forward_module, constants)
    saved = pytree.arg_tree_leaves(*forward_module.graph.find_nodes(op="output")[0].args)
    saved = [n.meta["val"] for n in saved[num_fwd_outputs:]]
    # The backward takes the saved sizes first, then the saved tensors.
    symints = len(size_positions) if sizes_saved is not None else 0
    saved = saved[len(saved) - symints:] + saved[:len(saved) - symints]
    # pyc takes the cotangents in the order of the outputs they belong to.
    order = sorted(range(len(tangents)), key=cotangent_of.__getitem__)

    def backward(*args):
        kept, cotangents = list(args[symints:len(saved)]), args[len(saved):]
        if sizes_saved is not None:
            kept.insert(sizes_saved, list(args[:symints]))
        computed = backward_program(*kept, *[cotangents[i] for i in order])
        grads = [None] * len(primals)
        for i, g in zip(gradient_args, computed):
            if tensor_positions[i] < len(primals):  # constants get none
                grads[tensor_positions[i]] = g
        return grads

    backward_module = _traced(backward, [*saved, *[t.meta["val"] for t in tangents]])
    return forward_module, backward_module, derivation


def _forward_graph(joint: torch.fx.Graph, primals: list, outputs: list) -> torch.fx.Graph:
    """The part of `joint` that computes `outputs` from `primals` (all of
    them placeholders, in order, whether read or not), detaches restored
    (`decompositions.DETACHING`)."""
    needed, stack = set(), [o for o in outputs if isinstance(o, torch.fx.Node)]
    while stack:
        node = stack.pop()
        if node not in needed:
            needed.add(node)
            stack.extend(node.all_input_nodes)
    graph, env = torch.fx.Graph(), {}
    for node in joint.nodes:
        if node in primals or (node in needed and node.op != "output"):
            if node.op == "placeholder" and node not in primals:
                raise NotDifferentiable(f"the forward reads {node.name}")
            env[node] = graph.node_copy(node, env.__getitem__)
            if node.target is aten.alias.default and \
                    str(node.meta.get("original_aten")) in DETACHING:
                # Functionalization made a detach an alias: it is one still
                # for autodiff (the importer's stop_gradient).
                env[node].target = aten.detach.default
    graph.output(tuple(env.get(o, o) for o in outputs))
    return graph


def _as_input(forward: torch.fx.Graph, node: torch.fx.Node, name: str, meta: dict) -> None:
    """`node` of `forward` replaced by a new last input `name`, with `meta`."""
    with forward.inserting_after(forward.find_nodes(op="placeholder")[-1]):
        placeholder = forward.placeholder(name)
    placeholder.meta = meta
    node.replace_all_uses_with(placeholder)
    forward.erase_node(node)


def _lift_constants(forward: torch.fx.Graph, joint: torch.fx.GraphModule) -> list:
    """The tensors `forward` reads as constants (a causal mask or rotary
    table the model builds, which the joint graph holds as attributes), each
    made an input after the primals, in order: pyc-autodiff sends them no
    gradient (`pyc.requires_grad = false`), and the forward passes them."""
    constants = []
    for node in forward.find_nodes(op="get_attr"):
        value = getattr(joint, node.target)
        if not isinstance(value, torch.Tensor):
            raise NotDifferentiable(f"the forward reads {node.target}, not a tensor")
        _as_input(forward, node, f"constant_{len(constants)}", {"val": value, **node.meta})
        constants.append(value)
    return constants


# Random ops that read nothing of their tensor operand but its shape, dtype
# and device: drawn again on an empty tensor like it.
_DRAWS = frozenset({aten.rand_like.default, aten.randn_like.default,
                    aten.bernoulli.p})  # (stochastic depth's `new_empty(...).bernoulli_(p)`)


def _lift_draws(forward: torch.fx.Graph) -> list[Callable[[], torch.Tensor]]:
    """The random tensors `forward` draws (dropout's `rand_like`), each made
    an input after the others, in graph order, and for each, how the
    forward half draws it before pyc's program runs. An input, a draw is
    never made again: pyc-partition saves what the backward needs of it
    (dropout's mask) and cannot recompute it there with other numbers, and
    two alike draws are never merged into one (CSE). Other random ops stay:
    one pyc imports (FlashAttention without dropout), or one `_torch_calls`
    names (Poisson samples of computed rates)."""
    draws = []
    for node in list(forward.nodes):
        rest = (*node.args[1:], *node.kwargs.values())
        if node.op != "call_function" or node.target not in _DRAWS or \
                any(isinstance(a, torch.fx.Node) for a in rest):
            continue
        like = node.meta["val"]
        _as_input(forward, node, f"draw_{len(draws)}",
                  dict(node.meta, val=like.new_empty(like.shape)))  # (drawn contiguous)
        draws.append(functools.partial(_draw, node.target, like.shape, like.dtype, like.device,
                                       node.args[1:], node.kwargs))
    return draws


def _draw(op, shape, dtype, device, args, kwargs) -> torch.Tensor:
    return op(torch.empty(shape, dtype=dtype, device=device), *args, **kwargs)


def _hold_constants(module: torch.fx.GraphModule, constants: list) -> None:
    """`module`'s last placeholders, one per constant, as attributes of it
    holding those tensors."""
    if not constants:
        return
    placeholders = module.graph.find_nodes(op="placeholder")[-len(constants):]
    for i, (node, value) in enumerate(zip(placeholders, constants)):
        name = f"_pyc_constant_{i}"
        module.register_buffer(name, value)
        with module.graph.inserting_before(node):
            attribute = module.graph.get_attr(name)
        attribute.meta = dict(node.meta)
        node.replace_all_uses_with(attribute)
        module.graph.erase_node(node)
    module.recompile()


def _torch_calls(forward: torch.fx.Graph) -> frozenset[torch.fx.Node]:
    """The nodes pyc holds as calls of their torch op (`pyc.torch_call`,
    whose derivative is torch's): those it cannot import. Raises
    NotDifferentiable for one it cannot call either (a random op, whose
    derivative would draw other numbers), or whose torch gradient pyc's
    form of it does not have."""
    calls = set()
    for node in forward.nodes:
        if node.op != "call_function" or size_arithmetic(node):
            continue
        original = str(node.meta.get("original_aten"))
        if original in GRADIENT_DIFFERS:
            raise NotDifferentiable(f"{original}: {GRADIENT_DIFFERS[original]}")
        reason = support_reason(node)
        if reason is None or (node.target is operator.getitem and node.args[0] in calls):
            continue  # (an element of a call's results imports as any op's)
        why_not = torch_call.callable_reason(node)
        if why_not is not None:
            raise NotDifferentiable(f"{node.target} is not imported into pyc: {reason}; "
                                    f"nor called from it: {why_not}")
        calls.add(node)
    return frozenset(calls)


def _symbol_sizes(func, tensors: list, sizes: list) -> list[int]:
    """The size each of `func`'s symbols (`pyc.symbols`) had when the graph
    was traced (Dynamo's hint), for pyc-partition to weigh values at; 128
    where there is none. `tensors` and `sizes` are the fake arguments."""
    from pycompile.runtime.reference import symbol_bindings

    hints = []
    for argument, dim, coefficient in symbol_bindings(func):
        hint = size_hint(tensors[argument].shape[dim] if dim >= 0 else sizes[-1 - dim])
        hints.append(int(hint) // coefficient if hint is not None else 128)
    return hints


def _int(op, name: str) -> int:
    from mlir import ir

    return ir.IntegerAttr(op.attributes[name]).value


def _traced(fn: Callable, inputs: list) -> torch.fx.GraphModule:
    """`fn` traced on AOTAutograd's fake `inputs` into a core-ATen graph."""
    module = make_fx(fn, decomposition_table=DECOMPOSITIONS)(*inputs)
    module.graph.eliminate_dead_code()
    module.recompile()
    return module
