// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// tridiagonal_case 3x3 float32 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 0.780217647, 0.121051759], [0.780217647, -0.458071202, 1.61300135], [0.121051759, 1.61300135, 2.78197646]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[2.928810e-01, 0.106842846, 2.21706271]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<[-0.789552509, -2.02805161]> : tensor<2xf32>
    %0:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xf32>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.abs %20 : tensor<1x3xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %37 = stablehlo.abs %35 : tensor<1x2xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x2xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xf32>) -> tensor<2x2xf32>
    %50 = stablehlo.custom_call @lapack_sorgqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<2xi32>, tensor<f32>) -> tensor<3x3xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<2xi32>, tensor<2x2xf32>) -> tensor<3x3xf32>
    %60 = call @_diag(%10) : (tensor<3xf32>) -> tensor<3x3xf32>
    %61 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %64 = stablehlo.add %61, %63 : tensor<2xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %66 = stablehlo.add %61, %65 : tensor<2xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %68 = stablehlo.compare LT, %64, %67, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %70 = stablehlo.add %64, %69 : tensor<2xi64>
    %71 = stablehlo.select %68, %70, %64 : tensor<2xi1>, tensor<2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %73 = stablehlo.compare LT, %66, %72, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_28 = stablehlo.constant dense<3> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %75 = stablehlo.add %66, %74 : tensor<2xi64>
    %76 = stablehlo.select %73, %75, %66 : tensor<2xi1>, tensor<2xi64>
    %77 = stablehlo.convert %71 : (tensor<2xi64>) -> tensor<2xi32>
    %78 = stablehlo.convert %76 : (tensor<2xi64>) -> tensor<2xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %81 = stablehlo.concatenate %79, %80, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %82 = "stablehlo.scatter"(%62, %81, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<2x2xi32>, tensor<2xf32>) -> tensor<3x3xf32>
    %83 = stablehlo.add %60, %82 : tensor<3x3xf32>
    %84 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %86 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %87 = stablehlo.add %84, %86 : tensor<2xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %89 = stablehlo.add %84, %88 : tensor<2xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %91 = stablehlo.compare LT, %87, %90, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_33 = stablehlo.constant dense<3> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %93 = stablehlo.add %87, %92 : tensor<2xi64>
    %94 = stablehlo.select %91, %93, %87 : tensor<2xi1>, tensor<2xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %96 = stablehlo.compare LT, %89, %95, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_35 = stablehlo.constant dense<3> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %98 = stablehlo.add %89, %97 : tensor<2xi64>
    %99 = stablehlo.select %96, %98, %89 : tensor<2xi1>, tensor<2xi64>
    %100 = stablehlo.convert %94 : (tensor<2xi64>) -> tensor<2xi32>
    %101 = stablehlo.convert %99 : (tensor<2xi64>) -> tensor<2xi32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %104 = stablehlo.concatenate %102, %103, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %105 = "stablehlo.scatter"(%85, %104, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<3x3xf32>, tensor<2x2xi32>, tensor<2xf32>) -> tensor<3x3xf32>
    %106 = stablehlo.add %83, %105 : tensor<3x3xf32>
    %107 = stablehlo.dot_general %59, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %108 = stablehlo.transpose %59, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %110 = stablehlo.subtract %109, %cst : tensor<3x3xf32>
    %111 = stablehlo.abs %110 : tensor<3x3xf32>
    %112 = stablehlo.multiply %111, %111 : tensor<3x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %114 = stablehlo.sqrt %113 : tensor<f32>
    %115 = stablehlo.abs %cst : tensor<3x3xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<3x3xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %118 = stablehlo.sqrt %117 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.maximum %cst_38, %118 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %120 = stablehlo.multiply %cst_39, %119 : tensor<f32>
    %121 = stablehlo.compare LE, %114, %120, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.reduce(%121 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.concatenate %123, %124, %125, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %126 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<3xf32>) -> tensor<3x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<3xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xf32>, tensor<f32>) -> tensor<3x3xf32>
    return %7 : tensor<3x3xf32>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xf32>, %arg2: tensor<f32>) -> tensor<3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xf32>
    return %2 : tensor<3x3xf32>
  }
}

// -----

// tridiagonal_case 3x3 float64 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 0.067971198221993712, -2.4408762414149527], [0.067971198221993712, -2.119464655097322, -1.6863020345644635], [-2.4408762414149527, -1.6863020345644635, -0.61939515461598038]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[-0.49786797178455622, -0.52671319871651923, -2.2121466109967831]> : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<[-2.4418224566277784, -1.6419486080682189]> : tensor<2xf64>
    %0:5 = stablehlo.custom_call @lapack_dsytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xf64>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %22 = stablehlo.abs %20 : tensor<1x3xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %37 = stablehlo.abs %35 : tensor<1x2xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x2xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xf64>) -> tensor<2x2xf64>
    %50 = stablehlo.custom_call @lapack_dorgqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf64>, tensor<2xf64>) -> tensor<2x2xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<2xi32>, tensor<f64>) -> tensor<3x3xf64>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<2xi32>, tensor<2x2xf64>) -> tensor<3x3xf64>
    %60 = call @_diag(%10) : (tensor<3xf64>) -> tensor<3x3xf64>
    %61 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %64 = stablehlo.add %61, %63 : tensor<2xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %66 = stablehlo.add %61, %65 : tensor<2xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %68 = stablehlo.compare LT, %64, %67, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %70 = stablehlo.add %64, %69 : tensor<2xi64>
    %71 = stablehlo.select %68, %70, %64 : tensor<2xi1>, tensor<2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %73 = stablehlo.compare LT, %66, %72, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_28 = stablehlo.constant dense<3> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %75 = stablehlo.add %66, %74 : tensor<2xi64>
    %76 = stablehlo.select %73, %75, %66 : tensor<2xi1>, tensor<2xi64>
    %77 = stablehlo.convert %71 : (tensor<2xi64>) -> tensor<2xi32>
    %78 = stablehlo.convert %76 : (tensor<2xi64>) -> tensor<2xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %81 = stablehlo.concatenate %79, %80, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %82 = "stablehlo.scatter"(%62, %81, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<2x2xi32>, tensor<2xf64>) -> tensor<3x3xf64>
    %83 = stablehlo.add %60, %82 : tensor<3x3xf64>
    %84 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %86 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %87 = stablehlo.add %84, %86 : tensor<2xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %89 = stablehlo.add %84, %88 : tensor<2xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %91 = stablehlo.compare LT, %87, %90, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_33 = stablehlo.constant dense<3> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %93 = stablehlo.add %87, %92 : tensor<2xi64>
    %94 = stablehlo.select %91, %93, %87 : tensor<2xi1>, tensor<2xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %96 = stablehlo.compare LT, %89, %95, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_35 = stablehlo.constant dense<3> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %98 = stablehlo.add %89, %97 : tensor<2xi64>
    %99 = stablehlo.select %96, %98, %89 : tensor<2xi1>, tensor<2xi64>
    %100 = stablehlo.convert %94 : (tensor<2xi64>) -> tensor<2xi32>
    %101 = stablehlo.convert %99 : (tensor<2xi64>) -> tensor<2xi32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %104 = stablehlo.concatenate %102, %103, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %105 = "stablehlo.scatter"(%85, %104, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<3x3xf64>, tensor<2x2xi32>, tensor<2xf64>) -> tensor<3x3xf64>
    %106 = stablehlo.add %83, %105 : tensor<3x3xf64>
    %107 = stablehlo.dot_general %59, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %108 = stablehlo.transpose %59, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %110 = stablehlo.subtract %109, %cst : tensor<3x3xf64>
    %111 = stablehlo.abs %110 : tensor<3x3xf64>
    %112 = stablehlo.multiply %111, %111 : tensor<3x3xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.reduce(%112 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %114 = stablehlo.sqrt %113 : tensor<f64>
    %115 = stablehlo.abs %cst : tensor<3x3xf64>
    %116 = stablehlo.multiply %115, %115 : tensor<3x3xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.reduce(%116 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %118 = stablehlo.sqrt %117 : tensor<f64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %119 = stablehlo.maximum %cst_38, %118 : tensor<f64>
    %cst_39 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %120 = stablehlo.multiply %cst_39, %119 : tensor<f64>
    %121 = stablehlo.compare LE, %114, %120, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.reduce(%121 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.concatenate %123, %124, %125, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %126 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<3xf64>) -> tensor<3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<3xf64>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xf64>, tensor<f64>) -> tensor<3x3xf64>
    return %7 : tensor<3x3xf64>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xf64>, %arg2: tensor<f64>) -> tensor<3x3xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xf64>
    return %2 : tensor<3x3xf64>
  }
}

// -----

