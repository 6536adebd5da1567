// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// svd_case 3x3 float32 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[3.89495111, 1.08277225, 0.493646085]> : tensor<3xf32>
    %0:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf32>
    %15:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.multiply %10, %23 : tensor<3x3xf32>
    %25 = stablehlo.dot_general %24, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %26 = stablehlo.subtract %25, %cst : tensor<3x3xf32>
    %27 = stablehlo.abs %26 : tensor<3x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %31 = stablehlo.abs %cst : tensor<3x3xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %34 = stablehlo.sqrt %33 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f32>
    %cst_9 = stablehlo.constant dense<7.15255737E-6> : tensor<f32>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f32>
    %37 = stablehlo.compare LE, %30, %36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %40 = stablehlo.dot_general %39, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %41 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %42 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %44 = stablehlo.add %41, %43 : tensor<3x3xi64>
    %45 = stablehlo.compare EQ, %44, %42, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %46 = stablehlo.convert %45 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %47 = stablehlo.subtract %40, %46 : tensor<3x3xf32>
    %48 = stablehlo.abs %47 : tensor<3x3xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.sqrt %50 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.abs %cst_13 : tensor<f64>
    %53 = stablehlo.multiply %52, %52 : tensor<f64>
    %54 = stablehlo.convert %53 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_15, %56 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %58 = stablehlo.multiply %cst_16, %57 : tensor<f64>
    %59 = stablehlo.convert %51 : (tensor<f32>) -> tensor<f64>
    %60 = stablehlo.compare LE, %59, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%60 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %62 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %63 = stablehlo.dot_general %14, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %64 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %65 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %66 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %67 = stablehlo.add %64, %66 : tensor<3x3xi64>
    %68 = stablehlo.compare EQ, %67, %65, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %69 = stablehlo.convert %68 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %70 = stablehlo.subtract %63, %69 : tensor<3x3xf32>
    %71 = stablehlo.abs %70 : tensor<3x3xf32>
    %72 = stablehlo.multiply %71, %71 : tensor<3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %74 = stablehlo.sqrt %73 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.abs %cst_20 : tensor<f64>
    %76 = stablehlo.multiply %75, %75 : tensor<f64>
    %77 = stablehlo.convert %76 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %78 = stablehlo.reduce(%77 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %79 = stablehlo.sqrt %78 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.maximum %cst_22, %79 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %81 = stablehlo.multiply %cst_23, %80 : tensor<f64>
    %82 = stablehlo.convert %74 : (tensor<f32>) -> tensor<f64>
    %83 = stablehlo.compare LE, %82, %81, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %84 = stablehlo.reduce(%83 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %85 = stablehlo.subtract %6, %cst_0 : tensor<3xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %87 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %88 = stablehlo.abs %86 : tensor<1x3xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %91 = stablehlo.sqrt %90 : tensor<f32>
    %92 = stablehlo.abs %87 : tensor<1x3xf32>
    %93 = stablehlo.multiply %92, %92 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %95 = stablehlo.sqrt %94 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.maximum %cst_27, %95 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %97 = stablehlo.multiply %cst_28, %96 : tensor<f32>
    %98 = stablehlo.compare LE, %91, %97, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %99 = stablehlo.reduce(%98 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %100 = stablehlo.subtract %21, %cst_0 : tensor<3xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %102 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %103 = stablehlo.abs %101 : tensor<1x3xf32>
    %104 = stablehlo.multiply %103, %103 : tensor<1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %106 = stablehlo.sqrt %105 : tensor<f32>
    %107 = stablehlo.abs %102 : tensor<1x3xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %110 = stablehlo.sqrt %109 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.maximum %cst_32, %110 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %112 = stablehlo.multiply %cst_33, %111 : tensor<f32>
    %113 = stablehlo.compare LE, %106, %112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %114 = stablehlo.reduce(%113 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %115 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %116 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %117 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %118 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %119 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %120 = stablehlo.concatenate %115, %116, %117, %118, %119, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %120 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 float64 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[4.320917024458673, 2.7467386100619211, 1.2015742576557544]> : tensor<3xf64>
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf64>
    %15:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %24 = stablehlo.multiply %10, %23 : tensor<3x3xf64>
    %25 = stablehlo.dot_general %24, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %26 = stablehlo.subtract %25, %cst : tensor<3x3xf64>
    %27 = stablehlo.abs %26 : tensor<3x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %31 = stablehlo.abs %cst : tensor<3x3xf64>
    %32 = stablehlo.multiply %31, %31 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.3322676295501878E-14> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.compare LE, %30, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %40 = stablehlo.dot_general %39, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %41 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %42 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %44 = stablehlo.add %41, %43 : tensor<3x3xi64>
    %45 = stablehlo.compare EQ, %44, %42, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %46 = stablehlo.convert %45 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %47 = stablehlo.subtract %40, %46 : tensor<3x3xf64>
    %48 = stablehlo.abs %47 : tensor<3x3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.abs %cst_13 : tensor<f64>
    %53 = stablehlo.multiply %52, %52 : tensor<f64>
    %54 = stablehlo.convert %53 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_15, %56 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %58 = stablehlo.multiply %cst_16, %57 : tensor<f64>
    %59 = stablehlo.compare LE, %51, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %62 = stablehlo.dot_general %14, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %63 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %64 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %66 = stablehlo.add %63, %65 : tensor<3x3xi64>
    %67 = stablehlo.compare EQ, %66, %64, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %68 = stablehlo.convert %67 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %69 = stablehlo.subtract %62, %68 : tensor<3x3xf64>
    %70 = stablehlo.abs %69 : tensor<3x3xf64>
    %71 = stablehlo.multiply %70, %70 : tensor<3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = stablehlo.reduce(%71 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %73 = stablehlo.sqrt %72 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %74 = stablehlo.abs %cst_20 : tensor<f64>
    %75 = stablehlo.multiply %74, %74 : tensor<f64>
    %76 = stablehlo.convert %75 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %77 = stablehlo.reduce(%76 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %78 = stablehlo.sqrt %77 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %79 = stablehlo.maximum %cst_22, %78 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %80 = stablehlo.multiply %cst_23, %79 : tensor<f64>
    %81 = stablehlo.compare LE, %73, %80, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %82 = stablehlo.reduce(%81 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %83 = stablehlo.subtract %6, %cst_0 : tensor<3xf64>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %85 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %86 = stablehlo.abs %84 : tensor<1x3xf64>
    %87 = stablehlo.multiply %86, %86 : tensor<1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.reduce(%87 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %89 = stablehlo.sqrt %88 : tensor<f64>
    %90 = stablehlo.abs %85 : tensor<1x3xf64>
    %91 = stablehlo.multiply %90, %90 : tensor<1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.reduce(%91 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %93 = stablehlo.sqrt %92 : tensor<f64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.maximum %cst_27, %93 : tensor<f64>
    %cst_28 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %95 = stablehlo.multiply %cst_28, %94 : tensor<f64>
    %96 = stablehlo.compare LE, %89, %95, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %97 = stablehlo.reduce(%96 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %98 = stablehlo.subtract %21, %cst_0 : tensor<3xf64>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %100 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %101 = stablehlo.abs %99 : tensor<1x3xf64>
    %102 = stablehlo.multiply %101, %101 : tensor<1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.reduce(%102 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %104 = stablehlo.sqrt %103 : tensor<f64>
    %105 = stablehlo.abs %100 : tensor<1x3xf64>
    %106 = stablehlo.multiply %105, %105 : tensor<1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %108 = stablehlo.sqrt %107 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %109 = stablehlo.maximum %cst_32, %108 : tensor<f64>
    %cst_33 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %110 = stablehlo.multiply %cst_33, %109 : tensor<f64>
    %111 = stablehlo.compare LE, %104, %110, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %112 = stablehlo.reduce(%111 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %113 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %114 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %115 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %116 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %117 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %118 = stablehlo.concatenate %113, %114, %115, %116, %117, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %118 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 complex64 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[5.12110901, 2.51195693, 0.813467383]> : tensor<3xf32>
    %0:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.convert %22 : (tensor<1x3xf32>) -> tensor<1x3xcomplex<f32>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %25 = stablehlo.multiply %10, %24 : tensor<3x3xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %27 = stablehlo.subtract %26, %cst : tensor<3x3xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %32 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.sqrt %34 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f32>
    %cst_9 = stablehlo.constant dense<7.15255737E-6> : tensor<f32>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f32>
    %38 = stablehlo.compare LE, %31, %37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %41 = stablehlo.real %40 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %42 = stablehlo.imag %40 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %43 = stablehlo.negate %42 : tensor<3x3xf32>
    %44 = stablehlo.complex %41, %43 : tensor<3x3xcomplex<f32>>
    %45 = stablehlo.dot_general %44, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %46 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %47 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %49 = stablehlo.add %46, %48 : tensor<3x3xi64>
    %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %51 = stablehlo.convert %50 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %52 = stablehlo.subtract %45, %51 : tensor<3x3xcomplex<f32>>
    %53 = stablehlo.abs %52 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.sqrt %55 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.abs %cst_13 : tensor<f64>
    %58 = stablehlo.multiply %57, %57 : tensor<f64>
    %59 = stablehlo.convert %58 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %61 = stablehlo.sqrt %60 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.maximum %cst_15, %61 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %63 = stablehlo.multiply %cst_16, %62 : tensor<f64>
    %64 = stablehlo.convert %56 : (tensor<f32>) -> tensor<f64>
    %65 = stablehlo.compare LE, %64, %63, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %67 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %68 = stablehlo.real %67 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %69 = stablehlo.imag %67 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %70 = stablehlo.negate %69 : tensor<3x3xf32>
    %71 = stablehlo.complex %68, %70 : tensor<3x3xcomplex<f32>>
    %72 = stablehlo.dot_general %14, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %73 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %74 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %76 = stablehlo.add %73, %75 : tensor<3x3xi64>
    %77 = stablehlo.compare EQ, %76, %74, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %78 = stablehlo.convert %77 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %79 = stablehlo.subtract %72, %78 : tensor<3x3xcomplex<f32>>
    %80 = stablehlo.abs %79 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %83 = stablehlo.sqrt %82 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.abs %cst_20 : tensor<f64>
    %85 = stablehlo.multiply %84, %84 : tensor<f64>
    %86 = stablehlo.convert %85 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %88 = stablehlo.sqrt %87 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.maximum %cst_22, %88 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %90 = stablehlo.multiply %cst_23, %89 : tensor<f64>
    %91 = stablehlo.convert %83 : (tensor<f32>) -> tensor<f64>
    %92 = stablehlo.compare LE, %91, %90, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.reduce(%92 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %94 = stablehlo.subtract %6, %cst_0 : tensor<3xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %96 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %97 = stablehlo.abs %95 : tensor<1x3xf32>
    %98 = stablehlo.multiply %97, %97 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %100 = stablehlo.sqrt %99 : tensor<f32>
    %101 = stablehlo.abs %96 : tensor<1x3xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %104 = stablehlo.sqrt %103 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.maximum %cst_27, %104 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %106 = stablehlo.multiply %cst_28, %105 : tensor<f32>
    %107 = stablehlo.compare LE, %100, %106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.reduce(%107 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %109 = stablehlo.subtract %21, %cst_0 : tensor<3xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %111 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %112 = stablehlo.abs %110 : tensor<1x3xf32>
    %113 = stablehlo.multiply %112, %112 : tensor<1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %115 = stablehlo.sqrt %114 : tensor<f32>
    %116 = stablehlo.abs %111 : tensor<1x3xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %119 = stablehlo.sqrt %118 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.maximum %cst_32, %119 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %121 = stablehlo.multiply %cst_33, %120 : tensor<f32>
    %122 = stablehlo.compare LE, %115, %121, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %123 = stablehlo.reduce(%122 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %124 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %128 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %129 = stablehlo.concatenate %124, %125, %126, %127, %128, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %129 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 complex128 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[5.966696058919724, 3.5506224039433025, 1.422728108417652]> : tensor<3xf64>
    %0:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %23 = stablehlo.convert %22 : (tensor<1x3xf64>) -> tensor<1x3xcomplex<f64>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %25 = stablehlo.multiply %10, %24 : tensor<3x3xcomplex<f64>>
    %26 = stablehlo.dot_general %25, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.subtract %26, %cst : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %32 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %33 = stablehlo.multiply %32, %32 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.3322676295501878E-14> : tensor<f64>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f64>
    %38 = stablehlo.compare LE, %31, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %41 = stablehlo.real %40 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %42 = stablehlo.imag %40 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %43 = stablehlo.negate %42 : tensor<3x3xf64>
    %44 = stablehlo.complex %41, %43 : tensor<3x3xcomplex<f64>>
    %45 = stablehlo.dot_general %44, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %46 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %47 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %49 = stablehlo.add %46, %48 : tensor<3x3xi64>
    %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %51 = stablehlo.convert %50 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %52 = stablehlo.subtract %45, %51 : tensor<3x3xcomplex<f64>>
    %53 = stablehlo.abs %52 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %54 = stablehlo.multiply %53, %53 : tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.abs %cst_13 : tensor<f64>
    %58 = stablehlo.multiply %57, %57 : tensor<f64>
    %59 = stablehlo.convert %58 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %61 = stablehlo.sqrt %60 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.maximum %cst_15, %61 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %63 = stablehlo.multiply %cst_16, %62 : tensor<f64>
    %64 = stablehlo.compare LE, %56, %63, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %65 = stablehlo.reduce(%64 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %66 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %67 = stablehlo.real %66 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %68 = stablehlo.imag %66 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %69 = stablehlo.negate %68 : tensor<3x3xf64>
    %70 = stablehlo.complex %67, %69 : tensor<3x3xcomplex<f64>>
    %71 = stablehlo.dot_general %14, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %72 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %73 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %75 = stablehlo.add %72, %74 : tensor<3x3xi64>
    %76 = stablehlo.compare EQ, %75, %73, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %77 = stablehlo.convert %76 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %78 = stablehlo.subtract %71, %77 : tensor<3x3xcomplex<f64>>
    %79 = stablehlo.abs %78 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %80 = stablehlo.multiply %79, %79 : tensor<3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %82 = stablehlo.sqrt %81 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %83 = stablehlo.abs %cst_20 : tensor<f64>
    %84 = stablehlo.multiply %83, %83 : tensor<f64>
    %85 = stablehlo.convert %84 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %86 = stablehlo.reduce(%85 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %87 = stablehlo.sqrt %86 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %88 = stablehlo.maximum %cst_22, %87 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %89 = stablehlo.multiply %cst_23, %88 : tensor<f64>
    %90 = stablehlo.compare LE, %82, %89, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %91 = stablehlo.reduce(%90 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %92 = stablehlo.subtract %6, %cst_0 : tensor<3xf64>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %94 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %95 = stablehlo.abs %93 : tensor<1x3xf64>
    %96 = stablehlo.multiply %95, %95 : tensor<1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.reduce(%96 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %98 = stablehlo.sqrt %97 : tensor<f64>
    %99 = stablehlo.abs %94 : tensor<1x3xf64>
    %100 = stablehlo.multiply %99, %99 : tensor<1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %101 = stablehlo.reduce(%100 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %102 = stablehlo.sqrt %101 : tensor<f64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.maximum %cst_27, %102 : tensor<f64>
    %cst_28 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %104 = stablehlo.multiply %cst_28, %103 : tensor<f64>
    %105 = stablehlo.compare LE, %98, %104, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.reduce(%105 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %107 = stablehlo.subtract %21, %cst_0 : tensor<3xf64>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %109 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %110 = stablehlo.abs %108 : tensor<1x3xf64>
    %111 = stablehlo.multiply %110, %110 : tensor<1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %112 = stablehlo.reduce(%111 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %113 = stablehlo.sqrt %112 : tensor<f64>
    %114 = stablehlo.abs %109 : tensor<1x3xf64>
    %115 = stablehlo.multiply %114, %114 : tensor<1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.reduce(%115 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %117 = stablehlo.sqrt %116 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %118 = stablehlo.maximum %cst_32, %117 : tensor<f64>
    %cst_33 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %119 = stablehlo.multiply %cst_33, %118 : tensor<f64>
    %120 = stablehlo.compare LE, %113, %119, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %121 = stablehlo.reduce(%120 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %122 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %123 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.concatenate %122, %123, %124, %125, %126, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %127 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 float32 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.921537518, -2.30995846, 2.70169711], [-0.106851593, 2.23484731, -1.72600389], [-2.75574231, -0.616833209, -1.60120678]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[4.82725859, 2.94731617, 0.136790827]> : tensor<3xf32>
    %0:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf32>
    %15:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<3x3xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<3x3xf32>
    %24 = stablehlo.multiply %10, %23 : tensor<3x3xf32>
    %25 = stablehlo.dot_general %24, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %26 = stablehlo.subtract %25, %cst : tensor<3x3xf32>
    %27 = stablehlo.abs %26 : tensor<3x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %31 = stablehlo.abs %cst : tensor<3x3xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %34 = stablehlo.sqrt %33 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f32>
    %cst_9 = stablehlo.constant dense<7.15255737E-6> : tensor<f32>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f32>
    %37 = stablehlo.compare LE, %30, %36, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %40 = stablehlo.dot_general %39, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %41 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %42 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %44 = stablehlo.add %41, %43 : tensor<3x3xi64>
    %45 = stablehlo.compare EQ, %44, %42, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %46 = stablehlo.convert %45 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %47 = stablehlo.subtract %40, %46 : tensor<3x3xf32>
    %48 = stablehlo.abs %47 : tensor<3x3xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.sqrt %50 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.abs %cst_13 : tensor<f64>
    %53 = stablehlo.multiply %52, %52 : tensor<f64>
    %54 = stablehlo.convert %53 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_15, %56 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %58 = stablehlo.multiply %cst_16, %57 : tensor<f64>
    %59 = stablehlo.convert %51 : (tensor<f32>) -> tensor<f64>
    %60 = stablehlo.compare LE, %59, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%60 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %62 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %63 = stablehlo.dot_general %14, %62, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %64 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %65 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %66 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %67 = stablehlo.add %64, %66 : tensor<3x3xi64>
    %68 = stablehlo.compare EQ, %67, %65, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %69 = stablehlo.convert %68 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %70 = stablehlo.subtract %63, %69 : tensor<3x3xf32>
    %71 = stablehlo.abs %70 : tensor<3x3xf32>
    %72 = stablehlo.multiply %71, %71 : tensor<3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %74 = stablehlo.sqrt %73 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.abs %cst_20 : tensor<f64>
    %76 = stablehlo.multiply %75, %75 : tensor<f64>
    %77 = stablehlo.convert %76 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %78 = stablehlo.reduce(%77 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %79 = stablehlo.sqrt %78 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %80 = stablehlo.maximum %cst_22, %79 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %81 = stablehlo.multiply %cst_23, %80 : tensor<f64>
    %82 = stablehlo.convert %74 : (tensor<f32>) -> tensor<f64>
    %83 = stablehlo.compare LE, %82, %81, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %84 = stablehlo.reduce(%83 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %85 = stablehlo.subtract %6, %cst_0 : tensor<3xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %87 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %88 = stablehlo.abs %86 : tensor<1x3xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %91 = stablehlo.sqrt %90 : tensor<f32>
    %92 = stablehlo.abs %87 : tensor<1x3xf32>
    %93 = stablehlo.multiply %92, %92 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %95 = stablehlo.sqrt %94 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.maximum %cst_27, %95 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %97 = stablehlo.multiply %cst_28, %96 : tensor<f32>
    %98 = stablehlo.compare LE, %91, %97, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %99 = stablehlo.reduce(%98 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %100 = stablehlo.subtract %21, %cst_0 : tensor<3xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %102 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %103 = stablehlo.abs %101 : tensor<1x3xf32>
    %104 = stablehlo.multiply %103, %103 : tensor<1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %106 = stablehlo.sqrt %105 : tensor<f32>
    %107 = stablehlo.abs %102 : tensor<1x3xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %110 = stablehlo.sqrt %109 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.maximum %cst_32, %110 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %112 = stablehlo.multiply %cst_33, %111 : tensor<f32>
    %113 = stablehlo.compare LE, %106, %112, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %114 = stablehlo.reduce(%113 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %115 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %116 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %117 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %118 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %119 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %120 = stablehlo.concatenate %115, %116, %117, %118, %119, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %120 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 float64 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[4.3272581643272225, 1.6883884794537818, 0.88461544592622587]> : tensor<3xf64>
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf64>
    %15:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<3x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<3x3xf64>
    %24 = stablehlo.multiply %10, %23 : tensor<3x3xf64>
    %25 = stablehlo.dot_general %24, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %26 = stablehlo.subtract %25, %cst : tensor<3x3xf64>
    %27 = stablehlo.abs %26 : tensor<3x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %31 = stablehlo.abs %cst : tensor<3x3xf64>
    %32 = stablehlo.multiply %31, %31 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.3322676295501878E-14> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.compare LE, %30, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %40 = stablehlo.dot_general %39, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %41 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %42 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %44 = stablehlo.add %41, %43 : tensor<3x3xi64>
    %45 = stablehlo.compare EQ, %44, %42, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %46 = stablehlo.convert %45 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %47 = stablehlo.subtract %40, %46 : tensor<3x3xf64>
    %48 = stablehlo.abs %47 : tensor<3x3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.abs %cst_13 : tensor<f64>
    %53 = stablehlo.multiply %52, %52 : tensor<f64>
    %54 = stablehlo.convert %53 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_15, %56 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %58 = stablehlo.multiply %cst_16, %57 : tensor<f64>
    %59 = stablehlo.compare LE, %51, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %62 = stablehlo.dot_general %14, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %63 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %64 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %66 = stablehlo.add %63, %65 : tensor<3x3xi64>
    %67 = stablehlo.compare EQ, %66, %64, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %68 = stablehlo.convert %67 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %69 = stablehlo.subtract %62, %68 : tensor<3x3xf64>
    %70 = stablehlo.abs %69 : tensor<3x3xf64>
    %71 = stablehlo.multiply %70, %70 : tensor<3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = stablehlo.reduce(%71 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %73 = stablehlo.sqrt %72 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %74 = stablehlo.abs %cst_20 : tensor<f64>
    %75 = stablehlo.multiply %74, %74 : tensor<f64>
    %76 = stablehlo.convert %75 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %77 = stablehlo.reduce(%76 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %78 = stablehlo.sqrt %77 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %79 = stablehlo.maximum %cst_22, %78 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %80 = stablehlo.multiply %cst_23, %79 : tensor<f64>
    %81 = stablehlo.compare LE, %73, %80, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %82 = stablehlo.reduce(%81 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %83 = stablehlo.subtract %6, %cst_0 : tensor<3xf64>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %85 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %86 = stablehlo.abs %84 : tensor<1x3xf64>
    %87 = stablehlo.multiply %86, %86 : tensor<1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.reduce(%87 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %89 = stablehlo.sqrt %88 : tensor<f64>
    %90 = stablehlo.abs %85 : tensor<1x3xf64>
    %91 = stablehlo.multiply %90, %90 : tensor<1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.reduce(%91 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %93 = stablehlo.sqrt %92 : tensor<f64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.maximum %cst_27, %93 : tensor<f64>
    %cst_28 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %95 = stablehlo.multiply %cst_28, %94 : tensor<f64>
    %96 = stablehlo.compare LE, %89, %95, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %97 = stablehlo.reduce(%96 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %98 = stablehlo.subtract %21, %cst_0 : tensor<3xf64>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %100 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %101 = stablehlo.abs %99 : tensor<1x3xf64>
    %102 = stablehlo.multiply %101, %101 : tensor<1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.reduce(%102 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %104 = stablehlo.sqrt %103 : tensor<f64>
    %105 = stablehlo.abs %100 : tensor<1x3xf64>
    %106 = stablehlo.multiply %105, %105 : tensor<1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %108 = stablehlo.sqrt %107 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %109 = stablehlo.maximum %cst_32, %108 : tensor<f64>
    %cst_33 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %110 = stablehlo.multiply %cst_33, %109 : tensor<f64>
    %111 = stablehlo.compare LE, %104, %110, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %112 = stablehlo.reduce(%111 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %113 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %114 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %115 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %116 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %117 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %118 = stablehlo.concatenate %113, %114, %115, %116, %117, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %118 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 complex64 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.22607017,-2.1711483), (-0.233062908,-0.897691547), (-0.503076434,0.687094808)], [(0.616345406,0.307681739), (-1.90159178,1.15484786), (-0.49252373,-2.72843862)], [(-2.19546771,-8.846930e-01), (0.939708769,-2.74865055), (1.8403939,-2.09709215)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[5.5879426, 3.44295645, 1.764240e+00]> : tensor<3xf32>
    %0:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.convert %22 : (tensor<1x3xf32>) -> tensor<1x3xcomplex<f32>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %25 = stablehlo.multiply %10, %24 : tensor<3x3xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %27 = stablehlo.subtract %26, %cst : tensor<3x3xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %32 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.sqrt %34 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f32>
    %cst_9 = stablehlo.constant dense<7.15255737E-6> : tensor<f32>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f32>
    %38 = stablehlo.compare LE, %31, %37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %41 = stablehlo.real %40 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %42 = stablehlo.imag %40 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %43 = stablehlo.negate %42 : tensor<3x3xf32>
    %44 = stablehlo.complex %41, %43 : tensor<3x3xcomplex<f32>>
    %45 = stablehlo.dot_general %44, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %46 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %47 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %49 = stablehlo.add %46, %48 : tensor<3x3xi64>
    %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %51 = stablehlo.convert %50 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %52 = stablehlo.subtract %45, %51 : tensor<3x3xcomplex<f32>>
    %53 = stablehlo.abs %52 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.sqrt %55 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.abs %cst_13 : tensor<f64>
    %58 = stablehlo.multiply %57, %57 : tensor<f64>
    %59 = stablehlo.convert %58 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %61 = stablehlo.sqrt %60 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.maximum %cst_15, %61 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %63 = stablehlo.multiply %cst_16, %62 : tensor<f64>
    %64 = stablehlo.convert %56 : (tensor<f32>) -> tensor<f64>
    %65 = stablehlo.compare LE, %64, %63, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %67 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %68 = stablehlo.real %67 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %69 = stablehlo.imag %67 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %70 = stablehlo.negate %69 : tensor<3x3xf32>
    %71 = stablehlo.complex %68, %70 : tensor<3x3xcomplex<f32>>
    %72 = stablehlo.dot_general %14, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %73 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %74 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %76 = stablehlo.add %73, %75 : tensor<3x3xi64>
    %77 = stablehlo.compare EQ, %76, %74, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %78 = stablehlo.convert %77 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %79 = stablehlo.subtract %72, %78 : tensor<3x3xcomplex<f32>>
    %80 = stablehlo.abs %79 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %83 = stablehlo.sqrt %82 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.abs %cst_20 : tensor<f64>
    %85 = stablehlo.multiply %84, %84 : tensor<f64>
    %86 = stablehlo.convert %85 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %88 = stablehlo.sqrt %87 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.maximum %cst_22, %88 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.0728836059570313E-5> : tensor<f64>
    %90 = stablehlo.multiply %cst_23, %89 : tensor<f64>
    %91 = stablehlo.convert %83 : (tensor<f32>) -> tensor<f64>
    %92 = stablehlo.compare LE, %91, %90, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.reduce(%92 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %94 = stablehlo.subtract %6, %cst_0 : tensor<3xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %96 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %97 = stablehlo.abs %95 : tensor<1x3xf32>
    %98 = stablehlo.multiply %97, %97 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %100 = stablehlo.sqrt %99 : tensor<f32>
    %101 = stablehlo.abs %96 : tensor<1x3xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %104 = stablehlo.sqrt %103 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.maximum %cst_27, %104 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %106 = stablehlo.multiply %cst_28, %105 : tensor<f32>
    %107 = stablehlo.compare LE, %100, %106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.reduce(%107 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %109 = stablehlo.subtract %21, %cst_0 : tensor<3xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %111 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %112 = stablehlo.abs %110 : tensor<1x3xf32>
    %113 = stablehlo.multiply %112, %112 : tensor<1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %115 = stablehlo.sqrt %114 : tensor<f32>
    %116 = stablehlo.abs %111 : tensor<1x3xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %119 = stablehlo.sqrt %118 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.maximum %cst_32, %119 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %121 = stablehlo.multiply %cst_33, %120 : tensor<f32>
    %122 = stablehlo.compare LE, %115, %121, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %123 = stablehlo.reduce(%122 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %124 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %128 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %129 = stablehlo.concatenate %124, %125, %126, %127, %128, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %129 : tensor<5xi1>
  }
}

// -----

// svd_case 3x3 complex128 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.58683478853982507,-1.9673773571750741), (-0.38439726684036701,1.380174706254552), (-2.8987800366504102,-0.76124972521464151)], [(0.58012475035321831,-1.9061232380327939), (2.3698686063320817,-0.32795266313750027), (0.207765386773199,-1.2787980640511518)], [(-2.964268177359684,-0.53531476815316292), (2.4130770417958463,-0.33949513090853678), (1.5271177072023612,-1.937365899251335)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[5.2741049883692241, 4.0542096384004473, 1.8618571557515593]> : tensor<3xf64>
    %0:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %23 = stablehlo.convert %22 : (tensor<1x3xf64>) -> tensor<1x3xcomplex<f64>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %25 = stablehlo.multiply %10, %24 : tensor<3x3xcomplex<f64>>
    %26 = stablehlo.dot_general %25, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %27 = stablehlo.subtract %26, %cst : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.abs %27 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %32 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %33 = stablehlo.multiply %32, %32 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %35 = stablehlo.sqrt %34 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.3322676295501878E-14> : tensor<f64>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f64>
    %38 = stablehlo.compare LE, %31, %37, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %41 = stablehlo.real %40 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %42 = stablehlo.imag %40 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %43 = stablehlo.negate %42 : tensor<3x3xf64>
    %44 = stablehlo.complex %41, %43 : tensor<3x3xcomplex<f64>>
    %45 = stablehlo.dot_general %44, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %46 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %47 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %49 = stablehlo.add %46, %48 : tensor<3x3xi64>
    %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %51 = stablehlo.convert %50 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %52 = stablehlo.subtract %45, %51 : tensor<3x3xcomplex<f64>>
    %53 = stablehlo.abs %52 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %54 = stablehlo.multiply %53, %53 : tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.abs %cst_13 : tensor<f64>
    %58 = stablehlo.multiply %57, %57 : tensor<f64>
    %59 = stablehlo.convert %58 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %61 = stablehlo.sqrt %60 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.maximum %cst_15, %61 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %63 = stablehlo.multiply %cst_16, %62 : tensor<f64>
    %64 = stablehlo.compare LE, %56, %63, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %65 = stablehlo.reduce(%64 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %66 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %67 = stablehlo.real %66 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %68 = stablehlo.imag %66 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %69 = stablehlo.negate %68 : tensor<3x3xf64>
    %70 = stablehlo.complex %67, %69 : tensor<3x3xcomplex<f64>>
    %71 = stablehlo.dot_general %14, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %72 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %73 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %75 = stablehlo.add %72, %74 : tensor<3x3xi64>
    %76 = stablehlo.compare EQ, %75, %73, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %77 = stablehlo.convert %76 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %78 = stablehlo.subtract %71, %77 : tensor<3x3xcomplex<f64>>
    %79 = stablehlo.abs %78 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %80 = stablehlo.multiply %79, %79 : tensor<3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %81 = stablehlo.reduce(%80 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %82 = stablehlo.sqrt %81 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %83 = stablehlo.abs %cst_20 : tensor<f64>
    %84 = stablehlo.multiply %83, %83 : tensor<f64>
    %85 = stablehlo.convert %84 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %86 = stablehlo.reduce(%85 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %87 = stablehlo.sqrt %86 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %88 = stablehlo.maximum %cst_22, %87 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %89 = stablehlo.multiply %cst_23, %88 : tensor<f64>
    %90 = stablehlo.compare LE, %82, %89, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %91 = stablehlo.reduce(%90 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %92 = stablehlo.subtract %6, %cst_0 : tensor<3xf64>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %94 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %95 = stablehlo.abs %93 : tensor<1x3xf64>
    %96 = stablehlo.multiply %95, %95 : tensor<1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %97 = stablehlo.reduce(%96 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %98 = stablehlo.sqrt %97 : tensor<f64>
    %99 = stablehlo.abs %94 : tensor<1x3xf64>
    %100 = stablehlo.multiply %99, %99 : tensor<1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %101 = stablehlo.reduce(%100 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %102 = stablehlo.sqrt %101 : tensor<f64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %103 = stablehlo.maximum %cst_27, %102 : tensor<f64>
    %cst_28 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %104 = stablehlo.multiply %cst_28, %103 : tensor<f64>
    %105 = stablehlo.compare LE, %98, %104, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %106 = stablehlo.reduce(%105 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %107 = stablehlo.subtract %21, %cst_0 : tensor<3xf64>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %109 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %110 = stablehlo.abs %108 : tensor<1x3xf64>
    %111 = stablehlo.multiply %110, %110 : tensor<1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %112 = stablehlo.reduce(%111 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %113 = stablehlo.sqrt %112 : tensor<f64>
    %114 = stablehlo.abs %109 : tensor<1x3xf64>
    %115 = stablehlo.multiply %114, %114 : tensor<1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %116 = stablehlo.reduce(%115 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %117 = stablehlo.sqrt %116 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %118 = stablehlo.maximum %cst_32, %117 : tensor<f64>
    %cst_33 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %119 = stablehlo.multiply %cst_33, %118 : tensor<f64>
    %120 = stablehlo.compare LE, %113, %119, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %121 = stablehlo.reduce(%120 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %122 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %123 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.concatenate %122, %123, %124, %125, %126, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %127 : tensor<5xi1>
  }
}

// -----

// svd_case 4x3 float32 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058], [-0.98113346, -0.744790912, 0.192215219], [-2.59136224, 0.507174373, -1.57261348], [-2.03546047, -2.08728504, -2.23758459]]> : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<[4.50923967, 1.89226961, 0.962403953]> : tensor<3xf32>
    %0:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x4xi1>, tensor<4x4xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf32>
    %15:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>, tensor<4x4xf32>, tensor<3x3xf32>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf32>
    %22 = stablehlo.slice %10 [0:4, 0:3] : (tensor<4x4xf32>) -> tensor<4x3xf32>
    %23 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<4x3xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<4x3xf32>
    %26 = stablehlo.dot_general %25, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %27 = stablehlo.subtract %26, %cst : tensor<4x3xf32>
    %28 = stablehlo.abs %27 : tensor<4x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<4x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %32 = stablehlo.abs %cst : tensor<4x3xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<4x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.sqrt %34 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f32>
    %cst_9 = stablehlo.constant dense<9.53674316E-6> : tensor<f32>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f32>
    %38 = stablehlo.compare LE, %31, %37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %41 = stablehlo.dot_general %40, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %42 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %43 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %44 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %45 = stablehlo.add %42, %44 : tensor<4x4xi64>
    %46 = stablehlo.compare EQ, %45, %43, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %47 = stablehlo.convert %46 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %48 = stablehlo.subtract %41, %47 : tensor<4x4xf32>
    %49 = stablehlo.abs %48 : tensor<4x4xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<4x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf32>, tensor<f32>) -> tensor<f32>
    %52 = stablehlo.sqrt %51 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %53 = stablehlo.abs %cst_13 : tensor<f64>
    %54 = stablehlo.multiply %53, %53 : tensor<f64>
    %55 = stablehlo.convert %54 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %57 = stablehlo.sqrt %56 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.maximum %cst_15, %57 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %59 = stablehlo.multiply %cst_16, %58 : tensor<f64>
    %60 = stablehlo.convert %52 : (tensor<f32>) -> tensor<f64>
    %61 = stablehlo.compare LE, %60, %59, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %62 = stablehlo.reduce(%61 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %63 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %64 = stablehlo.dot_general %14, %63, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %65 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %66 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %68 = stablehlo.add %65, %67 : tensor<3x3xi64>
    %69 = stablehlo.compare EQ, %68, %66, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %70 = stablehlo.convert %69 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %71 = stablehlo.subtract %64, %70 : tensor<3x3xf32>
    %72 = stablehlo.abs %71 : tensor<3x3xf32>
    %73 = stablehlo.multiply %72, %72 : tensor<3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %75 = stablehlo.sqrt %74 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %76 = stablehlo.abs %cst_20 : tensor<f64>
    %77 = stablehlo.multiply %76, %76 : tensor<f64>
    %78 = stablehlo.convert %77 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %79 = stablehlo.reduce(%78 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %80 = stablehlo.sqrt %79 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %81 = stablehlo.maximum %cst_22, %80 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %82 = stablehlo.multiply %cst_23, %81 : tensor<f64>
    %83 = stablehlo.convert %75 : (tensor<f32>) -> tensor<f64>
    %84 = stablehlo.compare LE, %83, %82, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %85 = stablehlo.reduce(%84 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %86 = stablehlo.subtract %6, %cst_0 : tensor<3xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %88 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %89 = stablehlo.abs %87 : tensor<1x3xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %92 = stablehlo.sqrt %91 : tensor<f32>
    %93 = stablehlo.abs %88 : tensor<1x3xf32>
    %94 = stablehlo.multiply %93, %93 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %96 = stablehlo.sqrt %95 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.maximum %cst_27, %96 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %98 = stablehlo.multiply %cst_28, %97 : tensor<f32>
    %99 = stablehlo.compare LE, %92, %98, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %100 = stablehlo.reduce(%99 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %101 = stablehlo.subtract %21, %cst_0 : tensor<3xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %103 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %104 = stablehlo.abs %102 : tensor<1x3xf32>
    %105 = stablehlo.multiply %104, %104 : tensor<1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %107 = stablehlo.sqrt %106 : tensor<f32>
    %108 = stablehlo.abs %103 : tensor<1x3xf32>
    %109 = stablehlo.multiply %108, %108 : tensor<1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %111 = stablehlo.sqrt %110 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %112 = stablehlo.maximum %cst_32, %111 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %113 = stablehlo.multiply %cst_33, %112 : tensor<f32>
    %114 = stablehlo.compare LE, %107, %113, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %115 = stablehlo.reduce(%114 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %116 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %117 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %118 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %119 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %120 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %121 = stablehlo.concatenate %116, %117, %118, %119, %120, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %121 : tensor<5xi1>
  }
}

// -----

// svd_case 4x3 complex128 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,0.87353404272531109), (-0.32643625111987973,-0.32935430308439262), (-0.56922919175304276,-2.4891338321792804)], [(-0.92163489939348064,1.419611324104805), (2.082504102115756,2.6144542362190704), (-1.8698277096157105,0.098412248592540941)], [(2.841894707716758,2.0851619685188725), (2.0267782721796417,1.4420466840476784), (2.215396829094983,0.76951396962705231)], [(-1.2400731706713453,-0.48153142338312716), (1.9699716905735247,-2.7692225221707498), (-2.3894223239146672,1.4017485750263097)]]> : tensor<4x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[5.8580582798071168, 5.5337842659748624, 2.2821647776088425]> : tensor<3xf64>
    %0:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xf64>, tensor<4x4xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x4xi1>, tensor<4x4xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xf64>, tensor<4x4xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.slice %10 [0:4, 0:3] : (tensor<4x4xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %23 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %24 = stablehlo.convert %23 : (tensor<1x3xf64>) -> tensor<1x3xcomplex<f64>>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %26 = stablehlo.multiply %22, %25 : tensor<4x3xcomplex<f64>>
    %27 = stablehlo.dot_general %26, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %28 = stablehlo.subtract %27, %cst : tensor<4x3xcomplex<f64>>
    %29 = stablehlo.abs %28 : (tensor<4x3xcomplex<f64>>) -> tensor<4x3xf64>
    %30 = stablehlo.multiply %29, %29 : tensor<4x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %33 = stablehlo.abs %cst : (tensor<4x3xcomplex<f64>>) -> tensor<4x3xf64>
    %34 = stablehlo.multiply %33, %33 : tensor<4x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %36 = stablehlo.sqrt %35 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.maximum %cst_8, %36 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.7763568394002505E-14> : tensor<f64>
    %38 = stablehlo.multiply %cst_9, %37 : tensor<f64>
    %39 = stablehlo.compare LE, %32, %38, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %42 = stablehlo.real %41 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %43 = stablehlo.imag %41 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %44 = stablehlo.negate %43 : tensor<4x4xf64>
    %45 = stablehlo.complex %42, %44 : tensor<4x4xcomplex<f64>>
    %46 = stablehlo.dot_general %45, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %47 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %48 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %49 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %50 = stablehlo.add %47, %49 : tensor<4x4xi64>
    %51 = stablehlo.compare EQ, %50, %48, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %52 = stablehlo.convert %51 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %53 = stablehlo.subtract %46, %52 : tensor<4x4xcomplex<f64>>
    %54 = stablehlo.abs %53 : (tensor<4x4xcomplex<f64>>) -> tensor<4x4xf64>
    %55 = stablehlo.multiply %54, %54 : tensor<4x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4xf64>, tensor<f64>) -> tensor<f64>
    %57 = stablehlo.sqrt %56 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.abs %cst_13 : tensor<f64>
    %59 = stablehlo.multiply %58, %58 : tensor<f64>
    %60 = stablehlo.convert %59 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %61 = stablehlo.reduce(%60 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %62 = stablehlo.sqrt %61 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %63 = stablehlo.maximum %cst_15, %62 : tensor<f64>
    %cst_16 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %64 = stablehlo.multiply %cst_16, %63 : tensor<f64>
    %65 = stablehlo.compare LE, %57, %64, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %67 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %68 = stablehlo.real %67 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %69 = stablehlo.imag %67 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %70 = stablehlo.negate %69 : tensor<3x3xf64>
    %71 = stablehlo.complex %68, %70 : tensor<3x3xcomplex<f64>>
    %72 = stablehlo.dot_general %14, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %73 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %74 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %76 = stablehlo.add %73, %75 : tensor<3x3xi64>
    %77 = stablehlo.compare EQ, %76, %74, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %78 = stablehlo.convert %77 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %79 = stablehlo.subtract %72, %78 : tensor<3x3xcomplex<f64>>
    %80 = stablehlo.abs %79 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %81 = stablehlo.multiply %80, %80 : tensor<3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %83 = stablehlo.sqrt %82 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.abs %cst_20 : tensor<f64>
    %85 = stablehlo.multiply %84, %84 : tensor<f64>
    %86 = stablehlo.convert %85 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %88 = stablehlo.sqrt %87 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.maximum %cst_22, %88 : tensor<f64>
    %cst_23 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %90 = stablehlo.multiply %cst_23, %89 : tensor<f64>
    %91 = stablehlo.compare LE, %83, %90, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %92 = stablehlo.reduce(%91 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %93 = stablehlo.subtract %6, %cst_0 : tensor<3xf64>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %95 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %96 = stablehlo.abs %94 : tensor<1x3xf64>
    %97 = stablehlo.multiply %96, %96 : tensor<1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.reduce(%97 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %99 = stablehlo.sqrt %98 : tensor<f64>
    %100 = stablehlo.abs %95 : tensor<1x3xf64>
    %101 = stablehlo.multiply %100, %100 : tensor<1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %102 = stablehlo.reduce(%101 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %103 = stablehlo.sqrt %102 : tensor<f64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %104 = stablehlo.maximum %cst_27, %103 : tensor<f64>
    %cst_28 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %105 = stablehlo.multiply %cst_28, %104 : tensor<f64>
    %106 = stablehlo.compare LE, %99, %105, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %107 = stablehlo.reduce(%106 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %108 = stablehlo.subtract %21, %cst_0 : tensor<3xf64>
    %109 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %110 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %111 = stablehlo.abs %109 : tensor<1x3xf64>
    %112 = stablehlo.multiply %111, %111 : tensor<1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.reduce(%112 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %114 = stablehlo.sqrt %113 : tensor<f64>
    %115 = stablehlo.abs %110 : tensor<1x3xf64>
    %116 = stablehlo.multiply %115, %115 : tensor<1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.reduce(%116 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %118 = stablehlo.sqrt %117 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %119 = stablehlo.maximum %cst_32, %118 : tensor<f64>
    %cst_33 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %120 = stablehlo.multiply %cst_33, %119 : tensor<f64>
    %121 = stablehlo.compare LE, %114, %120, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.reduce(%121 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %128 = stablehlo.concatenate %123, %124, %125, %126, %127, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %128 : tensor<5xi1>
  }
}

// -----

// svd_case 4x3 float64 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.4591947181896261, -2.7748857555771407, 2.7727305679061747], [-0.29851534983489492, 2.091628258398881, -2.9645892285814481], [0.93610173262929663, -2.4664500074423188, -1.3522913745448488], [-2.1070854570236426, 2.5854904001665338, -1.5159347885802654]]> : tensor<4x3xf64>
    %cst_0 = stablehlo.constant dense<[6.1288891172683071, 3.3882485971103269, 1.984327635962257]> : tensor<3xf64>
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=3, p=3, q=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>, tensor<4x3xf64>, tensor<3x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x3xi1>, tensor<4x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xf64>
    %15:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>, tensor<4x4xf64>, tensor<3x3xf64>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x3xf64>) -> tensor<4x3xf64>
    %24 = stablehlo.multiply %10, %23 : tensor<4x3xf64>
    %25 = stablehlo.dot_general %24, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %26 = stablehlo.subtract %25, %cst : tensor<4x3xf64>
    %27 = stablehlo.abs %26 : tensor<4x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<4x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %31 = stablehlo.abs %cst : tensor<4x3xf64>
    %32 = stablehlo.multiply %31, %31 : tensor<4x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %34 = stablehlo.sqrt %33 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.maximum %cst_8, %34 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.7763568394002505E-14> : tensor<f64>
    %36 = stablehlo.multiply %cst_9, %35 : tensor<f64>
    %37 = stablehlo.compare LE, %30, %36, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x3xf64>) -> tensor<3x4xf64>
    %40 = stablehlo.dot_general %39, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xf64>, tensor<4x3xf64>) -> tensor<3x3xf64>
    %41 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %42 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %43 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %44 = stablehlo.add %41, %43 : tensor<3x3xi64>
    %45 = stablehlo.compare EQ, %44, %42, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %46 = stablehlo.convert %45 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %47 = stablehlo.subtract %40, %46 : tensor<3x3xf64>
    %48 = stablehlo.abs %47 : tensor<3x3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %52 = stablehlo.abs %cst_13 : tensor<f64>
    %53 = stablehlo.multiply %52, %52 : tensor<f64>
    %54 = stablehlo.convert %53 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %55 = stablehlo.reduce(%54 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %56 = stablehlo.sqrt %55 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.maximum %cst_15, %56 : tensor<f64>
    %cst_16 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %58 = stablehlo.multiply %cst_16, %57 : tensor<f64>
    %59 = stablehlo.compare LE, %51, %58, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %60 = stablehlo.reduce(%59 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %61 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %62 = stablehlo.dot_general %14, %61, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %63 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %64 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %66 = stablehlo.add %63, %65 : tensor<3x3xi64>
    %67 = stablehlo.compare EQ, %66, %64, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %68 = stablehlo.convert %67 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %69 = stablehlo.subtract %62, %68 : tensor<3x3xf64>
    %70 = stablehlo.abs %69 : tensor<3x3xf64>
    %71 = stablehlo.multiply %70, %70 : tensor<3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %72 = stablehlo.reduce(%71 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %73 = stablehlo.sqrt %72 : tensor<f64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %74 = stablehlo.abs %cst_20 : tensor<f64>
    %75 = stablehlo.multiply %74, %74 : tensor<f64>
    %76 = stablehlo.convert %75 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %77 = stablehlo.reduce(%76 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %78 = stablehlo.sqrt %77 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %79 = stablehlo.maximum %cst_22, %78 : tensor<f64>
    %cst_23 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %80 = stablehlo.multiply %cst_23, %79 : tensor<f64>
    %81 = stablehlo.compare LE, %73, %80, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %82 = stablehlo.reduce(%81 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %83 = stablehlo.subtract %6, %cst_0 : tensor<3xf64>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %85 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %86 = stablehlo.abs %84 : tensor<1x3xf64>
    %87 = stablehlo.multiply %86, %86 : tensor<1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %88 = stablehlo.reduce(%87 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %89 = stablehlo.sqrt %88 : tensor<f64>
    %90 = stablehlo.abs %85 : tensor<1x3xf64>
    %91 = stablehlo.multiply %90, %90 : tensor<1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.reduce(%91 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %93 = stablehlo.sqrt %92 : tensor<f64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.maximum %cst_27, %93 : tensor<f64>
    %cst_28 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %95 = stablehlo.multiply %cst_28, %94 : tensor<f64>
    %96 = stablehlo.compare LE, %89, %95, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %97 = stablehlo.reduce(%96 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %98 = stablehlo.subtract %21, %cst_0 : tensor<3xf64>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %100 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %101 = stablehlo.abs %99 : tensor<1x3xf64>
    %102 = stablehlo.multiply %101, %101 : tensor<1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %103 = stablehlo.reduce(%102 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %104 = stablehlo.sqrt %103 : tensor<f64>
    %105 = stablehlo.abs %100 : tensor<1x3xf64>
    %106 = stablehlo.multiply %105, %105 : tensor<1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %107 = stablehlo.reduce(%106 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %108 = stablehlo.sqrt %107 : tensor<f64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %109 = stablehlo.maximum %cst_32, %108 : tensor<f64>
    %cst_33 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %110 = stablehlo.multiply %cst_33, %109 : tensor<f64>
    %111 = stablehlo.compare LE, %104, %110, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %112 = stablehlo.reduce(%111 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %113 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %114 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %115 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %116 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %117 = stablehlo.broadcast_in_dim %112, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %118 = stablehlo.concatenate %113, %114, %115, %116, %117, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %118 : tensor<5xi1>
  }
}

// -----

// svd_case 4x3 complex64 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.25889802,1.69962656), (0.398837686,1.44614756), (0.747075557,-0.339176744)], [(-2.24069166,2.15238595), (-1.0141753,-2.25997543), (1.20077944,-0.624960958)], [(-1.76561022,-2.2738452), (1.26604164,-2.53241253), (-0.782100141,0.660848438)], [(2.31222343,-1.14461434), (-0.608794748,-1.79107189), (-2.84439468,1.20353699)]]> : tensor<4x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[6.52738094, 4.55542231, 1.51808989]> : tensor<3xf32>
    %0:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=3, p=3, q=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xf32>, tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=4, j=3, k=4, l=3, m=3, n=4, o=4, p=3, q=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xf32>, tensor<4x4xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<3xi1>, tensor<3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %23 = stablehlo.convert %22 : (tensor<1x3xf32>) -> tensor<1x3xcomplex<f32>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %25 = stablehlo.multiply %10, %24 : tensor<4x3xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %27 = stablehlo.subtract %26, %cst : tensor<4x3xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<4x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %32 = stablehlo.abs %cst : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<4x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %35 = stablehlo.sqrt %34 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.maximum %cst_8, %35 : tensor<f32>
    %cst_9 = stablehlo.constant dense<9.53674316E-6> : tensor<f32>
    %37 = stablehlo.multiply %cst_9, %36 : tensor<f32>
    %38 = stablehlo.compare LE, %31, %37, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.transpose %10, dims = [1, 0] : (tensor<4x3xcomplex<f32>>) -> tensor<3x4xcomplex<f32>>
    %41 = stablehlo.real %40 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %42 = stablehlo.imag %40 : (tensor<3x4xcomplex<f32>>) -> tensor<3x4xf32>
    %43 = stablehlo.negate %42 : tensor<3x4xf32>
    %44 = stablehlo.complex %41, %43 : tensor<3x4xcomplex<f32>>
    %45 = stablehlo.dot_general %44, %10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %46 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %47 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %49 = stablehlo.add %46, %48 : tensor<3x3xi64>
    %50 = stablehlo.compare EQ, %49, %47, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %51 = stablehlo.convert %50 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %52 = stablehlo.subtract %45, %51 : tensor<3x3xcomplex<f32>>
    %53 = stablehlo.abs %52 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %56 = stablehlo.sqrt %55 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %57 = stablehlo.abs %cst_13 : tensor<f64>
    %58 = stablehlo.multiply %57, %57 : tensor<f64>
    %59 = stablehlo.convert %58 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %60 = stablehlo.reduce(%59 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %61 = stablehlo.sqrt %60 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %62 = stablehlo.maximum %cst_15, %61 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %63 = stablehlo.multiply %cst_16, %62 : tensor<f64>
    %64 = stablehlo.convert %56 : (tensor<f32>) -> tensor<f64>
    %65 = stablehlo.compare LE, %64, %63, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %67 = stablehlo.transpose %14, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %68 = stablehlo.real %67 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %69 = stablehlo.imag %67 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %70 = stablehlo.negate %69 : tensor<3x3xf32>
    %71 = stablehlo.complex %68, %70 : tensor<3x3xcomplex<f32>>
    %72 = stablehlo.dot_general %14, %71, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %73 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %74 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %75 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %76 = stablehlo.add %73, %75 : tensor<3x3xi64>
    %77 = stablehlo.compare EQ, %76, %74, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %78 = stablehlo.convert %77 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %79 = stablehlo.subtract %72, %78 : tensor<3x3xcomplex<f32>>
    %80 = stablehlo.abs %79 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %83 = stablehlo.sqrt %82 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.abs %cst_20 : tensor<f64>
    %85 = stablehlo.multiply %84, %84 : tensor<f64>
    %86 = stablehlo.convert %85 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.reduce(%86 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %88 = stablehlo.sqrt %87 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.maximum %cst_22, %88 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %90 = stablehlo.multiply %cst_23, %89 : tensor<f64>
    %91 = stablehlo.convert %83 : (tensor<f32>) -> tensor<f64>
    %92 = stablehlo.compare LE, %91, %90, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.reduce(%92 init: %c_24) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %94 = stablehlo.subtract %6, %cst_0 : tensor<3xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %96 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %97 = stablehlo.abs %95 : tensor<1x3xf32>
    %98 = stablehlo.multiply %97, %97 : tensor<1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %100 = stablehlo.sqrt %99 : tensor<f32>
    %101 = stablehlo.abs %96 : tensor<1x3xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %104 = stablehlo.sqrt %103 : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.maximum %cst_27, %104 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %106 = stablehlo.multiply %cst_28, %105 : tensor<f32>
    %107 = stablehlo.compare LE, %100, %106, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.reduce(%107 init: %c_29) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %109 = stablehlo.subtract %21, %cst_0 : tensor<3xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %111 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %112 = stablehlo.abs %110 : tensor<1x3xf32>
    %113 = stablehlo.multiply %112, %112 : tensor<1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %115 = stablehlo.sqrt %114 : tensor<f32>
    %116 = stablehlo.abs %111 : tensor<1x3xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %119 = stablehlo.sqrt %118 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.maximum %cst_32, %119 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %121 = stablehlo.multiply %cst_33, %120 : tensor<f32>
    %122 = stablehlo.compare LE, %115, %121, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %123 = stablehlo.reduce(%122 init: %c_34) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %124 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %128 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %129 = stablehlo.concatenate %124, %125, %126, %127, %128, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %129 : tensor<5xi1>
  }
}

// -----

// svd_case 2x3x4 float32 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[0.952787518, 2.06554437, -2.06492686, -1.44740975], [1.16166759, -2.15479016, 0.845020056, -0.318931758], [1.73058152, -0.25177902, 1.8950721, 2.77941084]], [[1.73896611, -0.0726447999, -2.41737843, -2.528840e+00], [-2.8662436, 1.9692452, 1.34000897, 1.90121615], [2.10457373, 2.75252247, -0.557013929, -0.315741718]]]> : tensor<2x3x4xf32>
    %cst_0 = stablehlo.constant dense<[[4.67962313, 2.63754249, 1.96488929], [5.57643414, 3.43344593, 1.517220e+00]]> : tensor<2x3xf32>
    %0:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=4, r=4}, custom>} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xf32>, tensor<2x3x3xf32>, tensor<2x4x4xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x4x4xi1>, tensor<2x4x4xf32>
    %15:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=4, r=4}, custom>} : (tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<2x3xf32>, tensor<2x3x3xf32>, tensor<2x4x4xf32>, tensor<2xi32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<2x3xi1>, tensor<2x3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x1x3xf32>) -> tensor<2x3x3xf32>
    %24 = stablehlo.multiply %10, %23 : tensor<2x3x3xf32>
    %25 = stablehlo.slice %14 [0:2, 0:3, 0:4] : (tensor<2x4x4xf32>) -> tensor<2x3x4xf32>
    %26 = stablehlo.dot_general %24, %25, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %27 = stablehlo.subtract %26, %cst : tensor<2x3x4xf32>
    %28 = stablehlo.abs %27 : tensor<2x3x4xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<2x3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.sqrt %30 : tensor<2xf32>
    %32 = stablehlo.abs %cst : tensor<2x3x4xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<2x3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.sqrt %34 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<9.53674316E-6> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2xf32>
    %40 = stablehlo.compare LE, %31, %39, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %43 = stablehlo.dot_general %42, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %44 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %45 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %46 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %47 = stablehlo.add %44, %46 : tensor<3x3xi64>
    %48 = stablehlo.compare EQ, %47, %45, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %49 = stablehlo.convert %48 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %51 = stablehlo.subtract %43, %50 : tensor<2x3x3xf32>
    %52 = stablehlo.abs %51 : tensor<2x3x3xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<2x3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %55 = stablehlo.sqrt %54 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.abs %cst_13 : tensor<f64>
    %57 = stablehlo.multiply %56, %56 : tensor<f64>
    %58 = stablehlo.convert %57 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %60 = stablehlo.sqrt %59 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.maximum %cst_15, %60 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %62 = stablehlo.multiply %cst_16, %61 : tensor<f64>
    %63 = stablehlo.convert %55 : (tensor<2xf32>) -> tensor<2xf64>
    %64 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %65 = stablehlo.compare LE, %63, %64, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %66 = stablehlo.reduce(%65 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %67 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %68 = stablehlo.dot_general %14, %67, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
    %69 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %70 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %72 = stablehlo.add %69, %71 : tensor<4x4xi64>
    %73 = stablehlo.compare EQ, %72, %70, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %74 = stablehlo.convert %73 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2] : (tensor<4x4xf32>) -> tensor<2x4x4xf32>
    %76 = stablehlo.subtract %68, %75 : tensor<2x4x4xf32>
    %77 = stablehlo.abs %76 : tensor<2x4x4xf32>
    %78 = stablehlo.multiply %77, %77 : tensor<2x4x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2xf32>
    %80 = stablehlo.sqrt %79 : tensor<2xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %81 = stablehlo.abs %cst_20 : tensor<f64>
    %82 = stablehlo.multiply %81, %81 : tensor<f64>
    %83 = stablehlo.convert %82 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %84 = stablehlo.reduce(%83 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %85 = stablehlo.sqrt %84 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %86 = stablehlo.maximum %cst_22, %85 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %87 = stablehlo.multiply %cst_23, %86 : tensor<f64>
    %88 = stablehlo.convert %80 : (tensor<2xf32>) -> tensor<2xf64>
    %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %90 = stablehlo.compare LE, %88, %89, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %91 = stablehlo.reduce(%90 init: %c_24) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %92 = stablehlo.subtract %6, %cst_0 : tensor<2x3xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %94 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %95 = stablehlo.abs %93 : tensor<2x1x3xf32>
    %96 = stablehlo.multiply %95, %95 : tensor<2x1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_25) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %98 = stablehlo.sqrt %97 : tensor<2xf32>
    %99 = stablehlo.abs %94 : tensor<2x1x3xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<2x1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_26) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %102 = stablehlo.sqrt %101 : tensor<2xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %104 = stablehlo.maximum %103, %102 : tensor<2xf32>
    %cst_28 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<2xf32>
    %107 = stablehlo.compare LE, %98, %106, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %108 = stablehlo.reduce(%107 init: %c_29) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %109 = stablehlo.subtract %21, %cst_0 : tensor<2x3xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %111 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %112 = stablehlo.abs %110 : tensor<2x1x3xf32>
    %113 = stablehlo.multiply %112, %112 : tensor<2x1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_30) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %115 = stablehlo.sqrt %114 : tensor<2xf32>
    %116 = stablehlo.abs %111 : tensor<2x1x3xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<2x1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_31) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %119 = stablehlo.sqrt %118 : tensor<2xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %121 = stablehlo.maximum %120, %119 : tensor<2xf32>
    %cst_33 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<2xf32>
    %124 = stablehlo.compare LE, %115, %123, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %125 = stablehlo.reduce(%124 init: %c_34) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %126 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %128 = stablehlo.broadcast_in_dim %91, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %129 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %130 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %131 = stablehlo.concatenate %126, %127, %128, %129, %130, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %131 : tensor<5xi1>
  }
}

// -----

// svd_case 2x3x4 complex128 (True, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(0.27542858956361993,-2.2197311033066134), (1.8103729590161013,2.5847310533627015), (-1.8178693672352062,-0.1358797946850574), (1.4532735532890602,-0.94810872171112237)], [(1.5307138416980308,1.5763781902181542), (2.5408309870966876,-1.4064656840945371), (2.6697754450906501,0.70606064694418746), (-2.358049336076915,0.30407903802567571)], [(2.4409963986420236,2.4173007192858549), (-2.43518704362834,1.8458609163064708), (1.6082858211465139,1.9742571739554435), (-0.52273420677119864,2.5338078321870281)]], [[(1.1040730519677906,-0.030165348217896959), (2.051929864861922,-1.33566914421879), (-2.5719994994871955,-1.6982453224766212), (-0.016592300846917318,1.3767555760555048)], [(2.3441905399742078,2.1742859224935884), (1.5374717735442527,0.7893641162551348), (1.0219048155932864,1.8634909342123596), (-2.4572779167085939,-0.14150769417080866)], [(-2.3344953775629702,-0.84480583348226013), (1.2815431102060977,1.4327202134227033), (-1.1782904888711017,2.5005990237170046), (-2.1616483663785786,-1.6080709019511976)]]]> : tensor<2x3x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[7.2035214082517962, 5.3079521367592886, 1.4450808251002849], [6.3994073512275103, 4.0384475189115445, 3.1450228103777889]]> : tensor<2x3xf64>
    %0:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=4, r=4}, custom>} : (tensor<2x3x4xcomplex<f64>>) -> (tensor<2x3x4xcomplex<f64>>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x4x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x4x4xi1>, tensor<2x4x4xcomplex<f64>>
    %15:5 = stablehlo.custom_call @lapack_zgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=4, r=4}, custom>} : (tensor<2x3x4xcomplex<f64>>) -> (tensor<2x3x4xcomplex<f64>>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>, tensor<2xi32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<2x3xi1>, tensor<2x3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %23 = stablehlo.convert %22 : (tensor<2x1x3xf64>) -> tensor<2x1x3xcomplex<f64>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %25 = stablehlo.multiply %10, %24 : tensor<2x3x3xcomplex<f64>>
    %26 = stablehlo.slice %14 [0:2, 0:3, 0:4] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
    %27 = stablehlo.dot_general %25, %26, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xcomplex<f64>>
    %28 = stablehlo.subtract %27, %cst : tensor<2x3x4xcomplex<f64>>
    %29 = stablehlo.abs %28 : (tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xf64>
    %30 = stablehlo.multiply %29, %29 : tensor<2x3x4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.sqrt %31 : tensor<2xf64>
    %33 = stablehlo.abs %cst : (tensor<2x3x4xcomplex<f64>>) -> tensor<2x3x4xf64>
    %34 = stablehlo.multiply %33, %33 : tensor<2x3x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %35 = stablehlo.reduce(%34 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2xf64>
    %36 = stablehlo.sqrt %35 : tensor<2xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %38 = stablehlo.maximum %37, %36 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.7763568394002505E-14> : tensor<f64>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %40 = stablehlo.multiply %39, %38 : tensor<2xf64>
    %41 = stablehlo.compare LE, %32, %40, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.reduce(%41 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %43 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %44 = stablehlo.real %43 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %45 = stablehlo.imag %43 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %46 = stablehlo.negate %45 : tensor<2x3x3xf64>
    %47 = stablehlo.complex %44, %46 : tensor<2x3x3xcomplex<f64>>
    %48 = stablehlo.dot_general %47, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %49 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %50 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %51 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %52 = stablehlo.add %49, %51 : tensor<3x3xi64>
    %53 = stablehlo.compare EQ, %52, %50, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %54 = stablehlo.convert %53 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %56 = stablehlo.subtract %48, %55 : tensor<2x3x3xcomplex<f64>>
    %57 = stablehlo.abs %56 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %58 = stablehlo.multiply %57, %57 : tensor<2x3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %59 = stablehlo.reduce(%58 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %60 = stablehlo.sqrt %59 : tensor<2xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %61 = stablehlo.abs %cst_13 : tensor<f64>
    %62 = stablehlo.multiply %61, %61 : tensor<f64>
    %63 = stablehlo.convert %62 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %64 = stablehlo.reduce(%63 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %65 = stablehlo.sqrt %64 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %66 = stablehlo.maximum %cst_15, %65 : tensor<f64>
    %cst_16 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %67 = stablehlo.multiply %cst_16, %66 : tensor<f64>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %69 = stablehlo.compare LE, %60, %68, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %70 = stablehlo.reduce(%69 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %71 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %72 = stablehlo.real %71 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %73 = stablehlo.imag %71 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %74 = stablehlo.negate %73 : tensor<2x4x4xf64>
    %75 = stablehlo.complex %72, %74 : tensor<2x4x4xcomplex<f64>>
    %76 = stablehlo.dot_general %14, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %77 = stablehlo.iota dim = 0 : tensor<4x4xi64>
    %78 = stablehlo.iota dim = 1 : tensor<4x4xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<4x4xi64>
    %80 = stablehlo.add %77, %79 : tensor<4x4xi64>
    %81 = stablehlo.compare EQ, %80, %78, SIGNED : (tensor<4x4xi64>, tensor<4x4xi64>) -> tensor<4x4xi1>
    %82 = stablehlo.convert %81 : (tensor<4x4xi1>) -> tensor<4x4xcomplex<f64>>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2] : (tensor<4x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %84 = stablehlo.subtract %76, %83 : tensor<2x4x4xcomplex<f64>>
    %85 = stablehlo.abs %84 : (tensor<2x4x4xcomplex<f64>>) -> tensor<2x4x4xf64>
    %86 = stablehlo.multiply %85, %85 : tensor<2x4x4xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %87 = stablehlo.reduce(%86 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2xf64>
    %88 = stablehlo.sqrt %87 : tensor<2xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.abs %cst_20 : tensor<f64>
    %90 = stablehlo.multiply %89, %89 : tensor<f64>
    %91 = stablehlo.convert %90 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.reduce(%91 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %93 = stablehlo.sqrt %92 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.maximum %cst_22, %93 : tensor<f64>
    %cst_23 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %95 = stablehlo.multiply %cst_23, %94 : tensor<f64>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %97 = stablehlo.compare LE, %88, %96, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %98 = stablehlo.reduce(%97 init: %c_24) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %99 = stablehlo.subtract %6, %cst_0 : tensor<2x3xf64>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %101 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %102 = stablehlo.abs %100 : tensor<2x1x3xf64>
    %103 = stablehlo.multiply %102, %102 : tensor<2x1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %104 = stablehlo.reduce(%103 init: %cst_25) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %105 = stablehlo.sqrt %104 : tensor<2xf64>
    %106 = stablehlo.abs %101 : tensor<2x1x3xf64>
    %107 = stablehlo.multiply %106, %106 : tensor<2x1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %108 = stablehlo.reduce(%107 init: %cst_26) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %109 = stablehlo.sqrt %108 : tensor<2xf64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %110 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %111 = stablehlo.maximum %110, %109 : tensor<2xf64>
    %cst_28 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %112 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %113 = stablehlo.multiply %112, %111 : tensor<2xf64>
    %114 = stablehlo.compare LE, %105, %113, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %115 = stablehlo.reduce(%114 init: %c_29) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %116 = stablehlo.subtract %21, %cst_0 : tensor<2x3xf64>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %118 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %119 = stablehlo.abs %117 : tensor<2x1x3xf64>
    %120 = stablehlo.multiply %119, %119 : tensor<2x1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %121 = stablehlo.reduce(%120 init: %cst_30) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %122 = stablehlo.sqrt %121 : tensor<2xf64>
    %123 = stablehlo.abs %118 : tensor<2x1x3xf64>
    %124 = stablehlo.multiply %123, %123 : tensor<2x1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %125 = stablehlo.reduce(%124 init: %cst_31) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %126 = stablehlo.sqrt %125 : tensor<2xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %127 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %128 = stablehlo.maximum %127, %126 : tensor<2xf64>
    %cst_33 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %129 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %130 = stablehlo.multiply %129, %128 : tensor<2xf64>
    %131 = stablehlo.compare LE, %122, %130, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %132 = stablehlo.reduce(%131 init: %c_34) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %133 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %134 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %135 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %136 = stablehlo.broadcast_in_dim %115, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %137 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %138 = stablehlo.concatenate %133, %134, %135, %136, %137, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %138 : tensor<5xi1>
  }
}

// -----

// svd_case 2x3x4 float64 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.8346080279394796, 2.6082192117203427, 0.84055263269761671, 2.8878984909440799], [-0.2156357164747158, -2.9565590378667381, 2.2701428516016247, 2.3479897118967186], [1.1940334479650749, -0.30573225914048674, 1.214581109629532, 1.8463066227346374]], [[2.4829810081903547, -1.5617109697483609, -0.76095610029378413, -0.54523076682552851], [0.64215090741013814, -0.93171246102767835, -1.3680372813647406, -1.0597601463823065], [-0.255302240988871, -0.52415350617242051, -0.34381178099676424, 2.1672006403736006]]]> : tensor<2x3x4xf64>
    %cst_0 = stablehlo.constant dense<[[4.9473722191033316, 4.2617078745772412, 1.5601354040380717], [3.5342105158497845, 2.2624012311828241, 1.140748908478006]]> : tensor<2x3xf64>
    %0:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=3, r=4}, custom>} : (tensor<2x3x4xf64>) -> (tensor<2x3x4xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x3x4xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x3x4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x3x4xi1>, tensor<2x3x4xf64>
    %15:5 = stablehlo.custom_call @lapack_dgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=4, r=4}, custom>} : (tensor<2x3x4xf64>) -> (tensor<2x3x4xf64>, tensor<2x3xf64>, tensor<2x3x3xf64>, tensor<2x4x4xf64>, tensor<2xi32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<2x3xi1>, tensor<2x3xf64>
    %22 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<2x1x3xf64>) -> tensor<2x3x3xf64>
    %24 = stablehlo.multiply %10, %23 : tensor<2x3x3xf64>
    %25 = stablehlo.dot_general %24, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
    %26 = stablehlo.subtract %25, %cst : tensor<2x3x4xf64>
    %27 = stablehlo.abs %26 : tensor<2x3x4xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<2x3x4xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.sqrt %29 : tensor<2xf64>
    %31 = stablehlo.abs %cst : tensor<2x3x4xf64>
    %32 = stablehlo.multiply %31, %31 : tensor<2x3x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf64>, tensor<f64>) -> tensor<2xf64>
    %34 = stablehlo.sqrt %33 : tensor<2xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %35 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %36 = stablehlo.maximum %35, %34 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.7763568394002505E-14> : tensor<f64>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %38 = stablehlo.multiply %37, %36 : tensor<2xf64>
    %39 = stablehlo.compare LE, %30, %38, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %42 = stablehlo.dot_general %41, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %43 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %44 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %45 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %46 = stablehlo.add %43, %45 : tensor<3x3xi64>
    %47 = stablehlo.compare EQ, %46, %44, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %48 = stablehlo.convert %47 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %50 = stablehlo.subtract %42, %49 : tensor<2x3x3xf64>
    %51 = stablehlo.abs %50 : tensor<2x3x3xf64>
    %52 = stablehlo.multiply %51, %51 : tensor<2x3x3xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%52 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %54 = stablehlo.sqrt %53 : tensor<2xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = stablehlo.abs %cst_13 : tensor<f64>
    %56 = stablehlo.multiply %55, %55 : tensor<f64>
    %57 = stablehlo.convert %56 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %58 = stablehlo.reduce(%57 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %59 = stablehlo.sqrt %58 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %60 = stablehlo.maximum %cst_15, %59 : tensor<f64>
    %cst_16 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %61 = stablehlo.multiply %cst_16, %60 : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %63 = stablehlo.compare LE, %54, %62, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %64 = stablehlo.reduce(%63 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %65 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x3x4xf64>) -> tensor<2x4x3xf64>
    %66 = stablehlo.dot_general %14, %65, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xf64>, tensor<2x4x3xf64>) -> tensor<2x3x3xf64>
    %67 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %68 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %70 = stablehlo.add %67, %69 : tensor<3x3xi64>
    %71 = stablehlo.compare EQ, %70, %68, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %72 = stablehlo.convert %71 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<2x3x3xf64>
    %74 = stablehlo.subtract %66, %73 : tensor<2x3x3xf64>
    %75 = stablehlo.abs %74 : tensor<2x3x3xf64>
    %76 = stablehlo.multiply %75, %75 : tensor<2x3x3xf64>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %77 = stablehlo.reduce(%76 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %78 = stablehlo.sqrt %77 : tensor<2xf64>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %79 = stablehlo.abs %cst_20 : tensor<f64>
    %80 = stablehlo.multiply %79, %79 : tensor<f64>
    %81 = stablehlo.convert %80 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %82 = stablehlo.reduce(%81 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %83 = stablehlo.sqrt %82 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %84 = stablehlo.maximum %cst_22, %83 : tensor<f64>
    %cst_23 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %85 = stablehlo.multiply %cst_23, %84 : tensor<f64>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %87 = stablehlo.compare LE, %78, %86, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %88 = stablehlo.reduce(%87 init: %c_24) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %89 = stablehlo.subtract %6, %cst_0 : tensor<2x3xf64>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %91 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %92 = stablehlo.abs %90 : tensor<2x1x3xf64>
    %93 = stablehlo.multiply %92, %92 : tensor<2x1x3xf64>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %94 = stablehlo.reduce(%93 init: %cst_25) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %95 = stablehlo.sqrt %94 : tensor<2xf64>
    %96 = stablehlo.abs %91 : tensor<2x1x3xf64>
    %97 = stablehlo.multiply %96, %96 : tensor<2x1x3xf64>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %98 = stablehlo.reduce(%97 init: %cst_26) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %99 = stablehlo.sqrt %98 : tensor<2xf64>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %100 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %101 = stablehlo.maximum %100, %99 : tensor<2xf64>
    %cst_28 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %102 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %103 = stablehlo.multiply %102, %101 : tensor<2xf64>
    %104 = stablehlo.compare LE, %95, %103, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %105 = stablehlo.reduce(%104 init: %c_29) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %106 = stablehlo.subtract %21, %cst_0 : tensor<2x3xf64>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %108 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %109 = stablehlo.abs %107 : tensor<2x1x3xf64>
    %110 = stablehlo.multiply %109, %109 : tensor<2x1x3xf64>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %111 = stablehlo.reduce(%110 init: %cst_30) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %112 = stablehlo.sqrt %111 : tensor<2xf64>
    %113 = stablehlo.abs %108 : tensor<2x1x3xf64>
    %114 = stablehlo.multiply %113, %113 : tensor<2x1x3xf64>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %115 = stablehlo.reduce(%114 init: %cst_31) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %116 = stablehlo.sqrt %115 : tensor<2xf64>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %117 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %118 = stablehlo.maximum %117, %116 : tensor<2xf64>
    %cst_33 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %119 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %120 = stablehlo.multiply %119, %118 : tensor<2xf64>
    %121 = stablehlo.compare LE, %112, %120, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.reduce(%121 init: %c_34) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.broadcast_in_dim %105, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %127 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %128 = stablehlo.concatenate %123, %124, %125, %126, %127, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %128 : tensor<5xi1>
  }
}

// -----

// svd_case 2x3x4 complex64 (False, <SvdAlgorithm.QR: 'QR'>)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<5xi1> {
// CHECK-NEXT: [true, true, true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<5xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(0.706538498,0.292763084), (-1.18394053,0.949689984), (2.6796298,1.66014779), (2.8049984,-5.961010e-01)], [(2.54290771,-0.826655447), (1.59325564,2.21008039), (1.08784974,-1.84785664), (-2.74842834,1.70335174)], [(1.97248471,1.43909562), (2.65103531,2.78963327), (0.98126012,1.0779947), (-0.819741964,2.74432015)]], [[(1.57735384,0.399472386), (-0.569555163,0.079040192), (-1.67699051,1.26699471), (-2.69156551,1.86166024)], [(0.995085835,0.543293118), (-0.702743888,1.84163308), (0.874066412,0.859855592), (-2.10185957,1.17313635)], [(0.979488849,0.116169043), (2.0796566,1.70302403), (-2.90829515,0.684634209), (-0.339735121,1.95281434)]]]> : tensor<2x3x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[7.1883769, 5.17437601, 1.82409585], [6.01422405, 3.64324522, 1.47790563]]> : tensor<2x3xf32>
    %0:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=3, r=4}, custom>} : (tensor<2x3x4xcomplex<f32>>) -> (tensor<2x3x4xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<2x3xi1>, tensor<2x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x4xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<2x3x4xi1>, tensor<2x3x4xcomplex<f32>>
    %15:5 = stablehlo.custom_call @lapack_cgesvd_ffi(%cst) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o, p], [i, q, r], [i]) {i=2, j=3, k=4, l=3, m=4, n=3, o=3, p=3, q=4, r=4}, custom>} : (tensor<2x3x4xcomplex<f32>>) -> (tensor<2x3x4xcomplex<f32>>, tensor<2x3xf32>, tensor<2x3x3xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>, tensor<2xi32>)
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %17 = stablehlo.compare EQ, %15#4, %16, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %21 = stablehlo.select %20, %15#1, %19 : tensor<2x3xi1>, tensor<2x3xf32>
    %22 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %23 = stablehlo.convert %22 : (tensor<2x1x3xf32>) -> tensor<2x1x3xcomplex<f32>>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %25 = stablehlo.multiply %10, %24 : tensor<2x3x3xcomplex<f32>>
    %26 = stablehlo.dot_general %25, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xcomplex<f32>>
    %27 = stablehlo.subtract %26, %cst : tensor<2x3x4xcomplex<f32>>
    %28 = stablehlo.abs %27 : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<2x3x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.sqrt %30 : tensor<2xf32>
    %32 = stablehlo.abs %cst : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x3x4xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<2x3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x4xf32>, tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.sqrt %34 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<9.53674316E-6> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<2xf32>
    %40 = stablehlo.compare LE, %31, %39, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %43 = stablehlo.real %42 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %44 = stablehlo.imag %42 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %45 = stablehlo.negate %44 : tensor<2x3x3xf32>
    %46 = stablehlo.complex %43, %45 : tensor<2x3x3xcomplex<f32>>
    %47 = stablehlo.dot_general %46, %10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %48 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %49 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_11 = stablehlo.constant dense<0> : tensor<i64>
    %50 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %51 = stablehlo.add %48, %50 : tensor<3x3xi64>
    %52 = stablehlo.compare EQ, %51, %49, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %53 = stablehlo.convert %52 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %54 = stablehlo.broadcast_in_dim %53, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %55 = stablehlo.subtract %47, %54 : tensor<2x3x3xcomplex<f32>>
    %56 = stablehlo.abs %55 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<2x3x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %59 = stablehlo.sqrt %58 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %60 = stablehlo.abs %cst_13 : tensor<f64>
    %61 = stablehlo.multiply %60, %60 : tensor<f64>
    %62 = stablehlo.convert %61 : tensor<f64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %63 = stablehlo.reduce(%62 init: %cst_14) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %64 = stablehlo.sqrt %63 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %65 = stablehlo.maximum %cst_15, %64 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %66 = stablehlo.multiply %cst_16, %65 : tensor<f64>
    %67 = stablehlo.convert %59 : (tensor<2xf32>) -> tensor<2xf64>
    %68 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %69 = stablehlo.compare LE, %67, %68, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %70 = stablehlo.reduce(%69 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %71 = stablehlo.transpose %14, dims = [0, 2, 1] : (tensor<2x3x4xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %72 = stablehlo.real %71 : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xf32>
    %73 = stablehlo.imag %71 : (tensor<2x4x3xcomplex<f32>>) -> tensor<2x4x3xf32>
    %74 = stablehlo.negate %73 : tensor<2x4x3xf32>
    %75 = stablehlo.complex %72, %74 : tensor<2x4x3xcomplex<f32>>
    %76 = stablehlo.dot_general %14, %75, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x4xcomplex<f32>>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %77 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %78 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_18 = stablehlo.constant dense<0> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %80 = stablehlo.add %77, %79 : tensor<3x3xi64>
    %81 = stablehlo.compare EQ, %80, %78, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %82 = stablehlo.convert %81 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %84 = stablehlo.subtract %76, %83 : tensor<2x3x3xcomplex<f32>>
    %85 = stablehlo.abs %84 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %86 = stablehlo.multiply %85, %85 : tensor<2x3x3xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_19) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %88 = stablehlo.sqrt %87 : tensor<2xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %89 = stablehlo.abs %cst_20 : tensor<f64>
    %90 = stablehlo.multiply %89, %89 : tensor<f64>
    %91 = stablehlo.convert %90 : tensor<f64>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %92 = stablehlo.reduce(%91 init: %cst_21) applies stablehlo.add across dimensions = [] : (tensor<f64>, tensor<f64>) -> tensor<f64>
    %93 = stablehlo.sqrt %92 : tensor<f64>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %94 = stablehlo.maximum %cst_22, %93 : tensor<f64>
    %cst_23 = stablehlo.constant dense<1.430511474609375E-5> : tensor<f64>
    %95 = stablehlo.multiply %cst_23, %94 : tensor<f64>
    %96 = stablehlo.convert %88 : (tensor<2xf32>) -> tensor<2xf64>
    %97 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %98 = stablehlo.compare LE, %96, %97, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %99 = stablehlo.reduce(%98 init: %c_24) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %100 = stablehlo.subtract %6, %cst_0 : tensor<2x3xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %102 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %103 = stablehlo.abs %101 : tensor<2x1x3xf32>
    %104 = stablehlo.multiply %103, %103 : tensor<2x1x3xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_25) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %106 = stablehlo.sqrt %105 : tensor<2xf32>
    %107 = stablehlo.abs %102 : tensor<2x1x3xf32>
    %108 = stablehlo.multiply %107, %107 : tensor<2x1x3xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_26) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %110 = stablehlo.sqrt %109 : tensor<2xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %112 = stablehlo.maximum %111, %110 : tensor<2xf32>
    %cst_28 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<2xf32>
    %115 = stablehlo.compare LE, %106, %114, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %116 = stablehlo.reduce(%115 init: %c_29) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %117 = stablehlo.subtract %21, %cst_0 : tensor<2x3xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %119 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %120 = stablehlo.abs %118 : tensor<2x1x3xf32>
    %121 = stablehlo.multiply %120, %120 : tensor<2x1x3xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_30) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %123 = stablehlo.sqrt %122 : tensor<2xf32>
    %124 = stablehlo.abs %119 : tensor<2x1x3xf32>
    %125 = stablehlo.multiply %124, %124 : tensor<2x1x3xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_31) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %127 = stablehlo.sqrt %126 : tensor<2xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %129 = stablehlo.maximum %128, %127 : tensor<2xf32>
    %cst_33 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<2xf32>
    %132 = stablehlo.compare LE, %123, %131, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_34 = stablehlo.constant dense<true> : tensor<i1>
    %133 = stablehlo.reduce(%132 init: %c_34) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %134 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %135 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %136 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %137 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %138 = stablehlo.broadcast_in_dim %133, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %139 = stablehlo.concatenate %134, %135, %136, %137, %138, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    return %139 : tensor<5xi1>
  }
}
