// sort: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4]; out: float32[3,4], int32[3,4], float32[12]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/sort.mlirbc --args=%S/Inputs/sort.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/sort.expected.npz | FileCheck %s
// CHECK: agree 3
