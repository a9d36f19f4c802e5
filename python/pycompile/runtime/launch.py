"""Direct launches of a generated module's Triton kernels. Imports only
torch and triton: `pycompile.aot` artifacts carry this file.

A launch through `kernel[grid](...)` (Triton's `JITFunction.run`) binds
the arguments, computes the kernel's specialization from them, hashes it
with the options into a cache key and checks the globals the kernel read:
14 us of host time a launch on an H100 host (triton 3.6), against 6 us for
the compiled kernel's own launcher. A small model's training step is
~120 launches, so this was most of its time. `direct_launches(module)`
replaces each kernel of a module with a `Launcher`, which keys the
compiled kernels by only what Triton specializes on that can change
between calls (each tensor's 16-byte alignment; each integer's being 1,
its divisibility by 16 and its width), for the options of the kernel's one
call site, and calls the compiled kernel's launcher directly after the
first launch of a key, which goes through Triton as before (and compiles,
or finds the kernel in Triton's cache).

Compiling is most of a cold first call on a GPU: ~0.1 s of Triton's
compile (MLIR, LLVM, ptxas) a kernel, ~90 kernels a LLaMA training step,
one after another as the first call reaches them. `precompile(module)`
compiles a module's kernels as soon as it is loaded, on a pool of threads
(Triton's compile runs without the GIL for most of its time: 238 kernels
took 26.9 s one at a time on this 2-core host, 14.9 s on two threads),
while the later parts of the graph are still being built; a kernel's
first launch waits for its compile (GPT-2's cold training step on an
H200 host: 15.9 s compiling at first launches, 13.9-14.4 with 16 threads,
14.1-14.2 with 2 or 4; runs vary by a second). Before its first compile
Triton hashes its own sources (`triton_key`, 0.35 s alone), and each
thread that finds the hash missing computes it again: computed once,
first, on the pool (the tracing thread had spent 1.4 s on it).
"""

from __future__ import annotations

import functools
import os
from concurrent import futures

import torch
import triton
from triton.runtime import driver
from triton.runtime.cache import triton_key
from triton.runtime.jit import JITFunction

# The current device: a C function (torch's `current_device()` is Python,
# a microsecond a launch). CPU builds have none, nor launch kernels.
_device = getattr(torch._C, "_cuda_getDevice", None)

# Launch options a Launcher keys on; any other keyword (a constexpr
# parameter) takes Triton's own path.
_OPTIONS = frozenset({"num_warps", "num_stages", "debug", "sanitize_overflow"})

_RUNTIME = triton.knobs.runtime  # (its launch hooks are read at each launch)


def _hooked(hook) -> bool:
    """Whether a launch hook is set (None or, from triton 3.7, an empty
    chain when not)."""
    return hook is not None and bool(getattr(hook, "calls", True))


def _int_specialization(arg: int) -> tuple:
    """What Triton's specialization of a kernel depends on in an integer
    argument (a key at least as fine as Triton's: a finer one only costs
    another entry)."""
    return arg == 1, arg % 16 == 0, arg.bit_length() > 31, arg.bit_length() > 63


