// A downgrade that the target cannot express: the offending op's error, then upstream's
// "failed to convert" at the module; an implied module is at line 0, column 0 (MLIR's
// place for it), so `@-3` on line 3 names it.
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.12.0' --verify-diagnostics %s
// RUN: not stablehlo-opt --stablehlo-legalize-to-vhlo --vhlo-to-version='target=1.12.0' %s 2>&1 | FileCheck %s

// CHECK: vhlo_downgrade_errors.mlir:12:1: error: failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal
// CHECK: vhlo_downgrade_errors.mlir:0:0: error: failed to convert VHLO to v1.12.0

// expected-error @-10 {{failed to convert VHLO to v1.12.0}}
// expected-error @+1 {{failed to legalize operation 'vhlo.func_v1' that was explicitly marked illegal}}
func.func @type_buffer(%arg0: memref<2xf32>) -> memref<2xf32> {
  func.return %arg0 : memref<2xf32>
}
