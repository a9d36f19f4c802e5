//===- Emitter.h - the loop emitter of pyc-to-loops -------------*- C++ -*-===//
//
// The `Emitter` class, which emits the loops of one kernel (or of one op
// outside a kernel), and what it shares with the pass: the index checks'
// slot and table, the memo of computed elements, a kernel's tiling, and how
// a loop is shared among threads. The design is stated at the top of
// PycToLoops.cpp. Its members are defined by job:
//   - Emitter.cpp: loop nests, the memo, elements, index checks, pointwise
//     kernels, and `emit`, which picks a kernel's structure;
//   - Reductions.cpp: row and column reductions, blocked sums;
//   - Contraction.cpp: the matmul micro-kernel, dot products in place, its
//     stages sharing `Contraction` (Contraction.h); Packing.cpp: the
//     operands' copies that the micro-kernel reads;
//   - OpaqueOps.cpp: scatter_add, cumsum, concat.
// Everything here is internal to pyc-to-loops (`mlir::pyc::loops`).
//
//===----------------------------------------------------------------------===//

#ifndef PYC_CONVERSION_PYCTOLOOPS_EMITTER_H
#define PYC_CONVERSION_PYCTOLOOPS_EMITTER_H

#include "Conversion/Scalar.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mlir::pyc::loops {

/// The run-time checks of one function: indices (the index contract of
/// PycOps.td) and integer divisors (torch raises on a zero one). A failed
/// check reports to `slot`, a memref<4xi64> of zeros until then: [failures,
/// check number, index, size] (an index check's). Each report counts itself
/// (an atomic add); the first, among threads too, writes the rest.
/// `table` lists, by check number, the checking op's name and location and,
/// for an index check, the dim it indexes: it becomes the function's
/// `pyc.index_checks`, from which the runtime names the op (the user's, from
/// the location) in its error. A GPU emitter can keep the same slot and
/// table.
struct IndexChecks {
  Value slot;
  SmallVector<Attribute> table;

  /// A check of `op`'s indices into `dim`, or (no dim) of its divisors.
  int64_t add(Operation *op, std::optional<int64_t> dim) {
    Builder b(op->getContext());
    SmallVector<NamedAttribute> fields = {
        b.getNamedAttr("loc", LocationAttr(op->getLoc())),
        b.getNamedAttr("op", b.getStringAttr(op->getName().getStringRef()))};
    if (dim)
      fields.push_back(b.getNamedAttr("dim", b.getI64IntegerAttr(*dim)));
    table.push_back(b.getDictionaryAttr(fields));
    return table.size() - 1;
  }
};

/// Memo of computed elements, by (tensor, index values). Scopes follow loop
/// bodies: an element computed inside a loop is forgotten when it ends.
/// The index of a unit dim is left out of the key: it can only be 0, but one
/// path may read it as a loop's value and another as a constant (a keepdim
/// reshape of a one-row reduction), and both must find the same element.
class Memo {
public:
  using Key = std::pair<void *, std::vector<void *>>;
  static Key key(Value v, ValueRange index) {
    Key k{v.getAsOpaquePointer(), {}};
    ArrayRef<int64_t> shape = tensorTypeOf(v).getShape();
    for (auto [d, i] : llvm::enumerate(index))
      k.second.push_back(shape[d] == 1 ? nullptr : i.getAsOpaquePointer());
    return k;
  }
  void push() { scopes.emplace_back(); }
  void pop() { scopes.pop_back(); }
  Value lookup(const Key &k) const {
    for (auto it = scopes.rbegin(); it != scopes.rend(); ++it)
      if (auto found = it->find(k); found != it->end())
        return found->second;
    return {};
  }
  void insert(const Key &k, Value v) { scopes.back()[k] = v; }

private:
  std::vector<std::map<Key, Value>> scopes{1};
};

/// The loop decisions `pyc-tile` recorded on a kernel (`pyc.cpu_schedule`). Absent
/// ones take the lowering's own defaults: order ikj, no register blocks
/// (1 x 1: plain loops), threads sharing the outermost wide loop.
struct Tiling {
  LoopOrder order = LoopOrder::IKJ;
  int64_t rows = 1, cols = 1;
  int64_t panel = 0; // columns of a cache block; 0: all
  std::optional<int64_t> parallel;

