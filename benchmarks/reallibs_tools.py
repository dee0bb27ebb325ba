"""The real-library benchmark's data and pure steps: manifest, sdists, bug injection, verdicts.

`reallibs/manifest.toml` pins PyPI sdists (name, version, sha256) and describes each
injected bug as data: file, exact original text, replacement text, pattern name. This
module loads and validates that manifest, downloads and unpacks the sdists, makes a
pristine git repo of a library, injects a bug, judges a healed tree against the
pristine source and builds the result tables. `run_reallibs.py` drives the heals.
"""

from __future__ import annotations

import ast
import hashlib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomllib

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "reallibs" / "manifest.toml"
MANIFEST2 = HERE / "reallibs" / "manifest2.toml"
DEFAULT_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / \
    "pytest-selfheal-bench" / "sdists"

# Single-statement bug patterns of PySStuBs / ManySStuBs4J (plus the few PySStuBs adds).
PATTERNS = (
    "change operator", "change unary operator", "change numeric literal",
    "change identifier used", "change binary operand", "swap arguments",
    "wrong function name", "change attribute used", "more specific if", "less specific if",
    "add function around expression", "remove function around expression",
    "swap boolean literal", "off-by-one", "slice sign", "+= to =",
    # statement-level kinds of the second set (reallibs/manifest2.toml)
    "missing statement", "missing condition", "missing call",
)
_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_SHA = re.compile(r"^[0-9a-f]{64}$")
IDENT = ["-c", "user.name=bench", "-c", "user.email=bench@localhost", "-c", "commit.gpgsign=false"]


class ManifestError(ValueError):
    """The manifest is malformed; the message says which entry and what to fix."""


@dataclass(frozen=True)
class Library:
    name: str
    version: str
    sha256: str
    test_deps: tuple[str, ...] = ()

    @property
    def spec(self) -> str:
        return f"{self.name}=={self.version}"


@dataclass(frozen=True)
class Bug:
    id: str
    library: str
    file: str
    pattern: str
    original: str
    replacement: str


@dataclass(frozen=True)
class Manifest:
    libraries: dict[str, Library]
    bugs: list[Bug] = field(default_factory=list)


def _text(entry: dict[str, Any], key: str, where: str) -> str:
    value = entry.get(key)
    if not isinstance(value, str) or not value:
        raise ManifestError(f"{where}: '{key}' must be a non-empty string")
    return value


def parse_manifest(data: dict[str, Any]) -> Manifest:
    """Validate the manifest's parsed TOML and build it; ManifestError names the bad entry."""
    libraries: dict[str, Library] = {}
    for i, entry in enumerate(data.get("library", [])):
        where = f"library #{i + 1}"
        name = _text(entry, "name", where)
        if not _NAME.match(name) or name in libraries:
            raise ManifestError(f"{where}: name {name!r} is invalid or duplicated")
        sha = _text(entry, "sha256", where)
        if not _SHA.match(sha):
            raise ManifestError(f"{where} ({name}): sha256 must be 64 lowercase hex digits")
        deps = entry.get("test_deps", [])
        if not isinstance(deps, list) or not all(isinstance(d, str) and d for d in deps):
            raise ManifestError(f"{where} ({name}): test_deps must be a list of requirements")
        libraries[name] = Library(name, _text(entry, "version", where), sha, tuple(deps))
    if not libraries:
        raise ManifestError("the manifest has no [[library]] entry")
    bugs: list[Bug] = []
    seen: set[str] = set()
    for i, entry in enumerate(data.get("bug", [])):
        where = f"bug #{i + 1}"
        bug = Bug(*(_text(entry, k, where) for k in
                    ("id", "library", "file", "pattern", "original", "replacement")))
        where = f"bug {bug.id}"
        if bug.id in seen:
            raise ManifestError(f"{where}: duplicated id")
        seen.add(bug.id)
        if bug.library not in libraries:
            raise ManifestError(f"{where}: unknown library {bug.library!r}; add a [[library]]")
        if bug.pattern not in PATTERNS:
            raise ManifestError(f"{where}: unknown pattern {bug.pattern!r}; one of {PATTERNS}")
        path = Path(bug.file)
        if path.is_absolute() or ".." in path.parts or not bug.file.endswith(".py"):
            raise ManifestError(f"{where}: file must be a relative .py path inside the sdist")
        if is_test_path(bug.file):
            raise ManifestError(f"{where}: bugs go in library code, not in tests")
        if bug.original == bug.replacement:
            raise ManifestError(f"{where}: replacement equals original")
        bugs.append(bug)
    return Manifest(libraries, bugs)


