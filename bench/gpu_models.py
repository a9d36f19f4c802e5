"""Hugging Face models as their users load them, on one GPU: eager PyTorch,
`torch.compile` (default and `mode="reduce-overhead"`) and pycompile
(`pycompile.jit`, and `torch.compile(backend="pycompile")`), inference and a
training step, in one process.

    python bench/gpu_models.py [--models gpt2,llama,bert,qwen2,vit] [--dtype bf16|f32]
                               [--steps train,infer] [--modes eager,inductor,...]
                               [--iters 20] [--tiny]

Models have random weights and the configs of real sizes (`--tiny`: a few
dims, for a run through Triton's interpreter on a CPU: `--device cpu` with
the `triton-interpret` target checks values only). Each compiled mode's
loss (training) or output (inference) and gradients are held to eager's, as
a relative error against eager's own error (eager in bf16 against eager in
f32) where the dtype is bf16. Printed: the GPU, each mode's median time
(CUDA events; every mode compiled first, then timed in turns), ratios, cold
compile time (the first call), and for pycompile the graphs, parts and
kernels its reports count.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import functools
import math
import statistics
import time

import torch

import pycompile
from pycompile.report import reporting

# Dropout off, so that every mode computes the same function.
_NO_DROPOUT = dict(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, hidden_dropout_prob=0.0,
                   attention_probs_dropout_prob=0.0, attention_dropout=0.0)


def _models(tiny: bool) -> dict:
    """name -> (make the model, make (inputs, labels) for a batch)."""
    import transformers as tf

    def lm(config_class, model_class, vocab, tokens=1024, **sizes):
        def make():
            return model_class(config_class(vocab_size=vocab, **sizes, **_NO_DROPOUT))

        def batch(device):
            shape = (2, 8) if tiny else (8 * 1024 // tokens, tokens)
            ids = torch.randint(0, vocab, shape, device=device)
            return {"input_ids": ids}, ids
        return make, batch

    small = dict(hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2)
    llama = small if tiny else dict(hidden_size=1024, intermediate_size=2816,
                                    num_hidden_layers=4, num_attention_heads=16,
                                    num_key_value_heads=4)
    models = {
        "gpt2": lm(tf.GPT2Config, tf.GPT2LMHeadModel, 97 if tiny else 50257,
                   n_layer=2 if tiny else 4, n_embd=32 if tiny else 768,
                   n_head=4 if tiny else 12, n_positions=1024),
        "llama": lm(tf.LlamaConfig, tf.LlamaForCausalLM, 97 if tiny else 32000, **llama),
        "qwen2": lm(tf.Qwen2Config, tf.Qwen2ForCausalLM, 97 if tiny else 32000, **llama),
        "bert": lm(tf.BertConfig, tf.BertForMaskedLM, 97 if tiny else 30522, tokens=512,
                   hidden_size=32 if tiny else 768, intermediate_size=64 if tiny else 3072,
                   num_hidden_layers=2 if tiny else 4, num_attention_heads=4 if tiny else 12),
    }

    def vit():
        return tf.ViTForImageClassification(tf.ViTConfig(
            image_size=32 if tiny else 224, patch_size=8 if tiny else 16,
            hidden_size=32 if tiny else 768, intermediate_size=64 if tiny else 3072,
            num_hidden_layers=2 if tiny else 4, num_attention_heads=4 if tiny else 12,
            num_labels=10, **_NO_DROPOUT))

    def images(device):
        size = 32 if tiny else 224
        return ({"pixel_values": torch.randn(2 if tiny else 32, 3, size, size, device=device)},
                torch.randint(0, 10, (2 if tiny else 32,), device=device))
    models["vit"] = (vit, images)
    return models


def _modes(target: str, dump_dir: str | None) -> dict:
    """name -> wrap(model) for each way of running a model; pycompile's
    stages are written under `dump_dir`, a folder a model and mode."""
    def dump(model, mode):
        step = "train" if model.training else "infer"
        return None if dump_dir is None else f"{dump_dir}/{type(model).__name__}_{step}_{mode}"

    return {
        "eager": lambda m: m,
        "inductor": lambda m: torch.compile(m),
        "inductor-ro": lambda m: torch.compile(m, mode="reduce-overhead"),
        "pycompile": lambda m: pycompile.jit(m, target=target, dump_dir=dump(m, "pycompile")),
        "pycompile-ro": lambda m: pycompile.jit(m, target=target, mode="reduce-overhead",
                                                dump_dir=dump(m, "pycompile-ro")),
        "backend": lambda m: torch.compile(m, backend="pycompile", options={
            "target": target, "dump_dir": dump(m, "backend")}),
    }


def _times(fn, iters: int, device: str) -> list[float]:
    """Seconds of each of `iters` calls of `fn()` (CUDA events on a GPU)."""
    times = []
    for _ in range(iters):
        if device == "cuda":
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) / 1e3)
        else:
            begin = time.perf_counter()
            fn()
            times.append(time.perf_counter() - begin)
    return times


def _timed(fn, iters: int, device: str) -> float:
    """Median seconds of `fn()` over `iters` calls (CUDA events on a GPU)."""
    return statistics.median(_times(fn, iters, device))


def _interleaved(steps: dict, iters: int, device: str, turns: int = 5) -> dict:
    """Each mode's median seconds a call over `iters` calls (at least one a
    turn), the modes taking `turns` turns, one call each before its timed
    ones (the caches back to its own code): a drift of the host's speed
    falls on every mode alike, and the ratios of one run hold. Each mode is
    warmed up first: on the CPU, 16 calls, in which pycompile's graphs time
    one thread against a team before they settle (`runtime/cpu/graph.py`;
    a UNet on channels-last data, first 10 calls 9.22 ms, after 50 8.14)."""
    for step in steps.values():
        for _ in range(16 if device == "cpu" else 2):
            step()
    times: dict = {mode: [] for mode in steps}
    for _ in range(turns):
        for mode, step in steps.items():
            step()
            times[mode] += _times(step, max(1, iters // turns), device)
    return {mode: statistics.median(t) for mode, t in times.items()}


def _step(model, inputs, labels, train: bool):
    """One inference call (the logits) or one training step (the loss, after
    its backward)."""
    if not train:
        with torch.no_grad():
            return model(**inputs).logits
    for p in model.parameters():
        p.grad = None
    loss = model(**inputs, labels=labels).loss
    loss.backward()
    return loss.detach()


def _relative(a: torch.Tensor, b: torch.Tensor) -> float:
    a, b = a.double(), b.double()
    return ((a - b).norm() / b.norm().clamp(min=1e-30)).item()


# Ops that copy or fill a tensor: where a view became a copy or a buffer
# is zeroed before a kernel adds into it, the profile lists them by shape.
_COPIES = ("aten::contiguous", "aten::clone", "aten::copy_", "aten::constant_pad_nd",
           "aten::fill_", "aten::zero_", "aten::index_add", "aten::index_put_")


def _kernel_class(name: str) -> str:
    """A GPU kernel's kind, from its name: library products and attention,
    torch's own kernels, copies, and generated (Triton) kernels."""
    lowered = name.lower()
    if any(k in lowered for k in ("gemm", "nvjet", "cutlass", "xmma", "cublas")):
        return "products"
    if any(k in lowered for k in ("flash", "cudnn", "fmha", "attention")):
        return "attention"
    if "memcpy" in lowered or "memset" in lowered:
        return "memcpy/memset"
    if "at::native" in name or name.startswith("void at::"):
        return "torch kernels"
    return "generated"


