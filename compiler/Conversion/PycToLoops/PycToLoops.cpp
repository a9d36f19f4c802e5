//===- PycToLoops.cpp - each pyc.kernel as one loop nest on memrefs -------===//
//
// The rules are stated in Passes.td. The design is an elemental emitter:
// `Emitter::element(v, index)` emits the scalar ops that compute one element
// of the tensor `v` at `index` (SSA index values), recursively through the
// kernel body: a kernel input is a load, a pointwise op is its scalar form
// (Scalar.h), a view maps the index and asks its operand. Nothing inside a
// kernel is materialized, except the accumulator row of a matmul.
//
// Kernel structure decides where loops go and what is computed once:
//   - pointwise: one nest over the result shape;
//   - reduction: a nest over the kept dims; inside it, each reduction's own
//     loop over the reduced dims runs once, in body order (a later one may
//     read an earlier one's value), and the results are written by an inner
//     nest over the reduced dims. Reduced values are memoized by the index
//     values they were computed at, so the epilogue reads them, not
//     recomputes them;
//   - contraction: a nest over the batch dims and rows; each row of the
//     product accumulates in a buffer, in the loop order `pyc.cpu_schedule` chose
//     (`ikj` when the right operand is contiguous along j, `ijk` when it is
//     contiguous along k), then the epilogue writes the row.
// A value asked for at an index that the structure did not precompute is
// computed where it is asked (a reduction or dot product loop in place): slow
// but correct, so an unusual kernel never gives a wrong answer.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Passes.h"
#include "Conversion/Scalar.h"
#include "Conversion/ViewIndex.h"
#include "Pyc/IR/PycOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/SaveAndRestore.h"

#include <map>

namespace mlir::pyc {
#define GEN_PASS_DEF_PYCTOLOOPS
#include "Conversion/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// The memref a tensor of `type` is stored in: same shape and element type,
/// identity layout; bool is a byte, as torch.bool stores it (and LLVM's
/// lowering of i1 memrefs does not match it).
MemRefType bufferType(RankedTensorType type) {
  Type element = type.getElementType();
  if (element.isInteger(1))
    element = IntegerType::get(type.getContext(), 8);
  return MemRefType::get(type.getShape(), element);
}

/// x * y for floats or integers.
Value multiply(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::MulFOp::create(b, loc, x, y);
  return arith::MulIOp::create(b, loc, x, y);
}

/// x + y for floats or integers; on bool, x or y (torch adds bools so, and
/// so does scatter_add_along_dim).
Value add(OpBuilder &b, Location loc, Value x, Value y) {
  if (isa<FloatType>(x.getType()))
    return arith::AddFOp::create(b, loc, x, y);
  if (x.getType().isInteger(1))
    return arith::OrIOp::create(b, loc, x, y);
  return arith::AddIOp::create(b, loc, x, y);
}

/// The run-time index checks of one function (the index contract of
/// PycOps.td). A failed check reports to `slot`, a memref<4xi64> of zeros
/// until then: [failures, check number, index, size]. Each report counts
/// itself (an atomic add); the first, among threads too, writes the rest.
/// `table` lists, by check number, the checking op's name and location and
/// the dim it indexes: it becomes the function's `pyc.index_checks`, from
/// which the runtime names the op (the user's, from the location) in its
/// error. A GPU emitter can keep the same slot and table.
struct IndexChecks {
  Value slot;
  SmallVector<Attribute> table;

  int64_t add(Operation *op, int64_t dim) {
    Builder b(op->getContext());
    table.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("dim", b.getI64IntegerAttr(dim)),
         b.getNamedAttr("loc", LocationAttr(op->getLoc())),
         b.getNamedAttr("op", b.getStringAttr(op->getName().getStringRef()))}));
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

/// The dim of `sizes` whose loop the threads share: `chosen` if `sizes` has
/// it, else the first wider than 1, else the first (one thread then runs
/// the whole nest).
int64_t sharedDim(ArrayRef<int64_t> sizes,
                  std::optional<int64_t> chosen = std::nullopt) {
  if (chosen && *chosen >= 0 && *chosen < static_cast<int64_t>(sizes.size()))
    return *chosen;
  const auto *wide = llvm::find_if(sizes, [](int64_t s) { return s > 1; });
  return wide == sizes.end() ? 0 : wide - sizes.begin();
}

/// `loopNest`'s `shared` when no loop is shared.
constexpr int64_t kUnshared = -1;

/// Float sums run in blocks of at most this many elements (a row of up to
/// 4096 is one block, as before): each block's sum starts from zero, in the
/// reduction's type, reassociated (4 vectors of partial sums, so the block
/// vectorizes); the block sums are added up in f64 (f32 sums; others in
/// their accumulator type). One accumulator over a whole long row drifted
/// instead: the mean of 2M values near 1000 was off by 0.37, 3700x eager's
/// error; blocked, the error does not grow with the length.
constexpr int64_t kSumBlock = 4096;

/// Column sums (reductions over leading dims) add each row into a row of
/// accumulators, in order: rows go in blocks of this many, each summed
/// from zero, the block sums added up in f64. 100000 rows in one f32
/// accumulator each were off by 40000x eager's error... of 4e-4 relative;
/// in blocks of 256, about one rounding.
constexpr int64_t kColumnBlock = 256;

/// How a loop nest over `sizes` (`count` iterations in all) is cut into
/// blocks of at most `block` iterations: the loops from `dim` on make a
/// block, the one over `dim` cut into chunks of `chunk` iterations.
struct Blocking {
  size_t dim;
  int64_t chunk;
};

/// The blocking of a nest over `sizes`, none if it is one block: the
/// trailing loops whose iterations fit a block, with chunks of the loop
/// before them (the innermost loop itself, if it alone is too long).
std::optional<Blocking> blockingOf(ArrayRef<int64_t> sizes, int64_t block) {
  int64_t count = 1;
  for (int64_t size : sizes)
    count *= size;
  if (count <= block)
    return std::nullopt;
  size_t dim = sizes.size();
  int64_t inner = 1;
  while (inner * sizes[dim - 1] <= block)
    inner *= sizes[--dim];
  return Blocking{dim - 1, std::max<int64_t>(1, block / inner)};
}

/// The type block sums of `acc` are added up in.
Type blockSumType(OpBuilder &b, Type acc) {
  return acc.isF32() ? b.getF64Type() : acc;
}

/// Emits the loops of one kernel (or of one op outside a kernel).
class Emitter {
public:
  /// `inputs` maps tensors to the buffers they are read from; `global`
  /// gives the buffer of a constant; `thread` and `threads` (this thread's
  /// index and the thread count) split each kernel's outermost loop, thread t
  /// running the t-th contiguous chunk.
  Emitter(OpBuilder &b, Location loc, DenseMap<Value, Value> &inputs,
          std::function<Value(DenseElementsAttr)> global, Value thread,
          Value threads, IndexChecks &checks)
      : b(b), loc(loc), inputs(inputs), global(std::move(global)),
        thread(thread), threads(threads), checks(checks) {}

  /// Writes each of `values` into the buffer of the same position in
  /// `outputs`; `body` is the kernel's body, if any, whose structure
  /// (reductions, a matmul) decides the loops, as `tiling` details.
  LogicalResult emit(ArrayRef<Value> values, ArrayRef<Value> outputs,
                     Block *body, const Tiling &tiling);

  /// The first error, if emission failed.
  std::optional<std::string> error;

private:
  OpBuilder &b;
  Location loc;
  DenseMap<Value, Value> &inputs;
  std::function<Value(DenseElementsAttr)> global;
  Value thread, threads;
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
  // index values of the row each buffer holds now.
  DenseMap<Value, Value> rowBuffers;
  DenseMap<Value, SmallVector<Value>> rowKept;
  SmallVector<int64_t> reducedRow;
  // Set while a reduction's row is emitted: its reduction loops are not to
  // be unrolled by LLVM (see `keepRolled`).
  bool inRow = false;

  Value index(int64_t i) { return arith::ConstantIndexOp::create(b, loc, i); }
  Value element(Value v, ValueRange idx);
  Value compute(Value v, ValueRange idx);
  Value reduceInPlace(Operation *op, ValueRange kept);
  std::optional<std::pair<Value, SmallVector<Value>>> source(Value v,
                                                             ValueRange idx,
                                                             bool emit);
  Value dotInPlace(MatmulOp op, ValueRange idx);

  void loopNest(ArrayRef<int64_t> sizes, function_ref<void(ValueRange)> body,
                int64_t shared = kUnshared);
  scf::ForOp forLoop(int64_t size, int64_t step, bool shared);
  void keepRolled(scf::ForOp loop);
  SmallVector<Value> reduceNest(ArrayRef<int64_t> sizes, ValueRange init,
                                function_ref<SmallVector<Value>(
                                    ValueRange ivs, ValueRange acc)>
                                    body);
  Value blockedSum(
      ArrayRef<int64_t> sizes, Type acc,
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
                           ArrayRef<int64_t> keptSizes,
                           ArrayRef<int64_t> reducedSizes, int64_t split);
  void emitContraction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                       MatmulOp matmul, const Tiling &tiling);
  Value checkedIndex(Operation *op, int64_t dim, Value indices, ValueRange at,
                     int64_t size);
  bool visible(Value v);
  void emitScatterAdd(Operation *op, Value out);
  void emitCumSum(CumSumOp op, Value out);
  void emitConcat(ConcatOp op, Value out);
  void onThreads(ArrayRef<int64_t> sizes, std::optional<int64_t> shared,
                 function_ref<void(ValueRange)> body);
};

