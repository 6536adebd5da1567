// RUN: stablehlo-opt --help | FileCheck %s --check-prefix=HELP
// RUN: stablehlo-opt --version | FileCheck %s --check-prefix=VERSION
// RUN: not stablehlo-opt --no-such-pass %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not stablehlo-opt -debug-only=stablehlo-bytecode %s 2>&1 | FileCheck %s --check-prefix=DEBUG

// HELP: Usage: stablehlo-opt
// HELP-DAG: -split-input-file
// HELP-DAG: -verify-diagnostics
// HELP-DAG: -allow-unregistered-dialect
// HELP-DAG: -mlir-print-op-generic
// HELP-DAG: -emit-bytecode
// HELP-DAG: --pass-pipeline
// HELP: Passes
// HELP-DAG: --inline
// HELP-DAG: --strip-debuginfo
// HELP-DAG: --stablehlo-legalize-composite-to-call
// HELP-DAG: except=
// HELP-DAG: --interpreter-instrument-with-probe
// HELP-DAG: useDebugInfo=
// HELP-DAG: --hlo-test-infer
// VERSION: stablehlo-opt, version {{[0-9]+\.[0-9]+}}
// UNKNOWN: No such option{{.*}}--no-such-pass
// -debug-only exists only in builds with assertions (upstream's RUN lines guard it with %if asserts).
// DEBUG: No such option{{.*}}-debug-only

func.func @main() {
  func.return
}
