//===- TritonPrinter.cpp - arith and math values as Triton expressions ---===//

#include "Target/Triton/TritonPrinter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/Format.h"

using namespace mlir;
using namespace mlir::pyc::triton;

std::string mlir::pyc::triton::dtypeName(Type type, bool torch) {
  std::string prefix = torch ? "torch." : "tl.";
  if (type.isF64())
    return prefix + "float64";
  if (type.isF32())
    return prefix + "float32";
  if (type.isF16())
    return prefix + "float16";
  if (type.isBF16())
    return prefix + "bfloat16";
  if (type.isInteger(1))
    return torch ? "torch.bool" : "tl.int1";
  if (type.isIndex())
    return prefix + "int64";
  if (auto integer = dyn_cast<IntegerType>(type))
    return prefix + "int" + std::to_string(integer.getWidth());
  return "<unknown type>";
}

namespace {

/// The core-op forms Triton's interpreter runs (it has no libdevice); on the
/// GPU these functions are libdevice's. Each is accurate to a few f32 ulps:
/// log1p and expm1 use Kahan's correction, so small arguments keep their
/// relative precision; erfc keeps it in the tail.
constexpr const char *kInterpreted = R"PY(
    @triton.jit
    def tanh(x):
        e = tl.exp(-2.0 * tl.abs(x))
        t = (1.0 - e) / (1.0 + e)
        return tl.where(x < 0, -t, t)

    @triton.jit
    def log1p(x):
        u = 1.0 + x
        return tl.where(u == 1.0, x, tl.log(u) * (x / (u - 1.0)))

    @triton.jit
    def expm1(x):
        u = tl.exp(x)
        small = tl.where(u == 1.0, x, (u - 1.0) * (x / tl.log(u)))
        return tl.where(u - 1.0 == -1.0, -1.0, tl.where(tl.abs(x) < 0.5, small, u - 1.0))

    @triton.jit
    def erfc(x):
        # exp(-x^2) times a fit in t = 1 / (1 + |x| / 2) (Numerical Recipes'
        # erfcc, relative error below 1.2e-7): relative in the tail, where
        # 1 - erf(x) cancels. In float64, so that x^2 is not rounded.
        z = tl.abs(x).to(tl.float64)
        t = 1.0 / (1.0 + 0.5 * z)
        p = 0.17087277 * t - 0.82215223
        p = p * t + 1.48851587
        p = p * t - 1.13520398
        p = p * t + 0.27886807
        p = p * t - 0.18628806
        p = p * t + 0.09678418
        p = p * t + 0.37409196
        p = p * t + 1.00002368
        p = p * t - 1.26551223
        r = t * tl.exp(p - z * z)
        return tl.where(x < 0, 2.0 - r, r).to(x.dtype)

    @triton.jit
    def pow(x, y):
        # Either may be a scalar (a base 10000 to the powers of an arange);
        # the interpreter's & fails on 0-d operands.
        x, y = tl.broadcast(x, y)
        r = tl.exp(y * tl.log(tl.abs(x)))
        odd = (tl.floor(y) == y) & (tl.floor(y * 0.5) != y * 0.5)
        r = tl.where((x < 0) & odd, -r, r)
        r = tl.where((x < 0) & (tl.floor(y) != y), NAN, r)
        # C's pow(+-0, y): +0 or +inf, signed as the zero where y is odd.
        zero = tl.where(y > 0, 0.0, INF)
        zero = tl.where(odd & (1.0 / x < 0), -zero, zero)
        return tl.where(y == 0, 1.0, tl.where(x == 0, zero, r))

    @triton.jit
    def to_bf16(x):
        # The interpreter rounds f32 to bf16 toward zero (which biased its
        # bf16 sums and losses); the GPU, and torch, round to nearest even:
        # so here, on the bits. A NaN stays a (quiet) NaN.
        bits = x.to(tl.float32).to(tl.uint32, bitcast=True)
        nearest = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
        quiet = (bits >> 16) | 0x40
        return tl.where(x != x, quiet, nearest).to(tl.uint16).to(tl.bfloat16, bitcast=True)
)PY";

