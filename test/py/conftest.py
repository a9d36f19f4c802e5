"""Shared fixtures for pycompile's pytest suite."""

from __future__ import annotations

import pytest
from mlir import ir

import pycompile


@pytest.fixture
def ctx():
    """A fresh context with pyc loaded, entered, with an unknown location."""
    with pycompile.context() as context, ir.Location.unknown():
        yield context
