// -mlir-print-debuginfo: each op's location after it; aliases #loc, #loc1, ... after the module,
// nested locations before those that hold them (AliasInitializer), or inline with
// -mlir-print-local-scope; a location without loc(...) is where the op stands in the source.
// A function argument's location (where its name stands) prints inline after it; its alias is
// defined before the module (argument locations are not deferrable) and numbered in walk order.
// RUN: stablehlo-opt %s -mlir-print-debuginfo | FileCheck %s
// RUN: stablehlo-opt %s -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL
// RUN: stablehlo-opt %s -mlir-print-debuginfo | stablehlo-opt -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// CHECK:      #loc2 = loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 27]]:17)
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @main(%arg0: tensor<2xf32> loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 25]]:17))
// CHECK-NEXT:     stablehlo.add {{.*}} loc(#loc3)
// CHECK-NEXT:     stablehlo.multiply {{.*}} loc(#loc7)
// CHECK-NEXT:     return {{.*}} loc(#loc3)
// CHECK-NEXT:   } loc(#loc1)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #loc = loc("{{.*}}print_debuginfo.mlir":0:0)
// CHECK-NEXT: #loc1 = loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 18]]:1)
// CHECK-NEXT: #loc3 = loc("foo")
// CHECK-NEXT: #loc4 = loc("a.py":1:2)
// CHECK-NEXT: #loc5 = loc("b.py":3:4)
// CHECK-NEXT: #loc6 = loc("g"(#loc5))
// CHECK-NEXT: #loc7 = loc(callsite(#loc4 at #loc6))

// LOCAL-NOT:  #loc
// LOCAL:      func.func @main(%arg0: tensor<2xf32> loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 10]]:17))
// LOCAL-NEXT: stablehlo.add {{.*}} loc("foo")
// LOCAL-NEXT: stablehlo.multiply {{.*}} loc(callsite("a.py":1:2 at "g"("b.py":3:4)))
// LOCAL-NEXT: return {{.*}} loc("foo")
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo.mlir":[[# @LINE + 6]]:1)
// LOCAL-NEXT: } loc("{{.*}}print_debuginfo.mlir":0:0)
// LOCAL-NOT:  #loc

// The expectations are jaxlib's MLIR printer's (get_asm(enable_debug_info=True)) on this file.

func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %a, %a : tensor<2xf32> loc("foo")
  %1 = stablehlo.multiply %0, %0 : tensor<2xf32> loc(callsite("a.py":1:2 at "g"("b.py":3:4)))
  return %1 : tensor<2xf32> loc("foo")
}
