// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// pivoted_qr_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %c = stablehlo.constant dense<[2, 1, 0]> : tensor<3xi32>
    %0:3 = call @_qr(%cst) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x3xf32>) -> tensor<3xf32>
    %2 = stablehlo.abs %1 : tensor<3xf32>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<3x3xf32>, tensor<1x3xi32>) -> tensor<3x3xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<3x3xf32>
    %7 = stablehlo.abs %6 : tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst : tensor<3x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.999989986> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf32>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xf32>, tensor<3xi32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<3xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @lapack_sorgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %7 = stablehlo.add %5, %6 : tensor<3x3xi64>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %11 = stablehlo.select %9, %10, %1#0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %4, %11, %3 : tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xf32>) -> tensor<3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi64>
      %9 = stablehlo.iota dim = 0 : tensor<3xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %13 = stablehlo.add %8, %12 : tensor<3xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %18 = stablehlo.add %9, %17 : tensor<3xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi64>
      %20 = stablehlo.convert %14 : (tensor<3xi64>) -> tensor<3xi32>
      %21 = stablehlo.convert %19 : (tensor<3xi64>) -> tensor<3xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf32>, tensor<3x2xi32>) -> tensor<3xf32>
      stablehlo.return %25 : tensor<3xf32>
    }) : (tensor<i32>) -> tensor<3xf32>
    return %7 : tensor<3xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xf32>, %arg1: tensor<1x3xi32>) -> tensor<3x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x3xi1>, tensor<1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x3xi1>, tensor<3x3xf32>
    return %16 : tensor<3x3xf32>
  }
}

// -----

// pivoted_qr_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %c = stablehlo.constant dense<[2, 1, 0]> : tensor<3xi32>
    %0:3 = call @_qr(%cst) : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x3xf64>) -> tensor<3xf64>
    %2 = stablehlo.abs %1 : tensor<3xf64>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<3x3xf64>, tensor<1x3xi32>) -> tensor<3x3xf64>
    %6 = stablehlo.subtract %3, %5 : tensor<3x3xf64>
    %7 = stablehlo.abs %6 : tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst : tensor<3x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_6 = stablehlo.constant dense<9.999900e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf64>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_dgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xf64>, tensor<3xi32>) -> (tensor<3x3xf64>, tensor<3xi32>, tensor<3xf64>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @lapack_dorgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3x3xf64>
    %5 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %7 = stablehlo.add %5, %6 : tensor<3x3xi64>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %11 = stablehlo.select %9, %10, %1#0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %4, %11, %3 : tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi64>
      %9 = stablehlo.iota dim = 0 : tensor<3xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %13 = stablehlo.add %8, %12 : tensor<3xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %18 = stablehlo.add %9, %17 : tensor<3xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi64>
      %20 = stablehlo.convert %14 : (tensor<3xi64>) -> tensor<3xi32>
      %21 = stablehlo.convert %19 : (tensor<3xi64>) -> tensor<3xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf64>, tensor<3x2xi32>) -> tensor<3xf64>
      stablehlo.return %25 : tensor<3xf64>
    }) : (tensor<i32>) -> tensor<3xf64>
    return %7 : tensor<3xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xf64>, %arg1: tensor<1x3xi32>) -> tensor<3x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x3xi1>, tensor<1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xf64>, tensor<3x1xi32>) -> tensor<3x3xf64>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x3xi1>, tensor<3x3xf64>
    return %16 : tensor<3x3xf64>
  }
}

// -----