/// The GPU's forms of the helpers above that are not libdevice's.
constexpr const char *kCompiled = R"PY(
    @triton.jit
    def to_bf16(x):
        return x.to(tl.bfloat16)
)PY";

/// `function`'s definition in `forms` (one of the texts above), indented
/// as they are; empty where `forms` has none.
StringRef definition(StringRef forms, StringRef function) {
  size_t at = forms.find(("def " + function + "(").str());
  if (at == StringRef::npos)
    return {};
  size_t begin = forms.take_front(at).rfind("    @triton.jit");
  return forms.slice(begin, forms.find("\n\n", at)).rtrim();
}

} // namespace

std::string Prelude::text() const {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (!math.empty()) {
    // Chosen when the module is imported: Triton's interpreter (set for
    // `triton.knobs.runtime.interpret` or TRITON_INTERPRET=1) cannot call
    // libdevice.
    os << "if triton.knobs.runtime.interpret:\n";
    for (StringRef function : math)
      os << definition(kInterpreted, function) << "\n";
    os << "else:\n";
    for (StringRef function : math) {
      StringRef compiled = definition(kCompiled, function);
      if (compiled.empty())
        os << "    " << function << " = libdevice." << function << "\n";
      else
        os << compiled << "\n";
    }
    os << "\n";
  }
  os << combiners;
  if (counterSlots) {
    // Per device and stream: launches on one stream run one after another,
    // so a kernel's counter is never counted by two launches at once.
    os << R"PY(# The split reductions' counters, one a block of kept elements: each counts
# the block's programs done, and the last, which combines the block's parts,
# resets it.
_COUNTERS = {}


def counters(device):
    stream = torch._C._cuda_getCurrentRawStream(
        device.index if device.index is not None else torch.cuda.current_device()) \
        if device.type == "cuda" else 0
    found = _COUNTERS.get((device, stream))
    if found is None:
        found = _COUNTERS[device, stream] = torch.zeros()PY"
       << counterSlots << R"PY(, dtype=torch.int32, device=device)
    return found


)PY";
  }
  return out;
}

Printer::Printer(MLIRContext *context, Prelude &prelude)
    : helpers(prelude), b(context), block(new Block()) {
  b.setInsertionPointToEnd(block);
}

Printer::~Printer() {
  // Uses before definitions: drop them all, then the ops.
  for (Operation &op : *block)
    op.dropAllReferences();
  while (!block->empty())
    block->back().erase();
  delete block;
}

Value Printer::leaf(Type type, StringRef name, unsigned domains) {
  Value v = block->addArgument(type, b.getUnknownLoc());
  names[v] = name.str();
  domainBits[v] = domains;
  return v;
}

void Printer::bound(Value leaf, int64_t size) {
  unsigned width = IndexType::kInternalStorageBitWidth;
  ranges.insert({leaf, ConstantIntRanges::fromSigned(
                           APInt(width, 0), APInt(width, size - 1))});
}

ConstantIntRanges Printer::rangeOf(Value v) {
  if (auto found = ranges.find(v); found != ranges.end())
    return found->second;
  Type type = getElementTypeOrSelf(v.getType());
  unsigned width = type.isIndex() ? IndexType::kInternalStorageBitWidth
                                  : type.getIntOrFloatBitWidth();
  ConstantIntRanges result = ConstantIntRanges::maxRange(width);
  auto op = v.getDefiningOp<InferIntRangeInterface>();
  if (op && llvm::all_of(op->getOperandTypes(), [](Type t) {
        return getElementTypeOrSelf(t).isIntOrIndex();
      })) {
    SmallVector<ConstantIntRanges> operands;
    for (Value operand : op->getOperands())
      operands.push_back(rangeOf(operand));
    op.inferResultRanges(operands, [&](Value r, const ConstantIntRanges &in) {
      if (r == v)
        result = in;
    });
  }
  ranges.insert({v, result});
  return result;
}

