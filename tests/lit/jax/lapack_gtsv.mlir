// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// gtsv_case 4x4 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.29113615, 0.616580248, 0.26929909]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<[6.54192877, 7.87536478, 6.62552309, 9.35063743]> : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<[2.78197646, -0.699350893, 1.75035024, 0.000000e+00]> : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<[[0.408267379, 2.55357981, -2.57378364], [-2.47722411, -2.87868953, 1.99571908], [1.66894054, 2.22007298, 2.871710e+00], [1.79495144, -0.23112382, 1.68317509]]> : tensor<4x3xf32>
    %cst_3 = stablehlo.constant dense<[6.54192877, 7.87536478, 6.62552309, 9.35063743]> : tensor<4xf32>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_4 = stablehlo.constant dense<[1.29113615, 0.616580248, 0.26929909]> : tensor<3xf32>
    %1 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %cst_5 = stablehlo.constant dense<[2.78197646, -0.699350893, 1.75035024]> : tensor<3xf32>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [0] : (tensor<3xf32>) -> tensor<3x1xf32>
    %3:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=3, n=4, o=4, p=4, q=4, r=3}, custom>} : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x3xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x3xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %9 = stablehlo.select %8, %3#3, %7 : tensor<4x3xi1>, tensor<4x3xf32>
    %10 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x3xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<4x3xf32>
    %12 = stablehlo.slice %9 [0:3, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<3x3xf32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<1xi32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %17 = stablehlo.slice %9 [1:4, 0:3] : (tensor<4x3xf32>) -> tensor<3x3xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xf32>) -> tensor<3x3xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<3x3xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%16, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f32>, %arg1: tensor<f32>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<f32>
      stablehlo.return %36 : tensor<f32>
    }) : (tensor<4x3xf32>, tensor<1xi32>, tensor<3x3xf32>) -> tensor<4x3xf32>
    %22 = stablehlo.subtract %21, %cst_2 : tensor<4x3xf32>
    %23 = stablehlo.abs %22 : tensor<4x3xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<4x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.sqrt %25 : tensor<f32>
    %27 = stablehlo.abs %cst_2 : tensor<4x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<4x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.maximum %cst_11, %30 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %32 = stablehlo.multiply %cst_12, %31 : tensor<f32>
    %33 = stablehlo.compare LE, %26, %32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_13) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %35 : tensor<1xi1>
  }
}

// -----

// gtsv_case 4x4 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, 1.3219469606529488, -2.9993137510959307, -1.1860045642089614]> : tensor<4xf64>
    %cst_0 = stablehlo.constant dense<[4.880535344902678, 4.5540315686127872, 5.1175612682660256, 6.0733643622582862]> : tensor<4xf64>
    %cst_1 = stablehlo.constant dense<[-0.61939515461598038, 0.23290040402014167, -0.48483291358023095, 0.000000e+00]> : tensor<4xf64>
    %cst_2 = stablehlo.constant dense<[[-1.7732865016108954, 2.2687046183456729, -2.835674440812443], [1.0228050610704136, -0.4961711857972384, 0.35213897067450972], [-2.1576783684285976, -1.8113910654907273, 1.8044674120532198], [2.8095694543163852, -1.119454931044543, 1.1539356940158845]]> : tensor<4x3xf64>
    %cst_3 = stablehlo.constant dense<[4.880535344902678, 4.5540315686127872, 5.1175612682660256, 6.0733643622582862]> : tensor<4xf64>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<4xf64>) -> tensor<4x1xf64>
    %cst_4 = stablehlo.constant dense<[1.3219469606529488, -2.9993137510959307, -1.1860045642089614]> : tensor<3xf64>
    %1 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %cst_5 = stablehlo.constant dense<[-0.61939515461598038, 0.23290040402014167, -0.48483291358023095]> : tensor<3xf64>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [0] : (tensor<3xf64>) -> tensor<3x1xf64>
    %3:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=3, n=4, o=4, p=4, q=4, r=3}, custom>} : (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x3xf64>) -> (tensor<4xf64>, tensor<4xf64>, tensor<4xf64>, tensor<4x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_6 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %9 = stablehlo.select %8, %3#3, %7 : tensor<4x3xi1>, tensor<4x3xf64>
    %10 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xf64>) -> tensor<4x3xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<4x3xf64>
    %12 = stablehlo.slice %9 [0:3, 0:3] : (tensor<4x3xf64>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<3x3xf64>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %36 : tensor<f64>
    }) : (tensor<4x3xf64>, tensor<1xi32>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %17 = stablehlo.slice %9 [1:4, 0:3] : (tensor<4x3xf64>) -> tensor<3x3xf64>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xf64>) -> tensor<3x3xf64>
    %19 = stablehlo.multiply %18, %17 : tensor<3x3xf64>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%16, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %36 : tensor<f64>
    }) : (tensor<4x3xf64>, tensor<1xi32>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %22 = stablehlo.subtract %21, %cst_2 : tensor<4x3xf64>
    %23 = stablehlo.abs %22 : tensor<4x3xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<4x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %26 = stablehlo.sqrt %25 : tensor<f64>
    %27 = stablehlo.abs %cst_2 : tensor<4x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<4x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.maximum %cst_11, %30 : tensor<f64>
    %cst_12 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %32 = stablehlo.multiply %cst_12, %31 : tensor<f64>
    %33 = stablehlo.compare LE, %26, %32, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_13) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %35 : tensor<1xi1>
  }
}

