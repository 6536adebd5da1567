"""``--stablehlo-complex-math-expander``: ``log_plus_one``, ``sqrt``, ``log`` and ``exponential`` of
complex tensors (with the default ``result_accuracy``) become real arithmetic on their parts, as
upstream's StablehloComplexMathExpanderPatterns.td (functional_algorithms 0.15) writes them.

Each expansion creates its ops in the order upstream's generated rewriter does (operands before
the op that uses them, left to right, a named value once); the greedy driver then hoists and
uniques the constants as MLIR's does. Constants are ``getConstantLike``: the C++ double rounded
to the part type, a ``stablehlo.constant`` for a static shape, else a ``chlo.constant_like``.
"""
from __future__ import annotations

from typing import Any, Callable

from ..diagnostics import Diagnostic
from ..ir.attributes import FloatAttr, StructAttr
from ..ir.module import Module, Operation
from ..ir.types import TensorType, is_complex
from ..dialects.chlo_builder import Builder, Value, scalar_array
from .pattern_builder import RewriteBuilder
from .rewrite import Config, Pattern, Rewriter, apply_patterns_greedily


class _Expander:
    """Builds one expansion: ``b`` appends the ops, ``x`` is the real part (the shape and part
    type of every constant)."""

    def __init__(self, b: Builder) -> None:
        self.b = b
        self.x: Value | None = None
        self.largest_value: Value | None = None
        self.splitter: Value | None = None

    def c(self, value: float | str) -> Value:
        """getConstantLike(value, x)."""
        assert self.x is not None
        x = self.x
        if x.type.is_static:
            return self.b.constant(scalar_array(value, x.element), x.type)
        scalar = float(scalar_array(value, x.element))
        return self.b.op1("chlo.constant_like", [x], x.type, {"value": FloatAttr(scalar, x.element)})

    def cmp(self, direction: str, lhs: Value, rhs: Value) -> Value:
        return self.b.compare(direction, lhs, rhs)

    def largest(self) -> Value:
        """The part type's largest finite value (created at its first use)."""
        if self.largest_value is None:
            self.largest_value = self.c("max")
        return self.largest_value

    def veltkamp_splitter(self) -> Value:
        """2^ceil(p/2)+1 for the part type's precision p, chosen by its largest finite value."""
        b, c = self.b, self.c
        if self.splitter is None:
            largest = self.largest()
            self.splitter = b.select(self.cmp("GT", largest, c(1e308)), c(134217729.0),
                                     b.select(self.cmp("GT", largest, c(1e38)), c(4097.0), c(65.0)))
        return self.splitter

    def square_dekker_low(self, v: Value, high: Value) -> Value:
        """The low part of Dekker's product v * v, whose high part is ``high``."""
        b = self.b
        negated = b.neg(high)
        scaled = b.mul(self.veltkamp_splitter(), v)
        vh = b.add(scaled, b.sub(v, scaled))
        t = b.add(negated, b.mul(vh, vh))
        vl = b.sub(v, vh)
        m = b.mul(vh, vl)
        return b.add(b.add(b.add(t, m), m), b.mul(vl, vl))

    def two_sum_low(self, previous: Value, total: Value, term: Value) -> Value:
        """The rounding error of ``total = previous + term`` (2Sum)."""
        b = self.b
        s = b.sub(total, previous)
        return b.add(b.sub(previous, b.sub(total, s)), b.sub(term, s))

    def fast_two_sum_low(self, previous: Value, total: Value, term: Value) -> Value:
        """The rounding error of ``total = previous + term`` (Fast2Sum)."""
        b = self.b
        return b.sub(term, b.sub(total, previous))

    def dekker_sum(self, sums: list[tuple[Value, Value, Value]], x: Value, xx: Value, y: Value, yy: Value,
                   error: Callable[[Value, Value, Value], Value]) -> Value:
        """The running sum of ``sums`` (``(previous, total, term)`` steps) continued with the low
        parts of Dekker's y * y and x * x, plus the rounding errors of every step (``error``)."""
        b = self.b
        a1 = sums[-1][1]
        yy_low = self.square_dekker_low(y, yy)
        a0 = b.add(a1, yy_low)
        xx_low = self.square_dekker_low(x, xx)
        high = b.add(a0, xx_low)
        steps = [*sums, (a1, a0, yy_low), (a0, high, xx_low)]
        low = error(*steps[0])
        for step in steps[1:]:
            low = b.add(low, error(*step))
        return b.add(high, low)

    # --- the four expansions --------------------------------------------------------------

    def log1p(self, z: Value) -> Value:
        b, c = self.b, self.c
        x = self.x = b.real(z)
        ax = b.abs(x)
        y = b.imag(z)
        ay = b.abs(y)
        mx = b.max(ax, ay)
        big = self.cmp("GT", mx, b.mul(b.sqrt(self.largest()), c(0.01)))
        log_mx = b.log(mx)
        half = c(0.5)
        mn = b.min(ax, ay)
        same = self.cmp("EQ", mn, mx)
        one = c(1.0)
        r = b.div(mn, mx)
        huge = b.add(log_mx, b.mul(half, b.log1p(b.select(same, one, b.mul(r, r)))))
        xp1 = b.add(x, one)
        near = self.cmp("LT", b.add(b.abs(xp1), ay), c(0.2))
        xp1_squared = b.mul(xp1, xp1)
        yy = b.mul(y, y)
        small = b.mul(half, b.log(b.add(xp1_squared, yy)))
        x2 = b.add(x, x)
        a2 = b.add(x2, yy)
        xx = b.mul(x, x)
        a1 = b.add(a2, xx)
        total = self.dekker_sum([(x2, a2, yy), (a2, a1, xx)], x, xx, y, yy, self.two_sum_low)
        general = b.mul(half, b.log1p(total))
        real = b.select(big, huge, b.select(near, small, general))
        return b.complex(real, b.atan2(y, xp1))

    def sqrt(self, z: Value) -> Value:
        b, c = self.b, self.c
        x = self.x = b.real(z)
        zero = c(0.0)
        nonnegative = self.cmp("GE", x, zero)
        ax = b.abs(x)
        y = b.imag(z)
        ay = b.abs(y)
        eq_ax_ay = self.cmp("EQ", ax, ay)
        sq_ax = b.sqrt(ax)
        u_eq = b.mul(sq_ax, c(1.5537739740300374))
        sq_2 = c(1.4142135623730951)
        u_eq = b.div(u_eq, sq_2)
        mx = b.max(ax, ay)
        mn = b.min(ax, ay)
        mx_eq_mn = self.cmp("EQ", mx, mn)
        hypot_eq = b.mul(sq_2, mx)
        one = c(1.0)
        mn_over_mx = b.div(mn, mx)
        r = b.mul(mn_over_mx, mn_over_mx)
        sqa = b.sqrt(b.add(one, r))
        tiny_r = b.and_(self.cmp("EQ", sqa, one), self.cmp("GT", r, zero))
        mx_r = b.mul(mx, r)
        two = c(2.0)
        hypot = b.select(mx_eq_mn, hypot_eq, b.select(tiny_r, b.add(mx, b.div(mx_r, two)), b.mul(mx, sqa)))
        u_general = b.sqrt(b.add(b.div(hypot, two), b.div(ax, two)))
        out_of_range = b.or_(self.cmp("EQ", u_general, zero), self.cmp("EQ", u_general, c("inf")))
        gt_ax_ay = self.cmp("GT", ax, ay)
        lt_ax_ay = self.cmp("LT", ax, ay)
        r0 = b.select(eq_ax_ay, one, b.select(lt_ax_ay, b.div(ax, ay), b.div(ay, ax)))
        abs_r0 = b.abs(r0)
        mx0 = b.max(one, abs_r0)
        mn0 = b.min(one, abs_r0)
        mx0_eq_mn0 = self.cmp("EQ", mx0, mn0)
        h_eq = b.mul(sq_2, mx0)
        mn_over_mx0 = b.div(mn0, mx0)
        r1 = b.mul(mn_over_mx0, mn_over_mx0)
        sqa0 = b.sqrt(b.add(one, r1))
        tiny_r1 = b.and_(self.cmp("EQ", sqa0, one), self.cmp("GT", r1, zero))
        h = b.select(mx0_eq_mn0, h_eq,
                     b.select(tiny_r1, b.add(mx0, b.div(b.mul(mx0, r1), two)), b.mul(mx0, sqa0)))
        sq_1h = b.sqrt(b.add(one, h))
        u_gt = b.mul(sq_ax, b.div(sq_1h, sq_2))
        sq_ay = b.sqrt(ay)
        sq_rh = b.sqrt(b.add(r0, h))
        u_lt = b.mul(sq_ay, b.div(sq_rh, sq_2))
        u = b.select(eq_ax_ay, u_eq, b.select(out_of_range, b.select(gt_ax_ay, u_gt, u_lt), u_general))
        ay_div_u_eq = b.div(sq_ay, c(2.19736822693562))
        ratio = b.select(eq_ax_ay, one, b.select(lt_ax_ay, b.div(sq_ax, sq_ay), b.div(sq_ay, sq_ax)))
        ay_div_u_gt = b.div(b.mul(sq_ay, ratio), b.mul(sq_1h, sq_2))
        ay_div_u_lt = b.div(sq_ay, b.mul(sq_rh, sq_2))
        ay_div_u_general = b.div(ay, b.mul(u_general, two))
        ay_div_u = b.select(eq_ax_ay, ay_div_u_eq,
                            b.select(out_of_range, b.select(gt_ax_ay, ay_div_u_gt, ay_div_u_lt), ay_div_u_general))
        real = b.select(nonnegative, u, ay_div_u)
        negative_x = self.cmp("LT", x, zero)
        negative_y = self.cmp("LT", y, zero)
        imag = b.select(negative_x, b.select(negative_y, b.neg(u), u),
                        b.select(negative_y, b.neg(ay_div_u), ay_div_u))
        return b.complex(real, imag)

    def log(self, z: Value) -> Value:
        b, c = self.b, self.c
        x = self.x = b.real(z)
        minus_one = c(-1.0)
        y = b.imag(z)
        yy = b.mul(y, y)
        xx = b.mul(x, x)
        yy_bigger = self.cmp("GT", yy, xx)
        mxh = b.select(yy_bigger, yy, xx)
        a2 = b.add(minus_one, mxh)
        mnh = b.select(yy_bigger, xx, yy)
        a1 = b.add(a2, mnh)
        s = self.dekker_sum([(minus_one, a2, mxh), (a2, a1, mnh)], x, xx, y, yy, self.fast_two_sum_low)
        abs_s = b.abs(s)
        half = c(0.5)
        near_one = self.cmp("LT", abs_s, half)
        close = b.mul(half, b.log1p(s))
        abs_x = b.abs(x)
        abs_y = b.abs(y)
        mx = b.max(abs_x, abs_y)
        log_mx = b.log(mx)
        mn = b.min(abs_x, abs_y)
        same = self.cmp("EQ", mn, mx)
        mn_over_mx = b.select(same, c(1.0), b.div(mn, mx))
        far = b.add(log_mx, b.mul(half, b.log1p(b.mul(mn_over_mx, mn_over_mx))))
        return b.complex(b.select(near_one, close, far), b.atan2(y, x))

    def exp(self, z: Value) -> Value:
        b, c = self.b, self.c
        x = self.x = b.real(z)
        e = b.exp(x)
        overflow = self.cmp("EQ", e, c("inf"))
        e2 = b.exp(b.mul(x, c(0.5)))
        y = b.imag(z)
        cs = b.cosine(y)
        real = b.select(overflow, b.mul(b.mul(e2, cs), e2), b.mul(e, cs))
        zero = c(0.0)
        y_zero = self.cmp("EQ", y, zero)
        sn = b.sine(y)
        imag = b.select(y_zero, zero, b.select(overflow, b.mul(b.mul(e2, sn), e2), b.mul(e, sn)))
        return b.complex(real, imag)


