// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// ormqr_case 4x3 float32 (True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646], [-0.699350893, 1.75035024, 0.173369512]]> : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<[[0.408267379, 2.55357981], [-2.57378364, -2.47722411], [-2.87868953, 1.99571908], [1.66894054, 2.22007298]]> : tensor<4x2xf32>
    %cst_1 = stablehlo.constant dense<[[-3.36619425, -1.56571102], [2.54876757, -0.280108243], [-0.114081837, -2.29953527], [0.150908008, 3.7082684]]> : tensor<4x2xf32>
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xf32>, tensor<i64>) -> tensor<4x4xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<3xf32>) -> tensor<4x4xf32>
    %3:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %4 = stablehlo.custom_call @lapack_sormqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=4, m=2, n=4, o=2}, custom>} : (tensor<4x3xf32>, tensor<3xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %5 = stablehlo.dot_general %2, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<4x2xf32>
    %7 = stablehlo.abs %6 : tensor<4x2xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst_0 : tensor<4x2xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<4x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_4, %14 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_5, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.subtract %4, %cst_1 : tensor<4x2xf32>
    %20 = stablehlo.abs %19 : tensor<4x2xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<4x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.sqrt %22 : tensor<f32>
    %24 = stablehlo.abs %cst_0 : tensor<4x2xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<4x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.maximum %cst_9, %27 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %29 = stablehlo.multiply %cst_10, %28 : tensor<f32>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %34 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xf32>, %arg1: tensor<i64>) -> tensor<4x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}

// -----

// ormqr_case 4x3 complex128 (True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,0.89486428568856446), (1.2488869357086294,-1.3290763041121483), (-1.254571566522334,1.0575294118807879)], [(0.06496563118597809,0.54517690449810496), (2.3576817260859286,-2.8561087057370078), (2.3777585336006286,0.35312452794529214)], [(-2.2464881372169825,-1.4444853185552076), (-1.7565427311708794,-0.50939281793958191), (-2.6911967801950207,-1.2988495093720875)], [(-0.35514093809618119,1.1588275098779777), (-2.820742734728598,-0.35727769397556308), (-0.25900065363173352,-2.0587935691502204)]]> : tensor<4x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(0.26789410819106863,2.4170046512303882), (1.6818885870682028,2.0745052277590759)], [(-1.1618188057429215,-0.73203575202666515), (-1.6682526964069115,-2.4466979467696546)], [(-0.6721724546661072,0.92046541514121704), (2.6183018991625824,0.34704457433070557)], [(2.855972534837603,-0.83061142162453105), (1.034302055476882,-1.6496729709610085)]]> : tensor<4x2xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[(2.0503024684182805,-0.32933802833335468), (0.058757843962363943,-0.42946834451636251)], [(1.4694633858769544,-2.1715750828995954), (2.0210839504063696,-1.5027973913306367)], [(-0.6398324333211951,0.40017156860053626), (-1.1620304835577806,1.267442456066493)], [(2.4871254280315744,-0.048625156448617535), (1.6674353823122718,-3.7948285376846997)]]> : tensor<4x2xcomplex<f64>>
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xcomplex<f64>>, tensor<i64>) -> tensor<4x4xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %3:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %4 = stablehlo.custom_call @lapack_zunmqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=4, m=2, n=4, o=2}, custom>} : (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> tensor<4x2xcomplex<f64>>
    %5 = stablehlo.dot_general %2, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f64>>, tensor<4x2xcomplex<f64>>) -> tensor<4x2xcomplex<f64>>
    %6 = stablehlo.subtract %4, %5 : tensor<4x2xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<4x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst_0 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<4x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_4, %14 : tensor<f64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_5, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.subtract %4, %cst_1 : tensor<4x2xcomplex<f64>>
    %20 = stablehlo.abs %19 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %21 = stablehlo.multiply %20, %20 : tensor<4x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.sqrt %22 : tensor<f64>
    %24 = stablehlo.abs %cst_0 : (tensor<4x2xcomplex<f64>>) -> tensor<4x2xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<4x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.maximum %cst_9, %27 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %29 = stablehlo.multiply %cst_10, %28 : tensor<f64>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %34 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    return %1 : tensor<4x4xcomplex<f64>>
  }
}

// -----

// ormqr_case 4x3 float64 (True, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496], [0.48274266953312495, 2.1214060712673053, -2.7532167807708863]]> : tensor<4x3xf64>
    %cst_0 = stablehlo.constant dense<[[-0.070953375053427692, 2.5249569377592476], [-2.3453887000868594, -0.53366026617386275], [-0.17923906515266985, -2.2362207078287479], [2.8941300017458458, -2.8781042027677595]]> : tensor<4x2xf64>
    %cst_1 = stablehlo.constant dense<[[1.6416915235157454, -1.33530961508882], [3.0999428342293776, 0.014402069179235033], [0.85396396410294817, -0.95079885386262308], [0.93805466767607804, -4.1541653824915405]]> : tensor<4x2xf64>
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xf64>, tensor<i64>) -> tensor<4x4xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xf64>, tensor<3xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
    %5 = stablehlo.custom_call @lapack_dormqr_ffi(%4#0, %4#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=4, m=2, n=4, o=2}, custom>} : (tensor<4x3xf64>, tensor<3xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %6 = stablehlo.dot_general %3, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xf64>, tensor<4x2xf64>) -> tensor<4x2xf64>
    %7 = stablehlo.subtract %5, %6 : tensor<4x2xf64>
    %8 = stablehlo.abs %7 : tensor<4x2xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<4x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %12 = stablehlo.abs %cst_0 : tensor<4x2xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<4x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %15 = stablehlo.sqrt %14 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.maximum %cst_4, %15 : tensor<f64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %17 = stablehlo.multiply %cst_5, %16 : tensor<f64>
    %18 = stablehlo.compare LE, %11, %17, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = stablehlo.subtract %5, %cst_1 : tensor<4x2xf64>
    %21 = stablehlo.abs %20 : tensor<4x2xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<4x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %24 = stablehlo.sqrt %23 : tensor<f64>
    %25 = stablehlo.abs %cst_0 : tensor<4x2xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<4x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.sqrt %27 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.maximum %cst_9, %28 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %30 = stablehlo.multiply %cst_10, %29 : tensor<f64>
    %31 = stablehlo.compare LE, %24, %30, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %35 = stablehlo.concatenate %33, %34, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %35 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xf64>, %arg1: tensor<i64>) -> tensor<4x4xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
}

// -----