scf::ForOp Emitter::forLoop(int64_t size, int64_t step, bool shared) {
  Value lb = index(0), ub = index(size);
  if (shared) {
    int64_t trips = llvm::divideCeil(size, step);
    auto bound = [&](Value t) {
      Value first = arith::DivUIOp::create(
          b, loc, arith::MulIOp::create(b, loc, index(trips), t), threads);
      return arith::MinUIOp::create(
          b, loc, arith::MulIOp::create(b, loc, first, index(step)),
          index(size));
    };
    lb = bound(thread);
    ub = bound(arith::AddIOp::create(b, loc, thread, index(1)));
  }
  auto loop = scf::ForOp::create(b, loc, lb, ub, index(step));
  if (shared && size > 0)
    sharedLoops.insert(loop);
  return loop;
}

/// Marks a reduction loop of a row for LLVM not to unroll, but to
/// interleave 4 vectors (4 accumulators; LLVM's own choice, which it drops
/// when unrolling is off). Rows have constant lengths (768), and LLVM
/// unrolled their reduction loops fully: layer norm's two loops over x then
/// shared 48 vectors of x, spilled, and layer norm + GELU on 512x768 took
/// 6-16% longer than with rolled loops (softmax, the GPT block's parts: the
/// same). The attribute rides along to the loop's back edge (scf-to-cf moves
/// LLVM attributes there), where `llvm.br` takes it as `loop_annotation`.
void Emitter::keepRolled(scf::ForOp loop) {
  if (!inRow)
    return;
  MLIRContext *ctx = b.getContext();
  auto unroll = LLVM::LoopUnrollAttr::get(ctx, b.getBoolAttr(true), {}, {}, {},
                                          {}, {}, {});
  auto interleave = LLVM::LoopInterleaveAttr::get(ctx, b.getI32IntegerAttr(4));
  loop->setAttr("loop_annotation",
                LLVM::LoopAnnotationAttr::get(ctx, {}, {}, interleave, unroll,
                                              {}, {}, {}, {}, {}, {}, {}, {},
                                              {}, {}, {}));
}

/// Loops over `sizes`, `body` at the innermost; the loop over dim `shared`
/// (unless kUnshared) is split among the threads. The loops around it run
/// in every thread, so every element is still written by exactly one
/// thread; with no loops at all, thread 0 writes the one element.
void Emitter::loopNest(ArrayRef<int64_t> sizes,
                       function_ref<void(ValueRange)> body, int64_t shared) {
  if (sizes.empty() && shared != kUnshared) {
    auto first = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread,
                              index(0)),
        /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(first.thenBlock()->getTerminator());
    memo.push();
    body({});
    memo.pop();
    return;
  }
  SmallVector<Value> ivs;
  std::function<void(int64_t)> build = [&](int64_t d) {
    if (d == static_cast<int64_t>(sizes.size())) {
      body(ivs);
      return;
    }
    auto loop = forLoop(sizes[d], 1, d == shared);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    ivs.push_back(loop.getInductionVar());
    memo.push();
    build(d + 1);
    memo.pop();
    ivs.pop_back();
  };
  build(0);
}

SmallVector<Value> Emitter::reduceNest(
    ArrayRef<int64_t> sizes, ValueRange init,
    function_ref<SmallVector<Value>(ValueRange, ValueRange)> body) {
  SmallVector<Value> ivs;
  std::function<SmallVector<Value>(size_t, ValueRange)> build =
      [&](size_t d, ValueRange acc) -> SmallVector<Value> {
    if (d == sizes.size())
      return body(ivs, acc);
    auto loop =
        scf::ForOp::create(b, loc, index(0), index(sizes[d]), index(1), acc);
    keepRolled(loop);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(loop.getBody());
      ivs.push_back(loop.getInductionVar());
      memo.push();
      SmallVector<Value> next = build(d + 1, loop.getRegionIterArgs());
      memo.pop();
      ivs.pop_back();
      if (next.empty())
        next = SmallVector<Value>(loop.getRegionIterArgs());
      scf::YieldOp::create(b, loc, next);
    }
    return SmallVector<Value>(loop.getResults());
  };
  return build(0, init);
}

/// The float sum `body` accumulates over `sizes` (as `reduceNest` takes
/// it), in blocks (see `kSumBlock`): loops over the dims before the
/// blocking's, and over its dim in chunks, carry the sum of the blocks so
/// far in `blockSumType`; inside, a block's nest starts from zero in `acc`.
/// A sum of one block is `reduceNest`'s.
Value Emitter::blockedSum(
    ArrayRef<int64_t> sizes, Type acc,
    function_ref<SmallVector<Value>(ValueRange, ValueRange)> body) {
  Value zero = scalarConstant(b, loc, acc, 0);
  std::optional<Blocking> blocking = blockingOf(sizes, kSumBlock);
  if (!blocking)
    return reduceNest(sizes, zero, body)[0];
  size_t dim = blocking->dim;
  Type wide = blockSumType(b, acc);
  Value total = reduceNest(
      sizes.take_front(dim), scalarConstant(b, loc, wide, 0),
      [&](ValueRange outer, ValueRange blocksSoFar) -> SmallVector<Value> {
        auto chunks = scf::ForOp::create(b, loc, index(0), index(sizes[dim]),
                                         index(blocking->chunk), blocksSoFar);
        keepRolled(chunks);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(chunks.getBody());
        memo.push();
        Value start = chunks.getInductionVar();
        // A block: the chunk's iterations of dim `dim` (just `start` for a
        // chunk of one), then the dims after it.
        auto blockNest = [&](Value at, ValueRange init) {
          SmallVector<Value> ivs(outer);
          ivs.push_back(at);
          SmallVector<Value> sum =
              reduceNest(sizes.drop_front(dim + 1), init,
                         [&](ValueRange inner, ValueRange blockSum) {
                           SmallVector<Value> all(ivs);
                           all.append(inner.begin(), inner.end());
                           return body(all, blockSum);
                         });
          // Failed (the error is set): the sum so far.
          return sum.empty() ? init.front() : sum.front();
        };
        Value blockSum;
        if (blocking->chunk == 1) {
          blockSum = blockNest(start, zero);
        } else {
          Value end = arith::MinUIOp::create(
              b, loc,
              arith::AddIOp::create(b, loc, start, index(blocking->chunk)),
              index(sizes[dim]));
          auto block = scf::ForOp::create(b, loc, start, end, index(1), zero);
          keepRolled(block);
          OpBuilder::InsertionGuard blockGuard(b);
          b.setInsertionPointToStart(block.getBody());
          memo.push();
          scf::YieldOp::create(
              b, loc,
              blockNest(block.getInductionVar(), block.getRegionIterArgs()));
          memo.pop();
          blockSum = block.getResult(0);
        }
        memo.pop();
        if (wide != acc)
          blockSum = arith::ExtFOp::create(b, loc, wide, blockSum);
        Value sum = arith::AddFOp::create(b, loc, chunks.getRegionIterArgs()[0],
                                          blockSum);
        scf::YieldOp::create(b, loc, sum);
        return SmallVector<Value>(chunks.getResults());
      })[0];
  if (wide != acc)
    total = arith::TruncFOp::create(b, loc, acc, total);
  return total;
}

void Emitter::store(Value v, Value buffer, ValueRange idx) {
  if (!v)
    return;
  Type stored = cast<MemRefType>(buffer.getType()).getElementType();
  if (v.getType() != stored) // bool as a byte
    v = arith::ExtUIOp::create(b, loc, stored, v);
  memref::StoreOp::create(b, loc, v, buffer, idx);
}

Value Emitter::element(Value v, ValueRange idx) {
  Memo::Key key = Memo::key(v, idx);
  if (Value found = memo.lookup(key); found && (!hoisting || visible(found)))
    return found;
  Value result = compute(v, idx);
  if (result)
    memo.insert(key, result);
  return result;
}

