"""`pycompile.aot`: compile once, here, for a GPU elsewhere.

Traces a function or module on fake tensors of the target device (no GPU
needed), compiles it as `jit` would (`backend.compile_graph`), and writes a
self-contained directory that imports only torch and triton:

    program.py   the graph: torch ops where pycompile left them to torch,
                 calls to the generated parts elsewhere
    <part>.py    each part's Triton kernels and host function
    eager.py     the same graph before compilation (ATen ops): the
                 reference `run.py --bench` times eager and torch.compile on
    data.pt      parameters, example inputs and eager's outputs on them
    explain.txt  what pycompile compiled, and what it left to torch
    run.py       --check (compare with the recorded outputs; exit 0 only
                 when they match), --bench (time against eager and
                 torch.compile), --interpret (Triton's interpreter on the CPU)
    cuda_graph.py  the program captured in a CUDA graph, for --bench
                 (`mode="reduce-overhead"`)
"""

from __future__ import annotations

import os
import shutil
import textwrap
from collections.abc import Callable, Sequence
from pathlib import Path

import torch
from torch.fx.experimental.proxy_tensor import make_fx
from torch.utils import _pytree as pytree

from pycompile import backend, decompositions
from pycompile.report import ACTIVE, ExplainReport

_HEADER = '''"""{what}, written by pycompile.aot. Imports only torch and triton."""
import importlib.util
from pathlib import Path

import torch
from torch import device  # noqa: F401 - FX code names devices so

inf, nan, NoneType = float("inf"), float("nan"), type(None)
HERE = Path(__file__).parent


def _part(file, name, single):
    spec = importlib.util.spec_from_file_location(file[:-3], HERE / file)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    host = getattr(module, name)
    return (lambda *args: host(*args)[0]) if single else host

'''


class _AboveAutograd(torch.overrides.TorchFunctionMode):
    """The calls `jit` rewrites in Dynamo's graphs (SDPA as its math
    formula, `decompositions.ABOVE_AUTOGRAD`), rewritten as they are traced."""

    def __torch_function__(self, func, types, args=(), kwargs=None):
        replacement = decompositions.ABOVE_AUTOGRAD.get(func, func)
        return replacement(*args, **(kwargs or {}))


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
    the directory."""
    if target != "cuda":
        raise ValueError(f"pycompile.aot: target must be 'cuda', got {target!r}")
    if train:
        raise NotImplementedError(
            "pycompile.aot: train=True (a backward program) is not supported yet; "
            "export inference with train=False")
    if not all(isinstance(x, torch.Tensor) for x in example_inputs):
        raise TypeError("pycompile.aot: example_inputs must be tensors")
    module = fn if isinstance(fn, torch.nn.Module) else None
    state = {**dict(module.named_parameters()), **dict(module.named_buffers())} if module else {}
    names = list(state)

    def flat(*args):
        inputs = args[len(names):]
        with _AboveAutograd():
            if module is None:
                out = fn(*inputs)
            else:
                out = torch.func.functional_call(module, dict(zip(names, args)), inputs)
        return tuple(pytree.tree_leaves(out))

    values = [t.detach() for t in state.values()] + [x.detach() for x in example_inputs]
    with torch.no_grad():
        expected = flat(*values)
    from torch._subclasses.fake_tensor import FakeTensorMode

    # Traced on fake CPU tensors (torch's CPU builds cannot trace all ops on
    # fake CUDA ones), then moved to the target: the tensors the graph
    # describes, and the device of the tensors it creates.
    # The reference for --bench is traced without decompositions: ATen ops
    # as the user's code calls them, which torch.compile takes as it would
    # the user's (prims, which decompositions bring, it cannot).
    with FakeTensorMode(), torch.no_grad():
        fake = [torch.empty(v.shape, dtype=v.dtype) for v in values]
        reference = make_fx(flat)(*fake)
        gm = make_fx(flat, decomposition_table=decompositions.table({target}))(*fake)
    device = torch.device(target, 0)
    _move(reference, device)
    _move(gm, device)
    eager_code = reference.code
    report = ExplainReport()
    token = ACTIVE.set(report)
    try:
        backend.compile_graph(gm, backend.Options(target=target))
    finally:
        ACTIVE.reset(token)

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    parts = []
    for name, part in gm.named_children():
        program = getattr(part, "program", None)
        if program is None or not hasattr(program, "source"):
            continue  # a part left to eager: its FX module is in the graph's code
        (out / f"{name}.py").write_text(program.source)
        parts.append(f"    {name} = staticmethod(_part({name + '.py'!r}, "
                     f"{program.name!r}, {part.single_output}))\n")
    leftovers = [n for n, m in gm.named_children() if not hasattr(m, "program")]
    if leftovers:
        raise NotImplementedError(
            f"pycompile.aot: parts {leftovers} did not compile for {target} and would "
            f"need pycompile at run time:\n{report}")
    (out / "program.py").write_text(
        _HEADER.format(what="The compiled program") + "\nclass Program:\n" + "".join(parts)
        + textwrap.indent(gm.code, "    "))
    (out / "eager.py").write_text(
        _HEADER.format(what="The graph before compilation") + "\nclass Eager:\n"
        + textwrap.indent(eager_code, "    "))
    torch.save({"values": [v.cpu() for v in values], "parameters": len(names),
                "expected": [e.cpu() for e in expected]}, out / "data.pt")
    (out / "explain.txt").write_text(str(report) + "\n")
    shutil.copyfile(Path(__file__).parent / "targets" / "gpu" / "run_artifact.py", out / "run.py")
    shutil.copyfile(Path(__file__).parent / "runtime" / "cuda_graph.py", out / "cuda_graph.py")
    return out
