// Token parameters of the entry function take no --args entry (a token is no array): each gets
// a token as stablehlo.create_token makes one. Token results print as upstream prints them and
// are left out of --results-out, whose result<i> count the arrays only (as --args reads them).
// RUN: python -c "import numpy as np; np.savez('%t.args.npz', x=np.array([1.5, -2.0], np.float32), n=np.array(3, np.int32))"
// RUN: stablehlo-translate --interpret %s --args=%t.args.npz --results-out %t.out.npz | FileCheck %s
// RUN: python -c "import numpy as np; d = np.load('%t.out.npz'); print(sorted(d.files), d['result0'].tolist(), d['result1'].tolist())" | FileCheck %s --check-prefix=NPZ
// RUN: stablehlo-translate --interpret %s --args=%t.out.npz | FileCheck %s --check-prefix=AGAIN
// RUN: not stablehlo-translate --interpret %s --args='[dense<1.0> : tensor<2xf32>]' 2>&1 | FileCheck %s --check-prefix=COUNT

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: !stablehlo.token
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [3.000000e+00, -4.000000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: !stablehlo.token
// CHECK-NEXT: tensor<i32> {4}
// NPZ: ['result0', 'result1'] [3.0, -4.0] 4
// AGAIN: [6.000000e+00, -8.000000e+00]
// AGAIN: tensor<i32> {5}
// COUNT: error: function @main expects 4 arguments, got 1
func.func @main(%t0: !stablehlo.token, %x: tensor<2xf32>, %t1: !stablehlo.token, %n: tensor<i32>)
    -> (!stablehlo.token, tensor<2xf32>, !stablehlo.token, tensor<i32>) {
  %t = stablehlo.after_all %t0, %t1 : !stablehlo.token
  %y = stablehlo.add %x, %x : tensor<2xf32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %m = stablehlo.add %n, %one : tensor<i32>
  func.return %t, %y, %t1, %m : !stablehlo.token, tensor<2xf32>, !stablehlo.token, tensor<i32>
}
