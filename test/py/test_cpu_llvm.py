"""The CPU code generator's back half: hand-written upstream MLIR → LLVM
dialect → LLVM IR (`targets/cpu/llvm.py`) → llvmlite machine code
(`targets/cpu/machine.py`, its compile workers too), called on torch tensors.

Numerics are checked against torch on fresh random inputs whose sizes are not
multiples of any vector width (7 x 13).
"""

from __future__ import annotations

import array
import ctypes
import functools
import re
import subprocess
import sys
import time

import pytest
import torch
from mlir import ir

import pycompile
from pycompile.runtime.cpu import Engine
from pycompile.targets.cpu import machine
from pycompile.targets.cpu.llvm import (
    LOWER_TO_LLVM,
    TranslationError,
    entry_points,
    lower_to_llvm,
    translate_to_llvm_ir,
)
from pycompile.targets.cpu.machine import CpuTarget
from pycompile.tools import opt_path

M, N = 7, 13

# o[i, j] = a[i, j] OP b[i, j], for any element type.
BINARY = """
func.func @binary(%a: memref<?x?x{t}>, %b: memref<?x?x{t}>, %o: memref<?x?x{t}>) {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %o, %c0 : memref<?x?x{t}>
  %n = memref.dim %o, %c1 : memref<?x?x{t}>
  scf.for %i = %c0 to %m step %c1 {{
    scf.for %j = %c0 to %n step %c1 {{
      %x = memref.load %a[%i, %j] : memref<?x?x{t}>
      %y = memref.load %b[%i, %j] : memref<?x?x{t}>
      %r = {op} %x, %y : {t}
      memref.store %r, %o[%i, %j] : memref<?x?x{t}>
    }}
  }}
  return
}}
"""

# Reductions with loop-carried values: per row into memref<?xf32>, and in
# total into a rank-0 memref<f32>.
REDUCTIONS = """
func.func @row_sum(%a: memref<?x?xf32>, %o: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    %s = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %t = arith.addf %acc, %x : f32
      scf.yield %t : f32
    }
    memref.store %s, %o[%i] : memref<?xf32>
  }
  return
}
func.func @total(%a: memref<?x?xf32>, %o: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %a, %c0 : memref<?x?xf32>
  %n = memref.dim %a, %c1 : memref<?x?xf32>
  %s = scf.for %i = %c0 to %m step %c1 iter_args(%acc = %zero) -> f32 {
    %r = scf.for %j = %c0 to %n step %c1 iter_args(%acc2 = %acc) -> f32 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32>
      %t = arith.addf %acc2, %x : f32
      scf.yield %t : f32
    }
    scf.yield %r : f32
  }
  memref.store %s, %o[] : memref<f32>
  return
}
"""

# A scalar argument (i64, by value) and integer arithmetic that wraps.
AXPY_I64 = """
func.func @axpy(%alpha: i64, %x: memref<?xi64>, %y: memref<?xi64>, %o: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %o, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.load %x[%i] : memref<?xi64>
    %b = memref.load %y[%i] : memref<?xi64>
    %p = arith.muli %alpha, %a : i64
    %s = arith.addi %p, %b : i64
    memref.store %s, %o[%i] : memref<?xi64>
  }
  return
}
"""

# Booleans in and out: o = m ? a : b, g = !m and a > b.
SELECT_BOOL = """
func.func @select(%m: memref<?xi1>, %a: memref<?xf32>, %b: memref<?xf32>,
                  %o: memref<?xf32>, %g: memref<?xi1>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %true = arith.constant true
  %n = memref.dim %o, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %k = memref.load %m[%i] : memref<?xi1>
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = arith.select %k, %x, %y : f32
    memref.store %s, %o[%i] : memref<?xf32>
    %nk = arith.xori %k, %true : i1
    %gt = arith.cmpf ogt, %x, %y : f32
    %r = arith.andi %nk, %gt : i1
    memref.store %r, %g[%i] : memref<?xi1>
  }
  return
}
"""

# Any layout in, any layout out: strides and offset come from the descriptors.
STRIDED = """
func.func @scale(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>,
                 %o: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  %m = memref.dim %o, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %n = memref.dim %o, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %y = arith.mulf %x, %two : f32
      memref.store %y, %o[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}
"""

