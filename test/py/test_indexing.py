"""Indexing through pycompile.jit against eager PyTorch: one index contract.

Every indexing op imports to pyc ops whose indices must be in [0, size);
torch's negative indices are wrapped by the importer where torch allows them
(x[i], take, index_put), and any index out of range raises IndexError naming
the op, the index and the size, on every target. Values and gradients are
compared with eager (negative and repeated indices), with every op of every
graph imported into pyc (and, for target="cpu", run as generated code).
"""

from __future__ import annotations

import re

import pytest
import torch
import torch.nn.functional as F

import pycompile

TARGETS = ["cpu", "reference"]


pytestmark = pytest.mark.usefixtures("fresh_dynamo")


def compiled(fn, target: str, *args):
    """`fn` jitted for `target`, after checking that every op of every graph
    of it goes through pyc, as generated code on the CPU target."""
    report = pycompile.explain(fn, target=target)(*args)
    assert report.fallbacks == [], report
    assert all(g.failure is None and not g.reference_parts for g in report.graphs), report
    torch._dynamo.reset()
    return pycompile.jit(fn, target=target)


def ints(*values: int) -> torch.Tensor:
    return torch.tensor(values)


# name: (fn, args); the indices are negative (where torch allows it) and
# repeated.
VALUES = {
    "index_negative": (lambda x, i: x[i][:, 0] + 1,
                       (torch.randn(5, 4), ints(0, -1, -2, -5, 2, 2))),
    "index_row_negative": (lambda x, i: x[1, i] * 2,
                           (torch.randn(5, 4), ints(-1, -4, 2, -1))),
    "index_dim1_negative": (lambda x, i: x[:, i] - 1,
                            (torch.randn(5, 4), ints(-1, 0, -4, -1))),
    "take_negative": (lambda x, i: torch.take(x, i) * 3,
                      (torch.randn(5, 4), ints(-1, -20, 3, 19))),
    "index_select": (lambda x, i: torch.index_select(x, 1, i) + 1,
                     (torch.randn(5, 4), ints(3, 0, 3, 1))),
    "embedding": (lambda w, i: F.embedding(i, w) * 2,
                  (torch.randn(10, 3), ints(9, 0, 9, 4).view(2, 2))),
    "gather": (lambda x, i: torch.gather(x, 1, i) + 1,
               (torch.randn(4, 7), ints(6, 0, 6, 2, 5, 1).view(3, 2))),
    "gather_dim0": (lambda x, i: torch.gather(x, 0, i),
                    (torch.randn(4, 7), ints(3, 0, 3, 1, 2, 0, 3).view(1, 7))),
    "scatter_add": (lambda x, i, s: x.scatter_add(1, i, s),
                    (torch.randn(4, 7), ints(6, 6, 0, 2, 2, 2).view(3, 2), torch.randn(4, 3))),
    "scatter_value": (lambda x, i: x.scatter(1, i, 2.5),
                      (torch.randn(4, 7), ints(6, 6, 0, 2).view(4, 1))),
    "index_add": (lambda x, i, s: x.index_add(0, i, s, alpha=2),
                  (torch.randn(5, 4), ints(4, 0, 4, 2), torch.randn(4, 4))),
    "index_add_dim1": (lambda x, i, s: x.index_add(1, i, s),
                       (torch.randn(5, 4), ints(3, 3, 1), torch.randn(5, 3))),
    "index_add_0d_index": (lambda x, i, s: x.index_add(0, i, s) * 2,
                           (torch.randn(5, 4), torch.tensor(3), torch.randn(1, 4))),
    "index_add_no_index": (lambda x, i, s: x.index_add(0, i, s) * 2,
                           (torch.randn(5, 4), ints().long(), torch.randn(0, 4))),
    "index_put_negative": (lambda x, i, s: x.index_put((i,), s, accumulate=True),
                           (torch.randn(5, 4), ints(-1, 4, 0, -5), torch.randn(4, 4))),
    "cross_entropy": (lambda x, t: F.cross_entropy(x, t, reduction="none"),
                      (torch.randn(6, 11), ints(10, 0, 10, 3, 7, 1))),
    # The weight broadcast to the logits' shape and the transpose are index
    # maps in the gathering kernel, not copies.
    "cross_entropy_weighted": (lambda x, t, w: F.cross_entropy(x, t, weight=w),
                               (torch.randn(6, 11), ints(10, 0, 10, 3, 7, 1), torch.rand(11))),
    "gather_transposed": (lambda x, i: torch.gather(x.t(), 1, i) * 2,
                          (torch.randn(7, 4), ints(6, 0, 6, 2, 5, 1).view(3, 2))),
}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", list(VALUES))
def test_values(name, target):
    fn, args = VALUES[name]
    with torch.no_grad():
        expected = fn(*args)
        actual = compiled(fn, target, *args)(*args)
    torch.testing.assert_close(actual, expected)


