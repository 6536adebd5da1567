// Unranked tensor types where MLIR or the ops refuse them (parse/unranked_types.mlir runs this).

// MLIR verifies a #stablehlo.bounds encoding against the parsed dimensions (none after `*`),
// then refuses any encoding on an unranked tensor, at the token after the type.
// CHECK: unranked_errors.mlir:[[# @LINE + 1]]:57: error: Bounds length is 1, expected to be equal to rank(0) of the tensor 'tensor<f32>'
func.func @bounds(%a: tensor<*xf32, #stablehlo.bounds<3>>) -> ()

// -----

// CHECK: unranked_errors.mlir:[[# @LINE + 1]]:63: error: cannot apply encoding to unranked tensor
func.func @empty_bounds(%a: tensor<*xf32, #stablehlo.bounds<>>) -> ()

// -----

// CHECK: unranked_errors.mlir:[[# @LINE + 1]]:49: error: cannot apply encoding to unranked tensor
func.func @encoding(%a: tensor<*xf32, "sparse"> ) -> ()

// -----

// CHECK: unranked_errors.mlir:[[# @LINE + 1]]:30: error: expected non-function type
func.func @dims(%a: tensor<*x?xf32>) -> ()

// -----

// StableHLO ops take ranked tensors (HLO_Tensor).
// CHECK: unranked_errors.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.abs' op operand #0 must be ranked tensor of
func.func @stablehlo(%a: tensor<*xf32>) -> tensor<*xf32> {
  %0 = "stablehlo.abs"(%a) : (tensor<*xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}