// pivoted_qr_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %c = stablehlo.constant dense<[1, 2, 0]> : tensor<3xi32>
    %0:3 = call @_qr(%cst) : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %2 = stablehlo.abs %1 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<3x3xcomplex<f32>>, tensor<1x3xi32>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.subtract %3, %5 : tensor<3x3xcomplex<f32>>
    %7 = stablehlo.abs %6 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.999989986> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf32>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_cgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3xi32>) -> (tensor<3x3xcomplex<f32>>, tensor<3xi32>, tensor<3xcomplex<f32>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @lapack_cungqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %7 = stablehlo.add %5, %6 : tensor<3x3xi64>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %11 = stablehlo.select %9, %10, %1#0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %4, %11, %3 : tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi64>
      %9 = stablehlo.iota dim = 0 : tensor<3xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %13 = stablehlo.add %8, %12 : tensor<3xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %18 = stablehlo.add %9, %17 : tensor<3xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi64>
      %20 = stablehlo.convert %14 : (tensor<3xi64>) -> tensor<3xi32>
      %21 = stablehlo.convert %19 : (tensor<3xi64>) -> tensor<3xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xi32>) -> tensor<3xcomplex<f32>>
      stablehlo.return %25 : tensor<3xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<3xcomplex<f32>>
    return %7 : tensor<3xcomplex<f32>>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xcomplex<f32>>, %arg1: tensor<1x3xi32>) -> tensor<3x3xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x3xi1>, tensor<1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xcomplex<f32>>, tensor<3x1xi32>) -> tensor<3x3xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %16 : tensor<3x3xcomplex<f32>>
  }
}

// -----

// pivoted_qr_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %c = stablehlo.constant dense<[1, 2, 0]> : tensor<3xi32>
    %0:3 = call @_qr(%cst) : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x3xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %2 = stablehlo.abs %1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<3x3xcomplex<f64>>, tensor<1x3xi32>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.subtract %3, %5 : tensor<3x3xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_6 = stablehlo.constant dense<9.999900e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf64>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_zgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xi32>) -> (tensor<3x3xcomplex<f64>>, tensor<3xi32>, tensor<3xcomplex<f64>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @lapack_zungqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %7 = stablehlo.add %5, %6 : tensor<3x3xi64>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %11 = stablehlo.select %9, %10, %1#0 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %4, %11, %3 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi64>
      %9 = stablehlo.iota dim = 0 : tensor<3xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %13 = stablehlo.add %8, %12 : tensor<3xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %18 = stablehlo.add %9, %17 : tensor<3xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi64>
      %20 = stablehlo.convert %14 : (tensor<3xi64>) -> tensor<3xi32>
      %21 = stablehlo.convert %19 : (tensor<3xi64>) -> tensor<3xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xcomplex<f64>>, tensor<3x2xi32>) -> tensor<3xcomplex<f64>>
      stablehlo.return %25 : tensor<3xcomplex<f64>>
    }) : (tensor<i32>) -> tensor<3xcomplex<f64>>
    return %7 : tensor<3xcomplex<f64>>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<1x3xi32>) -> tensor<3x3xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x3xi1>, tensor<1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xi32>) -> tensor<3x3xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %16 : tensor<3x3xcomplex<f64>>
  }
}

// -----

// pivoted_qr_case 4x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496], [0.48274266953312495, 2.1214060712673053, -2.7532167807708863]]> : tensor<4x3xf64>
    %c = stablehlo.constant dense<[1, 2, 0]> : tensor<3xi32>
    %0:3 = call @_qr(%cst) : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3x3xf64>, tensor<3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x3xf64>) -> tensor<3xf64>
    %2 = stablehlo.abs %1 : tensor<3xf64>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<4x3xf64>, tensor<1x3xi32>) -> tensor<4x3xf64>
    %6 = stablehlo.subtract %3, %5 : tensor<4x3xf64>
    %7 = stablehlo.abs %6 : tensor<4x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<4x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst : tensor<4x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<4x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f64>
    %cst_3 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_6 = stablehlo.constant dense<9.999900e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf64>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3x3xf64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_dgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=4, j=3, k=3, l=4, m=3, n=3, o=3}, custom>} : (tensor<4x3xf64>, tensor<3xi32>) -> (tensor<4x3xf64>, tensor<3xi32>, tensor<3xf64>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @lapack_dorgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=3, k=3, l=4, m=3}, custom>} : (tensor<4x3xf64>, tensor<3xf64>) -> tensor<4x3xf64>
    %5 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<4x3xf64>) -> tensor<3x3xf64>
    %6 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %8 = stablehlo.add %6, %7 : tensor<3x3xi64>
    %9 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %12 = stablehlo.select %10, %11, %5 : tensor<3x3xi1>, tensor<3x3xf64>
    return %4, %12, %3 : tensor<4x3xf64>, tensor<3x3xf64>, tensor<3xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xf64>) -> tensor<3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi64>
      %9 = stablehlo.iota dim = 0 : tensor<3xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %13 = stablehlo.add %8, %12 : tensor<3xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %18 = stablehlo.add %9, %17 : tensor<3xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi64>
      %20 = stablehlo.convert %14 : (tensor<3xi64>) -> tensor<3xi32>
      %21 = stablehlo.convert %19 : (tensor<3xi64>) -> tensor<3xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xf64>, tensor<3x2xi32>) -> tensor<3xf64>
      stablehlo.return %25 : tensor<3xf64>
    }) : (tensor<i32>) -> tensor<3xf64>
    return %7 : tensor<3xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<4x3xf64>, %arg1: tensor<1x3xi32>) -> tensor<4x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x3xi1>, tensor<1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x3xf64>, tensor<3x1xi32>) -> tensor<4x3xf64>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi1>) -> tensor<4x3xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x3xi1>, tensor<4x3xf64>
    return %16 : tensor<4x3xf64>
  }
}

