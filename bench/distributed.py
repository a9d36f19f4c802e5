"""Training on several GPUs (issue 58): Hugging Face GPT-2 and LLaMA under
DistributedDataParallel and FSDP2 (`fully_shard`), eager, `torch.compile`
(Inductor) and `torch.compile(backend="pycompile")`, NCCL, a GPU a process.

    python bench/distributed.py [--models gpt2,llama] [--wrappers ddp,fsdp2]
                                [--compilers eager,inductor,pycompile] [--steps 20]
                                [--world 2] [--device cuda|cpu] [--tiny]

On the GPU machine (through the project's staging, pycompile installed
there) as above; here, on the CPU, gloo and float32 for a check of the
harness and of the losses, not of speed:

    python bench/distributed.py --device cpu --tiny --steps 4

The script spawns `--world` processes itself. Models have random weights
(seed 0) and real widths (GPT-2: vocab 50257, 768 wide, 12 heads; LLaMA:
GQA, rotary, RMSNorm, SwiGLU, 1024 wide) with `--layers` decoder layers
(`--tiny`: 2 layers, 64 wide, vocab 1000). Every rank trains on its own
batch (4 x 1024 tokens; rank-dependent, the same batch at every step, so
that the loss falls and its curve says whether the optimizer's updates
reach the compiled model), AdamW stepping, in bf16 on a GPU (the model cast
to bf16, as a user training in bf16 casts it), float32 on the CPU.

DDP is compiled around the wrapper, `torch.compile(DDP(model))`, as users
write it (Dynamo's DDPOptimizer splits the graph at the gradient buckets);
FSDP2 shards each decoder layer, then the root, and compiles the sharded
model. Each (model, wrapper, compiler) starts from the same weights and the
same data. The compilers are built and warmed up one after another, then
take turns at the later steps (the host's speed drifts by more than they
differ). Printed, by rank 0: the device, torch, the world size, then a row
each: tokens a second over the steps after 3 warm-up steps (all ranks'
tokens over the slowest rank's median step, CUDA events; a turn's first
step untimed), the ratio to eager and to Inductor, peak memory
(`max_memory_allocated` in the warm-up steps, over what the compilers
before held; the largest over ranks), the first step's seconds (its
compile; on-disk caches not emptied), the loss curve against eager's (the
largest |loss - eager| / |eager| over the steps and ranks, against a
tolerance for the dtype), Dynamo's graphs and breaks (those of each
compiler's own traces: a frame Dynamo skipped for an earlier compiler is
not traced again), and for pycompile whose backward each graph runs
(pycompile's, or AOTAutograd's and why). A combination that raises is a
FAILED row with the exception's last line; the others still run.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import gc
import os
import socket
import statistics
import sys
import time
import traceback

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

WARMUP = 3
# Largest relative difference from eager's loss, at any step, that still
# counts as the same training. bf16: rounding of the logits and of each
# update differs with the kernels' order of work and compounds over the
# steps; float32: only the order of sums differs.
TOLERANCE = {torch.bfloat16: 2e-2, torch.float32: 1e-4}

# Dropout off, so that every compiler computes the same function.
_NO_DROPOUT = dict(resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, attention_dropout=0.0)


def _models(tiny: bool, layers: int) -> dict:
    """name -> (make the model, vocabulary size, its decoder layers)."""
    import transformers as tf

    def gpt2():
        vocab = 1000 if tiny else 50257
        model = tf.GPT2LMHeadModel(tf.GPT2Config(
            vocab_size=vocab, n_embd=64 if tiny else 768, n_head=4 if tiny else 12,
            n_layer=2 if tiny else layers, n_positions=1024, bos_token_id=vocab - 1,
            eos_token_id=vocab - 1, **_NO_DROPOUT))
        # The loss it falls back to anyway, named: GPT-2's class name maps to
        # no loss, and the warning `loss_function` then logs is a graph break
        # at every call under Dynamo (transformers 5), the loss cut off from
        # the model's graph whatever the wrapper.
        model.loss_type = "ForCausalLM"
        return model

    def llama():
        sizes = dict(hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                     num_attention_heads=4, num_key_value_heads=2) if tiny else \
            dict(hidden_size=1024, intermediate_size=2816, num_hidden_layers=layers,
                 num_attention_heads=16, num_key_value_heads=4)
        return tf.LlamaForCausalLM(tf.LlamaConfig(vocab_size=1000 if tiny else 32000,
                                                  **sizes, **_NO_DROPOUT))

    return {"gpt2": (gpt2, 1000 if tiny else 50257, lambda m: m.transformer.h),
            "llama": (llama, 1000 if tiny else 32000, lambda m: m.model.layers)}


def _wrap(model: torch.nn.Module, wrapper: str, compiler: str, layers, device: torch.device):
    """The module a training step calls: the wrapped model, compiled where
    users compile it with that wrapper."""
    compile_ = {"eager": lambda m: m, "inductor": torch.compile,
                "pycompile": lambda m: torch.compile(m, backend="pycompile")}[compiler]
    if wrapper == "ddp":
        ids = [device.index] if device.type == "cuda" else None
        return compile_(torch.nn.parallel.DistributedDataParallel(model, device_ids=ids))
    from torch.distributed.fsdp import fully_shard

    for layer in layers(model):
        fully_shard(layer)
    fully_shard(model)
    return compile_(model)


def _train_step(module, optimizer, ids: torch.Tensor) -> torch.Tensor:
    loss = module(input_ids=ids, labels=ids).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach()


def _backwards(report) -> str:
    """Whose backward pycompile's graphs run: pycompile's, or AOTAutograd's
    and why (each reason once, with how many graphs)."""
    whose: dict[str, int] = {}
    for g in report.graphs:
        if g.derivation is None:
            continue
        key = "pycompile" if g.derivation.by == "pycompile" else str(g.derivation)
        whose[key] = whose.get(key, 0) + 1
    return ", ".join(f"{k} x{n}" for k, n in whose.items()) or "none derived"


def _profile(title: str, step) -> None:
    """Rank 0's GPU kernels and host calls in two steps of `step`, by time
    (torch's profiler): where a compiled step loses to another."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA],
                 record_shapes=True, with_stack=True) as prof:
        for _ in range(2):
            step()
        torch.cuda.synchronize()
    events = prof.key_averages()
    busy = sum(e.self_device_time_total for e in events if e.device_type.name == "CUDA")
    print(f"# profile: {title}, 2 steps: GPU busy {busy / 2e3:.2f} ms a step", flush=True)
    print(events.table(sort_by="self_cuda_time_total", row_limit=18, max_name_column_width=70),
          flush=True)
    syncs = [e for e in events if "Synchronize" in e.key or "MemcpyAsync" in e.key]
    print("# host waits: " + ", ".join(f"{e.key} x{e.count // 2}" for e in syncs), flush=True)
    # Copies torch makes (a layout a kernel or a collective wants, a cast),
    # by shape: what no compiled kernel accounts for.
    copies = sorted((e for e in prof.key_averages(group_by_input_shape=True)
                     if e.key in ("aten::copy_", "aten::_to_copy") and e.device_time_total > 0),
                    key=lambda e: -e.device_time_total)[:8]
    print("# copies a step: " + ", ".join(
        f"{e.key} {e.input_shapes[:2]} x{e.count // 2} {e.device_time_total / 2e3:.2f} ms"
        for e in copies), flush=True)
    # Where the largest copy is made: the ops around it (innermost first)
    # and its Python frames.
    seen = set()
    for e in prof.events() if copies else ():
        if e.name != copies[0].key or e.input_shapes != copies[0].input_shapes:
            continue
        parents, parent = [], e.cpu_parent
        while parent is not None and len(parents) < 8:
            parents.append(parent.name)
            parent = parent.cpu_parent
        where = f"{' <- '.join(parents)}; {' <- '.join(e.stack[:8]) or 'no Python frame'}"
        if where not in seen:
            seen.add(where)
            print(f"# the largest copy, in: {where}", flush=True)


