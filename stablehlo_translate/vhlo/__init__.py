"""VHLO, StableHLO's versioned dialect: the op table (generated from upstream's td files),
StableHLO <-> VHLO legalization, version conversion and portable artifacts (portable.py)."""
