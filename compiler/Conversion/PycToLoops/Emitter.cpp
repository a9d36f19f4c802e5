//===- Emitter.cpp - the emitter's core: loops, elements, pointwise -------===//
//
// The core of the elemental emitter (PycToLoops.cpp states the design):
// loop nests and their sharing among threads, reduction nests, the memo,
// `element` and `compute` (one element of a value at an index), the
// run-time index checks of gathers and scatters, pointwise kernels, and
// `emit`, which picks each kernel's structure and dispatches to the
// pointwise, reduction, contraction or opaque-op emitters.
//
//===----------------------------------------------------------------------===//

#include "Conversion/PycToLoops/Emitter.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/Support/SaveAndRestore.h"

namespace mlir::pyc::loops {

Extents fixedExtents(MLIRContext *ctx, ArrayRef<int64_t> sizes) {
  Builder b(ctx);
  Extents extents;
  for (int64_t size : sizes)
    extents.push_back(b.getIndexAttr(size));
  return extents;
}

int64_t sharedDim(ArrayRef<OpFoldResult> sizes, std::optional<int64_t> chosen) {
  if (chosen && *chosen >= 0 && *chosen < static_cast<int64_t>(sizes.size()))
    return *chosen;
  const auto *wide = llvm::find_if(sizes, [](OpFoldResult s) {
    std::optional<int64_t> size = getConstantIntValue(s);
    return !size || *size > 1;
  });
  return wide == sizes.end() ? 0 : wide - sizes.begin();
}

Extents Emitter::extents(Value v) {
  auto type = tensorTypeOf(v);
  if (type.hasStaticShape())
    return fixedExtents(b.getContext(), type.getShape());
  FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(v);
  if (failed(shape)) {
    fail("the run-time sizes of a value of " + [&] {
      std::string s;
      llvm::raw_string_ostream os(s);
      os << type;
      return s;
    }() + " are not known");
    return fixedExtents(b.getContext(), SmallVector<int64_t>(type.getRank(), 0));
  }
  Extents extents;
  for (auto [d, expr] : llvm::enumerate(*shape))
    extents.push_back(type.isDynamicDim(d) ? OpFoldResult(size(expr))
                                           : b.getIndexAttr(type.getDimSize(d)));
  return extents;
}

FailureOr<SmallVector<Value>> Emitter::viewIndex(ViewOpInterface view,
                                                ValueRange idx) {
  // A reshape with run-time sizes: its index map needs their values.
  auto reshape = dyn_cast<ReshapeOp>(view.getOperation());
  if (reshape && !(reshape.getType().hasStaticShape() &&
                   reshape.getOperand().getType().hasStaticShape()))
    return reshape.buildOperandIndex(b, idx, size);
  return view.buildOperandIndex(b, idx);
}

Value Emitter::allocate(ArrayRef<OpFoldResult> extents, Type element) {
  SmallVector<int64_t> shape;
  SmallVector<Value> dynamic;
  for (OpFoldResult extent : extents) {
    std::optional<int64_t> size = getConstantIntValue(extent);
    shape.push_back(size ? *size : ShapedType::kDynamic);
    if (!size)
      dynamic.push_back(cast<Value>(extent));
  }
  return memref::AllocOp::create(b, loc, MemRefType::get(shape, element),
                                 dynamic);
}

std::pair<Value, Value> Emitter::threadRange(OpFoldResult size, int64_t step) {
  std::optional<int64_t> fixed = getConstantIntValue(size);
  // Thread t takes trips [trips * t / threads, trips * (t + 1) / threads).
  auto bound = [&](Value t) {
    Value trips =
        fixed ? index(llvm::divideCeil(*fixed, step))
              : arith::CeilDivUIOp::create(b, loc, index(size), index(step));
    Value first = arith::DivUIOp::create(
        b, loc, arith::MulIOp::create(b, loc, trips, t), threads);
    return arith::MinUIOp::create(
        b, loc, arith::MulIOp::create(b, loc, first, index(step)),
        index(size));
  };
  return {bound(thread), bound(arith::AddIOp::create(b, loc, thread, index(1)))};
}

scf::ForOp Emitter::forLoop(OpFoldResult size, int64_t step, bool shared) {
  Value lb = index(0), ub = index(size);
  if (shared)
    std::tie(lb, ub) = threadRange(size, step);
  auto loop = scf::ForOp::create(b, loc, lb, ub, index(step));
  std::optional<int64_t> fixed = getConstantIntValue(size);
  if (shared && (!fixed || *fixed > 0))
    sharedLoops.insert(loop);
  return loop;
}

/// A loop over [0, size) in steps of `step` whose trips the threads claim
/// one at a time (`Team::claim`), so that a thread that gets ahead takes
/// more of them: split in equal parts, the halves of a product on 2 cores
/// finished far enough apart that waiting at the barriers after products
/// took 6% of a GPT block's training step. The loop returned runs the one
/// trip claimed, inside a loop that claims until none is left. It must lie
/// between two barriers (which set the count back) with no other claimed
/// loop.
scf::ForOp Emitter::claimedLoop(OpFoldResult size, OpFoldResult step) {
  auto claims = scf::WhileOp::create(b, loc, TypeRange{b.getIndexType()},
                                     ValueRange{});
  OpBuilder::InsertionGuard guard(b);
  b.createBlock(&claims.getBefore());
  Value first = arith::MulIOp::create(b, loc, team.claim(), index(step));
  scf::ConditionOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, first,
                            index(size)),
      ValueRange{first});
  Block *after = b.createBlock(&claims.getAfter(), {}, {b.getIndexType()},
                               {loc});
  Value from = after->getArgument(0);
  auto loop = scf::ForOp::create(
      b, loc, from, arith::AddIOp::create(b, loc, from, index(step)),
      index(step));
  scf::YieldOp::create(b, loc);
  sharedLoops.insert(loop);
  return loop;
}

