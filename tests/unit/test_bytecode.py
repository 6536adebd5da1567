"""The MLIR bytecode reader and writer (stablehlo_translate.bytecode).

``tests/data/bytecode/small.vX.Y.Z.mlirbc`` were written once by jaxlib's
``serialize_portable_artifact`` (StableHLO 1.17.0) from ``small.mlir`` for targets that
emit bytecode versions 0, 1, 3, 4 and 6; expected values below come from that text.
"""
from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from stablehlo_translate import parse_module
from stablehlo_translate.bytecode import is_bytecode, read_bytecode, write_bytecode
from stablehlo_translate.bytecode.stream import ByteReader, BytecodeError, varint_bytes
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.ir.dialect_attrs import DialectAttr
from stablehlo_translate.ir.equality import first_difference

DATA = Path(__file__).resolve().parents[1] / "data" / "bytecode"
TARGETS = {"0.9.0": 0, "0.10.0": 1, "0.12.0": 3, "0.14.0": 4, "1.17.0": 6}


def small(target: str) -> bytes:
    return (DATA / f"small.v{target}.mlirbc").read_bytes()


@pytest.mark.parametrize("value, encoded", [
    (0, b"\x01"), (1, b"\x03"), (127, b"\xff"), (128, b"\x02\x02"), (300, b"\xb2\x04"),
    (1 << 56, b"\x00" + (1 << 56).to_bytes(8, "little")), ((1 << 64) - 1, b"\x00" + b"\xff" * 8)])
def test_varints_as_bytecode_format_md_describes(value, encoded):
    # The low bits of the first byte: a run of zeros (one per extra byte) ended by a one.
    assert varint_bytes(value) == encoded
    assert ByteReader(encoded, 0, len(encoded), "f").varint() == value


@pytest.mark.parametrize("target", TARGETS)
def test_upstream_artifacts_are_written_back_byte_for_byte(target):
    data = small(target)
    read = read_bytecode(data)
    assert (read.version, read.producer) == (TARGETS[target], f"StableHLO_v{target}")
    assert write_bytecode(read.module, version=read.version, producer=read.producer,
                          dialect_versions=read.dialect_versions) == data


def test_reader_gives_the_module_of_the_text():
    module = read_bytecode(small("1.17.0"), "small.mlirbc").module
    assert module.op.attributes["sym_name"] == "small"
    ops = list(module.op.walk())
    assert [op.name for op in ops[:6]] == ["builtin.module", "vhlo.func_v1", "vhlo.constant_v1", "vhlo.add_v1",
                                          "vhlo.compare_v1", "vhlo.constant_v1"]
    func, const, add, compare = ops[1:5]
    assert func.attributes["sym_name"] == DialectAttr("vhlo", "string_v1", ("main",))
    assert [name for name, _ in func.regions[0].blocks[0].arguments] == ["%arg0", "%arg1"]
    assert str(func.regions[0].blocks[0].arg_locations[0].name) == "x"
    type_, data = const.attributes["value"].params
    assert data == np.array([1, 2, 3, 4], dtype=np.float32).tobytes()
    assert type_ == const.result_types[0]
    assert (add.operands, add.results) == (("%arg0", "%0"), ("%1",))
    assert add.operand_types == (func.regions[0].blocks[0].arguments[0][1], const.result_types[0])
    assert compare.attributes["comparison_direction"] == DialectAttr("vhlo", "comparison_direction_v1", ("GT",))
    assert const.location == 'loc("file.py":3:7)' and (const.loc.file, const.loc.line, const.loc.col) == ("file.py", 3, 7)
    assert add.location == 'loc(callsite("f"("a.py":1:2) at "b.py":5:6))'
    assert compare.location == 'loc(fused["p.py":1:1, "q"])'
    while_op = next(op for op in ops if op.name == "vhlo.while_v1")
    assert while_op.results == ("%5#0", "%5#1")
    assert ops[-1].operands == ("%5#1", "%7")
    bools = next(op for op in ops if op.name == "vhlo.constant_v1" and op.results == ("%6",))
    assert bools.attributes["value"].params[1] == bytes([0b1101])  # [true, false, true, true], bit-packed


def test_writer_output_reads_back_as_the_same_module():
    # Builtin attributes only: other dialects' attributes come back as their text (OpaqueAttr).
    text = (DATA / "small.mlir").read_text().replace("stablehlo.compare GT,", "stablehlo.atan2").replace(
        "stablehlo.compare LT, %iterArg, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>",
        "stablehlo.constant dense<true> : tensor<i1>")
    text = text.replace("(tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>", "tensor<4xf32>").replace(
        "%4 = stablehlo.and %1, %t", "%4 = stablehlo.and %t, %t")
    module = parse_module(text)
    for version in (0, 6):
        data = write_bytecode(module, version=version, producer="test")
        assert is_bytecode(data)
        back = read_bytecode(data).module
        assert first_difference(module, back) is None



