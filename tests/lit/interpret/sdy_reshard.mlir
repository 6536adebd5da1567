// sdy.reshard and sdy.sharding_constraint are identities on one device, for every element
// type and inside regions; a module may hold several meshes.
// RUN: stablehlo-translate --interpret %s | FileCheck %s
// CHECK: Evaluated results of function: main
module @reshard {
  sdy.mesh @mesh = <["x"=1]>
  sdy.mesh @other = <["a"=1, "b"=1], device_ids=[0]>
  func.func @main() {
    %i = stablehlo.constant dense<[1, -2, 3]> : tensor<3xi8>
    %0 = sdy.reshard %i <@mesh, [{"x"}]> : tensor<3xi8>
    check.expect_eq_const %0, dense<[1, -2, 3]> : tensor<3xi8>
    %c = stablehlo.constant dense<[(1.5, -2.0)]> : tensor<1xcomplex<f32>>
    %1 = sdy.sharding_constraint %c <@other, [{"a", "b"}]> : tensor<1xcomplex<f32>>
    check.expect_eq_const %1, dense<[(1.5, -2.0)]> : tensor<1xcomplex<f32>>
    %init = stablehlo.constant dense<0.0> : tensor<f32>
    %f = stablehlo.constant dense<[1.0, 2.0, 4.0]> : tensor<3xf32>
    %sum = stablehlo.reduce(%f init: %init) across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %s = stablehlo.add %a, %b : tensor<f32>
      %r = sdy.reshard %s <@mesh, []> : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }
    check.expect_eq_const %sum, dense<7.0> : tensor<f32>
    func.return
  }
}
