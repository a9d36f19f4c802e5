//===- PycShapes.cpp - sizes of `?` dims as expressions -------------------===//

#include "Pyc/IR/PycShapes.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"

using namespace mlir;
using namespace mlir::pyc;

namespace {

using Shape = SmallVector<AffineExpr>;

/// The size of dim `d` of argument `arg` of `func`: the argument's own
/// `pyc.sizes` (its shape over the symbols, where the importer knew it:
/// s0 * s1 rows), or c * s_k where `pyc.symbols` says so, with (k, arg, d, c).
FailureOr<AffineExpr> argumentSize(func::FuncOp func, unsigned arg, int64_t d) {
  if (auto sizes = func.getArgAttrOfType<AffineMapAttr>(arg, "pyc.sizes"))
    if (static_cast<int64_t>(sizes.getValue().getNumResults()) > d)
      return sizes.getValue().getResult(d);
  for (const SymbolBinding &s : symbolBindings(func))
    if (s.argument == arg && s.dim == d)
      return getAffineSymbolExpr(s.symbol, func->getContext()) * s.coefficient;
  return failure();
}

/// The `?` dims of `type` from `sizes` (an op's, if any), the rest constants.
FailureOr<Shape> fromSizes(RankedTensorType type, std::optional<AffineMap> sizes,
                           function_ref<FailureOr<AffineExpr>(int64_t)> dynamic) {
  Shape shape;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d))
      shape.push_back(getAffineConstantExpr(type.getDimSize(d), type.getContext()));
    else if (FailureOr<AffineExpr> size = dynamic(d); succeeded(size))
      shape.push_back(*size);
    else if (sizes)
      shape.push_back(sizes->getResult(d));
    else
      return failure();
  }
  return shape;
}

} // namespace

namespace {

using ShapeCache = DenseMap<Value, FailureOr<Shape>>;

FailureOr<Shape> derive(Value v, ShapeCache &cache);

/// `derive`, each value's shape derived once per `symbolicShape` call: a
/// value is read by many (every dim of every reader, residual branches),
/// and deriving it again each time grew exponentially with a graph's depth
/// (a two-layer BERT as one part took minutes in pyc-to-loops).
FailureOr<Shape> shapeOf(Value v, ShapeCache &cache) {
  if (auto found = cache.find(v); found != cache.end())
    return found->second;
  FailureOr<Shape> shape = derive(v, cache);
  cache.try_emplace(v, shape);
  return shape;
}

FailureOr<Shape> derive(Value v, ShapeCache &cache) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    return failure();
  MLIRContext *ctx = v.getContext();
  auto none = [](int64_t) -> FailureOr<AffineExpr> { return failure(); };
  if (type.hasStaticShape())
    return fromSizes(type, std::nullopt, none);

