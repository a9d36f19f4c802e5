"""The CPU runtime: LLVM IR → host machine code through llvmlite, cached on
disk, called on torch tensors through MLIR's memref-descriptor C interface.

It imports torch and llvmlite, never MLIR: a compiled artifact runs where
MLIR is not installed.

    engine = compile_llvm_ir(llvm_ir)         # O3 for this host; cached on disk
    add = CpuFunction(engine, "add", [TensorArg(torch.float32, ("M", "N"))] * 3)
    add(a, b, out)                            # outputs are allocated by the caller

The ABI: for each public `func.func @f` lowered with `llvm.emit_c_interface`,
MLIR emits `void _mlir_ciface_f(...)` taking, for each memref argument, a
pointer to its ranked descriptor

    struct { T *allocated; T *aligned; int64_t offset;
             int64_t sizes[rank]; int64_t strides[rank]; }

(offset and strides in elements), and each scalar argument by value.

The cache: `compile_llvm_ir` keys the object code on the IR text, the target
(CPU name and features), the llvmlite/LLVM version, the optimization level
and `FORMAT_VERSION`, and stores it under `cache_dir()`, each entry headed by
a magic string and the SHA-256 of its payload; an entry that fails the check
is compiled again and overwritten, never loaded.

Loading: every function the object calls must exist in the process (MCJIT
would bind a missing one to address 0); bfloat16 conversions that libgcc may
lack are supplied here. Otherwise `UnresolvedSymbolError`.
"""

from __future__ import annotations

import array
import ctypes
import functools
import hashlib
import json
import logging
import math
import os
import struct
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import llvmlite
import llvmlite.binding as llvm
import torch

from pycompile.runtime.errors import index_error
from pycompile.runtime.machine import CpuTarget, compile_to_object, emit_assembly

__all__ = [
    "CpuFunction",
    "CpuTarget",
    "Engine",
    "ScalarArg",
    "TensorArg",
    "UnresolvedSymbolError",
    "cache_dir",
    "compile_llvm_ir",
    "compile_to_object",
    "descriptor_type",
    "descriptor_words",
    "emit_assembly",
    "memref_descriptor",
    "undefined_symbols",
]

log = logging.getLogger(__name__)

# Bump when anything that shapes the object code changes (pipeline, codegen
# options, entry layout): old cache entries then stop matching.
FORMAT_VERSION = 4
_MAGIC = b"PYCOBJ1\n"
_DIGEST_SIZE = hashlib.sha256().digest_size

# --------------------------------------------------------------------------
# The on-disk cache


def cache_dir() -> Path:
    """Where compiled objects are kept: `$PYCOMPILE_CACHE_DIR/cpu`, by default
    `~/.cache/pycompile/cpu`."""
    root = os.environ.get("PYCOMPILE_CACHE_DIR") or Path.home() / ".cache" / "pycompile"
    return Path(root) / "cpu"


def _cache_key(llvm_ir: str, target: CpuTarget, opt_level: int) -> str:
    parts = (
        f"format={FORMAT_VERSION}",
        f"llvmlite={llvmlite.__version__}",
        f"llvm={'.'.join(map(str, llvm.llvm_version_info))}",
        f"triple={llvm.get_process_triple()}",
        f"cpu={target.cpu}",
        f"features={target.feature_string}",
        f"opt={opt_level}",
        llvm_ir,
    )
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


def _read_entry(path: Path) -> bytes | None:
    """The object code stored at `path`, or None if absent or corrupt."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        log.warning("cannot read cache entry %s: %s", path, error)
        return None
    header = len(_MAGIC) + _DIGEST_SIZE
    payload = data[header:]
    if (
        len(data) <= header
        or not data.startswith(_MAGIC)
        or hashlib.sha256(payload).digest() != data[len(_MAGIC) : header]
    ):
        log.warning("corrupt cache entry %s: compiling again", path)
        return None
    return payload


def _write_entry(path: Path, payload: bytes) -> None:
    """Stores `payload` at `path` atomically; failure only logs (caching is optional)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(_MAGIC + hashlib.sha256(payload).digest() + payload)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as error:
        log.warning("cannot write cache entry %s: %s", path, error)


