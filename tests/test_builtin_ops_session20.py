"""Edit shapes added in session 20: a memo filled and never looked up, a `while True`
loop that lost its exit at a fixed point, a recursion over intervals that lost its
disjoint case, and a membership test lost from a chain where another method fills the
collection."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

STAIRS = '''\
def count_ways(n, steps):
    """Ways to climb n stairs taking any of `steps` at a time."""
    memo = {}
    seen = {}

    def ways(left):
        if left == 0:
            return 1
        if left < 0:
            return 0
        total = sum(ways(left - s) for s in steps)
        memo[left] = total
        seen[left] = True
        return total

    return ways(n)
'''


def test_a_memo_filled_and_never_read_is_looked_up_after_the_base_cases(
        tmp_path: Path) -> None:
    cands = run(tmp_path, STAIRS, 11, "memo-lookup")
    fixed = STAIRS.replace("        total = sum(", "        if left in memo:\n"
                           "            return memo[left]\n        total = sum(")
    assert cands[0].new_source == fixed
    # `seen` is filled too, but it is not what the function returns: later
    assert [c.new_source for c in cands].index(fixed) < next(
        i for i, c in enumerate(cands) if "in seen" in c.new_source)


def test_a_memo_that_is_read_or_made_per_call_gets_no_lookup(tmp_path: Path) -> None:
    looked_up = STAIRS.replace("        total = sum(", "        if memo.get(left):\n"
                               "            return memo[left]\n        total = sum(")
    assert not [c for c in run(tmp_path, looked_up, 13, "memo-lookup")
                if "in memo" in c.new_source]
    per_call = '''\
def ways(left):
    memo = {}
    if left <= 0:
        return 1
    total = ways(left - 1) + ways(left - 2)
    memo[left] = total
    return total
'''
    assert run(tmp_path, per_call, 5, "memo-lookup") == []


SINK = """\
def sink(a, i, n):
    while True:
        largest = i
        left, right = 2 * i + 1, 2 * i + 2
        if left < n and a[left] > a[largest]:
            largest = left
        if right < n and a[right] > a[largest]:
            largest = right
        a[i], a[largest] = a[largest], a[i]
        i = largest
"""


def test_a_loop_with_no_way_out_breaks_where_it_stops_moving(tmp_path: Path) -> None:
    cands = run(tmp_path, SINK, 9, "loop-progress")
    fixed = SINK.replace("        a[i], a[largest]", "        if largest == i:\n"
                         "            break\n        a[i], a[largest]")
    assert cands[0].new_source == fixed
    late = SINK.replace("        i = largest", "        if largest == i:\n"
                        "            break\n        i = largest")
    assert late in sources(cands)  # just before the move, second


def test_a_loop_that_can_leave_gets_no_fixed_point_exit(tmp_path: Path) -> None:
    leaves = SINK.replace("        a[i], a[largest]", "        if i > n:\n            return\n"
                          "        a[i], a[largest]")
    assert not [c for c in run(tmp_path, leaves, 11, "loop-progress")
                if "== i:" in c.new_source]
    # a nested loop's own break does not end the outer one
    nested = SINK.replace("        a[i], a[largest]", "        for _ in range(1):\n"
                          "            break\n        a[i], a[largest]")
    assert any("if largest == i:" in c.new_source
               for c in run(tmp_path, nested, 11, "loop-progress"))


RANGE_MIN = """\
def range_min(tree, node, lo, hi, left, right):
    if left <= lo and hi <= right:
        return tree[node]
    mid = (lo + hi) // 2
    return min(range_min(tree, 2 * node, lo, mid, left, right),
               range_min(tree, 2 * node + 1, mid + 1, hi, left, right))
