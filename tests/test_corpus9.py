"""Corpus 9 (a third development set, written before the engine work it serves) is well
formed: 40 classic algorithm programs, one bug each, of the six kinds the blind corpus 7
found weakest."""

from __future__ import annotations

import pytest
from corpustools import (
    assert_run_with_timeout,
    assert_shares_nothing,
    assert_single_site,
    assert_unique_programs,
    tools,
)
from corpustools import case_meta as _meta
from corpustools import case_sources as _sources
from corpustools import source_lines as _source_lines

CONFIG_OPTIONS = ("filterwarnings", "--strict-markers", "xfail_strict", "--import-mode")
MISSING_KINDS = ("missing_condition", "missing_call", "missing_line", "missing_arithmetic")
# the kinds corpus 7 healed least often at session 15 (0 or 1 correct of 2-4)
WEAK_KINDS = ("prepended_variable", "missing_line", "missing_call", "wrong_variable",
              "wrong_method", "missing_condition")
PREFIXES = {
    "wrong_comparison": "cmp_", "off_by_one": "obo_", "wrong_variable": "var_",
    "wrong_operator": "op_", "wrong_assignment_op": "aug_", "variable_swap": "swap_",
    "wrong_slice": "slice_", "wrong_constant": "const_", "wrong_method": "meth_",
    "wrong_attribute": "attr_", "prepended_variable": "prep_",
    "missing_condition": "cond_", "missing_call": "call_", "missing_line": "line_",
    "missing_arithmetic": "arith_",
}
# programs of published program-repair benchmarks, which this corpus must not copy
PUBLISHED = ("sieve", "quicksort", "mergesort", "knapsack", "levenshtein", "hanoi",
             "powerset", "shunting_yard", "kheapsort", "bitcount", "next_permutation")


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
    for case in cases9:
        assert case.id == case.path.name, case.id
        assert case.id.startswith(PREFIXES[case.kind]), case.id


def test_corpus9_programs_are_small_plain_projects(cases9: list) -> None:
    for case in cases9:
        assert 20 <= _source_lines(case) <= 120, (case.id, _source_lines(case))
        assert case.modules == 1 == len(_sources(case)), case.id
        assert not (case.buggy_dir / "src").exists(), case.id
        assert not (case.buggy_dir / "conftest.py").exists(), case.id
        pyproject = (case.buggy_dir / "pyproject.toml").read_text(encoding="utf-8")
        assert "[tool.pytest.ini_options]" in pyproject, case.id
        assert not any(option in pyproject for option in CONFIG_OPTIONS), case.id
        assert _meta(case)["program"] not in PUBLISHED, case.id


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