// ormqr_case 4x3 complex64 (True, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.22607017,0.307681739), (-0.233062908,1.15484786), (-0.503076434,-2.72843862)], [(0.616345406,-8.846930e-01), (-1.90159178,-2.74865055), (-0.49252373,-2.09709215)], [(-2.19546771,-0.969986557), (0.939708769,-2.02033472), (1.8403939,1.56584835)], [(-2.1711483,-0.92038834), (-0.897691547,-1.4280529), (0.687094808,-1.88586974)]]> : tensor<4x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(2.4240849,-2.93425202), (-1.75512934,1.80568087)], [(-0.922287344,-0.686448395), (-0.704604804,-0.208675012)], [(-2.69275188,-1.56619668), (2.225230e+00,-1.19878948)], [(0.962354183,-2.74866748), (2.12739468,0.484648108)]]> : tensor<4x2xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[(0.384798288,2.91994834), (-1.09246349,0.349762678)], [(0.389187217,-2.30648661), (1.75173664,1.19206142)], [(1.85350418,3.97954392), (-1.80283451,-2.16004753)], [(6.835220e-01,-0.328736663), (2.03013515,0.433064312)]]> : tensor<4x2xcomplex<f32>>
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xcomplex<f32>>, tensor<i64>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %5 = stablehlo.imag %3 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %6 = stablehlo.negate %5 : tensor<4x4xf32>
    %7 = stablehlo.complex %4, %6 : tensor<4x4xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %9 = stablehlo.custom_call @lapack_cunmqr_ffi(%8#0, %8#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=4, m=2, n=4, o=2}, custom>} : (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %10 = stablehlo.dot_general %7, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4xcomplex<f32>>, tensor<4x2xcomplex<f32>>) -> tensor<4x2xcomplex<f32>>
    %11 = stablehlo.subtract %9, %10 : tensor<4x2xcomplex<f32>>
    %12 = stablehlo.abs %11 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<4x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.sqrt %14 : tensor<f32>
    %16 = stablehlo.abs %cst_0 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<4x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.sqrt %18 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.maximum %cst_4, %19 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %21 = stablehlo.multiply %cst_5, %20 : tensor<f32>
    %22 = stablehlo.compare LE, %15, %21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %24 = stablehlo.subtract %9, %cst_1 : tensor<4x2xcomplex<f32>>
    %25 = stablehlo.abs %24 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<4x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.abs %cst_0 : (tensor<4x2xcomplex<f32>>) -> tensor<4x2xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<4x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>
    %32 = stablehlo.sqrt %31 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f32>
    %35 = stablehlo.compare LE, %28, %34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %39 = stablehlo.concatenate %37, %38, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %39 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %1 : tensor<4x4xcomplex<f32>>
  }
}

// -----

// ormqr_case 4x3 float32 (False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058], [-0.98113346, -0.744790912, 0.192215219], [-2.59136224, 0.507174373, -1.57261348], [-2.03546047, -2.08728504, -2.23758459]]> : tensor<4x3xf32>
    %cst_0 = stablehlo.constant dense<[[-1.03535295, 1.16492319, -0.846201181, 2.34819388], [-1.78872073, -2.33638501, 0.165340573, 2.2059319]]> : tensor<2x4xf32>
    %cst_1 = stablehlo.constant dense<[[1.20315957, -2.60323024, -0.515897453, -0.410514385], [0.97660768, -1.18252671, 2.1809237, -2.53833318]]> : tensor<2x4xf32>
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xf32>, tensor<i64>) -> tensor<4x4xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xf32>, tensor<3xf32>) -> tensor<4x4xf32>
    %3:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<3xf32>)
    %4 = stablehlo.custom_call @lapack_sormqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=2, m=4, n=2, o=4}, custom>} : (tensor<4x3xf32>, tensor<3xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
    %5 = stablehlo.dot_general %cst_0, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf32>, tensor<4x4xf32>) -> tensor<2x4xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<2x4xf32>
    %7 = stablehlo.abs %6 : tensor<2x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %10 = stablehlo.sqrt %9 : tensor<f32>
    %11 = stablehlo.abs %cst_0 : tensor<2x4xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %14 = stablehlo.sqrt %13 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.maximum %cst_4, %14 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %16 = stablehlo.multiply %cst_5, %15 : tensor<f32>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.subtract %4, %cst_1 : tensor<2x4xf32>
    %20 = stablehlo.abs %19 : tensor<2x4xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<2x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.sqrt %22 : tensor<f32>
    %24 = stablehlo.abs %cst_0 : tensor<2x4xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.maximum %cst_9, %27 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %29 = stablehlo.multiply %cst_10, %28 : tensor<f32>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %34 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xf32>, %arg1: tensor<i64>) -> tensor<4x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf32>, tensor<f32>) -> tensor<4x4xf32>
    return %1 : tensor<4x4xf32>
  }
}

// -----

// ormqr_case 4x3 complex128 (False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,0.87353404272531109), (-0.32643625111987973,-0.32935430308439262), (-0.56922919175304276,-2.4891338321792804)], [(-0.92163489939348064,1.419611324104805), (2.082504102115756,2.6144542362190704), (-1.8698277096157105,0.098412248592540941)], [(2.841894707716758,2.0851619685188725), (2.0267782721796417,1.4420466840476784), (2.215396829094983,0.76951396962705231)], [(-1.2400731706713453,-0.48153142338312716), (1.9699716905735247,-2.7692225221707498), (-2.3894223239146672,1.4017485750263097)]]> : tensor<4x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(1.4927743180020663,-1.7352309913191504), (-0.2602722697722899,2.7092480200542326), (2.7088754741833236,0.9944316140682603), (2.4451222633181251,-0.95345809484598476)], [(1.2495843473416279,2.7428935896261324), (2.0541259558406209,-1.2300426044778614), (-1.698784520453231,1.4197272267541816), (-1.9040151080932306,-0.88871497711697867)]]> : tensor<2x4xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[(-0.0061430845178220839,1.6574108510898808), (0.55842225263220091,0.26238785934783371), (1.7793696008334818,0.61754427381799126), (4.5757593513109267,-0.49895092125565527)], [(-2.0028624103788264,1.7825867035840317), (-0.060380667962447898,-0.24151440245354383), (-2.0571673446447187,1.5654662601479534), (-3.1199516415989565,-0.68277233418666161)]]> : tensor<2x4xcomplex<f64>>
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xcomplex<f64>>, tensor<i64>) -> tensor<4x4xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f64>>, tensor<3xcomplex<f64>>) -> tensor<4x4xcomplex<f64>>
    %3:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f64>>) -> (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>)
    %4 = stablehlo.custom_call @lapack_zunmqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=2, m=4, n=2, o=4}, custom>} : (tensor<4x3xcomplex<f64>>, tensor<3xcomplex<f64>>, tensor<2x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>>
    %5 = stablehlo.dot_general %cst_0, %2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xcomplex<f64>>, tensor<4x4xcomplex<f64>>) -> tensor<2x4xcomplex<f64>>
    %6 = stablehlo.subtract %4, %5 : tensor<2x4xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<2x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %10 = stablehlo.sqrt %9 : tensor<f64>
    %11 = stablehlo.abs %cst_0 : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<2x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %14 = stablehlo.sqrt %13 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.maximum %cst_4, %14 : tensor<f64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %16 = stablehlo.multiply %cst_5, %15 : tensor<f64>
    %17 = stablehlo.compare LE, %10, %16, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %18 = stablehlo.reduce(%17 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %19 = stablehlo.subtract %4, %cst_1 : tensor<2x4xcomplex<f64>>
    %20 = stablehlo.abs %19 : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %21 = stablehlo.multiply %20, %20 : tensor<2x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.sqrt %22 : tensor<f64>
    %24 = stablehlo.abs %cst_0 : (tensor<2x4xcomplex<f64>>) -> tensor<2x4xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<2x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.maximum %cst_9, %27 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %29 = stablehlo.multiply %cst_10, %28 : tensor<f64>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %33 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %34 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<4x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xcomplex<f64>>, tensor<complex<f64>>) -> tensor<4x4xcomplex<f64>>
    return %1 : tensor<4x4xcomplex<f64>>
  }
}

