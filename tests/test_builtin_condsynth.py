"""Condition synthesis from recorded states (condsynth.py): instrumenting, recording in the
warm server, the filter over passing and failing states, the edits and the search stage."""

from __future__ import annotations

import ast
import json
import os
from pathlib import Path

import pytest
from synthcase import FixedStages, plain_env, write_runs, wrong_edit

from pytest_selfheal.engines.builtin import condsynth
from pytest_selfheal.engines.builtin import search as search_mod
from pytest_selfheal.engines.builtin.condsynth import Coll, States, Target
from pytest_selfheal.engines.builtin.model import Suspect
from pytest_selfheal.engines.builtin.project import Project
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox
from pytest_selfheal.warmworker import WarmWorker

DEDUPE = '''\
"""Sorted lists."""
from __future__ import annotations


def dedupe(xs):
    out = []
    for i in range(len(xs)):
        if xs[i] == xs[i - 1]:
            continue
        out.append(xs[i])
    return out
'''
DEDUPE_TESTS = '''\
from runs import dedupe


def test_repeats():
    assert dedupe([1, 1, 2]) == [1, 2]


def test_empty():
    assert dedupe([]) == []


def test_single():
    assert dedupe([3]) == [3]


def test_pair():
    assert dedupe([2, 2]) == [2]
'''
COUNT = '''\
def count_positive(xs):
    n = 0
    for x in xs:
        n += 1
    return n
'''
FAILING = ["test_runs.py::test_single", "test_runs.py::test_pair"]
PASSING = ["test_runs.py::test_repeats", "test_runs.py::test_empty"]


env = pytest.fixture(name="env")(plain_env)  # the warm server's: no other plugin


def project(tmp_path: Path, source: str = DEDUPE, tests: str = DEDUPE_TESTS) -> Path:
    return write_runs(tmp_path, source, tests)


def targets_at(root: Path, *lines: int) -> list[Target]:
    return condsynth.pick_targets(Project(root), [Suspect("runs.py", n, 1.0) for n in lines])


def test_targets_are_conditions_and_simple_statements(tmp_path: Path) -> None:
    root = project(tmp_path)
    cond, guard = targets_at(root, 8, 10)
    assert (cond.kind, cond.line, guard.kind, guard.line) == ("cond", 8, "guard", 10)
    assert DEDUPE[cond.start:cond.end] == "xs[i] == xs[i - 1]"
    assert {"xs", "i"} <= cond.names
    assert cond.constants[:2] == (0, 1)
    # a def and a module-level statement are no targets; a loop header is recorded for
    # its values only (valsynth.py): no condition is learned for it
    assert targets_at(root, 5) == []
    (head,) = targets_at(root, 7)
    assert head.kind == "value" and head.start == head.end == head.at
    assert condsynth.synthesize(head, States([("p", None, {"i": 0})],
                                             [("f", None, {"i": 1})])) == []


def test_instrumented_file_records_each_evaluation_and_keeps_behaviour(tmp_path: Path) -> None:
    root = project(tmp_path)
    info = Project(root).get("runs.py")
    assert info is not None
    out = tmp_path / "states.jsonl"
    text = condsynth.instrument(info, targets_at(root, 8, 10), out)
    tree = ast.parse(text)
    assert isinstance(tree.body[0], ast.Expr)  # the docstring and the future import stay first
    assert isinstance(tree.body[1], ast.ImportFrom) and tree.body[1].module == "__future__"
    space: dict[str, object] = {}
    exec(compile(text, "runs.py", "exec"), space)  # noqa: S102 - the test's own module
    os.environ["PYTEST_CURRENT_TEST"] = "t.py::test_x (call)"
    assert space["dedupe"]([1, 1, 2]) == [1, 2]  # type: ignore[operator]
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    conds = [r for r in rows if r["i"] == 0]
    assert [r["v"] for r in conds] == [False, True, False]
    assert [r["ns"]["i"] for r in conds] == [["v", 0], ["v", 1], ["v", 2]]
    assert conds[0]["ns"]["xs"] == ["c", 3, [1, 1, 2], True]  # a list: its order counts
    assert {r["t"] for r in rows} == {"t.py::test_x"}
    guards = [r for r in rows if r["i"] == 1]
    assert [r["v"] for r in guards] == [None, None]  # out.append ran twice


