// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// lu_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %c = stablehlo.constant dense<2> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[-0.374476731, 2.35063791, 2.78197646], [-0.782107412, 3.12958765, 2.79238462], [-0.71913439, 3.937750e-01, 1.77640831]]> : tensor<3x3xf32>
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3x3xf32>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %55 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %56, %55#0, %55#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = call @tril(%8) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<3x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %18 = stablehlo.add %11, %17 : tensor<3x3xf32>
    %19 = call @triu(%8) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %20 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %21 = call @take_along_axis(%cst, %20) : (tensor<3x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
    %22 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %23 = stablehlo.subtract %22, %21 : tensor<3x3xf32>
    %24 = stablehlo.abs %23 : tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %28 = stablehlo.abs %cst : tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.maximum %cst_9, %31 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %33 = stablehlo.multiply %cst_10, %32 : tensor<f32>
    %34 = stablehlo.compare LE, %27, %33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %38 = stablehlo.subtract %8, %cst_0 : tensor<3x3xf32>
    %39 = stablehlo.abs %38 : tensor<3x3xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<3x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %42 = stablehlo.sqrt %41 : tensor<f32>
    %43 = stablehlo.abs %cst_0 : tensor<3x3xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.maximum %cst_15, %46 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %48 = stablehlo.multiply %cst_16, %47 : tensor<f32>
    %49 = stablehlo.compare LE, %42, %48, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
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
  func.func private @triu(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf32>
    return %6 : tensor<3x3xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x3xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<3x3xf32>, tensor<3x1xi32>) -> tensor<3x3xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x3xi1>, tensor<3x3xf32>
    return %15 : tensor<3x3xf32>
  }
}

// -----

// lu_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %c = stablehlo.constant dense<2> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[-1.8824387317339746, -0.92663563774171376, -0.61939515461598038], [0.26448030599431732, 1.5670238376681167, -2.8354959310716987], [0.6300362100584781, -0.97997912531733311, -4.8344538780168769]]> : tensor<3x3xf64>
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xf64>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %55 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %56, %55#0, %55#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = call @tril(%8) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<3x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %18 = stablehlo.add %11, %17 : tensor<3x3xf64>
    %19 = call @triu(%8) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %20 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %21 = call @take_along_axis(%cst, %20) : (tensor<3x3xf64>, tensor<3x1xi32>) -> tensor<3x3xf64>
    %22 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x3xf64>) -> tensor<3x3xf64>
    %23 = stablehlo.subtract %22, %21 : tensor<3x3xf64>
    %24 = stablehlo.abs %23 : tensor<3x3xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %28 = stablehlo.abs %cst : tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.maximum %cst_9, %31 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %33 = stablehlo.multiply %cst_10, %32 : tensor<f64>
    %34 = stablehlo.compare LE, %27, %33, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %38 = stablehlo.subtract %8, %cst_0 : tensor<3x3xf64>
    %39 = stablehlo.abs %38 : tensor<3x3xf64>
    %40 = stablehlo.multiply %39, %39 : tensor<3x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.sqrt %41 : tensor<f64>
    %43 = stablehlo.abs %cst_0 : tensor<3x3xf64>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %46 = stablehlo.sqrt %45 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.maximum %cst_15, %46 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %48 = stablehlo.multiply %cst_16, %47 : tensor<f64>
    %49 = stablehlo.compare LE, %42, %48, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
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
  func.func private @triu(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xf64>, %arg1: tensor<3x1xi32>) -> tensor<3x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<3x3xf64>, tensor<3x1xi32>) -> tensor<3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x3xi1>, tensor<3x3xf64>
    return %15 : tensor<3x3xf64>
  }
}

// -----

// lu_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %c = stablehlo.constant dense<2> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)], [(-2.824120e-01,0.51664108), (-1.5450722,0.956882476), (-0.0593695939,0.786126732)], [(-0.504982352,0.749381363), (-0.511119604,-0.716329694), (-2.244400e+00,-0.650735736)]]> : tensor<3x3xcomplex<f32>>
    %0:3 = stablehlo.custom_call @lapack_cgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3x3xcomplex<f32>>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %55 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %56, %55#0, %55#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = call @tril(%8) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<3x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %18 = stablehlo.add %11, %17 : tensor<3x3xcomplex<f32>>
    %19 = call @triu(%8) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %20 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %21 = call @take_along_axis(%cst, %20) : (tensor<3x3xcomplex<f32>>, tensor<3x1xi32>) -> tensor<3x3xcomplex<f32>>
    %22 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %23 = stablehlo.subtract %22, %21 : tensor<3x3xcomplex<f32>>
    %24 = stablehlo.abs %23 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %28 = stablehlo.abs %cst : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %31 = stablehlo.sqrt %30 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.maximum %cst_9, %31 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %33 = stablehlo.multiply %cst_10, %32 : tensor<f32>
    %34 = stablehlo.compare LE, %27, %33, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %38 = stablehlo.subtract %8, %cst_0 : tensor<3x3xcomplex<f32>>
    %39 = stablehlo.abs %38 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %40 = stablehlo.multiply %39, %39 : tensor<3x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %42 = stablehlo.sqrt %41 : tensor<f32>
    %43 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %46 = stablehlo.sqrt %45 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.maximum %cst_15, %46 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %48 = stablehlo.multiply %cst_16, %47 : tensor<f32>
    %49 = stablehlo.compare LE, %42, %48, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
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
  func.func private @triu(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xcomplex<f32>>, %arg1: tensor<3x1xi32>) -> tensor<3x3xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<3x3xcomplex<f32>>, tensor<3x1xi32>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %15 : tensor<3x3xcomplex<f32>>
  }
}

