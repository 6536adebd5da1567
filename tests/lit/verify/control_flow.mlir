// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// Valid: a counting loop.
func.func @while(%n: tensor<i64>) -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %0 = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      %1 = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %1 = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %1 : tensor<i64>
    }
  func.return %0 : tensor<i64>
}

// -----

// while_c2: the body yields the operands' types.
func.func @while_c2(%x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{expect operands to be compatible with body block return types but got 'tensor<f32>' vs 'tensor<f64>'}}
  %0 = "stablehlo.while"(%x) ({
    ^bb0(%a: tensor<f32>):
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>):
      %1 = stablehlo.convert %a : (tensor<f32>) -> tensor<f64>
      stablehlo.return %1 : tensor<f64>
  }) : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// while_c1: the condition yields one tensor<i1>.
func.func @while_c1(%x: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{expect condition block return a zero-ranked tensor of i1 but got 'tensor<i32>'}}
  %0 = "stablehlo.while"(%x) ({
    ^bb0(%a: tensor<i32>):
      stablehlo.return %a : tensor<i32>
  }, {
    ^bb0(%a: tensor<i32>):
      stablehlo.return %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// Valid: branches of different sizes give the least specific type.
func.func @if(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<2xf32>
  }, {
    stablehlo.return %b : tensor<?xf32>
  }) : (tensor<i1>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

// if_c3: the results have the branches' types.
func.func @if_c3(%p: tensor<i1>, %a: tensor<f32>) -> tensor<i32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<f32>' are incompatible with return type(s) of operation 'tensor<i32>'}}
  %0 = "stablehlo.if"(%p) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %a : tensor<f32>
  }) : (tensor<i1>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// case_c3: every branch yields the same types.
func.func @case_c3(%i: tensor<i32>, %a: tensor<f32>, %b: tensor<i32>) -> tensor<f32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>'}}
  %0 = "stablehlo.case"(%i) ({
    stablehlo.return %a : tensor<f32>
  }, {
    stablehlo.return %b : tensor<i32>
  }) : (tensor<i32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @decomposition(%a: tensor<f32>) -> tensor<f32> {
  func.return %a : tensor<f32>
}

// Valid: a composite whose decomposition has its signature.
func.func @composite(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.composite "my.op" %a {decomposition = @decomposition} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @decomposition(%a: tensor<f64>) -> tensor<f64> {
  func.return %a : tensor<f64>
}

// composite_c3: the operands have the decomposition's argument types.
func.func @composite_c3(%a: tensor<f32>) -> tensor<f64> {
  // expected-error@+1 {{operand at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<f64>'}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @decomposition} : (tensor<f32>) -> tensor<f64>
  func.return %0 : tensor<f64>
}

// -----

// composite_c2: the decomposition exists.
func.func @composite_c2(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'missing' does not reference a valid function}}
  %0 = stablehlo.composite "my.op" %a {decomposition = @missing} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// composite_c1: the name is namespaced.
func.func @decomposition() {
  func.return
}
func.func @composite_c1() {
  // expected-error@+1 {{name must be a valid namespaced op name}}
  stablehlo.composite "op" {decomposition = @decomposition} : () -> ()
  func.return
}

// -----

// verifyWhileOp: the body's arguments first, then its terminator, then what it returns.
func.func @while_body_without_terminator(%x: tensor<i32>) -> tensor<i32> {
  // expected-error@+1 {{The while body-region expected to have a terminator}}
  %0 = "stablehlo.while"(%x) ({
  ^bb0(%a: tensor<i32>):
    %c = stablehlo.compare LT, %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "stablehlo.return"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%a: tensor<i32>):
    %n = stablehlo.add %a, %a : tensor<i32>
  }) : (tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}