def states(rows_pass: list[tuple[bool | None, dict[str, object]]],
           rows_fail: list[tuple[str, bool | None, dict[str, object]]]) -> States:
    return States([("p", v, ns) for v, ns in rows_pass], [(t, v, ns) for t, v, ns in rows_fail])


def test_missing_conjunct_is_learned_from_states(tmp_path: Path) -> None:
    (target,) = targets_at(project(tmp_path), 8)
    xs = Coll(3, frozenset({1, 2}))
    got = condsynth.synthesize(target, states(
        [(False, {"i": 0, "xs": xs}), (True, {"i": 1, "xs": xs}), (False, {"i": 2, "xs": xs})],
        [("single", True, {"i": 0, "xs": Coll(1, frozenset({3}))}),
         ("pair", True, {"i": 0, "xs": Coll(2, frozenset({2}))}),
         ("pair", True, {"i": 1, "xs": Coll(2, frozenset({2}))})]))
    assert got[0][0] == "and" and got[0][1].text == "i > 0"
    # no alternative: the condition held in every failing evaluation, `or` changes none
    assert "or" not in {form for form, _ in got}
    # a jump before the condition is offered too (a loop's `if`, not an `elif`)
    assert {form for form, _ in got} <= {"and", "continue", "break", "return out"}


def test_an_atom_must_change_every_failing_test(tmp_path: Path) -> None:
    (target,) = targets_at(project(tmp_path), 8)
    got = condsynth.synthesize(target, states(
        [(True, {"i": 1})],
        [("a", True, {"i": 0}), ("b", True, {"i": 5})]))  # no atom over i fixes both
    assert not [a for f, a in got if a.text in ("i > 0", "i >= 1", "i != 0")]
    assert condsynth.synthesize(target, states([(True, {"i": 1})], [])) == []


def test_missing_guard_prefers_a_constant_comparison(tmp_path: Path) -> None:
    root = project(tmp_path, COUNT)
    (target,) = targets_at(root, 4)
    assert target.kind == "guard"
    got = condsynth.synthesize(target, states(
        [(None, {"n": 0, "x": 1}), (None, {"n": 1, "x": 2})],
        [("f", None, {"n": 0, "x": 1}), ("f", None, {"n": 1, "x": -1})]))
    assert got[0] == ("guard", got[0][1]) and got[0][1].text == "x > 0"
    info = Project(root).get("runs.py")
    assert info is not None
    cand = condsynth.edit(info, target, *got[0])
    assert cand is not None and cand.operator == "synth-guard"
    assert "    for x in xs:\n        if x > 0:\n            n += 1\n" in cand.new_source


def test_edits_keep_precedence(tmp_path: Path) -> None:
    src = "def f(a, b, i):\n    if a or b:\n        return 1\n    return 0\n"
    root = project(tmp_path, src)
    (target,) = targets_at(root, 2)
    info = Project(root).get("runs.py")
    assert info is not None
    atom = condsynth.Atom("i > 0", lambda r: True, ("i",), 1.0)
    conj = condsynth.edit(info, target, "and", atom)
    alt = condsynth.edit(info, target, "or", atom)
    assert conj is not None and "if (a or b) and i > 0:" in conj.new_source
    assert alt is not None and "if a or b or i > 0:" in alt.new_source
    # a conjunct over what the condition indexes with or reads through goes first
    src = "def g(xs, i, node):\n    if xs[i] > 0 or node.left:\n        return 1\n"
    root = project(tmp_path, src)
    (target,) = targets_at(root, 2)
    info = Project(root).get("runs.py")
    assert info is not None
    first = condsynth.edit(info, target, "and", atom)
    assert first is not None and "if i > 0 and (xs[i] > 0 or node.left):" in first.new_source
    right = condsynth.Atom("node.right is None", lambda r: True, ("node.right",), 1.0)
    last = condsynth.edit(info, target, "and", right)
    assert last is not None and "if (xs[i] > 0 or node.left) and node.right is None:" in (
        last.new_source)


