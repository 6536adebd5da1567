// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// approx_top_k_case 3x5 float32 (True, -1)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[1.29113615, 1.29113615, 0.616580248, 0.26929909, -0.458071202], [-0.374476731, -0.374476731, 2.35063791, 2.78197646, -0.699350893], [0.173369512, 0.173369512, 0.408267379, 2.55357981, -2.57378364]]> : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<[[1.29113615, 1.29113615], [2.78197646, 2.35063791], [2.55357981, 0.408267379]]> : tensor<3x2xf32>
    %c = stablehlo.constant dense<[[0, 1], [3, 2], [3, 2]]> : tensor<3x2xi32>
    %0 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<3x2xf32>, tensor<3x2xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<3x2xf32>, tensor<3x2xf32>) -> tensor<3x2xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 3x5 float64 (True, -1)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_gt_f64_comparator(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[1.3219469606529488, 1.3219469606529488, -2.9993137510959307, -1.1860045642089614, -2.119464655097322], [-1.8824387317339746, -1.8824387317339746, -0.92663563774171376, -0.61939515461598038, 0.23290040402014167], [1.1113170023805568, 1.1113170023805568, -1.7732865016108954, 2.2687046183456729, -2.835674440812443]]> : tensor<3x5xf64>
    %cst_0 = stablehlo.constant dense<[[1.3219469606529488, 1.3219469606529488], [0.23290040402014167, -0.61939515461598038], [2.2687046183456729, 1.1113170023805568]]> : tensor<3x2xf64>
    %c = stablehlo.constant dense<[[0, 1], [4, 3], [3, 0]]> : tensor<3x2xi32>
    %0 = stablehlo.iota dim = 1 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_gt_f64_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3x5xf64>, tensor<3x5xi32>, tensor<f64>, tensor<i32>) -> (tensor<3x2xf64>, tensor<3x2xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<3x2xf64>, tensor<3x2xf64>) -> tensor<3x2xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<3x2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1] : (tensor<3x2xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 3x5 float32 (False, 0)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-2.30995846, -2.30995846, 2.70169711, -0.106851593, 2.23484731], [-2.75574231, -2.75574231, -0.616833209, -1.60120678, 2.05044436], [1.45481718, 1.45481718, -0.647075235, -1.90646088, 1.46123648]]> : tensor<3x5xf32>
    %cst_0 = stablehlo.constant dense<[[-2.75574231, -2.75574231, -0.647075235, -1.90646088, 1.46123648], [-2.30995846, -2.30995846, -0.616833209, -1.60120678, 2.05044436]]> : tensor<2x5xf32>
    %c = stablehlo.constant dense<[[1, 1, 2, 2, 2], [0, 0, 1, 1, 1]]> : tensor<2x5xi32>
    %0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3x5xf32>, tensor<3x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x5xf32>, tensor<2x5xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x5xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x5xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 3x5 float64 (False, 0)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f64_comparator(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.4096186063549654, -1.4096186063549654, -1.8236396210930914, -0.41687114059771435, -2.8613186880476684], [-0.88316826918764634, -0.88316826918764634, -1.6605478839255683, 0.68113113417927496, 0.48274266953312495], [-2.7532167807708863, -2.7532167807708863, -0.070953375053427692, 2.5249569377592476, -2.3453887000868594]]> : tensor<3x5xf64>
    %cst_0 = stablehlo.constant dense<[[-2.7532167807708863, -2.7532167807708863, -1.8236396210930914, -0.41687114059771435, -2.8613186880476684], [-1.4096186063549654, -1.4096186063549654, -1.6605478839255683, 0.68113113417927496, -2.3453887000868594]]> : tensor<2x5xf64>
    %c = stablehlo.constant dense<[[2, 2, 0, 0, 0], [0, 0, 1, 1, 2]]> : tensor<2x5xi32>
    %0 = stablehlo.iota dim = 0 : tensor<3x5xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_lt_f64_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<3x5xf64>, tensor<3x5xi32>, tensor<f64>, tensor<i32>) -> (tensor<2x5xf64>, tensor<2x5xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<2x5xf64>, tensor<2x5xf64>) -> tensor<2x5xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x5xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<2x5xi32>, tensor<2x5xi32>) -> tensor<2x5xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1] : (tensor<2x5xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 2x3x4 float32 (True, -1)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[0.38717252, 0.38717252, -0.0693490058, -0.98113346], [0.192215219, 0.192215219, -2.59136224, 0.507174373], [-2.03546047, -2.03546047, -2.08728504, -2.23758459]], [[1.16492319, 1.16492319, -0.846201181, 2.34819388], [-2.33638501, -2.33638501, 0.165340573, 2.2059319], [-0.00362927257, -0.00362927257, -0.428613603, 0.180023327]]]> : tensor<2x3x4xf32>
    %cst_0 = stablehlo.constant dense<[[[0.38717252, 0.38717252], [0.507174373, 0.192215219], [-2.03546047, -2.03546047]], [[2.34819388, 1.16492319], [2.2059319, 0.165340573], [0.180023327, -0.00362927257]]]> : tensor<2x3x2xf32>
    %c = stablehlo.constant dense<[[[0, 1], [3, 0], [0, 1]], [[3, 0], [3, 2], [3, 0]]]> : tensor<2x3x2xi32>
    %0 = stablehlo.iota dim = 2 : tensor<2x3x4xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_gt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 2 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x3x4xf32>, tensor<2x3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x2xf32>, tensor<2x3x2xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<2x3x2xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x2xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x2xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 2x3x4 float64 (True, -1)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_gt_f64_comparator(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-2.5140117786690084, -2.5140117786690084, 2.7613544401310959, 2.6307014649157345], [-0.44638819484434755, -0.44638819484434755, 1.1386877388450891, -1.5477922697532154], [-2.1482938382463779, -2.1482938382463779, -1.7388465605220735, 2.4476671016087765]], [[-1.7563667562891543, -1.7563667562891543, -0.38420620361060154, 2.7381425249617646], [0.17935459078624305, 0.17935459078624305, 0.48660442959091466, -0.96274033124332492], [-2.5103920826030723, -2.5103920826030723, 0.92529423074898042, 0.86714564081076117]]]> : tensor<2x3x4xf64>
    %cst_0 = stablehlo.constant dense<[[[2.7613544401310959, 2.6307014649157345], [1.1386877388450891, -0.44638819484434755], [2.4476671016087765, -1.7388465605220735]], [[2.7381425249617646, -0.38420620361060154], [0.48660442959091466, 0.17935459078624305], [0.92529423074898042, 0.86714564081076117]]]> : tensor<2x3x2xf64>
    %c = stablehlo.constant dense<[[[2, 3], [2, 0], [3, 2]], [[3, 2], [2, 0], [2, 3]]]> : tensor<2x3x2xi32>
    %0 = stablehlo.iota dim = 2 : tensor<2x3x4xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0xFFF0000000000000> : tensor<f64>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_gt_f64_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 2 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x3x4xf64>, tensor<2x3x4xi32>, tensor<f64>, tensor<i32>) -> (tensor<2x3x2xf64>, tensor<2x3x2xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<2x3x2xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x2xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<2x3x2xi32>, tensor<2x3x2xi32>) -> tensor<2x3x2xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x2xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 2x3x4 float32 (False, 0)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f32_comparator(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[0.513623655, 0.513623655, 1.26761901, -1.04623175], [1.43749154, 1.43749154, 2.05328107, -2.08496714], [0.170262203, 0.170262203, -0.229388133, 0.552582264]], [[1.88166499, 1.88166499, -2.56650972, -1.08723533], [2.04541326, 2.04541326, -0.979086041, -0.655448138], [0.963860034, 0.963860034, -0.157122701, 0.198105022]]]> : tensor<2x3x4xf32>
    %cst_0 = stablehlo.constant dense<[[[0.513623655, 0.513623655, -2.56650972, -1.08723533], [1.43749154, 1.43749154, -0.979086041, -2.08496714], [0.170262203, 0.170262203, -0.229388133, 0.198105022]], [[1.88166499, 1.88166499, 1.26761901, -1.04623175], [2.04541326, 2.04541326, 2.05328107, -0.655448138], [0.963860034, 0.963860034, -0.157122701, 0.552582264]]]> : tensor<2x3x4xf32>
    %c = stablehlo.constant dense<[[[0, 0, 1, 1], [0, 0, 1, 0], [0, 0, 0, 1]], [[1, 1, 0, 0], [1, 1, 0, 1], [1, 1, 1, 0]]]> : tensor<2x3x4xi32>
    %0 = stablehlo.iota dim = 0 : tensor<2x3x4xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_lt_f32_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x3x4xf32>, tensor<2x3x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<2x3x4xf32>, tensor<2x3x4xf32>) -> tensor<2x3x4xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x4xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x4xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}

