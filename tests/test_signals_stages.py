"""SIGTERM at the stages a progress line cannot reach: snapshot, worktree, search, apply-back.

A test-only plugin (``stagegate.py``, loaded with ``-p stagegate``) holds the heal at
the stage and prints ``GATE <stage>``; the test then sends SIGTERM, so the signal
lands exactly there, with no sleeps. Afterwards: the working tree, index, stash,
branches and HEAD are unchanged, no worktree or selfheal ref is left, no process of
ours is alive (warm servers, reruns) and the record says it was interrupted. At
apply-back, a second signal applies nothing, or the whole patch, never half of it.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import git, llm_args, tree_digest
from fakellm import Reply
from test_oddrepos import FIXED_LINE, write_project

from pytest_selfheal.records import load_record

TESTS_DIR = Path(__file__).resolve().parent


def ours(scratch: Path) -> list[str]:
    """Live processes started with TMPDIR=scratch: the heal and everything it spawned."""
    needle = f"TMPDIR={scratch}".encode()
    found = []
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            if needle in (proc / "environ").read_bytes().split(b"\0"):
                found.append(f"{proc.name} {(proc / 'cmdline').read_bytes()!r}")
        except OSError:
            continue
    return found


def git_state(root: Path) -> tuple[str, ...]:
    refs = git(root, "for-each-ref", "--format=%(refname) %(objectname)")
    return (refs, git(root, "ls-files", "-s"), git(root, "stash", "list"),
            git(root, "rev-parse", "HEAD"), git(root, "symbolic-ref", "HEAD"),
            git(root, "worktree", "list", "--porcelain"), git(root, "status", "--porcelain"))


def untidy(root: Path) -> None:
    """A stash entry, a staged change, an unstaged edit and an untracked file."""
    (root / "notes.txt").write_text("stash me\n")
    git(root, "add", "notes.txt")
    git(root, "stash", "-q")
    (root / "pytest.ini").write_text("[pytest]\npythonpath = .\n# staged\n")
    git(root, "add", "pytest.ini")
    (root / "tests" / "__init__.py").write_text("# unstaged\n")
    (root / "scratch.txt").write_text("untracked\n")


class Heal:
    """``pytest --selfheal -p stagegate`` in its own session, read line by line."""

    def __init__(self, root: Path, scratch: Path, stage: str, *args: str, signals: int = 1):
        env = dict(os.environ, PYTHONUNBUFFERED="1", TMPDIR=str(scratch),
                   SELFHEAL_TEST_GATE=stage, SELFHEAL_TEST_GATE_SIGNALS=str(signals),
                   SELFHEAL_TEST_GATE_GO=str(scratch / "go"),
                   PYTHONPATH=os.pathsep.join([str(TESTS_DIR), os.environ.get("PYTHONPATH", "")]))
        self.proc = subprocess.Popen(
            # no gate: nothing to load (reruns in a container could not import it)
            [sys.executable, "-m", "pytest", "--selfheal", *(["-p", "stagegate"] if stage else []),
             "-p", "no:randomly", "-p", "no:cacheprovider", *args],
            cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
            start_new_session=True)
        self.seen: list[str] = []

    def wait_for(self, text: str) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.seen.append(line)
            if text in line:
                return
        raise AssertionError(f"never saw {text!r}:\n{''.join(self.seen)}")

    def term(self) -> None:
        self.proc.send_signal(signal.SIGTERM)

    def finish(self) -> str:
        try:
            rest, _ = self.proc.communicate(timeout=120)
        finally:
            if self.proc.poll() is None:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        return "".join(self.seen) + rest


def assert_nothing_left(root: Path, scratch: Path, before: tuple[str, ...],
                        files: dict[str, str]) -> None:
    assert tree_digest(root) == files
    assert git_state(root) == before
    assert not git(root, "for-each-ref", "refs/selfheal/")
    deadline = time.monotonic() + 10
    while ours(scratch) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not ours(scratch)
    assert not list(root.rglob("*.selfheal-*.tmp"))


@pytest.fixture
def project(pytester: pytest.Pytester, clean_env: None) -> Path:
    root = pytester.path / "repo"
    write_project(root)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "initial")
    untidy(root)
    return root


@pytest.mark.parametrize("stage", ["snapshot", "snapshot-ref", "worktree", "engine"])
def test_sigterm_at_a_stage(project: Path, tmp_path: Path, stage: str) -> None:
    before, files = git_state(project), tree_digest(project)
    heal = Heal(project, tmp_path, stage)
    try:
        heal.wait_for(f"GATE {stage}")
        if stage == "engine":  # the warm servers run: the check below is not vacuous
            assert [p for p in ours(tmp_path) if not p.startswith(f"{heal.proc.pid} ")]
        heal.term()
    finally:
        output = heal.finish()
    assert "interrupted by SIGTERM: the working tree was not changed" in output, output
    assert "Traceback" not in output
    assert_nothing_left(project, tmp_path, before, files)
    record = load_record(project / ".selfheal" / "runs")
    assert record.outcome == "error" and record.error is not None
    assert record.error.startswith("interrupted by SIGTERM") and not record.applied


def test_sigterm_after_the_patch_is_made_applies_nothing(project: Path, tmp_path: Path) -> None:
    # the heal has its verified patch and is removing the worktree when the signal comes
    before, files = git_state(project), tree_digest(project)
    heal = Heal(project, tmp_path, "cleanup")
    try:
        heal.wait_for("GATE cleanup")
        heal.term()
    finally:
        output = heal.finish()
    assert "interrupted by SIGTERM: the working tree was not changed" in output, output
    assert_nothing_left(project, tmp_path, before, files)  # the worktree went at exit
    record = load_record(project / ".selfheal" / "runs")
    assert not record.applied and FIXED_LINE in record.patch
    assert record.apply_note.startswith("the patch was not applied; it is saved in ")


def test_sigterm_twice_at_apply_back_applies_nothing(project: Path, tmp_path: Path) -> None:
    before, files = git_state(project), tree_digest(project)
    heal = Heal(project, tmp_path, "apply", signals=2)
    try:
        heal.wait_for("GATE apply")
        assert list(project.rglob("*.selfheal-*.tmp"))  # staged, not yet renamed
        heal.term()
        heal.wait_for("GATE signal 1")
        heal.term()  # a second signal during the same clean-up
        heal.wait_for("GATE signal 2")
    finally:
        output = heal.finish()
    assert "interrupted by SIGTERM during apply-back: the working tree was not changed" in output
    assert "Traceback" not in output
    assert_nothing_left(project, tmp_path, before, files)
    record = load_record(project / ".selfheal" / "runs")
    assert not record.applied and (record.error or "").startswith("interrupted by SIGTERM")
    assert FIXED_LINE in record.patch  # verified and saved: selfheal apply can apply it
    saved = project / ".selfheal" / "runs" / record.run_id / "patch.diff"
    assert FIXED_LINE in saved.read_text()


HELPERS = '''\
"""Helpers."""

SCALE = 1
'''

TWO_FILE_FIX = '''\
```diff
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,4 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    return total / len(values)
--- a/helpers.py
+++ b/helpers.py
@@ -1,3 +1,3 @@
 """Helpers."""

-SCALE = 1
+SCALE = 1  # used by calc
```
'''


def test_sigterm_twice_between_renames_applies_the_whole_patch(
        calc_project: pytest.Pytester, fake_llm, tmp_path: Path) -> None:
    root = calc_project.path
    (root / "helpers.py").write_text(HELPERS)
    git(root, "add", "helpers.py")
    git(root, "commit", "-qm", "helpers")
    fake_llm.add(Reply.text(TWO_FILE_FIX))
    state = git_state(root)
    heal = Heal(root, tmp_path, "apply-renames", *llm_args(fake_llm))
    try:
        heal.wait_for("GATE apply-renames")
        heal.term()  # both signals are held back while files are being renamed
        heal.term()
        (tmp_path / "go").write_text("")
        heal.wait_for("GATE held back")
    finally:
        output = heal.finish()
    assert "GATE held back SIGTERM\n" in output, output
    assert "Traceback" not in output
    assert "return total / len(values)" in (root / "calc.py").read_text()
    assert "# used by calc" in (root / "helpers.py").read_text()  # all of it, not half
    assert not list(root.rglob("*.selfheal-*.tmp"))
    assert git_state(root)[:6] == state[:6]  # index, refs, stash untouched
    record = load_record(root / ".selfheal" / "runs")
    assert record.applied
    assert any("SIGTERM arrived while the patch was being written" in n for n in record.notes)
    assert not ours(tmp_path)


def test_signals_held_during_the_renames_are_delivered_after() -> None:
    from pytest_selfheal.git.applyback import SignalsHeld

    # as from a shell: a worker started in the background (`cmd &`) inherits SIGINT ignored
    inherited = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):  # Python's own SIGINT handler, after the block
            with SignalsHeld() as held:
                os.kill(os.getpid(), signal.SIGINT)
                os.kill(os.getpid(), signal.SIGINT)
                time.sleep(0.05)  # the handler had every chance to run here: it was held
                assert held.caught == [signal.SIGINT, signal.SIGINT]
                inside_done = True
        assert inside_done
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGINT, inherited)


def test_a_cancelled_apply_back_writes_nothing(tmp_path: Path) -> None:
    from pytest_selfheal.git.applyback import apply_to_working_tree
    from pytest_selfheal.git.snapshot import take_snapshot
    from pytest_selfheal.git.worktree import Worktree

    root = tmp_path / "repo"
    write_project(root)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "initial")
    snap = take_snapshot(root, tmp_path / "snap")
    with Worktree.create(snap, tmp_path / "wt") as wt:
        fixed = (wt.path / "mathx.py").read_text().replace("range(1, n)", FIXED_LINE)
        (wt.path / "mathx.py").write_text(fixed)
        (wt.path / "extra.py").write_text("EXTRA = 1\n")
        diff, files = wt.diff(), wt.changed_files()
    before = tree_digest(root)
    applied, note = apply_to_working_tree(snap, diff, files, saved_path="p.diff",
                                          cancelled=lambda: "SIGTERM")
    assert not applied and note.startswith("interrupted by SIGTERM before the patch was written")
    assert tree_digest(root) == before and not list(root.rglob("*.tmp"))
    applied, note = apply_to_working_tree(snap, diff, files, cancelled=lambda: "")
    assert applied and FIXED_LINE in (root / "mathx.py").read_text()
    assert (root / "extra.py").read_text() == "EXTRA = 1\n"


def _our_containers(client: Any, scratch: Path) -> list[str]:
    """Containers of the docker sandbox (by label) that mount a path under scratch."""
    found = []
    for c in client.containers.list(all=True, filters={"label": "pytest-selfheal"}):
        if any(str(m.get("Source", "")).startswith(str(scratch)) for m in c.attrs["Mounts"]):
            found.append(c.id)
    return found


@pytest.mark.docker
def test_sigterm_during_a_rerun_in_docker_leaves_no_container(
        calc_project: pytest.Pytester, fake_llm, tmp_path: Path) -> None:
    from test_e2e_sandboxes import _docker_image
    from test_e2e_signals import SLEEP_DIFF

    image = _docker_image()
    import docker

    client = docker.from_env()
    root = calc_project.path
    fake_llm.add(Reply.text(SLEEP_DIFF))
    before, files = git_state(root), tree_digest(root)
    heal = Heal(root, tmp_path, "", *llm_args(fake_llm), "--selfheal-sandbox", "docker",
                "--selfheal-docker-image", image)
    try:
        heal.wait_for("rerunning")
        assert _our_containers(client, tmp_path)  # the sandbox's container is up
        heal.term()
    finally:
        output = heal.finish()
    assert "interrupted by SIGTERM: the working tree was not changed" in output, output
    assert not _our_containers(client, tmp_path)
    assert_nothing_left(root, tmp_path, before, files)
    record = load_record(root / ".selfheal" / "runs")
    assert (record.error or "").startswith("interrupted by SIGTERM")
