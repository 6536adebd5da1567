// --stablehlo-wrap-in-composite: the named ops become composites of private functions holding a
// copy of the op (a taken name gets _N, as MLIR's SymbolTable renames); the program computes the
// same (interpreted before and after); unknown op names are a warning.
// RUN: stablehlo-translate --interpret %s
// RUN: stablehlo-opt '--stablehlo-wrap-in-composite=op-names=stablehlo.add,stablehlo.multiply,foo.bar' %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: stablehlo-opt '--stablehlo-wrap-in-composite=op-names=stablehlo.add,stablehlo.multiply' %s | stablehlo-translate --interpret
// RUN: stablehlo-opt '--stablehlo-wrap-in-composite=op-names=stablehlo.add version=3' %s | FileCheck %s --check-prefix=VERSION

// WARN: Warning: Unknown op name in opNamesOption: 'foo.bar' is not a registered operation.
// CHECK-LABEL: func.func @main
// CHECK:       %[[SUM:.*]] = stablehlo.composite "stablehlo.add" %{{.*}}, %{{.*}} {decomposition = @stablehlo.add.impl_0} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
// CHECK:       stablehlo.composite "stablehlo.multiply" %[[SUM]], %{{.*}} {decomposition = @stablehlo.multiply.impl} : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
// CHECK-LABEL: func.func private @stablehlo.add.impl(
// CHECK:       stablehlo.subtract
// CHECK-LABEL: func.func private @stablehlo.multiply.impl(
// CHECK-NEXT:  %[[P:.*]] = stablehlo.multiply %arg0, %arg1 : tensor<2xi32>
// CHECK-NEXT:  return %[[P]]
// CHECK-LABEL: func.func private @stablehlo.add.impl_0(
// CHECK-NEXT:  %[[S:.*]] = stablehlo.add %arg0, %arg1 : tensor<2xi32>
// CHECK-NEXT:  return %[[S]]
// VERSION:     stablehlo.composite "stablehlo.add" %{{.*}}, %{{.*}} {decomposition = @stablehlo.add.impl_0, version = 3 : i32}

func.func @main() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %b = stablehlo.constant dense<[3, 5]> : tensor<2xi32>
  %sum = stablehlo.add %a, %b : tensor<2xi32>
  %product = stablehlo.multiply %sum, %b : tensor<2xi32>
  check.expect_eq_const %product, dense<[12, 35]> : tensor<2xi32>
  func.return
}

func.func private @stablehlo.add.impl(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.subtract %a, %b : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
