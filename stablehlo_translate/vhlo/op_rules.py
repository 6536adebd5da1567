"""What StableHLO <-> VHLO does per op beyond converting each attribute by kind, as
tables (upstream's ``addDefaults``/``convertSpecial`` in StablehloLegalizeToVhlo.cpp and
``removeDefaults``/``implodeSpecial``/``convertSpecial`` in VhloLegalizeToStablehlo.cpp).

- :data:`DEFAULTS`: attributes VHLO always holds; an absent StableHLO attribute is written
  with its default, and a VHLO attribute equal to its default is dropped on the way back.
- :data:`STRUCTS`: StableHLO struct attributes that VHLO spells as one attribute per field.
- :data:`DENSE_ARRAYS`: VHLO tensors that are ``array<i64>`` (``array<i1>``) in StableHLO.
- :data:`UNIT_FLAGS`, :data:`CHANNEL_ID_OPS`, :data:`SYMBOLS`: unit attributes that VHLO
  spells as booleans, ``channel_handle`` kept as its ``channel_id``, symbol references.
"""
from __future__ import annotations

from typing import Any, Callable

from ..ir import attributes as A
from ..ir.types import TensorType
from .attr_convert import boolean, dense, integer, string, va

def none_type_attr() -> Any:
    """``type_v1<none_v1>``: an absent dot_general algorithm field."""
    from .type_convert import vt

    return va("type_v1", vt("none_v1"))


def _is(name: str, *params: Any) -> Callable[[Any], bool]:
    return lambda attr: getattr(attr, "name", None) == name and attr.params == params


def _empty(name: str) -> Callable[[Any], bool]:
    return lambda attr: getattr(attr, "name", None) == name and not attr.params[-1]


def _integer(value: int) -> Callable[[Any], bool]:
    return lambda attr: getattr(attr, "name", None) == "integer_v1" and attr.params[1] == value


def _splat_array(value: Any) -> Callable[[Any], bool]:
    return lambda attr: getattr(attr, "name", None) == "array_v1" and all(a == value for a in attr.params[0])


def _splat_tensor(value: int) -> Callable[[Any], bool]:
    """A ``tensor_v1`` whose elements all equal ``value`` (not an empty one)."""
    def check(attr: Any) -> bool:
        if getattr(attr, "name", None) != "tensor_v1" or not attr.params[1]:
            return False
        from .attr_convert import to_stablehlo

        array = to_stablehlo(attr).array
        return bool((array == value).all())
    return check


def _spatial(op: Any) -> int:
    dims = op.attributes.get("dimension_numbers")
    return len(dims.get("input_spatial_dimensions", ())) if isinstance(dims, A.StructAttr) else 0


def _window(name: str) -> Callable[[Any], int]:
    return lambda op: len(A.as_ints(op.attributes[name])) if name in op.attributes else 0


def _ones(count: Callable[[Any], int], element: str = "i64", fill: int = 1) -> Callable[[Any], Any]:
    import numpy as np

    from ..ir.types import ELEMENT_DTYPES

    def make(op: Any) -> Any:
        n = count(op)
        return dense(A.DenseElementsAttr(TensorType((n,), element), np.full((n,), fill, ELEMENT_DTYPES[element])))
    return make


def _zero_padding(count: Callable[[Any], int]) -> Callable[[Any], Any]:
    import numpy as np

    def make(op: Any) -> Any:
        n = count(op)
        return dense(A.DenseElementsAttr(TensorType((n, 2), "i64"), np.zeros((n, 2), np.int64)))
    return make


def _const(value: Any) -> Callable[[Any], Any]:
    return lambda op: value


def _backend_config(op: Any) -> Any:
    """``getBackendConfigOrDefault``: an empty dictionary for the typed FFI, else ``""``."""
    api = op.attributes.get("api_version")
    typed_ffi = getattr(api, "value", None) in (4, "API_VERSION_TYPED_FFI")
    return va("dict_v1", ()) if typed_ffi else string("")


