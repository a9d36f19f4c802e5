"""The TorchDynamo backend: normalize, partition, import, optimize, execute.

Dynamo hands over an FX graph (guards, graph breaks and recompiles are its
job). AOTAutograd functionalizes it and decomposes it to core ATen with the
table of `decompositions`, and applies input mutations back after each call. Each graph is
then split: runs of ops that import into pyc become compiled parts; the rest
runs in eager PyTorch between them. A failure while compiling a part leaves
that part in eager with one warning (or raises with `fullgraph=True`).
"""

from __future__ import annotations

import contextlib
import copy
import itertools
import operator
import os
import time
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import torch
from torch._dynamo import disable
from torch._dynamo.backends.common import aot_autograd
from torch._dynamo.exc import RestartAnalysis, SkipFrame
from torch._dynamo.utils import counters
from torch._functorch._aot_autograd.schemas import PlainTensorMeta
from torch._functorch.aot_autograd import aot_module_simplified, make_boxed_func
from torch._subclasses.fake_tensor import unset_fake_temporarily
from torch.utils import _pytree as pytree

from pycompile import compiled_graph, decompositions, layout, logs, pipeline, targets, training
from pycompile.compiled_graph import CompiledPart, aliases
from pycompile.importer import import_part, support_reason
from pycompile.importer.fx_importer import (
    describe_location,
    graph_signature,
    size_arithmetic,
    split_inputs,
)
from pycompile.layout import Layout
from pycompile.partition import propose_parts, split
from pycompile.report import ACTIVE, Fallback, GraphReport
from pycompile.targets.cpu.machine import CpuSettingError

# The CPU target (llvmlite's bindings with it) is imported with the backend,
# before any graph: imported inside the first graph's compile, its 40 ms of
# imports and the full garbage collection they set off (150-200 ms) counted
# as that graph's.
targets.get("cpu")

aten = torch.ops.aten

def target_names() -> tuple[str, ...]:
    """The values of the `target` option: "auto" (generated code for the
    graph's devices, see `_target`) and each registered target's name
    (`targets.register`)."""
    return ("auto", *targets.names())

# "reduce-overhead": graphs on CUDA devices (inference, and a training step's
# forward and backward) captured in CUDA graphs (`runtime.cuda_graph`);
# elsewhere the same as "default".
MODES = ("default", "reduce-overhead")



def check_option(name: str, value, allowed: tuple) -> None:
    """Raises a ValueError naming option `name` and `value` unless `value`
    is one of `allowed`, of its type too (1 is not True, for fullgraph)."""
    if not any(type(value) is type(a) and value == a for a in allowed):
        raise ValueError(
            f"pycompile: unknown {name} {value!r}; allowed values: {', '.join(map(repr, allowed))}"
        )


def dump_dir_option(value) -> str | None:
    """The directory of option `dump_dir` (None: PYCOMPILE_DUMP_DIR's, if
    set); a TypeError naming the value unless it is a path or None (an
    int would have been dumped into a directory named after it)."""
    if value is not None and not (isinstance(value, (str, os.PathLike)) and os.fspath(value)):
        raise TypeError(f"pycompile: dump_dir must be a directory path (str or os.PathLike) "
                        f"or None, got {type(value).__name__} {value!r}")
    dump = value if value is not None else os.environ.get("PYCOMPILE_DUMP_DIR") or None
    return os.fspath(dump) if dump else None


def options_from(mode: str | None, settings: dict) -> Options:
    """The Options of `torch.compile(backend="pycompile", mode=..., options=...)`."""
    if mode is not None:
        check_option("mode", mode, MODES)
    unknown = sorted(set(settings) - {"target", "fullgraph", "dump_dir"})
    if unknown:
        raise ValueError(f"pycompile: unknown option(s) {', '.join(map(repr, unknown))} in "
                         "torch.compile's options=; pycompile takes 'target', 'fullgraph' and "
                         "'dump_dir' there (pycompile.jit takes them as keyword arguments)")
    check_option("target", settings.get("target", "auto"), target_names())
    check_option("fullgraph", settings.get("fullgraph", False), (False, True))
    return Options(target=settings.get("target", "auto"),
                   fullgraph=settings.get("fullgraph", False),
                   dump_dir=dump_dir_option(settings.get("dump_dir")), mode=mode or "default")


_graph_ids = itertools.count()
_derivation_ids = itertools.count()  # dump_dir/autodiff_NNN
_log = logs.get_logger("graphs")
_fallback_log = logs.get_logger("fallback")


class PycompileFallbackWarning(UserWarning):
    """A graph or part that pycompile failed to compile runs in eager instead."""


class PycompileDumpWarning(UserWarning):
    """A stage could not be written into `dump_dir`; the compile goes on."""


