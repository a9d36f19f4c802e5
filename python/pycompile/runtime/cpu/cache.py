"""The on-disk cache of compiled graphs: object code and how to call it.

Entries live under `cache_dir()`, named by keys the compiler computes
(`targets/cpu/codegen.py graph_key`); each is headed by a magic string and
the SHA-256 of its payload, and an entry that fails the check is compiled
again and overwritten, never loaded. A graph (`.graph`) is its calling
convention as JSON, a NUL, then its object code; a record (`.json`) is what
the compiler notes beside a graph.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import tempfile
import time
from pathlib import Path

import torch

from pycompile.runtime.cpu.engine import Engine
from pycompile.runtime.cpu.graph import CpuGraph

log = logging.getLogger(__name__)

_MAGIC = b"PYCOBJ1\n"
_DIGEST_SIZE = hashlib.sha256().digest_size


def cache_dir() -> Path:
    """Where compiled objects are kept: `$PYCOMPILE_CACHE_DIR/cpu`, by default
    `~/.cache/pycompile/cpu`."""
    root = os.environ.get("PYCOMPILE_CACHE_DIR") or Path.home() / ".cache" / "pycompile"
    return Path(root) / "cpu"


def _read_entry(path: Path) -> bytes | None:
    """The payload stored at `path`, or None if absent or corrupt."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as error:
        log.warning("cannot read cache entry %s: %s", path, error)
        return None
    header = len(_MAGIC) + _DIGEST_SIZE
    payload = data[header:]
    if (
        len(data) <= header
        or not data.startswith(_MAGIC)
        or hashlib.sha256(payload).digest() != data[len(_MAGIC) : header]
    ):
        log.warning("corrupt cache entry %s: compiling again", path)
        return None
    return payload


def _write_entry(path: Path, payload: bytes) -> None:
    """Stores `payload` at `path` atomically; failure only logs (caching is optional)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
        try:
            with os.fdopen(fd, "wb") as file:
                file.write(_MAGIC + hashlib.sha256(payload).digest() + payload)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as error:
        log.warning("cannot write cache entry %s: %s", path, error)


def _graph_path(key: str) -> Path:
    return cache_dir() / f"{key}.graph"


def save_graph(key: str, graph: CpuGraph) -> None:
    """Stores `graph` (its object code and how to call it) under `key`."""
    meta = {
        "name": graph.name,
        "inputs": [(shape, str(dtype).removeprefix("torch.")) for shape, dtype in graph.inputs],
        "outputs": [(shape, str(dtype).removeprefix("torch.")) for shape, dtype in graph.outputs],
        "arena_bytes": graph.arena_bytes,
        "naive_bytes": graph.naive_bytes,
        "checks": graph.checks,
        "symbols": graph.symbols,
        "result_sizes": graph.result_sizes,
        "scratch_bytes": graph.scratch_bytes,
        "timed": graph.timed,
    }
    _write_entry(_graph_path(key), json.dumps(meta).encode() + b"\0" + graph.engine.object_code)


def load_graph(key: str) -> CpuGraph | None:
    """The graph stored under `key`, or None (absent, or corrupt: then it is
    compiled again and overwritten). No MLIR or LLVM optimization runs."""
    payload = _read_entry(_graph_path(key))
    if payload is None:
        return None
    start = time.perf_counter()
    header, _, object_code = payload.partition(b"\0")
    meta = json.loads(header)
    specs = {
        role: [(shape, getattr(torch, dtype)) for shape, dtype in meta[role]]
        for role in ("inputs", "outputs")
    }
    engine = Engine(object_code, cache_hit=True, compile_seconds=0.0)
    engine.compile_seconds = time.perf_counter() - start
    return CpuGraph(engine, meta["name"], specs["inputs"], specs["outputs"],
                    meta["arena_bytes"], meta["naive_bytes"], key,
                    [(op, dim) for op, dim in meta["checks"]],
                    [tuple(s) for s in meta.get("symbols", [])], meta.get("result_sizes"),
                    meta.get("scratch_bytes"), meta.get("timed"))


def save_record(key: str, record: dict) -> None:
    """Stores `record` (JSON) under `key`, next to the graphs."""
    _write_entry(cache_dir() / f"{key}.json", json.dumps(record).encode())


def load_record(key: str) -> dict | None:
    """The record stored under `key`, or None (absent or corrupt)."""
    payload = _read_entry(cache_dir() / f"{key}.json")
    try:
        record = json.loads(payload) if payload is not None else None
    except ValueError:
        return None
    return record if isinstance(record, dict) else None