# --------------------------------------------------------------------------
# The engine


class UnresolvedSymbolError(RuntimeError):
    """The compiled code calls a function that this process does not provide."""


# Compiler-runtime functions that LLVM's code generator may call but that the
# process may lack (libgcc before GCC 13 has no bfloat16 conversions). Both
# round to nearest even and give NaN as 0x7fc0, as c10::BFloat16 does; doubles
# go through float, as there.
_SUPPORT_IR = """
define bfloat @__truncsfbf2(float %x) {
  %bits = bitcast float %x to i32
  %high = lshr i32 %bits, 16
  %odd = and i32 %high, 1
  %bias = add i32 %odd, 32767
  %sum = add i32 %bits, %bias
  %rounded = lshr i32 %sum, 16
  %nan = fcmp uno float %x, 0.0
  %wide = select i1 %nan, i32 32704, i32 %rounded
  %narrow = trunc i32 %wide to i16
  %result = bitcast i16 %narrow to bfloat
  ret bfloat %result
}

define bfloat @__truncdfbf2(double %x) {
  %f = fptrunc double %x to float
  %result = call bfloat @__truncsfbf2(float %f)
  ret bfloat %result
}
"""
_SUPPORT_SYMBOLS = ("__truncsfbf2", "__truncdfbf2")


@functools.cache
def _support() -> Engine:
    """The support functions, compiled once per process and published to the
    process's symbol table, where later engines look them up."""
    engine = compile_llvm_ir(_SUPPORT_IR)
    for name in _SUPPORT_SYMBOLS:
        llvm.add_symbol(name, engine.address(name))
    return engine


def undefined_symbols(object_code: bytes) -> list[str] | None:
    """The symbols an ELF64 (little-endian) object needs from elsewhere, weak
    ones excepted; None for other object formats."""
    if object_code[:6] != b"\x7fELF\x02\x01":
        return None
    (section_offset,) = struct.unpack_from("<Q", object_code, 0x28)
    entry_size, count = struct.unpack_from("<HH", object_code, 0x3A)
    # Elf64_Shdr: name, type, flags, addr, offset, size, link, info, addralign, entsize.
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", object_code, section_offset + index * entry_size)
        for index in range(count)
    ]
    names = []
    for _, kind, _, _, offset, size, link, *_ in sections:
        if kind != 2:  # SHT_SYMTAB
            continue
        strings = sections[link][4]
        for position in range(offset + 24, offset + size, 24):  # Elf64_Sym; 0 is null
            name, info, _, section = struct.unpack_from("<IBBH", object_code, position)
            if section == 0 and name and info >> 4 != 2:  # SHN_UNDEF, not STB_WEAK
                end = object_code.index(b"\0", strings + name)
                names.append(object_code[strings + name : end].decode())
    return names


def _resolve(object_code: bytes) -> None:
    """Makes sure every function the object calls can be found: MCJIT binds
    a missing one to address 0, and the first call would crash."""
    for name in undefined_symbols(object_code) or ():
        if llvm.address_of_symbol(name):
            continue
        if name not in _SUPPORT_SYMBOLS:
            raise UnresolvedSymbolError(
                f"the compiled code calls {name!r}, which this process does not provide"
            )
        _support()


