"""The condition-clause and call-argument templates (ops_clauses, ops_calls).

Each test builds a small literal source and asserts the exact candidate text.
"""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.model import Suspect
from pytest_selfheal.engines.builtin.operators import generate


# -- add-clause -------------------------------------------------------------------------
def test_bounds_guard_goes_in_front_of_the_subscript_it_protects(tmp_path: Path) -> None:
    src = ("def skip_small(xs, x):\n    i = 0\n    while xs[i] < x:\n        i += 1\n"
           "    return i\n")
    got = sources(run(tmp_path, src, 3, "add-clause"))
    assert src.replace("while xs[i] < x:", "while i < len(xs) and xs[i] < x:") in got
    assert src.replace("while xs[i] < x:", "while xs[i] < x and i < len(xs):") not in got


def test_a_condition_tested_elsewhere_in_the_function_is_added(tmp_path: Path) -> None:
    src = ("def pick(items, limit):\n    out = []\n    for item in items:\n"
           "        if item.ok:\n            out.append(item)\n"
           "    if limit > 0 and len(out) > limit:\n        out = out[:limit]\n"
           "    return out\n")
    got = sources(run(tmp_path, src, 4, "add-clause"))
    assert src.replace("if item.ok:", "if item.ok and limit > 0:") in got
    assert src.replace("if item.ok:", "if item.ok or limit > 0:") in got


def test_not_yet_seen_clause_from_a_membership_test(tmp_path: Path) -> None:
    src = ("def walk(graph, start):\n    seen = set()\n    todo = [start]\n    while todo:\n"
           "        node = todo.pop()\n        if node in seen:\n            continue\n"
           "        seen.add(node)\n        for nxt in graph[node]:\n"
           "            if nxt:\n                todo.append(nxt)\n    return seen\n")
    got = sources(run(tmp_path, src, 10, "add-clause"))
    assert src.replace("if nxt:", "if nxt and nxt not in seen:") in got


def test_or_condition_gets_parentheses_when_a_clause_is_anded(tmp_path: Path) -> None:
    src = ("def f(a, b, xs, i):\n    if a or b:\n        return xs[i]\n    return None\n")
    got = sources(run(tmp_path, src, 2, "add-clause"))
    assert src.replace("if a or b:", "if i < len(xs) and (a or b):") in got


# -- drop-clause ------------------------------------------------------------------------
def test_drop_each_clause_of_a_boolean_operation(tmp_path: Path) -> None:
    src = "def ok(a, b, c):\n    if a and (b or c):\n        return 1\n    return 0\n"
    got = sources(run(tmp_path, src, 2, "drop-clause"))
    assert src.replace("a and (b or c)", "b or c") in got
    assert src.replace("a and (b or c)", "a") in got
    assert src.replace("a and (b or c)", "a and c") in got


def test_drop_clause_in_a_returned_truth_value(tmp_path: Path) -> None:
    src = "def valid(n, lo, hi):\n    return n > lo and n < hi and n % 2 == 0\n"
    got = sources(run(tmp_path, src, 2, "drop-clause"))
    assert src.replace(" and n % 2 == 0", "") in got


# -- add-argument -----------------------------------------------------------------------
def test_a_parameter_not_passed_through_is_passed(tmp_path: Path) -> None:
    src = ("def fmt(x, digits=2, strict=False):\n    return round(x, digits)\n\n\n"
           "def report(x, digits):\n    return fmt(x)\n")
    got = sources(run(tmp_path, src, 6, "add-argument"))
    assert src.replace("return fmt(x)", "return fmt(x, digits)") in got
    assert src.replace("return fmt(x)", "return fmt(x, strict=True)") in got


def test_a_required_argument_the_type_error_names(tmp_path: Path) -> None:
    src = ("def area(w, h):\n    return w * h\n\n\ndef room(width, height):\n"
           "    return area(width)\n")
    msg = "area() missing 1 required positional argument: 'h'"
    got = sources(run(tmp_path, src, 6, "add-argument", messages=[("TypeError", msg)]))
    assert src.replace("area(width)", "area(width, height)") in got


def test_builtin_optional_arguments(tmp_path: Path) -> None:
    src = ("def top(xs, counts, key):\n    for i, x in enumerate(xs):\n        pass\n"
           "    return sorted(xs)[:3], counts.get(key)\n")
    got = sources(run(tmp_path, src, 4, "add-argument"))
    assert src.replace("sorted(xs)", "sorted(xs, reverse=True)") in got
    assert src.replace("counts.get(key)", "counts.get(key, 0)") in got
    got2 = sources(run(tmp_path, src, 2, "add-argument"))
    assert src.replace("enumerate(xs)", "enumerate(xs, 1)") in got2


