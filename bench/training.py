"""CPU training-step benchmark: eager vs torch.compile (Inductor) vs pycompile.jit(target="cpu").

    python bench/training.py [--cases mlp,gpt,llama | hf | hf_gpt2,...] [--no-peak] [--threads N]

One training step is forward, loss, backward. Each compiler trains its own
copy of the same module (seed 0, float32) on the same batch; its gradients
are checked against eager's before timing (`bench/cpu.py`'s method: turns,
rounds, medians). Columns:

- step time per compiler, and the ratios eager/pycompile, inductor/pycompile
  (above 1: pycompile is faster);
- saved: the bytes of the activations the forward keeps for the backward,
  counted with `torch.autograd.graph.saved_tensors_hooks` (each storage once;
  storages of parameters, which every step keeps anyway, left out). Inductor
  saves what AOTAutograd's min-cut partitioner chooses; pycompile what
  `pyc-partition` chooses (its report's figure for AOTAutograd's default
  partitioner, which saves every value the backward reads, in brackets);
- peak: the peak RSS of 3 steps above the RSS before them, in a fresh process
  per compiler after its warm-up (so compile memory is not in it), with
  freed memory given back first (`malloc_trim`) and the peak reset
  (/proc/self/clear_refs);
- first call: the first step's seconds under Inductor and pycompile (each
  compiles its forward and backward then);
- whose backward pycompile ran (pyc-autodiff for every graph, or not).

`--cases hf`: Hugging Face models as `transformers` builds them (GPT-2,
LLaMA, Mistral, Qwen2, BERT, a T5 encoder, ViT; 2 layers, width 128).
"""

from __future__ import annotations

import argparse
import copy
import ctypes
import functools
import gc
import json
import subprocess
import sys
import time
import warnings
from pathlib import Path

import torch
import torch.nn as nn

import pycompile
from pycompile.report import reporting

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "test" / "py"))
from cpu import MLP, _cpu_model, load_line, measure, torch_isa  # noqa: E402
from hf_models import Config, LlamaForCausalLM  # noqa: E402

from models import Block  # noqa: E402

COMPILERS = ("eager", "inductor", "pycompile")
B, T, C, H = 4, 128, 768, 12


class MLPBlock(nn.Module):
    """Pre-norm residual MLP, as in a transformer block."""

    def __init__(self, d):
        super().__init__()
        self.norm, self.mlp = nn.LayerNorm(d), MLP(d)

    def forward(self, x):
        return x + self.mlp(self.norm(x))


def _llama():
    config = Config(vocab=4096, hidden=512, heads=8, kv_heads=4, layers=1, intermediate=1408,
                    positions=T)
    ids = torch.randint(0, config.vocab, (B, T))
    mask = torch.ones_like(ids)
    return LlamaForCausalLM(config), (ids, mask, ids), lambda out: out[0]