class PycompileError(RuntimeError):
    """Raised instead of falling back when `fullgraph=True`."""


@dataclass(frozen=True)
class Options:
    target: str = "auto"
    fullgraph: bool = False
    dump_dir: str | None = None
    # A graph Dynamo made symbolic: compiled so (True and None, as
    # torch.compile), or compiled again, static, for each input signature it
    # meets (False, see `_specializing`).
    dynamic: bool | None = None
    mode: str = "default"


def _torch_views(gm: torch.fx.GraphModule, library: set[torch.fx.Node]) -> set[torch.fx.Node]:
    """`library` (nodes torch runs) and the views that torch nodes or the
    graph's outputs read: in torch they are free, and a returned view stays a
    view of its base, as in eager (a later in-place change to the base shows
    through it); pyc would copy each into a part's output (a weight's
    transpose saved for the backward, the transposed gradient a weight
    gradient's product reads). A view that pyc nodes read too is split in
    `gm`: torch gets a view of its own, and pyc's stays an index map in its
    kernels."""
    # (The elements of a torch node's tuple result are torch's too.)
    chosen = set(library) | {u for n in library for u in n.users
                             if u.target is operator.getitem}
    for node in reversed(gm.graph.nodes):
        # A split's pieces are views too: torch gets the split of the pieces
        # it reads (GPT-2's queries, for cuDNN's attention), pyc one of its
        # own (the keys and values, for the cache's concat).
        if not aliases(node):
            continue
        pyc_users = [u for u in node.users if u not in chosen and u.op != "output"]
        if len(pyc_users) == len(node.users):
            continue
        if pyc_users:
            with gm.graph.inserting_after(node):
                twin = gm.graph.node_copy(node)
            for user in pyc_users:
                user.replace_input_with(node, twin)
        chosen.add(node)
    return chosen



class _Support:
    """Which nodes go to pyc; remembers why the others do not (`library`:
    nodes deliberately left to torch, which are not fallbacks)."""

    def __init__(self, library: set[torch.fx.Node] = frozenset()) -> None:
        self.reasons: dict[torch.fx.Node, str] = {}
        self.library = library

    def __call__(self, node: torch.fx.Node) -> bool:
        if node.op != "call_function" or node in self.library:
            return False
        if size_arithmetic(node):  # not a tensor op left in eager
            return False
        reason = support_reason(node)
        if reason is not None:
            self.reasons[node] = reason
        return reason is None


def _dump(directory: Path | None, name: str, render: Callable[[], str]) -> None:
    """Writes `render()` to `directory/name`; rendered only when dumping (a
    module's text with locations took 30-120 ms of a training step's compile)."""
    if directory is None:
        return
    try:
        directory.mkdir(parents=True, exist_ok=True)
        (directory / name).write_text(render())
    except OSError as error:
        # A dump is for the developer: compiling goes on without it.
        warnings.warn(f"pycompile: cannot write {name} into dump_dir {directory}: {error}",
                      PycompileDumpWarning, stacklevel=2)


def _derivation_dumper(options: Options) -> Callable | None:
    """Under `dump_dir`, a training graph's derivation (`training.derive`)
    writes its stages into `dump_dir/autodiff_NNN` (numbered on first use)."""
    if not options.dump_dir:
        return None
    directory = None

    def dump(name: str, module) -> None:
        nonlocal directory
        directory = directory or Path(options.dump_dir) / f"autodiff_{next(_derivation_ids):03d}"
        _dump(directory, name, lambda: _module_text(module))

    return dump


def _kernels(module) -> list[str]:
    """`kind: op, op, ...` for each pyc.kernel, for `explain`."""
    kernels = []
    for op in module.body.operations[0].regions[0].blocks[0].operations:
        if op.operation.name == "pyc.kernel":
            kind = str(op.attributes["kind"]).removeprefix("#pyc<kernel ").rstrip(">")
            body = op.regions[0].blocks[0].operations
            names = [o.operation.name.removeprefix("pyc.") for o in body
                     if o.operation.name not in ("pyc.yield", "pyc.constant")]
            kernels.append(f"{kind}: {', '.join(names)}")
    return kernels


@contextlib.contextmanager
def _timed(report: GraphReport, stage: str):
    start = time.perf_counter()
    yield
    report.stage_seconds[stage] = report.stage_seconds.get(stage, 0.0) + (
        time.perf_counter() - start)


def _module_text(module) -> str:
    # Locations included, so the file replays in pycompile-opt with the user's lines.
    return module.operation.get_asm(enable_debug_info=True)


def _reproducer(dump_dir: Path | None, report: GraphReport, part: str, stage: str) -> Path:
    """Where the reproducer of a failing or crashing pipeline stage goes:
    beside the stage's dump, else in the temp dir (`pipeline.scratch_reproducer`)."""
    if dump_dir is not None:
        return dump_dir / f"{stage}.reproducer.mlir"
    return pipeline.scratch_reproducer(f"graph_{report.index:03d}-{part}-{stage}")


