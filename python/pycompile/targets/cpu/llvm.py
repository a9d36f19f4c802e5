"""Upstream dialects → LLVM dialect → LLVM IR text.

`lower_to_llvm` runs `pyc-lower-to-llvm` over a module of func / scf / cf /
memref / vector / arith / math / affine / index / ub ops, after giving every
public function with a body a C interface (`llvm.emit_c_interface`: an
`_mlir_ciface_<name>` entry point taking pointers to memref descriptors, see
`pycompile.runtime.cpu.graph`). `translate_to_llvm_ir` turns the result into
LLVM IR text through MLIR's C API, which the Python bindings do not expose
safely. `team_entry_ir` is the LLVM IR of an entry that runs a function on an
OpenMP team, which `CpuGraph` calls.
"""

from __future__ import annotations

import ctypes
import functools
from pathlib import Path

import mlir._mlir_libs
from mlir import ir
from mlir.dialects import arith

from pycompile import pipeline
from pycompile._native import operation_pointer

# From upstream dialects to the LLVM dialect: a pipeline registered in C++
# (compiler/Pipelines), the same one `pycompile-opt` runs.
LOWER_TO_LLVM = "builtin.module(pyc-lower-to-llvm)"

_C_INTERFACE = "llvm.emit_c_interface"


def entry_points(module: ir.Module) -> list[ir.Operation]:
    """The public `func.func` ops with a body: the functions callers can run."""
    found = []
    for op in module.body.operations:
        op = op.operation
        visibility = op.attributes.get("sym_visibility")
        public = visibility is None or ir.StringAttr(visibility).value == "public"
        if op.name == "func.func" and public and len(op.regions[0].blocks) > 0:
            found.append(op)
    return found


# Ops that may hold i1 memrefs; `widen_bool_memrefs` retypes their memref
# results, fixes the values that loads and stores move, and rejects the rest.
_BOOL_MEMREF_VIEWS = frozenset({
    "memref.alloc", "memref.alloca", "memref.cast", "memref.subview",
    "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
    "memref.transpose", "func.call",
})
_BOOL_MEMREF_USERS = _BOOL_MEMREF_VIEWS | {
    "func.func", "func.return", "memref.load", "memref.store", "memref.dim", "memref.dealloc",
}


def _is_bool_memref(type_: ir.Type) -> bool:
    return isinstance(type_, ir.MemRefType) and str(type_.element_type) == "i1"


def _widened(type_: ir.Type) -> ir.Type:
    """`memref<...xi1, L>` as `memref<...xi8, L>`; other types unchanged."""
    if not _is_bool_memref(type_):
        return type_
    memref = ir.MemRefType(type_)
    i8 = ir.IntegerType.get_signless(8)
    return ir.MemRefType.get(memref.shape, i8, memref.layout, memref.memory_space)


def widen_bool_memrefs(module: ir.Module) -> None:
    """Stores booleans as bytes: every `memref<...xi1>` becomes `memref<...xi8>`,
    loads truncate (`arith.trunci`) and stores extend (`arith.extui`).

    This is torch.bool's layout (one byte per element), and MLIR 22's
    finalize-memref-to-llvm aborts the process on loads of i1 (an assertion).
    Raises ValueError, changing nothing, for ops on i1 memrefs it does not
    handle (vector transfers, copies, globals, ...).
    """
    ops: list[ir.Operation] = []

    def collect(op: ir.Operation) -> ir.WalkResult:
        types = [v.type for v in op.operands] + [r.type for r in op.results]
        if op.name == "func.func":
            signature = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
            types += [*signature.inputs, *signature.results]
        if any(_is_bool_memref(t) for t in types):
            ops.append(op)
            if op.name not in _BOOL_MEMREF_USERS:
                return ir.WalkResult.INTERRUPT
        return ir.WalkResult.ADVANCE

    module.operation.walk(collect, ir.WalkOrder.PRE_ORDER)
    if ops and ops[-1].name not in _BOOL_MEMREF_USERS:
        raise ValueError(f"i1 memrefs are not supported in {ops[-1].name} ({ops[-1].location})")
    i1, i8 = ir.IntegerType.get_signless(1), ir.IntegerType.get_signless(8)
    for op in ops:
        if op.name == "func.func":
            type_ = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value)
            op.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(
                [_widened(t) for t in type_.inputs], [_widened(t) for t in type_.results]
            ))
            for block in op.regions[0].blocks:
                for argument in block.arguments:
                    argument.set_type(_widened(argument.type))
        elif op.name in _BOOL_MEMREF_VIEWS:
            for result in op.results:
                result.set_type(_widened(result.type))
        elif op.name == "memref.load":
            loaded = op.results[0]
            loaded.set_type(i8)
            with ir.InsertionPoint.after(op):
                truncated = arith.TruncIOp(i1, loaded)
            loaded.replace_all_uses_except(truncated.result, truncated.operation)
        elif op.name == "memref.store":
            with ir.InsertionPoint(op):
                extended = arith.ExtUIOp(i8, op.operands[0])
            op.operands[0] = extended.result


