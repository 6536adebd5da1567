// The pretty forms of the func, cf, arith, tensor and shape ops that shape computations and
// upstream's refinement tests use: parsed, printed as MLIR prints them (value names included),
// and the same program again in the generic form; malformed ones are located errors.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s
// RUN: stablehlo-opt %s --mlir-print-op-generic | stablehlo-opt | FileCheck %s
// RUN: not stablehlo-opt --split-input-file %S/Inputs/bad_func_cf_forms.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: func.func @constants() -> (i1, i32, index, f32)
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-3_i32 = arith.constant -3 : i32
// CHECK-NEXT: %c7 = arith.constant 7 : index
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
func.func @constants() -> (i1, i32, index, f32) {
  %a = arith.constant true
  %b = arith.constant -3 : i32
  %c = arith.constant 7 : index
  %d = arith.constant 1.5 : f32
  return %a, %b, %c, %d : i1, i32, index, f32
}

// CHECK-LABEL: func.func @indirect
// CHECK-NEXT: %f = constant @callee : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: %0 = call_indirect %f(%arg0) : (tensor<f32>) -> tensor<f32>
func.func @indirect(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = func.constant @callee : (tensor<f32>) -> tensor<f32>
  %1 = func.call_indirect %0(%arg0) : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
func.func private @callee(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// CHECK-LABEL: func.func @two_blocks
// CHECK-NEXT: cf.br ^bb1(%arg0 : tensor<f32>)
// CHECK-NEXT: ^bb1(%0: tensor<f32>):
// CHECK-NEXT: return %0 : tensor<f32>
func.func @two_blocks(%arg0: tensor<f32>) -> tensor<f32> {
  cf.br ^bb1(%arg0 : tensor<f32>)
^bb1(%arg1 : tensor<f32>):
  func.return %arg1 : tensor<f32>
}

// CHECK-LABEL: func.func @shapes
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.extract %arg0[%c0, %c0] : tensor<2x2xindex>
// CHECK-NEXT: %1 = shape.broadcast %arg1, %arg1 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK-NEXT: %2 = shape.num_elements %1 : tensor<2xindex> -> index
// CHECK-NEXT: %3 = shape.cstr_broadcastable %arg1, %1 : tensor<2xindex>, tensor<2xindex>
func.func @shapes(%arg0: tensor<2x2xindex>, %arg1: tensor<2xindex>) -> (index, index, !shape.witness) {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %arg0[%c0, %c0] : tensor<2x2xindex>
  %1 = shape.broadcast %arg1, %arg1 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
  %2 = shape.num_elements %1 : tensor<2xindex> -> index
  %3 = shape.cstr_broadcastable %arg1, %1 : tensor<2xindex>, tensor<2xindex>
  return %0, %2, %3 : index, index, !shape.witness
}

// BAD: bad_func_cf_forms.mlir:2:3: error: expected as many types as operands after '^bb1' in 'cf.br'
// BAD: bad_func_cf_forms.mlir:9:8: error: expected '%callee(%args...)' in 'func.call_indirect'
// BAD: bad_func_cf_forms.mlir:15:8: error: expected '%tensor[%index, ...]' in 'tensor.extract'
// BAD: bad_func_cf_forms.mlir:21:8: error: expected '%tensor[%index, ...]' in 'tensor.extract'
// BAD: bad_func_cf_forms.mlir:26:3: error: reference to an undefined block
// BAD: bad_func_cf_forms.mlir:32:3: error: 'cf.br' op branch has 2 operands for successor #0, but target block has 1
// BAD: bad_func_cf_forms.mlir:38:3: error: 'cf.br' op type mismatch for bb argument #0 of successor #0
// BAD: bad_func_cf_forms.mlir:44:23: error: integer constant out of range for attribute
// BAD: bad_func_cf_forms.mlir:49:23: error: floating point value not valid for specified type