// -----

// lu_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %c = stablehlo.constant dense<[2, 1, 2]> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)], [(0.063981943189963406,-0.38281208509823672), (3.5634216722328573,-1.8187627046409989), (2.4147661962620108,0.0047131675586926658)], [(-0.16435778071970689,0.11820087877347452), (0.48888093185643372,-0.61552724447152096), (-2.8385852985597291,1.6011901395504877)]]> : tensor<3x3xcomplex<f64>>
    %0:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=3, k=3, l=3, m=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3x3xcomplex<f64>>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %55 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %55 : tensor<i1>
    } do {
      %55:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %56 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %56, %55#0, %55#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = call @tril(%8) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<3x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %18 = stablehlo.add %11, %17 : tensor<3x3xcomplex<f64>>
    %19 = call @triu(%8) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %20 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %21 = call @take_along_axis(%cst, %20) : (tensor<3x3xcomplex<f64>>, tensor<3x1xi32>) -> tensor<3x3xcomplex<f64>>
    %22 = stablehlo.dot_general %18, %19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %23 = stablehlo.subtract %22, %21 : tensor<3x3xcomplex<f64>>
    %24 = stablehlo.abs %23 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %28 = stablehlo.abs %cst : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %29 = stablehlo.multiply %28, %28 : tensor<3x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %31 = stablehlo.sqrt %30 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %32 = stablehlo.maximum %cst_9, %31 : tensor<f64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %33 = stablehlo.multiply %cst_10, %32 : tensor<f64>
    %34 = stablehlo.compare LE, %27, %33, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %37 = stablehlo.reduce(%36 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %38 = stablehlo.subtract %8, %cst_0 : tensor<3x3xcomplex<f64>>
    %39 = stablehlo.abs %38 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %40 = stablehlo.multiply %39, %39 : tensor<3x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %41 = stablehlo.reduce(%40 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %42 = stablehlo.sqrt %41 : tensor<f64>
    %43 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %44 = stablehlo.multiply %43, %43 : tensor<3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %46 = stablehlo.sqrt %45 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %47 = stablehlo.maximum %cst_15, %46 : tensor<f64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %48 = stablehlo.multiply %cst_16, %47 : tensor<f64>
    %49 = stablehlo.compare LE, %42, %48, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %51 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %52 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.concatenate %51, %52, %53, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %54 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
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
  func.func private @triu(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %6 : tensor<3x3xcomplex<f64>>
  }
  func.func private @take_along_axis(%arg0: tensor<3x3xcomplex<f64>>, %arg1: tensor<3x1xi32>) -> tensor<3x3xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<3x3xcomplex<f64>>, tensor<3x1xi32>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %15 : tensor<3x3xcomplex<f64>>
  }
}

// -----

// lu_case 4x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496], [0.48274266953312495, 2.1214060712673053, -2.7532167807708863]]> : tensor<4x3xf64>
    %c = stablehlo.constant dense<[0, 1, 3]> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [0.3585658509817029, -2.3558775929003581, -1.1714136168748874], [-0.41522432053736891, -0.65202799494162889, -4.2742307752025441], [0.75964477067723013, 0.25032645275625609, -0.5520724957237001]]> : tensor<4x3xf64>
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x3xi1>, tensor<4x3xf64>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %56 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %57, %56#0, %56#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %11 = call @tril(%8) : (tensor<4x3xf64>) -> tensor<4x3xf64>
    %12 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<4x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %17 = stablehlo.convert %16 : (tensor<4x3xi1>) -> tensor<4x3xf64>
    %18 = stablehlo.add %11, %17 : tensor<4x3xf64>
    %19 = stablehlo.slice %8 [0:3, 0:3] : (tensor<4x3xf64>) -> tensor<3x3xf64>
    %20 = call @triu(%19) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %21 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %22 = call @take_along_axis(%cst, %21) : (tensor<4x3xf64>, tensor<4x1xi32>) -> tensor<4x3xf64>
    %23 = stablehlo.dot_general %18, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xf64>, tensor<3x3xf64>) -> tensor<4x3xf64>
    %24 = stablehlo.subtract %23, %22 : tensor<4x3xf64>
    %25 = stablehlo.abs %24 : tensor<4x3xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<4x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.sqrt %27 : tensor<f64>
    %29 = stablehlo.abs %cst : tensor<4x3xf64>
    %30 = stablehlo.multiply %29, %29 : tensor<4x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.compare LE, %28, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.subtract %8, %cst_0 : tensor<4x3xf64>
    %40 = stablehlo.abs %39 : tensor<4x3xf64>
    %41 = stablehlo.multiply %40, %40 : tensor<4x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %44 = stablehlo.abs %cst_0 : tensor<4x3xf64>
    %45 = stablehlo.multiply %44, %44 : tensor<4x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf64>, tensor<f64>) -> tensor<f64>
    %47 = stablehlo.sqrt %46 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %48 = stablehlo.maximum %cst_15, %47 : tensor<f64>
    %cst_16 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %49 = stablehlo.multiply %cst_16, %48 : tensor<f64>
    %50 = stablehlo.compare LE, %43, %49, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %28 : tensor<i64>, tensor<4xi32>
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
  func.func private @triu(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xf64>
    return %6 : tensor<3x3xf64>
  }
  func.func private @take_along_axis(%arg0: tensor<4x3xf64>, %arg1: tensor<4x1xi32>) -> tensor<4x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xf64>, tensor<4x1xi32>) -> tensor<4x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<4x3xf64>
    %15 = stablehlo.select %13, %12, %14 : tensor<4x3xi1>, tensor<4x3xf64>
    return %15 : tensor<4x3xf64>
  }
}

