// shard_map_collectives: exported with jax 0.10.2 by tools/jax_client.py; do not edit.
// in: float32[8@a,4@b]; out: float32[1,4@b], float32[8@a,4@b]
// JAX's results bit for bit.
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_collectives.mlirbc --args=%S/Inputs/shard_map_collectives.args.npz --results-out %t.npz > /dev/null
// RUN: python %S/../export/Inputs/compare.py --tol 0 %t.npz %S/Inputs/shard_map_collectives.expected.npz | FileCheck %s
// CHECK: agree 2
