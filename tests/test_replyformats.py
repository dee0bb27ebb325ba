"""Every reply a person could apply becomes a unified diff: literal model replies.

Search/replace blocks, whole fenced functions and unified diffs naming a file by its
base name, converted against a real tree and then applied as the loop would.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from pytest_selfheal.diffs.apply import apply_diff
from pytest_selfheal.diffs.parse import DiffFormatError, parse_diff
from pytest_selfheal.edits import reply_to_diff
from pytest_selfheal.engines.builtin.engine import fix_summary

STATS = '''\
"""Descriptive statistics."""

import functools


def mean(values):
    """Arithmetic mean."""
    total = 0
    for v in values:
        total += v
    return total / (len(values) + 1)


@functools.lru_cache(maxsize=None)
def square(x):
    return x * x


class Summary:
    def __init__(self, values):
        self.values = values

    def spread(self):
        # the distance between the ends
        return max(self.values) + min(self.values)
'''

REPORT = '''\
def spread(values):
    return max(values) - min(values)


def render(values):
    return f"spread={spread(values)}"
'''


def _git(root: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *args], cwd=root,
                   check=True, capture_output=True)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/stats.py").write_text(STATS)
    (tmp_path / "pkg/__init__.py").write_text("")
    (tmp_path / "report.py").write_text(REPORT)
    _git(tmp_path, "init", "-q")
    _git(tmp_path, "add", "-A")
    _git(tmp_path, "commit", "-qm", "base")
    return tmp_path


def heal(reply: str, root: Path) -> str:
    """Convert the reply, apply the diff as the loop does, return the diff."""
    edit = reply_to_diff(reply, root)
    parse_diff(edit.diff)
    apply_diff(edit.diff, root)
    return edit.diff


# search/replace blocks --------------------------------------------------------------

SR_REPLY = """\
The mean divides by one too many: `len(values) + 1` should be `len(values)`.

pkg/stats.py
```python
<<<<<<< SEARCH
        total += v
    return total / (len(values) + 1)
=======
        total += v
    return total / len(values)
>>>>>>> REPLACE
```
"""


def test_search_replace_block(repo: Path) -> None:
    edit = reply_to_diff(SR_REPLY, repo)
    assert edit.kind == "search-replace"
    assert edit.summary == (
        "The mean divides by one too many: `len(values) + 1` should be `len(values)`."
    )
    assert edit.diff.startswith("--- a/pkg/stats.py\n+++ b/pkg/stats.py\n@@ ")
    assert "-    return total / (len(values) + 1)\n+    return total / len(values)\n" in edit.diff
    apply_diff(edit.diff, repo)
    assert (repo / "pkg/stats.py").read_text() == STATS.replace(
        "(len(values) + 1)", "len(values)")


def test_search_replace_path_inside_fence_base_name_and_two_blocks(repo: Path) -> None:
    reply = """\
Two fixes in the same file.

```
stats.py
<<<<<<< SEARCH
    return total / (len(values) + 1)
=======
    return total / len(values)
>>>>>>> REPLACE
```

```
<<<<<<< SEARCH
        return max(self.values) + min(self.values)
=======
        return max(self.values) - min(self.values)
>>>>>>> REPLACE
```
"""
    heal(reply, repo)  # "stats.py" is the one tracked file named so; block 2 reuses it
    text = (repo / "pkg/stats.py").read_text()
    assert "return total / len(values)" in text
    assert "return max(self.values) - min(self.values)" in text


def test_search_replace_blocks_apply_in_order(repo: Path) -> None:
    reply = """\
report.py
<<<<<<< SEARCH
    return max(values) - min(values)
=======
    return max(values) - min(values) + 0
>>>>>>> REPLACE
report.py
<<<<<<< SEARCH
    return max(values) - min(values) + 0
=======
    return abs(max(values) - min(values))
>>>>>>> REPLACE
"""
    diff = heal(reply, repo)
    assert diff.count("--- a/report.py") == 1
    assert "    return abs(max(values) - min(values))\n" in (repo / "report.py").read_text()


def test_search_replace_tolerates_tabs_and_creates_files(repo: Path) -> None:
    reply = """\
report.py
```python
<<<<<<< SEARCH
def spread(values):
\treturn max(values) - min(values)
=======
def spread(values):
\tif not values:
\t\treturn 0
\treturn max(values) - min(values)
>>>>>>> REPLACE
```

