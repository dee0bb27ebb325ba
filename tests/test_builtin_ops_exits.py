"""early-exit: a sibling method's leading guard, adapted to the function's parameter."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

BUCKET = '''\
from dataclasses import dataclass


@dataclass
class Span:
    lo: int
    hi: int

    def covers(self, x: int) -> bool:
        return self.lo <= x < self.hi

    def overlaps(self, other: "Span") -> bool:
        return self.lo < other.hi and other.lo < self.hi


class Bucket:
    def __init__(self, span: Span) -> None:
        self.span = span
        self.items: list[int] = []

    def clash(self, other: Span) -> list[int]:
        if not self.span.overlaps(other):
            return []
        return [x for x in self.items if other.covers(x)]

    def add(self, x: int) -> bool:
        """False when x is out of span."""
        self.items.append(x)
        return True
'''

GUARD = "        if not self.span.covers(x):\n            return False\n"


def test_a_sibling_guard_adapted_to_the_parameter_and_its_type(tmp_path: Path) -> None:
    cands = run(tmp_path, BUCKET, 28, "early-exit")
    append = "        self.items.append(x)\n"
    want = BUCKET.replace(append, GUARD + append)
    got = sources(cands)
    assert got[0] == want
    # the exit returns the function's empty result first, then what it returns elsewhere
    true_exit = want.replace("return False\n        self.items", "return True\n        self.items")
    assert true_exit in got and got.index(true_exit) > 0


def test_the_guard_is_weaker_past_the_opening_statement(tmp_path: Path) -> None:
    src = BUCKET.replace("        self.items.append(x)\n",
                         "        self.items.append(x)\n        self.items.sort()\n")
    opening = run(tmp_path, src, 28, "early-exit")
    later = run(tmp_path, src, 29, "early-exit")
    assert max(c.rank for c in opening if "covers(x)" in c.new_source) > max(
        c.rank for c in later if "covers(x)" in c.new_source)


def test_no_sibling_guard_without_a_method_taking_the_parameter_type(tmp_path: Path) -> None:
    src = BUCKET.replace("def covers(self, x: int)", "def covers(self, x: str)")
    assert not any("covers" in s.split("def add")[1] for s in sources(
        run(tmp_path, src, 28, "early-exit")))
    untyped = BUCKET.replace("def add(self, x: int)", "def add(self, x)")
    assert not any("covers" in s.split("def add")[1] for s in sources(
        run(tmp_path, untyped, 28, "early-exit")))