// -----

// pivoted_qr_case 4x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.22607017,0.307681739), (-0.233062908,1.15484786), (-0.503076434,-2.72843862)], [(0.616345406,-8.846930e-01), (-1.90159178,-2.74865055), (-0.49252373,-2.09709215)], [(-2.19546771,-0.969986557), (0.939708769,-2.02033472), (1.8403939,1.56584835)], [(-2.1711483,-0.92038834), (-0.897691547,-1.4280529), (0.687094808,-1.88586974)]]> : tensor<4x3xcomplex<f32>>
    %c = stablehlo.constant dense<[2, 0, 1]> : tensor<3xi32>
    %0:3 = call @_qr(%cst) : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>>
    %2 = stablehlo.abs %1 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<3xi32>) -> tensor<1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<4x3xcomplex<f32>>, tensor<1x3xi32>) -> tensor<4x3xcomplex<f32>>
    %6 = stablehlo.subtract %3, %5 : tensor<4x3xcomplex<f32>>
    %7 = stablehlo.abs %6 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<4x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.999989986> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf32>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %1:3 = stablehlo.custom_call @lapack_cgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=4, j=3, k=3, l=4, m=3, n=3, o=3}, custom>} : (tensor<4x3xcomplex<f32>>, tensor<3xi32>) -> (tensor<4x3xcomplex<f32>>, tensor<3xi32>, tensor<3xcomplex<f32>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<3xi32>
    %4 = stablehlo.custom_call @lapack_cungqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=3, k=3, l=4, m=3}, custom>} : (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %5 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %8 = stablehlo.add %6, %7 : tensor<3x3xi64>
    %9 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %12 = stablehlo.select %10, %11, %5 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %4, %12, %3 : tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %1 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %3 = stablehlo.add %0, %2 : tensor<3x3xi64>
    %4 = stablehlo.compare EQ, %3, %1, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %5 = stablehlo.convert %4 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %6 = "stablehlo.case"(%c_0) ({
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }, {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      stablehlo.return %c_1 : tensor<i32>
    }) : (tensor<i32>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %8 = stablehlo.iota dim = 0 : tensor<3xi64>
      %9 = stablehlo.iota dim = 0 : tensor<3xi64>
      %c_1 = stablehlo.constant dense<0> : tensor<i64>
      %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %11 = stablehlo.compare LT, %8, %10, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_2 = stablehlo.constant dense<3> : tensor<i64>
      %12 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %13 = stablehlo.add %8, %12 : tensor<3xi64>
      %14 = stablehlo.select %11, %13, %8 : tensor<3xi1>, tensor<3xi64>
      %c_3 = stablehlo.constant dense<0> : tensor<i64>
      %15 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %16 = stablehlo.compare LT, %9, %15, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
      %c_4 = stablehlo.constant dense<3> : tensor<i64>
      %17 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3xi64>
      %18 = stablehlo.add %9, %17 : tensor<3xi64>
      %19 = stablehlo.select %16, %18, %9 : tensor<3xi1>, tensor<3xi64>
      %20 = stablehlo.convert %14 : (tensor<3xi64>) -> tensor<3xi32>
      %21 = stablehlo.convert %19 : (tensor<3xi64>) -> tensor<3xi32>
      %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %23 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
      %24 = stablehlo.concatenate %22, %23, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
      %25 = "stablehlo.gather"(%arg0, %24) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x3xcomplex<f32>>, tensor<3x2xi32>) -> tensor<3xcomplex<f32>>
      stablehlo.return %25 : tensor<3xcomplex<f32>>
    }) : (tensor<i32>) -> tensor<3xcomplex<f32>>
    return %7 : tensor<3xcomplex<f32>>
  }
  func.func private @take_along_axis(%arg0: tensor<4x3xcomplex<f32>>, %arg1: tensor<1x3xi32>) -> tensor<4x3xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x3xi1>, tensor<1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x3xi32>) -> tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 4, 1>}> : (tensor<4x3xcomplex<f32>>, tensor<3x1xi32>) -> tensor<4x3xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<3xi1>) -> tensor<4x3xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    return %16 : tensor<4x3xcomplex<f32>>
  }
}