pkg/extra.py
```python
<<<<<<< SEARCH
=======
EXTRA = 1
>>>>>>> REPLACE
```
"""
    heal(reply, repo)
    assert (repo / "report.py").read_text().startswith(
        "def spread(values):\n    if not values:\n        return 0\n"
        "    return max(values) - min(values)\n")
    assert (repo / "pkg/extra.py").read_text() == "EXTRA = 1\n"


@pytest.mark.parametrize(
    ("reply", "first_line"),
    [
        ("pkg/stats.py\n<<<<<<< SEARCH\n    return total / (len(values) + 2)\n=======\n"
         "    return total\n>>>>>>> REPLACE\n",
         "pkg/stats.py: the SEARCH section of block 1 does not match the file: copy the lines "
         "exactly from the file (skip no blank lines or comments) and send all the blocks again"),
        ("Fix:\n<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE\n",
         "search/replace block 1 names no file: write the file's path alone on a line, then "
         "<<<<<<< SEARCH, the lines to change, =======, the new lines, >>>>>>> REPLACE"),
        ("report.py\n<<<<<<< SEARCH\ndef spread(values):\n>>>>>>> REPLACE\n",
         "search/replace block 1 (report.py) has no ======= line after its SEARCH lines: write "
         "the file's path alone on a line, then <<<<<<< SEARCH, the lines to change, =======, "
         "the new lines, >>>>>>> REPLACE"),
        ("report.py\n<<<<<<< SEARCH\ndef spread(values):\n=======\ndef spread(v):\n",
         "search/replace block 1 (report.py) does not end with >>>>>>> REPLACE: write the "
         "file's path alone on a line, then <<<<<<< SEARCH, the lines to change, =======, "
         "the new lines, >>>>>>> REPLACE"),
        ("nowhere.py\n<<<<<<< SEARCH\nx = 1\n=======\nx = 2\n>>>>>>> REPLACE\n",
         "nowhere.py: no such file in the repository (search/replace block 1): use a path shown "
         "in the prompt, or an empty SEARCH section to create a file"),
        ("report.py\n<<<<<<< SEARCH\n=======\nX = 1\n>>>>>>> REPLACE\n",
         "report.py: search/replace block 1 has an empty SEARCH section but the file exists: "
         "copy the lines to change into SEARCH"),
        ("report.py\n<<<<<<< SEARCH\ndef spread(values):\n=======\ndef spread(values):\n"
         ">>>>>>> REPLACE\n",
         "your edit leaves every file exactly as it is: change the code that causes the "
         "failure"),
    ],
)
def test_search_replace_refusals(repo: Path, reply: str, first_line: str) -> None:
    before = (repo / "pkg/stats.py").read_text(), (repo / "report.py").read_text()
    with pytest.raises(DiffFormatError) as info:
        reply_to_diff(reply, repo)
    assert str(info.value).splitlines()[0] == first_line
    assert ((repo / "pkg/stats.py").read_text(), (repo / "report.py").read_text()) == before


def test_ambiguous_search_names_the_lines(tmp_path: Path) -> None:
    (tmp_path / "dup.py").write_text("x = 1\nprint(x)\n\nx = 1\nprint(x)\n")
    reply = "dup.py\n<<<<<<< SEARCH\nprint(x)\n=======\nprint(x + 1)\n>>>>>>> REPLACE\n"
    with pytest.raises(DiffFormatError) as info:
        reply_to_diff(reply, tmp_path)
    assert str(info.value).splitlines()[0] == (
        "dup.py: the SEARCH section of block 1 matches several places (lines 2, 5): add "
        "unchanged lines around it so it matches one place only")


# whole functions --------------------------------------------------------------------

def test_whole_function_replaces_the_function(repo: Path) -> None:
    reply = """\
`mean` divides by `len(values) + 1`; it must divide by the count.

```python
def mean(values):
    \"\"\"Arithmetic mean.\"\"\"
    total = 0
    for v in values:
        total += v
    return total / len(values)
```
"""
    edit = reply_to_diff(reply, repo)
    assert edit.kind == "function"
    assert edit.summary == "`mean` divides by `len(values) + 1`; it must divide by the count."
    apply_diff(edit.diff, repo)
    assert (repo / "pkg/stats.py").read_text() == STATS.replace(
        "(len(values) + 1)", "len(values)")


def test_whole_method_by_class_and_decorators_kept(repo: Path) -> None:
    reply = """\
