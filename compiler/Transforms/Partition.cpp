//===- Partition.cpp - split joint functions into forward and backward ----===//
//
// Passes.td states what the pass builds. The choice of what to save is a
// minimum cut, as in AOTAutograd's min_cut_rematerialization_partition
// (torch/_functorch/partitioners.py): the fewest bytes that separate the
// primal inputs and the ops too costly to recompute from the values the
// backward reads.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/MathExtras.h"

#include <deque>
#include <limits>

namespace mlir::pyc {
#define GEN_PASS_DEF_PARTITION
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

/// The dialect, whose attribute helpers name the joint's and the halves'
/// attributes (PycDialect.td's discardableAttrs).
PycDialect *pycDialect(Operation *op) {
  return op->getContext()->getOrLoadDialect<PycDialect>();
}

/// The symbols of `shape`'s expressions.
void collectSymbols(ArrayRef<AffineExpr> shape, llvm::SmallBitVector &used) {
  for (AffineExpr size : shape)
    size.walk([&](AffineExpr e) {
      if (auto symbol = dyn_cast<AffineSymbolExpr>(e)) {
        if (used.size() <= symbol.getPosition())
          used.resize(symbol.getPosition() + 1);
        used.set(symbol.getPosition());
      }
    });
}

/// The cheap ops: recomputing them in the backward costs less than reading
/// them back from memory. Pointwise ops and views are; a reduction is when
/// it shrinks its operands less than 4 times (AOTAutograd's rule): a row
/// statistic (a norm's mean, a softmax's max and sum) would be recomputed
/// by reading its whole rows again in the backward, to save a few bytes.
/// Contractions and opaque ops (gather, scatters, scans) are saved when the
/// backward needs them. `byteSize` weighs a value.
bool isRecomputable(Operation *op,
                    function_ref<std::optional<int64_t>(Value)> byteSize) {
  if (op->hasTrait<OpTrait::pyc::Pointwise>() ||
      op->hasTrait<OpTrait::pyc::View>())
    return true;
  if (!op->hasTrait<OpTrait::pyc::Reduction>())
    return false;
  int64_t in = 0, out = 0;
  for (Value operand : op->getOperands())
    in += byteSize(operand).value_or(0);
  for (Value result : op->getResults())
    out += byteSize(result).value_or(0);
  return 4 * out >= in;
}

/// A flow network on int64 capacities and its maximum flow by Dinic's
/// algorithm: breadth-first levels, then blocking flows along them.
class FlowNetwork {
public:
  static constexpr int64_t kInfinite = std::numeric_limits<int64_t>::max() / 4;

  explicit FlowNetwork(int numNodes) : edgesFrom(numNodes) {}

  void addEdge(int from, int to, int64_t capacity) {
    edgesFrom[from].push_back(int(edges.size()));
    edges.push_back({to, capacity});
    edgesFrom[to].push_back(int(edges.size()));
    edges.push_back({from, 0});
  }

  void maxFlow(int source, int sink) {
    while (computeLevels(source, sink)) {
      nextEdge.assign(edgesFrom.size(), 0);
      while (push(source, sink, kInfinite) > 0) {
      }
    }
  }

  /// After maxFlow: the nodes that reach the sink in the residual network,
  /// the sink side of the minimum cut nearest the sink (the same for every
  /// maximum flow).
  llvm::BitVector sinkSide(int sink) {
    llvm::BitVector reaching(edgesFrom.size());
    reaching.set(sink);
    std::deque<int> queue{sink};
    while (!queue.empty()) {
      int node = queue.front();
      queue.pop_front();
      // Edge r leaves `node`; r ^ 1 is the edge into `node` from r's end.
      for (int r : edgesFrom[node]) {
        int from = edges[r].to;
        if (edges[r ^ 1].capacity > 0 && !reaching.test(from)) {
          reaching.set(from);
          queue.push_back(from);
        }
      }
    }
    return reaching;
  }

private:
  struct Edge {
    int to;
    int64_t capacity; // residual; edge i ^ 1 is edge i's reverse
  };

