"""Tiny decoder models written the way Hugging Face `transformers` writes its
LLaMA and GPT-2: `F.scaled_dot_product_attention`, grouped-query attention by
expanding and reshaping the key/value heads, rotary embeddings from a cos/sin
table, RMS norm computed in float32, GPT-2's fused QKV projection and tanh
GELU, tied input/output embeddings, and the causal-LM loss (labels shifted
by one, padding labelled -100 and ignored)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

IGNORE = -100


@dataclass
class Config:
    vocab: int = 97
    hidden: int = 32
    heads: int = 4
    kv_heads: int = 2
    layers: int = 2
    intermediate: int = 64
    positions: int = 32
    eps: float = 1e-6


def causal_lm_loss(logits: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
    """Token t predicts label t + 1; positions labelled IGNORE do not count."""
    predicted = logits[:, :-1, :].contiguous()
    targets = labels[:, 1:].contiguous()
    return F.cross_entropy(predicted.view(-1, predicted.size(-1)), targets.view(-1),
                           ignore_index=IGNORE)


class RMSNorm(nn.Module):
    def __init__(self, size: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(size))
        self.eps = eps

    def forward(self, x):
        dtype = x.dtype
        x = x.to(torch.float32)
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return self.weight * x.to(dtype)


class Rotary(nn.Module):
    """cos and sin of each position's angles, both halves of the head."""

    def __init__(self, head_dim: int, base: float = 10000.0):
        super().__init__()
        inv_freq = 1.0 / base ** (torch.arange(0, head_dim, 2, dtype=torch.float32) / head_dim)
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    def forward(self, x, positions):
        angles = positions[:, :, None].float() * self.inv_freq[None, None, :]
        table = torch.cat((angles, angles), dim=-1)
        return table.cos().to(x.dtype), table.sin().to(x.dtype)


def _half_turn(x):
    first, second = x.chunk(2, dim=-1)
    return torch.cat((-second, first), dim=-1)


def apply_rotary(q, k, cos, sin):
    cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)  # broadcast over heads
    return q * cos + _half_turn(q) * sin, k * cos + _half_turn(k) * sin


def share_kv_heads(x: torch.Tensor, groups: int) -> torch.Tensor:
    """[B, KV, T, D] -> [B, KV * groups, T, D]: each key/value head serves
    `groups` query heads (an expand, then a reshape, not a repeat)."""
    if groups == 1:
        return x
    b, kv, t, d = x.shape
    return x[:, :, None, :, :].expand(b, kv, groups, t, d).reshape(b, kv * groups, t, d)