// -----

// lu_case 4x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.22607017,0.307681739), (-0.233062908,1.15484786), (-0.503076434,-2.72843862)], [(0.616345406,-8.846930e-01), (-1.90159178,-2.74865055), (-0.49252373,-2.09709215)], [(-2.19546771,-0.969986557), (0.939708769,-2.02033472), (1.8403939,1.56584835)], [(-2.1711483,-0.92038834), (-0.897691547,-1.4280529), (0.687094808,-1.88586974)]]> : tensor<4x3xcomplex<f32>>
    %c = stablehlo.constant dense<[2, 1, 2]> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[(-2.19546771,-0.969986557), (0.939708769,-2.02033472), (1.8403939,1.56584835)], [(-0.0859278142,0.440927386), (-2.71166563,-3.33659697), (0.356042683,-2.77402234)], [(0.796538054,-0.492065072), (-0.58420676,-0.471023023), (-1.22488856,-4.52300119)], [(0.982380986,-0.0148068666), (0.15971747,-0.406950116), (5.826160e-01,0.141853511)]]> : tensor<4x3xcomplex<f32>>
    %0:3 = stablehlo.custom_call @lapack_cgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    %9 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %56 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %57, %56#0, %56#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<4xi32>
    }
    %11 = call @tril(%8) : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %12 = stablehlo.iota dim = 0 : tensor<4x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<4x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<4x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<4x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<4x3xi64>, tensor<4x3xi64>) -> tensor<4x3xi1>
    %17 = stablehlo.convert %16 : (tensor<4x3xi1>) -> tensor<4x3xcomplex<f32>>
    %18 = stablehlo.add %11, %17 : tensor<4x3xcomplex<f32>>
    %19 = stablehlo.slice %8 [0:3, 0:3] : (tensor<4x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %20 = call @triu(%19) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %21 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %22 = call @take_along_axis(%cst, %21) : (tensor<4x3xcomplex<f32>>, tensor<4x1xi32>) -> tensor<4x3xcomplex<f32>>
    %23 = stablehlo.dot_general %18, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<4x3xcomplex<f32>>
    %24 = stablehlo.subtract %23, %22 : tensor<4x3xcomplex<f32>>
    %25 = stablehlo.abs %24 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<4x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.abs %cst : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<4x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %32 = stablehlo.sqrt %31 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f32>
    %35 = stablehlo.compare LE, %28, %34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.subtract %8, %cst_0 : tensor<4x3xcomplex<f32>>
    %40 = stablehlo.abs %39 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<4x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %43 = stablehlo.sqrt %42 : tensor<f32>
    %44 = stablehlo.abs %cst_0 : (tensor<4x3xcomplex<f32>>) -> tensor<4x3xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<4x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x3xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.sqrt %46 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.maximum %cst_15, %47 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %49 = stablehlo.multiply %cst_16, %48 : tensor<f32>
    %50 = stablehlo.compare LE, %43, %49, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<4xi32>) -> (tensor<i64>, tensor<4xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<4> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<4xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<4> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<4xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1xi32>, tensor<i32>) -> tensor<4xi32>
    return %0, %28 : tensor<i64>, tensor<4xi32>
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
  func.func private @triu(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    return %6 : tensor<3x3xcomplex<f32>>
  }
  func.func private @take_along_axis(%arg0: tensor<4x3xcomplex<f32>>, %arg1: tensor<4x1xi32>) -> tensor<4x3xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xcomplex<f32>>, tensor<4x1xi32>) -> tensor<4x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xi1>) -> tensor<4x3xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4x3xcomplex<f32>>
    %15 = stablehlo.select %13, %12, %14 : tensor<4x3xi1>, tensor<4x3xcomplex<f32>>
    return %15 : tensor<4x3xcomplex<f32>>
  }
}

