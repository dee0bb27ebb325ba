"""Value synthesis from recorded states (valsynth.py): the edits at a statement's
expressions, their evaluation on the states, the filter, the written candidates and the
stage end to end in the warm server."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any

import pytest
from synthcase import FixedStages, plain_env, write_runs, wrong_edit

from pytest_selfheal.engines.builtin import condsynth, valsynth
from pytest_selfheal.engines.builtin import search as search_mod
from pytest_selfheal.engines.builtin.condsynth import Coll, Opaque, States, Target
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.project import FileInfo, Project
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.warmworker import WarmWorker

HITS = '''\
def find(text, pattern, start):
    i = text.find(pattern, start)
    return i


def find_all(text, pattern):
    hits = []
    start = 0
    while True:
        i = find(text, pattern, start)
        if i < 0:
            return hits
        hits.append(start + i)
        start = i + 1
'''
HITS_TESTS = '''\
from runs import find_all


def test_none():
    assert find_all("abc", "x") == []


def test_first_only():
    assert find_all("abc", "a") == [0]


def test_two():
    assert find_all("abab", "ab") == [0, 2]


def test_three():
    assert find_all("aaa", "a") == [0, 1, 2]
'''
FAILING = ["test_runs.py::test_two", "test_runs.py::test_three"]
PASSING = ["test_runs.py::test_none", "test_runs.py::test_first_only"]


env = pytest.fixture(name="env")(plain_env)  # the warm server's: no other plugin


def project(tmp_path: Path, source: str = HITS, tests: str = HITS_TESTS) -> Path:
    return write_runs(tmp_path, source, tests)


def target_at(root: Path, line: int) -> tuple[FileInfo, Target]:
    project_ = Project(root)
    (target,) = condsynth.pick_targets(project_, [Suspect("runs.py", line, 1.0)])
    info = project_.get("runs.py")
    assert info is not None
    return info, target


def states(passing: list[tuple[str, dict[str, Any]]], failing: list[tuple[str, dict[str, Any]]],
           verdict: bool | None = None) -> States:
    return States([(t, verdict, ns) for t, ns in passing], [(t, verdict, ns) for t, ns in failing])


def whats(found: list[valsynth.Found]) -> list[str]:
    return [f.edit.what for f in found]


def test_a_prepended_term_is_dropped(tmp_path: Path) -> None:
    info, target = target_at(project(tmp_path), 13)
    got = valsynth.synthesize(info, target, states(
        [("first", {"start": 0, "i": 0})],
        [("two", {"start": 0, "i": 0}), ("two", {"start": 1, "i": 2}),
         ("three", {"start": 1, "i": 1})]))
    assert whats(got)[0] == "`start + i` -> `i`"
    assert got[0].passing == 0 and got[0].changed == 2
    cand = valsynth.edit(info, target, got[0])
    assert cand is not None and cand.operator == "synth-value"
    assert "        hits.append(i)\n" in cand.new_source
    assert cand.key == f"runs.py:13:synth-value:value:{HITS.index('start + i')}:i"
    # an edit computing the same in a failing test cannot fix it
    same = valsynth.synthesize(info, target, states(
        [("first", {"start": 0, "i": 0})], [("two", {"start": 0, "i": 2})]))
    assert "`start + i` -> `i`" not in whats(same)


WRONG = '''\
def clamp(x, lo, hi):
    if x > hi:
        return lo
    return x
'''


def test_a_wrong_variable_is_replaced_by_one_of_its_kind(tmp_path: Path) -> None:
    info, target = target_at(project(tmp_path, WRONG), 3)
    got = valsynth.synthesize(info, target, states(
        [("low", {"x": 5, "lo": 0, "hi": 0})],  # a weak test: lo == hi
        [("high", {"x": 9, "lo": 0, "hi": 5})]))
    assert "`lo` -> `hi`" in whats(got)
    # one that changes what the passing test computes ranks below: it may still pass
    # (the value may feed a max() or a branch the test does not check), so it is not dropped
    assert whats(got).index("`lo` -> `hi`") < whats(got).index("`lo` -> `x`")
    assert [f.passing for f in got if f.edit.what in ("`lo` -> `hi`", "`lo` -> `x`")] == [0, 1]
    cand = valsynth.edit(info, target, got[whats(got).index("`lo` -> `hi`")])
    assert cand is not None and "        return hi\n" in cand.new_source


KTH = '''\
def kth(xs, k):
    pivot = xs[0]
    below = [x for x in xs if x < pivot]
    above = [x for x in xs if x > pivot]
    lower = len(xs) - len(above)
    if k < len(below):
        return kth(below, k)
    if k >= lower:
        return kth(above, k)
    return pivot
'''


def test_a_missing_term_is_added_and_grouped_where_precedence_needs(tmp_path: Path) -> None:
    info, target = target_at(project(tmp_path, KTH), 9)
    got = valsynth.synthesize(info, target, states(
        [], [("f", {"k": 3, "lower": 2, "pivot": 3, "xs": Coll(4, None)})]))
    assert {"k - lower", "lower"} <= {f.edit.text for f in got}
    # a variable assigned and never read is what a missing term most likely is
    src = "def total(xs, fee):\n    base = sum(xs)\n    extra = fee * 2\n    return base\n"
    info, target = target_at(project(tmp_path, src), 4)
    got = valsynth.synthesize(info, target, states(
        [], [("f", {"xs": Coll(2, None, (1, 2)), "fee": 1, "base": 3, "extra": 2})]))
    texts = [f.edit.text for f in got]
    assert texts.index("base + extra") < texts.index("base + fee")
    assert texts.index("extra") < texts.index("fee")
    src = "def f(n, k, j):\n    return n * k\n"
    info, target = target_at(project(tmp_path, src), 2)
    got = valsynth.synthesize(info, target, states(
        [("p", {"n": 2, "k": 3, "j": 0})], [("f", {"n": 2, "k": 3, "j": 1})]))
    minus = next(f for f in got if f.edit.text == "k - j")
    cand = valsynth.edit(info, target, minus)
    assert cand is not None and "    return n * (k - j)\n" in cand.new_source


CHECK = '''\
def over(x, lo, hi, cap):
    if x > lo:
        return True
    return False
'''


def test_a_condition_operand_counts_only_where_it_changes_the_verdict(tmp_path: Path) -> None:
    info, target = target_at(project(tmp_path, CHECK), 2)
    assert target.kind == "cond"
    rows = [("p", {"x": 5, "lo": 1, "hi": 3, "cap": 9})]
    # hi and cap both differ from lo in the failing state; only hi changes `x > ...`
    got = valsynth.synthesize(info, target, States(
        [(t, True, ns) for t, ns in rows], [("f", True, {"x": 5, "lo": 1, "hi": 7, "cap": 4})]))
    assert "`lo` -> `hi`" in whats(got)
    assert "`lo` -> `cap`" not in whats(got)
    # states whose verdicts the evaluation contradicts are not trusted
    assert valsynth.synthesize(info, target, States(
        [(t, False, ns) for t, ns in rows], [("f", True, {"x": 5, "lo": 1, "hi": 7, "cap": 4})]
    )) == []


def test_subscripts_and_fields_evaluate_on_recorded_sequences_and_objects(tmp_path: Path
                                                                          ) -> None:
    src = "def pick(self, xs, i, j):\n    return xs[i] + self.base\n"
    info, target = target_at(project(tmp_path, src), 2)
    xs = Coll(3, frozenset({10, 20, 30}), (10, 20, 30))
    got = valsynth.synthesize(info, target, states(
        [("p", {"self": Opaque(), "self.base": 1, "self.top": 1, "xs": xs, "i": 1, "j": 1})],
        [("f", {"self": Opaque(), "self.base": 1, "self.top": 5, "xs": xs, "i": 0, "j": 2})]))
    assert {"`i` -> `j`", "`self.base` -> `self.top`"} <= set(whats(got))


def test_only_expressions_that_read_the_states_are_evaluated() -> None:
    assert valsynth._compiled("len(xs) - i") is not None
    code = valsynth._compiled("s * n + str(n)")
    assert code is not None and valsynth._eval(code, {"s": "ab", "n": 2}) == "abab2"
    with pytest.raises(valsynth._NotHere):  # no repetition past what was recorded
        valsynth._eval(code, {"s": "ab", "n": 10 ** 9})
    for text in ("xs.append(1)", "f(x)", "[y for y in xs]", "(n := 1)", "2 ** n",
                 "x.__class__"):
        assert valsynth._compiled(text) is None, text
    assert condsynth._decode(["c", 2, [3, 4], True]) == Coll(2, frozenset({3, 4}), (3, 4))
    assert condsynth._decode(["c", 2, [3, 4], False]).seq is None  # a set: no order
    assert condsynth._decode(["c", 2, [3, 4]]).seq is None  # a file of an older recorder


def test_values_are_synthesized_in_the_warm_server_and_ranked_first(
        tmp_path: Path, env: dict[str, str]) -> None:
    root = project(tmp_path)

    def write(path: str, text: str) -> None:
        (root / path).write_text(text)

    def restore() -> None:
        (root / "runs.py").write_text(HITS)

    suspects = [Suspect("runs.py", n, 1.0) for n in (13, 14)]
    with WarmWorker(root, LocalSandbox(), env) as worker:
        learned = condsynth.candidates(root, suspects, worker.run, write, restore,
                                       FAILING, PASSING, 20.0, float("inf"))
    cands, later = learned.now, learned.later
    assert (root / "runs.py").read_text() == HITS
    assert not list(root.glob(".selfheal-states-*"))
    assert cands[0].operator == "synth-value"
    assert "        hits.append(i)\n" in cands[0].new_source
    # a value that changes a passing test's comes later, after the templates' rest
    assert later and all(c.operator == "synth-value" for c in later)
    assert not {c.key for c in later} & {c.key for c in cands}


GRID = '''\
def find(board, word):
    rows = len(board)
    cols = len(board[0]) if rows else 0

    def inside(r, c):
        return 0 <= r < rows and 0 <= c < rows

    return [inside(r, c) for r in range(-1, rows + 1) for c in range(-1, cols + 1)]
'''


def test_a_nested_function_records_its_enclosing_names(tmp_path: Path) -> None:
    root = project(tmp_path, GRID)
    info, target = target_at(root, 6)
    assert set(target.outer) == {"board", "cols", "word"}  # not rows (read already), not inside
    out = tmp_path / "states.jsonl"
    space: dict[str, Any] = {}
    exec(compile(condsynth.instrument(info, [target], out), "runs.py", "exec"), space)  # noqa: S102
    os.environ["PYTEST_CURRENT_TEST"] = "t.py::test_x (call)"
    assert space["find"]([[1, 2, 3]], "ab") == [  # behaviour kept
        False] * 5 + [False, True, False, False, False] + [False] * 5
    (states_,) = condsynth.read_states(out, [target], {"t.py::test_x"}, set()).values()
    assert states_.failing[0][2]["cols"] == 3 and states_.failing[0][2]["rows"] == 1
    got = valsynth.synthesize(info, target, states_, limit=50)
    assert "`rows` -> `cols`" in whats(got)


def test_module_constants_sizes_and_left_over_parentheses(tmp_path: Path) -> None:
    src = ("LIMIT = 40\nRATE = 1.5\nRATE = 2.0\n\n\n"
           "def over(hours, sep):\n    return hours * (sep + hours)\n")
    assert valsynth.module_constants(ast.parse(src)) == {"LIMIT": 40}  # RATE: assigned twice
    info, target = target_at(project(tmp_path, src), 7)
    got = valsynth.synthesize(info, target, states(
        [], [("f", {"hours": 50, "sep": ":"})]))
    texts = [f.edit.text for f in got]
    assert "hours - LIMIT" in texts or "hours + LIMIT" in texts
    assert "len(sep)" in texts  # a number replaced by a size in scope
    src = "def share(owed, paid, cf):\n    return owed / (paid + cf)\n"
    info, target = target_at(project(tmp_path, src), 2)
    got = valsynth.synthesize(info, target, states(
        [], [("f", {"owed": 4, "paid": 1, "cf": 2})]), limit=50)
    drop = next(f for f in got if f.edit.what == "`paid + cf` -> `cf`")
    cand = valsynth.edit(info, target, drop)
    assert cand is not None and "    return owed / cf\n" in cand.new_source
    # the parentheses of a call stay
    src = "def f(a, b):\n    return abs(a + b)\n"
    info, target = target_at(project(tmp_path, src), 2)
    got = valsynth.synthesize(info, target, states([], [("f", {"a": 4, "b": -9})]), limit=50)
    drop = next(f for f in got if f.edit.what == "`a + b` -> `b`")
    cand = valsynth.edit(info, target, drop)
    assert cand is not None and "    return abs(b)\n" in cand.new_source


def test_a_module_constant_is_not_replaced(tmp_path: Path) -> None:
    src = "CUTOFF = 4\n\n\ndef small(lo, hi):\n    return hi - lo <= CUTOFF\n"
    info, target = target_at(project(tmp_path, src), 5)
    got = valsynth.synthesize(info, target, states(
        [("p", {"lo": 0, "hi": 2})], [("f", {"lo": 3, "hi": 9})]), limit=50)
    assert got and not [w for w in whats(got) if w.startswith("`CUTOFF` ->")]
    assert "`hi` -> `CUTOFF`" in whats(got)  # it may replace a name


def test_search_heals_with_a_synthesized_value(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path, env: dict[str, str]) -> None:
    root = project(tmp_path)
    stages = FixedStages([13, 14], [wrong_edit(HITS.replace("start + i", "start - i"), 13)])
    monkeypatch.setattr(search_mod, "_stages", stages)
    failures = [Failure(nodeid=n, exc_type="AssertionError", message="assert [0, 3] == [0, 2]",
                        frames=[Frame(path="runs.py", lineno=13, function="find_all")],
                        test_path="test_runs.py", duration=0.01, longrepr="", captured="")
                for n in FAILING]
    res = search_mod.search(root, failures, LocalSandbox(), env, budget_seconds=60.0)
    assert res.candidate is not None, res.reason
    assert res.candidate.operator == "synth-value"
    assert "hits.append(i)" in res.candidate.new_source
    assert "synthesized value" in res.reason
    assert (root / "runs.py").read_text() == HITS


def _cand(line: int, n: int) -> Candidate:
    return Candidate("m.py", f"v{line}.{n}", "synth-value", line, f"line {line} #{n}", 0.5, 1,
                     f"m.py:{line}:{n}")


def test_a_statement_without_a_clean_value_sends_its_best_few_early() -> None:
    now = [_cand(3, 0)]  # statement 3 has a value that changes no passing test's
    later = [(1, 0, 1, _cand(3, 1)),
             *[(p, 1, r, _cand(7, r)) for r, p in enumerate((2, 1, 2, 1, 3))],
             (5, 2, 0, _cand(9, 0))]
    got = condsynth.lots(now, later, [], hung=False)
    # statement 7's best three that change at most 2 passing tests join `now`, fewest first
    assert [c.description for c in got.now] == ["line 3 #0", "line 7 #1", "line 7 #3",
                                                "line 7 #0"]
    # the rest keep their later order; nothing is lost or doubled
    assert [c.description for c in got.later] == ["line 3 #1", "line 7 #2", "line 7 #4",
                                                  "line 9 #0"]
    # in a group whose tests hung, a candidate may cost a timeout: none moves early
    hung = condsynth.lots(now, later, [], hung=True)
    assert [c.description for c in hung.now] == ["line 3 #0"]
    assert len(hung.later) == 7
