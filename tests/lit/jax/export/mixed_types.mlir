// mixed_types: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[4], complex64[2]; out: float16[4], float32[2], complex64[2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/mixed_types.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/mixed_types.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/mixed_types.mlirbc --args %S/Inputs/mixed_types.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/mixed_types.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/mixed_types.jaxexport --args %S/Inputs/mixed_types.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/mixed_types.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
#loc2 = loc("y")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xf32> loc("x"), %arg1: tensor<2xcomplex<f32>> loc("y")) -> (tensor<4xf16> {jax.result_info = "result[0]"}, tensor<2xf32> {jax.result_info = "result[1]"}, tensor<2xcomplex<f32>> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<(0.000000e+00,1.000000e+00)> : tensor<complex<f32>> loc(#loc24)
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<bf16> loc(#loc24)
    %0 = stablehlo.convert %arg0 : (tensor<4xf32>) -> tensor<4xbf16> loc(#loc30)
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4xbf16> loc(#loc31)
    %2 = stablehlo.multiply %0, %1 : tensor<4xbf16> loc(#loc31)
    %3 = stablehlo.convert %2 : (tensor<4xbf16>) -> tensor<4xf16> loc(#loc32)
    %4 = stablehlo.abs %arg1 : (tensor<2xcomplex<f32>>) -> tensor<2xf32> loc(#loc33)
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>> loc(#loc34)
    %6 = stablehlo.multiply %arg1, %5 : tensor<2xcomplex<f32>> loc(#loc34)
    return %3, %4, %6 : tensor<4xf16>, tensor<2xf32>, tensor<2xcomplex<f32>> loc(#loc24)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":205:46 to :68)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":205:46 to :72)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":205:45 to :93)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":205:95 to :105)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":205:107 to :113)
#loc12 = loc("_export"(#loc3))
#loc13 = loc("write"(#loc4))
#loc14 = loc("main"(#loc5))
#loc15 = loc("<module>"(#loc6))
#loc16 = loc("_programs.<locals>.<lambda>"(#loc7))
#loc17 = loc("_programs.<locals>.<lambda>"(#loc8))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc9))
#loc19 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc20 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc21 = loc(callsite(#loc14 at #loc15))
#loc22 = loc(callsite(#loc13 at #loc21))
#loc23 = loc(callsite(#loc12 at #loc22))
#loc24 = loc("jit(<lambda>)"(#loc23))
#loc25 = loc(callsite(#loc16 at #loc23))
#loc26 = loc(callsite(#loc17 at #loc23))
#loc27 = loc(callsite(#loc18 at #loc23))
#loc28 = loc(callsite(#loc19 at #loc23))
#loc29 = loc(callsite(#loc20 at #loc23))
#loc30 = loc("jit(<lambda>)/convert_element_type"(#loc25))
#loc31 = loc("jit(<lambda>)/mul"(#loc26))
#loc32 = loc("jit(<lambda>)/convert_element_type"(#loc27))
#loc33 = loc("jit(<lambda>)/abs"(#loc28))
#loc34 = loc("jit(<lambda>)/mul"(#loc29))
