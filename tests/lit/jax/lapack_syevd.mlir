// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// eigh_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 0.780217647, 0.121051759], [0.780217647, -0.458071202, 1.61300135], [0.121051759, 1.61300135, 2.78197646]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[-1.39902723, 0.513805807, 3.50200796]> : tensor<3xf32>
    %0:2 = call @eigh(%cst) : (tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3x3xf32>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %4 = stablehlo.multiply %0#1, %3 : tensor<3x3xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<3x3xf32>
    %6 = stablehlo.abs %5 : tensor<3x3xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %10 = stablehlo.abs %cst : tensor<3x3xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.sqrt %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.maximum %cst_3, %13 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %15 = stablehlo.multiply %cst_4, %14 : tensor<f32>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %23 = stablehlo.add %20, %22 : tensor<3x3xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %25 = stablehlo.convert %24 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %26 = stablehlo.subtract %19, %25 : tensor<3x3xf32>
    %27 = stablehlo.abs %26 : tensor<3x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
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
    %38 = stablehlo.convert %30 : (tensor<f32>) -> tensor<f64>
    %39 = stablehlo.compare LE, %38, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %42 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<1x3xf32>
    %44 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %45 = stablehlo.abs %43 : tensor<1x3xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<1x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.sqrt %47 : tensor<f32>
    %49 = stablehlo.abs %44 : tensor<1x3xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<1x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %52 = stablehlo.sqrt %51 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.maximum %cst_14, %52 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %54 = stablehlo.multiply %cst_15, %53 : tensor<f32>
    %55 = stablehlo.compare LE, %48, %54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %56 = stablehlo.reduce(%55 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %57 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.concatenate %57, %58, %59, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %60 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3x3xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %3 = stablehlo.divide %1, %2 : tensor<3x3xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3xi1>, tensor<3x3xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<3xi1>, tensor<3xf32>
    return %14, %10 : tensor<3xf32>, tensor<3x3xf32>
  }
}

// -----

// eigh_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 0.067971198221993712, -2.4408762414149527], [0.067971198221993712, -2.119464655097322, -1.6863020345644635], [-2.4408762414149527, -1.6863020345644635, -0.61939515461598038]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[-3.8905124407472584, -1.594835015771785, 2.2486196750211849]> : tensor<3xf64>
    %0:2 = call @eigh(%cst) : (tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3x3xf64>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %4 = stablehlo.multiply %0#1, %3 : tensor<3x3xf64>
    %5 = stablehlo.subtract %1, %4 : tensor<3x3xf64>
    %6 = stablehlo.abs %5 : tensor<3x3xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %9 = stablehlo.sqrt %8 : tensor<f64>
    %10 = stablehlo.abs %cst : tensor<3x3xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.sqrt %12 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.maximum %cst_3, %13 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %15 = stablehlo.multiply %cst_4, %14 : tensor<f64>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %20 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %21 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %23 = stablehlo.add %20, %22 : tensor<3x3xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %25 = stablehlo.convert %24 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %26 = stablehlo.subtract %19, %25 : tensor<3x3xf64>
    %27 = stablehlo.abs %26 : tensor<3x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
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
    %38 = stablehlo.compare LE, %30, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %41 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %42 = stablehlo.subtract %40, %41 : tensor<1x3xf64>
    %43 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %44 = stablehlo.abs %42 : tensor<1x3xf64>
    %45 = stablehlo.multiply %44, %44 : tensor<1x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %47 = stablehlo.sqrt %46 : tensor<f64>
    %48 = stablehlo.abs %43 : tensor<1x3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<1x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.maximum %cst_14, %51 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %53 = stablehlo.multiply %cst_15, %52 : tensor<f64>
    %54 = stablehlo.compare LE, %47, %53, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %55 = stablehlo.reduce(%54 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %56 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %59 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3x3xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<3x3xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<3xi1>, tensor<3xf64>
    return %14, %10 : tensor<3xf64>, tensor<3x3xf64>
  }
}

// -----

