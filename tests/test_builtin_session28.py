"""Session 28's engine changes: a failure inside a `pytest.raises` block that did not
raise what the block awaited (it hung, or died of another error) counts as `DID NOT
RAISE`; a dead sequence is checked by the raise guard."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.model import Suspect
from pytest_selfheal.engines.builtin.operators import generate
from pytest_selfheal.engines.builtin.raisesblock import awaited, awaited_messages
from pytest_selfheal.records import Failure, Frame

TEST = """\
import pytest

from chain import walk


def test_plain():
    assert walk(12) == [12]


def test_rejects_repeats():
    with pytest.raises(ValueError):
        walk(7777)


def test_rejects_either():
    with pytest.raises((TypeError, errors.Refused), match="no"):
        value = 3
        walk(value)
"""

CHAIN = """\
def digits_of(n):
    return [int(ch) for ch in str(n)]


def walk(n):
    digits = digits_of(n)
    out = [n]
    while out[-1] != 6174:
        out.append(step(out[-1]))
    return out
"""


def _failure(line: int, exc_type: str = "Failed", message: str = "Timeout (>10.0s)",
             test: str = "test_rejects_repeats") -> Failure:
    return Failure(nodeid=f"tests/test_chain.py::{test}", exc_type=exc_type, message=message,
                   test_path="tests/test_chain.py",
                   frames=[Frame(path="tests/test_chain.py", lineno=line, function=test),
                           Frame(path="chain.py", lineno=8, function="walk")])


def _project(tmp_path: Path) -> Path:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_chain.py").write_text(TEST, encoding="utf-8")
    (tmp_path / "chain.py").write_text(CHAIN, encoding="utf-8")
    return tmp_path


def test_a_hang_inside_a_raises_block_awaits_its_exception(tmp_path: Path) -> None:
    root = _project(tmp_path)
    assert awaited(root, _failure(12)) == ("ValueError",)
    # the last frame in the test file decides; a tuple and dotted names give short names
    assert awaited(root, _failure(18, test="test_rejects_either")) == ("TypeError", "Refused")
    assert awaited_messages(root, [_failure(12)]) == [
        ("Failed", "DID NOT RAISE <class 'ValueError'> (the test's raises block; "
                   "it ended in Failed)")]


def test_another_error_in_the_block_awaits_it_too_but_not_its_own_verdicts(
        tmp_path: Path) -> None:
    root = _project(tmp_path)
    assert awaited(root, _failure(12, "ZeroDivisionError", "division by zero")) == (
        "ValueError",)
    # the awaited exception itself (a `match=` miss) and pytest's own verdict are not
    assert awaited(root, _failure(12, "ValueError", "boom")) == ()
    assert awaited(root, _failure(12, "AssertionError",
                                  "Regex pattern did not match.")) == ()
    assert awaited(root, _failure(12, "Failed", "DID NOT RAISE <class 'ValueError'>")) == ()
    # outside any raises block (the `with` line itself is not its body), nothing
    assert awaited(root, _failure(7, test="test_plain")) == ()
    assert awaited(root, _failure(11)) == ()
    # no frame in the test file, or the file gone
    lost = _failure(12)
    lost.frames = lost.frames[1:]
    assert awaited(root, lost) == ()
    assert awaited(tmp_path / "elsewhere", _failure(12)) == ()


def test_the_raise_guard_checks_a_dead_sequence_for_a_hung_raises_test(
        tmp_path: Path) -> None:
    root = _project(tmp_path)
    line = CHAIN.splitlines().index("    out = [n]") + 1
    cands = generate(root, [Suspect("chain.py", line, 1.0)], [_failure(12)],
                     operators=["raise-guard"])
    guard = ("    digits = digits_of(n)\n"
             "    if len(set(digits)) == 1:\n"
             "        raise ValueError('digits not accepted')\n"
             "    out = [n]\n")
    assert CHAIN.replace("    digits = digits_of(n)\n    out = [n]\n", guard) in sources(cands)
    # without the raises block's evidence there is no exception to raise, so no guard
    plain = _failure(7, test="test_plain")
    assert not generate(root, [Suspect("chain.py", line, 1.0)], [plain],
                        operators=["raise-guard"])


def test_a_dead_value_that_is_not_a_sequence_gets_no_item_checks(tmp_path: Path) -> None:
    root = _project(tmp_path)
    scalar = CHAIN.replace("    return [int(ch) for ch in str(n)]", "    return int(str(n))")
    (root / "chain.py").write_text(scalar, encoding="utf-8")
    line = scalar.splitlines().index("    out = [n]") + 1
    cands = generate(root, [Suspect("chain.py", line, 1.0)], [_failure(12)],
                     operators=["raise-guard"])
    assert cands  # guards over `n` are still built
    assert not any("set(digits)" in c.new_source for c in cands)


CYCLE = """\
def cycle_sort(items):
    writes = 0
    for start in range(len(items) - 1):
        item = items[start]
        pos = position(items, start, item)
        if pos == start:
            continue
        pos = past_equals(items, pos, item)
        items[pos], item = item, items[pos]
        writes += 1
        while pos != start:
            pos = position(items, start, item)
            items[pos], item = item, items[pos]
            writes += 1
    return writes
