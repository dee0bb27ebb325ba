"""Freeze the user's current working tree into a git commit without touching it.

The snapshot is a commit object holding tracked files with their uncommitted
changes plus untracked, not-ignored files. It is built with a temporary index,
so the user's index, stash list, branches and files stay exactly as they were.
A directory that is not a git repository is copied into a throwaway repository.
Every git call here goes through :func:`git`, which disables hooks and uses a
fixed identity so it works on machines without any git configuration.
"""

from __future__ import annotations

import atexit
import os
import secrets
import shutil
import stat
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

REF_PREFIX = "refs/selfheal/"
NOT_GIT_NOTE = "not a git repository: healing in a throwaway copy"
IGNORED_NOTE = "project directory is ignored by its git repository: healing in a throwaway copy"
READ_ONLY_NOTE = "the repository is read-only: healing in a throwaway copy"
_CANNOT_WRITE = ("No space left on device", "Read-only file system", "Disk quota exceeded",
                 "Permission denied")
IDENTITY = ("selfheal", "selfheal@localhost")
SAFE_CONFIG: tuple[str, ...] = (
    "-c", "core.hooksPath=/dev/null",
    "-c", f"user.name={IDENTITY[0]}",
    "-c", f"user.email={IDENTITY[1]}",
    "-c", "commit.gpgSign=false",
    "-c", "core.quotePath=false",
    "-c", "core.fsmonitor=false",
    "-c", "gc.auto=0",
    "-c", "maintenance.auto=false",
    "-c", "init.defaultBranch=selfheal",
    "-c", "advice.detachedHead=false",
)  # fmt: skip
# Variables that would point git at another repository, index or object store.
_LOCATING_ENV = (
    "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
    "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE", "GIT_PREFIX",
)  # fmt: skip
COPY_SKIP = frozenset(
    {".git", ".venv", "venv", "__pycache__", ".tox", ".nox", "node_modules", ".selfheal",
     ".pytest_cache"}
)  # fmt: skip
_IN_PROGRESS = (  # (file or dir in the git dir, operation, how to get out of it)
    ("rebase-merge", "rebase", "git rebase --abort"),
    ("rebase-apply/applying", "git am", "git am --abort"),
    ("rebase-apply", "rebase", "git rebase --abort"),
    ("MERGE_HEAD", "merge", "git merge --abort"),
    ("CHERRY_PICK_HEAD", "cherry-pick", "git cherry-pick --abort"),
    ("REVERT_HEAD", "revert", "git revert --abort"),
    ("BISECT_LOG", "bisect", "git bisect reset"),
)


class WorkspaceError(Exception):
    """The workspace cannot be snapshotted or healed; one actionable line."""


@dataclass
class Snapshot:
    """A commit holding the working tree of ``repo_root`` when the run began."""

    project_dir: Path
    repo_root: Path
    commit: str
    throwaway: bool
    note: str
    ref: str = ""  # refs/selfheal/<pid>-<token>, deleted by release_snapshot()

    @property
    def project_rel(self) -> str:
        """POSIX path of project_dir inside repo_root ("" for the root itself)."""
        if self.throwaway:
            return ""
        rel = self.project_dir.resolve().relative_to(self.repo_root.resolve()).as_posix()
        return "" if rel == "." else rel


