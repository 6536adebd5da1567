// The shape refinement pipeline JAX runs on a polymorphic export (expectations from jaxlib's
// passes): the dimension argument becomes a constant in the callee, shape computations fold,
// dynamic ops become static ones, the shape assertion's operands become constants.
// RUN: stablehlo-opt --pass-pipeline='builtin.module(stablehlo-refine-arguments{types=tensor<3x4xf32>},stablehlo-refine-shapes,func.func(stablehlo-canonicalize-dynamism))' %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-refine-arguments='types=tensor<3x4xf32>' --stablehlo-refine-shapes --stablehlo-canonicalize-dynamism %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-refine-arguments='types=tensor<3x4xf32>' --stablehlo-refine-shapes --stablehlo-check-shape-assertions %s | FileCheck %s --check-prefix=CHECKED
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<0x4xf32>' --stablehlo-refine-shapes --stablehlo-check-shape-assertions %s 2>&1 | FileCheck %s --check-prefix=FAILED

// CHECK-LABEL: func.func public @main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT:    %c = stablehlo.constant dense<3> : tensor<i32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT:    stablehlo.custom_call @shape_assertion(%c_0, %c)
// CHECK-NEXT:    %0 = call @_wrapped_jax_export_main(%arg0) : (tensor<3x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:    return %0 : tensor<3x4xf32>
// CHECK-LABEL: func.func private @_wrapped_jax_export_main(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
// CHECK-NEXT:    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
// CHECK-NEXT:    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
// CHECK-NEXT:    %1 = stablehlo.iota dim = 0 : tensor<3x4xf32>
// CHECK-NEXT:    %2 = stablehlo.multiply %arg0, %0 : tensor<3x4xf32>
// CHECK-NEXT:    %3 = stablehlo.add %2, %1 : tensor<3x4xf32>
// CHECK-NEXT:    return %3 : tensor<3x4xf32>

// CHECKED-LABEL: func.func public @main
// CHECKED-NOT: shape_assertion
// CHECKED: call @_wrapped_jax_export_main(%arg0)

// FAILED: refine_pipeline.mlir:[[# @LINE + 6]]:5: error: b = 0 must be >= 1
module @jit_f {
  func.func public @main(%arg0: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32>
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "b = {0} must be >= 1", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
    %2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x4xf32>) -> tensor<?x4xf32>
    return %2 : tensor<?x4xf32>
  }
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"}, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<4> : tensor<1xi32>
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %2 = stablehlo.dynamic_broadcast_in_dim %cst, %1, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x4xf32>
    %3 = stablehlo.dynamic_iota %1, dim = 0 : (tensor<2xi32>) -> tensor<?x4xf32>
    %4 = stablehlo.multiply %arg1, %2 : tensor<?x4xf32>
    %5 = stablehlo.add %4, %3 : tensor<?x4xf32>
    return %5 : tensor<?x4xf32>
  }
}
