"""Corpus 7 (held out, written blind) is well formed: 40 classic algorithm programs."""

from __future__ import annotations

import pytest
from corpustools import (
    assert_run_with_timeout,
    assert_shares_nothing,
    assert_single_site,
    assert_unique_programs,
    tools,
)
from corpustools import case_sources as _sources
from corpustools import source_lines as _source_lines

CONFIG_OPTIONS = ("filterwarnings", "--strict-markers", "xfail_strict", "--import-mode")
MISSING_KINDS = ("missing_condition", "missing_call", "missing_line", "missing_arithmetic")


@pytest.fixture(scope="module")
def cases7() -> list:
    return tools.load_cases(tools.CORPUS7_DIR)


def _modules(case) -> int:
    return len([p for p in _sources(case) if p.name != "__init__.py"])


def test_corpus7_size_and_taxonomy(cases7: list) -> None:
    assert len(cases7) == 40
    assert tools.known_kinds(tools.CORPUS7_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases7} == set(tools.CLASSIC_KINDS)
    assert all(sum(c.kind == kind for c in cases7) >= 2 for kind in tools.CLASSIC_KINDS)
    assert all(3 <= sum(c.kind == kind for c in cases7) <= 4 for kind in MISSING_KINDS)
    assert sum(c.hang for c in cases7) >= 6
    assert sum(c.recursive for c in cases7) >= 10
    assert sum(c.difficulty == "hard" for c in cases7) >= 10
    assert all(c.difficulty == "hard" for c in cases7 if c.kind in MISSING_KINDS)


def test_corpus7_ids_name_their_kind(cases7: list) -> None:
    prefixes = {
        "wrong_comparison": "cmp_", "off_by_one": "obo_", "wrong_variable": "var_",
        "wrong_operator": "op_", "wrong_assignment_op": "aug_", "variable_swap": "swap_",
        "wrong_slice": "slice_", "wrong_constant": "const_", "wrong_method": "meth_",
        "wrong_attribute": "attr_", "prepended_variable": "prep_",
        "missing_condition": "cond_", "missing_call": "call_", "missing_line": "line_",
        "missing_arithmetic": "arith_",
    }
    for case in cases7:
        assert case.id == case.path.name, case.id
        assert case.id.startswith(prefixes[case.kind]), case.id


def test_corpus7_programs_are_small_plain_projects(cases7: list) -> None:
    for case in cases7:
        assert 20 <= _source_lines(case) <= 120, (case.id, _source_lines(case))
        assert 1 <= case.modules <= 2, case.id
        assert case.modules == _modules(case), case.id
        assert not (case.buggy_dir / "src").exists(), case.id
        assert not case.config, case.id
        assert not (case.buggy_dir / "conftest.py").exists(), case.id
        pyproject = (case.buggy_dir / "pyproject.toml").read_text(encoding="utf-8")
        assert "[tool.pytest.ini_options]" in pyproject, case.id
        assert not any(option in pyproject for option in CONFIG_OPTIONS), case.id


def test_corpus7_program_names_are_unique(cases7: list) -> None:
    assert_unique_programs(cases7)


def test_corpus7_cases_run_with_a_timeout(cases7: list) -> None:
    assert_run_with_timeout(cases7)


def test_corpus7_cases_are_single_site_and_well_formed(cases7: list) -> None:
    for case in cases7:
        assert_single_site(case, files=(1, 1), functions=(6, 15))


def test_corpus7_shares_nothing_with_the_other_corpora(cases7: list) -> None:
    assert_shares_nothing(cases7, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR))


def test_corpus7_one_case_checks_clean(cases7: list) -> None:
    case = next(c for c in cases7 if c.id == "cmp_bellman_ford")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS7_DIR))
    assert problems == []
    assert differs