// -----

// ormqr_case 4x3 float64 (False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.4591947181896261, -2.7748857555771407, 2.7727305679061747], [-0.29851534983489492, 2.091628258398881, -2.9645892285814481], [0.93610173262929663, -2.4664500074423188, -1.3522913745448488], [-2.1070854570236426, 2.5854904001665338, -1.5159347885802654]]> : tensor<4x3xf64>
    %cst_0 = stablehlo.constant dense<[[0.67207403437047386, -0.63196349951377417, -1.1365883432746224, 0.81267792831152796], [-2.4387144654265458, -2.005654475128642, -1.3413121168822271, -2.8538105655292223]]> : tensor<2x4xf64>
    %cst_1 = stablehlo.constant dense<[[-1.1642700120865181, 0.20158097927644075, 1.1172808033146342, 0.398577349983392], [0.76901743286337254, 3.8862718649888941, -1.459253335011091, 1.4454805221491251]]> : tensor<2x4xf64>
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xf64>, tensor<i64>) -> tensor<4x4xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xf64>, tensor<3xf64>) -> tensor<4x4xf64>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x4xf64>) -> tensor<4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xf64>) -> (tensor<4x3xf64>, tensor<3xf64>)
    %5 = stablehlo.custom_call @lapack_dormqr_ffi(%4#0, %4#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=2, m=4, n=2, o=4}, custom>} : (tensor<4x3xf64>, tensor<3xf64>, tensor<2x4xf64>) -> tensor<2x4xf64>
    %6 = stablehlo.dot_general %cst_0, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xf64>, tensor<4x4xf64>) -> tensor<2x4xf64>
    %7 = stablehlo.subtract %5, %6 : tensor<2x4xf64>
    %8 = stablehlo.abs %7 : tensor<2x4xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %11 = stablehlo.sqrt %10 : tensor<f64>
    %12 = stablehlo.abs %cst_0 : tensor<2x4xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<2x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %15 = stablehlo.sqrt %14 : tensor<f64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.maximum %cst_4, %15 : tensor<f64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %17 = stablehlo.multiply %cst_5, %16 : tensor<f64>
    %18 = stablehlo.compare LE, %11, %17, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %19 = stablehlo.reduce(%18 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %20 = stablehlo.subtract %5, %cst_1 : tensor<2x4xf64>
    %21 = stablehlo.abs %20 : tensor<2x4xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<2x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %24 = stablehlo.sqrt %23 : tensor<f64>
    %25 = stablehlo.abs %cst_0 : tensor<2x4xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<2x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.sqrt %27 : tensor<f64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.maximum %cst_9, %28 : tensor<f64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %30 = stablehlo.multiply %cst_10, %29 : tensor<f64>
    %31 = stablehlo.compare LE, %24, %30, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %35 = stablehlo.concatenate %33, %34, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %35 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xf64>, %arg1: tensor<i64>) -> tensor<4x4xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xf64>, tensor<f64>) -> tensor<4x4xf64>
    return %1 : tensor<4x4xf64>
  }
}

// -----

// ormqr_case 4x3 complex64 (False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-2.25889802,1.69962656), (0.398837686,1.44614756), (0.747075557,-0.339176744)], [(-2.24069166,2.15238595), (-1.0141753,-2.25997543), (1.20077944,-0.624960958)], [(-1.76561022,-2.2738452), (1.26604164,-2.53241253), (-0.782100141,0.660848438)], [(2.31222343,-1.14461434), (-0.608794748,-1.79107189), (-2.84439468,1.20353699)]]> : tensor<4x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(0.418883234,2.24372387), (-2.1566968,-2.29659176), (1.94067192,-1.20990145), (0.978669285,1.25596511)], [(2.57079196,0.910632372), (-0.390877187,-1.48346949), (2.77300906,2.91953087), (0.628821909,-0.739514768)]]> : tensor<2x4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[(-2.46313906,0.128722191), (3.053410e+00,-1.09513378), (-1.69856143,-1.538131), (0.415636301,0.933155715)], [(-1.97958636,-3.74586511), (1.09805536,-0.214549541), (-1.63982034,0.628817975), (1.44675064,-1.60240209)]]> : tensor<2x4xcomplex<f32>>
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<4x3xcomplex<f32>>, tensor<i64>) -> tensor<4x4xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k])->([l, m]) {i=4, j=4, k=3, l=4, m=4}, custom>} : (tensor<4x4xcomplex<f32>>, tensor<3xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %5 = stablehlo.imag %3 : (tensor<4x4xcomplex<f32>>) -> tensor<4x4xf32>
    %6 = stablehlo.negate %5 : tensor<4x4xf32>
    %7 = stablehlo.complex %4, %6 : tensor<4x4xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m]) {i=4, j=3, k=4, l=3, m=3}, custom>} : (tensor<4x3xcomplex<f32>>) -> (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>)
    %9 = stablehlo.custom_call @lapack_cunmqr_ffi(%8#0, %8#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k], [l, m])->([n, o]) {i=4, j=3, k=3, l=2, m=4, n=2, o=4}, custom>} : (tensor<4x3xcomplex<f32>>, tensor<3xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %10 = stablehlo.dot_general %cst_0, %7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>) -> tensor<2x4xcomplex<f32>>
    %11 = stablehlo.subtract %9, %10 : tensor<2x4xcomplex<f32>>
    %12 = stablehlo.abs %11 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %15 = stablehlo.sqrt %14 : tensor<f32>
    %16 = stablehlo.abs %cst_0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.sqrt %18 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.maximum %cst_4, %19 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %21 = stablehlo.multiply %cst_5, %20 : tensor<f32>
    %22 = stablehlo.compare LE, %15, %21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.reduce(%22 init: %c_6) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %24 = stablehlo.subtract %9, %cst_1 : tensor<2x4xcomplex<f32>>
    %25 = stablehlo.abs %24 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<2x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %29 = stablehlo.abs %cst_0 : (tensor<2x4xcomplex<f32>>) -> tensor<2x4xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x4xf32>, tensor<f32>) -> tensor<f32>
    %32 = stablehlo.sqrt %31 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.maximum %cst_9, %32 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %34 = stablehlo.multiply %cst_10, %33 : tensor<f32>
    %35 = stablehlo.compare LE, %28, %34, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %39 = stablehlo.concatenate %37, %38, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %39 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<4x3xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<4x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0], high = [0, 1], interior = [0, 0] : (tensor<4x3xcomplex<f32>>, tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    return %1 : tensor<4x4xcomplex<f32>>
  }
}

// -----

