//===- KernelEmitter.h - one pyc kernel as a Triton function ---*- C++ -*-===//
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
// KernelEmitter.cpp holds the spaces, elements and pointwise kernels,
// Reductions.cpp (with OnlineSoftmax.cpp, a max and its exponentials' sum
// in one walk) and Products.cpp the other strategies;
// TranslateToTriton.cpp the host functions and the module.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_TARGET_TRITON_KERNELEMITTER_H
#define PYC_TARGET_TRITON_KERNELEMITTER_H

#include "Conversion/Scalar.h"
#include "Pyc/IR/PycDialect.h"
#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Target/Triton/TritonPrinter.h"
#include "Transforms/GpuLaunch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/Builders.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace mlir::pyc::triton {

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
inline std::optional<int64_t> constant(AffineExpr e) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return c.getValue();
  return std::nullopt;
}

inline bool isOne(AffineExpr e) { return constant(e) == 1; }

/// `e` as a Python expression of the symbols' names (`s0`, ...); sizes are
/// never negative, so floordiv and mod are Python's.
inline std::string pythonSize(AffineExpr e) {
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
inline std::pair<Shape, Shape> keptAndReduced(ArrayRef<AffineExpr> shape,
                                       ArrayRef<int64_t> reduced) {
  Shape kept, inner;
  for (auto [d, s] : llvm::enumerate(shape))
    (llvm::is_contained(reduced, static_cast<int64_t>(d)) ? inner : kept)
        .push_back(s);
  return {kept, inner};
}

inline std::string shapeTuple(ArrayRef<AffineExpr> shape) {
  std::string text = "(";
  for (AffineExpr s : shape)
    text += pythonSize(s) + ", ";
  return text + ")";
}

/// The row-major strides of `shape`, as a Python tuple.
inline std::string stridesTuple(ArrayRef<AffineExpr> shape) {
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

/// The two functions of a `split` reduction: the parts kernel (each
/// program reduces a part of a block of its rows into the workspace `ws`,
/// [reductions, parts, kept elements] of f32) and the combination (reduces
/// a block's parts, computes the results over the kept dims), which the
/// block's last program to finish its part calls.
enum class SplitPhase { None, Parts, Combine };

/// The elements of the row a part of a split reduction walks: whole chunks
/// of `lanes`, as many as cover the row in `parts` (the last parts' end
/// with the row, or hold none of it: those give the reduction's identity).
inline int64_t splitSpan(int64_t row, int64_t parts, int64_t lanes) {
  return llvm::alignTo(llvm::divideCeil(row, parts), lanes);
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
  /// `phase`: of a `split` reduction, the kernel of the parts or the
  /// combination, a function of the block `pid` of kept elements.
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

  // The stages of the strategies above, and the state each strategy's
  // stages share (defined where they are: Reductions.cpp, OnlineSoftmax.cpp,
  // Products.cpp).
  struct ReductionLayout;
  LogicalResult layOutReduction(ReductionLayout &r);
  void emitReductionRows(ReductionLayout &r);
  Space reductionChunk(ReductionLayout &r, StringRef start);
  std::string partial(ReductionLayout &r, size_t i, StringRef at);
  void setEviction(ReductionLayout &r, bool last);
  FailureOr<bool> emitReductionAt(ReductionLayout &r, size_t &i);
  void combineParts(ReductionLayout &r, size_t i, ReduceOp reduce);
  void emitWelford(ReductionLayout &r, size_t i, Value center);
  void combineWelford(ReductionLayout &r, size_t i, Value center);
  Value rowFirst(ReductionLayout &r, Value operand);
  void rememberWelford(ReductionLayout &r, size_t i, Value center,
                       Value total, Value deviations);
  bool emitPlainReduction(ReductionLayout &r, ReduceOp reduce);
  Value reductionOperand(ReductionLayout &r, ReduceOp reduce,
                         const Space &lanes, Type acc);
  bool walksAlone(ReductionLayout &r, size_t j);
  bool pairedWithNext(ReductionLayout &r, size_t j);
  bool inLastWalk(ReductionLayout &r);
  bool emitLoopedReductions(ReductionLayout &r, ArrayRef<size_t> group);
  LogicalResult storeReductionResults(ReductionLayout &r);

  struct GroupedWalk;
  Value groupedAt(GroupedWalk &w, Value v, const Space &r);
  Space addressed(GroupedWalk &w, StringRef idx, StringRef where);
  bool walkGroups(GroupedWalk &w, StringRef start, StringRef end, bool mask);
  Value sumWithEnds(GroupedWalk &w, Value &rowMax);
  std::string maskedLanes(const std::string &text, Value identity);
  Value rescaledSums(Value sums, Value maxima, Value shift);
  Value sumOfLanes(StringRef text);

  struct AttentionParts;
  LogicalResult matchAttention(AttentionParts &a);
  LogicalResult startAttention(AttentionParts &a);
  FailureOr<std::pair<std::string, std::string>> liveKeys(AttentionParts &a);
  LogicalResult emitKeyScores(AttentionParts &a);
  LogicalResult emitKeySoftmax(AttentionParts &a);
  LogicalResult emitKeyReductions(AttentionParts &a);
  LogicalResult emitKeyOutput(AttentionParts &a);
  void finishAttention(AttentionParts &a);
  std::string pastKeys(AttentionParts &a, Value v, Value other);
  SmallVector<Value> inBatch(ArrayRef<AffineExpr> s, ValueRange last);
  LogicalResult keyBlockFailure(StringRef what);
};

} // namespace mlir::pyc::triton

#endif // PYC_TARGET_TRITON_KERNELEMITTER_H