def compile_part(sub: torch.fx.Graph, target: targets.Target, options: Options,
                 report: GraphReport, dump_dir: Path | None, context,
                 name: str = "part") -> CompiledPart:
    """Imports one FX part into pyc, in MLIR `context`, runs the pipeline and
    lowers it for `target`. Under target="auto", a part the target cannot
    lower runs in the reference executor. A part compiled before, by any
    process, is loaded from the target's on-disk cache without import or
    passes (unless dumping). A pass that fails or crashes raises (a
    `pipeline.PipelineError` in a `_StageError`) after writing a reproducer
    (`_reproducer`); after a crash `context` must not be used again."""
    output = sub.output_node().args[0]
    placeholders = [n for n in sub.nodes if n.op == "placeholder"]
    tensors, sizes = split_inputs(sub)
    arguments = ([placeholders.index(n) for n in tensors],
                 [placeholders.index(n) for n in sizes]) if sizes else None
    single = not isinstance(output, (tuple, list))
    outputs = 1 if single else len(output)
    signature = graph_signature(sub) if target.caches and dump_dir is None else None
    if signature is not None:
        # Unfaked: AOTAutograd compiles under FakeTensorMode, and the
        # program's arena must be a real tensor (as below).
        with _timed(report, "part cache"), unset_fake_temporarily():
            cached = target.load(signature)
        if cached is not None:
            program, record = cached
            _count_memory(report, program)
            report.kernels.extend(record["kernels"])
            # The inputs the import took as buffers (`import_part`).
            inputs = [layout.Layout(**{k: v and tuple(v) for k, v in taken.items()})
                      if taken else None for taken in record["inputs"]]
            results = [layout.plan(n.meta.get("val")) for n in ([output] if single else output)]
            return CompiledPart(program, outputs, single, record["pyc"], record["kernels"],
                                arguments=arguments, layouts=(inputs, results))

    from mlir import ir

    stage = "import"
    try:
        with context:
            with _timed(report, stage):
                module, *layouts = import_part(sub, "graph")
                targets.attach(module, target.target_attribute())
            module.operation.verify()
            _dump(dump_dir, "01_import.mlir", lambda: _module_text(module))
            stage = "graph pipeline"
            for i, entry in enumerate(pipeline.stages(pipeline.GRAPH_PIPELINE), start=2):
                stage = pipeline.stage_name(entry)
                with _timed(report, stage):
                    pipeline.run(module, entry,
                                 _reproducer(dump_dir, report, name, f"{i:02d}_{stage}"))
                _dump(dump_dir, f"{i:02d}_{stage}.mlir", lambda: _module_text(module))
            kernels = _kernels(module)
            report.kernels.extend(kernels)
            text = str(module)
            stage = f"{target.name} codegen"
            stage_file = f"{i + 1:02d}_{pipeline.stage_name(target.pipeline or target.name)}"
            try:
                # AOTAutograd compiles under FakeTensorMode; constants the
                # program builds now must be real tensors.
                with _timed(report, stage), unset_fake_temporarily():
                    program = target.lower(module, text,
                                           _reproducer(dump_dir, report, name, stage_file))
            except Exception as error:
                # A crash is a bug to report, not a part to hand to the
                # reference executor (nor may its context parse again).
                if options.target != "auto" or target is _REFERENCE \
                        or getattr(error, "crashed", False):
                    raise
                # The module may be lowered halfway: the reference executor
                # gets the fused text again.
                report.reference_parts.append(
                    f"{_first_op(sub)}: {type(error).__name__}: {error}")
                _fallback_log.debug("graph %d: part runs in the reference executor: %s",
                                    report.index, report.reference_parts[-1])
                target, signature = _REFERENCE, None
                stage = "reference executor"
                with _timed(report, stage), unset_fake_temporarily():
                    program = target.lower(ir.Module.parse(text), text, None)
            _count_memory(report, program)
            if target.pipeline is not None:
                _dump(dump_dir, f"{stage_file}.mlir", lambda: _module_text(module))
    except Exception as error:  # noqa: BLE001 - every failure becomes a fallback
        raise _StageError(stage, error) from error
    return CompiledPart(program, outputs, single, text, kernels, signature, target, arguments,
                        tuple(layouts))


def _count_memory(report: GraphReport, program) -> None:
    """Adds a program's memory plan (where its target plans memory) to the graph's."""
    if hasattr(program, "arena_bytes"):
        report.arena_bytes = (report.arena_bytes or 0) + program.arena_bytes
        report.naive_bytes = (report.naive_bytes or 0) + program.naive_bytes