/// Asks LLVM to interleave 4 vectors in `loop` (4 independent chains in
/// flight) and, where `rolled`, not to unroll it. The attribute rides along
/// to the loop's back edge (scf-to-cf moves LLVM attributes there), where
/// `llvm.br` takes it as `loop_annotation`.
static void interleave(scf::ForOp loop, bool rolled) {
  MLIRContext *ctx = loop.getContext();
  Builder b(ctx);
  auto unroll = rolled ? LLVM::LoopUnrollAttr::get(ctx, b.getBoolAttr(true),
                                                   {}, {}, {}, {}, {}, {})
                       : LLVM::LoopUnrollAttr();
  auto four = LLVM::LoopInterleaveAttr::get(ctx, b.getI32IntegerAttr(4));
  loop->setAttr("loop_annotation",
                LLVM::LoopAnnotationAttr::get(ctx, {}, {}, four, unroll, {},
                                              {}, {}, {}, {}, {}, {}, {}, {},
                                              {}, {}));
}

/// Marks a reduction loop of a row for LLVM not to unroll, but to
/// interleave 4 vectors (4 accumulators; LLVM's own choice, which it drops
/// when unrolling is off). Rows have constant lengths (768), and LLVM
/// unrolled their reduction loops fully: layer norm's two loops over x then
/// shared 48 vectors of x, spilled, and layer norm + GELU on 512x768 took
/// 6-16% longer than with rolled loops (softmax, the GPT block's parts: the
/// same).
void Emitter::keepRolled(scf::ForOp loop) {
  if (inRow)
    interleave(loop, /*rolled=*/true);
}