class Engine:
    """Object code loaded into an MCJIT execution engine.

    The engine owns the memory of the code: keep the Engine alive as long as
    any function address taken from it is called (CpuFunction holds it).
    """

    __slots__ = ("_engine", "cache_hit", "compile_seconds", "object_code")

    def __init__(
        self, object_code: bytes, target: CpuTarget, *, cache_hit: bool, compile_seconds: float
    ):
        # An MCJIT engine needs a module to start from; the code comes from the
        # object. Creating it also makes the process's symbols (libc, libm)
        # visible to `_resolve`, so it must come first. llvmlite's memory
        # manager places the object's sections in one block, which the small
        # code model needs (see `CpuTarget.machine`).
        self._engine = llvm.create_mcjit_compiler(
            llvm.parse_assembly(""), target.machine(), use_lmm=True)
        _resolve(object_code)
        self._engine.add_object_file(llvm.ObjectFileRef.from_data(object_code))
        self._engine.finalize_object()
        self.object_code = object_code
        self.cache_hit = cache_hit
        self.compile_seconds = compile_seconds

    def address(self, symbol: str) -> int:
        """The address of the function `symbol`; KeyError if the code has none."""
        address = self._engine.get_function_address(symbol)
        if not address:
            raise KeyError(f"no function {symbol!r} in the compiled code")
        return address


def compile_llvm_ir(
    llvm_ir: str,
    *,
    opt_level: int = 3,
    target: CpuTarget | None = None,
    cache: bool = True,
) -> Engine:
    """Compiles LLVM IR text for this host (or `target`) and loads it.

    With `cache`, object code is looked up in and stored to `cache_dir()`; a
    hit skips parsing, optimization and code generation.
    """
    start = time.perf_counter()
    target = target or CpuTarget.host()
    path = cache_dir() / f"{_cache_key(llvm_ir, target, opt_level)}.o" if cache else None
    object_code = _read_entry(path) if path else None
    cache_hit = object_code is not None
    if object_code is None:
        object_code = compile_to_object(llvm_ir, target=target, opt_level=opt_level)
        if path:
            _write_entry(path, object_code)
    engine = Engine(object_code, target, cache_hit=cache_hit, compile_seconds=0.0)
    engine.compile_seconds = time.perf_counter() - start
    return engine


# --------------------------------------------------------------------------
# The ABI bridge


@functools.cache
def descriptor_type(rank: int) -> type[ctypes.Structure]:
    """The ctypes structure of a ranked memref descriptor.

    Every field is 8 bytes, so a descriptor is `3 + 2 * rank` int64 words and
    `CpuFunction` packs the descriptors of one call into one int64 array.
    """
    fields: list[tuple[str, type]] = [
        ("allocated", ctypes.c_void_p),
        ("aligned", ctypes.c_void_p),
        ("offset", ctypes.c_int64),
    ]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRefDescriptor{rank}D", (ctypes.Structure,), {"_fields_": fields})


def descriptor_words(tensor: torch.Tensor, offset: int = 0) -> list[int]:
    """The descriptor of `tensor` (any strides) as int64 words.

    Its pointers point `offset` elements before the tensor's first element,
    so that `aligned + offset` is that element: pass the static offset of the
    memref type, if it has one, and 0 otherwise.
    """
    base = tensor.data_ptr() - offset * tensor.element_size()
    return [base, base, offset, *tensor.shape, *tensor.stride()]


def memref_descriptor(tensor: torch.Tensor, offset: int = 0) -> ctypes.Structure:
    """The descriptor of `tensor` as a ctypes structure (see `descriptor_words`).

    The tensor must outlive every use of the descriptor.
    """
    return descriptor_type(tensor.dim()).from_buffer_copy(
        array.array("q", descriptor_words(tensor, offset))
    )


# A scalar argument's type, passed by value (torch dtype → ctypes).
_SCALAR_CTYPES: dict[torch.dtype, type] = {
    torch.float32: ctypes.c_float,
    torch.float64: ctypes.c_double,
    torch.int64: ctypes.c_int64,
    torch.int32: ctypes.c_int32,
    torch.int8: ctypes.c_int8,
    torch.bool: ctypes.c_bool,
}

# Element types a memref argument may hold (`i1` memrefs hold one byte per element).
TENSOR_DTYPES = frozenset(_SCALAR_CTYPES) | {torch.float16, torch.bfloat16}

Size = int | str | None


