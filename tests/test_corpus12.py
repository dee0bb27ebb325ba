"""Corpus 12 (a sixth development set, written before the engine work it serves) is well
formed: 35 classic algorithm programs in the blind corpus 7's shape (larger modules,
bugs in helpers) and its mix of all fifteen kinds."""

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


@pytest.fixture(scope="module")
def cases12() -> list:
    return tools.load_cases(tools.CORPUS12_DIR)


def test_corpus12_size_and_taxonomy(cases12: list) -> None:
    # 40 written, 5 set aside (programs close to held-out ones)
    assert len(cases12) == 35
    assert tools.known_kinds(tools.CORPUS12_DIR) == tools.CLASSIC_KINDS
    assert {c.kind for c in cases12} == set(tools.CLASSIC_KINDS)
    assert sum(c.hang for c in cases12) >= 5
    assert sum(c.recursive for c in cases12) >= 10
    assert all(c.difficulty == "hard" for c in cases12 if c.kind in MISSING_KINDS)


def test_corpus12_ids_name_their_kind(cases12: list) -> None:
    assert_ids_name_their_kind(cases12)


def test_corpus12_programs_are_corpus7_sized(cases12: list) -> None:
    assert_small_plain_projects(cases12)
    assert all(source_lines(c) >= 50 for c in cases12)


def test_corpus12_program_names_are_unique(cases12: list) -> None:
    assert_unique_programs(cases12)


def test_corpus12_cases_run_with_a_timeout(cases12: list) -> None:
    assert_run_with_timeout(cases12)


def test_corpus12_cases_are_single_site_and_well_formed(cases12: list) -> None:
    for case in cases12:
        assert_single_site(case, files=(1, 1), functions=(6, 13))


def test_corpus12_shares_nothing_with_the_other_corpora(cases12: list) -> None:
    assert_shares_nothing(cases12, (tools.CORPUS_DIR, tools.CORPUS2_DIR, tools.CORPUS3_DIR,
                                   tools.CORPUS4_DIR, tools.CORPUS5_DIR, tools.CORPUS6_DIR,
                                   tools.CORPUS7_DIR, tools.CORPUS8_DIR, tools.CORPUS9_DIR,
                                   tools.CORPUS10_DIR, tools.CORPUS11_DIR))


def test_corpus12_one_case_checks_clean(cases12: list) -> None:
    case = next(c for c in cases12 if c.id == "op_min_window_formed")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS12_DIR))
    assert problems == []
    assert differs
