"""FX graph (functional core ATen) -> one `func.func` of pyc ops.

The importer walks the graph in order and asks the rule of each node's target
(`rules.RULES`) to emit pyc ops. Implicit broadcasting and type promotion of
ATen become explicit `pyc.broadcast_in_dim` and `pyc.convert`. Every emitted
value is checked against the shape and dtype FX recorded for the node, so an
importer mistake is caught here rather than becoming a wrong answer.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import sympy
import torch
from mlir import ir
from mlir.dialects import func

from pycompile.dialects import pyc
from pycompile.importer import types
from pycompile.importer.rules import RULES, torch_call
from pycompile.importer.transposes import lay_out, read_in_order
from pycompile.layout import Layout, pitched, plan


class Unsupported(Exception):
    """A node the importer cannot express in pyc; that part runs in eager."""


_FRAME = re.compile(r'File "([^"]+)", line (\d+)')


def user_location(node: torch.fx.Node) -> ir.Location:
    """`aten.op("file.py":line)`: the user's source line that produced `node`."""
    name = str(node.target) if node.op == "call_function" else node.name
    frames = _FRAME.findall(node.meta.get("stack_trace") or "")
    if frames:
        filename, line = frames[-1]
        return ir.Location.name(name, childLoc=ir.Location.file(filename, int(line), 0))
    return ir.Location.name(name)


def describe_location(node: torch.fx.Node) -> str:
    """`file.py:12` for messages, or the node name when FX kept no trace."""
    frames = _FRAME.findall(node.meta.get("stack_trace") or "")
    return f"{frames[-1][0]}:{frames[-1][1]}" if frames else f"<node {node.name}>"


class Symbols:
    """torch's size symbols (`s0`, `s1`: sympy symbols of `dynamic=True`
    sizes) as the function's symbols (`pyc.symbols`): each argument dim that
    is a symbol times a coefficient (`c * s`) is recorded as (symbol,
    argument, dim, c); size expressions become affine expressions over the
    symbols."""

    __slots__ = ("positions", "bindings")

    def __init__(self) -> None:
        self.positions: dict[sympy.Symbol, int] = {}
        self.bindings: list[int] = []  # (symbol, argument, dim, coefficient)

    def bind(self, argument: int, shape, dims=None) -> None:
        """Records the dims of `shape` (argument `argument`'s) that are
        multiples of a symbol; `dims` numbers them (by default 0, 1, ...;
        the size vector's elements are dims -1, -2, ...)."""
        for d, size in zip(dims or range(len(shape)), shape):
            expr = types.size_expr(size)
            if expr is None:
                continue
            coefficient, symbol = expr.as_coeff_Mul()
            # An expression of symbols (s0*s1 rows, s0*(s1 - 1) labels after
            # a shift, where the part sees no dim of s0 or s1 alone) is a
            # symbol of its own.
            if symbol.free_symbols and coefficient.is_Integer and coefficient > 0:
                position = self.positions.setdefault(symbol, len(self.positions))
                self.bindings += [position, argument, d, int(coefficient)]

    def map(self, shape) -> ir.AffineMapAttr:
        """`shape` (ints and SymInts) as a map from the symbols to its sizes."""
        exprs = [ir.AffineConstantExpr.get(s) if isinstance(s, int) else self.expr(s.node.expr)
                 for s in shape]  # a specialized SymInt's expression is a number
        return ir.AffineMapAttr.get(ir.AffineMap.get(0, len(self.positions), exprs))

    def expr(self, e: sympy.Expr) -> ir.AffineExpr:
        if e.is_Integer:
            return ir.AffineConstantExpr.get(int(e))
        coefficient, monomial = e.as_coeff_Mul()
        if monomial in self.positions and not monomial.free_symbols <= self.positions.keys():
            return ir.AffineSymbolExpr.get(self.positions[monomial]) * int(coefficient)
        if isinstance(e, sympy.Symbol):
            if e not in self.positions:
                raise Unsupported(f"size {e} is no input's dim")
            return ir.AffineSymbolExpr.get(self.positions[e])
        args = [self.expr(a) for a in e.args]
        if isinstance(e, sympy.Add | sympy.Mul):
            result = args[0]
            for a in args[1:]:
                result = result + a if isinstance(e, sympy.Add) else result * a
            return result
        name = type(e).__name__
        if name == "FloorDiv":
            return ir.AffineFloorDivExpr.get(*args)
        if name in ("Mod", "PythonMod"):
            return ir.AffineModExpr.get(*args)
        raise Unsupported(f"size {e} is not an affine expression of input dims")


