"""effects.Effects: what judged candidates did to the failure revises the search order."""

from __future__ import annotations

from pytest_selfheal.engines.builtin.effects import PROGRESS, UNTOUCHED, VALUE, Effects
from pytest_selfheal.engines.builtin.model import Candidate
from pytest_selfheal.engines.builtin.search import PROBES, ROUND, probe_round, revises_order
from pytest_selfheal.warmworker import CandidateResult

FAILING = ["t.py::test_a", "t.py::test_b"]
UNCHANGED = CandidateResult("failed", 0.1, "t.py::test_a", "assert 5 == 6")


def _cand(line: int, n: int = 0, rank: float = 0.5, tier: int = 3,
          operator: str = "arith-op") -> Candidate:
    return Candidate(path="m.py", new_source=f"{line}-{n}", operator=operator, line=line,
                     description="", prior=0.5, edit_size=1, key=f"m.py:{line}:{n}",
                     rank=rank, tier=tier)


def _failed(message: str, nodeid: str = "t.py::test_a") -> CandidateResult:
    return CandidateResult("failed", 0.1, nodeid, message)


def test_each_verdict_is_read_against_the_unchanged_tree() -> None:
    fx = Effects(FAILING, UNCHANGED)
    assert fx.kind(CandidateResult("passed", 0.1)) == "progress"
    assert fx.kind(_failed("assert 5 == 6", "t.py::test_b")) == "progress"  # test_a passed
    assert fx.kind(_failed("assert 5 == 6")) == "none"
    assert fx.kind(_failed("assert 7 == 6")) == "value"
    assert fx.kind(_failed("TypeError: unsupported operand")) == "crash"
    assert fx.kind(CandidateResult("timeout", 1.0)) == "crash"
    assert fx.kind(_failed("x", "t.py::test_other")) == "crash"
    # object addresses differ between runs: not a change
    at = Effects(FAILING, _failed("assert <A at 0x7f00aa> == 1"))
    assert at.kind(_failed("assert <A at 0x7f99bb> == 1")) == "none"
    # pytest shortened both values: whether they differ is unknown
    cut = Effects(FAILING, _failed("assert [1, 2, 3, ...] == [0, 1, 2, ...]"))
    assert cut.kind(_failed("assert [1, 2, 3, ...] == [0, 1, 2, ...]")) == "crash"
    # where the tests hung, a verdict says little: no untouched verdict, no value
    hung = Effects(FAILING, CandidateResult("timeout", 1.0))
    assert hung.kind(CandidateResult("timeout", 1.0)) == "crash"
    assert hung.kind(_failed("assert 5 == 6")) == "crash"
    assert hung.kind(_failed("TypeError: x")) == "crash"
    assert Effects(FAILING, None).kind(_failed("assert 5 == 6")) == "crash"


def test_statement_factors() -> None:
    fx = Effects(FAILING, UNCHANGED)
    assert fx.factor("m.py", 1) == 1.0  # nothing known
    fx.record(_cand(1), _failed("assert 5 == 6"))
    fx.record(_cand(1, 1), _failed("assert 5 == 6"))
    assert fx.factor("m.py", 1) == 1.0  # two untouched verdicts are not enough
    fx.record(_cand(1, 2), _failed("assert 5 == 6"))
    assert fx.factor("m.py", 1) == UNTOUCHED
    for n in range(3):
        fx.record(_cand(2, n), _failed(f"assert {7 + n} == 6"))
    assert fx.factor("m.py", 2) == VALUE
    fx.record(_cand(3), _failed("assert 7 == 6"))
    fx.record(_cand(3, 1), _failed("assert 5 == 6"))
    fx.record(_cand(3, 3), _failed("assert 5 == 6"))
    assert 1.0 < fx.factor("m.py", 3) < VALUE
    # an edit that crashed may only have broken its own statement: no untouched verdict
    for n in range(2):
        fx.record(_cand(5, n), _failed("assert 5 == 6"))
    fx.record(_cand(5, 2), _failed("AttributeError: 'list' object has no attribute 'add'"))
    assert fx.factor("m.py", 5) == 1.0
    fx.record(_cand(3, 2), _failed("assert 5 == 6", "t.py::test_b"))
    assert fx.factor("m.py", 3) == PROGRESS
    # crashes say nothing; compound edits are not about one statement
    fx.record(_cand(4), _failed("TypeError: x"))
    fx.record(_cand(4, 1), _failed("TypeError: y"))
    fx.record(_cand(4, 2, operator="arith-op+compare-op"), _failed("assert 5 == 6"))
    assert fx.factor("m.py", 4) == 1.0


def test_reorder_moves_candidates_of_untouched_statements_back_within_their_tier() -> None:
    fx = Effects(FAILING, UNCHANGED)
    for n in range(3):
        fx.record(_cand(1, n), _failed("assert 5 == 6"))
    changed = _cand(9, rank=0.1, tier=0)
    a, b, c = _cand(1, 5, rank=0.9), _cand(2, 0, rank=0.5), _cand(3, 0, rank=0.5)
    assert fx.reorder([changed, a, b, c]) == [changed, b, c, a]
    assert Effects(FAILING, UNCHANGED).reorder([a, b, c]) == [a, b, c]  # nothing known


def test_the_first_round_probes_every_statement() -> None:
    todo = [_cand(1, n) for n in range(10)] + [_cand(2, n) for n in range(10)]
    first = probe_round(todo, probing=True)
    assert [c.line for c in first] == [1] * PROBES + [2] * PROBES
    many = [_cand(line, n) for line in range(100) for n in range(2)]
    assert len(probe_round(many, probing=True)) == ROUND
    assert probe_round(todo, probing=False) == todo[:ROUND]


def test_rounds_are_revised_unless_remembered_or_hung() -> None:
    assert revises_order(False, UNCHANGED)
    assert not revises_order(True, UNCHANGED)  # the fix memory's order stands
    assert not revises_order(False, CandidateResult("timeout", 1.0))  # the hang ranking's