class _StageError(Exception):
    def __init__(self, stage: str, error: Exception) -> None:
        super().__init__(f"{stage}: {type(error).__name__}: {error}")
        self.stage = stage
        self.error = error


def _first_op(sub: torch.fx.Graph) -> str:
    for node in sub.nodes:
        if node.op == "call_function":
            return f"{node.target} at {describe_location(node)}"
    return "<empty>"


_REFERENCE = targets.get("reference")


def _target(values, options: Options) -> targets.Target | None:
    """The target of a graph whose tensors include `values` (others are
    ignored): "auto" means generated code for their devices
    (`targets.for_devices`), else the reference executor. None where the
    target cannot run their devices (meta tensors, a device with no code
    generator): the graph then stays in torch."""
    devices = {v.device.type for v in values if isinstance(v, torch.Tensor)}
    target = targets.for_devices(devices) if options.target == "auto" \
        else targets.get(options.target)
    return target if devices <= target.devices else None


def _graph_values(gm: torch.fx.GraphModule) -> list:
    """The values `gm`'s nodes were traced with (tensors among them)."""
    return [v for n in gm.graph.nodes for v in pytree.tree_leaves(n.meta.get("val"))]


def compile_graph(gm: torch.fx.GraphModule, options: Options, derivation=None,
                  ahead: bool = False):
    """Compiles one core-ATen graph; unsupported parts stay in eager.
    `derivation`: for a training graph, whose backward it is or has.
    `ahead`: the graph is compiled alongside another (a forward and its
    backward): it is lowered now and its machine code starts at once, on a
    core of its own (`Target.builder`); what returns is then a function that
    finishes the compile (and reports it to an active `explain`)."""
    report = GraphReport(index=next(_graph_ids), derivation=derivation)
    steps = _compile_graph(gm, options, report, ahead)

    def step():  # None: lowered, its code building; else the result
        start = time.perf_counter()
        try:
            return _or_eager(lambda: next(steps), gm, options, report, f"graph {report.index}")
        finally:
            report.compile_seconds += time.perf_counter() - start

    lowered = step()

    def finish():
        result = step() if lowered is None else lowered
        if (active := ACTIVE.get()) is not None:
            active.graphs.append(report)
        return result

    return finish if ahead else finish()


def _or_eager(compile_: Callable, gm: torch.fx.GraphModule, options: Options,
              report: GraphReport | None, what: str):
    """`compile_()`, or `gm` itself (eager PyTorch) with a warning if that
    fails: every compile failure becomes a fallback (with `fullgraph=True`,
    a PycompileError)."""
    try:
        return compile_()
    except (PycompileError, RestartAnalysis, SkipFrame, CpuSettingError):
        # RestartAnalysis and SkipFrame are Dynamo's control flow (trace the
        # frame again, with a 0-d tensor's value as a Python scalar, say),
        # not failures: caught, the frame would run in eager every time.
        # CpuSettingError is a setting to fix (PYCOMPILE_CPU), not a graph
        # that failed: every graph would run in eager.
        raise
    except Exception as error:  # noqa: BLE001 - every compile failure becomes a fallback
        _warn_fallback(report, options, f"pycompile: {what} failed to compile "
                       f"({type(error).__name__}: {error}); it runs in eager PyTorch", error)
        return gm


def _warn_fallback(report: GraphReport | None, options: Options, message: str,
                   error: Exception) -> None:
    """Warns that something runs in eager instead (raises with `fullgraph=True`)."""
    if options.fullgraph:
        raise PycompileError(message) from error
    if report is not None:
        report.failure = message
    warnings.warn(message, PycompileFallbackWarning, stacklevel=4)


