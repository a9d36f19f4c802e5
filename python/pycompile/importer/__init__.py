"""Import of core-ATen FX graphs into the pyc dialect."""

# The arithmetic rules live in a module of their own, which adds them to
# `rules.RULES` when imported (here, before any graph is imported).
from pycompile.importer import arithmetic  # noqa: F401
from pycompile.importer.fx_importer import FxImporter, Unsupported, import_graph, import_part
from pycompile.importer.rules import RULES, support_reason

__all__ = ["FxImporter", "Unsupported", "import_graph", "import_part", "RULES", "support_reason"]
