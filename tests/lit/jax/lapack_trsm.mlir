// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// trsm_case 3x3 float32 (True, True, False, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[12.292881, 1.29113615, 0.616580248], [0.26929909, 11.5419292, 0.875364661], [-0.374476731, 2.35063791, 14.7819767]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[-0.699350893, 1.75035024], [0.173369512, 0.408267379], [2.55357981, -2.57378364]]> : tensor<3x2xf32>
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %1 = call @tril(%cst) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.dot_general %1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %3 = stablehlo.subtract %2, %cst_0 : tensor<3x2xf32>
    %4 = stablehlo.abs %3 : tensor<3x2xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.sqrt %6 : tensor<f32>
    %8 = stablehlo.abs %cst_0 : tensor<3x2xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.sqrt %10 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f32>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %16 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 float64 (True, True, False, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[11.502132028215444, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, 9.8805353449026789, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, 11.380604845384021]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[0.23290040402014167, -0.48483291358023095], [1.1113170023805568, -1.7732865016108954], [2.2687046183456729, -2.835674440812443]]> : tensor<3x2xf64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %1 = call @tril(%cst) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.dot_general %1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %3 = stablehlo.subtract %2, %cst_0 : tensor<3x2xf64>
    %4 = stablehlo.abs %3 : tensor<3x2xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.sqrt %6 : tensor<f64>
    %8 = stablehlo.abs %cst_0 : tensor<3x2xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f64>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %16 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 complex64 (True, True, False, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(11.6159697,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (11.5222073,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (10.7979279,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(2.07936883,-2.23704028), (-2.52212715,0.580471873)], [(0.0314765424,-1.64392805), (-2.6082809,-2.35832596)], [(-0.43126604,-1.67816281), (-2.42081451,-0.901042282)]]> : tensor<3x2xcomplex<f32>>
    %0 = stablehlo.custom_call @lapack_ctrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = call @tril(%cst) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.dot_general %1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %3 = stablehlo.subtract %2, %cst_0 : tensor<3x2xcomplex<f32>>
    %4 = stablehlo.abs %3 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %7 = stablehlo.sqrt %6 : tensor<f32>
    %8 = stablehlo.abs %cst_0 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %11 = stablehlo.sqrt %10 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f32>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %16 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 complex128 (True, True, False, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(12.304787415447453,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (14.357681726085929,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (9.3088032198049788,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-1.4444853185552076,0.26789410819106863), (-0.50939281793958191,1.6818885870682028)], [(-1.2988495093720875,-1.1618188057429215), (1.1588275098779777,-1.6682526964069115)], [(-0.35727769397556308,-0.6721724546661072), (-2.0587935691502204,2.6183018991625824)]]> : tensor<3x2xcomplex<f64>>
    %0 = stablehlo.custom_call @lapack_ztrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %1 = call @tril(%cst) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.dot_general %1, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %3 = stablehlo.subtract %2, %cst_0 : tensor<3x2xcomplex<f64>>
    %4 = stablehlo.abs %3 : (tensor<3x2xcomplex<f64>>) -> tensor<3x2xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %7 = stablehlo.sqrt %6 : tensor<f64>
    %8 = stablehlo.abs %cst_0 : (tensor<3x2xcomplex<f64>>) -> tensor<3x2xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.maximum %cst_3, %11 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %13 = stablehlo.multiply %cst_4, %12 : tensor<f64>
    %14 = stablehlo.compare LE, %7, %13, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%14 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %16 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 float32 (True, False, True, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[12.9215374, -2.30995846, 2.70169711], [-0.106851593, 14.2348471, -1.72600389], [-2.75574231, -0.616833209, 10.3987932]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[2.05044436, -1.75750589], [1.45481718, -0.647075235], [-1.90646088, 1.46123648]]> : tensor<3x2xf32>
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %1 = call @triu(%cst) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.dot_general %2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf32>, tensor<3x2xf32>) -> tensor<3x2xf32>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<3x2xf32>
    %5 = stablehlo.abs %4 : tensor<3x2xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %9 = stablehlo.abs %cst_0 : tensor<3x2xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.maximum %cst_3, %12 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %14 = stablehlo.multiply %cst_4, %13 : tensor<f32>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %17 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 float64 (True, False, True, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[10.837393077292832, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, 9.1386813119523324, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 12.681131134179275]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[0.48274266953312495, 2.1214060712673053], [-2.7532167807708863, -0.070953375053427692], [2.5249569377592476, -2.3453887000868594]]> : tensor<3x2xf64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %1 = call @triu(%cst) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.dot_general %2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<3x2xf64>
    %5 = stablehlo.abs %4 : tensor<3x2xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.sqrt %7 : tensor<f64>
    %9 = stablehlo.abs %cst_0 : tensor<3x2xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.maximum %cst_3, %12 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %14 = stablehlo.multiply %cst_4, %13 : tensor<f64>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %17 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 complex64 (True, False, True, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(9.77392959,-2.1711483), (-0.233062908,-0.897691547), (-0.503076434,0.687094808)], [(0.616345406,0.307681739), (10.0984077,1.15484786), (-0.49252373,-2.72843862)], [(-2.19546771,-8.846930e-01), (0.939708769,-2.74865055), (13.840394,-2.09709215)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(-0.969986557,2.4240849), (-2.02033472,-1.75512934)], [(1.56584835,-0.922287344), (-0.92038834,-0.704604804)], [(-1.4280529,-2.69275188), (-1.88586974,2.225230e+00)]]> : tensor<3x2xcomplex<f32>>
    %0 = stablehlo.custom_call @lapack_ctrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %1 = call @triu(%cst) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %3 = stablehlo.dot_general %2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x2xcomplex<f32>>) -> tensor<3x2xcomplex<f32>>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<3x2xcomplex<f32>>
    %5 = stablehlo.abs %4 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %9 = stablehlo.abs %cst_0 : (tensor<3x2xcomplex<f32>>) -> tensor<3x2xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.maximum %cst_3, %12 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %14 = stablehlo.multiply %cst_4, %13 : tensor<f32>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %17 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 complex128 (True, False, True, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(12.586834788539825,-1.9673773571750741), (-0.38439726684036701,1.380174706254552), (-2.8987800366504102,-0.76124972521464151)], [(0.58012475035321831,-1.9061232380327939), (14.369868606332082,-0.32795266313750027), (0.207765386773199,-1.2787980640511518)], [(-2.964268177359684,-0.53531476815316292), (2.4130770417958463,-0.33949513090853678), (13.527117707202361,-1.937365899251335)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-1.4416747371006613,-0.2067082122917796), (-1.6225582944915298,-0.39615777352117831)], [(-0.57336584278891056,-1.5847587155419098), (0.059053521305487244,0.82237541816478554)], [(-0.51584030911021284,-1.8248089468501936), (-1.210561911934511,2.9625976394733957)]]> : tensor<3x2xcomplex<f64>>
    %0 = stablehlo.custom_call @lapack_ztrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %1 = call @triu(%cst) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %3 = stablehlo.dot_general %2, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<3x2xcomplex<f64>>
    %5 = stablehlo.abs %4 : (tensor<3x2xcomplex<f64>>) -> tensor<3x2xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.sqrt %7 : tensor<f64>
    %9 = stablehlo.abs %cst_0 : (tensor<3x2xcomplex<f64>>) -> tensor<3x2xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x2xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.maximum %cst_3, %12 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %14 = stablehlo.multiply %cst_4, %13 : tensor<f64>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %17 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 float32 (False, True, False, False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[12.4231033, 0.38717252, -0.0693490058], [-0.98113346, 11.255209, 0.192215219], [-2.59136224, 0.507174373, 10.4273863]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[-2.03546047, -2.08728504, -2.23758459], [-1.03535295, 1.16492319, -0.846201181]]> : tensor<2x3xf32>
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = call @tril(%cst) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %8 = stablehlo.multiply %1, %7 : tensor<3x3xf32>
    %9 = stablehlo.subtract %1, %8 : tensor<3x3xf32>
    %10 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %10, %12 : tensor<3x3xi64>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %15 = stablehlo.convert %14 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %16 = stablehlo.add %9, %15 : tensor<3x3xf32>
    %17 = stablehlo.dot_general %0, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
    %18 = stablehlo.subtract %17, %cst_0 : tensor<2x3xf32>
    %19 = stablehlo.abs %18 : tensor<2x3xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %22 = stablehlo.sqrt %21 : tensor<f32>
    %23 = stablehlo.abs %cst_0 : tensor<2x3xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.sqrt %25 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.maximum %cst_4, %26 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %28 = stablehlo.multiply %cst_5, %27 : tensor<f32>
    %29 = stablehlo.compare LE, %22, %28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %31 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xf32>) -> tensor<3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 float64 (False, True, False, False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[10.002753857454609, -2.5140117786690084, 2.7613544401310959], [2.6307014649157345, 12.725153124673952, -0.44638819484434755], [1.1386877388450891, -1.5477922697532154, 11.199603810198077]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[-2.1482938382463779, -1.7388465605220735, 2.4476671016087765], [0.86430429774700723, -1.7563667562891543, -0.38420620361060154]]> : tensor<2x3xf64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %1 = call @tril(%cst) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %8 = stablehlo.multiply %1, %7 : tensor<3x3xf64>
    %9 = stablehlo.subtract %1, %8 : tensor<3x3xf64>
    %10 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %10, %12 : tensor<3x3xi64>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %15 = stablehlo.convert %14 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %16 = stablehlo.add %9, %15 : tensor<3x3xf64>
    %17 = stablehlo.dot_general %0, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf64>, tensor<3x3xf64>) -> tensor<2x3xf64>
    %18 = stablehlo.subtract %17, %cst_0 : tensor<2x3xf64>
    %19 = stablehlo.abs %18 : tensor<2x3xf64>
    %20 = stablehlo.multiply %19, %19 : tensor<2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %22 = stablehlo.sqrt %21 : tensor<f64>
    %23 = stablehlo.abs %cst_0 : tensor<2x3xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<2x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %26 = stablehlo.sqrt %25 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.maximum %cst_4, %26 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %28 = stablehlo.multiply %cst_5, %27 : tensor<f64>
    %29 = stablehlo.compare LE, %22, %28, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %31 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 complex64 (False, True, False, False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(12.9270821,-2.40629935), (-1.21629965,-0.645088493), (0.143322483,-1.91998959)], [(0.0865913853,-0.0895366966), (13.0450039,1.30955696), (-2.39017797,-1.04516935)], [(1.46778023,-0.70945251), (-2.63292694,3.719420e-01), (9.28268814,-1.0712719)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(2.88917589,-1.84482181), (2.61001873,-2.858960e+00), (0.882873297,1.01323593)], [(0.0181198809,-1.60737157), (-0.283129781,1.87950218), (-1.62433326,1.02360463)]]> : tensor<2x3xcomplex<f32>>
    %0 = stablehlo.custom_call @lapack_ctrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %1 = call @tril(%cst) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %8 = stablehlo.multiply %1, %7 : tensor<3x3xcomplex<f32>>
    %9 = stablehlo.subtract %1, %8 : tensor<3x3xcomplex<f32>>
    %10 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %10, %12 : tensor<3x3xi64>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %15 = stablehlo.convert %14 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f32>>
    %16 = stablehlo.add %9, %15 : tensor<3x3xcomplex<f32>>
    %17 = stablehlo.dot_general %0, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %18 = stablehlo.subtract %17, %cst_0 : tensor<2x3xcomplex<f32>>
    %19 = stablehlo.abs %18 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %22 = stablehlo.sqrt %21 : tensor<f32>
    %23 = stablehlo.abs %cst_0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %24 = stablehlo.multiply %23, %23 : tensor<2x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %26 = stablehlo.sqrt %25 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.maximum %cst_4, %26 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %28 = stablehlo.multiply %cst_5, %27 : tensor<f32>
    %29 = stablehlo.compare LE, %22, %28, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %31 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 complex128 (False, True, False, False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(11.95374212638661,-1.2400731706713453), (-0.32643625111987973,1.9699716905735247), (-0.56922919175304276,-2.3894223239146672)], [(-0.92163489939348064,0.87353404272531109), (14.082504102115756,-0.32935430308439262), (-1.8698277096157105,-2.4891338321792804)], [(2.841894707716758,1.419611324104805), (2.0267782721796417,2.6144542362190704), (14.215396829094983,0.098412248592540941)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(2.0851619685188725,1.4927743180020663), (1.4420466840476784,-0.2602722697722899), (0.76951396962705231,2.7088754741833236)], [(-0.48153142338312716,2.4451222633181251), (-2.7692225221707498,1.2495843473416279), (1.4017485750263097,2.0541259558406209)]]> : tensor<2x3xcomplex<f64>>
    %0 = stablehlo.custom_call @lapack_ztrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    %1 = call @tril(%cst) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %8 = stablehlo.multiply %1, %7 : tensor<3x3xcomplex<f64>>
    %9 = stablehlo.subtract %1, %8 : tensor<3x3xcomplex<f64>>
    %10 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %11 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %12 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %10, %12 : tensor<3x3xi64>
    %14 = stablehlo.compare EQ, %13, %11, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %15 = stablehlo.convert %14 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.add %9, %15 : tensor<3x3xcomplex<f64>>
    %17 = stablehlo.dot_general %0, %16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    %18 = stablehlo.subtract %17, %cst_0 : tensor<2x3xcomplex<f64>>
    %19 = stablehlo.abs %18 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %20 = stablehlo.multiply %19, %19 : tensor<2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %22 = stablehlo.sqrt %21 : tensor<f64>
    %23 = stablehlo.abs %cst_0 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<2x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %26 = stablehlo.sqrt %25 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %27 = stablehlo.maximum %cst_4, %26 : tensor<f64>
    %cst_5 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %28 = stablehlo.multiply %cst_5, %27 : tensor<f64>
    %29 = stablehlo.compare LE, %22, %28, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.reduce(%29 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %31 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 3x3 float32 (False, False, True, True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[12.0647612, 0.513623655, 1.26761901], [-1.04623175, 12.1218777, 1.43749154], [2.05328107, -2.08496714, 12.1945648]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[0.170262203, -0.229388133, 0.552582264], [-2.38017654, 1.88166499, -2.56650972]]> : tensor<2x3xf32>
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %1 = call @triu(%cst) : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %3 = stablehlo.dot_general %0, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x3xf32>) -> tensor<2x3xf32>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<2x3xf32>
    %5 = stablehlo.abs %4 : tensor<2x3xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %8 = stablehlo.sqrt %7 : tensor<f32>
    %9 = stablehlo.abs %cst_0 : tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.maximum %cst_3, %12 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %14 = stablehlo.multiply %cst_4, %13 : tensor<f32>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %17 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 float64 (False, False, True, True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[10.540805281810375, -2.7748857555771407, 2.7727305679061747], [-0.29851534983489492, 14.091628258398881, -2.9645892285814481], [0.93610173262929663, -2.4664500074423188, 10.647708625455151]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[-2.1070854570236426, 2.5854904001665338, -1.5159347885802654], [0.67207403437047386, -0.63196349951377417, -1.1365883432746224]]> : tensor<2x3xf64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
    %1 = call @triu(%cst) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %2 = stablehlo.transpose %1, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %3 = stablehlo.dot_general %0, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf64>, tensor<3x3xf64>) -> tensor<2x3xf64>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<2x3xf64>
    %5 = stablehlo.abs %4 : tensor<2x3xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<2x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %8 = stablehlo.sqrt %7 : tensor<f64>
    %9 = stablehlo.abs %cst_0 : tensor<2x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.maximum %cst_3, %12 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %14 = stablehlo.multiply %cst_4, %13 : tensor<f64>
    %15 = stablehlo.compare LE, %8, %14, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %16 = stablehlo.reduce(%15 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %17 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 complex64 (False, False, True, True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(9.74110221,2.31222343), (0.398837686,-0.608794748), (0.747075557,-2.84439468)], [(-2.24069166,1.69962656), (10.9858246,1.44614756), (1.20077944,-0.339176744)], [(-1.76561022,2.15238595), (1.26604164,-2.25997543), (1.121790e+01,-0.624960958)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(-2.2738452,0.418883234), (-2.53241253,-2.1566968), (0.660848438,1.94067192)], [(-1.14461434,0.978669285), (-1.79107189,2.57079196), (1.20353699,-0.390877187)]]> : tensor<2x3xcomplex<f32>>
    %0 = stablehlo.custom_call @lapack_ctrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 67 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xcomplex<f32>>, tensor<2x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %1 = call @triu(%cst) : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %3 = stablehlo.imag %1 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %4 = stablehlo.negate %3 : tensor<3x3xf32>
    %5 = stablehlo.complex %2, %4 : tensor<3x3xcomplex<f32>>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %7 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<2x3xcomplex<f32>>
    %8 = stablehlo.subtract %7, %cst_0 : tensor<2x3xcomplex<f32>>
    %9 = stablehlo.abs %8 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %12 = stablehlo.sqrt %11 : tensor<f32>
    %13 = stablehlo.abs %cst_0 : (tensor<2x3xcomplex<f32>>) -> tensor<2x3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.sqrt %15 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.maximum %cst_3, %16 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %18 = stablehlo.multiply %cst_4, %17 : tensor<f32>
    %19 = stablehlo.compare LE, %12, %18, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %21 : tensor<1xi1>
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
}

