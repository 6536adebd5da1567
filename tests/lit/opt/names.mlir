// stablehlo-opt names values as MLIR's printer does (expected names from upstream's printer, via
// jaxlib 0.10.2): %argN, one number per op (%0:2), regions numbered after the region holding them
// (siblings from the same counters), %c/%cst constants, %iterArg, %cast, _N suffixes on conflicts.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s
// RUN: stablehlo-opt --mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<i1>) -> tensor<2xf32> {
// CHECK-NEXT:    %c = stablehlo.constant dense<0> : tensor<i32>
// CHECK-NEXT:    %cst = stablehlo.constant dense<1.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %c_0 = stablehlo.constant dense<true> : tensor<i1>
// CHECK-NEXT:    %cst_1 = stablehlo.constant dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>
// CHECK-NEXT:    %0:2 = stablehlo.while(%iterArg = %c, %iterArg_3 = %arg0) : tensor<i32>, tensor<2xf32>
// CHECK:           %4 = stablehlo.compare LT, %iterArg, %c
// CHECK:           stablehlo.return %4 : tensor<i1>
// CHECK:           %4 = stablehlo.add %iterArg_3, %iterArg_3 : tensor<2xf32>
// CHECK-NEXT:      stablehlo.return %iterArg, %4 : tensor<i32>, tensor<2xf32>
// CHECK:         %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
// CHECK-NEXT:    %1:2 = stablehlo.reduce(%arg0 init: %cst_2), (%arg0 init: %cst_2) across dimensions = [0]
// CHECK:           reducer(%arg2: tensor<f32>, %arg4: tensor<f32>) (%arg3: tensor<f32>, %arg5: tensor<f32>)
// CHECK-NEXT:      %4 = stablehlo.add %arg2, %arg4 : tensor<f32>
// CHECK:         %cast = tensor.cast %arg0 : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT:    %2:2 = call @two(%arg0) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
// CHECK-NEXT:    %output, %batch_mean, %batch_var = "stablehlo.batch_norm_training"
// CHECK:         %3 = stablehlo.add %output, %0#1 : tensor<2xf32>
// CHECK-NEXT:    return %3 : tensor<2xf32>
// CHECK-LABEL: func.func private @two(%arg0: tensor<2xf32>)
// CHECK-NEXT:    return %arg0, %arg0

// In the generic form no op names its values: constants are numbered too.
// GENERIC: "func.func"() <{function_type = (tensor<2xf32>, tensor<i1>) -> tensor<2xf32>, sym_name = "main"}> ({
// GENERIC-NOT: %c
// GENERIC-NOT: %iterArg
// GENERIC: "stablehlo.while"

func.func @main(%a: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1.0> : tensor<2xf32>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %z = stablehlo.constant dense<(1.0, 2.0)> : tensor<complex<f32>>
  %w:2 = stablehlo.while(%i = %zero, %x = %a) : tensor<i32>, tensor<2xf32>
    cond {
      %lt = stablehlo.compare LT, %i, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %y = stablehlo.add %x, %x : tensor<2xf32>
      stablehlo.return %i, %y : tensor<i32>, tensor<2xf32>
    }
  %g = stablehlo.constant dense<0.0> : tensor<f32>
  %red:2 = stablehlo.reduce(%a init: %g), (%a init: %g) across dimensions = [0] : (tensor<2xf32>, tensor<2xf32>, tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    reducer(%a1: tensor<f32>, %a2: tensor<f32>) (%b1: tensor<f32>, %b2: tensor<f32>) {
      %q = stablehlo.add %a1, %a2 : tensor<f32>
      stablehlo.return %q, %q : tensor<f32>, tensor<f32>
    }
  %cast = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %call:2 = func.call @two(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  %bn:3 = "stablehlo.batch_norm_training"(%a, %one, %one) {epsilon = 0.001 : f32, feature_index = 0 : i64}
      : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
  %sum = stablehlo.add %bn#0, %w#1 : tensor<2xf32>
  func.return %sum : tensor<2xf32>
}

func.func private @two(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  func.return %x, %x : tensor<2xf32>, tensor<2xf32>
}
