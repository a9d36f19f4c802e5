//===- PycDialect.td - the pyc dialect, its types and op bases -*- tablegen -*-===//
//
// Dialect-wide invariants live here, in the base classes, so every op states
// only what is particular to it.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_DIALECT_TD
#define PYC_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "Pyc/IR/PycInterfaces.td"

def Pyc_Dialect : Dialect {
  let name = "pyc";
  let cppNamespace = "::mlir::pyc";
  let summary = "Tensor-level ops for compiling PyTorch programs";
  let description = [{
    `pyc` models a functional (value-semantics) graph of core ATen ops on
    builtin ranked tensors. Broadcasting and type promotion are always
    explicit (`pyc.broadcast_in_dim`, `pyc.convert`), so every elementwise op
    has operands of one shape and one element type.

    Element types: f64, f32, f16, bf16, i64, i32, i8 (signed, as in torch) and
    i1 (bool). Static dims are verified exactly; `?` dims are accepted where a
    rule cannot be checked statically.
  }];
  let hasConstantMaterializer = 1;
  let useDefaultAttributePrinterParser = 1;
  // `pyc.cpu_schedule` and `pyc.gpu_schedule` on kernels, the memory plan on
  // functions and ops (PycAttrs.td), the arena sizes on lowered functions.
  let hasOperationAttrVerify = 1;
  // The memory plan, named once: passes and emitters use the generated
  // helpers (`getMemoryPlanAttrHelper()`, ...), never a string key.
  // `pyc-to-loops` turns the plan into the lowered function's
  // `pyc.arena_bytes` and `pyc.naive_bytes` (i64), the sizes the runtime
  // reads, and leaves with the function what else its runtime reads
  // (Conversion/Passes.td): the index checks' table, the results' sizes over
  // the symbols, the scratch buffer's bytes, the kernels timed. Builtin
  // attributes all, which Python reads without pyc's attribute classes.
  let discardableAttrs = (ins
    "::mlir::pyc::MemoryPlanAttr":$memory_plan,
    "::mlir::pyc::PlacementAttr":$placement,
    "::mlir::IntegerAttr":$arena_bytes,
    "::mlir::IntegerAttr":$naive_bytes,
    "::mlir::ArrayAttr":$index_checks,
    "::mlir::ArrayAttr":$result_sizes,
    "::mlir::AffineMapAttr":$scratch_bytes,
    "::mlir::DenseI64ArrayAttr":$timed,
    // pyc-autodiff's joint functions and pyc-partition's halves (Passes.td).
    "::mlir::FlatSymbolRefAttr":$joint_of,
    "::mlir::DenseI64ArrayAttr":$gradient_args,
    "::mlir::FlatSymbolRefAttr":$forward_of,
    "::mlir::FlatSymbolRefAttr":$backward_of,
    "::mlir::IntegerAttr":$num_saved,
    "::mlir::IntegerAttr":$saved_bytes,
    "::mlir::IntegerAttr":$save_all_bytes,
    // Sizes known at run time (`?` dims), named by symbols s0, s1, ... that
    // a function binds to its arguments' dims: quadruples (symbol, argument,
    // dim, coefficient), each saying that the argument's dim is the symbol
    // times the coefficient (a dim of size 4 * s0: coefficient 4); a
    // negative dim -1-j names element j of the argument instead, a vector
    // of i64 sizes (sizes passed as numbers). A symbol's value is read from
    // its first quadruple. Ops that give a `?` dim a size no operand dim
    // gives (broadcast_in_dim, reshape, iota) state it as an affine map over
    // these symbols (their `sizes`); every `?` dim then has a size
    // expression (`symbolicShape`, PycShapes.h).
    "::mlir::DenseI64ArrayAttr":$symbols,
    // The machine a module is compiled for (PycAttrs.td), on the module.
    "::mlir::pyc::TargetAttr":$target);
}

//===----------------------------------------------------------------------===//
// Types accepted by pyc ops.
//===----------------------------------------------------------------------===//

def Pyc_FloatElement : AnyTypeOf<[F64, F32, F16, BF16]>;
def Pyc_IntElement : AnyTypeOf<[I64, I32, I8]>;

def Pyc_Tensor : RankedTensorOf<[F64, F32, F16, BF16, I64, I32, I8, I1]>;
def Pyc_FloatTensor : RankedTensorOf<[F64, F32, F16, BF16]>;
def Pyc_NumericTensor : RankedTensorOf<[F64, F32, F16, BF16, I64, I32, I8]>;
def Pyc_BoolTensor : RankedTensorOf<[I1]>;
def Pyc_IndexTensor : RankedTensorOf<[I64, I32]>;
def Pyc_I64Tensor : RankedTensorOf<[I64]>;

