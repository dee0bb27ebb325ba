"""Change-aware localization: changed statements first, then what they feed, then the rest."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_selfheal.changes import ChangeSet
from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.engines.builtin.operators import generate
from pytest_selfheal.engines.builtin.spectrum import Spectrum
from pytest_selfheal.records import Failure, Frame

LIB = """\
def scale(x, k):
    return x * k


def norm(values):
    total = sum(values)
    if total == 0:
        return values
    return [scale(v, 1 / total) for v in values]


def spread(values):
    low = min(values)
    high = max(values)
    return high - low


def report(values):
    return {"spread": spread(values), "norm": norm(values)}
"""
TESTS = """\
from pkg.lib import report


def test_report():
    got = report([1, 3])
    assert got["spread"] == 2
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "lib.py").write_text(LIB)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_lib.py").write_text(TESTS)
    return tmp_path


def _failure() -> Failure:
    return Failure(nodeid="tests/test_lib.py::test_report", exc_type="AssertionError",
                   message="assert 4 == 2", test_path="tests/test_lib.py",
                   frames=[Frame(path="tests/test_lib.py", lineno=6, function="test_report")])


def test_without_changes_flow_decides(project: Path) -> None:
    top = rank_suspects(project, [_failure()])[0]
    assert top.tier == 3 and top.signal in ("flow", "frame")


def test_uncommitted_change_ranks_first_and_says_so(project: Path) -> None:
    changes = ChangeSet(head={"pkg/lib.py": {2}}, since={"pkg/lib.py": {2}})
    ranked = rank_suspects(project, [_failure()], changes=changes)
    assert (ranked[0].line, ranked[0].tier, ranked[0].signal) == (2, 0, "changed")
    # the change is in scale(): its caller norm() is fed by it and comes next
    fed = [s for s in ranked if s.tier == 2]
    assert fed and {s.line for s in fed} <= {6, 7, 8, 9} and 9 in {s.line for s in fed}
    assert all(s.signal == "feeds-change" for s in fed)
    assert ranked.index(fed[0]) < min(ranked.index(s) for s in ranked if s.tier == 3)


def test_since_ref_changes_come_after_uncommitted_ones(project: Path) -> None:
    changes = ChangeSet(head={"pkg/lib.py": {15}}, since={"pkg/lib.py": {13, 15}},
                        since_label="merge-base with main")
    ranked = rank_suspects(project, [_failure()], changes=changes)
    assert [(s.line, s.signal) for s in ranked[:2]] == [(15, "changed"), (13, "since")]
    assert "changed since merge-base with main" in ranked[1].reasons


def test_a_change_no_failing_test_ran_is_not_a_clue(project: Path) -> None:
    """With a spectrum, a changed function the failing test never entered keeps no tier."""
    spectrum = Spectrum(failing={"tests/test_lib.py::test_report":
                                 {("pkg/lib.py", n) for n in (13, 14, 15, 19)}},
                        passing={})
    changes = ChangeSet(head={"pkg/lib.py": {2}}, since={"pkg/lib.py": {2, 15}})
    ranked = rank_suspects(project, [_failure()], spectrum, changes=changes)
    assert ranked[0].line == 15 and ranked[0].signal == "since"
    assert all(s.tier == 3 for s in ranked if s.line == 2)


def test_older_changes_need_evidence_before_a_spectrum(project: Path) -> None:
    src = LIB + "\n\ndef unused(values):\n    return sorted(values)\n"
    (project / "pkg" / "lib.py").write_text(src)
    line = len(src.splitlines())  # unused(): nothing the failing test runs calls it
    changes = ChangeSet(since={"pkg/lib.py": {line}})
    ranked = rank_suspects(project, [_failure()], changes=changes)
    assert all(s.tier != 1 for s in ranked if s.line == line)
    # scale() is two calls down from the test (report -> norm -> scale): the flow
    # reaches it, so its older change is a clue
    ranked = rank_suspects(project, [_failure()], changes=ChangeSet(since={"pkg/lib.py": {2}}))
    assert any(s.tier == 1 for s in ranked if s.line == 2)


def test_candidates_of_changed_statements_come_first(project: Path) -> None:
    changes = ChangeSet(head={"pkg/lib.py": {15}}, since={"pkg/lib.py": {15}})
    suspects = rank_suspects(project, [_failure()], changes=changes)
    cands = generate(project, suspects, [_failure()])
    first_other = next(i for i, c in enumerate(cands) if c.line != 15)
    assert first_other > 0 and all(c.line != 15 for c in cands[first_other:])
    assert cands[0].signal == "changed"


def test_a_change_in_a_function_run_at_import_stays_a_clue(project: Path) -> None:
    """`_irregular()` builds a table when the module is imported: no test's spectrum
    sees it run, yet the tests fail because of it."""
    src = LIB + ("\n\nTABLE = {}\n\n\ndef _irregular(a, b):\n    if a[0] != b[0]:\n"
                 "        TABLE[a] = b\n\n\n_irregular('person', 'people')\n")
    (project / "pkg" / "lib.py").write_text(src)
    line = src.splitlines().index("    if a[0] != b[0]:") + 1
    spectrum = Spectrum(failing={"tests/test_lib.py::test_report":
                                 {("pkg/lib.py", n) for n in (13, 14, 15, 19)}},
                        passing={})
    changes = ChangeSet(since={"pkg/lib.py": {line}})
    for spec in (None, spectrum):
        ranked = rank_suspects(project, [_failure()], spec, changes=changes)
        assert (ranked[0].line, ranked[0].tier) == (line, 1)
    # a function only the module's other functions call still needs a failing test to run it
    changes2 = ChangeSet(since={"pkg/lib.py": {2}})
    ranked2 = rank_suspects(project, [_failure()], spectrum, changes=changes2)
    assert all(s.tier == 3 for s in ranked2 if s.line == 2)


def test_a_special_method_links_to_the_changed_modules_own_definition(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.changerank import _defs_near
    from pytest_selfheal.engines.builtin.project import Project

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    for name in ("aaa", "cache", "zzz"):
        (tmp_path / "pkg" / f"{name}.py").write_text(
            f"class {name.title()}(dict):\n    def __setitem__(self, k, v):\n"
            "        super().__setitem__(k, v)\n\n\ndef helper():\n    return 1\n")
    (tmp_path / "pkg" / "vec.py").write_text(
        "class Vec:\n    def __add__(self, other):\n        return self\n")
    project = Project(tmp_path)
    assert [p for p, _ in _defs_near(project, "__setitem__", "pkg/cache.py")] == \
        ["pkg/cache.py"]
    # a plain name: the caller's module first, then the others
    assert [p for p, _ in _defs_near(project, "helper", "pkg/cache.py")] == \
        ["pkg/cache.py", "pkg/aaa.py", "pkg/zzz.py"]
    # a special method the module does not define is looked for elsewhere
    assert [p for p, _ in _defs_near(project, "__add__", "pkg/cache.py")] == ["pkg/vec.py"]
