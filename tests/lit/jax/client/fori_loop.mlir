// fori_loop: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4]; out: float32[3,4]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/fori_loop.mlirbc --args=%S/Inputs/fori_loop.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/fori_loop.expected.npz | FileCheck %s
// CHECK: agree 1
