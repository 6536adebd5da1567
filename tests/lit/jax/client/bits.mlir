// bits: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: int32[4,6]; out: int32[4,6], int32[4,6], int32[4,6], int32[4,6], int32[4,6]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/bits.mlirbc --args=%S/Inputs/bits.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/bits.expected.npz | FileCheck %s
// CHECK: agree 5
