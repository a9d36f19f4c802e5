"""Runs an artifact of `pycompile.aot` (this file is its run.py).

    python run.py --check        # on the GPU: compare with the outputs eager
                                 # recorded at export (and, for a training
                                 # step, the gradients); exit 0 only if they
                                 # match
    python run.py --bench        # time it against eager and torch.compile of
                                 # the same graph, on the same GPU, in this run,
                                 # each also in a CUDA graph (reduce-overhead)
    python run.py --check --interpret
                                 # the kernels in Triton's interpreter, on CPU
                                 # tensors: no GPU needed

Imports only torch and triton (torch >= 2.6, triton >= 3.2).
"""

import argparse
import importlib.util
import os
import sys
from pathlib import Path

HERE = Path(__file__).parent


def _load(name):
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _tolerance(dtype):
    import torch

    # Eager on the CPU at export against this device: sums in another order.
    return {torch.float16: (1e-2, 1e-2), torch.bfloat16: (3e-2, 3e-2)}.get(dtype, (1e-4, 1e-5))


def check(outputs, expected, what="output", eager=None, exact=None) -> bool:
    """Each output against the one recorded at export: within the dtype's
    tolerance, or (given `eager`, the same values computed here by eager
    PyTorch) off by at most twice eager's own largest error: a weight's
    gradient sums over every token, in another order on this device, and a
    bf16 model's logits round differently here than on the CPU. Given
    `exact` (the values computed in float64 at export), a value whose error
    against it is at most four times eager's matches: eager's here, or
    without `eager` the recorded one (eager's on the CPU: --interpret)."""
    import torch

    ok = True
    exact = exact or [None] * len(expected)
    for i, (got, want) in enumerate(zip(outputs, expected)):
        if want is None:  # no gradient: an integer input
            continue
        if got is None:  # no gradient flows to the input: eager's is zeros
            close = not bool(want.any())
            print(f"{what} {i}: none, eager's is {'zero' if close else 'not'} "
                  f"{'ok' if close else 'MISMATCH'}")
            ok &= close
            continue
        rtol, atol = _tolerance(want.dtype)
        got = got.cpu()
        if got.shape != want.shape or got.dtype != want.dtype:
            print(f"{what} {i}: {got.dtype}{list(got.shape)}, expected "
                  f"{want.dtype}{list(want.shape)}")
            ok = False
            continue

        def error(x, want=want):
            return (x.cpu().double() - want.cpu().double()).abs().nan_to_num().max().item() \
                if x.numel() else 0

        close = bool(torch.isclose(got.double(), want.double(), rtol=rtol, atol=atol,
                                   equal_nan=True).all())
        line = f"{what} {i}: {want.dtype}{list(want.shape)} max |error| {error(got):.2e}"
        if eager is not None:
            own = error(eager[i])
            close |= error(got) <= 2 * own
            line += f" (eager here: {own:.2e})"
        if exact[i] is not None:
            ours = error(got, exact[i])
            theirs = error(want if eager is None else eager[i], exact[i])
            close |= ours <= 4 * theirs
            line += f"; against float64: {ours:.2e}, eager {theirs:.2e}"
        print(f"{line} {'ok' if close else 'MISMATCH'}")
        ok &= close
    return ok


def bench(program, eager, values) -> None:
    import torch
    from triton.testing import do_bench

    compiled = torch.compile(eager.forward)
    graphed = torch.compile(eager.forward, mode="reduce-overhead")
    ours_graphed = _load("cuda_graph").CudaGraphed(program.forward)
    for fn in (compiled, graphed, ours_graphed):
        fn(*values)
    times = {"pycompile": do_bench(lambda: program.forward(*values)),
             "pycompile, CUDA graph": do_bench(lambda: ours_graphed(*values)),
             "eager": do_bench(lambda: eager.forward(*values)),
             "torch.compile": do_bench(lambda: compiled(*values)),
             "torch.compile, reduce-overhead": do_bench(lambda: graphed(*values))}
    _report(times, "")
    print(f"in CUDA graphs, over torch.compile reduce-overhead "
          f"{times['torch.compile, reduce-overhead'] / times['pycompile, CUDA graph']:.2f}x")


