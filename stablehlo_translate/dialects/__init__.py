"""Other dialects and formats than StableHLO's: their encodings and checks (sdy, JAX exports)."""
