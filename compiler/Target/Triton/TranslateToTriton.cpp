//===- TranslateToTriton.cpp - pyc kernels as a Triton module -------------===//
//
// An elemental emitter, as the CPU lowering's: `element(v, index)` computes
// tensor `v` of a kernel body at `index` (index values, one per dim) by
// building the shared scalar semantics (Scalar.h) and view index maps
// (ViewOpInterface) on scratch values, which the printer writes as Triton.
// Where the CPU's index values are loop variables, here they are blocks of
// offsets: a program covers a block of the iteration space at once, and an
// arith op on them means the same op lane by lane.
//
// Iteration spaces: a pointwise kernel's program covers `block[0]`
// consecutive elements of its result (`offs`); a reduction's covers
// `block[0]` rows (its kept index, `rows`, a column [BM, 1]) by `block[1]`
// lanes of the reduced elements (`lanes`, a row [1, BR]): all of each row at
// once (`row`), or chunk by chunk in a loop (`looped`), or a part of each
// row a program, the parts then combined by a second kernel (`split`); a
// contraction's
// covers a tile of its product (`dot`); an attention kernel's, block[0]
// query rows of one batch element, walking the keys (`attention`). A
// space's linear offset is split into one index per dim; an element offset
// that recombines a whole space's indices is written as its linear offset
// again, so that Triton sees the loads and stores along it as contiguous.
//
// Run-time sizes (`?` dims): each size is an affine expression over the
// function's symbols (PycShapes.h). The host function reads the symbols
// from its arguments (`pyc.symbols`) and passes them to every kernel as
// integer arguments `s0, s1, ...`; kernels mask every block and compute
// offsets and loop bounds from them; the host sizes buffers and grids from
// them in Python.
//
//===----------------------------------------------------------------------===//

#include "Target/Triton/TranslateToTriton.h"

#include "Conversion/Scalar.h"
#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Target/Triton/TritonPrinter.h"
#include "Transforms/GpuLaunch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"

#include <limits>
#include <map>
#include <set>

using namespace mlir;
using namespace mlir::pyc;
using namespace mlir::pyc::triton;

namespace {

/// The iteration domains a value may vary along: they pick the masks. A
/// product's tile is rows by lanes (its columns); the inner dim runs along
/// the lanes of its left operand's tile and the rows of its right one's.
/// Attention's scores are query rows by keys (lanes); its first product's
/// inner dim is the head dim (inner lanes and rows), its second's the keys
/// (lanes of the probabilities, `KeyRows` of the values), whose head dim
/// (`ValueLanes`) the output's columns are.
enum Domain : unsigned {
  Rows = 1,
  Lanes = 2,
  InnerLanes = 4,
  InnerRows = 8,
  KeyRows = 16,
  ValueLanes = 32
};
constexpr unsigned kDomains = 6;

/// Product tiles are visited in groups of this many tile rows, column by
/// column, so that a group's rows of the left operand stay in L2 while the
/// right operand's columns stream past (the order of Triton's matmul
/// tutorial).
constexpr int64_t kDotGroupRows = 8;

/// The compile options of a kernel that checks indices (OPTIONS).
constexpr const char *kCheckOptions =
    "{\"debug\": True, \"sanitize_overflow\": False}";

/// How host functions allocate (`empty = allocator(device)`, then
/// `empty(shape, strides, dtype)`). On the current CUDA device, torch's
/// caching allocator is called directly, as Inductor's generated code does:
/// 2.3 us a tensor on an H100 host, against torch.empty's 6.7 (and
/// torch.empty_strided's 4.1, the path elsewhere and on older torch).
constexpr const char *kAllocator = R"PY(try:
    from torch._C._dynamo.guards import _empty_strided_cuda
except ImportError:
    _empty_strided_cuda = None


def allocator(device):
    if (device.type == "cuda" and _empty_strided_cuda is not None
            and device.index == torch.cuda.current_device()):
        return _empty_strided_cuda
    return lambda shape, strides, dtype: torch.empty_strided(
        shape, strides, dtype=dtype, device=device))PY";

/// Elements of tensors up to this many are indexed with 32-bit offsets.
constexpr int64_t kNarrowElements = int64_t(1) << 31;

using Shape = SmallVector<AffineExpr>;

/// The constant `e` is, if it is one.
std::optional<int64_t> constant(AffineExpr e) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue();
  return std::nullopt;
}

bool isOne(AffineExpr e) { return constant(e) == 1; }

/// `e` as a Python expression of the symbols' names (`s0`, ...); sizes are
/// never negative, so floordiv and mod are Python's.
std::string pythonSize(AffineExpr e) {
  if (std::optional<int64_t> c = constant(e))
    return std::to_string(*c);
  if (auto symbol = dyn_cast<AffineSymbolExpr>(e))
    return "s" + std::to_string(symbol.getPosition());
  auto binary = cast<AffineBinaryOpExpr>(e);
  std::string lhs = pythonSize(binary.getLHS()),
              rhs = pythonSize(binary.getRHS());
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return "(" + lhs + " + " + rhs + ")";
  case AffineExprKind::Mul:
    return "(" + lhs + " * " + rhs + ")";
  case AffineExprKind::FloorDiv:
    return "(" + lhs + " // " + rhs + ")";
  case AffineExprKind::CeilDiv:
    return "triton.cdiv(" + lhs + ", " + rhs + ")";
  default:
    return "(" + lhs + " % " + rhs + ")";
  }
}

/// A reduction's operand sizes split into the kept dims' and the reduced
/// dims' (each in order).
std::pair<Shape, Shape> keptAndReduced(ArrayRef<AffineExpr> shape,
                                       ArrayRef<int64_t> reduced) {
  Shape kept, inner;
  for (auto [d, s] : llvm::enumerate(shape))
    (llvm::is_contained(reduced, static_cast<int64_t>(d)) ? inner : kept)
        .push_back(s);
  return {kept, inner};
}

std::string shapeTuple(ArrayRef<AffineExpr> shape) {
  std::string text = "(";
  for (AffineExpr s : shape)
    text += pythonSize(s) + ", ";
  return text + ")";
}

/// The row-major strides of `shape`, as a Python tuple.
std::string stridesTuple(ArrayRef<AffineExpr> shape) {
  std::string text = ")";
  if (shape.empty())
    return "()";
  AffineExpr stride = getAffineConstantExpr(1, shape.front().getContext());
  for (AffineExpr s : llvm::reverse(shape)) {
    text = pythonSize(stride) + ", " + text;
    stride = stride * s;
  }
  return "(" + text;
}

/// The two kernels of a `split` reduction: the parts (each reduces a part
/// of its rows, into the workspace `ws`, [reductions, parts, kept elements]
/// of f32) and the combination (reduces the parts, computes the results
/// over the kept dims).
enum class SplitPhase { None, Parts, Combine };

/// Kept elements a program of a split reduction's combining kernel takes,
/// of `kept` in all.
int64_t combineRows(int64_t kept) {
  return std::min<int64_t>(256, llvm::PowerOf2Ceil(kept));
}

/// An iteration space: a block of linear offsets (`linear`) and its split
/// over `sizes`, row-major, one index value per dim.
struct Space {
  Value linear;
  Shape sizes;
  SmallVector<Value> index;
};

class KernelEmitter {
public:
  /// `launchSized`: a reduction holding whole rows (strategy `row`) whose
  /// rows and lanes a program has are the kernel's `ROWS` and `LANES`
  /// parameters, picked at launch (a row of run-time length, GpuLaunch.h).
  /// `phase`: of a `split` reduction, the kernel of the parts or the one
  /// that combines them.
  KernelEmitter(KernelOp kernel, GpuScheduleAttr schedule, Prelude &prelude,
                unsigned symbolCount, bool launchSized,
                SplitPhase phase = SplitPhase::None)
      : kernel(kernel), schedule(schedule), p(kernel.getContext(), prelude),
        b(p.builder()), loc(kernel.getLoc()), launchSized(launchSized),
        phase(phase) {
    for (unsigned k = 0; k < symbolCount; ++k)
      symbols.push_back(
          p.leaf(b.getIndexType(), "s" + std::to_string(k), /*domains=*/0));
  }

  /// The body of the kernel's `@triton.jit` function, or an error.
  FailureOr<std::string> emit();
  /// Whether the body checks indices (device assertions: compiled with
  /// `debug`).
  bool checksIndices = false;

private:
  KernelOp kernel;
  GpuScheduleAttr schedule;
  Printer p;
  OpBuilder &b;
  Location loc;
  bool launchSized;
  SplitPhase phase;
  std::optional<std::string> error;
  // Kernel body arguments: the `in<i>` parameters.
  DenseMap<Value, unsigned> inputs;
  // Values loaded from them (masked loads give 0 where out of range).
  DenseSet<Value> loads;
  // Elements computed, by (tensor, index values); scoped as the printer's
  // blocks are (a loop body's values end with it).
  using Key = std::vector<const void *>;
  std::map<Key, Value> memo;
  SmallVector<SmallVector<Key>> memoScopes;
  SmallVector<Space> spaces;
  // Per domain (bit 2^i), the name of its mask; empty: all in range.
  std::string masks[kDomains];
  std::string &rowMask = masks[0], &laneMask = masks[1];
  SmallVector<Value> symbols;     // the kernel's `s<k>` parameters
  // A looped reduction's L2 policy (Triton's `eviction_policy`) for the
  // loads of its rows' elements in the walk being emitted: `evict_last` in
  // a walk whose elements a later walk reads again, `evict_first` in the
  // last (its stores too).
  enum class Evict { Default, Last, First } evict = Evict::Default;
  // Attention: the index of the program's batch element (`pid_b`) split
  // over each grouping of the batch dims the kernel's values have, by the
  // sizes' expressions.
  std::map<std::vector<const void *>, SmallVector<Value>> batchSpaces;

  Value index(int64_t i) { return arith::ConstantIndexOp::create(b, loc, i); }
  /// A size as a value: a constant, or computed from the symbols.
  Value size(AffineExpr e) { return expandSize(b, loc, e, symbols); }
  /// A size as Python text (a number, or a name computed before it).
  std::string sizeText(AffineExpr e) {
    std::optional<int64_t> c = constant(e);
    return c ? std::to_string(*c) : p.name(size(e));
  }
  Shape shape(Value v) {
    FailureOr<Shape> s = symbolicShape(v);
    if (succeeded(s))
      return *s;
    fail("a tensor whose run-time sizes are not known");
    return Shape(tensorTypeOf(v).getRank(),
                 getAffineConstantExpr(0, v.getContext()));
  }
  Value fail(const Twine &message) {
    if (!error)
      error = message.str();
    return {};
  }
  void open(const Twine &header) {
    p.open(header);
    memoScopes.emplace_back();
  }
  void close() {
    p.close();
    for (const Key &key : memoScopes.pop_back_val())
      memo.erase(key);
  }
  void remember(const Key &key, Value v) {
    memo[key] = v;
    if (!memoScopes.empty())
      memoScopes.back().push_back(key);
  }
  static Key keyOf(Value v, ValueRange idx) {
    // A unit dim's index can only be 0; leave it out, so that a keepdim
    // view of a reduced value finds it (as the CPU emitter's memo does).
    Key key{v.getAsOpaquePointer()};
    ArrayRef<int64_t> shape = tensorTypeOf(v).getShape();
    for (auto [d, i] : llvm::enumerate(idx))
      if (shape[d] != 1)
        key.push_back(i.getAsOpaquePointer());
    return key;
  }

