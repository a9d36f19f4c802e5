"""`pycompile.aot`: compile once, here, for a GPU elsewhere.

Traces a function or module on fake tensors of the target device (no GPU
needed), compiles it as `jit` would (`backend.compile_graph`), and writes a
self-contained directory that imports only torch and triton:

    program.py   the graph: torch ops where pycompile left them to torch,
                 calls to the generated parts elsewhere (with `train=True`,
                 the forward of a training step: the outputs, then the
                 values saved for the backward)
    backward.py  with `train=True`: the backward, pycompile's own where it
                 could differentiate the graph (saved values and the
                 outputs' cotangents in, a gradient per input out)
    <part>.py    each part's Triton kernels and host function
    eager.py     the same graph before compilation (ATen ops): the
                 reference `run.py --bench` times eager and torch.compile on
    data.pt      parameters, example inputs and eager's outputs on them
                 (with `train=True`, also cotangents for the outputs and the
                 gradients eager gives every float parameter and input for
                 the scalar loss sum(output * cotangent))
    explain.txt  what pycompile compiled, and what it left to torch
    run.py       --check (compare with the recorded outputs; exit 0 only
                 when they match), --bench (time against eager and
                 torch.compile), --interpret (Triton's interpreter on the CPU)
    cuda_graph.py  the program captured in a CUDA graph, for --bench
                 (`mode="reduce-overhead"`)
    launch.py    launches of the parts' kernels without Triton's per-launch
                 binding and specialization
    arguments.py  the buffer a part takes for an input whose rows are
                 padded in memory
"""

from __future__ import annotations

import contextlib
import os
import shutil
import textwrap
import traceback
from collections.abc import Callable, Sequence
from pathlib import Path

import torch
from torch._functorch.aot_autograd import make_boxed_func
from torch._subclasses.fake_tensor import DataDependentOutputException, DynamicOutputShapeException
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils import _pytree as pytree

from pycompile import backend, decompositions, targets, training
from pycompile.report import reporting
from pycompile.runtime import reference as reference_executor

_HEADER = '''"""{what}, written by pycompile.aot. Imports only torch and triton."""
import functools
import importlib.util
from pathlib import Path

import torch
from torch import device  # noqa: F401 - FX code names devices so

inf, nan, NoneType = float("inf"), float("nan"), type(None)
HERE = Path(__file__).parent


@functools.cache
def _load(file):
    spec = importlib.util.spec_from_file_location(file[:-3], HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _part(file, name, single, takes=None, restores=None):
    """A part's host function. `takes` maps an input to the order of dims
    its buffer takes, and for rows padded in memory the buffer's sizes and
    the input's strides; `restores` a result to the order back, eager's
    strides (None: the order's) and whether they leave gaps (a copy)."""
    module = _load(file)
    _load("launch.py").direct_launches(module)
    host = getattr(module, name)
    if takes or restores:
        run, takes, restores = host, takes or dict(), restores or dict()
        arguments = _load("arguments.py")
        take, restore = arguments.take_buffer, arguments.restore_buffer

        def host(*args):
            args = [take(a, *takes[i]) if i in takes else a for i, a in enumerate(args)]
            results = list(run(*args))
            for i, layout in restores.items():
                results[i] = restore(results[i], *layout)
            return results

    return (lambda *args: host(*args)[0]) if single else host

'''


class _AboveAutograd(torch.overrides.TorchFunctionMode):
    """The calls `jit` rewrites in Dynamo's graphs (SDPA as FlashAttention
    or its math formula, `decompositions.ABOVE_AUTOGRAD`), rewritten as they
    are traced, for the target's device (the tensors traced are CPU ones)."""

    def __init__(self, target: str):
        super().__init__()
        self.target = target

    def __torch_function__(self, func, types, args=(), kwargs=None):
        replacement = decompositions.ABOVE_AUTOGRAD.get(func)
        if replacement is None:
            return func(*args, **(kwargs or {}))
        return replacement(*args, **(kwargs or {}), on=self.target)


def _move(gm: torch.fx.GraphModule, device: torch.device) -> None:
    for node in gm.graph.nodes:
        for value in pytree.tree_leaves(node.meta.get("val")):
            if isinstance(value, torch.Tensor) and hasattr(value, "fake_device"):
                value.fake_device = device
        if isinstance(node.kwargs.get("device"), torch.device):
            node.kwargs = {**node.kwargs, "device": device}
    gm.recompile()