  bool computeLevels(int source, int sink) {
    levels.assign(edgesFrom.size(), -1);
    levels[source] = 0;
    std::deque<int> queue{source};
    while (!queue.empty()) {
      int node = queue.front();
      queue.pop_front();
      for (int e : edgesFrom[node])
        if (edges[e].capacity > 0 && levels[edges[e].to] < 0) {
          levels[edges[e].to] = levels[node] + 1;
          queue.push_back(edges[e].to);
        }
    }
    return sink >= 0 && levels[sink] >= 0;
  }

  int64_t push(int node, int sink, int64_t limit) {
    if (node == sink)
      return limit;
    for (unsigned &i = nextEdge[node]; i < edgesFrom[node].size(); ++i) {
      Edge &edge = edges[edgesFrom[node][i]];
      if (edge.capacity <= 0 || levels[edge.to] != levels[node] + 1)
        continue;
      if (int64_t pushed =
              push(edge.to, sink, std::min(limit, edge.capacity))) {
        edge.capacity -= pushed;
        edges[edgesFrom[node][i] ^ 1].capacity += pushed;
        return pushed;
      }
    }
    return 0;
  }

  std::vector<Edge> edges;
  std::vector<std::vector<int>> edgesFrom;
  std::vector<int> levels;
  std::vector<unsigned> nextEdge;
};

/// What a value of the joint function depends on; ordered, so that an op's
/// kind is the largest of its operands'.
enum class Kind { ConstantOnly, Forward, Backward };

/// Splits one joint function `@f_joint` into `@f_forward` and
/// `@f_backward`:
///
/// 1. look `@f` up through `pyc.joint_of`; `@f`'s arguments are the first P
///    joint arguments, the rest are cotangents;
/// 2. classify each value: backward if it depends on a cotangent, else
///    forward if it depends on a primal argument, else constant-only
///    (cloned where needed, never saved);
/// 3. the forward values the backward needs: operands of backward ops and
///    gradients that are forward values;
/// 4. a minimum cut over the forward values those depend on, each split
///    into an in and an out node joined by an edge of its bytes: primal
///    arguments and results of ops that are not recomputable hang from the
///    source, the needed values from the sink; the cut edges of the minimum
///    cut nearest the sink (at equal bytes, the backward recomputes least)
///    are the values saved;
/// 5. build the forward (primal arguments to `@f`'s results and the saved
///    values) and the backward (saved values and cotangents to the
///    gradients, recomputing the forward ops it needs that are not saved),
///    each with the ops its results need, and erase the joint function.
class JointPartitioner {
public:
  JointPartitioner(func::FuncOp joint, SymbolTable &symbols,
                   ArrayRef<int64_t> symbolSizes)
      : joint(joint), symbols(symbols), symbolSizes(symbolSizes),
        builder(joint.getContext()) {}

  LogicalResult run();

private:
  LogicalResult checkSignature();
  void classify();
  SetVector<Value> neededByBackward();
  LogicalResult chooseSaved(const SetVector<Value> &needed);
  FailureOr<func::FuncOp> extract(StringRef suffix, ValueRange inputs,
                                  ValueRange outputs, Operation *before);
  FailureOr<int64_t> bytesOf(ArrayRef<Value> values);
  std::optional<int64_t> byteSize(Value v);
  FailureOr<bool> bindBackwardSymbols(func::FuncOp backward, ValueRange inputs);
  Value sizeVector();

  InFlightDiagnostic error() {
    return joint.emitError("pyc-partition: @") << joint.getSymName() << ": ";
  }

