// shape_ops: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4]; out: float32[4,7], float32[3,4], float32[3,4], float32[6,4], float32[3,8], float32[6,2], float32[3,4], float32[6,4]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/shape_ops.mlirbc --args=%S/Inputs/shape_ops.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/shape_ops.expected.npz | FileCheck %s
// CHECK: agree 8
