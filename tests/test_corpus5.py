"""Corpus 5 (held out) is well formed: library-style packages with one bug each."""

from __future__ import annotations

import difflib
import re
from pathlib import Path

import pytest
from corpustools import assert_run_with_timeout, assert_unique_programs, tools
from corpustools import case_meta as _meta
from corpustools import case_sources as _sources
from corpustools import source_lines as _source_lines

CONFIG_OPTIONS = ("filterwarnings", "--strict-markers", "xfail_strict", "--import-mode")


@pytest.fixture(scope="module")
def cases5() -> list:
    return tools.load_cases(tools.CORPUS5_DIR)


def _test_files(case) -> list[Path]:
    return sorted((case.buggy_dir / "tests").glob("test_*.py"))


def test_corpus5_size_and_taxonomy(cases5: list) -> None:
    assert len(cases5) >= 40
    assert {c.kind for c in cases5} == set(tools.CLASSIC_KINDS)
    assert all(sum(c.kind == kind for c in cases5) >= 2 for kind in tools.CLASSIC_KINDS)
    assert sum(c.hang for c in cases5) >= 5
    assert sum(c.recursive for c in cases5) >= 6
    assert sum(c.difficulty == "hard" for c in cases5) >= 12
    assert sum(c.config for c in cases5) >= 12
    assert all(c.modules >= 2 for c in cases5)


def test_corpus5_projects_are_library_sized(cases5: list) -> None:
    for case in cases5:
        assert 150 <= _source_lines(case) <= 350, (case.id, _source_lines(case))
        assert 2 <= case.modules <= 4, case.id
        assert case.modules == len([p for p in _sources(case) if p.name != "__init__.py"]), case.id
        assert any(p.name == "__init__.py" for p in _sources(case)), case.id


def test_corpus5_mostly_uses_src_layouts(cases5: list) -> None:
    src = [c for c in cases5 if (c.buggy_dir / "src").is_dir()]
    assert len(src) >= 25
    for case in src:
        outside = [p for p in _sources(case) if "src" not in p.relative_to(case.buggy_dir).parts]
        assert not outside, case.id


def test_corpus5_config_flag_matches_the_project(cases5: list) -> None:
    for case in cases5:
        pyproject = (case.buggy_dir / "pyproject.toml").read_text(encoding="utf-8")
        assert "[tool.pytest.ini_options]" in pyproject, case.id
        uses = any(option in pyproject for option in CONFIG_OPTIONS)
        uses |= (case.buggy_dir / "conftest.py").is_file()
        assert uses == case.config, case.id


def test_corpus5_program_names_are_unique(cases5: list) -> None:
    assert_unique_programs(cases5)


def test_corpus5_cases_run_with_a_timeout(cases5: list) -> None:
    assert_run_with_timeout(cases5)


def test_corpus5_cases_are_single_site_and_well_formed(cases5: list) -> None:
    for case in cases5:
        tests = _test_files(case)
        assert 1 <= len(tests) <= 2, case.id
        texts = [p.read_text(encoding="utf-8") for p in tests]
        functions = sum(len(re.findall(r"^def test_", text, re.M)) for text in texts)
        assert 8 <= functions <= 25, (case.id, functions)
        assert case.probe_path.is_file(), case.id
        fixed_files = [p for p in (case.path / "fixed").rglob("*") if p.is_file()]
        assert len(fixed_files) == 1, case.id
        ((rel, fixed),) = case.fixed_files.items()
        assert "tests" not in Path(rel).parts, case.id
        assert (case.buggy_dir / rel).is_file(), case.id
        buggy = (case.buggy_dir / rel).read_text(encoding="utf-8")
        assert tools._normalized(buggy) != tools._normalized(fixed), case.id
        diff = difflib.unified_diff(buggy.splitlines(), fixed.splitlines(), n=0)
        changed = sum(1 for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---"))
        assert 1 <= changed <= 4, (case.id, changed)


def test_corpus5_is_held_out_from_the_other_corpora(cases5: list) -> None:
    roots = (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR, tools.CORPUS4_DIR)
    others = [case for root in roots for case in tools.load_cases(root)]
    texts = {text for case in others for text in case.fixed_files.values()}
    assert not any(text in texts for case in cases5 for text in case.fixed_files.values())
    assert not {c.id for c in others} & {c.id for c in cases5}
    names = {p.name for root in roots for p in root.iterdir()}
    assert not names & {c.id for c in cases5}
    programs4 = {_meta(c)["program"] for c in tools.load_cases(tools.CORPUS4_DIR)}
    assert not programs4 & {_meta(c)["program"] for c in cases5}


def test_corpus5_one_case_checks_clean(cases5: list) -> None:
    case = next(c for c in cases5 if c.id == "cmp_range_set")  # src layout, importlib mode
    assert tools.known_kinds(tools.CORPUS5_DIR) == tools.CLASSIC_KINDS
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS5_DIR))
    assert problems == []
    assert differs