"""


def test_a_recursion_over_intervals_gains_its_disjoint_case(tmp_path: Path) -> None:
    cands = run(tmp_path, RANGE_MIN, 4, "interval-exit")
    fixed = RANGE_MIN.replace("    if left <= lo", "    if right < lo or hi < left:\n"
                              '        return float("inf")\n    if left <= lo')
    assert cands[0].new_source == fixed
    summed = RANGE_MIN.replace("return min(", "return (").replace(",\n               range",
                                                                    "\n            + range")
    assert "return 0\n" in run(tmp_path, summed, 4, "interval-exit")[0].new_source
    assert run(tmp_path, fixed, 6, "interval-exit") == []  # it has one


SEATS = """\
class Hall:
    def __init__(self):
        self.taken = set()
        self.banned = set()
        self.cleaned = set()

    def can_sit(self, seat):
        return seat not in self.taken

    def sit(self, seat):
        self.taken.add(seat)

    def ban(self, seat):
        self.banned.add(seat)

    def clean(self, seat):
        self.cleaned.add(seat)

    def dirty(self, seat):
        return seat not in self.cleaned
"""


def test_a_field_another_method_fills_and_none_tests_joins_the_chain(tmp_path: Path) -> None:
    cands = sources(run(tmp_path, SEATS, 8, "add-clause"))
    fixed = SEATS.replace("seat not in self.taken\n",
                          "seat not in self.taken and seat not in self.banned\n")
    assert fixed in cands
    assert cands.index(fixed) < cands.index(fixed.replace("not in self.banned",
                                                          "in self.banned"))
    # `cleaned` is tested by `dirty`: nothing was lost there
    assert not [c for c in cands if "self.taken and seat not in self.cleaned" in c]


QUOTIENT = """\
def divide(num, den):
    rem = list(num)
    quot = [0] * max(len(rem) - len(den) + 1, 1)
    for shift in range(len(rem) - len(den), -1, -1):
        factor = rem[shift + len(den) - 1] / den[-1]
        for i, c in enumerate(den):
            rem[shift + i] -= factor * c
    return quot, rem
"""


def test_a_list_of_placeholders_nothing_fills_is_filled_per_step(tmp_path: Path) -> None:
    cands = run(tmp_path, QUOTIENT, 5, "fill-store")
    fixed = QUOTIENT.replace("        for i, c", "        quot[shift] = factor\n        for i, c")
    assert cands[0].new_source == fixed
    filled = fixed.replace("quot[shift] = factor", "quot[shift] = factor * 1")
    assert run(tmp_path, filled, 5, "fill-store") == []  # something fills it
    handed = QUOTIENT.replace("    return quot", "    fill(quot)\n    return quot")
    assert run(tmp_path, handed, 5, "fill-store") == []  # a helper may fill it


REGION = """\
def region(p, r1, c1, r2, c2):
    return p[r2 + 1][c2 + 1] - p[r1][c2 + 1] - p[r2 + 1][c1]
"""


def test_an_inclusion_exclusion_gains_its_missing_corner(tmp_path: Path) -> None:
    cands = run(tmp_path, REGION, 2, "add-term")
    assert cands[0].new_source == REGION.replace("[c1]\n", "[c1] + p[r1][c1]\n")
    lost_minus = "def region(p, a, b, c, d):\n    return p[c][d] - p[a][d] + p[a][b]\n"
    assert run(tmp_path, lost_minus, 2, "add-term")[0].new_source == lost_minus.replace(
        "[b]\n", "[b] - p[c][b]\n")
    # two reads are no box; four corners are complete
    assert not [c for c in run(tmp_path, "def f(p, a, b):\n    return p[a][a] - p[b][b]\n",
                                2, "add-term") if "corner" in c.description]


MATMUL = """\
def matmul(a, b, n, m, p):
    out = [[0] * p for _ in range(n)]
    for i in range(n):
        for j in range(p):
            out[i][j] = sum(a[i][k] * b[k][i] for k in range(m))
    return out