// -----

// trsm_case 3x3 complex128 (False, False, True, True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(11.034246578049064,-2.0190395737030276), (1.2319876626176693,-1.7316250446106405), (-2.3275324072346182,-1.4579829999281977)], [(-1.9551828471609274,1.5032823001424696), (12.236359553379437,0.41563581583323295), (1.4818666847416129,0.032016697593296506)], [(-0.62278128687723378,1.4106542649795637), (-0.84124201824016342,-1.6818818917012661), (11.482072837323329,0.56406489909131752)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(1.1517383211596997,-1.2211452315369526), (2.0767696078466287,-2.5930136835629103), (-1.0817082346934785,1.7196472676452021)], [(-0.23287764146236523,1.9438042330668717), (-0.029781385667729587,-0.24237685652795804), (1.3646876319853343,1.1369228191330496)]]> : tensor<2x3xcomplex<f64>>
    %0 = stablehlo.custom_call @lapack_ztrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 67 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=2, l=3, m=2, n=3}, custom>} : (tensor<3x3xcomplex<f64>>, tensor<2x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    %1 = call @triu(%cst) : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %2 = stablehlo.real %1 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %3 = stablehlo.imag %1 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %4 = stablehlo.negate %3 : tensor<3x3xf64>
    %5 = stablehlo.complex %2, %4 : tensor<3x3xcomplex<f64>>
    %6 = stablehlo.transpose %5, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %7 = stablehlo.dot_general %0, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<2x3xcomplex<f64>>
    %8 = stablehlo.subtract %7, %cst_0 : tensor<2x3xcomplex<f64>>
    %9 = stablehlo.abs %8 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %12 = stablehlo.sqrt %11 : tensor<f64>
    %13 = stablehlo.abs %cst_0 : (tensor<2x3xcomplex<f64>>) -> tensor<2x3xf64>
    %14 = stablehlo.multiply %13, %13 : tensor<2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xf64>, tensor<f64>) -> tensor<f64>
    %16 = stablehlo.sqrt %15 : tensor<f64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %17 = stablehlo.maximum %cst_3, %16 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %18 = stablehlo.multiply %cst_4, %17 : tensor<f64>
    %19 = stablehlo.compare LE, %12, %18, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %21 : tensor<1xi1>
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
}

