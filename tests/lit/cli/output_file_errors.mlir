// -o (or stdout): a file that cannot be written is an error (exit 1, no traceback); a path that is no
// regular file (/dev/null, a pipe, the link /dev/stdout) is written in place, never replaced.
// RUN: rm -rf %t.dir
// RUN: not stablehlo-translate --interpret %s -o %t.dir/out.txt 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not stablehlo-opt %s -o %t.dir/out.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: stablehlo-translate --interpret %s -o /dev/null
// RUN: stablehlo-opt %s -o /dev/null
// RUN: test -c /dev/null
// RUN: stablehlo-translate --interpret %s -o /dev/stdout > %t.redirected
// RUN: test -L /dev/stdout
// RUN: FileCheck %s < %t.redirected
// RUN: stablehlo-translate --interpret %s -o /dev/stdout | FileCheck %s
// A full disk on stdout is an error too.
// RUN: not stablehlo-translate --interpret %s 2> %t.full > /dev/full
// RUN: not stablehlo-opt %s 2>> %t.full > /dev/full
// RUN: FileCheck %s --check-prefix=FULL < %t.full

// MISSING: error: cannot open output file '{{.*}}.dir/out.{{txt|mlir}}': No such file or directory
// MISSING-NOT: Traceback
// FULL: error: cannot write the output: No space left on device
// FULL-NEXT: error: cannot write the output: No space left on device
// FULL-NOT: Traceback
// CHECK: Evaluated results of function: main
// CHECK-NEXT: tensor<i32> {7}
func.func @main() -> tensor<i32> {
  %c = stablehlo.constant dense<7> : tensor<i32>
  func.return %c : tensor<i32>
}
