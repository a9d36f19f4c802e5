"""`pycompile.jit` inside torch.distributed training: DistributedDataParallel
and FSDP2 (`fully_shard`), gloo on the CPU, 2 processes. Each process trains
on its half of a batch; the gradients it ends with (all-reduced by DDP,
reduce-scattered by FSDP) must be those of single-process eager training on
the whole batch, and every compiled graph's backward pycompile's own."""

from __future__ import annotations

import os
import socket

import pytest
import torch
import torch.distributed as dist
import torch.multiprocessing as mp

WORLD = 2
STEPS = 2


class Net(torch.nn.Module):
    """A model class of the user's (Dynamo compiles the frames of user code
    that DDP's and FSDP's wrappers call, not torch's own `nn.Sequential`)."""

    def __init__(self, width: int = 16, hidden: int = 32, out: int = 8):
        super().__init__()
        self.up, self.norm, self.down = (torch.nn.Linear(width, hidden),
                                         torch.nn.LayerNorm(hidden), torch.nn.Linear(hidden, out))
        self.register_buffer("positions", torch.linspace(0, 1, width))

    def forward(self, x):
        # A value built without gradients (as a rotary table is): DDP's graph
        # split copies the switch that ends the region into each later piece.
        with torch.no_grad():
            scale = 2 + self.positions.cos()
        return self.down(self.norm(torch.nn.functional.gelu(self.up(x / scale))))


# Wide enough that DDP's gradients fill two buckets (its first holds 1 MiB,
# `dist._DEFAULT_FIRST_BUCKET_BYTES`): `down`'s weight, then the rest. Dynamo's
# DDPOptimizer then compiles a graph per bucket, on fake inputs.
BUCKETED = {"width": 256, "hidden": 1024, "out": 256}


def _model(**shape) -> torch.nn.Module:
    torch.manual_seed(0)
    return Net(**shape)


def _batches(width: int = 16, out: int = 8, **_):
    generator = torch.Generator().manual_seed(1)
    return [(torch.randn(8, width, generator=generator), torch.randn(8, out, generator=generator))
            for _ in range(STEPS)]


def _loss(model, x, y):
    return torch.nn.functional.mse_loss(model(x), y)


def _eager_gradients(**shape) -> list[list[torch.Tensor]]:
    """Single-process eager: the whole batch, an SGD step after each."""
    model = _model(**shape)
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    grads = []
    for x, y in _batches(**shape):
        _loss(model, x, y).backward()
        grads.append([p.grad.clone() for p in model.parameters()])
        optimizer.step()
        optimizer.zero_grad()
    return grads


