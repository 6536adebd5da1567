"""-verify-diagnostics matching (expectations.py)."""
from __future__ import annotations

from stablehlo_translate.diagnostics import Diagnostic, Loc
from stablehlo_translate.cli.expectations import check_diagnostics, parse_expectations

TEXT = """\
func.func @f() {
  // expected-error@+1 {{op bad thing}}
  %0 = "x.y"() : () -> ()
  %1 = "x.z"() : () -> ()
  // expected-warning@-1 {{careful}}
  // expected-note@above {{see here}}
  // expected-remark@below {{fyi}}
  // expected-error-re@+1 {{must be {{[a-z]+}} tensor, got '{{.*}}'}}
  %2 = "x.w"() : () -> ()
  %3 = "x.v"() : () -> () // expected-error {{same line}}
}
"""


def diag(line: int, message: str, severity: str = "error") -> Diagnostic:
    d = Diagnostic(Loc("f.mlir", line, 3), message)
    d.severity = severity
    return d


def test_designators_resolve_to_file_lines():
    found = parse_expectations(TEXT, "f.mlir", line_offset=10)
    assert [(e.kind, e.line) for e in found] == [
        ("error", 13), ("warning", 14), ("note", 14), ("remark", 19), ("error", 19), ("error", 20)]
    assert found[0].loc == Loc("f.mlir", 12, 6)


def test_all_met():
    ok, report = check_diagnostics(TEXT, "f.mlir", [
        diag(3, "'x.y' op bad thing"), diag(4, "careful", "warning"), diag(4, "see here", "note"),
        diag(9, "fyi", "remark"), diag(9, "'x.w' op must be ranked tensor, got 'tensor<2xf32>'"),
        diag(10, "same line")])
    assert ok and report == ""


def test_unexpected_and_unmet_are_reported_like_mlir():
    ok, report = check_diagnostics(TEXT, "f.mlir", [
        diag(3, "'x.y' op bad thing"), diag(4, "other"), diag(9, "must be 2 tensor, got 'x'")])
    assert not ok
    lines = report.splitlines()
    assert lines[0] == "f.mlir:4:3: error: unexpected error: other"
    assert lines[1] == "f.mlir:9:3: error: unexpected error: must be 2 tensor, got 'x'"
    assert 'f.mlir:5:6: error: expected warning "careful" was not produced' in lines
    assert "f.mlir:8:6: error: expected error \"must be {{[a-z]+}} tensor, got '{{.*}}'\" was not produced" \
        in lines


def test_kind_and_line_must_both_match():
    ok, report = check_diagnostics("// expected-error@+1 {{x}}\nop\n", "f.mlir", [diag(2, "x", "warning")])
    assert not ok
    assert "unexpected warning: x" in report and 'expected error "x" was not produced' in report


def test_plain_text_is_not_a_regex():
    ok, _ = check_diagnostics("op // expected-error {{a.b}}\n", "f.mlir", [diag(1, "axb")])
    assert not ok
