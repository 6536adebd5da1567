"""Dialects other than StableHLO, CHLO and VHLO (Shardy)."""
