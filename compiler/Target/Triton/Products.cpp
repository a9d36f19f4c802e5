//===- Products.cpp - tl.dot and attention kernels ---------------------===//
//
// A contraction's tiles of its product with its prologue and epilogue, and
// attention's two products and softmax in one kernel.
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

/// An attention kernel's parts, which the stages of emitAttention share:
/// its products, the softmax's reductions and division, the operands'
/// types and sizes, the blocks, the program's ranges, the running max, sum
/// and output accumulator, the other reductions' accumulators, and the
/// values of the block of keys being emitted.
struct KernelEmitter::AttentionParts {
  MatmulOp first, second;
  SmallVector<ReduceOp> reductions;
  ReduceOp max;
  DivOp probs;
  Type scoresType, outputType;
  Shape scores, x, out;
  AffineExpr m, n, head, valueHead;
  YieldOp yield;
  int64_t bm = 0, bn = 0, bd = 0, bdv = 0;
  Value rows, headLanes, headRows, valueLanes, lowest, oldMax;
  std::string runMax, runSum, acc;
  // Other reductions of the row (a safe softmax's "all keys masked"),
  // accumulated block by block.
  SmallVector<std::pair<ReduceOp, Value>> others;
  // The block of keys: its ranges along the lanes and the value rows, the
  // softmax operand's index, its mask of keys, the grown max's name, and
  // the name of the rescaling factor exp(m - m').
  Value keys, keyRows;
  SmallVector<Value> xIdx;
  std::string keyMask, grown, alpha;
};

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
  AttentionParts a;
  if (failed(matchAttention(a)) || failed(startAttention(a)))
    return failure();
  FailureOr<std::pair<std::string, std::string>> live = liveKeys(a);
  if (failed(live))
    return failure();
  open("for n0 in range(" + live->first + ", " + live->second + ", " +
       std::to_string(a.bn) + "):");
  if (failed(emitKeyScores(a)) || failed(emitKeySoftmax(a)) ||
      failed(emitKeyReductions(a)) || failed(emitKeyOutput(a)))
    return failure();
  close();
  finishAttention(a);
  return success();
}

/// The index of an element of a value of sizes `s` in the program's batch
/// element: the batch dims' (`batchIndex`), then `last`.
SmallVector<Value> KernelEmitter::inBatch(ArrayRef<AffineExpr> s,
                                          ValueRange last) {
  SmallVector<Value> idx = batchIndex(ArrayRef(s).drop_back(2));
  idx.append(last.begin(), last.end());
  return idx;
}

/// Closes the block of keys and reports that `what` could not be computed
/// (or the first error).
LogicalResult KernelEmitter::keyBlockFailure(StringRef what) {
  close();
  return emitError(loc, "pyc-to-triton: ") << error.value_or(what.str());
}

/// The kernel's products, softmax and results, as pyc-fuse-attention
/// makes them; an error for another form.
LogicalResult KernelEmitter::matchAttention(AttentionParts &a) {
  Block &body = kernel.getBody().front();
  auto products = llvm::to_vector(body.getOps<MatmulOp>());
  a.reductions = llvm::to_vector(body.getOps<ReduceOp>());
  if (a.reductions.size() >= 2)
    for (Operation *user : a.reductions[1].getOperand().getUsers())
      if (auto div = dyn_cast<DivOp>(user);
          div && div.getLhs() == a.reductions[1].getOperand())
        a.probs = div;
  if (products.size() != 2 || !a.probs)
    return emitError(loc, "pyc-to-triton: an attention kernel takes two "
                          "pyc.matmul and a softmax between them (the form "
                          "pyc-fuse-attention makes)");
  a.first = products[0];
  a.second = products[1];
  a.max = a.reductions[0];
  FailureOr<Type> scoresType = dotOperandType(a.first),
                  outputType = dotOperandType(a.second);
  if (failed(scoresType) || failed(outputType))
    return failure();
  a.scoresType = *scoresType;
  a.outputType = *outputType;
  a.scores = shape(a.first.getResult());
  a.x = shape(a.max.getOperand());
  a.out = shape(a.second.getResult());
  a.m = a.scores[a.scores.size() - 2];
  a.n = a.scores.back();
  a.head = shape(a.first.getLhs()).back();
  a.valueHead = a.out.back();
  a.yield = cast<YieldOp>(body.getTerminator());
  for (Value v : a.yield.getOperands())
    if (shape(v) != a.out)
      return emitError(loc, "pyc-to-triton: an attention kernel's results "
                            "must have its output's shape ")
             << shapeTuple(a.out) << ", not " << shapeTuple(shape(v));
  ArrayRef<int64_t> block = schedule.getBlock();
  a.bm = block[0];
  a.bn = block[1];
  a.bd = block[2];
  a.bdv = block[3];
  return success();
}

