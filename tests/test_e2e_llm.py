"""End to end: `pytest --selfheal` against a scripted OpenAI-compatible server.

The real litellm HTTP path runs; the project is a real git repository.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from conftest import FIX_DIFF, WRONG_DIFF, Reply, git, llm_args, tree_digest

from pytest_selfheal.records import load_record


def _record(root: Path):
    return load_record(root / ".selfheal" / "runs")


def _status(root: Path) -> list[str]:
    """git status without the files pytester itself writes."""
    lines = git(root, "status", "--porcelain").splitlines()
    return [ln for ln in lines if ln[3:] not in ("stdout", "stderr", "runpytest-current")]


def test_heals_in_one_iteration_and_applies(calc_project: pytest.Pytester, fake_llm) -> None:
    """A dirty tree too: an uncommitted edit elsewhere in calc.py and an untracked file
    survive, and the edit is what the heal saw (one heal: `import litellm` takes seconds)."""
    calc = calc_project.path / "calc.py"
    calc.write_text(calc.read_text().replace('"""Small arithmetic helpers."""',
                                             '"""Small arithmetic helpers (dirty)."""'))
    (calc_project.path / "scratch.py").write_text("X = 1\n")
    fake_llm.add(Reply.text("Here is the fix:\n" + FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines([
        "*selfheal: g1-* iteration 1/5 (llm engine*",
        "*selfheal summary*",
        "HEALED tests/test_calc.py::test_average in 1 iteration(s)*",
        "outcome: healed*",
        "the verified patch was applied to the working tree",
        "record: *run.json",
    ])
    assert result.ret == 1  # pytest's own status: the code under test did fail
    assert "return total / len(values)" in (calc_project.path / "calc.py").read_text()
    record = _record(calc_project.path)
    assert record.outcome == "healed" and record.applied
    assert record.attempts[0].status == "healed"
    assert record.attempts[0].usage.total_tokens > 0
    assert (calc_project.path / ".selfheal/runs" / record.run_id / "patch.diff").read_text()
    # the index and the branch are untouched; only calc.py changed
    assert git(calc_project.path, "status", "--porcelain", "-uno").split() == ["M", "calc.py"]
    exclude = (calc_project.path / ".git/info/exclude").read_text()
    assert ".selfheal/" in exclude
    assert not (calc_project.path / ".gitignore").exists()
    assert "(dirty)" in calc.read_text()
    assert (calc_project.path / "scratch.py").read_text() == "X = 1\n"
    assert "(dirty)" in git(calc_project.path, "show", f"{record.snapshot}:calc.py")


def test_dry_run_leaves_tree_byte_identical(calc_project: pytest.Pytester, fake_llm) -> None:
    (calc_project.path / "notes.txt").write_text("untracked and dirty\n")
    before = tree_digest(calc_project.path)
    status = _status(calc_project.path)
    fake_llm.add(Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal-dry-run", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(
        ["*selfheal summary*", "HEALED *", "+    return total / len(values)"])
    assert tree_digest(calc_project.path) == before
    assert _status(calc_project.path) == status
    record = _record(calc_project.path)
    assert record.mode == "dry_run" and not record.applied
    assert "len(values)" in record.patch


def test_never_healed(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(*[Reply.text(WRONG_DIFF) for _ in range(3)])
    before = tree_digest(calc_project.path)
    result = calc_project.runpytest_subprocess("--selfheal", "--max-iters", "3",
                                               *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["NOT HEALED tests/test_calc.py::test_average*",
                                 "outcome: not_healed*"])
    assert tree_digest(calc_project.path) == before
    # the same wrong diff again ends the engine's turn without a rerun
    assert [a.status for a in _record(calc_project.path).attempts] == ["test_failed", "repeated"]


CHEAT = (
    "```diff\n--- a/tests/test_calc.py\n+++ b/tests/test_calc.py\n"
    "@@ -11,2 +11,2 @@ def test_clamp_edges():\n"
    " def test_average():\n-    assert average([2, 4, 6]) == 4\n"
    "+    assert average([2, 4, 6]) == 3\n```\n"
)


def test_each_bad_reply_is_fed_back_until_the_fix(calc_project: pytest.Pytester,
                                                  fake_llm) -> None:
    """One heal, one bad reply of each kind, then the fix: prose with no diff, a diff of
    a test file, a wrong diff, a reply too large to read. Each is an iteration, and the
    next prompt says what went wrong (one heal: `import litellm` alone takes seconds)."""
    fake_llm.add(Reply.text("I think you should divide by the length."), Reply.text(CHEAT),
                 Reply.text(WRONG_DIFF), Reply.text("x" * 300_000), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*iteration 2: the guard refused the patch*test file*",
                                 "*iteration 3: the failing tests still fail*",
                                 "HEALED * in 5 iteration(s)*"])
    attempts = _record(calc_project.path).attempts
    assert [a.status for a in attempts] == ["malformed", "rejected", "test_failed",
                                            "malformed", "healed"]
    prompts = fake_llm.prompts()
    assert "diff" in prompts[1].lower()  # the prose: a diff is what is asked for
    assert "test file" in prompts[2]  # the guard's reason
    assert "len(values) + 2" in prompts[3] and "still fail" in prompts[3]  # the patch, its effect
    assert "too large" in attempts[3].feedback
    assert "== 4" in (calc_project.path / "tests/test_calc.py").read_text()


def test_server_errors_are_retried(calc_project: pytest.Pytester, fake_llm) -> None:
    """A 500 and a 429 (with its Retry-After) in a row: both retried, in one heal."""
    fake_llm.add(Reply.error(500, "busy"), Reply.error(429, "slow down", retry_after=0.1),
                 Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*retrying in * (retry 1/*)", "*retrying in 0.1 s (retry 2/*)",
                                 "HEALED * in 1 iteration(s)*"])
    assert fake_llm.calls == 3


def test_unreachable_server_is_one_line(calc_project: pytest.Pytester) -> None:
    before = tree_digest(calc_project.path)
    result = calc_project.runpytest_subprocess(
        "--selfheal", "--selfheal-engine", "llm", "--selfheal-model", "openai/test-model",
        "--selfheal-api-base", "http://127.0.0.1:9/v1")
    result.stdout.fnmatch_lines(["*cannot reach the model server at http://127.0.0.1:9/v1*",
                                 "NOT HEALED *"])
    assert tree_digest(calc_project.path) == before


def test_llm_without_model_is_a_usage_error(calc_project: pytest.Pytester) -> None:
    result = calc_project.runpytest_subprocess("--selfheal", "--selfheal-engine", "llm")
    result.stderr.fnmatch_lines(["*--selfheal-engine llm needs a model*SELFHEAL_MODEL*"])
    assert result.ret == pytest.ExitCode.USAGE_ERROR


def test_no_secret_reaches_prompt_or_record(calc_project: pytest.Pytester, fake_llm,
                                            monkeypatch) -> None:
    monkeypatch.setenv("MY_SERVICE_TOKEN", "tok-5f1d8a9c2b7e4f60")
    (calc_project.path / ".env").write_text("DB_PASSWORD=hunter2-but-longer-9\n")
    calc_project.makepyfile(test_env="""
        import os
        def test_prints_secret():
            print("token is", os.environ["MY_SERVICE_TOKEN"])
            assert False, os.environ["MY_SERVICE_TOKEN"]
    """)
    fake_llm.add(Reply.text(FIX_DIFF), *[Reply.text(WRONG_DIFF) for _ in range(4)])
    calc_project.runpytest_subprocess("--selfheal", "--max-iters", "2", *llm_args(fake_llm))
    everything = fake_llm.all_text()
    runs = calc_project.path / ".selfheal" / "runs"
    everything += "".join(p.read_text() for p in runs.rglob("*") if p.is_file())
    assert "tok-5f1d8a9c2b7e4f60" not in everything
    assert "hunter2-but-longer-9" not in everything
    assert json.loads((runs / (runs / "latest").read_text().strip() / "run.json").read_text())


HANG_DIFF = """```diff
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,5 @@ def average(values):
     total = 0
     for v in values:
         total += v
+    while True: pass
     return total / (len(values) + 1)
```
"""


def test_hanging_patch_is_killed_and_reported(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text(HANG_DIFF), Reply.text(FIX_DIFF))
    result = calc_project.runpytest_subprocess("--selfheal", "--selfheal-timeout", "3",
                                               *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*iteration 1: the rerun timed out*",
                                 "HEALED * in 2 iteration(s)*"])
    assert "did not finish within 3 s" in fake_llm.prompts()[1]


def test_merge_in_progress_is_refused(calc_project: pytest.Pytester, fake_llm) -> None:
    root = calc_project.path
    git(root, "checkout", "-qb", "other")
    (root / "calc.py").write_text((root / "calc.py").read_text() + "\nX = 1\n")
    git(root, "commit", "-qam", "other")
    git(root, "checkout", "-q", "main")
    (root / "calc.py").write_text((root / "calc.py").read_text() + "\nX = 2\n")
    git(root, "commit", "-qam", "main")
    subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@localhost", "merge", "other"],
                   cwd=root, capture_output=True)
    assert (root / ".git" / "MERGE_HEAD").exists()
    before = tree_digest(root)
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["*middle of a merge*git merge --abort*"])
    assert tree_digest(root) == before
    assert fake_llm.calls == 0


def test_slow_server_times_out_with_one_line(calc_project: pytest.Pytester, fake_llm,
                                             monkeypatch) -> None:
    monkeypatch.setenv("SELFHEAL_LLM_TIMEOUT", "1")
    fake_llm.add(*[Reply.slow(3) for _ in range(8)])
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["NOT HEALED *", "outcome: not_healed*"])
    result.stdout.fnmatch_lines(["*did not answer within 1 s (gave up after 4 attempt(s))*"])


FIB_DIFF = """```diff
--- a/fibx.py
+++ b/fibx.py
@@ -1,3 +1,6 @@
 def fib(n):
     \"\"\"The n-th Fibonacci number.\"\"\"
-    return n
+    a, b = 0, 1
+    for _ in range(n):
+        a, b = b, a + b
+    return a
```
"""


def test_auto_tries_builtin_first_then_the_model(pytester: pytest.Pytester, clean_env,
                                                 fake_llm) -> None:
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    (pytester.path / "fibx.py").write_text(
        'def fib(n):\n    """The n-th Fibonacci number."""\n    return n\n')
    pytester.makepyfile(test_fib="""
        from fibx import fib
        def test_fib():
            assert [fib(i) for i in range(8)] == [0, 1, 1, 2, 3, 5, 8, 13]
    """)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    fake_llm.add(Reply.text(FIB_DIFF))
    result = pytester.runpytest_subprocess(
        "--selfheal", "--selfheal-model", "openai/test-model", "--selfheal-api-base",
        fake_llm.url, "-p", "no:randomly")
    result.stdout.fnmatch_lines(["*iteration 1/5 (builtin engine*",
                                 "*builtin engine: *",
                                 "*iteration 1/5 (llm engine*",
                                 "HEALED test_fib.py::test_fib in 1 iteration(s) ?llm*"])
    engines = [a.engine for a in _record(pytester.path).attempts]
    assert engines == ["builtin", "llm"]


# replies in other formats, converged to a diff ------------------------------------

SR_REPLY = """\
`average` divides by one more than the number of values.

