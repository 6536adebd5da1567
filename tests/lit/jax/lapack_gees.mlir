// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// schur_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %0:2 = call @_schur(%cst) : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>)
    %1 = call @tril(%0#0) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %5 = stablehlo.subtract %4, %cst : tensor<3x3xf32>
    %6 = stablehlo.abs %5 : tensor<3x3xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %10 = stablehlo.abs %cst : tensor<3x3xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.sqrt %12 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.maximum %cst_2, %13 : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %15 = stablehlo.multiply %cst_3, %14 : tensor<f32>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %23 = stablehlo.add %20, %22 : tensor<3x3xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %25 = stablehlo.convert %24 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %26 = stablehlo.subtract %19, %25 : tensor<3x3xf32>
    %27 = stablehlo.abs %26 : tensor<3x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_6 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f64>
    %38 = stablehlo.convert %30 : (tensor<f32>) -> tensor<f64>
    %39 = stablehlo.compare LE, %38, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %42 = stablehlo.compare EQ, %1, %41, FLOAT : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %44 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %47 = stablehlo.concatenate %44, %45, %46, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %47 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>) {
    %0:6 = stablehlo.custom_call @lapack_sgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6, %10 : tensor<3x3xf32>, tensor<3x3xf32>
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

// schur_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %0:2 = call @_schur(%cst) : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>)
    %1 = call @tril(%0#0) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %5 = stablehlo.subtract %4, %cst : tensor<3x3xf64>
    %6 = stablehlo.abs %5 : tensor<3x3xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %9 = stablehlo.sqrt %8 : tensor<f64>
    %10 = stablehlo.abs %cst : tensor<3x3xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.sqrt %12 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.maximum %cst_2, %13 : tensor<f64>
    %cst_3 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %15 = stablehlo.multiply %cst_3, %14 : tensor<f64>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %20 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %23 = stablehlo.add %20, %22 : tensor<3x3xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %25 = stablehlo.convert %24 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %26 = stablehlo.subtract %19, %25 : tensor<3x3xf64>
    %27 = stablehlo.abs %26 : tensor<3x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_6 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f64>
    %38 = stablehlo.compare LE, %30, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %41 = stablehlo.compare EQ, %1, %40, FLOAT : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %44 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.concatenate %43, %44, %45, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %46 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>) {
    %0:6 = stablehlo.custom_call @lapack_dgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3x3xf64>, tensor<3xf64>, tensor<3xf64>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6, %10 : tensor<3x3xf64>, tensor<3x3xf64>
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

// schur_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %0:2 = call @_schur(%cst) : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>)
    %1 = call @tril(%0#0) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %5 = stablehlo.imag %3 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %6 = stablehlo.negate %5 : tensor<3x3xf32>
    %7 = stablehlo.complex %4, %6 : tensor<3x3xcomplex<f32>>
    %8 = stablehlo.dot_general %2, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.subtract %8, %cst : tensor<3x3xcomplex<f32>>
    %10 = stablehlo.abs %9 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.sqrt %12 : tensor<f32>
    %14 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.sqrt %16 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.maximum %cst_2, %17 : tensor<f32>
    %cst_3 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %19 = stablehlo.multiply %cst_3, %18 : tensor<f32>
    %20 = stablehlo.compare LE, %13, %19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %22 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %23 = stablehlo.real %22 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %24 = stablehlo.imag %22 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %25 = stablehlo.negate %24 : tensor<3x3xf32>
    %26 = stablehlo.complex %23, %25 : tensor<3x3xcomplex<f32>>
    %27 = stablehlo.dot_general %26, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %28 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %29 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %31 = stablehlo.add %28, %30 : tensor<3x3xi64>
    %32 = stablehlo.compare EQ, %31, %29, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %33 = stablehlo.convert %32 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %34 = stablehlo.subtract %27, %33 : tensor<3x3xcomplex<f32>>
    %35 = stablehlo.abs %34 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %38 = stablehlo.sqrt %37 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.abs %cst_6 : tensor<f64>
    %40 = stablehlo.multiply %39, %39 : tensor<f64>
    %41 = stablehlo.convert %40 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.maximum %cst_8, %43 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %45 = stablehlo.multiply %cst_9, %44 : tensor<f64>
    %46 = stablehlo.convert %38 : (tensor<f32>) -> tensor<f64>
    %47 = stablehlo.compare LE, %46, %45, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %50 = stablehlo.compare EQ, %1, %49, FLOAT : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6, %10 : tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>
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

// schur_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %0:2 = call @_schur(%cst) : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>)
    %1 = call @tril(%0#0) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %4 = stablehlo.real %3 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %5 = stablehlo.imag %3 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %6 = stablehlo.negate %5 : tensor<3x3xf64>
    %7 = stablehlo.complex %4, %6 : tensor<3x3xcomplex<f64>>
    %8 = stablehlo.dot_general %2, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.subtract %8, %cst : tensor<3x3xcomplex<f64>>
    %10 = stablehlo.abs %9 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.sqrt %12 : tensor<f64>
    %14 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %15 = stablehlo.multiply %14, %14 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %17 = stablehlo.sqrt %16 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.maximum %cst_2, %17 : tensor<f64>
    %cst_3 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %19 = stablehlo.multiply %cst_3, %18 : tensor<f64>
    %20 = stablehlo.compare LE, %13, %19, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %22 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %23 = stablehlo.real %22 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %24 = stablehlo.imag %22 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %25 = stablehlo.negate %24 : tensor<3x3xf64>
    %26 = stablehlo.complex %23, %25 : tensor<3x3xcomplex<f64>>
    %27 = stablehlo.dot_general %26, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %28 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %29 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %31 = stablehlo.add %28, %30 : tensor<3x3xi64>
    %32 = stablehlo.compare EQ, %31, %29, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %33 = stablehlo.convert %32 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %34 = stablehlo.subtract %27, %33 : tensor<3x3xcomplex<f64>>
    %35 = stablehlo.abs %34 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %36 = stablehlo.multiply %35, %35 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.sqrt %37 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.abs %cst_6 : tensor<f64>
    %40 = stablehlo.multiply %39, %39 : tensor<f64>
    %41 = stablehlo.convert %40 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.maximum %cst_8, %43 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %45 = stablehlo.multiply %cst_9, %44 : tensor<f64>
    %46 = stablehlo.compare LE, %38, %45, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.reduce(%46 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %49 = stablehlo.compare EQ, %1, %48, FLOAT : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x3xi1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6, %10 : tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>
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

// schur_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496]], [[0.48274266953312495, 2.1214060712673053, -2.7532167807708863], [-0.070953375053427692, 2.5249569377592476, -2.3453887000868594], [-0.53366026617386275, -0.17923906515266985, -2.2362207078287479]]]> : tensor<2x3x3xf64>
    %0:2 = call @_schur(%cst) : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>)
    %1 = call @tril(%0#0) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.dot_general %0#1, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.dot_general %2, %3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.subtract %4, %cst : tensor<2x3x3xf64>
    %6 = stablehlo.abs %5 : tensor<2x3x3xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %9 = stablehlo.sqrt %8 : tensor<2xf64>
    %10 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.sqrt %12 : tensor<2xf64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.maximum %14, %13 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.multiply %16, %15 : tensor<2xf64>
    %18 = stablehlo.compare LE, %9, %17, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %20 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %21 = stablehlo.dot_general %20, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %22 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %23 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %25 = stablehlo.add %22, %24 : tensor<3x3xi64>
    %26 = stablehlo.compare EQ, %25, %23, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %27 = stablehlo.convert %26 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %29 = stablehlo.subtract %21, %28 : tensor<2x3x3xf64>
    %30 = stablehlo.abs %29 : tensor<2x3x3xf64>
    %31 = stablehlo.multiply %30, %30 : tensor<2x3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.sqrt %32 : tensor<2xf64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.abs %cst_6 : tensor<f64>
    %35 = stablehlo.multiply %34, %34 : tensor<f64>
    %36 = stablehlo.convert %35 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.sqrt %37 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.maximum %cst_8, %38 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %40 = stablehlo.multiply %cst_9, %39 : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %42 = stablehlo.compare LE, %33, %41, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %45 = stablehlo.compare EQ, %1, %44, FLOAT : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %46 = stablehlo.reduce(%45 init: %c_12) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %47 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %48 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %49 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.concatenate %47, %48, %49, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %50 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>) {
    %0:6 = stablehlo.custom_call @lapack_dgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n, o], [i, p], [i, q], [i], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x3xf64>, tensor<2xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %6, %10 : tensor<2x3x3xf64>, tensor<2x3x3xf64>
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

// schur_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.22607017,-0.969986557), (-0.233062908,-2.02033472), (-0.503076434,1.56584835)], [(0.616345406,-0.92038834), (-1.90159178,-1.4280529), (-0.49252373,-1.88586974)], [(-2.19546771,2.4240849), (0.939708769,-1.75512934), (1.8403939,-0.922287344)]], [[(-2.1711483,-0.704604804), (-0.897691547,-2.69275188), (0.687094808,2.225230e+00)], [(0.307681739,0.962354183), (1.15484786,2.12739468), (-2.72843862,-2.93425202)], [(-8.846930e-01,1.80568087), (-2.74865055,-0.686448395), (-2.09709215,-0.208675012)]]]> : tensor<2x3x3xcomplex<f32>>
    %0:2 = call @_schur(%cst) : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>)
    %1 = call @tril(%0#0) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.dot_general %0#1, %0#0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %3 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %5 = stablehlo.imag %3 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %6 = stablehlo.negate %5 : tensor<2x3x3xf32>
    %7 = stablehlo.complex %4, %6 : tensor<2x3x3xcomplex<f32>>
    %8 = stablehlo.dot_general %2, %7, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.subtract %8, %cst : tensor<2x3x3xcomplex<f32>>
    %10 = stablehlo.abs %9 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.sqrt %12 : tensor<2xf32>
    %14 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.sqrt %16 : tensor<2xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %21 = stablehlo.multiply %20, %19 : tensor<2xf32>
    %22 = stablehlo.compare LE, %13, %21, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %24 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %25 = stablehlo.real %24 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %26 = stablehlo.imag %24 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %27 = stablehlo.negate %26 : tensor<2x3x3xf32>
    %28 = stablehlo.complex %25, %27 : tensor<2x3x3xcomplex<f32>>
    %29 = stablehlo.dot_general %28, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %30 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %31 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %32 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %33 = stablehlo.add %30, %32 : tensor<3x3xi64>
    %34 = stablehlo.compare EQ, %33, %31, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %35 = stablehlo.convert %34 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %37 = stablehlo.subtract %29, %36 : tensor<2x3x3xcomplex<f32>>
    %38 = stablehlo.abs %37 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %41 = stablehlo.sqrt %40 : tensor<2xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %42 = stablehlo.abs %cst_6 : tensor<f64>
    %43 = stablehlo.multiply %42, %42 : tensor<f64>
    %44 = stablehlo.convert %43 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %46 = stablehlo.sqrt %45 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.maximum %cst_8, %46 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %48 = stablehlo.multiply %cst_9, %47 : tensor<f64>
    %49 = stablehlo.convert %41 : (tensor<2xf32>) -> tensor<2xf64>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %51 = stablehlo.compare LE, %49, %50, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.reduce(%51 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %54 = stablehlo.compare EQ, %1, %53, FLOAT : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %55 = stablehlo.reduce(%54 init: %c_12) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x3xi1>, tensor<i1>) -> tensor<i1>
    %56 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %59 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n, o], [i, p], [i], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>, tensor<2xi32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %6, %10 : tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>
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

// -----

// schur_case 5x5 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058, -0.98113346, -0.744790912], [0.192215219, -2.59136224, 0.507174373, -1.57261348, -2.03546047], [-2.08728504, -2.23758459, -1.03535295, 1.16492319, -0.846201181], [2.34819388, -1.78872073, -2.33638501, 0.165340573, 2.2059319], [-1.42875373, -0.00362927257, -0.428613603, 0.180023327, 0.443680942]]> : tensor<5x5xf32>
    %0:2 = call @_schur(%cst) : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>)
    %1 = call @tril(%0#0) : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %5 = stablehlo.subtract %4, %cst : tensor<5x5xf32>
    %6 = stablehlo.abs %5 : tensor<5x5xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %10 = stablehlo.abs %cst : tensor<5x5xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.sqrt %12 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.maximum %cst_2, %13 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %15 = stablehlo.multiply %cst_3, %14 : tensor<f32>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %20 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %21 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %23 = stablehlo.add %20, %22 : tensor<5x5xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %25 = stablehlo.convert %24 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %26 = stablehlo.subtract %19, %25 : tensor<5x5xf32>
    %27 = stablehlo.abs %26 : tensor<5x5xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_6 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.7881393432617188E-5> : tensor<f64>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f64>
    %38 = stablehlo.convert %30 : (tensor<f32>) -> tensor<f64>
    %39 = stablehlo.compare LE, %38, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %42 = stablehlo.compare EQ, %1, %41, FLOAT : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %44 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %47 = stablehlo.concatenate %44, %45, %46, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %47 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>) {
    %0:6 = stablehlo.custom_call @lapack_sgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xf32>
    return %6, %10 : tensor<5x5xf32>, tensor<5x5xf32>
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

// schur_case 5x5 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.9972461425453911, -2.5140117786690084, 2.7613544401310959, 2.6307014649157345, 0.72515312467395132], [-0.44638819484434755, 1.1386877388450891, -1.5477922697532154, -0.80039618980192184, -2.1482938382463779], [-1.7388465605220735, 2.4476671016087765, 0.86430429774700723, -1.7563667562891543, -0.38420620361060154], [2.7381425249617646, 1.1867263790787881, 0.17935459078624305, 0.48660442959091466, -0.96274033124332492], [1.9049753501928501, -2.5103920826030723, 0.92529423074898042, 0.86714564081076117, 2.4255184321858154]]> : tensor<5x5xf64>
    %0:2 = call @_schur(%cst) : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>)
    %1 = call @tril(%0#0) : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %5 = stablehlo.subtract %4, %cst : tensor<5x5xf64>
    %6 = stablehlo.abs %5 : tensor<5x5xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %9 = stablehlo.sqrt %8 : tensor<f64>
    %10 = stablehlo.abs %cst : tensor<5x5xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.sqrt %12 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.maximum %cst_2, %13 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %15 = stablehlo.multiply %cst_3, %14 : tensor<f64>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %20 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %21 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %23 = stablehlo.add %20, %22 : tensor<5x5xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %25 = stablehlo.convert %24 : (tensor<5x5xi1>) -> tensor<5x5xf64>
    %26 = stablehlo.subtract %19, %25 : tensor<5x5xf64>
    %27 = stablehlo.abs %26 : tensor<5x5xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_6 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f64>
    %38 = stablehlo.compare LE, %30, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %40 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %41 = stablehlo.compare EQ, %1, %40, FLOAT : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %43 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %44 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %45 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %46 = stablehlo.concatenate %43, %44, %45, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %46 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>) {
    %0:6 = stablehlo.custom_call @lapack_dgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [p], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5x5xf64>, tensor<5xf64>, tensor<5xf64>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#5, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xf64>
    return %6, %10 : tensor<5x5xf64>, tensor<5x5xf64>
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

// schur_case 5x5 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.927082419,-2.858960e+00), (-1.21629965,1.01323593), (0.143322483,-1.60737157), (0.0865913853,1.87950218), (1.04500425,1.02360463)], [(-2.39017797,1.0980165), (1.46778023,0.222552046), (-2.63292694,2.63913131), (-2.71731162,-2.91606927), (-2.40629935,2.24175644)], [(-0.645088493,-2.89695907), (-1.91998959,0.615091383), (-0.0895366966,0.118312918), (1.30955696,1.08160436), (-1.04516935,-2.19748759)], [(-0.70945251,2.38053536), (3.719420e-01,1.64283991), (-1.0712719,2.44206834), (2.88917589,0.816592276), (2.61001873,-0.329835683)], [(0.882873297,-1.10131156), (0.0181198809,-0.61450845), (-0.283129781,-1.9080708), (-1.62433326,-2.05832124), (-1.84482181,4.846520e-01)]]> : tensor<5x5xcomplex<f32>>
    %0:2 = call @_schur(%cst) : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>)
    %1 = call @tril(%0#0) : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %5 = stablehlo.imag %3 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %6 = stablehlo.negate %5 : tensor<5x5xf32>
    %7 = stablehlo.complex %4, %6 : tensor<5x5xcomplex<f32>>
    %8 = stablehlo.dot_general %2, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %9 = stablehlo.subtract %8, %cst : tensor<5x5xcomplex<f32>>
    %10 = stablehlo.abs %9 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.sqrt %12 : tensor<f32>
    %14 = stablehlo.abs %cst : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %15 = stablehlo.multiply %14, %14 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %17 = stablehlo.sqrt %16 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.maximum %cst_2, %17 : tensor<f32>
    %cst_3 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %19 = stablehlo.multiply %cst_3, %18 : tensor<f32>
    %20 = stablehlo.compare LE, %13, %19, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %22 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %23 = stablehlo.real %22 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %24 = stablehlo.imag %22 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %25 = stablehlo.negate %24 : tensor<5x5xf32>
    %26 = stablehlo.complex %23, %25 : tensor<5x5xcomplex<f32>>
    %27 = stablehlo.dot_general %26, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %28 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %29 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %31 = stablehlo.add %28, %30 : tensor<5x5xi64>
    %32 = stablehlo.compare EQ, %31, %29, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %33 = stablehlo.convert %32 : (tensor<5x5xi1>) -> tensor<5x5xcomplex<f32>>
    %34 = stablehlo.subtract %27, %33 : tensor<5x5xcomplex<f32>>
    %35 = stablehlo.abs %34 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %38 = stablehlo.sqrt %37 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.abs %cst_6 : tensor<f64>
    %40 = stablehlo.multiply %39, %39 : tensor<f64>
    %41 = stablehlo.convert %40 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.maximum %cst_8, %43 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.7881393432617188E-5> : tensor<f64>
    %45 = stablehlo.multiply %cst_9, %44 : tensor<f64>
    %46 = stablehlo.convert %38 : (tensor<f32>) -> tensor<f64>
    %47 = stablehlo.compare LE, %46, %45, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %50 = stablehlo.compare EQ, %1, %49, FLOAT : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) {
    %0:5 = stablehlo.custom_call @lapack_cgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5xcomplex<f32>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %6, %10 : tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>
  }
  func.func private @tril(%arg0: tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
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

// schur_case 5x5 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,-0.2602722697722899), (-0.32643625111987973,2.7088754741833236), (-0.56922919175304276,2.4451222633181251), (-0.92163489939348064,1.2495843473416279), (2.082504102115756,2.0541259558406209)], [(-1.8698277096157105,-1.698784520453231), (2.841894707716758,-1.9040151080932306), (2.0267782721796417,-1.7352309913191504), (2.215396829094983,2.7092480200542326), (-1.2400731706713453,0.9944316140682603)], [(1.9699716905735247,-0.95345809484598476), (-2.3894223239146672,2.7428935896261324), (0.87353404272531109,-1.2300426044778614), (-0.32935430308439262,1.4197272267541816), (-2.4891338321792804,-0.88871497711697867)], [(1.419611324104805,2.6658636688197488), (2.6144542362190704,-1.1280353336664817), (0.098412248592540941,-1.8658528515834654), (2.0851619685188725,1.4745048839903259), (1.4420466840476784,2.9924371441362085)], [(0.76951396962705231,-0.16938878903055121), (-0.48153142338312716,2.0779249777425113), (-2.7692225221707498,2.4644376910851253), (1.4017485750263097,0.84206358428786076), (1.4927743180020663,-0.63781678326485158)]]> : tensor<5x5xcomplex<f64>>
    %0:2 = call @_schur(%cst) : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>)
    %1 = call @tril(%0#0) : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %2 = stablehlo.dot_general %0#1, %0#0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %3 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %4 = stablehlo.real %3 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %5 = stablehlo.imag %3 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %6 = stablehlo.negate %5 : tensor<5x5xf64>
    %7 = stablehlo.complex %4, %6 : tensor<5x5xcomplex<f64>>
    %8 = stablehlo.dot_general %2, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %9 = stablehlo.subtract %8, %cst : tensor<5x5xcomplex<f64>>
    %10 = stablehlo.abs %9 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.sqrt %12 : tensor<f64>
    %14 = stablehlo.abs %cst : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %15 = stablehlo.multiply %14, %14 : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %17 = stablehlo.sqrt %16 : tensor<f64>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %18 = stablehlo.maximum %cst_2, %17 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %19 = stablehlo.multiply %cst_3, %18 : tensor<f64>
    %20 = stablehlo.compare LE, %13, %19, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %22 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %23 = stablehlo.real %22 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %24 = stablehlo.imag %22 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %25 = stablehlo.negate %24 : tensor<5x5xf64>
    %26 = stablehlo.complex %23, %25 : tensor<5x5xcomplex<f64>>
    %27 = stablehlo.dot_general %26, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %28 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %29 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %30 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %31 = stablehlo.add %28, %30 : tensor<5x5xi64>
    %32 = stablehlo.compare EQ, %31, %29, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %33 = stablehlo.convert %32 : (tensor<5x5xi1>) -> tensor<5x5xcomplex<f64>>
    %34 = stablehlo.subtract %27, %33 : tensor<5x5xcomplex<f64>>
    %35 = stablehlo.abs %34 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %36 = stablehlo.multiply %35, %35 : tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.sqrt %37 : tensor<f64>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.abs %cst_6 : tensor<f64>
    %40 = stablehlo.multiply %39, %39 : tensor<f64>
    %41 = stablehlo.convert %40 : tensor<f64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_7) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.maximum %cst_8, %43 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %45 = stablehlo.multiply %cst_9, %44 : tensor<f64>
    %46 = stablehlo.compare LE, %38, %45, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %47 = stablehlo.reduce(%46 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %cst_11 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %48 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %49 = stablehlo.compare EQ, %1, %48, FLOAT : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<5x5xi1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @_schur(%arg0: tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgees_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, sort = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m, n], [o], [], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xcomplex<f64>>, tensor<i32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    return %6, %10 : tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>
  }
  func.func private @tril(%arg0: tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
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