def _report(times: dict, what: str) -> None:
    """Each time (ms, from do_bench) in us and against pycompile's."""
    import torch

    print(f"device: {torch.cuda.get_device_name()}{what}")
    for name, ms in times.items():
        print(f"{name:>30}: {ms * 1e3:9.1f} us  ({times[name] / times['pycompile']:.2f}x "
              f"pycompile's time)")
    print(f"speedup over eager {times['eager'] / times['pycompile']:.2f}x, over torch.compile "
          f"{times['torch.compile'] / times['pycompile']:.2f}x")


def _step(program, backward, values, data):
    """A training step: the forward's outputs, then the backward's gradient
    of every input (None where it has none) for the recorded cotangents."""
    outputs = len(data["expected"])
    results = program.forward(*values)
    return results[:outputs], backward.forward(*results[outputs:], *data["cotangents"])


def _autograd_step(values, data):
    """A training step of `forward` by torch's autograd: the gradients of
    the inputs that have one (None for the others)."""
    import torch

    wanted = [i for i, g in enumerate(data["grads"]) if g is not None]
    leaves = [v.detach().requires_grad_(i in wanted) for i, v in enumerate(values)]

    def step(forward):
        found = iter(torch.autograd.grad(forward(*leaves), [leaves[i] for i in wanted],
                                         data["cotangents"]))
        return [next(found) if i in wanted else None for i in range(len(leaves))]

    return step


def bench_training(program, backward, eager, values, data) -> None:
    import torch
    from triton.testing import do_bench

    compiled = torch.compile(eager.forward)
    graphed = torch.compile(eager.forward, mode="reduce-overhead")
    autograd_step = _autograd_step(values, data)

    def ours(*args):
        with torch.no_grad():
            outputs, grads = _step(program, backward, list(args), data)
        return (*outputs, *grads)

    ours_graphed = _load("cuda_graph").CudaGraphed(ours)
    for fn in (lambda: autograd_step(compiled), lambda: autograd_step(graphed),
               lambda: ours_graphed(*values)):
        fn()
    times = {"pycompile": do_bench(lambda: ours(*values)),
             "pycompile, CUDA graph": do_bench(lambda: ours_graphed(*values)),
             "eager": do_bench(lambda: autograd_step(eager.forward)),
             "torch.compile": do_bench(lambda: autograd_step(compiled)),
             "torch.compile, reduce-overhead": do_bench(lambda: autograd_step(graphed))}
    _report(times, "; a training step (forward and backward)")
    print(f"in CUDA graphs, over torch.compile reduce-overhead "
          f"{times['torch.compile, reduce-overhead'] / times['pycompile, CUDA graph']:.2f}x")


