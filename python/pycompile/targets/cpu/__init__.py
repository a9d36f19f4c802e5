"""The CPU code generator: kernel-level pyc -> LLVM IR -> machine code.

`target.py` is `target="cpu"` behind the backend's `Target` seam;
`codegen.py` runs `pyc-cpu-pipeline` and makes a graph's machine code and
cache keys; `llvm.py` lowers upstream MLIR to LLVM IR; `machine.py` compiles
LLVM IR for this CPU with llvmlite (in worker processes too); `tuning.py`
times matrix products against torch. What runs the machine code is
`pycompile.runtime.cpu`, which needs none of this.
"""
