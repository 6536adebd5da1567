// dtypes: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[3,4]; out: float32[3,4], float16[3,4], int32[3,4], uint8[3,4], float32[3,4]
// JAX's results within 0.01.
// RUN: stablehlo-translate --interpret %S/Inputs/dtypes.mlirbc --args=%S/Inputs/dtypes.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0.01 %t.npz %S/Inputs/dtypes.expected.npz | FileCheck %s
// CHECK: agree 5
