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

def Pyc_ViewOpInterface : OpInterface<"ViewOpInterface"> {
  let cppNamespace = "::mlir::pyc";
  let description = [{
    The index map of a view (an op of the `View` fusion class, which
    declares this interface: PycDialect.td): each result element is one
    element of the op's single operand, at an index computed from the
    result's. Views are never copies in a kernel; the code generators (the
    CPU loops, the Triton kernels) and the passes that reason about layout
    (`pyc-tile`) ask here which operand element a result element is, so
    that a view's meaning is written once, beside the op (PycViews.cpp).
  }];
  let methods = [
    InterfaceMethod<[{
      The value the view reads: its one operand.
    }], "::mlir::Value", "getSource", (ins), [{
      return $_op->getOperand(0);
    }]>,
    InterfaceMethod<[{
      Builds, at `builder`'s insertion point, the operand index (one `index`
      value per operand dim) of the element that result index
      `resultIndex` (one `index` value per result dim) reads, as arith ops
      at this op's location; the arith dialect must be loaded. Where an
      operand dim takes a result dim's index unchanged (a transpose, a
      broadcast, a dim a reshape carries over), the value itself is
      returned, not a computation of it, so that a loop's induction
      variable stays one (vectorizable, and an element memoized at it is
      found again). The shapes must be static where the map depends on
      them (a reshape's).
    }], "::llvm::SmallVector<::mlir::Value>", "buildOperandIndex",
    (ins "::mlir::OpBuilder &":$builder, "::mlir::ValueRange":$resultIndex)>,
    InterfaceMethod<[{
      The operand dim along which the elements of result dim `resultDim`
      lie consecutively: stepping the result index along `resultDim` by
      one, within its size, steps the operand index along the returned dim
      by one and leaves the other operand dims unchanged. -1 where no
      operand dim does (a broadcast's repeated dim, a dim a slice strides,
      a reshape's dim merged into another or split off at a stride), or
      where the shapes it depends on are not static. Builds nothing: a
      pass asks it to tell a layout (which dim of a kernel's value is
      contiguous in memory) without generating code.
    }], "int64_t", "getContiguousOperandDim", (ins "int64_t":$resultDim)>,
  ];
}

def Pyc_ScalarOpInterface : OpInterface<"ScalarOpInterface"> {
  let cppNamespace = "::mlir::pyc";
  let description = [{
    The scalar form of a pointwise op: how one result element is computed
    from the operands' elements at the same index, in upstream `arith` and
    `math` ops. The code generators that build kernels element by element
    (the CPU loops of `pyc-to-loops`, the Triton kernels) build each
    element of a pointwise op here (`buildPointwiseScalar`,
    Conversion/Scalar.h), so that the op's exact semantics (NaN, integer
    division by 0 and -1, the order of bools, f16 and bf16 computed in f32
    and rounded once, as torch's kernels do) are written once, beside the
    op (PycScalars.cpp). Iota and size, whose elements come from their
    index, and views, whose elements are their operand's, have index forms
    instead (`elementFromOperands`, ViewOpInterface).
  }];
  let methods = [
    InterfaceMethod<[{
      Builds, at `builder`'s insertion point, the result element of element
      type `type` from `operands`, one element of each operand (of the
      operand's element type), as arith and math ops at `loc`; the arith
      and math dialects must be loaded.
    }], "::mlir::Value", "buildScalar",
    (ins "::mlir::OpBuilder &":$builder, "::mlir::Location":$loc,
         "::mlir::Type":$type, "::mlir::ValueRange":$operands)>,
  ];
}

// Declared on each pointwise op, which implements it in PycScalars.cpp.
def Pyc_HasScalar : DeclareOpInterfaceMethods<Pyc_ScalarOpInterface>;

#endif // PYC_INTERFACES_TD
