"""Other dialects' rules where they grow: CHLO's decompositions into StableHLO (chlo_legalize.py),
which the interpreter runs and stablehlo-opt's pass applies; Shardy (sdy/): its attributes, text,
bytecode encodings, checks and the sharding of values; saved JAX exports (jax_export.py)."""
