"""Logging under `pycompile.*`, switched on by `PYCOMPILE_LOGS`.

`PYCOMPILE_LOGS=graphs,passes` sets those components' loggers to DEBUG, in
the spirit of `TORCH_LOGS`; `guards` and `recompiles` are forwarded to
TorchDynamo's own logs. `PYCOMPILE_LOGS=all` enables everything.
"""

from __future__ import annotations

import logging
import os

COMPONENTS = ("graphs", "import", "passes", "fallback", "dump", "guards", "recompiles")
_TORCH_COMPONENTS = ("guards", "recompiles")


def get_logger(component: str) -> logging.Logger:
    assert component in COMPONENTS, component
    return logging.getLogger(f"pycompile.{component}")


def configure(spec: str | None = None) -> list[str]:
    """Enables the comma-separated components in `spec` (default: the env var)."""
    spec = os.environ.get("PYCOMPILE_LOGS", "") if spec is None else spec
    names = [s.strip() for s in spec.split(",") if s.strip()]
    if "all" in names:
        names = list(COMPONENTS)
    unknown = sorted(set(names) - set(COMPONENTS))
    if unknown:
        raise ValueError(
            f"PYCOMPILE_LOGS: unknown component(s) {unknown}; allowed: {', '.join(COMPONENTS)}, all"
        )
    if not names:
        return []
    root = logging.getLogger("pycompile")
    if not root.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("[%(name)s] %(message)s"))
        root.addHandler(handler)
    for name in names:
        logging.getLogger(f"pycompile.{name}").setLevel(logging.DEBUG)
    torch_logs = {n: True for n in names if n in _TORCH_COMPONENTS}
    if torch_logs:
        import torch._logging

        torch._logging.set_logs(**torch_logs)
    return names