// -----

// gtsv_case 4x4 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (-2.84444261,-1.01799107), (0.297974855,-1.7721082), (-0.388065636,0.715625822)]> : tensor<4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[(5.79792786,-2.19252038), (5.60096359,0.0814687311), (7.72680283,-1.89336085), (7.17485237,1.71201086)]> : tensor<4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(2.12385178,0.0314765424), (-0.0345789753,-2.6082809), (2.07936883,-0.43126604), (0.000000e+00,0.000000e+00)]> : tensor<4xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<[[(-2.23704028,1.76182473), (0.580471873,0.480025083), (-1.64392805,-2.0262084)], [(-2.35832596,1.20451403), (-1.67816281,2.78730655), (-0.901042282,5.0167022E-5)], [(-0.193275094,2.33712029), (-1.78954065,-0.950318098), (0.842440367,0.402864754)], [(-0.101580985,-0.434724212), (0.0314203203,-0.379516423), (-0.67864412,1.65935516)]]> : tensor<4x3xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<[(5.79792786,-2.19252038), (5.60096359,0.0814687311), (7.72680283,-1.89336085), (7.17485237,1.71201086)]> : tensor<4xcomplex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<4xcomplex<f32>>) -> tensor<4x1xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<[(-2.84444261,-1.01799107), (0.297974855,-1.7721082), (-0.388065636,0.715625822)]> : tensor<3xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<[(2.12385178,0.0314765424), (-0.0345789753,-2.6082809), (2.07936883,-0.43126604)]> : tensor<3xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %3:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=3, n=4, o=4, p=4, q=4, r=3}, custom>} : (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x3xcomplex<f32>>) -> (tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f32>>, tensor<4x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_6 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %9 = stablehlo.select %8, %3#3, %7 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %11 = stablehlo.multiply %10, %9 : tensor<4x3xcomplex<f32>>
    %12 = stablehlo.slice %9 [0:3, 0:3] : (tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %14 = stablehlo.multiply %13, %12 : tensor<3x3xcomplex<f32>>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %36 : tensor<complex<f32>>
    }) : (tensor<4x3xcomplex<f32>>, tensor<1xi32>, tensor<3x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %17 = stablehlo.slice %9 [1:4, 0:3] : (tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %19 = stablehlo.multiply %18, %17 : tensor<3x3xcomplex<f32>>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%16, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %36 : tensor<complex<f32>>
    }) : (tensor<4x3xcomplex<f32>>, tensor<1xi32>, tensor<3x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %22 = stablehlo.subtract %21, %cst_2 : tensor<4x3xcomplex<f32>>
    %23 = stablehlo.abs %22 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<4x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.sqrt %25 : tensor<f32>
    %27 = stablehlo.abs %cst_2 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<4x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %30 = stablehlo.sqrt %29 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.maximum %cst_11, %30 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %32 = stablehlo.multiply %cst_12, %31 : tensor<f32>
    %33 = stablehlo.compare LE, %26, %32, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_13) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %35 : tensor<1xi1>
  }
}

