// examples/polyfit.mlir (exported from JAX, calls geqrf, orgqr and trsm) run as README's
// "Running JAX programs" shows: --args from .npz, --results-out, compared with JAX's results.
// RUN: stablehlo-translate --interpret %S/../../../examples/polyfit.mlir --args %S/../../../examples/polyfit_args.npz --results-out %t.npz | FileCheck %s
// RUN: python -c "import numpy as np; got, want = np.load('%t.npz'), np.load('%S/../../../examples/polyfit_expected.npz'); [np.testing.assert_allclose(got[k], want[k], rtol=1e-5, atol=1e-6) for k in want.files]; print('agree', want.files)" | FileCheck %s --check-prefix=NUMPY

// CHECK: Evaluated results of function: main
// CHECK-NEXT: tensor<4xf32> {
// CHECK: tensor<f32> {
// NUMPY: agree ['result0', 'result1']
