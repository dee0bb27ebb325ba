"""Session 27's template changes: a literal written as bits moves by one bit; a
recurrence's step reads its own table."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.engines.builtin.ops_literals import bit_neighbours
from pytest_selfheal.records import Failure, Frame

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


BACK = """\
def back_substitute(c, d):
    n = len(d)
    x = [0.0] * n
    x[-1] = d[-1]
    for i in range(n - 2, -1, -1):
        x[i] = d[i] - c[i] * d[i + 1]
    return x
"""


def test_a_table_filled_from_its_seed_without_reading_it_reads_itself(tmp_path: Path) -> None:
    line = BACK.splitlines().index("        x[i] = d[i] - c[i] * d[i + 1]") + 1
    cands = sources(run(tmp_path, BACK, line, "recurrence-read"))
    assert cands == [BACK.replace("c[i] * d[i + 1]", "c[i] * x[i + 1]")]


def test_a_loop_that_reads_its_table_or_has_no_seed_is_no_recurrence(tmp_path: Path) -> None:
    line = BACK.splitlines().index("        x[i] = d[i] - c[i] * d[i + 1]") + 1
    reads = BACK.replace("d[i] - c[i] * d[i + 1]", "d[i] - c[i] * x[i + 1] + d[i + 1]")
    assert not run(tmp_path, reads, line, "recurrence-read")
    unseeded = BACK.replace("    x[-1] = d[-1]\n", "")
    assert not run(tmp_path, unseeded, line - 1, "recurrence-read")


def test_the_statement_filling_an_unread_seeded_table_ranks_first(tmp_path: Path) -> None:
    (tmp_path / "mod.py").write_text(BACK)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_mod.py").write_text(
        "from mod import back_substitute\n\n\ndef test_two():\n"
        "    assert back_substitute([0.5, 0.0], [1.0, 2.0]) == [0.0, 2.0]\n")
    failure = Failure(nodeid="tests/test_mod.py::test_two", exc_type="AssertionError",
                      message="assert [0.0, 2.0] == [0.0, 2.0]", test_path="tests/test_mod.py",
                      frames=[Frame(path="tests/test_mod.py", lineno=5, function="test_two")])
    ranked = rank_suspects(tmp_path, [failure])
    assert ranked[0].line == 6
    assert "fills x from its seed without reading it" in ranked[0].reasons
