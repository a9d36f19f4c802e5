"""A short demo: a pyc function before and after canonicalization.

Run with `python -m pycompile.demo`.
"""

from __future__ import annotations

from mlir import ir
from mlir.passmanager import PassManager

import pycompile

SOURCE = """\
// y = relu(x * 1 + bias), written the way an importer emits it: explicit
// broadcasts, a scalar constant splatted to full shape, a double transpose.
func.func @bias_relu(%x: tensor<4x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %one = pyc.constant dense<1.0> : tensor<f32>
  %zero = pyc.constant dense<0.0> : tensor<f32>
  %ones = pyc.broadcast_in_dim %one, dims = [] : tensor<f32> -> tensor<4x8xf32>
  %scaled = pyc.mul %x, %ones : tensor<4x8xf32>
  %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
  %sum = pyc.add %scaled, %b : tensor<4x8xf32>
  %t = pyc.transpose %sum, permutation = [1, 0] : tensor<4x8xf32> -> tensor<8x4xf32>
  %tt = pyc.transpose %t, permutation = [1, 0] : tensor<8x4xf32> -> tensor<4x8xf32>
  %zeros = pyc.broadcast_in_dim %zero, dims = [] : tensor<f32> -> tensor<4x8xf32>
  %relu = pyc.max %tt, %zeros : tensor<4x8xf32>
  return %relu : tensor<4x8xf32>
}
"""


def main() -> None:
    with pycompile.context():
        module = ir.Module.parse(SOURCE)
        print("// ---- pyc, as imported ----")
        print(module)
        PassManager.parse("builtin.module(canonicalize,cse)").run(module.operation)
        print("// ---- after canonicalize, cse ----")
        print(module)


if __name__ == "__main__":
    main()