std::string Printer::fresh(StringRef prefix) {
  return (prefix + Twine(counter++)).str();
}

unsigned Printer::domains(Value v) {
  if (auto found = domainBits.find(v); found != domainBits.end())
    return found->second;
  unsigned bits = 0;
  if (Operation *op = v.getDefiningOp())
    for (Value operand : op->getOperands())
      bits |= domains(operand);
  domainBits[v] = bits;
  return bits;
}

void Printer::line(const Twine &text) {
  this->text += indent + text.str() + "\n";
}

void Printer::open(const Twine &header) {
  line(header);
  indent += "    ";
  scopes.emplace_back();
}

void Printer::close() {
  indent.resize(indent.size() - 4);
  for (Value v : scopes.pop_back_val())
    names.erase(v);
}

std::string Printer::name(Value v) {
  if (auto found = names.find(v); found != names.end())
    return found->second;
  Operation *op = v.getDefiningOp();
  if (!op) {
    if (!error)
      error = "a value with no Triton name";
    return "None";
  }
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    std::string text = literal(constant.getValue(), v.getType());
    names[v] = text; // literals need no line, and hold in every scope
    return text;
  }
  // An offset clamped into a range it lies in already (a dim no pad or
  // window reaches past) is itself: a tl.where would hide from Triton that
  // it runs contiguously, and its loads would go element by element
  // (resnet18's stem pooling: 2-byte loads, 87 us).
  if (isa<arith::MinUIOp>(op) && v.getType().isIndex() &&
      rangeOf(op->getOperand(0)).umax().ule(
          rangeOf(op->getOperand(1)).umin())) {
    std::string same = name(op->getOperand(0));
    names[v] = same;
    if (!scopes.empty())
      scopes.back().push_back(v);
    return same;
  }
  // A bool the ranges decide (a dim no pad reaches is in range) is a
  // constant: as a value, a mask of it would vary lane by lane for Triton,
  // and the loads it masks would go element by element. (Not an offset: a
  // literal has no shape, and a store's address must have its value's.)
  if (isa<InferIntRangeInterface>(op) && v.getType().isInteger(1)) {
    ConstantIntRanges range = rangeOf(v);
    if (range.umin() == range.umax()) {
      std::string text = literal(
          IntegerAttr::get(v.getType(), range.umin().getZExtValue()),
          v.getType());
      names[v] = text;
      return text;
    }
  }
  std::string expression = print(op);
  std::string result = fresh("v");
  line(result + " = " + expression);
  names[v] = result;
  if (!scopes.empty())
    scopes.back().push_back(v);
  return result;
}

std::string Printer::number(Attribute value, Type type) {
  if (auto integer = dyn_cast<IntegerAttr>(value))
    return std::to_string(type.isInteger(1)
                              ? int64_t(integer.getValue().getZExtValue())
                              : integer.getValue().getSExtValue());
  auto floating = cast<FloatAttr>(value);
  APFloat x = floating.getValue();
  if (x.isNaN())
    return "NAN";
  if (x.isInfinity())
    return x.isNegative() ? "-INF" : "INF";
  std::string text;
  llvm::raw_string_ostream os(text);
  // Enough digits to round-trip the value through Python's float.
  os << llvm::format("%.17g", floating.getValueAsDouble());
  if (StringRef(text).find_first_of(".en") == StringRef::npos)
    text += ".0";
  return text;
}

std::string Printer::rawLiteral(Value constant) {
  auto op = constant.getDefiningOp<arith::ConstantOp>();
  if (!op) {
    if (!error)
      error = "a literal that is not a constant";
    return "None";
  }
  return number(op.getValue(), constant.getType());
}