def _compile_graph(gm: torch.fx.GraphModule, options: Options, report: GraphReport,
                   ahead: bool):
    """Compiles `gm` in two steps (`compile_graph`): yields None once its
    parts are lowered and their machine code is building, then the result
    (at once, where nothing is lowered)."""
    index = report.index
    dump_root = Path(options.dump_dir) / f"graph_{index:03d}" if options.dump_dir else None
    _dump(dump_root, "00_fx_graph.txt", lambda: gm.print_readable(print_output=False))

    target = _target(_graph_values(gm), options)
    report.target = target.name if target is not None else None
    if target is None:
        devices = sorted({str(v.device) for n in gm.graph.nodes
                          for v in pytree.tree_leaves(n.meta.get("val"))
                          if isinstance(v, torch.Tensor)})
        reason = f"target {options.target!r} does not run tensors on {', '.join(devices)}"
        report.fallbacks.append(Fallback("graph", reason, "<graph>"))
        if options.target != "auto":
            _warn_fallback(report, options, f"pycompile: graph {index}: {reason}; "
                           "it runs in eager PyTorch", ValueError(reason))
        yield gm
        return
    for node in gm.graph.nodes:
        if node.op == "call_function":
            report.ops[str(node.target)] += 1
    support = _Support(_torch_views(gm, target.library_nodes(gm, report)))
    proposed = propose_parts(gm.graph, support)
    for node, reason in support.reasons.items():
        report.fallbacks.append(Fallback(str(node.target), reason, describe_location(node)))
        _fallback_log.debug("graph %d: %s at %s runs in eager: %s", index, node.target,
                            describe_location(node), reason)
    if options.fullgraph and report.fallbacks:
        first = report.fallbacks[0]
        raise PycompileError(
            f"fullgraph=True, but {first.op} at {first.location} cannot be compiled: {first.reason}"
        )
    if not proposed:
        yield gm
        return
    # One MLIR context for the graph's parts, loading only the dialects the
    # importer builds ops of: passes load the rest.
    import pycompile

    context = pycompile.context(dialects=("func", "pyc"))
    with target.builder(ahead) as builder:
        parts = []
        for name, sub in split(gm, proposed):
            part_dir = dump_root / name if dump_root else None
            try:
                part = compile_part(sub, target, options, report, part_dir, context, name)
            except _StageError as error:
                if getattr(error.error, "crashed", False):
                    # The crashed pass left the context unusable (see
                    # `pipeline.PipelineError`): the next parts get another.
                    context = pycompile.context(dialects=("func", "pyc"))
                _fall_back(gm, report, options, name, sub, error)
                continue
            parts.append((name, sub, part))
            if builder is not None:
                builder.add(part.program)
        yield None
        if builder is not None:
            parts = _with_machine_code(gm, parts, report, options, target, builder)
    for name, sub, compiled in parts:
        compiled.entry = target.part_entry(compiled.program)
        setattr(gm, name, compiled)
        report.partitions += 1
        report.pyc.append(compiled.pyc_text)
        report.pyc_inputs.append(_traced_inputs(sub, compiled.input_layouts))
        for n in sub.nodes:
            if n.op == "call_function":
                report.imported_ops[str(n.target)] += 1
    _log.debug("graph %d: %d ops, %d parts through pyc, %d ops in eager", index,
               sum(report.ops.values()), report.partitions, len(report.fallbacks))
    compiled_graph.prepare(gm)
    # What runs: torch's ops, and each part called where it was.
    _dump(dump_root, "zz_partitioned.py", lambda: gm.graph.python_code("self").src)
    yield compiled_graph.runnable(gm)


def _traced_inputs(sub: torch.fx.Graph, inputs: list[Layout | None]) -> list | None:
    """The arguments of a part's function as Dynamo traced them, run-time
    sizes at their hints: meta tensors (each tensor input's buffer, in the
    order of its layout in `inputs`), then the vector of size inputs, if
    any (`split_inputs`); None where a size has no hint. `explain(profile=True)`
    times kernels with run-time sizes at these sizes."""
    tensors, sizes = split_inputs(sub)
    shapes = []
    for n, planned in zip(tensors, inputs or [None] * len(tensors)):
        shape = planned.buffer_shape(n.meta["val"].shape) if planned else n.meta["val"].shape
        shapes.append([decompositions.size_hint(d) for d in shape])
    values = [decompositions.size_hint(n.meta["val"]) for n in sizes]
    if None in values or any(None in shape for shape in shapes):
        return None
    args = [torch.empty(shape, dtype=n.meta["val"].dtype, device="meta")
            for shape, n in zip(shapes, tensors)]
    return args + ([[int(v) for v in values]] if sizes else [])


def _fall_back(gm: torch.fx.GraphModule, report: GraphReport, options: Options, part: str,
               sub: torch.fx.Graph, error: _StageError) -> None:
    """Runs a part of `gm` that failed to compile in eager PyTorch, with a
    warning (with `fullgraph=True`, raises instead)."""
    message = f"pycompile: graph {report.index} part {part} failed at stage {error}; " \
              f"it runs in eager PyTorch (first op: {_first_op(sub)})"
    _warn_fallback(report, options, message, error.error)
    setattr(gm, part, torch.fx.GraphModule(gm, sub))


def _with_machine_code(gm: torch.fx.GraphModule, parts: list, report: GraphReport,
                       options: Options, target: targets.Target, builder) -> list:
    """`parts` (name, FX part, CompiledPart) once the lowered ones have their
    machine code from `builder` (which has been compiling them since they
    were lowered), each recorded in the on-disk cache under its FX part; a
    part whose code fails is left out, in eager."""
    stage = f"{target.name} codegen"
    with _timed(report, stage), unset_fake_temporarily():
        programs = builder.build([compiled.program for _, _, compiled in parts])
    built = []
    for (name, sub, compiled), program in zip(parts, programs):
        if isinstance(program, Exception):
            _fall_back(gm, report, options, name, sub, _StageError(stage, program))
        else:
            compiled.program = program
            built.append((name, sub, compiled))
            if compiled.signature is not None:
                compiled.target.save(compiled.signature, program, {
                    "pyc": compiled.pyc_text, "kernels": compiled.kernels,
                    "inputs": [dict(order=planned.order, strides=planned.strides,
                                    extents=planned.extents) if planned else None
                               for planned in compiled.input_layouts]})
    return built


