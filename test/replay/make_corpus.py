"""Writes the process-replay corpus, `test/replay/corpus/<case>.mlir`.

Each case is a small torch function, traced to core ATen with the backend's
decomposition table and imported into pyc as the backend imports a graph
(`test/py/test_autodiff.py` does the same): graph-level pyc, before any
pass. The corpus is checked in, so that a change of torch or of the
importer does not move the replay's input; run this script only to add a
case (`python test/replay/make_corpus.py`), then regenerate the snapshots
(docs/developing.md, "Process replay").
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import torch
import torch.nn.functional as F
from mlir import ir
from torch.fx.experimental.proxy_tensor import make_fx

import pycompile
from pycompile.decompositions import DECOMPOSITIONS
from pycompile.importer import import_graph

CORPUS = Path(__file__).resolve().parent / "corpus"
F32, BF16, I64 = torch.float32, torch.bfloat16, torch.int64


def pointwise_chain(x, y):
    return torch.sigmoid(torch.tanh(x * 2 + y) - torch.relu(y)) * x


def softmax(x):
    return torch.softmax(x, dim=-1)


def layer_norm(x, weight, bias):
    return F.layer_norm(x, (x.shape[-1],), weight, bias)


def rms_norm(x, weight):
    return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * weight


def matmul_bias_gelu(x, w, b):
    return F.gelu(x @ w + b)


def _attention(q, k, v):
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    n = q.shape[-2]
    causal = torch.ones(n, n, dtype=torch.bool).tril()
    scores = scores.masked_fill(~causal, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v


def attention(q, k, v):
    return _attention(q, k, v)


def cross_entropy(logits, target):
    return F.cross_entropy(logits, target)


def gpt_block(x, ln1, w_qkv, w_o, ln2, w_up, w_down):
    heads, (t, d) = 2, x.shape
    h = F.layer_norm(x, (d,), ln1)
    q, k, v = (h @ w_qkv).split(d, dim=-1)
    q, k, v = (z.reshape(t, heads, d // heads).transpose(0, 1) for z in (q, k, v))
    a = _attention(q, k, v).transpose(0, 1).reshape(t, d)
    x = x + a @ w_o
    return x + F.gelu(F.layer_norm(x, (d,), ln2) @ w_up) @ w_down


def slices(x, y):
    s = x[1:, ::2]
    c = torch.cat([y, x[:2]], dim=0)
    return s * 2, c, F.pad(y, (1, 2))


def column_sum(x):
    return x.sum(0)


def cumsum(x):
    return torch.cumsum(x, dim=1)


def bf16_mixed(x, w, b):
    y = (x.to(BF16) @ w).to(F32) + b
    return y.to(BF16) * 2


def _random(shape, dtype):
    if dtype == I64:
        return torch.randint(0, shape[-1] if shape else 4, shape)
    return torch.randn(shape, dtype=dtype)


# case -> (function, [(shape, dtype) of each input])
CASES: dict[str, tuple[Callable, list]] = {
    "pointwise_chain": (pointwise_chain, [((4, 16), F32), ((4, 16), F32)]),
    "softmax": (softmax, [((8, 32), F32)]),
    "layer_norm": (layer_norm, [((4, 32), F32), ((32,), F32), ((32,), F32)]),
    "rms_norm": (rms_norm, [((4, 32), F32), ((32,), F32)]),
    "matmul_bias_gelu": (matmul_bias_gelu, [((8, 16), F32), ((16, 32), F32), ((32,), F32)]),
    "attention": (attention, [((2, 8, 16), F32)] * 3),
    "cross_entropy": (cross_entropy, [((8, 10), F32), ((8,), I64)]),
    "gpt_block": (gpt_block, [((8, 16), F32), ((16,), F32), ((16, 48), F32), ((16, 16), F32),
                              ((16,), F32), ((16, 64), F32), ((64, 16), F32)]),
    "slices": (slices, [((4, 6), F32), ((3, 6), F32)]),
    "column_sum": (column_sum, [((64, 24), F32)]),
    "cumsum": (cumsum, [((4, 20), F32)]),
    "bf16_mixed": (bf16_mixed, [((4, 16), F32), ((16, 8), BF16), ((8,), F32)]),
}


def import_case(fn: Callable, inputs: list) -> str:
    """`fn` traced at random inputs of `inputs`' shapes and dtypes and
    imported as `@f`: the module's text."""
    torch.manual_seed(0)
    args = [_random(shape, dtype) for shape, dtype in inputs]
    graph = make_fx(fn, decomposition_table=DECOMPOSITIONS)(*args).graph
    with pycompile.context(), ir.Location.unknown():
        return str(import_graph(graph, "f"))


def main() -> None:
    CORPUS.mkdir(exist_ok=True)
    for name, (fn, inputs) in CASES.items():
        (CORPUS / f"{name}.mlir").write_text(import_case(fn, inputs))
        print(f"wrote {CORPUS / name}.mlir")


if __name__ == "__main__":
    main()