  if (auto arg = dyn_cast<BlockArgument>(v)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto kernel = dyn_cast<KernelOp>(owner))
      return shapeOf(kernel.getInputs()[arg.getArgNumber()], cache);
    if (auto func = dyn_cast<func::FuncOp>(owner))
      return fromSizes(type, std::nullopt, [&](int64_t d) {
        return argumentSize(func, arg.getArgNumber(), d);
      });
    return failure();
  }
  Operation *op = v.getDefiningOp();
  unsigned resultNumber = cast<OpResult>(v).getResultNumber();
  // The size of dim `d` of operand `i`, where it is `?`.
  auto operandSize = [&](Value operand, int64_t d) -> FailureOr<AffineExpr> {
    if (!cast<RankedTensorType>(operand.getType()).isDynamicDim(d))
      return failure();
    FailureOr<Shape> shape = shapeOf(operand, cache);
    return failed(shape) ? FailureOr<AffineExpr>(failure())
                         : FailureOr<AffineExpr>((*shape)[d]);
  };

  if (auto kernel = dyn_cast<KernelOp>(op))
    return shapeOf(
        kernel.getBody().front().getTerminator()->getOperand(resultNumber),
        cache);
  if (auto broadcast = dyn_cast<BroadcastInDimOp>(op))
    return fromSizes(type, broadcast.getSizes(), [&](int64_t d) {
      const auto *from = llvm::find(broadcast.getDims(), d);
      if (from == broadcast.getDims().end())
        return FailureOr<AffineExpr>(failure());
      return operandSize(broadcast.getOperand(), from - broadcast.getDims().begin());
    });
  if (auto iota = dyn_cast<IotaOp>(op))
    return fromSizes(type, iota.getSizes(), none);
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    if (reshape.getSizes())
      return fromSizes(type, reshape.getSizes(), none);
    // One `?` dim: the element count over the static dims' product.
    FailureOr<Shape> in = shapeOf(reshape.getOperand(), cache);
    if (failed(in))
      return failure();
    int64_t known = 1;
    for (int64_t size : type.getShape())
      if (!ShapedType::isDynamic(size))
        known *= size;
    AffineExpr rest = sizeProduct(*in, ctx).floorDiv(known);
    return fromSizes(type, std::nullopt, [&](int64_t) { return rest; });
  }
  if (auto transpose = dyn_cast<TransposeOp>(op))
    return fromSizes(type, std::nullopt, [&](int64_t d) {
      return operandSize(transpose.getOperand(), transpose.getPermutation()[d]);
    });
  if (isa<ReduceOp, ArgMaxOp, ArgMinOp>(op)) {
    SmallVector<int64_t> reduced = getReducedDims(op);
    SmallVector<int64_t> kept;
    for (int64_t d = 0; d < cast<RankedTensorType>(op->getOperand(0).getType()).getRank(); ++d)
      if (!llvm::is_contained(reduced, d))
        kept.push_back(d);
    return fromSizes(type, std::nullopt, [&](int64_t d) {
      return operandSize(op->getOperand(0), kept[d]);
    });
  }
  if (auto matmul = dyn_cast<MatmulOp>(op)) {
    int64_t rank = type.getRank();
    return fromSizes(type, std::nullopt, [&](int64_t d) {
      if (d == rank - 1)
        return operandSize(matmul.getRhs(), d);
      FailureOr<AffineExpr> lhs = operandSize(matmul.getLhs(), d);
      return succeeded(lhs) || d == rank - 2 ? lhs
                                             : operandSize(matmul.getRhs(), d);
    });
  }
  if (auto slice = dyn_cast<SliceOp>(op))
    // A `?` dim: from `start` to `limit` counted from the end (stride 1).
    return fromSizes(type, std::nullopt, [&](int64_t d) -> FailureOr<AffineExpr> {
      FailureOr<AffineExpr> size = operandSize(slice.getOperand(), d);
      if (failed(size))
        return failure();
      int64_t limit = slice.getLimit()[d];
      return *size - slice.getStart()[d] +
             (ShapedType::isDynamic(limit) ? 0 : limit);
    });
  if (auto concat = dyn_cast<ConcatOp>(op))
    return fromSizes(type, std::nullopt, [&](int64_t d) -> FailureOr<AffineExpr> {
      if (d != static_cast<int64_t>(concat.getDim()))
        return operandSize(concat.getInputs()[0], d);
      AffineExpr sum = getAffineConstantExpr(0, ctx);
      for (Value input : concat.getInputs()) {
        FailureOr<Shape> shape = shapeOf(input, cache);
        if (failed(shape))
          return failure();
        sum = sum + (*shape)[d];
      }
      return sum;
    });
  if (auto pad = dyn_cast<PadOp>(op))
    return fromSizes(type, std::nullopt, [&](int64_t d) -> FailureOr<AffineExpr> {
      FailureOr<AffineExpr> size = operandSize(pad.getOperand(), d);
      if (failed(size))
        return failure();
      // (interior padding only along static dims: `size` is a constant)
      return *size + (*size - 1) * pad.getInteriorAt(d) + pad.getLow()[d] +
             pad.getHigh()[d];
    });
  if (auto take = dyn_cast<TakeAlongDimOp>(op))
    return fromSizes(type, std::nullopt, [&](int64_t d) {
      return operandSize(take.getIndices(), d);
    });
  if (auto gather = dyn_cast<GatherOp>(op)) {
    // operand dims before `dim`, the index dims, operand dims after `dim`.
    int64_t dim = gather.getDim();
    int64_t indexRank = cast<RankedTensorType>(gather.getIndices().getType()).getRank();
    return fromSizes(type, std::nullopt, [&](int64_t d) {
      if (d < dim)
        return operandSize(gather.getOperand(), d);
      if (d < dim + indexRank)
        return operandSize(gather.getIndices(), d - dim);
      return operandSize(gather.getOperand(), d - indexRank + 1);
    });
  }
  // Pointwise ops and the ops whose result has an operand's shape: any
  // operand of the result's rank with the dim `?` has the size.
  if (op->hasTrait<OpTrait::pyc::Pointwise>() ||
      isa<CumSumOp, SoftmaxOp, ScatterAddOp, ScatterAddAlongDimOp>(op))
    return fromSizes(type, std::nullopt, [&](int64_t d) -> FailureOr<AffineExpr> {
      for (Value operand : op->getOperands())
        if (cast<RankedTensorType>(operand.getType()).getRank() == type.getRank())
          if (FailureOr<AffineExpr> size = operandSize(operand, d); succeeded(size))
            return size;
      return failure();
    });
  return failure();
}

} // namespace

SmallVector<SymbolBinding> mlir::pyc::symbolBindings(Operation *func) {
  auto *pyc = func->getContext()->getLoadedDialect<PycDialect>();
  SmallVector<SymbolBinding> bindings;
  if (DenseI64ArrayAttr quads = pyc->getSymbolsAttrHelper().getAttr(func))
    for (size_t i = 0; i + 3 < quads.size(); i += 4)
      bindings.push_back({quads[i], quads[i + 1], quads[i + 2], quads[i + 3]});
  return bindings;
}