// eigh_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,0.000000e+00), (-1.61625409,1.45966172), (-0.737066686,-0.768579125)], [(-1.61625409,-1.45966172), (-0.477793187,0.000000e+00), (-0.151182622,-2.00860643)], [(-0.737066686,0.768579125), (-0.151182622,2.00860643), (-1.20207191,0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[-4.22483063, 0.212949321, 1.94798636]> : tensor<3xf32>
    %0:2 = call @eigh(%cst) : (tensor<3x3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %3 = stablehlo.convert %2 : (tensor<1x3xf32>) -> tensor<1x3xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.multiply %0#1, %4 : tensor<3x3xcomplex<f32>>
    %6 = stablehlo.subtract %1, %5 : tensor<3x3xcomplex<f32>>
    %7 = stablehlo.abs %6 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_3, %14 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_4, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %20 = stablehlo.real %19 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %21 = stablehlo.imag %19 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %22 = stablehlo.negate %21 : tensor<3x3xf32>
    %23 = stablehlo.complex %20, %22 : tensor<3x3xcomplex<f32>>
    %24 = stablehlo.dot_general %23, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %25 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %26 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %28 = stablehlo.add %25, %27 : tensor<3x3xi64>
    %29 = stablehlo.compare EQ, %28, %26, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %30 = stablehlo.convert %29 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %31 = stablehlo.subtract %24, %30 : tensor<3x3xcomplex<f32>>
    %32 = stablehlo.abs %31 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.sqrt %34 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.abs %cst_7 : tensor<f64>
    %37 = stablehlo.multiply %36, %36 : tensor<f64>
    %38 = stablehlo.convert %37 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.maximum %cst_9, %40 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %42 = stablehlo.multiply %cst_10, %41 : tensor<f64>
    %43 = stablehlo.convert %35 : (tensor<f32>) -> tensor<f64>
    %44 = stablehlo.compare LE, %43, %42, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %47 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %48 = stablehlo.subtract %46, %47 : tensor<1x3xf32>
    %49 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %50 = stablehlo.abs %48 : tensor<1x3xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<1x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %53 = stablehlo.sqrt %52 : tensor<f32>
    %54 = stablehlo.abs %49 : tensor<1x3xf32>
    %55 = stablehlo.multiply %54, %54 : tensor<1x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %57 = stablehlo.sqrt %56 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.maximum %cst_14, %57 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %59 = stablehlo.multiply %cst_15, %58 : tensor<f32>
    %60 = stablehlo.compare LE, %53, %59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%60 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %62 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %65 = stablehlo.concatenate %62, %63, %64, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %65 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<3x3xcomplex<f32>>) -> (tensor<3xf32>, tensor<3x3xcomplex<f32>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %3 = stablehlo.negate %2 : tensor<3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f32>>
    %8:3 = stablehlo.custom_call @lapack_cheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<3xi1>, tensor<3xf32>
    return %18, %14 : tensor<3xf32>, tensor<3x3xcomplex<f32>>
  }
}

// -----

