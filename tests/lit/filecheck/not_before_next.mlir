// Where the Python filecheck (1.0.6) and LLVM's FileCheck (22) disagree: a CHECK-NOT that stands
// before a CHECK-NEXT. LLVM's FileCheck looks for the excluded string only up to the start of the
// CHECK-NEXT's match; the Python clone searches the whole line that match is in. Upstream's
// stablehlo_legalize_composite_to_call.mlir (EXCEPT-NOT: stablehlo.composite, then EXCEPT-NEXT:
// stablehlo.composite "foo.baz" on a line '%1 = stablehlo.composite "foo.baz" ...') fails under
// the Python clone for this reason only; tools/conformance.py --filecheck PATH runs it under LLVM's.
// LLVM's FileCheck passes the REPRO checks below; this file fails once the clone does too.
// RUN: printf 'first\nx second\n' | not FileCheck %s --check-prefix=REPRO
// REPRO: first
// REPRO-NOT: second
// REPRO-NEXT: second