// -----

// gtsv_case 4x4 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[(0.000000e+00,0.000000e+00), (1.2488869357086294,2.3777585336006286), (-1.254571566522334,-2.2464881372169825), (0.06496563118597809,-1.7565427311708794)]> : tensor<4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[(4.3088032198049788,0.89486428568856446), (6.6448590619038193,-1.3290763041121483), (4.179257265271402,1.0575294118807879), (6.740999346368266,0.54517690449810496)]> : tensor<4xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(-2.8561087057370078,-1.2988495093720875), (0.35312452794529214,1.1588275098779777), (-1.4444853185552076,-0.35727769397556308), (0.000000e+00,0.000000e+00)]> : tensor<4xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<[[(0.26789410819106863,0.92046541514121704), (1.6818885870682028,0.34704457433070557), (-1.1618188057429215,-0.83061142162453105)], [(-1.6682526964069115,-1.6496729709610085), (-0.6721724546661072,-0.56088050174250803), (2.6183018991625824,-0.18635850780498586)], [(2.855972534837603,-1.3845865304936325), (1.034302055476882,-1.2492433546474044), (2.4170046512303882,-0.25388160406213256)], [(2.0745052277590759,2.1632034776815594), (-0.73203575202666515,0.51751742680692825), (-2.4466979467696546,-1.2990728254067412)]]> : tensor<4x3xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<[(4.3088032198049788,0.89486428568856446), (6.6448590619038193,-1.3290763041121483), (4.179257265271402,1.0575294118807879), (6.740999346368266,0.54517690449810496)]> : tensor<4xcomplex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<4xcomplex<f64>>) -> tensor<4x1xcomplex<f64>>
    %cst_4 = stablehlo.constant dense<[(1.2488869357086294,2.3777585336006286), (-1.254571566522334,-2.2464881372169825), (0.06496563118597809,-1.7565427311708794)]> : tensor<3xcomplex<f64>>
    %1 = stablehlo.broadcast_in_dim %cst_4, dims = [0] : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %cst_5 = stablehlo.constant dense<[(-2.8561087057370078,-1.2988495093720875), (0.35312452794529214,1.1588275098779777), (-1.4444853185552076,-0.35727769397556308)]> : tensor<3xcomplex<f64>>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [0] : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %3:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=4, j=4, k=4, l=4, m=3, n=4, o=4, p=4, q=4, r=3}, custom>} : (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x3xcomplex<f64>>) -> (tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4xcomplex<f64>>, tensor<4x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_6 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f64>>) -> tensor<4x3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %9 = stablehlo.select %8, %3#3, %7 : tensor<4x3xi1>, tensor<4x3xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x1xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %11 = stablehlo.multiply %10, %9 : tensor<4x3xcomplex<f64>>
    %12 = stablehlo.slice %9 [0:3, 0:3] : (tensor<4x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %14 = stablehlo.multiply %13, %12 : tensor<3x3xcomplex<f64>>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %36 : tensor<complex<f64>>
    }) : (tensor<4x3xcomplex<f64>>, tensor<1xi32>, tensor<3x3xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %17 = stablehlo.slice %9 [1:4, 0:3] : (tensor<4x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %19 = stablehlo.multiply %18, %17 : tensor<3x3xcomplex<f64>>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%16, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f64>>, %arg1: tensor<complex<f64>>):
      %36 = stablehlo.add %arg0, %arg1 : tensor<complex<f64>>
      stablehlo.return %36 : tensor<complex<f64>>
    }) : (tensor<4x3xcomplex<f64>>, tensor<1xi32>, tensor<3x3xcomplex<f64>>) -> tensor<4x3xcomplex<f64>>
    %22 = stablehlo.subtract %21, %cst_2 : tensor<4x3xcomplex<f64>>
    %23 = stablehlo.abs %22 : (tensor<4x3xcomplex<f64>>) -> tensor<4x3xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<4x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %26 = stablehlo.sqrt %25 : tensor<f64>
    %27 = stablehlo.abs %cst_2 : (tensor<4x3xcomplex<f64>>) -> tensor<4x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<4x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %30 = stablehlo.sqrt %29 : tensor<f64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.maximum %cst_11, %30 : tensor<f64>
    %cst_12 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %32 = stablehlo.multiply %cst_12, %31 : tensor<f64>
    %33 = stablehlo.compare LE, %26, %32, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_13) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %35 : tensor<1xi1>
  }
}

