"""Operators for the real-library misses: a lost sign, exchanged variables, a constant
for a variable, a type check one type short, a power of ten, a slice bound's sign, a
class's own members, a count passed one short, and wrappers that fit what they wrap."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.ops_wrap import shape


def test_a_self_assignment_gets_its_sign_back(tmp_path: Path) -> None:
    src = "def tz(h, m, sign):\n    offset = h * 60 + m\n    offset = offset\n    return offset\n"
    got = run(tmp_path, src, 3, "negate-value")
    assert got[0].new_source == src.replace("offset = offset", "offset = -offset")
    src2 = "def f(a, b):\n    return a - b\n"
    assert sources(run(tmp_path, src2, 2, "negate-value")) == [
        src2.replace("return a - b", "return -(a - b)")]
    assert run(tmp_path, "def f(a):\n    return str(a)\n", 2, "negate-value") == []


def test_two_variables_exchanged_in_one_statement(tmp_path: Path) -> None:
    src = ("def offset(tz):\n    tzh, tzm = tz[1:3], tz[3:5]\n"
           "    return int(tzh) + int(tzm) * 60\n")
    got = sources(run(tmp_path, src, 3, "swap-names"))
    assert got[0] == src.replace("int(tzh) + int(tzm)", "int(tzm) + int(tzh)")


def test_an_unused_parameter_replaces_a_constant(tmp_path: Path) -> None:
    src = ("def nth(iterable, n, default=None):\n"
           "    return next(iter(iterable[n:]), None)\n")
    got = sources(run(tmp_path, src, 2, "literal-to-name"))
    assert got[0] == src.replace("), None)", "), default)")
    src2 = "def tail(n, xs):\n    return xs[max(0, len(xs) - 1):]\n"
    assert src2.replace("len(xs) - 1", "len(xs) - n") in sources(
        run(tmp_path, src2, 2, "literal-to-name"))
    used = "def f(xs, default=None):\n    return default if not xs else None\n"
    assert all("default if" in s for s in sources(run(tmp_path, used, 2, "literal-to-name")))


def test_a_type_check_one_type_short_or_long(tmp_path: Path) -> None:
    src = ("class R:\n    def __getitem__(self, item):\n        if isinstance(item, int):\n"
           "            return self.fixed[item]\n        return self.named[item]\n")
    got = sources(run(tmp_path, src, 3, "isinstance-types"))
    assert got[0] == src.replace("isinstance(item, int)", "isinstance(item, (int, slice))")
    wide = "def f(x):\n    return isinstance(x, (int, str))\n"
    got2 = sources(run(tmp_path, wide, 2, "isinstance-types"))
    assert wide.replace("(int, str)", "int") in got2
    assert wide.replace("(int, str)", "str") in got2


def test_a_power_of_ten_and_a_slice_bound_sign(tmp_path: Path) -> None:
    src = "def pct(s):\n    return float(s[:-1]) / 10.0\n"
    assert src.replace("10.0", "100.0") in sources(run(tmp_path, src, 2, "change-literal"))
    src2 = "def inner(key):\n    return key[1:1]\n"
    got = run(tmp_path, src2, 2, "change-literal")
    assert got[0].new_source == src2.replace("[1:1]", "[1:-1]")
    src3 = "def f(xs):\n    return xs[-2:]\n"
    assert src3.replace("[-2:]", "[2:]") in sources(run(tmp_path, src3, 2, "change-literal"))
    assert not any("70" in s or "0.7" in s for s in sources(
        run(tmp_path, "def f(x):\n    return x * 7\n", 2, "change-literal")))


def test_self_attribute_replaced_by_a_member_of_its_class(tmp_path: Path) -> None:
    src = ("class Parser:\n    @property\n    def _search_re(self):\n        return 1\n\n"
           "    @property\n    def _match_re(self):\n        return 2\n\n"
           "    def search(self, s):\n        return self._match_re.search(s)\n")
    got = sources(run(tmp_path, src, 11, "replace-attribute"))
    assert src.replace("self._match_re.search", "self._search_re.search") in got


def test_a_count_passed_one_short(tmp_path: Path) -> None:
    src = ("def spans(m, fields):\n"
           "    return [(i, m.span(n)) for i, n in enumerate(fields)]\n")
    assert src.replace("m.span(n)", "m.span(n + 1)") in sources(
        run(tmp_path, src, 2, "off-by-one"))
    src2 = "def width(s, pos):\n    return len(s) - pos\n"
    assert src2.replace("len(s) - pos", "len(s) - pos - 1") in sources(
        run(tmp_path, src2, 2, "off-by-one"))


def test_the_complement_of_a_value(tmp_path: Path) -> None:
    src = ("def split(n, total):\n    top = total // 2\n    rest = top\n"
           "    return top * n + rest * n\n")
    assert src.replace("rest = top", "rest = total - top") in sources(
        run(tmp_path, src, 3, "add-term"))


def test_wrappers_fit_what_they_wrap(tmp_path: Path) -> None:
    src = "def powers(x, n):\n    return list(map(pow, [x] * n, range(n)))\n"
    got = sources(run(tmp_path, src, 2, "wrap-call"))
    assert src.replace("range(n))", "reversed(range(n)))") in got
    assert not any(f"{w}(range(n))" in s for s in got for w in ("abs", "int", "round"))
    num = "def f(n, p):\n    return n // p\n"
    got2 = sources(run(tmp_path, num, 2, "wrap-call"))
    assert num.replace("n // p", "abs(n // p)") in got2
    assert not any(f"{w}(n // p)" in s for s in got2 for w in ("len", "sorted", "list"))
    assert shape(ast.parse("a.lower()", mode="eval").body) == "str"
    assert shape(ast.parse("x + y", mode="eval").body) is None


def test_an_argument_wrapped_in_the_module_function_its_parameter_names(
        tmp_path: Path) -> None:
    src = ("def humanize(word):\n    return word\n\n"
           "def dasherize(word):\n    return word\n\n"
           "def camelize(string):\n    return string\n\n"
           "def underscore(word):\n    return word\n\n"
           "def tableize(word):\n    return humanize(underscore(word))\n\n"
           "def titleize(word: str):\n    return humanize(word).title()\n")
    line = src.splitlines().index("    return humanize(word).title()") + 1
    got = run(tmp_path, src, line, "wrap-call")
    texts = sources(got)
    want = src.replace("humanize(word).title()", "humanize(underscore(word)).title()")
    assert want in texts
    assert src.replace("humanize(word).title()", "humanize(camelize(word)).title()") not in texts
    assert not any("abs(word)" in s or "round(word)" in s for s in texts)  # `word: str`


def test_a_while_loop_gets_the_update_it_lacks(tmp_path: Path) -> None:
    src = ("def digit_sum(number):\n    total = 0\n    while number > 0:\n"
           "        total += number % 10\n    return total\n")
    got = sources(run(tmp_path, src, 3, "loop-progress"))
    assert got[0] == src.replace("number % 10\n", "number % 10\n        number //= 10\n")
    skip = ("def tokens(s):\n    out = []\n    pos = 0\n    while pos < len(s):\n"
            "        if s[pos] == ' ':\n            continue\n        out.append(s[pos])\n"
            "        pos += 1\n    return out\n")
    got2 = sources(run(tmp_path, skip, 4, "loop-progress"))
    assert got2[0] == skip.replace("            continue\n",
                                   "            pos += 1\n            continue\n")
    linked = ("def length(node):\n    n = 0\n    while node:\n        n += node.value\n"
              "        if node.next is None:\n            break\n    return n\n")
    assert linked.replace("            break\n", "            break\n        node = node.next\n"
                          ) in sources(run(tmp_path, linked, 3, "loop-progress"))
    fine = "def f(n):\n    while n > 0:\n        n -= 1\n    return n\n"
    assert run(tmp_path, fine, 2, "loop-progress") == []


def test_a_thrown_away_result_is_kept(tmp_path: Path) -> None:
    src = ("def find(root, prefix=''):\n    found: list[str] = []\n"
           "    for name, child in root.items():\n        if isinstance(child, dict):\n"
           "            find(child, prefix + name + '/')\n        else:\n"
           "            found.append(prefix + name)\n    return found\n")
    got = sources(run(tmp_path, src, 5, "use-result"))
    assert got[0] == src.replace("            find(child,", "            found.extend(find(child,"
                                 ).replace("'/')\n", "'/'))\n", 1)
    noval = "def log(x):\n    print(x)\n\ndef f(x):\n    log(x)\n    return x\n"
    assert run(tmp_path, noval, 5, "use-result") == []


def test_a_backtracking_step_is_undone(tmp_path: Path) -> None:
    src = ("class Board:\n    def place(self, c):\n        pass\n\n    def unplace(self):\n"
           "        pass\n\n\ndef queens(board, size, found):\n    def solve():\n"
           "        for column in range(size):\n            if board.safe(column):\n"
           "                board.place(column)\n                solve()\n\n    solve()\n")
    line = src.splitlines().index("                board.place(column)") + 1
    got = sources(run(tmp_path, src, line, "undo-step"))
    assert got[0] == src.replace("                solve()\n",
                                 "                solve()\n                board.unplace()\n")
    assert not any("board.unplace(column)" in s for s in got)  # it takes no argument
    flags = ("def perms(xs, used, path, out):\n    for i, x in enumerate(xs):\n"
             "        used[i] = True\n        path.append(x)\n        perms(xs, used, path, out)\n"
             "        path.pop()\n    return out\n")
    got2 = sources(run(tmp_path, flags, 3, "undo-step"))
    assert got2[0] == flags.replace("        path.pop()\n",
                                    "        path.pop()\n        used[i] = False\n")
    assert run(tmp_path, flags, 4, "undo-step") == []  # `path.pop()` is there already


def test_the_other_branch_variable_is_assigned(tmp_path: Path) -> None:
    src = ("def lower_bound(xs, t):\n    lo, hi = 0, len(xs)\n    while lo < hi:\n"
           "        mid = (lo + hi) // 2\n        if xs[mid] < t:\n            lo = mid + 1\n"
           "        else:\n            lo = mid\n    return lo\n")
    got = sources(run(tmp_path, src, 8, "replace-target"))
    assert got[0] == src.replace("            lo = mid\n", "            hi = mid\n")


def test_keyword_and_positional_arguments_swapped(tmp_path: Path) -> None:
    src = "def f(body, sig, pad):\n    return indent(body, sig, first=pad)\n"
    assert src.replace("indent(body, sig, first=pad)", "indent(body, pad, first=sig)") in \
        sources(run(tmp_path, src, 2, "swap-args"))


def test_a_copy_reversed_and_a_justification_flipped(tmp_path: Path) -> None:
    src = "def route(order):\n    return list(order)\n"
    got = sources(run(tmp_path, src, 2, "wrap-call"))
    assert src.replace("list(order)", "list(reversed(order))") in got
    src2 = "def cell(s, w):\n    return s.rjust(w)\n"
    assert src2.replace("rjust", "ljust") in sources(run(tmp_path, src2, 2, "replace-attribute"))


def test_a_sum_inside_the_statement_one_off(tmp_path: Path) -> None:
    src = "def counts(high, low):\n    return [0] * (high - low)\n"
    assert src.replace("(high - low)", "(high - low + 1)") in sources(
        run(tmp_path, src, 2, "off-by-one"))
    src2 = ("def search(xs, t):\n    lo, hi = 0, len(xs) - 1\n    while lo <= hi:\n"
            "        pos = (lo + hi) // 2\n        if xs[pos] < t:\n            lo = pos\n"
            "        else:\n            hi = pos - 1\n    return lo\n")
    assert src2.replace("lo = pos\n", "lo = pos + 1\n") in sources(
        run(tmp_path, src2, 6, "off-by-one"))


def test_bitwise_operators_and_an_optional_argument(tmp_path: Path) -> None:
    src = "def gray(n):\n    return n | (n >> 1)\n"
    assert src.replace("n | (n", "n ^ (n") in sources(run(tmp_path, src, 2, "arith-op"))
    src2 = "def take(stack):\n    return stack.pop(0)\n"
    assert src2.replace("pop(0)", "pop()") in sources(run(tmp_path, src2, 2, "drop-argument"))


def test_a_check_made_for_one_variable_but_not_its_twin(tmp_path: Path) -> None:
    src = ("def paint(grid, r, c, rows, cols):\n"
           "    if r >= rows or c < 0 or c >= cols:\n        return\n    grid[r][c] = 1\n")
    got = sources(run(tmp_path, src, 2, "add-clause"))
    assert src.replace("c >= cols:", "c >= cols or r < 0:") in got
    heap = ("def up(heap, i):\n    while heap[i] < heap[(i - 1) // 2]:\n"
            "        heap[i], heap[(i - 1) // 2] = heap[(i - 1) // 2], heap[i]\n"
            "        i = (i - 1) // 2\n")
    assert heap.replace("while heap", "while i > 0 and heap") in sources(
        run(tmp_path, heap, 2, "add-clause"))


def test_a_twin_operand_gets_the_call_its_sibling_has(tmp_path: Path) -> None:
    src = ("class DSU:\n    def find(self, x):\n        return x\n\n    def union(self, a, b):\n"
           "        ra, rb = self.find(a), b\n        return ra == rb\n")
    assert src.replace("self.find(a), b", "self.find(a), self.find(b)") in sources(
        run(tmp_path, src, 6, "wrap-call"))


def test_a_memo_that_is_never_filled(tmp_path: Path) -> None:
    src = ("def fib(n, memo):\n    if n < 2:\n        return n\n    if n in memo:\n"
           "        return memo[n]\n    value = fib(n - 1, memo) + fib(n - 2, memo)\n"
           "    return value\n")
    got = sources(run(tmp_path, src, 7, "memo-store"))
    assert got == [src.replace("    return value\n", "    memo[n] = value\n    return value\n")]
    filled = src.replace("    return value\n", "    memo[n] = value\n    return value\n")
    assert run(tmp_path, filled, 8, "memo-store") == []


def test_a_place_value_that_never_grows(tmp_path: Path) -> None:
    src = ("def radix(values, base=10):\n    exp = 1\n    while max(values) // exp > 0:\n"
           "        values = bucket(values, exp, base)\n    return values\n")
    got = sources(run(tmp_path, src, 3, "loop-progress"))
    assert got[0] == src.replace("exp, base)\n", "exp, base)\n        exp *= base\n")


def test_a_base_case_of_a_minimum_returns_infinity(tmp_path: Path) -> None:
    src = ("def cost(grid, r, c):\n    if r < 0 or c < 0:\n        return 0\n"
           "    return grid[r][c] + min(cost(grid, r - 1, c), cost(grid, r, c - 1))\n")
    assert src.replace("return 0", "return float('inf')") in sources(
        run(tmp_path, src, 3, "change-literal"))


def test_the_value_just_computed_and_the_method_itself(tmp_path: Path) -> None:
    src = ("def lookup(root, parts):\n    head, rest = parts[0], parts[1:]\n"
           "    child = root.children[head]\n    if not rest:\n        return child\n"
           "    return lookup(root, rest)\n")
    assert src.replace("lookup(root, rest)", "lookup(child, rest)") in sources(
        run(tmp_path, src, 6, "replace-name"))
    calc = ("class P:\n    def unary(self):\n        return 1\n\n    def atom(self):\n"
            "        return 2\n\n    def power(self):\n        base = self.unary()\n"
            "        return base ** self.unary()\n")
    assert calc.replace("base ** self.unary()", "base ** self.power()") in sources(
        run(tmp_path, calc, 10, "replace-attribute"))


def test_a_copy_passed_through_the_projects_imported_helper(tmp_path: Path) -> None:
    (tmp_path / "digits.py").write_text("def clean(text):\n    return text.strip()\n",
                                        encoding="utf-8")
    src = "from digits import clean\n\n\ndef valid(text):\n    number = text\n    return number\n"
    got = sources(run(tmp_path, src, 5, "wrap-call"))
    assert src.replace("number = text", "number = clean(text)") in got


def test_the_step_before_a_recursive_call_is_undone_after_it(tmp_path: Path) -> None:
    src = ("def solve(board, found):\n    for column in range(8):\n"
           "        if board.safe(column):\n            board.place(column)\n"
           "            solve(board, found)\n    return found\n")
    got = sources(run(tmp_path, src, 5, "undo-step"))
    assert src.replace("            solve(board, found)\n",
                       "            solve(board, found)\n            board.remove(column)\n"
                       ) in got


def test_a_loop_update_is_offered_from_a_statement_of_the_body(tmp_path: Path) -> None:
    src = ("def digit_sum(number):\n    total = 0\n    while number > 0:\n"
           "        total += number % 10\n    return total\n")
    got = sources(run(tmp_path, src, 4, "loop-progress"))
    assert got[0] == src.replace("number % 10\n", "number % 10\n        number //= 10\n")
    assert run(tmp_path, "def f(x):\n    y = x + 1\n    return y\n", 2, "loop-progress") == []


def test_where_a_test_hung_what_moves_the_loop_comes_first(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.model import Suspect
    from pytest_selfheal.engines.builtin.operators import generate

    src = ("def lower_bound(xs, t):\n    lo, hi = 0, len(xs)\n    while lo < hi:\n"
           "        mid = (lo + hi) // 2\n        if xs[mid] < t:\n            lo = mid + 1\n"
           "        else:\n            lo = mid\n    return lo\n")
    (tmp_path / "mod.py").write_text(src, encoding="utf-8")
    fix = src.replace("            lo = mid\n", "            hi = mid\n")

    def position(signal: str | None) -> int:
        cands = generate(tmp_path, [Suspect("mod.py", 8, 1.0, signal=signal)], [])
        return [c.new_source for c in cands].index(fix)

    # `hi`, which the loop reads and never assigns, is the likeliest target either way
    assert position("hang") == 0 <= position("frame")


def test_wrap_with_a_function_imported_and_never_called(tmp_path: Path) -> None:
    src = '''\
from __future__ import annotations

from typing import Sequence

from geometry import norm, unit_vector

__all__ = ["length"]


def length(points: Sequence[float]) -> float:
    return squares(points)


def squares(points):
    return sum(p * p for p in points)
'''
    cands = run(tmp_path, src, 11, "wrap-call")
    assert cands[0].new_source == src.replace("return squares(points)",
                                              "return norm(squares(points))")
    got = sources(cands)
    assert src.replace("return squares(points)", "return unit_vector(squares(points))") in got
    # imported names the module reads (`Sequence`) are no candidates, nor `__future__`'s
    assert not any("Sequence(squares" in s or "annotations(" in s for s in got)


def test_no_unused_import_wrap_when_every_import_is_used(tmp_path: Path) -> None:
    src = "from math import sqrt\n\n\ndef f(x):\n    y = x * 2\n    return sqrt(y)\n"
    assert not any("sqrt(x * 2)" in s for s in sources(run(tmp_path, src, 5, "wrap-call")))


def test_a_field_converted_like_its_siblings(tmp_path: Path) -> None:
    src = '''\
def parse(row):
    return Order(row["id"].strip(), int(row["qty"]), row["cost"])
'''
    got = sources(run(tmp_path, src, 2, "wrap-call"))
    assert src.replace('row["cost"])', 'float(row["cost"]))') in got
    assert src.replace('row["cost"])', 'int(row["cost"]))') in got
    # beside a converted sibling, the conversions come before the generic wrappers
    first = got.index(src.replace('row["cost"])', 'float(row["cost"]))'))
    plain = src.replace('int(row["qty"])', 'row["qty"].upper()')
    after = sources(run(tmp_path, plain, 2, "wrap-call"))
    assert first < after.index(plain.replace('row["cost"])', 'float(row["cost"]))'))


def test_replace_target_never_assigns_what_the_condition_calls(tmp_path: Path) -> None:
    src = ("def root(x, tol):\n    guess = x\n    while abs(guess * guess - x) > TOL * max(1, x):\n"
           "        guess = (guess + x * guess) / 2\n    return guess\n")
    got = [c.description for c in run(tmp_path, src, 4, "replace-target")]
    assert got == ["line 4: assign `x`, not `guess`"]  # not `abs`, `max` or the constant


def test_memo_decorator_on_a_recursion_that_lost_it(tmp_path: Path) -> None:
    src = ('from functools import lru_cache\n\n\ndef paths(n):\n    @lru_cache(maxsize=None)\n'
           '    def a(i):\n        return 1 if i < 2 else a(i - 1) + a(i - 2)\n\n'
           '    def b(i):\n        return 1 if i < 2 else b(i - 1) + b(i - 2)\n\n'
           '    return a(n) + b(n)\n')
    got = sources(run(tmp_path, src, 10, "memo-decorator"))
    assert got[0] == src.replace("    def b(i):", "    @lru_cache(maxsize=None)\n    def b(i):")
    assert src.replace("    def b(i):", "    @lru_cache\n    def b(i):") in got
    assert run(tmp_path, src, 7, "memo-decorator") == []  # `a` has its cache
    # at the changed `def` line itself
    assert sources(run(tmp_path, src, 9, "memo-decorator"))[0] == got[0]
    # no functools import: nothing to restore
    plain = src.replace("from functools import lru_cache\n", "").replace(
        "    @lru_cache(maxsize=None)\n", "")
    assert run(tmp_path, plain, 10, "memo-decorator") == []
