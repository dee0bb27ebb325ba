"""Echoes: an edit that makes a line read as a sibling function's line ranks higher."""

from __future__ import annotations

from pathlib import Path

import pytest
from opcands import run

from pytest_selfheal.engines.builtin.echo import ECHO

MOVES = '''\
def jumps(origin, steps):
    rank, file = divmod(origin, 8)
    for dr, df in steps:
        r, f = rank + dr, file + df
        yield r * 8 + f


def king(origin, steps):
    rank, file = divmod(origin, 8)
    for dr, df in steps:
        r, f = rank + dr, file + df
        yield origin + r * 8 + f
'''


def _rank(cands: list, line_text: str) -> float:
    return next(c.rank for c in cands if c.new_source.splitlines()[11].strip() == line_text)


def test_the_edit_that_restores_a_siblings_line_is_boosted(tmp_path: Path) -> None:
    cands = run(tmp_path, MOVES, 12, "drop-operand")
    # keeping the right operand weighs 0.8 of keeping the left one, within drop-operand
    assert _rank(cands, "yield r * 8 + f") == pytest.approx(
        _rank(cands, "yield origin + f") * 0.8 * ECHO)
    assert cands[0].new_source.splitlines()[11].strip() == "yield r * 8 + f"


def test_a_line_of_the_same_function_or_a_short_line_is_no_echo(tmp_path: Path) -> None:
    alone = MOVES.replace("        yield r * 8 + f\n", "        yield f * 8 + r\n")
    alone += "        yield r * 8 + f\n"  # the same line in the same function
    cands = run(tmp_path, alone, 12, "drop-operand")
    assert _rank(cands, "yield r * 8 + f") == pytest.approx(
        _rank(cands, "yield origin + f") * 0.8)
    short = MOVES.replace("yield r * 8 + f", "yield r + f").replace(
        "yield origin + r * 8 + f", "yield origin + r + f")
    got = run(tmp_path, short, 12, "drop-operand")
    assert _rank(got, "yield r + f") == pytest.approx(_rank(got, "yield origin + f") * 0.8)


SPLIT = '''\
def split_key(key, sep):
    parts = []
    begin = start = 0
    while True:
        idx = key.find(sep, start)
        if idx == -1:
            break
        if key[idx - 1] == "\\\\":
            start = idx
            continue
        parts.append(key[begin:idx])
        begin = start = idx + len(sep)
    return parts
'''


def test_an_assignment_another_statement_makes_to_the_same_target(tmp_path: Path) -> None:
    def rank(src: str) -> float:
        cands = run(tmp_path, src, 9, "add-term")
        return next(c.rank for c in cands
                    if c.new_source.splitlines()[8].strip() == "start = idx + len(sep)")

    # the same function, the same template and weights: only the donor's target differs
    other = SPLIT.replace("begin = start = idx + len(sep)",
                          "start = begin = idx + len(sep)\n        end = idx + len(sep)")
    assert rank(SPLIT) == pytest.approx(rank(SPLIT.replace(
        "begin = start = idx + len(sep)", "begin = idx + len(sep)\n        start = begin"
    )) * ECHO)
    assert rank(other) == pytest.approx(rank(SPLIT))


ROPE = '''\
class Concat:
    def __init__(self, left, right):
        self.left, self.right = left, right
        self.weight = left.length

    def char_at(self, index: int):
        if index < self.weight:
            return self.left.char_at(index)
        return self.right.char_at(index - self.weight)

    def split(self, index: int):
        if index < self.weight:
            return self.left.split(index)
        return self.right.split(index)
'''


def test_a_call_passing_a_receiver_what_another_method_passes_it(tmp_path: Path) -> None:
    def rank(src: str, new: str) -> float:
        cands = run(tmp_path, src, 14, "shift-argument")
        return next(c.rank for c in cands if c.new_source.splitlines()[13].strip() == new)

    fixed = "return self.right.split(index - self.weight)"
    # char_at passes self.right the same argument: the edit echoes it
    elsewhere = ROPE.replace("self.right.char_at(index - self.weight)",
                             "self.left.char_at(index - self.weight)")
    assert rank(ROPE, fixed) == pytest.approx(rank(elsewhere, fixed) * ECHO)
    # an argument no other call passes the receiver is no echo
    plain = ROPE.replace("self.right.char_at(index - self.weight)", "self.right.char_at(index)")
    assert rank(plain, "return self.right.split(index + self.weight)") == pytest.approx(
        rank(ROPE, "return self.right.split(index + self.weight)"))
