// poly_mlp: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[8], float32[3], float32[4,8], float32[8,3], float32[b,4]; out: float32[b,3]
// JAX's results within 1e-06.
// RUN: stablehlo-translate --interpret %S/Inputs/poly_mlp.mlirbc --args=%S/Inputs/poly_mlp.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-06 %t.npz %S/Inputs/poly_mlp.expected.npz | FileCheck %s
// CHECK: agree 1
