"""pycompile's forms of max and average pooling (`decompositions`), as
ATen ops pyc imports: each offset of the pooling window is one strided
slice of the (padded) input, and the window's result combines the slices
elementwise, so a pooling is one pointwise kernel that fuses with its
neighbours (a ReLU before, a residual add after), forward and backward.

Max pooling is a chain of selects in the order torch's kernels visit a
window (row-major): an element replaces the running maximum where it is
greater, or NaN (a NaN propagates, the last one wins), and its position
goes with it (on a GPU, so does the offset that won, which then selects
the maximum again: `_windows_max`). pyc-autodiff sends the gradient
through the selects to the element chosen, as torch's backward sends it to
the returned index; a
reduce max would split it among ties (after a ReLU, a window of zeros is
common). torch's own decomposition gathers the windows (an index per
element) and reduces them with `max.dim`, whose gradient pyc's form of it
does not have (`training.GRADIENT_DIFFERS`).

Average pooling sums the slices in the same order, in f32 for f16 and
bf16, and divides by each window's count as torch's kernels count it
(`count_include_pad`, `divisor_override`).

Sizes must be known when the graph is traced: with run-time spatial sizes
the op stays whole (and runs in torch).
"""

from __future__ import annotations

import functools
import itertools
import math

import torch
import torch.nn.functional as F
from torch._meta_registrations import pooling_output_shape

aten = torch.ops.aten


def _each(value, n: int, default=None) -> list[int]:
    """A pooling argument (an int, or a list of one or n) as n ints."""
    if isinstance(value, int):
        return [value] * n
    if not value:
        return list(default)
    return list(value) * n if len(value) == 1 else list(value)


def _channels_last(x: torch.Tensor, n: int) -> bool:
    """Whether `x`, a batch of channels of n-d images, lies channels last:
    its channels of stride 1, more than one of them.

    On the CPU, such data is pooled by windows only in torch (on a GPU,
    max pooling takes it as it lies): pyc computes every op in its logical
    order, [N, C, spatial...], so the ReLU before a pooling
    (computed as [N, C, H, W] from channels-last data) then had to be
    written out transposed for the pooling's slices, at 1.4 GB/s on the CPU
    (a ReLU and a 3x3 max pooling of [8, 64, 112, 112], 2 busy cores: 79
    ms, eager's 16; pooled as [N, C, H, W], 92). A pooling of tiled windows (global
    average pooling) is a reduction, and takes channels-last data as it
    lies (`_as_stored`)."""
    return x.dim() == n + 2 and x.shape[1] > 1 and x.stride(1) == 1 and not x.is_contiguous()


class _Windows:
    """The pooling windows of `x`'s n spatial dims, from dim `first` (the
    last n, or for channels-last data as it lies, [N, spatial..., C], from
    dim 1): per offset of the window, the strided slice of the padded input
    that holds that element of every window, and per dim the input
    coordinate each output position reads."""

    def __init__(self, x, kernel, stride, padding, dilation, ceil_mode: bool,
                 first: int | None = None) -> None:
        n = len(kernel)
        self.n, self.x = n, x
        self.first = x.dim() - n if first is None else first
        self.sizes = list(x.shape[self.first:self.first + n])
        self.kernel, self.stride, self.padding, self.dilation = kernel, stride, padding, dilation
        self.out = [pooling_output_shape(i, k, p, s, d, ceil_mode)
                    for i, k, p, s, d in zip(self.sizes, kernel, padding, stride, dilation)]
        # (low, high) from the last dim, as F.pad takes them; zeros
        pads = [0, 0] * (x.dim() - self.first - n)
        for d in reversed(range(n)):
            needed = (self.out[d] - 1) * stride[d] + (kernel[d] - 1) * dilation[d] + 1
            pads += [padding[d], max(0, needed - self.sizes[d] - padding[d])]
        self.padded = F.pad(x, pads) if any(pads) else x

    def offsets(self):
        return itertools.product(*(range(k) for k in self.kernel))

    def slice(self, offset) -> torch.Tensor:
        """The element at `offset` of every window."""
        x = self.padded
        for d, o in enumerate(offset):
            start = o * self.dilation[d]
            x = aten.slice(x, self.first + d, start,
                           start + (self.out[d] - 1) * self.stride[d] + 1, self.stride[d])
        return x

    def coordinate(self, d: int, o: int) -> torch.Tensor:
        """The input coordinate along dim d of the element at offset o of
        each window (padding: below 0 or past the end), shaped to broadcast
        against a slice."""
        first = o * self.dilation[d] - self.padding[d]
        row = torch.arange(self.out[d], device=self.x.device) * self.stride[d] + first
        return _along(row, d, self.x.dim() - self.first)

    def outside(self, d: int, o: int) -> bool:
        """Whether some window's element at offset o along dim d is padding."""
        first = o * self.dilation[d] - self.padding[d]
        return first < 0 or first + (self.out[d] - 1) * self.stride[d] >= self.sizes[d]


