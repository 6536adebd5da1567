"""chlo.erf, chlo.erfc and chlo.erf_inv as upstream's ChloLegalizeToStablehlo.cpp
materializes them: Cephes rational approximations for f64, Eigen's for f32 (narrower
floats computed in f32); the coefficients are upstream's (``float`` arrays rounded to
f32 first, as the C++ source declares them).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .chlo_coefficients import ERF_INV_W_GE5, ERF_INV_W_LT5
from ..ir.types import TensorType
from .chlo_builder import Builder, LegalizeError, Value, polynomial, with_upcast

_ERFC_P64 = (2.46196981473530512524E-10, 5.64189564831068821977E-1, 7.46321056442269912687E0,
             4.86371970985681366614E1, 1.96520832956077098242E2, 5.26445194995477358631E2,
             9.34528527171957607540E2, 1.02755188689515710272E3, 5.57535335369399327526E2)
_ERFC_Q64 = (1.00000000000000000000E0, 1.32281951154744992508E1, 8.67072140885989742329E1,
             3.54937778887819891062E2, 9.75708501743205489753E2, 1.82390916687909736289E3,
             2.24633760818710981792E3, 1.65666309194161350182E3, 5.57535340817727675546E2)
_ERFC_R64 = (5.64189583547755073984E-1, 1.27536670759978104416E0, 5.01905042251180477414E0,
             6.16021097993053585195E0, 7.40974269950448939160E0, 2.97886665372100240670E0)
_ERFC_S64 = (1.00000000000000000000E0, 2.26052863220117276590E0, 9.39603524938001434673E0,
             1.20489539808096656605E1, 1.70814450747565897222E1, 9.60896809063285878198E0,
             3.36907645100081516050E0)
_ERF_T64 = (9.60497373987051638749E0, 9.00260197203842689217E1, 2.23200534594684319226E3,
            7.00332514112805075473E3, 5.55923013010394962768E4)
_ERF_U64 = (1.00000000000000000000E0, 3.35617141647503099647E1, 5.21357949780152679795E2,
            4.59432382970980127987E3, 2.26290000613890934246E4, 4.92673942608635921086E4)


def _f32(values: Sequence[float]) -> tuple[float, ...]:
    """A C++ ``float`` array: each literal rounded to f32."""
    return tuple(float(np.float32(v)) for v in values)


_ERFC_P32 = _f32((+2.326819970068386E-2, -1.387039388740657E-1, +3.687424674597105E-1,
                  -5.824733027278666E-1, +6.210004621745983E-1, -4.944515323274145E-1,
                  +3.404879937665872E-1, -2.741127028184656E-1, +5.638259427386472E-1))
_ERFC_R32 = _f32((-1.047766399936249E+1, +1.297719955372516E+1, -7.495518717768503E+0,
                  +2.921019019210786E+0, -1.015265279202700E+0, +4.218463358204948E-1,
                  -2.820767439740514E-1, +5.641895067754075E-1))
_ERF_T32 = _f32((+7.853861353153693E-5, -8.010193625184903E-4, +5.188327685732524E-3,
                 -2.685381193529856E-2, +1.128358514861418E-1, -3.761262582423300E-1,
                 +1.128379165726710E+0))
_ERF_ALPHA32 = _f32((-2.72614225801306e-10, 2.77068142495902e-08, -2.10102402082508e-06,
                     -5.69250639462346e-05, -7.34990630326855e-04, -2.95459980854025e-03,
                     -1.60960333262415e-02))
_ERF_BETA32 = _f32((-1.45660718464996e-05, -2.13374055278905e-04, -1.68282697438203e-03,
                    -7.37332916720468e-03, -1.42647390514189e-02))


def _erfc_ge_one_f64(b: Builder, x: Value) -> Value:
    """erfc for |x| >= 1: exp(-x^2) P(|x|)/Q(|x|) below 8, R/S above; 2 - erfc(-x) for x < 0."""
    z = b.neg(b.mul(x, x))
    exp_z = b.exp(z)
    abs_x = b.abs(x)
    approx_1_8 = b.div(b.mul(exp_z, polynomial(b, abs_x, _ERFC_P64)), polynomial(b, abs_x, _ERFC_Q64))
    approx_8_inf = b.div(b.mul(exp_z, polynomial(b, abs_x, _ERFC_R64)), polynomial(b, abs_x, _ERFC_S64))
    approx = b.select(b.compare("LT", abs_x, b.const_like(8.0, x)), approx_1_8, approx_8_inf)
    return _clamp_and_reflect(b, x, z, approx, 7.09782712893383996843E2)


def _clamp_and_reflect(b: Builder, x: Value, z: Value, approx: Value, max_log: float,
                       two: Value | None = None) -> Value:
    """erfc = 0 where -x^2 < -maxlog; erfc(x) = 2 - erfc(-x) for x < 0."""
    below = b.compare("LT", z, b.const_like(-max_log, x))
    zero = b.const_like(0.0, x)
    clamped = b.select(below, zero, approx)
    negative = b.compare("LT", x, zero)
    two = two or b.const_like(2.0, x)
    return b.select(negative, b.sub(two, clamped), clamped)


def _erf_le_one_f64(b: Builder, x: Value) -> Value:
    x2 = b.mul(x, x)
    return b.div(b.mul(x, polynomial(b, x2, _ERF_T64)), polynomial(b, x2, _ERF_U64))


def _erf_f64(b: Builder, x: Value) -> Value:
    erf = _erf_le_one_f64(b, x)
    one = b.const_like(1.0, x)
    erfc_based = b.sub(one, _erfc_ge_one_f64(b, x))
    return b.select(b.compare("LT", b.abs(x), one), erf, erfc_based)


def _erfc_f64(b: Builder, x: Value) -> Value:
    erfc = _erfc_ge_one_f64(b, x)
    one = b.const_like(1.0, x)
    erf_based = b.sub(one, _erf_le_one_f64(b, x))
    return b.select(b.compare("LT", b.abs(x), one), erf_based, erfc)


def _erfc_ge_one_f32(b: Builder, x: Value) -> Value:
    x2 = b.mul(x, x)
    z = b.neg(x2)
    abs_x = b.abs(x)
    one = b.const_like(1.0, x)
    reciprocal_x2 = b.div(one, x2)
    exp_z = b.exp(z)
    scale = b.mul(exp_z, b.div(one, abs_x))
    two = b.const_like(2.0, x)
    below_two = b.compare("LT", abs_x, two)
    poly = b.select(below_two, polynomial(b, reciprocal_x2, _ERFC_P32), polynomial(b, reciprocal_x2, _ERFC_R32))
    return _clamp_and_reflect(b, x, z, b.mul(scale, poly), 88.72283905206835, two)


def _erf_le_one_f32(b: Builder, x: Value) -> Value:
    return b.mul(x, polynomial(b, b.mul(x, x), _ERF_T32))


def _erf_f32(b: Builder, x: Value) -> Value:
    """Eigen's: x in [-4, 4], x Alpha(x^2) / Beta(x^2), clamped to [-1, 1]."""
    x = b.clamp(b.const_like(-4.0, x), x, b.const_like(4.0, x))
    x2 = b.mul(x, x)
    alpha = polynomial(b, x2, _ERF_ALPHA32)
    beta = polynomial(b, x2, _ERF_BETA32)
    erf = b.div(b.mul(x, alpha), beta)
    return b.clamp(b.const_like(-1.0, x), erf, b.const_like(1.0, x))