// tridiagonal_case 3x3 complex64 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,0.000000e+00), (-1.61625409,1.45966172), (-0.737066686,-0.768579125)], [(-1.61625409,-1.45966172), (-0.477793187,0.000000e+00), (-0.151182622,-2.00860643)], [(-0.737066686,0.768579125), (-0.151182622,2.00860643), (-1.20207191,0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[-0.384030581, -2.20567822, 0.52581358]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<[2.42422581, -1.52421713]> : tensor<2xf32>
    %0:5 = stablehlo.custom_call @lapack_chetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xcomplex<f32>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.abs %20 : tensor<1x3xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %37 = stablehlo.abs %35 : tensor<1x2xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x2xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %50 = stablehlo.custom_call @lapack_cungqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2x2xcomplex<f32>>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<3x3xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<3x3xcomplex<f32>>, tensor<2xi32>, tensor<2x2xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %60 = stablehlo.convert %10 : (tensor<3xf32>) -> tensor<3xcomplex<f32>>
    %61 = call @_diag(%60) : (tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %62 = stablehlo.convert %14 : (tensor<2xf32>) -> tensor<2xcomplex<f32>>
    %63 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %66 = stablehlo.add %63, %65 : tensor<2xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %68 = stablehlo.add %63, %67 : tensor<2xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %70 = stablehlo.compare LT, %66, %69, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %72 = stablehlo.add %66, %71 : tensor<2xi64>
    %73 = stablehlo.select %70, %72, %66 : tensor<2xi1>, tensor<2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %75 = stablehlo.compare LT, %68, %74, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_28 = stablehlo.constant dense<3> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %77 = stablehlo.add %68, %76 : tensor<2xi64>
    %78 = stablehlo.select %75, %77, %68 : tensor<2xi1>, tensor<2xi64>
    %79 = stablehlo.convert %73 : (tensor<2xi64>) -> tensor<2xi32>
    %80 = stablehlo.convert %78 : (tensor<2xi64>) -> tensor<2xi32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %83 = stablehlo.concatenate %81, %82, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %84 = "stablehlo.scatter"(%64, %83, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<3x3xcomplex<f32>>, tensor<2x2xi32>, tensor<2xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %85 = stablehlo.add %61, %84 : tensor<3x3xcomplex<f32>>
    %86 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %87 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %89 = stablehlo.add %86, %88 : tensor<2xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %91 = stablehlo.add %86, %90 : tensor<2xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %93 = stablehlo.compare LT, %89, %92, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_33 = stablehlo.constant dense<3> : tensor<i64>
    %94 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %95 = stablehlo.add %89, %94 : tensor<2xi64>
    %96 = stablehlo.select %93, %95, %89 : tensor<2xi1>, tensor<2xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %98 = stablehlo.compare LT, %91, %97, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_35 = stablehlo.constant dense<3> : tensor<i64>
    %99 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %100 = stablehlo.add %91, %99 : tensor<2xi64>
    %101 = stablehlo.select %98, %100, %91 : tensor<2xi1>, tensor<2xi64>
    %102 = stablehlo.convert %96 : (tensor<2xi64>) -> tensor<2xi32>
    %103 = stablehlo.convert %101 : (tensor<2xi64>) -> tensor<2xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %106 = stablehlo.concatenate %104, %105, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %107 = "stablehlo.scatter"(%87, %106, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<3x3xcomplex<f32>>, tensor<2x2xi32>, tensor<2xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %108 = stablehlo.add %85, %107 : tensor<3x3xcomplex<f32>>
    %109 = stablehlo.dot_general %59, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %110 = stablehlo.transpose %59, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %111 = stablehlo.real %110 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %112 = stablehlo.imag %110 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %113 = stablehlo.negate %112 : tensor<3x3xf32>
    %114 = stablehlo.complex %111, %113 : tensor<3x3xcomplex<f32>>
    %115 = stablehlo.dot_general %109, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %116 = stablehlo.subtract %115, %cst : tensor<3x3xcomplex<f32>>
    %117 = stablehlo.abs %116 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<3x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %120 = stablehlo.sqrt %119 : tensor<f32>
    %121 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<3x3xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %124 = stablehlo.sqrt %123 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.maximum %cst_38, %124 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %126 = stablehlo.multiply %cst_39, %125 : tensor<f32>
    %127 = stablehlo.compare LE, %120, %126, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %128 = stablehlo.reduce(%127 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %129 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %130 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %131 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %132 = stablehlo.concatenate %129, %130, %131, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %132 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    return %7 : tensor<3x3xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xcomplex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %2 : tensor<3x3xcomplex<f32>>
  }
}

// -----

// tridiagonal_case 3x3 complex128 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,0.000000e+00), (0.65692628344730375,-1.8578035102085813), (-1.7505298518696581,-0.40208877906491924)], [(0.65692628344730375,1.8578035102085813), (2.3576817260859286,0.000000e+00), (0.31060790121487458,1.9568190588088978)], [(-1.7505298518696581,0.40208877906491924), (0.31060790121487458,-1.9568190588088978), (-2.6911967801950207,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[0.30478741544745303, -1.904458493279849, 1.5709434391707551]> : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<[-2.6662738368299568, 2.6979264244954746]> : tensor<2xf64>
    %0:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<2xf64>, tensor<2xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xcomplex<f64>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %22 = stablehlo.abs %20 : tensor<1x3xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %37 = stablehlo.abs %35 : tensor<1x2xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x2xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:3, 0:2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    %50 = stablehlo.custom_call @lapack_zungqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xcomplex<f64>>, tensor<2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<3x3xcomplex<f64>>, tensor<2xi32>, tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<3x3xcomplex<f64>>, tensor<2xi32>, tensor<2x2xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %60 = stablehlo.convert %10 : (tensor<3xf64>) -> tensor<3xcomplex<f64>>
    %61 = call @_diag(%60) : (tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %62 = stablehlo.convert %14 : (tensor<2xf64>) -> tensor<2xcomplex<f64>>
    %63 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %66 = stablehlo.add %63, %65 : tensor<2xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %68 = stablehlo.add %63, %67 : tensor<2xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %70 = stablehlo.compare LT, %66, %69, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %72 = stablehlo.add %66, %71 : tensor<2xi64>
    %73 = stablehlo.select %70, %72, %66 : tensor<2xi1>, tensor<2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %75 = stablehlo.compare LT, %68, %74, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_28 = stablehlo.constant dense<3> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %77 = stablehlo.add %68, %76 : tensor<2xi64>
    %78 = stablehlo.select %75, %77, %68 : tensor<2xi1>, tensor<2xi64>
    %79 = stablehlo.convert %73 : (tensor<2xi64>) -> tensor<2xi32>
    %80 = stablehlo.convert %78 : (tensor<2xi64>) -> tensor<2xi32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %83 = stablehlo.concatenate %81, %82, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %84 = "stablehlo.scatter"(%64, %83, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<3x3xcomplex<f64>>, tensor<2x2xi32>, tensor<2xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %85 = stablehlo.add %61, %84 : tensor<3x3xcomplex<f64>>
    %86 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %87 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %89 = stablehlo.add %86, %88 : tensor<2xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %91 = stablehlo.add %86, %90 : tensor<2xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %93 = stablehlo.compare LT, %89, %92, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_33 = stablehlo.constant dense<3> : tensor<i64>
    %94 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %95 = stablehlo.add %89, %94 : tensor<2xi64>
    %96 = stablehlo.select %93, %95, %89 : tensor<2xi1>, tensor<2xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %98 = stablehlo.compare LT, %91, %97, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_35 = stablehlo.constant dense<3> : tensor<i64>
    %99 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %100 = stablehlo.add %91, %99 : tensor<2xi64>
    %101 = stablehlo.select %98, %100, %91 : tensor<2xi1>, tensor<2xi64>
    %102 = stablehlo.convert %96 : (tensor<2xi64>) -> tensor<2xi32>
    %103 = stablehlo.convert %101 : (tensor<2xi64>) -> tensor<2xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %106 = stablehlo.concatenate %104, %105, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %107 = "stablehlo.scatter"(%87, %106, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<3x3xcomplex<f64>>, tensor<2x2xi32>, tensor<2xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %108 = stablehlo.add %85, %107 : tensor<3x3xcomplex<f64>>
    %109 = stablehlo.dot_general %59, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %110 = stablehlo.transpose %59, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %111 = stablehlo.real %110 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %112 = stablehlo.imag %110 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %113 = stablehlo.negate %112 : tensor<3x3xf64>
    %114 = stablehlo.complex %111, %113 : tensor<3x3xcomplex<f64>>
    %115 = stablehlo.dot_general %109, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %116 = stablehlo.subtract %115, %cst : tensor<3x3xcomplex<f64>>
    %117 = stablehlo.abs %116 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %118 = stablehlo.multiply %117, %117 : tensor<3x3xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %119 = stablehlo.reduce(%118 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %120 = stablehlo.sqrt %119 : tensor<f64>
    %121 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %122 = stablehlo.multiply %121, %121 : tensor<3x3xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %123 = stablehlo.reduce(%122 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %124 = stablehlo.sqrt %123 : tensor<f64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %125 = stablehlo.maximum %cst_38, %124 : tensor<f64>
    %cst_39 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %126 = stablehlo.multiply %cst_39, %125 : tensor<f64>
    %127 = stablehlo.compare LE, %120, %126, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %128 = stablehlo.reduce(%127 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %129 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %130 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %131 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %132 = stablehlo.concatenate %129, %130, %131, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %132 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<3x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    return %7 : tensor<3x3xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<3x1xcomplex<f64>>, %arg2: tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %2 : tensor<3x3xcomplex<f64>>
  }
}

// -----

// tridiagonal_case 3x3 float32 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.921537518, -1.20840502, -2.702260e-02], [-1.20840502, 2.23484731, -1.17141855], [-2.702260e-02, -1.17141855, -1.60120678]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[0.977957963, 2.17842603, -1.60120678]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<[1.23739898, 1.17173028]> : tensor<2xf32>
    %0:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xf32>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.abs %20 : tensor<1x3xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %37 = stablehlo.abs %35 : tensor<1x2xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x2xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 3x3 float64 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.1626069227071674, -0.91324487347633987, -1.3534039451403688], [-0.91324487347633987, -2.8613186880476684, -1.742928196710825], [-1.3534039451403688, -1.742928196710825, 0.68113113417927496]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[-0.9168021106989026, -3.1071235000559332, 0.68113113417927496]> : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<[-0.59669478562213718, 2.2066945727968705]> : tensor<2xf64>
    %0:5 = stablehlo.custom_call @lapack_dsytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xf64>, tensor<2xf64>, tensor<2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xf64>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %22 = stablehlo.abs %20 : tensor<1x3xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %37 = stablehlo.abs %35 : tensor<1x2xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x2xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 3x3 complex64 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.22607017,0.000000e+00), (0.191641241,-0.602686644), (-1.34927201,0.785893917)], [(0.191641241,0.602686644), (-1.90159178,0.000000e+00), (0.22359252,0.0101059675)], [(-1.34927201,-0.785893917), (0.22359252,-0.0101059675), (1.8403939,0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[-1.77114868, -2.3565135, 1.8403939]> : tensor<3xf32>
    %cst_1 = stablehlo.constant dense<[-0.583623409, -1.5774219]> : tensor<2xf32>
    %0:5 = stablehlo.custom_call @lapack_chetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xf32>, tensor<2xf32>, tensor<2xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<2xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xcomplex<f32>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %22 = stablehlo.abs %20 : tensor<1x3xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %37 = stablehlo.abs %35 : tensor<1x2xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x2xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 3x3 complex128 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.58683478853982507,0.000000e+00), (0.097863741756425648,1.6431489721436729), (-2.9315241070050471,-0.1129674785307393)], [(0.097863741756425648,-1.6431489721436729), (2.3698686063320817,0.000000e+00), (1.3104212142845226,-0.46965146657130752)], [(-2.9315241070050471,0.1129674785307393), (1.3104212142845226,0.46965146657130752), (1.5271177072023612,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[2.5877509697412622, 0.36895242513064552, 1.5271177072023612]> : tensor<3xf64>
    %cst_1 = stablehlo.constant dense<[1.5078300667063043, -3.2472098022851608]> : tensor<2xf64>
    %0:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=3, j=3, k=3, l=3, m=3, n=2, o=2}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xf64>, tensor<2xf64>, tensor<2xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3xi1>, tensor<3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2xi1>, tensor<2xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2xi1>, tensor<2xcomplex<f64>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<3xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<3xf64>) -> tensor<1x3xf64>
    %22 = stablehlo.abs %20 : tensor<1x3xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<2xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<2xf64>) -> tensor<1x2xf64>
    %37 = stablehlo.abs %35 : tensor<1x2xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x2xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 2x3x3 float32 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[0.42310372, -0.29698047, -1.33035564], [-0.29698047, -0.744790912, 0.349694788], [-1.33035564, 0.349694788, -1.57261348]], [[-2.03546047, -1.56131899, 0.0553046465], [-1.56131899, 1.16492319, -1.31746101], [0.0553046465, -1.31746101, -2.33638501]]]> : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<[[0.42310372, -1.38460231, -0.932802259], [-2.03546047, 1.25375223, -2.42521405]]> : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<[[1.36310065, 0.49252218], [1.56229818, 1.190292]]> : tensor<2x2xf32>
    %0:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o], [i, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=2, p=2}, custom>} : (tensor<2x3x3xf32>) -> (tensor<2x3x3xf32>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3xi1>, tensor<2x3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2x2xi1>, tensor<2x2xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2x2xi1>, tensor<2x2xf32>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<2x3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %22 = stablehlo.abs %20 : tensor<2x1x3xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<2x1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.sqrt %24 : tensor<2xf32>
    %26 = stablehlo.abs %21 : tensor<2x1x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.sqrt %28 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf32>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.subtract %14, %cst_1 : tensor<2x2xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x1x2xf32>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x1x2xf32>
    %39 = stablehlo.abs %37 : tensor<2x1x2xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<2x1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %42 = stablehlo.sqrt %41 : tensor<2xf32>
    %43 = stablehlo.abs %38 : tensor<2x1x2xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<2x1x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.sqrt %45 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<2xf32>
    %51 = stablehlo.compare LE, %42, %50, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.reduce(%51 init: %c_15) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %53 = stablehlo.slice %6 [0:2, 1:3, 0:2] : (tensor<2x3x3xf32>) -> tensor<2x2x2xf32>
    %54 = stablehlo.custom_call @lapack_sorgqr_ffi(%53, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=2, k=2, l=2, m=2, n=2}, custom>} : (tensor<2x2x2xf32>, tensor<2x2xf32>) -> tensor<2x2x2xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %60 = "stablehlo.scatter"(%55, %58, %59) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<2x3x3xf32>, tensor<2xi32>, tensor<2xf32>) -> tensor<2x3x3xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.concatenate %61, %62, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %64 = "stablehlo.scatter"(%60, %63, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<2x3x3xf32>, tensor<2xi32>, tensor<2x2x2xf32>) -> tensor<2x3x3xf32>
    %65 = call @_diag(%10) : (tensor<2x3xf32>) -> tensor<2x3x3xf32>
    %66 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %68 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %69 = stablehlo.add %66, %68 : tensor<2xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %70 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %71 = stablehlo.add %66, %70 : tensor<2xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %73 = stablehlo.compare LT, %69, %72, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %75 = stablehlo.add %69, %74 : tensor<2xi64>
    %76 = stablehlo.select %73, %75, %69 : tensor<2xi1>, tensor<2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %77 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %78 = stablehlo.compare LT, %71, %77, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_28 = stablehlo.constant dense<3> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %80 = stablehlo.add %71, %79 : tensor<2xi64>
    %81 = stablehlo.select %78, %80, %71 : tensor<2xi1>, tensor<2xi64>
    %82 = stablehlo.convert %76 : (tensor<2xi64>) -> tensor<2xi32>
    %83 = stablehlo.convert %81 : (tensor<2xi64>) -> tensor<2xi32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %86 = stablehlo.concatenate %84, %85, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %87 = "stablehlo.scatter"(%67, %86, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<2x3x3xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<2x3x3xf32>
    %88 = stablehlo.add %65, %87 : tensor<2x3x3xf32>
    %89 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x3x3xf32>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %91 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %92 = stablehlo.add %89, %91 : tensor<2xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %93 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %94 = stablehlo.add %89, %93 : tensor<2xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %96 = stablehlo.compare LT, %92, %95, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_33 = stablehlo.constant dense<3> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %98 = stablehlo.add %92, %97 : tensor<2xi64>
    %99 = stablehlo.select %96, %98, %92 : tensor<2xi1>, tensor<2xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %100 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %101 = stablehlo.compare LT, %94, %100, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_35 = stablehlo.constant dense<3> : tensor<i64>
    %102 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %103 = stablehlo.add %94, %102 : tensor<2xi64>
    %104 = stablehlo.select %101, %103, %94 : tensor<2xi1>, tensor<2xi64>
    %105 = stablehlo.convert %99 : (tensor<2xi64>) -> tensor<2xi32>
    %106 = stablehlo.convert %104 : (tensor<2xi64>) -> tensor<2xi32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %109 = stablehlo.concatenate %107, %108, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %110 = "stablehlo.scatter"(%90, %109, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<2x3x3xf32>, tensor<2x2xi32>, tensor<2x2xf32>) -> tensor<2x3x3xf32>
    %111 = stablehlo.add %88, %110 : tensor<2x3x3xf32>
    %112 = stablehlo.dot_general %64, %111, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %113 = stablehlo.transpose %64, dims = [0, 2, 1] : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %114 = stablehlo.dot_general %112, %113, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %115 = stablehlo.subtract %114, %cst : tensor<2x3x3xf32>
    %116 = stablehlo.abs %115 : tensor<2x3x3xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<2x3x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_36) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %119 = stablehlo.sqrt %118 : tensor<2xf32>
    %120 = stablehlo.abs %cst : tensor<2x3x3xf32>
    %121 = stablehlo.multiply %120, %120 : tensor<2x3x3xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_37) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %123 = stablehlo.sqrt %122 : tensor<2xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<2xf32>
    %cst_39 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<2xf32>
    %128 = stablehlo.compare LE, %119, %127, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %129 = stablehlo.reduce(%128 init: %c_40) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %130 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %131 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %132 = stablehlo.broadcast_in_dim %129, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %133 = stablehlo.concatenate %130, %131, %132, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %133 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<2x3xf32>) -> tensor<2x3x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<2x3x1xf32>, tensor<f32>) -> tensor<2x3x3xf32>
    return %7 : tensor<2x3x3xf32>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<2x3x1xf32>, %arg2: tensor<f32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xf32>) -> tensor<2x3x3xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %4 = stablehlo.select %2, %0, %3 : tensor<2x3x3xi1>, tensor<2x3x3xf32>
    return %4 : tensor<2x3x3xf32>
  }
}