  Space space(StringRef linear, ArrayRef<AffineExpr> sizes, unsigned domain);
  Value range(StringRef name, StringRef start, int64_t block, Domain domain,
              AffineExpr size);
  Value offset(ArrayRef<AffineExpr> shape, ValueRange idx);
  std::string mask(unsigned domains);
  Value element(Value v, ValueRange idx);
  Value compute(Value v, ValueRange idx);
  Value gathered(Operation *op, ValueRange idx);
  void store(unsigned output, Value v, ValueRange idx);
  std::string combiner(ReduceKind kind, Type type);
  std::string reduceRows(ReduceKind kind, Type type, StringRef block);
  Value shiftOf(Value max);
  Value narrowed(Value value, Type element);
  void emitOnlineSoftmax(ReduceOp max, ReduceOp sum, const Space &kept,
                         StringRef loop, StringRef block, StringRef rows,
                         bool rowMax, function_ref<Space(StringRef)> chunk);
  void emitGroupedLogSumExp(ReduceOp max, ReduceOp sum, const Space &kept,
                            int64_t row, int64_t groups, int64_t width);
  void emitWelford(ReduceOp sum, ReduceOp squares, Value center,
                   const Space &kept, StringRef loop, StringRef block,
                   int64_t lanes, int64_t chunks,
                   function_ref<Space(StringRef)> chunk);
  std::string operandTile(Value operand, ValueRange idx, int64_t rows,
                          int64_t columns, unsigned inner);
  void dot(StringRef target, StringRef lhs, StringRef rhs, StringRef acc,
           Type operandType);
  SmallVector<Value> batchIndex(ArrayRef<AffineExpr> batch);
  std::optional<SmallVector<Value>> regroupedBatch(ReshapeOp reshape,
                                                   ValueRange idx);
  LogicalResult emitPointwise();
  LogicalResult emitReduction();
  LogicalResult emitDot();
  LogicalResult emitAttention();
};

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
  return p.leaf(b.getIndexType(), name, domain);
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
Value KernelEmitter::shiftOf(Value max) {
  Type f32 = b.getF32Type();
  Value none = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OEQ, max,
      reduceIdentity(b, loc, ReduceKind::Max, f32));
  return arith::SelectOp::create(b, loc, none,
                                 scalarConstant(b, loc, f32, 0.0), max);
}

/// The max and the sum of `isShiftedExpSum` in one walk over the row
/// (`loop`, `chunk` as in emitReduction; `block` the chunk's shape, `rows`
/// its rows): a running max m and per lane a sum s of exp(x - m), rescaled
/// by exp(m_old - m_new) as m grows. With `rowMax`, m is the row's, grown
/// by each chunk's max across its lanes: one exponential an element, and a
/// reduction across the lanes a chunk; else m is per lane: two exponentials
/// an element, no reduction in the loop (the row's max is the lanes' largest
/// m, their s rescaled to it at the end). Measured on an H100, A/B in one
/// process: a row max took cross-entropy, whose kernel walks its rows once,
/// from 169 to 140 us (bf16, 32000 classes) and 3-9% faster at 32000 and
/// 128256 in f32; a softmax of rows of 65536, which walks them again for its
/// output, from 117 to 128 us (f32). The row's sum is the lanes' s, added in
/// f64. A max still -inf shifts by 0 instead, so that no NaN comes of -inf
/// - -inf; a row of -inf alone then sums to 0, and its softmax is NaN, as
/// eager's.
void KernelEmitter::emitOnlineSoftmax(ReduceOp max, ReduceOp sum,
                                      const Space &kept, StringRef loop,
                                      StringRef block, StringRef rows,
                                      bool rowMax,
                                      function_ref<Space(StringRef)> chunk) {
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  int64_t rank = tensorTypeOf(max.getOperand()).getRank();
  SmallVector<int64_t> reduced = getReducedDims(max);
  auto at = [&](Value v, const Space &r) {
    return element(v, mergeIndex(rank, reduced, kept.index, r.index));
  };
  Value lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  // s * exp(m - shift); m still -inf: exp(-inf) = 0, on sums of 0.
  auto rescaled = [&](Value s, Value m, Value shift) -> Value {
    Value factor = math::ExpOp::create(
        b, loc, arith::SubFOp::create(b, loc, m, shift));
    return arith::MulFOp::create(b, loc, s, factor);
  };
  std::string maxAcc = p.fresh("acc"), sumAcc = p.fresh("acc");
  p.line(maxAcc + " = tl.full(" +
         (rowMax ? "[" + rows.str() + ", 1]" : block.str()) + ", " +
         p.rawLiteral(lowest) + ", tl.float32)");
  p.line(sumAcc + " = tl.full(" + block + ", 0.0, tl.float32)");
  Value m = p.leaf(f32, maxAcc, rowMax ? Rows : Rows | Lanes);
  Value s = p.leaf(f32, sumAcc, Rows | Lanes);
  open(loop);
  Space r = chunk("start + ");
  std::string where = mask(Rows | Lanes);
  Value x = at(max.getOperand(), r);
  Value grown;
  if (x && rowMax) {
    // The chunk's max; lanes past the row's end are -inf.
    std::string lanes =
        "tl.broadcast_to(" + p.name(x) + ", " + block.str() + ")";
    if (!where.empty())
      lanes = "tl.where(" + where + ", " + lanes + ", " + p.name(lowest) + ")";
    std::string chunkMax = p.fresh("r");
    p.line(chunkMax + " = " + reduceRows(ReduceKind::Max, f32, lanes));
    grown = reduceCombine(b, loc, ReduceKind::Max, m,
                          p.leaf(f32, chunkMax, Rows));
  } else if (x) {
    grown = reduceCombine(b, loc, ReduceKind::Max, x, m);
  }
  Value shift = grown ? shiftOf(grown) : Value();
  // The sum's operand, exp(x - max), with the running max for the row's.
  if (shift)
    remember(keyOf(max.getResult(), kept.index), shift);
  Value e = shift ? at(sum.getOperand(), r) : Value();
  if (!e) {
    close();
    fail("the operand of an online softmax could not be computed");
    return;
  }
  std::string maxText = p.name(grown);
  if (rowMax) {
    // Every lane's sum is rescaled; only those in the row add.
    std::string added =
        p.name(rescaled(s, m, shift)) + " + " +
        (where.empty() ? p.name(e)
                       : "tl.where(" + where + ", " + p.name(e) + ", 0.0)");
    p.line(sumAcc + " = " + added);
    p.line(maxAcc + " = " + maxText);
  } else {
    std::string sumText =
        p.name(arith::AddFOp::create(b, loc, rescaled(s, m, shift), e));
    for (auto [acc, text] : {std::pair(maxAcc, maxText), {sumAcc, sumText}})
      p.line(acc + " = " +
             (where.empty() ? text
                            : "tl.where(" + where + ", " + text + ", " + acc +
                                  ")"));
  }
  close();
  Value rowMaxValue = m;
  std::string lanes = sumAcc;
  if (!rowMax) {
    std::string maxName = p.fresh("r");
    p.line(maxName + " = " + reduceRows(ReduceKind::Max, f32, maxAcc));
    rowMaxValue = p.leaf(f32, maxName, Rows);
    lanes = p.name(rescaled(s, m, shiftOf(rowMaxValue)));
  }
  std::string sumName = p.fresh("r");
  p.line(sumName + " = " +
         reduceRows(ReduceKind::Sum, f64, lanes + ".to(tl.float64)"));
  remember(keyOf(max.getResult(), kept.index), rowMaxValue);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, p.leaf(f64, sumName, Rows)));
}

