// dynamic_slice: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4], int32[]; out: float32[2,2], float32[3,4]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/dynamic_slice.mlirbc --args=%S/Inputs/dynamic_slice.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/dynamic_slice.expected.npz | FileCheck %s
// CHECK: agree 2
