// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// hessenberg_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %0:2 = call @hessenberg(%cst) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.subtract %3, %cst : tensor<3x3xf32>
    %5 = stablehlo.abs %4 : tensor<3x3xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %9 = stablehlo.abs %cst : tensor<3x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.maximum %cst_2, %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %14 = stablehlo.multiply %cst_3, %13 : tensor<f32>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %18 = stablehlo.dot_general %17, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %22 = stablehlo.add %19, %21 : tensor<3x3xi64>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %25 = stablehlo.subtract %18, %24 : tensor<3x3xf32>
    %26 = stablehlo.abs %25 : tensor<3x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.abs %cst_6 : tensor<f64>
    %31 = stablehlo.multiply %30, %30 : tensor<f64>
    %32 = stablehlo.convert %31 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.convert %29 : (tensor<f32>) -> tensor<f64>
    %38 = stablehlo.compare LE, %37, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = call @tril(%0#0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %42 = stablehlo.compare EQ, %40, %41, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %44 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %47 = stablehlo.concatenate %44, %45, %46, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %47 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
    %0:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=2}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<2xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2xi1>, tensor<2xf32>
    %11 = call @triu(%6) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %12 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xf32>) -> tensor<2x2xf32>
    %13 = stablehlo.custom_call @lapack_sorgqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xf32>, tensor<1x2xf32>, tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<3x3xf32>
    return %11, %17 : tensor<3x3xf32>, tensor<3x3xf32>
  }
  func.func private @triu(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @block(%arg0: tensor<1x1xf32>, %arg1: tensor<1x2xf32>, %arg2: tensor<2x1xf32>, %arg3: tensor<2x2xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xf32>, tensor<1x2xf32>) -> tensor<1x3xf32>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<2x1xf32>, tensor<2x2xf32>) -> tensor<2x3xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
    return %2 : tensor<3x3xf32>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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