def _profile(title: str, fn) -> None:
    """The GPU kernels of three calls of `fn`, by total time; the copies by
    shape; and how a call's wall time compares with its kernels' (the rest
    is time the GPU waited for the host)."""
    import warnings

    from torch.profiler import ProfilerActivity, profile

    # The host's time a call (until its last launch), the calls that made
    # the host wait for the GPU, and the allocator's trips to the driver.
    host = []
    before = torch.cuda.memory_stats()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.cuda.set_sync_debug_mode("warn")
        try:
            for _ in range(3):
                torch.cuda.synchronize()
                begin = time.perf_counter()
                fn()
                host.append(time.perf_counter() - begin)
        finally:
            torch.cuda.set_sync_debug_mode("default")
    after = torch.cuda.memory_stats()
    driver = {k: (after.get(k, 0) - before.get(k, 0)) // 3
              for k in ("num_device_alloc", "num_device_free", "num_alloc_retries")}
    print(f"# host: {statistics.median(host) * 1e3:.2f} ms a call until its last launch; "
          f"a call's {driver}")
    for where in sorted({f"{w.filename}:{w.lineno}: {str(w.message).splitlines()[0][:90]}"
                         for w in caught}):
        print(f"#   sync at {where}")
    torch.cuda.synchronize()
    begin = time.perf_counter()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
                 record_shapes=True) as prof:
        for _ in range(3):
            fn()
        torch.cuda.synchronize()
    wall = (time.perf_counter() - begin) / 3
    events = prof.key_averages()
    # Kernels: device events, not the CPU ops that launched them nor the
    # annotations ("## Call CompiledFxGraph ...") that span them.
    on_device = [e for e in events if e.device_type == torch.autograd.DeviceType.CUDA
                 and not e.key.startswith("## ")]
    kernels = sum(e.self_device_time_total for e in on_device) / 3 / 1e6
    launches = sum(e.count for e in on_device) / 3
    print(f"# profile: {title}: {wall * 1e3:.2f} ms a call (profiled), GPU busy "
          f"{kernels * 1e3:.2f} ms, {launches:.0f} kernels a call")
    classes: dict[str, list[float]] = {}
    for e in on_device:
        entry = classes.setdefault(_kernel_class(e.key), [0.0, 0])
        entry[0] += e.self_device_time_total / 3
        entry[1] += e.count / 3
    print("# by class: " + ", ".join(f"{name} {us / 1e3:.2f} ms x{n:.0f}" for name, (us, n)
                                     in sorted(classes.items(), key=lambda kv: -kv[1][0])))
    print(events.table(sort_by="cuda_time_total", row_limit=30, max_name_column_width=70))
    # The host's side: ops by their own CPU time (a launch, a copy's call).
    print(events.table(sort_by="self_cpu_time_total", row_limit=20, max_name_column_width=70))
    copies = [e for e in prof.key_averages(group_by_input_shape=True) if e.key in _COPIES]
    for e in sorted(copies, key=lambda e: -e.device_time_total)[:25]:
        print(f"#   {e.key:24s} x{e.count // 3:<3d} {e.device_time_total / 3:9.1f} us  "
              f"{str(e.input_shapes)[:110]}")


