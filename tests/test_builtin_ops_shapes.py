"""The edit shapes of ops_shapes and the reviewer-grade rewrites of ops_tidy.

Each test builds a small literal source and asserts the exact candidate text.
"""

from __future__ import annotations

import ast
from pathlib import Path

import opcands
import pytest

from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.operators import (
    generate,
    introduced_names,
    keeps_names,
    preferred_over,
    worse_for_review,
)
from pytest_selfheal.engines.builtin.ops_base import reported_missing


def run(tmp_path: Path, src: str, line: int, op: str | None = None) -> list[Candidate]:
    (tmp_path / "mod.py").write_text(src, encoding="utf-8")
    cands = generate(tmp_path, [Suspect("mod.py", line, 1.0)], [],
                     operators=[op] if op else None)
    for cand in cands:
        ast.parse(cand.new_source)
    return cands


def sources(cands: list[Candidate]) -> list[str]:
    return [c.new_source for c in cands]


def test_sibling_variant_inserts_the_forgotten_twin(tmp_path: Path) -> None:
    src = ("def split(items, lo, hi):\n    small, big = [], []\n    for x in items:\n"
           "        small.append(x)\n    return small, big\n")
    cands = run(tmp_path, src, 4, "sibling-variant")
    want = src.replace("        small.append(x)\n", "        small.append(x)\n"
                       "        big.append(x)\n")
    assert want in sources(cands)
    assert all(c.operator == "sibling-variant" for c in cands)


def test_call_replaced_by_one_of_its_arguments(tmp_path: Path) -> None:
    src = "def total(xs, scale):\n    return fmt(sum(xs), scale)\n"
    got = sources(run(tmp_path, src, 2, "call-to-arg"))
    assert src.replace("fmt(sum(xs), scale)", "sum(xs)") in got
    assert src.replace("fmt(sum(xs), scale)", "scale") in got


def test_subscript_index_replaced_by_another_variable(tmp_path: Path) -> None:
    src = ("def cell(grid, i, j):\n    for k in range(len(grid)):\n        pass\n"
           "    return grid[i][i]\n")
    got = sources(run(tmp_path, src, 4, "index-variable"))
    assert src.replace("grid[i][i]", "grid[i][j]") in got
    assert src.replace("grid[i][i]", "grid[k][i]") in got


def test_clamp_with_a_constant(tmp_path: Path) -> None:
    src = "def left(stock, sold):\n    return stock - sold\n"
    got = sources(run(tmp_path, src, 2, "clamp"))
    assert src.replace("stock - sold", "max(stock - sold, 0)") in got


def test_variable_added_to_an_argument(tmp_path: Path) -> None:
    src = "def window(xs, start, size):\n    return xs[start:start + size], pick(xs, start)\n"
    got = sources(run(tmp_path, src, 2, "shift-argument"))
    assert src.replace("pick(xs, start)", "pick(xs, start + size)") in got
    assert src.replace("pick(xs, start)", "pick(xs, start - size)") in got


def test_literal_nesting_changed(tmp_path: Path) -> None:
    src = "def rows(a, b):\n    return [a, b]\n"
    assert src.replace("[a, b]", "[[a, b]]") in sources(run(tmp_path, src, 2, "literal-nesting"))
    src2 = "def rows(a, b):\n    return [[a, b]]\n"
    assert src2.replace("[[a, b]]", "[a, b]") in sources(
        run(tmp_path, src2, 2, "literal-nesting"))


def test_constant_return_becomes_a_comparison(tmp_path: Path) -> None:
    src = ("def overlaps(lo, hi):\n    if lo is None:\n        return False\n"
           "    return True\n")
    got = sources(run(tmp_path, src, 4, "return-compare"))
    assert src.replace("return True", "return lo < hi") in got
    assert src.replace("return True", "return lo == hi") in got


def test_attribute_replaced_by_a_sibling_attribute(tmp_path: Path) -> None:
    src = ("class Box:\n    def __init__(self, w, h):\n        self.width = w\n"
           "        self.height = h\n\n\ndef tall(box):\n    return box.width > 2\n")
    got = sources(run(tmp_path, src, 8, "sibling-attribute"))
    assert src.replace("box.width > 2", "box.height > 2") in got


