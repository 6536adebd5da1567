// Block arguments' locations go into the artifact (MLIR bytecode's block argument locations,
// unknown ones elided) and come back with it, in nested regions too; --strip-debuginfo
// writes them unknown. stablehlo-translate takes MLIR's printing flags and single-dash modes.
// RUN: stablehlo-translate --serialize --target=1.8.0 %s | stablehlo-translate -deserialize -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s
// RUN: stablehlo-translate -serialize -target=current %s | stablehlo-translate --deserialize --mlir-print-debuginfo | FileCheck %s --check-prefix=ALIAS
// RUN: stablehlo-translate --serialize --target=current --strip-debuginfo %s | stablehlo-translate --deserialize -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=STRIP
// RUN: stablehlo-opt -strip-debuginfo %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=STRIP

// CHECK:      func.func @main(%arg0: tensor<2xf32> loc("{{.*}}argument_locations.mlir":[[# @LINE + 22]]:17), %arg1: tensor<f32> loc(fused["x", "y":1:2]))
// CHECK:      reducer(%arg2: tensor<f32> loc("a"), %arg3: tensor<f32> loc(callsite("b" at "c")))
// CHECK:      ^bb0(%arg2: tensor<f32> loc("{{.*}}argument_locations.mlir":[[# @LINE + 28]]:10), %arg3: tensor<f32> loc(unknown)):

// ALIAS:      #[[ARG0:loc[0-9]*]] = loc("{{.*}}argument_locations.mlir":[[# @LINE + 18]]:17)
// ALIAS-NEXT: #[[X:loc[0-9]*]] = loc("x")
// ALIAS-NEXT: #[[Y:loc[0-9]*]] = loc("y":1:2)
// ALIAS-NEXT: #loc{{[0-9]*}} = loc("a")
// ALIAS-NEXT: #[[B:loc[0-9]*]] = loc("b")
// ALIAS-NEXT: #[[C:loc[0-9]*]] = loc("c")
// ALIAS-NEXT: #loc{{[0-9]*}} = loc("{{.*}}argument_locations.mlir":[[# @LINE + 20]]:10)
// ALIAS-NEXT: #loc{{[0-9]*}} = loc(unknown)
// ALIAS-NEXT: #loc{{[0-9]*}} = loc(fused[#[[X]], #[[Y]]])
// ALIAS-NEXT: #loc{{[0-9]*}} = loc(callsite(#[[B]] at #[[C]]))
// ALIAS-NEXT: module {
// ALIAS-NEXT:   func.func @main(%arg0: tensor<2xf32> loc("{{.*}}argument_locations.mlir":[[# @LINE + 7]]:17), %arg1: tensor<f32> loc(fused[#[[X]], #[[Y]]]))

// STRIP:      func.func @main(%arg0: tensor<2xf32> loc(unknown), %arg1: tensor<f32> loc(unknown))
// STRIP:      reducer(%arg2: tensor<f32> loc(unknown), %arg3: tensor<f32> loc(unknown))
// STRIP:      ^bb0(%arg2: tensor<f32> loc(unknown), %arg3: tensor<f32> loc(unknown)):
// STRIP-NOT:  .mlir"

func.func @main(%x: tensor<2xf32>, %i: tensor<f32> loc(fused["x", "y":1:2])) -> (tensor<f32>, tensor<2xf32>) {
  %r = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32> loc("a"), %b: tensor<f32> loc(callsite("b" at "c"))) {
     %s = stablehlo.add %a, %b : tensor<f32>
     %t = stablehlo.multiply %s, %b : tensor<f32>
     stablehlo.return %t : tensor<f32>
   }
  %s = "stablehlo.sort"(%x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32> loc(unknown)):
      %z = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %z : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %r, %s : tensor<f32>, tensor<2xf32>
}