def _gap_profile(title: str, fn, shown: int = 12) -> None:
    """Where the GPU waits in a call of `fn`: its kernels' busy time, the
    idle time between its first kernel and its last, and the longest gaps
    with the kernels on either side (a gap after a kernel: the host had not
    launched the next one yet)."""
    from torch.profiler import ProfilerActivity, profile

    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    kernels = sorted((e.time_range.start, e.time_range.end, e.name) for e in prof.events()
                     if e.device_type == torch.autograd.DeviceType.CUDA
                     and not e.name.startswith("## "))
    if not kernels:
        return
    gaps, end, busy = [], kernels[0][0], 0.0
    for i, (start, stop, _) in enumerate(kernels):
        if start > end:
            gaps.append((start - end, i))
        busy += stop - max(start, end) if stop > end else 0
        end = max(end, stop)
    span = end - kernels[0][0]
    print(f"# gaps: {title}: {span / 1e3:.2f} ms from first kernel to last, GPU busy "
          f"{busy / 1e3:.2f}, idle {(span - busy) / 1e3:.2f} ms in {len(gaps)} gaps")
    # The host's ops (torch's, CUDA runtime calls) begun during a gap, the
    # longest first: the clocks of the host's and the GPU's events are one.
    host = [e for e in prof.events() if e.device_type == torch.autograd.DeviceType.CPU]
    for gap, i in sorted(gaps, reverse=True)[:shown]:
        at = (kernels[i][0] - kernels[0][0]) / 1e3
        print(f"#   {gap:8.1f} us at {at:6.2f} ms  after {kernels[i - 1][2][:50]:50s} "
              f"before {kernels[i][2][:50]}")
        begin, stop = kernels[i][0] - gap, kernels[i][0]
        during = [(min(e.time_range.end, stop) - e.time_range.start, e.name)
                  for e in host if begin <= e.time_range.start < stop]
        top = sorted(during, reverse=True)[:6]
        print("#       host: " + ", ".join(f"{name[:40]} {us:.0f}" for us, name in top))