//===----------------------------------------------------------------------===//
// Fusion classes: what pyc-fuse needs to know about each op, declared on the
// op. An op with none of them is opaque: a kernel of its own.
//===----------------------------------------------------------------------===//

class Pyc_FusionTrait<string name> : NativeOpTrait<name> {
  let cppNamespace = "::mlir::OpTrait::pyc";
}
// Each result element depends only on the operand elements at the same
// index (or, for iota, on the index alone).
def Pyc_Pointwise : Pyc_FusionTrait<"Pointwise">;
// Combines elements along some dimensions (the reduced dims leave the shape).
def Pyc_Reduction : Pyc_FusionTrait<"Reduction">;
// Moves or repeats elements without computing: an index map when fused.
// The fusion class brings the index map's interface with it (each view
// implements it in PycViews.cpp), so no op is a view without a map.
def Pyc_ViewTrait : Pyc_FusionTrait<"View">;
def Pyc_View : TraitList<[Pyc_ViewTrait,
    DeclareOpInterfaceMethods<Pyc_ViewOpInterface>]>;
// A contraction (matmul): its own kernel, which takes pointwise epilogues.
def Pyc_Contraction : Pyc_FusionTrait<"Contraction">;
// An opaque op that reads each operand element where it needs it (gather,
// take_along_dim): views of its operands are index maps in its kernel, not
// copies (a weight broadcast to the logits' shape, only a few elements of
// which are read).
def Pyc_ViewOperands : Pyc_FusionTrait<"ViewOperands">;

//===----------------------------------------------------------------------===//
// Op base classes.
//===----------------------------------------------------------------------===//

class Pyc_Op<string mnemonic, list<Trait> traits = []>
    : Op<Pyc_Dialect, mnemonic, traits>;

// Ops that take indices known only at run time. Indices are not checked by
// verifiers, so an index out of range is an error of the running program;
// every lowering reports it, and none reads or writes outside a tensor. Such
// an op has no memory effect but is not speculatable: run where the program
// would not run it, it could raise an error the program does not.
class Pyc_IndexingOp<string mnemonic, list<Trait> traits = []>
    : Pyc_Op<mnemonic, !listconcat(traits,
          [NoMemoryEffect, ConditionallySpeculatable])> {
  let extraClassDeclaration = [{
    ::mlir::Speculation::Speculatability getSpeculatability() {
      return ::mlir::Speculation::NotSpeculatable;
    }
  }];
}

// The index contract of every Pyc_IndexingOp, for their descriptions.
defvar Pyc_IndexContract = [{
    Every index must be in `[0, size)`, `size` being the extent of the dim it
    indexes. An index outside that range is a run-time error naming the op,
    the index and the size (an `IndexError` in Python); it is never clamped
    or wrapped. Torch's negative indices, which count from the end where an
    op allows them (`x[i]`, `index_put`), are wrapped by the importer with
    explicit pyc ops, never by this op.
}];

// An elementwise op whose operands and result share one type.
class Pyc_ElementwiseOp<string mnemonic, list<Trait> traits = []>
    : Pyc_Op<mnemonic, !listconcat(traits,
          [Pure, Elementwise, Pyc_Pointwise, SameOperandsAndResultType,
           Pyc_HasScalar])>;

// `%r = pyc.<mnemonic> %x : tensor<...>`; `math` names the scalar function.
class Pyc_UnaryOp<string mnemonic, string math, Type type,
                  list<Trait> traits = []>
    : Pyc_ElementwiseOp<mnemonic, traits> {
  let summary = "elementwise " # math;
  let description = "Applies `" # math # "` to every element."
    # "\n\nExample:\n\n```mlir\n%r = pyc." # mnemonic
    # " %x : tensor<4x8xf32>\n```";
  let arguments = (ins type:$operand);
  let results = (outs type:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

// `%r = pyc.<mnemonic> %a, %b : tensor<...>`; `math` names the scalar function.
class Pyc_BinaryOp<string mnemonic, string math, Type type,
                   list<Trait> traits = []>
    : Pyc_ElementwiseOp<mnemonic, traits> {
  let summary = "elementwise " # math;
  let description = "Computes `" # math # "` element by element. Both "
    # "operands have the result's type; broadcasting is explicit."
    # "\n\nExample:\n\n```mlir\n%r = pyc." # mnemonic
    # " %a, %b : tensor<4x8xf32>\n```";
  let arguments = (ins type:$lhs, type:$rhs);
  let results = (outs type:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($result)";
}

#endif // PYC_DIALECT_TD
