// RUN: stablehlo-translate --infer -split-input-file %s | FileCheck %s

// A loop whose body keeps the carried shape: the static shape flows through the loop.
// CHECK-LABEL: func.func @keeps_shape
// CHECK-SAME: -> tensor<2x3xf32>
// CHECK: stablehlo.while(%i = %c, %x = %a0) : tensor<i32>, tensor<2x3xf32>
// CHECK: stablehlo.multiply %x, %x : tensor<2x3xf32>
// CHECK: stablehlo.return %j, %y : tensor<i32>, tensor<2x3xf32>
// CHECK: return %0#1 : tensor<2x3xf32>
func.func @keeps_shape(%a: tensor<2x3xf32>, %n: tensor<i32>) -> tensor<?x?xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %a0 = stablehlo.abs %a : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %0:2 = stablehlo.while(%i = %c, %x = %a0) : tensor<i32>, tensor<?x?xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %y = stablehlo.multiply %x, %x : tensor<?x?xf32>
      stablehlo.return %j, %y : tensor<i32>, tensor<?x?xf32>
    }
  func.return %0#1 : tensor<?x?xf32>
}

// -----

// A loop whose body grows dimension 0: the fixed point keeps only dimension 1 (the operand
// stays more specific than the carried type; the pretty form, which upstream's printWhileOp
// always uses, states the operands' types only).
// CHECK-LABEL: func.func @grows
// CHECK-SAME: -> tensor<?x3xf32>
// CHECK: stablehlo.while(%i = %c, %x = %a0) : tensor<i32>, tensor<2x3xf32>
// CHECK: stablehlo.concatenate %x, %x, dim = 0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK: stablehlo.return %j, %y : tensor<i32>, tensor<?x3xf32>
// CHECK: return %0#1 : tensor<?x3xf32>
func.func @grows(%a: tensor<2x3xf32>, %n: tensor<i32>) -> tensor<?x?xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %a0 = stablehlo.abs %a : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %0:2 = stablehlo.while(%i = %c, %x = %a0) : tensor<i32>, tensor<?x?xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %one : tensor<i32>
      %y = stablehlo.concatenate %x, %x, dim = 0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
      stablehlo.return %j, %y : tensor<i32>, tensor<?x?xf32>
    }
  func.return %0#1 : tensor<?x?xf32>
}

// -----

// if: the results join what the branches yield; tensor.cast ops keep the branches' yields equal.
// CHECK-LABEL: func.func @if
// CHECK-SAME: -> tensor<?x3xf32>
// CHECK: %[[X:.*]] = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
// CHECK: stablehlo.return %[[X]] : tensor<?x3xf32>
// CHECK: %[[Y:.*]] = tensor.cast %y : tensor<4x3xf32> to tensor<?x3xf32>
// CHECK: stablehlo.return %[[Y]] : tensor<?x3xf32>
// CHECK: }) : (tensor<i1>) -> tensor<?x3xf32>
func.func @if(%p: tensor<i1>, %a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<?x?xf32> {
  %0 = "stablehlo.if"(%p) ({
    %x = stablehlo.abs %a : (tensor<2x3xf32>) -> tensor<?x?xf32>
    stablehlo.return %x : tensor<?x?xf32>
  }, {
    %y = stablehlo.abs %b : (tensor<4x3xf32>) -> tensor<?x?xf32>
    stablehlo.return %y : tensor<?x?xf32>
  }) : (tensor<i1>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}
