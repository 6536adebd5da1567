// matmul: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4], float32[4,5]; out: float32[3,5], float32[5,3]
// JAX's results within 1e-06.
// RUN: stablehlo-translate --interpret %S/Inputs/matmul.mlirbc --args=%S/Inputs/matmul.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-06 %t.npz %S/Inputs/matmul.expected.npz | FileCheck %s
// CHECK: agree 2
