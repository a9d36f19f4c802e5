//===- TritonPrinter.h - arith and math values as Triton expressions -*- C++ -*-===//
//
// The Triton emitter computes each element of a kernel as the CPU lowering
// does, by building upstream arith and math ops with the shared per-op
// semantics (Conversion/Scalar.h) and view index maps (ViewOpInterface),
// on scalar values in a scratch block. The printer turns those ops into Python
// lines of a `@triton.jit` function, where each scalar stands for a block of
// elements: an arith op on scalars means the same op lane by lane.
//
// Values the emitter makes itself (program ids, offsets, loads, reduced
// values) are leaves: scratch block arguments with a Python name.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_TARGET_TRITON_TRITONPRINTER_H
#define PYC_TARGET_TRITON_TRITONPRINTER_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/InferIntRangeInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>

namespace mlir::pyc::triton {

/// Triton's name of an element type (`tl.float32`); torch's (`torch.float32`)
/// with `torch` set.
std::string dtypeName(Type type, bool torch = false);

/// Helpers a kernel calls that the module defines once (`prelude`): math
/// functions that are libdevice calls on the GPU (Triton's interpreter has
/// none: there they take core-op forms), the rounding to bf16 (its own
/// form under the interpreter) and reduction combiners.
struct Prelude {
  // "tanh", "log1p", "expm1", "erfc", "pow", "to_bf16"
  llvm::SetVector<StringRef> math;
  std::string combiners;           // @triton.jit functions, each once
  llvm::StringSet<> combinerNames;
  std::string signatures; // `"kernel": {"in0": "*fp32", ...},` lines
  std::string constexprs; // `"kernel": {"ROWS": 2, ...},` lines
  std::string options;    // `"kernel": {"debug": True, ...},` lines
  std::string launches;   // `"kernel": (num_warps, num_stages),` lines
  // The counters of the module's split reductions, one a block of kept
  // elements (`counters`: a block's last program combines its parts).
  unsigned counterSlots = 0;
  std::string text() const;
};

class Printer {
public:
  Printer(MLIRContext *context, Prelude &prelude);
  ~Printer();

  /// The builder of scratch ops (arith, math, index), at the block's end.
  OpBuilder &builder() { return b; }

  /// A leaf: a value of `type` that the Python name `name` holds.
  /// `domains` is a bit set of the iteration domains it varies along (the
  /// emitter's: rows, lanes), which decide the masks of loads and stores.
  Value leaf(Type type, StringRef name, unsigned domains);
  /// An index leaf's values lie in [0, size) where the kernel reads or
  /// writes with them (lanes past the end are masked).
  void bound(Value leaf, int64_t size);
  /// A fresh Python name with `prefix`.
  std::string fresh(StringRef prefix);

  /// The Python expression for `v` (a name or a literal), printing the
  /// lines that compute it first; an error if an op has no Triton form.
  std::string name(Value v);
  /// The Python number an `arith.constant` holds (`-INF` for -inf).
  std::string rawLiteral(Value constant);
  /// Domains `v` varies along (union of its leaves').
  unsigned domains(Value v);

  /// Appends a line at the current indentation.
  void line(const Twine &text);
  /// Opens (and closes) a Python block: lines go one level deeper, and
  /// names printed inside are forgotten at its end (a value computed in a
  /// loop body is not defined after it).
  void open(const Twine &header);
  void close();

  /// The first error (an op with no Triton form), if any.
  std::optional<std::string> error;
  std::string text;

  Prelude &prelude() { return helpers; }

private:
  Prelude &helpers;
  OpBuilder b;
  Block *block; // the scratch ops, owned here
  llvm::DenseMap<Value, std::string> names;
  llvm::DenseMap<Value, unsigned> domainBits;
  llvm::DenseMap<Value, ConstantIntRanges> ranges;
  SmallVector<SmallVector<Value>> scopes; // names printed per open block
  unsigned counter = 0;
  std::string indent = "    ";

  /// The Python expression of `op`'s result, by kind of op (each of the
  /// `print...` is none for an op of another kind).
  std::string print(Operation *op);
  std::optional<std::string> printArithmetic(Operation *op);
  std::optional<std::string> printCompare(Operation *op);
  std::optional<std::string> printConversion(Operation *op);
  std::optional<std::string> printMath(Operation *op);
  /// Operand `i` of `op`: a float of a narrow type read as f32 (exact),
  /// except by a select or a conversion.
  std::string operand(Operation *op, unsigned i);
  /// `op`'s two operands with the infix operator `symbol` between them.
  std::string binary(Operation *op, StringRef symbol);
  /// `None`, and the error that `op` has no Triton form.
  std::string unsupported(Operation *op);
  std::string inRange(Operation *op);
  /// The values an integer or index `v` can hold: its leaves' bounds
  /// carried through arith's range inference.
  ConstantIntRanges rangeOf(Value v);
  std::string literal(Attribute value, Type type);
  std::string number(Attribute value, Type type);
  std::string math(StringRef function, Operation *op);
  /// `text` converted to `type`; a float rounded to nearest even, to bf16
  /// too (which Triton's interpreter would round toward zero).
  std::string converted(StringRef text, Type type);
};

} // namespace mlir::pyc::triton

#endif // PYC_TARGET_TRITON_TRITONPRINTER_H
