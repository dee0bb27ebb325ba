"""changes.py in real temporary git repositories: lines changed against HEAD and since a ref."""

from __future__ import annotations

from pathlib import Path

import pytest
from gitrepo import g, no_git_config, write  # noqa: F401 - autouse fixture

from pytest_selfheal.changes import (
    ChangesError,
    collect_changes,
    default_since,
    resolve_bases,
)
from pytest_selfheal.git.snapshot import release_snapshot, take_snapshot
from pytest_selfheal.git.worktree import Worktree

MOD = "def add(a, b):\n    return a + b\n\n\ndef sub(a, b):\n    return a - b\n\n\n" \
      "def twice(a):\n    return add(a, a)\n"


def _repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir()
    g(repo, "init", "-q")
    write(repo / "pkg" / "mod.py", MOD)
    write(repo / "README", "x\n")
    g(repo, "add", "-A")
    g(repo, "commit", "-qm", "init")
    return repo


def _edit(path: Path, old: str, new: str) -> None:
    path.write_text(path.read_text().replace(old, new, 1))


def test_uncommitted_and_untracked_edits_are_changed_against_head(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _edit(repo / "pkg" / "mod.py", "a - b", "a + b")
    write(repo / "pkg" / "new.py", "X = 1\nY = 2\n")
    write(repo / "pkg" / "__pycache__" / "junk.py", "Z = 3\n")
    bases = resolve_bases(repo)
    assert bases.head and bases.since is None  # on main, no remote: nothing extra
    changes = collect_changes(repo, bases)
    assert changes.head == {"pkg/mod.py": {6}, "pkg/new.py": {1, 2}}
    assert changes.since == changes.head
    assert changes.signal("pkg/mod.py", 5, 6) == "changed"
    assert changes.signal("pkg/mod.py", 1, 2) is None
    assert changes.functions(repo) == {"pkg/mod.py": [("sub", 5, 6)]}


def test_deleted_line_marks_its_neighbours(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _edit(repo / "pkg" / "mod.py", "\n\ndef twice(a):\n    return add(a, a)\n", "\n")
    changes = collect_changes(repo, resolve_bases(repo))
    assert changes.head["pkg/mod.py"] <= {7, 8}
    assert changes.head["pkg/mod.py"]


def test_feature_branch_defaults_to_merge_base_with_main(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    g(repo, "checkout", "-qb", "feature")
    _edit(repo / "pkg" / "mod.py", "a + b", "a * b")
    g(repo, "commit", "-qam", "committed bug")
    _edit(repo / "pkg" / "mod.py", "add(a, a)", "add(a, 1)")
    bases = resolve_bases(repo)
    assert bases.since_label == "merge-base with main"
    changes = collect_changes(repo, bases)
    assert changes.head == {"pkg/mod.py": {10}}
    assert changes.since == {"pkg/mod.py": {2, 10}}
    assert changes.signal("pkg/mod.py", 2, 2) == "since"
    assert changes.signal("pkg/mod.py", 10, 10) == "changed"


def test_explicit_since_and_a_bad_one(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    g(repo, "tag", "v1")
    _edit(repo / "pkg" / "mod.py", "a - b", "b - a")
    g(repo, "commit", "-qam", "on main")
    bases = resolve_bases(repo, "v1")
    assert bases.since_label == "v1"
    assert collect_changes(repo, bases).since == {"pkg/mod.py": {6}}
    with pytest.raises(ChangesError, match="--selfheal-since nope names no commit"):
        resolve_bases(repo, "nope")


def test_upstream_branch_limits_since_to_unpushed_commits(tmp_path: Path) -> None:
    origin = _repo(tmp_path)
    clone = tmp_path / "clone"
    g(tmp_path, "clone", "-q", str(origin), str(clone))
    _edit(clone / "pkg" / "mod.py", "a + b", "a - b")
    g(clone, "commit", "-qam", "unpushed")
    commit, label = default_since(clone)
    assert label == "merge-base with origin/main"
    assert commit == g(origin, "rev-parse", "HEAD").strip()
    changes = collect_changes(clone, resolve_bases(clone))
    assert changes.since == {"pkg/mod.py": {2}} and changes.head == {}


def test_default_branch_itself_ranks_no_history(tmp_path: Path) -> None:
    origin = _repo(tmp_path)
    clone = tmp_path / "clone"
    g(tmp_path, "clone", "-q", str(origin), str(clone))
    g(clone, "branch", "--unset-upstream")
    _edit(clone / "pkg" / "mod.py", "a + b", "a - b")
    g(clone, "commit", "-qam", "local history on main")
    commit, label = default_since(clone)
    assert commit is None and "default branch origin/main" in label
    assert collect_changes(clone, resolve_bases(clone)).since == {}


def test_not_a_repository_has_no_changes(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    write(plain / "m.py", "x = 1\n")
    bases = resolve_bases(plain)
    assert bases.head is None and not collect_changes(plain, bases)
    with pytest.raises(ChangesError, match="no git history"):
        resolve_bases(plain, "main")


def test_lines_are_read_in_the_scratch_worktree(tmp_path: Path) -> None:
    """Bases from the user's repo, lines from the snapshot's checkout (untracked included)."""
    repo = _repo(tmp_path)
    g(repo, "checkout", "-qb", "feature")
    _edit(repo / "pkg" / "mod.py", "a + b", "a * b")
    g(repo, "commit", "-qam", "committed bug")
    _edit(repo / "pkg" / "mod.py", "a - b", "a + b")
    write(repo / "pkg" / "new.py", "X = 1\n")
    write(repo / "pkg" / "venv" / "lib.py", "Y = 2\n")  # an unignored virtualenv
    bases = resolve_bases(repo)
    snap = take_snapshot(repo, tmp_path / "tmp")
    try:
        with Worktree.create(snap, tmp_path / "wt") as wt:
            write(wt.path / "pkg" / "__pycache__" / "x.py", "junk\n")
            changes = collect_changes(wt.path / "pkg", bases)
    finally:
        release_snapshot(snap)
    assert changes.head == {"mod.py": {6}, "new.py": {1}}
    assert changes.since == {"mod.py": {2, 6}, "new.py": {1}}
