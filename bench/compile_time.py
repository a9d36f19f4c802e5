"""Compile time: the first call of Hugging Face models through `torch.compile`
(Inductor) and `pycompile.jit`, cold and warm, on the CPU.

    python bench/compile_time.py [--models gpt2,llama,...] [--steps infer,train]
                                 [--compilers inductor,pycompile]
    python bench/compile_time.py --models chain:250,chain:1000 --steps infer

Each model is built as its users build it (`transformers`, random weights,
a small config: 2 layers, width 128, a vocabulary of 1000; 2 x 64 tokens,
or 2 images of 32 x 32 for ViT), for inference (`no_grad`, the logits) or a
training step (the loss over labels, then its backward). A case runs in a
new process, whose first call is timed (process start-up and imports are
not counted): cold with new, empty PYCOMPILE_CACHE_DIR,
TORCHINDUCTOR_CACHE_DIR and TRITON_CACHE_DIR (Inductor's FX graph and
AOTAutograd caches are on), warm in a second process sharing them. The
result of that call is checked against eager's (relative error at most
1e-3: f32). `chain:N` is a recurrent chain of N steps, `h = tanh(h * 0.9 +
x[i % 16])` over [64, 64] (inference only): compile time against graph
size. Columns: seconds, Inductor's / pycompile's (above 1: pycompile
compiles faster).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

import torch

WIDTH = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=2,
             num_attention_heads=4)
VOCAB, TOKENS = 1000, 64


def _models() -> dict:
    """name -> (make the model, the call's keyword arguments, labels)."""
    import transformers as tf

    def lm(config, model, kind="ids", **sizes):
        return lambda: model(_no_dropout(config(vocab_size=VOCAB, **sizes))), kind

    decoder = dict(WIDTH, num_key_value_heads=2)
    encoder_decoder = dict(d_model=128, encoder_layers=2, decoder_layers=2,
                           encoder_attention_heads=4, decoder_attention_heads=4,
                           encoder_ffn_dim=256, decoder_ffn_dim=256)
    return {
        "gpt2": lm(tf.GPT2Config, tf.GPT2LMHeadModel, n_layer=2, n_embd=128, n_head=4),
        "llama": lm(tf.LlamaConfig, tf.LlamaForCausalLM, **decoder),
        "mistral": lm(tf.MistralConfig, tf.MistralForCausalLM, **decoder),
        "qwen2": lm(tf.Qwen2Config, tf.Qwen2ForCausalLM, **decoder),
        "gemma": lm(tf.GemmaConfig, tf.GemmaForCausalLM, head_dim=32, **decoder),
        "phi": lm(tf.PhiConfig, tf.PhiForCausalLM, **WIDTH),
        "opt": lm(tf.OPTConfig, tf.OPTForCausalLM, hidden_size=128, ffn_dim=256,
                  num_hidden_layers=2, num_attention_heads=4, word_embed_proj_dim=128),
        "gpt_neox": lm(tf.GPTNeoXConfig, tf.GPTNeoXForCausalLM, **WIDTH),
        "bert": lm(tf.BertConfig, tf.BertForMaskedLM, **WIDTH),
        "roberta": lm(tf.RobertaConfig, tf.RobertaForMaskedLM, **WIDTH),
        "distilbert": lm(tf.DistilBertConfig, tf.DistilBertForMaskedLM, dim=128,
                         hidden_dim=256, n_layers=2, n_heads=4),
        "t5": lm(tf.T5Config, tf.T5ForConditionalGeneration, "seq2seq", d_model=128, d_ff=256,
                 d_kv=32, num_layers=2, num_heads=4, decoder_start_token_id=0),
        "bart": lm(tf.BartConfig, tf.BartForConditionalGeneration, "seq2seq",
                   **encoder_decoder),
        "vit": (lambda: tf.ViTForImageClassification(_no_dropout(tf.ViTConfig(
            image_size=32, patch_size=8, num_labels=10, **WIDTH))), "images"),
    }


def _no_dropout(config):
    """`config` with every dropout probability 0 (a result to check: some
    models call `F.dropout` with the config's, not a module)."""
    for name, value in vars(config).items():
        if ("dropout" in name or "pdrop" in name) and isinstance(value, float):
            setattr(config, name, 0.0)
    return config


def _inputs(kind: str) -> tuple[dict, torch.Tensor]:
    if kind == "images":
        return {"pixel_values": torch.randn(2, 3, 32, 32)}, torch.randint(0, 10, (2,))
    ids = torch.randint(0, VOCAB, (2, TOKENS))
    if kind == "seq2seq":  # (the decoder reads the same tokens)
        return {"input_ids": ids, "decoder_input_ids": ids}, ids
    return {"input_ids": ids}, ids


def _call(model, inputs: dict, labels, train: bool) -> torch.Tensor:
    if not train:
        with torch.no_grad():
            return model(**inputs).logits
    loss = model(**inputs, labels=labels).loss
    loss.backward()
    return loss.detach()


def _chain(steps: int):
    """A recurrent chain of `steps` pointwise steps over an input's slices,
    and its arguments."""
    def chain(h, x):
        for i in range(steps):
            h = torch.tanh(h * 0.9 + x[i % 16])
        return h
    return chain, (torch.randn(64, 64), torch.randn(16, 64, 64))


def first_call(name: str, step: str, compiler: str) -> None:
    """--one mode: prints the seconds of the first call and its error."""
    import pycompile

    torch.manual_seed(0)
    train = step == "train"
    if name.startswith("chain:"):
        model, args = _chain(int(name.split(":")[1]))
        call = lambda fn: fn(*args)  # noqa: E731
    else:
        make, kind = _models()[name]
        model = make()
        model.train(train)
        inputs, labels = _inputs(kind)
        call = lambda fn: _call(fn, inputs, labels, train)  # noqa: E731
    want = call(model)
    if isinstance(model, torch.nn.Module):
        model.zero_grad(set_to_none=True)
    compiled = torch.compile(model) if compiler == "inductor" else pycompile.jit(model)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        begin = time.perf_counter()
        got = call(compiled)
        seconds = time.perf_counter() - begin
    error = ((got.double() - want.double()).norm() / want.double().norm()).item()
    print(f"{seconds:.3f} {error:.2e}")


def _cold_and_warm(name: str, step: str, compiler: str) -> list[str]:
    """The first call's seconds in a new process with empty caches, then in
    another sharing them ("err" and the reason where a run failed)."""
    times = []
    with tempfile.TemporaryDirectory(prefix="bench-compile-") as tmp:
        env = dict(os.environ, PYCOMPILE_CACHE_DIR=f"{tmp}/pycompile",
                   TORCHINDUCTOR_CACHE_DIR=f"{tmp}/inductor", TRITON_CACHE_DIR=f"{tmp}/triton",
                   TORCHINDUCTOR_FX_GRAPH_CACHE="1", TORCHINDUCTOR_AUTOGRAD_CACHE="1")
        for _ in ("cold", "warm"):
            run = subprocess.run([sys.executable, __file__, "--one", name, step, compiler],
                                 env=env, capture_output=True, text=True, timeout=1800)
            try:
                seconds, error = map(float, run.stdout.split()[-2:])
            except ValueError:
                why = (run.stderr.strip().splitlines() or ["no output"])[-1]
                times.append(f"err ({why[:120]})")
                continue
            times.append(f"{seconds:.1f}" + ("" if error <= 1e-3 else f" (error {error:.1e})"))
    return times


def _ratio(a: str, b: str) -> str:
    try:
        return f"{float(a) / float(b):.1f}"
    except ValueError:
        return "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default=",".join(_models()),
                        help="transformers models, or chain:N (a chain of N steps)")
    parser.add_argument("--steps", default="infer,train")
    parser.add_argument("--compilers", default="inductor,pycompile")
    parser.add_argument("--one", nargs=3, metavar=("MODEL", "STEP", "COMPILER"),
                        help="internal: time one first call in this process")
    args = parser.parse_args()
    if args.one:
        first_call(*args.one)
        return
    model_name = next((line.split(":", 1)[1].strip() for line in
                       Path("/proc/cpuinfo").read_text().splitlines()
                       if line.startswith("model name")), "unknown CPU")
    print(f"# {model_name}, {os.cpu_count()} cores, torch {torch.__version__}; "
          "first call in seconds, cold/warm")
    compilers = args.compilers.split(",")
    print(f"{'model':<11} {'step':<6} " + " ".join(f"{c:>16}" for c in compilers)
          + ("   ind/pyc cold/warm" if compilers == ["inductor", "pycompile"] else ""))
    for name in args.models.split(","):
        for step in args.steps.split(","):
            if name.startswith("chain:") and step == "train":
                continue  # (inference only)
            times = {c: _cold_and_warm(name, step, c) for c in compilers}
            line = f"{name:<11} {step:<6} " + " ".join(f"{'/'.join(t):>16}"
                                                      for t in times.values())
            if compilers == ["inductor", "pycompile"]:
                (ic, iw), (pc, pw) = times["inductor"], times["pycompile"]
                line += f"   {_ratio(ic, pc):>4}/{_ratio(iw, pw)}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
