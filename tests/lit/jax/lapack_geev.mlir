// Programs exported from JAX 0.10.2 on CPU by generate_lapack.py; each checks its own
// results (reconstruction, orthogonality, agreement with JAX's values).
// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// eig_case 3x3 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[2.928810e-01, 1.29113615, 0.616580248], [0.26929909, -0.458071202, 0.875364661], [-0.374476731, 2.35063791, 2.78197646]]> : tensor<3x3xf32>
    %cst_0 = stablehlo.constant dense<[[(2.928810e-01,0.000000e+00), (1.29113615,0.000000e+00), (0.616580248,0.000000e+00)], [(0.26929909,0.000000e+00), (-0.458071202,0.000000e+00), (0.875364661,0.000000e+00)], [(-0.374476731,0.000000e+00), (2.35063791,0.000000e+00), (2.78197646,0.000000e+00)]]> : tensor<3x3xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(-1.18808079,0.000000e+00), (0.536069036,0.000000e+00), (3.26879835,0.000000e+00)]> : tensor<3xcomplex<f32>>
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<3xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<3xi1>, tensor<3xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %16 = stablehlo.dot_general %cst_0, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %19 = stablehlo.multiply %15, %18 : tensor<3x3xcomplex<f32>>
    %20 = stablehlo.subtract %16, %19 : tensor<3x3xcomplex<f32>>
    %21 = stablehlo.abs %20 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.sqrt %23 : tensor<f32>
    %25 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.maximum %cst_7, %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %30 = stablehlo.multiply %cst_8, %29 : tensor<f32>
    %31 = stablehlo.compare LE, %24, %30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.transpose %11, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %34 = stablehlo.real %33 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %35 = stablehlo.imag %33 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %36 = stablehlo.negate %35 : tensor<3x3xf32>
    %37 = stablehlo.complex %34, %36 : tensor<3x3xcomplex<f32>>
    %38 = stablehlo.dot_general %37, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %39 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %40 = stablehlo.transpose %11, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %41 = stablehlo.real %40 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %42 = stablehlo.imag %40 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %43 = stablehlo.negate %42 : tensor<3x3xf32>
    %44 = stablehlo.complex %41, %43 : tensor<3x3xcomplex<f32>>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %46 = stablehlo.multiply %45, %44 : tensor<3x3xcomplex<f32>>
    %47 = stablehlo.subtract %38, %46 : tensor<3x3xcomplex<f32>>
    %48 = stablehlo.abs %47 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.sqrt %50 : tensor<f32>
    %52 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<3x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.sqrt %54 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.maximum %cst_12, %55 : tensor<f32>
    %cst_13 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %57 = stablehlo.multiply %cst_13, %56 : tensor<f32>
    %58 = stablehlo.compare LE, %51, %57, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.reduce(%58 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %60 = stablehlo.subtract %7, %cst_1 : tensor<3xcomplex<f32>>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %62 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %63 = stablehlo.abs %61 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<1x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %66 = stablehlo.sqrt %65 : tensor<f32>
    %67 = stablehlo.abs %62 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<1x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %70 = stablehlo.sqrt %69 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.maximum %cst_17, %70 : tensor<f32>
    %cst_18 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %72 = stablehlo.multiply %cst_18, %71 : tensor<f32>
    %73 = stablehlo.compare LE, %66, %72, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.reduce(%73 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %75 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %78 = stablehlo.concatenate %75, %76, %77, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %78 : tensor<3xi1>
  }
}

// -----

