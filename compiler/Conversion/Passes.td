//===- Passes.td - conversions out of pyc ------------------*- tablegen -*-===//

#ifndef PYC_CONVERSION_PASSES_TD
#define PYC_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def PycToLinalg : Pass<"pyc-to-linalg", "::mlir::func::FuncOp"> {
  let summary = "Lower pyc tensor ops to linalg, tensor, arith and math on tensors";
  let description = [{
    Rewrites each pyc op into upstream ops on tensors with the op's exact
    semantics (`PycOps.td`), in plain functions and inside `pyc.kernel`
    bodies alike (`pyc.kernel` and `pyc.yield` stay):

    - pointwise ops: a `linalg.generic` over the result with identity maps,
      whose body is the scalar op (`math.exp`, `arith.addf`/`addi`, ...);
      ops without one upstream op are expanded (`sigmoid` = 1 / (1 + e^-x),
      `sign` with NaN => 0, `remainder` with the divisor's sign, `convert`
      by source and destination type). Float compares are ordered, except
      `ne` (`une`); integer ones signed, bool ones unsigned;
    - `constant` => `arith.constant`; `iota` => `linalg.index` in a
      `linalg.generic` (static shapes only);
    - `broadcast_in_dim` => a `linalg.generic` reading the operand through a
      map that drops new dims and pins repeated size-1 dims to 0;
      `transpose` => `linalg.transpose`; `slice` => `tensor.extract_slice`;
      `reshape` => `tensor.collapse_shape` / `expand_shape`, or a collapse
      to 1-D then an expand when it is neither; `concat` and `pad` =>
      `linalg.copy` of each input into a slice of a `tensor.empty` (filled
      with the pad value), so bufferization writes in place;
    - `reduce` => `linalg.reduce` from the kind's identity (`linalg.fill`);
      bool max/min are or/and. f16/bf16 sums and products accumulate in f32,
      as torch does; the combiner is IEEE (no reassociation flags);
    - `matmul` => `linalg.matmul` (rank 2) or `linalg.batch_matmul` (rank
      3; higher ranks collapse their batch dims) into a zero-filled init,
      accumulating f16/bf16 in f32;
    - `argmax`/`argmin` => a `linalg.generic` reducing (value, index) pairs;
      `gather` => a `linalg.generic` that `tensor.extract`s.

    `cumsum` and `scatter_add` are not converted and stay pyc ops.

    Before:

    ```mlir
    %t = pyc.tanh %x : tensor<4x8xf32>
    ```

    After:

    ```mlir
    %e = tensor.empty() : tensor<4x8xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.tanh %in : f32
      linalg.yield %0 : f32
    } -> tensor<4x8xf32>
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect",
  ];
}

#endif // PYC_CONVERSION_PASSES_TD