  func::FuncOp joint;
  SymbolTable &symbols;
  ArrayRef<int64_t> symbolSizes;
  OpBuilder builder;
  FlatSymbolRefAttr primalName;
  DenseI64ArrayAttr gradientArgs;
  unsigned numPrimalArgs = 0, numPrimalResults = 0;
  Block *body = nullptr;
  DenseMap<Value, Kind> kinds;
  SmallVector<Value> saved;
};

LogicalResult JointPartitioner::checkSignature() {
  PycDialect *pyc = pycDialect(joint);
  auto jointOf = pyc->getJointOfAttrHelper();
  primalName = jointOf.getAttr(joint);
  if (!primalName)
    return error() << "'" << jointOf.getName().getValue()
                   << "' must be a flat symbol reference";
  auto primal = symbols.lookup<func::FuncOp>(primalName.getValue());
  if (!primal)
    return error() << "'" << jointOf.getName().getValue() << "' names "
                   << primalName << ", which is not a function of the module";
  auto gradientArgsOf = pyc->getGradientArgsAttrHelper();
  gradientArgs = gradientArgsOf.getAttr(joint);
  if (!gradientArgs)
    return error() << "'" << gradientArgsOf.getName().getValue()
                   << "' must be an i64 array";
  numPrimalArgs = primal.getNumArguments();
  numPrimalResults = primal.getNumResults();
  if (joint.getNumArguments() < numPrimalArgs ||
      joint.getArgumentTypes().take_front(numPrimalArgs) !=
          primal.getArgumentTypes())
    return error() << "its arguments do not begin with the " << numPrimalArgs
                   << " arguments of " << primalName;
  if (joint.getNumResults() != numPrimalResults + gradientArgs.size() ||
      joint.getResultTypes().take_front(numPrimalResults) !=
          primal.getResultTypes())
    return error() << "it has " << joint.getNumResults()
                   << " results, not the " << numPrimalResults << " of "
                   << primalName << " and " << gradientArgs.size()
                   << " gradients";
  if (!joint.getBody().hasOneBlock())
    return error() << "only single-block joint functions are partitioned";
  body = &joint.getBody().front();
  return success();
}

void JointPartitioner::classify() {
  for (BlockArgument arg : body->getArguments())
    kinds[arg] = arg.getArgNumber() < numPrimalArgs ? Kind::Forward
                                                    : Kind::Backward;
  for (Operation &op : body->without_terminator()) {
    Kind kind = Kind::ConstantOnly;
    for (Value operand : op.getOperands())
      kind = std::max(kind, kinds.lookup(operand));
    for (Value result : op.getResults())
      kinds[result] = kind;
  }
}

SetVector<Value> JointPartitioner::neededByBackward() {
  SetVector<Value> needed;
  for (Operation &op : body->without_terminator())
    if (op.getNumResults() && kinds[op.getResult(0)] == Kind::Backward)
      for (Value operand : op.getOperands())
        if (kinds[operand] == Kind::Forward)
          needed.insert(operand);
  for (Value gradient :
       body->getTerminator()->getOperands().drop_front(numPrimalResults))
    if (kinds[gradient] == Kind::Forward)
      needed.insert(gradient);
  return needed;
}

/// Bytes of a tensor value (i1 stored as a byte): with run-time sizes, at
/// the symbols' `symbolSizes`.
std::optional<int64_t> JointPartitioner::byteSize(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  if (type.hasStaticShape())
    return getStorageBytes(type);
  FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(v);
  std::optional<int64_t> element =
      getStorageBytes(type.clone(ArrayRef<int64_t>{}));
  if (failed(shape) || !element)
    return std::nullopt;
  unsigned count = symbolicSymbolCount(*shape);
  SmallVector<AffineExpr> values;
  for (unsigned k = 0; k < count; ++k)
    values.push_back(getAffineConstantExpr(
        k < symbolSizes.size() ? symbolSizes[k] : 128, v.getContext()));
  int64_t bytes = *element;
  for (AffineExpr size : *shape) {
    auto constant = dyn_cast<AffineConstantExpr>(
        simplifyAffineExpr(size.replaceSymbols(values), 0, count));
    if (!constant)
      return std::nullopt;
    bytes *= constant.getValue();
  }
  return bytes;
}

/// The primal argument that is a vector of sizes (named by a negative dim
/// in `pyc.symbols`), or null.
Value JointPartitioner::sizeVector() {
  for (const SymbolBinding &s : symbolBindings(joint))
    if (s.inSizeVector() && s.argument < numPrimalArgs)
      return body->getArgument(s.argument);
  return {};
}

/// The backward's arguments with `?` dims get their sizes over the joint's
/// symbols (`pyc.sizes`), and its `pyc.symbols` binds each symbol to an
/// argument dim that is c * the symbol, or to an element of the joint's
/// vector of sizes where that is an argument. False where a symbol the
/// backward needs is bound by none.
FailureOr<bool> JointPartitioner::bindBackwardSymbols(func::FuncOp backward,
                                                      ValueRange inputs) {
  SmallVector<SymbolBinding> bindings;
  llvm::SmallBitVector bound, used;
  auto bind = [&](int64_t symbol, int64_t arg, int64_t dim, int64_t c) {
    if (symbol < static_cast<int64_t>(bound.size()) && bound.test(symbol))
      return;
    if (static_cast<int64_t>(bound.size()) <= symbol)
      bound.resize(symbol + 1);
    bound.set(symbol);
    bindings.push_back({symbol, arg, dim, c});
  };
  for (auto [i, input] : llvm::enumerate(inputs)) {
    if (cast<RankedTensorType>(input.getType()).hasStaticShape())
      continue;
    FailureOr<SmallVector<AffineExpr>> shape = symbolicShape(input);
    if (failed(shape))
      return error() << "the run-time sizes of backward argument " << i
                     << " are not known";
    backward.setArgAttr(i, "pyc.sizes", sizesAttr(*shape, input.getContext()));
    collectSymbols(*shape, used);
    for (auto [d, size] : llvm::enumerate(*shape)) {
      AffineExpr symbol = size;
      int64_t coefficient = 1;
      if (auto product = dyn_cast<AffineBinaryOpExpr>(size);
          product && product.getKind() == AffineExprKind::Mul)
        if (auto c = dyn_cast<AffineConstantExpr>(product.getRHS())) {
          symbol = product.getLHS();
          coefficient = c.getValue();
        }
      if (auto position = dyn_cast<AffineSymbolExpr>(symbol);
          position && coefficient > 0)
        bind(position.getPosition(), i, d, coefficient);
    }
  }
  // The vector of sizes, where it is an argument: its elements bind the
  // symbols no tensor dim did.
  SmallVector<SymbolBinding> jointBindings = symbolBindings(joint);
  for (auto [i, input] : llvm::enumerate(inputs))
    if (auto arg = dyn_cast<BlockArgument>(input);
        arg && arg.getOwner() == body)
      for (const SymbolBinding &s : jointBindings)
        if (s.argument == arg.getArgNumber() && s.inSizeVector())
          bind(s.symbol, i, s.dim, s.coefficient);
  backward.walk([&](Operation *op) {
    if (auto sizes = op->getAttrOfType<AffineMapAttr>("sizes"))
      collectSymbols(sizes.getValue().getResults(), used);
  });
  if (!bindings.empty())
    setSymbolBindings(backward, bindings);
  for (int k : used.set_bits())
    if (k >= static_cast<int>(bound.size()) || !bound.test(k))
      return false;
  return true;
}

FailureOr<int64_t> JointPartitioner::bytesOf(ArrayRef<Value> values) {
  int64_t total = 0;
  for (Value v : values) {
    std::optional<int64_t> bytes = byteSize(v);
    if (!bytes) {
      InFlightDiagnostic diag = error() << "the bytes of a value of type "
                                        << v.getType() << " are unknown";
      diag.attachNote(v.getLoc()) << "the value, which the backward needs "
                                     "saved or recomputed";
      return diag;
    }
    total += *bytes;
  }
  return total;
}

LogicalResult JointPartitioner::chooseSaved(const SetVector<Value> &needed) {
  // The network: the forward values the needed ones depend on. Numbered
  // primal arguments first, then op results in program order, so that the
  // saved values come out in that order.
  DenseSet<Value> ancestors(needed.begin(), needed.end());
  SmallVector<Value> worklist(needed.begin(), needed.end());
  while (!worklist.empty())
    if (Operation *op = worklist.pop_back_val().getDefiningOp())
      for (Value operand : op->getOperands())
        if (kinds[operand] == Kind::Forward && ancestors.insert(operand).second)
          worklist.push_back(operand);
  SmallVector<Value> values;
  for (Value arg : body->getArguments())
    if (ancestors.contains(arg))
      values.push_back(arg);
  for (Operation &op : body->without_terminator())
    for (Value result : op.getResults())
      if (ancestors.contains(result))
        values.push_back(result);

  DenseMap<Value, int> index;
  for (auto [i, v] : llvm::enumerate(values))
    index[v] = i;
  const int source = 0, sink = 1;
  auto in = [&](Value v) { return 2 + 2 * index.lookup(v); };
  auto out = [&](Value v) { return 3 + 2 * index.lookup(v); };
  FlowNetwork network(2 + 2 * values.size());
  for (Value v : values) {
    FailureOr<int64_t> bytes = bytesOf(v);
    if (failed(bytes))
      return failure();
    Operation *op = v.getDefiningOp();
    // A view weighs a byte more than its bytes: at equal bytes the cut
    // saves what it views (a product, not the three heads' views the
    // backward reads of it), which the backward's kernels view in place;
    // saved views reach the backward as strided tensors, copied dense on
    // every call.
    network.addEdge(in(v), out(v),
                    *bytes + (op && op->hasTrait<OpTrait::pyc::View>()));
    if (!op || !isRecomputable(op, [&](Value v) { return byteSize(v); }))
      network.addEdge(source, in(v), FlowNetwork::kInfinite);
    if (needed.contains(v))
      network.addEdge(out(v), sink, FlowNetwork::kInfinite);
    if (op)
      for (Value operand : op->getOperands())
        if (kinds[operand] == Kind::Forward)
          network.addEdge(out(operand), in(v), FlowNetwork::kInfinite);
  }
  network.maxFlow(source, sink);
  // Of the minimum cuts, the one nearest the backward: at equal bytes, the
  // backward recomputes least (a pointwise chain's last value rather than
  // its first; views aside, which weigh a byte more).
  llvm::BitVector sinkSide = network.sinkSide(sink);
  for (Value v : values)
    if (!sinkSide.test(in(v)) && sinkSide.test(out(v)))
      saved.push_back(v);
  return success();
}

/// A new function `@<f><suffix>`, inserted before the joint function, whose
/// arguments are `inputs` and which returns `outputs`, holding clones of the
/// joint's ops that the outputs need, the inputs excluded.
FailureOr<func::FuncOp>
JointPartitioner::extract(StringRef suffix, ValueRange inputs,
                          ValueRange outputs, Operation *before) {
  std::string name = (primalName.getValue() + suffix).str();
  if (symbols.lookup(name))
    return error() << "cannot add @" << name
                   << ": the module has a symbol of that name";
  DenseSet<Value> available(inputs.begin(), inputs.end());
  DenseSet<Operation *> ops;
  SmallVector<Value> worklist(outputs.begin(), outputs.end());
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (available.contains(v))
      continue;
    Operation *op = v.getDefiningOp();
    // The cut separates every primal argument from the backward's outputs;
    // an argument reached here would be a fault of this pass.
    if (!op)
      return error() << "@" << name << " needs argument "
                     << cast<BlockArgument>(v).getArgNumber()
                     << ", which it does not receive";
    if (ops.insert(op).second)
      llvm::append_range(worklist, op->getOperands());
  }

