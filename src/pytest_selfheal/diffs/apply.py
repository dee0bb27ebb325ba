"""Apply a unified diff to the files of a git worktree, all or nothing.

Each hunk is placed by the first strategy that works (``diffplace``): "exact" (at
its stated lines), "recount" (body recounted, searched near the stated lines),
"realign" (searched in the whole file, whitespace-tolerant, ambiguity refused);
if a hunk cannot be placed, ``git apply --3way`` is tried on a scratch index, and
then "similar" (paraphrased context lines, ties refused). The result reports the
weakest strategy used. Nothing is written unless every file works.
"""

from __future__ import annotations

import os
import re
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from pytest_selfheal.diffs.parse import FilePatch, Hunk, extract_diff, format_patches, parse_diff
from pytest_selfheal.diffs.place import RANK, PlaceError, place

STRATEGIES = tuple(RANK)  # exact, recount, realign, 3way, similar: strictest first


class ApplyError(Exception):
    """The diff does not apply; the first line says what to fix, the rest shows the file."""

    def __init__(self, message: str, *, path: str | None = None, hunk: str | None = None):
        super().__init__(message)
        self.path = path
        self.hunk = hunk


@dataclass
class ApplyResult:
    strategy: str  # the weakest strategy any hunk needed, one of STRATEGIES
    files: list[str]  # repo-relative paths written or deleted


@dataclass
class _Lines:
    """File content as lines without their ends, and each line's end kept apart."""

    text: list[str]
    eols: list[str]

    @classmethod
    def parse(cls, content: str) -> _Lines:
        text: list[str] = []
        eols: list[str] = []
        for piece in content.split("\n")[:-1]:
            crlf = piece.endswith("\r")
            text.append(piece[:-1] if crlf else piece)
            eols.append("\r\n" if crlf else "\n")
        last = content.rsplit("\n", 1)[-1]
        if last:
            text.append(last)
            eols.append("")
        return cls(text, eols)

    def default_eol(self) -> str:
        return "\r\n" if self.eols.count("\r\n") > self.eols.count("\n") else "\n"

    def render(self) -> str:
        return "".join(t + e for t, e in zip(self.text, self.eols, strict=True))


def apply_diff(
    diff_text: str, root: Path, *, allow_3way: bool = True, allow_similar: bool = True
) -> ApplyResult:
    """Apply diff_text under root, or raise ApplyError (or DiffFormatError) and write nothing."""
    root = Path(root)
    if re.search(r"^(```|~~~)", diff_text, re.MULTILINE):
        diff_text = extract_diff(diff_text)
    patches = parse_diff(diff_text)
    paths = list(dict.fromkeys(p for fp in patches for p in (fp.old_path, fp.new_path) if p))
    for path in paths:
        _safe_path(root, path)
    try:
        changes, rank = _apply_in_memory(patches, root)
        strategy = STRATEGIES[rank]
    except ApplyError as err:
        merged = None
        if allow_3way and _is_git_repo(root):
            merged = _three_way(format_patches(patches), root, paths)
        if merged is not None:
            changes, strategy = merged, "3way"
        elif not allow_similar:
            raise
        else:
            try:
                changes, rank = _apply_in_memory(patches, root, similar=True)
            except ApplyError as again:
                raise (again if "about equally" in str(again) else err) from None
            strategy = STRATEGIES[rank]
    _write_all(root, changes)
    return ApplyResult(strategy, list(changes))


def patch_text(fp: FilePatch, content: str, *, similar: bool = True) -> str:
    """The content of one file after one file patch, in memory, or raise ApplyError."""
    return _apply_file(fp, content, similar=similar)[0]


def _encodable(path: str) -> bool:
    try:
        os.fsencode(path)
    except UnicodeError:
        return False
    return "\0" not in path


def _safe_path(root: Path, path: str) -> Path:
    pure = PurePosixPath(path)
    bad = (
        not _encodable(path)
        or pure.is_absolute()
        or re.match(r"^[A-Za-z]:", path) is not None
        or "\\" in path
        or ".." in pure.parts
        or not pure.parts
        or (pure.parts[:1] == (".git",))
    )
    full = root / pure
    if not bad:
        try:
            bad = full.resolve().relative_to(root.resolve()) == Path(".")
        except (ValueError, OSError):
            bad = True
    if not bad and full.is_dir():
        raise ApplyError(f"{path}: is a directory: name a file in the diff headers", path=path)
    if bad:
        raise ApplyError(
            f"{path}: refusing a path outside the repository: use a repo-relative POSIX path "
            "such as src/pkg/module.py (no absolute paths, no .., no .git)",
            path=path,
        )
    return full


