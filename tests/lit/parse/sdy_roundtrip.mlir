// Shardy's ops and attributes (shardy/dialect/sdy/ir/ops.td, attrs.td) print back as read:
// pretty form -> pretty form, generic form -> the same pretty form; attribute bodies print as
// Shardy prints them (a mesh's iota device ids are dropped, spaces normalized).
// RUN: stablehlo-translate --verify %s | FileCheck %s
// RUN: stablehlo-translate --verify %s | stablehlo-translate --verify - | FileCheck %s
// RUN: stablehlo-translate --verify --print-generic %s | stablehlo-translate --verify - | FileCheck %s
// RUN: stablehlo-translate --verify --print-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: module @shardy
// CHECK-NEXT: sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}}
// CHECK-NEXT: sdy.mesh @empty = <[]>
// CHECK-NEXT: sdy.mesh @ids = <["a"=1]>
// CHECK-NEXT: sdy.mesh @order = <["a"=2], device_ids=[1, 0]>
// CHECK-NEXT: func.func public @main(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}], replicated={"y"}>})
// CHECK-SAME: -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {?}]>})
// CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(1)2}, {}]> : tensor<4x2xf32>
// CHECK-NEXT: %1 = sdy.reshard %0 <mesh<["z"=1]>, [{}, {"z"}]> {note = "kept"} : tensor<4x2xf32>
// CHECK-NEXT: %2 = sdy.sharding_constraint %1 <@mesh, [{}, {}]> : tensor<4x2xf32>
// CHECK-NEXT: return %2 : tensor<4x2xf32>

// GENERIC: "sdy.mesh"() <{mesh = #sdy.mesh<["x"=4, "y"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}} : () -> ()
// GENERIC: "sdy.mesh"() <{mesh = #sdy.mesh<[]>, sym_name = "empty"}> : () -> ()
// GENERIC: "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
// GENERIC: "sdy.reshard"(%0) <{sharding = #sdy.sharding<mesh<["z"=1]>, [{}, {"z"}]>}> {note = "kept"} : (tensor<4x2xf32>) -> tensor<4x2xf32>
module @shardy {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}}
  sdy.mesh @empty = <[]>
  sdy.mesh @ids = <["a"=1],   device_ids=[0]>
  sdy.mesh @order = <["a"=2],device_ids=[1,0]>
  func.func public @main(%arg0: tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", ?}, {}], replicated={"y"}>}) -> (tensor<4x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}p0, {?}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x":(1)2}, {}]> : tensor<4x2xf32>
    %1 = sdy.reshard %0 <mesh<["z"=1]>, [{}, {"z"}]> {note = "kept"} : tensor<4x2xf32>
    %2 = "sdy.sharding_constraint"(%1) <{sharding = #sdy.sharding<@mesh, [{}, {}]>}> : (tensor<4x2xf32>) -> tensor<4x2xf32>
    return %2 : tensor<4x2xf32>
  }
}
