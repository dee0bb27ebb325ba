"""Fuzzing: the reply converter, the diff parser and the applier never crash and never
write outside the worktree, on arbitrary text and on mutated real replies.

The only exceptions allowed are ``DiffFormatError`` (the reply is unusable) and
``ApplyError`` (the diff does not apply). Example counts are bounded: seconds per test.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pytest_selfheal.diffs.apply import ApplyError, apply_diff
from pytest_selfheal.diffs.parse import DiffFormatError, extract_diff, make_diff, parse_diff
from pytest_selfheal.edits import reply_to_diff

CALC = (
    "import math\n\n\ndef add(a, b):\n    return a - b\n\n\nclass K:\n    def mul(self, a, b):\n"
    "        return a + b\n\n\ndef root(x):\n    return math.sqrt(x)\n"
)
GOOD = make_diff("calc.py", CALC, CALC.replace("return a - b", "return a + b"))
SR = (
    "calc.py\n```python\n<<<<<<< SEARCH\n    return a - b\n=======\n    return a + b\n"
    ">>>>>>> REPLACE\n```\n"
)
FUNC = "```python\nclass K:\n    def mul(self, a, b):\n        return a * b\n```\n"
SEEDS = [GOOD, "```diff\n" + GOOD + "```\n", SR, FUNC, make_diff("pkg/new.py", None, "X = 1\n")]

EVIL_PATHS = [
    "../outside/secret.txt", "/etc/passwd", "/tmp/selfheal-fuzz-abs.py", "link/secret.txt",
    "link/new.py", "flink.py", "..", ".", "", ".git/config", "pkg/../../outside/x.py",
    "C:\\win.py", "a\0b.py", "\udcff.py", "\ud800.py", "pkg", "pkg/", "//x", "~/x.py",
    "calc.py/x", "calc.py",
]
NASTY = ["\0", "\udcff", "\ud800", "\r", "\r\n", "\t", "\x0c", "\u2028", "\\", "@@", "--- ",
         "+++ ", "<<<<<<< SEARCH", "=======", ">>>>>>> REPLACE", "```", "\n"]
EXAMPLES = int(os.environ.get("SELFHEAL_FUZZ_EXAMPLES", "80"))  # raise it for a long hunt
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _digest(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for p in sorted(path.rglob("*")):
        if p.is_file() and not p.is_symlink():
            out[p.relative_to(path).as_posix()] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


@contextmanager
def _tree(git: bool = False) -> Iterator[Path]:
    """base/root (the worktree, with symlinks pointing out) and base/outside (a sentinel)."""
    base = Path(tempfile.mkdtemp(prefix="selfheal-fuzz-"))
    try:
        outside = base / "outside"
        outside.mkdir()
        (outside / "secret.txt").write_text("do not touch\n")
        root = base / "root"
        (root / "pkg").mkdir(parents=True)
        (root / "calc.py").write_text(CALC)
        (root / "pkg/mod.py").write_bytes(b"def f():\n    return '\xff'\n")
        (root / "link").symlink_to(outside, target_is_directory=True)
        (root / "flink.py").symlink_to(outside / "secret.txt")
        if git:
            subprocess.run(["git", "init", "-q"], cwd=root, check=True)
            subprocess.run(["git", "add", "-A"], cwd=root, check=True)
            subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm",
                            "base"], cwd=root, check=True)
        before = _digest(outside)
        yield root
        assert _digest(outside) == before, "a file outside the worktree changed"
        assert sorted(os.listdir(base)) == ["outside", "root"], "something was written beside"
        assert not Path("/tmp/selfheal-fuzz-abs.py").exists()
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _run_everything(text: str, root: Path) -> None:
    """Every entry point on text; only the two documented errors may come out."""
    def convert_only() -> None:
        before = _digest(root)
        try:
            reply_to_diff(text, root)
        finally:
            assert _digest(root) == before, "converting a reply must not write"

    for step in (
        lambda: extract_diff(text),
        lambda: parse_diff(text),
        convert_only,
        lambda: apply_diff(text, root, allow_3way=True),
        lambda: apply_diff(reply_to_diff(text, root).diff, root),
    ):
        try:
            step()
        except (DiffFormatError, ApplyError) as exc:
            assert str(exc).strip(), "errors must say something"
            assert "\n" not in str(exc).split("\n")[0]


def _mutate(seed: str, data: st.DataObject) -> str:
    lines = seed.split("\n")
    for _ in range(data.draw(st.integers(0, 4))):
        kind = data.draw(st.sampled_from(["path", "nasty", "drop", "dup", "huge", "numbers"]))
        k = data.draw(st.integers(0, max(len(lines) - 1, 0)))
        if kind == "path":
            evil = data.draw(st.sampled_from(EVIL_PATHS))
            lines = [line.replace("calc.py", evil).replace("pkg/new.py", evil) for line in lines]
        elif kind == "nasty":
            at = data.draw(st.integers(0, len(lines[k])))
            lines[k] = lines[k][:at] + data.draw(st.sampled_from(NASTY)) + lines[k][at:]
        elif kind == "drop" and lines:
            del lines[k]
        elif kind == "dup" and lines:
            lines.insert(k, lines[k])
        elif kind == "huge":
            tag = data.draw(st.sampled_from(["+", " ", "-", ""]))
            lines[k:k] = [f"{tag}    x = {n}" for n in range(data.draw(st.integers(1, 1500)))]
        elif kind == "numbers":
            lines = [line.replace("@@ -1", f"@@ -{data.draw(st.integers(-5, 10**12))}")
                     for line in lines]
    return "\n".join(lines)


@SETTINGS
@given(st.text(alphabet=st.characters(codec=None), max_size=400))
def test_arbitrary_text(text: str) -> None:
    with _tree() as root:
        _run_everything(text, root)


@SETTINGS
@given(st.lists(st.sampled_from(NASTY + [" x", "-y", "+z", "@@ -1 +1 @@", "--- a/calc.py",
                                         "+++ b/calc.py", "calc.py", "    return a - b"]),
                max_size=40))
def test_arbitrary_diff_shaped_text(parts: list[str]) -> None:
    with _tree() as root:
        _run_everything("\n".join(parts), root)


@SETTINGS
@given(st.sampled_from(SEEDS), st.data())
def test_mutated_real_replies(seed: str, data: st.DataObject) -> None:
    with _tree() as root:
        _run_everything(_mutate(seed, data), root)


@SETTINGS
@given(st.binary(max_size=300), st.sampled_from(["surrogateescape", "replace", "latin-1"]))
def test_invalid_utf8(raw: bytes, how: str) -> None:
    text = raw.decode("latin-1") if how == "latin-1" else raw.decode("utf-8", errors=how)
    with _tree() as root:
        _run_everything(GOOD.replace("a + b", "a + b" + text), root)
        _run_everything(text, root)


@settings(max_examples=max(EXAMPLES // 8, 5), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SEEDS), st.data())
def test_mutated_replies_in_a_git_repository(seed: str, data: st.DataObject) -> None:
    with _tree(git=True) as root:
        _run_everything(_mutate(seed, data), root)


def test_seeds_are_valid() -> None:
    """The fuzzing starts from replies that do apply (else it would prove little)."""
    for seed in SEEDS:
        with _tree() as root:
            apply_diff(reply_to_diff(seed, root).diff, root)
