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
// This file holds the pass: the functions' new signature (the ABI the
// runtime calls), result buffers, the barrier between kernels, the index
// checks' table, constants as globals, and linkage. The loops themselves
// are emitted by `Emitter` (Emitter.h), by job: Emitter.cpp (loop nests,
// elements, pointwise), Reductions.cpp, Contraction.cpp, OpaqueOps.cpp.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Passes.h"
#include "Conversion/PycToLoops/Emitter.h"
#include "Conversion/Scalar.h"
#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_PYCTOLOOPS
#include "Conversion/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;
using namespace mlir::pyc::loops;

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

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

/// `sync`'s words: the barrier's count and generation, and the claimed
/// loops' ticket (`Team::claim`) a cache line apart, so that a thread
/// claiming does not take the line from one waiting at the barrier.
constexpr int64_t kCount = 0, kGeneration = 1, kTicket = 8, kSyncWords = 16;

/// An atomic `kind` of the i64 `value` into word `word` of `sync`; the
/// word's value before.
Value atomicAt(OpBuilder &b, Location loc, arith::AtomicRMWKind kind,
               Value value, Value sync, int64_t word) {
  return memref::AtomicRMWOp::create(
             b, loc, kind, value, sync,
             ValueRange{arith::ConstantIndexOp::create(b, loc, word)})
      .getResult();
}

/// Waits until all `threads` threads have arrived (a sense-reversing
/// barrier on `sync`) and sets the ticket back to 0; with one thread, only
/// the latter. The last to arrive resets the count and the ticket before it
/// bumps the generation, so no thread can arrive at the next barrier, or
/// claim a ticket past it, before they are reset.
void barrier(OpBuilder &b, Location loc, Value sync, Value threads) {
  Type i64 = b.getI64Type();
  auto c = [&](int64_t v) { return arith::ConstantIntOp::create(b, loc, i64, v); };
  auto idx = [&](int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); };
  auto atomic = [&](arith::AtomicRMWKind kind, Value value, int64_t word) {
    return atomicAt(b, loc, kind, value, sync, word);
  };
  Value many = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt,
                                     threads, idx(1));
  auto ifMany = scf::IfOp::create(b, loc, many, /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(ifMany.elseBlock()->getTerminator());
  atomic(arith::AtomicRMWKind::assign, c(0), kTicket);
  b.setInsertionPoint(ifMany.thenBlock()->getTerminator());
  Value generation = atomic(arith::AtomicRMWKind::addi, c(0), kGeneration);
  Value arrived = arith::AddIOp::create(
      b, loc, atomic(arith::AtomicRMWKind::addi, c(1), kCount), c(1));
  Value last = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, arrived,
      arith::IndexCastOp::create(b, loc, i64, threads));
  auto ifLast = scf::IfOp::create(b, loc, last, /*withElseRegion=*/true);
  b.setInsertionPoint(ifLast.thenBlock()->getTerminator());
  atomic(arith::AtomicRMWKind::assign, c(0), kCount);
  atomic(arith::AtomicRMWKind::assign, c(0), kTicket);
  atomic(arith::AtomicRMWKind::addi, c(1), kGeneration);
  b.setInsertionPoint(ifLast.elseBlock()->getTerminator());
  auto wait = scf::WhileOp::create(b, loc, TypeRange{}, ValueRange{});
  Block *before = b.createBlock(&wait.getBefore());
  Value now = atomic(arith::AtomicRMWKind::addi, c(0), kGeneration);
  scf::ConditionOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, now, generation),
      ValueRange{});
  Block *after = b.createBlock(&wait.getAfter());
  b.setInsertionPointToEnd(after);
  // x86's spin-wait hint: the waiting core backs off the line the others
  // write, and a hypervisor that watches for PAUSE can run the vCPU being
  // waited for (the CPU target is x86).
  LLVM::InlineAsmOp::create(b, loc, TypeRange{}, ValueRange{}, "pause", "",
                            /*has_side_effects=*/true,
                            /*is_align_stack=*/false,
                            LLVM::tailcallkind::TailCallKind::None,
                            LLVM::AsmDialectAttr(), ArrayAttr());
  scf::YieldOp::create(b, loc);
}

/// The next ticket of `sync`'s counter, as an index.
Value claim(OpBuilder &b, Location loc, Value sync) {
  Value one = arith::ConstantIntOp::create(b, loc, b.getI64Type(), 1);
  Value ticket = atomicAt(b, loc, arith::AtomicRMWKind::addi, one, sync, kTicket);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), ticket);
}

