//===- Fuse.cpp - group pyc ops into pyc.kernel regions -------------------===//
//
// The rules are stated in Passes.td. The algorithm:
//   1. Walk the ops in program order. Each op joins the first candidate
//      kernel (a producer's, then one that reads the same operand) whose
//      rules admit it and which it can join without a cycle between kernels;
//      otherwise it starts a kernel of its own. Views wait until a reader
//      pulls them in as index maps (each reader its own copy; views compute
//      nothing); a view some reader cannot take gets a copy kernel.
//   2. Order the kernels topologically and rebuild each as a pyc.kernel at
//      the end of the block: values from outside become block arguments
//      (splat constants and run-time sizes are cloned in instead), values
//      used outside become results.
//   3. Erase the original ops.
//
//===----------------------------------------------------------------------===//

#include "Pyc/IR/PycOps.h"
#include "Transforms/Matchers.h"
#include "Transforms/Passes.h"

#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"

#include <queue>

namespace mlir::pyc {
#define GEN_PASS_DEF_FUSE
#include "Transforms/Passes.h.inc"
} // namespace mlir::pyc

using namespace mlir;
using namespace mlir::pyc;

namespace {

enum class FusionClass { Pointwise, View, Reduction, Contraction, Opaque };

FusionClass classify(Operation *op) {
  if (op->hasTrait<OpTrait::pyc::View>())
    return FusionClass::View;
  if (op->hasTrait<OpTrait::pyc::Pointwise>())
    return FusionClass::Pointwise;
  if (op->hasTrait<OpTrait::pyc::Reduction>())
    return FusionClass::Reduction;
  if (op->hasTrait<OpTrait::pyc::Contraction>())
    return FusionClass::Contraction;
  return FusionClass::Opaque;
}

ArrayRef<int64_t> shapeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getShape();
}

/// Values cloned into every kernel that uses them whatever their readers:
/// splat constants, and run-time sizes (`pyc.size`, computed from the
/// kernel's size arguments).
bool isSplatOrSize(Value v) {
  DenseElementsAttr attr;
  return v.getDefiningOp<SizeOp>() ||
         (matchPattern(v, m_Constant(&attr)) && attr.isSplat());
}

/// Whether `op`, all of whose operands are index math, is index math too:
/// an iota, a view, integer or boolean arithmetic, or a select or convert
/// (a causal mask's `i >= j` and its -inf where not). Float arithmetic
/// (rotary's frequencies, exp and cos) costs more to recompute for every
/// reader's element than to read once.
bool isIndexMath(Operation *op) {
  if (isa<IotaOp>(op) || op->hasTrait<OpTrait::pyc::View>() ||
      isa<SelectOp, ConvertOp>(op))
    return true;
  if (!op->hasTrait<OpTrait::pyc::Pointwise>())
    return false;
  Type element = cast<RankedTensorType>(op->getResult(0).getType())
                     .getElementType();
  return isa<IntegerType, IndexType>(element);
}

/// Ops this pass groups: every pyc op but constants, sizes and existing
/// kernels.
bool isFusible(Operation &op) {
  return isa<PycDialect>(op.getDialect()) &&
         !isa<ConstantOp, SizeOp, KernelOp>(op);
}

/// A kernel under construction.
struct Group {
  KernelKind kind;
  SmallVector<int64_t> domain;        // the iteration space
  SmallVector<int64_t> reducedDims;   // reduction kernels: dims combined away
  SmallVector<Operation *> ops;       // in program order
  llvm::SetVector<Group *> producers; // kernels whose results this one reads

  /// The domain after the reduction, without and with the reduced dims
  /// kept as size 1: where a reduction kernel's epilogue values live.
  bool inReducedSpace(ArrayRef<int64_t> shape) const {
    if (kind != KernelKind::Reduction)
      return false;
    SmallVector<int64_t> dropped, kept(domain);
    for (auto [d, size] : llvm::enumerate(domain)) {
      if (llvm::is_contained(reducedDims, static_cast<int64_t>(d)))
        kept[d] = 1;
      else
        dropped.push_back(size);
    }
    return shape == ArrayRef<int64_t>(dropped) ||
           shape == ArrayRef<int64_t>(kept);
  }

  /// Whether the kernel reduces columns: its innermost dim is kept.
  bool reducesColumns() const {
    return kind == KernelKind::Reduction && !domain.empty() &&
           !llvm::is_contained(reducedDims,
                               static_cast<int64_t>(domain.size()) - 1);
  }
};

