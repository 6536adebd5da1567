// cholesky: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[4,4]; out: float32[4,4]
// JAX's results within 1e-05.
// RUN: stablehlo-translate --interpret %S/Inputs/cholesky.mlirbc --args=%S/Inputs/cholesky.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-05 %t.npz %S/Inputs/cholesky.expected.npz | FileCheck %s
// CHECK: agree 1
