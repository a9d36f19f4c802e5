//===- KernelEmitter.cpp - a kernel's programs, element by element -----===//
//
// Iteration spaces, offsets and masks, elements (views, lookups, the scalar
// semantics), stores, and pointwise kernels; `emit` picks the strategy.
//
//===----------------------------------------------------------------------===//

#include "Target/Triton/KernelEmitter.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <limits>

using namespace mlir;
using namespace mlir::pyc;

namespace mlir::pyc::triton {

/// Row-major strides of `shape`, as expressions.
static Shape stridesOf(ArrayRef<AffineExpr> shape, MLIRContext *ctx) {
  Shape strides(shape.size(), getAffineConstantExpr(1, ctx));
  for (int64_t d = static_cast<int64_t>(shape.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * shape[d + 1];
  return strides;
}

Space KernelEmitter::space(StringRef linear, ArrayRef<AffineExpr> sizes,
                           unsigned domain) {
  Space s{p.leaf(b.getIndexType(), linear, domain), llvm::to_vector(sizes),
          {}};
  AffineExpr count = getAffineConstantExpr(1, b.getContext());
  for (AffineExpr extent : sizes)
    count = count * extent;
  if (std::optional<int64_t> c = constant(count); c && *c > 0)
    p.bound(s.linear, *c);
  // The index of dim d: (linear // stride) % size; the first dim needs no
  // %, the last no //. Built lazily: only the printed ones become lines.
  Shape strides = stridesOf(sizes, b.getContext());
  for (auto [d, extent] : llvm::enumerate(sizes)) {
    if (isOne(extent)) {
      s.index.push_back(index(0));
      continue;
    }
    Value i = s.linear;
    if (!isOne(strides[d]))
      i = arith::DivUIOp::create(b, loc, i, size(strides[d]));
    if (d != 0)
      i = arith::RemUIOp::create(b, loc, i, size(extent));
    s.index.push_back(i);
  }
  spaces.push_back(s);
  return s;
}

/// `name`: the indices `start` + [0, block) of a dim of `size` along a
/// block's rows (a column, [block, 1]: `Rows`, `InnerRows`) or lanes (a
/// row, [1, block]), and the mask of the domain where they can pass the
/// end (named `<name>_in`).
Value KernelEmitter::range(StringRef name, StringRef start, int64_t block,
                           Domain domain, AffineExpr size) {
  bool column = domain == Rows || domain == InnerRows || domain == KeyRows;
  p.line(name + " = " + start + " + tl.arange(0, " + Twine(block) + ")" +
         (column ? "[:, None]" : "[None, :]"));
  std::string &maskName = masks[llvm::countr_zero(unsigned(domain))];
  maskName.clear();
  if (std::optional<int64_t> c = constant(size); !c || *c % block) {
    maskName = (name + "_in").str();
    p.line(maskName + " = " + name + " < " + sizeText(size));
  }
  Value indices = p.leaf(b.getIndexType(), name, domain);
  if (std::optional<int64_t> c = constant(size); c && *c > 0)
    p.bound(indices, *c);
  return indices;
}

/// The element offset of `idx` in a dense row-major tensor of `shape`. A run
/// of dims indexed by a whole space's indices (sizes alike) is that space's
/// linear offset times the run's stride.
Value KernelEmitter::offset(ArrayRef<AffineExpr> shape, ValueRange idx) {
  Shape strides = stridesOf(shape, b.getContext());
  Value sum;
  auto add = [&](Value term, AffineExpr stride) {
    if (!isOne(stride))
      term = arith::MulIOp::create(b, loc, term, size(stride));
    sum = sum ? arith::AddIOp::create(b, loc, sum, term).getResult() : term;
  };
  for (size_t d = 0; d < shape.size();) {
    bool matched = false;
    for (const Space &s : spaces) {
      size_t n = s.sizes.size();
      if (n == 0 || d + n > shape.size())
        continue;
      bool run = true;
      for (size_t j = 0; j < n && run; ++j)
        run = s.sizes[j] == shape[d + j] &&
              (isOne(shape[d + j]) || idx[d + j] == s.index[j]);
      if (run) {
        add(s.linear, strides[d + n - 1]);
        d += n;
        matched = true;
        break;
      }
    }
    if (matched)
      continue;
    if (!isOne(shape[d]))
      add(idx[d], strides[d]);
    ++d;
  }
  return sum ? sum : index(0);
}

std::string KernelEmitter::mask(unsigned domains) {
  SmallVector<StringRef> parts;
  for (auto [bit, name] : llvm::enumerate(masks))
    if (domains & (1u << bit) && !name.empty())
      parts.push_back(name);
  std::string joined = llvm::join(parts, " & ");
  return parts.size() > 1 ? "(" + joined + ")" : joined;
}

Value KernelEmitter::element(Value v, ValueRange idx) {
  Key key = keyOf(v, idx);
  if (auto found = memo.find(key); found != memo.end())
    return found->second;
  Value result = compute(v, idx);
  if (result)
    remember(key, result);
  return result;
}

Value KernelEmitter::compute(Value v, ValueRange idx) {
  auto type = tensorTypeOf(v);
  Type elementType = type.getElementType();
  if (auto input = inputs.find(v); input != inputs.end()) {
    Value at = offset(shape(v), idx);
    std::string pointer = "in" + std::to_string(input->second);
    unsigned domains = p.domains(at);
    std::string where = mask(domains);
    std::string name = p.fresh("x");
    // Only a row's own elements take the walk's policy: a vector read by
    // every row (a norm's weight) stays in L2.
    std::string policy =
        evict == Evict::Default || !(domains & Rows) || !(domains & Lanes) ? ""
        : evict == Evict::Last ? ", eviction_policy=\"evict_last\""
                               : ", eviction_policy=\"evict_first\"";
    p.line(name + " = tl.load(" + pointer + " + " + p.name(at) +
           (where.empty() ? "" : ", mask=" + where + ", other=0") + policy +
           ")");
    Value loaded = p.leaf(elementType, name, domains);
    loads.insert(loaded);
    return loaded;
  }
  Operation *op = v.getDefiningOp();
  if (!op)
    return fail("a kernel value with no definition");
  Location at = op->getLoc();
  if (auto reshape = dyn_cast<ReshapeOp>(op))
    if (std::optional<SmallVector<Value>> operandIdx =
            regroupedBatch(reshape, idx))
      return element(reshape.getOperand(), *operandIdx);
  if (auto constant = dyn_cast<ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (!dense || !dense.isSplat())
      return fail("a pyc.constant of many values inside a kernel");
    return arith::ConstantOp::create(b, at, dense.getSplatValue<TypedAttr>());
  }
  // A reshape with run-time sizes: its index map needs their values.
  if (auto reshape = dyn_cast<ReshapeOp>(op);
      reshape && !(type.hasStaticShape() &&
                   tensorTypeOf(reshape.getOperand()).hasStaticShape())) {
    FailureOr<SmallVector<Value>> operandIdx = reshape.buildOperandIndex(
        b, idx, [&](AffineExpr e) { return size(e); });
    if (failed(operandIdx))
      return fail("a reshape whose run-time sizes are not known");
    return element(reshape.getOperand(), *operandIdx);
  }
  if (isa<GatherOp, TakeAlongDimOp>(op))
    return gathered(op, idx);
  if (std::optional<Value> computed = elementFromOperands(
          b, op, idx, [&](Value v, ValueRange i) { return element(v, i); },
          [&](AffineExpr e) { return size(e); }))
    return *computed ? *computed
                     : (error ? Value() : fail("no element form for '" +
                                              op->getName().getStringRef() +
                                              "'"));
  if (op->hasTrait<OpTrait::pyc::Reduction>())
    return fail("a reduction read at an index its kernel does not reduce at");
  return fail("'" + op->getName().getStringRef() +
              "' has no Triton lowering yet");
}

/// `text` as a Python string literal.
static std::string pythonString(StringRef text) {
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '\\' || c == '"')
      quoted += '\\';
    quoted += c;
  }
  return quoted + "\"";
}

/// Element `idx` of a gather or take_along_dim: the operand element at the
/// index read from `indices`. The index contract (PycOps.td) is checked on
/// the device, as torch's own CUDA kernels check theirs: a device-side
/// assertion (the kernel is compiled with `debug`, see HostEmitter), whose
/// message names the op, its dim and size; masked-off lanes load index 0
/// and are not checked.
Value KernelEmitter::gathered(Operation *op, ValueRange idx) {
  IndexedRead read = getIndexedRead(op, idx);
  Value operand = op->getOperand(0);
  Value at = element(op->getOperand(1), read.indicesIndex);
  if (!at)
    return {};
  Location l = op->getLoc();
  Value where = arith::IndexCastOp::create(b, l, b.getIndexType(), at);
  AffineExpr extent = shape(operand)[read.dim];
  std::optional<int64_t> known = constant(extent);
  std::optional<int64_t> fixed = getConstantIntValue(at);
  // (A constant index in range, a BERT's token type 0, needs no check.)
  if (!fixed || !known || *fixed < 0 || *fixed >= *known) {
    Value inRange = arith::CmpIOp::create(b, l, arith::CmpIPredicate::ult,
                                          where, size(extent));
    std::string guard = mask(p.domains(at));
    p.line("tl.device_assert(" + p.name(inRange) + ", " +
           pythonString(
               "pycompile: an index is out of bounds for dimension " +
               std::to_string(read.dim) + " with size " +
               (known ? std::to_string(*known) : "known at run time") + " (" +
               describeOp(op->getLoc(), op->getName().getStringRef()) + ")") +
           (guard.empty() ? "" : ", mask=" + guard) + ")");
    checksIndices = true;
  }
  return element(operand, read.operandIndex(where));
}

/// Stores element `idx` of result `output` (a value of its shape).
void KernelEmitter::store(unsigned output, Value v, ValueRange idx) {
  Value x = element(v, idx);
  if (!x)
    return;
  Value at = offset(shape(v), idx);
  // A pointer takes the shape of the block it stores: one that varies
  // along fewer domains than its value (a whole-tensor sum's one address)
  // is spread over them, every lane at the same address.
  for (const Space &s : spaces)
    if (p.domains(x) & ~p.domains(at) & p.domains(s.linear))
      at = arith::AddIOp::create(
          b, loc, at, arith::MulIOp::create(b, loc, s.linear, index(0)));
  std::string where = mask(p.domains(at));
  p.line("tl.store(out" + std::to_string(output) + " + " +
         p.name(at) + ", " + p.name(x) + (where.empty() ? "" : ", mask=" + where) +
         (evict == Evict::First ? ", eviction_policy=\"evict_first\"" : "") +
         ")");
}

/// The name of a `@triton.jit` function combining two partial results of a
/// reduction of `kind` on `type`, written once per module from the shared
/// combining step (`reduceCombine`): max and min propagate NaN, as torch's.
std::string KernelEmitter::combiner(ReduceKind kind, Type type) {
  Prelude &prelude = p.prelude();
  std::string name =
      "_" + stringifyReduceKind(kind).str() + "_" +
      StringRef(dtypeName(type)).drop_front(3).str();
  if (prelude.combinerNames.count(name))
    return name;
  Printer q(kernel.getContext(), prelude);
  Value a = q.leaf(type, "a", 0), c = q.leaf(type, "b", 0);
  Value combined = reduceCombine(q.builder(), loc, kind, c, a);
  std::string result = q.name(combined);
  if (q.error) {
    fail(*q.error);
    return name;
  }
  prelude.combinerNames.insert(name);
  prelude.combiners += "@triton.jit\ndef " + name + "(a, b):\n" + q.text +
                       "    return " + result + "\n\n\n";
  return name;
}

/// `block` ([rows, lanes]) reduced along its lanes, kept as a column. Only
/// Triton builtins: its library functions (`tl.sum`) are `@triton.jit`
/// functions, which the interpreter runs only when it was on as Triton was
/// imported.
std::string KernelEmitter::reduceRows(ReduceKind kind, Type type,
                                      StringRef block) {
  return "tl.reduce(" + block.str() + ", 1, " + combiner(kind, type) +
         ", keep_dims=True)";
}

LogicalResult KernelEmitter::emitPointwise() {
  auto yield = cast<YieldOp>(kernel.getBody().front().getTerminator());
  Shape all = shape(yield.getOperand(0));
  for (Value v : yield.getOperands())
    if (shape(v) != all)
      return emitError(loc, "pyc-to-triton: a pointwise kernel's results "
                            "must share one shape");
  if (schedule.getStrategy() == GpuStrategy::Tiled) {
    // A tile of rows (the dims but the last, flattened) by lanes of the last.
    ArrayRef<AffineExpr> outer = ArrayRef(all).drop_back();
    int64_t br = schedule.getBlock()[0], bc = schedule.getBlock()[1];
    std::string tilesC = sizeText(all.back().ceilDiv(bc));
    p.line("pid_r, pid_c = pid // " + tilesC + ", pid % " + tilesC);
    Value rows = range("rows", "pid_r * " + std::to_string(br), br, Rows,
                       sizeProduct(outer, b.getContext()));
    Value cols = range("cols", "pid_c * " + std::to_string(bc), bc, Lanes,
                       all.back());
    SmallVector<Value> idx = space(p.name(rows), outer, Rows).index;
    idx.push_back(cols);
    for (auto [i, v] : llvm::enumerate(yield.getOperands()))
      store(i, v, idx);
    return success();
  }
  AffineExpr n = sizeProduct(all, b.getContext());
  int64_t block = schedule.getBlock()[0];
  p.line("offs = pid * " + Twine(block) + " + tl.arange(0, " + Twine(block) +
         ")");
  if (std::optional<int64_t> c = constant(n); !c || *c % block) {
    p.line("rmask = offs < " + sizeText(n));
    rowMask = "rmask";
  }
  Space elements = space("offs", all, Rows);
  for (auto [i, v] : llvm::enumerate(yield.getOperands()))
    store(i, v, elements.index);
  return success();
}

/// What a softmax's exponentials are shifted by, given a running max (f32)
/// `max`: 0 while it is still -inf (no finite element yet), so that -inf -
/// -inf makes no NaN.

FailureOr<std::string> KernelEmitter::emit() {
  for (auto [i, arg] : llvm::enumerate(kernel.getBody().getArguments()))
    inputs[arg] = i;
  // 64-bit offsets where any tensor of the kernel has 2^31 elements or more,
  // or may have (run-time sizes).
  auto wideType = [](Type t) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    return tensor && (!tensor.hasStaticShape() ||
                      tensor.getNumElements() >= kNarrowElements);
  };
  bool wide = false;
  kernel.walk([&](Operation *op) {
    wide |= llvm::any_of(op->getResultTypes(), wideType);
  });
  for (Value v : kernel.getOperands())
    wide |= wideType(v.getType());
  if (phase != SplitPhase::Combine)
    p.line(wide ? "pid = tl.program_id(0).to(tl.int64)"
                : "pid = tl.program_id(0)");
  else if (wide)
    p.line("pid = pid.to(tl.int64)");
  GpuStrategy strategy = schedule.getStrategy();
  LogicalResult done =
      strategy == GpuStrategy::Pointwise || strategy == GpuStrategy::Tiled
          ? emitPointwise()
      : strategy == GpuStrategy::Dot       ? emitDot()
      : strategy == GpuStrategy::Attention ? emitAttention()
                                           : emitReduction();
  if (failed(done))
    return failure();
  if (error || p.error)
    return emitError(loc, "pyc-to-triton: ") << (error ? *error : *p.error);
  return p.text;
}

} // namespace mlir::pyc::triton