// -----

// pivoted_qr_case 3x4 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058, -0.98113346], [-0.744790912, 0.192215219, -2.59136224, 0.507174373], [-1.57261348, -2.03546047, -2.08728504, -2.23758459]]> : tensor<3x4xf32>
    %c = stablehlo.constant dense<[2, 3, 1, 0]> : tensor<4xi32>
    %0:3 = call @_qr(%cst) : (tensor<3x4xf32>) -> (tensor<3x3xf32>, tensor<3x4xf32>, tensor<4xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x4xf32>) -> tensor<3xf32>
    %2 = stablehlo.abs %1 : tensor<3xf32>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<3x4xf32>, tensor<1x4xi32>) -> tensor<3x4xf32>
    %6 = stablehlo.subtract %3, %5 : tensor<3x4xf32>
    %7 = stablehlo.abs %6 : tensor<3x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst : tensor<3x4xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<3x4xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf32>) -> tensor<2xf32>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf32>) -> tensor<2xf32>
    %cst_6 = stablehlo.constant dense<0.999989986> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf32>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<3x4xf32>) -> (tensor<3x3xf32>, tensor<3x4xf32>, tensor<4xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:3 = stablehlo.custom_call @lapack_sgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=4, k=4, l=3, m=4, n=4, o=3}, custom>} : (tensor<3x4xf32>, tensor<4xi32>) -> (tensor<3x4xf32>, tensor<4xi32>, tensor<3xf32>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<4xi32>
    %4 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.custom_call @lapack_sorgqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>, tensor<3xf32>) -> tensor<3x3xf32>
    %6 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %8 = stablehlo.add %6, %7 : tensor<3x4xi64>
    %9 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<3x4xi1>, tensor<3x4xf32>
    return %5, %12, %3 : tensor<3x3xf32>, tensor<3x4xf32>, tensor<4xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x4xf32>) -> tensor<3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.add %0, %4 : tensor<3xi64>
    %6 = stablehlo.select %3, %5, %0 : tensor<3xi1>, tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.add %1, %9 : tensor<3xi64>
    %11 = stablehlo.select %8, %10, %1 : tensor<3xi1>, tensor<3xi64>
    %12 = stablehlo.convert %6 : (tensor<3xi64>) -> tensor<3xi32>
    %13 = stablehlo.convert %11 : (tensor<3xi64>) -> tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<3x2xi32>) -> tensor<3xf32>
    return %17 : tensor<3xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x4xf32>, %arg1: tensor<1x4xi32>) -> tensor<3x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x4xi1>, tensor<1x4xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x4xi32>) -> tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xf32>, tensor<4x1xi32>) -> tensor<3x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<4xi1>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x4xi1>, tensor<3x4xf32>
    return %16 : tensor<3x4xf32>
  }
}

// -----

