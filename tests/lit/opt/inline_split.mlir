// RUN: stablehlo-opt --inline -split-input-file %s | FileCheck %s
// RUN: stablehlo-opt --inline -split-input-file %s | stablehlo-translate --interpret -split-input-file | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    stablehlo.constant
// CHECK-NEXT:    stablehlo.abs
// CHECK-NEXT:    return
// CHECK-NOT:   func.func private @callee
// RESULT-LABEL: Evaluated results of function: main
// RESULT-NEXT:  tensor<f32> {2.500000e+00}
func.func @main() -> tensor<f32> {
  %arg0 = stablehlo.constant dense<-2.5> : tensor<f32>
  %0 = func.call @callee(%arg0) : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

func.func private @callee(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %arg0 : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// Several results, one of them the callee's argument itself; a declaration is not inlined.
// CHECK-LABEL: func.func @pair
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<7>
// CHECK-NEXT:    %[[N:.*]] = stablehlo.negate %[[C]]
// CHECK-NEXT:    %[[S:.*]] = stablehlo.subtract %[[N]], %[[C]]
// CHECK-NEXT:    check.expect_eq_const %[[S]], dense<-14>
// CHECK-NEXT:    return
// CHECK-NOT:   @two
// RESULT: Evaluated results of function: pair
func.func @pair() {
  %c = stablehlo.constant dense<7> : tensor<i32>
  %0:2 = func.call @two(%c) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
  %1 = stablehlo.subtract %0#1, %0#0 : tensor<i32>
  check.expect_eq_const %1, dense<-14> : tensor<i32>
  func.return
}

func.func private @two(%x: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  %0 = stablehlo.negate %x : tensor<i32>
  func.return %x, %0 : tensor<i32>, tensor<i32>
}