Value Emitter::compute(Value v, ValueRange idx) {
  if (auto held = rowKept.find(v); held != rowKept.end()) {
    SmallVector<Value> reduced;
    bool sameRow = true;
    ArrayRef<int64_t> shape = tensorTypeOf(v).getShape();
    for (auto [d, i] : llvm::enumerate(idx)) {
      if (llvm::is_contained(reducedRow, d))
        reduced.push_back(i);
      else // the kept index, unit dims aside (see `Memo`)
        sameRow &= shape[d] == 1 || i == held->second[d - reduced.size()];
    }
    if (sameRow)
      return memref::LoadOp::create(b, loc, rowBuffers.lookup(v), reduced);
  }
  if (Value buffer = inputs.lookup(v)) {
    Value loaded = memref::LoadOp::create(b, loc, buffer, idx);
    // Bool is stored as a byte (see `bufferType`).
    if (loaded.getType() != tensorTypeOf(v).getElementType())
      loaded = arith::TruncIOp::create(b, loc, tensorTypeOf(v).getElementType(),
                                       loaded);
    return loaded;
  }
  Operation *op = v.getDefiningOp();
  if (!op)
    return fail("a kernel value with no definition");
  auto type = tensorTypeOf(v);
  Type elementType = type.getElementType();
  Location at = op->getLoc();

  if (auto constant = dyn_cast<ConstantOp>(op)) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (!dense)
      return fail("pyc.constant without dense elements");
    if (dense.isSplat())
      return arith::ConstantOp::create(b, at, dense.getSplatValue<TypedAttr>());
    inputs[v] = global(dense);
    return compute(v, idx);
  }
  if (std::optional<Value> computed = elementFromOperands(
          b, op, idx, [&](Value v, ValueRange i) { return element(v, i); })) {
    // `arcp`: where the divisor is the same all along the inner loop
    // (softmax's row sum), LLVM's LICM hoists its reciprocal and multiplies,
    // one division per row instead of one per element (ATen's softmax does
    // the same); at most one rounding more than x / y.
    if (auto div = *computed ? computed->getDefiningOp<arith::DivFOp>()
                             : nullptr)
      div.setFastmath(arith::FastMathFlags::arcp);
    return *computed ? *computed
                     : (error ? Value() : fail("no element form for " +
                                              op->getName().getStringRef()));
  }
  if (isa<GatherOp, TakeAlongDimOp>(op)) {
    // gather: result [p, j, q] reads operand [p, indices[j], q];
    // take_along_dim: result p reads operand p with indices[p] at `dim`.
    auto gather = dyn_cast<GatherOp>(op);
    Value operand = op->getOperand(0), indices = op->getOperand(1);
    int64_t dim = gather ? gather.getDim() : cast<TakeAlongDimOp>(op).getDim();
    int64_t indexRank = gather ? tensorTypeOf(indices).getRank() : 1;
    int64_t size = tensorTypeOf(operand).getDimSize(dim);
    Value where = checkedIndex(
        op, dim, indices, gather ? idx.slice(dim, indexRank) : idx, size);
    if (!where)
      return {};
    if (size == 0) // every index is out of range, and reported
      return scalarConstant(b, at, elementType, 0);
    SmallVector<Value> operandIdx;
    for (int64_t d = 0; d < tensorTypeOf(operand).getRank(); ++d)
      operandIdx.push_back(d == dim  ? where
                           : d < dim ? idx[d]
                                     : idx[d + indexRank - 1]);
    return element(operand, operandIdx);
  }
  if (isa<ReduceOp, ArgMaxOp, ArgMinOp>(op))
    return reduceInPlace(op, idx);
  if (auto matmul = dyn_cast<MatmulOp>(op)) {
    if (matmul.getResult() == rowOf &&
        llvm::equal(idx.drop_back(), ValueRange(rowIndex))) {
      // The row holds f32 sums of a bf16 or f16 product: rounded here.
      Value sum = memref::LoadOp::create(b, at, row,
                                         ValueRange{rowSlot, idx.back()});
      Type element = tensorTypeOf(matmul.getResult()).getElementType();
      return sum.getType() == element
                 ? sum
                 : arith::TruncFOp::create(b, at, element, sum).getResult();
    }
    return dotInPlace(matmul, idx);
  }
  return fail(op->getName().getStringRef() + " at " +
              [&] {
                std::string s;
                llvm::raw_string_ostream os(s);
                at.print(os);
                return s;
              }() +
              " has no loop lowering yet");
}

/// Whether a loop has constant bounds with lb < ub: it surely runs once.
static bool runsOnce(scf::ForOp loop) {
  std::optional<int64_t> lb = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> ub = getConstantIntValue(loop.getUpperBound());
  return lb && ub && *lb < *ub;
}

/// Whether `v` may be used at the builder's insertion point.
bool Emitter::visible(Value v) {
  Block *block = b.getInsertionBlock();
  Block::iterator point = b.getInsertionPoint();
  while (block) {
    if (v.getParentBlock() == block) {
      Operation *def = v.getDefiningOp();
      return !def || point == block->end() || def->isBeforeInBlock(&*point);
    }
    Operation *parent = block->getParentOp();
    if (!parent || !parent->getBlock())
      return false;
    point = Block::iterator(parent);
    block = parent->getBlock();
  }
  return false;
}

/// Index `at` of `indices`, with which `op` indexes its dim `dim` of extent
/// `size`, as an `index` in [0, size), checked against the index contract
/// (PycOps.td) by one unsigned compare (a negative index is a huge unsigned
/// one). An index out of range is reported to the error slot, and 0 is
/// used in its place, so no access leaves the tensor: the runtime raises
/// after the call and drops its results. The index and its check go before
/// the innermost loops whose induction variables `at` does not use (an
/// embedding row's columns), so that they run once per index, out of the
/// vector loop; only out of loops that run at least once, in this thread
/// (constant bounds) or, for a loop the threads share, in some thread, so
/// that no index is checked that the program does not read.
Value Emitter::checkedIndex(Operation *op, int64_t dim, Value indices,
                            ValueRange at, int64_t size) {
  OpBuilder::InsertionGuard guard(b);
  llvm::SaveAndRestore hoisted(hoisting, hoisting);
  Operation *parent = b.getInsertionBlock()->getParentOp();
  while (auto loop = dyn_cast<scf::ForOp>(parent)) {
    if (!(runsOnce(loop) || sharedLoops.contains(loop)) ||
        llvm::any_of(at, [&](Value v) {
          return loop->isAncestor(v.getParentBlock()->getParentOp());
        }))
      break;
    b.setInsertionPoint(loop);
    hoisting = true;
    parent = loop->getParentOp();
  }
  Location opLoc = op->getLoc();
  Value where = element(indices, at);
  if (!where)
    return {};
  where = arith::IndexCastOp::create(b, opLoc, b.getIndexType(), where);
  Value inRange = arith::CmpIOp::create(b, opLoc, arith::CmpIPredicate::ult,
                                        where, index(size));
  int64_t check = checks.add(op, dim);
  auto outside = scf::IfOp::create(
      b, opLoc,
      arith::XOrIOp::create(b, opLoc, inRange,
                            arith::ConstantIntOp::create(b, opLoc, 1, 1)),
      /*withElseRegion=*/false);
  {
    OpBuilder::InsertionGuard report(b);
    b.setInsertionPoint(outside.thenBlock()->getTerminator());
    Type i64 = b.getI64Type();
    auto constant = [&](int64_t v) {
      return arith::ConstantIntOp::create(b, opLoc, i64, v);
    };
    Value before = memref::AtomicRMWOp::create(
        b, opLoc, arith::AtomicRMWKind::addi, constant(1), checks.slot,
        ValueRange{index(0)});
    auto first = scf::IfOp::create(
        b, opLoc,
        arith::CmpIOp::create(b, opLoc, arith::CmpIPredicate::eq, before,
                              constant(0)),
        /*withElseRegion=*/false);
    b.setInsertionPoint(first.thenBlock()->getTerminator());
    Value fields[] = {constant(check),
                      arith::IndexCastOp::create(b, opLoc, i64, where),
                      constant(size)};
    for (auto [slot, value] : llvm::enumerate(fields))
      memref::StoreOp::create(b, opLoc, value, checks.slot,
                              ValueRange{index(slot + 1)});
  }
  return arith::SelectOp::create(b, opLoc, inRange, where, index(0));
}

/// The buffer and index that element `idx` of `v` is read from, following
/// views that keep the last dim contiguous (transposes that leave it last,
/// reshapes that keep or split it, slices with unit stride on it, broadcasts not
/// along it), so that consecutive elements along the last dim are
/// consecutive in the buffer; none if `v` is computed. With `emit` false,
/// only answers whether it is so, creating nothing.
std::optional<std::pair<Value, SmallVector<Value>>>
Emitter::source(Value v, ValueRange idx, bool emit) {
  if (Value buffer = inputs.lookup(v))
    return std::make_pair(buffer, SmallVector<Value>(idx));
  Operation *op = v.getDefiningOp();
  int64_t rank = tensorTypeOf(v).getRank();
  if (!op || rank == 0)
    return std::nullopt;
  bool keepsLast =
      TypeSwitch<Operation *, bool>(op)
          .Case([&](TransposeOp t) {
            return t.getPermutation().back() == rank - 1;
          })
          .Case([](ReshapeOp r) {
            // The last dim kept, or split (the heads of [.., 768] viewed as
            // [.., 12, 64]): a block of it stays within one operand row.
            ArrayRef<int64_t> in = tensorTypeOf(r.getOperand()).getShape();
            int64_t last = tensorTypeOf(r.getResult()).getShape().back();
            return !in.empty() && last > 0 && in.back() % last == 0;
          })
          .Case([](SliceOp s) { return s.getStride().back() == 1; })
          .Case([&](BroadcastInDimOp br) {
            ArrayRef<int64_t> dims = br.getDims();
            return !dims.empty() && dims.back() == rank - 1 &&
                   tensorTypeOf(br.getOperand()).getShape().back() ==
                       tensorTypeOf(v).getShape().back();
          })
          .Default([](Operation *) { return false; });
  if (!keepsLast)
    return std::nullopt;
  return source(op->getOperand(0),
                emit ? viewIndex(b, op, idx) : SmallVector<Value>(), emit);
}

/// Whether computing `v` needs a reduction's result (a later reduction of a
/// kernel reading an earlier one, as variance reads the mean).
bool readsReduction(Value v) {
  SmallVector<Value> stack{v};
  DenseSet<Value> seen;
  while (!stack.empty()) {
    Operation *op = stack.pop_back_val().getDefiningOp();
    if (!op || !seen.insert(op->getResult(0)).second)
      continue;
    if (isa<ReduceOp, ArgMaxOp, ArgMinOp, MatmulOp>(op))
      return true;
    llvm::append_range(stack, op->getOperands());
  }
  return false;
}

