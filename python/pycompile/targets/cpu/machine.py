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
import contextlib
import difflib
import functools
import json
import os
import pickle
import re
import struct
import subprocess
import sys
import tempfile
import threading
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass

import llvmlite.binding as llvm

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()
llvm.initialize_native_asmparser()


class CpuSettingError(RuntimeError):
    """A CPU that LLVM cannot generate code for, or (PYCOMPILE_CPU) one whose
    code this host cannot run: raised here, where LLVM would end the
    process (`LLVM ERROR`) or the code would (SIGILL)."""


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
        or `znver3` (AVX2) on an AVX-512 host. A CPU that LLVM does not know,
        or with an instruction set extension this machine lacks (even this
        host's model name: a VM may hide some of its extensions), is a
        CpuSettingError (`check_cpu`)."""
        cpu = os.environ.get("PYCOMPILE_CPU")
        if cpu:
            check_cpu(cpu, f"PYCOMPILE_CPU={cpu!r}", runs_here=True)
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
        """A new LLVM target machine for this CPU, set up for in-process JIT
        use; a CpuSettingError for a CPU that LLVM cannot generate code for
        (`check_cpu`; code for a CPU this host cannot run may be made here,
        to read: `emit_assembly`)."""
        check_cpu(self.cpu, f"CpuTarget({self.cpu!r})", runs_here=False)
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


# --------------------------------------------------------------------------
# Checking a named CPU

# Extensions whose instructions LLVM emits only for their own intrinsics
# (system and privileged instructions, cache control, random numbers,
# transactional memory, key locker; AMX tiles, "amx-*"), which pycompile's
# code never calls: a named CPU may have them where this host lacks them.
# A VM hides several: a Zen 4 guest lacked mwaitx, pku, rdpru and
# wbnoinvd, which LLVM's znver3 has.
_INTRINSIC_ONLY = frozenset({
    "cldemote", "clflushopt", "clwb", "clzero", "cmpccxadd", "enqcmd", "fsgsbase", "hreset",
    "invpcid", "kl", "lwp", "movdir64b", "movdiri", "movrs", "mwaitx", "pconfig", "pku",
    "prefetchi", "ptwrite", "raoint", "rdpid", "rdpru", "rdrnd", "rdseed", "rtm", "serialize",
    "sgx", "shstk", "tsxldtrk", "uintr", "usermsr", "waitpkg", "wbnoinvd", "widekl", "xsave",
    "xsavec", "xsaveopt", "xsaves",
})

# CPUs LLVM generates code for here: LLVM's default, this host's own, those
# `check_cpu` passed and, in a compile worker, each its parent sends
# (checked there); and those whose code runs here, as `check_cpu` found.
_generated: set[str] = {"", llvm.get_host_cpu_name()}
_runnable: set[str] = set()


def check_cpu(cpu: str, setting: str, *, runs_here: bool) -> None:
    """Raises a CpuSettingError naming `setting` (how the user named `cpu`)
    unless LLVM knows `cpu` and generates code for it here; with
    `runs_here`, also where `cpu` has an instruction set extension that this
    host lacks and generated code may use (code for sapphirerapids, whose
    AVX512-FP16 a Zen 4 lacks, stops with SIGILL). The answer comes from a
    probe process (`_described`): LLVM ends the process it meets an unknown
    CPU in."""
    if cpu in (_runnable if runs_here else _generated):
        return
    described = _described(cpu)
    triple = llvm.get_process_triple()
    if not described["known"]:
        close = described["close"]
        hint = f"; did you mean {' or '.join(map(repr, close))}?" if close else ""
        raise CpuSettingError(
            f"{setting}: LLVM knows no CPU {cpu!r} for {triple}{hint} (the names of "
            f"clang's -march=, e.g. haswell, znver3, skylake-avx512; this host is "
            f"{llvm.get_host_cpu_name()})")
    if "failure" in described:
        raise CpuSettingError(f"{setting}: LLVM cannot generate code for {cpu!r} on {triple}: "
                              f"{described['failure']}")
    if runs_here:
        lacking = [f for f in described["beyond_host"]
                   if f not in _INTRINSIC_ONLY and not f.startswith("amx-")]
        if lacking:
            raise CpuSettingError(
                f"{setting}: this host ({llvm.get_host_cpu_name()}) lacks {', '.join(lacking)}, "
                f"which code generated for {cpu} may use: run here, it would stop with SIGILL. "
                f"Name a CPU whose extensions this host has (its own is "
                f"{llvm.get_host_cpu_name()!r}), or unset it. Code for {cpu} can be compiled "
                f"to read, not run: emit_assembly(llvm_ir, target=CpuTarget({cpu!r})) in "
                f"{__name__}.")
        _runnable.add(cpu)
    _generated.add(cpu)


@functools.cache
def _described(cpu: str) -> dict:
    """What a probe process (this file run with `--describe cpu`) says of
    `cpu`: {"known": False, "close": [similar names]}, {"known": True,
    "beyond_host": [extensions it has and this host lacks]}, or where the
    probe failed (LLVM ended it: a 32-bit CPU on a 64-bit host, say),
    {"known": True, "failure": its last words}."""
    try:
        done = subprocess.run([sys.executable, __file__, "--describe", cpu],
                              capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired) as error:
        return {"known": True, "failure": f"the process asking LLVM failed: {error}"}
    if done.returncode != 0:
        said = done.stderr.strip().splitlines()
        return {"known": True, "failure": said[-1] if said else f"exit status {done.returncode}"}
    return json.loads(done.stdout)


def _describe(cpu: str) -> dict:
    """In the probe process: `_described`'s answer for `cpu`."""
    names = _cpu_names()
    if cpu not in names:
        return {"known": False, "close": difflib.get_close_matches(cpu, names, n=3)}
    lacking = sorted(f for f, on in llvm.get_host_cpu_features().items() if not on)
    return {"known": True, "beyond_host": _features_of(cpu, lacking)}


def _cpu_names() -> list[str]:
    """LLVM's CPU names for this process's triple, which it prints to stderr
    for the CPU "help" (as `llc -mcpu=help` does). Read in a probe process:
    stderr is redirected while it prints."""
    saved = os.dup(2)
    with tempfile.TemporaryFile() as printed:
        os.dup2(printed.fileno(), 2)
        try:
            llvm.Target.from_triple(llvm.get_process_triple()).create_target_machine(cpu="help")
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        printed.seek(0)
        text = printed.read().decode(errors="replace")
    section = text.partition("Available CPUs for this target:")[2].partition("Available")[0]
    return [line.split()[0] for line in section.splitlines() if line.strip()]


def _features_of(cpu: str, features: list[str]) -> list[str]:
    """Those of `features` that LLVM's `cpu` has. LLVM tells no CPU's
    features, but its inliner does: it inlines a function into a caller
    only where the caller's target has every feature of the callee's. Each
    feature gets a callee that adds it to `cpu`'s, and a caller of `cpu`'s
    own: the call is inlined exactly where `cpu` has the feature."""
    if not features:
        return []
    ir = "".join(
        f"define internal void @callee{i}(ptr %p) #{i} {{\n"
        f"  store volatile i32 {i}, ptr %p\n  ret void\n}}\n"
        f"define void @caller{i}(ptr %p) {{\n  call void @callee{i}(ptr %p)\n  ret void\n}}\n"
        f"attributes #{i} = {{ \"target-features\"=\"+{feature}\" }}\n"
        for i, feature in enumerate(features))
    machine = llvm.Target.from_triple(llvm.get_process_triple()).create_target_machine(cpu=cpu)
    module = llvm.parse_assembly(ir)
    module.triple = machine.triple
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(2))
    builder.getModulePassManager().run(module, builder)
    return [feature for i, feature in enumerate(features)
            if f"@callee{i}(" not in str(module.get_function(f"caller{i}"))]


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


