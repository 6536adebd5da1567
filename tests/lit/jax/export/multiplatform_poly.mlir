// multiplatform_poly: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b]; out: float32[b]; platforms: tpu, cpu, rocm
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/multiplatform_poly.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/multiplatform_poly.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/multiplatform_poly.mlirbc --args %S/Inputs/multiplatform_poly.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/multiplatform_poly.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/multiplatform_poly.jaxexport --args %S/Inputs/multiplatform_poly.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/multiplatform_poly.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/multiplatform_poly.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/multiplatform_poly.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/multiplatform_poly.mlirbc --args %S/Inputs/multiplatform_poly.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/multiplatform_poly.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/multiplatform_poly.jaxexport --args %S/Inputs/multiplatform_poly.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/multiplatform_poly.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"} loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> (tensor<?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2 = call @_wrapped_jax_export_main(%arg0, %0, %arg1) : (tensor<i32>, tensor<i32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc)
    return %2 : tensor<?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg2: tensor<?xf32> loc("x")) -> (tensor<?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_0 : tensor<i32> loc(#loc23)
    }, {
      stablehlo.return %c : tensor<i32> loc(#loc23)
    }, {
      stablehlo.return %c : tensor<i32> loc(#loc23)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc23)
    %1 = "stablehlo.case"(%0) ({
      stablehlo.return %c_0 : tensor<i32> loc(#loc23)
    }, {
      stablehlo.return %c : tensor<i32> loc(#loc23)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc23)
    %2 = "stablehlo.case"(%1) ({
      stablehlo.return %c_0 : tensor<i32> loc(#loc24)
    }, {
      stablehlo.return %c : tensor<i32> loc(#loc24)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc24)
    %3 = "stablehlo.case"(%2) ({
      %8 = stablehlo.cosine %arg2 : tensor<?xf32> loc(#loc25)
      stablehlo.return %8 : tensor<?xf32> loc(#loc24)
    }, {
      %8 = stablehlo.sine %arg2 : tensor<?xf32> loc(#loc26)
      stablehlo.return %8 : tensor<?xf32> loc(#loc24)
    }) : (tensor<i32>) -> tensor<?xf32> loc(#loc24)
    %4 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32> loc(#loc27)
    %5 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32> loc(#loc28)
    %6 = stablehlo.dynamic_broadcast_in_dim %4, %5, dims = [] : (tensor<f32>, tensor<1xi32>) -> tensor<?xf32> loc(#loc28)
    %7 = stablehlo.add %3, %6 : tensor<?xf32> loc(#loc28)
    return %7 : tensor<?xf32> loc(#loc22)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":176:48 to :103)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":176:48 to :116)
#loc11 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc12 = loc("_export"(#loc6))
#loc13 = loc("write"(#loc7))
#loc14 = loc("main"(#loc8))
#loc15 = loc("<module>"(#loc9))
#loc16 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc17 = loc(callsite(#loc14 at #loc15))
#loc18 = loc(callsite(#loc13 at #loc17))
#loc19 = loc(callsite(#loc12 at #loc18))
#loc20 = loc(callsite(#loc11 at #loc19))
#loc21 = loc(callsite(#loc16 at #loc19))
#loc22 = loc("jit(<lambda>)"(#loc19))
#loc23 = loc("jit(<lambda>)/platform_index"(#loc20))
#loc24 = loc("jit(<lambda>)/cond"(#loc20))
#loc25 = loc("jit(<lambda>)/cond/branch_0_fun/cos"(#loc20))
#loc26 = loc("jit(<lambda>)/cond/branch_1_fun/sin"(#loc20))
#loc27 = loc("jit(<lambda>)/convert_element_type"(#loc21))
#loc28 = loc("jit(<lambda>)/add"(#loc21))