def git_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for every git call: no inherited repository pointers."""
    env = {k: v for k, v in os.environ.items() if k not in _LOCATING_ENV}
    env.update(
        GIT_AUTHOR_NAME=IDENTITY[0],
        GIT_AUTHOR_EMAIL=IDENTITY[1],
        GIT_COMMITTER_NAME=IDENTITY[0],
        GIT_COMMITTER_EMAIL=IDENTITY[1],
        GIT_OPTIONAL_LOCKS="0",
        GIT_TERMINAL_PROMPT="0",
        LC_ALL="C",
    )
    env.update(extra or {})
    return env


def git(
    args: Sequence[str],
    cwd: Path,
    *,
    env: dict[str, str] | None = None,
    input: bytes | None = None,
    check: bool = True,
    pre: Sequence[str] = (),
    detach: bool = False,
) -> subprocess.CompletedProcess[bytes]:
    """Run ``git <pre> <safe config> <args>`` in cwd and return the completed process.

    ``pre`` holds options that must come before the subcommand (``--git-dir=...``).
    ``detach`` runs git in its own session so a Ctrl-C does not kill cleanup halfway.
    Raises WorkspaceError with git's first error line when ``check`` and git fails.
    """
    argv = ["git", *pre, *SAFE_CONFIG, *args]
    try:
        proc = subprocess.run(
            argv,
            cwd=cwd,
            env=env or git_env(),
            input=input,
            stdin=None if input is not None else subprocess.DEVNULL,
            capture_output=True,
            start_new_session=detach,
        )
    except FileNotFoundError as exc:
        raise WorkspaceError("git is not installed or not on PATH: install git") from exc
    if check and proc.returncode != 0:
        raise WorkspaceError(f"git {args[0]} failed: {first_line(proc.stderr)}")
    return proc


def out(proc: subprocess.CompletedProcess[bytes]) -> str:
    return proc.stdout.decode("utf-8", errors="surrogateescape").strip()


def first_line(data: bytes) -> str:
    lines = [ln.strip() for ln in data.decode("utf-8", "replace").splitlines() if ln.strip()]
    errors = [ln for ln in lines if ln.startswith(("fatal:", "error:"))]
    return (errors or lines or ["no output"])[0]


def take_snapshot(project_dir: Path, tmp_base: Path) -> Snapshot:
    """Commit the current state of project_dir's working tree; see the module docstring."""
    project_dir = Path(project_dir).resolve()
    tmp_base = Path(tmp_base)
    if not project_dir.is_dir():
        raise WorkspaceError(f"{project_dir} is not a directory: run from your project directory")
    tmp_base.mkdir(parents=True, exist_ok=True)
    probe = git(["rev-parse", "--is-inside-work-tree", "--show-toplevel"], project_dir, check=False)
    lines = out(probe).splitlines()
    if probe.returncode != 0 or not lines or lines[0] != "true":
        if probe.returncode == 0 and lines and lines[0] == "false":
            raise WorkspaceError(
                f"{project_dir} is inside a .git directory: run from the project's working tree"
            )
        return _throwaway(project_dir, tmp_base, NOT_GIT_NOTE)
    repo_root = Path(lines[1]).resolve()
    rel = project_dir.relative_to(repo_root).as_posix()
    check_ignore = ["check-ignore", "-q", "--", rel]
    if rel != "." and git(check_ignore, repo_root, check=False).returncode == 0:
        return _throwaway(project_dir, tmp_base, IGNORED_NOTE)
    _refuse_in_progress(repo_root)
    head = _resolve(repo_root, "HEAD")
    if not _writable_git_dir(repo_root):  # a read-only checkout: heal a copy, apply nothing
        return _throwaway(project_dir, tmp_base, READ_ONLY_NOTE)
    try:
        commit = _commit_state(repo_root, tmp_base, head)
        ref = _hold(repo_root, commit)
    except WorkspaceError as exc:
        if any(why in str(exc) for why in _CANNOT_WRITE):  # e.g. a full disk
            note = f"cannot write to the repository ({exc}): healing in a throwaway copy"
            return _throwaway(project_dir, tmp_base, note)
        raise WorkspaceError(f"cannot snapshot the working tree: {exc}") from exc
    note = "" if head else "repository has no commits yet: snapshot has no parent"
    return Snapshot(project_dir, repo_root, commit, False, note, ref)


def _writable_git_dir(repo_root: Path) -> bool:
    """Can objects and refs be written (false on a read-only mount or checkout)?"""
    common = Path(out(git(["rev-parse", "--git-common-dir"], repo_root)))
    common = common if common.is_absolute() else repo_root / common
    return all(os.access(common / sub, os.W_OK) for sub in ("objects", "refs"))


def records_base(project_dir: Path, records_dir: str = ".selfheal") -> Path:
    """Where records go before any snapshot: the git top level (kept out of git), or here."""
    probe = git(["rev-parse", "--show-toplevel"], Path(project_dir), check=False)
    if probe.returncode != 0 or not out(probe):
        return Path(project_dir)
    top = Path(out(probe))
    for pattern in {".selfheal/", records_dir.rstrip("/") + "/"}:
        try:
            ensure_excluded(top, pattern)
        except (OSError, WorkspaceError):
            pass  # a read-only repository: the records go elsewhere anyway
    return top


def release_snapshot(snapshot: Snapshot) -> None:
    """Delete the ref that kept the snapshot reachable. Idempotent, never raises."""
    if snapshot.ref:
        _drop_ref(snapshot.repo_root, snapshot.ref)


def ensure_excluded(repo_root: Path, pattern: str = ".selfheal/") -> None:
    """Add pattern to the repository's info/exclude (never .gitignore). Idempotent."""
    common = Path(out(git(["rev-parse", "--git-common-dir"], Path(repo_root))))
    if not common.is_absolute():
        common = Path(repo_root) / common
    exclude = common / "info" / "exclude"
    exclude.parent.mkdir(parents=True, exist_ok=True)
    text = exclude.read_text(encoding="utf-8", errors="surrogateescape") if exclude.exists() else ""
    if pattern.strip() in (ln.strip() for ln in text.splitlines()):
        return
    if text and not text.endswith("\n"):
        text += "\n"
    # a temporary file renamed over the old one: a signal never leaves it truncated
    temp = exclude.with_name(f".exclude.selfheal-{os.getpid()}.tmp")
    try:
        temp.write_text(text + pattern.strip() + "\n", encoding="utf-8",
                        errors="surrogateescape")
        os.replace(temp, exclude)
    finally:
        temp.unlink(missing_ok=True)


