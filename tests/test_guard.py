"""The patch guard on literal diffs: escapes, protected files, test edits, weakening, size."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from pytest_selfheal.diffs.guard import check_patch
from pytest_selfheal.diffs.parse import parse_diff


def _diff(path: str, old: str = "x = 1", new: str = "x = 2") -> str:
    return (f"--- a/{path}\n+++ b/{path}\n@@ -1,1 +1,1 @@\n-{old}\n+{new}\n")


def _check(path: str, root: Path, **kw) -> str | None:
    return check_patch(parse_diff(_diff(path)), root, **kw)


def test_ordinary_source_edit_is_accepted(tmp_path: Path) -> None:
    assert _check("calc.py", tmp_path) is None
    assert _check("src/pkg/mod.py", tmp_path) is None


def test_empty_patch_is_refused(tmp_path: Path) -> None:
    assert "changes no file" in (check_patch([], tmp_path) or "")


@pytest.mark.parametrize("path", ["../outside.py", "src/../../outside.py"])
def test_dotdot_escape(tmp_path: Path, path: str) -> None:
    verdict = _check(path, tmp_path)
    assert verdict is not None and "outside the repository" in verdict


def test_absolute_path(tmp_path: Path) -> None:
    text = "--- /etc/hosts\n+++ /etc/hosts\n@@ -1,1 +1,1 @@\n-x = 1\n+x = 2\n"
    patches = parse_diff(text)
    verdict = check_patch(patches, tmp_path)
    assert verdict is not None
    assert "outside the repository" in verdict


def test_symlink_pointing_outside(tmp_path: Path) -> None:
    root, outside = tmp_path / "repo", tmp_path / "elsewhere"
    root.mkdir()
    outside.mkdir()
    (outside / "mod.py").write_text("x = 1\n")
    os.symlink(outside, root / "linked")
    verdict = _check("linked/mod.py", root)
    assert verdict is not None and "outside the repository" in verdict
    os.symlink(root / "real.py", root / "alias.py")  # a link that stays inside is fine
    assert _check("alias.py", root) is None


@pytest.mark.parametrize(
    ("path", "words"),
    [
        (".git/config", "under .git/"),
        (".github/workflows/ci.yml", "under .github/workflows/"),
        (".selfheal/runs/latest", "under .selfheal/"),
        (".env", "secrets or environment file"),
        (".env.local", "secrets or environment file"),
        ("secrets.yaml", "secrets or environment file"),
        ("config/credentials.json", "secrets or environment file"),
        ("deploy/server.pem", "secrets or environment file"),
    ],
)
def test_protected_files_even_with_test_edits(tmp_path: Path, path: str, words: str) -> None:
    for allow in (False, True):
        verdict = _check(path, tmp_path, allow_test_edits=allow)
        assert verdict is not None and words in verdict, (allow, verdict)


@pytest.mark.parametrize(
    ("path", "words"),
    [
        ("tests/test_calc.py", "is a test file"),
        ("test_top.py", "is a test file"),
        ("pkg/calc_test.py", "is a test file"),
        ("tests/helpers.py", "is a test file"),
        ("conftest.py", "is a test file"),
        ("pytest.ini", "pytest configuration"),
        ("pyproject.toml", "pytest configuration"),
        ("tox.ini", "pytest configuration"),
    ],
)
def test_test_files_need_permission(tmp_path: Path, path: str, words: str) -> None:
    verdict = _check(path, tmp_path)
    assert verdict is not None and words in verdict
    assert "--selfheal-allow-test-edits" in verdict
    assert _check(path, tmp_path, allow_test_edits=True) is None


def test_nested_pyproject_is_not_config(tmp_path: Path) -> None:
    assert _check("vendor/pyproject.toml", tmp_path) is None


@pytest.mark.parametrize(
    "added",
    [
        "@pytest.mark.skip(reason='later')",
        "@pytest.mark.skipif(True, reason='x')",
        "@pytest.mark.xfail",
        "    pytest.xfail('known')",
        "    pytest.skip('nope')",
        "@unittest.skip('x')",
        "@unittest.expectedFailure",
        "    raise unittest.SkipTest('x')",
    ],
)
def test_weakening_is_refused_even_with_test_edits(tmp_path: Path, added: str) -> None:
    text = f"--- a/calc.py\n+++ b/calc.py\n@@ -1,1 +1,2 @@\n x = 1\n+{added}\n"
    for allow in (False, True):
        verdict = check_patch(parse_diff(text), tmp_path, allow_test_edits=allow)
        assert verdict is not None and "skip/xfail" in verdict


def test_removed_skip_is_fine(tmp_path: Path) -> None:
    text = "--- a/calc.py\n+++ b/calc.py\n@@ -1,2 +1,1 @@\n-@pytest.mark.skip\n x = 1\n"
    assert check_patch(parse_diff(text), tmp_path) is None


def test_too_many_lines(tmp_path: Path) -> None:
    old = "".join(f"-a{i} = {i}\n" for i in range(6))
    new = "".join(f"+a{i} = {i + 1}\n" for i in range(6))
    text = f"--- a/calc.py\n+++ b/calc.py\n@@ -1,6 +1,6 @@\n{old}{new}"
    verdict = check_patch(parse_diff(text), tmp_path, max_lines=10)
    assert verdict is not None and "changes 12 lines, more than the limit of 10" in verdict
    assert check_patch(parse_diff(text), tmp_path, max_lines=12) is None


def test_rename_checks_both_paths(tmp_path: Path) -> None:
    text = ("diff --git a/calc.py b/.git/hooks/pre-commit\nsimilarity index 100%\n"
            "rename from calc.py\nrename to .git/hooks/pre-commit\n")
    patches = parse_diff(text)
    verdict = check_patch(patches, tmp_path)
    assert verdict is not None and ".git" in verdict


def test_one_bad_file_refuses_the_whole_patch(tmp_path: Path) -> None:
    text = _diff("calc.py") + _diff("tests/test_calc.py")
    verdict = check_patch(parse_diff(text), tmp_path)
    assert verdict is not None and "tests/test_calc.py" in verdict