// -----

// gtsv_case 2x5x5 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.000000e+00, -1.4096186063549654, -1.8236396210930914, -0.41687114059771435, -2.8613186880476684], [0.000000e+00, -0.88316826918764634, -1.6605478839255683, 0.68113113417927496, 0.48274266953312495]]> : tensor<2x5xf64>
    %cst_0 = stablehlo.constant dense<[[9.1214060712673053, 4.2467832192291137, 6.9290466249465723, 9.5249569377592475, 4.6546112999131406], [6.4663397338261372, 6.8207609348473301, 4.7637792921712521, 9.8941300017458467, 4.1218957972322405]]> : tensor<2x5xf64>
    %cst_1 = stablehlo.constant dense<[[1.2329162880717908, 2.7930548540690383, -0.88352765019849766, 0.63536854757280103, 0.000000e+00], [2.9518172777258203, 1.0150773806321371, 1.1582384511118464, -1.9471744391016987, 0.000000e+00]]> : tensor<2x5xf64>
    %cst_2 = stablehlo.constant dense<[[[-1.5228734014239524, 0.62517415970153944, 1.9110723392160409], [-0.49352128977276166, -2.6311857321221739, 2.4435243172745142], [1.4031924705639058, -0.71780413723235625, -0.63485057404496814], [2.2716202624747268, -2.3290231929824272, -0.39427932682676836], [0.41137012100385872, -2.8822748203042581, -0.80911985868554748]], [[-0.18276655238834749, -1.5284008370121758, 0.29789862104201514], [-0.38318885124918323, 2.5905063548997287, -1.2306473524608168], [-0.47259605270044336, -1.5011084876812344, -0.34779260186628225], [0.50031524968636631, 1.5612497698820293, 1.4005689998668656], [1.3326069430556098, 1.4310300230284403, 0.070452351455169815]]]> : tensor<2x5x3xf64>
    %cst_3 = stablehlo.constant dense<[[9.1214060712673053, 4.2467832192291137, 6.9290466249465723, 9.5249569377592475, 4.6546112999131406], [6.4663397338261372, 6.8207609348473301, 4.7637792921712521, 9.8941300017458467, 4.1218957972322405]]> : tensor<2x5xf64>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0, 1] : (tensor<2x5xf64>) -> tensor<2x5x1xf64>
    %cst_4 = stablehlo.constant dense<[[-1.4096186063549654, -1.8236396210930914, -0.41687114059771435, -2.8613186880476684], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496, 0.48274266953312495]]> : tensor<2x4xf64>
    %1 = stablehlo.broadcast_in_dim %cst_4, dims = [0, 1] : (tensor<2x4xf64>) -> tensor<2x4x1xf64>
    %cst_5 = stablehlo.constant dense<[[1.2329162880717908, 2.7930548540690383, -0.88352765019849766, 0.63536854757280103], [2.9518172777258203, 1.0150773806321371, 1.1582384511118464, -1.9471744391016987]]> : tensor<2x4xf64>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [0, 1] : (tensor<2x4xf64>) -> tensor<2x4x1xf64>
    %3:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o], [i, p], [i, q], [i, r, s], [i]) {i=2, j=5, k=5, l=5, m=5, n=3, o=5, p=5, q=5, r=5, s=3}, custom>} : (tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5x3xf64>) -> (tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5xf64>, tensor<2x5x3xf64>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_6 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f64>) -> tensor<2x5x3xf64>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x5x3xi1>
    %9 = stablehlo.select %8, %3#3, %7 : tensor<2x5x3xi1>, tensor<2x5x3xf64>
    %10 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x5x1xf64>) -> tensor<2x5x3xf64>
    %11 = stablehlo.multiply %10, %9 : tensor<2x5x3xf64>
    %12 = stablehlo.slice %9 [0:2, 0:4, 0:3] : (tensor<2x5x3xf64>) -> tensor<2x4x3xf64>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x4x1xf64>) -> tensor<2x4x3xf64>
    %14 = stablehlo.multiply %13, %12 : tensor<2x4x3xf64>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %38 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %38 : tensor<f64>
    }) : (tensor<2x5x3xf64>, tensor<1xi32>, tensor<2x4x3xf64>) -> tensor<2x5x3xf64>
    %17 = stablehlo.slice %9 [0:2, 1:5, 0:3] : (tensor<2x5x3xf64>) -> tensor<2x4x3xf64>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x4x1xf64>) -> tensor<2x4x3xf64>
    %19 = stablehlo.multiply %18, %17 : tensor<2x4x3xf64>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%16, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %38 = stablehlo.add %arg0, %arg1 : tensor<f64>
      stablehlo.return %38 : tensor<f64>
    }) : (tensor<2x5x3xf64>, tensor<1xi32>, tensor<2x4x3xf64>) -> tensor<2x5x3xf64>
    %22 = stablehlo.subtract %21, %cst_2 : tensor<2x5x3xf64>
    %23 = stablehlo.abs %22 : tensor<2x5x3xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<2x5x3xf64>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_9) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x5x3xf64>, tensor<f64>) -> tensor<2xf64>
    %26 = stablehlo.sqrt %25 : tensor<2xf64>
    %27 = stablehlo.abs %cst_2 : tensor<2x5x3xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<2x5x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x5x3xf64>, tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.sqrt %29 : tensor<2xf64>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.maximum %31, %30 : tensor<2xf64>
    %cst_12 = stablehlo.constant dense<3.3306690738754696E-14> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<2xf64>
    %35 = stablehlo.compare LE, %26, %34, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_13) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %37 : tensor<1xi1>
  }
}

