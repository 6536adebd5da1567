// Each function names its values anew: a probe in one function does not rename the uses of a
// same-named value in the next (found by tools/preserve.py on print_stablehlo.mlir).
// RUN: stablehlo-opt --interpreter-instrument-with-probe %s | stablehlo-opt | FileCheck %s

// CHECK-LABEL: func.func @first
// CHECK:         interpreter.probe
// CHECK-LABEL: func.func @second
// CHECK:         %[[T:.*]] = stablehlo.create_token
// CHECK-NEXT:    return %[[T]]
func.func @first(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.add %x, %x : tensor<i32>
  return %0 : tensor<i32>
}
func.func @second() -> !stablehlo.token {
  %0 = stablehlo.create_token : !stablehlo.token
  return %0 : !stablehlo.token
}
