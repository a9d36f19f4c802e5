//===- PycOpSupport.h - checks the pyc ops' verifiers share -----*- C++ -*-===//
//
// Shape checks and error reports for the verifiers and type inference of
// pyc ops, defined in PycOps.cpp and used by the files that implement ops
// (PycOps.cpp, PycLayoutOps.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef PYC_IR_PYCOPSUPPORT_H
#define PYC_IR_PYCOPSUPPORT_H

#include "Pyc/IR/PycOps.h"

#include "mlir/IR/Diagnostics.h"

#include <optional>
#include <string>

namespace mlir::pyc::detail {

/// Two extents agree unless both are static and differ.
bool extentsAgree(int64_t a, int64_t b);

/// Prints `[2, ?, 4]`: a list of sizes or indices, `?` for dynamic sizes.
std::string formatList(ArrayRef<int64_t> values);

/// Reports a shape error found while inferring result types. The op name is
/// spelled out because inference runs without an Operation (Python builders).
template <typename... Args>
LogicalResult inferError(std::optional<Location> loc, StringRef opName,
                         Args &&...args) {
  return emitOptionalError(loc, "'pyc.", opName, "' op ",
                           std::forward<Args>(args)...);
}

/// Checks `sizes`, a result shape over the function's symbols: no dims, one
/// result per dim of `type`, a constant result equal to each static dim,
/// and a result for each dim of `needed` (the `?` dims no operand gives).
LogicalResult verifySizes(Operation *op, AffineMapAttr sizes,
                          RankedTensorType type, ArrayRef<int64_t> needed);

/// Checks that `dim` names a dimension of a rank-`rank` tensor.
LogicalResult checkDim(std::optional<Location> loc, StringRef opName,
                       int64_t dim, int64_t rank);

inline RankedTensorType rankedOrNull(Type t) {
  return dyn_cast<RankedTensorType>(t);
}

} // namespace mlir::pyc::detail

#endif // PYC_IR_PYCOPSUPPORT_H