class Fuser {
public:
  /// `stagedColumns`: whether a column reduction can take a reduction of
  /// values computed from its own reduced values (batch norm's variance
  /// about its mean), walking its columns once for each: the GPU's can (a
  /// split Welford walk for the pair); the CPU's column walk keeps one row
  /// of accumulators for reductions of the operand alone, and the pair
  /// fell back to a strided walk a column (the UNet's statistics of
  /// [2, 32, 64, 64] channels-last f32 on 2 EPYC cores: 178 us, 75 as two
  /// kernels).
  Fuser(int64_t maxOps, bool stagedColumns)
      : maxOps(maxOps), stagedColumns(stagedColumns) {}

  void run(Block &block) {
    // pyc-fuse run again on kernel-level pyc: the kernels it makes go
    // before the return, so where a kernel already there reads a value it
    // would fuse (a view left between two kernels), the function stays as
    // it is rather than have that kernel come before what it reads.
    if (llvm::any_of(block, [](Operation &op) {
          return isFusible(op) && llvm::any_of(op.getUsers(), [](Operation *user) {
                   return isa<KernelOp>(user);
                 });
        }))
      return;
    // Dead ops are erased, not fused: a kernel of ops whose results nothing
    // reads would have no results (and the lowering writes only results).
    // Users before definitions, so a dead chain goes in one sweep.
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
      if (isFusible(op) && isOpTriviallyDead(&op))
        op.erase();
    findIndexMath(block);
    for (Operation &op : block) {
      if (!isFusible(op) || indexMath.contains(&op))
        continue;
      // Views are placed when a consumer pulls them in (as index maps), and
      // so are converts of arguments (each reader converts the elements it
      // reads: a bf16 input made f32 once for two kernels was written and
      // read back as f32, twice its bytes).
      if (classify(&op) == FusionClass::View || isArgumentConvert(op))
        pending.insert(&op);
      else
        place(&op);
    }
    // A view that some reader did not pull in gets a copy kernel. Readers
    // that are views themselves pull it wherever they go, so they are
    // decided first (reverse order).
    SmallVector<Operation *> views(pending.begin(), pending.end());
    for (Operation *view : llvm::reverse(views)) {
      // Readers that did not pull the view in.
      auto unserved = llvm::make_filter_range(view->getUsers(), [&](Operation *user) {
        if (pending.contains(user))
          return false;
        Group *g = groupOfOp.lookup(user);
        return !g || !llvm::is_contained(g->ops, view);
      });
      if (unserved.empty())
        continue;
      if (isReturnedReshape(view, unserved))
        returned.push_back(view);
      else
        placeStandalone(view);
    }
    mergeSoleProducers();
    recomputeInReaders();
    materialize(block);
  }

private:
  /// Values cloned into every kernel that reads them: splat constants,
  /// run-time sizes and index math (`indexMath`).
  bool isClonedIn(Value v) const {
    return isSplatOrSize(v) || indexMath.contains(v.getDefiningOp());
  }

  /// Collects `indexMath`: ops computed from iotas, splat constants and
  /// sizes alone (isIndexMath) whose every reader computes elements one by
  /// one (pointwise, reduction, view, or an op that reads its operands
  /// element by element). Each reader recomputes them where it reads them,
  /// through its views, in its own iteration domain (a [T, T] causal mask
  /// in the [B, H, T, T] kernel of the scores' softmax): no kernel of their
  /// own, no tensor written and read back.
  void findIndexMath(Block &block) {
    for (Operation &op : block)
      if (isFusible(op) && op.getNumResults() == 1 && isIndexMath(&op) &&
          llvm::all_of(op.getOperands(),
                       [&](Value v) { return isClonedIn(v); }))
        indexMath.insert(&op);
    // Users after definitions: dropping a reader first settles its
    // producers in the same sweep.
    for (Operation &op : llvm::reverse(block))
      if (indexMath.contains(&op) &&
          !llvm::all_of(op.getUsers(), [&](Operation *user) {
            if (indexMath.contains(user))
              return true;
            FusionClass cls = classify(user);
            return isFusible(*user) &&
                   (cls == FusionClass::Pointwise ||
                    cls == FusionClass::Reduction ||
                    cls == FusionClass::View ||
                    user->hasTrait<OpTrait::pyc::ViewOperands>());
          }))
        indexMath.remove(&op);
  }

  /// `v` (a cloned-in value) in the kernel body `inside` maps to, cloning
  /// it and the values it is computed from first.
  static Value cloneIn(Value v, IRMapping &inside, OpBuilder &body) {
    if (Value mapped = inside.lookupOrNull(v))
      return mapped;
    Operation *op = v.getDefiningOp();
    for (Value operand : op->getOperands())
      cloneIn(operand, inside, body);
    return body.clone(*op, inside)->getResult(0);
  }