  auto fn = func::FuncOp::create(
      joint.getLoc(), name,
      builder.getFunctionType(inputs.getTypes(), outputs.getTypes()));
  symbols.insert(fn, before->getIterator());
  Block *entry = fn.addEntryBlock();
  IRMapping map;
  map.map(inputs, entry->getArguments());
  builder.setInsertionPointToEnd(entry);
  for (Operation &op : body->without_terminator())
    if (ops.contains(&op))
      builder.clone(op, map);
  SmallVector<Value> results;
  for (Value output : outputs)
    results.push_back(map.lookup(output));
  func::ReturnOp::create(builder, body->getTerminator()->getLoc(), results);
  return fn;
}

LogicalResult JointPartitioner::run() {
  if (failed(checkSignature()))
    return failure();
  classify();
  Operation *ret = body->getTerminator();
  for (auto [i, result] :
       llvm::enumerate(ret->getOperands().take_front(numPrimalResults)))
    if (kinds[result] == Kind::Backward)
      return error() << "result " << i << " depends on a cotangent";
  SetVector<Value> needed = neededByBackward();
  // What AOTAutograd's default partitioner saves, to compare the cut with.
  FailureOr<int64_t> saveAllBytes = bytesOf(needed.getArrayRef());
  if (failed(saveAllBytes) || failed(chooseSaved(needed)))
    return failure();
  auto arguments = body->getArguments();
  // The backward: saved values and cotangents in, gradients out. Where it
  // needs a size symbol that none of its tensors has as a dim, the vector
  // of sizes among the primal arguments (`pyc.symbols`' negative dims) is
  // saved too, first, as primal arguments are.
  FailureOr<func::FuncOp> backward;
  FailureOr<bool> bound;
  for (bool again = true; again;) {
    SmallVector<Value> backwardInputs(saved);
    llvm::append_range(backwardInputs, arguments.drop_front(numPrimalArgs));
    backward = extract("_backward", backwardInputs,
                       ret->getOperands().drop_front(numPrimalResults), joint);
    if (failed(backward) ||
        failed(bound = bindBackwardSymbols(*backward, backwardInputs)))
      return failure();
    Value sizes = sizeVector();
    again = !*bound && sizes && !llvm::is_contained(saved, sizes);
    if (again) {
      symbols.erase(*backward);
      saved.insert(saved.begin(), sizes);
    }
  }
  if (!*bound)
    return error() << "the backward needs a size symbol that none of its "
                      "arguments has as a dim";
  FailureOr<int64_t> savedBytes = bytesOf(saved);
  if (failed(savedBytes))
    return failure();

  SmallVector<Value> forwardOutputs(
      ret->getOperands().take_front(numPrimalResults));
  llvm::append_range(forwardOutputs, saved);
  FailureOr<func::FuncOp> forward =
      extract("_forward", arguments.take_front(numPrimalArgs), forwardOutputs,
              *backward);
  if (failed(forward))
    return failure();
  for (unsigned i = 0; i < numPrimalArgs; ++i)
    forward->setArgAttrs(i, joint.getArgAttrDict(i));
  PycDialect *pyc = pycDialect(joint);
  if (DenseI64ArrayAttr bindings = pyc->getSymbolsAttrHelper().getAttr(joint))
    pyc->getSymbolsAttrHelper().setAttr(*forward, bindings);
  pyc->getForwardOfAttrHelper().setAttr(*forward, primalName);
  pyc->getNumSavedAttrHelper().setAttr(
      *forward, builder.getI64IntegerAttr(saved.size()));
  pyc->getSavedBytesAttrHelper().setAttr(
      *forward, builder.getI64IntegerAttr(*savedBytes));
  pyc->getSaveAllBytesAttrHelper().setAttr(
      *forward, builder.getI64IntegerAttr(*saveAllBytes));

  pyc->getBackwardOfAttrHelper().setAttr(*backward, primalName);
  pyc->getGradientArgsAttrHelper().setAttr(*backward, gradientArgs);

  symbols.erase(joint);
  return success();
}

struct Partition : public pyc::impl::PartitionBase<Partition> {
  using PartitionBase::PartitionBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> joints;
    for (auto fn : module.getOps<func::FuncOp>())
      if (fn->hasAttr(pycDialect(module)->getJointOfAttrHelper().getName()))
        joints.push_back(fn);
    SmallVector<int64_t> sizes(symbolSizes.begin(), symbolSizes.end());
    for (func::FuncOp joint : joints)
      if (failed(JointPartitioner(joint, symbols, sizes).run()))
        return signalPassFailure();
  }
};

} // namespace