def _default_accuracy() -> Any:
    return va("result_accuracy_v1", 0, 0, 0, va("result_accuracy_mode_v1", "DEFAULT"))


_FALSE = (_const(boolean(False)), _is("bool_v1", False))
_EMPTY_ARRAY = (_const(va("array_v1", ())), _empty("array_v1"))
_EMPTY_STRING = (_const(string("")), _empty("string_v1"))
_EMPTY_DICT = (_const(va("dict_v1", ())), _empty("dict_v1"))
_EMPTY_TENSOR = (_ones(lambda op: 0), _empty("tensor_v1"))
_CHANNEL = (_const(integer(0)), _integer(0))
_PRECISION = (_const(va("array_v1", (va("precision_v1", "DEFAULT"),) * 2)), _splat_array(va("precision_v1", "DEFAULT")))
_ACCURACY = (lambda op: _default_accuracy(), lambda attr: attr == _default_accuracy())

_CONV = {"window_strides": (_ones(_spatial), _splat_tensor(1)), "lhs_dilation": (_ones(_spatial), _splat_tensor(1)),
         "rhs_dilation": (_ones(_spatial), _splat_tensor(1)),
         "window_reversal": (_ones(_spatial, "i1", 0), _splat_tensor(0)), "precision_config": _PRECISION}

# op base name -> {VHLO attribute: (default maker(stablehlo op), is-default predicate(VHLO attr))}.
# Defaults are added in this order before the op's own attributes (the writer sorts them).
DEFAULTS: dict[str, dict[str, tuple]] = {
    "func": {"sym_visibility": _EMPTY_STRING, "arg_attrs": _EMPTY_ARRAY, "res_attrs": _EMPTY_ARRAY},
    "all_gather": {"channel_id": _CHANNEL, "use_global_device_ids": _FALSE},
    "all_reduce": {"channel_id": _CHANNEL, "use_global_device_ids": _FALSE},
    "reduce_scatter": {"channel_id": _CHANNEL, "use_global_device_ids": _FALSE},
    "all_to_all": {"channel_id": _CHANNEL},
    "collective_permute": {"channel_id": _CHANNEL},
    "collective_broadcast": {"channel_id": _CHANNEL, "has_dynamic_root": _FALSE},
    "collective_reduce": {"channel_id": _CHANNEL, "use_global_device_ids": _FALSE, "has_dynamic_root": _FALSE},
    "cholesky": {"lower": _FALSE},
    "compare": {"compare_type": (_const(va("comparison_type_v1", "NOTYPE")), _is("comparison_type_v1", "NOTYPE"))},
    "composite": {"version": (_const(integer(0)), _integer(0)), "composite_attributes": _EMPTY_DICT},
    "convolution": {**_CONV, "padding": (_zero_padding(_spatial), _splat_tensor(0))},
    "dynamic_conv": _CONV,
    "custom_call": {"has_side_effect": _FALSE,
                    "backend_config": (_backend_config, lambda a: _empty("string_v1")(a) or _empty("dict_v1")(a)),
                    "api_version": (_const(va("api_version_v1", "API_VERSION_ORIGINAL")),
                                    _is("api_version_v1", "API_VERSION_ORIGINAL")),
                    "called_computations": _EMPTY_ARRAY, "operand_layouts": _EMPTY_ARRAY,
                    "result_layouts": _EMPTY_ARRAY, "output_operand_aliases": _EMPTY_ARRAY,
                    "result_tilings": _EMPTY_ARRAY},
    "dot": {"precision_config": _PRECISION},
    "dot_general": {"precision_config": _PRECISION},
    "dynamic_broadcast_in_dim": {"known_expanding_dimensions": _EMPTY_TENSOR,
                                 "known_nonexpanding_dimensions": _EMPTY_TENSOR},
    "gather": {"indices_are_sorted": _FALSE},
    "dynamic_gather": {"indices_are_sorted": _FALSE},
    "infeed": {"infeed_config": _EMPTY_STRING, "layout": _EMPTY_ARRAY},
    "outfeed": {"outfeed_config": _EMPTY_STRING},
    "recv": {"is_host_transfer": _FALSE, "source_target_pairs": _EMPTY_TENSOR},
    "send": {"is_host_transfer": _FALSE, "source_target_pairs": _EMPTY_TENSOR},
    "reduce_window": {name: (_ones(_window("window_dimensions")), _splat_tensor(1))
                      for name in ("window_strides", "base_dilations", "window_dilations")}
    | {"padding": (_zero_padding(_window("window_dimensions")), _splat_tensor(0))},
    "scatter": {"indices_are_sorted": _FALSE, "unique_indices": _FALSE},
    "select_and_scatter": {"window_strides": (_ones(_window("window_dimensions")), _splat_tensor(1)),
                           "padding": (_zero_padding(_window("window_dimensions")), _splat_tensor(0))},
    "sort": {"dimension": (_const(integer(-1)), _integer(-1)), "is_stable": _FALSE},
} | {name: {"result_accuracy": _ACCURACY} for name in (
    "cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic", "rsqrt",
    "sine", "sqrt", "tan", "tanh")}
