"""pyc after the graph pipeline -> machine code for this CPU: `target="cpu"`.

The stages, each an MLIR pipeline run on the module:
  1. `pyc-to-linalg`, inside kernel bodies too; then the kernels are inlined
     (kernel-level tiling and memory planning are not written yet, so the
     loops below are one nest per linalg op);
  2. bufferization with results as caller-allocated out-params, and linalg to
     loops (`TO_LOOPS`);
  3. the LLVM dialect, LLVM IR and llvmlite (`pycompile.targets.cpu`).
An op the CPU path cannot lower raises NotImplementedError naming it; `jit`
then runs that part in eager PyTorch.
"""

from __future__ import annotations

import torch
from mlir import ir
from mlir.passmanager import PassManager

from pycompile.targets.cpu import _dtype, compile_module

# pyc on tensors -> loops on memrefs with outputs as trailing arguments.
TO_LOOPS: tuple[str, ...] = (
    "one-shot-bufferize{bufferize-function-boundaries"
    " function-boundary-type-conversion=identity-layout-map}",
    # Results become out-params the caller allocates, written in place.
    "buffer-results-to-out-params{hoist-static-allocs hoist-dynamic-allocs"
    " modify-public-functions}",
    "buffer-deallocation-pipeline",  # frees the temporaries
    "func.func(convert-linalg-to-loops)",
    "convert-math-to-funcs",  # math.ipowi has no LLVM lowering
    # The slices that concat and pad copy into bufferize to self-copies of a
    # subview; CSE merges the subviews, the second canonicalize drops them.
    "canonicalize",
    "cse",
    "canonicalize",
)


def run_passes(module: ir.Module, passes) -> None:
    PassManager.parse(f"builtin.module({','.join(passes)})").run(module.operation)


def inline_kernels(module: ir.Module) -> int:
    """Replaces every pyc.kernel in the module's functions by its body; the count."""
    count = 0
    for func in module.body.operations:
        for op in list(func.regions[0].blocks[0].operations):
            if op.operation.name != "pyc.kernel":
                continue
            body = op.regions[0].blocks[0]
            for argument, value in zip(body.arguments, op.operands):
                argument.replace_all_uses_with(value)
            *inner, terminator = list(body.operations)
            for nested in inner:
                nested.move_before(op)
            for result, value in zip(op.results, terminator.operands):
                result.replace_all_uses_with(value)
            op.erase()
            count += 1
    return count


def lower_to_loops(module: ir.Module) -> None:
    """pyc (kernels or plain) -> loops on memrefs, in place."""
    run_passes(module, ["func.func(pyc-to-linalg)"])
    inline_kernels(module)
    for func in module.body.operations:
        for op in func.regions[0].blocks[0].operations:
            if op.operation.name.startswith("pyc."):
                raise NotImplementedError(
                    f"CPU code generation: {op.operation.name} at {op.location} "
                    "has no lowering yet")
    run_passes(module, TO_LOOPS)


class CompiledCpuGraph:
    """A pyc function compiled for this CPU; called like the reference executor."""

    __slots__ = ("function", "result_types")

    def __init__(self, module: ir.Module) -> None:
        (func,) = list(module.body.operations)
        results = ir.FunctionType(ir.TypeAttr(func.attributes["function_type"]).value).results
        self.result_types = []
        for t in results:
            shaped = ir.RankedTensorType(t)
            if not shaped.has_static_shape:
                raise NotImplementedError(f"CPU code generation: dynamic result type {t}")
            self.result_types.append((list(shaped.shape), _dtype(shaped.element_type)))
        lower_to_loops(module)
        (self.function,) = compile_module(module).values()

    def __call__(self, *args: torch.Tensor) -> tuple[torch.Tensor, ...]:
        outputs = tuple(torch.empty(shape, dtype=dtype) for shape, dtype in self.result_types)
        # The generated code reads dense row-major memory.
        self.function(*(a.contiguous() for a in args), *outputs)
        return outputs


__all__ = ["CompiledCpuGraph", "TO_LOOPS", "inline_kernels", "lower_to_loops"]
