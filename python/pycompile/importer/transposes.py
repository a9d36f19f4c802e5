"""Results computed in the dim order of their buffers.

A part whose result has eager's strides of a transposed or channels-last
tensor returns that result's buffer, its dims in the layout's order
(`layout.plan`). A transpose of a value a kernel computes, returned, would be
a copy kernel of its own (pyc-fuse pulls views into their readers, and a
return is none), so `lay_out` asks each value for the order its readers
want, from the results up: an element-wise op all of whose readers want one
order computes in it (the kernel iterates over the buffer's order), and so
asks its operands for it; elsewhere a transpose takes the value into the
order wanted, a view that fuses into its reader as an index map. An input
that arrives in its buffer's order (`layout`) is a transpose of its
argument, which cancels with the order asked of it: the kernel reads the
argument straight.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from mlir import ir

from pycompile.dialects import pyc

# pyc ops each of whose result elements is computed from the operands'
# elements at its index alone, all of one shape: in another dim order, the
# op of its operands in that order.
ELEMENTWISE = frozenset(f"pyc.{name}" for name in (
    "neg", "abs", "exp", "log", "log1p", "expm1", "sqrt", "rsqrt", "tanh", "sigmoid", "erf",
    "erfc", "sin", "cos", "floor", "ceil", "sign", "reciprocal", "not", "add", "sub", "mul",
    "div", "pow", "max", "min", "remainder", "and", "or", "compare", "select", "convert",
    "stop_gradient"))

# A reader asking for a value in another dim order: (op, operand number, permutation).
Want = tuple[ir.Operation, int, list[int]]


def _identity(perm: Sequence[int]) -> bool:
    return list(perm) == sorted(perm)


def _permuted(type_: ir.Type, perm: Sequence[int]) -> ir.RankedTensorType:
    tensor = ir.RankedTensorType(type_)
    return ir.RankedTensorType.get([tensor.shape[p] for p in perm], tensor.element_type)


def _transpose_for(wanted: list[Want]) -> None:
    """Gives each reader in `wanted` the value it reads transposed as it
    wants: one transpose for the readers of one order (before the first),
    which pyc-normalize-shapes then leaves in place (it moves a transpose
    that one scale alone reads below it, into the scale's own kernel)."""
    orders: dict[tuple[int, ...], list[Want]] = defaultdict(list)
    for want in wanted:
        orders[tuple(want[2])].append(want)
    for perm, readers in orders.items():
        first = readers[0][0]
        for reader, _, _ in readers[1:]:
            if reader.is_before_in_block(first):
                first = reader
        value = readers[0][0].operands[readers[0][1]]  # the one all read
        with ir.InsertionPoint(first), value.location:
            transposed = pyc.transpose(value, list(perm))
        for reader, index, _ in readers:
            reader.operands[index] = transposed


def lay_out(function, perms: Sequence[Sequence[int] | None]) -> None:
    """Makes result i of `function` (a `func.func` of pyc ops) its value
    transposed by `perms[i]` (None: as it is); the function's type is the
    caller's to update. Ops whose every reader wants them in one order
    compute in it: element-wise ops, transposes (composed with the order
    wanted, and gone where that is the identity) and broadcasts, whose
    operand, a smaller value, is transposed where it is (a channels-last
    tensor times its mean over H and W keeps the mean in the kernel of its
    sums). No op is cloned: nothing is computed twice."""
    block = function.regions[0].blocks[0]
    ops = list(block.operations)
    wants: dict[ir.Value, list[Want]] = defaultdict(list)
    for i, perm in enumerate(perms):
        if perm is not None and not _identity(perm):
            wants[ops[-1].operands[i]].append((ops[-1], i, list(perm)))
    # Readers come after what they read: each value's wants are all known
    # when its op is reached.
    for op in reversed(ops[:-1]):
        for value in list(op.results):
            wanted = wants.pop(value, [])
            if wanted and not _reorder(op, value, wanted, wants):
                _transpose_for(wanted)
    for wanted in wants.values():  # the arguments'
        _transpose_for(wanted)


def _reorder(op, value: ir.Value, wanted: list[Want], wants: dict) -> bool:
    """Makes `op` compute `value` in the order every reader in `wanted`
    wants, if they all want one and `op` can; adds what it then wants of
    its operands to `wants`. False where it cannot (the readers then get
    transposes)."""
    perm = wanted[0][2]
    if len(wanted) != sum(1 for _ in value.uses) or any(p != perm for _, _, p in wanted):
        return False
    name = op.operation.name
    if name == "pyc.transpose":
        # transpose(transpose(x, t), p) = transpose(x, t[p]): the readers
        # read x, wanting it in order t[p] (none: x itself).
        source = op.operands[0]
        inner = list(ir.DenseI64ArrayAttr(op.operation.attributes["permutation"]))
        composed = [inner[p] for p in perm]
        for reader, index, _ in wanted:
            reader.operands[index] = source
            if not _identity(composed):
                wants[source].append((reader, index, composed))
        op.operation.erase()
        return True
    if name in ELEMENTWISE:
        value.set_type(_permuted(value.type, perm))
        for index in range(len(op.operands)):
            wants[op.operands[index]].append((op.operation, index, perm))
        return True
    if name == "pyc.broadcast_in_dim":
        value.set_type(_permuted(value.type, perm))
        operand_perm = _permute_broadcast(op, perm)
        if not _identity(operand_perm):
            _transpose_for([(op.operation, 0, operand_perm)])
        return True
    return False


def _permute_broadcast(op, perm: list[int]) -> list[int]:
    """Makes broadcast `op` give its result transposed by `perm`; returns the
    permutation its operand needs (its dims stay increasing)."""
    attributes = op.operation.attributes
    inverse = [0] * len(perm)
    for i, p in enumerate(perm):
        inverse[p] = i
    # Operand dim j lands on result dim dims[j], which `perm` moves to inverse[dims[j]].
    placed = [inverse[d] for d in ir.DenseI64ArrayAttr(attributes["dims"])]
    attributes["dims"] = ir.DenseI64ArrayAttr.get(sorted(placed))
    if "sizes" in attributes:
        sizes = ir.AffineMapAttr(attributes["sizes"]).value
        attributes["sizes"] = ir.AffineMapAttr.get(ir.AffineMap.get(
            sizes.n_dims, sizes.n_symbols, [sizes.results[p] for p in perm]))
    return sorted(range(len(placed)), key=placed.__getitem__)


# Ops that move elements without computing: index maps in their readers' kernels.
VIEWS = frozenset({"pyc.transpose", "pyc.reshape", "pyc.broadcast_in_dim", "pyc.slice"})
# Ops that place each operand element at one result element, dims kept:
# their kernels read an operand as an element-wise op does.
JOINS = frozenset({"pyc.concat", "pyc.pad"})
# The ops through which `read_in_order` follows an argument's elements.
_MOVED = ELEMENTWISE | VIEWS | JOINS


def _order_after(op, order: list[int] | None, rank: int) -> list[int] | None:
    """The buffer dims that the result dims of view, join or element-wise
    `op` are, where its operand's are `order` (None: no longer an order of
    the buffer's dims, or unknown)."""
    name = op.name
    if order is None or name in ELEMENTWISE or name in JOINS or name == "pyc.slice":
        return order
    if name == "pyc.transpose":
        return [order[p] for p in ir.DenseI64ArrayAttr(op.attributes["permutation"])]
    # A reshape, or a broadcast (its dims increasing), of a value in the
    # buffer's order stays in it.
    return list(range(rank)) if _identity(order) else None


def read_in_order(argument: ir.Value) -> bool:
    """Whether every op that reads `argument` other than element by element
    (a product, an opaque op) reads it in its buffer's order, and every
    reduction in some order of its dims:
    through views, joins and element-wise ops, from the argument (a taken
    buffer, transposed into the tensor's dims) to such an op, the
    transposes cancel. GPT-2's q, k and v gradients, which cuDNN returns
    laid out as q, k and v were, are transposed back into the projection's
    layout, joined and summed for its bias: their buffers are read in order,
    and taking them saves the runtime three copies a layer."""
    orders = {argument: list(range(ir.RankedTensorType(argument.type).rank))}
    work = [argument]
    while work:
        value = work.pop()
        for use in value.uses:
            op = use.owner.operation
            if op.name == "func.return":
                continue
            if op.name not in _MOVED:
                # A reduction reads its operand in any order of the buffer's
                # dims: pyc-normalize-shapes moves the transposes down to it,
                # and it folds them (`ReduceOfTranspose`).
                if orders[value] is None or not (
                        _identity(orders[value]) or op.name == "pyc.reduce"):
                    return False
                continue
            for result in op.results:
                order = _order_after(op, orders[value], ir.RankedTensorType(result.type).rank)
                if result not in orders:
                    orders[result] = order
                elif orders[result] is not None and orders[result] != order:
                    orders[result] = None  # reached in two orders: in no one order
                else:
                    continue
                work.append(result)
    return True
