"""Edit shapes and localization clues added in session 19: twins (an expression written
twice where two copies make no sense), loops that never take their step, slice bounds
that lost or gained a sign or changed sides, comparisons one off."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.engines.builtin.twins import twin_names
from pytest_selfheal.records import Failure, Frame


def _twins(src: str) -> int:
    return len(twin_names(ast.parse(src).body[0]))


def test_twins_are_copies_that_make_no_sense() -> None:
    assert _twins("x = left if left is not None else left") == 2
    assert _twins("size[a] += size[a]") == 4
    assert _twins("d = a - a") == 2
    assert _twins("ok = x == x") == 2
    assert _twins("ok = p and p") == 2
    # a square, a doubling and a flag written once are meant
    assert _twins("y = x * x") == 0
    assert _twins("y = x + x") == 0
    assert _twins("t += t") == 0
    assert _twins("y = a - b if a > b else b - a") == 0
    # a compound statement's own test only, not its body
    assert _twins("if a < b:\n    y = c - c\n") == 0


LCA = """\
def lca(node, a, b):
    if node is None or node.value in (a, b):
        return node
    left = lca(node.left, a, b)
    right = lca(node.right, a, b)
    if left is not None and right is not None:
        return node
    return left if left is not None else left
"""


def test_a_name_in_a_twin_is_renamed_first(tmp_path: Path) -> None:
    cands = run(tmp_path, LCA, 8, "replace-name")
    fixed = LCA.replace("else left\n", "else right\n")
    best = max(c.rank for c in cands)
    fix = next(c for c in cands if c.new_source == fixed)
    assert fix.rank == best
    plain = LCA.replace("else left\n", "else None\n")
    others = run(tmp_path, plain, 8, "replace-name")
    assert max(c.rank for c in others) < best  # no twin, no boost


def test_a_statement_with_a_twin_ranks_above_its_neighbours(tmp_path: Path) -> None:
    (tmp_path / "tree.py").write_text(LCA, encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_tree.py").write_text(
        "from tree import lca\n\n\ndef test_lca():\n    assert lca(None, 1, 2) is None\n",
        encoding="utf-8")
    failure = Failure(nodeid="tests/test_tree.py::test_lca", exc_type="AssertionError",
                      message="assert None == 1", test_path="tests/test_tree.py",
                      frames=[Frame(path="tests/test_tree.py", lineno=5, function="test_lca")])
    ranked = rank_suspects(tmp_path, [failure])
    by_line = {s.line: s for s in ranked}
    assert "writes the same expression twice" in by_line[8].reasons
    assert ranked[0].line == 8


HALVE = """\
def decompose(n):
    d, s = n, 0
    while d % 2 == 0:
        s += 1
    return d, s
"""

CHAIN = """\
class Chain:
    def __init__(self, head):
        self.head = head

    def last(self):
        cur = self.head
        while cur.next is not None:
            cur = cur.next
        return cur

    def index(self, value):
        position, cur = 0, self.head
        while cur is not None and cur.value <= value:
            if cur.value == value:
                return position
            position += 1
        return -1
"""


def test_a_loop_that_tests_a_remainder_steps_by_dividing(tmp_path: Path) -> None:
    got = run(tmp_path, HALVE, 3, "loop-progress")
    fixed = HALVE.replace("        s += 1\n", "        s += 1\n        d //= 2\n")
    assert got[0].new_source == fixed


def test_a_walk_that_never_steps_follows_the_modules_link(tmp_path: Path) -> None:
    got = sources(run(tmp_path, CHAIN, 13, "loop-progress"))
    fixed = CHAIN.replace("            position += 1\n",
                          "            position += 1\n            cur = cur.next\n")
    assert fixed in got
    # a loop over numbers is offered no link
    assert not any("d = d.next" in s for s in sources(run(tmp_path, HALVE, 3, "loop-progress")))


def test_partners_are_locals_computed_by_copies_of_one_expression() -> None:
    from pytest_selfheal.engines.builtin.twins import partners

    func = ast.parse("def union(p, a, b):\n    ra, rb = find(p, a), find(p, b)\n"
                     "    lo = min(a, b)\n    top = ra\n    other = rb\n").body[0]
    got = partners(func)
    assert got["ra"] == {"rb"} and got["rb"] == {"ra"}
    assert got["top"] == {"other"}  # one token apart too
    assert "lo" not in got


GROUP = """\
def group(digits, sep, size):
    if len(digits) <= size:
        return digits
    return group(digits[:-size], sep, size) + sep + digits[size:]
"""


def test_a_slice_bound_flips_its_sign_and_the_complement_ranks_first(tmp_path: Path) -> None:
    got = run(tmp_path, GROUP, 4, "slice-end")
    fixed = GROUP.replace("digits[size:]", "digits[-size:]")
    best = max(c.rank for c in got)
    assert next(c for c in got if c.new_source == fixed).rank == best
    # the sign alone and the side alone are offered too
    assert GROUP.replace("digits[:-size]", "digits[:size]") in sources(got)
    assert GROUP.replace("digits[size:]", "digits[:size]") in sources(got)
    # a literal bound is left to the literal templates
    lit = "def tail(s):\n    return s[1:]\n"
    assert not any("s[-1:]" in c for c in sources(run(tmp_path, lit, 2, "slice-end")))


def test_a_slice_bound_moves_to_the_other_side(tmp_path: Path) -> None:
    src = "def suffixes(text):\n    return sorted(range(len(text)), key=lambda i: text[:i])\n"
    got = sources(run(tmp_path, src, 2, "slice-end"))
    assert src.replace("text[:i]", "text[i:]") in got


WINDOW = """\
def averages(values, window):
    out = []
    total = 0
    for i, x in enumerate(values):
        total += x
        if i >= window:
            total -= values[i - window]
        if i >= window:
            out.append(total / window)
    return out
"""


def test_a_compared_bound_is_one_off_in_the_shift_no_operator_writes(tmp_path: Path) -> None:
    got = sources(run(tmp_path, WINDOW, 8, "off-by-one"))
    assert WINDOW.replace("        if i >= window:\n            out",
                          "        if i >= window - 1:\n            out") in got
    # `i >= window + 1` is `i > window`, which the comparison templates write
    assert not any("window + 1" in s for s in got)
    for src, want in (("if a < n:", "n - 1"), ("if a <= n:", "n + 1"), ("if a > n:", "n + 1")):
        code = f"def f(a, n):\n    {src}\n        return 1\n"
        assert [s for s in sources(run(tmp_path, code, 2, "off-by-one")) if want in s]
    shifted = "def f(a, n):\n    if a < n - 1:\n        return 1\n"
    assert not any("n - 1 - 1" in s for s in sources(run(tmp_path, shifted, 2, "off-by-one")))
