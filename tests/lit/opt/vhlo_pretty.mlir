// VHLO ops print in the forms VhloOps.td declares: vhlo.func_v1 as upstream's
// printFunctionBody (`@name(args) -> (results) {body}` then the other attributes, as in
// upstream's vhlo/tests/invalid_vhlo_future.mlir); ops without a declared form stay generic.
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK:      vhlo.func_v1 @main() -> (!vhlo.tensor_v1<!vhlo.f32_v1>) {
// CHECK-NEXT:   %0 = "vhlo.constant_v1"() <{value = #vhlo.tensor_v1<dense<1.000000e+00> : tensor<f32>>}> : () -> !vhlo.tensor_v1<!vhlo.f32_v1>
// CHECK-NEXT:   "vhlo.return_v1"(%0) : (!vhlo.tensor_v1<!vhlo.f32_v1>) -> ()
// CHECK-NEXT: } {arg_attrs = #vhlo.array_v1<[]>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"public">}
// CHECK:      vhlo.func_v1 @two(%arg0: !vhlo.tensor_v1<2x!vhlo.i32_v1>, %arg1: !vhlo.token_v1) -> () {
// CHECK:      } {arg_attrs = #vhlo.array_v1<[]>, note = #vhlo.integer_v1<1 : i32>, res_attrs = #vhlo.array_v1<[]>, sym_visibility = #vhlo.string_v1<"private">}
// GENERIC:    "vhlo.func_v1"() <{arg_attrs = #vhlo.array_v1<[]>, function_type
func.func public @main() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  return %0 : tensor<f32>
}
func.func private @two(%a: tensor<2xi32>, %t: !stablehlo.token) attributes {note = 1 : i32} {
  return
}