def _hf(name: str):
    """A Hugging Face model as `transformers` builds it (2 layers, width
    128, random weights, dropout off), its batch and loss: the models whose
    training steps issue 55 tracks (`--cases hf`)."""
    import transformers as tf

    small = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=2,
                 num_attention_heads=4)
    off = dict(hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    ids = torch.randint(0, 1000, (B, T))
    by_loss = lambda out: out.loss  # noqa: E731
    if name == "gpt2":
        model = tf.GPT2LMHeadModel(tf.GPT2Config(
            vocab_size=1000, n_embd=128, n_layer=2, n_head=4, n_positions=T,
            resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0))
    elif name in ("llama", "mistral", "qwen2"):
        config, model_class = {"llama": (tf.LlamaConfig, tf.LlamaForCausalLM),
                               "mistral": (tf.MistralConfig, tf.MistralForCausalLM),
                               "qwen2": (tf.Qwen2Config, tf.Qwen2ForCausalLM)}[name]
        model = model_class(config(vocab_size=1000, num_key_value_heads=2, **small))
    elif name == "bert":
        model = tf.BertForMaskedLM(tf.BertConfig(vocab_size=1000, **small, **off))
    elif name == "t5":
        model = tf.T5EncoderModel(tf.T5Config(vocab_size=1000, d_model=128, d_ff=256,
                                              num_layers=2, num_heads=4, d_kv=32,
                                              dropout_rate=0.0))
        return model, ({"input_ids": ids},), lambda out: out.last_hidden_state.square().mean()
    elif name == "vit":
        model = tf.ViTForImageClassification(tf.ViTConfig(
            image_size=64, patch_size=8, num_labels=10, **small, **off))
        return model, ({"pixel_values": torch.randn(B, 3, 64, 64),
                        "labels": torch.randint(0, 10, (B,))},), by_loss
    else:
        raise KeyError(name)
    return model, ({"input_ids": ids, "labels": ids},), by_loss


HF = ("gpt2", "llama", "mistral", "qwen2", "bert", "t5", "vit")
CASES = {
    "mlp": lambda: (MLPBlock(C), (torch.randn(B, T, C),), lambda out: out.square().mean()),
    "gpt": lambda: (Block(C, H), (torch.randn(B, T, C),), lambda out: out.square().mean()),
    "llama": _llama,
    **{f"hf_{name}": functools.partial(_hf, name) for name in HF},
}


def build(case: str):
    torch.manual_seed(0)
    return CASES[case]()


def make_step(compiler: str, module: nn.Module, loss_of):
    module = copy.deepcopy(module)
    if compiler == "inductor":
        forward = torch.compile(module)
    elif compiler == "pycompile":
        forward = pycompile.jit(module, target="cpu")
    else:
        forward = module

    def step(*args):
        module.zero_grad(set_to_none=True)
        kwargs = args[0] if len(args) == 1 and isinstance(args[0], dict) else None
        out = forward(**kwargs) if kwargs is not None else forward(*args)
        loss_of(out).backward()
        return [p.grad for p in module.parameters()]

    step.module = module
    return step


def saved_bytes(step, args) -> int:
    """Bytes of the activations saved for the backward in one step."""
    params = {p.untyped_storage().data_ptr() for p in step.module.parameters()}
    seen: dict[int, int] = {}

    def pack(t):
        storage = t.untyped_storage()
        if storage.data_ptr() not in params:
            seen[storage.data_ptr()] = storage.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        step(*args)
    return sum(seen.values())


def _status(field: str) -> int:
    """A size from /proc/self/status, bytes."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024
    raise KeyError(field)


def peak(case: str, compiler: str) -> None:
    """--peak mode (a fresh process): warm up (compiles), give freed memory
    back to the system, reset the peak RSS (/proc/self/clear_refs), then
    print the peak RSS of 3 steps above the RSS before them, bytes."""
    module, args, loss_of = build(case)
    step = make_step(compiler, module, loss_of)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for _ in range(2):
            step(*args)
    step.module.zero_grad(set_to_none=True)
    gc.collect()
    ctypes.CDLL("libc.so.6").malloc_trim(0)
    before = _status("VmRSS")
    Path("/proc/self/clear_refs").write_text("5")
    for _ in range(3):
        step(*args)
    print(_status("VmHWM") - before)


def run_case(case: str, with_peak: bool = True) -> dict:
    module, args, loss_of = build(case)
    steps = {c: make_step(c, module, loss_of) for c in COMPILERS}
    grads, first = {}, {}
    with warnings.catch_warnings(), reporting() as report:
        warnings.simplefilter("ignore")
        for c in COMPILERS:
            begin = time.perf_counter()
            grads[c] = steps[c](*args)
            first[c] = time.perf_counter() - begin
    for c in ("inductor", "pycompile"):
        for g, want in zip(grads[c], grads["eager"]):
            if g is not None or want is not None:
                torch.testing.assert_close(g, want, rtol=1e-3, atol=1e-4)
    derivations = {id(g.derivation): g.derivation for g in report.graphs if g.derivation}
    row = {
        "times": {c: t for c, (t, _) in measure(steps, args).items()},
        "saved": {c: saved_bytes(steps[c], args) for c in COMPILERS},
        "save_all": sum(d.save_all_bytes for d in derivations.values()),
        "backward": "pyc-autodiff" if derivations and all(
            d.by == "pycompile" for d in derivations.values()) else
        "; ".join(str(d) for d in derivations.values()) or "none",
        "peak": {},
        "first": first,
    }
    for c in COMPILERS if with_peak else ():
        out = subprocess.run([sys.executable, __file__, "--peak", case, c], capture_output=True,
                             text=True, check=True).stdout.split()
        row["peak"][c] = int(out[-1])
    return row


def mb(n: int) -> str:
    return f"{n / 2**20:.1f}M"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--threads", type=int)
    parser.add_argument("--peak", nargs=2, metavar=("CASE", "COMPILER"), help=argparse.SUPPRESS)
    parser.add_argument("--json", help="also write the rows to this file")
    parser.add_argument("--no-peak", action="store_true",
                        help="skip the peak memory (three fresh processes a case)")
    opts = parser.parse_args()
    if opts.threads:
        torch.set_num_threads(opts.threads)
    if opts.peak:
        peak(*opts.peak)
        return 0
    from pycompile.targets.cpu.machine import CpuTarget

    target = CpuTarget.host()
    print(f"host: {_cpu_model()}; target {target.cpu} ({target.vector_bits}-bit vectors); "
          f"{torch_isa()}; torch {torch.__version__}, {torch.get_num_threads()} threads; "
          f"B={B} T={T} C={C} H={H}, float32, one step = forward + loss + backward")
    print(load_line("start"))
    header = (f"{'case':7} {'eager':>10} {'inductor':>10} {'pycompile':>10} {'eag/pyc':>8} "
              f"{'ind/pyc':>8}   {'saved: eager':>12} {'inductor':>9} {'pycompile':>10} "
              f"{'(save-all)':>10}   {'peak: eager':>11} {'inductor':>9} {'pycompile':>10}"
              f"   backward")
    print(header)
    rows = {}
    cases = opts.cases.replace("hf", ",".join(f"hf_{n}" for n in HF)) \
        if "hf" in opts.cases.split(",") else opts.cases
    for case in cases.split(","):
        row = rows[case] = run_case(case, not opts.no_peak)
        t, s, p = row["times"], row["saved"], row["peak"] or dict.fromkeys(COMPILERS, 0)
        print(f"{case:7} {t['eager'] * 1e3:8.2f}ms {t['inductor'] * 1e3:8.2f}ms "
              f"{t['pycompile'] * 1e3:8.2f}ms {t['eager'] / t['pycompile']:8.2f} "
              f"{t['inductor'] / t['pycompile']:8.2f}   {mb(s['eager']):>12} "
              f"{mb(s['inductor']):>9} {mb(s['pycompile']):>10} "
              f"{'(' + mb(row['save_all']) + ')':>10}"
              f"   {mb(p['eager']):>11} {mb(p['inductor']):>9} {mb(p['pycompile']):>10}"
              f"   first call {row['first']['inductor']:.1f}/{row['first']['pycompile']:.1f} s"
              f"   {row['backward']}", flush=True)
    print(load_line("end"))
    if opts.json:
        Path(opts.json).write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
