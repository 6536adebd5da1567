// --stablehlo-aggressive-folder folds stablehlo.convert of constants as upstream's
// FoldConvertOpPattern decides (StablehloAggressiveFolder.cpp) with the interpreter's values:
// int -> int extends by the source's signedness and truncates, to i1 any nonzero is true;
// float -> int truncates toward zero and is not folded when a value is out of range, infinite
// or -0.0; constants left unused are erased. Expected values by hand from those rules.
// RUN: stablehlo-opt --stablehlo-aggressive-folder --split-input-file %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-aggressive-folder='optimize-float=false fold-op-element-limit=2' --split-input-file %s | FileCheck %s --check-prefix=LIMITED

// CHECK-LABEL: func.func @ints
// CHECK-NEXT:    stablehlo.constant dense<1> : tensor<32xi32>
// CHECK-NEXT:    stablehlo.constant dense<[44, -1, 0]> : tensor<3xi8>
// CHECK-NEXT:    stablehlo.constant dense<[44, 255, 0]> : tensor<3xui8>
// CHECK-NEXT:    stablehlo.constant dense<true> : tensor<3xi1>
// CHECK-NEXT:    stablehlo.constant dense<255> : tensor<i32>
// CHECK-NEXT:    return
// LIMITED-LABEL: func.func @ints
// LIMITED-DAG:   stablehlo.convert %{{.*}} : (tensor<32xi1>) -> tensor<32xi32>
// LIMITED-DAG:   stablehlo.convert %{{.*}} : (tensor<3xi32>) -> tensor<3xi8>
// LIMITED-DAG:   stablehlo.constant dense<255> : tensor<i32>
func.func @ints() -> (tensor<32xi32>, tensor<3xi8>, tensor<3xui8>, tensor<3xi1>, tensor<i32>) {
  %c = stablehlo.constant dense<true> : tensor<32xi1>
  %0 = stablehlo.convert %c : (tensor<32xi1>) -> tensor<32xi32>
  %w = stablehlo.constant dense<[300, -1, 256]> : tensor<3xi32>
  %1 = stablehlo.convert %w : (tensor<3xi32>) -> tensor<3xi8>
  %2 = stablehlo.convert %w : (tensor<3xi32>) -> tensor<3xui8>
  %b = stablehlo.constant dense<[2, 3, 4]> : tensor<3xi32>
  %3 = stablehlo.convert %b : (tensor<3xi32>) -> tensor<3xi1>
  %u = stablehlo.constant dense<255> : tensor<ui8>
  %4 = stablehlo.convert %u : (tensor<ui8>) -> tensor<i32>
  return %0, %1, %2, %3, %4 : tensor<32xi32>, tensor<3xi8>, tensor<3xui8>, tensor<3xi1>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @floats
// CHECK-DAG:     stablehlo.constant dense<[1, -2]> : tensor<2xi32>
// CHECK-DAG:     stablehlo.constant dense<{{1.67772160e\+07|0x4B800000}}> : tensor<f32>
// CHECK-DAG:     stablehlo.convert %{{.*}} : (tensor<f32>) -> tensor<i8>
// CHECK-DAG:     stablehlo.convert %{{.*}} : (tensor<f32>) -> tensor<i32>
// LIMITED-LABEL: func.func @floats
// LIMITED-COUNT-4: stablehlo.convert
func.func @floats() -> (tensor<2xi32>, tensor<f32>, tensor<i8>, tensor<i32>) {
  %f = stablehlo.constant dense<[1.5, -2.7]> : tensor<2xf32>
  %0 = stablehlo.convert %f : (tensor<2xf32>) -> tensor<2xi32>
  %i = stablehlo.constant dense<16777217> : tensor<i32>
  %1 = stablehlo.convert %i : (tensor<i32>) -> tensor<f32>
  %big = stablehlo.constant dense<300.0> : tensor<f32>
  %2 = stablehlo.convert %big : (tensor<f32>) -> tensor<i8>
  %nz = stablehlo.constant dense<-0.0> : tensor<f32>
  %3 = stablehlo.convert %nz : (tensor<f32>) -> tensor<i32>
  return %0, %1, %2, %3 : tensor<2xi32>, tensor<f32>, tensor<i8>, tensor<i32>
}
