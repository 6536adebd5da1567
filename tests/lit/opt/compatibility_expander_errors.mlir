// --stablehlo-compatibility-expander below 1.16.0: a mesh-axes replica group whose mesh symbol
// names a symbol without a mesh is an error at the collective. A missing symbol is the verifier's
// (ReplicaGroupMeshAxesAttr::verifySymbolUses), before the pass runs.
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect --stablehlo-compatibility-expander=target=1.15.0

func.func @missing(%arg0: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op replica_groups: mesh symbol 'nowhere' not found}}
  %0 = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @nowhere, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

"sdy.mesh"() {sym_name = "not_a_mesh", stablehlo.mesh = {size = 2 : i64}} : () -> ()
func.func @no_mesh(%arg0: tensor<4xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{Failed to find mesh attribute on symbol}}
  %0 = "stablehlo.all_gather"(%arg0) {
    all_gather_dim = 0 : i64,
    replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @not_a_mesh, axes = [#stablehlo.axis_ref<name = "x">]>
  } : (tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