// -----

// trsm_case 2x3x3 float32 (True, True, False, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[12.9527874, 2.06554437, -2.06492686], [-1.44740975, 13.1616678, -2.15479016], [0.845020056, -0.318931758, 13.7305813]], [[11.7482214, 1.8950721, 2.77941084], [1.73896611, 11.9273548, -2.41737843], [-2.528840e+00, -2.8662436, 13.969245]]]> : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<[[[1.34000897, 1.90121615], [2.10457373, 2.75252247], [-0.557013929, -0.315741718]], [[0.911845982, -0.225211293], [-1.98732543, 2.24221087], [2.38217139, 2.12652302]]]> : tensor<2x3x2xf32>
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %1 = call @tril(%cst) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = stablehlo.dot_general %1, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf32>, tensor<2x3x2xf32>) -> tensor<2x3x2xf32>
    %3 = stablehlo.subtract %2, %cst_0 : tensor<2x3x2xf32>
    %4 = stablehlo.abs %3 : tensor<2x3x2xf32>
    %5 = stablehlo.multiply %4, %4 : tensor<2x3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %7 = stablehlo.sqrt %6 : tensor<2xf32>
    %8 = stablehlo.abs %cst_0 : tensor<2x3x2xf32>
    %9 = stablehlo.multiply %8, %8 : tensor<2x3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %11 = stablehlo.sqrt %10 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2xf32>
    %16 = stablehlo.compare LE, %7, %15, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %18 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 2x3x3 complex128 (True, True, False, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(12.275428589563621,1.0219048155932864), (1.8103729590161013,-2.4572779167085939), (-1.8178693672352062,-2.3344953775629702)], [(1.4532735532890602,1.2815431102060977), (13.530713841698031,-1.1782904888711017), (2.5408309870966876,-2.1616483663785786)], [(2.6697754450906501,-2.2197311033066134), (-2.358049336076915,2.5847310533627015), (14.440996398642024,-0.1358797946850574)]], [[(9.5648129563716608,-0.94810872171112237), (1.6082858211465139,1.5763781902181542), (-0.52273420677119864,-1.4064656840945371)], [(1.1040730519677906,0.70606064694418746), (14.051929864861922,0.30407903802567571), (-2.5719994994871955,2.4173007192858549)], [(-0.016592300846917318,1.8458609163064708), (2.3441905399742078,1.9742571739554435), (13.537471773544253,2.5338078321870281)]]]> : tensor<2x3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(-0.030165348217896959,-2.1467685306859834), (-1.33566914421879,0.71305440321001834)], [(-1.6982453224766212,0.21595916917177327), (1.3767555760555048,2.0254787151155575)], [(2.1742859224935884,-0.40308102343491825), (0.7893641162551348,2.0142609172341661)]], [[(1.8634909342123596,1.5687757055873206), (-0.14150769417080866,-2.3217383582069724)], [(-0.84480583348226013,1.3813031476404305), (1.4327202134227033,2.4195809891587441)], [(2.5005990237170046,-0.72485424449140101), (-1.6080709019511976,-0.12342018598860083)]]]> : tensor<2x3x2xcomplex<f64>>
    %0 = stablehlo.custom_call @lapack_ztrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x2xcomplex<f64>>) -> tensor<2x3x2xcomplex<f64>>
    %1 = call @tril(%cst) : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %2 = stablehlo.dot_general %1, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x2xcomplex<f64>>) -> tensor<2x3x2xcomplex<f64>>
    %3 = stablehlo.subtract %2, %cst_0 : tensor<2x3x2xcomplex<f64>>
    %4 = stablehlo.abs %3 : (tensor<2x3x2xcomplex<f64>>) -> tensor<2x3x2xf64>
    %5 = stablehlo.multiply %4, %4 : tensor<2x3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %7 = stablehlo.sqrt %6 : tensor<2xf64>
    %8 = stablehlo.abs %cst_0 : (tensor<2x3x2xcomplex<f64>>) -> tensor<2x3x2xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %11 = stablehlo.sqrt %10 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.maximum %12, %11 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.multiply %14, %13 : tensor<2xf64>
    %16 = stablehlo.compare LE, %7, %15, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %17 = stablehlo.reduce(%16 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %18 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 2x3x3 float64 (True, False, True, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[10.165391972060521, 2.6082192117203427, 0.84055263269761671], [2.8878984909440799, 11.784364283525285, -2.9565590378667381], [2.2701428516016247, 2.3479897118967186, 13.194033447965076]], [[11.694267740859512, 1.214581109629532, 1.8463066227346374], [2.4829810081903547, 10.438289030251639, -0.76095610029378413], [-0.54523076682552851, 0.64215090741013814, 11.068287538972321]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[[-1.3680372813647406, -1.0597601463823065], [-0.255302240988871, -0.52415350617242051], [-0.34381178099676424, 2.1672006403736006]], [[2.6261416856555675, 1.3794127319782241], [-2.7692523572188508, 1.3800049013327902], [0.49269186305303325, 1.4028889385196104]]]> : tensor<2x3x2xf64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %1 = call @triu(%cst) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.dot_general %2, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xf64>, tensor<2x3x2xf64>) -> tensor<2x3x2xf64>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<2x3x2xf64>
    %5 = stablehlo.abs %4 : tensor<2x3x2xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<2x3x2xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %8 = stablehlo.sqrt %7 : tensor<2xf64>
    %9 = stablehlo.abs %cst_0 : tensor<2x3x2xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf64>, tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.sqrt %11 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.maximum %13, %12 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<2xf64>
    %17 = stablehlo.compare LE, %8, %16, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %19 : tensor<1xi1>
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
}