def _along(row: torch.Tensor, d: int, n: int) -> torch.Tensor:
    """`row`, one value per position along spatial dim d, shaped to
    broadcast against the last n dims (the spatial ones and any after)."""
    return row.reshape([row.shape[0] if k == d else 1 for k in range(n)])


def _static(x: torch.Tensor) -> bool:
    return all(isinstance(s, int) for s in x.shape)


def _as_stored(x: torch.Tensor, n: int):
    """`x` with its dims in the order of its memory where it lies channels
    last ([N, spatial..., C], a view: a reduction over the spatial dims
    then keeps the innermost dim), its first spatial dim, and what puts a
    result back in `x`'s order."""
    if not _channels_last(x, n):
        return x, x.dim() - n, lambda y: y
    return x.movedim(1, -1), 1, lambda y: y.movedim(-1, 1)


def max_pool(x, kernel_size, stride=(), padding=0, dilation=1, ceil_mode=False, *, n: int):
    """`max_pool{n}d_with_indices`: the maximum of each window and its
    position (flat over the input's spatial dims). On a GPU, in the winner's
    form, and channels-last data pooled as it lies ([N, spatial..., C]: the
    channels contiguous in every slice, as batch norm's kernels around it
    read them); on the CPU, the chain's own maximum (the winner's form took
    3.7x as long for a ReLU and a 3x3 max pooling of [8, 64, 112, 112], 22.6
    against 6.1 ms, and its training step no less), and channels-last data
    left to torch (`_channels_last`)."""
    gpu = _by_winner(x)
    if not _static(x) or x.dtype == torch.bool or (_channels_last(x, n) and not gpu):
        return NotImplemented
    kernel = _each(kernel_size, n)
    return _windows_max(x, kernel, _each(stride, n, kernel), _each(padding, n),
                        _each(dilation, n), ceil_mode, by_winner=gpu)


def _by_winner(x) -> bool:
    """Whether `x` is max pooled in the winner's form (`_windows_max`)."""
    return x.is_cuda


def _windows_max(x, kernel, stride, padding, dilation, ceil_mode: bool, by_winner: bool):
    """Each window's maximum and position, by a chain of comparisons in
    torch's order. `by_winner`: the chain finds the window offset that won
    (`won`, a small integer), and the maximum is taken again by it from the
    slices; pyc-autodiff then sends an offset's gradient through `won`
    alone, so the backward's kernel (each input element summing the windows
    that chose it, through their slices' interior pads) does not repeat
    every window's comparisons (resnet18's max pooling backward on an H200:
    114 us a step, torch's 237, where the chain's gradient fused into batch
    norm's took 12 ms)."""
    x, first, back = _as_stored(x, len(kernel))
    w = _Windows(x, kernel, stride, padding, dilation, ceil_mode, first)
    n = len(kernel)
    best = position = seen = won = None
    values = []  # each offset's slice, for the winner's form
    for k, offset in enumerate(w.offsets()):
        value = w.slice(offset)
        values.append(value)
        coordinates = [w.coordinate(d, o) for d, o in enumerate(offset)]
        here = coordinates[0]
        for d in range(1, n):
            here = here * w.sizes[d] + coordinates[d]
        inside = None
        for d, o in enumerate(offset):
            if w.outside(d, o):
                c = coordinates[d]
                within = (c >= 0) & (c < w.sizes[d])
                inside = within if inside is None else inside & within
        if best is None:
            best, position, seen = value, here.expand(value.shape), inside
            if by_winner:
                won = torch.zeros(value.shape, dtype=torch.int8 if math.prod(kernel) <= 127
                                  else torch.int32, device=x.device)
            continue
        take = value > best
        if x.is_floating_point():
            take = take | (value != value)  # NaN
        if seen is not None:  # the first element inside a window is taken
            take = take | ~seen
            seen = None if inside is None else seen | inside
        if inside is not None:
            take = take & inside
        best = torch.where(take, value, best)
        position = torch.where(take, here, position)
        if by_winner:
            won = torch.where(take, k, won)
    if by_winner:
        # Every offset chosen by its own `won == k`, the innermost default a
        # zero never chosen: each offset's gradient is then one select on
        # its own equality (pyc's select folds the other offsets' away),
        # where a default of `values[0]` routed the first offset's through
        # the other eight selects.
        best = torch.zeros((), dtype=x.dtype, device=x.device)
        for k in reversed(range(len(values))):
            best = torch.where(won == k, values[k], best)
    return back(best), back(position)