def _read(root: Path, path: str) -> str | None:
    full = root / path
    if not full.is_file():
        return None
    data = full.read_bytes()
    if b"\0" in data:
        raise ApplyError(f"{path}: is a binary file: do not edit it with a diff", path=path)
    return data.decode("utf-8", errors="surrogateescape")


def _apply_in_memory(
    patches: list[FilePatch], root: Path, *, similar: bool = False
) -> tuple[dict[str, str | None], int]:
    """New content for every touched path (None = deleted) and the weakest rank used."""
    state: dict[str, str | None] = {}
    worst = 0

    def current(path: str) -> str | None:
        return state[path] if path in state else _read(root, path)

    for fp in patches:
        target = fp.path
        if fp.is_new:
            if current(target):
                raise ApplyError(
                    f"{target}: the diff creates this file but it already exists: send a diff "
                    f"against its current content (--- a/{target} +++ b/{target})",
                    path=target,
                )
            source = ""
        else:
            old_path = fp.old_path or target
            found = current(old_path)
            only_adds = bool(fp.hunks) and all(not h.old_lines for h in fp.hunks)
            if found is None and not only_adds:
                raise ApplyError(
                    f"{old_path}: no such file in the repository: use an existing path, "
                    "or --- /dev/null to create a new file",
                    path=old_path,
                )
            source = found or ""
            if old_path != target:
                state[old_path] = None
        new_text, rank = _apply_file(fp, source, similar=similar)
        worst = max(worst, rank)
        state[target] = None if fp.is_deleted else new_text
    return state, worst


def _apply_file(fp: FilePatch, content: str, *, similar: bool = False) -> tuple[str, int]:
    src = _Lines.parse(content)
    placed: list[tuple[int, Hunk, bool, int]] = []  # position, hunk, fuzzy, hunk number
    worst = 0
    for number, hunk in enumerate(fp.hunks, 1):
        try:
            pos, rank, fuzzy = place(fp.path, number, hunk, src.text, similar=similar)
        except PlaceError as exc:
            raise ApplyError(str(exc), path=exc.path, hunk=exc.hunk) from None
        worst = max(worst, rank)
        placed.append((pos, hunk, fuzzy, number))
    placed.sort(key=lambda item: item[0])
    for (pos_a, hunk_a, _, num_a), (pos_b, _, _, num_b) in zip(placed, placed[1:], strict=False):
        if pos_a + hunk_a.old_len > pos_b:
            raise ApplyError(
                f"{fp.path}: hunks {num_a} and {num_b} change the same lines: "
                "merge them into one hunk and send the whole diff again",
                path=fp.path,
            )
    eol = src.default_eol() if src.text else "\n"
    out = _Lines([], [])
    cursor = 0
    want_newline: bool | None = None
    for pos, hunk, fuzzy, _ in placed:
        out.text += src.text[cursor:pos]
        out.eols += src.eols[cursor:pos]
        _splice(out, src, pos, hunk, fuzzy, eol)
        cursor = pos + hunk.old_len
        if cursor == len(src.text) and (hunk.old_no_newline or hunk.new_no_newline):
            want_newline = not hunk.new_no_newline
    out.text += src.text[cursor:]
    out.eols += src.eols[cursor:]
    if out.text:
        if want_newline is None:  # the diff is silent: keep the file's trailing-newline state
            want_newline = not src.eols or src.eols[-1] != ""
        out.eols = [e or eol for e in out.eols[:-1]] + [
            (out.eols[-1] or eol) if want_newline else ""
        ]
    return out.render(), worst


def _splice(out: _Lines, src: _Lines, pos: int, hunk: Hunk, fuzzy: bool, eol: str) -> None:
    indents = _indent_map(hunk, src.text[pos : pos + hunk.old_len]) if fuzzy else {}
    k = pos
    for tag, text in hunk.lines:
        if tag == " ":  # keep the file's own line (it may differ in whitespace)
            out.text.append(src.text[k])
            out.eols.append(src.eols[k])
        if tag != "+":
            k += 1
            continue
        lead = _lead(text)
        for model in sorted(indents, key=len, reverse=True):
            if text.strip() and lead.startswith(model):
                rest = _retab(lead[len(model) :], model, indents[model])
                text = indents[model] + rest + text[len(lead) :]
                break
        out.text.append(text)
        out.eols.append(eol)