// eigh_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,0.000000e+00), (0.65692628344730375,-1.8578035102085813), (-1.7505298518696581,-0.40208877906491924)], [(0.65692628344730375,1.8578035102085813), (2.3576817260859286,0.000000e+00), (0.31060790121487458,1.9568190588088978)], [(-1.7505298518696581,0.40208877906491924), (0.31060790121487458,-1.9568190588088978), (-2.6911967801950207,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[-4.5553188377494962, 0.85485257889327926, 3.6717386201945756]> : tensor<3xf64>
    %0:2 = call @eigh(%cst) : (tensor<3x3xcomplex<f64>>) -> (tensor<3xf64>, tensor<3x3xcomplex<f64>>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %3 = stablehlo.convert %2 : (tensor<1x3xf64>) -> tensor<1x3xcomplex<f64>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.multiply %0#1, %4 : tensor<3x3xcomplex<f64>>
    %6 = stablehlo.subtract %1, %5 : tensor<3x3xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_3, %14 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_4, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %20 = stablehlo.real %19 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %21 = stablehlo.imag %19 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %22 = stablehlo.negate %21 : tensor<3x3xf64>
    %23 = stablehlo.complex %20, %22 : tensor<3x3xcomplex<f64>>
    %24 = stablehlo.dot_general %23, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %25 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %26 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %28 = stablehlo.add %25, %27 : tensor<3x3xi64>
    %29 = stablehlo.compare EQ, %28, %26, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %30 = stablehlo.convert %29 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %31 = stablehlo.subtract %24, %30 : tensor<3x3xcomplex<f64>>
    %32 = stablehlo.abs %31 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %33 = stablehlo.multiply %32, %32 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.abs %cst_7 : tensor<f64>
    %37 = stablehlo.multiply %36, %36 : tensor<f64>
    %38 = stablehlo.convert %37 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.maximum %cst_9, %40 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %42 = stablehlo.multiply %cst_10, %41 : tensor<f64>
    %43 = stablehlo.compare LE, %35, %42, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %46 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %47 = stablehlo.subtract %45, %46 : tensor<1x3xf64>
    %48 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %49 = stablehlo.abs %47 : tensor<1x3xf64>
    %50 = stablehlo.multiply %49, %49 : tensor<1x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %52 = stablehlo.sqrt %51 : tensor<f64>
    %53 = stablehlo.abs %48 : tensor<1x3xf64>
    %54 = stablehlo.multiply %53, %53 : tensor<1x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_14, %56 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %58 = stablehlo.multiply %cst_15, %57 : tensor<f64>
    %59 = stablehlo.compare LE, %52, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.concatenate %61, %62, %63, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %64 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<3x3xcomplex<f64>>) -> (tensor<3xf64>, tensor<3x3xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %2 = stablehlo.imag %0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.negate %2 : tensor<3x3xf64>
    %4 = stablehlo.complex %1, %3 : tensor<3x3xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x3xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<3x3xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<3xi1>, tensor<3xf64>
    return %18, %14 : tensor<3xf64>, tensor<3x3xcomplex<f64>>
  }
}

// -----

// eigh_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.1626069227071674, -0.91324487347633987, -1.3534039451403688], [-0.91324487347633987, -2.8613186880476684, -1.742928196710825], [-1.3534039451403688, -1.742928196710825, 0.68113113417927496]], [[0.48274266953312495, 1.0252263481069388, -1.6434385234723745], [1.0252263481069388, 2.5249569377592476, -1.2623138826197646], [-1.6434385234723745, -1.2623138826197646, -2.2362207078287479]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[-4.210660290101238, -0.85127481429843521, 1.7191406278241121], [-3.1064788923486, 0.3373433540952811, 3.5406144377169415]]> : tensor<2x3xf64>
    %0:2 = call @eigh(%cst) : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3x3xf64>)
    %1 = stablehlo.dot_general %cst, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x1x3xf64>) -> tensor<2x3x3xf64>
    %4 = stablehlo.multiply %0#1, %3 : tensor<2x3x3xf64>
    %5 = stablehlo.subtract %1, %4 : tensor<2x3x3xf64>
    %6 = stablehlo.abs %5 : tensor<2x3x3xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<2x3x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %9 = stablehlo.sqrt %8 : tensor<2xf64>
    %10 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<2x3x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.sqrt %12 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.maximum %14, %13 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.multiply %16, %15 : tensor<2xf64>
    %18 = stablehlo.compare LE, %9, %17, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %20 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %21 = stablehlo.dot_general %20, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %22 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %23 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %24 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %25 = stablehlo.add %22, %24 : tensor<3x3xi64>
    %26 = stablehlo.compare EQ, %25, %23, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %27 = stablehlo.convert %26 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %29 = stablehlo.subtract %21, %28 : tensor<2x3x3xf64>
    %30 = stablehlo.abs %29 : tensor<2x3x3xf64>
    %31 = stablehlo.multiply %30, %30 : tensor<2x3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.sqrt %32 : tensor<2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.abs %cst_7 : tensor<f64>
    %35 = stablehlo.multiply %34, %34 : tensor<f64>
    %36 = stablehlo.convert %35 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %38 = stablehlo.sqrt %37 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.maximum %cst_9, %38 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %40 = stablehlo.multiply %cst_10, %39 : tensor<f64>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %42 = stablehlo.compare LE, %33, %41, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %44 = stablehlo.broadcast_in_dim %0#0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %45 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %46 = stablehlo.subtract %44, %45 : tensor<2x1x3xf64>
    %47 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %48 = stablehlo.abs %46 : tensor<2x1x3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<2x1x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %51 = stablehlo.sqrt %50 : tensor<2xf64>
    %52 = stablehlo.abs %47 : tensor<2x1x3xf64>
    %53 = stablehlo.multiply %52, %52 : tensor<2x1x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_13) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %55 = stablehlo.sqrt %54 : tensor<2xf64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %57 = stablehlo.maximum %56, %55 : tensor<2xf64>
    %cst_15 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %59 = stablehlo.multiply %58, %57 : tensor<2xf64>
    %60 = stablehlo.compare LE, %51, %59, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%60 init: %c_16) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %62 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %65 = stablehlo.concatenate %62, %63, %64, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %65 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3x3xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x3x3xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x3x3xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<2x3xi1>, tensor<2x3xf64>
    return %14, %10 : tensor<2x3xf64>, tensor<2x3x3xf64>
  }
}