  static Tiling of(Operation *kernel) {
    Tiling tiling;
    auto schedule = kernel->getAttrOfType<CpuScheduleAttr>("pyc.cpu_schedule");
    if (!schedule)
      return tiling;
    tiling.order = schedule.getOrder();
    if (schedule.getBlock()) {
      tiling.rows = schedule.getBlock()[0];
      tiling.cols = schedule.getBlock()[1];
    }
    tiling.parallel = schedule.getParallel();
    tiling.panel = schedule.getPanel();
    return tiling;
  }
};

/// Loop extents: a constant (an index attribute) or, for a `?` dim, the
/// run-time size (an index value computed at the function's entry).
using Extents = SmallVector<OpFoldResult>;

/// `sizes` (static) as extents.
Extents fixedExtents(MLIRContext *ctx, ArrayRef<int64_t> sizes);

/// The dim of `sizes` whose loop the threads share: `chosen` if `sizes` has
/// it, else the first wider than 1 (a run-time size counts as wide: it is
/// never 0 or 1), else the first (one thread then runs the whole nest).
int64_t sharedDim(ArrayRef<OpFoldResult> sizes,
                  std::optional<int64_t> chosen = std::nullopt);

/// `loopNest`'s `shared` when no loop is shared.
constexpr int64_t kUnshared = -1;

/// What the threads running a function share besides the arena: a buffer of
/// `shape` (sizes as expressions of the function's symbols: a run-time size
/// gives a dynamic dim) and `element` in scratch memory every thread sees,
/// for the kernel being emitted (free for the next), their barrier (all
/// wait until all arrive), and `claim`: the next ticket (an index from 0) of
/// a counter the threads share, which every barrier sets back to 0.
struct Team {
  std::function<Value(ArrayRef<AffineExpr> shape, Type element)> scratch;
  std::function<void()> barrier;
  std::function<Value()> claim;
};

/// Emits the loops of one kernel (or of one op outside a kernel).
class Emitter {
public:
  /// `inputs` maps tensors to the buffers they are read from; `global`
  /// gives the buffer of a constant; `thread` and `threads` (this thread's
  /// index and the thread count) split each kernel's outermost loop, thread t
  /// running the t-th contiguous chunk.
  /// `size` gives the value of a run-time size (an affine expression over
  /// the function's symbols, PycShapes.h) where every kernel sees it.
  Emitter(OpBuilder &b, Location loc, DenseMap<Value, Value> &inputs,
          std::function<Value(DenseElementsAttr)> global,
          std::function<Value(AffineExpr)> size, Value thread, Value threads,
          const Team &team, IndexChecks &checks)
      : b(b), loc(loc), inputs(inputs), global(std::move(global)),
        size(std::move(size)), thread(thread), threads(threads), team(team),
        checks(checks) {}

  /// Writes each of `values` into the buffer of the same position in
  /// `outputs`; `body` is the kernel's body, if any, whose structure
  /// (reductions, a matmul) decides the loops, as `tiling` details.
  LogicalResult emit(ArrayRef<Value> values, ArrayRef<Value> outputs,
                     Block *body, const Tiling &tiling);

  /// The first error, if emission failed.
  std::optional<std::string> error;

private:
  /// One product's emission, stage by stage (Contraction.h), and one
  /// column reduction's (Reductions.cpp).
  struct Contraction;
  struct ColumnReduction;

  OpBuilder &b;
  Location loc;
  DenseMap<Value, Value> &inputs;
  std::function<Value(DenseElementsAttr)> global;
  std::function<Value(AffineExpr)> size;
  Value thread, threads;
  const Team &team;
  IndexChecks &checks;
  Memo memo;
  // Set while an index is emitted before loops it does not depend on
  // (`checkedIndex`): memoized elements then count only where they are
  // visible.
  bool hoisting = false;
  // Loops the threads share that have trips in some thread.
  DenseSet<Operation *> sharedLoops;
  // The matmul whose current row is row `rowSlot` of `row`, and the index
  // values of that row (batch dims and i).
  Value rowOf;
  SmallVector<Value> rowIndex;
  Value row, rowSlot;
  // Reduction operands the epilogue reads again (softmax's exp): the row is
  // stored in a buffer while it is reduced, and read back instead of
  // computed twice. `reducedRow` holds the reduced dims; `rowKept` the kept
  // index values of the row each buffer holds now. (In the order they are
  // made: they are freed by walking it, and the IR must not depend on
  // pointer order.)
  llvm::MapVector<Value, Value> rowBuffers;
  DenseMap<Value, SmallVector<Value>> rowKept;
  SmallVector<int64_t> reducedRow;
  // Set while a reduction's row is emitted: its reduction loops are not to
  // be unrolled by LLVM (see `keepRolled`).
  bool inRow = false;