/// Loops over `sizes`, `body` at the innermost; the loop over dim `shared`
/// (unless kUnshared) is split among the threads. The loops around it run
/// in every thread, so every element is still written by exactly one
/// thread; with no loops at all, thread 0 writes the one element. Where
/// `interleaved` (a pointwise nest), LLVM interleaves 4 vectors of the
/// innermost loop: it kept one, and a vector's exp is a chain of some 20
/// dependent operations, which with AVX2 left the FP units idle (one Zen 4
/// core: exp of 512x3072 f32 614 -> 510 us; bench/cpu.py's pointwise
/// 269 -> 218 us, with AVX-512 code unchanged).
void Emitter::loopNest(ArrayRef<OpFoldResult> sizes,
                       function_ref<void(ValueRange)> body, int64_t shared,
                       bool interleaved) {
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
    if (interleaved && d + 1 == static_cast<int64_t>(sizes.size()))
      interleave(loop, /*rolled=*/false);
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
    ArrayRef<OpFoldResult> sizes, ValueRange init,
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

/// Whether `v` is defined outside `loop`, or inside it by pure ops (no
/// memory effects, safe to run where the loop would not: arith on index
/// values) of such values only.
static bool hoistable(Value v, scf::ForOp loop) {
  if (loop.isDefinedOutsideOfLoop(v))
    return true;
  Operation *def = v.getDefiningOp();
  return def && def->getNumRegions() == 0 && isPure(def) &&
         llvm::all_of(def->getOperands(),
                      [&](Value o) { return hoistable(o, loop); });
}

/// Moves the ops inside `loop` that define `v` (hoistable) before it.
static void hoist(Value v, scf::ForOp loop) {
  Operation *def = v.getDefiningOp();
  if (!def || !loop->isAncestor(def))
    return;
  for (Value o : def->getOperands())
    hoist(o, loop);
  def->moveBefore(loop);
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
    // Before the loops whose trips do not move the element (a row's mean
    // in a loop over its columns), with the pure index arithmetic it needs
    // (a view's): a kernel never writes its inputs, but where the loop
    // stores into the arena that holds them LLVM cannot tell, reloads the
    // element every trip and leaves the loop scalar (a layer norm's
    // backward with its column sums: 2.3 ms in a GPT block's training
    // step, 0.15 ms alone).
    OpBuilder::InsertionGuard guard(b);
    Operation *parent = b.getInsertionBlock()->getParentOp();
    while (auto loop = dyn_cast<scf::ForOp>(parent)) {
      if (!llvm::all_of(idx, [&](Value i) { return hoistable(i, loop); }))
        break;
      for (Value i : idx)
        hoist(i, loop);
      b.setInsertionPoint(loop);
      parent = loop->getParentOp();
    }
    Value loaded = memref::LoadOp::create(b, loc, buffer, idx);
    // Bool is stored as a byte (see `bufferType`, PycToLoops.cpp).
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
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    FailureOr<SmallVector<Value>> operandIdx = viewIndex(reshape, idx);
    if (failed(operandIdx))
      return fail("a reshape whose run-time sizes are not known");
    return element(reshape.getOperand(), *operandIdx);
  }
  if (std::optional<Value> computed = elementFromOperands(
          b, op, idx, [&](Value v, ValueRange i) { return element(v, i); },
          size)) {
    // `arcp`: where the divisor is the same all along the inner loop
    // (softmax's row sum), LLVM's LICM hoists its reciprocal and multiplies,
    // one division per row instead of one per element (ATen's softmax does
    // the same); at most one rounding more than x / y.
    if (auto div = *computed ? computed->getDefiningOp<arith::DivFOp>()
                             : nullptr)
      div.setFastmath(arith::FastMathFlags::arcp);
    if (*computed && isa<DivOp, RemainderOp>(op) &&
        isa<IntegerType>(elementType) && !elementType.isInteger(1))
      checkDivisor(op, idx);
    return *computed ? *computed
                     : (error ? Value() : fail("no element form for " +
                                              op->getName().getStringRef()));
  }
  if (isa<GatherOp, TakeAlongDimOp>(op)) {
    IndexedRead read = getIndexedRead(op, idx);
    Value operand = op->getOperand(0);
    int64_t size = tensorTypeOf(operand).getDimSize(read.dim);
    if (ShapedType::isDynamic(size))
      return fail("an index into a dim of run-time size has no loop lowering "
                  "yet");
    Value where = checkedIndex(op, read.dim, op->getOperand(1),
                               read.indicesIndex, size);
    if (!where)
      return {};
    if (size == 0) // every index is out of range, and reported
      return scalarConstant(b, at, elementType, 0);
    return element(operand, read.operandIndex(where));
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
  report(opLoc,
         arith::XOrIOp::create(b, opLoc, inRange,
                               arith::ConstantIntOp::create(b, opLoc, 1, 1)),
         checks.add(op, dim), arith::IndexCastOp::create(b, opLoc, b.getI64Type(), where),
         size);
  return arith::SelectOp::create(b, opLoc, inRange, where, index(0));
}

/// Reports check `check` to the error slot where `failed` holds: counts the
/// failure, and the first to fail writes the check's number, `index` and
/// `size` (see `IndexChecks`).
void Emitter::report(Location at, Value failed, int64_t check, Value index,
                     int64_t size) {
  auto outside = scf::IfOp::create(b, at, failed, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(outside.thenBlock()->getTerminator());
  Type i64 = b.getI64Type();
  auto constant = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, at, i64, v);
  };
  auto slot = [&](int64_t i) {
    return arith::ConstantIndexOp::create(b, at, i).getResult();
  };
  Value before = memref::AtomicRMWOp::create(
      b, at, arith::AtomicRMWKind::addi, constant(1), checks.slot,
      ValueRange{slot(0)});
  auto first = scf::IfOp::create(
      b, at,
      arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq, before,
                            constant(0)),
      /*withElseRegion=*/false);
  b.setInsertionPoint(first.thenBlock()->getTerminator());
  Value fields[] = {constant(check), index, constant(size)};
  for (auto [i, value] : llvm::enumerate(fields))
    memref::StoreOp::create(b, at, value, checks.slot, ValueRange{slot(i + 1)});
}