// ormqr_case 2x4x4 float32 (True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[0.952787518, 2.06554437, -2.06492686, -1.44740975], [1.16166759, -2.15479016, 0.845020056, -0.318931758], [1.73058152, -0.25177902, 1.8950721, 2.77941084], [1.73896611, -0.0726447999, -2.41737843, -2.528840e+00]], [[-2.8662436, 1.9692452, 1.34000897, 1.90121615], [2.10457373, 2.75252247, -0.557013929, -0.315741718], [0.911845982, -0.225211293, -1.98732543, 2.24221087], [2.38217139, 2.12652302, 1.98586071, 2.32403064]]]> : tensor<2x4x4xf32>
    %cst_0 = stablehlo.constant dense<[[[1.98392522, 2.60032892], [-0.381626368, -1.30347109], [1.49807143, 0.801125288], [-2.6783452, 0.0476660915]], [[-2.17167521, -0.692491471], [-2.73486423, -0.248288214], [-2.63058496, 0.58389312], [1.39629877, 1.40156054]]]> : tensor<2x4x2xf32>
    %cst_1 = stablehlo.constant dense<[[[0.72653532, -1.79769421], [1.2732271, -0.0967950075], [-2.98718882, -2.15165234], [-1.55791211, -1.11091721]], [[3.85947609, 0.958024799], [1.14752638, -1.11180866], [1.91329026, 0.482305676], [-1.09189582, 0.678193151]]]> : tensor<2x4x2xf32>
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xf32>, tensor<i64>) -> tensor<2x4x4xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf32>, tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %3:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>)
    %4 = stablehlo.custom_call @lapack_sormqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=4, n=2, o=4, p=2}, custom>} : (tensor<2x4x4xf32>, tensor<2x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %5 = stablehlo.dot_general %2, %cst_0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf32>, tensor<2x4x2xf32>) -> tensor<2x4x2xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<2x4x2xf32>
    %7 = stablehlo.abs %6 : tensor<2x4x2xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x4x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.sqrt %9 : tensor<2xf32>
    %11 = stablehlo.abs %cst_0 : tensor<2x4x2xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x4x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.sqrt %13 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf32>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.subtract %4, %cst_1 : tensor<2x4x2xf32>
    %22 = stablehlo.abs %21 : tensor<2x4x2xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<2x4x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.sqrt %24 : tensor<2xf32>
    %26 = stablehlo.abs %cst_0 : tensor<2x4x2xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x4x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.sqrt %28 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf32>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %38 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xf32>, %arg1: tensor<i64>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    return %1 : tensor<2x4x4xf32>
  }
}

// -----

// ormqr_case 2x4x4 complex128 (True, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(0.27542858956361993,2.4173007192858549), (1.8103729590161013,1.8458609163064708), (-1.8178693672352062,1.9742571739554435), (1.4532735532890602,2.5338078321870281)], [(1.5307138416980308,-0.030165348217896959), (2.5408309870966876,-1.33566914421879), (2.6697754450906501,-1.6982453224766212), (-2.358049336076915,1.3767555760555048)], [(2.4409963986420236,2.1742859224935884), (-2.43518704362834,0.7893641162551348), (1.6082858211465139,1.8634909342123596), (-0.52273420677119864,-0.14150769417080866)], [(1.1040730519677906,-0.84480583348226013), (2.051929864861922,1.4327202134227033), (-2.5719994994871955,2.5005990237170046), (-0.016592300846917318,-1.6080709019511976)]], [[(2.3441905399742078,-2.1467685306859834), (1.5374717735442527,0.71305440321001834), (1.0219048155932864,0.21595916917177327), (-2.4572779167085939,2.0254787151155575)], [(-2.3344953775629702,-0.40308102343491825), (1.2815431102060977,2.0142609172341661), (-1.1782904888711017,1.5687757055873206), (-2.1616483663785786,-2.3217383582069724)], [(-2.2197311033066134,1.3813031476404305), (2.5847310533627015,2.4195809891587441), (-0.1358797946850574,-0.72485424449140101), (-0.94810872171112237,-0.12342018598860083)], [(1.5763781902181542,0.54165633591367834), (-1.4064656840945371,-0.0071625096401497501), (0.70606064694418746,-1.4789292806155345), (0.30407903802567571,2.694936309819278)]]]> : tensor<2x4x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(1.1973692845896018,1.567841885556077), (-1.3265441267865059,-2.0896175119984246)], [(2.9766049681047697,-1.1509774778466315), (-0.68216868860173374,2.461383954748138)], [(0.7519971347367611,1.3594633975736912), (2.4373205799358919,1.2461351881229437)], [(0.1406038717534992,-2.777195196791451), (-2.8120618513140552,1.0715500987793272)]], [[(-2.3383817050007893,-1.6478478716512062), (2.0956011506056411,-1.2034328186333449)], [(1.4940719144264367,-2.7222999902987501), (0.69315710233783534,-0.15562361589205764)], [(-0.24999795574632433,0.044244297330656046), (-0.69089956968604582,-2.6909700405280441)], [(-0.38400442281143876,0.64138664629481301), (-1.2443905099026902,-2.4821921133839711)]]]> : tensor<2x4x2xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[[(0.83665291950887721,-1.1419050004037365), (-1.06626604523268,-0.98241184726039199)], [(-2.3106217946019663,2.4593857761714175), (0.10720307764320869,0.060928261227215952)], [(2.4511133712157713,-1.323315493175951), (-0.15830473519583788,1.3435071186787839)], [(-1.3756471750432901,1.0862588492789369), (4.9860622705189321,-0.62540542297380075)]], [[(0.52328055487343672,1.1159775632712916), (-0.96102556838387398,2.9412817214304785)], [(-2.1513141386751191,-1.1812826785965709), (1.0837275618025706,-0.36967840147418207)], [(-3.1861779544101108,0.14365982724240678), (1.2389051771934398,-1.1070070616616938)], [(0.37223218667268559,-0.77211258037746788), (2.8155307040840976,0.44668550245113625)]]]> : tensor<2x4x2xcomplex<f64>>
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xcomplex<f64>>, tensor<i64>) -> tensor<2x4x4xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %3:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>)
    %4 = stablehlo.custom_call @lapack_zunmqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=4, n=2, o=4, p=2}, custom>} : (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x4x2xcomplex<f64>>) -> tensor<2x4x2xcomplex<f64>>
    %5 = stablehlo.dot_general %2, %cst_0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f64>>, tensor<2x4x2xcomplex<f64>>) -> tensor<2x4x2xcomplex<f64>>
    %6 = stablehlo.subtract %4, %5 : tensor<2x4x2xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<2x4x2xcomplex<f64>>) -> tensor<2x4x2xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<2x4x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.sqrt %9 : tensor<2xf64>
    %11 = stablehlo.abs %cst_0 : (tensor<2x4x2xcomplex<f64>>) -> tensor<2x4x2xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<2x4x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.sqrt %13 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf64>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.subtract %4, %cst_1 : tensor<2x4x2xcomplex<f64>>
    %22 = stablehlo.abs %21 : (tensor<2x4x2xcomplex<f64>>) -> tensor<2x4x2xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<2x4x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %25 = stablehlo.sqrt %24 : tensor<2xf64>
    %26 = stablehlo.abs %cst_0 : (tensor<2x4x2xcomplex<f64>>) -> tensor<2x4x2xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<2x4x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.sqrt %28 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf64>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %38 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x4x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    return %1 : tensor<2x4x4xcomplex<f64>>
  }
}

// -----

