"""A graph compiled by `pyc-cpu-pipeline`, run on torch tensors: its arena,
its output buffers, its threads (an OpenMP team, or a Python thread pool).

    graph = CpuGraph(engine, "graph", inputs, outputs, arena_bytes)
    (y,) = graph(x)

The ABI: a `func.func @f` lowered with `llvm.emit_c_interface` is entered
through `void _mlir_ciface_f(...)`, which takes, for each memref argument, a
pointer to its ranked descriptor

    struct { T *allocated; T *aligned; int64_t offset;
             int64_t sizes[rank]; int64_t strides[rank]; }

(offset and strides in elements), and each scalar argument by value.
"""

from __future__ import annotations

import array
import ctypes
import math
import os
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import torch

from pycompile.runtime.arguments import format_shape, shape_fits, symbol_value
from pycompile.runtime.cpu.engine import Engine, cycles_per_second
from pycompile.runtime.cpu.openmp import openmp
from pycompile.runtime.errors import index_error, zero_division_error

# Several threads: a graph runs as one OpenMP parallel region when the
# process has an OpenMP runtime (torch's own, whose threads are awake between
# torch ops: a launch costs microseconds, and torch and pycompile never
# oversubscribe the cores); otherwise on a Python thread pool (ctypes releases
# the GIL), whose launch costs tens of microseconds. One graph runs at a time,
# so a graph never waits in a barrier for a thread another graph holds.
_POOL: ThreadPoolExecutor | None = None
_PARALLEL = threading.Lock()

# The words of the threads' barrier and ticket (pyc-to-loops' kSyncWords);
# a timed graph's timers follow.
_SYNC_WORDS = 16

# An arena or scratch buffer up to this size is the graph's, allocated once:
# a call of a small graph allocates nothing for it. A larger one is allocated
# for each call from torch's allocator and freed when the call returns, so
# that a graph holds no large memory between calls (kept for the graph's
# life, six static shapes of one function held 260 MB; eager 3 MB). Blocks up
# to glibc's mmap threshold (32 MiB at most) come back from malloc's free
# lists, already touched; larger ones cost a page fault per 4 KiB, as
# eager's intermediates do.
_KEPT_BYTES = 1 << 16


# A new dense CPU tensor: Inductor's allocator, 0.44 µs a tensor against
# 1.6 for `torch.empty` (a GPT block's training step makes 22 outputs a step,
# most of them small). torch.empty where torch lacks it.
_empty_strided = getattr(getattr(getattr(torch._C, "_dynamo", None), "guards", None),
                         "_empty_strided_cpu",
                         lambda shape, strides, dtype: torch.empty(shape, dtype=dtype))


def _dense_strides(shape: Sequence[int]) -> tuple[int, ...]:
    strides, step = [], 1
    for size in reversed(shape):
        strides.insert(0, step)
        step *= max(size, 1)
    return tuple(strides)


# Calls timed with one thread and with all, before a graph settles on the
# faster by their fastest call (other load only ever adds time). One thread
# must be faster by ONE_THREAD_MARGIN: a team waits for its slowest thread,
# so a burst of other load costs its calls more, and with 5 calls and no
# margin, seen, 2 cores, 512x768 f32: pointwise kept one thread (450 against
# 250 µs a call with two), and softmax's race was 204 against 222 µs.
# The choices take turns in blocks of TRIAL_BLOCK calls: a call after one
# with the other thread count finds the data in the other cores' caches.
# Alternating call by call, softmax's 512x768 two-thread calls took 150-175
# µs at best against 92-120 µs in a run of them, and on a busy host one
# thread won the race (250 against 160 µs a call after).
# All threads go first: a graph whose first block of calls takes
# PARALLEL_S or more each keeps them after one call on one thread, unless
# that call was faster by the margin. Against a millisecond of work, a team
# launch's microseconds cannot make one thread the faster, and one thread's
# trial calls cost most where graphs are slow: a GPT training step's parts
# ran 8 of its first 16 steps on one thread (its attention part: 3.8 ms a
# call there, 2.6 ms on two). The one call tells a slow graph from a team
# slowed by other load: on a busy 2-core host, a 256-element gather's team
# calls took 15 ms each (a worker waits for a scheduler slice), and the
# graph kept its team, untried against one.
# Below SMALL_S it is the other way round: the team must be faster by the
# margin. A GPT block's training graphs at 8 tokens of 32 (20 µs a call)
# timed the same on one thread and two, kept two, and a step then took
# 528 µs against 519 on one (medians of 12 runs; the team's wake-up is paid
# outside the timed call).
_TRIALS = 8
_TRIAL_BLOCK = 4
_ONE_THREAD_MARGIN = 0.9
_PARALLEL_S = 1e-3
_SMALL_S = 100e-6

