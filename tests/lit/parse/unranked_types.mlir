// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt -emit-bytecode %s | stablehlo-opt | FileCheck %s --check-prefix=BC
// RUN: not stablehlo-opt -split-input-file %S/Inputs/unranked_errors.mlir 2>&1 | FileCheck %S/Inputs/unranked_errors.mlir

// Unranked tensor types parse, print, verify (where the ops' types allow them: func signatures,
// CHLO's HLO_AnyTensor operands) and go through bytecode; elsewhere they are refused with a
// located error (Inputs/unranked_errors.mlir).
// CHECK-LABEL: func.func private @signature
// CHECK-SAME: (tensor<*xf32>, tuple<tensor<*xi4>>, tensor<*x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<*xcomplex<f64>>
// BC-LABEL: func.func private @signature
// BC-SAME: (tensor<*xf32>, tuple<tensor<*xi4>>, tensor<*x!quant.uniform<i8:f32, 1.000000e+00>>) -> tensor<*xcomplex<f64>>
func.func private @signature(%a: tensor<*xf32>, %t: tuple<tensor<*xi4>>, %q: tensor<*x!quant.uniform<i8:f32, 1.0>>) -> tensor<*xcomplex<f64>>

// CHECK-LABEL: func.func @chlo
// CHECK: %0 = chlo.broadcast_add %arg0, %arg1 : (tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
// CHECK: %1 = chlo.is_inf %0 : tensor<*xf32> -> tensor<*xi1>
// BC-LABEL: func.func @chlo
// BC: %1 = chlo.is_inf %0 : tensor<*xf32> -> tensor<*xi1>
func.func @chlo(%a: tensor<*xf32>, %b: tensor<2xf32>) -> tensor<*xi1> {
  %0 = chlo.broadcast_add %a, %b : (tensor<*xf32>, tensor<2xf32>) -> tensor<*xf32>
  %1 = chlo.is_inf %0 : tensor<*xf32> -> tensor<*xi1>
  func.return %1 : tensor<*xi1>
}
