// An error in a portable artifact is reported where the op's location attribute says, as
// MLIR's diagnostic handler shows it: the file position inside (a name's child, a call
// site's callee with `called from` notes for its callers, the first fused location that has
// one, a range's start); with none, `<unknown>:0` and the location itself.
// RUN: python -c "import sys; [open('%t.%%d.mlir' %% i, 'w').write(c) for i, c in enumerate(open(sys.argv[1]).read().split('// ' + '-' * 5))]" %s
// RUN: stablehlo-translate --serialize --target=current %t.0.mlir -o %t.0.bc
// RUN: not stablehlo-translate --interpret %t.0.bc 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: {{^}}<unknown>:0: error: loc("shape_assertion"): 'stablehlo.custom_call' op b = 2 is not >= 3
// RUN: stablehlo-translate --serialize --target=current %t.1.mlir -o %t.1.bc
// RUN: not stablehlo-translate --interpret %t.1.bc 2>&1 | FileCheck %s --check-prefix=JAX
// JAX: {{^}}/home/user/model.py:5:19: error: 'stablehlo.custom_call' op failed
// JAX-NOT: note
// RUN: stablehlo-translate --serialize --target=current %t.2.mlir -o %t.2.bc
// RUN: not stablehlo-translate --interpret %t.2.bc 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: {{^}}a.py:3:4: error: 'stablehlo.custom_call' op failed
// CALL-NEXT: {{^}}b.py:7:8: note: called from
// CALL-NEXT: {{^}}c.py:9:10: note: called from
// RUN: stablehlo-translate --serialize --target=current %t.3.mlir -o %t.3.bc
// RUN: not stablehlo-translate --interpret %t.3.bc 2>&1 | FileCheck %s --check-prefix=FUSED
// FUSED: {{^}}e.py:2:3: error: 'stablehlo.custom_call' op failed
// RUN: stablehlo-translate --serialize --target=current %t.4.mlir -o %t.4.bc
// RUN: not stablehlo-translate --interpret %t.4.bc 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: {{^}}<unknown>:0: error: 'stablehlo.custom_call' op failed
// RUN: stablehlo-translate --serialize --target=current %t.5.mlir -o %t.5.bc
// RUN: not stablehlo-translate --interpret %t.5.bc 2>&1 | FileCheck %s --check-prefix=FUSEDNAMES
// FUSEDNAMES: {{^}}<unknown>:0: error: loc(fused<"meta">["x", "y"]): 'stablehlo.custom_call' op failed
// RUN: stablehlo-translate --serialize --target=current %t.6.mlir -o %t.6.bc
// RUN: not stablehlo-translate --interpret %t.6.bc 2>&1 | FileCheck %s --check-prefix=CALLER
// CALLER: {{^}}d.py:1:2: error: 'stablehlo.custom_call' op failed
// CALLER-NOT: note

func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  %b = stablehlo.constant dense<2> : tensor<i32>
  stablehlo.custom_call @shape_assertion(%f, %b) {error_message = "b = {0} is not >= 3", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc1)
  return
}
#loc1 = loc("shape_assertion")
// -----
#loc = loc("/home/user/model.py":5:19 to :29)
func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f) {error_message = "failed", has_side_effect = true} : (tensor<i1>) -> () loc(#loc3)
  return
}
#loc1 = loc("f"(#loc))
#loc2 = loc(callsite(#loc1 at "/home/user/model.py":9:1 to :20))
#loc3 = loc("jit(f)/shape_assertion"(#loc2))
// -----
func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f) {error_message = "failed", has_side_effect = true} : (tensor<i1>) -> () loc(callsite("f"("a.py":3:4) at callsite("g" at callsite("b.py":7:8 at "c.py":9:10))))
  return
}
// -----
func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f) {error_message = "failed", has_side_effect = true} : (tensor<i1>) -> () loc(fused[unknown, "n", "m"("e.py":2:3 to 4:5), "f.py":1:1])
  return
}
// -----
func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f) {error_message = "failed", has_side_effect = true} : (tensor<i1>) -> () loc(unknown)
  return
}
// -----
func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f) {error_message = "failed", has_side_effect = true} : (tensor<i1>) -> () loc(fused<"meta">["x", "y"])
  return
}
// -----
func.func @main() -> () {
  %f = stablehlo.constant dense<false> : tensor<i1>
  stablehlo.custom_call @shape_assertion(%f) {error_message = "failed", has_side_effect = true} : (tensor<i1>) -> () loc(callsite(unknown at "d.py":1:2))
  return
}
