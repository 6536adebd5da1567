// Malformed Shardy ops and attributes, and shardings that break Shardy's rules, are located errors.
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
// A mesh that does not divide a dimension (ManualComputationOp's verifier, Shardy's words).
// CHECK: sdy_errors.mlir:[[# @LINE + 4]]:10: error: 'sdy.manual_computation' op operand dimension size 4 is not divisible by the manual axes size 3
module {
  sdy.mesh @mesh = <["x"=3]>
  func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
    %1 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%b: tensor<1xf32>) {
      %2 = stablehlo.cosine %b : tensor<1xf32>
      sdy.return %2 : tensor<1xf32>
    } : (tensor<4xf32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
}

// -----
// CHECK: sdy_errors.mlir:[[# @LINE + 3]]:3: error: 'func.func' op arg 0 - unknown axis name: "z"
module {
  sdy.mesh @mesh = <["x"=2]>
  func.func @main(%a: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z"}]>}) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----
// CHECK: sdy_errors.mlir:[[# @LINE + 1]]:33: error: custom op 'sdy.mesh' duplicate axis name: "a"
sdy.mesh @mesh = <["a"=2, "a"=4]>

// -----
// CHECK: sdy_errors.mlir:[[# @LINE + 2]]:82: error: expecting priority in format 'p<number>', got: phigh
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.cosine %a {sdy.sharding = #sdy.sharding_per_value<[<@m, [{}phigh]>]>} : tensor<4xf32>
  return %0 : tensor<4xf32>
}
