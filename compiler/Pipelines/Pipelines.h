//===- Pipelines.h - pycompile's registered pass pipelines ------*- C++ -*-===//
//
// Each pipeline is defined once, here, and reached by name from both
// `pycompile-opt` and the Python package (`PassManager.parse`).
//
//===----------------------------------------------------------------------===//

#ifndef PYC_PIPELINES_PIPELINES_H
#define PYC_PIPELINES_PIPELINES_H

namespace mlir::pyc {

/// Registers `pyc-graph-pipeline`, `pyc-lower-to-llvm`, `pyc-cpu-pipeline`
/// and `pyc-gpu-pipeline`.
void registerPycPipelines();

} // namespace mlir::pyc

#endif // PYC_PIPELINES_PIPELINES_H