def _refuse_in_progress(repo_root: Path) -> None:
    git_dir = Path(out(git(["rev-parse", "--absolute-git-dir"], repo_root)))
    for name, what, undo in _IN_PROGRESS:
        if (git_dir / name).exists():
            raise WorkspaceError(
                f"repository is in the middle of a {what}: finish or abort it ({undo}), "
                "then run again"
            )
    unmerged = out(git(["ls-files", "-u", "-z"], repo_root))
    if unmerged:
        path = unmerged.split("\0")[0].split("\t", 1)[-1]
        raise WorkspaceError(
            f"{path} has unresolved merge conflicts: resolve them (git add) then run again"
        )


def _resolve(repo_root: Path, rev: str) -> str | None:
    proc = git(["rev-parse", "--verify", "-q", f"{rev}^{{commit}}"], repo_root, check=False)
    return out(proc) if proc.returncode == 0 else None


def _commit_state(repo_root: Path, tmp_base: Path, head: str | None) -> str:
    """Write a commit of repo_root's working tree through a temporary index."""
    index = tmp_base / f"index-{os.getpid()}-{secrets.token_hex(4)}"
    env = git_env({"GIT_INDEX_FILE": str(index)})
    try:
        git(["read-tree", head] if head else ["read-tree", "--empty"], repo_root, env=env)
        git(["add", "-A", "--", "."], repo_root, env=env)
        _add_force_added(repo_root, env)
        tree = out(git(["write-tree"], repo_root, env=env))
        parents = ["-p", head] if head else []
        msg = b"selfheal snapshot of the working tree\n"
        return out(git(["commit-tree", tree, *parents], repo_root, env=env, input=msg))
    finally:
        for leftover in (index, index.with_name(index.name + ".lock")):
            leftover.unlink(missing_ok=True)


def _add_force_added(repo_root: Path, env: dict[str, str]) -> None:
    """Keep ignored files the user staged with ``git add -f`` (read from their index)."""
    listed = git(
        ["ls-files", "-z", "--cached", "--ignored", "--exclude-standard"], repo_root, check=False
    )
    paths = [p for p in out(listed).split("\0") if p and os.path.lexists(repo_root / p)]
    if paths:
        data = "\0".join(paths).encode("utf-8", "surrogateescape")
        git(
            ["add", "-f", "--pathspec-from-file=-", "--pathspec-file-nul"],
            repo_root,
            env=env,
            input=data,
        )


def _hold(repo_root: Path, commit: str) -> str:
    ref = f"{REF_PREFIX}{os.getpid()}-{secrets.token_hex(4)}"
    _LIVE_REFS[ref] = repo_root  # first: a signal during update-ref still drops it at exit
    try:
        git(["update-ref", "--no-deref", ref, commit], repo_root)
    except BaseException:
        _drop_ref(repo_root, ref)
        raise
    return ref


def _drop_ref(repo_root: Path, ref: str) -> None:
    _LIVE_REFS.pop(ref, None)
    try:
        if Path(repo_root).is_dir():
            git(["update-ref", "--no-deref", "-d", ref], Path(repo_root), check=False, detach=True)
    except Exception:  # noqa: BLE001 - cleanup never raises
        pass


_LIVE_REFS: dict[str, Path] = {}


@atexit.register
def _drop_live_refs() -> None:  # pragma: no cover - runs at interpreter exit
    for ref, root in list(_LIVE_REFS.items()):
        _drop_ref(root, ref)


def _throwaway(project_dir: Path, tmp_base: Path, note: str) -> Snapshot:
    """Copy project_dir into tmp_base, make it a repository and commit everything."""
    copy = tmp_base / f"copy-{secrets.token_hex(4)}" / (project_dir.name or "project")
    try:
        shutil.copytree(project_dir, copy, symlinks=True, ignore=copy_ignore)
    except shutil.Error as exc:
        src, _, why = exc.args[0][0] if exc.args and exc.args[0] else ("?", "", str(exc))
        raise WorkspaceError(f"cannot copy {src} into a throwaway copy ({why}): fix it") from exc
    except OSError as exc:
        raise WorkspaceError(f"cannot copy {project_dir} into a throwaway copy: {exc}") from exc
    git(["init", "-q", "--", "."], copy)
    commit = _commit_state(copy, tmp_base, None)
    ref = _hold(copy, commit)
    return Snapshot(project_dir, copy, commit, True, note, ref)


def copy_ignore(directory: str, names: list[str]) -> set[str]:
    skipped = set()
    for name in names:
        if name in COPY_SKIP or name.endswith(".egg-info"):
            skipped.add(name)
            continue
        try:
            mode = os.lstat(os.path.join(directory, name)).st_mode
        except OSError:
            skipped.add(name)
            continue
        if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode) or stat.S_ISLNK(mode)):
            skipped.add(name)  # sockets, fifos, devices: copying them would hang or fail
    return skipped
