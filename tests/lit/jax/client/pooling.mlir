// pooling: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[2,8,8,3]; out: float32[2,4,4,3], float32[2,8,8,3]
// JAX's results within 1e-06.
// RUN: stablehlo-translate --interpret %S/Inputs/pooling.mlirbc --args=%S/Inputs/pooling.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-06 %t.npz %S/Inputs/pooling.expected.npz | FileCheck %s
// CHECK: agree 2
