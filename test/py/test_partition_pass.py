"""pyc-partition against torch.autograd.

(`test_partition.py` tests the FX partitioner, `pycompile.partition`.)

The functions of test_autodiff go through `canonicalize,pyc-autodiff,
pyc-partition`; `@f_forward` runs on random inputs, then `@f_backward` on its
saved values and random cotangents, both in the reference executor. The
values and gradients must be torch's, within test_autodiff's tolerances, and
the cut must save no more bytes than AOTAutograd's default partitioner.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
import torch
from mlir import ir
from test_autodiff import CASES, F32, F64, _func, check, cross_entropy, joint_text

import pycompile
from pycompile.runtime.reference import ReferenceProgram

PASSES = "canonicalize,pyc-autodiff,pyc-partition"


@pytest.fixture(autouse=True)
def _seed():
    torch.manual_seed(0)


def _i64(op: ir.OpView, name: str) -> int:
    return ir.IntegerAttr(op.attributes[name]).value


def split(fn: Callable, *args: torch.Tensor):
    """`fn`'s forward and backward functions, run one after the other as a
    joint function would be called (inputs, then cotangents), and the
    forward's attributes and the backward's text."""
    with pycompile.context():
        module = ir.Module.parse(joint_text(fn, *args, passes=PASSES))
        forward, backward = _func(module, "f_forward"), _func(module, "f_backward")
        attributes = {name: _i64(forward, name)
                      for name in ("pyc.num_saved", "pyc.saved_bytes", "pyc.save_all_bytes")}
        num_values = len(forward.type.results) - attributes["pyc.num_saved"]
        run_forward, run_backward = ReferenceProgram(forward), ReferenceProgram(backward)
        backward_ops = _products_of_forward_values(backward, attributes["pyc.num_saved"])

    def run(*inputs: torch.Tensor) -> tuple[torch.Tensor, ...]:
        outputs = run_forward(*inputs[:len(args)])
        saved = outputs[num_values:]
        return (*outputs[:num_values], *run_backward(*saved, *inputs[len(args):]))

    return run, attributes, backward_ops


def _products_of_forward_values(backward: ir.OpView, num_saved: int) -> int:
    """The backward's matmuls that read no value depending on a cotangent:
    products of forward values, recomputed."""
    block = backward.regions[0].blocks[0]
    varied = set(list(block.arguments)[num_saved:])
    products = 0
    for op in block.operations:
        if any(operand in varied for operand in op.operands):
            varied.update(op.results)
        elif op.name == "pyc.matmul":
            products += 1
    return products


SPLIT_CASES = {name: CASES[name] for name in
               ("mlp", "softmax", "layer_norm", "matmul_chain", "pointwise")}


@pytest.mark.parametrize("dtype", [F64, F32])
@pytest.mark.parametrize("name", SPLIT_CASES)
def test_forward_then_backward_match_torch(name, dtype):
    fn, shapes = SPLIT_CASES[name]
    args = [torch.randn(s, dtype=dtype) for s in shapes]
    run, attributes, products = split(fn, *args)
    check(fn, *args, run=run)
    assert attributes["pyc.saved_bytes"] <= attributes["pyc.save_all_bytes"]
    if name == "mlp":
        assert products == 0, "the backward recomputes a matmul of forward values"


@pytest.mark.parametrize("dtype", [F64, F32])
def test_cross_entropy_with_integer_labels(dtype):
    args = (torch.randn(6, 5, dtype=dtype), torch.randint(0, 10, (6,)),
            torch.randn(5, 10, dtype=dtype))
    run, attributes, _ = split(cross_entropy, *args)
    check(cross_entropy, *args, run=run)
    assert attributes["pyc.saved_bytes"] <= attributes["pyc.save_all_bytes"]