def load_manifest(path: Path | str = MANIFEST) -> Manifest:
    """The manifest at path (the first set, `reallibs/manifest.toml`, by default)."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise ManifestError(f"cannot read {path}: {exc}") from exc
    return parse_manifest(data)


def results_prefix(path: Path | str) -> str:
    """Results file prefix of a manifest: `reallibs` for the first set, `reallibs2` for
    `manifest2.toml`, `reallibs-<stem>` for any other, so the sets' labels never collide."""
    path = Path(path)
    if path.resolve() == MANIFEST.resolve():
        return "reallibs"
    suffix = path.stem.removeprefix("manifest")
    if suffix != path.stem and re.fullmatch(r"[A-Za-z0-9_]+", suffix):
        return f"reallibs{suffix}"
    return f"reallibs-{path.stem}"


def is_test_path(rel: str) -> bool:
    parts = Path(rel).parts
    name = parts[-1]
    return (name.startswith("test_") or name.endswith("_test.py") or name == "conftest.py"
            or any(p in ("tests", "test", "testing") for p in parts[:-1]))


# ---------------------------------------------------------------- sdists


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 16), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _sdist_candidates(lib: Library, cache: Path) -> list[Path]:
    stems = {lib.name, lib.name.replace("-", "_"), lib.name.replace("_", "-")}
    return [p for stem in sorted(stems) for p in cache.glob(f"{stem}-{lib.version}.tar.gz")]


def fetch_sdist(lib: Library, cache: Path = DEFAULT_CACHE) -> Path:
    """The library's sdist from the cache, downloaded with pip first if missing; sha256-checked."""
    cache.mkdir(parents=True, exist_ok=True)
    found = [p for p in _sdist_candidates(lib, cache) if sha256_of(p) == lib.sha256]
    if found:
        return found[0]
    proc = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                           "--no-binary", ":all:", "-d", str(cache), lib.spec],
                          capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout).strip().splitlines()
        raise RuntimeError(f"pip download {lib.spec} failed: {tail[-1] if tail else '?'}")
    for path in _sdist_candidates(lib, cache):
        got = sha256_of(path)
        if got == lib.sha256:
            return path
        raise RuntimeError(f"{path.name}: sha256 {got} is not the pinned {lib.sha256}; "
                           "delete it from the cache or fix the manifest")
    raise RuntimeError(f"pip download {lib.spec} left no {lib.name}-{lib.version}.tar.gz "
                       f"in {cache}")


def unpack(sdist: Path, dest: Path) -> Path:
    """Extract the sdist under dest and return its single top-level directory."""
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(sdist) as tar:
        tar.extractall(dest, filter="data")
    tops = [p for p in dest.iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise RuntimeError(f"{sdist.name}: expected one top-level directory, got {len(tops)}")
    return tops[0]


def git(root: Path, *args: str) -> str:
    proc = subprocess.run(["git", *IDENT, *args], cwd=root, capture_output=True, text=True)
    if proc.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} failed in {root}: {proc.stderr.strip()}")
    return proc.stdout.strip()


def make_repo(root: Path, message: str) -> str:
    """git init root, commit everything as it is, return the commit's sha."""
    git(root, "init", "-q")
    (root / ".gitignore").write_text("__pycache__/\n*.pyc\n.pytest_cache/\n.selfheal/\n"
                                     "*.egg-info/\n.hypothesis/\n", encoding="utf-8")
    git(root, "add", "-A")
    git(root, "commit", "-q", "-m", message)
    return git(root, "rev-parse", "HEAD")