// -----

// tridiagonal_case 2x3x3 complex128 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-0.046257873613389844,0.000000e+00), (-0.62403557525668019,0.96178905371540279), (1.1363327579818576,-0.36163017418750698)], [(-0.62403557525668019,-0.96178905371540279), (2.082504102115756,0.000000e+00), (0.078475281281965569,0.83101042239929979)], [(1.1363327579818576,0.36163017418750698), (0.078475281281965569,-0.83101042239929979), (2.215396829094983,0.000000e+00)]], [[(-1.2400731706713453,0.000000e+00), (1.4217528666494179,1.4741844338974295), (-0.48490549990493115,-0.32756103210680587)], [(1.4217528666494179,-1.4741844338974295), (-0.32935430308439262,0.000000e+00), (0.062660202019894973,-1.3648313026937053)], [(-0.48490549990493115,0.32756103210680587), (0.062660202019894973,1.3648313026937053), (0.098412248592540941,0.000000e+00)]]]> : tensor<2x3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[-0.046257873613389844, 1.5642183143565322, 2.7336826168542068], [-1.2400731706713453, -0.4793361636313942, 0.24839410913954235]]> : tensor<2x3xf64>
    %cst_1 = stablehlo.constant dense<[[1.6542330859882617, 0.59936643418316815], [-2.1300306412266115, 1.3341810236757039]]> : tensor<2x2xf64>
    %0:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o], [i, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=2, p=2}, custom>} : (tensor<2x3x3xcomplex<f64>>) -> (tensor<2x3x3xcomplex<f64>>, tensor<2x3xf64>, tensor<2x2xf64>, tensor<2x2xcomplex<f64>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3xi1>, tensor<2x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2x2xi1>, tensor<2x2xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<2x2xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2x2xi1>, tensor<2x2xcomplex<f64>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<2x3xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %22 = stablehlo.abs %20 : tensor<2x1x3xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<2x1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %25 = stablehlo.sqrt %24 : tensor<2xf64>
    %26 = stablehlo.abs %21 : tensor<2x1x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<2x1x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.sqrt %28 : tensor<2xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf64>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.subtract %14, %cst_1 : tensor<2x2xf64>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2xf64>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2xf64>
    %39 = stablehlo.abs %37 : tensor<2x1x2xf64>
    %40 = stablehlo.multiply %39, %39 : tensor<2x1x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %42 = stablehlo.sqrt %41 : tensor<2xf64>
    %43 = stablehlo.abs %38 : tensor<2x1x2xf64>
    %44 = stablehlo.multiply %43, %43 : tensor<2x1x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %46 = stablehlo.sqrt %45 : tensor<2xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %48 = stablehlo.maximum %47, %46 : tensor<2xf64>
    %cst_14 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<2xf64>
    %51 = stablehlo.compare LE, %42, %50, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.reduce(%51 init: %c_15) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %53 = stablehlo.slice %6 [0:2, 1:3, 0:2] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x2x2xcomplex<f64>>
    %54 = stablehlo.custom_call @lapack_zungqr_ffi(%53, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=2, k=2, l=2, m=2, n=2}, custom>} : (tensor<2x2x2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) -> tensor<2x2x2xcomplex<f64>>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %59 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<complex<f64>>) -> tensor<2xcomplex<f64>>
    %60 = "stablehlo.scatter"(%55, %58, %59) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<2x3x3xcomplex<f64>>, tensor<2xi32>, tensor<2xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %63 = stablehlo.concatenate %61, %62, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %64 = "stablehlo.scatter"(%60, %63, %54) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1, 2]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<2x3x3xcomplex<f64>>, tensor<2xi32>, tensor<2x2x2xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %65 = stablehlo.convert %10 : (tensor<2x3xf64>) -> tensor<2x3xcomplex<f64>>
    %66 = call @_diag(%65) : (tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %67 = stablehlo.convert %14 : (tensor<2x2xf64>) -> tensor<2x2xcomplex<f64>>
    %68 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %69 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %70 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %71 = stablehlo.add %68, %70 : tensor<2xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %73 = stablehlo.add %68, %72 : tensor<2xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %75 = stablehlo.compare LT, %71, %74, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_26 = stablehlo.constant dense<3> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %77 = stablehlo.add %71, %76 : tensor<2xi64>
    %78 = stablehlo.select %75, %77, %71 : tensor<2xi1>, tensor<2xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %79 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %80 = stablehlo.compare LT, %73, %79, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_28 = stablehlo.constant dense<3> : tensor<i64>
    %81 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %82 = stablehlo.add %73, %81 : tensor<2xi64>
    %83 = stablehlo.select %80, %82, %73 : tensor<2xi1>, tensor<2xi64>
    %84 = stablehlo.convert %78 : (tensor<2xi64>) -> tensor<2xi32>
    %85 = stablehlo.convert %83 : (tensor<2xi64>) -> tensor<2xi32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %88 = stablehlo.concatenate %86, %87, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %89 = "stablehlo.scatter"(%69, %88, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<2x3x3xcomplex<f64>>, tensor<2x2xi32>, tensor<2x2xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %90 = stablehlo.add %66, %89 : tensor<2x3x3xcomplex<f64>>
    %91 = stablehlo.iota dim = 0 : tensor<2xi64>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %92 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %93 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %94 = stablehlo.add %91, %93 : tensor<2xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %96 = stablehlo.add %91, %95 : tensor<2xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %98 = stablehlo.compare LT, %94, %97, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_33 = stablehlo.constant dense<3> : tensor<i64>
    %99 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %100 = stablehlo.add %94, %99 : tensor<2xi64>
    %101 = stablehlo.select %98, %100, %94 : tensor<2xi1>, tensor<2xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %102 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %103 = stablehlo.compare LT, %96, %102, SIGNED : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi1>
    %c_35 = stablehlo.constant dense<3> : tensor<i64>
    %104 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<2xi64>
    %105 = stablehlo.add %96, %104 : tensor<2xi64>
    %106 = stablehlo.select %103, %105, %96 : tensor<2xi1>, tensor<2xi64>
    %107 = stablehlo.convert %101 : (tensor<2xi64>) -> tensor<2xi32>
    %108 = stablehlo.convert %106 : (tensor<2xi64>) -> tensor<2xi32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %111 = stablehlo.concatenate %109, %110, dim = 1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
    %112 = "stablehlo.scatter"(%92, %111, %67) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1, 2], scatter_dims_to_operand_dims = [1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<2x3x3xcomplex<f64>>, tensor<2x2xi32>, tensor<2x2xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %113 = stablehlo.add %90, %112 : tensor<2x3x3xcomplex<f64>>
    %114 = stablehlo.dot_general %64, %113, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %115 = stablehlo.transpose %64, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %116 = stablehlo.real %115 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %117 = stablehlo.imag %115 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %118 = stablehlo.negate %117 : tensor<2x3x3xf64>
    %119 = stablehlo.complex %116, %118 : tensor<2x3x3xcomplex<f64>>
    %120 = stablehlo.dot_general %114, %119, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %121 = stablehlo.subtract %120, %cst : tensor<2x3x3xcomplex<f64>>
    %122 = stablehlo.abs %121 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %123 = stablehlo.multiply %122, %122 : tensor<2x3x3xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %124 = stablehlo.reduce(%123 init: %cst_36) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %125 = stablehlo.sqrt %124 : tensor<2xf64>
    %126 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %127 = stablehlo.multiply %126, %126 : tensor<2x3x3xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %128 = stablehlo.reduce(%127 init: %cst_37) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %129 = stablehlo.sqrt %128 : tensor<2xf64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %130 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %131 = stablehlo.maximum %130, %129 : tensor<2xf64>
    %cst_39 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %132 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %133 = stablehlo.multiply %132, %131 : tensor<2xf64>
    %134 = stablehlo.compare LE, %125, %133, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %135 = stablehlo.reduce(%134 init: %c_40) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %136 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %137 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %138 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %139 = stablehlo.concatenate %136, %137, %138, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %139 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<2x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<2x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %1 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %2 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %4 = stablehlo.add %1, %3 : tensor<3x3xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<3x3xi1>, tensor<2x3x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    return %7 : tensor<2x3x3xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<3x3xi1>, %arg1: tensor<2x3x1xcomplex<f64>>, %arg2: tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<2x3x1xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<3x3xi1>) -> tensor<2x3x3xi1>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %4 = stablehlo.select %2, %0, %3 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    return %4 : tensor<2x3x3xcomplex<f64>>
  }
}

