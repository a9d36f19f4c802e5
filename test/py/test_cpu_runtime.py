"""The CPU code generator's back half: hand-written upstream MLIR → LLVM
dialect → LLVM IR → llvmlite machine code, called on torch tensors.

Numerics are checked against torch on fresh random inputs whose sizes are not
multiples of any vector width (7 x 13). The cache tests use `tmp_path`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

import pytest
import torch
from mlir import ir

import pycompile
from pycompile.runtime import cpu, machine
from pycompile.runtime.cpu import CpuFunction, CpuTarget, TensorArg, compile_llvm_ir
from pycompile.targets.cpu import (
    LOWER_TO_LLVM,
    TranslationError,
    compile_module,
    signature,
    to_llvm_ir,
    translate_to_llvm_ir,
)
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


def compile_text(text: str) -> dict[str, CpuFunction]:
    module = parse(text)
    with module.context:
        return compile_module(module, cache=False)


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    """Every test gets its own empty cache directory."""
    monkeypatch.setenv("PYCOMPILE_CACHE_DIR", str(tmp_path))
    return tmp_path / "cpu"


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


def test_missing_function_raises_instead_of_crashing():
    text = (
        "declare void @pyc_no_such_function()\n"
        "define void @_mlir_ciface_f() {\n  call void @pyc_no_such_function()\n  ret void\n}\n"
    )
    with pytest.raises(cpu.UnresolvedSymbolError, match="pyc_no_such_function"):
        compile_llvm_ir(text)


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


# ---------------------------------------------------------------- arguments


def test_signature_from_mlir_types():
    module = parse(VECTOR_MATH + STRIDED)
    specs = {
        ir.StringAttr(op.attributes["sym_name"]).value: signature(op)
        for op in (op.operation for op in module.body.operations)
    }
    assert specs["fill"][0] == TensorArg(torch.float32, (4, 8), (8, 1), 0, "arg0")
    assert specs["fill"][1] == cpu.ScalarArg(torch.float32, "arg1")
    assert specs["exp_erf"][0] == TensorArg(torch.float32, (None,), (1,), 0, "arg0")
    assert specs["scale"][0] == TensorArg(torch.float32, (None, None), (None, None), None, "arg0")


def test_bad_arguments_raise_value_error():
    engine = compile_llvm_ir(to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf"))))
    specs = [TensorArg(torch.float32, ("M", "N"), (None, 1), 0, name) for name in "abo"]
    add = CpuFunction(engine, "binary", specs)
    a, b, out = torch.randn(M, N), torch.randn(M, N), torch.empty(M, N)
    cases = [
        ((a, b), "expected 3 arguments, got 2"),
        ((a, b, out, out), "expected 3 arguments, got 4"),
        ((a, 1.0, out), r"argument 1 \(b\): expected a torch.Tensor, got float"),
        ((a, b.double(), out), r"argument 1 \(b\): expected dtype torch.float32"),
        ((a, b, out[0]), r"argument 2 \(o\): expected shape \('M', 'N'\), got \(13,\)"),
        ((a, torch.randn(M, N + 1), out), r"argument 1 \(b\): .*dimension 1 must be 13"),
        ((a, b, torch.empty(N, M).t()), r"argument 2 \(o\): the code assumes strides"),
        ((a, b, out.to("meta")), r"argument 2 \(o\): expected a dense CPU tensor"),
    ]
    for args, message in cases:
        with pytest.raises(ValueError, match=message):
            add(*args)
    add(a, b, out)  # what passes
    assert torch.equal(out, a + b)
    # Size-1 dimensions may have any stride.
    add(a[:1], b[:1], torch.empty(N, 1).t())
    fill = compile_text(VECTOR_MATH)["fill"]
    with pytest.raises(ValueError, match=r"argument 0 \(arg0\): .*dimension 1 must be 8"):
        fill(torch.empty(4, 7), 1.0)
    with pytest.raises(ValueError, match=r"argument 1 \(arg1\): expected a torch.float32 scalar"):
        fill(torch.empty(4, 8), "1")


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
    wide = cpu.emit_assembly(text, target=CpuTarget("sapphirerapids", "+avx512f"))
    narrow = cpu.emit_assembly(
        text, target=CpuTarget("sapphirerapids", "+avx512f", prefer_512=False)
    )
    assert "vaddps" in wide and "zmm" in wide
    assert "vaddps" in narrow and "zmm" not in narrow  # LLVM's default tuning
    if "+avx2" in CpuTarget.host().features.split(","):
        assert "ymm" in cpu.emit_assembly(text)


# ---------------------------------------------------------------- the cache

# Runs in a fresh process; loads runtime/machine.py, runtime/errors.py and
# runtime/cpu.py by path so that MLIR is not imported at all (the pycompile
# package itself imports it).
CACHE_SCRIPT = """
import importlib.util, json, pathlib, sys
def load(name, path):
    spec = importlib.util.spec_from_file_location(name, path)
    module = sys.modules[name] = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