"""Upstream's ``addDefaults``; ``removeDefaults`` drops ``operand_layouts``/``result_layouts``
of custom_call only when both are empty, and the dot_general algorithm's seven
``type_v1<none_v1>`` fields are handled with the algorithm struct."""

_GATHER = ("offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
           "start_index_map", "index_vector_dim")
_SCATTER = ("update_window_dims", "inserted_window_dims", "input_batching_dims", "scatter_indices_batching_dims",
            "scatter_dims_to_operand_dims", "index_vector_dim")
_CONV_FIELDS = ("input_batch_dimension", "input_feature_dimension", "input_spatial_dimensions",
                "kernel_input_feature_dimension", "kernel_output_feature_dimension", "kernel_spatial_dimensions",
                "output_batch_dimension", "output_feature_dimension", "output_spatial_dimensions")
_DOT = ("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions")
DOT_ALGORITHM = ("lhs_precision_type", "rhs_precision_type", "accumulation_type", "lhs_component_count",
                 "rhs_component_count", "num_primitive_operations", "allow_imprecise_accumulation")


class Struct:
    """A StableHLO struct attribute spelled as one VHLO attribute per field.

    ``fields`` are (StableHLO field, VHLO attribute, kind); kind is ``int``, ``ints``,
    ``type`` or ``bool``. ``omit_empty`` lists are left out of the StableHLO struct when
    empty, as MLIR prints it; ``fixed`` fields are dropped in VHLO and restored with
    their value on the way back.
    """

    def __init__(self, kind: str, fields: tuple, omit_empty: bool = False, fixed: tuple = ()):
        self.kind, self.fields, self.omit_empty, self.fixed = kind, fields, omit_empty, fixed


def _same(names: tuple, kinds: dict) -> tuple:
    return tuple((n, n, kinds.get(n, "ints")) for n in names)


_INTS = {"index_vector_dim": "int", "input_batch_dimension": "int", "input_feature_dimension": "int",
         "kernel_input_feature_dimension": "int", "kernel_output_feature_dimension": "int",
         "output_batch_dimension": "int", "output_feature_dimension": "int"}
_CONV_STRUCT = Struct("conv", _same(_CONV_FIELDS, _INTS))
_GATHER_STRUCT = Struct("gather", _same(_GATHER, _INTS), omit_empty=True)
_CHANNEL_HANDLE = Struct("channel_handle", (("handle", "channel_id", "int"), ("type", "channel_type", "int")))
_CHANNEL_ID = Struct("channel_handle", (("handle", "channel_id", "int"),), fixed=(("type", 0),))
_ALGORITHM = Struct("dot_algorithm", _same(DOT_ALGORITHM, {
    "lhs_precision_type": "type", "rhs_precision_type": "type", "accumulation_type": "type",
    "lhs_component_count": "int", "rhs_component_count": "int", "num_primitive_operations": "int",
    "allow_imprecise_accumulation": "bool"}))