// -----

// tridiagonal_case 2x3x3 float64 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.4591947181896261, -1.5367005527060178, 1.8544161502677357], [-1.5367005527060178, 2.091628258398881, -2.7155196180118835], [1.8544161502677357, -2.7155196180118835, -1.3522913745448488]], [[-2.1070854570236426, 1.6287822172685038, -0.35162843013436873], [1.6287822172685038, -0.63196349951377417, -1.787651404350584], [-0.35162843013436873, -1.787651404350584, -2.005654475128642]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[-1.7612371129452815, 2.3936706531545386, -1.3522913745448488], [-2.6690289328484447, -0.070020023688972532, -2.005654475128642]]> : tensor<2x3xf64>
    %cst_1 = stablehlo.constant dense<[[-1.0944039040752058, 3.2882983523672564], [-1.2280944105399481, 1.8219056222415517]]> : tensor<2x2xf64>
    %0:5 = stablehlo.custom_call @lapack_dsytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o], [i, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=2, p=2}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xf64>, tensor<2x2xf64>, tensor<2x2xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3xi1>, tensor<2x3xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2x2xi1>, tensor<2x2xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2x2xi1>, tensor<2x2xf64>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<2x3xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf64>) -> tensor<2x1x3xf64>
    %22 = stablehlo.abs %20 : tensor<2x1x3xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<2x1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %25 = stablehlo.sqrt %24 : tensor<2xf64>
    %26 = stablehlo.abs %21 : tensor<2x1x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<2x1x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.sqrt %28 : tensor<2xf64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf64>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.subtract %14, %cst_1 : tensor<2x2xf64>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2xf64>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 2] : (tensor<2x2xf64>) -> tensor<2x1x2xf64>
    %39 = stablehlo.abs %37 : tensor<2x1x2xf64>
    %40 = stablehlo.multiply %39, %39 : tensor<2x1x2xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %42 = stablehlo.sqrt %41 : tensor<2xf64>
    %43 = stablehlo.abs %38 : tensor<2x1x2xf64>
    %44 = stablehlo.multiply %43, %43 : tensor<2x1x2xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf64>, tensor<f64>) -> tensor<2xf64>
    %46 = stablehlo.sqrt %45 : tensor<2xf64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %48 = stablehlo.maximum %47, %46 : tensor<2xf64>
    %cst_14 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %50 = stablehlo.multiply %49, %48 : tensor<2xf64>
    %51 = stablehlo.compare LE, %42, %50, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.reduce(%51 init: %c_15) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %53 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %55 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 2x3x3 complex64 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.25889802,0.000000e+00), (-0.920926988,-0.693899095), (-0.50926733,0.120982602)], [(-0.920926988,0.693899095), (-1.0141753,0.000000e+00), (1.2334106,1.68011689)], [(-0.50926733,-0.120982602), (1.2334106,-1.68011689), (-0.782100141,0.000000e+00)]], [[(2.31222343,0.000000e+00), (0.545415878,-0.101108551), (-0.346004367,0.952857255)], [(0.545415878,0.101108551), (1.44614756,0.000000e+00), (-1.29957604,1.7268126)], [(-0.346004367,-0.952857255), (-1.29957604,-1.7268126), (-0.624960958,0.000000e+00)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[-2.05253053, -1.22054231, -0.782100141], [1.73224401, 2.02612734, -0.624960958]]> : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<[[1.24253154, -2.14897299], [0.688208878, 2.38713956]]> : tensor<2x2xf32>
    %0:5 = stablehlo.custom_call @lapack_chetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i, o], [i, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=2, p=2}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3xf32>, tensor<2x2xf32>, tensor<2x2xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3xi1>, tensor<2x3xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2x2xi1>, tensor<2x2xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<2x2xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x2xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<2x2xi1>, tensor<2x2xcomplex<f32>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<2x3xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [0, 2] : (tensor<2x3xf32>) -> tensor<2x1x3xf32>
    %22 = stablehlo.abs %20 : tensor<2x1x3xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<2x1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.sqrt %24 : tensor<2xf32>
    %26 = stablehlo.abs %21 : tensor<2x1x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x1x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.sqrt %28 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf32>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_10) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.subtract %14, %cst_1 : tensor<2x2xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x1x2xf32>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 2] : (tensor<2x2xf32>) -> tensor<2x1x2xf32>
    %39 = stablehlo.abs %37 : tensor<2x1x2xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<2x1x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %42 = stablehlo.sqrt %41 : tensor<2xf32>
    %43 = stablehlo.abs %38 : tensor<2x1x2xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<2x1x2xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.sqrt %45 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<2xf32>
    %cst_14 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<2xf32>
    %51 = stablehlo.compare LE, %42, %50, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %52 = stablehlo.reduce(%51 init: %c_15) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %53 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %55 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 5x5 float32 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.952787518, -0.0446228981, -0.08492738, -1.98812485, 1.63312066], [-0.0446228981, 0.845020056, 1.23023951, -0.567831039, 1.25037169], [-0.08492738, 1.23023951, 1.73896611, 0.948300182, -1.48719621], [-1.98812485, -0.567831039, 0.948300182, 1.34000897, 0.792737246], [1.63312066, 1.25037169, -1.48719621, 0.792737246, 0.911845982]]> : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<[0.952787518, 0.460719794, 0.0202935934, 2.18402267, 2.17080545]> : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<[2.57467031, 2.13431096, -0.9524073, 0.107275486]> : tensor<4xf32>
    %0:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xf32>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %22 = stablehlo.abs %20 : tensor<1x5xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x5xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %37 = stablehlo.abs %35 : tensor<1x4xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x4xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xf32>) -> tensor<4x4xf32>
    %50 = stablehlo.custom_call @lapack_sorgqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4x4xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<2xi32>, tensor<f32>) -> tensor<5x5xf32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<2xi32>, tensor<4x4xf32>) -> tensor<5x5xf32>
    %60 = call @_diag(%10) : (tensor<5xf32>) -> tensor<5x5xf32>
    %61 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %64 = stablehlo.add %61, %63 : tensor<4xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %66 = stablehlo.add %61, %65 : tensor<4xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %68 = stablehlo.compare LT, %64, %67, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_26 = stablehlo.constant dense<5> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %70 = stablehlo.add %64, %69 : tensor<4xi64>
    %71 = stablehlo.select %68, %70, %64 : tensor<4xi1>, tensor<4xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %73 = stablehlo.compare LT, %66, %72, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_28 = stablehlo.constant dense<5> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %75 = stablehlo.add %66, %74 : tensor<4xi64>
    %76 = stablehlo.select %73, %75, %66 : tensor<4xi1>, tensor<4xi64>
    %77 = stablehlo.convert %71 : (tensor<4xi64>) -> tensor<4xi32>
    %78 = stablehlo.convert %76 : (tensor<4xi64>) -> tensor<4xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %81 = stablehlo.concatenate %79, %80, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %82 = "stablehlo.scatter"(%62, %81, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<5x5xf32>
    %83 = stablehlo.add %60, %82 : tensor<5x5xf32>
    %84 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %86 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %87 = stablehlo.add %84, %86 : tensor<4xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %89 = stablehlo.add %84, %88 : tensor<4xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %91 = stablehlo.compare LT, %87, %90, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_33 = stablehlo.constant dense<5> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %93 = stablehlo.add %87, %92 : tensor<4xi64>
    %94 = stablehlo.select %91, %93, %87 : tensor<4xi1>, tensor<4xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %96 = stablehlo.compare LT, %89, %95, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_35 = stablehlo.constant dense<5> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %98 = stablehlo.add %89, %97 : tensor<4xi64>
    %99 = stablehlo.select %96, %98, %89 : tensor<4xi1>, tensor<4xi64>
    %100 = stablehlo.convert %94 : (tensor<4xi64>) -> tensor<4xi32>
    %101 = stablehlo.convert %99 : (tensor<4xi64>) -> tensor<4xi32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %104 = stablehlo.concatenate %102, %103, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %105 = "stablehlo.scatter"(%85, %104, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      stablehlo.return %arg1 : tensor<f32>
    }) : (tensor<5x5xf32>, tensor<4x2xi32>, tensor<4xf32>) -> tensor<5x5xf32>
    %106 = stablehlo.add %83, %105 : tensor<5x5xf32>
    %107 = stablehlo.dot_general %59, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %108 = stablehlo.transpose %59, dims = [1, 0] : (tensor<5x5xf32>) -> tensor<5x5xf32>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf32>, tensor<5x5xf32>) -> tensor<5x5xf32>
    %110 = stablehlo.subtract %109, %cst : tensor<5x5xf32>
    %111 = stablehlo.abs %110 : tensor<5x5xf32>
    %112 = stablehlo.multiply %111, %111 : tensor<5x5xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %114 = stablehlo.sqrt %113 : tensor<f32>
    %115 = stablehlo.abs %cst : tensor<5x5xf32>
    %116 = stablehlo.multiply %115, %115 : tensor<5x5xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %118 = stablehlo.sqrt %117 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.maximum %cst_38, %118 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %120 = stablehlo.multiply %cst_39, %119 : tensor<f32>
    %121 = stablehlo.compare LE, %114, %120, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.reduce(%121 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.concatenate %123, %124, %125, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %126 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<5xf32>) -> tensor<5x5xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<5xf32>
    %1 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %2 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %4 = stablehlo.add %1, %3 : tensor<5x5xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xf32>) -> tensor<5x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<5x5xi1>, tensor<5x1xf32>, tensor<f32>) -> tensor<5x5xf32>
    return %7 : tensor<5x5xf32>
  }
  func.func private @_where(%arg0: tensor<5x5xi1>, %arg1: tensor<5x1xf32>, %arg2: tensor<f32>) -> tensor<5x5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xf32>) -> tensor<5x5xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x5xi1>, tensor<5x5xf32>
    return %2 : tensor<5x5xf32>
  }
}

