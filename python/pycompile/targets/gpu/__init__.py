"""The GPU target: Triton kernels generated from pyc kernels
(`pycompile-translate --pyc-to-triton`), launched by generated host
functions; `target.py` is the backend's side, `pycompile.runtime.gpu` runs
the generated modules."""
