"""Eager's memory layouts at the edges of a compiled part.

pyc values have no strides: a compiled part reads and writes row-major
buffers. Eager's results have them (`x * 2` of a transposed or
channels-last `x` keeps its layout, `x.clone()` keeps any dense layout),
and FakeTensor propagation records them in each FX node's `meta["val"]`.
Where a result's strides are a permutation of a row-major layout's, the
part's function returns its buffer, dims in that order
(`importer.transposes`: the kernel that computes it writes it so, no copy),
and `Layout.restore` gives the caller a view of the buffer with eager's
strides. An input of such a layout is taken as its buffer, the same way
round, where that saves copying it (`importer.import_part`). So is an input
whose rows are padded in memory (a slice of a larger tensor: a padded
product's result, the queries of a fused q/k/v projection): the function
takes the larger buffer and slices it, a free view in its kernels, instead
of the runtime copying the input into a row-major tensor of its own.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

import sympy
import torch

from pycompile.runtime.arguments import restore_buffer, take_buffer


def _expr(value: int | torch.SymInt) -> sympy.Expr:
    """A size or stride as a sympy expression (a SymInt's own, read without a guard)."""
    return value.node.expr if isinstance(value, torch.SymInt) else sympy.Integer(value)


def _equal(a: sympy.Expr, b: sympy.Expr) -> bool:
    return a == b or sympy.expand(a - b) == 0


@dataclass(frozen=True)
class Layout:
    """How a tensor with eager's strides lies in a part's row-major buffer:
    the buffer holds its dims in `order`, outermost first (buffer dim k is
    the tensor's dim `order[k]`). `strides`: eager's, static sizes only,
    where the permuted buffer does not have them: a size-1 dim's that no
    place in `order` gives (`clone` keeps any), or, with `gaps`, strides
    that leave elements of their memory unused (an `empty_strided` copied
    into), which a view of the buffer cannot have; else None."""

    order: tuple[int, ...]
    strides: tuple[int, ...] | None = None
    gaps: bool = False
    # An input's: each dim's size in the buffer (at least the tensor's),
    # where eager's strides pad its rows (`pitched`); `strides` then holds
    # eager's strides, which the buffer's are, in `order`.
    extents: tuple[int, ...] | None = None

    @property
    def moves(self) -> bool:
        """Whether the buffer's dims are in another order than the tensor's."""
        return list(self.order) != sorted(self.order)

    @functools.cached_property
    def inverse(self) -> tuple[int, ...]:
        """The permutation that takes the buffer back to the tensor's dims."""
        inverse = [0] * len(self.order)
        for k, d in enumerate(self.order):
            inverse[d] = k
        return tuple(inverse)

    def buffer_shape(self, shape: Sequence) -> list:
        """The shape of the row-major buffer holding a tensor of `shape`."""
        return [(self.extents or shape)[d] for d in self.order]

    def take(self, x: torch.Tensor) -> torch.Tensor:
        """The buffer of input `x` that the function takes: a view of its
        memory, or (a padded input that does not lie as traced) a copy."""
        return take_buffer(x, self.order, self.extents, self.strides)

    def restore(self, buffer: torch.Tensor) -> torch.Tensor:
        """The tensor with eager's strides whose buffer is `buffer`: a view
        of it, or with gaps a copy."""
        return restore_buffer(buffer, self.inverse, self.strides, self.gaps)


def dense_order(shape: Sequence, strides: Sequence) -> tuple[list[int], bool] | None:
    """The dims of a tensor of `shape` and `strides`, outermost first, where
    its elements fill their memory without gaps or overlaps (a permutation
    of a row-major layout), and whether the buffer in that order gives
    every size-1 dim its stride; None where they do not fill it so. Sizes
    and strides may be symbolic: they are compared as expressions, which
    adds no guard."""
    sizes, steps = [_expr(s) for s in shape], [_expr(s) for s in strides]
    units = [d for d in range(len(sizes)) if sizes[d] == 1]
    left = [d for d in range(len(sizes)) if sizes[d] != 1]
    inner: list[int] = []  # innermost first
    # The stride each place in `inner` gives a size-1 dim put just outside it.
    step, places = sympy.Integer(1), [sympy.Integer(1)]
    while left:
        found = [d for d in left if _equal(steps[d], step)]
        if len(found) != 1:
            return None
        inner.append(found[0])
        left.remove(found[0])
        step = step * sizes[found[0]]
        places.append(step)
    # Size-1 dims (any stride is dense) where their strides say, else outermost.
    exact = True
    at = {d: len(inner) for d in units}
    for d in units:
        place = next((i for i, p in enumerate(places) if _equal(p, steps[d])), None)
        exact &= place is not None
        if place is not None:
            at[d] = place
    # Stable: size-1 dims at one place keep their order, outside the dims before it.
    ordered = []
    for i in range(len(inner) + 1):
        ordered += [d for d in sorted(units, reverse=True) if at[d] == i]
        if i < len(inner):
            ordered.append(inner[i])
    return ordered[::-1], exact


def _apart(shape: Sequence[int], strides: Sequence[int]) -> bool:
    """Whether no two elements of a tensor of `shape` and `strides` share memory."""
    dims = sorted((stride, size) for size, stride in zip(shape, strides) if size != 1)
    end = 1  # one past the farthest element of the dims so far, from the first
    for stride, size in dims:
        if stride < end:
            return False
        end = stride * (size - 1) + end
    return True


def pitched(value) -> Layout | None:
    """The layout of an input whose static strides are a row-major
    layout's (its dims in some order) but for rows padded in memory: each
    dim's stride a whole multiple of the next inner one's extent, which is
    then at least its size (a slice of a larger buffer). None for any other
    strides, for run-time sizes, and where no row is padded."""
    if not isinstance(value, torch.Tensor) or value.dim() < 2:
        return None
    shape, strides = value.shape, value.stride()
    if not all(isinstance(s, int) for s in (*shape, *strides)) or 0 in shape:
        return None
    inner = sorted((d for d in range(len(shape)) if shape[d] != 1), key=lambda d: strides[d])
    if not inner or strides[inner[0]] != 1:
        return None
    extents = list(shape)
    for d, outer in zip(inner, inner[1:]):
        extent, rest = divmod(strides[outer], strides[d])
        if rest or extent < shape[d]:
            return None
        extents[d] = extent
    if extents == list(shape):
        return None
    units = [d for d in range(len(shape)) if shape[d] == 1]  # outermost: any stride is theirs
    return Layout((*units, *reversed(inner)), tuple(strides), extents=tuple(extents))


def plan(value) -> Layout | None:
    """The layout of a part's tensor whose FX value is `value`, or None where
    a row-major buffer has eager's strides already, or where eager's
    elements share memory (expanded: the views that make such tensors run
    in torch, on the part's results, `backend._torch_views`), which stays
    row-major."""
    if not isinstance(value, torch.Tensor) or value.dim() < 2:
        return None
    shape, strides = value.shape, value.stride()
    static = all(isinstance(s, int) for s in (*shape, *strides))
    if static and 0 in shape:
        # No elements: any strides are dense; the buffer keeps its order.
        contiguous = torch.empty(shape, device="meta").stride()
        return None if tuple(strides) == contiguous else \
            Layout(tuple(range(len(shape))), tuple(strides))
    found = dense_order(shape, strides)
    if found is None:
        if static and _apart(shape, strides):
            # Copied into eager's strides (`restore`); a slice of a larger
            # buffer (a channels-last tensor's first channels) in the order
            # of its padded rows, so the copy moves whole rows.
            padded = pitched(value)
            order = padded.order if padded is not None else tuple(range(len(shape)))
            return Layout(order, tuple(strides), gaps=True)
        return None
    order, exact = found
    if order == list(range(len(order))) and exact:
        return None
    if not exact and not static:
        exact = True  # a size-1 dim's stride over run-time sizes: the permutation's
    return Layout(tuple(order), None if exact else tuple(strides))