"""


def test_twin_block_restores_the_statement_a_repeated_block_lost(tmp_path: Path) -> None:
    line = CYCLE.splitlines().index("            pos = position(items, start, item)") + 1
    cands = run(tmp_path, CYCLE, line, "twin-block")
    lost = ("            pos = position(items, start, item)\n"
            "            pos = past_equals(items, pos, item)\n"
            "            items[pos], item = item, items[pos]\n")
    fixed = CYCLE.replace("            pos = position(items, start, item)\n"
                          "            items[pos], item = item, items[pos]\n", lost)
    assert sources(cands)[0] == fixed
    # the jump of the gap comes too, weaker; the loop around the copy is never copied in
    assert len(cands) == 2 and "continue" in cands[1].description
    assert all("while pos" not in c.description for c in cands)
    # the loop header fills gaps in its own body
    header = CYCLE.splitlines().index("        while pos != start:") + 1
    assert fixed in sources(run(tmp_path, CYCLE, header, "twin-block"))


def test_twin_block_needs_a_real_alignment_next_to_the_suspect(tmp_path: Path) -> None:
    # far from the gap: the edit stays where localization pointed
    far = CYCLE.splitlines().index("            writes += 1") + 1
    assert not run(tmp_path, CYCLE, far, "twin-block")
    # one shared statement is no twin
    lone = """\
def f(xs):
    total = 0
    for x in xs:
        total += x
        check(total)
    while total > 10:
        total += 1
    return total
"""
    line = lone.splitlines().index("        total += 1") + 1
    assert not run(tmp_path, lone, line, "twin-block")


PHASE = """\
def cut_phase(graph, active):
    remaining = set(active)
    attached = {v: 0 for v in active}
    last = None
    while remaining:
        v = max(remaining, key=lambda x: attached[x])
        last = v
        for u, w in graph[v].items():
            if u in remaining:
                attached[u] += w
    return last
"""


def test_a_worklist_that_never_shrinks_takes_its_item_out(tmp_path: Path) -> None:
    line = PHASE.splitlines().index("    while remaining:") + 1
    cands = sources(run(tmp_path, PHASE, line, "loop-progress"))
    taken = PHASE.replace("        v = max(remaining, key=lambda x: attached[x])\n",
                          "        v = max(remaining, key=lambda x: attached[x])\n"
                          "        remaining.remove(v)\n")
    assert taken in cands
    assert taken.replace(".remove(v)", ".discard(v)") in cands
    assert cands.index(taken) < cands.index(taken.replace(".remove(v)", ".discard(v)"))


def test_a_queue_read_at_its_ends_pops_there(tmp_path: Path) -> None:
    queue = """\
from collections import deque


def drain(items):
    todo = deque(items)
    out = []
    while len(todo) > 0:
        head = todo[0]
        out.append(head)
    return out
"""
    line = queue.splitlines().index("    while len(todo) > 0:") + 1
    cands = sources(run(tmp_path, queue, line, "loop-progress"))
    assert queue.replace("        head = todo[0]\n",
                         "        head = todo[0]\n        todo.popleft()\n") in cands
    stack = queue.replace("deque(items)", "list(items)").replace("todo[0]", "todo[-1]")
    assert stack.replace("        head = todo[-1]\n",
                         "        head = todo[-1]\n        todo.pop()\n") in sources(
        run(tmp_path, stack, line, "loop-progress"))


def test_a_worklist_the_body_shrinks_or_hands_away_gets_no_step(tmp_path: Path) -> None:
    line = PHASE.splitlines().index("    while remaining:") + 1
    for body in ("        remaining.discard(v)\n", "        remaining = remaining - {v}\n",
                 "        settle(remaining, v)\n"):
        shrunk = PHASE.replace("        last = v\n", f"        last = v\n{body}")
        assert not any("never shrinks" in c.description
                       for c in run(tmp_path, shrunk, line, "loop-progress"))


CENTROIDS = """\
def decompose(adj, n):
    removed = [False] * n
    up = [-1] * n

    def build(root, parent, depth):
        c = centroid(adj, root, removed)
        removed[c] = True
        up[c] = parent
        for nb in adj[c]:
            if not removed[nb]:
                build(nb, parent, depth + 1)

    build(0, -1, 0)
    return up
