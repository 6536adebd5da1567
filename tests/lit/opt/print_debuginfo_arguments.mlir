// -mlir-print-debuginfo prints each block argument's location inline after it (nested
// locations by alias): where its name stands, or its loc(...); in function signatures, block
// headers (^bb0(...)), the reducer of stablehlo.reduce; not where the printer does not print the
// argument (stablehlo.while's %iterArg). Its aliases are numbered in the printer's walk order
// with the ops' and are defined before the module: argument locations are not deferrable, nor
// the locations they hold, even where an op's location holds them too (fused["p", "q"]).
// The expectations are jaxlib's MLIR printer's (get_asm(enable_debug_info=True)) on this file.
// RUN: stablehlo-opt %s -mlir-print-debuginfo | FileCheck %s
// RUN: stablehlo-opt %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: stablehlo-opt %s -mlir-print-debuginfo | stablehlo-opt -mlir-print-debuginfo | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize -mlir-print-debuginfo | FileCheck %s
// RUN: stablehlo-opt %s -emit-bytecode | stablehlo-opt -mlir-print-debuginfo | FileCheck %s

func.func @main(%x: tensor<2xf32>, %i: tensor<f32> loc("i")) -> (tensor<f32>, tensor<2xf32>) {
  %r = stablehlo.reduce(%x init: %i) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32> loc("a"), %b: tensor<f32>) {
     %s = stablehlo.add %a, %b : tensor<f32>
     %t = stablehlo.multiply %s, %b : tensor<f32> loc(fused["p", "q"])
     stablehlo.return %t : tensor<f32>
   }
  %w = stablehlo.while(%k = %r) : tensor<f32> cond {
    %c = stablehlo.compare LT, %k, %k : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %k : tensor<f32>
  }
  %s = "stablehlo.sort"(%x) ({
    ^bb0(%p: tensor<f32> loc("p"), %q: tensor<f32> loc(callsite("a" at "b"))):
      %z = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %z : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  return %w, %s : tensor<f32>, tensor<2xf32>
}

// CHECK: #loc2 = loc("{{.*}}print_debuginfo_arguments.mlir":14:17)
// CHECK-NEXT: #loc3 = loc("i")
// CHECK-NEXT: #loc5 = loc("a")
// CHECK-NEXT: #loc6 = loc("{{.*}}print_debuginfo_arguments.mlir":16:38)
// CHECK-NEXT: #loc8 = loc("p")
// CHECK-NEXT: #loc16 = loc("b")
// CHECK-NEXT: #loc21 = loc(callsite(#loc5 at #loc16))
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @main(%arg0: tensor<2xf32> loc("{{.*}}print_debuginfo_arguments.mlir":14:17), %arg1: tensor<f32> loc("i")) -> (tensor<f32>, tensor<2xf32>) {
// CHECK-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
// CHECK-NEXT: reducer(%arg2: tensor<f32> loc("a"), %arg3: tensor<f32> loc("{{.*}}print_debuginfo_arguments.mlir":16:38))  {
// CHECK-NEXT: %3 = stablehlo.add %arg2, %arg3 : tensor<f32> loc(#loc7)
// CHECK-NEXT: %4 = stablehlo.multiply %3, %arg3 : tensor<f32> loc(#loc20)
// CHECK-NEXT: stablehlo.return %4 : tensor<f32> loc(#loc10)
// CHECK-NEXT: } loc(#loc4)
// CHECK-NEXT: %1 = stablehlo.while(%iterArg = %0) : tensor<f32>
// CHECK-NEXT: cond {
// CHECK-NEXT: %3 = stablehlo.compare LT, %iterArg, %iterArg : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc12)
// CHECK-NEXT: stablehlo.return %3 : tensor<i1> loc(#loc13)
// CHECK-NEXT: } do {
// CHECK-NEXT: stablehlo.return %iterArg : tensor<f32> loc(#loc14)
// CHECK-NEXT: } loc(#loc11)
// CHECK-NEXT: %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
// CHECK-NEXT: ^bb0(%arg2: tensor<f32> loc("p"), %arg3: tensor<f32> loc(callsite(#loc5 at #loc16))):
// CHECK-NEXT: %3 = stablehlo.compare GT, %arg2, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc17)
// CHECK-NEXT: stablehlo.return %3 : tensor<i1> loc(#loc18)
// CHECK-NEXT: }) : (tensor<2xf32>) -> tensor<2xf32> loc(#loc15)
// CHECK-NEXT: return %1, %2 : tensor<f32>, tensor<2xf32> loc(#loc19)
// CHECK-NEXT: } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}print_debuginfo_arguments.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}print_debuginfo_arguments.mlir":14:1)
// CHECK-NEXT: #loc4 = loc("{{.*}}print_debuginfo_arguments.mlir":15:24)
// CHECK-NEXT: #loc7 = loc("{{.*}}print_debuginfo_arguments.mlir":17:11)
// CHECK-NEXT: #loc9 = loc("q")
// CHECK-NEXT: #loc10 = loc("{{.*}}print_debuginfo_arguments.mlir":19:6)
// CHECK-NEXT: #loc11 = loc("{{.*}}print_debuginfo_arguments.mlir":21:8)
// CHECK-NEXT: #loc12 = loc("{{.*}}print_debuginfo_arguments.mlir":22:10)
// CHECK-NEXT: #loc13 = loc("{{.*}}print_debuginfo_arguments.mlir":23:5)
// CHECK-NEXT: #loc14 = loc("{{.*}}print_debuginfo_arguments.mlir":25:5)
// CHECK-NEXT: #loc15 = loc("{{.*}}print_debuginfo_arguments.mlir":27:8)
// CHECK-NEXT: #loc17 = loc("{{.*}}print_debuginfo_arguments.mlir":29:12)
// CHECK-NEXT: #loc18 = loc("{{.*}}print_debuginfo_arguments.mlir":30:7)
// CHECK-NEXT: #loc19 = loc("{{.*}}print_debuginfo_arguments.mlir":32:3)
// CHECK-NEXT: #loc20 = loc(fused[#loc8, #loc9])

// LOCAL: module {
// LOCAL-NEXT: func.func @main(%arg0: tensor<2xf32> loc("{{.*}}print_debuginfo_arguments.mlir":14:17), %arg1: tensor<f32> loc("i")) -> (tensor<f32>, tensor<2xf32>) {
// LOCAL-NEXT: %0 = stablehlo.reduce(%arg0 init: %arg1) across dimensions = [0] : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
// LOCAL-NEXT: reducer(%arg2: tensor<f32> loc("a"), %arg3: tensor<f32> loc("{{.*}}print_debuginfo_arguments.mlir":16:38))  {
// LOCAL-NEXT: %3 = stablehlo.add %arg2, %arg3 : tensor<f32> loc("{{.*}}print_debuginfo_arguments.mlir":17:11)
// LOCAL-NEXT: %4 = stablehlo.multiply %3, %arg3 : tensor<f32> loc(fused["p", "q"])
// LOCAL-NEXT: stablehlo.return %4 : tensor<f32> loc("{{.*}}print_debuginfo_arguments.mlir":19:6)
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo_arguments.mlir":15:24)
// LOCAL-NEXT: %1 = stablehlo.while(%iterArg = %0) : tensor<f32>
// LOCAL-NEXT: cond {
// LOCAL-NEXT: %3 = stablehlo.compare LT, %iterArg, %iterArg : (tensor<f32>, tensor<f32>) -> tensor<i1> loc("{{.*}}print_debuginfo_arguments.mlir":22:10)
// LOCAL-NEXT: stablehlo.return %3 : tensor<i1> loc("{{.*}}print_debuginfo_arguments.mlir":23:5)
// LOCAL-NEXT: } do {
// LOCAL-NEXT: stablehlo.return %iterArg : tensor<f32> loc("{{.*}}print_debuginfo_arguments.mlir":25:5)
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo_arguments.mlir":21:8)
// LOCAL-NEXT: %2 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64}> ({
// LOCAL-NEXT: ^bb0(%arg2: tensor<f32> loc("p"), %arg3: tensor<f32> loc(callsite("a" at "b"))):
// LOCAL-NEXT: %3 = stablehlo.compare GT, %arg2, %arg3 : (tensor<f32>, tensor<f32>) -> tensor<i1> loc("{{.*}}print_debuginfo_arguments.mlir":29:12)
// LOCAL-NEXT: stablehlo.return %3 : tensor<i1> loc("{{.*}}print_debuginfo_arguments.mlir":30:7)
// LOCAL-NEXT: }) : (tensor<2xf32>) -> tensor<2xf32> loc("{{.*}}print_debuginfo_arguments.mlir":27:8)
// LOCAL-NEXT: return %1, %2 : tensor<f32>, tensor<2xf32> loc("{{.*}}print_debuginfo_arguments.mlir":32:3)
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo_arguments.mlir":14:1)
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo_arguments.mlir":0:0)
