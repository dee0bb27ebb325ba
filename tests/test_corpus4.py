"""Corpus 4 (held out) is well formed: application-style projects with one bug each."""

from __future__ import annotations

import difflib

import pytest
from corpustools import assert_run_with_timeout, assert_unique_programs, tools
from corpustools import case_sources as _sources
from corpustools import source_lines as _source_lines


@pytest.fixture(scope="module")
def cases4() -> list:
    return tools.load_cases(tools.CORPUS4_DIR)


def test_corpus4_size_and_taxonomy(cases4: list) -> None:
    assert len(cases4) >= 40
    assert {c.kind for c in cases4} == set(tools.CLASSIC_KINDS)
    assert all(sum(c.kind == kind for c in cases4) >= 2 for kind in tools.CLASSIC_KINDS)
    assert sum(c.hang for c in cases4) >= 5
    assert sum(c.recursive for c in cases4) >= 4
    assert sum(c.difficulty == "hard" for c in cases4) >= 8
    assert sum(c.modules >= 2 for c in cases4) >= 15
    assert sum(c.classes for c in cases4) >= 20
    assert not any(c.config for c in cases4)


def test_corpus4_projects_are_application_sized(cases4: list) -> None:
    for case in cases4:
        assert 60 <= _source_lines(case) <= 220, (case.id, _source_lines(case))
        assert 1 <= case.modules <= 3, case.id
        assert case.modules == len([p for p in _sources(case) if p.name != "__init__.py"]), case.id


def test_corpus4_program_names_are_unique(cases4: list) -> None:
    assert_unique_programs(cases4)


def test_corpus4_cases_run_with_a_timeout(cases4: list) -> None:
    assert_run_with_timeout(cases4)


def test_corpus4_cases_are_single_site_and_well_formed(cases4: list) -> None:
    for case in cases4:
        tests = list((case.buggy_dir / "tests").glob("test_*.py"))
        assert len(tests) == 1, case.id
        assert case.probe_path.is_file(), case.id
        assert (case.buggy_dir / "pyproject.toml").is_file(), case.id
        fixed_files = [p for p in (case.path / "fixed").rglob("*") if p.is_file()]
        assert len(fixed_files) == 1, case.id
        ((rel, fixed),) = case.fixed_files.items()
        assert (case.buggy_dir / rel).is_file(), case.id
        buggy = (case.buggy_dir / rel).read_text(encoding="utf-8")
        assert tools._normalized(buggy) != tools._normalized(fixed), case.id
        diff = difflib.unified_diff(buggy.splitlines(), fixed.splitlines(), n=0)
        changed = sum(1 for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---"))
        assert 1 <= changed <= 4, (case.id, changed)


def test_corpus4_is_held_out_from_the_other_corpora(cases4: list) -> None:
    others = [
        case
        for root in (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR)
        for case in tools.load_cases(root)
    ]
    texts = {text for case in others for text in case.fixed_files.values()}
    assert not any(text in texts for case in cases4 for text in case.fixed_files.values())
    assert not {c.id for c in others} & {c.id for c in cases4}
    names = {
        p.name
        for root in (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR)
        for p in root.iterdir()
    }
    assert not names & {c.id for c in cases4}


def test_corpus4_one_case_checks_clean(cases4: list) -> None:
    case = next(c for c in cases4 if c.id == "meth_ini_parser")  # two modules, bug not imported
    assert tools.known_kinds(tools.CORPUS4_DIR) == tools.CLASSIC_KINDS
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS4_DIR))
    assert problems == []
    assert differs