def test_i1_constants_are_written_eight_to_a_byte():
    """MLIR's DenseIntOrFPElementsAttr stores i1 elements as bits, least significant first."""
    values = [True, False, False, True, False, False, False, False, True]
    module = parse_module("func.func @main() -> tensor<9xi1> {\n  %0 = stablehlo.constant dense<"
                          f"{str(values).lower()}> : tensor<9xi1>\n  func.return %0 : tensor<9xi1>\n}}")
    data = write_bytecode(module, version=6, producer="test")
    assert b"\x09\x01" in data and b"\x01\x00\x00\x01" not in data
    back = read_bytecode(data).module
    assert first_difference(module, back) is None

def _error(data: bytes) -> str:
    with pytest.raises(BytecodeError) as caught:
        read_bytecode(data, "a.mlirbc")
    return caught.value.render()


def test_bad_headers_name_the_offset_and_what_was_expected():
    assert _error(b"MLIR") == "a.mlirbc: error: input buffer is not an MLIR bytecode file (at byte offset 0)"
    assert "bytecode version 7 is newer than the current version 6" in _error(b"ML\xefR\x0fx\0")
    assert "malformed null-terminated string" in _error(b"ML\xefR\x0dStableHLO")
    assert "missing data for top-level section: String" in _error(b"ML\xefR\x0dp\0")
    assert "invalid section ID: 20" in _error(b"ML\xefR\x0dp\0\x14\x01")


def test_counts_are_checked_before_allocating():
    empty_sections = b"\x01\x01\x02\x01\x03\x01\x04\x01\x08\x01"
    huge = b"ML\xefR\x0dp\0" + b"\x00\x13\x00" + (1 << 60).to_bytes(8, "little") + empty_sections
    assert "string count 1152921504606846976 exceeds the 0 bytes left" in _error(huge)


def test_every_truncation_is_a_diagnostic():
    for target in ("0.9.0", "1.17.0"):
        data = small(target)
        for cut in range(len(data)):
            with pytest.raises(BytecodeError):
                read_bytecode(data[:cut])


def test_flipped_bytes_give_a_module_or_a_diagnostic():
    rng = random.Random(0)
    data = small("1.17.0")
    for _ in range(2000):
        mutated = bytearray(data)
        for _ in range(rng.randint(1, 3)):
            mutated[rng.randrange(len(mutated))] = rng.randrange(256)
        try:
            read_bytecode(bytes(mutated))
        except Diagnostic:
            pass


def test_unknown_vhlo_ops_are_refused_with_upstreams_message():
    data = small("1.17.0").replace(b"constant_v1", b"constant_v9")
    error = pytest.raises(BytecodeError, read_bytecode, data, "a.mlirbc").value
    assert "unregistered operation 'vhlo.constant_v9' found in dialect ('vhlo') that does not allow unknown " \
           "operations" in error.message
    assert [d.render() for d in error.follow_ups] == [
        "a.mlirbc: note: in bytecode version 6 produced by: StableHLO_v1.17.0"]


@pytest.mark.parametrize("version", [0, 1, 3, 4, 5, 6])
def test_mlir_reads_what_the_writer_writes(version):
    # jaxlib's MLIR parses our bytecode of small.mlir into the module it parses from the text.
    pytest.importorskip("jax")
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir as mlir_ir

    def printed(source) -> str:
        with jax_mlir.make_ir_context():
            return mlir_ir.Module.parse(source).operation.get_asm()

    text = (DATA / "small.mlir").read_text()
    data = write_bytecode(parse_module(text, "-"), version=version, producer="test")
    assert printed(data) == printed(text)


def test_dense_resources_read_as_their_elements():
    # dense_resource.mlirbc: MLIR's own writer (jaxlib) for dense_resource.mlir, with the blob
    # "0x04000000010000000200000003000000" (alignment 4, then the int32s 1, 2, 3).
    read = read_bytecode((DATA / "dense_resource.mlirbc").read_bytes())
    assert read.resources[("builtin", "blob1")] == (0, (4, np.array([1, 2, 3], np.int32).tobytes()))
    constant = next(op for op in read.module.op.walk() if op.name == "arith.constant")
    assert constant.attributes["value"].array.tolist() == [1, 2, 3]
