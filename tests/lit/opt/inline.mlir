// -inline as MLIR's inliner: every call whose callee has a body is inlined (public callees too, which
// stay), private functions nothing refers to any more are erased, recursion is unrolled once and
// stops, unused side-effect-free ops go; the program computes the same.
// RUN: stablehlo-opt -inline %s | FileCheck %s
// RUN: stablehlo-opt -inline %s | stablehlo-translate --interpret --args="[dense<[1.0, 2.0]> : tensor<2xf32>]" | FileCheck %s --check-prefix=RESULT
// RUN: stablehlo-translate --interpret %s --args="[dense<[1.0, 2.0]> : tensor<2xf32>]" | FileCheck %s --check-prefix=RESULT

// CHECK-LABEL: func.func @main
// CHECK-NOT:   stablehlo.multiply
// CHECK-NOT:   call @plus_one
// CHECK:       stablehlo.add
// CHECK-NOT:   call @double
// CHECK:       stablehlo.add
// CHECK:       stablehlo.while
// CHECK:       stablehlo.abs
// CHECK:       call @even
// CHECK-NOT:   call
// CHECK:       return
// CHECK-LABEL: func.func @double
// CHECK-NOT:   func.func private @plus_one
// CHECK-NOT:   func.func private @unused
// CHECK-NOT:   func.func private @nested
// CHECK-LABEL: func.func private @even
// CHECK:       call @odd
// CHECK-LABEL: func.func private @odd
// CHECK:       call @even
// RESULT-LABEL: Evaluated results of function: main
// RESULT-NEXT: tensor<2xf32> {
// RESULT-NEXT:   [8.000000e+00, 1.200000e+01]

func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %unused = stablehlo.multiply %a, %a : tensor<2xf32>
  %0 = func.call @plus_one(%a) : (tensor<2xf32>) -> tensor<2xf32>
  %1 = func.call @double(%0) : (tensor<2xf32>) -> tensor<2xf32>
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %2:2 = stablehlo.while(%i = %c0, %x = %1) : tensor<i32>, tensor<2xf32>
    cond {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %lt = stablehlo.compare LT, %i, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %c1 = stablehlo.constant dense<1> : tensor<i32>
      %j = stablehlo.add %i, %c1 : tensor<i32>
      %y = func.call @nested(%x) : (tensor<2xf32>) -> tensor<2xf32>
      stablehlo.return %j, %y : tensor<i32>, tensor<2xf32>
    }
  %3 = func.call @even(%2#1) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %3 : tensor<2xf32>
}

func.func private @plus_one(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<2xf32>
  %0 = stablehlo.add %x, %c : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

func.func @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %x, %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

func.func private @nested(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.abs %x : tensor<2xf32>
  %1 = stablehlo.add %0, %0 : tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

func.func private @unused(%x: tensor<2xf32>) -> tensor<2xf32> {
  func.return %x : tensor<2xf32>
}

// Mutual recursion that never recurses at run time: the last call stays a call.
func.func private @even(%x: tensor<2xf32>) -> tensor<2xf32> {
  %t = stablehlo.constant dense<false> : tensor<i1>
  %0 = "stablehlo.if"(%t) ({
    %1 = func.call @odd(%x) : (tensor<2xf32>) -> tensor<2xf32>
    stablehlo.return %1 : tensor<2xf32>
  }, {
    stablehlo.return %x : tensor<2xf32>
  }) : (tensor<i1>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

func.func private @odd(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @even(%x) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
