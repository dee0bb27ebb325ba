"""Corpus 16 (a development set of hangs, written before any engine work for it) is well
formed: 10 programs whose bug makes 2 to 4 tests loop until `--timeout 10` stops them,
4 of them missing calls."""

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
    corpora_before,
    tools,
)


@pytest.fixture(scope="module")
def cases16() -> list:
    return tools.load_cases(tools.CORPUS16_DIR)


def test_corpus16_size_and_taxonomy(cases16: list) -> None:
    assert len(cases16) == 10
    assert tools.known_kinds(tools.CORPUS16_DIR) == tools.CLASSIC_KINDS
    kinds = collections.Counter(c.kind for c in cases16)
    assert kinds["missing_call"] == 4
    assert sum(kinds.values()) - kinds["missing_call"] == len(kinds) - 1  # one of each other
    assert all(c.hang for c in cases16)
    assert all(c.difficulty == "hard" for c in cases16 if c.kind in MISSING_KINDS)


def test_corpus16_ids_name_their_kind(cases16: list) -> None:
    assert_ids_name_their_kind(cases16)


def test_corpus16_programs_are_small_plain_projects(cases16: list) -> None:
    assert_small_plain_projects(cases16, most=150)
    assert_unique_programs(cases16)
    assert_run_with_timeout(cases16)


def test_corpus16_cases_are_single_site_and_well_formed(cases16: list) -> None:
    for case in cases16:
        assert_single_site(case, files=(1, 1), functions=(7, 11))


def test_corpus16_shares_nothing_with_the_other_corpora(cases16: list) -> None:
    assert_shares_nothing(cases16, corpora_before(16))