// eig_case 3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-0.49786797178455622, 1.3219469606529488, -2.9993137510959307], [-1.1860045642089614, -2.119464655097322, -2.4459684313872132], [-1.8824387317339746, -0.92663563774171376, -0.61939515461598038]]> : tensor<3x3xf64>
    %cst_0 = stablehlo.constant dense<[[(-0.49786797178455622,0.000000e+00), (1.3219469606529488,0.000000e+00), (-2.9993137510959307,0.000000e+00)], [(-1.1860045642089614,0.000000e+00), (-2.119464655097322,0.000000e+00), (-2.4459684313872132,0.000000e+00)], [(-1.8824387317339746,0.000000e+00), (-0.92663563774171376,0.000000e+00), (-0.61939515461598038,0.000000e+00)]]> : tensor<3x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(2.0301767224418459,0.000000e+00), (-2.633452251969854,0.29890151221667044), (-2.633452251969854,-0.29890151221667044)]> : tensor<3xcomplex<f64>>
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<3x3xf64>) -> (tensor<3xf64>, tensor<3xf64>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<3xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %16 = stablehlo.dot_general %cst_0, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %19 = stablehlo.multiply %15, %18 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.subtract %16, %19 : tensor<3x3xcomplex<f64>>
    %21 = stablehlo.abs %20 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %24 = stablehlo.sqrt %23 : tensor<f64>
    %25 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.sqrt %27 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.maximum %cst_7, %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %30 = stablehlo.multiply %cst_8, %29 : tensor<f64>
    %31 = stablehlo.compare LE, %24, %30, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.transpose %11, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %34 = stablehlo.real %33 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %35 = stablehlo.imag %33 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %36 = stablehlo.negate %35 : tensor<3x3xf64>
    %37 = stablehlo.complex %34, %36 : tensor<3x3xcomplex<f64>>
    %38 = stablehlo.dot_general %37, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %39 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %40 = stablehlo.transpose %11, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %41 = stablehlo.real %40 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %42 = stablehlo.imag %40 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %43 = stablehlo.negate %42 : tensor<3x3xf64>
    %44 = stablehlo.complex %41, %43 : tensor<3x3xcomplex<f64>>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %46 = stablehlo.multiply %45, %44 : tensor<3x3xcomplex<f64>>
    %47 = stablehlo.subtract %38, %46 : tensor<3x3xcomplex<f64>>
    %48 = stablehlo.abs %47 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<3x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %52 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %53 = stablehlo.multiply %52, %52 : tensor<3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %55 = stablehlo.sqrt %54 : tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.maximum %cst_12, %55 : tensor<f64>
    %cst_13 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %57 = stablehlo.multiply %cst_13, %56 : tensor<f64>
    %58 = stablehlo.compare LE, %51, %57, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.reduce(%58 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %60 = stablehlo.subtract %7, %cst_1 : tensor<3xcomplex<f64>>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %62 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %63 = stablehlo.abs %61 : (tensor<1x3xcomplex<f64>>) -> tensor<1x3xf64>
    %64 = stablehlo.multiply %63, %63 : tensor<1x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %66 = stablehlo.sqrt %65 : tensor<f64>
    %67 = stablehlo.abs %62 : (tensor<1x3xcomplex<f64>>) -> tensor<1x3xf64>
    %68 = stablehlo.multiply %67, %67 : tensor<1x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%68 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %70 = stablehlo.sqrt %69 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %71 = stablehlo.maximum %cst_17, %70 : tensor<f64>
    %cst_18 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %72 = stablehlo.multiply %cst_18, %71 : tensor<f64>
    %73 = stablehlo.compare LE, %66, %72, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.reduce(%73 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %75 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %78 = stablehlo.concatenate %75, %76, %77, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %78 : tensor<3xi1>
  }
}

// -----

// eig_case 3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(-0.384030581,-1.39903641), (-2.84444261,7.268030e-01), (0.297974855,0.174852565)], [(-0.388065636,-2.19252038), (-0.477793187,0.0814687311), (-1.01799107,-1.89336085)], [(-1.7721082,1.71201086), (0.715625822,2.12385178), (-1.20207191,-0.0345789753)]]> : tensor<3x3xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(-3.41881275,-0.463143706), (1.53446662,0.836991727), (-0.179551393,-1.72599459)]> : tensor<3xcomplex<f32>>
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f32>>) -> (tensor<3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3xi1>, tensor<3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f32>>
    %15 = stablehlo.dot_general %cst_0, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %16 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %18 = stablehlo.multiply %14, %17 : tensor<3x3xcomplex<f32>>
    %19 = stablehlo.subtract %15, %18 : tensor<3x3xcomplex<f32>>
    %20 = stablehlo.abs %19 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.sqrt %22 : tensor<f32>
    %24 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.maximum %cst_7, %27 : tensor<f32>
    %cst_8 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %29 = stablehlo.multiply %cst_8, %28 : tensor<f32>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %33 = stablehlo.real %32 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %34 = stablehlo.imag %32 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %35 = stablehlo.negate %34 : tensor<3x3xf32>
    %36 = stablehlo.complex %33, %35 : tensor<3x3xcomplex<f32>>
    %37 = stablehlo.dot_general %36, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f32>>, tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %38 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xcomplex<f32>>) -> tensor<3x1xcomplex<f32>>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %40 = stablehlo.real %39 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %41 = stablehlo.imag %39 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %42 = stablehlo.negate %41 : tensor<3x3xf32>
    %43 = stablehlo.complex %40, %42 : tensor<3x3xcomplex<f32>>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<3x1xcomplex<f32>>) -> tensor<3x3xcomplex<f32>>
    %45 = stablehlo.multiply %44, %43 : tensor<3x3xcomplex<f32>>
    %46 = stablehlo.subtract %37, %45 : tensor<3x3xcomplex<f32>>
    %47 = stablehlo.abs %46 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %51 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f32>>) -> tensor<3x3xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<3x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf32>, tensor<f32>) -> tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.maximum %cst_12, %54 : tensor<f32>
    %cst_13 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %56 = stablehlo.multiply %cst_13, %55 : tensor<f32>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.subtract %6, %cst_1 : tensor<3xcomplex<f32>>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %61 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<3xcomplex<f32>>) -> tensor<1x3xcomplex<f32>>
    %62 = stablehlo.abs %60 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
    %63 = stablehlo.multiply %62, %62 : tensor<1x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %65 = stablehlo.sqrt %64 : tensor<f32>
    %66 = stablehlo.abs %61 : (tensor<1x3xcomplex<f32>>) -> tensor<1x3xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<1x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
    %69 = stablehlo.sqrt %68 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.maximum %cst_17, %69 : tensor<f32>
    %cst_18 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %71 = stablehlo.multiply %cst_18, %70 : tensor<f32>
    %72 = stablehlo.compare LE, %65, %71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %73 = stablehlo.reduce(%72 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %74 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %75 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.concatenate %74, %75, %76, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %77 : tensor<3xi1>
  }
}

// -----

// eig_case 3x3 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(0.30478741544745303,-0.35514093809618119), (1.2488869357086294,-2.820742734728598), (-1.254571566522334,-0.25900065363173352)], [(0.06496563118597809,0.89486428568856446), (2.3576817260859286,-1.3290763041121483), (2.3777585336006286,1.0575294118807879)], [(-2.2464881372169825,0.54517690449810496), (-1.7565427311708794,-2.8561087057370078), (-2.6911967801950207,0.35312452794529214)]]> : tensor<3x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(-4.3061728273228574,1.3540929674704389), (1.949152926186335,-0.19577335297116413), (2.3282922624748825,-2.489412328762314)]> : tensor<3xcomplex<f64>>
    %0:4 = stablehlo.custom_call @lapack_zgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=3, j=3, k=3, l=3, m=3, n=3, o=3}, custom>} : (tensor<3x3xcomplex<f64>>) -> (tensor<3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<3xi1>, tensor<3xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    %15 = stablehlo.dot_general %cst_0, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %16 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %18 = stablehlo.multiply %14, %17 : tensor<3x3xcomplex<f64>>
    %19 = stablehlo.subtract %15, %18 : tensor<3x3xcomplex<f64>>
    %20 = stablehlo.abs %19 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %21 = stablehlo.multiply %20, %20 : tensor<3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.sqrt %22 : tensor<f64>
    %24 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.maximum %cst_7, %27 : tensor<f64>
    %cst_8 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %29 = stablehlo.multiply %cst_8, %28 : tensor<f64>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %33 = stablehlo.real %32 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %34 = stablehlo.imag %32 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %35 = stablehlo.negate %34 : tensor<3x3xf64>
    %36 = stablehlo.complex %33, %35 : tensor<3x3xcomplex<f64>>
    %37 = stablehlo.dot_general %36, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %38 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %40 = stablehlo.real %39 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %41 = stablehlo.imag %39 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %42 = stablehlo.negate %41 : tensor<3x3xf64>
    %43 = stablehlo.complex %40, %42 : tensor<3x3xcomplex<f64>>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %45 = stablehlo.multiply %44, %43 : tensor<3x3xcomplex<f64>>
    %46 = stablehlo.subtract %37, %45 : tensor<3x3xcomplex<f64>>
    %47 = stablehlo.abs %46 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %48 = stablehlo.multiply %47, %47 : tensor<3x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %50 = stablehlo.sqrt %49 : tensor<f64>
    %51 = stablehlo.abs %cst_0 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %52 = stablehlo.multiply %51, %51 : tensor<3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<3x3xf64>, tensor<f64>) -> tensor<f64>
    %54 = stablehlo.sqrt %53 : tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = stablehlo.maximum %cst_12, %54 : tensor<f64>
    %cst_13 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %56 = stablehlo.multiply %cst_13, %55 : tensor<f64>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.subtract %6, %cst_1 : tensor<3xcomplex<f64>>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %61 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<3xcomplex<f64>>) -> tensor<1x3xcomplex<f64>>
    %62 = stablehlo.abs %60 : (tensor<1x3xcomplex<f64>>) -> tensor<1x3xf64>
    %63 = stablehlo.multiply %62, %62 : tensor<1x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %64 = stablehlo.reduce(%63 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %65 = stablehlo.sqrt %64 : tensor<f64>
    %66 = stablehlo.abs %61 : (tensor<1x3xcomplex<f64>>) -> tensor<1x3xf64>
    %67 = stablehlo.multiply %66, %66 : tensor<1x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf64>, tensor<f64>) -> tensor<f64>
    %69 = stablehlo.sqrt %68 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %70 = stablehlo.maximum %cst_17, %69 : tensor<f64>
    %cst_18 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %71 = stablehlo.multiply %cst_18, %70 : tensor<f64>
    %72 = stablehlo.compare LE, %65, %71, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %73 = stablehlo.reduce(%72 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %74 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %75 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.concatenate %74, %75, %76, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %77 : tensor<3xi1>
  }
}