def test_range_gets_a_start(tmp_path: Path) -> None:
    src = "def f(n):\n    return [i for i in range(n)]\n"
    got = sources(run(tmp_path, src, 2, "add-argument"))
    assert src.replace("range(n)", "range(1, n)") in got


# -- drop-argument ----------------------------------------------------------------------
def test_drop_an_optional_argument_of_a_project_function(tmp_path: Path) -> None:
    src = ("def fmt(x, digits=2, *, sep=','):\n    return x\n\n\n"
           "def report(x):\n    return fmt(x, 0, sep=';')\n")
    got = sources(run(tmp_path, src, 6, "drop-argument"))
    assert src.replace("fmt(x, 0, sep=';')", "fmt(x, sep=';')") in got
    assert src.replace("fmt(x, 0, sep=';')", "fmt(x, 0)") in got
    assert src.replace("fmt(x, 0, sep=';')", "fmt(0, sep=';')") not in got  # x is required


def test_drop_an_argument_of_an_unknown_call(tmp_path: Path) -> None:
    src = "def f(s):\n    return s.split(',', 1)\n"
    got = sources(run(tmp_path, src, 2, "drop-argument"))
    assert src.replace("s.split(',', 1)", "s.split(',')") in got


# -- membership-update ------------------------------------------------------------------
def test_the_update_after_a_membership_test(tmp_path: Path) -> None:
    src = ("def order(graph, start):\n    seen = set()\n    out = []\n    todo = [start]\n"
           "    while todo:\n        node = todo.pop()\n        if node in seen:\n"
           "            continue\n        out.append(node)\n        todo.extend(graph[node])\n"
           "    return out\n")
    got = sources(run(tmp_path, src, 7, "membership-update"))
    assert src.replace("            continue\n", "            continue\n        seen.add(node)\n"
                       ) in got


def test_update_first_in_the_body_of_a_not_in_test(tmp_path: Path) -> None:
    src = ("def visit(node, seen, out):\n    if node.name not in seen:\n"
           "        out.append(node.name)\n        for c in node.children:\n"
           "            visit(c, seen, out)\n    return out\n")
    got = sources(run(tmp_path, src, 2, "membership-update"))
    assert src.replace("    if node.name not in seen:\n", "    if node.name not in seen:\n"
                       "        seen.add(node.name)\n") in got


def test_no_update_when_the_collection_is_already_updated(tmp_path: Path) -> None:
    src = ("def f(xs):\n    seen = []\n    for x in xs:\n        if x in seen:\n"
           "            continue\n        seen.append(x)\n    return seen\n")
    assert run(tmp_path, src, 4, "membership-update") == []


# -- insert-jump ------------------------------------------------------------------------
def test_break_after_the_answer_is_found(tmp_path: Path) -> None:
    src = ("def first_even(xs):\n    found = None\n    for x in xs:\n        if x % 2 == 0:\n"
           "            found = x\n    return found\n")
    got = sources(run(tmp_path, src, 4, "insert-jump"))
    assert src.replace("            found = x\n", "            found = x\n            break\n"
                       ) in got
    assert src.replace("            found = x\n", "            found = x\n"
                       "            return found\n") in got


def test_base_case_that_falls_through_returns(tmp_path: Path) -> None:
    src = ("def depth(node):\n    if node is None:\n        d = 0\n"
           "    return 1 + max(depth(c) for c in node.kids) if node.kids else 1\n")
    got = sources(run(tmp_path, src, 2, "insert-jump"))
    assert src.replace("        d = 0\n", "        d = 0\n        return d\n") in got
    assert all("break" not in s for s in got)  # not in a loop


def test_no_jump_where_the_branch_already_leaves(tmp_path: Path) -> None:
    src = "def f(xs):\n    for x in xs:\n        if x:\n            return x\n    return None\n"
    assert run(tmp_path, src, 3, "insert-jump") == []