std::string Printer::literal(Attribute value, Type type) {
  // Offsets are Python ints, which take the offsets' type; other constants
  // are typed 0-d tensors, so that an op on them keeps its element type.
  if (type.isIndex())
    return number(value, type);
  // Triton's interpreter cannot make a bf16 constant (it has no get_bf16):
  // an f32 one rounded is the same value.
  if (type.isBF16())
    return "tl.full([], " + number(value, type) + ", tl.float32).to(tl.bfloat16)";
  return "tl.full([], " + number(value, type) + ", " + dtypeName(type) + ")";
}

/// f16 and bf16: too narrow for arithmetic of their own in Triton's
/// interpreter (numpy has no bf16), and not what torch does either: torch
/// computes each op in f32 and rounds its result once.
static bool isNarrowFloat(Type type) {
  return isa<FloatType>(type) && type.getIntOrFloatBitWidth() < 32;
}

/// A math function of Triton's (`tl.exp`), or one the prelude defines
/// (libdevice's on the GPU). Triton's math takes f32 and f64: f16 and bf16
/// go through f32 and round once, as torch computes them.
std::string Printer::math(StringRef function, Operation *op) {
  Type type = op->getResult(0).getType();
  bool narrow = isNarrowFloat(type);
  std::string args;
  for (Value operand : op->getOperands()) {
    if (!args.empty())
      args += ", ";
    args += name(operand) + (narrow ? ".to(tl.float32)" : "");
  }
  StringRef callee = function;
  std::string call;
  if (callee.consume_front("prelude.")) {
    helpers.math.insert(callee);
    call = callee.str() + "(" + args + ")";
  } else {
    call = function.str() + "(" + args + ")";
  }
  return narrow ? converted(call, type) : call;
}

std::string Printer::converted(StringRef text, Type type) {
  if (!type.isBF16())
    return (text + ".to(" + dtypeName(type) + ")").str();
  helpers.math.insert("to_bf16");
  return ("to_bf16(" + text + ")").str();
}

/// Whether `op`'s first operand is a bool.
static bool readsBool(Operation *op) {
  return op->getNumOperands() > 0 && op->getOperand(0).getType().isInteger(1);
}

std::string Printer::operand(Operation *op, unsigned i) {
  Value v = op->getOperand(i);
  return name(v) + (isNarrowFloat(v.getType()) && !isa<arith::SelectOp>(op) &&
                            !isa<arith::ExtFOp, arith::TruncFOp,
                                 arith::FPToSIOp>(op)
                        ? ".to(tl.float32)"
                        : "");
}

std::string Printer::binary(Operation *op, StringRef symbol) {
  return "(" + operand(op, 0) + " " + symbol.str() + " " + operand(op, 1) +
         ")";
}

std::string Printer::unsupported(Operation *op) {
  if (!error)
    error = "no Triton form for '" + op->getName().getStringRef().str() + "'";
  return std::string("None");
}

/// An unsigned compare or min of offsets against a size (pad, concat): the
/// offset is in range when it is not negative and below the size.
std::string Printer::inRange(Operation *op) {
  return "((" + operand(op, 0) + " >= 0) & (" + operand(op, 0) + " < " +
         operand(op, 1) + "))";
}

