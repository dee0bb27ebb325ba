"""Corpus 13 (a seventh development set, written before the engine work it serves) is
well formed: 33 classic algorithm programs in the blind corpus 7's shape, with only the
kinds whose reference fix the engine reached least there (missing conditions, lines and
calls, prepended variables) and wrong variables."""

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
    source_lines,
    tools,
)

KINDS13 = {"missing_condition", "missing_line", "missing_call", "prepended_variable",
           "wrong_variable"}


@pytest.fixture(scope="module")
def cases13() -> list:
    return tools.load_cases(tools.CORPUS13_DIR)


def test_corpus13_size_and_taxonomy(cases13: list) -> None:
    # 40 written, 7 set aside (programs close to held-out or published ones, one duplicate)
    assert len(cases13) == 33
    assert tools.known_kinds(tools.CORPUS13_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases13} == KINDS13
    assert sum(c.hang for c in cases13) >= 4
    assert sum(c.recursive for c in cases13) >= 10
    assert all(c.difficulty == "hard" for c in cases13 if c.kind in MISSING_KINDS)


def test_corpus13_ids_name_their_kind(cases13: list) -> None:
    assert_ids_name_their_kind(cases13)


def test_corpus13_programs_are_corpus7_sized(cases13: list) -> None:
    assert_small_plain_projects(cases13)
    assert all(source_lines(c) >= 50 for c in cases13)


def test_corpus13_program_names_are_unique(cases13: list) -> None:
    assert_unique_programs(cases13)


def test_corpus13_cases_run_with_a_timeout(cases13: list) -> None:
    assert_run_with_timeout(cases13)


def test_corpus13_cases_are_single_site_and_well_formed(cases13: list) -> None:
    for case in cases13:
        assert_single_site(case, files=(1, 1), functions=(6, 13))


def test_corpus13_shares_nothing_with_the_other_corpora(cases13: list) -> None:
    assert_shares_nothing(cases13, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR, tools.CORPUS8_DIR, tools.CORPUS9_DIR,
                                   tools.CORPUS10_DIR, tools.CORPUS11_DIR,
                                   tools.CORPUS12_DIR))


def test_corpus13_one_case_checks_clean(cases13: list) -> None:
    case = next(c for c in cases13 if c.id == "prep_interval_set_merge")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS13_DIR))
    assert problems == []
    assert differs
