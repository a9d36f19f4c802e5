//===- Autodiff.cpp - reverse-mode differentiation of pyc functions -------===//
//
// Passes.td states what the pass builds. The gradient of each op is its own
// rule (GradientOpInterface, dialects/Pyc/IR/PycGradients.cpp); this file
// only orders the rules and adds up cotangents.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Pyc/IR/PycShapes.h"
#include "Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/DenseSet.h"

namespace mlir::pyc {
#define GEN_PASS_DEF_AUTODIFF
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

constexpr StringLiteral kRequiresGrad = "pyc.requires_grad";

bool isFloatTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && isa<FloatType>(tensor.getElementType());
}

/// Records the ops a builder inserts: the backward's ops, among which the
/// dead ones are erased at the end.
struct Recorder : public OpBuilder::Listener {
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    ops.push_back(op);
  }
  SmallVector<Operation *> ops;
};

/// Builds `@f_joint` for one function `@f`:
///
/// 1. decide which arguments require gradients (float ones, unless marked
///    `pyc.requires_grad = false`);
/// 2. create the joint function with one more argument for each float
///    result, and copy `@f`'s ops into it;
/// 3. mark the values that depend on an argument requiring a gradient
///    (only their ops need gradient rules: an op reading only constants or
///    other inputs is never asked for one);
/// 4. seed each float result with its cotangent argument, then walk the
///    copied ops backwards: an op whose results have cotangents and which
///    reads a marked value builds its operands' cotangents with its rule;
///    cotangents of one value are added;
/// 5. return `@f`'s results and the arguments' gradients (zeros where no
///    cotangent reached), and erase the built ops nothing reads.
class JointBuilder {
public:
  JointBuilder(func::FuncOp primal, SymbolTable &symbols)
      : primal(primal), symbols(symbols) {}

  LogicalResult build();

private:
  LogicalResult chooseArguments();
  LogicalResult createJoint(StringRef jointName);
  void copyForward();
  void markVaried();
  LogicalResult propagate();
  LogicalResult applyRule(Operation *op);
  LogicalResult returnGradients();
  void accumulate(Value value, Value cotangent, Location loc);
  Value zerosLike(Value value, Location loc);

  func::FuncOp primal;
  SymbolTable &symbols;
  SmallVector<int64_t> gradientArgs;
  DenseSet<Value> varied;
  DenseMap<Value, Value> cotangents;
  Recorder recorder;
  OpBuilder builder{primal.getContext(), &recorder};
  // @f's name, block and return; the results that get a cotangent argument.
  StringRef name;
  Block *body = nullptr;
  func::ReturnOp ret;
  SmallVector<Value> seeded;
  // The joint function, its entry block, the map from @f's values to their
  // copies there, and the copied (forward) ops in order.
  func::FuncOp joint;
  Block *entry = nullptr;
  IRMapping map;
  SmallVector<Operation *> forward;
};

LogicalResult JointBuilder::chooseArguments() {
  for (auto [i, type] : llvm::enumerate(primal.getArgumentTypes())) {
    auto flag = primal.getArgAttrOfType<BoolAttr>(i, kRequiresGrad);
    if (primal.getArgAttr(i, kRequiresGrad) && !flag)
      return primal.emitError("pyc-autodiff: '")
             << kRequiresGrad << "' of argument " << i
             << " must be a bool attribute";
    if (flag && flag.getValue() && !isFloatTensor(type))
      return primal.emitError("pyc-autodiff: argument ")
             << i << " of type " << type
             << " requires a gradient, but only float tensors have one";
    if (isFloatTensor(type) && (!flag || flag.getValue()))
      gradientArgs.push_back(i);
  }
  return success();
}

void JointBuilder::accumulate(Value value, Value cotangent, Location loc) {
  auto [it, inserted] = cotangents.try_emplace(value, cotangent);
  if (!inserted)
    it->second = AddOp::create(builder, loc, it->second.getType(), it->second,
                               cotangent);
}

Value JointBuilder::zerosLike(Value value, Location loc) {
  Type element = getElementTypeOrSelf(value.getType());
  return splatLike(builder, loc, value, builder.getFloatAttr(element, 0.0));
}