// -----

// eigh_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.22607017,0.000000e+00), (0.191641241,-0.54997319), (-1.34927201,-0.429118276)], [(0.191641241,0.54997319), (-1.90159178,0.000000e+00), (0.22359252,-6.537020e-02)], [(-1.34927201,0.429118276), (0.22359252,6.537020e-02), (1.8403939,0.000000e+00)]], [[(-2.1711483,0.000000e+00), (-0.295004904,-1.82755303), (-0.0987991094,0.209774554)], [(-0.295004904,1.82755303), (1.15484786,0.000000e+00), (-2.73854446,-1.12390184)], [(-0.0987991094,-0.209774554), (-2.73854446,1.12390184), (-2.09709215,0.000000e+00)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[-2.95471287, -1.64133489, 2.308780e+00], [-4.19584751, -2.35199046, 3.43444562]]> : tensor<2x3xf32>
    %0:2 = call @eigh(%cst) : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>)
    %1 = stablehlo.dot_general %cst, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %3 = stablehlo.convert %2 : (tensor<2x1x3xf32>) -> tensor<2x1x3xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.multiply %0#1, %4 : tensor<2x3x3xcomplex<f32>>
    %6 = stablehlo.subtract %1, %5 : tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.abs %6 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x3x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.sqrt %9 : tensor<2xf32>
    %11 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x3x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.sqrt %13 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf32>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.transpose %0#1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %22 = stablehlo.real %21 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %23 = stablehlo.imag %21 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %24 = stablehlo.negate %23 : tensor<2x3x3xf32>
    %25 = stablehlo.complex %22, %24 : tensor<2x3x3xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %0#1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %27 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %28 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %29 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %30 = stablehlo.add %27, %29 : tensor<3x3xi64>
    %31 = stablehlo.compare EQ, %30, %28, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %32 = stablehlo.convert %31 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %34 = stablehlo.subtract %26, %33 : tensor<2x3x3xcomplex<f32>>
    %35 = stablehlo.abs %34 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<2x3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %38 = stablehlo.sqrt %37 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %39 = stablehlo.abs %cst_7 : tensor<f64>
    %40 = stablehlo.multiply %39, %39 : tensor<f64>
    %41 = stablehlo.convert %40 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %44 = stablehlo.maximum %cst_9, %43 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %45 = stablehlo.multiply %cst_10, %44 : tensor<f64>
    %46 = stablehlo.convert %38 : (tensor<2xf32>) -> tensor<2xf64>
    %47 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %48 = stablehlo.compare LE, %46, %47, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.reduce(%48 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %50 = stablehlo.broadcast_in_dim %0#0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %51 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<2x1x3xf32>
    %53 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %54 = stablehlo.abs %52 : tensor<2x1x3xf32>
    %55 = stablehlo.multiply %54, %54 : tensor<2x1x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %57 = stablehlo.sqrt %56 : tensor<2xf32>
    %58 = stablehlo.abs %53 : tensor<2x1x3xf32>
    %59 = stablehlo.multiply %58, %58 : tensor<2x1x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_13) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %61 = stablehlo.sqrt %60 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<2xf32>
    %66 = stablehlo.compare LE, %57, %65, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %67 = stablehlo.reduce(%66 init: %c_16) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %68 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %69 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %70 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %71 = stablehlo.concatenate %68, %69, %70, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %71 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %2 = stablehlo.imag %0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %3 = stablehlo.negate %2 : tensor<2x3x3xf32>
    %4 = stablehlo.complex %1, %3 : tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x3x3xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<2x3x3xcomplex<f32>>
    %8:3 = stablehlo.custom_call @lapack_cheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2x3xi1>, tensor<2x3xf32>
    return %18, %14 : tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>
  }
}