def _fused_attention_on_the_cpu():
    """For --interpret: CPU kernels for torch's GPU-only fused attention
    (FlashAttention and the memory-efficient kernel: a program calls them for
    SDPA, and for attention in a training step), computed by torch's
    FlashAttention for the CPU, which gives the same output and rows'
    logsumexp. Kept registered for the process (the library object must
    live)."""
    import torch

    aten = torch.ops.aten
    cpu = aten._scaled_dot_product_flash_attention_for_cpu
    cpu_backward = aten._scaled_dot_product_flash_attention_for_cpu_backward

    def laid_out(out):
        # As the GPU kernels write it, [batch, tokens, heads, dim], viewed as
        # [batch, heads, tokens, dim]: a program views it so (a permute and
        # a view, no copy).
        return out.transpose(1, 2).contiguous().transpose(1, 2)

    def flash(q, k, v, dropout_p=0.0, is_causal=False, return_debug_mask=False, *, scale=None):
        out, lse = cpu(q, k, v, dropout_p, is_causal, scale=scale)
        unused = q.new_empty(0)
        return laid_out(out), lse, unused, unused, q.shape[2], k.shape[2], unused, unused, unused

    def flash_backward(grad, q, k, v, out, lse, cum_q, cum_k, max_q, max_k, dropout_p,
                       is_causal, seed, offset, *, scale=None):
        return cpu_backward(grad, q, k, v, out, lse, dropout_p, is_causal, scale=scale)

    def efficient(q, k, v, bias, compute_lse, dropout_p=0.0, is_causal=False, *, scale=None):
        out, lse = cpu(q, k, v, dropout_p, is_causal, attn_mask=bias, scale=scale)
        # The GPU kernel's logsumexp has its rows padded to 32 (a program's
        # kernels read it laid out so).
        lse = torch.nn.functional.pad(lse, (0, -lse.shape[-1] % 32))
        return laid_out(out), lse, q.new_empty(0), q.new_empty(0)

    def efficient_backward(grad, q, k, v, bias, out, lse, seed, offset, dropout_p, grad_mask,
                           is_causal=False, *, scale=None):
        grads = cpu_backward(grad, q, k, v, out, lse[..., :q.shape[2]], dropout_p, is_causal,
                             attn_mask=bias, scale=scale)
        return (*grads, q.new_empty(0))

    library = torch.library.Library("aten", "IMPL")
    for name, fn in (("_scaled_dot_product_flash_attention", flash),
                     ("_scaled_dot_product_flash_attention_backward", flash_backward),
                     ("_scaled_dot_product_efficient_attention", efficient),
                     ("_scaled_dot_product_efficient_attention_backward", efficient_backward)):
        library.impl(name, fn, "CPU")
    return library


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true")
    parser.add_argument("--bench", action="store_true")
    parser.add_argument("--interpret", action="store_true")
    options = parser.parse_args()
    if options.interpret:
        os.environ["TRITON_INTERPRET"] = "1"  # before triton is imported
    import torch

    library = _fused_attention_on_the_cpu() if options.interpret else None  # noqa: F841

    data = torch.load(HERE / "data.pt")
    device = "cpu" if options.interpret else "cuda"
    values = [v.to(device) for v in data["values"]]
    program = _load("program").Program()
    train = "grads" in data
    if train:
        data["cotangents"] = [c.to(device) for c in data["cotangents"]]
        backward = _load("backward").Backward()
        with torch.no_grad():
            outputs, grads = _step(program, backward, values, data)
    else:
        with torch.no_grad():
            outputs = program.forward(*values)
    ok = True
    # Eager here too: a narrow float model's outputs differ from those
    # recorded on the CPU at export by rounding, as eager's own do.
    eager_outputs = None
    if not options.interpret and not train:
        with torch.no_grad():
            eager_outputs = _load("eager").Eager().forward(*values)
    if options.check or not options.bench:
        ok = check(outputs, data["expected"], eager=eager_outputs, exact=data.get("exact"))
        if train:
            eager_grads = None if options.interpret else \
                _autograd_step(values, data)(_load("eager").Eager().forward)
            ok &= check(grads, data["grads"], "gradient of input", eager_grads,
                        exact=data.get("exact_grads"))
    if options.check and not options.interpret and not train:
        print("in a CUDA graph (replayed):")
        graphed = _load("cuda_graph").CudaGraphed(program.forward)
        with torch.no_grad():
            graphed(*values)
            ok &= check(graphed(*values), data["expected"], eager=eager_outputs,
                        exact=data.get("exact"))
    if options.bench and not options.interpret and train:
        bench_training(program, backward, _load("eager").Eager(), values, data)
    elif options.bench and not options.interpret:
        with torch.no_grad():
            bench(program, _load("eager").Eager(), values)
    print("values match" if ok else "values DO NOT match")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