Value Emitter::reduceInPlace(Operation *op, ValueRange kept) {
  Value operand = op->getOperand(0);
  auto operandType = tensorTypeOf(operand);
  SmallVector<int64_t> reduced = getReducedDims(op);
  SmallVector<int64_t> sizes;
  for (int64_t d : reduced)
    sizes.push_back(operandType.getDimSize(d));
  Type element = operandType.getElementType();
  Location at = op->getLoc();
  if (auto reduce = dyn_cast<ReduceOp>(op)) {
    ReduceKind kind = reduce.getKind();
    Type acc = accumulatorType(
        b, element, kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    auto body = [&](ValueRange ivs, ValueRange accs) -> SmallVector<Value> {
      Value x = this->element(
          operand, mergeIndex(operandType.getRank(), reduced, kept, ivs));
      if (!x)
        return {};
      if (Value buffer = rowBuffers.lookup(operand);
          buffer && !rowKept.count(operand))
        memref::StoreOp::create(b, at, x, buffer, ivs);
      if (x.getType() != acc)
        x = arith::ExtFOp::create(b, at, acc, x);
      return {reduceCombine(b, at, kind, x, accs[0],
                            /*reassociate=*/true)};
    };
    Value result =
        kind == ReduceKind::Sum && isa<FloatType>(acc)
            ? blockedSum(sizes, acc, body)
            : reduceNest(sizes, reduceIdentity(b, at, kind, acc), body)[0];
    if (rowBuffers.count(operand) && !rowKept.count(operand))
      rowKept[operand] = SmallVector<Value>(kept);
    if (result.getType() != element)
      return arith::TruncFOp::create(b, at, element, result);
    return result;
  }
  bool isMax = isa<ArgMaxOp>(op);
  Value best = reduceIdentity(b, at, isMax ? ReduceKind::Max : ReduceKind::Min,
                              element);
  Value bestIndex = arith::ConstantIntOp::create(b, at, b.getI64Type(), 0);
  SmallVector<Value> result = reduceNest(
      sizes, {best, bestIndex},
      [&](ValueRange ivs, ValueRange accs) -> SmallVector<Value> {
        Value x = this->element(
            operand, mergeIndex(operandType.getRank(), reduced, kept, ivs));
        if (!x)
          return {};
        Value replaces = argReplaces(b, at, isMax, x, accs[0]);
        Value i = arith::IndexCastOp::create(b, at, b.getI64Type(), ivs[0]);
        return {arith::SelectOp::create(b, at, replaces, x, accs[0]),
                arith::SelectOp::create(b, at, replaces, i, accs[1])};
      });
  return result[1];
}

Value Emitter::dotInPlace(MatmulOp op, ValueRange idx) {
  auto lhsType = tensorTypeOf(op.getLhs());
  int64_t rank = lhsType.getRank(), k = lhsType.getDimSize(rank - 1);
  Type element = tensorTypeOf(op.getResult()).getElementType();
  Type acc = accumulatorType(b, element, true);
  Location at = op.getLoc();
  SmallVector<Value> result = reduceNest(
      {k}, scalarConstant(b, at, acc, 0),
      [&](ValueRange ivs, ValueRange accs) -> SmallVector<Value> {
        SmallVector<Value> lhsIdx(idx.begin(), idx.end()),
            rhsIdx(idx.begin(), idx.end());
        lhsIdx[rank - 1] = ivs[0];
        rhsIdx[rank - 2] = ivs[0];
        Value x = this->element(op.getLhs(), lhsIdx);
        Value y = this->element(op.getRhs(), rhsIdx);
        if (!x || !y)
          return {};
        if (x.getType() != acc) {
          x = arith::ExtFOp::create(b, at, acc, x);
          y = arith::ExtFOp::create(b, at, acc, y);
        }
        return {reduceCombine(b, at, ReduceKind::Sum, multiply(b, at, x, y),
                              accs[0], /*reassociate=*/true)};
      });
  return result[0];
}

void Emitter::emitPointwise(ArrayRef<Value> values, ArrayRef<Value> outputs,
                            std::optional<int64_t> parallel) {
  // One nest per distinct result shape; values of one shape share it. The
  // shared dim `parallel` is one of the first result's shape.
  SmallVector<ArrayRef<int64_t>> shapes;
  for (Value v : values)
    if (!llvm::is_contained(shapes, tensorTypeOf(v).getShape()))
      shapes.push_back(tensorTypeOf(v).getShape());
  for (auto [i, shape] : llvm::enumerate(shapes))
    loopNest(
        shape,
        [&](ValueRange ivs) {
          for (auto [v, out] : llvm::zip(values, outputs))
            if (tensorTypeOf(v).getShape() == shape)
              store(element(v, ivs), out, ivs);
        },
        sharedDim(shape, i == 0 ? parallel : std::nullopt));
}

void Emitter::emitReduction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                            ArrayRef<Operation *> reductions,
                            std::optional<int64_t> parallel) {
  Value operand = reductions.front()->getOperand(0);
  ArrayRef<int64_t> shape = tensorTypeOf(operand).getShape();
  SmallVector<int64_t> reduced = getReducedDims(reductions.front());
  SmallVector<int64_t> keptSizes, reducedSizes, keepDimShape;
  for (auto [d, s] : llvm::enumerate(shape)) {
    bool r = llvm::is_contained(reduced, d);
    (r ? reducedSizes : keptSizes).push_back(s);
    keepDimShape.push_back(r ? 1 : s);
  }
  // Results over the whole operand shape, over the kept dims, or over the
  // kept dims with unit reduced dims are written per kept index; any other
  // shape gets a nest of its own.
  SmallVector<std::pair<Value, Value>> full, kept, keepDim, other;
  for (auto [v, out] : llvm::zip(values, outputs)) {
    ArrayRef<int64_t> s = tensorTypeOf(v).getShape();
    (s == shape                     ? full
     : s == ArrayRef(keptSizes)     ? kept
     : s == ArrayRef(keepDimShape) ? keepDim
                                    : other)
        .push_back({v, out});
  }
  int64_t rank = shape.size();
  std::optional<int64_t> keptParallel;
  if (parallel && !llvm::is_contained(reduced, *parallel))
    keptParallel = llvm::count_if(
        llvm::seq<int64_t>(0, *parallel),
        [&](int64_t d) { return !llvm::is_contained(reduced, d); });
  int64_t split = sharedDim(keptSizes, keptParallel);
  // Reduced dims that lead (a bias gradient: sum over the rows) are read
  // row by row: a row of accumulators over the kept dims, not a strided
  // walk down each column. Results over the whole operand shape are written
  // in the same walk, when they need no reduction's result (a backward's
  // gradient beside the bias gradient summed from it).
  bool leading = llvm::equal(reduced, llvm::seq<int64_t>(0, reduced.size()));
  if (leading && !keptSizes.empty() &&
      llvm::all_of(reductions,
                   [](Operation *r) {
                     return isa<ReduceOp>(r) &&
                            isa<FloatType>(tensorTypeOf(r->getOperand(0))
                                               .getElementType()) &&
                            !readsReduction(r->getOperand(0));
                   }) &&
      llvm::none_of(full, [](auto pair) { return readsReduction(pair.first); })) {
    emitColumnReduction(full, kept, keepDim, reductions, keptSizes,
                        reducedSizes, split);
    for (auto [v, out] : other)
      emitPointwise({v}, {out});
    return;
  }
  // A computed float operand of a sum-like reduction that something else in
  // the kernel reads too gets a row buffer (per thread), if a row is small.
  int64_t rowSize = 1;
  for (int64_t size : reducedSizes)
    rowSize *= size;
  reducedRow = reduced;
  for (Operation *reduction : reductions) {
    Value v = reduction->getOperand(0);
    if (isa<ReduceOp>(reduction) && rowSize <= (1 << 16) &&
        isa<FloatType>(tensorTypeOf(v).getElementType()) &&
        v.getDefiningOp() && !inputs.count(v) && !v.hasOneUse() &&
        !rowBuffers.count(v))
      rowBuffers[v] = memref::AllocOp::create(
          b, loc,
          MemRefType::get(reducedSizes, tensorTypeOf(v).getElementType()));
  }
  auto rows = [&](ValueRange p) {
    llvm::SaveAndRestore rolled(inRow, true);
    rowKept.clear();
    for (Operation *reduction : reductions) {
      Value result = reduceInPlace(reduction, p);
      if (!result)
        return;
      memo.insert(Memo::key(reduction->getResult(0), p), result);
    }
    for (auto [v, out] : kept)
      store(element(v, p), out, p);
    if (!keepDim.empty()) {
      SmallVector<Value> zeros(reducedSizes.size(), index(0));
      SmallVector<Value> idx = mergeIndex(rank, reduced, p, zeros);
      for (auto [v, out] : keepDim)
        store(element(v, idx), out, idx);
    }
    if (!full.empty())
      loopNest(reducedSizes, [&](ValueRange r) {
        SmallVector<Value> idx = mergeIndex(rank, reduced, p, r);
        for (auto [v, out] : full)
          store(element(v, idx), out, idx);
      });
  };
  // `parallel` is a dim of the operand; the nest runs over the kept ones.
  loopNest(keptSizes, rows, split);
  rowKept.clear();
  for (auto [v, buffer] : rowBuffers)
    memref::DeallocOp::create(b, loc, buffer);
  rowBuffers.clear();
  for (auto [v, out] : other)
    emitPointwise({v}, {out});
}