class FxImporter:
    """Builds pyc IR for one FX graph; rules call its helpers to emit ops."""

    __slots__ = ("values", "node", "module", "symbols", "arguments")

    def __init__(self) -> None:
        self.values: dict[torch.fx.Node, Any] = {}
        self.node: torch.fx.Node | None = None
        self.module = ir.Module.create()
        # Run-time sizes (`dynamic=True`): each of torch's size symbols bound
        # to an argument dim, in order of position (`pyc.symbols`).
        self.symbols = Symbols()
        self.arguments: list[ir.Value] = []  # the function's, once imported

    # -- values ------------------------------------------------------------

    def meta(self, arg) -> Any:
        """The FakeTensor (or scalar) FX recorded for an argument."""
        return arg.meta["val"] if isinstance(arg, torch.fx.Node) else arg

    def value(self, arg) -> ir.Value:
        """The pyc value of a tensor argument."""
        if not isinstance(arg, torch.fx.Node):
            raise Unsupported(f"expected a tensor argument, got {arg!r}")
        return self.values[arg]

    def out(self, index: int | None = None):
        """The FakeTensor of the current node's result (or of one of several)."""
        val = self.node.meta["val"]
        return val if index is None else val[index]

    # -- emission helpers ----------------------------------------------------

    def constant(self, value, dtype: torch.dtype, shape=()) -> ir.Value:
        """A splat of `shape` holding the Python scalar `value`: a constant,
        broadcast where `shape` has run-time sizes."""
        if not types.is_static(shape):
            return self.broadcast(self.constant(value, dtype), shape)
        element = types.element_type(dtype)
        if dtype.is_floating_point:
            attr = ir.FloatAttr.get(element, float(value))
        else:
            attr = ir.IntegerAttr.get(element, int(bool(value) if dtype == torch.bool else value))
        tensor_type = types.tensor_type(shape, dtype)
        return pyc.constant(ir.DenseElementsAttr.get_splat(tensor_type, attr))

    def cast(self, value: ir.Value, dtype: torch.dtype) -> ir.Value:
        target = types.element_type(dtype)
        source = ir.RankedTensorType(value.type)
        if source.element_type == target:
            return value
        return pyc.convert(ir.RankedTensorType.get(source.shape, target), value)

    def broadcast(self, value: ir.Value, shape) -> ir.Value:
        """Numpy-style broadcast of `value` to `shape` (aligned on the right)."""
        source = ir.RankedTensorType(value.type)
        target = types.dims(shape)
        if list(source.shape) == target:
            return value
        offset = len(target) - source.rank
        return self.broadcast_in_dim(value, shape, list(range(offset, len(target))))

    def broadcast_in_dim(self, value: ir.Value, shape, dims: list[int]) -> ir.Value:
        """`pyc.broadcast_in_dim` of `value` to `shape`, with `sizes` where
        `shape` has run-time sizes."""
        result = ir.RankedTensorType.get(types.dims(shape),
                                         ir.RankedTensorType(value.type).element_type)
        return pyc.broadcast_in_dim(result, value, dims, sizes=self.sizes(shape))

    def sizes(self, shape) -> ir.AffineMapAttr | None:
        """`shape` over the function's symbols, for an op's `sizes`; None if static."""
        return None if types.is_static(shape) else self.symbols.map(shape)

    def operand(self, arg, dtype: torch.dtype, shape) -> ir.Value:
        """A tensor or Python scalar argument, converted to `dtype` and broadcast."""
        expr = types.size_expr(arg)
        if expr is not None:  # a run-time size: the divisor of a mean
            size = ir.AffineMapAttr.get(ir.AffineMap.get(
                0, len(self.symbols.positions), [self.symbols.expr(expr)]))
            return self.broadcast(pyc.size(types.tensor_type([], dtype), size), shape)
        if isinstance(arg, torch.fx.Node):
            return self.broadcast(self.cast(self.value(arg), dtype), shape)
        if isinstance(arg, (bool, int, float)):
            return self.constant(arg, dtype, shape)
        raise Unsupported(f"argument {arg!r} is neither a tensor nor a number")

    def reshape(self, value: ir.Value, shape) -> ir.Value:
        source = ir.RankedTensorType(value.type)
        if list(source.shape) == types.dims(shape) and types.is_static(shape):
            return value
        return pyc.reshape(ir.RankedTensorType.get(types.dims(shape), source.element_type),
                           value, sizes=self.sizes(shape))

    # -- the walk -------------------------------------------------------------

    def import_graph(self, graph: torch.fx.Graph, name: str = "graph",
                     inputs: Sequence[Layout | None] = (),
                     results: Sequence[Layout | None] = (),
                     torch_calls: frozenset[torch.fx.Node] = frozenset()) -> func.FuncOp:
        """`inputs` and `results`: the layout of each tensor input and each
        result (`layout.plan`; none given: all row-major). The function takes
        and returns their buffers, dims in the layouts' order. Each node of
        `torch_calls` imports as a `pyc.torch_call` of its op."""
        # Sizes are read from the tensors' dims; size inputs (Dynamo's
        # `Sym(s0)` placeholders) come as one more argument, a vector of i64
        # (`split_inputs`), for sizes that no tensor has (a product's rows
        # are s0 * s1; s1 alone is no dim of the part's inputs).
        placeholders, sizes = split_inputs(graph)
        inputs = list(inputs) or [None] * len(placeholders)
        # Each argument's shape: its buffer's, where a layout orders its dims.
        arg_types, shapes = [], []
        for position, (node, layout) in enumerate(zip(placeholders, inputs)):
            val = node.meta.get("val")
            if not isinstance(val, torch.Tensor) or val.dtype not in types.SUPPORTED_DTYPES:
                raise Unsupported(f"graph input {node.name} is {type(val).__name__}")
            shapes.append(layout.buffer_shape(val.shape) if layout else val.shape)
            arg_types.append(types.tensor_type(shapes[-1], val.dtype))
            self.symbols.bind(position, shapes[-1])
        if sizes:
            arg_types.append(types.tensor_type([len(sizes)], torch.int64))
            self.symbols.bind(len(placeholders), [n.meta["val"] for n in sizes],
                              [-1 - j for j in range(len(sizes))])
        # Each argument's shape over the symbols (`pyc.sizes`), where its
        # sizes are expressions of them (s0 * s1 rows) that no binding gives.
        arg_sizes = {}
        for position, shape in enumerate(shapes):
            if not types.is_static(shape):
                try:
                    arg_sizes[position] = self.symbols.map(shape)
                except Unsupported:
                    pass  # sizes of symbols no input gives: unknown
        output = next(n for n in graph.nodes if n.op == "output")
        flat = output.args[0]
        flat = list(flat) if isinstance(flat, (tuple, list)) else [flat]
        results = list(results) or [None] * len(flat)
        result_types = [
            types.tensor_type(layout.buffer_shape(n.meta["val"].shape) if layout
                              else n.meta["val"].shape, n.meta["val"].dtype)
            for n, layout in zip(flat, results)]

        with ir.InsertionPoint(self.module.body), ir.Location.unknown():
            fn = func.FuncOp(name, ir.FunctionType.get(arg_types, result_types))
            block = fn.add_entry_block()
        self.arguments = list(block.arguments)
        with ir.InsertionPoint(block):
            for node, arg, layout in zip(placeholders, block.arguments, inputs):
                # The tensor: its corner of a padded buffer, dims back in its
                # order; index maps for its readers.
                value = arg
                with ir.Location.unknown():
                    if layout and layout.extents:
                        sizes = [node.meta["val"].shape[d] for d in layout.order]
                        value = pyc.slice(value, [0] * len(sizes), sizes, [1] * len(sizes))
                    if layout and layout.moves:
                        value = pyc.transpose(value, list(layout.inverse))
                self.values[node] = value
            for node in graph.nodes:
                if node.op != "call_function" or size_arithmetic(node):
                    continue
                rule = RULES.get(node.target)
                if rule is None and node not in torch_calls:
                    raise Unsupported(f"no import rule for {node.target}")
                self.node = node
                with user_location(node):
                    self.values[node] = torch_call(self, node) if node in torch_calls \
                        else rule.emit(self, node)
                self._check(node)
            with ir.Location.unknown():
                func.ReturnOp([self.values[n] for n in flat])
        lay_out(fn, [layout.order if layout else None for layout in results])
        if self.symbols.bindings:
            fn.attributes["pyc.symbols"] = ir.DenseI64ArrayAttr.get(self.symbols.bindings)
        if arg_sizes:
            empty = ir.DictAttr.get({})
            fn.arg_attrs = ir.ArrayAttr.get([
                ir.DictAttr.get({"pyc.sizes": arg_sizes[i]}) if i in arg_sizes else empty
                for i in range(len(arg_types))])
        return fn

    def _check(self, node: torch.fx.Node) -> None:
        """The emitted value must have the type FX recorded for the node."""
        produced, expected = self.values[node], node.meta.get("val")
        pairs = (
            zip(produced, expected)
            if isinstance(produced, list)
            else [(produced, expected)]
        )
        for value, fake in pairs:
            if not isinstance(fake, torch.Tensor):
                continue
            want = types.tensor_type(fake.shape, fake.dtype)
            if value.type != want:
                raise AssertionError(
                    f"importer produced {value.type} for {node.target} where FX has {want}"
                )