# ---------------------------------------------------------------- bugs


def inject(root: Path, bug: Bug) -> None:
    """Replace the bug's original text, which must occur exactly once, by its replacement."""
    target = root / bug.file
    text = target.read_text(encoding="utf-8")
    count = text.count(bug.original)
    if count != 1:
        raise ManifestError(f"bug {bug.id}: original text occurs {count} times in {bug.file}, "
                            "not once; quote more context")
    target.write_text(text.replace(bug.original, bug.replacement), encoding="utf-8")


def _ast(source: str) -> str | None:
    try:
        return ast.dump(ast.parse(source))
    except SyntaxError:
        return None


def changed_files(root: Path, pristine: str) -> list[str]:
    """Tracked files that differ from the pristine commit, plus new untracked files."""
    diff = git(root, "diff", "--name-only", pristine, "--").splitlines()
    new = git(root, "ls-files", "--others", "--exclude-standard").splitlines()
    return sorted({p for p in diff + new if p})


def verdict(root: Path, pristine: str) -> tuple[str, list[str]]:
    """How the tree compares with the pristine source: identical, equivalent (same AST) or differs.

    Returns the verdict and the files that differ in text from the pristine commit.
    """
    files = changed_files(root, pristine)
    if not files:
        return "identical", []
    for rel in files:
        path = root / rel
        if not path.is_file() or not rel.endswith(".py"):
            return "differs", files
        try:
            before = git(root, "show", f"{pristine}:{rel}")
        except RuntimeError:
            return "differs", files  # a new file
        if _ast(before) is None or _ast(before) != _ast(path.read_text(encoding="utf-8")):
            return "differs", files
    return "equivalent", files


def copy_tree(src: Path, dest: Path) -> Path:
    shutil.copytree(src, dest, symlinks=True)
    return dest


# ---------------------------------------------------------------- tables

COLUMNS = ["group", "runs", "fixed", "fixed %", "correct", "differs", "median ttg s",
           "max ttg s", "median wall s", "median candidates"]


def _median(values: list[float]) -> str:
    return f"{statistics.median(values):.1f}" if values else "-"


def summary_row(label: str, runs: list[dict[str, Any]]) -> list[str]:
    fixed = [r for r in runs if r["fixed"]]
    ttg = [r["time_to_green"] for r in fixed if r["time_to_green"] is not None]
    correct = sum(r["correct"] in ("identical", "equivalent") for r in fixed)
    return [label, str(len(runs)), str(len(fixed)),
            f"{100 * len(fixed) / len(runs):.0f}%" if runs else "-",
            str(correct), str(len(fixed) - correct), _median(ttg),
            f"{max(ttg):.1f}" if ttg else "-", _median([r["wall"] for r in runs]),
            _median([float(r["candidates"]) for r in runs])]


def table_rows(runs: list[dict[str, Any]]) -> list[list[str]]:
    """Rows per mode, per library, per pattern, then the total."""
    rows: list[list[str]] = []
    for key, prefix in (("mode", "mode: "), ("library", ""), ("pattern", "pattern: ")):
        for value in sorted({r[key] for r in runs}):
            rows.append(summary_row(prefix + value, [r for r in runs if r[key] == value]))
    rows.append(summary_row("TOTAL", runs))
    return rows


def plain_table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [COLUMNS, *rows]) for i in range(len(COLUMNS))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                       for i, (c, w) in enumerate(zip(row, widths, strict=True)))
             for row in [COLUMNS, *rows]]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def markdown_table(rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(COLUMNS) + " |",
           "|" + "|".join(["---"] + ["---:"] * (len(COLUMNS) - 1)) + "|"]
    out += ["| " + " | ".join(f"**{c}**" if row[0] == "TOTAL" else c for c in row) + " |"
            for row in rows]
    return "\n".join(out)
