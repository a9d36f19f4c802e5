"""LLVM IR -> machine code for a CPU through llvmlite, several modules at once.

    objects = compile_objects([ir_a, ir_b], CpuTarget.host())   # ELF, in order

or as they come (`CompileQueue`).

It needs only the standard library and llvmlite, because compile workers run
this file as a script: llvmlite makes one LLVM call at a time in a process
(a lock around its library; measured, 6 GEMM candidates took 0.43 s on one
thread and 0.49 s on two), so modules are shared between one worker process
for each other core and, once the caller asks for the results, the calling
thread. A worker starts when a second module waits and stays until the
process exits; a cache hit never starts one.
"""

from __future__ import annotations

import atexit
import functools
import os
import pickle
import re
import struct
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

import llvmlite.binding as llvm

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()
llvm.initialize_native_asmparser()


@dataclass(frozen=True)
class CpuTarget:
    """The CPU that machine code is generated for.

    `features` is LLVM's comma-separated feature string (`+avx2,-avx512f,...`).
    With `prefer_512`, a target with AVX-512 vectorizes with 512-bit
    registers: LLVM's tuning for most AVX-512 CPUs prefers 256-bit vectors
    (`prefer-256-bit`), which this turns off.
    """

    cpu: str
    features: str = ""
    prefer_512: bool = True

    @staticmethod
    @functools.cache
    def host() -> CpuTarget:
        """The machine this process runs on, with all its features; or the
        CPU named by `PYCOMPILE_CPU` (an LLVM CPU name, with that CPU's
        features), to run code made for another ISA on this machine: `haswell`
        or `znver3` (AVX2) on an AVX-512 host. It must be a subset of this
        machine's ISA."""
        cpu = os.environ.get("PYCOMPILE_CPU")
        if cpu:
            return CpuTarget(cpu)
        return CpuTarget(llvm.get_host_cpu_name(), llvm.get_host_cpu_features().flatten())

    @property
    def feature_string(self) -> str:
        """The features passed to LLVM, the vector-width choice included.

        The hardware float -> bfloat16 conversions (AVX512-BF16, AVX-NE-CONVERT)
        are turned off: they flush denormal inputs to zero, where torch keeps
        them (seen: 9.2e-41 became 0 instead of bfloat16's smallest denormal)."""
        features = f"{self.features},-avx512bf16,-avxneconvert" if self.features else ""
        return f"{features},-prefer-256-bit" if self.vector_bits == 512 else features

    @property
    def vector_bits(self) -> int:
        """The width of the vectors LLVM uses: 512 with AVX-512 and `prefer_512`,
        else 256 (what pyc-tile's `vector-bits` sizes register blocks by)."""
        return 512 if self.prefer_512 and "+avx512f" in self.features.split(",") else 256

    def machine(self, opt_level: int = 3) -> llvm.TargetMachine:
        """A new LLVM target machine for this CPU, set up for in-process JIT use."""
        target = llvm.Target.from_triple(llvm.get_process_triple())
        # The small code model, position independent: constants are read
        # relative to the instruction pointer. Under the large one each
        # constant's 64-bit address takes a register; a kernel with 20 (layer
        # norm + GELU's erf) ran out of registers and shuffled them in its
        # inner loop (512x768: 470 -> 317 µs on one thread). It is sound
        # because `Engine` loads each object into one contiguous block
        # (llvmlite's memory manager), and calls into the process (malloc,
        # libm) go through a GOT reserved in that block (`_calls_through_got`).
        return target.create_target_machine(
            cpu=self.cpu,
            features=self.feature_string,
            opt=opt_level,
            reloc="pic",
            codemodel="small",
            jit=True,
        )


# The module flag that makes the code generator's own library calls
# (memset, __truncsfbf2, ...) go through the GOT, as clang's -fno-plt does.
_GOT_FLAG = '!{i32 7, !"RtLibUseGOT", i32 1}'


