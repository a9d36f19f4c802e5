"""Code generators, one package per target.

`cpu`: loops (scf / vector / memref / arith / math) → LLVM dialect → LLVM IR,
compiled to machine code by `pycompile.runtime.cpu` (llvmlite). A target
package turns MLIR into an artifact; running that artifact is the runtime's
job, which does not import MLIR.
"""
