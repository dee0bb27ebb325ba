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