// -----

// tridiagonal_case 5x5 float64 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.9986024865241303, 1.5436901967301742, 1.3375498374289383, -1.3786605876462832, 0.37942249523501914], [1.5436901967301742, -0.74427945991003863, 1.122632406622428, -1.2361905605800585, -1.6200360740253474], [1.3375498374289383, 1.122632406622428, -2.1720452309396752, -0.07874132311480686, -1.69142949250471], [-1.3786605876462832, -1.2361905605800585, -0.07874132311480686, -0.46139403376863797, 0.64474418982918547], [0.37942249523501914, -1.6200360740253474, -1.69142949250471, 0.64474418982918547, 1.3870446603081135]]> : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<[-0.9986024865241303, -0.070408192934027003, 1.004082698454793, -0.93513370337525414, -1.9892148664557501]> : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<[-2.4933281847575914, -2.2869848664360282, -1.9009937382109183, -0.79605231884003491]> : tensor<4xf64>
    %0:5 = stablehlo.custom_call @lapack_dsytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5xf64>, tensor<4xf64>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xf64>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %22 = stablehlo.abs %20 : tensor<1x5xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x5xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %37 = stablehlo.abs %35 : tensor<1x4xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x4xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xf64>) -> tensor<4x4xf64>
    %50 = stablehlo.custom_call @lapack_dorgqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xf64>, tensor<4xf64>) -> tensor<4x4xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<5x5xf64>, tensor<2xi32>, tensor<f64>) -> tensor<5x5xf64>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<5x5xf64>, tensor<2xi32>, tensor<4x4xf64>) -> tensor<5x5xf64>
    %60 = call @_diag(%10) : (tensor<5xf64>) -> tensor<5x5xf64>
    %61 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %63 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %64 = stablehlo.add %61, %63 : tensor<4xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %66 = stablehlo.add %61, %65 : tensor<4xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %68 = stablehlo.compare LT, %64, %67, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_26 = stablehlo.constant dense<5> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %70 = stablehlo.add %64, %69 : tensor<4xi64>
    %71 = stablehlo.select %68, %70, %64 : tensor<4xi1>, tensor<4xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %72 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %73 = stablehlo.compare LT, %66, %72, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_28 = stablehlo.constant dense<5> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %75 = stablehlo.add %66, %74 : tensor<4xi64>
    %76 = stablehlo.select %73, %75, %66 : tensor<4xi1>, tensor<4xi64>
    %77 = stablehlo.convert %71 : (tensor<4xi64>) -> tensor<4xi32>
    %78 = stablehlo.convert %76 : (tensor<4xi64>) -> tensor<4xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %81 = stablehlo.concatenate %79, %80, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %82 = "stablehlo.scatter"(%62, %81, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<5x5xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<5x5xf64>
    %83 = stablehlo.add %60, %82 : tensor<5x5xf64>
    %84 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %85 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %86 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %87 = stablehlo.add %84, %86 : tensor<4xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %89 = stablehlo.add %84, %88 : tensor<4xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %91 = stablehlo.compare LT, %87, %90, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_33 = stablehlo.constant dense<5> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %93 = stablehlo.add %87, %92 : tensor<4xi64>
    %94 = stablehlo.select %91, %93, %87 : tensor<4xi1>, tensor<4xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %95 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %96 = stablehlo.compare LT, %89, %95, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_35 = stablehlo.constant dense<5> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %98 = stablehlo.add %89, %97 : tensor<4xi64>
    %99 = stablehlo.select %96, %98, %89 : tensor<4xi1>, tensor<4xi64>
    %100 = stablehlo.convert %94 : (tensor<4xi64>) -> tensor<4xi32>
    %101 = stablehlo.convert %99 : (tensor<4xi64>) -> tensor<4xi32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %104 = stablehlo.concatenate %102, %103, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %105 = "stablehlo.scatter"(%85, %104, %14) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      stablehlo.return %arg1 : tensor<f64>
    }) : (tensor<5x5xf64>, tensor<4x2xi32>, tensor<4xf64>) -> tensor<5x5xf64>
    %106 = stablehlo.add %83, %105 : tensor<5x5xf64>
    %107 = stablehlo.dot_general %59, %106, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %108 = stablehlo.transpose %59, dims = [1, 0] : (tensor<5x5xf64>) -> tensor<5x5xf64>
    %109 = stablehlo.dot_general %107, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xf64>, tensor<5x5xf64>) -> tensor<5x5xf64>
    %110 = stablehlo.subtract %109, %cst : tensor<5x5xf64>
    %111 = stablehlo.abs %110 : tensor<5x5xf64>
    %112 = stablehlo.multiply %111, %111 : tensor<5x5xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %113 = stablehlo.reduce(%112 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %114 = stablehlo.sqrt %113 : tensor<f64>
    %115 = stablehlo.abs %cst : tensor<5x5xf64>
    %116 = stablehlo.multiply %115, %115 : tensor<5x5xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %117 = stablehlo.reduce(%116 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %118 = stablehlo.sqrt %117 : tensor<f64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %119 = stablehlo.maximum %cst_38, %118 : tensor<f64>
    %cst_39 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %120 = stablehlo.multiply %cst_39, %119 : tensor<f64>
    %121 = stablehlo.compare LE, %114, %120, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.reduce(%121 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %123 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %124 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %125 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %126 = stablehlo.concatenate %123, %124, %125, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %126 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<5xf64>) -> tensor<5x5xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<5xf64>, tensor<f64>) -> tensor<5xf64>
    %1 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %2 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %4 = stablehlo.add %1, %3 : tensor<5x5xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xf64>) -> tensor<5x1xf64>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<5x5xi1>, tensor<5x1xf64>, tensor<f64>) -> tensor<5x5xf64>
    return %7 : tensor<5x5xf64>
  }
  func.func private @_where(%arg0: tensor<5x5xi1>, %arg1: tensor<5x1xf64>, %arg2: tensor<f64>) -> tensor<5x5xf64> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xf64>) -> tensor<5x5xf64>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x5xi1>, tensor<5x5xf64>
    return %2 : tensor<5x5xf64>
  }
}