/// The CPU's cycle counter (x86's time-stamp counter), for `timers`.
Value cycles(OpBuilder &b, Location loc) {
  return LLVM::CallIntrinsicOp::create(b, loc, b.getI64Type(),
                                       b.getStringAttr("llvm.readcyclecounter"),
                                       ValueRange{})
      .getResult(0);
}

/// Rewrites one function on tensors into a function on memrefs.
class FunctionLowering {
public:
  FunctionLowering(func::FuncOp func, SymbolTable &symbols, bool timers)
      : func(func), symbols(symbols), timers(timers), loc(func.getLoc()),
        b(func.getContext()) {}
  LogicalResult run();

private:
  /// A block of scratch memory: its size and offset in bytes.
  struct ScratchBlock {
    AffineExpr bytes, offset;
  };

  func::FuncOp func;
  SymbolTable &symbols;
  bool timers; // see the pass's `timers` option
  Location loc;
  OpBuilder b;
  DenseMap<Value, Value> buffers;
  DenseMap<Attribute, Value> globals;
  // Run-time sizes: the function's symbols (`pyc.symbols`), read from the
  // input buffers' sizes at entry, and each size expression computed from
  // them once, at entry, where every kernel sees it.
  SmallVector<Value> symbolValues;
  DenseMap<AffineExpr, Value> sizes;
  std::optional<OpBuilder> prologue;
  // Each op's position before lowering (see `run`).
  DenseMap<Operation *, unsigned> position;
  func::ReturnOp ret;
  // The results' size expressions, and whether one has a run-time size.
  SmallVector<Attribute> resultSizes;
  bool dynamicResults = false;
  // The new signature's arguments (`addArguments`) and the memory plan.
  unsigned numInputs = 0, numResults = 0, scratchArg = 0;
  SmallVector<Value> outArgs;
  Value arena, scratchBuffer, sync, thread, threads;
  IndexChecks checks;
  MemoryPlanAttr plan;
  // Scratch memory: the bytes taken so far, the blocks free for reuse, the
  // kernel's own blocks, and the blocks freed at each op's position.
  AffineExpr scratchBytes;
  SmallVector<ScratchBlock> freeBlocks, kernelBlocks;
  DenseMap<unsigned, SmallVector<ScratchBlock>> freedAfter;
  Team team;
  // Op results written straight into an output buffer, and the returned
  // reshapes that emit nothing for it (`findOutputs`).
  DenseMap<Value, Value> outputOf;
  DenseSet<Value> viewsOfOutputs;
  SmallVector<Value> temporaries;
  SmallVector<int64_t> timed; // the positions of the ops timed, in order

  Value globalFor(OpBuilder &b, DenseElementsAttr value);
  LogicalResult bindSymbols(Block &entry, unsigned numInputs);
  Value sizeOf(AffineExpr expr);
  LogicalResult readResultSizes();
  void addArguments(Block &entry);
  void recordOnThreadZero(Location at, int64_t w);
  Value outputAs(Value out, Value like);
  void findOutputs();
  ScratchBlock takeScratch(AffineExpr bytes);
  std::pair<Value, ScratchBlock> scratchView(MemRefType type,
                                             ArrayRef<AffineExpr> shape,
                                             Location at);
  Emitter emitterAt(Location at, DenseMap<Value, Value> &inputs);
  unsigned lastReader(Value v);
  FailureOr<SmallVector<Value>> resultBuffers(Operation &op);
  LogicalResult lower(Operation &op);
  LogicalResult copyReturned();
  void finish(Block &entry);
};