// ormqr_case 2x4x4 float64 (True, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.8346080279394796, 2.6082192117203427, 0.84055263269761671, 2.8878984909440799], [-0.2156357164747158, -2.9565590378667381, 2.2701428516016247, 2.3479897118967186], [1.1940334479650749, -0.30573225914048674, 1.214581109629532, 1.8463066227346374], [2.4829810081903547, -1.5617109697483609, -0.76095610029378413, -0.54523076682552851]], [[0.64215090741013814, -0.93171246102767835, -1.3680372813647406, -1.0597601463823065], [-0.255302240988871, -0.52415350617242051, -0.34381178099676424, 2.1672006403736006], [2.6261416856555675, 1.3794127319782241, -2.7692523572188508, 1.3800049013327902], [0.49269186305303325, 1.4028889385196104, 2.7573126896052083, 1.1919307222911195]]]> : tensor<2x4x4xf64>
    %cst_0 = stablehlo.constant dense<[[[-1.2838791944470747, -2.9323049706790525], [-2.7571694220660987, 1.4781230615074454], [-0.20567586372941626, -0.04624435556858586], [2.8911781148156201, 2.0955426143064466]], [[-0.70382099519931751, -0.81790835170297881], [-0.95330237060412948, 0.14058387867829669], [-1.1865609260403753, -1.6964036303432277], [-2.1336384580337757, 1.8763764065003166]]]> : tensor<2x4x2xf64>
    %cst_1 = stablehlo.constant dense<[[[2.9794387328974055, 3.077642858547478], [2.3078864625783799, -2.1923599521119663], [1.7534376753826013, 0.94754671187784711], [0.61123129151495614, -0.022915480406856314]], [[1.5855372618678198, 1.4825435587221114], [-0.72112854566159945, 1.7402505943572601], [-1.6661404760164507, 1.3145581417569709], [-1.2468000761668674, 0.36447352704096558]]]> : tensor<2x4x2xf64>
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xf64>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xf64>, tensor<i64>) -> tensor<2x4x4xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>, tensor<2x4xf64>) -> tensor<2x4x4xf64>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xf64>)
    %5 = stablehlo.custom_call @lapack_dormqr_ffi(%4#0, %4#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=4, n=2, o=4, p=2}, custom>} : (tensor<2x4x4xf64>, tensor<2x4xf64>, tensor<2x4x2xf64>) -> tensor<2x4x2xf64>
    %6 = stablehlo.dot_general %3, %cst_0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xf64>, tensor<2x4x2xf64>) -> tensor<2x4x2xf64>
    %7 = stablehlo.subtract %5, %6 : tensor<2x4x2xf64>
    %8 = stablehlo.abs %7 : tensor<2x4x2xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x4x2xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %11 = stablehlo.sqrt %10 : tensor<2xf64>
    %12 = stablehlo.abs %cst_0 : tensor<2x4x2xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<2x4x2xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.sqrt %14 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.maximum %16, %15 : tensor<2xf64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %19 = stablehlo.multiply %18, %17 : tensor<2xf64>
    %20 = stablehlo.compare LE, %11, %19, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %22 = stablehlo.subtract %5, %cst_1 : tensor<2x4x2xf64>
    %23 = stablehlo.abs %22 : tensor<2x4x2xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<2x4x2xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %26 = stablehlo.sqrt %25 : tensor<2xf64>
    %27 = stablehlo.abs %cst_0 : tensor<2x4x2xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<2x4x2xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf64>, tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.sqrt %29 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.maximum %31, %30 : tensor<2xf64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<2xf64>
    %35 = stablehlo.compare LE, %26, %34, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %39 = stablehlo.concatenate %37, %38, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %39 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xf64>, %arg1: tensor<i64>) -> tensor<2x4x4xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2x4x4xf64>
    return %1 : tensor<2x4x4xf64>
  }
}

// -----

// ormqr_case 2x4x4 complex64 (True, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(0.706538498,1.43909562), (-1.18394053,2.78963327), (2.6796298,1.0779947), (2.8049984,2.74432015)], [(2.54290771,0.399472386), (1.59325564,0.079040192), (1.08784974,1.26699471), (-2.74842834,1.86166024)], [(1.97248471,0.543293118), (2.65103531,1.84163308), (0.98126012,0.859855592), (-0.819741964,1.17313635)], [(1.57735384,0.116169043), (-0.569555163,1.70302403), (-1.67699051,0.684634209), (-2.69156551,1.95281434)]], [[(0.995085835,1.29252231), (-0.702743888,-0.464284927), (0.874066412,0.663161575), (-2.10185957,-2.23883367)], [(0.979488849,1.2794112), (2.0796566,2.23101163), (-2.90829515,7.536990e-01), (-0.339735121,1.02629399)], [(0.292763084,2.91100383), (0.949689984,1.60904562), (1.66014779,1.15595913), (-5.961010e-01,2.55644274)], [(-0.826655447,-2.70516372), (2.21008039,0.77041173), (-1.84785664,-2.79180145), (1.70335174,-0.191690981)]]]> : tensor<2x4x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(-2.48170877,-0.266711235), (2.35748363,1.5088073)], [(-0.624435603,-1.46595657), (-1.15430748,1.77082813)], [(-1.55897284,1.82819438), (2.90491176,-1.86454821)], [(-0.169965655,-2.91786361), (2.89559364,2.50724125)]], [[(9.446290e-01,-0.647525131), (0.715735674,0.70397079)], [(-2.00438786,1.21636057), (2.43060136,1.13216436)], [(0.7810449,-2.80473256), (-1.66469371,-0.622446179)], [(2.59950709,-2.13354778), (2.65656471,-2.13847685)]]]> : tensor<2x4x2xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[[(1.75630355,0.0564727187), (-2.80638337,-0.250907302)], [(-0.363407373,-3.39801502), (0.884690761,5.20333195)], [(-1.73385334,1.86071801), (-0.222473741,-0.401515484)], [(-1.26359677,0.502901912), (0.995617032,1.37485194)]], [[(0.9884938,-1.62527132), (-1.44315195,-2.43900537)], [(0.371078253,1.19213843), (-1.28359652,2.2440393)], [(-3.21470737,1.43722439), (1.37058854,1.43967581)], [(-0.892950058,2.86703634), (-5.695610e-01,1.99904716)]]]> : tensor<2x4x2xcomplex<f32>>
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xcomplex<f32>>, tensor<i64>) -> tensor<2x4x4xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %5 = stablehlo.imag %3 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %6 = stablehlo.negate %5 : tensor<2x4x4xf32>
    %7 = stablehlo.complex %4, %6 : tensor<2x4x4xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>)
    %9 = stablehlo.custom_call @lapack_cunmqr_ffi(%8#0, %8#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = true, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=4, n=2, o=4, p=2}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    %10 = stablehlo.dot_general %7, %cst_0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x4xcomplex<f32>>, tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xcomplex<f32>>
    %11 = stablehlo.subtract %9, %10 : tensor<2x4x2xcomplex<f32>>
    %12 = stablehlo.abs %11 : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x4x2xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.sqrt %14 : tensor<2xf32>
    %16 = stablehlo.abs %cst_0 : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<2x4x2xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.sqrt %18 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2xf32>
    %24 = stablehlo.compare LE, %15, %23, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.reduce(%24 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %26 = stablehlo.subtract %9, %cst_1 : tensor<2x4x2xcomplex<f32>>
    %27 = stablehlo.abs %26 : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<2x4x2xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.sqrt %29 : tensor<2xf32>
    %31 = stablehlo.abs %cst_0 : (tensor<2x4x2xcomplex<f32>>) -> tensor<2x4x2xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<2x4x2xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x4x2xf32>, tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.sqrt %33 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<2xf32>
    %39 = stablehlo.compare LE, %30, %38, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %42 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %43 = stablehlo.concatenate %41, %42, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %43 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<2x4x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    return %1 : tensor<2x4x4xcomplex<f32>>
  }
}