def _start(rank: int, device: torch.device, dtype: torch.dtype, make, vocab: int,
           layers, wrapper: str, compiler: str, batch: int, seq: int) -> dict:
    """One (model, wrapper, compiler) on this rank, built and through its
    warm-up steps (its compiles, and a recompile after the first step): its
    state for the timed steps (`_turns`), its peak memory (over what the
    other compilers' models already hold), graphs and breaks."""
    from torch._dynamo.utils import counters

    from pycompile.report import reporting

    cuda = device.type == "cuda"
    counters.clear()
    held = torch.cuda.memory_allocated(device) if cuda else 0
    if cuda:
        torch.cuda.reset_peak_memory_stats(device)
    torch.manual_seed(0)
    model = make().to(device=device, dtype=dtype)
    module = _wrap(model, wrapper, compiler, layers, device)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
    generator = torch.Generator().manual_seed(1 + rank)
    ids = torch.randint(0, vocab, (batch, seq), generator=generator).to(device)
    step = functools.partial(_train_step, module, optimizer, ids)
    with reporting() as report:
        _sync(device)
        begin = time.perf_counter()
        losses = [step()]
        _sync(device)
        first = time.perf_counter() - begin
        losses += [step() for _ in range(1, WARMUP)]
        _sync(device)
    return {"step": step, "losses": losses, "first": first, "seconds": [],
            "peak": torch.cuda.max_memory_allocated(device) - held if cuda else None,
            "graphs": counters["stats"]["unique_graphs"],
            "breaks": sum(counters["graph_break"].values()),
            "pycompile": (len(report.graphs), _backwards(report))
            if compiler == "pycompile" else None}