def default_accuracy(op: Operation) -> bool:
    """The op's ``result_accuracy`` is absent or the default one (mode DEFAULT, no tolerances)."""
    accuracy = op.attributes.get("result_accuracy")
    if accuracy is None:
        return True
    if not isinstance(accuracy, StructAttr):
        return False
    mode = accuracy.get("mode")
    return getattr(mode, "value", "DEFAULT") == "DEFAULT" and all(
        float(getattr(accuracy.get(key, 0), "value", accuracy.get(key, 0)) or 0) == 0
        for key in ("atol", "rtol", "ulps"))


def _pattern(op_name: str, expand: Callable[[_Expander, Value], Value]) -> Pattern:
    def match(op: Operation, rw: Rewriter) -> Any:
        type_ = op.operand_types[0] if len(op.operand_types) == 1 else None
        return isinstance(type_, TensorType) and is_complex(type_.element_type) and default_accuracy(op)

    def rewrite(op: Operation, rw: Rewriter, _: Any) -> None:
        b = RewriteBuilder(rw)
        rw.replace_op(op, [expand(_Expander(b), b.value(op.operands[0])).name])

    return Pattern(op_name.split(".")[1] + "_complex", op_name, match, rewrite)


PATTERNS = (_pattern("stablehlo.log_plus_one", _Expander.log1p), _pattern("stablehlo.sqrt", _Expander.sqrt),
            _pattern("stablehlo.log", _Expander.log), _pattern("stablehlo.exponential", _Expander.exp))


def complex_math_expander(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    """The pass on each function: the patterns applied greedily, top-down."""
    config = Config(top_down=True)
    for func in [op for op in module.op.walk() if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        if not apply_patterns_greedily(func, PATTERNS, config):
            raise Diagnostic(func.loc, "Failed to converge StableHLOComplexMathExpanderPass in "
                             f"{config.max_iterations} iterations")
    return module
