"""End to end: a patch that special-cases the failing test's input is refused and counted."""

from __future__ import annotations

import pytest
from conftest import FIX_DIFF, Reply, llm_args

from pytest_selfheal.records import load_record

CHEAT_DIFF = '''\
```diff
--- a/calc.py
+++ b/calc.py
@@ -13,6 +13,8 @@ def clamp(value, low, high):
 def average(values):
     """Arithmetic mean of a non-empty list."""
+    if values == [2, 4, 6]:
+        return 4
     total = 0
     for v in values:
         total += v
```
'''

WEAKEN_DIFF = '''\
```diff
--- a/tests/test_calc.py
+++ b/tests/test_calc.py
@@ -13,2 +13,2 @@ def test_clamp_edges():
 def test_average():
-    assert average([2, 4, 6]) == 4
+    assert average([2, 4, 6]) <= 4
```
'''


def test_special_casing_is_refused_then_the_fix_heals(calc_project: pytest.Pytester,
                                                      fake_llm) -> None:
    fake_llm.add(Reply.text(CHEAT_DIFF), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*iteration 1: refused as a cheat*",
                                 "HEALED * in 2 iteration(s)*",
                                 "rejected cheats: 1 patch(es)*"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert record.rejected_cheats == 1
    assert record.attempts[0].status == "rejected" and record.attempts[0].cheat
    assert "[2, 4, 6]" in fake_llm.prompts()[1]  # the reason is fed back
    assert "values == [2, 4, 6]" not in (calc_project.path / "calc.py").read_text()


def test_loosened_assert_is_refused_even_when_test_edits_are_allowed(
        calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text(WEAKEN_DIFF), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", "--selfheal-allow-test-edits",
                                               *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["HEALED * in 2 iteration(s)*"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert record.rejected_cheats == 1
    assert "loosens an assert" in record.attempts[0].guard_verdict
    assert "== 4" in (calc_project.path / "tests" / "test_calc.py").read_text()


def test_a_repeated_diff_ends_the_turn_without_a_rerun(calc_project: pytest.Pytester,
                                                       fake_llm) -> None:
    wrong = CHEAT_DIFF.replace("if values == [2, 4, 6]:\n+        return 4", "pass  # a\n+")
    fake_llm.add(Reply.text(wrong), Reply.text(wrong.replace("# a", "#  a")),
                 Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*llm engine stopped: this diff was already tried*",
                                 "NOT HEALED *already tried*"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert [a.status for a in record.attempts] == ["test_failed", "repeated"]
    assert record.attempts[1].rerun is None and fake_llm.calls == 2


def test_an_empty_diff_ends_the_turn(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text("I cannot see a bug.\n```diff\n```\n"), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*llm engine stopped: the reply's diff is empty*"])
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert [a.status for a in record.attempts] == ["repeated"] and fake_llm.calls == 1
