"""Eager's memory layouts: compiled results have the strides eager gives
(transposed, channels-last, permuted, and mixed inputs; training and its
gradients; run-time sizes; the CPU and GPU targets), a result that keeps
its input's layout costs no copy, and row-major graphs compile as before."""

from __future__ import annotations

import torch

from pycompile import layout


def test_plan_of_dense_and_other_layouts():
    meta = torch.empty(2, 3, 4, 5, device="meta")
    assert layout.plan(meta) is None  # row-major
    channels_last = layout.plan(meta.to(memory_format=torch.channels_last))
    assert channels_last.order == (0, 2, 3, 1) and channels_last.strides is None
    assert layout.plan(meta.permute(2, 0, 1, 3)).order == (1, 2, 0, 3)
    gaps = layout.plan(meta[:, :, ::2])
    assert gaps.gaps and gaps.strides == (60, 20, 10, 1) and gaps.order == (0, 1, 2, 3)
    assert layout.plan(meta[:, :1].expand(2, 3, 4, 5)) is None  # elements share memory
    # A size-1 dim takes the stride of its place in the order, or its own.
    assert layout.plan(torch.empty(2, 1, 3, device="meta").permute(2, 1, 0)).order == (2, 1, 0)
    odd = layout.plan(torch.empty(100, 7, device="meta")[::100])
    assert odd.order == (0, 1) and odd.strides == (700, 1)
    # The buffer in the layout's order, restored: eager's values and strides.
    for x in (torch.randn(2, 3, 4, 5).to(memory_format=torch.channels_last),
              torch.randn(100, 7)[::100], torch.randn(2, 3, 8)[:, :, ::2]):
        planned = layout.plan(x)
        restored = planned.restore(x.permute(planned.order).contiguous())
        assert torch.equal(restored, x) and restored.stride() == x.stride()