calc.py
```python
<<<<<<< SEARCH
    return total / (len(values) + 1)
=======
    return total / len(values)
>>>>>>> REPLACE
```
"""

FUNCTION_REPLY = """\
The mean must divide by the count, not the count plus one.

```python
def average(values):
    \"\"\"Arithmetic mean of a non-empty list.\"\"\"
    return sum(values) / len(values)
```
"""


def test_search_replace_reply_heals(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text(SR_REPLY))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines([
        "HEALED tests/test_calc.py::test_average in 1 iteration(s)*",
        "    fix: `average` divides by one more than the number of values.",
    ])
    assert "return total / len(values)" in (calc_project.path / "calc.py").read_text()
    record = _record(calc_project.path)
    assert record.groups[0].summary == "`average` divides by one more than the number of values."
    assert record.attempts[0].summary == record.groups[0].summary
    assert "--- a/calc.py" in record.patch


def test_whole_function_reply_heals(calc_project: pytest.Pytester, fake_llm) -> None:
    fake_llm.add(Reply.text(FUNCTION_REPLY))
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["HEALED tests/test_calc.py::test_average in 1 iteration(s)*"])
    text = (calc_project.path / "calc.py").read_text()
    assert "    return sum(values) / len(values)" in text and "total = 0" not in text
    assert "def clamp(value, low, high):" in text
    assert _record(calc_project.path).groups[0].summary.startswith("The mean must divide")


def test_base_name_diff_heals(calc_project: pytest.Pytester, fake_llm) -> None:
    root = calc_project.path
    (root / "lib").mkdir()
    git(root, "mv", "calc.py", "lib/calc.py")
    (root / "pytest.ini").write_text("[pytest]\npythonpath = lib\n")
    git(root, "commit", "-qam", "move calc into lib/")
    fake_llm.add(Reply.text("Off by one in the divisor.\n" + FIX_DIFF))  # --- a/calc.py
    result = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    result.stdout.fnmatch_lines(["HEALED tests/test_calc.py::test_average in 1 iteration(s)*"])
    assert "return total / len(values)" in (root / "lib/calc.py").read_text()
    assert not (root / "calc.py").exists()
    assert "lib/calc.py" in _record(root).patch