def size_arithmetic(node: torch.fx.Node) -> bool:
    """Whether `node` computes a size (B * T for a view) rather than a
    tensor: no pyc op, the host's work. The ops that read it take the size
    from their own shapes (`Rule.symbolic_args`)."""
    return isinstance(node.meta.get("val"), torch.SymInt | torch.SymFloat | torch.SymBool)


def split_inputs(graph: torch.fx.Graph) -> tuple[list[torch.fx.Node], list[torch.fx.Node]]:
    """The placeholders of `graph`, in order: the tensors, which become its
    function's arguments, and the sizes (Dynamo's `Sym(s0)`, or one as a
    float, `sym_float(s0)`), which it takes as one last argument, a vector
    of i64."""
    placeholders = [n for n in graph.nodes if n.op == "placeholder"]
    sizes = [n for n in placeholders
             if isinstance(n.meta.get("val"), int) or types.size_expr(n) is not None]
    return [n for n in placeholders if n not in sizes], sizes


def _describe_value(val) -> str:
    if isinstance(val, torch.Tensor):
        return f"{val.dtype}{list(val.shape)}{val.stride()}+{val.storage_offset()}@{val.device}"
    if isinstance(val, (list, tuple)):
        return f"({', '.join(map(_describe_value, val))})"
    return repr(val)