  Operation *pendingView(Value v) const {
    Operation *op = v.getDefiningOp();
    return op && pending.contains(op) ? op : nullptr;
  }

  /// Whether `op` converts a function argument (seen through pending
  /// views) to another element type.
  bool isArgumentConvert(Operation &op) const {
    if (!isa<ConvertOp>(op))
      return false;
    Value source = op.getOperand(0);
    while (Operation *view = pendingView(source))
      source = view->getOperand(0);
    return isa<BlockArgument>(source);
  }

  /// The kernel that computes `v`, looking through views not yet placed.
  Group *groupOf(Value v) const {
    if (Operation *view = pendingView(v))
      return groupOf(view->getOperand(0));
    Operation *op = v.getDefiningOp();
    return op ? groupOfOp.lookup(op) : nullptr;
  }

  /// Whether `from` reads, directly or through other kernels, from `to`.
  bool reaches(Group *from, Group *to) const {
    SmallVector<Group *> stack{from};
    DenseSet<Group *> seen;
    while (!stack.empty()) {
      Group *g = stack.pop_back_val();
      if (g == to)
        return true;
      if (seen.insert(g).second)
        llvm::append_range(stack, g->producers);
    }
    return false;
  }

  /// Whether the view `view` (and the views it reads) can be pulled into
  /// `g`. Views of kernel inputs compose into an index map and always can;
  /// a view of a value computed in `g` would recompute that value for every
  /// repeated element, except a reduced value, computed once per row.
  bool canPull(Operation *view, const Group &g) const {
    if (g.kind == KernelKind::Opaque)
      return false;
    Value source = view->getOperand(0);
    if (Operation *inner = pendingView(source))
      return canPull(inner, g);
    if (groupOf(source) != &g)
      return true;
    ArrayRef<int64_t> shape = shapeOf(view->getResult(0));
    return g.inReducedSpace(shapeOf(source)) &&
           (shape == ArrayRef<int64_t>(g.domain) || g.inReducedSpace(shape));
  }

  bool canJoin(Operation *op, const Group &g) const {
    if (g.kind == KernelKind::Opaque ||
        static_cast<int64_t>(g.ops.size()) >= maxOps)
      return false;
    for (Value v : op->getOperands())
      if (Operation *view = pendingView(v); view && !canPull(view, g))
        return false;
    ArrayRef<int64_t> shape = shapeOf(op->getResult(0));
    switch (classify(op)) {
    case FusionClass::Pointwise: {
      if (g.inReducedSpace(shape))
        return true;
      // Over the reduction's operand shape: its prologue, or its epilogue.
      if (shape != ArrayRef<int64_t>(g.domain))
        return false;
      if (g.kind != KernelKind::Reduction)
        return true;
      // Of a column reduction, an op reading its reduced values stays out:
      // as an epilogue over the whole domain, a program would walk its
      // columns' long rows again after reducing them, and the GPU could no
      // longer split them into parts (batch norm's normalization beside its
      // channels-last statistics); feeding a later reduction (the squares
      // about the mean), only where the target walks columns in stages.
      bool reads = readsReduced(op, g);
      if (reads && g.reducesColumns())
        return feeds(op, g.reducedDims) && stagedColumns;
      return reads || feeds(op, g.reducedDims) || !computableByReaders(op);
    }
    case FusionClass::Reduction:
      if (shapeOf(op->getOperand(0)) != ArrayRef<int64_t>(g.domain))
        return false;
      return g.kind == KernelKind::Pointwise ||
             (g.kind == KernelKind::Reduction &&
              getReducedDims(op) == g.reducedDims);
    case FusionClass::Opaque:
      return isEpilogueLookup(op, g);
    case FusionClass::View:
    case FusionClass::Contraction:
      return false;
    }
    llvm_unreachable("unknown fusion class");
  }

  /// Whether `op` is a lookup (an op that reads its operands element by
  /// element: a gather, `take_along_dim`) whose result is one value per row
  /// of reduction kernel `g`, from operands `g` does not compute: it joins
  /// `g`'s epilogue, each row looking its element up after the reduction.
  /// Cross-entropy's pick of the target's logit is computed beside the
  /// row's log-sum-exp instead of in a kernel of its own, and so is the
  /// loss it feeds.
  bool isEpilogueLookup(Operation *op, const Group &g) const {
    return op->hasTrait<OpTrait::pyc::ViewOperands>() &&
           g.inReducedSpace(shapeOf(op->getResult(0))) &&
           llvm::none_of(op->getOperands(),
                         [&](Value v) { return groupOf(v) == &g; });
  }