"""


def test_a_recursion_handing_its_stored_parameter_down_ranks_the_call() -> None:
    from pytest_selfheal.engines.builtin.passthrough import stored_passthroughs

    tree = ast.parse(CENTROIDS)
    build = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
                 and n.name == "build")
    found = stored_passthroughs(build)
    assert [(call.lineno, param) for call, param in found] == [(11, "parent")]
    # the current node handed down is no passthrough
    assert not stored_passthroughs(_function(CENTROIDS.replace("build(nb, parent,",
                                                               "build(nb, c,"), "build"))
    # a BST insert stores its value only at the node it finds: no passthrough
    insert = """\
def insert(node, key, value):
    if node is None:
        return Node(key, value)
    if key == node.key:
        node.value = value
    elif key < node.key:
        node.left = insert(node.left, key, value)
    return node
"""
    assert not stored_passthroughs(_function(insert, "insert"))


def _function(src: str, name: str) -> ast.FunctionDef:
    return next(n for n in ast.walk(ast.parse(src)) if isinstance(n, ast.FunctionDef)
                and n.name == name)


def test_passthrough_evidence_puts_the_recursive_call_first(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.localize import rank_suspects

    (tmp_path / "centroids.py").write_text(CENTROIDS, encoding="utf-8")
    failure = Failure(nodeid="tests/test_c.py::test_up", exc_type="AssertionError",
                      message="assert [-1, -1] == [-1, 0]", test_path="tests/test_c.py",
                      frames=[Frame(path="tests/test_c.py", lineno=5, function="test_up"),
                              Frame(path="centroids.py", lineno=11, function="build")])
    suspects = rank_suspects(tmp_path, [failure])
    top = next(s for s in suspects if s.line == 11)
    assert any("stored parameter parent" in r for r in top.reasons)


DOMINATORS = """\
def intersect(idom, post, a, b):
    while a != b:
        while post[a] < post[b]:
            a = idom[a]
        while post[b] < post[a]:
            b = idom[b]
    return a


def solve(preds, post, rpo, entry):
    idom = {entry: entry}
    for v in rpo:
        new = None
        for p in preds[v]:
            new = p if new is None else intersect(idom, post, p, new)
        idom[v] = new
    return idom


def lookup(table, key):
    return table[key]
"""

KEY_ERROR = [("KeyError", "5")]


def test_key_guard_skips_a_key_the_helper_it_calls_would_look_up(tmp_path: Path) -> None:
    line = DOMINATORS.splitlines().index(
        "            new = p if new is None else intersect(idom, post, p, new)") + 1
    cands = run(tmp_path, DOMINATORS, line, "key-guard", messages=KEY_ERROR)
    guard = ("            if p not in idom:\n                continue\n"
             "            new = p if new is None else intersect(idom, post, p, new)\n")
    fixed = DOMINATORS.replace(
        "            new = p if new is None else intersect(idom, post, p, new)\n", guard)
    assert fixed in sources(cands)
    assert any("if new not in idom: continue" in c.description for c in cands)


def test_key_guard_outside_a_loop_returns_and_needs_a_key_error(tmp_path: Path) -> None:
    line = DOMINATORS.splitlines().index("    return table[key]") + 1
    # a return statement keeps its lookup; the guard goes only before other statements
    assert not run(tmp_path, DOMINATORS, line, "key-guard", messages=KEY_ERROR)
    plain = DOMINATORS.replace("    return table[key]", "    value = table[key]\n"
                               "    return value")
    cands = run(tmp_path, plain, line, "key-guard", messages=KEY_ERROR)
    assert [c.description for c in cands] == [
        f"line {line}: insert `if key not in table: return None` (a KeyError)"]
    assert not run(tmp_path, plain, line, "key-guard",
                   messages=[("AssertionError", "assert 1 == 2")])


def test_a_field_worklist_of_a_deque_pops_its_head(tmp_path: Path) -> None:
    center = """\
from collections import deque


class Center:
    def __init__(self):
        self._queue = deque()
        self.gone = {}

    def drop(self, now):
        while self._queue and self._queue[0].deadline < now:
            head = self._queue[0]
            self.gone[head.ident] = head.deadline