def _worker(rank: int, port: int, wrapper: str, out: str) -> None:
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=rank, world_size=WORLD)
    torch.set_num_threads(1)
    import pycompile
    from pycompile.report import reporting

    model = _model()
    if wrapper == "ddp":
        model = torch.nn.parallel.DistributedDataParallel(model)
    else:
        from torch.distributed.fsdp import fully_shard

        for layer in (model.up, model.down):
            fully_shard(layer)
        fully_shard(model)
    compiled = pycompile.jit(model, target="cpu")
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    grads, backwards = [], []
    for x, y in _batches():
        half = slice(rank * len(x) // WORLD, (rank + 1) * len(x) // WORLD)
        with reporting() as report:
            _loss(compiled, x[half], y[half]).backward()
        backwards += [str(g.derivation) for g in report.graphs]
        grads.append([p.grad.full_tensor() if hasattr(p.grad, "full_tensor") else p.grad.clone()
                      for p in model.parameters()])
        optimizer.step()
        optimizer.zero_grad()
    if rank == 0:
        torch.save({"grads": grads, "backwards": backwards}, out)
    dist.barrier()  # neither rank tears the group down while the other still uses it
    dist.destroy_process_group()
    # Out without the interpreter's teardown: a library thread still
    # joinable there ended a worker with "terminate called without an
    # active exception" (SIGABRT) in about one run in twenty, after its work.
    os._exit(0)


def _ddp_worker(rank: int, port: int, out: str) -> None:
    """DDP as users write it: `torch.compile(backend="pycompile")` around the
    DDP module, then inside it; Dynamo's default `optimize_ddp` (a graph per
    gradient bucket, each compiled on fake inputs). Training steps, then an
    inference call."""
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=str(port))
    dist.init_process_group("gloo", rank=rank, world_size=WORLD)
    torch.set_num_threads(1)
    from pycompile.report import reporting

    results = {}
    for order in ("compile(ddp)", "ddp(compile)"):
        torch._dynamo.reset()
        model = _model(**BUCKETED)
        if order == "compile(ddp)":
            compiled = torch.compile(
                torch.nn.parallel.DistributedDataParallel(model, bucket_cap_mb=1),
                backend="pycompile")
        else:
            compiled = torch.nn.parallel.DistributedDataParallel(
                torch.compile(model, backend="pycompile"), bucket_cap_mb=1)
        optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
        grads, graphs = [], []
        for x, y in _batches(**BUCKETED):
            half = slice(rank * len(x) // WORLD, (rank + 1) * len(x) // WORLD)
            with reporting() as report:
                _loss(compiled, x[half], y[half]).backward()
            graphs += [str(g.derivation) for g in report.graphs]
            grads.append([p.grad.clone() for p in model.parameters()])
            optimizer.step()
            optimizer.zero_grad()
        x = torch.randn(4, BUCKETED["width"])
        with torch.no_grad():
            results[order] = {"grads": grads, "graphs": graphs,
                              "inference": (type(got := compiled(x)), got, model(x))}
    if rank == 0:
        torch.save(results, out)
    dist.barrier()
    dist.destroy_process_group()
    os._exit(0)  # as `_worker`


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("wrapper", ["ddp", "fsdp2"])
def test_distributed_gradients_match_single_process_eager(wrapper, tmp_path):
    out = str(tmp_path / "rank0.pt")
    mp.spawn(_worker, args=(_free_port(), wrapper, out), nprocs=WORLD, join=True)
    result = torch.load(out)
    for step, (got, want) in enumerate(zip(result["grads"], _eager_gradients())):
        for g, w in zip(got, want):
            # float32 sums in another order (each rank sums half the batch)
            torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5,
                                       msg=lambda m, step=step: f"step {step}: {m}")
    # (A graph of the no_grad region alone, between FSDP's hooks, has no backward.)
    backwards = [b for b in result["backwards"] if b != "None"]
    assert backwards, "no training graph reached pycompile"
    assert all("backward by pycompile" in b for b in backwards), result["backwards"]


def test_ddp_buckets_compiled_on_fake_inputs_train_as_eager(tmp_path):
    """Dynamo's DDPOptimizer hands pycompile a graph per bucket with fake
    example inputs, and calls each compiled graph once on fake inputs
    (AOTAutograd's wrapper answers with fake outputs): compiled around DDP
    or inside it, training and inference give eager's results, in real
    tensors."""
    assert torch._dynamo.config.optimize_ddp  # the default this test is about
    out = str(tmp_path / "rank0.pt")
    mp.spawn(_ddp_worker, args=(_free_port(), out), nprocs=WORLD, join=True)
    want = _eager_gradients(**BUCKETED)
    for order, result in torch.load(out, weights_only=False).items():
        for step, (got, expected) in enumerate(zip(result["grads"], want)):
            for g, w in zip(got, expected):
                torch.testing.assert_close(g, w, rtol=1e-4, atol=1e-5,
                                           msg=lambda m, o=order, s=step: f"{o} step {s}: {m}")
        # A forward and a backward per bucket, each backward pycompile's own.
        backwards = [g for g in result["graphs"] if g != "None"]
        assert len(backwards) >= 2, (order, result["graphs"])
        assert all("backward by pycompile" in b for b in backwards), (order, result["graphs"])
        kind, got, expected = result["inference"]
        assert kind is torch.Tensor, order
        torch.testing.assert_close(got, expected, rtol=1e-4, atol=1e-5)
