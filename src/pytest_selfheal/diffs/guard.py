"""Refuse patches that escape the repository, touch protected files or weaken tests.

``check_patch`` returns None when a patch may be applied, or one sentence worded
for the engine saying what was refused and what to do instead.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from fnmatch import fnmatch
from pathlib import Path, PurePosixPath
from typing import Any

from pytest_selfheal.ignorefile import IgnoreRules, load_ignore

TEST_FILE_GLOBS = ("test_*.py", "*_test.py", "conftest.py")
TEST_DIRS = ("tests", "test", "testing")
PYTEST_CONFIG = ("pytest.ini", ".pytest.ini", "tox.ini", "setup.cfg", "pyproject.toml")
PROTECTED_DIRS = (".git", ".github/workflows", ".selfheal")
SECRET_GLOBS = (
    ".env", ".env.*", "*.env", "*.pem", "*.key", "*.p12", "*.pfx", "id_rsa*", "id_ed25519*",
    "id_ecdsa*", ".netrc", ".pypirc", ".npmrc", "secrets.*", "*secret*", "credentials*",
    ".git-credentials",
)
WEAKENING = re.compile(
    r"pytest\.mark\.(skip|skipif|xfail)\b|pytest\.(skip|xfail|importorskip)\s*\("
    r"|unittest\.(skip|skipIf|skipUnless|expectedFailure)\b|@\s*(skip|skipIf|expectedFailure)\b"
    r"|\braise\s+(unittest\.)?SkipTest\b"
)


def is_test_file(path: str) -> bool:
    p = PurePosixPath(path)
    if any(fnmatch(p.name, g) for g in TEST_FILE_GLOBS):
        return True
    return any(part in TEST_DIRS for part in p.parts[:-1])


def is_pytest_config(path: str) -> bool:
    return PurePosixPath(path).name in PYTEST_CONFIG and "/" not in path.strip("/")


def is_secret_file(path: str) -> bool:
    name = PurePosixPath(path).name.lower()
    return any(fnmatch(name, g) for g in SECRET_GLOBS)


def _escapes(root: Path, rel: str) -> bool:
    """True when ``rel`` resolves outside ``root`` (through .., absolute, or a symlink)."""
    if rel.startswith(("/", "\\")) or re.match(r"^[A-Za-z]:", rel):
        return True
    if ".." in PurePosixPath(rel).parts:
        return True
    root_real = os.path.realpath(root)
    target = os.path.realpath(os.path.join(root_real, rel))
    return not (target == root_real or target.startswith(root_real + os.sep))


def submodule_paths(root: Path) -> list[str]:
    """Root-relative paths of the submodules of the repository holding root."""
    top = Path(root).resolve()
    while not (top / ".git").exists() and top.parent != top:
        top = top.parent
    try:
        text = (top / ".gitmodules").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return []
    found = []
    for path in re.findall(r"^\s*path\s*=\s*(.+?)\s*$", text, re.M):
        rel = os.path.relpath(top / path, Path(root).resolve())
        if not rel.startswith(".."):
            found.append(PurePosixPath(Path(rel).as_posix()).as_posix())
    return found


def _paths(patches: Sequence[Any]) -> list[str]:
    seen: list[str] = []
    for fp in patches:
        for p in (getattr(fp, "old_path", None), getattr(fp, "new_path", None), fp.path):
            if p and p not in seen:
                seen.append(p)
    return seen


def _added(patches: Sequence[Any]) -> list[tuple[str, str]]:
    out = []
    for fp in patches:
        for hunk in fp.hunks:
            for tag, text in hunk.lines:
                if tag == "+":
                    out.append((fp.path or "", text))
    return out


def _changed_lines(patches: Sequence[Any]) -> int:
    return sum(1 for fp in patches for h in fp.hunks for tag, _ in h.lines if tag in "+-")


def path_refusal(rel: str, root: Path, *, allow_test_edits: bool = False,
                 ignored: IgnoreRules | None = None, submodules: list[str] | None = None
                 ) -> str | None:
    """Why a patch may not touch the file `rel` (outside the repository, a submodule, a
    protected folder, secrets, .selfhealignore, tests or pytest config), else None."""
    if ignored is None:
        ignored = load_ignore(root)
    if submodules is None:
        submodules = submodule_paths(root)
    if _escapes(root, rel):
        return f"refused: {rel} lies outside the repository; edit files inside it only"
    posix = PurePosixPath(rel).as_posix()
    for sub in submodules:
        if posix == sub or posix.startswith(sub + "/"):
            return (f"refused: {rel} is inside the submodule {sub}, another repository; "
                    "fix the failure in this repository's own files")
    for d in PROTECTED_DIRS:
        if posix == d or posix.startswith(d + "/"):
            return f"refused: {rel} is under {d}/, which patches may not touch"
    if is_secret_file(rel):
        return f"refused: {rel} looks like a secrets or environment file; leave it alone"
    if ignored.matches(rel, root):
        return (f"refused: {rel} is listed in .selfhealignore, which patches may not "
                "touch; fix the failure in another file")
    if not allow_test_edits:
        if is_test_file(rel):
            return (f"refused: {rel} is a test file; fix the code under test, not the tests "
                    "(the user can allow this with --selfheal-allow-test-edits)")
        if is_pytest_config(rel):
            return (f"refused: {rel} holds pytest configuration; fix the code under test "
                    "(the user can allow this with --selfheal-allow-test-edits)")
    return None


def check_patch(
    patches: Sequence[Any],
    root: Path,
    *,
    allow_test_edits: bool = False,
    max_lines: int = 200,
) -> str | None:
    """Return None if the patch may be applied, else the reason it is refused."""
    if not patches:
        return "the diff changes no file: send a diff that edits the code under test"
    ignored = load_ignore(root)
    submodules = submodule_paths(root)
    for rel in _paths(patches):
        why = path_refusal(rel, root, allow_test_edits=allow_test_edits, ignored=ignored,
                           submodules=submodules)
        if why:
            return why
    for path, text in _added(patches):
        if WEAKENING.search(text):
            return (f"refused: the patch adds a skip/xfail marker in {path} "
                    f"({text.strip()[:80]!r}); fix the behaviour instead of skipping the test")
    changed = _changed_lines(patches)
    if changed > max_lines:
        return (f"refused: the patch changes {changed} lines, more than the limit of {max_lines}; "
                "send the smallest change that fixes the failure")
    return None
