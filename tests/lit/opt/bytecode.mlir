// -emit-bytecode writes MLIR bytecode (the package's writer); stablehlo-opt reads it back
// (bytes starting with ML\xefR) and prints the same module; a broken artifact is an error at its
// byte offset.
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-opt -emit-bytecode %s -o %t.bc
// RUN: stablehlo-opt %t.bc > %t.1
// RUN: diff %t.0 %t.1
// RUN: stablehlo-opt -emit-bytecode %s | stablehlo-opt -inline | FileCheck %s
// RUN: printf 'ML\357R\000' > %t.bad
// RUN: not stablehlo-opt %t.bad 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK:      func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:   %0 = stablehlo.abs %arg0 : tensor<2xf32>
// CHECK-NEXT:   return %0 : tensor<2xf32>
// CHECK-NOT:  @callee
// BAD: .bad: error: {{.*}} (at byte offset {{[0-9]+}})
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = func.call @callee(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
func.func private @callee(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.abs %x : tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
