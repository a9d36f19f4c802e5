"""The user-facing API: `jit` and `explain`."""

from __future__ import annotations

import difflib
import functools
import os
from collections.abc import Callable

import torch

from pycompile import backend as _backend
from pycompile.report import ExplainReport, GraphBreak, GraphReport, reporting

# jit's options, for the error that names an unknown one.
_OPTIONS = ("dynamic", "target", "mode", "fullgraph", "dump_dir")


def jit(
    fn: Callable | torch.nn.Module | None = None,
    *,
    dynamic: bool | None = None,
    target: str = "auto",
    mode: str = "default",
    fullgraph: bool = False,
    dump_dir: str | os.PathLike | None = None,
    **unknown: object,
):
    """Compiles a function or `nn.Module` with pycompile.

    Returns a callable with eager's results; a module stays a module (same
    parameters and buffers, read on every call; it pickles, and compiles
    again where it is loaded). Usable as `@jit` or `@jit(target=...)`. Parts
    that pycompile cannot compile run in eager PyTorch; `fullgraph=True`
    raises instead. `dynamic` follows torch.compile: None compiles static
    first and, when a graph meets a second shape, once more with the sizes
    that changed symbolic; True is symbolic from the first call; False is
    static, one graph per shape. `dump_dir` (or the environment variable
    PYCOMPILE_DUMP_DIR) receives every stage of every graph. A bad option
    is an error here, naming it and its value.
    """
    if unknown:
        raise TypeError(f"pycompile.jit: unknown option(s) {_named(unknown)}; its options are "
                        f"{', '.join(_OPTIONS)}")
    _backend.check_option("target", target, _backend.target_names())
    _backend.check_option("mode", mode, _backend.MODES)
    _backend.check_option("dynamic", dynamic, (None, False, True))
    _backend.check_option("fullgraph", fullgraph, (False, True))
    dump = _backend.dump_dir_option(dump_dir)
    if fn is None:
        return functools.partial(
            jit, dynamic=dynamic, target=target, mode=mode, fullgraph=fullgraph, dump_dir=dump_dir
        )
    if not callable(fn):
        raise TypeError(f"pycompile.jit expects a function or nn.Module, got {type(fn).__name__}")
    # dynamic=False: static graphs, specialized by the backend rather than by
    # torch.compile(dynamic=False), which costs 20-30 µs a call (`_specializing`).
    options = _backend.Options(
        target=target, fullgraph=fullgraph, dump_dir=dump, dynamic=dynamic, mode=mode,
    )
    return torch.compile(
        fn, backend=_backend.Backend(options), dynamic=True if dynamic else None,
        fullgraph=fullgraph,
    )


def _named(unknown: dict[str, object]) -> str:
    """`name=value` for each unknown option, with the option it is close to."""
    named = []
    for name, value in unknown.items():
        close = difflib.get_close_matches(name, _OPTIONS, n=1)
        named.append(f"{name}={value!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
    return ", ".join(named)


def explain(fn: Callable, *, profile: bool = False, **jit_options):
    """`explain(fn)(*args)` compiles and runs `fn` once and returns a report
    (`report.result` is what the compiled `fn` returned).

    The report (printable; fields for tests) lists graphs, graph breaks with
    reason and user source line, ops per graph, each op that did not go through
    pyc and why, and compile time per stage. It resets TorchDynamo's caches.
    With `profile=True`, each kernel of each graph is also compiled alone and
    timed, beside the bytes it moves and the FLOPs it computes (counted from
    its IR) and the fraction of this machine's copy bandwidth and peak FLOP/s
    they reach, and timed in its graph, with how long its threads waited for
    each other (CPU target; `targets.cpu.profile`).
    """

    jit(**jit_options)  # its options checked now, not at the first call

    def run(*args, **kwargs) -> ExplainReport:
        torch._dynamo.reset()
        dynamo = torch._dynamo.explain(fn)(*args, **kwargs)
        torch._dynamo.reset()
        try:
            with reporting() as report:
                report.result = jit(fn, **jit_options)(*args, **kwargs)
        finally:
            torch._dynamo.reset()
        for reason in dynamo.break_reasons:
            frame = reason.user_stack[-1] if reason.user_stack else None
            where = f"{frame.filename}:{frame.lineno}" if frame else "<unknown>"
            report.graph_breaks.append(GraphBreak(reason.reason, where))
        if profile:
            for graph in report.graphs:
                _profile(graph)
        return report

    return run


def _profile(graph: GraphReport) -> None:
    """Fills `graph.profile` from its target, or says why it cannot (a part
    its code generator could not take, run by the reference executor, is
    one it cannot time either)."""
    from pycompile import targets

    target = targets.get(graph.target) if graph.target else None
    if target is None:
        graph.profile_note = "no target compiled the graph"
        return
    notes = []
    for index, (text, inputs) in enumerate(zip(graph.pyc, graph.pyc_inputs, strict=True)):
        try:
            profiles = target.profile(text, inputs)
        except Exception as error:  # noqa: BLE001 - a profile is a report, not a compile
            notes.append(f"part {index} not profiled ({type(error).__name__}: {error})")
            continue
        if profiles is None:
            notes.append(f"target {graph.target!r} measures no kernels")
            break
        graph.profile.extend(profiles)
    graph.profile_note = "; ".join(notes) or None