// pivoted_qr_case 3x4 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,0.87353404272531109), (-0.32643625111987973,-0.32935430308439262), (-0.56922919175304276,-2.4891338321792804), (-0.92163489939348064,1.419611324104805)], [(2.082504102115756,2.6144542362190704), (-1.8698277096157105,0.098412248592540941), (2.841894707716758,2.0851619685188725), (2.0267782721796417,1.4420466840476784)], [(2.215396829094983,0.76951396962705231), (-1.2400731706713453,-0.48153142338312716), (1.9699716905735247,-2.7692225221707498), (-2.3894223239146672,1.4017485750263097)]]> : tensor<3x4xcomplex<f64>>
    %c = stablehlo.constant dense<[2, 3, 0, 1]> : tensor<4xi32>
    %0:3 = call @_qr(%cst) : (tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<4xi32>)
    %1 = call @diagonal(%0#1) : (tensor<3x4xcomplex<f64>>) -> tensor<3xcomplex<f64>>
    %2 = stablehlo.abs %1 : (tensor<3xcomplex<f64>>) -> tensor<3xf64>
    %3 = stablehlo.dot_general %0#0, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [1] : (tensor<4xi32>) -> tensor<1x4xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<3x4xcomplex<f64>>, tensor<1x4xi32>) -> tensor<3x4xcomplex<f64>>
    %6 = stablehlo.subtract %3, %5 : tensor<3x4xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x4xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<3x4xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_2, %14 : tensor<f64>
    %cst_3 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_3, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_4) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_5) applies stablehlo.and across dimensions = [0] : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.slice %2 [0:2] : (tensor<3xf64>) -> tensor<2xf64>
    %22 = stablehlo.slice %2 [1:3] : (tensor<3xf64>) -> tensor<2xf64>
    %cst_6 = stablehlo.constant dense<9.999900e-01> : tensor<f64>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %24 = stablehlo.multiply %22, %23 : tensor<2xf64>
    %25 = stablehlo.compare GE, %21, %24, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.reduce(%25 init: %c_7) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %27 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %28 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %29 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.concatenate %27, %28, %29, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %30 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<3x4xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<4xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %1:3 = stablehlo.custom_call @lapack_zgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m], [n], [o]) {i=3, j=4, k=4, l=3, m=4, n=4, o=3}, custom>} : (tensor<3x4xcomplex<f64>>, tensor<4xi32>) -> (tensor<3x4xcomplex<f64>>, tensor<4xi32>, tensor<3xcomplex<f64>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<4xi32>
    %4 = stablehlo.slice %1#0 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.custom_call @lapack_zungqr_ffi(%4, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %8 = stablehlo.add %6, %7 : tensor<3x4xi64>
    %9 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %10 = stablehlo.compare GE, %8, %9, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %5, %12, %3 : tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>, tensor<4xi32>
  }
  func.func private @diagonal(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.add %0, %4 : tensor<3xi64>
    %6 = stablehlo.select %3, %5, %0 : tensor<3xi1>, tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.add %1, %9 : tensor<3xi64>
    %11 = stablehlo.select %8, %10, %1 : tensor<3xi1>, tensor<3xi64>
    %12 = stablehlo.convert %6 : (tensor<3xi64>) -> tensor<3xi32>
    %13 = stablehlo.convert %11 : (tensor<3xi64>) -> tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xcomplex<f64>>, tensor<3x2xi32>) -> tensor<3xcomplex<f64>>
    return %17 : tensor<3xcomplex<f64>>
  }
  func.func private @take_along_axis(%arg0: tensor<3x4xcomplex<f64>>, %arg1: tensor<1x4xi32>) -> tensor<3x4xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x4xi32>, tensor<1x4xi32>) -> tensor<1x4xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x4xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x4xi1>, tensor<1x4xi32>
    %5 = stablehlo.reshape %4 : (tensor<1x4xi32>) -> tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 3, 1>}> : (tensor<3x4xcomplex<f64>>, tensor<4x1xi32>) -> tensor<3x4xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<4xi1>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %16 = stablehlo.select %14, %13, %15 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %16 : tensor<3x4xcomplex<f64>>
  }
}

