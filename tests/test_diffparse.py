"""Parser tests fed with literal model replies (the way aider's test_udiff does it)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from pytest_selfheal.diffs.parse import (
    DiffFormatError,
    FilePatch,
    Hunk,
    added_lines,
    count_changed_lines,
    extract_diff,
    format_patches,
    make_diff,
    parse_diff,
    touched_paths,
)

FENCED_REPLY = """\
The test fails because `add` subtracts. Here is the fix:

```diff
--- a/src/calc.py
+++ b/src/calc.py
@@ -1,4 +1,4 @@
 def add(a, b):
-    return a - b
+    return a + b
 
 
```

This makes `test_add` pass.
"""  # noqa: W293 (blank context lines are part of the literal reply)


def test_fenced_reply() -> None:
    diff = extract_diff(FENCED_REPLY)
    assert diff.startswith("--- a/src/calc.py\n+++ b/src/calc.py\n@@ -1,4 +1,4 @@\n")
    assert "This makes" not in diff and "Here is" not in diff
    [fp] = parse_diff(diff)
    assert fp.path == "src/calc.py" and fp.old_path == "src/calc.py"
    assert not fp.is_new and not fp.is_deleted
    [hunk] = fp.hunks
    assert (hunk.old_start, hunk.old_len, hunk.new_start, hunk.new_len) == (1, 4, 1, 4)
    assert hunk.lines == [
        (" ", "def add(a, b):"),
        ("-", "    return a - b"),
        ("+", "    return a + b"),
        (" ", ""),
        (" ", ""),
    ]
    assert not hunk.recounted


def test_patch_and_bare_fences_and_several_blocks() -> None:
    reply = """\
First file:

```patch
--- a/a.py
+++ b/a.py
@@ -1 +1 @@
-x = 1
+x = 2
```

Then the second one:

```
--- a/b.py
+++ b/b.py
@@ -2,1 +2,1 @@
-y = 1
+y = 3
```

```python
print("this block is code, not a diff")
```
"""
    patches = parse_diff(extract_diff(reply))
    assert [fp.path for fp in patches] == ["a.py", "b.py"]
    assert patches[1].hunks[0].lines == [("-", "y = 1"), ("+", "y = 3")]
    assert "print(" not in extract_diff(reply)


def test_unfenced_diff_inside_prose() -> None:
    reply = """\
I changed the comparison.
--- a/pkg/util.py
+++ b/pkg/util.py
@@ -10,3 +10,3 @@ def clamp(x, lo, hi):
     if x < lo:
         return lo
-    if x >= hi:
+    if x > hi:
Let me know if the tests still fail.
"""
    diff = extract_diff(reply)
    assert diff.splitlines()[0] == "--- a/pkg/util.py"
    assert diff.splitlines()[-1] == "+    if x > hi:"
    [fp] = parse_diff(diff)
    assert fp.hunks[0].section == "def clamp(x, lo, hi):"
    assert fp.hunks[0].header == "@@ -10,3 +10,3 @@ def clamp(x, lo, hi):"


def test_crlf_reply_git_headers_and_missing_prefixes() -> None:
    reply = (
        "Sure.\r\n\r\n```diff\r\n"
        "diff --git a/m.py b/m.py\r\n"
        "index 3b18e51..a2c4f0d 100644\r\n"
        "--- a/m.py\r\n+++ b/m.py\r\n"
        "@@ -1,2 +1,2 @@\r\n a = 1\r\n-b = 2\r\n+b = 3\r\n"
        "--- n.py\r\n+++ n.py\r\n"
        "@@ -1 +1 @@\r\n-c = 1\r\n+c = 2"  # no closing fence, no final newline
    )
    diff = extract_diff(reply)
    assert "\r" not in diff and diff.endswith("+c = 2\n")
    first, second = parse_diff(diff)
    assert first.path == "m.py" and first.extended[:2] == [
        "diff --git a/m.py b/m.py",
        "index 3b18e51..a2c4f0d 100644",
    ]
    assert second.path == "n.py" and second.hunks[0].lines == [("-", "c = 1"), ("+", "c = 2")]
    assert touched_paths([first, second]) == ["m.py", "n.py"]


def test_no_newline_markers() -> None:
    diff = """\
