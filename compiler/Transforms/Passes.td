//===- Passes.td - pyc passes ------------------------------*- tablegen -*-===//

#ifndef PYC_TRANSFORMS_PASSES_TD
#define PYC_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def Fuse : Pass<"pyc-fuse", "::mlir::func::FuncOp"> {
  let summary = "Group pyc ops into pyc.kernel regions";
  let description = [{
    Partitions the ops of a function into kernels; only kernel inputs and
    results reach memory. Decisions read the fusion class each op declares
    (`Pointwise`, `View`, `Reduction`, `Contraction`; any other op is opaque
    and gets a kernel of its own):

    - pointwise chains over one shape fuse (vertical fusion);
    - a reduction takes its pointwise prologue, later reductions over the
      same dims (softmax's max and sum, layer norm's mean and variance) and
      the epilogue that uses the reduced values, re-broadcast over the
      reduced dims;
    - views (broadcast, transpose, reshape, slice) of kernel inputs become
      index maps instead of copies;
    - ops reading the same input over the same shape join one kernel
      (sibling fusion), so the input is read once;
    - a matmul keeps its own kernel and takes its pointwise epilogue (bias,
      activation, residual, scale).

    No op is duplicated. A broadcast of a value computed inside a kernel
    would recompute that value for every repeated element, so it is refused
    unless it re-expands a reduced value, which a reduction kernel computes
    once per reduced row.

    Before:

    ```mlir
    %b = pyc.broadcast_in_dim %bias, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
    %s = pyc.add %x, %b : tensor<4x8xf32>
    %t = pyc.tanh %s : tensor<4x8xf32>
    ```

    After:

    ```mlir
    %t = pyc.kernel pointwise (%bias, %x) : (tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> {
    ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<4x8xf32>):
      %0 = pyc.broadcast_in_dim %arg0, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
      %1 = pyc.add %arg1, %0 : tensor<4x8xf32>
      %2 = pyc.tanh %1 : tensor<4x8xf32>
      pyc.yield %2 : tensor<4x8xf32>
    }
    ```
  }];
  let dependentDialects = ["::mlir::pyc::PycDialect"];
}

#endif // PYC_TRANSFORMS_PASSES_TD
