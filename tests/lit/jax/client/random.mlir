// random: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: uint32[2]; out: float32[3,2], float32[4], int32[5], int32[6]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/random.mlirbc --args=%S/Inputs/random.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/random.expected.npz | FileCheck %s
// CHECK: agree 4
