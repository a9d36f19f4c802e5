//===- GpuLaunch.h - launch decisions GPU passes share ----------*- C++ -*-===//
//
// pyc-tile-gpu decides each kernel's launch at compile time. A reduction
// over a row of run-time length is decided at launch instead, by the
// generated host function (pyc-to-triton), from the row's length: the same
// rule, so both read these constants. The passes that merge kernels before
// it (pyc-inline-copies, pyc-fuse-siblings) leave alone a transpose that
// needs a tiled launch of its own.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_TRANSFORMS_GPULAUNCH_H
#define PYC_TRANSFORMS_GPULAUNCH_H

#include "Pyc/IR/PycOps.h"

#include <cstdint>

namespace mlir::pyc::gpu {

/// Lanes a reduction program holds (rows x row lanes) of f32 elements, and
/// bytes of its largest input a thread loads: 2048 f32 lanes in 8 warps is
/// 32 bytes (8 elements) a thread, enough loads in flight to cover memory
/// latency without spilling a softmax's row held in registers. bf16 rows
/// take 16 lanes a thread: on an H200, a GPT block's masked softmax (128 x
/// 1024 rows of 1024 bf16) took 167.5 us with 8 warps, 143.0 with 4; a
/// softmax of 2^26 bf16 elements in rows of 1024 and of 4096, 77.7 and
/// 83.9 us with twice the warps, 68.1 and 70.5 with these.
constexpr int64_t kProgramLanes = 2048, kThreadBytes = 32;

/// The element bytes that set a kernel's lanes a thread: the widest element
/// among its inputs of the highest rank (a softmax's scores, not its mask;
/// 4 for a kernel with no input).
inline int64_t elementBytes(KernelOp kernel) {
  int64_t rank = -1, bytes = 4;
  for (Value v : kernel.getOperands()) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type)
      continue;
    int64_t b = getElementBytes(type.getElementType()).value_or(4);
    if (type.getRank() > rank || (type.getRank() == rank && b > bytes))
      bytes = b;
    rank = std::max(rank, type.getRank());
  }
  return bytes;
}

/// Lanes a warp takes in a reduction `kernel` holding whole rows: `warp`
/// threads (the target's) of kThreadBytes.
inline int64_t lanesPerWarp(KernelOp kernel, int64_t warp) {
  return warp * kThreadBytes / elementBytes(kernel);
}

/// The widest head dim an attention program holds whole (a query tile and
/// an output tile of that width): pyc-fuse-attention merges no wider one.
constexpr int64_t kMaxHeadDim = 256;

/// The longest row a program holds whole (pyc-tile-gpu's `max-row` default);
/// longer rows are looped.
constexpr int64_t kMaxRow = 16384;

/// Whether `sum` adds up exp(x - max), `max` a max over the same x (a
/// softmax's normalizer; the shift through views of `max`, detached or
/// not), both in f32: then the two can be accumulated in one walk over a
/// row (online softmax: Milakov and Gimelshein, "Online normalizer
/// calculation for softmax", 2018), which a looped row reads once, not
/// twice.
inline bool isShiftedExpSum(ReduceOp max, ReduceOp sum) {
  auto isF32 = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType().isF32();
  };
  if (max.getKind() != ReduceKind::Max || sum.getKind() != ReduceKind::Sum ||
      !isF32(max.getOperand()) || !isF32(sum.getOperand()))
    return false;
  auto exp = sum.getOperand().getDefiningOp<ExpOp>();
  auto sub = exp ? exp.getOperand().getDefiningOp<SubOp>() : SubOp();
  if (!sub || sub.getLhs() != max.getOperand())
    return false;
  Value shift = sub.getRhs();
  while (Operation *op = shift.getDefiningOp()) {
    if (!isa<StopGradientOp, ViewOpInterface>(op))
      break;
    shift = op->getOperand(0);
  }
  return shift == max.getResult();
}

