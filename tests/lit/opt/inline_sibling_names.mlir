// -inline: a call result whose name a sibling region also defines (a region's names end with it)
// is replaced only where the call's result is visible; the region's own value stays, and the
// program computes the same (upstream's random_gamma and random_randint testdata do this).
// RUN: stablehlo-translate --interpret %s
// RUN: stablehlo-opt -inline %s | FileCheck %s
// RUN: stablehlo-opt -inline %s | stablehlo-translate --interpret

// CHECK-LABEL: func.func @main
// CHECK:       stablehlo.while
// CHECK:       cond {
// CHECK-NEXT:    %[[LT:.*]] = stablehlo.compare LT
// CHECK-NEXT:    stablehlo.return %[[LT]] : tensor<i1>
// CHECK-NOT:   call
func.func private @ten() -> tensor<i64> {
  %0 = stablehlo.constant dense<10> : tensor<i64>
  func.return %0 : tensor<i64>
}

func.func @main() {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %w = stablehlo.while(%i = %zero) : tensor<i64>
   cond {
    %5 = stablehlo.compare LT, %i, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %5 : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i64>
    %next = stablehlo.add %i, %one : tensor<i64>
    stablehlo.return %next : tensor<i64>
  }
  %5 = func.call @ten() : () -> tensor<i64>
  %p = stablehlo.constant dense<true> : tensor<i1>
  %r = "stablehlo.if"(%p) ({
    %s = stablehlo.add %5, %w : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }, {
    stablehlo.return %5 : tensor<i64>
  }) : (tensor<i1>) -> tensor<i64>
  check.expect_eq_const %r, dense<13> : tensor<i64>
  func.return
}
