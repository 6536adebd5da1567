// --stablehlo-legalize-composite-to-call: composites become calls of their decompositions, except the
// names listed in `except`; the program computes the same.
// RUN: stablehlo-opt --stablehlo-legalize-composite-to-call %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-legalize-composite-to-call=except=my.add_two %s | FileCheck %s --check-prefix=EXCEPT
// RUN: stablehlo-opt '--stablehlo-legalize-composite-to-call=except=my.add_two,my.triple' %s | FileCheck %s --check-prefix=BOTH
// RUN: stablehlo-opt --stablehlo-legalize-composite-to-call %s | stablehlo-translate --interpret
// RUN: stablehlo-opt --stablehlo-legalize-composite-to-call -inline %s | FileCheck %s --check-prefix=INLINED

// CHECK-LABEL: func.func @main
// CHECK:       %[[A:.*]] = call @add_two(%{{.*}}) : (tensor<i64>) -> tensor<i64>
// CHECK-NEXT:  %[[B:.*]]:2 = call @triple(%[[A]]) : (tensor<i64>) -> (tensor<i64>, tensor<i64>)
// CHECK-NOT:   stablehlo.composite
// EXCEPT:      stablehlo.composite "my.add_two"
// EXCEPT:      call @triple
// BOTH:        stablehlo.composite "my.add_two"
// BOTH:        stablehlo.composite "my.triple"
// INLINED-NOT: call
// INLINED-NOT: func.func private

func.func private @add_two(%arg0: tensor<i64>) -> tensor<i64> {
  %0 = stablehlo.constant dense<2> : tensor<i64>
  %1 = stablehlo.add %arg0, %0 : tensor<i64>
  func.return %1 : tensor<i64>
}

func.func private @triple(%arg0: tensor<i64>) -> (tensor<i64>, tensor<i64>) {
  %0 = stablehlo.add %arg0, %arg0 : tensor<i64>
  %1 = stablehlo.add %0, %arg0 : tensor<i64>
  func.return %1, %arg0 : tensor<i64>, tensor<i64>
}

func.func @main() {
  %0 = stablehlo.constant dense<1> : tensor<i64>
  %1 = stablehlo.composite "my.add_two" %0 {
    composite_attributes = {n = 2 : i64},
    decomposition = @add_two
  } : (tensor<i64>) -> tensor<i64>
  %2:2 = stablehlo.composite "my.triple" %1 {decomposition = @triple, version = 1 : i32}
      : (tensor<i64>) -> (tensor<i64>, tensor<i64>)
  check.expect_eq_const %2#0, dense<9> : tensor<i64>
  check.expect_eq_const %2#1, dense<3> : tensor<i64>
  func.return
}