class Launcher:
    """Stands for `kernel` (a `triton.jit` function) in its module:
    `launcher[grid](*args, num_warps=..., ...)` launches it as
    `kernel[grid](...)` would. A generated kernel has one call site, whose
    options and argument types do not change: the first launch records
    them, and a launch with other options goes through Triton.

    The key of a compiled kernel leaves out the tensors' dtypes: a generated
    host function passes each kernel the tensors it allocates and its own
    arguments, whose dtypes the compiled graph fixes (and `TritonProgram`
    checks). Where every pointer is 16-byte aligned (fresh tensors always
    are) one bit stands for all of them: building the full key was most of
    the 4-8 us a launch cost over the compiled kernel's own launcher."""

    def __init__(self, kernel: JITFunction) -> None:
        self.kernel = kernel
        self.compiled: dict[tuple, object] = {}
        self.options: dict | None = None
        self.tensors: tuple[int, ...] = ()  # the tensor arguments' positions
        self.ints: tuple[int, ...] = ()  # the integer arguments' positions
        self.stream = None  # the active driver's current-stream query
        self.compiling: futures.Future | None = None  # `precompile`'s

    def __getitem__(self, grid):
        return functools.partial(self._launch, grid)

    def _launch(self, grid, *args, **options):
        if options != self.options:
            if self.options is not None or not _OPTIONS.issuperset(options):
                return self.kernel[grid](*args, **options)
            self._record(args, options)
        if _hooked(_RUNTIME.launch_enter_hook) or _hooked(_RUNTIME.launch_exit_hook):
            return self.kernel[grid](*args, **options)
        # The compiled launcher takes each tensor's address as an integer:
        # given the tensor, it calls `data_ptr()` and asks the driver what
        # the address is (`cuPointerGetAttribute`), per pointer and launch.
        addresses = list(args)
        pointers = 0
        for i in self.tensors:
            addresses[i] = address = args[i].data_ptr()
            pointers |= address
        device = _device()
        # All aligned, or (the rare unaligned view) each tensor's alignment.
        aligned = not pointers & 15 or tuple(not addresses[i] & 15 for i in self.tensors)
        key = (device, aligned, *[_int_specialization(args[i]) for i in self.ints])
        compiled = self.compiled.get(key)
        if compiled is None:
            if self.compiling is not None:
                # (A failed compile fails again below, where it says why.)
                futures.wait([self.compiling])
                self.compiling = None
            self.compiled[key] = self.kernel[grid](*args, **options)
            return
        compiled.run(grid[0], grid[1] if len(grid) > 1 else 1, grid[2] if len(grid) > 2 else 1,
                     self.stream(device), compiled.function, compiled.packed_metadata,
                     None, None, None, *addresses)

    def _record(self, args, options) -> None:
        """The call site's options, and which arguments are tensors and
        which integers (the first launch's)."""
        self.options = options
        self.tensors = tuple(i for i, a in enumerate(args) if isinstance(a, torch.Tensor))
        self.ints = tuple(i for i, a in enumerate(args)
                          if isinstance(a, int) and not isinstance(a, bool))
        self.stream = driver.active.get_current_stream


def direct_launches(module) -> None:
    """Replaces each Triton kernel of a generated `module` (those its
    KERNELS table names) by a Launcher; kernels defined for Triton's
    interpreter stay as they are."""
    for name in module.KERNELS:
        kernel = getattr(module, name)
        if isinstance(kernel, JITFunction):
            setattr(module, name, Launcher(kernel))


# The element types of KERNELS' pointer parameters.
_POINTEES = {"*fp64": torch.float64, "*fp32": torch.float32, "*fp16": torch.float16,
             "*bf16": torch.bfloat16, "*i64": torch.int64, "*i32": torch.int32,
             "*i16": torch.int16, "*i8": torch.int8, "*u8": torch.uint8, "*i1": torch.bool}


@functools.cache
def _compilers() -> futures.ThreadPoolExecutor:
    return futures.ThreadPoolExecutor(min(32, os.cpu_count() or 1),
                                      thread_name_prefix="pycompile-triton")


@functools.cache
def _triton_key() -> futures.Future:
    """Triton's hash of itself, which every compile reads (an `lru_cache`
    that concurrent first readers each compute), computed on the pool."""
    return _compilers().submit(triton_key)


def _compile(kernel: JITFunction, pointees: list, options: dict, device: int) -> None:
    _triton_key().result()
    torch.cuda.set_device(device)  # (a thread's own: Triton keys its cache by it)
    # Dtypes stand for tensors at 16-byte-aligned addresses, as fresh ones are:
    # the specialization of most launches, which then find the kernel compiled.
    kernel.warmup(*pointees, grid=(1,), **options)


def precompile(module) -> None:
    """Compiles the kernels of `module` (a generated module whose kernels
    are Launchers) that take only tensors and launch with fixed options
    (LAUNCHES, and OPTIONS for those that check indices), on the compiler
    threads, for the current CUDA device."""
    device = torch.cuda.current_device()
    driver.active.get_current_target()  # (the driver set up here, not in a thread)
    checking = getattr(module, "OPTIONS", {})
    _triton_key()  # (submitted before the kernels: the first thread free takes it)
    for name, (warps, stages) in getattr(module, "LAUNCHES", {}).items():
        launcher = getattr(module, name)
        pointees = [_POINTEES.get(t) for t in module.KERNELS[name].values()]
        if not isinstance(launcher, Launcher) or None in pointees:
            continue  # interpreted, or it takes sizes, whose values it specializes on
        launcher.compiling = _compilers().submit(
            _compile, launcher.kernel, pointees,
            {"num_warps": warps, "num_stages": stages, **checking.get(name, {})}, device)
