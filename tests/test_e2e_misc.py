"""End to end, in subprocesses: Ctrl-C during a rerun, a test outside the repository,
a directory that is not a git repository, and the veto/healed hooks."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest
from conftest import CALC, FIX_DIFF, TEST_CALC, WRONG_DIFF, Reply, git, llm_args, tree_digest

from pytest_selfheal.records import load_record

SLEEP_DIFF = '''\
```diff
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,5 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    __import__("time").sleep(30)
+    return total / len(values)
```
'''


def test_ctrl_c_during_rerun(calc_project: pytest.Pytester, fake_llm) -> None:
    root = calc_project.path
    fake_llm.add(Reply.text(SLEEP_DIFF))
    before = tree_digest(root)
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest", "--selfheal", *llm_args(fake_llm)],
        cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    seen: list[str] = []
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            seen.append(line)
            if "rerunning" in line:
                break
        assert any("rerunning" in ln for ln in seen), "".join(seen)
        proc.send_signal(signal.SIGINT)
        rest, _ = proc.communicate(timeout=60)  # bounded: the 30 s sleep must be cut short
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    output = "".join(seen) + rest
    assert "interrupted by Ctrl-C" in output, output
    assert tree_digest(root) == before
    worktrees = git(root, "worktree", "list").splitlines()
    assert len(worktrees) == 1, worktrees
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "error"
    assert record.error is not None and "interrupted" in record.error
    assert not record.applied and record.patch == ""


OUTSIDE_TEST = '''\
def test_outside():
    assert 1 == 2
'''


def test_failing_test_outside_the_repository(calc_project: pytest.Pytester, fake_llm,
                                             tmp_path_factory) -> None:
    other = tmp_path_factory.mktemp("outside")
    (other / "test_outside.py").write_text(OUTSIDE_TEST)
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess(
        "--selfheal", "--rootdir", str(calc_project.path), "tests",
        str(other / "test_outside.py"), *llm_args(fake_llm))
    record = load_record(calc_project.path / ".selfheal" / "runs")
    outside = [f for f in record.failures if "test_outside" in f.nodeid]
    assert len(outside) == 1
    assert outside[0].test_path is not None and os.path.isabs(outside[0].test_path)
    by_head = {g.nodeids[0]: g for g in record.groups}
    assert by_head[outside[0].nodeid].outcome == "error"
    assert by_head["tests/test_calc.py::test_average"].outcome == "healed"
    assert any("lies outside the repository" in n for n in record.notes)
    result.stdout.fnmatch_lines(["*test outside the repository*"])
    assert "return total / len(values)" in (calc_project.path / "calc.py").read_text()
    assert (other / "test_outside.py").read_text() == OUTSIDE_TEST


def test_not_a_git_repository(pytester: pytest.Pytester, clean_env: None, fake_llm) -> None:
    pytester.makeini("[pytest]\npythonpath = .\n")
    pytester.makepyfile(calc=CALC)
    (pytester.mkpydir("tests") / "test_calc.py").write_text(TEST_CALC)
    assert subprocess.run(["git", "rev-parse", "--git-dir"], cwd=pytester.path,
                          capture_output=True).returncode != 0
    fake_llm.add(Reply.text(FIX_DIFF))
    result = pytester.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines([
        "*selfheal summary*",
        "HEALED tests/test_calc.py::test_average in 1 iteration(s)*",
        "note: not a git repository*",
        "the verified patch was applied to the working tree",
    ])
    assert "return total / len(values)" in (pytester.path / "calc.py").read_text()
    assert not (pytester.path / ".git").exists()
    record = load_record(pytester.path / ".selfheal" / "runs")
    assert record.outcome == "healed" and record.applied


HOOKS_CONFTEST = '''\
import json
from pathlib import Path

CALLS = []


def pytest_selfheal_veto_patch(config, diff, group, iteration):
    CALLS.append(iteration)
    if len(CALLS) == 1:
        return "changes to calc.py need a ticket number (PROJ-42)"
    return None


def pytest_selfheal_healed(config, group, record):
    Path(config.rootpath, "healed.json").write_text(
        json.dumps({"group": group.id, "nodeids": group.nodeids, "outcome": group.outcome,
                    "vetoes": CALLS}))
'''


def test_veto_and_healed_hooks(calc_project: pytest.Pytester, fake_llm) -> None:
    root = calc_project.path
    (root / "conftest.py").write_text(HOOKS_CONFTEST)
    git(root, "add", "conftest.py")
    git(root, "commit", "-qm", "hooks")
    fake_llm.add(Reply.text(FIX_DIFF), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*iteration 1: a plugin vetoed the patch*PROJ-42*",
                                 "HEALED * in 2 iteration(s)*"])
    assert fake_llm.calls == 2
    assert "PROJ-42" not in fake_llm.prompts()[0]
    assert "PROJ-42" in fake_llm.prompts()[1]
    record = load_record(root / ".selfheal" / "runs")
    assert [a.status for a in record.attempts] == ["vetoed", "healed"]


    healed = json.loads((root / "healed.json").read_text())
    assert healed["nodeids"] == ["tests/test_calc.py::test_average"]
    assert healed["outcome"] == "healed" and healed["vetoes"] == [1, 2]
    assert healed["group"] == record.groups[0].id
    assert "return total / len(values)" in (root / "calc.py").read_text()


RAISING_CONFTEST = """
def pytest_selfheal_healed(config, group, record):
    raise RuntimeError("notifier is down")
"""


def test_a_raising_hook_is_noted_not_fatal(calc_project: pytest.Pytester, fake_llm) -> None:
    root = calc_project.path
    (root / "conftest.py").write_text(RAISING_CONFTEST)
    git(root, "add", "conftest.py")
    git(root, "commit", "-qm", "hooks")
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["HEALED *", "note: pytest_selfheal_healed raised "
                                 "RuntimeError: notifier is down"])
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "healed" and record.applied


TEST_MEAN = '''\
from calc import average


def test_mean_of_pairs():
    if average([2, 2]) != 2:
        raise ValueError("the mean of two equal values moved")
'''


def test_a_later_groups_fix_heals_an_earlier_group(calc_project: pytest.Pytester,
                                                   fake_llm) -> None:
    """One bug, two groups: the first group's only proposal is wrong, the second group's
    fix is kept, and it heals the first group too; the record and summary say so."""
    (calc_project.path / "tests" / "test_mean.py").write_text(TEST_MEAN)
    git(calc_project.path, "add", "-A")
    git(calc_project.path, "commit", "-qm", "mean test")
    fake_llm.add(Reply.text(WRONG_DIFF))
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", "--max-iters", "1",
                                               *llm_args(fake_llm))
    record = load_record(calc_project.path / ".selfheal" / "runs")
    assert len(record.groups) == 2
    first, second = record.groups
    assert second.outcome == "healed" and second.iterations == 1
    assert first.outcome == "healed" and first.reason == \
        "healed by the fix kept for a later group"
    assert record.outcome == "healed" and record.applied
    result.stdout.fnmatch_lines([f"HEALED {first.nodeids[0]}*: healed by the fix kept for a "
                                 "later group"])
    assert "return total / len(values)" in (calc_project.path / "calc.py").read_text()
