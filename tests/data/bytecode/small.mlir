module @small attributes {mhlo.num_partitions = 1 : i32} {
  func.func @main(%arg0: tensor<4xf32> loc("x"), %arg1: tensor<i32>) -> (tensor<f32>, tensor<4xi1>) {
    %cst = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32> loc("file.py":3:7)
    %0 = stablehlo.add %arg0, %cst : tensor<4xf32> loc(callsite("f"("a.py":1:2) at "b.py":5:6))
    %1 = stablehlo.compare GT, %0, %cst : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1> loc(fused["p.py":1:1, "q"])
    %init = stablehlo.constant dense<0.0> : tensor<f32>
    %2 = stablehlo.reduce(%0 init: %init) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %3:2 = stablehlo.while(%iterArg = %arg1, %acc = %2) : tensor<i32>, tensor<f32>
      cond {
        %c = stablehlo.constant dense<3> : tensor<i32>
        %p = stablehlo.compare LT, %iterArg, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %one = stablehlo.constant dense<1> : tensor<i32>
        %n = stablehlo.add %iterArg, %one : tensor<i32>
        %a = stablehlo.add %acc, %acc : tensor<f32>
        stablehlo.return %n, %a : tensor<i32>, tensor<f32>
      }
    %t = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
    %4 = stablehlo.and %1, %t : tensor<4xi1>
    return %3#1, %4 : tensor<f32>, tensor<4xi1>
  }
}