// -----

// tridiagonal_case 5x5 complex64 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.0543491058,0.000000e+00), (-0.478702843,0.446029514), (2.12228775,-1.86729264), (-0.745318114,-1.52815318), (-0.848990321,-1.00429869)], [(-0.478702843,-0.446029514), (0.128978491,0.000000e+00), (0.39747417,-0.179165363), (0.414531767,1.95104074), (1.07164359,2.13798189)], [(2.12228775,1.86729264), (0.39747417,0.179165363), (-0.56268847,0.000000e+00), (0.359005928,-0.702065289), (-0.976071834,-1.38277936)], [(-0.745318114,1.52815318), (0.414531767,-1.95104074), (0.359005928,0.702065289), (-1.17788243,0.000000e+00), (-2.07311249,1.4909209)], [(-0.848990321,1.00429869), (1.07164359,-2.13798189), (-0.976071834,1.38277936), (-2.07311249,-1.4909209), (-0.694139242,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[-0.0543491058, 0.299390316, -1.97701573, -1.96318817, 1.33508182]> : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<[3.61097455, 1.75323379, -3.49786878, -0.932750999]> : tensor<4xf32>
    %0:5 = stablehlo.custom_call @lapack_chetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %22 = stablehlo.abs %20 : tensor<1x5xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x5xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %37 = stablehlo.abs %35 : tensor<1x4xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x4xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %50 = stablehlo.custom_call @lapack_cungqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<5x5xcomplex<f32>>, tensor<2xi32>, tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<5x5xcomplex<f32>>, tensor<2xi32>, tensor<4x4xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %60 = stablehlo.convert %10 : (tensor<5xf32>) -> tensor<5xcomplex<f32>>
    %61 = call @_diag(%60) : (tensor<5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %62 = stablehlo.convert %14 : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
    %63 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %66 = stablehlo.add %63, %65 : tensor<4xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %68 = stablehlo.add %63, %67 : tensor<4xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %70 = stablehlo.compare LT, %66, %69, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_26 = stablehlo.constant dense<5> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %72 = stablehlo.add %66, %71 : tensor<4xi64>
    %73 = stablehlo.select %70, %72, %66 : tensor<4xi1>, tensor<4xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %75 = stablehlo.compare LT, %68, %74, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_28 = stablehlo.constant dense<5> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %77 = stablehlo.add %68, %76 : tensor<4xi64>
    %78 = stablehlo.select %75, %77, %68 : tensor<4xi1>, tensor<4xi64>
    %79 = stablehlo.convert %73 : (tensor<4xi64>) -> tensor<4xi32>
    %80 = stablehlo.convert %78 : (tensor<4xi64>) -> tensor<4xi32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %83 = stablehlo.concatenate %81, %82, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %84 = "stablehlo.scatter"(%64, %83, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<5x5xcomplex<f32>>, tensor<4x2xi32>, tensor<4xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %85 = stablehlo.add %61, %84 : tensor<5x5xcomplex<f32>>
    %86 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %87 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %89 = stablehlo.add %86, %88 : tensor<4xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %91 = stablehlo.add %86, %90 : tensor<4xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %93 = stablehlo.compare LT, %89, %92, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_33 = stablehlo.constant dense<5> : tensor<i64>
    %94 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %95 = stablehlo.add %89, %94 : tensor<4xi64>
    %96 = stablehlo.select %93, %95, %89 : tensor<4xi1>, tensor<4xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %98 = stablehlo.compare LT, %91, %97, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_35 = stablehlo.constant dense<5> : tensor<i64>
    %99 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %100 = stablehlo.add %91, %99 : tensor<4xi64>
    %101 = stablehlo.select %98, %100, %91 : tensor<4xi1>, tensor<4xi64>
    %102 = stablehlo.convert %96 : (tensor<4xi64>) -> tensor<4xi32>
    %103 = stablehlo.convert %101 : (tensor<4xi64>) -> tensor<4xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %106 = stablehlo.concatenate %104, %105, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %107 = "stablehlo.scatter"(%87, %106, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      stablehlo.return %arg1 : tensor<complex<f32>>
    }) : (tensor<5x5xcomplex<f32>>, tensor<4x2xi32>, tensor<4xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %108 = stablehlo.add %85, %107 : tensor<5x5xcomplex<f32>>
    %109 = stablehlo.dot_general %59, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %110 = stablehlo.transpose %59, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %111 = stablehlo.real %110 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %112 = stablehlo.imag %110 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %113 = stablehlo.negate %112 : tensor<5x5xf32>
    %114 = stablehlo.complex %111, %113 : tensor<5x5xcomplex<f32>>
    %115 = stablehlo.dot_general %109, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %116 = stablehlo.subtract %115, %cst : tensor<5x5xcomplex<f32>>
    %117 = stablehlo.abs %116 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<5x5xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %120 = stablehlo.sqrt %119 : tensor<f32>
    %121 = stablehlo.abs %cst : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<5x5xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %124 = stablehlo.sqrt %123 : tensor<f32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.maximum %cst_38, %124 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %126 = stablehlo.multiply %cst_39, %125 : tensor<f32>
    %127 = stablehlo.compare LE, %120, %126, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %128 = stablehlo.reduce(%127 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %129 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %130 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %131 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %132 = stablehlo.concatenate %129, %130, %131, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %132 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %1 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %2 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %4 = stablehlo.add %1, %3 : tensor<5x5xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xcomplex<f32>>) -> tensor<5x1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<5x5xi1>, tensor<5x1xcomplex<f32>>, tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    return %7 : tensor<5x5xcomplex<f32>>
  }
  func.func private @_where(%arg0: tensor<5x5xi1>, %arg1: tensor<5x1xcomplex<f32>>, %arg2: tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    return %2 : tensor<5x5xcomplex<f32>>
  }
}