LogicalResult JointBuilder::build() {
  name = primal.getSymName();
  std::string jointName = (name + "_joint").str();
  if (symbols.lookup(jointName))
    return primal.emitError("pyc-autodiff: cannot add @")
           << jointName << ": the module has a symbol of that name";
  if (!primal.getBody().hasOneBlock())
    return primal.emitError("pyc-autodiff: @")
           << name << " has " << primal.getBody().getBlocks().size()
           << " blocks; only single-block functions are differentiated";
  if (failed(chooseArguments()) || failed(createJoint(jointName)))
    return failure();
  copyForward();
  builder.setInsertionPointToEnd(entry);
  markVaried();
  if (failed(propagate()) || failed(returnGradients()))
    return failure();
  // Later ops read earlier ones, so going backwards erases whole dead chains.
  for (Operation *op : llvm::reverse(recorder.ops))
    if (isOpTriviallyDead(op))
      op->erase();
  return success();
}

/// 2. The joint function `jointName`: @f's arguments, then a cotangent
/// argument for each float result that may have a nonzero one.
LogicalResult JointBuilder::createJoint(StringRef jointName) {
  body = &primal.getBody().front();
  ret = cast<func::ReturnOp>(body->getTerminator());
  SmallVector<Type> inputs(primal.getArgumentTypes());
  for (auto [i, result] : llvm::enumerate(ret.getOperands())) {
    auto flag = primal.getResultAttrOfType<BoolAttr>(i, kRequiresGrad);
    if (primal.getResultAttr(i, kRequiresGrad) && !flag)
      return primal.emitError("pyc-autodiff: '")
             << kRequiresGrad << "' of result " << i
             << " must be a bool attribute";
    // A result whose cotangent is known to be zero (an output nothing
    // differentiates, as AOTAutograd knows) gets no cotangent argument.
    if (isFloatTensor(result.getType()) && (!flag || flag.getValue())) {
      inputs.push_back(result.getType());
      seeded.push_back(result);
    }
  }
  joint = func::FuncOp::create(
      primal.getLoc(), jointName,
      builder.getFunctionType(inputs, primal.getResultTypes()));
  for (unsigned i = 0; i < primal.getNumArguments(); ++i)
    joint.setArgAttrs(i, primal.getArgAttrDict(i));
  // Run-time sizes: the joint reads the symbols where @f does; a
  // cotangent's sizes are its result's.
  auto *pyc = primal.getContext()->getOrLoadDialect<PycDialect>();
  if (DenseI64ArrayAttr bindings = pyc->getSymbolsAttrHelper().getAttr(primal))
    pyc->getSymbolsAttrHelper().setAttr(joint, bindings);
  for (auto [j, result] : llvm::enumerate(seeded)) {
    FailureOr<AffineMapAttr> sizes = sizesOf(result);
    if (failed(sizes))
      return primal.emitError("pyc-autodiff: the run-time sizes of result ")
             << j << " of @" << name << " are not known";
    if (*sizes)
      joint.setArgAttr(primal.getNumArguments() + j, "pyc.sizes", *sizes);
  }
  symbols.insert(joint, std::next(primal->getIterator()));
  entry = joint.addEntryBlock();
  return success();
}

/// 2. @f's ops copied into the joint function (`forward`).
void JointBuilder::copyForward() {
  map.map(body->getArguments(),
          entry->getArguments().take_front(primal.getNumArguments()));
  // The copies are the primal ops, not the backward: not recorded. A
  // pyc.kernel is differentiated through: its body's ops are copied in
  // its place, its block arguments standing for its inputs and its
  // results for what it yields (pyc-fuse groups the joint's ops anew).
  OpBuilder copier = OpBuilder::atBlockEnd(entry);
  for (Operation &op : body->without_terminator()) {
    auto kernel = dyn_cast<KernelOp>(op);
    if (!kernel) {
      forward.push_back(copier.clone(op, map));
      continue;
    }
    Block &inner = kernel.getBody().front();
    for (auto [arg, input] :
         llvm::zip(inner.getArguments(), kernel.getInputs()))
      map.map(arg, map.lookupOrDefault(input));
    for (Operation &innerOp : inner.without_terminator())
      forward.push_back(copier.clone(innerOp, map));
    for (auto [result, yielded] : llvm::zip(
             kernel.getResults(), inner.getTerminator()->getOperands()))
      map.map(result, map.lookupOrDefault(yielded));
  }
}

/// 3. Values that depend on an argument requiring a gradient.
void JointBuilder::markVaried() {
  for (int64_t i : gradientArgs)
    varied.insert(entry->getArgument(i));
  for (Operation *op : forward)
    if (llvm::any_of(op->getOperands(),
                     [&](Value v) { return varied.contains(v); }))
      for (Value result : op->getResults())
        if (isFloatTensor(result.getType()))
          varied.insert(result);
}

