"""The decomposition policy (`pycompile.decompositions`) is what runs."""

from __future__ import annotations

from pycompile import decompositions
from pycompile.importer.rules import RULES


def test_every_composite_has_its_import_rule():
    """An op listed as composed at import is imported (by a `composite`
    rule, which fails for an op not listed)."""
    assert set(decompositions.COMPOSITES) <= set(RULES)