// -----

// tridiagonal_case 5x5 complex128 (True,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.27542858956361993,0.000000e+00), (2.1756019730563945,-0.42097022081462243), (-0.10479177304434617,-1.7409582769490752), (0.71834062622107142,-0.29895386613771713), (-0.40189076793246969,-1.4195929487586203)], [(2.1756019730563945,0.42097022081462243), (2.6697754450906501,0.000000e+00), (-1.4403917714240568,1.2237330337518759), (2.3925934693081157,0.52824840002566797), (-0.57682196671112118,-0.26317092488078053)], [(-0.10479177304434617,1.7409582769490752), (-1.4403917714240568,-1.2237330337518759), (1.1040730519677906,0.000000e+00), (1.7947008192030873,-1.7808681283444905), (-1.8751449941791485,1.4924132390033513)], [(0.71834062622107142,0.29895386613771713), (2.3925934693081157,-0.52824840002566797), (1.7947008192030873,1.7808681283444905), (1.0219048155932864,0.000000e+00), (-2.3094631415435862,0.65098134860186163)], [(-0.40189076793246969,1.4195929487586203), (-0.57682196671112118,0.26317092488078053), (-1.8751449941791485,-1.4924132390033513), (-2.3094631415435862,-0.65098134860186163), (-2.2197311033066134,0.000000e+00)]]> : tensor<5x5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[0.27542858956361993, -0.46395931643168975, 1.1939224913548205, 3.8543942516915131, -2.0083352172695292]> : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<[-3.2763583303155004, -3.455404115999273, -2.9713574946909218, -1.9990385538171693]> : tensor<4xf64>
    %0:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<4xf64>, tensor<4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %22 = stablehlo.abs %20 : tensor<1x5xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x5xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %37 = stablehlo.abs %35 : tensor<1x4xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x4xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.slice %6 [1:5, 0:4] : (tensor<5x5xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %50 = stablehlo.custom_call @lapack_zungqr_ffi(%49, %18) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=4, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<4xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %cst_16 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %cst_19 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %55 = "stablehlo.scatter"(%51, %54, %cst_19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<5x5xcomplex<f64>>, tensor<2xi32>, tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_21 = stablehlo.constant dense<1> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %58 = stablehlo.concatenate %56, %57, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
    %59 = "stablehlo.scatter"(%55, %58, %50) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<5x5xcomplex<f64>>, tensor<2xi32>, tensor<4x4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %60 = stablehlo.convert %10 : (tensor<5xf64>) -> tensor<5xcomplex<f64>>
    %61 = call @_diag(%60) : (tensor<5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %62 = stablehlo.convert %14 : (tensor<4xf64>) -> tensor<4xcomplex<f64>>
    %63 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_22 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %64 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %c_23 = stablehlo.constant dense<0> : tensor<i64>
    %65 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %66 = stablehlo.add %63, %65 : tensor<4xi64>
    %c_24 = stablehlo.constant dense<1> : tensor<i64>
    %67 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %68 = stablehlo.add %63, %67 : tensor<4xi64>
    %c_25 = stablehlo.constant dense<0> : tensor<i64>
    %69 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %70 = stablehlo.compare LT, %66, %69, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_26 = stablehlo.constant dense<5> : tensor<i64>
    %71 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %72 = stablehlo.add %66, %71 : tensor<4xi64>
    %73 = stablehlo.select %70, %72, %66 : tensor<4xi1>, tensor<4xi64>
    %c_27 = stablehlo.constant dense<0> : tensor<i64>
    %74 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %75 = stablehlo.compare LT, %68, %74, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_28 = stablehlo.constant dense<5> : tensor<i64>
    %76 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %77 = stablehlo.add %68, %76 : tensor<4xi64>
    %78 = stablehlo.select %75, %77, %68 : tensor<4xi1>, tensor<4xi64>
    %79 = stablehlo.convert %73 : (tensor<4xi64>) -> tensor<4xi32>
    %80 = stablehlo.convert %78 : (tensor<4xi64>) -> tensor<4xi32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %83 = stablehlo.concatenate %81, %82, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %84 = "stablehlo.scatter"(%64, %83, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<5x5xcomplex<f64>>, tensor<4x2xi32>, tensor<4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %85 = stablehlo.add %61, %84 : tensor<5x5xcomplex<f64>>
    %86 = stablehlo.iota dim = 0 : tensor<4xi64>
    %cst_29 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %87 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %c_30 = stablehlo.constant dense<1> : tensor<i64>
    %88 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %89 = stablehlo.add %86, %88 : tensor<4xi64>
    %c_31 = stablehlo.constant dense<0> : tensor<i64>
    %90 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %91 = stablehlo.add %86, %90 : tensor<4xi64>
    %c_32 = stablehlo.constant dense<0> : tensor<i64>
    %92 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %93 = stablehlo.compare LT, %89, %92, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_33 = stablehlo.constant dense<5> : tensor<i64>
    %94 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %95 = stablehlo.add %89, %94 : tensor<4xi64>
    %96 = stablehlo.select %93, %95, %89 : tensor<4xi1>, tensor<4xi64>
    %c_34 = stablehlo.constant dense<0> : tensor<i64>
    %97 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %98 = stablehlo.compare LT, %91, %97, SIGNED : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi1>
    %c_35 = stablehlo.constant dense<5> : tensor<i64>
    %99 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i64>) -> tensor<4xi64>
    %100 = stablehlo.add %91, %99 : tensor<4xi64>
    %101 = stablehlo.select %98, %100, %91 : tensor<4xi1>, tensor<4xi64>
    %102 = stablehlo.convert %96 : (tensor<4xi64>) -> tensor<4xi32>
    %103 = stablehlo.convert %101 : (tensor<4xi64>) -> tensor<4xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %106 = stablehlo.concatenate %104, %105, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %107 = "stablehlo.scatter"(%87, %106, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      stablehlo.return %arg1 : tensor<complex<f64>>
    }) : (tensor<5x5xcomplex<f64>>, tensor<4x2xi32>, tensor<4xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %108 = stablehlo.add %85, %107 : tensor<5x5xcomplex<f64>>
    %109 = stablehlo.dot_general %59, %108, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %110 = stablehlo.transpose %59, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %111 = stablehlo.real %110 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %112 = stablehlo.imag %110 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %113 = stablehlo.negate %112 : tensor<5x5xf64>
    %114 = stablehlo.complex %111, %113 : tensor<5x5xcomplex<f64>>
    %115 = stablehlo.dot_general %109, %114, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %116 = stablehlo.subtract %115, %cst : tensor<5x5xcomplex<f64>>
    %117 = stablehlo.abs %116 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %118 = stablehlo.multiply %117, %117 : tensor<5x5xf64>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %119 = stablehlo.reduce(%118 init: %cst_36) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %120 = stablehlo.sqrt %119 : tensor<f64>
    %121 = stablehlo.abs %cst : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %122 = stablehlo.multiply %121, %121 : tensor<5x5xf64>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %123 = stablehlo.reduce(%122 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %124 = stablehlo.sqrt %123 : tensor<f64>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %125 = stablehlo.maximum %cst_38, %124 : tensor<f64>
    %cst_39 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %126 = stablehlo.multiply %cst_39, %125 : tensor<f64>
    %127 = stablehlo.compare LE, %120, %126, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<true> : tensor<i1>
    %128 = stablehlo.reduce(%127 init: %c_40) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %129 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %130 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %131 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %132 = stablehlo.concatenate %129, %130, %131, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %132 : tensor<3xi1>
  }
  func.func private @_diag(%arg0: tensor<5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %0 = stablehlo.pad %arg0, %cst, low = [0], high = [0], interior = [0] : (tensor<5xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %1 = stablehlo.iota dim = 0 : tensor<5x5xi64>
    %2 = stablehlo.iota dim = 1 : tensor<5x5xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<5x5xi64>
    %4 = stablehlo.add %1, %3 : tensor<5x5xi64>
    %5 = stablehlo.compare EQ, %4, %2, SIGNED : (tensor<5x5xi64>, tensor<5x5xi64>) -> tensor<5x5xi1>
    %6 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %7 = call @_where(%5, %6, %cst_0) : (tensor<5x5xi1>, tensor<5x1xcomplex<f64>>, tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    return %7 : tensor<5x5xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<5x5xi1>, %arg1: tensor<5x1xcomplex<f64>>, %arg2: tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<5x1xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    return %2 : tensor<5x5xcomplex<f64>>
  }
}

// -----

// tridiagonal_case 5x5 float32 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.62571275, 0.529257655, 0.385562271, -0.899745226, 0.600055397], [0.529257655, 2.8876164, -0.822292566, -0.424385071, -1.48073554], [0.385562271, -0.822292566, 2.79351544, 0.229791075, -0.0971608161], [-0.899745226, -0.424385071, 0.229791075, -0.344860226, -1.28297198], [0.600055397, -1.48073554, -0.0971608161, -1.28297198, -2.37938595]]> : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<[-1.31071961, 1.61534476, 2.49987435, 0.906060576, -2.37938595]> : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<[1.7432133, 0.83473432, -1.47137928, 2.05136585]> : tensor<4xf32>
    %0:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf32>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xf32>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %22 = stablehlo.abs %20 : tensor<1x5xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x5xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %37 = stablehlo.abs %35 : tensor<1x4xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x4xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 5x5 float64 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.8346080279394796, -0.17416991307319774, 1.0275668711635744, 1.1713338620592757, -0.2354689787317934], [-0.17416991307319774, 2.2701428516016247, 2.097148167315678, 0.91809217768760654, -0.41494288265645363], [1.0275668711635744, 2.097148167315678, 2.4829810081903547, -1.2467117153880196, -0.55238394064527419], [1.1713338620592757, 0.91809217768760654, -1.2467117153880196, -1.3680372813647406, 0.55372024699564704], [-0.2354689787317934, -0.41494288265645363, -0.55238394064527419, 0.55372024699564704, 2.6261416856555675]]> : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<[-0.28712816643087924, 0.53178265354917609, -0.9069248841235884, 2.2127489474930515, 2.6261416856555675]> : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<[0.79492153029069157, 1.6880952993242699, -3.317819250461882, -0.91616448612024004]> : tensor<4xf64>
    %0:5 = stablehlo.custom_call @lapack_dsytrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xf64>) -> (tensor<5x5xf64>, tensor<5xf64>, tensor<4xf64>, tensor<4xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<5x5xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xf64>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %22 = stablehlo.abs %20 : tensor<1x5xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x5xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %37 = stablehlo.abs %35 : tensor<1x4xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x4xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 5x5 complex64 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.706538498,0.000000e+00), (0.204657555,1.75400221), (1.83044493,-1.6702106), (0.0567164421,-0.684974313), (1.76119828,0.253528178)], [(0.204657555,-1.75400221), (1.08784974,0.000000e+00), (-1.78408515,0.51981163), (1.48378527,0.474000096), (2.36534595,0.196680248)], [(1.83044493,1.6702106), (-1.78408515,-0.51981163), (1.57735384,0.000000e+00), (-0.636149526,0.203569561), (-2.29264283,-0.0455770493)], [(0.0567164421,0.684974313), (1.48378527,-0.474000096), (-0.636149526,-0.203569561), (0.874066412,0.000000e+00), (-1.2207973,-0.588176608)], [(1.76119828,-0.253528178), (2.36534595,-0.196680248), (-2.29264283,0.0455770493), (-1.2207973,0.588176608), (0.292763084,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[1.75407457, -0.122725308, 1.7616657, 0.852793753, 0.292763084]> : tensor<5xf32>
    %cst_1 = stablehlo.constant dense<[0.197461411, 1.93894494, 3.35620022, 3.98675632]> : tensor<4xf32>
    %0:5 = stablehlo.custom_call @lapack_chetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5x5xcomplex<f32>>, tensor<5xf32>, tensor<4xf32>, tensor<4xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf32>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf32>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf32>) -> tensor<1x5xf32>
    %22 = stablehlo.abs %20 : tensor<1x5xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %25 = stablehlo.sqrt %24 : tensor<f32>
    %26 = stablehlo.abs %21 : tensor<1x5xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.sqrt %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f32>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %37 = stablehlo.abs %35 : tensor<1x4xf32>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %40 = stablehlo.sqrt %39 : tensor<f32>
    %41 = stablehlo.abs %36 : tensor<1x4xf32>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.sqrt %43 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f32>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}