--- a/f.txt
+++ b/f.txt
@@ -1,2 +1,2 @@
 keep
-old
\\ No newline at end of file
+new
\\ No newline at end of file
"""
    [fp] = parse_diff(diff)
    [hunk] = fp.hunks
    assert hunk.old_no_newline and hunk.new_no_newline
    assert hunk.lines == [(" ", "keep"), ("-", "old"), ("+", "new")]
    assert format_patches([fp]) == diff


def test_wrong_hunk_counts_are_recounted() -> None:
    # unidiff silently drops lines when the header count is too small; we must not.
    reply = """\
```diff
--- a/calc.py
+++ b/calc.py
@@ -3,2 +3,2 @@
 def mul(a, b):
-    return a + b
+    return a * b
 
 def div(a, b):
--- a/other.py
+++ b/other.py
@@ -1,7 +1,7 @@
-A = 1
+A = 2
```
"""  # noqa: W293 (blank context lines are part of the literal reply)
    calc, other = parse_diff(extract_diff(reply))
    hunk = calc.hunks[0]
    assert hunk.recounted and (hunk.old_len, hunk.new_len) == (4, 4)
    assert hunk.lines[-1] == (" ", "def div(a, b):")
    assert hunk.header == "@@ -3,2 +3,2 @@"  # what the model wrote, for messages
    assert hunk.canonical_header() == "@@ -3,4 +3,4 @@"
    assert other.hunks[0].recounted and other.hunks[0].old_len == 1


def test_unnumbered_hunks_and_lost_leading_space() -> None:
    diff = """\
--- a/app.py
+++ b/app.py
@@ ... @@
def main():
-    run(debug=True)
+    run(debug=False)

"""
    [fp] = parse_diff(diff)
    [hunk] = fp.hunks
    assert not hunk.numbered and hunk.header == "@@ ... @@"
    # the context line lost its space; the trailing blank line is dropped
    assert hunk.lines == [
        (" ", "def main():"),
        ("-", "    run(debug=True)"),
        ("+", "    run(debug=False)"),
    ]


def test_new_and_deleted_files() -> None:
    diff = """\
diff --git a/tests/conftest.py b/tests/conftest.py
new file mode 100644
--- /dev/null
+++ b/tests/conftest.py
@@ -0,0 +1,2 @@
+import pytest
+
--- a/old_helper.py
+++ /dev/null
@@ -1,1 +0,0 @@
-def helper(): pass
diff --git a/empty.txt b/empty.txt
new file mode 100644
index 0000000..e69de29
"""
    new, gone, empty = parse_diff(diff)
    assert new.is_new and new.old_path is None and new.path == "tests/conftest.py"
    assert gone.is_deleted and gone.new_path is None and gone.path == "old_helper.py"
    assert empty.is_new and empty.path == "empty.txt" and empty.hunks == []
    assert touched_paths([new, gone, empty]) == ["tests/conftest.py", "old_helper.py", "empty.txt"]
    assert added_lines([new, gone]) == [
        ("tests/conftest.py", "import pytest"),
        ("tests/conftest.py", ""),
    ]
    assert count_changed_lines([new, gone]) == 3


def test_removed_double_dash_line_is_not_a_file_header() -> None:
    diff = """\
--- a/q.sql
+++ b/q.sql
@@ -1,3 +1,3 @@
 SELECT 1;
--- old comment
+++ new comment
 SELECT 2;
