"""Python op builders of pycompile's MLIR dialects."""
