// Syntax errors as MLIR's parser words and places them (parse_errors.py): expected positions
// and texts are jaxlib's (StableHLO 1.17.0), each at the line and column it reports.
// RUN: not stablehlo-translate --verify -split-input-file %s 2>&1 | FileCheck %s

// a generic op takes one attribute dictionary, then its type
func.func @f(%a: tensor<f32>) -> tensor<f32> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:35: error: expected ':' followed by operation type
  %0 = "stablehlo.abs"(%a) {x = 1} {y} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// results are named with "="
func.func @f(%a: tensor<f32>) -> tensor<f32> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:5: error: expected '=' after SSA name
  %0 stablehlo.abs %a : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// a result group counts with an integer
func.func @f(%a: tensor<f32>) -> tensor<f32> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:6: error: expected integer number of results
  %0:x = stablehlo.abs %a : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// an operand list holds SSA values
func.func @f(%a: tensor<f32>) -> tensor<f32> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:27: error: expected SSA operand
  %0 = "stablehlo.abs"(%a, ) : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// a missing type is reported at the end of the line before
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:46: error: expected non-function type
  %0 = "stablehlo.abs"(%a) : (tensor<f32>) ->
}

// -----

// dictionary entries are separated by commas
func.func @f(%a: tensor<f32>) -> tensor<f32> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:34: error: expected '}' in attribute dictionary
  %0 = "stablehlo.abs"(%a) {x = 1 y = 2} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// block arguments have types
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%a, %a) ({
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:10: error: expected ':' and type for SSA operand
  ^bb0(%x, %y: tensor<f32>):
    "stablehlo.return"(%x) : (tensor<f32>) -> ()
  }) {dimensions = array<i64>} : (tensor<f32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// after an operation comes another operation
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:31: error: expected operation name in quotes
  func.return %a : tensor<f32>)
}

// -----

// an enum attribute needs its value
func.func @f(%a: tensor<2xui64>) -> tensor<2xui64> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:88: error: expected valid keyword or string
  %0, %1 = "stablehlo.rng_bit_generator"(%a) {rng_algorithm = #stablehlo<rng_algorithm >} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<2xui32>)
  func.return %0 : tensor<2xui64>
}

// -----

// an argument has a type
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:17: error: expected non-function type
func.func @f(%a: ) {
  func.return
}

// -----

// a dense literal has a type
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:40: error: expected ':'
func.func @f() attributes {v = dense<1> } {
  func.return
}

// -----

// a dictionary entry starts with a name
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:35: error: expected attribute name
  %0 = "stablehlo.abs"(%a) {x = 1,
  } : (tensor<f32>) -> tensor<f32>
}

// -----

// types in a list are separated by commas
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:42: error: expected ')'
  %0 = "stablehlo.abs"(%a) : (tensor<f32> tensor<f32>) -> tensor<f32>
}

// -----

// a function type has an arrow
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:43: error: expected '->' in function type
  %0 = "stablehlo.abs"(%a) : (tensor<f32>) tensor<f32>
}

// -----

// the operand list is closed
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:26: error: expected ')' to end operand list
  %0 = "stablehlo.abs"(%a : (tensor<f32>) -> tensor<f32>
}

// -----

// each dimension is followed by x
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:28: error: expected 'x' in dimension list
func.func @f(%a: tensor<2x3f32>) {
  func.return
}

// -----

// an array attribute is closed by ]
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:38: error: expected ',' or ']'
  %0 = "stablehlo.abs"(%a) {x = [1, 2} : (tensor<f32>) -> tensor<f32>
}

// -----

// the place skips comments and blank lines back to the last token
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:46: error: expected non-function type
  %0 = "stablehlo.abs"(%a) : (tensor<f32>) -> // no type

  // more
}

// -----

// a function names all its arguments or none
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:39: error: custom op 'func.func' expected SSA identifier
func.func private @f(%a: tensor<f32>, tensor<f32>)

// -----

// a function names all its arguments or none, the other way
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:35: error: custom op 'func.func' expected type instead of SSA identifier
func.func private @f(tensor<f32>, %a: tensor<f32>)

// -----

// an enum attribute of an unknown kind
func.func @f(%a: tensor<f32>) -> tensor<f32> {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:46: error: unknown StableHLO attribute
  %0 = "stablehlo.abs"(%a) {foo = #stablehlo<bar >} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// an operation name is no type
func.func @f(%a: tensor<f32>) {
// CHECK: syntax_errors.mlir:[[# @LINE + 1]]:46: error: expected non-function type
  %0 = "stablehlo.abs"(%a) : (tensor<f32>) ->
  func.return
}