@dataclass(frozen=True)
class TensorArg:
    """A memref argument: a CPU tensor, input or preallocated output.

    `shape`: per dimension, an int (a static size), a str (a size symbol:
    every dimension naming it must have the same size in one call) or None
    (any size). `strides`: the element strides the code was compiled for,
    None where it reads them from the descriptor; None as a whole for any.
    `offset`: the static offset of the memref type, or None if dynamic.
    """

    dtype: torch.dtype
    shape: tuple[Size, ...]
    strides: tuple[int | None, ...] | None = None
    offset: int | None = 0
    name: str = ""

    def __post_init__(self) -> None:
        if self.dtype not in TENSOR_DTYPES:
            raise ValueError(f"unsupported tensor element type {self.dtype}")
        if self.strides is not None and len(self.strides) != len(self.shape):
            raise ValueError(f"strides {self.strides} do not match shape {self.shape}")

    def check(self, value: object, label: str, sizes: dict[str, int]) -> torch.Tensor:
        """`value` if it fits this argument (binding size symbols in `sizes`),
        else ValueError naming `label`. Kept cheap: it runs on every call."""
        if not isinstance(value, torch.Tensor):
            raise ValueError(  # noqa: TRY004 (argument errors are ValueErrors, whatever the cause)
                f"{label}: expected a torch.Tensor, got {type(value).__name__}"
            )
        if value.dtype != self.dtype:
            raise ValueError(f"{label}: expected dtype {self.dtype}, got {value.dtype}")
        if not value.is_cpu or value.layout != torch.strided:
            raise ValueError(
                f"{label}: expected a dense CPU tensor, got {value.device} {value.layout}"
            )
        shape = value.shape
        if len(shape) != len(self.shape):
            raise ValueError(f"{label}: expected shape {self.shape}, got {tuple(shape)}")
        for dim, want in enumerate(self.shape):
            if want.__class__ is str:
                want = sizes.setdefault(want, shape[dim])
            if want is not None and want != shape[dim]:
                raise ValueError(
                    f"{label}: expected shape {self.shape}, got {tuple(shape)} "
                    f"(dimension {dim} must be {want})"
                )
        if self.strides is not None and value.numel() > 1:
            strides = value.stride()
            for dim, want in enumerate(self.strides):
                # A dimension of size 1 is never stepped over: its stride is free.
                if want is not None and want != strides[dim] and shape[dim] != 1:
                    raise ValueError(
                        f"{label}: the code assumes strides {self.strides}, got {strides}"
                        " (pass a tensor with that layout, e.g. .contiguous())"
                    )
        return value


@dataclass(frozen=True)
class ScalarArg:
    """A scalar argument, passed by value: a Python number or a 0-d tensor."""

    dtype: torch.dtype
    name: str = ""

    def __post_init__(self) -> None:
        if self.dtype not in _SCALAR_CTYPES:
            raise ValueError(f"unsupported scalar type {self.dtype}")

    def check(self, value: object, label: str, sizes: dict[str, int]) -> object:
        """`value` as a Python number, if it is one of this type; else ValueError."""
        if isinstance(value, torch.Tensor) and value.dim() == 0:
            value = value.item()
        if self.dtype == torch.bool:
            kinds: tuple[type, ...] = (bool,)
        elif self.dtype.is_floating_point:
            kinds = (int, float)
        else:
            kinds = (int,)
        if not isinstance(value, kinds):
            raise ValueError(f"{label}: expected a {self.dtype} scalar, got {value!r}")  # noqa: TRY004
        return value


Signature = Sequence[TensorArg | ScalarArg]


