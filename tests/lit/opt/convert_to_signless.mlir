// --stablehlo-convert-to-signless: unsigned integer types become signless ones everywhere (function
// signatures, block arguments, tensors, constants keep their bits); ops whose meaning does not depend
// on signedness compute the same bits; --canonicalize then folds the casts that became trivial.
// RUN: stablehlo-opt --stablehlo-convert-to-signless %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-convert-to-signless --canonicalize %s | FileCheck %s --check-prefix=CANON
// RUN: stablehlo-opt --stablehlo-convert-to-signless %s | stablehlo-translate --interpret

// CHECK-LABEL: func.func @main()
// CHECK:       stablehlo.constant dense<[200, 255]> : tensor<2xi16>
// CHECK:       stablehlo.constant dense<[-56, -1]> : tensor<2xi8>
// CHECK:       stablehlo.constant dense<[0, 7, -8, -1]> : tensor<4xi4>
// CHECK:       stablehlo.constant dense<-1> : tensor<i64>
// CHECK:       stablehlo.reduce({{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<2xi8>, tensor<i8>) -> tensor<i8>
// CHECK-NOT:   ui8
func.func @main() {
  %w = stablehlo.constant dense<[200, 255]> : tensor<2xui16>
  %c = stablehlo.constant dense<[200, 255]> : tensor<2xui8>
  %u4 = stablehlo.constant dense<[0, 7, 8, 15]> : tensor<4xui4>
  %u64 = stablehlo.constant dense<18446744073709551615> : tensor<ui64>
  %one = stablehlo.constant dense<1> : tensor<ui8>
  %sum = stablehlo.add %c, %c : tensor<2xui8>
  %r = stablehlo.reduce(%sum init: %one) applies stablehlo.add across dimensions = [0] : (tensor<2xui8>, tensor<ui8>) -> tensor<ui8>
  %bits = stablehlo.bitcast_convert %r : (tensor<ui8>) -> tensor<i8>
  check.expect_eq_const %bits, dense<-113> : tensor<i8>
  func.return
}

// CHECK-LABEL: func.func private @cast_chain(%arg0: tensor<2xi32>) -> tensor<2xi32>
// CHECK:       builtin.unrealized_conversion_cast %arg0 : tensor<2xi32> to tensor<2xi32>
// CANON-LABEL: func.func private @cast_chain(%arg0: tensor<2xi32>) -> tensor<2xi32>
// CANON-NEXT:  return %arg0 : tensor<2xi32>
func.func private @cast_chain(%arg0: tensor<2xui32>) -> tensor<2xui32> {
  %0 = builtin.unrealized_conversion_cast %arg0 : tensor<2xui32> to tensor<2xi32>
  %1 = builtin.unrealized_conversion_cast %0 : tensor<2xi32> to tensor<2xui32>
  func.return %1 : tensor<2xui32>
}