def _python_profile(title: str, fn) -> None:
    """Where the host's time goes in three calls of `fn`: Python functions
    by their own time (cProfile)."""
    import cProfile
    import pstats

    torch.cuda.synchronize()
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(3):
        fn()
    profiler.disable()
    torch.cuda.synchronize()
    print(f"# python profile: {title} (3 calls)")
    stats = pstats.Stats(profiler)
    stats.sort_stats("tottime").print_stats(25)
    stats.sort_stats("cumulative").print_stats(45)


@contextlib.contextmanager
def _compile_profile(title: str, report):
    """Where a first call's time goes: Dynamo's own timers (its tracing,
    AOTAutograd, the backend; seconds summed over graphs), then pycompile's
    stages summed over the graphs."""
    from torch._dynamo.utils import compilation_time_metrics

    compilation_time_metrics.clear()
    yield
    print(f"# compile profile: {title}")
    timers = sorted(((sum(v), k) for k, v in compilation_time_metrics.items()), reverse=True)
    print("#   dynamo: " + ", ".join(f"{k} {v:.2f} s" for v, k in timers[:14]))
    stages: dict[str, float] = {}
    for g in report.graphs:
        for stage, seconds in g.stage_seconds.items():
            stages[stage] = stages.get(stage, 0.0) + seconds
        if g.derivation:
            stages["derivation"] = stages.get("derivation", 0.0) + g.derivation.seconds
    stages["graphs compiled"] = sum(g.compile_seconds for g in report.graphs)
    print("#   pycompile: " + ", ".join(f"{k} {v:.2f} s" for k, v in
                                         sorted(stages.items(), key=lambda kv: -kv[1])
                                         if v >= 0.01))


class _Recorded:
    """The arguments of the last call of each graph pycompile compiles, and
    of each compiled part, while `on` (`--profile host` calls them again
    one at a time); `wrapping` installs the recorders as the graphs and
    parts compile. Nothing is held outside `recording`: a tensor held would
    keep a CUDA-graph capture from replaying."""

    def __init__(self) -> None:
        self.on = False
        self.graphs: list[list] = []  # [graph, args of its last call]
        self.parts: dict[int, list] = {}  # id -> [part's function, args of its last call]

    @contextlib.contextmanager
    def wrapping(self):
        from pycompile import backend
        from pycompile.compiled_graph import CompiledPart

        compile_graph, function = backend.compile_graph, CompiledPart.function

        def recorder(fn):
            self.graphs.append(entry := [fn, None])

            def call(*args):
                if self.on:
                    entry[1] = args
                return fn(*args)
            return call

        def compiled(gm, options, derivation=None, ahead=False):
            built = compile_graph(gm, options, derivation, ahead)
            # (Compiled ahead: a function that finishes the compile.)
            return (lambda: recorder(built())) if ahead else recorder(built)

        def part(module, bare=False):
            fn = function(module, bare)

            def call(*args):
                if self.on:
                    self.parts[id(module)] = [fn, args]
                return fn(*args)
            return call

        backend.compile_graph, CompiledPart.function = compiled, part
        try:
            yield
        finally:
            backend.compile_graph, CompiledPart.function = compile_graph, function

    @contextlib.contextmanager
    def recording(self):
        self.on = True
        try:
            yield
        finally:
            self.on = False


# Inductor's compiled graphs by id, each with the `_NodeTimes` and mode that
# time it (`--profile nodes`); "compiling": those of graphs called first now.
_INDUCTOR_GRAPHS: dict = {}