/// Reductions over leading dims (all reduced dims before the kept ones):
/// each thread keeps accumulators for its chunk of the kept dims, adds the
/// operand's rows into them in order (the inner loop runs along contiguous
/// memory and vectorizes; results over the whole operand shape are written
/// on the way), then writes the results. The nests over the kept
/// dims split them alike, so a thread only touches its own accumulators.
/// Float sums of more than `kColumnBlock` rows take the rows in blocks:
/// their accumulators restart from zero for each block, whose sums are then
/// added into totals in `blockSumType`.
void Emitter::emitColumnReduction(ArrayRef<std::pair<Value, Value>> full,
                                  ArrayRef<std::pair<Value, Value>> kept,
                                  ArrayRef<std::pair<Value, Value>> keepDim,
                                  ArrayRef<Operation *> reductions,
                                  ArrayRef<int64_t> keptSizes,
                                  ArrayRef<int64_t> reducedSizes,
                                  int64_t split) {
  int64_t leading = reducedSizes.size();
  std::optional<Blocking> blocking = blockingOf(reducedSizes, kColumnBlock);
  SmallVector<ReduceOp> reduces;
  // Per reduction: the accumulators, and the totals of blocked sums (else
  // null).
  SmallVector<Value> accumulators, totals;
  for (Operation *op : reductions) {
    auto reduce = cast<ReduceOp>(op);
    ReduceKind kind = reduce.getKind();
    Type acc = accumulatorType(
        b, tensorTypeOf(reduce.getOperand()).getElementType(),
        kind == ReduceKind::Sum || kind == ReduceKind::Prod);
    reduces.push_back(reduce);
    accumulators.push_back(
        memref::AllocOp::create(b, loc, MemRefType::get(keptSizes, acc)));
    totals.push_back(
        blocking && kind == ReduceKind::Sum && isa<FloatType>(acc)
            ? memref::AllocOp::create(
                  b, loc, MemRefType::get(keptSizes, blockSumType(b, acc)))
                  .getResult()
            : Value());
  }
  auto elementOf = [](Value buffer) {
    return cast<MemRefType>(buffer.getType()).getElementType();
  };
  // Sets the accumulators (`blocksOnly`: those of blocked sums) to their
  // identity and, at first, the totals to zero.
  auto reset = [&](bool blocksOnly) {
    loopNest(
        keptSizes,
        [&](ValueRange p) {
          for (auto [reduce, buffer, total] :
               llvm::zip(reduces, accumulators, totals)) {
            if (blocksOnly && !total)
              continue;
            memref::StoreOp::create(
                b, loc,
                reduceIdentity(b, loc, reduce.getKind(), elementOf(buffer)),
                buffer, p);
            if (total && !blocksOnly)
              memref::StoreOp::create(
                  b, loc, scalarConstant(b, loc, elementOf(total), 0), total,
                  p);
          }
        },
        split);
  };
  // Adds row `r` of each operand into its accumulators, and writes row `r`
  // of the results over the whole operand shape.
  auto addRow = [&](ValueRange r) {
    loopNest(
        keptSizes,
        [&](ValueRange p) {
          SmallVector<Value> idx(r.begin(), r.end());
          idx.append(p.begin(), p.end());
          for (auto [v, out] : full)
            store(element(v, idx), out, idx);
          for (auto [reduce, buffer] : llvm::zip(reduces, accumulators)) {
            Value x = element(reduce.getOperand(), idx);
            if (!x)
              return;
            Value acc = memref::LoadOp::create(b, loc, buffer, p);
            if (x.getType() != acc.getType())
              x = arith::ExtFOp::create(b, loc, acc.getType(), x);
            memref::StoreOp::create(
                b, loc,
                reduceCombine(b, loc, reduce.getKind(), x, acc,
                              /*reassociate=*/false),
                buffer, p);
          }
        },
        split);
  };
  reset(/*blocksOnly=*/false);
  if (!blocking) {
    loopNest(reducedSizes, addRow);
  } else {
    size_t dim = blocking->dim;
    loopNest(reducedSizes.take_front(dim), [&](ValueRange outer) {
      auto chunks = scf::ForOp::create(
          b, loc, index(0), index(reducedSizes[dim]), index(blocking->chunk));
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(chunks.getBody()->getTerminator());
      memo.push();
      reset(/*blocksOnly=*/true);
      // The block's rows: the chunk's iterations of dim `dim` (just `start`
      // for a chunk of one), then the dims after it.
      auto blockNest = [&](Value at) {
        SmallVector<Value> rows(outer);
        rows.push_back(at);
        loopNest(reducedSizes.drop_front(dim + 1), [&](ValueRange inner) {
          SmallVector<Value> r(rows);
          r.append(inner.begin(), inner.end());
          addRow(r);
        });
      };
      Value start = chunks.getInductionVar();
      if (blocking->chunk == 1) {
        blockNest(start);
      } else {
        Value end = arith::MinUIOp::create(
            b, loc,
            arith::AddIOp::create(b, loc, start, index(blocking->chunk)),
            index(reducedSizes[dim]));
        auto block = scf::ForOp::create(b, loc, start, end, index(1));
        OpBuilder::InsertionGuard blockGuard(b);
        b.setInsertionPoint(block.getBody()->getTerminator());
        memo.push();
        blockNest(block.getInductionVar());
        memo.pop();
      }
      // The block's sums into the totals.
      loopNest(
          keptSizes,
          [&](ValueRange p) {
            for (auto [buffer, total] : llvm::zip(accumulators, totals)) {
              if (!total)
                continue;
              Value sum = memref::LoadOp::create(b, loc, buffer, p);
              if (sum.getType() != elementOf(total))
                sum = arith::ExtFOp::create(b, loc, elementOf(total), sum);
              memref::StoreOp::create(
                  b, loc,
                  arith::AddFOp::create(
                      b, loc, memref::LoadOp::create(b, loc, total, p), sum),
                  total, p);
            }
          },
          split);
      memo.pop();
    });
  }
  loopNest(
      keptSizes,
      [&](ValueRange p) {
        for (auto [reduce, buffer, total] :
             llvm::zip(reduces, accumulators, totals)) {
          Value result =
              memref::LoadOp::create(b, loc, total ? total : buffer, p);
          Type element = tensorTypeOf(reduce.getResult()).getElementType();
          if (result.getType() != element)
            result = arith::TruncFOp::create(b, loc, element, result);
          memo.insert(Memo::key(reduce.getResult(), p), result);
        }
        for (auto [v, out] : kept)
          store(element(v, p), out, p);
        SmallVector<Value> idx(leading, index(0));
        idx.append(p.begin(), p.end());
        for (auto [v, out] : keepDim)
          store(element(v, idx), out, idx);
      },
      split);
  for (Value buffer : llvm::concat<Value>(accumulators, totals))
    if (buffer)
      memref::DeallocOp::create(b, loc, buffer);
}

