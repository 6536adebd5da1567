// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// cholesky_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[5.13298321, 0.0271728486, 4.64062834], [0.0271728486, 4.0486145, 1.2576381], [4.64062834, 1.2576381, 16.4051247]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[-1.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -1.000000e+00]]> : tensor<3x3xf32>
    %0 = call @cholesky(%cst) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.subtract %2, %cst : tensor<3x3xf32>
    %4 = stablehlo.abs %3 : tensor<3x3xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.sqrt %6 : tensor<f32>
    %8 = stablehlo.abs %cst : tensor<3x3xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.sqrt %10 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f32>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = call @triu(%0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %20 = call @cholesky(%cst_0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %21 = call @tril(%20) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %22 = stablehlo.compare NE, %21, %21, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %24 = call @tril_0(%23) : (tensor<3x3xi1>) -> tensor<3x3xi1>
    %25 = stablehlo.compare EQ, %22, %24, UNSIGNED : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x3xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3xi1>, tensor<3x3xf32>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<3x3xi1>, tensor<3x3xf32>
    return %17 : tensor<3x3xf32>
  }
  func.func private @triu(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @tril_0(%arg0: tensor<3x3xi1>) -> tensor<3x3xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xi1>
    return %6 : tensor<3x3xi1>
  }
}

// -----

// cholesky_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[13.991299261621579, 5.1248805788988987, 1.5700031930336209], [5.1248805788988987, 14.881498817874123, 5.7115734047722402], [1.5700031930336209, 5.7115734047722402, 7.7858795414269615]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[-1.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -1.000000e+00]]> : tensor<3x3xf64>
    %0 = call @cholesky(%cst) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.subtract %2, %cst : tensor<3x3xf64>
    %4 = stablehlo.abs %3 : tensor<3x3xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.sqrt %6 : tensor<f64>
    %8 = stablehlo.abs %cst : tensor<3x3xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f64>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = call @triu(%0) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %20 = call @cholesky(%cst_0) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %21 = call @tril(%20) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %22 = stablehlo.compare NE, %21, %21, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %24 = call @tril_0(%23) : (tensor<3x3xi1>) -> tensor<3x3xi1>
    %25 = stablehlo.compare EQ, %22, %24, UNSIGNED : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<3x3xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %17 = stablehlo.select %15, %10, %16 : tensor<3x3xi1>, tensor<3x3xf64>
    return %17 : tensor<3x3xf64>
  }
  func.func private @triu(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
  func.func private @tril(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
  func.func private @tril_0(%arg0: tensor<3x3xi1>) -> tensor<3x3xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xi1>
    return %6 : tensor<3x3xi1>
  }
}

// -----

// cholesky_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(13.8432417,3.39857475E-10), (4.00031757,-0.0284297578), (-2.57078981,9.498120e+00)], [(4.00031757,0.0284297466), (12.8137846,-2.37992026E-9), (-1.94564903,7.86357355)], [(-2.57078981,-9.498120e+00), (-1.94564903,-7.86357355), (15.5403881,-1.67098193E-8)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %0 = call @cholesky(%cst) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %3 = stablehlo.imag %1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %4 = stablehlo.negate %3 : tensor<3x3xf32>
    %5 = stablehlo.complex %2, %4 : tensor<3x3xcomplex<f32>>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.subtract %6, %cst : tensor<3x3xcomplex<f32>>
    %8 = stablehlo.abs %7 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.sqrt %10 : tensor<f32>
    %12 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.sqrt %14 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.maximum %cst_3, %15 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %17 = stablehlo.multiply %cst_4, %16 : tensor<f32>
    %18 = stablehlo.compare LE, %11, %17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = call @triu(%0) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %22 = stablehlo.compare EQ, %20, %21, FLOAT : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %24 = call @cholesky(%cst_0) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %25 = call @tril(%24) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %26 = stablehlo.compare NE, %25, %25, FLOAT : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %28 = call @tril_0(%27) : (tensor<3x3xi1>) -> tensor<3x3xi1>
    %29 = stablehlo.compare EQ, %26, %28, UNSIGNED : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %31, %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %34 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %3 = stablehlo.negate %2 : tensor<3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %17 = stablehlo.add %15, %16 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %21 = stablehlo.select %19, %14, %20 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %21 : tensor<3x3xcomplex<f32>>
  }
  func.func private @triu(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
  func.func private @tril_0(%arg0: tensor<3x3xi1>) -> tensor<3x3xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xi1>
    return %6 : tensor<3x3xi1>
  }
}

