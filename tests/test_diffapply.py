"""Applier tests: literal model diffs against real files, all or nothing."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from pytest_selfheal.diffs.apply import ApplyError, ApplyResult, apply_diff
from pytest_selfheal.diffs.parse import DiffFormatError, make_diff

CALC = """\
import math


def add(a, b):
    return a - b


def mul(a, b):
    return a + b


def root(x):
    return math.sqrt(x)
"""


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    return tmp_path


def snapshot(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes()
        for p in sorted(root.rglob("*"))
        if p.is_file() and ".git" not in p.parts
    }


def test_fenced_reply_applies_exactly(repo: Path) -> None:
    reply = """\
The subtraction is the bug.

```diff
--- a/calc.py
+++ b/calc.py
@@ -4,2 +4,2 @@
 def add(a, b):
-    return a - b
+    return a + b
```
"""
    result = apply_diff(reply, repo)
    assert result == ApplyResult("exact", ["calc.py"])
    assert "    return a + b\n\n\ndef mul" in (repo / "calc.py").read_text()


def test_several_hunks_bottom_and_top(repo: Path) -> None:
    diff = """\
--- a/calc.py
+++ b/calc.py
@@ -1,3 +1,4 @@
 import math
+import operator
 
 
@@ -8,3 +9,3 @@
 def mul(a, b):
-    return a + b
+    return operator.mul(a, b)
 
"""  # noqa: W293 (blank context lines are part of the literal reply)
    assert apply_diff(diff, repo).strategy == "exact"
    text = (repo / "calc.py").read_text()
    assert text.startswith("import math\nimport operator\n\n\ndef add")
    assert "    return operator.mul(a, b)\n" in text and "return a - b" in text


def test_drifted_line_numbers_use_recount(repo: Path) -> None:
    diff = """\
--- a/calc.py
+++ b/calc.py
@@ -20,3 +20,3 @@
 def mul(a, b):
-    return a + b
+    return a * b
 
"""  # noqa: W293 (blank context lines are part of the literal reply)
    assert apply_diff(diff, repo).strategy == "recount"
    assert "    return a * b\n" in (repo / "calc.py").read_text()


def test_wrong_hunk_counts_use_recount(repo: Path) -> None:
    diff = """\
--- calc.py
+++ calc.py
@@ -8,7 +8,9 @@
 def mul(a, b):
-    return a + b
+    return a * b
"""
    result = apply_diff(diff, repo)
    assert result.strategy == "recount"
    assert (repo / "calc.py").read_text() == CALC.replace("return a + b", "return a * b")


def test_unnumbered_hunk_with_tabs_uses_realign(repo: Path) -> None:
    # The model indented with a tab where the file has four spaces.
    diff = """\
--- a/calc.py
+++ b/calc.py
@@ ... @@
 def root(x):
-\treturn math.sqrt(x)
+\treturn math.sqrt(abs(x))
"""
    assert apply_diff(diff, repo).strategy == "realign"
    assert (repo / "calc.py").read_text().endswith("def root(x):\n    return math.sqrt(abs(x))\n")


def test_realign_follows_the_file_indentation(tmp_path: Path) -> None:
    (tmp_path / "k.py").write_text("class K:\n    def f(self):\n        return 1\n")
    diff = """\
--- a/k.py
+++ b/k.py
@@ -1,2 +1,4 @@
 def f(self):
