"""The interpreter: execution of functions and regions, element rules, libm, scalar loops,
processes and collectives, tracing, .npy files, and the op families' rows (ops/)."""
