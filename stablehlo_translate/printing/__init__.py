"""Printing: modules as MLIR text, interpreter results, float text, value names."""