// -----

// cholesky_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(14.376359762342803,4.2834044531956607E-19), (3.1384889427027525,-4.5754575783826121), (8.2691481386598422,10.293410558862693)], [(3.1384889427027525,4.5754575783826121), (17.902213667811765,1.337189687640091E-16), (-6.029044009524271,3.3369902525027588)], [(8.2691481386598422,-10.293410558862691), (-6.029044009524271,-3.3369902525027593), (26.953963155239375,-3.0649367981653472E-16)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %0 = call @cholesky(%cst) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.real %1 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.imag %1 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %4 = stablehlo.negate %3 : tensor<3x3xf64>
    %5 = stablehlo.complex %2, %4 : tensor<3x3xcomplex<f64>>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.subtract %6, %cst : tensor<3x3xcomplex<f64>>
    %8 = stablehlo.abs %7 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %12 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %15 = stablehlo.sqrt %14 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.maximum %cst_3, %15 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %17 = stablehlo.multiply %cst_4, %16 : tensor<f64>
    %18 = stablehlo.compare LE, %11, %17, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = call @triu(%0) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %22 = stablehlo.compare EQ, %20, %21, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %24 = call @cholesky(%cst_0) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %25 = call @tril(%24) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %26 = stablehlo.compare NE, %25, %25, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %28 = call @tril_0(%27) : (tensor<3x3xi1>) -> tensor<3x3xi1>
    %29 = stablehlo.compare EQ, %26, %28, UNSIGNED : (tensor<3x3xi1>, tensor<3x3xi1>) -> tensor<3x3xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %31, %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %34 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.negate %2 : tensor<3x3xf64>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f64>>
    %8:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %17 = stablehlo.add %15, %16 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.select %19, %14, %20 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %21 : tensor<3x3xcomplex<f64>>
  }
  func.func private @triu(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
  func.func private @tril_0(%arg0: tensor<3x3xi1>) -> tensor<3x3xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xi1>
    return %6 : tensor<3x3xi1>
  }
}

// -----

// cholesky_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[9.664340939729298, 7.8467302539543375, 2.1253790141483107], [7.8467302539543375, 14.69267733727288, 3.8762496010900538], [2.1253790141483107, 3.8762496010900538, 7.0013450884579305]], [[15.313606846116153, 11.77957028227485, 5.5189409557617797], [11.77957028227485, 14.881290073465157, 4.8301008549840141], [5.5189409557617797, 4.8301008549840141, 8.317602976291667]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[[-1.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -1.000000e+00]], [[-1.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -1.000000e+00]]]> : tensor<2x3x3xf64>
    %0 = call @cholesky(%cst) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.dot_general %0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.subtract %2, %cst : tensor<2x3x3xf64>
    %4 = stablehlo.abs %3 : tensor<2x3x3xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %7 = stablehlo.sqrt %6 : tensor<2xf64>
    %8 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %11 = stablehlo.sqrt %10 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.maximum %12, %11 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.multiply %14, %13 : tensor<2xf64>
    %16 = stablehlo.compare LE, %7, %15, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %18 = call @triu(%0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %20 = stablehlo.compare EQ, %18, %19, FLOAT : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %22 = call @cholesky(%cst_0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %23 = call @tril(%22) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %24 = stablehlo.compare NE, %23, %23, FLOAT : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<2x3x3xi1>
    %26 = call @tril_0(%25) : (tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %27 = stablehlo.compare EQ, %24, %26, UNSIGNED : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.reduce(%27 init: %c_8) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %29 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %31 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.concatenate %29, %30, %31, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %32 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %18 = stablehlo.select %16, %10, %17 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %18 : tensor<2x3x3xf64>
  }
  func.func private @triu(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.select %5, %6, %arg0 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %7 : tensor<2x3x3xf64>
  }
  func.func private @tril(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %7 : tensor<2x3x3xf64>
  }
  func.func private @tril_0(%arg0: tensor<2x3x3xi1>) -> tensor<2x3x3xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2x3x3xi1>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xi1>
    return %7 : tensor<2x3x3xi1>
  }
}