def _indent_map(hunk: Hunk, actual: list[str]) -> dict[str, str]:
    """Model indentation -> file indentation, learnt from the matched lines (empty if unsure)."""
    mapping: dict[str, str] = {}
    for line, model in zip(actual, hunk.old_lines, strict=True):
        if line.strip() and mapping.setdefault(_lead(model), _lead(line)) != _lead(line):
            return {}
    return mapping


def _retab(rest: str, model: str, actual: str) -> str:
    """Deeper indentation in the model's unit (tabs or spaces) converted to the file's."""
    if model and set(model) == {"\t"} and actual and set(actual) == {" "}:
        return rest.replace("\t", " " * max(len(actual) // len(model), 1))
    if model and set(model) == {" "} and actual and set(actual) == {"\t"}:
        width = max(len(model) // len(actual), 1)
        return rest.replace(" " * width, "\t")
    return rest


def _lead(line: str) -> str:
    return line[: len(line) - len(line.lstrip())]


def _is_git_repo(root: Path) -> bool:
    """True when root is the top of a git worktree (git apply reads paths from the top)."""
    try:
        result = subprocess.run(
            ["git", "rev-parse", "--show-toplevel"], cwd=root, capture_output=True, text=True
        )
    except OSError:
        return False
    top = result.stdout.strip()
    return result.returncode == 0 and bool(top) and Path(top).resolve() == root.resolve()


def _three_way(diff: str, root: Path, paths: list[str]) -> dict[str, str | None] | None:
    """Run ``git apply --3way`` on a scratch index seeded from the worktree; None on failure.

    The worktree and the real index are never touched, so a conflict leaves nothing behind.
    """
    with tempfile.TemporaryDirectory(prefix="selfheal-3way-") as tmp:
        env = {**os.environ, "GIT_INDEX_FILE": str(Path(tmp) / "index")}

        def git(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess[bytes]:
            return subprocess.run(
                ["git", *args], cwd=root, env=env, input=stdin, capture_output=True
            )

        if git("rev-parse", "--verify", "-q", "HEAD").returncode == 0:
            git("read-tree", "HEAD")
        if git("update-index", "--add", "--remove", "--", *paths).returncode != 0:
            return None
        try:
            data = diff.encode("utf-8", errors="surrogateescape")
        except UnicodeEncodeError:
            return None
        applied = git("apply", "--3way", "--cached", "--whitespace=nowarn", "-", stdin=data)
        if applied.returncode != 0 or git("ls-files", "-u", "--", *paths).stdout.strip():
            return None
        merged: dict[str, str | None] = {}
        for path in paths:
            blob = git("cat-file", "--filters", f":{path}")  # with the worktree's line ends
            ok = blob.returncode == 0
            merged[path] = blob.stdout.decode("utf-8", errors="surrogateescape") if ok else None
        return merged


def _write_all(root: Path, changes: dict[str, str | None]) -> None:
    """Write every change, or restore what was already written and raise ApplyError."""
    encoded: dict[str, bytes | None] = {}
    for path, content in changes.items():
        try:
            encoded[path] = None if content is None else content.encode("utf-8", "surrogateescape")
        except UnicodeEncodeError as exc:
            raise ApplyError(
                f"{path}: the patched text holds a character that is not valid UTF-8 "
                f"({exc.object[exc.start:exc.end]!r}): send the diff as plain UTF-8 text",
                path=path,
            ) from None
    saved: list[tuple[Path, bytes | None]] = []
    made: list[Path] = []
    try:
        for path, data in encoded.items():
            full = root / path
            saved.append((full, full.read_bytes() if full.is_file() else None))
            if data is None:
                full.unlink(missing_ok=True)
                continue
            missing = [p for p in [full.parent, *full.parent.parents] if not p.exists()]
            full.parent.mkdir(parents=True, exist_ok=True)
            made.extend(missing)
            full.write_bytes(data)
    except OSError as exc:
        for full, data in reversed(saved):
            try:
                if data is None:
                    if full.is_file() or full.is_symlink():
                        full.unlink()
                else:
                    full.write_bytes(data)
            except OSError:
                pass
        for directory in made:
            try:
                directory.rmdir()
            except OSError:
                pass
        raise ApplyError(f"cannot write the patched files ({exc}): nothing was changed") from exc
