//===- PycInterfaces.td - op interfaces of the pyc dialect -*- tablegen -*-===//
//
// Per-op knowledge that passes ask for through an interface, so that it is
// written once, beside the op, and not in a switch inside each pass.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_INTERFACES_TD
#define PYC_INTERFACES_TD

include "mlir/IR/OpBase.td"

def Pyc_GradientOpInterface : OpInterface<"GradientOpInterface"> {
  let cppNamespace = "::mlir::pyc";
  let description = [{
    The reverse-mode gradient rule of an op (`pyc-autodiff` calls it): given
    the cotangents of the op's results, it builds the cotangents of its
    operands, the vector-Jacobian product. The rules follow torch's
    autograd formulas (`derivatives.yaml`), so that a derived backward gives
    the gradients eager PyTorch gives, ties and stable forms included.

    An op whose results are all integers or bools carries no gradient and
    needs no rule (pyc.compare, pyc.argmax); neither does an op without
    operands (pyc.constant, pyc.iota). An op that may carry a gradient but
    does not implement this interface (pyc.kernel) stops `pyc-autodiff` with
    an error: no gradient is better than a wrong one.
  }];
  let methods = [
    InterfaceMethod<[{
      Builds, at `builder`'s insertion point, the cotangents of this op's
      operands from `resultGradients` (one per result, of the result's
      type) and appends them to `operandGradients`, one per operand: a value
      of the operand's type, or null where the operand gets no gradient (an
      integer or bool operand, a select's condition) or a gradient that is
      zero everywhere (floor). Built ops carry this op's location. Values
      of this op (operands, results) may be read; the op is not changed.
      Fails, after emitting an error at the op, where the rule cannot be
      built (a `?` dim where the rule needs a constant of the shape).
    }], "::mlir::LogicalResult", "buildGradients",
    (ins "::mlir::OpBuilder &":$builder, "::mlir::ValueRange":$resultGradients,
         "::llvm::SmallVectorImpl<::mlir::Value> &":$operandGradients)>,
  ];
}

// Declared on each op that implements its rule in PycGradients.cpp.
def Pyc_HasGradient : DeclareOpInterfaceMethods<Pyc_GradientOpInterface>;

#endif // PYC_INTERFACES_TD
