//===- Scalar.h - one element of a pyc op, in arith and math ----*- C++ -*-===//
//
// One element of a pyc op, for every emitter that computes kernels element
// by element (the CPU loops, the Triton kernels). Each function emits the
// upstream ops that compute one result element: a pointwise op's are its
// scalar form (ScalarOpInterface, beside the op), the others' are here.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_CONVERSION_SCALAR_H
#define PYC_CONVERSION_SCALAR_H

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycScalars.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace mlir::pyc {

/// The ranked tensor type of `v`, which conversions of pyc ops may assume.
inline RankedTensorType tensorTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType());
}

/// The result element of the pointwise op `op` (an op with the `Pointwise`
/// trait other than iota and size: its ScalarOpInterface) from its operand
/// elements `args`, of element type `type`; null if `op` is not such an op.
Value buildPointwiseScalar(OpBuilder &b, Location loc, Operation *op, Type type,
                           ValueRange args);

/// Element `idx` (index values) of the result of `op`, for ops whose
/// elements come from elements of their operands: pointwise ops (their
/// scalar form), iota, size (a run-time size's value), views (their index maps, ViewOpInterface), pad and
/// concat; `element(operand, index)` gives an operand's element, `size`
/// the value of a run-time size (PycShapes.h; a pad of a `?` dim needs
/// it). Every emitter that computes kernels element by element (the CPU
/// loops, the Triton kernels) asks here. std::nullopt if `op` is not such
/// an op; a null Value if `element` failed or a size is not known.
std::optional<Value>
elementFromOperands(OpBuilder &b, Operation *op, ValueRange idx,
                    function_ref<Value(Value, ValueRange)> element,
                    function_ref<Value(AffineExpr)> size);

/// A concat input's offset along the concat's dim, advanced past each
/// input: a constant while the extents before it are static, a value from
/// the first run-time one on (so a static concat's IR has constant
/// offsets). The element form (`elementFromOperands`) and the CPU's concat
/// kernel both walk their inputs with it.
class ConcatOffset {
public:
  ConcatOffset(OpBuilder &b, Location loc) : b(b), loc(loc) {}
  Value get() const;
  void advance(OpFoldResult extent);

private:
  OpBuilder &b;
  Location loc;
  int64_t fixed = 0;
  Value runTime;
};

/// The index of a reduction's operand from the kept index values (its
/// result's index) and the reduced dims' index values (`inner`, in the
/// order of `reduced`).
SmallVector<Value> mergeIndex(int64_t rank, ArrayRef<int64_t> reduced,
                              ValueRange kept, ValueRange inner);

/// The value `kind` gives over an empty extent of `type`.
Value reduceIdentity(OpBuilder &b, Location loc, ReduceKind kind, Type type);

/// One step of `kind`: max/min propagate NaN; on bool they are or/and.
/// `reassociate` marks float sums and products as reassociable, so that
/// LLVM may vectorize the loop that carries them.
Value reduceCombine(OpBuilder &b, Location loc, ReduceKind kind, Value x,
                    Value acc, bool reassociate = false);

/// The accumulator type of `element`: f32 for f16/bf16 when `accumulates`
/// (sums, products, matmul), as torch accumulates them; `element` otherwise.
Type accumulatorType(OpBuilder &b, Type element, bool accumulates);

/// argmax/argmin: whether element `x` replaces the best so far, `best`: it
/// is strictly better, or NaN where `best` is not, so that the first
/// occurrence wins and NaN counts as the extreme.
Value argReplaces(OpBuilder &b, Location loc, bool isMax, Value x, Value best);

} // namespace mlir::pyc

#endif // PYC_CONVERSION_SCALAR_H
