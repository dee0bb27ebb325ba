"""The files a reply may edit: the worktree's files, read safely, and paths resolved.

A model often names a file by its base name only (``--- a/stats.py``) when it lives
in a subfolder. ``RepoFiles.resolve`` maps such a name to the one tracked file that
ends with it, and refuses clearly when several do.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path, PurePosixPath

from pytest_selfheal.diffs.parse import DiffFormatError

_SKIP_DIRS = {".git", ".selfheal", "__pycache__", ".venv", "venv", "node_modules", ".tox"}
_MAX_FILES = 50_000
MAX_FILE_BYTES = 2_000_000


def is_plain_path(path: str) -> bool:
    """A relative POSIX path with no .., NUL, backslash or drive: safe to look up."""
    pure = PurePosixPath(path)
    return bool(path) and not (
        pure.is_absolute()
        or ".." in pure.parts
        or "\0" in path
        or "\\" in path
        or (len(path) > 1 and path[1] == ":")
    )


class RepoFiles:
    """Files under ``root`` (the worktree directory pytest runs in)."""

    def __init__(self, root: Path) -> None:
        self.root = Path(root)
        self._listed: list[str] | None = None

    @property
    def listed(self) -> list[str]:
        """Repo-relative POSIX paths: git's tracked and unignored files, or a walk."""
        if self._listed is None:
            self._listed = self._git_files()
            if self._listed is None:
                self._listed = self._walk()
        return self._listed

    def _git_files(self) -> list[str] | None:
        try:
            done = subprocess.run(
                ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                cwd=self.root, capture_output=True, timeout=30,
            )  # fmt: skip
        except (OSError, subprocess.SubprocessError):
            return None
        if done.returncode != 0:
            return None
        names = done.stdout.decode("utf-8", "surrogateescape").split("\0")
        return list(dict.fromkeys(n for n in names if n))[:_MAX_FILES]

    def _walk(self) -> list[str]:
        out: list[str] = []
        for top, dirs, files in os.walk(self.root):
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS)
            rel = Path(top).relative_to(self.root)
            out.extend((rel / f).as_posix() for f in sorted(files))
            if len(out) >= _MAX_FILES:
                break
        return out

    def is_file(self, path: str) -> bool:
        if not is_plain_path(path):
            return False
        full = self.root / path
        try:
            full.resolve().relative_to(self.root.resolve())
        except (ValueError, OSError):
            return False
        return full.is_file()

    def read(self, path: str) -> str | None:
        """The file's text (undecodable bytes kept as surrogates), or None when absent."""
        if not self.is_file(path):
            return None
        data = (self.root / path).read_bytes()
        if b"\0" in data:
            raise DiffFormatError(f"{path} is a binary file: do not edit it")
        return data.decode("utf-8", errors="surrogateescape")

    def resolve(self, path: str) -> str:
        """``path`` when it exists, else the one listed file it names, else ``path`` as is.

        Raises DiffFormatError when several files match: the model must name one.
        """
        if not is_plain_path(path) or self.is_file(path):
            return path  # unsafe paths go on to the guard and the applier, which refuse them
        clean = path.removeprefix("./")
        listed = self.listed
        matches = [f for f in listed if f == clean or f.endswith("/" + clean)]
        if not matches:  # a leading folder too many (the repository's own name, say)
            parts = clean.split("/")
            known = set(listed)
            for k in range(1, len(parts)):
                tail = "/".join(parts[k:])
                if tail in known:
                    matches = [tail]
                    break
        if len(matches) > 1:
            shown = ", ".join(matches[:5]) + (", ..." if len(matches) > 5 else "")
            raise DiffFormatError(
                f"{path} matches {len(matches)} files ({shown}): name the file by its full "
                f"repository path, e.g. --- a/{matches[0]}"
            )
        return matches[0] if matches else path