def test_operand_squared_or_scaled(tmp_path: Path) -> None:
    src = "def area(r):\n    return 3.14 * r\n"
    got = sources(run(tmp_path, src, 2, "scale-operand"))
    assert src.replace("3.14 * r", "3.14 * r ** 2") in got  # no redundant parentheses
    assert src.replace("3.14 * r", "3.14 * (2 * r)") in got


# ---------------------------------------------------------------- ops_tidy


@pytest.mark.parametrize(("before", "after"), [
    ("return (len(values) + 1)", "return len(values)"),
    ("return spread - 1", "return spread"),
    ("return n * 2 + k", "return n + k"),
])
def test_neutralized_constant_is_removed_not_zeroed(tmp_path: Path, before: str,
                                                    after: str) -> None:
    src = f"def f(values, spread, n, k):\n    {before}\n"
    got = sources(run(tmp_path, src, 2))
    assert src.replace(before, after) in got
    leftovers = [s for s in got if "+ 0)" in s or "- 0\n" in s or "* 1 " in s]
    assert leftovers == []


def test_call_parentheses_are_kept_when_removing_a_neutral_constant(tmp_path: Path) -> None:
    src = "def f(xs):\n    return head(xs, len(xs) - 1)\n"
    got = sources(run(tmp_path, src, 2, "off-by-one"))
    assert src.replace("len(xs) - 1", "len(xs)") in got
    src2 = "def f(xs):\n    return head(len(xs) - 1)\n"
    assert src2.replace("head(len(xs) - 1)", "head(len(xs))") in sources(
        run(tmp_path, src2, 2, "off-by-one"))


def test_literal_written_in_a_boolean_function_is_a_bool(tmp_path: Path) -> None:
    src = ("def is_prime(n):\n    if n < 2:\n        return False\n"
           "    return n % 2 == 1\n\n\ndef count(n):\n    if n < 0:\n        return 1\n"
           "    return n\n")
    bools = sources(run(tmp_path, src, 3))
    assert not any("        return 0\n    return n % 2" in s for s in bools)
    assert not any("        return 1\n    return n % 2" in s for s in bools)
    ints = sources(run(tmp_path, src, 9))
    assert src.replace("        return 1\n    return n\n", "        return 0\n    return n\n") \
        in ints


def test_complexity_changing_bound_ranks_below(tmp_path: Path) -> None:
    src = ("def is_prime(n):\n    for d in range(2, int(n ** 0.5) + 1):\n"
           "        if n % d == 0:\n            return False\n    return True\n")
    cands = run(tmp_path, src, 2)
    growth = [i for i, c in enumerate(cands) if "n ** 0.5" not in c.new_source]
    same = [i for i, c in enumerate(cands) if "n ** 0.5" in c.new_source]
    assert growth and same and min(same) < min(growth)


