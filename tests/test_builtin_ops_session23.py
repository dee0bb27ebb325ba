"""Session 23's templates and rankings, found on corpus 12 (a development set in the
blind corpus 7's shape): a repeated statement not adapted to its partner name, ..."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run

from pytest_selfheal.engines.builtin.twins import stale_copy_names

BALANCED = '''\
def height(node):
    if node is None:
        return 0
    left = height(node.left)
    if left < 0:
        return -1
    right = height(node.right)
    if left < 0:
        return -1
    return 1 + max(left, right)
'''


def test_a_repeated_statement_after_a_partners_binding_reads_the_partner(
        tmp_path: Path) -> None:
    """The second `if left < 0:` follows `right = height(node.right)`, a copy of
    `left = ...` in one token: the copy was meant for `right`, and that rename comes
    first; the first `if left < 0:` is no stale copy."""
    func = ast.parse(BALANCED).body[0]
    first, second = func.body[2], func.body[4]
    assert stale_copy_names(func, func.body, second)
    assert not stale_copy_names(func, func.body, first)
    cands = run(tmp_path, BALANCED, 8, "replace-name")
    assert cands[0].description.endswith("`left` -> `right`")
    assert "    right = height(node.right)\n    if right < 0:\n" in cands[0].new_source
    # a repeat with no partner bound between is no stale copy (a retry, a second check)
    again = BALANCED.replace("    right = height(node.right)\n", "    log(node)\n")
    func = ast.parse(again).body[0]
    assert not stale_copy_names(func, func.body, func.body[4])


def test_a_learned_parametrization_that_breaks_is_a_regression() -> None:
    """A neighbour learned from a rejected proposal (or a passing sibling of a failing
    parametrized test) is one parametrization: its failure rejects the candidate. It used
    to be compared by its function's id, and let every such candidate through."""
    from pytest_selfheal.engines.builtin.neighbours import RegressionCheck
    from pytest_selfheal.warmworker import CandidateResult

    class Runner:
        on_disk = True

        def run(self, nodeids: list[str], timeout: float) -> CandidateResult:
            if self.on_disk and "t.py::test_q[1-3]" in nodeids:
                return CandidateResult("failed", 0.0, "t.py::test_q[1-3]", "boom")
            return CandidateResult("passed", 0.0)

    runner = Runner()

    def restore() -> None:
        runner.on_disk = False

    def rewrite() -> None:
        runner.on_disk = True

    check = RegressionCheck(["t.py::test_q[1-3]", "t.py::test_other"], 5.0)
    assert check.regresses(runner, restore, rewrite) is True
    assert check.good == {"t.py::test_q[1-3]"} and runner.on_disk


def test_the_engine_gets_the_passing_parametrizations_of_the_failing_tests() -> None:
    from types import SimpleNamespace

    from pytest_selfheal.loop import _passing_siblings

    ctx = SimpleNamespace(passing_durations={
        "t.py::test_q[1-3]": 0.1, "t.py::test_q[2-2]": 0.1, "t.py::test_r[1]": 0.1,
        "t.py::test_plain": 0.1})
    assert _passing_siblings(ctx, ["t.py::test_q[7-2]", "t.py::test_s"]) == [  # type: ignore[arg-type]
        "t.py::test_q[1-3]", "t.py::test_q[2-2]"]


HEAP = '''\
import heapq


def k_largest(items, k):
    heap = list(items[:k])
    heapq.heapify(heap)
    for item in items[k:]:
        heapq.heapreplace(heap, item)
    return sorted(heap, reverse=True)
'''


def test_heapreplace_and_heappushpop_are_a_confused_pair(tmp_path: Path) -> None:
    cands = run(tmp_path, HEAP, 8, "replace-attribute")
    assert "heapq.heappushpop(heap, item)" in cands[0].new_source


LEFTIST = '''\
class Node:
    def __init__(self, key, item):
        self.key = key
        self.item = item
        self.left = None


def merge(a, b):
    if b.item < a.item:
        a, b = b, a
    return a
'''


def test_an_attribute_read_twice_is_renamed_at_every_read(tmp_path: Path) -> None:
    """`b.item < a.item`: the objects are compared by the wrong field on both sides."""
    cands = run(tmp_path, LEFTIST, 9, "sibling-attribute")
    both = [c for c in cands if "every `.item`" in c.description]
    assert both and "    if b.key < a.key:\n" in both[0].new_source
    assert any("    if b.key < a.item:\n" in c.new_source for c in cands)  # one at a time too


STIRLING = '''\
def stirling2(n, k):
    if n == k:
        return 1
    if k == 0 or k > n:
        return 0
    return stirling2(n - 1, k) + stirling2(n - 1, k - 1)
'''


def test_a_recurrence_term_gets_its_coefficient_from_its_own_arguments(tmp_path: Path) -> None:
    cands = run(tmp_path, STIRLING, 6, "add-term")
    texts = [c.new_source.splitlines()[5].strip() for c in cands]
    assert "return k * stirling2(n - 1, k) + stirling2(n - 1, k - 1)" in texts[:4]
    assert "return stirling2(n - 1, k) + k * stirling2(n - 1, k - 1)" in texts
    # one call is no recurrence: no coefficient
    single = STIRLING.replace(" + stirling2(n - 1, k - 1)", " + 1")
    assert not any("k * stirling2" in c.new_source for c in run(tmp_path, single, 6, "add-term"))