def _erfc_f32(b: Builder, x: Value) -> Value:
    erfc = _erfc_ge_one_f32(b, x)
    one = b.const_like(1.0, x)
    erf_based = b.sub(one, _erf_le_one_f32(b, x))
    return b.select(b.compare("LT", b.abs(x), one), erf_based, erfc)


_ERF_INV_LT5 = _f32(ERF_INV_W_LT5)
_ERF_INV_GE5 = _f32(ERF_INV_W_GE5)
_ERF_INV_LT625 = (
    -3.6444120640178196996e-21, -1.685059138182016589e-19, 1.2858480715256400167e-18,
    1.115787767802518096e-17, -1.333171662854620906e-16, 2.0972767875968561637e-17,
    6.6376381343583238325e-15, -4.0545662729752068639e-14, -8.1519341976054721522e-14,
    2.6335093153082322977e-12, -1.2975133253453532498e-11, -5.4154120542946279317e-11,
    1.051212273321532285e-09, -4.1126339803469836976e-09, -2.9070369957882005086e-08,
    4.2347877827932403518e-07, -1.3654692000834678645e-06, -1.3882523362786468719e-05,
    0.0001867342080340571352, -0.00074070253416626697512, -0.0060336708714301490533,
    0.24015818242558961693, 1.6536545626831027356)