/// The max and the sum of `isShiftedExpSum` over a program's one row of
/// static length `row` (the operand's last dim), walked once
/// (cross-entropy's log-sum-exp), in chunks of `groups` x `width` lanes:
/// `width` is a 16-byte vector a thread across the program's threads, so a
/// thread keeps a running max and sum per lane of its vector, grown by its
/// `groups` elements in registers (one rescaling a lane a chunk, no
/// reduction across threads in the loop, 1 + 1 / groups exponentials an
/// element). The chunks are addressed from the row's first 16-byte-aligned
/// element: where the row's length is not a multiple of a vector (GPT-2's
/// 50257 classes), loads from `rows * row + lanes` are scalar; from the
/// aligned start they are vectors, unmasked but the last chunk, with the
/// row's head and tail (less than a vector each) read apart. Measured on an
/// H100, the row kernel alone against emitOnlineSoftmax's row max in chunks
/// of 16 elements a thread (256 MB of logits): 50257 bf16 classes 133.1 ->
/// 112.8 us, f32 110.5 -> 106.7; 32000 bf16 111.3 -> 102.3, f32 104.5 ->
/// 100.4; 128256 about the same (107.7 -> 106.8, 103.2 -> 103.0). The
/// whole cross-entropy (3 kernels), A/B in one process: 50257 bf16 141.0 ->
/// 121.8 us, 32000 bf16 119.5 -> 111.6, the f32 ones 0-2% faster, 128256
/// bf16 112.7 -> 115.3.
void KernelEmitter::emitGroupedLogSumExp(ReduceOp max, ReduceOp sum,
                                         const Space &kept, int64_t row,
                                         int64_t groups, int64_t width) {
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  Shape operandShape = shape(max.getOperand());
  SmallVector<int64_t> reduced = getReducedDims(max);
  auto at = [&](Value v, const Space &r) {
    return element(v, mergeIndex(operandShape.size(), reduced, kept.index,
                                 r.index));
  };
  int64_t align = 16 / gpu::elementBytes(kernel), chunk = groups * width;
  bool aligned = row % align == 0;
  std::string n = std::to_string(row), a = std::to_string(align),
              ch = std::to_string(chunk);
  p.line("base = pid * " + n);
  p.line(aligned ? "a0 = base"
                 : "a0 = (base + " + std::to_string(align - 1) + ") // " + a +
                       " * " + a);
  p.line(aligned ? "a1 = base + " + n : "a1 = (base + " + n + ") // " + a +
                                            " * " + a);
  p.line("group = tl.arange(0, " + std::to_string(groups) + ")[:, None] * " +
         std::to_string(width) + " + tl.arange(0, " + std::to_string(width) +
         ")[None, :]");
  std::string laneBlock = "[1, " + std::to_string(width) + "]";
  std::string groupBlock =
      "[" + std::to_string(groups) + ", " + std::to_string(width) + "]";
  Value lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  std::string maxAcc = p.fresh("acc"), sumAcc = p.fresh("acc");
  p.line(maxAcc + " = tl.full(" + laneBlock + ", " + p.rawLiteral(lowest) +
         ", tl.float32)");
  p.line(sumAcc + " = tl.full(" + laneBlock + ", 0.0, tl.float32)");
  Value m = p.leaf(f32, maxAcc, Rows | Lanes);
  Value s = p.leaf(f32, sumAcc, Rows | Lanes);
  Shape reducedSizes = keptAndReduced(operandShape, reduced).second;
  // The row's elements at absolute offsets `idx` (text), those where `where`
  // is false masked: the space of their lanes, and the operand's offsets
  // printed as `idx` (a space over the whole operand, found first).
  auto addressed = [&](StringRef idx, StringRef where) {
    p.line("idx = " + idx.str());
    laneMask.clear();
    if (!where.empty()) {
      p.line("lmask = " + where.str());
      laneMask = "lmask";
    }
    Value at = p.leaf(b.getIndexType(), "idx", Rows | Lanes);
    Value lane = arith::SubIOp::create(
        b, loc, at, p.leaf(b.getIndexType(), "base", /*domains=*/0));
    Space lanes{lane, reducedSizes, {lane}};
    Space whole{at, operandShape, llvm::to_vector(kept.index)};
    whole.index.push_back(lane);
    spaces.insert(spaces.begin(), whole);
    return lanes;
  };
  // `text` where the lanes are in the row, else `identity`.
  auto masked = [&](const std::string &text, Value identity) {
    return laneMask.empty() ? text
                            : "tl.where(lmask, " + text + ", " +
                                  p.name(identity) + ")";
  };
  // s * exp(m - shift).
  auto rescaled = [&](Value sums, Value maxima, Value shift) -> Value {
    return arith::MulFOp::create(
        b, loc, sums,
        math::ExpOp::create(b, loc,
                            arith::SubFOp::create(b, loc, maxima, shift)));
  };
  // Chunks from a0 + `start` to `end` (text), masked at a1 or not.
  auto walk = [&](StringRef start, StringRef end, bool mask) {
    open("for start in range(" + start + ", " + end + ", " + ch + "):");
    Space r = addressed("a0 + start + group", mask ? "idx < a1" : "");
    Value x = at(max.getOperand(), r);
    if (!x) {
      close();
      return false;
    }
    std::string groupMax = p.fresh("r");
    p.line(groupMax + " = tl.reduce(" +
           masked("tl.broadcast_to(" + p.name(x) + ", " + groupBlock + ")",
                  lowest) +
           ", 0, " + combiner(ReduceKind::Max, f32) + ", keep_dims=True)");
    Value grown = reduceCombine(b, loc, ReduceKind::Max, m,
                                p.leaf(f32, groupMax, Rows | Lanes));
    Value shift = shiftOf(grown);
    remember(keyOf(max.getResult(), kept.index), shift);
    Value e = at(sum.getOperand(), r);
    if (!e) {
      close();
      return false;
    }
    p.line(sumAcc + " = " + p.name(rescaled(s, m, shift)) + " + tl.reduce(" +
           masked(p.name(e), scalarConstant(b, loc, f32, 0.0)) + ", 0, " +
           combiner(ReduceKind::Sum, f32) + ", keep_dims=True)");
    p.line(maxAcc + " = " + p.name(grown));
    close();
    spaces.erase(spaces.begin());
    return true;
  };
  std::string body = aligned ? std::to_string(row / chunk * chunk)
                             : "(a1 - a0) // " + ch + " * " + ch;
  bool lastMasked = !aligned || row % chunk;
  auto failed = [&] {
    fail("the operand of a log-sum-exp could not be computed");
  };
  if (!walk("0", body, false) ||
      (lastMasked && !walk(body, aligned ? n : "a1 - a0", true)))
    return failed();
  auto sumOfLanes = [&](StringRef text) {
    std::string name = p.fresh("r");
    p.line(name + " = " +
           reduceRows(ReduceKind::Sum, f64, text.str() + ".to(tl.float64)"));
    return p.leaf(f64, name, Rows);
  };
  std::string rowMaxName = p.fresh("r");
  p.line(rowMaxName + " = " + reduceRows(ReduceKind::Max, f32, maxAcc));
  Value rowMax = p.leaf(f32, rowMaxName, Rows);
  Value total;
  if (aligned) {
    total = sumOfLanes(p.name(rescaled(s, m, shiftOf(rowMax))));
  } else {
    // The head [base, a0) and the tail [a1, base + row), a vector's lanes
    // each, in one block (straight-line code: its index values are its own,
    // and the max's entry is remembered again below).
    std::string ends =
        "tl.arange(0, " + std::to_string(2 * align) + ")[None, :]";
    Space r = addressed("tl.where(" + ends + " < " + a + ", base, a1 - " + a +
                            ") + " + ends,
                        "(idx < a0) | ((idx >= a1) & (idx < base + " + n +
                            "))");
    Value x = at(max.getOperand(), r);
    if (!x)
      return failed();
    std::string endsMax = p.fresh("r");
    p.line(endsMax + " = " +
           reduceRows(ReduceKind::Max, f32,
                      masked("tl.broadcast_to(" + p.name(x) + ", [1, " +
                                 std::to_string(2 * align) + "])",
                             lowest)));
    rowMax = reduceCombine(b, loc, ReduceKind::Max, rowMax,
                           p.leaf(f32, endsMax, Rows));
    Value shift = shiftOf(rowMax);
    remember(keyOf(max.getResult(), kept.index), shift);
    Value e = at(sum.getOperand(), r);
    if (!e)
      return failed();
    total = arith::AddFOp::create(
        b, loc, sumOfLanes(p.name(rescaled(s, m, shift))),
        sumOfLanes(masked(p.name(e), scalarConstant(b, loc, f32, 0.0))));
    spaces.erase(spaces.begin());
  }
  laneMask.clear();
  remember(keyOf(max.getResult(), kept.index), rowMax);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, total));
}

/// The center `a` where `squares` sums (x - a)^2 over the x that `sum` sums
/// (both f32), `a` computed per row from `sum`'s result and constants alone
/// (a variance after its mean), else null: then both come of one walk over
/// a row (`emitWelford`), which a looped row reads once for them, not twice.
static Value centerOfSquares(ReduceOp sum, ReduceOp squares) {
  if (sum.getKind() != ReduceKind::Sum ||
      squares.getKind() != ReduceKind::Sum ||
      !tensorTypeOf(sum.getOperand()).getElementType().isF32() ||
      !tensorTypeOf(squares.getOperand()).getElementType().isF32() ||
      getReducedDims(sum) != getReducedDims(squares))
    return {};
  auto mul = squares.getOperand().getDefiningOp<MulOp>();
  auto sub = mul && mul.getLhs() == mul.getRhs()
                 ? mul.getLhs().getDefiningOp<SubOp>()
                 : SubOp();
  if (!sub || sub.getLhs() != sum.getOperand())
    return {};
  SmallVector<Value> stack{sub.getRhs()};
  while (!stack.empty()) {
    Value v = stack.pop_back_val();
    if (v == sum.getResult())
      continue;
    Operation *op = v.getDefiningOp();
    if (!op || !(isa<ConstantOp>(op) || op->hasTrait<OpTrait::pyc::Pointwise>() ||
                 op->hasTrait<OpTrait::pyc::View>()))
      return {};
    llvm::append_range(stack, op->getOperands());
  }
  return sub.getRhs();
}

/// The sum and the squares about `center` (`centerOfSquares`) in one walk
/// over a row of `chunks` whole chunks (`loop`, `chunk` as in emitReduction;
/// `block` the chunk's shape, of `lanes` lanes): per lane a running mean and
/// a sum of squared deviations m2 (Welford, 1962), the count in the k-th
/// chunk k (one reciprocal a chunk, not a division a lane), combined across
/// the lanes in f64 (Chan, Golub and LeVeque, 1979): the row's sum is
/// `chunks` * mean added up, its squares about any `a` are m2 + `chunks` *
/// (mean - a)^2 added up. Rows of 65536 f32 (a layer norm, 256 MB moved) on
/// an H100, one process: three walks 120.4 us, two 114.1. (With per-lane
/// counts for a row of run-time length, masked: 170 against 143; with a
/// division a lane: 195.)
void KernelEmitter::emitWelford(ReduceOp sum, ReduceOp squares,
                                Value center, const Space &kept,
                                StringRef loop, StringRef block, int64_t lanes,
                                int64_t chunks,
                                function_ref<Space(StringRef)> chunk) {
  Type f32 = b.getF32Type(), f64 = b.getF64Type();
  int64_t rank = tensorTypeOf(sum.getOperand()).getRank();
  SmallVector<int64_t> reduced = getReducedDims(sum);
  std::string mean = p.fresh("acc"), m2 = p.fresh("acc");
  for (const std::string &acc : {mean, m2})
    p.line(acc + " = tl.full(" + block.str() + ", 0.0, tl.float32)");
  open(loop);
  Space r = chunk("start + ");
  Value x = element(sum.getOperand(),
                    mergeIndex(rank, reduced, kept.index, r.index));
  if (!x) {
    close();
    fail("the operand of a variance could not be computed");
    return;
  }
  std::string xs = p.name(x), weight = p.fresh("w"), delta = p.fresh("w"),
              moved = p.fresh("w");
  p.line(delta + " = " + xs + " - " + mean);
  // 1 / the count: the k-th chunk's lanes each hold k values now.
  p.line(weight + " = 1.0 / (start // " + std::to_string(lanes) + " + 1.0)");
  p.line(moved + " = " + mean + " + " + delta + " * " + weight);
  p.line(m2 + " = " + m2 + " + " + delta + " * (" + xs + " - " + moved + ")");
  p.line(mean + " = " + moved);
  close();
  auto rowSum = [&](const std::string &perLane) {
    std::string name = p.fresh("r");
    p.line(name + " = " + reduceRows(ReduceKind::Sum, f64, perLane));
    return p.leaf(f64, name, Rows);
  };
  std::string n64 = std::to_string(chunks) + ".0";
  Value count64 = scalarConstant(b, loc, f64, double(chunks * lanes));
  Value total = rowSum(n64 + " * " + mean + ".to(tl.float64)");
  Value rowMean = arith::DivFOp::create(b, loc, total, count64);
  std::string centered = p.fresh("w");
  p.line(centered + " = " + mean + ".to(tl.float64) - " + p.name(rowMean));
  Value deviations = rowSum(m2 + ".to(tl.float64) + " + n64 + " * " +
                            centered + " * " + centered);
  remember(keyOf(sum.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, total));
  // The squares about the row's own `a`: as the kernel computes it from
  // the sum (a mean rounded to f32, say).
  SmallVector<Value> zeros(reduced.size(), index(0));
  Value a = element(center, mergeIndex(rank, reduced, kept.index, zeros));
  if (!a) {
    fail("the center of a variance could not be computed");
    return;
  }
  Value off = arith::SubFOp::create(
      b, loc, rowMean, arith::ExtFOp::create(b, loc, f64, a));
  Value squaresAbout = arith::AddFOp::create(
      b, loc, deviations,
      arith::MulFOp::create(b, loc, count64,
                            arith::MulFOp::create(b, loc, off, off)));
  remember(keyOf(squares.getResult(), kept.index),
           arith::TruncFOp::create(b, loc, f32, squaresAbout));
}