-    return 1
+    if self:
+        return 2
+    return 1
"""
    assert apply_diff(diff, tmp_path).strategy == "realign"
    expected = (
        "class K:\n    def f(self):\n        if self:\n            return 2\n        return 1\n"
    )
    assert (tmp_path / "k.py").read_text() == expected


def test_ambiguous_context_is_refused(tmp_path: Path) -> None:
    (tmp_path / "dup.py").write_text("x = 1\nprint(x)\n\nx = 1\nprint(x)\n")
    before = snapshot(tmp_path)
    diff = "--- a/dup.py\n+++ b/dup.py\n@@ ... @@\n x = 1\n-print(x)\n+print(x + 1)\n"
    with pytest.raises(ApplyError) as info:
        apply_diff(diff, tmp_path)
    assert "matches 2 places (lines 1, 4)" in str(info.value)
    assert "add context lines" in str(info.value)
    assert snapshot(tmp_path) == before


def test_ambiguity_is_settled_by_stated_line_numbers(tmp_path: Path) -> None:
    (tmp_path / "dup.py").write_text("x = 1\nprint(x)\n\nx = 1\nprint(x)\n")
    diff = "--- a/dup.py\n+++ b/dup.py\n@@ -5,2 +5,2 @@\n x = 1\n-print(x)\n+print(x + 1)\n"
    assert apply_diff(diff, tmp_path).strategy == "recount"
    assert (tmp_path / "dup.py").read_text() == "x = 1\nprint(x)\n\nx = 1\nprint(x + 1)\n"


def test_context_not_found_names_hunk_and_shows_lines(repo: Path) -> None:
    diff = """\
--- a/calc.py
+++ b/calc.py
@@ -8,3 +8,3 @@
 def mul(a, b):
-    return a + b  # multiply
+    return a * b
 
"""  # noqa: W293 (blank context lines are part of the literal reply)
    with pytest.raises(ApplyError) as info:
        apply_diff(diff, repo, allow_3way=False)
    message = str(info.value)
    first = message.splitlines()[0]
    assert first.startswith("calc.py: hunk 1 (@@ -8,3 +8,3 @@) does not match the file")
    assert "send the whole diff again" in first
    assert "        return a + b  # multiply" in message  # what was searched for
    assert "    8: def mul(a, b):" in message and "    9:     return a + b" in message
    assert info.value.path == "calc.py" and info.value.hunk == "@@ -8,3 +8,3 @@"
    assert (repo / "calc.py").read_text() == CALC


def test_all_or_nothing_across_files(repo: Path) -> None:
    (repo / "b.py").write_text("B = 1\n")
    before = snapshot(repo)
    diff = """\
--- a/calc.py
+++ b/calc.py
@@ -4,2 +4,2 @@
 def add(a, b):
-    return a - b
+    return a + b
--- /dev/null
+++ b/pkg/new.py
@@ -0,0 +1 @@
+NEW = True
--- a/b.py
+++ b/b.py
@@ -1 +1 @@
-B = 2
+B = 3
"""
    with pytest.raises(ApplyError, match="b.py: hunk 1"):
        apply_diff(diff, repo)
    assert snapshot(repo) == before
    assert not (repo / "pkg").exists()


def test_crlf_file_and_crlf_reply_stay_crlf(tmp_path: Path) -> None:
    (tmp_path / "win.py").write_bytes(b"a = 1\r\nb = 2\r\nc = 3\r\n")
    reply = "```diff\r\n--- a/win.py\r\n+++ b/win.py\r\n@@ -1,3 +1,4 @@\r\n a = 1\r\n-b = 2\r\n"
    reply += "+b = 20\r\n+bb = 22\r\n c = 3\r\n```\r\n"
    assert apply_diff(reply, tmp_path).strategy == "exact"
    assert (tmp_path / "win.py").read_bytes() == b"a = 1\r\nb = 20\r\nbb = 22\r\nc = 3\r\n"


def test_crlf_file_with_lf_diff(tmp_path: Path) -> None:
    (tmp_path / "win.txt").write_bytes(b"one\r\ntwo\r\n")
    apply_diff("--- a/win.txt\n+++ b/win.txt\n@@ -1,2 +1,3 @@\n one\n+1.5\n two\n", tmp_path)
    assert (tmp_path / "win.txt").read_bytes() == b"one\r\n1.5\r\ntwo\r\n"


def test_missing_trailing_newline_is_kept_when_the_diff_is_silent(tmp_path: Path) -> None:
    (tmp_path / "f.py").write_text("a = 1\nb = 2")
    apply_diff(
        "--- a/f.py\n+++ b/f.py\n@@ -1,2 +1,3 @@\n a = 1\n-b = 2\n+b = 3\n+c = 4\n", tmp_path
    )
    assert (tmp_path / "f.py").read_text() == "a = 1\nb = 3\nc = 4"


def test_no_newline_marker_adds_the_final_newline(tmp_path: Path) -> None:
    (tmp_path / "f.py").write_text("a = 1\nb = 2")
    diff = "--- a/f.py\n+++ b/f.py\n@@ -2 +2 @@\n-b = 2\n\\ No newline at end of file\n+b = 2\n"
    assert apply_diff(diff, tmp_path).strategy == "exact"
    assert (tmp_path / "f.py").read_text() == "a = 1\nb = 2\n"


def test_new_file_in_new_directory_and_deleted_file(repo: Path) -> None:
    diff = """\