// hessenberg_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %0:2 = call @hessenberg(%cst) : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %4 = stablehlo.subtract %3, %cst : tensor<3x3xf64>
    %5 = stablehlo.abs %4 : tensor<3x3xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.sqrt %7 : tensor<f64>
    %9 = stablehlo.abs %cst : tensor<3x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.maximum %cst_2, %12 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %14 = stablehlo.multiply %cst_3, %13 : tensor<f64>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %18 = stablehlo.dot_general %17, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %20 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %22 = stablehlo.add %19, %21 : tensor<3x3xi64>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %24 = stablehlo.convert %23 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %25 = stablehlo.subtract %18, %24 : tensor<3x3xf64>
    %26 = stablehlo.abs %25 : tensor<3x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.abs %cst_6 : tensor<f64>
    %31 = stablehlo.multiply %30, %30 : tensor<f64>
    %32 = stablehlo.convert %31 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.compare LE, %29, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = call @tril(%0#0) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %41 = stablehlo.compare EQ, %39, %40, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %43 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %44 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.concatenate %43, %44, %45, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %46 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>) {
    %0:3 = stablehlo.custom_call @lapack_dgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=2}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2xi1>, tensor<2xf64>
    %11 = call @triu(%6) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %12 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xf64>) -> tensor<2x2xf64>
    %13 = stablehlo.custom_call @lapack_dorgqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf64>, tensor<2xf64>) -> tensor<2x2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<1x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x1xf64>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xf64>, tensor<1x2xf64>, tensor<2x1xf64>, tensor<2x2xf64>) -> tensor<3x3xf64>
    return %11, %17 : tensor<3x3xf64>, tensor<3x3xf64>
  }
  func.func private @triu(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
  func.func private @block(%arg0: tensor<1x1xf64>, %arg1: tensor<1x2xf64>, %arg2: tensor<2x1xf64>, %arg3: tensor<2x2xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xf64>, tensor<1x2xf64>) -> tensor<1x3xf64>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<2x1xf64>, tensor<2x2xf64>) -> tensor<2x3xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x3xf64>, tensor<2x3xf64>) -> tensor<3x3xf64>
    return %2 : tensor<3x3xf64>
  }
  func.func private @tril(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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

// hessenberg_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %0:2 = call @hessenberg(%cst) : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %4 = stablehlo.imag %2 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %5 = stablehlo.negate %4 : tensor<3x3xf32>
    %6 = stablehlo.complex %3, %5 : tensor<3x3xcomplex<f32>>
    %7 = stablehlo.dot_general %1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %8 = stablehlo.subtract %7, %cst : tensor<3x3xcomplex<f32>>
    %9 = stablehlo.abs %8 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %13 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.sqrt %15 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.maximum %cst_2, %16 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %18 = stablehlo.multiply %cst_3, %17 : tensor<f32>
    %19 = stablehlo.compare LE, %12, %18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %22 = stablehlo.real %21 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %23 = stablehlo.imag %21 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %24 = stablehlo.negate %23 : tensor<3x3xf32>
    %25 = stablehlo.complex %22, %24 : tensor<3x3xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %27 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %28 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %30 = stablehlo.add %27, %29 : tensor<3x3xi64>
    %31 = stablehlo.compare EQ, %30, %28, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %32 = stablehlo.convert %31 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %33 = stablehlo.subtract %26, %32 : tensor<3x3xcomplex<f32>>
    %34 = stablehlo.abs %33 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %37 = stablehlo.sqrt %36 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.abs %cst_6 : tensor<f64>
    %39 = stablehlo.multiply %38, %38 : tensor<f64>
    %40 = stablehlo.convert %39 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.sqrt %41 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.maximum %cst_8, %42 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %44 = stablehlo.multiply %cst_9, %43 : tensor<f64>
    %45 = stablehlo.convert %37 : (tensor<f32>) -> tensor<f64>
    %46 = stablehlo.compare LE, %45, %44, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.reduce(%46 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %48 = call @tril(%0#0) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %50 = stablehlo.compare EQ, %48, %49, FLOAT : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) {
    %0:3 = stablehlo.custom_call @lapack_cgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=2}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<2xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2xi1>, tensor<2xcomplex<f32>>
    %11 = call @triu(%6) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %12 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %13 = stablehlo.custom_call @lapack_cungqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1x1xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<1x2xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x1xcomplex<f32>>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xcomplex<f32>>, tensor<1x2xcomplex<f32>>, tensor<2x1xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    return %11, %17 : tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>
  }
  func.func private @triu(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
  func.func private @block(%arg0: tensor<1x1xcomplex<f32>>, %arg1: tensor<1x2xcomplex<f32>>, %arg2: tensor<2x1xcomplex<f32>>, %arg3: tensor<2x2xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xcomplex<f32>>, tensor<1x2xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<2x1xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    return %2 : tensor<3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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

// hessenberg_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %0:2 = call @hessenberg(%cst) : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.real %2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %4 = stablehlo.imag %2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %5 = stablehlo.negate %4 : tensor<3x3xf64>
    %6 = stablehlo.complex %3, %5 : tensor<3x3xcomplex<f64>>
    %7 = stablehlo.dot_general %1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %8 = stablehlo.subtract %7, %cst : tensor<3x3xcomplex<f64>>
    %9 = stablehlo.abs %8 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %13 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %14 = stablehlo.multiply %13, %13 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %16 = stablehlo.sqrt %15 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.maximum %cst_2, %16 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %18 = stablehlo.multiply %cst_3, %17 : tensor<f64>
    %19 = stablehlo.compare LE, %12, %18, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %22 = stablehlo.real %21 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %23 = stablehlo.imag %21 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %24 = stablehlo.negate %23 : tensor<3x3xf64>
    %25 = stablehlo.complex %22, %24 : tensor<3x3xcomplex<f64>>
    %26 = stablehlo.dot_general %25, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %28 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %30 = stablehlo.add %27, %29 : tensor<3x3xi64>
    %31 = stablehlo.compare EQ, %30, %28, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %32 = stablehlo.convert %31 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %33 = stablehlo.subtract %26, %32 : tensor<3x3xcomplex<f64>>
    %34 = stablehlo.abs %33 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %35 = stablehlo.multiply %34, %34 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.sqrt %36 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.abs %cst_6 : tensor<f64>
    %39 = stablehlo.multiply %38, %38 : tensor<f64>
    %40 = stablehlo.convert %39 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.sqrt %41 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.maximum %cst_8, %42 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %44 = stablehlo.multiply %cst_9, %43 : tensor<f64>
    %45 = stablehlo.compare LE, %37, %44, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %46 = stablehlo.reduce(%45 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %47 = call @tril(%0#0) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %49 = stablehlo.compare EQ, %47, %48, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) {
    %0:3 = stablehlo.custom_call @lapack_zgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=2}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<2xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2xi1>, tensor<2xcomplex<f64>>
    %11 = call @triu(%6) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %12 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    %13 = stablehlo.custom_call @lapack_zungqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<1x1xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<1x2xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<2x1xcomplex<f64>>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xcomplex<f64>>, tensor<1x2xcomplex<f64>>, tensor<2x1xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    return %11, %17 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>
  }
  func.func private @triu(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
  func.func private @block(%arg0: tensor<1x1xcomplex<f64>>, %arg1: tensor<1x2xcomplex<f64>>, %arg2: tensor<2x1xcomplex<f64>>, %arg3: tensor<2x2xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xcomplex<f64>>, tensor<1x2xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<2x1xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    return %2 : tensor<3x3xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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

// hessenberg_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496]], [[0.48274266953312495, 2.1214060712673053, -2.7532167807708863], [-0.070953375053427692, 2.5249569377592476, -2.3453887000868594], [-0.53366026617386275, -0.17923906515266985, -2.2362207078287479]]]> : tensor<2x3x3xf64>
    %0:2 = call @hessenberg(%cst) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>)
    %1 = stablehlo.dot_general %0#1, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.dot_general %1, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.subtract %3, %cst : tensor<2x3x3xf64>
    %5 = stablehlo.abs %4 : tensor<2x3x3xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %8 = stablehlo.sqrt %7 : tensor<2xf64>
    %9 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.sqrt %11 : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.maximum %13, %12 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<2xf64>
    %17 = stablehlo.compare LE, %8, %16, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %20 = stablehlo.dot_general %19, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %21 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %22 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %24 = stablehlo.add %21, %23 : tensor<3x3xi64>
    %25 = stablehlo.compare EQ, %24, %22, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %26 = stablehlo.convert %25 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %28 = stablehlo.subtract %20, %27 : tensor<2x3x3xf64>
    %29 = stablehlo.abs %28 : tensor<2x3x3xf64>
    %30 = stablehlo.multiply %29, %29 : tensor<2x3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.sqrt %31 : tensor<2xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.abs %cst_6 : tensor<f64>
    %34 = stablehlo.multiply %33, %33 : tensor<f64>
    %35 = stablehlo.convert %34 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.sqrt %36 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.maximum %cst_8, %37 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %39 = stablehlo.multiply %cst_9, %38 : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %41 = stablehlo.compare LE, %32, %40, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %43 = call @tril(%0#0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %45 = stablehlo.compare EQ, %43, %44, FLOAT : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %46 = stablehlo.reduce(%45 init: %c_12) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %47 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %48 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %49 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.concatenate %47, %48, %49, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %50 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>) {
    %0:3 = stablehlo.custom_call @lapack_dgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=2}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x2xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x2xi1>, tensor<2x2xf64>
    %11 = call @triu(%6) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.slice %6 [0:2, 1:3, 0:2] : (tensor<2x3x3xf64>) -> tensor<2x2x2xf64>
    %13 = stablehlo.custom_call @lapack_dorgqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=2, k=2, l=2, m=2, n=2}, custom>} : (tensor<2x2x2xf64>, tensor<2x2xf64>) -> tensor<2x2x2xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x1x1xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x1x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x2x1xf64>
    %17 = call @block(%14, %15, %16, %13) : (tensor<2x1x1xf64>, tensor<2x1x2xf64>, tensor<2x2x1xf64>, tensor<2x2x2xf64>) -> tensor<2x3x3xf64>
    return %11, %17 : tensor<2x3x3xf64>, tensor<2x3x3xf64>
  }
  func.func private @triu(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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
  func.func private @block(%arg0: tensor<2x1x1xf64>, %arg1: tensor<2x1x2xf64>, %arg2: tensor<2x2x1xf64>, %arg3: tensor<2x2x2xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 2 : (tensor<2x1x1xf64>, tensor<2x1x2xf64>) -> tensor<2x1x3xf64>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 2 : (tensor<2x2x1xf64>, tensor<2x2x2xf64>) -> tensor<2x2x3xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x3xf64>, tensor<2x2x3xf64>) -> tensor<2x3x3xf64>
    return %2 : tensor<2x3x3xf64>
  }
  func.func private @tril(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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

// hessenberg_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.22607017,-0.969986557), (-0.233062908,-2.02033472), (-0.503076434,1.56584835)], [(0.616345406,-0.92038834), (-1.90159178,-1.4280529), (-0.49252373,-1.88586974)], [(-2.19546771,2.4240849), (0.939708769,-1.75512934), (1.8403939,-0.922287344)]], [[(-2.1711483,-0.704604804), (-0.897691547,-2.69275188), (0.687094808,2.225230e+00)], [(0.307681739,0.962354183), (1.15484786,2.12739468), (-2.72843862,-2.93425202)], [(-8.846930e-01,1.80568087), (-2.74865055,-0.686448395), (-2.09709215,-0.208675012)]]]> : tensor<2x3x3xcomplex<f32>>
    %0:2 = call @hessenberg(%cst) : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#1, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %4 = stablehlo.imag %2 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %5 = stablehlo.negate %4 : tensor<2x3x3xf32>
    %6 = stablehlo.complex %3, %5 : tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.dot_general %1, %6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %8 = stablehlo.subtract %7, %cst : tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.abs %8 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.sqrt %11 : tensor<2xf32>
    %13 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.sqrt %15 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<2xf32>
    %21 = stablehlo.compare LE, %12, %20, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %24 = stablehlo.real %23 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %25 = stablehlo.imag %23 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %26 = stablehlo.negate %25 : tensor<2x3x3xf32>
    %27 = stablehlo.complex %24, %26 : tensor<2x3x3xcomplex<f32>>
    %28 = stablehlo.dot_general %27, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %29 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %30 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %31 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %32 = stablehlo.add %29, %31 : tensor<3x3xi64>
    %33 = stablehlo.compare EQ, %32, %30, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %34 = stablehlo.convert %33 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %36 = stablehlo.subtract %28, %35 : tensor<2x3x3xcomplex<f32>>
    %37 = stablehlo.abs %36 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<2x3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %40 = stablehlo.sqrt %39 : tensor<2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.abs %cst_6 : tensor<f64>
    %42 = stablehlo.multiply %41, %41 : tensor<f64>
    %43 = stablehlo.convert %42 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %45 = stablehlo.sqrt %44 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %46 = stablehlo.maximum %cst_8, %45 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %47 = stablehlo.multiply %cst_9, %46 : tensor<f64>
    %48 = stablehlo.convert %40 : (tensor<2xf32>) -> tensor<2xf64>
    %49 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %50 = stablehlo.compare LE, %48, %49, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %52 = call @tril(%0#0) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %54 = stablehlo.compare EQ, %52, %53, FLOAT : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %55 = stablehlo.reduce(%54 init: %c_12) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %56 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %59 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) {
    %0:3 = stablehlo.custom_call @lapack_cgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 3 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=2}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x2xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x2xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x2xi1>, tensor<2x2xcomplex<f32>>
    %11 = call @triu(%6) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %12 = stablehlo.slice %6 [0:2, 1:3, 0:2] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x2x2xcomplex<f32>>
    %13 = stablehlo.custom_call @lapack_cungqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=2, k=2, l=2, m=2, n=2}, custom>} : (tensor<2x2x2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) -> tensor<2x2x2xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<2x1x1xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x1x2xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x2x1xcomplex<f32>>
    %17 = call @block(%14, %15, %16, %13) : (tensor<2x1x1xcomplex<f32>>, tensor<2x1x2xcomplex<f32>>, tensor<2x2x1xcomplex<f32>>, tensor<2x2x2xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    return %11, %17 : tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>
  }
  func.func private @triu(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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
  func.func private @block(%arg0: tensor<2x1x1xcomplex<f32>>, %arg1: tensor<2x1x2xcomplex<f32>>, %arg2: tensor<2x2x1xcomplex<f32>>, %arg3: tensor<2x2x2xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 2 : (tensor<2x1x1xcomplex<f32>>, tensor<2x1x2xcomplex<f32>>) -> tensor<2x1x3xcomplex<f32>>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 2 : (tensor<2x2x1xcomplex<f32>>, tensor<2x2x2xcomplex<f32>>) -> tensor<2x2x3xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 1 : (tensor<2x1x3xcomplex<f32>>, tensor<2x2x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    return %2 : tensor<2x3x3xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
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

// -----

// hessenberg_case 5x5 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058, -0.98113346, -0.744790912], [0.192215219, -2.59136224, 0.507174373, -1.57261348, -2.03546047], [-2.08728504, -2.23758459, -1.03535295, 1.16492319, -0.846201181], [2.34819388, -1.78872073, -2.33638501, 0.165340573, 2.2059319], [-1.42875373, -0.00362927257, -0.428613603, 0.180023327, 0.443680942]]> : tensor<5x5xf32>
    %0:2 = call @hessenberg(%cst) : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.subtract %3, %cst : tensor<5x5xf32>
    %5 = stablehlo.abs %4 : tensor<5x5xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %9 = stablehlo.abs %cst : tensor<5x5xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.maximum %cst_2, %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %14 = stablehlo.multiply %cst_3, %13 : tensor<f32>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %18 = stablehlo.dot_general %17, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %19 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %20 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %22 = stablehlo.add %19, %21 : tensor<5x5xi64>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %24 = stablehlo.convert %23 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %25 = stablehlo.subtract %18, %24 : tensor<5x5xf32>
    %26 = stablehlo.abs %25 : tensor<5x5xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.abs %cst_6 : tensor<f64>
    %31 = stablehlo.multiply %30, %30 : tensor<f64>
    %32 = stablehlo.convert %31 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.7881393432617188E-5> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.convert %29 : (tensor<f32>) -> tensor<f64>
    %38 = stablehlo.compare LE, %37, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = call @tril(%0#0) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %42 = stablehlo.compare EQ, %40, %41, FLOAT : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %44 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %47 = stablehlo.concatenate %44, %45, %46, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %47 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>) {
    %0:3 = stablehlo.custom_call @lapack_sgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 5 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=4}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4xi1>, tensor<4xf32>
    %11 = call @triu(%6) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %12 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xf32>) -> tensor<4x4xf32>
    %13 = stablehlo.custom_call @lapack_sorgqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xf32>, tensor<1x4xf32>, tensor<4x1xf32>, tensor<4x4xf32>) -> tensor<5x5xf32>
    return %11, %17 : tensor<5x5xf32>, tensor<5x5xf32>
  }
  func.func private @triu(%arg0: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<5x5xi1>, tensor<5x5xf32>
    return %6 : tensor<5x5xf32>
  }
  func.func private @block(%arg0: tensor<1x1xf32>, %arg1: tensor<1x4xf32>, %arg2: tensor<4x1xf32>, %arg3: tensor<4x4xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xf32>, tensor<1x4xf32>) -> tensor<1x5xf32>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<4x1xf32>, tensor<4x4xf32>) -> tensor<4x5xf32>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x5xf32>, tensor<4x5xf32>) -> tensor<5x5xf32>
    return %2 : tensor<5x5xf32>
  }
  func.func private @tril(%arg0: tensor<5x5xf32>) -> tensor<5x5xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xf32>
    return %6 : tensor<5x5xf32>
  }
}