```python
class Summary:
    def spread(self):
        return max(self.values) - min(self.values)
```

```py
def square(x):
    return x ** 2
```
"""
    heal(reply, repo)
    text = (repo / "pkg/stats.py").read_text()
    assert "    def spread(self):\n        return max(self.values) - min(self.values)\n" in text
    assert "# the distance" not in text  # the whole method was replaced
    assert "@functools.lru_cache(maxsize=None)\ndef square(x):\n    return x ** 2\n" in text
    assert (repo / "report.py").read_text() == REPORT  # report.spread is not Summary.spread


def test_whole_function_name_in_two_places_is_refused(repo: Path) -> None:
    reply = "```python\ndef spread(values):\n    return 0\n```\n"
    with pytest.raises(DiffFormatError) as info:
        reply_to_diff(reply, repo)
    assert str(info.value) == (
        "`spread` is defined in 2 places (pkg/stats.py:23 Summary.spread, report.py:1 spread): "
        "put the file's path on the line before the block and wrap a method in its class line, "
        "or send a unified diff")
    # naming the file settles it
    heal("report.py\n" + reply, repo)
    assert (repo / "report.py").read_text().startswith("def spread(values):\n    return 0\n\n")


def test_whole_function_unknown_name_is_refused(repo: Path) -> None:
    with pytest.raises(DiffFormatError, match=r"^`median` is not defined in the repository, "
                       "so the function you sent replaces nothing: to add new code send a "
                       "unified diff$"):
        reply_to_diff("```python\ndef median(v):\n    return v[0]\n```\n", repo)


def test_code_that_is_not_only_functions_is_no_edit(repo: Path) -> None:
    with pytest.raises(DiffFormatError, match="your reply has no unified diff"):
        reply_to_diff("Try:\n```python\nprint(mean([1, 2]))\n```\n", repo)


def test_whole_function_keeps_crlf(tmp_path: Path) -> None:
    (tmp_path / "w.py").write_bytes(b"def f():\r\n    return 1\r\n\r\nX = 2\r\n")
    heal("```python\ndef f():\n    return 2\n```\n", tmp_path)
    assert (tmp_path / "w.py").read_bytes() == b"def f():\r\n    return 2\r\n\r\nX = 2\r\n"


# unified diffs that name a file by its base name ------------------------------------

BASENAME_DIFF = """\
The mean is off by one.

