// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// spec.md#gather: a valid gather (its inferred type matches) prints no diagnostic.
func.func @gather(%operand: tensor<3x4x2xi32>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32> {
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                          start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
  func.return %0 : tensor<2x3x2x2xi32>
}

// -----

func.func @gather_c9(%operand: tensor<3x4x2xi32>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32> {
  // expected-error@+2 {{Expects that for each dim in collapsed_slice_dims, slice_sizes[dim] should be <= 1, but got 2}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                          start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 2, 2, 2>
  } : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2x2xi32>
  func.return %0 : tensor<2x3x2x2xi32>
}

// -----

func.func @gather_c22(%operand: tensor<3x4x2xi32>, %indices: tensor<2x3x2xi64>) -> tensor<2x3x2xi32> {
  // expected-error@+2 {{inferred type(s) 'tensor<2x3x2x2xi32>' are incompatible with return type(s) of operation 'tensor<2x3x2xi32>'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "stablehlo.gather"(%operand, %indices) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                          start_index_map = [1, 0], index_vector_dim = 2>,
    slice_sizes = array<i64: 1, 2, 2>
  } : (tensor<3x4x2xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2xi32>
  func.return %0 : tensor<2x3x2xi32>
}

// -----

// spec.md#dynamic_gather: slice sizes known only at run time are '?'.
func.func @dynamic_gather(%operand: tensor<3x4x2xi32>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi32> {
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                          start_index_map = [1, 0], index_vector_dim = 2>
  } : (tensor<3x4x2xi32>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi32>
  func.return %0 : tensor<2x3x2x2xi32>
}

// -----

func.func @dynamic_gather_c3(%operand: tensor<3x4x2xi32>, %indices: tensor<2x3x2xi64>, %sizes: tensor<3xi64>) -> tensor<2x3x2x2xi32> {
  // expected-error@+2 {{start_index_map size (1) is not equal to size of index dimension (2) of start_indices (2)}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_gather"(%operand, %indices, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], collapsed_slice_dims = [0],
                                          start_index_map = [1], index_vector_dim = 2>
  } : (tensor<3x4x2xi32>, tensor<2x3x2xi64>, tensor<3xi64>) -> tensor<2x3x2x2xi32>
  func.return %0 : tensor<2x3x2x2xi32>
}

// -----

// spec.md#scatter C24: the results take the update_computation's element type.
func.func @scatter_promotes(%input: tensor<200x100x300xf32>, %indices: tensor<10x2xi32>, %updates: tensor<10x300xf32>) -> tensor<200x100x300xf64> {
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
    ^bb0(%a: tensor<f64>, %b: tensor<f64>):
      %sum = stablehlo.add %a, %b : tensor<f64>
      "stablehlo.return"(%sum) : (tensor<f64>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1],
                                                   scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>
  } : (tensor<200x100x300xf32>, tensor<10x2xi32>, tensor<10x300xf32>) -> tensor<200x100x300xf64>
  func.return %0 : tensor<200x100x300xf64>
}

// -----

func.func @scatter_c23(%input: tensor<200x100x300xf32>, %indices: tensor<10x2xi32>, %updates: tensor<10x300xf32>) -> tensor<200x100x300xf32> {
  // expected-error@+1 {{Reduction-region must take 2 parameters, but takes 3 parameter(s)}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>):
      "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1],
                                                   scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>
  } : (tensor<200x100x300xf32>, tensor<10x2xi32>, tensor<10x300xf32>) -> tensor<200x100x300xf32>
  func.return %0 : tensor<200x100x300xf32>
}

// -----

func.func @scatter_c4(%input: tensor<200x100x300xf32>, %indices: tensor<10x2xi32>, %updates: tensor<10x400xf32>) -> tensor<200x100x300xf32> {
  // expected-error@+1 {{expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions of operand. For dimension 1, updates bound is 400, operand bound is 300.}}
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      "stablehlo.return"(%b) : (tensor<f32>) -> ()
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1],
                                                   scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>
  } : (tensor<200x100x300xf32>, tensor<10x2xi32>, tensor<10x400xf32>) -> tensor<200x100x300xf32>
  func.return %0 : tensor<200x100x300xf32>
}

// -----

func.func @torch_index_select(%operand: tensor<4x5x6xf32>, %index: tensor<4x2xi32>) -> tensor<4x2x6xf32> {
  %0 = "stablehlo.torch_index_select"(%operand, %index) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<4x5x6xf32>, tensor<4x2xi32>) -> tensor<4x2x6xf32>
  func.return %0 : tensor<4x2x6xf32>
}
