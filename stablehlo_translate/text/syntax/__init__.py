"""Pretty forms: the custom assembly of ops, each building the same generic Operation."""
