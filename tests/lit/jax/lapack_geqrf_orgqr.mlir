// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// qr_case 3x3 float32 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[-0.546382725, 1.14474356, 1.14473963], [0.000000e+00, 2.46818209, 2.27863884], [0.000000e+00, 0.000000e+00, 1.5437628]]> : tensor<3x3xf32>
    %0:2 = call @qr(%cst) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xf32>
    %3 = stablehlo.abs %2 : tensor<3x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf32>
    %24 = stablehlo.abs %23 : tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.convert %27 : (tensor<f32>) -> tensor<f64>
    %36 = stablehlo.compare LE, %35, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %38 = call @tril(%0#1) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %40 = stablehlo.compare EQ, %38, %39, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xf32>
    %43 = stablehlo.abs %42 : tensor<3x3xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %47 = stablehlo.abs %cst_0 : tensor<3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.maximum %cst_16, %50 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %52 = stablehlo.multiply %cst_17, %51 : tensor<f32>
    %53 = stablehlo.compare LE, %46, %52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %54 = stablehlo.reduce(%53 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %55 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %55, %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %59 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %1, %8 : tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
}

// -----

// qr_case 3x3 float64 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[2.2799243238286597, 1.5789447393423681, 2.4387499833767552], [0.000000e+00, 2.1459872567707463, -0.95876053584083864], [0.000000e+00, 0.000000e+00, 2.9147163937357234]]> : tensor<3x3xf64>
    %0:2 = call @qr(%cst) : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xf64>
    %3 = stablehlo.abs %2 : tensor<3x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf64>
    %24 = stablehlo.abs %23 : tensor<3x3xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.compare LE, %27, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = call @tril(%0#1) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %39 = stablehlo.compare EQ, %37, %38, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xf64>
    %42 = stablehlo.abs %41 : tensor<3x3xf64>
    %43 = stablehlo.multiply %42, %42 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.sqrt %44 : tensor<f64>
    %46 = stablehlo.abs %cst_0 : tensor<3x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %50 = stablehlo.maximum %cst_16, %49 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %51 = stablehlo.multiply %cst_17, %50 : tensor<f64>
    %52 = stablehlo.compare LE, %45, %51, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.reduce(%52 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %54 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.concatenate %54, %55, %56, %57, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %58 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>)
    %1 = stablehlo.custom_call @lapack_dorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %1, %8 : tensor<3x3xf64>, tensor<3x3xf64>
  }
  func.func private @tril(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
}

// -----

// qr_case 3x3 complex64 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(3.62406826,0.000000e+00), (0.67609477,-2.84945917), (1.72685075,0.268137574)], [(0.000000e+00,0.000000e+00), (-2.30225301,0.000000e+00), (0.749479175,0.999002933)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1.25420046,0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %0:2 = call @qr(%cst) : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xcomplex<f32>>
    %3 = stablehlo.abs %2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %18 = stablehlo.negate %17 : tensor<3x3xf32>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f32>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.convert %31 : (tensor<f32>) -> tensor<f64>
    %40 = stablehlo.compare LE, %39, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %42 = call @tril(%0#1) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xcomplex<f32>>
    %47 = stablehlo.abs %46 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %51 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.maximum %cst_16, %54 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %56 = stablehlo.multiply %cst_17, %55 : tensor<f32>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.concatenate %59, %60, %61, %62, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %63 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %1 = stablehlo.custom_call @lapack_cungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %1, %8 : tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
}

// -----

// qr_case 3x3 complex128 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-2.5234797176553716,0.000000e+00), (-1.0838999386742767,-1.8868768221130889), (-2.7932378155850524,0.75676047976116778)], [(0.000000e+00,0.000000e+00), (-4.8320876631027794,0.000000e+00), (-1.134743558585952,0.087876389187765358)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (2.47187037999739,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %0:2 = call @qr(%cst) : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xcomplex<f64>>
    %3 = stablehlo.abs %2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %18 = stablehlo.negate %17 : tensor<3x3xf64>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.compare LE, %31, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = call @tril(%0#1) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %43 = stablehlo.compare EQ, %41, %42, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xcomplex<f64>>
    %46 = stablehlo.abs %45 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %50 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %53 = stablehlo.sqrt %52 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.maximum %cst_16, %53 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %55 = stablehlo.multiply %cst_17, %54 : tensor<f64>
    %56 = stablehlo.compare LE, %49, %55, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.reduce(%56 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %58 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.concatenate %58, %59, %60, %61, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %62 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %1 = stablehlo.custom_call @lapack_zungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %8 = stablehlo.select %6, %7, %0#0 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %1, %8 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
}

// -----

// qr_case 3x3 float32 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.921537518, -2.30995846, 2.70169711], [-0.106851593, 2.23484731, -1.72600389], [-2.75574231, -0.616833209, -1.60120678]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[-2.90770769, 0.229623318, -2.43719602], [0.000000e+00, -3.26469111, 2.61919069], [0.000000e+00, 0.000000e+00, 0.20501779]]> : tensor<3x3xf32>
    %0:2 = call @qr(%cst) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xf32>
    %3 = stablehlo.abs %2 : tensor<3x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf32>
    %24 = stablehlo.abs %23 : tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.convert %27 : (tensor<f32>) -> tensor<f64>
    %36 = stablehlo.compare LE, %35, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %38 = call @tril(%0#1) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %40 = stablehlo.compare EQ, %38, %39, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xf32>
    %43 = stablehlo.abs %42 : tensor<3x3xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %47 = stablehlo.abs %cst_0 : tensor<3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.maximum %cst_16, %50 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %52 = stablehlo.multiply %cst_17, %51 : tensor<f32>
    %53 = stablehlo.compare LE, %46, %52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %54 = stablehlo.reduce(%53 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %55 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %55, %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %59 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x3xf32>, tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %2, %9 : tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
}

// -----

// qr_case 3x3 float64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[1.5183618133665546, 2.8307987581990179, 1.5013161312224115], [0.000000e+00, 2.2176940535929486, 1.0878195680230378], [0.000000e+00, 0.000000e+00, 1.9193881071751098]]> : tensor<3x3xf64>
    %0:2 = call @qr(%cst) : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xf64>
    %3 = stablehlo.abs %2 : tensor<3x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf64>
    %24 = stablehlo.abs %23 : tensor<3x3xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.compare LE, %27, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = call @tril(%0#1) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %39 = stablehlo.compare EQ, %37, %38, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xf64>
    %42 = stablehlo.abs %41 : tensor<3x3xf64>
    %43 = stablehlo.multiply %42, %42 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.sqrt %44 : tensor<f64>
    %46 = stablehlo.abs %cst_0 : tensor<3x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %50 = stablehlo.maximum %cst_16, %49 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %51 = stablehlo.multiply %cst_17, %50 : tensor<f64>
    %52 = stablehlo.compare LE, %45, %51, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.reduce(%52 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %54 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.concatenate %54, %55, %56, %57, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %58 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x3xf64>, tensor<f64>) -> tensor<3x3xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %2, %9 : tensor<3x3xf64>, tensor<3x3xf64>
  }
  func.func private @tril(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
}

// -----

// qr_case 3x3 complex64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.22607017,-2.1711483), (-0.233062908,-0.897691547), (-0.503076434,0.687094808)], [(0.616345406,0.307681739), (-1.90159178,1.15484786), (-0.49252373,-2.72843862)], [(-2.19546771,-8.846930e-01), (0.939708769,-2.74865055), (1.8403939,-2.09709215)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(3.96819639,0.000000e+00), (0.50898087,2.43312263), (-0.932463765,0.52426511)], [(0.000000e+00,0.000000e+00), (2.84057713,0.000000e+00), (1.40066886,2.00583363)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (3.01121235,0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %0:2 = call @qr(%cst) : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xcomplex<f32>>
    %3 = stablehlo.abs %2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %18 = stablehlo.negate %17 : tensor<3x3xf32>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f32>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.convert %31 : (tensor<f32>) -> tensor<f64>
    %40 = stablehlo.compare LE, %39, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %42 = call @tril(%0#1) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xcomplex<f32>>
    %47 = stablehlo.abs %46 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %51 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.maximum %cst_16, %54 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %56 = stablehlo.multiply %cst_17, %55 : tensor<f32>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.concatenate %59, %60, %61, %62, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %63 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %2, %9 : tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
}

// -----

// qr_case 3x3 complex128 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.58683478853982507,-1.9673773571750741), (-0.38439726684036701,1.380174706254552), (-2.8987800366504102,-0.76124972521464151)], [(0.58012475035321831,-1.9061232380327939), (2.3698686063320817,-0.32795266313750027), (0.207765386773199,-1.2787980640511518)], [(-2.964268177359684,-0.53531476815316292), (2.4130770417958463,-0.33949513090853678), (1.5271177072023612,-1.937365899251335)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-4.154304633439506,0.000000e+00), (1.9045871582372289,-1.6076814767169854), (0.27322233033551147,-0.015598937779500388)], [(0.000000e+00,0.000000e+00), (-2.7390836823157221,0.000000e+00), (-1.7424485934602785,1.1810920876695956)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (3.4986273765229692,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %0:2 = call @qr(%cst) : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.subtract %1, %cst : tensor<3x3xcomplex<f64>>
    %3 = stablehlo.abs %2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %18 = stablehlo.negate %17 : tensor<3x3xf64>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.compare LE, %31, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = call @tril(%0#1) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %43 = stablehlo.compare EQ, %41, %42, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xcomplex<f64>>
    %46 = stablehlo.abs %45 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %50 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %53 = stablehlo.sqrt %52 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.maximum %cst_16, %53 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %55 = stablehlo.multiply %cst_17, %54 : tensor<f64>
    %56 = stablehlo.compare LE, %49, %55, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.reduce(%56 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %58 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.concatenate %58, %59, %60, %61, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %62 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<3x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %2, %9 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
}

// -----

// qr_case 4x3 float32 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058], [-0.98113346, -0.744790912, 0.192215219], [-2.59136224, 0.507174373, -1.57261348], [-2.03546047, -2.08728504, -2.23758459]]> : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<[[-3.46408653, -1.10530353, -2.42828703], [0.000000e+00, 2.02408123, 5.033810e-01], [0.000000e+00, 0.000000e+00, -1.17118967]]> : tensor<3x3xf32>
    %0:2 = call @qr(%cst) : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3x3xf32>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.subtract %1, %cst : tensor<4x3xf32>
    %3 = stablehlo.abs %2 : tensor<4x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : tensor<4x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x3xf32>) -> tensor<3x4xf32>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf32>, tensor<4x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf32>
    %24 = stablehlo.abs %23 : tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.convert %27 : (tensor<f32>) -> tensor<f64>
    %36 = stablehlo.compare LE, %35, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %38 = call @tril(%0#1) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %40 = stablehlo.compare EQ, %38, %39, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xf32>
    %43 = stablehlo.abs %42 : tensor<3x3xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %47 = stablehlo.abs %cst_0 : tensor<3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.maximum %cst_16, %50 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %52 = stablehlo.multiply %cst_17, %51 : tensor<f32>
    %53 = stablehlo.compare LE, %46, %52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %54 = stablehlo.reduce(%53 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %55 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %55, %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %59 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3x3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=3, k=3, l=4, m=3}, custom>} : (tensor<4x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
    %2 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.select %7, %8, %2 : tensor<3x3xi1>, tensor<3x3xf32>
    return %1, %9 : tensor<4x3xf32>, tensor<3x3xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
}

// -----

// qr_case 4x3 complex128 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,0.87353404272531109), (-0.32643625111987973,-0.32935430308439262), (-0.56922919175304276,-2.4891338321792804)], [(-0.92163489939348064,1.419611324104805), (2.082504102115756,2.6144542362190704), (-1.8698277096157105,0.098412248592540941)], [(2.841894707716758,2.0851619685188725), (2.0267782721796417,1.4420466840476784), (2.215396829094983,0.76951396962705231)], [(-1.2400731706713453,-0.48153142338312716), (1.9699716905735247,-2.7692225221707498), (-2.3894223239146672,1.4017485750263097)]]> : tensor<4x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(4.2218276443985925,0.000000e+00), (2.1736909167151297,-0.19207429573456525), (2.3457973562583319,-0.50815071232963605)], [(0.000000e+00,0.000000e+00), (-4.9357993352280491,0.000000e+00), (2.1914791846794754,-0.17870964998853914)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-3.5502988848879067,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %0:2 = call @qr(%cst) : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %2 = stablehlo.subtract %1, %cst : tensor<4x3xcomplex<f64>>
    %3 = stablehlo.abs %2 : (tensor<4x3xcomplex<f64>>) -> tensor<4x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<4x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : (tensor<4x3xcomplex<f64>>) -> tensor<4x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<4x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x3xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %17 = stablehlo.imag %15 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %18 = stablehlo.negate %17 : tensor<3x4xf64>
    %19 = stablehlo.complex %16, %18 : tensor<3x4xcomplex<f64>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f64>>, tensor<4x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.compare LE, %31, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = call @tril(%0#1) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %43 = stablehlo.compare EQ, %41, %42, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.subtract %0#1, %cst_0 : tensor<3x3xcomplex<f64>>
    %46 = stablehlo.abs %45 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %50 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %53 = stablehlo.sqrt %52 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.maximum %cst_16, %53 : tensor<f64>
    %cst_17 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %55 = stablehlo.multiply %cst_17, %54 : tensor<f64>
    %56 = stablehlo.compare LE, %49, %55, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.reduce(%56 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %58 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.concatenate %58, %59, %60, %61, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %62 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %1 = stablehlo.custom_call @lapack_zungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=3, k=3, l=4, m=3}, custom>} : (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %2 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<4x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %2 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %1, %9 : tensor<4x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
}

// -----

// qr_case 4x3 float64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.4591947181896261, -2.7748857555771407, 2.7727305679061747], [-0.29851534983489492, 2.091628258398881, -2.9645892285814481], [0.93610173262929663, -2.4664500074423188, -1.3522913745448488], [-2.1070854570236426, 2.5854904001665338, -1.5159347885802654]]> : tensor<4x3xf64>
    %cst_0 = stablehlo.constant dense<[[2.7448963945314326, -1.5781950308465569, -0.449072162919534], [0.000000e+00, -4.7278257604330571, 3.2123917335194827], [0.000000e+00, 0.000000e+00, 3.1752870554054158], [0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<4x3xf64>
    %0:2 = call @qr(%cst) : (tensor<4x3xf64>) -> (tensor<4x4xf64>, tensor<4x3xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
    %2 = stablehlo.subtract %1, %cst : tensor<4x3xf64>
    %3 = stablehlo.abs %2 : tensor<4x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<4x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : tensor<4x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<4x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x4xf64>) -> tensor<4x4xf64>
    %17 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %18 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %20 = stablehlo.add %17, %19 : tensor<4x4xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %22 = stablehlo.convert %21 : (tensor<4x4xi1>) -> tensor<4x4xf64>
    %23 = stablehlo.subtract %16, %22 : tensor<4x4xf64>
    %24 = stablehlo.abs %23 : tensor<4x4xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<4x4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.compare LE, %27, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = call @tril(%0#1) : (tensor<4x3xf64>) -> tensor<4x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %39 = stablehlo.compare EQ, %37, %38, FLOAT : (tensor<4x3xf64>, tensor<4x3xf64>) -> tensor<4x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x3xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.subtract %0#1, %cst_0 : tensor<4x3xf64>
    %42 = stablehlo.abs %41 : tensor<4x3xf64>
    %43 = stablehlo.multiply %42, %42 : tensor<4x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.sqrt %44 : tensor<f64>
    %46 = stablehlo.abs %cst_0 : tensor<4x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<4x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %50 = stablehlo.maximum %cst_16, %49 : tensor<f64>
    %cst_17 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %51 = stablehlo.multiply %cst_17, %50 : tensor<f64>
    %52 = stablehlo.compare LE, %45, %51, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.reduce(%52 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %54 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.concatenate %54, %55, %56, %57, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %58 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<4x3xf64>) -> (tensor<4x4xf64>, tensor<4x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4x4xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xf64>, tensor<3xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<4x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<4x3xi1>, tensor<4x3xf64>
    return %2, %9 : tensor<4x4xf64>, tensor<4x3xf64>
  }
  func.func private @tril(%arg0: tensor<4x3xf64>) -> tensor<4x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x3xi1>, tensor<4x3xf64>
    return %6 : tensor<4x3xf64>
  }
}

// -----

// qr_case 4x3 complex64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.25889802,1.69962656), (0.398837686,1.44614756), (0.747075557,-0.339176744)], [(-2.24069166,2.15238595), (-1.0141753,-2.25997543), (1.20077944,-0.624960958)], [(-1.76561022,-2.2738452), (1.26604164,-2.53241253), (-0.782100141,0.660848438)], [(2.31222343,-1.14461434), (-0.608794748,-1.79107189), (-2.84439468,1.20353699)]]> : tensor<4x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(5.70868492,0.000000e+00), (0.548372746,1.01846099), (-2.51827168,-0.894399285)], [(0.000000e+00,0.000000e+00), (4.31775665,0.000000e+00), (-0.183836251,-1.60119343)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (1.83134794,0.000000e+00)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00)]]> : tensor<4x3xcomplex<f32>>
    %0:2 = call @qr(%cst) : (tensor<4x3xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %2 = stablehlo.subtract %1, %cst : tensor<4x3xcomplex<f32>>
    %3 = stablehlo.abs %2 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %16 = stablehlo.real %15 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %17 = stablehlo.imag %15 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %18 = stablehlo.negate %17 : tensor<4x4xf32>
    %19 = stablehlo.complex %16, %18 : tensor<4x4xcomplex<f32>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %21 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %22 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %24 = stablehlo.add %21, %23 : tensor<4x4xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %26 = stablehlo.convert %25 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f32>>
    %27 = stablehlo.subtract %20, %26 : tensor<4x4xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<4x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.convert %31 : (tensor<f32>) -> tensor<f64>
    %40 = stablehlo.compare LE, %39, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %42 = call @tril(%0#1) : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<4x3xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<4x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x3xi1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.subtract %0#1, %cst_0 : tensor<4x3xcomplex<f32>>
    %47 = stablehlo.abs %46 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<4x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %51 = stablehlo.abs %cst_0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<4x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.maximum %cst_16, %54 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %56 = stablehlo.multiply %cst_17, %55 : tensor<f32>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.concatenate %59, %60, %61, %62, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %63 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<4x3xcomplex<f32>>) -> (tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<4x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    return %2, %9 : tensor<4x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<4x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    return %6 : tensor<4x3xcomplex<f32>>
  }
}

// -----

// qr_case 3x4 float32 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.952787518, 2.06554437, -2.06492686, -1.44740975], [1.16166759, -2.15479016, 0.845020056, -0.318931758], [1.73058152, -0.25177902, 1.8950721, 2.77941084]]> : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<[[-2.29176545, 0.423624873, -1.00087583, -1.33540297], [0.000000e+00, 2.9653883, -2.07027936, -0.821661472], [0.000000e+00, 0.000000e+00, 1.81148303, 2.73192382]]> : tensor<3x4xf32>
    %0:2 = call @qr(%cst) : (tensor<3x4xf32>) -> (tensor<3x3xf32>, tensor<3x4xf32>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %2 = stablehlo.subtract %1, %cst : tensor<3x4xf32>
    %3 = stablehlo.abs %2 : tensor<3x4xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : tensor<3x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf32>
    %24 = stablehlo.abs %23 : tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.convert %27 : (tensor<f32>) -> tensor<f64>
    %36 = stablehlo.compare LE, %35, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %38 = call @tril(%0#1) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %40 = stablehlo.compare EQ, %38, %39, FLOAT : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.subtract %0#1, %cst_0 : tensor<3x4xf32>
    %43 = stablehlo.abs %42 : tensor<3x4xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %47 = stablehlo.abs %cst_0 : tensor<3x4xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.maximum %cst_16, %50 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %52 = stablehlo.multiply %cst_17, %51 : tensor<f32>
    %53 = stablehlo.compare LE, %46, %52, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %54 = stablehlo.reduce(%53 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %55 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %55, %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %59 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x4xf32>) -> (tensor<3x3xf32>, tensor<3x4xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xf32>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x4xi1>, tensor<3x4xf32>
    return %2, %9 : tensor<3x3xf32>, tensor<3x4xf32>
  }
  func.func private @tril(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xf32>
    return %6 : tensor<3x4xf32>
  }
}

// -----

// qr_case 3x4 complex128 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.27542858956361993,1.1040730519677906), (1.8103729590161013,2.051929864861922), (-1.8178693672352062,-2.5719994994871955), (1.4532735532890602,-0.016592300846917318)], [(1.5307138416980308,2.3441905399742078), (2.5408309870966876,1.5374717735442527), (2.6697754450906501,1.0219048155932864), (-2.358049336076915,-2.4572779167085939)], [(2.4409963986420236,-2.3344953775629702), (-2.43518704362834,1.2815431102060977), (1.6082858211465139,-1.1782904888711017), (-0.52273420677119864,-2.1616483663785786)]]> : tensor<3x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-4.53227144497626,0.000000e+00), (-0.29157159561048163,1.6753359458842914), (-2.1663236663795598,0.55540078864042242), (1.1511902347573957,1.3987818423394827)], [(0.000000e+00,0.000000e+00), (-4.581291535617245,0.000000e+00), (1.5721798736700374,1.1117968640054676), (2.3306843498054377,-0.57631187437209341)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-3.6547917196711968,0.000000e+00), (3.0113770535979136,-0.73649113659531007)]]> : tensor<3x4xcomplex<f64>>
    %0:2 = call @qr(%cst) : (tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %2 = stablehlo.subtract %1, %cst : tensor<3x4xcomplex<f64>>
    %3 = stablehlo.abs %2 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %18 = stablehlo.negate %17 : tensor<3x3xf64>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.compare LE, %31, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = call @tril(%0#1) : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %43 = stablehlo.compare EQ, %41, %42, FLOAT : (tensor<3x4xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.subtract %0#1, %cst_0 : tensor<3x4xcomplex<f64>>
    %46 = stablehlo.abs %45 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x4xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %50 = stablehlo.abs %cst_0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<3x4xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %53 = stablehlo.sqrt %52 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.maximum %cst_16, %53 : tensor<f64>
    %cst_17 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %55 = stablehlo.multiply %cst_17, %54 : tensor<f64>
    %56 = stablehlo.compare LE, %49, %55, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %57 = stablehlo.reduce(%56 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %58 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.concatenate %58, %59, %60, %61, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %62 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xcomplex<f64>>) -> (tensor<3x4xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %2, %9 : tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %6 : tensor<3x4xcomplex<f64>>
  }
}

// -----

// qr_case 3x4 float64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.8346080279394796, 2.6082192117203427, 0.84055263269761671, 2.8878984909440799], [-0.2156357164747158, -2.9565590378667381, 2.2701428516016247, 2.3479897118967186], [1.1940334479650749, -0.30573225914048674, 1.214581109629532, 1.8463066227346374]]> : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<[[2.199545692468996, -2.0515939891606534, -0.2643082250957971, -1.6366654026518148], [0.000000e+00, 3.380603957682355, -1.6071257386389375, -0.98560680778900833], [0.000000e+00, 0.000000e+00, 2.1639252734862899, 3.6894128403482092]]> : tensor<3x4xf64>
    %0:2 = call @qr(%cst) : (tensor<3x4xf64>) -> (tensor<3x3xf64>, tensor<3x4xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %2 = stablehlo.subtract %1, %cst : tensor<3x4xf64>
    %3 = stablehlo.abs %2 : tensor<3x4xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %6 = stablehlo.sqrt %5 : tensor<f64>
    %7 = stablehlo.abs %cst : tensor<3x4xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f64>
    %cst_4 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f64>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %16 = stablehlo.dot_general %15, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %17 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %18 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %19 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %20 = stablehlo.add %17, %19 : tensor<3x3xi64>
    %21 = stablehlo.compare EQ, %20, %18, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %22 = stablehlo.convert %21 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %23 = stablehlo.subtract %16, %22 : tensor<3x3xf64>
    %24 = stablehlo.abs %23 : tensor<3x3xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.abs %cst_7 : tensor<f64>
    %29 = stablehlo.multiply %28, %28 : tensor<f64>
    %30 = stablehlo.convert %29 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.compare LE, %27, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = call @tril(%0#1) : (tensor<3x4xf64>) -> tensor<3x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %39 = stablehlo.compare EQ, %37, %38, FLOAT : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.subtract %0#1, %cst_0 : tensor<3x4xf64>
    %42 = stablehlo.abs %41 : tensor<3x4xf64>
    %43 = stablehlo.multiply %42, %42 : tensor<3x4xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.sqrt %44 : tensor<f64>
    %46 = stablehlo.abs %cst_0 : tensor<3x4xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<3x4xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %49 = stablehlo.sqrt %48 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %50 = stablehlo.maximum %cst_16, %49 : tensor<f64>
    %cst_17 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %51 = stablehlo.multiply %cst_17, %50 : tensor<f64>
    %52 = stablehlo.compare LE, %45, %51, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %53 = stablehlo.reduce(%52 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %54 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %56 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.concatenate %54, %55, %56, %57, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %58 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x4xf64>) -> (tensor<3x3xf64>, tensor<3x4xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xf64>) -> (tensor<3x4xf64>, tensor<3xf64>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x4xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x4xi1>, tensor<3x4xf64>
    return %2, %9 : tensor<3x3xf64>, tensor<3x4xf64>
  }
  func.func private @tril(%arg0: tensor<3x4xf64>) -> tensor<3x4xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x4xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xf64>
    return %6 : tensor<3x4xf64>
  }
}

// -----

// qr_case 3x4 complex64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.706538498,1.57735384), (-1.18394053,-0.569555163), (2.6796298,-1.67699051), (2.8049984,-2.69156551)], [(2.54290771,0.995085835), (1.59325564,-0.702743888), (1.08784974,0.874066412), (-2.74842834,-2.10185957)], [(1.97248471,0.979488849), (2.65103531,2.0796566), (0.98126012,-2.90829515), (-0.819741964,-0.339735121)]]> : tensor<3x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(-3.91074324,0.000000e+00), (-2.27155018,0.102775216), (-0.503997564,2.80486774), (3.39933777,2.25104952)], [(0.000000e+00,0.000000e+00), (-3.30769968,0.000000e+00), (1.80742896,-0.676502227), (0.0239198208,-1.74468231)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-3.08470798,0.000000e+00), (-5.065510e-01,-2.81918502)]]> : tensor<3x4xcomplex<f32>>
    %0:2 = call @qr(%cst) : (tensor<3x4xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x4xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %2 = stablehlo.subtract %1, %cst : tensor<3x4xcomplex<f32>>
    %3 = stablehlo.abs %2 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %6 = stablehlo.sqrt %5 : tensor<f32>
    %7 = stablehlo.abs %cst : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.maximum %cst_3, %10 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %12 = stablehlo.multiply %cst_4, %11 : tensor<f32>
    %13 = stablehlo.compare LE, %6, %12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %14 = stablehlo.reduce(%13 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %15 = stablehlo.transpose %0#0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %16 = stablehlo.real %15 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %17 = stablehlo.imag %15 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %18 = stablehlo.negate %17 : tensor<3x3xf32>
    %19 = stablehlo.complex %16, %18 : tensor<3x3xcomplex<f32>>
    %20 = stablehlo.dot_general %19, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %27 = stablehlo.subtract %20, %26 : tensor<3x3xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.abs %cst_7 : tensor<f64>
    %33 = stablehlo.multiply %32, %32 : tensor<f64>
    %34 = stablehlo.convert %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_9, %36 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %38 = stablehlo.multiply %cst_10, %37 : tensor<f64>
    %39 = stablehlo.convert %31 : (tensor<f32>) -> tensor<f64>
    %40 = stablehlo.compare LE, %39, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %42 = call @tril(%0#1) : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<3x4xcomplex<f32>>, tensor<3x4xcomplex<f32>>) -> tensor<3x4xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_13) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x4xi1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.subtract %0#1, %cst_0 : tensor<3x4xcomplex<f32>>
    %47 = stablehlo.abs %46 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %51 = stablehlo.abs %cst_0 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<3x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.maximum %cst_16, %54 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %56 = stablehlo.multiply %cst_17, %55 : tensor<f32>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_18) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.concatenate %59, %60, %61, %62, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %63 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<3x4xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x4xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xcomplex<f32>>) -> (tensor<3x4xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %1 = stablehlo.slice %0#0 [0:3, 0:3] : (tensor<3x4xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x4xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    return %2, %9 : tensor<3x3xcomplex<f32>>, tensor<3x4xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<3x4xcomplex<f32>>) -> tensor<3x4xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x4xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<3x4xi1>, tensor<3x4xcomplex<f32>>
    return %6 : tensor<3x4xcomplex<f32>>
  }
}

// -----

// qr_case 2x3x3 float32 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.01113749, -2.297970e+00, 1.31112051], [-1.7726208, 1.56973255, 0.253111482], [-1.40984917, -0.52380085, -2.36386561]], [[1.43873036, 1.07577121, -0.58391583], [-0.126682624, 1.318730e+00, 0.991692185], [0.529970944, 0.0981393828, 2.89673185]]]> : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<[[[2.48037457, 0.112685919, 0.628251969], [0.000000e+00, -2.82955742, 5.118110e-01], [0.000000e+00, 0.000000e+00, -2.59119892]], [[-1.53846121, -0.93125236, -0.370146632], [0.000000e+00, -1.42784214, -0.433659971], [0.000000e+00, 0.000000e+00, 3.0643754]]]> : tensor<2x3x3xf32>
    %0:2 = call @qr(%cst) : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xf32>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = stablehlo.subtract %1, %cst : tensor<2x3x3xf32>
    %3 = stablehlo.abs %2 : tensor<2x3x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.sqrt %5 : tensor<2xf32>
    %7 = stablehlo.abs %cst : tensor<2x3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.sqrt %9 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2xf32>
    %15 = stablehlo.compare LE, %6, %14, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %18 = stablehlo.dot_general %17, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %22 = stablehlo.add %19, %21 : tensor<3x3xi64>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %26 = stablehlo.subtract %18, %25 : tensor<2x3x3xf32>
    %27 = stablehlo.abs %26 : tensor<2x3x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<2x3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.sqrt %29 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_7 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_9, %35 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %37 = stablehlo.multiply %cst_10, %36 : tensor<f64>
    %38 = stablehlo.convert %30 : (tensor<2xf32>) -> tensor<2xf64>
    %39 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %40 = stablehlo.compare LE, %38, %39, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %42 = call @tril(%0#1) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %44 = stablehlo.compare EQ, %42, %43, FLOAT : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_13) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.subtract %0#1, %cst_0 : tensor<2x3x3xf32>
    %47 = stablehlo.abs %46 : tensor<2x3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<2x3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.sqrt %49 : tensor<2xf32>
    %51 = stablehlo.abs %cst_0 : tensor<2x3x3xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<2x3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %54 = stablehlo.sqrt %53 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<2xf32>
    %59 = stablehlo.compare LE, %50, %58, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_18) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %65 = stablehlo.concatenate %61, %62, %63, %64, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %65 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3x3xf32>) {
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xf32>)
    %1 = stablehlo.custom_call @lapack_sorgqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x3xf32>) -> tensor<2x3x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    return %1, %9 : tensor<2x3x3xf32>, tensor<2x3x3xf32>
  }
  func.func private @tril(%arg0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    return %7 : tensor<2x3x3xf32>
  }
}

// -----

// qr_case 2x3x3 complex128 ('reduced',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(2.3645657873737509,-2.877421261691631), (-0.20325412991537739,1.1491481466835411), (-0.42697318375474591,2.9928555372978538)], [(-2.5543708757396058,-0.17032038673094174), (0.66368330558666644,-1.9591182999106669), (1.8696404367283854,1.2943656276801976)], [(-1.5792655003439386,0.22970900658430038), (1.210099440354802,-2.9669802037070707), (-1.4651091895905684,-0.92237754038275721)]], [[(1.8541657849063693,2.6540658611642876), (2.9369815431437223,2.2414112962178168), (-0.033082177423923387,2.9534690430536319)], [(2.3077385959723262,1.7835667245764615), (-0.58994005085631906,0.93225871724945363), (1.1591733638892876,0.78946257843323853)], [(0.40707654285610984,1.4561016943200125), (2.9870775387593298,1.0416900086861336), (0.20944011164332732,2.8861951570490749)]]]> : tensor<2x3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(-4.7928477790661095,0.000000e+00), (1.6152019262854409,-2.4322535233736859), (2.6113089504722611,-0.97094632086748867)], [(0.000000e+00,0.000000e+00), (2.7171771137726606,0.000000e+00), (-1.2456230891801139,-2.1500139458488174)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-1.8362857434259952,0.000000e+00)]], [[(-4.6124513544987344,0.000000e+00), (-3.1281842924331942,0.94544705371967907), (-3.5010323986001768,-1.341666180540483)], [(0.000000e+00,0.000000e+00), (3.7676602767520979,0.000000e+00), (0.13898599207324708,2.1493835400651151)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-0.60706903200969031,0.000000e+00)]]]> : tensor<2x3x3xcomplex<f64>>
    %0:2 = call @qr(%cst) : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %2 = stablehlo.subtract %1, %cst : tensor<2x3x3xcomplex<f64>>
    %3 = stablehlo.abs %2 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %6 = stablehlo.sqrt %5 : tensor<2xf64>
    %7 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.sqrt %9 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.maximum %11, %10 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<2xf64>
    %15 = stablehlo.compare LE, %6, %14, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %18 = stablehlo.real %17 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %19 = stablehlo.imag %17 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %20 = stablehlo.negate %19 : tensor<2x3x3xf64>
    %21 = stablehlo.complex %18, %20 : tensor<2x3x3xcomplex<f64>>
    %22 = stablehlo.dot_general %21, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %23 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %24 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %26 = stablehlo.add %23, %25 : tensor<3x3xi64>
    %27 = stablehlo.compare EQ, %26, %24, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %28 = stablehlo.convert %27 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %30 = stablehlo.subtract %22, %29 : tensor<2x3x3xcomplex<f64>>
    %31 = stablehlo.abs %30 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %32 = stablehlo.multiply %31, %31 : tensor<2x3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %34 = stablehlo.sqrt %33 : tensor<2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.abs %cst_7 : tensor<f64>
    %36 = stablehlo.multiply %35, %35 : tensor<f64>
    %37 = stablehlo.convert %36 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %39 = stablehlo.sqrt %38 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %40 = stablehlo.maximum %cst_9, %39 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %41 = stablehlo.multiply %cst_10, %40 : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %43 = stablehlo.compare LE, %34, %42, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %45 = call @tril(%0#1) : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %46 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %47 = stablehlo.compare EQ, %45, %46, FLOAT : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_13) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.subtract %0#1, %cst_0 : tensor<2x3x3xcomplex<f64>>
    %50 = stablehlo.abs %49 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<2x3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %53 = stablehlo.sqrt %52 : tensor<2xf64>
    %54 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %55 = stablehlo.multiply %54, %54 : tensor<2x3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %57 = stablehlo.sqrt %56 : tensor<2xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %59 = stablehlo.maximum %58, %57 : tensor<2xf64>
    %cst_17 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %61 = stablehlo.multiply %60, %59 : tensor<2xf64>
    %62 = stablehlo.compare LE, %53, %61, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %63 = stablehlo.reduce(%62 init: %c_18) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %64 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %65 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %66 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %67 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %68 = stablehlo.concatenate %64, %65, %66, %67, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %68 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) {
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>)
    %1 = stablehlo.custom_call @lapack_zungqr_ffi(%0#0, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %2, %3 : tensor<3x3xi64>
    %5 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %9 = stablehlo.select %7, %8, %0#0 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    return %1, %9 : tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    return %7 : tensor<2x3x3xcomplex<f64>>
  }
}

// -----

// qr_case 2x3x3 float64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-0.481898700801207, 0.4580127690605944, 1.3782261815523196], [-0.78760695433367144, 2.2485450303983825, 0.3030305556372932], [0.85184743091305525, 2.7996165469502969, 2.9504001894027203]], [[-0.74263481511817098, 0.15687012736756589, 1.5915855326466692], [1.9371113540992706, -0.40812577284966345, -0.83893662563557924], [2.5915016684979735, -0.192556694634753, -1.9065465449320171]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[[1.2562623602981289, 0.31296066335469952, 1.2819427637950682], [0.000000e+00, -3.6063331631315352, -2.5431412344651023], [0.000000e+00, 0.000000e+00, 1.6078717656301207]], [[3.3196065677477034, -0.42357226775317125, -2.3339811163789239], [0.000000e+00, 0.22099660170135815, -0.13315810894676172], [0.000000e+00, 0.000000e+00, 1.1860353974327753]]]> : tensor<2x3x3xf64>
    %0:2 = call @qr(%cst) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.subtract %1, %cst : tensor<2x3x3xf64>
    %3 = stablehlo.abs %2 : tensor<2x3x3xf64>
    %4 = stablehlo.multiply %3, %3 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %6 = stablehlo.sqrt %5 : tensor<2xf64>
    %7 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.sqrt %9 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.maximum %11, %10 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<2xf64>
    %15 = stablehlo.compare LE, %6, %14, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %18 = stablehlo.dot_general %17, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %22 = stablehlo.add %19, %21 : tensor<3x3xi64>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %26 = stablehlo.subtract %18, %25 : tensor<2x3x3xf64>
    %27 = stablehlo.abs %26 : tensor<2x3x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<2x3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.sqrt %29 : tensor<2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_7 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_9, %35 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %37 = stablehlo.multiply %cst_10, %36 : tensor<f64>
    %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %39 = stablehlo.compare LE, %30, %38, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %41 = call @tril(%0#1) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %43 = stablehlo.compare EQ, %41, %42, FLOAT : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_13) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.subtract %0#1, %cst_0 : tensor<2x3x3xf64>
    %46 = stablehlo.abs %45 : tensor<2x3x3xf64>
    %47 = stablehlo.multiply %46, %46 : tensor<2x3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %48 = stablehlo.reduce(%47 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %49 = stablehlo.sqrt %48 : tensor<2xf64>
    %50 = stablehlo.abs %cst_0 : tensor<2x3x3xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<2x3x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %53 = stablehlo.sqrt %52 : tensor<2xf64>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %54 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %55 = stablehlo.maximum %54, %53 : tensor<2xf64>
    %cst_17 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %57 = stablehlo.multiply %56, %55 : tensor<2xf64>
    %58 = stablehlo.compare LE, %49, %57, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.reduce(%58 init: %c_18) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %60 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %61 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.concatenate %60, %61, %62, %63, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %64 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>) {
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %10 = stablehlo.select %8, %9, %0#0 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %2, %10 : tensor<2x3x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @tril(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
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
}

// -----

// qr_case 2x3x3 complex64 ('complete',)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4xi1> {
// CHECK-NEXT: [true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<4xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(1.86692894,-2.038360e+00), (-2.80115557,0.885693132), (-1.55421603,0.214056104)], [(2.58182096,2.12302136), (-0.531839252,-1.23999178), (0.772185862,-1.38372111)], [(4.290970e-01,2.97846746), (-1.12769055,2.24040341), (1.68905234,-1.95292163)]], [[(-2.75250459,2.53037357), (-2.74663401,2.18340135), (-1.2877897,2.6458106)], [(1.99259603,2.41640544), (1.35363328,-1.4249469), (1.77887619,-1.75760114)], [(-1.81318319,0.83971852), (1.8791337,-1.44625127), (2.37611604,-2.6740346)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(-5.27908564,0.000000e+00), (0.919000626,0.342564762), (1.77566803,2.62338829)], [(0.000000e+00,0.000000e+00), (-3.97247267,0.000000e+00), (0.74569881,2.301100e-01)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-0.997488081,0.000000e+00)]], [[(5.27079535,0.000000e+00), (1.46415901,-0.782748699), (0.566000104,-1.70210505)], [(0.000000e+00,0.000000e+00), (4.3635273,0.000000e+00), (4.67459488,-0.87978065)], [(0.000000e+00,0.000000e+00), (0.000000e+00,0.000000e+00), (-1.36576045,0.000000e+00)]]]> : tensor<2x3x3xcomplex<f32>>
    %0:2 = call @qr(%cst) : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.subtract %1, %cst : tensor<2x3x3xcomplex<f32>>
    %3 = stablehlo.abs %2 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %6 = stablehlo.sqrt %5 : tensor<2xf32>
    %7 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.sqrt %9 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.maximum %11, %10 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2xf32>
    %15 = stablehlo.compare LE, %6, %14, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %18 = stablehlo.real %17 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %19 = stablehlo.imag %17 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %20 = stablehlo.negate %19 : tensor<2x3x3xf32>
    %21 = stablehlo.complex %18, %20 : tensor<2x3x3xcomplex<f32>>
    %22 = stablehlo.dot_general %21, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %23 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %24 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %26 = stablehlo.add %23, %25 : tensor<3x3xi64>
    %27 = stablehlo.compare EQ, %26, %24, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %28 = stablehlo.convert %27 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %30 = stablehlo.subtract %22, %29 : tensor<2x3x3xcomplex<f32>>
    %31 = stablehlo.abs %30 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<2x3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.sqrt %33 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.abs %cst_7 : tensor<f64>
    %36 = stablehlo.multiply %35, %35 : tensor<f64>
    %37 = stablehlo.convert %36 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %38 = stablehlo.reduce(%37 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %39 = stablehlo.sqrt %38 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %40 = stablehlo.maximum %cst_9, %39 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %41 = stablehlo.multiply %cst_10, %40 : tensor<f64>
    %42 = stablehlo.convert %34 : (tensor<2xf32>) -> tensor<2xf64>
    %43 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %44 = stablehlo.compare LE, %42, %43, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %46 = call @tril(%0#1) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %cst_12 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %48 = stablehlo.compare EQ, %46, %47, FLOAT : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.reduce(%48 init: %c_13) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %50 = stablehlo.subtract %0#1, %cst_0 : tensor<2x3x3xcomplex<f32>>
    %51 = stablehlo.abs %50 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<2x3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %54 = stablehlo.sqrt %53 : tensor<2xf32>
    %55 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %56 = stablehlo.multiply %55, %55 : tensor<2x3x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.sqrt %57 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %60 = stablehlo.maximum %59, %58 : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<2xf32>
    %63 = stablehlo.compare LE, %54, %62, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_18 = stablehlo.constant dense<true> : tensor<i1>
    %64 = stablehlo.reduce(%63 init: %c_18) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %65 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %66 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %67 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %68 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %69 = stablehlo.concatenate %65, %66, %67, %68, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<4xi1>
    return %69 : tensor<4xi1>
  }
  func.func private @qr(%arg0: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) {
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%arg0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>)
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %1 = stablehlo.pad %0#0, %cst, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x3x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %3 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %3, %4 : tensor<3x3xi64>
    %6 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %10 = stablehlo.select %8, %9, %0#0 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %2, %10 : tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
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
}
