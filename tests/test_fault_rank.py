"""benchmarks/fault_rank.py: the fault's statements, and their rank on one real case."""

from __future__ import annotations

import importlib.util
import sys

from corpustools import ROOT, tools

spec = importlib.util.spec_from_file_location("fault_rank", ROOT / "benchmarks" / "fault_rank.py")
assert spec and spec.loader
fault_rank = importlib.util.module_from_spec(spec)
sys.modules.setdefault("corpus_tools", tools)
spec.loader.exec_module(fault_rank)

BUGGY = """\
def total(items):
    out = 0
    for item in items:
        out = item
    return out
"""


def test_fault_lines_of_a_replacement_a_deletion_and_an_insertion() -> None:
    fixed = BUGGY.replace("out = item", "out += item")
    assert fault_rank.fault_lines(BUGGY, fixed) == {4}
    assert fault_rank.fault_lines(BUGGY, BUGGY.replace("    out = 0\n", "")) == {2}
    inserted = BUGGY.replace("    return out", "    out *= 2\n    return out")
    assert fault_rank.fault_lines(BUGGY, inserted) == {4, 5}  # around the new line
    # a line inside a compound statement's body belongs to the innermost statement
    assert fault_rank.statement_starts(BUGGY, {4}) == {4}
    assert fault_rank.statement_starts(BUGGY, {3}) == {3}


def test_the_fault_of_a_corpus_case_is_ranked() -> None:
    (case,) = [c for c in tools.load_cases(tools.CORPUS_DIR) if c.id.startswith("cmp_001")]
    rank, ranked, at = fault_rank.rank_case(case, 60.0, candidates=True)
    assert ranked >= 1 and rank is not None and 1 <= rank <= ranked
    assert at is not None and at >= 1  # a comparison slip: the templates write the fix