def _time_inductor_graphs() -> None:
    """Times Inductor's compiled graphs that `_INDUCTOR_GRAPHS` names (once
    a process: a class's call, patched)."""
    from torch._inductor.output_code import CompiledFxGraph

    call = CompiledFxGraph.__call__
    if getattr(call, "timed", False):
        return

    def timed(graph, inputs):
        if "compiling" in _INDUCTOR_GRAPHS:
            _INDUCTOR_GRAPHS.setdefault(id(graph), _INDUCTOR_GRAPHS["compiling"])
        owner = _INDUCTOR_GRAPHS.get(id(graph))
        if owner is None or not owner[0].on:
            return call(graph, inputs)
        begin = time.perf_counter()
        result = call(graph, inputs)
        owner[0].add(f"{owner[1]} graphs", time.perf_counter() - begin)
        return result

    timed.timed = True
    CompiledFxGraph.__call__ = timed


class _NodeTimes:
    """Each compiled graph's host time in a step, as the step runs (not
    called alone), and within pycompile's graphs each FX node's, by kind:
    the parts' calls, the views the graph makes, and torch's ops by name
    (products, convolutions, attention). Inductor's graphs are timed whole
    (`CompiledFxGraph`). Where a default-mode step's host time goes, a
    compiler against the other in one process (`--profile nodes`)."""

    def __init__(self) -> None:
        self.on = False
        self.seconds: dict[str, float] = {}
        self.calls: dict[str, int] = {}

    def add(self, label: str, seconds: float) -> None:
        self.seconds[label] = self.seconds.get(label, 0.0) + seconds
        self.calls[label] = self.calls.get(label, 0) + 1

    def timed(self, label: str, fn):
        clock = time.perf_counter

        def call(*args, **kwargs):
            if not self.on:
                return fn(*args, **kwargs)
            begin = clock()
            result = fn(*args, **kwargs)
            self.add(label, clock() - begin)
            return result
        return call

    def _kind(self, node) -> str:
        name = getattr(node.target, "__name__", str(node.target))
        if node.name.startswith("fused"):  # a compiled part (the partitioner's name)
            return "parts"
        if name in ("getitem", "_reinterpret_tensor", "_as_traced", "view", "permute",
                    "expand", "t", "transpose", "unsqueeze") or \
                getattr(node.target, "is_view", False):
            return "views"
        return name.split(".")[-2] if name.endswith((".default", ".Tensor")) else name

    @contextlib.contextmanager
    def wrapping(self, mode: str):
        """Times what `mode` compiles while in this context: pycompile's
        graphs as they are made; Inductor's as they are first called."""
        from pycompile import compiled_graph

        runnable = compiled_graph.runnable

        def timed_runnable(gm):
            graph = runnable(gm)
            if isinstance(graph, torch.fx.GraphModule):
                for node in graph.graph.nodes:
                    if node.op == "call_function":
                        node.target = self.timed(f"{mode} {self._kind(node)}", node.target)
                graph.recompile()
            return self.timed(f"{mode} graphs", graph)

        if mode.startswith("pycompile"):
            compiled_graph.runnable = timed_runnable
        _INDUCTOR_GRAPHS["compiling"] = (self, mode)
        try:
            yield
        finally:
            compiled_graph.runnable = runnable
            del _INDUCTOR_GRAPHS["compiling"]

    def report(self, title: str, mode: str, fn, steps: int = 20) -> None:
        sync = torch.cuda.synchronize if torch.cuda.is_available() else (lambda: None)
        self.seconds.clear()
        self.calls.clear()
        self.on = True
        begin = time.perf_counter()
        for _ in range(steps):
            sync()
            fn()
        sync()
        step = (time.perf_counter() - begin) / steps
        self.on = False
        rows = sorted(((s, k) for k, s in self.seconds.items() if k.startswith(f"{mode} ")),
                      reverse=True)
        print(f"# nodes: {title}: {step * 1e3:.2f} ms a step (synchronized); " + ", ".join(
            f"{k.removeprefix(mode + ' ')} {s / steps * 1e3:.2f} ms x{self.calls[k] // steps}"
            for s, k in rows))