/// A reduction's accumulated `value` as its `element` type: an f64 sum of
/// a narrower type through f32 (Triton's interpreter makes no bf16 of an
/// f64, and torch's own half-precision sums round from f32).
Value KernelEmitter::narrowed(Value value, Type element) {
  if (value.getType().isF64() && !element.isF64() && !element.isF32())
    value = arith::TruncFOp::create(b, loc, b.getF32Type(), value);
  return value.getType() == element
             ? value
             : arith::TruncFOp::create(b, loc, element, value).getResult();
}

LogicalResult KernelEmitter::emitReduction() {
  Block &body = kernel.getBody().front();
  SmallVector<Operation *> reductions;
  for (Operation &op : body)
    if (op.hasTrait<OpTrait::pyc::Reduction>())
      reductions.push_back(&op);
  Operation *first = reductions.front();
  Shape operandShape = shape(first->getOperand(0));
  SmallVector<int64_t> reduced = getReducedDims(first);
  for (Operation *r : reductions) {
    if (!isa<ReduceOp>(r))
      return emitError(r->getLoc(), "pyc-to-triton: '")
             << r->getName() << "' has no Triton lowering yet";
    if (shape(r->getOperand(0)) != operandShape ||
        getReducedDims(r) != reduced)
      return emitError(r->getLoc(), "pyc-to-triton: the reductions of a "
                                    "kernel must reduce one shape alike");
  }
  MLIRContext *ctx = b.getContext();
  auto [keptSizes, reducedSizes] = keptAndReduced(operandShape, reduced);
  Shape keepDimShape(operandShape);
  for (int64_t d : reduced)
    keepDimShape[d] = getAffineConstantExpr(1, ctx);
  AffineExpr rows = sizeProduct(keptSizes, ctx),
             row = sizeProduct(reducedSizes, ctx);
  int64_t blockRows = schedule.getBlock()[0], lanes = schedule.getBlock()[1];
  bool split = schedule.getStrategy() == GpuStrategy::Split;
  bool looped =
      (schedule.getStrategy() == GpuStrategy::Looped || split) && !launchSized;
  std::optional<int64_t> keptCount = constant(rows);
  std::optional<int64_t> staticRow = constant(row);
  int64_t parts = split ? schedule.getBlock()[2] : 1;
  if (split && (!keptCount || !staticRow || *staticRow % parts ||
                phase == SplitPhase::None))
    return emitError(loc, "pyc-to-triton: strategy split needs static sizes, "
                          "a row of a whole number of parts, and a phase");
  if (phase == SplitPhase::Combine)
    blockRows = combineRows(*keptCount);
  std::string rowsText = launchSized ? "ROWS" : std::to_string(blockRows);
  std::string lanesText = launchSized ? "LANES" : std::to_string(lanes);
  if (!looped && !launchSized && (!staticRow || lanes < *staticRow))
    return emitError(loc, "pyc-to-triton: strategy row needs block[1] >= ")
           << pythonSize(row) << ", the row's length";

  if (phase == SplitPhase::Parts) {
    p.line("part = pid % " + std::to_string(parts));
    p.line("pid = pid // " + std::to_string(parts));
  }
  if (phase == SplitPhase::Combine)
    rowsText = std::to_string(blockRows);
  p.line("rows = pid * " + rowsText + " + tl.arange(0, " + rowsText +
         ")[:, None]");
  if (std::optional<int64_t> c = constant(rows);
      launchSized || !c || *c % blockRows) {
    p.line("rmask = rows < " + sizeText(rows));
    rowMask = "rmask";
  }
  Space kept = space("rows", keptSizes, Rows);
  std::string rowLength = sizeText(row); // printed before any loop
  // The lanes of a chunk of the row (from `start`): its space, and mask.
  auto chunk = [&](StringRef start) {
    p.line("lanes = " + start + "tl.arange(0, " + lanesText + ")[None, :]");
    laneMask.clear();
    if (launchSized || !staticRow || *staticRow % lanes) {
      p.line("lmask = lanes < " + rowLength);
      laneMask = "lmask";
    }
    return space("lanes", reducedSizes, Lanes);
  };
  // A part walks its own span of the row.
  std::string span = split ? std::to_string(*staticRow / parts) : "";
  std::string loop =
      split ? "for start in range(part * " + span + ", part * " + span +
                  " + " + span + ", " + std::to_string(lanes) + "):"
            : "for start in range(0, " + rowLength + ", " +
                  std::to_string(lanes) + "):";
  // A reduction's partial results in the workspace, at part `at`.
  auto partial = [&](size_t i, StringRef at) {
    return "ws + (" + std::to_string(i * parts) + " + " + at.str() + ") * " +
           std::to_string(*keptCount) + " + rows";
  };
  std::string block = "[" + rowsText + ", " + lanesText + "]";

  std::optional<Space> whole;
  if (!looped)
    whole = chunk("");
  auto yield = cast<YieldOp>(body.getTerminator());
  bool outputWalk = llvm::any_of(yield.getOperands(), [&](Value v) {
    return shape(v) == operandShape;
  });
  // A looped row is read once a walk: each walk but the last keeps it in
  // L2 for the next. Rows of 65536 (256 MB moved, on an H100): softmax f32
  // 64% of copy -> 80%, bf16 67% -> 85%, layer norm 61% -> 71%.
  auto policy = [&](bool last) {
    if (looped)
      evict = last && !outputWalk ? Evict::First : Evict::Last;
  };
  for (size_t i = 0; i < reductions.size(); ++i) {
    auto reduce = cast<ReduceOp>(reductions[i]);
    if (phase == SplitPhase::Combine) {
      // The parts' results, [rows, parts], combined in f32 (sums in f64).
      ReduceKind kind = reduce.getKind();
      Type element = tensorTypeOf(reduce.getOperand()).getElementType();
      Type acc = kind == ReduceKind::Sum ? b.getF64Type() : b.getF32Type();
      std::string tile = p.fresh("x"), name = p.fresh("r");
      p.line(tile + " = tl.load(" +
             partial(i, "tl.arange(0, " + std::to_string(parts) + ")[None, :]") +
             (rowMask.empty() ? "" : ", mask=" + rowMask + ", other=0") + ")");
      p.line(name + " = " +
             reduceRows(kind, acc,
                        acc.isF64() ? tile + ".to(tl.float64)" : tile));
      remember(keyOf(reduce.getResult(), kept.index),
               narrowed(p.leaf(acc, name, Rows), element));
      continue;
    }
    if (looped && i + 1 < reductions.size() &&
        gpu::isShiftedExpSum(reduce, cast<ReduceOp>(reductions[i + 1]))) {
      policy(i + 2 == reductions.size());
      auto sum = cast<ReduceOp>(reductions[++i]);
      // A row walked once, a program's only row, in chunks of whole groups
      // of a vector a thread: see emitGroupedLogSumExp.
      int64_t width =
          16 / gpu::elementBytes(kernel) * 32 * schedule.getWarps();
      if (!split && !outputWalk && blockRows == 1 && staticRow &&
          reduced == SmallVector<int64_t>{int64_t(operandShape.size()) - 1} &&
          lanes % width == 0) {
        emitGroupedLogSumExp(reduce, sum, kept, *staticRow, lanes / width,
                             width);
        continue;
      }
      emitOnlineSoftmax(reduce, sum, kept, loop, block, rowsText,
                        /*rowMax=*/!outputWalk, chunk);
      continue;
    }
    Value center = i + 1 < reductions.size()
                       ? centerOfSquares(reduce,
                                         cast<ReduceOp>(reductions[i + 1]))
                       : Value();
    if (looped && staticRow && *staticRow % lanes == 0 && rowMask.empty() &&
        center) {
      policy(i + 2 == reductions.size());
      emitWelford(reduce, cast<ReduceOp>(reductions[++i]), center, kept, loop,
                  block, lanes, *staticRow / lanes, chunk);
      continue;
    }
    ReduceKind kind = reduce.getKind();
    Type element = tensorTypeOf(reduce.getOperand()).getElementType();
    Type acc = accumulatorType(
        b, element, kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    Value identity = reduceIdentity(b, loc, kind, acc);
    std::string name = p.fresh("r");
    auto operand = [&](const Space &r) -> Value {
      Value x = this->element(
          reduce.getOperand(), mergeIndex(operandShape.size(), reduced,
                                          kept.index, r.index));
      if (x && x.getType() != acc)
        x = arith::ExtFOp::create(b, loc, acc, x);
      return x;
    };
    if (!looped) {
      Value x = operand(*whole);
      if (!x)
        break;
      std::string lanesMask = mask(Rows | Lanes);
      std::string full = "tl.broadcast_to(" + p.name(x) + ", " + block + ")";
      if (!lanesMask.empty())
        full = "tl.where(" + lanesMask + ", " + full + ", " +
               p.name(identity) + ")";
      p.line(name + " = " + reduceRows(kind, acc, full));
    } else {
      policy(i + 1 == reductions.size());
      // Half-precision lanes keep their max or min in f32 (exact; and
      // Triton's interpreter cannot make a bf16 block of the identity).
      if (acc.isF16() || acc.isBF16()) {
        acc = b.getF32Type();
        identity = reduceIdentity(b, loc, kind, acc);
      }
      std::string accName = p.fresh("acc");
      p.line(accName + " = tl.full(" + block + ", " +
             p.rawLiteral(identity) + ", " + dtypeName(acc) + ")");
      Value accumulated = p.leaf(acc, accName, Rows | Lanes);
      open(loop);
      Space r = chunk("start + ");
      Value x = operand(r);
      if (!x)
        break;
      Value next = reduceCombine(b, loc, kind, x, accumulated);
      std::string where = mask(Rows | Lanes);
      std::string text = p.name(next);
      p.line(accName + " = " +
             (where.empty() ? text
                            : "tl.where(" + where + ", " + text + ", " +
                                  accName + ")"));
      close();
      // The lanes' sums of a long f32 row are added up in f64, as the CPU
      // lowering adds its blocks' sums: the error does not grow with the row.
      if (kind == ReduceKind::Sum && acc.isF32()) {
        acc = b.getF64Type();
        accName += ".to(tl.float64)";
      }
      p.line(name + " = " + reduceRows(kind, acc, accName));
      if (phase == SplitPhase::Parts)
        p.line("tl.store(" + partial(i, "part") + ", " + name +
               ".to(tl.float32)" +
               (rowMask.empty() ? "" : ", mask=" + rowMask) + ")");
    }
    remember(keyOf(reduce.getResult(), kept.index),
             narrowed(p.leaf(acc, name, Rows), element));
  }
  if (error)
    return emitError(loc, "pyc-to-triton: ") << *error;

  evict = Evict::Default;
  // Results over the kept dims (with or without unit reduced dims) are
  // written per row; results over the operand's shape per element.
  // Of a split reduction, the parts write the results over the operand's
  // shape (which read no reduction: pyc-tile-gpu), the combination those
  // over the kept dims.
  SmallVector<std::pair<unsigned, Value>> full;
  for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
    Shape s = shape(v);
    if (phase == SplitPhase::Parts ? s != operandShape
                                   : phase == SplitPhase::Combine &&
                                         s == operandShape)
      continue;
    if (s == keptSizes) {
      store(i, v, kept.index);
    } else if (s == keepDimShape) {
      SmallVector<Value> zeros(reducedSizes.size(), index(0));
      store(i, v, mergeIndex(operandShape.size(), reduced, kept.index, zeros));
    } else if (s == operandShape) {
      full.push_back({i, v});
    } else {
      return emitError(loc, "pyc-to-triton: a reduction kernel's result of "
                            "shape ")
             << shapeTuple(s) << " is neither the reduced operand's nor its "
                                 "kept dims'";
    }
  }
  if (!full.empty()) {
    if (looped) {
      evict = Evict::First;
      open(loop);
      whole = chunk("start + ");
    }
    for (auto [i, v] : full)
      store(i, v,
            mergeIndex(operandShape.size(), reduced, kept.index, whole->index));
    if (looped)
      close();
  }
  return success();
}

