"""Corpus 11 (a fifth development set, written before the engine work it serves) is well
formed: 40 classic algorithm programs, one bug each, of the six kinds the blind corpus 7
healed least often at session 19."""

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

# the kinds corpus 7 healed least often at session 19.(at most half correct)
WEAK_KINDS = ("missing_line", "missing_condition", "wrong_variable", "missing_call",
              "wrong_method", "prepended_variable")


@pytest.fixture(scope="module")
def cases11() -> list:
    return tools.load_cases(tools.CORPUS11_DIR)


def test_corpus11_size_and_taxonomy(cases11: list) -> None:
    # 40 written, 7 set aside (programs or ids of held-out corpora), 1 replacement
    assert len(cases11) == 34
    assert tools.known_kinds(tools.CORPUS11_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases11} == set(WEAK_KINDS)
    assert all(4 <= sum(c.kind == kind for c in cases11) <= 8 for kind in WEAK_KINDS)
    assert sum(c.hang for c in cases11) >= 3
    assert sum(c.recursive for c in cases11) >= 6
    assert all(c.difficulty == "hard" for c in cases11 if c.kind in MISSING_KINDS)


def test_corpus11_ids_name_their_kind(cases11: list) -> None:
    assert_ids_name_their_kind(cases11)


def test_corpus11_programs_are_small_plain_projects(cases11: list) -> None:
    assert_small_plain_projects(cases11, most=130)  # call_json_lite: 128 lines, 112 not blank


def test_corpus11_program_names_are_unique(cases11: list) -> None:
    assert_unique_programs(cases11)


def test_corpus11_cases_run_with_a_timeout(cases11: list) -> None:
    assert_run_with_timeout(cases11)


def test_corpus11_cases_are_single_site_and_well_formed(cases11: list) -> None:
    for case in cases11:
        assert_single_site(case, files=(1, 1), functions=(6, 15))


def test_corpus11_shares_nothing_with_the_other_corpora(cases11: list) -> None:
    assert_shares_nothing(cases11, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR, tools.CORPUS8_DIR, tools.CORPUS9_DIR,
                                   tools.CORPUS10_DIR))


def test_corpus11_one_case_checks_clean(cases11: list) -> None:
    case = next(c for c in cases11 if c.id == "line_csv_record")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS11_DIR))
    assert problems == []
    assert differs