/// The program's query rows and head ranges, its tile of queries, and the
/// running max, sum, output accumulator and other reductions at their
/// start.
LogicalResult KernelEmitter::startAttention(AttentionParts &a) {
  Type f32 = b.getF32Type();
  int64_t bm = a.bm;
  p.line("tiles_m = " + sizeText(a.m.ceilDiv(bm)));
  p.line("pid_b, pid_m = pid // tiles_m, pid % tiles_m");
  a.rows = range("rows", "pid_m * " + std::to_string(bm), bm, Rows, a.m);
  a.headLanes = range("head_lanes", "0", a.bd, InnerLanes, a.head);
  a.headRows = range("head_rows", "0", a.bd, InnerRows, a.head);
  a.valueLanes = range("value_lanes", "0", a.bdv, ValueLanes, a.valueHead);
  std::string q =
      operandTile(a.first.getLhs(), inBatch(a.scores, {a.rows, a.headLanes}),
                  bm, a.bd, InnerLanes);
  if (q.empty())
    return emitError(loc, "pyc-to-triton: ")
           << error.value_or("the queries could not be computed");
  p.line("q = " + q);
  a.lowest = reduceIdentity(b, loc, ReduceKind::Max, f32);
  a.runMax = p.fresh("m");
  a.runSum = p.fresh("l");
  a.acc = p.fresh("acc");
  p.line(a.runMax + " = tl.full([" + Twine(bm) + ", 1], " +
         p.rawLiteral(a.lowest) + ", tl.float32)");
  p.line(a.runSum + " = tl.full([" + Twine(bm) + ", 1], 0.0, tl.float32)");
  p.line(a.acc + " = tl.full([" + Twine(bm) + ", " + Twine(a.bdv) +
         "], 0.0, tl.float32)");
  a.oldMax = p.leaf(f32, a.runMax, Rows);
  for (ReduceOp r : ArrayRef(a.reductions).drop_front(2)) {
    Type t = tensorTypeOf(r.getResult()).getElementType();
    std::string name = p.fresh("acc");
    p.line(name + " = tl.full([" + Twine(bm) + ", 1], " +
           p.rawLiteral(reduceIdentity(b, loc, r.getKind(), t)) + ", " +
           dtypeName(t) + ")");
    a.others.push_back({r, p.leaf(t, name, Rows)});
  }
  return success();
}

/// The keys the mask leaves any element of (text: the first and the end),
/// all of them where the softmax's operand has no mask.
FailureOr<std::pair<std::string, std::string>>
KernelEmitter::liveKeys(AttentionParts &a) {
  // The keys the mask leaves any element of: a first walk over the mask
  // alone finds the first and the last block where it does (causal
  // attention: the blocks up to the diagonal), and the softmax walks only
  // those. (A branch around a block's work instead would keep Triton from
  // pipelining the loop's loads.)
  std::string keysFrom = "0", keysTo = sizeText(a.n);
  std::string step = std::to_string(a.bn);
  std::optional<std::pair<Value, bool>> dead =
      deadMask(a.max.getOperand(), a.first.getResult());
  if (!dead)
    return std::pair(keysFrom, keysTo);
  keysFrom = p.fresh("first");
  keysTo = p.fresh("last");
  p.line(keysFrom + ", " + keysTo + " = pid * 0 + " + sizeText(a.n) +
         ", pid * 0");
  open("for n0 in range(0, " + sizeText(a.n) + ", " + step + "):");
  Value keys = range("keys", "n0", a.bn, Lanes, a.n);
  Value term = element(dead->first, inBatch(a.x, {a.rows, keys}));
  if (!term)
    return keyBlockFailure("the softmax's mask could not be computed");
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
         Twine(a.bm) + ", " + Twine(a.bn) + "]), None, " +
         combiner(ReduceKind::Max, b.getI1Type()) + ")");
  p.line(keysFrom + " = tl.where(" + any + " & (n0 < " + keysFrom + "), n0, " +
         keysFrom + ")");
  p.line(keysTo + " = tl.where(" + any + ", n0 + " + step + ", " + keysTo +
         ")");
  close();
  return std::pair(keysFrom, keysTo);
}

/// A block of keys' ranges and its scores, S = Q K.
LogicalResult KernelEmitter::emitKeyScores(AttentionParts &a) {
  a.keys = range("keys", "n0", a.bn, Lanes, a.n);
  a.keyRows = range("key_rows", "n0", a.bn, KeyRows, a.n);
  a.xIdx = inBatch(a.x, {a.rows, a.keys});
  std::string kt =
      operandTile(a.first.getRhs(), inBatch(a.scores, {a.headRows, a.keys}),
                  a.bd, a.bn, InnerRows);
  if (kt.empty())
    return keyBlockFailure("the keys could not be computed");
  dot("s", "q", kt, "", a.scoresType);
  Type f32 = b.getF32Type();
  Value s = p.leaf(f32, "s", Rows | Lanes);
  if (Type t = tensorTypeOf(a.first.getResult()).getElementType(); t != f32)
    s = arith::TruncFOp::create(b, loc, t, s);
  remember(keyOf(a.first.getResult(), inBatch(a.scores, {a.rows, a.keys})),
           s);
  return success();
}

