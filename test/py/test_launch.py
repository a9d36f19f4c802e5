"""Direct launches of generated Triton kernels (`runtime/launch.py`): which
launches take Triton's own path (the first of each specialization, those
with constexpr keywords or launch hooks) and which call the compiled
kernel's launcher, with what. The launcher itself needs a GPU (exercised
by the artifacts' --check on one); here Triton's kernel objects and driver
are stand-ins that record the calls."""

from __future__ import annotations

import functools
import types
from concurrent import futures

import pytest
import torch

triton = pytest.importorskip("triton")

from pycompile.runtime import launch  # noqa: E402


class Compiled:
    function, packed_metadata = "function", "metadata"

    def __init__(self, calls):
        self.calls = calls

    def run(self, *args):
        self.calls.append(("direct", args))


class Kernel:
    """A `triton.jit` function's launch syntax: records Triton's path and
    returns a compiled kernel as `JITFunction.run` does."""

    def __init__(self):
        self.calls = []

    def __getitem__(self, grid):
        def run(*args, **options):
            self.calls.append(("triton", grid, args, options))
            return Compiled(self.calls)
        return run


@pytest.fixture
def kernel(monkeypatch):
    active = types.SimpleNamespace(get_current_stream=lambda device: 1234)
    monkeypatch.setattr(launch, "driver", types.SimpleNamespace(active=active))
    monkeypatch.setattr(launch, "_device", lambda: 0)
    return Kernel()


def paths(kernel):
    return [call[0] for call in kernel.calls]


def test_launches_after_the_first_of_a_specialization_call_the_compiled_launcher(kernel):
    a, b = torch.randn(64), torch.empty(64)
    launcher = launch.Launcher(kernel)
    for _ in range(3):
        launcher[(5,)](a, b, 64, num_warps=4, num_stages=1)
    assert paths(kernel) == ["triton", "direct", "direct"]
    # The grid in three dims, the current stream, no metadata or hooks, then
    # the arguments, each tensor as its address (Triton's launcher would
    # call its data_ptr() and ask the driver about the address).
    assert kernel.calls[1][1] == (5, 1, 1, 1234, "function", "metadata", None, None, None,
                                  a.data_ptr(), b.data_ptr(), 64)
    assert kernel.calls[0][2] == (a, b, 64)  # Triton's path: the tensors


@pytest.mark.parametrize("change", ["misaligned", "other misaligned", "one", "not16", "wide"])
def test_a_new_specialization_takes_tritons_path(kernel, change):
    storage = torch.randn(80)
    args, options = [storage[:64], torch.empty(64), 32], {"num_warps": 4}
    launcher = launch.Launcher(kernel)
    if change == "other misaligned":  # which tensor is misaligned is part of the key
        args[1] = storage[1:65]
    launcher[(2, 3)](*args, **options)
    launcher[(2, 3)](*args, **options)
    if change.endswith("misaligned"):
        args[0], args[1] = storage[1:65], torch.empty(64)  # 4 bytes past a 16-byte boundary
    elif change == "one":
        args[2] = 1
    elif change == "not16":
        args[2] = 33
    else:
        args[2] = 2**32
    launcher[(2, 3)](*args, **options)
    launcher[(2, 3)](*args, **options)
    assert paths(kernel) == ["triton", "direct", "triton", "direct"]
    assert kernel.calls[3][1][:3] == (2, 3, 1)


def test_constexpr_keywords_other_options_and_launch_hooks_take_tritons_path(
        kernel, monkeypatch):
    a = torch.randn(16)
    launcher = launch.Launcher(kernel)
    for _ in range(2):
        launcher[(1,)](a, ROWS=2, LANES=8, num_warps=2)
    assert paths(kernel) == ["triton", "triton"]
    # A generated kernel has one call site: its first launch's options are
    # the site's, and a launch with others is not keyed.
    launcher = launch.Launcher(kernel)
    for warps in (4, 4, 8, 8):
        launcher[(1,)](a, num_warps=warps)
    assert paths(kernel) == ["triton"] * 2 + ["triton", "direct", "triton", "triton"]
    kernel.calls.clear()
    monkeypatch.setattr(triton.knobs.runtime, "launch_enter_hook", lambda metadata: None)
    assert launch._hooked(triton.knobs.runtime.launch_enter_hook)
    launcher[(1,)](a, num_warps=4)
    launcher[(1,)](a, num_warps=4)
    assert paths(kernel) == ["triton"] * 2