  /// Whether `op`'s result reaches a reduction over `dims` through
  /// pointwise ops alone: a prologue. An op over a reduction kernel's
  /// operand shape joins it as prologue or epilogue, or where its result
  /// is written whole anyway; any other would leave the kernel whole for
  /// readers elsewhere (a layer norm backward's dy * w, read by row sums,
  /// in the kernel of dy's column sums), where in a kernel of its own it
  /// can merge into its reader.
  static bool feeds(Operation *op, ArrayRef<int64_t> dims) {
    SmallVector<Operation *> stack{op};
    DenseSet<Operation *> seen;
    while (!stack.empty()) {
      Operation *at = stack.pop_back_val();
      if (!seen.insert(at).second)
        continue;
      for (Operation *user : at->getUsers()) {
        if (user->hasTrait<OpTrait::pyc::Reduction>() &&
            getReducedDims(user) == dims)
          return true;
        if (classify(user) == FusionClass::Pointwise)
          stack.push_back(user);
      }
    }
    return false;
  }

  /// Whether every reader of `op`'s result is a pointwise or reduction op,
  /// which can compute it where it fuses (else it is written whole anyway:
  /// returned, or read by a product).
  static bool computableByReaders(Operation *op) {
    return llvm::all_of(op->getUsers(), [](Operation *user) {
      FusionClass cls = classify(user);
      return isFusible(*user) &&
             (cls == FusionClass::Pointwise || cls == FusionClass::Reduction);
    });
  }

  /// Whether `op` reads a value `g` computes from its reductions (through
  /// ops of `g` and pending views): an epilogue.
  bool readsReduced(Operation *op, const Group &g) const {
    return computedFromReduction(op->getOperands(), [&](Operation *def) {
      return pending.contains(def) || groupOfOp.lookup(def) == &g;
    });
  }

  /// The kernel `op` joins, or null if it starts its own.
  Group *pick(Operation *op) const {
    FusionClass cls = classify(op);
    bool lookup = op->hasTrait<OpTrait::pyc::ViewOperands>();
    if (cls == FusionClass::Contraction ||
        (cls == FusionClass::Opaque && !lookup))
      return nullptr;
    // Producers first (vertical fusion), then kernels that read one of the
    // same operands (sibling fusion); for a lookup, also through the
    // pending views and converts that will be pulled into them (a bf16
    // cross-entropy's row kernel reads its logits through their f32 form).
    llvm::SetVector<Group *> candidates;
    for (Value v : op->getOperands())
      if (Group *g = groupOf(v))
        candidates.insert(g);
    SmallVector<Value> read(op->getOperands());
    while (!read.empty())
      for (Operation *user : read.pop_back_val().getUsers()) {
        if (lookup && pending.contains(user))
          read.push_back(user->getResult(0));
        else if (Group *g = groupOfOp.lookup(user))
          if (g->kind != KernelKind::Contraction)
            candidates.insert(g);
      }
    for (Group *g : candidates) {
      if (!canJoin(op, *g))
        continue;
      bool cycle = llvm::any_of(op->getOperands(), [&](Value v) {
        Group *h = groupOf(v);
        return h && h != g && reaches(h, g);
      });
      if (!cycle)
        return g;
    }
    return nullptr;
  }

  Group *newGroup(KernelKind kind, ArrayRef<int64_t> domain) {
    owned.push_back(std::make_unique<Group>());
    Group *g = owned.back().get();
    g->kind = kind;
    g->domain.assign(domain.begin(), domain.end());
    return g;
  }

  /// Adds `op` to `g`, after the pending views it reads (pulled in).
  void add(Operation *op, Group *g) {
    for (Value v : op->getOperands()) {
      if (Operation *view = pendingView(v)) {
        if (!llvm::is_contained(g->ops, view))
          add(view, g);
        continue;
      }
      if (Group *h = groupOf(v); h && h != g)
        g->producers.insert(h);
    }
    g->ops.push_back(op);
    if (!pending.contains(op))
      groupOfOp[op] = g;
  }