# Vector ops with masked tails (13 = 8 + 5), an LLVM intrinsic (exp) and a
# libm call (erf), and a static shape.
VECTOR_MATH = """
func.func @exp_erf(%a: memref<?xf32>, %e: memref<?xf32>, %f: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c8 {
    %v = vector.transfer_read %a[%i], %pad : memref<?xf32>, vector<8xf32>
    %x = math.exp %v : vector<8xf32>
    vector.transfer_write %x, %e[%i] : vector<8xf32>, memref<?xf32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = math.erf %x : f32
    memref.store %y, %f[%i] : memref<?xf32>
  }
  return
}
func.func @fill(%o: memref<4x8xf32>, %value: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c8 step %c1 {
      memref.store %value, %o[%i, %j] : memref<4x8xf32>
    }
  }
  return
}
"""


def parse(text: str) -> ir.Module:
    with pycompile.context(), ir.Location.unknown():
        return ir.Module.parse(text)


def to_llvm_ir(module: ir.Module) -> str:
    """LLVM IR text for a module of upstream dialects (`module` itself is not changed)."""
    lowered = ir.Module.parse(module.operation.get_asm(enable_debug_info=True), module.context)
    lower_to_llvm(lowered)
    return translate_to_llvm_ir(lowered)


# Scalar arguments by value (MLIR type → ctypes).
_SCALARS = {"f32": ctypes.c_float, "f64": ctypes.c_double, "i64": ctypes.c_int64}


def _call(engine: Engine, name: str, scalars: list, *args) -> None:
    """Calls `_mlir_ciface_<name>`: a tensor as a pointer to its memref
    descriptor (runtime/cpu/graph.py), its pointers at its first element;
    a scalar (`scalars[i]` its ctypes type, else None) by value."""
    descriptors = [array.array("q", [a.data_ptr(), a.data_ptr(), 0, *a.shape, *a.stride()])
                   if kind is None else None for a, kind in zip(args, scalars)]
    values = [kind(a) if kind else d.buffer_info()[0]
              for a, kind, d in zip(args, scalars, descriptors)]
    argtypes = [kind or ctypes.c_void_p for kind in scalars]
    ctypes.CFUNCTYPE(None, *argtypes)(engine.address(f"_mlir_ciface_{name}"))(*values)


def compile_text(text: str) -> dict:
    """Every function of `text` (upstream MLIR) compiled for this host, each
    callable on torch tensors (memrefs, outputs included) and Python scalars."""
    module = parse(text)
    with module.context:
        scalars = {}
        for op in entry_points(module):
            inputs = ir.FunctionType(ir.TypeAttr(op.attributes["function_type"]).value).inputs
            scalars[ir.StringAttr(op.attributes["sym_name"]).value] = [
                None if isinstance(t, ir.MemRefType) else _SCALARS[str(t)] for t in inputs]
        code = machine.compile_to_object(to_llvm_ir(module))
    engine = Engine(code, cache_hit=False, compile_seconds=0.0)
    return {name: functools.partial(_call, engine, name, kinds) for name, kinds in scalars.items()}


# ---------------------------------------------------------------- numerics

DTYPES = {
    torch.float32: ("f32", "arith.addf"),
    torch.float64: ("f64", "arith.addf"),
    torch.float16: ("f16", "arith.addf"),
    torch.bfloat16: ("bf16", "arith.addf"),
    torch.int64: ("i64", "arith.addi"),
    torch.int32: ("i32", "arith.addi"),
    torch.int8: ("i8", "arith.addi"),
    torch.bool: ("i1", "arith.xori"),
}


def random_tensor(shape: tuple[int, ...], dtype: torch.dtype) -> torch.Tensor:
    if dtype == torch.bool:
        return torch.rand(shape) < 0.5
    if dtype.is_floating_point:
        return torch.randn(shape, dtype=dtype)
    info = torch.iinfo(dtype)
    return torch.randint(info.min, info.max, shape, dtype=dtype)


@pytest.mark.parametrize("dtype", list(DTYPES), ids=str)
def test_elementwise_every_dtype(dtype):
    element, op = DTYPES[dtype]
    add = compile_text(BINARY.format(t=element, op=op))["binary"]
    a, b = random_tensor((M, N), dtype), random_tensor((M, N), dtype)
    out = torch.empty(M, N, dtype=dtype)
    add(a, b, out)
    torch.testing.assert_close(out, a ^ b if dtype == torch.bool else a + b)


def test_reductions():
    functions = compile_text(REDUCTIONS)
    a = torch.randn(M, N)
    rows, total = torch.empty(M), torch.empty(())
    functions["row_sum"](a, rows)
    functions["total"](a, total)
    torch.testing.assert_close(rows, a.sum(dim=1))
    torch.testing.assert_close(total, a.sum())


