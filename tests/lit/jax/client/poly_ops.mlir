// poly_ops: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[b,3]; out: float32[b,3], float32[b,3], float32[3*b], float32[2*b,3], float32[floordiv(b + 1, 2),3], int32[3]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/poly_ops.mlirbc --args=%S/Inputs/poly_ops.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/poly_ops.expected.npz | FileCheck %s
// CHECK: agree 6
