// A string attribute with a type keeps it through the copy the interpreter makes of a
// module with CHLO ops (to decompose them).
// RUN: stablehlo-translate --interpret %s | FileCheck %s
// RUN: stablehlo-opt %s | FileCheck %s --check-prefix=PRINT

// CHECK: Evaluated results of function: main
// PRINT: attributes {note = "baz" : i32}
func.func @main() attributes {note = "baz" : i32} {
  %c = stablehlo.constant dense<0.5> : tensor<f32>
  %0 = chlo.erf %c : tensor<f32> -> tensor<f32>
  check.expect_almost_eq_const %0, dense<0.520499877> : tensor<f32>
  func.return
}