// -----

// eig_case 2x3x3 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[-1.1626069227071674, -1.4096186063549654, -1.8236396210930914], [-0.41687114059771435, -2.8613186880476684, -1.8253085094960819], [-0.88316826918764634, -1.6605478839255683, 0.68113113417927496]], [[0.48274266953312495, 2.1214060712673053, -2.7532167807708863], [-0.070953375053427692, 2.5249569377592476, -2.3453887000868594], [-0.53366026617386275, -0.17923906515266985, -2.2362207078287479]]]> : tensor<2x3x3xf64>
    %cst_0 = stablehlo.constant dense<[[[(-1.1626069227071674,0.000000e+00), (-1.4096186063549654,0.000000e+00), (-1.8236396210930914,0.000000e+00)], [(-0.41687114059771435,0.000000e+00), (-2.8613186880476684,0.000000e+00), (-1.8253085094960819,0.000000e+00)], [(-0.88316826918764634,0.000000e+00), (-1.6605478839255683,0.000000e+00), (0.68113113417927496,0.000000e+00)]], [[(0.48274266953312495,0.000000e+00), (2.1214060712673053,0.000000e+00), (-2.7532167807708863,0.000000e+00)], [(-0.070953375053427692,0.000000e+00), (2.5249569377592476,0.000000e+00), (-2.3453887000868594,0.000000e+00)], [(-0.53366026617386275,0.000000e+00), (-0.17923906515266985,0.000000e+00), (-2.2362207078287479,0.000000e+00)]]]> : tensor<2x3x3xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[[(-4.0916098142641566,0.000000e+00), (-0.93699431568177072,0.000000e+00), (1.6858096533703655,0.000000e+00)], [(-2.6234042777798918,0.000000e+00), (0.59232650562219447,0.000000e+00), (2.8025566716213226,0.000000e+00)]]> : tensor<2x3xcomplex<f64>>
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m], [i, n, o], [i, p, q], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3, q=3}, custom>} : (tensor<2x3x3xf64>) -> (tensor<2x3xf64>, tensor<2x3xf64>, tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>, tensor<2xi32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<2x3xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<2x3xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<2x3xi1>, tensor<2x3xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f64>>
    %16 = stablehlo.dot_general %cst_0, %15, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %7, dims = [0, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x1x3xcomplex<f64>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %19 = stablehlo.multiply %15, %18 : tensor<2x3x3xcomplex<f64>>
    %20 = stablehlo.subtract %16, %19 : tensor<2x3x3xcomplex<f64>>
    %21 = stablehlo.abs %20 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<2x3x3xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %24 = stablehlo.sqrt %23 : tensor<2xf64>
    %25 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<2x3x3xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %28 = stablehlo.sqrt %27 : tensor<2xf64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %30 = stablehlo.maximum %29, %28 : tensor<2xf64>
    %cst_8 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %32 = stablehlo.multiply %31, %30 : tensor<2xf64>
    %33 = stablehlo.compare LE, %24, %32, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %34 = stablehlo.reduce(%33 init: %c_9) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %35 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %36 = stablehlo.real %35 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %37 = stablehlo.imag %35 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %38 = stablehlo.negate %37 : tensor<2x3x3xf64>
    %39 = stablehlo.complex %36, %38 : tensor<2x3x3xcomplex<f64>>
    %40 = stablehlo.dot_general %39, %cst_0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f64>>, tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %41 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x3xcomplex<f64>>) -> tensor<2x3x1xcomplex<f64>>
    %42 = stablehlo.transpose %11, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %43 = stablehlo.real %42 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %44 = stablehlo.imag %42 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %45 = stablehlo.negate %44 : tensor<2x3x3xf64>
    %46 = stablehlo.complex %43, %45 : tensor<2x3x3xcomplex<f64>>
    %47 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<2x3x1xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
    %48 = stablehlo.multiply %47, %46 : tensor<2x3x3xcomplex<f64>>
    %49 = stablehlo.subtract %40, %48 : tensor<2x3x3xcomplex<f64>>
    %50 = stablehlo.abs %49 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %51 = stablehlo.multiply %50, %50 : tensor<2x3x3xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %52 = stablehlo.reduce(%51 init: %cst_10) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %53 = stablehlo.sqrt %52 : tensor<2xf64>
    %54 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f64>>) -> tensor<2x3x3xf64>
    %55 = stablehlo.multiply %54, %54 : tensor<2x3x3xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf64>, tensor<f64>) -> tensor<2xf64>
    %57 = stablehlo.sqrt %56 : tensor<2xf64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %58 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %59 = stablehlo.maximum %58, %57 : tensor<2xf64>
    %cst_13 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %61 = stablehlo.multiply %60, %59 : tensor<2xf64>
    %62 = stablehlo.compare LE, %53, %61, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %63 = stablehlo.reduce(%62 init: %c_14) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %64 = stablehlo.subtract %7, %cst_1 : tensor<2x3xcomplex<f64>>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x1x3xcomplex<f64>>
    %66 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 2] : (tensor<2x3xcomplex<f64>>) -> tensor<2x1x3xcomplex<f64>>
    %67 = stablehlo.abs %65 : (tensor<2x1x3xcomplex<f64>>) -> tensor<2x1x3xf64>
    %68 = stablehlo.multiply %67, %67 : tensor<2x1x3xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%68 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %70 = stablehlo.sqrt %69 : tensor<2xf64>
    %71 = stablehlo.abs %66 : (tensor<2x1x3xcomplex<f64>>) -> tensor<2x1x3xf64>
    %72 = stablehlo.multiply %71, %71 : tensor<2x1x3xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %73 = stablehlo.reduce(%72 init: %cst_16) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf64>, tensor<f64>) -> tensor<2xf64>
    %74 = stablehlo.sqrt %73 : tensor<2xf64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %76 = stablehlo.maximum %75, %74 : tensor<2xf64>
    %cst_18 = stablehlo.constant dense<6.6613381477509392E-14> : tensor<f64>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %78 = stablehlo.multiply %77, %76 : tensor<2xf64>
    %79 = stablehlo.compare LE, %70, %78, FLOAT : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xi1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %80 = stablehlo.reduce(%79 init: %c_19) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %81 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %82 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %83 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %84 = stablehlo.concatenate %81, %82, %83, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %84 : tensor<3xi1>
  }
}