// -----

// ormqr_case 2x4x4 float32 (False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.01113749, -2.297970e+00, 1.31112051, -1.7726208], [1.56973255, 0.253111482, -1.40984917, -0.52380085], [-2.36386561, 1.43873036, 1.07577121, -0.58391583], [-0.126682624, 1.318730e+00, 0.991692185, 0.529970944]], [[0.0981393828, 2.89673185, -0.435908079, -1.28534257], [-2.96773672, -1.97196424, 2.89369273, 1.61811507], [0.0943409278, 0.524475694, -0.0587469637, 1.06909895], [0.118507713, 0.874578773, -2.60848188, 1.43707311]]]> : tensor<2x4x4xf32>
    %cst_0 = stablehlo.constant dense<[[[-0.341497421, -2.01520038, -0.829370617, -1.68624413], [-1.14140987, -2.68309116, 2.30328751, 1.82253301]], [[0.250825822, 0.608960926, -1.96399665, 0.162946209], [0.872782528, 2.22644591, 1.67384434, -3.319260e-02]]]> : tensor<2x2x4xf32>
    %cst_1 = stablehlo.constant dense<[[[-0.21355924, -1.06301486, -0.819792628, -2.42100382], [-2.89654732, 2.27297258, 1.17860591, -1.47751606]], [[0.655381977, -0.00826839916, 0.268077284, -1.95348954], [2.14174294, -1.18270493, -0.331250817, 1.55759013]]]> : tensor<2x2x4xf32>
    %0:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xf32>, tensor<i64>) -> tensor<2x4x4xf32>
    %2 = stablehlo.custom_call @lapack_sorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf32>, tensor<2x4xf32>) -> tensor<2x4x4xf32>
    %3:2 = stablehlo.custom_call @lapack_sgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf32>) -> (tensor<2x4x4xf32>, tensor<2x4xf32>)
    %4 = stablehlo.custom_call @lapack_sormqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2, p=4}, custom>} : (tensor<2x4x4xf32>, tensor<2x4xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
    %5 = stablehlo.dot_general %cst_0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4xf32>, tensor<2x4x4xf32>) -> tensor<2x2x4xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<2x2x4xf32>
    %7 = stablehlo.abs %6 : tensor<2x2x4xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<2x2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %10 = stablehlo.sqrt %9 : tensor<2xf32>
    %11 = stablehlo.abs %cst_0 : tensor<2x2x4xf32>
    %12 = stablehlo.multiply %11, %11 : tensor<2x2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %14 = stablehlo.sqrt %13 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf32>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.subtract %4, %cst_1 : tensor<2x2x4xf32>
    %22 = stablehlo.abs %21 : tensor<2x2x4xf32>
    %23 = stablehlo.multiply %22, %22 : tensor<2x2x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %25 = stablehlo.sqrt %24 : tensor<2xf32>
    %26 = stablehlo.abs %cst_0 : tensor<2x2x4xf32>
    %27 = stablehlo.multiply %26, %26 : tensor<2x2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.sqrt %28 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf32>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %38 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xf32>, %arg1: tensor<i64>) -> tensor<2x4x4xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xf32>, tensor<f32>) -> tensor<2x4x4xf32>
    return %1 : tensor<2x4x4xf32>
  }
}

// -----