class CpuFunction:
    """A compiled function, callable on torch tensors and scalars.

    Calls `_mlir_ciface_<name>` with the arguments in `signature` order, each
    checked first (count, type, dtype, rank, sizes, strides; ValueError naming
    the argument). Results are written into preallocated output arguments;
    the call returns None. The GIL is released while the code runs, so calls
    from several threads run in parallel.
    """

    __slots__ = ("_engine", "_function", "_labels", "_words", "name", "signature")

    def __init__(self, engine: Engine, name: str, signature: Signature):
        self.name = name
        self.signature = tuple(signature)
        self._engine = engine  # keeps the code alive
        argtypes = [
            ctypes.c_void_p if isinstance(arg, TensorArg) else _SCALAR_CTYPES[arg.dtype]
            for arg in self.signature
        ]
        self._function = ctypes.CFUNCTYPE(None, *argtypes)(engine.address(f"_mlir_ciface_{name}"))
        self._labels = [
            f"{name}: argument {index}" + (f" ({arg.name})" if arg.name else "")
            for index, arg in enumerate(self.signature)
        ]
        # Where each tensor argument's descriptor starts in the packed words.
        self._words: list[int | None] = []
        count = 0
        for arg in self.signature:
            self._words.append(count if isinstance(arg, TensorArg) else None)
            count += 3 + 2 * len(arg.shape) if isinstance(arg, TensorArg) else 0

    def __call__(self, *args: object) -> None:
        if len(args) != len(self.signature):
            raise ValueError(
                f"{self.name}: expected {len(self.signature)} arguments, got {len(args)}"
            )
        sizes: dict[str, int] = {}
        words: list[int] = []
        values = list(args)
        for index, spec in enumerate(self.signature):
            values[index] = spec.check(args[index], self._labels[index], sizes)
            if spec.__class__ is TensorArg:
                words += descriptor_words(values[index], spec.offset or 0)
        descriptors = array.array("q", words)  # alive until the call returns
        base = descriptors.buffer_info()[0]
        for index, start in enumerate(self._words):
            if start is not None:
                values[index] = base + 8 * start
        self._function(*values)

    def __repr__(self) -> str:
        return f"CpuFunction({self.name!r}, {list(self.signature)})"


# --------------------------------------------------------------------------
# Compiled graphs: the calling convention of `pyc-to-loops`


# Several threads: a graph runs as one OpenMP parallel region when the
# process has an OpenMP runtime (torch's own, whose threads are awake between
# torch ops: a launch costs microseconds, and torch and pycompile never
# oversubscribe the cores); otherwise on a Python thread pool (ctypes releases
# the GIL), whose launch costs tens of microseconds. One graph runs at a time,
# so a graph never waits in a barrier for a thread another graph holds.
_POOL: ThreadPoolExecutor | None = None
_PARALLEL = threading.Lock()

# Outputs at least this large are recycled (`CpuGraph._output`).
_RECYCLE_BYTES = 1 << 16


# How many holders a storage's memory has (tensors, views, storage objects),
# from the storage's `_cdata`: a private torch function, looked up once.
# Where torch lacks it, the count reads 0 and outputs are always new.
_use_count = getattr(torch._C, "_storage_Use_Count", lambda cdata: 0)


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
# PARALLEL_S or more each keeps them, untried against one. Against a
# millisecond of work, a team launch's microseconds cannot make one thread
# the faster, and one thread's trial calls cost most where graphs are slow:
# a GPT training step's parts ran 8 of its first 16 steps on one thread
# (its attention part: 3.8 ms a call there, 2.6 ms on two).
_TRIALS = 8
_TRIAL_BLOCK = 4
_ONE_THREAD_MARGIN = 0.9
_PARALLEL_S = 1e-3


@dataclass(frozen=True)
class OpenMP:
    """The OpenMP entry points a team launch needs (GNU ABI, which libgomp,
    LLVM's libomp and Intel's libiomp all export), as addresses."""

    parallel: int
    thread_num: int
    num_threads: int


@functools.cache
def openmp() -> OpenMP | None:
    """The OpenMP runtime loaded in this process (torch's), or None."""
    if os.environ.get("PYCOMPILE_NO_OPENMP"):
        return None
    try:
        maps = Path("/proc/self/maps").read_text().splitlines()
    except OSError:
        return None
    names = ("libgomp", "libomp", "libiomp5")
    # A cheap substring test first: the maps have thousands of lines.
    mapped = {line.split()[-1] for line in maps if "omp" in line}
    paths = sorted(p for p in mapped if any(Path(p).name.startswith(n) for n in names))
    for path in paths:
        try:
            lib = ctypes.CDLL(path)
            addresses = [ctypes.cast(getattr(lib, symbol), ctypes.c_void_p).value
                         for symbol in ("GOMP_parallel", "omp_get_thread_num",
                                        "omp_get_num_threads")]
        except (OSError, AttributeError):
            continue
        return OpenMP(*addresses)
    return None


