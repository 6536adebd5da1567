// fft: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[2,8]; out: complex64[2,8], float32[2,8]
// JAX's results within 1e-05.
// RUN: stablehlo-translate --interpret %S/Inputs/fft.mlirbc --args=%S/Inputs/fft.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 1e-05 %t.npz %S/Inputs/fft.expected.npz | FileCheck %s
// CHECK: agree 2
