"""Deviations in copied code: the one line where a copied block differs from its origin."""

from __future__ import annotations

from pathlib import Path

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.records import Failure, Frame

MOVES = '''\
def jumps(origin, steps):
    rank, file = divmod(origin, 8)
    for dr, df in steps:
        r, f = rank + dr, file + df
        if 0 <= r < 8 and 0 <= f < 8:
            yield r * 8 + f


def king(origin, steps):
    rank, file = divmod(origin, 8)
    for dr, df in steps:
        r, f = rank + dr, file + df
        if 0 <= r < 8 and 0 <= f < 8:
            yield origin + r * 8 + f


def total(values):
    out = 0
    for v in values:
        out = out + v * 2
    return out
'''


def _ranked(tmp_path: Path, src: str, lines: list[int]) -> dict[int, tuple[float, str]]:
    (tmp_path / "moves.py").write_text(src)
    frames = [Frame(path="moves.py", lineno=n, function="king") for n in lines]
    failure = Failure(nodeid="tests/test_moves.py::test_king", when="call",
                      exc_type="AssertionError", message="assert [0] == [9]", frames=frames)
    return {s.line: (s.score, " ".join(s.reasons)) for s in rank_suspects(tmp_path, [failure])}


def test_the_line_that_deviates_from_a_copied_block_gains(tmp_path: Path) -> None:
    got = _ranked(tmp_path, MOVES, [14, 20])
    assert "copied line of jumps" in got[14][1]
    # a verbatim copy, and a line with no original, gain nothing
    assert "copied" not in got[12][1]
    assert "copied" not in got[20][1]
    alone = _ranked(tmp_path, MOVES.replace("            yield r * 8 + f\n",
                                            "            yield r + 8 * f\n"), [14])
    assert got[14][0] > alone[14][0]  # with nothing to deviate from, the part is gone


def test_a_near_copy_outside_a_copied_block_is_no_deviation(tmp_path: Path) -> None:
    # the same deviating line, but nothing around it was copied from jumps
    src = MOVES.replace("        if 0 <= r < 8 and 0 <= f < 8:\n            yield origin",
                        "        if r in range(8) and f in range(8):\n            yield origin")
    src = src.replace("    for dr, df in steps:\n        r, f = rank + dr, file + df\n        "
                      "if r in", "    for a, b in steps:\n        r, f = rank + a, file + b\n"
                      "        if r in")
    got = _ranked(tmp_path, src, [14])
    assert "copied" not in got[14][1]
