// -inline moves the callee's locations to the call (MLIR's remapInlinedLocations): each
// inlined op's location, and each block argument's in the regions it holds, becomes a call site
// of it at the call's location, appended at the end of a call-site chain it already is
// (stackLocations); a call whose location is unknown leaves them as they are.
// RUN: stablehlo-opt -inline %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// RUN: stablehlo-opt -inline %s -emit-bytecode | stablehlo-opt -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s

func.func private @callee(%x: tensor<2xf32>, %i: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32> loc("a"), %b: tensor<f32>) {
     %s = stablehlo.add %a, %b : tensor<f32> loc(callsite("inner" at "outer"))
     %t = stablehlo.multiply %s, %b : tensor<f32> loc("t")
     stablehlo.return %t : tensor<f32>
   }
  return %r : tensor<f32>
}
func.func @main(%x: tensor<2xf32>, %i: tensor<f32>) -> (tensor<f32>, tensor<f32>) {
  %0 = func.call @callee(%x, %i) : (tensor<2xf32>, tensor<f32>) -> tensor<f32> loc("call")
  %1 = func.call @callee(%x, %i) : (tensor<2xf32>, tensor<f32>) -> tensor<f32> loc(unknown)
  return %0, %1 : tensor<f32>, tensor<f32>
}

// CHECK:      func.func @main(%arg0: tensor<2xf32> loc("{{.*}}inline_debuginfo.mlir":17:17), %arg1: tensor<f32> loc("{{.*}}inline_debuginfo.mlir":17:36))
// CHECK-NEXT:   stablehlo.reduce
// CHECK-NEXT:   reducer(%arg2: tensor<f32> loc(callsite("a" at "call")), %arg3: tensor<f32> loc(callsite("{{.*}}inline_debuginfo.mlir":10:38 at "call")))
// CHECK-NEXT:     stablehlo.add {{.*}} loc(callsite("inner" at callsite("outer" at "call")))
// CHECK-NEXT:     stablehlo.multiply {{.*}} loc(callsite("t" at "call"))
// CHECK-NEXT:     stablehlo.return {{.*}} loc(callsite("{{.*}}inline_debuginfo.mlir":13:6 at "call"))
// CHECK-NEXT:   } loc(callsite("{{.*}}inline_debuginfo.mlir":9:24 at "call"))
// CHECK-NEXT:   stablehlo.reduce
// CHECK-NEXT:   reducer(%arg2: tensor<f32> loc("a"), %arg3: tensor<f32> loc("{{.*}}inline_debuginfo.mlir":10:38))
// CHECK-NEXT:     stablehlo.add {{.*}} loc(callsite("inner" at "outer"))
// CHECK-NEXT:     stablehlo.multiply {{.*}} loc("t")
// CHECK-NEXT:     stablehlo.return {{.*}} loc("{{.*}}inline_debuginfo.mlir":13:6)
// CHECK-NEXT:   } loc("{{.*}}inline_debuginfo.mlir":9:24)
// CHECK-NEXT:   return
// CHECK-NOT:  func.func