// -----

// gtsv_case 2x5x5 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.000000e+00,0.000000e+00), (-0.233062908,0.687094808), (-0.503076434,0.307681739), (0.616345406,1.15484786), (-1.90159178,-2.72843862)], [(0.000000e+00,0.000000e+00), (-2.19546771,-2.74865055), (0.939708769,-2.09709215), (1.8403939,-0.969986557), (-2.1711483,-2.02033472)]]> : tensor<2x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(8.56584835,0.962354183), (6.07961177,2.12739468), (5.5719471,-2.93425202), (5.114130e+00,1.80568087), (9.42408466,-0.686448395)], [(5.24487066,-0.208675012), (6.07771254,-1.56619668), (6.29539537,-1.19878948), (4.30724812,-2.74866748), (9.225230e+00,0.484648108)]]> : tensor<2x5xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[(-0.635743618,-2.44628525), (2.47011638,1.50879538), (-1.96469951,2.32574725), (-0.912089228,1.8726778), (0.000000e+00,0.000000e+00)], [(-1.29377604,-0.273224652), (0.658976614,2.29080844), (-0.275810868,1.41797793), (-0.304909468,1.86339247), (0.000000e+00,0.000000e+00)]]> : tensor<2x5xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<[[[(-0.810642182,0.318262786), (1.47824776,-1.92447555), (1.92916489,0.704679608)], [(-0.870174229,1.9765588), (-2.25648737,-1.42686987), (2.27675414,0.807307959)], [(0.0354971103,2.80651546), (-0.551900148,-1.73140144), (2.30489349,2.95504355)], [(2.29272294,-1.21787131), (2.71919394,-0.977647423), (2.61855888,2.54855371)], [(-8.767140e-01,-1.76746476), (0.503640175,1.13499236), (-1.34322214,-2.25922418)]], [[(2.03758693,2.13423371), (1.69984066,0.136410624), (2.60264611,1.19498086)], [(-0.0348167829,-1.9969703), (-0.756324053,1.59342515), (0.497006476,-1.23087823)], [(-1.52808475,-1.5799464), (1.86189461,2.5819428), (-0.973950624,0.98384869)], [(-0.213429332,-0.591246724), (-2.47083807,-0.286578149), (0.993199884,-1.17408442)], [(-0.0507076345,2.35639596), (-2.28413916,-0.801808059), (-1.4734391,-0.0604623482)]]]> : tensor<2x5x3xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<[[(8.56584835,0.962354183), (6.07961177,2.12739468), (5.5719471,-2.93425202), (5.114130e+00,1.80568087), (9.42408466,-0.686448395)], [(5.24487066,-0.208675012), (6.07771254,-1.56619668), (6.29539537,-1.19878948), (4.30724812,-2.74866748), (9.225230e+00,0.484648108)]]> : tensor<2x5xcomplex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0, 1] : (tensor<2x5xcomplex<f32>>) -> tensor<2x5x1xcomplex<f32>>
    %cst_4 = stablehlo.constant dense<[[(-0.233062908,0.687094808), (-0.503076434,0.307681739), (0.616345406,1.15484786), (-1.90159178,-2.72843862)], [(-2.19546771,-2.74865055), (0.939708769,-2.09709215), (1.8403939,-0.969986557), (-2.1711483,-2.02033472)]]> : tensor<2x4xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %cst_4, dims = [0, 1] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4x1xcomplex<f32>>
    %cst_5 = stablehlo.constant dense<[[(-0.635743618,-2.44628525), (2.47011638,1.50879538), (-1.96469951,2.32574725), (-0.912089228,1.8726778)], [(-1.29377604,-0.273224652), (0.658976614,2.29080844), (-0.275810868,1.41797793), (-0.304909468,1.86339247)]]> : tensor<2x4xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %cst_5, dims = [0, 1] : (tensor<2x4xcomplex<f32>>) -> tensor<2x4x1xcomplex<f32>>
    %3:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, k], [i, l], [i, m, n])->([i, o], [i, p], [i, q], [i, r, s], [i]) {i=2, j=5, k=5, l=5, m=5, n=3, o=5, p=5, q=5, r=5, s=3}, custom>} : (tensor<2x5xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x5x3xcomplex<f32>>) -> (tensor<2x5xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x5xcomplex<f32>>, tensor<2x5x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.compare EQ, %3#4, %4, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_6 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %7 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<complex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x5x3xi1>
    %9 = stablehlo.select %8, %3#3, %7 : tensor<2x5x3xi1>, tensor<2x5x3xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<2x5x1xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %11 = stablehlo.multiply %10, %9 : tensor<2x5x3xcomplex<f32>>
    %12 = stablehlo.slice %9 [0:2, 0:4, 0:3] : (tensor<2x5x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %14 = stablehlo.multiply %13, %12 : tensor<2x4x3xcomplex<f32>>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %16 = "stablehlo.scatter"(%11, %15, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %38 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %38 : tensor<complex<f32>>
    }) : (tensor<2x5x3xcomplex<f32>>, tensor<1xi32>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %17 = stablehlo.slice %9 [0:2, 1:5, 0:3] : (tensor<2x5x3xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x4x1xcomplex<f32>>) -> tensor<2x4x3xcomplex<f32>>
    %19 = stablehlo.multiply %18, %17 : tensor<2x4x3xcomplex<f32>>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.scatter"(%16, %20, %19) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg0: tensor<complex<f32>>, %arg1: tensor<complex<f32>>):
      %38 = stablehlo.add %arg0, %arg1 : tensor<complex<f32>>
      stablehlo.return %38 : tensor<complex<f32>>
    }) : (tensor<2x5x3xcomplex<f32>>, tensor<1xi32>, tensor<2x4x3xcomplex<f32>>) -> tensor<2x5x3xcomplex<f32>>
    %22 = stablehlo.subtract %21, %cst_2 : tensor<2x5x3xcomplex<f32>>
    %23 = stablehlo.abs %22 : (tensor<2x5x3xcomplex<f32>>) -> tensor<2x5x3xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<2x5x3xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_9) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x5x3xf32>, tensor<f32>) -> tensor<2xf32>
    %26 = stablehlo.sqrt %25 : tensor<2xf32>
    %27 = stablehlo.abs %cst_2 : (tensor<2x5x3xcomplex<f32>>) -> tensor<2x5x3xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<2x5x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x5x3xf32>, tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.sqrt %29 : tensor<2xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<1.78813934E-5> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<2xf32>
    %35 = stablehlo.compare LE, %26, %34, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_13) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %37 : tensor<1xi1>
  }
}