/// The block's softmax: x grows the running max to m', E = exp(x - m')
/// stands for P (0 past the last key), and the running sum is rescaled by
/// exp(m - m') and adds the block's.
LogicalResult KernelEmitter::emitKeySoftmax(AttentionParts &a) {
  Type f32 = b.getF32Type();
  // The softmax's operand, -inf past the last key, in f32.
  auto inF32 = [&](Value v) -> Value {
    return v && v.getType() != f32 ? arith::ExtFOp::create(b, loc, f32, v)
                                   : v;
  };
  Value scaled = inF32(element(a.max.getOperand(), a.xIdx));
  if (!scaled)
    return keyBlockFailure("the softmax's operand could not be computed");
  a.keyMask = mask(Lanes);
  std::string xs = p.fresh("x");
  p.line(xs + " = " + pastKeys(a, scaled, a.lowest));
  std::string blockMax = p.fresh("r");
  p.line(blockMax + " = " + reduceRows(ReduceKind::Max, f32, xs));
  Value newMax = reduceCombine(b, loc, ReduceKind::Max,
                               p.leaf(f32, blockMax, Rows), a.oldMax);
  a.grown = p.fresh("m");
  p.line(a.grown + " = " + p.name(newMax));
  Value shift = shiftOf(p.leaf(f32, a.grown, Rows));
  remember(keyOf(a.max.getResult(), inBatch(a.x, {a.rows})), shift);
  Value e = element(a.reductions[1].getOperand(), a.xIdx);
  if (!e)
    return keyBlockFailure("the softmax could not be computed");
  std::string numerator = p.fresh("p");
  p.line(numerator + " = " +
         pastKeys(a, e,
                  scalarConstant(b, loc, getElementTypeOrSelf(e.getType()),
                                 0.0)));
  Value pTile = p.leaf(e.getType(), numerator, Rows | Lanes);
  remember(keyOf(a.probs.getResult(), a.xIdx), pTile);
  Value alpha = math::ExpOp::create(
      b, loc, arith::SubFOp::create(b, loc, a.oldMax, shift));
  a.alpha = p.fresh("alpha");
  p.line(a.alpha + " = " + p.name(alpha));
  p.line(a.runSum + " = " + a.runSum + " * " + a.alpha + " + " +
         reduceRows(ReduceKind::Sum, f32, p.name(inF32(pTile))));
  return success();
}

/// `v`, or `other` past the last key.
std::string KernelEmitter::pastKeys(AttentionParts &a, Value v, Value other) {
  std::string name = p.name(v);
  if (a.keyMask.empty())
    return name;
  return "tl.where(" + a.keyMask + ", " + name + ", " + p.name(other) + ")";
}

/// The other reductions of the row, grown by the block's.
LogicalResult KernelEmitter::emitKeyReductions(AttentionParts &a) {
  for (auto [r, running] : a.others) {
    Value v = element(r.getOperand(), a.xIdx);
    if (!v)
      return keyBlockFailure("a reduction of the softmax's row could not "
                             "be computed");
    Type t = getElementTypeOrSelf(v.getType());
    std::string chunk = p.fresh("r");
    p.line(chunk + " = " +
           reduceRows(r.getKind(), t,
                      pastKeys(a, v, reduceIdentity(b, loc, r.getKind(), t))));
    std::string combined = p.name(
        reduceCombine(b, loc, r.getKind(), p.leaf(t, chunk, Rows), running));
    p.line(p.name(running) + " = " + combined);
  }
  return success();
}

/// The block's output, the rescaled accumulator plus P' V, and the running
/// max moved on.
LogicalResult KernelEmitter::emitKeyOutput(AttentionParts &a) {
  std::string weights =
      operandTile(a.second.getLhs(), inBatch(a.out, {a.rows, a.keys}), a.bm,
                  a.bn, 0);
  std::string values =
      operandTile(a.second.getRhs(), inBatch(a.out, {a.keyRows, a.valueLanes}),
                  a.bn, a.bdv, KeyRows);
  if (weights.empty() || values.empty())
    return keyBlockFailure("the output's operands could not be computed");
  dot(a.acc, weights, values, a.acc + " * " + a.alpha, a.outputType);
  p.line(a.runMax + " = " + a.grown);
  return success();
}

/// The output, acc / l, and the kernel's results.
void KernelEmitter::finishAttention(AttentionParts &a) {
  Type f32 = b.getF32Type();
  p.line(a.acc + " = " + a.acc + " / " + a.runSum);
  for (auto [r, running] : a.others)
    remember(keyOf(r.getResult(), inBatch(a.x, {a.rows})), running);
  Value o = p.leaf(f32, a.acc, Rows | ValueLanes);
  if (Type t = tensorTypeOf(a.second.getResult()).getElementType(); t != f32)
    o = arith::TruncFOp::create(b, loc, t, o);
  SmallVector<Value> outIdx = inBatch(a.out, {a.rows, a.valueLanes});
  remember(keyOf(a.second.getResult(), outIdx), o);
  for (auto [i, v] : llvm::enumerate(a.yield.getOperands()))
    store(i, v, outIdx);
}

} // namespace mlir::pyc::triton