// -----

// cholesky_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(15.7373009,-1.80742745E-8), (0.143862799,-0.857624113), (3.49285197,7.63597155)], [(0.143862799,0.857624173), (13.6814671,-8.77655423E-8), (-2.03191447,-8.07787513)], [(3.49285197,-7.63597202), (-2.03191447,8.07787513), (21.8974609,4.47783606E-8)]], [[(21.6908627,5.14623082E-8), (-16.5154266,-3.38264918), (3.05913329,6.80584288)], [(-16.5154266,3.38264894), (25.9344883,-3.97738688E-7), (3.16497302,-0.877643824)], [(3.05913329,-6.80584145), (3.16497302,0.87764424), (19.5107975,-4.40677965E-8)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00)]], [[(-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00)]]]> : tensor<2x3x3xcomplex<f32>>
    %0 = call @cholesky(%cst) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %3 = stablehlo.imag %1 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %4 = stablehlo.negate %3 : tensor<2x3x3xf32>
    %5 = stablehlo.complex %2, %4 : tensor<2x3x3xcomplex<f32>>
    %6 = stablehlo.dot_general %0, %5, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.subtract %6, %cst : tensor<2x3x3xcomplex<f32>>
    %8 = stablehlo.abs %7 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.sqrt %10 : tensor<2xf32>
    %12 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.sqrt %14 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<2xf32>
    %20 = stablehlo.compare LE, %11, %19, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %22 = call @triu(%0) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %24 = stablehlo.compare EQ, %22, %23, FLOAT : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.reduce(%24 init: %c_6) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %26 = call @cholesky(%cst_0) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %27 = call @tril(%26) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %28 = stablehlo.compare NE, %27, %27, FLOAT : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %29 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<2x3x3xi1>
    %30 = call @tril_0(%29) : (tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %31 = stablehlo.compare EQ, %28, %30, UNSIGNED : (tensor<2x3x3xi1>, tensor<2x3x3xi1>) -> tensor<2x3x3xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_8) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %35 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %36 = stablehlo.concatenate %33, %34, %35, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %36 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %3 = stablehlo.negate %2 : tensor<2x3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i]) {i=2, j=3, k=3, l=3, m=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %15 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %17 = stablehlo.add %15, %16 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %22 = stablehlo.select %20, %14, %21 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %22 : tensor<2x3x3xcomplex<f32>>
  }
  func.func private @triu(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.select %5, %6, %arg0 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %7 : tensor<2x3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %7 : tensor<2x3x3xcomplex<f32>>
  }
  func.func private @tril_0(%arg0: tensor<2x3x3xi1>) -> tensor<2x3x3xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2x3x3xi1>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xi1>
    return %7 : tensor<2x3x3xi1>
  }
}

// -----

