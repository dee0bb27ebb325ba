"""A disposable git worktree of a snapshot: create, reset, diff and always remove.

The worktree lives outside the user's repository (under a ``selfheal-`` temp dir),
is checked out detached at the snapshot commit and locked with the owning pid,
so a later run can tell a leftover from a killed run (``cleanup_stale``) from a
live one. Every git call names the worktree's git dir and work tree explicitly,
so no command can ever fall through to the user's own checkout. Removal runs on
normal exit, on exceptions, on Ctrl-C and, as a last resort, at interpreter exit.
"""

from __future__ import annotations

import atexit
import os
import shutil
from dataclasses import replace
from pathlib import Path
from types import TracebackType

from pytest_selfheal.git.snapshot import (
    Snapshot,
    WorkspaceError,
    copy_ignore,
    git,
    out,
    release_snapshot,
)

LOCK_PREFIX = "selfheal pid "
TMP_PREFIX = "selfheal-"
_DIFF_ARGS = (
    "--binary", "--no-color", "--no-ext-diff", "--no-textconv", "--no-renames", "-U3",
    "--src-prefix=a/", "--dst-prefix=b/",
)  # fmt: skip


class Worktree:
    """A checkout of ``snapshot.commit`` at ``path``; use as a context manager."""

    def __init__(self, snapshot: Snapshot, path: Path, git_dir: Path) -> None:
        self.snapshot = snapshot
        self.path = path
        self.git_dir = git_dir
        self._removed = False
        self.notes: list[str] = []  # e.g. a submodule that could not be populated

    @classmethod
    def create(cls, snapshot: Snapshot, path: Path) -> Worktree:
        """``git worktree add --detach <path> <commit>``; path must not exist or be empty."""
        path = Path(path).absolute()
        path.parent.mkdir(parents=True, exist_ok=True)
        path = path.parent.resolve() / path.name  # the form git records
        root = snapshot.repo_root
        reason = f"{LOCK_PREFIX}{os.getpid()}"
        add = ["worktree", "add", "--detach", "--lock", "--reason", reason, str(path)]
        try:
            # parallel checkout (git >= 2.32; older ones ignore it): a large tree is
            # written by one worker per core, about a third faster on 5,000 files
            git([*add, snapshot.commit], root, pre=["-c", "checkout.workers=0"])
            git_dir = Path(out(git(["rev-parse", "--absolute-git-dir"], path)))
            if git_dir.parent.name != "worktrees":
                raise WorkspaceError(f"{path} is not a separate git worktree: remove it, run again")
        except BaseException:
            _force_remove(root, path)
            raise
        wt = cls(snapshot, path, git_dir)
        _LIVE[id(wt)] = wt
        try:
            wt.notes = wt._populate_submodules()
        except BaseException:
            wt.remove()
            raise
        return wt

    def _populate_submodules(self) -> list[str]:
        """Copy the user's checked-out submodules (and nested repositories) into the worktree.

        ``git worktree add`` leaves them empty. The copy is the user's files as they
        are, like the snapshot; git here never tracks them, so a diff never holds them
        (the guard refuses patches to them). Returns a note per one that is missing.
        """
        listing = self._git(["ls-tree", "-r", "-z", "--full-tree", self.snapshot.commit])
        notes: list[str] = []
        for entry in listing.split(b"\0"):
            meta, _, name = entry.partition(b"\t")
            if not meta.startswith(b"160000 "):
                continue
            rel = os.fsdecode(name)
            source = self.snapshot.repo_root / rel
            if not (source / ".git").exists():
                notes.append(f"submodule {rel} is not checked out, so its files are missing "
                             "from the heal's worktree: run git submodule update --init")
                continue
            shutil.copytree(source, self.path / rel, symlinks=True, ignore=copy_ignore,
                            dirs_exist_ok=True)
        return notes

    @property
    def project_path(self) -> Path:
        """Where the user's project directory lives inside this worktree."""
        rel = self.snapshot.project_rel
        return self.path / rel if rel else self.path

    def _git(self, args: list[str], check: bool = True) -> bytes:
        if self._removed:
            raise WorkspaceError(f"worktree {self.path} was already removed")
        pre = [f"--git-dir={self.git_dir}", f"--work-tree={self.path}"]
        return git(args, self.path, pre=pre, check=check).stdout

    def reset(self) -> None:
        """Return the worktree exactly to the snapshot: same HEAD, files and index."""
        dotgit = self.path / ".git"
        if not dotgit.is_file():  # something deleted or replaced our .git file
            if dotgit.is_dir() and not dotgit.is_symlink():
                shutil.rmtree(dotgit)
            else:
                dotgit.unlink(missing_ok=True)
            dotgit.write_text(f"gitdir: {self.git_dir}\n", encoding="utf-8")
        self._git(["checkout", "-f", "-q", "--detach", self.snapshot.commit])
        self._git(["clean", "-ffdxq"])

    def _stage(self) -> None:
        self._git(["add", "-A", "--", "."])

    def diff(self) -> str:
        """Unified diff (git apply-able) from the snapshot to the worktree's files."""
        self._stage()
        raw = self._git(["diff", "--cached", *_DIFF_ARGS, self.snapshot.commit, "--"])
        return raw.decode("utf-8", errors="replace")

    def advance(self, message: str) -> None:
        """Commit the current files and make them the state ``reset`` returns to.

        A healed group's fix is kept this way while the next group is searched.
        """
        self._stage()
        tree = out_bytes(self._git(["write-tree"]))
        commit = out_bytes(self._git(["commit-tree", tree, "-p", self.snapshot.commit,
                                      "-m", message]))
        self.snapshot = replace(self.snapshot, commit=commit)
        self.reset()

    def diff_since(self, commit: str) -> str:
        """Unified diff from ``commit`` (e.g. the user's snapshot) to the current base."""
        raw = self._git(["diff", *_DIFF_ARGS, commit, self.snapshot.commit, "--"])
        return raw.decode("utf-8", errors="replace")

    def changed_files(self) -> list[str]:
        """Repo-relative POSIX paths added, modified or deleted since the snapshot."""
        self._stage()
        raw = self._git(["diff", "--cached", "--name-only", "-z", "--no-renames",
                         self.snapshot.commit, "--"])  # fmt: skip
        return sorted(os.fsdecode(p) for p in raw.split(b"\0") if p)

    def remove(self) -> None:
        """Remove the worktree, its registration and the snapshot ref. Idempotent.

        Never raises, except that a Ctrl-C arriving during removal is re-raised
        once every cleanup step has been tried.
        """
        if self._removed:
            return
        self._removed = True
        interrupted = _force_remove(self.snapshot.repo_root, self.path)
        _LIVE.pop(id(self), None)  # only now: a signal before this leaves it to atexit
        try:
            release_snapshot(self.snapshot)
        except KeyboardInterrupt as exc:  # pragma: no cover - timing dependent
            interrupted = interrupted or exc
        if interrupted is not None:
            raise interrupted

    def __enter__(self) -> Worktree:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.remove()


