// --interpret, --verify and --infer read an artifact from a file or stdin; -split-input-file
// means nothing for bytecode (the artifact is one module).
// RUN: stablehlo-translate --serialize --target=current --allow-other-dialects %s -o %t.bc
// RUN: stablehlo-translate --interpret %t.bc | FileCheck %s --check-prefix=OUT
// RUN: stablehlo-translate --serialize --target=current --allow-other-dialects %s | stablehlo-translate --interpret -split-input-file | FileCheck %s --check-prefix=OUT
// RUN: stablehlo-translate --verify %t.bc | FileCheck %s --check-prefix=VERIFY
// RUN: stablehlo-translate --infer %t.bc | FileCheck %s --check-prefix=VERIFY

// OUT-LABEL: Evaluated results of function: main
// OUT-NEXT: tensor<2xi32> {
// OUT-NEXT:   [3, 5]
// OUT-NEXT: }
// VERIFY: func.func @main() -> tensor<2xi32>
// VERIFY: check.expect_eq_const %{{.*}}, dense<[3, 5]> : tensor<2xi32>
func.func @main() -> tensor<2xi32> {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  check.expect_eq_const %0, dense<[3, 5]> : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
