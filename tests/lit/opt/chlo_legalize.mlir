// RUN: stablehlo-opt --chlo-legalize-to-stablehlo --split-input-file %s | FileCheck %s
// RUN: stablehlo-opt --chlo-pre-serialization-pipeline --split-input-file %s | FileCheck %s
// Expected op sequences: upstream's decompositions (ChloDecompositionPatterns*.td and
// ChloLegalizeToStablehlo.cpp) and their FileCheck tests (chlo_legalize_to_stablehlo*.mlir).

// CHECK-LABEL: func.func @asin_f32(
// CHECK-SAME:    %[[X:.*]]: tensor<f32>
// CHECK-NEXT:    %[[ONE:.*]] = stablehlo.constant dense<1.000000e+00> : tensor<f32>
// CHECK-NEXT:    %[[SUB:.*]] = stablehlo.subtract %[[ONE]], %[[X]] : tensor<f32>
// CHECK-NEXT:    %[[ADD:.*]] = stablehlo.add %[[ONE]], %[[X]] : tensor<f32>
// CHECK-NEXT:    %[[MUL:.*]] = stablehlo.multiply %[[SUB]], %[[ADD]] : tensor<f32>
// CHECK-NEXT:    %[[SQRT:.*]] = stablehlo.sqrt %[[MUL]] : tensor<f32>
// CHECK-NEXT:    %[[DEN:.*]] = stablehlo.add %[[ONE]], %[[SQRT]] : tensor<f32>
// CHECK-NEXT:    %[[TA:.*]] = stablehlo.atan2 %[[X]], %[[DEN]] : tensor<f32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.add %[[TA]], %[[TA]] : tensor<f32>
// CHECK-NEXT:    return %[[R]] : tensor<f32>
// CHECK-NOT:     chlo.
func.func @asin_f32(%arg : tensor<f32>) -> tensor<f32> {
  %result = "chlo.asin"(%arg) : (tensor<f32>) -> tensor<f32>
  func.return %result : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @square_complex(
// CHECK-SAME:    %[[Z:.*]]: tensor<2xcomplex<f32>>
// CHECK-NEXT:    %[[RE:.*]] = stablehlo.real %[[Z]] : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT:    %[[FIN:.*]] = stablehlo.is_finite %[[RE]] : (tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT:    %[[ARE:.*]] = stablehlo.abs %[[RE]] : tensor<2xf32>
// CHECK-NEXT:    %[[IM:.*]] = stablehlo.imag %[[Z]] : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
// CHECK-NEXT:    %[[AIM:.*]] = stablehlo.abs %[[IM]] : tensor<2xf32>
// CHECK-NEXT:    %[[EQ:.*]] = stablehlo.compare EQ, %[[ARE]], %[[AIM]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT:    %[[AND:.*]] = stablehlo.and %[[FIN]], %[[EQ]] : tensor<2xi1>
// CHECK-NEXT:    %[[ZERO:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[D:.*]] = stablehlo.subtract %[[RE]], %[[IM]] : tensor<2xf32>
// CHECK-NEXT:    %[[S:.*]] = stablehlo.add %[[RE]], %[[IM]] : tensor<2xf32>
// CHECK-NEXT:    %[[P:.*]] = stablehlo.multiply %[[D]], %[[S]] : tensor<2xf32>
// CHECK-NEXT:    %[[REAL:.*]] = stablehlo.select %[[AND]], %[[ZERO]], %[[P]] : tensor<2xi1>, tensor<2xf32>
// CHECK-NEXT:    %[[TWO:.*]] = stablehlo.constant dense<2.000000e+00> : tensor<2xf32>
// CHECK-NEXT:    %[[XY:.*]] = stablehlo.multiply %[[RE]], %[[IM]] : tensor<2xf32>
// CHECK-NEXT:    %[[IMAG:.*]] = stablehlo.multiply %[[TWO]], %[[XY]] : tensor<2xf32>
// CHECK-NEXT:    %[[C:.*]] = stablehlo.complex %[[REAL]], %[[IMAG]] : tensor<2xcomplex<f32>>
// CHECK-NEXT:    return %[[C]]
func.func @square_complex(%z : tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = chlo.square %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

// is_inf(x) is is_pos_inf(abs(x)): the nested CHLO op is expanded in place.
// CHECK-LABEL: func.func @is_inf(
// CHECK-NEXT:    %[[ABS:.*]] = stablehlo.abs %{{.*}} : tensor<bf16>
// CHECK-NEXT:    %[[INF:.*]] = stablehlo.constant dense<0x7F80> : tensor<bf16>
// CHECK-NEXT:    %[[EQ:.*]] = stablehlo.compare EQ, %[[ABS]], %[[INF]] : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
// CHECK-NEXT:    return %[[EQ]]
func.func @is_inf(%x : tensor<bf16>) -> tensor<i1> {
  %0 = chlo.is_inf %x : tensor<bf16> -> tensor<i1>
  func.return %0 : tensor<i1>
}

// -----

// CHECK-LABEL: func.func @conj_real_is_the_operand(
// CHECK-SAME:    %[[X:.*]]: tensor<3xf64>
// CHECK-NEXT:    return %[[X]] : tensor<3xf64>
func.func @conj_real_is_the_operand(%x : tensor<3xf64>) -> tensor<3xf64> {
  %0 = chlo.conj %x : tensor<3xf64> -> tensor<3xf64>
  func.return %0 : tensor<3xf64>
}

// -----

// CHECK-LABEL: func.func @mulhi_i32(
// CHECK-NEXT:    %[[A:.*]] = stablehlo.convert %{{.*}} : (tensor<4xi32>) -> tensor<4xi64>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.convert %{{.*}} : (tensor<4xi32>) -> tensor<4xi64>
// CHECK-NEXT:    %[[P:.*]] = stablehlo.multiply %[[A]], %[[B]] : tensor<4xi64>
// CHECK-NEXT:    %[[K:.*]] = stablehlo.constant dense<32> : tensor<4xi64>
// CHECK-NEXT:    %[[H:.*]] = stablehlo.shift_right_arithmetic %[[P]], %[[K]] : tensor<4xi64>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.convert %[[H]] : (tensor<4xi64>) -> tensor<4xi32>
// CHECK-NEXT:    return %[[R]]
func.func @mulhi_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %0 = chlo.mulhi %a, %b : tensor<4xi32>, tensor<4xi32> -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// i64: the unsigned 64-bit high half (itself a CHLO mulhi, expanded in place) corrected by the signs.
// CHECK-LABEL: func.func @mulhi_i64(
// CHECK-COUNT-2: stablehlo.convert %{{.*}} : (tensor<i64>) -> tensor<ui64>
// CHECK:         stablehlo.constant dense<4294967295> : tensor<ui64>
// CHECK:         stablehlo.compare LT,
// CHECK:         stablehlo.convert %{{.*}} : (tensor<ui64>) -> tensor<i64>
// CHECK-NOT:     chlo.
func.func @mulhi_i64(%a: tensor<i64>, %b: tensor<i64>) -> tensor<i64> {
  %0 = chlo.mulhi %a, %b : tensor<i64>, tensor<i64> -> tensor<i64>
  return %0 : tensor<i64>
}

// -----

// Narrow floats are computed in f32 (materializeWithUpcast); f32 coefficients are C++ floats.
// CHECK-LABEL: func.func @erf_bf16(
// CHECK-NEXT:    %[[X:.*]] = stablehlo.convert %{{.*}} : (tensor<bf16>) -> tensor<f32>
// CHECK-NEXT:    stablehlo.constant dense<-4.000000e+00> : tensor<f32>
// CHECK-NEXT:    stablehlo.constant dense<4.000000e+00> : tensor<f32>
// CHECK-NEXT:    stablehlo.clamp
// CHECK:         stablehlo.constant dense<-2.72614237E-10> : tensor<f32>
// CHECK:         %[[R:.*]] = stablehlo.clamp
// CHECK-NEXT:    %[[B:.*]] = stablehlo.convert %[[R]] : (tensor<f32>) -> tensor<bf16>
// CHECK-NEXT:    return %[[B]]
func.func @erf_bf16(%x : tensor<bf16>) -> tensor<bf16> {
  %0 = chlo.erf %x : tensor<bf16> -> tensor<bf16>
  func.return %0 : tensor<bf16>
}

// -----

// CHECK-LABEL: func.func @top_k(
// CHECK-NEXT:    %[[IOTA:.*]] = stablehlo.iota dim = 1 : tensor<3x5xi32>
// CHECK-NEXT:    %[[S:.*]]:2 = "stablehlo.sort"(%{{.*}}, %[[IOTA]]) <{dimension = 1 : i64, is_stable = true}> ({
// CHECK-NEXT:    ^{{.*}}(%[[A:.*]]: tensor<f32>, %[[B:.*]]: tensor<f32>, %{{.*}}: tensor<i32>, %{{.*}}: tensor<i32>):
// CHECK-NEXT:      %[[GT:.*]] = stablehlo.compare GT, %[[A]], %[[B]], TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
// CHECK-NEXT:      stablehlo.return %[[GT]] : tensor<i1>
// CHECK-NEXT:    }) : (tensor<3x5xf32>, tensor<3x5xi32>) -> (tensor<3x5xf32>, tensor<3x5xi32>)
// CHECK-NEXT:    %[[V:.*]] = stablehlo.slice %[[S]]#0 [0:3, 0:2] : (tensor<3x5xf32>) -> tensor<3x2xf32>
// CHECK-NEXT:    %[[I:.*]] = stablehlo.slice %[[S]]#1 [0:3, 0:2] : (tensor<3x5xi32>) -> tensor<3x2xi32>
// CHECK-NEXT:    return %[[V]], %[[I]]
func.func @top_k(%x : tensor<3x5xf32>) -> (tensor<3x2xf32>, tensor<3x2xi32>) {
  %0:2 = chlo.top_k(%x, k = 2) : tensor<3x5xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  func.return %0#0, %0#1 : tensor<3x2xf32>, tensor<3x2xi32>
}

// -----

// CHECK-LABEL: func.func @constant_like(
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<3.200000e+00> : tensor<2x3xf32>
// CHECK-NEXT:    return %[[C]]
func.func @constant_like(%x : tensor<2x3xi64>) -> tensor<2x3xf32> {
  %0 = "chlo.constant_like"(%x) {value = 3.2 : f32} : (tensor<2x3xi64>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @constant_like_dynamic(
// CHECK-SAME:    %[[X:.*]]: tensor<?x?xi64>
// CHECK-NEXT:    %[[C:.*]] = stablehlo.constant dense<3.200000e+00> : tensor<f32>
// CHECK-NEXT:    %[[S:.*]] = shape.shape_of %[[X]] : tensor<?x?xi64> -> tensor<2xindex>
// CHECK-NEXT:    %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %[[C]], %[[S]], dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK-NEXT:    return %[[B]]
func.func @constant_like_dynamic(%x : tensor<?x?xi64>) -> tensor<?x?xf32> {
  %0 = "chlo.constant_like"(%x) {value = 3.2 : f32} : (tensor<?x?xi64>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_add(
// CHECK-SAME:    %[[A:.*]]: tensor<1x4xf32>, %[[B:.*]]: tensor<3x1xf32>
// CHECK-NEXT:    %[[BA:.*]] = stablehlo.broadcast_in_dim %[[A]], dims = [0, 1] : (tensor<1x4xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[BB:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x4xf32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.add %[[BA]], %[[BB]] : tensor<3x4xf32>
// CHECK-NEXT:    return %[[R]]
func.func @broadcast_add(%a: tensor<1x4xf32>, %b: tensor<3x1xf32>) -> tensor<3x4xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<1x4xf32>, tensor<3x1xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

// CHECK-LABEL: func.func @broadcast_compare_scalar(
// CHECK-SAME:    %[[A:.*]]: tensor<4xi32>, %[[B:.*]]: tensor<i32>
// CHECK-NEXT:    %[[BB:.*]] = stablehlo.broadcast_in_dim %[[B]], dims = [] : (tensor<i32>) -> tensor<4xi32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.compare LT, %[[A]], %[[BB]], SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
func.func @broadcast_compare_scalar(%a: tensor<4xi32>, %b: tensor<i32>) -> tensor<4xi1> {
  %0 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type SIGNED>} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi1>
  func.return %0 : tensor<4xi1>
}

// -----

// The predicate keeps its implicit scalar broadcast.
// CHECK-LABEL: func.func @broadcast_select(
// CHECK-SAME:    %[[P:.*]]: tensor<i1>, %[[T:.*]]: tensor<2xi32>, %[[F:.*]]: tensor<i32>
// CHECK-NEXT:    %[[BF:.*]] = stablehlo.broadcast_in_dim %[[F]], dims = [] : (tensor<i32>) -> tensor<2xi32>
// CHECK-NEXT:    %[[R:.*]] = stablehlo.select %[[P]], %[[T]], %[[BF]] : tensor<i1>, tensor<2xi32>
func.func @broadcast_select(%p: tensor<i1>, %t: tensor<2xi32>, %f: tensor<i32>) -> tensor<2xi32> {
  %0 = "chlo.broadcast_select"(%p, %t, %f) : (tensor<i1>, tensor<2xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
