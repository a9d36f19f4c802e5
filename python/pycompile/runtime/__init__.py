"""Runtimes that execute pyc IR: `reference` runs it op by op with eager torch."""
