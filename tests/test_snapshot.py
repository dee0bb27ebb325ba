"""Snapshots freeze the working tree into a commit and leave the user's repository alone."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from gitrepo import g, write
from gitrepo import no_git_config as _no_git_config  # noqa: F401 - autouse

from pytest_selfheal.git.snapshot import (
    IGNORED_NOTE,
    NOT_GIT_NOTE,
    WorkspaceError,
    ensure_excluded,
    release_snapshot,
    take_snapshot,
)


def user_state(root: Path) -> dict[str, object]:
    """Everything of the user's a heal must not change, byte for byte."""
    files: dict[str, object] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if rel.parts[0] == ".git":
            continue
        if p.is_symlink():
            files[rel.as_posix()] = ("link", os.readlink(p))
        elif p.is_file():
            files[rel.as_posix()] = (p.stat().st_mode, p.read_bytes())
    if not (root / ".git" / "HEAD").exists():
        return {"files": files}
    index = root / ".git" / "index"
    return {
        "index": index.read_bytes() if index.exists() else None,  # before status reads it
        "files": files,
        "status": g(root, "--no-optional-locks", "status", "--porcelain", "--ignored", "-uall"),
        "stash": g(root, "stash", "list"),
        "refs": [r for r in g(root, "for-each-ref").splitlines() if "refs/selfheal/" not in r],
        "head": (root / ".git" / "HEAD").read_text(),
    }


