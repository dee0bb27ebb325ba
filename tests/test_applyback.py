"""Apply-back writes the verified patch only onto files still as they were snapshotted."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from gitrepo import files_of, g, write
from gitrepo import no_git_config as _no_git_config  # noqa: F401 - autouse

from pytest_selfheal.git.applyback import apply_to_working_tree
from pytest_selfheal.git.snapshot import Snapshot, take_snapshot
from pytest_selfheal.git.worktree import Worktree


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """Committed files, a staged change, an unstaged change and an untracked file."""
    root = tmp_path / "repo"
    root.mkdir()
    g(root, "init", "-q")
    for name in ("src/calc.py", "old.py", "staged.py", "dirty.py", "ünï.py"):
        write(root / name, f"{name} = 1\n")
    g(root, "add", ".")
    g(root, "commit", "-qm", "init")
    write(root / "staged.py", "staged = 2\n")
    g(root, "add", "staged.py")
    write(root / "dirty.py", "dirty = 2\n")
    write(root / "notes.txt", "untracked\n")
    write(root / "src" / "calc.py", "def add(a, b):\n    return a - b\n")
    return root


def heal(snap: Snapshot, base: Path, edits: dict[str, str | None]) -> tuple[str, list[str]]:
    """What the heal loop hands over: a verified diff and its changed files."""
    with Worktree.create(snap, base / "wt") as wt:
        for rel, text in edits.items():
            if text is None or (wt.path / rel).is_symlink():
                (wt.path / rel).unlink()
            if text is not None:
                write(wt.path / rel, text)
        return wt.diff(), wt.changed_files()


EDITS: dict[str, str | None] = {
    "src/calc.py": "def add(a, b):\n    return a + b\n",
    "old.py": None,
    "src/new helper.py": "HELP = 1\n",
    "ünï.py": "ünï = 2\n",
}


def test_applies_into_a_dirty_tree_leaving_index_and_other_files_alone(
    repo: Path, tmp_path: Path
) -> None:
    snap = take_snapshot(repo, tmp_path / "tmp")
    patch, files = heal(snap, tmp_path / "selfheal-x", EDITS)
    index = (repo / ".git" / "index").read_bytes()
    cached = g(repo, "diff", "--cached")
    before = files_of(repo)

    ok, note = apply_to_working_tree(snap, patch, files, tmp_path / "patch.diff")

    assert ok, note
    assert note.startswith("applied the patch to ")
    after = files_of(repo)
    assert after.pop("src/calc.py") == b"def add(a, b):\n    return a + b\n"
    assert after.pop("src/new helper.py") == b"HELP = 1\n"
    assert after.pop("ünï.py") == "ünï = 2\n".encode()
    assert "old.py" not in after
    for name in ("src/calc.py", "src/new helper.py", "ünï.py", "old.py"):
        before.pop(name, None)
    assert after == before  # staged.py, dirty.py, notes.txt untouched
    assert (repo / ".git" / "index").read_bytes() == index
    assert g(repo, "diff", "--cached") == cached


def test_refused_when_a_touched_file_changed_since_the_snapshot(
    repo: Path, tmp_path: Path
) -> None:
    snap = take_snapshot(repo, tmp_path / "tmp")
    patch, files = heal(snap, tmp_path / "selfheal-x", EDITS)
    write(repo / "src" / "calc.py", "def add(a, b):\n    return a - b  # user kept typing\n")
    before = files_of(repo)
    saved = tmp_path / "runs" / "patch.diff"

    ok, note = apply_to_working_tree(snap, patch, files, saved)

    assert not ok
    assert note == (
        f"src/calc.py changed since the run began; patch saved to {saved}; apply it with git apply"
    )
    assert files_of(repo) == before  # all or nothing: old.py and the new file untouched


def test_refused_when_a_file_the_patch_creates_now_exists(repo: Path, tmp_path: Path) -> None:
    snap = take_snapshot(repo, tmp_path / "tmp")
    patch, files = heal(snap, tmp_path / "selfheal-x", EDITS)
    write(repo / "src" / "new helper.py", "the user made it\n")
    (repo / "old.py").unlink()
    ok, note = apply_to_working_tree(snap, patch, files)
    assert not ok
    assert note == "old.py and 1 more files changed since the run began; nothing was applied"
    assert (repo / "src" / "new helper.py").read_text() == "the user made it\n"


def test_the_patch_itself_decides_which_files_are_checked(repo: Path, tmp_path: Path) -> None:
    snap = take_snapshot(repo, tmp_path / "tmp")
    patch, _ = heal(snap, tmp_path / "selfheal-x", EDITS)
    write(repo / "ünï.py", "changed by the user\n")
    ok, note = apply_to_working_tree(snap, patch, [])
    assert not ok and note.startswith("ünï.py changed since the run began")


def test_symlink_retargeted_since_the_snapshot_counts_as_changed(
    tmp_path: Path,
) -> None:
    root = tmp_path / "links"
    write(root / "a.py", "a\n")
    os.symlink("a.py", root / "alias.py")
    g(root, "init", "-q")
    snap = take_snapshot(root, tmp_path / "tmp")
    patch, files = heal(snap, tmp_path / "selfheal-x", {"alias.py": "now a file\n"})
    os.remove(root / "alias.py")
    os.symlink("elsewhere.py", root / "alias.py")
    assert apply_to_working_tree(snap, patch, files)[0] is False
    os.remove(root / "alias.py")
    os.symlink("a.py", root / "alias.py")
    assert apply_to_working_tree(snap, patch, files) == (True, "applied the patch to alias.py")
    assert not (root / "alias.py").is_symlink()
    assert (root / "alias.py").read_text() == "now a file\n"
    assert (root / "a.py").read_text() == "a\n"


def test_throwaway_copy_applies_into_the_plain_directory(tmp_path: Path) -> None:
    proj = tmp_path / "plain"
    write(proj / "m.py", "x = 1\n")
    write(proj / "keep.py", "k\n")
    snap = take_snapshot(proj, tmp_path / "tmp")
    patch, files = heal(snap, tmp_path / "selfheal-x", {"m.py": "x = 2\n", "n.py": "n\n"})

    write(proj / "n.py", "in the way\n")
    assert apply_to_working_tree(snap, patch, files)[0] is False
    (proj / "n.py").unlink()
    ok, note = apply_to_working_tree(snap, patch, files)

    assert ok, note
    assert files_of(proj) == {"keep.py": b"k\n", "m.py": b"x = 2\n", "n.py": b"n\n"}
    assert not (proj / ".git").exists()


@pytest.mark.parametrize(
    ("patch", "expected"),
    [
        ("", "the patch is empty: nothing to apply"),
        ("this is not a diff\n", "patch is not a valid diff: "),
        (
            "--- a/src/calc.py\n+++ b/src/calc.py\n@@ -1,1 +1,1 @@\n-nothing like this\n+x\n",
            "patch does not apply: error: patch failed: src/calc.py:1",
        ),
    ],
    ids=["empty", "garbage", "wrong-context"],
)
def test_bad_patches_apply_nothing(
    repo: Path, tmp_path: Path, patch: str, expected: str
) -> None:
    snap = take_snapshot(repo, tmp_path / "tmp")
    before = files_of(repo)
    ok, note = apply_to_working_tree(snap, patch, ["src/calc.py"])
    assert not ok and note.startswith(expected)
    assert files_of(repo) == before
