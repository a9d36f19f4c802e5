//===- PycShapes.h - sizes of `?` dims as expressions -----------*- C++ -*-===//
//
// A `?` dim's size is known at run time only. Within a function it is an
// affine expression over the function's symbols (`pyc.symbols`: each symbol
// a dim of an argument, divided by a coefficient). Ops that give a dim a
// size no operand has (broadcast_in_dim, reshape, iota) state it in their
// `sizes`; every other op's `?` dims follow from its operands'. Passes and
// emitters ask here, so the rule of each op is written once.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_IR_PYCSHAPES_H
#define PYC_IR_PYCSHAPES_H

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"

namespace mlir::pyc {

/// One binding of a function's `pyc.symbols` (PycDialect.td, verified
/// there): symbol `symbol` is dim `dim` of argument `argument` divided by
/// `coefficient`, or, where `dim` is negative, element `element()` of that
/// argument, a vector of sizes.
struct SymbolBinding {
  int64_t symbol, argument, dim, coefficient;
  bool inSizeVector() const { return dim < 0; }
  int64_t element() const { return -1 - dim; }
};

/// `func`'s `pyc.symbols`, a binding per quadruple, in order; empty where
/// it has none. Passes and emitters read the attribute here only.
SmallVector<SymbolBinding> symbolBindings(Operation *func);

/// Sets `func`'s `pyc.symbols` to `bindings`.
void setSymbolBindings(Operation *func, ArrayRef<SymbolBinding> bindings);

/// The product of `v`'s batch dims (all but the last two) and its last two
/// sizes, if it has them.
std::optional<std::pair<AffineExpr, std::pair<AffineExpr, AffineExpr>>>
splitBatch(Value v);

/// Whether `op` is a reshape that keeps an element's last two indices and
/// only regroups the dims before them (batch and heads, in either
/// grouping), as attention's products and softmax are written.
bool regroupsBatch(Operation *op);

/// The size of each dim of `v` (constants for static dims, expressions over
/// the enclosing function's symbols for `?` dims), or failure where a `?`
/// dim's size cannot be told (an argument dim no symbol binds, an op whose
/// rule is not known here).
FailureOr<SmallVector<AffineExpr>> symbolicShape(Value v);

/// Emits `expr` as `index` arithmetic at `b`'s insertion point, with
/// `symbols` the values of the function's symbols.
Value expandSize(OpBuilder &b, Location loc, AffineExpr expr,
                 ArrayRef<Value> symbols);

/// The product of `sizes` (1 for none).
AffineExpr sizeProduct(ArrayRef<AffineExpr> sizes, MLIRContext *ctx);

/// The static sizes of `shape` (constant expressions), `?` for the others.
SmallVector<int64_t> staticSizes(ArrayRef<AffineExpr> shape);

/// How many symbols the expressions of `shape` need (the highest position
/// used, plus one).
unsigned symbolicSymbolCount(ArrayRef<AffineExpr> shape);

/// `shape` as an op's `sizes`, or null if it is static.
AffineMapAttr sizesAttr(ArrayRef<AffineExpr> shape, MLIRContext *ctx);

/// `like`'s shape as an op's `sizes` (null if static); failure where its
/// run-time sizes are not known.
FailureOr<AffineMapAttr> sizesOf(Value like);

/// A tensor of `like`'s shape and `element`'s type, every element `element`: a constant, or, with
/// run-time sizes, a rank-0 constant broadcast to them. Null where those
/// sizes are not known.
Value splatLike(OpBuilder &b, Location loc, Value like, TypedAttr element);

} // namespace mlir::pyc

#endif // PYC_IR_PYCSHAPES_H
