"""Object code loaded into this process and run: an MCJIT engine per object.

    engine = Engine(object_code, cache_hit=False, compile_seconds=0.0)
    address = engine.address("_mlir_ciface_f")

Every function the object calls must exist in the process (MCJIT would bind
a missing one to address 0); bfloat16 conversions that libgcc may lack are
supplied here. Otherwise `UnresolvedSymbolError`.
"""

from __future__ import annotations

import ctypes
import functools
import struct
import time

import llvmlite.binding as llvm

llvm.initialize_native_target()
llvm.initialize_native_asmprinter()


class UnresolvedSymbolError(RuntimeError):
    """The compiled code calls a function that this process does not provide."""


def _machine() -> llvm.TargetMachine:
    """A new target machine, for an MCJIT engine to own. Object code is
    loaded as it was compiled (the loader reads its relocations), so none of
    its choices shape that; only the support functions are compiled by it."""
    target = llvm.Target.from_triple(llvm.get_process_triple())
    return target.create_target_machine(jit=True)


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

define i64 @pycompile_cycles() {
  %now = call i64 @llvm.readcyclecounter()
  ret i64 %now
}
declare i64 @llvm.readcyclecounter()
"""
_SUPPORT_SYMBOLS = ("__truncsfbf2", "__truncdfbf2")


@functools.cache
def _support() -> llvm.ExecutionEngine:
    """The support functions, compiled once per process and published to the
    process's symbol table, where later engines look them up."""
    module = llvm.parse_assembly(_SUPPORT_IR)
    module.verify()
    engine = llvm.create_mcjit_compiler(module, _machine(), use_lmm=True)
    engine.finalize_object()
    for name in _SUPPORT_SYMBOLS:
        llvm.add_symbol(name, engine.get_function_address(name))
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


def _reading(read) -> tuple[float, int]:
    """`time.perf_counter` and the cycle counter read together: the read
    between two clock reads that lie closest, of five, and the clocks'
    midpoint. A read apart from its clock read by a preemption (a busy
    host) would move the rate by that much: 1% in 20 ms, seen on a 2-core
    host running the tests on both cores."""
    def once():
        before, cycles, after = time.perf_counter(), read(), time.perf_counter()
        return after - before, (before + after) / 2, cycles

    _, seconds, cycles = min((once() for _ in range(5)), key=lambda r: r[0])
    return seconds, cycles


@functools.cache
def cycles_per_second() -> float:
    """The rate of the cycle counter that timed graphs read
    (`llvm.readcyclecounter`: x86's time-stamp counter, which runs at a
    fixed rate whatever the cores' clocks do), measured once against
    `time.perf_counter` over 20 ms."""
    read = ctypes.CFUNCTYPE(ctypes.c_uint64)(
        _support().get_function_address("pycompile_cycles"))
    start, counted = _reading(read)
    while time.perf_counter() - start < 0.02:
        pass
    end, count = _reading(read)
    return (count - counted) / (end - start)


class Engine:
    """Object code loaded into an MCJIT execution engine.

    The engine owns the memory of the code: keep the Engine alive as long as
    any function address taken from it is called (CpuGraph holds it).
    """

    __slots__ = ("_engine", "cache_hit", "compile_seconds", "object_code")

    def __init__(self, object_code: bytes, *, cache_hit: bool, compile_seconds: float):
        # An MCJIT engine needs a module to start from; the code comes from the
        # object. Creating it also makes the process's symbols (libc, libm)
        # visible to `_resolve`, so it must come first. llvmlite's memory
        # manager places the object's sections in one block, which the small
        # code model of the compiled code needs (targets/cpu/machine.py).
        self._engine = llvm.create_mcjit_compiler(
            llvm.parse_assembly(""), _machine(), use_lmm=True)
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