def test_atoms_over_kinds_of_values() -> None:
    rows = [{"n": 2, "node": None, "seen": Coll(2, frozenset({1, 2})), "ok": True, "k": 1},
            {"n": 3, "node": 5, "seen": Coll(0, frozenset()), "ok": False, "k": 4}]
    texts = {a.text for a in condsynth.atoms(rows, frozenset({"n"}), (0, 1))}
    assert {"n > 0", "k > n", "node is None", "node is not None", "not ok", "seen",
            "len(seen) > 1", "k in seen", "n not in seen"} <= texts
    # a name some row lacks (unbound there) gives no atom
    assert not any("extra" in a.text for a in condsynth.atoms(
        [{"n": 1, "extra": 2}, {"n": 2}], frozenset(), (0,)))


def test_atoms_over_texts_learn_the_leading_marks_of_the_failing_rows() -> None:
    """A failing test stops at its first bad line (`; note`): the mark it starts with, and
    no passing row's, is learned; comment marks widen to every comment mark no other row
    starts with; blank texts go with them while no passing row is blank."""
    passing = [{"line": "[a]"}, {"line": "x = 1"}]
    failing = [{"line": "; note"}, {"line": "y = 2"}]
    atoms = {a.text: a for a in condsynth.atoms(passing + failing, frozenset({"line"}), (0,),
                                                failing)}
    assert {"line", "not line", 'not line or line[0] in "#;"',
            'not line or line[0] in ";"'} <= set(atoms)
    wide = atoms['not line or line[0] in "#;"']
    assert wide.weight > atoms['not line or line[0] in ";"'].weight
    assert [wide.test(r) for r in [*passing, *failing, {"line": ""}, {"line": "# c"}]] == [
        False, False, True, False, True, True]
    # a passing test's blank line stays: the marks alone; a mark others start with is not
    # learned (`[` of a section here)
    blank = [{"line": ""}, {"line": "[b]"}]
    texts = {a.text for a in condsynth.atoms(blank + failing + [{"line": "[c"}],
                                             frozenset(), (0,), failing + [{"line": "[c"}]
                                             )}
    assert {'line[:1] in "#;"', 'line.startswith(";")'} <= texts
    assert not any("[" in t.partition('"')[2] or "not line or" in t for t in texts)
    # punctuation that is not a comment mark is learned as it is
    dash = {"s": "-x"}
    got = {a.text for a in condsynth.atoms([{"s": "ab"}, dash], frozenset(), (0,), [dash])}
    assert 'not s or s[0] in "-"' in got and not any("#" in t for t in got)


def test_recording_in_the_warm_server_and_restoring(tmp_path: Path, env: dict[str, str]
                                                    ) -> None:
    root = project(tmp_path)
    written: dict[str, str] = {}

    def write(path: str, text: str) -> None:
        written[path] = text
        (root / path).write_text(text)

    def restore() -> None:
        (root / "runs.py").write_text(DEDUPE)

    with WarmWorker(root, LocalSandbox(), env) as worker:
        cands = condsynth.candidates(root, [Suspect("runs.py", 8, 1.0)], worker.run, write,
                                     restore, FAILING, PASSING, 20.0, float("inf")).now
    assert (root / "runs.py").read_text() == DEDUPE
    assert not list(root.glob(".selfheal-states-*"))
    assert "_selfheal_rec(0, locals(), (xs[i] == xs[i - 1]))" in written["runs.py"]
    assert cands and cands[0].operator == "synth-condition"
    assert "if i > 0 and xs[i] == xs[i - 1]:" in cands[0].new_source
    assert cands[0].key == "runs.py:8:synth-condition:and:i > 0"