def aot(fn: Callable | torch.nn.Module, example_inputs: Sequence[torch.Tensor], *,
        out_dir: str | os.PathLike, target: str = "cuda", train: bool = False) -> Path:
    """Compiles `fn` (a function or `nn.Module`) for `target` on
    `example_inputs` (their shapes and dtypes; the values are recorded with
    eager's outputs on them) and writes the artifact to `out_dir`. Returns
    the directory. With `train=True`, a training step: the forward, and the
    backward for the gradients of every float parameter and input (not of
    buffers)."""
    if target != "cuda":
        raise ValueError(f"pycompile.aot: target must be 'cuda', got {target!r}")
    if isinstance(example_inputs, torch.Tensor) or not all(
            isinstance(x, torch.Tensor) for x in example_inputs):
        raise TypeError("pycompile.aot: example_inputs must be tensors, one per argument (a "
                        f"tuple or list: (x,) for one), got {_described(example_inputs)}")
    if not isinstance(out_dir, (str, os.PathLike)):
        raise TypeError(f"pycompile.aot: out_dir must be a directory path (str or "
                        f"os.PathLike), got {_described(out_dir)}")
    if not isinstance(train, bool):
        raise TypeError(f"pycompile.aot: train must be True or False, got {_described(train)}")
    module = fn if isinstance(fn, torch.nn.Module) else None
    state = {**dict(module.named_parameters()), **dict(module.named_buffers())} if module else {}
    names = list(state)

    def eager(*args):
        inputs = args[len(names):]
        if module is None:
            out = fn(*inputs)
        else:
            out = torch.func.functional_call(module, dict(zip(names, args)), inputs)
        outputs = tuple(pytree.tree_leaves(out))
        for index, value in enumerate(outputs):
            if not isinstance(value, torch.Tensor):
                raise TypeError(
                    f"pycompile.aot: output {index} of {_defined_at(fn)} is "
                    f"{_described(value)}, not a tensor: aot exports tensor outputs only "
                    "(for a number, return the tensor it came from, without .item() or "
                    "float())")
        return outputs

    def flat(*args):  # as traced for the target
        with _AboveAutograd(target):
            return eager(*args)

    values = [t.detach() for t in state.values()] + [x.detach() for x in example_inputs]
    # What a training step differentiates: float parameters and inputs, not
    # buffers (a rotary table's frequencies, a norm's running statistics).
    buffers = set(dict(module.named_buffers())) if module else set()
    trainable = [v.is_floating_point() and (i >= len(names) or names[i] not in buffers)
                 for i, v in enumerate(values)]
    data = {"values": values, "parameters": len(names)}
    if train:
        data.update(_eager_gradients(eager, values, trainable))
    else:
        with torch.no_grad():
            data["expected"] = list(eager(*values))
    data["exact"] = _exact_outputs(eager, values, data["expected"])
    from torch._subclasses.fake_tensor import FakeTensorMode

    # Traced on fake CPU tensors (torch's CPU builds cannot trace all ops on
    # fake CUDA ones), then moved to the target: the tensors the graph
    # describes, and the device of the tensors it creates.
    # The reference for --bench is traced without decompositions: ATen ops
    # as the user's code calls them, which torch.compile takes as it would
    # the user's (prims, which decompositions bring, it cannot).
    # A training step's reference is traced as autograd will run it (its
    # float inputs requiring grad): SDPA's memory-efficient kernel then keeps
    # the rows' logsumexp, which its backward reads.
    runs_on = targets.get(target)
    table = decompositions.table(runs_on.whole_ops)
    with _tracing(fn), FakeTensorMode(), torch.set_grad_enabled(train):
        fake = [torch.empty(v.shape, dtype=v.dtype).requires_grad_(train and wanted)
                for v, wanted in zip(values, trainable)]
        reference = make_fx(flat)(*fake)
        graphs = {} if train else {"program": make_fx(flat, decomposition_table=table)(*fake)}
    derivation = None
    if train:
        # Traced on CPU tensors: pycompile's derivation is the target's.
        token = reference_executor.TRACED_FOR.set(target)
        try:
            with _tracing(fn):
                graphs, derivation = _training_graphs(flat, values, trainable, runs_on,
                                                      len(data["expected"]))
        finally:
            reference_executor.TRACED_FOR.reset(token)
    device = torch.device(target, 0)
    _move(reference, device)
    with reporting() as report:
        for gm in graphs.values():
            _move(gm, device)
            backend.compile_graph(gm, backend.Options(
                target=target, dump_dir=os.environ.get("PYCOMPILE_DUMP_DIR") or None), derivation)

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    for file, gm in graphs.items():
        _write_program(gm, out, file, report)
    (out / "eager.py").write_text(
        _HEADER.format(what="The graph before compilation") + "\nclass Eager:\n"
        + textwrap.indent(reference.code, "    "))
    torch.save(pytree.tree_map_only(torch.Tensor, lambda t: t.cpu(), data), out / "data.pt")
    (out / "explain.txt").write_text(str(report) + "\n")
    shutil.copyfile(Path(__file__).parent / "targets" / "gpu" / "run_artifact.py", out / "run.py")
    for file in ("cuda_graph.py", "launch.py", "arguments.py"):
        shutil.copyfile(Path(__file__).parent / "runtime" / file, out / file)
    return out


