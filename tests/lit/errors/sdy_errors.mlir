// Malformed Shardy ops are located errors; sdy.manual_computation (its body runs per shard)
// is not supported and says so at the op.
// RUN: not stablehlo-translate --verify -split-input-file %s 2>&1 | FileCheck %s
// RUN: not stablehlo-translate --interpret -split-input-file %s --args '[dense<1.0> : tensor<4xf32>]' 2>&1 | FileCheck %s

// CHECK: sdy_errors.mlir:[[# @LINE + 2]]:3: error: expected '=' after @m in 'sdy.mesh'
module {
  sdy.mesh @m
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----
// CHECK: sdy_errors.mlir:[[# @LINE + 2]]:8: error: expected 'sdy.sharding_constraint %operand <sharding> : type'
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = sdy.sharding_constraint %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// CHECK: sdy_errors.mlir:[[# @LINE + 2]]:8: error: 'sdy.reshard' op requires attribute 'sharding'
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "sdy.reshard"(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----
// The pretty form's one type is the operand's too (MLIR's parser resolves the use with it).
// CHECK: sdy_errors.mlir:[[# @LINE + 2]]:20: error: use of value '%a' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<4xf32>'
func.func @main(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = sdy.reshard %a <@mesh, [{"x"}]> : tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----
// CHECK: sdy_errors.mlir:[[# @LINE + 4]]:10: error: 'sdy.manual_computation' is not supported: its body runs per shard
module {
  sdy.mesh @mesh = <["x"=1]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %1 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<4xf32>) {
      %2 = stablehlo.cosine %b : tensor<4xf32>
      sdy.return %2 : tensor<4xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}