# -- wrap-call on inner expressions -----------------------------------------------------
def test_a_loop_iterable_and_a_call_argument_are_wrapped(tmp_path: Path) -> None:
    src = ("def norm(s):\n    return s.strip()\n\n\ndef show(rows, out):\n"
           "    for r in rows:\n        out.write(r)\n")
    got = sources(run(tmp_path, src, 6, "wrap-call"))
    assert src.replace("in rows:", "in reversed(rows):") in got
    assert src.replace("in rows:", "in sorted(rows):") in got
    got2 = sources(run(tmp_path, src, 7, "wrap-call"))
    assert src.replace("out.write(r)", "out.write(str(r))") in got2
    assert src.replace("out.write(r)", "out.write(norm(r))") in got2


# -- drop-operand -----------------------------------------------------------------------
def test_an_extra_term_is_dropped(tmp_path: Path) -> None:
    src = "def total(prices, fee):\n    return sum(prices) + fee * 2\n"
    got = sources(run(tmp_path, src, 2, "drop-operand"))
    assert src.replace("sum(prices) + fee * 2", "sum(prices)") in got
    assert src.replace("sum(prices) + fee * 2", "fee * 2") in got
    assert src.replace("sum(prices) + fee * 2", "sum(prices) + fee") in got
    src2 = "def left(a, b):\n    return a - b\n"
    assert sources(run(tmp_path, src2, 2, "drop-operand")) == [src2.replace("a - b", "a")]


