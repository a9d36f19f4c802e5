"""Kernel-level pyc -> machine code for this CPU: `target="cpu"`.

`pyc-cpu-pipeline` (registered in C++, compiler/Pipelines, so that
`pycompile-opt` runs the same passes) takes the fused function through
`pyc-tile`, `pyc-plan-memory` and `pyc-to-loops` (one loop nest per kernel)
down to the LLVM dialect; then LLVM IR and llvmlite (`pycompile.targets.cpu`).
The compiled function takes its inputs, one output buffer per result and the
arena; `CompiledCpuGraph` allocates the arena once and the outputs per call.
An op the CPU path cannot lower fails the pipeline with a diagnostic naming
it; `jit` then runs that part in eager PyTorch.
"""

from __future__ import annotations

import torch
from mlir import ir
from mlir.passmanager import PassManager

from pycompile.runtime.cpu import CpuFunction, TensorArg, compile_llvm_ir
from pycompile.targets.cpu import _dtype
from pycompile.targets.cpu.llvm import translate_to_llvm_ir

CPU_PIPELINE = "builtin.module(pyc-cpu-pipeline)"


def _storage(dtype: torch.dtype) -> torch.dtype:
    """The dtype the generated code reads: bool is a byte."""
    return torch.int8 if dtype == torch.bool else dtype


def _static(types) -> list[tuple[list[int], torch.dtype]]:
    specs = []
    for t in types:
        shaped = ir.RankedTensorType(t)
        if not shaped.has_static_shape:
            raise NotImplementedError(f"CPU code generation: dynamic shape {t}")
        specs.append((list(shaped.shape), _dtype(shaped.element_type)))
    return specs


class CompiledCpuGraph:
    """A fused pyc function compiled for this CPU; called like the reference executor."""

    __slots__ = ("arena", "arena_bytes", "function", "inputs", "naive_bytes", "outputs")

    def __init__(self, module: ir.Module) -> None:
        (func,) = list(module.body.operations)
        name = ir.StringAttr(func.attributes["sym_name"]).value
        function_type = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value)
        self.inputs = _static(function_type.inputs)
        self.outputs = _static(function_type.results)
        PassManager.parse(CPU_PIPELINE).run(module.operation)
        wrapper = next(
            op for op in module.body.operations
            if ir.StringAttr(op.attributes["sym_name"]).value == f"_mlir_ciface_{name}"
        )
        self.arena_bytes = ir.IntegerAttr(wrapper.attributes["pyc.arena_bytes"]).value
        self.naive_bytes = ir.IntegerAttr(wrapper.attributes["pyc.naive_bytes"]).value
        signature = [
            TensorArg(_storage(dtype), tuple(shape), name=f"{role}{i}")
            for role, specs in (("input", self.inputs), ("output", self.outputs))
            for i, (shape, dtype) in enumerate(specs)
        ]
        # One arena per compiled graph, reused by every call.
        self.arena = None
        if self.arena_bytes:
            self.arena = torch.empty(self.arena_bytes, dtype=torch.int8)
            signature.append(TensorArg(torch.int8, (self.arena_bytes,), name="arena"))
        engine = compile_llvm_ir(translate_to_llvm_ir(module))
        self.function = CpuFunction(engine, name, signature)

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        outputs = tuple(torch.empty(shape, dtype=dtype) for shape, dtype in self.outputs)
        # The generated code reads dense row-major memory, bool as bytes.
        views = [
            t.view(torch.int8) if t.dtype == torch.bool else t
            for t in (*(a.contiguous() for a in args), *outputs)
        ]
        if self.arena is not None:
            views.append(self.arena)
        self.function(*views)
        return outputs


__all__ = ["CPU_PIPELINE", "CompiledCpuGraph"]
