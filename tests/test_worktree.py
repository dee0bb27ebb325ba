"""Worktrees of a snapshot: isolated, resettable, diffable and always removed."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from gitrepo import files_of, g, write
from gitrepo import no_git_config as _no_git_config  # noqa: F401 - autouse

from pytest_selfheal.git.snapshot import Snapshot, WorkspaceError, take_snapshot
from pytest_selfheal.git.worktree import LOCK_PREFIX, Worktree, cleanup_stale


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = tmp_path / "repo"
    root.mkdir()
    g(root, "init", "-q")
    write(root / ".gitignore", "*.log\n")
    write(root / "src" / "a.py", "a = 1\n")
    write(root / "gone.py", "bye\n")
    write(root / "with space.py", "s\n")
    g(root, "add", ".")
    g(root, "commit", "-qm", "init")
    write(root / "src" / "a.py", "a = 2  # dirty\n")
    write(root / "untracked.py", "u\n")
    write(root / "debug.log", "ignored\n")
    return root


@pytest.fixture
def snap(repo: Path, tmp_path: Path) -> Snapshot:
    return take_snapshot(repo, tmp_path / "tmp")


@pytest.fixture
def base(tmp_path: Path) -> Path:
    path = tmp_path / "selfheal-abc123"
    path.mkdir()
    return path


def registered(repo: Path) -> str:
    return g(repo, "worktree", "list", "--porcelain")


def test_create_checks_out_the_snapshot_outside_the_repo(
    repo: Path, snap: Snapshot, base: Path
) -> None:
    status = g(repo, "--no-optional-locks", "status", "--porcelain", "--ignored")
    index = (repo / ".git" / "index").read_bytes()
    with Worktree.create(snap, base / "wt") as wt:
        assert files_of(wt.path) == {
            ".gitignore": b"*.log\n",
            "gone.py": b"bye\n",
            "src/a.py": b"a = 2  # dirty\n",
            "untracked.py": b"u\n",
            "with space.py": b"s\n",
        }
        assert g(wt.path, "rev-parse", "HEAD").strip() == snap.commit
        assert f"locked {LOCK_PREFIX}{os.getpid()}" in registered(repo)
        assert wt.changed_files() == [] and wt.diff() == ""
        assert (repo / ".git" / "index").read_bytes() == index
    assert not wt.path.exists() and str(wt.path) not in registered(repo)
    assert g(repo, "--no-optional-locks", "status", "--porcelain", "--ignored") == status
    assert "refs/selfheal/" not in g(repo, "for-each-ref")
    assert not (repo / ".git" / "worktrees").exists()


def test_reset_returns_to_the_snapshot_after_any_edit(snap: Snapshot, base: Path) -> None:
    with Worktree.create(snap, base / "wt") as wt:
        pristine = files_of(wt.path)
        write(wt.path / "src" / "a.py", "broken\n")
        (wt.path / "gone.py").unlink()
        write(wt.path / "new" / "deep.py", "x\n")
        write(wt.path / "src" / "__pycache__" / "a.pyc", "bytecode")
        write(wt.path / "run.log", "ignored but ours to clean\n")
        (wt.path / "with space.py").chmod(0o755)
        g(wt.path, "add", "-A")
        g(wt.path, "commit", "-qm", "an engine committed")
        write(wt.path / "src" / "a.py", "after commit\n")

        wt.reset()

        assert files_of(wt.path) == pristine
        assert not os.access(wt.path / "with space.py", os.X_OK)
        assert g(wt.path, "rev-parse", "HEAD").strip() == snap.commit
        assert g(wt.path, "status", "--porcelain", "--ignored") == ""

        (wt.path / ".git").unlink()  # even a deleted .git file is repaired
        write(wt.path / "stray.py", "x\n")
        wt.reset()
        assert files_of(wt.path) == pristine
        assert g(wt.path, "rev-parse", "HEAD").strip() == snap.commit


def test_diff_covers_new_deleted_and_binary_files_and_applies(snap: Snapshot, base: Path) -> None:
    with Worktree.create(snap, base / "wt") as wt:
        write(wt.path / "src" / "a.py", "a = 3\n")
        (wt.path / "gone.py").unlink()
        write(wt.path / "src" / "new file.py", "n = 1\n")
        (wt.path / "blob.bin").write_bytes(b"\0\1\2binary")
        write(wt.path / "noise.log", "ignored, not part of the diff\n")
        edited = files_of(wt.path)

        patch = wt.diff()
        assert wt.changed_files() == ["blob.bin", "gone.py", "src/a.py", "src/new file.py"]
        assert "deleted file mode" in patch and "new file mode" in patch
        assert "GIT binary patch" in patch and "noise.log" not in patch

        wt.reset()
        assert wt.changed_files() == []
        subprocess.run(["git", "apply"], cwd=wt.path, input=patch.encode(), check=True)
        edited.pop("noise.log")
        assert files_of(wt.path) == edited
        assert wt.diff() == patch


def test_advance_keeps_a_fix_and_diff_since_combines_them(snap: Snapshot, base: Path) -> None:
    with Worktree.create(snap, base / "wt") as wt:
        write(wt.path / "src" / "a.py", "a = 2\n")
        wt.advance("first fix")
        write(wt.path / "src" / "b.py", "b = 2\n")  # a later attempt, then thrown away
        wt.reset()
        assert (wt.path / "src" / "a.py").read_text() == "a = 2\n"  # the kept fix stays
        assert not (wt.path / "src" / "b.py").exists()
        write(wt.path / "extra.py", "e = 1\n")
        wt.advance("second fix")
        combined = wt.diff_since(snap.commit)
        assert "+a = 2" in combined and "+e = 1" in combined and "b.py" not in combined
        assert wt.diff() == ""  # nothing beyond the current base


@pytest.mark.parametrize("error", [RuntimeError, KeyboardInterrupt])
def test_removed_when_the_block_raises(
    repo: Path, snap: Snapshot, base: Path, error: type[BaseException]
) -> None:
    with pytest.raises(error):
        with Worktree.create(snap, base / "wt") as wt:
            write(wt.path / "half-done.py", "x\n")
            raise error()
    assert not (base / "wt").exists()
    assert str(base / "wt") not in registered(repo)
    assert "refs/selfheal/" not in g(repo, "for-each-ref")


def test_remove_is_idempotent_and_survives_a_vanished_directory(
    repo: Path, snap: Snapshot, base: Path
) -> None:
    wt = Worktree.create(snap, base / "wt")
    shutil.rmtree(wt.path)
    wt.remove()
    wt.remove()
    assert str(wt.path) not in registered(repo)
    with pytest.raises(WorkspaceError, match="already removed"):
        wt.diff()


def test_create_refuses_a_nonempty_path_and_leaves_no_registration(
    repo: Path, snap: Snapshot, base: Path
) -> None:
    write(base / "wt" / "mine.txt", "not ours\n")
    with pytest.raises(WorkspaceError, match="git worktree failed: fatal: .* already exists"):
        Worktree.create(snap, base / "wt")
    assert registered(repo).count("worktree ") == 1


CHILD = """
import os, sys
from pathlib import Path
from pytest_selfheal.git.snapshot import take_snapshot
from pytest_selfheal.git.worktree import Worktree
snap = take_snapshot(Path(sys.argv[1]), Path(sys.argv[2]))
wt = Worktree.create(snap, Path(sys.argv[3]))
if sys.argv[4] == "killed":
    os._exit(0)  # no atexit: like SIGKILL
