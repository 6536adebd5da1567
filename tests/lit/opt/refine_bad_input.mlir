// Bad input to the refinement passes (more of it in refine_errors.mlir): a self-recursive
// function, a function of several blocks, a non-StableHLO user that keeps its operand's type,
// refinements that contradict the declared types, and a module whose one function is a declaration
// (fuzz seed 24026 case 716 crashed on it), each with upstream's message and exit 1.
// RUN: stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xf32>' --stablehlo-refine-shapes --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xf32>' --stablehlo-refine-shapes --split-input-file %s 2>&1 | FileCheck %s --check-prefix=EXIT
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<5x2xf32>,tensor<f32>' %S/Inputs/refine_two_arguments.mlir 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<3x2xf32>,!stablehlo.token' %S/Inputs/refine_two_arguments.mlir 2>&1 | FileCheck %s --check-prefix=TENSOR
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<3x2xf32>' %S/Inputs/refine_two_arguments.mlir 2>&1 | FileCheck %s --check-prefix=FEWER
// RUN: stablehlo-opt --stablehlo-refine-arguments='types=tensor<3x2xf32>,tensor<f32>' --stablehlo-refine-shapes %S/Inputs/refine_two_arguments.mlir | FileCheck %s --check-prefix=GOOD
// RUN: not stablehlo-opt --stablehlo-refine-arguments='types=tensor<4xf32>' %S/Inputs/refine_declaration.mlir 2>&1 | FileCheck %s --check-prefix=DECLARED
// RUN: not stablehlo-opt --stablehlo-refine-shapes %S/Inputs/refine_declaration.mlir 2>&1 | FileCheck %s --check-prefix=DECLARED

// EXIT: error: 'func.func' op Function f is being refined recursively
// STATIC: refine_two_arguments.mlir:1:1: error: 'func.func' op invalid refinement for argument 0, refinement dimension sizes must match for static dimensions in tensor<3x?xf32> -> tensor<5x2xf32>
// TENSOR: refine_two_arguments.mlir:1:1: error: 'func.func' op invalid refinement for argument 1, refinement must be a tensor in tensor<f32> -> !stablehlo.token
// FEWER: refine_two_arguments.mlir:1:1: error: 'func.func' op number of refinements must match number of op operands 1 vs 2
// DECLARED: refine_declaration.mlir:1:1: error: 'func.func' op must have exactly one block
// GOOD: func.func @main(%arg0: tensor<3x2xf32>, %arg1: tensor<f32>) -> tensor<3x2xf32>

module @self_recursive {
  func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @f(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
    return %0 : tensor<?xf32>
  }
  // expected-error@+1 {{'func.func' op Function f is being refined recursively}}
  func.func private @f(%arg0: tensor<?xf32>) -> tensor<?xf32> {
    %0 = call @f(%arg0) : (tensor<?xf32>) -> tensor<?xf32>
    %1 = stablehlo.abs %0 : tensor<?xf32>
    return %1 : tensor<?xf32>
  }
}

// -----

// expected-error@+1 {{'func.func' op must have exactly one block}}
func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  cf.br ^bb1(%arg0 : tensor<?xf32>)
^bb1(%arg1 : tensor<?xf32>):
  func.return %arg1 : tensor<?xf32>
}

// -----

// The value tensor.dim reads keeps its type; the rest is refined.
// CHECK-LABEL: func.func @main(%arg0: tensor<4xf32>) -> index
// CHECK: %[[NEG:.*]] = stablehlo.negate %arg0 : tensor<4xf32>
// CHECK: stablehlo.abs %[[NEG]] : (tensor<4xf32>) -> tensor<?xf32>
// CHECK: tensor.dim
func.func @main(%arg0: tensor<?xf32>) -> index {
  %0 = stablehlo.negate %arg0 : tensor<?xf32>
  %1 = stablehlo.abs %0 : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.dim %1, %c0 : tensor<?xf32>
  func.return %2 : index
}