_ERF_INV_LT16 = (
    2.2137376921775787049e-09, 9.0756561938885390979e-08, -2.7517406297064545428e-07,
    1.8239629214389227755e-08, 1.5027403968909827627e-06, -4.013867526981545969e-06,
    2.9234449089955446044e-06, 1.2475304481671778723e-05, -4.7318229009055733981e-05,
    6.8284851459573175448e-05, 2.4031110387097893999e-05, -0.0003550375203628474796,
    0.00095328937973738049703, -0.0016882755560235047313, 0.0024914420961078508066,
    -0.0037512085075692412107, 0.005370914553590063617, 1.0052589676941592334, 3.0838856104922207635)
_ERF_INV_GE16 = (
    -2.7109920616438573243e-11, -2.5556418169965252055e-10, 1.5076572693500548083e-09,
    -3.7894654401267369937e-09, 7.6157012080783393804e-09, -1.4960026627149240478e-08,
    2.9147953450901080826e-08, -6.7711997758452339498e-08, 2.2900482228026654717e-07,
    -9.9298272942317002539e-07, 4.5260625972231537039e-06, -1.9681778105531670567e-05,
    7.5995277030017761139e-05, -0.00021503011930044477347, -0.00013871931833623122026,
    1.0103004648645343977, 4.8499064014085844221)


def _erf_inv_w(b: Builder, x: Value) -> Value:
    """w = -log1p(-x^2)."""
    return b.neg(b.log1p(b.mul(x, b.neg(x))))


def _erf_inv_edges(b: Builder, x: Value, p: Value) -> Value:
    """erf_inv(+-1) = +-inf."""
    result = b.mul(p, x)
    return b.select(b.compare("EQ", b.abs(x), b.const_like(1, x)), b.mul(x, b.const_like("inf", x)), result)


def _erf_inv_f32(b: Builder, x: Value) -> Value:
    w = _erf_inv_w(b, x)
    lt = b.compare("LT", w, b.const_like(5.0, x))

    def coefficient(i: int) -> Value:
        return b.select(lt, b.const_like(_ERF_INV_LT5[i], x), b.const_like(_ERF_INV_GE5[i], x))

    w = b.select(lt, b.sub(w, b.const_like(2.5, x)), b.sub(b.sqrt(w), b.const_like(3.0, x)))
    p = coefficient(0)
    for i in range(1, 9):
        p = b.add(coefficient(i), b.mul(p, w))
    return _erf_inv_edges(b, x, p)


def _erf_inv_f64(b: Builder, x: Value) -> Value:
    w = _erf_inv_w(b, x)
    lt625 = b.compare("LT", w, b.const_like(6.25, x))
    lt16 = b.compare("LT", w, b.const_like(16, x))

    def coefficient(i: int) -> Value:
        c = b.const_like(_ERF_INV_LT625[i], x)
        if i < 19:
            c = b.select(lt625, c, b.const_like(_ERF_INV_LT16[i], x))
        if i < 17:
            c = b.select(lt16, c, b.const_like(_ERF_INV_GE16[i], x))
        return c

    sqrt_w = b.sqrt(w)
    w_minus = b.sub(w, b.const_like(3.125, x))
    shift = b.select(lt16, b.const_like(3.25, w), b.const_like(5.0, w))
    w = b.select(lt625, w_minus, b.sub(sqrt_w, shift))
    p = coefficient(0)
    for i in range(1, 17):
        p = b.add(coefficient(i), b.mul(p, w))
    for i in range(17, 19):
        p = b.select(lt16, b.add(coefficient(i), b.mul(p, w)), p)
    for i in range(19, 23):
        p = b.select(lt625, b.add(coefficient(i), b.mul(p, w)), p)
    return _erf_inv_edges(b, x, p)


def _by_precision(f64, f32, *, only_f16_bf16: bool = True):
    def decompose(b: Builder, operands: Sequence[Value], attributes: dict,
                  types: Sequence[TensorType]) -> list[Value]:
        element = operands[0].element
        if element == "f64":
            return [f64(b, operands[0])]
        if only_f16_bf16 and element not in ("f32", "f16", "bf16"):
            raise LegalizeError
        return [with_upcast(b, operands, f32)]
    return decompose


DECOMPOSITIONS = {
    "chlo.erf": _by_precision(_erf_f64, _erf_f32),
    "chlo.erfc": _by_precision(_erfc_f64, _erfc_f32),
    "chlo.erf_inv": _by_precision(_erf_inv_f64, _erf_inv_f32, only_f16_bf16=False),
}