// -----

// lu_case 3x4 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058, -0.98113346], [-0.744790912, 0.192215219, -2.59136224, 0.507174373], [-1.57261348, -2.03546047, -2.08728504, -2.23758459]]> : tensor<3x4xf32>
    %c = stablehlo.constant dense<[2, 1, 2]> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[-1.57261348, -2.03546047, -2.08728504, -2.23758459], [0.473600745, 1.15621078, -1.60282254, 1.56689608], [-0.269044966, -0.138779059, -0.853360712, -1.3656919]]> : tensor<3x4xf32>
    %0:3 = stablehlo.custom_call @lapack_sgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x4xi1>, tensor<3x4xf32>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %56 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %57, %56#0, %56#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = stablehlo.slice %8 [0:3, 0:3] : (tensor<3x4xf32>) -> tensor<3x3xf32>
    %12 = call @tril(%11) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %13 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %16 = stablehlo.add %13, %15 : tensor<3x3xi64>
    %17 = stablehlo.compare EQ, %16, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %18 = stablehlo.convert %17 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %19 = stablehlo.add %12, %18 : tensor<3x3xf32>
    %20 = call @triu(%8) : (tensor<3x4xf32>) -> tensor<3x4xf32>
    %21 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %22 = call @take_along_axis(%cst, %21) : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    %23 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %24 = stablehlo.subtract %23, %22 : tensor<3x4xf32>
    %25 = stablehlo.abs %24 : tensor<3x4xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<3x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.abs %cst : tensor<3x4xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<3x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %32 = stablehlo.sqrt %31 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f32>
    %35 = stablehlo.compare LE, %28, %34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.subtract %8, %cst_0 : tensor<3x4xf32>
    %40 = stablehlo.abs %39 : tensor<3x4xf32>
    %41 = stablehlo.multiply %40, %40 : tensor<3x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %43 = stablehlo.sqrt %42 : tensor<f32>
    %44 = stablehlo.abs %cst_0 : tensor<3x4xf32>
    %45 = stablehlo.multiply %44, %44 : tensor<3x4xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf32>, tensor<f32>) -> tensor<f32>
    %47 = stablehlo.sqrt %46 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.maximum %cst_15, %47 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %49 = stablehlo.multiply %cst_16, %48 : tensor<f32>
    %50 = stablehlo.compare LE, %43, %49, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
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
  func.func private @triu(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x4xi1>, tensor<3x4xf32>
    return %6 : tensor<3x4xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<3x4xf32>, %arg1: tensor<3x1xi32>) -> tensor<3x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xf32>, tensor<3x1xi32>) -> tensor<3x4xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x4xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x4xi1>, tensor<3x4xf32>
    return %15 : tensor<3x4xf32>
  }
}

// -----

