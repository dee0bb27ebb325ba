"""``.selfhealignore``: files a heal must neither show nor change.

The file sits at the repository root and uses gitignore syntax (``*.gen.py``,
``vendor/``, ``/settings.py``, ``!keep.py``). Matching files are left out of every
prompt and context the engines build, of memory cards and pull request bodies
(which only ever carry diffs the guard let through), and the guard refuses
patches that touch them.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path, PurePosixPath

FILENAME = ".selfhealignore"


class IgnoreRules:
    """The parsed ``.selfhealignore`` of one repository (empty when there is none)."""

    def __init__(self, base: Path | None, lines: list[str]) -> None:
        self.base = base
        self.lines = [ln for ln in lines if ln.strip() and not ln.lstrip().startswith("#")]
        self._spec = None
        if self.lines:
            import pathspec

            self._spec = pathspec.GitIgnoreSpec.from_lines(self.lines)

    def __bool__(self) -> bool:
        return self._spec is not None

    def matches(self, path: str | Path, root: Path | None = None) -> bool:
        """True when ``path`` (relative to ``root``, or absolute) is ignored."""
        if self._spec is None or self.base is None:
            return False
        full = Path(path) if os.path.isabs(path) else (root or self.base) / path
        try:
            rel = Path(os.path.normpath(full)).relative_to(self.base)
        except ValueError:
            return False
        return bool(self._spec.match_file(PurePosixPath(rel).as_posix()))


def load_ignore(start: Path) -> IgnoreRules:
    """The rules for the repository holding ``start`` (found by walking up to ``.git``)."""
    return _load(os.path.normpath(os.path.abspath(start)))


@lru_cache(maxsize=32)
def _load(start: str) -> IgnoreRules:
    here = Path(start)
    for folder in (here, *here.parents):
        candidate = folder / FILENAME
        if candidate.is_file():
            try:
                text = candidate.read_text(encoding="utf-8", errors="replace")
            except OSError:
                return IgnoreRules(None, [])
            return IgnoreRules(folder, text.splitlines())
        if (folder / ".git").exists():
            break
    return IgnoreRules(None, [])


_LOCATION = re.compile(r"^(?P<path>[^\s:][^:]*\.py):\d+: ")
_SEPARATOR = re.compile(r"^(?:_ )+_?\s*$")


def withhold(traceback: str, rules: IgnoreRules, root: Path) -> str:
    """A pytest traceback with the source lines of ignored files replaced by a note.

    pytest prints each entry as its source lines followed by a ``path:line: ...``
    location; entries are separated by ``_ _ _`` lines. The location stays, so the
    model still sees where the failure passed; the code does not.
    """
    if not rules or not traceback:
        return traceback
    out: list[str] = []
    entry: list[str] = []
    for line in traceback.splitlines():
        if _SEPARATOR.match(line):
            out.extend(entry)
            out.append(line)
            entry = []
            continue
        found = _LOCATION.match(line)
        if found and rules.matches(found.group("path"), root):
            out.append(f"    [source withheld: {found.group('path')} is in {FILENAME}]")
            out.append(line)
            entry = []
            continue
        entry.append(line)
    out.extend(entry)
    return "\n".join(out)