/// The center `a` where `squares` sums (x - a)^2 over the x that `sum` sums
/// (both f32), `a` computed per row from `sum`'s result and constants alone
/// (a variance after its mean), else null: then both come of one walk over
/// a row (pyc-to-triton's `emitWelford`), which a looped row reads once for
/// them, not twice, and a split row's parts each walk once.
inline Value centerOfSquares(ReduceOp sum, ReduceOp squares) {
  auto f32Sum = [](ReduceOp r) {
    return r.getKind() == ReduceKind::Sum &&
           cast<RankedTensorType>(r.getOperand().getType())
               .getElementType()
               .isF32();
  };
  if (!f32Sum(sum) || !f32Sum(squares) ||
      getReducedDims(sum) != getReducedDims(squares))
    return {};
  auto mul = squares.getOperand().getDefiningOp<MulOp>();
  auto sub = mul && mul.getLhs() == mul.getRhs()
                 ? mul.getLhs().getDefiningOp<SubOp>()
                 : SubOp();
  if (!sub || sub.getLhs() != sum.getOperand())
    return {};
  SmallVector<Value> stack{sub.getRhs()};
  while (!stack.empty()) {
    Value v = stack.pop_back_val();
    if (v == sum.getResult())
      continue;
    Operation *op = v.getDefiningOp();
    if (!op || !(isa<ConstantOp>(op) || op->hasTrait<OpTrait::pyc::Pointwise>() ||
                 op->hasTrait<OpTrait::pyc::View>()))
      return {};
    llvm::append_range(stack, op->getOperands());
  }
  return sub.getRhs();
}

/// Whether two consecutive reductions of `kernel` are a pair `pair` takes.
template <typename Pair>
inline bool hasReductionPair(KernelOp kernel, Pair pair) {
  ReduceOp previous;
  for (Operation &op : kernel.getBody().front()) {
    auto reduce = dyn_cast<ReduceOp>(op);
    if (!reduce)
      continue;
    if (previous && pair(previous, reduce))
      return true;
    previous = reduce;
  }
  return false;
}

/// Whether `kernel` takes a max and its shifted sum of exponentials
/// (`isShiftedExpSum`): a softmax's or a log-sum-exp's.
inline bool hasShiftedExpSum(KernelOp kernel) {
  return hasReductionPair(kernel, isShiftedExpSum);
}

/// Whether `kernel` takes a sum and the squares about its mean
/// (`centerOfSquares`): a variance's.
inline bool hasCenteredSquares(KernelOp kernel) {
  return hasReductionPair(kernel, [](ReduceOp sum, ReduceOp squares) {
    return static_cast<bool>(centerOfSquares(sum, squares));
  });
}

/// Whether `transpose` moves the innermost dim (its last dim of more than
/// one element comes from another than the operand's): read where a
/// kernel's consecutive elements are, it scatters their loads over DRAM
/// sectors, so pyc-tile-gpu gives a kernel holding one tiles of its own
/// (`tiled`), and no other kernel computes it. One that moves only dims of
/// size 1 moves no element: a channel's statistic [1, C, 1, 1] placed for
/// channels-last data as [1, 1, 1, C] made batch norm's normalization a
/// tiled kernel.
inline bool movesInnermost(TransposeOp transpose) {
  ArrayRef<int64_t> permutation = transpose.getPermutation();
  ArrayRef<int64_t> shape = transpose.getOperand().getType().getShape();
  auto innermost = [&](auto dims) -> int64_t {
    for (int64_t d : llvm::reverse(dims))
      if (shape[d] != 1)
        return d;
    return -1;
  };
  return innermost(permutation) !=
         innermost(llvm::seq<int64_t>(0, shape.size()));
}

/// Whether a kernel of element ops holds such a transpose.
inline bool transposesInnermost(KernelOp kernel) {
  return llvm::any_of(kernel.getBody().getOps<TransposeOp>(), movesInnermost);
}

} // namespace mlir::pyc::gpu

#endif // PYC_TRANSFORMS_GPULAUNCH_H
