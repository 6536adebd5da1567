// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// A mesh named by symbol: any symbol of the module will do (verifySymbolUses looks it up).
func.func private @grid()

func.func @symbol_mesh(%operand: tensor<16x8xf32>) -> tensor<16x16xf32> {
  %result = "stablehlo.all_gather"(%operand) {
    all_gather_dim = 1 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @grid, axes = [#stablehlo.axis_ref<name = "a">]>
  } : (tensor<16x8xf32>) -> tensor<16x16xf32>
  func.return %result : tensor<16x16xf32>
}

// -----

// Checked once every op verified, at the op, with its name.
func.func @unknown_symbol(%operand: tensor<16x8xf32>) -> tensor<16x16xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op replica_groups: mesh symbol 'nowhere' not found}}
  %result = "stablehlo.all_gather"(%operand) {
    all_gather_dim = 1 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @nowhere, axes = [#stablehlo.axis_ref<name = "a">]>
  } : (tensor<16x8xf32>) -> tensor<16x16xf32>
  func.return %result : tensor<16x16xf32>
}

// -----

// An inline mesh must define every axis the list names: the attribute's verify(), while parsing.
func.func @inline_mesh(%operand: tensor<16x8xf32>) -> tensor<16x16xf32> {
  %result = "stablehlo.all_gather"(%operand) {
    all_gather_dim = 1 : i64,
    // expected-error@+1 {{axis 'b' not found in mesh definition}}
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "a", size = 2>]>, axes = [#stablehlo.axis_ref<name = "a">, #stablehlo.axis_ref<name = "b">]>
  } : (tensor<16x8xf32>) -> tensor<16x16xf32>
  func.return %result : tensor<16x16xf32>
}

// -----

func.func @not_an_axis_ref(%operand: tensor<16x8xf32>) -> tensor<16x16xf32> {
  %result = "stablehlo.all_gather"(%operand) {
    all_gather_dim = 1 : i64,
    // expected-error@+1 {{expected AxisRefAttr in axes list}}
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = #stablehlo.mesh<axes = [#stablehlo.mesh_axis<name = "a", size = 2>]>, axes = ["a"]>
  } : (tensor<16x8xf32>) -> tensor<16x16xf32>
  func.return %result : tensor<16x16xf32>
}

// -----

func.func @mesh_of_other_kind(%operand: tensor<16x8xf32>) -> tensor<16x16xf32> {
  %result = "stablehlo.all_gather"(%operand) {
    all_gather_dim = 1 : i64,
    // expected-error@+1 {{mesh must be a FlatSymbolRefAttr or MeshAttr}}
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = "grid", axes = [#stablehlo.axis_ref<name = "a">]>
  } : (tensor<16x8xf32>) -> tensor<16x16xf32>
  func.return %result : tensor<16x16xf32>
}
