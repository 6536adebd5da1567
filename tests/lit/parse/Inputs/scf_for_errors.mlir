func.func @f(%a: tensor<2xf32>, %n: index) -> tensor<2xf32> {
  %r = scf.for %i = %n to %n step %n iter_args(%x = %a, %y = %a) -> (tensor<2xf32>) {
    scf.yield %x, %y : tensor<2xf32>, tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// -----

func.func @g(%a: tensor<2xf32>, %s: f32, %n: index) -> tensor<2xf32> {
  %r = tensor.insert %s %a[%n] : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

func.func @h() -> tensor<i32> {
  %c = stablehlo.constant 5 : tensor<i32>
  return %c : tensor<i32>
}