"""


def test_an_index_becomes_the_loop_variable_the_value_ignores(tmp_path: Path) -> None:
    cands = run(tmp_path, MATMUL, 5, "index-variable")
    fixed = MATMUL.replace("b[k][i]", "b[k][j]")
    best = cands[0].rank
    assert next(c for c in cands if c.new_source == fixed).rank == best
    # the stored place's indices are not where the loop variable belongs
    assert next(c for c in cands if "out[j][j]" in c.new_source).rank < best


def test_an_edit_found_twice_keeps_its_best_rank(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.model import Suspect
    from pytest_selfheal.engines.builtin.operators import generate

    (tmp_path / "mod.py").write_text(MATMUL, encoding="utf-8")
    cands = generate(tmp_path, [Suspect("mod.py", 5, 1.0)], [],
                     operators=["replace-name", "index-variable"])
    fixed = [c for c in cands if c.new_source == MATMUL.replace("b[k][i]", "b[k][j]")]
    assert len(fixed) == 1  # once, and by the operator that ranks it best
    assert fixed[0].operator == "index-variable"


def test_an_operator_runs_the_class_method_it_stands_for() -> None:
    import ast

    from pytest_selfheal.engines.builtin.localize import _called_names

    stmt = ast.parse("result = scale(result @ base, -k) < limit").body[0]
    names = _called_names(stmt)
    assert names[0] == "scale"  # named calls first
    assert {"__matmul__", "__neg__", "__lt__"} <= set(names)


def test_flow_reaches_the_method_an_operator_runs(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.localize import rank_suspects
    from pytest_selfheal.records import Failure, Frame

    (tmp_path / "vec.py").write_text(
        "class Vec:\n"
        "    def __init__(self, xs):\n"
        "        self.xs = xs\n\n"
        "    def __add__(self, other):\n"
        "        return Vec([a - b for a, b in zip(self.xs, other.xs)])\n",
        encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_vec.py").write_text(
        "from vec import Vec\n\n\ndef test_add():\n"
        "    assert (Vec([1]) + Vec([2])).xs == [3]\n", encoding="utf-8")
    failure = Failure(nodeid="tests/test_vec.py::test_add", exc_type="AssertionError",
                      message="assert [-1] == [3]", test_path="tests/test_vec.py",
                      frames=[Frame(path="tests/test_vec.py", lineno=5, function="test_add")])
    by_line = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert any("flows into assert" in r for r in by_line[6].reasons)


DOUBLING = """\
def fib_pair(n):
    if n == 0:
        return 0, 1
    a, b = fib_pair(n // 2)
    c = a * (2 * b)
    d = a * a + b * b
    return (d, c + d) if n % 2 else (c, d)
"""


def test_needless_parentheses_get_their_lost_term_back(tmp_path: Path) -> None:
    cands = sources(run(tmp_path, DOUBLING, 5, "add-term"))
    fixed = DOUBLING.replace("(2 * b)", "(2 * b - a)")
    assert fixed in cands
    # the parenthesized term's own variants come before the whole value's
    assert cands.index(fixed) < cands.index(DOUBLING.replace("(2 * b)\n", "(2 * b) + n\n"))
    # `c` is bound by this very statement and `d` after it: neither is in reach
    assert not [c for c in cands if "2 * b - c" in c or "2 * b - d" in c]
    needed = DOUBLING.replace("a * (2 * b)", "a * (2 + b)")
    assert not [c for c in sources(run(tmp_path, needed, 5, "add-term"))
                if "(2 + b - " in c or "(2 + b + " in c]


def test_a_learned_guard_that_hides_an_exception_yields_to_a_template(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.model import Candidate
    from pytest_selfheal.engines.builtin.operators import hides_exception, preferred_over

    src = ("def total(cart):\n    cart.load()\n    items = cart.items\n"
           "    return sum(i.price for i in items)\n")

    def cand(new: str, op: str, line: int = 3) -> Candidate:
        return Candidate("cart.py", new, op, line, op, 0.5, 10, f"{op}:{new}")

    hiding = cand(src.replace("    items = cart.items\n", "    if cart.items is None:\n"
                              "        return 0\n    items = cart.items\n"), "synth-guard")
    telling = cand(src.replace("    items = cart.items\n", "    if len(cart.items) > 3:\n"
                               "        return 0\n    items = cart.items\n"), "synth-guard")
    call = cand(src.replace("    items = cart.items\n", "    cart.fetch()\n"
                            "    items = cart.items\n"), "insert-stmt")
    far = cand(src.replace("sum(", "max("), "replace-name", line=6)
    other = cand(src.replace("    items = cart.items\n", "    if not cart:\n"
                             "        return 0\n    items = cart.items\n"), "synth-guard")
    assert hides_exception(src, hiding) and hides_exception(src, other)
    assert not hides_exception(src, telling) and not hides_exception(src, call)
    assert preferred_over(hiding, [other, far, call], src) == [call]
    assert preferred_over(telling, [call], src) == []  # a real condition stands


GRAPH = """\
class Vertex:
    def __init__(self, name):
        self.name = name
        self.edges = []


class Graph:
    def __init__(self):
        self.index = {}
        self.order = []

    def _detach(self, v):
        self.order.remove(v)

    def remove(self, name):
        v = self.index.pop(name)
        self._detach(v)

    def prune(self):
        for v in list(self.order):
            if not v.edges:
                self._detach(v)
"""


def test_an_object_taken_out_drops_its_entry_as_a_sibling_method_does(
        tmp_path: Path) -> None:
    cands = run(tmp_path, GRAPH, 22, "drop-entry")
    assert cands[0].new_source == GRAPH.replace(
        "                self._detach(v)\n",
        "                self._detach(v)\n                del self.index[v.name]\n")
    # the method that drops it already is left alone
    assert run(tmp_path, GRAPH, 17, "drop-entry") == []


def test_an_assertion_s_own_comparison_is_the_oracle_not_a_suspect() -> None:
    import ast

    from pytest_selfheal.engines.builtin.localize import _called_names

    assert "__eq__" not in _called_names(ast.parse("assert got == want").body[0])
    assert "__eq__" not in _called_names(ast.parse("assert not (a == b and c)").body[0])
    assert "__eq__" in _called_names(ast.parse("same = got == want").body[0])
    assert "__add__" in _called_names(ast.parse("assert a + b == c").body[0])


def test_an_operator_on_plain_values_runs_no_class_method() -> None:
    import ast

    from pytest_selfheal.engines.builtin.localize import _called_names

    assert _called_names(ast.parse("done = coeffs[-1] == 0").body[0]) == []
    assert _called_names(ast.parse("n = len(xs) + 1").body[0]) == ["len"]
    assert "__mul__" in _called_names(ast.parse("y = scale * vec").body[0])


PARTITION = """\
def partition3(xs, pivot):
    lo, mid, hi = 0, 0, len(xs) - 1
    while mid <= hi:
        if xs[mid] < pivot:
            xs[lo], xs[mid] = xs[mid], xs[lo]
            lo += 1
            mid += 1
        elif xs[mid] > pivot:
            xs[mid], xs[hi] = xs[hi], xs[mid]
        else:
            mid += 1
    return lo, hi + 1
"""


def test_a_branch_of_an_elif_chain_that_moves_nothing_takes_its_step(tmp_path: Path) -> None:
    cands = run(tmp_path, PARTITION, 9, "loop-progress")
    assert cands[0].new_source == PARTITION.replace(
        "xs[hi], xs[mid]\n", "xs[hi], xs[mid]\n            hi -= 1\n")


FIELDS = """\
def split_fields(line, sep):
    fields = []
    field = []
    for ch in line:
        if ch == sep:
            fields.append("".join(field))
        else:
            field.append(ch)
    fields.append("".join(field))
    return fields
"""


def test_a_buffer_used_in_a_loop_starts_again_after_its_use(tmp_path: Path) -> None:
    cands = run(tmp_path, FIELDS, 6, "reset-after-use")
    assert sources(cands) == [FIELDS.replace(
        '            fields.append("".join(field))\n',
        '            fields.append("".join(field))\n            field = []\n')]
    assert run(tmp_path, FIELDS, 8, "reset-after-use") == []  # its growth is no use
    reset = FIELDS.replace('"".join(field))\n        else', '"".join(field))\n'
                           '            field = []\n        else')
    assert run(tmp_path, reset, 6, "reset-after-use") == []  # it starts again already


SPLIT = """\
def split_even(items, k, target):
    sums = [0] * k

    def place(i):
        if i == len(items):
            return True
        for b in range(k):
            if sums[b] + items[i] <= target:
                sums[b] += items[i]
                if place(i + 1):
                    return True
        return False

    return place(0)
"""


def test_a_running_sum_a_backtracking_step_adds_to_is_taken_back(tmp_path: Path) -> None:
    cands = run(tmp_path, SPLIT, 10, "undo-step")
    assert cands[0].new_source == SPLIT.replace(
        "                    return True\n",
        "                    return True\n                sums[b] -= items[i]\n")


BOARD = """\
class Board:
    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols

    def around(self, r, c):
        out = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if 0 <= nr < self.rows:
                    out.append((nr, nc))
        return out
"""


def test_a_bound_checked_on_one_axis_gains_the_other(tmp_path: Path) -> None:
    cands = run(tmp_path, BOARD, 10, "add-clause")
    assert cands[0].new_source == BOARD.replace(
        "< self.rows:", "< self.rows and 0 <= nc < self.cols:")
    both = BOARD.replace("< self.rows:", "< self.rows and 0 <= nc < self.cols:")
    assert not [c for c in sources(run(tmp_path, both, 10, "add-clause"))
                if c.count("0 <= nc < self.cols") > 1]


SCC = """\
def components(graph):
    index, low, stack, on_stack = {}, {}, [], set()

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            else:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            while stack.pop() != v:
                pass

    for v in graph:
        if v not in index:
            visit(v)
    return low
"""


def test_an_else_of_a_membership_test_becomes_a_test_of_a_set_the_function_fills(
        tmp_path: Path) -> None:
    cands = run(tmp_path, SCC, 9, "else-to-elif")
    assert cands[0].new_source == SCC.replace("            else:\n",
                                              "            elif w in on_stack:\n")
    tested = SCC.replace("if low[v] == index[v]:", "if low[v] == index[v] and v in on_stack:")
    assert not [c for c in sources(run(tmp_path, tested, 9, "else-to-elif"))
                if "elif w in on_stack" in c]


STATS = """\
class Stats:
    def __init__(self):
        self.n, self.mean = 0, 0.0

    def merge(self, other):
        n = self.n + other.n
        delta = other.mean - self.mean
        self.mean += delta * other.n / n
        spread = delta * self.n
        return spread
"""


def test_a_field_s_new_value_kept_in_a_local_is_stored_back(tmp_path: Path) -> None:
    cands = run(tmp_path, STATS, 7, "store-back")
    assert sources(cands) == [STATS.replace(
        "        spread = delta * self.n\n",
        "        spread = delta * self.n\n        self.n = n\n")]
    stored = STATS.replace("        return spread", "        self.n = n\n        return spread")
    assert run(tmp_path, stored, 7, "store-back") == []


BEARING = """\
import math


def bearing(lat1, lon1, lat2, lon2):
    phi1, phi2 = math.radians(lat1), math.radians(lat2)
    dlmb = lon2 - lon1
    x = math.sin(dlmb) * math.cos(phi2)
    return math.degrees(math.atan2(x, math.cos(phi1)))
"""


def test_a_value_of_parameters_read_raw_gets_the_conversion_its_siblings_get(
        tmp_path: Path) -> None:
    cands = run(tmp_path, BEARING, 6, "wrap-call")
    assert cands[0].new_source == BEARING.replace("dlmb = lon2 - lon1",
                                                  "dlmb = math.radians(lon2 - lon1)")
    assert not [c for c in sources(run(tmp_path, BEARING, 7, "wrap-call"))
                if "math.radians(dlmb)" in c]  # not a local the function computed


SLUG = """\
import re


def slugify(text, limit=0):
    slug = re.sub(r"[^a-z0-9]+", "-", text.lower())
    if limit and len(slug) > limit:
        slug = slug[:limit].rstrip("-")
    return slug
"""


def test_a_clean_up_applied_later_is_chained_onto_the_value(tmp_path: Path) -> None:
    cands = sources(run(tmp_path, SLUG, 5, "chain-call"))
    fixed = SLUG.replace('text.lower())\n', 'text.lower()).strip("-")\n')
    assert cands[0] == fixed
    assert SLUG.replace('text.lower())\n', 'text.lower()).rstrip("-")\n') in cands


RANKED = """\
class Node:
    def __init__(self, key):
        self.key, self.left, self.right = key, None, None
        self.count = 1


def insert(node, key):
    if node is None:
        return Node(key)
    if key < node.key:
        node.left = insert(node.left, key)
    else:
        node.right = insert(node.right, key)
    return node


def size(node):
    return node.count if node else 0
"""


def test_a_node_count_no_insert_grows_grows_before_the_node_returns(tmp_path: Path) -> None:
    cands = run(tmp_path, RANKED, 13, "count-grows")
    assert sources(cands) == [RANKED.replace("        node.right = insert(node.right, key)\n",
                                             "        node.right = insert(node.right, key)\n"
                                             "    node.count += 1\n")]
    grown = RANKED.replace("    return node\n", "    node.count = 1 + size(node.left)\n"
                           "    return node\n")
    assert run(tmp_path, grown, 13, "count-grows") == []


ROUTES = """\
def routes(graph, start, goal):
    found = []
    path = [start]

    def walk(node):
        if node == goal:
            found.append(path)
            return
        for nxt in graph[node]:
            path.append(nxt)
            walk(nxt)
            path.pop()

    walk(start)
    return found
"""


def test_a_list_stored_whole_while_the_walk_goes_on_changing_it_is_copied(
        tmp_path: Path) -> None:
    cands = run(tmp_path, ROUTES, 7, "wrap-call")
    assert cands[0].new_source == ROUTES.replace("found.append(path)", "found.append(list(path))")
    fresh = "def rows(n):\n    out = []\n    for i in range(n):\n        row = []\n" \
            "        row.append(i)\n        out.append(row)\n    return out\n"
    copies = [c for c in run(tmp_path, fresh, 6, "wrap-call") if "list(row)" in c.new_source]
    assert all(c.rank < cands[0].rank / 3 for c in copies)  # a fresh list per row: no boost


LFU = """\
class Counts:
    def __init__(self):
        self._freq, self._buckets, self._min_freq = {}, {}, 0

    def touch(self, key):
        freq = self._freq[key]
        del self._buckets[self._min_freq][key]
        self._freq[key] = freq + 1
"""


def test_a_field_read_where_the_local_just_computed_was_meant(tmp_path: Path) -> None:
    cands = run(tmp_path, LFU, 7, "field-to-local")
    assert cands[0].new_source == LFU.replace("[self._min_freq]", "[freq]")
    # the method `touch` calls and the places it stores are left alone
    assert all("self._freq[key] = freq + 1" in c.new_source for c in cands)


ALIQUOT = """\
def orbit(n, step):
    seq = [n]
    seen = {n}
    while n != 0:
        n = step(n)
        if n in seen:
            break
        seq.append(n)
    return seq
"""


def test_a_seen_set_tested_in_a_loop_and_never_filled_is_filled_first(tmp_path: Path) -> None:
    cands = run(tmp_path, ALIQUOT, 6, "membership-update")
    assert cands[0].new_source == ALIQUOT.replace("            break\n",
                                                  "            break\n        seen.add(n)\n")
    once = ALIQUOT.replace("    seen = {n}\n", "    seen = {n}\n    seen = {n, 0}\n")
    assert run(tmp_path, once, 7, "membership-update")[0].rank < cands[0].rank / 2


WIDEST = """\
def widest(levels):
    best = 0
    for level in levels:
        width = len(level)
        if width > best:
            best = best + width
    return best
"""


def test_a_running_best_that_adds_the_newcomer_takes_it(tmp_path: Path) -> None:
    cands = run(tmp_path, WIDEST, 6, "drop-operand")
    assert cands[0].new_source == WIDEST.replace("best = best + width", "best = width")
    unguarded = WIDEST.replace("        if width > best:\n            best", "        best")
    plain = run(tmp_path, unguarded, 5, "drop-operand")
    assert max(c.rank for c in plain) < cands[0].rank  # no comparison of the two, no boost


SQUARES = """\
def squares(grid, rows, cols):
    t = [[0] * cols for _ in range(rows)]
    for i in range(rows):
        for j in range(cols):
            if i and j and grid[i][j]:
                t[i][j] = 1 + min(t[i - 1][j], t[i][i - 1], t[i - 1][j - 1])
    return t
"""


def test_an_index_off_its_axis_takes_the_axis_variable(tmp_path: Path) -> None:
    cands = run(tmp_path, SQUARES, 6, "index-variable")
    assert cands[0].new_source == SQUARES.replace("t[i][i - 1]", "t[i][j - 1]")
