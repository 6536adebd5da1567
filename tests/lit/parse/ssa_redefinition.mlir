// A name defined twice where both are visible (the same region, or a region and one it
// encloses) is MLIR's "redefinition of SSA value", at the second definition; sibling
// regions and separate functions may reuse a name.
// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// CHECK: Evaluated results of function: reuse
// CHECK-NEXT: tensor<i32> {2}
func.func @reuse() -> tensor<i32> {
  %c = stablehlo.constant dense<1> : tensor<i32>
  %0 = "stablehlo.case"(%c) ({
    %r = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %r : tensor<i32>
  }, {
    %r = stablehlo.constant dense<2> : tensor<i32>
    stablehlo.return %r : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @twice() -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  // expected-error@+1 {{redefinition of SSA value '%c'}}
  %c = stablehlo.constant dense<1> : tensor<i32>
  func.return %c : tensor<i32>
}

// -----

func.func @nested() -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %0 = "stablehlo.case"(%c) ({
    // expected-error@+1 {{redefinition of SSA value '%c'}}
    %c = stablehlo.constant dense<1> : tensor<i32>
    stablehlo.return %c : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @group() -> tensor<i32> {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %j = %c0) : tensor<i32>, tensor<i32>
   cond {
    %t = stablehlo.compare LT, %i, %j : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %i, %j : tensor<i32>, tensor<i32>
  }
  // expected-error@+1 {{redefinition of SSA value '%0'}}
  %0 = stablehlo.constant dense<1> : tensor<i32>
  func.return %0 : tensor<i32>
}