// cholesky_case 4x4 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[5.29635143, -0.558600724, 0.88666737, -2.23224378], [-0.558600724, 11.564045, 5.05408764, 4.37879515], [0.88666737, 5.05408764, 19.9797554, -4.23096466], [-2.23224378, 4.37879515, -4.23096466, 12.6590729]]> : tensor<4x4xf32>
    %cst_0 = stablehlo.constant dense<[[-1.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -1.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -1.000000e+00]]> : tensor<4x4xf32>
    %0 = call @cholesky(%cst) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %3 = stablehlo.subtract %2, %cst : tensor<4x4xf32>
    %4 = stablehlo.abs %3 : tensor<4x4xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.sqrt %6 : tensor<f32>
    %8 = stablehlo.abs %cst : tensor<4x4xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.sqrt %10 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f32>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = call @triu(%0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %20 = call @cholesky(%cst_0) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %21 = call @tril(%20) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %22 = stablehlo.compare NE, %21, %21, FLOAT : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %24 = call @tril_0(%23) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %25 = stablehlo.compare EQ, %22, %24, UNSIGNED : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf32>
    %4:2 = stablehlo.custom_call @lapack_spotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi64>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %17 = stablehlo.select %15, %10, %16 : tensor<4x4xi1>, tensor<4x4xf32>
    return %17 : tensor<4x4xf32>
  }
  func.func private @triu(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @tril(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf32>
    return %6 : tensor<4x4xf32>
  }
  func.func private @tril_0(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
}

// -----

// cholesky_case 4x4 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[28.854915918740467, -1.2535430491546093, 8.6369339752073113, 8.8316043336119368], [-1.2535430491546093, 8.4173801516247426, -5.3899202665607158, -3.2647923788530764], [8.6369339752073113, -5.3899202665607158, 18.270462077434143, 10.451543027035074], [8.8316043336119368, -3.2647923788530764, 10.451543027035074, 15.476884995598491]]> : tensor<4x4xf64>
    %cst_0 = stablehlo.constant dense<[[-1.000000e+00, -0.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -1.000000e+00, -0.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -1.000000e+00, -0.000000e+00], [-0.000000e+00, -0.000000e+00, -0.000000e+00, -1.000000e+00]]> : tensor<4x4xf64>
    %0 = call @cholesky(%cst) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %2 = stablehlo.dot_general %0, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.subtract %2, %cst : tensor<4x4xf64>
    %4 = stablehlo.abs %3 : tensor<4x4xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<4x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.sqrt %6 : tensor<f64>
    %8 = stablehlo.abs %cst : tensor<4x4xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<4x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f64>
    %cst_4 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f64>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = call @triu(%0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %18 = stablehlo.compare EQ, %16, %17, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %20 = call @cholesky(%cst_0) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %21 = call @tril(%20) : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %22 = stablehlo.compare NE, %21, %21, FLOAT : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %24 = call @tril_0(%23) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %25 = stablehlo.compare EQ, %22, %24, UNSIGNED : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<4x4xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %3 = stablehlo.divide %1, %2 : tensor<4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf64>) -> (tensor<4x4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<4x4xi1>, tensor<4x4xf64>
    %11 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %13 = stablehlo.add %11, %12 : tensor<4x4xi64>
    %14 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %17 = stablehlo.select %15, %10, %16 : tensor<4x4xi1>, tensor<4x4xf64>
    return %17 : tensor<4x4xf64>
  }
  func.func private @triu(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6 : tensor<4x4xf64>
  }
  func.func private @tril(%arg0: tensor<4x4xf64>) -> tensor<4x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x4xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xf64>
    return %6 : tensor<4x4xf64>
  }
  func.func private @tril_0(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
}

// -----

// cholesky_case 4x4 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(22.8124046,5.90546775E-8), (-0.890230596,-0.297326773), (1.25760281,-7.08094931), (1.46868443,-6.98164177)], [(-0.890230596,0.297326893), (23.3900814,2.33695573E-7), (7.66370773,-9.7661724), (-1.88425255,0.849811255)], [(1.25760281,7.08094931), (7.66370773,9.76617336), (36.463871,-9.298560e-08), (-6.51048422,5.20846653)], [(1.46868443,6.98164129), (-1.88425255,-0.849811255), (-6.51048422,-5.20846653), (13.1541224,-9.28737478E-8)]]> : tensor<4x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00)]]> : tensor<4x4xcomplex<f32>>
    %0 = call @cholesky(%cst) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %3 = stablehlo.imag %1 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %4 = stablehlo.negate %3 : tensor<4x4xf32>
    %5 = stablehlo.complex %2, %4 : tensor<4x4xcomplex<f32>>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %7 = stablehlo.subtract %6, %cst : tensor<4x4xcomplex<f32>>
    %8 = stablehlo.abs %7 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.sqrt %10 : tensor<f32>
    %12 = stablehlo.abs %cst : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<4x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.sqrt %14 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.maximum %cst_3, %15 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %17 = stablehlo.multiply %cst_4, %16 : tensor<f32>
    %18 = stablehlo.compare LE, %11, %17, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = call @triu(%0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %22 = stablehlo.compare EQ, %20, %21, FLOAT : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %24 = call @cholesky(%cst_0) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %25 = call @tril(%24) : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %26 = stablehlo.compare NE, %25, %25, FLOAT : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %28 = call @tril_0(%27) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %29 = stablehlo.compare EQ, %26, %28, UNSIGNED : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %31, %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %34 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %2 = stablehlo.imag %0 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %3 = stablehlo.negate %2 : tensor<4x4xf32>
    %4 = stablehlo.complex %1, %3 : tensor<4x4xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<4x4xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<4x4xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %15 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %21 = stablehlo.select %19, %14, %20 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %21 : tensor<4x4xcomplex<f32>>
  }
  func.func private @triu(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %6 : tensor<4x4xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    return %6 : tensor<4x4xcomplex<f32>>
  }
  func.func private @tril_0(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
}

