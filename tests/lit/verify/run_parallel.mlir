// interpreter.run_parallel's verifier: programs name functions of the module, inputs and results
// add up over them, infeed functions return one tensor.
// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

func.func @one(%a: tensor<i64>) -> tensor<i64> {
  func.return %a : tensor<i64>
}
func.func @main(%a: tensor<i64>) {
  // expected-error@+1 {{Number of results (0) should match the sum of the number of results of all programs (2)}}
  "interpreter.run_parallel"(%a, %a) {programs = [[@one, @one]]} : (tensor<i64>, tensor<i64>) -> ()
  func.return
}

// -----

func.func @none() {
  func.return
}
func.func @main() {
  // expected-error@+1 {{Function "missing" not found}}
  "interpreter.run_parallel"() {programs = [[@none], [@missing]]} : () -> ()
  func.return
}

// -----

func.func @none() {
  func.return
}
func.func @feed() -> (tensor<i64>, tensor<i64>) {
  %c = stablehlo.constant dense<1> : tensor<i64>
  func.return %c, %c : tensor<i64>, tensor<i64>
}
func.func @main() {
  // expected-error@+1 {{Function "feed" should return 1 tensor but returns 2}}
  "interpreter.run_parallel"() {programs = [[@none]], infeed = [@feed]} : () -> ()
  func.return
}
