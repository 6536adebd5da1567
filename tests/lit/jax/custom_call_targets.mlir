// Custom call targets JAX emits besides LAPACK: sharding annotations are identities, host
// callbacks (jax.debug.print, jax.pure_callback) are located errors, unknown targets keep
// their error; a LAPACK target checks its element type.
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [1.000000e+00, 2.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<i32> {3}
func.func @main() -> (tensor<2xf32>, tensor<i32>) {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %i = stablehlo.constant dense<3> : tensor<i32>
  %0 = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {mhlo.sharding = "{manual}"} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.custom_call @SPMDShardToFullShape(%1) {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  %3:2 = stablehlo.custom_call @annotate_device_placement(%2, %i) {has_side_effect = true, mhlo.frontend_attributes = {_xla_buffer_placement = "device"}} : (tensor<2xf32>, tensor<i32>) -> (tensor<2xf32>, tensor<i32>)
  func.return %3#0, %3#1 : tensor<2xf32>, tensor<i32>
}

// -----

// CHECK: custom_call_targets.mlir:26:3: error: 'stablehlo.custom_call' op custom call target 'xla_ffi_python_cpu_callback' calls back into Python (a host callback such as jax.debug.print or jax.pure_callback): the function lives in the process that exported the program and cannot run here
func.func @main() -> tensor<2xf32> {
  %arg0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  stablehlo.custom_call @xla_ffi_python_cpu_callback(%arg0) {backend_config = "", has_side_effect = true, mhlo.backend_config = {index = 0 : ui64}, operand_layouts = [dense<0> : tensor<1xindex>], result_layouts = []} : (tensor<2xf32>) -> ()
  func.return %arg0 : tensor<2xf32>
}

// -----

// CHECK: error: 'stablehlo.custom_call' op custom call target 'xla_python_cpu_callback' calls back into Python
func.func @main() -> tensor<2xf32> {
  %arg0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.custom_call @xla_python_cpu_callback(%arg0) {backend_config = "140234", has_side_effect = true} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: error: 'stablehlo.custom_call' op unsupported custom call target 'my_kernel'
func.func @main() -> tensor<2xf32> {
  %arg0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.custom_call @my_kernel(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

// CHECK: error: 'stablehlo.custom_call' op custom call target 'lapack_dpotrf_ffi' expects 1 f64 tensor operands
func.func @main() -> (tensor<2x2xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<[[4.0, 0.0], [0.0, 9.0]]> : tensor<2x2xf32>
  %0:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%a) {mhlo.backend_config = {uplo = 76 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<2x2xf32>, tensor<i32>
}

// -----

// CHECK: error: 'stablehlo.custom_call' op custom call target 'lapack_spotrf_ffi': missing backend_config entry 'uplo'
func.func @main() -> (tensor<2x2xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<[[4.0, 0.0], [0.0, 9.0]]> : tensor<2x2xf32>
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {mhlo.backend_config = {}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<2x2xf32>, tensor<i32>
}

// -----

// A dictionary backend_config (api_version 4, as jax.export artifacts carry it) works as well;
// info counts the first leading minor that is not positive definite (here the second).
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2x2xf32> {
// CHECK-NEXT:   [
// CHECK-NEXT:     [2.000000e+00, 0.000000e+00],
// CHECK-NEXT:     [0.000000e+00, 3.000000e+00]
// CHECK-NEXT:   ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xi32> {
// CHECK-NEXT:   [0, 2]
// CHECK-NEXT: }
func.func @main() -> (tensor<2x2xf32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[[[4.0, 0.0], [0.0, 9.0]], [[1.0, 2.0], [2.0, 1.0]]]> : tensor<2x2x2xf32>
  %0:2 = stablehlo.custom_call @lapack_spotrf_ffi(%a) {api_version = 4 : i32, backend_config = {uplo = 76 : ui8}} : (tensor<2x2x2xf32>) -> (tensor<2x2x2xf32>, tensor<2xi32>)
  %1 = stablehlo.slice %0#0 [0:1, 0:2, 0:2] : (tensor<2x2x2xf32>) -> tensor<1x2x2xf32>
  %2 = stablehlo.reshape %1 : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
  func.return %2, %0#1 : tensor<2x2xf32>, tensor<2xi32>
}

// -----

// CHECK: error: 'stablehlo.custom_call' op custom call target 'ApproxTopK' is supported with one GT or LT comparator of its first input and as many results as inputs
func.func @by_index(%a: tensor<f32>, %b: tensor<f32>, %i: tensor<i32>, %j: tensor<i32>) -> tensor<i1> {
  %0 = stablehlo.compare GT, %i, %j : (tensor<i32>, tensor<i32>) -> tensor<i1>
  stablehlo.return %0 : tensor<i1>
}
func.func @main() -> (tensor<2xf32>, tensor<2xi32>) {
  %x = stablehlo.constant dense<[1.0, 3.0, 2.0]> : tensor<3xf32>
  %i = stablehlo.iota dim = 0 : tensor<3xi32>
  %init = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %m = stablehlo.constant dense<-1> : tensor<i32>
  %0:2 = stablehlo.custom_call @ApproxTopK(%x, %i, %init, %m) {called_computations = [@by_index], mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, reduction_dim = 0 : i64, top_k = 2 : i64}} : (tensor<3xf32>, tensor<3xi32>, tensor<f32>, tensor<i32>) -> (tensor<2xf32>, tensor<2xi32>)
  func.return %0#0, %0#1 : tensor<2xf32>, tensor<2xi32>
}