/// Register blocks (`tiling.rows` x `tiling.cols`, pyc-tile's) in the loop
/// order pyc-tile chose: ijk, dot products along k of `rows` rows of the left
/// operand against `cols` rows of the (transposed) right, their sums
/// reassociable so LLVM vectorizes them; ikj, `rows` x `cols` accumulators
/// in vector registers (vector<cols>), one vector load of the right operand
/// a k step for all rows, where it is read from memory (else dot products
/// one column at a time).
///
/// The columns go in panels of `tiling.panel` (pyc-tile's cache block): all
/// row blocks take one panel of the right operand before the next, so the
/// panel is read from cache, not memory, by every row block after the
/// first. For ikj each thread first packs the panel into strips of `cols`
/// columns, k contiguous: read in place, a strip's k rows lie a whole row
/// of the operand apart, and with a stride such as 768 f32 (3 KiB) they
/// fall into a few cache sets and evict each other (512x768 @ 768x3072:
/// 154 ms in place, 13-17 ms packed).
void Emitter::emitContraction(ArrayRef<Value> values, ArrayRef<Value> outputs,
                              MatmulOp matmul, const Tiling &tiling) {
  auto type = tensorTypeOf(matmul.getResult());
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rank = shape.size(), m = shape[rank - 2], n = shape.back();
  int64_t k = tensorTypeOf(matmul.getLhs()).getShape().back();
  bool dot = tiling.order == LoopOrder::IJK;
  int64_t rows = std::min(tiling.rows, m);
  int64_t cols = std::min(tiling.cols, n);
  int64_t vectorCols = tiling.cols;
  Type acc = accumulatorType(b, type.getElementType(), true);
  // ikj with vector blocks: the right operand is read in strips of
  // vectorCols columns, f32 accumulators in vector registers. In place where
  // it is f32 in memory, contiguous along j; else (another layout, a
  // narrower type, computed in the kernel) from strips packed element by
  // element. With one block of rows, reading in place costs no more than
  // packing would.
  bool strips = !dot && vectorCols > 1 && n >= vectorCols && acc.isF32();
  bool inPlace = strips &&
                 tensorTypeOf(matmul.getRhs()).getElementType() == acc &&
                 source(matmul.getRhs(), {}, /*emit=*/false).has_value();
  bool pack = strips && !(inPlace && m <= rows);
  int64_t panel = tiling.panel > 0 && tiling.panel < n ? tiling.panel : n;
  if (strips && panel < n)
    panel = std::max(vectorCols, panel / vectorCols * vectorCols);
  SmallVector<std::pair<Value, Value>> rowWise, other;
  for (auto [v, out] : llvm::zip(values, outputs))
    (tensorTypeOf(v).getShape() == shape ? rowWise : other).push_back({v, out});
  if (m == 0 || n == 0)
    rowWise.clear(); // nothing to write; `other` still gets its nests
  Value zero = scalarConstant(b, loc, acc, 0);
  Location at = matmul.getLoc();
  auto widen = [&](Value x) {
    return x && x.getType() != acc ? arith::ExtFOp::create(b, at, acc, x) : x;
  };
  auto add = [&](Value x, Value y) { return arith::AddIOp::create(b, at, x, y); };
  auto mul = [&](Value x, Value y) { return arith::MulIOp::create(b, at, x, y); };
  auto vectorType = VectorType::get({vectorCols}, acc);
  if (!rowWise.empty()) {
    row = memref::AllocOp::create(b, loc, MemRefType::get({rows, n}, acc));
    Value packed;
    if (pack)
      packed = memref::AllocOp::create(
          b, loc, MemRefType::get({panel / vectorCols, k, vectorCols}, acc));
    ArrayRef<int64_t> batchSizes = shape.drop_back(2);
    // Threads share a batch dim (pyc-tile's, else the first wider than 1)
    // or else the blocks of rows (dim rank - 2).
    int64_t split = rank - 2;
    if (tiling.parallel && *tiling.parallel <= rank - 2)
      split = *tiling.parallel;
    else if (llvm::any_of(batchSizes, [](int64_t s) { return s > 1; }))
      split = sharedDim(batchSizes);
    bool batchShared = split < rank - 2;
    auto rowBlocks = [&](ValueRange batch) {
      // The index of an operand's element (r, c) in this batch.
      auto batched = [&](Value r, Value c) {
        SmallVector<Value> idx(batch.begin(), batch.end());
        idx.append({r, c});
        return idx;
      };
      auto lhsAt = [&](Value i, Value kk) {
        return widen(element(matmul.getLhs(), batched(i, kk)));
      };
      auto rhsAt = [&](Value kk, Value j) {
        return widen(element(matmul.getRhs(), batched(kk, j)));
      };
      // A vector of the right operand at (kk, j), read in place.
      auto rhsVector = [&](Value kk, Value j) {
        auto [buffer, idx] = *source(matmul.getRhs(), batched(kk, j), true);
        return vector::LoadOp::create(b, at, vectorType, buffer, idx);
      };
      auto panels = scf::ForOp::create(b, at, index(0), index(n), index(panel));
      OpBuilder::InsertionGuard panelGuard(b);
      b.setInsertionPoint(panels.getBody()->getTerminator());
      memo.push();
      Value j0 = panels.getInductionVar();
      Value width = arith::MinUIOp::create(
          b, at, index(panel), arith::SubIOp::create(b, at, index(n), j0));
      // Whole vector strips of the panel, then its leftover columns.
      Value stripCount = strips ? arith::DivUIOp::create(b, at, width,
                                                         index(vectorCols))
                                : index(0);
      Value whole = mul(stripCount, index(vectorCols));
      if (pack) {
        // One loop over (strip, k), not two nested: LLVM fully unrolls
        // short nested loops with constant trip counts, and the panel's
        // copy then took more compile time than the product. A row of a
        // strip is one vector load where the operand is contiguous along j;
        // else its elements one by one (a transposed operand, x @ w.T, is
        // then read from vectorCols rows of it at once, each along k).
        auto copy = scf::ForOp::create(b, at, index(0),
                                       mul(stripCount, index(k)), index(1));
        OpBuilder::InsertionGuard packGuard(b);
        b.setInsertionPoint(copy.getBody()->getTerminator());
        memo.push();
        Value t = copy.getInductionVar();
        Value s = arith::DivUIOp::create(b, at, t, index(k));
        Value kk = arith::RemUIOp::create(b, at, t, index(k));
        Value j = add(j0, mul(s, index(vectorCols)));
        if (inPlace) {
          vector::StoreOp::create(b, at, rhsVector(kk, j), packed,
                                  ValueRange{s, kk, index(0)});
        } else {
          auto column = scf::ForOp::create(b, at, index(0), index(vectorCols),
                                           index(1));
          b.setInsertionPoint(column.getBody()->getTerminator());
          memo.push();
          Value c = column.getInductionVar();
          if (Value y = rhsAt(kk, add(j, c)))
            memref::StoreOp::create(b, at, y, packed, ValueRange{s, kk, c});
          memo.pop();
        }
        memo.pop();
      }
      auto block = forLoop(m, rows, /*shared=*/!batchShared);
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(block.getBody()->getTerminator());
      memo.push();
      Value i0 = block.getInductionVar();
      // The last block may be partial: its missing rows repeat row m - 1,
      // computed but not written.
      SmallVector<Value> is;
      for (int64_t r = 0; r < rows; ++r)
        is.push_back(
            arith::MinUIOp::create(b, at, add(i0, index(r)), index(m - 1)));
      // Columns [from, to) in blocks of `width`: each block is rows x width
      // dot products along k, accumulated in registers, then stored into
      // the row buffer. The last block of a dot product may be partial: its
      // missing columns repeat column to - 1.
      auto columns = [&](Value from, Value to, int64_t width,
                         bool reassociate) {
        auto block = scf::ForOp::create(b, at, from, to, index(width));
        OpBuilder::InsertionGuard colGuard(b);
        b.setInsertionPoint(block.getBody()->getTerminator());
        memo.push();
        Value last = arith::SubIOp::create(b, at, to, index(1));
        SmallVector<Value> js;
        for (int64_t c = 0; c < width; ++c) {
          Value j = add(block.getInductionVar(), index(c));
          js.push_back(width > 1 ? arith::MinUIOp::create(b, at, j, last) : j);
        }
        SmallVector<Value> init(rows * width, zero);
        SmallVector<Value> sums = reduceNest(
            {k}, init, [&](ValueRange kk, ValueRange accs) {
              SmallVector<Value> x, y, next;
              for (Value i : is)
                x.push_back(lhsAt(i, kk[0]));
              for (Value j : js)
                y.push_back(rhsAt(kk[0], j));
              if (llvm::is_contained(x, Value()) ||
                  llvm::is_contained(y, Value()))
                return next;
              for (int64_t r = 0; r < rows; ++r)
                for (int64_t c = 0; c < width; ++c)
                  next.push_back(reduceCombine(
                      b, at, ReduceKind::Sum, multiply(b, at, x[r], y[c]),
                      accs[r * width + c], reassociate));
              return next;
            });
        for (int64_t r = 0; r < rows; ++r)
          for (int64_t c = 0; c < width; ++c)
            memref::StoreOp::create(b, at, sums[r * width + c], row,
                                    ValueRange{index(r), js[c]});
        memo.pop();
      };
      Value end = add(j0, width);
      if (dot) {
        // Right operand contiguous along k: the k loop vectorizes, its sums
        // reassociated.
        columns(j0, end, cols, /*reassociate=*/true);
      } else if (strips) {
        // rows x vectorCols accumulators in vector registers, one vector
        // load of the right operand (its packed strip, or in place) a k step
        // for all rows; leftover columns one at a time.
        auto strip = scf::ForOp::create(b, at, index(0), stripCount, index(1));
        {
          OpBuilder::InsertionGuard colGuard(b);
          b.setInsertionPoint(strip.getBody()->getTerminator());
          memo.push();
          Value s = strip.getInductionVar();
          Value j = add(j0, mul(s, index(vectorCols)));
          Value vzero = arith::ConstantOp::create(
              b, at, DenseElementsAttr::get(vectorType, b.getZeroAttr(acc)));
          SmallVector<Value> init(rows, vzero);
          SmallVector<Value> sums = reduceNest(
              {k}, init, [&](ValueRange kk, ValueRange accs) {
                SmallVector<Value> next;
                Value y = pack ? vector::LoadOp::create(
                                     b, at, vectorType, packed,
                                     ValueRange{s, kk[0], index(0)})
                               : rhsVector(kk[0], j);
                for (auto [r, i] : llvm::enumerate(is)) {
                  Value x = lhsAt(i, kk[0]);
                  if (!x)
                    return SmallVector<Value>();
                  next.push_back(vector::FMAOp::create(
                      b, at, vector::BroadcastOp::create(b, at, vectorType, x),
                      y, accs[r]));
                }
                return next;
              });
          for (int64_t r = 0; r < rows; ++r)
            vector::StoreOp::create(b, at, sums[r], row,
                                    ValueRange{index(r), j});
          memo.pop();
        }
        columns(add(j0, whole), end, 1, /*reassociate=*/false);
      } else {
        // Right operand computed in the kernel: a dot product per element,
        // in order along k.
        columns(j0, end, 1, /*reassociate=*/false);
      }
      // The epilogue, row by row, for the rows of this block that exist,
      // over the panel's columns.
      Value count = arith::MinUIOp::create(
          b, at, index(rows), arith::SubIOp::create(b, at, index(m), i0));
      auto rowLoop = scf::ForOp::create(b, at, index(0), count, index(1));
      OpBuilder::InsertionGuard rowGuard(b);
      b.setInsertionPoint(rowLoop.getBody()->getTerminator());
      memo.push();
      rowSlot = rowLoop.getInductionVar();
      rowOf = matmul.getResult();
      rowIndex.assign(batch.begin(), batch.end());
      rowIndex.push_back(add(i0, rowSlot));
      auto colLoop = scf::ForOp::create(b, at, j0, end, index(1));
      b.setInsertionPoint(colLoop.getBody()->getTerminator());
      memo.push();
      SmallVector<Value> idx(rowIndex);
      idx.push_back(colLoop.getInductionVar());
      for (auto [v, out] : rowWise)
        store(element(v, idx), out, idx);
      rowOf = {};
      memo.pop();
      memo.pop();
      memo.pop();
      memo.pop();
    };
    loopNest(batchSizes, rowBlocks, batchShared ? split : kUnshared);
    memref::DeallocOp::create(b, loc, row);
    if (packed)
      memref::DeallocOp::create(b, loc, packed);
  }
  for (auto [v, out] : other)
    emitPointwise({v}, {out});
}

LogicalResult Emitter::emit(ArrayRef<Value> values, ArrayRef<Value> outputs,
                            Block *body, const Tiling &tiling) {
  // Opaque ops (a kernel of their own, see pyc-fuse) have loops of their own.
  if (values.size() == 1) {
    Operation *def = values[0].getDefiningOp();
    if (isa_and_nonnull<ScatterAddOp, ScatterAddAlongDimOp>(def)) {
      emitScatterAdd(def, outputs[0]);
      return success(!error);
    }
    if (auto cumsum = dyn_cast_or_null<CumSumOp>(def)) {
      emitCumSum(cumsum, outputs[0]);
      return success(!error);
    }
    if (auto concat = dyn_cast_or_null<ConcatOp>(def)) {
      emitConcat(concat, outputs[0]);
      return success(!error);
    }
  }
  SmallVector<Operation *> reductions;
  MatmulOp matmul;
  if (body)
    for (Operation &op : *body) {
      if (isa<ReduceOp, ArgMaxOp, ArgMinOp>(op))
        reductions.push_back(&op);
      if (auto m = dyn_cast<MatmulOp>(op))
        matmul = matmul ? MatmulOp() : m;
    }
  // The structured paths need every reduction over one operand shape and
  // one set of reduced dims; otherwise each value is computed where asked.
  bool sameReduction =
      !reductions.empty() &&
      llvm::all_of(reductions, [&](Operation *r) {
        return tensorTypeOf(r->getOperand(0)).getShape() ==
                   tensorTypeOf(reductions[0]->getOperand(0)).getShape() &&
               getReducedDims(r) == getReducedDims(reductions[0]);
      });
  if (matmul && reductions.empty() &&
      isa<FloatType>(tensorTypeOf(matmul.getResult()).getElementType()))
    emitContraction(values, outputs, matmul, tiling);
  else if (sameReduction && !matmul)
    emitReduction(values, outputs, reductions, tiling.parallel);
  else
    emitPointwise(values, outputs, tiling.parallel);
  return success(!error);
}