  void place(Operation *op) {
    Group *g = pick(op);
    if (!g) {
      switch (classify(op)) {
      case FusionClass::Pointwise:
        g = newGroup(KernelKind::Pointwise, shapeOf(op->getResult(0)));
        break;
      case FusionClass::Reduction:
        g = newGroup(KernelKind::Pointwise, shapeOf(op->getOperand(0)));
        break;
      case FusionClass::Contraction:
        g = newGroup(KernelKind::Contraction, shapeOf(op->getResult(0)));
        break;
      case FusionClass::View:
      case FusionClass::Opaque:
        g = newGroup(KernelKind::Opaque, shapeOf(op->getResult(0)));
        break;
      }
    }
    if (classify(op) == FusionClass::Reduction &&
        g->kind == KernelKind::Pointwise) {
      g->kind = KernelKind::Reduction;
      g->reducedDims = getReducedDims(op);
    }
    // Views feeding an opaque op are materialized, not pulled in, unless
    // it reads its operands element by element.
    if (g->kind == KernelKind::Opaque &&
        !op->hasTrait<OpTrait::pyc::ViewOperands>()) {
      g->ops.push_back(op);
      groupOfOp[op] = g;
      for (Value v : op->getOperands())
        if (Group *h = groupOf(v))
          g->producers.insert(h);
      return;
    }
    add(op, g);
  }

  /// A reshape of a value a kernel computes that, besides readers that
  /// pulled it in as an index map, only the function returns:
  /// it stays a reshape outside kernels (the lowering writes the kernel's
  /// result straight into the output it views, row-major data being the
  /// same), instead of a copy kernel.
  template <typename Users>
  bool isReturnedReshape(Operation *view, Users unserved) const {
    return isa<ReshapeOp>(view) && !pendingView(view->getOperand(0)) &&
           groupOf(view->getOperand(0)) &&
           llvm::all_of(unserved, [](Operation *user) {
             return user->hasTrait<OpTrait::IsTerminator>();
           });
  }

  /// A view some reader could not take as an index map: a copy kernel.
  void placeStandalone(Operation *view) {
    Group *g = newGroup(KernelKind::Pointwise, shapeOf(view->getResult(0)));
    pending.remove(view);
    add(view, g);
    // Readers that pulled the view in keep their own index map; the others
    // read the copy.
    for (Operation *user : view->getUsers())
      if (Group *reader = groupOfOp.lookup(user);
          reader && reader != g && !llvm::is_contained(reader->ops, view))
        reader->producers.insert(g);
  }

  /// The one kernel that reads `g`'s results, each directly (not through
  /// a view, not returned), or null.
  Group *soleReader(const Group &g) const {
    Group *reader = nullptr;
    for (Operation *op : g.ops) {
      if (groupOfOp.lookup(op) != &g)
        continue;
      for (Operation *user : op->getUsers()) {
        Group *h = pending.contains(user) ? nullptr : groupOfOp.lookup(user);
        if (h == &g)
          continue;
        if (!h || (reader && h != reader))
          return nullptr;
        reader = h;
      }
    }
    return reader;
  }

  /// Merges each pointwise kernel whose results one pointwise or reduction
  /// kernel of its domain alone reads into that kernel. Ops join kernels
  /// one by one, in program order, so a prologue can begin in two kernels
  /// that meet only at a later op (softmax's backward: exp(x - max) / sum^2
  /// in one, the cotangent's product with it in the other, which the
  /// reduction joins): the first would write, and the second read back,
  /// whole tensors of the reduction's operand shape. Merging is acyclic:
  /// no other kernel reads the one merged.
  void mergeSoleProducers() {
    for (bool changed = true; changed;) {
      changed = false;
      for (const auto &owner : owned) {
        Group *g = owner.get();
        if (g->kind != KernelKind::Pointwise || g->ops.empty())
          continue;
        Group *reader = soleReader(*g);
        if (!reader || reader->domain != g->domain ||
            (reader->kind != KernelKind::Pointwise &&
             reader->kind != KernelKind::Reduction) ||
            static_cast<int64_t>(reader->ops.size() + g->ops.size()) > maxOps)
          continue;
        llvm::SetVector<Operation *> ops(reader->ops.begin(), reader->ops.end());
        ops.insert(g->ops.begin(), g->ops.end());
        reader->ops.assign(ops.begin(), ops.end());
        llvm::sort(reader->ops, [](Operation *a, Operation *b) {
          return a->isBeforeInBlock(b);
        });
        for (Operation *op : g->ops)
          if (groupOfOp.lookup(op) == g)
            groupOfOp[op] = reader;
        reader->producers.remove(g);
        for (Group *p : g->producers)
          if (p != reader)
            reader->producers.insert(p);
        g->ops.clear();
        g->producers.clear();
        changed = true;
      }
    }
  }