// ormqr_case 2x4x4 complex128 (False, False)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(2.3645657873737509,0.78946257843323853), (-0.20325412991537739,1.4561016943200125), (-0.42697318375474591,1.0416900086861336), (-2.5543708757396058,2.8861951570490749)], [(0.66368330558666644,2.2860241603503244), (1.8696404367283854,0.26844147005927788), (-1.5792655003439386,-1.6916591497723317), (1.210099440354802,-0.71341859962992027)], [(-1.4651091895905684,0.63139746659643681), (1.8541657849063693,-0.69721399269239015), (2.9369815431437223,-0.59759959675114249), (-0.033082177423923387,-0.050866161209446759)], [(2.3077385959723262,-1.0497597565003982), (-0.58994005085631906,1.9309483770915268), (1.1591733638892876,-0.1578218810851606), (0.40707654285610984,-0.060788779969815021)]], [[(2.9870775387593298,2.1182345134729452), (0.20944011164332732,-0.27933807755237572), (-2.877421261691631,-0.089608893241274856), (1.1491481466835411,-0.28755403164619953)], [(2.9928555372978538,-1.1953660865480082), (-0.17032038673094174,-2.9114953083929729), (-1.9591182999106669,1.9825679616998224), (1.2943656276801976,2.0827487677188445)], [(0.22970900658430038,2.2474853367898753), (-2.9669802037070707,-0.69532363703612621), (-0.92237754038275721,0.58383357298833793), (2.6540658611642876,1.1580672678047037)], [(2.2414112962178168,1.7009724782459958), (2.9534690430536319,-1.4913990389597909), (1.7835667245764615,-2.7601599110378725), (0.93225871724945363,-0.69152023732729972)]]]> : tensor<2x4x4xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[[(1.731225638336805,1.728763924320309), (0.39974605848530675,-1.2975889023932308), (0.92720498256096739,-2.3448025410006244), (-1.6033415677875293,-0.95286792342567672)], [(1.1015483172720124,2.5776067428232521), (-2.0230878606381237,-0.99069999702293287), (2.2606486312377294,1.323181831655889), (2.8282520349926132,-0.82521134590430378)]], [[(-2.517210606075893,0.29085213481194883), (1.4438232815493768,-0.42517185798717705), (-0.21189123066676574,2.3066813717700354), (-2.0693061370309795,-1.636952930282352)], [(1.8319677722895484,2.7228395405374419), (1.3805058373314028,-1.0892271552756267), (-0.15671953966276719,-2.5590410007262334), (-2.3601861735703435,2.8721652953031462)]]]> : tensor<2x2x4xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[[(-0.30265465059847774,-1.9734970772930733), (-0.77726579037561994,1.7422101587675345), (0.51150966040842483,0.55332255264875774), (2.9872890575857109,-0.74049813967761668)], [(-0.65801430862207644,0.81075576823908957), (0.69177497173138702,-1.2280213577780976), (-2.2712807014314285,-0.90103910506034057), (3.3336013706096876,2.8831891231507072)]], [[(1.8802780072347707,2.4056769825170758), (-0.39990607285607016,-2.7656603764495777), (1.111637202154635,-0.50927951818496331), (0.45674658663392625,-1.4759440880738333)], [(0.31741394709992643,-1.4151675157457335), (-1.7903487442863422,2.8756206949550647), (0.81108561326626116,-1.6952807332081781), (-3.6467507444929108,-1.9612791775096829)]]]> : tensor<2x2x4xcomplex<f64>>
    %0:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xcomplex<f64>>, tensor<i64>) -> tensor<2x4x4xcomplex<f64>>
    %2 = stablehlo.custom_call @lapack_zungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    %3:2 = stablehlo.custom_call @lapack_zgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f64>>) -> (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>)
    %4 = stablehlo.custom_call @lapack_zunmqr_ffi(%3#0, %3#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = false}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2, p=4}, custom>} : (tensor<2x4x4xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<2x2x4xcomplex<f64>>) -> tensor<2x2x4xcomplex<f64>>
    %5 = stablehlo.dot_general %cst_0, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4xcomplex<f64>>, tensor<2x4x4xcomplex<f64>>) -> tensor<2x2x4xcomplex<f64>>
    %6 = stablehlo.subtract %4, %5 : tensor<2x2x4xcomplex<f64>>
    %7 = stablehlo.abs %6 : (tensor<2x2x4xcomplex<f64>>) -> tensor<2x2x4xf64>
    %8 = stablehlo.multiply %7, %7 : tensor<2x2x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %9 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %10 = stablehlo.sqrt %9 : tensor<2xf64>
    %11 = stablehlo.abs %cst_0 : (tensor<2x2x4xcomplex<f64>>) -> tensor<2x2x4xf64>
    %12 = stablehlo.multiply %11, %11 : tensor<2x2x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %13 = stablehlo.reduce(%12 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %14 = stablehlo.sqrt %13 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %16 = stablehlo.maximum %15, %14 : tensor<2xf64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %18 = stablehlo.multiply %17, %16 : tensor<2xf64>
    %19 = stablehlo.compare LE, %10, %18, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %20 = stablehlo.reduce(%19 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %21 = stablehlo.subtract %4, %cst_1 : tensor<2x2x4xcomplex<f64>>
    %22 = stablehlo.abs %21 : (tensor<2x2x4xcomplex<f64>>) -> tensor<2x2x4xf64>
    %23 = stablehlo.multiply %22, %22 : tensor<2x2x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %24 = stablehlo.reduce(%23 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %25 = stablehlo.sqrt %24 : tensor<2xf64>
    %26 = stablehlo.abs %cst_0 : (tensor<2x2x4xcomplex<f64>>) -> tensor<2x2x4xf64>
    %27 = stablehlo.multiply %26, %26 : tensor<2x2x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %28 = stablehlo.reduce(%27 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %29 = stablehlo.sqrt %28 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %31 = stablehlo.maximum %30, %29 : tensor<2xf64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %33 = stablehlo.multiply %32, %31 : tensor<2xf64>
    %34 = stablehlo.compare LE, %25, %33, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %35 = stablehlo.reduce(%34 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %36 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %37 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.concatenate %36, %37, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %38 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xcomplex<f64>>, %arg1: tensor<i64>) -> tensor<2x4x4xcomplex<f64>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xcomplex<f64>>, tensor<complex<f64>>) -> tensor<2x4x4xcomplex<f64>>
    return %1 : tensor<2x4x4xcomplex<f64>>
  }
}

// -----

// ormqr_case 2x4x4 float64 (False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-0.481898700801207, 0.4580127690605944, 1.3782261815523196, -0.78760695433367144], [2.2485450303983825, 0.3030305556372932, 0.85184743091305525, 2.7996165469502969], [2.9504001894027203, -0.74263481511817098, 0.15687012736756589, 1.5915855326466692], [1.9371113540992706, -0.40812577284966345, -0.83893662563557924, 2.5915016684979735]], [[-0.192556694634753, -1.9065465449320171, -2.6268083711881349, -0.3969428931505421], [1.5857240361185037, -1.7850956529192492, -1.3785937146351595, -2.8930183151947784], [-1.6695490151609593, -0.35579174868864527, -2.5288654687157592, 2.5002949765195872], [2.9768058059705584, -0.97229510712760892, -0.78460900356884666, -0.5731148799585668]]]> : tensor<2x4x4xf64>
    %cst_0 = stablehlo.constant dense<[[[0.20264545532630729, 1.6865705582957222, 2.3336742780366944, 1.7407204135876899], [1.4599178944944669, -0.44863318737564306, 0.84966022847334077, 1.0516141826024867]], [[-0.99601144560320964, 2.6851861298669037, -0.67637243535998293, 2.2321629014709758], [-2.0254742519945514, -0.14417405092126234, 1.5798389335400875, 0.44139586806592135]]]> : tensor<2x2x4xf64>
    %cst_1 = stablehlo.constant dense<[[[-1.1301610886037698, -1.2892111881654711, -0.75291481230525081, 2.8027697612275611], [0.20272319021426241, 0.95480450430761942, 0.22315058574983612, 1.7770487813120919]], [[-0.84694594832587256, -3.5202505987954167, -0.71215128408889528, 0.16016576627279921], [0.742882212148958, -0.64893130341349992, -0.38462295567250637, -2.3860286743916466]]]> : tensor<2x2x4xf64>
    %0:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xf64>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xf64>, tensor<i64>) -> tensor<2x4x4xf64>
    %2 = stablehlo.custom_call @lapack_dorgqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>, tensor<2x4xf64>) -> tensor<2x4x4xf64>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x4x4xf64>) -> tensor<2x4x4xf64>
    %4:2 = stablehlo.custom_call @lapack_dgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xf64>) -> (tensor<2x4x4xf64>, tensor<2x4xf64>)
    %5 = stablehlo.custom_call @lapack_dormqr_ffi(%4#0, %4#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2, p=4}, custom>} : (tensor<2x4x4xf64>, tensor<2x4xf64>, tensor<2x2x4xf64>) -> tensor<2x2x4xf64>
    %6 = stablehlo.dot_general %cst_0, %3, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4xf64>, tensor<2x4x4xf64>) -> tensor<2x2x4xf64>
    %7 = stablehlo.subtract %5, %6 : tensor<2x2x4xf64>
    %8 = stablehlo.abs %7 : tensor<2x2x4xf64>
    %9 = stablehlo.multiply %8, %8 : tensor<2x2x4xf64>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %10 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %11 = stablehlo.sqrt %10 : tensor<2xf64>
    %12 = stablehlo.abs %cst_0 : tensor<2x2x4xf64>
    %13 = stablehlo.multiply %12, %12 : tensor<2x2x4xf64>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %14 = stablehlo.reduce(%13 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %15 = stablehlo.sqrt %14 : tensor<2xf64>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.maximum %16, %15 : tensor<2xf64>
    %cst_5 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %19 = stablehlo.multiply %18, %17 : tensor<2xf64>
    %20 = stablehlo.compare LE, %11, %19, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %21 = stablehlo.reduce(%20 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %22 = stablehlo.subtract %5, %cst_1 : tensor<2x2x4xf64>
    %23 = stablehlo.abs %22 : tensor<2x2x4xf64>
    %24 = stablehlo.multiply %23, %23 : tensor<2x2x4xf64>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %26 = stablehlo.sqrt %25 : tensor<2xf64>
    %27 = stablehlo.abs %cst_0 : tensor<2x2x4xf64>
    %28 = stablehlo.multiply %27, %27 : tensor<2x2x4xf64>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %29 = stablehlo.reduce(%28 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf64>, tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.sqrt %29 : tensor<2xf64>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.maximum %31, %30 : tensor<2xf64>
    %cst_10 = stablehlo.constant dense<2.6645352591003757E-14> : tensor<f64>
    %33 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %34 = stablehlo.multiply %33, %32 : tensor<2xf64>
    %35 = stablehlo.compare LE, %26, %34, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.reduce(%35 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %37 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %38 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %39 = stablehlo.concatenate %37, %38, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %39 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xf64>, %arg1: tensor<i64>) -> tensor<2x4x4xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xf64>, tensor<f64>) -> tensor<2x4x4xf64>
    return %1 : tensor<2x4x4xf64>
  }
}