def graph_signature(graph: torch.fx.Graph) -> str:
    """All that `import_graph` reads of `graph`, as text: each node's kind,
    target, arguments and value (a tensor's dtype, shape, strides, offset and
    device); not names or source locations. Graphs of one signature import
    to the same pyc, but for locations."""
    index: dict[torch.fx.Node, str] = {}
    lines = []
    for node in graph.nodes:
        index[node] = f"%{len(index)}"
        target = "" if node.op == "placeholder" else str(node.target)
        args = torch.fx.node.map_arg((node.args, node.kwargs), index.__getitem__)
        lines.append(f"{node.op} {target} {args!r} {_describe_value(node.meta.get('val'))}")
    return "\n".join(lines)


def import_graph(graph: torch.fx.Graph, name: str = "graph",
                 inputs: Sequence[Layout | None] = (),
                 results: Sequence[Layout | None] = (),
                 torch_calls: frozenset[torch.fx.Node] = frozenset()) -> ir.Module:
    """Imports `graph` (functional core ATen) as `func.func @<name>` in a new
    module, taking each tensor input and returning each result as the
    buffer of its layout in `inputs` and `results` (`layout.plan`; none
    given: all row-major); each node of `torch_calls` as a
    `pyc.torch_call` (a training graph's forward: `training.derive`).

    Needs an active pyc context. Raises `Unsupported` for nodes without a rule.
    """
    return _importer(graph, name, inputs, results, torch_calls).module