def _sync(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.synchronize(device)


def _turns(states: dict, steps: int, device: torch.device, turns: int = 4) -> None:
    """The steps after the warm-up, the compilers taking `turns` turns (the
    GPU machine's host is shared and its speed drifts by more than the
    compilers differ: a drift falls on all alike). A turn's first step is
    not timed (it brings the caches back to its compiler's code); the
    others are, by events, not a synchronize a step: the steps overlap on
    the host as they do in training, and an event pair times one step's
    work. A compiler whose step raises leaves the turns with its error."""
    cuda = device.type == "cuda"

    def mark():
        if not cuda:
            return time.perf_counter()
        event = torch.cuda.Event(enable_timing=True)
        event.record()
        return event

    left = steps - WARMUP
    turns = max(1, min(turns, left // 2))
    for turn in range(turns):
        for state in states.values():
            if "error" in state:
                continue
            try:
                state["losses"].append(state["step"]())
                marks = [mark()]
                for _ in range(left // turns - 1 + (turn < left % turns)):
                    state["losses"].append(state["step"]())
                    marks.append(mark())
                _sync(device)
            except Exception as error:  # noqa: BLE001  (a row, and the other compilers go on)
                state["error"] = _failed(f"[rank {state['rank']}] {state['title']}", error)
                continue
            state["seconds"] += [a.elapsed_time(b) / 1e3 if cuda else b - a
                                 for a, b in zip(marks, marks[1:])]


def _failed(where: str, error: Exception) -> str:
    """Prints `error`'s traceback under `where` and returns its last line
    (a FAILED row's)."""
    print(f"{where}:\n{traceback.format_exc()}", file=sys.stderr, flush=True)
    return traceback.format_exception_only(error)[-1].strip()


def _result(state: dict) -> dict:
    """What every rank reports of one compiler: its losses, median step,
    first step, peak memory and graphs (or its error)."""
    if "error" in state:
        return {"rank": state["rank"], "error": state["error"]}
    timed = state["seconds"] or [state["first"]]
    return {"losses": torch.stack(state["losses"]).float().tolist(), "first": state["first"],
            "step": statistics.median(timed), "peak": state["peak"], "graphs": state["graphs"],
            "breaks": state["breaks"], "pycompile": state["pycompile"]}


def _row(name: str, wrapper: str, compiler: str, results: list[dict], eager: list | None,
         speeds: dict, tokens: int, dtype: torch.dtype) -> str:
    """A table row from every rank's results."""
    failed = [r for r in results if "error" in r]
    if failed:
        return f"{name:6s} {wrapper:6s} {compiler:10s} FAILED (rank {failed[0]['rank']}): " \
               f"{failed[0]['error']}"
    # The slowest rank bounds the throughput: the others wait for it.
    rate = tokens / max(r["step"] for r in results)
    speeds[compiler] = rate
    ratios = "  ".join(f"{rate / speeds[c]:5.2f}x {c[:3]}" if c in speeds else f"{'-':>6s} {c[:3]}"
                       for c in ("eager", "inductor"))
    peaks = [r["peak"] for r in results if r["peak"] is not None]
    peak = f"{max(peaks) / 2**30:6.2f} GiB" if peaks else f"{'-':>6s} GiB"
    first = max(r["first"] for r in results)
    if eager is None:
        check = "no eager loss"
    else:
        difference = max(abs(a - b) / max(abs(b), 1e-30) for r, e in zip(results, eager)
                         for a, b in zip(r["losses"], e))
        held = "ok" if difference <= TOLERANCE[dtype] else "LOSS DIFFERS"
        check = f"{held} {difference:.1e}"
    graphs = "" if compiler == "eager" else \
        f"  {results[0]['graphs']} graphs {results[0]['breaks']} breaks"
    if results[0]["pycompile"] is not None:
        count, whose = results[0]["pycompile"]
        graphs += f"; pycompile {count} graphs, backward: {whose}"
    return (f"{name:6s} {wrapper:6s} {compiler:10s} {rate:10.0f} tok/s  {ratios}  {peak}  "
            f"first {first:6.1f} s  loss {results[0]['losses'][0]:.3f}->"
            f"{results[0]['losses'][-1]:.3f} {check}{graphs}")


def _worker(rank: int, port: int, args: argparse.Namespace) -> None:
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    cuda = args.device == "cuda"
    if cuda:
        torch.cuda.set_device(rank)
        device = torch.device("cuda", rank)
    else:
        device = torch.device("cpu")
        # A core a process: more threads than cores, and every rank's step
        # (and so every collective) waits for the slowest thread.
        torch.set_num_threads(1)
        torch._inductor.config.compile_threads = 1
    # Long enough for a rank compiling while the other waits in a collective.
    dist.init_process_group("nccl" if cuda else "gloo", rank=rank, world_size=args.world,
                            timeout=datetime.timedelta(minutes=30))
    import pycompile  # noqa: F401  (its backend, by name)

    dtype = torch.bfloat16 if cuda else torch.float32
    batch, seq = (2, 64) if args.tiny else (args.batch, args.seq)
    tokens = args.world * batch * seq
    if rank == 0:
        where = torch.cuda.get_device_name(device) if cuda else "CPU"
        print(f"# {where} x {args.world} ({'NCCL' if cuda else 'gloo'}), "
              f"torch {torch.__version__}, {'bf16' if cuda else 'f32'}, "
              f"{batch} x {seq} tokens a rank, {args.steps} steps "
              f"(timed after {WARMUP}), AdamW lr 1e-4; loss tolerance {TOLERANCE[dtype]:.0e}",
              flush=True)
    models = _models(args.tiny, args.layers)
    # Eager always runs first: the ratios and the losses are held to it.
    compilers = ["eager"] + [c for c in args.compilers.split(",") if c != "eager"]
    for name in args.models.split(","):
        make, vocab, layers = models[name]
        for wrapper in args.wrappers.split(","):
            torch._dynamo.reset()
            # Each compiler's code for a frame is an entry of its own in
            # Dynamo's cache: room for every compiler's recompiles.
            torch._dynamo.config.recompile_limit = 8 * len(compilers)
            states = {}
            for compiler in compilers:
                try:
                    states[compiler] = _start(rank, device, dtype, make, vocab, layers, wrapper,
                                              compiler, batch, seq)
                except Exception as error:  # noqa: BLE001  (a row, and the next compiler)
                    states[compiler] = {"error": _failed(
                        f"[rank {rank}] {name} {wrapper} {compiler}", error)}
                states[compiler].update(rank=rank, title=f"{name} {wrapper} {compiler}")
            _turns(states, args.steps, device)
            eager, speeds = None, {}
            for compiler, state in states.items():
                if args.profile and cuda and compiler != "eager" and "error" not in state:
                    if rank == 0:
                        _profile(f"{wrapper} {compiler}", state["step"])
                    else:
                        for _ in range(2):  # (the collectives need every rank)
                            state["step"]()
                # Every rank's results (or errors) to every rank: the ranks
                # agree on what failed.
                results: list = [None] * args.world
                dist.all_gather_object(results, _result(state))
                if compiler == "eager" and all("error" not in r for r in results):
                    eager = [r["losses"] for r in results]
                if rank == 0:
                    print(_row(name, wrapper, compiler, results, eager, speeds, tokens, dtype),
                          flush=True)
            del states
            gc.collect()
            if cuda:
                torch.cuda.empty_cache()
    dist.barrier()  # neither rank tears the group down while the other still uses it
    dist.destroy_process_group()
    sys.stdout.flush()
    sys.stderr.flush()
    # Out without the interpreter's teardown (as test/py/test_distributed.py):
    # a library thread still joinable there can abort a worker after its work.
    os._exit(0)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", default="gpt2,llama")
    parser.add_argument("--wrappers", default="ddp,fsdp2")
    parser.add_argument("--compilers", default="eager,inductor,pycompile")
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--world", type=int, default=2)
    parser.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    parser.add_argument("--tiny", action="store_true")
    parser.add_argument("--profile", action="store_true",
                        help="on a GPU: rank 0's kernels and host waits in two more steps "
                             "of each compiled combination")
    parser.add_argument("--layers", type=int, default=6, help="decoder layers (not --tiny)")
    parser.add_argument("--batch", type=int, default=4, help="sequences a rank (not --tiny)")
    parser.add_argument("--seq", type=int, default=1024, help="tokens a sequence (not --tiny)")
    args = parser.parse_args()
    for option, known in (("models", ("gpt2", "llama")), ("wrappers", ("ddp", "fsdp2")),
                          ("compilers", ("eager", "inductor", "pycompile"))):
        unknown = set(getattr(args, option).split(",")) - set(known)
        if unknown:
            parser.error(f"--{option}: unknown {', '.join(sorted(unknown))} "
                         f"(of {', '.join(known)})")
    if args.device == "cuda" and torch.cuda.device_count() < args.world:
        parser.error(f"--world {args.world} needs as many GPUs; {torch.cuda.device_count()} seen")
    begin = time.perf_counter()
    mp.spawn(_worker, args=(_free_port(), args), nprocs=args.world, join=True)
    print(f"# {time.perf_counter() - begin:.0f} s in all", flush=True)


if __name__ == "__main__":
    main()