// -----

// trsm_case 2x3x3 complex64 (True, False, True, False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(12.7065382,0.874066412), (-1.18394053,-2.10185957), (2.6796298,0.979488849)], [(2.8049984,2.0796566), (14.5429077,-2.90829515), (1.59325564,-0.339735121)], [(1.08784974,0.292763084), (-2.74842834,0.949689984), (13.9724846,1.66014779)]], [[(14.6510353,-5.961010e-01), (0.98126012,-0.826655447), (-0.819741964,2.21008039)], [(1.57735384,-1.84785664), (11.4304447,1.70335174), (-1.67699051,1.43909562)], [(-2.69156551,2.78963327), (0.995085835,1.0779947), (11.2972565,2.74432015)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(0.399472386,1.29252231), (0.079040192,-0.464284927)], [(1.26699471,0.663161575), (1.86166024,-2.23883367)], [(0.543293118,1.2794112), (1.84163308,2.23101163)]], [[(0.859855592,7.536990e-01), (1.17313635,1.02629399)], [(0.116169043,2.91100383), (1.70302403,1.60904562)], [(0.684634209,1.15595913), (1.95281434,2.55644274)]]]> : tensor<2x3x2xcomplex<f32>>
    %0 = stablehlo.custom_call @lapack_ctrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=3, m=2, n=3, o=2}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x2xcomplex<f32>>) -> tensor<2x3x2xcomplex<f32>>
    %1 = call @triu(%cst) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %3 = stablehlo.dot_general %2, %0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x2xcomplex<f32>>) -> tensor<2x3x2xcomplex<f32>>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<2x3x2xcomplex<f32>>
    %5 = stablehlo.abs %4 : (tensor<2x3x2xcomplex<f32>>) -> tensor<2x3x2xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<2x3x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %8 = stablehlo.sqrt %7 : tensor<2xf32>
    %9 = stablehlo.abs %cst_0 : (tensor<2x3x2xcomplex<f32>>) -> tensor<2x3x2xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x3x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x2xf32>, tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.sqrt %11 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.multiply %15, %14 : tensor<2xf32>
    %17 = stablehlo.compare LE, %8, %16, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %19 : tensor<1xi1>
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
}