def _described(value) -> str:
    """`value` in an error message: its type and (shortened) repr."""
    if isinstance(value, torch.Tensor):
        return f"a {value.dtype} tensor of shape {tuple(value.shape)}"
    text = repr(value)
    return f"{type(value).__name__} {text if len(text) <= 60 else text[:57] + '...'}"


def _defined_at(fn: Callable | torch.nn.Module) -> str:
    """`fn` in an error message: its name, and where its code is (a
    module's forward)."""
    code = getattr(type(fn).forward if isinstance(fn, torch.nn.Module) else fn, "__code__", None)
    name = type(fn).__name__ if isinstance(fn, torch.nn.Module) else getattr(fn, "__name__", fn)
    return f"{name} ({code.co_filename}:{code.co_firstlineno})" if code else str(name)


# Frames of these packages are not where the user's code needs a value.
_LIBRARIES = tuple(str(Path(file).parent) + os.sep for file in (torch.__file__, __file__))


def _user_line(error: Exception) -> str:
    """The innermost line of the traceback of `error` outside torch and
    pycompile: the user's code that called the op."""
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if not frame.filename.startswith(_LIBRARIES):
            return f"{frame.filename}:{frame.lineno} (`{frame.line}`)"
    return "the function"


@contextlib.contextmanager
def _tracing(fn: Callable | torch.nn.Module):
    """Around a trace of `fn` on fake tensors: where it stops because the
    code needs a tensor's value (which a fake tensor has not), an error that
    says what and where, and what to do, in place of the fake tensor's."""
    try:
        yield
    except DataDependentOutputException as error:
        raise NotImplementedError(
            f"pycompile.aot: {_user_line(error)} reads a tensor's value into Python "
            f"({error.func}: .item(), bool(tensor), `if tensor:`, float(tensor)), in "
            f"{_defined_at(fn)}. aot exports one graph, traced without values, for any "
            "input: where jit would break the graph there (and compile each side of the "
            "break), aot cannot. Keep the choice on tensors (torch.where in place of "
            "`if`), or export the code on each side of it on its own.") from error
    except DynamicOutputShapeException as error:
        raise NotImplementedError(
            f"pycompile.aot: {_user_line(error)} makes a tensor whose shape depends on "
            f"tensor values ({error.func}: nonzero, boolean-mask indexing, unique), in "
            f"{_defined_at(fn)}. aot exports one graph of shapes known at export: keep "
            "the shape (masked_fill or torch.where in place of x[mask]), or export the "
            "code on each side of it on its own.") from error


def _exact_outputs(eager: Callable, values: list[torch.Tensor],
                   expected: list[torch.Tensor]) -> list[torch.Tensor | None] | None:
    """The half-precision outputs computed in float64 (every float value,
    parameters too, made float64) and stored as float32 (exact to well
    below a bf16 or f16 step), against which run.py --check measures both
    its own error and eager's: such outputs round differently on the GPU
    than on the CPU at export, and which of two is closer to the exact
    values only a wider reference says. None for other outputs, and where
    there are none or the function does not run in float64."""
    if not _any_half(expected):
        return None
    try:
        with torch.no_grad():
            return _narrowed(list(eager(*_widened(values))), expected)
    except Exception:  # noqa: BLE001 - a model that fixes its own dtypes: no reference
        return None


def _exact_gradients(flat: Callable, values: list[torch.Tensor], cotangents: list[torch.Tensor],
                     grads: list[torch.Tensor | None]) -> list[torch.Tensor | None] | None:
    """The half-precision gradients computed in float64, as `_exact_outputs`
    computes outputs (the cotangents made float64 too): a bf16 weight's
    gradient, a sum over every token, is off by its rounding on the CPU at
    export as on a GPU, and only a wider reference says which is closer."""
    if not _any_half(grads):
        return None
    leaves = [v.requires_grad_() if g is not None else v for v, g in zip(_widened(values), grads)]
    wanted = [v for v in leaves if v.requires_grad]
    try:
        found = iter(torch.autograd.grad(flat(*leaves), wanted, _widened(cotangents),
                                         materialize_grads=True))
    except Exception:  # noqa: BLE001 - a model that fixes its own dtypes: no reference
        return None
    return _narrowed([next(found) if v.requires_grad else None for v in leaves], grads)


def _any_half(values: list[torch.Tensor | None]) -> bool:
    return any(v is not None and v.dtype in (torch.float16, torch.bfloat16) for v in values)


def _widened(values: list[torch.Tensor]) -> list[torch.Tensor]:
    return [v.detach().double() if v.is_floating_point() else v for v in values]


