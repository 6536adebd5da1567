// poly_broadcast: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[a], float32[b]; out: float32[a,b]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_broadcast.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_broadcast.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_broadcast.mlirbc --args %S/Inputs/poly_broadcast.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_broadcast.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_broadcast.jaxexport --args %S/Inputs/poly_broadcast.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_broadcast.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_broadcast.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_broadcast.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_broadcast.mlirbc --args %S/Inputs/poly_broadcast.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_broadcast.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_broadcast.jaxexport --args %S/Inputs/poly_broadcast.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_broadcast.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
#loc5 = loc("y")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?xf32> loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'a'. Using the following polymorphic shapes specifications: args[0].shape = (a,),args[1].shape = (b,). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %3 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%3, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (a,),args[1].shape = (b,). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), 'b' = {1} from specification 'b' for dimension args[1].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %4 = call @_wrapped_jax_export_main(%0, %1, %arg0, %arg1) : (tensor<i32>, tensor<i32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?x?xf32> loc(#loc)
    return %4 : tensor<?x?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "a"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg2: tensor<?xf32> loc("x"), %arg3: tensor<?xf32> loc("y")) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc25)
    %c = stablehlo.constant dense<1> : tensor<1xi32> loc(#loc)
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc30)
    %1 = stablehlo.concatenate %0, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc30)
    %2 = stablehlo.dynamic_broadcast_in_dim %arg2, %1, dims = [0] : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x1xf32> loc(#loc30)
    %3 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32> loc(#loc31)
    %4 = stablehlo.concatenate %c, %3, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc31)
    %5 = stablehlo.dynamic_broadcast_in_dim %arg3, %4, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<1x?xf32> loc(#loc31)
    %6 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc32)
    %7 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32> loc(#loc32)
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc32)
    %9 = stablehlo.dynamic_broadcast_in_dim %2, %8, dims = [0, 1] : (tensor<?x1xf32>, tensor<2xi32>) -> tensor<?x?xf32> loc(#loc32)
    %10 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc32)
    %11 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32> loc(#loc32)
    %12 = stablehlo.concatenate %10, %11, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc32)
    %13 = stablehlo.dynamic_broadcast_in_dim %5, %12, dims = [0, 1] : (tensor<1x?xf32>, tensor<2xi32>) -> tensor<?x?xf32> loc(#loc32)
    %14 = stablehlo.multiply %9, %13 : tensor<?x?xf32> loc(#loc32)
    %15 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc33)
    %16 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32> loc(#loc33)
    %17 = stablehlo.concatenate %15, %16, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc33)
    %18 = stablehlo.dynamic_broadcast_in_dim %cst, %17, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x?xf32> loc(#loc33)
    %19 = stablehlo.add %14, %18 : tensor<?x?xf32> loc(#loc33)
    return %19 : tensor<?x?xf32> loc(#loc25)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":133:47 to :57)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":133:60 to :70)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":133:47 to :70)
#loc13 = loc("/work/wt/jax/tools/jax_programs.py":133:47 to :74)
#loc14 = loc("_export"(#loc6))
#loc15 = loc("write"(#loc7))
#loc16 = loc("main"(#loc8))
#loc17 = loc("<module>"(#loc9))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc19 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc20 = loc("_programs.<locals>.<lambda>"(#loc12))
#loc21 = loc("_programs.<locals>.<lambda>"(#loc13))
#loc22 = loc(callsite(#loc16 at #loc17))
#loc23 = loc(callsite(#loc15 at #loc22))
#loc24 = loc(callsite(#loc14 at #loc23))
#loc25 = loc("jit(<lambda>)"(#loc24))
#loc26 = loc(callsite(#loc18 at #loc24))
#loc27 = loc(callsite(#loc19 at #loc24))
#loc28 = loc(callsite(#loc20 at #loc24))
#loc29 = loc(callsite(#loc21 at #loc24))
#loc30 = loc("jit(<lambda>)/broadcast_in_dim"(#loc26))
#loc31 = loc("jit(<lambda>)/broadcast_in_dim"(#loc27))
#loc32 = loc("jit(<lambda>)/mul"(#loc28))
#loc33 = loc("jit(<lambda>)/add"(#loc29))