def _kernels_as_functions(module: llvm.ModuleRef, machine: llvm.TargetMachine) -> None:
    """Each top-level loop of `module` (a kernel's loop nest, a barrier's
    wait) as a function of its own, never inlined, and functions alike
    merged into one: a graph is one function of a loop nest per kernel, and
    a model's layers make the same kernels over again. LLVM's optimizer
    then works on each distinct kernel once, in small functions (its loop
    analyses cost more than linearly in a function's size). A 2-layer LLaMA
    forward: 129 loops, 30 distinct; optimized and compiled in 0.71 s
    instead of 1.14."""
    builder = llvm.create_pass_builder(machine, llvm.create_pipeline_tuning_options(0))
    before = {function.name for function in module.functions}
    extract = llvm.create_new_module_pass_manager()
    extract.add_loop_extract_pass()
    extract.run(module, builder)
    for function in module.functions:
        if function.name not in before:
            function.add_function_attribute("noinline")
    merge = llvm.create_new_module_pass_manager()
    merge.add_merge_functions_pass()
    merge.run(module, builder)


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
        _kernels_as_functions(module, machine)
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

# Modules compiling in the workers now, and timings under way that want the
# cores to themselves (`quiet`).
_quiet = threading.Condition()
_compiling = 0
_timing = 0