def test_search_turns_to_synthesis_when_the_templates_fail(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, env: dict[str, str]) -> None:
    root = project(tmp_path)
    stages = FixedStages([8], [wrong_edit(DEDUPE.replace("xs[i - 1]", "xs[i - 2]"), 8)])
    monkeypatch.setattr(search_mod, "_stages", stages)
    failures = [Failure(nodeid=n, exc_type="AssertionError", message="assert [] == [2]",
                        frames=[Frame(path="runs.py", lineno=8, function="dedupe")],
                        test_path="test_runs.py", duration=0.01, longrepr="", captured="")
                for n in FAILING]
    lines: list[str] = []
    res = search_mod.search(root, failures, LocalSandbox(), env, progress=lines.append,
                            budget_seconds=60.0)
    assert res.candidate is not None, res.reason
    assert res.candidate.operator == "synth-condition"
    assert "synthesized condition" in res.reason
    assert any("synthesized from the recorded states" in line for line in lines)
    assert (root / "runs.py").read_text() == DEDUPE


UNIQUE = '''\
def unique(xs):
    seen = set()
    out = []
    for x in xs:
        seen.add(x)
        out.append(x)
    return out


def first_even(xs):
    for x in xs:
        return x
    return None
'''


def test_a_missing_skip_in_a_loop(tmp_path: Path) -> None:
    root = project(tmp_path, UNIQUE)
    add, ret, last = targets_at(root, 5, 12, 13)
    assert add.kind == "guard" and add.in_loop and add.wrap
    # a return in a loop may be wrapped (the loop goes on) and may get a jump before it
    assert ret.kind == "guard" and ret.wrap and ret.in_loop and ret.exits == ("None",)
    # one outside a loop is never wrapped (it would fall through): an early return only
    assert not last.wrap and not last.in_loop and last.exits == ("None",)
    seen0, seen1 = Coll(0, frozenset()), Coll(1, frozenset({1}))
    got = condsynth.synthesize(add, states(
        [(None, {"x": 1, "seen": seen0, "out": seen0}), (None, {"x": 2, "seen": seen1,
                                                              "out": seen1})],
        [("dup", None, {"x": 1, "seen": seen0, "out": seen0}),
         ("dup", None, {"x": 1, "seen": seen1, "out": seen1})]))
    # the statement's own guard first (it keeps `out.append`, validation rejects it), then
    # the skip of the rest of the body
    pairs = [(form, atom.text) for form, atom in got]
    assert pairs[:2] == [("guard", "x not in seen"), ("continue", "x in seen")]
    info = Project(root).get("runs.py")
    assert info is not None
    cand = condsynth.edit(info, add, *got[1])
    assert cand is not None
    assert ("    for x in xs:\n        if x in seen:\n            continue\n"
            "        seen.add(x)\n") in cand.new_source


TREE = '''\
class Node:
    def __init__(self, value, left=None, right=None):
        self.value, self.left, self.right = value, left, right


def leaf_sums(node, total=0):
    """The sums along every root-to-leaf path."""
    total += node.value
    if node.left is None:
        return [total]
    out = leaf_sums(node.left, total)
    if node.right is not None:
        out += leaf_sums(node.right, total)
    return out


def mean(xs: list[float]) -> float:
    total = sum(xs)
    return total / len(xs)
'''
TREE_TESTS = '''\
from runs import Node, leaf_sums, mean


def test_left_chain():
    assert leaf_sums(Node(1, Node(2))) == [3]


def test_full():
    assert leaf_sums(Node(1, Node(2), Node(3))) == [3, 4]


def test_right_only():
    assert leaf_sums(Node(1, None, Node(5))) == [6]


def test_mean():
    assert mean([1.0, 3.0]) == 2.0


def test_mean_empty():
    assert mean([]) == 0.0
'''