// lu_case 3x4 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,0.87353404272531109), (-0.32643625111987973,-0.32935430308439262), (-0.56922919175304276,-2.4891338321792804), (-0.92163489939348064,1.419611324104805)], [(2.082504102115756,2.6144542362190704), (-1.8698277096157105,0.098412248592540941), (2.841894707716758,2.0851619685188725), (2.0267782721796417,1.4420466840476784)], [(2.215396829094983,0.76951396962705231), (-1.2400731706713453,-0.48153142338312716), (1.9699716905735247,-2.7692225221707498), (-2.3894223239146672,1.4017485750263097)]]> : tensor<3x4xcomplex<f64>>
    %c = stablehlo.constant dense<[1, 2, 2]> : tensor<3xi32>
    %cst_0 = stablehlo.constant dense<[[(2.082504102115756,2.6144542362190704), (-1.8698277096157105,0.098412248592540941), (2.841894707716758,2.0851619685188725), (2.0267782721796417,1.4420466840476784)], [(0.59302871673818636,-0.37499684646731624), (-0.16811592639239881,-1.2410722074203773), (-0.49728264361694574,-2.9400818951668275), (-4.1321230007547287,1.3066089410647996)], [(0.1957970395448014,0.17365230775816784), (0.012845331898015566,0.04747467349687709), (-0.89676224176189878,-3.3295292880952818), (-0.95294802606681928,0.96469549300563995)]]> : tensor<3x4xcomplex<f64>>
    %0:3 = stablehlo.custom_call @lapack_zgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=3, j=4, k=3, l=4, m=3}, custom>} : (tensor<3x4xcomplex<f64>>) -> (tensor<3x4xcomplex<f64>>, tensor<3xi32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x4xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    %9 = stablehlo.iota dim = 0 : tensor<3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %56 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %56 : tensor<i1>
    } do {
      %56:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<3xi32>, tensor<i64>, tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %57 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %57, %56#0, %56#1 : tensor<3xi32>, tensor<i64>, tensor<i64>, tensor<3xi32>
    }
    %11 = stablehlo.slice %8 [0:3, 0:3] : (tensor<3x4xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %12 = call @tril(%11) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %15 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %16 = stablehlo.add %13, %15 : tensor<3x3xi64>
    %17 = stablehlo.compare EQ, %16, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %18 = stablehlo.convert %17 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %19 = stablehlo.add %12, %18 : tensor<3x3xcomplex<f64>>
    %20 = call @triu(%8) : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %21 = stablehlo.broadcast_in_dim %10#3, dims = [0] : (tensor<3xi32>) -> tensor<3x1xi32>
    %22 = call @take_along_axis(%cst, %21) : (tensor<3x4xcomplex<f64>>, tensor<3x1xi32>) -> tensor<3x4xcomplex<f64>>
    %23 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>>
    %24 = stablehlo.subtract %23, %22 : tensor<3x4xcomplex<f64>>
    %25 = stablehlo.abs %24 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<3x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.sqrt %27 : tensor<f64>
    %29 = stablehlo.abs %cst : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %30 = stablehlo.multiply %29, %29 : tensor<3x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %32 = stablehlo.sqrt %31 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f64>
    %35 = stablehlo.compare LE, %28, %34, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %38 = stablehlo.reduce(%37 init: %c_12) applies stablehlo.and across dimensions = [0] : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
    %39 = stablehlo.subtract %8, %cst_0 : tensor<3x4xcomplex<f64>>
    %40 = stablehlo.abs %39 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %41 = stablehlo.multiply %40, %40 : tensor<3x4xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %42 = stablehlo.reduce(%41 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %43 = stablehlo.sqrt %42 : tensor<f64>
    %44 = stablehlo.abs %cst_0 : (tensor<3x4xcomplex<f64>>) -> tensor<3x4xf64>
    %45 = stablehlo.multiply %44, %44 : tensor<3x4xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %46 = stablehlo.reduce(%45 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x4xf64>, tensor<f64>) -> tensor<f64>
    %47 = stablehlo.sqrt %46 : tensor<f64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %48 = stablehlo.maximum %cst_15, %47 : tensor<f64>
    %cst_16 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %49 = stablehlo.multiply %cst_16, %48 : tensor<f64>
    %50 = stablehlo.compare LE, %43, %49, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %51 = stablehlo.reduce(%50 init: %c_17) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %52 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %53 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %54 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %55 = stablehlo.concatenate %52, %53, %54, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %55 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<3xi32>, %arg1: tensor<i64>, %arg2: tensor<3xi32>) -> (tensor<i64>, tensor<3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.dynamic_slice %arg0, %4, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %6 = stablehlo.reshape %5 : (tensor<1xi32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %7 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %8 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %9 = stablehlo.add %8, %c_3 : tensor<i64>
    %10 = stablehlo.select %7, %9, %arg1 : tensor<i1>, tensor<i64>
    %11 = stablehlo.dynamic_slice %arg2, %10, sizes = [1] : (tensor<3xi32>, tensor<i64>) -> tensor<1xi32>
    %12 = stablehlo.reshape %11 : (tensor<1xi32>) -> tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.compare LT, %6, %c_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %14 = stablehlo.add %6, %c_5 : tensor<i32>
    %15 = stablehlo.select %13, %14, %6 : tensor<i1>, tensor<i32>
    %16 = stablehlo.dynamic_slice %arg2, %15, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.reshape %16 : (tensor<1xi32>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %18 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %19 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %20 = stablehlo.select %18, %19, %arg1 : tensor<i1>, tensor<i64>
    %21 = stablehlo.convert %20 : (tensor<i64>) -> tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = "stablehlo.scatter"(%arg2, %22, %17) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %6, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %25 = stablehlo.add %6, %c_9 : tensor<i32>
    %26 = stablehlo.select %24, %25, %6 : tensor<i1>, tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%23, %27, %12) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %0, %28 : tensor<i64>, tensor<3xi32>
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
  func.func private @triu(%arg0: tensor<3x4xcomplex<f64>>) -> tensor<3x4xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x4xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x4xi64>
    %2 = stablehlo.add %0, %1 : tensor<3x4xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x4xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<3x4xi64>, tensor<3x4xi64>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %6 : tensor<3x4xcomplex<f64>>
  }
  func.func private @take_along_axis(%arg0: tensor<3x4xcomplex<f64>>, %arg1: tensor<3x1xi32>) -> tensor<3x4xcomplex<f64>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<3x1xi1>, tensor<3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<3x1xi32>, tensor<3x1xi32>) -> tensor<3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<3x1xi1>, tensor<i1>) -> tensor<3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<3x4xcomplex<f64>>, tensor<3x1xi32>) -> tensor<3x4xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<3xi1>) -> tensor<3x4xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x4xcomplex<f64>>
    %15 = stablehlo.select %13, %12, %14 : tensor<3x4xi1>, tensor<3x4xcomplex<f64>>
    return %15 : tensor<3x4xcomplex<f64>>
  }
}