  Value index(int64_t i) { return arith::ConstantIndexOp::create(b, loc, i); }
  Value index(OpFoldResult extent) {
    if (auto value = dyn_cast<Value>(extent))
      return value;
    return index(cast<IntegerAttr>(cast<Attribute>(extent)).getInt());
  }
  /// The extent of each dim of tensor `v`.
  Extents extents(Value v);
  /// A buffer of `extents` and `element` type, allocated here.
  Value allocate(ArrayRef<OpFoldResult> extents, Type element);
  /// The operand index of a view's element `idx` (a reshape's with
  /// run-time sizes from their values); failure where they are not known.
  FailureOr<SmallVector<Value>> viewIndex(ViewOpInterface view, ValueRange idx);
  Value element(Value v, ValueRange idx);
  Value compute(Value v, ValueRange idx);
  Value reduceInPlace(Operation *op, ValueRange kept);
  std::optional<std::pair<Value, SmallVector<Value>>>
  source(Value v, ValueRange idx, bool emit,
         std::optional<int64_t> along = std::nullopt);
  Value dotInPlace(MatmulOp op, ValueRange idx);

  void loopNest(ArrayRef<OpFoldResult> sizes,
                function_ref<void(ValueRange)> body, int64_t shared = kUnshared,
                bool interleaved = false);
  /// This thread's part [lb, ub) of [0, size) in whole steps (the last
  /// thread's ends at size).
  std::pair<Value, Value> threadRange(OpFoldResult size, int64_t step);
  scf::ForOp forLoop(OpFoldResult size, int64_t step, bool shared);
  scf::ForOp claimedLoop(OpFoldResult size, OpFoldResult step);
  void keepRolled(scf::ForOp loop);
  SmallVector<Value> reduceNest(ArrayRef<OpFoldResult> sizes, ValueRange init,
                                function_ref<SmallVector<Value>(
                                    ValueRange ivs, ValueRange acc)>
                                    body);
  Value blockedSum(
      ArrayRef<OpFoldResult> sizes, Type acc,
      function_ref<SmallVector<Value>(ValueRange ivs, ValueRange acc)> body);
  void store(Value v, Value buffer, ValueRange idx);
  Value fail(const Twine &message) {
    if (!error)
      error = message.str();
    return {};
  }

  void emitPointwise(ArrayRef<Value> values, ArrayRef<Value> outputs,
                     std::optional<int64_t> parallel = std::nullopt);
  void emitReduction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                     ArrayRef<Operation *> reductions,
                     std::optional<int64_t> parallel);
  void emitColumnReduction(ArrayRef<std::pair<Value, Value>> full,
                           ArrayRef<std::pair<Value, Value>> kept,
                           ArrayRef<std::pair<Value, Value>> keepDim,
                           ArrayRef<Operation *> reductions,
                           ArrayRef<OpFoldResult> keptSizes,
                           ArrayRef<OpFoldResult> reducedSizes,
                           ArrayRef<int64_t> reduced, int64_t split);
  void emitContraction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                       MatmulOp matmul, const Tiling &tiling);
  Value checkedIndex(Operation *op, int64_t dim, Value indices, ValueRange at,
                     int64_t size);
  void checkDivisor(Operation *op, ValueRange idx);
  void report(Location at, Value failed, int64_t check, Value index,
              int64_t size);
  bool visible(Value v);
  void emitScatterAdd(Operation *op, Value out);
  void emitCumSum(CumSumOp op, Value out);
  void emitConcat(ConcatOp op, Value out);
  void onThreads(ArrayRef<OpFoldResult> sizes, std::optional<int64_t> shared,
                 function_ref<void(ValueRange)> body);
};

} // namespace mlir::pyc::loops

#endif // PYC_CONVERSION_PYCTOLOOPS_EMITTER_H
