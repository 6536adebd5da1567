// Dense literal element rules and SSA use types, as MLIR's parser (StableHLO 1.17.0) words and
// locates them: elements at the element (after a minus sign), whole-literal checks at `dense`,
// a use with another type at the use. Expected lines and columns are jaxlib's.
// RUN: not stablehlo-translate --verify -split-input-file %s 2>&1 | FileCheck %s

// CHECK: literal_rules.mlir:[[# @LINE + 2]]:39: error: unexpected decimal integer literal for a floating point value
func.func @f() {
  %0 = stablehlo.constant dense<[1.0, 65535]> : tensor<2xf32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:38: error: integer constant out of range for type
func.func @f() {
  %0 = stablehlo.constant dense<[1, -2147483649]> : tensor<2xi32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:27: error: inferred shape of elements literal ([1, 2]) does not match type ([2])
func.func @f() {
  %0 = stablehlo.constant dense<[[1, 2]]> : tensor<2xi32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:33: error: expected floating point literal
func.func @f() {
  %0 = stablehlo.constant dense<true> : tensor<f16>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:33: error: expected i1 type for 'true' or 'false' values
func.func @f() {
  %0 = stablehlo.constant dense<true> : tensor<i2>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:33: error: expected integer elements, but parsed floating-point
func.func @f() {
  %0 = stablehlo.constant dense<1.5e-45> : tensor<i32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:34: error: integer constant out of range for type
func.func @f() {
  %0 = stablehlo.constant dense<-0> : tensor<i32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:38: error: expected unsigned integer elements, but parsed negative value
func.func @f() {
  %0 = stablehlo.constant dense<[0, -1]> : tensor<2xui32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:45: error: tensor literal is invalid; ranks are not consistent between elements
func.func @f() {
  %0 = stablehlo.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:33: error: expected element literal of primitive type
func.func @f() {
  %0 = stablehlo.constant dense<inf> : tensor<f32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:27: error: parsed zero elements, but type ('tensor<i32>') expected at least 1
func.func @f() {
  %0 = stablehlo.constant dense<> : tensor<i32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:27: error: parsed 1 elements, but type ('complex<f32>') expected 2 elements
func.func @f() {
  %0 = stablehlo.constant dense<1.0> : tensor<2xcomplex<f32>>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:34: error: hexadecimal float literal should not have a leading minus
func.func @f() {
  %0 = stablehlo.constant dense<-0x7F> : tensor<f16>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:33: error: hexadecimal float constant out of range for type
func.func @f() {
  %0 = stablehlo.constant dense<0xFFFFFFFF> : tensor<f16>
  func.return
}

// -----
// Signless integers keep the bits of values up to 2^width - 1 (255 : i8 is -1).
// CHECK: literal_rules.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.add' op requires the same shape for all operands and results
func.func @f() {
  %0 = stablehlo.constant dense<[4294967295, 18446744073709551615]> : tensor<2xi64>
  %1 = stablehlo.add %0, %0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<3xi64>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 3]]:22: error: use of value '%0' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<f32>'
func.func @f() {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  %1 = stablehlo.abs %0 : tensor<2xf32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 3]]:24: error: use of value '%0' expects different type than prior uses: 'tensor<2xf32>' vs 'tensor<f32>'
func.func @f() {
  %0:2 = "test.pair"() : () -> (tensor<f32>, tensor<f32>)
  %1 = "stablehlo.abs"(%0#1) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 3]]:15: error: custom op 'func.return' number of operands and types do not match: got 2 operands and 1 types
func.func @f() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  func.return %0, %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 3]]:8: error: custom op 'stablehlo.transpose' number of operands and types do not match: got 1 operands and 0 types
func.func @f() {
  %0 = stablehlo.constant dense<1.0> : tensor<2x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : () -> tensor<2x2xf32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:30: error: unexpected decimal integer literal for a floating point value
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = 1 : f32} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:30: error: integer constant out of range for attribute
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = 300 : i8} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:39: error: floating point value not valid for specified type
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = 1.0 : i64} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:30: error: integer literal not valid for specified type
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = 1 : tensor<i32>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:31: error: negative integer literal not valid for unsigned integer type
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = -1 : ui8} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:31: error: integer constant out of range for attribute
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = -0 : i32} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:30: error: hexadecimal float constant out of range for type
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = 0x1FFFF : f16} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:36: error: element type bitwidth must be a multiple of 8
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<i4: 1, 2>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:36: error: expected integer or float type, got: 'index'
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<index: 1>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:64: error: integer constant out of range
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<i64: 1, 18446744073709551616, 2>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:41: error: unexpected decimal integer literal for a floating point value
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<f32: 1, 2.0>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:41: error: expected integer literal
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<i64: 1.5>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:41: error: expected i1 type for 'true' or 'false' values
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<i32: true>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:37: error: expected ']'
func.func @f() {
  %0 = stablehlo.constant dense<[1.0 2.0]> : tensor<2xf32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:43: error: expected ')' after complex elements
func.func @f() {
  %0 = stablehlo.constant dense<[(1.0, 2.0]> : tensor<1xcomplex<f32>>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:40: error: expected ']'
func.func @f() {
  %0 = stablehlo.constant dense<[0xFF80=, 0x7F800000]> : tensor<2xf32>
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:42: error: expected '>' to close an array attribute
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.abs %a {x = array<i64: 1 2>} : tensor<f32>
  func.return %0 : tensor<f32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 1]]:54: error: Bounds length is 1, expected to be equal to rank(2) of the tensor 'tensor<?x?xf32>'
func.func @f(%a: tensor<?x?xf32, #stablehlo.bounds<3>>) -> tensor<?x?xf32> {
  func.return %a : tensor<?x?xf32>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 1]]:35: error: invalid element type for complex
func.func @f(%a: tensor<2xcomplex<!stablehlo.token>>) {
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.abs' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit signless integer or 4/6/8/16/32/64-bit float or complex type with 32/64-bit float elements or per-tensor integer quantized values, but got 'tensor<2xcomplex<i64>>'
func.func @f(%a: tensor<2xcomplex<i64>>) -> tensor<2xcomplex<i64>> {
  %0 = "stablehlo.abs"(%a) : (tensor<2xcomplex<i64>>) -> tensor<2xcomplex<i64>>
  func.return %0 : tensor<2xcomplex<i64>>
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 1]]:27: error: invalid dimension
func.func @f(%a: tensor<2x99999999999999999999xf32>) {
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 1]]:27: error: invalid tensor element type
func.func @f(%a: tensor<2xnone>) {
  func.return
}

// -----
// CHECK: literal_rules.mlir:[[# @LINE + 2]]:34: error: expected 2 operand types but had 1
func.func @f(%a: tensor<2xf32>) {
  %0 = "stablehlo.abs"(%a, %a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