PREFIX = '''\
def range_weights(freqs):
    prefix = [0]
    for f in freqs:
        prefix.append(prefix[-1] + f)
    out = []
    n = len(freqs)
    for i in range(n):
        for j in range(i + 1, n + 1):
            weight = prefix[j]
            out.append(weight)
    return out
'''


def test_a_running_sum_read_at_one_end_becomes_a_difference(tmp_path: Path) -> None:
    cands = run(tmp_path, PREFIX, 9, "add-term")
    assert "            weight = prefix[j] - prefix[i]\n" in cands[0].new_source
    plain = PREFIX.replace("prefix.append(prefix[-1] + f)", "prefix.append(f)")
    assert not any("- prefix[" in c.new_source for c in run(tmp_path, plain, 9, "add-term"))


def test_a_sequence_written_twice_in_a_concatenation_is_mirrored(tmp_path: Path) -> None:
    src = "def mirror(half, middle):\n    return half + middle + half\n"
    cands = run(tmp_path, src, 2, "slice-end")
    assert cands[0].new_source.endswith("return half + middle + half[::-1]\n")
    assert "return half[::-1] + middle + half\n" in cands[1].new_source
    assert run(tmp_path, "def twice(a):\n    return a + a\n", 2, "slice-end") == []


NEWTON = '''\
def newton(f, df, x, tol=1e-12, max_iter=100):
    step = 1.0
    iterations = 0
    while abs(step) > tol:
        step = f(x) / df(x)
        x -= step
        iterations += 1
    if abs(step) > tol:
        raise ValueError(f"no convergence after {max_iter} iterations")
    return x
'''


def test_a_counted_loop_regains_the_test_of_its_count_against_an_unread_cap(
        tmp_path: Path) -> None:
    cands = run(tmp_path, NEWTON, 4, "loop-progress")
    capped = [c for c in cands if "iterations < max_iter" in c.new_source]
    assert capped and "    while abs(step) > tol and iterations < max_iter:\n" in (
        capped[0].new_source)
    # a cap the function already compares is not lost
    read = NEWTON.replace("    if abs(step) > tol:\n", "    if iterations >= max_iter:\n")
    assert not any("< max_iter" in c.new_source for c in run(tmp_path, read, 4, "loop-progress"))


SJF = '''\
import heapq


def schedule(pending):
    ready, chart = [], []
    time = i = 0
    while i < len(pending) or ready:
        while i < len(pending) and pending[i][0] <= time:
            heapq.heappush(ready, pending[i][1])
            i += 1
        if not ready:
            continue
        burst = heapq.heappop(ready)
        chart.append((time, burst))
        time += burst
    return chart
'''


def test_an_idle_round_jumps_the_clock_to_what_the_loop_waits_for(tmp_path: Path) -> None:
    cands = run(tmp_path, SJF, 12, "loop-progress")
    jump = [c for c in cands if "insert `time = pending[i][0]`" in c.description]
    assert jump and ("        if not ready:\n            time = pending[i][0]\n"
                     "            continue\n") in jump[0].new_source


INTERVALS = '''\
def search(node, lo, hi, found):
    if node is None:
        return
    if node.start <= hi:
        found.append(node)


class Span:
    def __init__(self, start, end):
        self.start, self.end = start, end
'''


def test_an_overlap_test_gains_its_other_half(tmp_path: Path) -> None:
    """`node.start <= hi` lacks `lo <= node.end`: two ranges meet when each starts before
    the other ends."""
    cands = run(tmp_path, INTERVALS, 4, "add-clause")
    assert any("    if node.start <= hi and lo <= node.end:\n" in c.new_source
               for c in cands[:6])


def test_a_walk_takes_the_next_value_its_body_computes(tmp_path: Path) -> None:
    """`u = parent[v]` computed and never taken: the walk up the parents stands still;
    `v = u` ranks above a blind count (`v -= 1`)."""
    src = ("def bottleneck(parent, cap, source, sink):\n    low = float('inf')\n"
           "    v = sink\n    while v != source:\n        u = parent[v]\n"
           "        low = min(low, cap[u][v])\n    return low\n")
    cands = run(tmp_path, src, 4, "loop-progress")
    assert "insert `v = u`" in cands[0].description
    assert "        low = min(low, cap[u][v])\n        v = u\n" in cands[0].new_source


def test_an_edit_that_writes_an_expression_twice_is_never_a_candidate(tmp_path: Path) -> None:
    """`row.endswith(sentinel)` -> `sentinel.endswith(sentinel)` makes the test always
    true: it passed weak tests in place of the fix (`row[:-1]`), even ranked last."""
    from pytest_selfheal.engines.builtin.twins import makes_twin

    src = ("def original(table, sentinel):\n    for row in table:\n"
           "        if row.endswith(sentinel):\n            return row[1:]\n")
    start = src.index("if row")
    end = src.index("row[1:]") + len("row[1:]")
    at = src.index("row.endswith")
    assert makes_twin(src, [(at, at + 3, "sentinel")], start, end, 8)
    assert not makes_twin(src, [(at, at + 3, "table")], start, end, 8)
    cands = run(tmp_path, src, 3, "replace-name")
    texts = [c.new_source.splitlines()[2].strip() for c in cands]
    assert "if table.endswith(sentinel):" in texts
    assert "if sentinel.endswith(sentinel):" not in texts