def _calls_through_got(llvm_ir: str) -> str:
    """`llvm_ir` with every call out of the module through a GOT entry, not
    a PLT stub. The loader (RuntimeDyld) sizes the GOT of GOT relocations
    when it reserves an object's memory; a PLT stub's GOT entry it adds
    later, outside what llvmlite's one-block memory manager reserved (seen:
    a `cosf` call aborted the process). See `CpuTarget.machine`."""
    node = 1 + max(map(int, re.findall(r"^!(\d+) = ", llvm_ir, re.MULTILINE)), default=0)
    flags = "!llvm.module.flags = !{"
    if flags in llvm_ir:
        llvm_ir = llvm_ir.replace(flags, f"{flags}!{node}, ", 1)
    else:
        llvm_ir += f"\n{flags}!{node}}}\n"
    return f"{llvm_ir}\n!{node} = {_GOT_FLAG}\n"


def _optimized_module(
    llvm_ir: str, machine: llvm.TargetMachine, opt_level: int, unroll: bool
) -> llvm.ModuleRef:
    """Parses, verifies and optimizes `llvm_ir` for `machine` (new pass
    manager), with LLVM's loop unroller where `unroll`."""
    module = llvm.parse_assembly(_calls_through_got(llvm_ir))
    for function in module.functions:
        if function.is_declaration and not function.name.startswith("llvm."):
            function.add_function_attribute("nonlazybind")  # called through the GOT
    module.triple = machine.triple
    module.data_layout = str(machine.target_data)
    module.verify()
    if opt_level > 0:
        tuning = llvm.create_pipeline_tuning_options(speed_level=opt_level)
        tuning.loop_vectorization = True
        tuning.slp_vectorization = True
        tuning.loop_interleaving = True
        tuning.loop_unrolling = unroll
        builder = llvm.create_pass_builder(machine, tuning)
        builder.getModulePassManager().run(module, builder)
    return module


def compile_to_object(
    llvm_ir: str, *, target: CpuTarget | None = None, opt_level: int = 3, unroll: bool = False
) -> bytes:
    """Relocatable object code (ELF on Linux) for `llvm_ir`, no cache involved."""
    machine = (target or CpuTarget.host()).machine(opt_level)
    return machine.emit_object(_optimized_module(llvm_ir, machine, opt_level, unroll))


def emit_assembly(llvm_ir: str, *, target: CpuTarget | None = None, opt_level: int = 3,
                  unroll: bool = False) -> str:
    """The optimized assembly of `llvm_ir`, for reading (any x86 CPU name works)."""
    machine = (target or CpuTarget.host()).machine(opt_level)
    return machine.emit_assembly(_optimized_module(llvm_ir, machine, opt_level, unroll))


# --------------------------------------------------------------------------
# Compile workers

# At most this many workers (one per core but the caller's): each holds
# about 100 MB (LLVM), and a graph's few largest modules bound the batch.
MAX_WORKERS = 4

_idle: list[subprocess.Popen] = []
_idle_lock = threading.Lock()
# A forked child must not talk to its parent's workers through the pipes
# they share: it starts its own.
os.register_at_fork(after_in_child=_idle.clear)


def _send(stream, value) -> None:
    data = pickle.dumps(value)
    stream.write(struct.pack("<Q", len(data)) + data)
    stream.flush()


def _receive(stream):
    header = stream.read(8)
    if len(header) < 8:
        raise EOFError("the other end closed the pipe")
    (size,) = struct.unpack("<Q", header)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError("the other end closed the pipe")
    return pickle.loads(data)


def serve() -> None:
    """A worker's loop: `(llvm_ir, (cpu, features, prefer_512), opt_level,
    unroll)` in, `(True, object code)` or `(False, error)` out, until stdin closes.
    Replies go to the original stdout; anything LLVM prints goes to stderr."""
    replies = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    while True:
        try:
            llvm_ir, target, opt_level, unroll = _receive(sys.stdin.buffer)
        except EOFError:
            return
        try:
            code = compile_to_object(llvm_ir, target=CpuTarget(*target), opt_level=opt_level,
                                     unroll=unroll)
            reply = (True, code)
        except Exception as error:  # noqa: BLE001 - sent back, raised there
            reply = (False, f"{type(error).__name__}: {error}")
        _send(replies, reply)


def _worker() -> subprocess.Popen:
    with _idle_lock:
        if _idle:
            return _idle.pop()
    return subprocess.Popen([sys.executable, __file__], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE)


