// MLIR's attribute aliases (expected text: upstream's print_stablehlo.mlir; the names are the
// sparse_tensor dialect's alias, numbered after the first in order of first use): each distinct
// sparse encoding is defined once before the module and named where it is used. The output reads
// back to the same text, and -emit-bytecode keeps every attribute (a channel handle's type, values
// at their default).
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s
// RUN: stablehlo-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-opt -emit-bytecode %s | stablehlo-opt > %t.1
// RUN: diff %t.0 %t.1

#CSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : dense, d1 : compressed)
}>
#DCSR = #sparse_tensor.encoding<{
  map = (d0, d1) -> (d0 : compressed, d1 : compressed)
}>

// CHECK:      #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// CHECK-NEXT: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @encodings(%arg0: tensor<10x20xf32, #sparse>, %arg1: tensor<10x20xf32, #sparse1>, %arg2: tensor<10x20xf32>) -> tensor<10x20xf32> {
// CHECK-NEXT: %0 = stablehlo.add %arg0, %arg1 : (tensor<10x20xf32, #sparse>, tensor<10x20xf32, #sparse1>) -> tensor<10x20xf32>
// CHECK-NEXT: %1 = stablehlo.complex %arg0, %arg0 : (tensor<10x20xf32, #sparse>, tensor<10x20xf32, #sparse>) -> tensor<10x20xcomplex<f32>>
// CHECK-NEXT: %2 = stablehlo.complex %arg2, %arg2 : tensor<10x20xcomplex<f32>>
// GENERIC:      #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// GENERIC-NEXT: #sparse1 = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed, d1 : compressed) }>
// GENERIC-NEXT: "builtin.module"() ({
func.func @encodings(%arg0: tensor<10x20xf32, #CSR>, %arg1: tensor<10x20xf32, #DCSR>, %arg2: tensor<10x20xf32>) -> tensor<10x20xf32> {
  %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<10x20xf32, #CSR>, tensor<10x20xf32, #DCSR>) -> tensor<10x20xf32>
  %1 = "stablehlo.complex"(%arg0, %arg0) : (tensor<10x20xf32, #CSR>, tensor<10x20xf32, #CSR>) -> tensor<10x20xcomplex<f32>>
  %2 = "stablehlo.complex"(%arg2, %arg2) : (tensor<10x20xf32>, tensor<10x20xf32>) -> tensor<10x20xcomplex<f32>>
  func.return %0 : tensor<10x20xf32>
}

// CHECK-LABEL: func.func @bytecode_keeps
// CHECK-NEXT: "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}>
// CHECK: stablehlo.dot %arg1, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
func.func @bytecode_keeps(%arg0: tensor<10xf32>, %arg1: tensor<3xf32>) -> tensor<10xf32> {
  %0 = "stablehlo.all_reduce"(%arg0) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>} : (tensor<10xf32>) -> tensor<10xf32>
  %1 = stablehlo.dot %arg1, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0 : tensor<10xf32>
}