  /// The ops of `g` (and the views it pulled in) that compute `v` (of
  /// `bytes` bytes) from `g`'s inputs by pointwise ops alone (at most
  /// kMaxCone of them, the views and argument converts each reader pulls
  /// in anyway not counted; no reduction of `g` among them), where its
  /// `readers` computing it read fewer bytes than `v` costs written once
  /// and read by each: an input a reader reads already costs it nothing,
  /// nor does one of at most 1/kSmallInput of `v`'s bytes (a row of
  /// weights, the rows' means, broadcast along `v`: read once a row, from
  /// cache). False where there are none such. (Batch norm's backward after
  /// a ReLU computes the mask from the normalized input again, ~20 ops a
  /// reader, for an f32 tensor of the activation's size neither written
  /// nor read back, where the reader reads the input already.)
  /// With `atResults`, the cone stops at values `g` writes anyway (read
  /// outside it), which a reader reads as inputs: batch norm's backward
  /// after a residual sum and a ReLU writes the masked gradient in bf16 for
  /// the shortcut and, for the input's gradient, that times the weight and
  /// rstd in f32 (resnet18: 25.7 MB written and read back a block), whose
  /// cone from the inputs recomputes two normalizations (past kMaxCone).
  static constexpr size_t kMaxCone = 24;
  static constexpr int64_t kSmallInput = 16;
  bool coneOf(Value v, int64_t bytes, const Group &g,
              ArrayRef<Group *> readers, llvm::SetVector<Operation *> &cone,
              bool atResults) const {
    SmallVector<Value> stack{v};
    llvm::SetVector<Value> read;
    size_t computed = 0;
    // Values of `g`'s reduced space (a row's mean) a reader of a value over
    // more than it reads as inputs, which `g` then writes.
    auto reduced = [&](Value at) {
      return at != v && !g.inReducedSpace(shapeOf(v)) &&
             g.inReducedSpace(shapeOf(at));
    };
    while (!stack.empty()) {
      Value at = stack.pop_back_val();
      if (isClonedIn(at))
        continue;
      Operation *def = at.getDefiningOp();
      if (Operation *view = pendingView(at)) {
        // A view of an input (or of a reduced value, below) is an index map
        // the reader pulls in too.
        Value source = view->getOperand(0);
        if (groupOf(source) == &g && !reduced(source))
          return false;
        cone.insert(view);
        stack.push_back(source);
        continue;
      }
      if (!def || groupOfOp.lookup(def) != &g || reduced(at) ||
          (atResults && at != v && writtenBy(at, g))) {
        read.insert(at);
        continue;
      }
      if (classify(def) != FusionClass::Pointwise)
        return false;
      if (!cone.insert(def))
        continue;
      if (++computed > kMaxCone)
        return false;
      llvm::append_range(stack, def->getOperands());
    }
    int64_t inputBytes = 0;
    for (Value in : read) {
      std::optional<int64_t> size = getStorageBytes(in.getType());
      if (!size)
        return false;
      if (*size * kSmallInput > bytes)
        for (Group *h : readers)
          if (!llvm::any_of(in.getUsers(), [&](Operation *user) {
                return groupOfOp.lookup(user) == h;
              }))
            inputBytes += *size;
    }
    return inputBytes < bytes * (1 + static_cast<int64_t>(readers.size()));
  }

  /// Whether `v`, computed in `g`, is read outside it (by another kernel or
  /// the function's return): `g` writes it.
  bool writtenBy(Value v, const Group &g) const {
    return llvm::any_of(v.getUsers(), [&](Operation *user) {
      return !pending.contains(user) && groupOfOp.lookup(user) != &g;
    });
  }