/// The nest over `sizes`, its loop `shared` split among the threads; with
/// none shared, thread 0 runs all of it.
void Emitter::onThreads(ArrayRef<int64_t> sizes, std::optional<int64_t> shared,
                        function_ref<void(ValueRange)> body) {
  if (shared) {
    loopNest(sizes, body, *shared);
    return;
  }
  auto first = scf::IfOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, thread, index(0)),
      /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(first.thenBlock()->getTerminator());
  loopNest(sizes, body, kUnshared);
}

/// The first dim of `shape` but `dim` that threads can split (wider than 1).
static std::optional<int64_t> splitDimBut(ArrayRef<int64_t> shape, int64_t dim) {
  for (auto [d, size] : llvm::enumerate(shape))
    if (static_cast<int64_t>(d) != dim && size > 1)
      return d;
  return std::nullopt;
}

/// `out` = init, then each update added at its index in update order
/// (scatter_add, scatter_add_along_dim). The threads split a dim other than
/// the scattered one, alike in both nests (so each adds only into elements
/// it copied), and no two add into one element: repeated indices add in
/// order. With no such dim, thread 0 does it all. Indices are checked as
/// `checkedIndex` says; a bad one adds nothing.
void Emitter::emitScatterAdd(Operation *op, Value out) {
  auto along = dyn_cast<ScatterAddAlongDimOp>(op);
  Value init = op->getOperand(0), indices = op->getOperand(1),
        updates = op->getOperand(2);
  ArrayRef<int64_t> shape = tensorTypeOf(init).getShape();
  ArrayRef<int64_t> updateShape = tensorTypeOf(updates).getShape();
  int64_t dim = along ? along.getDim() : cast<ScatterAddOp>(op).getDim();
  // Update dims: scatter_add's are init's with the index dims for `dim`;
  // scatter_add_along_dim's are init's dims, maybe shorter.
  int64_t indexRank = along ? 1 : tensorTypeOf(indices).getRank();
  std::optional<int64_t> split;
  for (auto [d, size] : llvm::enumerate(shape))
    if (static_cast<int64_t>(d) != dim && size > 1 &&
        (!along || updateShape[d] == size)) {
      split = d;
      break;
    }
  onThreads(shape, split,
            [&](ValueRange ivs) { store(element(init, ivs), out, ivs); });
  std::optional<int64_t> updatesSplit;
  if (split)
    updatesSplit = *split < dim ? *split : *split - 1 + indexRank;
  Type elementType = tensorTypeOf(init).getElementType();
  onThreads(updateShape, updatesSplit, [&](ValueRange ivs) {
    Value where = checkedIndex(op, dim, indices,
                               along ? ivs : ivs.slice(dim, indexRank),
                               shape[dim]);
    Value update = element(updates, ivs);
    if (!where || !update || shape[dim] == 0)
      return; // nothing to add into: every index was reported
    SmallVector<Value> target(ivs.take_front(dim));
    target.push_back(where);
    llvm::append_range(target, ivs.drop_front(dim + indexRank));
    Value old = memref::LoadOp::create(b, loc, out, target);
    if (old.getType() != elementType) // bool, stored as a byte
      old = arith::TruncIOp::create(b, loc, elementType, old);
    store(add(b, loc, old, update), out, target);
  });
}

/// A concat kernel: one nest per input over the input's own elements, each
/// written at its offset along `dim`. (Computed per result element, as a
/// fused reader computes a concat, each element would read every input and
/// select one: a split's gradient joined this way ran at a quarter of a
/// copy's speed.)
void Emitter::emitConcat(ConcatOp op, Value out) {
  int64_t dim = op.getDim(), offset = 0;
  for (Value input : op.getInputs()) {
    ArrayRef<int64_t> shape = tensorTypeOf(input).getShape();
    memo.push();
    loopNest(
        shape,
        [&](ValueRange ivs) {
          SmallVector<Value> at(ivs);
          at[dim] = arith::AddIOp::create(b, loc, ivs[dim], index(offset));
          store(element(input, ivs), out, at);
        },
        sharedDim(shape));
    memo.pop();
    offset += shape[dim];
  }
}

/// A running sum along `dim`, one sequential loop per line; the threads
/// split another dim. Sums accumulate as torch's CPU cumsum does: f32 in
/// f64, bf16 and f16 in f32, integers in their type.
void Emitter::emitCumSum(CumSumOp op, Value out) {
  ArrayRef<int64_t> shape = tensorTypeOf(op.getResult()).getShape();
  int64_t dim = op.getDim();
  Type elementType = tensorTypeOf(op.getResult()).getElementType();
  Type acc = elementType;
  if (elementType.isF32())
    acc = b.getF64Type();
  else if (elementType.isBF16() || elementType.isF16())
    acc = b.getF32Type();
  SmallVector<int64_t> lines(shape);
  lines.erase(lines.begin() + dim);
  std::optional<int64_t> split = splitDimBut(shape, dim);
  if (split && *split > dim)
    --*split;
  onThreads(lines, split, [&](ValueRange ivs) {
    Value zero = isa<FloatType>(acc)
                     ? arith::ConstantOp::create(b, loc, b.getFloatAttr(acc, 0.0))
                           .getResult()
                     : arith::ConstantIntOp::create(b, loc, acc, 0).getResult();
    auto loop = scf::ForOp::create(b, loc, index(0), index(shape[dim]),
                                   index(1), ValueRange{zero});
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    memo.push();
    SmallVector<Value> idx(ivs);
    idx.insert(idx.begin() + dim, loop.getInductionVar());
    Value x = element(op.getOperand(), idx);
    Value sum = loop.getRegionIterArgs()[0];
    if (x) {
      if (acc != elementType)
        x = arith::ExtFOp::create(b, loc, acc, x);
      sum = add(b, loc, sum, x);
      Value result = acc == elementType ? sum
                                    : arith::TruncFOp::create(b, loc, elementType, sum)
                                          .getResult();
      store(result, out, idx);
    }
    memo.pop();
    scf::YieldOp::create(b, loc, sum);
  });
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

/// Waits until all `threads` threads have arrived (a sense-reversing
/// barrier on `sync` = [count, generation]); nothing when there is one.
/// The last to arrive resets the count before it bumps the generation, so
/// no thread can arrive at the next barrier before the count is reset.
void barrier(OpBuilder &b, Location loc, Value sync, Value threads) {
  Type i64 = b.getI64Type();
  auto c = [&](int64_t v) { return arith::ConstantIntOp::create(b, loc, i64, v); };
  auto idx = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  auto atomic = [&](arith::AtomicRMWKind kind, Value value, int64_t slot) {
    return memref::AtomicRMWOp::create(b, loc, kind, value, sync,
                                       ValueRange{idx(slot)})
        .getResult();
  };
  Value many = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                     threads, idx(1));
  auto ifMany = scf::IfOp::create(b, loc, many, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifMany.thenBlock()->getTerminator());
  Value generation = atomic(arith::AtomicRMWKind::addi, c(0), 1);
  Value arrived = arith::AddIOp::create(
      b, loc, atomic(arith::AtomicRMWKind::addi, c(1), 0), c(1));
  Value last = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, arrived,
      arith::IndexCastOp::create(b, loc, i64, threads));
  auto ifLast = scf::IfOp::create(b, loc, last, /*withElseRegion=*/true);
  b.setInsertionPoint(ifLast.thenBlock()->getTerminator());
  atomic(arith::AtomicRMWKind::assign, c(0), 0);
  atomic(arith::AtomicRMWKind::addi, c(1), 1);
  b.setInsertionPoint(ifLast.elseBlock()->getTerminator());
  auto wait = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
  Block *before = b.createBlock(&wait.getBefore());
  Value now = atomic(arith::AtomicRMWKind::addi, c(0), 1);
  scf::ConditionOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, now, generation),
      ValueRange{});
  Block *after = b.createBlock(&wait.getAfter());
  b.setInsertionPointToEnd(after);
  scf::YieldOp::create(b, loc);
}

/// Rewrites one function on tensors into a function on memrefs.
class FunctionLowering {
public:
  FunctionLowering(func::FuncOp func, SymbolTable &symbols)
      : func(func), symbols(symbols) {}
  LogicalResult run();

private:
  func::FuncOp func;
  SymbolTable &symbols;
  DenseMap<Value, Value> buffers;
  DenseMap<Attribute, Value> globals;

  Value globalFor(OpBuilder &b, DenseElementsAttr value);
};

/// A private constant global holding `value` (bool as bytes), read once per
/// function.
Value FunctionLowering::globalFor(OpBuilder &b, DenseElementsAttr value) {
  if (Value found = globals.lookup(value))
    return found;
  auto type = cast<RankedTensorType>(value.getType());
  if (type.getElementType().isInteger(1))
    value = value.mapValues(b.getI8Type(),
                            [](const APInt &bit) { return bit.zext(8); });
  auto memrefType = bufferType(type);
  OpBuilder moduleBuilder(func);
  auto global = memref::GlobalOp::create(
      moduleBuilder, func.getLoc(), "__pyc_constant", moduleBuilder.getStringAttr("private"),
      memrefType, value, /*constant=*/true, /*alignment=*/nullptr);
  symbols.insert(global);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&func.getBody().front());
  Value read = memref::GetGlobalOp::create(b, func.getLoc(), memrefType,
                                           global.getSymName());
  globals[value] = read;
  return read;
}