def _importer(graph: torch.fx.Graph, name: str, inputs: Sequence[Layout | None],
              results: Sequence[Layout | None],
              torch_calls: frozenset[torch.fx.Node] = frozenset()) -> FxImporter:
    with ir.Location.unknown():
        importer = FxImporter()
        importer.import_graph(graph, name, inputs, results, torch_calls)
    return importer


def _input_layout(value) -> Layout | None:
    """How an input is taken: its dense buffer where its dims lie in another
    order, or its padded buffer (`layout.pitched`); None: row-major."""
    planned = plan(value)
    dense = planned is not None and planned.moves and not planned.gaps
    return planned if dense else pitched(value)


def _rows_kept(planned: Layout) -> bool:
    """Whether an input's buffer is padded and keeps its innermost dim."""
    return planned.extents is not None and planned.order[-1] == len(planned.order) - 1


def import_part(graph: torch.fx.Graph, name: str = "graph"
                ) -> tuple[ir.Module, list[Layout | None], list[Layout | None]]:
    """`import_graph` with eager's layouts (`layout.plan` of each FX value):
    the module, and the layouts of its tensor inputs and of its results.
    Each result is returned as its buffer, in its layout's order. An input
    is taken as its buffer (a free view, no copy) where every reduction,
    product or opaque op that reads it reads it in the buffer's order
    (`read_in_order`: element-wise kernels, joins, transposes that cancel):
    a chain of element-wise kernels to results of its layout then streams
    through both. Where such an op reads it transposed, it is taken
    row-major, the runtime copying it so, as before: pyc's reductions read
    a transposed operand through an index map 12 times slower than a
    row-major one (`x.t().exp().sum(1)` of a 512x1024 f32 `x`: 921 against
    74 us, one Zen 4 core). An input with
    padded rows is taken as its buffer by any reader where its innermost dim
    stays innermost (`_rows_kept`): its rows are then read as a row-major
    tensor's, and the copy is saved (GPT-2's [8192, 50257] logits, sliced
    from a padded product, were copied twice a training step: 1.9 ms on an
    H200)."""
    tensors, _ = split_inputs(graph)
    output = next(n for n in graph.nodes if n.op == "output").args[0]
    flat = list(output) if isinstance(output, (tuple, list)) else [output]
    results = [plan(n.meta.get("val")) for n in flat]
    inputs = [_input_layout(n.meta["val"]) for n in tensors]
    importer = _importer(graph, name, inputs, results)
    kept = [planned if planned is not None and (read_in_order(argument) or _rows_kept(planned))
            else None for planned, argument in zip(inputs, importer.arguments)]
    if kept != inputs:
        importer = _importer(graph, name, kept, results)
    return importer.module, kept, results