load("pycompile.runtime.machine", pathlib.Path(sys.argv[1]).with_name("machine.py"))
load("pycompile.runtime.errors", pathlib.Path(sys.argv[1]).with_name("errors.py"))
cpu = load("cpu_runtime", sys.argv[1])
import torch
engine = cpu.compile_llvm_ir(open(sys.argv[2]).read())
add = cpu.CpuFunction(engine, "binary", [cpu.TensorArg(torch.float32, ("M", "N"))] * 3)
a, b, out = torch.randn(7, 13), torch.randn(7, 13), torch.empty(7, 13)
add(a, b, out)
print(json.dumps({"hit": engine.cache_hit, "seconds": engine.compile_seconds,
                  "right": torch.equal(out, a + b), "mlir": "mlir" in sys.modules}))
"""


def test_cache_hit_in_a_fresh_process(tmp_path, cache_dir):
    ir_file = tmp_path / "kernel.ll"
    ir_file.write_text(to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf"))))

    def run() -> dict:
        out = subprocess.run(
            [sys.executable, "-c", CACHE_SCRIPT, cpu.__file__, str(ir_file)],
            capture_output=True, text=True, timeout=120, check=True,
        )
        return json.loads(out.stdout)

    cold, warm = run(), run()
    assert not cold["hit"] and warm["hit"]
    assert cold["right"] and warm["right"]
    assert not cold["mlir"] and not warm["mlir"]
    assert warm["seconds"] < cold["seconds"]
    assert len(list(cache_dir.glob("*.o"))) == 1


def test_cache_hit_skips_the_compiler(monkeypatch):
    text = to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    assert not compile_llvm_ir(text).cache_hit

    def fail(*args, **kwargs):
        raise AssertionError("parsed or optimized despite a cache hit")

    monkeypatch.setattr(cpu, "compile_to_object", fail)
    monkeypatch.setattr(machine, "_optimized_module", fail)
    assert compile_llvm_ir(text).cache_hit
    with pytest.raises(AssertionError):
        compile_llvm_ir(text, opt_level=2)  # another key: a miss


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty", "garbage"])
def test_corrupt_cache_entry_is_recompiled(damage, cache_dir, caplog):
    text = to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    assert not compile_llvm_ir(text).cache_hit
    [entry] = cache_dir.glob("*.o")
    data = entry.read_bytes()
    entry.write_bytes(
        {
            "truncate": data[: len(data) // 2],
            "flip": data[:-1] + bytes([data[-1] ^ 0xFF]),
            "empty": b"",
            "garbage": b"\x7fELF" + bytes(len(data)),
        }[damage]
    )
    engine = compile_llvm_ir(text)
    assert not engine.cache_hit
    assert "corrupt cache entry" in caplog.text
    add = CpuFunction(engine, "binary", [TensorArg(torch.float32, ("M", "N"))] * 3)
    a, b, out = torch.randn(M, N), torch.randn(M, N), torch.empty(M, N)
    add(a, b, out)
    assert torch.equal(out, a + b)
    assert entry.read_bytes() == data  # rewritten
    assert compile_llvm_ir(text).cache_hit


def test_cache_off_writes_nothing(cache_dir):
    text = to_llvm_ir(parse(BINARY.format(t="f32", op="arith.addf")))
    assert not compile_llvm_ir(text, cache=False).cache_hit
    assert not cache_dir.exists()


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