def _host_time(fn, calls: int = 20) -> float:
    """Median host seconds of `fn()` (until it returns: its launches), the
    GPU idle before each."""
    sync = torch.cuda.synchronize if torch.cuda.is_available() else (lambda: None)
    times = []
    for _ in range(calls):
        sync()
        begin = time.perf_counter()
        fn()
        times.append(time.perf_counter() - begin)
    sync()
    return statistics.median(times)


def _host_profile(title: str, fn, recorded: _Recorded) -> None:
    """A step's host time, and each compiled graph's and part's called alone
    with the arguments of their last call: where the host's time goes."""
    from pycompile.runtime import launch

    launches = [0]
    launch_ = launch.Launcher._launch

    def counted(self, *args, **options):
        launches[0] += 1
        return launch_(self, *args, **options)

    print(f"# host profile: {title}: a step {_host_time(fn) * 1e3:.2f} ms until its last launch")
    with recorded.recording():
        fn()
    for i, (graph, args) in enumerate(recorded.graphs):
        if args is not None:
            print(f"#   graph {i}: {_host_time(lambda g=graph, a=args: g(*a)) * 1e3:.2f} ms alone")
    parts = list(recorded.parts.values())
    launch.Launcher._launch = counted
    try:
        for part, args in parts:
            part(*args)
    finally:
        launch.Launcher._launch = launch_
    total = sum(_host_time(lambda p=part, a=args: p(*a)) for part, args in parts)
    print(f"#   its {len(parts)} parts: {total * 1e3:.2f} ms alone, {launches[0]} Triton launches")
    for entry in recorded.graphs:
        entry[1] = None
    recorded.parts.clear()


def _rounding_or_fault(wrap, reference, inputs, labels, train, expected, expected_grads) -> str:
    """A float32 result past eager's error, told apart by the same mode in
    float64 against the float64 reference: equal to it, the float32
    difference is rounding that a ReLU amplified (an input within rounding
    of zero, taken the other way than float64 takes it: one element of the
    bench's UNet moved a channel's bias gradient 0.8%), not a wrong result.
    Equal to float32's rounding, not float64's: the models compute their
    loss in float32 (`logits.float()`, as Hugging Face's do)."""
    module = copy.deepcopy(reference)
    got = _step(wrap(module), inputs, labels, train)
    error = _relative(got, expected)
    if train:
        error = max(error, _relative(
            torch.cat([p.grad.flatten() for p in module.parameters()]),
            torch.cat([g.flatten() for g in expected_grads])))
    return (f"ok: rounding, float64 err {error:.0e}" if error <= 1e-6 else
            f"ERROR TOO LARGE, float64 err {error:.0e}")


def _compiled_and_checked(mode, wrap, model, inputs, labels, train, expected, expected_grads,
                          device, profile, nodes, title):
    """`model` wrapped by `mode`'s compiler, its first call timed (the
    compile) and a later call's error against `expected`: (step, recorded,
    hosted, compile seconds, error, report). `title`: the row's, for profiles."""
    wrapped = wrap(model)
    recorded = _Recorded()
    hosted = profile == "host" and mode.startswith("pycompile")
    with reporting() as report, \
            recorded.wrapping() if hosted else contextlib.nullcontext(), \
            nodes.wrapping(mode) if profile == "nodes" else contextlib.nullcontext(), \
            _compile_profile(title, report) \
            if profile == "compile" and mode != "eager" else contextlib.nullcontext():
        begin = time.perf_counter()
        _step(wrapped, inputs, labels, train)
        if device == "cuda":
            torch.cuda.synchronize()
        compile_s = time.perf_counter() - begin
    # Checked on a later call (a replay, where CUDA graphs are captured),
    # and let go of before timing: a CUDA-graphed call whose last outputs
    # are still held runs uncaptured.
    got = _step(wrapped, inputs, labels, train)
    error = _relative(got, expected)
    if train:  # all gradients as one vector (a tiny one alone has no scale)
        pairs = [(g, e) for g, e in zip((p.grad for p in model.parameters()),
                                        expected_grads) if g is not None]
        error = max(error, _relative(torch.cat([g.flatten().double() for g, _ in pairs]),
                                     torch.cat([e.flatten().double() for _, e in pairs])))
    del got
    step = functools.partial(_step, wrapped, inputs, labels, train)
    return step, recorded, hosted, compile_s, error, report


