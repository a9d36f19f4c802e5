"""The argument check every program entry makes before it runs: a tensor
per parameter, of its dtype and shape (None: any size); and the buffer a
program takes for an input whose rows are padded in memory, and the tensor
with eager's strides a program's result buffer is given. Imports only
torch: `pycompile.aot` artifacts carry this file."""

from __future__ import annotations

import array

import torch

Shape = tuple  # sizes, None where a dim is dynamic


def format_shape(shape: Shape) -> str:
    return "[" + ", ".join("?" if s is None else str(s) for s in shape) + "]"


def shape_fits(shape: Shape, actual) -> bool:
    """Whether `actual` (a tensor's sizes) has `shape`, None matching any size."""
    return len(actual) == len(shape) and all(s in (None, a) for s, a in zip(shape, actual))


def check_arguments(name: str, signature: list[tuple[torch.dtype, Shape]], args: tuple,
                    size_vectors: set[int] = frozenset()) -> None:
    """Raises ValueError (TypeError for a non-tensor) unless `args` fit
    `signature`, naming the function `name` and the argument. A vector of
    sizes (`size_vectors`) may be a list of them (ints, or SymInts while
    the program is traced: `training.derive`) or an `array.array`."""
    if len(args) != len(signature):
        raise ValueError(f"@{name} takes {len(signature)} arguments, got {len(args)}")
    for i, (arg, (dtype, shape)) in enumerate(zip(args, signature)):
        where = f"@{name} argument {i}"
        if i in size_vectors and isinstance(arg, list | array.array) \
                and shape[0] in (None, len(arg)):
            continue
        if not isinstance(arg, torch.Tensor):
            raise TypeError(f"{where}: expected a torch.Tensor, got {type(arg).__name__}")
        if arg.dtype != dtype:
            raise ValueError(f"{where}: expected dtype {dtype}, got {arg.dtype}")
        if not shape_fits(shape, arg.shape):
            raise ValueError(f"{where}: expected shape {format_shape(shape)}, "
                             f"got {list(arg.shape)}")


def symbol_value(args, argument: int, dim: int, coefficient: int) -> int:
    """A size symbol's value (`pyc.symbols`): dim `dim` of argument
    `argument` over the coefficient, or, for a negative dim, element -1-dim
    of that argument, a vector of sizes (a tensor or a list)."""
    if dim >= 0:
        size = args[argument].shape[dim]
    else:
        size = args[argument][-1 - dim]
        size = size if isinstance(size, int | torch.SymInt) else int(size)
    return size // coefficient


def take_buffer(x: torch.Tensor, order, extents=None, strides=None) -> torch.Tensor:
    """The row-major buffer, dims in `order`, that a program takes for input
    `x` (`layout.Layout.take`): `x` permuted; or, with `extents` (rows padded
    in memory, `layout.pitched`), the buffer of those sizes whose corner is
    `x`: a view of `x`'s own memory where `x` has the `strides` it was traced
    with and its storage holds the whole buffer (the last row's padding too),
    else a fresh buffer with `x` copied into its corner (the padding is never
    read)."""
    if extents is None:
        return x.permute(order)
    shape = [extents[d] for d in order]
    if tuple(x.stride()) == tuple(strides):
        steps = [strides[d] for d in order]
        end = x.storage_offset() + sum((n - 1) * s for n, s in zip(shape, steps)) + 1
        if end * x.element_size() <= x.untyped_storage().nbytes():
            return x.as_strided(shape, steps)
    buffer = x.new_empty(shape)
    buffer[tuple(slice(0, x.shape[d]) for d in order)].copy_(x.permute(list(order)))
    return buffer


def restore_buffer(buffer: torch.Tensor, inverse, strides=None, gaps: bool = False):
    """The tensor with eager's `strides` (None: the buffer's, permuted) whose
    row-major buffer, dims in the order that `inverse` takes back, is
    `buffer` (`layout.Layout.restore`): a view of it; or, where the strides
    leave gaps (eager's result is a slice of a larger tensor), a copy into
    memory as large as the strides span, which a part taking it as a padded
    buffer (`take_buffer`) then views as it is instead of copying it again."""
    if gaps:
        shape = [buffer.shape[k] for k in inverse]
        last = sum((n - 1) * s for n, s in zip(shape, strides))
        span = max([last + 1, *(n * s for n, s in zip(shape, strides) if n > 1)])
        return buffer.new_empty(span).as_strided(shape, strides).copy_(buffer.permute(inverse))
    if strides is None:
        return buffer.permute(inverse)
    return buffer.as_strided([buffer.shape[k] for k in inverse], strides)
