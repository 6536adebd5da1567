// -mlir-print-debuginfo: each op's location after it; aliases #loc, #loc1, ... after the module,
// nested locations before those that hold them (AliasInitializer), or inline with
// -mlir-print-local-scope; a location without loc(...) is where the op stands in the source.
// RUN: stablehlo-opt %s -mlir-print-debuginfo | FileCheck %s
// RUN: stablehlo-opt %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: stablehlo-opt %s -mlir-print-debuginfo | stablehlo-opt -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK:      module {
// CHECK-NEXT:   func.func @main
// CHECK-NEXT:     stablehlo.add {{.*}} loc(#loc2)
// CHECK-NEXT:     stablehlo.multiply {{.*}} loc(#loc6)
// CHECK-NEXT:     return {{.*}} loc(#loc2)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}print_debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 12]]:1)
// CHECK-NEXT: #loc2 = loc("foo")
// CHECK-NEXT: #loc3 = loc("a.py":1:2)
// CHECK-NEXT: #loc4 = loc("b.py":3:4)
// CHECK-NEXT: #loc5 = loc("g"(#loc4))
// CHECK-NEXT: #loc6 = loc(callsite(#loc3 at #loc5))

// LOCAL:      stablehlo.add {{.*}} loc("foo")
// LOCAL-NEXT: stablehlo.multiply {{.*}} loc(callsite("a.py":1:2 at "g"("b.py":3:4)))
// LOCAL-NEXT: return {{.*}} loc("foo")
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 2]]:1)
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo.mlir":0:0)
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32> loc("foo")
  %1 = stablehlo.multiply %0, %0 : tensor<2xf32> loc(callsite("a.py":1:2 at "g"("b.py":3:4)))
  return %1 : tensor<2xf32> loc("foo")
}