def test_a_template_that_raises_loses_its_edits_not_the_heal(tmp_path: Path,
                                                               monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pytest_selfheal.engines.builtin import operators

    def broken(ctx: object) -> object:
        raise AttributeError("template bug")
        yield  # pragma: no cover

    monkeypatch.setitem(operators.OPERATORS, "add-clause", broken)
    src = "def f(a, b):\n    if a < b:\n        return a\n    return b\n"
    (tmp_path / "mod.py").write_text(src)
    cands = generate(tmp_path, [Suspect("mod.py", 2, 1.0)], [])
    assert cands and all(c.operator != "add-clause" for c in cands)
    assert any(c.operator == "compare-op" for c in cands)


# -- add-term ---------------------------------------------------------------------------
def test_a_missing_term_is_added(tmp_path: Path) -> None:
    src = ("def cost(base, tax, fee):\n    total = base + tax\n    if fee > 0:\n"
           "        pass\n    return total\n")
    got = sources(run(tmp_path, src, 2, "add-term"))
    assert src.replace("total = base + tax", "total = base + tax + fee") in got
    assert src.replace("total = base + tax", "total = base + tax - fee") in got
    assert src.replace("total = base + tax", "total = (base + tax) * fee") in got
    assert run(tmp_path, "def f(s):\n    return s.strip()\n", 2, "add-term") == []


# -- sentinels of change-literal --------------------------------------------------------
def test_running_extreme_starts_from_an_infinity(tmp_path: Path) -> None:
    src = "def peak(xs):\n    best = 0\n    for x in xs:\n        best = max(best, x)\n" \
          "    return best\n"
    got = sources(run(tmp_path, src, 2, "change-literal"))
    assert src.replace("best = 0", "best = float('-inf')") in got
    src2 = "def low(xs):\n    best = float('-inf')\n    return min([best, *xs])\n"
    got2 = sources(run(tmp_path, src2, 2, "change-literal"))
    assert src2.replace("float('-inf')", "float('inf')") in got2
    src3 = "def f(x):\n    return x + 0\n"
    assert all("inf" not in s for s in sources(run(tmp_path, src3, 2, "change-literal")))


def test_bounds_of_a_grid_cell_and_a_none_check_of_an_attribute_chain(tmp_path: Path) -> None:
    src = ("def fill(grid, r, c, old):\n    if grid[r][c] == old:\n        grid[r][c] = 0\n"
           "    return grid\n")
    got = sources(run(tmp_path, src, 2, "add-clause"))
    assert src.replace("if grid[r][c] == old:",
                       "if 0 <= r < len(grid) and grid[r][c] == old:") in got
    assert src.replace("if grid[r][c] == old:",
                       "if c < len(grid[r]) and grid[r][c] == old:") in got
    src2 = "def leftmost(node):\n    while node.left.key:\n        node = node.left\n" \
           "    return node\n"
    got2 = sources(run(tmp_path, src2, 2, "add-clause"))
    assert src2.replace("while node.left.key:",
                        "while node.left is not None and node.left.key:") in got2


def test_a_counter_that_must_stay_positive(tmp_path: Path) -> None:
    src = ("def pop_all(stack, n):\n    out = []\n    while stack:\n"
           "        out.append(stack.pop())\n        n = n - 1\n    return out\n")
    got = sources(run(tmp_path, src, 3, "add-clause"))
    assert src.replace("while stack:", "while stack and n > 0:") in got


# -- aug-assign from a plain assignment -------------------------------------------------
def test_an_update_written_as_an_overwrite(tmp_path: Path) -> None:
    src = ("def total(xs):\n    s = 0\n    for x in xs:\n        s = x * 2\n    return s\n")
    got = sources(run(tmp_path, src, 4, "aug-assign"))
    assert got[0] == src.replace("s = x * 2", "s += x * 2")
    assert src.replace("s = x * 2", "s -= x * 2") in got
    # the value reads its target: `n = n // p` may be `n -= n // p` too
    same = "def f(n, p):\n    n = n // p\n    return n\n"
    reads = run(tmp_path, same, 2, "aug-assign")
    assert same.replace("n = n // p", "n -= n // p") in sources(reads)
    cmp = "def f(a, b):\n    ok = a == b\n    return ok\n"
    assert all("==" in s for s in sources(run(tmp_path, cmp, 2, "aug-assign")))


def test_extra_wrappers_around_a_yielded_or_returned_value(tmp_path: Path) -> None:
    src = "def pairs(xs):\n    for x in xs:\n        yield x, x\n    return xs\n"
    got = sources(run(tmp_path, src, 3, "wrap-call"))
    assert src.replace("yield x, x", "yield tuple(x, x)") not in got  # two arguments: no
    assert src.replace("yield x, x", "yield sorted((x, x))") in got
    src2 = "def chunks(xs):\n    yield from xs\n"
    got2 = sources(run(tmp_path, src2, 2, "wrap-call"))
    assert src2.replace("yield from xs", "yield from iter(xs)") in got2
    assert src2.replace("yield from xs", "yield from sorted(xs)") in got2
    src3 = "def keep(xs):\n    return tuple(xs)\n"
    assert src3.replace("tuple(xs)", "xs") in sources(run(tmp_path, src3, 2, "unwrap-call"))


def test_add_clause_offers_the_flags_a_condition_ignores(tmp_path: Path) -> None:
    src = '''\
class Order:
    express: bool = False

    def __init__(self, items, gift: bool = False, vip=False):
        self.items = items
        self.gift = gift
        self.vip = vip
        self.count = len(items)

    def fee(self, rush=False):
        if not self.items:
            return 0
        return 5
'''
    got = sources(run(tmp_path, src, 11, "add-clause"))
    for flag in ("self.express", "self.gift", "self.vip", "rush"):
        assert src.replace("if not self.items:", f"if not self.items or {flag}:") in got
        assert src.replace("if not self.items:", f"if not self.items and not {flag}:") in got
    assert not any("self.count:" in s for s in got)  # a count is not a flag


def test_add_clause_filters_a_comprehension_that_has_none(tmp_path: Path) -> None:
    src = '''\
def shares(totals: dict[str, float], costs: "dict[str, int | None]", seen: set[str]) -> dict:
    kept = {name: t for name, t in totals.items()}
    return [n for n in sorted(kept) if n]
'''
    cands = run(tmp_path, src, 2, "add-clause")
    got = sources(cands)
    # the mapping whose values may be None gives the first filter
    assert got[0] == src.replace("totals.items()}", "totals.items() if costs.get(name) is not "
                                 "None}")
    assert src.replace("totals.items()}", "totals.items() if name in seen}") in got
    assert src.replace("totals.items()}", "totals.items() if t is not None}") in got
    assert not any("totals.get(" in s or "if name in totals" in s for s in got)  # iterated
    # a comprehension that filters already gains no second filter
    assert not any("if n if" in s or "if n and" in s.splitlines()[2]
                   for s in sources(run(tmp_path, src, 3, "add-clause")))


def test_add_clause_tests_a_collection_the_function_fills(tmp_path: Path) -> None:
    src = '''\
def tours(n):
    seen, rows, cols = set(), set(), set()

    def walk(r, c):
        for step in range(n):
            if (r, step) in seen or step in rows:
                continue
            seen.add((r, step))
            rows.add(step)
            cols.add(c + step)
            walk(r + 1, c)
'''
    got = sources(run(tmp_path, src, 6, "add-clause"))
    assert src.replace("step in rows:", "step in rows or c + step in cols:") in got
    # what the condition tests already is not offered again
    assert not any("or step in rows or step in rows" in s for s in got)
