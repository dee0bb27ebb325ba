"""Templates and filters of session 10: failure-driven string constants, slices from the
wrong end, split arguments, every comparison of a statement, a name renamed at every use,
normalizing string calls, richer ingredients of a missing term, early exits, properties as
sibling attributes, and names that are no one's value."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.ops_text import compared_texts, quoted, text_changes

DIFF_MESSAGE = """assert 'GB12       1...229rent      ' == 'GB12    0001...229rent      '
  \n  - GB12    00012345000720240229rent      \n  ?         ^^^      ^^
  + GB12       123450  720240229rent      \n  ?         ^^^      ^^"""


def test_compared_texts_reads_pytest_string_diffs() -> None:
    pairs = compared_texts([("AssertionError", DIFF_MESSAGE)])
    assert pairs == [("GB12       123450  720240229rent      ",
                      "GB12    00012345000720240229rent      ")]
    assert text_changes(*pairs[0])[0] == (" ", "0")
    assert compared_texts([("AssertionError", "assert 'a, b' == 'a; b'")]) == [
        ("a, b", "a; b")]
    assert compared_texts([("AssertionError", "assert 3 == 4")]) == []
    assert quoted('" "', "0") == '"0"' and quoted("' '", "0") == "'0'"


def test_expected_text_edits_the_constant_holding_the_wrong_segment(tmp_path: Path) -> None:
    src = ('FILL = " "\nTEXT = " "\n\n\nclass F:\n    def fill(self):\n'
           '        return FILL if self.numeric else TEXT\n')
    got = sources(run(tmp_path, src, 7, "expected-text",
                      messages=[("AssertionError", DIFF_MESSAGE)]))
    assert src.replace('FILL = " "', 'FILL = "0"') in got
    assert src.replace('TEXT = " "', 'TEXT = "0"') in got
    src2 = 'def join(xs):\n    return ", ".join(xs)\n'
    got2 = sources(run(tmp_path, src2, 2, "expected-text",
                       messages=[("AssertionError", "assert 'a, b' == 'a; b'")]))
    assert got2[0] == src2.replace('", "', '"; "')
    assert run(tmp_path, src2, 2, "expected-text") == []  # no failure, no clue


def test_a_slice_is_taken_from_the_other_end(tmp_path: Path) -> None:
    src = "def kept(scores, drop):\n    return sorted(scores)[:-drop or None]\n"
    assert sources(run(tmp_path, src, 2, "slice-end")) == [
        src.replace("[:-drop or None]", "[drop:]")]
    src2 = "def head(xs, k):\n    return xs[:k]\n"  # the mirror first, then the flips
    assert sources(run(tmp_path, src2, 2, "slice-end")) == [
        src2.replace("[:k]", "[-k:]"), src2.replace("[:k]", "[:-k]"),
        src2.replace("[:k]", "[k:]")]
    src3 = "def tail(xs, k):\n    return xs[k + 1:]\n"
    assert sources(run(tmp_path, src3, 2, "slice-end"))[0] == src3.replace(
        "[k + 1:]", "[:-(k + 1)]")
    assert run(tmp_path, "def f(xs, a, b):\n    return xs[a:b]\n", 2, "slice-end") == []


def test_two_arguments_written_as_one_expression(tmp_path: Path) -> None:
    src = ("from fractions import Fraction\n\n\ndef scale(servings, base):\n"
           "    return Fraction(servings * base)\n")
    assert sources(run(tmp_path, src, 5, "split-argument")) == [
        src.replace("Fraction(servings * base)", "Fraction(servings, base)")]
    one = "def f(x, y):\n    return abs(x - y)\n"  # abs takes one argument
    assert run(tmp_path, one, 2, "split-argument") == []
    own = "def area(w, h):\n    return w * h\n\n\ndef g(a, b):\n    return area(a + b)\n"
    assert own.replace("area(a + b)", "area(a, b)") in sources(
        run(tmp_path, own, 6, "split-argument"))


def test_every_comparison_of_a_statement_changes_together(tmp_path: Path) -> None:
    src = ("def overlaps(a, b, start, end):\n"
           "    return a <= end and start <= b\n")
    got = sources(run(tmp_path, src, 2, "compare-op"))
    assert src.replace("a <= end and start <= b", "a < end and start < b") in got
    single = "def f(a, b):\n    return a <= b\n"
    assert not any("every" in c.description for c in run(tmp_path, single, 2, "compare-op"))


def test_a_name_read_twice_is_renamed_at_every_use(tmp_path: Path) -> None:
    src = ("def row(indptr, i, col):\n"
           "    return range(indptr[i], indptr[i + 1])\n")
    got = sources(run(tmp_path, src, 2, "replace-name"))
    assert src.replace("indptr[i], indptr[i + 1]", "indptr[col], indptr[col + 1]") in got


def test_a_string_normalized_one_step_short(tmp_path: Path) -> None:
    src = "def domain(addr):\n    d = addr.strip()\n    return d\n"
    got = sources(run(tmp_path, src, 2, "chain-call"))
    assert got[0] == src.replace("addr.strip()", "addr.strip().lower()")
    assert src.replace("addr.strip()", "addr.strip().strip()") not in got
    lowered = "def key(s):\n    k = s.lower()\n    return k\n"
    got2 = sources(run(tmp_path, lowered, 2, "chain-call"))
    assert not any("lower().upper()" in s or "lower().casefold()" in s for s in got2)
    number = "def f(n):\n    m = n - 1\n    return m\n"
    assert run(tmp_path, number, 2, "chain-call") == []


def test_case_methods_are_confused_with_each_other(tmp_path: Path) -> None:
    src = "def note(text):\n    return text.strip().upper()\n"
    got = sources(run(tmp_path, src, 2, "replace-attribute"))
    assert src.replace(".upper()", ".capitalize()") in got
    assert src.replace(".upper()", ".title()") in got


def test_missing_terms_come_from_constants_fields_lengths_and_unused_values(
        tmp_path: Path) -> None:
    const = ("from decimal import Decimal\n\nREGULAR = Decimal(40)\n\n\n"
             "class Slip:\n    hours: Decimal\n\n    def extra(self):\n"
             "        if self.hours <= REGULAR:\n            return 0\n"
             "        over = self.hours\n        return over\n")
    assert const.replace("over = self.hours", "over = self.hours - REGULAR") in sources(
        run(tmp_path, const, 12, "add-term"))
    sized = ("def split(key, sep='.'):\n    start = 0\n    idx = key.find(sep, start)\n"
             "    if idx < 0:\n        return -1\n    start = idx\n    return start\n")
    assert sized.replace("start = idx\n", "start = idx + len(sep)\n") in sources(
        run(tmp_path, sized, 6, "add-term"))
    unused = ("def parse(m):\n    h, s, ms = m.groups()\n"
              "    return int(h) * 60 + int(s)\n")
    got = sources(run(tmp_path, unused, 3, "add-term"))
    assert unused.replace("int(h) * 60 + int(s)", "int(h) * 60 + int(s) + int(ms)") in got


def test_an_argument_shifted_by_a_field(tmp_path: Path) -> None:
    src = ("class Node:\n    def at(self, index: int):\n"
           "        if index < self.weight:\n            return self.left.at(index)\n"
           "        return self.right.at(index)\n")
    got = sources(run(tmp_path, src, 5, "shift-argument"))
    assert src.replace("self.right.at(index)", "self.right.at(index - self.weight)") in got


def test_an_early_exit_for_the_boundary_case(tmp_path: Path) -> None:
    src = ("from decimal import Decimal\n\nZERO = Decimal('0.00')\nRATE = Decimal('0.25')\n"
           "\n\ndef fee(due, returned) -> Decimal:\n    days = (returned - due).days\n"
           "    return RATE * days\n")
    got = sources(run(tmp_path, src, 9, "early-exit"))
    assert src.replace("    return RATE", "    if days <= 0:\n        return ZERO\n"
                       "    return RATE") in got
    tup = ("def best(board: str) -> tuple[int, int | None]:\n    free = [1, 2]\n"
           "    for cell in free:\n        pass\n    return 1, None\n")
    got2 = sources(run(tmp_path, tup, 3, "early-exit"))
    assert tup.replace("    for cell", "    if not free:\n        return 1, None\n"
                       "    for cell") in got2
    assert tup.replace("    for cell", "    if not free:\n        return 0, None\n"
                       "    for cell") in got2
    nested = "def f(x):\n    if x:\n        return x + 1\n    return 0\n"
    assert run(tmp_path, nested, 3, "early-exit") == []  # already inside a branch


def test_a_property_is_a_sibling_attribute(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "model.py").write_text(
        "class Bin:\n    def __init__(self, cap):\n        self.capacity = cap\n"
        "        self.items = []\n\n    @property\n    def used(self):\n"
        "        return sum(self.items)\n\n    @property\n    def free(self):\n"
        "        return self.capacity - self.used\n", encoding="utf-8")
    src = "def best(bins):\n    return min(bins, key=lambda b: b.used)\n"
    got = sources(run(tmp_path, src, 2, "sibling-attribute", path="pkg/fit.py"))
    assert src.replace("b.used", "b.free") in got


def test_names_that_are_no_value_are_not_offered(tmp_path: Path) -> None:
    src = ("from __future__ import annotations\n\nfrom typing import Callable\n\n"
           "from .model import Bin, LIMIT\n\n\ndef pick(items, key: Callable):\n"
           "    best = min(items, key=key)\n    return best if LIMIT else None\n")
    got = sources(run(tmp_path, src, 9, "replace-name"))
    assert not any(word in s.split("def pick")[1] for s in got
                   for word in ("annotations", "Callable(", "min(Callable", "Bin("))
    assert src.replace("min(items", "min(LIMIT") in got  # a value the module reads
    assert src.replace("min(items", "max(items") in got


def test_dropped_operands_leave_no_redundant_parentheses(tmp_path: Path) -> None:
    src = "def square(origin, r, f):\n    return origin + r * 8 + f\n"
    got = sources(run(tmp_path, src, 2, "drop-operand"))
    assert src.replace("origin + r * 8 + f", "r * 8 + f") in got
    assert src.replace("origin + r * 8 + f", "origin + f") in got


def test_a_returned_item_becomes_the_value_computed_for_nothing(tmp_path: Path) -> None:
    src = ("def rank(cards):\n    ranks = sorted(cards)\n    grouped = tuple(set(ranks))\n"
           "    return len(cards), tuple(ranks)\n")
    got = sources(run(tmp_path, src, 4, "return-expr"))
    assert src.replace("len(cards), tuple(ranks)", "len(cards), grouped") in got
    used = src.replace("return len(cards), tuple(ranks)", "return grouped, tuple(ranks)")
    assert not any("grouped, grouped" in s for s in sources(run(tmp_path, used, 4,
                                                                "return-expr")))


def test_a_total_of_one_field_combined_with_another(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.model import Suspect
    from pytest_selfheal.engines.builtin.operators import generate

    src = ("def take(items, item, limit):\n"
           "    carried = sum(i.value for i in items)\n"
           "    if carried + item.weight > limit:\n        return False\n    return True\n")
    (tmp_path / "mod.py").write_text(src)
    got = generate(tmp_path, [Suspect("mod.py", 2, 1.0)], [], operators=["replace-attribute"])
    assert got[0].new_source == src.replace("i.value for", "i.weight for")
    assert got[0].operator == "parallel-attribute"
    (tmp_path / "mod.py").write_text(src.replace("item.weight", "item.value"))
    again = generate(tmp_path, [Suspect("mod.py", 2, 1.0)], [], operators=["replace-attribute"])
    assert not any(c.operator == "parallel-attribute" for c in again)


def test_output_built_in_a_dict_order_gets_sorted_first(tmp_path: Path) -> None:
    src = ("def render(groups):\n    out = []\n    for scope, items in groups.items():\n"
           "        out.append(scope)\n    return out\n")
    got = sources(run(tmp_path, src, 3, "wrap-call"))
    assert got[0] == src.replace("in groups.items()", "in sorted(groups.items())")
    comp = "def names(d):\n    return ', '.join([k for k in d.keys()])\n"
    got2 = sources(run(tmp_path, comp, 2, "wrap-call"))
    assert comp.replace("in d.keys()", "in sorted(d.keys())") in got2[:3]


def test_a_view_comprehension_aliased_later_is_not_sorted_first(tmp_path: Path) -> None:
    """`entries = [... for n, s in d.items()]`, then `ordered = entries`: the forgotten
    sort belongs to the alias (by the list's own key), so sorting the view loses its
    precedence there; without the alias it keeps it."""
    from pytest_selfheal.engines.builtin.model import Suspect
    from pytest_selfheal.engines.builtin.operators import generate

    body = ("def top(best):\n    entries = [(s, n) for n, s in best.items()]\n"
            "    ordered = entries\n    return ordered\n")
    plain = ("def top(best):\n    entries = [(s, n) for n, s in best.items()]\n"
             "    return entries\n")
    view = "in sorted(best.items())"

    def rank_of_view_sort(src: str) -> float:
        (tmp_path / "mod.py").write_text(src)
        got = generate(tmp_path, [Suspect("mod.py", 2, 1.0)], [], operators=["wrap-call"])
        return next(c.rank for c in got if view in c.new_source)

    assert rank_of_view_sort(body) < rank_of_view_sort(plain)