/// Reports an integer division or remainder by zero, which torch raises on
/// (the scalar form divides by 1 there instead: `SafeDivisor`,
/// PycScalars.cpp).
void Emitter::checkDivisor(Operation *op, ValueRange idx) {
  Value divisor = element(op->getOperand(1), idx);
  Type type = divisor.getType();
  Location at = op->getLoc();
  Value zero = arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq, divisor,
                                     scalarConstant(b, at, type, 0));
  report(at, zero, checks.add(op, std::nullopt),
         arith::ConstantIntOp::create(b, at, b.getI64Type(), 0), 0);
}

void Emitter::emitPointwise(ArrayRef<Value> values, ArrayRef<Value> outputs,
                            std::optional<int64_t> parallel) {
  // A result that reshapes another value (a layout copy's last step: heads
  // merged back into rows) is written over that value's shape, into its
  // output viewed in that shape, row-major data being the same: the loops
  // then find elements without dividing a flat index (a head reshuffle ran
  // at a tenth of a copy's speed).
  SmallVector<Value> written(values), targets(outputs);
  for (auto [v, out] : llvm::zip(written, targets)) {
    auto reshape = v.getDefiningOp<ReshapeOp>();
    auto type = cast<MemRefType>(out.getType());
    if (!reshape || !type.getLayout().isIdentity() || !type.hasStaticShape() ||
        !tensorTypeOf(reshape.getOperand()).hasStaticShape())
      continue;
    v = reshape.getOperand();
    auto view = MemRefType::get(tensorTypeOf(v).getShape(), type.getElementType());
    auto [strides, offset] = view.getStridesAndOffset();
    out = memref::ReinterpretCastOp::create(b, loc, view, out, offset,
                                            view.getShape(), strides);
  }
  // One nest per distinct shape written; values of one shape share it. The
  // shared dim `parallel` is one of the first result's shape.
  SmallVector<Extents> shapes, of;
  for (Value v : written) {
    of.push_back(extents(v));
    if (!llvm::is_contained(shapes, of.back()))
      shapes.push_back(of.back());
  }
  bool firstKept = written.front() == values.front();
  for (auto [i, shape] : llvm::enumerate(shapes))
    loopNest(
        shape,
        [&](ValueRange ivs) {
          for (auto [v, out, extent] : llvm::zip(written, targets, of))
            if (extent == shape)
              store(element(v, ivs), out, ivs);
        },
        sharedDim(shape, i == 0 && firstKept ? parallel : std::nullopt),
        /*interleaved=*/true);
}

LogicalResult Emitter::emit(ArrayRef<Value> values, ArrayRef<Value> outputs,
                            Block *body, const Tiling &tiling) {
  // Opaque ops (a kernel of their own, see pyc-fuse) have loops of their own.
  if (values.size() == 1) {
    Operation *def = values[0].getDefiningOp();
    auto dynamic = [](Value v) {
      auto type = dyn_cast<RankedTensorType>(v.getType());
      return type && !type.hasStaticShape();
    };
    // A scatter-add into a dim of static size (its index check's bound)
    // takes run-time sizes in the others.
    std::optional<int64_t> along;
    if (auto scatter = dyn_cast_or_null<ScatterAddOp>(def))
      along = scatter.getDim();
    else if (auto scatter = dyn_cast_or_null<ScatterAddAlongDimOp>(def))
      along = scatter.getDim();
    bool alongStatic =
        along && !tensorTypeOf(values[0]).isDynamicDim(*along);
    if (isa_and_nonnull<ScatterAddOp, ScatterAddAlongDimOp, CumSumOp>(def) &&
        !alongStatic &&
        (llvm::any_of(def->getOperands(), dynamic) || dynamic(values[0]))) {
      fail(def->getName().getStringRef() +
           " with run-time sizes has no loop lowering yet");
      return failure();
    }
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
        return extents(r->getOperand(0)) ==
                   extents(reductions[0]->getOperand(0)) &&
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

} // namespace mlir::pyc::loops
