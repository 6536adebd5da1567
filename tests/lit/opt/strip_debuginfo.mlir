// --strip-debuginfo: locations become unknown (instrument_with_probe.mlir shows the names gone);
// the printed text, which carries no locations, is unchanged.
// RUN: stablehlo-opt --strip-debuginfo %s | FileCheck %s
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-opt --strip-debuginfo %s > %t.1
// RUN: diff %t.0 %t.1

// CHECK: stablehlo.add %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK-NOT: loc
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32> loc("named"("file.py":3:4))
  func.return %0 : tensor<2xf32> loc(#loc)
}
#loc = loc("other.py":1:1)