def test_fields_of_objects_in_scope_are_recorded(tmp_path: Path, env: dict[str, str]) -> None:
    root = project(tmp_path, TREE, TREE_TESTS)
    written: dict[str, str] = {}

    def write(path: str, text: str) -> None:
        written[path] = text
        (root / path).write_text(text)

    with WarmWorker(root, LocalSandbox(), env) as worker:
        cands = condsynth.candidates(
            root, [Suspect("runs.py", 9, 1.0)], worker.run, write,
            lambda: (root / "runs.py").write_text(TREE), ["test_runs.py::test_right_only"],
            ["test_runs.py::test_left_chain", "test_runs.py::test_full"], 20.0, float("inf")).now
    # node.right is an object or None: `is None` may be asked of it; it is no guard of
    # what the condition reads, so it is appended (with so few states other atoms fit
    # too: validation picks)
    assert any("if node.left is None and node.right is None:" in c.new_source for c in cands)


def test_an_early_return_with_what_the_function_returns_elsewhere(tmp_path: Path) -> None:
    root = project(tmp_path, TREE, TREE_TESTS)
    (total,) = targets_at(root, 18)
    assert total.exits == ("0.0",)  # the neutral value of the `float` annotation
    (final,) = targets_at(root, 19)  # `return total / len(xs)`: an early return before it
    assert final.exits == ("0.0",) and not final.wrap
    got = condsynth.synthesize(final, states(
        [(None, {"xs": Coll(2, frozenset({1.0, 3.0})), "total": 4.0})],
        [("empty", None, {"xs": Coll(0, frozenset()), "total": 0})]))
    assert {f for f, _ in got} == {"return 0.0"}
    got = condsynth.synthesize(total, states(
        [(None, {"xs": Coll(2, frozenset({1.0, 3.0}))})],
        [("empty", None, {"xs": Coll(0, frozenset())})]))
    assert ("return 0.0", "not xs") in [(f, a.text) for f, a in got]
    info = Project(root).get("runs.py")
    assert info is not None
    atom = next(a for f, a in got if f == "return 0.0")
    cand = condsynth.edit(info, total, "return 0.0", atom)
    assert cand is not None and ("-> float:\n    if not xs:\n        return 0.0\n"
                                 "    total = sum(xs)\n") in cand.new_source
    # a function that returns no value gets a bare return; a jump itself gets none
    (tmp_path / "b").mkdir()
    root2 = project(tmp_path / "b", UNIQUE.replace("    return out\n", ""))
    (add,) = targets_at(root2, 5)
    assert add.exits == ("",)


def test_passing_tests_may_change_a_little_and_the_least_change_ranks_first(tmp_path: Path
                                                                          ) -> None:
    (target,) = targets_at(project(tmp_path), 8)
    # one weak passing test (p1) takes the branch at i == 0 and still passes
    got = condsynth.synthesize(target, States(
        [("p1", True, {"i": 0}), ("p2", True, {"i": 3}), ("p3", False, {"i": 5}),
         ("p4", False, {"i": 6})],
        [("f", True, {"i": 0}), ("g", True, {"i": 0})]), limit=40)
    texts = [a.text for f, a in got if f == "and"]
    assert texts[0] == "i > 0"
    assert texts.index("i < 0") > texts.index("i >= 1")  # it changes p1 and p2: in the slack
    # a change in most passing tests is no fix
    assert condsynth.synthesize(target, States(
        [("p1", True, {"i": 0}), ("p2", True, {"i": 0})], [("f", True, {"i": 0})])) == []


def test_bounds_atoms() -> None:
    rows = [{"r": 0, "rows": 3}, {"r": -1, "rows": 3}]
    atoms = {a.text: a for a in condsynth.atoms(rows, frozenset(), (0,))}
    assert atoms["0 <= r < rows"].test(rows[0]) and not atoms["0 <= r < rows"].test(rows[1])


UNION = '''\
def union(parent, a, b):
    ra, rb = parent[a], parent[b]
    if ra < rb:
        ra, rb = rb, ra
    elif ra > 10:
        pass
    parent[rb] = ra
    return True
'''


