"""Which ops keep attributes in bytecode's properties section, and their names.

Registered ops whose ODS definition stores inherent attributes as properties write them,
from bytecode version 5 on, as a list of attribute references in the order of their
sorted names (required ones as an index, optional ones as ``index << 1 | 1`` or 0). The
VHLO rows are generated from upstream's ``VhloOps.td`` (every attribute is required).
"""
from __future__ import annotations

from ..ir.chlo_ods import CHLO_BROADCAST_OPS

VHLO_PROPERTIES = {
    "all_gather_v1": "all_gather_dim channel_id replica_groups use_global_device_ids",
    "all_gather_v2": "all_gather_dim channel_id replica_groups use_global_device_ids",
    "all_reduce_v1": "channel_id replica_groups use_global_device_ids",
    "all_reduce_v2": "channel_id replica_groups use_global_device_ids",
    "all_to_all_v1": "channel_id concat_dimension replica_groups split_count split_dimension",
    "all_to_all_v2": "channel_id concat_dimension replica_groups split_count split_dimension",
    "batch_norm_grad_v1": "epsilon feature_index",
    "batch_norm_inference_v1": "epsilon feature_index",
    "batch_norm_training_v1": "epsilon feature_index",
    "broadcast_in_dim_v1": "broadcast_dimensions",
    "broadcast_v1": "broadcast_sizes",
    "call_v1": "callee",
    "cbrt_v2": "result_accuracy",
    "cholesky_v1": "lower",
    "collective_broadcast_v1": "channel_id replica_groups",
    "collective_broadcast_v2": "channel_id has_dynamic_root replica_groups",
    "collective_reduce_v1": "channel_id has_dynamic_root replica_groups use_global_device_ids",
    "collective_permute_v1": "channel_id source_target_pairs",
    "compare_v1": "compare_type comparison_direction",
    "composite_v1": "composite_attributes decomposition name version",
    "composite_v2": "composite_attributes decomposition name version",
    "concatenate_v1": "dimension",
    "constant_v1": "value",
    "convolution_v1": "batch_group_count feature_group_count input_batch_dimension input_feature_dimension input_spatial_dimensions kernel_input_feature_dimension kernel_output_feature_dimension kernel_spatial_dimensions lhs_dilation output_batch_dimension output_feature_dimension output_spatial_dimensions padding precision_config rhs_dilation window_reversal window_strides",
    "cosine_v2": "result_accuracy",
    "cross-replica-sum_v1": "replica_groups",
    "custom_call_v1": "api_version backend_config call_target_name called_computations has_side_effect operand_layouts output_operand_aliases result_layouts",
    "custom_call_v2": "api_version backend_config call_target_name called_computations has_side_effect operand_layouts output_operand_aliases result_layouts result_tilings",
    "dot_general_v1": "lhs_batching_dimensions lhs_contracting_dimensions precision_config rhs_batching_dimensions rhs_contracting_dimensions",
    "dot_general_v2": "accumulation_type allow_imprecise_accumulation lhs_batching_dimensions lhs_component_count lhs_contracting_dimensions lhs_precision_type num_primitive_operations precision_config rhs_batching_dimensions rhs_component_count rhs_contracting_dimensions rhs_precision_type",
    "dot_v1": "precision_config",
    "dynamic_broadcast_in_dim_v1": "broadcast_dimensions known_expanding_dimensions known_nonexpanding_dimensions",
    "dynamic_conv_v1": "batch_group_count feature_group_count input_batch_dimension input_feature_dimension input_spatial_dimensions kernel_input_feature_dimension kernel_output_feature_dimension kernel_spatial_dimensions lhs_dilation output_batch_dimension output_feature_dimension output_spatial_dimensions padding precision_config rhs_dilation window_reversal window_strides",
    "dynamic_conv_v2": "batch_group_count feature_group_count input_batch_dimension input_feature_dimension input_spatial_dimensions kernel_input_feature_dimension kernel_output_feature_dimension kernel_spatial_dimensions lhs_dilation output_batch_dimension output_feature_dimension output_spatial_dimensions precision_config rhs_dilation window_reversal window_strides",
    "dynamic_gather_v1": "collapsed_slice_dims index_vector_dim indices_are_sorted offset_dims start_index_map",
    "dynamic_gather_v2": "collapsed_slice_dims index_vector_dim indices_are_sorted offset_dims operand_batching_dims start_index_map start_indices_batching_dims",
    "dynamic_iota_v1": "iota_dimension",
    "dynamic_slice_v1": "slice_sizes",
    "einsum_v1": "einsum_config",
    "exponential_minus_one_v2": "result_accuracy",
    "exponential_v2": "result_accuracy",
    "fft_v1": "fft_length fft_type",
    "func_v1": "arg_attrs function_type res_attrs sym_name sym_visibility",
    "gather_v1": "collapsed_slice_dims index_vector_dim indices_are_sorted offset_dims slice_sizes start_index_map",
    "gather_v2": "collapsed_slice_dims index_vector_dim indices_are_sorted offset_dims operand_batching_dims slice_sizes start_index_map start_indices_batching_dims",
    "get_dimension_size_v1": "dimension",
    "get_tuple_element_v1": "index",
    "infeed_v1": "infeed_config layout",
    "iota_v1": "iota_dimension",
    "log_plus_one_v2": "result_accuracy",
    "logistic_v2": "result_accuracy",
    "log_v2": "result_accuracy",
    "map_v1": "dimensions",
    "outfeed_v1": "outfeed_config",
    "pad_v1": "edge_padding_high edge_padding_low interior_padding",
    "recv_v1": "channel_id channel_type is_host_transfer",
    "recv_v2": "channel_id channel_type is_host_transfer source_target_pairs",
    "reduce_v1": "dimensions",
    "reduce_precision_v1": "exponent_bits mantissa_bits",
    "reduce_scatter_v1": "channel_id replica_groups scatter_dimension use_global_device_ids",
    "reduce_window_v1": "base_dilations padding window_dilations window_dimensions window_strides",
    "reverse_v1": "dimensions",
    "rng_bit_generator_v1": "rng_algorithm",
    "rng_v1": "rng_distribution",
    "rsqrt_v2": "result_accuracy",
    "scatter_v1": "index_vector_dim indices_are_sorted inserted_window_dims scatter_dims_to_operand_dims unique_indices update_window_dims",
    "scatter_v2": "index_vector_dim indices_are_sorted input_batching_dims inserted_window_dims scatter_dims_to_operand_dims scatter_indices_batching_dims unique_indices update_window_dims",
    "select_and_scatter_v1": "padding window_dimensions window_strides",
    "send_v1": "channel_id channel_type is_host_transfer",
    "send_v2": "channel_id channel_type is_host_transfer source_target_pairs",
    "set_dimension_size_v1": "dimension",
    "sine_v2": "result_accuracy",
    "slice_v1": "limit_indices start_indices strides",
    "sort_v1": "dimension is_stable",
    "sqrt_v2": "result_accuracy",
    "tan_v2": "result_accuracy",
    "tanh_v2": "result_accuracy",
    "torch_index_select_v1": "batch_dims dim",
    "transpose_v1": "permutation",
    "triangular_solve_v1": "left_side lower transpose_a unit_diagonal",
    "unary_einsum_v1": "einsum_config",
}