// -----

// eig_case 2x3x3 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[[(-2.22607017,-0.969986557), (-0.233062908,-2.02033472), (-0.503076434,1.56584835)], [(0.616345406,-0.92038834), (-1.90159178,-1.4280529), (-0.49252373,-1.88586974)], [(-2.19546771,2.4240849), (0.939708769,-1.75512934), (1.8403939,-0.922287344)]], [[(-2.1711483,-0.704604804), (-0.897691547,-2.69275188), (0.687094808,2.225230e+00)], [(0.307681739,0.962354183), (1.15484786,2.12739468), (-2.72843862,-2.93425202)], [(-8.846930e-01,1.80568087), (-2.74865055,-0.686448395), (-2.09709215,-0.208675012)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[[(-2.22607017,-0.969986557), (-0.233062908,-2.02033472), (-0.503076434,1.56584835)], [(0.616345406,-0.92038834), (-1.90159178,-1.4280529), (-0.49252373,-1.88586974)], [(-2.19546771,2.4240849), (0.939708769,-1.75512934), (1.8403939,-0.922287344)]], [[(-2.1711483,-0.704604804), (-0.897691547,-2.69275188), (0.687094808,2.225230e+00)], [(0.307681739,0.962354183), (1.15484786,2.12739468), (-2.72843862,-2.93425202)], [(-8.846930e-01,1.80568087), (-2.74865055,-0.686448395), (-2.09709215,-0.208675012)]]]> : tensor<2x3x3xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[[(-1.90798616,2.07432795), (1.59524715,-2.83277392), (-1.97452903,-2.56188059)], [(-3.65644932,-1.57802427), (-1.75109863,0.057736516), (2.29415655,2.73440361)]]> : tensor<2x3xcomplex<f32>>
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], result_layouts = [dense<[1, 0]> : tensor<2xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 2, 0]> : tensor<3xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l], [i, m, n], [i, o, p], [i]) {i=2, j=3, k=3, l=3, m=3, n=3, o=3, p=3}, custom>} : (tensor<2x3x3xcomplex<f32>>) -> (tensor<2x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>, tensor<2xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<2x3xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x1xi1>) -> tensor<2x3xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<2x3xi1>, tensor<2x3xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<2xi1>) -> tensor<2x1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x1x1xi1>) -> tensor<2x3x3xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<2x3x3xi1>, tensor<2x3x3xcomplex<f32>>
    %15 = stablehlo.dot_general %cst_0, %14, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %16 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<2x3xcomplex<f32>>) -> tensor<2x1x3xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %18 = stablehlo.multiply %14, %17 : tensor<2x3x3xcomplex<f32>>
    %19 = stablehlo.subtract %15, %18 : tensor<2x3x3xcomplex<f32>>
    %20 = stablehlo.abs %19 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<2x3x3xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %23 = stablehlo.sqrt %22 : tensor<2xf32>
    %24 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<2x3x3xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %27 = stablehlo.sqrt %26 : tensor<2xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<2xf32>
    %cst_8 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<2xf32>
    %32 = stablehlo.compare LE, %23, %31, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.reduce(%32 init: %c_9) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %34 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %35 = stablehlo.real %34 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %36 = stablehlo.imag %34 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %37 = stablehlo.negate %36 : tensor<2x3x3xf32>
    %38 = stablehlo.complex %35, %37 : tensor<2x3x3xcomplex<f32>>
    %39 = stablehlo.dot_general %38, %cst_0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x3x3xcomplex<f32>>, tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %40 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x3xcomplex<f32>>) -> tensor<2x3x1xcomplex<f32>>
    %41 = stablehlo.transpose %10, dims = [0, 2, 1] : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %42 = stablehlo.real %41 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %43 = stablehlo.imag %41 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %44 = stablehlo.negate %43 : tensor<2x3x3xf32>
    %45 = stablehlo.complex %42, %44 : tensor<2x3x3xcomplex<f32>>
    %46 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<2x3x1xcomplex<f32>>) -> tensor<2x3x3xcomplex<f32>>
    %47 = stablehlo.multiply %46, %45 : tensor<2x3x3xcomplex<f32>>
    %48 = stablehlo.subtract %39, %47 : tensor<2x3x3xcomplex<f32>>
    %49 = stablehlo.abs %48 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %50 = stablehlo.multiply %49, %49 : tensor<2x3x3xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_10) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %52 = stablehlo.sqrt %51 : tensor<2xf32>
    %53 = stablehlo.abs %cst_0 : (tensor<2x3x3xcomplex<f32>>) -> tensor<2x3x3xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<2x3x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_11) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x3x3xf32>, tensor<f32>) -> tensor<2xf32>
    %56 = stablehlo.sqrt %55 : tensor<2xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<2xf32>
    %cst_13 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<2xf32>
    %61 = stablehlo.compare LE, %52, %60, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %62 = stablehlo.reduce(%61 init: %c_14) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %63 = stablehlo.subtract %6, %cst_1 : tensor<2x3xcomplex<f32>>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 2] : (tensor<2x3xcomplex<f32>>) -> tensor<2x1x3xcomplex<f32>>
    %65 = stablehlo.broadcast_in_dim %cst_1, dims = [0, 2] : (tensor<2x3xcomplex<f32>>) -> tensor<2x1x3xcomplex<f32>>
    %66 = stablehlo.abs %64 : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x1x3xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<2x1x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_15) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %69 = stablehlo.sqrt %68 : tensor<2xf32>
    %70 = stablehlo.abs %65 : (tensor<2x1x3xcomplex<f32>>) -> tensor<2x1x3xf32>
    %71 = stablehlo.multiply %70, %70 : tensor<2x1x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_16) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x1x3xf32>, tensor<f32>) -> tensor<2xf32>
    %73 = stablehlo.sqrt %72 : tensor<2xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<2xf32>
    %cst_18 = stablehlo.constant dense<3.57627869E-5> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<2xf32>
    %78 = stablehlo.compare LE, %69, %77, FLOAT : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %79 = stablehlo.reduce(%78 init: %c_19) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
    %80 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %81 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %82 = stablehlo.broadcast_in_dim %79, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %83 = stablehlo.concatenate %80, %81, %82, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %83 : tensor<3xi1>
  }
}

