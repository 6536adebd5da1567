// MLIR bytecode in and out goes through the package's portable-artifact reader and writer; a build
// without them says so (exit code 1) instead of misreading the bytes.
// RUN: not stablehlo-opt -emit-bytecode %s 2>&1 | FileCheck %s --check-prefix=EMIT
// RUN: printf 'ML\357R\000' > %t.bc
// RUN: not stablehlo-opt %t.bc 2>&1 | FileCheck %s --check-prefix=READ

// EMIT: error: -emit-bytecode: writing MLIR bytecode is not supported by this build yet
// READ: error: {{.*}}.bc: reading MLIR bytecode is not supported by this build yet
func.func @main() {
  func.return
}
