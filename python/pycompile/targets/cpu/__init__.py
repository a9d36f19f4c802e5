"""The CPU code generator's back half: upstream MLIR → LLVM IR → callables.

    functions = compile_module(module)        # {name: CpuFunction}
    functions["add"](a, b, out)

`llvm.py` lowers to the LLVM dialect and translates to LLVM IR; the runtime
(`pycompile.runtime.cpu`) compiles that with llvmlite, caches the object code
and calls it. `signature` reads each entry point's argument specs off its
MLIR type, before lowering erases them.
"""

from __future__ import annotations

import torch
from mlir import ir

from pycompile.runtime.cpu import CpuFunction, ScalarArg, Size, TensorArg, compile_llvm_ir
from pycompile.targets.cpu.llvm import (
    LOWER_TO_LLVM,
    TranslationError,
    entry_points,
    lower_to_llvm,
    translate_to_llvm_ir,
)

__all__ = [
    "LOWER_TO_LLVM",
    "TranslationError",
    "compile_module",
    "lower_to_llvm",
    "signature",
    "to_llvm_ir",
    "translate_to_llvm_ir",
]

_DTYPES: dict[str, torch.dtype] = {
    "f32": torch.float32,
    "f64": torch.float64,
    "f16": torch.float16,
    "bf16": torch.bfloat16,
    "i64": torch.int64,
    "index": torch.int64,
    "i32": torch.int32,
    "i8": torch.int8,
    "i1": torch.bool,
}


def _dtype(element_type: ir.Type) -> torch.dtype:
    dtype = _DTYPES.get(str(element_type))
    if dtype is None:
        raise ValueError(f"no torch dtype for MLIR type {element_type}")
    return dtype


def signature(
    function: ir.Operation, sizes: dict[int, tuple[Size, ...]] | None = None
) -> list[TensorArg | ScalarArg]:
    """The runtime argument specs of a `func.func` (memrefs and scalars, no results).

    Dynamic sizes (`?`) accept any size unless `sizes` gives argument index →
    shape with symbols (`{0: ("M", "N"), 1: ("M", "N")}`), which is how a
    caller says that dimensions must agree.
    """
    function_type = ir.FunctionType(ir.TypeAttr(function.attributes["function_type"]).value)
    if function_type.results:
        raise ValueError("CPU entry points return results through output arguments")
    dynamic = ir.ShapedType.get_dynamic_size()
    dynamic_stride = ir.ShapedType.get_dynamic_stride_or_offset()
    specs: list[TensorArg | ScalarArg] = []
    for index, type_ in enumerate(function_type.inputs):
        name = f"arg{index}"
        if isinstance(type_, ir.MemRefType):
            memref = ir.MemRefType(type_)
            strides, offset = memref.get_strides_and_offset()
            shape = tuple(None if size == dynamic else size for size in memref.shape)
            specs.append(
                TensorArg(
                    _dtype(memref.element_type),
                    (sizes or {}).get(index, shape),
                    tuple(None if s == dynamic_stride else s for s in strides),
                    None if offset == dynamic_stride else offset,
                    name,
                )
            )
        else:
            specs.append(ScalarArg(_dtype(type_), name))
    return specs


def to_llvm_ir(module: ir.Module) -> str:
    """LLVM IR text for a module of upstream dialects (`module` itself is not changed)."""
    lowered = ir.Module.parse(module.operation.get_asm(enable_debug_info=True), module.context)
    lower_to_llvm(lowered)
    return translate_to_llvm_ir(lowered)


def compile_module(
    module: ir.Module, *, opt_level: int = 3, cache: bool = True
) -> dict[str, CpuFunction]:
    """Every entry point of `module` (upstream dialects), compiled for this host."""
    specs = {
        ir.StringAttr(op.attributes["sym_name"]).value: signature(op)
        for op in entry_points(module)
    }
    engine = compile_llvm_ir(to_llvm_ir(module), opt_level=opt_level, cache=cache)
    return {name: CpuFunction(engine, name, spec) for name, spec in specs.items()}