@contextlib.contextmanager
def quiet():
    """Waits for the modules compiling in this process's workers, which
    take no other until the block ends: products timed for tuning
    (`tuning.choose_matmuls`) beside a compile on the other core ran at
    half speed and were not kept (the host looked busy), so every process
    timed them again (a backward's products, timed while its forward
    compiled: 2-3 s of a tiny LLaMA's training step, warm cache or not)."""
    global _timing
    with _quiet:
        _timing += 1
        _quiet.wait_for(lambda: _compiling == 0)
    try:
        yield
    finally:
        with _quiet:
            _timing -= 1
            _quiet.notify_all()


def _compile_in(worker: subprocess.Popen, message) -> tuple[bool, object]:
    """`message` compiled by `worker`, once no timing wants it quiet."""
    global _compiling
    with _quiet:
        _quiet.wait_for(lambda: _timing == 0)
        _compiling += 1
    try:
        _send(worker.stdin, message)
        return _receive(worker.stdout)
    finally:
        with _quiet:
            _compiling -= 1
            _quiet.notify_all()


def _forked() -> None:
    """A forked child must not talk to its parent's workers through the
    pipes they share (it starts its own), nor wait for their compiles."""
    global _quiet, _compiling, _timing
    _idle.clear()
    _quiet, _compiling, _timing = threading.Condition(), 0, 0


os.register_at_fork(after_in_child=_forked)


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
        _generated.add(target[0])  # checked by the parent
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
    no process has to start; with `ahead` (modules wanted later: a
    backward's, compiled with its forward), once the first comes. A module
    whose worker dies (an LLVM abort) gets a `WorkerError`, not a dead
    process.

        queue = CompileQueue(CpuTarget.host())
        queue.put(ir_a); queue.put(ir_b)
        objects = queue.results()   # ELF, or the error, in order
    """

    def __init__(self, target: CpuTarget, opt_level: int = 3, unroll: bool = False,
                 ahead: bool = False) -> None:
        self.target, self.opt_level, self.unroll = target, opt_level, unroll
        self.ahead = ahead  # a worker from the first module: it is wanted later
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
            start = ((self.ahead or len(self._jobs) > 1 + len(self._helpers))
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
                ok, value = _compile_in(worker, (llvm_ir, spec, self.opt_level, self.unroll))
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
    if sys.argv[1:2] == ["--describe"]:
        print(json.dumps(_describe(sys.argv[2])))
    else:
        serve()