// -----

// eigh_case 5x5 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.289693862, -1.07831705, 0.683530211, -1.08677232], [0.289693862, -2.59136224, -0.865205109, -1.68066716, -1.01954484], [-1.07831705, -0.865205109, -1.03535295, -0.58573091, -0.637407422], [0.683530211, -1.68066716, -0.58573091, 0.165340573, 1.19297767], [-1.08677232, -1.01954484, -0.637407422, 1.19297767, 0.443680942]]> : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<[-3.870600e+00, -2.10358763, -0.504120648, 1.52449203, 2.35922694]> : tensor<5xf32>
    %0:2 = call @eigh(%cst) : (tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x5xf32>) -> tensor<5x5xf32>
    %4 = stablehlo.multiply %0#1, %3 : tensor<5x5xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<5x5xf32>
    %6 = stablehlo.abs %5 : tensor<5x5xf32>
    %7 = stablehlo.multiply %6, %6 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %9 = stablehlo.sqrt %8 : tensor<f32>
    %10 = stablehlo.abs %cst : tensor<5x5xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<5x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %13 = stablehlo.sqrt %12 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.maximum %cst_3, %13 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %15 = stablehlo.multiply %cst_4, %14 : tensor<f32>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %20 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %21 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %23 = stablehlo.add %20, %22 : tensor<5x5xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %25 = stablehlo.convert %24 : (tensor<5x5xi1>) -> tensor<5x5xf32>
    %26 = stablehlo.subtract %19, %25 : tensor<5x5xf32>
    %27 = stablehlo.abs %26 : tensor<5x5xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<5x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_7 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_9, %35 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.7881393432617188E-5> : tensor<f64>
    %37 = stablehlo.multiply %cst_10, %36 : tensor<f64>
    %38 = stablehlo.convert %30 : (tensor<f32>) -> tensor<f64>
    %39 = stablehlo.compare LE, %38, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %42 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %43 = stablehlo.subtract %41, %42 : tensor<1x5xf32>
    %44 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %45 = stablehlo.abs %43 : tensor<1x5xf32>
    %46 = stablehlo.multiply %45, %45 : tensor<1x5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %48 = stablehlo.sqrt %47 : tensor<f32>
    %49 = stablehlo.abs %44 : tensor<1x5xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<1x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %52 = stablehlo.sqrt %51 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.maximum %cst_14, %52 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %54 = stablehlo.multiply %cst_15, %53 : tensor<f32>
    %55 = stablehlo.compare LE, %48, %54, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %56 = stablehlo.reduce(%55 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %57 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.concatenate %57, %58, %59, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %60 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5x5xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<5x5xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %3 = stablehlo.divide %1, %2 : tensor<5x5xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<5x5xi1>, tensor<5x5xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<5xi1>, tensor<5xf32>
    return %14, %10 : tensor<5xf32>, tensor<5x5xf32>
  }
}

// -----