// -----

// gtsv_case 1x1 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_0 = stablehlo.constant dense<7.3871727> : tensor<1xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_2 = stablehlo.constant dense<[[-0.98113346, -0.744790912, 0.192215219]]> : tensor<1x3xf32>
    %cst_3 = stablehlo.constant dense<7.3871727> : tensor<1xf32>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %1:5 = stablehlo.custom_call @lapack_sgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=1, j=1, k=1, l=1, m=3, n=1, o=1, p=1, q=1, r=3}, custom>} : (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x3xf32>) -> (tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1x3xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x3xi1>
    %7 = stablehlo.select %6, %1#3, %5 : tensor<1x3xi1>, tensor<1x3xf32>
    %8 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x3xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x3xf32>
    %10 = stablehlo.subtract %9, %cst_2 : tensor<1x3xf32>
    %11 = stablehlo.abs %10 : tensor<1x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<1x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %15 = stablehlo.abs %cst_2 : tensor<1x3xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.sqrt %17 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.maximum %cst_7, %18 : tensor<f32>
    %cst_8 = stablehlo.constant dense<3.57627869E-6> : tensor<f32>
    %20 = stablehlo.multiply %cst_8, %19 : tensor<f32>
    %21 = stablehlo.compare LE, %14, %20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %23 : tensor<1xi1>
  }
}