// -----

// trsm_case 2x3x3 float32 (False, True, False, False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[10.988863, -2.297970e+00, 1.31112051], [-1.7726208, 13.5697327, 0.253111482], [-1.40984917, -0.52380085, 9.63613414]], [[13.4387302, 1.07577121, -0.58391583], [-0.126682624, 13.3187304, 0.991692185], [0.529970944, 0.0981393828, 14.8967323]]]> : tensor<2x3x3xf32>
    %cst_0 = stablehlo.constant dense<[[[-0.435908079, -1.28534257, -2.96773672], [-1.97196424, 2.89369273, 1.61811507]], [[0.0943409278, 0.524475694, -0.0587469637], [1.06909895, 0.118507713, 0.874578773]]]> : tensor<2x2x3xf32>
    %0 = stablehlo.custom_call @lapack_strsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=2, m=3, n=2, o=3}, custom>} : (tensor<2x3x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %1 = call @tril(%cst) : (tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %9 = stablehlo.multiply %1, %8 : tensor<2x3x3xf32>
    %10 = stablehlo.subtract %1, %9 : tensor<2x3x3xf32>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %12 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %11, %13 : tensor<3x3xi64>
    %15 = stablehlo.compare EQ, %14, %12, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.convert %15 : (tensor<3x3xi1>) -> tensor<3x3xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xf32>) -> tensor<2x3x3xf32>
    %18 = stablehlo.add %10, %17 : tensor<2x3x3xf32>
    %19 = stablehlo.dot_general %0, %18, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf32>, tensor<2x3x3xf32>) -> tensor<2x2x3xf32>
    %20 = stablehlo.subtract %19, %cst_0 : tensor<2x2x3xf32>
    %21 = stablehlo.abs %20 : tensor<2x2x3xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<2x2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.sqrt %23 : tensor<2xf32>
    %25 = stablehlo.abs %cst_0 : tensor<2x2x3xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<2x2x3xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %28 = stablehlo.sqrt %27 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.maximum %29, %28 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<2xf32>
    %33 = stablehlo.compare LE, %24, %32, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %35 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<2x3x3xf32>) -> tensor<2x3x3xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 2x3x3 complex128 (False, True, False, False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(14.364565787373751,-2.877421261691631), (-0.20325412991537739,1.1491481466835411), (-0.42697318375474591,2.9928555372978538)], [(-2.5543708757396058,-0.17032038673094174), (12.663683305586666,-1.9591182999106669), (1.8696404367283854,1.2943656276801976)], [(-1.5792655003439386,0.22970900658430038), (1.210099440354802,-2.9669802037070707), (10.534890810409431,-0.92237754038275721)]], [[(13.854165784906369,2.6540658611642876), (2.9369815431437223,2.2414112962178168), (-0.033082177423923387,2.9534690430536319)], [(2.3077385959723262,1.7835667245764615), (11.410059949143681,0.93225871724945363), (1.1591733638892876,0.78946257843323853)], [(0.40707654285610984,1.4561016943200125), (2.9870775387593298,1.0416900086861336), (12.209440111643328,2.8861951570490749)]]]> : tensor<2x3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(2.2860241603503244,2.1182345134729452), (0.26844147005927788,-0.27933807755237572), (-1.6916591497723317,-0.089608893241274856)], [(-0.71341859962992027,-0.28755403164619953), (0.63139746659643681,-1.1953660865480082), (-0.69721399269239015,-2.9114953083929729)]], [[(-0.59759959675114249,1.9825679616998224), (-0.050866161209446759,2.0827487677188445), (-1.0497597565003982,2.2474853367898753)], [(1.9309483770915268,-0.69532363703612621), (-0.1578218810851606,0.58383357298833793), (-0.060788779969815021,1.1580672678047037)]]]> : tensor<2x2x3xcomplex<f64>>
    %0 = stablehlo.custom_call @lapack_ztrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 85 : ui8, side = 82 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=2, m=3, n=2, o=3}, custom>} : (tensor<2x3x3xcomplex<f64>>, tensor<2x2x3xcomplex<f64>>) -> tensor<2x2x3xcomplex<f64>>
    %1 = call @tril(%cst) : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %9 = stablehlo.multiply %1, %8 : tensor<2x3x3xcomplex<f64>>
    %10 = stablehlo.subtract %1, %9 : tensor<2x3x3xcomplex<f64>>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %12 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %c_1 = stablehlo.constant dense<0> : tensor<i64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %14 = stablehlo.add %11, %13 : tensor<3x3xi64>
    %15 = stablehlo.compare EQ, %14, %12, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.convert %15 : (tensor<3x3xi1>) -> tensor<3x3xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1, 2] : (tensor<3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %18 = stablehlo.add %10, %17 : tensor<2x3x3xcomplex<f64>>
    %19 = stablehlo.dot_general %0, %18, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x2x3xcomplex<f64>>
    %20 = stablehlo.subtract %19, %cst_0 : tensor<2x2x3xcomplex<f64>>
    %21 = stablehlo.abs %20 : (tensor<2x2x3xcomplex<f64>>) -> tensor<2x2x3xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<2x2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %24 = stablehlo.sqrt %23 : tensor<2xf64>
    %25 = stablehlo.abs %cst_0 : (tensor<2x2x3xcomplex<f64>>) -> tensor<2x2x3xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<2x2x3xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %28 = stablehlo.sqrt %27 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.maximum %29, %28 : tensor<2xf64>
    %cst_5 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.multiply %31, %30 : tensor<2xf64>
    %33 = stablehlo.compare LE, %24, %32, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %35 : tensor<1xi1>
  }
  func.func private @tril(%arg0: tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
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

// trsm_case 2x3x3 float64 (False, False, True, True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[11.518101299198793, 0.4580127690605944, 1.3782261815523196], [-0.78760695433367144, 14.248545030398382, 0.3030305556372932], [0.85184743091305525, 2.7996165469502969, 14.950400189402721]], [[11.257365184881829, 0.15687012736756589, 1.5915855326466692], [1.9371113540992706, 11.591874227150337, -0.83893662563557924], [2.5915016684979735, -0.192556694634753, 10.093453455067984]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[[-2.6268083711881349, -0.3969428931505421, 1.5857240361185037], [-1.7850956529192492, -1.3785937146351595, -2.8930183151947784]], [[-1.6695490151609593, -0.35579174868864527, -2.5288654687157592], [2.5002949765195872, 2.9768058059705584, -0.97229510712760892]]]> : tensor<2x2x3xf64>
    %0 = stablehlo.custom_call @lapack_dtrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 84 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=2, m=3, n=2, o=3}, custom>} : (tensor<2x3x3xf64>, tensor<2x2x3xf64>) -> tensor<2x2x3xf64>
    %1 = call @triu(%cst) : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1] : (tensor<2x3x3xf64>) -> tensor<2x3x3xf64>
    %3 = stablehlo.dot_general %0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xf64>, tensor<2x3x3xf64>) -> tensor<2x2x3xf64>
    %4 = stablehlo.subtract %3, %cst_0 : tensor<2x2x3xf64>
    %5 = stablehlo.abs %4 : tensor<2x2x3xf64>
    %6 = stablehlo.multiply %5, %5 : tensor<2x2x3xf64>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %8 = stablehlo.sqrt %7 : tensor<2xf64>
    %9 = stablehlo.abs %cst_0 : tensor<2x2x3xf64>
    %10 = stablehlo.multiply %9, %9 : tensor<2x2x3xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf64>, tensor<f64>) -> tensor<2xf64>
    %12 = stablehlo.sqrt %11 : tensor<2xf64>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.maximum %13, %12 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.9984014443252818E-14> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.multiply %15, %14 : tensor<2xf64>
    %17 = stablehlo.compare LE, %8, %16, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %19 : tensor<1xi1>
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
}

