//===- PycEnums.td - enum attributes of the pyc dialect ----*- tablegen -*-===//

#ifndef PYC_ENUMS_TD
#define PYC_ENUMS_TD

include "mlir/IR/EnumAttr.td"
include "Pyc/IR/PycDialect.td"

def Pyc_CompareDirection : I32EnumAttr<"CompareDirection",
    "comparison performed by pyc.compare", [
      I32EnumAttrCase<"EQ", 0, "eq">, I32EnumAttrCase<"NE", 1, "ne">,
      I32EnumAttrCase<"LT", 2, "lt">, I32EnumAttrCase<"LE", 3, "le">,
      I32EnumAttrCase<"GT", 4, "gt">, I32EnumAttrCase<"GE", 5, "ge">]> {
  let cppNamespace = "::mlir::pyc";
  let genSpecializedAttr = 0;
}
def Pyc_CompareDirectionAttr
    : EnumAttr<Pyc_Dialect, Pyc_CompareDirection, "cmp">;

def Pyc_ReduceKind : I32EnumAttr<"ReduceKind",
    "combining function of pyc.reduce", [
      I32EnumAttrCase<"Sum", 0, "sum">, I32EnumAttrCase<"Prod", 1, "prod">,
      I32EnumAttrCase<"Max", 2, "max">, I32EnumAttrCase<"Min", 3, "min">]> {
  let cppNamespace = "::mlir::pyc";
  let genSpecializedAttr = 0;
}
def Pyc_ReduceKindAttr : EnumAttr<Pyc_Dialect, Pyc_ReduceKind, "reduce">;

def Pyc_KernelKind : I32EnumAttr<"KernelKind",
    "loop structure of a pyc.kernel", [
      I32EnumAttrCase<"Pointwise", 0, "pointwise">,
      I32EnumAttrCase<"Reduction", 1, "reduction">,
      I32EnumAttrCase<"Contraction", 2, "contraction">,
      I32EnumAttrCase<"Opaque", 3, "opaque">,
      I32EnumAttrCase<"Attention", 4, "attention">]> {
  let cppNamespace = "::mlir::pyc";
  let genSpecializedAttr = 0;
}
def Pyc_KernelKindAttr : EnumAttr<Pyc_Dialect, Pyc_KernelKind, "kernel">;

def Pyc_LoopOrder : I32EnumAttr<"LoopOrder",
    "loop order of a contraction's register block on the CPU", [
      I32EnumAttrCase<"IKJ", 0, "ikj">, I32EnumAttrCase<"IJK", 1, "ijk">]> {
  let cppNamespace = "::mlir::pyc";
  let genSpecializedAttr = 0;
}
def Pyc_LoopOrderAttr : EnumAttr<Pyc_Dialect, Pyc_LoopOrder, "loop_order">;

def Pyc_GpuStrategy : I32EnumAttr<"GpuStrategy",
    "how a GPU kernel's program instances cover its iteration space", [
      I32EnumAttrCase<"Pointwise", 0, "pointwise">,
      I32EnumAttrCase<"Row", 1, "row">,
      I32EnumAttrCase<"Looped", 2, "looped">,
      I32EnumAttrCase<"Dot", 3, "dot">,
      I32EnumAttrCase<"Tiled", 4, "tiled">,
      I32EnumAttrCase<"Attention", 5, "attention">,
      I32EnumAttrCase<"Split", 6, "split">]> {
  let cppNamespace = "::mlir::pyc";
  let genSpecializedAttr = 0;
}
def Pyc_GpuStrategyAttr : EnumAttr<Pyc_Dialect, Pyc_GpuStrategy, "gpu_strategy">;

def Pyc_TargetKind : I32EnumAttr<"TargetKind",
    "the kind of machine a #pyc.target describes", [
      I32EnumAttrCase<"Cpu", 0, "cpu">, I32EnumAttrCase<"Gpu", 1, "gpu">]> {
  let cppNamespace = "::mlir::pyc";
  let genSpecializedAttr = 0;
}
def Pyc_TargetKindAttr : EnumAttr<Pyc_Dialect, Pyc_TargetKind, "target_kind">;

#endif // PYC_ENUMS_TD
