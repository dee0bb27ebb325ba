"""Corpus 8 (development set, written before the engine work it serves) is well formed:
40 classic algorithm programs, one bug each."""

from __future__ import annotations

import pytest
from corpustools import (
    MISSING_KINDS,
    assert_ids_name_their_kind,
    assert_run_with_timeout,
    assert_shares_nothing,
    assert_single_site,
    assert_small_plain_projects,
    assert_unique_programs,
    tools,
)


@pytest.fixture(scope="module")
def cases8() -> list:
    return tools.load_cases(tools.CORPUS8_DIR)


def test_corpus8_size_and_taxonomy(cases8: list) -> None:
    assert len(cases8) == 40
    assert tools.known_kinds(tools.CORPUS8_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases8} == set(tools.CLASSIC_KINDS)
    assert all(sum(c.kind == kind for c in cases8) >= 2 for kind in tools.CLASSIC_KINDS)
    assert all(3 <= sum(c.kind == kind for c in cases8) <= 4 for kind in MISSING_KINDS)
    assert sum(c.hang for c in cases8) >= 6
    assert sum(c.recursive for c in cases8) >= 10
    assert all(c.difficulty == "hard" for c in cases8 if c.kind in MISSING_KINDS)


def test_corpus8_ids_name_their_kind(cases8: list) -> None:
    assert_ids_name_their_kind(cases8)


def test_corpus8_programs_are_small_plain_projects(cases8: list) -> None:
    assert_small_plain_projects(cases8)


def test_corpus8_program_names_are_unique(cases8: list) -> None:
    assert_unique_programs(cases8)


def test_corpus8_cases_run_with_a_timeout(cases8: list) -> None:
    assert_run_with_timeout(cases8)


def test_corpus8_cases_are_single_site_and_well_formed(cases8: list) -> None:
    for case in cases8:
        assert_single_site(case, files=(1, 1), functions=(6, 15))


def test_corpus8_shares_nothing_with_the_other_corpora(cases8: list) -> None:
    assert_shares_nothing(cases8, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR))


def test_corpus8_one_case_checks_clean(cases8: list) -> None:
    case = next(c for c in cases8 if c.id == "line_moving_average")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS8_DIR))
    assert problems == []
    assert differs
