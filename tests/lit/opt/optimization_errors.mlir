// The optimization passes' bad input: option values llvm::cl's parsers reject, options a pass
// does not have, a func.func pass outside func.func, unbalanced pipelines, and a rewrite that
// does not converge within max-iterations (the greedy driver's words); all exit 1.
// RUN: not stablehlo-opt --stablehlo-aggressive-folder=fold-op-element-limit=abc %s 2>&1 | FileCheck %s --check-prefix=INT
// RUN: not stablehlo-opt --stablehlo-target-independent-optimization=optimize-float=maybe %s 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not stablehlo-opt --canonicalize=region-simplify=lots %s 2>&1 | FileCheck %s --check-prefix=ENUM
// RUN: not stablehlo-opt --stablehlo-aggressive-simplification=optimize-float=true %s 2>&1 | FileCheck %s --check-prefix=NOOPT
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(stablehlo-aggressive-folder)' %s 2>&1 | FileCheck %s --check-prefix=NEST
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(func.func(canonicalize)' %s 2>&1 | FileCheck %s --check-prefix=OPEN
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(func.func(canonicalize)))' %s 2>&1 | FileCheck %s --check-prefix=CLOSE
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1 test-convergence}))' %s 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: stablehlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{max-iterations=1}))' %s | FileCheck %s --check-prefix=BEST

// INT: error: for the --fold-op-element-limit option: 'abc' value invalid for long argument!
// BOOL: error: for the --optimize-float option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// ENUM: error: for the --region-simplify option: Cannot find option named 'lots'!
// NOOPT: error: no such option optimize-float
// NEST: error: Can't add pass 'StablehloAggressiveFolderPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?
// OPEN: error: encountered unbalanced parentheses while parsing pipeline
// CLOSE: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// LOOP: optimization_errors.mlir:{{[0-9]+}}:1: error: The pattern rewrite did not converge after scanning 1 times
// BEST-LABEL: func.func @dead
// BEST-NEXT: return %arg0
func.func @dead(%x: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.add %x, %x : tensor<i32>
  %1 = stablehlo.add %0, %x : tensor<i32>
  return %x : tensor<i32>
}