def test_i64_with_scalar_argument():
    axpy = compile_text(AXPY_I64)["axpy"]
    x, y = random_tensor((M * N,), torch.int64), random_tensor((M * N,), torch.int64)
    out = torch.empty(M * N, dtype=torch.int64)
    axpy(-3, x, y, out)
    assert torch.equal(out, -3 * x + y)  # both wrap around on overflow


def test_bool_in_and_out():
    select = compile_text(SELECT_BOOL)["select"]
    m, a, b = random_tensor((N,), torch.bool), torch.randn(N), torch.randn(N)
    out, g = torch.empty(N), torch.empty(N, dtype=torch.bool)
    select(m, a, b, out, g)
    assert torch.equal(out, torch.where(m, a, b))
    assert torch.equal(g, ~m & (a > b))


@pytest.mark.parametrize("view", ["contiguous", "transposed", "offset", "step"])
def test_strided_views(view):
    scale = compile_text(STRIDED)["scale"]
    base = torch.randn(2 * N, 2 * N)
    a = {
        "contiguous": base[:M, :N].contiguous(),
        "transposed": base[:N, :M].t(),
        "offset": base[3 : 3 + M, 5 : 5 + N],
        "step": base[::2, ::2][:M, :N],
    }[view]
    out = torch.full((N, M), float("nan")).t()  # a transposed output too
    scale(a, out)
    torch.testing.assert_close(out, 2 * a)


def test_vector_and_math():
    functions = compile_text(VECTOR_MATH)
    a = torch.randn(N)
    e, f = torch.empty(N), torch.empty(N)
    functions["exp_erf"](a, e, f)
    torch.testing.assert_close(e, torch.exp(a))
    torch.testing.assert_close(f, torch.erf(a))
    out = torch.empty(4, 8)
    functions["fill"](out, 2.5)
    assert torch.equal(out, torch.full((4, 8), 2.5))


# bfloat16 rounding calls compiler-runtime functions the process may lack
# (`__truncsfbf2`, `__truncdfbf2`); the runtime supplies them.
TO_BF16 = """
func.func @to_bf16(%a: memref<?xf32>, %b: memref<?xf64>, %o: memref<?xbf16>, %p: memref<?xbf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %o, %c0 : memref<?xbf16>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.truncf %x : f32 to bf16
    memref.store %y, %o[%i] : memref<?xbf16>
    %u = memref.load %b[%i] : memref<?xf64>
    %v = arith.truncf %u : f64 to bf16
    memref.store %v, %p[%i] : memref<?xbf16>
  }
  return
}
"""


def test_bfloat16_rounding_matches_torch():
    to_bf16 = compile_text(TO_BF16)["to_bf16"]
    special = [0.0, -0.0, 1.0 + 2**-8, 1.0 + 3 * 2**-8, 1.0 + 2**-8 + 2**-30, 3.4e38, -3.4e38,
               1e-40, float("inf"), float("-inf"), float("nan")]
    b = torch.tensor(special + torch.randn(100).tolist(), dtype=torch.float64)
    a = b.float()
    o, p = torch.empty(len(a), dtype=torch.bfloat16), torch.empty(len(a), dtype=torch.bfloat16)
    to_bf16(a, b, o, p)
    for got, want in ((o, a.to(torch.bfloat16)), (p, b.to(torch.bfloat16))):
        # Bit for bit, NaN aside: torch's own NaN bits differ between its
        # scalar (0x7fc0) and vector (0xffff) paths.
        nan = want.isnan()
        assert torch.equal(got.isnan(), nan)
        assert torch.equal(got[~nan].view(torch.int16), want[~nan].view(torch.int16))


def test_bool_memrefs_in_unhandled_ops_raise():
    module = parse(
        "func.func @f(%a: memref<?xi1>, %o: memref<?xi1>) {\n"
        "  %c0 = arith.constant 0 : index\n"
        "  %f = arith.constant false\n"
        "  %v = vector.transfer_read %a[%c0], %f : memref<?xi1>, vector<8xi1>\n"
        "  vector.transfer_write %v, %o[%c0] : vector<8xi1>, memref<?xi1>\n"
        "  return\n}"
    )
    with pytest.raises(ValueError, match="i1 memrefs are not supported in vector.transfer_read"):
        to_llvm_ir(module)


# ---------------------------------------------------------------- translation