def out_bytes(raw: bytes) -> str:
    return raw.decode("utf-8", errors="surrogateescape").strip()


def _force_remove(repo_root: Path, path: Path) -> KeyboardInterrupt | None:
    """Unregister and delete a worktree of ours; returns a Ctrl-C it swallowed."""
    interrupted: KeyboardInterrupt | None = None
    def unregister() -> None:
        if Path(repo_root).is_dir():
            remove = ["worktree", "remove", "--force", "--force", str(path)]
            git(remove, repo_root, check=False, detach=True)

    def delete() -> None:
        if path.exists():
            shutil.rmtree(path, ignore_errors=True)

    for step in (unregister, delete):
        try:
            step()
        except KeyboardInterrupt as exc:  # finish cleaning, then let the caller re-raise
            interrupted = exc
        except Exception:  # noqa: BLE001 - cleanup never raises
            pass
    return interrupted


def cleanup_stale(repo_root: Path) -> list[Path]:
    """Remove selfheal worktrees and refs left behind by killed runs; return removed paths.

    Only worktrees whose path has a ``selfheal-`` component are considered, and
    only when their directory is gone or the pid in their lock reason is dead.
    """
    repo_root = Path(repo_root)
    listing = git(["worktree", "list", "--porcelain", "-z"], repo_root, check=False)
    removed: list[Path] = []
    if listing.returncode != 0:
        return removed
    for entry in _parse_worktrees(listing.stdout)[1:]:  # the first is the main worktree
        path = Path(entry.get("worktree", ""))
        if not entry.get("worktree") or not any(p.startswith(TMP_PREFIX) for p in path.parts):
            continue
        pid = _lock_pid(entry.get("locked", ""))
        if path.exists() and (pid is None or _alive(pid)):
            continue
        _force_remove(repo_root, path)
        removed.append(path)
    refs = git(["for-each-ref", "--format=%(refname)", "refs/selfheal/"], repo_root, check=False)
    for ref in out(refs).splitlines():
        owner = ref.rsplit("/", 1)[-1].split("-", 1)[0]
        if owner.isdigit() and not _alive(int(owner)):
            git(["update-ref", "--no-deref", "-d", ref], repo_root, check=False)
    return removed


def _parse_worktrees(data: bytes) -> list[dict[str, str]]:
    entries: list[dict[str, str]] = []
    current: dict[str, str] = {}
    for field in data.split(b"\0"):
        if not field:
            if current:
                entries.append(current)
            current = {}
            continue
        key, _, value = os.fsdecode(field).partition(" ")
        current[key] = value
    if current:
        entries.append(current)
    return entries


def _lock_pid(reason: str) -> int | None:
    if not reason.startswith(LOCK_PREFIX):
        return None
    digits = reason[len(LOCK_PREFIX) :].strip()
    return int(digits) if digits.isdigit() else None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:  # pragma: no cover - e.g. pid out of range
        return False
    return True


_LIVE: dict[int, Worktree] = {}


@atexit.register
def _remove_live() -> None:  # pragma: no cover - runs at interpreter exit
    for wt in list(_LIVE.values()):  # even one whose remove() a signal cut short
        try:
            _force_remove(wt.snapshot.repo_root, wt.path)
            release_snapshot(wt.snapshot)
        except BaseException:  # noqa: BLE001, S110 - last-resort cleanup
            pass