// -----

// tridiagonal_case 5x5 complex128 (False,)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(2.1110542423720284,0.000000e+00), (-0.34925302917853784,-0.015104439667199543), (1.2564049858973387,-0.13773933326113896), (1.1118945609863888,-0.22763522847200579), (-1.2322327514534386,1.8221819324433883)], [(-0.34925302917853784,0.015104439667199543), (2.650273213385776,0.000000e+00), (-2.7385821883701014,-1.4642330370933858), (-1.2797239995704017,-1.1434312460876752), (-1.5884559092512807,1.0938026880511795)], [(1.2564049858973387,0.13773933326113896), (-2.7385821883701014,1.4642330370933858), (1.555858640778693,0.000000e+00), (0.013805276014827506,0.2860683358612266), (-1.4784653104896723,0.26554134125934858)], [(1.1118945609863888,0.22763522847200579), (-1.2797239995704017,1.1434312460876752), (0.013805276014827506,-0.2860683358612266), (0.60176640832067907,0.000000e+00), (1.6457687241998067,0.11398188323728986)], [(-1.2322327514534386,-1.8221819324433883), (-1.5884559092512807,-1.0938026880511795), (-1.4784653104896723,-0.26554134125934858), (1.6457687241998067,-0.11398188323728986), (0.2981421234806314,0.000000e+00)]]> : tensor<5x5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[1.9756296287509159, 2.5849694580742453, 1.2764457557652609, 1.0819076622667563, 0.2981421234806314]> : tensor<5xf64>
    %cst_1 = stablehlo.constant dense<[-2.5941923121363648, 2.8759143579500548, -1.0570034885051309, -3.6791655964635033]> : tensor<4xf64>
    %0:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%cst) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<4xf64>, tensor<4xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5xi1>, tensor<5xf64>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4xi1>, tensor<4xf64>
    %15 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %18 = stablehlo.select %17, %0#3, %16 : tensor<4xi1>, tensor<4xcomplex<f64>>
    %19 = stablehlo.subtract %10, %cst_0 : tensor<5xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %21 = stablehlo.broadcast_in_dim %cst_0, dims = [1] : (tensor<5xf64>) -> tensor<1x5xf64>
    %22 = stablehlo.abs %20 : tensor<1x5xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<1x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %25 = stablehlo.sqrt %24 : tensor<f64>
    %26 = stablehlo.abs %21 : tensor<1x5xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<1x5xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %29 = stablehlo.sqrt %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.maximum %cst_8, %29 : tensor<f64>
    %cst_9 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %31 = stablehlo.multiply %cst_9, %30 : tensor<f64>
    %32 = stablehlo.compare LE, %25, %31, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_10) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.subtract %14, %cst_1 : tensor<4xf64>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %36 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<4xf64>) -> tensor<1x4xf64>
    %37 = stablehlo.abs %35 : tensor<1x4xf64>
    %38 = stablehlo.multiply %37, %37 : tensor<1x4xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %39 = stablehlo.reduce(%38 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %40 = stablehlo.sqrt %39 : tensor<f64>
    %41 = stablehlo.abs %36 : tensor<1x4xf64>
    %42 = stablehlo.multiply %41, %41 : tensor<1x4xf64>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4xf64>, tensor<f64>) -> tensor<f64>
    %44 = stablehlo.sqrt %43 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %45 = stablehlo.maximum %cst_13, %44 : tensor<f64>
    %cst_14 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %46 = stablehlo.multiply %cst_14, %45 : tensor<f64>
    %47 = stablehlo.compare LE, %40, %46, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %48 = stablehlo.reduce(%47 init: %c_15) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %49 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %50 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %51 = stablehlo.concatenate %49, %50, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %51 : tensor<2xi1>
  }
}
