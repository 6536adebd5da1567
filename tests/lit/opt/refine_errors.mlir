// Bad input to the refinement passes: upstream's messages at the right location, exit 1, and
// refinement terminates on recursive and mutually recursive functions.
// RUN: stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xf32>' --stablehlo-refine-shapes --split-input-file --verify-diagnostics %s
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xf32>,tensor<f32>' %s 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xi32>' %s 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<4x1xf32>' %s 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<*xf32>' %s 2>&1 | FileCheck %s --check-prefix=UNRANKED
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xf32' %s 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not stablehlo-opt --stablehlo-check-shape-assertions=enable-shape-assertions=maybe %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: stablehlo-opt --help | FileCheck %s --check-prefix=HELP

// HELP-DAG: --stablehlo-refine-arguments
// HELP-DAG: types=VALUE
// HELP-DAG: --stablehlo-refine-shapes
// HELP-DAG: --stablehlo-canonicalize-dynamism
// HELP-DAG: --stablehlo-check-shape-assertions
// HELP-DAG: enable-shape-assertions=VALUE

// ELEMENT: error: 'func.func' op invalid refinement for argument 0, refinement element types must match in tensor<?xf32> -> tensor<4xi32>
// RANK: error: 'func.func' op invalid refinement for argument 0, refinement rank must match operand rank in tensor<?xf32> -> tensor<4x1xf32>
// UNRANKED: error: 'func.func' op invalid refinement for argument 0, refinement must be ranked in tensor<?xf32> -> tensor<*xf32>
// SYNTAX: error: 'builtin.module' op Invalid type string: tensor<4xf32
// OPTION: error: for the --enable-shape-assertions option: 'maybe' is invalid value for boolean argument! Try 0 or 1
module @recursive {
  func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = call @even(%c, %arg0) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  // expected-error@+1 {{'func.func' op Function even is being refined recursively}}
  func.func private @even(%arg0: tensor<i32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @odd(%arg0, %arg1) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  func.func private @odd(%arg0: tensor<i32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
    // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
    %0 = call @even(%arg0, %arg1) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
}

// -----

// A refinement that contradicts the program: the verifier after the pass says so (as jaxlib).
// Without -split-input-file the module's @main is this function.
// COUNT: refine_errors.mlir:[[# @LINE + 1]]:1: error: 'func.func' op number of refinements must match number of op operands 2 vs 1
func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %c = stablehlo.constant dense<[5]> : tensor<1xi64>
  // expected-error@+1 {{size of operand dimension 0 (4) is not compatible with size of result dimension 0 (5)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %c, dims = [0] : (tensor<?xf32>, tensor<1xi64>) -> tensor<?xf32>
  %1 = stablehlo.add %0, %arg0 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<?xf32>
}
