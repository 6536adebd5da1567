// conv2d: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[2,8,8,3], float32[3,3,3,4]; out: float32[2,8,8,4]
// JAX's results within 1e-05.
// RUN: stablehlo-translate --interpret %S/Inputs/conv2d.mlirbc --args=%S/Inputs/conv2d.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-05 %t.npz %S/Inputs/conv2d.expected.npz | FileCheck %s
// CHECK: agree 1