def test_a_jump_before_a_condition_but_never_before_an_elif(tmp_path: Path) -> None:
    root = project(tmp_path, UNION)
    cond, elif_ = targets_at(root, 3, 5)
    assert cond.exits == ("True", "False")  # a one-valued predicate: the other boolean too
    assert elif_.exits == () and not elif_.in_loop
    got = condsynth.synthesize(cond, States(
        [("p", False, {"ra": 1, "rb": 2}), ("q", True, {"ra": 0, "rb": 3})],
        [("f", False, {"ra": 2, "rb": 2})]), limit=40)
    pairs = [(f, a.text) for f, a in got]
    assert ("return False", "ra == rb") in pairs
    info = Project(root).get("runs.py")
    assert info is not None
    cand = condsynth.edit(info, cond, "return False", condsynth.Atom(
        "ra == rb", lambda r: True, ("ra", "rb"), 1.0))
    assert cand is not None and ("    ra, rb = parent[a], parent[b]\n    if ra == rb:\n"
                                 "        return False\n    if ra < rb:\n") in cand.new_source


def test_no_jump_that_would_not_compile(tmp_path: Path) -> None:
    src = ("def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n"
           "    else:\n        total -= 1\n    return total\n")
    root = project(tmp_path, src)
    (after,) = targets_at(root, 6)  # in the loop's `else`: no loop's body
    info = Project(root).get("runs.py")
    assert info is not None
    atom = condsynth.Atom("total > 0", lambda r: True, ("total",), 1.0)
    assert condsynth.edit(info, after, "continue", atom) is None
    assert condsynth.edit(info, after, "guard", atom) is not None


PAIRS = '''\
def pairs(items):
    out = {}
    last = None
    for key, value in items:
        out[key] = value
        last = key
    return out
'''


def test_a_missing_raise_is_learned_over_the_previous_value_kept(tmp_path: Path) -> None:
    """`pytest.raises(ValueError)` saw nothing: `if last is not None and key <= last:
    raise ValueError(...)` is learned before the store, from `last = key` (the previous
    key the loop keeps) and the rows where the keys went back or repeated (so not `<`);
    the raise comes before the other jumps, and no unrelated pair of names is compared."""
    root = project(tmp_path, PAIRS)
    (store,) = targets_at(root, 5)
    assert store.ahead and ("last", "key") in store.kept
    out = Coll(0, frozenset())
    got = condsynth.synthesize(store, states(
        [(None, {"key": "a", "last": None, "value": "x", "out": out}),
         (None, {"key": "b", "last": "a", "value": "y", "out": out})],
        [("unsorted", None, {"key": "b", "last": None, "value": "x", "out": out}),
         ("unsorted", None, {"key": "a", "last": "b", "value": "y", "out": out}),
         ("repeated", None, {"key": "a", "last": None, "value": "x", "out": out}),
         ("repeated", None, {"key": "a", "last": "a", "value": "y", "out": out})]),
        raises=("ValueError",))
    pairs = [(form, atom.text) for form, atom in got]
    assert pairs[0] == ("raise ValueError", "last is not None and key <= last")
    assert ("continue", "last is not None and key <= last") in pairs
    assert not any("value" in text for _, text in pairs)  # `value` is kept by nothing
    # without a wanted exception there is no raise
    assert not any(form.startswith("raise") for form, _ in condsynth.synthesize(
        store, states([(None, {"key": "a", "last": None, "value": "x", "out": out})],
                      [("u", None, {"key": "a", "last": "b", "value": "y", "out": out})])))
    info = Project(root).get("runs.py")
    assert info is not None
    cand = condsynth.edit(info, store, *got[0])
    assert cand is not None and cand.operator == "synth-guard"
    assert ('    for key, value in items:\n        if last is not None and key <= last:\n'
            '            raise ValueError(f"invalid key: {key!r}")\n'
            '        out[key] = value\n') in cand.new_source


def test_not_raised_reads_the_expected_exceptions() -> None:
    from pytest_selfheal.engines.builtin.ops_base import not_raised

    assert not_raised(["Failed: DID NOT RAISE <class 'ValueError'>", "assert 1 == 2",
                       "Failed: DID NOT RAISE <class 'pkg.errors.Taken'>",
                       "DID NOT RAISE <class 'ValueError'>"]) == ("ValueError", "Taken")
    assert not_raised(["KeyError: 'x'"]) == ()
