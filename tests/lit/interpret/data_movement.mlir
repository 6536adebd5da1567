// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// CHECK-LABEL: Evaluated results of function: constant_forms
func.func @constant_forms() {
  // Little-endian hex blob of four i32s.
  %hex = stablehlo.constant dense<"0x01000000020000000300000004000000"> : tensor<4xi32>
  check.expect_eq_const %hex, dense<[1, 2, 3, 4]> : tensor<4xi32>
  // A hex blob of one element is a splat.
  %hex_splat = stablehlo.constant dense<"0x0000803F"> : tensor<3xf32>
  check.expect_eq_const %hex_splat, dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
  %splat = stablehlo.constant dense<7> : tensor<2x3xi32>
  check.expect_eq_const %splat, dense<[[7, 7, 7], [7, 7, 7]]> : tensor<2x3xi32>
  %bool_splat = stablehlo.constant dense<true> : tensor<2xi1>
  check.expect_eq_const %bool_splat, dense<[true, true]> : tensor<2xi1>
  %empty = stablehlo.constant dense<> : tensor<0xf32>
  check.expect_eq_const %empty, dense<> : tensor<0xf32>
  %hex_float = stablehlo.constant dense<[0x3F800000, 0xC0000000]> : tensor<2xf32>
  check.expect_eq_const %hex_float, dense<[1.0, -2.0]> : tensor<2xf32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: iota_dims
func.func @iota_dims() {
  %cols = stablehlo.iota dim = 1 : tensor<2x3xi32>
  check.expect_eq_const %cols, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  %rows = stablehlo.iota dim = 0 : tensor<2x3xui8>
  check.expect_eq_const %rows, dense<[[0, 0, 0], [1, 1, 1]]> : tensor<2x3xui8>
  %floats = stablehlo.iota dim = 0 : tensor<4xf32>
  check.expect_eq_const %floats, dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: broadcast_in_dim_cases
func.func @broadcast_in_dim_cases() {
  %row = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %as_rows = stablehlo.broadcast_in_dim %row, dims = [1] : (tensor<3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %as_rows, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  %as_cols = stablehlo.broadcast_in_dim %row, dims = [0] : (tensor<3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %as_cols, dense<[[1, 1], [2, 2], [3, 3]]> : tensor<3x2xi32>
  %scalar = stablehlo.constant dense<2.5> : tensor<f32>
  %filled = stablehlo.broadcast_in_dim %scalar, dims = [] : (tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %filled, dense<[2.5, 2.5]> : tensor<2xf32>
  %unit = stablehlo.constant dense<[[1, 2, 3]]> : tensor<1x3xi32>
  %stretched = stablehlo.broadcast_in_dim %unit, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %stretched, dense<[[1, 2, 3], [1, 2, 3]]> : tensor<2x3xi32>
  // Unsorted dimensions transpose.
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %swapped = stablehlo.broadcast_in_dim %m, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %swapped, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: reshape_transpose
func.func @reshape_transpose() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %r = stablehlo.reshape %m : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %r, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %flat = stablehlo.reshape %m : (tensor<2x3xi32>) -> tensor<6xi32>
  check.expect_eq_const %flat, dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %one = stablehlo.constant dense<[[9]]> : tensor<1x1xi32>
  %scalar = stablehlo.reshape %one : (tensor<1x1xi32>) -> tensor<i32>
  check.expect_eq_const %scalar, dense<9> : tensor<i32>
  %t = stablehlo.transpose %m, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %t, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  %cube = stablehlo.constant dense<[[[1, 2, 3]], [[4, 5, 6]]]> : tensor<2x1x3xi32>
  %rot = stablehlo.transpose %cube, dims = [2, 0, 1] : (tensor<2x1x3xi32>) -> tensor<3x2x1xi32>
  check.expect_eq_const %rot, dense<[[[1], [4]], [[2], [5]], [[3], [6]]]> : tensor<3x2x1xi32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: concatenate_slice_reverse
func.func @concatenate_slice_reverse() {
  %a = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi32>
  %b = stablehlo.constant dense<[[3, 4], [5, 6]]> : tensor<2x2xi32>
  %rows = stablehlo.concatenate %a, %b, dim = 0 : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %rows, dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %c = stablehlo.constant dense<[[7], [8]]> : tensor<2x1xi32>
  %cols = stablehlo.concatenate %b, %c, %b, dim = 1 : (tensor<2x2xi32>, tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<2x5xi32>
  check.expect_eq_const %cols, dense<[[3, 4, 7, 3, 4], [5, 6, 8, 5, 6]]> : tensor<2x5xi32>
  %seq = stablehlo.iota dim = 0 : tensor<7xi32>
  %odd = stablehlo.slice %seq [1:6:2] : (tensor<7xi32>) -> tensor<3xi32>
  check.expect_eq_const %odd, dense<[1, 3, 5]> : tensor<3xi32>
  %block = stablehlo.slice %cols [0:2, 1:5:3] : (tensor<2x5xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %block, dense<[[4, 4], [6, 6]]> : tensor<2x2xi32>
  %rev = stablehlo.reverse %seq, dims = [0] : tensor<7xi32>
  check.expect_eq_const %rev, dense<[6, 5, 4, 3, 2, 1, 0]> : tensor<7xi32>
  %rev_cols = stablehlo.reverse %b, dims = [1] : tensor<2x2xi32>
  check.expect_eq_const %rev_cols, dense<[[4, 3], [6, 5]]> : tensor<2x2xi32>
  %rev_both = stablehlo.reverse %b, dims = [0, 1] : tensor<2x2xi32>
  check.expect_eq_const %rev_both, dense<[[6, 5], [4, 3]]> : tensor<2x2xi32>
  func.return
}

// -----

// Interior padding goes between elements; negative edge padding crops.
// CHECK-LABEL: Evaluated results of function: pad_cases
func.func @pad_cases() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %grown = stablehlo.pad %x, %zero, low = [1], high = [2], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<8xi32>
  check.expect_eq_const %grown, dense<[0, 1, 0, 2, 0, 3, 0, 0]> : tensor<8xi32>
  %cropped = stablehlo.pad %x, %zero, low = [-1], high = [-1], interior = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %cropped, dense<[0, 2, 0]> : tensor<3xi32>
  %m = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %fill = stablehlo.constant dense<-1.0> : tensor<f32>
  %framed = stablehlo.pad %m, %fill, low = [0, 1], high = [1, -1], interior = [0, 1] : (tensor<2x2xf32>, tensor<f32>) -> tensor<3x3xf32>
  check.expect_eq_const %framed, dense<[[-1.0, 1.0, -1.0], [-1.0, 3.0, -1.0], [-1.0, -1.0, -1.0]]> : tensor<3x3xf32>
  func.return
}

// -----

// Start indices are clamped so the slice stays inside the operand.
// CHECK-LABEL: Evaluated results of function: dynamic_slice_clamped
func.func @dynamic_slice_clamped() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = stablehlo.constant dense<2> : tensor<i64>
  %j = stablehlo.constant dense<-1> : tensor<i64>
  %clamped = stablehlo.dynamic_slice %m, %i, %j, sizes = [2, 2] : (tensor<3x3xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %clamped, dense<[[4, 5], [7, 8]]> : tensor<2x2xi32>
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %inside = stablehlo.dynamic_slice %m, %zero, %one, sizes = [1, 2] : (tensor<3x3xi32>, tensor<i64>, tensor<i64>) -> tensor<1x2xi32>
  check.expect_eq_const %inside, dense<[[2, 3]]> : tensor<1x2xi32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: dynamic_update_slice_clamped
func.func @dynamic_update_slice_clamped() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %upd = stablehlo.constant dense<0> : tensor<2x2xi32>
  %i = stablehlo.constant dense<5> : tensor<i32>
  %j = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %m, %upd, %i, %j : (tensor<3x3xi32>, tensor<2x2xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
  check.expect_eq_const %r, dense<[[1, 2, 3], [4, 0, 0], [7, 0, 0]]> : tensor<3x3xi32>
  // The operand itself is unchanged.
  check.expect_eq_const %m, dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %row = stablehlo.constant dense<[[-1, -2, -3]]> : tensor<1x3xi32>
  %neg = stablehlo.constant dense<-4> : tensor<i32>
  %top = stablehlo.dynamic_update_slice %m, %row, %neg, %neg : (tensor<3x3xi32>, tensor<1x3xi32>, tensor<i32>, tensor<i32>) -> tensor<3x3xi32>
  check.expect_eq_const %top, dense<[[-1, -2, -3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: get_dimension_size_dims
func.func @get_dimension_size_dims() {
  %x = stablehlo.constant dense<0.0> : tensor<2x5xf32>
  %d0 = stablehlo.get_dimension_size %x, dim = 0 : (tensor<2x5xf32>) -> tensor<i32>
  check.expect_eq_const %d0, dense<2> : tensor<i32>
  %d1 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<2x5xf32>) -> tensor<i32>
  check.expect_eq_const %d1, dense<5> : tensor<i32>
  func.return
}