/// The element type of a product's operands, or an error where tl.dot does
/// not take them.
static FailureOr<Type> dotOperandType(MatmulOp product) {
  Type lhs = tensorTypeOf(product.getLhs()).getElementType(),
       rhs = tensorTypeOf(product.getRhs()).getElementType();
  if ((lhs.isF32() || lhs.isF16() || lhs.isBF16()) && rhs == lhs)
    return lhs;
  return product.emitError("pyc-to-triton: tl.dot takes two f32, f16 or "
                           "bf16 operands of one type, not ")
         << lhs << " and " << rhs;
}

/// An operand tile of a product, whole ([rows, columns]; a broadcast one is
/// spread), and 0 past the inner dim's end (domain `inner`): a load along
/// it is, a prologue's value there is whatever it made of those zeros.
/// Empty where the operand could not be computed.
std::string KernelEmitter::operandTile(Value operand, ValueRange idx,
                                       int64_t rows, int64_t columns,
                                       unsigned inner) {
  Value x = element(operand, idx);
  if (!x)
    return "";
  std::string text = "tl.broadcast_to(" + p.name(x) + ", [" +
                     std::to_string(rows) + ", " + std::to_string(columns) +
                     "])";
  std::string past = mask(inner);
  if (past.empty() || (loads.contains(x) && p.domains(x) & inner))
    return text;
  Value zero = scalarConstant(b, loc, getElementTypeOrSelf(x.getType()), 0.0);
  return "tl.where(" + past + ", " + text + ", " + p.name(zero) + ")";
}

/// `target = tl.dot(lhs, rhs, acc)` (no `acc`: a new f32 product) for
/// operands of `operandType`; f32 ones in full precision.
void KernelEmitter::dot(StringRef target, StringRef lhs, StringRef rhs,
                        StringRef acc, Type operandType) {
  std::string added = acc.empty() ? "" : (", " + acc).str();
  if (operandType.isBF16()) {
    // Triton's interpreter multiplies bf16 tiles as if their bits were
    // integers (numpy has no bf16): there, in f32.
    open("if INTERPRETED:");
    p.line(target + " = tl.dot((" + lhs + ").to(tl.float32), (" + rhs +
           ").to(tl.float32)" + added + ", input_precision=\"ieee\")");
    close();
    open("else:");
  }
  p.line(target + " = tl.dot(" + lhs + ", " + rhs + added +
         (operandType.isF32() ? ", input_precision=\"ieee\")" : ")"));
  if (operandType.isBF16())
    close();
}

/// A contraction: its one `pyc.matmul` ([B..., M, K] x [B..., K, N]), the
/// prologue on its operands (views and pointwise ops, computed by `element`
/// on each operand tile as it is loaded) and the epilogue on its product
/// (the kernel's results, of the product's shape). A program computes a
/// tile of block[0] rows by block[1] columns of one batch element, over k
/// block[2] at a time, accumulating in f32. f32 operands are multiplied in
/// full precision (`ieee`), as torch's CUDA matmul by default (no TF32).
LogicalResult KernelEmitter::emitDot() {
  Block &body = kernel.getBody().front();
  auto products = llvm::to_vector(body.getOps<MatmulOp>());
  if (products.size() != 1)
    return emitError(loc, "pyc-to-triton: a contraction kernel takes one "
                          "pyc.matmul, this one has ")
           << products.size();
  MatmulOp product = products.front();
  FailureOr<Type> operandType = dotOperandType(product);
  if (failed(operandType))
    return failure();
  Shape result = shape(product.getResult());
  size_t rank = result.size();
  AffineExpr m = result[rank - 2], n = result[rank - 1],
             k = shape(product.getLhs())[rank - 1];
  auto yield = cast<YieldOp>(body.getTerminator());
  for (Value v : yield.getOperands())
    if (shape(v) != result)
      return emitError(loc, "pyc-to-triton: a contraction kernel's results "
                            "must have its product's shape ")
             << shapeTuple(result) << ", not " << shapeTuple(shape(v));
  int64_t bm = schedule.getBlock()[0], bn = schedule.getBlock()[1],
          bk = schedule.getBlock()[2];
  // The program's batch element, then its tile in grouped order.
  std::string tilesM = sizeText(m.ceilDiv(bm)), tilesN = sizeText(n.ceilDiv(bn));
  p.line("tiles_m, tiles_n = " + tilesM + ", " + tilesN);
  SmallVector<Value> batch;
  if (rank > 2) {
    p.line("pid_b = pid // (tiles_m * tiles_n)");
    p.line("pid = pid % (tiles_m * tiles_n)");
    batch = space("pid_b", ArrayRef(result).drop_back(2), 0).index;
  }
  p.line("group = " + std::to_string(kDotGroupRows) + " * tiles_n");
  p.line("first_m = pid // group * " + std::to_string(kDotGroupRows));
  p.line("group_m = min(tiles_m - first_m, " + std::to_string(kDotGroupRows) +
         ")");
  p.line("pid_m = first_m + pid % group % group_m");
  p.line("pid_n = pid % group // group_m");
  Value rows = range("rows", "pid_m * " + std::to_string(bm), bm, Rows, m);
  Value cols = range("cols", "pid_n * " + std::to_string(bn), bn, Lanes, n);
  std::string acc = p.fresh("acc");
  p.line(acc + " = tl.full([" + Twine(bm) + ", " + Twine(bn) +
         "], 0, tl.float32)");
  open("for k0 in range(0, " + sizeText(k) + ", " + std::to_string(bk) +
       "):");
  Value kLanes = range("k_lanes", "k0", bk, InnerLanes, k);
  Value kRows = range("k_rows", "k0", bk, InnerRows, k);
  auto at = [&](Value i, Value j) {
    SmallVector<Value> idx(batch);
    idx.append({i, j});
    return idx;
  };
  std::string lhs = operandTile(product.getLhs(), at(rows, kLanes), bm, bk,
                                InnerLanes);
  std::string rhs = operandTile(product.getRhs(), at(kRows, cols), bk, bn,
                                InnerRows);
  if (lhs.empty() || rhs.empty()) {
    close();
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("an operand of a product could not be computed");
  }
  dot(acc, lhs, rhs, acc, *operandType);
  close();
  Type resultType = tensorTypeOf(product.getResult()).getElementType();
  Value value = p.leaf(b.getF32Type(), acc, Rows | Lanes);
  if (!resultType.isF32())
    value = arith::TruncFOp::create(b, loc, resultType, value);
  SmallVector<Value> idx(batch);
  idx.append({rows, cols});
  remember(keyOf(product.getResult(), idx), value);
  for (auto [i, v] : llvm::enumerate(yield.getOperands()))
    store(i, v, idx);
  return success();
}

/// The index of the program's batch element (`pid_b`, linear) split over
/// `batch`, the dims before a value's last two; one split per grouping.
SmallVector<Value> KernelEmitter::batchIndex(ArrayRef<AffineExpr> batch) {
  std::vector<const void *> key;
  for (AffineExpr e : batch)
    key.push_back(e.getAsOpaquePointer());
  auto [at, added] = batchSpaces.try_emplace(key);
  if (added)
    at->second = space("pid_b", batch, 0).index;
  return at->second;
}

/// In an attention kernel, a reshape that only regroups the batch dims
/// (the last two kept), read at the program's batch element: its operand
/// at that element, split the operand's way. (Its index map would build
/// the same element as new index values, which the memo does not know.)
std::optional<SmallVector<Value>>
KernelEmitter::regroupedBatch(ReshapeOp reshape, ValueRange idx) {
  if (batchSpaces.empty() || idx.size() < 2)
    return std::nullopt;
  Shape in = shape(reshape.getOperand()), out = shape(reshape.getResult());
  if (in.size() < 2 || ArrayRef(in).take_back(2) != ArrayRef(out).take_back(2))
    return std::nullopt;
  ArrayRef<AffineExpr> inBatch = ArrayRef(in).drop_back(2),
                       outBatch = ArrayRef(out).drop_back(2);
  MLIRContext *ctx = b.getContext();
  if (sizeProduct(inBatch, ctx) != sizeProduct(outBatch, ctx) ||
      !llvm::equal(idx.drop_back(2), batchIndex(outBatch)))
    return std::nullopt;
  SmallVector<Value> operandIdx = batchIndex(inBatch);
  ValueRange last = idx.take_back(2);
  operandIdx.append(last.begin(), last.end());
  return operandIdx;
}