def _plain_inference(graph: torch.fx.GraphModule, dynamo_inputs: int) -> bool:
    """Whether AOTAutograd's wrapper around this inference graph would do
    nothing but call it: plain tensors, Dynamo's `dynamo_inputs` arguments
    as they are (none deduplicated or lifted), no input mutated, no alias
    returned. Dynamo may then call the compiled graph itself, which saved
    10-25 µs a call on 512x768 softmax and RMS norm: after a kernel has
    pushed the interpreter's data out of the caches, every Python layer
    costs several times its warm cost."""
    context = torch._guards.TracingContext.try_get()
    meta = getattr(context, "fw_metadata", None)
    placeholders = [n for n in graph.graph.nodes if n.op == "placeholder"]
    return (
        # DDPOptimizer's first call of a bucket's graph, on fake inputs at
        # compile time: AOTAutograd's wrapper answers it with the fake
        # outputs it traced (`fakify_first_call`), the program could not.
        meta is not None and not context.fakify_first_call
        and len(placeholders) == dynamo_inputs == len(meta.input_info)
        and all(isinstance(m, (int, PlainTensorMeta))
                for m in (*meta.subclass_inp_meta, *meta.subclass_fw_graph_out_meta))
        and not any(i.mutates_data or i.mutates_metadata for i in meta.input_info)
        and meta.num_outputs_aliased == 0 and meta.num_unsafe_view_outputs == 0
        and meta.num_intermediate_bases == 0 and not meta.tokens
        and not meta.is_rng_op_functionalized
    )


def _symbolic(x) -> bool:
    """Whether Dynamo traced graph input `x` with symbolic sizes (or as a symbolic number)."""
    if isinstance(x, torch.Tensor):
        return any(isinstance(d, torch.SymInt) for d in (*x.shape, *x.stride()))
    return isinstance(x, (torch.SymInt, torch.SymFloat))


def _reads_values(gm: torch.fx.GraphModule) -> bool:
    """Whether `gm` reads a tensor's value into Python (`.item()`: Dynamo
    passes a Python float that changed between calls as a 0-d tensor and
    reads it back). Such a graph is not specialized per input signature:
    traced again with real inputs, the read is data-dependent."""
    return any(n.op == "call_method" and n.target == "item"
               or n.target is aten._local_scalar_dense.default for n in gm.graph.nodes)


def _specializing(gm: torch.fx.GraphModule, dynamic: list[int], compile_static: Callable):
    """Runs a graph that Dynamo made dynamic (a size changed between calls)
    as static graphs, one compiled (`compile_static(gm, args)`) for each
    signature of the `dynamic` inputs on first sight (Dynamo's guards fix
    the rest), up to Dynamo's recompile limit; later signatures run in eager
    PyTorch, with one warning. This is how `jit(dynamic=False)` keeps a
    static graph per shape with Dynamo's default `dynamic=None`:
    torch.compile's dynamic=False switches Dynamo's config on every call,
    20-30 µs of a 512x768 softmax's 170-200."""
    compiled: dict = {}

    def run(*args):
        key = tuple((args[i].shape, args[i].stride()) if isinstance(args[i], torch.Tensor)
                    else args[i] for i in dynamic)
        fn = compiled.get(key)
        if fn is None:
            if len(compiled) < torch._dynamo.config.recompile_limit:
                fn = compile_static(gm, list(args))
            else:
                warnings.warn(
                    f"pycompile: a graph met more than {len(compiled)} input signatures "
                    "(torch._dynamo.config.recompile_limit); it runs in eager PyTorch for "
                    "new ones", PycompileFallbackWarning, stacklevel=2)
                fn = gm
            compiled[key] = fn
        return fn(*args)

    return disable(run, reason="pycompile's specialized graphs")


@dataclass(frozen=True)
class Backend:
    """A Dynamo backend compiling with `options`: AOTAutograd normalizes each
    graph (and splits training graphs into forward and backward); a plain
    inference graph is then called without AOTAutograd's runtime wrapper.

    An object that holds only its options, so that what is compiled with it
    pickles: torch.compile's module wrapper pickles as its module and its
    Dynamo settings, this backend among them, and the process that loads
    it compiles again (a function made inside another is not picklable)."""

    options: Options = Options()
    __name__ = "pycompile"  # how Dynamo's messages name the backend

    def __call__(self, gm: torch.fx.GraphModule, example_inputs):
        return _or_eager(lambda: _normalized(self, gm, example_inputs), gm, self.options, None,
                         "a graph")