// -----

// gtsv_case 1x1 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_0 = stablehlo.constant dense<4.4859882213309916> : tensor<1xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<1xf64>
    %cst_2 = stablehlo.constant dense<[[2.6307014649157345, 0.72515312467395132, -0.44638819484434755]]> : tensor<1x3xf64>
    %cst_3 = stablehlo.constant dense<4.4859882213309916> : tensor<1xf64>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<1xf64>) -> tensor<1x1xf64>
    %1:5 = stablehlo.custom_call @lapack_dgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=1, j=1, k=1, l=1, m=3, n=1, o=1, p=1, q=1, r=3}, custom>} : (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1x3xf64>) -> (tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1x3xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<1x3xf64>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x3xi1>
    %7 = stablehlo.select %6, %1#3, %5 : tensor<1x3xi1>, tensor<1x3xf64>
    %8 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf64>) -> tensor<1x3xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<1x3xf64>
    %10 = stablehlo.subtract %9, %cst_2 : tensor<1x3xf64>
    %11 = stablehlo.abs %10 : tensor<1x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<1x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %15 = stablehlo.abs %cst_2 : tensor<1x3xf64>
    %16 = stablehlo.multiply %15, %15 : tensor<1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %18 = stablehlo.sqrt %17 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.maximum %cst_7, %18 : tensor<f64>
    %cst_8 = stablehlo.constant dense<6.6613381477509392E-15> : tensor<f64>
    %20 = stablehlo.multiply %cst_8, %19 : tensor<f64>
    %21 = stablehlo.compare LE, %14, %20, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %23 : tensor<1xi1>
  }
}