// -----

// ormqr_case 2x4x4 complex64 (False, True)
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT: [true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<2xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(1.86692894,-1.75760114), (-2.80115557,0.83971852), (-1.55421603,-1.44625127), (2.58182096,-2.6740346)], [(-0.531839252,1.60160017), (0.772185862,-0.213252008), (4.290970e-01,0.577779889), (-1.12769055,-2.90476727)], [(1.68905234,-0.899213492), (-2.75250459,-2.37868476), (-2.74663401,-1.59160781), (-1.2877897,-1.64218783)], [(1.99259603,2.99210119), (1.35363328,0.968578934), (1.77887619,0.692913294), (-1.81318319,1.48455203)]], [[(1.8791337,-1.66384876), (2.37611604,-1.65144134), (-2.038360e+00,-2.57837844), (0.885693132,0.395043731)], [(0.214056104,0.0577793196), (2.12302136,-1.49316704), (-1.23999178,-1.10861409), (-1.38372111,-0.847500145)], [(2.97846746,0.55313921), (2.24040341,8.876330e-01), (-1.95292163,-2.49746609), (2.53037357,0.530500352)], [(2.18340135,2.91796303), (2.6458106,-0.0444420241), (2.41640544,0.891326844), (-1.4249469,-0.967102825)]]]> : tensor<2x4x4xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(2.00226498,-0.530791879), (-2.12642479,1.67793024), (2.18605661,-1.74152815), (-0.861963511,-2.38311052)], [(1.88151062,-1.02657008), (1.39050245,-0.761525511), (0.636079609,0.997192323), (2.00566864,-1.48984051)]], [[(-2.95068812,-1.38635063), (0.0936035215,2.36928773), (-2.76329637,-0.970760941), (-2.16968107,-1.45636034)], [(2.01139832,0.826778829), (2.18712139,0.646668792), (2.44354129,-1.48547888), (-0.813088119,0.312300026)]]]> : tensor<2x2x4xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[[(1.12786388,1.12349534), (-2.36186147,1.63525712), (-1.81396174,-1.15361083), (0.389686763,3.2096715)], [(-2.85162449,-0.508121252), (-1.1111964,-1.32304335), (-1.27733445,0.501378298), (-0.617156445,1.0534091)]], [[(2.84474301,-1.02027547), (0.122645468,-2.46570587), (2.43832731,1.87537456), (2.63943768,-0.0110652447)], [(-0.80207634,-0.971496522), (-0.724797368,0.205370277), (-3.11275244,1.63818789), (-1.12188959,-1.75527382)]]]> : tensor<2x2x4xcomplex<f32>>
    %0:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>)
    %c = stablehlo.constant dense<0> : tensor<i64>
    %1 = call @_pad(%0#0, %c) : (tensor<2x4x4xcomplex<f32>>, tensor<i64>) -> tensor<2x4x4xcomplex<f32>>
    %2 = stablehlo.custom_call @lapack_cungqr_ffi(%1, %0#1) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l])->([i, m, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1] : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    %4 = stablehlo.real %3 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %5 = stablehlo.imag %3 : (tensor<2x4x4xcomplex<f32>>) -> tensor<2x4x4xf32>
    %6 = stablehlo.negate %5 : tensor<2x4x4xf32>
    %7 = stablehlo.complex %4, %6 : tensor<2x4x4xcomplex<f32>>
    %8:2 = stablehlo.custom_call @lapack_cgeqrf_ffi(%cst) {backend_config = "", mhlo.backend_config = {}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n]) {i=2, j=4, k=4, l=4, m=4, n=4}, custom>} : (tensor<2x4x4xcomplex<f32>>) -> (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>)
    %9 = stablehlo.custom_call @lapack_cunmqr_ffi(%8#0, %8#1, %cst_0) {backend_config = "", mhlo.backend_config = {left = false, transpose = true}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 2, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, l], [i, m, n])->([i, o, p]) {i=2, j=4, k=4, l=4, m=2, n=4, o=2, p=4}, custom>} : (tensor<2x4x4xcomplex<f32>>, tensor<2x4xcomplex<f32>>, tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xcomplex<f32>>
    %10 = stablehlo.dot_general %cst_0, %7, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x4xcomplex<f32>>, tensor<2x4x4xcomplex<f32>>) -> tensor<2x2x4xcomplex<f32>>
    %11 = stablehlo.subtract %9, %10 : tensor<2x2x4xcomplex<f32>>
    %12 = stablehlo.abs %11 : (tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<2x2x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %15 = stablehlo.sqrt %14 : tensor<2xf32>
    %16 = stablehlo.abs %cst_0 : (tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xf32>
    %17 = stablehlo.multiply %16, %16 : tensor<2x2x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %19 = stablehlo.sqrt %18 : tensor<2xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<2xf32>
    %cst_5 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.multiply %22, %21 : tensor<2xf32>
    %24 = stablehlo.compare LE, %15, %23, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.reduce(%24 init: %c_6) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %26 = stablehlo.subtract %9, %cst_1 : tensor<2x2x4xcomplex<f32>>
    %27 = stablehlo.abs %26 : (tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<2x2x4xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %30 = stablehlo.sqrt %29 : tensor<2xf32>
    %31 = stablehlo.abs %cst_0 : (tensor<2x2x4xcomplex<f32>>) -> tensor<2x2x4xf32>
    %32 = stablehlo.multiply %31, %31 : tensor<2x2x4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_8) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x4xf32>, tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.sqrt %33 : tensor<2xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %36 = stablehlo.maximum %35, %34 : tensor<2xf32>
    %cst_10 = stablehlo.constant dense<1.43051147E-5> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<2xf32>
    %39 = stablehlo.compare LE, %30, %38, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_11 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%39 init: %c_11) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %41 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %42 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %43 = stablehlo.concatenate %41, %42, dim = 0 : (tensor<1xi1>, tensor<1xi1>) -> tensor<2xi1>
    return %43 : tensor<2xi1>
  }
  func.func private @_pad(%arg0: tensor<2x4x4xcomplex<f32>>, %arg1: tensor<i64>) -> tensor<2x4x4xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i64>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x4xcomplex<f32>>, tensor<complex<f32>>) -> tensor<2x4x4xcomplex<f32>>
    return %1 : tensor<2x4x4xcomplex<f32>>
  }
}