VHLO_OPS = frozenset("""
    abs_v1 add_v1 after_all_v1 all_gather_v1 all_gather_v2 all_reduce_v1 all_reduce_v2
    all_to_all_v1 all_to_all_v2 and_v1 async_done_v1 async_start_v1 atan2_v1 batch_norm_grad_v1
    batch_norm_inference_v1 batch_norm_training_v1 bitcast_convert_v1 broadcast_in_dim_v1
    broadcast_v1 call_v1 case_v1 cbrt_v1 cbrt_v2 ceil_v1 cholesky_v1 clamp_v1
    collective_broadcast_v1 collective_broadcast_v2 collective_permute_v1 collective_reduce_v1
    compare_v1 complex_v1 composite_v1 composite_v2 concatenate_v1 constant_v1 convert_v1
    convolution_v1 cosine_v1 cosine_v2 count_leading_zeros_v1 create_token_v1
    cross-replica-sum_v1 custom_call_v1 custom_call_v2 divide_v1 dot_general_v1 dot_general_v2
    dot_v1 dynamic_broadcast_in_dim_v1 dynamic_conv_v1 dynamic_conv_v2 dynamic_gather_v1
    dynamic_gather_v2 dynamic_iota_v1 dynamic_pad_v1 dynamic_reshape_v1 dynamic_slice_v1
    dynamic_update_slice_v1 einsum_v1 exponential_minus_one_v1 exponential_minus_one_v2
    exponential_v1 exponential_v2 fft_v1 floor_v1 func_v1 gather_v1 gather_v2
    get_dimension_size_v1 get_tuple_element_v1 if_v1 imag_v1 infeed_v1 iota_v1 is_finite_v1
    log_plus_one_v1 log_plus_one_v2 log_v1 log_v2 logistic_v1 logistic_v2 map_v1 maximum_v1
    minimum_v1 multiply_v1 negate_v1 not_v1 optimization_barrier_v1 or_v1 outfeed_v1 pad_v1
    partition_id_v1 popcnt_v1 power_v1 real_dynamic_slice_v1 real_v1 recv_v1 recv_v2
    reduce_precision_v1 reduce_scatter_v1 reduce_v1 reduce_window_v1 remainder_v1 replica_id_v1
    reshape_v1 return_v1 reverse_v1 rng_bit_generator_v1 rng_v1 round_nearest_afz_v1
    round_nearest_even_v1 rsqrt_v1 rsqrt_v2 scatter_v1 scatter_v2 select_and_scatter_v1
    select_v1 send_v1 send_v2 set_dimension_size_v1 shift_left_v1 shift_right_arithmetic_v1
    shift_right_logical_v1 sign_v1 sine_v1 sine_v2 slice_v1 sort_v1 sqrt_v1 sqrt_v2 subtract_v1
    tan_v1 tan_v2 tanh_v1 tanh_v2 torch_index_select_v1 transpose_v1 triangular_solve_v1
    tuple_v1 unary_einsum_v1 uniform_dequantize_v1 uniform_quantize_v1 while_v1 xor_v1
""".split())
"""Every VHLO op (the dialect allows no others)."""