// -----

// eig_case 5x5 float32 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[0.42310372, 0.38717252, -0.0693490058, -0.98113346, -0.744790912], [0.192215219, -2.59136224, 0.507174373, -1.57261348, -2.03546047], [-2.08728504, -2.23758459, -1.03535295, 1.16492319, -0.846201181], [2.34819388, -1.78872073, -2.33638501, 0.165340573, 2.2059319], [-1.42875373, -0.00362927257, -0.428613603, 0.180023327, 0.443680942]]> : tensor<5x5xf32>
    %cst_0 = stablehlo.constant dense<[[(0.42310372,0.000000e+00), (0.38717252,0.000000e+00), (-0.0693490058,0.000000e+00), (-0.98113346,0.000000e+00), (-0.744790912,0.000000e+00)], [(0.192215219,0.000000e+00), (-2.59136224,0.000000e+00), (0.507174373,0.000000e+00), (-1.57261348,0.000000e+00), (-2.03546047,0.000000e+00)], [(-2.08728504,0.000000e+00), (-2.23758459,0.000000e+00), (-1.03535295,0.000000e+00), (1.16492319,0.000000e+00), (-0.846201181,0.000000e+00)], [(2.34819388,0.000000e+00), (-1.78872073,0.000000e+00), (-2.33638501,0.000000e+00), (0.165340573,0.000000e+00), (2.2059319,0.000000e+00)], [(-1.42875373,0.000000e+00), (-0.00362927257,0.000000e+00), (-0.428613603,0.000000e+00), (0.180023327,0.000000e+00), (0.443680942,0.000000e+00)]]> : tensor<5x5xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(0.545089483,2.38575816), (0.545089483,-2.38575816), (1.27101457,0.000000e+00), (-1.36199868,0.000000e+00), (-3.59378386,0.000000e+00)]> : tensor<5xcomplex<f32>>
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<5xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<5xi1>, tensor<5xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %16 = stablehlo.dot_general %cst_0, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %19 = stablehlo.multiply %15, %18 : tensor<5x5xcomplex<f32>>
    %20 = stablehlo.subtract %16, %19 : tensor<5x5xcomplex<f32>>
    %21 = stablehlo.abs %20 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %22 = stablehlo.multiply %21, %21 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %24 = stablehlo.sqrt %23 : tensor<f32>
    %25 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<5x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %28 = stablehlo.sqrt %27 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.maximum %cst_7, %28 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %30 = stablehlo.multiply %cst_8, %29 : tensor<f32>
    %31 = stablehlo.compare LE, %24, %30, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.transpose %11, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %34 = stablehlo.real %33 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %35 = stablehlo.imag %33 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %36 = stablehlo.negate %35 : tensor<5x5xf32>
    %37 = stablehlo.complex %34, %36 : tensor<5x5xcomplex<f32>>
    %38 = stablehlo.dot_general %37, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %39 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xcomplex<f32>>) -> tensor<5x1xcomplex<f32>>
    %40 = stablehlo.transpose %11, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %41 = stablehlo.real %40 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %42 = stablehlo.imag %40 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %43 = stablehlo.negate %42 : tensor<5x5xf32>
    %44 = stablehlo.complex %41, %43 : tensor<5x5xcomplex<f32>>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<5x1xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %46 = stablehlo.multiply %45, %44 : tensor<5x5xcomplex<f32>>
    %47 = stablehlo.subtract %38, %46 : tensor<5x5xcomplex<f32>>
    %48 = stablehlo.abs %47 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %49 = stablehlo.multiply %48, %48 : tensor<5x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %51 = stablehlo.sqrt %50 : tensor<f32>
    %52 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %53 = stablehlo.multiply %52, %52 : tensor<5x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %55 = stablehlo.sqrt %54 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.maximum %cst_12, %55 : tensor<f32>
    %cst_13 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %57 = stablehlo.multiply %cst_13, %56 : tensor<f32>
    %58 = stablehlo.compare LE, %51, %57, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.reduce(%58 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %60 = stablehlo.subtract %7, %cst_1 : tensor<5xcomplex<f32>>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %62 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %63 = stablehlo.abs %61 : (tensor<1x5xcomplex<f32>>) -> tensor<1x5xf32>
    %64 = stablehlo.multiply %63, %63 : tensor<1x5xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %66 = stablehlo.sqrt %65 : tensor<f32>
    %67 = stablehlo.abs %62 : (tensor<1x5xcomplex<f32>>) -> tensor<1x5xf32>
    %68 = stablehlo.multiply %67, %67 : tensor<1x5xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %70 = stablehlo.sqrt %69 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.maximum %cst_17, %70 : tensor<f32>
    %cst_18 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %72 = stablehlo.multiply %cst_18, %71 : tensor<f32>
    %73 = stablehlo.compare LE, %66, %72, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.reduce(%73 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %75 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %78 = stablehlo.concatenate %75, %76, %77, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %78 : tensor<3xi1>
  }
}

// -----

