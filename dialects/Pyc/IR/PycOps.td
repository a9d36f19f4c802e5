//===- PycOps.td - operations of the pyc dialect -----------*- tablegen -*-===//
//
// Tensor-level, value-semantics ops: enough for MLPs and transformers in
// forward and backward. Shape rules are checked by verifiers (or by result
// type inference, which runs as part of verification).
//
//===----------------------------------------------------------------------===//

#ifndef PYC_OPS_TD
#define PYC_OPS_TD

include "Pyc/IR/PycDialect.td"
include "Pyc/IR/PycEnums.td"
include "Pyc/IR/PycAttrs.td"
include "Pyc/IR/PycInterfaces.td"
include "mlir/IR/CommonAttrConstraints.td"

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

def Pyc_ConstantOp : Pyc_Op<"constant",
    [ConstantLike, Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "tensor constant";
  let description = [{
    A tensor literal. The result type is the attribute's type.

    Example:

    ```mlir
    %c = pyc.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %z = pyc.constant dense<0> : tensor<4x4xi64>
    ```
  }];
  let arguments = (ins ElementsAttr:$value);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = "attr-dict $value";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Unary elementwise
//===----------------------------------------------------------------------===//

def Pyc_NegOp : Pyc_UnaryOp<"neg", "-x", Pyc_NumericTensor, [Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_AbsOp : Pyc_UnaryOp<"abs", "|x|", Pyc_NumericTensor,
    [Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_ExpOp : Pyc_UnaryOp<"exp", "e^x", Pyc_FloatTensor, [Pyc_HasGradient]>;
def Pyc_LogOp : Pyc_UnaryOp<"log", "ln(x)", Pyc_FloatTensor, [Pyc_HasGradient]>;
def Pyc_Log1pOp : Pyc_UnaryOp<"log1p", "ln(1 + x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_Expm1Op : Pyc_UnaryOp<"expm1", "e^x - 1", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_SqrtOp : Pyc_UnaryOp<"sqrt", "sqrt(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_RsqrtOp : Pyc_UnaryOp<"rsqrt", "1 / sqrt(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_TanhOp : Pyc_UnaryOp<"tanh", "tanh(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_SigmoidOp : Pyc_UnaryOp<"sigmoid", "1 / (1 + e^-x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_ErfOp : Pyc_UnaryOp<"erf", "erf(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
// Not 1 - erf(x): that cancels once erf(x) nears 1 (x > 3) and keeps only
// erf's rounding error, larger than the result.
def Pyc_ErfcOp : Pyc_UnaryOp<"erfc", "erfc(x) = 1 - erf(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_SinOp : Pyc_UnaryOp<"sin", "sin(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_CosOp : Pyc_UnaryOp<"cos", "cos(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_FloorOp : Pyc_UnaryOp<"floor", "floor(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_CeilOp : Pyc_UnaryOp<"ceil", "ceil(x)", Pyc_FloatTensor,
    [Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_SignOp : Pyc_UnaryOp<"sign", "sign(x) (-1, 0 or 1; NaN gives 0, as torch.sign)",
                             Pyc_NumericTensor, [Pyc_HasGradient]>;
def Pyc_ReciprocalOp : Pyc_UnaryOp<"reciprocal", "1 / x", Pyc_FloatTensor,
    [Pyc_HasGradient]>;
def Pyc_NotOp : Pyc_UnaryOp<"not", "logical not", Pyc_BoolTensor> {
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Binary elementwise
//===----------------------------------------------------------------------===//

def Pyc_AddOp : Pyc_BinaryOp<"add", "a + b", Pyc_NumericTensor,
    [Commutative, Pyc_HasGradient]> {
  let hasFolder = 1;
  // add(pad(a), pad(b)) = pad(concat(a, b)) for zero pads that meet.
  let hasCanonicalizer = 1;
}
def Pyc_SubOp : Pyc_BinaryOp<"sub", "a - b", Pyc_NumericTensor,
    [Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_MulOp : Pyc_BinaryOp<"mul", "a * b", Pyc_NumericTensor,
    [Commutative, Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_DivOp : Pyc_BinaryOp<"div",
    "a / b (integers: truncated toward zero, INT_MIN / -1 wraps, b = 0 "
    "an error)", Pyc_NumericTensor,
    [Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_PowOp : Pyc_BinaryOp<"pow",
    "a ^ b (integers: b < 0 gives 0, but 1 for a = 1 and +-1 for a = -1)",
    Pyc_NumericTensor,
    [Pyc_HasGradient]>;
def Pyc_MaxOp : Pyc_BinaryOp<"max", "max(a, b) (NaN propagates)", Pyc_Tensor,
                             [Commutative, Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_MinOp : Pyc_BinaryOp<"min", "min(a, b) (NaN propagates)", Pyc_Tensor,
                             [Commutative, Pyc_HasGradient]> {
  let hasFolder = 1;
}
def Pyc_RemainderOp : Pyc_BinaryOp<"remainder",
    "a - floor(a / b) * b (the sign of b, as torch.remainder; integers: b = 0 "
    "an error)",
    Pyc_NumericTensor, [Pyc_HasGradient]>;
def Pyc_AndOp : Pyc_BinaryOp<"and", "logical and", Pyc_BoolTensor,
                             [Commutative]> {
  let hasFolder = 1;
}
def Pyc_OrOp : Pyc_BinaryOp<"or", "logical or", Pyc_BoolTensor,
                            [Commutative]> {
  let hasFolder = 1;
}

def Pyc_CompareOp : Pyc_Op<"compare", [Pure, Elementwise, Pyc_Pointwise,
    Pyc_HasScalar,
    AllTypesMatch<["lhs", "rhs"]>,
    TypesMatchWith<"result is i1 of the operand shape", "lhs", "result",
                   "::mlir::pyc::getBoolTypeLike($_self)">]> {
  let summary = "elementwise comparison";
  let description = [{
    Compares two tensors of one type element by element and returns a bool
    (i1) tensor of the same shape. Comparisons with NaN are false, except
    `ne`, which is true.

    Example:

    ```mlir
    %m = pyc.compare lt, %a, %b : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Pyc_CompareDirectionAttr:$direction, Pyc_Tensor:$lhs,
                       Pyc_Tensor:$rhs);
  let results = (outs Pyc_BoolTensor:$result);
  let assemblyFormat = "`` $direction `,` $lhs `,` $rhs attr-dict `:` type($lhs)";
  let hasFolder = 1;
}

def Pyc_SelectOp : Pyc_Op<"select", [Pure, Elementwise, Pyc_Pointwise,
    Pyc_HasScalar, Pyc_HasGradient,
    AllTypesMatch<["on_true", "on_false", "result"]>,
    TypesMatchWith<"condition is i1 of the result shape", "result",
                   "condition", "::mlir::pyc::getBoolTypeLike($_self)">]> {
  let summary = "elementwise choice";
  let description = [{
    Takes `on_true` where `condition` holds and `on_false` elsewhere
    (torch.where).

    Example:

    ```mlir
    %r = pyc.select %mask, %a, %b : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Pyc_BoolTensor:$condition, Pyc_Tensor:$on_true,
                       Pyc_Tensor:$on_false);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $condition `,` $on_true `,` $on_false attr-dict `:` type($result)
  }];
  let hasFolder = 1;
}

def Pyc_StopGradientOp : Pyc_ElementwiseOp<"stop_gradient", [Pyc_HasGradient]> {
  let summary = "the identity, through which no gradient flows";
  let description = [{
    Returns its operand. `pyc-autodiff` sends no cotangent through it: a
    value computed from it does not depend on the operand for the gradient,
    as with torch's `detach()`. The importer makes one of each `detach`
    (the user's, and the row maximum a stable softmax subtracts, whose
    gradient is zero: the shift cancels in the normalization). Code
    generators compute it as the identity.

    Example:

    ```mlir
    %m = pyc.stop_gradient %max : tensor<4x1xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($result)";
}

def Pyc_ConvertOp : Pyc_Op<"convert", [Pure, Elementwise, Pyc_Pointwise,
    Pyc_HasScalar, Pyc_HasGradient]> {
  let summary = "elementwise element-type conversion";
  let description = [{
    Converts every element to the result's element type, as torch's
    `Tensor.to(dtype)`: float to integer truncates toward zero, to bool (i1)
    means "is not zero", bool to a number gives 0 or 1. Shapes are equal.

    Example:

    ```mlir
    %h = pyc.convert %x : tensor<4x8xf32> -> tensor<4x8xbf16>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Shape and layout
//===----------------------------------------------------------------------===//

def Pyc_BroadcastInDimOp : Pyc_Op<"broadcast_in_dim", [Pure, Pyc_View,
    Pyc_HasGradient,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "explicit broadcast to a larger shape";
  let description = [{
    Operand dimension `i` becomes result dimension `dims[i]`; `dims` is
    strictly increasing. Each operand dimension is 1 (it is repeated) or
    equals its result dimension. Result dimensions not named in `dims` are
    new and repeat the operand. A `?` operand dimension equals its result
    dimension (a size known only at run time is never 1: torch specializes
    sizes 0 and 1). A `?` result dimension that no `?` operand dimension
    gives (a new one, or one from an operand dimension of 1) takes its size
    from `sizes`, an affine map over the function's symbols (`pyc.symbols`)
    with one result per result dimension.

    Example (a bias row broadcast over 2 rows, and over a run-time count of
    rows, the size of dim 0 of the function's first argument):

    ```mlir
    %b = pyc.broadcast_in_dim %x, dims = [1] : tensor<3xf32> -> tensor<2x3xf32>
    %c = pyc.broadcast_in_dim %x, dims = [1] {sizes = affine_map<()[s0] -> (s0, 3)>}
        : tensor<3xf32> -> tensor<?x3xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, DenseI64ArrayAttr:$dims,
                       OptionalAttr<AffineMapAttr>:$sizes);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dims` `=` $dims attr-dict `:` type($operand) `->` type($result)
  }];
  let hasFolder = 1;
  let hasVerifier = 1;
}

def Pyc_ReshapeOp : Pyc_Op<"reshape", [Pure, Pyc_View, Pyc_HasGradient,
    AllElementTypesMatch<["operand", "result"]>]> {
  let summary = "reinterpret the row-major element order in a new shape";
  let description = [{
    Keeps the elements in row-major order and gives them a new shape with the
    same number of elements. With one `?` result dimension, its size may
    follow from the element count; with more, `sizes` (an affine map over the
    function's symbols, `pyc.symbols`, one result per result dimension)
    states the result's sizes.

    Example:

    ```mlir
    %r = pyc.reshape %x : tensor<2x3xf32> -> tensor<6xf32>
    %s = pyc.reshape %y {sizes = affine_map<()[s0, s1] -> (s0, s1, 4)>}
        : tensor<?x4xf32> -> tensor<?x?x4xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, OptionalAttr<AffineMapAttr>:$sizes);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = "$operand attr-dict `:` type($operand) `->` type($result)";
  let hasFolder = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// `buildOperandIndex` where either shape has run-time sizes: `size`
    /// gives the value of a size expression (PycShapes.h). Fails where the
    /// sizes are not known (PycViews.cpp).
    ::mlir::FailureOr<::llvm::SmallVector<::mlir::Value>>
    buildOperandIndex(::mlir::OpBuilder &builder, ::mlir::ValueRange resultIndex,
                      ::llvm::function_ref<::mlir::Value(::mlir::AffineExpr)> size);
    /// `getContiguousOperandDim` where either shape has run-time sizes, as
    /// the run-time `buildOperandIndex` reads it (PycViews.cpp).
    int64_t runTimeContiguousOperandDim(int64_t resultDim);
  }];
}

def Pyc_TransposeOp : Pyc_Op<"transpose", [Pure, Pyc_View, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "permute dimensions";
  let description = [{
    Result dimension `i` is operand dimension `permutation[i]`.

    Example:

    ```mlir
    %t = pyc.transpose %x, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, DenseI64ArrayAttr:$permutation);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `permutation` `=` $permutation attr-dict `:` type($operand)
    `->` type($result)
  }];
  let hasFolder = 1;
  // transpose(matmul(a, b)) = matmul(transpose(b), transpose(a)).
  let hasCanonicalizer = 1;
}

def Pyc_SliceOp : Pyc_Op<"slice", [Pure, Pyc_View, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "strided slice";
  let description = [{
    Takes, along each dimension `d`, the indices `start[d]`, `start[d] +
    stride[d]`, ... below `limit[d]`, with `0 <= start <= limit <= size` and
    `stride >= 1`. Along a `?` dimension the limit may count from the end,
    with stride 1: `?` (the most negative i64) is the end, a negative `-k`
    stops `k` elements before it (`x[:, 1:-1]` is start 1, limit -1); the
    result's size there is `size - start - k`, which the importer takes only
    where Dynamo knows it is not negative. A static limit on a `?`
    dimension gives a static size.

    Example:

    ```mlir
    %s = pyc.slice %x, start = [0, 1], limit = [4, 8], stride = [2, 1]
        : tensor<4x8xf32> -> tensor<2x7xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, DenseI64ArrayAttr:$start,
                       DenseI64ArrayAttr:$limit, DenseI64ArrayAttr:$stride);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `start` `=` $start `,` `limit` `=` $limit `,` `stride` `=`
    $stride attr-dict `:` type($operand) `->` type($result)
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Pyc_ConcatOp : Pyc_Op<"concat", [Pure, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "join tensors along one dimension";
  let description = [{
    All inputs have one rank and element type and agree in every dimension
    except `dim`, whose sizes add up.

    Example:

    ```mlir
    %c = pyc.concat %a, %b dim = 0 : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
    ```
  }];
  let arguments = (ins Variadic<Pyc_Tensor>:$inputs,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $inputs `dim` `=` $dim attr-dict `:` functional-type($inputs, $result)
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Pyc_PadOp : Pyc_Op<"pad", [Pure, InferTypeOpAdaptor, Pyc_HasGradient]> {
  let summary = "pad with a constant";
  let description = [{
    Adds `low[d]` elements before and `high[d]` elements after dimension `d`,
    filled with `value` (which must be exact in the element type). With
    `interior`, also `interior[d]` elements between each two operand
    elements along `d` (a static dimension): the gradient of a strided
    slice, and a strided `slice_scatter` into a constant. A dimension of
    size `n` becomes `low + n + (n - 1) * interior + high`.

    Example:

    ```mlir
    %p = pyc.pad %x, low = [0, 1], high = [1, 0], value = 0.000000e+00
        : tensor<2x3xf32> -> tensor<3x4xf32>
    %q = pyc.pad %x, low = [0, 1], high = [0, 0], value = 0.000000e+00
        interior = [0, 1] : tensor<2x3xf32> -> tensor<2x6xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, DenseI64ArrayAttr:$low,
                       DenseI64ArrayAttr:$high, F64Attr:$value,
                       OptionalAttr<DenseI64ArrayAttr>:$interior);
  let results = (outs Pyc_Tensor:$result);
  let builders = [
    // `interior` as a list: no attribute where it is all zeros (a plain pad
    // prints and compares as one).
    OpBuilder<(ins "Value":$operand, "ArrayRef<int64_t>":$low,
                   "ArrayRef<int64_t>":$high, "APFloat":$value,
                   "ArrayRef<int64_t>":$interior), [{
      bool spread = llvm::any_of(interior, [](int64_t i) { return i != 0; });
      build($_builder, $_state, operand, low, high, value,
            spread ? $_builder.getDenseI64ArrayAttr(interior)
                   : DenseI64ArrayAttr());
    }]>];
  let assemblyFormat = [{
    $operand `,` `low` `=` $low `,` `high` `=` $high `,` `value` `=` $value
    (`interior` `=` $interior^)? attr-dict `:` type($operand) `->` type($result)
  }];
  let extraClassDeclaration = [{
    /// The elements between two operand elements along `d` (0 without
    /// `interior`).
    int64_t getInteriorAt(int64_t d) {
      return getInterior() ? (*getInterior())[d] : 0;
    }
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

def Pyc_IotaOp : Pyc_Op<"iota", [Pure, Pyc_Pointwise]> {
  let summary = "indices along one dimension";
  let description = [{
    Element `[i0, ..., in]` is `i_dim`, converted to the element type. A
    `?` dimension takes its size from `sizes` (an affine map over the
    function's symbols, `pyc.symbols`, one result per dimension).

    Example:

    ```mlir
    %i = pyc.iota dim = 1 : tensor<4x8xi64>
    %j = pyc.iota dim = 0 {sizes = affine_map<()[s0] -> (s0)>} : tensor<?xi64>
    ```
  }];
  let arguments = (ins ConfinedAttr<I64Attr, [IntNonNegative]>:$dim,
                       OptionalAttr<AffineMapAttr>:$sizes);
  let results = (outs Pyc_NumericTensor:$result);
  let assemblyFormat = "`dim` `=` $dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Pyc_SizeOp : Pyc_Op<"size", [Pure, Pyc_Pointwise]> {
  let summary = "the value of a run-time size";
  let description = [{
    A 0-d tensor holding `value`, an affine map over the function's symbols
    (`pyc.symbols`) with one result, converted to the element type: the
    divisor of a mean over a `?` dimension, or a size a program computes
    with (`x * x.shape[0]`). It reads no tensor; kernels compute it from
    their size arguments, and a constant map folds to `pyc.constant`.

    Example:

    ```mlir
    %n = pyc.size affine_map<()[s0, s1] -> (s0 * s1)> : tensor<f32>
    %mean = pyc.div %sum, %n : tensor<f32>
    ```
  }];
  let arguments = (ins AffineMapAttr:$value);
  let results = (outs 0DTensorOf<[F64, F32, F16, BF16, I64, I32, I8]>:$result);
  let assemblyFormat = "$value attr-dict `:` type($result)";
  let hasVerifier = 1;
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Reductions and scans
//===----------------------------------------------------------------------===//

def Pyc_ReduceOp : Pyc_Op<"reduce", [Pure, Pyc_Reduction, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "reduce over a set of dimensions";
  let description = [{
    Combines the elements along each dimension in `dims` (strictly
    increasing) with `kind` (sum, prod, max, min) and removes those
    dimensions. `max` and `min` propagate NaN; on bool (i1) they are "any"
    and "all", and `sum`/`prod` are not defined on bool. An empty reduced
    extent gives the kind's identity.

    Example:

    ```mlir
    %s = pyc.reduce sum %x, dims = [1] : tensor<4x8xf32> -> tensor<4xf32>
    ```
  }];
  let arguments = (ins Pyc_ReduceKindAttr:$kind, Pyc_Tensor:$operand,
                       DenseI64ArrayAttr:$dims);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    `` $kind $operand `,` `dims` `=` $dims attr-dict `:` type($operand) `->`
    type($result)
  }];
  let hasFolder = 1;
  let hasCanonicalizer = 1;
}

class Pyc_ArgReduceOp<string mnemonic, string what>
    : Pyc_Op<mnemonic, [Pure, Pyc_Reduction, InferTypeOpAdaptor]> {
  let summary = "index of the " # what # " along one dimension";
  let description = "Returns, along `dim`, the index (i64) of the first "
    # what # " element; NaN counts as the " # what
    # ". `dim` is removed from the shape."
    # "\n\nExample:\n\n```mlir\n%i = pyc." # mnemonic
    # " %x, dim = 1 : tensor<4x8xf32> -> tensor<4xi64>\n```";
  let arguments = (ins Pyc_Tensor:$operand,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_I64Tensor:$result);
  let assemblyFormat = [{
    $operand `,` `dim` `=` $dim attr-dict `:` type($operand) `->` type($result)
  }];
}
def Pyc_ArgMaxOp : Pyc_ArgReduceOp<"argmax", "largest">;
def Pyc_ArgMinOp : Pyc_ArgReduceOp<"argmin", "smallest">;

def Pyc_CumSumOp : Pyc_Op<"cumsum", [Pure, SameOperandsAndResultType,
    Pyc_HasGradient]> {
  let summary = "inclusive prefix sum along one dimension";
  let description = [{
    Element `i` along `dim` is the sum of elements `0..i`.

    Example:

    ```mlir
    %c = pyc.cumsum %x, dim = 1 : tensor<4x8xf32>
    ```
  }];
  let arguments = (ins Pyc_NumericTensor:$operand,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_NumericTensor:$result);
  let assemblyFormat = "$operand `,` `dim` `=` $dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Pyc_SoftmaxOp : Pyc_Op<"softmax", [Pure, SameOperandsAndResultType,
    Pyc_HasGradient]> {
  let summary = "softmax along one dimension";
  let description = [{
    exp(x - max) / sum(exp(x - max)) along `dim`, the max and the sum over
    `dim`; an f16 or bf16 operand is computed in f32 and rounded once (as
    torch's `_softmax`). It exists for differentiation: its gradient rule
    reads only its result, y * (g - sum(g * y)), so a training forward
    saves y alone, not the scores and row statistics the decomposed form's
    gradient (the quotient rule through its exp) reads back.
    `pyc-raise-softmax` forms it from the decomposed ops before
    `pyc-autodiff`; the halves traced back to FX are decomposed again.

    Example:

    ```mlir
    %p = pyc.softmax %x, dim = 1 : tensor<4x8xbf16>
    ```
  }];
  let arguments = (ins Pyc_FloatTensor:$operand,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_FloatTensor:$result);
  let assemblyFormat = "$operand `,` `dim` `=` $dim attr-dict `:` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Contractions and indexing
//===----------------------------------------------------------------------===//

def Pyc_MatmulOp : Pyc_Op<"matmul", [Pure, Pyc_Contraction, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "batched matrix product";
  let description = [{
    `lhs` is `[B..., M, K]` and `rhs` is `[B..., K, N]` with the same batch
    dimensions (broadcasting is explicit); the result is `[B..., M, N]`.

    Three optional promises, set by `pyc-causal-products` where a causal mask
    makes half of an attention's products unneeded, let a target skip work
    above the diagonal `d` of the last two dims (elements `[..., i, j]`
    with `j > i + d`); a target may ignore them:
    - `lhs_zero_above = d`: `lhs[..., i, k]` is 0 for `k > i + d` (or row
      `i` of the result is NaN either way), so those terms may be left out
      (softmax probabilities under a causal mask, times the values);
    - `rhs_zero_above = d`: `rhs[..., k, j]` is 0 for `j > k + d`, so
      column `j` may leave out the terms `k < j - d` (the scores' gradient
      under a causal mask, as the keys' gradient `q^T @ ds` reads it);
    - `result_masked_above = d`: every reader masks the result's elements
      above the diagonal away, so each may be computed as 0 instead (the
      scores before a causal mask).

    Example:

    ```mlir
    %y = pyc.matmul %a, %b : tensor<8x16x32xf32>, tensor<8x32x64xf32> -> tensor<8x16x64xf32>
    %s = pyc.matmul %q, %kt {result_masked_above = 0 : i64}
        : tensor<8x16x64xf32>, tensor<8x64x16xf32> -> tensor<8x16x16xf32>
    ```
  }];
  let arguments = (ins Pyc_NumericTensor:$lhs, Pyc_NumericTensor:$rhs,
      OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$lhs_zero_above,
      OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$rhs_zero_above,
      OptionalAttr<ConfinedAttr<I64Attr, [IntNonNegative]>>:$result_masked_above);
  let results = (outs Pyc_NumericTensor:$result);
  let builders = [
    OpBuilder<(ins "Value":$lhs, "Value":$rhs), [{
      build($_builder, $_state, lhs, rhs, IntegerAttr(), IntegerAttr(),
            IntegerAttr());
    }]>,
    OpBuilder<(ins "Type":$type, "Value":$lhs, "Value":$rhs), [{
      build($_builder, $_state, type, lhs, rhs, IntegerAttr(), IntegerAttr(),
            IntegerAttr());
    }]>];
  let assemblyFormat = [{
    $lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)
  }];
}

def Pyc_AttentionOp : Pyc_Op<"attention", [Pure, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "scaled dot-product attention, with the rows' logsumexp";
  let description = [{
    `query` is `[B..., M, D]`, `key` `[B..., N, D]` and `value`
    `[B..., N, Dv]`, one float type, the same batch dimensions. With
    `s = scale * query @ key^T` in f32 (f64 for f64 operands), where
    `causal` sets `s[i, j] = -inf` for `j > i` (the upper triangle, as
    torch's `is_causal`), or where `bias` is given, `s += bias` (an additive
    mask of the operands' type, `[B..., M, N]` or broadcast to it from dims
    of 1, as SDPA's `attn_mask`; with `causal`, not allowed: a causal mask
    is -inf in the bias): `lse = logsumexp(s)` along the last dim (`[B...,
    M]`, f32 or f64) and `out = exp(s - lse) @ value` (`[B..., M, Dv]`, the
    probabilities rounded to the operands' type for the product, which
    accumulates in f32, as FlashAttention computes it).

    It exists for differentiation: its gradient rule (`pyc.attention_grad`)
    reads the operands, `out` and `lse`, so `pyc-partition` saves those and
    not the M x N probabilities, and both halves may run as fused kernels
    that never write the scores (on a GPU, torch's FlashAttention, or with
    a bias its memory-efficient attention). `pyc-raise-attention` forms it
    from the decomposed product, softmax and product before `pyc-autodiff`;
    a GPU graph's SDPA imports as it.

    Example:

    ```mlir
    %o, %lse = pyc.attention %q, %k, %v scale = 1.250000e-01 causal
        : tensor<8x128x64xbf16>, tensor<8x128x64xbf16>, tensor<8x128x64xbf16>
        -> tensor<8x128x64xbf16>, tensor<8x128xf32>
    %p, %plse = pyc.attention %q, %k, %v bias %mask scale = 1.250000e-01
        : tensor<8x128x64xbf16>, tensor<8x128x64xbf16>, tensor<8x128x64xbf16>,
          tensor<1x1x128xbf16> -> tensor<8x128x64xbf16>, tensor<8x128xf32>
    ```
  }];
  let arguments = (ins Pyc_FloatTensor:$query, Pyc_FloatTensor:$key,
                       Pyc_FloatTensor:$value, Optional<Pyc_FloatTensor>:$bias,
                       F64Attr:$scale, UnitAttr:$causal);
  let results = (outs Pyc_FloatTensor:$out, Pyc_FloatTensor:$lse);
  let assemblyFormat = [{
    $query `,` $key `,` $value (`bias` $bias^)? `scale` `=` $scale (`causal` $causal^)?
    attr-dict `:` type($query) `,` type($key) `,` type($value) (`,` type($bias)^)?
    `->` type($out) `,` type($lse)
  }];
}

def Pyc_AttentionGradOp : Pyc_Op<"attention_grad", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "the gradients of a pyc.attention's operands";
  let description = [{
    The cotangents of `query`, `key` and `value` of the `pyc.attention`
    (same `scale`, `causal` and `bias`) that gave `out` and `lse`, for the
    cotangent `grad_out` of `out`: with `p = exp(s - lse)` recomputed from
    the operands (the stable form: no division, no second max),
    `dv = p^T @ grad_out`, `dp = grad_out @ value^T`,
    `ds = p * (dp - rowsum(grad_out * out))`, `dq = scale * ds @ key` and
    `dk = scale * ds^T @ query`, in f32 and rounded once to the operands'
    type. The bias's cotangent (`ds`, summed over its broadcast dims) is
    not among its results: `pyc.attention`'s rule builds it from other ops,
    which exist only where the bias varies. It has no gradient of its own
    (no double backward).

    Example:

    ```mlir
    %dq, %dk, %dv = pyc.attention_grad %q, %k, %v, %o, %lse, %do scale = 1.250000e-01 causal
        : tensor<8x128x64xbf16>, tensor<8x128x64xbf16>, tensor<8x128x64xbf16>,
          tensor<8x128x64xbf16>, tensor<8x128xf32>, tensor<8x128x64xbf16>
        -> tensor<8x128x64xbf16>, tensor<8x128x64xbf16>, tensor<8x128x64xbf16>
    ```
  }];
  let arguments = (ins Pyc_FloatTensor:$query, Pyc_FloatTensor:$key,
                       Pyc_FloatTensor:$value, Pyc_FloatTensor:$out,
                       Pyc_FloatTensor:$lse, Pyc_FloatTensor:$grad_out,
                       Optional<Pyc_FloatTensor>:$bias, F64Attr:$scale,
                       UnitAttr:$causal);
  let results = (outs Pyc_FloatTensor:$grad_query, Pyc_FloatTensor:$grad_key,
                      Pyc_FloatTensor:$grad_value);
  let assemblyFormat = [{
    $query `,` $key `,` $value `,` $out `,` $lse `,` $grad_out (`bias` $bias^)?
    `scale` `=` $scale (`causal` $causal^)? attr-dict `:` type($query) `,`
    type($key) `,` type($value) `,` type($out) `,` type($lse) `,` type($grad_out)
    (`,` type($bias)^)? `->` type($grad_query) `,` type($grad_key) `,`
    type($grad_value)
  }];
}

def Pyc_ConvolutionOp : Pyc_Op<"convolution", [Pure, InferTypeOpAdaptor,
    Pyc_HasGradient]> {
  let summary = "N-d convolution (cross-correlation), as torch's";
  let description = [{
    `input` is `[B, C, S...]` and `weight` `[F, C / groups, K...]`, with
    N = 1, 2 or 3 spatial dims, one float type: the result is `[B, F, O...]`
    with `O[d] = (S[d] + 2 padding[d] - dilation[d] (K[d] - 1) - 1) /
    stride[d] + 1` (rounded down), and its element `[b, f, o...]` the sum,
    over the channels `c` of `f`'s group and the kernel offsets `k`, of
    `input[b, group(f) * C / groups + c, o * stride + k * dilation -
    padding] * weight[f, c, k]`, the input zero outside its extents; in the
    operands' type, accumulated wider (as torch's). A bias is added after it.

    It exists for differentiation: `pyc-autodiff`'s rule is one
    `pyc.convolution_grad`, and `pyc-partition` saves its operands. No
    target lowers it yet: the targets leave both to torch (cuDNN, oneDNN).

    Example:

    ```mlir
    %y = pyc.convolution %x, %w stride = [2, 2] padding = [1, 1]
        dilation = [1, 1] groups = 1
        : tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32> -> tensor<2x16x16x16xf32>
    ```
  }];
  let arguments = (ins Pyc_FloatTensor:$input, Pyc_FloatTensor:$weight,
                       DenseI64ArrayAttr:$stride, DenseI64ArrayAttr:$padding,
                       DenseI64ArrayAttr:$dilation,
                       ConfinedAttr<I64Attr, [IntPositive]>:$groups);
  let results = (outs Pyc_FloatTensor:$result);
  let assemblyFormat = [{
    $input `,` $weight `stride` `=` $stride `padding` `=` $padding
    `dilation` `=` $dilation `groups` `=` $groups attr-dict `:` type($input)
    `,` type($weight) `->` type($result)
  }];
}

def Pyc_ConvolutionGradOp : Pyc_Op<"convolution_grad", [Pure,
    InferTypeOpAdaptor]> {
  let summary = "the gradients of a pyc.convolution's input and weight";
  let description = [{
    The cotangents of `input` and `weight` of the `pyc.convolution` (same
    `stride`, `padding`, `dilation` and `groups`) for the cotangent
    `grad_out` of its result: the input's is the transposed convolution of
    `grad_out` with `weight`, the weight's the convolution of `input` with
    `grad_out` over the batch, each of its operand's type. It has no
    gradient of its own (no double backward).

    Example:

    ```mlir
    %dx, %dw = pyc.convolution_grad %x, %w, %dy stride = [2, 2]
        padding = [1, 1] dilation = [1, 1] groups = 1
        : tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32>, tensor<2x16x16x16xf32>
        -> tensor<2x3x32x32xf32>, tensor<16x3x3x3xf32>
    ```
  }];
  let arguments = (ins Pyc_FloatTensor:$input, Pyc_FloatTensor:$weight,
                       Pyc_FloatTensor:$grad_out, DenseI64ArrayAttr:$stride,
                       DenseI64ArrayAttr:$padding, DenseI64ArrayAttr:$dilation,
                       ConfinedAttr<I64Attr, [IntPositive]>:$groups);
  let results = (outs Pyc_FloatTensor:$grad_input, Pyc_FloatTensor:$grad_weight);
  let assemblyFormat = [{
    $input `,` $weight `,` $grad_out `stride` `=` $stride `padding` `=`
    $padding `dilation` `=` $dilation `groups` `=` $groups attr-dict `:`
    type($input) `,` type($weight) `,` type($grad_out) `->` type($grad_input)
    `,` type($grad_weight)
  }];
}

def Pyc_TorchCallOp : Pyc_Op<"torch_call", [Pure, Pyc_HasGradient]> {
  let summary = "a torch op that pyc has no op of its own for";
  let description = [{
    Calls the torch op named `op` (an `OpOverload`, as `aten.cumprod.default`)
    with the arguments `call` gives (its operands `args`): a JSON list of its positional and a map
    of its keyword arguments, where `{"operand": i}` stands for operand `i`
    (numbers, booleans, null, strings and lists as JSON; a non-finite float
    as `{"float": "inf"}`, a dtype as `{"dtype": "float32"}`). Its results
    are the op's tensors. The op must be deterministic and must not mutate
    its arguments (the importer takes no other).

    It exists for differentiation (`training.derive`): a training graph
    holding an op pyc cannot import, or whose gradient pyc's form of it
    does not share, keeps pycompile's backward with this in its place; its
    rule is one `pyc.torch_call_grad`, torch's own derivative. No target
    lowers it: the halves call torch there.

    Example:

    ```mlir
    %y = pyc.torch_call "aten.cumprod.default" (%x) "[[{\"operand\": 0}, 1], {} ]"
        : (tensor<3x4xf32>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins Variadic<Pyc_Tensor>:$args, StrAttr:$op, StrAttr:$call);
  let results = (outs Variadic<Pyc_Tensor>:$results);
  let assemblyFormat = [{
    $op `(` $args `)` $call attr-dict `:` functional-type($args, $results)
  }];
  let hasVerifier = 1;
}

def Pyc_TorchCallGradOp : Pyc_Op<"torch_call_grad", [Pure,
    AttrSizedOperandSegments]> {
  let summary = "the gradients of a pyc.torch_call's float operands";
  let description = [{
    The cotangents of the operands of the `pyc.torch_call` with the same
    `op` and `call` that `differentiable` lists (float operands), for the
    cotangents `grads` of its float results, in order: torch's derivative
    of the op (autograd's, which recomputes the call). One result per
    differentiable operand, of its type. No gradient of its own.

    Example:

    ```mlir
    %dx = pyc.torch_call_grad "aten.cumprod.default" (%x) grads (%g)
        "[[{\"operand\": 0}, 1], {} ]" differentiable = [0]
        : (tensor<3x4xf32>), (tensor<3x4xf32>) -> tensor<3x4xf32>
    ```
  }];
  let arguments = (ins Variadic<Pyc_Tensor>:$args,
                       Variadic<Pyc_FloatTensor>:$grads, StrAttr:$op,
                       StrAttr:$call, DenseI64ArrayAttr:$differentiable);
  let results = (outs Variadic<Pyc_FloatTensor>:$gradients);
  let assemblyFormat = [{
    $op `(` $args `)` `grads` `(` $grads `)` $call `differentiable` `=`
    $differentiable attr-dict `:` `(` type($args) `)` `,` `(` type($grads)
    `)` `->` type($gradients)
  }];
  let hasVerifier = 1;
}

def Pyc_GatherOp : Pyc_IndexingOp<"gather", [Pyc_ViewOperands,
    InferTypeOpAdaptor, Pyc_HasGradient]> {
  let summary = "select slices by index along one dimension";
  let description = [{
    `numpy.take` along `dim`: the result shape is `operand.shape[:dim] +
    indices.shape + operand.shape[dim+1:]`, and the result element at
    `[p, j, q]` (`j` an index of `indices`) is `operand[p, indices[j], q]`.
    This covers embedding lookup, index_select and `x[i]`.
  }] # Pyc_IndexContract # [{

    Example (an embedding table of 100 rows looked up for a 2x3 batch):

    ```mlir
    %e = pyc.gather %table[%ids], dim = 0 : tensor<100x16xf32>, tensor<2x3xi64> -> tensor<2x3x16xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, Pyc_IndexTensor:$indices,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $operand `[` $indices `]` `,` `dim` `=` $dim attr-dict `:` type($operand)
    `,` type($indices) `->` type($result)
  }];
}

def Pyc_ScatterAddOp : Pyc_IndexingOp<"scatter_add", [Pyc_HasGradient,
    AllTypesMatch<["init", "result"]>,
    AllElementTypesMatch<["init", "updates"]>]> {
  let summary = "accumulate slices by index along one dimension";
  let description = [{
    The inverse of `pyc.gather`, and its gradient: starts from `init` and adds
    slice `updates[..., j, ...]` into `init[..., indices[j], ...]` along
    `dim`; repeated indices accumulate, in order. `updates` has the shape that
    `pyc.gather` of `init` with `indices` would produce.
  }] # Pyc_IndexContract # [{

    Example:

    ```mlir
    %g = pyc.scatter_add %upd into %zeros[%ids], dim = 0 : tensor<2x3x16xf32>, tensor<2x3xi64> -> tensor<100x16xf32>
    ```
  }];
  let arguments = (ins Pyc_NumericTensor:$init, Pyc_IndexTensor:$indices,
                       Pyc_NumericTensor:$updates,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_NumericTensor:$result);
  let assemblyFormat = [{
    $updates `into` $init `[` $indices `]` `,` `dim` `=` $dim attr-dict `:`
    type($updates) `,` type($indices) `->` type($result)
  }];
  let hasVerifier = 1;
}

def Pyc_TakeAlongDimOp : Pyc_IndexingOp<"take_along_dim",
    [Pyc_ViewOperands, InferTypeOpAdaptor, Pyc_HasGradient]> {
  let summary = "pick one element by index along one dimension, per position";
  let description = [{
    `torch.gather`: `indices` has the operand's rank, and the result its
    shape; the result element at `p` is the operand element at `p` with
    coordinate `dim` replaced by `indices[p]`. In every other dim `indices`
    is at most as large as the operand (its positions are the operand's
    first ones). Each result element is one read, whatever the operand's
    size along `dim` (cross-entropy's pick of the target's log-probability).
  }] # Pyc_IndexContract # [{

    Example (one class per row):

    ```mlir
    %p = pyc.take_along_dim %logp[%target], dim = 1 : tensor<4x1000xf32>, tensor<4x1xi64> -> tensor<4x1xf32>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$operand, Pyc_IndexTensor:$indices,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $operand `[` $indices `]` `,` `dim` `=` $dim attr-dict `:` type($operand)
    `,` type($indices) `->` type($result)
  }];
  let hasCanonicalizer = 1;
}

def Pyc_ScatterAddAlongDimOp : Pyc_IndexingOp<"scatter_add_along_dim", [
    Pyc_HasGradient,
    AllTypesMatch<["init", "result"]>,
    AllElementTypesMatch<["init", "updates"]>,
    AllShapesMatch<["indices", "updates"]>]> {
  let summary = "add elements at indices along one dimension, per position";
  let description = [{
    `torch.scatter_add`, the inverse of `pyc.take_along_dim` and its
    gradient: starts from `init` and, for each position `p` of `indices` in
    row-major order, adds `updates[p]` into the element at `p` with
    coordinate `dim` replaced by `indices[p]`. Repeated targets accumulate,
    in that order. `updates` has the shape of `indices`, which has the rank
    of `init` and is at most as large in every dim but `dim`. On bool (i1),
    adding is logical or, as torch adds bools.
  }] # Pyc_IndexContract # [{

    Example (a one-hot row mask: true where a row's target is):

    ```mlir
    %m = pyc.scatter_add_along_dim %ones into %none[%target], dim = 1 : tensor<4x1xi1>, tensor<4x1xi64> -> tensor<4x1000xi1>
    ```
  }];
  let arguments = (ins Pyc_Tensor:$init, Pyc_IndexTensor:$indices,
                       Pyc_Tensor:$updates,
                       ConfinedAttr<I64Attr, [IntNonNegative]>:$dim);
  let results = (outs Pyc_Tensor:$result);
  let assemblyFormat = [{
    $updates `into` $init `[` $indices `]` `,` `dim` `=` $dim attr-dict `:`
    type($updates) `,` type($indices) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

def Pyc_KernelOp : Pyc_Op<"kernel", [IsolatedFromAbove, RecursiveMemoryEffects,
    SingleBlockImplicitTerminator<"YieldOp">]> {
  let summary = "a group of ops compiled as one kernel";
  let description = [{
    Made by `pyc-fuse`. The body computes the results from the inputs (its
    block arguments) with tensor ops; only the inputs and results reach
    memory. `kind` says which loop structure the kernel needs: `pointwise`
    (one loop nest over the result), `reduction` (reductions with their
    prologue and epilogue), `contraction` (a matmul with its epilogue),
    `attention` (a matmul, a row softmax of its product and a matmul of
    that: made by `pyc-fuse-attention`, computed block by block with an
    online softmax) or `opaque` (a single op with its own lowering).

    Example (a bias add fused with GELU's tanh):

    ```mlir
    %r = pyc.kernel pointwise (%x, %b) : (tensor<4x8xf32>, tensor<8xf32>) -> tensor<4x8xf32> {
    ^bb0(%a: tensor<4x8xf32>, %c: tensor<8xf32>):
      %0 = pyc.broadcast_in_dim %c, dims = [1] : tensor<8xf32> -> tensor<4x8xf32>
      %1 = pyc.add %a, %0 : tensor<4x8xf32>
      %2 = pyc.tanh %1 : tensor<4x8xf32>
      pyc.yield %2 : tensor<4x8xf32>
    }
    ```
  }];
  let arguments = (ins Pyc_KernelKindAttr:$kind, Variadic<Pyc_Tensor>:$inputs);
  let results = (outs Variadic<Pyc_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    `` $kind `(` $inputs `)` attr-dict `:` functional-type($inputs, $results)
    $body
  }];
  let hasRegionVerifier = 1;
}

def Pyc_YieldOp : Pyc_Op<"yield", [Pure, Terminator,
    HasParent<"KernelOp">]> {
  let summary = "the results of a pyc.kernel";
  let description = [{
    Ends a `pyc.kernel` body; its operands are the kernel's results.

    Example:

    ```mlir
    pyc.yield %0, %1 : tensor<4xf32>, tensor<f32>
    ```
  }];
  let arguments = (ins Variadic<Pyc_Tensor>:$values);
  let builders = [OpBuilder<(ins), [{ /* an empty yield, for the implicit terminator */ }]>];
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
}

#endif // PYC_OPS_TD
