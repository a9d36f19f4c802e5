//===- PycScalars.h - what the scalar forms of pyc ops share ---*- C++ -*-===//
//
// What the scalar forms of pyc's pointwise ops (ScalarOpInterface,
// PycScalars.cpp) share with the conversions that build loops around them
// (a reduction's combining step is an add, a max, ... chosen as here).
//
//===----------------------------------------------------------------------===//

#ifndef PYC_IR_PYCSCALARS_H
#define PYC_IR_PYCSCALARS_H

#include "mlir/IR/Builders.h"
#include "llvm/ADT/APInt.h"

#include <type_traits>

namespace mlir::pyc {

/// A scalar constant of int, bool or float type `type`.
Value scalarConstant(OpBuilder &b, Location loc, Type type, double value);
/// A scalar constant holding `bits` (an integer type's extreme values).
Value scalarConstant(OpBuilder &b, Location loc, Type type, const APInt &bits);

/// Whether `type` is pyc's bool, i1.
inline bool isBool(Type type) { return type.isInteger(1); }

/// The scalar form that is one upstream op, chosen by the operands' element
/// type: `FloatOp` on floats, `IntOp` on integers, `BoolOp` on i1. `void`
/// marks a type the op's verifier rules out. Like every form,
/// `build(op, b, loc, resultType, args)` returns the result element from
/// the operand elements `args`.
template <typename FloatOp, typename IntOp = void, typename BoolOp = IntOp>
struct OneOf {
  static Value build(Operation *, OpBuilder &b, Location loc, Type type,
                     ValueRange args) {
    Type operandType = args.front().getType();
    if (isa<FloatType>(operandType))
      return create<FloatOp>(b, loc, type, args);
    if (isBool(operandType))
      return create<BoolOp>(b, loc, type, args);
    return create<IntOp>(b, loc, type, args);
  }

private:
  template <typename OpTy>
  static Value create(OpBuilder &b, Location loc, Type type, ValueRange args) {
    if constexpr (std::is_void_v<OpTy>)
      llvm_unreachable("element type ruled out by the op's verifier");
    else
      return OpTy::create(b, loc, TypeRange{type}, args)->getResult(0);
  }
};

} // namespace mlir::pyc

#endif // PYC_IR_PYCSCALARS_H
