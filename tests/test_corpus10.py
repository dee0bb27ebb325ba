"""Corpus 10 (a fourth development set, written before the engine work it serves) is well
formed: 40 classic algorithm programs, one bug each, of the six kinds the blind corpus 7
healed least often at session 18."""

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

# the kinds corpus 7 healed least often at session 18 (at most half correct)
WEAK_KINDS = ("missing_line", "missing_condition", "wrong_variable", "off_by_one",
              "wrong_slice", "missing_arithmetic")


@pytest.fixture(scope="module")
def cases10() -> list:
    return tools.load_cases(tools.CORPUS10_DIR)


def test_corpus10_size_and_taxonomy(cases10: list) -> None:
    assert len(cases10) == 40
    assert tools.known_kinds(tools.CORPUS10_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases10} == set(WEAK_KINDS)
    assert all(6 <= sum(c.kind == kind for c in cases10) <= 8 for kind in WEAK_KINDS)
    assert sum(c.hang for c in cases10) >= 7
    assert sum(c.recursive for c in cases10) >= 10
    assert all(c.difficulty == "hard" for c in cases10 if c.kind in MISSING_KINDS)


def test_corpus10_ids_name_their_kind(cases10: list) -> None:
    assert_ids_name_their_kind(cases10)


def test_corpus10_programs_are_small_plain_projects(cases10: list) -> None:
    assert_small_plain_projects(cases10)


def test_corpus10_program_names_are_unique(cases10: list) -> None:
    assert_unique_programs(cases10)


def test_corpus10_cases_run_with_a_timeout(cases10: list) -> None:
    assert_run_with_timeout(cases10)


def test_corpus10_cases_are_single_site_and_well_formed(cases10: list) -> None:
    for case in cases10:
        assert_single_site(case, files=(1, 1), functions=(6, 15))


def test_corpus10_shares_nothing_with_the_other_corpora(cases10: list) -> None:
    assert_shares_nothing(cases10, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR, tools.CORPUS8_DIR, tools.CORPUS9_DIR))


def test_corpus10_one_case_checks_clean(cases10: list) -> None:
    case = next(c for c in cases10 if c.id == "line_gas_circuit")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS10_DIR))
    assert problems == []
    assert differs