// -----

// hessenberg_case 5x5 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.9972461425453911, -2.5140117786690084, 2.7613544401310959, 2.6307014649157345, 0.72515312467395132], [-0.44638819484434755, 1.1386877388450891, -1.5477922697532154, -0.80039618980192184, -2.1482938382463779], [-1.7388465605220735, 2.4476671016087765, 0.86430429774700723, -1.7563667562891543, -0.38420620361060154], [2.7381425249617646, 1.1867263790787881, 0.17935459078624305, 0.48660442959091466, -0.96274033124332492], [1.9049753501928501, -2.5103920826030723, 0.92529423074898042, 0.86714564081076117, 2.4255184321858154]]> : tensor<5x5xf64>
    %0:2 = call @hessenberg(%cst) : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %4 = stablehlo.subtract %3, %cst : tensor<5x5xf64>
    %5 = stablehlo.abs %4 : tensor<5x5xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.sqrt %7 : tensor<f64>
    %9 = stablehlo.abs %cst : tensor<5x5xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.maximum %cst_2, %12 : tensor<f64>
    %cst_3 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %14 = stablehlo.multiply %cst_3, %13 : tensor<f64>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %18 = stablehlo.dot_general %17, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %19 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %20 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %21 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %22 = stablehlo.add %19, %21 : tensor<5x5xi64>
    %23 = stablehlo.compare EQ, %22, %20, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %24 = stablehlo.convert %23 : (tensor<5x5xi1>) -> tensor<5x5xf64>
    %25 = stablehlo.subtract %18, %24 : tensor<5x5xf64>
    %26 = stablehlo.abs %25 : tensor<5x5xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.abs %cst_6 : tensor<f64>
    %31 = stablehlo.multiply %30, %30 : tensor<f64>
    %32 = stablehlo.convert %31 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.compare LE, %29, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = call @tril(%0#0) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %41 = stablehlo.compare EQ, %39, %40, FLOAT : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %43 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %44 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.concatenate %43, %44, %45, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %46 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>) {
    %0:3 = stablehlo.custom_call @lapack_dgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 5 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=4}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4xi1>, tensor<4xf64>
    %11 = call @triu(%6) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %12 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xf64>) -> tensor<4x4xf64>
    %13 = stablehlo.custom_call @lapack_dorgqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4x4xf64>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<1x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x1xf64>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xf64>, tensor<1x4xf64>, tensor<4x1xf64>, tensor<4x4xf64>) -> tensor<5x5xf64>
    return %11, %17 : tensor<5x5xf64>, tensor<5x5xf64>
  }
  func.func private @triu(%arg0: tensor<5x5xf64>) -> tensor<5x5xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<5x5xi1>, tensor<5x5xf64>
    return %6 : tensor<5x5xf64>
  }
  func.func private @block(%arg0: tensor<1x1xf64>, %arg1: tensor<1x4xf64>, %arg2: tensor<4x1xf64>, %arg3: tensor<4x4xf64>) -> tensor<5x5xf64> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xf64>, tensor<1x4xf64>) -> tensor<1x5xf64>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<4x1xf64>, tensor<4x4xf64>) -> tensor<4x5xf64>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x5xf64>, tensor<4x5xf64>) -> tensor<5x5xf64>
    return %2 : tensor<5x5xf64>
  }
  func.func private @tril(%arg0: tensor<5x5xf64>) -> tensor<5x5xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xf64>
    return %6 : tensor<5x5xf64>
  }
}

