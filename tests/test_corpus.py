"""The benchmark corpus is sound: every case fails before and passes after its reference fix."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load_tools() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "corpus_tools", ROOT / "benchmarks" / "corpus_tools.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["corpus_tools"] = module
    spec.loader.exec_module(module)
    return module


tools = _load_tools()


@pytest.fixture(scope="module")
def cases() -> list:
    return tools.load_cases()


def test_corpus_has_no_problems() -> None:
    assert tools.check_corpus() == []


def test_corpus_size_and_spread(cases: list) -> None:
    kinds = {case.kind for case in cases}
    assert len(cases) >= 66
    assert len(kinds) >= 14
    assert all(sum(c.kind == kind for c in cases) >= 4 for kind in kinds)
    assert sum(c.classes for c in cases) >= 6
    assert sum(c.modules >= 2 for c in cases) >= 6
    assert sum(c.difficulty == "hard" for c in cases) >= 4


def test_materialize_commits_a_git_repo(cases: list, tmp_path: Path) -> None:
    case = cases[0]
    project = tools.materialize(case, tmp_path / "proj")
    log = subprocess.run(
        ["git", "log", "--format=%an <%ae>"],
        cwd=project,
        capture_output=True,
        text=True,
        check=True,
    )
    assert log.stdout.strip() == "bench <bench@localhost>"
    assert not tools.same_as_reference(case, project)
    fixed = tools.materialize(case, tmp_path / "fixed", fixed=True)
    assert tools.same_as_reference(case, fixed)


def test_same_as_reference_ignores_comments_and_layout(cases: list, tmp_path: Path) -> None:
    case = cases[0]
    project = tools.materialize(case, tmp_path / "proj", fixed=True)
    for rel, text in case.fixed_files.items():
        (project / rel).write_text("# reformatted\n\n" + text.replace("\n\n\n", "\n\n\n\n"))
    assert tools.same_as_reference(case, project)


def test_equivalent_by_probe(cases: list, tmp_path: Path) -> None:
    case = next(c for c in cases if c.id == "retx_002_palindrome")
    buggy = tools.materialize(case, tmp_path / "buggy")
    assert not tools.equivalent_by_probe(case, buggy)
    other = buggy / "palindromes.py"
    other.write_text(
        other.read_text().replace(
            "cleaned == reversed(cleaned)", "cleaned == ''.join(reversed(cleaned))"
        )
    )
    assert not tools.same_as_reference(case, buggy)
    assert tools.equivalent_by_probe(case, buggy)


def test_check_command_prints_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    empty = tmp_path / "corpus"
    empty.mkdir()
    assert tools.check_corpus(empty) == [f"no cases under {empty}"]
    assert tools.main(["nonsense"]) == 2
    table = tools.summary_table(tools.load_cases())
    assert table.splitlines()[0].split() == ["kind", "cases", "hard", "class", "multi"]
    assert "total" in table.splitlines()[-1]