def test_direct_launches_replace_the_modules_jit_kernels_only():
    @triton.jit
    def graph_kernel0(in0):
        pass

    module = types.SimpleNamespace(graph_kernel0=graph_kernel0, graph_kernel1=Kernel(),
                                   KERNELS={"graph_kernel0": {}, "graph_kernel1": {}})
    launch.direct_launches(module)
    assert isinstance(module.graph_kernel0, launch.Launcher)
    assert module.graph_kernel0.kernel is graph_kernel0
    assert isinstance(module.graph_kernel1, Kernel)  # an interpreted kernel, say


def test_precompile_compiles_kernels_of_tensors_before_their_first_launch(kernel, monkeypatch):
    """As a module loads, each kernel that takes only tensors and launches
    with fixed options (LAUNCHES, and OPTIONS where it checks indices) is
    compiled on the compiler threads (its `warmup`, dtypes standing for
    aligned tensors, with its launch's options, on the loading thread's
    device), after Triton's hash of itself, computed once; its first launch
    waits for that. One that takes a size (whose value Triton specializes
    on) is left to its first launch."""
    import time

    from triton.runtime.jit import JITFunction

    @triton.jit
    def graph_kernel0(in0, out0):
        pass

    @triton.jit
    def graph_kernel1(in0, s0):
        pass

    @triton.jit
    def graph_kernel2(in0):
        pass

    devices = []

    def warmup(self, *args, grid, **options):
        time.sleep(0.2)  # (the first launch comes before this returns)
        kernel.calls.append(("compile", self.fn.__name__, args, grid, options, devices[-1]))

    def triton_key():
        time.sleep(0.1)  # (the compiles are submitted before this returns)
        kernel.calls.append(("key",))

    monkeypatch.setattr(JITFunction, "warmup", warmup)
    monkeypatch.setattr(launch, "triton_key", triton_key)
    monkeypatch.setattr(launch, "_triton_key", functools.cache(launch._triton_key.__wrapped__))
    monkeypatch.setattr(launch.driver.active, "get_current_target", lambda: None, raising=False)
    monkeypatch.setattr(torch.cuda, "current_device", lambda: 3)
    monkeypatch.setattr(torch.cuda, "set_device", devices.append)
    checks = {"debug": True, "sanitize_overflow": False}
    module = types.SimpleNamespace(
        graph_kernel0=graph_kernel0, graph_kernel1=graph_kernel1, graph_kernel2=graph_kernel2,
        KERNELS={"graph_kernel0": {"in0": "*bf16", "out0": "*fp32"},
                 "graph_kernel1": {"in0": "*fp32", "s0": "i64"},
                 "graph_kernel2": {"in0": "*i64"}},
        LAUNCHES={"graph_kernel0": (8, 1), "graph_kernel1": (4, 1), "graph_kernel2": (2, 1)},
        OPTIONS={"graph_kernel2": checks})
    launch.direct_launches(module)
    launch.precompile(module)
    assert module.graph_kernel1.compiling is None
    launcher = module.graph_kernel0
    launcher.kernel = kernel  # launches recorded from here
    a, b = torch.empty(8, dtype=torch.bfloat16), torch.empty(8)
    launcher[(2,)](a, b, num_warps=8, num_stages=1)
    futures.wait([module.graph_kernel2.compiling])
    assert kernel.calls[0] == ("key",) and kernel.calls.count(("key",)) == 1
    compiles = sorted(call for call in kernel.calls if call[0] == "compile")
    assert compiles == [
        ("compile", "graph_kernel0", (torch.bfloat16, torch.float32), (1,),
         {"num_warps": 8, "num_stages": 1}, 3),
        ("compile", "graph_kernel2", (torch.int64,), (1,),
         {"num_warps": 2, "num_stages": 1, **checks}, 3)]
    # The launch, after its kernel's compile.
    names = [call[1] if call[0] == "compile" else call[0] for call in kernel.calls]
    assert names.index("triton") > names.index("graph_kernel0")
    assert kernel.calls[names.index("triton")] == ("triton", (2,), (a, b),
                                                  {"num_warps": 8, "num_stages": 1})
    assert launcher.compiling is None