// eigh_case 5x5 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.9972461425453911, -1.480199986756678, 0.51125393980451117, 2.6844219949387496, 1.3150642374334007], [-1.480199986756678, 1.1386877388450891, 0.44993741592778058, 0.19316509463843312, -2.3293429604247251], [0.51125393980451117, 0.44993741592778058, 0.86430429774700723, -0.78850608275145562, 0.27054401356918945], [2.6844219949387496, 0.19316509463843312, -0.78850608275145562, 0.48660442959091466, -0.047797345216281872], [1.3150642374334007, -2.3293429604247251, 0.27054401356918945, -0.047797345216281872, 2.4255184321858154]]> : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<[-4.2747177475117004, -0.69689528645712195, 0.93313793262032296, 2.0945221787425479, 4.8618216784293864]> : tensor<5xf64>
    %0:2 = call @eigh(%cst) : (tensor<5x5xf64>) -> (tensor<5xf64>, tensor<5x5xf64>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x5xf64>) -> tensor<5x5xf64>
    %4 = stablehlo.multiply %0#1, %3 : tensor<5x5xf64>
    %5 = stablehlo.subtract %1, %4 : tensor<5x5xf64>
    %6 = stablehlo.abs %5 : tensor<5x5xf64>
    %7 = stablehlo.multiply %6, %6 : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %9 = stablehlo.sqrt %8 : tensor<f64>
    %10 = stablehlo.abs %cst : tensor<5x5xf64>
    %11 = stablehlo.multiply %10, %10 : tensor<5x5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %13 = stablehlo.sqrt %12 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %14 = stablehlo.maximum %cst_3, %13 : tensor<f64>
    %cst_4 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %15 = stablehlo.multiply %cst_4, %14 : tensor<f64>
    %16 = stablehlo.compare LE, %9, %15, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %19 = stablehlo.dot_general %18, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %20 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %21 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %23 = stablehlo.add %20, %22 : tensor<5x5xi64>
    %24 = stablehlo.compare EQ, %23, %21, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %25 = stablehlo.convert %24 : (tensor<5x5xi1>) -> tensor<5x5xf64>
    %26 = stablehlo.subtract %19, %25 : tensor<5x5xf64>
    %27 = stablehlo.abs %26 : tensor<5x5xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<5x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.abs %cst_7 : tensor<f64>
    %32 = stablehlo.multiply %31, %31 : tensor<f64>
    %33 = stablehlo.convert %32 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_9, %35 : tensor<f64>
    %cst_10 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %37 = stablehlo.multiply %cst_10, %36 : tensor<f64>
    %38 = stablehlo.compare LE, %30, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %41 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %42 = stablehlo.subtract %40, %41 : tensor<1x5xf64>
    %43 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %44 = stablehlo.abs %42 : tensor<1x5xf64>
    %45 = stablehlo.multiply %44, %44 : tensor<1x5xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %47 = stablehlo.sqrt %46 : tensor<f64>
    %48 = stablehlo.abs %43 : tensor<1x5xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<1x5xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.maximum %cst_14, %51 : tensor<f64>
    %cst_15 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %53 = stablehlo.multiply %cst_15, %52 : tensor<f64>
    %54 = stablehlo.compare LE, %47, %53, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %55 = stablehlo.reduce(%54 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %56 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %57 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.concatenate %56, %57, %58, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %59 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<5x5xf64>) -> (tensor<5xf64>, tensor<5x5xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<5x5xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %3 = stablehlo.divide %1, %2 : tensor<5x5xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<5x5xi1>, tensor<5x5xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<5xi1>, tensor<5xf64>
    return %14, %10 : tensor<5xf64>, tensor<5x5xf64>
  }
}

// -----

