// scan_rnn: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[4,4], float32[5,4]; out: float32[4], float32[5]
// JAX's results within 1e-06.
// RUN: stablehlo-translate --interpret %S/Inputs/scan_rnn.mlirbc --args=%S/Inputs/scan_rnn.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-06 %t.npz %S/Inputs/scan_rnn.expected.npz | FileCheck %s
// CHECK: agree 2