@atexit.register
def _stop_workers() -> None:
    with _idle_lock:
        workers, _idle[:] = list(_idle), []
    for worker in workers:
        worker.stdin.close()  # its loop ends
        try:
            worker.wait(timeout=1)
        except subprocess.TimeoutExpired:
            worker.kill()


def _cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


class WorkerError(RuntimeError):
    """A compile worker failed: LLVM's error, or the worker process died."""


class CompileQueue:
    """Modules compiled as they come, in up to one worker process per other
    core, while the caller goes on (lowering the next module, say); then
    `results()` compiles what is left in this thread too. A worker starts
    once a second module waits, so one module alone compiles here, where
    no process has to start. A module whose worker dies (an LLVM abort)
    gets a `WorkerError`, not a dead process.

        queue = CompileQueue(CpuTarget.host())
        queue.put(ir_a); queue.put(ir_b)
        objects = queue.results()   # ELF, or the error, in order
    """

    def __init__(self, target: CpuTarget, opt_level: int = 3, unroll: bool = False) -> None:
        self.target, self.opt_level, self.unroll = target, opt_level, unroll
        self._jobs: deque[tuple[int, str]] = deque()
        self._results: list[bytes | Exception | None] = []
        self._ready = threading.Condition()
        self._closed = False
        self._helpers: list[threading.Thread] = []

    def put(self, llvm_ir: str) -> int:
        """Queues `llvm_ir`; returns its index in `results()`."""
        with self._ready:
            index = len(self._results)
            self._jobs.append((index, llvm_ir))
            self._results.append(None)
            self._ready.notify()
            start = (len(self._jobs) > 1 + len(self._helpers)
                     and len(self._helpers) < min(_cores() - 1, MAX_WORKERS))
        if start:
            helper = threading.Thread(target=self._remote, daemon=True)
            self._helpers.append(helper)
            helper.start()
        return index

    def results(self) -> list[bytes | Exception]:
        """Each module's object code, or the error compiling it raised."""
        with self._ready:
            self._closed = True
            self._ready.notify_all()
        while (job := self._take(wait=False)) is not None:
            index, llvm_ir = job
            try:
                self._results[index] = compile_to_object(
                    llvm_ir, target=self.target, opt_level=self.opt_level, unroll=self.unroll)
            except Exception as error:  # noqa: BLE001 - returned in its place
                self._results[index] = error
        for helper in self._helpers:
            helper.join()
        return list(self._results)

    def close(self) -> None:
        """Drops the modules no one has taken (their results stay None): the
        workers go back to the pool. For a caller that will not ask for the
        results (it failed)."""
        with self._ready:
            self._jobs.clear()
            self._closed = True
            self._ready.notify_all()

    def _take(self, wait: bool) -> tuple[int, str] | None:
        """The next module; with `wait`, blocks until one comes or the queue
        closes."""
        with self._ready:
            while wait and not self._jobs and not self._closed:
                self._ready.wait()
            return self._jobs.popleft() if self._jobs else None

    def _remote(self) -> None:
        try:
            worker = _worker()
        except Exception:  # noqa: BLE001 - no worker: the others take the jobs
            return
        spec = (self.target.cpu, self.target.features, self.target.prefer_512)
        while (job := self._take(wait=True)) is not None:
            index, llvm_ir = job
            try:
                _send(worker.stdin, (llvm_ir, spec, self.opt_level, self.unroll))
                ok, value = _receive(worker.stdout)
            except Exception:  # noqa: BLE001 - a dead or garbled worker: this job fails
                worker.kill()
                status = worker.wait()
                self._results[index] = WorkerError(
                    f"the LLVM compile worker exited (status {status}) compiling this module")
                return
            self._results[index] = value if ok else WorkerError(f"LLVM: {value}")
        with _idle_lock:
            _idle.append(worker)


def compile_objects(
    llvm_irs: Sequence[str], target: CpuTarget, opt_level: int = 3
) -> list[bytes | Exception]:
    """Object code for each of `llvm_irs`, or in its place the error compiling
    it raised: a `CompileQueue` given them all at once."""
    queue = CompileQueue(target, opt_level)
    for llvm_ir in llvm_irs:
        queue.put(llvm_ir)
    return queue.results()


if __name__ == "__main__":
    serve()