// -----

// trsm_case 2x3x3 complex64 (False, False, True, True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1xi1> {
// CHECK-NEXT: [true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<1xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(13.8669291,-2.038360e+00), (-2.80115557,0.885693132), (-1.55421603,0.214056104)], [(2.58182096,2.12302136), (11.4681606,-1.23999178), (0.772185862,-1.38372111)], [(4.290970e-01,2.97846746), (-1.12769055,2.24040341), (13.6890526,-1.95292163)]], [[(9.24749565,2.53037357), (-2.74663401,2.18340135), (-1.2877897,2.6458106)], [(1.99259603,2.41640544), (13.3536329,-1.4249469), (1.77887619,-1.75760114)], [(-1.81318319,0.83971852), (1.8791337,-1.44625127), (14.3761158,-2.6740346)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(1.60160017,-1.66384876), (-0.213252008,-1.65144134), (0.577779889,-2.57837844)], [(-2.90476727,0.395043731), (-0.899213492,0.0577793196), (-2.37868476,-1.49316704)]], [[(-1.59160781,-1.10861409), (-1.64218783,-0.847500145), (2.99210119,0.55313921)], [(0.968578934,8.876330e-01), (0.692913294,-2.49746609), (1.48455203,0.530500352)]]]> : tensor<2x2x3xcomplex<f32>>
    %0 = stablehlo.custom_call @lapack_ctrsm_ffi(%cst, %cst_0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 82 : ui8, trans_x = 67 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l, m])->([i, n, o]) {i=2, j=3, k=3, l=2, m=3, n=2, o=3}, custom>} : (tensor<2x3x3xcomplex<f32>>, tensor<2x2x3xcomplex<f32>>) -> tensor<2x2x3xcomplex<f32>>
    %1 = call @triu(%cst) : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %3 = stablehlo.imag %1 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %4 = stablehlo.negate %3 : tensor<2x3x3xf32>
    %5 = stablehlo.complex %2, %4 : tensor<2x3x3xcomplex<f32>>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %7 = stablehlo.dot_general %0, %6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x2x3xcomplex<f32>>
    %8 = stablehlo.subtract %7, %cst_0 : tensor<2x2x3xcomplex<f32>>
    %9 = stablehlo.abs %8 : (tensor<2x2x3xcomplex<f32>>) -> tensor<2x2x3xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<2x2x3xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %12 = stablehlo.sqrt %11 : tensor<2xf32>
    %13 = stablehlo.abs %cst_0 : (tensor<2x2x3xcomplex<f32>>) -> tensor<2x2x3xf32>
    %14 = stablehlo.multiply %13, %13 : tensor<2x2x3xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.sqrt %15 : tensor<2xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.07288361E-5> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<2xf32>
    %21 = stablehlo.compare LE, %12, %20, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %22 = stablehlo.reduce(%21 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<i1>) -> tensor<1xi1>
    return %23 : tensor<1xi1>
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
}