def team_entry_ir(name: str, pointers: int) -> str:
    """LLVM IR that runs `_mlir_ciface_<name>` (`pointers` descriptor
    pointers, then the thread index and count) on an OpenMP team:

        void __pyc_team_<name>(void **argv, int threads, void *GOMP_parallel)

    `argv` holds the descriptor pointers, then the addresses of
    omp_get_thread_num and omp_get_num_threads. Taking the runtime's functions
    as arguments keeps the object free of OpenMP symbols, so it loads in a
    process without OpenMP too."""
    loads = "\n".join(
        f"  %p{i}.a = getelementptr inbounds ptr, ptr %argv, i64 {i}\n"
        f"  %p{i} = load ptr, ptr %p{i}.a" for i in range(pointers + 2))
    args = "".join(f"ptr %p{i}, " for i in range(pointers))
    return f"""
define internal void @__pyc_member_{name}(ptr %argv) {{
{loads}
  %t32 = call i32 %p{pointers}()
  %n32 = call i32 %p{pointers + 1}()
  %t = sext i32 %t32 to i64
  %n = sext i32 %n32 to i64
  call void @_mlir_ciface_{name}({args}i64 %t, i64 %n)
  ret void
}}

define void @__pyc_team_{name}(ptr %argv, i32 %threads, ptr %parallel) {{
  call void %parallel(ptr @__pyc_member_{name}, ptr %argv, i32 %threads, i32 0)
  ret void
}}
"""


