// --stablehlo-complex-math-expander: log_plus_one, sqrt, log and exponential of complex tensors
// with the default result_accuracy become real arithmetic on the parts; the program computes the
// same values (interpreted before and after); real-typed ops and other accuracies stay.
// RUN: stablehlo-opt --stablehlo-complex-math-expander %s | FileCheck %s
// RUN: stablehlo-translate --interpret %s
// RUN: stablehlo-opt --stablehlo-complex-math-expander %s | stablehlo-translate --interpret
// RUN: stablehlo-opt --stablehlo-complex-math-expander --split-input-file %s | FileCheck %s --check-prefix=DYN

// CHECK-LABEL: func.func @main
// CHECK-NOT:   stablehlo.sqrt {{.*}}complex
// CHECK-NOT:   stablehlo.log {{.*}}complex
// CHECK-NOT:   stablehlo.exponential {{.*}}complex
// CHECK-NOT:   stablehlo.log_plus_one {{.*}}complex
// CHECK:       stablehlo.exponential {{.*}}result_accuracy
// CHECK:       stablehlo.sqrt %{{.*}} : tensor<2xf32>
// CHECK:       return
func.func @main() {
  %z = stablehlo.constant dense<[(-4.0, 0.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %sqrt = stablehlo.sqrt %z : tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %sqrt, dense<[(0.0, 2.0), (2.0, 1.0)]> : tensor<2xcomplex<f32>>
  %w = stablehlo.constant dense<[(1.0, 0.0), (-1.0, 0.0)]> : tensor<2xcomplex<f64>>
  %log = stablehlo.log %w : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %log, dense<[(0.0, 0.0), (0.0, 3.1415926535897931)]> : tensor<2xcomplex<f64>>
  %e = stablehlo.constant dense<[(0.0, 0.0), (0.69314718055994529, 0.0)]> : tensor<2xcomplex<f64>>
  %exp = stablehlo.exponential %e : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %exp, dense<[(1.0, 0.0), (2.0, 0.0)]> : tensor<2xcomplex<f64>>
  %exp_tolerance = stablehlo.exponential %e {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-5, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xcomplex<f64>>
  check.expect_almost_eq_const %exp_tolerance, dense<[(1.0, 0.0), (2.0, 0.0)]> : tensor<2xcomplex<f64>>
  %l = stablehlo.constant dense<[(0.0, 0.0), (1.7182818284590451, 0.0), (1.0e-30, 1.0e-30)]> : tensor<3xcomplex<f32>>
  %log1p = stablehlo.log_plus_one %l : tensor<3xcomplex<f32>>
  check.expect_almost_eq_const %log1p, dense<[(0.0, 0.0), (1.0, 0.0), (1.0e-30, 1.0e-30)]> : tensor<3xcomplex<f32>>
  %real = stablehlo.constant dense<[4.0, 9.0]> : tensor<2xf32>
  %real_sqrt = stablehlo.sqrt %real : tensor<2xf32>
  check.expect_almost_eq_const %real_sqrt, dense<[2.0, 3.0]> : tensor<2xf32>
  func.return
}

// -----

// A dynamic shape: getConstantLike makes chlo.constant_like ops.
// DYN-LABEL: func.func @dynamic
// DYN:       chlo.constant_like
// DYN-NOT:   stablehlo.exponential {{.*}}complex
func.func @dynamic(%arg0: tensor<?xcomplex<f32>>) -> tensor<?xcomplex<f32>> {
  %0 = stablehlo.exponential %arg0 : tensor<?xcomplex<f32>>
  func.return %0 : tensor<?xcomplex<f32>>
}