def run_case(name, make, batch, train, dtype, modes, iters, device, target, profile=False):
    torch.manual_seed(0)
    base = make().to(device)
    inputs, labels = batch(device)
    # The reference one precision up: eager's own error against it is the
    # measure of what the dtype allows.
    reference = copy.deepcopy(base).to(torch.float64 if dtype == torch.float32 else torch.float32)
    if not train:
        reference.eval()
    expected = _step(reference, inputs, labels, train)
    expected_grads = [p.grad.clone() for p in reference.parameters()] if train else []
    model = base.to(dtype)
    if not train:
        model.eval()
    # Every mode is compiled and checked first, then timed in turns
    # (`_interleaved`): the GPU machine's host is shared, and its speed
    # drifts between runs by more than the modes differ.
    torch._dynamo.reset()
    # Each mode's code for a frame is an entry of its own in Dynamo's
    # cache: room for every mode's recompiles.
    torch._dynamo.config.recompile_limit = 8 * len(modes)
    compiled = {}
    nodes = _NodeTimes()
    if profile == "nodes":
        _time_inductor_graphs()
    kind = "train" if train else "infer"
    for mode, wrap in modes.items():
        try:
            compiled[mode] = _compiled_and_checked(
                mode, wrap, model, inputs, labels, train, expected, expected_grads, device,
                profile, nodes, f"{name} {kind} {mode}")
        except Exception as error:  # noqa: BLE001 - one compiler's failure is a row
            if mode == "eager":
                raise
            print(f"{name:6s} {kind:5s} {mode:12s} FAILED: "
                  f"{type(error).__name__}: {str(error).splitlines()[0][:150]}", flush=True)
    seconds = _interleaved({mode: c[0] for mode, c in compiled.items()}, iters, device) \
        if iters else dict.fromkeys(compiled, float("nan"))  # (--iters 0: values checked only)
    rows = {}
    for mode, (step, recorded, hosted, compile_s, error, report) in compiled.items():
        title = f"{name} {kind} {mode}"
        if hosted:
            _host_profile(title, step, recorded)
        elif profile == "nodes" and mode != "eager":
            nodes.report(title, mode, step)
        elif profile == "gaps" and mode != "eager":
            _gap_profile(title, step)
        elif profile in ("gpu", "python") and mode != "eager":
            _profile(title, step)
            if profile == "python":
                _python_profile(title, step)
        parts = sum(g.partitions for g in report.graphs)
        kernels = sum(len(g.kernels) for g in report.graphs)
        # Whose backward: pycompile's (how long it took to derive is noise
        # here), or AOTAutograd's and why.
        whose = {str(g.derivation) if g.derivation.by != "pycompile" else
                 "backward by pycompile" for g in report.graphs if g.derivation}
        rows[mode] = (seconds[mode], compile_s, error, len(report.graphs), parts, kernels, whose)
    eager, _, eager_error = rows["eager"][:3]
    inductor = rows.get("inductor", (None,))[0]
    inductor_ro = rows.get("inductor-ro", (None,))[0]
    for mode, (seconds, compile_s, error, graphs, parts, kernels, whose) in rows.items():
        ratio = f"{eager / seconds:5.2f}x eager" + (
            f" {inductor / seconds:5.2f}x ind" if inductor else "") + (
            f" {inductor_ro / seconds:5.2f}x ind-ro" if inductor_ro else "")
        if error <= max(4 * (eager_error or 0), 1e-5):
            held = "ok"
        elif not math.isfinite(error):  # (a NaN or inf is no rounding)
            held = "ERROR: NOT FINITE"
        elif dtype == torch.float32:
            held = _rounding_or_fault(modes[mode], reference, inputs, labels, train,
                                      expected, expected_grads)
        else:
            held = "ERROR TOO LARGE"
        extra = f" {graphs} graphs {parts} parts {kernels} kernels {', '.join(whose)}" \
            if mode.startswith(("pycompile", "backend")) else ""
        print(f"{name:6s} {kind:5s} {mode:12s} {seconds * 1e3:9.3f} ms  {ratio}  "
              f"compile {compile_s:6.1f} s  err {error:.2e} ({held}){extra}", flush=True)