def _writing(compiled: Callable, updates: dict[int, int]) -> Callable:
    """`compiled`, writing the outputs that are inputs' new values into
    those inputs itself (`cuda_graph.written`; `updates`, output -> input):
    AOTAutograd's copies of batch norm's running statistics, 60 a resnet18
    training step, about 10 us of host time each on an H200 host and as
    many kernels, then copy nothing."""
    from pycompile.runtime.cuda_graph import written

    return lambda *args: written(compiled(*args), args, updates)


def _input_updates(meta, graph: torch.fx.GraphModule) -> dict[int, int]:
    """Which outputs of the forward `graph` (AOTAutograd's `meta`) are the
    new values of which of its inputs, which AOTAutograd copies into them
    after each call (data only: batch norm's running statistics); output ->
    input. Empty where the graph's inputs are not the call's one for one
    (effect tokens, aliased inputs merged into a base) or an output is not
    its input's like."""
    placeholders = [n for n in graph.graph.nodes if n.op == "placeholder"]
    if meta is None or meta.tokens or len(placeholders) != len(meta.input_info):
        return {}
    outputs = graph.graph.output_node().args[0]
    updates = {k: i for k, i in enumerate(meta.mutated_inp_runtime_indices)
               if meta.input_info[i].mutates_data and not meta.input_info[i].mutates_metadata}
    for k, i in updates.items():
        value, new = placeholders[i].meta.get("val"), getattr(outputs[k], "meta", {}).get("val")
        if not isinstance(value, torch.Tensor) or not isinstance(new, torch.Tensor) or \
                value.shape != new.shape or value.dtype != new.dtype:
            return {}
    return updates


def _cuda_graphs(options: Options, example_inputs) -> bool:
    """Whether a graph's calls are captured in CUDA graphs (`runtime.cuda_graph`)."""
    return options.mode == "reduce-overhead" and any(
        isinstance(x, torch.Tensor) and x.is_cuda for x in example_inputs)


def make_backend(options: Options = Options()) -> Backend:
    """The Dynamo backend compiling with `options` (see `Backend`)."""
    return Backend(options)


def _graph_key(gm: torch.fx.GraphModule) -> tuple:
    """What a graph's compile depends on: its code and its inputs' shapes,
    strides and dtypes (as text: comparing symbolic sizes would guard)."""
    return gm.code, tuple(
        (str(v.shape), str(v.stride()), v.dtype) if isinstance(v, torch.Tensor) else repr(v)
        for v in (n.meta.get("val") for n in gm.graph.nodes if n.op == "placeholder"))


