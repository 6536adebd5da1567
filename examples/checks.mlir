// Programs that check themselves; each '// -----' chunk runs on its own:
//   stablehlo-translate --interpret -split-input-file examples/checks.mlir
func.func @main() {
  %0 = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %1 = stablehlo.add %0, %0 : tensor<3xi32>
  check.expect_eq_const %1, dense<[2, 4, 6]> : tensor<3xi32>
  func.return
}

// -----

func.func @main() {
  %0 = stablehlo.constant dense<[0.0, 1.0]> : tensor<2xf32>
  %1 = stablehlo.exponential %0 : tensor<2xf32>
  check.expect_almost_eq_const %1, dense<[1.0, 2.71828175]> : tensor<2xf32>
  func.return
}