@pytest.mark.parametrize(("src", "line"), [
    ("def total(rows, row):\n    return sum(cell for row in rows for cell in row)\n", 2),
    ("def hidden(paths, path):\n    out = []\n    for path in paths:\n"
     "        out.append(path)\n    return out\n", 3),
    ("def firsts(n, i):\n    return [i * 2 for i in range(n)]\n", 2),
])
def test_no_loop_is_made_to_iterate_over_the_name_it_binds(tmp_path: Path, src: str,
                                                            line: int) -> None:
    cands = run(tmp_path, src, line)
    for cand in cands:
        for node in ast.walk(ast.parse(cand.new_source)):
            if isinstance(node, (ast.comprehension, ast.For)):
                bound = {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
                used = {n.id for n in ast.walk(node.iter) if isinstance(n, ast.Name)}
                assert not bound & used, cand.new_source
    # the same renames outside the loop header are still proposed
    assert any(c.operator == "replace-name" for c in cands)


# ---------------------------------------------------------------- reviewer preferences


def _cand(src: str, new: str, operator: str, line: int = 2, key: str = "") -> Candidate:
    return Candidate("mod.py", new, operator, line, operator, 0.5, 3, key or new)


def test_swap_preferred_over_a_new_name() -> None:
    src = "def gap(low, high, total):\n    return low - high\n"
    subst = _cand(src, src.replace("low - high", "total - high"), "replace-name")
    swap = _cand(src, src.replace("low - high", "high - low"), "swap-operands")
    assert introduced_names(src, subst) == {"total"} and not introduced_names(src, swap)
    delete = _cand(src, src.replace("    return low - high\n", ""), "delete-stmt")
    assert keeps_names(src, swap) and not keeps_names(src, delete)
    assert preferred_over(subst, [delete, swap], src) == [swap]
    assert preferred_over(subst, [swap], src) == [swap]
    assert worse_for_review(subst, swap, src) and not worse_for_review(swap, subst, src)


def test_no_swap_is_preferred_when_the_replaced_name_does_not_exist() -> None:
    """`.begin` raised AttributeError: every edit that keeps it keeps the error."""
    src = "def hours(self):\n    return self.end - self.begin\n"
    rename = _cand(src, src.replace("self.begin", "self.start"), "attr-from-error")
    swap = _cand(src, src.replace("self.end - self.begin", "self.begin - self.end"),
                 "swap-operands")
    assert preferred_over(rename, [swap], src) == [swap]  # nothing says .begin is broken
    assert preferred_over(rename, [swap], src, missing={"begin"}) == []
    assert reported_missing(["AttributeError: 'Booking' object has no attribute 'begin'",
                             "NameError: name 'totl' is not defined"]) == {"begin", "totl"}


def test_value_edit_preferred_over_a_guard() -> None:
    src = "def mean(xs, count):\n    return sum(xs) / count\n"
    guard = _cand(src, src.replace("/ count", "/ (count or 1)"), "coalesce")
    value = _cand(src, src.replace("/ count", "/ len(xs)"), "replace-name", line=2)
    insert = _cand(src, src + "x = 1\n", "insert-stmt")
    assert preferred_over(guard, [insert, value], src) == [value]
    assert worse_for_review(guard, value, src)


def test_candidates_in_a_method_parse_by_their_function_only(tmp_path: Path) -> None:
    """Big modules: only the edited function is re-parsed, and every candidate is valid."""
    src = ("class Range:\n    def __init__(self, lo, hi):\n        self.lo, self.hi = lo, hi\n\n"
           "    def contains(self, x):\n        '''Doc\nwith a flush-left line.'''\n"
           "        return self.lo <= x < self.hi\n\n\nTAIL = 1\n")
    cands = run(tmp_path, src, 8)  # run() parses every candidate's whole file
    assert src.replace("x < self.hi", "x <= self.hi") in sources(cands)
    assert len(cands) > 10


def test_keywords_are_not_names() -> None:
    src = "def ok(n):\n    return n < 3 and n > 20\n"
    flip = _cand(src, src.replace(" and ", " or "), "bool-op")
    assert keeps_names(src, flip) and preferred_over(flip, [], src) == []


def test_sibling_attribute_of_a_class_in_a_sibling_module(tmp_path: Path) -> None:
    """`self.clock.elapsed` where the clock is passed in: its class lives next door."""
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "clock.py").write_text(
        "class Clock:\n    step = 0.01\n\n    def __init__(self, tick=0.25):\n"
        "        self.tick = tick\n        self.elapsed = 0.0\n\n"
        "    def sleep(self, seconds):\n        self.elapsed += seconds\n")
    src = ("class Waiter:\n    def __init__(self, clock):\n        self.clock = clock\n\n"
           "    def wait(self, ready):\n        while not ready():\n"
           "            self.clock.sleep(self.clock.elapsed)\n")
    got = [c.description for c in opcands.run(tmp_path, src, 7, "sibling-attribute",
                                              path="pkg/waiter.py")]
    assert "line 7: `.elapsed` -> `.tick`" in got
    assert "line 7: `.elapsed` -> `.step`" in got  # a class attribute is data too
    # a module in another folder is not searched
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "waiter.py").write_text(src)
    got = [c.description for c in opcands.run(tmp_path, src, 7, "sibling-attribute",
                                              path="other/waiter.py")]
    assert not any(".tick" in d for d in got)


def test_add_term_gives_a_bare_term_its_twin(tmp_path: Path) -> None:
    src = "def weekday(d, k, j):\n    return (d + 13 * (k + 1) // 5 + k + j // 4 + 5 * j) % 7\n"
    got = opcands.sources(opcands.run(tmp_path, src, 2, "add-term"))
    assert src.replace("+ k + j // 4", "+ k + k // 4 + j // 4") in got
    assert src.replace("+ k + j // 4", "+ k + 5 * k + j // 4") in got
    assert src.replace("(d + 13", "(d + d // 4 + 13") in got
    # a term of two variables has no twin
    assert not any("k + 13 * (k + 1)" in s for s in got)