// -----

// hessenberg_case 5x5 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.927082419,-2.858960e+00), (-1.21629965,1.01323593), (0.143322483,-1.60737157), (0.0865913853,1.87950218), (1.04500425,1.02360463)], [(-2.39017797,1.0980165), (1.46778023,0.222552046), (-2.63292694,2.63913131), (-2.71731162,-2.91606927), (-2.40629935,2.24175644)], [(-0.645088493,-2.89695907), (-1.91998959,0.615091383), (-0.0895366966,0.118312918), (1.30955696,1.08160436), (-1.04516935,-2.19748759)], [(-0.70945251,2.38053536), (3.719420e-01,1.64283991), (-1.0712719,2.44206834), (2.88917589,0.816592276), (2.61001873,-0.329835683)], [(0.882873297,-1.10131156), (0.0181198809,-0.61450845), (-0.283129781,-1.9080708), (-1.62433326,-2.05832124), (-1.84482181,4.846520e-01)]]> : tensor<5x5xcomplex<f32>>
    %0:2 = call @hessenberg(%cst) : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %3 = stablehlo.real %2 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %4 = stablehlo.imag %2 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %5 = stablehlo.negate %4 : tensor<5x5xf32>
    %6 = stablehlo.complex %3, %5 : tensor<5x5xcomplex<f32>>
    %7 = stablehlo.dot_general %1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %8 = stablehlo.subtract %7, %cst : tensor<5x5xcomplex<f32>>
    %9 = stablehlo.abs %8 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %13 = stablehlo.abs %cst : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.sqrt %15 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.maximum %cst_2, %16 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %18 = stablehlo.multiply %cst_3, %17 : tensor<f32>
    %19 = stablehlo.compare LE, %12, %18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %22 = stablehlo.real %21 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %23 = stablehlo.imag %21 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %24 = stablehlo.negate %23 : tensor<5x5xf32>
    %25 = stablehlo.complex %22, %24 : tensor<5x5xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %27 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %28 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %30 = stablehlo.add %27, %29 : tensor<5x5xi64>
    %31 = stablehlo.compare EQ, %30, %28, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %32 = stablehlo.convert %31 : (tensor<5x5xi1>) -> tensor<5x5xcomplex<f32>>
    %33 = stablehlo.subtract %26, %32 : tensor<5x5xcomplex<f32>>
    %34 = stablehlo.abs %33 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %35 = stablehlo.multiply %34, %34 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %37 = stablehlo.sqrt %36 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.abs %cst_6 : tensor<f64>
    %39 = stablehlo.multiply %38, %38 : tensor<f64>
    %40 = stablehlo.convert %39 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.sqrt %41 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.maximum %cst_8, %42 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.7881393432617188E-5> : tensor<f64>
    %44 = stablehlo.multiply %cst_9, %43 : tensor<f64>
    %45 = stablehlo.convert %37 : (tensor<f32>) -> tensor<f64>
    %46 = stablehlo.compare LE, %45, %44, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.reduce(%46 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %48 = call @tril(%0#0) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %50 = stablehlo.compare EQ, %48, %49, FLOAT : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) {
    %0:3 = stablehlo.custom_call @lapack_cgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 5 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=4}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %11 = call @triu(%6) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %12 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %13 = stablehlo.custom_call @lapack_cungqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<1x1xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<1x4xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<4x1xcomplex<f32>>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xcomplex<f32>>, tensor<1x4xcomplex<f32>>, tensor<4x1xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    return %11, %17 : tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>
  }
  func.func private @triu(%arg0: tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %6 : tensor<5x5xcomplex<f32>>
  }
  func.func private @block(%arg0: tensor<1x1xcomplex<f32>>, %arg1: tensor<1x4xcomplex<f32>>, %arg2: tensor<4x1xcomplex<f32>>, %arg3: tensor<4x4xcomplex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xcomplex<f32>>, tensor<1x4xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<4x1xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<4x5xcomplex<f32>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x5xcomplex<f32>>, tensor<4x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    return %2 : tensor<5x5xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %6 : tensor<5x5xcomplex<f32>>
  }
}