def avg_pool(x, kernel_size, stride=(), padding=0, ceil_mode=False, count_include_pad=True,
             divisor_override=None, *, n: int):
    """`avg_pool{n}d`: each window's sum over its count."""
    if not _static(x) or not x.is_floating_point():
        return NotImplemented
    kernel = _each(kernel_size, n)
    stride, padding = _each(stride, n, kernel), _each(padding, n)
    compute = torch.float32 if x.dtype in (torch.float16, torch.bfloat16) else x.dtype
    if stride == kernel and not any(padding) and \
            all(i % k == 0 for i, k in zip(x.shape[-n:], kernel)):
        # Windows side by side, tiling the input (global average pooling):
        # a reduction over each window's dims, not a slice an element.
        dtype, (x, first, back) = x.dtype, _as_stored(x, n)
        tiled = [*x.shape[:first], *(e for i, k in zip(x.shape[first:first + n], kernel)
                                     for e in (i // k, k)), *x.shape[first + n:]]
        total = x.reshape(tiled).to(compute).sum([first + 2 * d + 1 for d in range(n)])
        return back((total / (divisor_override or math.prod(kernel))).to(dtype))
    if _channels_last(x, n):
        return NotImplemented
    w = _Windows(x, kernel, stride, padding, [1] * n, ceil_mode)
    total = None
    for offset in w.offsets():
        value = w.slice(offset).to(compute)
        total = value if total is None else total + value
    if divisor_override:
        return (total / divisor_override).to(x.dtype)
    # A window's count, per dim (torch's kernels): its extent within the
    # padded input, or within the input alone without count_include_pad;
    # a count alike for every window is a number, else a row of iotas.
    divisor = 1
    for d in range(n):
        start = [j * w.stride[d] - w.padding[d] for j in range(w.out[d])]
        end = [min(s + kernel[d], w.sizes[d] + w.padding[d]) for s in start]
        if not count_include_pad:
            start, end = [max(s, 0) for s in start], [min(e, w.sizes[d]) for e in end]
        if len({e - s for s, e in zip(start, end)}) == 1:
            divisor = divisor * (end[0] - start[0])
            continue
        first = w.coordinate(d, 0)
        low, high = (0, w.sizes[d]) if not count_include_pad else \
            (-w.padding[d], w.sizes[d] + w.padding[d])
        count = (first + kernel[d]).clamp(max=high) - first.clamp(min=low)
        divisor = count.to(compute) * divisor
    return (total / divisor).to(x.dtype)


def adaptive_avg_pool(x, output_size, *, n: int):
    """`_adaptive_avg_pool{n}d`: output position j of a dim of size i over
    o averages the elements [j * i // o, ceil((j + 1) * i / o)). Where o
    divides i, those are avg_pool's windows; else each offset of the
    longest window is read with an index_select per dim (its positions are
    not a stride apart), masked where a shorter window has ended."""
    if not _static(x) or not x.is_floating_point():
        return NotImplemented
    sizes, out = list(x.shape[-n:]), list(output_size)
    if all(i % o == 0 for i, o in zip(sizes, out)):
        stride = [i // o for i, o in zip(sizes, out)]
        return avg_pool(x, stride, stride, n=n)
    if _channels_last(x, n):
        return NotImplemented
    dtype, first = x.dtype, x.dim() - n
    compute = torch.float32 if dtype in (torch.float16, torch.bfloat16) else dtype
    starts, ends, longest = [], [], []
    for i, o in zip(sizes, out):
        j = torch.arange(o, device=x.device)
        starts.append(torch.div(j * i, o, rounding_mode="floor"))
        ends.append(-torch.div(-(j + 1) * i, o, rounding_mode="floor"))
        longest.append(max(-(-(k + 1) * i // o) - k * i // o for k in range(o)))
    total = None
    for offset in itertools.product(*(range(k) for k in longest)):
        value, inside = x, None
        for d, o in enumerate(offset):
            at = starts[d] + o
            value = torch.index_select(value, first + d, at.clamp(max=sizes[d] - 1))
            if o:  # (every window has its first element)
                within = _along(at < ends[d], d, n)
                inside = within if inside is None else inside & within
        value = value.to(compute)
        if inside is not None:
            value = torch.where(inside, value, 0)
        total = value if total is None else total + value
    count = 1
    for d in range(n):
        count = _along(ends[d] - starts[d], d, n).to(compute) * count
    return (total / count).to(dtype)


FORMS = {op: functools.partial(form, n=n)
         for form, ops in ((max_pool, (aten.max_pool2d_with_indices.default,
                                       aten.max_pool3d_with_indices.default)),
                           (avg_pool, (aten.avg_pool2d.default, aten.avg_pool3d.default)),
                           (adaptive_avg_pool, (aten._adaptive_avg_pool2d.default,
                                                aten._adaptive_avg_pool3d.default)))
         for n, op in zip((2, 3), ops)}
"""Op -> pycompile's form of it, for `decompositions`' table."""