// -----

// lu_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.4591947181896261, -2.7748857555771407, 2.7727305679061747], [-0.29851534983489492, 2.091628258398881, -2.9645892285814481], [0.93610173262929663, -2.4664500074423188, -1.3522913745448488]], [[-2.1070854570236426, 2.5854904001665338, -1.5159347885802654], [0.67207403437047386, -0.63196349951377417, -1.1365883432746224], [0.81267792831152796, -2.4387144654265458, -2.005654475128642]]]> : tensor<2x3x3xf64>
    %c = stablehlo.constant dense<[[0, 2, 2], [0, 2, 2]]> : tensor<2x3xi32>
    %cst_0 = stablehlo.constant dense<[[[-1.4591947181896261, -2.7748857555771407, 2.7727305679061747], [-0.64151940858906531, -4.2465930762623874, 0.42646909955514345], [0.20457540458017345, -0.62622002785593078, -3.2647582148995524]], [[-2.1070854570236426, 2.5854904001665338, -1.5159347885802654], [-0.3856881673225887, -1.441521411356169, -2.5903325855167205], [-0.31895907787233752, -0.13367968928732882, -1.9663843607374991]]]> : tensor<2x3x3xf64>
    %0:3 = stablehlo.custom_call @lapack_dgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3x3xf64>, tensor<2x3xi32>, tensor<2xi32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %61 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %61:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<2x3xi32>, tensor<i64>, tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %62 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %62, %61#0, %61#1 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %11 = call @tril(%8) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<3x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<3x3xf64>) -> tensor<1x3x3xf64>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x3x3xf64>) -> tensor<2x3x3xf64>
    %20 = stablehlo.add %11, %19 : tensor<2x3x3xf64>
    %21 = call @triu(%8) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %22 = stablehlo.broadcast_in_dim %10#3, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %23 = call @take_along_axis(%cst, %22) : (tensor<2x3x3xf64>, tensor<2x3x1xi32>) -> tensor<2x3x3xf64>
    %24 = stablehlo.dot_general %20, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %25 = stablehlo.subtract %24, %23 : tensor<2x3x3xf64>
    %26 = stablehlo.abs %25 : tensor<2x3x3xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<2x3x3xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.sqrt %28 : tensor<2xf64>
    %30 = stablehlo.abs %cst : tensor<2x3x3xf64>
    %31 = stablehlo.multiply %30, %30 : tensor<2x3x3xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.sqrt %32 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %35 = stablehlo.maximum %34, %33 : tensor<2xf64>
    %cst_10 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %37 = stablehlo.multiply %36, %35 : tensor<2xf64>
    %38 = stablehlo.compare LE, %29, %37, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.subtract %8, %cst_0 : tensor<2x3x3xf64>
    %43 = stablehlo.abs %42 : tensor<2x3x3xf64>
    %44 = stablehlo.multiply %43, %43 : tensor<2x3x3xf64>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %45 = stablehlo.reduce(%44 init: %cst_13) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %46 = stablehlo.sqrt %45 : tensor<2xf64>
    %47 = stablehlo.abs %cst_0 : tensor<2x3x3xf64>
    %48 = stablehlo.multiply %47, %47 : tensor<2x3x3xf64>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %50 = stablehlo.sqrt %49 : tensor<2xf64>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %52 = stablehlo.maximum %51, %50 : tensor<2xf64>
    %cst_16 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %54 = stablehlo.multiply %53, %52 : tensor<2xf64>
    %55 = stablehlo.compare LE, %46, %54, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %56 = stablehlo.reduce(%55 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %57 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.concatenate %57, %58, %59, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %60 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<2x3xi32>, %arg1: tensor<i64>, %arg2: tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %10 = stablehlo.add %9, %c_3 : tensor<i64>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.add %7, %17 : tensor<2xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<2xi1>, tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i64>
    %26 = stablehlo.convert %25 : (tensor<i64>) -> tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.add %7, %31 : tensor<2xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<2xi1>, tensor<2xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    return %0, %35 : tensor<i64>, tensor<2x3xi32>
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
  func.func private @triu(%arg0: tensor<2x3x3xf64>) -> tensor<2x3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
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
  func.func private @take_along_axis(%arg0: tensor<2x3x3xf64>, %arg1: tensor<2x3x1xi32>) -> tensor<2x3x3xf64> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x3x1xi1>, tensor<2x3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<2x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x3x1xi1>, tensor<i1>) -> tensor<2x3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x3xf64>, tensor<2x3x1xi32>) -> tensor<2x3x3xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x3x3xf64>
    %15 = stablehlo.select %13, %12, %14 : tensor<2x3x3xi1>, tensor<2x3x3xf64>
    return %15 : tensor<2x3x3xf64>
  }
}

