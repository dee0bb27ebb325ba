"""Corpus 8 (development set, written before the engine work it serves) is well formed:
40 classic algorithm programs, one bug each."""

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
    for case in cases8:
        assert case.id == case.path.name, case.id
        assert case.id.startswith(PREFIXES[case.kind]), case.id


def test_corpus8_programs_are_small_plain_projects(cases8: list) -> None:
    for case in cases8:
        assert 20 <= _source_lines(case) <= 120, (case.id, _source_lines(case))
        assert case.modules == 1 == len(_sources(case)), case.id
        assert not (case.buggy_dir / "src").exists(), case.id
        assert not (case.buggy_dir / "conftest.py").exists(), case.id
        pyproject = (case.buggy_dir / "pyproject.toml").read_text(encoding="utf-8")
        assert "[tool.pytest.ini_options]" in pyproject, case.id
        assert not any(option in pyproject for option in CONFIG_OPTIONS), case.id
        assert _meta(case)["program"] not in PUBLISHED, case.id


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
