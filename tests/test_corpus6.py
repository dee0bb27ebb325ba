"""Corpus 6 (development set) is well formed: 20 library packages and 20 applications."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from corpustools import (
    assert_run_with_timeout,
    assert_shares_nothing,
    assert_single_site,
    assert_unique_programs,
    tools,
)
from corpustools import case_meta as _meta
from corpustools import case_sources as _sources
from corpustools import source_lines as _source_lines

CONFIG_OPTIONS = ("filterwarnings", "--strict-markers", "xfail_strict", "--import-mode")
EXTRA_KINDS = (
    "missing_arithmetic",
    "missing_call",
    "missing_condition",
    "missing_line",
    "wrong_assignment_op",
    "wrong_variable",
    "off_by_one",
)


@pytest.fixture(scope="module")
def cases6() -> list:
    return tools.load_cases(tools.CORPUS6_DIR)


def _style(case) -> str:
    return _meta(case)["style"]


def _modules(case) -> int:
    return len([p for p in _sources(case) if p.name != "__init__.py"])


def test_corpus6_size_and_taxonomy(cases6: list) -> None:
    assert len(cases6) == 40
    assert {c.kind for c in cases6} == set(tools.CLASSIC_KINDS)
    assert all(sum(c.kind == kind for c in cases6) >= 2 for kind in tools.CLASSIC_KINDS)
    assert all(3 <= sum(c.kind == kind for c in cases6) <= 5 for kind in EXTRA_KINDS)
    assert sum(c.hang for c in cases6) >= 6
    assert sum(c.recursive for c in cases6) >= 8
    assert sum(c.difficulty == "hard" for c in cases6) >= 14
    assert sum(c.config for c in cases6) >= 12


def test_corpus6_has_libraries_and_applications(cases6: list) -> None:
    styles = [_style(c) for c in cases6]
    assert styles.count("library") == 20
    assert styles.count("application") == 20
    for case in cases6:
        assert case.modules == _modules(case), case.id
        if _style(case) == "library":
            assert 150 <= _source_lines(case) <= 350, (case.id, _source_lines(case))
            assert 2 <= case.modules <= 4, case.id
            assert any(p.name == "__init__.py" for p in _sources(case)), case.id
        else:
            assert 80 <= _source_lines(case) <= 250, (case.id, _source_lines(case))
            assert 1 <= case.modules <= 3, case.id
            assert not (case.buggy_dir / "src").exists(), case.id


def test_corpus6_libraries_mostly_use_src_layouts(cases6: list) -> None:
    libraries = [c for c in cases6 if _style(c) == "library"]
    src = [c for c in libraries if (c.buggy_dir / "src").is_dir()]
    assert len(src) >= 15
    for case in src:
        outside = [p for p in _sources(case) if "src" not in p.relative_to(case.buggy_dir).parts]
        assert not outside, case.id


def test_corpus6_library_tests_do_not_import_the_buggy_module(cases6: list) -> None:
    for case in (c for c in cases6 if _style(c) == "library"):
        ((rel, _),) = case.fixed_files.items()
        module = Path(rel).with_suffix("").as_posix().split("/", 1)[-1]
        dotted = module.replace("/", ".")
        for test in (case.buggy_dir / "tests").glob("test_*.py"):
            text = test.read_text(encoding="utf-8")
            assert not re.search(rf"^\s*(from|import) {re.escape(dotted)}\b", text, re.M), case.id


def test_corpus6_config_flag_matches_the_project(cases6: list) -> None:
    for case in cases6:
        pyproject = (case.buggy_dir / "pyproject.toml").read_text(encoding="utf-8")
        assert "[tool.pytest.ini_options]" in pyproject, case.id
        uses = any(option in pyproject for option in CONFIG_OPTIONS)
        uses |= (case.buggy_dir / "conftest.py").is_file()
        assert uses == case.config, case.id


def test_corpus6_program_names_are_unique(cases6: list) -> None:
    assert_unique_programs(cases6)


def test_corpus6_cases_run_with_a_timeout(cases6: list) -> None:
    assert_run_with_timeout(cases6)


def test_corpus6_cases_are_single_site_and_well_formed(cases6: list) -> None:
    for case in cases6:
        assert_single_site(case, files=(1, 2), functions=(8, 25))


def test_corpus6_shares_nothing_with_the_other_corpora(cases6: list) -> None:
    assert_shares_nothing(cases6, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR))


@pytest.mark.parametrize("case_id", ["arith_rope_split", "aug_bizdays_add"])
def test_corpus6_one_case_checks_clean(cases6: list, case_id: str) -> None:
    # a src layout with xfail_strict, and a flat layout with a rootdir conftest.py
    case = next(c for c in cases6 if c.id == case_id)
    assert tools.known_kinds(tools.CORPUS6_DIR) == tools.CLASSIC_KINDS
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS6_DIR))
    assert problems == []
    assert differs
