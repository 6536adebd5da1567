// sharded_matmul: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[8@x,4], float32[4,8@y]; out: float32[8@x,8@y]
// JAX's results within 1e-06.
// RUN: stablehlo-translate --interpret %S/Inputs/sharded_matmul.mlirbc --args=%S/Inputs/sharded_matmul.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-06 %t.npz %S/Inputs/sharded_matmul.expected.npz | FileCheck %s
// CHECK: agree 1
