// poly_iota: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,2]; out: float32[b,2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_iota.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_iota.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_iota.mlirbc --args %S/Inputs/poly_iota.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_iota.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_iota.jaxexport --args %S/Inputs/poly_iota.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_iota.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_iota.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_iota.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_iota.mlirbc --args %S/Inputs/poly_iota.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_iota.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_iota.jaxexport --args %S/Inputs/poly_iota.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_iota.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x2xf32> loc(unknown)) -> (tensor<?x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x2xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 2). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x2xf32>) -> tensor<?x2xf32> loc(#loc)
    return %2 : tensor<?x2xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x2xf32> loc("x")) -> (tensor<?x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<2> : tensor<1xi32> loc(#loc26)
    %c_0 = stablehlo.constant dense<1> : tensor<1xi32> loc(#loc27)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc24)
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc24)
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc28)
    %1 = stablehlo.dynamic_iota %0, dim = 0 : (tensor<1xi32>) -> tensor<?xf32> loc(#loc28)
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc29)
    %3 = stablehlo.dynamic_broadcast_in_dim %cst_1, %2, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32> loc(#loc29)
    %4 = stablehlo.multiply %3, %1 : tensor<?xf32> loc(#loc29)
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc30)
    %6 = stablehlo.dynamic_broadcast_in_dim %cst, %5, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32> loc(#loc30)
    %7 = stablehlo.add %6, %4 : tensor<?xf32> loc(#loc30)
    %8 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc27)
    %9 = stablehlo.concatenate %8, %c_0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc27)
    %10 = stablehlo.dynamic_broadcast_in_dim %7, %9, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32> loc(#loc27)
    %11 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc26)
    %12 = stablehlo.concatenate %11, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc26)
    %13 = stablehlo.dynamic_broadcast_in_dim %10, %12, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x2xf32> loc(#loc26)
    %14 = stablehlo.add %arg1, %13 : tensor<?x2xf32> loc(#loc26)
    return %14 : tensor<?x2xf32> loc(#loc24)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":126:39 to :89)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":126:43 to :89)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":126:43 to :80)
#loc12 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc13 = loc("_export"(#loc6))
#loc14 = loc("write"(#loc7))
#loc15 = loc("main"(#loc8))
#loc16 = loc("<module>"(#loc9))
#loc17 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc19 = loc(callsite(#loc15 at #loc16))
#loc20 = loc(callsite(#loc14 at #loc19))
#loc21 = loc(callsite(#loc13 at #loc20))
#loc22 = loc(callsite(#loc12 at #loc21))
#loc23 = loc(callsite(#loc17 at #loc21))
#loc24 = loc("jit(<lambda>)"(#loc21))
#loc25 = loc(callsite(#loc18 at #loc21))
#loc26 = loc("jit(<lambda>)/add"(#loc22))
#loc27 = loc("jit(<lambda>)/broadcast_in_dim"(#loc23))
#loc28 = loc("jit(<lambda>)/iota"(#loc25))
#loc29 = loc("jit(<lambda>)/mul"(#loc25))
#loc30 = loc("jit(<lambda>)/add"(#loc25))
