"""The decomposition policy (`pycompile.decompositions`) is what runs."""

from __future__ import annotations

from pycompile import decompositions
from pycompile.importer.rules import RULES


def test_every_composite_has_its_import_rule():
    """An op listed as composed at import is imported (by a `composite`
    rule, which fails for an op not listed)."""
    assert set(decompositions.COMPOSITES) <= set(RULES)


def _sdpa_calls(fn, *args):
    """(mask given, is_causal) of each SDPA call of `fn`'s Dynamo graph
    after `constant_masks`, and `fn`'s result from that graph."""
    import torch

    calls = []

    def backend(gm, example_inputs):
        decompositions.constant_masks(gm)
        calls.extend((n.kwargs.get("attn_mask") is not None, n.kwargs.get("is_causal", False))
                      for n in gm.graph.nodes
                      if n.target is torch._C._nn.scaled_dot_product_attention)
        return gm.forward

    torch._dynamo.reset()
    result = torch.compile(fn, backend=backend)(*args)
    return calls, result


def test_constant_causal_masks_become_is_causal():
    """A mask a model builds from constants alone (Hugging Face's causal LMs
    under torch.compile: `arange`s compared; an older additive form, the
    dtype's least value above the diagonal) that is causal becomes SDPA's
    `is_causal=True`, and one that hides nothing goes; the results are the
    masked call's. A mask from an input (or written into by one), with
    random numbers, of another pattern (a sliding window), or over more keys
    than queries stays."""
    import torch
    import torch.nn.functional as F

    q, k, v = (torch.randn(2, 4, 16, 8) for _ in range(3))

    def compare(x):  # (as transformers 5 builds it)
        rows = torch.arange(16)[None, None, :, None]
        cols = torch.arange(16)[None, None, None, :]
        mask = (cols <= rows).expand(2, -1, -1, -1)
        return F.scaled_dot_product_attention(x, k, v, attn_mask=mask)

    def additive(x):  # (as transformers 4 built it)
        mask = torch.full((16, 16), torch.finfo(torch.float32).min).triu(1)
        return F.scaled_dot_product_attention(x, k, v, attn_mask=mask[None, None])

    def ones(x):
        mask = torch.ones(16, 16, dtype=torch.bool)
        return F.scaled_dot_product_attention(x, k, v, attn_mask=mask)

    def window(x):
        i = torch.arange(16)
        mask = (i[None, :] <= i[:, None]) & (i[:, None] - i[None, :] < 4)
        return F.scaled_dot_product_attention(x, k, v, attn_mask=mask)

    def from_input(x, m):
        return F.scaled_dot_product_attention(x, k, v, attn_mask=m)

    def noisy(x):
        mask = torch.ones(16, 16).tril() + torch.rand(16, 16) * 0
        return F.scaled_dot_product_attention(x, k, v, attn_mask=mask > 0)

    def padded(x, pad):  # (as transformers 4 wrote its padding into a causal mask)
        mask = torch.ones(16, 16, dtype=torch.bool).tril()
        mask[:, :4] &= pad
        return F.scaled_dot_product_attention(x, k, v, attn_mask=mask)

    def longer(x):
        keys = torch.randn(2, 4, 20, 8)
        mask = torch.ones(16, 20, dtype=torch.bool).tril()
        return F.scaled_dot_product_attention(x, keys, keys, attn_mask=mask)

    for fn, want in ((compare, (False, True)), (additive, (False, True)), (ones, (False, False))):
        calls, got = _sdpa_calls(fn, q)
        assert calls == [want], fn.__name__
        torch.testing.assert_close(got, fn(q))
    assert _sdpa_calls(from_input, q, torch.ones(16, 16).tril() > 0)[0] == [(True, False)]
    pad = torch.tensor([False, True, True, True])
    calls, got = _sdpa_calls(padded, q, pad)
    assert calls == [(True, False)]
    torch.testing.assert_close(got, padded(q, pad))
    for fn in (window, noisy, longer):
        assert _sdpa_calls(fn, q)[0] == [(True, False)], fn.__name__


def test_hugging_face_causal_mask_trains_as_is_causal(monkeypatch):
    """transformers' LLaMA with its causal mask built in the graph (as with
    torch before 2.14 under torch.compile; here by making its check that the
    mask could be skipped fail): pycompile's graph calls SDPA causal, with
    no mask, and its loss and gradients are eager's."""
    import copy

    import torch
    import transformers
    import transformers.masking_utils as masking

    import pycompile

    monkeypatch.setattr(masking, "_ignore_causal_mask_sdpa", lambda *args, **kwargs: False)
    torch.manual_seed(0)
    model = transformers.LlamaForCausalLM(transformers.LlamaConfig(
        vocab_size=97, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2))
    reference = copy.deepcopy(model)
    ids = torch.randint(0, 97, (2, 8))
    seen = []
    constant_masks = decompositions.constant_masks
    monkeypatch.setattr(decompositions, "constant_masks",
                        lambda gm: seen.append(constant_masks(gm)) or seen[-1])
    loss = pycompile.jit(model, target="cpu")(input_ids=ids, labels=ids).loss
    loss.backward()
    want = reference(input_ids=ids, labels=ids).loss
    want.backward()
    assert seen == [True]
    torch.testing.assert_close(loss, want)
    for p, r in zip(model.parameters(), reference.parameters()):
        torch.testing.assert_close(p.grad, r.grad)


def test_hardtanh_gradient_is_zero_at_its_bounds():
    """ReLU6 and hardtanh through pycompile's own backward: eager's values
    (NaN kept) and eager's gradient, 0 at the bounds themselves."""
    import torch
    import torch.nn.functional as F

    import pycompile
    from pycompile.report import reporting

    x = torch.tensor([-2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 6.0, 7.0, float("nan")])
    for fn in (F.hardtanh, F.relu6, lambda x: F.hardtanh(x, -0.5, 2.0)):
        torch._dynamo.reset()
        expected = x.clone().requires_grad_()
        fn(expected).sum().backward()
        got = x.clone().requires_grad_()
        with reporting() as report:
            value = pycompile.jit(fn)(got)
        value.sum().backward()
        torch.testing.assert_close(value, fn(x), equal_nan=True)
        torch.testing.assert_close(got.grad, expected.grad, equal_nan=True)
        assert [g.derivation.by for g in report.graphs] == ["pycompile"]