// -----

// gtsv_case 1x1 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<(7.14332247,0.0865913853)> : tensor<1xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f32>>
    %cst_2 = stablehlo.constant dense<[[(1.46778023,-2.40629935), (-2.63292694,-0.645088493), (-2.71731162,-1.91998959)]]> : tensor<1x3xcomplex<f32>>
    %cst_3 = stablehlo.constant dense<(7.14332247,0.0865913853)> : tensor<1xcomplex<f32>>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<1xcomplex<f32>>) -> tensor<1x1xcomplex<f32>>
    %1:5 = stablehlo.custom_call @lapack_cgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=1, j=1, k=1, l=1, m=3, n=1, o=1, p=1, q=1, r=3}, custom>} : (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<1x3xcomplex<f32>>) -> (tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<1x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<1x3xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x3xi1>
    %7 = stablehlo.select %6, %1#3, %5 : tensor<1x3xi1>, tensor<1x3xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %9 = stablehlo.multiply %8, %7 : tensor<1x3xcomplex<f32>>
    %10 = stablehlo.subtract %9, %cst_2 : tensor<1x3xcomplex<f32>>
    %11 = stablehlo.abs %10 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<1x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %15 = stablehlo.abs %cst_2 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<1x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %18 = stablehlo.sqrt %17 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.maximum %cst_7, %18 : tensor<f32>
    %cst_8 = stablehlo.constant dense<3.57627869E-6> : tensor<f32>
    %20 = stablehlo.multiply %cst_8, %19 : tensor<f32>
    %21 = stablehlo.compare LE, %14, %20, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %23 : tensor<1xi1>
  }
}

// -----

// gtsv_case 1x1 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<(6.4307708082469572,-0.92163489939348064)> : tensor<1xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<[[(2.841894707716758,-1.2400731706713453), (2.0267782721796417,1.9699716905735247), (2.215396829094983,-2.3894223239146672)]]> : tensor<1x3xcomplex<f64>>
    %cst_3 = stablehlo.constant dense<(6.4307708082469572,-0.92163489939348064)> : tensor<1xcomplex<f64>>
    %0 = stablehlo.broadcast_in_dim %cst_3, dims = [0] : (tensor<1xcomplex<f64>>) -> tensor<1x1xcomplex<f64>>
    %1:5 = stablehlo.custom_call @lapack_zgtsv_ffi(%cst, %cst_0, %cst_1, %cst_2) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [1], operand_index = 1, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [2], operand_index = 2, operand_tuple_indices = []>, #stablehlo.output_operand_alias<output_tuple_indices = [3], operand_index = 3, operand_tuple_indices = []>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i], [j], [k], [l, m])->([n], [o], [p], [q, r], []) {i=1, j=1, k=1, l=1, m=3, n=1, o=1, p=1, q=1, r=3}, custom>} : (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<1x3xcomplex<f64>>) -> (tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<1x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<1x3xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<1x3xi1>
    %7 = stablehlo.select %6, %1#3, %5 : tensor<1x3xi1>, tensor<1x3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %9 = stablehlo.multiply %8, %7 : tensor<1x3xcomplex<f64>>
    %10 = stablehlo.subtract %9, %cst_2 : tensor<1x3xcomplex<f64>>
    %11 = stablehlo.abs %10 : (tensor<1x3xcomplex<f64>>) -> tensor<1x3xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<1x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %15 = stablehlo.abs %cst_2 : (tensor<1x3xcomplex<f64>>) -> tensor<1x3xf64>
    %16 = stablehlo.multiply %15, %15 : tensor<1x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %17 = stablehlo.reduce(%16 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %18 = stablehlo.sqrt %17 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %19 = stablehlo.maximum %cst_7, %18 : tensor<f64>
    %cst_8 = stablehlo.constant dense<6.6613381477509392E-15> : tensor<f64>
    %20 = stablehlo.multiply %cst_8, %19 : tensor<f64>
    %21 = stablehlo.compare LE, %14, %20, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %23 : tensor<1xi1>
  }
}
