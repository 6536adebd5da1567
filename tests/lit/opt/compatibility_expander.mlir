// --stablehlo-compatibility-expander=target=V: gather/scatter batching dimensions (< 1.1.0), tan
// (< 1.4.0), mesh-axes replica groups (< 1.16.0) become older forms; the program computes the same
// values (interpreted before and after); a newer target leaves the ops alone; a bad target is an error.
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.0.0 %s | FileCheck %s
// RUN: stablehlo-translate --interpret %s
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.0.0 %s | stablehlo-translate --interpret
// RUN: stablehlo-opt --stablehlo-compatibility-expander=target=1.16.0 %s | FileCheck %s --check-prefix=NEW
// RUN: not stablehlo-opt --stablehlo-compatibility-expander=target=1.x %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not stablehlo-opt --stablehlo-compatibility-expander %s 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not stablehlo-opt --stablehlo-compatibility-expander=target=9.0.0 %s 2>&1 | FileCheck %s --check-prefix=FUTURE

// CHECK-LABEL: func.func @main
// CHECK:       stablehlo.iota dim = 0 : tensor<2x1xi32>
// CHECK:       stablehlo.concatenate {{.*}}, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
// CHECK:       "stablehlo.gather"
// CHECK-SAME:  collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>
// CHECK-NOT:   batching_dims
// CHECK:       stablehlo.sine
// CHECK:       stablehlo.cosine
// CHECK:       stablehlo.divide
// CHECK:       stablehlo.tanh
// CHECK-NOT:   stablehlo.tan {{.*}}complex
// CHECK:       "stablehlo.scatter"
// CHECK-SAME:  inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]
// NEW:         operand_batching_dims = [0]
// NEW:         stablehlo.tan %
// NEW:         input_batching_dims = [0]
// BAD:         error: Invalid target version argument. Target version must be of the form `#.#.#`.
// NONE:        error: No target version specified. Target version must be of the form `#.#.#`.
// FUTURE:      error: target version is greater than current version.
func.func @main() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %indices = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %g = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0],
      start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>, indices_are_sorted = false
  } : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2xi32>
  check.expect_eq_const %g, dense<[3, 4]> : tensor<2xi32>
  %x = stablehlo.constant dense<[0.5, -1.25]> : tensor<2xf32>
  %t = stablehlo.tan %x : tensor<2xf32>
  check.expect_almost_eq_const %t, dense<[0.546302497, -3.00956964]> : tensor<2xf32>
  %z = stablehlo.constant dense<[(0.5, 0.25), (-1.0, 2.0)]> : tensor<2xcomplex<f64>>
  %tz = stablehlo.tan %z : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %tz, dense<[(0.504500702698564, 0.3124206925025888), (-0.03381282607989669, 1.0147936161466335)]> : tensor<2xcomplex<f64>>
  %updates = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %s = "stablehlo.scatter"(%operand, %indices, %updates) <{
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0],
      scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>
  }> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %sum = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %sum : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %s, dense<[[1, 2, 13], [24, 5, 6]]> : tensor<2x3xi32>
  func.return
}
