"""Slot copies: the tree copies the extra validation slots run in, and their environment.

A slot's copy mirrors the scratch worktree's checkout (without VCS data and caches);
``sync_tree`` refreshes it in place, copying only what changed. Paths into the worktree
in the environment (``PYTHONPATH``, the user's carried options) are moved into the copy.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable
from pathlib import Path

from pytest_selfheal.useropts import ARGS_ENV, remap
from pytest_selfheal.warmworker import SKIP_DIRS

COPY_LIMIT_FILES = 20_000  # a tree bigger than this is validated on one slot only
COPY_LIMIT_BYTES = 300 * 1024**2
NEVER_COPY = SKIP_DIRS | {".selfheal"}
PATH_KEYS = ("PYTHONPATH", "SELFHEAL_REPO_ROOT")


def checkout_top(cwd: Path) -> Path:
    """The top of the worktree holding cwd (where ``.git`` is), else cwd itself."""
    for p in (cwd, *cwd.parents):
        if (p / ".git").exists():
            return p
    return cwd


def slot_env(env: dict[str, str], top: Path, copy: Path) -> dict[str, str]:
    """The environment with paths into the worktree moved into the slot's copy."""
    old, new = str(top), str(copy)
    out = dict(env)
    for key in PATH_KEYS:
        if key in out:
            out[key] = os.pathsep.join(remap(out[key].split(os.pathsep), old, new))
    if out.get(ARGS_ENV):
        try:
            out[ARGS_ENV] = json.dumps(remap(json.loads(out[ARGS_ENV]), old, new))
        except (ValueError, TypeError):
            pass
    return out


def _walk(top: Path) -> Iterable[tuple[str, list[str], list[str]]]:
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted(d for d in dirnames if d not in NEVER_COPY and d != ".git")
        yield dirpath, dirnames, [f for f in filenames if f != ".git"]


def tree_size(top: Path) -> tuple[int, int]:
    files = size = 0
    for dirpath, _, filenames in _walk(top):
        for name in filenames:
            files += 1
            try:
                size += os.lstat(os.path.join(dirpath, name)).st_size
            except OSError:
                pass
            if files > COPY_LIMIT_FILES:
                return files, size
    return files, size


def sync_tree(src: Path, dst: Path) -> int:
    """Make dst a copy of src (skipping VCS and caches); return the files copied."""
    copied = 0
    seen: set[str] = set()
    for dirpath, _, filenames in _walk(src):
        rel = os.path.relpath(dirpath, src)
        target_dir = dst / rel
        target_dir.mkdir(parents=True, exist_ok=True)
        seen.add(os.path.normpath(rel))
        for name in filenames:
            s, d = os.path.join(dirpath, name), target_dir / name
            seen.add(os.path.normpath(os.path.join(rel, name)))
            try:
                st = os.lstat(s)
                if os.path.islink(s):
                    if d.is_symlink() or d.exists():
                        d.unlink()
                    d.symlink_to(os.readlink(s))
                    continue
                try:
                    dt = os.lstat(d)
                    if dt.st_size == st.st_size and dt.st_mtime_ns == st.st_mtime_ns:
                        continue
                except OSError:
                    pass
                shutil.copy2(s, d)
                copied += 1
            except OSError:
                continue
    for dirpath, _dirs, filenames in os.walk(dst, topdown=False):
        rel = os.path.relpath(dirpath, dst)
        for name in filenames:
            if os.path.normpath(os.path.join(rel, name)) not in seen:
                os.unlink(os.path.join(dirpath, name))
        if os.path.normpath(rel) not in seen and rel != "." and not os.listdir(dirpath):
            os.rmdir(dirpath)
    return copied
