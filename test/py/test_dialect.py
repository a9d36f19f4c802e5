"""The pyc dialect from Python: builders, inference, verifiers, passes, loading."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest
from mlir import ir
from mlir.dialects import func
from mlir.passmanager import PassManager

import pycompile
from pycompile.dialects import pyc


def tensor(shape, element=None):
    return ir.RankedTensorType.get(shape, element or ir.F32Type.get())


def build(arg_types, body):
    """Builds `func.func @f(arg_types)` whose body is `body(*args)`."""
    module = ir.Module.create()
    with ir.InsertionPoint(module.body):
        func.FuncOp.from_py_func(*arg_types, name="f")(body)
    assert module.operation.verify()
    return module


def test_builders_infer_result_types(ctx):
    i64 = ir.IntegerType.get_signless(64)
    captured = {}

    def body(a, b, idx):
        captured["transpose"] = pyc.transpose(a, [1, 0])
        captured["slice"] = pyc.slice(a, [0, 1], [2, 3], [1, 2])
        captured["concat"] = pyc.concat([a, a], 0)
        captured["pad"] = pyc.pad(a, [1, 0], [0, 2], 0.0)
        captured["reduce"] = pyc.reduce(pyc.ReduceKind.Max, a, [1])
        captured["argmax"] = pyc.argmax(a, 1)
        captured["matmul"] = pyc.matmul(a, b)
        captured["gather"] = pyc.gather(b, idx, 0)
        captured["compare"] = pyc.compare(pyc.CompareDirection.GE, a, a)
        captured["select"] = pyc.select(captured["compare"], a, a)
        captured["add"] = pyc.add(a, a)
        return captured["matmul"]

    module = build([tensor([2, 3]), tensor([3, 5]), tensor([7], i64)], body)
    # Values point into the module: read their types while it is alive.
    types = {name: str(value.type) for name, value in captured.items()}
    assert types == {
        "transpose": "tensor<3x2xf32>",
        "slice": "tensor<2x1xf32>",
        "concat": "tensor<4x3xf32>",
        "pad": "tensor<3x5xf32>",
        "reduce": "tensor<2xf32>",
        "argmax": "tensor<2xi64>",
        "matmul": "tensor<2x5xf32>",
        "gather": "tensor<7x5xf32>",
        "compare": "tensor<2x3xi1>",
        "select": "tensor<2x3xf32>",
        "add": "tensor<2x3xf32>",
    }
    del module


def test_ops_print_in_custom_form(ctx):
    module = build(
        [tensor([4]), tensor([2, 4])],
        lambda x, y: pyc.broadcast_in_dim(tensor([2, 4]), pyc.exp(x), [1]),
    )
    text = str(module)
    assert "pyc.exp %arg0 : tensor<4xf32>" in text
    assert "pyc.broadcast_in_dim %0, dims = [1] : tensor<4xf32> -> tensor<2x4xf32>" in text


def test_parsed_ops_are_pycompile_op_classes(ctx):
    module = ir.Module.parse(
        "func.func @f(%a: tensor<3xf32>) -> tensor<3xf32> {\n"
        "  %0 = pyc.sqrt %a : tensor<3xf32>\n"
        "  return %0 : tensor<3xf32>\n"
        "}"
    )
    op = module.body.operations[0].regions[0].blocks[0].operations[0]
    assert isinstance(op, pyc.SqrtOp)
    assert op.operand.type == tensor([3])


def test_verifier_error_names_op_and_location(ctx):
    def body(a):
        with ir.Location.file("model.py", 42, 7):
            return pyc.transpose(a, [0, 0])

    with pytest.raises(ir.MLIRError) as info:
        build([tensor([2, 3])], body)
    message = str(info.value)
    assert "model.py" in message and ":42:7" in message
    assert "'pyc.transpose' op permutation [0, 0]" in message


def test_parse_error_raises_with_location(ctx):
    text = (
        "func.func @f(%a: tensor<2x3xf32>) -> tensor<5xf32> {\n"
        "  %0 = pyc.reshape %a : tensor<2x3xf32> -> tensor<5xf32>\n"
        "  return %0 : tensor<5xf32>\n"
        "}"
    )
    with pytest.raises(ir.MLIRError) as info:
        ir.Module.parse(text)
    assert "'pyc.reshape' op cannot reshape 6 elements" in str(info.value)
    assert ":2:8" in str(info.value)


def test_unsupported_dtype_is_rejected(ctx):
    ui8 = ir.IntegerType.get_unsigned(8)
    with pytest.raises(ir.MLIRError, match="pyc.exp"):
        build([tensor([3], ui8)], lambda a: pyc.exp(a))


def test_canonicalize_through_pass_manager(ctx):
    module = ir.Module.parse(
        textwrap.dedent(
            """
            func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
              %one = pyc.constant dense<1.0> : tensor<f32>
              %b = pyc.broadcast_in_dim %one, dims = [] : tensor<f32> -> tensor<2x3xf32>
              %m = pyc.mul %x, %b : tensor<2x3xf32>
              %t = pyc.transpose %m, permutation = [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
              %u = pyc.transpose %t, permutation = [1, 0] : tensor<3x2xf32> -> tensor<2x3xf32>
              return %u : tensor<2x3xf32>
            }
            """
        )
    )
    PassManager.parse("builtin.module(canonicalize,cse)").run(module.operation)
    body = str(module)
    # x * broadcast(1) = x, transpose(transpose(x)) = x: nothing is left.
    assert "pyc." not in body
    assert "return %arg0 : tensor<2x3xf32>" in body


def test_constant_folding_of_small_tensors(ctx):
    module = ir.Module.parse(
        "func.func @f() -> tensor<2xf32> {\n"
        "  %a = pyc.constant dense<[1.0, 2.0]> : tensor<2xf32>\n"
        "  %b = pyc.constant dense<[0.5, 4.0]> : tensor<2xf32>\n"
        "  %c = pyc.div %a, %b : tensor<2xf32>\n"
        "  return %c : tensor<2xf32>\n"
        "}"
    )
    PassManager.parse("builtin.module(canonicalize)").run(module.operation)
    assert "dense<[2.000000e+00, 5.000000e-01]>" in str(module)


def test_registration_is_idempotent_across_contexts():
    from pycompile import _native

    _native.initialize()
    _native.initialize()
    first, second = pycompile.context(), pycompile.context()
    _native.register(first)  # registering again is harmless
    text = (
        "func.func @f(%a: tensor<2xi1>) -> tensor<2xi1> {\n"
        "  %0 = pyc.not %a : tensor<2xi1>\n  return %0 : tensor<2xi1>\n}"
    )
    assert str(ir.Module.parse(text, first)) == str(ir.Module.parse(text, second))
    # A plain mlir.ir.Context made after the native library loaded knows pyc too.
    plain = ir.Context()
    assert "pyc.not" in str(ir.Module.parse(text, plain))


def test_fresh_process_imports_and_parses():
    code = (
        "import pycompile, pycompile._native as n; n.initialize();"
        "from mlir import ir;"
        "m = ir.Module.parse('func.func @f(%a: tensor<f32>) -> tensor<f32> {"
        " %0 = pyc.tanh %a : tensor<f32> return %0 : tensor<f32> }', pycompile.context());"
        "print(m)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert "pyc.tanh" in out.stdout