# name: (fn, args, the index the error names, its dim, its size, the op):
# indices out of range, and negative ones where eager rejects them.
ERRORS = {
    "index_select_size": (lambda x, i: torch.index_select(x, 0, i) + 1,
                          (torch.randn(5, 4), ints(1, 5)), 5, 0, 5, "aten.index_select.default"),
    "index_select_negative": (lambda x, i: torch.index_select(x, 0, i) + 1,
                              (torch.randn(5, 4), ints(-1, 2)), -1, 0, 5,
                              "aten.index_select.default"),
    "embedding_size": (lambda w, i: F.embedding(i, w) + 1, (torch.randn(10, 3), ints(3, 10)),
                       10, 0, 10, "aten.embedding.default"),
    "embedding_negative": (lambda w, i: F.embedding(i, w) + 1,
                           (torch.randn(10, 3), ints(2, -1).view(1, 2)), -1, 0, 10,
                           "aten.embedding.default"),
    "embedding_huge": (lambda w, i: F.embedding(i, w) + 1, (torch.randn(10, 3), ints(2, 2**40)),
                       2**40, 0, 10, "aten.embedding.default"),
    "index_size": (lambda x, i: x[i] + 1, (torch.randn(5, 4), ints(0, 7)), 7, 0, 5,
                   "aten.index.Tensor"),
    "index_below_negative_size": (lambda x, i: x[i] + 1, (torch.randn(5, 4), ints(-6, 1)), -6, 0,
                                  5, "aten.index.Tensor"),
    "take_size": (lambda x, i: torch.take(x, i) + 1, (torch.randn(5, 4), ints(3, -21)), -21, 0,
                  20, "aten.index.Tensor"),
    "index_add_size": (lambda x, i, s: x.index_add(0, i, s),
                       (torch.randn(5, 4), ints(5, 1), torch.randn(2, 4)), 5, 0, 5,
                       "aten.index_add.default"),
    "index_add_negative": (lambda x, i, s: x.index_add(1, i, s),
                           (torch.randn(5, 4), ints(0, -1), torch.randn(5, 2)), -1, 1, 4,
                           "aten.index_add.default"),
    "gather_size": (lambda x, i: torch.gather(x, 1, i) + 1,
                    (torch.randn(4, 7), ints(1, 7).view(2, 1)), 7, 1, 7, "aten.gather.default"),
    "gather_negative": (lambda x, i: torch.gather(x, 1, i) + 1,
                        (torch.randn(4, 7), ints(1, -1).view(2, 1)), -1, 1, 7,
                        "aten.gather.default"),
    "scatter_add_size": (lambda x, i, s: x.scatter_add(0, i, s),
                         (torch.randn(4, 7), ints(0, 4).view(2, 1), torch.randn(2, 1)), 4, 0, 4,
                         "aten.scatter_add.default"),
    "scatter_value_negative": (lambda x, i: x.scatter(1, i, 1.5),
                               (torch.randn(4, 7), ints(-3).view(1, 1)), -3, 1, 7,
                               "aten.scatter.value"),
    "index_put_size": (lambda x, i, s: x.index_put((i,), s, accumulate=True),
                       (torch.randn(5, 4), ints(5), torch.randn(1, 4)), 5, 0, 5,
                       "aten.index_put.default"),
    "cross_entropy_target": (lambda x, t: F.cross_entropy(x, t),
                             (torch.randn(3, 11), ints(1, 11, 2)), 11, 1, 11,
                             "aten.gather.default"),
}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", list(ERRORS))
def test_index_out_of_range_raises(name, target):
    """An index out of range raises IndexError naming the op and the user's
    line, the index the user passed and the size of the dim it indexes."""
    fn, args, index, dim, size, op = ERRORS[name]
    with pytest.raises((IndexError, RuntimeError)):  # eager raises too
        fn(*args)
    with torch.no_grad():
        run = compiled(fn, target, *[torch.zeros_like(a) for a in args])
        with pytest.raises(IndexError) as error:
            run(*args)
    message = str(error.value)
    expected = (rf"^pycompile: index {index} is out of bounds for dimension {dim} "
                rf"with size {size} \({re.escape(op)} at .*test_indexing\.py:\d+\)$")
    assert re.match(expected, message), message


