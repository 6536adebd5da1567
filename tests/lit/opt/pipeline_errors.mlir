// Pass pipelines and the errors of the command line (plain `error:` lines, exit code 1).
// RUN: stablehlo-opt --pass-pipeline='builtin.module(func.func(strip-debuginfo), inline)' %s | FileCheck %s
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(inline)' --strip-debuginfo %s 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not stablehlo-opt --inline=foo=1 %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not stablehlo-opt --interpreter-instrument-with-probe='useDebugInfo="true' %s 2>&1 | FileCheck %s --check-prefix=QUOTE
// RUN: not stablehlo-opt %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING

// CHECK: func.func @main
// CHECK-NOT: call
// UNKNOWN: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// MIXED: error: '-pass-pipeline' option can't be used with individual pass options
// OPTION: error: no such option foo
// QUOTE: error: unterminated value of option useDebugInfo
// MISSING: error: cannot read {{.*}}pipeline_errors.mlir.missing
func.func @main() {
  func.call @f() : () -> ()
  func.return
}
func.func private @f() {
  func.return
}
