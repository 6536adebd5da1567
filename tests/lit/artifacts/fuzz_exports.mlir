// Findings of `tools/fuzz.py --exports` (mutated artifacts and saved exports JAX wrote): each
// is a located error and exit 1, never a traceback.
// fuzz_dict_key.mlirbc (seed 51101, case 5239): a #vhlo.dict_v1 entry whose key is a location,
// not a string; upstream's conversion to StableHLO fails (VhloLegalizeToStablehlo.cpp) and so
// does ours (it reached the printer, which could not sort the keys).
// RUN: not stablehlo-translate --deserialize %S/Inputs/fuzz_dict_key.mlirbc 2>&1 | FileCheck %s --check-prefix=DICT
// RUN: not stablehlo-translate --interpret %S/Inputs/fuzz_dict_key.mlirbc 2>&1 | FileCheck %s --check-prefix=DICT
// DICT: error: failed to legalize operation 'vhlo.custom_call_v2' that was explicitly marked illegal
// DICT-NEXT: fuzz_dict_key.mlirbc:0:0: error: failed to deserialize portable artifact using StableHLO_v1.20.0
// DICT-NOT: Traceback
