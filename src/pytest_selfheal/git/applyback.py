"""Apply a verified patch to the user's real working tree, all or nothing.

The patch was verified against the snapshot, so it is applied only if every
file it touches is still byte-identical to the snapshot (and every file it
creates still does not exist). Otherwise nothing is written and the message
says which file changed and where the saved patch is. ``git apply`` runs
without ``--index``: the user's index is never touched.
"""

from __future__ import annotations

import os
import shutil
import signal
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytest_selfheal.git.snapshot import Snapshot, WorkspaceError, first_line, git, out

_APPLY = ("apply", "--whitespace=nowarn")


def apply_to_working_tree(
    snapshot: Snapshot, patch: str, files: list[str], saved_path: Path | str | None = None,
    cancelled: Callable[[], str] | None = None,
) -> tuple[bool, str]:
    """Apply patch (repo-relative paths) to the user's files; return (applied, one-line note).

    ``cancelled`` returns the name of a signal that arrived (or ""): it is asked
    last thing before the files are replaced, and a signal then applies nothing.
    """
    tail = (
        f"patch saved to {saved_path}; apply it with git apply"
        if saved_path
        else "nothing was applied"
    )
    if not patch.strip():
        return False, "the patch is empty: nothing to apply"
    data = patch.encode("utf-8", errors="surrogateescape")
    if not data.endswith(b"\n"):
        data += b"\n"
    cwd, pre = _context(snapshot)
    try:
        touched = sorted(set(files) | set(_patch_paths(data, cwd, pre)))
        changed = _changed_since(snapshot, touched, cwd, pre)
    except WorkspaceError as exc:
        return False, f"{exc}; {tail}"
    if changed:
        more = f" and {len(changed) - 1} more files" if len(changed) > 1 else ""
        return False, f"{changed[0]}{more} changed since the run began; {tail}"
    proc = git([*_APPLY, "--check", "-"], cwd, pre=pre, input=data, check=False)
    if proc.returncode != 0:
        return False, f"patch does not apply: {first_line(proc.stderr)}; {tail}"
    try:
        _apply_atomically(data, cwd, pre, touched, cancelled or (lambda: ""))
    except Cancelled as exc:
        return False, f"interrupted by {exc} before the patch was written; {tail}"
    except OSError as exc:
        where = f": {exc.filename}" if exc.filename else ""
        return False, f"could not apply the patch ({exc.strerror or exc}{where}); {tail}"
    except WorkspaceError as exc:
        return False, f"could not apply the patch ({exc}); {tail}"
    shown = ", ".join(touched[:3]) + (f" and {len(touched) - 3} more" if len(touched) > 3 else "")
    return True, f"applied the patch to {shown}"


class Cancelled(Exception):
    """A signal arrived before the patched files were renamed into place."""