// eigh_case 5x5 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.927082419,0.000000e+00), (-1.80323887,-0.0423902869), (-2.508830e-01,0.644793749), (-0.311430573,-0.250516593), (0.963938772,1.06245804)], [(-1.80323887,0.0423902869), (1.46778023,0.000000e+00), (-2.27645826,1.012020e+00), (-1.17268479,-2.27945471), (-1.19408977,1.42813241)], [(-2.508830e-01,-0.644793749), (-2.27645826,-1.012020e+00), (-0.0895366966,0.000000e+00), (0.119142532,-0.680231988), (-0.664149582,-0.144708395)], [(-0.311430573,0.250516593), (-1.17268479,2.27945471), (0.119142532,0.680231988), (2.88917589,0.000000e+00), (0.492842734,0.864242792)], [(0.963938772,-1.06245804), (-1.19408977,-1.42813241), (-0.664149582,0.144708395), (0.492842734,-0.864242792), (-1.84482181,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[-4.93473816, -1.06233454, 1.29209757, 2.71824503, 5.336411]> : tensor<5xf32>
    %0:2 = call @eigh(%cst) : (tensor<5x5xcomplex<f32>>) -> (tensor<5xf32>, tensor<5x5xcomplex<f32>>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %3 = stablehlo.convert %2 : (tensor<1x5xf32>) -> tensor<1x5xcomplex<f32>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %5 = stablehlo.multiply %0#1, %4 : tensor<5x5xcomplex<f32>>
    %6 = stablehlo.subtract %1, %5 : tensor<5x5xcomplex<f32>>
    %7 = stablehlo.abs %6 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<5x5xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<5x5xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_3, %14 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_4, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %20 = stablehlo.real %19 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %21 = stablehlo.imag %19 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %22 = stablehlo.negate %21 : tensor<5x5xf32>
    %23 = stablehlo.complex %20, %22 : tensor<5x5xcomplex<f32>>
    %24 = stablehlo.dot_general %23, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %25 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %26 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %28 = stablehlo.add %25, %27 : tensor<5x5xi64>
    %29 = stablehlo.compare EQ, %28, %26, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %30 = stablehlo.convert %29 : (tensor<5x5xi1>) -> tensor<5x5xcomplex<f32>>
    %31 = stablehlo.subtract %24, %30 : tensor<5x5xcomplex<f32>>
    %32 = stablehlo.abs %31 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<5x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.sqrt %34 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.abs %cst_7 : tensor<f64>
    %37 = stablehlo.multiply %36, %36 : tensor<f64>
    %38 = stablehlo.convert %37 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.maximum %cst_9, %40 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.7881393432617188E-5> : tensor<f64>
    %42 = stablehlo.multiply %cst_10, %41 : tensor<f64>
    %43 = stablehlo.convert %35 : (tensor<f32>) -> tensor<f64>
    %44 = stablehlo.compare LE, %43, %42, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %45 = stablehlo.reduce(%44 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %46 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %47 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %48 = stablehlo.subtract %46, %47 : tensor<1x5xf32>
    %49 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %50 = stablehlo.abs %48 : tensor<1x5xf32>
    %51 = stablehlo.multiply %50, %50 : tensor<1x5xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %53 = stablehlo.sqrt %52 : tensor<f32>
    %54 = stablehlo.abs %49 : tensor<1x5xf32>
    %55 = stablehlo.multiply %54, %54 : tensor<1x5xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %57 = stablehlo.sqrt %56 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.maximum %cst_14, %57 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %59 = stablehlo.multiply %cst_15, %58 : tensor<f32>
    %60 = stablehlo.compare LE, %53, %59, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%60 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %62 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %65 = stablehlo.concatenate %62, %63, %64, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %65 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<5x5xcomplex<f32>>) -> (tensor<5xf32>, tensor<5x5xcomplex<f32>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %1 = stablehlo.real %0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %2 = stablehlo.imag %0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %3 = stablehlo.negate %2 : tensor<5x5xf32>
    %4 = stablehlo.complex %1, %3 : tensor<5x5xcomplex<f32>>
    %5 = stablehlo.add %arg0, %4 : tensor<5x5xcomplex<f32>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %7 = stablehlo.divide %5, %6 : tensor<5x5xcomplex<f32>>
    %8:3 = stablehlo.custom_call @lapack_cheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<5xi1>, tensor<5xf32>
    return %18, %14 : tensor<5xf32>, tensor<5x5xcomplex<f32>>
  }
}

// -----

