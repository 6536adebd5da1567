// --trace prints every executed op's results to stderr, in execution order, regions included
// (every iteration of a while loop), as LOC: NAME = OP VALUE; --trace-ops keeps some ops;
// --trace-out saves them as trace<N>.npy with an index.
// RUN: stablehlo-translate --interpret %s --args '[dense<2> : tensor<i64>]' --trace 2>&1 >/dev/null | FileCheck %s
// RUN: stablehlo-translate --interpret %s --args '[dense<2> : tensor<i64>]' --trace 2>&1 >/dev/null | FileCheck %s --check-prefix=LINES
// RUN: stablehlo-translate --interpret %s --args '[dense<2> : tensor<i64>]' --trace --trace-ops=add,stablehlo.while 2>&1 >/dev/null | FileCheck %s --check-prefix=OPS
// RUN: rm -rf %t && stablehlo-translate --interpret %s --args '[dense<2> : tensor<i64>]' --trace-out %t --trace-ops while | FileCheck %s --check-prefix=RESULT
// RUN: FileCheck %s --check-prefix=INDEX < %t/index.csv
// RUN: python -c "import numpy as np; print(np.load('%t/trace0.npy').tolist(), np.load('%t/trace1.npy').tolist())" | FileCheck %s --check-prefix=NUMPY
// RUN: not stablehlo-translate --interpret %s --trace-ops add 2>&1 | FileCheck %s --check-prefix=USAGE

// CHECK:      trace.mlir:[[ZERO:[0-9]+]]:11: %zero = stablehlo.constant tensor<i64> {0}
// CHECK-NEXT: trace.mlir:[[INIT:[0-9]+]]:11: %init = stablehlo.broadcast_in_dim tensor<2xi64> {
// CHECK-NEXT:   [0, 0]
// CHECK-NEXT: }
// CHECK-NEXT: trace.mlir:[[COND:[0-9]+]]:12: %c = stablehlo.compare tensor<i1> {true}
// CHECK-NEXT: trace.mlir:[[ONE:[0-9]+]]:14: %one = stablehlo.constant tensor<i64> {1}
// CHECK-NEXT: trace.mlir:[[NEXT:[0-9]+]]:15: %next = stablehlo.add tensor<i64> {1}
// CHECK-NEXT: trace.mlir:[[WIDE:[0-9]+]]:15: %wide = stablehlo.broadcast_in_dim tensor<2xi64> {
// CHECK-NEXT:   [1, 1]
// CHECK-NEXT: }
// CHECK-NEXT: trace.mlir:[[SUM:[0-9]+]]:14: %sum = stablehlo.add tensor<2xi64> {
// CHECK-NEXT:   [1, 1]
// CHECK-NEXT: }
// CHECK-NEXT: trace.mlir:[[COND]]:12: %c = stablehlo.compare tensor<i1> {true}
// CHECK-NEXT: trace.mlir:[[ONE]]:14: %one = stablehlo.constant tensor<i64> {1}
// CHECK-NEXT: trace.mlir:[[NEXT]]:15: %next = stablehlo.add tensor<i64> {2}
// CHECK-NEXT: trace.mlir:[[WIDE]]:15: %wide = stablehlo.broadcast_in_dim tensor<2xi64> {
// CHECK-NEXT:   [2, 2]
// CHECK-NEXT: }
// CHECK-NEXT: trace.mlir:[[SUM]]:14: %sum = stablehlo.add tensor<2xi64> {
// CHECK-NEXT:   [3, 3]
// CHECK-NEXT: }
// CHECK-NEXT: trace.mlir:[[COND]]:12: %c = stablehlo.compare tensor<i1> {false}
// CHECK-NEXT: trace.mlir:[[WHILE:[0-9]+]]:10: %r#0 = stablehlo.while tensor<i64> {2}
// CHECK-NEXT: trace.mlir:[[WHILE]]:10: %r#1 = stablehlo.while tensor<2xi64> {
// CHECK-NEXT:   [3, 3]
// CHECK-NEXT: }
// CHECK-NOT: stablehlo
func.func @main(%n: tensor<i64>) -> tensor<2xi64> {
  // LINES-DAG: trace.mlir:42:11: %zero = stablehlo.constant
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %init = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<i64>) -> tensor<2xi64>
  // LINES-DAG: trace.mlir:45:10: %r#0 = stablehlo.while
  %r:2 = stablehlo.while(%i = %zero, %acc = %init) : tensor<i64>, tensor<2xi64>
    cond {
      // LINES-DAG: trace.mlir:48:12: %c = stablehlo.compare
      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      // LINES-DAG: trace.mlir:52:14: %one = stablehlo.constant
      %one = stablehlo.constant dense<1> : tensor<i64>
      // LINES-DAG: trace.mlir:54:15: %next = stablehlo.add
      %next = stablehlo.add %i, %one : tensor<i64>
      %wide = stablehlo.broadcast_in_dim %next, dims = [] : (tensor<i64>) -> tensor<2xi64>
      %sum = stablehlo.add %acc, %wide : tensor<2xi64>
      stablehlo.return %next, %sum : tensor<i64>, tensor<2xi64>
    }
  func.return %r#1 : tensor<2xi64>
}

// OPS:      %next = stablehlo.add tensor<i64> {1}
// OPS-NEXT: %sum = stablehlo.add tensor<2xi64> {
// OPS:      %next = stablehlo.add tensor<i64> {2}
// OPS:      %r#0 = stablehlo.while tensor<i64> {2}
// OPS-NEXT: %r#1 = stablehlo.while
// RESULT: Evaluated results of function: main
// INDEX:      n,location,name,op,type,file
// INDEX-NEXT: 0,{{.*}}trace.mlir:{{[0-9]+}}:10,%r#0,stablehlo.while,tensor<i64>,trace0.npy
// INDEX-NEXT: 1,{{.*}}trace.mlir:{{[0-9]+}}:10,%r#1,stablehlo.while,tensor<2xi64>,trace1.npy
// INDEX-EMPTY:
// NUMPY: 2 [3, 3]
// USAGE: error: --trace-ops needs --trace or --trace-out