// -----

// cholesky_case 4x4 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(18.554588175327574,0.000000e+00), (-4.7600118138150593,13.70310224824367), (14.434735628567216,10.111638014448223), (-2.6431576469021572,-2.8851593388875028)], [(-4.7600118138150593,-13.70310224824367), (34.47479139934628,0.000000e+00), (4.8879266767388874,-22.752178796928114), (0.24616345760674707,19.639075005812071)], [(14.434735628567216,-10.111638014448223), (4.8879266767388874,22.752178796928114), (35.648638118770698,0.000000e+00), (-13.878556246186484,-3.3059168636604679)], [(-2.6431576469021572,2.8851593388875028), (0.24616345760674707,-19.639075005812071), (-13.878556246186484,3.3059168636604679), (25.374656389144477,0.000000e+00)]]> : tensor<4x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00)], [(-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-0.000000e+00,-0.000000e+00), (-1.000000e+00,-0.000000e+00)]]> : tensor<4x4xcomplex<f64>>
    %0 = call @cholesky(%cst) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %2 = stablehlo.real %1 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %3 = stablehlo.imag %1 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %4 = stablehlo.negate %3 : tensor<4x4xf64>
    %5 = stablehlo.complex %2, %4 : tensor<4x4xcomplex<f64>>
    %6 = stablehlo.dot_general %0, %5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.subtract %6, %cst : tensor<4x4xcomplex<f64>>
    %8 = stablehlo.abs %7 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<4x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %12 = stablehlo.abs %cst : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<4x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %15 = stablehlo.sqrt %14 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.maximum %cst_3, %15 : tensor<f64>
    %cst_4 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %17 = stablehlo.multiply %cst_4, %16 : tensor<f64>
    %18 = stablehlo.compare LE, %11, %17, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = call @triu(%0) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %22 = stablehlo.compare EQ, %20, %21, FLOAT : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_6) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %24 = call @cholesky(%cst_0) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %25 = call @tril(%24) : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %26 = stablehlo.compare NE, %25, %25, FLOAT : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %28 = call @tril_0(%27) : (tensor<4x4xi1>) -> tensor<4x4xi1>
    %29 = stablehlo.compare EQ, %26, %28, UNSIGNED : (tensor<4x4xi1>, tensor<4x4xi1>) -> tensor<4x4xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_8) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x4xi1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %31, %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %34 : tensor<3xi1>
  }
  func.func private @cholesky(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %2 = stablehlo.imag %0 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %3 = stablehlo.negate %2 : tensor<4x4xf64>
    %4 = stablehlo.complex %1, %3 : tensor<4x4xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<4x4xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<4x4xcomplex<f64>>
    %8:2 = stablehlo.custom_call @lapack_zpotrf_ffi(%7) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xcomplex<f64>>) -> (tensor<4x4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#1, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %15 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %17 = stablehlo.add %15, %16 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %19 = stablehlo.compare GE, %17, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %21 = stablehlo.select %19, %14, %20 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    return %21 : tensor<4x4xcomplex<f64>>
  }
  func.func private @triu(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    return %6 : tensor<4x4xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    return %6 : tensor<4x4xcomplex<f64>>
  }
  func.func private @tril_0(%arg0: tensor<4x4xi1>) -> tensor<4x4xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4x4xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x4xi1>, tensor<4x4xi1>
    return %6 : tensor<4x4xi1>
  }
}
