//===- PycOps.h - operations of the pyc dialect ----------------*- C++ -*-===//

#ifndef PYC_IR_PYCOPS_H
#define PYC_IR_PYCOPS_H

#include "Pyc/IR/PycDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::OpTrait::pyc {
// Fusion classes declared on ops in PycDialect.td; pyc-fuse reads them.
template <typename ConcreteType>
class Pointwise : public TraitBase<ConcreteType, Pointwise> {};
template <typename ConcreteType>
class Reduction : public TraitBase<ConcreteType, Reduction> {};
template <typename ConcreteType>
class View : public TraitBase<ConcreteType, View> {};
template <typename ConcreteType>
class Contraction : public TraitBase<ConcreteType, Contraction> {};
template <typename ConcreteType>
class ViewOperands : public TraitBase<ConcreteType, ViewOperands> {};
} // namespace mlir::OpTrait::pyc

namespace mlir::pyc {
/// The i1 (bool) tensor type with the shape of `type`: what pyc.compare
/// returns and what pyc.select takes as its condition.
Type getBoolTypeLike(Type type);
/// The dims of its operand that a reduction op (reduce, argmax, argmin)
/// combines away.
SmallVector<int64_t> getReducedDims(Operation *op);
/// The splat constant `value` holds, looking through broadcasts (with
/// run-time sizes a splat is a broadcast of a 0-d constant: a `?` shape has
/// no constant of its own); null if it is not one.
DenseElementsAttr getSplatConstant(Value value);
/// Whether `value` is a float splat constant (through broadcasts) equal to
/// `x` (-inf included).
bool isSplatFloat(Value value, double x);
/// Whether a compare by `direction` holds of operands whose difference has
/// the sign of `order`.
bool compareHolds(CompareDirection direction, int64_t order);
/// Bytes of one element of `type` in memory (i1 is stored as a byte), if it
/// is an integer or float type.
std::optional<int64_t> getElementBytes(Type type);
/// Bytes of a value of `type` in memory, if it is a statically shaped
/// tensor of integers or floats: what the memory plan places.
std::optional<int64_t> getStorageBytes(Type type);

/// What a pyc.gather or pyc.take_along_dim reads for the result element at
/// `resultIndex`: its indices at `indicesIndex`, then the operand element
/// whose coordinate `dim` is that index (`operandIndex`). Every emitter
/// reads lookups through this one index map.
struct IndexedRead {
  int64_t dim;
  SmallVector<Value> indicesIndex;
  /// The operand's index, given `where` (the index read, as an `index`).
  SmallVector<Value> operandIndex(Value where) const;

  SmallVector<Value> resultIndex;
  int64_t indexRank, operandRank;
};
IndexedRead getIndexedRead(Operation *op, ValueRange resultIndex);

/// The op at `loc` and the user's source line, as run-time errors name it:
/// `aten.op at file.py:12` (the importer's locations, `name(file:line)`,
/// maybe fused by passes; the first part that names an op wins), or `op`
/// where the location names none.
std::string describeOp(Location loc, StringRef op);
} // namespace mlir::pyc

#include "Pyc/IR/PycInterfaces.h.inc"

#define GET_OP_CLASSES
#include "Pyc/IR/PycOps.h.inc"

#endif // PYC_IR_PYCOPS_H
