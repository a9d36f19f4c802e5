"""Small models written for the tests: a GPT-style transformer, RMS norm, rotary."""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class Block(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.h = h
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.proj = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc, self.out = nn.Linear(d, 4 * d), nn.Linear(4 * d, d)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=2)
        q = q.view(B, T, self.h, C // self.h).transpose(1, 2)
        k = k.view(B, T, self.h, C // self.h).transpose(1, 2)
        v = v.view(B, T, self.h, C // self.h).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) / math.sqrt(C // self.h)
        mask = torch.tril(torch.ones(T, T, dtype=torch.bool, device=x.device))
        att = att.masked_fill(~mask, float("-inf")).softmax(-1)
        y = (att @ v).transpose(1, 2).reshape(B, T, C)
        x = x + self.proj(y)
        return x + self.out(F.gelu(self.fc(self.ln2(x))))

class GPT(nn.Module):
    def __init__(self, vocab=61, d=32, h=4, n=2, T=16):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, d), nn.Embedding(T, d)
        self.blocks = nn.ModuleList([Block(d, h) for _ in range(n)])
        self.ln = nn.LayerNorm(d)
    def forward(self, idx, targets):
        T = idx.shape[1]
        x = self.wte(idx) + self.wpe(torch.arange(T, device=idx.device))
        for block in self.blocks:
            x = block(x)
        logits = self.ln(x) @ self.wte.weight.t()
        return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))


class RMSNorm(nn.Module):
    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.rand(d) + 0.5)

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


def rotary(x, base=10000.0):
    """Rotary position embedding of x [B, T, H, D] (LLaMA style, halves rotated)."""
    T, D = x.shape[1], x.shape[-1]
    inv = 1.0 / (base ** (torch.arange(0, D, 2, dtype=torch.float32) / D))
    angles = torch.arange(T, dtype=torch.float32)[:, None] * inv[None, :]
    cos = torch.cat([angles.cos(), angles.cos()], -1)[None, :, None, :]
    sin = torch.cat([angles.sin(), angles.sin()], -1)[None, :, None, :]
    x1, x2 = x[..., : D // 2], x[..., D // 2 :]
    return x * cos + torch.cat([-x2, x1], -1) * sin


class LlamaBlock(nn.Module):
    def __init__(self, d=32, h=4):
        super().__init__()
        self.h = h
        self.norm1, self.norm2 = RMSNorm(d), RMSNorm(d)
        self.wq, self.wk, self.wv, self.wo = (nn.Linear(d, d, bias=False) for _ in range(4))
        self.w1, self.w3 = nn.Linear(d, 64, bias=False), nn.Linear(d, 64, bias=False)
        self.w2 = nn.Linear(64, d, bias=False)

    def forward(self, x):
        B, T, C = x.shape
        h = self.norm1(x)
        q = rotary(self.wq(h).view(B, T, self.h, C // self.h)).transpose(1, 2)
        k = rotary(self.wk(h).view(B, T, self.h, C // self.h)).transpose(1, 2)
        v = self.wv(h).view(B, T, self.h, C // self.h).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (C // self.h) ** -0.5
        causal = torch.triu(torch.full((T, T), float("-inf")), diagonal=1)
        y = (att + causal).softmax(-1) @ v
        x = x + self.wo(y.transpose(1, 2).reshape(B, T, C))
        h = self.norm2(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))
