"""Session 27's template changes: a literal written as bits moves by one bit."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.ops_literals import bit_neighbours

LEB = """\
SIGN_BIT = 0x80


def negative(byte):
    return bool(byte & SIGN_BIT)
"""


def test_a_bit_literal_offers_the_bits_beside_it_in_its_own_notation() -> None:
    assert bit_neighbours("0x80", 0x80) == ["0x40", "0x100"]
    assert bit_neighbours("0x7F", 0x7F) == ["0x3F", "0xFF"]  # a mask of low bits
    assert bit_neighbours("0x0f", 0x0F) == ["0x07", "0x1f"]  # width and case kept
    assert bit_neighbours("0b0100", 4) == ["0b0010", "0b1000"]
    assert bit_neighbours("128", 128) == []  # decimal: a count, not bits
    assert bit_neighbours("0x30", 0x30) == []  # neither a bit nor a mask


def test_change_literal_moves_a_module_constants_bit(tmp_path: Path) -> None:
    line = LEB.splitlines().index("    return bool(byte & SIGN_BIT)") + 1
    cands = sources(run(tmp_path, LEB, line, "change-literal"))
    assert LEB.replace("0x80", "0x40") in cands
    assert LEB.replace("0x80", "0x100") in cands