// -----

// pivoted_qr_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.4591947181896261, -2.7748857555771407, 2.7727305679061747], [-0.29851534983489492, 2.091628258398881, -2.9645892285814481], [0.93610173262929663, -2.4664500074423188, -1.3522913745448488]], [[-2.1070854570236426, 2.5854904001665338, -1.5159347885802654], [0.67207403437047386, -0.63196349951377417, -1.1365883432746224], [0.81267792831152796, -2.4387144654265458, -2.005654475128642]]]> : tensor<2x3x3xf64>
    %c = stablehlo.constant dense<[[2, 1, 0], [1, 2, 0]]> : tensor<2x3xi32>
    %0:3 = call @_qr(%cst) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<2x3x3xf64>) -> tensor<2x3xf64>
    %2 = stablehlo.abs %1 : tensor<2x3xf64>
    %3 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [0, 2] : (tensor<2x3xi32>) -> tensor<2x1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<2x3x3xf64>, tensor<2x1x3xi32>) -> tensor<2x3x3xf64>
    %6 = stablehlo.subtract %3, %5 : tensor<2x3x3xf64>
    %7 = stablehlo.abs %6 : tensor<2x3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.sqrt %9 : tensor<2xf64>
    %11 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.sqrt %13 : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf64>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_4) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c_5) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.slice %2 [0:2, 0:2] : (tensor<2x3xf64>) -> tensor<2x2xf64>
    %24 = stablehlo.slice %2 [0:2, 1:3] : (tensor<2x3xf64>) -> tensor<2x2xf64>
    %cst_6 = stablehlo.constant dense<9.999900e-01> : tensor<f64>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %26 = stablehlo.multiply %24, %25 : tensor<2x2xf64>
    %27 = stablehlo.compare GE, %23, %26, FLOAT : (tensor<2x2xf64>, tensor<2x2xf64>) -> tensor<2x2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.reduce(%27 init: %c_7) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x2xi1>, tensor<i1>) -> tensor<i1>
    %29 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %31 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.concatenate %29, %30, %31, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %32 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1:3 = stablehlo.custom_call @lapack_dgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n], [i, o], [i, p]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3xi32>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2x3xf64>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x3xi32>
    %4 = stablehlo.custom_call @lapack_dorgqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x3xf64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %7 = stablehlo.add %5, %6 : tensor<3x3xi64>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %4, %12, %3 : tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3xi32>
  }
  func.func private @diagonal(%arg0: tensor<2x3x3xf64>) -> tensor<2x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.add %0, %4 : tensor<3xi64>
    %6 = stablehlo.select %3, %5, %0 : tensor<3xi1>, tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.add %1, %9 : tensor<3xi64>
    %11 = stablehlo.select %8, %10, %1 : tensor<3xi1>, tensor<3xi64>
    %12 = stablehlo.convert %6 : (tensor<3xi64>) -> tensor<3xi32>
    %13 = stablehlo.convert %11 : (tensor<3xi64>) -> tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x3x3xf64>, tensor<3x2xi32>) -> tensor<2x3xf64>
    return %17 : tensor<2x3xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x1x3xi32>) -> tensor<2x3x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1x3xi32>, tensor<2x1x3xi32>) -> tensor<2x1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1x3xi1>, tensor<2x1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1x3xi32>) -> tensor<2x3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x3x1xi1>, tensor<i1>) -> tensor<2x3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 1>}> : (tensor<2x3x3xf64>, tensor<2x3x1xi32>) -> tensor<2x3x3xf64>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<2x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %16 : tensor<2x3x3xf64>
  }
}

// -----

