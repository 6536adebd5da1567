// RUN: not stablehlo-translate --interpret -split-input-file %s | FileCheck %s
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// Inputs go to the programs in replica-major order; results come back in that order.
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<ui32> {0}
// CHECK-NEXT: tensor<i32> {10}
// CHECK-NEXT: tensor<ui32> {0}
// CHECK-NEXT: tensor<i32> {11}
// CHECK-NEXT: tensor<ui32> {1}
module @mpmd {
  func.func @a(%x: tensor<i32>) -> (tensor<ui32>, tensor<i32>) {
    %p = stablehlo.partition_id : tensor<ui32>
    func.return %p, %x : tensor<ui32>, tensor<i32>
  }
  func.func @b(%x: tensor<i32>) -> (tensor<ui32>, tensor<i32>, tensor<ui32>) {
    %r = stablehlo.replica_id : tensor<ui32>
    %p = stablehlo.partition_id : tensor<ui32>
    func.return %r, %x, %p : tensor<ui32>, tensor<i32>, tensor<ui32>
  }
  func.func @main() -> (tensor<ui32>, tensor<i32>, tensor<ui32>, tensor<i32>, tensor<ui32>) {
    %x = stablehlo.constant dense<10> : tensor<i32>
    %y = stablehlo.constant dense<11> : tensor<i32>
    %r:5 = "interpreter.run_parallel"(%x, %y) {programs = [[@a, @b]]}
        : (tensor<i32>, tensor<i32>) -> (tensor<ui32>, tensor<i32>, tensor<ui32>, tensor<i32>, tensor<ui32>)
    func.return %r#0, %r#1, %r#2, %r#3, %r#4 : tensor<ui32>, tensor<i32>, tensor<ui32>, tensor<i32>, tensor<ui32>
  }
}

// -----

// send/recv through a channel, infeed from the run's queue, outfeed, async_start/done.
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xf64> {
// CHECK-NEXT:   [1.500000e+00, 2.500000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<3xi1> {
// CHECK-NEXT:   [true, false, true]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<4xf64> {
// CHECK-NEXT:   [1.500000e+00, 2.500000e+00, 1.500000e+00, 2.500000e+00]
// CHECK-NEXT: }
module @host_communication {
  func.func @producer(%x: tensor<2xf64>, %t: !stablehlo.token) -> !stablehlo.token {
    %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 2>,
        is_host_transfer = true} : (tensor<2xf64>, !stablehlo.token) -> !stablehlo.token
    %o = "stablehlo.outfeed"(%x, %s) : (tensor<2xf64>, !stablehlo.token) -> !stablehlo.token
    func.return %o : !stablehlo.token
  }
  func.func @consumer(%t: !stablehlo.token) -> (tensor<2xf64>, tensor<3xi1>, tensor<4xf64>) {
    %v, %t2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 7, type = 3>,
        is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xf64>, !stablehlo.token)
    %i, %t3 = "stablehlo.infeed"(%t2) : (!stablehlo.token) -> (tensor<3xi1>, !stablehlo.token)
    %f = "stablehlo.async_start"(%v) ({
      ^bb0(%a: tensor<2xf64>):
        %s = stablehlo.slice %a [0:2] : (tensor<2xf64>) -> tensor<2xf64>
        stablehlo.return %s : tensor<2xf64>
    }) : (tensor<2xf64>) -> !stablehlo.future<tensor<2xf64>>
    %w = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<2xf64>>) -> tensor<2xf64>
    %d = stablehlo.concatenate %w, %w, dim = 0 : (tensor<2xf64>, tensor<2xf64>) -> tensor<4xf64>
    func.return %v, %i, %d : tensor<2xf64>, tensor<3xi1>, tensor<4xf64>
  }
  func.func @feed() -> tensor<3xi1> {
    %c = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
    func.return %c : tensor<3xi1>
  }
  func.func @main() -> (tensor<2xf64>, tensor<3xi1>, tensor<4xf64>) {
    %x = stablehlo.constant dense<[1.5, 2.5]> : tensor<2xf64>
    %t = stablehlo.after_all : !stablehlo.token
    %r:4 = "interpreter.run_parallel"(%x, %t, %t) {infeed = [@feed], programs = [[@producer], [@consumer]]}
        : (tensor<2xf64>, !stablehlo.token, !stablehlo.token)
        -> (!stablehlo.token, tensor<2xf64>, tensor<3xi1>, tensor<4xf64>)
    func.return %r#1, %r#2, %r#3 : tensor<2xf64>, tensor<3xi1>, tensor<4xf64>
  }
}

// -----

// A recv that nothing will ever satisfy is reported, not waited on forever.
// ERR: run_parallel.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: 'stablehlo.recv' op deadlock: process (0, 0) waits for a value on channel 9
module @deadlock {
  func.func @waits(%t: !stablehlo.token) -> !stablehlo.token {
    %v, %t2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 9, type = 3>,
        is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
    func.return %t2 : !stablehlo.token
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r:2 = "interpreter.run_parallel"(%t, %t) {programs = [[@waits, @waits]]}
        : (!stablehlo.token, !stablehlo.token) -> (!stablehlo.token, !stablehlo.token)
    func.return
  }
}

// -----

// A failing process aborts the one waiting for it at a collective; its error is reported.
// ERR: run_parallel.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: 'check.expect_eq_const' op Element values don't match
module @failure {
  func.func @bad(%x: tensor<i32>) -> tensor<i32> {
    check.expect_eq_const %x, dense<0> : tensor<i32>
    func.return %x : tensor<i32>
  }
  func.func @waits(%x: tensor<i32>) -> tensor<i32> {
    %y = stablehlo.reshape %x : (tensor<i32>) -> tensor<1xi32>
    %g = "stablehlo.all_gather"(%y) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
        : (tensor<1xi32>) -> tensor<2xi32>
    func.return %x : tensor<i32>
  }
  func.func @main() {
    %x = stablehlo.constant dense<1> : tensor<i32>
    %r:2 = "interpreter.run_parallel"(%x, %x) {programs = [[@waits], [@bad]]}
        : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
    func.return
  }
}

// -----

// ERR: run_parallel.mlir:[[# @LINE + 3]]:{{[0-9]+}}: error: 'stablehlo.infeed' op the infeed is empty
module @empty_infeed {
  func.func @f(%t: !stablehlo.token) -> !stablehlo.token {
    %i, %t2 = "stablehlo.infeed"(%t) : (!stablehlo.token) -> (tensor<i32>, !stablehlo.token)
    func.return %t2 : !stablehlo.token
  }
  func.func @main() {
    %t = stablehlo.after_all : !stablehlo.token
    %r = "interpreter.run_parallel"(%t) {programs = [[@f]]} : (!stablehlo.token) -> !stablehlo.token
    func.return
  }
}
