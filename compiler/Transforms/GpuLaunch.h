//===- GpuLaunch.h - launch sizes of GPU reductions -------------*- C++ -*-===//
//
// pyc-tile-gpu decides each kernel's launch at compile time. A reduction
// over a row of run-time length is decided at launch instead, by the
// generated host function (pyc-to-triton), from the row's length: the same
// rule, so both read these constants.
//
//===----------------------------------------------------------------------===//

#ifndef PYC_TRANSFORMS_GPULAUNCH_H
#define PYC_TRANSFORMS_GPULAUNCH_H

#include <cstdint>

namespace mlir::pyc::gpu {

/// Lanes a reduction program holds (rows x row lanes), and lanes per warp:
/// 2048 lanes in 8 warps is 8 elements a thread, enough loads in flight to
/// cover memory latency without spilling a softmax's row held in registers.
constexpr int64_t kProgramLanes = 2048, kLanesPerWarp = 256;
/// The longest row a program holds whole (pyc-tile-gpu's `max-row` default);
/// longer rows are looped.
constexpr int64_t kMaxRow = 16384;

} // namespace mlir::pyc::gpu

#endif // PYC_TRANSFORMS_GPULAUNCH_H
