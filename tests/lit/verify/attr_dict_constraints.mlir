// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// A custom form's attr-dict: MLIR checks the op's inherent attributes written there while
// parsing (OpFormatGen's verifyInherentAttrs), at the dictionary's '{'.
func.func @bound_in_attr_dict(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {}
         // expected-error@+1 {{'stablehlo.convolution' op attribute 'batch_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
         {
           batch_group_count = -1 : i64,
           feature_group_count = 0 : i64,
           precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]
         }
       : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}

// -----

// The kind of the attribute is one of those constraints; it is a parse error, so a bad op
// before it in the text is not reported.
func.func @kind_in_attr_dict(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  %bad = stablehlo.add %lhs, %lhs : (tensor<1x8x8x207xf32>, tensor<1x8x8x207xf32>) -> tensor<2xf32>
  %0 = stablehlo.convolution(%lhs, %rhs)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {}
         // expected-error@+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute}}
         {batch_group_count = 1 : i64, feature_group_count = "one"}
       : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}

// -----

// In the generic form the same constraint is the op's verifier's, at the op.
func.func @bound_in_generic_form(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32> {
  // expected-error@+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.convolution"(%lhs, %rhs) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64, feature_group_count = 0 : i64
  } : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}

// -----

// parseConvolutionDimensions wants the input's dimension list first.
module attributes {
  // expected-error@+1 {{expected '['}}
  test.conv = #stablehlo.conv<(b, 0, 1, f)x[0, 1, i, o]->[b, 0, 1, f]>
} {}