/// Reads each symbol of `pyc.symbols` from the first input dim it names.
LogicalResult FunctionLowering::bindSymbols(Block &entry, unsigned numInputs) {
  prologue.emplace(func.getContext());
  prologue->setInsertionPointToStart(&entry);
  SmallVector<SymbolBinding> bindings = symbolBindings(func);
  if (bindings.empty())
    return success();
  // The sizes go before everything the kernels' loops are made of: before
  // an anchor at the entry's start (the loops go before the ops they
  // replace, after it). The anchor, unused, folds away.
  prologue->setInsertionPoint(
      arith::ConstantIndexOp::create(*prologue, func.getLoc(), 0));
  for (const SymbolBinding &s : bindings) {
    if (s.symbol < static_cast<int64_t>(symbolValues.size()))
      continue;
    if (s.symbol != static_cast<int64_t>(symbolValues.size()) ||
        s.argument >= static_cast<int64_t>(numInputs))
      return func.emitError("pyc-to-loops: pyc.symbols binds symbol ")
             << s.symbol << " to argument " << s.argument << " of "
             << numInputs << ", after " << symbolValues.size() << " symbols";
    Location loc = func.getLoc();
    // The input's buffer (the arguments after the tensor inputs): a dim's
    // size, or an element of a vector of sizes.
    Value buffer = entry.getArgument(numInputs + s.argument);
    Value size;
    if (!s.inSizeVector()) {
      size = memref::DimOp::create(*prologue, loc, buffer, s.dim);
    } else {
      Value at = arith::ConstantIndexOp::create(*prologue, loc, s.element());
      size = arith::IndexCastOp::create(
          *prologue, loc, prologue->getIndexType(),
          memref::LoadOp::create(*prologue, loc, buffer, ValueRange{at}));
    }
    if (s.coefficient != 1)
      size = arith::DivUIOp::create(
          *prologue, loc, size,
          arith::ConstantIndexOp::create(*prologue, loc, s.coefficient));
    symbolValues.push_back(size);
  }
  return success();
}

Value FunctionLowering::sizeOf(AffineExpr expr) {
  Value &size = sizes[expr];
  if (!size)
    size = expandSize(*prologue, func.getLoc(), expr, symbolValues);
  return size;
}

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

/// Checks that the signature is of ranked tensors, and reads the results'
/// sizes: the runtime allocates each result, and a `?` size's expression
/// over the symbols goes with the function (`pyc.result_sizes`).
LogicalResult FunctionLowering::readResultSizes() {
  FunctionType type = func.getFunctionType();
  for (Type t : llvm::concat<const Type>(type.getInputs(), type.getResults()))
    if (!isa<RankedTensorType>(t))
      return func.emitError("pyc-to-loops: only ranked tensors are "
                            "supported, got ")
             << t;
  for (Value v : ret.getOperands()) {
    FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(v);
    if (failed(shape))
      return ret.emitError("pyc-to-loops: the run-time sizes of result ")
             << v.getType() << " are not known";
    resultSizes.push_back(AffineMapAttr::get(AffineMap::get(
        0, symbolicSymbolCount(*shape), *shape, func.getContext())));
    dynamicResults |= !cast<RankedTensorType>(v.getType()).hasStaticShape();
  }
  return success();
}

/// The new signature's arguments, added after the tensor inputs (which
/// `finish` erases), and the buffers of the inputs.
void FunctionLowering::addArguments(Block &entry) {
  FunctionType type = func.getFunctionType();
  // New signature: inputs, then one output buffer per result, then the
  // arena if the memory plan made one and the scratch buffer if a kernel
  // takes scratch.
  SmallVector<Type> inputs;
  for (Type t : type.getInputs())
    inputs.push_back(bufferType(cast<RankedTensorType>(t)));
  for (Type t : type.getResults())
    inputs.push_back(bufferType(cast<RankedTensorType>(t)));
  auto *pyc = func.getContext()->getLoadedDialect<PycDialect>();
  plan = pyc->getMemoryPlanAttrHelper().getAttr(func);
  int64_t arenaBytes = plan ? plan.getArena() : 0;
  if (arenaBytes > 0)
    inputs.push_back(MemRefType::get({arenaBytes}, b.getI8Type()));
  // Scratch memory every thread sees (a `memref.alloc` per thread would
  // not be), which the runtime allocates: tensors between kernels with
  // run-time sizes (the memory plan places static ones), one after the
  // other at offsets computed from the sizes, and buffers a kernel's
  // threads fill together (a product's packed panels). The argument is
  // dropped again when nothing took scratch.
  inputs.push_back(MemRefType::get({ShapedType::kDynamic}, b.getI8Type()));
  // The threads' barrier and ticket (`kSyncWords` words, zero at first), the
  // index checks' error slot (see `IndexChecks`), this thread's index and
  // the thread count.
  inputs.push_back(MemRefType::get({kSyncWords}, b.getI64Type()));
  inputs.push_back(MemRefType::get({4}, b.getI64Type()));
  inputs.append({b.getIndexType(), b.getIndexType()});
  numInputs = type.getNumInputs();
  numResults = type.getNumResults();
  SmallVector<Value> oldArgs(entry.getArguments());
  for (Type t : inputs)
    entry.addArgument(t, loc);
  for (auto [old, memref] : llvm::zip(oldArgs, entry.getArguments().drop_front(
                                                   numInputs)))
    buffers[old] = memref;
  auto outputs = entry.getArguments().slice(2 * numInputs, numResults);
  outArgs.assign(outputs.begin(), outputs.end());
  arena = arenaBytes > 0 ? entry.getArgument(2 * numInputs + numResults)
                         : Value();
  scratchArg = 2 * numInputs + numResults + (arenaBytes > 0);
  scratchBuffer = entry.getArgument(scratchArg);
  scratchBytes = getAffineConstantExpr(0, func.getContext());
  sync = entry.getArgument(entry.getNumArguments() - 4);
  checks = IndexChecks{entry.getArgument(entry.getNumArguments() - 3), {}};
  thread = entry.getArgument(entry.getNumArguments() - 2);
  threads = entry.getArgument(entry.getNumArguments() - 1);
}

