//===- Matchers.h - forms of attention's parts several passes read -*- C++ -*-===//
//
// Softmax's row statistics (pyc-raise-softmax, pyc-causal-products),
// causal masks (pyc-raise-attention, pyc-causal-products) and reductions'
// epilogues (pyc-fuse, the Triton emitter). A mask built from
// iotas (their sums and differences, a compare, a not, broadcasts and
// unit-dim reshapes) is read as an affine form of the row i and the column
// j and evaluated over the whole M x N grid, so any arrangement of those
// ops that hides the same elements reads alike.
//
//===----------------------------------------------------------------------===//

#ifndef PYCOMPILE_TRANSFORMS_MATCHERS_H
#define PYCOMPILE_TRANSFORMS_MATCHERS_H

#include "Pyc/IR/PycOps.h"

#include "mlir/IR/Value.h"

#include <optional>

namespace mlir::pyc {

/// The float a splat constant holds; none for anything else.
std::optional<double> splatFloat(Value v);

/// `scaled` times `factor`, as `v` computes it: x * c, c * x or x / c (a
/// factor of 1 / c) for a splat float c, or such an op in f32 between
/// converts from and back to x's f16 or bf16 (how the importer writes a
/// Python number the narrow type does not hold, as torch computes it).
/// `ops` are the ops from `v` back to `scaled`.
struct Scaling {
  Value scaled;
  double factor;
  SmallVector<Operation *, 3> ops;
};
std::optional<Scaling> matchScaling(Value v);

/// The dim d where `v` spreads the reduction of `kind` over [d] of `of`
/// back over `of`'s shape: broadcast_in_dim of the reduction (or of its
/// keepdim reshape), through a stop_gradient. None where it does not.
std::optional<int64_t> rowStatistic(Value v, Value of, ReduceKind kind);

/// The diagonal d >= 0 such that `condition` (bool, [batch..., M, N], static
/// sizes) is `hidden` exactly where the column passes the row by more than
/// d, j > i + d, alike for every batch index; none where it is not so,
/// where it hides nothing, or where it hides a whole row.
std::optional<int64_t> hiddenAboveDiagonal(Value condition, bool hidden);

/// Whether `values` are computed, through ops `inside` accepts, from the
/// result of a reduction `inside` accepts: a reduction kernel's epilogue
/// (pyc-fuse, over a kernel being grouped; the Triton emitter, over a
/// kernel's body).
bool computedFromReduction(ValueRange values,
                           function_ref<bool(Operation *)> inside);

} // namespace mlir::pyc

#endif // PYCOMPILE_TRANSFORMS_MATCHERS_H
