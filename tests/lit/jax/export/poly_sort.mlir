// poly_sort: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b]; out: float32[b], int32[b], float32[]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_sort.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_sort.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_sort.mlirbc --args %S/Inputs/poly_sort.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_sort.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_sort.jaxexport --args %S/Inputs/poly_sort.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_sort.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_sort.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_sort.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_sort.mlirbc --args %S/Inputs/poly_sort.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_sort.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_sort.jaxexport --args %S/Inputs/poly_sort.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_sort.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
#loc12 = loc("sort")
#loc25 = loc("sort:"(#loc12))
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?xf32> loc(unknown)) -> (tensor<?xf32> {jax.result_info = "result[0]"}, tensor<?xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:3 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xi32>, tensor<f32>) loc(#loc)
    return %2#0, %2#1, %2#2 : tensor<?xf32>, tensor<?xi32>, tensor<f32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xf32> loc("x")) -> (tensor<?xf32> {jax.result_info = "result[0]"}, tensor<?xi32> {jax.result_info = "result[1]"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc33)
    %0 = call @sort(%arg0, %arg1) : (tensor<i32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc34)
    %1 = call @argsort(%arg0, %arg1) : (tensor<i32>, tensor<?xf32>) -> tensor<?xi32> loc(#loc35)
    %2 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.maximum across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32> loc(#loc33)
    return %0, %1, %2 : tensor<?xf32>, tensor<?xi32>, tensor<f32> loc(#loc32)
  } loc(#loc)
  func.func private @sort(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> tensor<?xf32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32> loc(#loc)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc)
    %0 = "stablehlo.sort"(%arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32> loc("sort:"(#loc12)), %arg3: tensor<f32> loc("sort:"(#loc12))):
      %1 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc13)
      %2 = stablehlo.select %1, %cst_0, %arg2 : tensor<i1>, tensor<f32> loc(#loc14)
      %3 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc15)
      %4 = stablehlo.select %3, %cst, %2 : tensor<i1>, tensor<f32> loc(#loc14)
      %5 = stablehlo.compare EQ, %arg3, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc13)
      %6 = stablehlo.select %5, %cst_0, %arg3 : tensor<i1>, tensor<f32> loc(#loc14)
      %7 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc15)
      %8 = stablehlo.select %7, %cst, %6 : tensor<i1>, tensor<f32> loc(#loc14)
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc16)
      stablehlo.return %9 : tensor<i1> loc(#loc12)
    }) : (tensor<?xf32>) -> tensor<?xf32> loc(#loc12)
    return %0 : tensor<?xf32> loc(#loc)
  } loc(#loc38)
  func.func private @argsort(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> tensor<?xi32> {
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32> loc(#loc)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc)
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc17)
    %1 = stablehlo.dynamic_iota %0, dim = 0 : (tensor<1xi32>) -> tensor<?xi32> loc(#loc17)
    %2:2 = "stablehlo.sort"(%arg1, %1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<f32> loc("sort:"(#loc12)), %arg3: tensor<f32> loc("sort:"(#loc12)), %arg4: tensor<i32> loc("sort:"(#loc12)), %arg5: tensor<i32> loc("sort:"(#loc12))):
      %3 = stablehlo.compare EQ, %arg2, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc13)
      %4 = stablehlo.select %3, %cst_0, %arg2 : tensor<i1>, tensor<f32> loc(#loc14)
      %5 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc15)
      %6 = stablehlo.select %5, %cst, %4 : tensor<i1>, tensor<f32> loc(#loc14)
      %7 = stablehlo.compare EQ, %arg3, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc13)
      %8 = stablehlo.select %7, %cst_0, %arg3 : tensor<i1>, tensor<f32> loc(#loc14)
      %9 = stablehlo.compare NE, %arg3, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc15)
      %10 = stablehlo.select %9, %cst, %8 : tensor<i1>, tensor<f32> loc(#loc14)
      %11 = stablehlo.compare LT, %6, %10, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc16)
      stablehlo.return %11 : tensor<i1> loc(#loc12)
    }) : (tensor<?xf32>, tensor<?xi32>) -> (tensor<?xf32>, tensor<?xi32>) loc(#loc12)
    return %2#1 : tensor<?xi32> loc(#loc)
  } loc(#loc39)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":146:82 to :92)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":146:40 to :51)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":146:53 to :80)
#loc13 = loc("eq")
#loc14 = loc("select_n")
#loc15 = loc("ne")
#loc16 = loc("lt_to")
#loc17 = loc("iota")
#loc18 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc19 = loc("_export"(#loc6))
#loc20 = loc("write"(#loc7))
#loc21 = loc("main"(#loc8))
#loc22 = loc("<module>"(#loc9))
#loc23 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc24 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc26 = loc(callsite(#loc21 at #loc22))
#loc27 = loc(callsite(#loc20 at #loc26))
#loc28 = loc(callsite(#loc19 at #loc27))
#loc29 = loc(callsite(#loc18 at #loc28))
#loc30 = loc(callsite(#loc23 at #loc28))
#loc31 = loc(callsite(#loc24 at #loc28))
#loc32 = loc("jit(<lambda>)"(#loc28))
#loc33 = loc("jit(<lambda>)/reduce_max"(#loc29))
#loc34 = loc("jit(<lambda>)/jit(sort)"(#loc30))
#loc35 = loc("jit(<lambda>)/jit(argsort)"(#loc31))
#loc36 = loc("jit(<lambda>)/jit"(#loc30))
#loc37 = loc("jit(<lambda>)/jit"(#loc31))
#loc38 = loc("jit:"(#loc36))
#loc39 = loc("jit:"(#loc37))