```diff
--- a/stats.py
+++ b/stats.py
@@ -10,2 +10,2 @@ def mean(values):
         total += v
-    return total / (len(values) + 1)
+    return total / len(values)
```
"""


def test_base_name_diff_is_resolved(repo: Path) -> None:
    edit = reply_to_diff(BASENAME_DIFF, repo)
    assert edit.kind == "diff" and edit.summary == "The mean is off by one."
    assert edit.diff.startswith("--- a/pkg/stats.py\n+++ b/pkg/stats.py\n")
    apply_diff(edit.diff, repo)
    assert "return total / len(values)" in (repo / "pkg/stats.py").read_text()


def test_base_name_matching_two_files_is_refused(repo: Path) -> None:
    (repo / "old").mkdir()
    (repo / "old/stats.py").write_text(STATS)
    _git(repo, "add", "-A")
    with pytest.raises(DiffFormatError) as info:
        reply_to_diff(BASENAME_DIFF, repo)
    assert str(info.value) == (
        "stats.py matches 2 files (old/stats.py, pkg/stats.py): name the file by its full "
        "repository path, e.g. --- a/old/stats.py")


def test_extra_leading_folder_is_dropped(repo: Path) -> None:
    reply = BASENAME_DIFF.replace("a/stats.py", "a/myproject/pkg/stats.py").replace(
        "b/stats.py", "b/myproject/pkg/stats.py")
    assert reply_to_diff(reply, repo).diff.startswith("--- a/pkg/stats.py\n+++ b/pkg/stats.py")


def test_exact_paths_and_unsafe_paths_pass_through_unchanged(repo: Path) -> None:
    exact = BASENAME_DIFF.replace("/stats.py", "/pkg/stats.py")
    assert reply_to_diff(exact, repo).diff == parse_and_text(exact)
    escape = BASENAME_DIFF.replace("/stats.py", "/../stats.py")
    assert "../stats.py" in reply_to_diff(escape, repo).diff  # the guard refuses it later


def parse_and_text(reply: str) -> str:
    from pytest_selfheal.diffs.parse import extract_diff

    return extract_diff(reply)


# summaries --------------------------------------------------------------------------

@pytest.mark.parametrize(
    ("reply", "summary"),
    [
        ("## Root cause\n**`add` subtracts.** Here is the fix:\n\n```diff\n", "Root cause `add` "
         "subtracts."),
        ("```diff\n--- a/x\n", ""),
        ("The loop stops early.\nIt skips the last item.\n\nreport.py\n<<<<<<< SEARCH\n",
         "The loop stops early. It skips the last item."),
        ("Cause: " + "word " * 200 + "\n```diff\n", None),
    ],
)
def test_summary_is_the_prose_before_the_blocks(reply: str, summary: str | None) -> None:
    from pytest_selfheal.edits import explanation

    got = explanation(reply.split("\n"))
    if summary is None:
        assert len(got) <= 402 and got.endswith(" …") and got.startswith("Cause: word")
    else:
        assert got == summary


def test_builtin_summary_states_the_edit_in_words() -> None:
    assert fix_summary("compare-op", "inventory.py:37", "line 37: `<` -> `<=`") == (
        "compare-op at inventory.py:37: `<` became `<=`")
    assert fix_summary("synth-guard", "a.py:20", 'line 20: `if s[0] in "#;": continue`') == (
        'synth-guard at a.py:20: `if s[0] in "#;": continue`')  # the code's own ";" stays
    assert fix_summary("combo", "a.py:3", "line 3: `x` -> `y`; line 5: add `return`") == (
        "combo at a.py:3: `x` became `y`; add `return`")


# through the engine: the summary is redacted ----------------------------------------

def test_engine_converts_a_reply_and_redacts_its_summary(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fakellm import FakeLLM, Reply

    from pytest_selfheal.engines.base import RepairRequest
    from pytest_selfheal.engines.llm import LLMConfig, LLMEngine
    from pytest_selfheal.records import Failure
    from pytest_selfheal.sandbox.local import LocalSandbox

    secret = "tok-summary-secret-771"
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    monkeypatch.setenv("MY_SERVICE_TOKEN", secret)
    reply = SR_REPLY.replace("The mean divides", f"With {secret} set, the mean divides")
    with FakeLLM([Reply.text(reply)]) as fake:
        eng = LLMEngine(LLMConfig(model="openai/test-model", api_base=fake.url, timeout=5))
        failure = Failure(nodeid="tests/test_stats.py::test_mean", message="assert 2.0 == 3")
        proposal = eng.propose(RepairRequest(group_id="g1", failures=[failure], worktree=repo,
                                             sandbox=LocalSandbox()))
    assert proposal.diff.startswith("--- a/pkg/stats.py\n+++ b/pkg/stats.py\n")
    assert secret not in proposal.summary and "[REDACTED]" in proposal.summary
    assert proposal.summary.endswith("should be `len(values)`.")


def test_headers_naming_one_file_two_ways_are_not_a_rename(repo: Path) -> None:
    for old, new in (("pkg/stats.py", "stats.py"), ("stats.py", "pkg/stats.py")):
        reply = BASENAME_DIFF.replace("--- a/stats.py", f"--- a/{old}").replace(
            "+++ b/stats.py", f"+++ b/{new}")
        assert reply_to_diff(reply, repo).diff.startswith(
            "--- a/pkg/stats.py\n+++ b/pkg/stats.py\n")


def test_function_block_path_hint_in_a_comment_and_hints_naming_nothing(repo: Path) -> None:
    heal("```python\n# report.py\ndef spread(values):\n    return 1\n```\n", repo)
    assert (repo / "report.py").read_text().startswith("def spread(values):\n    return 1\n")
    # a hint naming no file is ignored; "Fixed." is no path at all
    heal("gone.py\n```python\n# Fixed.\ndef square(x):\n    return x ** 3\n```\n", repo)
    assert "    return x ** 3\n" in (repo / "pkg/stats.py").read_text()
