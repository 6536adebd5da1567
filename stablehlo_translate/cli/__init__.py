"""The command lines: stablehlo-translate, stablehlo-opt, argv reading, artifact modes, -verify-diagnostics."""
