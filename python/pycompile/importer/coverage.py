"""Which core ATen ops import into pyc: `python -m pycompile.importer.coverage`.

Each op tagged `core` by torch is one of:
- `imported`: an import rule emits pyc for it (some argument patterns may
  still run in eager; the rule's `supports` says which);
- `decomposed`: the decomposition table (`pycompile.decompositions`)
  rewrites it into other ops before import;
- `eager`: neither; graphs that use it run that op in eager PyTorch.
"""

from __future__ import annotations

import torch

from pycompile.decompositions import DECOMPOSITIONS
from pycompile.importer.rules import RULES


def core_aten_ops() -> list[torch._ops.OpOverload]:
    ops = []
    for name in dir(torch.ops.aten):
        packet = getattr(torch.ops.aten, name, None)
        if isinstance(packet, torch._ops.OpOverloadPacket):
            for overload in packet.overloads():
                op = getattr(packet, overload)
                if torch.Tag.core in op.tags:
                    ops.append(op)
    return sorted(ops, key=str)


def coverage() -> dict[str, list[str]]:
    """Core ATen op names grouped as imported / decomposed / eager."""
    groups: dict[str, list[str]] = {"imported": [], "decomposed": [], "eager": []}
    for op in core_aten_ops():
        kind = "imported" if op in RULES else "decomposed" if op in DECOMPOSITIONS else "eager"
        groups[kind].append(str(op))
    return groups


def main() -> None:
    groups = coverage()
    total = sum(len(v) for v in groups.values())
    for kind, names in groups.items():
        print(f"{kind}: {len(names)} of {total} core ATen ops")
        for name in names:
            print(f"  {name}")


if __name__ == "__main__":
    main()
