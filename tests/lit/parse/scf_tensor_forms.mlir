// Pretty forms of the scf/tensor/arith ops that StableHLO programs mix in, read and printed as
// MLIR prints them (generic form on request: an scf.for without iter_args has its implicit
// scf.yield), with MLIR's names for arith.constant results;
// malformed forms are located errors.
// RUN: stablehlo-opt %s -split-input-file | FileCheck %s
// RUN: stablehlo-opt %s -split-input-file | stablehlo-opt -split-input-file | FileCheck %s
// RUN: stablehlo-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: not stablehlo-opt %S/Inputs/scf_for_errors.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @loops(%arg0: tensor<3xf32>, %arg1: index)
// CHECK:         %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %cst = arith.constant 2.500000e-01 : f32
// CHECK-NEXT:    %0:2 = scf.for %arg2 = %c0 to %arg1 step %arg1 iter_args(%arg3 = %arg0, %arg4 = %arg0) -> (tensor<3xf32>, tensor<3xf32>) {
// CHECK-NEXT:      %1 = tensor.insert %cst into %arg3[%arg2] : tensor<3xf32>
// CHECK-NEXT:      scf.yield %1, %arg4 : tensor<3xf32>, tensor<3xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg2 = %c0 to %arg1 step %arg1 {
// CHECK-NEXT:    }
// GENERIC:       "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) ({
// GENERIC-NEXT:  ^bb0(%{{.*}}: index, %{{.*}}: tensor<3xf32>, %{{.*}}: tensor<3xf32>):
// GENERIC:       "tensor.insert"
// GENERIC:       }) : (index, index, index, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
// GENERIC:       "scf.for"
// GENERIC-NEXT:  ^bb0(%{{.*}}: index):
// GENERIC-NEXT:    "scf.yield"() : () -> ()
func.func @loops(%arg0: tensor<3xf32>, %arg1: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %m = arith.constant -1 : i32
  %t = arith.constant true
  %cst = arith.constant 0.25 : f32
  %r:2 = scf.for %i = %c0 to %arg1 step %arg1 iter_args(%a = %arg0, %b = %arg0) -> (tensor<3xf32>, tensor<3xf32>) {
    %n = tensor.insert %cst into %a[%i] : tensor<3xf32>
    scf.yield %n, %b : tensor<3xf32>, tensor<3xf32>
  }
  scf.for %j = %c0 to %arg1 step %arg1 {
  }
  return %r#0 : tensor<3xf32>
}

// ERROR: scf_for_errors.mlir:2:8: error: mismatch in number of loop-carried values and defined values
// ERROR: scf_for_errors.mlir:11:25: error: expected ',' before %a
// ERROR: scf_for_errors.mlir:18:8: error: unexpected 5 in custom op 'stablehlo.constant'