/// Whether `v` is computed from `from` (within the kernel body).
static bool computedFrom(Value v, Value from) {
  SmallVector<Value> work{v};
  DenseSet<Value> seen;
  while (!work.empty()) {
    Value x = work.pop_back_val();
    if (x == from)
      return true;
    Operation *op = x.getDefiningOp();
    if (!op || !seen.insert(x).second)
      continue;
    work.append(op->operand_begin(), op->operand_end());
  }
  return false;
}

/// The mask of a softmax's operand `x`: a term that makes an element -inf
/// whatever the scores are, so that a block of keys where it does
/// everywhere adds nothing to the softmax and can be skipped (causal
/// attention: about half the blocks). `x` = select(c, -inf, y) with c not
/// computed from the scores (masked_fill: dead where c holds), or y + b
/// with b not computed from them (an additive mask: dead where b is -inf;
/// exact for finite scores, as torch's flash attention), through float
/// converts. The term and whether it is additive.
static std::optional<std::pair<Value, bool>> deadMask(Value x, Value scores) {
  while (auto convert = x.getDefiningOp<ConvertOp>())
    x = convert.getOperand();
  double minusInf = -std::numeric_limits<double>::infinity();
  if (auto select = x.getDefiningOp<SelectOp>();
      select && isSplatFloat(select.getOnTrue(), minusInf) &&
      !computedFrom(select.getCondition(), scores))
    return std::pair(select.getCondition(), false);
  if (auto add = x.getDefiningOp<AddOp>())
    for (Value term : {add.getLhs(), add.getRhs()})
      if (!computedFrom(term, scores))
        return std::pair(term, true);
  return std::nullopt;
}

/// An attention kernel (pyc-fuse-attention): scores S = Q K (its first
/// product, with the product's epilogue), a row softmax P = E / sum(E),
/// E = exp(x - max(x)), of x computed from S element by element, and the
/// output O = P' V (its second product, P' = P regrouped and converted,
/// with that product's epilogue). A program takes block[0] query rows of
/// one batch element and walks the keys block[1] at a time with an online
/// softmax (FlashAttention, Dao et al. 2022): per block, x (-inf past the
/// last key) grows the running max m to m'; E is computed at the shift of
/// m' (shiftOf) and stands for P, 0 past the last key; the running sum l
/// and the output accumulator are rescaled by exp(m - m') and add the
/// block's; P's division is applied once, O = acc / l, at the end.
LogicalResult KernelEmitter::emitAttention() {
  Block &body = kernel.getBody().front();
  auto products = llvm::to_vector(body.getOps<MatmulOp>());
  auto reductions = llvm::to_vector(body.getOps<ReduceOp>());
  DivOp probs;
  if (reductions.size() >= 2)
    for (Operation *user : reductions[1].getOperand().getUsers())
      if (auto div = dyn_cast<DivOp>(user);
          div && div.getLhs() == reductions[1].getOperand())
        probs = div;
  if (products.size() != 2 || !probs)
    return emitError(loc, "pyc-to-triton: an attention kernel takes two "
                          "pyc.matmul and a softmax between them (the form "
                          "pyc-fuse-attention makes)");
  MatmulOp first = products[0], second = products[1];
  ReduceOp max = reductions[0];
  FailureOr<Type> scoresType = dotOperandType(first),
                  outputType = dotOperandType(second);
  if (failed(scoresType) || failed(outputType))
    return failure();
  Shape scores = shape(first.getResult()), x = shape(max.getOperand()),
        out = shape(second.getResult());
  AffineExpr m = scores[scores.size() - 2], n = scores.back(),
             head = shape(first.getLhs()).back(), valueHead = out.back();
  auto yield = cast<YieldOp>(body.getTerminator());
  for (Value v : yield.getOperands())
    if (shape(v) != out)
      return emitError(loc, "pyc-to-triton: an attention kernel's results "
                            "must have its output's shape ")
             << shapeTuple(out) << ", not " << shapeTuple(shape(v));
  ArrayRef<int64_t> block = schedule.getBlock();
  int64_t bm = block[0], bn = block[1], bd = block[2], bdv = block[3];
  Type f32 = b.getF32Type();

  p.line("tiles_m = " + sizeText(m.ceilDiv(bm)));
  p.line("pid_b, pid_m = pid // tiles_m, pid % tiles_m");
  Value rows = range("rows", "pid_m * " + std::to_string(bm), bm, Rows, m);
  Value headLanes = range("head_lanes", "0", bd, InnerLanes, head);
  Value headRows = range("head_rows", "0", bd, InnerRows, head);
  Value valueLanes = range("value_lanes", "0", bdv, ValueLanes, valueHead);
  auto at = [&](ArrayRef<AffineExpr> s, ValueRange last) {
    SmallVector<Value> idx = batchIndex(ArrayRef(s).drop_back(2));
    idx.append(last.begin(), last.end());
    return idx;
  };
  std::string q = operandTile(first.getLhs(), at(scores, {rows, headLanes}),
                              bm, bd, InnerLanes);
  if (q.empty())
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("the queries could not be computed");
  p.line("q = " + q);
  Value lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  std::string runMax = p.fresh("m"), runSum = p.fresh("l"),
              acc = p.fresh("acc");
  p.line(runMax + " = tl.full([" + Twine(bm) + ", 1], " +
         p.rawLiteral(lowest) + ", tl.float32)");
  p.line(runSum + " = tl.full([" + Twine(bm) + ", 1], 0.0, tl.float32)");
  p.line(acc + " = tl.full([" + Twine(bm) + ", " + Twine(bdv) +
         "], 0.0, tl.float32)");
  Value oldMax = p.leaf(f32, runMax, Rows);
  // Other reductions of the row (a safe softmax's "all keys masked"),
  // accumulated block by block.
  SmallVector<std::pair<ReduceOp, Value>> others;
  for (ReduceOp r : ArrayRef(reductions).drop_front(2)) {
    Type t = tensorTypeOf(r.getResult()).getElementType();
    std::string name = p.fresh("acc");
    p.line(name + " = tl.full([" + Twine(bm) + ", 1], " +
           p.rawLiteral(reduceIdentity(b, loc, r.getKind(), t)) + ", " +
           dtypeName(t) + ")");
    others.push_back({r, p.leaf(t, name, Rows)});
  }

  // The keys the mask leaves any element of: a first walk over the mask
  // alone finds the first and the last block where it does (causal
  // attention: the blocks up to the diagonal), and the softmax walks only
  // those. (A branch around a block's work instead would keep Triton from
  // pipelining the loop's loads.)
  std::string keysFrom = "0", keysTo = sizeText(n);
  std::string step = std::to_string(bn);
  if (std::optional<std::pair<Value, bool>> dead =
          deadMask(max.getOperand(), first.getResult())) {
    keysFrom = p.fresh("first");
    keysTo = p.fresh("last");
    p.line(keysFrom + ", " + keysTo + " = pid * 0 + " + sizeText(n) +
           ", pid * 0");
    open("for n0 in range(0, " + sizeText(n) + ", " + step + "):");
    Value keys = range("keys", "n0", bn, Lanes, n);
    Value term = element(dead->first, at(x, {rows, keys}));
    if (!term) {
      close();
      return emitError(loc, "pyc-to-triton: ")
             << error.value_or("the softmax's mask could not be computed");
    }
    Type termType = getElementTypeOrSelf(term.getType());
    Value live =
        dead->second
            ? arith::CmpFOp::create(
                  b, loc, arith::CmpFPredicate::UNE, term,
                  reduceIdentity(b, loc, ReduceKind::Max, termType))
                  .getResult()
            : arith::XOrIOp::create(
                  b, loc, term,
                  arith::ConstantOp::create(b, loc, b.getBoolAttr(true)))
                  .getResult();
    std::string any = p.fresh("live");
    p.line(any + " = tl.reduce(tl.broadcast_to(" + p.name(live) + ", [" +
           Twine(bm) + ", " + Twine(bn) + "]), None, " +
           combiner(ReduceKind::Max, b.getI1Type()) + ")");
    p.line(keysFrom + " = tl.where(" + any + " & (n0 < " + keysFrom +
           "), n0, " + keysFrom + ")");
    p.line(keysTo + " = tl.where(" + any + ", n0 + " + step + ", " + keysTo +
           ")");
    close();
  }
  open("for n0 in range(" + keysFrom + ", " + keysTo + ", " + step + "):");
  Value keys = range("keys", "n0", bn, Lanes, n);
  Value keyRows = range("key_rows", "n0", bn, KeyRows, n);
  SmallVector<Value> xIdx = at(x, {rows, keys});
  std::string kt = operandTile(first.getRhs(), at(scores, {headRows, keys}),
                               bd, bn, InnerRows);
  if (kt.empty()) {
    close();
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("the keys could not be computed");
  }
  dot("s", "q", kt, "", *scoresType);
  Value s = p.leaf(f32, "s", Rows | Lanes);
  if (Type t = tensorTypeOf(first.getResult()).getElementType(); t != f32)
    s = arith::TruncFOp::create(b, loc, t, s);
  remember(keyOf(first.getResult(), at(scores, {rows, keys})), s);
  // The softmax's operand, -inf past the last key, in f32.
  auto inF32 = [&](Value v) -> Value {
    return v && v.getType() != f32 ? arith::ExtFOp::create(b, loc, f32, v)
                                   : v;
  };
  Value scaled = inF32(element(max.getOperand(), xIdx));
  if (!scaled) {
    close();
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("the softmax's operand could not be computed");
  }
  std::string keyMask = mask(Lanes);
  auto past = [&](Value v, Value other) {
    std::string name = p.name(v);
    if (keyMask.empty())
      return name;
    return "tl.where(" + keyMask + ", " + name + ", " + p.name(other) + ")";
  };
  std::string xs = p.fresh("x");
  p.line(xs + " = " + past(scaled, lowest));
  std::string blockMax = p.fresh("r");
  p.line(blockMax + " = " + reduceRows(ReduceKind::Max, f32, xs));
  Value newMax = reduceCombine(b, loc, ReduceKind::Max,
                               p.leaf(f32, blockMax, Rows), oldMax);
  std::string grown = p.fresh("m");
  p.line(grown + " = " + p.name(newMax));
  Value shift = shiftOf(p.leaf(f32, grown, Rows));
  remember(keyOf(max.getResult(), at(x, {rows})), shift);
  Value e = element(reductions[1].getOperand(), xIdx);
  if (!e) {
    close();
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("the softmax could not be computed");
  }
  std::string numerator = p.fresh("p");
  p.line(numerator + " = " +
         past(e, scalarConstant(b, loc, getElementTypeOrSelf(e.getType()), 0.0)));
  Value pTile = p.leaf(e.getType(), numerator, Rows | Lanes);
  remember(keyOf(probs.getResult(), xIdx), pTile);
  Value alpha = math::ExpOp::create(
      b, loc, arith::SubFOp::create(b, loc, oldMax, shift));
  std::string alphaName = p.fresh("alpha");
  p.line(alphaName + " = " + p.name(alpha));
  p.line(runSum + " = " + runSum + " * " + alphaName + " + " +
         reduceRows(ReduceKind::Sum, f32, p.name(inF32(pTile))));
  for (auto [r, running] : others) {
    Value v = element(r.getOperand(), xIdx);
    if (!v) {
      close();
      return emitError(loc, "pyc-to-triton: ")
             << error.value_or("a reduction of the softmax's row could not "
                               "be computed");
    }
    Type t = getElementTypeOrSelf(v.getType());
    std::string chunk = p.fresh("r");
    p.line(chunk + " = " +
           reduceRows(r.getKind(), t,
                      past(v, reduceIdentity(b, loc, r.getKind(), t))));
    std::string combined =
        p.name(reduceCombine(b, loc, r.getKind(), p.leaf(t, chunk, Rows), running));
    p.line(p.name(running) + " = " + combined);
  }
  std::string weights = operandTile(second.getLhs(), at(out, {rows, keys}),
                                    bm, bn, 0);
  std::string values = operandTile(
      second.getRhs(), at(out, {keyRows, valueLanes}), bn, bdv, KeyRows);
  if (weights.empty() || values.empty()) {
    close();
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("the output's operands could not be computed");
  }
  dot(acc, weights, values, acc + " * " + alphaName, *outputType);
  p.line(runMax + " = " + grown);
  close();

  p.line(acc + " = " + acc + " / " + runSum);
  for (auto [r, running] : others)
    remember(keyOf(r.getResult(), at(x, {rows})), running);
  Value o = p.leaf(f32, acc, Rows | ValueLanes);
  if (Type t = tensorTypeOf(second.getResult()).getElementType(); t != f32)
    o = arith::TruncFOp::create(b, loc, t, o);
  SmallVector<Value> outIdx = at(out, {rows, valueLanes});
  remember(keyOf(second.getResult(), outIdx), o);
  for (auto [i, v] : llvm::enumerate(yield.getOperands()))
    store(i, v, outIdx);
  return success();
}

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
  p.line(wide ? "pid = tl.program_id(0).to(tl.int64)"
              : "pid = tl.program_id(0)");
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