def test_translation_of_other_dialects_raises():
    with pytest.raises(TranslationError, match=r"func\.func"):
        translate_to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    mixed = parse(
        "llvm.func @f(%a: i32) -> i32 {\n"
        "  %b = arith.addi %a, %a : i32\n"
        "  llvm.return %b : i32\n}"
    )
    with pytest.raises(TranslationError, match=r"arith\.addi"):
        translate_to_llvm_ir(mixed)


def test_to_llvm_ir_keeps_the_module_and_makes_c_entry_points():
    module = parse(BINARY.format(t="f32", op="arith.addf"))
    text = to_llvm_ir(module)
    assert "define void @_mlir_ciface_binary(ptr" in text
    assert "define internal void @binary(" in text
    assert "func.func @binary" in str(module)  # lowered a copy


def test_pipeline_replays_with_pycompile_opt():
    source = BINARY.format(t="f32", op="arith.addf").replace(
        ") {\n", ") attributes {llvm.emit_c_interface} {\n", 1
    )
    out = subprocess.run(
        [str(opt_path()), "-", f"--pass-pipeline={LOWER_TO_LLVM}"],
        input=source, capture_output=True, text=True, timeout=60, check=False,
    )
    assert out.returncode == 0, out.stderr
    assert "llvm.func @_mlir_ciface_binary" in out.stdout
    assert "func.func" not in out.stdout and "scf." not in out.stdout


# ---------------------------------------------------------------- code generation


def test_avx512_targets_get_512_bit_vectors():
    text = to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    wide = machine.emit_assembly(text, target=CpuTarget("sapphirerapids", "+avx512f"))
    narrow = machine.emit_assembly(
        text, target=CpuTarget("sapphirerapids", "+avx512f", prefer_512=False)
    )
    assert "vaddps" in wide and "zmm" in wide
    assert "vaddps" in narrow and "zmm" not in narrow  # LLVM's default tuning
    if "+avx2" in CpuTarget.host().features.split(","):
        assert "ymm" in machine.emit_assembly(text)


_DOUBLING_LOOP = """
{name}:
  %i{k} = phi i64 [0, %{before}], [%n{k}, %{name}]
  %p{k} = getelementptr float, ptr %{buffer}, i64 %i{k}
  %v{k} = load float, ptr %p{k}
  %w{k} = fmul float %v{k}, 2.0
  store float %w{k}, ptr %p{k}
  %n{k} = add i64 %i{k}, 1
  %c{k} = icmp slt i64 %n{k}, %n
  br i1 %c{k}, label %{name}, label %{after}
"""


def test_loops_alike_compile_once_as_one_function():
    """Each top-level loop (a kernel) becomes a function of its own, and
    loops alike (a model's layers) one function: two doubling loops over two
    buffers compile to one function, called for each, and still double both."""
    text = ("define void @twice(ptr %a, ptr %b, i64 %n) {\nentry:\n  br label %first\n"
            + _DOUBLING_LOOP.format(name="first", k=1, before="entry", buffer="a",
                                    after="between")
            + "between:\n  br label %second\n"
            + _DOUBLING_LOOP.format(name="second", k=2, before="between", buffer="b",
                                    after="done")
            + "done:\n  ret void\n}\n")
    assembly = machine.emit_assembly(text)
    functions = set(re.findall(r"^([A-Za-z_][\w.]*):", assembly, re.MULTILINE))
    assert functions == {"twice", "twice.first"}
    assert len(re.findall(r"\t(?:callq|jmp)\ttwice\.first", assembly)) == 2
    engine = Engine(machine.compile_to_object(text), cache_hit=False, compile_seconds=0.0)
    twice = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(
        engine.address("twice"))
    a, b = torch.randn(37), torch.randn(37)
    expected = (a * 2, b * 2)
    twice(a.data_ptr(), b.data_ptr(), 37)
    torch.testing.assert_close((a, b), expected)


# ---------------------------------------------------------------- compile workers


def _slow_here(monkeypatch, seconds: float = 0.5) -> None:
    """Makes this process's own compiles slow, so that one of a batch's two
    modules surely goes to a worker."""
    real = machine.compile_to_object

    def slow(*args, **kwargs):
        time.sleep(seconds)
        return real(*args, **kwargs)

    monkeypatch.setattr(machine, "compile_to_object", slow)


