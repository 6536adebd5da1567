// solve_inv_det: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,3], float32[3,2]; out: float32[3,2], float32[3,3], float32[]
// JAX's results within 1e-05.
// RUN: stablehlo-translate --interpret %S/Inputs/solve_inv_det.mlirbc --args=%S/Inputs/solve_inv_det.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-05 %t.npz %S/Inputs/solve_inv_det.expected.npz | FileCheck %s
// CHECK: agree 3