// pivoted_qr_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.25889802,-2.2738452), (0.398837686,-2.53241253), (0.747075557,0.660848438)], [(-2.24069166,-1.14461434), (-1.0141753,-1.79107189), (1.20077944,1.20353699)], [(-1.76561022,0.418883234), (1.26604164,-2.1566968), (-0.782100141,1.94067192)]], [[(2.31222343,0.978669285), (-0.608794748,2.57079196), (-2.84439468,-0.390877187)], [(1.69962656,2.77300906), (1.44614756,0.628821909), (-0.339176744,2.24372387)], [(2.15238595,-2.29659176), (-2.25997543,-1.20990145), (-0.624960958,1.25596511)]]]> : tensor<2x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
    %0:3 = call @_qr(%cst) : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>)
    %1 = call @diagonal(%0#1) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %2 = stablehlo.abs %1 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %3 = stablehlo.dot_general %0#0, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %0#2, dims = [0, 2] : (tensor<2x3xi32>) -> tensor<2x1x3xi32>
    %5 = call @take_along_axis(%cst, %4) : (tensor<2x3x3xcomplex<f32>>, tensor<2x1x3xi32>) -> tensor<2x3x3xcomplex<f32>>
    %6 = stablehlo.subtract %3, %5 : tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.abs %6 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.sqrt %9 : tensor<2xf32>
    %11 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.sqrt %13 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf32>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_4) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.compare EQ, %0#2, %c, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c_5) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.slice %2 [0:2, 0:2] : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %24 = stablehlo.slice %2 [0:2, 1:3] : (tensor<2x3xf32>) -> tensor<2x2xf32>
    %cst_6 = stablehlo.constant dense<0.999989986> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<2x2xf32>
    %27 = stablehlo.compare GE, %23, %26, FLOAT : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %28 = stablehlo.reduce(%27 init: %c_7) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x2xi1>, tensor<i1>) -> tensor<i1>
    %29 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %30 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %31 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %32 = stablehlo.concatenate %29, %30, %31, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %32 : tensor<3xi1>
  }
  func.func private @_qr(%arg0: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %1:3 = stablehlo.custom_call @lapack_cgeqp3_ffi(%arg0, %0) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n], [i, o], [i, p]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>, tensor<2x3xcomplex<f32>>)
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %3 = stablehlo.subtract %1#1, %2 : tensor<2x3xi32>
    %4 = stablehlo.custom_call @lapack_cungqr_ffi(%1#0, %1#2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<-1> : tensor<i64>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %7 = stablehlo.add %5, %6 : tensor<3x3xi64>
    %8 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %9 = stablehlo.compare GE, %7, %8, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %12 = stablehlo.select %10, %11, %1#0 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %4, %12, %3 : tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>
  }
  func.func private @diagonal(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3xi64>
    %1 = stablehlo.iota dim = 0 : tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %3 = stablehlo.compare LT, %0, %2, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %5 = stablehlo.add %0, %4 : tensor<3xi64>
    %6 = stablehlo.select %3, %5, %0 : tensor<3xi1>, tensor<3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %8 = stablehlo.compare LT, %1, %7, SIGNED : (tensor<3xi64>, tensor<3xi64>) -> tensor<3xi1>
    %c_2 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %10 = stablehlo.add %1, %9 : tensor<3xi64>
    %11 = stablehlo.select %8, %10, %1 : tensor<3xi1>, tensor<3xi64>
    %12 = stablehlo.convert %6 : (tensor<3xi64>) -> tensor<3xi32>
    %13 = stablehlo.convert %11 : (tensor<3xi64>) -> tensor<3xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x2xi32>
    %17 = "stablehlo.gather"(%arg0, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1, 2], start_index_map = [1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 1, 1>}> : (tensor<2x3x3xcomplex<f32>>, tensor<3x2xi32>) -> tensor<2x3xcomplex<f32>>
    return %17 : tensor<2x3xcomplex<f32>>
  }
  func.func private @take_along_axis(%arg0: tensor<2x3x3xcomplex<f32>>, %arg1: tensor<2x1x3xi32>) -> tensor<2x3x3xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x3xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x1x3xi32>, tensor<2x1x3xi32>) -> tensor<2x1x3xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1x3xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x1x3xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x1x3xi1>, tensor<2x1x3xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x1x3xi32>) -> tensor<2x3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x3x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x3x1xi1>, tensor<i1>) -> tensor<2x3xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [2], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [2], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3, 1>}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x1xi32>) -> tensor<2x3x3xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<2x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %16 : tensor<2x3x3xcomplex<f32>>
  }
}
