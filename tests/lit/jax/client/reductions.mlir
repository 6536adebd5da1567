// reductions: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4]; out: float32[], float32[4], float32[3], int32[3], int32[], float32[3], float32[], bool[], int32[4]
// JAX's results within 1e-06.
// RUN: stablehlo-translate --interpret %S/Inputs/reductions.mlirbc --args=%S/Inputs/reductions.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-06 %t.npz %S/Inputs/reductions.expected.npz | FileCheck %s
// CHECK: agree 9