  /// Values that a kernel computes from its inputs by pointwise ops alone
  /// and other pointwise or reduction kernels read, each in its own
  /// domain: each reader computes them from those inputs instead, where
  /// the inputs take no more bytes than the value, which then is neither
  /// written nor read back (a layer norm backward's x - mean in f32,
  /// computed in the column sums' kernel and read by the row sums': 32 MB
  /// each way, where x in bf16 is 16; in f32, x - mean and dy * w, 1.5 MB
  /// each in the GPT block's backward, from x, dy, the means and w). The
  /// kernels stay as placed.
  void recomputeInReaders() {
    for (const auto &owner : owned) {
      Group *g = owner.get();
      for (Operation *op : SmallVector<Operation *>(g->ops)) {
        if (groupOfOp.lookup(op) != g ||
            classify(op) != FusionClass::Pointwise || op->getNumResults() != 1)
          continue;
        Value v = op->getResult(0);
        llvm::SetVector<Group *> readers;
        bool direct = llvm::all_of(v.getUsers(), [&](Operation *user) {
          Group *h = pending.contains(user) ? nullptr : groupOfOp.lookup(user);
          if (h == g)
            return true;
          if (!h || (h->kind != KernelKind::Pointwise &&
                     h->kind != KernelKind::Reduction) ||
              ArrayRef<int64_t>(h->domain) != shapeOf(v))
            return false;
          readers.insert(h);
          return true;
        });
        llvm::SetVector<Operation *> cone;
        std::optional<int64_t> bytes = getStorageBytes(v.getType());
        auto coned = [&](bool atResults) {
          cone.clear();
          return coneOf(v, *bytes, *g, readers.getArrayRef(), cone, atResults);
        };
        if (!direct || readers.empty() || !bytes ||
            (!coned(false) && !coned(true)) ||
            llvm::any_of(readers, [&](Group *h) {
              return static_cast<int64_t>(h->ops.size() + cone.size()) > maxOps;
            }))
          continue;
        for (Group *h : readers) {
          for (Operation *c : cone) {
            if (llvm::is_contained(h->ops, c))
              continue;
            h->ops.push_back(c);
            for (Value in : c->getOperands())
              if (Group *p = groupOf(in); p && p != g && p != h)
                h->producers.insert(p);
          }
          llvm::sort(h->ops, [](Operation *a, Operation *b) {
            return a->isBeforeInBlock(b);
          });
        }
      }
    }
  }

  /// Kernels in an order where each comes after the kernels it reads: of
  /// the kernels whose producers are placed, a reduction whose results
  /// (`needed` outside it) are all in its reduced space, else the one
  /// whose first op comes first in the block. So the function's own order
  /// holds where the kernels allow it (in a backward, a weight's gradient
  /// right after the cotangent it reads), and a reduction reads its operand
  /// right after it is computed, while it is in cache: the GPT block's
  /// backward (2 Zen 4 cores) took 0.97 ms of its graph for its six bias
  /// gradients (column sums) behind its products, 0.54 ms this way.
  /// (Visiting the kernels depth first in the order they were begun put
  /// every small kernel behind all the products that some earlier kernel
  /// came to read.)
  SmallVector<Group *> schedule(Block &block,
                                const DenseSet<Value> &needed) const {
    DenseMap<Operation *, unsigned> position;
    for (auto [i, op] : llvm::enumerate(block))
      position[&op] = i;
    auto shrinks = [&](Group *g) {
      return g->kind == KernelKind::Reduction &&
             llvm::all_of(g->ops, [&](Operation *op) {
               return groupOfOp.lookup(op) != g ||
                      llvm::all_of(op->getResults(), [&](Value r) {
                        return !needed.contains(r) ||
                               g->inReducedSpace(shapeOf(r));
                      });
             });
    };
    // (not a shrinking reduction, first op's position, creation index):
    // unique, so the order is deterministic.
    using Key = std::tuple<bool, unsigned, unsigned>;
    DenseMap<Group *, Key> key;
    DenseMap<Group *, unsigned> waiting;
    DenseMap<Group *, SmallVector<Group *>> readers;
    std::priority_queue<std::pair<Key, Group *>,
                        std::vector<std::pair<Key, Group *>>, std::greater<>>
        ready; // the least key on top
    auto push = [&](Group *g) { ready.push({key[g], g}); };
    for (auto [i, owner] : llvm::enumerate(owned)) {
      Group *g = owner.get();
      unsigned first = 0;
      if (auto it = llvm::find_if(g->ops, [&](Operation *op) {
            return groupOfOp.lookup(op) == g;
          });
          it != g->ops.end())
        first = position.lookup(*it);
      key[g] = {!shrinks(g), first, static_cast<unsigned>(i)};
      waiting[g] = g->producers.size();
      for (Group *p : g->producers)
        readers[p].push_back(g);
    }
    for (const auto &owner : owned)
      if (owner->producers.empty())
        push(owner.get());
    SmallVector<Group *> order;
    while (!ready.empty()) {
      Group *g = ready.top().second;
      ready.pop();
      order.push_back(g);
      for (Group *r : readers[g])
        if (--waiting[r] == 0)
          push(r);
    }
    assert(order.size() == owned.size() && "kernels read each other in a cycle");
    return order;
  }

  /// The values `g` reads from outside: operands of its ops (pulled-in
  /// views included) that it does not compute; see isClonedIn.
  llvm::SetVector<Value> inputsOf(const Group &g) const {
    DenseSet<Operation *> members(g.ops.begin(), g.ops.end());
    llvm::SetVector<Value> inputs;
    for (Operation *op : g.ops)
      for (Value v : op->getOperands())
        if (!members.contains(v.getDefiningOp()) && !isClonedIn(v))
          inputs.insert(v);
    return inputs;
  }