@pytest.mark.skipif(machine._cores() < 2, reason="workers need a second core")
def test_a_worker_compiles_what_this_process_would(monkeypatch):
    texts = [to_llvm_ir(parse(BINARY.format(t="f32", op=op))) for op in ("arith.addf",
                                                                          "arith.mulf")]
    target = CpuTarget.host()
    expected = [machine.compile_to_object(text, target=target) for text in texts]
    _slow_here(monkeypatch)
    assert machine.compile_objects(texts, target) == expected
    assert machine._idle  # the worker waits for the next batch


@pytest.mark.skipif(machine._cores() < 2, reason="workers need a second core")
def test_a_dead_worker_fails_its_module_not_the_process(monkeypatch):
    text = to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    _slow_here(monkeypatch)
    # A worker that exits after reading one byte, as one killed by an LLVM abort.
    monkeypatch.setattr(machine, "_worker", lambda: subprocess.Popen(
        [sys.executable, "-c", "import sys; sys.stdin.buffer.read(1)"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE))
    # Which of the two the worker takes depends on when its thread runs.
    results = machine.compile_objects([text, text], CpuTarget.host())
    assert sorted(type(r).__name__ for r in results) == ["WorkerError", "bytes"], results
    assert all("exited" in str(r) for r in results if isinstance(r, machine.WorkerError))


def test_one_module_compiles_in_this_process(monkeypatch):
    monkeypatch.setattr(machine, "_worker", lambda: pytest.fail("started a worker"))
    queue = machine.CompileQueue(CpuTarget.host())
    queue.put(to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf"))))
    (code,) = queue.results()
    assert isinstance(code, bytes)


@pytest.mark.skipif(machine._cores() < 2, reason="workers need a second core")
def test_a_queue_compiles_while_the_caller_goes_on():
    """Modules put while the caller is busy elsewhere (lowering the next
    part) are compiled by then: a worker starts once a second one waits."""
    texts = [to_llvm_ir(parse(BINARY.format(t="f32", op=op))) for op in ("arith.addf",
                                                                          "arith.mulf")]
    target = CpuTarget.host()
    queue = machine.CompileQueue(target)
    assert queue.put(texts[0]) == 0 and not queue._helpers
    assert queue.put(texts[1]) == 1 and len(queue._helpers) == 1
    deadline = time.monotonic() + 60
    while any(r is None for r in queue._results) and time.monotonic() < deadline:
        time.sleep(0.01)  # the caller's other work
    assert all(isinstance(r, bytes) for r in queue._results)
    assert queue.results() == [machine.compile_to_object(t, target=target) for t in texts]


@pytest.mark.skipif(machine._cores() < 2, reason="workers need a second core")
def test_a_closed_queue_gives_its_worker_back():
    """A caller that fails before asking for the results closes its queue:
    the modules not taken are dropped and the worker waits for the next."""
    queue = machine.CompileQueue(CpuTarget.host())
    for op in ("arith.addf", "arith.mulf", "arith.subf"):
        queue.put(to_llvm_ir(parse(BINARY.format(t="f32", op=op))))
    queue.close()
    for helper in queue._helpers:
        helper.join(timeout=60)
    assert queue._helpers and not any(h.is_alive() for h in queue._helpers)
    assert not queue._jobs and machine._idle


def test_a_module_that_fails_gets_its_error_in_its_place():
    good = to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    results = machine.compile_objects([good, "define void @f() { ret i32 0 }", good],
                                      CpuTarget.host())
    assert isinstance(results[0], bytes) and results[2] == results[0]
    assert isinstance(results[1], Exception) and "ret" in str(results[1])


def test_llvm_unrolls_loops_only_of_graphs_with_run_time_sizes(monkeypatch):
    """pyc-tile's blocks arrive unrolled: LLVM's unroller runs only where
    loops have run-time trip counts (`codegen.unrolls`)."""
    from pycompile.targets.cpu import codegen

    unroll = {}
    real = codegen.Builder.add

    def add(self, graph):
        if isinstance(graph, codegen.LoweredGraph):
            unroll[id(graph)] = graph.unroll
        return real(self, graph)

    monkeypatch.setattr(codegen.Builder, "add", add)
    fn = lambda x: torch.tanh(x) * 2.375 - 0.125  # noqa: E731 - a graph no other test compiles
    for dynamic in (False, True):
        torch._dynamo.reset()
        unroll.clear()
        x = torch.randn(6, 5)
        torch.testing.assert_close(pycompile.jit(fn, target="cpu", dynamic=dynamic)(x), fn(x))
        assert list(unroll.values()) == [dynamic]
    torch._dynamo.reset()