LogicalResult FunctionLowering::run() {
  FunctionType type = func.getFunctionType();
  Block &entry = func.getBody().front();
  auto ret = cast<func::ReturnOp>(entry.getTerminator());
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults())) {
    auto tensor = dyn_cast<RankedTensorType>(t);
    if (!tensor || !tensor.hasStaticShape())
      return func.emitError("pyc-to-loops: only statically shaped tensors "
                            "are supported, got ")
             << t;
  }
  // New signature: inputs, then one output buffer per result, then the
  // arena if the memory plan made one.
  Location loc = func.getLoc();
  OpBuilder b(func.getContext());
  SmallVector<Type> inputs;
  for (Type t : type.getInputs())
    inputs.push_back(bufferType(cast<RankedTensorType>(t)));
  for (Type t : type.getResults())
    inputs.push_back(bufferType(cast<RankedTensorType>(t)));
  auto *pyc = func.getContext()->getLoadedDialect<PycDialect>();
  PycDialect::PlacementAttrHelper placement = pyc->getPlacementAttrHelper();
  MemoryPlanAttr plan = pyc->getMemoryPlanAttrHelper().getAttr(func);
  int64_t arenaBytes = plan ? plan.getArena() : 0;
  if (arenaBytes > 0)
    inputs.push_back(MemRefType::get({arenaBytes}, b.getI8Type()));
  // The threads' barrier (a count and a generation, zero at first), the
  // index checks' error slot (see `IndexChecks`), this thread's index and
  // the thread count.
  inputs.push_back(MemRefType::get({2}, b.getI64Type()));
  inputs.push_back(MemRefType::get({4}, b.getI64Type()));
  inputs.append({b.getIndexType(), b.getIndexType()});
  unsigned numInputs = type.getNumInputs(), numResults = type.getNumResults();
  SmallVector<Value> oldArgs(entry.getArguments());
  for (Type t : inputs)
    entry.addArgument(t, loc);
  for (auto [old, memref] : llvm::zip(oldArgs, entry.getArguments().drop_front(
                                                   numInputs)))
    buffers[old] = memref;
  SmallVector<Value> outArgs(
      entry.getArguments().slice(2 * numInputs, numResults));
  Value arena = arenaBytes > 0 ? entry.getArgument(2 * numInputs + numResults)
                               : Value();
  Value sync = entry.getArgument(entry.getNumArguments() - 4);
  IndexChecks checks{entry.getArgument(entry.getNumArguments() - 3), {}};
  Value thread = entry.getArgument(entry.getNumArguments() - 2);
  Value threads = entry.getArgument(entry.getNumArguments() - 1);

  // A returned op result is written straight into its output buffer.
  DenseMap<Value, Value> outputOf;
  for (auto [value, out] : llvm::zip(ret.getOperands(), outArgs))
    if (value.getDefiningOp() && !isa<ConstantOp>(value.getDefiningOp()) &&
        !outputOf.count(value))
      outputOf[value] = out;
  // A returned reshape of an op result (pyc-fuse leaves such a reshape
  // outside kernels): the op writes straight into the output, viewed in the
  // op's shape, since a reshape of row-major data moves nothing; the
  // reshape itself then emits nothing.
  DenseSet<Value> viewsOfOutputs;
  for (auto [value, out] : llvm::zip(ret.getOperands(), outArgs)) {
    auto reshape = value.getDefiningOp<ReshapeOp>();
    Value source = reshape ? reshape.getOperand() : Value();
    Operation *producer = source ? source.getDefiningOp() : nullptr;
    if (!producer || isa<ConstantOp>(producer) || outputOf.count(source) ||
        outputOf.lookup(value) != out)
      continue;
    MemRefType type = bufferType(tensorTypeOf(source));
    auto [strides, offset] = type.getStridesAndOffset();
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&entry);
    outputOf[source] = memref::ReinterpretCastOp::create(
        b, loc, type, out, offset, type.getShape(), strides);
    viewsOfOutputs.insert(value);
  }

  auto emitterAt = [&](Location at, DenseMap<Value, Value> &inputs) {
    return Emitter(
        b, at, inputs, [&](DenseElementsAttr v) { return globalFor(b, v); },
        thread, threads, checks);
  };
  SmallVector<Value> temporaries;
  SmallVector<Operation *> done;
  for (Operation &op : llvm::make_early_inc_range(entry.without_terminator())) {
    b.setInsertionPoint(&op);
    if (isa<ConstantOp>(op) || !isa<PycDialect>(op.getDialect()))
      continue; // read where used, from a global or as a splat; or ours
    if (op.getNumResults() == 1 && viewsOfOutputs.contains(op.getResult(0))) {
      buffers[op.getResult(0)] = outputOf.lookup(op.getResult(0));
      continue;
    }
    // Result buffers: the output, the arena slot the plan gave, or a
    // temporary freed at the end.
    PlacementAttr placed = placement.getAttr(&op);
    SmallVector<Value> outs;
    for (auto [i, result] : llvm::enumerate(op.getResults())) {
      Value buffer = outputOf.lookup(result);
      auto resultType = bufferType(tensorTypeOf(result));
      if (!buffer && arena && placed && placed.getOffsets()[i] >= 0)
        buffer = memref::ViewOp::create(
            b, op.getLoc(), resultType, arena,
            arith::ConstantIndexOp::create(b, op.getLoc(),
                                           placed.getOffsets()[i]),
            ValueRange{});
      if (!buffer) {
        buffer = memref::AllocOp::create(b, op.getLoc(), resultType);
        temporaries.push_back(buffer);
      }
      buffers[result] = buffer;
      outs.push_back(buffer);
    }
    DenseMap<Value, Value> inputs;
    SmallVector<Value> values;
    Block *body = nullptr;
    if (auto kernel = dyn_cast<KernelOp>(op)) {
      body = &kernel.getBody().front();
      for (auto [arg, operand] :
           llvm::zip(body->getArguments(), kernel.getInputs())) {
        if (auto constant = operand.getDefiningOp<ConstantOp>())
          inputs[arg] = globalFor(b, cast<DenseElementsAttr>(constant.getValue()));
        else
          inputs[arg] = buffers.lookup(operand);
      }
      values = SmallVector<Value>(body->getTerminator()->getOperands());
    } else {
      for (Value operand : op.getOperands())
        inputs[operand] = buffers.lookup(operand);
      values = SmallVector<Value>(op.getResults());
    }
    Emitter emitter = emitterAt(op.getLoc(), inputs);
    if (failed(emitter.emit(values, outs, body, Tiling::of(&op))))
      return op.emitError("pyc-to-loops: ") << *emitter.error;
    // The next kernel may read any element of this one's results.
    barrier(b, op.getLoc(), sync, threads);
  }
  // Returned values not written in place: a copy into the output.
  b.setInsertionPoint(ret);
  for (auto [value, out] : llvm::zip(ret.getOperands(), outArgs)) {
    Value source = buffers.lookup(value);
    if (!source)
      if (auto constant = value.getDefiningOp<ConstantOp>())
        source = globalFor(b, cast<DenseElementsAttr>(constant.getValue()));
    if (source == out)
      continue;
    DenseMap<Value, Value> inputs{{value, source}};
    Emitter emitter = emitterAt(ret.getLoc(), inputs);
    if (failed(emitter.emit({value}, {out}, nullptr, Tiling())))
      return ret.emitError("pyc-to-loops: ") << *emitter.error;
  }
  for (Value temporary : temporaries)
    memref::DeallocOp::create(b, loc, temporary);
  func::ReturnOp::create(b, ret.getLoc());
  ret.erase();
  // The tensor ops are dead now; erase users before definitions.
  SmallVector<Operation *> dead;
  for (Operation &op : entry.without_terminator())
    if (op.getNumResults() && isa<RankedTensorType>(op.getResult(0).getType()))
      dead.push_back(&op);
  for (Operation *op : llvm::reverse(dead))
    op->erase();
  entry.eraseArguments(0, numInputs);
  func.setFunctionType(FunctionType::get(
      func.getContext(), entry.getArgumentTypes(), TypeRange{}));
  func.removeArgAttrsAttr();
  func.removeResAttrsAttr();
  if (!checks.table.empty())
    func->setAttr("pyc.index_checks", b.getArrayAttr(checks.table));
  // The plan is spent; what the runtime needs of it are two sizes, kept as
  // plain integers through the LLVM lowering (Python reads them on the
  // `_mlir_ciface_` wrapper without pyc's attribute classes).
  if (plan) {
    pyc->getMemoryPlanAttrHelper().removeAttr(func);
    pyc->getArenaBytesAttrHelper().setAttr(
        func, b.getI64IntegerAttr(plan.getArena()));
    pyc->getNaiveBytesAttrHelper().setAttr(
        func, b.getI64IntegerAttr(plan.getNaive()));
  }
  // Callers enter through the `_mlir_ciface_` wrapper only; once this
  // function is internal, LLVM inlines it there instead of compiling it twice.
  func->setAttr("llvm.emit_c_interface", b.getUnitAttr());
  func->setAttr("llvm.linkage", LLVM::LinkageAttr::get(
                                    func.getContext(), LLVM::Linkage::Internal));
  return success();
}

struct PycToLoopsPass : mlir::pyc::impl::PycToLoopsBase<PycToLoopsPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (func.isDeclaration())
        continue;
      if (failed(FunctionLowering(func, symbols).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
