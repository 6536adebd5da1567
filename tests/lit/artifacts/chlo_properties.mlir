// CHLO ops keep their inherent attributes in bytecode's properties section, as MLIR writes
// them (ChloOps.td: broadcast_dimensions, comparison_direction, compare_type, value, k,
// is_stable): an artifact jaxlib wrote with CHLO ops kept (Inputs/chlo_properties.jaxlib.mlirbc,
// this file serialized by jaxlib 0.10.2 for 1.17.0, other dialects allowed) reads, runs, and
// our writer gives its bytes.
// RUN: stablehlo-translate --deserialize %S/Inputs/chlo_properties.jaxlib.mlirbc | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/chlo_properties.jaxlib.mlirbc | FileCheck %s --check-prefix=OUT
// RUN: stablehlo-translate --serialize --target=1.17.0 --strip-debuginfo --allow-other-dialects %s -o %t.mlirbc
// RUN: cmp %t.mlirbc %S/Inputs/chlo_properties.jaxlib.mlirbc
// CHECK: %0 = chlo.broadcast_add %cst, %cst_0 {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
// CHECK: chlo.broadcast_compare %0, %cst_0 {broadcast_dimensions = array<i64: 1>, compare_type = #chlo<comparison_type FLOAT>, comparison_direction = #chlo<comparison_direction GT>}
// CHECK: "chlo.constant_like"(%0) <{value = 1.500000e+00 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: chlo.broadcast_select
// OUT-LABEL: Evaluated results of function: main
// OUT-NEXT: tensor<2x3xf32>
// OUT-NEXT:   [
// OUT-NEXT:     [2.000000e+00, 1.500000e+00, 6.000000e+00],
// OUT-NEXT:     [1.500000e+00, 8.000000e+00, 1.500000e+00]
func.func @main() -> tensor<2x3xf32> {
  %arg0 = stablehlo.constant dense<[[1.0, -2.0, 3.0], [-4.0, 5.0, -6.0]]> : tensor<2x3xf32>
  %arg1 = stablehlo.constant dense<[1.0, 3.0, 3.0]> : tensor<3xf32>
  %0 = chlo.broadcast_add %arg0, %arg1 {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_compare %0, %arg1 {broadcast_dimensions = array<i64: 1>, comparison_direction = #chlo<comparison_direction GT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %2 = "chlo.constant_like"(%0) {value = 1.5 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = chlo.broadcast_select %1, %0, %2 : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}