class CpuGraph:
    """A graph compiled by `pyc-cpu-pipeline`, called like the reference executor.

    Its entry point takes the inputs, one output buffer per result, the arena
    (when the memory plan made one), the threads' barrier (`sync`), the
    error slot of its index checks, the thread's index and the thread count.
    The arena is allocated once and reused by every call; calls from several
    Python threads take turns. Each kernel's outermost loop is shared among
    the threads; whether one thread or `torch.get_num_threads()` is faster
    is measured on the first calls (`_TRIALS` each; a graph slower than
    `_PARALLEL_S` keeps all threads after their first `_TRIAL_BLOCK`), then
    kept (`threads`).

    `checks` names, by number, the op (`aten.op at file.py:12`) and the dim
    of each index check in the code. The error slot holds four int64s, zero
    until a check fails: the failures, then the first one's check number,
    index and size; the call then raises IndexError naming them (its
    outputs are garbage, never returned), and the slot is cleared for the
    next.
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
        checks: Sequence[tuple[str, int]] = (),
    ) -> None:
        # The memory plan, for reports: the arena against one buffer per
        # intermediate tensor.
        self.arena_bytes, self.naive_bytes = arena_bytes, naive_bytes
        self.cache_key = cache_key  # its entry in the on-disk cache, if any
        self.engine, self.name, self.inputs = engine, name, [(list(s), d) for s, d in inputs]
        self.arena = torch.empty(arena_bytes, dtype=torch.int8) if arena_bytes else None
        self.sync = torch.zeros(2, dtype=torch.int64)
        # Read after every call: an array's item costs tens of nanoseconds, a
        # tensor's microseconds.
        self.checks = [(str(op), int(dim)) for op, dim in checks]
        self._error = array.array("q", [0, 0, 0, 0])
        self.outputs = [(list(shape), dtype) for shape, dtype in outputs]
        most = min(torch.get_num_threads(), os.cpu_count() or 1)
        self.threads: int | None = 1 if most == 1 else None
        self._timings: dict[int, list[float]] = {most: [], 1: []}
        # Every tensor argument is dense with a static shape, so its
        # descriptor is fixed but for the data pointer, set on each call:
        # the per-call work is a shape check and two stores a tensor.
        self._expected = [(torch.Size(shape), dtype) for shape, dtype in inputs]
        shapes = [shape for shape, _ in (*inputs, *outputs)]
        shapes += [(arena_bytes,)] * (self.arena is not None) + [(2,), (4,)]
        words, self._slots = [], []
        for shape in shapes:
            self._slots.append(len(words))
            strides, step = [], 1
            for size in reversed(shape):
                strides.insert(0, step)
                step *= max(size, 1)
            words += [0, 0, 0, *shape, *strides]
        self._descriptors = array.array("q", words)
        fixed = [self.sync.data_ptr(), self._error.buffer_info()[0]]
        if self.arena is not None:
            fixed.insert(0, self.arena.data_ptr())
        for address, slot in zip(fixed, self._slots[len(self._slots) - len(fixed):]):
            self._descriptors[slot] = self._descriptors[slot + 1] = address
        base = self._descriptors.buffer_info()[0]
        self._pointers = [base + 8 * slot for slot in self._slots]
        argtypes = [ctypes.c_void_p] * len(shapes) + [ctypes.c_int64] * 2
        self._function = ctypes.CFUNCTYPE(None, *argtypes)(
            engine.address(f"_mlir_ciface_{name}"))
        # The OpenMP team launch (see `team_entry_ir`), if both the code and
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
        self._storages: list[torch.UntypedStorage | None] = [None] * len(self.outputs)
        self._output_specs = [
            (tuple(shape), dtype, math.prod(shape) * dtype.itemsize >= _RECYCLE_BYTES)
            for shape, dtype in self.outputs]

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        expected = self._expected
        if len(args) != len(expected):
            raise ValueError(f"{self.name}: expected {len(expected)} inputs, got {len(args)}")
        for index, (arg, (shape, dtype)) in enumerate(zip(args, expected)):
            if not isinstance(arg, torch.Tensor) or arg.shape != shape or arg.dtype != dtype:
                raise ValueError(
                    f"{self.name}: input {index}: expected a {dtype} tensor of shape "
                    f"{tuple(shape)}, got {getattr(arg, 'dtype', type(arg).__name__)} "
                    f"{tuple(getattr(arg, 'shape', ()))}"
                )
        # The generated code reads dense row-major memory.
        return self.run_unchecked(*[a if a.is_contiguous() else a.contiguous() for a in args])

    def run_unchecked(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        """`__call__` for inputs already known to be contiguous tensors of
        the expected shapes and dtypes, unchecked: a graph called by Dynamo,
        whose guards check sizes, strides and dtypes. After a kernel has
        pushed the interpreter's data out of the caches, the checks cost
        10-25 µs a call (softmax and RMS norm, 512x768 f32)."""
        # One call at a time: the arena, the descriptors and the recycled
        # output memory are the graph's. Only the inputs' and outputs' data
        # pointers change from call to call (the arena's and the barrier's
        # were set once).
        with self._lock:
            outputs = tuple(map(self._output, range(len(self.outputs))))
            words = self._descriptors
            for tensor, slot in zip((*args, *outputs), self._slots):
                words[slot] = words[slot + 1] = tensor.data_ptr()
            threads = self.threads
            if threads is not None:
                self._run(threads)
                return outputs
            # Still measuring: the choices take turns, a block of calls each.
            done = sum(map(len, self._timings.values()))
            choices = list(self._timings)
            threads = choices[done // _TRIAL_BLOCK % len(choices)]
            start = time.perf_counter()
            self._run(threads)
            self._timings[threads].append(time.perf_counter() - start)
            most = max(self._timings)
            fastest = {n: min(times, default=math.inf) for n, times in self._timings.items()}
            if len(self._timings[most]) == _TRIAL_BLOCK and not self._timings[1] \
                    and fastest[most] >= _PARALLEL_S:
                self.threads = most
            elif all(len(times) == _TRIALS for times in self._timings.values()):
                self.threads = 1 if fastest[1] < _ONE_THREAD_MARGIN * fastest[most] else most
        return outputs

    def _output(self, index: int) -> torch.Tensor:
        """A new tensor for output `index`; a large one (`_RECYCLE_BYTES`) on
        the memory of the last call's output if nothing holds that any more
        (no tensor or view of it lives: the graph's reference is the only
        one). Fresh large blocks come straight from mmap and cost a page
        fault per 4 KiB on first touch: seen, 100-150 µs a call for a 1.5 MiB
        output. Small ones come from malloc's free lists, already touched."""
        shape, dtype, recycled = self._output_specs[index]
        if not recycled:
            return torch.empty(shape, dtype=dtype)
        storage = self._storages[index]
        # torch keeps one Python object per storage: a caller holding
        # `untyped_storage()` holds the very object in `_storages`, which the
        # use count does not see; its Python reference count does (the list,
        # `storage` and getrefcount's argument make 3).
        if storage is not None and _use_count(storage._cdata) == 1 \
                and sys.getrefcount(storage) == 3:
            return torch.empty(0, dtype=dtype).set_(storage, 0, shape)
        tensor = torch.empty(shape, dtype=dtype)
        self._storages[index] = tensor.untyped_storage()
        return tensor

    def _run(self, threads: int) -> None:
        self._launch(threads)
        if self._error[0]:
            raise self._index_error()

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

    def _index_error(self) -> IndexError:
        """The error a failed index check reported, the slot cleared."""
        _, check, index, size = self._error
        self._error[:] = array.array("q", [0, 0, 0, 0])
        op, dim = self.checks[check - 1]
        return index_error(index, dim, size, op)


