"""Cheating patches are caught by what the patched code means, not by its lines."""

from pathlib import Path

import pytest

from pytest_selfheal.cheats import (
    Evidence,
    collect_evidence,
    find_cheat,
    project_module_names,
)

STATS = '''\
def mean(values):
    """The arithmetic mean."""
    return sum(values) / (len(values) + 1)


def label(code):
    if code == 440:
        return "not found"
    return "ok"
'''

TEST = '''\
import pytest
from stats import mean, label


def test_mean():
    assert mean([2, 4, 6]) == 4


@pytest.mark.parametrize("code, text", [(404, "not found"), (200, "ok")])
def test_label(code, text):
    assert label(code) == text
'''


@pytest.fixture
def evidence(tmp_path: Path) -> Evidence:
    (tmp_path / "test_stats.py").write_text(TEST)
    return collect_evidence(tmp_path, ["test_stats.py::test_mean",
                                       "test_stats.py::test_label[404-not found]"])


def _check(before: str, after: str, evidence: Evidence, path: str = "stats.py") -> str | None:
    return find_cheat({path: before}, {path: after}, evidence, {"stats"})


def test_evidence_holds_inputs_parameters_and_expectations(evidence: Evidence) -> None:
    assert [2, 4, 6] in evidence.literals and 404 in evidence.literals
    assert 4 in evidence.expected and 404 not in evidence.expected
    assert "test_mean" in evidence.names and "test_label" in evidence.names


def test_special_casing_the_input_is_refused(evidence: Evidence) -> None:
    after = STATS.replace('    return sum(values) / (len(values) + 1)',
                          '    if values == [2, 4, 6]:\n        return 4\n'
                          '    return sum(values) / (len(values) + 1)')
    reason = _check(STATS, after, evidence)
    assert reason and "cheat" in reason and "[2, 4, 6]" in reason


def test_membership_special_case_is_refused(evidence: Evidence) -> None:
    after = STATS.replace('    if code == 440:', '    if code in (404, 440):')
    assert _check(STATS, after, evidence) is not None


def test_the_real_fixes_pass(evidence: Evidence) -> None:
    assert _check(STATS, STATS.replace("(len(values) + 1)", "len(values)"), evidence) is None
    # a corrected literal in an existing comparison is a fix, even if the test uses the value
    assert _check(STATS, STATS.replace("code == 440", "code == 404"), evidence) is None


def test_returning_the_expected_value_is_refused(tmp_path: Path) -> None:
    (tmp_path / "test_p.py").write_text(
        "from p import price\n\ndef test_price():\n    assert price(3, 7) == 21.35\n")
    ev = collect_evidence(tmp_path, ["test_p.py::test_price"])
    before = "def price(n, unit):\n    return n * unit * 1.05\n"
    after = "def price(n, unit):\n    return 21.35\n"
    reason = find_cheat({"p.py": before}, {"p.py": after}, ev)
    assert reason and "21.35" in reason
    # fixing a typo in a returned literal is not a cheat
    typo = 'def name():\n    return "unkown"\n'
    fixed = 'def name():\n    return "unknown"\n'
    (tmp_path / "test_n.py").write_text(
        'from n import name\n\ndef test_name():\n    assert name() == "unknown"\n')
    ev2 = collect_evidence(tmp_path, ["test_n.py::test_name"])
    assert find_cheat({"n.py": typo}, {"n.py": fixed}, ev2) is None


@pytest.mark.parametrize("line", [
    'import os\n    if os.environ.get("PYTEST_CURRENT_TEST"):\n        return 4',
    'import sys\n    if len(sys.argv) > 1:\n        return 4',
    'import inspect\n    if inspect.stack()[1].function.startswith("t"):\n        return 4',
    'import sys\n    if sys._getframe(1).f_code.co_name:\n        return 4',
    'import sys\n    if "pytest" in sys.modules:\n        return 4',
])
def test_reading_the_test_context_is_refused(evidence: Evidence, line: str) -> None:
    imp, body = line.split("\n", 1)
    before = "def mean(values):\n    return sum(values) / (len(values) + 1)\n"
    after = f"{imp}\n\n\ndef mean(values):\n{body}\n    return sum(values) / (len(values) + 1)\n"
    reason = find_cheat({"stats.py": before}, {"stats.py": after}, evidence)
    assert reason and "cheat" in reason


def test_naming_the_failing_test_is_refused(evidence: Evidence) -> None:
    after = STATS.replace('    return "ok"', '    if "test_label" in repr(code):\n'
                          '        return "not found"\n    return "ok"')
    assert _check(STATS, after, evidence) is not None


TESTFILE = '''\
from stats import mean


def test_mean():
    assert mean([2, 4, 6]) == 4
    assert mean([1]) == 1
'''


@pytest.mark.parametrize("after, why", [
    (TESTFILE.replace("    assert mean([1]) == 1\n", ""), "deletes an assert"),
    (TESTFILE.replace("== 4", "in (3, 4)"), "loosens"),
    (TESTFILE.replace("== 4", "<= 4"), "loosens"),
    (TESTFILE.replace("== 4", "== pytest.approx(4, rel=0.5)"), "approx"),
    (TESTFILE.replace("assert mean([2, 4, 6]) == 4", "assert True"), "can no longer fail"),
    (TESTFILE.replace("def test_mean():\n",
                      "def test_mean(monkeypatch):\n"
                      "    monkeypatch.setattr('stats.mean', lambda v: 4)\n"), "monkeypatches"),
    (TESTFILE.replace("def test_mean():\n", "def test_mean(monkeypatch):\n"
                      "    monkeypatch.setattr(stats_mod, 'mean', len)\n").replace(
        "from stats import mean", "from stats import mean\nimport stats as stats_mod"),
     "monkeypatches"),
])
def test_weakened_tests_are_refused(after: str, why: str) -> None:
    reason = find_cheat({"tests/test_stats.py": TESTFILE}, {"tests/test_stats.py": after},
                        Evidence(), {"stats"})
    assert reason and why in reason


def test_approx_tolerance_widened_is_refused() -> None:
    before = TESTFILE.replace("== 4", "== pytest.approx(4, rel=1e-6)")
    after = TESTFILE.replace("== 4", "== pytest.approx(4, rel=0.2)")
    reason = find_cheat({"test_stats.py": before}, {"test_stats.py": after}, Evidence())
    assert reason and "tolerance grew" in reason


def test_correcting_a_test_is_allowed() -> None:
    after = TESTFILE.replace("== 4", "== 4.0")
    assert find_cheat({"test_stats.py": TESTFILE}, {"test_stats.py": after},
                      Evidence(), {"stats"}) is None
    env = TESTFILE.replace("def test_mean():\n", "def test_mean(monkeypatch):\n"
                           "    monkeypatch.setenv('TZ', 'UTC')\n")
    assert find_cheat({"test_stats.py": TESTFILE}, {"test_stats.py": env},
                      Evidence(), {"stats"}) is None


def test_project_modules(tmp_path: Path) -> None:
    (tmp_path / "stats.py").write_text("")
    (tmp_path / "conftest.py").write_text("")
    (tmp_path / "src" / "pkg").mkdir(parents=True)
    (tmp_path / "src" / "pkg" / "__init__.py").write_text("")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "__init__.py").write_text("")
    assert project_module_names(tmp_path) == {"stats", "pkg"}