def lower_to_llvm(module: ir.Module) -> None:
    """Lowers `module` in place to the LLVM dialect; raises
    `pipeline.PipelineError` (an `mlir.ir.MLIRError`) with the diagnostics if
    a pass fails or crashes (see `pipeline.run`).

    Each entry point `f` becomes `_mlir_ciface_f` (external) wrapping `f`
    (internal); i1 memrefs become byte memrefs (`widen_bool_memrefs`).
    """
    with module.context, ir.Location.unknown():
        names = set()
        for op in entry_points(module):
            op.attributes[_C_INTERFACE] = ir.UnitAttr.get()
            names.add(ir.StringAttr(op.attributes["sym_name"]).value)
        widen_bool_memrefs(module)
        pipeline.run(module, LOWER_TO_LLVM)
        # Callers enter through the _mlir_ciface_ wrappers only: once the
        # wrapped functions are internal, LLVM inlines them into the wrappers
        # and drops them, instead of compiling every kernel twice.
        internal = ir.Attribute.parse("#llvm.linkage<internal>")
        for op in module.body.operations:
            op = op.operation
            if op.name == "llvm.func" and ir.StringAttr(op.attributes["sym_name"]).value in names:
                op.attributes["linkage"] = internal


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


class TranslationError(RuntimeError):
    """The module could not be translated to LLVM IR; the message holds MLIR's diagnostics."""


@functools.cache
def _capi() -> ctypes.PyDLL:
    """The bindings' CAPI library, already loaded by `import mlir.ir`.

    PyDLL, not CDLL: calls keep the GIL, because translation reports errors
    through the context's diagnostic handlers, which may be Python callbacks.
    The LLVM C functions (`LLVMContextCreate`, ...) resolve through the
    library's dependency on the bindings' `libLLVM.so`.
    """
    lib = ctypes.PyDLL(str(Path(mlir._mlir_libs.__file__).parent / "libMLIRPythonCAPI.so"))
    signatures: dict[str, tuple[list[type], type | None]] = {
        # LLVMModuleRef mlirTranslateModuleToLLVMIR(MlirOperation, LLVMContextRef):
        # NULL on failure, after emitting diagnostics. (MlirOperation is a
        # struct holding one pointer: passed like a pointer.)
        "mlirTranslateModuleToLLVMIR": ([ctypes.c_void_p, ctypes.c_void_p], ctypes.c_void_p),
        "LLVMContextCreate": ([], ctypes.c_void_p),
        "LLVMContextDispose": ([ctypes.c_void_p], None),
        "LLVMPrintModuleToString": ([ctypes.c_void_p], ctypes.c_void_p),
        "LLVMDisposeModule": ([ctypes.c_void_p], None),
        "LLVMDisposeMessage": ([ctypes.c_void_p], None),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes, function.restype = argtypes, restype
    return lib


def translate_to_llvm_ir(module: ir.Module) -> str:
    """The LLVM IR text of `module`, which must hold LLVM dialect ops only.

    Raises `mlir.ir.MLIRError` if the module does not verify, and
    `TranslationError` with MLIR's diagnostics if it cannot be translated
    (ops of other dialects left, say).

    The bindings' contexts have every LLVM IR translation registered (their
    site initializer calls `mlirRegisterAllLLVMTranslations`). Their own
    `mlir.dialects.llvm.translate_module_to_llvmir` is not used: on failure
    it prints a null module and crashes the process, as does the C API's
    `mlirTranslateModuleToLLVMIRToString`. Hence the two steps here, with the
    result checked in between.
    """
    module.operation.verify()
    lib = _capi()
    diagnostics: list[str] = []

    def collect(diagnostic: ir.Diagnostic) -> bool:
        diagnostics.append(f"{diagnostic.location}: {diagnostic.message}")
        diagnostics.extend(f"  note: {note.location}: {note.message}" for note in diagnostic.notes)
        return True  # handled: not printed to stderr

    handler = module.context.attach_diagnostic_handler(collect)
    llvm_context = lib.LLVMContextCreate()
    try:
        llvm_module = lib.mlirTranslateModuleToLLVMIR(
            operation_pointer(module.operation), llvm_context
        )
        if not llvm_module:
            raise TranslationError(
                "cannot translate to LLVM IR:\n" + ("\n".join(diagnostics) or "(no diagnostic)")
            )
        text = lib.LLVMPrintModuleToString(llvm_module)
        lib.LLVMDisposeModule(llvm_module)
        try:
            return ctypes.string_at(text).decode()
        finally:
            lib.LLVMDisposeMessage(text)
    finally:
        lib.LLVMContextDispose(llvm_context)
        handler.detach()