/// Arithmetic, bitwise ops, max, min and select; none for another op.
std::optional<std::string> Printer::printArithmetic(Operation *op) {
  bool isBool = readsBool(op);
  return llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
      .Case<arith::AddFOp, arith::AddIOp>([&](auto) { return binary(op, "+"); })
      .Case<arith::SubFOp, arith::SubIOp>([&](auto) { return binary(op, "-"); })
      .Case<arith::MulFOp, arith::MulIOp>([&](auto) { return binary(op, "*"); })
      .Case<arith::DivFOp>([&](auto) { return binary(op, "/"); })
      // Triton's integer // and % truncate toward zero, as divsi and remsi.
      .Case<arith::DivSIOp, arith::DivUIOp>(
          [&](auto) { return binary(op, "//"); })
      // Sizes (never negative): a count of tiles.
      .Case<arith::CeilDivUIOp>([&](auto) {
        return "((" + operand(op, 0) + " + " + operand(op, 1) + " - 1) // " +
               operand(op, 1) + ")";
      })
      .Case<arith::RemSIOp, arith::RemUIOp, arith::RemFOp>(
          [&](auto) { return binary(op, "%"); })
      .Case<arith::AndIOp>([&](auto) { return binary(op, "&"); })
      .Case<arith::OrIOp>([&](auto) { return binary(op, "|"); })
      // Booleans: `!=`, the same function, which Triton's interpreter also
      // takes for a bool block and a bool scalar (its `^` raised).
      .Case<arith::XOrIOp>([&](arith::XOrIOp x) {
        return binary(
            op, getElementTypeOrSelf(x.getType()).isInteger(1) ? "!=" : "^");
      })
      .Case<arith::NegFOp>([&](auto) { return "(-" + operand(op, 0) + ")"; })
      .Case<arith::MaximumFOp>([&](auto) {
        return "tl.maximum(" + operand(op, 0) + ", " + operand(op, 1) +
               ", propagate_nan=tl.PropagateNan.ALL)";
      })
      .Case<arith::MinimumFOp>([&](auto) {
        return "tl.minimum(" + operand(op, 0) + ", " + operand(op, 1) +
               ", propagate_nan=tl.PropagateNan.ALL)";
      })
      .Case<arith::MaxSIOp>([&](auto) {
        return "tl.maximum(" + operand(op, 0) + ", " + operand(op, 1) + ")";
      })
      .Case<arith::MinSIOp>([&](auto) {
        return "tl.minimum(" + operand(op, 0) + ", " + operand(op, 1) + ")";
      })
      .Case<arith::MaxUIOp>([&](auto) {
        return isBool ? binary(op, "|") : unsupported(op);
      })
      .Case<arith::MinUIOp>([&](auto) {
        if (isBool)
          return binary(op, "&");
        if (!op->getResult(0).getType().isIndex())
          return unsupported(op);
        return "tl.where(" + inRange(op) + ", " + operand(op, 0) + ", " +
               operand(op, 1) + ")";
      })
      .Case<arith::SelectOp>([&](auto) {
        return "tl.where(" + operand(op, 0) + ", " + operand(op, 1) + ", " +
               operand(op, 2) + ")";
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// Float and integer compares; none for another op.
std::optional<std::string> Printer::printCompare(Operation *op) {
  bool isBool = readsBool(op);
  return llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
      .Case<arith::CmpFOp>([&](arith::CmpFOp cmp) {
        using P = arith::CmpFPredicate;
        switch (cmp.getPredicate()) {
        case P::OEQ: return binary(op, "==");
        case P::UNE: return binary(op, "!=");
        case P::OLT: return binary(op, "<");
        case P::OLE: return binary(op, "<=");
        case P::OGT: return binary(op, ">");
        case P::OGE: return binary(op, ">=");
        case P::UNO:
          return "((" + operand(op, 0) + " != " + operand(op, 0) + ") | (" +
                 operand(op, 1) + " != " + operand(op, 1) + "))";
        case P::ORD:
          return "((" + operand(op, 0) + " == " + operand(op, 0) + ") & (" +
                 operand(op, 1) + " == " + operand(op, 1) + "))";
        default: return unsupported(op);
        }
      })
      .Case<arith::CmpIOp>([&](arith::CmpIOp cmp) {
        using P = arith::CmpIPredicate;
        bool index = cmp.getLhs().getType().isIndex();
        auto unsignedBool = [&](StringRef symbol) {
          // false < true: as 0 and 1.
          return "(" + operand(op, 0) + ".to(tl.int8) " + symbol.str() + " " +
                 operand(op, 1) + ".to(tl.int8))";
        };
        switch (cmp.getPredicate()) {
        case P::eq: return binary(op, "==");
        case P::ne: return binary(op, "!=");
        case P::slt: return binary(op, "<");
        case P::sle: return binary(op, "<=");
        case P::sgt: return binary(op, ">");
        case P::sge: return binary(op, ">=");
        case P::ult:
          return isBool  ? unsignedBool("<")
                 : index ? inRange(op)
                         : unsupported(op);
        case P::ule: return isBool ? unsignedBool("<=") : unsupported(op);
        case P::ugt: return isBool ? unsignedBool(">") : unsupported(op);
        case P::uge: return isBool ? unsignedBool(">=") : unsupported(op);
        }
        return unsupported(op);
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// Conversions between types; none for another op.
std::optional<std::string> Printer::printConversion(Operation *op) {
  auto cast = [&]() {
    return converted(operand(op, 0), op->getResult(0).getType());
  };
  return llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
      .Case<arith::ExtFOp, arith::TruncFOp, arith::SIToFPOp, arith::UIToFPOp,
            arith::FPToSIOp, arith::TruncIOp>([&](auto) { return cast(); })
      // Triton widens bools as 0 and 1 (zero extension).
      .Case<arith::ExtUIOp>([&](auto) { return cast(); })
      .Case<arith::ExtSIOp>([&](auto) {
        return readsBool(op) ? unsupported(op) : cast();
      })
      .Case<arith::IndexCastOp, arith::IndexCastUIOp>([&](auto) {
        // Offsets are Triton's int32 or int64 already.
        return op->getResult(0).getType().isIndex() ? operand(op, 0) : cast();
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// Math functions, Triton's or the prelude's; none for another op.
std::optional<std::string> Printer::printMath(Operation *op) {
  return llvm::TypeSwitch<Operation *, std::optional<std::string>>(op)
      .Case<math::ExpOp>([&](auto) { return math("tl.exp", op); })
      .Case<math::LogOp>([&](auto) { return math("tl.log", op); })
      .Case<math::SqrtOp>([&](auto) { return math("tl.sqrt", op); })
      .Case<math::RsqrtOp>([&](auto) { return math("tl.rsqrt", op); })
      .Case<math::SinOp>([&](auto) { return math("tl.sin", op); })
      .Case<math::CosOp>([&](auto) { return math("tl.cos", op); })
      .Case<math::ErfOp>([&](auto) { return math("tl.math.erf", op); })
      .Case<math::ErfcOp>([&](auto) { return math("prelude.erfc", op); })
      .Case<math::FloorOp>([&](auto) { return math("tl.floor", op); })
      .Case<math::CeilOp>([&](auto) { return math("tl.ceil", op); })
      .Case<math::AbsFOp>([&](auto) { return math("tl.abs", op); })
      .Case<math::AbsIOp>(
          [&](auto) { return "tl.abs(" + operand(op, 0) + ")"; })
      .Case<math::TanhOp>([&](auto) { return math("prelude.tanh", op); })
      .Case<math::Log1pOp>([&](auto) { return math("prelude.log1p", op); })
      .Case<math::ExpM1Op>([&](auto) { return math("prelude.expm1", op); })
      .Case<math::PowFOp>([&](auto) { return math("prelude.pow", op); })
      .Default([](Operation *) { return std::nullopt; });
}

std::string Printer::print(Operation *op) {
  // Float operands of narrow types are read as f32 (exact, `operand`); the
  // op's float result is rounded back once (at the end of this function).
  Type result = op->getNumResults() ? op->getResult(0).getType() : Type();
  bool rounds = result && isNarrowFloat(result) &&
                isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
                    arith::RemFOp, arith::NegFOp, arith::MaximumFOp,
                    arith::MinimumFOp>(op);
  std::optional<std::string> text = printArithmetic(op);
  if (!text)
    text = printCompare(op);
  if (!text)
    text = printConversion(op);
  if (!text)
    text = printMath(op);
  if (!text)
    text = unsupported(op);
  return rounds ? converted(*text, result) : *text;
}