def tree(root: Path, commit: str) -> dict[str, str]:
    names = [n for n in g(root, "ls-tree", "-r", "-z", "--name-only", commit).split("\0") if n]
    return {n: g(root, "show", f"{commit}:{n}") for n in names}


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A repository with a stash, staged and unstaged changes, untracked and ignored files."""
    root = tmp_path / "repo"
    root.mkdir()
    g(root, "init", "-q")
    write(root / ".gitignore", "*.log\nbuild/\n")
    write(root / "a.py", "one\n")
    write(root / "b.py", "b\n")
    write(root / "c.py", "c\n")
    g(root, "add", ".")
    g(root, "commit", "-qm", "init")
    write(root / "a.py", "stashed\n")
    g(root, "stash", "-q")
    write(root / "a.py", "dirty\n")
    write(root / "b.py", "staged\n")
    g(root, "add", "b.py")
    write(root / "b.py", "worktree\n")
    (root / "c.py").unlink()
    write(root / "new.py", "untracked\n")
    write(root / "debug.log", "ignored\n")
    write(root / "build" / "out.txt", "ignored\n")
    return root


def test_snapshot_holds_the_working_tree_and_leaves_the_user_alone(
    repo: Path, tmp_path: Path
) -> None:
    before = user_state(repo)
    all_refs = g(repo, "for-each-ref")
    snap = take_snapshot(repo, tmp_path / "tmp")

    assert (snap.repo_root, snap.project_dir, snap.throwaway) == (repo, repo, False)
    assert tree(repo, snap.commit) == {
        ".gitignore": "*.log\nbuild/\n",
        "a.py": "dirty\n",
        "b.py": "worktree\n",
        "new.py": "untracked\n",
    }
    assert g(repo, "rev-parse", f"{snap.commit}^").strip() == g(repo, "rev-parse", "HEAD").strip()
    assert user_state(repo) == before
    assert snap.ref.startswith("refs/selfheal/") and snap.ref in g(repo, "for-each-ref")
    assert list((tmp_path / "tmp").iterdir()) == []  # the temporary index is gone

    release_snapshot(snap)
    release_snapshot(snap)  # idempotent
    assert g(repo, "for-each-ref") == all_refs
    assert user_state(repo) == before


def test_repository_without_commits(tmp_path: Path) -> None:
    root = tmp_path / "fresh"
    root.mkdir()
    g(root, "init", "-q")
    write(root / "staged.py", "s\n")
    g(root, "add", "staged.py")
    write(root / "loose.py", "l\n")
    before = user_state(root)

    snap = take_snapshot(root, tmp_path / "tmp")

    assert tree(root, snap.commit) == {"staged.py": "s\n", "loose.py": "l\n"}
    assert g(root, "rev-list", "--parents", "-n1", snap.commit).split() == [snap.commit]
    assert "no commits" in snap.note
    assert g(root, "rev-parse", "--verify", "-q", "HEAD", check=False) == ""
    assert user_state(root) == before
    release_snapshot(snap)


def test_non_git_directory_is_copied_into_a_throwaway_repository(tmp_path: Path) -> None:
    proj = tmp_path / "proj"
    write(proj / "a.py", "a\n")
    write(proj / "sub" / "b.py", "b\n")
    for junk in (".venv/lib.py", "venv/x.py", "__pycache__/a.pyc", "sub/__pycache__/b.pyc",
                 "pkg.egg-info/PKG-INFO", "node_modules/m.js", ".selfheal/runs/r.json",
                 ".tox/t", ".nox/n", ".pytest_cache/c", ".git/config"):  # fmt: skip
        write(proj / junk, "junk\n")
    os.mkfifo(proj / "a-fifo")  # would hang a naive copy
    before = user_state(proj)

    snap = take_snapshot(proj, tmp_path / "tmp")

    assert snap.throwaway and snap.note == NOT_GIT_NOTE
    assert snap.repo_root.is_relative_to(tmp_path / "tmp") and snap.project_rel == ""
    assert tree(snap.repo_root, snap.commit) == {"a.py": "a\n", "sub/b.py": "b\n"}
    assert user_state(proj) == before
    assert (proj / ".git").is_dir() and not (proj / ".git" / "HEAD").exists()


@pytest.mark.parametrize("in_git", [True, False], ids=["git", "plain-dir"])
def test_odd_names_symlinks_and_exec_bits_survive(tmp_path: Path, in_git: bool) -> None:
    proj = tmp_path / "proj"
    write(proj / "with space.py", "s\n")
    write(proj / "ünï cödé.py", "u\n")
    os.symlink("with space.py", proj / "link.py")
    os.symlink("nowhere", proj / "dangling")
    write(proj / "run.sh", "#!/bin/sh\n").chmod(0o755)
    if in_git:
        g(proj, "init", "-q")

    snap = take_snapshot(proj, tmp_path / "tmp")

    listing = g(snap.repo_root, "ls-tree", "-z", snap.commit).split("\0")
    modes = {line.split("\t")[1]: line.split(" ")[0] for line in listing if line}
    assert modes == {
        "with space.py": "100644",
        "ünï cödé.py": "100644",
        "link.py": "120000",
        "dangling": "120000",
        "run.sh": "100755",
    }
    assert g(snap.repo_root, "show", f"{snap.commit}:link.py") == "with space.py"
    release_snapshot(snap)


def _conflict(root: Path) -> None:
    """main and feature both change a.py; HEAD on main, feature checked out as 'feature'."""
    g(root, "checkout", "-qb", "feature")
    write(root / "a.py", "feature\n")
    g(root, "commit", "-qam", "feature")
    g(root, "checkout", "-q", "main")
    write(root / "a.py", "main\n")
    g(root, "commit", "-qam", "main")


@pytest.fixture
def clean_repo(tmp_path: Path) -> Path:
    root = tmp_path / "clean"
    root.mkdir()
    g(root, "init", "-q")
    write(root / "a.py", "base\n")
    g(root, "add", ".")
    g(root, "commit", "-qm", "base")
    return root


def test_merge_in_progress_is_refused(clean_repo: Path, tmp_path: Path) -> None:
    _conflict(clean_repo)
    assert "CONFLICT" in g(clean_repo, "merge", "feature", check=False)
    with pytest.raises(WorkspaceError, match=r"middle of a merge: .*\(git merge --abort\)"):
        take_snapshot(clean_repo, tmp_path / "tmp")
    assert "refs/selfheal/" not in g(clean_repo, "for-each-ref")


def test_rebase_in_progress_is_refused(clean_repo: Path, tmp_path: Path) -> None:
    _conflict(clean_repo)
    g(clean_repo, "checkout", "-q", "feature")
    g(clean_repo, "rebase", "main", check=False)
    assert (clean_repo / ".git" / "rebase-merge").exists()
    expected = (
        "repository is in the middle of a rebase: finish or abort it (git rebase --abort), "
        "then run again"
    )
    with pytest.raises(WorkspaceError) as info:
        take_snapshot(clean_repo, tmp_path / "tmp")
    assert str(info.value) == expected


def test_unresolved_conflicts_without_a_merge_are_refused(clean_repo: Path, tmp_path: Path) -> None:
    write(clean_repo / "a.py", "stashed\n")
    g(clean_repo, "stash", "-q")
    write(clean_repo / "a.py", "other\n")
    g(clean_repo, "commit", "-qam", "other")
    g(clean_repo, "stash", "pop", check=False)  # conflicts, no MERGE_HEAD
    with pytest.raises(WorkspaceError, match=r"a\.py has unresolved merge conflicts"):
        take_snapshot(clean_repo, tmp_path / "tmp")


def test_subdirectory_and_ignored_project_dirs(clean_repo: Path, tmp_path: Path) -> None:
    write(clean_repo / "pkg" / "m.py", "m\n")
    snap = take_snapshot(clean_repo / "pkg", tmp_path / "tmp")
    assert (snap.repo_root, snap.project_rel, snap.throwaway) == (clean_repo, "pkg", False)
    release_snapshot(snap)

    write(clean_repo / ".gitignore", "scratch/\n")
    write(clean_repo / "scratch" / "s.py", "s\n")
    snap = take_snapshot(clean_repo / "scratch", tmp_path / "tmp")
    assert snap.throwaway and snap.note == IGNORED_NOTE
    assert tree(snap.repo_root, snap.commit) == {"s.py": "s\n"}


def test_ensure_excluded_is_idempotent_and_works_from_a_worktree(
    clean_repo: Path, tmp_path: Path
) -> None:
    exclude = clean_repo / ".git" / "info" / "exclude"
    exclude.parent.mkdir(exist_ok=True)
    exclude.write_text("# mine\n*.tmp")  # no final newline
    ensure_excluded(clean_repo)
    ensure_excluded(clean_repo)
    linked = tmp_path / "linked"
    g(clean_repo, "worktree", "add", "-q", "--detach", str(linked))
    ensure_excluded(linked)

    assert exclude.read_text() == "# mine\n*.tmp\n.selfheal/\n"
    assert not (clean_repo / ".gitignore").exists()
    write(clean_repo / ".selfheal" / "runs" / "x.json", "{}")
    assert g(clean_repo, "check-ignore", ".selfheal/runs/x.json").strip() == ".selfheal/runs/x.json"

    ensure_excluded(clean_repo, "/other")
    assert exclude.read_text().splitlines()[-1] == "/other"


def test_missing_project_dir_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(WorkspaceError, match="is not a directory: run from your project"):
        take_snapshot(tmp_path / "nope", tmp_path / "tmp")
