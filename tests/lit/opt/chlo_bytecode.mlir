// -emit-bytecode of CHLO programs: MLIR bytecode of the chlo dialect (ChloBytecode.cpp encodes
// comparison_direction and comparison_type; the other CHLO attributes, #chlo.ragged_dot and
// #chlo<precision>, and #complex.number are written as their text), inherent attributes in the
// properties section. Reading it back gives the same module; the bytes (debug info stripped) are
// those jaxlib 0.10.2's MLIR writes for this file (Inputs/chlo_ops.jaxlib.mlirbc, made by
// `python tools/jaxlib_bytes.py --emit-bytecode --save tests/lit/opt/Inputs/chlo_ops.jaxlib.mlirbc
// tests/lit/opt/chlo_bytecode.mlir`) but for the producer string: ours is 17 characters
// (StableHLO_v1.20.0), jaxlib's 13 (MLIR23.0.0git), so the bytes are compared after it.
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-opt -emit-bytecode %s | stablehlo-opt > %t.1
// RUN: diff %t.0 %t.1
// RUN: stablehlo-opt --strip-debuginfo -emit-bytecode %s -o %t.bc
// RUN: cmp -i 23:19 %t.bc %S/Inputs/chlo_ops.jaxlib.mlirbc
// RUN: stablehlo-opt %S/Inputs/chlo_ops.jaxlib.mlirbc > %t.2
// RUN: diff %t.0 %t.2
// RUN: stablehlo-opt -emit-bytecode %s | stablehlo-opt | FileCheck %s

// CHECK-LABEL: func.func @unary
// CHECK: chlo.asin %arg2 : tensor<*xf16> -> tensor<*xf16>
// CHECK: chlo.is_neg_inf %arg2 : tensor<*xf16> -> tensor<*xi1>
// CHECK: chlo._asin_acos_kernel %arg1 : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
// CHECK-LABEL: func.func @broadcast
// CHECK: chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>}
// CHECK: chlo.broadcast_xor %arg2, %arg3 {broadcast_dimensions = array<i64>}
// CHECK: chlo.broadcast_compare %arg0, %arg1 {compare_type = #chlo<comparison_type TOTALORDER>, comparison_direction = #chlo<comparison_direction GE>}
// CHECK: chlo.broadcast_compare %arg2, %arg3 {broadcast_dimensions = array<i64>, compare_type = #chlo<comparison_type UNSIGNED>, comparison_direction = #chlo<comparison_direction NE>}
// CHECK: chlo.broadcast_add %arg5, %arg0 : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
// CHECK-LABEL: func.func @constants
// CHECK: chlo.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK: "chlo.constant_like"(%arg0) <{value = 7 : i32}>
// CHECK: "chlo.constant_like"(%arg0) <{value = #complex.number<:f32 1.000000e+00, 2.000000e+00> : complex<f32>}>
// CHECK-LABEL: func.func @ragged
// CHECK: precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
// CHECK-LABEL: func.func @mulhi
// CHECK: chlo.mulhi %arg0, %arg1 : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>

func.func @unary(%f: tensor<2x3xf32>, %c: tensor<2xcomplex<f64>>, %u: tensor<*xf16>) -> tensor<2x3xf32> {
  %0 = chlo.acos %f : tensor<2x3xf32> -> tensor<2x3xf32>
  %1 = chlo.acosh %c : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %2 = chlo.asin %u : tensor<*xf16> -> tensor<*xf16>
  %3 = chlo.asinh %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %4 = chlo.atan %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %5 = chlo.atanh %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %6 = chlo.bessel_i1e %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %7 = chlo.conj %c : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %8 = chlo.cosh %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %9 = chlo.digamma %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %10 = chlo.erf %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %11 = chlo.erf_inv %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %12 = chlo.erfc %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %13 = chlo.is_inf %0 : tensor<2x3xf32> -> tensor<2x3xi1>
  %14 = chlo.is_neg_inf %u : tensor<*xf16> -> tensor<*xi1>
  %15 = chlo.is_pos_inf %0 : tensor<2x3xf32> -> tensor<2x3xi1>
  %16 = chlo.lgamma %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %17 = chlo.sinh %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %18 = chlo.square %c : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %19 = chlo.tan %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %20 = chlo.next_after %0, %19 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %21 = chlo.polygamma %0, %20 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %22 = chlo.zeta %21, %20 : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %23 = chlo._asin_acos_kernel %c : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  return %22 : tensor<2x3xf32>
}
func.func @broadcast(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %i: tensor<?x3xi32>, %j: tensor<i32>, %p: tensor<2x3xi1>, %u: tensor<*xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_atan2 %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = chlo.broadcast_divide %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = chlo.broadcast_maximum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %4 = chlo.broadcast_minimum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %5 = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %6 = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %7 = chlo.broadcast_polygamma %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %8 = chlo.broadcast_power %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %9 = chlo.broadcast_remainder %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %10 = chlo.broadcast_shift_left %i, %j : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  %11 = chlo.broadcast_shift_right_arithmetic %i, %j : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  %12 = chlo.broadcast_shift_right_logical %i, %j : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  %13 = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %14 = chlo.broadcast_zeta %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %15 = chlo.broadcast_and %i, %j : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  %16 = chlo.broadcast_or %p, %p : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %17 = chlo.broadcast_xor %i, %j {broadcast_dimensions = array<i64>} : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi32>
  %18 = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  %19 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type TOTALORDER>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %20 = chlo.broadcast_compare %i, %j {broadcast_dimensions = array<i64>, comparison_direction = #chlo<comparison_direction NE>, compare_type = #chlo<comparison_type UNSIGNED>} : (tensor<?x3xi32>, tensor<i32>) -> tensor<?x3xi1>
  %21 = chlo.broadcast_select %19, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %22 = chlo.broadcast_add %u, %a : (tensor<*xf32>, tensor<2x3xf32>) -> tensor<*xf32>
  return %21 : tensor<2x3xf32>
}
func.func @constants(%a: tensor<2x?xi64>) -> (tensor<2x2xf32>, tensor<2x?xi32>, tensor<2x?xcomplex<f32>>) {
  %0 = chlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %1 = "chlo.constant_like"(%a) {value = 7 : i32} : (tensor<2x?xi64>) -> tensor<2x?xi32>
  %2 = "chlo.constant_like"(%a) {value = #complex.number<:f32 1.0, 2.0> : complex<f32>} : (tensor<2x?xi64>) -> tensor<2x?xcomplex<f32>>
  %3 = chlo.constant dense<true> : tensor<i1>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<2x?xi32>, tensor<2x?xcomplex<f32>>
}
func.func @ragged(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> (tensor<11x7xf32>, tensor<11x7xf32>) {
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  %1 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>, precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  return %0, %1 : tensor<11x7xf32>, tensor<11x7xf32>
}
func.func @mulhi(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = chlo.mulhi %a, %b : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