def _narrowed(wide: list, narrow: list) -> list[torch.Tensor | None] | None:
    """Each float64 value of `wide` as float32 where `narrow`'s is a half
    one of its shape, else None; None if the two do not pair up."""
    if len(wide) != len(narrow):
        return None
    return [w.float() if n is not None and n.dtype in (torch.float16, torch.bfloat16)
            and w is not None and w.dtype == torch.float64 and w.shape == n.shape else None
            for w, n in zip(wide, narrow)]


def _eager_gradients(flat: Callable, values: list[torch.Tensor], trainable: list[bool]) -> dict:
    """Eager's outputs, random cotangents for them, and the gradients of
    sum(output * cotangent) for every `trainable` value (None for the others)."""
    leaves = [v.clone().requires_grad_(wanted) for v, wanted in zip(values, trainable)]
    outputs = flat(*leaves)
    if not all(o.is_floating_point() and o.requires_grad for o in outputs):
        raise NotImplementedError(
            "pycompile.aot(train=True): every output must be a float tensor that depends on "
            "a float input (its cotangent is the loss's weight); got "
            + ", ".join(f"{o.dtype}{'' if o.requires_grad else ' without grad'}"
                        for o in outputs))
    cotangents = [torch.randn_like(o) for o in outputs]
    wanted = [v for v in leaves if v.requires_grad]
    # An input no output depends on: zeros (materialize_grads), as the
    # artifact's check expects.
    found = iter(torch.autograd.grad(outputs, wanted, cotangents, materialize_grads=True))
    grads = [next(found).detach() if v.requires_grad else None for v in leaves]
    return {"expected": [o.detach() for o in outputs], "cotangents": cotangents,
            "grads": grads, "exact_grads": _exact_gradients(flat, values, cotangents, grads)}


def _training_graphs(flat: Callable, values: list[torch.Tensor], trainable: list[bool],
                     runs_on: targets.Target, outputs: int):
    """The forward and backward FX graphs of a training step of `flat`, as
    AOTAutograd splits them with pycompile's partition (`jit`'s path) for
    target `runs_on`, and whose backward it is: traced on fake CPU tensors."""
    from torch._functorch.aot_autograd import aot_function
    from torch._subclasses.fake_tensor import FakeTensorMode

    graphs, derivations = {}, []

    def capture(name):
        def compiler(gm, inputs):
            graphs[name] = gm
            return make_boxed_func(gm)
        return compiler

    def failed(error: Exception) -> None:
        raise error

    step = aot_function(flat, fw_compiler=capture("program"), bw_compiler=capture("backward"),
                        partition_fn=training.make_partition(
                            derivations.append, failed, runs_on.fused_attention),
                        decompositions=decompositions.table(runs_on.whole_ops))
    with FakeTensorMode():
        fake = [torch.empty(v.shape, dtype=v.dtype).requires_grad_(wanted)
                for v, wanted in zip(values, trainable)]
        results = step(*fake)
        torch.autograd.backward(results, [torch.empty_like(r) for r in results])
    # The forward returns the outputs, then the saved values; the backward
    # takes the saved values, then a cotangent per output.
    returned = pytree.arg_tree_leaves(*graphs["program"].graph.find_nodes(op="output")[0].args)
    taken = len(graphs["backward"].graph.find_nodes(op="placeholder"))
    if taken - (len(returned) - outputs) != outputs:
        raise NotImplementedError(
            "pycompile.aot(train=True): the forward returns values other than the outputs "
            "and the saved values (an input mutation or an aliased output)")
    return graphs, derivations[0] if derivations else None


def _write_program(gm: torch.fx.GraphModule, out: Path, file: str, report) -> None:
    """`<file>.py`: the compiled graph `gm` as a class of that name, its
    parts beside it in `<file>_<part>.py`."""
    parts = []
    for name, part in gm.named_children():
        program = getattr(part, "program", None)
        if program is None or not hasattr(program, "source"):
            continue  # a part left to eager: its FX module is in the graph's code
        source = f"{file}_{name}.py"
        (out / source).write_text(program.source)
        takes = {i: (planned.order, planned.extents, planned.strides)
                 for i, planned in part.takes.items()}
        restores = {i: (planned.inverse, planned.strides, planned.gaps)
                    for i, planned in part.result_layouts.items()}
        parts.append(f"    {name} = staticmethod(_part({source!r}, "
                     f"{program.name!r}, {part.single_output}, {takes!r}, "
                     f"{restores!r}))\n")
    leftovers = [n for n, m in gm.named_children() if not hasattr(m, "program")]
    if leftovers:
        raise NotImplementedError(
            f"pycompile.aot: parts {leftovers} did not compile for the GPU and would "
            f"need pycompile at run time:\n{report}")
    (out / f"{file}.py").write_text(
        _HEADER.format(what=f"The compiled {file}") + f"\nclass {file.capitalize()}:\n"
        + "".join(parts) + textwrap.indent(gm.code, "    "))