# A graph whose tensors (inputs, outputs, arena and scratch buffer) hold
# less than this runs on the calling thread, untimed: a team's launch and
# barriers cost more than its share of the work saves (2 cores, x * 2 + 1:
# one thread was faster up to 512 KiB, 6.0 against 7.6 µs), and where other
# load keeps a worker off the cores, its calls wait milliseconds for it.
# torch's own threads start at 32768 elements (`at::internal::GRAIN_SIZE`).
_TEAM_BYTES = 1 << 17

# A team call that took LOST_FACTOR times the graph's fastest call on one
# thread or longer lost to other load (a worker descheduled: the team waits
# for it at every barrier). After LOST_CALLS such calls of a graph in a row,
# every graph runs on the calling thread for PAUSE_FACTOR times the time
# they lost, before a team is tried again: under steady load the tries cost
# at most 1 / PAUSE_FACTOR of the time, and once the load is gone, teams are
# back after about that long. One slow call alone is no loss: workers woken
# after a while asleep took 8-16 ms to start on this 2-core VM beside one
# busy process, for 1 to 6 calls, and then a 1M-element pointwise graph's
# team calls took 76 µs against 137 on one thread.
_LOST_FACTOR = 2.0
_LOST_CALLS = 4
_PAUSE_FACTOR = 20.0
# Until when (`time.perf_counter`) graphs run on one thread, after a loss.
_team_paused_until = 0.0