def _apply_atomically(data: bytes, cwd: Path, pre: list[str], touched: list[str],
                      cancelled: Callable[[], str]) -> None:
    """Write every patched file, or none: patch copies in a scratch directory, then rename.

    The new contents are computed by ``git apply`` on copies of the touched files
    outside the repository, with the repository's own git dir, so its line-ending
    conversion (``core.autocrlf``, ``eol`` attributes) reads and writes them as a
    checkout would: a CRLF file stays CRLF. They are written next to their targets
    as temporary files. Only then are they renamed over the originals, with SIGINT
    and SIGTERM held back for those few renames (``SignalsHeld``), so a signal never
    leaves half a patch behind; a signal that came before (``cancelled``) applies
    nothing. A
    failure before the renames removes the temporary files and changes nothing.
    """
    git_dir = Path(out(git(["rev-parse", "--absolute-git-dir"], cwd, pre=pre)))
    with tempfile.TemporaryDirectory(prefix="selfheal-apply-") as scratch:
        base = Path(scratch)
        for rel in [*touched, *_attribute_files(touched, cwd)]:
            src = cwd / rel
            if src.is_symlink() or src.is_file():
                (base / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(src, base / rel, follow_symlinks=False)
        scratch_pre = [f"--git-dir={git_dir}", f"--work-tree={base}"]
        proc = git([*_APPLY, "-"], base, pre=scratch_pre, input=data, check=False)
        if proc.returncode != 0:
            raise WorkspaceError(f"patch does not apply: {first_line(proc.stderr)}")
        staged: list[tuple[Path, Path | None]] = []  # (target, temp file or None = delete)
        try:
            _stage_files(touched, cwd, base, staged)
            held = SignalsHeld().__enter__()
        except BaseException:
            _unstage(staged)
            raise
        try:
            why = cancelled()
            if why:
                _unstage(staged)
                raise Cancelled(why)
            for target, staged_file in staged:
                _replace(target, staged_file)
        finally:
            held.__exit__(None, None, None)


class SignalsHeld:
    """Hold SIGINT and SIGTERM back while entered; deliver them, once each, on exit.

    The handlers are swapped (not only the thread's signal mask): a signal sent to
    the process may be taken by another thread, and Python would still run the
    handler in this one between two renames.
    """

    active: SignalsHeld | None = None  # the one entered now (tests look at it)

    def __init__(self) -> None:
        self.caught: list[int] = []
        self._old: dict[int, Any] = {}

    def _note(self, signum: int, frame: object) -> None:
        self.caught.append(signum)

    def __enter__(self) -> SignalsHeld:
        if threading.current_thread() is threading.main_thread():
            for sig in (signal.SIGINT, signal.SIGTERM):
                self._old[sig] = signal.signal(sig, self._note)
        SignalsHeld.active = self
        return self

    def __exit__(self, *exc: object) -> None:
        SignalsHeld.active = None
        for sig, handler in self._old.items():
            signal.signal(sig, handler)
        for sig in dict.fromkeys(self.caught):
            signal.raise_signal(sig)


def _stage_files(touched: list[str], cwd: Path, base: Path,
                 staged: list[tuple[Path, Path | None]]) -> None:
    """Copy each patched file from base next to its target; list it in staged as it goes."""
    for rel in touched:
        target, new = cwd / rel, base / rel
        if os.path.lexists(new):
            target.parent.mkdir(parents=True, exist_ok=True)
            temp = target.with_name(f".{target.name}.selfheal-{os.getpid()}.tmp")
            staged.append((target, temp))
            shutil.copy2(new, temp, follow_symlinks=False)
        elif os.path.lexists(target):
            staged.append((target, None))


def _replace(target: Path, staged_file: Path | None) -> None:
    """Put one patched file in place (None: delete it); signals are blocked meanwhile."""
    if staged_file is None:
        target.unlink()
    else:
        os.replace(staged_file, target)


def _unstage(staged: list[tuple[Path, Path | None]]) -> None:
    for _, leftover in staged:
        if leftover is not None:
            leftover.unlink(missing_ok=True)


def _attribute_files(touched: list[str], cwd: Path) -> list[str]:
    """The .gitattributes files that decide the touched files' line endings."""
    found: list[str] = []
    for rel in touched:
        parent = Path(rel).parent
        for d in [parent, *parent.parents]:
            attrs = (d / ".gitattributes").as_posix()
            if attrs not in found and attrs not in touched and (cwd / attrs).is_file():
                found.append(attrs)
    return found


def _context(snapshot: Snapshot) -> tuple[Path, list[str]]:
    """Where to run git and which repository it must use, as (cwd, pre-options)."""
    if not snapshot.throwaway:
        return snapshot.repo_root, []
    git_dir = snapshot.repo_root / ".git"
    return snapshot.project_dir, [f"--git-dir={git_dir}", f"--work-tree={snapshot.project_dir}"]


def _patch_paths(data: bytes, cwd: Path, pre: list[str]) -> list[str]:
    """Every path the patch reads or writes, from ``git apply --numstat -z``."""
    proc = git(["apply", "--numstat", "-z", "-"], cwd, pre=pre, input=data, check=False)
    if proc.returncode != 0:
        raise WorkspaceError(f"patch is not a valid diff: {first_line(proc.stderr)}")
    fields = proc.stdout.split(b"\0")
    paths: list[str] = []
    i = 0
    while i < len(fields):
        parts = fields[i].split(b"\t", 2)
        i += 1
        if len(parts) != 3:
            continue
        if parts[2]:
            paths.append(os.fsdecode(parts[2]))
        else:  # rename or copy: the old and the new path follow
            paths.extend(os.fsdecode(p) for p in fields[i : i + 2] if p)
            i += 2
    return paths


def _changed_since(snapshot: Snapshot, paths: list[str], cwd: Path, pre: list[str]) -> list[str]:
    """The paths whose current content differs from the snapshot commit."""
    if not paths:
        return []
    ls_tree = ["ls-tree", "-z", snapshot.commit, "--", *paths]
    listing = git(ls_tree, cwd, pre=["--literal-pathspecs", *pre]).stdout
    tree: dict[str, tuple[str, str]] = {}
    for entry in listing.split(b"\0"):
        if entry:
            meta, _, name = entry.partition(b"\t")
            mode, _kind, sha = meta.decode().split(" ")
            tree[os.fsdecode(name)] = (mode, sha)
    changed: list[str] = []
    to_hash: list[tuple[str, str]] = []
    for rel in paths:
        full = cwd / rel
        mode, sha = tree.get(rel, ("", ""))
        if not mode:
            if os.path.lexists(full):
                changed.append(rel)
        elif mode == "120000":
            blob = git(["cat-file", "blob", sha], cwd, pre=pre).stdout
            if not full.is_symlink() or os.fsencode(os.readlink(full)) != blob:
                changed.append(rel)
        elif mode in ("100644", "100755") and full.is_file() and not full.is_symlink():
            if "\n" in rel:
                changed.append(rel)
            else:
                to_hash.append((rel, sha))
        else:  # a directory, submodule or missing file where the snapshot had a file
            changed.append(rel)
    if to_hash:
        names = "".join(rel + "\n" for rel, _ in to_hash).encode("utf-8", "surrogateescape")
        hashed = git(["hash-object", "--stdin-paths"], cwd, pre=pre, input=names).stdout.split()
        if len(hashed) != len(to_hash):
            return sorted(changed + [rel for rel, _ in to_hash])
        pairs = zip(to_hash, hashed, strict=True)
        changed += [rel for (rel, sha), now in pairs if now.decode() != sha]
    return sorted(changed)
