"""Corpus 15 (a ninth development set, written before any engine work for it) is well
formed: 40 classic algorithm programs in the blind corpus 7's kind mix, the last ten (the
graphs-and-trees share) written a session after the rest."""

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
    source_lines,
    tools,
)

# the graphs-and-trees share, written in session 28: one case of each of these kinds
GRAPHS = ("missing_condition", "missing_line", "off_by_one", "wrong_comparison",
          "wrong_operator", "wrong_variable", "missing_call", "wrong_attribute",
          "prepended_variable", "variable_swap")
GRAPH_PROGRAMS = {"dominator_tree", "bron_kerbosch", "heavy_light", "havel_hakimi", "bk_tree",
                  "centroid_decomposition", "stoer_wagner", "vp_tree", "radix_tree",
                  "merkle_tree"}


@pytest.fixture(scope="module")
def cases15() -> list:
    return tools.load_cases(tools.CORPUS15_DIR)


def test_corpus15_size_and_taxonomy(cases15: list) -> None:
    assert len(cases15) == 40
    assert tools.known_kinds(tools.CORPUS15_DIR) == tools.CLASSIC_KINDS
    mix = collections.Counter(c.kind for c in tools.load_cases(tools.CORPUS7_DIR))
    assert collections.Counter(c.kind for c in cases15) == mix
    graphs = [c for c in cases15 if any(p in c.id for p in GRAPH_PROGRAMS)]
    assert sorted(c.kind for c in graphs) == sorted(GRAPHS)
    assert sum(c.hang for c in cases15) >= 5
    assert sum(c.recursive for c in cases15) >= 9
    assert all(c.difficulty == "hard" for c in cases15 if c.kind in MISSING_KINDS)


def test_corpus15_ids_name_their_kind(cases15: list) -> None:
    assert_ids_name_their_kind(cases15)


def test_corpus15_programs_are_corpus7_sized(cases15: list) -> None:
    assert_small_plain_projects(cases15)
    assert all(source_lines(c) >= 50 for c in cases15)


def test_corpus15_program_names_are_unique(cases15: list) -> None:
    assert_unique_programs(cases15)


def test_corpus15_cases_run_with_a_timeout(cases15: list) -> None:
    assert_run_with_timeout(cases15)


def test_corpus15_cases_are_single_site_and_well_formed(cases15: list) -> None:
    for case in cases15:
        assert_single_site(case, files=(1, 1), functions=(7, 11))


def test_corpus15_shares_nothing_with_the_other_corpora(cases15: list) -> None:
    assert_shares_nothing(cases15, corpora_before(15))


def test_corpus15_one_case_checks_clean(cases15: list) -> None:
    case = next(c for c in cases15 if c.id == "cmp_porter_stemmer_eed")
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS15_DIR))
    assert problems == []
    assert differs