  void materialize(Block &block) {
    Operation *terminator = block.getTerminator();
    OpBuilder builder(terminator);
    // The values some reader outside their kernel needs: another kernel's
    // inputs, the operands of returned reshapes and of ops this pass leaves
    // alone (the return). Not "has a user outside the kernel": a view
    // pulled into the kernel may also be read elsewhere (a copy kernel of
    // its own, another kernel's index map), and then the value it views
    // must leave the kernel too (layer norm over a size-1 dim returns the
    // broadcast mean that its own epilogue reads).
    DenseMap<Group *, llvm::SetVector<Value>> inputs;
    DenseSet<Value> needed;
    for (const auto &owner : owned) {
      Group *g = owner.get();
      inputs[g] = inputsOf(*g);
      needed.insert(inputs[g].begin(), inputs[g].end());
    }
    for (Operation *view : returned)
      needed.insert(view->getOperand(0));
    for (Operation &op : block)
      if (!groupOfOp.contains(&op) && !pending.contains(&op))
        needed.insert(op.operand_begin(), op.operand_end());
    SmallVector<Group *> order = schedule(block, needed);
    IRMapping outside; // original values -> kernel results
    for (Group *g : order) {
      SmallVector<Value> outputs;
      SmallVector<Location> locs;
      for (Operation *op : g->ops) {
        locs.push_back(op->getLoc());
        // Only ops the kernel owns produce results; pulled-in views are
        // private copies of an index map.
        if (groupOfOp.lookup(op) != g)
          continue;
        for (Value r : op->getResults())
          if (needed.contains(r))
            outputs.push_back(r);
      }
      // Nothing outside reads the group (dead ops were erased before
      // fusing, so this is only a safeguard): no kernel; its ops are
      // erased with the others below.
      if (outputs.empty())
        continue;
      SmallVector<Value> kernelInputs;
      for (Value v : inputs[g])
        kernelInputs.push_back(outside.lookupOrDefault(v));
      Location loc = builder.getFusedLoc(locs);
      auto kernel = KernelOp::create(
          builder, loc, ValueRange(outputs).getTypes(),
          KernelKindAttr::get(builder.getContext(), g->kind), kernelInputs);
      Block *body = new Block();
      kernel.getBody().push_back(body);
      IRMapping inside;
      for (Value v : inputs[g])
        inside.map(v, body->addArgument(v.getType(), v.getLoc()));
      OpBuilder bodyBuilder = OpBuilder::atBlockEnd(body);
      for (Operation *op : g->ops) {
        for (Value v : op->getOperands())
          if (isClonedIn(v))
            cloneIn(v, inside, bodyBuilder);
        bodyBuilder.clone(*op, inside);
      }
      SmallVector<Value> yielded;
      for (Value r : outputs)
        yielded.push_back(inside.lookup(r));
      YieldOp::create(bodyBuilder, loc, yielded);
      for (auto [original, result] : llvm::zip(outputs, kernel.getResults()))
        outside.map(original, result);
    }
    for (Operation *view : returned) {
      Operation *copy = builder.clone(*view, outside);
      outside.map(view->getResult(0), copy->getResult(0));
    }
    for (OpOperand &operand : terminator->getOpOperands())
      operand.set(outside.lookupOrDefault(operand.get()));
    // Erase consumers before producers; then constants and sizes nothing
    // uses.
    for (Operation &op : llvm::make_early_inc_range(llvm::reverse(block)))
      if (groupOfOp.contains(&op) || pending.contains(&op) ||
          indexMath.contains(&op) ||
          (isa<ConstantOp, SizeOp>(op) && op.use_empty()))
        op.erase();
  }

  int64_t maxOps;                           // the most ops a kernel holds
  bool stagedColumns;
  DenseMap<Operation *, Group *> groupOfOp; // the kernel that owns each op
  llvm::SetVector<Operation *> pending;     // views not (yet) owned
  llvm::SetVector<Operation *> indexMath;   // see findIndexMath
  SmallVector<Operation *> returned;        // see isReturnedReshape
  std::vector<std::unique_ptr<Group>> owned;
};

struct FusePass : public mlir::pyc::impl::FuseBase<FusePass> {
  using FuseBase::FuseBase;
  void runOnOperation() override {
    TargetAttr target = targetOf(getOperation());
    bool stagedColumns = !target || target.getKind() != TargetKind::Cpu;
    for (Block &block : getOperation().getBody())
      Fuser(maxOps, stagedColumns).run(block);
  }
};

} // namespace
