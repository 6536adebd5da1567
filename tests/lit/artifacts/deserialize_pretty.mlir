// --deserialize prints as MLIR's printer does (jaxlib's printing of the same artifacts is the
// reference): a function whose arg_attrs/res_attrs hold only empty dictionaries (as JAX's main
// and helper functions carry them in an artifact) prints in its pretty form; values are named
// as MLIR names them (%c, %cst, %iterArg); `func.call` keeps its dialect inside a region of
// another op (only a func.func body has func as default dialect); compare has one space.
// RUN: stablehlo-translate --deserialize %S/../jax/export/Inputs/poly_sort.mlirbc | FileCheck %s --strict-whitespace
// RUN: stablehlo-translate --deserialize %S/../jax/export/Inputs/loc_scan.mlirbc | FileCheck %s --strict-whitespace --check-prefix=SCAN
// RUN: stablehlo-translate --deserialize %S/../jax/export/Inputs/poly_sort.mlirbc | stablehlo-translate --serialize --target=1.17.0 | stablehlo-translate --interpret - --args %S/../jax/export/Inputs/poly_sort.module_args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../jax/export/Inputs/compare.py %t.npz %S/../jax/export/Inputs/poly_sort.expected.npz | FileCheck %s --check-prefix=AGREE

// CHECK:      {{^}}  func.func public @main(%arg0: tensor<?xf32>) -> (tensor<?xf32> {jax.result_info = "result[0]"}, tensor<?xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
// CHECK-NEXT: {{^}}    %c = stablehlo.constant dense<1> : tensor<i32>
// CHECK-NEXT: {{^}}    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
// CHECK-NEXT: {{^}}    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK:      {{^}}    %2:3 = call @_wrapped_jax_export_main(%0, %arg0)
// CHECK-NEXT: {{^}}    return %2#0, %2#1, %2#2 : tensor<?xf32>, tensor<?xi32>, tensor<f32>
// CHECK:      {{^}}  func.func private @sort(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?xf32>) -> tensor<?xf32> {
// CHECK-NOT:  "func.func"

// SCAN:      {{^}}    %2:4 = stablehlo.while(%iterArg = %arg0, %iterArg_2 = %c_1, %iterArg_3 = %0, %iterArg_4 = %1) : tensor<4x2xf32>, tensor<i32>, tensor<2xf32>, tensor<4x2xf32>
// SCAN:      {{^}}      %3 = stablehlo.compare LT, %iterArg_2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
// SCAN:      {{^}}      %3 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_2) : (tensor<4x2xf32>, tensor<i32>) -> tensor<2xf32>
// SCAN:      {{^}}    return %2#2, %2#3 : tensor<2xf32>, tensor<4x2xf32>
// AGREE: agree