/// With timers: the cycle counter into sync word `w`, by thread 0 alone
/// (each thread runs this function).
void FunctionLowering::recordOnThreadZero(Location at, int64_t w) {
  auto index = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, at, v);
  };
  auto first = scf::IfOp::create(
      b, at,
      arith::CmpIOp::create(b, at, arith::CmpIPredicate::eq, thread, index(0)),
      /*withElseRegion=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(first.thenBlock()->getTerminator());
  memref::StoreOp::create(b, at, cycles(b, at), sync, ValueRange{index(w)});
}

/// Output `out` viewed in the (static) shape of `like`.
Value FunctionLowering::outputAs(Value out, Value like) {
  MemRefType type = bufferType(tensorTypeOf(like));
  auto [strides, offset] = type.getStridesAndOffset();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&func.getBody().front());
  return memref::ReinterpretCastOp::create(b, loc, type, out, offset,
                                           type.getShape(), strides);
}

/// The op results written straight into an output buffer.
void FunctionLowering::findOutputs() {
  // A returned op result is written straight into its output buffer.
  for (auto [value, out] : llvm::zip(ret.getOperands(), outArgs))
    if (value.getDefiningOp() && !isa<ConstantOp>(value.getDefiningOp()) &&
        !outputOf.count(value))
      outputOf[value] = out;
  // A returned reshape of an op result (pyc-fuse leaves such a reshape
  // outside kernels): the op writes straight into the output, viewed in the
  // op's shape, since a reshape of row-major data moves nothing; the
  // reshape itself then emits nothing.
  for (auto [value, out] : llvm::zip(ret.getOperands(), outArgs)) {
    auto reshape = value.getDefiningOp<ReshapeOp>();
    Value source = reshape ? reshape.getOperand() : Value();
    Operation *producer = source ? source.getDefiningOp() : nullptr;
    if (!producer || isa<ConstantOp>(producer) || outputOf.count(source) ||
        outputOf.lookup(value) != out ||
        !tensorTypeOf(source).hasStaticShape())
      continue;
    outputOf[source] = outputAs(out, source);
    viewsOfOutputs.insert(value);
  }
}

/// A block of scratch memory of `bytes`. Scratch blocks are reused: a
/// block whose value's last reader has run is free for a later value of
/// the same size expression (a transformer's S x S temporaries, one after
/// another); a kernel's own blocks are free once it has run.
FunctionLowering::ScratchBlock
FunctionLowering::takeScratch(AffineExpr bytes) {
  ScratchBlock block{bytes.ceilDiv(64) * 64, scratchBytes};
  const ScratchBlock *reused =
      llvm::find_if(freeBlocks, [&](const ScratchBlock &f) {
        return f.bytes == block.bytes;
      });
  if (reused != freeBlocks.end()) {
    block.offset = reused->offset;
    freeBlocks.erase(reused);
  } else {
    scratchBytes = scratchBytes + block.bytes;
  }
  return block;
}

/// A view of `type` (its dynamic dims sized by `shape`) on a new block.
std::pair<Value, FunctionLowering::ScratchBlock>
FunctionLowering::scratchView(MemRefType type, ArrayRef<AffineExpr> shape,
                              Location at) {
  ScratchBlock block =
      takeScratch(sizeProduct(shape, func.getContext()) *
                  *getElementBytes(type.getElementType()));
  SmallVector<Value> dynamic;
  for (auto [d, size] : llvm::enumerate(shape))
    if (type.isDynamicDim(d))
      dynamic.push_back(sizeOf(size));
  return {memref::ViewOp::create(b, at, type, scratchBuffer,
                                 sizeOf(block.offset), dynamic),
          block};
}

/// An emitter at `at` of the loops that read `inputs`.
Emitter FunctionLowering::emitterAt(Location at,
                                    DenseMap<Value, Value> &inputs) {
  return Emitter(
      b, at, inputs, [&](DenseElementsAttr v) { return globalFor(b, v); },
      [&](AffineExpr e) { return sizeOf(e); }, thread, threads, team, checks);
}

/// The position of `v`'s last reader.
unsigned FunctionLowering::lastReader(Value v) {
  Block &entry = func.getBody().front();
  unsigned last = 0;
  for (Operation *user : v.getUsers())
    last = std::max(last, position.lookup(entry.findAncestorOpInBlock(*user)));
  return last;
}

/// The buffers of `op`'s results: the output, the arena slot the plan
/// gave, a scratch block (a run-time size), or a temporary freed at the
/// end.
FailureOr<SmallVector<Value>>
FunctionLowering::resultBuffers(Operation &op) {
  auto *pyc = func.getContext()->getLoadedDialect<PycDialect>();
  PlacementAttr placed = pyc->getPlacementAttrHelper().getAttr(&op);
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
    if (!buffer && !resultType.hasStaticShape()) {
      FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(result);
      if (failed(shape))
        return op.emitError("pyc-to-loops: the run-time sizes of ")
               << result.getType() << " are not known";
      ScratchBlock block;
      std::tie(buffer, block) = scratchView(resultType, *shape, op.getLoc());
      // Free from the op after its last reader (a returned value's
      // reader is the return, which runs last).
      freedAfter[lastReader(result) + 1].push_back(block);
    }
    if (!buffer) {
      buffer = memref::AllocOp::create(b, op.getLoc(), resultType);
      temporaries.push_back(buffer);
    }
    buffers[result] = buffer;
    outs.push_back(buffer);
  }
  return outs;
}

/// `op`'s loops, before it: its result buffers, the loops that write them,
/// then the barrier after which the next kernel may read any element of
/// them (timed, with timers).
LogicalResult FunctionLowering::lower(Operation &op) {
  // Blocks whose values the ops before this one were the last to read.
  if (auto it = freedAfter.find(position.lookup(&op)); it != freedAfter.end())
    llvm::append_range(freeBlocks, it->second);
  b.setInsertionPoint(&op);
  if (isa<ConstantOp>(op) || !isa<PycDialect>(op.getDialect()))
    return success(); // read where used, from a global or as a splat; or ours
  if (op.getNumResults() == 1 && viewsOfOutputs.contains(op.getResult(0))) {
    buffers[op.getResult(0)] = outputOf.lookup(op.getResult(0));
    return success();
  }
  FailureOr<SmallVector<Value>> outs = resultBuffers(op);
  if (failed(outs))
    return failure();
  DenseMap<Value, Value> inputs;
  SmallVector<Value> values;
  Block *body = nullptr;
  if (auto kernel = dyn_cast<KernelOp>(op)) {
    body = &kernel.getBody().front();
    for (auto [arg, operand] :
         llvm::zip(body->getArguments(), kernel.getInputs())) {
      if (auto constant = operand.getDefiningOp<ConstantOp>())
        inputs[arg] =
            globalFor(b, cast<DenseElementsAttr>(constant.getValue()));
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
  if (failed(emitter.emit(values, *outs, body, Tiling::of(&op))))
    return op.emitError("pyc-to-loops: ") << *emitter.error;
  llvm::append_range(freedAfter[position.lookup(&op) + 1], kernelBlocks);
  kernelBlocks.clear();
  // The next kernel may read any element of this one's results.
  Location at = op.getLoc();
  int64_t slot = kSyncWords + 1 + 3 * timed.size();
  if (timers) {
    Value arrived = cycles(b, at);
    atomicAt(b, at, arith::AtomicRMWKind::minu, arrived, sync, slot);
    atomicAt(b, at, arith::AtomicRMWKind::maxu, arrived, sync, slot + 1);
    timed.push_back(position.lookup(&op));
  }
  barrier(b, at, sync, threads);
  if (timers)
    recordOnThreadZero(at, slot + 2);
  return success();
}

/// Returned values not written in place: a copy into the output.
LogicalResult FunctionLowering::copyReturned() {
  b.setInsertionPoint(ret);
  for (auto [value, out] : llvm::zip(ret.getOperands(), outArgs)) {
    Value source = buffers.lookup(value);
    if (!source)
      if (auto constant = value.getDefiningOp<ConstantOp>())
        source = globalFor(b, cast<DenseElementsAttr>(constant.getValue()));
    if (source == out)
      continue;
    // A reshape returned twice (two results of the graph that folded into
    // one value) emitted nothing: its producer wrote the first output. Its
    // elements are copied as the producer's, both outputs viewed in the
    // producer's shape (the emitter would compute a view from its operand).
    Value copied = value;
    if (viewsOfOutputs.contains(value)) {
      copied = value.getDefiningOp<ReshapeOp>().getOperand();
      source = outputOf.lookup(copied);
      out = outputAs(out, copied);
    }
    DenseMap<Value, Value> inputs{{copied, source}};
    Emitter emitter = emitterAt(ret.getLoc(), inputs);
    if (failed(emitter.emit({copied}, {out}, nullptr, Tiling())))
      return ret.emitError("pyc-to-loops: ") << *emitter.error;
  }
  return success();
}

/// The function's end and new signature: temporaries freed, the tensor
/// ops and arguments erased, and the attributes the runtime reads.
void FunctionLowering::finish(Block &entry) {
  auto *pyc = func.getContext()->getLoadedDialect<PycDialect>();
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
  bool scratch = !scratchBuffer.use_empty();
  if (!scratch)
    entry.eraseArgument(scratchArg);
  if (timers) {
    sync.setType(MemRefType::get({kSyncWords + 1 + 3 * int64_t(timed.size())},
                                 b.getI64Type()));
    pyc->getTimedAttrHelper().setAttr(func, b.getDenseI64ArrayAttr(timed));
  }
  entry.eraseArguments(0, numInputs);
  func.setFunctionType(FunctionType::get(
      func.getContext(), entry.getArgumentTypes(), TypeRange{}));
  func.removeArgAttrsAttr();
  func.removeResAttrsAttr();
  if (!checks.table.empty())
    pyc->getIndexChecksAttrHelper().setAttr(func, b.getArrayAttr(checks.table));
  if (dynamicResults)
    pyc->getResultSizesAttrHelper().setAttr(func, b.getArrayAttr(resultSizes));
  if (scratch)
    pyc->getScratchBytesAttrHelper().setAttr(
        func, AffineMapAttr::get(AffineMap::get(
                  0, symbolicSymbolCount(scratchBytes), scratchBytes)));
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
}

LogicalResult FunctionLowering::run() {
  Block &entry = func.getBody().front();
  // Each op's position before lowering: the order in which the ops below
  // free their buffers, and how `pyc.timed` names them (the ops lowering
  // inserts have none).
  for (Operation &op : entry)
    position.try_emplace(&op, position.size());
  ret = cast<func::ReturnOp>(entry.getTerminator());
  if (failed(readResultSizes()))
    return failure();
  addArguments(entry);
  if (failed(bindSymbols(entry, numInputs)))
    return failure();
  if (timers) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(&entry);
    recordOnThreadZero(loc, kSyncWords);
  }
  findOutputs();
  team = Team{
      [&](ArrayRef<AffineExpr> shape, Type element) -> Value {
        auto [view, block] = scratchView(
            MemRefType::get(staticSizes(shape), element), shape, loc);
        kernelBlocks.push_back(block);
        return view;
      },
      [&] { barrier(b, loc, sync, threads); },
      [&] { return claim(b, loc, sync); }};
  for (Operation &op : llvm::make_early_inc_range(entry.without_terminator()))
    if (failed(lower(op)))
      return failure();
  if (failed(copyReturned()))
    return failure();
  finish(entry);
  return success();
}

struct PycToLoopsPass : mlir::pyc::impl::PycToLoopsBase<PycToLoopsPass> {
  using PycToLoopsBase::PycToLoopsBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (func.isDeclaration())
        continue;
      if (failed(FunctionLowering(func, symbols, timers).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