// -----

// approx_top_k_case 2x3x4 float64 (False, 0)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func @top_k_lt_f64_comparator(%arg0: tensor<f64>, %arg1: tensor<f64>, %arg2: tensor<i32>, %arg3: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<f64>, tensor<f64>) -> tensor<i1>
    stablehlo.return %0 : tensor<i1>
  }
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-2.7748857555771407, -2.7748857555771407, 2.7727305679061747, -0.29851534983489492], [-2.9645892285814481, -2.9645892285814481, 0.93610173262929663, -2.4664500074423188], [-2.1070854570236426, -2.1070854570236426, 2.5854904001665338, -1.5159347885802654]], [[-0.63196349951377417, -0.63196349951377417, -1.1365883432746224, 0.81267792831152796], [-2.005654475128642, -2.005654475128642, -1.3413121168822271, -2.8538105655292223], [-2.6148920036703673, -2.6148920036703673, 2.6672604799815023, 2.6492776454419555]]]> : tensor<2x3x4xf64>
    %cst_0 = stablehlo.constant dense<[[[-2.7748857555771407, -2.7748857555771407, -1.1365883432746224, -0.29851534983489492], [-2.9645892285814481, -2.9645892285814481, -1.3413121168822271, -2.8538105655292223], [-2.6148920036703673, -2.6148920036703673, 2.5854904001665338, -1.5159347885802654]], [[-0.63196349951377417, -0.63196349951377417, 2.7727305679061747, 0.81267792831152796], [-2.005654475128642, -2.005654475128642, 0.93610173262929663, -2.4664500074423188], [-2.1070854570236426, -2.1070854570236426, 2.6672604799815023, 2.6492776454419555]]]> : tensor<2x3x4xf64>
    %c = stablehlo.constant dense<[[[0, 0, 1, 0], [0, 0, 1, 1], [1, 1, 0, 0]], [[1, 1, 0, 1], [1, 1, 0, 0], [0, 0, 1, 1]]]> : tensor<2x3x4xi32>
    %0 = stablehlo.iota dim = 0 : tensor<2x3x4xi32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %cst_2 = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
    %1:2 = stablehlo.custom_call @ApproxTopK(%cst, %0, %cst_2, %c_1) {backend_config = "", called_computations = [@top_k_lt_f64_comparator], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 0 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<2x3x4xf64>, tensor<2x3x4xi32>, tensor<f64>, tensor<i32>) -> (tensor<2x3x4xf64>, tensor<2x3x4xi32>)
    %2 = stablehlo.compare EQ, %1#0, %cst_0, FLOAT : (tensor<2x3x4xf64>, tensor<2x3x4xf64>) -> tensor<2x3x4xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %3 = stablehlo.reduce(%2 init: %c_3) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x4xi1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.compare EQ, %1#1, %c, SIGNED : (tensor<2x3x4xi32>, tensor<2x3x4xi32>) -> tensor<2x3x4xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %5 = stablehlo.reduce(%4 init: %c_4) applies stablehlo.and across dimensions = [0, 1, 2] : (tensor<2x3x4xi1>, tensor<i1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %7 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %8 = stablehlo.concatenate %6, %7, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %8 : tensor<2xi1>
  }
}
