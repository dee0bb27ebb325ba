"""Git helpers shared by the snapshot, worktree and apply-back tests."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

GIT = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main",
       "-c", "commit.gpgSign=false", "-c", "core.hooksPath=/dev/null"]  # fmt: skip


def g(cwd: Path, *args: str, check: bool = True) -> str:
    proc = subprocess.run([*GIT, *args], cwd=cwd, capture_output=True, text=True)
    if check and proc.returncode != 0:
        raise AssertionError(f"git {args} failed: {proc.stderr}")
    return proc.stdout


@pytest.fixture(autouse=True)
def no_git_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No global identity or config, and no enclosing repository above tmp_path."""
    (tmp_path / "gitconfig").write_text("")
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(tmp_path / "gitconfig"))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    for var in ("GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL",
                "EMAIL", "GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"):  # fmt: skip
        monkeypatch.delenv(var, raising=False)


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def files_of(root: Path) -> dict[str, bytes | str]:
    """Every file under root except .git, with content (or link target)."""
    found: dict[str, bytes | str] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root)
        if rel.parts[0] == ".git" or (p.is_dir() and not p.is_symlink()):
            continue
        found[rel.as_posix()] = os.readlink(p) if p.is_symlink() else p.read_bytes()
    return found
