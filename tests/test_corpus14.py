"""Corpus 14 (an eighth development set, written before any engine work for it) is well
formed: 40 classic algorithm programs in the blind corpus 7's shape and kind mix."""

from __future__ import annotations

import collections

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


@pytest.fixture(scope="module")
def cases14() -> list:
    return tools.load_cases(tools.CORPUS14_DIR)


def test_corpus14_size_and_taxonomy(cases14: list) -> None:
    assert len(cases14) == 40
    assert tools.known_kinds(tools.CORPUS14_DIR) == tools.CLASSIC_KINDS
    # corpus 7's mix, kind by kind
    mix7 = collections.Counter(c.kind for c in tools.load_cases(tools.CORPUS7_DIR))
    assert collections.Counter(c.kind for c in cases14) == mix7
    assert sum(c.hang for c in cases14) >= 4
    assert sum(c.recursive for c in cases14) >= 12
    assert all(c.difficulty == "hard" for c in cases14 if c.kind in MISSING_KINDS)


def test_corpus14_ids_name_their_kind(cases14: list) -> None:
    assert_ids_name_their_kind(cases14)


def test_corpus14_programs_are_corpus7_sized(cases14: list) -> None:
    assert_small_plain_projects(cases14)
    assert all(source_lines(c) >= 50 for c in cases14)


def test_corpus14_program_names_are_unique(cases14: list) -> None:
    assert_unique_programs(cases14)


def test_corpus14_cases_run_with_a_timeout(cases14: list) -> None:
    assert_run_with_timeout(cases14)


def test_corpus14_cases_are_single_site_and_well_formed(cases14: list) -> None:
    for case in cases14:
        assert_single_site(case, files=(1, 1), functions=(6, 13))


def test_corpus14_shares_nothing_with_the_other_corpora(cases14: list) -> None:
    assert_shares_nothing(cases14, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR, tools.CORPUS8_DIR, tools.CORPUS9_DIR,
                                   tools.CORPUS10_DIR, tools.CORPUS11_DIR,
                                   tools.CORPUS12_DIR, tools.CORPUS13_DIR))


def test_corpus14_one_case_checks_clean(cases14: list) -> None:
    case = next(c for c in cases14 if c.id == "cmp_splay_floor_exact")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS14_DIR))
    assert problems == []
    assert differs
