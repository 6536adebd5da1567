// shard_map_psum: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[8@i,3]; out: float32[8@i,3]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_psum.mlirbc --args=%S/Inputs/shard_map_psum.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/shard_map_psum.expected.npz | FileCheck %s
// CHECK: agree 1
