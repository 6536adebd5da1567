// Seed 3008: a program cut after many spaces made the lexer retry every split of them
// (exponential); white space and comments are now skipped without backtracking.
// RUN: not stablehlo-translate --verify %s 2>&1 | FileCheck %s
// CHECK: error: unexpected end of input
func.func @f(%a: tensor<2xi32>) {
  %0 = "stablehlo.gather"(%a) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                                            