"""Import of core-ATen FX graphs into the pyc dialect."""

from pycompile.importer.fx_importer import FxImporter, Unsupported, import_graph, import_part
from pycompile.importer.rules import RULES, support_reason

__all__ = ["FxImporter", "Unsupported", "import_graph", "import_part", "RULES", "support_reason"]