def _graph_path(key: str) -> Path:
    return cache_dir() / f"{key}.graph"


def save_graph(key: str, graph: CpuGraph) -> None:
    """Stores `graph` (its object code and how to call it) under `key`."""
    meta = {
        "name": graph.name,
        "inputs": [(shape, str(dtype).removeprefix("torch.")) for shape, dtype in graph.inputs],
        "outputs": [(shape, str(dtype).removeprefix("torch.")) for shape, dtype in graph.outputs],
        "arena_bytes": graph.arena_bytes,
        "naive_bytes": graph.naive_bytes,
        "checks": graph.checks,
    }
    _write_entry(_graph_path(key), json.dumps(meta).encode() + b"\0" + graph.engine.object_code)


def load_graph(key: str) -> CpuGraph | None:
    """The graph stored under `key`, or None (absent, or corrupt: then it is
    compiled again and overwritten). No MLIR or LLVM optimization runs."""
    payload = _read_entry(_graph_path(key))
    if payload is None:
        return None
    start = time.perf_counter()
    header, _, object_code = payload.partition(b"\0")
    meta = json.loads(header)
    specs = {
        role: [(shape, getattr(torch, dtype)) for shape, dtype in meta[role]]
        for role in ("inputs", "outputs")
    }
    engine = Engine(object_code, CpuTarget.host(), cache_hit=True, compile_seconds=0.0)
    engine.compile_seconds = time.perf_counter() - start
    return CpuGraph(engine, meta["name"], specs["inputs"], specs["outputs"],
                    meta["arena_bytes"], meta["naive_bytes"], key,
                    [(op, dim) for op, dim in meta["checks"]])


def save_record(key: str, record: dict) -> None:
    """Stores `record` (JSON) under `key`, next to the graphs."""
    _write_entry(cache_dir() / f"{key}.json", json.dumps(record).encode())


def load_record(key: str) -> dict | None:
    """The record stored under `key`, or None (absent or corrupt)."""
    payload = _read_entry(cache_dir() / f"{key}.json")
    try:
        record = json.loads(payload) if payload is not None else None
    except ValueError:
        return None
    return record if isinstance(record, dict) else None


def graph_key(source: str) -> str:
    """The cache key of a graph from `source`: the text of everything that
    decides its code (IR, pipeline, compiler build), plus this host's target."""
    return _cache_key(source, CpuTarget.host(), 3)
