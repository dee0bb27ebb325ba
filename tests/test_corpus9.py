"""Corpus 9 (a third development set, written before the engine work it serves) is well
formed: 40 classic algorithm programs, one bug each, of the six kinds the blind corpus 7
found weakest."""

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

# the kinds corpus 7 healed least often at session 15 (0 or 1 correct of 2-4)
WEAK_KINDS = ("prepended_variable", "missing_line", "missing_call", "wrong_variable",
              "wrong_method", "missing_condition")


@pytest.fixture(scope="module")
def cases9() -> list:
    return tools.load_cases(tools.CORPUS9_DIR)


def test_corpus9_size_and_taxonomy(cases9: list) -> None:
    assert len(cases9) == 40
    assert tools.known_kinds(tools.CORPUS9_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases9} == set(WEAK_KINDS)
    assert all(6 <= sum(c.kind == kind for c in cases9) <= 7 for kind in WEAK_KINDS)
    assert sum(c.hang for c in cases9) >= 6
    assert sum(c.recursive for c in cases9) >= 10
    assert all(c.difficulty == "hard" for c in cases9 if c.kind in MISSING_KINDS)


def test_corpus9_ids_name_their_kind(cases9: list) -> None:
    assert_ids_name_their_kind(cases9)


def test_corpus9_programs_are_small_plain_projects(cases9: list) -> None:
    assert_small_plain_projects(cases9)


def test_corpus9_program_names_are_unique(cases9: list) -> None:
    assert_unique_programs(cases9)


def test_corpus9_cases_run_with_a_timeout(cases9: list) -> None:
    assert_run_with_timeout(cases9)


def test_corpus9_cases_are_single_site_and_well_formed(cases9: list) -> None:
    for case in cases9:
        assert_single_site(case, files=(1, 1), functions=(6, 15))


def test_corpus9_shares_nothing_with_the_other_corpora(cases9: list) -> None:
    assert_shares_nothing(cases9, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR, tools.CORPUS8_DIR))


def test_corpus9_one_case_checks_clean(cases9: list) -> None:
    case = next(c for c in cases9 if c.id == "line_rle_runs")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS9_DIR))
    assert problems == []
    assert differs