def padding_rule(iters: int) -> None:
    """cuBLAS on products of unaligned sizes as written, against the graph
    the GPU target makes of them (`_pad_products`: zero-padded operands, the
    pads' copies timed too): GPT-2's LM head and its gradients, BERT's, and
    smaller ones."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from pycompile.targets.gpu.target import _pad_products

    print("# padding: M x K x N, bf16; as written, as the GPU target pads it")
    cases = [("lm head", 8192, 768, 50257, False), ("input grad", 8192, 50257, 768, False),
             ("weight grad", 50257, 8192, 768, True), ("M rows", 50257, 8192, 768, False),
             ("bert head", 4096, 1024, 30522, False), ("short", 1024, 768, 50257, False),
             ("shorter", 256, 768, 50257, False), ("odd K", 8192, 1023, 1024, False)]
    for name, m, k, n, stored_t in cases:
        a = torch.randn(k, m, device="cuda", dtype=torch.bfloat16).t() if stored_t else \
            torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
        b = torch.randn(k, n, device="cuda", dtype=torch.bfloat16)
        gm = make_fx(torch.mm, tracing_mode="fake")(a, b)
        pads = len(_pad_products(gm))
        plain = _timed(lambda a=a, b=b: a @ b, iters, "cuda")
        padded = _timed(lambda gm=gm, a=a, b=b: gm(a, b), iters, "cuda")
        print(f"{name:12s} {m:6d} x {k:6d} x {n:6d}{' (A stored transposed)' if stored_t else ''}"
              f"  {plain * 1e6:9.1f} us  {padded * 1e6:9.1f} us  {plain / padded:5.2f}x  "
              f"({pads} pads)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="gpt2,llama,bert,qwen2,vit")
    parser.add_argument("--modes",
                        default="eager,inductor,inductor-ro,pycompile,pycompile-ro,backend")
    parser.add_argument("--steps", default="infer,train")
    parser.add_argument("--dtype", default="bf16", choices=["bf16", "f32"])
    parser.add_argument("--iters", type=int, default=20,
                        help="timed calls a mode (0: values checked, nothing timed)")
    parser.add_argument("--tiny", action="store_true")
    parser.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    parser.add_argument("--profile", nargs="?", const="gpu",
                        choices=["gpu", "python", "host", "nodes", "gaps", "compile"],
                        help="print the GPU kernels of each compiled mode (python: and "
                             "the host's Python functions; host: instead, pycompile's "
                             "graphs and parts timed alone on the host; nodes: instead, "
                             "each compiled graph's host time in a step, pycompile's by "
                             "its nodes' kinds; gaps: instead, where the GPU waits for "
                             "the host; compile: where the first call's time goes)")
    parser.add_argument("--dump", metavar="DIR",
                        help="write pycompile's stages (FX graphs, pyc, Triton) under DIR")
    parser.add_argument("--padding", action="store_true",
                        help="time the padding rule's products first")
    args = parser.parse_args()
    target = "cuda" if args.device == "cuda" else "triton-interpret"
    dtype = {"bf16": torch.bfloat16, "f32": torch.float32}[args.dtype]
    where = torch.cuda.get_device_name() if args.device == "cuda" else "CPU (Triton interpreter)"
    print(f"# {where}, torch {torch.__version__}, {args.dtype}")
    if args.padding:
        padding_rule(args.iters)
    models = _models(args.tiny)
    # Eager always runs: its time and error are what the others are held to.
    modes = {m: w for m, w in _modes(target, args.dump).items()
             if m == "eager" or m in args.modes.split(",")}
    for name in args.models.split(","):
        make, batch = models[name]
        for step in args.steps.split(","):
            run_case(name, make, batch, step == "train", dtype, modes, args.iters,
                     args.device, target, args.profile)


if __name__ == "__main__":
    main()