"""
    [fp] = parse_diff(diff)
    assert fp.hunks[0].lines[1:3] == [("-", "-- old comment"), ("+", "++ new comment")]


@pytest.mark.parametrize(
    "reply, fragment",
    [
        ("I could not find the bug, sorry. Try running the tests again.", "no unified diff"),
        ("```diff\n@@ -1 +1 @@\n-a\n+b\n```", "before any file header"),
        ("```diff\n--- a/x.py\n+++ b/x.py\n```", "has no @@ hunks"),
        ("```diff\nthe fix is to add one\n```", "no file headers"),
    ],
)
def test_replies_without_a_usable_diff(reply: str, fragment: str) -> None:
    with pytest.raises(DiffFormatError, match=fragment) as info:
        parse_diff(extract_diff(reply))
    assert "--- a/" in str(info.value) or "@@" in str(info.value)


def test_prose_only_error_tells_the_model_the_format() -> None:
    with pytest.raises(DiffFormatError) as info:
        extract_diff("The failure is caused by a typo in the fixture name.")
    assert "```diff" in str(info.value) and "+++ b/<path>" in str(info.value)
    assert "\n" not in str(info.value)


def test_enormous_reply_is_refused() -> None:
    reply = "```diff\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n" + "+x\n" * 100_000 + "```\n"
    with pytest.raises(DiffFormatError, match="too large"):
        extract_diff(reply)
    assert extract_diff(reply, max_chars=len(reply)).count("\n+x") == 100_000


def test_data_model_defaults() -> None:
    hunk = Hunk(5, 1, 5, 2, [(" ", "a"), ("+", "b")])
    assert hunk.header == "@@ -5 +5,2 @@"
    assert FilePatch("a.py", "b.py", [hunk]).path == "b.py"


# make_diff ---------------------------------------------------------------------


def _git_apply_check(tmp_path: Path, diff: str) -> None:
    result = subprocess.run(
        ["git", "apply", "--check", "-"],
        cwd=tmp_path,
        input=diff.encode(),
        capture_output=True,
    )
    assert result.returncode == 0, result.stderr.decode()


@pytest.mark.parametrize(
    "old, new",
    [
        ("a\nb\nc\n", "a\nB\nc\n"),
        ("a\nb\nc", "a\nb\nC"),  # neither side ends with a newline
        ("a\nb\n", "a\nb"),  # newline removed
        ("a\nb", "a\nb\n"),  # newline added
        ("one\r\ntwo\r\n", "one\r\n2\r\n"),  # CRLF file
        ("x\fy\n", "x\fz\n"),  # form feed is not a line break
    ],
)
def test_make_diff_is_accepted_by_git_apply(tmp_path: Path, old: str, new: str) -> None:
    (tmp_path / "f.txt").write_bytes(old.encode())
    diff = make_diff("f.txt", old, new)
    assert diff.startswith("--- a/f.txt\n+++ b/f.txt\n@@ ")
    _git_apply_check(tmp_path, diff)
    assert ("\\ No newline at end of file" in diff) == (
        not (old.endswith("\n") and new.endswith("\n"))
    )


def test_make_diff_new_deleted_and_unchanged(tmp_path: Path) -> None:
    created = make_diff("pkg/new.py", None, "x = 1\n")
    assert created.startswith("--- /dev/null\n+++ b/pkg/new.py\n@@ -0,0 +1 @@\n+x = 1\n")
    _git_apply_check(tmp_path, created)
    (tmp_path / "gone.py").write_text("y = 2\n")
    deleted = make_diff("gone.py", "y = 2\n", None)
    assert deleted.startswith("--- a/gone.py\n+++ /dev/null\n")
    _git_apply_check(tmp_path, deleted)
    assert make_diff("same.py", "z\n", "z\n") == ""
    [fp] = parse_diff(created)
    assert fp.is_new and fp.path == "pkg/new.py"


def test_diff_in_a_wrongly_tagged_fence_and_header_kept_as_written() -> None:
    reply = """\
```python
--- a/x.py
+++ b/x.py
@@ -5,1 +5,1 @@ def f():
-    return 1
+    return 2
```
"""
    [fp] = parse_diff(extract_diff(reply))
    assert fp.hunks[0].header == "@@ -5,1 +5,1 @@ def f():"
    assert fp.hunks[0].canonical_header() == "@@ -5 +5 @@ def f():"
    assert format_patches([fp]).splitlines()[2] == "@@ -5 +5 @@ def f():"