// -----

// lu_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.25889802,-2.2738452), (0.398837686,-2.53241253), (0.747075557,0.660848438)], [(-2.24069166,-1.14461434), (-1.0141753,-1.79107189), (1.20077944,1.20353699)], [(-1.76561022,0.418883234), (1.26604164,-2.1566968), (-0.782100141,1.94067192)]], [[(2.31222343,0.978669285), (-0.608794748,2.57079196), (-2.84439468,-0.390877187)], [(1.69962656,2.77300906), (1.44614756,0.628821909), (-0.339176744,2.24372387)], [(2.15238595,-2.29659176), (-2.25997543,-1.20990145), (-0.624960958,1.25596511)]]]> : tensor<2x3x3xcomplex<f32>>
    %c = stablehlo.constant dense<[[0, 2, 2], [1, 1, 2]]> : tensor<2x3xi32>
    %cst_0 = stablehlo.constant dense<[[[(-2.25889802,-2.2738452), (0.398837686,-2.53241253), (0.747075557,0.660848438)], [(0.295518339,-0.482910752), (2.3711071,-1.21571946), (-1.32200551,2.106150e+00)], [(0.746050298,-0.244273365), (-0.264973968,-0.0533393547), (0.0193581581,1.38056147)]], [[(1.69962656,2.77300906), (1.44614756,0.628821909), (-0.339176744,2.24372387)], [(0.628056407,-0.448885024), (-1.7993257,2.8250103), (-3.63854647,-1.95231366)], [(-0.256205201,-0.933224201), (0.472924441,0.575343609), (-2.20825076,4.53100252)]]]> : tensor<2x3x3xcomplex<f32>>
    %0:3 = stablehlo.custom_call @lapack_cgetrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=2, j=3, k=3, l=3, m=3, n=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3x3xcomplex<f32>>, tensor<2x3xi32>, tensor<2xi32>)
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x3xi32>
    %2 = stablehlo.subtract %0#1, %1 : tensor<2x3xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %4 = stablehlo.compare GE, %0#2, %3, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %8 = stablehlo.select %7, %0#0, %6 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.iota dim = 1 : tensor<2x3xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i64>
    %c_5 = stablehlo.constant dense<0> : tensor<i64>
    %10:4 = stablehlo.while(%iterArg = %2, %iterArg_18 = %c_5, %iterArg_19 = %c_4, %iterArg_20 = %9) : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i64>
      %61 = stablehlo.compare LT, %iterArg_18, %c_21, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %61 : tensor<i1>
    } do {
      %61:2 = func.call @closed_call(%iterArg, %iterArg_19, %iterArg_20) : (tensor<2x3xi32>, tensor<i64>, tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>)
      %c_21 = stablehlo.constant dense<1> : tensor<i64>
      %62 = stablehlo.add %iterArg_18, %c_21 : tensor<i64>
      stablehlo.return %iterArg, %62, %61#0, %61#1 : tensor<2x3xi32>, tensor<i64>, tensor<i64>, tensor<2x3xi32>
    }
    %11 = call @tril(%8) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %12 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %13 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %14 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %15 = stablehlo.add %12, %14 : tensor<3x3xi64>
    %16 = stablehlo.compare EQ, %15, %13, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %17 = stablehlo.convert %16 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<3x3xcomplex<f32>>) -> tensor<1x3x3xcomplex<f32>>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %20 = stablehlo.add %11, %19 : tensor<2x3x3xcomplex<f32>>
    %21 = call @triu(%8) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %22 = stablehlo.broadcast_in_dim %10#3, dims = [0, 1] : (tensor<2x3xi32>) -> tensor<2x3x1xi32>
    %23 = call @take_along_axis(%cst, %22) : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x1xi32>) -> tensor<2x3x3xcomplex<f32>>
    %24 = stablehlo.dot_general %20, %21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %25 = stablehlo.subtract %24, %23 : tensor<2x3x3xcomplex<f32>>
    %26 = stablehlo.abs %25 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x3x3xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.sqrt %28 : tensor<2xf32>
    %30 = stablehlo.abs %cst : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<2x3x3xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %33 = stablehlo.sqrt %32 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.maximum %34, %33 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<2xf32>
    %38 = stablehlo.compare LE, %29, %37, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.reduce(%38 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %40 = stablehlo.compare EQ, %2, %c, SIGNED : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.reduce(%40 init: %c_12) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
    %42 = stablehlo.subtract %8, %cst_0 : tensor<2x3x3xcomplex<f32>>
    %43 = stablehlo.abs %42 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %44 = stablehlo.multiply %43, %43 : tensor<2x3x3xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_13) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.sqrt %45 : tensor<2xf32>
    %47 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<2x3x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_14) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %50 = stablehlo.sqrt %49 : tensor<2xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<2xf32>
    %cst_16 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %54 = stablehlo.multiply %53, %52 : tensor<2xf32>
    %55 = stablehlo.compare LE, %46, %54, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %56 = stablehlo.reduce(%55 init: %c_17) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %57 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %58 = stablehlo.broadcast_in_dim %41, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %59 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %60 = stablehlo.concatenate %57, %58, %59, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %60 : tensor<3xi1>
  }
  func.func private @closed_call(%arg0: tensor<2x3xi32>, %arg1: tensor<i64>, %arg2: tensor<2x3xi32>) -> (tensor<i64>, tensor<2x3xi32>) {
    %c = stablehlo.constant dense<1> : tensor<i64>
    %0 = stablehlo.add %arg1, %c : tensor<i64>
    %c_0 = stablehlo.constant dense<0> : tensor<i64>
    %1 = stablehlo.compare LT, %arg1, %c_0, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %2 = stablehlo.convert %arg1 : tensor<i64>
    %c_1 = stablehlo.constant dense<3> : tensor<i64>
    %3 = stablehlo.add %2, %c_1 : tensor<i64>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<i1>, tensor<i64>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i64>
    %8 = stablehlo.compare LT, %arg1, %c_2, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %9 = stablehlo.convert %arg1 : tensor<i64>
    %c_3 = stablehlo.constant dense<3> : tensor<i64>
    %10 = stablehlo.add %9, %c_3 : tensor<i64>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<i1>, tensor<i64>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i64>) -> tensor<1xi64>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 2, 1>}> : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<2x1xi32>
    %14 = stablehlo.reshape %13 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %16 = stablehlo.compare LT, %7, %15, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_5 = stablehlo.constant dense<3> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %18 = stablehlo.add %7, %17 : tensor<2xi32>
    %19 = stablehlo.select %16, %18, %7 : tensor<2xi1>, tensor<2xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %21 = "stablehlo.gather"(%arg2, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %22 = stablehlo.reshape %21 : (tensor<2x1xi32>) -> tensor<2xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i64>
    %23 = stablehlo.compare LT, %arg1, %c_6, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<3> : tensor<i64>
    %24 = stablehlo.add %arg1, %c_7 : tensor<i64>
    %25 = stablehlo.select %23, %24, %arg1 : tensor<i1>, tensor<i64>
    %26 = stablehlo.convert %25 : (tensor<i64>) -> tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = "stablehlo.scatter"(%arg2, %27, %22) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %30 = stablehlo.compare LT, %7, %29, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<3> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %32 = stablehlo.add %7, %31 : tensor<2xi32>
    %33 = stablehlo.select %30, %32, %7 : tensor<2xi1>, tensor<2xi32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %35 = "stablehlo.scatter"(%28, %34, %14) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>):
      stablehlo.return %arg4 : tensor<i32>
    }) : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
    return %0, %35 : tensor<i64>, tensor<2x3xi32>
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
  func.func private @triu(%arg0: tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
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
  func.func private @take_along_axis(%arg0: tensor<2x3x3xcomplex<f32>>, %arg1: tensor<2x3x1xi32>) -> tensor<2x3x3xcomplex<f32>> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x3x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x3x1xi1>, tensor<2x3x1xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x3x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x3x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<2x3x1xi32>, tensor<2x3x1xi32>) -> tensor<2x3x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<2x3x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x3x1xi1>, tensor<i1>) -> tensor<2x3xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 3>}> : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x1xi32>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x3xi1>) -> tensor<2x3x3xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0.000000e+00)> : tensor<complex<f32>>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %15 = stablehlo.select %13, %12, %14 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    return %15 : tensor<2x3x3xcomplex<f32>>
  }
}