// -----

// hessenberg_case 5x5 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,-0.2602722697722899), (-0.32643625111987973,2.7088754741833236), (-0.56922919175304276,2.4451222633181251), (-0.92163489939348064,1.2495843473416279), (2.082504102115756,2.0541259558406209)], [(-1.8698277096157105,-1.698784520453231), (2.841894707716758,-1.9040151080932306), (2.0267782721796417,-1.7352309913191504), (2.215396829094983,2.7092480200542326), (-1.2400731706713453,0.9944316140682603)], [(1.9699716905735247,-0.95345809484598476), (-2.3894223239146672,2.7428935896261324), (0.87353404272531109,-1.2300426044778614), (-0.32935430308439262,1.4197272267541816), (-2.4891338321792804,-0.88871497711697867)], [(1.419611324104805,2.6658636688197488), (2.6144542362190704,-1.1280353336664817), (0.098412248592540941,-1.8658528515834654), (2.0851619685188725,1.4745048839903259), (1.4420466840476784,2.9924371441362085)], [(0.76951396962705231,-0.16938878903055121), (-0.48153142338312716,2.0779249777425113), (-2.7692225221707498,2.4644376910851253), (1.4017485750263097,0.84206358428786076), (1.4927743180020663,-0.63781678326485158)]]> : tensor<5x5xcomplex<f64>>
    %0:2 = call @hessenberg(%cst) : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>)
    %1 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %2 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %3 = stablehlo.real %2 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %4 = stablehlo.imag %2 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %5 = stablehlo.negate %4 : tensor<5x5xf64>
    %6 = stablehlo.complex %3, %5 : tensor<5x5xcomplex<f64>>
    %7 = stablehlo.dot_general %1, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %8 = stablehlo.subtract %7, %cst : tensor<5x5xcomplex<f64>>
    %9 = stablehlo.abs %8 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %13 = stablehlo.abs %cst : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %14 = stablehlo.multiply %13, %13 : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %16 = stablehlo.sqrt %15 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.maximum %cst_2, %16 : tensor<f64>
    %cst_3 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %18 = stablehlo.multiply %cst_3, %17 : tensor<f64>
    %19 = stablehlo.compare LE, %12, %18, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %22 = stablehlo.real %21 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %23 = stablehlo.imag %21 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %24 = stablehlo.negate %23 : tensor<5x5xf64>
    %25 = stablehlo.complex %22, %24 : tensor<5x5xcomplex<f64>>
    %26 = stablehlo.dot_general %25, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %27 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %28 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %30 = stablehlo.add %27, %29 : tensor<5x5xi64>
    %31 = stablehlo.compare EQ, %30, %28, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %32 = stablehlo.convert %31 : (tensor<5x5xi1>) -> tensor<5x5xcomplex<f64>>
    %33 = stablehlo.subtract %26, %32 : tensor<5x5xcomplex<f64>>
    %34 = stablehlo.abs %33 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %35 = stablehlo.multiply %34, %34 : tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %36 = stablehlo.reduce(%35 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %37 = stablehlo.sqrt %36 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %38 = stablehlo.abs %cst_6 : tensor<f64>
    %39 = stablehlo.multiply %38, %38 : tensor<f64>
    %40 = stablehlo.convert %39 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.sqrt %41 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %43 = stablehlo.maximum %cst_8, %42 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %44 = stablehlo.multiply %cst_9, %43 : tensor<f64>
    %45 = stablehlo.compare LE, %37, %44, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %46 = stablehlo.reduce(%45 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %47 = call @tril(%0#0) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %49 = stablehlo.compare EQ, %47, %48, FLOAT : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @hessenberg(%arg0: tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) {
    %0:3 = stablehlo.custom_call @lapack_zgehrd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {high = 5 : i32, low = 1 : i32}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=4}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %11 = call @triu(%6) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %12 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %13 = stablehlo.custom_call @lapack_zungqr_ffi(%12, %10) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<1x1xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<1x4xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<4x1xcomplex<f64>>
    %17 = call @block(%14, %15, %16, %13) : (tensor<1x1xcomplex<f64>>, tensor<1x4xcomplex<f64>>, tensor<4x1xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    return %11, %17 : tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>
  }
  func.func private @triu(%arg0: tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    return %6 : tensor<5x5xcomplex<f64>>
  }
  func.func private @block(%arg0: tensor<1x1xcomplex<f64>>, %arg1: tensor<1x4xcomplex<f64>>, %arg2: tensor<4x1xcomplex<f64>>, %arg3: tensor<4x4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0 = stablehlo.concatenate %arg0, %arg1, dim = 1 : (tensor<1x1xcomplex<f64>>, tensor<1x4xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %1 = stablehlo.concatenate %arg2, %arg3, dim = 1 : (tensor<4x1xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x5xcomplex<f64>>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1x5xcomplex<f64>>, tensor<4x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    return %2 : tensor<5x5xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-2> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %2 = stablehlo.add %0, %1 : tensor<5x5xi64>
    %3 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    return %6 : tensor<5x5xcomplex<f64>>
  }
}