class LlamaAttention(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.heads, self.kv_heads = c.heads, c.kv_heads
        self.head_dim = c.hidden // c.heads
        self.q_proj = nn.Linear(c.hidden, c.heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(c.hidden, c.kv_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(c.hidden, c.kv_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(c.heads * self.head_dim, c.hidden, bias=False)

    def forward(self, x, cos, sin, mask):
        b, t, _ = x.shape
        q = self.q_proj(x).view(b, t, -1, self.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(b, t, -1, self.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(b, t, -1, self.head_dim).transpose(1, 2)
        q, k = apply_rotary(q, k, cos, sin)
        groups = self.heads // self.kv_heads
        k, v = share_kv_heads(k, groups), share_kv_heads(v, groups)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, dropout_p=0.0,
                                             scale=self.head_dim ** -0.5)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class LlamaMLP(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.gate_proj = nn.Linear(c.hidden, c.intermediate, bias=False)
        self.up_proj = nn.Linear(c.hidden, c.intermediate, bias=False)
        self.down_proj = nn.Linear(c.intermediate, c.hidden, bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class LlamaLayer(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.input_layernorm = RMSNorm(c.hidden, c.eps)
        self.self_attn = LlamaAttention(c)
        self.post_attention_layernorm = RMSNorm(c.hidden, c.eps)
        self.mlp = LlamaMLP(c)

    def forward(self, x, cos, sin, mask):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, mask)
        return x + self.mlp(self.post_attention_layernorm(x))


class LlamaForCausalLM(nn.Module):
    def __init__(self, c: Config | None = None):
        super().__init__()
        c = c or Config()
        self.embed_tokens = nn.Embedding(c.vocab, c.hidden)
        self.layers = nn.ModuleList(LlamaLayer(c) for _ in range(c.layers))
        self.norm = RMSNorm(c.hidden, c.eps)
        self.rotary = Rotary(c.hidden // c.heads)
        self.lm_head = nn.Linear(c.hidden, c.vocab, bias=False)
        self.lm_head.weight = self.embed_tokens.weight  # tied

    def forward(self, input_ids, attention_mask, labels):
        b, t = input_ids.shape
        x = self.embed_tokens(input_ids)
        positions = torch.arange(t, device=input_ids.device)[None, :].expand(b, t)
        cos, sin = self.rotary(x, positions)
        # Additive 4-D mask: causal, and padded keys hidden.
        causal = torch.ones(t, t, dtype=torch.bool, device=x.device).tril()
        visible = causal[None, None] & attention_mask[:, None, None, :].bool()
        mask = torch.zeros(b, 1, t, t, dtype=x.dtype, device=x.device).masked_fill(
            ~visible, torch.finfo(x.dtype).min)
        for layer in self.layers:
            x = layer(x, cos, sin, mask)
        logits = self.lm_head(self.norm(x))
        return causal_lm_loss(logits, labels), logits


class GPT2Attention(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.heads, self.hidden = c.heads, c.hidden
        self.c_attn = nn.Linear(c.hidden, 3 * c.hidden)
        self.c_proj = nn.Linear(c.hidden, c.hidden)

    def forward(self, x):
        b, t, _ = x.shape
        q, k, v = self.c_attn(x).split(self.hidden, dim=2)
        q, k, v = (y.view(b, t, self.heads, -1).transpose(1, 2) for y in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.c_proj(out.transpose(1, 2).contiguous().view(b, t, self.hidden))


class GPT2Block(nn.Module):
    def __init__(self, c: Config):
        super().__init__()
        self.ln_1, self.ln_2 = nn.LayerNorm(c.hidden, eps=1e-5), nn.LayerNorm(c.hidden, eps=1e-5)
        self.attn = GPT2Attention(c)
        self.c_fc, self.c_proj = nn.Linear(c.hidden, 4 * c.hidden), nn.Linear(4 * c.hidden,
                                                                              c.hidden)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        h = self.c_fc(self.ln_2(x))
        gelu = 0.5 * h * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi)
                                           * (h + 0.044715 * torch.pow(h, 3.0))))
        return x + self.c_proj(gelu)


class GPT2LMHeadModel(nn.Module):
    def __init__(self, c: Config | None = None):
        super().__init__()
        c = c or Config()
        self.wte, self.wpe = nn.Embedding(c.vocab, c.hidden), nn.Embedding(c.positions, c.hidden)
        self.h = nn.ModuleList(GPT2Block(c) for _ in range(c.layers))
        self.ln_f = nn.LayerNorm(c.hidden, eps=1e-5)
        self.lm_head = nn.Linear(c.hidden, c.vocab, bias=False)
        self.lm_head.weight = self.wte.weight  # tied

    def forward(self, input_ids, attention_mask, labels):
        t = input_ids.shape[1]
        x = self.wte(input_ids) + self.wpe(torch.arange(t, device=input_ids.device))
        for block in self.h:
            x = block(x)
        logits = self.lm_head(self.ln_f(x))
        return causal_lm_loss(logits, labels), logits


class BertLayer(nn.Module):
    """Post-norm encoder layer: attention over padded keys, erf GELU."""

    def __init__(self, c: Config):
        super().__init__()
        self.heads = c.heads
        self.query, self.key, self.value = (nn.Linear(c.hidden, c.hidden) for _ in range(3))
        self.attention_output = nn.Linear(c.hidden, c.hidden)
        self.attention_norm = nn.LayerNorm(c.hidden, eps=1e-12)
        self.intermediate = nn.Linear(c.hidden, c.intermediate)
        self.output = nn.Linear(c.intermediate, c.hidden)
        self.output_norm = nn.LayerNorm(c.hidden, eps=1e-12)

    def forward(self, x, mask):
        b, t, h = x.shape
        q, k, v = (p(x).view(b, t, self.heads, -1).transpose(1, 2)
                   for p in (self.query, self.key, self.value))
        context = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        x = self.attention_norm(x + self.attention_output(
            context.transpose(1, 2).reshape(b, t, h)))
        return self.output_norm(x + self.output(F.gelu(self.intermediate(x))))


class BertForMaskedLM(nn.Module):
    def __init__(self, c: Config | None = None):
        super().__init__()
        c = c or Config()
        self.word_embeddings = nn.Embedding(c.vocab, c.hidden)
        self.position_embeddings = nn.Embedding(c.positions, c.hidden)
        self.token_type_embeddings = nn.Embedding(2, c.hidden)
        self.embeddings_norm = nn.LayerNorm(c.hidden, eps=1e-12)
        self.layers = nn.ModuleList(BertLayer(c) for _ in range(c.layers))
        self.transform = nn.Linear(c.hidden, c.hidden)
        self.transform_norm = nn.LayerNorm(c.hidden, eps=1e-12)
        self.decoder = nn.Linear(c.hidden, c.vocab)
        self.decoder.weight = self.word_embeddings.weight  # tied

    def forward(self, input_ids, attention_mask, labels):
        b, t = input_ids.shape
        positions = torch.arange(t, device=input_ids.device)
        x = (self.word_embeddings(input_ids) + self.position_embeddings(positions)
             + self.token_type_embeddings(torch.zeros_like(input_ids)))
        x = self.embeddings_norm(x)
        # Boolean mask over keys: True where a token may be attended to.
        mask = attention_mask[:, None, None, :].bool()
        for layer in self.layers:
            x = layer(x, mask)
        logits = self.decoder(self.transform_norm(F.gelu(self.transform(x))))
        loss = F.cross_entropy(logits.view(-1, logits.size(-1)), labels.view(-1),
                               ignore_index=IGNORE)
        return loss, logits
