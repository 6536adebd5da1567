"""Verification: the verifier, type inference (--infer), shape reification and the shape functions (shapes/)."""
