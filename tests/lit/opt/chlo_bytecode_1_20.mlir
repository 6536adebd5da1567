// CHLO ops and attributes of 1.20 that jaxlib's CHLO (1.17.0) does not have (top_k's is_stable,
// scan) and unranked operands go through -emit-bytecode and back unchanged (top_k stores k and
// is_stable as properties, ChloOps.td); the module also runs the same from its bytecode.
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-opt -emit-bytecode %s -o %t.bc
// RUN: stablehlo-opt %t.bc > %t.1
// RUN: diff %t.0 %t.1
// RUN: stablehlo-opt %t.bc | FileCheck %s
// RUN: stablehlo-translate --interpret %t.bc | FileCheck %s --check-prefix=OUT

// CHECK: chlo.top_k(%arg0, k = 2, is_stable = false) : tensor<*xf32> -> (tensor<*xf32>, tensor<*xi32>)
// CHECK: chlo.top_k(%c, k = 1) : tensor<3xi32> -> (tensor<1xi32>, tensor<1xi32>)
// CHECK: chlo.scan(%c) inits (%c_0) dimension=0
// OUT-LABEL: Evaluated results of function: main
// OUT-NEXT: tensor<3xi32> {
// OUT-NEXT:   [5, 7, 16]
// OUT-NEXT: }
// OUT-NEXT: tensor<i32> {16}
func.func private @unranked_top_k(%a: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xi32>) {
  %0:2 = chlo.top_k(%a, k = 2, is_stable = false) : tensor<*xf32> -> (tensor<*xf32>, tensor<*xi32>)
  func.return %0#0, %0#1 : tensor<*xf32>, tensor<*xi32>
}
func.func @main() -> (tensor<3xi32>, tensor<i32>) {
  %x = stablehlo.constant dense<[5, 2, 9]> : tensor<3xi32>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %top:2 = chlo.top_k(%x, k = 1) : tensor<3xi32> -> (tensor<1xi32>, tensor<1xi32>)
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %s = stablehlo.add %e, %c : tensor<i32>
    stablehlo.return %s, %s : tensor<i32>, tensor<i32>
  } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<3xi32>, tensor<i32>
}