// eig_case 5x5 float64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[-1.9972461425453911, -2.5140117786690084, 2.7613544401310959, 2.6307014649157345, 0.72515312467395132], [-0.44638819484434755, 1.1386877388450891, -1.5477922697532154, -0.80039618980192184, -2.1482938382463779], [-1.7388465605220735, 2.4476671016087765, 0.86430429774700723, -1.7563667562891543, -0.38420620361060154], [2.7381425249617646, 1.1867263790787881, 0.17935459078624305, 0.48660442959091466, -0.96274033124332492], [1.9049753501928501, -2.5103920826030723, 0.92529423074898042, 0.86714564081076117, 2.4255184321858154]]> : tensor<5x5xf64>
    %cst_0 = stablehlo.constant dense<[[(-1.9972461425453911,0.000000e+00), (-2.5140117786690084,0.000000e+00), (2.7613544401310959,0.000000e+00), (2.6307014649157345,0.000000e+00), (0.72515312467395132,0.000000e+00)], [(-0.44638819484434755,0.000000e+00), (1.1386877388450891,0.000000e+00), (-1.5477922697532154,0.000000e+00), (-0.80039618980192184,0.000000e+00), (-2.1482938382463779,0.000000e+00)], [(-1.7388465605220735,0.000000e+00), (2.4476671016087765,0.000000e+00), (0.86430429774700723,0.000000e+00), (-1.7563667562891543,0.000000e+00), (-0.38420620361060154,0.000000e+00)], [(2.7381425249617646,0.000000e+00), (1.1867263790787881,0.000000e+00), (0.17935459078624305,0.000000e+00), (0.48660442959091466,0.000000e+00), (-0.96274033124332492,0.000000e+00)], [(1.9049753501928501,0.000000e+00), (-2.5103920826030723,0.000000e+00), (0.92529423074898042,0.000000e+00), (0.86714564081076117,0.000000e+00), (2.4255184321858154,0.000000e+00)]]> : tensor<5x5xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(-3.4514458356832138,0.000000e+00), (-0.6748903476693634,0.000000e+00), (2.0146168402443339,2.1579496995169745), (2.0146168402443339,-2.1579496995169745), (3.0149712586873467,0.000000e+00)]> : tensor<5xcomplex<f64>>
    %0:5 = stablehlo.custom_call @lapack_dgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5, p=5}, custom>} : (tensor<5x5xf64>) -> (tensor<5xf64>, tensor<5xf64>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<5xcomplex<f64>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %16 = stablehlo.dot_general %cst_0, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %7, dims = [1] : (tensor<5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %19 = stablehlo.multiply %15, %18 : tensor<5x5xcomplex<f64>>
    %20 = stablehlo.subtract %16, %19 : tensor<5x5xcomplex<f64>>
    %21 = stablehlo.abs %20 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %23 = stablehlo.reduce(%22 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %24 = stablehlo.sqrt %23 : tensor<f64>
    %25 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %26 = stablehlo.multiply %25, %25 : tensor<5x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %27 = stablehlo.reduce(%26 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %28 = stablehlo.sqrt %27 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %29 = stablehlo.maximum %cst_7, %28 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %30 = stablehlo.multiply %cst_8, %29 : tensor<f64>
    %31 = stablehlo.compare LE, %24, %30, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %32 = stablehlo.reduce(%31 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %33 = stablehlo.transpose %11, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %34 = stablehlo.real %33 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %35 = stablehlo.imag %33 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %36 = stablehlo.negate %35 : tensor<5x5xf64>
    %37 = stablehlo.complex %34, %36 : tensor<5x5xcomplex<f64>>
    %38 = stablehlo.dot_general %37, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %39 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1xcomplex<f64>>
    %40 = stablehlo.transpose %11, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %41 = stablehlo.real %40 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %42 = stablehlo.imag %40 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %43 = stablehlo.negate %42 : tensor<5x5xf64>
    %44 = stablehlo.complex %41, %43 : tensor<5x5xcomplex<f64>>
    %45 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<5x1xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %46 = stablehlo.multiply %45, %44 : tensor<5x5xcomplex<f64>>
    %47 = stablehlo.subtract %38, %46 : tensor<5x5xcomplex<f64>>
    %48 = stablehlo.abs %47 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %49 = stablehlo.multiply %48, %48 : tensor<5x5xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %50 = stablehlo.reduce(%49 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %51 = stablehlo.sqrt %50 : tensor<f64>
    %52 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %53 = stablehlo.multiply %52, %52 : tensor<5x5xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %55 = stablehlo.sqrt %54 : tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %56 = stablehlo.maximum %cst_12, %55 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %57 = stablehlo.multiply %cst_13, %56 : tensor<f64>
    %58 = stablehlo.compare LE, %51, %57, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %59 = stablehlo.reduce(%58 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %60 = stablehlo.subtract %7, %cst_1 : tensor<5xcomplex<f64>>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %62 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %63 = stablehlo.abs %61 : (tensor<1x5xcomplex<f64>>) -> tensor<1x5xf64>
    %64 = stablehlo.multiply %63, %63 : tensor<1x5xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %65 = stablehlo.reduce(%64 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %66 = stablehlo.sqrt %65 : tensor<f64>
    %67 = stablehlo.abs %62 : (tensor<1x5xcomplex<f64>>) -> tensor<1x5xf64>
    %68 = stablehlo.multiply %67, %67 : tensor<1x5xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %69 = stablehlo.reduce(%68 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %70 = stablehlo.sqrt %69 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %71 = stablehlo.maximum %cst_17, %70 : tensor<f64>
    %cst_18 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %72 = stablehlo.multiply %cst_18, %71 : tensor<f64>
    %73 = stablehlo.compare LE, %66, %72, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %74 = stablehlo.reduce(%73 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %75 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %78 = stablehlo.concatenate %75, %76, %77, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %78 : tensor<3xi1>
  }
}

// -----

// eig_case 5x5 complex64 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(0.927082419,-2.858960e+00), (-1.21629965,1.01323593), (0.143322483,-1.60737157), (0.0865913853,1.87950218), (1.04500425,1.02360463)], [(-2.39017797,1.0980165), (1.46778023,0.222552046), (-2.63292694,2.63913131), (-2.71731162,-2.91606927), (-2.40629935,2.24175644)], [(-0.645088493,-2.89695907), (-1.91998959,0.615091383), (-0.0895366966,0.118312918), (1.30955696,1.08160436), (-1.04516935,-2.19748759)], [(-0.70945251,2.38053536), (3.719420e-01,1.64283991), (-1.0712719,2.44206834), (2.88917589,0.816592276), (2.61001873,-0.329835683)], [(0.882873297,-1.10131156), (0.0181198809,-0.61450845), (-0.283129781,-1.9080708), (-1.62433326,-2.05832124), (-1.84482181,4.846520e-01)]]> : tensor<5x5xcomplex<f32>>
    %cst_0 = stablehlo.constant dense<[[(0.927082419,-2.858960e+00), (-1.21629965,1.01323593), (0.143322483,-1.60737157), (0.0865913853,1.87950218), (1.04500425,1.02360463)], [(-2.39017797,1.0980165), (1.46778023,0.222552046), (-2.63292694,2.63913131), (-2.71731162,-2.91606927), (-2.40629935,2.24175644)], [(-0.645088493,-2.89695907), (-1.91998959,0.615091383), (-0.0895366966,0.118312918), (1.30955696,1.08160436), (-1.04516935,-2.19748759)], [(-0.70945251,2.38053536), (3.719420e-01,1.64283991), (-1.0712719,2.44206834), (2.88917589,0.816592276), (2.61001873,-0.329835683)], [(0.882873297,-1.10131156), (0.0181198809,-0.61450845), (-0.283129781,-1.9080708), (-1.62433326,-2.05832124), (-1.84482181,4.846520e-01)]]> : tensor<5x5xcomplex<f32>>
    %cst_1 = stablehlo.constant dense<[(2.65305281,-5.0087738), (-3.34990716,0.990635156), (0.748163163,3.92528391), (3.08307052,-0.824241757), (0.215299577,-0.299752682)]> : tensor<5xcomplex<f32>>
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f32>>) -> (tensor<5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f32>>) -> tensor<5xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5xi1>, tensor<5xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<5x5xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<5x5xi1>, tensor<5x5xcomplex<f32>>
    %15 = stablehlo.dot_general %cst_0, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %16 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %18 = stablehlo.multiply %14, %17 : tensor<5x5xcomplex<f32>>
    %19 = stablehlo.subtract %15, %18 : tensor<5x5xcomplex<f32>>
    %20 = stablehlo.abs %19 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %21 = stablehlo.multiply %20, %20 : tensor<5x5xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %23 = stablehlo.sqrt %22 : tensor<f32>
    %24 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<5x5xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %27 = stablehlo.sqrt %26 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.maximum %cst_7, %27 : tensor<f32>
    %cst_8 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %29 = stablehlo.multiply %cst_8, %28 : tensor<f32>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.transpose %10, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %33 = stablehlo.real %32 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %34 = stablehlo.imag %32 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %35 = stablehlo.negate %34 : tensor<5x5xf32>
    %36 = stablehlo.complex %33, %35 : tensor<5x5xcomplex<f32>>
    %37 = stablehlo.dot_general %36, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f32>>, tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %38 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<5xcomplex<f32>>) -> tensor<5x1xcomplex<f32>>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %40 = stablehlo.real %39 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %41 = stablehlo.imag %39 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %42 = stablehlo.negate %41 : tensor<5x5xf32>
    %43 = stablehlo.complex %40, %42 : tensor<5x5xcomplex<f32>>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<5x1xcomplex<f32>>) -> tensor<5x5xcomplex<f32>>
    %45 = stablehlo.multiply %44, %43 : tensor<5x5xcomplex<f32>>
    %46 = stablehlo.subtract %37, %45 : tensor<5x5xcomplex<f32>>
    %47 = stablehlo.abs %46 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<5x5xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %50 = stablehlo.sqrt %49 : tensor<f32>
    %51 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f32>>) -> tensor<5x5xf32>
    %52 = stablehlo.multiply %51, %51 : tensor<5x5xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf32>, tensor<f32>) -> tensor<f32>
    %54 = stablehlo.sqrt %53 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.maximum %cst_12, %54 : tensor<f32>
    %cst_13 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %56 = stablehlo.multiply %cst_13, %55 : tensor<f32>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.subtract %6, %cst_1 : tensor<5xcomplex<f32>>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %61 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<5xcomplex<f32>>) -> tensor<1x5xcomplex<f32>>
    %62 = stablehlo.abs %60 : (tensor<1x5xcomplex<f32>>) -> tensor<1x5xf32>
    %63 = stablehlo.multiply %62, %62 : tensor<1x5xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %65 = stablehlo.sqrt %64 : tensor<f32>
    %66 = stablehlo.abs %61 : (tensor<1x5xcomplex<f32>>) -> tensor<1x5xf32>
    %67 = stablehlo.multiply %66, %66 : tensor<1x5xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf32>, tensor<f32>) -> tensor<f32>
    %69 = stablehlo.sqrt %68 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.maximum %cst_17, %69 : tensor<f32>
    %cst_18 = stablehlo.constant dense<5.96046448E-5> : tensor<f32>
    %71 = stablehlo.multiply %cst_18, %70 : tensor<f32>
    %72 = stablehlo.compare LE, %65, %71, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %73 = stablehlo.reduce(%72 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %74 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %75 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.concatenate %74, %75, %76, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %77 : tensor<3xi1>
  }
}