Add a conftest and drop the unused helper:

```diff
diff --git a/tests/sub/conftest.py b/tests/sub/conftest.py
new file mode 100644
--- /dev/null
+++ b/tests/sub/conftest.py
@@ -0,0 +1,2 @@
+import pytest
+
diff --git a/calc.py b/calc.py
deleted file mode 100644
--- a/calc.py
+++ /dev/null
@@ -1,2 +0,0 @@
-import math
-
```
"""
    result = apply_diff(diff, repo)
    assert sorted(result.files) == ["calc.py", "tests/sub/conftest.py"]
    assert (repo / "tests/sub/conftest.py").read_text() == "import pytest\n\n"
    assert not (repo / "calc.py").exists()


def test_creating_an_existing_file_or_editing_a_missing_one_fails(repo: Path) -> None:
    with pytest.raises(ApplyError, match="already exists"):
        apply_diff("--- /dev/null\n+++ b/calc.py\n@@ -0,0 +1 @@\n+x = 1\n", repo)
    with pytest.raises(ApplyError, match="no such file in the repository"):
        apply_diff("--- a/nope.py\n+++ b/nope.py\n@@ -1 +1 @@\n-x\n+y\n", repo)
    assert (repo / "calc.py").read_text() == CALC


@pytest.mark.parametrize("path", ["../evil.py", "/tmp/evil.py", "a/../../evil.py", ".git/hooks/x"])
def test_paths_outside_root_are_refused(repo: Path, path: str) -> None:
    diff = f"--- /dev/null\n+++ {path}\n@@ -0,0 +1 @@\n+import os\n"
    with pytest.raises(ApplyError, match="refusing a path outside the repository"):
        apply_diff(diff, repo)
    assert snapshot(repo) == {"calc.py": CALC.encode()}


def test_symlink_escape_is_refused(tmp_path: Path) -> None:
    inside, outside = tmp_path / "repo", tmp_path / "outside"
    inside.mkdir()
    outside.mkdir()
    os.symlink(outside, inside / "link")
    with pytest.raises(ApplyError, match="outside the repository"):
        apply_diff("--- /dev/null\n+++ b/link/x.py\n@@ -0,0 +1 @@\n+x = 1\n", inside)
    assert list(outside.iterdir()) == []


def test_prose_reply_is_a_format_error(repo: Path) -> None:
    with pytest.raises(DiffFormatError):
        apply_diff("```\nI think the test itself is wrong.\n```\n", repo)


@pytest.mark.parametrize(
    "old, new",
    [
        (CALC, CALC.replace("a - b", "a + b").replace("import math\n", "import math\nimport os\n")),
        ("x = 1\ny = 2", "x = 1\ny = 3"),
        ("x = 1\n", "x = 1"),
        ("x = 1", "x = 1\n"),
        ("one\r\ntwo\r\nthree\r\n", "one\r\n2\r\nthree\r\nfour\r\n"),
        ("".join(f"line {i}\n" for i in range(60)), "".join(f"line {i}\n" for i in range(1, 61))),
    ],
)
def test_make_diff_round_trips_through_apply_diff(tmp_path: Path, old: str, new: str) -> None:
    (tmp_path / "f.txt").write_bytes(old.encode())
    result = apply_diff(make_diff("f.txt", old, new), tmp_path)
    assert result.strategy == "exact"
    assert (tmp_path / "f.txt").read_bytes() == new.encode()


def test_make_diff_round_trips_new_and_deleted(tmp_path: Path) -> None:
    (tmp_path / "gone.txt").write_text("bye\n")
    diff = make_diff("dir/new.txt", None, "hello") + make_diff("gone.txt", "bye\n", None)
    apply_diff(diff, tmp_path)
    assert (tmp_path / "dir/new.txt").read_text() == "hello"
    assert not (tmp_path / "gone.txt").exists()


# git apply --3way ----------------------------------------------------------------


def git(root: Path, *args: str) -> str:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@t",
        "GIT_COMMITTER_NAME": "t",
    }
    env["GIT_COMMITTER_EMAIL"] = "t@t"
    done = subprocess.run(["git", *args], cwd=root, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return done.stdout


BASE = "".join(f"line {i}\n" for i in range(1, 13))


@pytest.fixture
def drifted(tmp_path: Path) -> tuple[Path, str]:
    """A repo whose file moved on after the model's diff was made (line 4 changed)."""
    git(tmp_path, "init", "-q")
    (tmp_path / "f.txt").write_text(BASE)
    git(tmp_path, "add", "f.txt")
    git(tmp_path, "commit", "-qm", "base")
    (tmp_path / "f.txt").write_text(BASE.replace("line 6\n", "line six\n"))
    diff = git(tmp_path, "diff")  # carries the base blob id on its index line
    (tmp_path / "f.txt").write_text(BASE.replace("line 4\n", "line four\n"))
    git(tmp_path, "commit", "-qam", "moved on")
    return tmp_path, diff


