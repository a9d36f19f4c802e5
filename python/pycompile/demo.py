"""A short demo of pycompile's main job: `python -m pycompile.demo`.

Compiles a small attention block with `pycompile.jit` to machine code for this
CPU, checks it against eager PyTorch on fresh random inputs, and shows what
went through the pyc dialect: the kernels, the memory plan, compile times.
"""

from __future__ import annotations

import math

import torch
import torch.nn.functional as F

import pycompile


def attention_block(x: torch.Tensor, w_qkv: torch.Tensor, w_out: torch.Tensor) -> torch.Tensor:
    """Causal self-attention with a pre-norm and a GELU, as in GPT blocks."""
    T, C = x.shape
    q, k, v = (F.layer_norm(x, (C,)) @ w_qkv).split(C, dim=-1)
    scores = (q @ k.t()) / math.sqrt(C)
    causal = torch.tril(torch.ones(T, T, dtype=torch.bool))
    weights = scores.masked_fill(~causal, float("-inf")).softmax(-1)
    return x + F.gelu(weights @ v) @ w_out


def main() -> None:
    torch.manual_seed(0)
    x, w_qkv, w_out = torch.randn(6, 16), torch.randn(16, 48) / 4, torch.randn(16, 16) / 4

    compiled = pycompile.jit(attention_block)  # target="auto": machine code on the CPU
    result, expected = compiled(x, w_qkv, w_out), attention_block(x, w_qkv, w_out)
    torch.testing.assert_close(result, expected)
    print(f"pycompile.jit matches eager PyTorch (max abs difference "
          f"{(result - expected).abs().max().item():.2e})\n")

    report = pycompile.explain(attention_block)(x, w_qkv, w_out)
    print(report)
    print("\n// ---- the graph in the pyc dialect, fused into kernels ----")
    print(report.graphs[0].pyc[0])


if __name__ == "__main__":
    main()
