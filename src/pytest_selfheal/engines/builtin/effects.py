"""What the candidates judged so far did to the failure, per statement (mutation-based
fault localization, after Metallaxis and MUSE).

Every judged candidate is a mutant of its statement. Compared with the run on the
unchanged tree, its verdict says whether the statement reaches the failure at all:

- ``progress``: more of the failing ids pass, or the first failure moved to a later id;
- ``value``: the same test fails the same way with another message (``assert 7 == 6``
  where the unchanged tree said ``assert 5 == 6``): the statement feeds the value the
  test checks;
- ``crash``: another exception, an error or a timeout: the statement runs, nothing more
  (and every verdict where the unchanged tree hung: most edits, right or wrong, hang);
- ``none``: the same test fails with the same message: whatever the edit did, the
  failure does not see it.

A statement whose every probed edit left the failure untouched is unlikely to hold the
fault; one whose edits move the checked value or fix part of the failing ids is likely
to. The search revises its order with these factors between rounds of candidates, so
the rest of the budget goes where the suspicion is.
"""

from __future__ import annotations

import re
from collections import Counter

from pytest_selfheal.engines.builtin.model import Candidate
from pytest_selfheal.warmworker import CandidateResult

PROGRESS = 2.0  # some edit here fixed part of the failing ids
VALUE = 1.5  # some edit here changed the value the failing test checks
UNTOUCHED = 0.3  # every edit here left the failure exactly as it was
PROBED = 3  # edits judged at a statement before its verdicts count
_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")
_EXC = re.compile(r"([A-Z][\w.]*):\s")  # pytest's crash line: "TypeError: ...", "assert ..."


def _norm(message: str) -> str:
    return _ADDRESS.sub("0x?", message.strip())


def _exc_type(message: str) -> str:
    match = _EXC.match(message)
    return match.group(1) if match else "AssertionError"


class Effects:
    """Per-statement tallies of what its judged candidates did to the failure."""

    def __init__(self, failing: list[str], unchanged: CandidateResult | None) -> None:
        self.failing = failing
        self.unchanged = unchanged
        self.tally: dict[tuple[str, int], Counter[str]] = {}

    def kind(self, result: CandidateResult) -> str:
        base = self.unchanged
        if result.status == "passed":
            return "progress"
        if base is None or base.status != "failed":
            # nothing to compare with; where the tests hung, the search keeps the hang
            # ranking's order instead (search.revises_order)
            return "crash"
        if result.status != base.status:
            return "crash"
        if result.failed_nodeid != base.failed_nodeid:
            moved = (result.failed_nodeid in self.failing and base.failed_nodeid in self.failing
                     and self.failing.index(result.failed_nodeid)
                     > self.failing.index(base.failed_nodeid))
            return "progress" if moved else "crash"
        old, new = _norm(base.message), _norm(result.message)
        if old == new:  # unless pytest shortened both values: `[1, 2, 3, ...]`
            return "crash" if "..." in old else "none"
        if _exc_type(old) != _exc_type(new):
            return "crash"  # another exception at the same test
        return "value"

    def record(self, cand: Candidate, result: CandidateResult) -> None:
        if "+" in cand.operator:  # a compound edit says nothing about one statement
            return
        self.tally.setdefault((cand.path, cand.line), Counter())[self.kind(result)] += 1

    def factor(self, path: str, line: int) -> float:
        """PROGRESS where an edit fixed part of the failing ids; UNTOUCHED where every one
        of at least PROBED edits left the failure exactly as it was; else up to VALUE by
        the share of edits that changed the checked value. A crash counts as a
        touch that says little: the edit may only have broken its own statement."""
        seen = self.tally.get((path, line))
        if not seen:
            return 1.0
        if seen["progress"]:
            return PROGRESS
        total = sum(seen.values())
        if seen["none"] == total:
            return UNTOUCHED if total >= PROBED else 1.0
        told = seen["value"] + seen["none"]
        if not seen["value"] or told < PROBED:
            return 1.0
        return 1.0 + (VALUE - 1.0) * seen["value"] / told

    def reorder(self, cands: list[Candidate]) -> list[Candidate]:
        """cands by tier, then by rank times their statement's factor (stable: equal
        products keep the generator's order)."""
        if not self.tally:
            return cands
        factors = {key: self.factor(*key) for key in self.tally}
        return sorted(cands, key=lambda c: (
            c.tier, -round(c.rank * factors.get((c.path, c.line), 1.0), 9)))