def test_three_way_fallback(drifted: tuple[Path, str]) -> None:
    root, diff = drifted
    assert "index " in diff
    result = apply_diff(diff, root)
    assert result == ApplyResult("3way", ["f.txt"])
    expected = BASE.replace("line 4\n", "line four\n").replace("line 6\n", "line six\n")
    assert (root / "f.txt").read_text() == expected
    assert git(root, "diff", "--cached") == ""  # the real index is untouched


def test_three_way_can_be_disabled(drifted: tuple[Path, str]) -> None:
    root, diff = drifted
    with pytest.raises(ApplyError, match="does not match the file"):
        apply_diff(diff, root, allow_3way=False, allow_similar=False)
    assert (root / "f.txt").read_text() == BASE.replace("line 4\n", "line four\n")
    # without git's merge, the paraphrased context line ("line four") is matched by similarity
    assert apply_diff(diff, root, allow_3way=False).strategy == "similar"
    assert (root / "f.txt").read_text() == BASE.replace("line 4\n", "line four\n").replace(
        "line 6\n", "line six\n"
    )


def test_three_way_conflict_leaves_nothing_behind(drifted: tuple[Path, str]) -> None:
    root, diff = drifted
    (root / "f.txt").write_text(BASE.replace("line 5\nline 6\n", "line 5\nline 6!\n"))
    git(root, "commit", "-qam", "conflicting")
    with pytest.raises(ApplyError, match="hunk 1"):
        apply_diff(diff, root)
    assert (root / "f.txt").read_text() == BASE.replace("line 6\n", "line 6!\n")
    assert git(root, "status", "--porcelain") == ""


def test_three_way_with_a_new_file(drifted: tuple[Path, str]) -> None:
    root, diff = drifted
    diff += make_diff("docs/new.txt", None, "new\n")
    result = apply_diff(diff, root)
    assert result.strategy == "3way" and sorted(result.files) == ["docs/new.txt", "f.txt"]
    assert (root / "docs/new.txt").read_text() == "new\n"
    assert "line six\n" in (root / "f.txt").read_text()