/// 4. Seeds, then the rules in reverse order.
LogicalResult JointBuilder::propagate() {
  for (auto [result, cotangent] :
       llvm::zip(seeded,
                 entry->getArguments().drop_front(primal.getNumArguments()))) {
    Value value = map.lookupOrDefault(result);
    if (varied.contains(value))
      accumulate(value, cotangent, ret.getLoc());
  }
  for (Operation *op : llvm::reverse(forward))
    if (failed(applyRule(op)))
      return failure();
  return success();
}

/// 4. The cotangents of `op`'s operands, built by its rule where a
/// cotangent reached one of its results, added to those they have.
LogicalResult JointBuilder::applyRule(Operation *op) {
  SmallVector<Value> resultCotangents;
  bool reached = false;
  for (Value result : op->getResults()) {
    resultCotangents.push_back(cotangents.lookup(result));
    reached |= bool(resultCotangents.back());
  }
  if (!reached)
    return success();
  auto rule = dyn_cast<GradientOpInterface>(op);
  if (!rule)
    return op->emitOpError("has no gradient rule; pyc-autodiff cannot "
                           "differentiate @")
           << name << " through it";
  for (auto [result, cotangent] :
       llvm::zip(op->getResults(), resultCotangents))
    if (!cotangent && isFloatTensor(result.getType()) &&
        !(cotangent = zerosLike(result, op->getLoc())))
      return op->emitOpError("pyc-autodiff needs a zero cotangent of type ")
             << result.getType() << ", whose run-time sizes are not known";
  SmallVector<Value> operandCotangents;
  if (failed(rule.buildGradients(builder, resultCotangents,
                                 operandCotangents)))
    return failure();
  if (operandCotangents.size() != op->getNumOperands())
    return op->emitOpError("gradient rule built ")
           << operandCotangents.size() << " cotangents for "
           << op->getNumOperands() << " operands";
  for (auto [operand, cotangent] :
       llvm::zip(op->getOperands(), operandCotangents)) {
    if (!cotangent || !varied.contains(operand))
      continue;
    if (cotangent.getType() != operand.getType())
      return op->emitOpError("gradient rule built a cotangent of type ")
             << cotangent.getType() << " for an operand of type "
             << operand.getType();
    accumulate(operand, cotangent, op->getLoc());
  }
  return success();
}

/// 5. Results, then the gradients (zeros where no cotangent reached).
LogicalResult JointBuilder::returnGradients() {
  SmallVector<Value> results;
  for (Value result : ret.getOperands())
    results.push_back(map.lookupOrDefault(result));
  for (int64_t i : gradientArgs) {
    Value arg = entry->getArgument(i);
    Value gradient = cotangents.lookup(arg);
    if (!gradient && !(gradient = zerosLike(arg, primal.getLoc())))
      return primal.emitError("pyc-autodiff: no cotangent reaches argument ")
             << i << " of @" << name
             << ", and its zero gradient's run-time sizes are not known";
    results.push_back(gradient);
  }
  func::ReturnOp::create(builder, ret.getLoc(), results);
  joint.setFunctionType(builder.getFunctionType(
      joint.getArgumentTypes(), ValueRange(results).getTypes()));
  auto *pyc = primal.getContext()->getOrLoadDialect<PycDialect>();
  pyc->getJointOfAttrHelper().setAttr(
      joint, FlatSymbolRefAttr::get(primal.getSymNameAttr()));
  pyc->getGradientArgsAttrHelper().setAttr(
      joint, builder.getDenseI64ArrayAttr(gradientArgs));
  return success();
}

struct Autodiff : public pyc::impl::AutodiffBase<Autodiff> {
  using AutodiffBase::AutodiffBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    SymbolTable symbols(module);
    SmallVector<func::FuncOp> primals;
    for (auto fn : module.getOps<func::FuncOp>())
      if (!fn.isDeclaration() &&
          !fn->hasAttr(getContext().getOrLoadDialect<PycDialect>()
                           ->getJointOfAttrHelper()
                           .getName()) &&
          (function.empty() || fn.getSymName() == function))
        primals.push_back(fn);
    if (!function.empty() && primals.empty()) {
      module.emitError("pyc-autodiff: no function @")
          << function << " to differentiate";
      return signalPassFailure();
    }
    for (func::FuncOp fn : primals)
      if (failed(JointBuilder(fn, symbols).build()))
        return signalPassFailure();
  }
};

} // namespace
