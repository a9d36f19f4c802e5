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


} // namespace mlir::pyc::triton