/// The host side of one function: allocations, launches, results.
class HostEmitter {
public:
  HostEmitter(func::FuncOp func, Prelude &prelude, std::string &kernels)
      : func(func), prelude(prelude), kernels(kernels) {}
  FailureOr<std::string> emit();

private:
  func::FuncOp func;
  Prelude &prelude;
  std::string &kernels;
  DenseMap<Value, std::string> names;
  DenseSet<Value> arguments; // the function's arguments and views of them
  std::string body;
  unsigned buffers = 0;
  unsigned symbolCount = 0; // the function's size symbols, `s<k>`
  llvm::StringSet<> checking; // kernels that check indices

  void line(const Twine &text) { body += "    " + text.str() + "\n"; }
  /// `v`'s shape as a Python tuple of sizes.
  FailureOr<std::string> shapeText(Value v) {
    FailureOr<Shape> shape = symbolicShape(v);
    if (failed(shape))
      return emitError(v.getLoc(), "pyc-to-triton: a tensor whose run-time "
                                   "sizes are not known");
    return shapeTuple(*shape);
  }
  FailureOr<std::string> empty(Value v) {
    FailureOr<std::string> shape = shapeText(v);
    if (failed(shape))
      return failure();
    std::string name = "b" + std::to_string(buffers++);
    line(name + " = empty(" + *shape + ", " +
         stridesTuple(*symbolicShape(v)) + ", " +
         dtypeName(tensorTypeOf(v).getElementType(), /*torch=*/true) + ")");
    names[v] = name;
    return name;
  }
  LogicalResult define(KernelOp op, GpuScheduleAttr schedule,
                       const std::string &name, bool launchSized,
                       SplitPhase phase = SplitPhase::None);
  LogicalResult kernel(KernelOp op, unsigned number);
  /// The compile options a launch of kernel `name` passes (OPTIONS).
  std::string options(const std::string &name) {
    return checking.contains(name) ? ", **OPTIONS[\"" + name + "\"]" : "";
  }
};

LogicalResult HostEmitter::kernel(KernelOp op, unsigned number) {
  auto schedule = op->getAttrOfType<GpuScheduleAttr>("pyc.gpu_schedule");
  if (!schedule)
    return op.emitError("pyc-to-triton: a ")
           << stringifyKernelKind(op.getKind())
           << " kernel without a #pyc.gpu_schedule (run pyc-gpu-pipeline; "
              "opaque kernels have no Triton lowering yet)";
  std::string name = func.getSymName().str() + "_kernel" + std::to_string(number);
  bool split = schedule.getStrategy() == GpuStrategy::Split;
  if (failed(split ? define(op, schedule, name + "_parts", false,
                            SplitPhase::Parts)
                   : define(op, schedule, name, /*launchSized=*/false)) ||
      (split && failed(define(op, schedule, name, false, SplitPhase::Combine))))
    return failure();
  std::string symbols;
  for (unsigned k = 0; k < symbolCount; ++k)
    symbols += "s" + std::to_string(k) + ", ";

  std::string args;
  for (Value v : op.getOperands())
    args += names.lookup(v) + ", ";
  for (Value v : op.getResults()) {
    FailureOr<std::string> buffer = empty(v);
    if (failed(buffer))
      return failure();
    args += *buffer + ", ";
  }
  args += symbols;
  // Programs: blocks of the result (pointwise), of rows (reductions), or
  // tiles of the product, batch element by batch element (contractions).
  MLIRContext *ctx = op.getContext();
  AffineExpr work = getAffineConstantExpr(1, ctx), row = work;
  int64_t block = schedule.getBlock()[0];
  if (schedule.getStrategy() == GpuStrategy::Dot) {
    Shape result = *symbolicShape(op.getResult(0));
    AffineExpr columns = result.back();
    result.pop_back();
    ArrayRef<int64_t> tile = schedule.getBlock();
    // Tiles of the columns, times (batch x) tiles of the rows.
    AffineExpr rows = result.pop_back_val();
    work = sizeProduct(result, ctx) * rows.ceilDiv(tile[0]) *
           columns.ceilDiv(tile[1]);
    block = 1;
  } else if (schedule.getStrategy() == GpuStrategy::Attention) {
    // Blocks of query rows, batch element by batch element.
    Shape result = *symbolicShape(op.getResult(0));
    result.pop_back();
    AffineExpr rows = result.pop_back_val();
    work = sizeProduct(result, ctx) * rows.ceilDiv(schedule.getBlock()[0]);
    block = 1;
  } else if (schedule.getStrategy() == GpuStrategy::Tiled) {
    Shape result = *symbolicShape(op.getResult(0));
    AffineExpr last = result.pop_back_val();
    ArrayRef<int64_t> tile = schedule.getBlock();
    work = sizeProduct(result, ctx).ceilDiv(tile[0]) * last.ceilDiv(tile[1]);
    block = 1;
  } else if (schedule.getStrategy() == GpuStrategy::Pointwise) {
    work = sizeProduct(*symbolicShape(op.getResult(0)), ctx);
  } else {
    for (Operation &inner : op.getBody().front())
      if (inner.hasTrait<OpTrait::pyc::Reduction>()) {
        auto [kept, reduced] = keptAndReduced(
            *symbolicShape(inner.getOperand(0)), getReducedDims(&inner));
        work = sizeProduct(kept, ctx);
        row = sizeProduct(reduced, ctx);
        break;
      }
  }
  std::string programs = block == 1 ? pythonSize(work)
                                    : "triton.cdiv(" + pythonSize(work) + ", " +
                                          std::to_string(block) + ")";
  if (std::optional<int64_t> n = constant(work)) {
    if (*n == 0)
      return success(); // nothing to compute: the results are empty
    programs = std::to_string(llvm::divideCeil(*n, block));
  }
  // (With run-time sizes, a grid of no programs launches nothing.)
  std::string launch = "[(" + programs + ",)](" + args + "num_warps=" +
                       std::to_string(schedule.getWarps()) + ", num_stages=" +
                       std::to_string(schedule.getStages()) + options(name) +
                       ")";
  if (split) {
    // The parts into a workspace [reductions, parts, kept elements], then
    // the combination.
    int64_t reductions = 0, parts = schedule.getBlock()[2];
    for (Operation &inner : op.getBody().front())
      reductions += inner.hasTrait<OpTrait::pyc::Reduction>();
    int64_t kept = *constant(work);
    std::string ws = "ws" + std::to_string(number);
    line(ws + " = empty((" + std::to_string(reductions) + ", " +
         std::to_string(parts) + ", " + std::to_string(kept) + "), (" +
         std::to_string(parts * kept) + ", " + std::to_string(kept) +
         ", 1), torch.float32)");
    line(name + "_parts[(" +
         std::to_string(llvm::divideCeil(kept, block) * parts) + ",)](" + args +
         ws + ", num_warps=" + std::to_string(schedule.getWarps()) +
         ", num_stages=1" + options(name + "_parts") + ")");
    line(name + "[(" +
         std::to_string(llvm::divideCeil(kept, combineRows(kept))) +
         ",)](" + args + ws + ", num_warps=4, num_stages=1" + options(name) +
         ")");
    return success();
  }
  // Several rows a looped program: columns (pyc-tile-gpu), whose row held
  // whole would read one element a cache line.
  if (schedule.getStrategy() != GpuStrategy::Looped || constant(row) ||
      block > 1) {
    line(name + launch);
    return success();
  }
  // A row of run-time length: held whole in a program where it fits, with
  // the rows and lanes of pyc-tile-gpu's rule picked now (GpuLaunch.h), one
  // compile per power of two; walked in chunks where it does not.
  if (failed(define(op, schedule, name + "_row", /*launchSized=*/true)))
    return failure();
  std::string n = std::to_string(number), lanes = "lanes" + n,
              rows = "rows" + n;
  line(lanes + " = triton.next_power_of_2(" + pythonSize(row) + ")");
  line("if " + lanes + " <= " + std::to_string(gpu::kMaxRow) + ":");
  line("    " + rows + " = min(triton.next_power_of_2(" + pythonSize(work) +
       "), max(1, " + std::to_string(gpu::kProgramLanes) + " // " + lanes +
       "))");
  line("    " + name + "_row[(triton.cdiv(" + pythonSize(work) + ", " + rows +
       "),)](" + args + "ROWS=" + rows + ", LANES=" + lanes +
       ", num_warps=min(max(" + rows + " * " + lanes + " // " +
       std::to_string(gpu::lanesPerWarp(op)) + ", 2), 16), num_stages=1" +
       options(name + "_row") + ")");
  line("else:");
  line("    " + name + launch);
  return success();
}