# name -> (sorted attribute names, names of the optional ones)
_OTHER = {
    "builtin.module": (("sym_name", "sym_visibility"), {"sym_name", "sym_visibility"}),
    "func.func": (("arg_attrs", "function_type", "no_inline", "res_attrs", "sym_name", "sym_visibility"),
                  {"arg_attrs", "no_inline", "res_attrs", "sym_visibility"}),
    "func.call": (("arg_attrs", "callee", "no_inline", "res_attrs"), {"arg_attrs", "no_inline", "res_attrs"}),
    "arith.constant": (("value",), set()),
    "interpreter.probe": (("probe_id",), set()),
    "chlo.ragged_dot": (("precision_config", "ragged_dot_dimension_numbers"), {"precision_config"}),
    "chlo.broadcast_compare": (("broadcast_dimensions", "compare_type", "comparison_direction"),
                               {"broadcast_dimensions", "compare_type"}),
    "chlo.constant": (("value",), set()),
    "chlo.constant_like": (("value",), set()),
    "chlo.top_k": (("is_stable", "k"), {"is_stable"}),
    # ChloOps.td's broadcasting binary ops: one optional attribute
    **{name: (("broadcast_dimensions",), {"broadcast_dimensions"}) for name in CHLO_BROADCAST_OPS
       if name != "chlo.broadcast_compare"},
    # Shardy (ops.td): OptionalAttr and DefaultValuedAttr are written as optional references
    "sdy.mesh": (("mesh", "sym_name"), set()),
    "sdy.sharding_constraint": (("sharding",), set()),
    "sdy.reshard": (("sharding",), set()),
    "sdy.manual_computation": (("in_shardings", "manual_axes", "out_shardings"), set()),
    "sdy.named_computation": (("in_shardings", "name", "out_shardings"), {"in_shardings", "out_shardings"}),
    "sdy.sharding_group": (("group_id",), set()),
    "sdy.propagation_barrier": (("allowed_direction",), set()),
    "sdy.data_flow_edge": (("sharding",), {"sharding"}),
    "sdy.constant": (("value",), set()),
    "sdy.all_gather": (("gathering_axes", "out_sharding"), set()),
    "sdy.all_slice": (("out_sharding", "slicing_axes"), set()),
    "sdy.all_to_all": (("out_sharding", "params"), set()),
    "sdy.collective_permute": (("out_sharding",), set()),
    "sdy.all_reduce": (("out_sharding", "reduction_axes", "reduction_op"), {"reduction_op"}),
    "sdy.reduce_scatter": (("out_sharding", "reduce_scatter_axes", "reduction_op"), {"reduction_op"}),
    "sdy.sharded_to_unreduced": (("axes", "out_sharding"), set()),
    "sdy.replicated_to_unreduced": (("axes", "out_sharding"), set()),
}

_NONE: frozenset = frozenset()


def properties_of(op_name: str) -> tuple[tuple[str, ...], frozenset | set] | None:
    """(sorted property names, optional names) of an op that stores properties, else None."""
    if op_name.startswith("vhlo."):
        names = VHLO_PROPERTIES.get(op_name[5:])
        return None if names is None else (tuple(names.split()), _NONE)
    return _OTHER.get(op_name)