void mlir::pyc::setSymbolBindings(Operation *func,
                                  ArrayRef<SymbolBinding> bindings) {
  SmallVector<int64_t> quads;
  for (const SymbolBinding &b : bindings)
    quads.append({b.symbol, b.argument, b.dim, b.coefficient});
  auto *pyc = func->getContext()->getLoadedDialect<PycDialect>();
  pyc->getSymbolsAttrHelper().setAttr(
      func, DenseI64ArrayAttr::get(func->getContext(), quads));
}

FailureOr<SmallVector<AffineExpr>> mlir::pyc::symbolicShape(Value v) {
  ShapeCache cache;
  return shapeOf(v, cache);
}

SmallVector<int64_t> mlir::pyc::staticSizes(ArrayRef<AffineExpr> shape) {
  SmallVector<int64_t> sizes;
  for (AffineExpr size : shape) {
    auto constant = dyn_cast<AffineConstantExpr>(size);
    sizes.push_back(constant ? constant.getValue() : ShapedType::kDynamic);
  }
  return sizes;
}

unsigned mlir::pyc::symbolicSymbolCount(ArrayRef<AffineExpr> shape) {
  unsigned symbols = 0;
  for (AffineExpr size : shape)
    size.walk([&](AffineExpr e) {
      if (auto symbol = dyn_cast<AffineSymbolExpr>(e))
        symbols = std::max(symbols, symbol.getPosition() + 1);
    });
  return symbols;
}

AffineMapAttr mlir::pyc::sizesAttr(ArrayRef<AffineExpr> shape,
                                   MLIRContext *ctx) {
  if (!ShapedType::isDynamicShape(staticSizes(shape)))
    return {};
  return AffineMapAttr::get(
      AffineMap::get(0, symbolicSymbolCount(shape), shape, ctx));
}

AffineExpr mlir::pyc::sizeProduct(ArrayRef<AffineExpr> sizes,
                                  MLIRContext *ctx) {
  AffineExpr n = getAffineConstantExpr(1, ctx);
  for (AffineExpr size : sizes)
    n = n * size;
  return n;
}

Value mlir::pyc::expandSize(OpBuilder &b, Location loc, AffineExpr expr,
                            ArrayRef<Value> symbols) {
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return arith::ConstantIndexOp::create(b, loc, constant.getValue());
  if (auto symbol = dyn_cast<AffineSymbolExpr>(expr))
    return symbols[symbol.getPosition()];
  auto binary = cast<AffineBinaryOpExpr>(expr);
  Value lhs = expandSize(b, loc, binary.getLHS(), symbols);
  Value rhs = expandSize(b, loc, binary.getRHS(), symbols);
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return arith::AddIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::Mul:
    return arith::MulIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::FloorDiv: // sizes are not negative
    return arith::DivUIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::CeilDiv:
    return arith::CeilDivUIOp::create(b, loc, lhs, rhs);
  case AffineExprKind::Mod:
    return arith::RemUIOp::create(b, loc, lhs, rhs);
  default:
    llvm_unreachable("not a binary affine expression");
  }
}

FailureOr<AffineMapAttr> mlir::pyc::sizesOf(Value like) {
  if (cast<RankedTensorType>(like.getType()).hasStaticShape())
    return AffineMapAttr();
  FailureOr<Shape> shape = symbolicShape(like);
  if (failed(shape))
    return failure();
  return sizesAttr(*shape, like.getContext());
}

Value mlir::pyc::splatLike(OpBuilder &b, Location loc, Value like,
                           TypedAttr element) {
  auto type = cast<RankedTensorType>(like.getType()).clone(element.getType());
  if (type.hasStaticShape())
    return ConstantOp::create(b, loc, type, DenseElementsAttr::get(type, element));
  FailureOr<AffineMapAttr> sizes = sizesOf(like);
  if (failed(sizes))
    return {};
  auto scalar = type.clone(ArrayRef<int64_t>{});
  Value value = ConstantOp::create(b, loc, scalar, DenseElementsAttr::get(scalar, element));
  return BroadcastInDimOp::create(b, loc, type, value, ArrayRef<int64_t>{}, *sizes);
}

std::optional<std::pair<AffineExpr, std::pair<AffineExpr, AffineExpr>>>
mlir::pyc::splitBatch(Value v) {
  FailureOr<SmallVector<AffineExpr>> s = symbolicShape(v);
  if (failed(s) || s->size() < 2)
    return std::nullopt;
  size_t n = s->size();
  return std::pair(sizeProduct(ArrayRef(*s).drop_back(2), v.getContext()),
                   std::pair((*s)[n - 2], (*s)[n - 1]));
}

bool mlir::pyc::regroupsBatch(Operation *op) {
  auto reshape = dyn_cast<ReshapeOp>(op);
  if (!reshape)
    return false;
  auto in = splitBatch(reshape.getOperand()),
       out = splitBatch(reshape.getResult());
  return in && out && *in == *out;
}
