//===- ViewIndex.h - the index maps of pyc's view ops -----------*- C++ -*-===//
//
// A view reads its operand at an index computed from its result's: views are
// index maps, never copies. Every emitter that computes elements of a kernel
// (the CPU loops, the Triton kernels) asks here which operand element an
// element of a view is, so a view's meaning is written once.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_CONVERSION_VIEWINDEX_H
#define PYC_CONVERSION_VIEWINDEX_H

#include "Pyc/IR/PycOps.h"

#include "mlir/IR/Builders.h"

namespace mlir::pyc {

/// The operand index (`index` values, built with `b`) that result element
/// `idx` of the view `op` (broadcast_in_dim, transpose, reshape or slice)
/// reads. Reshapes linearize and delinearize only within groups of dims
/// whose sizes multiply to the same, so a dim that carries over keeps its
/// index value.
SmallVector<Value> viewIndex(OpBuilder &b, Operation *op, ValueRange idx);

/// The operand index that result element `idx` of `reshape` reads, where
/// either shape has run-time sizes (`size` gives the value of a size
/// expression, PycShapes.h). Dims equal at either end keep their index
/// value; the dims between are linearized over the result's sizes and
/// delinearized over the operand's. Fails where the sizes are not known.
FailureOr<SmallVector<Value>>
dynamicReshapeIndex(OpBuilder &b, ReshapeOp reshape, ValueRange idx,
                    function_ref<Value(AffineExpr)> size);

/// The index of a reduction's operand from the kept index values (its
/// result's index) and the reduced dims' index values (`reduced` in order).
SmallVector<Value> mergeIndex(int64_t rank, ArrayRef<int64_t> reduced,
                              ValueRange kept, ValueRange inner);

/// Element `idx` of `pad`: the operand's element (`element(operandIdx)`)
/// inside its bounds, else the pad value. The operand is read at a clamped
/// index either way, so no read leaves its bounds. Null if `element` fails.
Value padElement(OpBuilder &b, PadOp pad, ValueRange idx,
                 function_ref<Value(ValueRange)> element);

/// Element `idx` of `concat`: that of the input whose range along the dim
/// holds it (`element(input, inputIdx)`), chosen by selects; every input is
/// read at an index clamped into it. Null if all inputs are empty or
/// `element` fails.
Value concatElement(OpBuilder &b, ConcatOp concat, ValueRange idx,
                    function_ref<Value(Value, ValueRange)> element);

} // namespace mlir::pyc

#endif // PYC_CONVERSION_VIEWINDEX_H
