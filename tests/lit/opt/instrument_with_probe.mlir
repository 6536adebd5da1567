// Probes after every tensor result but constants', ids in post-order (a while's body before the while,
// a multi-result op's probes in reverse order), later uses read the probes; with useDebugInfo a
// named location gives the id's prefix. --strip-debuginfo drops the names.
// RUN: stablehlo-opt --interpreter-instrument-with-probe %s | FileCheck %s
// RUN: stablehlo-opt --interpreter-instrument-with-probe=useDebugInfo=true %s | FileCheck %s --check-prefix=NAMED
// RUN: stablehlo-opt '--interpreter-instrument-with-probe=useDebugInfo=false' %s | FileCheck %s
// RUN: stablehlo-opt --strip-debuginfo --interpreter-instrument-with-probe=useDebugInfo=true %s | FileCheck %s
// RUN: stablehlo-opt --pass-pipeline='builtin.module(interpreter-instrument-with-probe{useDebugInfo=true})' %s | FileCheck %s --check-prefix=NAMED
// RUN: not stablehlo-opt --interpreter-instrument-with-probe=useDebugInfo=maybe %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not stablehlo-opt --interpreter-instrument-with-probe=colour=red %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: stablehlo-opt --interpreter-instrument-with-probe %s | stablehlo-translate --interpret --probe-output-dir=%t.d | FileCheck %s --check-prefix=RESULT
// RUN: FileCheck %s --check-prefix=INDEX < %t.d/index.csv

// CHECK-LABEL: func.func @main
// CHECK:      %[[C:.*]] = stablehlo.constant dense<1.5
// CHECK-NEXT: %[[A:.*]] = stablehlo.add %[[C]], %[[C]]
// CHECK-NEXT: %[[PA:.*]] = interpreter.probe %[[A]], probe_id = "probe1"
// CHECK-NEXT: %[[W:.*]]:2 = stablehlo.while({{.*}} = %[[C]], {{.*}} = %[[PA]])
// CHECK:        stablehlo.compare
// CHECK-NEXT:   interpreter.probe {{.*}}, probe_id = "probe2" : tensor<i1>
// CHECK:        stablehlo.multiply
// CHECK-NEXT:   interpreter.probe {{.*}}, probe_id = "probe3" : tensor<f32>
// CHECK:      interpreter.probe %[[W]]#1, probe_id = "probe5"
// CHECK-NEXT: interpreter.probe %[[W]]#0, probe_id = "probe4"
// CHECK-NEXT: %[[T:.*]] = stablehlo.tuple
// CHECK-NEXT: %[[E:.*]] = stablehlo.get_tuple_element %[[T]][0]
// CHECK-NEXT: %[[PE:.*]] = interpreter.probe %[[E]], probe_id = "probe6"
// CHECK-NEXT: return %[[PE]]

// NAMED: probe_id = "add.1"
// NAMED: probe_id = "probe2"
// NAMED: probe_id = "mul.3"
// NAMED: probe_id = "probe5"
// NAMED: probe_id = "probe4"
// NAMED: probe_id = "probe6"

// BAD: error: invalid useDebugInfo value 'maybe'
// UNKNOWN: error: no such option colour

// RESULT: tensor<f32> {3.000000e+00}
// INDEX: probe1,tensor<f32>,probe{{[0-9]+}}.npy
// INDEX: probe2,tensor<i1>,
// INDEX: probe6,tensor<f32>,

func.func @main() -> tensor<f32> {
  %c = stablehlo.constant dense<1.5> : tensor<f32>
  %a = stablehlo.add %c, %c : tensor<f32> loc("add@here"("file.py":1:1))
  %w:2 = stablehlo.while(%x = %c, %y = %a) : tensor<f32>, tensor<f32>
    cond {
      %lt = stablehlo.compare LT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %two = stablehlo.constant dense<2.0> : tensor<f32>
      %m = stablehlo.multiply %x, %two : tensor<f32> loc("mul")
      stablehlo.return %m, %y : tensor<f32>, tensor<f32>
    }
  %t = stablehlo.tuple %w#0, %w#1 : tuple<tensor<f32>, tensor<f32>>
  %e = stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, tensor<f32>>) -> tensor<f32>
  func.return %e : tensor<f32>
}