"""
    line = center.splitlines().index(
        "        while self._queue and self._queue[0].deadline < now:") + 1
    cands = run(tmp_path, center, line, "loop-progress")
    want = center.replace("            head = self._queue[0]\n",
                          "            head = self._queue[0]\n            self._queue.popleft()\n")
    assert sources(cands)[0] == want


FIXPOINT = """\
class Flow:
    def update(self, label):
        new = self.compute(label)
        if new == self.state[label]:
            return False
        self.state[label] = new
        return True

    def solve(self):
        while True:
            changed = [self.update(label) for label in self.labels]
            if not changed:
                return self.state

    def names(self):
        parts = [label.strip() for label in self.labels]
        if not parts:
            return []
        return parts
"""


def test_a_list_of_flags_tested_for_truth_asks_any_of_them(tmp_path: Path) -> None:
    line = FIXPOINT.splitlines().index("            if not changed:") + 1
    cands = [c for c in run(tmp_path, FIXPOINT, line, "wrap-call")
             if "any(" in c.description or "all(" in c.description]
    assert sources(cands) == [FIXPOINT.replace("if not changed:", "if not any(changed):"),
                              FIXPOINT.replace("if not changed:", "if not all(changed):")]
    # a list of strings is no list of flags
    line = FIXPOINT.splitlines().index("        if not parts:") + 1
    assert not [c for c in run(tmp_path, FIXPOINT, line, "wrap-call")
                if "any(" in c.description]


READER = """\
class Reader:
    def __init__(self, source):
        self._source = source
        self._buf = b""
        self._eof = False

    def _fill(self):
        chunk = self._source.read(4)
        if not chunk:
            self._eof = True
        self._buf += chunk

    def reset(self):
        self._buf = b""

    def readline(self):
        scanned = 0
        while True:
            newline = self._buf.find(b"\\n", scanned)
            if newline >= 0:
                break
            if self._eof:
                break
            scanned = len(self._buf)
        return newline
"""


def test_a_loop_waiting_on_fields_nothing_in_it_moves_calls_their_mover(
        tmp_path: Path) -> None:
    line = READER.splitlines().index("        while True:") + 1
    cands = [c for c in run(tmp_path, READER, line, "loop-progress")
             if "exits wait on" in c.description]
    refill = READER.replace("            scanned = len(self._buf)\n",
                            "            scanned = len(self._buf)\n            self._fill()\n")
    assert sources(cands)[0] == refill
    # `reset` moves `_buf` too; `__init__` is never called again
    assert any("self.reset()" in c.description for c in cands)
    assert not any("__init__" in c.description for c in cands)
    # a body that already calls a method of its own, or pops a field, is left alone
    for moved in ("            self._fill()\n", "            self._pending.pop()\n"):
        busy = READER.replace("            scanned = len(self._buf)\n",
                              f"            scanned = len(self._buf)\n{moved}")
        assert not [c for c in run(tmp_path, busy, line, "loop-progress")
                    if "exits wait on" in c.description]


BUDDY = """\
def split(free, offset, order, target):
    while order > target:
        free[order].add(offset + (1 << order))
    return offset
"""


def test_a_countdown_step_is_offered_at_the_start_of_the_body_too(tmp_path: Path) -> None:
    line = BUDDY.splitlines().index("    while order > target:") + 1
    cands = sources(run(tmp_path, BUDDY, line, "loop-progress"))
    first = BUDDY.replace("    while order > target:\n",
                          "    while order > target:\n        order -= 1\n")
    last = BUDDY.replace("        free[order].add(offset + (1 << order))\n",
                         "        free[order].add(offset + (1 << order))\n        order -= 1\n")
    assert last in cands and first in cands
    assert cands.index(last) < cands.index(first)


RUN = """\
def run_length(grid, row, col, dr, dc):
    r, c = row + dr, col + dc
    n = 0
    while 0 <= r < len(grid) and 0 <= c < len(grid[0]):
        n += 1
        r += dr
        c += dr
    return n
"""


def test_twin_line_renames_the_names_made_from_the_renamed_target(tmp_path: Path) -> None:
    line = RUN.splitlines().index("        c += dr") + 1
    cands = [c for c in run(tmp_path, RUN, line, "twin-line")
             if "names made from it" in c.description]
    assert sources(cands) == [RUN.replace("        c += dr", "        c += dc")]
    # with no `dc` in scope there is nothing to rename to
    lone = RUN.replace(", dr, dc):", ", dr):").replace("col + dc", "col + dr")
    assert not [c for c in run(tmp_path, lone, line, "twin-line")
                if "names made from it" in c.description]