// -----

// eig_case 5x5 complex128 ()
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT: [true, true, true]
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main() -> (tensor<3xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[[(-0.046257873613389844,-0.2602722697722899), (-0.32643625111987973,2.7088754741833236), (-0.56922919175304276,2.4451222633181251), (-0.92163489939348064,1.2495843473416279), (2.082504102115756,2.0541259558406209)], [(-1.8698277096157105,-1.698784520453231), (2.841894707716758,-1.9040151080932306), (2.0267782721796417,-1.7352309913191504), (2.215396829094983,2.7092480200542326), (-1.2400731706713453,0.9944316140682603)], [(1.9699716905735247,-0.95345809484598476), (-2.3894223239146672,2.7428935896261324), (0.87353404272531109,-1.2300426044778614), (-0.32935430308439262,1.4197272267541816), (-2.4891338321792804,-0.88871497711697867)], [(1.419611324104805,2.6658636688197488), (2.6144542362190704,-1.1280353336664817), (0.098412248592540941,-1.8658528515834654), (2.0851619685188725,1.4745048839903259), (1.4420466840476784,2.9924371441362085)], [(0.76951396962705231,-0.16938878903055121), (-0.48153142338312716,2.0779249777425113), (-2.7692225221707498,2.4644376910851253), (1.4017485750263097,0.84206358428786076), (1.4927743180020663,-0.63781678326485158)]]> : tensor<5x5xcomplex<f64>>
    %cst_0 = stablehlo.constant dense<[[(-0.046257873613389844,-0.2602722697722899), (-0.32643625111987973,2.7088754741833236), (-0.56922919175304276,2.4451222633181251), (-0.92163489939348064,1.2495843473416279), (2.082504102115756,2.0541259558406209)], [(-1.8698277096157105,-1.698784520453231), (2.841894707716758,-1.9040151080932306), (2.0267782721796417,-1.7352309913191504), (2.215396829094983,2.7092480200542326), (-1.2400731706713453,0.9944316140682603)], [(1.9699716905735247,-0.95345809484598476), (-2.3894223239146672,2.7428935896261324), (0.87353404272531109,-1.2300426044778614), (-0.32935430308439262,1.4197272267541816), (-2.4891338321792804,-0.88871497711697867)], [(1.419611324104805,2.6658636688197488), (2.6144542362190704,-1.1280353336664817), (0.098412248592540941,-1.8658528515834654), (2.0851619685188725,1.4745048839903259), (1.4420466840476784,2.9924371441362085)], [(0.76951396962705231,-0.16938878903055121), (-0.48153142338312716,2.0779249777425113), (-2.7692225221707498,2.4644376910851253), (1.4017485750263097,0.84206358428786076), (1.4927743180020663,-0.63781678326485158)]]> : tensor<5x5xcomplex<f64>>
    %cst_1 = stablehlo.constant dense<[(7.2003392818352348,0.25385691072356975), (3.2281349641333104,3.6013861219887455), (-3.9995027429132701,-0.34681388864073881), (-1.250471032510363,-2.5532335680125215), (2.0686066928047047,-3.5128374576769641)]> : tensor<5xcomplex<f64>>
    %0:4 = stablehlo.custom_call @lapack_zgeev_ffi(%cst) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=5, j=5, k=5, l=5, m=5, n=5, o=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5xcomplex<f64>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<5xi1>, tensor<5xcomplex<f64>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %15 = stablehlo.dot_general %cst_0, %14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %16 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<1x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %18 = stablehlo.multiply %14, %17 : tensor<5x5xcomplex<f64>>
    %19 = stablehlo.subtract %15, %18 : tensor<5x5xcomplex<f64>>
    %20 = stablehlo.abs %19 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %21 = stablehlo.multiply %20, %20 : tensor<5x5xf64>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %23 = stablehlo.sqrt %22 : tensor<f64>
    %24 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %25 = stablehlo.multiply %24, %24 : tensor<5x5xf64>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %27 = stablehlo.sqrt %26 : tensor<f64>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %28 = stablehlo.maximum %cst_7, %27 : tensor<f64>
    %cst_8 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %29 = stablehlo.multiply %cst_8, %28 : tensor<f64>
    %30 = stablehlo.compare LE, %23, %29, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_9) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %32 = stablehlo.transpose %10, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %33 = stablehlo.real %32 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %34 = stablehlo.imag %32 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %35 = stablehlo.negate %34 : tensor<5x5xf64>
    %36 = stablehlo.complex %33, %35 : tensor<5x5xcomplex<f64>>
    %37 = stablehlo.dot_general %36, %cst_0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<5x5xcomplex<f64>>, tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %38 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<5xcomplex<f64>>) -> tensor<5x1xcomplex<f64>>
    %39 = stablehlo.transpose %10, dims = [1, 0] : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %40 = stablehlo.real %39 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %41 = stablehlo.imag %39 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %42 = stablehlo.negate %41 : tensor<5x5xf64>
    %43 = stablehlo.complex %40, %42 : tensor<5x5xcomplex<f64>>
    %44 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<5x1xcomplex<f64>>) -> tensor<5x5xcomplex<f64>>
    %45 = stablehlo.multiply %44, %43 : tensor<5x5xcomplex<f64>>
    %46 = stablehlo.subtract %37, %45 : tensor<5x5xcomplex<f64>>
    %47 = stablehlo.abs %46 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %48 = stablehlo.multiply %47, %47 : tensor<5x5xf64>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %49 = stablehlo.reduce(%48 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %50 = stablehlo.sqrt %49 : tensor<f64>
    %51 = stablehlo.abs %cst_0 : (tensor<5x5xcomplex<f64>>) -> tensor<5x5xf64>
    %52 = stablehlo.multiply %51, %51 : tensor<5x5xf64>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %53 = stablehlo.reduce(%52 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<5x5xf64>, tensor<f64>) -> tensor<f64>
    %54 = stablehlo.sqrt %53 : tensor<f64>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %55 = stablehlo.maximum %cst_12, %54 : tensor<f64>
    %cst_13 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %56 = stablehlo.multiply %cst_13, %55 : tensor<f64>
    %57 = stablehlo.compare LE, %50, %56, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %58 = stablehlo.reduce(%57 init: %c_14) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %59 = stablehlo.subtract %6, %cst_1 : tensor<5xcomplex<f64>>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %61 = stablehlo.broadcast_in_dim %cst_1, dims = [1] : (tensor<5xcomplex<f64>>) -> tensor<1x5xcomplex<f64>>
    %62 = stablehlo.abs %60 : (tensor<1x5xcomplex<f64>>) -> tensor<1x5xf64>
    %63 = stablehlo.multiply %62, %62 : tensor<1x5xf64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %64 = stablehlo.reduce(%63 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %65 = stablehlo.sqrt %64 : tensor<f64>
    %66 = stablehlo.abs %61 : (tensor<1x5xcomplex<f64>>) -> tensor<1x5xf64>
    %67 = stablehlo.multiply %66, %66 : tensor<1x5xf64>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x5xf64>, tensor<f64>) -> tensor<f64>
    %69 = stablehlo.sqrt %68 : tensor<f64>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f64>
    %70 = stablehlo.maximum %cst_17, %69 : tensor<f64>
    %cst_18 = stablehlo.constant dense<1.1102230246251565E-13> : tensor<f64>
    %71 = stablehlo.multiply %cst_18, %70 : tensor<f64>
    %72 = stablehlo.compare LE, %65, %71, FLOAT : (tensor<f64>, tensor<f64>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<true> : tensor<i1>
    %73 = stablehlo.reduce(%72 init: %c_19) applies stablehlo.and across dimensions = [] : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %74 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %75 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %76 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %77 = stablehlo.concatenate %74, %75, %76, dim = 0 : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<3xi1>
    return %77 : tensor<3xi1>
  }
}