"""


def _child(repo: Path, tmp: Path, path: Path, how: str) -> None:
    argv = [sys.executable, "-c", CHILD, str(repo), str(tmp), str(path), how]
    subprocess.run(argv, check=True, capture_output=True, timeout=60)


def test_atexit_removes_a_worktree_the_program_forgot(
    repo: Path, tmp_path: Path, base: Path
) -> None:
    _child(repo, tmp_path / "tmp", base / "forgotten", "exits")
    assert not (base / "forgotten").exists()
    assert str(base / "forgotten") not in registered(repo)
    assert "refs/selfheal/" not in g(repo, "for-each-ref")


def test_cleanup_stale_removes_only_dead_or_vanished_selfheal_worktrees(
    repo: Path, snap: Snapshot, tmp_path: Path, base: Path
) -> None:
    _child(repo, tmp_path / "tmp", base / "killed", "killed")
    assert (base / "killed").exists() and str(base / "killed") in registered(repo)
    vanished = Worktree.create(snap, base / "vanished")
    shutil.rmtree(vanished.path)
    live = Worktree.create(snap, base / "live")
    users = tmp_path / "users-own"
    g(repo, "worktree", "add", "-q", "--detach", str(users))

    removed = cleanup_stale(repo)

    assert sorted(removed) == [base / "killed", base / "vanished"]
    listing = registered(repo)
    assert str(live.path) in listing and str(users) in listing
    assert str(base / "killed") not in listing and not (base / "killed").exists()
    refs = g(repo, "for-each-ref", "--format=%(refname)", "refs/selfheal/").split()
    assert refs == [snap.ref]  # the killed child's ref is gone, ours is kept
    assert cleanup_stale(repo) == []
    live.remove()
    vanished.remove()


def test_throwaway_snapshot_and_subdirectory_project_paths(tmp_path: Path, base: Path) -> None:
    proj = tmp_path / "plain"
    write(proj / "m.py", "m\n")
    snap = take_snapshot(proj, tmp_path / "tmp")
    with Worktree.create(snap, base / "wt") as wt:
        assert wt.project_path == wt.path and files_of(wt.path) == {"m.py": b"m\n"}
        write(wt.path / "m.py", "changed\n")
        assert wt.changed_files() == ["m.py"]
    assert not (base / "wt").exists()
    assert files_of(proj) == {"m.py": b"m\n"}


def test_project_path_points_into_the_subdirectory(repo: Path, tmp_path: Path, base: Path) -> None:
    snap = take_snapshot(repo / "src", tmp_path / "tmp")
    with Worktree.create(snap, base / "wt") as wt:
        assert wt.project_path == wt.path / "src"
        assert (wt.project_path / "a.py").read_text() == "a = 2  # dirty\n"


SIGINT_CHILD = """
import signal, sys, time
# as from a shell: the worker that runs this test may have inherited SIGINT ignored
signal.signal(signal.SIGINT, signal.default_int_handler)
signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
from pathlib import Path
from pytest_selfheal.git.snapshot import take_snapshot
from pytest_selfheal.git.worktree import Worktree
snap = take_snapshot(Path(sys.argv[1]), Path(sys.argv[2]))
with Worktree.create(snap, Path(sys.argv[3])) as wt:
    print("ready", flush=True)
    time.sleep(60)  # interrupted by the parent's SIGINT long before this ends
"""


def test_a_real_ctrl_c_removes_the_worktree(repo: Path, tmp_path: Path, base: Path) -> None:
    argv = [sys.executable, "-c", SIGINT_CHILD, str(repo), str(tmp_path / "tmp"), str(base / "wt")]
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        assert child.stdout is not None and child.stdout.readline() == b"ready\n"
        assert (base / "wt").is_dir()
        child.send_signal(signal.SIGINT)
        _, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert b"KeyboardInterrupt" in err
    assert not (base / "wt").exists()
    assert str(base / "wt") not in registered(repo)
    assert "refs/selfheal/" not in g(repo, "for-each-ref")