def _normalized(backend: Backend, gm: torch.fx.GraphModule, example_inputs):
    """`backend`'s compile of one graph from Dynamo."""
    options = backend.options

    def compiler(gm: torch.fx.GraphModule, example_inputs):
        return make_boxed_func(compile_graph(gm, options))

    dynamic = [i for i, x in enumerate(example_inputs) if _symbolic(x)]
    if options.dynamic is False and dynamic and not _reads_values(gm):
        return _specializing(gm, dynamic, backend)
    decompositions.rewrite_above_autograd(gm)
    target = _target(pytree.tree_leaves(example_inputs), options)
    table = decompositions.table(target.whole_ops if target else frozenset())
    if any(isinstance(x, (list, tuple, dict)) for x in example_inputs):
        # Nested inputs (compiled autograd's graphs): torch's wrapper flattens them.
        return aot_autograd(fw_compiler=compiler, decompositions=table)(
            gm, example_inputs)
    # AOTAutograd compiles with grad mode off: the user's mode is read
    # here. Dynamo guards it, so an inference graph is only called as one.
    inference, plain = not torch.is_grad_enabled(), []
    if not inference:
        training.detach_no_grad_regions(gm)
    undo_layouts = target.before_autograd(gm) if inference and target is not None else None
    # A training graph's: whose backward runs (`training.make_partition`).
    derivations: list[training.Derivation] = []

    def derivation():
        return derivations[0] if derivations else None

    graphed = _cuda_graphs(options, example_inputs)
    leaves: list[bool] = []  # per forward input: a leaf whose gradient autograd keeps
    # The partition's backward graph, and its compile, started with the
    # forward's (`compile_graph`'s `ahead`: on a CPU, the LLVM of each on a
    # core of its own as soon as it is lowered), keyed by what `backward`
    # checks.
    halves: list[torch.fx.GraphModule] = []
    ahead: dict[tuple, Callable] = {}

    def partition(*args, **kwargs):
        forward_graph, backward_graph = partition_halves(*args, **kwargs)
        halves[:] = [backward_graph]
        return forward_graph, backward_graph

    def forward(graph: torch.fx.GraphModule, inputs):
        finish = compile_graph(graph, options, derivation(), True) if halves else None
        if halves:
            with unset_fake_temporarily():  # (as AOTAutograd copies it)
                backward_graph = copy.deepcopy(halves.pop())
            key = _graph_key(backward_graph)  # (compiling changes the graph)
            ahead[key] = compile_graph(backward_graph, options, derivation(), True)
        compiled = finish() if finish else compile_graph(graph, options, derivation())
        meta = getattr(torch._guards.TracingContext.try_get(), "fw_metadata", None)
        if graphed:
            from pycompile.runtime.cuda_graph import CudaGraphed

            # A training forward's outputs after the caller's are the tensors
            # it saves for the backward: they stay in its capture.
            compiled = CudaGraphed(compiled, cloned=None if inference else meta.num_forward,
                                   updates=_input_updates(meta, graph))
            leaves[:] = [i.is_leaf and i.requires_grad for i in meta.input_info]
        elif updates := _input_updates(meta, graph):
            compiled = _writing(compiled, updates)
        if inference and _plain_inference(graph, len(example_inputs)):
            runs_on = _target(_graph_values(graph), options)
            plain.append(runs_on.unchecked(compiled, graph) if runs_on else compiled)
        return make_boxed_func(compiled)

    def backward(graph: torch.fx.GraphModule, inputs):
        # Dynamo traces neither this compiler nor the backward it returns.
        # AOTAutograd hands over a copy of the partition's backward graph:
        # compiled already if it is the one the forward started.
        started = ahead.pop(_graph_key(graph), None)
        ahead.clear()
        compiled = started() if started else compile_graph(graph, options, derivation())
        if graphed:
            from pycompile.runtime.cuda_graph import CudaGraphed

            # Gradients are handed over where autograd hands them on (to
            # the backward of the graph before, GPT-2's model after its
            # loss: 823 MB of logits' gradient copied out and in); those it
            # keeps as a leaf's `.grad` are kept (moved if still held at the
            # next replay; the backward's outputs are the forward inputs'
            # gradients, in order). Held as `.grad`, or by torch after it
            # (on an H200, torch 2.11), one handed over kept every backward
            # from replaying.
            compiled = CudaGraphed(compiled, cloned=0,
                                   kept=frozenset(i for i, leaf in enumerate(leaves) if leaf))
        return disable(make_boxed_func(compiled), reason="pycompile's compiled backward")

    def autodiff_failed(error: Exception) -> None:
        _warn_fallback(None, options, f"pycompile: differentiating a graph failed "
                       f"({type(error).__name__}: {error}); AOTAutograd's backward runs",
                       error)

    # aot_module_simplified itself, not torch's `aot_autograd` wrapper:
    # that wrapper imports torch._inductor.debug (and with it Inductor's
    # scheduler) for its logging, 0.25 s of every process's first compile.
    # Counted as that wrapper counts it: DDPOptimizer (Dynamo's split of
    # a DDP model's graph at its gradient buckets) reads the count to know
    # that AOTAutograd compiled a bucket, and then makes the first call
    # itself, on fake inputs, which AOTAutograd's wrapper answers with
    # fake outputs. Uncounted, that first call came at run time: the
    # model returned FakeTensors.
    counters["aot_autograd"]["total"] += 1
    partition_halves = training.make_partition(
        derivations.append, autodiff_failed, target is not None and target.fused_attention,
        training.autograd_reason(gm), _derivation_dumper(options))

    def traced():
        return aot_module_simplified(
            gm, example_inputs, fw_compiler=forward,
            bw_compiler=disable(backward, reason="a compiler"), decompositions=table,
            partition_fn=partition)

    try:
        wrapped = traced()
    except Exception as error:  # noqa: BLE001 - the graph as Dynamo gave it traces
        if undo_layouts is None or isinstance(error, PycompileError):
            raise
        _log.debug("the target's layouts failed to trace (%s): Dynamo's graph as it was", error)
        undo_layouts()
        wrapped = traced()
    return plain[0] if plain else disable(wrapped, reason="pycompile's compiled graph")


def backend(gm: torch.fx.GraphModule, example_inputs, mode: str | None = None,
            options: dict | None = None):
    """The `torch.compile(backend="pycompile")` entry point. torch.compile's
    `mode=` and `options=` arrive here (at the first call: torch.compile
    hands them to no backend before): `options` takes `pycompile.jit`'s
    keyword arguments `target`, `fullgraph` and `dump_dir`."""
    options = options_from(mode, options or {})
    return make_backend(options)(gm, example_inputs)