/// The `@triton.jit` function of kernel `op` called `name`, and its
/// parameter types for `triton.compile` (KERNELS; a launch-sized variant's
/// example sizes in CONSTEXPRS).
LogicalResult HostEmitter::define(KernelOp op, GpuScheduleAttr schedule,
                                  const std::string &name, bool launchSized,
                                  SplitPhase phase) {
  KernelEmitter emitter(op, schedule, prelude, symbolCount, launchSized, phase);
  FailureOr<std::string> source = emitter.emit();
  if (failed(source))
    return failure();
  if (emitter.checksIndices) {
    // Device assertions need `debug`; Triton's int32 overflow checks, which
    // `debug` turns on too, would check every offset computation (sizes
    // that could overflow take 64-bit offsets already).
    checking.insert(name);
    prelude.options += "    \"" + name + "\": " + kCheckOptions + ",\n";
  }
  std::string params;
  for (unsigned i = 0; i < op.getNumOperands(); ++i)
    params += "in" + std::to_string(i) + ", ";
  for (unsigned i = 0; i < op.getNumResults(); ++i)
    params += "out" + std::to_string(i) + ", ";
  for (unsigned k = 0; k < symbolCount; ++k)
    params += "s" + std::to_string(k) + ", ";
  if (launchSized)
    params += "ROWS: tl.constexpr, LANES: tl.constexpr, ";
  if (phase != SplitPhase::None)
    params += "ws, ";
  params.resize(params.size() - 2);
  kernels += "@triton.jit\ndef " + name + "(" + params + "):\n" + *source +
             "\n\n";
  // Its parameters' pointer types, as triton.compile takes them.
  std::string types;
  auto pointer = [](Value v) {
    Type e = tensorTypeOf(v).getElementType();
    std::string t = StringRef(dtypeName(e)).drop_front(3).str();
    return "\"*" + (t == "float32"   ? "fp32"
                    : t == "float16" ? "fp16"
                    : t == "float64" ? "fp64"
                    : t == "bfloat16" ? "bf16"
                    : "i" + t.substr(3)) + "\"";
  };
  for (auto [i, v] : llvm::enumerate(op.getOperands()))
    types += "\"in" + std::to_string(i) + "\": " + pointer(v) + ", ";
  for (auto [i, v] : llvm::enumerate(op.getResults()))
    types += "\"out" + std::to_string(i) + "\": " + pointer(v) + ", ";
  for (unsigned k = 0; k < symbolCount; ++k)
    types += "\"s" + std::to_string(k) + "\": \"i64\", ";
  if (phase != SplitPhase::None)
    types += "\"ws\": \"*fp32\", ";
  if (launchSized) {
    types += "\"ROWS\": \"constexpr\", \"LANES\": \"constexpr\", ";
    prelude.constexprs += "    \"" + name + "\": {\"ROWS\": 2, \"LANES\": 1024},\n";
  }
  prelude.signatures += "    \"" + name + "\": {" + types + "},\n";
  return success();
}

FailureOr<std::string> HostEmitter::emit() {
  std::string params;
  for (auto [i, arg] : llvm::enumerate(func.getArguments())) {
    names[arg] = "a" + std::to_string(i);
    arguments.insert(arg);
    params += names[arg] + ", ";
  }
  if (!params.empty())
    params.resize(params.size() - 2);
  // The size symbols (`pyc.symbols`: symbol, argument, dim, coefficient),
  // each read where it is first bound: a dim of a tensor, or (a negative
  // dim, -1 - j) element j of a vector of sizes.
  auto *pyc = func->getContext()->getLoadedDialect<PycDialect>();
  std::set<unsigned> sizeVectors;
  std::map<int64_t, std::string> symbolValues;
  if (DenseI64ArrayAttr quads = pyc->getSymbolsAttrHelper().getAttr(func)) {
    ArrayRef<int64_t> q = quads.asArrayRef();
    for (size_t i = 0; i + 3 < q.size(); i += 4) {
      auto [symbol, arg, dim, coefficient] =
          std::make_tuple(q[i], q[i + 1], q[i + 2], q[i + 3]);
      std::string a = "a" + std::to_string(arg);
      if (dim < 0)
        sizeVectors.insert(arg);
      std::string value = dim < 0 ? "int(" + a + "[" +
                                        std::to_string(-1 - dim) + "])"
                                  : a + ".shape[" + std::to_string(dim) + "]";
      if (coefficient != 1)
        value += " // " + std::to_string(coefficient);
      symbolValues.emplace(symbol, value);
    }
    symbolCount = symbolValues.empty() ? 0 : symbolValues.rbegin()->first + 1;
    if (symbolValues.size() != symbolCount)
      return func.emitError("pyc-to-triton: pyc.symbols binds ")
             << symbolValues.size() << " of symbols s0..s" << symbolCount - 1;
  }
  // Kernels index dense row-major tensors.
  for (BlockArgument arg : func.getArguments())
    if (!sizeVectors.count(arg.getArgNumber()))
      line(names[arg] + " = " + names[arg] + ".contiguous()");
  for (auto [symbol, value] : symbolValues)
    line("s" + std::to_string(symbol) + " = " + value);
  line(func.getNumArguments() ? "device = a0.device"
                              : "device = torch.device(\"cuda\")");
  line("empty = allocator(device)");
  unsigned number = 0;
  for (Operation &op : func.getBody().front()) {
    if (auto k = dyn_cast<KernelOp>(op)) {
      if (failed(kernel(k, number++)))
        return failure();
      continue;
    }
    if (auto constant = dyn_cast<ConstantOp>(op)) {
      auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
      auto type = tensorTypeOf(constant.getResult());
      if (!dense || !dense.isSplat())
        return constant.emitError("pyc-to-triton: a pyc.constant of many "
                                  "values has no Triton lowering yet");
      Attribute value = dense.getSplatValue<Attribute>();
      std::string text;
      llvm::raw_string_ostream os(text);
      if (auto f = dyn_cast<FloatAttr>(value))
        os << llvm::format("%.17g", f.getValueAsDouble());
      else
        os << cast<IntegerAttr>(value).getValue().getSExtValue();
      std::string name = "b" + std::to_string(buffers++);
      line(name + " = torch.full(" + *shapeText(constant.getResult()) + ", " +
           (StringRef(text).contains("inf") || StringRef(text).contains("nan")
                ? "float(\"" + text + "\")"
                : text) +
           ", dtype=" + dtypeName(type.getElementType(), true) +
           ", device=device)");
      names[constant.getResult()] = name;
      continue;
    }
    if (auto reshape = dyn_cast<ReshapeOp>(op)) {
      // A kernel's result viewed in another shape (dense row-major data is
      // the same): a view, not a copy kernel.
      Value from = reshape.getOperand();
      FailureOr<std::string> shape = shapeText(reshape.getResult());
      if (failed(shape))
        return failure();
      names[reshape.getResult()] = names.lookup(from) + ".view(" + *shape + ")";
      if (arguments.contains(from))
        arguments.insert(reshape.getResult());
      continue;
    }
    if (auto ret = dyn_cast<func::ReturnOp>(op)) {
      std::string results;
      for (Value v : ret.getOperands())
        // A result that is (a view of) an argument is a new tensor, as
        // torch's would be.
        results += names.lookup(v) + (arguments.contains(v) ? ".clone()" : "") +
                   ", ";
      line("return (" + results + ")");
      continue;
    }
    return op.emitError("pyc-to-triton: '")
           << op.getName() << "' outside a kernel has no Triton lowering";
  }
  // What the host checks its arguments against: (dtype, shape) each, None
  // for a run-time size; and which are vectors of sizes.
  std::string signature;
  for (BlockArgument arg : func.getArguments()) {
    auto type = tensorTypeOf(arg);
    std::string shape = "(";
    for (int64_t size : type.getShape())
      shape += (ShapedType::isDynamic(size) ? "None" : std::to_string(size)) +
               ", ";
    signature += "(" + dtypeName(type.getElementType(), true) + ", " + shape +
                 ")), ";
  }
  std::string name = func.getSymName().str();
  std::string text = "def " + name + "(" + params + "):\n" + body + "\n\n" +
                     name + ".signature = [" + signature + "]\n";
  if (!sizeVectors.empty()) {
    std::string vectors;
    for (unsigned arg : sizeVectors)
      vectors += std::to_string(arg) + ", ";
    vectors.resize(vectors.size() - 2);
    text += name + ".size_vectors = {" + vectors + "}\n";
  }
  return text;
}

} // namespace

LogicalResult mlir::pyc::translateToTriton(ModuleOp module, raw_ostream &os) {
  // The scratch ops of the scalar semantics.
  module.getContext()->loadDialect<arith::ArithDialect, math::MathDialect>();
  Prelude prelude;
  std::string kernels, hosts;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal())
      continue;
    HostEmitter host(func, prelude, kernels);
    FailureOr<std::string> text = host.emit();
    if (failed(text))
      return failure();
    hosts += *text + "\n\n";
  }
  std::string signatures = "# Each kernel's parameter types, for triton.compile "
                           "ahead of time.\nKERNELS = {\n" +
                           prelude.signatures + "}\n";
  if (!prelude.constexprs.empty())
    signatures += "# Example values of the launch-sized kernels' constexpr "
                  "parameters.\nCONSTEXPRS = {\n" +
                  prelude.constexprs + "}\n";
  if (!prelude.options.empty())
    signatures += "# Compile options of the kernels that check indices.\n"
                  "OPTIONS = {\n" +
                  prelude.options + "}\n";
  os << "# Generated by pycompile (pyc-to-triton): Triton kernels and the host\n"
        "# functions that launch them. Imports only torch and triton.\n"
        "import torch\n"
        "import triton\n"
        "import triton.language as tl\n"
        "from triton.language.extra import libdevice\n\n"
        "INF: tl.constexpr = tl.constexpr(float(\"inf\"))\n"
        "NAN: tl.constexpr = tl.constexpr(float(\"nan\"))\n"
        "# Whether the kernels are defined for Triton's interpreter.\n"
        "INTERPRETED: tl.constexpr = tl.constexpr(triton.knobs.runtime.interpret)"
        "\n\n" << kAllocator << "\n\n"
     << prelude.text() << kernels << hosts << signatures;
  return success();
}