// eigh_case 5x5 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,0.000000e+00), (-1.0981319803677951,2.2038299973182776), (0.70037124941024098,1.6992901790820549), (0.24898821235566215,-0.70813966073906043), (1.4260090358714042,1.111757372435586)], [(-1.0981319803677951,-2.2038299973182776), (2.841894707716758,0.000000e+00), (-0.18132202586751278,-2.2390622904726412), (2.4149255326570267,1.9186416768603571), (-0.86080229702723621,-0.54174668183712549)], [(0.70037124941024098,-1.6992901790820549), (-0.18132202586751278,2.2390622904726412), (0.87353404272531109,0.000000e+00), (-0.11547102724592584,1.6427900391688235), (-2.6291781771750151,-1.676576334101052)], [(0.24898821235566215,0.70813966073906043), (2.4149255326570267,-1.9186416768603571), (-0.11547102724592584,-1.6427900391688235), (2.0851619685188725,0.000000e+00), (1.4218976295369941,1.0751867799241739)], [(1.4260090358714042,-1.111757372435586), (-0.86080229702723621,0.54174668183712549), (-2.6291781771750151,1.676576334101052), (1.4218976295369941,-1.0751867799241739), (1.4927743180020663,0.000000e+00)]]> : tensor<5x5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[-4.5756919284880748, -1.3185439626752504, 1.0282913261425544, 4.1481247998637167, 7.9649269285066726]> : tensor<5xf64>
    %0:2 = call @eigh(%cst) : (tensor<5x5xcomplex<f64>>) -> (tensor<5xf64>, tensor<5x5xcomplex<f64>>)
    %1 = stablehlo.dot_general %cst, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %2 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %3 = stablehlo.convert %2 : (tensor<1x5xf64>) -> tensor<1x5xcomplex<f64>>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.multiply %0#1, %4 : tensor<5x5xcomplex<f64>>
    %6 = stablehlo.subtract %1, %5 : tensor<5x5xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<5x5xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<5x5xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_3, %14 : tensor<f64>
    %cst_4 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_4, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.transpose %0#1, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %20 = stablehlo.real %19 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %21 = stablehlo.imag %19 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %22 = stablehlo.negate %21 : tensor<5x5xf64>
    %23 = stablehlo.complex %20, %22 : tensor<5x5xcomplex<f64>>
    %24 = stablehlo.dot_general %23, %0#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %25 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %26 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %27 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %28 = stablehlo.add %25, %27 : tensor<5x5xi64>
    %29 = stablehlo.compare EQ, %28, %26, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %30 = stablehlo.convert %29 : (tensor<5x5xi1>) -> tensor<5x5xcomplex<f64>>
    %31 = stablehlo.subtract %24, %30 : tensor<5x5xcomplex<f64>>
    %32 = stablehlo.abs %31 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %33 = stablehlo.multiply %32, %32 : tensor<5x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.abs %cst_7 : tensor<f64>
    %37 = stablehlo.multiply %36, %36 : tensor<f64>
    %38 = stablehlo.convert %37 : tensor<f64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_8) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %41 = stablehlo.maximum %cst_9, %40 : tensor<f64>
    %cst_10 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %42 = stablehlo.multiply %cst_10, %41 : tensor<f64>
    %43 = stablehlo.compare LE, %35, %42, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %44 = stablehlo.reduce(%43 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %45 = stablehlo.broadcast_in_dim %0#0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %46 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %47 = stablehlo.subtract %45, %46 : tensor<1x5xf64>
    %48 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %49 = stablehlo.abs %47 : tensor<1x5xf64>
    %50 = stablehlo.multiply %49, %49 : tensor<1x5xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %52 = stablehlo.sqrt %51 : tensor<f64>
    %53 = stablehlo.abs %48 : tensor<1x5xf64>
    %54 = stablehlo.multiply %53, %53 : tensor<1x5xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_14, %56 : tensor<f64>
    %cst_15 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %58 = stablehlo.multiply %cst_15, %57 : tensor<f64>
    %59 = stablehlo.compare LE, %52, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_16) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %62 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %63 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %64 = stablehlo.concatenate %61, %62, %63, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %64 : tensor<3xi1>
  }
  func.func private @eigh(%arg0: tensor<5x5xcomplex<f64>>) -> (tensor<5xf64>, tensor<5x5xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %2 = stablehlo.imag %0 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %3 = stablehlo.negate %2 : tensor<5x5xf64>
    %4 = stablehlo.complex %1, %3 : tensor<5x5xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<5x5xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<5x5xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<5xi1>, tensor<5xf64>
    return %18, %14 : tensor<5xf64>, tensor<5x5xcomplex<f64>>
  }
}
