"""Loads pycompile's native library into the `mlir` bindings' process.

The library (`_lib/libPycompileCAPI.so`) holds the pyc dialect and passes,
compiled against the bindings' own `libMLIRPythonCAPI.so`, so there is one
MLIR in the process and pyc ops live in ordinary `mlir.ir.Context` objects.
Importing this module makes pyc available everywhere in the process
(`initialize`): every module of pycompile that uses MLIR imports it.
"""

from __future__ import annotations

import ctypes
import functools
from pathlib import Path

# The bindings' CAPI library must be loaded before ours: ours names it as a
# dependency by soname, and the dynamic loader reuses the loaded copy.
import mlir._mlir_libs
from mlir import ir
from mlir._mlir_libs import _mlir

_LIB_NAME = "libPycompileCAPI.so"
_REGISTRY_CAPSULE = b"mlir.ir.DialectRegistry._CAPIPtr"


def library_path() -> Path:
    """Where the native library of this installation lies."""
    return Path(__file__).parent / "_lib" / _LIB_NAME


@functools.cache
def library() -> ctypes.CDLL:
    """The loaded native library (loaded once per process)."""
    path = library_path()
    if not path.exists():
        raise ImportError(
            f"pycompile's native library is missing at {path}; "
            "reinstall the package (pip install .) to build it"
        )
    # RTLD_LOCAL: global, the library would lift the wheel's libLLVM.so into
    # the process's global symbol scope, where any later library carrying an
    # LLVM of its own (Triton's libtriton.so) binds to it and registers its
    # command-line options a second time: LLVM aborts the process.
    lib = ctypes.CDLL(str(path), mode=ctypes.RTLD_LOCAL)
    lib.pycRegisterDialects.argtypes = [ctypes.c_void_p]
    lib.pycRegisterDialects.restype = None
    lib.pycRegisterPasses.argtypes = []
    lib.pycRegisterPasses.restype = None
    lib.pycDescribeOp.argtypes = [ctypes.c_void_p, _StringRef, _StringCallback,
                                  ctypes.c_void_p]
    lib.pycDescribeOp.restype = ctypes.c_int
    return lib


class _StringRef(ctypes.Structure):
    """MlirStringRef, passed by value."""

    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]

    @classmethod
    def of(cls, text: bytes) -> _StringRef:
        return cls(text, len(text))


class _StringPiece(ctypes.Structure):
    """MlirStringRef as a callback receives it: not NUL-terminated."""

    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]


# MlirStringCallback: a piece of output and the caller's data.
_StringCallback = ctypes.CFUNCTYPE(None, _StringPiece, ctypes.c_void_p)


@functools.cache
def _holding_gil() -> ctypes.PyDLL:
    """The native library again, its calls holding the GIL: they emit
    diagnostics, which the context's handlers may pass to Python callbacks."""
    library()  # loaded (and its dependencies resolved) by the one loader
    lib = ctypes.PyDLL(str(library_path()), mode=ctypes.RTLD_LOCAL)
    lib.pycRunPipeline.argtypes = [ctypes.c_void_p, _StringRef, _StringRef]
    lib.pycRunPipeline.restype = ctypes.c_int
    lib.pycTranslateToTriton.argtypes = [ctypes.c_void_p, _StringCallback, ctypes.c_void_p]
    lib.pycTranslateToTriton.restype = ctypes.c_int
    lib.pycPrintSizes.argtypes = [ctypes.c_void_p, _StringCallback, ctypes.c_void_p]
    lib.pycPrintSizes.restype = ctypes.c_int
    return lib


def _pointer(capsule, name: bytes) -> int:
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype = ctypes.c_void_p
    get_pointer.argtypes = [ctypes.py_object, ctypes.c_char_p]
    return get_pointer(capsule, name)


def operation_pointer(operation: ir.Operation) -> int:
    """The MlirOperation of `operation` (a struct of one pointer, passed as one)."""
    return _pointer(operation._CAPIPtr, b"mlir.ir.Operation._CAPIPtr")


# `run_pipeline`'s results (pycRunPipeline's).
PIPELINE_SUCCEEDED, PIPELINE_FAILED, PIPELINE_CRASHED = 0, 1, 2


def run_pipeline(operation: ir.Operation, pipeline: str, reproducer: str = "") -> int:
    """Runs the textual `pipeline` on `operation` with crash recovery (see
    `pycRunPipeline` in compiler/CAPI/Pyc.h): PIPELINE_SUCCEEDED, _FAILED or
    _CRASHED; errors go to the context's diagnostic handlers. A reproducer
    is written to `reproducer` (if not empty) when a pass fails or crashes."""
    text, path = pipeline.encode(), reproducer.encode()
    return _holding_gil().pycRunPipeline(operation_pointer(operation), _StringRef.of(text),
                                         _StringRef.of(path))


def _written(function, pointer: int) -> str | None:
    """What the C function `function` writes to its string callback for the
    object at `pointer`, or None if it returns a failure."""
    pieces: list[bytes] = []
    callback = _StringCallback(
        lambda piece, _: pieces.append(ctypes.string_at(piece.data, piece.length)))
    status = function(pointer, callback, None)
    return b"".join(pieces).decode() if status == 0 else None


def translate_to_triton(operation: ir.Operation) -> str | None:
    """The module `operation` as Triton source (`pycTranslateToTriton`), or
    None if it has what the translation cannot express; errors go to the
    context's diagnostic handlers."""
    return _written(_holding_gil().pycTranslateToTriton, operation_pointer(operation))


def printed_sizes(value: ir.Value) -> str | None:
    """The sizes of `value` as the text of an op's `sizes` attribute (an
    affine map over its function's symbols; "" for a static shape), or None
    where a run-time size cannot be told (`pycPrintSizes`)."""
    return _written(_holding_gil().pycPrintSizes,
                    _pointer(value._CAPIPtr, b"mlir.ir.Value._CAPIPtr"))


def describe_op(location: ir.Location, op: str) -> str:
    """The op at `location` and the user's line, as run-time errors name it:
    `aten.op at file.py:12`, or `op` where the location names none
    (`pycDescribeOp`: the Triton kernels' index checks word it alike)."""
    return _written(
        lambda loc, callback, data: library().pycDescribeOp(loc, _StringRef.of(op.encode()),
                                                            callback, data),
        _pointer(location._CAPIPtr, b"mlir.ir.Location._CAPIPtr"))


def _registry_pointer(registry: ir.DialectRegistry) -> int:
    return _pointer(registry._CAPIPtr, _REGISTRY_CAPSULE)


def insert_dialects(registry: ir.DialectRegistry) -> None:
    """Inserts the pyc dialect into `registry`."""
    library().pycRegisterDialects(_registry_pointer(registry))


@functools.cache
def initialize() -> None:
    """Makes pyc available everywhere in this process (idempotent).

    Every `mlir.ir.Context` created afterwards has pyc registered, the pyc
    passes are known to `PassManager.parse`, and pyc ops found in IR come back
    as the Python op classes of `pycompile.dialects.pyc`.
    """
    insert_dialects(mlir._mlir_libs.get_dialect_registry())
    library().pycRegisterPasses()
    _mlir.globals.append_dialect_search_prefix("pycompile.dialects")


def register(context: ir.Context) -> None:
    """Registers and loads pyc in a context created before `initialize`."""
    initialize()
    registry = ir.DialectRegistry()
    insert_dialects(registry)
    context.append_dialect_registry(registry)
    context.load_all_available_dialects()


initialize()