def test_no_three_way_below_the_top_of_a_repo(drifted: tuple[Path, str]) -> None:
    root, diff = drifted
    sub = root / "sub"
    sub.mkdir()
    (sub / "f.txt").write_text((root / "f.txt").read_text())
    with pytest.raises(ApplyError, match="does not match the file"):
        apply_diff(diff, sub, allow_similar=False)
    assert apply_diff(diff, sub).strategy == "similar"  # not 3way: sub is not the top


def test_repeated_headers_for_one_file_apply_in_turn(repo: Path) -> None:
    reply = """\
```diff
--- calc.py
+++ calc.py
@@ ... @@
 def add(a, b):
-    return a - b
+    return a + b
```

```diff
--- calc.py
+++ calc.py
@@ ... @@
 def mul(a, b):
-    return a + b
+    return a * b
```
"""
    assert apply_diff(reply, repo) == ApplyResult("realign", ["calc.py"])
    text = (repo / "calc.py").read_text()
    assert text == CALC.replace("a - b", "a + b").replace(
        "    return a + b\n\n\ndef root", "    return a * b\n\n\ndef root"
    )


# paraphrased context ("similar") --------------------------------------------------

PRICES = """\
def total(items):
    # add up every price (tax included)
    result = 0
    for item in items:
        result += item.price
    return result - 1
"""


def test_reworded_comment_in_context_is_matched(tmp_path: Path) -> None:
    (tmp_path / "prices.py").write_text(PRICES)
    reply = """\
`total` subtracts one at the end.

```diff
--- a/prices.py
+++ b/prices.py
@@ -1,6 +1,6 @@
 def total(items):
     # sum up all the prices (including tax)
     result = 0
     for item in items:
         result += item.price
-    return result - 1
+    return result
```
"""
    result = apply_diff(reply, tmp_path)
    assert result == ApplyResult("similar", ["prices.py"])
    assert (tmp_path / "prices.py").read_text() == PRICES.replace("result - 1", "result")


def test_changed_spacing_inside_a_context_line_is_matched(tmp_path: Path) -> None:
    (tmp_path / "prices.py").write_text(PRICES)
    diff = """\
--- a/prices.py
+++ b/prices.py
@@ -3,4 +3,4 @@
     result=0
     for item in items:
-        result += item.price
+        result += item.price * item.count
     return result - 1
"""
    assert apply_diff(diff, tmp_path).strategy == "similar"
    assert "        result += item.price * item.count\n" in (tmp_path / "prices.py").read_text()
    assert "    result = 0\n" in (tmp_path / "prices.py").read_text()  # the file's own line


def test_paraphrased_removed_line_is_not_matched(tmp_path: Path) -> None:
    (tmp_path / "prices.py").write_text(PRICES)
    diff = """\
--- a/prices.py
+++ b/prices.py
@@ -1,3 +1,3 @@
 def total(items):
-    # sum up all the prices (including tax)
+    # add up every price
     result = 0
"""
    with pytest.raises(ApplyError, match="hunk 1 .* does not match the file"):
        apply_diff(diff, tmp_path)
    assert (tmp_path / "prices.py").read_text() == PRICES


def test_two_places_alike_tie_and_are_refused(tmp_path: Path) -> None:
    text = PRICES + "\n\n" + PRICES.replace("def total", "def total_again")
    (tmp_path / "prices.py").write_text(text)
    diff = """\
--- a/prices.py
+++ b/prices.py
@@ ... @@
     # sum up all the prices (including tax)
     result = 0
-    for item in items:
+    for item in sorted(items):
"""
    with pytest.raises(ApplyError) as info:
        apply_diff(diff, tmp_path)
    assert str(info.value) == (
        "prices.py: hunk 1 (@@ ... @@) resembles 2 places about equally (lines 2, 10): add "
        "context lines so it matches one place only and send the whole diff again")
    assert (tmp_path / "prices.py").read_text() == text