CHANNEL_ID_OPS = ("all_gather", "all_reduce", "all_to_all", "collective_permute", "reduce_scatter",
                  "collective_broadcast", "collective_reduce")

# op base name -> {StableHLO attribute: Struct}
STRUCTS: dict[str, dict[str, Struct]] = {
    "convolution": {"dimension_numbers": _CONV_STRUCT},
    "dynamic_conv": {"dimension_numbers": _CONV_STRUCT},
    "dot_general": {"dot_dimension_numbers": Struct("dot", _same(_DOT, {})), "algorithm": _ALGORITHM},
    "gather": {"dimension_numbers": _GATHER_STRUCT},
    "dynamic_gather": {"dimension_numbers": _GATHER_STRUCT},
    "scatter": {"scatter_dimension_numbers": Struct("scatter", _same(_SCATTER, _INTS), omit_empty=True)},
    "recv": {"channel_handle": _CHANNEL_HANDLE},
    "send": {"channel_handle": _CHANNEL_HANDLE},
} | {name: {"channel_handle": _CHANNEL_ID} for name in CHANNEL_ID_OPS}

# op base name -> unit attributes spelled as bool_v1
UNIT_FLAGS: dict[str, tuple[str, ...]] = {
    "all_gather": ("use_global_device_ids",), "all_reduce": ("use_global_device_ids",),
    "all_to_all": ("use_global_device_ids",), "collective_permute": ("use_global_device_ids",),
    "reduce_scatter": ("use_global_device_ids",), "collective_broadcast": ("has_dynamic_root",),
    "collective_reduce": ("use_global_device_ids", "has_dynamic_root"),
}

# op base name -> attributes holding symbol references (VHLO strings), "[]": an array of them
SYMBOLS: dict[str, dict[str, bool]] = {
    "call": {"callee": False}, "composite": {"decomposition": False},
    "custom_call": {"called_computations": True},
}

# op base name -> VHLO tensors that are dense arrays in StableHLO (element type)
DENSE_ARRAYS: dict[str, dict[str, str]] = {
    "fft": {"fft_length": "i64"}, "broadcast": {"broadcast_sizes": "i64"},
    "dynamic_slice": {"slice_sizes": "i64"}, "reverse": {"dimensions": "i64"},
    "transpose": {"permutation": "i64"},
    "pad": {"edge_padding_low": "i64", "edge_padding_high": "i64", "interior_padding": "i64"},
    "slice": {"start_indices": "i64", "limit_indices": "i64", "strides": "i64"},
    "broadcast_in_dim": {"broadcast_dimensions": "i64"},
    "dynamic_broadcast_in_dim": {"broadcast_dimensions": "i64", "known_expanding_dimensions": "i64",
                                 "known_nonexpanding_dimensions": "i64"},
    "select_and_scatter": {"window_dimensions": "i64", "window_strides": "i64"},
    "reduce_window": {"window_dimensions": "i64", "window_strides": "i64", "base_dilations": "i64",
                      "window_dilations": "i64"},
    "map": {"dimensions": "i64"}, "reduce": {"dimensions": "i64"}, "gather": {"slice_sizes": "i64"},
    "convolution": {"lhs_dilation": "i64", "rhs_dilation": "i64", "window_strides": "i64", "window_reversal": "i1"},
    "dynamic_conv": {"lhs_dilation": "i64", "rhs_dilation": "i64", "window_strides": "i64", "window_reversal": "i1"},
}

API_VERSIONS = ("API_VERSION_UNSPECIFIED", "API_VERSION_ORIGINAL", "API_VERSION_STATUS_RETURNING",
                "API_VERSION_STATUS_RETURNING_UNIFIED", "API_VERSION_TYPED_FFI")
