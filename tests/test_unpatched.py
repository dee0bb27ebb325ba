"""Tests that fail in the worktree without any patch leave the confirmation."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import git
from gitrepo import g, write
from gitrepo import no_git_config as _no_git_config  # noqa: F401 - autouse

from pytest_selfheal.git.snapshot import take_snapshot
from pytest_selfheal.git.worktree import Worktree
from pytest_selfheal.records import RerunResult, load_record
from pytest_selfheal.unpatched import CACHE_FAILING, CACHE_PASSING, failing_unpatched


@pytest.fixture
def wt(tmp_path: Path):
    root = tmp_path / "repo"
    g(root.parent, "init", "-q", str(root))
    write(root / "a.py", "a = 1\n")
    write(root / "b.py", "b = 1\n")
    g(root, "add", ".")
    g(root, "commit", "-qm", "init")
    snap = take_snapshot(root, tmp_path / "tmp")
    base = tmp_path / "selfheal-1"
    base.mkdir()
    with Worktree.create(snap, base / "wt") as tree:
        yield tree


def _runner(seen: list[tuple[list[str], str]], failing: set[str], status: str = ""):
    def run(ids: list[str]) -> RerunResult:
        seen.append((ids, (run.tree.path / "a.py").read_text()))  # type: ignore[attr-defined]
        bad = [n for n in ids if n in failing]
        return RerunResult(nodeids=ids, status=status or ("failed" if bad else "passed"),
                           failed=bad, passed=[n for n in ids if n not in bad])
    return run


def test_broken_ids_run_on_the_snapshot_and_the_patch_comes_back(wt) -> None:
    write(wt.path / "a.py", "a = 2  # the patch\n")
    (wt.path / "b.py").unlink()
    write(wt.path / "new.py", "n = 1\n")
    seen: list[tuple[list[str], str]] = []
    run = _runner(seen, {"t::env"})
    run.tree = wt  # type: ignore[attr-defined]
    cache: dict = {}
    said: list[str] = []
    gone = failing_unpatched(wt, cache, ["t::env", "t::real"], run, said.append)
    assert gone == {"t::env"}
    assert said == ["selfheal: running 2 broken test(s) again without the patch"]
    assert seen == [(["t::env", "t::real"], "a = 1\n")]  # ran on the unpatched snapshot
    assert (wt.path / "a.py").read_text() == "a = 2  # the patch\n"
    assert not (wt.path / "b.py").exists() and (wt.path / "new.py").exists()
    assert cache[CACHE_FAILING] == {"t::env"} and cache[CACHE_PASSING] == {"t::real"}
    # known ids are not run again
    assert failing_unpatched(wt, cache, ["t::real", "t::env"], run, said.append) == {"t::env"}
    assert len(seen) == 1 and len(said) == 1


def test_a_timeout_on_the_snapshot_proves_nothing(wt) -> None:
    seen: list[tuple[list[str], str]] = []
    run = _runner(seen, {"t::env"}, status="timeout")
    run.tree = wt  # type: ignore[attr-defined]
    assert failing_unpatched(wt, {}, ["t::env"], run) == set()


CALC = "def double(x):\n    return x + 2\n"
TESTS = '''\
from pathlib import Path

from calc import double


def test_double():
    assert double(5) == 10


def test_double_one():
    assert double(1) == 2


def test_local_settings():
    assert Path(__file__).with_name("local.cfg").read_text() == "debug\\n"
'''


def _project(pytester: pytest.Pytester, **more: str) -> Path:
    """calc.py with a bug, its tests, and tests that need local.cfg, which git ignores."""
    root = pytester.path
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    (root / ".gitignore").write_text("local.cfg\n.selfheal/\n")
    (root / "calc.py").write_text(CALC)
    (root / "test_calc.py").write_text(TESTS)
    for name, text in more.items():
        (root / f"{name}.py").write_text(text)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "initial")
    (root / "local.cfg").write_text("debug\n")  # ignored: the worktree does not have it
    return root


def test_a_test_that_needs_an_ignored_file_does_not_block_the_heal(
        pytester: pytest.Pytester, clean_env) -> None:
    root = _project(pytester)
    result = pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly")
    result.stdout.fnmatch_lines([
        "note: 1 test(s) passed in your run but fail in the worktree without any patch*"
        "test_calc.py::test_local_settings; they were left out of the confirmation",
        "outcome: healed*",
    ])
    assert "x * 2" in (root / "calc.py").read_text()
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "healed"
    healed = [a for a in record.attempts if a.status == "healed"][0]
    assert healed.confirm is not None and healed.confirm.ok
    assert "test_calc.py::test_local_settings" not in healed.confirm.failed


def test_a_real_break_beside_an_environment_one_is_still_a_regression(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import time

    from pytest_selfheal import loop
    from pytest_selfheal.records import Failure, RunRecord

    monkeypatch.setattr(loop, "failing_unpatched",
                        lambda worktree, cache, broken, run, *say: {"t::env"} & set(broken))
    ctx = loop.LoopContext(
        worktree=None, cwd=Path("/nowhere"), sandbox=None,  # type: ignore[arg-type]
        env={}, engines=[], record=RunRecord(run_id="t"), max_iters=1, timeout=5.0,
        allow_test_edits=False, max_patch_lines=100, deadline=time.monotonic() + 60,
        confirm_ids=["t::env", "t::real", "t::ok"], progress=lambda line: None,
        veto=lambda *a: None, redact=lambda text: text)
    confirm = RerunResult(status="failed", failed=["t::env", "t::real"], passed=["t::ok"],
                          failures=[Failure(nodeid="t::env"), Failure(nodeid="t::real")])
    assert not loop._only_unpatched_failures(ctx, confirm, [])
    assert confirm.failed == ["t::real"] and [f.nodeid for f in confirm.failures] == ["t::real"]
    assert ctx.confirm_ids == ["t::real", "t::ok"]  # left out for the rest of the run
    assert ctx.record.notes and "t::env" in ctx.record.notes[0]
    only_env = RerunResult(status="failed", failed=["t::env"])
    assert loop._only_unpatched_failures(ctx, only_env, []) and only_env.status == "passed"
    # a fresh rerun of the group's own failing tests is never excused
    own = RerunResult(status="failed", failed=["t::env"])
    assert not loop._only_unpatched_failures(ctx, own, ["t::env"])


def test_a_confirm_cut_short_by_environment_failures_runs_again(
        pytester: pytest.Pytester, clean_env) -> None:
    root = _project(pytester, test_settings=(
        "import pytest\nfrom pathlib import Path\n\n\n@pytest.mark.parametrize('n', range(25))\n"
        "def test_setting(n):\n"
        "    assert Path(__file__).with_name('local.cfg').read_text() == 'debug\\n'\n"
        "\n\ndef test_z_plain():\n    assert True\n"))
    result = pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly")
    # the first confirm stops at 20 failures, all of them the environment's; the second
    # runs the rest of the suite without them
    result.stdout.fnmatch_lines(["selfheal: running 20 broken test(s) again without the patch",
                                 "selfheal: running 6 broken test(s) again without the patch",
                                 "note: 20 test(s) passed in your run but fail in the "
                                 "worktree without any patch*",
                                 "note: 6 test(s) passed in your run but fail*",
                                 "outcome: healed*"])
    record = load_record(root / ".selfheal" / "runs")
    healed = [a for a in record.attempts if a.status == "healed"][0]
    assert healed.confirm is not None and healed.confirm.ok
    assert "test_settings.py::test_z_plain" in healed.confirm.passed  # the rest did run
