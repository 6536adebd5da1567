// poly_dim_expr: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[2*b]; out: float32[b]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_dim_expr.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_dim_expr.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_dim_expr.mlirbc --args %S/Inputs/poly_dim_expr.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_dim_expr.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_dim_expr.jaxexport --args %S/Inputs/poly_dim_expr.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_dim_expr.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_dim_expr.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_dim_expr.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_dim_expr.mlirbc --args %S/Inputs/poly_dim_expr.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_dim_expr.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_dim_expr.jaxexport --args %S/Inputs/poly_dim_expr.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_dim_expr.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_dim_expr.jaxexport --args %S/Inputs/poly_dim_expr.bad_args0.npz 2>&1 | FileCheck %s --check-prefix=BAD0
// BAD0: Input shapes do not match the polymorphic shapes specification. Division had remainder 1 when computing the value of 'b'. Using the following polymorphic shapes specifications: args[0].shape = (2*b,). Obtained dimension variables: . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.
// AGREE: agree

#loc = loc(unknown)
#loc6 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?xf32> loc(unknown)) -> (tensor<?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %c_1 = stablehlo.constant dense<2> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1:2 = call @divmod(%0, %c_1) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) loc(#loc2)
    %2 = stablehlo.compare EQ, %1#1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc3)
    %3:2 = call @divmod(%0, %c_1) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) loc(#loc2)
    stablehlo.custom_call @shape_assertion(%2, %3#1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Division had remainder {0} when computing the value of 'b'. Using the following polymorphic shapes specifications: args[0].shape = (2*b,). Obtained dimension variables: . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc4)
    %4:2 = call @divmod(%0, %c_1) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) loc(#loc2)
    %5 = stablehlo.compare GE, %4#0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc5)
    %6:2 = call @divmod(%0, %c_1) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) loc(#loc2)
    stablehlo.custom_call @shape_assertion(%5, %6#0, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (2*b,). Obtained dimension variables: 'b' = {0} from specification '2*b' for dimension args[0].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc4)
    %7:2 = call @divmod(%0, %c_1) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) loc(#loc2)
    %8 = call @_wrapped_jax_export_main(%7#0, %arg0) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc)
    return %8 : tensor<?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xf32> loc("x")) -> (tensor<?xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc40)
    %c = stablehlo.constant dense<2> : tensor<1xi32> loc(#loc41)
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc41)
    %1 = stablehlo.concatenate %c, %0, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc41)
    %2 = stablehlo.dynamic_reshape %arg1, %1 : (tensor<?xf32>, tensor<2xi32>) -> tensor<2x?xf32> loc(#loc41)
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x?xf32>, tensor<f32>) -> tensor<?xf32> loc(#loc40)
    return %3 : tensor<?xf32> loc(#loc39)
  } loc(#loc)
  func.func private @divmod(%arg0: tensor<i32> {jax.global_constant = ""} loc(unknown), %arg1: tensor<i32> {jax.global_constant = ""} loc(unknown)) -> (tensor<i32>, tensor<i32>) {
    %0 = stablehlo.convert %arg0 : tensor<i32> loc(#loc14)
    %1 = call @floor_divide(%0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc15)
    %2 = call @remainder(%0, %arg1) : (tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc16)
    return %1, %2 : tensor<i32>, tensor<i32> loc(#loc)
  } loc(#loc33)
  func.func private @floor_divide(%arg0: tensor<i32> {jax.global_constant = ""} loc(unknown), %arg1: tensor<i32> {jax.global_constant = ""} loc(unknown)) -> tensor<i32> {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %0 = stablehlo.divide %arg0, %arg1 : tensor<i32> loc(#loc17)
    %1 = stablehlo.sign %arg0 : tensor<i32> loc(#loc18)
    %2 = stablehlo.sign %arg1 : tensor<i32> loc(#loc18)
    %3 = stablehlo.compare NE, %1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc19)
    %4 = stablehlo.remainder %arg0, %arg1 : tensor<i32> loc(#loc20)
    %5 = stablehlo.compare NE, %4, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc19)
    %6 = stablehlo.and %3, %5 : tensor<i1> loc(#loc21)
    %7 = stablehlo.subtract %0, %c : tensor<i32> loc(#loc22)
    %8 = call @_where(%6, %7, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc23)
    return %8 : tensor<i32> loc(#loc)
  } loc(#loc33)
  func.func private @_where(%arg0: tensor<i1> {jax.global_constant = ""} loc(unknown), %arg1: tensor<i32> {jax.global_constant = ""} loc(unknown), %arg2: tensor<i32> {jax.global_constant = ""} loc(unknown)) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32> loc(#loc24)
    return %0 : tensor<i32> loc(#loc)
  } loc(#loc33)
  func.func private @remainder(%arg0: tensor<i32> {jax.global_constant = ""} loc(unknown), %arg1: tensor<i32> {jax.global_constant = ""} loc(unknown)) -> tensor<i32> {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %0 = stablehlo.compare EQ, %arg1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc3)
    %1 = call @_where(%0, %c, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32> loc(#loc23)
    %2 = stablehlo.remainder %arg0, %1 : tensor<i32> loc(#loc20)
    %3 = stablehlo.compare NE, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc19)
    %4 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc25)
    %5 = stablehlo.compare LT, %1, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc25)
    %6 = stablehlo.compare NE, %4, %5, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1> loc(#loc19)
    %7 = stablehlo.and %6, %3 : tensor<i1> loc(#loc21)
    %8 = stablehlo.add %2, %1 : tensor<i32> loc(#loc26)
    %9 = stablehlo.select %7, %8, %2 : tensor<i1>, tensor<i32> loc(#loc24)
    return %9 : tensor<i32> loc(#loc)
  } loc(#loc33)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("jit(divmod)")
#loc3 = loc("eq")
#loc4 = loc("shape_assertion")
#loc5 = loc("ge")
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":152:43 to :78)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":152:43 to :66)
#loc13 = loc("jit")
#loc14 = loc("convert_element_type")
#loc15 = loc("jit(floor_divide)")
#loc16 = loc("jit(remainder)")
#loc17 = loc("div")
#loc18 = loc("sign")
#loc19 = loc("ne")
#loc20 = loc("rem")
#loc21 = loc("and")
#loc22 = loc("sub")
#loc23 = loc("jit(_where)")
#loc24 = loc("select_n")
#loc25 = loc("lt")
#loc26 = loc("add")
#loc27 = loc("_programs.<locals>.<lambda>"(#loc7))
#loc28 = loc("_export"(#loc8))
#loc29 = loc("write"(#loc9))
#loc30 = loc("main"(#loc10))
#loc31 = loc("<module>"(#loc11))
#loc32 = loc("_programs.<locals>.<lambda>"(#loc12))
#loc33 = loc("jit:"(#loc13))
#loc34 = loc(callsite(#loc30 at #loc31))
#loc35 = loc(callsite(#loc29 at #loc34))
#loc36 = loc(callsite(#loc28 at #loc35))
#loc37 = loc(callsite(#loc27 at #loc36))
#loc38 = loc(callsite(#loc32 at #loc36))
#loc39 = loc("jit(<lambda>)"(#loc36))
#loc40 = loc("jit(<lambda>)/reduce_sum"(#loc37))
#loc41 = loc("jit(<lambda>)/reshape"(#loc38))