# name: (fn, args, which args take gradients): negative and repeated indices,
# whose gradients are scatter-adds.
GRADIENTS = {
    "index": (lambda x, i: (x[i] * x[i]).sum(1), (torch.randn(5, 4), ints(-1, 2, -1, 4, -5)), [0]),
    "take": (lambda x, i: torch.take(x, i).exp(), (torch.randn(5, 4), ints(-1, 19, 3, 3)), [0]),
    "embedding": (lambda w, i: F.embedding(i, w).tanh(),
                  (torch.randn(10, 3), ints(9, 0, 9, 9, 4, 0).view(2, 3)), [0]),
    "index_select": (lambda x, i: torch.index_select(x, 1, i) ** 2,
                     (torch.randn(5, 4), ints(3, 0, 3)), [0]),
    "gather": (lambda x, i: torch.gather(x, 1, i).sin(),
               (torch.randn(4, 7), ints(6, 6, 0, 2, 2, 2, 1, 5).view(4, 2)), [0]),
    "scatter_add": (lambda x, i, s: x.scatter_add(1, i, s).cos(),
                    (torch.randn(4, 7), ints(6, 6, 0, 2, 2, 2).view(3, 2), torch.randn(3, 2)),
                    [0, 2]),
    "index_put": (lambda x, i, s: x.index_put((i,), s, accumulate=True).square(),
                  (torch.randn(5, 4), ints(-1, 4, 0, -1), torch.randn(4, 4)), [0, 2]),
    "cross_entropy": (lambda x, t: F.cross_entropy(x, t),
                      (torch.randn(6, 11), ints(10, 0, 10, 3, 7, 1)), [0]),
}


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", list(GRADIENTS))
def test_gradients(name, target):
    """Values and gradients against eager autograd; the backward of an
    index is a scatter-add, with the indices' wraps and repeats."""
    fn, args, grads = GRADIENTS[name]

    def leaves():
        return [a.clone().requires_grad_(i in grads) for i, a in enumerate(args)]

    expected_args = leaves()
    expected = fn(*expected_args)
    expected.backward(torch.randn_like(expected, generator=torch.Generator().manual_seed(1)))
    run = compiled(fn, target, *leaves())
    actual_args = leaves()
    actual = run(*actual_args)
    torch.testing.assert_close(actual, expected.detach())
    actual.backward(torch.randn_like(actual, generator=torch.Generator().manual_seed(1)))
    for i in grads:
        torch.testing.assert_close(actual_args[i].grad, expected_args[i].grad)


def test_cross_entropy_gathers_with_a_load():
    """Cross-entropy's pick of the target's log-probability is one read per
    row (take_along_dim), not a pass over the classes; its gradient's
    one-hot is a compare with the classes' iota in the kernel that writes
    the gradient, not a scatter into a tensor of zeros."""
    from pycompile.report import ACTIVE, ExplainReport

    x, t = torch.randn(4, 1000, requires_grad=True), torch.randint(0, 1000, (4,))
    report = ExplainReport()
    token = ACTIVE.set(report)
    try:
        pycompile.jit(F.cross_entropy, target="cpu")(x, t).backward()
    finally:
        ACTIVE.reset(token)
    forward, backward = ([k.split(": ")[1].split(", ") for k in g.kernels]
                         for g in report.graphs)
    assert any("take_along_dim" in ops for ops in forward), forward
    assert not any("iota" in ops for ops in forward)  # no one-hot compare
    assert not any("scatter_add_along_dim" in ops for ops in backward), backward
    assert any({"iota", "compare", "select", "mul", "add"} <= set(ops) for ops in backward)