class CpuGraph:
    """A graph compiled by `pyc-cpu-pipeline`, called like the reference executor.

    Its entry point takes the inputs, one output buffer per result, the arena
    (when the memory plan made one), the threads' barrier (`sync`), the
    error slot of its index checks, the thread's index and the thread count.
    Outputs are new tensors, the caller's alone: the graph keeps none. An
    arena of `_KEPT_BYTES` or less is allocated once and reused by every
    call, a larger one allocated for each call; calls from several Python
    threads take turns. Each kernel's outermost loop is shared among
    the threads; a graph whose tensors hold less than `_TEAM_BYTES` runs on
    the calling thread alone. For others, whether one thread or
    `torch.get_num_threads()` is faster is measured on the first calls
    (`_TRIALS` each; a graph slower than `_PARALLEL_S` keeps all threads
    after their first `_TRIAL_BLOCK` and one call on one thread), then kept
    (`threads`); team calls that lose to other load run every graph on one
    thread for a while (`_LOST_FACTOR`).

    A shape may have None for a size known only at run time: `symbols` then
    says where each of the function's symbols is read (argument, dim,
    coefficient) and `result_sizes` gives each output's shape as Python
    source over `s`, the symbols' values; each call sets the sizes and
    strides of those tensors' descriptors. `scratch_bytes` (source over `s`
    too) sizes the scratch buffer that tensors between kernels with
    run-time sizes and the panels a product's threads pack together take,
    passed after the arena.

    `checks` names, by number, the op (`aten.op at file.py:12`) and the dim
    of each index check in the code (None: a check of integer divisors). The
    error slot holds four int64s, zero until a check fails: the failures,
    then the first one's check number, index and size; the call then raises
    IndexError naming them (RuntimeError for a division by zero; its outputs
    are garbage, never returned), and the slot is cleared for the next.
    """

    def __init__(
        self,
        engine: Engine,
        name: str,
        inputs: Sequence[tuple[Sequence[int], torch.dtype]],
        outputs: Sequence[tuple[Sequence[int], torch.dtype]],
        arena_bytes: int,
        naive_bytes: int = 0,
        cache_key: str | None = None,
        checks: Sequence[tuple[str, int | None]] = (),
        symbols: Sequence[tuple[int, int, int]] = (),
        result_sizes: Sequence[str] | None = None,
        scratch_bytes: str | None = None,
        timed: Sequence[int] | None = None,
    ) -> None:
        # The memory plan, for reports: the arena against one buffer per
        # intermediate tensor.
        self.arena_bytes, self.naive_bytes = arena_bytes, naive_bytes
        self.cache_key = cache_key  # its entry in the on-disk cache, if any
        self.engine, self.name, self.inputs = engine, name, [(list(s), d) for s, d in inputs]
        # The arena if it is the graph's to keep (`_KEPT_BYTES`); otherwise
        # each call allocates its own.
        self.arena = torch.empty(arena_bytes, dtype=torch.int8) \
            if 0 < arena_bytes <= _KEPT_BYTES else None
        # Compiled with timers (pyc-to-loops'), the ops timed (their positions
        # in the fused part) and their words after the barrier's.
        self.timed = list(timed) if timed is not None else None
        timers = 0 if self.timed is None else 1 + 3 * len(self.timed)
        self.sync = torch.zeros(_SYNC_WORDS + timers, dtype=torch.int64)
        # Read after every call: an array's item costs tens of nanoseconds, a
        # tensor's microseconds.
        self.checks = [(str(op), None if dim is None else int(dim)) for op, dim in checks]
        self._error = array.array("q", [0, 0, 0, 0])
        self.outputs = [(list(shape), dtype) for shape, dtype in outputs]
        self.symbols, self.result_sizes = [tuple(s) for s in symbols], result_sizes
        self.scratch_bytes = scratch_bytes
        self._scratch_size = eval(f"lambda s: {scratch_bytes}") if scratch_bytes else None
        self._scratch = torch.empty(0, dtype=torch.int8)
        dynamic = [i for i, (shape, _) in enumerate((*self.inputs, *self.outputs))
                   if None in shape]
        # Run-time sizes: the tensors whose descriptors each call sets, and
        # the outputs' shapes from the symbols' values.
        self._dynamic = dynamic
        self._result_shapes = eval(f"lambda s: [{', '.join(result_sizes)}]") \
            if result_sizes and dynamic else None
        most = min(torch.get_num_threads(), os.cpu_count() or 1)
        # Static sizes: whether the graph is too small for a team is known now.
        small = not dynamic and arena_bytes + sum(
            math.prod(shape) * dtype.itemsize for shape, dtype in (*self.inputs, *self.outputs)
        ) + (self._scratch_size([]) if self._scratch_size else 0) < _TEAM_BYTES
        self.threads: int | None = 1 if most == 1 or small else None
        self._timings: dict[int, list[float]] = {most: [], 1: []}
        # The seconds each team call lost in the current run of losses (`_judge`).
        self._losses: list[float] = []
        # With run-time sizes, the thread count is chosen per size bucket
        # (each symbol's bit length): one size's choice is not another's.
        # The current bucket's choice and timings are `threads` and
        # `_timings`; the others wait here.
        self._bucket: tuple | None = None
        self._buckets: dict[tuple, tuple] = {}
        # Every tensor argument is dense with a static shape, so its
        # descriptor is fixed but for the data pointer, set on each call:
        # the per-call work is a shape check and two stores a tensor (and,
        # for run-time sizes, the sizes and strides).
        # A static shape as a torch.Size: comparing it is one C call.
        self._expected = [(tuple(shape) if None in shape else torch.Size(shape), dtype)
                          for shape, dtype in self.inputs]
        shapes = [[s or 0 for s in shape] for shape, _ in (*self.inputs, *self.outputs)]
        shapes += [(arena_bytes,)] * (arena_bytes > 0) + \
            [(0,)] * (scratch_bytes is not None) + [(len(self.sync),), (4,)]
        words, self._slots = [], []
        for shape in shapes:
            self._slots.append(len(words))
            words += [0, 0, 0, *shape, *_dense_strides(shape)]
        self._descriptors = array.array("q", words)
        # A kept arena's, the barrier's and the error slot's data pointers
        # are set once (a call's own arena's and the scratch buffer's, between
        # them, on each call).
        tensors = len(self.inputs) + len(self.outputs)
        # The slot of an arena each call allocates; None if none does.
        self._arena_slot = self._slots[tensors] \
            if arena_bytes > 0 and self.arena is None else None
        fixed = [(tensors, self.arena)] if self.arena is not None else []
        fixed += [(len(self._slots) - 2, self.sync), (len(self._slots) - 1, self._error)]
        for index, memory in fixed:
            address = memory.data_ptr() if isinstance(memory, torch.Tensor) \
                else memory.buffer_info()[0]
            slot = self._slots[index]
            self._descriptors[slot] = self._descriptors[slot + 1] = address
        base = self._descriptors.buffer_info()[0]
        self._pointers = [base + 8 * slot for slot in self._slots]
        argtypes = [ctypes.c_void_p] * len(shapes) + [ctypes.c_int64] * 2
        self._function = ctypes.CFUNCTYPE(None, *argtypes)(
            engine.address(f"_mlir_ciface_{name}"))
        # The OpenMP team launch (targets/cpu/llvm.py `team_entry_ir`), if both the code and
        # the process have what it needs.
        self._team = None
        omp = openmp()
        try:
            team = engine.address(f"__pyc_team_{name}")
        except KeyError:
            team = None
        if omp is not None and team is not None:
            self._argv = array.array("q", [*self._pointers, omp.thread_num, omp.num_threads])
            argv = self._argv.buffer_info()[0]
            launch = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_int32, ctypes.c_void_p)(team)
            self._team = lambda threads, f=launch, a=argv, p=omp.parallel: f(a, threads, p)
        self._lock = threading.Lock()
        # (shape, strides, dtype); with run-time sizes, the shape is the call's.
        self._output_specs = [
            (tuple(shape), None if None in shape else _dense_strides(shape), dtype)
            for shape, dtype in self.outputs]
        # Static shapes and dtypes, as lists, for `__call__`'s one-compare
        # check; None where an input has run-time sizes or is a size vector.
        self._static_inputs = None if any(None in shape for shape, _ in self.inputs) else (
            [torch.Size(shape) for shape, _ in self.inputs],
            [dtype for _, dtype in self.inputs])

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        # Static inputs: shapes and dtypes compared as two lists (20 inputs
        # of a backward graph: 3 µs, against 18 for the loop below).
        static = self._static_inputs
        if static is not None:
            try:
                fits = [a.shape for a in args] == static[0] and \
                    [a.dtype for a in args] == static[1]
            except AttributeError:  # not a tensor: the loop below says which
                fits = False
            if fits:
                return self.run_unchecked(*[a if a.is_contiguous() else a.contiguous()
                                            for a in args])
        expected = self._expected
        if len(args) != len(expected):
            raise ValueError(f"{self.name}: expected {len(expected)} inputs, got {len(args)}")
        for index, (arg, (shape, dtype)) in enumerate(zip(args, expected)):
            if isinstance(arg, array.array) and arg.typecode == "q" and \
                    dtype == torch.int64 and tuple(shape) == (len(arg),):
                continue
            if not isinstance(arg, torch.Tensor) or arg.dtype != dtype or (
                    arg.shape != shape if isinstance(shape, torch.Size)
                    else not shape_fits(shape, arg.shape)):
                wanted = format_shape(shape) if None in shape else tuple(shape)
                raise ValueError(
                    f"{self.name}: input {index}: expected a {dtype} tensor of shape "
                    f"{wanted}, got {getattr(arg, 'dtype', type(arg).__name__)} "
                    f"{tuple(getattr(arg, 'shape', ()))}"
                )
        # The generated code reads dense row-major memory (saved views of a
        # training graph's forward, q, k and v of one product, are strided).
        return self.run_unchecked(*[a if isinstance(a, array.array) or a.is_contiguous()
                                    else a.contiguous() for a in args])

    def timed_call(self, *args: torch.Tensor) -> list[tuple[float, float]]:
        """Calls a graph compiled with timers once; for each timed op, in
        order: the seconds from the end of the op before (or the call's
        start) to its own end, the end being when thread 0 left the barrier
        after it; and the seconds between the first and the last thread's
        arrival at that barrier (what the first waited)."""
        if self.timed is None:
            raise ValueError(f"graph {self.name!r} was compiled without timers")
        words = self.sync[_SYNC_WORDS:]
        words[1::3] = -1  # all ones: the unsigned minimum's start
        words[2::3] = 0
        self(*args)
        start, *ops = words.tolist()
        rate, times = cycles_per_second(), []
        for first, last, end in zip(ops[0::3], ops[1::3], ops[2::3]):
            times.append(((end - start) / rate, (last - first) / rate))
            start = end
        return times

    def run_unchecked(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        """`__call__` for inputs already known to be contiguous tensors of
        the expected shapes and dtypes, unchecked: a graph called by Dynamo,
        whose guards check sizes, strides and dtypes. After a kernel has
        pushed the interpreter's data out of the caches, the checks cost
        10-25 µs a call (softmax and RMS norm, 512x768 f32)."""
        # One call at a time: the descriptors and a kept arena are the
        # graph's. Only the inputs', the outputs' and a call's own arena's and
        # scratch buffer's data pointers change from call to call (a kept
        # arena's and the barrier's were set once).
        with self._lock:
            s = [symbol_value(args, a, d, c) for a, d, c in self.symbols]
            if self._result_shapes is not None:
                outputs = tuple(self._output(i, shape)
                                for i, shape in enumerate(self._result_shapes(s)))
            else:
                outputs = tuple(map(self._output, range(len(self.outputs))))
            words = self._descriptors
            tensors = (*args, *outputs)
            for tensor, slot in zip(tensors, self._slots):
                words[slot] = words[slot + 1] = tensor.buffer_info()[0] \
                    if isinstance(tensor, array.array) else tensor.data_ptr()
            for i in self._dynamic:
                tensor, slot = tensors[i], self._slots[i]
                rank = tensor.dim()
                words[slot + 3:slot + 3 + 2 * rank] = array.array(
                    "q", [*tensor.shape, *tensor.stride()])
            # Memory of this call alone (`_KEPT_BYTES`), alive until it returns.
            arena = scratch = None
            if self._arena_slot is not None:
                arena = _empty_strided((self.arena_bytes,), (1,), torch.int8)
                words[self._arena_slot] = words[self._arena_slot + 1] = arena.data_ptr()
            if self._scratch_size is not None:
                # Kept and grown up to `_KEPT_BYTES`, as a small arena is.
                need = self._scratch_size(s)
                scratch = self._scratch
                if scratch.numel() < need:
                    scratch = torch.empty(need, dtype=torch.int8)
                    if need <= _KEPT_BYTES:
                        self._scratch = scratch
                slot = self._slots[len(tensors) + (self.arena_bytes > 0)]
                words[slot] = words[slot + 1] = scratch.data_ptr()
                words[slot + 3] = scratch.numel()
            if s:
                self._switch_bucket(tuple(v.bit_length() for v in s), tensors, scratch)
            threads = self.threads
            if threads == 1:
                self._run(1)
                return outputs
            if threads is not None:
                self._run_team(threads)
                return outputs
            # Still measuring: the choices take turns, a block of calls each.
            done = sum(map(len, self._timings.values()))
            choices = list(self._timings)
            threads = choices[done // _TRIAL_BLOCK % len(choices)]
            start = time.perf_counter()
            if threads > 1 and start < _team_paused_until:
                self._run(1)  # teams lose to other load now: no trial, one thread
                return outputs
            self._run(threads)
            self._timings[threads].append(time.perf_counter() - start)
            if threads > 1:
                self._judge(self._timings[threads][-1])
            most = max(self._timings)
            fastest = {n: min(times, default=math.inf) for n, times in self._timings.items()}
            if len(self._timings[most]) == _TRIAL_BLOCK and len(self._timings[1]) == 1 \
                    and fastest[most] >= _PARALLEL_S:
                # Slow, and one thread was not clearly faster: the team stays.
                if fastest[1] >= _ONE_THREAD_MARGIN * fastest[most]:
                    self.threads = most
            elif all(len(times) == _TRIALS for times in self._timings.values()):
                if fastest[1] < _SMALL_S:  # the team must win by the margin
                    self.threads = most if fastest[most] < _ONE_THREAD_MARGIN * fastest[1] else 1
                else:
                    self.threads = 1 if fastest[1] < _ONE_THREAD_MARGIN * fastest[most] else most
        return outputs

    def _run_team(self, threads: int) -> None:
        """Runs the call on `threads` threads; a graph that timed its choice
        runs on the calling thread instead while teams are paused (`_judge`).
        A thread count set by hand (`threads`, untimed) is kept."""
        start = time.perf_counter()
        if start < _team_paused_until and self._timings.get(1):
            self._run(1)
            return
        self._run(threads)
        self._judge(time.perf_counter() - start)

    def _judge(self, seconds: float) -> None:
        """Judges a team call that took `seconds` against the graph's
        fastest call on one thread, and pauses every graph's teams after
        `_LOST_CALLS` losses to other load in a row (`_LOST_FACTOR`).
        Without a time on one thread (trials to come, or a thread count set
        by hand), no call is judged."""
        global _team_paused_until
        alone = min(self._timings.get(1) or [math.inf])
        if seconds < _LOST_FACTOR * alone:
            self._losses.clear()
            return
        self._losses.append(seconds - alone)
        if len(self._losses) == _LOST_CALLS:
            _team_paused_until = max(_team_paused_until,
                                     time.perf_counter() + _PAUSE_FACTOR * sum(self._losses))
            self._losses.clear()

    def _switch_bucket(self, bucket: tuple, tensors: Sequence,
                       scratch: torch.Tensor | None) -> None:
        """Makes the thread count and timings of `bucket` the current ones;
        a new bucket's tensors (those of this call) and scratch buffer say
        whether it is too small for a team (`_TEAM_BYTES`)."""
        if bucket == self._bucket:
            return
        if self._bucket is not None:
            self._buckets[self._bucket] = (self.threads, self._timings)
        most = max(self._timings)
        if bucket not in self._buckets:
            held = self.arena_bytes + (0 if scratch is None else scratch.numel()) + sum(
                len(t) * t.itemsize if isinstance(t, array.array) else t.nbytes
                for t in tensors)
            self._buckets[bucket] = (1 if most == 1 or held < _TEAM_BYTES else None,
                                     {most: [], 1: []})
        self.threads, self._timings = self._buckets.pop(bucket)
        self._bucket = bucket

    def _output(self, index: int, shape: tuple | None = None) -> torch.Tensor:
        """A new tensor for output `index` (of `shape`, with run-time
        sizes), which only the caller holds: a graph that kept its last
        output to write the next into (no page faults on fresh memory) held
        256 MB per graph after the caller had dropped it. Blocks up to glibc's
        mmap threshold come back from malloc's free lists, already touched."""
        static, strides, dtype = self._output_specs[index]
        if shape is None:
            return _empty_strided(static, strides, dtype)
        return _empty_strided(tuple(shape), _dense_strides(shape), dtype)

    def _run(self, threads: int) -> None:
        self._launch(threads)
        if self._error[0]:
            raise self._check_error()

    def _launch(self, threads: int) -> None:
        call = self._function
        if threads == 1:
            call(*self._pointers, 0, 1)
            return
        global _POOL
        with _PARALLEL:
            if self._team is not None:
                self._team(threads)
                return
            if _POOL is None:
                _POOL = ThreadPoolExecutor(os.cpu_count(), thread_name_prefix="pycompile")
            others = [_POOL.submit(call, *self._pointers, t, threads) for t in range(1, threads)]
            call(*self._pointers, 0, threads)
            for other in others:
                other.result()

    def _check_error(self) -> Exception:
        """The error a failed check reported, the slot cleared: an index out
        of range, or (a check without a dim) an integer division by zero."""
        _, check, index, size = self._error
        self._error[:] = array.array("q", [0, 0, 0, 0])
        op, dim = self.checks[check - 1]
        return zero_division_error(op) if dim is None else index_error(index, dim, size, op)
